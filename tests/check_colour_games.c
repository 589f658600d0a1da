/*
 * check_colour_games.c -- games of the game box (spec/rules.md section 17):
 * Kleurenhalma (17.2), 2-kleuren Halma (17.5) and Connectie (17.12), for
 * one to six players.  Their camps, goals and starts as the spec lists
 * them, and perft of their start positions and of positions where their
 * rules show, against a move generator written here.  The generator shares
 * nothing with the library but the stones it reads from a position: its
 * boards (the 16x16 square, and the star from its cube coordinates,
 * spec/star.md section 1), camps, goals, moves and restrictions are
 * written out from the spec, and so is Connectie's chain.
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

#define N	17		/* the star's grid; the square uses 16 */
#define MAXP	6

enum board { SQUARE, STAR };

/* The big camps of halma-16x16 (spec/rules.md section 4.1). */
#define BIG_W	"l1 m1 n1 o1 p1 l2 m2 n2 o2 p2 m3 n3 o3 p3 n4 o4 p4 o5 p5"
#define BIG_B	"a16 b16 c16 d16 e16 a15 b15 c15 d15 e15 a14 b14 c14 d14 " \
		"a13 b13 c13 a12 b12"
/* The small camps of halma-16x16-4p, in its turn order (section 4.2). */
#define SMALL_P1	"m1 n1 o1 p1 m2 n2 o2 p2 n3 o3 p3 o4 p4"
#define SMALL_A1	"a1 b1 c1 d1 a2 b2 c2 d2 a3 b3 c3 a4 b4"
#define SMALL_A16	"a16 b16 c16 d16 a15 b15 c15 d15 a14 b14 c14 a13 b13"
#define SMALL_P16	"m16 n16 o16 p16 m15 n15 o15 p15 n14 o14 p14 o13 p13"

/* The star's points, 10 holes each (spec/star.md section 3). */
#define PT_BOTTOM	"e1 e2 f2 e3 f3 g3 e4 f4 g4 h4"
#define PT_DOWNLEFT	"a5 b5 c5 d5 b6 c6 d6 c7 d7 d8"
#define PT_UPLEFT	"e10 e11 f11 e12 f12 g12 e13 f13 g13 h13"
#define PT_TOP		"j14 k14 l14 m14 k15 l15 m15 l16 m16 m17"
#define PT_UPRIGHT	"n10 n11 o11 n12 o12 p12 n13 o13 p13 q13"
#define PT_DOWNRIGHT	"j5 k5 l5 m5 k6 l6 m6 l7 m7 m8"
/*
 * The 3 middle holes of each point's next row, Connectie's start beside
 * the point: the row less its two ends, the hexagon's corners (17.12).
 */
#define ROW_BOTTOM	"f5 g5 h5"
#define ROW_DOWNLEFT	"e6 e7 e8"
#define ROW_UPLEFT	"f10 g11 h12"
#define ROW_TOP		"j13 k13 l13"
#define ROW_UPRIGHT	"m10 m11 m12"
#define ROW_DOWNRIGHT	"j6 k7 l8"

/*
 * A game as spec/rules.md section 17 describes it: its entries (players
 * and colours) in turn order, each one's camp and goal as lists of cells,
 * the entry whose turns move it (its own index for a player that takes
 * turns), and the rules of the end that restrict moves.
 */
