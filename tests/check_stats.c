/*
 * check_stats.c -- the statistics accumulators (spec/statistics.md): each
 * figure on small hand-made games with answers worked out by hand, the
 * figures that need no replay, partials that read back to the same bytes,
 * merges that equal the whole at every cut, and the partials the reader
 * refuses.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

SUITE_TCASE(figures, "figures", setup, teardown, 0);
SUITE_TCASE(partials, "partials", setup, teardown, 0);
SUITE_TCASE(merge, "merge", setup, teardown, 120);

/*
 * The games, one record each (the same as tests/golden/stats/known.hgn,
 * plus G8).  What each holds, worked out by hand:
 *  G1  6 plies, steps j5-j6 a6-a5 i3-h4 a5-a4, jumps i1-i3-i5 (2 hops:
 *      i5 is 4 ranks away) and a8-a6 (1 hop); no camp emptied; "*".
 *  G2  from a position string: White has j5 and i4 in its camp, Black a6;
 *      White's camp is empty after its 2nd move, Black's after its 1st;
 *      3 steps; 1-0 by resignation.
 *  G3  Black has no stone in its camp at the start (0 moves); White
 *      keeps i4 there; 2 steps; 0-1.
 *  G4  an illegal first move (j5-j7: j6 is empty).
 *  G5  an unknown rule set.
 *  G6  corners-8x8: steps h4-h5 a5-a4 a6-a5, the jump g2-g4 (1 hop); no
 *      camp emptied (a6-a5 stays in Black's camp); an agreed draw.
 *  G7  camps empty from the start; c3-c4/h8-h7 back and forth from move
 *      60: the positions of plies 0..3 come back at 4..7 and 8..11, so
 *      plies 8, 9, 10, 11 (third time) and 12 (fourth) are repetitions;
 *      12 steps; one name for both colours.
 *  G8  i1-i3-g3 written in long form is 1 hop: i1-g3 jumps h2 at once.
 *  G9  two chains of 1 hop (i3-i5, b8-b6): the longest is the first.
 */
#define G1 "[Event \"Club\"]\n[White \"Alice\"]\n[Black \"Bob\"]\n" \
	"[Result \"*\"]\n\n1. j5-j6 a6-a5 2. i3-h4 a5-a4 3. i1-i3-i5 a8-a6 *" \
	"\n\n"
#define G2 "[Event \"Club\"]\n[White \"Carol\"]\n[Black \"Alice\"]\n" \
	"[FEN \"halma-10x10 w:j5,i4,a1,b1,c1,d1,e1,a2,b2,c2,d2,e2,a3,b3," \
	"c3 b:a6,f10,g10,h10,i10,j10,e9,f9,g9,h9,i9,j9,f8,g8,h8 w 30\"]\n" \
	"[Result \"1-0\"]\n\n30. j5-j6 a6-a5 31. i4-h5 1-0\n\n"
#define G3 "[Event \"Open\"]\n[White \"Bob\"]\n[Black \"Carol\"]\n" \
	"[FEN \"halma-10x10 w:j5,i4,a1,b1,c1,d1,e1,a2,b2,c2,d2,e2,a3,b3," \
	"c3 b:e8,f10,g10,h10,i10,j10,e9,f9,g9,h9,i9,j9,f8,g8,h8 w 30\"]\n" \
	"[Result \"0-1\"]\n\n30. j5-j6 f8-f7 0-1\n\n"
#define G4 "[Event \"Open\"]\n[White \"Alice\"]\n[Black \"Dave\"]\n" \
	"[Result \"*\"]\n\n1. j5-j7 *\n\n"
#define G5 "[White \"Dave\"]\n[Black \"Bob\"]\n" \
	"[Variant \"no-such-variant\"]\n[Result \"*\"]\n\n1. a2-a3 *\n\n"
#define G6 "[Event \"Open\"]\n[White \"Bob\"]\n[Black \"Alice\"]\n" \
	"[Variant \"corners-8x8\"]\n[Result \"1/2-1/2\"]\n\n" \
	"1. h4-h5 a5-a4 2. g2-g4 a6-a5 1/2-1/2\n\n"
#define G7 "[White \"Erin\"]\n[Black \"Erin\"]\n" \
	"[FEN \"halma-10x10 w:a1,b1,c1,d1,e1,a2,b2,c2,d2,e2,a3,b3,c3,d3," \
	"e3 b:f10,g10,h10,i10,j10,e9,f9,g9,h9,i9,j9,f8,g8,h8,i8 w 60\"]\n\n" \
	"60. c3-c4 h8-h7 61. c4-c3 h7-h8 62. c3-c4 h8-h7 63. c4-c3 h7-h8\n" \
	"64. c3-c4 h8-h7 65. c4-c3 h7-h8 *\n\n"
#define G8 "[White \"Alice\"]\n[Black \"Carol\"]\n\n" \
	"1. i3-h4 a6-a5 2. i1-i3-g3 *\n\n"

#define G9 "[White \"Carol\"]\n[Black \"Bob\"]\n\n1. i3-i5 b8-b6 *\n\n"

static const char *const games[] = { G1, G2, G3, G4, G5, G6, G7, G8, G9 };
#define NGAMES	NELEM(games)

static int
ply(void *arg, const notation_game *g, const notation_position *before,
    const struct notation_move *m, const char *text, size_t len)
{
	ck_assert_int_eq(notation_stats_add_ply(arg, g, before, m), 0);
	return 0;
}

/* The same, fed before the checker makes each move (stats_text()). */
static void
move(void *arg, const notation_game *g, const struct notation_move *m,
    const char *text, size_t len)
{
	ck_assert_int_eq(notation_stats_add_move(arg, g, m), 0);
}

/* Feed the plies by the move callback rather than the ply callback. */
static int	 by_move;

/* The statistics of the records in text, read under the name file. */
static notation_stats *
stats_text(const char *text, size_t len, const char *file, int flags,
    const char *const *by, size_t nby)
{
	struct notation_summary	 s;
	notation_checker	*c;
	notation_reader		*rd;
	notation_stats		*st;

	st = notation_stats_new(flags, by, nby);
	c = notation_checker_new(cat, notation_catalog_find(cat,
	    NOTATION_DEFAULT_VARIANT, NULL));
	rd = notation_reader_new(file);
	ck_assert(st != NULL && c != NULL && rd != NULL);
	if ((flags & NOTATION_STATS_REPLAY) && by_move)
		notation_checker_set_move_fn(c, move, st);
	else if (flags & NOTATION_STATS_REPLAY)
		notation_checker_set_ply_fn(c, ply, st);
	else
		notation_checker_set_replay(c, 0);
	notation_reader_set_buffer(rd, text, len);
	while (notation_checker_next(c, rd, &s) == 1)
		ck_assert_int_eq(notation_stats_add_summary(st, &s, c), 0);
	notation_reader_free(rd);
	notation_checker_free(c);
	return st;
}

