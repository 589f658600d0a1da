#!/bin/sh
# run-tests.sh -- run the tests named (Check programs, and shell scripts
# ending in .sh), TEST_JOBS at a time (default: the number of processors).
# Each test's output is kept apart and printed whole when the test ends,
# so that two tests' lines never mix; at the end, the tests that failed
# are named.  Exit status 0 when every test passed, 1 otherwise.
#
# The tests must not share files: each works in its own mktemp directory.
# TEST_JOBS=1 runs them one after the other, in the order given.
set -u

jobs=${TEST_JOBS:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)}
case $jobs in
''|*[!0-9]*|0) echo "run-tests.sh: TEST_JOBS must be a positive number" >&2
	exit 2 ;;
esac
RUN_TESTS_LOGS=$(mktemp -d) || exit 2
export RUN_TESTS_LOGS
trap 'rm -rf "$RUN_TESTS_LOGS"' EXIT
trap 'exit 130' INT TERM

n=0
for t; do
	n=$((n + 1))
	printf '%s %s\n' "$n" "$t"
done | xargs -P "$jobs" -L 1 sh -c '
	log=$RUN_TESTS_LOGS/$1
	case $2 in
	*.sh) sh "$2" ;;
	*) "$2" ;;
	esac >"$log.out" 2>&1
	echo $? >"$log.rc"
	if command -v flock >/dev/null 2>&1; then
		flock "$RUN_TESTS_LOGS/lock" cat "$log.out"
	else
		cat "$log.out"
	fi' sh

status=0
n=0
for t; do
	n=$((n + 1))
	rc=$(cat "$RUN_TESTS_LOGS/$n.rc" 2>/dev/null || echo "not run")
	if [ "$rc" != 0 ]; then
		echo "run-tests.sh: FAILED: $t (exit status $rc)"
		status=1
	fi
done
[ $status -eq 0 ] && echo "run-tests.sh: all $n tests passed ($jobs at a time)"
exit $status
