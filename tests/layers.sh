#!/bin/sh
# layers.sh -- the library keeps its layers (libnotation/LAYERS): no file
# includes a private header of a folder above its own or calls into one,
# no two files call each other in a circle, no .c file is over 1,000
# lines (build-aux/layers.py, which reads the calls from the symbols of
# the built objects).  Then the check is shown to fail: on a small tree
# made here, with an include from above, a call from above and a circle.
. "$(dirname "$0")/lib/common.sh"

if ! command -v nm >/dev/null 2>&1; then
	echo "layers.sh: nm not found: skipped (binutils has it)"
	exit 0
fi
CC=${CC:-cc}

(cd "$top" && python3 build-aux/layers.py "$BUILD") >"$tmp/out" 2>&1 &&
    ok || { ko "the library's layers"; cat "$tmp/out"; }

# plant FOLDER/NAME.c TEXT: a source of the small tree, compiled.
t=$tmp/t
plant() {
	mkdir -p "$t/libnotation/${1%/*}" "$t/build/lib/${1%/*}"
	printf '%s\n' "$2" >"$t/libnotation/$1.c"
	"$CC" -c -o "$t/build/lib/$1.o" "$t/libnotation/$1.c"
}
# refuses WHAT PATTERN: layers.py fails on the small tree, saying PATTERN.
refuses() {
	if (cd "$t" && python3 "$top/build-aux/layers.py" build) \
	    >"$tmp/out" 2>&1; then
		ko "$1: layers.py passed"
	elif grep -q "$2" "$tmp/out"; then
		ok
	else
		ko "$1: no '$2' in:"
		cat "$tmp/out"
	fi
}
mkdir -p "$t/libnotation"
printf 'base\tthe bottom\ndraw\tthe top\n' >"$t/libnotation/LAYERS"
plant base/a 'int nt_a(void); int nt_a(void) { return 1; }'
plant draw/b 'int nt_a(void); int nt_b(void); int nt_b(void) { return nt_a(); }'
(cd "$t" && python3 "$top/build-aux/layers.py" build) >"$tmp/out" 2>&1 &&
    ok || { ko "a small tree that keeps its layers"; cat "$tmp/out"; }

# Only written: an include of a header that is not there would not build.
printf '#include "draw/draw.h"\n' >"$t/libnotation/base/c.c"
refuses "an include from above" 'includes "draw/draw.h": draw lies above base'
rm "$t/libnotation/base/c.c"

plant base/c 'int nt_b(void); int nt_c(void); int nt_c(void) { return nt_b(); }'
refuses "a call from above" 'refers to nt_b, defined in draw/b.o'
rm "$t/libnotation/base/c.c" "$t/build/lib/base/c.o"

plant draw/d 'int nt_e(void); int nt_d(void); int nt_d(void) { return nt_e(); }'
plant draw/e 'int nt_d(void); int nt_e(void); int nt_e(void) { return nt_d(); }'
refuses "two files in a circle" 'a circle of 2 files: draw/d -> draw/e'
rm "$t/libnotation/draw/d.c" "$t/build/lib/draw/d.o" \
    "$t/libnotation/draw/e.c" "$t/build/lib/draw/e.o"

mkdir "$t/libnotation/extra"
refuses "a folder not listed" 'extra: a folder that libnotation/LAYERS does not list'

finish
