#!/bin/sh
# man-examples.sh -- every code example of the library's documentation
# runs: the example program of libnotation(3) compiles and runs as the
# page says, the example functions of notation.h (the tab-indented code
# in its comments) compile and give what their comments say, and the
# position string notation.h gives as an example is one the library reads.
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

# notation.h's position-string example (the two lines after "a blank
# joins it):", joined by a blank) reads back through the library
# and is written again as it stands.
pos=$(awk '/a blank joins it\):$/ { n = 2; next }
    n > 0 { sub(/^ \*[ \t]*/, ""); s = s (s == "" ? "" : " ") $0; n-- }
    END { print s }' libnotation/notation.h)
cat > "$tmp/pos.c" <<'END'
#include <stdio.h>
#include <string.h>
#include <notation.h>

int
main(int argc, char *argv[])
{
	notation_catalog	*cat = notation_catalog_new();
	notation_position	*p;
	struct notation_diag	 d;
	struct notation_buf	 b = NOTATION_BUF_INIT;

	notation_diag_clear(&d);
	if (argc != 2 || notation_position_parse(cat, argv[1],
	    strlen(argv[1]), &p, &d) != 0) {
		printf("%s\n", d.message);
		return 1;
	}
	notation_position_format(p, &b);
	printf("%s\n", b.data);
	notation_buf_free(&b);
	notation_position_free(p);
	notation_catalog_free(cat);
	return 0;
}
END
if ${CC:-cc} -Ilibnotation -o "$tmp/pos" "$tmp/pos.c" "$BUILD/libnotation.a" \
    $(pkg-config --libs yaml-0.1) $( [ "$BUILD" = build-asan ] && echo -fsanitize=address,undefined ) 2>"$tmp/err" &&
    "$tmp/pos" "$pos" > "$tmp/out" && echo "$pos" | cmp -s - "$tmp/out"; then
	pass=$((pass + 1))
else
	echo "FAIL: notation.h's position string '$pos' does not read back:"
	cat "$tmp/err" "$tmp/out" 2>/dev/null
	fail=$((fail + 1))
fi
# notation.h's example functions: each run of comment lines that begin
# " *<tab>" (blank comment lines inside it kept) is one, written out
# whole; the driver below calls each and checks what it gives.  A new
# example must get its check here, or the count fails.
awk '/^ \*\t/ { sub(/^ \*\t/, ""); print; code = 1; next }
    /^ \*$/ && code { print ""; next }
    { if (code) { print ""; n++ } code = 0 }
    END { print "#define NEXAMPLES " n }' libnotation/notation.h > "$tmp/hex.h"
cat > "$tmp/hex.c" <<'END'
#include <stdio.h>
#include <string.h>
#include <notation.h>

#include "hex.h"

int
main(void)
{
	notation_catalog	*cat = notation_catalog_new();
	struct notation_diag	 d;
	int			 bad = 0;

	static const char	 two[] = "[Event \"b\n\n1. j4-j6 *\n\n"
				    "1. j4-j6 *\n";
	notation_checker	*ck = notation_checker_new(cat, NULL);
	notation_reader		*rd = notation_reader_new("two.hgn");
	notation_writer		*w = notation_writer_new(NOTATION_FORMAT_HGN,
				    0);
	struct notation_buf	 out = NOTATION_BUF_INIT;

	if (NEXAMPLES != 3) {
		printf("notation.h has %d examples, this test checks 3\n",
		    NEXAMPLES);
		bad = 1;
	}
	/* The game the reader could not read whole is held back. */
	notation_reader_set_buffer(rd, two, strlen(two));
	if (copy_all(ck, rd, w, &out) != 1 || out.data == NULL ||
	    strcmp(out.data, "1. j4-j6 *\n") != 0) {
		printf("copy_all(): '%s'\n", out.data);
		bad = 1;
	}
	notation_buf_free(&out);
	notation_writer_free(w);
	notation_reader_free(rd);
	notation_checker_free(ck);
	notation_diag_clear(&d);
	if (expect('x', 'y', &d) != NOTATION_SYNTAX ||
	    d.severity != NOTATION_ERROR ||
	    strcmp(d.message, "unexpected 'x'") != 0 ||
	    expect('y', 'y', &d) != 0 || expect('x', 'y', NULL) !=
	    NOTATION_SYNTAX) {
		printf("expect(): '%s'\n", d.message);
		bad = 1;
	}
	if (count_cells(notation_catalog_find(cat, "halma-10x10", NULL)) !=
	    100 || count_cells(notation_catalog_find(cat, "corners-8x8",
	    NULL)) != 64 || count_cells(notation_catalog_find(cat,
	    "sternhalma-2p", NULL)) != 121) {
		printf("count_cells() miscounts\n");
		bad = 1;
	}
	notation_catalog_free(cat);
	return bad;
}
END
if ${CC:-cc} -Wall -Wextra -Werror -Ilibnotation -I"$tmp" -o "$tmp/hex" \
    "$tmp/hex.c" "$BUILD/libnotation.a" $(pkg-config --libs yaml-0.1) \
    $( [ "$BUILD" = build-asan ] && echo -fsanitize=address,undefined ) \
    2>"$tmp/err" && "$tmp/hex" > "$tmp/out"; then
	pass=$((pass + 1))
else
	echo "FAIL: notation.h's example functions:"
	cat "$tmp/err" "$tmp/out" "$tmp/hex.h" 2>/dev/null
	fail=$((fail + 1))
fi
echo "man-examples: $pass passed, $fail failed"
[ $fail = 0 ]
