/*
 * check_rulesets.c -- every square-board rule set (spec/rules.md sections
 * 2 to 11): what each built-in rule file says, perft of every
 * start position against an independent move generator written here, and
 * hand-made positions for each end the rules impose and each move a rule
 * set forbids.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "ref/ref.h"
#include "records/records.h"

SUITE_TCASE(builtin, "builtin", setup, teardown, 0);
SUITE_TCASE(perft, "perft", setup, teardown, 600);
SUITE_TCASE(scenarios, "scenarios", setup, teardown, 0);
SUITE_TCASE(perft_positions, "perft-positions", setup, teardown, 600);

/* ------------------------------------------------------------------ */
/* What each rule set is (spec/rules.md, one section per rule set).    */

enum { NO = 0, YES = 1 };

static const struct ruleset {
	const char	*name;
	int		 size;		/* square board, size x size */
	int		 players;
	int		 stones;
	int		 dirs;
	int		 longjumps;
	int		 after_round;	/* corners: goal checked after Black */
	int		 home, tempo;	/* corners checks, 0 = none */
	int		 repetition;	/* noted from move 52 */
	int		 goal_lock, camp_duty, no_move, swap, filled;
	int		 teams;		/* partners sit opposite */
	int		 marked;	/* Trefhalma */
} rulesets[] = {
	{ "corners-10x10", 10, 2, 15, 4, NO, YES, 60, 120, YES,
	  NO, NO, NO, NO, NO, NO, NO },
	{ "corners-mini", 8, 2, 9, 4, NO, YES, 40, 80, YES,
	  NO, NO, NO, NO, NO, NO, NO },
	{ "corners-3x4", 8, 2, 12, 4, NO, YES, 40, 80, YES,
	  NO, NO, NO, NO, NO, NO, NO },
	{ "corners-8x8-diagonal", 8, 2, 10, 8, NO, YES, 30, 80, YES,
	  NO, NO, NO, NO, NO, NO, NO },
	{ "corners-10x10-diagonal", 10, 2, 15, 8, NO, YES, 50, 120, YES,
	  NO, NO, NO, NO, NO, NO, NO },
	{ "corners-mini-diagonal", 8, 2, 9, 8, NO, YES, 30, 80, YES,
	  NO, NO, NO, NO, NO, NO, NO },
	{ "corners-3x4-diagonal", 8, 2, 12, 8, NO, YES, 30, 80, YES,
	  NO, NO, NO, NO, NO, NO, NO },
	{ "halma-16x16", 16, 2, 19, 8, NO, NO, 0, 0, NO,
	  YES, YES, YES, NO, NO, NO, NO },
	{ "halma-16x16-swap", 16, 2, 19, 8, NO, NO, 0, 0, NO,
	  YES, YES, YES, YES, NO, NO, NO },
	{ "halma-16x16-filled", 16, 2, 19, 8, NO, NO, 0, 0, NO,
	  YES, YES, YES, NO, YES, NO, NO },
	{ "halma-16x16-4p", 16, 4, 13, 8, NO, NO, 0, 0, NO,
	  YES, YES, YES, NO, NO, NO, NO },
	{ "halma-16x16-teams", 16, 4, 13, 8, NO, NO, 0, 0, NO,
	  YES, YES, YES, NO, NO, YES, NO },
	{ "snelhalma", 16, 2, 6, 8, NO, NO, 0, 0, NO,
	  YES, YES, YES, NO, NO, NO, NO },
	{ "snelhalma-4p", 16, 4, 6, 8, NO, NO, 0, 0, NO,
	  YES, YES, YES, NO, NO, NO, NO },
	{ "spronghalma", 16, 2, 19, 8, YES, NO, 0, 0, NO,
	  YES, YES, YES, NO, NO, NO, NO },
	{ "trefhalma", 16, 2, 19, 8, NO, NO, 0, 0, NO,
	  YES, YES, YES, NO, NO, NO, YES },
	{ "highscore", 16, 1, 19, 8, NO, NO, 0, 0, NO,
	  YES, NO, NO, NO, NO, NO, NO },
	/* The two of the foundation, for the independent perft below. */
	{ "halma-10x10", 10, 2, 15, 8, NO, NO, 0, 0, YES,
	  NO, NO, NO, NO, NO, NO, NO },
	{ "corners-8x8", 8, 2, 10, 4, NO, YES, 40, 80, YES,
	  NO, NO, NO, NO, NO, NO, NO },
};

#define NRULESETS	(int)NELEM(rulesets)

static const struct ruleset *
ruleset_of(const char *name)
{
	return table_find(rulesets, NRULESETS, sizeof(rulesets[0]), name);
}

/* The letters in turn order: two players, four around the board, one. */
static const char *
letters(int players)
{
	return players == 4 ? "wrbg" : players == 2 ? "wb" : "w";
}

TEST_LOOP(builtin, test_builtin, NRULESETS)
{
	const struct ruleset	*t = &rulesets[_i];
	const notation_rules	*r;
	struct notation_diag	 d;
	size_t			 i;
	int			 p, listed = 0;

	for (i = 0; notation_rules_builtin_name(i) != NULL; i++)
		if (strcmp(notation_rules_builtin_name(i), t->name) == 0)
			listed++;
	ck_assert_int_eq(listed, 1);
	notation_diag_clear(&d);
	r = notation_catalog_find(cat, t->name, &d);
	ck_assert_msg(r != NULL, "%s: %s", t->name, d.message);
	ck_assert_int_eq(notation_rules_width(r), t->size);
	ck_assert_int_eq(notation_rules_height(r), t->size);
	ck_assert_int_eq(notation_rules_directions(r), t->dirs);
	ck_assert_int_eq(notation_rules_players(r), t->players);
	ck_assert_int_eq(r->jump == JUMP_LONG, t->longjumps);
	ck_assert_int_eq(r->goal_check == GOAL_AFTER_ROUND, t->after_round);
	ck_assert_int_eq(r->home_check_move, t->home);
	ck_assert_int_eq(r->tempo_check_move, t->tempo);
	ck_assert_int_eq(r->repetition_count, t->repetition ? 3 : 0);
	ck_assert_int_eq(r->repetition_min_move, t->repetition ? 52 : 0);
	ck_assert_int_eq(r->camp_rule_move, strcmp(t->name, "halma-10x10") ?
	    0 : 50);
	ck_assert_int_eq(r->goal_lock, t->goal_lock);
	ck_assert_int_eq(r->camp_duty, t->camp_duty);
	ck_assert_int_eq(r->no_move_loses, t->no_move);
	ck_assert_int_eq(r->swap, t->swap);
	ck_assert_int_eq(r->filled_goal_wins, t->filled);
	for (p = 0; p < t->players; p++) {
		ck_assert_int_eq(notation_rules_player_letter(r, p),
		    letters(t->players)[p]);
		ck_assert_int_eq(notation_rules_stones(r, p), t->stones);
		/* Teams: White and Black are partners, Red and Green. */
		ck_assert_int_eq(r->pl[p].team, t->teams ? p % 2 + 1 : 0);
		ck_assert_int_eq(r->pl[p].marked >= 0, t->marked);
		if (t->marked)
			ck_assert_int_eq(r->pl[p].marked,
			    r->pl[t->players - 1 - p].corner);
	}
}
END_TEST

/* ------------------------------------------------------------------ */
/* Camps, by a description independent of the rule files.             */

/*
 * The cells of the camp of player p, computed from the shape spec/rules.md
 * describes: rows of the given lengths from the player's corner, the
 * corner White's bottom-right one turned around the board for the
 * others (Black opposite, Red at a1, Green at p16).
 */