/* The statistics of the games whose bits are set in which, in order. */
static notation_stats *
stats_of(unsigned which, int reverse, int flags, const char *const *by,
    size_t nby)
{
	struct notation_buf	 text = NOTATION_BUF_INIT;
	notation_stats		*st;
	size_t			 i, k;

	for (i = 0; i < NGAMES; i++) {
		k = reverse ? NGAMES - 1 - i : i;
		if (which & (1u << k))
			notation_buf_puts(&text, games[k]);
	}
	st = stats_text(text.data != NULL ? text.data : "", text.len,
	    "t.hgn", flags, by, nby);
	notation_buf_free(&text);
	return st;
}

/* The statistics written in format f, as a string the caller frees. */
static char *
write_of(const notation_stats *st, enum notation_stats_format f)
{
	struct notation_buf	 out = NOTATION_BUF_INIT;

	ck_assert_int_eq(notation_stats_write(st, f, &out), 0);
	ck_assert_ptr_nonnull(out.data);
	return out.data;
}

static notation_stats *
read_of(const char *json)
{
	struct notation_diag	 d;
	notation_stats		*st;
	size_t			 pos = 0;

	notation_diag_clear(&d);
	if (notation_stats_read_json(json, strlen(json), &pos, "p.json", &st,
	    &d) != 0)
		ck_abort_msg("partial refused: %lu:%lu: %s\n%s", d.line,
		    d.column, d.message, json);
	ck_assert_ptr_nonnull(st);
	ck_assert_uint_eq(pos, strlen(json));
	return st;
}

/* ------------------------------------------------------------------ */
/* Each figure: the games, the options, what the JSON must (or, after  */
/* a '!', must not) hold.                                             */

#define ALL	((1u << NGAMES) - 1)
#define BIT(n)	(1u << ((n) - 1))
#define KNOWN	(BIT(8) - 1)	/* G1 to G7: tests/golden/stats/known.hgn */

