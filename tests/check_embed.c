/*
 * check_embed.c -- what an embedding program asked of the library (issue
 * 40, points 15 and 16), one table row a case: a rule set added to the
 * catalog that holds it already is refused, not freed twice; a function
 * given a cell that is none of the board says so instead of naming it
 * ("`1" for -1), and a move naming one is neither written nor drawn; the
 * version the library runs as; a reused reader named per input; one call
 * that copies a reader's games to a writer; the size of a move list.
 * The other misuses of issue 40 are in check_api.c (test_no_tool_options,
 * test_diag_cut_whole, test_begin_twice_null_buffer,
 * test_result_format_players) and tests/header.sh (C++).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

SUITE_TCASE(pre, "preconditions", setup, teardown, 0);
SUITE_TCASE(ask, "asked for", setup, teardown, 0);

/* ------------------------------------------------------------------ */
/* A rule set the catalog holds, added again.                         */

/* 0: a built-in the catalog handed out; 1: a rule set added to it. */
TEST_LOOP(pre, test_catalog_add_held, 2)
{
	struct notation_diag	 d;
	const notation_rules	*held;
	notation_rules		*r;

	if (_i == 0)
		held = notation_catalog_find(cat, "corners-8x8", NULL);
	else {
		ck_assert_ptr_nonnull(r = notation_rules_builtin("halma-10x10",
		    NULL));
		held = notation_catalog_add(cat, r, NULL);
	}
	ck_assert_ptr_nonnull(held);
	notation_diag_clear(&d);
	ck_assert_ptr_null(notation_catalog_add(cat, (notation_rules *)held,
	    &d));
	ck_assert_int_eq(d.code, NOTATION_BAD_RULES);
	ck_assert_msg(strstr(d.message, "already") != NULL, "%s", d.message);
	/* Still the catalog's, found and freed once (teardown, sanitizers). */
	ck_assert_ptr_eq(notation_catalog_find(cat,
	    notation_rules_name(held), NULL), held);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Cells that are none of the board.                                  */

/* halma-10x10: 10 is the padding after j1. */
static const int nocells[] = { -1, -17, 10, 9999, NOTATION_MAX_CELLS };

TEST_LOOP(pre, test_no_cell_no_name, NELEM(nocells))
{
	const notation_rules	*r = notation_catalog_find(cat, "halma-10x10",
				    NULL);
	char			 buf[8] = "xxxxxxx";

	ck_assert_uint_eq(notation_cell_name(r, nocells[_i], buf), 0);
	ck_assert_str_eq(buf, "");
	ck_assert_int_eq(notation_cell_file(r, nocells[_i]), -1);
	ck_assert_int_eq(notation_cell_rank(r, nocells[_i]), -1);
	/* A cell of the board still has its name. */
	ck_assert_uint_eq(notation_cell_name(r, notation_cell_at(r, 9, 9),
	    buf), 3);
	ck_assert_str_eq(buf, "j10");
}
END_TEST

/*
 * Moves built in memory on halma-10x10's start: written and drawn (0), or
 * refused with nothing appended (-1).
 */
static const struct shape_case {
	const char	*name;
	int		 kind;
	const char	*from, *to;	/* cell names, or NULL: the raw cell */
	int		 rawfrom, rawto;
	int		 chain;
	int		 rc;
	const char	*text;		/* as written, when written */
} shape_cases[] = {
	{ "a step", NOTATION_STEP, "j5", "j6", 0, 0, 0, 0, "j5-j6" },
	{ "a pass", NOTATION_PASS, NULL, NULL, -1, -1, 0, 0, "pass" },
	{ "a step from -1", NOTATION_STEP, NULL, "j6", -1, 0, 0, -1, NULL },
	{ "a jump from -1", NOTATION_JUMP, NULL, "j6", -1, 0, 0, -1, NULL },
	{ "a step to the padding", NOTATION_STEP, "j1", NULL, 0, 10, 0, -1,
	  NULL },
	{ "a swap past the last cell", NOTATION_SWAP, "j5", NULL, 0, 9999, 0,
	  -1, NULL },
	{ "a drop to -1", NOTATION_DROP, NULL, NULL, -1, -1, 0, -1, NULL },
	{ "a move off from -1", NOTATION_OFF, NULL, NULL, -1, -1, 0, -1,
	  NULL },
	{ "a kind of no move", 99, "j5", "j6", 0, 0, 0, -1, NULL },
	{ "a chain of too many hops", NOTATION_JUMP, "j4", "j6", 0, 0,
	  NOTATION_MAX_CHAIN + 1, -1, NULL },
};

static int16_t
cell_of(const notation_position *p, const char *name, int raw)
{
	if (name == NULL)
		return (int16_t)raw;
	return (int16_t)notation_cell_parse(notation_position_rules(p), name,
	    strlen(name));
}

TEST_LOOP(pre, test_move_cells, NELEM(shape_cases))
{
	const struct shape_case	*t = &shape_cases[_i];
	notation_position	*p = pos_of(START10);
	struct notation_move	 m;
	struct notation_buf	 b = NOTATION_BUF_INIT;
	int			 longform;

	memset(&m, 0, sizeof(m));
	m.kind = (uint8_t)t->kind;
	m.from = cell_of(p, t->from, t->rawfrom);
	m.to = cell_of(p, t->to, t->rawto);
	m.chain = (uint8_t)t->chain;
	for (longform = 0; longform < 2; longform++) {
		notation_buf_reset(&b);
		ck_assert_msg(notation_move_format(p, &m, longform, &b) ==
		    t->rc, "%s: format", t->name);
		if (t->rc == 0)
			ck_assert_str_eq(b.data, t->text);
		else
			ck_assert_uint_eq(b.len, 0);
	}
	notation_buf_reset(&b);
	ck_assert_msg(notation_position_svg(p, p, &m, 0, &b) == t->rc,
	    "%s: svg", t->name);
	ck_assert(t->rc == 0 ? b.len > 0 : b.len == 0);
	notation_buf_free(&b);
	notation_position_free(p);
}
END_TEST

/* ------------------------------------------------------------------ */
/* What embedders asked for: the version, names, the copy, the lists. */

TEST_ONCE(ask, test_version)
{
	unsigned long	 a, b, c;

	ck_assert_str_eq(notation_version(), NOTATION_VERSION);
	ck_assert_int_eq(sscanf(notation_version(), "%lu.%lu.%lu", &a, &b,
	    &c), 3);
	ck_assert_uint_eq(notation_version_number(), a * 10000 + b * 100 + c);
	ck_assert_uint_eq(notation_version_number(), NOTATION_VERSION_NUMBER);
	/* A move list's bytes, as notation_move_generate() needs them. */
	ck_assert_uint_eq(NOTATION_MOVE_LIST_BYTES,
	    NOTATION_MAX_MOVES * sizeof(struct notation_move));
}
END_TEST

/*
 * One reader for request after request, each input named: the name of
 * its diagnostics, set before its first event; in mid-input refused.
 */
static const char *const request_names[] = { "first.hgn", NULL,
    "third.hgn" };

TEST_ONCE(ask, test_reader_set_name)
{
	static const char	 bad[] = "1. j5-j6 {";
	notation_reader		*rd = notation_reader_new("first.hgn");
	struct notation_event	 ev;
	struct notation_diag	 d;
	size_t			 i;

	for (i = 0; i < NELEM(request_names); i++) {
		ck_assert_int_eq(notation_reader_set_name(rd,
		    request_names[i], NULL), 0);
		notation_reader_set_buffer(rd, bad, strlen(bad));
		do
			ck_assert_int_eq(notation_reader_next(rd, &ev), 1);
		while (ev.type != NOTATION_EV_ERROR);
		if (request_names[i] == NULL)
			ck_assert_ptr_null(ev.diag->file);
		else
			ck_assert_str_eq(ev.diag->file, request_names[i]);
		notation_diag_clear(&d);
		ck_assert_int_eq(notation_reader_set_name(rd, "late.hgn", &d),
		    NOTATION_SYNTAX);
		ck_assert_msg(strstr(d.message, "set_name") != NULL, "%s",
		    d.message);
		while (notation_reader_next(rd, &ev) == 1)
			continue;
	}
	ck_assert_str_eq(notation_reader_file(rd), "third.hgn");
	notation_reader_free(rd);
}
END_TEST

/*
 * notation_checker_copy(): the games of a text record (read under the
 * checker's default rule set, corners-8x8) through a writer of format,
 * and what comes out: the text written, and the game the copy did not
 * write with the code and a fragment of why.
 */
#define G8	"[Event \"a\"]\n\n1. e1-d1 a5-a4 *\n"
static const struct copy_case {
	const char	*name;
	const char	*in;
	int		 format;
	const char	*out;		/* all that is written */
	unsigned long	 refused;	/* the game not written, 0 none */
	enum notation_code code;
	const char	*why;
} copy_cases[] = {
	{ "a game gets its rule set's Variant tag", G8, NOTATION_FORMAT_HGN,
	  "[Event \"a\"]\n[Variant \"corners-8x8\"]\n\n1. e1-d1 a5-a4 *\n",
	  0, 0, NULL },
	{ "a Variant tag is kept, moves in the writer's form",
	  "[Variant \"halma-10x10\"]\n\n1. j4-j6 *\n\n" G8,
	  NOTATION_FORMAT_HGN,
	  "[Variant \"halma-10x10\"]\n\n1. j4-j6 *\n\n"
	  "[Event \"a\"]\n[Variant \"corners-8x8\"]\n\n1. e1-d1 a5-a4 *\n",
	  0, 0, NULL },
	{ "moves after one that does not replay are copied as written",
	  "1. e1-e5 a5-a4 2. zz *\n", NOTATION_FORMAT_HGN,
	  "[Variant \"corners-8x8\"]\n\n1. e1-e5 a5-a4 2. zz *\n", 0, 0,
	  NULL },
	{ "a game the reader could not read whole is not written",
	  "[Event \"b\n\n1. e1-d1 *\n\n" G8, NOTATION_FORMAT_HGN,
	  "[Event \"a\"]\n[Variant \"corners-8x8\"]\n\n1. e1-d1 a5-a4 *\n",
	  1, NOTATION_SYNTAX, "part of it could not be read" },
	{ "no rule set: the text format cannot number the moves",
	  "[Variant \"nosuch\"]\n\n1. e1-d1 *\n", NOTATION_FORMAT_HGN, "",
	  1, NOTATION_UNKNOWN_VARIANT, "cannot be numbered" },
	{ "no rule set: JSON needs no numbers",
	  "[Variant \"nosuch\"]\n\n1. e1-d1 *\n", NOTATION_FORMAT_JSON,
	  "{\"tags\":{\"Variant\":\"nosuch\"},\"moves\":[\"e1-d1\"],"
	  "\"result\":\"*\"}\n", 0, 0, NULL },
	{ "the writer refuses a game a PUN record cannot hold", G8,
	  NOTATION_FORMAT_PUN, "", 1, NOTATION_UNKNOWN_VARIANT,
	  "PUN holds games of" },
};

static int
count_ply(void *arg, const notation_game *g, const notation_position *before,
    const struct notation_move *m, const char *text, size_t len)
{
	(void)g;
	(void)before;
	(void)text;
	(void)len;
	if (m != NULL)
		(*(unsigned long *)arg)++;
	return 0;
}

TEST_LOOP(ask, test_checker_copy, NELEM(copy_cases))
{
	const struct copy_case	*t = &copy_cases[_i];
	notation_checker	*ck;
	notation_reader		*rd = notation_reader_new("in.hgn");
	notation_writer		*w = notation_writer_new(t->format, 0);
	struct notation_buf	 out = NOTATION_BUF_INIT;
	struct notation_summary	 s;
	struct notation_diag	 why;
	unsigned long		 games = 0, plies = 0, want = 0;

	ck_assert_ptr_nonnull(ck = notation_checker_new(cat,
	    notation_catalog_find(cat, "corners-8x8", NULL)));
	notation_checker_set_ply_fn(ck, count_ply, &plies);
	notation_reader_set_buffer(rd, t->in, strlen(t->in));
	while (notation_checker_copy(ck, rd, w, 0, &out, &s, &why) == 1) {
		games++;
		want += s.valid ? s.plies : 0;
		if (games != t->refused) {
			ck_assert_msg(why.code == NOTATION_OK, "%s: game %lu: "
			    "%s", t->name, games, why.message);
			continue;
		}
		ck_assert_msg(why.code == t->code, "%s: %s", t->name,
		    why.message);
		ck_assert_msg(strncmp(why.message, "the game is not written: ",
		    25) == 0 && strstr(why.message, t->why) != NULL, "%s: %s",
		    t->name, why.message);
		ck_assert_str_eq(why.file, "in.hgn");
		ck_assert_uint_eq(why.game, games);
		ck_assert_uint_gt(why.line, 0);
	}
	ck_assert_int_eq(notation_writer_finish(w, &out), 0);
	ck_assert_msg(strcmp(out.data != NULL ? out.data : "", t->out) == 0,
	    "%s: wrote\n%s", t->name, out.data);
	/* The caller's ply callback saw the moves that replayed. */
	ck_assert_uint_ge(plies, want);
	notation_buf_free(&out);
	notation_writer_free(w);
	notation_reader_free(rd);
	notation_checker_free(ck);
}
END_TEST

HARNESS_SUITE("embed")
