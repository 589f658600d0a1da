/*
 * check_variants.c -- the seed's remaining variants (spec/rules.md
 * sections 4.10, 9.1, 10.5, 12.6 and 12.7): their camps and goals as the spec
 * describes them, and perft of their start positions and of positions
 * where they differ from the rule sets they build on, against a move
 * generator written here.  The generator shares nothing with the library
 * but the stones it reads from a position: its boards (the 16x16 square,
 * and the star from its cube coordinates, spec/star.md section 1), camps,
 * jumps and restrictions are written out from the spec.
 */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "ref/ref.h"

SUITE_TCASE(camps, "camps", setup, teardown, 0);
SUITE_TCASE(perft, "perft", setup, teardown, 120);
SUITE_TCASE(keys, "keys", setup, teardown, 0);


enum board { SQUARE, STAR };
enum camp { BIG, SMALL, POINT10, POINT15 };
/*
 * Two colours a player (spec/rules.md section 12.8): the players that
 * take turns are entries 0 and 2, entries 1 and 3 their second colours.
 * Crossed: White e1 and Red a5 against Black m17 and Green q13, in seat
 * order; paired: White and Black against Red and Green.
 */
enum colours { ONE, CROSSED, PAIRED };

static const struct variant {
	const char	*name;
	enum board	 board;
	enum camp	 camp;
	int		 players;	/* 1, 2 or 4 */
	/* The rules below are off, and colours ONE, unless a row names them. */
	int		 longj, lock, duty, teams;
	int		 colour;	/* moves keep the cell colour */
	enum colours	 colours;	/* two colours a player */
	uint64_t	 perft[3];	/* spec/rules.md section 14 */
} variants[] = {
	{ "spronghalma-4p", SQUARE, SMALL, 4, .longj = 1, .lock = 1,
	  .duty = 1, .perft = { 32, 1024, 32768 } },
	{ "trefhalma-1p", SQUARE, BIG, 1, .lock = 1,
	  .perft = { 40, 2136, 135695 } },
	{ "trefhalma-4p", SQUARE, SMALL, 4, .lock = 1, .duty = 1,
	  .perft = { 32, 1024, 32768 } },
	{ "highscore-star", STAR, POINT15, 1, .perft = { 22, 716, 27290 } },
	{ "sternhalma-4p-teams", STAR, POINT10, 4, .teams = 1,
	  .perft = { 14, 199, 2786 } },
	{ "halma-16x16-same-colour", SQUARE, BIG, 2, .lock = 1, .duty = 1,
	  .colour = 1, .perft = { 30, 900, 36420 } },
	{ "halma-16x16-4p-same-colour", SQUARE, SMALL, 4, .lock = 1,
	  .duty = 1, .colour = 1, .perft = { 24, 576, 13824 } },
	{ "sternhalma-2p-2c-crossed", STAR, POINT10, 4, .colours = CROSSED,
	  .perft = { 28, 784, 29960 } },
	{ "sternhalma-2p-2c-paired", STAR, POINT10, 4, .colours = PAIRED,
	  .perft = { 28, 790, 30184 } },
};

#define NVARIANTS	(int)NELEM(variants)

static const struct variant *
variant_of(const char *name)
{
	return table_find(variants, NVARIANTS, sizeof(variants[0]), name);
}

/* ------------------------------------------------------------------ */
/* Boards, camps and goals, from spec/rules.md and spec/star.md.      */

/* Is (x, y) a cell of board b (tests/ref/ref_board.c)? */
static int
is_cell(enum board b, int x, int y)
{
	return ref_cell(b == STAR, 16, x, y);
}

/*
 * The square camps: rows from the corner, 5-5-4-3-2 (big) or 4-4-3-2
 * (small).  Corners in turn order: White p1, Red a1, Black a16, Green
 * p16; with two players White and Black, with one White.
 */
