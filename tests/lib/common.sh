# tests/lib/common.sh -- what every shell test of tests/ sets up, in one
# place.  A test sources it first:
#
#	. "$(dirname "$0")/lib/common.sh"
#
# (it lives below tests/lib so that the Makefile's "sh tests/*.sh" does
# not run it as a test).  It leaves
#
#	top	the top of the tree, an absolute path
#	BUILD	the build directory (build/ unless set), made absolute
#	tmp	a temporary directory, removed when the test exits
#	pass, fail	the counters that ok and ko add to
#
# and the helpers below.  It does not change directory.

BUILD=${BUILD:-build}
top=$(cd "$(dirname "$0")/.." && pwd)
case $BUILD in
/*)	;;
*)	BUILD=$top/$BUILD ;;
esac
pass=0
fail=0
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

# ok: a check passed.  ko WHAT (bad is the same): a check failed, said.
ok() {
	pass=$((pass + 1))
}

ko() {
	fail=$((fail + 1))
	printf 'FAIL: %s\n' "$*"
}

bad() {
	ko "$@"
}

# need PROGRAM...: each of build/PROGRAM is built, or the test stops.
need() {
	for _p in "$@"; do
		if [ ! -x "$BUILD/$_p" ]; then
			echo "${0##*/}: $BUILD/$_p not built" >&2
			exit 1
		fi
	done
}

# tools_for DIR: every tool built (or the test stops), rec the records
# of tests/records/DIR, V halma-validate and F halma-fen.
tools_for() {
	need halma-validate halma-fen halma-replay halma-stats halma-select
	rec=$top/tests/records/$1
	V=$BUILD/halma-validate
	F=$BUILD/halma-fen
}

# record_tools: halma-validate, halma-stats and halma-select built (or
# the test stops), as V, S and L.
record_tools() {
	need halma-stats halma-select halma-validate
	V=$BUILD/halma-validate
	S=$BUILD/halma-stats
	L=$BUILD/halma-select
}

