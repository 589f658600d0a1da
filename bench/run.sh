#!/bin/sh
#
# run.sh -- the benchmark of bench/README.md: build the corpus generator,
# generate corpora of random legal games (10 MB and 200 MB unless sizes
# in megabytes are given), and time halma-validate on each beside wc -l
# on the same file; report MB/s and the peak resident set size.
#
#   sh bench/run.sh [BUILD [MEGABYTES ...]]
#
# Corpora are kept in BUILD/bench and made again only when missing or
# older than gen.c: the generator is deterministic (fixed seed), so a
# corpus of a given size is the same file on every run and every machine.  Needs GNU time as
# /usr/bin/time for the peak RSS; nothing is installed.

BUILD=${1:-build}
[ $# -gt 0 ] && shift
sizes=${*:-10 200}
runs=${BENCH_RUNS:-3}
seed=1

top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top" || exit 2
out=$BUILD/bench
validate=$BUILD/halma-validate

if [ ! -x "$validate" ] || [ ! -f "$BUILD/libnotation.a" ]; then
	echo "run.sh: build first (make)" >&2
	exit 2
fi
if [ ! -x /usr/bin/time ]; then
	echo "run.sh: /usr/bin/time (GNU time) is needed for the peak RSS" >&2
	exit 2
fi
mkdir -p "$out" || exit 2

yaml=$(pkg-config --libs yaml-0.1 2>/dev/null || echo -lyaml)
${CC:-cc} -std=c11 -O2 -D_POSIX_C_SOURCE=200809L -Wall -Wextra \
    -Ilibnotation -o "$out/gen" bench/gen.c "$BUILD/libnotation.a" \
    $yaml -lm || exit 2

# Nanoseconds now (GNU date).
now() {
	date +%s%N
}

# best_of CMD...: the shortest wall time of $runs runs, in nanoseconds.
best_of() {
	best=
	i=0
	while [ $i -lt "$runs" ]; do
		t0=$(now)
		"$@" >/dev/null 2>&1
		t1=$(now)
		t=$((t1 - t0))
		if [ -z "$best" ] || [ "$t" -lt "$best" ]; then
			best=$t
		fi
		i=$((i + 1))
	done
	echo "$best"
}

# measure CMD...: $runs runs under GNU time; prints the shortest wall
# time (ns), the shortest CPU time, user + system (ms), and the largest
# peak RSS (KB).  The CPU time is the figure to trust on a busy machine,
# where the wall time includes waiting for a core.
measure() {
	bw=
	bc=
	br=0
	i=0
	while [ $i -lt "$runs" ]; do
		t0=$(now)
		/usr/bin/time -o "$out/time.txt" -f '%U %S %M' "$@" \
		    >/dev/null 2>&1
		t1=$(now)
		t=$((t1 - t0))
		read -r u s r <"$out/time.txt"
		c=$(awk -v u="$u" -v s="$s" 'BEGIN { printf "%d", (u + s) * 1000 }')
		[ -z "$bw" ] || [ "$t" -lt "$bw" ] && bw=$t
		[ -z "$bc" ] || [ "$c" -lt "$bc" ] && bc=$c
		[ "$r" -gt "$br" ] && br=$r
		i=$((i + 1))
	done
	echo "$bw $bc $br"
}

printf '%-14s %7s %7s %10s %9s %9s %8s %8s\n' corpus MB games \
    'wc-l MB/s' 'wall MB/s' 'cpu MB/s' 'cpu s' 'peak KB'
status=0
for mb in $sizes; do
	corpus=$out/corpus-${mb}MB.hgn
	if [ ! -f "$corpus" ] || [ bench/gen.c -nt "$corpus" ]; then
		"$out/gen" -s $seed "$mb" >"$corpus.tmp" &&
		    mv "$corpus.tmp" "$corpus" || exit 2
	fi
	bytes=$(wc -c <"$corpus")

	# Every game of the corpus is legal by construction: anything but
	# a clean pass is a bug, in the generator or in the checker.
	summary=$("$validate" "$corpus" 2>&1 >/dev/null)
	rc=$?
	games=$(echo "$summary" | sed -n 's/.*: \([0-9]*\) games*,.*/\1/p')
	if [ $rc -ne 0 ]; then
		echo "run.sh: $corpus: halma-validate exit $rc:" >&2
		echo "$summary" | tail -5 >&2
		status=1
	fi

	wc_ns=$(best_of wc -l "$corpus")
	set -- $(measure "$validate" -q "$corpus")
	awk -v name="corpus-${mb}MB" -v b="$bytes" -v g="$games" \
	    -v w="$wc_ns" -v v="$1" -v c="$2" -v rss="$3" 'BEGIN {
		mb = b / 1e6
		printf "%-14s %7.1f %7s %10.0f %9.1f %9.1f %8.2f %8s\n",
		    name, mb, g, mb / (w / 1e9), mb / (v / 1e9),
		    (c > 0 ? mb / (c / 1e3) : 0), c / 1e3, rss
	}'
done
exit $status
