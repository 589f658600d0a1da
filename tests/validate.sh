#!/bin/sh
#
# validate.sh -- halma-validate(1): options, exit statuses, inputs (files,
# standard input, unreadable ones, gzip and other compressed data), -q,
# -o, the JSON output checked by a real JSON parser (and its offsets by
# cutting the input at them), the golden outputs of tests/golden/validate,
# the EXAMPLES of the man page, run as written, and write errors.

. "$(dirname "$0")/lib/common.sh"
cd "$top" || exit 1
V=$BUILD/halma-validate
golden=$top/tests/golden/validate
ex=$top/examples

need halma-validate

# has FILE TEXT NAME / hasnt FILE TEXT NAME: a fixed string in a file.
has() {
	if grep -F -q -- "$2" "$1"; then ok; else ko "$3: no '$2'"; fi
}

hasnt() {
	if grep -F -q -- "$2" "$1"; then ko "$3: unexpected '$2'"; else ok; fi
}


# json FILE PYTHON NAME: FILE parsed as JSON Lines into the list 'objs',
# then the Python expression must hold.
json() {
	if python3 - "$1" "$2" <<'EOF'
import json, sys
objs = []
with open(sys.argv[1], encoding="utf-8") as f:
    for line in f:
        objs.append(json.loads(line))
if not eval("(" + sys.argv[2] + ")"):
    print("\tobjects:", json.dumps(objs)[:400])
    sys.exit(1)
EOF
	then ok; else ko "$3: $2"; fi
}

legal=$ex/legal-halma-10x10-1.hgn
corners=$ex/legal-corners-8x8-9.hgn
illegal=$ex/illegal-unreachable-halma-10x10-1.hgn

# ------------------------------------------------------------------
# Options.

expect 0 "-h" "$V" -h
has "$tmp/out" "usage: halma-validate [-hq]" "-h"
[ -s "$tmp/err" ] && ko "-h: wrote to stderr" || ok
expect 0 "--help" "$V" --help
has "$tmp/out" "--list-variants" "--help"
expect 0 "--version" "$V" --version
has "$tmp/out" "halma-validate 0.1.0 (libnotation 0.1.0)" "--version"
expect 2 "unknown option" "$V" --frobnicate "$legal"
has "$tmp/err" "halma-validate: error: unknown option --frobnicate (see --help) [usage]" \
    "unknown option"
has "$tmp/err" "usage: halma-validate" "unknown option: the synopsis"
[ -s "$tmp/out" ] && ko "unknown option: wrote to stdout" || ok
expect 2 "unknown short option" "$V" -x "$legal"
expect 2 "--format xml" "$V" --format xml "$legal"
has "$tmp/err" "halma-validate: error: --format xml: not text or json [usage]" \
    "--format xml"
expect 2 "--format without its argument" "$V" --format
expect 2 "--variant unknown" "$V" --variant halma-11x11 "$legal"
has "$tmp/err" "[unknown-variant]" "--variant unknown"
printf 'name: broken\nboard: {shape: round}\n' >"$tmp/broken.yaml"
expect 2 "--variant broken file" "$V" --variant "$tmp/broken.yaml" "$legal"
has "$tmp/err" "[bad-rules]" "--variant broken file"
expect 0 "--list-variants" "$V" --list-variants
has "$tmp/out" "halma-10x10" "--list-variants"
has "$tmp/out" "corners-8x8" "--list-variants"

# The usage message is the man page's SYNOPSIS.
if command -v mandoc >/dev/null 2>&1; then
	mandoc -Tascii man/halma-validate.1 | col -b |
	    sed -n '/^SYNOPSIS/,/^DESCRIPTION/p' | sed '1d;$d' |
	    tr -s ' \t\n' '   ' | sed 's/^ //;s/ $//' >"$tmp/synopsis"
	"$V" -h | sed -n '1,/file \.\.\.\]/p' | sed 's/^usage: //' |
	    tr -s ' \t\n' '   ' | sed 's/^ //;s/ $//' >"$tmp/usage"
	same "$tmp/synopsis" "$tmp/usage" "usage() against the SYNOPSIS"
