#!/bin/sh
#
# hostile.sh -- the hostile-input set: halma-validate against binary
# garbage, 100 MB lines, a million comments, tags, plies or games, absurd
# rule files and more, each input generated at test time
# (tests/hostile/hostile.py says what is checked), each run bounded in
# time and memory.  Prints one line per case with the time and peak RSS
# measured, then "N passed, M failed"; exits non-zero on a failure.

BUILD=${BUILD:-build}
CC=${CC:-cc}
top=$(cd "$(dirname "$0")/.." && pwd)

if ! command -v python3 >/dev/null 2>&1; then
	echo "hostile.sh: python3 not found" >&2
	exit 1
fi
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

# The measuring helper is built plain, whatever the tools were built
# with: it only forks, waits and counts.
if ! $CC -O2 -o "$tmp/measure" "$top/tests/hostile/measure.c"; then
	echo "hostile.sh: cannot build tests/hostile/measure.c" >&2
	exit 1
fi
python3 "$top/tests/hostile/hostile.py" run "$tmp/measure" "$BUILD"
