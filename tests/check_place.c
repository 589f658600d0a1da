/*
 * check_place.c -- the placement games of the game box: Gomoku (spec/
 * rules.md section 17.17: stones placed, then stepped, five in a row
 * wins) and Tippy (17.18: stones placed, enclosures captured, the most
 * captures win).
 *
 * Perft from the start, through the placing, across the last drop into
 * Gomoku's steps and through Tippy's enclosures, against the reference
 * generator of tests/ref/ref_place.c, written from the spec alone.  Then
 * the rule-file keys (jumps: none, enclose, end: row, finished-moves:
 * team), position strings, drawings and the ends of games.
 */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "ref/ref.h"

SUITE_TCASE(perft, "perft", setup, teardown, 120);
SUITE_TCASE(keys, "keys", setup, teardown, 0);
SUITE_TCASE(moves, "moves", setup, teardown, 0);
SUITE_TCASE(positions, "positions", setup, teardown, 0);
SUITE_TCASE(games, "games", setup, teardown, 0);

/* Gomoku: the last drop, and the steps after it. */
#define G_LAST	"gomoku w:a1,h8,i8,j8,b2,p16,o15,c3,d3,e5,f6,g7 " \
		"b:a16,b16,h9,i9,j9,p1,o1,p2,d4,e4,f4+1 b 12"
#define G_STEPS	"gomoku w:a1,h8,i8,j8,b2,p16,o15,c3,d3,e5,f6,g7 " \
		"b:a16,b16,h9,i9,j9,p1,o1,p2,d4,e4,f4,o2 w 13"
/* a1 walled in by Black's a2, b2, b1. */
#define G_WALL	"gomoku w:a1,h8,i8,j8,c2,p16,o15,c3,d3,e5,f6,g7 " \
		"b:a2,b2,b1,h9,i9,j9,p1,o1,p2,d4,e4,f4 w 13"
#define T_TEAMS	"gomoku-4p-teams w:a1,b1,c1,d1,e3,f1 r:a3,b3,c3,d3,e4,f3 " \
		"b:a5,b5,c5,d5,e6,g4 g:a7,b7,c7,d7,e8,f7 r 7"
#define G_3P	"gomoku-3p w:a1,b1,c1,d1,e3,f1,g1,h1,i1,j1,k1,l1 " \
		"r:a3,b3,c3,d3,e4,f3,g3,h3,i3,j3,k3,l3 " \
		"b:a5,b5,c5,d5,e6,g4,g5,h5,i5,j5,k5,l5 b 13"

/* Tippy: h9 enclosed by White's drop on h10. */
#define T_ONE	"tippy w:h8,g9,i9+9 b:h9,a1,a2+9 w 4"
/* Two at once: i9 encloses h9 and j9. */
#define T_TWO	"tippy w:h8,g9,h10,j8,k9,j10+6 b:h9,j9,a1,a2,a3,a4+6 w 7"
/*
 * Black's h9 stands in White's enclosure, placed in the freed cell;
 * Black's g10 takes g9, White's g9 again takes h9.
 */
#define T_REFILL "tippy w=1:a16,g9,h8,h10,i9+7 b:f9,g8,h9+8 b 5"
/* Mixed stones enclose nothing; an edge stone is never enclosed. */
#define T_3P	"tippy-3p w:h8,g9,a2,b1,p8+7 r:i9,h10,a1,o8,c16+7 " \
		"b:h9,p7,p9,d16+8 b 6"
/* Captured less lost: White 2 - 2, Red 1 - 0, Black 1 - 2. */
#define T_NET	"tippy-3p-15 w=2:a1,a3,a5,a7,a9,a11,a13,a15,c1,c3,c5," \
		"c7+1 r=1:p1,p3,p5,p7,p9,p11,p13,p15,n1,n3,n5,n7,n9,n11+1 " \
		"b=1:h2,h4,h6,h8,h10,h12,h14,j2,j4,j6,j8,j10+1 w 15"
#define T_END	"tippy w=1:a16,g9,h8,h10,i9,a1,a3,a5,a7,a9,a11+1 " \
		"b:f9,g8,h9,p1,p3,p5,p7,p9,p11,p13+1 w 12"