static const struct figure_case {
	unsigned	 which;
	int		 flags;
	const char	*by[3];
	const char	*want[8];
} figure_cases[] = {
	{ BIT(1), NOTATION_STATS_REPLAY, { NULL }, {
	    "\"games\":1,\"valid\":1,\"invalid\":0,\"invalid_by_code\":{},"
	    "\"results\":{\"*\":1}",
	    "\"none\":0,\"unfinished\":1}",
	    "\"length\":{\"games\":1,\"sum\":6,\"min\":6,\"max\":6,"
	    "\"mean\":6.00,\"histogram\":[{\"from\":0,\"to\":9,\"games\":1}]}",
	    "\"steps\":4,\"jumps\":2,"
	    "\"crownings\":0,\"hops\":[{\"hops\":1,\"jumps\":1},"
	    "{\"hops\":2,\"jumps\":1}]",
	    "\"longest\":{\"hops\":2,\"move\":\"i1-i3-i5\",\"tags\":"
	    "{\"Event\":\"Club\",\"White\":\"Alice\",\"Black\":\"Bob\"},"
	    "\"ply\":5}",
	    "{\"player\":\"White\",\"turn\":1,\"emptied\":0,\"never\":1,"
	    "\"sum\":0,\"min\":null,\"max\":null,\"mean\":null}",
	    "\"repetitions\":{\"games\":0,\"found\":0}", NULL } },
	{ BIT(2), NOTATION_STATS_REPLAY, { NULL }, {
	    "\"results\":{\"1-0\":1}",
	    "\"none\":1,\"unfinished\":0}",
	    "{\"player\":\"White\",\"turn\":1,\"emptied\":1,\"never\":0,"
	    "\"sum\":2,\"min\":2,\"max\":2,\"mean\":2.00}",
	    "{\"player\":\"Black\",\"turn\":2,\"emptied\":1,\"never\":0,"
	    "\"sum\":1,\"min\":1,\"max\":1,\"mean\":1.00}",
	    "\"steps\":3,\"jumps\":0,"
	    "\"crownings\":0,\"hops\":[],\"longest\":null", NULL } },
	{ BIT(3), NOTATION_STATS_REPLAY, { NULL }, {
	    "\"results\":{\"0-1\":1}",
	    "\"player\":\"White\",\"turn\":1,\"emptied\":0,\"never\":1",
	    "{\"player\":\"Black\",\"turn\":2,\"emptied\":1,\"never\":0,"
	    "\"sum\":0,\"min\":0,\"max\":0,\"mean\":0.00}", NULL } },
	{ BIT(4), NOTATION_STATS_REPLAY, { "Event", NULL }, {
	    "\"valid\":0,\"invalid\":1,\"invalid_by_code\":"
	    "{\"illegal-move\":1}",
	    "\"length\":{\"games\":0,\"sum\":0,\"min\":null,\"max\":null,"
	    "\"mean\":null,\"histogram\":[]}",
	    "\"steps\":0,\"jumps\":0", "\"camps\":[]",
	    "{\"key\":\"Open\",\"games\":1,\"valid\":0,\"invalid\":1,"
	    "\"results\":{\"*\":1},\"plies\":0,\"mean_length\":null}", NULL } },
	{ BIT(5), NOTATION_STATS_REPLAY, { "Variant", "Player", "Event" }, {
	    "\"invalid_by_code\":{\"unknown-variant\":1}",
	    "{\"key\":\"no-such-variant\",\"games\":1",
	    "{\"key\":\"Bob\",\"games\":1,\"colours\":{\"Black\":1},"
	    "\"valid\":0,\"invalid\":1,\"results\":{\"win\":0,\"draw\":0,"
	    "\"loss\":0,\"*\":1}",
	    "{\"key\":\"Dave\",\"games\":1,\"colours\":{\"White\":1}",
	    "{\"tag\":\"Event\",\"groups\":[{\"key\":\"?\",\"games\":1",
	    NULL } },
	{ BIT(6), NOTATION_STATS_REPLAY, { "Variant", NULL }, {
	    "\"results\":{\"1/2-1/2\":1}",
	    "\"steps\":3,\"jumps\":1,"
	    "\"crownings\":0,\"hops\":[{\"hops\":1,\"jumps\":1}]",
	    "\"longest\":{\"hops\":1,\"move\":\"g2-g4\"",
	    "\"emptied\":0,\"never\":1",
	    "{\"key\":\"corners-8x8\",\"games\":1,\"valid\":1,\"invalid\":0,"
	    "\"results\":{\"1/2-1/2\":1},\"plies\":4,\"mean_length\":4.00}",
	    NULL } },
	{ BIT(7), NOTATION_STATS_REPLAY, { "Player", NULL }, {
	    "\"repetitions\":{\"games\":1,\"found\":5}",
	    "\"steps\":12,\"jumps\":0",
	    "\"emptied\":1,\"never\":0,\"sum\":0,\"min\":0,\"max\":0",
	    "{\"key\":\"Erin\",\"games\":2,\"colours\":{\"Black\":1,"
	    "\"White\":1},\"valid\":2,\"invalid\":0,\"results\":{\"win\":0,"
	    "\"draw\":0,\"loss\":0,\"*\":2},\"plies\":24,"
	    "\"mean_length\":12.00}",
	    "\"histogram\":[{\"from\":10,\"to\":19,\"games\":1}]", NULL } },
	{ BIT(8), NOTATION_STATS_REPLAY, { NULL }, {
	    "\"hops\":[{\"hops\":1,\"jumps\":1}]",
	    "\"longest\":{\"hops\":1,\"move\":\"i1-g3\",\"tags\":"
	    "{\"White\":\"Alice\",\"Black\":\"Carol\"},\"ply\":3}", NULL } },
	/* Of chains as long, the first long form in byte order. */
	{ BIT(9), NOTATION_STATS_REPLAY, { NULL }, {
	    "\"hops\":[{\"hops\":1,\"jumps\":2}]",
	    "\"longest\":{\"hops\":1,\"move\":\"b8-b6\",\"tags\":"
	    "{\"White\":\"Carol\",\"Black\":\"Bob\"},\"ply\":2}", NULL } },
	{ BIT(9) | BIT(8), NOTATION_STATS_REPLAY, { NULL }, {
	    "\"longest\":{\"hops\":1,\"move\":\"b8-b6\",\"tags\":"
	    "{\"White\":\"Carol\",\"Black\":\"Bob\"},\"ply\":2}", NULL } },
	/* The known collection of tests/golden/stats, every figure. */
	{ KNOWN, NOTATION_STATS_REPLAY, { "Player", NULL }, {
	    "\"inputs\":{\"t.hgn\":7},\"games\":7,\"valid\":5,\"invalid\":2,"
	    "\"invalid_by_code\":{\"illegal-move\":1,\"unknown-variant\":1},"
	    "\"results\":{\"*\":4,\"0-1\":1,\"1-0\":1,\"1/2-1/2\":1}",
	    "\"none\":3,\"unfinished\":2}",
	    "\"length\":{\"games\":5,\"sum\":27,\"min\":2,\"max\":12,"
	    "\"mean\":5.40,\"histogram\":[{\"from\":0,\"to\":9,\"games\":4},"
	    "{\"from\":10,\"to\":19,\"games\":1}]}",
	    "\"moves\":{\"steps\":24,\"jumps\":3,"
	    "\"crownings\":0,\"hops\":[{\"hops\":1,"
	    "\"jumps\":2},{\"hops\":2,\"jumps\":1}],\"longest\":{\"hops\":2,"
	    "\"move\":\"i1-i3-i5\",\"tags\":{\"Event\":\"Club\",\"White\":"
	    "\"Alice\",\"Black\":\"Bob\"},\"ply\":5}}",
	    "\"camps\":[{\"player\":\"White\",\"turn\":1,\"emptied\":2,"
	    "\"never\":3,\"sum\":2,\"min\":0,\"max\":2,\"mean\":1.00},"
	    "{\"player\":\"Black\",\"turn\":2,\"emptied\":3,\"never\":2,"
	    "\"sum\":1,\"min\":0,\"max\":1,\"mean\":0.33}]",
	    "{\"key\":\"Alice\",\"games\":4,\"colours\":{\"Black\":2,"
	    "\"White\":2},\"valid\":3,\"invalid\":1,\"results\":{\"win\":0,"
	    "\"draw\":1,\"loss\":1,\"*\":2},\"plies\":13,"
	    "\"mean_length\":4.33}",
	    "{\"key\":\"Carol\",\"games\":2,\"colours\":{\"Black\":1,"
	    "\"White\":1},\"valid\":2,\"invalid\":0,\"results\":{\"win\":2,",
	    NULL } },
	/*
	 * By rule set: every game under the rule set it was read under
	 * (G5's tag as written); the openings of the valid games from the
	 * start position only, G1, G8 and G9 (G2, G3 and G7 are set up by
	 * a FEN tag, G4 is invalid).
	 */
	{ ALL, NOTATION_STATS_REPLAY, { NULL }, {
	    "\"rule_sets\":[{\"rule_set\":\"halma-10x10\",\"games\":7,"
	    "\"valid\":6,\"invalid\":1,\"results\":{\"*\":5,\"0-1\":1,"
	    "\"1-0\":1},\"reasons\":{\"goal\":0,",
	    "\"none\":2,\"unfinished\":4},\"openings\":{\"games\":3,"
	    "\"first\":{\"i3-h4\":1,\"i3-i5\":1,\"j5-j6\":1},\"two\":"
	    "{\"i3-h4 a6-a5\":1,\"i3-i5 b8-b6\":1,\"j5-j6 a6-a5\":1}}},"
	    "{\"rule_set\":\"corners-8x8\",\"games\":1,",
	    "\"openings\":{\"games\":1,\"first\":{\"h4-h5\":1},\"two\":"
	    "{\"h4-h5 a5-a4\":1}}},{\"rule_set\":\"no-such-variant\","
	    "\"games\":1,\"valid\":0,\"invalid\":1,\"results\":{\"*\":1},",
	    "\"openings\":{\"games\":0,\"first\":{},\"two\":{}}}],"
	    "\"breakdowns\":[]", NULL } },
	/* Without replay: an illegal move goes unnoticed. */
	{ KNOWN, 0, { "Event", NULL }, {
	    "\"replay\":false,\"inputs\":{\"t.hgn\":7},"
	    "\"games\":7,\"valid\":6,\"invalid\":1,\"invalid_by_code\":"
	    "{\"unknown-variant\":1},\"results\":{\"*\":4,\"0-1\":1,"
	    "\"1-0\":1,\"1/2-1/2\":1},\"rule_sets\":[{\"rule_set\":"
	    "\"halma-10x10\",\"games\":5,\"valid\":5,\"invalid\":0,"
	    "\"results\":{\"*\":3,\"0-1\":1,\"1-0\":1}},{\"rule_set\":"
	    "\"corners-8x8\",\"games\":1,\"valid\":1,\"invalid\":0,"
	    "\"results\":{\"1/2-1/2\":1}},{\"rule_set\":\"no-such-variant\","
	    "\"games\":1,\"valid\":0,\"invalid\":1,\"results\":{\"*\":1}}],"
	    "\"breakdowns\":[{\"tag\":\"Event\","
	    "\"groups\":[{\"key\":\"Open\",\"games\":3,\"valid\":3,"
	    "\"invalid\":0,\"results\":{\"*\":1,\"0-1\":1,\"1/2-1/2\":1}},",
	    "!\"length\"", "!\"plies\"", "!\"reasons\"", "!\"openings\"",
	    NULL } },
	/* Nothing at all. */
	{ 0, NOTATION_STATS_REPLAY, { NULL }, {
	    "\"inputs\":{},\"games\":0,\"valid\":0,\"invalid\":0",
	    "\"longest\":null", NULL } },
};

