/*
 * check_star.c -- the star board of Sternhalma (spec/star.md): the 121
 * holes and their names, each hole's neighbours and the direction order,
 * the lines that do not exist, the six start points of every star rule
 * set, perft against a move generator of the test's own in cube
 * coordinates, legality, the text drawing, position strings and a win.
 *
 * The test knows the star only from the spec: the cube coordinates of
 * section 1, the table of ranks, the six points and their colours.  It
 * looks into the library (board/board.h) only for the neighbour table, to
 * check the direction order that the long form depends on.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "ref/ref.h"
#include "records/records.h"
#include "moves/moves.h"

SUITE_TCASE(geometry, "geometry", setup, teardown, 0);
SUITE_TCASE(perft, "perft", setup, teardown, 300);
SUITE_TCASE(moves, "moves", setup, teardown, 0);
SUITE_TCASE(positions, "positions", setup, teardown, 0);

static const notation_rules *
rules_of(const char *name)
{
	const notation_rules	*r;

	r = notation_catalog_find(cat, name, NULL);
	ck_assert_msg(r != NULL, "no rule set %s", name);
	return r;
}

/* ------------------------------------------------------------------ */
/*
 * The star in cube coordinates (spec/star.md, section 1): the hole of
 * file x and rank y (0-based) has A = x - 8, B = 8 - y, C = y - x.
 * Everything below indexes holes by (A, B), C being -A - B.
 */

#define SPAN	17		/* A and B run from -8 to 8 */

/*
 * A hole has A, B and C all at most 4 or all at least -4 (spec/star.md,
 * section 1): no bound of -8 to 8 is needed besides, as A + B + C = 0
 * keeps each triangle's coordinates within it.
 */
static int
is_hole(int a, int b)
{
	int	 c = -a - b;

	return (a <= 4 && b <= 4 && c <= 4) || (a >= -4 && b >= -4 && c >= -4);
}

static int
cell_of(const notation_rules *r, int a, int b)
{
	return notation_cell_at(r, a + 8, 8 - b);
}

static void
name_of(int a, int b, char *buf, size_t size)
{
	snprintf(buf, size, "%c%d", 'a' + a + 8, 9 - b);
}

static int
cube_distance(int a1, int b1, int a2, int b2)
{
	int	 da = abs(a1 - a2), db = abs(b1 - b2);
	int	 dc = abs((a1 + b1) - (a2 + b2));

	return da > db ? (da > dc ? da : dc) : (db > dc ? db : dc);
}

/* ------------------------------------------------------------------ */
/* Geometry                                                           */

/*
 * 121 holes: the cube definition, the table of ranks and the library
 * agree on every name a..z by 1..20, and every hole's name reads back.
 */
TEST_ONCE(geometry, test_holes)
{
	const notation_rules	*r = rules_of("sternhalma-2p");
	int			 x, y, c, n = 0, lib = 0, tab;
	char			 name[16], back[4];

	ck_assert(notation_rules_is_star(r));
	ck_assert_int_eq(notation_rules_width(r), 17);
	ck_assert_int_eq(notation_rules_height(r), 17);
	ck_assert_int_eq(notation_rules_directions(r), 6);
	for (y = 0; y < 20; y++)
		for (x = 0; x < 26; x++) {
			snprintf(name, sizeof(name), "%c%d", 'a' + x, y + 1);
			c = notation_cell_parse(r, name, strlen(name));
			tab = star_hole(x, y);	/* tests/ref/ref_board.c */
			ck_assert_msg(is_hole(x - 8, 8 - y) == tab,
			    "%s: cube and rank table disagree", name);
			ck_assert_msg((c >= 0) == tab, "%s: library says %s",
			    name, c >= 0 ? "hole" : "no hole");
			if (!tab)
				continue;
			n++;
			ck_assert_int_eq(notation_cell_file(r, c), x);
			ck_assert_int_eq(notation_cell_rank(r, c), y);
			ck_assert_uint_eq(notation_cell_name(r, c, back),
			    strlen(name));
			ck_assert_str_eq(back, name);
		}
	ck_assert_int_eq(n, 121);
	for (c = notation_cell_next(r, 0); c >= 0;
	    c = notation_cell_next(r, c + 1))
		lib++;
	ck_assert_int_eq(lib, 121);
}
END_TEST

