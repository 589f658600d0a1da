#!/bin/sh
#
# html.sh -- the game pages' figures of issue 18 (spec/html.md): writing
# the page of a corpus of gen.c (`halma-replay --html FILE`) beside
# `halma-validate -q` on the same file, as a ratio of the best CPU times
# (user + system) of BENCH_RUNS runs, and the size of the page of a
# 320-ply game (tests/records/html/long-320.hgn), each with its target
# and whether it is met.
#
#   sh bench/html.sh [BUILD [MEGABYTES]]      (default: build 10)
#
# The page goes to a file in BUILD/bench, removed at the end.  Exit
# status 1 when the corpus is not all valid, else 0: a target not met is
# a line of the table, not a failure.

. "$(dirname "$0")/lib.sh"
bench_setup html.sh "${1:-build}" "${2:-10}"
validate=$BUILD/halma-validate
replay=$BUILD/halma-replay
long=tests/records/html/long-320.hgn
status=0

if ! "$validate" -q "$corpus" >/dev/null 2>&1; then
	echo "$name: $corpus: not every game is valid" >&2
	status=1
fi

measure "$validate" -q "$corpus"
v_cpu=$cpu
fresh=$out/page.html
measure "$replay" --html "$out/page.html" "$corpus"
h_cpu=$cpu
fresh=
pagebytes=$(wc -c <"$out/page.html")
"$replay" --html "$out/long.html" "$long" 2>/dev/null
longbytes=$(wc -c <"$out/long.html")
rm -f "$out/page.html" "$out/long.html" "$sink"

printf '%s: %s, %.1f MB, page %.1f MB; best CPU time of %s runs\n\n' \
    "$name" "$corpus" "$(awk -v b="$(wc -c <"$corpus")" \
    'BEGIN { print b / 1e6 }')" "$(awk -v b="$pagebytes" \
    'BEGIN { print b / 1e6 }')" "$runs"
printf '%-40s %-24s %8s %8s  %s\n' figure measured value target ''
awk -v h="$h_cpu" -v v="$v_cpu" 'BEGIN {
	r = v > 0 ? h / v : 0
	printf "%-40s %-24s %8s %8s  %s\n", "halma-replay --html / halma-validate -q",
	    h " s / " v " s", sprintf("%.2fx", r), "<= 2.0x",
	    r <= 2.0 ? "met" : "NOT MET" }'
awk -v b="$longbytes" 'BEGIN {
	printf "%-40s %-24s %8s %8s  %s\n", "page of a 320-ply game",
	    b " bytes", sprintf("%.0fKB", b / 1024), "< 1MB",
	    b < 1000000 ? "met" : "NOT MET" }'
exit $status