static const struct game {
	const char	*name;
	enum board	 board;
	int		 entries;
	const char	*camp[MAXP];
	const char	*goal[MAXP];	/* an entry's index, as "#2", or cells */
	int		 turn[MAXP];	/* the entry whose turns move it */
	int		 lock, duty;
	int		 colour;	/* Kleurenhalma's moves (17.2) */
	uint64_t	 perft[3];
	const char	*more[MAXP];	/* start cells beside the camp */
} games[] = {
	/* Section 17.5: Red and Green against Blue and Yellow. */
	{ "2-kleuren-halma", SQUARE, 4,
	  { "n1 o1 p1 n2 o2 p2 n3 o3 p3",
	    "l1 m1 l2 m2 m3 n4 o4 p4 o5 p5",
	    "a16 b16 c16 a15 b15 c15 a14 b14 c14",
	    "d16 e16 d15 e15 d14 a13 b13 c13 a12 b12" },
	  { "#2", "#3", "#0", "#1" }, { 0, 0, 2, 2 }, 1, 1, 0,
	  { 40, 1600, 85440 }, { NULL } },
	/* Section 17.2: the camps of halma-16x16 and halma-16x16-4p. */
	{ "kleurenhalma", SQUARE, 2,
	  { BIG_W, BIG_B }, { "#1", "#0" }, { 0, 1 }, 1, 1, 1,
	  { 17, 289, 6256 }, { NULL } },
	{ "kleurenhalma-4p", SQUARE, 4,
	  { SMALL_P1, SMALL_A1, SMALL_A16, SMALL_P16 },
	  { "#2", "#3", "#0", "#1" }, { 0, 1, 2, 3 }, 1, 1, 1,
	  { 11, 143, 1573 }, { NULL } },
	/* Section 17.12: the points of the star, each goal the opposite. */
	{ "connectie", STAR, 2, { PT_BOTTOM, PT_TOP }, { "#1", "#0" },
	  { 0, 1 }, 0, 0, 0, { 20, 400, 11640 }, { ROW_BOTTOM, ROW_TOP } },
	{ "connectie-3p", STAR, 3, { PT_BOTTOM, PT_UPLEFT, PT_UPRIGHT },
	  { PT_TOP, PT_DOWNRIGHT, PT_DOWNLEFT }, { 0, 1, 2 }, 0, 0, 0,
	  { 20, 400, 8000 }, { ROW_BOTTOM, ROW_UPLEFT, ROW_UPRIGHT } },
	{ "connectie-solo", STAR, 1, { PT_BOTTOM }, { PT_TOP }, { 0 }, 0, 0,
	  0, { 20, 582, 19962 }, { ROW_BOTTOM } },
	/* The points of sternhalma-4p. */
	{ "connectie-4p", STAR, 4, { PT_BOTTOM, PT_DOWNLEFT, PT_TOP,
	  PT_UPRIGHT }, { "#2", "#3", "#0", "#1" }, { 0, 1, 2, 3 }, 0, 0, 0,
	  { 20, 410, 8200 }, { ROW_BOTTOM, ROW_DOWNLEFT, ROW_TOP,
	  ROW_UPRIGHT } },
	/* Every point but the lower right, Yellow's goal. */
	{ "connectie-5p", STAR, 5, { PT_BOTTOM, PT_DOWNLEFT, PT_UPLEFT, PT_TOP,
	  PT_UPRIGHT }, { "#3", "#4", PT_DOWNRIGHT, "#0", "#1" },
	  { 0, 1, 2, 3, 4 }, 0, 0, 0, { 20, 410, 8464 }, { ROW_BOTTOM,
	  ROW_DOWNLEFT, ROW_UPLEFT, ROW_TOP, ROW_UPRIGHT } },
	{ "connectie-6p", STAR, 6, { PT_BOTTOM, PT_DOWNLEFT, PT_UPLEFT, PT_TOP,
	  PT_UPRIGHT, PT_DOWNRIGHT }, { "#3", "#4", "#5", "#0", "#1", "#2" },
	  { 0, 1, 2, 3, 4, 5 }, 0, 0, 0, { 20, 410, 8464 }, { ROW_BOTTOM,
	  ROW_DOWNLEFT, ROW_UPLEFT, ROW_TOP, ROW_UPRIGHT, ROW_DOWNRIGHT } },
};

#define NGAMES	(int)NELEM(games)

static const struct game *
game_of(const char *name)
{
	return table_find(games, NGAMES, sizeof(games[0]), name);
}

static int
in_camp(const void *game, int p, int x, int y)
{
	const struct game	*v = game;

	return ref_listed(v->camp[p], x, y);
}

static int
in_goal(const void *game, int p, int x, int y)
{
	const struct game	*v = game;

	return v->goal[p][0] == '#' ? ref_listed(v->camp[v->goal[p][1] -
	    '0'], x, y) : ref_listed(v->goal[p], x, y);
}

/* The reference generator (tests/ref/ref_plain.c), set to v's rules. */
static struct ref_plain *
ref_of(struct ref_plain *g, const struct game *v)
{
	int	 e;

	ref_plain_init(g, v->board == STAR, 16, v->entries);
	g->lock = v->lock;
	g->duty = v->duty;
	g->colour = v->colour ? REF_KLEUREN : REF_ANY_COLOUR;
	for (e = 0; e < v->entries; e++)
		g->turn[e] = v->turn[e];
	ref_plain_cells(g, v, in_camp, in_goal);
	return g;
}

