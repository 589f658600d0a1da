/*
 * check_hoplog.c -- the per-hop logs of a four-player 16x16 course
 * server (spec/conversion.md, "Per-hop logs"): the reader's moves and
 * the coordinate mapping, the verdicts of whole logs through the
 * checker (at the log's own lines and columns), and the writer, whose
 * logs read back to the same moves.  Every log is written by hand from
 * the format's description.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

SUITE_TCASE(reading, "reading", NULL, NULL, 0);
SUITE_TCASE(verdicts, "verdicts", setup, teardown, 0);
SUITE_TCASE(writing, "writing", NULL, NULL, 0);

/* ------------------------------------------------------------------ */
/* The reader's events: tags and moves, blank-separated              */

static const struct text_case reads[] = {
	/* The corners: (0,0) p1, (15,0) a1, (15,15) a16, (0,15) p16. */
	{ "0 (0,0) (0,1)\n0 null null\n1 (15,0) (15,1)\n1 null null\n"
	  "2 (15,15) (15,14)\n2 null null\n3 (0,15) (0,14)\n3 null null\n",
	  "Variant=halma-16x16-4p-pass p1-p2 a1-a2 a16-a15 p16-p15" },
	/* x runs towards a1, y towards p16; two digits. */
	{ "0 (3,9) (10,12)\n0 null null\n", "Variant=halma-16x16-4p-pass "
	  "m10-f13" },
	/* Hops of a turn: one long move; a turn alone "null null": pass. */
	{ "0 (0,2) (0,4)\n0 (0,4) (2,4)\n0 (2,4) (2,6)\n0 null null\n"
	  "1 null null\n", "Variant=halma-16x16-4p-pass p3-p5-n5-n7 pass" },
	/* START lines: a rule set's name, other text passed over. */
	{ "START halma-16x16-4p\nSTART players 4\n0 null null\n",
	  "Variant=halma-16x16-4p pass" },
	{ "START 2026-11-25 course 7\n# c\n\n0 null null\n",
	  "Variant=halma-16x16-4p-pass pass" },
	/* Each START after a turn begins a game. */
	{ "START\n0 null null\nSTART\nSTART\n0 null null\n1 null null\n",
	  "Variant=halma-16x16-4p-pass pass | Variant=halma-16x16-4p-pass "
	  "pass pass" },
	/* Blanks, tabs, CR LF, comments between turns and inside them. */
	{ "\t0\t( 1 ,3 )  (1, 4)\t\r\n# x\r\n  0 null\tnull \r\n",
	  "Variant=halma-16x16-4p-pass o4-o5" },
	/* No game: nothing but comments and blank lines. */
	{ "# nothing\n\n   \n", "" },
};

/* The tags and moves of every game, games separated by " | ". */
static void
events_of(const char *log, struct notation_buf *out)
{
	notation_reader		*rd = notation_reader_new("t");
	struct notation_event	 ev;
	int			 games = 0;

	ck_assert_ptr_nonnull(rd);
	notation_reader_set_format(rd, NOTATION_FORMAT_HOPLOG, NULL);
	notation_reader_set_buffer(rd, log, strlen(log));
	while (notation_reader_next(rd, &ev) == 1) {
		switch (ev.type) {
		case NOTATION_EV_GAME_START:
			if (games++ > 0)
				notation_buf_puts(out, " | ");
			break;
		case NOTATION_EV_TAG:
			notation_buf_printf(out, "%.*s=%.*s", (int)ev.name_len,
			    ev.name, (int)ev.len, ev.text);
			break;
		case NOTATION_EV_MOVE:
			notation_buf_printf(out, " %.*s", (int)ev.len, ev.text);
			break;
		case NOTATION_EV_ERROR:
			notation_buf_printf(out, " ERROR %lu:%lu %s",
			    ev.diag->line, ev.diag->column, ev.diag->message);
			break;
		default:
			break;
		}
	}
	notation_reader_free(rd);
}

TEST_LOOP(reading, test_hoplog_reads, NELEM(reads))
{
	struct notation_buf	 b = NOTATION_BUF_INIT;

	events_of(reads[_i].in, &b);
	ck_assert_str_eq(b.len > 0 ? b.data : "", reads[_i].want);
	notation_buf_free(&b);
}

/* ------------------------------------------------------------------ */
/* Whole logs through the checker                                     */

