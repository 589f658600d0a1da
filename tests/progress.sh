#!/bin/sh
# progress.sh -- the progress line of long work (issue 38 point 3,
# spec/progress.md), under a pseudo-terminal (tests/lib/pty_run.py):
# halma-validate, halma-stats, halma-select and halma-fen show it on a
# terminal, with the bytes read of the total (the files' sizes summed;
# gzip: the compressed size), or the bytes alone from a pipe; halma-fen
# --perft 6 counts root moves, the same perft as counted whole; the line
# is erased before a diagnostic, before output on the same terminal, at
# the end and at ^C; it never reaches a pipe or a file, but with
# --progress, and never shows with --no-progress; a short run shows none
# at the default delay.  HALMA_PROGRESS_DELAY=0 shows it from the first
# game, so that a small input will do.
. "$(dirname "$0")/lib/common.sh"
need halma-validate halma-stats halma-select halma-fen
PTY="python3 $top/tests/lib/pty_run.py"
V=$BUILD/halma-validate
TERM=xterm
HALMA_PROGRESS_DELAY=0
export TERM HALMA_PROGRESS_DELAY
unset NO_COLOR

# The records: 300 legal games, an illegal one among them.
legal=$top/examples/legal-halma-10x10-1.hgn
illegal=$top/examples/illegal-unreachable-halma-10x10-1.hgn
i=0
while [ $i -lt 300 ]; do
	cat "$legal"
	echo
	[ $i -eq 5 ] && { cat "$illegal"; echo; }
	i=$((i + 1))
done >"$tmp/big.hgn"
python3 -c 'import gzip, shutil, sys
with open(sys.argv[1], "rb") as i, gzip.open(sys.argv[2], "wb") as o:
    shutil.copyfileobj(i, o)' "$tmp/big.hgn" "$tmp/big.hgn.gz"

# size N: N bytes as the line says them (1024s, as common_progress.c).
size() {
	python3 -c 'import sys
n = int(sys.argv[1]); u = -1; v = float(n)
if n < 1024:
    print("%d B" % n); sys.exit()
while v >= 1024 and u < 3:
    v /= 1024; u += 1
print(("%.1f %s" if v < 100 else "%.0f %s") % (v, ["KiB", "MiB", "GiB", "TiB"][u]))' "$1"
}
bytes() {
	wc -c <"$1" | tr -d ' '
}

# shown WHAT OUT TEXT: the terminal got the line (with TEXT, a grep -E
# pattern); gone WHAT OUT: the screen at the end holds none of it.
shown() {
	if grep -aEq -- "$3" "$2"; then ok; else
		ko "$1: no progress line '$3' in: $(cat -v "$2" | head -c 400)"
	fi
}
gone() {
	if grep -Eq 'games/s|leaves/s' "$2.screen"; then
		ko "$1: the line is left on the screen: $(grep -E 'games/s|leaves/s' "$2.screen" | head -3)"
	else ok; fi
}
# none WHAT FILE: no line, no escape sequence in FILE.
none() {
	if grep -aEq 'games/s|leaves/s|root moves' "$2" ||
	    grep -aq "$(printf '\033')" "$2"; then
		ko "$1: a progress line: $(cat -v "$2" | head -c 300)"
	else ok; fi
}
LINE='halma-[a-z]+: [0-9.]+ (B|KiB|MiB) of '

# On a terminal: the line with the file's size as the total, erased
# before the diagnostic of the illegal game and at the end.
$PTY "$tmp/v" -- "$V" "$tmp/big.hgn"
shown "validate" "$tmp/v" "halma-validate: [0-9.]+ (B|KiB|MiB) of $(size "$(bytes "$tmp/big.hgn")") \([0-9]+%\), ([0-9.]+k?|\?) games/s, ([0-9]+:[0-9]{2}|\?) left"
gone "validate" "$tmp/v"
if grep -aq "$(printf '\033\\[K')halma-validate: $tmp/big.hgn:[0-9]*:[0-9]*: error" "$tmp/v"
then ok; else
	ko "validate: the diagnostic does not follow an erase: $(cat -v "$tmp/v" | head -c 600)"
fi
has_line "validate: the diagnostic, whole" "$tmp/v.screen" \
    "^halma-validate: $tmp/big.hgn:[0-9]*:[0-9]*: error: .*\[illegal-move\]"
has_line "validate: the summary, whole" "$tmp/v.screen" \
    "^halma-validate: 301 games, 300 valid, 1 invalid$"
# The line has no colour (SGR), NO_COLOR or not.
NO_COLOR=1 $PTY "$tmp/nc" -- "$V" "$tmp/big.hgn"
shown "NO_COLOR" "$tmp/nc" "$LINE"
for f in "$tmp/v" "$tmp/nc"; do
	if grep -aq "$(printf '\033')\[[0-9;]*m" "$f"; then
		ko "colour in the progress line: $(cat -v "$f" | head -c 300)"
	else ok; fi
done

