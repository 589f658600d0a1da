#!/bin/sh
#
# select.sh -- halma-select(1): every selector against an independent
# computation from halma-validate's JSON Lines (Python), file by file, on
# the bundled examples and tests/records; combinations; records copied
# byte for byte (all selected, and selected + rejected written in one
# pass giving back every game); a collection concatenated with itself
# given back by --unique; --duplicates; --split and --games-per-file;
# --count; --format; the golden outputs of tests/golden/select; exit
# statuses and usage errors.  Needs no ../shared.

set -u
. "$(dirname "$0")/lib/common.sh"
tool=$BUILD/halma-select
validate=$BUILD/halma-validate
golden=$top/tests/golden/select
need halma-select
cd "$top" || exit 1

files="examples/*.hgn tests/records/*.hgn"
cat $files >"$tmp/all.hgn"

# --- Records as they stand ---------------------------------------------
"$tool" $files >"$tmp/out" 2>"$tmp/err"
same "$tmp/out" "$tmp/all.hgn" "no selector: every record byte for byte"
"$tool" <"$tmp/all.hgn" >"$tmp/out"
same "$tmp/out" "$tmp/all.hgn" "standard input byte for byte"
# CRLF, comments between games, no line end after the last game.
printf '; before\r\n[Variant "corners-8x8"]\r\n\r\n1. f1-f3 a6-c6 * ; after\r\n{between}\r\n\r\n[Result "*"]\r\n\r\n*' \
    >"$tmp/crlf.hgn"
"$tool" "$tmp/crlf.hgn" >"$tmp/out"
same "$tmp/out" "$tmp/crlf.hgn" "CRLF, comments, no final line end"
"$tool" --rule-set corners-8x8 "$tmp/crlf.hgn" >"$tmp/out"
# A comment after the result starts the next game, as the reader reads it.
printf '; before\r\n[Variant "corners-8x8"]\r\n\r\n1. f1-f3 a6-c6 *' >"$tmp/want"
same "$tmp/out" "$tmp/want" "a game's bytes end at a comment after it"
printf '[Variant "corners-8x8"]\n\n1. f1-f3 a6-c6 *  \t\n\n[Variant "halma-10x10"]\n\n*\n\n' >"$tmp/lf.hgn"
"$tool" --rule-set corners-8x8 "$tmp/lf.hgn" >"$tmp/out"
printf '[Variant "corners-8x8"]\n\n1. f1-f3 a6-c6 *  \t\n' >"$tmp/want"
same "$tmp/out" "$tmp/want" "a game's bytes end with its line"
"$tool" --rule-set halma-10x10 "$tmp/lf.hgn" >"$tmp/out"
printf '\n[Variant "halma-10x10"]\n\n*\n\n' >"$tmp/want"
same "$tmp/out" "$tmp/want" "the last game keeps what follows it"

