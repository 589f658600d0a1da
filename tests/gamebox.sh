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
# JSON and YAML that validate and end in the same position, ends there in
# long and in short form, and is counted by halma-stats and halma-select.

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

# Every valid record in every tool: those that draw one record's board,
# record by record; the others over all the valid records at once (a run
# per record costs more than the check under the sanitizers), their
# outputs compared line by line, a line per game.
grep '^[^|]*|true|' "$tmp/expected" | cut -d'|' -f1 >"$tmp/valid"
: >"$tmp/files"
while read -r n; do
	printf '%s\n' "$box/$n.hgn" >>"$tmp/files"
done <"$tmp/valid"
all() {
	tr '\n' '\0' <"$tmp/files" | xargs -0 "$@"
}
nvalid=$(wc -l <"$tmp/valid")
all "$F" >"$tmp/positions" 2>"$tmp/err" || ko "halma-fen of the records"
[ "$(wc -l <"$tmp/positions")" -eq "$nvalid" ] && ok ||
    ko "halma-fen: $(wc -l <"$tmp/positions") positions for $nvalid records"
paste -d'|' "$tmp/valid" "$tmp/positions" >"$tmp/pairs"
while IFS='|' read -r n pos; do
	f=$box/$n.hgn
	expect 0 "$n: halma-replay" "$R" --color=never "$f"
	[ -s "$tmp/out" ] && ok || ko "$n: halma-replay drew nothing"
	expect 0 "$n: halma-replay --svg" "$R" --svg "$tmp/b.svg" "$f"
	grep -q '<svg' "$tmp/b.svg" && ok || ko "$n: no SVG"
	v=$(sed -n 's/^\[Variant "\(.*\)"\]$/\1/p' "$f")
	expect 0 "$n: halma-fen -r" "$F" -r --variant "$v" "$pos"
done <"$tmp/pairs"

# ends WHAT FILE: the records of FILE end, game by game, where the
# records of the directory end.
ends() {
	expect 0 "halma-fen of $1" "$F" "$2"
	if cmp -s "$tmp/out" "$tmp/positions"; then ok; else
		ko "$1 ends elsewhere (record, then position):"
		diff "$tmp/positions" "$tmp/out" | head -4
	fi
}
for to in json yaml; do
	all "$F" --to "$to" -o "$tmp/c.$to" 2>"$tmp/err" ||
	    ko "halma-fen --to $to"
	expect 0 "the $to records validate" "$V" "$tmp/c.$to"
	ends "the $to records" "$tmp/c.$to"
done
all "$F" --long -o "$tmp/long.hgn" 2>"$tmp/err" || ko "halma-fen --long"
"$F" --short -o "$tmp/short.hgn" "$tmp/long.hgn" 2>"$tmp/err" ||
    ko "halma-fen --short"
ends "the long form" "$tmp/long.hgn"
ends "the short form" "$tmp/short.hgn"
all "$S" -f json >"$tmp/out" 2>"$tmp/err" || ko "halma-stats"
grep -q "\"games\": *$nvalid[,}]" "$tmp/out" && ok ||
    ko "halma-stats does not count $nvalid games"
all "$SEL" --valid --count >"$tmp/out" 2>"$tmp/err" || ko "halma-select"
[ "$(cat "$tmp/out")" = "$nvalid" ] && ok || ko "halma-select --valid"

finish