TEST_LOOP(figures, test_figures, NELEM(figure_cases))
{
	const struct figure_case	*fc = &figure_cases[_i];
	notation_stats			*st;
	const char			*w;
	char				*json;
	size_t				 nby, k;

	for (nby = 0; nby < 3 && fc->by[nby] != NULL; nby++)
		continue;
	st = stats_of(fc->which, 0, fc->flags, fc->by, nby);
	json = write_of(st, NOTATION_STATS_JSON);
	for (k = 0; (w = fc->want[k]) != NULL; k++) {
		if (*w == '!')
			ck_assert_msg(strstr(json, w + 1) == NULL,
			    "case %d: found %s in\n%s", _i, w + 1, json);
		else
			ck_assert_msg(strstr(json, w) != NULL,
			    "case %d: no %s in\n%s", _i, w, json);
	}
	/* The games figure and the exit status the tools derive. */
	ck_assert_uint_eq(notation_stats_games(st) >=
	    notation_stats_invalid(st), 1);
	free(json);
	notation_stats_free(st);
}
END_TEST

/* ------------------------------------------------------------------ */
/* A partial reads back to the same figures, in every format.          */

static const char *const all_by[] = { "Player", "Event", "Variant" };

TEST_LOOP(partials, test_round_trip, 2 * (NGAMES + 1))
{
	notation_stats	*st, *back;
	char		*a, *b;
	int		 f, flags = _i % 2 ? NOTATION_STATS_REPLAY : 0;

	st = stats_of(_i / 2 == 0 ? ALL : BIT(_i / 2), 0, flags, all_by, 3);
	a = write_of(st, NOTATION_STATS_JSON);
	back = read_of(a);
	for (f = NOTATION_STATS_TABLE; f <= NOTATION_STATS_SVG; f++) {
		free(a);
		a = write_of(st, f);
		b = write_of(back, f);
		ck_assert_msg(strcmp(a, b) == 0, "format %d:\n%s\n--- read "
		    "back:\n%s", f, a, b);
		free(b);
	}
	free(a);
	notation_stats_free(st);
	notation_stats_free(back);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The merge of the parts is the whole, wherever the cuts fall.        */

static notation_stats *
through_json(notation_stats *st)
{
	notation_stats	*back;
	char		*json;

	json = write_of(st, NOTATION_STATS_JSON);
	back = read_of(json);
	free(json);
	notation_stats_free(st);
	return back;
}

static void
merge_into(notation_stats *dst, notation_stats *src)
{
	struct notation_diag	 d;

	notation_diag_clear(&d);
	ck_assert_msg(notation_stats_merge(dst, src, &d) == 0, "%s",
	    d.message);
	notation_stats_free(src);
}

/* Games [lo, hi) of the order (reversed when reverse is set). */
static unsigned
span(size_t lo, size_t hi, int reverse)
{
	unsigned	 w = 0;
	size_t		 i;

	for (i = lo; i < hi; i++)
		w |= 1u << (reverse ? NGAMES - 1 - i : i);
	return w;
}

TEST_LOOP(merge, test_merge_cuts, 4)
{
	notation_stats	*whole, *a, *b, *c, *bc;
	char		*want, *got;
	size_t		 i, j;
	int		 reverse = _i & 1, flags = _i & 2 ?
			    NOTATION_STATS_REPLAY : 0;

	whole = stats_of(ALL, reverse, flags, all_by, 3);
	want = write_of(whole, NOTATION_STATS_JSON);
	for (i = 0; i <= NGAMES; i++)
		for (j = i; j <= NGAMES; j++) {
			/* ((A + B) + C), the partials through JSON. */
			a = through_json(stats_of(span(0, i, reverse), reverse,
			    flags, all_by, 3));
			b = through_json(stats_of(span(i, j, reverse), reverse,
			    flags, all_by, 3));
			c = through_json(stats_of(span(j, NGAMES, reverse),
			    reverse, flags, all_by, 3));
			merge_into(a, b);
			merge_into(a, c);
			got = write_of(a, NOTATION_STATS_JSON);
			ck_assert_msg(strcmp(want, got) == 0, "cuts %zu %zu:\n"
			    "%s\n--- merged:\n%s", i, j, want, got);
			free(got);
			notation_stats_free(a);
			/* (A + (B + C)), straight from the games. */
			a = stats_of(span(0, i, reverse), reverse, flags,
			    all_by, 3);
			bc = stats_of(span(i, j, reverse), reverse, flags,
			    all_by, 3);
			merge_into(bc, stats_of(span(j, NGAMES, reverse),
			    reverse, flags, all_by, 3));
			merge_into(a, bc);
			got = write_of(a, NOTATION_STATS_TABLE);
			free(want);
			want = write_of(whole, NOTATION_STATS_TABLE);
			ck_assert_str_eq(want, got);
			free(got);
			free(want);
			want = write_of(whole, NOTATION_STATS_JSON);
			notation_stats_free(a);
		}
	free(want);
	notation_stats_free(whole);
}
END_TEST

/*
 * Games that tie on the longest chain: G9 under other players (the same
 * moves, so the same chain: the tags decide), and G10, whose chain ties
 * in hops but not in long form.
 */
#define G9B "[White \"Dave\"]\n[Black \"Bob\"]\n\n1. i3-i5 b8-b6 *\n\n"
#define G10 "[White \"Erin\"]\n[Black \"Bob\"]\n\n1. i3-i5 a8-a6 *\n\n"

static const char *const order_games[] = { G1, G2, G3, G4, G5, G6, G7, G8,
    G9, G9B, G10, G9, G1 };
#define NORDER	NELEM(order_games)

/* A small generator of our own, so that every run draws the same. */
static unsigned
draw(unsigned long *seed, unsigned n)
{
	*seed = *seed * 6364136223846793005UL + 1442695040888963407UL;
	return (unsigned)((*seed >> 33) % n);
}

/* The games of order_games in the order of idx[from..to), as one text. */
static notation_stats *
stats_run(const size_t *idx, size_t from, size_t to)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	notation_stats		*st;
	size_t			 i;

	for (i = from; i < to; i++)
		ck_assert_int_eq(notation_buf_puts(&b, order_games[idx[i]]), 0);
	st = stats_text(b.len > 0 ? b.data : "", b.len, "t.hgn",
	    NOTATION_STATS_REPLAY, all_by, 1);
	notation_buf_free(&b);
	return st;
}

