#!/bin/sh
# install.sh -- "make install" into a staging directory (DESTDIR): the
# pkg-config file it installs names the PREFIX given to "make install",
# not the one of the build before it, and "make uninstall" removes what
# was installed.  Nothing is rebuilt ("-o all"): the tree under $BUILD is
# the one installed.
BUILD=${BUILD:-build}
MAKE=${MAKE:-make}
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
fail=0

if ! $MAKE -s --no-print-directory -o all install BUILD="$BUILD" \
    PREFIX=/usr DESTDIR="$tmp/stage" >"$tmp/log" 2>&1; then
	echo "install.sh: FAIL: make install" >&2
	cat "$tmp/log" >&2
	exit 1
fi
pc=$tmp/stage/usr/lib/pkgconfig/notation.pc
for want in 'prefix=/usr' 'libdir=/usr/lib' 'includedir=/usr/include'; do
	if ! grep -qx "$want" "$pc" 2>/dev/null; then
		echo "install.sh: FAIL: notation.pc lacks '$want'" >&2
		fail=1
	fi
done
if grep -q /usr/local "$pc" 2>/dev/null; then
	echo "install.sh: FAIL: notation.pc names /usr/local" >&2
	fail=1
fi
for f in bin/halma-validate lib/libnotation.so.0 lib/libnotation.a \
    include/notation.h; do
	[ -e "$tmp/stage/usr/$f" ] || {
		echo "install.sh: FAIL: $f not installed" >&2
		fail=1
	}
done
$MAKE -s --no-print-directory -o all uninstall BUILD="$BUILD" PREFIX=/usr \
    DESTDIR="$tmp/stage" >"$tmp/log" 2>&1
left=$(find "$tmp/stage" -type f | head -5)
if [ -n "$left" ]; then
	echo "install.sh: FAIL: left after uninstall: $left" >&2
	fail=1
fi
[ $fail -eq 0 ] && echo "install.sh: ok"
exit $fail
