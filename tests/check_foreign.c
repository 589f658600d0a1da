/*
 * check_foreign.c -- other programs' games and records (issue 15): the
 * ugolki-* rule sets that PUN records are played under (spec/rules.md
 * section 15), the PUN reader and writer and the foreign position
 * formats (spec/conversion.md).  Every record here is written by hand
 * from the format's description and checked ply by ply against the
 * toolkit's own replay.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "records/records.h"

SUITE_TCASE(ugolki, "ugolki", setup, teardown, 0);
SUITE_TCASE(records, "records", setup, teardown, 0);
SUITE_TCASE(positions, "positions", setup, teardown, 0);

/* ------------------------------------------------------------------ */
/* The ugolki rule sets (spec/rules.md section 15)                    */

static const struct ugolki {
	const char	*name;
	int		 files, ranks;	/* White's camp, from a1 */
	int		 stones;
} ugolki[] = {
	{ "ugolki-3x3", 3, 3, 9 },
	{ "ugolki-3x4", 3, 4, 12 },
	{ "ugolki-4x4", 4, 4, 16 },
};

static const notation_rules *
rules_of(const char *name)
{
	struct notation_diag	 d;
	const notation_rules	*r;

	notation_diag_clear(&d);
	r = notation_catalog_find(cat, name, &d);
	ck_assert_msg(r != NULL, "%s: %s", name, d.message);
	return r;
}

/* Section 15.1 and 15.3: board, camps, goals, corners and the one end. */
TEST_LOOP(ugolki, test_ugolki_sets, NELEM(ugolki))
{
	const struct ugolki	*t = &ugolki[_i];
	const notation_rules	*r = rules_of(t->name);
	size_t			 i;
	int			 f, k, c, listed = 0, white, black;

	for (i = 0; notation_rules_builtin_name(i) != NULL; i++)
		if (strcmp(notation_rules_builtin_name(i), t->name) == 0)
			listed++;
	ck_assert_int_eq(listed, 1);
	ck_assert_int_eq(notation_rules_width(r), 8);
	ck_assert_int_eq(notation_rules_height(r), 8);
	ck_assert_int_eq(notation_rules_directions(r), 4);
	ck_assert_int_eq(notation_rules_players(r), 2);
	ck_assert_str_eq(notation_rules_player_name(r, 0), "White");
	ck_assert_str_eq(notation_rules_player_name(r, 1), "Black");
	ck_assert_int_eq(r->jump == JUMP_LONG, 0);
	ck_assert_int_eq(r->jump_over, 0);
	ck_assert_int_eq(r->goal_check, GOAL_IMMEDIATE);
	ck_assert_int_eq(r->camp_rule_move, 0);
	ck_assert_int_eq(r->home_check_move, 0);
	ck_assert_int_eq(r->tempo_check_move, 0);
	ck_assert_int_eq(r->repetition_count, 0);
	ck_assert_int_eq(r->goal_lock, 0);
	ck_assert_int_eq(r->camp_duty, 0);
	ck_assert_int_eq(r->no_move_loses, 0);
	ck_assert_int_eq(r->swap, 0);
	ck_assert_int_eq(r->filled_goal_wins, 0);
	ck_assert_int_eq(r->pl[0].corner, notation_cell_at(r, 7, 7));
	ck_assert_int_eq(r->pl[1].corner, notation_cell_at(r, 0, 0));
	white = black = 0;
	for (f = 0; f < 8; f++)
		for (k = 0; k < 8; k++) {
			c = notation_cell_at(r, f, k);
			/* White: files 0..files-1, ranks 0..ranks-1. */
			ck_assert_int_eq(notation_cell_in_camp(r, 0, c),
			    f < t->files && k < t->ranks);
			/* Black: the same turned half a turn. */
			ck_assert_int_eq(notation_cell_in_camp(r, 1, c),
			    7 - f < t->files && 7 - k < t->ranks);
			ck_assert_int_eq(notation_cell_in_goal(r, 0, c),
			    notation_cell_in_camp(r, 1, c));
			ck_assert_int_eq(notation_cell_in_goal(r, 1, c),
			    notation_cell_in_camp(r, 0, c));
			white += notation_cell_in_camp(r, 0, c);
			black += notation_cell_in_camp(r, 1, c);
		}
	ck_assert_int_eq(white, t->stones);
	ck_assert_int_eq(black, t->stones);
	ck_assert_int_eq(notation_rules_stones(r, 0), t->stones);
	ck_assert_int_eq(notation_rules_stones(r, 1), t->stones);
}
END_TEST

