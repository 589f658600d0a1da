/*
 * check_draughts.c -- international draughts (spec/rules.md section 18):
 * men and flying kings, the capture of the most pieces, pieces taken
 * after the whole capture and never jumped twice, the crowning at the end
 * of a move, move text (spec/moves.md, "Draughts") and position strings.
 *
 * The move generator is the reference one of tests/ref/ref_draughts.c,
 * written from the rules: it reads and writes position strings itself,
 * so the perft of every position and the positions every move leaves are
 * checked against the library's without sharing a line of it.
 */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "ref/ref.h"

SUITE_TCASE(perft, "perft", setup, teardown, 120);
SUITE_TCASE(moves, "moves", setup, teardown, 0);
SUITE_TCASE(keys, "keys", setup, teardown, 0);

#define DRAUGHTS	"international-draughts"
#define START	DRAUGHTS " w:31,32,33,34,35,36,37,38,39,40,41,42,43,44,45," \
	"46,47,48,49,50 b:1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19," \
	"20 w 1"

/* ------------------------------------------------------------------ */
/* Perft                                                               */

/* The published figures from the start (spec/rules.md section 18). */
static const uint64_t start_perft_want[] = { 9, 81, 658, 4265, 27117 };

TEST_LOOP(perft, test_perft_start, NELEM(start_perft_want))
{
	const notation_rules	*r = notation_catalog_find(cat, DRAUGHTS,
	    NULL);
	struct ref_draughts	 b;
	notation_position	*p;

	ck_assert_ptr_nonnull(r);
	p = notation_position_new(r);
	ref_draughts_start(&b);
	ck_assert_uint_eq(notation_position_perft(p, _i + 1),
	    start_perft_want[_i]);
	ck_assert_uint_eq(ref_draughts_perft(&b, _i + 1),
	    start_perft_want[_i]);
	notation_position_free(p);
}
END_TEST

TEST_ONCE(perft, test_start_string)
{
	struct ref_draughts	 b;
	char			 s[512];

	ref_draughts_start(&b);
	ref_draughts_write(&b, s, sizeof(s));
	ck_assert_str_eq(s, START);
	check_start_string(notation_catalog_find(cat, DRAUGHTS, NULL), START);
}
END_TEST

/* Positions of kings and men, captures of men and kings, each by ref. */
static const struct perft_case {
	const char	*pos;
	int		 depth;
} perft_cases[] = {
	/* The man's two captures, 1 and 2 pieces: 2 is compulsory. */
	{ DRAUGHTS " w:28,33 b:12,22,23 w 1", 4 },
	/* A king and a man each take 2. */
	{ DRAUGHTS " w:33,K46 b:18,28,29 w 1", 4 },
	/* A capture through the far row ends on b8: no king. */
	{ DRAUGHTS " w:13 b:7,8,40 w 1", 5 },
	/* The loop back to the start, 4 pieces. */
	{ DRAUGHTS " w:28 b:12,13,22,23 w 1", 5 },
	/* Two captures of 4 to one square, different pieces. */
	{ DRAUGHTS " w:K11,44 b:8,10,17,19,29,34,36 w 1", 4 },
	/* Kings of both sides in the open. */
	{ DRAUGHTS " w:K3,K27,38,42 b:9,15,K24,K44 b 30", 4 },
	/* The middle game of a record (tests/records/gamebox). */
	{ DRAUGHTS " w:27,28,31,32,33,34,36,37,38,39,40,41,42,43,44,45,46,"
	  "47,48,49 b:1,2,3,4,5,6,7,8,9,10,11,12,13,15,16,17,18,20,23,24 "
	  "w 6", 4 },
};

TEST_LOOP(perft, test_perft, NELEM(perft_cases))
{
	const struct perft_case	*t = &perft_cases[_i];
	struct ref_draughts	 b;
	notation_position	*p;
	char			 s[512];
	int			 d;

	ref_draughts_read(&b, t->pos);
	ref_draughts_write(&b, s, sizeof(s));
	ck_assert_str_eq(s, t->pos);
	p = pos_of(s);
	check_reads_back(p, t->pos);
	for (d = 1; d <= t->depth; d++)
		ref_perft_is(s, d, notation_position_perft(p, d),
		    ref_draughts_perft(&b, d), 0);
	notation_position_free(p);
}
END_TEST

