/*
 * check_hand.c -- Top secret Halma (spec/rules.md section 17.8):
 * stones in hand dropped on the central 6 x 6 cells, then the basic rules
 * with moves off the board, the first with no stone left the winner.
 *
 * Perft from the start, from the placement half done, from the block
 * full and from positions with stones going off, against the reference
 * generator of tests/ref/ref_hand.c, written from the spec alone.  Then
 * the rule-file keys (hand, drop-cells, off-board, end all-off), the move
 * forms, position strings and a game to its end.
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

#define START	"top-secret-halma w:+18 b:+18 w 1"
#define TWELVE	"top-secret-halma w:h7,k8,f9,h10,j11,k11+12 " \
		"b:j6,g7,i7,i8,h9,j10+12 w 7"
#define FULL	"top-secret-halma w:f6,h6,i6,k6,h7,j7,k7,f8,h8,k8,f9,g10," \
		"h10,f11,g11,h11,j11,k11 b:g6,j6,f7,g7,i7,g8,i8,j8,g9,h9,i9," \
		"j9,k9,f10,i10,j10,k10,i11 w 19"
#define NEAR	"top-secret-halma w:c4,h8 b:d3,e1,k3 w 30"
#define WALLED	"top-secret-halma w:c3 b:a1,c1,e1,b2,c2,d2,a3,b3,d3,e3," \
		"b4,c4,d4,a5,c5,e5 w 40"

static const struct {
	const char	*pos;
	uint64_t	 perft[3];	/* spec/rules.md 17.8; 0: only the
					   reference */
} perfts[] = {
	{ START, { 36, 1260, 42840 } },
	{ TWELVE, { 24, 552, 12144 } },
	{ FULL, { 71, 5188, 461169 } },
	{ NEAR, { 17, 377, 5968 } },
	/* White walled in: no move (it passes, which perft leaves out). */
	{ WALLED, { 0, 0, 0 } },
	/* The last drop, then the first moves. */
	{ "top-secret-halma w:f6,h6,i6,k6,h7,j7,k7,f8,h8,k8,f9,g10,h10,f11,"
	  "g11,h11,j11,k11 b:g6,j6,f7,g7,i7,g8,i8,j8,g9,h9,i9,j9,k9,f10,i10,"
	  "j10,k10+1 b 18", { 1, 0, 0 } },
	/* The second reading counts the same moves (spec/rules.md 17.8). */
	{ "top-secret-halma-no-move-loses w:+18 b:+18 w 1",
	  { 36, 1260, 42840 } },
	/* Corners and edges, stones of both beside the edge. */
	{ "top-secret-halma w:a1,b2,p8,o9,h16,c14 b:a2,b1,o8,p9,h15,d13 b 60",
	  { 0, 0, 0 } },
};

TEST_LOOP(perft, test_perft, NELEM(perfts) * 3)
{
	ref_hand_agrees(perfts[_i / 3].pos, _i % 3 + 1,
	    perfts[_i / 3].perft[_i % 3]);
}
END_TEST

/* spec/rules.md's perft table of the start. */
TEST_ONCE(perft, test_perft_start)
{
	check_start_string(notation_catalog_find(cat, "top-secret-halma", NULL),
	    START);
}
END_TEST

/*
 * Every generated move, written long and short, parses back as itself;
 * and of every text of a cell pair, a lone cell and a cell with "-off",
 * exactly the generated ones are legal.
 */
static const char *const agree[] = { START, TWELVE, FULL, NEAR,
    "top-secret-halma w:a1,b2,p8,o9,h16,c14 b:a2,b1,o8,p9,h15,d13 w 60" };

