/*
 * check_names.c -- how near two names are (names.c, nt_name_distance()),
 * which the catalog's and the rule loader's "did you mean" hints rest on:
 * known distances, and the bound: asked with a limit, the answer is the
 * distance when it is within the limit and (size_t)-1 otherwise, however
 * early the computation stops.  Internal; the suite links the static
 * library.
 */
#include <check.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "base/base.h"

SUITE_TCASE(names, "names", NULL, NULL, 0);

#define FAR	((size_t)-1)

static const struct {
	const char	*a, *b;
	size_t		 want;		/* with no limit that binds */
} distance_cases[] = {
	{ "", "", 0 },
	{ "halma", "halma", 0 },
	{ "halma", "HALMA", 0 },			/* case folded */
	{ "halma-10x1", "halma-10x10", 1 },		/* insertion */
	{ "hlama-10x10", "halma-10x10", 1 },		/* a swap is one edit */
	{ "halma-10x10", "halma-16x16", 2 },		/* substitutions */
	{ "connectie-7p", "connectie-3p", 1 },
	{ "ster", "sternhalma-2p", 9 },
	{ "abc", "", 3 },
	{ "ca", "abc", 3 },				/* no swap then insert */
	{ "gevangen-1", "gevangen-2-6p", 4 },
	{ "corners-8x8-diagonal", "corners-mini-diagonal", 4 },
};

TEST_LOOP(names, test_distance, NELEM(distance_cases))
{
	const char	*a = distance_cases[_i].a, *b = distance_cases[_i].b;
	size_t		 want = distance_cases[_i].want, limit;

	ck_assert_uint_eq(nt_name_distance(a, b, 63), want);
	ck_assert_uint_eq(nt_name_distance(b, a, 63), want);
	for (limit = 0; limit <= want + 2; limit++) {
		ck_assert_uint_eq(nt_name_distance(a, b, limit),
		    want <= limit ? want : FAR);
		ck_assert_uint_eq(nt_name_distance(b, a, limit),
		    want <= limit ? want : FAR);
	}
}
END_TEST

/*
 * Every pair of a set of names and their prefixes, at every limit: the
 * early stops (lengths too far apart, two rows past the limit) never
 * change an answer within the limit.
 */
TEST_ONCE(names, test_limit_every_pair)
{
	static const char *const names[] = {
		"halma-10x10", "halma-16x16-4p-same-colour", "sternhalma-2p",
		"ster-solitair", "corners-8x8-diagonal", "ugolki-3x4",
		"Variant", "jump-over", "jumps", "abab", "baba", "x",
	};
	char		 a[64], b[64];
	size_t		 i, j, la, lb, full, limit;

	for (i = 0; i < NELEM(names); i++)
		for (j = 0; j < NELEM(names); j++)
			for (la = 0; la <= strlen(names[i]); la += 3)
				for (lb = 0; lb <= strlen(names[j]); lb += 2) {
					memcpy(a, names[i], la);
					a[la] = '\0';
					memcpy(b, names[j], lb);
					b[lb] = '\0';
					full = nt_name_distance(a, b, 63);
					ck_assert_uint_le(full, 63);
					for (limit = 0; limit < 30; limit++)
						ck_assert_uint_eq(
						    nt_name_distance(a, b, limit),
						    full <= limit ? full : FAR);
				}
}
END_TEST

TEST_ONCE(names, test_long_names)
{
	char	 long_name[80];

	memset(long_name, 'a', sizeof(long_name) - 1);
	long_name[sizeof(long_name) - 1] = '\0';
	ck_assert_uint_eq(nt_name_distance(long_name, "a", 100), FAR);
	ck_assert_uint_eq(nt_name_distance("a", long_name, 100), FAR);
	long_name[64] = '\0';
	ck_assert_uint_eq(nt_name_distance(long_name, long_name, 0), FAR);
	long_name[63] = '\0';
	ck_assert_uint_eq(nt_name_distance(long_name, long_name, 0), 0);
}
END_TEST

HARNESS_SUITE("names")
