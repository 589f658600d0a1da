#!/bin/sh
#
# hoplog.sh -- the per-hop logs of a four-player 16x16 course server
# through the tools (issue 15; spec/conversion.md, "Per-hop logs"), and
# the pass they need (spec/moves.md, "Pass"; the rule-file key pass).
# The logs of tests/records/hoplog/ are written by hand from the format's
# description; each is checked against the toolkit's own replay of the
# same game written as a text record, position by position.

set -u
. "$(dirname "$0")/lib/common.sh"
tools_for hoplog

# --- The pass (spec/moves.md, "Pass") -------------------------------

"$V" --list-variants >"$tmp/list" 2>&1
has_line "pass variant listed" "$tmp/list" "^halma-16x16-4p-pass "
# A rule file with the key: the 10x10 game with a pass at any turn.
sed 's/^name: halma-10x10/name: halma-10x10-pass/; s/^jumps: short/&\
pass: always/' "$top/spec/rules/halma-10x10.yaml" >"$tmp/pass.yaml"
printf '1. pass a6-a5 2. h3-h4 pass 3. pass pass *\n' >"$tmp/pass.hgn"
expect 0 "pass: always" "$V" --variant "$tmp/pass.yaml" "$tmp/pass.hgn"
expect 1 "pass: never (halma-10x10)" "$V" "$tmp/pass.hgn"
has_line "pass refused" "$tmp/err" \
    "pass.hgn:1:4: error: pass: halma-10x10 allows no pass \[illegal-move\] (game 1, ply 1)"
sed 's/^pass: always/pass: no-move/' "$tmp/pass.yaml" >"$tmp/nomove.yaml"
expect 1 "pass: no-move" "$V" --variant "$tmp/nomove.yaml" "$tmp/pass.hgn"
has_line "pass refused, a move to make" "$tmp/err" \
    "White has a legal move.*\[illegal-move\] (game 1, ply 1)"
sed 's/^pass: always/pass: sometimes/' "$tmp/pass.yaml" >"$tmp/bad.yaml"
expect 2 "pass: a bad word" "$V" --variant "$tmp/bad.yaml" "$tmp/pass.hgn"
has_line "pass: a bad word" "$tmp/err" "never, always or no-move.*\[bad-rules\]"
# The pass is written as read in every form, and counted as a ply.
for to in hgn json yaml; do
	expect 0 "pass to $to, long" "$F" -l --to $to --variant \
	    "$tmp/pass.yaml" "$tmp/pass.hgn"
	[ "$(sed 's/halma-10x10-pass//' "$tmp/out" | grep -o pass |
	    wc -l)" -eq 4 ] && ok ||
		bad "pass to $to: $(cat "$tmp/out")"
done
expect 0 "pass: the position after" "$F" --variant "$tmp/pass.yaml" \
    "$tmp/pass.hgn"
has_line "pass: side and move" "$tmp/out" " w 4$"
expect 0 "pass: stats" "$BUILD/halma-stats" --format json --variant \
    "$tmp/pass.yaml" "$tmp/pass.hgn"
has_line "pass: six plies" "$tmp/out" '"length":{"games":1,"sum":6,'
has_line "pass: two steps, no jump" "$tmp/out" '"moves":{"steps":2,"jumps":0,'
expect 0 "pass: replay" "$BUILD/halma-replay" --ply 1 --variant \
    "$tmp/pass.yaml" "$tmp/pass.hgn"

# --- Per-hop logs (spec/conversion.md, "Per-hop logs") --------------

# The hand-written log replays as the same game written as text.
expect 0 "hoplog validates" "$V" --from hoplog "$rec/game.hoplog"
holds "hoplog: one game" "$tmp/err" "halma-validate: 1 game, 1 valid, 0 invalid"
expect 0 "hoplog to hgn" "$F" --from hoplog --to hgn "$rec/game.hoplog"
cmp -s "$tmp/out" "$rec/game.hgn" && ok ||
	bad "hoplog to hgn: $(diff "$tmp/out" "$rec/game.hgn")"
# Move by move: every position of the log is the text record's.
"$F" --all "$rec/game.hgn" >"$tmp/pos.hgn"
"$F" --all --from hoplog "$rec/game.hoplog" >"$tmp/pos.hop"
[ "$(wc -l <"$tmp/pos.hgn")" -eq 10 ] && ok || bad "hoplog: not 10 positions"
cmp -s "$tmp/pos.hgn" "$tmp/pos.hop" && ok ||
	bad "hoplog positions: $(diff "$tmp/pos.hgn" "$tmp/pos.hop")"