/*
 * The positions the library's moves leave are the suite's, each once;
 * and every move's text, short and long, reads back to the same move.
 */
TEST_LOOP(moves, test_moves_leave, NELEM(perft_cases))
{
	static struct ref_draughts_moves res;
	static char		 theirs[REF_DRAUGHTS_MAXRES][512];
	const char		*z[REF_DRAUGHTS_MAXRES];
	struct ref_draughts	 b;
	size_t			 i;

	ref_draughts_read(&b, perft_cases[_i].pos);
	ref_draughts_moves(&b, &res);
	for (i = 0; i < res.n; i++) {
		ref_draughts_write(&res.child[i], theirs[i], sizeof(theirs[i]));
		z[i] = theirs[i];
	}
	check_children(perft_cases[_i].pos, z, res.n);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Move text (spec/moves.md, "Draughts")                               */

#define MAJ	DRAUGHTS " w:28,33 b:12,22,23 w 1"
#define KINGMAN	DRAUGHTS " w:33,K46 b:18,28,29 w 1"
#define AMBIG	DRAUGHTS " w:K11,44 b:8,10,17,19,29,34,36 w 1"

static const struct legal_case legal_cases[] = {
	{ START, "32-28", 0, NOTATION_STEP, NULL },
	{ START, "31-26", 0, NOTATION_STEP, NULL },
	{ START, "32-27", 0, NOTATION_STEP, NULL },
	{ START, "32-23", NOTATION_ILLEGAL_MOVE, 0,
	  "a man (one cell forward) cannot move from 32 to 23" },
	{ START, "28-23", NOTATION_ILLEGAL_MOVE, 0, "28-23: 28 is empty" },
	{ START, "19-23", NOTATION_ILLEGAL_MOVE, 0,
	  "the piece on 19 is Black's, and White is to move" },
	{ START, "37-32", NOTATION_ILLEGAL_MOVE, 0, "32 is occupied" },
	{ START, "32-51", NOTATION_ILLEGAL_MOVE, 0,
	  "51 is not a cell of the international-draughts board (1 to 50)" },
	{ START, "32x28", NOTATION_ILLEGAL_MOVE, 0, "there is no capture" },
	{ START, "32-28x23", NOTATION_SYNTAX, 0, "not both" },
	{ START, "32-", NOTATION_SYNTAX, 0, "a move is cells joined" },
	/* A man steps forward only. */
	{ DRAUGHTS " w:28 b:1 w 1", "28-32", NOTATION_ILLEGAL_MOVE, 0,
	  "a man (one cell forward) cannot move from 28 to 32" },
	/* A king flies, forward and back, but not over a piece. */
	{ DRAUGHTS " w:K46 b:1 w 1", "46-5", 0, NOTATION_STEP, NULL },
	{ DRAUGHTS " w:K28 b:1 w 1", "28-50", 0, NOTATION_STEP, NULL },
	{ DRAUGHTS " w:K46,28 b:1 w 1", "46-23", NOTATION_ILLEGAL_MOVE, 0,
	  "a king cannot move from 46 to 23" },
	/* The majority with men: 28x19 takes 1, 28x8 takes 2. */
	{ MAJ, "28x8", 0, NOTATION_JUMP, NULL },
	{ MAJ, "28x17x8", 0, NOTATION_JUMP, NULL },
	{ MAJ, "28x19", NOTATION_ILLEGAL_MOVE, 0,
	  "28x19 takes 1 piece, and the capture of the most is compulsory: "
	  "28x8 takes 2" },
	{ MAJ, "33-29", NOTATION_ILLEGAL_MOVE, 0,
	  "33-29: a capture is compulsory, of 2 pieces: 28x8" },
	{ MAJ, "28x17", NOTATION_ILLEGAL_MOVE, 0,
	  "the piece on 28 has no capture to 17" },
	/* A man and a king each take 2: either may. */
	{ KINGMAN, "33x13", 0, NOTATION_JUMP, NULL },
	{ KINGMAN, "46x1", 0, NOTATION_JUMP, NULL },
	{ KINGMAN, "46x23x7", 0, NOTATION_JUMP, NULL },
	{ KINGMAN, "33x24", NOTATION_ILLEGAL_MOVE, 0,
	  "33x24 takes 1 piece, and the capture of the most is compulsory" },
	/* The king takes 28, not 28 and then 29 from 23 onto 34... */
	{ KINGMAN, "46x19", NOTATION_ILLEGAL_MOVE, 0,
	  "46x19 takes 1 piece" },
	/* A piece is never jumped twice: over 23 and back over it. */
	{ DRAUGHTS " w:28 b:23,1 w 1", "28x19x28", NOTATION_ILLEGAL_MOVE, 0,
	  "hop 2 (19x28) goes over 23, which hop 1 took already: no piece is "
	  "taken twice" },
	{ DRAUGHTS " w:28 b:23,1 w 1", "28x19x30", NOTATION_ILLEGAL_MOVE, 0,
	  "hop 2 (19x30) goes over no piece of Black" },
	{ DRAUGHTS " w:28 b:23,1 w 1", "28x19x25", NOTATION_ILLEGAL_MOVE, 0,
	  "hop 2 (19x25) is not along a diagonal" },
	/* The loop back to the start takes all four. */
	{ DRAUGHTS " w:28 b:12,13,22,23 w 1", "28x28", 0, NOTATION_JUMP,
	  NULL },
	{ DRAUGHTS " w:28 b:12,13,22,23 w 1", "28x8", NOTATION_ILLEGAL_MOVE,
	  0, "the piece on 28 has no capture to 8 (a capture goes on while "
	  "it can); the capture of the most is compulsory: 28x28 takes 4" },
	/* Two captures of 4 from 11 to 2: the landings must be named. */
	{ AMBIG, "11x2", NOTATION_ILLEGAL_MOVE, 0,
	  "11x2 is ambiguous: captures from 11 to 2 take different pieces; "
	  "name the landings: 11x33x24x13x2 or 11x39x30x13x2" },
	{ AMBIG, "11x33x2", 0, NOTATION_JUMP, NULL },
	{ AMBIG, "11x39x30x13x2", 0, NOTATION_JUMP, NULL },
};

TEST_CASES(moves, test_legal, legal_cases, check_legal)

static const struct form_case write_cases[] = {
	{ START, "32-28", "32-28", "32-28" },
	{ MAJ, "28x8", "28x8", "28x17x8" },
	{ AMBIG, "11x33x2", "11x33x24x13x2", "11x33x24x13x2" },
	{ DRAUGHTS " w:K46 b:1 w 1", "46-5", "46-5", "46-5" },
};

TEST_CASES(moves, test_write, write_cases, check_forms)

/*
 * Crowning: a man that ends on the far row is a king; one that only
 * passes it in a capture is not; a king stays one.
 */
static const struct text_case crown_cases[] = {
	{ DRAUGHTS " w:13 b:9,40 w 1|13x4", DRAUGHTS " w:K4 b:40 b 1" },
	{ DRAUGHTS " w:13 b:7,8,40 w 1|13x11", DRAUGHTS " w:11 b:40 b 1" },
	{ DRAUGHTS " w:7 b:40 w 1|7-1", DRAUGHTS " w:K1 b:40 b 1" },
	{ DRAUGHTS " w:7 b:44 b 1|44-50", DRAUGHTS " w:7 b:K50 w 2" },
	{ DRAUGHTS " w:K1 b:50 w 1|1-45", DRAUGHTS " w:K45 b:50 b 1" },
	/* The pieces taken leave after the capture, kings too. */
	{ DRAUGHTS " w:K46 b:K28,K18 w 1|46x12", DRAUGHTS " w:K12 b: b 1" },
};

TEST_LOOP(moves, test_crown, NELEM(crown_cases))
{
	const struct text_case	*t = &crown_cases[_i];
	const char		*bar = strchr(t->in, '|');
	char			 pos[256];
	struct notation_move	 m;
	struct notation_diag	 d;
	notation_position	*p;

	snprintf(pos, sizeof(pos), "%.*s", (int)(bar - t->in), t->in);
	p = pos_of(pos);
	notation_diag_clear(&d);
	ck_assert_msg(notation_move_parse(p, bar + 1, strlen(bar + 1), &m,
	    &d) == 0, "%s: %s", bar + 1, d.message);
	notation_position_apply(p, &m);
	check_reads_back(p, t->want);
	notation_position_free(p);
}
END_TEST

/* A king and a man on one cell differ, in the hash and in equality. */
TEST_ONCE(moves, test_king_hash)
{
	notation_position	*a = pos_of(DRAUGHTS " w:28 b:1 w 1");
	notation_position	*b = pos_of(DRAUGHTS " w:K28 b:1 w 1");

	ck_assert(!notation_position_equal(a, b));
	ck_assert(notation_position_hash(a) != notation_position_hash(b));
	notation_position_free(a);
	notation_position_free(b);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Boards and PDN positions (spec/boards.md, spec/position-string.md)  */

/* The text board: kings in upper case, each rank's numbers beside it. */
TEST_ONCE(moves, test_render)
{
	notation_position	*p = pos_of(DRAUGHTS " w:K4,28,33 b:K46,12 b 1");
	struct notation_buf	 b = NOTATION_BUF_INIT;
	struct notation_buf	 s = NOTATION_BUF_INIT;

	ck_assert_int_eq(notation_position_render(p, 0, &b), 0);
	ck_assert_ptr_nonnull(strstr(b.data, " 10    .   .   .   W   .  10"
	    "     1   2   3   4   5\n"));
	ck_assert_ptr_nonnull(strstr(b.data, "  1  B   .   .   .   .    1"
	    "   46  47  48  49  50\n"));
	ck_assert_ptr_nonnull(strstr(b.data, "  8    .   b   .   .   .  8"
	    "     11  12  13  14  15\n"));
	ck_assert_int_eq(notation_position_svg(p, NULL, NULL, 0, &s), 0);
	ck_assert_ptr_nonnull(strstr(s.data, "class=\"stone stone-w king\""));
	ck_assert_int_eq(notation_position_king(p, notation_cell_parse(
	    notation_position_rules(p), "4", 1)), 1);
	ck_assert_int_eq(notation_position_king(p, notation_cell_parse(
	    notation_position_rules(p), "28", 2)), 0);
	notation_buf_free(&b);
	notation_buf_free(&s);
	notation_position_free(p);
}
END_TEST

/* PDN's positions read as the toolkit's (spec/conversion.md, "PDN"). */
static const struct text_case pdn_cases[] = {
	{ "W:W31-50:B1-20", START },
	{ "B:WK4,28,33:B12,K46.", DRAUGHTS " w:K4,28,33 b:12,K46 b 1" },
	{ " W:W10,45:B16 ", DRAUGHTS " w:10,45 b:16 w 1" },
	{ "W:B1-3:W50", DRAUGHTS " w:50 b:1,2,3 w 1" },
};

TEST_LOOP(moves, test_pdn_positions, NELEM(pdn_cases))
{
	notation_position	*p = pos_of(pdn_cases[_i].in);

	check_reads_back(p, pdn_cases[_i].want);
	notation_position_free(p);
}
END_TEST

static const struct text_case pdn_bad[] = {
	{ "W:W31-51:B1-20", "a square number is 1 to 50" },
	{ "W:W31,31:B1", "a square is given twice" },
	{ "W:W40-31:B1", "the smaller first" },
	{ "W:W1;B2", "expected ',' or ':' after a square" },
	{ "W:W1:W2", "given twice" },
};

TEST_LOOP(moves, test_pdn_bad, NELEM(pdn_bad))
{
	notation_position	*p = NULL;
	struct notation_diag	 d;

	notation_diag_clear(&d);
	ck_assert_int_eq(notation_position_parse(cat, pdn_bad[_i].in,
	    strlen(pdn_bad[_i].in), &p, &d), NOTATION_BAD_POSITION);
	ck_assert_msg(strstr(d.message, pdn_bad[_i].want) != NULL, "%s: %s",
	    pdn_bad[_i].in, d.message);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The rule file's key (spec/rules-format.md, "draughts")              */

#define BOARD	"name: t\nboard: {shape: square, width: 10, height: 10}\n"
#define PLAYERS	"players:\n  - {name: W, letter: w, camp: [31, 32]}\n" \
	"  - {name: B, letter: b, camp: [1, 2]}\n"

static const struct key_case {
	const char	*yaml;
	const char	*msg;		/* NULL: loads */
	unsigned long	 line, column;
} key_cases[] = {
	{ BOARD "lines: diagonal\ndraughts: international\n" PLAYERS, NULL,
	  0, 0 },
	{ BOARD "directions: 4\ndraughts: international\n" PLAYERS,
	  "draughts needs a square board with directions: 8", 4, 1 },
	{ BOARD "draughts: international\n" PLAYERS,
	  "draughts needs lines: diagonal", 3, 1 },
	{ BOARD "lines: diagonal\ndraughts: english\n" PLAYERS,
	  "draughts must be international", 4, 11 },
	{ BOARD "lines: diagonal\ncapture: true\ndraughts: international\n"
	  PLAYERS, "draughts sets its own moves and captures", 5, 1 },
	{ BOARD "lines: diagonal\ndraughts: international\nplayers:\n"
	  "  - {name: W, letter: w, camp: [31, 32], goal: [1]}\n"
	  "  - {name: B, letter: b, camp: [1, 2]}\n",
	  "draughts: player W has a goal, and draughts has none", 0, 0 },
};

TEST_LOOP(keys, test_keys, NELEM(key_cases))
{
	const struct key_case	*t = &key_cases[_i];
	struct notation_diag	 d;
	notation_rules		*r;

	if (t->line == 0 && t->msg != NULL) {
		notation_diag_clear(&d);
		r = notation_rules_load_string(t->yaml, strlen(t->yaml),
		    "t.yaml", &d);
		ck_assert_ptr_null(r);
		ck_assert_msg(strstr(d.message, t->msg) != NULL, "%s",
		    d.message);
		return;
	}
	check_rules_rewrite(t->yaml, t->msg, t->line, t->column);
}
END_TEST

/* The built-in rule set round-trips, its numbers and moves kept. */
TEST_ONCE(keys, test_builtin_roundtrip)
{
	const notation_rules	*r = notation_catalog_find(cat, DRAUGHTS,
	    NULL);
	struct notation_buf	 a = NOTATION_BUF_INIT;
	notation_rules		*again;
	notation_position	*p;

	ck_assert_ptr_nonnull(r);
	again = check_key_reload(r, &a);
	p = notation_position_new(again);
	ck_assert_uint_eq(notation_position_perft(p, 3), 658);
	ck_assert_int_eq(notation_cell_parse(again, "46", 2),
	    notation_cell_at(again, 0, 0));
	ck_assert_int_eq(notation_cell_parse(again, "5", 1),
	    notation_cell_at(again, 9, 9));
	ck_assert_int_eq(notation_cell_parse(again, "a1", 2),
	    notation_cell_at(again, 0, 0));
	ck_assert_int_eq(notation_cell_parse(again, "51", 2), -1);
	ck_assert_int_eq(notation_cell_parse(again, "b1", 2), -1);
	notation_position_free(p);
	notation_rules_free(again);
	notation_buf_free(&a);
}
END_TEST

HARNESS_SUITE("draughts")
