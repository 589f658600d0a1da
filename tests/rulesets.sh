#!/bin/sh
#
# rulesets.sh -- the hand-checked records of the square-board rule sets
# (tests/records/RULESET-*.hgn, spec/rules.md): halma-validate must list
# every rule set, and give each record the verdict written below: valid
# or not, the code and ply of its first error, the outcome and reason the
# rules impose, the plies that replay, and a fragment of the first error's
# message, which says the record fails for the reason it was made for.

. "$(dirname "$0")/lib/common.sh"
cd "$top" || exit 1
V=$BUILD/halma-validate
records=$top/tests/records

need halma-validate

# Every rule set of spec/rules.md is built in, and has a win, another end
# and an illegal move among its records (three records at least, as the
# table below shows).
"$V" --list-variants >"$tmp/list" 2>&1 || ko "--list-variants failed"
for r in corners-10x10 corners-mini corners-3x4 corners-8x8-diagonal \
    corners-10x10-diagonal corners-mini-diagonal corners-3x4-diagonal \
    halma-16x16 halma-16x16-4p halma-16x16-swap halma-16x16-filled \
    halma-16x16-teams snelhalma snelhalma-4p spronghalma trefhalma \
    highscore; do
	if grep -q "^$r " "$tmp/list"; then ok; else ko "$r is not listed"; fi
	n=$(grep -l "^\[Variant \"$r\"\]" "$records"/*.hgn | wc -l)
	if [ "$n" -ge 3 ]; then ok; else ko "$r: $n records, not 3"; fi
done

# A record is named after its rule set: RULESET-what.hgn.
for f in "$records"/*.hgn; do
	v=$(sed -n 's/^\[Variant "\(.*\)"\]$/\1/p' "$f")
	case ${f##*/} in
	star-*) ;;
	"$v"-*) ok ;;
	*) ko "${f##*/}: not named after its rule set $v" ;;
	esac
done

# The verdicts: record | valid | first error code | its ply | outcome |
# reason | plies | message fragment ("-" for none).
cat >"$tmp/expected" <<'EOF'
corners-10x10-win|true|-|-|1-0|goal|2|-
corners-10x10-home|true|-|-|0-1|home-check|1|-
corners-10x10-no-diagonal|false|illegal-move|1|-|-|0|i6 cannot be reached
corners-10x10-diagonal-win|true|-|-|1-0|goal|2|-
corners-10x10-diagonal-home|true|-|-|0-1|home-check|1|-
corners-10x10-diagonal-unreachable|false|illegal-move|1|-|-|0|h7 cannot be reached
corners-mini-win|true|-|-|1-0|goal|2|-
corners-mini-tempo|true|-|-|1-0|tempo|1|-
corners-mini-no-diagonal|false|illegal-move|1|-|-|0|g4 cannot be reached
corners-mini-diagonal-draw|true|-|-|1/2-1/2|goal|2|-
corners-mini-diagonal-home|true|-|-|0-1|home-check|1|-
corners-mini-diagonal-unreachable|false|illegal-move|1|-|-|0|f5 cannot be reached
corners-3x4-win|true|-|-|0-1|goal|2|-
corners-3x4-home|true|-|-|0-1|home-check|1|-
corners-3x4-no-diagonal|false|illegal-move|1|-|-|0|d4 cannot be reached
corners-3x4-diagonal-win|true|-|-|1-0|goal|2|-
corners-3x4-diagonal-home|true|-|-|0-1|home-check|1|-
corners-3x4-diagonal-unreachable|false|illegal-move|1|-|-|0|c5 cannot be reached
corners-8x8-diagonal-win|true|-|-|1-0|goal|2|-
corners-8x8-diagonal-home|true|-|-|0-1|home-check|1|-
corners-8x8-diagonal-unreachable|false|illegal-move|1|-|-|0|f6 cannot be reached
halma-16x16-win|true|-|-|1-0|goal|1|-
halma-16x16-no-move|true|-|-|1-0|no-move|1|-
halma-16x16-leave-goal|false|illegal-move|1|-|-|0|may not leave
halma-16x16-4p-win|true|-|-|0-1-0-0|goal|1|-
halma-16x16-4p-no-move|true|-|-|0-1-1-1|no-move|1|-
halma-16x16-4p-turn|false|illegal-move|2|-|-|1|Red is to move
halma-16x16-swap-win|true|-|-|0-1|goal|2|-
halma-16x16-swap-no-move|true|-|-|1-0|no-move|1|-
halma-16x16-swap-far|false|illegal-move|1|-|-|0|no swap
halma-16x16-filled-win|true|-|-|1-0|goal|1|-
halma-16x16-filled-goal|true|-|-|0-1|filled-goal|1|-
halma-16x16-filled-duty|false|illegal-move|1|-|-|0|camp duty
halma-16x16-teams-win|true|-|-|1-0-1-0|goal|1|-
halma-16x16-teams-no-move|true|-|-|0-1-0-1|no-move|1|-
halma-16x16-teams-partner|false|illegal-move|1|-|-|0|Black's, but White
snelhalma-win|true|-|-|1-0|goal|1|-
snelhalma-after-end|false|move-after-end|2|1-0|goal|1|already ended
snelhalma-leave-goal|false|illegal-move|1|-|-|0|may not leave
snelhalma-4p-win|true|-|-|1-0-0-0|goal|1|-
snelhalma-4p-no-move|true|-|-|0-1-1-1|no-move|1|-
snelhalma-4p-turn|false|illegal-move|2|-|-|1|Red is to move
spronghalma-win|true|-|-|1-0|goal|1|-
spronghalma-no-move|true|-|-|1-0|no-move|1|-
spronghalma-asymmetric|false|illegal-move|1|-|-|0|c8 cannot be reached
spronghalma-over-start|true|-|-|-|-|2|-
trefhalma-win|true|-|-|1-0|goal|7|-
trefhalma-no-move|true|-|-|0-1|no-move|4|-
trefhalma-duty|false|illegal-move|1|-|-|0|camp duty
highscore-win|true|-|-|1|goal|1|-
highscore-after-end|false|move-after-end|2|1|goal|1|already ended
highscore-leave-goal|false|illegal-move|1|-|-|0|may not leave
EOF