# The text record written as a log is the hand-written one (comments
# aside), and that read back is the text record: exact both ways.
expect 0 "hgn to hoplog" "$F" --to hoplog "$rec/game.hgn"
grep -v '^#' "$rec/game.hoplog" >"$tmp/want"
cmp -s "$tmp/out" "$tmp/want" && ok ||
	bad "hgn to hoplog: $(diff "$tmp/out" "$tmp/want")"
"$F" --to hoplog "$rec/game.hgn" | "$F" --from hoplog --to hgn >"$tmp/back"
cmp -s "$tmp/back" "$rec/game.hgn" && ok ||
	bad "hgn -> hoplog -> hgn: $(diff "$tmp/back" "$rec/game.hgn")"
# The output format follows the file name; the JSON form replays too.
expect 0 "hoplog by name" "$F" --to hoplog -o "$tmp/out.hoplog" "$rec/game.hgn"
cmp -s "$tmp/out.hoplog" "$tmp/want" && ok || bad "-o x.hoplog"
"$F" --from hoplog --to json "$rec/game.hoplog" >"$tmp/g.jsonl"
expect 0 "json of hoplog validates" "$V" "$tmp/g.jsonl"
# A chain written in the short form goes out hop by hop; what a log
# cannot hold (tags but Variant, comments) is left out, the rest comes
# back, in the long form.
printf '[Event "x"]\n[Variant "halma-16x16-4p-pass"]\n\n1. o4-o5 {c} c3-d4 pass n14-m13 2. p3-n5 *\n' >"$tmp/short.hgn"
"$F" --to hoplog "$tmp/short.hgn" | "$F" --from hoplog --to hgn >"$tmp/back"
printf '[Variant "halma-16x16-4p-pass"]\n\n1. o4-o5 c3-d4 pass n14-m13 2. p3-p5-n5 *\n' >"$tmp/want"
cmp -s "$tmp/back" "$tmp/want" && ok ||
	bad "short -> hoplog -> hgn: $(diff "$tmp/back" "$tmp/want")"
# halma-16x16-4p games go out and come back as such (a START line
# naming it), and a pass in one is refused as in its text record.
printf '[Variant "halma-16x16-4p"]\n\n1. o4-o5 c3-d4 a13-a12 n14-m13 *\n' >"$tmp/plain.hgn"
"$F" --to hoplog "$tmp/plain.hgn" >"$tmp/plain.hoplog"
head -1 "$tmp/plain.hoplog" >"$tmp/first"
holds "plain: START" "$tmp/first" "START halma-16x16-4p"
"$F" --from hoplog --to hgn "$tmp/plain.hoplog" >"$tmp/back"
cmp -s "$tmp/back" "$tmp/plain.hgn" && ok || bad "plain round trip"
printf 'START halma-16x16-4p\n0 null null\n' >"$tmp/np.hoplog"
expect 1 "plain: no pass" "$V" --from hoplog "$tmp/np.hoplog"
has_line "plain: no pass" "$tmp/err" \
    "np.hoplog:2:3: error: pass: halma-16x16-4p allows no pass \[illegal-move\] (game 1, ply 1)"
# Validation, replay, statistics and selection read the log like text.
expect 0 "hoplog replay" "$BUILD/halma-replay" --from hoplog --ply 5 \
    "$rec/game.hoplog"
"$BUILD/halma-replay" --ply 5 "$rec/game.hgn" >"$tmp/want"
cmp -s "$tmp/out" "$tmp/want" && ok || bad "hoplog replay differs"
expect 0 "hoplog stats" "$BUILD/halma-stats" --format json --from hoplog \
    "$rec/game.hoplog"
# (The inputs' names differ, and with them the identity, a hash of
# each game with its input name: spec/statistics.md, "Identity".)
sed 's/"identity":"[0-9a-f]*"//; s/"inputs":{[^}]*}//' "$tmp/out" >"$tmp/s1"
"$BUILD/halma-stats" --format json "$rec/game.hgn" |
    sed 's/"identity":"[0-9a-f]*"//; s/"inputs":{[^}]*}//' >"$tmp/s2"
cmp -s "$tmp/s1" "$tmp/s2" && ok || bad "hoplog stats differ"
has_line "hoplog stats: two chains of two hops" "$tmp/out" \
    '"hops":\[{"hops":2,"jumps":2}\]'
expect 0 "hoplog select" "$BUILD/halma-select" --count --from hoplog \
    --rule-set halma-16x16-4p-pass "$rec/game.hoplog"
holds "hoplog select" "$tmp/out" 1

# A log that does not replay: the text record's diagnostic, at the line
# and column of the turn in the log.
expect 1 "illegal hop" "$V" --from hoplog "$rec/illegal.hoplog"
has_line "illegal hop" "$tmp/err" \
    "illegal.hoplog:9:3: error: hop 2 (p5-p7) is not a single jump \[illegal-move\] (game 1, ply 5)"