static const struct {
	const char	*pos;
	uint64_t	 perft[3];	/* spec/rules.md 17.17, 17.18; 0:
					   only the reference */
} perfts[] = {
	{ "gomoku w:+12 b:+12 w 1", { 256, 65280, 16581120 } },
	{ "gomoku-3p w:+12 r:+12 b:+12 w 1", { 256, 65280, 16581120 } },
	{ "gomoku-4p w:+12 r:+12 b:+12 g:+12 w 1", { 256, 65280, 16581120 } },
	{ "gomoku-4p-teams w:+6 r:+6 b:+6 g:+6 w 1",
	  { 256, 65280, 16581120 } },
	{ "gomoku w:h8,i9+10 b:h9,i8+10 w 3", { 252, 63252, 15813000 } },
	{ G_LAST, { 233, 12760, 605001 } },
	{ G_STEPS, { 55, 2347, 135409 } },
	{ G_WALL, { 49, 2000, 104499 } },
	{ T_TEAMS, { 63, 3390, 208292 } },
	{ G_3P, { 67, 2676, 163085 } },
	{ "tippy w:+12 b:+12 w 1", { 256, 65280, 16581120 } },
	{ "tippy-3p w:+12 r:+12 b:+12 w 1", { 256, 65280, 16581120 } },
	{ "tippy-4p w:+12 r:+12 b:+12 g:+12 w 1", { 256, 65280, 16581120 } },
	{ "tippy-15 w:+15 b:+15 w 1", { 256, 65280, 16581120 } },
	{ "tippy-3p-15 w:+15 r:+15 b:+15 w 1", { 256, 65280, 16581120 } },
	{ T_NET, { 218, 47306, 10218096 } },
	{ T_ONE, { 250, 62251, 15438498 } },
	{ T_TWO, { 244, 59294, 14349638 } },
	{ T_REFILL, { 248, 61257, 15069471 } },
	{ T_3P, { 242, 58322, 13997280 } },
	/* The last two drops; then nothing moves. */
	{ T_END, { 235, 54990, 0 } },
};

TEST_LOOP(perft, test_perft, NELEM(perfts) * 3)
{
	ref_place_agrees(perfts[_i / 3].pos, _i % 3 + 1,
	    perfts[_i / 3].perft[_i % 3]);
}
END_TEST


/* ------------------------------------------------------------------ */
/* The keys.                                                          */

/* Two players on a 4x4 board with two stones in hand each. */
#define BOARD4	"name: t\nboard: {shape: square, width: 4, height: 4}\n"
#define HANDS	"players:\n" \
	"  - {name: W, letter: w, camp: [], goal: [], hand: 2}\n" \
	"  - {name: B, letter: b, camp: [], goal: [], hand: 2}\n" \
	"drop-cells: [a1, b1, c1, d1, a2, b2, c2, d2]\n"
/* The same with stones on the board, in the camps of a1 and d4. */
#define CAMPS	"players:\n" \
	"  - {name: W, letter: w, camp: [a1], goal: [d4]}\n" \
	"  - {name: B, letter: b, camp: [d4], goal: [a1]}\n"

static const struct rules_key_case key_cases[] = {
	{ BOARD4 "jumps: none\n" HANDS "end: {row: 3}\n", NULL, 0, 0, 8 },
	{ BOARD4 "steps: none\njumps: none\n" HANDS "enclose: true\n"
	  "end: {most-captures: true}\n", NULL, 0, 0, 8 },
	{ BOARD4 HANDS "end: {row: 1}\n", "row", 7, 12, 0 },
	{ BOARD4 HANDS "end: {row: 17}\n", "row", 7, 12, 0 },
	{ BOARD4 "jumps: none\nchains: false\ncapture: true\n" CAMPS,
	  "capture takes the stone a jump goes over, and jumps: none makes "
	  "no jumps", 5, 1, 0 },
	{ BOARD4 HANDS "enclose: true\n", "enclose needs end: most-captures",
	  7, 10, 0 },
	{ "name: t\nboard: {shape: star}\nplayers:\n"
	  "  - {name: W, letter: w, camp: [], goal: [], hand: 2}\n"
	  "  - {name: B, letter: b, camp: [], goal: [], hand: 2}\n"
	  "drop-cells: [e5, f5, g5, h5]\nenclose: true\n"
	  "end: {most-captures: true}\n", "enclose needs a square board", 7,
	  10, 0 },
	{ BOARD4 "players:\n"
	  "  - {name: W, letter: w, camp: [a1], goal: [d4]}\n"
	  "  - {name: B, letter: b, camp: [d4], goal: [a1]}\n"
	  "enclose: true\nend: {most-captures: true}\n",
	  "enclose needs stones in hand and drop-cells", 6, 10, 0 },
	{ BOARD4 CAMPS "end: {most-captures: true}\n",
	  "most-captures needs capture: true and chains, or enclose", 6, 22,
	  0 },
	{ BOARD4 "jumps: nothing\n" HANDS, "jumps must be short, long or none",
	  3, 8, 0 },
	{ BOARD4 "steps: none\njumps: none\n" HANDS "enclose: true\n"
	  "end: {most-captures: true, net-captures: true}\n", NULL, 0, 0, 8 },
	{ BOARD4 HANDS "end: {row: 3, net-captures: true}\n",
	  "net-captures needs most-captures: true", 7, 29, 0 },
	/* Without a row, enclosures or all-off a goal must hold the stones. */
	{ BOARD4 HANDS, "the goal of player W must not be empty", 4, 42, 0 },
};

