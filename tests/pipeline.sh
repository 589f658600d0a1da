#!/bin/sh
#
# pipeline.sh -- a nightly job's pipeline over a damaged archive (issue
# 40, records and pipelines): partials merged whole or not at all,
# unreadable inputs carried by the partials, outputs whole or absent and
# their temporary files found again, junk between games that is no game,
# --unique over captures, and the counts of every step adding up.

set -u
. "$(dirname "$0")/lib/common.sh"
record_tools
rec=$top/tests/records

# is DESCRIPTION WANT GOT
is() {
	if [ "$2" = "$3" ]; then ok; else bad "$1: '$3', not '$2'"; fi
}

# check DESCRIPTION CMD...: CMD succeeds.
check() {
	_d=$1
	shift
	if "$@" >/dev/null; then ok; else bad "$_d"; fi
}

# jnum KEY FILE: the first whole number under "KEY": in FILE.
jnum() {
	grep -o '"'"$1"'":[0-9][0-9]*' "$2" | head -n 1 | sed 's/.*://'
}

# 5. One bad line among partials: every partial is still read, nothing
# is written (-o keeps the old output), exit 2, and the message says how
# many partials were taken and how many refused.
"$S" -f json "$rec/snelhalma-win.hgn" >"$tmp/p1.json" 2>/dev/null
"$S" -f json "$rec/snelhalma-after-end.hgn" >"$tmp/p2.json" 2>/dev/null
"$S" -f json "$rec/highscore-win.hgn" >"$tmp/p3.json" 2>/dev/null
{
	cat "$tmp/p1.json"
	echo 'garbage'
	cat "$tmp/p2.json" "$tmp/p3.json"
} >"$tmp/stream.json"
echo old >"$tmp/merged.json"
expect 2 "a bad line among partials" "$S" -m -o "$tmp/merged.json" \
    "$tmp/stream.json"
holds "a bad line among partials: -o keeps the old output" \
    "$tmp/merged.json" old
has_line "a bad line among partials: the line" "$tmp/err" \
    "halma-stats: $tmp/stream.json:2: error: not a partial: .*\[syntax\]"
has_line "a bad line among partials: what was taken" "$tmp/err" \
    'halma-stats: took 3 partials, 3 games; refused 1 partial: nothing written'
expect 2 "a bad line among partials, standard output" "$S" -m \
    "$tmp/stream.json"
check "a bad line among partials: nothing on standard output" \
    test ! -s "$tmp/out"
# A partial that does not read as one, twice: both refused, the rest taken.
{
	cat "$tmp/p1.json"
	sed 's/"games":/"games":x/' "$tmp/p2.json"
	cat "$tmp/p3.json" "$tmp/p1.json"
} >"$tmp/stream2.json"
expect 2 "a broken partial and a repeat" "$S" -m "$tmp/stream2.json"
has_line "a broken partial and a repeat: counted" "$tmp/err" \
    'halma-stats: took 2 partials, 2 games; refused 2 partials: nothing written'
cat "$tmp/p1.json" "$tmp/p2.json" "$tmp/p3.json" >"$tmp/good.json"
expect 0 "the good partials" "$S" -m -o "$tmp/merged.json" "$tmp/good.json"
has_line "the good partials: merged" "$tmp/err" \
    'halma-stats: merged 3 partials, 3 games'

# 11. Per file, as parallel runs it: an unreadable input is counted in its
# partial, and the merge reports it (exit 2) and still writes the figures.
expect 2 "an unreadable input: its partial" "$S" -f json "$tmp/nosuch.hgn"
cp "$tmp/out" "$tmp/p0.json"
has_line "an unreadable input: in the partial" "$tmp/p0.json" \
    '"inputs":{},"unreadable":{"'"$tmp"'/nosuch.hgn":1},"games":0,'
cat "$tmp/p0.json" "$tmp/good.json" >"$tmp/withlost.json"
expect 2 "an unreadable input: the merge" "$S" -m "$tmp/withlost.json"
has_line "an unreadable input: the merge says so" "$tmp/err" \
    'halma-stats: error: the partials count 1 input that could not be read \[io\]'
is "an unreadable input: the figures written" 3 "$(jnum games "$tmp/out")"
has_line "an unreadable input: kept by the merge" "$tmp/out" \
    '"unreadable":{"'"$tmp"'/nosuch.hgn":1}'
expect 2 "an unreadable input: a table" "$S" -m -f table \
    "$tmp/withlost.json"
