/*
 * check_moves.c -- move syntax, legality of steps, jumps and chains, the
 * long form, move generation, and perft against an independent count.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "ref/ref.h"

SUITE_TCASE(legality, "legality", setup, teardown, 0);
SUITE_TCASE(perft, "perft", setup, teardown, 300);

/* ------------------------------------------------------------------ */
/* Legality: position, move text, expected code, message fragment.     */

/* White stones on e5 and c5 beside black ones to jump over. */
#define OPEN10	"halma-10x10 w:e5,a1,b1,c1,d1,e1,f1,g1,h1,i1,j1,a2,b2,c2,d2 " \
		"b:f6,f8,d6,e7,c7,a10,b10,c10,d10,e10,a9,b9,c9,d9,j10 w 30"

static const struct legal_case legal_cases[] = {
	/* Steps, 8 directions. */
	{ START10, "i4-h5", 0, NOTATION_STEP, NULL },
	{ START10, "j5-j6", 0, NOTATION_STEP, NULL },
	{ START10, "j5-i6", 0, NOTATION_STEP, NULL },
	{ START10, "h3-g4", 0, NOTATION_STEP, NULL },
	/* Jumps over own stones. */
	{ START10, "i2-g4", 0, NOTATION_JUMP, NULL },
	{ START10, "i3-g3", 0, NOTATION_JUMP, NULL },
	{ START10, "h1-f3", 0, NOTATION_JUMP, NULL },
	{ START10, "j3-j5", NOTATION_ILLEGAL_MOVE, 0, "occupied" },
	{ START10, "i3-g5", NOTATION_ILLEGAL_MOVE, 0, "cannot be reached" },
	/* Syntax. */
	{ START10, "i2~a8", NOTATION_SYNTAX, 0, "not a move" },
	{ START10, "i2", NOTATION_SYNTAX, 0, "at least two cells" },
	{ START10, "i2-", NOTATION_SYNTAX, 0, "expected a cell" },
	{ START10, "@2-a8", NOTATION_SYNTAX, 0, "expected a cell" },
	/* Cells are read in either case. */
	{ START10, "I2-G4", 0, NOTATION_JUMP, NULL },
	{ START10, "i2-I4", NOTATION_ILLEGAL_MOVE, 0, "occupied" },
	{ START10, "i02-i4", NOTATION_SYNTAX, 0, "expected a cell" },
	{ START10, "i2--i4", NOTATION_SYNTAX, 0, "expected a cell" },
	/* Illegal. */
	{ START10, "k2-k3", NOTATION_ILLEGAL_MOVE, 0, "not a cell" },
	{ START10, "i11-i10", NOTATION_ILLEGAL_MOVE, 0, "not a cell" },
	{ START10, "e5-e6", NOTATION_ILLEGAL_MOVE, 0, "no stone" },
	{ START10, "a6-b5", NOTATION_ILLEGAL_MOVE, 0, "to move" },
	{ START10, "j1-j2", NOTATION_ILLEGAL_MOVE, 0, "occupied" },
	{ START10, "j5-j5", NOTATION_ILLEGAL_MOVE, 0, "another cell" },
	{ START10, "j5-j8", NOTATION_ILLEGAL_MOVE, 0, "cannot be reached" },
	{ START10, "i4-e8", NOTATION_ILLEGAL_MOVE, 0, "cannot be reached" },
	/* Long form: each hop a single jump. */
	{ START10, "i2-g4", 0, NOTATION_JUMP, NULL },
	{ START10, "j2-j4-j6", NOTATION_ILLEGAL_MOVE, 0, "hop 1" },
	{ START10, "h1-f3-f5", NOTATION_ILLEGAL_MOVE, 0, "hop 2" },
	{ OPEN10, "e5-g7-e9", 0, NOTATION_JUMP, NULL },
	{ OPEN10, "e5-e9", 0, NOTATION_JUMP, NULL },
	{ OPEN10, "e5-g7-e9-c7", NOTATION_ILLEGAL_MOVE, 0, "hop 3" },
	{ OPEN10, "e5-c7", NOTATION_ILLEGAL_MOVE, 0, "occupied" },
	/* A chain that turns: e5 over f6 to g7, over f8 to e9. */
	{ OPEN10, "e5-g7-e9-e5", NOTATION_ILLEGAL_MOVE, 0, "hop 3" },
	/* Corners: orthogonal only. */
	{ START8, "h4-h5", 0, NOTATION_STEP, NULL },
	{ START8, "h4-g5", NOTATION_ILLEGAL_MOVE, 0, "cannot be reached" },
	{ START8, "f1-f3", 0, NOTATION_JUMP, NULL },
	{ START8, "g3-g5", NOTATION_ILLEGAL_MOVE, 0, "cannot be reached" },
	{ START8, "h2-h5", NOTATION_ILLEGAL_MOVE, 0, "cannot be reached" },
	{ START8, "g2-e2", 0, NOTATION_JUMP, NULL },
	{ START8, "g1-g3", NOTATION_ILLEGAL_MOVE, 0, "occupied" },
	{ START8, "h3-f3", 0, NOTATION_JUMP, NULL },
	{ START8, "g3-e3", NOTATION_ILLEGAL_MOVE, 0, "cannot be reached" },
	{ START8, "h3-f3-f5", NOTATION_ILLEGAL_MOVE, 0, "hop 2" },
	{ START8, "a8-a4", NOTATION_ILLEGAL_MOVE, 0, "to move" },
};