# Every record has its line, and every line its record.
for f in "$records"/*.hgn; do
	n=${f##*/}
	n=${n%.hgn}
	case $n in
	star-*) continue ;;
	esac
	grep -q "^$n|" "$tmp/expected" || ko "$n.hgn has no expected verdict"
done

verdicts "$records" "$tmp/expected"

# Rule files the loader refuses or warns about (tests/golden/rules): each
# NAME.yaml loaded by halma-fen gives exactly NAME.err on standard error,
# then the exit status: every message names its fix (issue 24).
F=$BUILD/halma-fen
for y in "$top"/tests/golden/rules/*.yaml; do
	name=${y##*/}
	(cd "$top/tests/golden/rules" && "$F" --variant "$name" --perft 1 \
	    >/dev/null 2>"$tmp/err"; echo "exit $?" >>"$tmp/err")
	if cmp -s "$tmp/err" "${y%.yaml}.err"; then
		ok
	else
		ko "golden/rules/$name: messages differ"
		diff "${y%.yaml}.err" "$tmp/err"
	fi
done

# House rules written as rule files (tests/rules, spec/rules-format.md
# section 10): each loads without a word and moves.
for y in "$top"/tests/rules/*.yaml; do
	if "$F" --variant "$y" --perft 1 >/dev/null 2>"$tmp/err" &&
	    [ ! -s "$tmp/err" ]; then
		ok
	else
		ko "${y##*/}: does not load silently"
		cat "$tmp/err"
	fi
done

# jump-over in halma-validate: a jump over one's own stone is legal under
# any and own, illegal under opponent; steps are legal under all three.
for want in "any own-stone 0" "own own-stone 0" "opponent own-stone 1" \
    "any steps 0" "own steps 0" "opponent steps 0"; do
	set -- $want
	"$V" -q --variant "$top/tests/rules/jump-over-$1.yaml" \
	    "$top/tests/rules/jump-over-$2.hgn" >/dev/null 2>&1
	got=$?
	if [ "$got" -eq "$3" ]; then
		ok
	else
		ko "jump-over $1, $2.hgn: exit $got, not $3"
	fi
done