has_line "an unreadable input: a table row" "$tmp/out" \
    '^unreadable inputs  *1$'
# A gzip file cut short: its games read are counted, the input too.
if command -v gzip >/dev/null 2>&1; then
	cat "$rec/snelhalma-win.hgn" "$rec/highscore-win.hgn" |
	    gzip -c | head -c 300 >"$tmp/cut.hgn.gz"
	expect 2 "a gzip file cut short: its partial" "$S" -f json \
	    "$tmp/cut.hgn.gz"
	has_line "a gzip file cut short: unreadable" "$tmp/out" \
	    '"unreadable":{"'"$tmp"'/cut.hgn.gz":1}'
fi

# 9. halma-select -o: the selection whole or not at all, as --rejected.
cat "$rec/snelhalma-win.hgn" "$rec/snelhalma-after-end.hgn" \
    "$rec/highscore-win.hgn" >"$tmp/three.hgn"
expect 0 "select -o" "$L" --valid -o "$tmp/sel.hgn" --rejected "$tmp/rej.hgn" \
    "$tmp/three.hgn"
check "select -o: nothing on standard output" test ! -s "$tmp/out"
"$L" --valid "$tmp/three.hgn" >"$tmp/sel.want" 2>/dev/null
same "$tmp/sel.want" "$tmp/sel.hgn" "select -o: the selection"
is "select -o and --rejected: every game once" 3 \
    "$(cat "$tmp/sel.hgn" "$tmp/rej.hgn" | grep -c '^\[Event ')"
expect 0 "select --count -o" "$L" --count -o "$tmp/count" "$tmp/three.hgn"
holds "select --count -o: the number in the file" "$tmp/count" 3
expect 2 "select -o over an input" "$L" -o "$tmp/three.hgn" "$tmp/three.hgn"
expect 2 "select -o with --split" "$L" -o "$tmp/x" --split "$tmp/g%d" \
    "$tmp/three.hgn"
expect 2 "select -o and --rejected one file" "$L" -o "$tmp/x" \
    --rejected "$tmp/x" "$tmp/three.hgn"
# 10. Temporary files: TARGET.halma-tmp.PID.XXXXXX beside the output.  A
# run killed with SIGKILL leaves its own; a later run to the same output
# removes those of processes that no longer run, and no other file.
mkfifo "$tmp/fifo" 2>/dev/null && {
	"$L" -o "$tmp/k.hgn" "$tmp/fifo" 2>/dev/null &
	pid=$!
	n=0
	while [ ! -e "$tmp/k.hgn.halma-tmp.$pid".?????? ] && [ $n -lt 100 ]; do
		sleep 0.05
		n=$((n + 1))
	done
	kill -9 $pid
	wait $pid 2>/dev/null
	set -- "$tmp/k.hgn.halma-tmp.$pid".??????
	check "SIGKILL: the temporary file named so" test -f "$1"
	check "SIGKILL: no output" test ! -e "$tmp/k.hgn"
	stale=$1
	# One of a process still running (this shell) is not touched.
	: >"$tmp/k.hgn.halma-tmp.$$.abcdef"
	: >"$tmp/k.hgn.halma-tmp.x"
	expect 0 "a later run to the same output" "$L" -o "$tmp/k.hgn" \
	    "$tmp/three.hgn"
	check "a later run removes the stale temporary file" test ! -e "$stale"
	check "a later run leaves a running process's" \
	    test -e "$tmp/k.hgn.halma-tmp.$$.abcdef"
	check "a later run leaves a file of another name" \
	    test -e "$tmp/k.hgn.halma-tmp.x"
	same "$tmp/three.hgn" "$tmp/k.hgn" "a later run: its output"
}
# The same for halma-stats, halma-validate and halma-fen outputs.
(sh -c 'exit 0') & dead=$!
wait $dead
for t in halma-stats halma-validate halma-fen; do
	: >"$tmp/o.$t.halma-tmp.$dead.AbC123"
	to=
	[ $t = halma-fen ] && to="--to hgn"
	"$BUILD/$t" $to -o "$tmp/o.$t" "$rec/snelhalma-win.hgn" 2>/dev/null
	check "$t -o removes a dead run's temporary file" \
	    test ! -e "$tmp/o.$t.halma-tmp.$dead.AbC123"
done

