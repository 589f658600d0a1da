/*
 * check_tags.c -- notation_checker_tag() keeps every tag of a game up to
 * the bound of spec/record-format.md, "Limits" (NOTATION_STATS_TAG_BYTES
 * of names and values), and past it says what it cut with a `limit`
 * warning: 200 tags with the one looked up last, a value of 65,500
 * bytes, more than the 64 tags and 64 KiB the checker once kept, the
 * bound itself, the first of a name, and each game on its own.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

SUITE_TCASE(tags, "tags", setup, teardown, 0);

#define MOVES10	"1. j5-j6 a6-a5 *\n"
#define MOVES8	"1. h4-h5 a5-a4 *\n"

/*
 * A game of nfill tags T0, T1... of fill_len bytes each ('a'), then the
 * tag looked up (when its value is given), then extra, then the moves.
 */
static const struct tag_case {
	const char	*what;
	int		 nfill;
	size_t		 fill_len;
	const char	*look;		/* the name looked up */
	const char	*value;		/* its tag after the fillers, or NULL */
	const char	*extra;		/* tags after it */
	const char	*moves;
	const char	*want;		/* the answer, or NULL */
	size_t		 want_len;	/* when want is "": its length, 'a's */
	const char	*cut;		/* the tag the warning names, or NULL */
} tag_cases[] = {
	{ "200 tags, White last", 199, 1, "White", "Late", "", MOVES10,
	    "Late", 0, NULL },
	{ "200 tags, the first", 199, 1, "T0", "Late", "", MOVES10,
	    "", 1, NULL },
	{ "65 tags (the checker kept 64)", 64, 1, "White", "Late", "",
	    MOVES10, "Late", 0, NULL },
	{ "after a value of 65,500 bytes", 1, 65500, "White", "AfterLong",
	    "", MOVES10, "AfterLong", 0, NULL },
	{ "the value of 65,500 bytes", 1, 65500, "T0", "x", "", MOVES10,
	    "", 65500, NULL },
	{ "the second value of 65,500 bytes", 2, 65500, "T1", NULL, "",
	    MOVES10, "", 65500, NULL },
	{ "after 80 KB of tags", 2, 40000, "White", "W", "", MOVES10, "W", 0,
	    NULL },
	{ "after 1,000 tags", 1000, 10, "White", "W", "", MOVES10, "W", 0,
	    NULL },
	{ "3 tags of 1,000,000 bytes", 3, 1000000, "White", "W", "",
	    MOVES10, "W", 0, NULL },
	{ "past 4 MiB of tags", 5, 1000000, "White", "W", "", MOVES10, NULL,
	    0, "T4" },
	{ "past 4 MiB, those before", 5, 1000000, "T3", NULL, "", MOVES10,
	    "", 1000000, "T4" },
	{ "past 4 MiB, Variant still known", 5, 1000000, "Variant",
	    "corners-8x8", "", MOVES8, "corners-8x8", 0, "T4" },
	{ "the first of a name", 3, 1, "White", "A", "[White \"B\"]\n",
	    MOVES10, "A", 0, NULL },
	{ "not there", 3, 1, "White", NULL, "", MOVES10, NULL, 0, NULL },
	{ "no tags at all", 0, 1, "White", NULL, "", MOVES10, NULL, 0, NULL },
};

/* The record of a case: fillers, the tag, extra and the moves. */
static char *
record(const struct tag_case *t, size_t *lenp)
{
	char	*fill, *rec, *p;
	size_t	 cap;
	int	 i;

	ck_assert_ptr_nonnull(fill = malloc(t->fill_len + 1));
	memset(fill, 'a', t->fill_len);
	fill[t->fill_len] = '\0';
	cap = (size_t)t->nfill * (t->fill_len + 32) + 4096;
	ck_assert_ptr_nonnull(rec = malloc(cap));
	p = rec;
	for (i = 0; i < t->nfill; i++)
		p += sprintf(p, "[T%d \"%s\"]\n", i, fill);
	if (t->value != NULL)
		p += sprintf(p, "[%s \"%s\"]\n", t->look, t->value);
	p += sprintf(p, "%s\n%s", t->extra, t->moves);
	free(fill);
	*lenp = (size_t)(p - rec);
	return rec;
}