/*
 * Every figure is a function of the collection as a set of games
 * (spec/statistics.md, "Moves"): one process over the games shuffled,
 * and merges of random groupings of them in random orders, all write the
 * same bytes.
 */
TEST_LOOP(merge, test_order, 3)
{
	notation_stats	*whole, *parts[NORDER], *t;
	unsigned long	 seed = 1 + (unsigned long)_i;
	size_t		 idx[NORDER], i, j, n, cut;
	char		*want, *got;
	int		 round;

	for (i = 0; i < NORDER; i++)
		idx[i] = i;
	whole = stats_run(idx, 0, NORDER);
	want = write_of(whole, NOTATION_STATS_JSON);
	ck_assert_ptr_nonnull(strstr(want, "\"longest\":{\"hops\":2,"));
	notation_stats_free(whole);
	for (round = 0; round < 20; round++) {
		for (i = NORDER - 1; i > 0; i--) {
			j = draw(&seed, (unsigned)i + 1);
			n = idx[i];
			idx[i] = idx[j];
			idx[j] = n;
		}
		/* One process, shuffled. */
		whole = stats_run(idx, 0, NORDER);
		got = write_of(whole, NOTATION_STATS_JSON);
		ck_assert_str_eq(want, got);
		free(got);
		notation_stats_free(whole);
		/* Random groups, merged in a random order. */
		for (n = 0, i = 0; i < NORDER; i = cut) {
			cut = i + 1 + draw(&seed, 4);
			if (cut > NORDER)
				cut = NORDER;
			parts[n++] = stats_run(idx, i, cut);
		}
		while (n > 1) {
			i = draw(&seed, (unsigned)n);
			j = draw(&seed, (unsigned)n - 1);
			if (j >= i)
				j++;
			merge_into(parts[i], parts[j]);
			t = parts[j];
			parts[j] = parts[--n];
			(void)t;
		}
		got = write_of(parts[0], NOTATION_STATS_JSON);
		ck_assert_str_eq(want, got);
		free(got);
		notation_stats_free(parts[0]);
	}
	free(want);
}
END_TEST

/*
 * Of chains as long, the first by long form, then by tags: G9 and G9B
 * make the same chain b8-b6; "Carol" comes before "Dave", so G9's game
 * is kept in either order of the merge.
 */
TEST_LOOP(merge, test_merge_ties, 2)
{
	notation_stats	*a, *b;
	char		*json;

	a = stats_text(_i ? G9 : G9B, strlen(_i ? G9 : G9B), "a.hgn",
	    NOTATION_STATS_REPLAY, NULL, 0);
	b = stats_text(_i ? G9B : G9, strlen(_i ? G9B : G9), "b.hgn",
	    NOTATION_STATS_REPLAY, NULL, 0);
	merge_into(a, b);
	json = write_of(a, NOTATION_STATS_JSON);
	ck_assert_msg(strstr(json, "\"longest\":{\"hops\":1,\"move\":"
	    "\"b8-b6\",\"tags\":{\"White\":\"Carol\",\"Black\":\"Bob\"},"
	    "\"ply\":2}") != NULL, "%s", json);
	free(json);
	notation_stats_free(a);
}
END_TEST

/*
 * The error that decides a verdict counts under its own code, even when
 * the checker kept only the warnings before it (issue 22).
 */
TEST_ONCE(merge, test_first_error)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	notation_stats		*st;
	char			*json;
	int			 i;

	for (i = 0; i < 40; i++)
		ck_assert_int_eq(notation_buf_printf(&b, "[T%d \"a\\qb\"]\n",
		    i), 0);
	ck_assert_int_eq(notation_buf_puts(&b, "\n1. j5-j7 *\n"), 0);
	st = stats_text(b.data, b.len, "t.hgn", NOTATION_STATS_REPLAY,
	    NULL, 0);
	json = write_of(st, NOTATION_STATS_JSON);
	ck_assert_msg(strstr(json, "\"invalid_by_code\":{\"illegal-move\":1}")
	    != NULL, "%s", json);
	free(json);
	notation_stats_free(st);
	notation_buf_free(&b);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Merges that are refused.                                           */

static const struct refuse_case {
	int		 flags_a, flags_b;
	const char	*by_a[2], *by_b[2];
	const char	*msg;
} refuse_cases[] = {
	{ NOTATION_STATS_REPLAY, 0, { NULL }, { NULL }, "without replay" },
	{ 0, NOTATION_STATS_REPLAY, { NULL }, { NULL }, "with replay" },
	{ 0, 0, { "White", NULL }, { NULL }, "by 0 and by 1 tags" },
	{ 0, 0, { "White", NULL }, { "Black", NULL }, "broken down by Black" },
};

