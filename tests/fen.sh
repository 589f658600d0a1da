#!/bin/sh
#
# fen.sh -- halma-fen(1).  Golden files under tests/golden/fen: each case
# runs one command line in that directory, beside its inputs, and compares
# its standard output with NAME.out, its standard error with NAME.err
# (empty when there is none) and its exit status with the table's.  Then:
# perft of the start positions against the independent counts, output
# files, the examples of halma-fen(1) and halma-notation(5) run as the
# pages show them, and the round trips on every record of the shared
# examples (../shared/examples, when present).

set -u
BUILD=${BUILD:-build}
top=$(cd "$(dirname "$0")/.." && pwd)
gold=$top/tests/golden/fen
bin=$(cd "$BUILD" 2>/dev/null && pwd)
ex=$top/../shared/examples
pass=0
fail=0

if [ -z "$bin" ] || [ ! -x "$bin/halma-fen" ]; then
	echo "fen.sh: $BUILD/halma-fen not built" >&2
	exit 1
fi
PATH=$bin:$PATH
export PATH

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

ok() {
	pass=$((pass + 1))
}

bad() {
	echo "FAIL: $*"
	fail=$((fail + 1))
}

W10=w:f1,g1,h1,i1,j1,g2,h2,i2,j2,h3,i3,j3,i4,j4,j5
B10=b:a6,a7,b7,a8,b8,c8,a9,b9,c9,d9,a10,b10,c10,d10,e10
W8=w:e1,f1,g1,h1,f2,g2,h2,g3,h3,h4
B8=b:a5,a6,b6,a7,b7,c7,a8,b8,c8,d8
export W10 B10 W8 B8

# name|status|command (run by sh in the golden directory)
while IFS='|' read -r name want cmd; do
	case $name in ''|'#'*) continue ;; esac
	(cd "$gold" && sh -c "$cmd" </dev/null) >"$tmp/out" 2>"$tmp/err"
	rc=$?
	if [ "$rc" != "$want" ]; then
		bad "$name: exit status $rc, not $want"
		sed 's/^/	/' "$tmp/err"
	elif ! cmp -s "$tmp/out" "$gold/$name.out"; then
		bad "$name: standard output differs"
		diff "$gold/$name.out" "$tmp/out" | head -20
	elif [ -f "$gold/$name.err" ] && ! cmp -s "$tmp/err" "$gold/$name.err"
	then
		bad "$name: standard error differs"
		diff "$gold/$name.err" "$tmp/err" | head -20
	elif [ ! -f "$gold/$name.err" ] && [ -s "$tmp/err" ]; then
		bad "$name: unexpected standard error"
		head -5 "$tmp/err"
	else
		ok
	fi