/* White o4-o5, Red c3-d4, Black passes, Green n14-m13. */
#define ROUND1	"0 (1,3) (1,4)\n0 null null\n1 (13,2) (12,3)\n1 null null\n" \
		"2 null null\n3 (2,13) (3,12)\n3 null null\n"

static const struct verdict_case verdicts[] = {
	{ "a round with a pass", "START\n" ROUND1, 1, 4, 0, 0, 0, NULL },
	{ "chains of two hops", "START\n" ROUND1
	  "0 (0,2) (0,4)\n0 (0,4) (2,4)\n0 null null\n"
	  "1 (15,2) (13,4)\n1 (13,4) (11,2)\n1 null null\n",
	  1, 6, 0, 0, 0, NULL },
	{ "a hop that is no jump", "START\n" ROUND1
	  "0 (0,2) (0,4)\n0 (0,4) (0,6)\n0 null null\n",
	  0, 4, NOTATION_ILLEGAL_MOVE, 9, 3, "hop 2 (p5-p7) is not a single" },
	{ "a step onto a stone", "START\n0 (0,0) (0,1)\n0 null null\n",
	  0, 0, NOTATION_ILLEGAL_MOVE, 2, 3, "p1-p2" },
	{ "another player's stone", "START\n0 (15,0) (15,1)\n0 null null\n",
	  0, 0, NOTATION_ILLEGAL_MOVE, 2, 3, "Red's" },
	{ "a pass under halma-16x16-4p", "START halma-16x16-4p\n" ROUND1,
	  0, 2, NOTATION_ILLEGAL_MOVE, 6, 3, "allows no pass" },
	{ "a hop that does not continue", "START\n"
	  "0 (0,2) (0,4)\n0 (1,4) (2,4)\n0 null null\n",
	  0, 0, NOTATION_SYNTAX, 3, 3, "not where hop 1 ended, (0,4)" },
	{ "a player out of turn", "START\n0 null null\n2 null null\n",
	  0, 0, NOTATION_SYNTAX, 3, 1, "player 2 at a turn of player 1" },
	{ "a turn's lines of two players", "START\n0 (1,3) (1,5)\n"
	  "1 null null\n", 0, 0, NOTATION_SYNTAX, 3, 1,
	  "player 1 at a turn of player 0" },
	{ "a turn not closed", "START\n0 (1,3) (1,5)\n", 0, 0,
	  NOTATION_SYNTAX, 2, 3, "not closed by '0 null null'" },
	/* A step ends its turn; an old log's close after it is passed over. */
	{ "steps as the server writes them", "START\n0 (1,3) (1,4)\n"
	  "1 (13,2) (12,3)\n2 null null\n", 1, 3, 0, 0, 0, NULL },
	{ "a step closed, as older logs did", "START\n0 (1,3) (1,4)\n"
	  "0 null null\n1 null null\n", 1, 2, 0, 0, 0, NULL },
	{ "a step, then its player again", "START\n0 (1,3) (1,4)\n"
	  "0 (1,4) (1,5)\n", 0, 0, NOTATION_SYNTAX, 3, 1,
	  "player 0 at a turn of player 1" },
	{ "STOP is no START", "STOP\n0 null null\n", 0, 0, NOTATION_SYNTAX,
	  1, 1, "'STOP' is not a line" },
};

/* The checker's verdict on the log t->record is t's. */
static void
check_verdict(const struct verdict_case *t)
{
	notation_checker	*chk;
	notation_reader		*rd;
	struct notation_summary	 s;
	size_t			 i;

	rd = check_first_game(&chk, NOTATION_FORMAT_HOPLOG, t->record,
	    t->what, &s);
	ck_assert_msg(s.valid == t->valid, "%s: valid %d", t->what, s.valid);
	ck_assert_msg(s.plies == t->plies, "%s: %lu plies", t->what, s.plies);
	ck_assert_msg((int)s.first_error == t->code, "%s: code %s", t->what,
	    notation_code_name(s.first_error));
	/* A log holds no result: none is reported missing. */
	for (i = 0; i < s.ndiags; i++)
		ck_assert_msg(s.diags[i].code != NOTATION_MISSING_RESULT,
		    "%s: missing result", t->what);
	check_summary_diag(t->what, &s, t->code, t->line, t->column, t->msg);
	check_no_more_games(chk, rd, &s);
}

TEST_CASES(verdicts, test_hoplog_verdicts, verdicts, check_verdict)

