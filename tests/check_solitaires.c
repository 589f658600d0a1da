/*
 * check_solitaires.c -- the game box's solitaires (spec/rules.md sections
 * 17.6, 17.7 and 17.13): Solohalma and Retour on the 33-cell cross, and
 * solitaire on the star (ster-solitair).  Perft of their starts and of
 * positions of their games against the reference generator of
 * tests/ref/ref_solitaire.c, written from the spec alone and reading a
 * position through the public API only.  Then the keys
 * that make them (board: cells, chains, capture, jump-over: empty,
 * goal-exact), the capture's notation, the lone result "0", the ends,
 * position strings and the drawing.
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
SUITE_TCASE(games, "games", setup, teardown, 0);

/* The Solohalma start: every cell of the cross but the centre. */
#define SOLO_STONES	"c1,d1,e1,c2,d2,e2,a3,b3,c3,d3,e3,f3,g3,a4,b4,c4," \
			"e4,f4,g4,a5,b5,c5,d5,e5,f5,g5,c6,d6,e6,c7,d7,e7"
#define SOLO_START	"solohalma w:" SOLO_STONES " w 1"
#define RETOUR_START	"retour w:d4 w 1"
/* Ster-solitair's start: every hole of the star but i9, rank by rank. */
#define STER_STONES	"e1,e2,f2,e3,f3,g3,e4,f4,g4,h4," \
			"a5,b5,c5,d5,e5,f5,g5,h5,i5,j5,k5,l5,m5," \
			"b6,c6,d6,e6,f6,g6,h6,i6,j6,k6,l6,m6," \
			"c7,d7,e7,f7,g7,h7,i7,j7,k7,l7,m7," \
			"d8,e8,f8,g8,h8,i8,j8,k8,l8,m8,e9,f9,g9,h9,j9,k9,l9,m9," \
			"e10,f10,g10,h10,i10,j10,k10,l10,m10,n10," \
			"e11,f11,g11,h11,i11,j11,k11,l11,m11,n11,o11," \
			"e12,f12,g12,h12,i12,j12,k12,l12,m12,n12,o12,p12," \
			"e13,f13,g13,h13,i13,j13,k13,l13,m13,n13,o13,p13,q13," \
			"j14,k14,l14,m14,k15,l15,m15,l16,m16,m17"
#define STER_START	"ster-solitair w:" STER_STONES " w 1"

/* Positions: starts, and positions of games of both (the records'). */
static const struct {
	const char	*pos;
	uint64_t	 perft[3];	/* 0: only compared with the reference */
} perfts[] = {
	{ SOLO_START, { 4, 12, 60 } },
	{ RETOUR_START, { 4, 12, 60 } },
	/* Solohalma after d2xd4 b3xd3 c1xc3 e1xc1. */
	{ "solohalma w:c1,d1,c2,e2,a3,c3,d3,e3,f3,g3,a4,b4,c4,d4,e4,f4,g4,"
	  "a5,b5,c5,d5,e5,f5,g5,c6,d6,e6,c7,d7,e7 w 5", { 0, 0, 0 } },
	/* Solohalma half played: 16 stones. */
	{ "solohalma w:c2,e2,c3,e3,f3,g3,c4,d4,b5,c5,d5,e5,c6,d6,e6,d7 w 16",
	  { 0, 0, 0 } },
	/* Retour after d4-d6 d5-f5 e5-e7 e7-c7. */
	{ "retour w:c7,d7,d6,e6,e5,f5 w 5", { 0, 0, 0 } },
	/* Ster-solitair: the records' last four stones, and a scatter. */
	{ "ster-solitair w:g10,g11,i10,j11 w 117", { 0, 0, 0 } },
	{ "ster-solitair w:e5,f5,g5,g6,h7,h8,i8,i10,j10,j11,k12,l13,l14,m9,"
	  "m10,c7,d7,d8,e9,f9 w 90", { 0, 0, 0 } },
	/* Retour nearly done: the goal but e3, e4, e5, with d4. */
	{ "retour w:c1,d1,e1,c2,d2,e2,a3,b3,c3,d3,f3,g3,a4,b4,c4,d4,f4,g4,a5,"
	  "b5,c5,d5,f5,g5,c6,d6,e6,c7,d7,e7 w 30", { 0, 0, 0 } },
};

