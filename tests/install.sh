#!/bin/sh
# install.sh -- "make install" into a staging directory (DESTDIR): the
# pkg-config file and halma-rules(5) it installs name the PREFIX given to
# "make install", not the one of the build before it, and "make
# uninstall" removes exactly what was installed (issue 33 item 1): a
# club's own rule file in share/halma/rules and a program of the user's
# in bin stay, and no directory is left empty.  Nothing is rebuilt ("-o
# all"): the tree under $BUILD is the one installed.
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
man5=$tmp/stage/usr/share/man/man5/halma-rules.5
if ! grep -q '^\.It Pa /usr/share/halma/rules/$' "$man5" ||
    grep -q /usr/local "$man5"; then
	echo "install.sh: FAIL: halma-rules.5 does not name /usr/share/halma/rules/" >&2
	fail=1
fi
# What the user keeps beside the installed files.
printf 'name: club-rules\n' >"$tmp/stage/usr/share/halma/rules/club.yaml"
printf '#!/bin/sh\n' >"$tmp/stage/usr/bin/club-tool"
$MAKE -s --no-print-directory -o all uninstall BUILD="$BUILD" PREFIX=/usr \
    DESTDIR="$tmp/stage" >"$tmp/log" 2>&1
left=$(cd "$tmp/stage" && find . -type f | sort | tr '\n' ' ')
if [ "$left" != "./usr/bin/club-tool ./usr/share/halma/rules/club.yaml " ]; then
	echo "install.sh: FAIL: left after uninstall: $left" >&2
	fail=1
fi
empty=$(find "$tmp/stage" -type d -empty)
if [ -n "$empty" ]; then
	echo "install.sh: FAIL: empty directories left: $empty" >&2
	fail=1
fi
# The user's files gone too, uninstall leaves nothing but the prefix.
rm "$tmp/stage/usr/bin/club-tool" "$tmp/stage/usr/share/halma/rules/club.yaml"
$MAKE -s --no-print-directory -o all uninstall BUILD="$BUILD" PREFIX=/usr \
    DESTDIR="$tmp/stage" >"$tmp/log" 2>&1
left=$(cd "$tmp/stage" && find . | sort | tr '\n' ' ')
if [ "$left" != ". ./usr " ]; then
	echo "install.sh: FAIL: a second uninstall left $left" >&2
	fail=1
fi
[ $fail -eq 0 ] && echo "install.sh: ok"
exit $fail
