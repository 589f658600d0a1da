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

HARNESS_SUITE("fmt")