/*
 * The moves of a lone stone on hole _i, every other stone at least three
 * holes away so that nothing can be jumped: exactly the steps to the holes
 * at cube distance 1.  This covers every line of the star and shows that
 * no other pair of holes (the grid's other diagonal, a hole across a
 * point's gap) is joined.
 */
TEST_LOOP(geometry, test_neighbours, 121)
{
	const notation_rules	*r = rules_of("sternhalma-2p");
	struct notation_move	 moves[NOTATION_MAX_MOVES];
	notation_position	*p;
	char			 text[512], name[16];
	int			 holes[121][2], a, b, i, k, n = 0;
	int			 placed, want, self, seen[121];
	size_t			 nm, j, len;

	for (b = 8; b >= -8; b--)
		for (a = -8; a <= 8; a++)
			if (is_hole(a, b)) {
				holes[n][0] = a;
				holes[n][1] = b;
				n++;
			}
	ck_assert_int_eq(n, 121);
	self = _i;
	/* White: the lone stone and nine far ones; then ten black ones. */
	name_of(holes[self][0], holes[self][1], name, sizeof(name));
	len = (size_t)snprintf(text, sizeof(text), "sternhalma-2p w:%s", name);
	placed = 0;
	for (i = 0; i < n && placed < 19; i++) {
		if (i == self || cube_distance(holes[i][0], holes[i][1],
		    holes[self][0], holes[self][1]) < 3)
			continue;
		name_of(holes[i][0], holes[i][1], name, sizeof(name));
		len += (size_t)snprintf(text + len, sizeof(text) - len, "%s%s",
		    placed == 9 ? " b:" : ",", name);
		placed++;
	}
	snprintf(text + len, sizeof(text) - len, " w 1");
	p = pos_of(text);

	memset(seen, 0, sizeof(seen));
	nm = notation_move_generate(p, moves);
	for (j = 0; j < nm; j++) {
		if (moves[j].from != cell_of(r, holes[self][0], holes[self][1]))
			continue;
		ck_assert_int_eq(moves[j].kind, NOTATION_STEP);
		for (k = 0; k < n; k++)
			if (cell_of(r, holes[k][0], holes[k][1]) == moves[j].to)
				seen[k]++;
	}
	for (k = 0; k < n; k++) {
		want = cube_distance(holes[k][0], holes[k][1], holes[self][0],
		    holes[self][1]) == 1;
		name_of(holes[k][0], holes[k][1], name, sizeof(name));
		ck_assert_msg(seen[k] == want, "from hole %d: %s %s", self,
		    name, want ? "missing" : "is no neighbour");
	}
	notation_position_free(p);
}
END_TEST

/*
 * The direction order of spec/star.md, section 2 (the long form's
 * tie-break order): E, NE, NW, W, SW, SE as changes of file and rank.
 */
TEST_ONCE(geometry, test_direction_order)
{
	static const int	 order[6][2] = {
		{ 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 0 }, { -1, -1 }, { 0, -1 }
	};
	const notation_rules	*r = rules_of("sternhalma-2p");
	const struct geometry	*g = &r->geo;
	int			 c, d, x, y, want;

	ck_assert_int_eq(g->ndirs, 6);
	for (c = notation_cell_next(r, 0); c >= 0;
	    c = notation_cell_next(r, c + 1)) {
		x = notation_cell_file(r, c);
		y = notation_cell_rank(r, c);
		for (d = 0; d < 6; d++) {
			want = notation_cell_at(r, x + order[d][0],
			    y + order[d][1]);
			ck_assert_int_eq(g->nb[c][d], want);
		}
		for (d = 6; d < MAX_DIRS; d++)
			ck_assert_int_eq(g->nb[c][d], -1);
	}
}
END_TEST

/* ------------------------------------------------------------------ */
/*
 * The six points (spec/star.md, section 3), clockwise from the bottom.
 * Point k is where sign * coordinate >= 5 (10 holes), or >= 4 with the
 * two other coordinates, times sign, >= -4 (the point and its next row,
 * 15 holes).  Each point has its colour: the player's letter there.
 */