# The keys of what other servers play (spec/rules-format.md): each
# tests/rules/KEY.hgn gets one verdict under the built-in rule set the
# key's file changes, and another under tests/rules/KEY.yaml: rule set |
# record | valid | first error code | its ply | outcome | reason | plies.
# marked-shared: a marked stone a player beside shared stones, whose
# owner has no mark (under the sanitizers an index past the marks stops
# it).  knight-two-files: knight's leaps on a board of two files, where
# two leaps share an offset (its stride is 3): each is a step.
cat >"$tmp/keys" <<'EOF'
halma-10x10|draw-after|true|-|-|-|-|7
draw-after.yaml|draw-after|false|move-after-end|7|1/2-1/2|draw-after|6
halma-16x16-teams|finished-moves|true|-|-|1-0-1-0|goal|1
finished-moves.yaml|finished-moves|false|illegal-move|1|-|-|0
halma-10x10|turn-order|false|illegal-move|1|-|-|0
turn-order.yaml|turn-order|true|-|-|-|-|4
halma-10x10|camp-rule-at-once|true|-|-|1/2-1/2|camp-rule|2
camp-rule-at-once.yaml|camp-rule-at-once|false|move-after-end|2|0-1|camp-rule|1
halma-16x16|goal-lock-hops-short|true|-|-|-|-|1
goal-lock-hops.yaml|goal-lock-hops-short|false|illegal-move|1|-|-|0
halma-16x16|goal-lock-hops-long|true|-|-|-|-|1
goal-lock-hops.yaml|goal-lock-hops-long|false|illegal-move|1|-|-|0
halma-10x10|chain-to-start|false|illegal-move|1|-|-|0
chain-to-start.yaml|chain-to-start|true|-|-|-|-|3
marked-shared.yaml|marked-shared|true|-|-|-|-|6
knight-two-files.yaml|knight-two-files|true|-|-|-|-|4
EOF
while IFS='|' read -r variant name valid code ply outcome reason plies; do
	case $variant in
	*.yaml) variant=$top/tests/rules/$variant ;;
	esac
	"$V" --format json --variant "$variant" "$top/tests/rules/$name.hgn" \
	    >"$tmp/out" 2>&1
	if python3 - "$tmp/out" "$valid" "$code" "$ply" "$outcome" "$reason" \
	    "$plies" <<'PY'
import json, sys

path, *want = sys.argv[1:]
o = json.loads(open(path).read())
e = o["errors"][0] if o["errors"] else None
got = [str(o["valid"]).lower(), e["code"] if e else "-",
       str(e["ply"]) if e and e["ply"] is not None else "-",
       o["outcome"] or "-", o["reason"] or "-", str(o["plies"])]
if got != want:
    print("\tgot ", got)
    print("\twant", want)
    sys.exit(1)
PY
	then
		ok
	else
		ko "$name.hgn under ${variant##*/}: verdict"
	fi
done <"$tmp/keys"

# chain-to-start: the chains back to the start are moves of their own
# (nine more at the start of halma-10x10, h2-h2 among them), and the
# records that play them convert between the long and the short form
# both ways.
c=$top/tests/rules/chain-to-start.yaml
got="$("$F" --variant "$c" --perft 1 </dev/null) $("$F" --variant "$c" \
    --perft 2 </dev/null)"
[ "$got" = "41 1681" ] && ok || ko "chain-to-start perft: $got, not 41 1681"
R=$BUILD/halma-replay
"$R" --emit --short --variant "$c" "$top/tests/rules/chain-to-start.hgn" \
    >"$tmp/short.hgn" 2>&1
"$R" --emit --long --variant "$c" "$tmp/short.hgn" >"$tmp/long.hgn" 2>&1
if grep -q '^the short form says the same.} 1. h2-h2 b7-c6 2. i1-i1 \*$' \
    "$tmp/short.hgn" &&
    grep -q '} 1. h2-f2-h2 b7-c6 2. i1-g3-i1 \*$' "$tmp/long.hgn"; then
	ok
else
	ko "chain-to-start: the long and the short form"
	cat "$tmp/short.hgn" "$tmp/long.hgn"
fi

# The goal lock at every hop takes d14-d16 (out over e14, back over e15)
# from the legal moves, and nothing else: perft 2 of that position loses
# its 10 leaves; the start position, where no chain reaches a goal, keeps
# halma-16x16's perft.
p=$(sed -n 's/^\[FEN "\(.*\)"\]$/\1/p' "$top/tests/rules/goal-lock-hops-short.hgn")
for want in "halma-16x16 2 2806" "goal-lock-hops.yaml 2 2796" \
    "halma-16x16 3 -" "goal-lock-hops.yaml 3 -"; do
	set -- $want
	case $1 in
	*.yaml) v=$top/tests/rules/$1 ;;
	*) v=$1 ;;
	esac
	if [ "$3" = - ]; then
		got=$("$F" --variant "$v" --perft 3 </dev/null)
		w=$("$F" --variant halma-16x16 --perft 3 </dev/null)
	else
		got=$(echo "$p" | "$F" --variant "$v" --perft "$2")
		w=$3
	fi
	if [ "$got" = "$w" ]; then
		ok
	else
		ko "perft $2 under $1: $got, not $w"
	fi
done

finish
