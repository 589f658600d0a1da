#!/bin/sh
#
# stats.sh -- halma-stats's speed beside halma-validate -q on the same
# corpus of bench/gen.c (issue 16: the target is at most 1.5 times the
# validator's CPU time): best of BENCH_RUNS runs, CPU time (user +
# system), wall time and the peak RSS from GNU time, and the ratio of
# each halma-stats run to the validator's CPU time.
#
#   sh bench/stats.sh [BUILD [MEGABYTES]]

BUILD=${1:-build}
mb=${2:-50}
runs=${BENCH_RUNS:-3}
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top" || exit 2
out=$BUILD/bench
stats=$BUILD/halma-stats

if [ ! -x "$stats" ] || [ ! -f "$BUILD/libnotation.a" ]; then
	echo "stats.sh: build first (make)" >&2
	exit 2
fi
if [ ! -x /usr/bin/time ]; then
	echo "stats.sh: /usr/bin/time (GNU time) is needed" >&2
	exit 2
fi
mkdir -p "$out" || exit 2
yaml=$(pkg-config --libs yaml-0.1 2>/dev/null || echo -lyaml)
${CC:-cc} -std=c11 -O2 -D_POSIX_C_SOURCE=200809L -Wall -Wextra \
    -Ilibnotation -o "$out/gen" bench/gen.c "$BUILD/libnotation.a" \
    $yaml -lm || exit 2
corpus=$out/corpus-${mb}MB.hgn
if [ ! -f "$corpus" ] || [ bench/gen.c -nt "$corpus" ]; then
	"$out/gen" -s 1 "$mb" >"$corpus.tmp" && mv "$corpus.tmp" "$corpus" ||
	    exit 2
fi
# The output goes to a file of our own, never a device.
sink=$out/stats.out
base=

# measure NAME CMD...: best CPU and wall seconds, peak KB, and the CPU
# time as a multiple of the validator's (the first line).
measure() {
	name=$1
	shift
	bc= bw= br=0 i=0
	while [ $i -lt "$runs" ]; do
		/usr/bin/time -o "$out/time.txt" -f '%U %S %e %M' "$@" \
		    >"$sink" 2>/dev/null
		read -r u s e r <"$out/time.txt"
		c=$(awk -v u="$u" -v s="$s" 'BEGIN { printf "%.2f", u + s }')
		[ -z "$bc" ] || awk -v a="$c" -v b="$bc" 'BEGIN { exit !(a < b) }' && bc=$c
		[ -z "$bw" ] || awk -v a="$e" -v b="$bw" 'BEGIN { exit !(a < b) }' && bw=$e
		[ "$r" -gt "$br" ] && br=$r
		i=$((i + 1))
	done
	[ -n "$base" ] || base=$bc
	awk -v n="$name" -v c="$bc" -v w="$bw" -v r="$br" -v b="$base" \
	    'BEGIN { printf "%-30s %7.2f %7.2f %8s %6.2fx\n", n, c, w, r,
		(b > 0 ? c / b : 0) }'
}

printf '%-30s %7s %7s %8s %7s\n' "corpus-${mb}MB.hgn" 'cpu s' 'wall s' \
    'peak KB' 'ratio'
measure "halma-validate -q" "$BUILD/halma-validate" -q "$corpus"
measure "halma-stats -f json" "$stats" -f json "$corpus"
measure "halma-stats -f json --tags-only" "$stats" -f json -t "$corpus"
rm -f "$sink"