static int
square_camp(enum camp k, int corner, int x, int y)
{
	static const int	 big[] = { 5, 5, 4, 3, 2, 0 };
	static const int	 small[] = { 4, 4, 3, 2, 0 };
	static const int	 cx[] = { 15, 0, 0, 15 }, cy[] = { 0, 0, 15, 15 };
	const int		*rows = k == BIG ? big : small;
	int			 dx = abs(x - cx[corner]), dy = abs(y - cy[corner]);
	int			 i;

	for (i = 0; rows[i] != 0; i++)
		if (dy == i)
			return dx < rows[i];
	return 0;
}

/*
 * The star's points by cube coordinates (spec/star.md section 3), in the
 * order of square_camp's corners: bottom, lower left, top, upper right.
 * A 15-stone camp adds the next row: the coordinate exactly 4 (or -4),
 * the other two at least -4 (or at most 4).
 */
static int
star_camp(enum camp k, int point, int x, int y)
{
	int	 a = x - 8, b = 8 - y, c = y - x;

	if (!is_cell(STAR, x, y))
		return 0;
	switch (point) {
	case 0:
		return b >= 5 || (k == POINT15 && b == 4 && a >= -4 &&
		    c >= -4);
	case 1:
		return a <= -5;
	case 2:
		return b <= -5 || (k == POINT15 && b == -4 && a <= 4 &&
		    c <= 4);
	default:
		return a >= 5;
	}
}

/*
 * The corner or point of player p: four around, or White and Black; the
 * paired colours sit White, Black, Red, Green.
 */
static int
seat(const struct variant *v, int p)
{
	static const int	 paired[] = { 0, 2, 1, 3 };

	if (v->colours == PAIRED)
		return paired[p];
	return v->players == 4 ? p : p * 2;
}

/* The entry whose turns move player p's stones. */
static int
turn_of(const struct variant *v, int p)
{
	return v->colours != ONE ? p & ~1 : p;
}

static int
in_camp(const void *var, int p, int x, int y)
{
	const struct variant	*v = var;

	return v->board == SQUARE ? square_camp(v->camp, seat(v, p), x, y) :
	    star_camp(v->camp, seat(v, p), x, y);
}

/* Each goal is the camp of the opposite corner or point. */
static int
in_goal(const void *var, int p, int x, int y)
{
	const struct variant	*v = var;
	int			 opp = (seat(v, p) + 2) % 4;

	return v->board == SQUARE ? square_camp(v->camp, opp, x, y) :
	    star_camp(v->camp, opp, x, y);
}

/* The reference generator (tests/ref/ref_plain.c), set to v's rules. */
static struct ref_plain *
ref_of(struct ref_plain *g, const struct variant *v)
{
	int	 e;

	ref_plain_init(g, v->board == STAR, 16, v->players);
	g->longj = v->longj;
	g->lock = v->lock;
	g->duty = v->duty;
	g->colour = v->colour ? REF_SAME_COLOUR : REF_ANY_COLOUR;
	for (e = 0; e < v->players; e++) {
		g->turn[e] = turn_of(v, e);
		g->team[e] = v->teams ? e % 2 + 1 : 0;
	}
	ref_plain_cells(g, v, in_camp, in_goal);
	return g;
}

/* The library's camps and goals are those of the spec, cell by cell. */
TEST_LOOP(camps, test_camps, NVARIANTS)
{
	const struct variant	*v = &variants[_i];
	struct ref_plain	 g;
	int			 x, y, p, n;

	ref_plain_check_camps(ref_of(&g, v), v->name);
	for (p = 0; p < v->players; p++) {
		for (n = 0, x = 0; x < REF_N; x++)
			for (y = 0; y < REF_N; y++)
				n += (g.camp[x][y] >> p) & 1;
		ck_assert_int_eq(n, v->camp == BIG ? 19 : v->camp == SMALL ?
		    13 : v->camp == POINT15 ? 15 : 10);
	}
}
END_TEST

