/*
 * check_kat_en_muis.c -- Kat en Muis (spec/rules.md section 17.14): the
 * mouse drops its 19 stones anywhere while the cat, with an empty hand,
 * is skipped; then both step, only the cats jump, over a mouse that is
 * captured; the cats lose when they cannot move, the mice when fewer
 * than 9 are left.
 *
 * Perft from the start, during the drops, at the last drop and in the
 * moving phase against the reference generator of tests/ref/
 * ref_katmuis.c, written from the spec alone.  Then the rule-file keys
 * the game brought (a player's moves and min-stones, hands of different
 * sizes, an empty goal), the move forms, position strings and games to
 * each of their ends.
 */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "ref/ref.h"

SUITE_TCASE(perft, "perft", setup, teardown, 60);
SUITE_TCASE(keys, "keys", setup, teardown, 0);
SUITE_TCASE(moves, "moves", setup, teardown, 0);
SUITE_TCASE(positions, "positions", setup, teardown, 0);
SUITE_TCASE(games, "games", setup, teardown, 0);

#define START	"kat-en-muis c:h8,i9 m:+19 m 1"
#define TWO	"kat-en-muis c:h8,i9 m:a1,b1+17 m 3"
#define LAST	"kat-en-muis c:h8,i9 m:a1,b1,c1,d1,e1,f1,g1,h1,i1,j1,k1,l1," \
		"m1,n1,o1,p1,a2,b2+1 m 19"
#define RING	"kat-en-muis c:h8,i9 m:a1,e5,f6,g7,h7,i7,g8,i8,j8,g9,h9,j9," \
		"h10,i10,j10,k11,h12,l12,p16 c 20"
#define WALLED	"kat-en-muis c:a1,a2 m:b1,c1,b2,c2,a3,b3,c3,a4,c4,p16 c 30"
#define NEARLY	"kat-en-muis c:a1,a2 m:b1,c1,b2,c2,a3,b3,c3,a4,d5 m 30"
#define NINE	"kat-en-muis c:h8,p16 m:f8,g8,h9,h10,n13,n14,o15,p15,o16 c 50"

static const struct {
	const char	*pos;
	uint64_t	 perft[3];	/* spec/rules.md 17.14; 0: only the
					   reference */
} perfts[] = {
	/* 254 empty cells, then one fewer a ply: 254 x 253 x 252. */
	{ START, { 254, 64262, 16194024 } },
	{ TWO, { 252, 63252, 15813000 } },
	{ LAST, { 236, 3304, 178242 } },
	/* Each cat jumps 4 mice, none steps (spec/rules.md 17.14). */
	{ RING, { 8, 662, 8704 } },
	/* The cats walled in: no move. */
	{ WALLED, { 0, 0, 0 } },
	{ NEARLY, { 24, 36, 1061 } },
	{ NINE, { 8, 364, 3811 } },
};

TEST_LOOP(perft, test_perft, NELEM(perfts) * 3)
{
	ref_katmuis_agrees(perfts[_i / 3].pos, _i % 3 + 1,
	    perfts[_i / 3].perft[_i % 3]);
}
END_TEST

TEST_ONCE(perft, test_perft_start)
{
	check_start_string(notation_catalog_find(cat, "kat-en-muis", NULL),
	    START);
	ck_assert_int_eq(check_spec_perft("kat-en-muis", 1), 1);
}
END_TEST

/* Every generated move parses back as itself, and no other text does. */
static const char *const agree[] = { RING, NEARLY, NINE };

TEST_LOOP(perft, test_generate_agrees, NELEM(agree))
{
	check_generate_agrees_with_parse(agree[_i]);
}
END_TEST

/*
 * The number of min-stones (spec/rules.md 17.14): over every pair of
 * cells for the cats, the cells that must hold a mouse for neither cat to
 * move, every empty neighbour and every cell straight behind a neighbour
 * on the board, not a cat's; the fewest are 9.  The library agrees that
 * those 9 wall the cats in.
 */
static int
need_of(int a, int b, char need[256])
{
	int	 c, d, x, y, nx, ny, n = 0;

	memset(need, 0, 256);
	for (c = 0; c < 2; c++)
		for (d = 0; d < 8; d++) {
			x = (c == 0 ? a : b) % 16;
			y = (c == 0 ? a : b) / 16;
			nx = x + square_dirs[d][0];
			ny = y + square_dirs[d][1];
			if (nx < 0 || ny < 0 || nx > 15 || ny > 15 ||
			    ny * 16 + nx == a || ny * 16 + nx == b)
				continue;
			n += !need[ny * 16 + nx];
			need[ny * 16 + nx] = 1;
			nx += square_dirs[d][0];
			ny += square_dirs[d][1];
			if (nx < 0 || ny < 0 || nx > 15 || ny > 15 ||
			    ny * 16 + nx == a || ny * 16 + nx == b)
				continue;
			n += !need[ny * 16 + nx];
			need[ny * 16 + nx] = 1;
		}
	return n;
}

