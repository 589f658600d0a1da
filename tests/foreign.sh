#!/bin/sh
#
# foreign.sh -- other programs' games through the tools (issue 15): the
# ugolki-* rule sets (spec/rules.md section 15), PUN records read with
# --from pun and written with --to pun, and the foreign position formats
# of halma-fen (spec/conversion.md).  The records of
# tests/records/foreign/ are written by hand from each format's
# description; each is checked against the toolkit's own replay of the
# same game written as a text record.

set -u
. "$(dirname "$0")/lib/common.sh"
tools_for foreign

# --- The ugolki rule sets (spec/rules.md section 15) ----------------

"$V" --list-variants >"$tmp/list" 2>&1 || bad "--list-variants failed"
for r in ugolki-3x3 ugolki-3x4 ugolki-4x4; do
	if grep -q "^$r " "$tmp/list"; then ok; else bad "$r not listed"; fi
done
expect 0 "perft 3 ugolki-4x4" "$F" --perft 3 --variant ugolki-4x4
holds "perft 3 ugolki-4x4" "$tmp/out" 6618

# A game each way: White wins at once, Black gets no answer.
expect 0 "ugolki win" "$V" "$rec/ugolki-3x3-win.hgn"
expect 0 "ugolki win, json" "$V" --format json "$rec/ugolki-3x3-win.hgn"
if grep -q '"outcome":"1-0"' "$tmp/out" && grep -q '"reason":"goal"' \
    "$tmp/out"; then ok; else bad "ugolki win: $(cat "$tmp/out")"; fi
expect 0 "ugolki opening" "$V" "$rec/ugolki-3x3-play.hgn"
# The corners rule set with camps of the same shape is another game:
# White's camp is at h1, not where the record's stones start.
sed 's/ugolki-3x3/corners-mini/' "$rec/ugolki-3x3-play.hgn" >"$tmp/c.hgn"
expect 1 "corners-mini is not ugolki-3x3" "$V" "$tmp/c.hgn"
if grep -q 'no stone on c3.*illegal-move' "$tmp/err"; then ok; else
	bad "corners-mini: $(cat "$tmp/err")"; fi

# --- PUN (spec/conversion.md, "PUN") --------------------------------

# The hand-made PUN games replay as the same games written as text.
expect 0 "pun validates" "$V" --from pun "$rec/games.pun"
holds "pun: three games" "$tmp/err" "halma-validate: 3 games, 3 valid, 0 invalid"
expect 0 "pun to hgn" "$F" --from pun --to hgn "$rec/games.pun"
cp "$tmp/out" "$tmp/games.hgn"
sed -n '/^1\./p' "$tmp/games.hgn" | head -1 >"$tmp/first"
holds "pun to hgn: the moves" "$tmp/first" \
    "1. c3-d3 f6-e6 2. a3-e3 g6-g5 3. e3-e4 f7-f6 4. e4-e5 e6-e4 5. a2-a3 g7-g6 6."
expect 0 "hgn of pun validates" "$V" "$tmp/games.hgn"
# The text record of the same game, with its chains' paths, is PUN's.
expect 0 "hgn to pun" "$F" --to pun "$rec/ugolki-3x3-play.hgn"
head -1 "$rec/games.pun" >"$tmp/want"
holds "hgn to pun" "$tmp/out" "$(cat "$tmp/want")"
# hgn -> pun -> hgn: the rule set and the moves (short form) come back.
expect 0 "pun round trip" "$F" --to pun "$tmp/games.hgn"
cmp -s "$tmp/out" "$rec/games.pun" && ok || bad "hgn -> pun: $(cat "$tmp/out")"
"$F" -s "$rec/ugolki-3x3-play.hgn" | sed '/^\[Event/d' >"$tmp/short.hgn"
"$F" --to pun "$rec/ugolki-3x3-play.hgn" | "$F" --from pun --to hgn \
    >"$tmp/back.hgn"
cmp -s "$tmp/short.hgn" "$tmp/back.hgn" && ok ||
	bad "hgn -> pun -> hgn: $(diff "$tmp/short.hgn" "$tmp/back.hgn")"
