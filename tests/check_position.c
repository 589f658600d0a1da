/*
 * check_position.c -- position strings: round trips and every rejection,
 * with the column each rejection points at; hashing and equality; the
 * checker's copy of a position (nt_position_copy(), position.h); the
 * turn handed on.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "moves/moves.h"
#include "position/position.h"

SUITE_TCASE(strings, "strings", setup, teardown, 0);

/* The start positions print as harness.h has them, and read back. */
TEST_LOOP(strings, test_start_strings, 2)
{
	static const char *const names[] = { "halma-10x10", "corners-8x8" };
	static const char *const want[] = { START10, START8 };

	check_start_string(notation_catalog_find(cat, names[_i], NULL),
	    want[_i]);
}
END_TEST

/* Input in any cell order and with extra blanks reads to canonical form. */
static const struct text_case round_cases[] = {
	{ "halma-10x10  b:e10,d10,c10,b10,a10,d9,c9,b9,a9,c8,b8,a8,b7,a7,a6 "
	  "w:j5,j4,i4,j3,i3,h3,j2,i2,h2,g2,j1,i1,h1,g1,f1   b  57\n",
	  "halma-10x10 " W10 " " B10 " b 57" },
	{ START8, START8 },
	/* The largest move number there is. */
	{ "halma-10x10 " W10 " " B10 " w 4294967295",
	  "halma-10x10 " W10 " " B10 " w 4294967295" },
	{ "corners-8x8 w:a8,b8,c8,d8,a7,b7,c7,a6,b6,a5 "
	  "b:e1,f1,g1,h1,f2,g2,h2,g3,h3,h4 w 41",
	  "corners-8x8 w:a5,a6,b6,a7,b7,c7,a8,b8,c8,d8 "
	  "b:e1,f1,g1,h1,f2,g2,h2,g3,h3,h4 w 41" },
};

TEST_LOOP(strings, test_round_trip, NELEM(round_cases))
{
	const struct text_case	*t = &round_cases[_i];
	notation_position	*p;
	struct notation_buf	 b = NOTATION_BUF_INIT;
	struct notation_diag	 d;

	notation_diag_clear(&d);
	ck_assert_msg(notation_position_parse(cat, t->in, strlen(t->in), &p,
	    &d) == 0, "%s", d.message);
	ck_assert_int_eq(notation_position_format(p, &b), 0);
	ck_assert_str_eq(b.data, t->want);
	notation_buf_free(&b);
	notation_position_free(p);
}
END_TEST