fi

# ------------------------------------------------------------------
# Exit statuses, the summary line, -q.

expect 0 "a valid game" "$V" "$legal"
has "$tmp/err" "halma-validate: 1 game, 1 valid, 0 invalid" "a valid game"
[ -s "$tmp/out" ] && ko "text format: wrote to stdout" || ok
expect 1 "an invalid game" "$V" "$illegal"
has "$tmp/err" "illegal-unreachable-halma-10x10-1.hgn:14:55: error: " \
    "an invalid game"
has "$tmp/err" "[illegal-move] (game 1, ply 46)" "an invalid game"
has "$tmp/err" "halma-validate: 1 game, 0 valid, 1 invalid" \
    "an invalid game"
expect 1 "-q" "$V" -q "$illegal" "$legal"
has "$tmp/err" "[illegal-move]" "-q keeps the diagnostics"
hasnt "$tmp/err" "games," "-q drops the summary"
expect 0 "-q, valid" "$V" -q "$legal"
[ -s "$tmp/err" ] && ko "-q, valid: wrote to stderr" || ok
expect 0 "--quiet" "$V" --quiet "$legal"

# An unreadable file is trouble, and the other files are still checked.
expect 2 "a missing file among good ones" \
    "$V" "$legal" "$tmp/missing.hgn" "$corners"
has "$tmp/err" "halma-validate: $tmp/missing.hgn: error: cannot open: No such file or directory [io]" \
    "a missing file"
has "$tmp/err" "halma-validate: 2 games, 2 valid, 0 invalid" \
    "a missing file: the others are checked"
expect 2 "a directory" "$V" "$tmp" "$legal"
has "$tmp/err" "[io]" "a directory"
has "$tmp/err" "1 game, 1 valid" "a directory: the other file is checked"
expect 2 "trouble outranks invalid" "$V" "$illegal" "$tmp/missing.hgn"
if [ -w /dev/full ]; then
	"$V" --format json "$legal" >/dev/full 2>"$tmp/err"
	[ $? -eq 2 ] && ok || ko "a write error is not exit 2"
fi
if [ "$(id -u)" -ne 0 ]; then
	cp "$legal" "$tmp/unreadable.hgn"
	chmod 000 "$tmp/unreadable.hgn"
	expect 2 "an unreadable file" "$V" "$tmp/unreadable.hgn" "$legal"
	has "$tmp/err" "Permission denied [io]" "an unreadable file"
fi

# ------------------------------------------------------------------
# Standard input.

expect 1 "standard input" "$V" <"$golden/syntax.hgn"
has "$tmp/err" "halma-validate: <stdin>:5:40: error: " "standard input"
expect 1 "'-'" "$V" - <"$golden/syntax.hgn"
has "$tmp/err" "3 games, 1 valid, 2 invalid" "'-'"
expect 1 "'-' between files" "$V" "$legal" - "$corners" <"$illegal"
has "$tmp/err" "<stdin>:14:55" "'-' between files"
has "$tmp/err" "3 games, 2 valid, 1 invalid" "'-' between files"
"$V" --format json - <"$legal" >"$tmp/out" 2>/dev/null
json "$tmp/out" 'len(objs) == 1 and objs[0]["file"] == "<stdin>"' \
    "JSON from standard input"

# ------------------------------------------------------------------
# --variant: games without a Variant tag.

grep -v '^\[Variant ' "$corners" >"$tmp/untagged.hgn"
expect 1 "no Variant tag: the default rule set" "$V" "$tmp/untagged.hgn"
expect 0 "--variant corners-8x8" "$V" --variant corners-8x8 \
    "$tmp/untagged.hgn"
sed 's/^name: corners-8x8$/name: my-corners/' spec/rules/corners-8x8.yaml \
    >"$tmp/my-corners.yaml"