static const struct point {
	const char	*where;
	int		 axis;		/* 0 A, 1 B, 2 C */
	int		 sign;
	char		 letter;
} points[6] = {
	{ "bottom", 1, 1, 'w' },
	{ "lower left", 0, -1, 'r' },
	{ "upper left", 2, 1, 'y' },
	{ "top", 1, -1, 'b' },
	{ "upper right", 0, 1, 'g' },
	{ "lower right", 2, -1, 'p' },
};

static int
in_point(int k, int stones, int a, int b)
{
	int	 v[3], i;

	v[0] = a;
	v[1] = b;
	v[2] = -a - b;
	if (!is_hole(a, b))
		return 0;
	if (stones == 10)
		return points[k].sign * v[points[k].axis] >= 5;
	if (points[k].sign * v[points[k].axis] < 4)
		return 0;
	for (i = 0; i < 3; i++)
		if (points[k].sign * v[i] < -4)
			return 0;
	return 1;
}

/* The star rule sets: their points in turn order (spec/star.md, 4). */
static const struct star_set {
	const char	*name;
	int		 stones;
	int		 npoints;
	int		 point[6];
} star_sets[] = {
	{ "sternhalma-2p", 10, 2, { 0, 3 } },
	{ "sternhalma-2p-15", 15, 2, { 0, 3 } },
	{ "sternhalma-3p", 10, 3, { 0, 2, 4 } },
	{ "sternhalma-3p-15", 15, 3, { 0, 2, 4 } },
	{ "sternhalma-4p", 10, 4, { 0, 1, 3, 4 } },
	{ "sternhalma-6p", 10, 6, { 0, 1, 2, 3, 4, 5 } },
};

#define NSETS	NELEM(star_sets)

/* Start cells, goals, letters and stone counts of every star rule set. */
TEST_LOOP(geometry, test_points, NSETS)
{
	const struct star_set	*s = &star_sets[_i];
	const notation_rules	*r = rules_of(s->name);
	notation_position	*p = notation_position_new(r);
	int			 a, b, i, k, c, who, in, opp;
	char			 name[16];

	ck_assert_int_eq(notation_rules_players(r), s->npoints);
	ck_assert_int_eq(notation_position_side(p), 0);
	for (i = 0; i < s->npoints; i++) {
		ck_assert_int_eq(notation_rules_player_letter(r, i),
		    points[s->point[i]].letter);
		ck_assert_int_eq(notation_rules_stones(r, i), s->stones);
	}
	for (a = -8; a <= 8; a++)
		for (b = -8; b <= 8; b++) {
			if (!is_hole(a, b))
				continue;
			c = cell_of(r, a, b);
			name_of(a, b, name, sizeof(name));
			who = -1;
			for (i = 0; i < s->npoints; i++)
				if (in_point(s->point[i], s->stones, a, b))
					who = i;
			ck_assert_msg(notation_position_at(p, c) == who,
			    "%s %s: player %d, want %d", s->name, name,
			    notation_position_at(p, c), who);
			for (i = 0; i < s->npoints; i++) {
				k = s->point[i];
				opp = (k + 3) % 6;
				in = in_point(opp, s->stones, a, b);
				ck_assert_msg(notation_cell_in_goal(r, i, c) ==
				    in, "%s %s: goal of player %d", s->name,
				    name, i);
				ck_assert_int_eq(notation_cell_in_camp(r, i, c),
				    in_point(k, s->stones, a, b));
			}
		}
	notation_position_free(p);
}
END_TEST

/* ------------------------------------------------------------------ */
/*
 * Perft against the reference generator of tests/ref/ref_plain.c on the
 * star, its stones put on the points as test_points has held them to
 * the spec: nothing of the library's but its perft.
 */