# Never in a pipe or a file; --progress there shows it; --no-progress
# hides it on a terminal; a short run at the default delay shows none.
"$V" "$tmp/big.hgn" 2>"$tmp/file" >/dev/null
none "standard error a file" "$tmp/file"
"$V" "$tmp/big.hgn" 2>&1 | cat >"$tmp/pipe"
none "standard error a pipe" "$tmp/pipe"
"$V" --progress "$tmp/big.hgn" 2>&1 | cat >"$tmp/forced"
shown "--progress in a pipe" "$tmp/forced" "$LINE"
$PTY --screen "$tmp/forced" >"$tmp/forced.screen"
gone "--progress in a pipe" "$tmp/forced"
$PTY "$tmp/no" -- "$V" --no-progress "$tmp/big.hgn"
none "--no-progress on a terminal" "$tmp/no"
has_line "--no-progress: the summary" "$tmp/no" "301 games"
$PTY "$tmp/late" -- "$V" --no-progress --progress "$tmp/big.hgn"
shown "the last of --no-progress --progress" "$tmp/late" "$LINE"
(unset HALMA_PROGRESS_DELAY; $PTY "$tmp/short" -- "$V" "$legal")
none "a short run" "$tmp/short"

# The total: unknown from a pipe (bytes and games a second alone);
# standard input from a file has its size; gzip its compressed size;
# several files their sum.
cat "$tmp/big.hgn" | $PTY --keep-stdin "$tmp/p" -- \
    "$BUILD/halma-stats" -f json -o "$tmp/stats.json" -
shown "stats from a pipe" "$tmp/p" \
    "halma-stats: [0-9.]+ (B|KiB|MiB) read, ([0-9.]+k?|\?) games/s"
if grep -aq " of " "$tmp/p"; then ko "a pipe has no total: $(cat -v "$tmp/p")"
else ok; fi
gone "stats from a pipe" "$tmp/p"
$PTY --keep-stdin "$tmp/r" -- "$BUILD/halma-stats" -f json \
    -o "$tmp/stats.json" <"$tmp/big.hgn"
shown "stats from < file" "$tmp/r" "of $(size "$(bytes "$tmp/big.hgn")") "
$PTY "$tmp/gz" -- "$BUILD/halma-select" --count --valid "$tmp/big.hgn.gz"
shown "select, gzip" "$tmp/gz" \
    "halma-select: [0-9.]+ (B|KiB|MiB) of $(size "$(bytes "$tmp/big.hgn.gz")") "
has_line "select --count after the line" "$tmp/gz.screen" "^300$"
gone "select, gzip" "$tmp/gz"
$PTY "$tmp/two" -- "$BUILD/halma-select" --count "$tmp/big.hgn" "$legal"
shown "select, two files" "$tmp/two" \
    "of $(size $(( $(bytes "$tmp/big.hgn") + $(bytes "$legal") ))) "

# Output on the same terminal: each position string whole on the screen.
$PTY "$tmp/fen" -- "$BUILD/halma-fen" "$tmp/big.hgn"
shown "fen" "$tmp/fen" "halma-fen: [0-9.]+ (B|KiB|MiB) of "
gone "fen" "$tmp/fen"
n=$(grep -c '^halma-10x10 w:a6,a7,b7,a8,b8,c8,a9,b9,c9,d9,a10,b10,c10,d10,f10 b:f1,g1,h1,i1,j1,g2,h2,i2,j2,h3,i3,j3,i4,j4,j5 w 42$' "$tmp/fen.screen")
if [ "$n" -eq 300 ]; then ok; else
	ko "fen: $n of 300 positions whole on the screen"; fi
# And records written by select to the terminal.
$PTY "$tmp/sel" -- "$BUILD/halma-select" --valid "$tmp/big.hgn"
gone "select to the terminal" "$tmp/sel"
n=$(grep -c '^\[Event "?"\]$' "$tmp/sel.screen")
if [ "$n" -eq 300 ]; then ok; else
	ko "select: $n of 300 games whole on the screen"; fi

# halma-fen --perft 6: root moves counted, the same perft; none below 6.
$PTY "$tmp/perft" -- "$BUILD/halma-fen" --perft 6 --variant ugolki-3x3
shown "perft 6" "$tmp/perft" \
    "halma-fen: perft 6, root moves [0-9]+ of [0-9]+ \([0-9]+%\), ([0-9.]+[kM]?|\?) leaves/s"
gone "perft 6" "$tmp/perft"
whole=$("$BUILD/halma-fen" --no-progress --perft 6 --variant ugolki-3x3)
split=$("$BUILD/halma-fen" --progress --perft 6 --variant ugolki-3x3 \
    2>"$tmp/perft-err")
shown "perft 6 --progress" "$tmp/perft-err" "root moves"
if [ "$whole" = 23968870 ] && [ "$split" = "$whole" ]; then ok; else
	ko "perft 6 by root moves: $split, whole: $whole"; fi
has_line "perft 6 on the terminal" "$tmp/perft.screen" "^$whole$"
$PTY "$tmp/perft5" -- "$BUILD/halma-fen" --perft 5 --variant ugolki-3x3
none "perft 5" "$tmp/perft5"

# ^C: the line does not stay on the screen.
$PTY --interrupt "root moves" "$tmp/int" -- "$BUILD/halma-fen" --perft 9 \
    --variant ugolki-4x4
st=$?
if [ "$st" -eq 130 ]; then ok; else ko "^C: exit $st, not 130"; fi
shown "^C" "$tmp/int" "root moves"
gone "^C" "$tmp/int"

# TERM=dumb: no escape sequence; the line is blanked out.
TERM=dumb $PTY "$tmp/dumb" -- "$V" "$tmp/big.hgn"
shown "TERM=dumb" "$tmp/dumb" "$LINE"
gone "TERM=dumb" "$tmp/dumb"
if grep -aq "$(printf '\033')" "$tmp/dumb"; then
	ko "TERM=dumb: an escape sequence: $(cat -v "$tmp/dumb" | head -c 300)"
else ok; fi

finish