TEST_LOOP(perft, test_perft, NELEM(perfts) * 3)
{
	ref_solitaire_agrees(perfts[_i / 3].pos, _i % 3 + 1,
	    perfts[_i / 3].perft[_i % 3]);
	check_generate_agrees_with_parse(perfts[_i / 3].pos);
}
END_TEST

/* Every hole of the star but the centre i9 (spec/rules.md 17.13). */
static int
ster_start_hole(const void *arg, int who, int x, int y)
{
	(void)arg;
	(void)who;
	return !(x == 8 && y == 8);
}

/*
 * Ster-solitair's start is every hole but i9, as the reference lists the
 * star's holes; its perft, and the stones after three jumps.
 */
TEST_LOOP(perft, test_ster_start, 4)
{
	static const uint64_t	 want[4] = { 6, 60, 882, 15798 };
	const notation_rules	*r = notation_catalog_find(cat, "ster-solitair",
				    NULL);
	struct notation_buf	 b = NOTATION_BUF_INIT;
	notation_position	*p;
	char			 s[1024];
	size_t			 n;

	ck_assert_ptr_nonnull(r);
	n = (size_t)snprintf(s, sizeof(s), "ster-solitair w:");
	n = ref_star_list(s, n, sizeof(s), ster_start_hole, NULL, 0);
	snprintf(s + n, sizeof(s) - n, " w 1");
	p = notation_position_new(r);
	ck_assert_int_eq(notation_position_format(p, &b), 0);
	ck_assert_str_eq(b.data, s);
	ck_assert_str_eq(s, STER_START);
	notation_buf_free(&b);
	notation_position_free(p);
	ref_solitaire_agrees(s, _i + 1, want[_i]);
	if (_i == 0)
		check_generate_agrees_with_parse(s);
}
END_TEST