# one_game_each HGN DIR: each game of HGN (a record of tags and moves)
# written alone to DIR/NAME-NN.hgn, NAME that of HGN and NN counting the
# games from 01.
one_game_each() {
	_name=${1##*/}
	awk -v dir="$2" -v name="${_name%.hgn}" '
		/^\[/ && !intags { n++; intags = 1 }
		!/^\[/ && !/^$/ { intags = 0 }
		{ print > sprintf("%s/%s-%02d.hgn", dir, name, n) }' "$1"
}

# find_browser: browser set to the path of a headless Chromium
# (tests/html/cdp.py finds it), or, when there is none, the skip said and
# a status of 1.
find_browser() {
	browser=$(python3 -c 'import sys; sys.path.insert(0, sys.argv[1])
import cdp; print(cdp.find_browser() or "")' "$top/tests/html" 2>/dev/null)
	[ -n "$browser" ] && return 0
	echo "${0##*/}: no Chromium found: the browser tests are skipped" \
	    "(make check-all installs chromium-headless-shell)"
	return 1
}

# expect STATUS WHAT CMD...: run CMD, its output in $tmp/out and $tmp/err,
# and check its exit status (the start of its standard error shown when
# it is not STATUS).
expect() {
	_want=$1 _what=$2
	shift 2
	"$@" >"$tmp/out" 2>"$tmp/err"
	_got=$?
	if [ "$_got" -eq "$_want" ]; then
		ok
	else
		ko "$_what: exit $_got, not $_want"
		sed 's/^/	/' "$tmp/err" | head -5
	fi
}

# same FILE1 FILE2 WHAT: the two files byte for byte (the start of the
# difference shown when they are not).
same() {
	if cmp -s "$1" "$2"; then
		ok
	else
		ko "$3: output differs"
		diff "$1" "$2" | head -10
	fi
}

# validates DIR NAME VALID: halma-validate --format json on the record
# DIR/NAME.hgn (left in f), through expect: it exits 0 when VALID is
# "true", else 1 (left in want).  A missing record is said, and validates
# returns 1.
validates() {
	f=$1/$2.hgn
	if [ ! -f "$f" ]; then
		ko "$2.hgn: missing"
		return 1
	fi
	want=0
	[ "$3" = true ] || want=1
	expect "$want" "$2: halma-validate" "$BUILD/halma-validate" \
	    --format json "$f"
}

# perfts FILE: each line of FILE, "RULESET D1 D2 D3", is what halma-fen
# --perft 1, 2 and 3 count from RULESET's start (no positions on standard
# input: --perft reads them there).
perfts() {
	while read -r _v _d1 _d2 _d3; do
		_got="$("$BUILD/halma-fen" --perft 1 --variant "$_v" </dev/null) \
$("$BUILD/halma-fen" --perft 2 --variant "$_v" </dev/null) \
$("$BUILD/halma-fen" --perft 3 --variant "$_v" </dev/null)"
		if [ "$_got" = "$_d1 $_d2 $_d3" ]; then
			ok
		else
			ko "halma-fen --perft 1..3 of $_v: $_got, not $_d1 $_d2 $_d3"
		fi
	done <"$1"
}

# holds WHAT FILE TEXT: FILE holds exactly TEXT (and a newline).
holds() {
	if [ "$(cat "$2")" = "$3" ]; then ok; else
		bad "$1: got '$(cat "$2")', want '$3'"
	fi
}

# has_line WHAT FILE PATTERN: a line of FILE matches the grep PATTERN
# (FILE shown when none does).
has_line() {
	if grep -q -- "$3" "$2"; then ok; else
		bad "$1: no '$3' in: $(cat "$2")"
	fi
}

# oks FILE: each line of FILE, "ok" or "FAIL: WHY" (a checker's report),
# counted as a check passed or failed.
oks() {
	while read -r _l; do
		case $_l in
		ok)	ok ;;
		*)	ko "${_l#FAIL: }" ;;
		esac
	done <"$1"
}

# finish: the summary line, and the test's exit status.
finish() {
	echo "${0##*/}: $pass passed, $fail failed"
	[ "$fail" -eq 0 ]
}

# verdicts DIR TABLE: each line of TABLE, "record|valid|first error
# code|its ply|outcome|reason|plies|message fragment" ("-" for none),
# is the verdict halma-validate --format json must give DIR/record.hgn;
# a valid record's result token must be the outcome the rules imposed.
# The records are validated in one run (a run per record costs more
# than the check under the sanitizers) and compared record by record.
verdicts() {
	: >"$tmp/verdict-files"
	while IFS='|' read -r _name _; do
		if [ -f "$1/$_name.hgn" ]; then
			printf '%s\n' "$1/$_name.hgn" >>"$tmp/verdict-files"
		else
			ko "$_name.hgn: missing"
		fi
	done <"$2"
	tr '\n' '\0' <"$tmp/verdict-files" |
	    xargs -0 "$BUILD/halma-validate" --format json \
	    >"$tmp/verdicts.jsonl" 2>/dev/null
	python3 - "$1" "$2" "$tmp/verdicts.jsonl" >"$tmp/verdicts.out" <<'PY'
import json, os, sys

d, table, path = sys.argv[1:]
games = {}
for line in open(path):
    if line.strip():
        o = json.loads(line)
        games.setdefault(o["file"], []).append(o)
for row in open(table):
    row = row.rstrip("\n")
    if not row:
        continue
    name, valid, code, ply, outcome, reason, plies, why = row.split("|")
    objs = games.get(d + "/" + name + ".hgn")
    def fail(*what):
        print("FAIL", name + ":", *what)
    if objs is None:
        # A missing record is said by the caller; one that is there
        # was not read to its end (halma-validate stopped).
        if os.path.exists(d + "/" + name + ".hgn"):
            fail("halma-validate gave no verdict")
        continue
    if len(objs) != 1:
        fail("games:", len(objs))
        continue
    o = objs[0]
    e = o["errors"][0] if o["errors"] else None
    got = (str(o["valid"]).lower(), e["code"] if e else "-",
           str(e["ply"]) if e and e["ply"] is not None else "-",
           o["outcome"] or "-", o["reason"] or "-", str(o["plies"]))
    want = (valid, code, ply, outcome, reason, plies)
    if got != want:
        fail("got", "|".join(got), "want", "|".join(want))
    elif why != "-" and (e is None or why not in e["message"]):
        fail("message", repr(e["message"] if e else None), "lacks", repr(why))
    elif valid == "true" and o["result"] != (o["outcome"] or "*"):
        # A valid record's result token is the outcome the rules imposed.
        fail("result", o["result"], "outcome", o["outcome"])
    else:
        print("ok")
PY
	while read -r _line; do
		case $_line in
		ok)	ok ;;
		*)	ko "${_line#FAIL }" ;;
		esac
	done <"$tmp/verdicts.out"
}
