#!/bin/sh
#
# select.sh -- halma-select's speed (spec/select.md): on a corpus of
# bench/gen.c (the same as run.sh's), selection on a tag alone beside
# `wc -w` on the same file, and selection that replays (--valid) beside
# `halma-validate -q`; best of BENCH_RUNS runs, CPU time (user + system)
# and the peak RSS from GNU time.
#
#   sh bench/select.sh [BUILD [MEGABYTES]]

BUILD=${1:-build}
mb=${2:-50}
runs=${BENCH_RUNS:-3}
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top" || exit 2
out=$BUILD/bench
select=$BUILD/halma-select

if [ ! -x "$select" ] || [ ! -f "$BUILD/libnotation.a" ]; then
	echo "select.sh: build first (make)" >&2
	exit 2
fi
if [ ! -x /usr/bin/time ]; then
	echo "select.sh: /usr/bin/time (GNU time) is needed" >&2
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
sink=$out/select.out

# measure NAME CMD...: best CPU and wall seconds, peak KB.
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
	awk -v n="$name" -v b="$(wc -c <"$corpus")" -v c="$bc" -v w="$bw" \
	    -v r="$br" 'BEGIN { mb = b / 1e6
		printf "%-34s %7.2f %7.2f %9.1f %8s\n", n, c, w,
		    (c > 0 ? mb / c : 0), r }'
}

printf '%-34s %7s %7s %9s %8s\n' "corpus-${mb}MB.hgn" 'cpu s' 'wall s' \
    'cpu MB/s' 'peak KB'
measure "wc -w" wc -w "$corpus"
measure "select --tag (count)" "$select" --count --tag 'Variant=corners-8x8' "$corpus"
measure "select --tag (records out)" "$select" --tag 'Variant=corners-8x8' "$corpus"
measure "halma-validate -q" "$BUILD/halma-validate" -q "$corpus"
measure "select --valid (count)" "$select" --count --valid "$corpus"
measure "select --valid (records out)" "$select" --valid "$corpus"
measure "select --unique (records out)" "$select" --unique "$corpus"
rm -f "$sink"
