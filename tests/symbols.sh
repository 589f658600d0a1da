#!/bin/sh
# symbols.sh -- what the library shows a program linked against it.
#
# The shared object exports the functions of notation.h and nothing else
# (the library is built with -fvisibility=hidden and notation.h marks
# each declaration NOTATION_EXPORT): "nm -D" lists no defined symbol
# outside notation_*.  The static library cannot hide anything, so every
# global it defines carries a library prefix: notation_ for the API, nt_
# for the internals (libnotation/base/base.h); a program's own
# position_put can then never clash with the library's.  Undefined
# symbols (libc, libyaml) are not the library's and are not checked.
BUILD=${BUILD:-build}
NM=${NM:-nm}

if ! command -v "$NM" >/dev/null 2>&1; then
	echo "symbols.sh: $NM not found: skipped (binutils has it)"
	exit 0
fi
for f in "$BUILD/libnotation.so.0" "$BUILD/libnotation.a"; do
	if [ ! -f "$f" ]; then
		echo "symbols.sh: FAIL: $f is not built" >&2
		exit 1
	fi
done
fail=0

# Defined, dynamic symbols: "ADDRESS TYPE NAME".
bad=$("$NM" -D --defined-only "$BUILD/libnotation.so.0" |
    awk 'NF >= 3 && $3 !~ /^notation_/ { print $3 }')
n=$("$NM" -D --defined-only "$BUILD/libnotation.so.0" |
    awk 'NF >= 3 && $3 ~ /^notation_/' | wc -l)
if [ -n "$bad" ]; then
	echo "symbols.sh: FAIL: libnotation.so.0 exports symbols outside" \
	    "notation_*:" $bad >&2
	fail=1
fi
# Every function notation.h declares is exported (a declaration that
# lacks NOTATION_EXPORT is hidden, and a program calling it fails to link
# against the shared object).
HEADER=${HEADER:-libnotation/notation.h}
if [ -f "$HEADER" ]; then
	"$NM" -D --defined-only "$BUILD/libnotation.so.0" |
	    awk 'NF >= 3 { print $3 }' | sort -u > "${TMPDIR:-/tmp}/symbols.$$"
	missing=$(awk '/^[A-Za-z]/ && !/^typedef/ &&
	    match($0, /notation_[a-z0-9_]+\(/) {
		print substr($0, RSTART, RLENGTH - 1) }' "$HEADER" | sort -u |
	    comm -23 - "${TMPDIR:-/tmp}/symbols.$$")
	rm -f "${TMPDIR:-/tmp}/symbols.$$"
	if [ -n "$missing" ]; then
		echo "symbols.sh: FAIL: declared in notation.h but not exported" \
		    "(NOTATION_EXPORT missing?):" $missing >&2
		fail=1
	fi
else
	echo "symbols.sh: $HEADER not found: declarations not compared"
fi

# The Debian symbols file (debian/libnotation0.symbols) lists the same
# names: dpkg-gensymbols fails "make deb" on any difference (level 4),
# and this says so before a package is built.
SYMBOLS=${SYMBOLS:-debian/libnotation0.symbols}
if [ -f "$SYMBOLS" ]; then
	"$NM" -D --defined-only "$BUILD/libnotation.so.0" |
	    awk 'NF >= 3 { print $3 }' | sort -u > "${TMPDIR:-/tmp}/symbols.$$"
	diff=$(sed -n 's/^ \([^@ ]*\)@Base .*/\1/p' "$SYMBOLS" | sort -u |
	    diff - "${TMPDIR:-/tmp}/symbols.$$" | sed -n 's/^[<>] //p')
	rm -f "${TMPDIR:-/tmp}/symbols.$$"
	if [ -n "$diff" ]; then
		echo "symbols.sh: FAIL: $SYMBOLS and the exported symbols" \
		    "differ in:" $diff >&2
		fail=1
	fi
fi

# Global definitions of the archive's objects (text, data, bss,
# read-only, common; upper-case types are the global ones).  Under
# SANITIZE=1 the compiler adds its own globals (AddressSanitizer's
# __odr_asan.NAME and __asan_* helpers); they are the instrumentation's,
# not the library's, and are left out.
bad=$("$NM" "$BUILD/libnotation.a" |
    awk 'NF >= 3 && $2 ~ /^[TDBRCGSV]$/ && $3 !~ /^(notation_|nt_)/ &&
	$3 !~ /^(__odr_asan[._]|__asan_|__ubsan_|__sancov_)/ {
	print $3 }' | sort -u)
if [ -n "$bad" ]; then
	echo "symbols.sh: FAIL: libnotation.a defines globals without the" \
	    "notation_ or nt_ prefix:" $bad >&2
	fail=1
fi

[ $fail -eq 0 ] && echo "symbols.sh: ok ($n exported)"
exit $fail