TEST_LOOP(merge, test_merge_refused, NELEM(refuse_cases))
{
	const struct refuse_case	*rc = &refuse_cases[_i];
	struct notation_diag		 d;
	notation_stats			*a, *b;

	a = stats_of(BIT(1), 0, rc->flags_a, rc->by_a,
	    rc->by_a[0] != NULL);
	b = stats_of(BIT(2), 0, rc->flags_b, rc->by_b,
	    rc->by_b[0] != NULL);
	notation_diag_clear(&d);
	ck_assert_int_eq(notation_stats_merge(a, b, &d), NOTATION_SYNTAX);
	ck_assert_msg(strstr(d.message, rc->msg) != NULL, "%s", d.message);
	notation_stats_free(a);
	notation_stats_free(b);
}
END_TEST

/* A partial merged into itself is refused and left as it was. */
TEST_ONCE(merge, test_merge_self)
{
	struct notation_diag	 d;
	notation_stats		*a;
	char			*before, *after;

	a = stats_of(BIT(1) | BIT(2), 0, NOTATION_STATS_REPLAY,
	    (const char *[]){ NULL }, 0);
	before = write_of(a, NOTATION_STATS_JSON);
	notation_diag_clear(&d);
	ck_assert_int_eq(notation_stats_merge(a, a, &d), NOTATION_SYNTAX);
	ck_assert_msg(strstr(d.message, "into itself") != NULL, "%s",
	    d.message);
	after = write_of(a, NOTATION_STATS_JSON);
	ck_assert_str_eq(before, after);
	free(before);
	free(after);
	notation_stats_free(a);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Partials the reader refuses: a good one with one thing changed.     */

static const struct reject_case {
	const char	*from;		/* replaced, first occurrence */
	const char	*to;
	const char	*msg;
} reject_cases[] = {
	{ "{\"halma-stats\":3", "{\"halma-stats\":2", "layout 2, not 3: "
	    "made by an older halma-stats" },
	{ "{\"halma-stats\":3", "{\"halma-stats\":4", "layout 4" },
	{ "{\"halma-stats\":3", "[", "expected '{'" },
	{ "\"identity\":\"", "\"identity\":\"0", "32 hex digits" },
	{ "\"identity\":\"", "\"identity\":\"X", "32 hex digits" },
	{ "\"identity\":\"", "\"ident\":\"", "expected the key \"identity\"" },
	{ "\"replay\":true", "\"replay\":1", "true or false" },
	{ "\"inputs\":", "\"input\":", "expected the key \"inputs\"" },
	{ "\"games\":7", "\"games\":07", "leading 0" },
	{ "\"games\":7", "\"games\":7.0", "whole" },
	{ "\"games\":7", "\"games\":-7", "expected a count" },
	{ "\"games\":7", "\"games\":99999999999999999999", "past 2^64" },
	{ "\"games\":7", "\"games\":8", "inputs do not add up" },
	{ "\"valid\":5,\"invalid\":2", "\"valid\":5,\"invalid\":3",
	    "games less the valid" },
	{ "{\"illegal-move\":1,", "{\"repetition\":1,", "error code" },
	{ "{\"illegal-move\":1,\"unknown-variant\":1}",
	    "{\"unknown-variant\":1,\"illegal-move\":1}", "order" },
	{ "\"*\":4", "\"*\":0", "count of 0" },
	{ "\"0-1\":1", "\"*\":1", "given twice" },
	{ "\"1-0\":1", "\"1-0\":2", "results do not add up" },
	{ "\"none\":3", "\"none\":4", "reasons do not add up" },
	{ "\"mean\":5.40", "\"mean\":5.41", "not 5.40" },
	{ "\"mean\":5.40", "\"mean\":null", "not 5.40" },
	{ "\"min\":2", "\"min\":null", "is null" },
	{ "\"min\":2", "\"min\":7", "disagree" },
	{ "\"from\":10,\"to\":19", "\"from\":15,\"to\":24", "edge" },
	{ "\"from\":10,\"to\":19", "\"from\":10,\"to\":20", "edge" },
	{ "{\"from\":10,\"to\":19,\"games\":1}",
	    "{\"from\":20,\"to\":29,\"games\":1}", "histogram disagrees" },
	{ "{\"hops\":2,\"jumps\":1}]", "{\"hops\":2,\"jumps\":2}]",
	    "do not add up to the jumps" },
	{ "\"longest\":{\"hops\":2", "\"longest\":{\"hops\":1",
	    "most hops" },
	{ "\"tags\":{\"Event\":\"Club\",\"White\"",
	    "\"tags\":{\"Event\":\"Club\",\"Event\"", "a tag given twice" },
	{ "\"tags\":{\"Event\"", "\"tags\":{\"\"", "a tag without a name" },
	{ "\"tags\":{", "\"tag\":{", "expected the key \"tags\"" },
	{ "\"ply\":5}", "\"ply\":0}", "not a ply" },
	{ "\"longest\":{", "\"longest\":null,\"x\":{", "no longest chain" },
	{ "\"player\":\"Black\"", "\"player\":\"White\"", "given twice" },
	{ "\"turn\":2", "\"turn\":0", "turn order" },
	{ "\"games\":1,\"found\":5", "\"games\":6,\"found\":5",
	    "disagree with their games" },
	{ "{\"key\":\"Alice\"", "{\"key\":\"Bob\"", "group given twice" },
	/* The figures by rule set, alone and against the whole's. */
	{ "{\"rule_set\":\"corners-8x8\"", "{\"rule_set\":\"halma-10x10\"",
	    "a rule set given twice" },
	{ "\"rule_sets\":[", "\"rule_set\":[", "the key \"rule_sets\"" },
	{ "\"games\":1,\"valid\":0,\"invalid\":1,\"results\":{\"*\":1}",
	    "\"games\":0,\"valid\":0,\"invalid\":0,\"results\":{\"*\":1}",
	    "a rule set without games" },
	{ "\"results\":{\"*\":3,\"0-1\":1,\"1-0\":1},",
	    "\"results\":{\"*\":2,\"0-1\":2,\"1-0\":1},",
	    "rule sets do not add up" },
	{ "\"none\":2,\"unfinished\":2}", "\"none\":1,\"unfinished\":3}",
	    "rule sets do not add up" },
	{ "\"none\":2,\"unfinished\":2}", "\"none\":2,\"unfinished\":1}",
	    "reasons do not add up" },
	{ "\"openings\":{\"games\":1,\"first\":{\"j5-j6\":1}",
	    "\"openings\":{\"games\":5,\"first\":{\"j5-j6\":5}",
	    "more openings than valid games" },
	{ "\"first\":{\"j5-j6\":1}", "\"first\":{\"j5-j6\":2}",
	    "first moves do not add up" },
	{ "\"two\":{\"j5-j6 a6-a5\":1}", "\"two\":{\"j5-j6a6-a5\":1}",
	    "is not two moves" },
	{ "\"two\":{\"j5-j6 a6-a5\":1}", "\"two\":{\"i4-h5 a6-a5\":1}",
	    "more often than its first move" },
	{ "\"two\":{\"j5-j6 a6-a5\":1}", "\"two\":{\"j5-j6 a6-a5\":2}",
	    "more often than its first move" },
	{ "\"Black\":2,\"White\":2", "\"Black\":2,\"White\":3",
	    "colours do not add up" },
	{ "\"mean_length\":4.33", "\"mean_length\":4.34", "not 4.33" },
	{ "{\"key\":\"Alice\"", "{\"key\":\"A\\u0000\"", "\\u0000" },
	{ "{\"key\":\"Alice\"", "{\"key\":\"\\ud800x\"", "lone surrogate" },
	{ "{\"key\":\"Alice\"", "{\"key\":\"\xff\"", "not UTF-8" },
	{ "{\"key\":\"Alice\"", "{\"key\":\"A\\q\"", "unknown escape" },
	{ "{\"key\":\"Alice\"", "{\"key\":\"A\n\"", "control character" },
	{ "\"tag\":\"Player\"", "\"tag\":\"\"", "empty tag name" },
	/* A partial cut short, wherever: said so. */
	{ "]}]}\n", "]}]", "a truncated partial" },
	{ "]}]}\n", "]}]},", "expected '{'" },
};

TEST_LOOP(partials, test_reject, NELEM(reject_cases))
{
	const struct reject_case	*rc = &reject_cases[_i];
	struct notation_diag		 d;
	notation_stats			*st, *out = NULL;
	const char			*at;
	char				*json, *bad;
	size_t				 pos = 0, n, nbad;
	int				 code;

	st = stats_of(KNOWN, 0, NOTATION_STATS_REPLAY, all_by, 1);
	json = write_of(st, NOTATION_STATS_JSON);
	at = strstr(json, rc->from);
	ck_assert_msg(at != NULL, "no %s in %s", rc->from, json);
	n = (size_t)(at - json);
	nbad = strlen(json) - strlen(rc->from) + strlen(rc->to);
	bad = malloc(nbad + 1);
	ck_assert_ptr_nonnull(bad);
	memcpy(bad, json, n);
	strcpy(bad + n, rc->to);
	strcat(bad, at + strlen(rc->from));
	notation_diag_clear(&d);
	code = notation_stats_read_json(bad, nbad, &pos, "p.json", &out, &d);
	/* The second partial of "]}]}," is what fails, after the first. */
	if (code == 0 && out != NULL) {
		notation_stats_free(out);
		out = NULL;
		code = notation_stats_read_json(bad, nbad, &pos, "p.json",
		    &out, &d);
	}
	ck_assert_msg(code == NOTATION_SYNTAX, "case %d: accepted", _i);
	ck_assert_ptr_null(out);
	ck_assert_msg(strstr(d.message, rc->msg) != NULL, "case %d: %s", _i,
	    d.message);
	ck_assert_str_eq(d.file, "p.json");
	ck_assert_uint_eq(d.line, 1);
	ck_assert_uint_ge(d.column, 1);
	ck_assert_uint_le(d.column, nbad + 1);
	free(bad);
	free(json);
	notation_stats_free(st);
}
END_TEST

/* ------------------------------------------------------------------ */
/* A stream of partials, as a reducer is given them.                   */

TEST_ONCE(partials, test_stream)
{
	struct notation_buf	 text = NOTATION_BUF_INIT;
	struct notation_diag	 d;
	notation_stats		*a, *b, *out, *sum = NULL;
	char			*p, *want, *got;
	size_t			 pos = 0, n = 0;

	a = stats_of(BIT(1) | BIT(2), 0, NOTATION_STATS_REPLAY, NULL, 0);
	b = stats_of(BIT(3), 0, NOTATION_STATS_REPLAY, NULL, 0);
	p = write_of(a, NOTATION_STATS_JSON);
	notation_buf_puts(&text, "\n ");
	notation_buf_put(&text, p, strlen(p) - 1);
	notation_buf_puts(&text, "\t\r\n");
	free(p);
	p = write_of(b, NOTATION_STATS_JSON);
	notation_buf_put(&text, p, strlen(p) - 1);
	notation_buf_puts(&text, "\t\n\n");
	free(p);
	for (;;) {
		notation_diag_clear(&d);
		ck_assert_int_eq(notation_stats_read_json(text.data, text.len,
		    &pos, "-", &out, &d), 0);
		if (out == NULL)
			break;
		n++;
		if (sum == NULL)
			sum = out;
		else
			merge_into(sum, out);
	}
	ck_assert_uint_eq(n, 2);
	ck_assert_uint_eq(pos, text.len);
	merge_into(a, b);
	want = write_of(a, NOTATION_STATS_JSON);
	got = write_of(sum, NOTATION_STATS_JSON);
	ck_assert_str_eq(want, got);
	free(want);
	free(got);
	notation_stats_free(a);
	notation_stats_free(sum);
	notation_buf_free(&text);
}
END_TEST

/*
 * Tag values that are not UTF-8 become U+FFFD when counted, so that two
 * values never fall together only on the way out, and the partial reads
 * back.
 */
TEST_ONCE(figures, test_utf8_keys)
{
	static const char	 text[] =
	    "[White \"a\xff\"]\n\n1. j5-j6 *\n\n"
	    "[White \"a\xfe\"]\n\n1. j5-j6 *\n\n"
	    "[White \"\xc3\xa9t\xc3\xa9\"]\n\n1. j5-j6 *\n\n";
	const char		*by[] = { "White" };
	notation_stats		*st, *back;
	char			*json, *again;

	st = stats_text(text, sizeof(text) - 1, "a\xffz.hgn",
	    NOTATION_STATS_REPLAY, by, 1);
	json = write_of(st, NOTATION_STATS_JSON);
	ck_assert_ptr_nonnull(strstr(json,
	    "\"inputs\":{\"a\xef\xbf\xbdz.hgn\":3}"));
	ck_assert_ptr_nonnull(strstr(json, "{\"key\":\"a\xef\xbf\xbd\","
	    "\"games\":2"));
	ck_assert_ptr_nonnull(strstr(json, "{\"key\":\"\xc3\xa9t\xc3\xa9\","
	    "\"games\":1"));
	back = read_of(json);
	again = write_of(back, NOTATION_STATS_JSON);
	ck_assert_str_eq(json, again);
	free(json);
	free(again);
	notation_stats_free(st);
	notation_stats_free(back);
}
END_TEST

TEST_ONCE(figures, test_formats)
{
	ck_assert_int_eq(notation_stats_format_parse("table"),
	    NOTATION_STATS_TABLE);
	ck_assert_int_eq(notation_stats_format_parse("json"),
	    NOTATION_STATS_JSON);
	ck_assert_int_eq(notation_stats_format_parse("yaml"),
	    NOTATION_STATS_YAML);
	ck_assert_int_eq(notation_stats_format_parse("csv"),
	    NOTATION_STATS_CSV);
	ck_assert_int_eq(notation_stats_format_parse("html"),
	    NOTATION_STATS_HTML);
	ck_assert_int_eq(notation_stats_format_parse("svg"),
	    NOTATION_STATS_SVG);
	ck_assert_int_eq(notation_stats_format_parse("JSON"), -1);
	ck_assert_int_eq(notation_stats_format_parse(""), -1);
	/* An empty tag name is no breakdown. */
	ck_assert_ptr_null(notation_stats_new(0, (const char *[]){ "" }, 1));
}
END_TEST

/*
 * The charts (spec/statistics.md, "Charts"): their names follow the kind
 * of figures and the breakdowns; one is drawn by name in html and svg
 * only, and is the same chart as among them all.
 */
TEST_ONCE(figures, test_charts)
{
	static const char *const by[] = { "White", "Player" };
	struct notation_buf	 names = NOTATION_BUF_INIT;
	struct notation_buf	 one = NOTATION_BUF_INIT;
	notation_stats		*st;
	char			*all;

	st = stats_of(ALL, 0, NOTATION_STATS_REPLAY, by, 2);
	ck_assert_int_eq(notation_stats_charts(st, &names), 0);
	ck_assert_str_eq(names.data, "games\nresults\nresults-by-rule-set\n"
	    "reasons\nreasons-by-rule-set\nlengths\nchains\ncamps\n"
	    "openings\nopenings-two-plies\nby-White\nby-Player\n");
	ck_assert_int_eq(notation_stats_write_chart(st, NOTATION_STATS_SVG,
	    "by-Player", &one), 0);
	ck_assert_ptr_nonnull(strstr(one.data, "data-chart=\"by-Player\""));
	ck_assert_ptr_null(strstr(one.data, "data-chart=\"by-White\""));
	all = write_of(st, NOTATION_STATS_SVG);
	ck_assert_ptr_nonnull(strstr(all, "data-chart=\"by-White\""));
	ck_assert_ptr_nonnull(strstr(all, strstr(one.data,
	    "data-chart=\"by-Player\"")));
	free(all);
	notation_buf_reset(&one);
	ck_assert_int_eq(notation_stats_write_chart(st, NOTATION_STATS_HTML,
	    "games", &one), 0);
	ck_assert_ptr_nonnull(strstr(one.data, "<!DOCTYPE html>"));
	ck_assert_ptr_null(strstr(one.data, "<script"));
	notation_buf_free(&one);
	/* No such chart, or a format without charts: 1, nothing written. */
	ck_assert_int_eq(notation_stats_write_chart(st, NOTATION_STATS_SVG,
	    "by-Black", &one), 1);
	ck_assert_int_eq(notation_stats_write_chart(st, NOTATION_STATS_JSON,
	    "games", &one), 1);
	ck_assert_uint_eq(one.len, 0);
	notation_stats_free(st);

	/* Without the replay: the figures of the records only. */
	st = stats_of(ALL, 0, 0, by, 1);
	notation_buf_reset(&names);
	ck_assert_int_eq(notation_stats_charts(st, &names), 0);
	ck_assert_str_eq(names.data, "games\nresults\nresults-by-rule-set\n"
	    "by-White\n");
	notation_buf_free(&names);
	notation_stats_free(st);
}
END_TEST

/*
 * The plies fed before they are made (notation_stats_add_move(), the
 * checker's move callback) give every figure the plies fed after them
 * do, the crownings of draughts among them (the last move's asked at
 * the game's end).
 */
#define GD "[Variant \"international-draughts\"]\n" \
	"[FEN \"international-draughts w:13,46 b:7,8,40 w 1\"]\n\n" \
	"1. 13x11 40-45 2. 11-6 45-50 3. 6-1 50-44 4. 1-40 44x35 *\n\n" \
	"[Variant \"international-draughts\"]\n" \
	"[FEN \"international-draughts w:13,46 b:7,8,40 w 1\"]\n\n" \
	"1. 13x11 40-45 2. 11-6 45-50 3. 6-1 *\n\n"

TEST_ONCE(figures, test_move_fn)
{
	static const char *const by[] = { "Player", "Variant" };
	struct notation_buf	 text = NOTATION_BUF_INIT;
	notation_stats		*st;
	char			*after, *before;
	size_t			 i;

	for (i = 0; i < NGAMES; i++)
		notation_buf_puts(&text, games[i]);
	notation_buf_puts(&text, GD);
	st = stats_text(text.data, text.len, "t.hgn", NOTATION_STATS_REPLAY,
	    by, 2);
	after = write_of(st, NOTATION_STATS_JSON);
	notation_stats_free(st);
	by_move = 1;
	st = stats_text(text.data, text.len, "t.hgn", NOTATION_STATS_REPLAY,
	    by, 2);
	by_move = 0;
	before = write_of(st, NOTATION_STATS_JSON);
	notation_stats_free(st);
	ck_assert_ptr_nonnull(strstr(after, "\"crownings\":4"));
	ck_assert_str_eq(before, after);
	free(after);
	free(before);
	notation_buf_free(&text);
}
END_TEST

HARNESS_SUITE("stats")