expect 0 "--variant FILE.yaml" "$V" --variant "$tmp/my-corners.yaml" \
    "$tmp/untagged.hgn"
sed 's/^\[Variant .*/[Variant "my-corners"]/' "$corners" >"$tmp/mine.hgn"
expect 0 "a Variant tag naming the --variant file" \
    "$V" --variant "$tmp/my-corners.yaml" "$tmp/mine.hgn"
expect 1 "a Variant tag naming an unloaded file" "$V" "$tmp/mine.hgn"
has "$tmp/err" "[unknown-variant]" "a Variant tag naming an unloaded file"

# ------------------------------------------------------------------
# Many games in one file, one of them broken: the others are checked.

: >"$tmp/many.hgn"
for i in 1 2 3 4 5 6 7; do
	case $i in
	4)	cat "$ex/syntax-halma-10x10-8.hgn" ;;
	*)	cat "$legal" ;;
	esac >>"$tmp/many.hgn"
	echo >>"$tmp/many.hgn"
done
expect 1 "many games, one broken" "$V" "$tmp/many.hgn"
has "$tmp/err" "7 games, 6 valid, 1 invalid" "many games, one broken"
has "$tmp/err" "[syntax] (game 4, ply 6)" "many games, one broken"
"$V" --format json "$tmp/many.hgn" >"$tmp/out" 2>/dev/null
json "$tmp/out" '[o["game"] for o in objs] == list(range(1, 8))' \
    "many games: numbered"
json "$tmp/out" 'all(o["valid"] == (o["game"] != 4) for o in objs)' \
    "many games: only game 4 invalid"
json "$tmp/out" 'all(o["plies"] == 82 and o["outcome"] == "0-1" and
    o["reason"] == "goal" for o in objs if o["game"] != 4)' \
    "many games: the others replay in full"
json "$tmp/out" 'objs[3]["errors"][0]["code"] == "syntax" and
    objs[3]["errors"][0]["ply"] == 6 and objs[3]["plies"] == 5' \
    "many games: the broken one"

# bad_tags NAME VALUE: forty tag pairs NAME0 to NAME39 whose VALUE holds
# an escape the grammar has not (\q), a warning each.
bad_tags() {
	i=0
	while [ $i -lt 40 ]; do
		printf '[%s%d "%s"]\n' "$1" $i "$2"
		i=$((i + 1))
	done
}

# A game with more diagnostics than are kept: the rest are counted.
{
	bad_tags Tag '\q'
	printf '\n1. i2-g4 *\n'
} >"$tmp/noisy.hgn"
expect 0 "more diagnostics than kept" "$V" "$tmp/noisy.hgn"
[ "$(grep -c '\[bad-tag\]' "$tmp/err")" -eq 32 ] && ok ||
    ko "more diagnostics than kept: not 32 shown"
has "$tmp/err" "note: 8 more notes and warnings of this game are not shown [limit] (game 1)" \
    "more diagnostics than kept"

# Issue 22: however many warnings come first, the error that decides the
# verdict is kept and shown, in the text and in the JSON; the cap drops
# warnings first and says how many.
{
	bad_tags T 'a\qb'
	printf '\n1. a1-a9 *\n'
} >"$tmp/hidden.hgn"
expect 1 "an error after 40 warnings" "$V" "$tmp/hidden.hgn"
has "$tmp/err" "[illegal-move] (game 1, ply 1)" "an error after 40 warnings"
has "$tmp/err" "note: 9 more notes and warnings of this game are not shown [limit] (game 1)" \
    "an error after 40 warnings: the count"
[ "$(grep -c '\[bad-tag\]' "$tmp/err")" -eq 31 ] && ok ||
    ko "an error after 40 warnings: not 31 warnings kept"
expect 1 "an error after 40 warnings, JSON" "$V" --format json \
    "$tmp/hidden.hgn"
has "$tmp/out" '"code":"illegal-move","severity":"error"' \
    "an error after 40 warnings, JSON"