/*
 * The perft table of spec/rules.md section 15.5 is what the library
 * counts.  Other sections' tables with quoted names (the seed's
 * variants) are checked by their own suites.
 */
TEST_ONCE(ugolki, test_ugolki_perft)
{
	ck_assert_int_eq(check_spec_perft("ugolki-", 1), (int)NELEM(ugolki));
}
END_TEST

/* ------------------------------------------------------------------ */
/* Records checked through the whole pipeline                         */

/* One record in a format, and what the checker must say of it. */
static const struct verdict {
	const char	*what;
	int		 format;	/* NOTATION_FORMAT_* */
	const char	*record;
	int		 valid;
	unsigned long	 plies;		/* legal plies */
	const char	*outcome;	/* imposed result, "" none */
	int		 code;		/* first error, 0 none */
	unsigned long	 line, column;	/* of the first error */
	const char	*msg;		/* a fragment of it, or NULL */
} verdicts[] = {
	/* 15.2: steps and jumps along files and ranks, over any stone. */
	{ "ugolki steps and jumps", NOTATION_FORMAT_HGN,
	  "[Variant \"ugolki-3x3\"]\n\n"
	  "1. c3-d3 f6-e6 2. a3-c3-e3 g6-g5 3. e3-e4 f7-f6 "
	  "4. e4-e5 e6-e4 5. a2-a3 g7-g6 6. c1-c3-e3 e4-e2 "
	  "7. b1-c1 h6-h5 *\n",
	  1, 14, "", 0, 0, 0, NULL },
	{ "ugolki: no diagonal step", NOTATION_FORMAT_HGN,
	  "[Variant \"ugolki-4x4\"]\n\n1. d4-e5 *\n",
	  0, 0, "", NOTATION_ILLEGAL_MOVE, 3, 4, "e5" },
	{ "ugolki: no diagonal jump", NOTATION_FORMAT_HGN,
	  "[Variant \"ugolki-3x4\"]\n\n1. c4-d4 f5-f4 2. c3-e5 *\n",
	  0, 2, "", NOTATION_ILLEGAL_MOVE, 3, 19, "e5" },
	/* 15.3: White's completion wins at once; Black has no answer. */
	{ "ugolki: White wins at once", NOTATION_FORMAT_HGN,
	  "[Variant \"ugolki-3x3\"]\n"
	  "[FEN \"ugolki-3x3 w:e8,f6,g6,h6,f7,g7,h7,g8,h8 "
	  "b:a1,b1,c1,a2,b2,c2,a3,b3,d4 w 30\"]\n\n30. e8-f8 1-0\n",
	  1, 1, "1-0", 0, 0, 0, NULL },
	{ "ugolki: no move after the end", NOTATION_FORMAT_HGN,
	  "[Variant \"ugolki-3x3\"]\n"
	  "[FEN \"ugolki-3x3 w:e8,f6,g6,h6,f7,g7,h7,g8,h8 "
	  "b:a1,b1,c1,a2,b2,c2,a3,b3,d4 w 30\"]\n\n30. e8-f8 d4-c4 *\n",
	  0, 1, "1-0", NOTATION_MOVE_AFTER_END, 4, 11, NULL },
	{ "ugolki: Black wins", NOTATION_FORMAT_HGN,
	  "[Variant \"ugolki-3x3\"]\n"
	  "[FEN \"ugolki-3x3 w:d5,f6,g6,h6,f7,g7,h7,g8,h8 "
	  "b:a1,b1,c1,a2,b2,c2,a3,b3,d3 w 30\"]\n\n"
	  "30. d5-e5 d3-c3 0-1\n",
	  1, 2, "0-1", 0, 0, 0, NULL },
	/* 15.3: no repetition is noted, no tempo check ends a game. */
	{ "ugolki: no other end", NOTATION_FORMAT_HGN,
	  "[Variant \"ugolki-3x3\"]\n"
	  "[FEN \"ugolki-3x3 w:a1,b1,c1,a2,b2,c2,a3,b3,d3 "
	  "b:f6,g6,h6,f7,g7,h7,f8,g8,e6 w 200\"]\n\n"
	  "200. d3-d4 e6-e5 201. d4-d3 e5-e6 202. d3-d4 e6-e5 "
	  "203. d4-d3 e5-e6 *\n",
	  1, 8, "", 0, 0, 0, NULL },
	/* PUN (spec/conversion.md): the same games, at their own columns. */
	{ "pun game", NOTATION_FORMAT_PUN,
	  "3x3>c3-d3,f6-e6,a3-c3,g6-g5,c3-e3,f7-f6\n",
	  1, 6, "", 0, 0, 0, NULL },
	{ "pun: a game not begun, CR LF, blank lines", NOTATION_FORMAT_PUN,
	  "\r\n  \r\n4x4>  \r\n", 1, 0, "", 0, 0, 0, NULL },
	{ "pun: illegal move at its column", NOTATION_FORMAT_PUN,
	  "\n3x3>c3-d3,f6-e6,a3-c3,g6-g4\n",
	  0, 3, "", NOTATION_ILLEGAL_MOVE, 2, 23, "g4" },
	{ "pun: 3x4 steps", NOTATION_FORMAT_PUN,
	  "3x4>c4-d4,f5-f4,d4-e4,f4-f3\n", 1, 4, "", 0, 0, 0, NULL },
	{ "pun: unknown type", NOTATION_FORMAT_PUN,
	  "8x8>a1-a2\n", 0, 0, "", NOTATION_SYNTAX, 1, 1, "PUN type" },
	{ "pun: no '>'", NOTATION_FORMAT_PUN,
	  "3x3 c3-d3\n", 0, 0, "", NOTATION_SYNTAX, 1, 4, "'>'" },
	{ "pun: long form", NOTATION_FORMAT_PUN,
	  "3x3>c3-d3,f6-e6,a3-c3-e3\n", 0, 0, "", NOTATION_SYNTAX, 1, 17,
	  "a3-c3-e3" },
	{ "pun: off the board", NOTATION_FORMAT_PUN,
	  "3x3>c3-c9\n", 0, 0, "", NOTATION_SYNTAX, 1, 5, "ranks 1-8" },
	{ "pun: empty move", NOTATION_FORMAT_PUN,
	  "3x3>c3-d3,,f6-e6\n", 0, 0, "", NOTATION_SYNTAX, 1, 11,
	  "missing" },
	{ "pun: a blank", NOTATION_FORMAT_PUN,
	  "3x3>c3-d3, f6-e6\n", 0, 0, "", NOTATION_SYNTAX, 1, 11, "blank" },
	{ "pun: two games on a line", NOTATION_FORMAT_PUN,
	  "3x3>c3-d3 3x3>c3-d3\n", 0, 0, "", NOTATION_SYNTAX, 1, 11,
	  "one game a line" },
};