static const struct reject_case {
	const char	*in;
	int		 code;
	unsigned long	 column;
	const char	*msg;
} reject_cases[] = {
	{ "", NOTATION_BAD_POSITION, 1, "empty" },
	{ "halma-11x11 " W10 " " B10 " w 1", NOTATION_UNKNOWN_VARIANT, 1,
	  "halma-11x11" },
	/* Too few and too many stones. */
	{ "halma-10x10 w:f1,g1 " B10 " w 1", NOTATION_BAD_POSITION, 1,
	  "White has 2 stones, halma-10x10 needs 15" },
	{ "halma-10x10 " W10 ",e5 " B10 " w 1", NOTATION_BAD_POSITION, 1,
	  "White has 16 stones" },
	{ "halma-10x10 w: " B10 " w 1", NOTATION_BAD_POSITION, 1,
	  "White has 0 stones" },
	/* A cell given twice, by one player or two. */
	{ "halma-10x10 w:f1,f1,h1,i1,j1,g2,h2,i2,j2,h3,i3,j3,i4,j4,j5 " B10
	  " w 1", NOTATION_BAD_POSITION, 18, "cell given twice ('f1')" },
	{ "halma-10x10 " W10 " b:j5,a7,b7,a8,b8,c8,a9,b9,c9,d9,a10,b10,c10,"
	  "d10,e10 w 1", NOTATION_BAD_POSITION, 62, "given twice ('j5')" },
	/* Cells off the board and bad cell names. */
	{ "halma-10x10 w:k1,g1,h1,i1,j1,g2,h2,i2,j2,h3,i3,j3,i4,j4,j5 " B10
	  " w 1", NOTATION_BAD_POSITION, 15, "not a cell of the board ('k1')" },
	{ "halma-10x10 w:f11,g1,h1,i1,j1,g2,h2,i2,j2,h3,i3,j3,i4,j4,j5 " B10
	  " w 1", NOTATION_BAD_POSITION, 15, "('f11')" },
	{ "halma-10x10 w:f0,g1 " B10 " w 1", NOTATION_BAD_POSITION, 15,
	  "('f0')" },
	{ "halma-10x10 w:f1,,g1 " B10 " w 1", NOTATION_BAD_POSITION, 18,
	  "empty cell name" },
	{ "halma-10x10 w:f1,g1, " B10 " w 1", NOTATION_BAD_POSITION, 20,
	  "must not end" },
	/* Unknown letters, missing or doubled players. */
	{ "halma-10x10 " W10 " x:a1 " B10 " w 1", NOTATION_BAD_POSITION, 60,
	  "unknown player letter ('x')" },
	{ "halma-10x10 " W10 " w 1", NOTATION_BAD_POSITION, 0,
	  "no stone list for Black" },
	{ "halma-10x10 " W10 " " W10 " w 1", NOTATION_BAD_POSITION, 60,
	  "given twice" },
	/* Side to move and move number. */
	{ "halma-10x10 " W10 " " B10 " x 1", NOTATION_BAD_POSITION, 112,
	  "side to move ('x')" },
	{ "halma-10x10 " W10 " " B10, NOTATION_BAD_POSITION, 111,
	  "missing the side to move" },
	{ "halma-10x10 " W10 " " B10 " w", NOTATION_BAD_POSITION, 113,
	  "missing the move number" },
	{ "halma-10x10 " W10 " " B10 " w 0", NOTATION_BAD_POSITION, 114,
	  "whole number from 1" },
	{ "halma-10x10 " W10 " " B10 " w 1x", NOTATION_BAD_POSITION, 114,
	  "whole number" },
	{ "halma-10x10 " W10 " " B10 " w 4294967296",
	  NOTATION_BAD_POSITION, 114, "whole number" },
	{ "halma-10x10 " W10 " " B10 " w 99999999999999999999",
	  NOTATION_BAD_POSITION, 114, "whole number" },
	{ "halma-10x10 " W10 " " B10 " w 1 extra", NOTATION_BAD_POSITION, 116,
	  "unexpected text" },
	/* A position the rules can never reach: both players finished. */
	{ "halma-10x10 w:a6,a7,b7,a8,b8,c8,a9,b9,c9,d9,a10,b10,c10,d10,e10 "
	  "b:f1,g1,h1,i1,j1,g2,h2,i2,j2,h3,i3,j3,i4,j4,j5 w 60",
	  NOTATION_BAD_POSITION, 1, "the game ends when the first one does" },
	{ "corners-8x8 w:a5,a6,b6,a7,b7,c7,a8,b8,c8,d8 "
	  "b:e1,f1,g1,h1,f2,g2,h2,g3,h3,h4 b 40",
	  NOTATION_BAD_POSITION, 1, "must be to move" },
};

TEST_LOOP(strings, test_reject, NELEM(reject_cases))
{
	const struct reject_case *t = &reject_cases[_i];
	notation_position	*p = (void *)1;
	struct notation_diag	 d;
	int			 rc;

	notation_diag_clear(&d);
	rc = notation_position_parse(cat, t->in, strlen(t->in), &p, &d);
	ck_assert_msg(rc == t->code, "'%s': got %s (%s)", t->in,
	    notation_code_name(rc), d.message);
	ck_assert_ptr_null(p);
	ck_assert_msg(strstr(d.message, t->msg) != NULL,
	    "'%s': message '%s' lacks '%s'", t->in, d.message, t->msg);
	if (t->column > 0)
		ck_assert_uint_eq(d.column, t->column);
}
END_TEST

/* The hash covers the side to move; equal positions hash alike. */
TEST_ONCE(strings, test_hash)
{
	notation_position	*a, *b;
	const char		*s1 = "halma-10x10 " W10 " " B10 " w 5";
	const char		*s2 = "halma-10x10 " W10 " " B10 " b 5";
	const char		*s3 = "halma-10x10 " W10 " " B10 " w 9";

	ck_assert_int_eq(notation_position_parse(cat, s1, strlen(s1), &a,
	    NULL), 0);
	ck_assert_int_eq(notation_position_parse(cat, s2, strlen(s2), &b,
	    NULL), 0);
	ck_assert(notation_position_hash(a) != notation_position_hash(b));
	ck_assert(!notation_position_equal(a, b));
	notation_position_free(b);
	ck_assert_int_eq(notation_position_parse(cat, s3, strlen(s3), &b,
	    NULL), 0);
	/* The move number is not part of "the same position". */
	ck_assert(notation_position_hash(a) == notation_position_hash(b));
	ck_assert(notation_position_equal(a, b));
	notation_position_free(a);
	notation_position_free(b);
}
END_TEST