# Errors past the cap are counted as errors.
{
	bad_tags T 'a\qb'
	printf '\n1. a1-a9 *\n\n'
	bad_tags T 'a\qb'
} >"$tmp/hidden2.hgn"
expect 1 "two games of warnings" "$V" "$tmp/hidden2.hgn"
has "$tmp/err" "[illegal-move] (game 1, ply 1)" "two games of warnings"

# Several files: games numbered within each file, files in order.
"$V" --format json "$golden/illegal.hgn" "$golden/results.hgn" \
    >"$tmp/out" 2>/dev/null
json "$tmp/out" '[(o["file"].rsplit("/", 1)[-1], o["game"]) for o in objs]
    == [("illegal.hgn", i) for i in range(1, 8)] +
    [("results.hgn", i) for i in range(1, 7)]' "several files"

# ------------------------------------------------------------------
# JSON: every member, and escaping checked by a real parser.

"$V" --format json "$ex"/*.hgn >"$tmp/out" 2>"$tmp/err"
[ -s "$tmp/err" ] && ko "JSON: wrote to stderr" || ok
json "$tmp/out" 'all(list(o) == ["file", "game", "line", "variant",
    "valid", "plies", "result", "outcome", "reason", "repetitions",
    "errors", "offset", "length"] for o in objs)' "JSON members"
json "$tmp/out" 'all(list(e) == ["code", "severity", "line", "column",
    "ply", "message"] and e["severity"] in ("error", "warning")
    for o in objs for e in o["errors"])' "JSON error members"
json "$tmp/out" '[o["repetitions"] for o in objs
    if o["file"].endswith("repetition-2.hgn")] == [[112, 116]]' \
    "JSON repetitions, no notes in errors"
json "$tmp/out" '[(o["result"], o["outcome"], o["reason"]) for o in objs
    if o["file"].endswith("mismatch-halma-10x10-4.hgn")] ==
    [("1-0", "0-1", "goal")]' "JSON result and outcome"
json "$tmp/out" '[(o["result"], o["outcome"], o["reason"]) for o in objs
    if o["file"].endswith("camp-rule-2.hgn")] ==
    [("1/2-1/2", "1/2-1/2", "camp-rule")]' "JSON a draw by rule"

# A file name with a quote, a backslash, a tab, a newline, a control
# character and a byte that is not UTF-8.
weird=$(printf '%s/we"ird\\na\tme\001\n\377.hgn' "$tmp")
cp "$legal" "$weird"
"$V" --format json "$weird" >"$tmp/out" 2>/dev/null
json "$tmp/out" 'objs[0]["file"] == sys.argv[1].rsplit("/", 1)[0] +
    "/we\"ird\\na\tme\x01\n\ufffd.hgn"' "JSON escaping of a file name"
# A tag value with quotes, backslashes and a control character, quoted
# back in a message.
printf '[Variant "x\\"y\\\\z\001"]\n[Result "*"]\n\n1. i2-g4 *\n' \
    >"$tmp/tag.hgn"
"$V" --format json "$tmp/tag.hgn" >"$tmp/out" 2>/dev/null
# (after the bad-tag warning for the control byte).
json "$tmp/out" 'any(e["code"] == "unknown-variant" and
    "x\"y\\z\x01" in e["message"] for e in objs[0]["errors"])' \
    "JSON escaping of a message"
"$V" --format json "$tmp/missing.hgn" "$legal" >"$tmp/out" 2>"$tmp/err"
json "$tmp/out" 'len(objs) == 1' "JSON: an unreadable file is no game"
has "$tmp/err" "[io]" "JSON: an unreadable file on stderr"

# ------------------------------------------------------------------
# Golden outputs: NAME.out is the text output (standard error) and the
# exit status, NAME.jsonl the JSON output, when there is one.

for f in "$golden"/*.hgn; do
	n=${f%.hgn}
	b=${f##*/}
	(cd "$golden" && "$V" "$b" 2>&1 >/dev/null; echo "exit $?") \
	    >"$tmp/golden.out"
	same "$n.out" "$tmp/golden.out" "golden $b"
	if [ -f "$n.jsonl" ]; then
		(cd "$golden" && "$V" --format json "$b" 2>/dev/null) \
		    >"$tmp/golden.jsonl"
		same "$n.jsonl" "$tmp/golden.jsonl" "golden $b (JSON)"
	fi