/* The library's camps and goals are those of the spec, cell by cell. */
TEST_LOOP(camps, test_camps, NGAMES)
{
	struct ref_plain	 g;

	ref_plain_check_camps(ref_of(&g, &games[_i]), games[_i].name);
}
END_TEST

/*
 * The library's start is the spec's: each entry's stones on its camp and
 * on the cells beside it (Connectie's 3 holes of the next row), no stone
 * anywhere else.
 */
TEST_LOOP(camps, test_start, NGAMES)
{
	const struct game	*v = &games[_i];
	const notation_rules	*r = notation_catalog_find(cat, v->name, NULL);
	notation_position	*p;
	int			 x, y, c, e, want;

	ck_assert_msg(r != NULL, "no rule set %s", v->name);
	p = notation_position_new(r);
	ck_assert_ptr_nonnull(p);
	for (x = 0; x < N; x++)
		for (y = 0; y < N; y++) {
			if ((c = notation_cell_at(r, x, y)) < 0)
				continue;
			want = -1;
			for (e = 0; e < v->entries; e++)
				if (in_camp(v, e, x, y) || (v->more[e] !=
				    NULL && ref_listed(v->more[e], x, y)))
					want = e;
			ck_assert_msg(notation_position_at(p, c) == want,
			    "%s: the stone at %d,%d", v->name, x, y);
		}
	notation_position_free(p);
}
END_TEST

/* A position of a game, and the depth its perft is checked to. */
struct position_case {
	const char	*game;
	const char	*pos;		/* without the rule set's name */
	int		 depth;
};

/* Perft of one position of a game: the library and the reference agree. */
static void
perft_case(const struct position_case *t)
{
	struct ref_plain	 g;

	ref_of(&g, game_of(t->game));
	ref_plain_at(&g, t->game, t->pos, t->depth);
}

/* Perft of every start position to depth 3 (spec/rules.md section 17). */
TEST_LOOP(perft, test_perft_start, NGAMES * 3)
{
	struct ref_plain	 g;

	ref_plain_start(ref_of(&g, &games[_i / 3]), games[_i / 3].name,
	    _i % 3 + 1, games[_i / 3].perft[_i % 3]);
}
END_TEST

/* Positions where the games' rules show (their records' positions). */
static const struct position_case positions[] = {
	/* After 1. m3-l4 d14-e13 2. o3-m3: Blue to move. */
	{ "2-kleuren-halma", "r:n1,o1,p1,n2,o2,p2,m3,n3,p3 "
	  "g:l1,m1,l2,m2,l4,n4,o4,p4,o5,p5 "
	  "b:a16,b16,c16,a15,b15,c15,a14,b14,c14 "
	  "y:d16,e16,d15,e15,e13,a13,b13,c13,a12,b12 b 2", 2 },
	/* Blue and Yellow out of their camps: the duty binds both colours. */
	{ "2-kleuren-halma", "r:p1,o1,n1,o2,n2,n3,h8,h9,h10 "
	  "g:l1,m1,l2,m2,m3,n4,o4,e8,e9,e10 "
	  "b:f8,f9,f10,f11,f12,f13,f14,f15,f16 "
	  "y:g8,g9,g10,g11,g12,g13,g14,g15,g16,i12 r 30", 2 },
	/* Yellow's d16 at home: no duty, though Blue has left. */
	{ "2-kleuren-halma", "r:p1,o1,n1,o2,n2,n3,h8,h9,h10 "
	  "g:l1,m1,l2,m2,m3,n4,o4,e8,e9,e10 "
	  "b:f8,f9,f10,f11,f12,f13,f14,f15,f16 "
	  "y:g8,g9,g10,g11,g12,g13,g14,g15,d16,i12 r 30", 2 },
	/* Red home: its stones move inside Blue's camp only. */
	{ "2-kleuren-halma", "r:a16,b16,c16,a15,b15,c15,a14,b14,d13 "
	  "g:d16,e16,d15,e15,d14,a13,b13,c13,a12,b10 "
	  "b:n1,o1,p1,n2,o2,p2,n3,o3,h8 "
	  "y:l1,m1,l2,m2,m3,n4,o4,p4,o5,h7 r 40", 3 },
};