TEST_ONCE(perft, test_fewest_wall)
{
	char		 need[256], pos[256];
	notation_position *p;
	size_t		 len;
	int		 a, b, n, best = 256, ba = 0, bb = 0, c;

	for (a = 0; a < 256; a++)
		for (b = a + 1; b < 256; b++)
			if ((n = need_of(a, b, need)) < best) {
				best = n;
				ba = a;
				bb = b;
			}
	ck_assert_int_eq(best, 9);
	need_of(ba, bb, need);
	len = (size_t)snprintf(pos, sizeof(pos), "kat-en-muis c:%c%d,%c%d m:",
	    'a' + ba % 16, ba / 16 + 1, 'a' + bb % 16, bb / 16 + 1);
	for (c = 0; c < 256; c++)
		if (need[c])
			len += (size_t)snprintf(pos + len, sizeof(pos) - len,
			    "%c%d,", 'a' + c % 16, c / 16 + 1);
	snprintf(pos + len - 1, sizeof(pos) - len + 1, " c 30");
	p = pos_of(pos);
	ck_assert_uint_eq(notation_position_perft(p, 1), 0);
	notation_position_free(p);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The keys.                                                          */

/* A rule set on a 4x4 board, W with a hand of HW and B of HB. */
#define TINY(hw, hb, wkeys, extra) \
	"name: t\nboard: {shape: square, width: 4, height: 4}\n" \
	"players:\n" \
	"  - {name: W, letter: w, camp: [], goal: [], hand: " hw wkeys "}\n" \
	"  - {name: B, letter: b, camp: [], goal: [], hand: " hb ", " \
	"min-stones: 1}\n" \
	"drop-cells: [a1, b1, c1, d1, a2, b2, c2, d2, a3, b3]\n" extra

static const struct rules_key_case key_cases[] = {
	/* Hands of different sizes load. */
	{ TINY("1", "2", "", ""), NULL, 0, 0, 10 },
	{ TINY("1", "2", ", moves: [orthogonal-steps]", ""), NULL, 0, 0, 10 },
	{ TINY("1", "2", ", moves: [jumps, diagonal-steps]", ""), NULL, 0, 0,
	  10 },
	{ TINY("1", "2", ", moves: []", ""), "moves lists no move", 4, 62,
	  0 },
	{ TINY("1", "2", ", moves: [steps]", ""), "a move in moves must be "
	  "orthogonal-steps, diagonal-steps or jumps, not 'steps'", 4, 63,
	  0 },
	{ TINY("1", "2", ", moves: [jumps, jumps]", ""), "jumps is listed "
	  "twice in moves", 4, 70, 0 },
	{ TINY("1", "2", ", moves: [diagonal-steps]", "directions: 4\n"),
	  "moves: diagonal-steps needs directions: 8", 4, 62, 0 },
	{ TINY("1", "2", ", moves: [jumps]", "steps: knight\n"), "moves needs "
	  "a square board and steps: lines", 4, 62, 0 },
	{ TINY("1", "2", ", min-stones: 2", ""), "min-stones 2 is more than "
	  "the 1 stones of player W", 4, 55, 0 },
	{ TINY("1", "2", ", min-stones: 0", ""), "min-stones", 4, 67, 0 },
	/* An empty goal wants an end without one. */
	{ "name: t\nboard: {shape: square, width: 4, height: 4}\n"
	  "players:\n"
	  "  - {name: W, letter: w, camp: [a1], goal: []}\n"
	  "  - {name: B, letter: b, camp: [d4], goal: [a1]}\n",
	  "the goal of player W must not be empty", 4, 44, 0 },
	/* Stones in hand beside capture with chains: not defined. */
	{ TINY("1", "2", "", "capture: true\n"), "hand does not go with "
	  "capture with chains", 4, 46, 0 },
	{ TINY("1", "2", "", "capture: true\nchains: false\n"), NULL, 0, 0,
	  10 },
};

TEST_LOOP(keys, test_keys, NELEM(key_cases))
{
	notation_rules	*r;

	r = check_key_load(&key_cases[_i]);
	notation_rules_free(r);
}
END_TEST

/* The built-in rule set written back reads back as the same rules. */
TEST_ONCE(keys, test_write_back)
{
	notation_position	*p;
	static const char *const want[] = { "hand: 19",
	    "moves: [orthogonal-steps, diagonal-steps]", "min-stones: 9",
	    "camp: []", "goal: []", "jump-over: opponent", "chains: false",
	    "capture: true", "draw-after: {move: 200}" };

	check_written_back("kat-en-muis", want, NELEM(want), 2, 64262, NULL);
	p = pos_of(NINE);
	ck_assert_uint_eq(notation_position_perft(p, 2), 364);
	notation_position_free(p);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The move forms.                                                    */

static const struct legal_case move_cases[] = {
	{ START, "a1", 0, NOTATION_DROP, NULL },
	{ START, "i8", 0, NOTATION_DROP, NULL },
	{ START, "h8", NOTATION_ILLEGAL_MOVE, 0, "h8: h8 is not one of the "
	  "cells a stone in hand is dropped on" },
	{ TWO, "a1", NOTATION_ILLEGAL_MOVE, 0, "a1: a1 is occupied" },
	{ START, "q1", NOTATION_ILLEGAL_MOVE, 0, "q1 is not a cell of the "
	  "16x16 board" },
	{ START, "h8-h7", NOTATION_ILLEGAL_MOVE, 0, "the stone on h8 is "
	  "Cat's, but Mouse is to move" },
	{ TWO, "a1-a2", NOTATION_ILLEGAL_MOVE, 0, "no stone moves before "
	  "every stone in hand is dropped" },
	{ START, "pass", NOTATION_ILLEGAL_MOVE, 0, NULL },
	/* The moving phase: steps of both, captures of the cats. */
	{ RING, "h8xh6", 0, NOTATION_JUMP, NULL },
	{ RING, "h8-h6", 0, NOTATION_JUMP, NULL },
	{ RING, "h8xf6", NOTATION_ILLEGAL_MOVE, 0, "f6 is occupied" },
	{ RING, "h8-h7", NOTATION_ILLEGAL_MOVE, 0, "h7 is occupied" },
	{ RING, "i9xk11", NOTATION_ILLEGAL_MOVE, 0, "k11 is occupied" },
	{ RING, "i9xi11", 0, NOTATION_JUMP, NULL },
	/* Never over the other cat; no chain. */
	{ NINE, "h8-j10", NOTATION_ILLEGAL_MOVE, 0, NULL },
	{ "kat-en-muis c:h8,i9 m:h7,h5,a1,b1,c1,d1,e1,f1,g1 c 20", "h8-h6-h4",
	  NOTATION_ILLEGAL_MOVE, 0, NULL },
	{ "kat-en-muis c:h8,p16 m:h7,a1,b1,c1,d1,e1,f1,g1,i1 c 20", "h8-h5",
	  NOTATION_ILLEGAL_MOVE, 0, NULL },
	{ NINE, "h8-g7", 0, NOTATION_STEP, NULL },
	{ NINE, "a1", NOTATION_ILLEGAL_MOVE, 0, "a lone cell is a drop, and "
	  "Cat has no stone left in hand" },
	/* The mice step only. */
	{ NEARLY, "d5-c4", 0, NOTATION_STEP, NULL },
	{ NEARLY, "d5-d6", 0, NOTATION_STEP, NULL },
	{ "kat-en-muis c:e5,h8 m:d4,a1,b1,c1,d1,e1,f1,g1,h1 m 20", "d4xf6",
	  NOTATION_ILLEGAL_MOVE, 0, "Mouse's stones may not jump (moves)" },
	{ "kat-en-muis c:e5,h8 m:d4,a1,b1,c1,d1,e1,f1,g1,h1 m 20", "d4-f6",
	  NOTATION_ILLEGAL_MOVE, 0, "Mouse's stones may not jump (moves)" },
	{ "kat-en-muis c:e5,h8 m:d4,d5,a1,b1,c1,d1,e1,f1,g1 m 20", "d4-d6",
	  NOTATION_ILLEGAL_MOVE, 0, "d6 cannot be reached from d4" },
	{ NEARLY, "d5-d7", NOTATION_ILLEGAL_MOVE, 0, NULL },
	{ WALLED, "pass", NOTATION_ILLEGAL_MOVE, 0, NULL },
};

TEST_CASES(moves, test_moves, move_cases, check_legal)

static const struct form_case form_cases[] = {
	{ START, "g7", "g7", "g7" },
	{ RING, "h8-h6", "h8xh6", "h8xh6" },
	{ NINE, "p16-n16", "p16xn16", "p16xn16" },
	{ NINE, "h8-g7", "h8-g7", "h8-g7" },
};

TEST_CASES(moves, test_forms, form_cases, check_forms)

/* ------------------------------------------------------------------ */
/* Position strings.                                                  */

/*
 * A position string: written as itself (NULL), as the one after "=", or
 * refused with a message holding the text (check_position_text()).
 */
static const struct text_case pos_cases[] = {
	{ START, NULL },
	{ TWO, NULL },
	{ LAST, NULL },
	{ RING, NULL },
	/* Another two of the centre cells: a start of the user's. */
	{ "kat-en-muis c:i8,h9 m:+19 m 1", NULL },
	{ "kat-en-muis c:h8,i9 m:+19 c 1", "the stones in hand do not fit "
	  "the side to move" },
	{ "kat-en-muis c:h8,i9 m:a1+18 c 2", "do not fit the side" },
	{ "kat-en-muis c:g7,i9 m:a1+18 m 2", NULL },
	{ "kat-en-muis c:a1,i9 m:+19 m 1", NULL },
	{ "kat-en-muis c:h8,i9,a1 m:+19 m 1", "Cat has 3 stones" },
	{ "kat-en-muis c:h8,i9 m:a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,"
	  "a14,a15,a16,b1,b2,b3,b4 c 20", "Mouse has 20 stones" },
};

TEST_CASES(positions, test_positions, pos_cases, check_position_text)

/*
 * Hands of different sizes: the turn skips an empty hand while another
 * still drops, and the position strings of the drops read back.
 */
TEST_ONCE(positions, test_skip)
{
	notation_rules		*r = check_rules_load(TINY("1", "2", "", ""),
				    NULL, 0, 0);
	notation_position	*p;
	struct notation_move	 m;
	static const char *const after[] = { "t w:+1 b:+2 w 1",
	    "t w:a1 b:+2 b 1", "t w:a1 b:b1+1 b 2", "t w:a1 b:b1,c1 w 3" };
	static const char *const drop[] = { "a1", "b1", "c1" };
	/* B alone holds stones: A is skipped from the start. */
	static const struct text_case refused[] = {
		{ "t w:+1 b:a1+1 w 1", "do not fit the side to move" },
		{ "t w:a1 b:+2 w 2", "do not fit the side to move" },
	};
	size_t			 i;

	ck_assert_ptr_nonnull(notation_catalog_add(cat, r, NULL));
	p = notation_position_new(r);
	for (i = 0; i < NELEM(refused); i++)
		check_position_text(&refused[i]);
	for (i = 0; i < NELEM(after); i++) {
		check_reads_back(p, after[i]);
		if (i == NELEM(drop))
			break;
		ck_assert_int_eq(notation_move_parse(p, drop[i],
		    strlen(drop[i]), &m, NULL), 0);
		notation_position_apply(p, &m);
	}
	notation_position_free(p);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Games.                                                             */

static const struct outcome_case game_cases[] = {
	/* The ninth mouse walls the cats in: the mice win. */
	{ NEARLY, "d5-c4", NOTATION_RESULT_WIN, 2, NOTATION_REASON_NO_MOVE,
	  1 },
	/* Nine mice, one taken: the cats win. */
	{ NINE, "p16xn16", NOTATION_RESULT_WIN, 1, NOTATION_REASON_MIN_STONES,
	  1 },
	/* Ten mice, one taken: play goes on. */
	{ RING, "h8xh6", NOTATION_RESULT_NONE, 0, NOTATION_REASON_NONE, 1 },
	/* Move 200 ends every game a draw. */
	{ "kat-en-muis c:h8,i9 m:a1,b1,c1,d1,e1,f1,g1,h1,i1,j1 c 199",
	  "h8-h7 a1-a2 h7-h8 a2-a1", NOTATION_RESULT_DRAW, 3,
	  NOTATION_REASON_DRAW_AFTER, 4 },
	/* The drops end nothing. */
	{ START, "a1 b1 c1", NOTATION_RESULT_NONE, 0, NOTATION_REASON_NONE,
	  3 },
};

TEST_CASES(games, test_games, game_cases, check_outcome_case)

/* The whole placement: the cat first to move at move 20. */
TEST_ONCE(games, test_placement)
{
	notation_position	*p = pos_of(START);
	notation_game		*g = notation_game_new(
				    notation_position_rules(p));
	const notation_position	*q;
	struct notation_diag	 d;

	ck_assert_int_eq(notation_game_reset(g, p), 0);
	notation_diag_clear(&d);
	ck_assert_int_eq(play_moves(g, "a1 b1 c1 d1 e1 f1 g1 h1 i1 j1 k1 l1 "
	    "m1 n1 o1 p1 a2 b2 c2 h8-h7", "placement", &d), 0);
	q = notation_game_position(g);
	ck_assert_int_eq(notation_position_side(q), 1);
	ck_assert_uint_eq(notation_position_move_number(q), 20);
	notation_game_free(g);
	notation_position_free(p);
}
END_TEST

/*
 * The reason's name; the boards: the hands under the text board, the
 * position in SVG.
 */
TEST_ONCE(games, test_drawn)
{
	ck_assert_str_eq(notation_reason_name(NOTATION_REASON_MIN_STONES),
	    "min-stones");
	check_drawn(TWO, "     in hand: c 0, m 17; ", NULL, NULL);
	check_drawn(TWO, "  8  . . . . . . . c . . . . . . . .  8\n", NULL,
	    "<title>" TWO "</title>");
}
END_TEST

HARNESS_SUITE("kat-en-muis")
