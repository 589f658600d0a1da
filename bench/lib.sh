# lib.sh -- what the benchmarks of bench/ share, sourced by each: the
# build check, the corpus of gen.c and the timing of one command.
#
# Each benchmark calls bench_setup NAME [BUILD [MEGABYTES]] with its own
# name and arguments; it changes to the top of the tree and sets name,
# BUILD (build), mb (50), runs (BENCH_RUNS, 3: the runs of each command),
# out (BUILD/bench), corpus and sink.

# bench_setup NAME [BUILD [MEGABYTES]]: check the build, build gen.c
# with the library and the timer cputime.c, and make the corpus of that size unless
# it is there and newer than gen.c: the generator is deterministic (fixed
# seed), so a corpus of a given size is the same file on every run and
# machine.
bench_setup() {
	name=$1
	BUILD=${2:-build}
	mb=${3:-50}
	runs=${BENCH_RUNS:-3}
	top=$(cd "$(dirname "$0")/.." && pwd)
	cd "$top" || exit 2
	out=$BUILD/bench
	if [ ! -x "$BUILD/halma-validate" ] || [ ! -f "$BUILD/libnotation.a" ]
	then
		echo "$name: build first (make)" >&2
		exit 2
	fi
	mkdir -p "$out" || exit 2
	yaml=$(pkg-config --libs yaml-0.1 2>/dev/null || echo -lyaml)
	${CC:-cc} -std=c11 -O2 -D_POSIX_C_SOURCE=200809L -Wall -Wextra \
	    -Ilibnotation -o "$out/gen" bench/gen.c "$BUILD/libnotation.a" \
	    $yaml -lz -lm || exit 2
	${CC:-cc} -std=c11 -O2 -D_POSIX_C_SOURCE=200809L -Wall -Wextra \
	    -o "$out/cputime" bench/cputime.c || exit 2
	corpus=$out/corpus-${mb}MB.hgn
	bench_corpus "$corpus" "$mb" || exit 2
	# Outputs go to a file of our own, never a device.
	sink=$out/sink
}

# The mixed corpus: a game of each built-in family in turn, the square
# 10x10 and corners, 16x16 for 2 and 4, the star for 2, 3, 4 and 6, and
# the game box's boards (two colours, long jumps, dice, put-out players,
# trains of steps, jumps over empty cells, connections).
MIXED=halma-10x10,corners-8x8,halma-16x16,halma-16x16-4p,sternhalma-2p,\
sternhalma-3p,sternhalma-4p,sternhalma-6p,2-kleuren-halma,spronghalma,\
dobbelsteenhalma,gevangen-1,de-trein,retour,connectie,hollands-halma,\
trefhalma,kleurenhalma,highscore-star

# bench_corpus FILE MEGABYTES [RULES,...]: gen.c's corpus of that size
# under those rule sets (its default pair without), made unless it is
# there and newer than gen.c.
bench_corpus() {
	if [ ! -f "$1" ] || [ bench/gen.c -nt "$1" ]; then
		"$out/gen" -s 1 ${3:+-v "$3"} "$2" >"$1.tmp" &&
		    mv "$1.tmp" "$1" || return 2
	fi
}

# measure CMD...: run the command $runs times under cputime.c, its
# output to $sink; sets cpu (the shortest CPU time, user + system, in
# seconds to the millisecond), med (the median CPU time, the lower of
# the middle two for an even count: far above cpu, the machine's speed
# changed between runs), wall (the shortest wall time, seconds) and rss
# (the largest peak resident set size, KB).  The CPU time is the figure
# to trust on a busy machine, where the wall time includes waiting for
# a core.  Where fresh names the command's output file, it
# is removed before each run, out of the timing: every run writes its
# file where none stands, as a first run does, instead of paying for
# the removal of the previous run's, which the rename over it frees
# (bench/README.md, "Output files").
measure() {
	cpu= wall= rss=0 all=
	i=0
	while [ $i -lt "$runs" ]; do
		[ -n "${fresh:-}" ] && rm -f "$fresh"
		"$out/cputime" "$out/time.txt" "$@" >"$sink" 2>/dev/null
		read -r u s e r <"$out/time.txt"
		c=$(awk -v u="$u" -v s="$s" 'BEGIN { printf "%.3f", u + s }')
		e=$(awk -v e="$e" 'BEGIN { printf "%.3f", e }')
		all="$all $c"
		if [ -z "$cpu" ] ||
		    awk -v a="$c" -v b="$cpu" 'BEGIN { exit !(a < b) }'; then
			cpu=$c
		fi
		if [ -z "$wall" ] ||
		    awk -v a="$e" -v b="$wall" 'BEGIN { exit !(a < b) }'; then
			wall=$e
		fi
		[ "$r" -gt "$rss" ] && rss=$r
		i=$((i + 1))
	done
	med=$(echo $all | tr ' ' '\n' | sort -n |
	    awk '{ t[NR] = $1 } END { print t[int((NR + 1) / 2)] }')
}