/* The perft tables of spec/rules.md sections 17.6, 17.7 and 17.13. */
TEST_ONCE(perft, test_spec_perft)
{
	ck_assert_int_eq(check_spec_perft("solohalma", 1), 1);
	ck_assert_int_eq(check_spec_perft("retour", 1), 1);
	ck_assert_int_eq(check_spec_perft("ster-solitair", 1), 1);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The keys.                                                          */

#define SQ	"name: t\nboard: {shape: square, width: 4, height: 4}\n"
#define ONE	"players:\n  - {name: A, letter: a, camp: [a1, b1], " \
		"goal: [c4, d4]}\n"

static const struct {
	const char	*yaml;
	const char	*msg;		/* NULL: loads */
} keys[] = {
	{ "name: t\nboard: {shape: square, width: 4, height: 4, "
	  "cells: [a1, b1, c1, c4, d4]}\n" ONE, NULL },
	{ SQ "chains: false\ncapture: true\n" ONE, NULL },
	{ SQ "chains: false\njump-over: empty\n" ONE, NULL },
	{ SQ "chains: false\ncapture: true\n" ONE
	  "end: {goal-exact: true, no-move-loses: true}\n", NULL },
	{ SQ "capture: true\njumps: long\n" ONE,
	  "capture with chains (a chain that captures at every hop) does "
	  "not go with this rule; set jumps: short" },
	{ SQ "jump-over: empty\n" ONE, "jump-over: empty needs chains: false" },
	{ SQ "chains: false\njump-over: empty\ncapture: true\n" ONE,
	  "capture and jump-over: empty do not go together" },
	{ SQ "chains: false\njumps: long\n" ONE,
	  "chains: false needs jumps: short" },
	{ SQ "chains: false\nchain-to-start: true\n" ONE,
	  "chains: false and chain-to-start do not go together" },
	{ SQ "chains: no\n" ONE, "chains must be true or false" },
	{ SQ "capture: 1\n" ONE, "capture must be true or false" },
	{ SQ ONE "end: {goal-exact: yes}\n", "goal-exact must be true or false" },
	{ SQ "jump-over: empties\n" ONE,
	  "jump-over must be any, own, opponent or empty" },
	{ "name: t\nboard: {shape: square, width: 4, height: 4, "
	  "cells: []}\n" ONE, "the board's cells must not be empty" },
	{ "name: t\nboard: {shape: square, width: 4, height: 4, "
	  "cells: [a1, e1]}\n" ONE, "'e1' in the board's cells is not a cell "
	  "of the 4x4 rectangle" },
	{ "name: t\nboard: {shape: square, width: 4, height: 4, "
	  "cells: [a1, a1]}\n" ONE, "cell a1 is listed twice" },
	{ "name: t\nboard: {shape: square, width: 4, height: 4, "
	  "cells: [a1, b1, c1]}\n" ONE, "'c4' in the goal of player A is not "
	  "a cell of the board" },
	{ "name: t\nboard: {shape: star, cells: [e1]}\n"
	  "players:\n  - {name: A, letter: a, camp: [e1], goal: [m17]}\n",
	  "a star board has no cells key" },
	/* A goal smaller than the stones: only where stones are taken. */
	{ SQ "players:\n  - {name: A, letter: a, camp: [a1, b1], "
	  "goal: [d4]}\n", "has 2 stones but a goal of only 1 cell: give its goal" },
	{ SQ "chains: false\ncapture: true\n"
	  "players:\n  - {name: A, letter: a, camp: [a1, b1], "
	  "goal: [d4]}\n", NULL },
};

TEST_LOOP(keys, test_keys, NELEM(keys))
{
	struct notation_diag	 d;
	struct notation_buf	 b = NOTATION_BUF_INIT;
	notation_rules		*r;

	notation_diag_clear(&d);
	r = notation_rules_load_string(keys[_i].yaml, strlen(keys[_i].yaml),
	    "t.yaml", &d);
	if (keys[_i].msg != NULL) {
		ck_assert_msg(r == NULL, "case %d loads", _i);
		ck_assert_msg(strstr(d.message, keys[_i].msg) != NULL,
		    "case %d: '%s' lacks '%s'", _i, d.message, keys[_i].msg);
		return;
	}
	ck_assert_msg(r != NULL, "case %d: %s", _i, d.message);
	/* Written back, it reads back to the same and writes the same. */
	notation_rules_free(check_key_rewrite(r, &b));
	notation_rules_free(r);
	notation_buf_free(&b);
}
END_TEST

/*
 * A move of one jump (chains: false) under lines: diagonal jumps along a
 * diagonal only, generated as parsed: from a1, b1, b2 and d4 the one move
 * is a1 over b2 to c3, written a1xc3 (a1-c1 and b1-b3 go along a rank and
 * a file), and no chain of two jumps (a1-c3-e5) is a move.  Both were
 * taken before: the generator asked no line of a single jump, and the
 * parser searched chains.
 */
TEST_ONCE(keys, test_single_jump_lines)
{
	static const char yaml[] = "name: t\n"
	    "board: {shape: square, width: 5, height: 5}\n"
	    "lines: diagonal\nsteps: none\nchains: false\ncapture: true\n"
	    "players:\n  - {name: A, letter: a, camp: [a1, b1, b2, d4], "
	    "goal: [e5]}\n";
	struct notation_diag	 d;
	struct notation_move	 m, back;
	struct notation_move	*moves;
	struct notation_buf	 b = NOTATION_BUF_INIT;
	notation_rules		*r;
	notation_position	*p;
	size_t			 i, n;

	r = notation_rules_load_string(yaml, strlen(yaml), "t.yaml", &d);
	ck_assert_msg(r != NULL, "%s", d.message);
	p = notation_position_new(r);
	ck_assert_int_eq(notation_move_parse(p, "a1-c3", 5, &m, NULL), 0);
	ck_assert_int_ne(notation_move_parse(p, "a1-c1", 5, &m, NULL), 0);
	ck_assert_int_ne(notation_move_parse(p, "b1-b3", 5, &m, NULL), 0);
	ck_assert_int_ne(notation_move_parse(p, "a1-e5", 5, &m, NULL), 0);
	ck_assert_int_ne(notation_move_parse(p, "a1-c3-e5", 8, &m, NULL), 0);
	ck_assert_uint_eq(notation_position_perft(p, 1), 1);
	ck_assert_ptr_nonnull(moves = malloc(NOTATION_MOVE_LIST_BYTES));
	n = notation_move_generate(p, moves);
	ck_assert_uint_eq(n, 1);
	for (i = 0; i < n; i++) {
		notation_buf_reset(&b);
		ck_assert_int_eq(notation_move_format(p, &moves[i], 0, &b), 0);
		ck_assert_str_eq(b.data, "a1xc3");
		ck_assert_int_eq(notation_move_parse(p, b.data, b.len, &back,
		    NULL), 0);
	}
	free(moves);
	notation_buf_free(&b);
	notation_position_free(p);
	notation_rules_free(r);
}
END_TEST

/* The built-in files write back what they say, and the keys are written. */
static const struct {
	const char	*name;
	const char	*lines[4];
} emitted[] = {
	{ "solohalma", { "chains: false", "capture: true", "goal-exact: true",
	  "cells: [c1, d1, e1, c2, d2, e2, a3," } },
	{ "retour", { "chains: false", "jump-over: empty", "goal-exact: true",
	  "no-move-loses: true" } },
};

TEST_LOOP(keys, test_emit_builtin, NELEM(emitted))
{
	struct notation_diag	 d;
	struct notation_buf	 a = NOTATION_BUF_INIT;
	notation_rules		*r, *again;
	size_t			 i;

	notation_diag_clear(&d);
	r = notation_rules_builtin(emitted[_i].name, &d);
	ck_assert_msg(r != NULL, "%s", d.message);
	again = check_key_rewrite(r, &a);
	for (i = 0; i < NELEM(emitted[_i].lines); i++)
		ck_assert_msg(strstr(a.data, emitted[_i].lines[i]) != NULL,
		    "%s lacks '%s':\n%s", emitted[_i].name,
		    emitted[_i].lines[i], a.data);
	ck_assert_uint_eq(start_perft(again, 1), 4);
	notation_rules_free(again);
	notation_rules_free(r);
	notation_buf_free(&a);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The notation.                                                      */

static const struct legal_case legal[] = {
	{ SOLO_START, "d2xd4", 0, NOTATION_JUMP, NULL },
	{ SOLO_START, "d2-d4", 0, NOTATION_JUMP, NULL },
	{ SOLO_START, "D2XD4", 0, NOTATION_JUMP, NULL },
	{ SOLO_START, "f4xd4", 0, NOTATION_JUMP, NULL },
	{ SOLO_START, "d3xd4", NOTATION_ILLEGAL_MOVE, 0, NULL },
	{ SOLO_START, "d2xd4xd6", NOTATION_ILLEGAL_MOVE, 0,
	  "a move of solohalma is one jump, not a chain of 2" },
	{ SOLO_START, "d2-d4-d6", NOTATION_ILLEGAL_MOVE, 0,
	  "is one jump, not a chain" },
	{ SOLO_START, "b2xb4", NOTATION_ILLEGAL_MOVE, 0,
	  "b2 is not a cell" },
	{ SOLO_START, "d2yd4", NOTATION_SYNTAX, 0, "expected '-'" },
	{ "solohalma w:b4,c4 w 1", "c4xa4", 0, NOTATION_JUMP, NULL },
	{ "solohalma w:b4,c4 w 1", "c4xe4", NOTATION_ILLEGAL_MOVE, 0, NULL },
	{ START10, "h3xh5", NOTATION_ILLEGAL_MOVE, 0,
	  "'x' marks a capture, and halma-10x10 captures nothing" },
	/* The star: a jump into i9 along each of its six lines, no other. */
	{ STER_START, "g9xi9", 0, NOTATION_JUMP, NULL },
	{ STER_START, "k9xi9", 0, NOTATION_JUMP, NULL },
	{ STER_START, "g7xi9", 0, NOTATION_JUMP, NULL },
	{ STER_START, "k11xi9", 0, NOTATION_JUMP, NULL },
	{ STER_START, "i7-i9", 0, NOTATION_JUMP, NULL },
	{ STER_START, "i11xi9", 0, NOTATION_JUMP, NULL },
	{ STER_START, "k7xi9", NOTATION_ILLEGAL_MOVE, 0,
	  "i9 cannot be reached from k7 by a jump" },
	{ STER_START, "g11xi9", NOTATION_ILLEGAL_MOVE, 0, NULL },
	{ STER_START, "h9-i9", NOTATION_ILLEGAL_MOVE, 0,
	  "has no steps (steps: none)" },
	{ STER_START, "g9xi9xk9", NOTATION_ILLEGAL_MOVE, 0,
	  "a move of ster-solitair is one jump, not a chain of 2" },
	{ "ster-solitair w:g9,h9 w 119", "h9xj9", NOTATION_ILLEGAL_MOVE, 0,
	  NULL },
	{ RETOUR_START, "d4-d2", 0, NOTATION_JUMP, NULL },
	{ RETOUR_START, "d4-b4", 0, NOTATION_JUMP, NULL },
	{ RETOUR_START, "d4xd2", NOTATION_ILLEGAL_MOVE, 0,
	  "retour captures nothing" },
	{ RETOUR_START, "d4-d2-d0", NOTATION_SYNTAX, 0, NULL },
	{ "retour w:d4,d3 w 2", "d4-d2", NOTATION_ILLEGAL_MOVE, 0, NULL },
	{ "retour w:d4,d2 w 2", "d4-d2", NOTATION_ILLEGAL_MOVE, 0, NULL },
};

TEST_CASES(moves, test_legal, legal, check_legal)

/* A move made and written: its text in both forms, the position after. */
static const struct {
	const char	*pos;
	const char	*move;
	const char	*written;	/* short and long form alike */
	const char	*after;
} made[] = {
	{ SOLO_START, "d2-d4", "d2xd4",
	  "solohalma w:c1,d1,e1,c2,e2,a3,b3,c3,e3,f3,g3,a4,b4,c4,d4,e4,f4,"
	  "g4,a5,b5,c5,d5,e5,f5,g5,c6,d6,e6,c7,d7,e7 w 2" },
	{ "solohalma w:b4,c4 w 1", "c4xa4", "c4xa4", "solohalma w:a4 w 2" },
	{ RETOUR_START, "d4-d2", "d4-d2", "retour w:d2,d3 w 2" },
	{ "retour w:d2,d3 w 2", "d3-f3", "d3-f3", "retour w:d2,e3,f3 w 3" },
};

TEST_LOOP(moves, test_made, NELEM(made))
{
	const struct form_case	 f = { made[_i].pos, made[_i].move,
				    made[_i].written, made[_i].written };
	notation_position	*p = pos_of(made[_i].pos);
	struct notation_buf	 b = NOTATION_BUF_INIT;
	struct notation_move	 m;

	check_forms(&f);
	ck_assert_int_eq(notation_move_parse(p, made[_i].move,
	    strlen(made[_i].move), &m, NULL), 0);
	notation_position_apply(p, &m);
	ck_assert_int_eq(notation_position_format(p, &b), 0);
	ck_assert_str_eq(b.data, made[_i].after);
	notation_buf_free(&b);
	notation_position_free(p);
}
END_TEST

/* Position strings: the counts captures and filled cells allow. */
static const struct {
	const char	*pos;
	const char	*msg;		/* NULL: read */
} strings[] = {
	{ "solohalma w:d4 w 31", NULL },
	{ "solohalma w:a3,g5 w 9", NULL },
	{ SOLO_START, NULL },
	{ "solohalma w:a1 w 1", "not a cell of the board ('a1')" },
	{ "solohalma w:" SOLO_STONES ",d4 w 1",
	  "White has 33 stones, solohalma needs at most 32" },
	{ "retour w:" SOLO_STONES " w 31", NULL },
	{ "retour w: w 1", "White has 0 stones, retour needs at least 1" },
	{ "retour w:g7 w 1", "not a cell of the board ('g7')" },
};

TEST_LOOP(moves, test_strings, NELEM(strings))
{
	struct notation_diag	 d;
	notation_position	*p;
	int			 rc;

	notation_diag_clear(&d);
	rc = notation_position_parse(cat, strings[_i].pos,
	    strlen(strings[_i].pos), &p, &d);
	if (strings[_i].msg == NULL) {
		ck_assert_msg(rc == 0, "%s: %s", strings[_i].pos, d.message);
		notation_position_free(p);
		return;
	}
	ck_assert_int_ne(rc, 0);
	ck_assert_msg(strstr(d.message, strings[_i].msg) != NULL,
	    "%s: '%s' lacks '%s'", strings[_i].pos, d.message,
	    strings[_i].msg);
}
END_TEST

/* The lone "0": a game of one player lost; not a result of two. */
TEST_ONCE(moves, test_result_zero)
{
	struct notation_result	 res;
	struct notation_buf	 b = NOTATION_BUF_INIT;

	ck_assert_int_eq(notation_result_parse("0", 1, 1, &res), 0);
	ck_assert_int_eq(res.kind, NOTATION_RESULT_WIN);
	ck_assert_uint_eq(res.winners, 0);
	ck_assert_int_eq(notation_result_format(&res, 1, &b), 0);
	ck_assert_str_eq(b.data, "0");
	ck_assert_int_eq(notation_result_parse("1", 1, 1, &res), 0);
	ck_assert_uint_eq(res.winners, 1);
	ck_assert_int_eq(notation_result_parse("0", 1, 2, &res), -1);
	ck_assert_int_eq(notation_result_parse("0-0", 3, 2, &res), -1);
	ck_assert_int_eq(notation_result_parse("00", 2, 1, &res), -1);
	notation_buf_free(&b);
}
END_TEST

/* The cross drawn: the cut corners blank, the shape of the board. */
TEST_ONCE(moves, test_render)
{
	notation_position	*p = pos_of(SOLO_START);
	struct notation_buf	 b = NOTATION_BUF_INIT;

	ck_assert_int_eq(notation_position_render(p, 0, &b), 0);
	ck_assert_str_eq(b.data,
	    "     a b c d e f g\n"
	    "  7      w w w      7\n"
	    "  6      w w w      6\n"
	    "  5  w w w w w w w  5\n"
	    "  4  w w w . w w w  4\n"
	    "  3  w w w w w w w  3\n"
	    "  2      w w w      2\n"
	    "  1      w w w      1\n"
	    "     a b c d e f g\n");
	notation_buf_reset(&b);
	ck_assert_int_eq(notation_position_svg(p, NULL, NULL, 0, &b), 0);
	/* 33 cells drawn, no more. */
	{
		const char	*s = b.data;
		int		 n = 0;

		while ((s = strstr(s, "<rect class=\"cell")) != NULL) {
			n++;
			s++;
		}
		ck_assert_int_eq(n, 33);
	}
	notation_buf_free(&b);
	notation_position_free(p);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Games: each end, and its result.                                   */

static const struct {
	const char	*start;		/* NULL: the rule set's */
	const char	*variant;
	const char	*moves;		/* blank-separated */
	int		 kind;		/* of the outcome */
	unsigned	 winners;
	int		 reason;
} games[] = {
	{ "solohalma w:b4,c4 w 1", "solohalma", "b4xd4",
	  NOTATION_RESULT_WIN, 1, NOTATION_REASON_GOAL },
	{ "solohalma w:b4,c4 w 1", "solohalma", "c4xa4",
	  NOTATION_RESULT_WIN, 0, NOTATION_REASON_NO_MOVE },
	{ NULL, "solohalma", "d2xd4 d5xd3 b4xd4 e4xc4 g4xe4 d7xd5",
	  NOTATION_RESULT_WIN, 0, NOTATION_REASON_NO_MOVE },
	{ NULL, "solohalma", "d2xd4 d5xd3 b4xd4 e4xc4 g4xe4",
	  NOTATION_RESULT_NONE, 0, NOTATION_REASON_NONE },
	{ "retour w:c1,d1,e1,c2,e2,a3,b3,c3,e3,f3,g3,a4,b4,c4,d4,e4,f4,g4,"
	  "a5,b5,c5,d5,e5,f5,g5,c6,d6,e6,c7,d7,e7 w 31", "retour", "d4-d2",
	  NOTATION_RESULT_WIN, 1, NOTATION_REASON_GOAL },
	/* The star: one stone on i9 wins; on f9, or two stones, lose. */
	{ "ster-solitair w:g10,g11,i10,j11 w 117", "ster-solitair",
	  "j11xh9 g11xg9 g9xi9", NOTATION_RESULT_WIN, 1,
	  NOTATION_REASON_GOAL },
	{ "ster-solitair w:g9,h9 w 119", "ster-solitair", "h9xf9",
	  NOTATION_RESULT_WIN, 0, NOTATION_REASON_NO_MOVE },
	{ "ster-solitair w:g9,h9,m17 w 118", "ster-solitair", "g9xi9",
	  NOTATION_RESULT_WIN, 0, NOTATION_REASON_NO_MOVE },
	/* One stone on i9 among others: not finished. */
	{ "ster-solitair w:g9,h9,k9,l9 w 117", "ster-solitair", "g9xi9",
	  NOTATION_RESULT_NONE, 0, NOTATION_REASON_NONE },
	{ NULL, "ster-solitair", "g9xi9 j9xh9 e9xg9", NOTATION_RESULT_NONE,
	  0, NOTATION_REASON_NONE },
	/* Goal cells only, but not all of them: not finished. */
	{ NULL, "retour", "d4-d2", NOTATION_RESULT_NONE, 0,
	  NOTATION_REASON_NONE },
	{ "retour w:c1,d1,e1,c2,d2,e2,a3,b3,d3,e3,f3,g3,a4,b4,d4,e4,f4,g4,"
	  "a5,b5,c5,d5,f5,g5,c6,d6,e6,c7,d7,e7 w 1", "retour", "c5-c3",
	  NOTATION_RESULT_WIN, 0, NOTATION_REASON_NO_MOVE },
};

TEST_LOOP(games, test_games, NELEM(games))
{
	const notation_rules		*r;
	const struct notation_result	*o;
	struct notation_diag		 d;
	notation_position		*start = NULL;
	notation_game			*g;

	notation_diag_clear(&d);
	r = notation_catalog_find(cat, games[_i].variant, &d);
	ck_assert_msg(r != NULL, "%s", d.message);
	g = notation_game_new(r);
	ck_assert_ptr_nonnull(g);
	if (games[_i].start != NULL) {
		start = pos_of(games[_i].start);
		ck_assert_int_eq(notation_game_reset(g, start), 0);
	}
	ck_assert_msg(play_moves(g, games[_i].moves, "game", &d) == 0,
	    "case %d: %s", _i, d.message);
	o = notation_game_outcome(g);
	ck_assert_int_eq(o->kind, games[_i].kind);
	ck_assert_uint_eq(o->winners, games[_i].winners);
	ck_assert_int_eq(o->reason, games[_i].reason);
	notation_game_free(g);
	notation_position_free(start);
}
END_TEST

HARNESS_SUITE("solitaires")
