#!/bin/sh
#
# variants.sh -- the seed's remaining variants (spec/rules.md sections 9.1,
# 4.10, 10.5, 10.6, 12.6, 12.7 and 12.8): every one is listed by --list-variants; the
# hand-checked records of tests/records/variants/ get the verdicts written
# below; each record replays, goes to JSON and YAML and back with the same
# moves and verdict, and is counted by halma-stats; the start position
# prints and reads back; perft of the start agrees with spec/rules.md.

. "$(dirname "$0")/lib/common.sh"
cd "$top" || exit 1
need halma-validate halma-fen halma-replay halma-stats
V=$BUILD/halma-validate
F=$BUILD/halma-fen
R=$BUILD/halma-replay
S=$BUILD/halma-stats
rec=$top/tests/records/variants

variants="spronghalma-4p trefhalma-1p trefhalma-4p highscore-star
sternhalma-4p-teams halma-16x16-same-colour halma-16x16-4p-same-colour
sternhalma-2p-2c-crossed sternhalma-2p-2c-paired"

# Every variant is built in, listed by every tool that lists, and has a
# legal game, an end and an illegal move among its records.
for tool in "$V" "$F" "$S"; do
	"$tool" --list-variants >"$tmp/list" 2>&1 || ko "${tool##*/} --list-variants"
	for v in $variants; do
		grep -q "^$v " "$tmp/list" && ok || ko "${tool##*/}: $v not listed"
	done
done
for v in $variants; do
	n=$(grep -l "^\[Variant \"$v\"\]" "$rec"/*.hgn | wc -l)
	[ "$n" -ge 3 ] && ok || ko "$v: $n records, not 3"
done

# The verdicts: record | valid | first error code | its ply | outcome |
# reason | plies | message fragment ("-" for none).  Each was worked out
# by hand; the comment in each record says why.
cat >"$tmp/expected" <<'EOF'
spronghalma-4p-game|true|-|-|-|-|8|-
spronghalma-4p-win|true|-|-|1-0-0-0|goal|1|-
spronghalma-4p-no-move|true|-|-|0-1-1-1|no-move|1|-
spronghalma-4p-asymmetric|false|illegal-move|5|-|-|4|p8 cannot be reached
trefhalma-1p-game|true|-|-|-|-|3|-
trefhalma-1p-win|true|-|-|1|goal|1|-
trefhalma-1p-after-end|false|move-after-end|2|1|goal|1|already ended
trefhalma-1p-leave-goal|false|illegal-move|1|-|-|0|may not leave
trefhalma-4p-game|true|-|-|-|-|8|-
trefhalma-4p-win|true|-|-|1-0-0-0|goal|13|-
trefhalma-4p-no-move|true|-|-|0-1-1-1|no-move|8|-
trefhalma-4p-leave-goal|false|illegal-move|9|-|-|8|may not leave
highscore-star-game|true|-|-|-|-|3|-
highscore-star-win|true|-|-|1|goal|1|-
highscore-star-leave-goal|true|-|-|-|-|2|-
highscore-star-after-end|false|move-after-end|2|1|goal|1|already ended
highscore-star-off-line|false|illegal-move|2|-|-|1|d6 cannot be reached
sternhalma-4p-teams-game|true|-|-|-|-|8|-
sternhalma-4p-teams-win|true|-|-|1-0-1-0|goal|1|-
sternhalma-4p-teams-partner|false|illegal-move|1|-|-|0|Black's, but White
halma-16x16-same-colour-game|true|-|-|-|-|6|-
halma-16x16-same-colour-orthogonal|false|illegal-move|1|-|-|0|p5 is light, p6 is dark
halma-16x16-same-colour-win|true|-|-|1-0|goal|1|-
halma-16x16-same-colour-no-move|true|-|-|0-1|no-move|1|-
halma-16x16-4p-same-colour-game|true|-|-|-|-|8|-
halma-16x16-4p-same-colour-orthogonal|false|illegal-move|2|-|-|1|start cell's colour
halma-16x16-4p-same-colour-win|true|-|-|1-0-0-0|goal|1|-
sternhalma-2p-2c-crossed-game|true|-|-|-|-|6|-
sternhalma-2p-2c-crossed-opponent|false|illegal-move|2|-|-|1|Red's, but Black is to move
sternhalma-2p-2c-crossed-win|true|-|-|1-1-0-0|goal|1|-
sternhalma-2p-2c-crossed-one-home|true|-|-|0-0-1-1|goal|4|-
sternhalma-2p-2c-paired-game|true|-|-|-|-|6|-
sternhalma-2p-2c-paired-opponent|false|illegal-move|1|-|-|0|Red's, but White is to move
sternhalma-2p-2c-paired-win|true|-|-|1-1-0-0|goal|1|-
EOF

# Every record has its line, is named after its rule set, and every line
# has its record.
for f in "$rec"/*.hgn; do
	n=${f##*/}
	n=${n%.hgn}
	grep -q "^$n|" "$tmp/expected" && ok || ko "$n.hgn has no verdict"
	v=$(sed -n 's/^\[Variant "\(.*\)"\]$/\1/p' "$f")
	case $n in
	"$v"-*) ok ;;
	*) ko "$n.hgn: not named after its rule set $v" ;;
	esac
done

