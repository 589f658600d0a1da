#!/bin/sh
#
# run.sh -- the benchmark of bench/README.md (`make bench`): every speed
# and memory figure of spec/bench targets (bench/README.md, "Targets") as
# a ratio measured in the same run, with its target and whether it is
# met, in one table.  Throughput against `wc -w` (LC_ALL=C.UTF-8) on the
# same corpus of gen.c, on the pair of rule sets and on the mixed corpus
# of every built-in family; the other tools against the validator, the
# page of halma-replay --html over the whole corpus among them; perft's
# cost per leaf between boards, and perft(5) against an independent
# bit-board perft where the tree has one beside it,
# ../shared/peers/bb10.c (compiled with cc -O2 into a temporary
# directory; skipped with a note when absent: the project does not need
# it); the peak memory of every tool on a tenth and on four times the
# corpus, and of halma-select on junk with no blank line; the map-reduce
# recipe of halma-stats(1) at -j2 where GNU parallel is installed; and
# bench/floor.c, a validator of the pair corpus alone written apart from
# the library, against `wc -w` and the validator (bench/README.md, "The
# floor of validation"), its verdicts compared with the validator's.
#
#   sh bench/run.sh [BUILD [MEGABYTES]]      (default: build 50)
#   BENCH_RUNS=5 sh bench/run.sh build 50
#
# Each command runs BENCH_RUNS times (3 by default); the shortest CPU
# time (user + system) counts, and a line under the table says how far
# the validator's median run was from its best (a machine of two
# speeds wants more runs).  Exit status 1 when a corpus is not all
# valid (a bug, in the generator or in the checker) or the peer's perft
# counts other leaves than ours, else 0: a target not met is a line of
# the table, not a failure.

. "$(dirname "$0")/lib.sh"
bench_setup run.sh "$@"
validate=$BUILD/halma-validate
stats=$BUILD/halma-stats
select=$BUILD/halma-select
fen=$BUILD/halma-fen
replay=$BUILD/halma-replay
mixed=$out/mixed-${mb}MB.hgn
bench_corpus "$mixed" "$mb" "$MIXED" || exit 2
status=0
games=

# Every game of the corpora is legal by construction.
for f in "$corpus" "$mixed"; do
	summary=$("$validate" "$f" 2>&1 >/dev/null)
	rc=$?
	if [ $rc -ne 0 ]; then
		echo "$name: $f: halma-validate exit $rc:" >&2
		echo "$summary" | tail -5 >&2
		status=1
	fi
	[ -z "$games" ] &&
	    games=$(echo "$summary" | sed -n 's/.*: \([0-9]*\) games*,.*/\1/p')
done
bytes=$(wc -c <"$corpus")

# row FIGURE MEASURED VALUE TARGET MET: one line of the table; MET is
# an awk condition on v, the value.
row() {
	awk -v f="$1" -v m="$2" -v v="$3" -v t="$4" "BEGIN {
		printf \"%-42s %-22s %8s %8s  %s\\n\", f, m, v, t,
		    ($5) ? \"met\" : \"NOT MET\" }"
}

# ratio A B: A / B to two places.
ratio() {
	awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'
}

# against FIGURE A B TARGET: the row of A / B against "<= TARGET x".
against() {
	r=$(ratio "$2" "$3")
	row "$1" "$2 s / $3 s" "${r}x" "<= ${4}x" "v + 0 <= $4"
}

