/*
 * check_race.c -- Rakado, the race of one die (spec/rules.md section
 * 17.15, spec/moves.md "Races"): perft of rakado, rakado-star and
 * rakado-star-3p from their starts and from positions within and between
 * turns, against the reference generator of tests/ref/ref_race.c,
 * written from the spec; the race's keys of rule files; the roll, the
 * move, the capture and the removal as move text; and the turn in
 * progress in position strings.
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
SUITE_TCASE(text, "text", setup, teardown, 0);

/* ------------------------------------------------------------------ */
/* Perft                                                              */

static const struct {
	const char	*name;
	uint64_t	 perft[4];	/* spec/rules.md section 17.15 */
} starts[] = {
	{ "rakado", { 6, 246, 1476, 60468 } },
	{ "rakado-star", { 6, 60, 360, 3552 } },
	{ "rakado-star-3p", { 6, 54, 430, 3190 } },
};

TEST_LOOP(perft, test_perft_start, NELEM(starts) * 4)
{
	check_ref_start(ref_race_agrees, starts[_i / 4].name, _i % 4 + 1,
	    starts[_i / 4].perft[_i % 4]);
}
END_TEST

TEST_ONCE(perft, test_perft_spec_table)
{
	ck_assert_int_eq(check_spec_perft("rakado", 1), 3);
}
END_TEST

/*
 * Positions within and between turns: a capture to make or to miss (by
 * one stone, by two), the removal due, another roll after a 6; on the
 * star a stone in another player's goal, which no one captures.
 */
static const struct {
	const char	*pos;
	int		 depth;
} positions[] = {
	{ "rakado w:f4,e7 b:e11,h16 w 10 d4", 4 },
	{ "rakado w:e7,f8 b:e11,h16 w 10 d4/e7", 4 },
	{ "rakado w:a2,e7,g7 b:e11,g11,p16 w 10", 4 },
	{ "rakado w:a2,e7,g7 b:e11,g11,p16 w 10 d6+", 4 },
	{ "rakado w:a2,e7,g7 b:e11,g11,p16 b 10 d4/e11,g11", 4 },
	{ "rakado w:e15,f15,a14 b:a1,e16,b2 w 30", 4 },
	{ "rakado-star-3p w:e1,e2,f2,h4 y:j6,e9 g:k7,m9 w 5", 4 },
	{ "rakado-star-3p w:e1,e2,f2,h4 y:j6,e9 g:k7,m9 g 5 d3", 4 },
	{ "rakado-star w:e1,h4,i9 b:i13,m17,i12 b 7", 4 },
	{ "rakado-star-3p w:e1,e2,f2,g4,h4 y:j6,e9 g:j7,m9 w 5 d3", 4 },
	{ "rakado-star-3p w:e1,e2,f2,g4,h4 y:j6,e9 g:j7,m9 w 5 d1", 4 },
};

TEST_LOOP(perft, test_perft_positions, NELEM(positions))
{
	check_ref_at(ref_race_agrees, positions[_i].pos, positions[_i].depth);
}
END_TEST

/*
 * Positions the library reaches by its own moves: from each start, the
 * k-th legal move of every ply (k a different stride per case), 40 to
 * 100 plies deep, then perft 3 there.
 */
