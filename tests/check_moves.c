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

/*
 * The parser's hop count of a chain (fewest): the hops of the long form
 * where it counted them, 0 where it did not (a step, the long form).
 */
static const struct fewest_case {
	const char	*pos, *move;
	int		 fewest;
} fewest_cases[] = {
	{ START10, "i4-h5", 0 },
	{ START10, "i2-g4", 1 },
	{ OPEN10, "e5-e9", 2 },
	{ OPEN10, "e5-g7-e9", 0 },
	{ START8, "f1-f3", 1 },
};

static void
check_fewest(const struct fewest_case *c)
{
	notation_position	*p = pos_of(c->pos);
	struct notation_move	 m;

	ck_assert_int_eq(notation_move_parse(p, c->move, strlen(c->move), &m,
	    NULL), 0);
	ck_assert_msg(m.fewest == c->fewest, "%s: fewest %d, not %d", c->move,
	    m.fewest, c->fewest);
	notation_position_free(p);
}

TEST_CASES(legality, test_fewest, fewest_cases, check_fewest)

/*
 * Every chain generated in the positions, parsed back in the short form,
 * counts as many hops as its long form names, where it counts them.
 */
TEST_LOOP(legality, test_fewest_is_long_form, 2)
{
	static const char *const positions[] = { START10, OPEN10 };
	notation_position	*p = pos_of(positions[_i]);
	struct notation_move	*list, m;
	struct notation_buf	 b = NOTATION_BUF_INIT;
	size_t			 n, i, k, dashes, counted = 0;

	list = malloc(NOTATION_MOVE_LIST_BYTES);
	ck_assert_ptr_nonnull(list);
	n = notation_move_generate(p, list);
	for (i = 0; i < n; i++) {
		if (list[i].kind != NOTATION_JUMP)
			continue;
		ck_assert_int_eq(list[i].fewest, 0);
		notation_buf_reset(&b);
		ck_assert_int_eq(notation_move_format(p, &list[i], 0, &b), 0);
		ck_assert_int_eq(notation_move_parse(p, b.data, b.len, &m,
		    NULL), 0);
		notation_buf_reset(&b);
		ck_assert_int_eq(notation_move_format(p, &m, 1, &b), 0);
		for (k = 0, dashes = 0; k < b.len; k++)
			dashes += b.data[k] == '-';
		ck_assert_msg(m.fewest == dashes, "%s: fewest %d", b.data,
		    m.fewest);
		counted++;
	}
	ck_assert_uint_gt(counted, 0);
	notation_buf_free(&b);
	free(list);
	notation_position_free(p);
}
END_TEST

/* The path of a jump: the long form's cells, without the text. */
TEST_ONCE(legality, test_move_path)
{
	notation_position	*p = pos_of(OPEN10);
	const notation_rules	*r = notation_position_rules(p);
	struct notation_move	 m;
	int16_t			 path[NOTATION_MAX_CELLS];

	ck_assert_int_eq(notation_move_parse(p, "e5-e9", 5, &m, NULL), 0);
	ck_assert_uint_eq(notation_move_path(p, &m, path), 2);
	ck_assert_int_eq(path[0], notation_cell_parse(r, "g7", 2));
	ck_assert_int_eq(path[1], notation_cell_parse(r, "e9", 2));
	/* One hop; a step is no jump. */
	ck_assert_int_eq(notation_move_parse(p, "e5-g7", 5, &m, NULL), 0);
	ck_assert_uint_eq(notation_move_path(p, &m, path), 1);
	ck_assert_int_eq(path[0], m.to);
	ck_assert_int_eq(notation_move_parse(p, "e5-e6", 5, &m, NULL), 0);
	ck_assert_uint_eq(notation_move_path(p, &m, path), 0);
	/* No cell of the board. */
	m.kind = NOTATION_JUMP;
	m.to = -1;
	ck_assert_uint_eq(notation_move_path(p, &m, path), 0);
	notation_position_free(p);
}
END_TEST

/*
 * In every built-in rule set, for every jump of the positions of a line
 * of play: a path where the long form is its cells joined by '-', and
 * the same cells (0 where it is written otherwise: not checked here).
 */
