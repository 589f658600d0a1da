/*
 * check_track.c -- Petits chevaux on the track (spec/rules.md section
 * 17.16, spec/boards.md "The track", spec/moves.md "Races"): the track's
 * cells; perft of petits-chevaux, -3p and -4p from their starts and from
 * positions within and between turns, against the reference generator
 * of tests/ref/ref_track.c, written from the spec; the keys of a track's
 * rule file; the roll, the entry and the move as text; and the turn in
 * progress in position strings.
 */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "ref/ref.h"

SUITE_TCASE(board, "board", setup, teardown, 0);
SUITE_TCASE(perft, "perft", setup, teardown, 60);
SUITE_TCASE(keys, "keys", setup, teardown, 0);
SUITE_TCASE(text, "text", setup, teardown, 0);

/* ------------------------------------------------------------------ */
/* The board                                                          */

/* 56 cells: the loop's 40 and four lanes of 4; the centre is none. */
TEST_ONCE(board, test_track_cells)
{
	const notation_rules	*r;
	struct notation_diag	 d;
	int			 c, n = 0;

	r = notation_catalog_find(cat, "petits-chevaux", &d);
	ck_assert_ptr_nonnull(r);
	ck_assert_int_eq(notation_rules_width(r), 11);
	ck_assert_int_eq(notation_rules_height(r), 11);
	for (c = notation_cell_next(r, 0); c >= 0;
	    c = notation_cell_next(r, c + 1))
		n++;
	ck_assert_int_eq(n, 56);
	ck_assert_int_lt(notation_cell_parse(r, "f6", 2), 0);
	ck_assert_int_lt(notation_cell_parse(r, "a1", 2), 0);
	ck_assert_int_ge(notation_cell_parse(r, "f5", 2), 0);
	ck_assert_int_ge(notation_cell_parse(r, "k5", 2), 0);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Perft                                                              */

static const struct {
	const char	*name;
	uint64_t	 perft[7];	/* spec/rules.md section 17.16 */
} starts[] = {
	{ "petits-chevaux", { 6, 31, 161, 811, 4091, 20617, 103332 } },
	{ "petits-chevaux-3p", { 6, 31, 161, 811, 4091, 20617, 103932 } },
	{ "petits-chevaux-4p", { 6, 31, 161, 811, 4091, 20617, 103932 } },
};

TEST_LOOP(perft, test_perft_start, NELEM(starts) * 7)
{
	check_ref_start(ref_track_agrees, starts[_i / 7].name, _i % 7 + 1,
	    starts[_i / 7].perft[_i % 7]);
}
END_TEST

TEST_ONCE(perft, test_perft_spec_table)
{
	ck_assert_int_eq(check_spec_perft("petits-chevaux", 1), 3);
}
END_TEST

/*
 * Positions within and between turns: horses to send home (another's,
 * one's own), the start cell taken, lanes filling, a roll of 6 to play.
 */
static const struct {
	const char	*pos;
	int		 depth;
} positions[] = {
	{ "petits-chevaux w:e5+3 b:c5+3 w 10", 5 },
	{ "petits-chevaux w:e5,c5+2 b:e1+3 w 10 d6", 5 },
	{ "petits-chevaux w:f2,f1,e5+1 b:g11,g1+2 w 10", 5 },
	{ "petits-chevaux w:f2,f3,g2,g1 b:g11,e1+2 b 30 d6+", 5 },
	{ "petits-chevaux-3p w:a7,c5+2 r:a5,e1,b6+1 b:+4 r 7", 5 },
	{ "petits-chevaux-4p w:k5,e3+2 r:+4 b:g11,h7+2 g:j5+3 g 12 d6",
	  5 },
	{ "petits-chevaux-4p w:f2,f3,f4,f1 r:a7,b6+2 b:f8+3 g:k6,h6+2 "
	  "w 40", 5 },
};

TEST_LOOP(perft, test_perft_positions, NELEM(positions))
{
	check_ref_at(ref_track_agrees, positions[_i].pos, positions[_i].depth);
}
END_TEST

/*
 * Positions the library reaches by its own moves: from each start, the
 * k-th legal move of every ply, 100 to 300 plies deep, then perft 4.
 */
TEST_LOOP(perft, test_perft_played, 9)
{
	check_ref_played(ref_track_agrees, starts[_i % 3].name,
	    100 + 100 * (size_t)(_i / 3), 7 + 5 * (size_t)_i, 4);
}
END_TEST

/* ------------------------------------------------------------------ */
/* A track's keys                                                     */

#define TRACK	"name: t\nboard: {shape: track}\n"
#define DIE	"dice: {count: 1, sides: 6, again: 6}\n"
#define WHITE	"  - {name: W, letter: w, camp: [e1], goal: [f2, f3, f4, " \
		"f5], hand: 4}\n"
#define BLACK	"  - {name: B, letter: b, camp: [g11], goal: [f10, f9, f8, " \
		"f7], hand: 4}\n"

static const struct rules_key_case key_cases[] = {
	{ TRACK DIE "players:\n" WHITE BLACK, NULL, 0, 0, 6 },
	{ TRACK DIE "players:\n" WHITE, NULL, 0, 0, 6 },
	{ TRACK "dice: {count: 1, sides: 6}\nplayers:\n" WHITE BLACK, NULL,
	  0, 0, 6 },
	{ TRACK "players:\n" WHITE BLACK, "a track is run by one die", 4, 3,
	  0 },
	{ TRACK "dice: {count: 1, sides: 6, penalty: true}\nplayers:\n"
	  WHITE BLACK, "without penalty", 5, 3, 0 },
	{ TRACK DIE "players:\n  - {name: W, letter: w, camp: [f1], goal: "
	  "[f2, f3, f4, f5], hand: 4}\n" BLACK, "the goal is the home lane",
	  5, 3, 0 },
	{ TRACK DIE "players:\n  - {name: W, letter: w, camp: [f2], goal: "
	  "[f3, f4, f5, e1], hand: 4}\n" BLACK, "the camp is one cell of "
	  "the loop", 5, 3, 0 },
	{ TRACK DIE "players:\n  - {name: W, letter: w, camp: [e1], goal: "
	  "[f2, f3, f4, f5], hand: 3}\n" BLACK, "its 4 horses start in hand",
	  5, 3, 0 },
	{ TRACK DIE "players:\n  - {name: W, letter: w, camp: [e1], goal: "
	  "[f2, f3, f4, f6], hand: 4}\n" BLACK, "'f6' in the goal of player W "
	  "is not a cell", 5, 57, 0 },
	{ "name: t\nboard: {shape: track, width: 11}\n" DIE "players:\n"
	  WHITE BLACK, "a track board has no width", 2, 8, 0 },
};

/* The keys load, count, are refused where they must be, write back. */
TEST_LOOP(keys, test_track_keys, NELEM(key_cases))
{
	check_key_round(&key_cases[_i], 1, NULL);
}
END_TEST

/* The built-in rule sets write back as they load. */
TEST_LOOP(keys, test_builtin_round_trip, NELEM(starts))
{
	static const char *const want[] = { "shape: track" };

	check_written_back(starts[_i].name, want, NELEM(want), 5,
	    starts[_i].perft[4], NULL);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Move text and position strings                                     */

#define S	"petits-chevaux w:+4 b:+4 w 1"
#define P	"petits-chevaux w:e5,f1,f2+1 b:c5+3 w 10"

static const struct legal_case legal_cases[] = {
	{ S, "d6", 0, NOTATION_ROLL, NULL },
	{ S, "d7", NOTATION_ILLEGAL_MOVE, 0, "a roll is 1 to 6" },
	{ S, "d66", NOTATION_ILLEGAL_MOVE, 0, "begins with its roll" },
	{ S, "e1", NOTATION_ILLEGAL_MOVE, 0, "begins with its roll" },
	{ S, "e1~e2", NOTATION_SYNTAX, 0, NULL },
	{ S " d6", "e1", 0, NOTATION_DROP, NULL },
	{ S " d6", "g11", NOTATION_ILLEGAL_MOVE, 0, "its start cell, "
	  "White's e1" },
	{ S " d6", "f6", NOTATION_ILLEGAL_MOVE, 0, "not a cell" },
	{ S " d6", "d6", NOTATION_ILLEGAL_MOVE, 0, "has rolled 6 and moves "
	  "first" },
	{ P " d6", "e1", 0, NOTATION_DROP, NULL },
	{ P " d2", "e1", NOTATION_ILLEGAL_MOVE, 0, "on a 6 only, and the "
	  "die is 2" },
	{ P " d2", "e5xc5", 0, NOTATION_STEP, NULL },
	{ P " d2", "e5-c5", 0, NOTATION_STEP, NULL },
	{ P " d1", "e5xd5", NOTATION_ILLEGAL_MOVE, 0, "d5 is empty, so no "
	  "horse is sent home" },
	{ P " d1", "e5-d5", 0, NOTATION_STEP, NULL },
	{ P " d1", "e5-c5", NOTATION_ILLEGAL_MOVE, 0, "2 cells, but the die "
	  "is 1" },
	{ P " d2", "f1-f3", 0, NOTATION_STEP, NULL },
	{ P " d1", "f1-f2", NOTATION_ILLEGAL_MOVE, 0, "arrived on f2 "
	  "already" },
	{ P " d1", "f1-g1", NOTATION_ILLEGAL_MOVE, 0, "g1 is not ahead of "
	  "f1" },
	{ P " d1", "f2-f3", NOTATION_ILLEGAL_MOVE, 0, "the horse on f2 has "
	  "arrived and moves no more" },
	{ P " d1", "c5-b5", NOTATION_ILLEGAL_MOVE, 0, "no horse of White's "
	  "stands on c5" },
	{ P " d1", "e5-d5-c5", NOTATION_SYNTAX, 0, "names its start and its "
	  "end" },
	{ P " d1", "pass", NOTATION_ILLEGAL_MOVE, 0, "allows no pass" },
};

TEST_CASES(text, test_moves, legal_cases, check_legal)

static const struct form_case format_cases[] = {
	{ S, "d3", "d3", "d3" },
	{ S " d6", "e1", "e1", "e1" },
	{ P " d2", "e5-c5", "e5xc5", "e5xc5" },
	{ P " d2", "f1-f3", "f1-f3", "f1-f3" },
};

TEST_CASES(text, test_format, format_cases, check_forms)

static const struct text_case turn_cases[] = {
	{ P " d2", "= d2" },
	{ P " d6+", "= d6+" },
	{ P " d7", "a roll such as d4" },
	{ P " d2+", "only a roll of again" },
	{ P " d2/e5", "a roll such as d4 or d6+" },
	{ "petits-chevaux w:f2,f3,f4,f5 b:+4 w 10 d3", "the roll has no "
	  "move" },
	{ "petits-chevaux w:e5+2 b:+4 w 10", "White has 3 stones with "
	  "those in hand, petits-chevaux needs 4" },
	{ "petits-chevaux w:e5+3 b:+4 w 10", "= w 10" },
};

/* The turn field reads, writes canonically, and is refused where wrong. */
TEST_CASES(text, test_turn_field, turn_cases, check_position_text)

/* Turns played: the side, the bases, the hash. */
static const struct text_case turn_plays[] = {
	{ S "|d6 e1", "petits-chevaux w:e1+3 b:+4 w 1 d6+" },
	{ S "|d6 e1 d2 e1-e3", "petits-chevaux w:e3+3 b:+4 b 1" },
	{ S "|d5", "petits-chevaux w:+4 b:+4 b 1" },
	{ S "|d6", "petits-chevaux w:+4 b:+4 w 1 d6" },
	{ P "|d2 e5xc5", "petits-chevaux w:f1,f2,c5+1 b:+4 b 10" },
	{ P "|d6 e1", "petits-chevaux w:e1,f1,f2,e5 b:c5+3 w 10 d6+" },
	{ "petits-chevaux w:e5,c5+2 b:+4 w 10|d2 e5-c5",
	  "petits-chevaux w:c5+3 b:+4 b 10" },
	{ "petits-chevaux w:e5+3 b:e1+3 w 10|d6 e1",
	  "petits-chevaux w:e1,e5+2 b:+4 w 10 d6+" },
};

TEST_CASES(text, test_turn_plays, turn_plays, check_moves_applied)

HARNESS_SUITE("track")