TEST_LOOP(keys, test_keys, NELEM(key_cases))
{
	notation_rules_free(check_key_load(&key_cases[_i]));
}
END_TEST

/* Each built-in rule set written back reads back as the same rules. */
TEST_LOOP(keys, test_write_back, 4)
{
	static const struct {
		const char	*name;
		const char	*want[4];
	} sets[] = {
		{ "gomoku", { "jumps: none", "row: 5", "draw-after:",
		  "pass: no-move" } },
		{ "gomoku-4p-teams", { "finished-moves: team", "hand: 6",
		  "row: 5", "team: 2" } },
		{ "tippy-3p", { "enclose: true", "most-captures: true",
		  "steps: none", "jumps: none" } },
		{ "tippy-3p-15", { "enclose: true", "most-captures: true",
		  "net-captures: true", "hand: 15" } },
	};

	check_written_back(sets[_i].name, sets[_i].want, NELEM(sets[_i].want),
	    2, 65280, NULL);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Moves.                                                             */

static const struct legal_case move_cases[] = {
	{ "gomoku w:+12 b:+12 w 1", "h8", 0, NOTATION_DROP, NULL },
	{ "gomoku w:+12 b:+12 w 1", "a1", 0, NOTATION_DROP, NULL },
	{ "gomoku w:h8+11 b:+12 b 1", "h8", NOTATION_ILLEGAL_MOVE, 0,
	  "h8: h8 is occupied" },
	{ "gomoku w:h8+11 b:h9+11 w 2", "h8-h7", NOTATION_ILLEGAL_MOVE, 0,
	  "no stone moves before every stone in hand is dropped" },
	{ G_STEPS, "h8-g8", 0, NOTATION_STEP, NULL },
	{ G_STEPS, "b2-c1", 0, NOTATION_STEP, NULL },
	{ G_STEPS, "h8-h10", NOTATION_ILLEGAL_MOVE, 0, "cannot be reached" },
	/* No jump, over a stone or not. */
	{ G_STEPS, "c3-e3", NOTATION_ILLEGAL_MOVE, 0, "cannot be reached" },
	{ G_STEPS, "h9-h10", NOTATION_ILLEGAL_MOVE, 0, "the stone on h9 is "
	  "Black's, but White is to move" },
	{ G_STEPS, "k10", NOTATION_ILLEGAL_MOVE, 0, "a lone cell is a drop, "
	  "and White has no stone left in hand" },
	{ G_STEPS, "pass", NOTATION_ILLEGAL_MOVE, 0, "White has a legal move" },
	/* The partners' stones are the team's. */
	{ T_TEAMS, "f7-g8", 0, NOTATION_STEP, NULL },
	{ T_TEAMS, "a3-a4", 0, NOTATION_STEP, NULL },
	{ T_TEAMS, "a1-a2", NOTATION_ILLEGAL_MOVE, 0, "the stone on a1 is "
	  "White's, but Red is to move" },
	{ T_ONE, "h10", 0, NOTATION_DROP, NULL },
	{ T_ONE, "h9", NOTATION_ILLEGAL_MOVE, 0, "h9: h9 is occupied" },
	{ T_ONE, "h8-h7", NOTATION_ILLEGAL_MOVE, 0, "tippy has no steps "
	  "(steps: none)" },
	{ T_ONE, "h10x", NOTATION_SYNTAX, 0, NULL },
	{ T_ONE, "pass", NOTATION_ILLEGAL_MOVE, 0, "tippy allows no pass" },
	{ "gomoku w:h8+11 b:+12 b 1", "pass", NOTATION_ILLEGAL_MOVE, 0,
	  "Black has stones in hand and must drop one" },
};

TEST_CASES(moves, test_moves, move_cases, check_legal)

TEST_LOOP(moves, test_generate_agrees, 3)
{
	static const char *const agree[] = { G_STEPS, T_TEAMS, G_3P };

	check_generate_agrees_with_parse(agree[_i]);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Position strings.                                                  */

/*
 * A position string: written as itself (NULL), as the one after "=", or
 * refused with a message holding the text (check_position_text()).
 */
static const struct text_case pos_cases[] = {
	{ "gomoku w:+12 b:+12 w 1", NULL },
	{ G_LAST, "=gomoku w:a1,b2,c3,d3,e5,f6,g7,h8,i8,j8,o15,p16 "
	  "b:o1,p1,p2,d4,e4,f4,h9,i9,j9,a16,b16+1 b 12" },
	{ T_REFILL, "=tippy w=1:h8,g9,i9,h10,a16+7 b:g8,f9,h9+8 b 5" },
	{ T_3P, "=tippy-3p w:b1,a2,h8,p8,g9+7 r:a1,o8,i9,h10,c16+7 "
	  "b:p7,h9,p9,d16+8 b 6" },
	{ "tippy w:g9,h8,h10,i9,a16+7 b:f9,g8,h9+8 b 5", "0 captured and 8 "
	  "stones on the board make 8, but tippy starts with 9 not in hand" },
	{ "tippy w=2:g9,h8,h10,i9,a16+7 b:f9,g8,h9+8 b 5", "2 captured and 8 "
	  "stones on the board make 10" },
	{ "tippy w:a1+11 b:+12 w 2", "the stones in hand do not fit" },
	{ "gomoku w=1:h8+11 b:+12 b 1", "gives White's captures, but gomoku "
	  "counts none" },
	{ "gomoku w:h8+10 b:h9+11 w 2", "White has 11 stones with those in "
	  "hand, gomoku needs 12" },
};

TEST_CASES(positions, test_positions, pos_cases, check_position_text)

/*
 * An enclosure made by a drop: the captures and the hash kept up are
 * those of the string written and read again.
 */
static const struct text_case enclosures[] = {
	{ T_ONE "|h10", "tippy w=1:h8,g9,i9,h10+8 b:a1,a2+9 b 4" },
	{ T_TWO "|i9", "tippy w=2:h8,j8,g9,i9,k9,h10,j10+5 b:a1,a2,a3,a4+6 "
	  "b 7" },
	{ T_REFILL "|g10", "tippy w=1:h8,i9,h10,a16+7 b=1:g8,f9,h9,g10+7 w 6" },
	/* The stone on the freed cell is not taken; it takes h9. */
	{ "tippy w=1:h8,i9,h10,a16+7 b=1:g8,f9,h9,g10+7 w 6|g9",
	  "tippy w=2:h8,g9,i9,h10,a16+6 b=1:g8,f9,g10+7 b 6" },
};

TEST_CASES(positions, test_enclosures, enclosures, check_moves_applied)

/* ------------------------------------------------------------------ */
/* Games.                                                             */

static const struct outcome_case game_cases[] = {
	/* Five while placing, along a rank, a file, a diagonal. */
	{ "gomoku w:+12 b:+12 w 1", "h8 h9 i8 i9 j8 j9 k8 k9 g8",
	  NOTATION_RESULT_WIN, 1, NOTATION_REASON_ROW, 9 },
	{ "gomoku w:+12 b:+12 w 1", "a1 c1 a2 c2 a3 c3 a4 c4 p16 c5",
	  NOTATION_RESULT_WIN, 2, NOTATION_REASON_ROW, 10 },
	{ "gomoku w:+12 b:+12 w 1", "e5 a1 f6 a2 g7 a3 h8 a4 d4",
	  NOTATION_RESULT_WIN, 1, NOTATION_REASON_ROW, 9 },
	{ "gomoku w:+12 b:+12 w 1", "e11 a1 f10 a2 g9 a3 i7 a4 h8",
	  NOTATION_RESULT_WIN, 1, NOTATION_REASON_ROW, 9 },
	/* Four, or five broken by a gap or another's stone: no end. */
	{ "gomoku w:+12 b:+12 w 1", "h8 h9 i8 i9 j8 j9 l8 k8 m8",
	  NOTATION_RESULT_NONE, 0, NOTATION_REASON_NONE, 9 },
	/* Six at once: five or more. */
	{ "gomoku w:+12 b:+12 w 1", "a8 h9 b8 i9 c8 j9 e8 k9 f8 a1 d8",
	  NOTATION_RESULT_WIN, 1, NOTATION_REASON_ROW, 11 },
	/* A step makes the row. */
	{ G_STEPS, "g7-g8 o2-n3 e5-e6 p1-o2 d3-d2",
	  NOTATION_RESULT_NONE, 0, NOTATION_REASON_NONE, 5 },
	{ "gomoku w:a1,a2,a3,a4,c1,e1,g1,i1,c3,e3,g3,b6 "
	  "b:a16,c16,e16,g16,i16,a14,c14,e14,g14,i14,b12,d12 w 13",
	  "c1-d2 a16-b15 b6-a5", NOTATION_RESULT_WIN, 1,
	  NOTATION_REASON_ROW, 3 },
	/* A partner's stone completes the team's row. */
	{ T_TEAMS, "e4-e5 e3-f4 a7-a6 g4-f5", NOTATION_RESULT_NONE, 0,
	  NOTATION_REASON_NONE, 4 },
	{ T_TEAMS, "f3-e2 e6-e5", NOTATION_RESULT_WIN, 5,
	  NOTATION_REASON_ROW, 2 },
	/* Move 100 ends it: a draw. */
	{ "gomoku w:a1,c1,e1,g1,i1,a3,c3,e3,g3,i3,b5,d5 "
	  "b:a16,c16,e16,g16,i16,a14,c14,e14,g14,i14,b12,d12 w 99",
	  "a1-a2 a16-a15 a2-a1 a15-a16", NOTATION_RESULT_DRAW, 3,
	  NOTATION_REASON_DRAW_AFTER, 4 },
	/* Walled in: a pass. */
	{ "gomoku w:a1,b1,c1,d1,a2,b2,c2,d2,a3,b3,c3,d3 "
	  "b:a4,b4,c4,d4,e4,e3,e2,e1,h8,i8,j8,p16 w 13",
	  "pass e4-f5 d3-e4", NOTATION_RESULT_NONE, 0, NOTATION_REASON_NONE,
	  3 },
	/* Tippy: the last drop ends it, the most captures win. */
	{ T_END, "p15 a13", NOTATION_RESULT_WIN, 1, NOTATION_REASON_NO_MOVE,
	  2 },
	{ "tippy w:a1,a3,a5,a7,a9,a11,a13,c1,c3,c5,c7+1 "
	  "b:p1,p3,p5,p7,p9,p11,p13,n1,n3,n5,n7+1 w 12", "h8 h9",
	  NOTATION_RESULT_DRAW, 3, NOTATION_REASON_NO_MOVE, 2 },
	/* Black takes g9 with its last stone: one each, a draw. */
	{ "tippy w=1:a16,g9,h8,h10,i9,a1,a3,a5,a7,a9,a11+1 "
	  "b:f9,g8,h9,p1,p3,p5,p7,p9,p11,p13+1 w 12", "p15 g10",
	  NOTATION_RESULT_DRAW, 3, NOTATION_REASON_NO_MOVE, 2 },
	{ "tippy-3p w:h8,g9,i9,a1+8 r:b1,b3,b5,b7+8 b:h9,c1,c3,c5+8 w 5",
	  "h10", NOTATION_RESULT_NONE, 0, NOTATION_REASON_NONE, 1 },
	/* The best of captures less losses wins, not the most captures. */
	{ T_NET, "c9 n13 j12", NOTATION_RESULT_WIN, 2, NOTATION_REASON_NO_MOVE,
	  3 },
};

TEST_CASES(games, test_games, game_cases, check_outcome_case)

/* The reason's name, and the text board's lines under the board. */
TEST_ONCE(games, test_render)
{
	ck_assert_str_eq(notation_reason_name(NOTATION_REASON_ROW), "row");
	check_drawn(G_LAST, "     in hand: w 0, b 1\n", "off the board", NULL);
	check_drawn(T_REFILL, "captures: White 1, Black 0\n     in hand: w 7, "
	    "b 8; off the board: w 0, b 1\n", NULL, "<title>tippy w=1:");
}
END_TEST

HARNESS_SUITE("place")