TEST_LOOP(perft, test_generate_agrees, NELEM(agree))
{
	check_generate_agrees_with_parse(agree[_i]);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The keys.                                                          */

/* A rule set named t on a 4x4 board, its players to follow. */
#define BOARD4	"name: t\nboard: {shape: square, width: 4, height: 4}\n" \
		"players:\n"
/* Its second player, with no hand, from d4 to a1. */
#define B_NOHAND	"  - {name: B, letter: b, camp: [d4], goal: [a1]}\n"

/* Two players on a 4x4 board with a hand each; KEYS go after players. */
#define TINY(hw, hb, extra) \
	BOARD4 \
	"  - {name: W, letter: w, camp: [], goal: [c4, d4], hand: " hw "}\n" \
	"  - {name: B, letter: b, camp: [], goal: [a1, b1], hand: " hb "}\n" \
	extra

static const struct {
	const char	*yaml;
	const char	*msg;		/* NULL: it loads */
	unsigned long	 line, column;
} key_cases[] = {
	{ TINY("1", "1", "drop-cells: [b2, c3]\n"), NULL, 0, 0 },
	{ TINY("1", "1", "drop-cells: [b2, c3]\noff-board: true\n"
	  "end: {all-off: true}\n"), NULL, 0, 0 },
	/* Hands of different sizes (Kat en Muis, spec/rules.md 17.14). */
	{ TINY("2", "1", "drop-cells: [b2, c3, b3]\n"), NULL, 0, 0 },
	{ TINY("1", "1", "drop-cells: [b2, c3]\ncapture: true\n"),
	  "hand does not go with capture with chains", 4, 52 },
	{ TINY("1", "1", ""), "hand needs drop-cells", 4, 52 },
	{ BOARD4
	  "  - {name: W, letter: w, camp: [a1], goal: [d4]}\n"
	  B_NOHAND
	  "drop-cells: [b2]\n", "drop-cells needs stones in hand", 6, 13 },
	{ TINY("2", "2", "drop-cells: [b2, c3, b3]\n"),
	  "the hands hold 4 stones, and drop-cells has only 3", 6, 13 },
	{ TINY("1", "1", "drop-cells: [b2, b2]\n"),
	  "cell b2 is listed twice in drop-cells", 6, 18 },
	{ TINY("1", "1", "drop-cells: [b2, z9]\n"),
	  "'z9' in drop-cells is not a cell of the board", 6, 18 },
	{ BOARD4
	  "  - {name: W, letter: w, camp: [a1], goal: [c4, d4], hand: 1}\n"
	  "  - {name: B, letter: b, camp: [d4], goal: [a1, b1], hand: 1}\n"
	  "drop-cells: [a1, b2]\n",
	  "cell a1 is a drop cell and a start cell of player W", 6, 14 },
	{ TINY("1", "1", "drop-cells: [b2, c3]\nend: {all-off: true}\n"),
	  "all-off needs off-board: true", 7, 16 },
	{ TINY("1", "1", "drop-cells: [b2, c3]\noff-board: true\n"
	  "chains: false\n"),
	  "off-board: a move off the board does not go with this rule; set "
	  "chains: true", 7, 12 },
	{ TINY("1", "1", "drop-cells: [b2, c3]\noff-board: true\n"
	  "end: {goal-lock: true}\n"), "set goal-lock, camp-duty, colour-moves",
	  7, 12 },
	{ TINY("1", "1", "drop-cells: [b2, c3]\noff-board: true\n"
	  "end: {camp-duty: true}\n"), "camp-duty, colour-moves, same-colour "
	  "and swap off", 7, 12 },
	{ TINY("1", "1", "drop-cells: [b2, c3]\noff-board: yes\n"),
	  "off-board must be true or false", 7, 12 },
	{ TINY("-1", "1", "drop-cells: [b2, c3]\n"), "hand", 4, 58 },
	{ BOARD4
	  "  - {name: W, letter: w, camp: [a1], goal: []}\n"
	  B_NOHAND,
	  "the goal of player W must not be empty", 4, 44 },
	{ BOARD4
	  "  - {name: W, letter: w, camp: [], goal: [d4]}\n"
	  B_NOHAND,
	  "the camp of player W must not be empty", 4, 32 },
	{ TINY("1", "1", "drop-cells: [b2, c3]\nend: {al-off: true}\n"),
	  "did you mean 'all-off'", 7, 7 },
};

TEST_LOOP(keys, test_keys, NELEM(key_cases))
{
	notation_rules	*r;

	r = check_rules_load(key_cases[_i].yaml, key_cases[_i].msg,
	    key_cases[_i].line, key_cases[_i].column);
	notation_rules_free(r);
}
END_TEST

/* The built-in rule set written back reads back as the same rules. */
TEST_ONCE(keys, test_write_back)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	static const char *const want[] = { "hand: 18", "drop-cells: [f6,",
	    "off-board: true", "all-off: true", "camp: []", "goal: []",
	    "pass: no-move" };

	check_written_back("top-secret-halma", want, NELEM(want), 2, 1260,
	    &b);
	ck_assert_ptr_null(strstr(b.data, "corner"));
	notation_buf_free(&b);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The move forms.                                                    */

#define ONE	"top-secret-halma w:f6+17 b:+18 b 1"

static const struct legal_case move_cases[] = {
	{ START, "f6", 0, NOTATION_DROP, NULL },
	{ START, "k11", 0, NOTATION_DROP, NULL },
	{ START, "e5", NOTATION_ILLEGAL_MOVE, 0, "e5 is not one of the cells "
	  "a stone in hand is dropped on (drop-cells)" },
	{ START, "l6", NOTATION_ILLEGAL_MOVE, 0, "(drop-cells)" },
	{ START, "q6", NOTATION_ILLEGAL_MOVE, 0, "q6 is not a cell of the "
	  "16x16 board" },
	{ ONE, "f6", NOTATION_ILLEGAL_MOVE, 0, "f6: f6 is occupied" },
	{ ONE, "g6", 0, NOTATION_DROP, NULL },
	{ ONE, "f6-f5", NOTATION_ILLEGAL_MOVE, 0, "the stone on f6 is "
	  "White's, but Black is to move" },
	{ "top-secret-halma w:f6+17 b:g6+17 w 2", "f6-f5",
	  NOTATION_ILLEGAL_MOVE, 0, "no stone moves before every stone in "
	  "hand is dropped" },
	{ "top-secret-halma w:f6+17 b:g6+17 w 2", "f6-off",
	  NOTATION_ILLEGAL_MOVE, 0, "no stone moves before every stone" },
	{ START, "pass", NOTATION_ILLEGAL_MOVE, 0, "White has stones in hand "
	  "and must drop one" },
	{ NEAR, "f6", NOTATION_ILLEGAL_MOVE, 0, "a lone cell is a drop, and "
	  "White has no stone left in hand" },
	{ NEAR, "c4-off", 0, NOTATION_OFF, NULL },
	{ NEAR, "c4-e2-off", 0, NOTATION_OFF, NULL },
	{ NEAR, "c4-e2-d1-off", NOTATION_ILLEGAL_MOVE, 0, "hop 2 (e2-d1) is "
	  "not a single jump" },
	{ NEAR, "c4-c2-off", NOTATION_ILLEGAL_MOVE, 0, "hop 1 (c4-c2) is "
	  "not a single jump" },
	{ NEAR, "h8-off", NOTATION_ILLEGAL_MOVE, 0, "the stone on h8 cannot "
	  "leave the board" },
	{ NEAR, "e1-off", NOTATION_ILLEGAL_MOVE, 0, "the stone on e1 is "
	  "Black's, but White is to move" },
	{ NEAR, "d5-off", NOTATION_ILLEGAL_MOVE, 0, "there is no stone on d5" },
	{ NEAR, "c4--off", NOTATION_SYNTAX, 0, "expected a cell name" },
	/* The byte of the bad cell, not where the generic reader gives up. */
	{ NEAR, "C4-off", NOTATION_SYNTAX, 0, "at byte 1" },
	{ NEAR, "c4-E2-off", NOTATION_SYNTAX, 0, "at byte 4" },
	{ NEAR, "c4-e2x-off", NOTATION_SYNTAX, 0, "at byte 4" },
	{ NEAR, "c4-e2-Xoff", NOTATION_SYNTAX, 0, NULL },
	{ NEAR, "c4-e2", 0, NOTATION_JUMP, NULL },
	{ NEAR, "h8-h9", 0, NOTATION_STEP, NULL },
	{ "top-secret-halma w:c5,h8 b:d4,e2 w 30", "c5-e3-off",
	  NOTATION_ILLEGAL_MOVE, 0, "hop 2 (e3-off) is no jump off the "
	  "board" },
	{ "top-secret-halma w:a5 b:h8 w 30", "a5-off", 0, NOTATION_OFF, NULL },
	{ "top-secret-halma w:p16 b:h8 w 30", "p16-off", 0, NOTATION_OFF,
	  NULL },
	{ WALLED, "pass", 0, NOTATION_PASS, NULL },
	{ WALLED, "c3-off", NOTATION_ILLEGAL_MOVE, 0, "cannot leave" },
	/* Rule sets without hands or moves off read as before. */
	{ START10, "f1", NOTATION_SYNTAX, 0, "a move names at least two "
	  "cells" },
	{ START10, "f1-off", NOTATION_ILLEGAL_MOVE, 0, "halma-10x10 has no "
	  "moves off the board (off-board)" },
};

TEST_CASES(moves, test_moves, move_cases, check_legal)

/* The forms the tools write: a position, a move, long and short. */
static const struct form_case form_cases[] = {
	{ START, "g7", "g7", "g7" },
	{ NEAR, "c4-e2-off", "c4-off", "c4-e2-off" },
	{ NEAR, "c4-off", "c4-off", "c4-e2-off" },
	/* Off the edge where it stands, by a step or by a jump. */
	{ "top-secret-halma w:a5 b:h8 w 30", "a5-off", "a5-off", "a5-off" },
	{ "top-secret-halma w:e2,h8 b:e1 w 30", "e2-off", "e2-off", "e2-off" },
	/* Two chains of two hops: the first landing cell in cell order. */
	{ "top-secret-halma w:e4,h8 b:d3,f3,c1,g1 w 30", "e4-off", "e4-off",
	  "e4-c2-off" },
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
	{ TWELVE, NULL },
	{ ONE, NULL },
	{ "top-secret-halma  b:+18   w:+18 w 1", "=" START },
	{ "top-secret-halma w: b:c3 b 90", NULL },
	{ "top-secret-halma w:+19 b:+18 w 1", "'+19': the stones in hand are "
	  "written '+N', N from 1 to 18" },
	{ "top-secret-halma w:+0 b:+18 w 1", "N from 1 to 18" },
	{ "top-secret-halma w:f6+017 b:+18 b 1", "without leading zeros" },
	{ "top-secret-halma w:e5+17 b:+18 b 1", "a stone on e5 while stones "
	  "are in hand" },
	{ "top-secret-halma w:+1x b:+18 w 1", "N from 1 to 18" },
	{ "top-secret-halma w:+ b:+18 w 1", "N from 1 to 18" },
	{ "halma-16x16 w:l1,m1,n1,o1,p1,l2,m2,n2,o2,p2,m3,n3,o3,p3,n4,o4,p4,"
	  "o5,p5+3 b:a16,b16,c16,d16,e16,a15,b15,c15,d15,e15,a14,b14,c14,d14,"
	  "a13,b13,c13,a12,b12 w 1", "stones in hand, and this rule set's "
	  "players have none (hand)" },
	{ "top-secret-halma w:+18 b:+18 b 1", "the stones in hand do not fit "
	  "the side to move" },
	{ "top-secret-halma w:f6+17 b:+18 w 1", "do not fit the side" },
	{ "top-secret-halma w:f6+16 b:g6+17 b 2", "White has 17 stones with "
	  "those in hand; while stones are in hand none has left the board" },
	{ "top-secret-halma w: b: w 90", "2 players have no stone left" },
	{ "top-secret-halma w:a1,a2,a3,a4,a5,a6,a7,a8,a9,a10,a11,a12,a13,a14,"
	  "a15,a16,b1,b2,b3 b:c3 w 40", "White has 19 stones, "
	  "top-secret-halma needs at most 18" },
};

TEST_CASES(positions, test_positions, pos_cases, check_position_text)

/* The hands are part of the position: equal stones, other hands. */
TEST_ONCE(positions, test_hands_differ)
{
	notation_position	*p, *q, *r;
	struct notation_move	 m;
	struct notation_buf	 b = NOTATION_BUF_INIT;

	p = pos_of(ONE);
	q = pos_of(ONE);
	ck_assert_int_eq(notation_move_parse(q, "g6", 2, &m, NULL), 0);
	notation_position_apply(q, &m);
	ck_assert(!notation_position_equal(p, q));
	/* notation_position_hand(): the "+N" of the string, by player. */
	ck_assert_int_eq(notation_position_hand(p, 1),
	    notation_position_hand(q, 1) + 1);
	ck_assert_int_eq(notation_position_hand(q, 1), 17);
	ck_assert_int_eq(notation_position_hand(q, 0), 17);
	ck_assert_int_eq(notation_position_hand(q, 2), 0);
	ck_assert_int_eq(notation_position_hand(q, -1), 0);
	/* The hash kept up by the drop is the one of the string read. */
	ck_assert_int_eq(notation_position_format(q, &b), 0);
	ck_assert_str_eq(b.data, "top-secret-halma w:f6+17 b:g6+17 w 2");
	r = pos_of(b.data);
	ck_assert(notation_position_equal(q, r));
	ck_assert(notation_position_hash(q) == notation_position_hash(r));
	notation_position_free(r);
	notation_position_free(q);
	/* And the one kept up by a move off. */
	q = pos_of(NEAR);
	ck_assert_int_eq(notation_move_parse(q, "c4-off", 6, &m, NULL), 0);
	notation_position_apply(q, &m);
	notation_buf_reset(&b);
	ck_assert_int_eq(notation_position_format(q, &b), 0);
	ck_assert_str_eq(b.data, "top-secret-halma w:h8 b:e1,d3,k3 b 30");
	r = pos_of(b.data);
	ck_assert(notation_position_hash(q) == notation_position_hash(r));
	notation_position_free(r);
	notation_position_free(q);
	notation_buf_free(&b);
	q = pos_of("top-secret-halma w:f6+17 b:g6+17 w 2");
	ck_assert(!notation_position_equal(p, q));
	ck_assert(notation_position_hash(p) != notation_position_hash(q));
	notation_position_free(p);
	notation_position_free(q);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Games.                                                             */

static const struct outcome_case game_cases[] = {
	{ "top-secret-halma w:a1 b:h8,h9 w 30", "a1-off",
	  NOTATION_RESULT_WIN, 1, NOTATION_REASON_ALL_OFF, 1 },
	{ "top-secret-halma w:h8,a2 b:b1 w 30", "h8-h9 b1-off",
	  NOTATION_RESULT_WIN, 2, NOTATION_REASON_ALL_OFF, 2 },
	/* One of two stones off: no end. */
	{ "top-secret-halma w:a1,h8 b:b1,h9 w 30", "a1-off b1-off",
	  NOTATION_RESULT_NONE, 0, NOTATION_REASON_NONE, 2 },
	{ WALLED, "pass a1-off c3-a1 c1-off a1-off", NOTATION_RESULT_WIN, 1,
	  NOTATION_REASON_ALL_OFF, 5 },
	/* The second reading: the stone walled in loses instead. */
	{ "top-secret-halma-no-move-loses w:c3 b:a1,c1,e1,b2,c2,d2,a3,b3,d3,"
	  "e3,b4,c4,d4,a5,c5,f6 b 39", "f6-e5", NOTATION_RESULT_WIN, 2,
	  NOTATION_REASON_NO_MOVE, 1 },
	{ "top-secret-halma w:c3 b:a1,c1,e1,b2,c2,d2,a3,b3,d3,e3,b4,c4,d4,a5,"
	  "c5,f6 b 39", "f6-e5", NOTATION_RESULT_NONE, 0,
	  NOTATION_REASON_NONE, 1 },
	/* The placement ends nothing, though no stone is off yet. */
	{ START, "f6 g6 h6 i6", NOTATION_RESULT_NONE, 0, NOTATION_REASON_NONE,
	  4 },
};

TEST_CASES(games, test_games, game_cases, check_outcome_case)

/* A move built by a program: a drop and a move off by kind and cells. */
TEST_ONCE(games, test_play_move)
{
	notation_position	*p = pos_of(NEAR);
	const notation_rules	*r = notation_position_rules(p);
	notation_game		*g = notation_game_new(r);
	struct notation_move	 m = { 0 };
	struct notation_diag	 d;

	ck_assert_int_eq(notation_game_reset(g, p), 0);
	m.from = (int16_t)notation_cell_parse(r, "c4", 2);
	m.to = -1;
	m.kind = NOTATION_OFF;
	notation_diag_clear(&d);
	ck_assert_msg(notation_game_play_move(g, &m, &d) == 0, "%s",
	    d.message);
	ck_assert_int_eq(notation_position_at(notation_game_position(g),
	    m.from), -1);
	/* A drop where nobody holds a stone in hand. */
	m.from = -1;
	m.to = (int16_t)notation_cell_parse(r, "f6", 2);
	m.kind = NOTATION_DROP;
	ck_assert_int_eq(notation_game_play_move(g, &m, &d),
	    NOTATION_ILLEGAL_MOVE);
	ck_assert_ptr_nonnull(strstr(d.message, "has no stone left in hand"));
	notation_game_free(g);
	notation_position_free(p);
}
END_TEST

/*
 * The reason's name; the text board says what it cannot show: stones in
 * hand and off.
 */
TEST_ONCE(games, test_render)
{
	ck_assert_str_eq(notation_reason_name(NOTATION_REASON_ALL_OFF),
	    "all-off");
	check_drawn(TWELVE, "     in hand: w 12, b 12; off the board: w 0, "
	    "b 0\n", NULL, NULL);
	check_drawn(NEAR, "in hand: w 0, b 0; off the board: w 16, b 15\n",
	    NULL, "<title>top-secret-halma w:c4,h8 b:e1,d3,k3 w 30</title>");
}
END_TEST

HARNESS_SUITE("hand")