static int
in_rows(int size, const int *rows, int x, int y, int who, int players)
{
	int	 i;

	/* Turn (x, y) into White's frame, corner at (size - 1, 0). */
	if (players == 4 && who == 1)
		x = size - 1 - x;
	else if ((players == 4 && who == 2) || (players == 2 && who == 1)) {
		x = size - 1 - x;
		y = size - 1 - y;
	} else if (players == 4 && who == 3)
		y = size - 1 - y;
	for (i = 0; rows[i] != 0; i++)
		if (y == i)
			return x >= size - rows[i];
	return 0;
}

static const int rows_tri4[] = { 4, 3, 2, 1, 0 };
static const int rows_tri5[] = { 5, 4, 3, 2, 1, 0 };
static const int rows_mini[] = { 3, 3, 3, 0 };
static const int rows_3x4[] = { 4, 4, 4, 0 };
static const int rows_big[] = { 5, 5, 4, 3, 2, 0 };
static const int rows_small[] = { 4, 4, 3, 2, 0 };

static int
camp_cell(const struct ruleset *t, int x, int y, int who)
{
	const char	*n = t->name;

	if (strncmp(n, "corners-8x8", 11) == 0)
		return in_rows(8, rows_tri4, x, y, who, 2);
	if (strncmp(n, "corners-10x10", 13) == 0 ||
	    strcmp(n, "halma-10x10") == 0)
		return in_rows(10, rows_tri5, x, y, who, 2);
	if (strncmp(n, "corners-mini", 12) == 0)
		return in_rows(8, rows_mini, x, y, who, 2);
	if (strncmp(n, "corners-3x4", 11) == 0)
		return in_rows(8, rows_3x4, x, y, who, 2);
	if (strncmp(n, "snelhalma", 9) == 0)
		return in_rows(16, rows_big, x, y, who, t->players) &&
		    !in_rows(16, rows_small, x, y, who, t->players);
	if (t->players == 4)
		return in_rows(16, rows_small, x, y, who, 4);
	return in_rows(16, rows_big, x, y, who, 2);
}

/* The camps and goals of every rule set are the shapes of spec/rules.md. */
TEST_LOOP(builtin, test_camps, NRULESETS)
{
	const struct ruleset	*t = &rulesets[_i];
	const notation_rules	*r = notation_catalog_find(cat, t->name, NULL);
	int			 x, y, p, c, opp, n;

	ck_assert_ptr_nonnull(r);
	for (p = 0; p < t->players; p++) {
		/* The goal is the camp in the opposite corner. */
		opp = t->players == 4 ? (p + 2) % 4 : 1 - p;
		n = 0;
		for (x = 0; x < t->size; x++)
			for (y = 0; y < t->size; y++) {
				c = notation_cell_at(r, x, y);
				ck_assert_int_eq(notation_cell_in_camp(r, p, c),
				    camp_cell(t, x, y, p));
				if (t->players == 1)
					ck_assert_int_eq(
					    notation_cell_in_goal(r, p, c),
					    camp_cell(t, t->size - 1 - x,
					    t->size - 1 - y, 0));
				else
					ck_assert_int_eq(
					    notation_cell_in_goal(r, p, c),
					    camp_cell(t, x, y, opp));
				n += camp_cell(t, x, y, p);
			}
		ck_assert_int_eq(n, t->stones);
	}
}
END_TEST

/* ------------------------------------------------------------------ */
/*
 * The reference generator (tests/ref/ref_plain.c) set to the rule set's
 * restrictions, as the table gives them; the camps and goals it asks
 * the library for (test_camps holds them to the spec).
 */
static void
ref_of(struct ref_plain *g, const notation_position *p,
    const struct ruleset *t)
{
	int	 e;

	ref_plain_init(g, 0, t->size, t->players);
	g->ndirs = t->dirs;
	g->longj = t->longjumps;
	g->lock = t->goal_lock;
	g->duty = t->camp_duty;
	g->swap = t->swap;
	for (e = 0; e < t->players; e++)
		g->team[e] = t->teams ? e % 2 + 1 : 0;
	ref_plain_camps_of(g, notation_position_rules(p));
}

/*
 * The hops the statistics count for a chain (nt_jump_hops, a search that
 * writes no path) are those of the path the long form writes, for every
 * jump of the position.
 */
static void
hops_agree(const notation_position *p)
{
	struct notation_move	 moves[NOTATION_MAX_MOVES];
	int16_t			 path[NOTATION_MAX_CELLS];
	size_t			 n, i;

	n = notation_move_generate(p, moves);
	for (i = 0; i < n; i++)
		if (moves[i].kind == NOTATION_JUMP)
			ck_assert_uint_eq(nt_jump_hops(p, moves[i].from,
			    moves[i].to), nt_jump_path(p, moves[i].from,
			    moves[i].to, path));
}

static void
perft_agrees(const notation_position *p, const struct ruleset *t, int depth)
{
	struct ref_plain	 g;

	ref_of(&g, p, t);
	hops_agree(p);
	ref_plain_agrees(&g, p, t->name, depth, 0);
}

/* Perft of every start position to depth 3 (spec/rules.md, "Perft"). */
TEST_LOOP(perft, test_perft_start, 3 * NRULESETS)
{
	const struct ruleset	*t = &rulesets[_i / 3];
	const notation_rules	*r = notation_catalog_find(cat, t->name, NULL);
	notation_position	*p;

	ck_assert_ptr_nonnull(r);
	p = notation_position_new(r);
	perft_agrees(p, t, _i % 3 + 1);
	notation_position_free(p);
}
END_TEST

/*
 * The perft table of spec/rules.md is what the library counts (and so,
 * by the test above, what the reference counts): a row per rule set.
 */
