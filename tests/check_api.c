/*
 * check_api.c -- the contracts of the public functions (notation.h) as an
 * embedding program meets them: a move built in memory is held to the
 * rules, NULL is refused where the header says so and asserted where it
 * says "must not be NULL", diagnostics keep their place, calls out of
 * order are refused, and the checker works without a default rule set
 * or a catalog.  Each table row is one misuse (or one proper use) and
 * what it must give.  The misuses of issue 23 and where they are tested:
 * illegal moves played (test_play_move); NULL crashes (test_null_refused,
 * test_checker_defaults, test_null_asserted); lifetimes
 * (test_lifetimes); a reader without input (test_reader_no_input); calls
 * out of order (test_writer_no_begin, test_writer_order,
 * test_checker_late_reader, test_reader_format_midstream); diagnostics
 * without their place or naming a tool's option (test_position_parse,
 * test_no_tool_options).
 * Elsewhere: threads (check_threads.c, make check-tsan), a rule set added
 * in memory (check_rules.c), the header's examples (man-examples.sh),
 * unprefixed globals (symbols.sh).
 */
#include <check.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

SUITE_TCASE(play, "play_move", setup, teardown, 0);
SUITE_TCASE(place, "diagnostics", setup, teardown, 0);
SUITE_TCASE(order, "order", setup, teardown, 0);
SUITE_TCASE(nulls, "null", setup, teardown, 0);

/* ------------------------------------------------------------------ */
/* notation_game_play_move: a move built in memory is checked.        */

#define NOCELL	(-1000)

static const struct play_case {
	const char	*name;
	const char	*from;		/* a cell name, or NULL: rawfrom */
	const char	*to;
	int		 rawfrom;
	int		 rawto;
	int		 kind;		/* 0: let the library decide */
	int		 code;
	const char	*msg;		/* a fragment of the message */
} play_cases[] = {
	{ "a step", "j5", "j6", NOCELL, NOCELL, NOTATION_STEP, 0, NULL },
	{ "a step, kind left 0", "j5", "j6", NOCELL, NOCELL, 0, 0, NULL },
	{ "a jump over a stone", "j4", "j6", NOCELL, NOCELL, NOTATION_JUMP,
	  0, NULL },
	{ "a jump to an occupied cell", "f1", "h3", NOCELL, NOCELL,
	  NOTATION_JUMP, NOTATION_ILLEGAL_MOVE, "occupied" },
	{ "a jump to an unreachable cell", "j5", "j9", NOCELL, NOCELL,
	  NOTATION_JUMP, NOTATION_ILLEGAL_MOVE, "cannot be reached" },
	{ "the opponent's stone", "e10", "e9", NOCELL, NOCELL, NOTATION_STEP,
	  NOTATION_ILLEGAL_MOVE, "but White is to move" },
	{ "from an empty cell", "e5", "e6", NOCELL, NOCELL, NOTATION_STEP,
	  NOTATION_ILLEGAL_MOVE, "no stone on e5" },
	{ "a step called a jump", "j5", "j6", NOCELL, NOCELL, NOTATION_JUMP,
	  NOTATION_ILLEGAL_MOVE, "is a step, not a jump" },
	{ "from a negative cell", NULL, "j6", -1, NOCELL, NOTATION_STEP,
	  NOTATION_ILLEGAL_MOVE, "not a cell" },
	{ "to a cell past the last", "j5", NULL, NOCELL, 9999, NOTATION_STEP,
	  NOTATION_ILLEGAL_MOVE, "not a cell" },
	{ "to the padding bit of a row", "j5", NULL, NOCELL, 10,
	  NOTATION_STEP, NOTATION_ILLEGAL_MOVE, "not a cell" },
};

/*
 * Every move the generator lists is one notation_game_play_move() takes,
 * in every built-in rule set, rolls of the dice included ("d35" for two
 * dice, "d4" for a race's one), for the first 60 plies of a game that
 * takes a move spread over the list.
 */
TEST_ONCE(play, test_play_generated)
{
	static struct notation_move	 list[NOTATION_MAX_MOVES];
	const notation_rules		*r;
	notation_game			*g;
	struct notation_diag		 d;
	const char			*name;
	size_t				 i, n;
	int				 ply;

	for (i = 0; (name = notation_rules_builtin_name(i)) != NULL; i++) {
		ck_assert_ptr_nonnull(r = notation_catalog_find(cat, name,
		    NULL));
		ck_assert_ptr_nonnull(g = notation_game_new(r));
		for (ply = 0; ply < 60; ply++) {
			if (notation_game_outcome(g)->kind !=
			    NOTATION_RESULT_NONE ||
			    (n = notation_move_generate(
			    notation_game_position(g), list)) == 0)
				break;
			notation_diag_clear(&d);
			ck_assert_msg(notation_game_play_move(g,
			    &list[((size_t)ply * 7919u) % n], &d) == 0,
			    "%s, ply %d: %s", name, ply + 1, d.message);
		}
		notation_game_free(g);
	}
}
END_TEST