TEST_CASES(perft, test_perft_positions, positions, perft_case)

/* Kleurenhalma's positions: the records' and the end game's. */
#define KSTART	"w:l1,m1,n1,o1,p1,l2,m2,n2,o2,p2,m3,n3,o3,p3,n4,o4,p4,o5,p5 " \
	"b:a16,b16,c16,d16,e16,a15,b15,c15,d15,e15,a14,b14,c14,d14,a13,b13," \
	"c13,a12,b12 w 1"
#define K_BLACK	"b:l1,m1,n1,o1,l2,m2,n2,o2,p2,m3,n3,o3,p3,n4,o4,p4,o5,"
static const struct position_case kpositions[] = {
	/* After 1. m3-l4 d14-e13 2. l2-k3 b12-c11: White to move. */
	{ "kleurenhalma", "w:l1,m1,n1,o1,p1,k3,m2,n2,o2,p2,l4,n3,o3,p3,n4,"
	  "o4,p4,o5,p5 b:a16,b16,c16,d16,e16,a15,b15,c15,d15,e15,a14,b14,"
	  "c14,e13,a13,b13,c13,a12,c11 w 3", 3 },
	/* Free in the goal: White's a16, b16 and d15 in Black's camp. */
	{ "kleurenhalma", "w:a16,b16,d15,a8,b8,c8,d8,e8,f8,g8,h8,i8,a9,b9,c9,"
	  "d9,e9,f9,g9 " K_BLACK "a6,b6 w 50", 3 },
	/* The same, and d13 next to the goal: not free. */
	{ "kleurenhalma", "w:a16,b16,d13,a8,b8,c8,d8,e8,f8,g8,h8,i8,a9,b9,c9,"
	  "d9,e9,f9,g9 " K_BLACK "a6,b6 w 50", 3 },
	/* Before White's c3-b2, which leaves Black without a move. */
	{ "kleurenhalma", "w:p1,c3,a8,b8,c8,d8,e8,f8,g8,h8,i8,a9,b9,c9,d9,e9,"
	  "f9,g9,h9 " K_BLACK "p5,a1 w 60", 3 },
	/* Four players after their first moves. */
	{ "kleurenhalma-4p", "w:m1,n1,o1,p1,m2,n2,o2,p2,n3,n4,p3,o4,p4 "
	  "r:a1,b1,c1,d1,a2,b2,c2,d2,a3,b3,d4,a4,b4 "
	  "b:a16,b16,c16,d16,a15,b15,c15,d15,a14,c13,c14,a13,b13 "
	  "g:m16,n16,o16,p16,m15,n15,o15,p15,m13,o14,p14,o13,p13 w 2", 3 },
};

TEST_CASES(perft, test_perft_kleurenhalma, kpositions, perft_case)

/* The cell colours change the count: Kleurenhalma is not halma-16x16. */
TEST_ONCE(perft, test_kleurenhalma_differs)
{
	notation_position	*p, *q;
	char			 s[512];

	snprintf(s, sizeof(s), "kleurenhalma %s", kpositions[1].pos);
	p = pos_of(s);
	snprintf(s, sizeof(s), "halma-16x16 %s", kpositions[1].pos);
	q = pos_of(s);
	ck_assert_uint_ne(notation_position_perft(p, 1),
	    notation_position_perft(q, 1));
	notation_position_free(p);
	notation_position_free(q);
}
END_TEST

/*
 * The camp duty of two colours differs from one colour a player: with
 * the duty of four players of their own, Red would be bound by Blue's
 * empty camp in the position with Yellow still at home.
 */
