#!/bin/sh
#
# starlog.sh -- star logs, the JSON Lines logs of a Chinese-checkers
# engine (issue 15; spec/conversion.md, "Star logs"), read with --from
# starlog and written with --to starlog.  The logs of
# tests/records/starlog/ are written by hand from the format's
# description (hole numbers counted on the star, not computed by the
# toolkit); each is checked ply by ply against the toolkit's replay of
# the same game written as a text record.

set -u
. "$(dirname "$0")/lib/common.sh"
tools_for starlog

# fields KEY FILE: the values of KEY ("path", "move") of FILE's move
# lines, one a line.
fields() {
	sed -n "/\"type\":\"move\"/s/.*\"$1\":\\(\"[^\"]*\"\\|\\[[^]]*\\]\\).*/\\1/p" \
	    "$2"
}

# --- A hand-made log ------------------------------------------------

log=$rec/game-2p.jsonl
expect 0 "log validates" "$V" --from starlog "$log"
holds "log validates" "$tmp/err" "halma-validate: 1 game, 1 valid, 0 invalid"
# It is the text record's game: the moves, every landing as logged.
expect 0 "log to hgn" "$F" --from starlog --to hgn "$log"
cmp -s "$tmp/out" "$rec/game-2p.hgn" && ok ||
	bad "log to hgn: $(diff "$tmp/out" "$rec/game-2p.hgn")"
# Ply by ply, the same positions as the toolkit's replay of the text.
expect 0 "log positions" "$F" --all --from starlog "$log"
cp "$tmp/out" "$tmp/log.pos"
expect 0 "text positions" "$F" --all "$rec/game-2p.hgn"
cmp -s "$tmp/out" "$tmp/log.pos" && ok ||
	bad "log positions: $(diff "$tmp/out" "$tmp/log.pos")"
holds "log positions: nine" "$tmp/n" "$(wc -l <"$tmp/log.pos" >"$tmp/n";
    echo 9)"
# The log's player 0 starts at the top: it is Black, and Black is second.
has_line "player 0 is Black" "$tmp/log.pos" \
    "^sternhalma-2p w:e1,e2,f2,e3,f3,g3,e4,f4,g4,h4 b:.* w 1$"
# The tools read it as they read a text record.
expect 0 "log replay" "$BUILD/halma-replay" --from starlog --ply 4 "$log"
has_line "log replay: the board" "$tmp/out" "e f g h"
expect 0 "log stats" "$BUILD/halma-stats" --from starlog "$log"
has_line "log stats: eight plies" "$tmp/out" '"length":{"games":1,"sum":8,'
expect 0 "log select" "$BUILD/halma-select" --count --from starlog \
    --rule-set sternhalma-2p "$log"
holds "log select" "$tmp/out" 1

# The example of spec/conversion.md, "Star logs", reads and replays.
sed -n '/^### Star logs/,/^A game is/s/^    {/{/p' "$top/spec/conversion.md" \
    >"$tmp/spec.jsonl"
expect 0 "spec example" "$V" --from starlog "$tmp/spec.jsonl"
holds "spec example" "$tmp/err" "halma-validate: 1 game, 1 valid, 0 invalid"

# --- Writing --------------------------------------------------------

# The text record written as a log: the holes, moves and paths counted
# by hand in the hand-made log (whose players are numbered the other way).
expect 0 "hgn to log" "$F" --to starlog "$rec/game-2p.hgn"
cp "$tmp/out" "$tmp/w.jsonl"
fields path "$tmp/w.jsonl" >"$tmp/got"
fields path "$log" >"$tmp/want"
cmp -s "$tmp/got" "$tmp/want" && ok ||
	bad "hgn to log: paths $(diff "$tmp/got" "$tmp/want")"
fields move "$tmp/w.jsonl" >"$tmp/got"
fields move "$log" >"$tmp/want"
cmp -s "$tmp/got" "$tmp/want" && ok ||
	bad "hgn to log: moves $(diff "$tmp/got" "$tmp/want")"
has_line "hgn to log: the start" "$tmp/w.jsonl" \
    '^{"type":"game_start","rule_profile":"sternhalma-2p","initial_cells":"1111111111\.\{101\}0000000000","initial_player":0}$'
has_line "hgn to log: ply and player" "$tmp/w.jsonl" \
    '^{"type":"move","ply":7,"player":1,"move":"(3,-6)->(-1,-4)","from":4,"to":13,"path":\[4,15,13\]}$'
# The reason is the record's Termination tag, kept from its log...
has_line "hgn to log: the end" "$tmp/w.jsonl" \
    '^{"type":"game_end","reason":"aborted","result":"\*"}$'
if [ "$(wc -l <"$tmp/w.jsonl")" -eq 10 ]; then ok; else
	bad "hgn to log: $(cat "$tmp/w.jsonl")"; fi

