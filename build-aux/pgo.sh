#!/bin/sh
# pgo.sh [BUILD] -- "make pgo": the library and the tools built with
# gcc's profile-guided optimisation (README, "Set-up"; bench/README.md,
# "A build that knows its work").
#
# The build is made in three steps in BUILD (build by default): with
# counters, then run over a training corpus, then again with the
# counts, from which gcc lays out each function's likely path in a
# line and chooses what to make in line.  The counts are the same for
# every run: the corpus is bench/gen.c's with a seed of its own (7, not
# the benchmarks' 1), two megabytes of the pair rule sets and two of
# every family mixed, and each tool's main work on it.  Nothing but
# speed changes; "make" afterwards keeps the objects, "make install"
# installs them, and BUILD/pgo/made says the build is this one.  A run
# that fails or is stopped leaves no object behind, instrumented or
# not: "make" then builds plainly.  gcc 10 or later, and not with the
# sanitizers; elsewhere it says so and stops (exit 2).  "pgo.sh --can"
# only answers whether the compiler can (exit 0) or not (1), quietly.
set -eu

BUILD=${1:-build}
MAKE=${MAKE:-make}
CC=${CC:-cc}

can() {
	$CC -fprofile-partial-training -Werror -c -x c /dev/null \
	    -o /dev/null >/dev/null 2>&1
}
if [ "$BUILD" = --can ]; then
	can
	exit
fi
if ! can; then
	echo "pgo.sh: $CC cannot build with profiles (gcc 10 or later" \
	    "can): use make" >&2
	exit 2
fi
if [ "${SANITIZE:-}" = 1 ]; then
	echo "pgo.sh: a profile-guided build is not made with the" \
	    "sanitizers (SANITIZE=1)" >&2
	exit 2
fi
mkdir -p "$BUILD"
top=$(pwd)
prof=$(cd "$BUILD" && pwd)/pgo

# The objects and what is linked from them (the tests' too, which link
# the library); the counts of any run before go with "all".
scrub() {
	rm -rf "$BUILD/lib" "$BUILD/tools" "$BUILD/tests" "$BUILD"/halma-* \
	    "$BUILD"/libnotation.* "$BUILD/pgo-train"
	[ "${1:-}" != all ] || rm -rf "$prof"
}
trap 'scrub all' EXIT
trap 'exit 2' HUP INT TERM

scrub all
gen="-fprofile-generate -fprofile-dir=$prof -fprofile-update=single"
$MAKE --no-print-directory BUILD="$BUILD" PGO_FLAGS="$gen" all

# The training runs.  The generator is counted apart (GCOV_PREFIX) and
# its counts thrown away: they are of making games, not reading them.
train=$BUILD/pgo-train
rm -rf "$train"
mkdir -p "$train"
yaml=$(pkg-config --libs yaml-0.1 2>/dev/null || echo -lyaml)
$CC -std=c11 -O2 -D_POSIX_C_SOURCE=200809L -fprofile-generate \
    -Ilibnotation -o "$train/gen" bench/gen.c "$BUILD/libnotation.a" \
    $yaml -lz -lm
. "$top/bench/lib.sh"
GCOV_PREFIX=$train/discard "$train/gen" -s 7 2 >"$train/pair.hgn"
GCOV_PREFIX=$train/discard "$train/gen" -s 7 -v "$MIXED" 2 \
    >"$train/mixed.hgn"
for f in "$train/pair.hgn" "$train/mixed.hgn"; do
	o=$train/out
	"$BUILD/halma-validate" -q "$f" 2>/dev/null || :
	"$BUILD/halma-stats" -f json -o "$o.json" "$f" 2>/dev/null || :
	"$BUILD/halma-select" --valid -o "$o.hgn" "$f" 2>/dev/null || :
	for t in hgn json yaml; do
		"$BUILD/halma-fen" -f $t -o "$o.$t" "$f" 2>/dev/null || :
	done
	"$BUILD/halma-replay" --html "$o.html" "$f" 2>/dev/null || :
done
"$BUILD/halma-fen" --perft 5 --variant halma-10x10 </dev/null >/dev/null
"$BUILD/halma-fen" --perft 4 --variant halma-16x16 </dev/null >/dev/null
"$BUILD/halma-fen" --perft 5 --variant sternhalma-2p </dev/null >/dev/null

scrub
use="-fprofile-use -fprofile-dir=$prof -fprofile-partial-training"
$MAKE --no-print-directory BUILD="$BUILD" \
    PGO_FLAGS="$use -Wno-missing-profile" all
date >"$prof/made"
trap - EXIT
echo "pgo.sh: $BUILD holds the tools built with the profile of $prof"
