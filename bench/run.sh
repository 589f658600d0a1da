#!/bin/sh
#
# run.sh -- the benchmark of bench/README.md (`make bench`): every figure
# of issue 16 as a ratio measured in the same run, with its target and
# whether it is met, in one table.  Throughput against `wc -w` on the
# same corpus of gen.c, the other tools against the validator, perft's
# cost per leaf between boards, perft(5) against an independent
# bit-board perft where the tree has one beside it,
# ../shared/peers/bb10.c (compiled with cc -O2 into a temporary
# directory; skipped with a note when absent: the project does not need
# it), YAML against JSON, and halma-fen -o's peak memory on four times
# the corpus.
#
#   sh bench/run.sh [BUILD [MEGABYTES]]      (default: build 50)
#   BENCH_RUNS=5 sh bench/run.sh build 50
#
# Each command runs BENCH_RUNS times (3 by default); the shortest CPU
# time (user + system) counts.  Exit status 1 when the corpus is not all
# valid (a bug, in the generator or in the checker) or the peer's perft
# counts other leaves than ours, else 0: a target not met is a line of
# the table, not a failure.

. "$(dirname "$0")/lib.sh"
bench_setup run.sh "$@"
validate=$BUILD/halma-validate
fen=$BUILD/halma-fen
status=0

# Every game of the corpus is legal by construction.
summary=$("$validate" "$corpus" 2>&1 >/dev/null)
rc=$?
games=$(echo "$summary" | sed -n 's/.*: \([0-9]*\) games*,.*/\1/p')
if [ $rc -ne 0 ]; then
	echo "$name: $corpus: halma-validate exit $rc:" >&2
	echo "$summary" | tail -5 >&2
	status=1
fi
bytes=$(wc -c <"$corpus")

# row FIGURE MEASURED VALUE TARGET MET: one line of the table; MET is
# an awk condition on v, the value.
row() {
	awk -v f="$1" -v m="$2" -v v="$3" -v t="$4" "BEGIN {
		printf \"%-40s %-24s %8s %8s  %s\\n\", f, m, v, t,
		    ($5) ? \"met\" : \"NOT MET\" }"
}

# ratio A B: A / B to two places.
ratio() {
	awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'
}

measure wc -w "$corpus"
wc_cpu=$cpu
measure "$validate" -q "$corpus"
v_cpu=$cpu
measure "$BUILD/halma-stats" -f json -o "$out/stats.json" "$corpus"
s_cpu=$cpu
measure "$fen" -f json -o "$out/conv.json" "$corpus"
j_cpu=$cpu
measure "$fen" -f yaml -o "$out/conv.yaml" "$corpus"
y_cpu=$cpu
measure "$fen" -f json -o "$out/conv.json" "$corpus" "$corpus" "$corpus" \
    "$corpus"
big_rss=$rss
rm -f "$out/stats.json" "$out/conv.json" "$out/conv.yaml"

# perft VARIANT DEPTH: sets leaves and ns (CPU nanoseconds a leaf).
perft() {
	measure "$fen" --perft "$2" --variant "$1"
	leaves=$(cat "$sink")
	ns=$(awk -v c="$cpu" -v n="$leaves" 'BEGIN { printf "%.1f", c * 1e9 / n }')
}
perft halma-10x10 5
p_cpu=$cpu
p_leaves=$leaves
ns10=$ns
# The peer, timed right after ours; it prints "5 LEAVES".
peer=../shared/peers/bb10.c
bb_cpu=
if [ -f "$peer" ]; then
	tmp=$(mktemp -d) || exit 2
	if cc -O2 -o "$tmp/bb10" "$peer"; then
		measure "$tmp/bb10" 5
		bb_cpu=$cpu
		bb_leaves=$(awk '{ print $2 }' "$sink")
	fi
	rm -rf "$tmp"
fi
# The other boards at depths whose trees are as large as 10x10's (tens
# of millions of leaves), so that a leaf's cost is not the cost of the
# few positions above it: 16x16 at depth 4 has 4.6 million leaves on 0.1 s,
# too near the clock's step.
perft halma-16x16 5
ns16=$ns
perft sternhalma-2p 6
nsstar=$ns

printf '%s: %s, %.1f MB, %s games; best CPU time of %s runs\n\n' "$name" \
    "$corpus" "$(awk -v b="$bytes" 'BEGIN { print b / 1e6 }')" "$games" "$runs"
printf '%-40s %-24s %8s %8s  %s\n' figure measured value target ''
r=$(ratio "$v_cpu" "$wc_cpu")
row "halma-validate -q / wc -w" "$v_cpu s / $wc_cpu s" "${r}x" "<= 2.0x" \
    "v <= 2.0"
r=$(ratio "$s_cpu" "$v_cpu")
row "halma-stats -f json / halma-validate -q" "$s_cpu s / $v_cpu s" "${r}x" \
    "<= 1.5x" "v <= 1.5"
row "perft(5) halma-10x10" "$p_cpu s" "${p_cpu}s" "< 1.0s" "v < 1.0"
if [ -n "$bb_cpu" ]; then
	r=$(ratio "$p_cpu" "$bb_cpu")
	row "perft(5) halma-10x10 / bb10.c -O2" "$p_cpu s / $bb_cpu s" "${r}x" \
	    "<= 1.0x" "v <= 1.0"
	if [ "$bb_leaves" != "$p_leaves" ]; then
		echo "$name: bb10.c counts $bb_leaves leaves, halma-fen" \
		    "$p_leaves" >&2
		status=1
	fi
fi
r=$(ratio "$ns16" "$ns10")
row "perft leaf halma-16x16(5) / 10x10(5)" "$ns16 ns / $ns10 ns" "${r}x" \
    "<= 2.0x" "v <= 2.0"
r=$(ratio "$nsstar" "$ns10")
row "perft leaf sternhalma-2p(6) / 10x10(5)" "$nsstar ns / $ns10 ns" "${r}x" \
    "<= 2.0x" "v <= 2.0"
r=$(ratio "$y_cpu" "$j_cpu")
row "halma-fen -f yaml / -f json" "$y_cpu s / $j_cpu s" "${r}x" "<= 1.2x" \
    "v <= 1.2"
row "halma-fen -o peak RSS, $((mb * 4)) MB in" "$big_rss KB" \
    "$(awk -v r="$big_rss" 'BEGIN { printf "%.1fMB", r / 1024 }')" "< 8MB" \
    "v + 0 < 8"
[ -z "$bb_cpu" ] && echo "perft(5) against bb10.c: skipped, no $peer" \
    "(or it did not compile)"
echo
awk -v b="$bytes" -v c="$v_cpu" -v w="$wc_cpu" 'BEGIN {
	printf "halma-validate -q: %.0f MB/s of CPU time; wc -w: %.0f MB/s\n",
	    b / 1e6 / c, b / 1e6 / w }'
exit $status