# The verdict of halma-validate --format json on one record, as the
# fields of the table above.
verdict() {
	python3 - "$1" <<'PY'
import json, sys

objs = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
for o in objs:
    e = o["errors"][0] if o["errors"] else None
    print("|".join((str(o["valid"]).lower(), e["code"] if e else "-",
        str(e["ply"]) if e and e["ply"] is not None else "-",
        o["outcome"] or "-", o["reason"] or "-", str(o["plies"]),
        e["message"] if e else "-", o["result"])))
PY
}

while IFS='|' read -r name valid code ply outcome reason plies why; do
	validates "$rec" "$name" "$valid" || continue
	verdict "$tmp/out" >"$tmp/got"
	IFS='|' read -r gv gc gp go gr gn gm gres <"$tmp/got"
	if [ "$gv|$gc|$gp|$go|$gr|$gn" = \
	    "$valid|$code|$ply|$outcome|$reason|$plies" ]; then
		ok
	else
		ko "$name: got $gv|$gc|$gp|$go|$gr|$gn"
	fi
	case $why in
	-) ok ;;
	*) case $gm in
	   *"$why"*) ok ;;
	   *) ko "$name: message '$gm' lacks '$why'" ;;
	   esac ;;
	esac
	# A valid record's result token is the outcome the rules imposed.
	if [ "$valid" = true ]; then
		[ "$gres" = "$outcome" ] ||
		    { [ "$outcome" = - ] && [ "$gres" = '*' ]; } && ok ||
		    ko "$name: result $gres, outcome $outcome"
	fi

	# It replays to its last legal ply and draws the board.
	"$R" --ply "$plies" "$f" >"$tmp/board" 2>"$tmp/err"
	[ -s "$tmp/board" ] && ok || ko "$name: halma-replay --ply $plies"

	# HGN to JSON and to YAML and back: the same moves, the same verdict.
	verdict "$tmp/out" | cut -d'|' -f1-6 >"$tmp/v1"
	for to in json yaml; do
		# An invalid game is converted as read, the exit status 1.
		"$F" -t "$to" "$f" >"$tmp/c.$to" 2>/dev/null
		s1=$?
		"$F" -f "$to" -t hgn "$tmp/c.$to" >"$tmp/back.hgn" 2>/dev/null
		s2=$?
		[ "$s1 $s2" = "$want $want" ] && [ -s "$tmp/back.hgn" ] && ok ||
		    ko "$name: halma-fen to $to and back: exit $s1 $s2"
		"$V" --format json "$tmp/back.hgn" >"$tmp/out2" 2>/dev/null
		verdict "$tmp/out2" | cut -d'|' -f1-6 >"$tmp/v2"
		[ -s "$tmp/v1" ] && cmp -s "$tmp/v1" "$tmp/v2" && ok ||
		    ko "$name: the verdict changes through $to"
		"$F" -t json "$tmp/back.hgn" >"$tmp/c2.json" 2>/dev/null
		python3 -c 'import json, sys
a, b = (json.loads(open(p).read().splitlines()[0]) for p in sys.argv[1:])
sys.exit(a.get("moves") != b.get("moves") or a.get("tags") != b.get("tags"))' \
		    "$tmp/c.json" "$tmp/c2.json" && ok ||
		    ko "$name: the moves or tags change through $to"
	done
done <"$tmp/expected"

# halma-stats counts every record of each variant, and replays them: the
# games, the valid ones and the plies of the valid ones.
for v in $variants; do
	set -- $(grep -l "^\[Variant \"$v\"\]" "$rec"/*.hgn)
	"$S" -f json "$@" >"$tmp/stats.json" 2>"$tmp/err" ||
	    ko "$v: halma-stats failed"
	want=$(awk -F'|' -v v="$v" 'index($1, v "-") == 1 {
		g++; if ($2 == "true") { n++; p += $7 } }
	    END { print g, n + 0, p + 0 }' "$tmp/expected")
	got=$(python3 -c 'import json, sys
o = json.load(open(sys.argv[1]))
print(o["games"], o["valid"], o["length"]["sum"])' "$tmp/stats.json")
	[ "$got" = "$want" ] && ok ||
	    ko "$v: halma-stats games, valid, plies: $got, not $want"
done

# The start position of each variant prints and reads back to itself, and
# perft of the start is the figure of spec/rules.md (the table of section
# 14 whose names are written as code).
for v in $variants; do
	printf '[Variant "%s"]\n*\n' "$v" >"$tmp/v.hgn"
	pos=$("$F" --ply 0 "$tmp/v.hgn" 2>/dev/null | sed -n 1p)
	case $pos in
	"$v "*) ok ;;
	*) ko "$v: halma-fen --ply 0 gives '$pos'" ;;
	esac
	# It reads back: the position string moves as the start does.
	a=$("$F" --perft 2 "$pos" 2>&1)
	b=$("$F" --perft 2 --variant "$v" </dev/null 2>&1)
	[ -n "$a" ] && [ "$a" = "$b" ] && ok ||
	    ko "$v: '$pos' reads back with perft 2 $a, not $b"
done
sed -n 's/^| `\([a-z0-9-]*\)` | \([0-9]*\) | \([0-9]*\) | \([0-9]*\) |$/\1 \2 \3 \4/p' \
    spec/rules.md >"$tmp/perft"
for v in $variants; do
	grep -q "^$v " "$tmp/perft" && ok || ko "spec/rules.md: no perft of $v"
done
perfts "$tmp/perft"

finish