/* Applying moves keeps the incremental hash equal to a fresh one. */
TEST_ONCE(strings, test_hash_incremental)
{
	const notation_rules	*r = notation_catalog_find(cat, "halma-10x10",
				    NULL);
	notation_position	*p = notation_position_new(r), *q;
	struct notation_move	 moves[NOTATION_MAX_MOVES];
	struct notation_buf	 b = NOTATION_BUF_INIT;
	size_t			 n, i;

	for (i = 0; i < 200; i++) {
		n = notation_move_generate(p, moves);
		ck_assert_uint_gt(n, 0);
		notation_position_apply(p, &moves[(i * 7919) % n]);
		notation_buf_reset(&b);
		notation_position_format(p, &b);
		ck_assert_int_eq(notation_position_parse(cat, b.data, b.len,
		    &q, NULL), 0);
		ck_assert(notation_position_hash(p) ==
		    notation_position_hash(q));
		ck_assert_uint_eq(notation_position_ply(p), i + 1);
		notation_position_free(q);
	}
	notation_buf_free(&b);
	notation_position_free(p);
}
END_TEST

/*
 * Team play: two players of different teams may both be finished while
 * neither team is, but two finished teams cannot stand on the board.
 */
TEST_LOOP(strings, test_team_finished, 2)
{
	const notation_rules	*r = notation_catalog_find(cat,
				    "halma-16x16-teams", NULL);
	struct notation_buf	 b = NOTATION_BUF_INIT;
	notation_position	*p;
	struct notation_diag	 d;
	int			 who, c, n, used[NOTATION_MAX_CELLS] = { 0 };
	char			 name[4];
	/* Finished: players 0 and 1 (one of each team), then everyone. */
	int			 finished[2][4] = { { 1, 1, 0, 0 }, { 1, 1, 1, 1 } };
	int			 want[2] = { 0, NOTATION_BAD_POSITION };

	ck_assert_ptr_nonnull(r);
	ck_assert_int_eq(notation_rules_players(r), 4);
	/* The goals are the opposite camps: mark them first. */
	for (who = 0; who < 4; who++)
		for (c = notation_cell_next(r, 0); c >= 0;
		    c = notation_cell_next(r, c + 1))
			if (finished[_i][who] && notation_cell_in_goal(r, who, c))
				used[c] = 1;
	notation_buf_puts(&b, "halma-16x16-teams");
	for (who = 0; who < 4; who++) {
		notation_buf_printf(&b, " %c:", notation_rules_player_letter(r,
		    who));
		n = 0;
		for (c = notation_cell_next(r, 0); c >= 0 &&
		    n < notation_rules_stones(r, who);
		    c = notation_cell_next(r, c + 1)) {
			if (finished[_i][who] ? !notation_cell_in_goal(r, who, c) :
			    (used[c] || notation_cell_in_camp(r, 0, c) ||
			    notation_cell_in_camp(r, 1, c) ||
			    notation_cell_in_camp(r, 2, c) ||
			    notation_cell_in_camp(r, 3, c) ||
			    notation_cell_in_goal(r, who, c)))
				continue;
			if (!finished[_i][who])
				used[c] = 1;
			notation_cell_name(r, c, name);
			notation_buf_printf(&b, "%s%s", n ? "," : "", name);
			n++;
		}
	}
	notation_buf_puts(&b, " w 70");
	notation_diag_clear(&d);
	ck_assert_msg(notation_position_parse(cat, b.data, b.len, &p, &d) ==
	    want[_i], "%s: %s", b.data, d.message);
	if (want[_i] == 0)
		notation_position_free(p);
	else
		ck_assert_ptr_nonnull(strstr(d.message, "2 teams"));
	notation_buf_free(&b);
}
END_TEST

/*
 * nt_position_copy() into a position that held another rule set's, a
 * few moves into its game, leaves the same bytes as copying the whole:
 * for every pair of built-in rule sets, boards narrow or not (a narrow
 * one's copy leaves what lies past its cells and words untouched).
 */