TEST_ONCE(perft, test_duty_of_colours)
{
	notation_position	*p, *q;

	p = pos_of("2-kleuren-halma r:p1,o1,n1,o2,n2,n3,h8,h9,h10 "
	    "g:l1,m1,l2,m2,m3,n4,o4,e8,e9,e10 "
	    "b:f8,f9,f10,f11,f12,f13,f14,f15,f16 "
	    "y:g8,g9,g10,g11,g12,g13,g14,g15,d16,i12 r 30");
	q = pos_of("2-kleuren-halma r:p1,o1,n1,o2,n2,n3,h8,h9,h10 "
	    "g:l1,m1,l2,m2,m3,n4,o4,e8,e9,e10 "
	    "b:f8,f9,f10,f11,f12,f13,f14,f15,f16 "
	    "y:g8,g9,g10,g11,g12,g13,g14,g15,g16,i12 r 30");
	ck_assert_uint_gt(notation_position_perft(p, 1),
	    notation_position_perft(q, 1));
	notation_position_free(p);
	notation_position_free(q);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The rule-file keys (spec/rules-format.md).                         */

static const struct rules_key_case colour_keys[] = {
	/*
	 * p1 is light, o1 dark.  Without the key: p1 steps to o2 and p2
	 * and jumps to n1, o1 steps to n1, n2, o2 and p2.  Kleurenhalma's
	 * moves: p1 jumps to n1, o1 steps to n2 and p2.
	 */
	{ SQUARE16, NULL, 0, 0, 7 },
	{ SQUARE16 "colour-moves:\n  dark: [diagonal-steps]\n"
	  "  light: [jumps]\n  free-in-goal: true\n", NULL, 0, 0, 3 },
	/* Dark orthogonal steps only (n1, o2), light left out: all three. */
	{ SQUARE16 "colour-moves: {dark: [orthogonal-steps]}\n", NULL, 0, 0,
	  5 },
	{ SQUARE16 "colour-moves: {light: [diagonal-steps, jumps], dark: "
	  "[orthogonal-steps, diagonal-steps, jumps]}\n", NULL, 0, 0, 6 },
	{ "name: t\nboard: {shape: star}\ncolour-moves: {dark: [jumps]}\n"
	  "players:\n  - {name: W, letter: w, camp: [e1], goal: [m17]}\n",
	  "colour-moves needs a square board", 3, 15, 0 },
	{ "directions: 4\n" SQUARE16 "colour-moves: {dark: [diagonal-steps]}\n",
	  "diagonal-steps needs directions: 8", 7, 22, 0 },
	{ SQUARE16 "colour-moves: {dark: [steps]}\n", "must be "
	  "orthogonal-steps, diagonal-steps or jumps", 6, 23, 0 },
	{ SQUARE16 "colour-moves: {dark: []}\n", "dark lists no move", 6, 22,
	  0 },
	{ SQUARE16 "colour-moves: {dark: [jumps, jumps]}\n", "jumps is listed "
	  "twice in dark", 6, 30, 0 },
	{ SQUARE16 "colour-moves: {drak: [jumps]}\n", "did you mean 'dark'",
	  6, 16, 0 },
	{ SQUARE16 "colour-moves: [jumps]\n", "colour-moves must be a mapping",
	  6, 15, 0 },
	{ SQUARE16 "colour-moves: {free-in-goal: yes}\n", "must be true or "
	  "false", 6, 30, 0 },
	{ SQUARE16 "colour-moves: {light: [{jumps: 1}]}\n", "a move in light "
	  "must be a word", 6, 24, 0 },
};

/* Written out (only when given), colour-moves loads back the same. */
static void
colour_written(const struct rules_key_case *t, const char *text)
{
	ck_assert_int_eq(strstr(text, "colour-moves:") != NULL,
	    strstr(t->yaml, "colour-moves") != NULL);
	ck_assert_int_eq(strstr(text, "free-in-goal: true") != NULL,
	    strstr(t->yaml, "free-in-goal: true") != NULL);
}

/* colour-moves loads, counts, is refused where it must be, writes back. */
TEST_LOOP(keys, test_colour_moves_key, NELEM(colour_keys))
{
	check_key_round(&colour_keys[_i], 2, colour_written);
}
END_TEST

/* The moves the colours refuse, and their messages (check.c's path). */
static const struct legal_case colour_legal[] = {
	{ "kleurenhalma " KSTART, "m3-l4", 0, NOTATION_STEP, NULL },
	{ "kleurenhalma " KSTART, "n1-l3", 0, NOTATION_JUMP, NULL },
	{ "kleurenhalma " KSTART, "m3-m4", NOTATION_ILLEGAL_MOVE, 0,
	  "dark cell may not step orthogonally" },
	{ "kleurenhalma " KSTART, "n3-m4", NOTATION_ILLEGAL_MOVE, 0,
	  "light cell may not step diagonally" },
	{ "kleurenhalma " KSTART, "o3-m5", NOTATION_ILLEGAL_MOVE, 0,
	  "dark cell may not jump" },
	{ "kleurenhalma w:a16,b16,d15,a8,b8,c8,d8,e8,f8,g8,h8,i8,a9,b9,c9,d9,"
	  "e9,f9,g9 " K_BLACK "a6,b6 w 50", "b16-c16", 0, NOTATION_STEP, NULL },
	{ "kleurenhalma w:a16,b16,d15,a8,b8,c8,d8,e8,f8,g8,h8,i8,a9,b9,c9,d9,"
	  "e9,f9,g9 " K_BLACK "a6,b6 w 50", "d15-c14", 0, NOTATION_STEP, NULL },
	{ "kleurenhalma w:a16,b16,d13,a8,b8,c8,d8,e8,f8,g8,h8,i8,a9,b9,c9,d9,"
	  "e9,f9,g9 " K_BLACK "a6,b6 w 50", "d13-d14", NOTATION_ILLEGAL_MOVE, 0,
	  "only a move inside its goal is free" },
};

TEST_CASES(keys, test_colour_moves, colour_legal, check_legal)

/* Every generated move parses back as legal, and nothing else does. */
TEST_LOOP(keys, test_colour_generate, NELEM(kpositions))
{
	char	 s[512];

	snprintf(s, sizeof(s), "%s %s", kpositions[_i].game,
	    kpositions[_i].pos);
	check_generate_agrees_with_parse(s);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Connectie's chain (spec/rules.md section 17.12).                    */

/*
 * Do player p's own stones make an unbroken chain, each next to the next
 * along the star's lines, from a hole of its point to a hole of the
 * opposite point?  A search over its stones from those in its point.
 */
static int
ref_connected(const struct ref_plain *b, const struct game *v, int p)
{
	int	 seen[N][N], qx[N * N], qy[N * N];
	int	 head = 0, tail = 0, x, y, d, nx, ny;

	memset(seen, 0, sizeof(seen));
	for (x = 0; x < N; x++)
		for (y = 0; y < N; y++)
			if (b->board[x][y] == p && in_camp(v, p, x, y)) {
				seen[x][y] = 1;
				qx[tail] = x;
				qy[tail++] = y;
			}
	while (head < tail) {
		x = qx[head];
		y = qy[head++];
		if (in_goal(v, p, x, y))
			return 1;
		for (d = 0; d < 6; d++) {
			nx = x + star_dirs[d][0];
			ny = y + star_dirs[d][1];
			if (star_hole(nx, ny) && b->board[nx][ny] == p &&
			    !seen[nx][ny]) {
				seen[nx][ny] = 1;
				qx[tail] = nx;
				qy[tail++] = ny;
			}
		}
	}
	return 0;
}

#define C_BLACK	"b:k14,l14,m14,k15,l15,m15,l16,m16,m17,j13,k13,l13,f9"
/* The starts of the players who have not moved, in the records. */
#define S_W	"w:e1,e2,f2,e3,f3,g3,e4,f4,g4,h4,f5,g5,h5 "
#define S_R	"r:a5,b5,c5,d5,b6,c6,d6,c7,d7,d8,e6,e7,e8 "
#define S_B	"b:j14,k14,l14,m14,k15,l15,m15,l16,m16,m17,j13,k13,l13 "
#define S_G	"g:n10,n11,o11,n12,o12,p12,n13,o13,p13,q13,m10,m11,m12 "
/* Red from d8 along rank 10 to n10 but for m10 (connectie-4p-win). */
#define C4_WIN	S_W "r:a5,b5,d8,e9,f10,g10,h10,i10,j10,k10,l10,n10,m11 " \
	S_B "g:n11,o11,n12,o12,p12,n13,o13,p13,q13,m12,c5,d6,c7 r 30"
/* Yellow from f11 down file f, along rank 8 to m8 but for l8. */
#define C5_WIN	S_W S_R "y:e10,e11,f11,f10,f9,f8,g8,h8,i8,j8,k8,m8,l9 " \
	S_B S_G "y 40"
/* Purple from m8 along rank 8, up file f to f10; f11 empty. */
#define C6_Y	"y:e10,e11,e12,f12,g12,e13,f13,g13,h13,h12,j5,k6,l7 "
#define C6_WIN	S_W S_R C6_Y S_B S_G \
	"p:m8,l8,k8,j8,i8,h8,g8,f8,f9,f10,g11,m5,l5 p 20"
/* The same with Red's stone on h8. */
#define C6_BROKEN	S_W "r:a5,b5,c5,d5,b6,c6,d6,c7,d7,d8,e6,e7,h8 " \
	C6_Y S_B S_G "p:m8,l8,k8,j8,i8,m6,g8,f8,f9,f10,g11,m5,l5 p 20"
#define C_CHAIN	"h5,h6,h7,h8,h9,h10,h11,g12,i13,j14"

static const struct connect_case {
	const char	*pos;
	const char	*move;
	int		 connects;	/* what spec/rules.md says */
} connect_cases[] = {
	/* The records': h4 to j14 up file h, less h12. */
	{ "connectie w:e1,e2,h4," C_CHAIN " " C_BLACK " w 30", "g12-h12", 1 },
	{ "connectie-solo w:e1,e2,h4," C_CHAIN " w 30", "g12-h12", 1 },
	/* Black's h8 breaks it. */
	{ "connectie w:e1,e2,h4,h5,h6,h7,f8,h9,h10,h11,g12,i13,j14 "
	  "b:k14,l14,m14,k15,l15,m15,l16,m16,m17,j13,k13,l13,h8 w 30",
	  "g12-h12", 0 },
	/* No stone in the point: h5 is the start row's, in neither. */
	{ "connectie-solo w:e1,e2,g5," C_CHAIN " w 30", "g12-h12", 0 },
	/* g4, in the point, next to h5; but h12 is still missing. */
	{ "connectie-solo w:e1,e2,g5," C_CHAIN " w 30", "g5-g4", 0 },
	/* The chain along h, closed from the point's side. */
	{ "connectie-solo w:e1,g3,h12," C_CHAIN " w 30", "g3-g4", 1 },
	/* A jump closes it too: f12 over g12 to h12. */
	{ "connectie-solo w:e1,h4,f12,h5,h6,h7,h8,h9,h10,h11,g12,i13,j14 "
	  "w 30", "f12-h12", 1 },
	/* Yellow's chain of the record, in three. */
	{ "connectie-3p w:e1,e2,f2,e3,f3,g3,e4,f4,g4,h4,f5,g5,h5 "
	  "y:e10,e9,f9,g9,h9,i9,j9,k9,m9,m8,l10,e11,f11 "
	  "g:m10,m11,m12,n10,n11,o11,n12,o12,p12,n13,o13,p13,q13 y 20",
	  "l10-l9", 1 },
	/* Black's chain into White's point: down file k, j5, i5, h4. */
	{ "connectie w:e1,e2,f2,e3,f3,g3,e4,f4,f5,g5,h5,a5,b5 "
	  "b:k14,k13,k12,k11,k10,k9,k8,k7,l7,j5,i5,g4,l15 b 40",
	  "g4-h4", 0 },
	{ "connectie w:e1,e2,f2,e3,f3,g3,e4,f4,f5,g5,h5,a5,b5 "
	  "b:k14,k13,k12,k11,k10,k9,k8,k7,k6,j5,i5,g4,l15 b 40",
	  "g4-h4", 1 },
	/* The records of four, five and six players. */
	{ "connectie-4p " C4_WIN, "m11-m10", 1 },
	{ "connectie-5p " C5_WIN, "l9-l8", 1 },
	{ "connectie-6p " C6_WIN, "g11-f11", 1 },
	{ "connectie-6p " C6_BROKEN, "g11-f11", 0 },
	/* Red's chain to Green's point but for m10: no chain yet. */
	{ "connectie-4p " C4_WIN, "m11-l11", 0 },
};

/*
 * After each case's move the game has ended by a connection, won by the
 * mover's team, exactly when the reference sees the mover's chain, and
 * the reference agrees with the spec's figure.
 */
TEST_LOOP(keys, test_connection, NELEM(connect_cases))
{
	const struct connect_case	*t = &connect_cases[_i];
	const struct notation_result	*o;
	struct notation_diag		 d;
	notation_position		*p = pos_of(t->pos);
	notation_game			*g;
	struct ref_plain		 b;
	char				 name[32];
	int				 side = notation_position_side(p);

	snprintf(name, sizeof(name), "%.*s", (int)strcspn(t->pos, " "),
	    t->pos);
	g = notation_game_new(notation_position_rules(p));
	ck_assert_ptr_nonnull(g);
	ck_assert_int_eq(notation_game_reset(g, p), 0);
	notation_diag_clear(&d);
	ck_assert_msg(notation_game_play(g, t->move, strlen(t->move), &d) == 0,
	    "%s: %s", t->move, d.message);
	ref_of(&b, game_of(name));
	ref_plain_read(&b, notation_game_position(g));
	ck_assert_int_eq(ref_connected(&b, game_of(name), side),
	    t->connects);
	o = notation_game_outcome(g);
	ck_assert_int_eq(o->reason == NOTATION_REASON_CONNECTION,
	    t->connects);
	if (t->connects) {
		ck_assert_int_eq(o->kind, NOTATION_RESULT_WIN);
		ck_assert_uint_eq(o->winners, 1u << side);
	}
	ck_assert_str_eq(notation_reason_name(NOTATION_REASON_CONNECTION),
	    "connection");
	notation_game_free(g);
	notation_position_free(p);
}
END_TEST

/* Positions of Connectie's games: perft against the reference. */
static const struct position_case cpositions[] = {
	{ "connectie", "w:e1,e2,h4," C_CHAIN " " C_BLACK " w 30", 2 },
	{ "connectie", "w:e1,e2,f2,e3,f3,g3,e4,f4,g4,h4,g6,f5,h5 "
	  "b:j13,k12,l13,j14,k14,l14,m14,k15,l15,m15,l16,m16,m17 w 2", 3 },
	{ "connectie-3p", "w:e1,e2,f2,e3,f3,g3,e4,f4,g4,h4,f5,g5,h5 "
	  "y:e10,e9,f9,g9,h9,i9,j9,k9,m9,m8,l10,e11,f11 "
	  "g:m10,m11,m12,n10,n11,o11,n12,o12,p12,n13,o13,p13,q13 y 20", 3 },
	{ "connectie-solo", "w:e1,g3,h12," C_CHAIN " w 30", 3 },
	{ "connectie-4p", C4_WIN, 2 },
	{ "connectie-5p", C5_WIN, 2 },
	{ "connectie-6p", C6_WIN, 2 },
	{ "connectie-6p", C6_BROKEN, 2 },
};

TEST_CASES(perft, test_perft_connectie, cpositions, perft_case)

/* The end key: a goal smaller than the stones only with a connection. */
#define STAR1(end) "name: t\nboard: {shape: star}\nplayers:\n" \
	"  - {name: W, letter: w, camp: [e1, e2], goal: [m17]}\n" end

static const struct text_case connection_keys[] = {
	{ STAR1("end: {connection: true}\n"), NULL },
	{ STAR1(""), "player W has 2 stones but a goal of only 1 cell: give its goal" },
	{ STAR1("end: {connection: false}\n"), "has 2 stones" },
	{ STAR1("end: {connection: yes}\n"), "connection must be true or "
	  "false" },
	{ STAR1("end: {conection: true}\n"), "did you mean 'connection'" },
};

TEST_LOOP(keys, test_connection_key, NELEM(connection_keys))
{
	const struct text_case	*t = &connection_keys[_i];
	struct notation_diag	 d;
	struct notation_buf	 b = { 0 };
	notation_rules		*r, *again;

	notation_diag_clear(&d);
	r = notation_rules_load_string(t->in, strlen(t->in), "t.yaml", &d);
	if (t->want != NULL) {
		ck_assert_ptr_null(r);
		ck_assert_msg(strstr(d.message, t->want) != NULL,
		    "'%s' lacks '%s'", d.message, t->want);
		return;
	}
	ck_assert_msg(r != NULL, "%s", d.message);
	again = check_key_reload(r, &b);
	ck_assert_ptr_nonnull(strstr(b.data, "connection: true"));
	notation_rules_free(again);
	notation_rules_free(r);
	notation_buf_free(&b);
}
END_TEST

HARNESS_SUITE("colour_games")
