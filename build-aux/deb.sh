#!/bin/sh
# deb.sh -- build the Debian packages of debian/ ("make deb").
#
# dpkg-buildpackage writes the packages into the parent directory of the
# tree it builds, so it builds a copy of this tree, build/deb/halma-VERSION:
# the packages (.deb, the debug symbols' .ddeb, .buildinfo, .changes) land
# in build/deb/ and nothing is written outside the tree.  The copy holds
# the files git knows of (tracked, or new and not ignored), as they are in
# the work tree; without git, every file but the build directories.  The
# test suite runs during the build (debian/rules: make check-run); the
# build's parallel=N is the number of processors unless DEB_BUILD_OPTIONS
# names one.  On success the copy is removed.
set -eu

for c in dpkg-buildpackage dpkg-parsechangelog dh fakeroot; do
	if ! command -v $c >/dev/null 2>&1; then
		echo "deb.sh: $c not found: install dpkg-dev, debhelper and" \
		    "fakeroot (apt-get install dpkg-dev debhelper fakeroot lintian)" >&2
		exit 2
	fi
done

top=$(pwd)
out=$top/build/deb
version=$(dpkg-parsechangelog -S Version)
src=$out/halma-$version

rm -rf "$out"
mkdir -p "$src"
if git -C "$top" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
	git -C "$top" ls-files -z --cached --others --exclude-standard |
	    tar -C "$top" --null --no-recursion --ignore-failed-read \
	    -T - -cf - 2>/dev/null | tar -C "$src" -xf -
else
	tar -C "$top" --exclude=./.git --exclude=./build \
	    --exclude='./build-*' -cf - . | tar -C "$src" -xf -
fi

case " ${DEB_BUILD_OPTIONS:-} " in
*" parallel="*) ;;
*)	jobs=parallel=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
	DEB_BUILD_OPTIONS="${DEB_BUILD_OPTIONS:+$DEB_BUILD_OPTIONS }$jobs"
	export DEB_BUILD_OPTIONS ;;
esac
echo "deb.sh: dpkg-buildpackage -us -uc -b in $src" \
    "(DEB_BUILD_OPTIONS=$DEB_BUILD_OPTIONS)"

# The copy lies inside this tree's git work tree: git must not take it
# for part of it (tests/docs.sh lists a tree's files with git).
GIT_CEILING_DIRECTORIES=$out
export GIT_CEILING_DIRECTORIES
(cd "$src" && dpkg-buildpackage -us -uc -b)
rm -rf "$src"

echo "deb.sh: the packages, in build/deb/:"
for f in "$out"/*.deb; do
	printf '%-22s %s\n' "$(dpkg-deb -f "$f" Package)" "${f#$top/}"
done