/*
 * The parser's fast read of a cell name (moves.h, nt_fast_cell(), on the
 * board's table of names) against notation_cell_at(): every letter, a
 * rank of one to three digits up to 120, a byte after it or none, on
 * every built-in rule set's board.
 */
TEST_ONCE(strings, test_fast_cell)
{
	const notation_rules	*r;
	char			 s[8];
	size_t			 i, n, len;
	int			 f, rank, want, got, checked = 0;

	for (i = 0; notation_rules_builtin_name(i) != NULL; i++) {
		r = notation_catalog_find(cat, notation_rules_builtin_name(i),
		    NULL);
		ck_assert_ptr_nonnull(r);
		for (f = 0; f < 26; f++)
			for (rank = 1; rank <= 120; rank++) {
				len = (size_t)snprintf(s, sizeof(s), "%c%d-",
				    'a' + f, rank);
				/* Three digits: the name is the first two. */
				want = notation_cell_at(r, f,
				    (rank < 100 ? rank : rank / 10) - 1);
				got = nt_fast_cell(r, s, len, &n);
				ck_assert_msg(got == want, "%s: %s gives %d, "
				    "not %d", notation_rules_name(r), s, got,
				    want);
				ck_assert_uint_eq(n, rank < 10 ? 2 : 3);
				got = nt_fast_cell(r, s, len - 1, &n);
				ck_assert_int_eq(got, want);
				checked += want >= 0;
			}
	}
	ck_assert_int_gt(checked, 1000);
}
END_TEST

/*
 * Under the fast search's shapes (rules.c, free.on: steps along every
 * line, nothing forward, no station) a step is a neighbour on the board,
 * which the parser's fast path asks instead of nt_is_step(): the two
 * agree on every pair of cells of every built-in board with those shapes,
 * and the keys that shape a step take the shapes away (halma-10x10 with
 * each of them added).
 */
static int
free_steps_agree(const notation_rules *r)
{
	notation_position	*p;
	int			 a, b, steps = 0;

	p = notation_position_new(r);
	ck_assert_ptr_nonnull(p);
	BITS_FOREACH(a, &r->geo.valid)
		BITS_FOREACH(b, &r->geo.valid) {
			if (r->free.on)
				ck_assert_msg((nt_geometry_step_dir(&r->geo,
				    a, b) >= 0) == (nt_is_step(p, a, b) != 0),
				    "%s: %d-%d", notation_rules_name(r), a, b);
			steps += nt_is_step(p, a, b) != 0;
		}
	notation_position_free(p);
	return steps;
}

TEST_ONCE(strings, test_free_steps)
{
	static const char *const keys[] = {
		"forward: true\n", "lines: diagonal\n", "steps: knight\n",
		"steps: none\n",
	};
	struct notation_diag	 d;
	struct notation_buf	 y = NOTATION_BUF_INIT;
	const notation_rules	*r;
	notation_rules		*own;
	const char		*yaml, *at;
	size_t			 i, j, len = 0;
	int			 sets = 0, steps = 0;

	for (i = 0; notation_rules_builtin_name(i) != NULL; i++) {
		r = notation_catalog_find(cat, notation_rules_builtin_name(i),
		    NULL);
		ck_assert_ptr_nonnull(r);
		if (r->free.on) {
			sets++;
			steps += free_steps_agree(r);
		}
	}
	ck_assert_int_gt(sets, 5);
	ck_assert_int_gt(steps, 1000);
	for (i = 0; i < NELEM(keys); i++) {
		yaml = NULL;
		for (j = 0; notation_rules_builtin_name(j) != NULL; j++)
			if (strcmp(notation_rules_builtin_name(j),
			    "halma-10x10") == 0)
				yaml = notation_rules_builtin_yaml(j, &len);
		ck_assert_ptr_nonnull(yaml);
		at = strstr(yaml, "jumps: short\n");
		ck_assert_ptr_nonnull(at);
		y.len = 0;
		notation_buf_put(&y, yaml, (size_t)(at - yaml));
		notation_buf_puts(&y, keys[i]);
		notation_buf_puts(&y, at);
		notation_diag_clear(&d);
		own = notation_rules_load_string(y.data, y.len, "t.yaml", &d);
		ck_assert_msg(own != NULL, "%s: %s", keys[i], d.message);
		ck_assert_msg(!own->free.on, "%s", keys[i]);
		free_steps_agree(own);
		notation_rules_free(own);
	}
	notation_buf_free(&y);
}
END_TEST

