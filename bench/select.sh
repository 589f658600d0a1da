#!/bin/sh
#
# select.sh -- halma-select's speed (spec/select.md): on a corpus of
# bench/gen.c (the same as run.sh's), selection on a tag alone beside
# `wc -w` on the same file, and selection that replays (--valid) beside
# `halma-validate -q`; best of BENCH_RUNS runs, CPU time (user + system)
# and the peak RSS (lib.sh's timer, cputime.c).
#
#   sh bench/select.sh [BUILD [MEGABYTES]]

. "$(dirname "$0")/lib.sh"
bench_setup select.sh "$@"
select=$BUILD/halma-select

# line NAME CMD...: the command's best CPU and wall seconds, MB/s, peak KB.
line() {
	n=$1
	shift
	measure "$@"
	awk -v n="$n" -v b="$(wc -c <"$corpus")" -v c="$cpu" -v w="$wall" \
	    -v r="$rss" 'BEGIN { mb = b / 1e6
		printf "%-34s %7.3f %7.3f %9.1f %8s\n", n, c, w,
		    (c > 0 ? mb / c : 0), r }'
}

printf '%-34s %7s %7s %9s %8s\n' "corpus-${mb}MB.hgn" 'cpu s' 'wall s' \
    'cpu MB/s' 'peak KB'
line "wc -w" wc -w "$corpus"
line "select --tag (count)" "$select" --count --tag 'Variant=corners-8x8' "$corpus"
line "select --tag (records out)" "$select" --tag 'Variant=corners-8x8' "$corpus"
line "halma-validate -q" "$BUILD/halma-validate" -q "$corpus"
line "select --valid (count)" "$select" --count --valid "$corpus"
line "select --valid (records out)" "$select" --valid "$corpus"
line "select --unique (records out)" "$select" --unique "$corpus"
rm -f "$sink"