/* Each star rule set to depths 1, 2 and 3 (spec/star.md, section 7). */
TEST_LOOP(perft, test_perft, 3 * NSETS)
{
	const struct star_set	*s = &star_sets[_i / 3];
	int			 depth = _i % 3 + 1, a, b, i;
	const notation_rules	*r = rules_of(s->name);
	notation_position	*p = notation_position_new(r);
	struct ref_plain	 ref;

	ref_plain_init(&ref, 1, STAR_N, s->npoints);
	for (a = -8; a <= 8; a++)
		for (b = -8; b <= 8; b++)
			for (i = 0; i < s->npoints; i++)
				if (is_hole(a, b) &&
				    in_point(s->point[i], s->stones, a, b))
					ref.board[a + 8][8 - b] = i;
	ck_assert_uint_eq(notation_position_perft(p, depth),
	    ref_plain_perft(&ref, depth));
	notation_position_free(p);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Legality: position, move text, expected code, message fragment.     */

#define START2	"sternhalma-2p w:e1,e2,f2,e3,f3,g3,e4,f4,g4,h4 " \
		"b:j14,k14,l14,m14,k15,l15,m15,l16,m16,m17 w 1"
/*
 * White on i9 in the middle, Black on j9, j10, l10 and l11 around it:
 * i9 jumps east over j9 to k9 or north-east over j10 to k11, and both
 * go on to m11 (over l10 north-east, over l11 east).
 */
#define OPEN2	"sternhalma-2p w:i9,e1,e2,f2,e3,f3,g3,e4,f4,g4 " \
		"b:j9,j10,l10,l11,k15,l15,m15,l16,m16,m17 w 12"
#define START3	"sternhalma-3p w:e1,e2,f2,e3,f3,g3,e4,f4,g4,h4 " \
		"y:e10,e11,f11,e12,f12,g12,e13,f13,g13,h13 " \
		"g:n10,n11,o11,n12,o12,p12,n13,o13,p13,q13 w 1"

static const struct legal_case legal_cases[] = {
	/* Steps along the three lines through h4: W is taken, E no hole. */
	{ START2, "h4-h5", 0, NOTATION_STEP, NULL },
	{ START2, "h4-i5", 0, NOTATION_STEP, NULL },
	{ START2, "e4-e5", 0, NOTATION_STEP, NULL },
	{ START2, "h4-g4", NOTATION_ILLEGAL_MOVE, 0, "occupied" },
	{ START2, "h4-i4", NOTATION_ILLEGAL_MOVE, 0, "not a cell" },
	{ START2, "e1-d1", NOTATION_ILLEGAL_MOVE, 0, "not a cell" },
	{ START2, "e4-r5", NOTATION_ILLEGAL_MOVE, 0, "not a cell" },
	{ START2, "e4-e18", NOTATION_ILLEGAL_MOVE, 0, "not a cell" },
	/* A move along the grid's other diagonal, which is no line. */
	{ START2, "e4-d5", NOTATION_ILLEGAL_MOVE, 0, "cannot be reached" },
	{ START2, "h4-i3", NOTATION_ILLEGAL_MOVE, 0, "not a cell" },
	{ OPEN2, "i9-j8", NOTATION_ILLEGAL_MOVE, 0, "cannot be reached" },
	{ OPEN2, "i9-h10", NOTATION_ILLEGAL_MOVE, 0, "cannot be reached" },
	/* Straight up in the drawing, between j10 and i10: no line either. */
	{ OPEN2, "i9-j11", NOTATION_ILLEGAL_MOVE, 0, "cannot be reached" },
	/* Jumps over own stones from the start, and over empty holes. */
	{ START2, "e3-e5", 0, NOTATION_JUMP, NULL },
	{ START2, "g3-i5", 0, NOTATION_JUMP, NULL },
	{ START2, "f3-h5", 0, NOTATION_JUMP, NULL },
	{ START2, "e4-e6", NOTATION_ILLEGAL_MOVE, 0, "cannot be reached" },
	{ START2, "h4-j6", NOTATION_ILLEGAL_MOVE, 0, "cannot be reached" },
	{ OPEN2, "i9-i11", NOTATION_ILLEGAL_MOVE, 0, "cannot be reached" },
	{ OPEN2, "i9-g9", NOTATION_ILLEGAL_MOVE, 0, "cannot be reached" },
	/* Chains, short and long. */
	{ OPEN2, "i9-k9", 0, NOTATION_JUMP, NULL },
	{ OPEN2, "i9-k11", 0, NOTATION_JUMP, NULL },
	{ OPEN2, "i9-m11", 0, NOTATION_JUMP, NULL },
	{ OPEN2, "i9-k11-m11", 0, NOTATION_JUMP, NULL },
	{ OPEN2, "i9-k9-m11-k9", 0, NOTATION_JUMP, NULL },
	/* A hop along the grid's other diagonal, over l10: no line. */
	{ OPEN2, "i9-k11-m9", NOTATION_ILLEGAL_MOVE, 0, "hop 2" },
	{ OPEN2, "i9-m9", NOTATION_ILLEGAL_MOVE, 0, "cannot be reached" },
	/* A hop along a line, but over an empty hole. */
	{ OPEN2, "i9-k9-m9", NOTATION_ILLEGAL_MOVE, 0, "hop 2" },
	{ OPEN2, "i9-k9-k11", NOTATION_ILLEGAL_MOVE, 0, "hop 2" },
	/* Three players: only the side to move moves. */
	{ START3, "e10-f10", NOTATION_ILLEGAL_MOVE, 0, "to move" },
	{ START3, "h4-h5", 0, NOTATION_STEP, NULL },
	{ START3, "f3-h5", 0, NOTATION_JUMP, NULL },
};

TEST_CASES(moves, test_legality, legal_cases, check_legal)

/*
 * Of the two chains of two hops from i9 to m11, the long form names the
 * one that starts east, the first direction (spec/star.md, section 2).
 */
TEST_ONCE(moves, test_long_form)
{
	notation_position	*p = pos_of(OPEN2);
	struct notation_buf	 b = NOTATION_BUF_INIT;
	struct notation_move	 m;

	ck_assert_int_eq(notation_move_parse(p, "i9-m11", 6, &m, NULL), 0);
	ck_assert_int_eq(notation_move_format(p, &m, 1, &b), 0);
	ck_assert_str_eq(b.data, "i9-k9-m11");
	notation_buf_reset(&b);
	ck_assert_int_eq(notation_move_parse(p, "i9-k11", 6, &m, NULL), 0);
	ck_assert_int_eq(notation_move_format(p, &m, 1, &b), 0);
	ck_assert_str_eq(b.data, "i9-k11");
	notation_buf_free(&b);
	notation_position_free(p);
}
END_TEST

/* Every generated move parses back, and no other pair of holes does. */
TEST_LOOP(moves, test_generate_agrees_with_parse, 3)
{
	static const char *const positions[] = { START2, OPEN2, START3 };

	check_generate_agrees_with_parse(positions[_i]);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Position strings                                                   */

/* The start strings of spec/star.md, section 5. */
static const char *const start_strings[] = {
	START2,
	"sternhalma-2p-15 w:e1,e2,f2,e3,f3,g3,e4,f4,g4,h4,e5,f5,g5,h5,i5 "
	"b:i13,j13,k13,l13,m13,j14,k14,l14,m14,k15,l15,m15,l16,m16,m17 w 1",
	START3,
	"sternhalma-3p-15 w:e1,e2,f2,e3,f3,g3,e4,f4,g4,h4,e5,f5,g5,h5,i5 "
	"y:e9,e10,f10,e11,f11,g11,e12,f12,g12,h12,e13,f13,g13,h13,i13 "
	"g:m9,m10,n10,m11,n11,o11,m12,n12,o12,p12,m13,n13,o13,p13,q13 w 1",
	"sternhalma-4p w:e1,e2,f2,e3,f3,g3,e4,f4,g4,h4 "
	"r:a5,b5,c5,d5,b6,c6,d6,c7,d7,d8 "
	"b:j14,k14,l14,m14,k15,l15,m15,l16,m16,m17 "
	"g:n10,n11,o11,n12,o12,p12,n13,o13,p13,q13 w 1",
	"sternhalma-6p w:e1,e2,f2,e3,f3,g3,e4,f4,g4,h4 "
	"r:a5,b5,c5,d5,b6,c6,d6,c7,d7,d8 "
	"y:e10,e11,f11,e12,f12,g12,e13,f13,g13,h13 "
	"b:j14,k14,l14,m14,k15,l15,m15,l16,m16,m17 "
	"g:n10,n11,o11,n12,o12,p12,n13,o13,p13,q13 "
	"p:j5,k5,l5,m5,k6,l6,m6,l7,m7,m8 w 1",
};

TEST_LOOP(positions, test_start_strings, NSETS)
{
	check_start_string(rules_of(star_sets[_i].name), start_strings[_i]);
}
END_TEST

static const struct text_case round_cases[] = {
	/* Lists in any order and cells in any order read to cell order. */
	{ "sternhalma-3p g:q13,p13,o13,n13,p12,o12,n12,o11,n11,i9 "
	  "y:h13,g13,f13,e13,g12,f12,e12,f11,e11,e10 "
	  "w:m8,e2,f2,e3,f3,g3,e4,f4,g4,h4 y 7",
	  "sternhalma-3p w:e2,f2,e3,f3,g3,e4,f4,g4,h4,m8 "
	  "y:e10,e11,f11,e12,f12,g12,e13,f13,g13,h13 "
	  "g:i9,n11,o11,n12,o12,p12,n13,o13,p13,q13 y 7" },
	{ "sternhalma-6p p:j5,k5,l5,m5,k6,l6,m6,l7,m7,m8 "
	  "g:n10,n11,o11,n12,o12,p12,n13,o13,p13,q13 "
	  "b:j14,k14,l14,m14,k15,l15,m15,l16,m16,i9 "
	  "y:e10,e11,f11,e12,f12,g12,e13,f13,g13,h13 "
	  "r:a5,b5,c5,d5,b6,c6,d6,c7,d7,d8 "
	  "w:e1,e2,f2,e3,f3,g3,e4,f4,g4,h5 p 1",
	  "sternhalma-6p w:e1,e2,f2,e3,f3,g3,e4,f4,g4,h5 "
	  "r:a5,b5,c5,d5,b6,c6,d6,c7,d7,d8 "
	  "y:e10,e11,f11,e12,f12,g12,e13,f13,g13,h13 "
	  "b:i9,j14,k14,l14,m14,k15,l15,m15,l16,m16 "
	  "g:n10,n11,o11,n12,o12,p12,n13,o13,p13,q13 "
	  "p:j5,k5,l5,m5,k6,l6,m6,l7,m7,m8 p 1" },
};

TEST_LOOP(positions, test_round_trip, NELEM(round_cases))
{
	const struct text_case	*t = &round_cases[_i];
	notation_position	*p = pos_of(t->in), *q;
	struct notation_buf	 b = NOTATION_BUF_INIT;

	ck_assert_int_eq(notation_position_format(p, &b), 0);
	ck_assert_str_eq(b.data, t->want);
	q = pos_of(b.data);
	ck_assert(notation_position_equal(p, q));
	notation_buf_free(&b);
	notation_position_free(p);
	notation_position_free(q);
}
END_TEST

static const struct text_case reject_cases[] = {
	/* a1, d4 and q17 are names of the grid, but not holes. */
	{ "sternhalma-2p w:a1,e2,f2,e3,f3,g3,e4,f4,g4,h4 "
	  "b:j14,k14,l14,m14,k15,l15,m15,l16,m16,m17 w 1",
	  "not a cell of the board ('a1')" },
	{ "sternhalma-2p w:e1,e2,f2,e3,f3,g3,e4,f4,g4,d4 "
	  "b:j14,k14,l14,m14,k15,l15,m15,l16,m16,m17 w 1",
	  "not a cell of the board ('d4')" },
	{ "sternhalma-2p w:e1,e2,f2,e3,f3,g3,e4,f4,g4,h4 "
	  "b:j14,k14,l14,m14,k15,l15,m15,l16,m16,q17 w 1",
	  "not a cell of the board ('q17')" },
	{ "sternhalma-2p w:e1,e2,f2,e3,f3,g3,e4,f4,g4,h4 "
	  "b:j14,k14,l14,m14,k15,l15,m15,l16,m16,r13 w 1",
	  "not a cell of the board ('r13')" },
	{ "sternhalma-2p w:e1,e2,f2,e3,f3,g3,e4,f4,g4,h4,i5 "
	  "b:j14,k14,l14,m14,k15,l15,m15,l16,m16,m17 w 1",
	  "White has 11 stones, sternhalma-2p needs 10" },
	{ "sternhalma-3p w:e1,e2,f2,e3,f3,g3,e4,f4,g4,h4 "
	  "y:e10,e11,f11,e12,f12,g12,e13,f13,g13,h13 w 1",
	  "no stone list for Green (expected 'g:')" },
	{ "sternhalma-3p w:e1,e2,f2,e3,f3,g3,e4,f4,g4,h4 "
	  "y:e10,e11,f11,e12,f12,g12,e13,f13,g13,h13 "
	  "g:n10,n11,o11,n12,o12,p12,n13,o13,p13,q13 b 1",
	  "expected the letter of the side to move ('b')" },
};

TEST_LOOP(positions, test_reject, NELEM(reject_cases))
{
	const struct text_case	*t = &reject_cases[_i];
	notation_position	*p = NULL;
	struct notation_diag	 d;

	notation_diag_clear(&d);
	ck_assert_int_ne(notation_position_parse(cat, t->in, strlen(t->in),
	    &p, &d), 0);
	ck_assert_ptr_null(p);
	ck_assert_msg(strstr(d.message, t->want) != NULL,
	    "message '%s' lacks '%s'", d.message, t->want);
}
END_TEST

/* ------------------------------------------------------------------ */
/*
 * The text drawing (spec/boards.md, "The star"): 17 lines from rank 17
 * down; on the line of rank y + 1 the hole of file x stands in column
 * 5 + 2x - y + 4, and its file letter in the key 30 columns further on;
 * every other column of the two fields is blank, and the rank number
 * follows two blanks after the key.
 */
TEST_ONCE(positions, test_render)
{
	notation_position	*p = pos_of(OPEN2);
	const notation_rules	*r = notation_position_rules(p);
	struct notation_buf	 b = NOTATION_BUF_INIT;
	const char		*line, *nl;
	char			 want[64], rank[16];
	int			 x, y, c, who, col;
	size_t			 len;

	ck_assert_int_eq(notation_position_render(p, 0, &b), 0);
	line = b.data;
	for (y = 16; y >= 0; y--) {
		nl = strchr(line, '\n');
		ck_assert_ptr_nonnull(nl);
		len = (size_t)(nl - line);
		snprintf(rank, sizeof(rank), "%d", y + 1);
		memset(want, ' ', sizeof(want));
		snprintf(want, sizeof(want), "%3d", y + 1);
		want[3] = ' ';
		for (x = 0; x < 17; x++) {
			if ((c = notation_cell_at(r, x, y)) < 0)
				continue;
			col = 5 + 2 * x - y + 4;
			who = notation_position_at(p, c);
			want[col] = who < 0 ? '.' :
			    (char)notation_rules_player_letter(r, who);
			want[col + 30] = (char)('a' + x);
		}
		ck_assert_uint_eq(len, 62 + strlen(rank));
		ck_assert_msg(memcmp(line, want, 62) == 0,
		    "rank %d: '%.*s'", y + 1, (int)len, line);
		ck_assert(memcmp(line + 62, rank, strlen(rank)) == 0);
		line = nl + 1;
	}
	ck_assert_str_eq(line, "");
	notation_buf_free(&b);
	notation_position_free(p);
}
END_TEST

/* ------------------------------------------------------------------ */
/*
 * A game: three players in turn, the move number going up after the
 * third, and Yellow filling its goal (the lower right point) wins at
 * once, written one score per player in turn order.
 */
TEST_ONCE(positions, test_win)
{
	notation_position	*start;
	notation_game		*g;
	struct notation_diag	 d;
	struct notation_buf	 b = NOTATION_BUF_INIT;
	const struct notation_result *res;

	start = pos_of("sternhalma-3p w:e1,e2,f2,e3,f3,g3,e4,f4,g4,h5 "
	    "y:k8,j5,k5,l5,m5,k6,l6,m6,l7,m7 "
	    "g:n10,n11,o11,n12,o12,p12,n13,o13,p13,q13 w 20");
	g = notation_game_new(notation_position_rules(start));
	ck_assert_int_eq(notation_game_reset(g, start), 0);
	notation_diag_clear(&d);
	ck_assert_int_eq(notation_game_play(g, "h5-h6", 5, &d), 0);
	ck_assert_int_eq(notation_game_play(g, "k8-l8", 5, &d), 0);
	ck_assert_int_eq(notation_game_outcome(g)->kind, NOTATION_RESULT_NONE);
	ck_assert_uint_eq(notation_position_move_number(
	    notation_game_position(g)), 20);
	ck_assert_int_eq(notation_game_play(g, "n10-m10", 7, &d), 0);
	ck_assert_uint_eq(notation_position_move_number(
	    notation_game_position(g)), 21);
	ck_assert_int_eq(notation_position_side(notation_game_position(g)), 0);
	/* d2 and f1 are no holes; l8-k9 runs along no line. */
	ck_assert_int_eq(notation_game_play(g, "e1-d2", 5, &d),
	    NOTATION_ILLEGAL_MOVE);
	ck_assert_int_eq(notation_game_play(g, "e1-f1", 5, &d),
	    NOTATION_ILLEGAL_MOVE);
	ck_assert_int_eq(notation_game_play(g, "h6-h7", 5, &d), 0);
	ck_assert_int_eq(notation_game_play(g, "l8-k9", 5, &d),
	    NOTATION_ILLEGAL_MOVE);
	ck_assert_int_eq(notation_game_play(g, "l8-m8", 5, &d), 0);
	res = notation_game_outcome(g);
	ck_assert_int_eq(res->kind, NOTATION_RESULT_WIN);
	ck_assert_uint_eq(res->winners, 1u << 1);
	ck_assert_str_eq(notation_reason_name(res->reason), "goal");
	ck_assert_uint_eq(notation_game_end_ply(g), 5);
	ck_assert_int_eq(notation_result_format(res, 3, &b), 0);
	ck_assert_str_eq(b.data, "0-1-0");
	ck_assert_int_eq(notation_game_play(g, "m10-m9", 6, &d),
	    NOTATION_MOVE_AFTER_END);
	notation_buf_free(&b);
	notation_game_free(g);
	notation_position_free(start);
}
END_TEST

/*
 * The jump search of a wide board (more than two words of cells: 16x16,
 * the star) looks first in the three words around the stone
 * (moves/jumps.c, reach_short()).  In scattered positions of every
 * density, each stone's reach, and whether it reaches each empty cell,
 * agree with the path search, which always takes the whole board.
 */
static const char *const wide_sets[] = {
	"halma-16x16", "sternhalma-2p", "sternhalma-6p", "halma-16x16-4p"
};

TEST_LOOP(moves, test_wide_window, NELEM(wide_sets))
{
	const notation_rules	*r = notation_catalog_find(cat,
	    wide_sets[_i], NULL);
	struct notation_position p;
	struct bits		 reach;
	int16_t			 path[NOTATION_MAX_CELLS];
	unsigned long		 x = 99 + _i, reached = 0, asked = 0;
	int			 n, c, from, to, k, in;

	ck_assert_ptr_nonnull(r);
	for (n = 0; n < 36; n++) {
		nt_position_clear(&p, r);
		for (c = notation_cell_next(r, 0); c >= 0;
		    c = notation_cell_next(r, c + 1)) {
			x = x * 6364136223846793005UL + 1442695040888963407UL;
			if ((x >> 33) % 100 < (unsigned long)(n % 9 + 1) * 8)
				nt_position_put(&p, c, (int)((x >> 20) % 2));
		}
		for (from = notation_cell_next(r, 0); from >= 0;
		    from = notation_cell_next(r, from + 1)) {
			if (p.board[from] < 0)
				continue;
			nt_jump_reach(&p, from, &reach);
			for (to = notation_cell_next(r, 0); to >= 0;
			    to = notation_cell_next(r, to + 1)) {
				if (p.board[to] >= 0)
					continue;
				k = nt_jump_path(&p, from, to, path) > 0;
				in = bits_test(&reach, to);
				ck_assert_msg(k == in && k == nt_jump_reaches(&p,
				    from, to), "%s: %d to %d: path %d, reach "
				    "%d", wide_sets[_i], from, to, k, in);
				asked++;
				reached += (unsigned long)k;
			}
		}
	}
	/* Chains were found, and most cells were not reached. */
	ck_assert_uint_gt(reached, 1000);
	ck_assert_uint_gt(asked, 10 * reached);
}
END_TEST

HARNESS_SUITE("star")