TEST_LOOP(play, test_play_move, NELEM(play_cases))
{
	const struct play_case	*t = &play_cases[_i];
	const notation_rules	*r;
	notation_game		*g;
	struct notation_move	 m;
	struct notation_diag	 d;
	uint64_t		 before;
	int			 rc;

	ck_assert_ptr_nonnull(r = notation_catalog_find(cat, "halma-10x10",
	    NULL));
	ck_assert_ptr_nonnull(g = notation_game_new(r));
	memset(&m, 0, sizeof(m));
	m.from = (int16_t)(t->from != NULL ?
	    notation_cell_parse(r, t->from, strlen(t->from)) : t->rawfrom);
	m.to = (int16_t)(t->to != NULL ?
	    notation_cell_parse(r, t->to, strlen(t->to)) : t->rawto);
	m.kind = (uint8_t)t->kind;
	before = notation_position_hash(notation_game_position(g));
	notation_diag_clear(&d);
	rc = notation_game_play_move(g, &m, &d);
	ck_assert_msg(rc == t->code, "%s: code %d, want %d (%s)", t->name,
	    rc, t->code, d.message);
	if (t->code == 0) {
		ck_assert_uint_eq(notation_game_plies(g), 1);
		ck_assert_uint_ne(before,
		    notation_position_hash(notation_game_position(g)));
	} else {
		/* A refused move leaves the game as it was. */
		ck_assert_uint_eq(notation_game_plies(g), 0);
		ck_assert_uint_eq(before,
		    notation_position_hash(notation_game_position(g)));
		ck_assert_int_eq(notation_position_side(
		    notation_game_position(g)), 0);
		ck_assert_msg(strstr(d.message, t->msg) != NULL,
		    "%s: message '%s' lacks '%s'", t->name, d.message, t->msg);
		ck_assert_uint_eq(d.ply, 1);
	}
	notation_game_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* notation_position_parse: NULL arguments and the place of an error. */

static const struct parse_case {
	const char	*name;
	int		 nocat;		/* pass NULL for the catalog */
	const char	*s;		/* NULL is passed as it is */
	size_t		 len;		/* (size_t)-1: strlen(s) */
	int		 code;
	const char	*at;		/* the column is where this begins */
	const char	*shown;		/* in notation_diag_format()'s text */
} parse_cases[] = {
	{ "no catalog", 1, "halma-10x10 w:a1 b:j10 w 1", (size_t)-1,
	  NOTATION_UNKNOWN_VARIANT, NULL, "p:1:1: error" },
	{ "no string", 0, NULL, 5, NOTATION_BAD_POSITION, NULL,
	  "p:1:1: error" },
	{ "no string of length 0", 0, NULL, 0, NOTATION_BAD_POSITION, NULL,
	  "p:1:1: error: empty position string" },
	{ "unknown rule set", 0, "  nohalma w 1", (size_t)-1,
	  NOTATION_UNKNOWN_VARIANT, "nohalma", "p:1:3: error" },
	{ "bad side to move", 0, "halma-10x10 w:f1,g1,h1,i1,j1,g2,h2,i2,j2,"
	  "h3,i3,j3,i4,j4,j5 b:a6,a7,b7,a8,b8,c8,a9,b9,c9,d9,a10,b10,c10,"
	  "d10,e10 x 1", (size_t)-1, NOTATION_BAD_POSITION, "x 1",
	  "p:1:112: error" },
};

TEST_LOOP(place, test_position_parse, NELEM(parse_cases))
{
	const struct parse_case	*t = &parse_cases[_i];
	notation_position	*p = (notation_position *)1;
	struct notation_diag	 d;
	struct notation_buf	 b = NOTATION_BUF_INIT;
	size_t			 len;
	int			 rc;

	len = t->len == (size_t)-1 ? strlen(t->s) : t->len;
	notation_diag_clear(&d);
	d.file = "p";
	rc = notation_position_parse(t->nocat ? NULL : cat, t->s, len, &p, &d);
	ck_assert_msg(rc == t->code, "%s: code %d, want %d (%s)", t->name, rc,
	    t->code, d.message);
	ck_assert_ptr_null(p);
	ck_assert_uint_eq(d.line, 1);
	ck_assert_uint_eq(d.column, t->at == NULL ? 1 :
	    (unsigned long)(strstr(t->s, t->at) - t->s) + 1);
	ck_assert_str_eq(d.file, "p");
	ck_assert_int_eq(notation_diag_format(&d, NULL, &b), 0);
	ck_assert_msg(strstr(b.data, t->shown) != NULL, "%s: '%s' lacks '%s'",
	    t->name, b.data, t->shown);
	notation_buf_free(&b);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The checker without a default rule set, or without a catalog.      */

#define PLAIN	"[White \"a\"]\n\n1. j5-j6 a6-a5 *\n"
#define TAGGED	"[Variant \"halma-10x10\"]\n\n1. j5-j6 a6-a5 *\n"
#define TAGGED8	"[Variant \"corners-8x8\"]\n\n1. h4-h5 a5-a4 *\n"
#define PLAIN8	"[White \"a\"]\n\n1. h4-h5 a5-a4 *\n"

static const struct checker_case {
	const char	*name;
	int		 with_cat;	/* pass the catalog */
	const char	*rules;		/* default rule set's name, or NULL */
	const char	*record;
	int		 valid;
	unsigned long	 plies;
	const char	*rules_name;	/* of the summary; NULL: none */
	const char	*msg;		/* a fragment of the first diagnostic */
} checker_cases[] = {
	{ "catalog, no default: the catalog's default", 1, NULL, PLAIN, 1, 2,
	  "halma-10x10", NULL },
	{ "catalog, no default, tagged", 1, NULL, TAGGED8, 1, 2,
	  "corners-8x8", NULL },
	{ "no catalog, a default, untagged", 0, "corners-8x8", PLAIN8,
	  1, 2, "corners-8x8", NULL },
	{ "no catalog, a default, tagged", 0, "halma-10x10", TAGGED, 0, 0,
	  NULL, "no catalog" },
	{ "no catalog, no default", 0, NULL, PLAIN, 0, 0, NULL,
	  "no default rule set" },
};

/*
 * A checker keeps the replay state of a few dozen rule sets and drops the
 * least recently used: a stream cycling through every built-in rule set,
 * twice, and then the first again, gets each game's rule set and verdict,
 * whatever was dropped and made again in between.
 */
TEST_ONCE(nulls, test_checker_many_rules)
{
	struct notation_buf	 in = NOTATION_BUF_INIT;
	struct notation_summary	 s;
	notation_checker	*c;
	notation_reader		*rd;
	const char		*name;
	size_t			 i, n, k;

	for (n = 0; notation_rules_builtin_name(n) != NULL; n++)
		continue;
	ck_assert_uint_gt(n, 40);
	for (k = 0; k < 2 * n + 1; k++)
		ck_assert_int_eq(notation_buf_printf(&in, "[Variant \"%s\"]\n\n"
		    "*\n\n", notation_rules_builtin_name(k % n)), 0);
	ck_assert_ptr_nonnull(c = notation_checker_new(cat, NULL));
	ck_assert_ptr_nonnull(rd = notation_reader_new("t.hgn"));
	notation_reader_set_buffer(rd, in.data, in.len);
	for (k = 0; k < 2 * n + 1; k++) {
		name = notation_rules_builtin_name(k % n);
		ck_assert_int_eq(notation_checker_next(c, rd, &s), 1);
		ck_assert_msg(s.valid, "%s: %s", name,
		    s.ndiags ? s.diags[0].message : "");
		ck_assert_ptr_nonnull(s.rules);
		ck_assert_str_eq(notation_rules_name(s.rules), name);
		for (i = 0; i < s.ndiags; i++)
			ck_assert_int_ne(s.diags[i].severity, NOTATION_ERROR);
	}
	ck_assert_int_eq(notation_checker_next(c, rd, &s), 0);
	notation_reader_free(rd);
	notation_checker_free(c);
	notation_buf_free(&in);
}
END_TEST

/*
 * With copy, the move callback is handed every move of the record: those
 * replayed with their move, then, once a move fails, that one and the
 * rest with none (m NULL), as the ply callback is.
 */
struct seen_moves {
	char		 kinds[8];
	size_t		 n;
};

static void
see_move(void *arg, const notation_game *g, const struct notation_move *m,
    const char *text, size_t len)
{
	struct seen_moves	*sm = arg;

	(void)g;
	(void)text;
	(void)len;
	if (sm->n < sizeof(sm->kinds) - 1)
		sm->kinds[sm->n++] = m != NULL ? 'm' : '-';
}

TEST_ONCE(play, test_move_fn_copy)
{
	static const char	 rec[] = "1. i4-h5 a7-b6 2. j5-j9 b6-c5 *\n";
	struct seen_moves	 sm;
	notation_checker	*c;
	notation_reader		*rd;
	struct notation_summary	 s;

	memset(&sm, 0, sizeof(sm));
	ck_assert_ptr_nonnull(c = notation_checker_new(cat, NULL));
	notation_checker_set_move_fn(c, see_move, &sm);
	notation_checker_set_copy(c, 1);
	ck_assert_ptr_nonnull(rd = notation_reader_new("t.hgn"));
	notation_reader_set_buffer(rd, rec, sizeof(rec) - 1);
	ck_assert_int_eq(notation_checker_next(c, rd, &s), 1);
	ck_assert_int_eq(s.valid, 0);
	ck_assert_str_eq(sm.kinds, "mm--");
	notation_reader_free(rd);
	notation_checker_free(c);
}
END_TEST

TEST_LOOP(nulls, test_checker_defaults, NELEM(checker_cases))
{
	const struct checker_case *t = &checker_cases[_i];
	const notation_rules	*r = NULL;
	notation_checker	*c;
	notation_reader		*rd;
	struct notation_summary	 s;

	if (t->rules != NULL)
		ck_assert_ptr_nonnull(r = notation_catalog_find(cat, t->rules,
		    NULL));
	ck_assert_ptr_nonnull(c = notation_checker_new(t->with_cat ? cat :
	    NULL, r));
	ck_assert_ptr_nonnull(rd = notation_reader_new("t.hgn"));
	notation_reader_set_buffer(rd, t->record, strlen(t->record));
	ck_assert_int_eq(notation_checker_next(c, rd, &s), 1);
	ck_assert_msg(s.valid == t->valid, "%s: valid %d (%s)", t->name,
	    s.valid, s.ndiags ? s.diags[0].message : "");
	ck_assert_uint_eq(s.plies, t->plies);
	if (t->rules_name != NULL) {
		ck_assert_ptr_nonnull(s.rules);
		ck_assert_str_eq(notation_rules_name(s.rules), t->rules_name);
	} else
		ck_assert_ptr_null(s.rules);
	if (t->msg != NULL) {
		ck_assert_uint_ge(s.ndiags, 1);
		ck_assert_int_eq(s.diags[0].code, NOTATION_UNKNOWN_VARIANT);
		ck_assert_msg(strstr(s.diags[0].message, t->msg) != NULL,
		    "%s: '%s' lacks '%s'", t->name, s.diags[0].message,
		    t->msg);
	}
	ck_assert_int_eq(notation_checker_next(c, rd, &s), 0);
	notation_reader_free(rd);
	notation_checker_free(c);
}
END_TEST

/* ------------------------------------------------------------------ */
/* No library message names a tool's option.                          */

TEST_ONCE(place, test_no_tool_options)
{
	static const char *const names[] = { "x.yaml", "a/b", "nohalma",
	    "halma-10" };
	struct notation_diag	 d;
	notation_position	*p;
	size_t			 i;

	for (i = 0; i < NELEM(names); i++) {
		notation_diag_clear(&d);
		ck_assert_ptr_null(notation_catalog_find(cat, names[i], &d));
		ck_assert_msg(strstr(d.message, "--") == NULL,
		    "'%s': '%s'", names[i], d.message);
	}
	/* A position of a board PUN cannot hold (issue 40, point 15). */
	ck_assert_int_eq(notation_position_parse_grid(notation_catalog_find(
	    cat, "halma-10x10", NULL), NOTATION_GRID_PUN, "x", 1, &p, &d),
	    NOTATION_BAD_POSITION);
	ck_assert_msg(strstr(d.message, "--") == NULL &&
	    strstr(d.message, "PUN") != NULL, "'%s'", d.message);
}
END_TEST

/*
 * A message cut at NOTATION_MSG_MAX never ends inside a UTF-8 character
 * (issue 40, point 15): an e-acute whose second byte would not fit is
 * dropped whole, whatever the bytes before it.
 */
TEST_LOOP(place, test_diag_cut_whole, 3)
{
	struct notation_diag	 d;
	char			 s[NOTATION_MSG_MAX + 8];
	size_t			 n = NOTATION_MSG_MAX - 2 - (size_t)_i;

	memset(s, 'a', n);
	strcpy(s + n, "\xc3\xa9\xc3\xa9");
	notation_diag_clear(&d);
	notation_diag_set(&d, NOTATION_SYNTAX, "%s", s);
	ck_assert_msg(strlen(d.message) == (_i == 0 ? n : n + 2) &&
	    memcmp(d.message, s, strlen(d.message)) == 0, "%d: %zu bytes",
	    _i, strlen(d.message));
}
END_TEST

/*
 * notation_writer_begin() inside a game drops that game, as notation.h
 * says; a NULL buffer with a length is no input, not an empty one (issue
 * 40, point 15).
 */
TEST_ONCE(order, test_begin_twice_null_buffer)
{
	notation_writer		*w = notation_writer_new(NOTATION_FORMAT_HGN, 0);
	notation_reader		*rd = notation_reader_new("n");
	struct notation_buf	 out = NOTATION_BUF_INIT;
	struct notation_event	 ev;

	ck_assert_int_eq(notation_writer_begin(w, &out), 0);
	ck_assert_int_eq(notation_writer_tag(w, "A", 1, "x", 1, &out), 0);
	ck_assert_int_eq(notation_writer_begin(w, &out), 0);
	ck_assert_int_eq(notation_writer_result(w, "*", 1, &out), 0);
	ck_assert_int_eq(notation_writer_end(w, &out), 0);
	ck_assert_str_eq(out.data, "*\n");
	notation_writer_free(w);
	notation_buf_free(&out);

	notation_reader_set_buffer(rd, NULL, 5);
	ck_assert_int_eq(notation_reader_next(rd, &ev), 1);
	ck_assert_int_eq(ev.type, NOTATION_EV_ERROR);
	ck_assert_int_eq(ev.diag->code, NOTATION_IO);
	notation_reader_set_buffer(rd, NULL, 0);
	ck_assert_int_eq(notation_reader_next(rd, &ev), 1);
	ck_assert_int_eq(ev.type, NOTATION_EV_END);
	notation_reader_free(rd);
}
END_TEST

/*
 * notation_result_format() for more players than a result has bits is
 * refused, with nothing written (issue 40, point 15).
 */
TEST_ONCE(place, test_result_format_players)
{
	struct notation_result	 res;
	struct notation_buf	 b = NOTATION_BUF_INIT;

	memset(&res, 0, sizeof(res));
	res.kind = NOTATION_RESULT_DRAW;
	res.winners = 3;
	ck_assert_int_eq(notation_result_format(&res, 40, &b), -1);
	ck_assert_int_eq(notation_result_format(&res, 0, &b), -1);
	ck_assert_uint_eq(b.len, 0);
	ck_assert_int_eq(notation_result_format(&res, 2, &b), 0);
	ck_assert_str_eq(b.data, "1/2-1/2");
	notation_buf_free(&b);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Order of calls: the writer without begin, a reader pulled early.   */

enum wcall { W_TAG, W_COMMENT, W_MOVE, W_RESULT, W_END, W_REPAIR };
#define NWCALL	(W_REPAIR + 1)

/* Each call by the name of its function, notation_writer_NAME(). */
static const char *const wcall_names[NWCALL] = { "tag", "comment", "move",
    "result", "end", "repair" };

/* The calls made after notation_writer_begin (and a game's end). */
static const struct order_case {
	int		 ended;		/* end a game before */
	enum wcall	 call;
	int		 code;
} order_cases[] = {
	{ 1, W_TAG, NOTATION_SYNTAX },
	{ 0, W_TAG, 0 },
	{ 0, W_END, 0 },
};

/*
 * The call on a new writer, begun (and a game ended) or not: it returns
 * code, and a refused one says it came outside a game.
 */
static void
writer_order(int begin, int ended, enum wcall call, int code)
{
	notation_writer		*w;
	struct notation_buf	 out = NOTATION_BUF_INIT;
	struct notation_summary	 s;
	char			 name[32], msg[64];
	int			 rc = 0;

	snprintf(name, sizeof(name), "%s %s", wcall_names[call],
	    !begin ? "without begin" : ended ? "after end" : "after begin");
	snprintf(msg, sizeof(msg), "notation_writer_%s() outside a game",
	    wcall_names[call]);
	memset(&s, 0, sizeof(s));
	ck_assert_ptr_nonnull(w = notation_writer_new(NOTATION_FORMAT_HGN,
	    0));
	if (begin)
		ck_assert_int_eq(notation_writer_begin(w, &out), 0);
	if (ended)
		ck_assert_int_eq(notation_writer_end(w, &out), 0);
	notation_buf_reset(&out);
	switch (call) {
	case W_TAG:
		rc = notation_writer_tag(w, "White", 5, "a", 1, &out);
		break;
	case W_COMMENT:
		rc = notation_writer_comment(w, '{', "hi", 2, &out);
		break;
	case W_MOVE:
		rc = notation_writer_move(w, NULL, NULL, "j5-j6", 5, &out);
		break;
	case W_RESULT:
		rc = notation_writer_result(w, "*", 1, &out);
		break;
	case W_END:
		rc = notation_writer_end(w, &out);
		break;
	case W_REPAIR:
		rc = notation_writer_repair(w, &s);
		break;
	}
	ck_assert_msg(rc == code, "%s: code %d, want %d", name, rc, code);
	if (code != 0) {
		ck_assert_int_eq(notation_writer_diag(w)->code, code);
		ck_assert_msg(strstr(notation_writer_diag(w)->message, msg)
		    != NULL, "%s: '%s'", name,
		    notation_writer_diag(w)->message);
		/* Nothing of the refused call reaches the output. */
		ck_assert_uint_eq(out.len, 0);
		/* begin starts afresh. */
		ck_assert_int_eq(notation_writer_begin(w, &out), 0);
		ck_assert_int_eq(notation_writer_diag(w)->code, NOTATION_OK);
	}
	notation_buf_free(&out);
	notation_writer_free(w);
}

/* Every call of the writer without begin is refused. */
TEST_LOOP(order, test_writer_no_begin, NWCALL)
{
	writer_order(0, 0, (enum wcall)_i, NOTATION_SYNTAX);
}
END_TEST

TEST_LOOP(order, test_writer_order, NELEM(order_cases))
{
	const struct order_case	*t = &order_cases[_i];

	writer_order(1, t->ended, t->call, t->code);
}
END_TEST

/*
 * A reader whose first events were pulled before the checker had it: the
 * game they belong to is refused (not summed up as game 0), and the next
 * game is checked as usual.
 */
TEST_ONCE(order, test_checker_late_reader)
{
	static const char	 rec[] = "[Variant \"halma-10x10\"]\n\n"
	    "1. j5-j6 a6-a5 *\n\n1. j5-j6 a6-a5 *\n";
	notation_checker	*c;
	notation_reader		*rd;
	struct notation_event	 ev;
	struct notation_summary	 s;

	ck_assert_ptr_nonnull(c = notation_checker_new(cat, NULL));
	ck_assert_ptr_nonnull(rd = notation_reader_new("t.hgn"));
	notation_reader_set_buffer(rd, rec, strlen(rec));
	ck_assert_int_eq(notation_reader_next(rd, &ev), 1);
	ck_assert_int_eq(ev.type, NOTATION_EV_GAME_START);
	ck_assert_int_eq(notation_checker_next(c, rd, &s), 1);
	ck_assert_uint_eq(s.game, 1);
	ck_assert_int_eq(s.valid, 0);
	ck_assert_uint_ge(s.ndiags, 1);
	ck_assert_ptr_nonnull(strstr(s.diags[0].message,
	    "before the checker was handed the reader"));
	ck_assert_int_eq(notation_checker_next(c, rd, &s), 1);
	ck_assert_uint_eq(s.game, 2);
	ck_assert_int_eq(s.valid, 1);
	ck_assert_uint_eq(s.plies, 2);
	ck_assert_int_eq(notation_checker_next(c, rd, &s), 0);
	notation_reader_free(rd);
	notation_checker_free(c);
}
END_TEST

/* ------------------------------------------------------------------ */
/* A reader without input; the format changed in mid-stream.          */

enum input { IN_NONE, IN_NULL_FILE, IN_EMPTY_BUFFER, IN_NULL_BUFFER };

static const struct input_case {
	const char	*name;
	enum input	 input;
	int		 code;		/* of the first event's diagnostic */
} input_cases[] = {
	{ "no input set", IN_NONE, NOTATION_IO },
	{ "a NULL stream", IN_NULL_FILE, NOTATION_IO },
	{ "an empty buffer", IN_EMPTY_BUFFER, NOTATION_OK },
	{ "a NULL buffer of length 0", IN_NULL_BUFFER, NOTATION_OK },
};

static void
give_input(notation_reader *rd, enum input in)
{
	switch (in) {
	case IN_NONE:
		break;
	case IN_NULL_FILE:
		notation_reader_set_file(rd, NULL);
		break;
	case IN_EMPTY_BUFFER:
		notation_reader_set_buffer(rd, "", 0);
		break;
	case IN_NULL_BUFFER:
		notation_reader_set_buffer(rd, NULL, 0);
		break;
	}
}

/*
 * A reader with no input is refused with a diagnostic (an io error,
 * then the end), not read as an empty file; an empty input is empty.
 */
TEST_LOOP(order, test_reader_no_input, NELEM(input_cases))
{
	const struct input_case	*t = &input_cases[_i];
	notation_reader		*rd;
	struct notation_event	 ev;

	ck_assert_ptr_nonnull(rd = notation_reader_new("t.hgn"));
	give_input(rd, t->input);
	ck_assert_int_eq(notation_reader_next(rd, &ev), 1);
	if (t->code != NOTATION_OK) {
		ck_assert_msg(ev.type == NOTATION_EV_ERROR, "%s: event %d",
		    t->name, ev.type);
		ck_assert_int_eq(ev.diag->code, t->code);
		ck_assert_int_eq(ev.diag->severity, NOTATION_ERROR);
		ck_assert_str_eq(ev.diag->file, "t.hgn");
		ck_assert_ptr_nonnull(strstr(ev.diag->message, "no input"));
		ck_assert_int_eq(notation_reader_next(rd, &ev), 1);
	}
	ck_assert_int_eq(ev.type, NOTATION_EV_END);
	ck_assert_int_eq(notation_reader_next(rd, &ev), 0);
	ck_assert_int_eq(notation_reader_next(rd, &ev), 0);
	notation_reader_free(rd);
}
END_TEST

/* The checker hands the refusal on as a game of its own. */
TEST_LOOP(order, test_checker_no_input, NELEM(input_cases))
{
	const struct input_case	*t = &input_cases[_i];
	notation_reader		*rd;
	notation_checker	*ck;
	struct notation_summary	 s;

	ck_assert_ptr_nonnull(rd = notation_reader_new("t.hgn"));
	ck_assert_ptr_nonnull(ck = notation_checker_new(cat, NULL));
	give_input(rd, t->input);
	if (t->code != NOTATION_OK) {
		ck_assert_int_eq(notation_checker_next(ck, rd, &s), 1);
		ck_assert_int_eq(s.valid, 0);
		ck_assert_int_eq(s.first_error, t->code);
	}
	ck_assert_int_eq(notation_checker_next(ck, rd, &s), 0);
	notation_checker_free(ck);
	notation_reader_free(rd);
}
END_TEST

/* The events of a read, "type@line:col" each, from the current place. */
static void
events(notation_reader *rd, struct notation_buf *b)
{
	struct notation_event	 ev;

	while (notation_reader_next(rd, &ev) == 1)
		notation_buf_printf(b, "%d@%lu:%lu ", (int)ev.type, ev.line,
		    ev.column);
}

#define JSONREC	"{\"tags\":{\"White\":\"a\"},\"moves\":[\"j5-j6\"],\"result\":\"*\"}\n"

static const struct midstream_case {
	const char	*name;
	int		 before;	/* events read before the call */
	int		 reset;		/* the input set again after them */
	int		 code;
} midstream_cases[] = {
	{ "before the first event", 0, 0, 0 },
	{ "after the first event", 1, 0, NOTATION_SYNTAX },
	{ "after three events", 3, 0, NOTATION_SYNTAX },
	{ "after the end: the next input's", 99, 0, 0 },
	{ "after the input was set again", 99, 1, 0 },
};

/*
 * notation_reader_set_format() between the input's first event and its
 * end is refused with a diagnostic, and the rest of the input reads on
 * in the format it was read in; before the first event it is the
 * current input's, after the end the next input's.
 */
TEST_LOOP(order, test_reader_format_midstream, NELEM(midstream_cases))
{
	const struct midstream_case *t = &midstream_cases[_i];
	notation_reader		*rd;
	struct notation_event	 ev;
	struct notation_diag	 d;
	struct notation_buf	 want = NOTATION_BUF_INIT;
	struct notation_buf	 got = NOTATION_BUF_INIT;
	int			 i, rc;

	/* The events of the record read as JSON, undisturbed. */
	ck_assert_ptr_nonnull(rd = notation_reader_new("t.json"));
	notation_reader_set_buffer(rd, JSONREC, strlen(JSONREC));
	events(rd, &want);
	ck_assert_int_eq(notation_reader_format(rd), NOTATION_FORMAT_JSON);

	notation_reader_set_buffer(rd, JSONREC, strlen(JSONREC));
	for (i = 0; i < t->before && notation_reader_next(rd, &ev) == 1; i++)
		notation_buf_printf(&got, "%d@%lu:%lu ", (int)ev.type,
		    ev.line, ev.column);
	if (t->reset) {
		notation_buf_reset(&got);
		notation_reader_set_buffer(rd, JSONREC, strlen(JSONREC));
	}
	notation_diag_clear(&d);
	rc = notation_reader_set_format(rd, NOTATION_FORMAT_HGN, &d);
	ck_assert_msg(rc == t->code, "%s: code %d, want %d", t->name, rc,
	    t->code);
	if (t->code == 0) {
		/* Taken: the JSON object reads as a text comment, no game. */
		ck_assert_int_eq(d.code, NOTATION_OK);
		if (t->before > 0 && !t->reset)
			notation_reader_set_buffer(rd, JSONREC,
			    strlen(JSONREC));
		events(rd, &got);
		ck_assert_int_eq(notation_reader_format(rd),
		    NOTATION_FORMAT_HGN);
		ck_assert_str_ne(got.data != NULL ? got.data : "", want.data);
	} else {
		ck_assert_int_eq(d.code, t->code);
		ck_assert_int_eq(d.severity, NOTATION_ERROR);
		ck_assert_str_eq(d.file, "t.json");
		ck_assert_ptr_nonnull(strstr(d.message,
		    "notation_reader_set_format()"));
		/* Nothing changed: the input reads on as JSON. */
		ck_assert_int_eq(notation_reader_format(rd),
		    NOTATION_FORMAT_JSON);
		events(rd, &got);
		ck_assert_str_eq(got.data, want.data);
		/* The next input is recognised again, not read as text. */
		notation_reader_set_buffer(rd, JSONREC, strlen(JSONREC));
		notation_buf_reset(&got);
		events(rd, &got);
		ck_assert_str_eq(got.data, want.data);
	}
	notation_buf_free(&want);
	notation_buf_free(&got);
	notation_reader_free(rd);
}
END_TEST

/* ------------------------------------------------------------------ */
/* NULL: refused where the header allows it, asserted where not.      */

TEST_ONCE(nulls, test_null_constructors)
{
	notation_checker	*c;

	ck_assert_ptr_null(notation_position_new(NULL));
	ck_assert_ptr_null(notation_position_copy(NULL));
	ck_assert_ptr_null(notation_game_new(NULL));
	ck_assert_ptr_null(notation_writer_new(NOTATION_FORMAT_AUTO, 0));
	/* A checker with neither argument is made; its games are refused. */
	ck_assert_ptr_nonnull(c = notation_checker_new(NULL, NULL));
	notation_checker_free(c);
}
END_TEST

/*
 * Each call gives one NULL the header says is refused, and returns the
 * code it is refused with: that of the diagnostic it filled when it
 * returns a pointer (0 when given none), its own when it returns one;
 * -1 when a pointer came back.
 */
#define REFUSED(p, d)	((p) != NULL ? -1 : (d) != NULL ? (int)(d)->code : 0)

static int
null_rules_builtin(struct notation_diag *d)
{
	return REFUSED(notation_rules_builtin(NULL, d), d);
}

static int
null_rules_load_file(struct notation_diag *d)
{
	return REFUSED(notation_rules_load_file(NULL, d), d);
}

static int
null_rules_load_string(struct notation_diag *d)
{
	return REFUSED(notation_rules_load_string(NULL, 10, "x.yaml", d), d);
}

static int
null_catalog_find(struct notation_diag *d)
{
	return REFUSED(notation_catalog_find(cat, NULL, d), d);
}

static int
null_catalog_find_cat(struct notation_diag *d)
{
	return REFUSED(notation_catalog_find(NULL, "halma-10x10", d), d);
}

static int
null_catalog_load_file(struct notation_diag *d)
{
	return REFUSED(notation_catalog_load_file(cat, NULL, d), d);
}

static int
null_catalog_resolve(struct notation_diag *d)
{
	return REFUSED(notation_catalog_resolve(cat, NULL, d), d);
}

static int
null_catalog_add(struct notation_diag *d)
{
	return REFUSED(notation_catalog_add(cat, NULL, d), d);
}

/* The rule set given is the catalog's (freed) even when refused. */
static int
null_catalog_add_cat(struct notation_diag *d)
{
	notation_rules	*r = notation_rules_builtin("corners-8x8", NULL);

	ck_assert_ptr_nonnull(r);
	return REFUSED(notation_catalog_add(NULL, r, d), d);
}

static int
null_position_parse_cat(struct notation_diag *d)
{
	notation_position	*p;

	return notation_position_parse(NULL, START8, strlen(START8), &p, d);
}

static int
null_position_parse_s(struct notation_diag *d)
{
	notation_position	*p;

	return notation_position_parse(cat, NULL, 4, &p, d);
}

static int
null_game_play_move(struct notation_diag *d)
{
	struct notation_move	 m = { 0 };

	return notation_game_play_move(NULL, &m, d);
}

static int
null_game_play_move_m(struct notation_diag *d)
{
	notation_game	*g;
	int		 rc;

	g = notation_game_new(notation_catalog_find(cat, "halma-10x10", NULL));
	ck_assert_ptr_nonnull(g);
	rc = notation_game_play_move(g, NULL, d);
	ck_assert_uint_eq(notation_game_plies(g), 0);
	notation_game_free(g);
	return rc;
}

static const struct refuse_case {
	const char	*name;
	int		(*call)(struct notation_diag *);
	int		 code;
	int		 ptr;		/* the call returns a pointer */
} refuse_cases[] = {
	{ "notation_rules_builtin(NULL)", null_rules_builtin,
	  NOTATION_UNKNOWN_VARIANT, 1 },
	{ "notation_rules_load_file(NULL)", null_rules_load_file,
	  NOTATION_IO, 1 },
	{ "notation_rules_load_string(NULL)", null_rules_load_string,
	  NOTATION_BAD_RULES, 1 },
	{ "notation_catalog_find(cat, NULL)", null_catalog_find,
	  NOTATION_UNKNOWN_VARIANT, 1 },
	{ "notation_catalog_find(NULL, name)", null_catalog_find_cat,
	  NOTATION_UNKNOWN_VARIANT, 1 },
	{ "notation_catalog_load_file(cat, NULL)", null_catalog_load_file,
	  NOTATION_IO, 1 },
	{ "notation_catalog_resolve(cat, NULL)", null_catalog_resolve,
	  NOTATION_UNKNOWN_VARIANT, 1 },
	{ "notation_catalog_add(cat, NULL)", null_catalog_add,
	  NOTATION_LIMIT, 1 },
	{ "notation_catalog_add(NULL, r)", null_catalog_add_cat,
	  NOTATION_LIMIT, 1 },
	{ "notation_position_parse(NULL, s)", null_position_parse_cat,
	  NOTATION_UNKNOWN_VARIANT, 0 },
	{ "notation_position_parse(cat, NULL)", null_position_parse_s,
	  NOTATION_BAD_POSITION, 0 },
	{ "notation_game_play_move(NULL, m)", null_game_play_move,
	  NOTATION_ILLEGAL_MOVE, 0 },
	{ "notation_game_play_move(g, NULL)", null_game_play_move_m,
	  NOTATION_ILLEGAL_MOVE, 0 },
};

/* Refused with a diagnostic (each crashed before its contract was set). */
TEST_LOOP(nulls, test_null_refused, NELEM(refuse_cases))
{
	const struct refuse_case *t = &refuse_cases[_i];
	struct notation_diag	 d;
	int			 rc;

	notation_diag_clear(&d);
	rc = t->call(&d);
	ck_assert_msg(rc == t->code, "%s: %d, want %s (%s)", t->name, rc,
	    notation_code_name(t->code), d.message);
	ck_assert_int_eq(d.code, t->code);
	ck_assert_int_eq(d.severity, NOTATION_ERROR);
	ck_assert_msg(d.message[0] != '\0', "%s: no message", t->name);
	/* Without a diagnostic: the same refusal, and no crash. */
	ck_assert_int_eq(t->call(NULL), t->ptr ? 0 : t->code);
}
END_TEST

/*
 * What the header says of the functions that take NULL or leave
 * something defined on failure, one check each.
 */
TEST_ONCE(nulls, test_stated_edges)
{
	const notation_rules	*r8, *r10;
	notation_game		*g;
	notation_position	*p;
	notation_stats		*st = (notation_stats *)1;
	struct notation_result	 res;
	struct notation_diag	 d;
	size_t			 pos = 2;
	static const char	 bad[] = "  {\"nope\": 1}";

	ck_assert_int_eq(notation_format_parse(NULL), -1);
	ck_assert_int_eq(notation_stats_format_parse(NULL), -1);
	ck_assert_int_eq(notation_grid_parse(NULL), -1);
	ck_assert_ptr_null(notation_rules_warning(NULL, 0));
	ck_assert_str_eq(notation_reason_name(NOTATION_REASON_COUNT), "none");
	ck_assert_str_eq(notation_code_name(NOTATION_CODE_COUNT), "unknown");

	/* A result token refused leaves *out cleared. */
	memset(&res, 0xff, sizeof(res));
	ck_assert_int_eq(notation_result_parse("3-0", 3, 2, &res), -1);
	ck_assert_int_eq(res.kind, NOTATION_RESULT_NONE);
	ck_assert_uint_eq(res.winners, 0);

	/* A start of another rule set is refused, the game unchanged. */
	ck_assert_ptr_nonnull(r8 = notation_catalog_find(cat, "corners-8x8",
	    NULL));
	ck_assert_ptr_nonnull(r10 = notation_catalog_find(cat, "halma-10x10",
	    NULL));
	ck_assert_ptr_nonnull(g = notation_game_new(r10));
	ck_assert_int_eq(notation_game_play(g, "j5-j6", 5, NULL), 0);
	ck_assert_ptr_nonnull(p = notation_position_new(r8));
	ck_assert_int_eq(notation_game_reset(g, p), NOTATION_BAD_POSITION);
	ck_assert_uint_eq(notation_game_plies(g), 1);
	ck_assert_int_eq(notation_game_reset(g, NULL), 0);
	ck_assert_uint_eq(notation_game_plies(g), 0);
	ck_assert_ptr_eq(notation_position_rules(notation_game_position(g)),
	    r10);
	/* Depth 0 or less counts the position itself. */
	ck_assert(notation_position_perft(p, 0) == 1);
	ck_assert(notation_position_perft(p, -3) == 1);
	notation_position_free(p);
	notation_game_free(g);

	/* A partial refused: *out NULL, *pos where it was. */
	notation_diag_clear(&d);
	ck_assert_int_eq(notation_stats_read_json(bad, strlen(bad), &pos,
	    "p.json", &st, &d), NOTATION_SYNTAX);
	ck_assert_ptr_null(st);
	ck_assert_uint_eq(pos, 2);
	ck_assert_str_eq(d.file, "p.json");
	ck_assert_uint_eq(d.line, 1);
	ck_assert_uint_gt(d.column, 2);
}
END_TEST

/*
 * Lifetimes: a position read through a catalog refers to the catalog's
 * own rule set (so it must go first), and a rule set added in memory is
 * the catalog's, found by its name, and freed with it.  Run under the
 * sanitizers, the frees in the order the header gives are clean.
 */
TEST_ONCE(nulls, test_lifetimes)
{
	notation_catalog	*c;
	notation_position	*p;
	notation_rules		*mine;
	const notation_rules	*kept;
	struct notation_diag	 d;

	ck_assert_ptr_nonnull(c = notation_catalog_new());
	ck_assert_int_eq(notation_position_parse(c, START8, strlen(START8),
	    &p, NULL), 0);
	ck_assert_ptr_eq(notation_position_rules(p),
	    notation_catalog_find(c, "corners-8x8", NULL));
	ck_assert_ptr_nonnull(mine = notation_rules_builtin("halma-10x10",
	    NULL));
	notation_diag_clear(&d);
	ck_assert_ptr_eq(kept = notation_catalog_add(c, mine, &d), mine);
	ck_assert_ptr_eq(notation_catalog_find(c, "HALMA-10x10", NULL), kept);
	notation_position_free(p);
	notation_catalog_free(c);
}
END_TEST

/* The _free of every object takes NULL and does nothing. */
TEST_ONCE(nulls, test_null_free)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;

	notation_buf_free(NULL);
	notation_buf_free(&b);
	notation_buf_free(&b);
	ck_assert_ptr_null(b.data);
	notation_catalog_free(NULL);
	notation_rules_free(NULL);
	notation_position_free(NULL);
	notation_game_free(NULL);
	notation_reader_free(NULL);
	notation_checker_free(NULL);
	notation_writer_free(NULL);
	notation_stats_free(NULL);
}
END_TEST

/*
 * "Must not be NULL" where the library asserts it: an assert() stops the
 * program (SIGABRT) at the call, rather than a crash somewhere inside.
 * Each row is one call the header forbids.
 */
static notation_position *
start10(void)
{
	return notation_position_new(notation_catalog_find(cat, "halma-10x10",
	    NULL));
}

static void
abort_position_rules(void)
{
	notation_position_rules(NULL);
}

static void
abort_position_side(void)
{
	notation_position_side(NULL);
}

static void
abort_position_move_number(void)
{
	notation_position_move_number(NULL);
}

static void
abort_position_ply(void)
{
	notation_position_ply(NULL);
}

static void
abort_position_hash(void)
{
	notation_position_hash(NULL);
}

static void
abort_position_at(void)
{
	notation_position_at(NULL, 0);
}

static void
abort_position_equal(void)
{
	notation_position_equal(start10(), NULL);
}

static void
abort_position_assign(void)
{
	notation_position_assign(NULL, start10());
}

static void
abort_position_parse_out(void)
{
	notation_position_parse(cat, START8, strlen(START8), NULL, NULL);
}

static void
abort_game_reset(void)
{
	notation_game_reset(NULL, NULL);
}

static void
abort_game_play(void)
{
	notation_game_play(NULL, "j5-j6", 5, NULL);
}

static void
abort_game_position(void)
{
	notation_game_position(NULL);
}

static void
abort_game_plies(void)
{
	notation_game_plies(NULL);
}

static void
abort_game_outcome(void)
{
	notation_game_outcome(NULL);
}

static void
abort_game_claim(void)
{
	struct notation_claim	 c;

	notation_game_claim(NULL, "j5-j6", 5, &c);
}

static void
abort_reader_set_file(void)
{
	notation_reader_set_file(NULL, stdin);
}

static void
abort_reader_set_buffer(void)
{
	notation_reader_set_buffer(NULL, "", 0);
}

static void
abort_reader_set_format(void)
{
	notation_reader_set_format(NULL, NOTATION_FORMAT_HGN, NULL);
}

static void
abort_reader_next(void)
{
	struct notation_event	 ev;

	notation_reader_next(NULL, &ev);
}

static void
abort_reader_next_ev(void)
{
	notation_reader	*rd = notation_reader_new("t");

	notation_reader_set_buffer(rd, "", 0);
	notation_reader_next(rd, NULL);
}

static void (*const abort_cases[])(void) = {
	abort_position_rules, abort_position_side,
	abort_position_move_number, abort_position_ply, abort_position_hash,
	abort_position_at, abort_position_equal, abort_position_assign,
	abort_position_parse_out, abort_game_reset, abort_game_play,
	abort_game_position, abort_game_plies, abort_game_outcome,
	abort_game_claim, abort_reader_set_file, abort_reader_set_buffer,
	abort_reader_set_format, abort_reader_next, abort_reader_next_ev,
};

TEST_SIGNAL(nulls, test_null_asserted, NELEM(abort_cases), SIGABRT)
{
	/*
	 * The test runs in Check's child process: the assert's message is
	 * expected, and would only be noise in the log of make check.
	 */
	ck_assert_ptr_nonnull(freopen("/dev/null", "w", stderr));
	abort_cases[_i]();
}
END_TEST

HARNESS_SUITE("api")
