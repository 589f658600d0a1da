#!/bin/sh
#
# hostile.sh -- the hostile-input set: halma-validate against binary
# garbage, 100 MB lines, a million comments, tags, plies or games, absurd
# rule files and more, each input generated at test time
# (tests/hostile/hostile.py says what is checked), each run bounded in
# time and memory.  Then the output files of halma-fen -o: never written
# over an input, and written whole or not at all.  Prints one line per
# case, then "N passed, M failed"; exits non-zero on a failure.

BUILD=${BUILD:-build}
CC=${CC:-cc}
top=$(cd "$(dirname "$0")/.." && pwd)
status=0

if ! command -v python3 >/dev/null 2>&1; then
	echo "hostile.sh: python3 not found" >&2
	exit 1
fi
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

# The measuring helper is built plain, whatever the tools were built
# with: it only forks, waits and counts.
if ! $CC -O2 -o "$tmp/measure" "$top/tests/hostile/measure.c"; then
	echo "hostile.sh: cannot build tests/hostile/measure.c" >&2
	exit 1
fi
python3 "$top/tests/hostile/hostile.py" run "$tmp/measure" "$BUILD" ||
    status=1

# ------------------------------------------------------------------
# Output files, through the one tool that writes them.

fen=$BUILD/halma-fen
passed=0
failed=0
ok() {
	echo "ok    output: $1"
	passed=$((passed + 1))
}
fail() {
	echo "FAIL  output: $*"
	failed=$((failed + 1))
}
# No temporary file may be left beside an output.
no_leftovers() {
	set -- "$tmp"/out/*.json.* "$tmp"/out/*.hgn.*
	[ ! -e "$1" ] && [ ! -e "$2" ]
}

if [ ! -x "$fen" ]; then
	echo "hostile.sh: $fen not built" >&2
	exit 1
fi
mkdir "$tmp/out"
in=$tmp/out/in.hgn
python3 "$top/tests/hostile/hostile.py" gen crlf >"$in"
cp "$in" "$tmp/in.orig"

# The input named as the output, directly and through a symbolic link.
# refused OUTPUT HOW: halma-fen -o OUTPUT of the input exits 2, the input
# as it was and no temporary file left.
refused() {
	"$fen" -t json -o "$1" "$in" 2>/dev/null
	rc=$?
	if [ $rc -eq 2 ] && cmp -s "$in" "$tmp/in.orig" && no_leftovers; then
		ok "refuses to write over its input$2"
	else
		fail "writing over its input$2: status $rc"
	fi
}
refused "$in" ""
ln -s in.hgn "$tmp/out/link.json"
refused "$tmp/out/link.json" " through a link"

# A whole output replaces the old one.
echo "old output" >"$tmp/out/out.json"
"$fen" -t json "$in" >"$tmp/want.json" 2>/dev/null
"$fen" -t json -o "$tmp/out/out.json" "$in" 2>/dev/null
rc=$?
if [ $rc -eq 0 ] && cmp -s "$tmp/out/out.json" "$tmp/want.json" &&
    no_leftovers; then
	ok "writes the whole output"
else
	fail "the whole output: status $rc"
fi

# The output keeps the mode of the file it replaces, and a new output
# gets the mode the umask gives, not the temporary file's 0600.
chmod 644 "$tmp/out/out.json"
"$fen" -t json -o "$tmp/out/out.json" "$in" 2>/dev/null
m1=$(stat -c %a "$tmp/out/out.json")
(umask 022; "$fen" -t json -o "$tmp/out/new.json" "$in" 2>/dev/null)
m2=$(stat -c %a "$tmp/out/new.json" 2>/dev/null)
rm -f "$tmp/out/new.json"
if [ "$m1" = 644 ] && [ "$m2" = 644 ]; then
	ok "output files get their usual mode"
else
	fail "output modes: replaced $m1, new $m2 (want 644, 644)"
fi

# limited BLOCKS CMD...: CMD under a file size limit (as on a full
# disk), the limit's signal ignored so that a write over it fails with
# EFBIG instead of killing the tool.  ulimit -f counts blocks of a size
# that depends on the shell.
limited() {
	(
		trap '' XFSZ
		ulimit -f "$1"
		shift
		exec "$@"
	)
}

# told BLOCKS CMD...: limited, what it prints and then "exit N" in
# $tmp/told.txt, through a pipe (the limit would cut a file).
told() {
	(
		limited "$@"
		echo "exit $?" >&2
	) 2>&1 | cat >"$tmp/told.txt"
}

# A write that fails half-way leaves the old output as it was.
python3 -c 'import sys
sys.stdout.buffer.write(open(sys.argv[1], "rb").read() * 2000)' \
    "$in" >"$tmp/big.hgn"
echo "old output" >"$tmp/out/out.json"
limited 128 "$fen" -t json -o "$tmp/out/out.json" "$tmp/big.hgn" 2>/dev/null
rc=$?
if [ $rc -eq 2 ] && [ "$(cat "$tmp/out/out.json")" = "old output" ] &&
    no_leftovers; then
	ok "a failed write leaves the old output"
else
	fail "a failed write: status $rc, output now" \
	    "$(wc -c <"$tmp/out/out.json") bytes"
fi

# The writes of an output file are gathered, but a failed one is told
# before any later message, where writing each game at once would tell
# it: every game here has an error, and the messages before the failure
# are those of the games whose output fits under the limit, give or
# take the game that meets it, not one more per game of the 64 KB held.
# The limit is measured in bytes.
printf '[Variant "halma-10x10"]\n[Result "*"]\n\n%s\n\n' \
    '1. j2-h4 b10-d8 2. a1-a2 *' >"$tmp/bad.hgn"
"$fen" -t json -o "$tmp/out/one.json" "$tmp/bad.hgn" 2>/dev/null
per=$(wc -c <"$tmp/out/one.json")
rm -f "$tmp/out/one.json"
python3 -c 'import sys
sys.stdout.write(open(sys.argv[1]).read() * 4000)' "$tmp/bad.hgn" \
    >"$tmp/bad4k.hgn"
limited 128 head -c 1000000 /dev/zero >"$tmp/probe" 2>/dev/null
limit=$(wc -c <"$tmp/probe")
rm -f "$tmp/probe"
told 128 "$fen" -t json -o "$tmp/out/out.json" "$tmp/bad4k.hgn"
before=$(grep -c 'illegal-move' "$tmp/told.txt")
want=$((limit / per))
if [ "$(tail -n 2 "$tmp/told.txt" | head -n 1 | grep -c '\[io\]')" = 1 ] &&
    [ "$(tail -n 1 "$tmp/told.txt")" = "exit 2" ] &&
    [ "$before" -ge "$want" ] && [ "$before" -le $((want + 1)) ] &&
    no_leftovers; then
	ok "a failed write is told before any later message"
else
	fail "a failed write told after $before messages (want $want or" \
	    "$((want + 1)) for $limit bytes of $per a game):" \
	    "$(tail -n 2 "$tmp/told.txt" | tr '\n' ' ')"
fi

# A file that cannot be written is reported, and the run goes on with
# the next: halma-select --split writes eight files of 500 games each
# (about 30 KB, held whole until written), and every one is over the
# limit.
mkdir "$tmp/split"
told 8 "$BUILD/halma-select" --split "$tmp/split/s%d.hgn" \
    --games-per-file 500 "$tmp/bad4k.hgn"
if [ "$(grep -c '\[io\]' "$tmp/told.txt")" = 8 ] &&
    [ "$(tail -n 1 "$tmp/told.txt")" = "exit 2" ] &&
    [ -z "$(ls "$tmp/split")" ]; then
	ok "every split file that fails is reported"
else
	fail "split files over the limit: $(grep -c '\[io\]' "$tmp/told.txt")" \
	    "reported of 8, $(tail -n 1 "$tmp/told.txt"), left:" \
	    "$(ls "$tmp/split" | tr '\n' ' ')"
fi

# A failed write on standard error ends the tool with no temporary file
# of its output left behind.
"$fen" -t json -o "$tmp/out/out.json" "$tmp/bad4k.hgn" 2>/dev/full
rc=$?
if [ -w /dev/full ] && { [ $rc -ne 2 ] || ! no_leftovers; }; then
	fail "standard error full: status $rc," \
	    "$(ls "$tmp/out" | tr '\n' ' ')"
else
	ok "standard error full leaves no temporary file"
fi
rm -f "$tmp"/out/*.json.*

# Nothing is made where the output cannot go.
"$fen" -t json -o "$tmp/out/missing/out.json" "$in" 2>/dev/null
rc=$?
if [ $rc -eq 2 ] && [ ! -e "$tmp/out/missing" ]; then
	ok "an output in a missing directory"
else
	fail "an output in a missing directory: status $rc"
fi

echo "output files: $passed passed, $failed failed"
[ $failed -eq 0 ] || status=1
exit $status