printf '[Variant "halma-16x16-4p-pass"]\n\n1. o4-o5 pass pass pass 2. p3-p5-p7 *\n' >"$tmp/ill.hgn"
"$V" "$tmp/ill.hgn" 2>&1 | sed -n 's/.*: error: //p' >"$tmp/m1"
"$V" --from hoplog "$rec/illegal.hoplog" 2>&1 | sed -n 's/.*: error: //p' >"$tmp/m2"
cmp -s "$tmp/m1" "$tmp/m2" && ok || bad "illegal hop: $(cat "$tmp/m1" "$tmp/m2")"
expect 1 "a hop that does not continue" "$V" --from hoplog "$rec/broken.hoplog"
has_line "broken" "$tmp/err" \
    "broken.hoplog:5:3: error: hop 2 of player 0's turn starts at (1,4), not where hop 1 ended, (0,4) \[syntax\] (game 1)"
expect 1 "garbage lines" "$V" --from hoplog "$rec/garbage.hoplog"
has_line "garbage: a word" "$tmp/err" "garbage.hoplog:6:3: error: not a line of a per-hop log.*\[syntax\] (game 1)"
has_line "garbage: off the board" "$tmp/err" "garbage.hoplog:8:9: error: not a line.*\[syntax\] (game 2)"
has_line "garbage: out of turn" "$tmp/err" \
    "garbage.hoplog:12:1: error: player 2 at a turn of player 1.*\[syntax\] (game 3)"
tail -1 "$tmp/err" >"$tmp/last"
holds "garbage: four games" "$tmp/last" "halma-validate: 4 games, 1 valid, 3 invalid"
# A turn of jumps is closed by 'P null null'; a step ends its turn at
# once, as the course server writes it (issue 40, point 17), and the
# close an older log wrote after a step is passed over.
printf 'START\n0 (1,3) (1,5)\n' >"$tmp/open.hoplog"
expect 1 "a turn not closed" "$V" --from hoplog "$tmp/open.hoplog"
has_line "a turn not closed" "$tmp/err" \
    "open.hoplog:2:3: error: player 0's turn (o4-o6) is not closed by '0 null null' \[syntax\]"
printf 'START\n0 (1,3) (1,4)\n1 (13,2) (12,3)\n1 null null\n2 null null\n' \
    >"$tmp/steps.hoplog"
expect 0 "steps, with and without a close" "$V" --from hoplog \
    "$tmp/steps.hoplog"
has_line "steps, with and without a close: three plies" "$tmp/err" \
    "1 game, 1 valid"
"$F" --from hoplog --to hgn "$tmp/steps.hoplog" >"$tmp/steps.hgn"
has_line "steps: the moves" "$tmp/steps.hgn" "^1\. o4-o5 c3-d4 pass \*$"
printf 'STOP\n' >"$tmp/stop.hoplog"
expect 1 "not START" "$V" --from hoplog "$tmp/stop.hoplog"
has_line "not START" "$tmp/err" "stop.hoplog:1:1: error: 'STOP' is not a line"
# Blanks around the parts of a line, CR LF, comments, no START line.
printf '# c\r\n\r\n 0  ( 1 , 3 )\t(1,4) \r\n0 null null\r\n  # c\n1 null null\n' >"$tmp/loose.hoplog"
expect 0 "loose lines" "$V" --from hoplog "$tmp/loose.hoplog"
printf '# nothing but a comment\n\n' >"$tmp/none.hoplog"
expect 0 "no game" "$V" --from hoplog "$tmp/none.hoplog"
holds "no game" "$tmp/err" "halma-validate: 0 games, 0 valid, 0 invalid"
# Games a log cannot hold are refused with the reason.
expect 1 "hoplog refuses 10x10" "$F" --to hoplog \
    "$top/examples/legal-halma-10x10-1.hgn"
has_line "refuse 10x10" "$tmp/err" "unknown-variant"
printf '[FEN "halma-16x16-4p-pass w:m1,n1,o1,p1,m2,n2,o2,p2,n3,o3,p3,o4,p4 r:a1,b1,c1,d1,a2,b2,c2,d2,a3,b3,c3,a4,b4 b:a16,b16,c16,d16,a15,b15,c15,d15,a14,b14,c14,a13,b13 g:m16,n16,o16,p16,m15,n15,o15,p15,n14,o14,p14,o13,p13 r 1"]\n\npass *\n' >"$tmp/fen.hgn"
expect 1 "hoplog refuses FEN" "$F" --to hoplog "$tmp/fen.hgn"
has_line "refuse FEN" "$tmp/err" "bad-position"

finish
