#!/bin/sh
# deb-check.sh -- check the Debian packages of build/deb/ ("make
# deb-check"), building them first (build-aux/deb.sh) when they are not
# there:
#
#   1. lintian on the build's .changes: no error and no warning may be
#      left (the overrides in debian/*.lintian-overrides say why a tag is
#      accepted); informational tags and the overrides used are shown;
#   2. the autopkgtests of debian/tests, run from the top of this tree on
#      the packages unpacked with "dpkg -x" into a temporary directory
#      (HALMA_ROOT), so that nothing is installed into the system.
#
# Exit status 0 when all passes, 1 when a check fails, 2 on trouble.
set -u

top=$(pwd)
out=$top/build/deb
version=$(dpkg-parsechangelog -S Version) || exit 2
arch=$(dpkg --print-architecture) || exit 2
changes=$out/halma_${version}_$arch.changes

if [ ! -f "$changes" ]; then
	echo "deb-check.sh: ${changes#$top/} not there: building the packages"
	sh build-aux/deb.sh || exit 2
fi
if ! command -v lintian >/dev/null 2>&1; then
	echo "deb-check.sh: lintian not found (apt-get install lintian)" >&2
	exit 2
fi
fail=0

echo "deb-check.sh: lintian ${changes#$top/}"
lintian --fail-on error,warning --display-info --show-overrides \
    "$changes" || fail=1
[ $fail -eq 0 ] && echo "deb-check.sh: lintian: no error, no warning"

root=$(mktemp -d) || exit 2
trap 'rm -rf "$root"' EXIT
for deb in "$out"/*_"$version"_*.deb; do
	dpkg -x "$deb" "$root" || exit 2
done
for t in $(sed -n 's/^Tests: *//p' debian/tests/control); do
	echo "deb-check.sh: debian/tests/$t, the packages unpacked in $root"
	if ! HALMA_ROOT=$root sh "debian/tests/$t"; then
		echo "deb-check.sh: FAIL: debian/tests/$t" >&2
		fail=1
	fi
done
[ $fail -eq 0 ] && echo "deb-check.sh: all passed"
exit $fail