/*
 * The parser's one look for the kind that owns the turns (kinds.c,
 * nt_owner()) against the lists it stands for (nt_kind_owner(), the
 * first kind of the family's list that owns a turn): every family, with
 * stones in hand and without.
 */
TEST_ONCE(strings, test_owner)
{
	struct notation_rules		*r;
	struct notation_position	 p;
	int				 f, h;

	r = malloc(sizeof(*r));
	ck_assert_ptr_nonnull(r);
	memcpy(r, notation_catalog_find(cat, "halma-10x10", NULL),
	    sizeof(*r));
	memset(&p, 0, sizeof(p));
	p.rules = r;
	for (f = 0; f < FAMILY_COUNT; f++)
		for (h = 0; h <= 1; h++) {
			r->family = (enum nt_family)f;
			r->hands = h;
			ck_assert_ptr_nonnull(nt_owner(r));
			ck_assert_msg(nt_owner(r) == nt_kind_owner(nt_kinds(r),
			    &p), "family %d, hands %d: %s, not %s", f, h,
			    nt_owner(r)->name,
			    nt_kind_owner(nt_kinds(r), &p)->name);
		}
	free(r);
}
END_TEST

TEST_ONCE(strings, test_copy)
{
	struct notation_move	*list;
	notation_position	*pos[128], *dst;
	const notation_rules	*r;
	size_t			 i, j, n, k, npos = 0;

	list = malloc(NOTATION_MOVE_LIST_BYTES);
	ck_assert_ptr_nonnull(list);
	for (i = 0; notation_rules_builtin_name(i) != NULL; i++) {
		ck_assert_uint_lt(npos, NELEM(pos));
		r = notation_catalog_find(cat, notation_rules_builtin_name(i),
		    NULL);
		ck_assert_ptr_nonnull(r);
		pos[npos] = notation_position_new(r);
		ck_assert_ptr_nonnull(pos[npos]);
		/* Some moves in: stones away from where they start. */
		for (k = 0; k < 2 * i % 13 + 3; k++) {
			if ((n = notation_move_generate(pos[npos], list)) == 0)
				break;
			notation_position_apply(pos[npos], &list[(k * 7 + i) % n]);
		}
		npos++;
	}
	ck_assert_uint_gt(npos, 20);
	dst = notation_position_new(notation_position_rules(pos[0]));
	ck_assert_ptr_nonnull(dst);
	for (i = 0; i < npos; i++)
		for (j = 0; j < npos; j++) {
			memcpy(dst, pos[j], sizeof(*dst));
			nt_position_copy(dst, pos[i]);
			ck_assert_msg(memcmp(dst, pos[i], sizeof(*dst)) == 0,
			    "%s into %s",
			    notation_rules_name(notation_position_rules(pos[i])),
			    notation_rules_name(notation_position_rules(pos[j])));
		}
	notation_position_free(dst);
	for (i = 0; i < npos; i++)
		notation_position_free(pos[i]);
	free(list);
}
END_TEST

/*
 * The turn handed on with no one put out (position.h,
 * nt_position_pass_turn()) by the rule set's derived next player and
 * hash change (rules.h, next_side, turn_key), against the loop over the
 * players that a position with players put out goes through: a player
 * put out past the last one changes nothing of whose turn is next.
 */
TEST_ONCE(strings, test_pass_turn)
{
	struct notation_position	 a, b;
	const notation_rules		*r;
	size_t				 i;
	int				 side;

	for (i = 0; notation_rules_builtin_name(i) != NULL; i++) {
		r = notation_catalog_find(cat, notation_rules_builtin_name(i),
		    NULL);
		ck_assert_ptr_nonnull(r);
		for (side = 0; side < r->nplayers; side++) {
			nt_position_start(&a, r);
			a.side = side;
			nt_position_rehash(&a);
			b = a;
			b.eliminated = 1u << 31;
			nt_position_pass_turn(&a);
			nt_position_pass_turn(&b);
			ck_assert_msg(a.side == b.side &&
			    a.move_number == b.move_number &&
			    a.hash == b.hash, "%s, side %d: %d, not %d",
			    r->name, side, a.side, b.side);
		}
	}
}
END_TEST

HARNESS_SUITE("position")