done
# The command of the README, over the bundled records.
("$V" examples/*.hgn 2>&1 >/dev/null; echo "exit $?") >"$tmp/golden.out"
same "$golden/examples.out" "$tmp/golden.out" "golden examples/*.hgn"

# ------------------------------------------------------------------
# The EXAMPLES of the man page, as written, from the top directory.

awk -v dir="$tmp" '
/^\.Sh EXAMPLES/ { on = 1; next }
/^\.Sh/ { on = 0 }
on && /^\.Bd -literal/ { inbd = 1; n++; cmd = ""; next }
on && /^\.Ed/ { inbd = 0; printf "%s", cmd > (dir "/man" n ".sh"); next }
inbd { sub(/^\$ /, ""); gsub(/\\e/, "\\"); cmd = cmd $0 "\n" }
' man/halma-validate.1
PATH=$BUILD:$PATH
export PATH
if command -v jq >/dev/null 2>&1; then
	sh "$tmp/man1.sh" >"$tmp/out" 2>"$tmp/err"
	[ $? -eq 1 ] && ok || ko "man example 1: exit status"
	has "$tmp/err" "halma-validate: 8 games, 5 valid, 3 invalid" \
	    "man example 1"
	sh "$tmp/man2.sh" >"$tmp/out" 2>&1
	printf '%s\n' \
	    "examples/illegal-unreachable-halma-10x10-1.hgn 1 illegal-move" \
	    "examples/mismatch-halma-10x10-4.hgn 1 result-mismatch" \
	    "examples/syntax-halma-10x10-8.hgn 1 syntax" >"$tmp/want"
	same "$tmp/want" "$tmp/out" "man example 2"
	sh "$tmp/man3.sh" >"$tmp/out" 2>&1
	echo '{"file":"examples/repetition-2.hgn","repetitions":[112,116]}' \
	    >"$tmp/want"
	same "$tmp/want" "$tmp/out" "man example 3"
fi
sh "$tmp/man4.sh" >"$tmp/out" 2>&1
[ $? -eq 0 ] && ok || ko "man example 4: exit status"
[ -s "$tmp/out" ] && ko "man example 4: output" || ok
if command -v jq >/dev/null 2>&1; then
	sh "$tmp/man5.sh" >"$tmp/cut.hgn" 2>"$tmp/err"
	[ $? -eq 0 ] && ok || ko "man example 5: exit status"
	expect 0 "man example 5: the cut validates" "$V" "$tmp/cut.hgn"
	has "$tmp/err" "1 game, 1 valid" "man example 5"
fi
sh "$tmp/man6.sh" >"$tmp/out" 2>&1
[ $? -eq 0 ] && ok || ko "man example 6: exit status"
[ -s "$tmp/out" ] && ko "man example 6: output" || ok

# ------------------------------------------------------------------
# offset and length: the games of an input follow each other without a
# gap, and each slice read alone is the same game, over CRLF, lone CR,
# escape lines and comments between games.

python3 - "$tmp/mixed.hgn" <<'EOF'
import sys
g = (b'[Event "a"]\r\n[Result "*"]\r\n\r\n1. i1-g3 a9-c7 *\r\n\r\n'
     b'% escape line\n{comment before}\n[Event "b"]\n'
     b'1. i1-g3 a9-c7 2. zz-zz\n\n'
     b'[Event "c"]\r1. i1-g3 a9-c7\r\r; line comment\r[Event "d"]\n\n'
     b'1. i1-g3 {x} a9-c7 * {after}\n% esc\n\n[Event "e"]\n1. i1-g3 *\n')
open(sys.argv[1], 'wb').write(g)
EOF
if python3 - "$V" "$tmp/mixed.hgn" "$golden"/*.hgn <<'EOF'
import json, subprocess, sys
V, bad = sys.argv[1], 0
for f in sys.argv[2:]:
    data = open(f, 'rb').read()
    out = subprocess.run([V, '--format', 'json', f],
                         capture_output=True).stdout
    pos = 0
    for g in map(json.loads, out.splitlines()):
        if g['offset'] != pos:
            print('\tgap before', f, g['game'])
            bad += 1
        pos = g['offset'] + g['length']
        one = subprocess.run([V, '--format', 'json', '-'],
                             input=data[g['offset']:pos],
                             capture_output=True).stdout.splitlines()
        o = [json.loads(x) for x in one]
        if [(x['valid'], x['plies'], x['result']) for x in o] != \
                [(g['valid'], g['plies'], g['result'])]:
            print('\tslice differs', f, g['game'])
            bad += 1
    if data[pos:].strip(b'\r\n \t') != b'':
        print('\tbytes after the last game', f)
        bad += 1
sys.exit(bad != 0)
EOF
then ok; else ko "offset and length cut the inputs into the same games"; fi
"$V" --format json "$tmp/mixed.hgn" >"$tmp/out" 2>/dev/null
json "$tmp/out" '[(o["offset"], o["length"]) for o in objs][:2] ==
    [(0, 45), (45, 72)]' "offsets of CRLF games"

# ------------------------------------------------------------------
# -o FILE: the report, whole; JSON lines whole.

"$V" --format json "$legal" "$illegal" >"$tmp/want" 2>/dev/null
echo "old" >"$tmp/report.jsonl"
expect 1 "-o, JSON" "$V" --format json -o "$tmp/report.jsonl" \
    "$legal" "$illegal"
same "$tmp/want" "$tmp/report.jsonl" "-o, JSON: the same lines"
[ -s "$tmp/out" ] && ko "-o, JSON: wrote to stdout" || ok
expect 1 "-o, text" "$V" --output "$tmp/report.txt" "$legal" "$illegal"
has "$tmp/report.txt" "[illegal-move]" "-o, text: the diagnostics"
has "$tmp/report.txt" "2 games, 1 valid, 1 invalid" "-o, text: the summary"
[ -s "$tmp/err" ] && ko "-o, text: wrote to stderr" || ok
cp "$legal" "$tmp/in.hgn"
expect 2 "-o over an input" "$V" --format json -o "$tmp/in.hgn" "$tmp/in.hgn"
cmp -s "$legal" "$tmp/in.hgn" && ok || ko "-o over an input: replaced it"
expect 2 "-o over standard input" "$V" -o "$tmp/in.hgn" <"$tmp/in.hgn"
cmp -s "$legal" "$tmp/in.hgn" && ok || ko "-o over stdin: replaced it"
cp spec/rules/corners-8x8.yaml "$tmp/my.yaml"
cp "$tmp/my.yaml" "$tmp/my.orig"
expect 2 "-o over the --variant file" "$V" --variant "$tmp/my.yaml" \
    -o "$tmp/my.yaml" "$legal"
cmp -s "$tmp/my.yaml" "$tmp/my.orig" && ok ||
    ko "-o over the --variant file: replaced it"
set -- "$tmp"/*.??????
[ -e "$1" ] && ko "-o: temporary files left: $*" || ok

# A run killed half-way (its input a FIFO held open) leaves the old -o
# file as it was and no temporary file; written elsewhere, only whole
# lines, each game's as soon as it is checked.
python3 -c 'import sys
sys.stdout.buffer.write(open(sys.argv[1], "rb").read() * 20000)' \
    "$legal" >"$tmp/big.hgn"
killed() {
	rm -f "$tmp/slow"
	mkfifo "$tmp/slow" || return 1
	"$V" --format json "$@" "$tmp/slow" 2>/dev/null &
	pid=$!
	exec 3>"$tmp/slow"
	head -c 300000 "$tmp/big.hgn" >&3
	sleep 1
	kill -TERM $pid 2>/dev/null
	wait $pid 2>/dev/null
	exec 3>&-
}
echo "old" >"$tmp/killed.jsonl"
killed -o "$tmp/killed.jsonl"
[ "$(cat "$tmp/killed.jsonl")" = old ] && ok ||
    ko "a killed -o run replaced the old file"
set -- "$tmp"/killed.jsonl.*
[ -e "$1" ] && ko "a killed -o run left $1" || ok
killed >"$tmp/killed.out"
n=$(wc -l <"$tmp/killed.out")
if [ "$n" -gt 0 ] && [ "$(tail -c 1 "$tmp/killed.out" | od -An -tx1)" = " 0a" ]
then ok; else ko "a killed run: $n lines, the last one cut"; fi

# ------------------------------------------------------------------
# What the input holds, by content.

gzip -c "$illegal" >"$tmp/game.gz"
expect 1 "gzip input" "$V" "$tmp/game.gz"
has "$tmp/err" "[illegal-move]" "gzip input"
expect 1 "gzip on standard input" "$V" <"$tmp/game.gz"
has "$tmp/err" "1 game, 0 valid, 1 invalid" "gzip on standard input"
cat "$legal" "$legal" | gzip -c >"$tmp/two.gz"
gzip -c "$legal" >>"$tmp/two.gz"
expect 0 "concatenated gzip members" "$V" "$tmp/two.gz"
has "$tmp/err" "3 games, 3 valid" "concatenated gzip members"
gzip -c "$tmp/big.hgn" >"$tmp/big.gz"
head -c $(($(wc -c <"$tmp/big.gz") / 2)) "$tmp/big.gz" >"$tmp/cut.gz"
expect 2 "a gzip file cut short" "$V" -q "$tmp/cut.gz"
has "$tmp/err" "gzip data cut short" "a gzip file cut short"
# Other compressed or binary data, by its first bytes.
printf 'BZh91AY&SY' >"$tmp/x.bz2"
printf '\3757zXZ\000\000' >"$tmp/x.xz"
printf '\050\265\057\375rest' >"$tmp/x.zst"
printf 'PK\003\004rest' >"$tmp/x.zip"
printf '[Event "x"]\000\001\002\n' >"$tmp/x.bin"
printf '\377\376[\000E\000' >"$tmp/x.u16"
for c in "x.bz2 bzip2" "x.xz xz" "x.zst zstd" "x.zip zip archive" \
    "x.bin binary data" "x.u16 UTF-16"; do
	f=${c%% *}
	expect 2 "$f refused" "$V" "$tmp/$f" "$legal"
	has "$tmp/err" "${c#* }" "$f named"
	has "$tmp/err" "1 game, 1 valid" "$f: the other input still read"
	expect 2 "$f refused on standard input" "$V" <"$tmp/$f"
done
gzip -c "$tmp/x.xz" >"$tmp/x.xz.gz"
expect 2 "xz inside gzip" "$V" "$tmp/x.xz.gz"
has "$tmp/err" "xz-compressed data inside gzip" "xz inside gzip"

# ------------------------------------------------------------------
# Write errors on any stream: exit 2.  /dev/full is only ever the target
# of a shell redirection here.

if [ -w /dev/full ]; then
	expect 2 "stdout full" sh -c '"$1" --format json "$2" >/dev/full' sh \
	    "$V" "$legal"
	has "$tmp/err" "standard output" "stdout full: said so"
	expect 2 "stderr full" sh -c '"$1" "$2" 2>/dev/full' sh "$V" "$illegal"
	expect 2 "stderr full, valid" sh -c '"$1" "$2" 2>/dev/full' sh "$V" \
	    "$legal"
	expect 2 "stdout full, --list-variants" sh -c \
	    '"$1" --list-variants >/dev/full' sh "$V"
else
	echo "validate.sh: no /dev/full: write-error tests skipped"
fi

finish