# Round trips: every valid star record, text -> log -> text, keeps its
# rule set, its moves (every landing), its positions and its result.
for f in star-2p-game star-2p-15-game star-2p-opening star-3p-game \
    star-3p-15-game star-4p-game star-6p-game; do
	r=$top/tests/records/$f.hgn
	expect 0 "$f to log" "$F" --to starlog "$r"
	cp "$tmp/out" "$tmp/$f.jsonl"
	expect 0 "$f: log validates" "$V" --from starlog "$tmp/$f.jsonl"
	"$F" --all "$r" >"$tmp/p1" 2>&1
	"$F" --all --from starlog "$tmp/$f.jsonl" >"$tmp/p2" 2>&1
	cmp -s "$tmp/p1" "$tmp/p2" && ok || bad "$f: positions differ"
	# The moves in the long form, the comments and other tags left out.
	"$F" -l "$r" | sed '/^\[/d; /^$/d' | tr '\n' ' ' |
	    sed 's/{[^}]*}//g' | tr ' ' '\n' | grep -v '^[0-9]*\.*$' >"$tmp/m1"
	"$F" --from starlog --to hgn "$tmp/$f.jsonl" | sed '/^\[/d; /^$/d' |
	    tr ' ' '\n' | grep -v '^[0-9]*\.*$' >"$tmp/m2"
	cmp -s "$tmp/m1" "$tmp/m2" && ok ||
		bad "$f: moves $(cat "$tmp/m1") / $(cat "$tmp/m2")"
	expect 0 "$f: log stats" "$BUILD/halma-stats" --from starlog \
	    "$tmp/$f.jsonl"
	has_line "$f: stats valid" "$tmp/out" '"games":1,"valid":1,'
done
# A game from a FEN position: the start, the player to move and the
# move number come back.
fen="sternhalma-2p w:e2,f2,f3,g3,f4,g4,h4,e5,g5,e6 b:k13,m13,j14,k14,l14,m14,k15,l15,l16,m16 b 3"
# The Termination tag is the log's reason, and comes back as it is.
printf '[Variant "sternhalma-2p"]\n[FEN "%s"]\n[Termination "%s"]\n\n%s\n' \
    "$fen" "time forfeit" "3... k15-i13 4. f3-f5-d5-f7 *" >"$tmp/fen.hgn"
expect 0 "fen to log" "$F" --to starlog "$tmp/fen.hgn"
has_line "fen to log: first ply" "$tmp/out" '"ply":5,"player":1,'
has_line "fen to log: the reason" "$tmp/out" '"reason":"time forfeit",'
"$F" --from starlog --to hgn "$tmp/out" >"$tmp/back.hgn" 2>&1
cmp -s "$tmp/fen.hgn" "$tmp/back.hgn" && ok ||
	bad "fen round trip: $(cat "$tmp/back.hgn")"
# ...or, without one, made from the result.
sed '/^\[Termination/d' "$rec/game-2p.hgn" >"$tmp/bare.hgn"
expect 0 "no reason to log" "$F" --to starlog "$tmp/bare.hgn"
has_line "no reason to log" "$tmp/out" \
    '^{"type":"game_end","reason":"unfinished","result":"\*"}$'
# A game of another board is refused, with the reason.
printf '[Variant "halma-10x10"]\n\n1. i2-i3 *\n' >"$tmp/h.hgn"
expect 1 "halma to log" "$F" --to starlog "$tmp/h.hgn"
has_line "halma to log" "$tmp/err" \
    "star log holds games of the Sternhalma rule sets only, not of halma-10x10 \[unknown-variant\]"
# So is a game of a rule set whose players play two colours each.
expect 1 "two colours to log" "$F" --to starlog \
    tests/records/variants/sternhalma-2p-2c-paired-game.hgn
has_line "two colours to log" "$tmp/err" \
    "one colour a player, and sternhalma-2p-2c-paired gives a player two (spec/conversion.md) \[unknown-variant\]"

# --- Logs that do not replay or do not read -------------------------

# bad NAME STATUS-LINE: the diagnostic of tests/records/starlog/NAME.
bad_log() {
	expect 1 "$1" "$V" --from starlog "$rec/$1.jsonl"
	has_line "$1" "$tmp/err" "$1.jsonl:$2"
}
bad_log illegal '3:83: error: m15-m11: m11 cannot be reached .*\[illegal-move\] (game 1, ply 2)'
bad_log path '2:86: error: the path does not go from 116 to 105.*\[syntax\]'
bad_log badjson "2:66: error: expected ':' after a key, found a number \[syntax\]"
bad_log profile "1:37: error: unknown rule_profile 'sternhalma-8p'.*\[unknown-variant\]"

# try WHAT LINE2 PATTERN: a log whose second line is LINE2 (after the
# start of the hand-made log), ended, and the diagnostic it gets.
try() {
	{ head -1 "$log"; printf '%s\n' "$2"
	    printf '{"type":"game_end","reason":"x"}\n'; } >"$tmp/t.jsonl"
	expect 1 "$1" "$V" --from starlog "$tmp/t.jsonl"
	has_line "$1" "$tmp/err" "$3"
}
try "move text" '{"type":"move","ply":0,"player":1,"move":"(-4,6)->(-2,5)","from":115,"to":104,"path":[115,104]}' \
    "t.jsonl:2:42: error: the move '(-4,6)->(-2,5)' is not from 115 to 104.*\[syntax\]"
