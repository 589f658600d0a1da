#!/bin/sh
# header.sh -- notation.h as a program of another language or build meets
# it (issue 40, points 15 and 16): it compiles as C++, with every name
# declared in an extern "C" block, and none of its names is one C++
# reserves (a double underscore anywhere, or an underscore and a capital
# letter first: NOTATION_CODE__MAX was one); the version it gives is the
# one the Makefile builds and installs.
. "$(dirname "$0")/lib/common.sh"

h=$top/libnotation/notation.h

# Names of the header's own with a double underscore or a leading
# underscore and capital, but the compiler's it tests (__cplusplus...).
grep -o '[A-Za-z_][A-Za-z0-9_]*' "$h" | sort -u |
    grep -E '__|^_[A-Z]' |
    grep -vxE '__cplusplus|__GNUC__|__attribute__' >"$tmp/names"
if [ -s "$tmp/names" ]; then
	ko "names C++ reserves in notation.h: $(tr '\n' ' ' <"$tmp/names")"
else
	ok
fi

# The header compiled as C++, when a C++ compiler is at hand; with clang,
# whose -Wreserved-identifier says the same of what it declares.
CXX=${CXX:-c++}
if command -v "$CXX" >/dev/null 2>&1; then
	printf '#include "notation.h"\nint main() { return notation_version() == 0; }\n' \
	    >"$tmp/h.cc"
	flags=
	"$CXX" -Wreserved-identifier -fsyntax-only -x c++ /dev/null \
	    >/dev/null 2>&1 && flags=-Wreserved-identifier
	if "$CXX" -fsyntax-only -Wall -Wextra -Werror $flags \
	    -I"$top/libnotation" "$tmp/h.cc" >"$tmp/err" 2>&1; then
		ok
	else
		ko "notation.h as C++: $(cat "$tmp/err")"
	fi
else
	echo "header.sh: $CXX not found: the C++ compile skipped"
fi

# One version: the Makefile's VERSION is the header's NOTATION_VERSION,
# and NOTATION_VERSION_NUMBER is made from it.
mk=$(sed -n 's/^VERSION[	 ]*=[	 ]*//p' "$top/Makefile")
hv=$(sed -n 's/^#define NOTATION_VERSION[	 ]*"\(.*\)"$/\1/p' "$h")
hn=$(sed -n 's/^#define NOTATION_VERSION_NUMBER[	 ]*//p' "$h")
[ "$mk" = "$hv" ] && ok || ko "Makefile VERSION $mk, notation.h $hv"
echo "$hv" | awk -F. -v n="$hn" '{ exit !($1 * 10000 + $2 * 100 + $3 == n) }' &&
    ok || ko "NOTATION_VERSION_NUMBER $hn is not that of $hv"

finish
