#!/bin/sh
# man-examples.sh -- the example program of libnotation(3) compiles and
# runs as the page says.
set -u
BUILD=${BUILD:-build}
pass=0 fail=0
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

# The program is the literal display that starts with #include.
awk '/^\.Bd -literal/ { inbd = 1; buf = ""; next }
     /^\.Ed/ { if (inbd && buf ~ /#include/) printf "%s", buf; inbd = 0; next }
     inbd { gsub(/\\e/, "\\"); buf = buf $0 "\n" }' man/libnotation.3 > "$tmp/ex.c"

if ${CC:-cc} -Ilibnotation -o "$tmp/ex" "$tmp/ex.c" "$BUILD/libnotation.a" \
    $(pkg-config --libs yaml-0.1) $( [ "$BUILD" = build-asan ] && echo -fsanitize=address,undefined ) 2>"$tmp/err"; then
	pass=$((pass + 1))
else
	echo "FAIL: the libnotation(3) example does not compile:"; cat "$tmp/err"
	fail=$((fail + 1))
fi
if [ -x "$tmp/ex" ]; then
	cat examples/legal-halma-10x10-1.hgn examples/syntax-halma-10x10-8.hgn |
	    "$tmp/ex" > "$tmp/out"
	rc=$?
	if [ $rc = 1 ] && printf 'game 1: valid, 82 plies\ngame 2: invalid, 5 plies\n' |
	    cmp -s - "$tmp/out"; then
		pass=$((pass + 1))
	else
		echo "FAIL: the libnotation(3) example printed (status $rc):"
		cat "$tmp/out"
		fail=$((fail + 1))
	fi
fi
echo "man-examples: $pass passed, $fail failed"
[ $fail = 0 ]