TEST_LOOP(records, test_verdicts, NELEM(verdicts))
{
	const struct verdict	*t = &verdicts[_i];
	notation_checker	*chk;
	notation_reader		*rd;
	struct notation_summary	 s;
	struct notation_buf	 b;
	size_t			 i;

	rd = check_first_game(&chk, t->format, t->record, t->what, &s);
	for (i = 0; i < s.ndiags; i++)
		if (s.diags[i].code == NOTATION_REPETITION)
			ck_abort_msg("%s: a repetition noted", t->what);
	ck_assert_msg(s.valid == t->valid, "%s: valid %d", t->what, s.valid);
	ck_assert_msg(s.plies == t->plies, "%s: %lu plies", t->what, s.plies);
	memset(&b, 0, sizeof(b));
	if (s.outcome.kind != NOTATION_RESULT_NONE)
		ck_assert(notation_result_format(&s.outcome, 2, &b) == 0);
	ck_assert_msg(b.len == strlen(t->outcome) && (b.len == 0 ||
	    memcmp(b.data, t->outcome, b.len) == 0), "%s: outcome %.*s",
	    t->what, (int)b.len, b.len ? b.data : "");
	notation_buf_free(&b);
	ck_assert_msg((int)s.first_error == t->code, "%s: code %s", t->what,
	    notation_code_name(s.first_error));
	check_summary_diag(t->what, &s, t->code, t->line, t->column, t->msg);
	check_no_more_games(chk, rd, &s);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Position formats (spec/conversion.md, "Position formats")          */

#define PUN3	"1110000011100000111000000000000000000000000002220000022200000222"

/* The start of ugolki-3x3 in each form, and each read back. */
static const struct grid_case {
	const char	*variant;
	int		 grid;
	const char	*text;
} grids[] = {
	{ "ugolki-3x3", NOTATION_GRID_PUN, PUN3 "\n" },
	{ "ugolki-3x3", NOTATION_GRID_NUMBERS,
	  ". . . . . 2 2 2\n. . . . . 2 2 2\n. . . . . 2 2 2\n"
	  ". . . . . . . .\n. . . . . . . .\n1 1 1 . . . . .\n"
	  "1 1 1 . . . . .\n1 1 1 . . . . .\n" },
	{ "ugolki-3x3", NOTATION_GRID_LETTERS,
	  "White to move\n.....BBB\n.....BBB\n.....BBB\n........\n"
	  "........\nWWW.....\nWWW.....\nWWW.....\n" },
};

TEST_LOOP(positions, test_grid, NELEM(grids))
{
	const struct grid_case	*t = &grids[_i];
	const notation_rules	*r = rules_of(t->variant);
	notation_position	*start = notation_position_new(r), *p;
	struct notation_buf	 b;
	struct notation_diag	 d;

	memset(&b, 0, sizeof(b));
	ck_assert_int_eq(notation_position_format_grid(start, t->grid, &b), 0);
	ck_assert_str_eq(b.data, t->text);
	notation_diag_clear(&d);
	ck_assert_msg(notation_position_parse_grid(r, t->grid, t->text,
	    strlen(t->text), &p, &d) == 0, "%s", d.message);
	ck_assert(notation_position_equal(p, start));
	notation_position_free(p);
	notation_position_free(start);
	notation_buf_free(&b);
}
END_TEST

/* Bad positions: the code, line and column. */
static const struct grid_bad {
	int		 grid;
	const char	*text;
	unsigned long	 line, column;
	const char	*msg;
} grid_bads[] = {
	{ NOTATION_GRID_PUN, "111", 1, 4, "not 64" },
	{ NOTATION_GRID_PUN, PUN3 "0", 1, 65, "not 64" },
	{ NOTATION_GRID_PUN,
	  "3110000011100000111000000000000000000000000002220000022200000222",
	  1, 1, "'3'" },
	{ NOTATION_GRID_PUN, "", 1, 1, "no position" },
	{ NOTATION_GRID_NUMBERS, ". . . . . 2 2 2\n", 2, 1, "ranks" },
	{ NOTATION_GRID_NUMBERS, ". . . . . 2 2\n", 1, 14, "7 cells" },
	{ NOTATION_GRID_NUMBERS, ". . . . . 2 2 3\n", 1, 15, "'3'" },
	{ NOTATION_GRID_NUMBERS, ". . . . . 22 2\n", 1, 12, "blanks" },
	{ NOTATION_GRID_LETTERS, "Red to move\n", 1, 1, "header" },
	{ NOTATION_GRID_LETTERS, "B\n.....BBX\n", 2, 8, "'X'" },
};

TEST_LOOP(positions, test_grid_bad, NELEM(grid_bads))
{
	const struct grid_bad	*t = &grid_bads[_i];
	notation_position	*p;
	struct notation_diag	 d;

	notation_diag_clear(&d);
	ck_assert_int_eq(notation_position_parse_grid(rules_of("ugolki-3x3"),
	    t->grid, t->text, strlen(t->text), &p, &d), NOTATION_BAD_POSITION);
	ck_assert(p == NULL);
	ck_assert_msg(d.line == t->line && d.column == t->column &&
	    strstr(d.message, t->msg) != NULL, "%d: %lu:%lu: %s", _i, d.line,
	    d.column, d.message);
}
END_TEST

/* A board too big for PUN, or with other players, has no PUN form. */
TEST_ONCE(positions, test_grid_refused)
{
	notation_position	*p = notation_position_new(rules_of(
	    "halma-10x10"));
	struct notation_buf	 b;

	memset(&b, 0, sizeof(b));
	ck_assert_int_eq(notation_position_format_grid(p, NOTATION_GRID_PUN,
	    &b), -1);
	ck_assert_int_eq(notation_position_format_grid(p,
	    NOTATION_GRID_NUMBERS, &b), 0);
	notation_position_free(p);
	notation_buf_free(&b);
	ck_assert_int_eq(notation_grid_parse("pun"), NOTATION_GRID_PUN);
	ck_assert_int_eq(notation_grid_parse("fen"), -1);
}
END_TEST

/*
 * A grid outside the enum, as notation_grid_parse("fen") gives it, is
 * refused, not read out of bounds (issue 40, point 12).
 */
TEST_ONCE(positions, test_grid_out_of_range)
{
	notation_position	*p = notation_position_new(rules_of(
	    "ugolki-3x3")), *q = p;
	struct notation_buf	 b = NOTATION_BUF_INIT;
	struct notation_diag	 d;
	int			 g;

	for (g = -1; g <= 4; g += 5) {
		notation_diag_clear(&d);
		ck_assert_int_eq(notation_position_parse_grid(
		    rules_of("ugolki-3x3"), (enum notation_grid)g, "x", 1, &q,
		    &d), NOTATION_BAD_POSITION);
		ck_assert(q == NULL);
		ck_assert_str_eq(d.message, "position: no such grid");
		ck_assert_int_eq(notation_position_format_grid(p,
		    (enum notation_grid)g, &b), -1);
	}
	ck_assert_int_eq(notation_position_parse_grid(rules_of("ugolki-3x3"),
	    (enum notation_grid)notation_grid_parse("fen"), "x", 1, &q, NULL),
	    NOTATION_BAD_POSITION);
	notation_position_free(p);
	notation_buf_free(&b);
}
END_TEST

/*
 * Full-path move lists (spec/conversion.md): each move of a solver's
 * list, split at ", ", reads as a move in the long form, its path kept.
 */
TEST_ONCE(records, test_full_path)
{
	static const char	 list[] = "c3-d3, f6-e6, a3-c3-e3, g6-g5, "
	    "c1-c3, e6-e5, e3-e4, f7-f6";
	notation_checker	*chk = notation_checker_new(cat, NULL);
	notation_reader		*rd = notation_reader_new("t");
	struct notation_summary	 s;
	char			 rec[512], *m, *save = NULL, copy[sizeof(list)];

	memcpy(copy, list, sizeof(list));
	snprintf(rec, sizeof(rec), "[Variant \"ugolki-3x3\"]\n\n");
	for (m = strtok_r(copy, ",", &save); m != NULL;
	    m = strtok_r(NULL, ",", &save)) {
		strcat(rec, m + (*m == ' '));
		strcat(rec, " ");
	}
	strcat(rec, "*\n");
	notation_reader_set_buffer(rd, rec, strlen(rec));
	ck_assert(notation_checker_next(chk, rd, &s) == 1);
	ck_assert_msg(s.valid && s.plies == 8, "%s: %lu plies",
	    s.ndiags ? s.diags[0].message : "", s.plies);
	notation_reader_free(rd);
	notation_checker_free(chk);
}
END_TEST

HARNESS_SUITE("foreign")