# A "game" longer than the tap holds in memory (2 MB: junk with no blank
# line reads as one game) waits in a temporary file: 5 MB of it between
# games, the whole and the two halves of a split given back byte for
# byte (the memory it takes is a figure of bench/run.sh).
{
	cat examples/*.hgn
	printf '\n\n'
	awk 'BEGIN { for (i = 0; i < 100000; i++)
		printf "junk line %d, and no blank line after it\n", i }'
	printf '\n'
	cat tests/records/*.hgn
} >"$tmp/long.hgn"
"$tool" "$tmp/long.hgn" >"$tmp/out"
same "$tmp/out" "$tmp/long.hgn" "a 5 MB game, through a temporary file"
"$tool" --valid --rejected "$tmp/rej.hgn" "$tmp/long.hgn" >"$tmp/sel.hgn"
cat "$tmp/sel.hgn" "$tmp/rej.hgn" | wc -c >"$tmp/n1"
wc -c <"$tmp/long.hgn" >"$tmp/n2"
same "$tmp/n1" "$tmp/n2" "a 5 MB game split: every byte in one half"
grep -q '^junk line 0,' "$tmp/rej.hgn" &&
    grep -q '^junk line 99999,' "$tmp/rej.hgn" && ok ||
    bad "the long game goes whole to --rejected"

# Selected and rejected in one pass: together, every game in its order.
for sel in --valid --invalid "--rule-set corners-8x8" "--tag Variant~^halma" \
    "--min-plies 10" --repetition; do
	# shellcheck disable=SC2086
	"$tool" $sel --rejected "$tmp/rej.hgn" "$tmp/all.hgn" >"$tmp/sel.hgn"
	n1=$("$tool" --count "$tmp/sel.hgn")
	n2=$("$tool" --count "$tmp/rej.hgn")
	n=$("$tool" --count "$tmp/all.hgn")
	[ $((n1 + n2)) = "$n" ] && ok || bad "$sel: $n1 + $n2 games, not $n"
	# shellcheck disable=SC2086
	"$tool" $sel "$tmp/rej.hgn" >"$tmp/none"
	[ ! -s "$tmp/none" ] && ok || bad "$sel: a rejected game is selected"
	# shellcheck disable=SC2086
	"$tool" $sel "$tmp/sel.hgn" >"$tmp/again"
	same "$tmp/again" "$tmp/sel.hgn" "$sel: the selection selects itself"
done
"$tool" --valid --rejected "$tmp/rej.hgn" "$tmp/all.hgn" >"$tmp/sel.hgn"
"$tool" --invalid "$tmp/all.hgn" >"$tmp/inv.hgn"
same "$tmp/rej.hgn" "$tmp/inv.hgn" "--valid --rejected writes exactly --invalid"

# --- Every selector against halma-validate's verdicts ------------------
if command -v python3 >/dev/null 2>&1; then
	"$validate" --format json $files >"$tmp/v.jsonl" 2>/dev/null
	cat >"$tmp/expect.py" <<'EOF'
import json, sys
games = [json.loads(l) for l in open(sys.argv[1])]
tests = [
    ("--valid", lambda g: g["valid"]),
    ("--invalid", lambda g: not g["valid"]),
    ("--code illegal-move", lambda g: any(e["code"] == "illegal-move" for e in g["errors"])),
    ("--code syntax", lambda g: any(e["code"] == "syntax" for e in g["errors"])),
    ("--code result-mismatch", lambda g: any(e["code"] == "result-mismatch" for e in g["errors"])),
    ("--code repetition", lambda g: len(g["repetitions"]) > 0),
    ("--repetition", lambda g: len(g["repetitions"]) > 0),
    ("--rule-set corners-8x8", lambda g: g["variant"] == "corners-8x8"),
    ("--rule-set halma-10x10", lambda g: g["variant"] == "halma-10x10"),
    ("--result 1-0", lambda g: g["result"] == "1-0"),
    ("--result *", lambda g: g["result"] == "*"),
    ("--reason goal", lambda g: g["reason"] == "goal"),
    ("--reason camp-rule", lambda g: g["reason"] == "camp-rule"),
    ("--reason none", lambda g: g["reason"] is None and g["variant"] is not None),
    ("--min-plies 20", lambda g: g["plies"] >= 20 and g["variant"] is not None),
    ("--max-plies 5", lambda g: g["plies"] <= 5 and g["variant"] is not None),
    ("--valid --min-plies 20", lambda g: g["valid"] and g["plies"] >= 20),
    ("--invalid --rule-set halma-10x10", lambda g: not g["valid"] and g["variant"] == "halma-10x10"),
    ("--valid --reason goal --result 1-0", lambda g: g["valid"] and g["reason"] == "goal" and g["result"] == "1-0"),
]
files = []
for g in games:
    if g["file"] not in files:
        files.append(g["file"])
# Each selector over all the files in one run; --valid file by file too,
# where a game split or swallowed at a file's end would show.
for opts, f in tests:
    print("%s\t%s\t%d" % (opts, " ".join(files),
                          sum(1 for g in games if f(g))))
for name in files:
    print("--valid\t%s\t%d" % (name, sum(1 for g in games
                                         if g["file"] == name and g["valid"])))
EOF
	python3 "$tmp/expect.py" "$tmp/v.jsonl" >"$tmp/expect.tsv"
	set -f
	while IFS='	' read -r opts name want; do
		# shellcheck disable=SC2086
		got=$("$tool" --count $opts $name)
		if [ "$got" = "$want" ]; then ok; else
			bad "$opts $name: $got games, halma-validate says $want"
		fi
	done <"$tmp/expect.tsv"
	set +f
else
	echo "select.sh: python3 not installed; the comparison with halma-validate is skipped"
fi

# --- Tags ---------------------------------------------------------------
cat >"$tmp/tags.hgn" <<'EOF'
[Event "Club cup"]
[White "Anna"]
[Black "Bob"]
[Variant "corners-8x8"]

1. f1-f3 a6-c6 *

[Event "Club cup"]
[White "Bert"]
[Black "Anna"]
[Variant "corners-8x8"]

1. f1-f3 a6-c6 2. h1-d1 *

[Event "Open"]
[White "anna"]
[Variant "corners-8x8"]

*
EOF
# count WANT WHAT ARGS...: halma-select --count ARGS prints WANT.
count() {
	want=$1 what=$2
	shift 2
	got=$("$tool" --count "$@")
	if [ "$got" = "$want" ]; then ok; else bad "$what: $got games, not $want"; fi
}
count 1 "--tag White=Anna" --tag White=Anna "$tmp/tags.hgn"
count 2 "--tag with a blank" --tag "Event=Club cup" "$tmp/tags.hgn"
count 2 "--tag regex" --tag 'White~^[Aa]nna$' "$tmp/tags.hgn"
count 1 "two tags" --tag 'White~^B' --tag Black=Anna "$tmp/tags.hgn"
count 0 "an absent tag" --tag Round=1 "$tmp/tags.hgn"
count 0 "an empty value" --tag White= "$tmp/tags.hgn"
count 1 "two regexes" --tag 'Event~cup' --tag 'White~nn' "$tmp/tags.hgn"
count 3 "extended regex alternation" --tag 'Event~Club|Open' "$tmp/tags.hgn"
count 1 "--tag and --max-plies" --tag 'Event~cup' --max-plies 2 "$tmp/tags.hgn"
"$tool" --tag 'White~^A' "$tmp/tags.hgn" >"$tmp/out"
sed -n 1,6p "$tmp/tags.hgn" >"$tmp/want"
same "$tmp/out" "$tmp/want" "--tag White~^A: the first game as it stands"

# Tag-only selection does not replay: an illegal game is still selected.
printf '[White "X"]\n[Variant "corners-8x8"]\n\n1. a1-a2 *\n' >"$tmp/illegal.hgn"
[ "$("$tool" --count --tag White=X "$tmp/illegal.hgn")" = 1 ] && ok ||
    bad "--tag on an illegal game"
[ "$("$tool" --count --tag White=X --valid "$tmp/illegal.hgn")" = 0 ] && ok ||
    bad "--tag --valid on an illegal game"

# --variant is the rule set of games without a Variant tag; --rule-set
# selects by the rule set a game is played under, tag or --variant.
printf '1. f1-f3 a6-c6 *\n' >"$tmp/novariant.hgn"
[ "$("$tool" --count --rule-set corners-8x8 "$tmp/novariant.hgn")" = 0 ] &&
    ok || bad "--rule-set: default rule set"
[ "$("$tool" --count --variant corners-8x8 --rule-set corners-8x8 \
    "$tmp/novariant.hgn")" = 1 ] && ok || bad "--rule-set from --variant"

# --- Positions ----------------------------------------------------------
ex=examples/legal-halma-10x10-1.hgn
p20=$("$BUILD/halma-fen" --ply 20 "$ex")
p0=$("$BUILD/halma-fen" --ply 0 "$ex")
pend=$("$BUILD/halma-fen" "$ex")
for p in "$p20" "$p0" "$pend"; do
	[ "$("$tool" --count --position "$p" "$ex")" = 1 ] && ok ||
	    bad "--position $p: not found in $ex"
done
[ "$("$tool" --count --position "$p20" --position "$pend" "$ex")" = 1 ] &&
    ok || bad "two positions, both reached"
n=$("$BUILD/halma-fen" --all $files 2>/dev/null | grep -cxF "$p20")
[ "$n" -ge 1 ] || n=1
got=$("$tool" --count --position "$p20" $files)
[ "$got" -ge 1 ] && [ "$got" -le "$n" ] && ok ||
    bad "--position over the collection: $got games"
p8=$("$BUILD/halma-fen" --ply 0 examples/legal-corners-8x8-9.hgn)
[ "$("$tool" --count --position "$p8" "$ex")" = 0 ] && ok ||
    bad "--position of another rule set"
expect 2 "--position: a bad position string" "$tool" --position "halma-10x10 zz" "$ex"

# --- The same game: --unique, --duplicates -------------------------------
cat "$tmp/all.hgn" "$tmp/all.hgn" >"$tmp/twice.hgn"
"$tool" --unique "$tmp/all.hgn" >"$tmp/u1"
"$tool" --unique "$tmp/twice.hgn" >"$tmp/u2"
same "$tmp/u2" "$tmp/u1" "--unique of the collection twice is --unique of it once"
"$tool" --unique examples/*.hgn >"$tmp/out"
cat examples/*.hgn >"$tmp/ex.hgn"
same "$tmp/out" "$tmp/ex.hgn" "--unique keeps distinct games"
cat "$tmp/ex.hgn" "$tmp/ex.hgn" >"$tmp/ex2.hgn"
"$tool" --unique "$tmp/ex2.hgn" >"$tmp/out"
same "$tmp/out" "$tmp/ex.hgn" "--unique of the examples twice gives them back"
"$tool" --duplicates "$tmp/ex2.hgn" >"$tmp/out"
same "$tmp/out" "$tmp/ex.hgn" "--duplicates: the second copies"
"$tool" --unique --rejected "$tmp/rej.hgn" "$tmp/ex.hgn" "$tmp/ex.hgn" >"$tmp/out"
same "$tmp/rej.hgn" "$tmp/ex.hgn" "--unique across inputs, the repeats rejected"
n=$("$tool" --count "$tmp/all.hgn")
u=$("$tool" --count --unique "$tmp/twice.hgn")
d=$("$tool" --count --duplicates "$tmp/twice.hgn")
[ $((u + d)) = $((2 * n)) ] && ok || bad "--unique $u + --duplicates $d != $((2 * n))"
# Tags, comments and move-number style may differ; the moves may not.
cat >"$tmp/same.hgn" <<'EOF'
[Event "A"]
[Variant "corners-8x8"]

1. f1-f3 a6-c6 2. h1-d1 *

[Event "B"]
[Variant "corners-8x8"]
[Result "1-0"]

{ the same moves } 1. f1-f3 1... a6-c6 2. h1-d1 1-0

[Event "C"]
[Variant "corners-8x8"]

1. f1-f3 a6-c6 2. h1-e1 *

[Event "D"]

1. f1-f3 a6-c6 2. h1-d1 *
EOF
[ "$("$tool" --count --duplicates "$tmp/same.hgn")" = 1 ] && ok ||
    bad "--duplicates: the same moves under other tags"
"$tool" --duplicates "$tmp/same.hgn" | grep -q 'Event "B"' && ok ||
    bad "--duplicates: the later game is the repeat"
[ "$("$tool" --count --duplicates --variant corners-8x8 "$tmp/same.hgn")" = 2 ] &&
    ok || bad "--duplicates: a game under --variant's rule set is the same"

# --- Split ---------------------------------------------------------------
mkdir "$tmp/split"
(cd "$tmp/split" && "$tool" --split 'game-%04d.hgn' ../ex.hgn)
n=$(ls "$tmp/split" | wc -l)
[ "$n" = 8 ] && ok || bad "--split: $n files, not 8"
cat "$tmp/split"/game-*.hgn >"$tmp/out"
same "$tmp/out" "$tmp/ex.hgn" "--split: the files together are the input"
[ -f "$tmp/split/game-0001.hgn" ] && ok || bad "--split: game-0001.hgn"
mkdir "$tmp/split3"
"$tool" --valid --split "$tmp/split3/part-%d.hgn" --games-per-file 2 "$tmp/ex.hgn"
n=$(ls "$tmp/split3" | wc -l)
[ "$n" = 3 ] && ok || bad "--games-per-file 2: $n files for 5 games, not 3"
[ "$("$tool" --count "$tmp/split3/part-1.hgn")" = 2 ] && ok ||
    bad "--games-per-file 2: part-1.hgn"
[ "$("$tool" --count "$tmp/split3/part-3.hgn")" = 1 ] && ok ||
    bad "--games-per-file 2: part-3.hgn"
cat "$tmp/split3"/part-*.hgn >"$tmp/out"
"$tool" --valid "$tmp/ex.hgn" >"$tmp/want"
same "$tmp/out" "$tmp/want" "--split with --valid: the valid games"
# No output may name an input.
cp "$tmp/ex.hgn" "$tmp/split/in-1.hgn"
expect 2 "--split over an input" "$tool" --split "$tmp/split/in-%d.hgn" "$tmp/split/in-1.hgn"
same "$tmp/split/in-1.hgn" "$tmp/ex.hgn" "--split left the input alone"
expect 2 "--rejected over an input" "$tool" --valid --rejected "$tmp/split/in-1.hgn" "$tmp/split/in-1.hgn"
same "$tmp/split/in-1.hgn" "$tmp/ex.hgn" "--rejected left the input alone"

# --- Count, format, golden -------------------------------------------------
[ "$("$tool" --count "$tmp/ex.hgn")" = 8 ] && ok || bad "--count"
expect 1 "--count of none" "$tool" --count --rule-set sternhalma-3p "$tmp/ex.hgn"
[ "$(cat "$tmp/out")" = 0 ] && ok || bad "--count prints 0"
for g in "$golden"/*.args; do
	base=${g%.args}
	args=$(cat "$g")
	eval "\"$tool\" $args" >"$tmp/out" 2>&1
	same "$tmp/out" "$base.out" "golden $(basename "$base"): $args"
done
"$tool" --format hgn "$tmp/ex.hgn" >"$tmp/out"
"$BUILD/halma-fen" --to hgn "$tmp/ex.hgn" >"$tmp/want" 2>/dev/null
same "$tmp/out" "$tmp/want" "--format hgn is halma-fen --to hgn"
"$tool" --format json --valid --rejected "$tmp/rej.jsonl" "$tmp/ex.hgn" >"$tmp/sel.jsonl"
n1=$(wc -l <"$tmp/sel.jsonl")
n2=$(wc -l <"$tmp/rej.jsonl")
[ "$n1" = 5 ] && [ "$n2" = 3 ] && ok || bad "--format json --rejected: $n1 + $n2 lines"
# A game read under --variant is written with its Variant tag, so that
# what is written validates alone (as halma-fen --to writes it).
grep -v '^\[Variant' tests/records/corners-mini-win.hgn >"$tmp/nov.hgn"
for f in hgn json yaml; do
	"$tool" --variant corners-mini --format $f "$tmp/nov.hgn" >"$tmp/out.$f"
	"$BUILD/halma-fen" --variant corners-mini --to $f "$tmp/nov.hgn" \
	    >"$tmp/want" 2>/dev/null
	same "$tmp/out.$f" "$tmp/want" "--variant --format $f is halma-fen's"
	expect 0 "--variant --format $f validates alone" \
	    "$validate" --from $f "$tmp/out.$f"
done

# --- Repair (spec/conversion.md, "Repair") --------------------------------
# Games ended by camp return, camp rule and goal with '*' or no result, a
# disagreeing Result tag, bad move numbers: --fix writes what halma-fen
# --fix writes, with the same notes; the selectors judge the input.
rep=$golden/repair.hgn
"$tool" --fix "$rep" >"$tmp/fix.hgn" 2>"$tmp/fix.err"
"$BUILD/halma-fen" --fix "$rep" >"$tmp/want" 2>"$tmp/want.err"
same "$tmp/fix.hgn" "$tmp/want" "--fix is halma-fen --fix"
grep 'repaired' "$tmp/want.err" | sed 's/^halma-fen/halma-select/' >"$tmp/want.notes"
same "$tmp/fix.err" "$tmp/want.notes" "--fix notes are halma-fen's"
[ "$(grep -c '\[repaired\]' "$tmp/fix.err")" = 7 ] && ok || bad "--fix: 7 notes"
[ "$("$validate" "$tmp/fix.hgn" 2>&1)" = \
    "halma-validate: 5 games, 5 valid, 0 invalid" ] && ok ||
    bad "--fix output does not validate clean"
"$tool" --fix "$tmp/fix.hgn" >"$tmp/fix2.hgn" 2>"$tmp/fix2.err"
same "$tmp/fix2.hgn" "$tmp/fix.hgn" "--fix of a repaired record changes it"
[ ! -s "$tmp/fix2.err" ] && ok || bad "--fix of a repaired record has notes"
[ "$("$tool" --count --invalid "$rep")" = 2 ] && ok || bad "--count --invalid of repair.hgn"
"$tool" --fix --invalid --rejected "$tmp/fixrej.hgn" "$rep" >"$tmp/fixsel.hgn" 2>/dev/null
[ "$(grep -c '^\[Event' "$tmp/fixsel.hgn")" = 2 ] &&
    [ "$(grep -c '^\[Event' "$tmp/fixrej.hgn")" = 3 ] && ok ||
    bad "--fix --invalid: the selectors judge the input"
"$tool" --fix --format json "$rep" >"$tmp/fix.jsonl" 2>/dev/null
"$BUILD/halma-fen" --fix --to json "$rep" 2>/dev/null | cmp -s - "$tmp/fix.jsonl" &&
    ok || bad "--fix --format json is halma-fen --fix --to json"
expect 2 "--count with --fix" "$tool" --count --fix "$rep"

# --- Exit statuses and usage ---------------------------------------------
expect 0 "some game selected" "$tool" --valid "$tmp/ex.hgn"
expect 1 "no game selected" "$tool" --reason tempo --rule-set halma-10x10 "$tmp/ex.hgn"
expect 2 "unreadable input" "$tool" "$tmp/no-such-file.hgn"
expect 2 "unknown code" "$tool" --code no-such-code "$tmp/ex.hgn"
expect 2 "unknown reason" "$tool" --reason boredom "$tmp/ex.hgn"
expect 2 "unknown rule set" "$tool" --rule-set no-such-rules "$tmp/ex.hgn"
expect 2 "bad regex" "$tool" --tag 'White~(' "$tmp/ex.hgn"
expect 2 "bad --tag" "$tool" --tag White "$tmp/ex.hgn"
expect 2 "bad --min-plies" "$tool" --min-plies x "$tmp/ex.hgn"
expect 2 "split pattern without %d" "$tool" --split out.hgn "$tmp/ex.hgn"
expect 2 "split pattern with %s" "$tool" --split 'out-%s-%d.hgn' "$tmp/ex.hgn"
expect 2 "--games-per-file without --split" "$tool" --games-per-file 2 "$tmp/ex.hgn"
expect 2 "--count with --split" "$tool" --count --split 'x-%d' "$tmp/ex.hgn"
expect 2 "--valid --invalid" "$tool" --valid --invalid "$tmp/ex.hgn"
expect 0 "--help" "$tool" --help
grep -q -- '--rule-set' "$tmp/out" && ok || bad "--help names --rule-set"

# The man page's examples run as written, in a directory of their own.
mkdir "$tmp/man"
cp -R examples "$tmp/man/examples"
sed -n 's/^\$ halma-select /"$tool" /p' man/halma-select.1 >"$tmp/man.cmds"
n=0
while IFS= read -r cmd; do
	n=$((n + 1))
	(cd "$tmp/man" && eval "$cmd") >"$tmp/out" 2>&1
	rc=$?
	[ $rc -le 1 ] && [ -s "$tmp/out" ] || [ $rc = 0 ] && ok ||
	    bad "man page example $n exits $rc: $cmd"
done <"$tmp/man.cmds"
[ "$n" = 4 ] && ok || bad "$n man page examples, not 4"
[ -s "$tmp/man/good.hgn" ] && [ -s "$tmp/man/rejected.hgn" ] && ok ||
    bad "man page example: good.hgn and rejected.hgn"
[ -f "$tmp/man/game-0008.hgn" ] && ok || bad "man page example: game-0008.hgn"

finish