done <<'EOF'
# Positions of games.
positions|0|halma-fen game.hgn corners.hgn
positions-all|0|halma-fen --all corners.hgn
positions-ply0|0|halma-fen --ply 0 game.hgn corners.hgn
positions-ply|0|halma-fen --ply 5 game.hgn
positions-beyond|1|halma-fen --ply 13 game.hgn corners.hgn
positions-broken|1|halma-fen broken.hgn
positions-yaml|1|halma-fen games.yaml
positions-stdin|1|halma-fen --from json < games.jsonl
# Converting records.
canonical|0|halma-fen --to hgn game.hgn corners.hgn
long|0|halma-fen --long game.hgn corners.hgn
short|0|halma-fen --short game.hgn corners.hgn
to-yaml|0|halma-fen --to yaml game.hgn corners.hgn
to-json|0|halma-fen --to json game.hgn corners.hgn
broken-short|1|halma-fen --short broken.hgn
broken-json|1|halma-fen --to json broken.hgn
from-json|1|halma-fen --to hgn games.jsonl
from-yaml|1|halma-fen --long --to hgn games.yaml
from-stdin|1|halma-fen --from json --to yaml < games.jsonl
same-format|1|halma-fen --short games.yaml
players|1|halma-fen --to hgn players.hgn
players-json|1|halma-fen --to json players.hgn
players-yaml|1|halma-fen --to yaml players.hgn
variant-tag|0|halma-fen --variant corners-8x8 --to hgn bare-corners.hgn
variant-tag-json|0|halma-fen --variant corners-8x8 --to json bare-corners.hgn
# Repair (spec/conversion.md, "Repair"): results the rules imposed on
# games that end by camp return, camp rule and goal, Result tags, move
# numbers, a result the rules contradict left as it is.
fix|0|halma-fen --fix repair.hgn
fix-json|0|halma-fen --fix --to json repair.hgn
fix-left|1|halma-fen --fix repair-left.hgn
usage-fix|2|halma-fen --fix --render "corners-8x8 $W8 $B8 w 1"
# Position strings: boards, moves, perft.
render|0|halma-fen --render "corners-8x8 $W8 $B8 w 1" "halma-10x10 $W10 $B10 b 30"
render-stdin|1|halma-fen --render < positions.txt
moves|0|halma-fen --moves "corners-8x8 $W8 $B8 w 1"
moves-long|0|halma-fen --ply 6 game.hgn | halma-fen --moves --long
moves-stdin|1|halma-fen --moves < positions.txt
perft|0|halma-fen --perft 3 "corners-8x8 $W8 $B8 b 12" "halma-10x10 $W10 $B10 w 1"
perft-zero|0|halma-fen --perft 0 --variant corners-8x8
perft-stdin|0|printf '%s\n' "corners-8x8 $W8 $B8 w 1" "" "halma-10x10 $W10 $B10 w 1" | halma-fen --perft 1
perft-stdin-empty|0|halma-fen --perft 1 --variant corners-8x8 < /dev/null
moves-order|0|halma-fen -M "corners-8x8 w:a1,c1,b2,a3,a4,b4,c4,d4,a5,b5 b:h8,g8,f8,e8,h7,g7,f7,h6,g6,h5 w 1"
# Every rejection of a position string, in the parser's words.
reject-many|1|halma-fen --render "halma-10x10 $W10,a1 $B10 w 1"
reject-few|1|halma-fen --render "corners-8x8 $W8 b:a5,a6 w 1"
reject-twice|1|halma-fen --render "corners-8x8 $W8 b:a5,a6,b6,a7,b7,c7,a8,b8,c8,c8 w 1"
reject-shared|1|halma-fen --render "corners-8x8 $W8 b:a5,a6,b6,a7,b7,c7,a8,b8,c8,h4 w 1"
reject-off-board|1|halma-fen --render "corners-8x8 $W8 b:a5,a6,b6,a7,b7,c7,a8,b8,c8,i9 w 1"
reject-letter|1|halma-fen --render "corners-8x8 $W8 $B8 x:a1 w 1"
reject-variant|1|halma-fen --render "halma-12x12 $W10 $B10 w 1"
reject-unreachable|1|halma-fen --render "halma-10x10 w:a6,a7,b7,a8,b8,c8,a9,b9,c9,d9,a10,b10,c10,d10,e10 b:f1,g1,h1,i1,j1,g2,h2,i2,j2,h3,i3,j3,i4,j4,j5 b 60"
reject-list-twice|1|halma-fen --moves "corners-8x8 $W8 $B8 $W8 w 1"
reject-list-missing|1|halma-fen --moves "corners-8x8 $W8 w 1"
reject-side|1|halma-fen --moves "corners-8x8 $W8 $B8 x 1"
reject-number|1|halma-fen --perft 1 "corners-8x8 $W8 $B8 w 0"
reject-trailing|1|halma-fen --perft 1 "corners-8x8 $W8 $B8 w 1 x"
reject-comma|1|halma-fen --render "corners-8x8 $W8, $B8 w 1"
reject-empty|1|halma-fen --render ""
# Usage.
usage-modes|2|halma-fen --render --moves
usage-long-short|2|halma-fen --long --short game.hgn
usage-all-ply|2|halma-fen --all --ply 2 game.hgn
usage-all-to|2|halma-fen --all --to json game.hgn
usage-format|2|halma-fen --to xml game.hgn
usage-ply|2|halma-fen --ply two game.hgn
usage-perft|2|halma-fen --perft 65
usage-output|2|halma-fen --output x.hgn game.hgn
usage-to|2|halma-fen --render --to json
usage-option|2|halma-fen --frobnicate
usage-old-from|2|halma-fen -f xml game.hgn
usage-no-argument|2|halma-fen --perft
unreadable|2|halma-fen --to hgn no-such-file.hgn game.hgn 2>/dev/null
EOF

