/*
 * check_fmt.c -- the decimal digits the writers put at every move
 * (buf.c, nt_fmt_ulong()), against snprintf()'s, at the edges of each
 * number of digits.  Internal; the suite links the static library.
 */
#include <check.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "harness.h"
#include "base/base.h"

SUITE_TCASE(fmt, "fmt", NULL, NULL, 0);

static const unsigned long fmt_cases[] = {
	0, 1, 9, 10, 11, 99, 100, 101, 999, 1000, 65535, 65536,
	4294967295UL, 1000000000000UL, ULONG_MAX - 1, ULONG_MAX,
};

TEST_LOOP(fmt, test_fmt_ulong, NELEM(fmt_cases))
{
	char	 got[24], want[24];
	size_t	 n;

	memset(got, 'x', sizeof(got));
	n = nt_fmt_ulong(got, fmt_cases[_i]);
	snprintf(want, sizeof(want), "%lu", fmt_cases[_i]);
	ck_assert_uint_eq(n, strlen(want));
	ck_assert_int_eq(memcmp(got, want, n), 0);
	ck_assert_int_eq(got[n], 'x');		/* nothing written past */
}
END_TEST

/*
 * Every word YAML 1.1 reads as another type is quoted: each is within
 * the length and among the initials nt_emit_typed() asks first, and it
 * answers 1; a word one byte longer or with another initial, 0.
 */
TEST_ONCE(fmt, test_typed_words)
{
	const char	*w;
	char		 longer[NT_TYPED_MAX + 2];
	size_t		 i, n;

	for (i = 0; (w = nt_typed_words[i]) != NULL; i++) {
		n = strlen(w);
		ck_assert_uint_le(n, NT_TYPED_MAX);
		ck_assert_ptr_nonnull(strchr(NT_TYPED_INITIALS, w[0]));
		ck_assert_int_eq(nt_emit_typed(w, n), 1);
		memcpy(longer, w, n);
		longer[n] = 'x';
		ck_assert_int_eq(nt_emit_typed(longer, n + 1), w[0] == '.');
	}
	ck_assert_uint_ge(i, 34);
	ck_assert_int_eq(nt_emit_typed("a1-b2", 5), 0);
	ck_assert_int_eq(nt_emit_typed("nul", 3), 0);
	ck_assert_int_eq(nt_emit_typed("", 0), 1);
}
END_TEST

HARNESS_SUITE("fmt")
