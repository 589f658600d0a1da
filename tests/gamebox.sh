#!/bin/sh
#
# gamebox.sh -- the games of the game box (spec/rules.md section 17) in
# every tool.  tests/records/gamebox/ holds, for each game,
#
#	GAME.verdicts	one line per record GAME-what.hgn of the directory,
#			the verdict halma-validate must give it (the form of
#			verdicts in tests/lib/common.sh)
#	GAME.perft	one line per rule set of the game, "RULESET D1 D2 D3":
#			what halma-fen --perft 1, 2 and 3 count from its start
#
# Every rule set of a perft file is listed by --list-variants; every
# record has its verdict; and every valid record replays as text and as
# SVG, gives a position string that halma-fen draws again, converts to
# JSON and YAML and back without a change of verdict, replays in long and
# short form, and is counted by halma-stats and halma-select.

. "$(dirname "$0")/lib/common.sh"
cd "$top" || exit 1
V=$BUILD/halma-validate
F=$BUILD/halma-fen
R=$BUILD/halma-replay
S=$BUILD/halma-stats
SEL=$BUILD/halma-select
box=$top/tests/records/gamebox

need halma-validate halma-fen halma-replay halma-stats halma-select

"$V" --list-variants >"$tmp/list" 2>&1 || ko "--list-variants failed"
for p in "$box"/*.perft; do
	[ -f "$p" ] || continue
	while read -r r _; do
		grep -q "^$r " "$tmp/list" && ok || ko "$r is not listed"
	done <"$p"
	perfts "$p"
done

# Every record has its verdict line, and every line its record.
cat "$box"/*.verdicts >"$tmp/expected" 2>/dev/null
for f in "$box"/*.hgn; do
	[ -f "$f" ] || continue
	n=${f##*/}
	grep -q "^${n%.hgn}|" "$tmp/expected" || ko "$n has no expected verdict"
done
verdicts "$box" "$tmp/expected"

# Every valid record in every tool.
grep '^[^|]*|true|' "$tmp/expected" | cut -d'|' -f1 >"$tmp/valid"
while read -r n; do
	f=$box/$n.hgn
	expect 0 "$n: halma-replay" "$R" --color=never "$f"
	[ -s "$tmp/out" ] && ok || ko "$n: halma-replay drew nothing"
	expect 0 "$n: halma-replay --svg" "$R" --svg "$tmp/b.svg" "$f"
	grep -q '<svg' "$tmp/b.svg" && ok || ko "$n: no SVG"
	expect 0 "$n: halma-fen" "$F" "$f"
	pos=$(cat "$tmp/out")
	v=$(sed -n 's/^\[Variant "\(.*\)"\]$/\1/p' "$f")
	expect 0 "$n: halma-fen -r" "$F" -r --variant "$v" "$pos"
	for to in json yaml; do
		"$F" --to "$to" -o "$tmp/c.$to" "$f" 2>"$tmp/err" ||
		    ko "$n: halma-fen --to $to"
		expect 0 "$n: the $to record validates" "$V" "$tmp/c.$to"
		expect 0 "$n: halma-fen of the $to record" "$F" "$tmp/c.$to"
		[ "$(cat "$tmp/out")" = "$pos" ] && ok ||
		    ko "$n: the $to record ends elsewhere"
	done
	"$R" --emit --long "$f" >"$tmp/long.hgn" 2>"$tmp/err"
	"$R" --emit --short "$tmp/long.hgn" >"$tmp/short.hgn" 2>"$tmp/err"
	expect 0 "$n: halma-fen of the short form" "$F" "$tmp/short.hgn"
	[ "$(cat "$tmp/out")" = "$pos" ] && ok ||
	    ko "$n: the long and short forms end elsewhere"
	expect 0 "$n: halma-stats" "$S" -f json "$f"
	grep -q '"games": *1[,}]' "$tmp/out" && ok || ko "$n: halma-stats"
	expect 0 "$n: halma-select" "$SEL" --valid --count "$f"
	[ "$(cat "$tmp/out")" = 1 ] && ok || ko "$n: halma-select --valid"
done <"$tmp/valid"

finish