TEST_ONCE(legality, test_move_path_is_long_form)
{
	struct notation_move	*moves = malloc(NOTATION_MOVE_LIST_BYTES);
	struct notation_buf	 b = NOTATION_BUF_INIT, w = NOTATION_BUF_INIT;
	const char		*name;
	notation_rules		*r;
	notation_position	*p;
	int16_t			 path[NOTATION_MAX_CELLS];
	size_t			 i, j, k, n, nm, paths = 0;
	int			 ply;
	char			 c[8];

	ck_assert_ptr_nonnull(moves);
	for (i = 0; (name = notation_rules_builtin_name(i)) != NULL; i++) {
		r = notation_rules_builtin(name, NULL);
		ck_assert_ptr_nonnull(r);
		p = notation_position_new(r);
		ck_assert_ptr_nonnull(p);
		for (ply = 0; ply < 40; ply++) {
			if ((nm = notation_move_generate(p, moves)) == 0)
				break;
			for (j = 0; j < nm; j++) {
				if (moves[j].kind != NOTATION_JUMP)
					continue;
				n = notation_move_path(p, &moves[j], path);
				notation_buf_reset(&b);
				ck_assert_int_eq(notation_move_format(p,
				    &moves[j], 1, &b), 0);
				/* 0: a long form of its own (dice, draughts). */
				if (n == 0)
					continue;
				notation_buf_reset(&w);
				notation_cell_name(r, moves[j].from, c);
				notation_buf_puts(&w, c);
				for (k = 0; k < n; k++) {
					notation_cell_name(r, path[k], c);
					notation_buf_putc(&w, '-');
					notation_buf_puts(&w, c);
				}
				ck_assert_str_eq(w.data, b.data);
				paths++;
			}
			/* Another move each ply, that the positions vary. */
			notation_position_apply(p, &moves[(size_t)ply * 7 % nm]);
		}
		notation_position_free(p);
		notation_rules_free(r);
	}
	ck_assert_uint_gt(paths, 1000);
	notation_buf_free(&b);
	notation_buf_free(&w);
	free(moves);
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

/*
 * Perft counts its last two plies at once where a kind can (the stones
 * near the move searched again, the others' moves kept from the position
 * before it: kind_plain.c): perft 2 must be the sum of the moves of the
 * positions one move on, counted position by position.  Mid-game
 * positions of the rule sets that count so (free moves, the goal lock
 * and camp duty, colours, teams, a player put out) and of one that does
 * not (long jumps), from games of the generator of bench/; with children
 * the positions one move on are checked too (not the long jumps, which
 * their search makes slow).
 */
static const struct two_plies_case {
	const char	*pos;
	int		 children;	/* the positions one move on too */
} two_plies[] = {
	{ "halma-10x10 w:e2,i2,g3,g4,h4,j4,b5,d5,e5,f5,d6,f7,a8,b8,b9 "
	  "b:f1,g1,g2,h2,j2,c4,d4,a6,c6,e6,g6,e7,f8,d9,e10 w 21", 1 },
	{ "halma-10x10 w:d4,h6,a7,b7,d7,e7,a8,b8,c8,b9,c9,b10,c10,d10,e10 "
	  "b:f1,g1,i1,j1,g2,h2,j2,h3,i3,g4,i4,j4,j5,j6,j7 w 46", 1 },
	{ "corners-8x8 w:f3,c4,e4,h4,a5,f5,g5,d6,g6,c7 "
	  "b:e1,f2,g3,a4,e5,b6,e6,b7,d7,d8 w 21", 1 },
	{ "halma-16x16 w:n2,p2,i4,l5,e6,k7,e8,e9,f9,h9,l10,n10,l11,g13,b15,a16,"
	  "b16,c16,d16 b:l2,l4,i5,j5,m5,f6,h6,m6,g8,j8,j9,b11,e11,h11,i11,c13,"
	  "d13,e13,d15 w 46", 1 },
	{ "halma-16x16-same-colour w:n2,o2,i5,k5,m5,l6,n6,o6,g7,o8,o9,c10,e10,"
	  "h11,j11,e12,b14,a15,a16 b:n1,g4,j4,k4,n4,o4,g6,h6,j6,k7,f9,g9,h9,k9,"
	  "g10,k11,a13,i13,e16 w 46", 1 },
	{ "halma-16x16-teams w:m2,n3,j4,m4,j5,l5,n5,k6,l6,m6,k7,m7,m9 "
	  "r:a1,a3,d3,e3,c4,d4,e6,d7,g8,i13,l13,p14,g15 "
	  "b:f8,i9,g10,a11,f11,d12,f12,g12,a13,e14,g14,b15,d15 "
	  "g:b3,d5,h10,i10,k10,k11,m11,h12,i12,k13,o13,n15,p16 b 23", 1 },
	{ "sternhalma-3p w:g3,i5,j8,n10,j12,k12,l12,o12,j14,m14 "
	  "y:j6,k6,g8,k8,i9,j9,l9,i11,m11,g12 "
	  "g:e4,f5,h5,e7,f7,i7,f8,m8,k9,m9 w 31", 1 },
	{ "sternhalma-4p-teams w:f3,h5,g6,j7,i9,l10,m12,n13,l14,m17 "
	  "r:d6,c7,g7,l7,f8,g8,j9,j10,h12,l13 b:e4,f4,k6,k7,f10,g11,i11,i13,"
	  "k13,l15 g:b5,f5,f6,h7,h8,i8,f9,k9,m11,o11 b 23", 1 },
	{ "kleurenhalma w:l2,n2,p2,k3,m3,o3,l4,l5,o5,l6,f7,h7,l7,n7,e10,j10,a12,"
	  "a14,b15 b:o2,o4,j7,j9,b10,c10,c11,j11,d12,e12,f12,c13,e13,b14,d14,"
	  "e14,h14,e15,e16 w 46", 1 },
	{ "spronghalma w:o1,l2,p2,m3,i4,n4,j5,l5,n5,o5,h6,k6,n6,g7,n7,g8,m8,h9,"
	  "m9 b:h10,e11,f11,g11,b12,c12,d12,e12,c13,e13,d14,e14,a15,d15,g15,h15,"
	  "c16,e16,h16 w 21", 0 },
	/* A move that puts a player out takes its stones at home off. */
	{ "gevangen-1 w:e1,g3,f5,d6,e7,g7,i7,h8,j8,k8,h9,h10,k10,l14,m14 "
	  "b:h5,g6,h7,k9,f10,l10,i11,j11,l12,h13,k13,l13,j14,m15,m16 w 30",
	  0 },
};

/* Perft 2 of p against the count of the last ply after each move. */
static void
two_plies_agree(const notation_position *p, const char *pos)
{
	struct notation_move	 moves[NOTATION_MAX_MOVES];
	notation_position	*c;
	uint64_t		 sum = 0, two;
	size_t			 n, i;

	n = notation_move_generate(p, moves);
	for (i = 0; i < n; i++) {
		c = notation_position_copy(p);
		notation_position_apply(c, &moves[i]);
		sum += notation_position_perft(c, 1);
		notation_position_free(c);
	}
	two = notation_position_perft(p, 2);
	ck_assert_msg(two == sum, "%s: perft 2 is %llu, the moves after each "
	    "move %llu", pos, (unsigned long long)two,
	    (unsigned long long)sum);
}

TEST_LOOP(perft, test_perft_two_plies, NELEM(two_plies))
{
	const struct two_plies_case *t = &two_plies[_i];
	struct notation_move	 moves[NOTATION_MAX_MOVES];
	notation_position	*p, *c;
	size_t			 n, i;

	p = pos_of(t->pos);
	n = notation_move_generate(p, moves);
	ck_assert_uint_gt(n, 0);
	two_plies_agree(p, t->pos);
	for (i = 0; t->children && i < n; i++) {
		c = notation_position_copy(p);
		notation_position_apply(c, &moves[i]);
		two_plies_agree(c, t->pos);
		notation_position_free(c);
	}
	notation_position_free(p);
}
END_TEST

HARNESS_SUITE("moves")