# 20. --unique where moves capture: four chains from g9 to e11 after the
# same three moves, each taking other stones, are four games; the first
# again, with other tags, is the same game.
for mv in g9xi9xi11xg11xe11 g9xg11xe11 g9xi11xg11xe11 g9xi9xi11xg9xg11xe11 \
    g9xi9xi11xg11xe11; do
	printf '[Variant "gevangen-2"]\n[Round "%s"]\n\n' "$mv"
	printf '1. f5xd5 j12xj14 2. h11xj13xh13xh11xf11 l12xl14xj12xl12xn12\n'
	printf '3. j11xh11 e8xe10 4. %s *\n\n' "$mv"
done >"$tmp/chains.hgn"
is "--unique over capture chains" 4 \
    "$("$L" --unique --count "$tmp/chains.hgn" 2>/dev/null)"
is "--duplicates over capture chains" 1 \
    "$("$L" --duplicates --count "$tmp/chains.hgn" 2>/dev/null)"

# 8. A damaged archive: valid and invalid games, and between them junk
# of every kind the reader calls no game (stray bytes, a result alone,
# move numbers alone, UTF-16 text, an unterminated comment).  Junk is no
# game to validate, stats and select; validate exits 1 for it; its bytes
# go to --rejected as they were; and the counts of every step add up.
win=$rec/snelhalma-win.hgn
bad=$rec/snelhalma-after-end.hgn
{
	cat "$win"; echo
	printf '!!! a line of junk\n\n'
	cat "$win"; echo
	printf '*\n\n'
	cat "$bad"; echo
	printf '12 13\n\n'
	# Junk, then a valid game, then an invalid one right after the
	# valid game's result line (no blank line between them).
	printf '%%%% not an escape: %%\n!!! more junk\n\n'
	cat "$win" "$bad"; echo
	if command -v iconv >/dev/null 2>&1; then
		cat "$win" | iconv -f UTF-8 -t UTF-16
	fi
	cat "$win"; echo
	printf '{ a comment never closed\n\n'
	cat "$win"; echo
	cat "$bad"
} >"$tmp/damaged.hgn"
expect 1 "a damaged archive: validate" "$V" "$tmp/damaged.hgn"
summary=$(tail -n 1 "$tmp/err")
case $summary in
*'; '*' not a game') ok ;;
*)	bad "a damaged archive: no junk counted: $summary" ;;
esac
games=$(echo "$summary" | sed 's/^halma-validate: \([0-9]*\) games.*/\1/')
valid=$(echo "$summary" | sed 's/.*, \([0-9]*\) valid.*/\1/')
invalid=$(echo "$summary" | sed 's/.*, \([0-9]*\) invalid.*/\1/')
junk=$(echo "$summary" | sed 's/.*; \([0-9]*\) not a game/\1/')
is "a damaged archive: games" 8 "$games"
is "a damaged archive: the invalid games" 3 "$invalid"
check "a damaged archive: junk" test "$junk" -ge 5
check "a damaged archive: junk is said to be no game" \
    grep -q '(not a game)$' "$tmp/err"
# halma-stats: the same games; junk apart.
"$S" "$tmp/damaged.hgn" >"$tmp/st.json" 2>/dev/null
is "a damaged archive: stats games" "$games" "$(jnum games "$tmp/st.json")"
is "a damaged archive: stats valid" "$valid" "$(jnum valid "$tmp/st.json")"
is "a damaged archive: stats not games" "$junk" \
    "$(grep -o '"not_games":{[^}]*}' "$tmp/st.json" | grep -o '[0-9]*}$' |
    tr -d '}')"
# halma-select: a split, every byte in one half, junk never selected.
is "a damaged archive: select --valid --count" "$valid" \
    "$("$L" --valid --count "$tmp/damaged.hgn" 2>/dev/null)"
is "a damaged archive: select --invalid --count" "$invalid" \
    "$("$L" --invalid --count "$tmp/damaged.hgn" 2>/dev/null)"
is "a damaged archive: select --count, no selector" "$games" \
    "$("$L" --count "$tmp/damaged.hgn" 2>/dev/null)"
expect 0 "a damaged archive: the split" "$L" --valid -o "$tmp/good.hgn" \
    --rejected "$tmp/rejected.hgn" "$tmp/damaged.hgn"
is "a damaged archive: the split keeps every byte" \
    "$(wc -c <"$tmp/damaged.hgn" | tr -d ' ')" \
    "$(cat "$tmp/good.hgn" "$tmp/rejected.hgn" | wc -c | tr -d ' ')"