/* Perft of every start position to depth 3 (spec/rules.md section 14). */
TEST_LOOP(perft, test_perft_start, NVARIANTS * 3)
{
	struct ref_plain	 g;

	ref_plain_start(ref_of(&g, &variants[_i / 3]), variants[_i / 3].name,
	    _i % 3 + 1, variants[_i / 3].perft[_i % 3]);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Positions where the variants show what they add (the records of     */
/* tests/records/variants).                                            */

#define SQ4_R	"r:d1,c1,b1,a1,d2,c2,b2,a2,c3,b3,a3,b4,a4"
#define SQ4_G	"g:m16,n16,o16,p16,m15,n15,o15,p15,n14,o14,p14,o13,p13"
#define SC_START	"w:e1,e2,f2,e3,f3,g3,e4,f4,g4,h4 " \
	"r:a5,b5,c5,d5,b6,c6,d6,c7,d7,d8 " \
	"b:j14,k14,l14,m14,k15,l15,m15,l16,m16,m17 " \
	"g:n10,n11,o11,n12,o12,p12,n13,o13,p13,q13"
#define SP_START	"w:e1,e2,f2,e3,f3,g3,e4,f4,g4,h4 " \
	"b:j14,k14,l14,m14,k15,l15,m15,l16,m16,m17 " \
	"r:a5,b5,c5,d5,b6,c6,d6,c7,d7,d8 " \
	"g:n10,n11,o11,n12,o12,p12,n13,o13,p13,q13"
#define TREF_O	"r:o2,m4,k6,i8,g10,e12,f1,g1,h1,i1,j1,f2,g2 " \
	"b:e3,f3,g3,h3,i3,j3,k3,e4,f4,g4,h4,i4,j4 " \
	"g:b6,c6,d6,e6,f6,b7,c7,d7,e7,f7,b8,c8,d8"

static const struct position_case {
	const char	*variant;
	const char	*pos;		/* without the rule set's name */
	int		 depth;
	const char	*base;		/* or NULL: see test_differs */
} positions[] = {
	/* After p4-p5 a4-a5 a13-a12 p13-p12: every edge jumps long. */
	{ "spronghalma-4p", "w:m1,n1,o1,p1,m2,n2,o2,p2,n3,o3,p3,o4,p5 "
	  "r:a1,b1,c1,d1,a2,b2,c2,d2,a3,b3,c3,b4,a5 "
	  "b:a16,b16,c16,d16,a15,b15,c15,d15,a14,b14,c14,b13,a12 "
	  "g:m16,n16,o16,p16,m15,n15,o15,p15,n14,o14,p14,o13,p12 w 2",
	  3, "halma-16x16-4p" },
	/* b9 over b11 to b13 fills the goal. */
	{ "spronghalma-4p", "w:a16,b16,c16,d16,a15,b15,c15,d15,a14,b14,c14,"
	  "a13,b9 r:m1,n1,o1,p1,m2,n2,o2,p2,n3,o3,p3,o4,b11 "
	  "b:f8,f9,f10,f11,f12,f13,f14,g8,g9,g10,g11,g12,g13 " SQ4_G " w 60",
	  2, "halma-16x16-4p" },
	/* White walled in, its goal full: Green moves under the duty. */
	{ "spronghalma-4p", "w:c16,b16,a16,d15,c15,b15,a15,c14,b14,a14,b13,"
	  "a13,a12 " SQ4_R " b:d16,b12,a11,b11,c12,c10,a10,h8,h9,h10,i8,i9,"
	  "i10 " SQ4_G " g 70", 3, NULL },
	/* The marked stone's ladder, under the camp duty. */
	{ "trefhalma-4p", "w:p1,c13,b16,c16,d16,a15,b15,c15,d15,a14,b14,a13,"
	  "b13 " TREF_O " w 50", 3, NULL },
	/* A full goal without the marked stone on the corner. */
	{ "trefhalma-1p", "w:a16,b16,c16,d16,e16,a15,b15,c15,d15,e15,a14,b14,"
	  "c14,d14,a13,b13,c13,b12,a11 w 40", 3, NULL },
	/* No goal lock on the star. */
	{ "highscore-star", "w:j13,k13,l13,m13,j14,k14,l14,m14,k15,l15,m15,"
	  "l16,m16,m17,i12 w 30", 3, NULL },
	/* White finished: it moves its own stones and Black's. */
	{ "sternhalma-4p-teams", "w:j14,k14,l14,m14,k15,l15,m15,l16,m16,m17 "
	  "r:a5,b5,c5,d5,b6,c6,d6,c7,d7,d8 b:e1,e2,f2,e3,f3,g3,e4,f4,g4,h5 "
	  "g:n10,n11,o11,n12,o12,p12,n13,o13,p13,q13 w 40",
	  3, "sternhalma-4p" },
	/* White not finished: its own stones only. */
	{ "sternhalma-4p-teams", "w:j13,k14,l14,m14,k15,l15,m15,l16,m16,m17 "
	  "r:a5,b5,c5,d5,b6,c6,d6,c7,d7,d8 b:e1,e2,f2,e3,f3,g3,e4,f4,g4,h5 "
	  "g:n10,n11,o11,n12,o12,p12,n13,o13,p13,q13 w 40", 3, NULL },
	/* White's p16 has only orthogonal steps: no legal move. */
	{ "halma-16x16-same-colour", "w:a16,b16,c16,d16,e16,a15,b15,c15,d15,"
	  "e15,a14,b14,c14,d14,a13,b13,c13,b12,p16 b:a12,b11,c12,c10,o15,"
	  "n14,a8,b8,c8,d8,e8,f8,g8,h8,a7,b7,c7,d7,e7 w 71", 1, "halma-16x16" },
	/* The same before Black's m13-n14, and mid-board stones of both. */
	{ "halma-16x16-same-colour", "w:a16,b16,c16,d16,e16,a15,b15,c15,d15,"
	  "e15,a14,b14,c14,d14,a13,b13,c13,b12,p16 b:a12,b11,c12,c10,o15,"
	  "m13,a8,b8,c8,d8,e8,f8,g8,h8,a7,b7,c7,d7,e7 b 70", 3, "halma-16x16" },
	/* Two colours: the record's game after five plies, Black to move. */
	{ "sternhalma-2p-2c-crossed", "w:e1,e2,f2,f3,g3,e4,f4,g4,h4,e5 "
	  "r:a5,b5,c5,d5,b6,e6,c7,d7,d8,e8 b:k13,j14,l14,m14,k15,l15,m15,l16,"
	  "m16,m17 g:m10,n11,o11,n12,o12,p12,n13,o13,p13,q13 b 3",
	  3, "sternhalma-4p" },
	/* White home, Red not: the first player moves its Red stones. */
	{ "sternhalma-2p-2c-crossed", "w:j14,k14,l14,m14,k15,l15,m15,l16,m16,"
	  "m17 r:n11,o11,n12,o12,p12,n13,o13,p13,i9,m10 b:e1,e2,f2,e3,f3,g3,"
	  "e4,f4,g4,h5 g:a5,b5,c5,d5,b6,c6,d6,c7,d7,e8 w 40",
	  3, "sternhalma-4p" },
	/* The same stones, paired: now White and Black move together. */
	{ "sternhalma-2p-2c-paired", "w:e1,e2,f2,f3,g3,e4,f4,g4,h4,e5 "
	  "b:k13,j14,l14,m14,k15,l15,m15,l16,m16,m17 r:a5,b5,c5,d5,b6,e6,c7,"
	  "d7,d8,e8 g:m10,n11,o11,n12,o12,p12,n13,o13,p13,q13 r 3", 3, NULL },
	/* After the four players' first two moves of the record. */
	{ "halma-16x16-4p-same-colour", "w:m1,n1,o1,p1,m2,n2,o2,p2,n3,o3,p5,"
	  "n5,p4 r:a1,b1,c1,d1,a2,b2,c2,d2,b3,c3,a5,a4,c5 "
	  "b:a16,b16,c16,d16,a15,b15,c15,d15,b14,c14,a12,a13,c12 "
	  "g:m16,n16,o16,p16,m15,n15,o15,p15,n14,o14,p12,p13,n12 w 3",
	  3, "halma-16x16-4p" },
};

TEST_LOOP(perft, test_perft_positions, NELEM(positions))
{
	const struct position_case	*t = &positions[_i];
	struct ref_plain		 g;

	ref_of(&g, variant_of(t->variant));
	ref_plain_at(&g, t->variant, t->pos, t->depth);
}
END_TEST

/*
 * A position with a base is where the variant differs from the rule set
 * it builds on: the counts are not those of the base, without the
 * variant's rule.
 */
TEST_LOOP(perft, test_differs, NELEM(positions))
{
	const struct position_case	*t = &positions[_i];
	char				 a[512], b[512];
	notation_position		*p, *q;

	if (t->base == NULL)
		return;
	snprintf(a, sizeof(a), "%s %s", t->variant, t->pos);
	snprintf(b, sizeof(b), "%s %s", t->base, t->pos);
	p = pos_of(a);
	q = pos_of(b);
	ck_assert_msg(notation_position_perft(p, 1) !=
	    notation_position_perft(q, 1), "%s counts as %s", t->variant,
	    t->base);
	notation_position_free(p);
	notation_position_free(q);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The rule-file key of section 4.10 (spec/rules-format.md).           */

static const struct rules_key_case key_cases[] = {
	/*
	 * p1 steps to o2 and jumps over o1 to n1, o1 steps to n2 and p2:
	 * the orthogonal steps p1-p2, o1-n1 and o1-o2 change the colour.
	 */
	{ SQUARE16 "same-colour: true\n", NULL, 0, 0, 4 },
	{ SQUARE16 "same-colour: false\n", NULL, 0, 0, 7 },
	{ SQUARE16, NULL, 0, 0, 7 },
	{ "name: t\nboard: {shape: star}\nsame-colour: true\n"
	  "players:\n  - {name: W, letter: w, camp: [e1], goal: [m17]}\n",
	  "the star's holes have no colours", 3, 1, 0 },
	{ SQUARE16 "same-colour: on\n", "must be true or false", 6, 14, 0 },
	{ SQUARE16 "same-colour: [true]\n", "same-colour", 6, 14, 0 },
};

/* Written out (the key only when true), it loads back the same. */
static void
same_colour_written(const struct rules_key_case *t, const char *text)
{
	ck_assert_int_eq(strstr(text, "same-colour: true") != NULL,
	    t->perft1 == 4);
	ck_assert_ptr_null(strstr(text, "same-colour: false"));
}

/* The key loads, counts, is refused where it must be, and writes back. */
TEST_LOOP(keys, test_same_colour_key, NELEM(key_cases))
{
	check_key_round(&key_cases[_i], 2, same_colour_written);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Several colours for one player (spec/rules-format.md, "colour-of"). */

#define STAR4(c1, c3) "name: t\nboard: {shape: star}\nplayers:\n" \
	"  - {name: W, letter: w, camp: [e1], goal: [m17]}\n" \
	"  - {name: R, letter: r, camp: [a5], goal: [q13]" c1 "}\n" \
	"  - {name: B, letter: b, camp: [m17], goal: [e1]}\n" \
	"  - {name: G, letter: g, camp: [q13], goal: [a5]" c3 "}\n"

static const struct colour_case {
	const char	*yaml;
	const char	*message;	/* NULL: it loads */
	unsigned long	 line, column;
	uint64_t	 perft2;	/* the next player's 2 or 4 moves */
} colour_cases[] = {
	/* W and R against B and G; W (with G) against R and B. */
	{ STAR4(", colour-of: W", ", colour-of: B"), NULL, 0, 0, 16 },
	{ STAR4("", ", colour-of: W"), NULL, 0, 0, 8 },
	{ STAR4(", colour-of: X", ""), "names no player: 'X'", 5, 62, 0 },
	{ STAR4(", colour-of: R", ""), "cannot be a colour of itself", 5, 62, 0 },
	{ STAR4(", colour-of: W", ", colour-of: R"), "R is itself a colour "
	  "of W", 7, 62, 0 },
	{ "name: t\nboard: {shape: star}\nplayers:\n"
	  "  - {name: W, letter: w, camp: [e1], goal: [m17], colour-of: B}\n"
	  "  - {name: B, letter: b, camp: [m17], goal: [e1]}\n",
	  "the first player moves first", 4, 62, 0 },
	{ STAR4(", colour-of: W, team: 1", ", team: 1"), "colour-of and team "
	  "do not go together", 5, 62, 0 },
	{ STAR4(", colour-of: [W]", ""), "colour-of", 5, 62, 0 },
	{ "turn-order: [W, R, B, G]\n" STAR4(", colour-of: W", ""),
	  "colour-of and turn-order do not go together", 6, 62, 0 },
};

/*
 * colour-of loads, is refused where it must be, writes back, and takes
 * the turns away from the colours it names.
 */
TEST_LOOP(keys, test_colour_of_key, NELEM(colour_cases))
{
	const struct colour_case *t = &colour_cases[_i];
	struct notation_diag	 d;
	struct notation_buf	 b = { 0 };
	notation_rules		*r, *again;
	notation_position	*p;
	int			 i;

	r = check_rules_load(t->yaml, t->message, t->line, t->column);
	if (r == NULL)
		return;
	ck_assert_int_eq(notation_rules_emit_yaml(r, &b, NULL), 0);
	ck_assert_ptr_nonnull(strstr(b.data, "colour-of: W"));
	again = notation_rules_load_string(b.data, b.len, "again", &d);
	ck_assert_msg(again != NULL, "%s", d.message);
	/* W moves its e1 and its other colour's stone: two steps each. */
	for (i = 0; i < 2; i++) {
		p = notation_position_new(i == 0 ? r : again);
		ck_assert_uint_eq(notation_position_perft(p, 1), 4);
		ck_assert_uint_eq(notation_position_perft(p, 2), t->perft2);
		notation_position_free(p);
	}
	notation_rules_free(again);
	notation_rules_free(r);
	notation_buf_free(&b);
}
END_TEST

/*
 * The turns of the two-colour rule sets: the side to move is a player
 * that takes turns, a move number counts two plies, a colour's letter
 * never has the move.
 */
static const struct turn_case {
	const char	*pos;
	const char	*error;		/* NULL: it reads */
	int		 side;		/* after one move */
	unsigned long	 ply, number;	/* after one move */
} turn_cases[] = {
	{ "sternhalma-2p-2c-crossed " SC_START " w 1", NULL, 2, 1, 1 },
	{ "sternhalma-2p-2c-crossed " SC_START " b 1", NULL, 0, 2, 2 },
	{ "sternhalma-2p-2c-crossed " SC_START " r 1", "Red's stones are "
	  "moved on White's turns: write 'w'", 0, 0, 0 },
	{ "sternhalma-2p-2c-crossed " SC_START " g 7", "write 'b'", 0, 0, 0 },
	{ "sternhalma-2p-2c-paired " SP_START " w 1", NULL, 2, 1, 1 },
	{ "sternhalma-2p-2c-paired " SP_START " r 5", NULL, 0, 10, 6 },
	{ "sternhalma-2p-2c-paired " SP_START " b 1", "write 'w'", 0, 0, 0 },
};

TEST_LOOP(keys, test_turns, NELEM(turn_cases))
{
	const struct turn_case	*t = &turn_cases[_i];
	struct notation_move	 moves[NOTATION_MAX_MOVES];
	struct notation_diag	 d;
	notation_position	*p = NULL;
	size_t			 n;

	notation_diag_clear(&d);
	if (t->error != NULL) {
		ck_assert_int_ne(notation_position_parse(cat, t->pos,
		    strlen(t->pos), &p, &d), 0);
		ck_assert_ptr_null(p);
		ck_assert_msg(strstr(d.message, t->error) != NULL,
		    "'%s' lacks '%s'", d.message, t->error);
		return;
	}
	p = pos_of(t->pos);
	n = notation_move_generate(p, moves);
	ck_assert_uint_eq(n, 28);
	notation_position_apply(p, &moves[n - 1]);
	ck_assert_int_eq(notation_position_side(p), t->side);
	ck_assert_uint_eq(notation_position_ply(p), t->ply);
	ck_assert_uint_eq(notation_position_move_number(p), t->number);
	notation_position_free(p);
}
END_TEST

HARNESS_SUITE("variants")