# Perft of the start positions to depth 4 against the counts of the
# independent generator of tests/check_moves.c.
for c in "halma-10x10 2067884" "corners-8x8 65536"; do
	set -- $c
	got=$(halma-fen --perft 4 --variant "$1")
	if [ "$got" = "$2" ]; then ok; else bad "perft 4 of $1: $got, not $2"; fi
done

# Output files: written whole, never over an input.
if halma-fen --to yaml -o "$tmp/o.yaml" "$gold/game.hgn" "$gold/corners.hgn" \
    >"$tmp/stdout" && [ ! -s "$tmp/stdout" ] &&
    cmp -s "$tmp/o.yaml" "$gold/to-yaml.out"; then
	ok
else
	bad "--output: the file is not the YAML of to-yaml.out"
fi
cp "$gold/game.hgn" "$tmp/in.hgn"
if halma-fen --to hgn -o "$tmp/in.hgn" "$tmp/in.hgn" 2>"$tmp/err"; then
	bad "--output over an input succeeded"
elif ! cmp -s "$tmp/in.hgn" "$gold/game.hgn" || ! grep -q refusing "$tmp/err"
then
	bad "--output over an input: the input changed or no message"
else
	ok
fi

# The examples of the man pages, as the pages print them: in halma-fen(1)
# a line "$ command" and the lines after it are the command and what it
# prints (standard output and error); in halma-notation(5) the three
# displays are one game as text, YAML and JSON.
examples() {
	sed -n '/^\.Sh EXAMPLES/,/^\.Sh /p' "$1" |
	    awk '/^\.Bd -literal/ { n++; inbd = 1; next }
		/^\.Ed/ { inbd = 0; next }
		inbd { gsub(/\\e/, "\\"); print > (dir "/block" n) }' \
		dir="$tmp"
}
rm -f "$tmp"/block*
examples "$top/man/halma-fen.1"
for b in "$tmp"/block*; do
	awk -v dir="$tmp" '
	    /^\$ / { n++; sub(/^\$ /, ""); print > (dir "/cmd" n);
		printf "" > (dir "/want" n); next }
	    { print >> (dir "/want" n) }' "$b"
	for c in "$tmp"/cmd*; do
		[ -f "$c" ] || continue
		w=$tmp/want${c##*/cmd}
		(cd "$gold" && sh "$c") >"$tmp/got" 2>&1
		if cmp -s "$tmp/got" "$w"; then
			ok
		else
			bad "halma-fen(1) example: $(cat "$c")"
			diff "$w" "$tmp/got" | head -10
		fi
	done
	rm -f "$tmp"/cmd* "$tmp"/want*
done
rm -f "$tmp"/block*
examples "$top/man/halma-notation.5"
if [ -f "$tmp/block1" ] && [ -f "$tmp/block2" ] && [ -f "$tmp/block3" ]; then
	for pair in "hgn 1 hgn 1" "hgn 1 yaml 2" "hgn 1 json 3" "yaml 2 hgn 1" \
	    "json 3 hgn 1" "yaml 2 json 3" "json 3 yaml 2"; do
		set -- $pair
		if halma-fen --from "$1" --to "$3" <"$tmp/block$2" >"$tmp/got" &&
		    cmp -s "$tmp/got" "$tmp/block$4"; then
			ok
		else
			bad "halma-notation(5) example: $1 to $3"
			diff "$tmp/block$4" "$tmp/got" | head -10
		fi
	done
else
	bad "halma-notation(5): three example displays expected"
fi

# A game of every player count (one: Highscore's "1"; two, three, four,
# six; teams) goes to YAML and JSON and back to the same text, and no game
# stops the conversion of those after it.
halma-fen --to hgn "$gold/players.hgn" >"$tmp/c" 2>/dev/null
for fmt in yaml json; do
	halma-fen --to $fmt "$gold/players.hgn" 2>/dev/null |
	    halma-fen --from $fmt --to hgn >"$tmp/rt" 2>/dev/null
	if [ "$(grep -c '^\[Event' "$tmp/rt")" = 7 ] && cmp -s "$tmp/c" "$tmp/rt"
	then
		ok
	else
		bad "players.hgn: text to $fmt to text is not the canonical text"
	fi
done

# A game read under --variant is written with its Variant tag, so that
# the output validates alone (a built-in rule set) or with the same
# --variant FILE (a rule set from a file).
halma-fen --variant corners-8x8 --to hgn "$gold/bare-corners.hgn" \
    >"$tmp/v.hgn" 2>/dev/null
if halma-validate "$tmp/v.hgn" >/dev/null 2>&1; then ok; else
	bad "--variant corners-8x8: the output does not validate alone"; fi
sed 's/^name: .*/name: my-corners/' "$top/spec/rules/corners-8x8.yaml" \
    >"$tmp/my.yaml"
for fmt in hgn json yaml; do
	halma-fen --variant "$tmp/my.yaml" --to $fmt \
	    "$gold/bare-corners.hgn" >"$tmp/v.$fmt" 2>/dev/null
	# halma-validate reads the text format: JSON and YAML come back
	# through halma-fen, told of the file (and not of its rule set).
	halma-fen --variant "$tmp/my.yaml" --from $fmt --to hgn "$tmp/v.$fmt" \
	    >"$tmp/vv.hgn" 2>/dev/null
	if grep -q 'my-corners' "$tmp/v.$fmt" &&
	    halma-validate --variant "$tmp/my.yaml" "$tmp/vv.hgn" \
	    >/dev/null 2>&1 &&
	    ! halma-validate "$tmp/vv.hgn" >/dev/null 2>&1; then
		ok
	else
		bad "--variant FILE --to $fmt: no Variant tag naming the file's set"
	fi
done
# halma-replay --emit: the same, and a one-player game stops nothing.
{ cat "$gold/bare-corners.hgn"; echo; cat "$top/tests/records/highscore-win.hgn"
  echo; cat "$gold/bare-corners.hgn"; } >"$tmp/mix.hgn"
if halma-replay --variant corners-8x8 --emit "$tmp/mix.hgn" >"$tmp/e.hgn" \
    2>"$tmp/err" && [ "$(grep -c '^\[Event' "$tmp/e.hgn")" = 5 ] &&
    [ "$(grep -c '^\[Variant "corners-8x8"\]' "$tmp/e.hgn")" = 2 ] &&
    halma-validate "$tmp/e.hgn" >/dev/null 2>&1; then
	ok
else
	bad "halma-replay --emit: games lost or the output does not validate"
	sed 's/^/	/' "$tmp/err"
fi

# -o streams: the file is what standard output gets, and nothing else is
# left beside it.
mkdir "$tmp/o"
halma-fen --to json "$gold/players.hgn" "$gold/game.hgn" >"$tmp/stdout.json" \
    2>/dev/null
halma-fen --to json -o "$tmp/o/p.json" "$gold/players.hgn" "$gold/game.hgn" \
    2>/dev/null
if cmp -s "$tmp/stdout.json" "$tmp/o/p.json" &&
    [ "$(ls -A "$tmp/o")" = p.json ]; then
	ok
else
	bad "-o: the file differs from standard output or a temporary is left"
fi
halma-fen --to json -o "$tmp/o/q.json" "$gold/game.hgn" no-such-file.hgn \
    2>/dev/null
if [ $? = 2 ] && [ -s "$tmp/o/q.json" ] &&
    [ "$(ls -A "$tmp/o" | wc -l)" = 2 ]; then
	ok
else
	bad "-o with an unreadable input: not the readable games, or a temporary left"
fi

# Round trips on every shared example: text to YAML to text and text to
# JSON to text give the canonical text; short to long to short gives the
# short form, which for a record written in the short form is the
# canonical text.  All the examples go through each step in one run (a
# run per record costs more than the check under the sanitizers).
# differs WHAT FILE1 FILE2: a check failed, FILE1 and FILE2 differ: said
# with the start of the difference.
differs() {
	bad "$1"
	diff "$2" "$3" | head -6
}
if [ -d "$ex" ]; then
	set -- "$ex"/*.hgn
	halma-fen --to hgn "$@" >"$tmp/c" 2>/dev/null
	[ -s "$tmp/c" ] && ok || bad "the examples: no canonical text"
	for fmt in yaml json; do
		halma-fen --to $fmt "$@" 2>/dev/null |
		    halma-fen --from $fmt --to hgn >"$tmp/rt" 2>/dev/null
		if cmp -s "$tmp/c" "$tmp/rt"; then ok; else
			differs "the examples: text to $fmt to text is not canonical" \
			    "$tmp/c" "$tmp/rt"
		fi
	done
	halma-fen --short "$@" >"$tmp/s" 2>/dev/null
	halma-fen --long "$@" 2>/dev/null | halma-fen --short \
	    >"$tmp/sls" 2>/dev/null
	if cmp -s "$tmp/s" "$tmp/sls"; then ok; else
		differs "the examples: short to long to short is not the short form" \
		    "$tmp/s" "$tmp/sls"
	fi
	# The records written in the short form (all but longform-*, and
	# longform-b*, which are).
	set --
	for f in "$ex"/*.hgn; do
		case ${f##*/} in
		longform-[!b]*) ;;
		*) set -- "$@" "$f" ;;
		esac
	done
	halma-fen --short "$@" >"$tmp/s" 2>/dev/null
	halma-fen --to hgn "$@" >"$tmp/sc" 2>/dev/null
	if cmp -s "$tmp/s" "$tmp/sc"; then ok; else
		differs "the examples: the short form is not canonical" \
		    "$tmp/sc" "$tmp/s"
	fi
	# Converting a second time changes nothing.
	halma-fen --to hgn "$tmp/c" >"$tmp/cc" 2>/dev/null
	if cmp -s "$tmp/c" "$tmp/cc"; then ok; else
		differs "the examples: the canonical text is not its own" \
		    "$tmp/c" "$tmp/cc"
	fi
else
	echo "fen.sh: no shared example records beside this tree; their round trips skipped"
fi

# A repaired record validates clean, and its repair changes nothing.
halma-fen --fix "$gold/repair.hgn" >"$tmp/r.hgn" 2>/dev/null
if halma-validate "$tmp/r.hgn" >"$tmp/v" 2>&1 &&
    [ "$(cat "$tmp/v")" = "halma-validate: 5 games, 5 valid, 0 invalid" ]
then ok; else bad "the repaired record does not validate clean"; cat "$tmp/v"; fi
halma-fen --fix "$tmp/r.hgn" >"$tmp/rr.hgn" 2>"$tmp/rr.err"
if [ $? -eq 0 ] && cmp -s "$tmp/r.hgn" "$tmp/rr.hgn" && [ ! -s "$tmp/rr.err" ]
then ok; else bad "repair of a repaired record changes something"; fi
# Without --fix the same games are written with their errors.
if halma-fen --to hgn "$gold/repair.hgn" 2>/dev/null |
    cmp -s - "$tmp/r.hgn"; then bad "--fix changed nothing"; else ok; fi

echo "fen.sh: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