# The halves re-read as the counts of the whole said.
"$V" "$tmp/good.hgn" 2>"$tmp/good.err" >/dev/null
is "a damaged archive: the selection re-read" \
    "halma-validate: $valid games, $valid valid, 0 invalid" \
    "$(tail -n 1 "$tmp/good.err")"
"$V" "$tmp/rejected.hgn" 2>"$tmp/rej.err" >/dev/null
# Junk that the games between them kept apart may join (a result after
# junk is its end), so its count may drop; no junk joins a game.
rejsum=$(tail -n 1 "$tmp/rej.err")
is "a damaged archive: the rejected re-read" \
    "halma-validate: $invalid games, 0 valid, $invalid invalid; J not a game" \
    "$(echo "$rejsum" | sed 's/; [1-9][0-9]* not a game$/; J not a game/')"
codes_of() {
	"$S" "$1" 2>/dev/null | grep -o '"invalid_by_code":{[^}]*}'
}
is "a damaged archive: codes of the rejected" \
    "$(codes_of "$tmp/damaged.hgn")" "$(codes_of "$tmp/rejected.hgn")"
# JSON: junk is marked, not counted.
"$V" -f json "$tmp/damaged.hgn" >"$tmp/d.jsonl" 2>/dev/null
is "a damaged archive: JSON lines of junk" "$junk" \
    "$(grep -c '"not_a_game":true}$' "$tmp/d.jsonl")"

# Junk, a valid game, and an invalid game right after its result line:
# the blank line that ended the junk goes with it to --rejected, where
# the invalid game follows it, so that the game keeps its tags.
{ cat "$win"; echo; printf '!!! junk\n\n'; cat "$win" "$bad"; } >"$tmp/jv.hgn"
expect 0 "junk before a game that goes: split" "$L" --valid \
    --rejected "$tmp/jv.rej" "$tmp/jv.hgn"
"$V" "$tmp/jv.rej" 2>"$tmp/jv.err" >/dev/null
has_line "junk before a game that goes: re-read" "$tmp/jv.err" \
    '^halma-validate: 1 game, 0 valid, 1 invalid; 1 not a game$'
has_line "junk before a game that goes: the game's own error" "$tmp/jv.err" \
    '\[move-after-end\] (game 2, ply 2)$'

# 6. The --pipe recipe cuts after a blank line and before a tag line:
# a block may end inside a '{' comment that is never closed, in a game
# or between games.  Cut at every such place, the blocks' partials merge
# to the bytes of the whole.
# round N FILE: the game of FILE with a Round tag N (no two alike: a
# merge refuses partials of the same games under the same name).
round() {
	sed '1a\
[Round "'"$1"'"]' "$2"
}
{
	round 1 "$win"; echo
	round 2 "$win" | sed 's/cells\. }$/cells./'; echo
	round 3 "$bad"; echo
	printf '{ a comment between games, never closed\n\n'
	round 4 "$win"; echo
	round 5 "$win" | sed 's/cells\. }$/cells./'; printf '\r\n \r\n'
	round 6 "$bad"
} >"$tmp/open.hgn"
python3 - "$tmp/open.hgn" "$tmp/blk" <<'PY'
import re, sys
d = open(sys.argv[1], "rb").read()
cuts = [m.end(1) for m in re.finditer(
    rb'(\n[ \t\r]*\n)(?=\[[A-Za-z0-9_]+[ \t]+")', d)]
prev = 0
for i, c in enumerate(cuts + [len(d)]):
    open("%s.%02d" % (sys.argv[2], i), "wb").write(d[prev:c])
    prev = c
PY
"$S" -n open.hgn <"$tmp/open.hgn" >"$tmp/open.whole" 2>/dev/null
for b in "$tmp"/blk.*; do
	"$S" -n open.hgn <"$b" 2>/dev/null
done | "$S" -m >"$tmp/open.merged" 2>/dev/null
same "$tmp/open.whole" "$tmp/open.merged" \
    "an unclosed comment at a block's end: the figures of the whole"
check "an unclosed comment at a block's end: blocks made" \
    test -f "$tmp/blk.04"
for b in "$tmp"/blk.*; do "$V" "$b" 2>&1; done | grep -c 'unterminated comment \[syntax\]' >"$tmp/n"
holds "an unclosed comment at a block's end: syntax, as in the whole" \
    "$tmp/n" 3
"$V" "$tmp/open.hgn" 2>&1 | grep -c 'unterminated comment \[syntax\]' >"$tmp/n"
holds "an unclosed comment: syntax in the whole" "$tmp/n" 3

finish