# Statistics and selection read PUN like text.
expect 0 "pun stats" "$BUILD/halma-stats" --from pun "$rec/games.pun"
expect 0 "pun select" "$BUILD/halma-select" --count --from pun \
    --rule-set ugolki-3x3 "$rec/games.pun"
holds "pun select" "$tmp/out" 1
# A move that does not replay: its own line and column.
printf '\n3x3>c3-d3,f6-e6,a3-c3,g6-g4\n' >"$tmp/bad.pun"
expect 1 "pun illegal" "$V" --from pun "$tmp/bad.pun"
grep -q "bad.pun:2:23: error: g6-g4: .*\[illegal-move\] (game 1, ply 4)" \
    "$tmp/err" && ok || bad "pun illegal: $(cat "$tmp/err")"
printf '3x3>c3-d3;x\n' >"$tmp/bad.pun"
expect 1 "pun syntax" "$V" --from pun "$tmp/bad.pun"
grep -q "bad.pun:1:5: error: .*not a PUN move.*\[syntax\]" "$tmp/err" && ok ||
	bad "pun syntax: $(cat "$tmp/err")"
# Games PUN cannot hold are refused with the reason.
expect 1 "pun refuses corners" "$F" --to pun "$top/examples/legal-corners-8x8-9.hgn"
grep -q "unknown-variant" "$tmp/err" && ok || bad "refuse: $(cat "$tmp/err")"
expect 1 "pun refuses FEN" "$F" --to pun "$rec/ugolki-3x3-win.hgn"
grep -q "bad-position" "$tmp/err" && ok || bad "refuse: $(cat "$tmp/err")"
expect 2 "--from bogus" "$V" --from bogus "$rec/games.pun"
grep -q "pun" "$tmp/err" && ok || bad "--from bogus: $(cat "$tmp/err")"

# --- Position formats (spec/conversion.md, "Position formats") -------

p3=1110000011100000111000000000000000000000000002220000022200000222
expect 0 "pun position" "$F" --position-format pun --variant ugolki-3x3 \
    --perft 2 "$p3"
holds "pun position perft" "$tmp/out" 144
expect 0 "pun positions of a game" "$F" --position-format pun --ply 0 \
    "$rec/ugolki-3x3-play.hgn"
holds "pun position out" "$tmp/out" "$p3"
for g in numbers letters; do
	expect 0 "$g: all positions" "$F" --position-format $g --all \
	    "$rec/ugolki-3x3-play.hgn"
	cp "$tmp/out" "$tmp/$g"
	expect 0 "$g: read back" "$F" --position-format $g \
	    --variant ugolki-3x3 --perft 1 <"$tmp/$g"
	n=$(wc -l <"$tmp/out")
	[ "$n" -eq 15 ] && ok || bad "$g: $n positions read back, not 15"
done
# The letters hold the side to move: the lists of moves agree with the
# position strings'; 16x16 dumps are 16 lines.
"$F" --all "$rec/ugolki-3x3-play.hgn" | "$F" -M >"$tmp/m1"
"$F" --position-format letters --variant ugolki-3x3 -M <"$tmp/letters" >"$tmp/m2"
cmp -s "$tmp/m1" "$tmp/m2" && ok || bad "letters: other moves"
printf '[Variant "halma-16x16"]\n\n*\n' >"$tmp/h.hgn"
expect 0 "16x16 numbers" "$F" --position-format numbers "$tmp/h.hgn"
[ "$(grep -c . "$tmp/out")" -eq 16 ] && ok || bad "16x16: not 16 lines"
head -1 "$tmp/out" >"$tmp/top"
holds "16x16: rank 16 first, Black's 2" "$tmp/top" \
    "2 2 2 2 2 . . . . . . . . . . ."
expect 1 "letters: bad header" "$F" --position-format letters \
    --variant ugolki-3x3 -r "Red to move"
grep -q "<argument 1>:1:1: error: letters: the header" "$tmp/err" && ok ||
	bad "bad header: $(cat "$tmp/err")"

finish