TEST_CASES(legality, test_legality, legal_cases, check_legal)

/* Every generated move parses back as legal, and nothing else does. */
TEST_LOOP(legality, test_generate_agrees_with_parse, 3)
{
	static const char *const positions[] = { START10, START8, OPEN10 };

	check_generate_agrees_with_parse(positions[_i]);
}
END_TEST

/* The long form names the fewest hops, ties broken by direction order. */
TEST_ONCE(legality, test_long_form)
{
	notation_position	*p = pos_of(OPEN10);
	struct notation_buf	 b = NOTATION_BUF_INIT;
	struct notation_move	 m;

	ck_assert_int_eq(notation_move_parse(p, "e5-e9", 5, &m, NULL), 0);
	ck_assert_int_eq(notation_move_format(p, &m, 1, &b), 0);
	ck_assert_str_eq(b.data, "e5-g7-e9");
	notation_buf_reset(&b);
	ck_assert_int_eq(notation_move_format(p, &m, 0, &b), 0);
	ck_assert_str_eq(b.data, "e5-e9");
	notation_buf_free(&b);
	notation_position_free(p);
}
END_TEST

/* A long form of thousands of hops is checked without storing it. */
TEST_ONCE(legality, test_long_chain)
{
	notation_position	*p = pos_of(OPEN10);
	struct notation_move	 m;
	struct notation_diag	 d;
	char			*s;
	size_t			 n = 0, i;
	int			 rc;

	s = malloc(5 * 6000 + 16);
	ck_assert_ptr_nonnull(s);
	n += (size_t)sprintf(s, "e5");
	for (i = 0; i < 3000; i++)
		n += (size_t)sprintf(s + n, "-g7-e5");
	n += (size_t)sprintf(s + n, "-g7");
	notation_diag_clear(&d);
	rc = notation_move_parse(p, s, n, &m, &d);
	ck_assert_int_eq(rc, 0);
	ck_assert_int_eq(m.to, notation_cell_parse(notation_position_rules(p),
	    "g7", 2));
	ck_assert_int_eq(m.hops, 255);
	free(s);
	notation_position_free(p);
}
END_TEST

/* ------------------------------------------------------------------ */
/*
 * Perft against the reference generator of tests/ref/ref_plain.c, which
 * shares nothing with the library but the position it reads cell by cell
 * and the board's size, players and directions.
 */

static const struct perft_case {
	const char	*variant;
	int		 depth;
} perft_cases[] = {
	{ "halma-10x10", 1 }, { "halma-10x10", 2 }, { "halma-10x10", 3 },
	{ "halma-10x10", 4 },
	{ "corners-8x8", 1 }, { "corners-8x8", 2 }, { "corners-8x8", 3 },
	{ "corners-8x8", 4 },
};

TEST_LOOP(perft, test_perft, NELEM(perft_cases))
{
	const struct perft_case	*t = &perft_cases[_i];
	const notation_rules	*r;
	notation_position	*p;
	struct ref_plain	 g;

	r = notation_catalog_find(cat, t->variant, NULL);
	ck_assert_ptr_nonnull(r);
	ck_assert_int_eq(notation_rules_width(r), notation_rules_height(r));
	p = notation_position_new(r);
	ref_plain_init(&g, 0, notation_rules_width(r),
	    notation_rules_players(r));
	g.ndirs = notation_rules_directions(r);
	ref_plain_agrees(&g, p, t->variant, t->depth, 0);
	notation_position_free(p);
}
END_TEST

HARNESS_SUITE("moves")
