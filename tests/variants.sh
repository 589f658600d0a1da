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
	# The titles stand in one column.
	cols=$(awk '{ match(substr($0, length($1) + 1), /[^ ]/)
		print length($1) + RSTART }' "$tmp/list" | sort -u | wc -l)
	[ "$cols" -eq 1 ] && ok ||
	    ko "${tool##*/} --list-variants: the titles in $cols columns"
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

# Each record's verdict (verdicts in tests/lib/common.sh), and it replays
# to its last legal ply and draws the board.
verdicts "$rec" "$tmp/expected"
while IFS='|' read -r name _ _ _ _ _ plies _; do
	"$R" --ply "$plies" "$rec/$name.hgn" >"$tmp/board" 2>"$tmp/err"
	[ -s "$tmp/board" ] && ok || ko "$name: halma-replay --ply $plies"
done <"$tmp/expected"

# HGN to JSON and to YAML and back: the same moves and tags, the same
# verdicts, game by game (all the records in one run of each step: a run
# per record costs more than the check under the sanitizers).  An invalid
# game is converted as read, the exit status 1.
cut -d'|' -f1 "$tmp/expected" | sed "s|^|$rec/|; s|\$|.hgn|" | tr '\n' '\0' \
    >"$tmp/files"
xargs -0 "$V" --format json <"$tmp/files" >"$tmp/v.jsonl" 2>/dev/null
xargs -0 "$F" -t json <"$tmp/files" >"$tmp/c.json" 2>/dev/null
for to in json yaml; do
	[ $to = json ] || xargs -0 "$F" -t $to <"$tmp/files" >"$tmp/c.$to" \
	    2>/dev/null
	"$F" -f $to -t hgn "$tmp/c.$to" >"$tmp/back.hgn" 2>/dev/null
	"$V" --format json "$tmp/back.hgn" >"$tmp/v2.jsonl" 2>/dev/null
	"$F" -t json "$tmp/back.hgn" >"$tmp/c2.json" 2>/dev/null
	if python3 - "$tmp/expected" "$tmp/v.jsonl" "$tmp/v2.jsonl" \
	    "$tmp/c.json" "$tmp/c2.json" <<'PY'
import json, sys

def lines(p):
    return [json.loads(l) for l in open(p) if l.strip()]

def verdict(o):
    e = o["errors"][0] if o["errors"] else None
    return (o["valid"], e["code"] if e else None,
            e["ply"] if e else None, o["outcome"], o["reason"], o["plies"])

names = [l.split("|")[0] for l in open(sys.argv[1]) if l.strip()]
v1, v2, c1, c2 = (lines(p) for p in sys.argv[2:])
bad = 0
if not len(names) == len(v1) == len(v2) == len(c1) == len(c2):
    print("\tgames: %d records, %d, %d verdicts, %d, %d conversions" %
          (len(names), len(v1), len(v2), len(c1), len(c2)))
    sys.exit(1)
for n, a, b, x, y in zip(names, v1, v2, c1, c2):
    if verdict(a) != verdict(b):
        print("\t%s: the verdict changes: %s, then %s" %
              (n, verdict(a), verdict(b)))
        bad = 1
    if x.get("moves") != y.get("moves") or x.get("tags") != y.get("tags"):
        print("\t%s: the moves or tags change" % n)
        bad = 1
sys.exit(bad)
PY
	then ok; else ko "the records through $to and back"; fi
done

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