/*
 * A line that is no line of a per-hop log, as the first after START:
 * refused as a syntax error at its column, the message holding msg, and
 * no move read.
 */
static const struct bad_line {
	const char	*what;
	const char	*line;
	unsigned long	 column;
	const char	*msg;
} bad_lines[] = {
	{ "a word", "hello", 1, "not a line of a per-hop log" },
	{ "player 4", "4 null null", 1, "not a line" },
	{ "no blank after the player", "0(1,3) (1,4)", 2, "not a line" },
	{ "a point off the board", "0 (1,3) (1,16)", 9, "x, y 0-15" },
	{ "a point of three numbers", "0 (1,3,2) (1,4)", 3, "not a line" },
	{ "one point", "0 (1,3)", 8, "not a line" },
	{ "text after the points", "0 (1,3) (1,4) x", 15, "not a line" },
	{ "null and a point", "0 null (1,4)", 8, "not a line" },
	{ "text after null null", "0 null null 1", 13, "not a line" },
};

TEST_LOOP(verdicts, test_hoplog_bad_lines, NELEM(bad_lines))
{
	const struct bad_line	*b = &bad_lines[_i];
	struct verdict_case	 t = { b->what, NULL, 0, 0, NOTATION_SYNTAX,
				    2, b->column, b->msg };
	char			 log[64];

	snprintf(log, sizeof(log), "START\n%s\n", b->line);
	t.record = log;
	check_verdict(&t);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The writer                                                         */

static const struct write_case {
	const char	*variant;	/* NULL: no Variant tag */
	const char	*moves;		/* blank-separated, as written */
	const char	*want;		/* the log, or the refusal's code name */
} writes[] = {
	{ "halma-16x16-4p-pass", "o4-o5 c3-d4 pass n14-m13 p3-p5-n5",
	  "START halma-16x16-4p-pass\n0 (1,3) (1,4)\n"
	  "1 (13,2) (12,3)\n2 null null\n3 (2,13) (3,12)\n"
	  "0 (0,2) (0,4)\n0 (0,4) (2,4)\n0 null null\n" },
	{ "HALMA-16x16-4P", "P1-P2", "START halma-16x16-4p\n"
	  "0 (0,0) (0,1)\n" },
	{ "halma-16x16-4p-pass", "", "START halma-16x16-4p-pass\n" },
	{ "halma-16x16", "p1-p2", "unknown-variant" },
	{ NULL, "a1-a2", "unknown-variant" },
	{ "halma-16x16-4p-pass", "p1-q2", "syntax" },
	{ "halma-16x16-4p-pass", "p1", "syntax" },
	{ "halma-16x16-4p-pass", "p17-p16", "syntax" },
};

TEST_LOOP(writing, test_hoplog_writes, NELEM(writes))
{
	const struct write_case	*t = &writes[_i];
	notation_writer		*w;
	struct notation_buf	 out = NOTATION_BUF_INIT;
	const char		*s, *m;
	size_t			 n;
	int			 rc = 0;

	ck_assert_ptr_nonnull(w = notation_writer_new(NOTATION_FORMAT_HOPLOG,
	    NOTATION_WRITE_SHORT));
	ck_assert_int_eq(notation_writer_begin(w, &out), 0);
	if (t->variant != NULL)
		ck_assert_int_eq(notation_writer_tag(w, "Variant", 7,
		    t->variant, strlen(t->variant), &out), 0);
	ck_assert_int_eq(notation_writer_tag(w, "Event", 5, "x", 1, &out), 0);
	/* No position: the k-th move is player k mod 4's. */
	for (s = t->moves; (m = next_word(&s, &n)) != NULL;)
		ck_assert_int_eq(notation_writer_move(w, NULL, NULL, m, n,
		    &out), 0);
	ck_assert_int_eq(notation_writer_result(w, "*", 1, &out), 0);
	rc = notation_writer_end(w, &out);
	if (strchr(t->want, '\n') != NULL) {
		ck_assert_msg(rc == 0, "%s", notation_writer_diag(w)->message);
		ck_assert_str_eq(out.data, t->want);
	} else {
		ck_assert_str_eq(notation_code_name(rc), t->want);
		ck_assert_uint_eq(out.len, 0);
	}
	notation_buf_free(&out);
	notation_writer_free(w);
}

HARNESS_SUITE("hoplog")
