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

#@@ more

echo "foreign.sh: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