measure env LC_ALL=C.UTF-8 wc -w "$corpus"
wc_cpu=$cpu
measure "$validate" -q "$corpus"
v_cpu=$cpu
v_med=$med
measure env LC_ALL=C.UTF-8 wc -w "$mixed"
wcm_cpu=$cpu
measure "$validate" -q "$mixed"
vm_cpu=$cpu
# The same mixed games sorted by rule set: what of the validator's time
# on the mixed corpus comes from a new rule set at every game (tables
# and branches no longer in the processor's caches), not from the rule
# sets' own work.  A game is its tag paragraph and its movetext's.
sorted=$out/mixed-sorted.hgn
rm -f "$out"/sorted-*.part
awk -v dir="$out" 'BEGIN { RS = ""; ORS = "\n\n" }
	/^\[/ { tags = $0; v = $0; sub(/.*\[Variant "/, "", v)
		sub(/".*/, "", v); next }
	{ f = dir "/sorted-" v ".part"; print tags >f; print >f }' "$mixed"
cat "$out"/sorted-*.part >"$sorted"
rm -f "$out"/sorted-*.part
# The same bytes in another order, or no figure (gen.c's games only: one
# tag paragraph, one of movetext, a Variant tag each).
vs_cpu=
if [ "$(wc -c <"$sorted")" -eq "$(wc -c <"$mixed")" ]; then
	measure "$validate" -q "$sorted"
	vs_cpu=$cpu
else
	echo "$name: the mixed corpus sorted by rule set is not its size" >&2
	status=1
fi
rm -f "$sorted"
fresh=$out/stats.json
measure "$stats" -f json -o "$out/stats.json" "$corpus"
s_cpu=$cpu
fresh=
plies=$(sed -n 's/.*"length":{"games":[0-9]*,"sum":\([0-9]*\).*/\1/p' \
    "$out/stats.json")
# The floor under the throughput: the games read, their tags and moves
# lexed and counted, none replayed (a selector of a tag alone), on both
# corpora; and the plies of the mixed one.
measure "$select" --count --tag Event=none "$corpus"
r_cpu=$cpu
measure "$select" --count --tag Event=none "$mixed"
rm_cpu=$cpu
runs_saved=$runs
runs=1
measure "$stats" -f json -o "$out/stats.json" "$mixed"
mplies=$(sed -n 's/.*"length":{"games":[0-9]*,"sum":\([0-9]*\).*/\1/p' \
    "$out/stats.json")
runs=$runs_saved
measure "$select" --valid "$corpus"
sel_cpu=$cpu
fresh=$out/conv.hgn
measure "$fen" -f hgn -o "$out/conv.hgn" "$corpus"
h_cpu=$cpu
fresh=$out/conv.json
measure "$fen" -f json -o "$out/conv.json" "$corpus"
j_cpu=$cpu
fresh=$out/conv.yaml
measure "$fen" -f yaml -o "$out/conv.yaml" "$corpus"
y_cpu=$cpu
fresh=
# The page of the whole archive, as bench/html.sh times it on its own.
fresh=$out/page.html
measure "$replay" --html "$out/page.html" "$corpus"
pg_cpu=$cpu
fresh=
page_bytes=$(wc -c <"$out/page.html")
# The same page written to /dev/null: its making without what its file
# costs (the kernel's copy of the bytes; a temporary file synced and
# renamed into place): about a quarter of the page's CPU time on the
# 50 MB corpus.
measure "$replay" --html /dev/null "$corpus"
pgn_cpu=$cpu
rm -f "$out/stats.json" "$out/conv.hgn" "$out/conv.json" \
    "$out/conv.yaml" "$out/page.html"

# Peak memory: every tool on a tenth of the corpus and on four times it
# (the corpus read four times over), and halma-select on as much junk
# with no blank line in it, which is no game: the largest peak of each.
small=$out/small.hgn
awk -v n=$((bytes / 10)) 'BEGIN { RS = ""; ORS = "\n\n" }
	{ print; t += length($0) + 2 } t >= n { exit }' "$corpus" >"$small"
junk=$out/junk.txt
awk -v n=$((bytes * 4)) 'BEGIN {
	l = "not a record, and no blank line after it either"
	for (i = 0; i < n; i += length(l) + 1) print l }' >"$junk"
peak_small=0 peak_big=0
runs_saved=$runs
runs=1
for tool in "$validate -q" "$stats -f json" "$select --valid" \
    "$fen -f json" "$replay --html $out/page.html"; do
	# shellcheck disable=SC2086
	measure $tool "$small"
	[ "$rss" -gt "$peak_small" ] && peak_small=$rss
	# shellcheck disable=SC2086
	measure $tool "$corpus" "$corpus" "$corpus" "$corpus"
	[ "$rss" -gt "$peak_big" ] && peak_big=$rss
done
measure "$select" --rejected "$out/rejected.txt" "$junk"
junk_rss=$rss
# The modes that remember what they saw (exempt from the 8 MB): the
# table of --unique beside --valid's replay, a game of the corpus each
# (all distinct), and halma-stats -b Round beside no breakdown, a value
# of the tag each; bytes of peak memory a distinct game or value.
measure "$select" --valid --count "$corpus"
remember_base=$rss
measure "$select" --unique --count "$corpus"
unique_rss=$rss
distinct=$(cat "$sink")
measure "$stats" -f json -o "$out/stats.json" "$corpus"
by_base=$rss
measure "$stats" -b Round -f json -o "$out/stats.json" "$corpus"
by_rss=$rss
rounds=$(sed -n 's/^\[Round "\(.*\)"\]/\1/p' "$corpus" | sort -u | wc -l)
runs=$runs_saved
rm -f "$small" "$junk" "$out/page.html" "$out/rejected.txt" \
    "$out/stats.json"

# The floor: bench/floor.c on the pair corpus, its count of games and
# of valid ones against the validator's.
floor_cpu=
if ${CC:-cc} -std=c11 -O2 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE \
    -Wall -Wextra -o "$out/floor" bench/floor.c; then
	measure "$out/floor" "$corpus"
	floor_cpu=$cpu
	floor_says=$(sed 's/, [0-9]* plies.*//' "$sink")
	validate_says=$("$validate" "$corpus" 2>&1 >/dev/null |
	    sed -n 's/^halma-validate: \([0-9]* games*, .* invalid\)$/\1/p' |
	    tail -1)
	if [ "$floor_says" != "$validate_says" ]; then
		echo "$name: bench/floor.c says '$floor_says'," \
		    "halma-validate '$validate_says'" >&2
		status=1
	fi
fi

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

# The map-reduce recipes of halma-stats(1), their wall time at -j2
# against one halma-stats over the whole: --pipe, which copies the input
# through the splitter, and --pipepart, which hands each job its part of
# a file.
mr_one= mr_two= mr_part=
cut="--block 10M --regexp --recend '\n[ \t\r]*\n'"
cut="$cut --recstart '\[[A-Za-z0-9_]+[ \t]+\"'"
if command -v parallel >/dev/null 2>&1; then
	measure sh -c "'$stats' -f json < '$corpus'"
	mr_one=$wall
	mr_one_cpu=$cpu
	measure sh -c "parallel --will-cite -j2 --pipe $cut \
	    '$stats' -f json < '$corpus' | '$stats' -m -f json"
	mr_two=$wall
	mr_two_cpu=$cpu
	measure sh -c "parallel --will-cite -j2 --pipepart -a '$corpus' $cut \
	    '$stats' -f json | '$stats' -m -f json"
	mr_part=$wall
	mr_part_cpu=$cpu
fi

printf '%s: %s, %.1f MB, %s games (mixed: %s); best CPU time of %s runs\n\n' \
    "$name" "$corpus" "$(awk -v b="$bytes" 'BEGIN { print b / 1e6 }')" \
    "$games" "$mixed" "$runs"
printf '%-42s %-22s %8s %8s  %s\n' figure measured value target ''
against "halma-validate -q / wc -w" "$v_cpu" "$wc_cpu" 1.5
against "halma-validate -q / wc -w, mixed corpus" "$vm_cpu" "$wcm_cpu" 2.0
against "halma-stats -f json / halma-validate" "$s_cpu" "$v_cpu" 1.3
against "halma-select --valid / halma-validate" "$sel_cpu" "$v_cpu" 1.2
against "halma-fen -f hgn / halma-validate" "$h_cpu" "$v_cpu" 1.5
against "halma-fen -f json / halma-validate" "$j_cpu" "$v_cpu" 1.5
against "halma-fen -f yaml / halma-validate" "$y_cpu" "$v_cpu" 1.5
against "halma-replay --html / halma-validate" "$pg_cpu" "$v_cpu" 2.0
if [ -n "$bb_cpu" ]; then
	against "perft(5) halma-10x10 / bb10.c -O2" "$p_cpu" "$bb_cpu" 0.5
	if [ "$bb_leaves" != "$p_leaves" ]; then
		echo "$name: bb10.c counts $bb_leaves leaves, halma-fen" \
		    "$p_leaves" >&2
		status=1
	fi
else
	row "perft(5) halma-10x10" "$p_cpu s" "${p_cpu}s" "< 1.0s" "v + 0 < 1.0"
fi
r=$(ratio "$ns16" "$ns10")
row "perft leaf halma-16x16(5) / 10x10(5)" "$ns16 ns / $ns10 ns" "${r}x" \
    "<= 2.0x" "v + 0 <= 2.0"
r=$(ratio "$nsstar" "$ns10")
row "perft leaf sternhalma-2p(6) / 10x10(5)" "$nsstar ns / $ns10 ns" "${r}x" \
    "<= 2.0x" "v + 0 <= 2.0"
for m in "every tool, $(awk -v m="$mb" 'BEGIN { print m / 10 }') MB in:$peak_small" \
    "every tool, $((mb * 4)) MB in:$peak_big" \
    "halma-select, $((mb * 4)) MB of junk:$junk_rss"; do
	kb=${m##*:}
	row "peak RSS, ${m%:*}" "$kb KB" \
	    "$(awk -v r="$kb" 'BEGIN { printf "%.1fMB", r / 1024 }')" "< 8MB" \
	    "v + 0 < 8"
done
[ -z "$bb_cpu" ] && echo "perft(5) against bb10.c: skipped, no $peer" \
    "(or it did not compile)"
echo
awk -v u="$unique_rss" -v v="$remember_base" -v n="$distinct" \
    -v b="$by_rss" -v s="$by_base" -v r="$rounds" 'BEGIN {
	printf "halma-select --unique: %.0f bytes of peak memory a distinct " \
	    "game (%d games; %d KB against %d KB for --valid)\n",
	    (n > 0 ? (u - v) * 1024 / n : 0), n, u, v
	printf "halma-stats -b Round: %.0f bytes a distinct value (%d " \
	    "values; %d KB against %d KB without -b)\n",
	    (r > 0 ? (b - s) * 1024 / r : 0), r, b, s }'
awk -v b="$bytes" -v c="$v_cpu" -v w="$wc_cpu" 'BEGIN {
	printf "halma-validate -q: %.0f MB/s of CPU time; wc -w: %.0f MB/s\n",
	    b / 1e6 / c, b / 1e6 / w }'
# How steady the machine was: the validator's median run against its
# best.  Far above it, the machine ran at more than one speed, and a
# ratio of two best times is sound only where each command had runs
# enough to meet the fast speed (bench/README.md, "A machine of two
# speeds").
awk -v c="$v_cpu" -v m="$v_med" -v n="$runs" 'BEGIN {
	printf "halma-validate -q: best %.3f s, median %.3f s of %d runs, " \
	    "%.2fx the best%s\n", c, m, n, (c > 0 ? m / c : 0),
	    (c > 0 && m / c > 1.1 ? ": the machine was not steady, " \
	    "and the ratios want more runs (BENCH_RUNS)" : "") }'
[ -n "$floor_cpu" ] && awk -v f="$floor_cpu" -v c="$v_cpu" -v w="$wc_cpu" '
    BEGIN {
	printf "bench/floor.c (the pair alone, no library): %.3f s, %.2fx " \
	    "wc -w; halma-validate -q %.2fx the floor\n", f, f / w, c / f }'
# What reading leaves the replay (bench/README.md, "The floor"): the
# time a ply of parsing, checking, making the move, the ends and the
# repetition table takes now, and may take at the target.
for m in "corpus:$r_cpu:$wc_cpu:$v_cpu:$plies:1.5" \
    "mixed corpus:$rm_cpu:$wcm_cpu:$vm_cpu:$mplies:2.0"; do
	IFS=: read -r what r w v n t <<EOF
$m
EOF
	awk -v what="$what" -v r="$r" -v w="$w" -v v="$v" -v n="$n" \
	    -v t="$t" 'BEGIN {
		if (n == 0 || w == 0)
			exit
		printf "reading alone (halma-select --count --tag), %s: " \
		    "%.2f s, %.2fx wc -w; the replay %.0f ns a ply, " \
		    "%.0f ns at %.1fx wc -w\n", what, r, r / w,
		    (v - r) * 1e9 / n, (t * w - r) * 1e9 / n, t }'
done
awk -v p="$pg_cpu" -v n="$pgn_cpu" -v v="$v_cpu" -v b="$page_bytes" '
    BEGIN {
	if (v == 0)
		exit
	printf "halma-replay --html to /dev/null: %.3f s, %.2fx " \
	    "halma-validate -q; writing the %.0f MB file, %.3f s more\n",
	    n, n / v, b / 1e6, p - n }'
[ -n "$vs_cpu" ] && awk -v s="$vs_cpu" -v v="$vm_cpu" -v w="$wcm_cpu" '
    BEGIN {
	printf "halma-validate -q, the mixed corpus sorted by rule set: " \
	    "%.3f s, %.2fx wc -w, %.0f%% of its time with the games " \
	    "interleaved\n", s, (w > 0 ? s / w : 0),
	    (v > 0 ? s * 100 / v : 0) }'
if [ -n "$mr_two" ]; then
	for m in "--pipe:$mr_two:$mr_two_cpu" "--pipepart:$mr_part:$mr_part_cpu"
	do
		IFS=: read -r how w c <<EOF
$m
EOF
		awk -v how="$how" -v a="$mr_one" -v b="$w" -v ac="$mr_one_cpu" \
		    -v bc="$c" 'BEGIN {
			printf "halma-stats map-reduce, parallel %s -j2: " \
			    "%.2f s wall against %.2f s for one, %.2fx " \
			    "faster; CPU %.2f s against %.2f s\n", how, b, a,
			    (b > 0 ? a / b : 0), bc, ac }'
	done
else
	echo "halma-stats map-reduce: skipped, no GNU parallel"
fi
exit $status