TEST_ONCE(perft, test_spec_perft)
{
	ck_assert_int_eq(check_spec_perft("", 0), NRULESETS);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Hand-made positions (the stones and the side to move; the rule set */
/* is put in front).                                                  */

/* 16x16: White's stone on d14 in its goal, Black's e14 and e15 beside. */
#define GOALLOCK "w:d14,a6,b6,c6,d6,e6,f6,g6,h6,i6,j6,k6,l6,m6,n6,o6,p6," \
	"a7,b7 b:a16,e15,e14,a9,b9,c9,d9,e9,f9,g9,h9,i9,j9,k9,l9,m9,n9,o9," \
	"p9 w 30"
/* Black has emptied its camp; ten White stones are still at home. */
#define DUTY	"w:l1,m1,n1,o1,p1,l2,m2,n2,o2,p2,a7,b7,c7,d7,e7,f7,g7,h7," \
	"i7 b:a10,b10,c10,d10,e10,f10,g10,h10,i10,j10,k10,l10,m10,n10,o10," \
	"p10,a11,b11,c11 w 40"
/* The same, but White's one stone at home, p1, is walled in. */
#define DUTYFREE "w:p1,a6,b6,c6,d6,e6,f6,g6,h6,i6,j6,k6,l6,m6,n6,o6,p6," \
	"a7,b7 b:o1,o2,p2,n1,n3,p3,a10,b10,c10,d10,e10,f10,g10,h10,i10,j10," \
	"k10,l10,m10 w 40"
/*
 * Black's goal holds 18 Black stones and White's p5; Black's last stone,
 * k1, is walled in but for k3, which White's k4-k3 closes.
 */
#define BLOCKED_W "w:p5,j1,j2,k2,i1,i3,%s,o6,p6,n5,n7,p7,a16,b16,c16,d16," \
	"e16,a15,b15"
#define BLOCKED_B " b:l1,m1,n1,o1,p1,l2,m2,n2,o2,p2,m3,n3,o3,p3,n4,o4,p4," \
	"o5,k1"
#define BLOCKED	"w:p5,j1,j2,k2,i1,i3,k4,o6,p6,n5,n7,p7,a16,b16,c16,d16," \
	"e16,a15,b15" BLOCKED_B " w 60"
#define BLOCKED3 "w:p5,j1,j2,k2,i1,i3,k3,o6,p6,n5,n7,p7,a16,b16,c16,d16," \
	"e16,a15,b15" BLOCKED_B " b 60"
/* Black's goal with a hole at o5; and full, with Black's h8 far away. */
#define NOTFULL	"w:p5,e16,d16,c16,b16,a16,e15,d15,c15,b15,a15,d14,c14,b14," \
	"a14,c13,b13,a13,a12 b:l1,m1,n1,o1,p1,l2,m2,n2,o2,p2,m3,n3,o3,p3,n4," \
	"o4,p4,k1,h8 b 60"
#define FAR	"w:p5,e16,d16,c16,b16,a16,e15,d15,c15,b15,a15,d14,c14,b14," \
	"a14,c13,b13,a13,a12 b:l1,m1,n1,o1,p1,l2,m2,n2,o2,p2,m3,n3,o3,p3,n4," \
	"o4,p4,o5,h8 b 60"
/* Team play: White has finished; its partner Black lacks m1. */
#define TEAM	"w:d16,c16,b16,a16,d15,c15,b15,a15,c14,b14,a14,b13,a13 " \
	"r:d1,c1,b1,a1,d2,c2,b2,a2,c3,b3,a3,b4,a4 " \
	"b:n1,o1,p1,m2,n2,o2,p2,n3,o3,p3,o4,p4,l1 " \
	"g:m16,n16,o16,p16,m15,n15,o15,p15,n14,o14,p14,o13,p13 w 50"
/* The same, but White's a13 stone is on c12: White has not finished. */
#define TEAMNOT	"w:d16,c16,b16,a16,d15,c15,b15,a15,c14,b14,a14,b13,c12 " \
	"r:d1,c1,b1,a1,d2,c2,b2,a2,c3,b3,a3,b4,a4 " \
	"b:n1,o1,p1,m2,n2,o2,p2,n3,o3,p3,o4,p4,l1 " \
	"g:m16,n16,o16,p16,m15,n15,o15,p15,n14,o14,p14,o13,p13 w 50"
/* Four players: White's last stone, a12, is walled in; Green to move. */
#define STUCK4	"w:c16,b16,a16,d15,c15,b15,a15,c14,b14,a14,b13,a13,a12 " \
	"r:d1,c1,b1,a1,d2,c2,b2,a2,c3,b3,a3,b4,a4 " \
	"b:d16,b12,a11,b11,c12,c10,a10,h8,h9,h10,i8,i9,i10 " \
	"g:m16,n16,o16,p16,m15,n15,o15,p15,n14,o14,p14,o13,p13 g 70"
/* Four players: Red one step from its goal. */
#define WIN4	"w:m1,n1,o1,p1,m2,n2,o2,p2,n3,o3,p3,o4,p4 " \
	"r:m16,n16,o16,p16,m15,n15,o15,p15,n14,o14,p14,p13,n12 " \
	"b:d16,c16,b16,a16,d15,c15,b15,a15,c14,b14,a14,b13,a13 " \
	"g:f8,f9,f10,f11,f12,f13,f14,g8,g9,g10,g11,g12,g13 r 70"
#define SNEL	"w:e16,e15,d14,c13,a12,c12 b:h8,h9,i8,i9,j8,j9 w 20"
#define SNEL4	"w:e16,e15,d14,c13,a12,c12 r:e1,e2,d3,c4,b5,a5 " \
	"b:h8,h9,i8,i9,j8,j9 g:l16,l15,m14,n13,o12,p12 w 20"
#define HIGH	"w:e16,d16,c16,b16,a16,e15,d15,c15,b15,a15,d14,c14,b14,a14," \
	"b13,a13,b12,a12,d12 w 25"
/* Long jumps: c3 over c5 to c7, over e7 to g7, over d4 to a1. */
#define SPRONG	"w:c3,l1,m1,n1,o1,p1,l2,m2,n2,o2,p2,m3,n3,o3,p3,n4,o4,p4,o5 " \
	"b:e16,d16,c16,b16,a16,e15,d15,c15,b15,a15,d14,c14,b14,a14,b13,a13," \
	"c5,e7,d4 w 12"
/*
 * Trefhalma: White's marked stone on p1 can jump along Black's ladder
 * o2, m4, ..., e12 to d13 beside the goal.  In the first, the goal is
 * full but for c13 and a16 holds an unmarked stone; in the second, c14
 * and a16 are free and one more White stone waits on e14.
 */
#define TREF_NOWIN "w:p1,e16,d16,c16,b16,a16,e15,d15,c15,b15,a15,d14,c14," \
	"b14,a14,b13,a13,b12,a12 b:o2,m4,k6,i8,g10,e12,a1,b1,c1,d1,e1,f1,a2," \
	"b2,c2,d2,e2,f2,a3 w 30"
#define TREF_WIN "w:p1,e14,e16,d16,c16,b16,e15,d15,c15,b15,a15,d14,b14," \
	"a14,c13,b13,a13,b12,a12 b:o2,m4,k6,i8,g10,e12,a1,b1,c1,d1,e1,f1,a2," \
	"b2,c2,d2,e2,f2,a3 w 30"
/* Corners: White's j1 or h1 still at home when the home check comes. */
#define CORN10HOME "w:j1,c3,d3,e3,f3,g3,c4,d4,e4,f4,g4,c5,d5,e5,f5 " \
	"b:d6,e6,f6,g6,h6,d7,e7,f7,g7,h7,e8,f8,g8,h8,i8 b"
/* Tempo counts 1 (White, f10 for e10) and 2 (Black, e2 for f1). */
#define CORN10TEMPO "w:a10,b10,c10,d10,a9,b9,c9,d9,a8,b8,c8,a7,b7,a6,f10 " \
	"b:g1,h1,i1,j1,g2,h2,i2,j2,h3,i3,j3,i4,j4,j5,e2 b 120"
/* Both one step from their goals, White to move; then the same at 80. */
#define MINIGOAL "w:a6,b6,a7,b7,c7,a8,b8,c8,d6 b:g1,h1,f2,g2,h2,f3,g3,h3,e1"
#define MINIHOME "w:h1,c3,d3,e3,c4,d4,e4,c5,d5 b:d6,e6,f6,d7,e7,f7,d8,e8," \
	"f8 b"
#define X34HOME	"w:h1,a2,b2,c2,d2,a3,b3,c3,d3,a4,b4,c4 b:e6,f6,g6,h6,e7,f7," \
	"g7,h7,e8,f8,g8,e5 b"
#define X88HOME	"w:h1,a1,b1,c1,a2,b2,c2,a3,b3,c3 b:e5,f5,g5,h5,e6,f6,g6," \
	"h6,e7,f7 b"

/*
 * A game from a position (NULL: the rule set's start), a list of moves
 * that must all be legal, then a move that must be refused (NULL: none),
 * and the outcome the rules impose after that: a result token ("*" for
 * none), the reason and the ply.
 */
static const struct scenario {
	const char	*what;
	const char	*variant;
	const char	*start;
	const char	*moves;
	const char	*bad;
	int		 code;
	const char	*why;
	const char	*result;
	enum notation_reason reason;
	unsigned long	 ply;
} scenarios[] = {
	/* Corners: orthogonal only, unless with diagonals. */
	{ "corners: no diagonal step", "corners-10x10", NULL, "",
	  "j5-i6", NOTATION_ILLEGAL_MOVE, "cannot be reached", "*", 0, 0 },
	{ "corners: diagonal step", "corners-10x10-diagonal", NULL, "j5-i6",
	  NULL, 0, NULL, "*", 0, 0 },
	{ "mini: no diagonal step", "corners-mini", NULL, "h3-h4 a6-a5",
	  "g3-f4", NOTATION_ILLEGAL_MOVE, "cannot be reached", "*", 0, 0 },
	{ "mini: diagonal step", "corners-mini-diagonal", NULL,
	  "h3-g4 a6-b5 g3-f4", NULL, 0, NULL, "*", 0, 0 },
	{ "3x4: no diagonal step", "corners-3x4", NULL, "",
	  "e3-d4", NOTATION_ILLEGAL_MOVE, "cannot be reached", "*", 0, 0 },
	{ "3x4: diagonal step", "corners-3x4-diagonal", NULL, "e3-d4",
	  NULL, 0, NULL, "*", 0, 0 },
	{ "8x8: diagonal step", "corners-8x8-diagonal", NULL, "h4-g5 a5-b4",
	  NULL, 0, NULL, "*", 0, 0 },
	{ "8x8: diagonal jump", "corners-8x8-diagonal", NULL, "g3-f4 a8-c6",
	  NULL, 0, NULL, "*", 0, 0 },
	{ "8x8: no diagonal jump", "corners-8x8", NULL, "g3-g4",
	  "a8-c6", NOTATION_ILLEGAL_MOVE, "cannot be reached", "*", 0, 0 },
	/* Corners: the home check. */
	{ "10x10: home check at 60", "corners-10x10", CORN10HOME " 60",
	  "i8-i9", NULL, 0, NULL, "0-1", NOTATION_REASON_HOME_CHECK, 1 },
	{ "10x10 diagonal: home check at 50", "corners-10x10-diagonal",
	  CORN10HOME " 50", "i8-i9", NULL, 0, NULL, "0-1",
	  NOTATION_REASON_HOME_CHECK, 1 },
	{ "10x10 diagonal: no check at 60", "corners-10x10-diagonal",
	  CORN10HOME " 60", "i8-i9", NULL, 0, NULL, "*", 0, 0 },
	{ "mini: home check at 40", "corners-mini", MINIHOME " 40",
	  "f8-g8", NULL, 0, NULL, "0-1", NOTATION_REASON_HOME_CHECK, 1 },
	{ "mini diagonal: home check at 30", "corners-mini-diagonal",
	  MINIHOME " 30", "f8-g8", NULL, 0, NULL, "0-1",
	  NOTATION_REASON_HOME_CHECK, 1 },
	{ "mini diagonal: no check at 40", "corners-mini-diagonal",
	  MINIHOME " 40", "f8-g8", NULL, 0, NULL, "*", 0, 0 },
	{ "3x4: home check at 40", "corners-3x4", X34HOME " 40",
	  "e5-e4", NULL, 0, NULL, "0-1", NOTATION_REASON_HOME_CHECK, 1 },
	{ "3x4 diagonal: home check at 30", "corners-3x4-diagonal",
	  X34HOME " 30", "e5-e4", NULL, 0, NULL, "0-1",
	  NOTATION_REASON_HOME_CHECK, 1 },
	{ "8x8 diagonal: home check at 30", "corners-8x8-diagonal",
	  X88HOME " 30", "f7-f8", NULL, 0, NULL, "0-1",
	  NOTATION_REASON_HOME_CHECK, 1 },
	/* Corners: the tempo check (White 1, Black 2 before its move). */
	{ "10x10: tempo, lower wins", "corners-10x10", CORN10TEMPO,
	  "e2-d2", NULL, 0, NULL, "1-0", NOTATION_REASON_TEMPO, 1 },
	{ "10x10: tempo, equal draws", "corners-10x10", CORN10TEMPO,
	  "e2-e1", NULL, 0, NULL, "1/2-1/2", NOTATION_REASON_TEMPO, 1 },
	{ "mini: tempo at 80", "corners-mini", MINIGOAL " b 80",
	  "e1-e2", NULL, 0, NULL, "1-0", NOTATION_REASON_TEMPO, 1 },
	/* Corners: completion is checked after Black's move. */
	{ "mini: Black's reply draws", "corners-mini", MINIGOAL " w 20",
	  "d6-c6 e1-f1", NULL, 0, NULL, "1/2-1/2", NOTATION_REASON_GOAL, 2 },
	{ "mini: White completes", "corners-mini", MINIGOAL " w 20",
	  "d6-c6 e1-e2", NULL, 0, NULL, "1-0", NOTATION_REASON_GOAL, 2 },
	{ "mini: Black completes", "corners-mini", MINIGOAL " w 20",
	  "d6-d5 e1-f1", NULL, 0, NULL, "0-1", NOTATION_REASON_GOAL, 2 },
	{ "mini: no move after the end", "corners-mini", MINIGOAL " w 20",
	  "d6-c6 e1-f1", "c6-d6", NOTATION_MOVE_AFTER_END, "already ended",
	  "1/2-1/2", NOTATION_REASON_GOAL, 2 },

	/* 16x16: the goal lock. */
	{ "goal lock: a step out", "halma-16x16", GOALLOCK, "",
	  "d14-e13", NOTATION_ILLEGAL_MOVE, "may not leave", "*", 0, 0 },
	{ "goal lock: another step out", "halma-16x16", GOALLOCK, "",
	  "d14-d13", NOTATION_ILLEGAL_MOVE, "may not leave", "*", 0, 0 },
	{ "goal lock: a jump out", "halma-16x16", GOALLOCK, "",
	  "d14-f16", NOTATION_ILLEGAL_MOVE, "may not leave", "*", 0, 0 },
	{ "goal lock: a chain out", "halma-16x16", GOALLOCK, "",
	  "d14-f14", NOTATION_ILLEGAL_MOVE, "may not leave", "*", 0, 0 },
	{ "goal lock: a step inside", "halma-16x16", GOALLOCK, "d14-c15",
	  NULL, 0, NULL, "*", 0, 0 },
	{ "goal lock: a chain out and back", "halma-16x16", GOALLOCK,
	  "d14-d16", NULL, 0, NULL, "*", 0, 0 },
	{ "goal lock: the same, long form", "halma-16x16", GOALLOCK,
	  "d14-f14-d16", NULL, 0, NULL, "*", 0, 0 },
	/* 16x16: the camp duty. */
	{ "camp duty: a stone outside", "halma-16x16", DUTY, "",
	  "a7-a8", NOTATION_ILLEGAL_MOVE, "camp duty", "*", 0, 0 },
	{ "camp duty: a stone of the camp", "halma-16x16", DUTY,
	  "l2-k3 a10-a9 p2-p3", NULL, 0, NULL, "*", 0, 0 },
	{ "camp duty: a jump outside", "halma-16x16", DUTY, "",
	  "h7-j7", NOTATION_ILLEGAL_MOVE, "camp duty", "*", 0, 0 },
	{ "camp duty: no camp stone can move", "halma-16x16", DUTYFREE,
	  "a6-a5", NULL, 0, NULL, "*", 0, 0 },
	{ "camp duty: the walled-in stone", "halma-16x16", DUTYFREE, "",
	  "p1-o1", NOTATION_ILLEGAL_MOVE, "occupied", "*", 0, 0 },
	{ "camp duty: Black's turn", "halma-16x16", GOALLOCK, "d14-c15",
	  "e14-f13", NOTATION_ILLEGAL_MOVE, "camp duty", "*", 0, 0 },
	/* 16x16: no legal move loses; the variants' endings. */
	{ "no move loses", "halma-16x16", BLOCKED, "k4-k3", NULL, 0, NULL,
	  "1-0", NOTATION_REASON_NO_MOVE, 1 },
	{ "no swap without variant 1", "halma-16x16", BLOCKED3, "",
	  "k1-p5", NOTATION_ILLEGAL_MOVE, "occupied", "*", 0, 0 },
	{ "variant 2: a filled goal wins", "halma-16x16-filled", BLOCKED,
	  "k4-k3", NULL, 0, NULL, "0-1", NOTATION_REASON_FILLED_GOAL, 1 },
	{ "variant 1: the swap completes", "halma-16x16-swap", BLOCKED,
	  "k4-k3 k1-p5", NULL, 0, NULL, "0-1", NOTATION_REASON_GOAL, 2 },
	{ "variant 1: not with one's own", "halma-16x16-swap", BLOCKED3, "",
	  "k1-o5", NOTATION_ILLEGAL_MOVE, "occupied", "*", 0, 0 },
	{ "variant 1: not into a goal with room", "halma-16x16-swap",
	  NOTFULL, "", "k1-p5", NOTATION_ILLEGAL_MOVE, "occupied", "*", 0, 0 },
	{ "variant 1: not from afar", "halma-16x16-swap", FAR, "",
	  "h8-p5", NOTATION_ILLEGAL_MOVE, "occupied", "*", 0, 0 },
	{ "variant 1: not in the long form", "halma-16x16-swap", BLOCKED3, "",
	  "k1-m3-p5", NOTATION_ILLEGAL_MOVE, "hop 1", "*", 0, 0 },
	/* Four players. */
	{ "four: a goal", "halma-16x16-4p", WIN4, "n12-o13", NULL, 0, NULL,
	  "0-1-0-0", NOTATION_REASON_GOAL, 1 },
	{ "four: not another's stone", "halma-16x16-4p", WIN4, "",
	  "p4-p5", NOTATION_ILLEGAL_MOVE, "White's", "*", 0, 0 },
	{ "four: no move loses", "halma-16x16-4p", STUCK4, "m15-l14", NULL, 0,
	  NULL, "0-1-1-1", NOTATION_REASON_NO_MOVE, 1 },
	{ "four: turn order", "halma-16x16-4p", NULL,
	  "o4-o5 b4-b5 b13-b12 o13-o12", "b5-b6", NOTATION_ILLEGAL_MOVE,
	  "White is to move", "*", 0, 0 },
	/* Team play. */
	{ "teams: a finished player moves its partner's", "halma-16x16-teams",
	  TEAM, "l1-m1", NULL, 0, NULL, "1-0-1-0", NOTATION_REASON_GOAL, 1 },
	{ "teams: not an opponent's", "halma-16x16-teams", TEAM, "",
	  "a4-a5", NOTATION_ILLEGAL_MOVE, "Red's", "*", 0, 0 },
	{ "teams: the partner's goal lock", "halma-16x16-teams", TEAM, "",
	  "m2-l3", NOTATION_ILLEGAL_MOVE, "may not leave", "*", 0, 0 },
	{ "teams: not before finishing", "halma-16x16-teams", TEAMNOT, "",
	  "l1-m1", NOTATION_ILLEGAL_MOVE, "Black's", "*", 0, 0 },
	{ "teams: one player is not the team", "halma-16x16-teams", TEAMNOT,
	  "c12-c13 a4-a5 l1-m1", NULL, 0, NULL, "*", 0, 0 },
	{ "teams: the team once both are in", "halma-16x16-teams", TEAMNOT,
	  "c12-c13 a4-a5 l1-m1 m15-l14 c13-a13", NULL, 0, NULL, "1-0-1-0",
	  NOTATION_REASON_GOAL, 5 },
	/* Snelhalma. */
	{ "snelhalma: a goal", "snelhalma", SNEL, "c12-b12", NULL, 0, NULL,
	  "1-0", NOTATION_REASON_GOAL, 1 },
	{ "snelhalma: the goal lock", "snelhalma", SNEL, "",
	  "d14-d13", NOTATION_ILLEGAL_MOVE, "may not leave", "*", 0, 0 },
	{ "snelhalma for four: a goal", "snelhalma-4p", SNEL4, "c12-b12",
	  NULL, 0, NULL, "1-0-0-0", NOTATION_REASON_GOAL, 1 },
	/* Spronghalma. */
	{ "spronghalma: over the start cell", "spronghalma", SPRONG,
	  "c3-c7-g7-a1", NULL, 0, NULL, "*", 0, 0 },
	{ "spronghalma: the same, short form", "spronghalma", SPRONG,
	  "c3-a1", NULL, 0, NULL, "*", 0, 0 },
	{ "spronghalma: not symmetric", "spronghalma", SPRONG, "",
	  "c3-c6", NOTATION_ILLEGAL_MOVE, "cannot be reached", "*", 0, 0 },
	{ "spronghalma: a hop off the line's end", "spronghalma", SPRONG, "",
	  "c3-c7-g7-a2", NOTATION_ILLEGAL_MOVE, "hop 3", "*", 0, 0 },
	{ "halma-16x16: no long jump", "halma-16x16", SPRONG, "",
	  "c3-c7", NOTATION_ILLEGAL_MOVE, "cannot be reached", "*", 0, 0 },
	/* Trefhalma. */
	{ "trefhalma: the marked stone first", "trefhalma", TREF_WIN, "",
	  "e14-c14", NOTATION_ILLEGAL_MOVE, "camp duty", "*", 0, 0 },
	{ "trefhalma: marked stone on the corner", "trefhalma", TREF_WIN,
	  "p1-d13 a3-a4 d13-c14 a4-a3 c14-a16 a3-a4 e14-c14", NULL, 0, NULL,
	  "1-0", NOTATION_REASON_GOAL, 7 },
	{ "trefhalma: the goal lock", "trefhalma", TREF_WIN,
	  "p1-d13 a3-a4 d13-c14 a4-a3", "c14-d13", NOTATION_ILLEGAL_MOVE,
	  "may not leave", "*", 0, 0 },
	{ "trefhalma: a full goal without it", "trefhalma", TREF_NOWIN,
	  "p1-d13 a3-a4 d13-c13 a4-a3", NULL, 0, NULL, "0-1",
	  NOTATION_REASON_NO_MOVE, 4 },
	/* Highscore: one player. */
	{ "highscore: the goal", "highscore", HIGH, "d12-c13", NULL, 0, NULL,
	  "1", NOTATION_REASON_GOAL, 1 },
	{ "highscore: the goal lock", "highscore", HIGH, "",
	  "b12-c12", NOTATION_ILLEGAL_MOVE, "may not leave", "*", 0, 0 },
	{ "highscore: every ply a move", "highscore", NULL,
	  "p5-p6 p6-p7 p7-p8", "p8-p7-p6", NOTATION_ILLEGAL_MOVE, "hop 1",
	  "*", 0, 0 },
};

static notation_game *
game_at(const char *variant, const char *start)
{
	char			 text[1024];
	notation_position	*p;
	notation_game		*g;
	const notation_rules	*r;

	if (start == NULL) {
		r = notation_catalog_find(cat, variant, NULL);
		ck_assert_ptr_nonnull(r);
		g = notation_game_new(r);
		ck_assert_ptr_nonnull(g);
		return g;
	}
	snprintf(text, sizeof(text), "%s %s", variant, start);
	p = pos_of(text);
	g = notation_game_new(notation_position_rules(p));
	ck_assert_ptr_nonnull(g);
	ck_assert_int_eq(notation_game_reset(g, p), 0);
	notation_position_free(p);
	return g;
}

/* Play each move of a blank-separated list; each must be legal. */
static void
play_all(notation_game *g, const char *moves)
{
	struct notation_diag	 d;

	ck_assert_msg(play_moves(g, moves, moves, &d) == 0, "ply %lu: %s",
	    d.ply, d.message);
}

static void
outcome_is(const notation_game *g, const char *result,
    enum notation_reason why, unsigned long ply)
{
	const notation_rules		*r;
	const struct notation_result	*o = notation_game_outcome(g);
	struct notation_buf		 b = NOTATION_BUF_INIT;

	r = notation_position_rules(notation_game_position(g));
	ck_assert_int_eq(notation_result_format(o, notation_rules_players(r),
	    &b), 0);
	ck_assert_str_eq(b.data, result);
	ck_assert_int_eq(o->reason, why);
	ck_assert_uint_eq(notation_game_end_ply(g), ply);
	notation_buf_free(&b);
}

TEST_LOOP(scenarios, test_scenario, NELEM(scenarios))
{
	const struct scenario	*t = &scenarios[_i];
	notation_game		*g = game_at(t->variant, t->start);
	struct notation_diag	 d;
	int			 rc;

	play_all(g, t->moves);
	if (t->bad != NULL) {
		notation_diag_clear(&d);
		rc = notation_game_play(g, t->bad, strlen(t->bad), &d);
		ck_assert_msg(rc == t->code, "%s: %s gave %s (%s)", t->what,
		    t->bad, notation_code_name(rc), d.message);
		ck_assert_msg(strstr(d.message, t->why) != NULL,
		    "%s: '%s' lacks '%s'", t->what, d.message, t->why);
	}
	outcome_is(g, t->result, t->reason, t->ply);
	notation_game_free(g);
}
END_TEST

/*
 * Distances (spec/rules-format.md, "Distances"): the steps along the
 * board's lines on the star, |files| + |ranks| on a square board.
 */
static const struct {
	const char	*variant, *a, *b;
	int		 dist;
} distances[] = {
	{ "sternhalma-2p", "i13", "m17", 4 },	/* along a line */
	{ "sternhalma-2p", "e5", "e1", 4 },
	{ "sternhalma-2p", "e1", "m17", 16 },	/* tip to tip */
	{ "sternhalma-2p", "i9", "i9", 0 },
	{ "sternhalma-2p", "i9", "j9", 1 },
	{ "sternhalma-2p", "i9", "j10", 1 },
	{ "sternhalma-2p", "i9", "h10", 2 },	/* off the lines */
	{ "sternhalma-2p", "a5", "q13", 16 },
	{ "halma-10x10", "a1", "j10", 18 },
	{ "halma-10x10", "c3", "d4", 2 },
	{ "corners-8x8", "a1", "h8", 14 },
};

TEST_LOOP(scenarios, test_distance, NELEM(distances))
{
	const notation_rules	*r;
	int			 a, b;

	r = notation_catalog_find(cat, distances[_i].variant, NULL);
	ck_assert_ptr_nonnull(r);
	a = notation_cell_parse(r, distances[_i].a, strlen(distances[_i].a));
	b = notation_cell_parse(r, distances[_i].b, strlen(distances[_i].b));
	ck_assert_int_ge(a, 0);
	ck_assert_int_ge(b, 0);
	ck_assert_int_eq(nt_geometry_distance(&r->geo, a, b),
	    distances[_i].dist);
	ck_assert_int_eq(nt_geometry_distance(&r->geo, b, a),
	    distances[_i].dist);
}
END_TEST

/*
 * A tempo check scores a position and its mirror image alike, on each
 * board shape: the mirror turns the board half round (the star's point
 * reflection, a square board's centre) and swaps the colours, so its
 * result is the same with the scores swapped.  White on i13 and Black on
 * e5 are each 4 steps from their corners on the star (issue 24: these
 * scored 0-1, and the mirror 1-0, by |files| + |ranks|).
 */
#define STAR_TEMPO "name: star-tempo\nboard: {shape: star}\nplayers:\n" \
	"  - {name: White, letter: w, camp: [e1], goal: Black}\n" \
	"  - {name: Black, letter: b, camp: [m17], goal: White}\n" \
	"end: {tempo-check: {move: 3}}\n"
#define STAR_TEMPO3 "name: star-tempo3\nboard: {shape: star}\nplayers:\n" \
	"  - {name: White, letter: w, camp: [e1, e2, f2], goal: Black}\n" \
	"  - {name: Black, letter: b, camp: [m17, m16, l16], goal: White}\n" \
	"end: {tempo-check: {move: 3}}\n"
static const struct {
	const char	*yaml;		/* NULL: a built-in */
	const char	*variant, *start, *moves, *result;
} mirrors[] = {
	{ STAR_TEMPO, "star-tempo", "w:i13 b:e5 w 3", "i13-j14 e5-e4",
	  "1/2-1/2" },
	{ STAR_TEMPO, "star-tempo", "w:m13 b:i5 w 3", "m13-m14 i5-h4",
	  "1/2-1/2" },
	{ STAR_TEMPO, "star-tempo", "w:i13 b:e5 w 3", "i13-h12 e5-e4",
	  "0-1" },
	{ STAR_TEMPO, "star-tempo", "w:m13 b:i5 w 3", "m13-m14 i5-j6",
	  "1-0" },
	{ STAR_TEMPO3, "star-tempo3", "w:i13,k13,j12 b:e5,f5,e6 w 3",
	  "i13-j14 e5-e4", "1/2-1/2" },
	{ STAR_TEMPO3, "star-tempo3", "w:m13,l13,m12 b:i5,g5,h6 w 3",
	  "m13-m14 i5-h4", "1/2-1/2" },
	{ NULL, "corners-10x10", CORN10TEMPO, "e2-d2", "1-0" },
	{ NULL, "corners-10x10",
	  "w:d10,c10,b10,a10,d9,c9,b9,a9,c8,b8,a8,b7,a7,a6,g9 "
	  "b:j1,i1,h1,g1,j2,i2,h2,g2,j3,i3,h3,j4,i4,j5,e2 b 120",
	  "e2-e1", "0-1" },
};

TEST_LOOP(scenarios, test_tempo_mirror, NELEM(mirrors))
{
	struct notation_diag	 d;
	notation_rules		*r;
	notation_game		*g;

	if (mirrors[_i].yaml != NULL) {
		notation_diag_clear(&d);
		r = notation_rules_load_string(mirrors[_i].yaml,
		    strlen(mirrors[_i].yaml), mirrors[_i].variant, &d);
		ck_assert_msg(r != NULL, "%s", d.message);
		ck_assert_ptr_nonnull(notation_catalog_add(cat, r, &d));
	}
	g = game_at(mirrors[_i].variant, mirrors[_i].start);
	play_all(g, mirrors[_i].moves);
	outcome_is(g, mirrors[_i].result, NOTATION_REASON_TEMPO,
	    notation_game_end_ply(g));
	ck_assert_uint_ne(notation_game_end_ply(g), 0);
	notation_game_free(g);
}
END_TEST

/* Perft of the hand-made positions, where the rules' restrictions bite. */
static const struct {
	const char	*variant;
	const char	*start;
	int		 depth;
} perft_positions[] = {
	{ "halma-16x16", GOALLOCK, 2 },
	{ "halma-16x16", DUTY, 2 },
	{ "halma-16x16", DUTYFREE, 2 },
	{ "halma-16x16", BLOCKED3, 1 },
	{ "halma-16x16-swap", BLOCKED3, 3 },
	{ "halma-16x16-swap", NOTFULL, 2 },
	{ "halma-16x16-swap", FAR, 2 },
	{ "halma-16x16-4p", STUCK4, 2 },
	{ "halma-16x16-4p", WIN4, 2 },
	{ "halma-16x16-teams", TEAM, 2 },
	{ "halma-16x16-teams", TEAMNOT, 3 },
	{ "snelhalma-4p", SNEL4, 3 },
	{ "spronghalma", SPRONG, 2 },
	{ "trefhalma", TREF_WIN, 3 },
	{ "highscore", HIGH, 3 },
	{ "corners-10x10-diagonal", CORN10HOME " 50", 3 },
	{ "corners-3x4-diagonal", X34HOME " 30", 3 },
};

TEST_LOOP(perft_positions, test_perft_positions, NELEM(perft_positions))
{
	char			 text[1024];
	notation_position	*p;

	snprintf(text, sizeof(text), "%s %s", perft_positions[_i].variant,
	    perft_positions[_i].start);
	p = pos_of(text);
	perft_agrees(p, ruleset_of(perft_positions[_i].variant),
	    perft_positions[_i].depth);
	notation_position_free(p);
}
END_TEST

/*
 * jump-over (spec/rules-format.md): each value with short and long
 * jumps, four and eight directions, two players and two teams of two,
 * from the start and from a crowded middle, against the reference.
 */
static const struct {
	const char	*over;		/* any, own or opponent */
	int		 dirs, longj, four;
	const char	*start;		/* NULL: the start position */
	int		 depth;
} jump_over[] = {
	{ "any", 8, NO, NO, NULL, 3 },
	{ "own", 8, NO, NO, NULL, 3 },
	{ "opponent", 8, NO, NO, NULL, 3 },
	{ "any", 8, NO, NO, "w:c3,d4,e5,d5,b2,f6 b:c4,e4,d3,f5,e3,c5 w 10", 3 },
	{ "own", 8, NO, NO, "w:c3,d4,e5,d5,b2,f6 b:c4,e4,d3,f5,e3,c5 w 10", 3 },
	{ "opponent", 8, NO, NO,
	  "w:c3,d4,e5,d5,b2,f6 b:c4,e4,d3,f5,e3,c5 w 10", 3 },
	{ "own", 4, NO, NO, "w:c3,d4,e5,d5,b2,f6 b:c4,e4,d3,f5,e3,c5 b 10", 3 },
	{ "opponent", 4, NO, NO,
	  "w:c3,d4,e5,d5,b2,f6 b:c4,e4,d3,f5,e3,c5 b 10", 3 },
	{ "own", 8, YES, NO, "w:a1,c3,d4,e5,b2,f6 b:c5,e2,d7,f5,h3,h8 w 10", 3 },
	{ "opponent", 8, YES, NO,
	  "w:a1,c3,d4,e5,b2,f6 b:c5,e2,d7,f5,h3,h8 w 10", 3 },
	{ "own", 8, NO, YES, "w:c3,d4,a1 r:e5,d5,h1 b:c4,e4,h8 g:d3,f5,a8 r 10",
	  3 },
	{ "opponent", 8, NO, YES,
	  "w:c3,d4,a1 r:e5,d5,h1 b:c4,e4,h8 g:d3,f5,a8 r 10", 3 },
};

#define JO_TWO	"  - {name: White, letter: w, camp: [a1, b1, c1, a2, b2, " \
		"a3], goal: Black}\n" \
		"  - {name: Black, letter: b, camp: [h8, g8, f8, h7, g7, " \
		"h6], goal: White}\n"
#define JO_FOUR	"  - {name: White, letter: w, camp: [a1, b1, a2], " \
		"goal: Black, team: 1}\n" \
		"  - {name: Red, letter: r, camp: [h1, g1, h2], " \
		"goal: Green, team: 2}\n" \
		"  - {name: Black, letter: b, camp: [h8, g8, h7], " \
		"goal: White, team: 1}\n" \
		"  - {name: Green, letter: g, camp: [a8, b8, a7], " \
		"goal: Red, team: 2}\n"

/* The perft of row i of jump_over[] under jump-over 'over'. */
static uint64_t
jump_over_perft(int i, const char *over, int check)
{
	struct notation_diag	 d;
	struct ruleset		 t;
	struct ref_plain	 b;
	notation_rules		*r;
	const notation_rules	*kept;
	notation_position	*p;
	char			 yaml[1024], name[32], text[256];
	uint64_t		 lib;

	snprintf(name, sizeof(name), "jump-over-%d-%s", i, over);
	snprintf(yaml, sizeof(yaml), "name: %s\n"
	    "board: {shape: square, width: 8, height: 8}\n"
	    "directions: %d\njumps: %s\njump-over: %s\nplayers:\n%s", name,
	    jump_over[i].dirs, jump_over[i].longj ? "long" : "short", over,
	    jump_over[i].four ? JO_FOUR : JO_TWO);
	notation_diag_clear(&d);
	r = notation_rules_load_string(yaml, strlen(yaml), name, &d);
	ck_assert_msg(r != NULL, "%s: %s", name, d.message);
	kept = notation_catalog_add(cat, r, &d);
	ck_assert_ptr_nonnull(kept);
	if (jump_over[i].start == NULL)
		p = notation_position_new(kept);
	else {
		snprintf(text, sizeof(text), "%s %s", name, jump_over[i].start);
		p = pos_of(text);
	}
	lib = notation_position_perft(p, jump_over[i].depth);
	hops_agree(p);
	if (check) {
		memset(&t, 0, sizeof(t));
		t.name = name;
		t.size = 8;
		t.players = jump_over[i].four ? 4 : 2;
		t.dirs = jump_over[i].dirs;
		t.longjumps = jump_over[i].longj;
		t.teams = jump_over[i].four;
		ref_of(&b, p, &t);
		b.over = strcmp(over, "own") == 0 ? REF_OVER_OWN :
		    strcmp(over, "opponent") == 0 ? REF_OVER_OTHERS :
		    REF_OVER_ANY;
		ref_plain_agrees(&b, p, name, jump_over[i].depth, lib);
	}
	notation_position_free(p);
	return lib;
}

TEST_LOOP(perft_positions, test_jump_over, NELEM(jump_over))
{
	uint64_t	 n, any;

	n = jump_over_perft(_i, jump_over[_i].over, 1);
	/*
	 * In the crowded middle the restriction bites: fewer moves than
	 * when any stone may be jumped over.
	 */
	if (jump_over[_i].start != NULL &&
	    strcmp(jump_over[_i].over, "any") != 0) {
		any = jump_over_perft(_i, "any", 0);
		ck_assert_msg(n < any, "jump-over: %s: %llu, any: %llu",
		    jump_over[_i].over, (unsigned long long)n,
		    (unsigned long long)any);
	}
}
END_TEST

/* Black has no move at all; with variant 1 its one move is the swap. */
TEST_ONCE(scenarios, test_swap_move)
{
	notation_position	*p = pos_of("halma-16x16-swap " BLOCKED3);
	const notation_rules	*r = notation_position_rules(p);
	struct notation_move	 moves[NOTATION_MAX_MOVES], m;
	struct notation_buf	 b = NOTATION_BUF_INIT;
	int			 k1, p5;

	k1 = notation_cell_parse(r, "k1", 2);
	p5 = notation_cell_parse(r, "p5", 2);
	ck_assert_uint_eq(notation_move_generate(p, moves), 1);
	ck_assert_int_eq(moves[0].from, k1);
	ck_assert_int_eq(moves[0].to, p5);
	ck_assert_int_eq(moves[0].kind, NOTATION_SWAP);
	ck_assert_int_eq(notation_move_parse(p, "k1-p5", 5, &m, NULL), 0);
	ck_assert_int_eq(m.kind, NOTATION_SWAP);
	/* Written in the short form, even when the long one is asked for. */
	ck_assert_int_eq(notation_move_format(p, &m, 1, &b), 0);
	ck_assert_str_eq(b.data, "k1-p5");
	notation_position_apply(p, &m);
	ck_assert_int_eq(notation_position_at(p, p5), 1);
	ck_assert_int_eq(notation_position_at(p, k1), 0);
	notation_buf_free(&b);
	notation_position_free(p);
}
END_TEST

/* The replay follows the marked stone; a position may not show it. */
TEST_ONCE(scenarios, test_marked)
{
	notation_game		*g = game_at("trefhalma", TREF_WIN);
	const notation_rules	*r;

	r = notation_position_rules(notation_game_position(g));
	ck_assert_int_eq(notation_game_marked(g, 0),
	    notation_cell_parse(r, "p1", 2));
	/* Black's marked cell, a16, is empty here: its stone is unknown. */
	ck_assert_int_eq(notation_game_marked(g, 1), -1);
	play_all(g, "p1-d13 a3-a4 d13-c14");
	ck_assert_int_eq(notation_game_marked(g, 0),
	    notation_cell_parse(r, "c14", 3));
	notation_game_free(g);

	/* From the start both marks are known, on their corners. */
	g = game_at("trefhalma", NULL);
	ck_assert_int_eq(notation_game_marked(g, 0),
	    notation_cell_parse(r, "p1", 2));
	ck_assert_int_eq(notation_game_marked(g, 1),
	    notation_cell_parse(r, "a16", 3));
	play_all(g, "p5-p6 a12-a11 p6-p7 a14-a12 p7-p8 a16-a14");
	ck_assert_int_eq(notation_game_marked(g, 1),
	    notation_cell_parse(r, "a14", 3));
	notation_game_free(g);

	g = game_at("halma-16x16", NULL);
	ck_assert_int_eq(notation_game_marked(g, 0), -1);
	notation_game_free(g);
}
END_TEST

/*
 * An unknown mark: Black's marked cell p1 holds no Black stone in this
 * position, so any Black stone on the corner p1 will do.
 */
TEST_ONCE(scenarios, test_marked_unknown)
{
	notation_game	*g = game_at("trefhalma",
	    "w:a1,b1,c1,d1,e1,f1,g1,h1,i1,j1,k1,a2,b2,c2,d2,e2,f2,g2,h2 "
	    "b:l1,n1,o1,p1,l2,m2,n2,o2,p2,m3,n3,o3,p3,n4,o4,p4,o5,p5,k3 b 40");

	ck_assert_int_eq(notation_game_marked(g, 1), -1);
	play_all(g, "k3-m1");
	outcome_is(g, "0-1", NOTATION_REASON_GOAL, 1);
	notation_game_free(g);
}
END_TEST

/* Move numbers and sides: N. for the first player, N... for the others. */
TEST_ONCE(scenarios, test_turns)
{
	notation_game		*g = game_at("halma-16x16-4p", NULL);
	const notation_position	*p;
	static const char *const moves[] = { "o4-o5", "b4-b5", "b13-b12",
	    "o13-o12", "o5-o6" };
	int			 i;

	for (i = 0; i < 5; i++) {
		p = notation_game_position(g);
		ck_assert_int_eq(notation_position_side(p), i % 4);
		ck_assert_uint_eq(notation_position_move_number(p),
		    (unsigned long)(i / 4 + 1));
		ck_assert_uint_eq(notation_position_ply(p), (unsigned long)i);
		play_all(g, moves[i]);
	}
	notation_game_free(g);

	g = game_at("highscore", NULL);
	play_all(g, "p5-p6 p6-p7 p7-p8");
	p = notation_game_position(g);
	ck_assert_int_eq(notation_position_side(p), 0);
	ck_assert_uint_eq(notation_position_move_number(p), 4);
	ck_assert_uint_eq(notation_game_plies(g), 3);
	notation_game_free(g);
}
END_TEST

/* Results of one and of four players (spec/rules.md, "Results"). */
static const struct {
	const char	*text;
	int		 players;
	int		 kind;
	unsigned	 winners;
} results[] = {
	{ "1", 1, NOTATION_RESULT_WIN, 1 },
	{ "0-1-0-0", 4, NOTATION_RESULT_WIN, 2 },
	{ "1-0-1-0", 4, NOTATION_RESULT_WIN, 5 },
	{ "0-1-1-1", 4, NOTATION_RESULT_WIN, 14 },
	{ "1/4-1/4-1/4-1/4", 4, NOTATION_RESULT_DRAW, 15 },
};

TEST_LOOP(scenarios, test_results, NELEM(results))
{
	struct notation_result	 res;
	struct notation_buf	 b = NOTATION_BUF_INIT;

	ck_assert_int_eq(notation_result_parse(results[_i].text,
	    strlen(results[_i].text), results[_i].players, &res), 0);
	ck_assert_int_eq(res.kind, results[_i].kind);
	ck_assert_uint_eq(res.winners, results[_i].winners);
	ck_assert_int_eq(notation_result_format(&res, results[_i].players,
	    &b), 0);
	ck_assert_str_eq(b.data, results[_i].text);
	notation_buf_free(&b);
}
END_TEST

/* The rule-file keys this work added, and what they refuse. */
#define ONE	"name: t\nboard: {shape: square, width: 4, height: 4}\n"
static const struct {
	const char	*yaml;
	int		 ok;
	unsigned long	 line, column;
	const char	*message;
} keys[] = {
	{ ONE "players:\n"
	  "  - {name: A, letter: a, camp: [a1, b1], goal: B, marked: a1}\n"
	  "  - {name: B, letter: b, camp: [c4, d4], goal: A, marked: d4}\n",
	  1, 0, 0, NULL },
	{ ONE "players:\n"
	  "  - {name: A, letter: a, camp: [a1, b1], goal: B, marked: c1}\n"
	  "  - {name: B, letter: b, camp: [c4, d4], goal: A}\n",
	  0, 4, 59, "marked of player A must be one of its start cells" },
	{ ONE "players:\n"
	  "  - {name: A, letter: a, camp: [a1, b1], goal: B, marked: [a1]}\n"
	  "  - {name: B, letter: b, camp: [c4, d4], goal: A}\n",
	  0, 4, 59, "marked must be a cell" },
	/* A player alone may lose (result "0", spec/rules.md 1.6). */
	{ ONE "players:\n"
	  "  - {name: A, letter: a, camp: [a1, b1], goal: [c4, d4]}\n"
	  "end: {no-move-loses: true}\n",
	  1, 0, 0, NULL },
	{ ONE "players:\n"
	  "  - {name: A, letter: a, camp: [a1, b1], goal: [c4, d4]}\n"
	  "end: {no-move-loses: false}\n",
	  1, 0, 0, NULL },
};

TEST_LOOP(scenarios, test_keys, NELEM(keys))
{
	struct notation_diag	 d;
	struct notation_buf	 b = NOTATION_BUF_INIT;
	notation_rules		*r, *again;

	notation_diag_clear(&d);
	r = notation_rules_load_string(keys[_i].yaml, strlen(keys[_i].yaml),
	    "t.yaml", &d);
	if (!keys[_i].ok) {
		ck_assert_ptr_null(r);
		ck_assert_int_eq(d.code, NOTATION_BAD_RULES);
		ck_assert_msg(strstr(d.message, keys[_i].message) != NULL,
		    "'%s' lacks '%s'", d.message, keys[_i].message);
		ck_assert_uint_eq(d.line, keys[_i].line);
		ck_assert_uint_eq(d.column, keys[_i].column);
		return;
	}
	ck_assert_msg(r != NULL, "%s", d.message);
	/* What is written loads back the same. */
	ck_assert_int_eq(notation_rules_emit_yaml(r, &b, NULL), 0);
	again = notation_rules_load_string(b.data, b.len, "again", &d);
	ck_assert_msg(again != NULL, "%s", d.message);
	ck_assert_int_eq(again->pl[0].marked, r->pl[0].marked);
	if (r->nplayers > 1)
		ck_assert_int_eq(again->pl[1].marked, r->pl[1].marked);
	notation_rules_free(again);
	notation_rules_free(r);
	notation_buf_free(&b);
}
END_TEST

HARNESS_SUITE("rulesets")
