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
BUILD=${BUILD:-build}
top=$(cd "$(dirname "$0")/.." && pwd)
case $BUILD in
/*)	;;
*)	BUILD=$top/$BUILD ;;
esac
rec=$top/tests/records/foreign
pass=0
fail=0

for t in halma-validate halma-fen halma-replay halma-stats halma-select; do
	if [ ! -x "$BUILD/$t" ]; then
		echo "foreign.sh: $BUILD/$t not built" >&2
		exit 1
	fi
done
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
V=$BUILD/halma-validate
F=$BUILD/halma-fen

ok() {
	pass=$((pass + 1))
}

bad() {
	fail=$((fail + 1))
	echo "FAIL: $*"
}

# same WHAT FILE TEXT: FILE holds exactly TEXT (and a newline).
same() {
	if [ "$(cat "$2")" = "$3" ]; then ok; else
		bad "$1: got '$(cat "$2")', want '$3'"
	fi
}

# status WHAT N CMD...: CMD exits with N (output in $tmp/out, $tmp/err).
status() {
	what=$1 want=$2
	shift 2
	"$@" >"$tmp/out" 2>"$tmp/err"
	got=$?
	if [ "$got" -eq "$want" ]; then ok; else
		bad "$what: exit $got, want $want: $(head -3 "$tmp/err")"
	fi
}

# --- The ugolki rule sets (spec/rules.md section 15) ----------------

"$V" --list-variants >"$tmp/list" 2>&1 || bad "--list-variants failed"
for r in ugolki-3x3 ugolki-3x4 ugolki-4x4; do
	if grep -q "^$r " "$tmp/list"; then ok; else bad "$r not listed"; fi
done
status "perft 3 ugolki-4x4" 0 "$F" --perft 3 --variant ugolki-4x4
same "perft 3 ugolki-4x4" "$tmp/out" 6618

# A game each way: White wins at once, Black gets no answer.
status "ugolki win" 0 "$V" "$rec/ugolki-3x3-win.hgn"
status "ugolki win, json" 0 "$V" --format json "$rec/ugolki-3x3-win.hgn"
if grep -q '"outcome":"1-0"' "$tmp/out" && grep -q '"reason":"goal"' \
    "$tmp/out"; then ok; else bad "ugolki win: $(cat "$tmp/out")"; fi
status "ugolki opening" 0 "$V" "$rec/ugolki-3x3-play.hgn"
# The corners rule set with camps of the same shape is another game:
# White's camp is at h1, not where the record's stones start.
sed 's/ugolki-3x3/corners-mini/' "$rec/ugolki-3x3-play.hgn" >"$tmp/c.hgn"
status "corners-mini is not ugolki-3x3" 1 "$V" "$tmp/c.hgn"
if grep -q 'no stone on c3.*illegal-move' "$tmp/err"; then ok; else
	bad "corners-mini: $(cat "$tmp/err")"; fi

# --- PUN (spec/conversion.md, "PUN") --------------------------------

# The hand-made PUN games replay as the same games written as text.
status "pun validates" 0 "$V" --from pun "$rec/games.pun"
same "pun: three games" "$tmp/err" "halma-validate: 3 games, 3 valid, 0 invalid"
status "pun to hgn" 0 "$F" --from pun --to hgn "$rec/games.pun"
cp "$tmp/out" "$tmp/games.hgn"
sed -n '/^1\./p' "$tmp/games.hgn" | head -1 >"$tmp/first"
same "pun to hgn: the moves" "$tmp/first" \
    "1. c3-d3 f6-e6 2. a3-e3 g6-g5 3. e3-e4 f7-f6 4. e4-e5 e6-e4 5. a2-a3 g7-g6 6."
status "hgn of pun validates" 0 "$V" "$tmp/games.hgn"
# The text record of the same game, with its chains' paths, is PUN's.
status "hgn to pun" 0 "$F" --to pun "$rec/ugolki-3x3-play.hgn"
head -1 "$rec/games.pun" >"$tmp/want"
same "hgn to pun" "$tmp/out" "$(cat "$tmp/want")"
# hgn -> pun -> hgn: the rule set and the moves (short form) come back.
status "pun round trip" 0 "$F" --to pun "$tmp/games.hgn"
cmp -s "$tmp/out" "$rec/games.pun" && ok || bad "hgn -> pun: $(cat "$tmp/out")"
"$F" -s "$rec/ugolki-3x3-play.hgn" | sed '/^\[Event/d' >"$tmp/short.hgn"
"$F" --to pun "$rec/ugolki-3x3-play.hgn" | "$F" --from pun --to hgn \
    >"$tmp/back.hgn"
cmp -s "$tmp/short.hgn" "$tmp/back.hgn" && ok ||
	bad "hgn -> pun -> hgn: $(diff "$tmp/short.hgn" "$tmp/back.hgn")"
# Statistics and selection read PUN like text.
status "pun stats" 0 "$BUILD/halma-stats" --from pun "$rec/games.pun"
status "pun select" 0 "$BUILD/halma-select" --count --from pun \
    --rule-set ugolki-3x3 "$rec/games.pun"
same "pun select" "$tmp/out" 1
# A move that does not replay: its own line and column.
printf '\n3x3>c3-d3,f6-e6,a3-c3,g6-g4\n' >"$tmp/bad.pun"
status "pun illegal" 1 "$V" --from pun "$tmp/bad.pun"
grep -q "bad.pun:2:23: error: g6-g4: .*\[illegal-move\] (game 1, ply 4)" \
    "$tmp/err" && ok || bad "pun illegal: $(cat "$tmp/err")"
printf '3x3>c3-d3;x\n' >"$tmp/bad.pun"
status "pun syntax" 1 "$V" --from pun "$tmp/bad.pun"
grep -q "bad.pun:1:5: error: .*not a PUN move.*\[syntax\]" "$tmp/err" && ok ||
	bad "pun syntax: $(cat "$tmp/err")"
# Games PUN cannot hold are refused with the reason.
status "pun refuses corners" 1 "$F" --to pun "$top/examples/legal-corners-8x8-9.hgn"
grep -q "unknown-variant" "$tmp/err" && ok || bad "refuse: $(cat "$tmp/err")"
status "pun refuses FEN" 1 "$F" --to pun "$rec/ugolki-3x3-win.hgn"
grep -q "bad-position" "$tmp/err" && ok || bad "refuse: $(cat "$tmp/err")"
status "--from bogus" 2 "$V" --from bogus "$rec/games.pun"
grep -q "pun" "$tmp/err" && ok || bad "--from bogus: $(cat "$tmp/err")"

# --- Position formats (spec/conversion.md, "Position formats") -------

p3=1110000011100000111000000000000000000000000002220000022200000222
status "pun position" 0 "$F" --position-format pun --variant ugolki-3x3 \
    --perft 2 "$p3"
same "pun position perft" "$tmp/out" 144
status "pun positions of a game" 0 "$F" --position-format pun --ply 0 \
    "$rec/ugolki-3x3-play.hgn"
same "pun position out" "$tmp/out" "$p3"
for g in numbers letters; do
	status "$g: all positions" 0 "$F" --position-format $g --all \
	    "$rec/ugolki-3x3-play.hgn"
	cp "$tmp/out" "$tmp/$g"
	status "$g: read back" 0 "$F" --position-format $g \
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
status "16x16 numbers" 0 "$F" --position-format numbers "$tmp/h.hgn"
[ "$(grep -c . "$tmp/out")" -eq 16 ] && ok || bad "16x16: not 16 lines"
head -1 "$tmp/out" >"$tmp/top"
same "16x16: rank 16 first, Black's 2" "$tmp/top" \
    "2 2 2 2 2 . . . . . . . . . . ."
status "letters: bad header" 1 "$F" --position-format letters \
    --variant ugolki-3x3 -r "Red to move"
grep -q "<argument 1>:1:1: error: letters: the header" "$tmp/err" && ok ||
	bad "bad header: $(cat "$tmp/err")"


echo "foreign.sh: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