TEST_LOOP(perft, test_perft_played, 9)
{
	check_ref_played(ref_race_agrees, starts[_i % 3].name,
	    40 + 20 * (size_t)(_i / 3), 7 + 5 * (size_t)_i, 3);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The race's keys                                                    */

#define SQUARE2 "name: t\nboard: {shape: square, width: 4, height: 4}\n" \
	"players:\n  - {name: W, letter: w, camp: [a1], goal: [d4]}\n" \
	"  - {name: B, letter: b, camp: [d4], goal: [a1]}\n"

static const struct rules_key_case key_cases[] = {
	{ SQUARE2 "dice: {count: 1, sides: 6}\n", NULL, 0, 0, 6 },
	{ SQUARE2 "dice: {count: 1, sides: 4, again: 4, penalty: true}\n",
	  NULL, 0, 0, 4 },
	{ SQUARE2 "dice: {count: 1, sides: 3, again: 1}\n", NULL, 0, 0, 3 },
	{ SQUARE2 "dice: {count: 1, sides: 3, again: 4}\n", "again is 4, "
	  "but the die has 3 sides", 6, 28, 0 },
	{ SQUARE2 "dice: {count: 2, sides: 6, again: 6}\n", "again and "
	  "penalty are keys of a race", 6, 7, 0 },
	{ SQUARE2 "dice: {count: 2, sides: 6, penalty: true}\n", "again "
	  "and penalty are keys of a race", 6, 7, 0 },
	{ SQUARE2 "dice: {count: 3, sides: 6}\n", "or 1, the die of a race",
	  6, 15, 0 },
	{ SQUARE2 "dice: {count: 1, sides: 6, penalty: 1}\n", "penalty", 6,
	  37, 0 },
	{ SQUARE2 "dice: {count: 1, sides: 6, agian: 6}\n", "did you mean "
	  "'again'", 6, 28, 0 },
	{ "name: t\nboard: {shape: square, width: 4, height: 4}\n"
	  "players:\n  - {name: W, letter: w, camp: [a1, d4], goal: [b2, "
	  "c3]}\n  - {name: B, letter: b, camp: [c2], goal: [b3]}\n"
	  "dice: {count: 1, sides: 6}\n", "player W has no way forward", 4, 3,
	  0 },
};

/* The race's die is written out with its keys. */
static void
race_written(const struct rules_key_case *t, const char *text)
{
	ck_assert_msg(strstr(text, "dice: {count: 1, sides: ") != NULL,
	    "%s", text);
	ck_assert_int_eq(strstr(text, "penalty: true") != NULL,
	    strstr(t->yaml, "penalty: true") != NULL);
	ck_assert_int_eq(strstr(text, "again: ") != NULL,
	    strstr(t->yaml, "again: ") != NULL);
}

/* The keys load, count, are refused where they must be, write back. */
TEST_LOOP(keys, test_race_keys, NELEM(key_cases))
{
	check_key_round(&key_cases[_i], 1, race_written);
}
END_TEST

/* The built-in rule sets write back as they load. */
TEST_LOOP(keys, test_builtin_round_trip, NELEM(starts))
{
	static const char *const want[] = { "dice: {count: 1, sides: 6, "
	    "again: 6, penalty: true}" };

	check_written_back(starts[_i].name, want, NELEM(want), 3,
	    starts[_i].perft[2], NULL);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Move text and position strings                                     */

#define S	"rakado w:a1,b1,c1,d1,e1,f1,g1,h1,i1,j1,k1,l1,m1,n1,o1,p1 " \
		"b:a16,b16,c16,d16,e16,f16,g16,h16,i16,j16,k16,l16,m16,n16," \
		"o16,p16 w 1"
#define C	"rakado w:f4,e7,d16 b:e11,h16,c1 w 10"
#define T	"rakado-star-3p w:e1,e2,f2,g4,h4 y:j6,e9 g:j7,m9 w 5"

static const struct legal_case legal_cases[] = {
	{ S, "d1", 0, NOTATION_ROLL, NULL },
	{ S, "d6", 0, NOTATION_ROLL, NULL },
	{ S, "d7", NOTATION_ILLEGAL_MOVE, 0, "has 6 sides, so a roll is 1 "
	  "to 6" },
	{ S, "d0", NOTATION_ILLEGAL_MOVE, 0, "has 6 sides" },
	{ S, "d35", NOTATION_SYNTAX, 0, NULL },
	{ S, "D3", NOTATION_SYNTAX, 0, NULL },
	{ S, "e1-e5", NOTATION_ILLEGAL_MOVE, 0, "begins with its roll, a "
	  "token such as d4" },
	{ S, "e1~e5", NOTATION_SYNTAX, 0, NULL },
	{ S, "e1-e3-e5", NOTATION_SYNTAX, 0, "names its start and its end" },
	{ S, "pass", NOTATION_ILLEGAL_MOVE, 0, "allows no pass" },
	{ S, "e1-off", NOTATION_ILLEGAL_MOVE, 0, NULL },
	{ S " d4", "e1-e5", 0, NOTATION_STEP, NULL },
	{ S " d4", "e1-i5", 0, NOTATION_STEP, NULL },
	{ S " d4", "e1-a5", 0, NOTATION_STEP, NULL },
	{ S " d4", "e1-e4", NOTATION_ILLEGAL_MOVE, 0, "3 cells, but the die "
	  "is 4: a stone moves the whole roll" },
	{ S " d4", "e1-e6", NOTATION_ILLEGAL_MOVE, 0, "5 cells, but the die "
	  "is 4" },
	{ S " d4", "e1-f3", NOTATION_ILLEGAL_MOVE, 0, "f3 is on no line "
	  "forward from e1" },
	{ S " d4", "e1-i1", NOTATION_ILLEGAL_MOVE, 0, "no line forward" },
	{ S " d4", "e5-e9", NOTATION_ILLEGAL_MOVE, 0, "no stone of White's "
	  "stands on e5" },
	{ S " d4", "e16-e12", NOTATION_ILLEGAL_MOVE, 0, "no stone of "
	  "White's" },
	{ S " d4", "e1xe5", NOTATION_ILLEGAL_MOVE, 0, "e5 is empty, so "
	  "nothing is captured: write e1-e5" },
	{ S " d4", "d4", NOTATION_ILLEGAL_MOVE, 0, "has rolled 4 and moves "
	  "first" },
	{ S " d4", "xe1", NOTATION_ILLEGAL_MOVE, 0, "no removal is due" },
	{ C " d4", "e7xe11", 0, NOTATION_STEP, NULL },
	{ C " d4", "e7-e11", 0, NOTATION_STEP, NULL },
	{ C " d4", "f4-f8", 0, NOTATION_STEP, NULL },
	{ C " d3", "e7-e10", 0, NOTATION_STEP, NULL },
	{ C " d5", "f4-f9", 0, NOTATION_STEP, NULL },
	{ C " d5", "e7-e12", NOTATION_ILLEGAL_MOVE, 0, "the stone on e11 "
	  "is in the way: a stone never jumps" },
	{ C " d1", "d16-d17", NOTATION_ILLEGAL_MOVE, 0, "not a cell" },
	{ C " d1", "d16-e17", NOTATION_ILLEGAL_MOVE, 0, "not a cell" },
	{ C " d3", "f4-e7", NOTATION_ILLEGAL_MOVE, 0, "e7 is on no line "
	  "forward" },
	{ C " d3", "e7-h10", 0, NOTATION_STEP, NULL },
	{ "rakado w:f4,e7,d16 b:e11,h16,c1 b 10 d1", "e16-d16",
	  NOTATION_ILLEGAL_MOVE, 0, "no stone of Black's" },
	{ "rakado w:f4,e7,d16 b:e11,h16,c2 w 10 d3", "f4-f7", 0,
	  NOTATION_STEP, NULL },
	{ "rakado w:f4,e7,d16 b:e11,h16,c2 w 10 d1", "d16-d17",
	  NOTATION_ILLEGAL_MOVE, 0, "not a cell" },
	{ "rakado w:f4,e7,d16 b:e11,h16,c2 b 10 d1", "c2-c1", 0,
	  NOTATION_STEP, NULL },
	{ "rakado w:f4,e7,d16 b:e11,h16,c1 b 10 d1", "c1-c0", NOTATION_SYNTAX,
	  0, NULL },
	{ "rakado w:f4,e7,d16 b:e11,h16,c1 b 10 d5", "h16-h11", 0,
	  NOTATION_STEP, NULL },
	{ "rakado w:f4,e7,d16 b:e11,h16,c1 w 10 d4/e7", "xe7", 0,
	  NOTATION_OFF, NULL },
	{ "rakado w:f4,e7,d16 b:e11,h16,c1 w 10 d4/e7", "xf4",
	  NOTATION_ILLEGAL_MOVE, 0, "the removal takes the stone that could "
	  "have captured (such as xe7)" },
	{ "rakado w:f4,e7,d16 b:e11,h16,c1 w 10 d4/e7,f4", "xd16",
	  NOTATION_ILLEGAL_MOVE, 0, "a stone of the player who missed the "
	  "capture, outside its goal" },
	{ "rakado w:f4,e7,d16 b:e11,h16,c1 w 10 d4/e7", "f4-f8",
	  NOTATION_ILLEGAL_MOVE, 0, "White missed a capture, and its "
	  "opponent's removal (such as xe7) comes first" },
	{ "rakado w:f4,e7,d16 b:e11,h16,c1 w 10 d4/e7", "d3",
	  NOTATION_ILLEGAL_MOVE, 0, "removal (such as xe7) comes first" },
	{ "rakado w:f4,e7,d16 b:e11,h16,c1 w 10 d4/e7", "xq7",
	  NOTATION_ILLEGAL_MOVE, 0, "not a cell" },
	{ T " d2", "h4-j6", NOTATION_ILLEGAL_MOVE, 0, "the stone on j6 has "
	  "reached its goal and cannot be captured" },
	{ T " d3", "g4xj7", 0, NOTATION_STEP, NULL },
	{ T " d3", "h4-h7", 0, NOTATION_STEP, NULL },
	{ T " d1", "h4-i4", NOTATION_ILLEGAL_MOVE, 0, "not a cell of the "
	  "star" },
	{ T " d1", "h4-g4", NOTATION_ILLEGAL_MOVE, 0, "no line forward" },
	{ T " d1", "h4-h5", 0, NOTATION_STEP, NULL },
	{ T " d1", "h4-i5", 0, NOTATION_STEP, NULL },
};

TEST_CASES(text, test_moves, legal_cases, check_legal)

/* Written back: the roll, a move, a capture with 'x', a removal. */
static const struct form_case format_cases[] = {
	{ S, "d5", "d5", "d5" },
	{ S " d4", "e1-i5", "e1-i5", "e1-i5" },
	{ C " d4", "e7-e11", "e7xe11", "e7xe11" },
	{ C " d4", "e7xe11", "e7xe11", "e7xe11" },
	{ "rakado w:f4,e7,d16 b:e11,h16,c1 w 10 d4/e7", "xe7", "xe7",
	  "xe7" },
};

TEST_CASES(text, test_format, format_cases, check_forms)

/* Every move the library lists parses back, and no other from-to. */
static const char *const generated[] = {
	S " d6", C " d4", C " d3", T " d3", T " d1",
};

TEST_LOOP(text, test_generated, NELEM(generated))
{
	check_generate_agrees_with_parse(generated[_i]);
}
END_TEST

/*
 * A turn field after a position: "=FIELD", the canonical field it must
 * be written as, or a fragment of the message it is refused with.
 */
static const struct text_case turn_cases[] = {
	{ C " d4", "= d4" },
	{ C " d6+", "= d6+" },
	{ C " d4/f4,e7", "= d4/f4,e7" },
	{ C " d4/e7,f4", "= d4/f4,e7" },
	{ C " d7", "a roll such as d4" },
	{ C " d0", "a roll such as d4" },
	{ C " d4+", "only a roll of again" },
	{ C " d4/", "such as d4, d4/e5 or d6+" },
	{ C " d4x", "such as d4, d4/e5 or d6+" },
	{ C " d4/e11", "the side to move's, outside its goal" },
	{ C " d4/d16", "outside its goal" },
	{ C " d4/e7,", "outside its goal" },
	{ "rakado w:d16 b:e11 w 10 d1", "the roll has no move" },
};

/* The turn field reads, writes canonically, and is refused where wrong. */
TEST_CASES(text, test_turn_field, turn_cases, check_position_text)

/*
 * Turns played through notation_position_apply(): the side passes after
 * the move, at once after a roll with no move, stays after a 6 and after
 * a missed capture until the removal; a capture takes the stone.
 */
static const struct text_case turn_plays[] = {
	{ C "|d4 e7xe11", "rakado w:f4,e11,d16 b:c1,h16 b 10" },
	{ C "|d4 f4-f8", "rakado w:e7,f8,d16 b:c1,e11,h16 w 10 d4/e7" },
	{ C "|d4 f4-f8 xe7", "rakado w:f8,d16 b:c1,e11,h16 b 10" },
	{ C "|d4 e7-i11", "rakado w:f4,i11,d16 b:c1,e11,h16 w 10 d4/i11" },
	{ C "|d6 e7-k13", "rakado w:f4,k13,d16 b:c1,e11,h16 w 10 d6+" },
	{ C "|d6 e7-k13 d1", "rakado w:f4,k13,d16 b:c1,e11,h16 w 10 d1" },
	{ "rakado w:d16 b:e11 w 10|d2", "rakado w:d16 b:e11 b 10" },
	{ "rakado w:d16 b:e11 w 10|d6", "rakado w:d16 b:e11 w 10 d6+" },
	{ "rakado w:a2,e7,g7 b:e11,g11,p16 w 10|d4 a2-a6",
	  "rakado w:a6,e7,g7 b:e11,g11,p16 w 10 d4/a6,e7,g7" },
};

TEST_CASES(text, test_turn_plays, turn_plays, check_moves_applied)

HARNESS_SUITE("race")