try "not a move" '{"type":"move","ply":0,"player":1,"move":"e3-g5","from":115,"to":104,"path":[115,104]}' \
    "t.jsonl:2:42: error: 'e3-g5' is not a star-log move.*\[syntax\]"
try "wrong player" '{"type":"move","ply":0,"player":0,"move":"(-4,6)->(-2,4)","from":115,"to":104,"path":[115,104]}' \
    "t.jsonl:2:33: error: ply 0 is player 0's, but player 1 is to move \[illegal-move\]"
try "hole out of range" '{"type":"move","ply":0,"player":1,"move":"(-4,6)->(-2,4)","from":115,"to":104,"path":[115,121]}' \
    "t.jsonl:2:91: error: a hole of the path must be a whole number from 0 to 120 \[syntax\]"
try "missing path" '{"type":"move","ply":0,"player":1,"move":"(-4,6)->(-2,4)","from":115,"to":104}' \
    't.jsonl:2:1: error: a "move" line needs its "path" \[syntax\]'
try "repeated key" '{"type":"move","ply":0,"ply":0}' \
    "t.jsonl:2:24: error: the key 'ply' is repeated \[syntax\]"
try "text after" '{"type":"move","ply":0,"player":1,"move":"(-4,6)->(-2,4)","from":115,"to":104,"path":[115,104]} x' \
    "t.jsonl:2:97: error: text after the object.*\[syntax\]"
# Plies follow one another.
{ sed -n 1,2p "$log"; sed -n 3p "$log" | sed 's/"ply":1/"ply":2/'
    tail -1 "$log"; } >"$tmp/t.jsonl"
expect 1 "ply skipped" "$V" --from starlog "$tmp/t.jsonl"
has_line "ply skipped" "$tmp/err" "t.jsonl:3:22: error: ply 2 where ply 1 comes next \[syntax\]"
# initial_cells: a hole a character, '.' or a player.
sed '1s/"initial_cells":"0/"initial_cells":"7/' "$log" >"$tmp/t.jsonl"
expect 1 "bad cell" "$V" --from starlog "$tmp/t.jsonl"
has_line "bad cell" "$tmp/err" "t.jsonl:1:70: error: initial_cells: hole 0 holds '7'.*\[bad-position\]"
sed '1s/"initial_cells":"0/"initial_cells":"/' "$log" >"$tmp/t.jsonl"
expect 1 "short cells" "$V" --from starlog "$tmp/t.jsonl"
has_line "short cells" "$tmp/err" "t.jsonl:1:69: error: initial_cells has 120 characters.*\[bad-position\]"
# Lines of other types are passed over; extra members too.
{ head -1 "$log"; echo '{"type":"eval","score":[1,{"a":null}]}'
    sed -n '2,$p' "$log" | sed '2s/}$/,"time_ms":12.5}/'; } >"$tmp/t.jsonl"
expect 0 "other lines" "$V" --from starlog "$tmp/t.jsonl"
# Game boundaries: a game without its start, one without its end, and
# the games after an error still read.
{ sed -n 2p "$log"; cat "$log"; head -3 "$log"; cat "$log"; } >"$tmp/t.jsonl"
expect 1 "boundaries" "$V" --from starlog "$tmp/t.jsonl"
has_line "boundaries: no start" "$tmp/err" \
    't.jsonl:1:9: error: a "move" line before the game.s "game_start" \[syntax\] (game 1)'
has_line "boundaries: no end" "$tmp/err" \
    't.jsonl:15:1: error: a "game_start" line before the "game_end" of the game begun at line 12 \[syntax\] (game 3)'
has_line "boundaries: verdicts" "$tmp/err" "4 games, 2 valid, 2 invalid"
head -3 "$log" >"$tmp/t.jsonl"
expect 1 "truncated" "$V" --from starlog "$tmp/t.jsonl"
has_line "truncated" "$tmp/err" 'the log ends before the game.s "game_end" line \[syntax\]'
# A result the toolkit wrote is read, and checked like a text record's.
sed '$s/}$/,"result":"0-1"}/' "$log" >"$tmp/t.jsonl"
expect 0 "result" "$F" --from starlog --to hgn "$tmp/t.jsonl"
has_line "result" "$tmp/out" "l15-j13-h13 0-1$"
sed '$s/}$/,"result":"1-0-0"}/' "$log" >"$tmp/t.jsonl"
expect 1 "bad result" "$V" --from starlog "$tmp/t.jsonl"
has_line "bad result" "$tmp/err" "t.jsonl:10:48: error: '1-0-0' is not a result for 2 players \[syntax\]"

echo "starlog.sh: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