/* The summary's `limit` warnings, the first one's message in *msg. */
static int
limit_warnings(const struct notation_summary *s, const char **msg)
{
	size_t	 i;
	int	 n = 0;

	for (i = 0; i < s->ndiags; i++)
		if (s->diags[i].code == NOTATION_LIMIT &&
		    s->diags[i].severity == NOTATION_WARNING && n++ == 0)
			*msg = s->diags[i].message;
	return n;
}

TEST_LOOP(tags, test_tag, NELEM(tag_cases))
{
	const struct tag_case	*t = &tag_cases[_i];
	struct notation_summary	 s;
	notation_checker	*c;
	notation_reader		*rd;
	const char		*v, *msg = "";
	char			*rec, frag[64];
	size_t			 len, k;

	rec = record(t, &len);
	ck_assert_ptr_nonnull(c = notation_checker_new(cat, NULL));
	ck_assert_ptr_nonnull(rd = notation_reader_new("t.hgn"));
	notation_reader_set_buffer(rd, rec, len);
	ck_assert_int_eq(notation_checker_next(c, rd, &s), 1);
	ck_assert_msg(s.valid, "%s: invalid (%s)", t->what,
	    s.ndiags > 0 ? s.diags[0].message : "");
	ck_assert_uint_eq(s.plies, 2);
	v = notation_checker_tag(c, t->look);
	if (t->want == NULL)
		ck_assert_msg(v == NULL, "%s: %s found", t->what, t->look);
	else {
		ck_assert_msg(v != NULL, "%s: %s not found", t->what, t->look);
		if (t->want_len == 0)
			ck_assert_str_eq(v, t->want);
		else {
			ck_assert_uint_eq(strlen(v), t->want_len);
			for (k = 0; k < t->want_len && v[k] == 'a'; k++)
				continue;
			ck_assert_uint_eq(k, t->want_len);
		}
	}
	if (t->cut == NULL)
		ck_assert_int_eq(limit_warnings(&s, &msg), 0);
	else {
		ck_assert_int_eq(limit_warnings(&s, &msg), 1);
		snprintf(frag, sizeof(frag), "the tag %s and those after it",
		    t->cut);
		ck_assert_msg(strstr(msg, frag) != NULL &&
		    strstr(msg, "4194304 bytes") != NULL, "%s: %s", t->what,
		    msg);
	}
	ck_assert_int_eq(notation_checker_next(c, rd, &s), 0);
	notation_reader_free(rd);
	notation_checker_free(c);
	free(rec);
}
END_TEST

/*
 * Each game on its own: a game does not see the tags of the one before,
 * and a game after one that passed the bound keeps its tags again.
 */
TEST_ONCE(tags, test_per_game)
{
	const struct tag_case	 big = { "big", 5, 1000000, "White", "W", "",
	    MOVES10, NULL, 0, "T4" };
	struct notation_summary	 s;
	notation_checker	*c;
	notation_reader		*rd;
	const char		*msg;
	char			*rec, *all;
	size_t			 len;
	static const char	 next[] = "\n[White \"Second\"]\n\n" MOVES10
	    "\n[Black \"Third\"]\n\n" MOVES10;

	rec = record(&big, &len);
	ck_assert_ptr_nonnull(all = malloc(len + sizeof(next)));
	memcpy(all, rec, len);
	memcpy(all + len, next, sizeof(next));
	ck_assert_ptr_nonnull(c = notation_checker_new(cat, NULL));
	ck_assert_ptr_nonnull(rd = notation_reader_new("t.hgn"));
	notation_reader_set_buffer(rd, all, len + sizeof(next) - 1);
	ck_assert_int_eq(notation_checker_next(c, rd, &s), 1);
	ck_assert_ptr_null(notation_checker_tag(c, "White"));
	ck_assert_int_eq(limit_warnings(&s, &msg), 1);
	ck_assert_int_eq(notation_checker_next(c, rd, &s), 1);
	ck_assert_str_eq(notation_checker_tag(c, "White"), "Second");
	ck_assert_ptr_null(notation_checker_tag(c, "T0"));
	ck_assert_int_eq(limit_warnings(&s, &msg), 0);
	ck_assert_int_eq(notation_checker_next(c, rd, &s), 1);
	ck_assert_ptr_null(notation_checker_tag(c, "White"));
	ck_assert_str_eq(notation_checker_tag(c, "Black"), "Third");
	ck_assert_int_eq(notation_checker_next(c, rd, &s), 0);
	notation_reader_free(rd);
	notation_checker_free(c);
	free(all);
	free(rec);
}
END_TEST

HARNESS_SUITE("tags")
