/*
 * check_starlog.c -- star logs, the JSON Lines logs of a Chinese-checkers
 * engine (spec/conversion.md, "Star logs"): the numbering of the holes,
 * the reader's verdicts and places, and the writer.  The hole numbers
 * and coordinates below are counted by hand on the star of the issue's
 * description (rows of 1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4,
 * 3, 2, 1 holes from the top tip), not computed.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "records/records.h"

SUITE_TCASE(holes, "holes", setup, teardown, 0);
SUITE_TCASE(records, "records", setup, teardown, 0);
SUITE_TCASE(writer, "writer", setup, teardown, 0);

/* ------------------------------------------------------------------ */
/* Holes                                                              */

static const struct hole {
	int		 hole;
	int		 q, r;
	const char	*cell;
} holes[] = {
	{ 0, 4, -8, "m17" },		/* the top tip */
	{ 1, 3, -7, "l16" },
	{ 6, 1, -5, "j14" },
	{ 9, 4, -5, "m14" },
	{ 10, -4, -4, "e13" },		/* the upper left tip */
	{ 22, 8, -4, "q13" },		/* the upper right tip */
	{ 39, 0, -2, "i11" },		/* the move, from */
	{ 60, 0, 0, "i9" },		/* the centre */
	{ 79, -2, 2, "g7" },
	{ 98, -8, 4, "a5" },		/* the lower left tip */
	{ 104, -2, 4, "g5" },
	{ 106, 0, 4, "i5" },		/* the move, to */
	{ 110, 4, 4, "m5" },		/* the lower right tip */
	{ 115, -4, 6, "e3" },
	{ 120, -4, 8, "e1" },		/* the bottom tip */
};

TEST_LOOP(holes, test_holes, NELEM(holes))
{
	const struct hole	*t = &holes[_i];
	const notation_rules	*r = notation_catalog_find(cat,
				    "sternhalma-2p", NULL);
	char			 name[16];
	int			 q, rr;

	ck_assert(r != NULL);
	ck_assert_int_eq(nt_starlog_hole_qr(t->hole, &q, &rr), 0);
	ck_assert_msg(q == t->q && rr == t->r, "hole %d: (%d,%d)", t->hole,
	    q, rr);
	ck_assert_int_eq(nt_starlog_hole_of(t->q, t->r), t->hole);
	snprintf(name, sizeof(name), "%c%d", 'a' + q + 8, 9 - rr);
	ck_assert_str_eq(name, t->cell);
	ck_assert_int_ge(notation_cell_parse(r, name, strlen(name)), 0);
}
END_TEST

/* The rows of the issue, and nothing beyond the 121 holes. */
TEST_ONCE(holes, test_rows)
{
	static const int	 rows[17] = { 1, 2, 3, 4, 13, 12, 11, 10, 9,
				    10, 11, 12, 13, 4, 3, 2, 1 };
	int			 i, n = 0, q, r, prev_r = -8, k = 0;

	for (i = 0; i < NT_STARLOG_HOLES; i++) {
		ck_assert_int_eq(nt_starlog_hole_qr(i, &q, &r), 0);
		if (r != prev_r) {
			ck_assert_int_eq(n, rows[k]);
			ck_assert_int_eq(r, prev_r + 1);
			k++;
			n = 0;
			prev_r = r;
		}
		n++;
	}
	ck_assert_int_eq(k, 16);
	ck_assert_int_eq(n, rows[16]);
	ck_assert_int_eq(nt_starlog_hole_qr(121, &q, &r), -1);
	ck_assert_int_eq(nt_starlog_hole_qr(-1, &q, &r), -1);
	ck_assert_int_eq(nt_starlog_hole_of(5, -8), -1);
	ck_assert_int_eq(nt_starlog_hole_of(-5, 0), -1);
	ck_assert_int_eq(nt_starlog_hole_of(9, -4), -1);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Reading                                                            */

#define DOTS10	".........."
#define DOTS101	DOTS10 DOTS10 DOTS10 DOTS10 DOTS10 DOTS10 DOTS10 DOTS10 \
		DOTS10 DOTS10 "."
#define CELLS	"0000000000" DOTS101 "1111111111"
#define START	"{\"type\":\"game_start\",\"rule_profile\":\"sternhalma-2p\"," \
		"\"initial_cells\":\"" CELLS "\",\"initial_player\":1}\n"
#define MOVE(ply, pl, mv, f, t, path) "{\"type\":\"move\",\"ply\":" #ply \
		",\"player\":" #pl ",\"move\":\"" mv "\",\"from\":" #f \
		",\"to\":" #t ",\"path\":[" path "]}\n"
#define END	"{\"type\":\"game_end\",\"reason\":\"x\"}\n"

static const struct verdict_case verdicts[] = {
	{ "two plies", START
	  MOVE(0, 1, "(-4,6)->(-2,4)", 115, 104, "115,104")
	  MOVE(1, 0, "(4,-6)->(4,-4)", 5, 18, "5,18") END,
	  1, 2, 0, 0, 0, NULL },
	{ "a chain", START
	  MOVE(0, 1, "(-4,6)->(-2,4)", 115, 104, "115,104")
	  MOVE(1, 0, "(4,-6)->(4,-4)", 5, 18, "5,18")
	  MOVE(2, 1, "(-4,8)->(-4,4)", 120, 102, "120,115,102") END,
	  1, 3, 0, 0, 0, NULL },
	{ "a jump over an empty hole", START
	  MOVE(0, 1, "(-4,5)->(-4,3)", 111, 89, "111,89") END,
	  0, 0, NOTATION_ILLEGAL_MOVE, 2, 85, "e4-e6" },
	{ "a path's hop that is no line", START
	  MOVE(0, 1, "(-4,8)->(-4,4)", 120, 102, "120,116,102") END,
	  0, 0, NOTATION_ILLEGAL_MOVE, 2, 86, NULL },
	{ "members in any order, extra ones", "{\"initial_player\":1,"
	  "\"initial_cells\":\"" CELLS "\",\"seed\":[1,2],"
	  "\"rule_profile\":\"sternhalma-2p\",\"type\":\"game_start\"}\n"
	  "{\"path\":[115,104],\"to\":104,\"from\":115,\"type\":\"move\","
	  "\"ply\":0,\"player\":1,\"move\":\"(-4,6)->(-2,4)\"}\n" END,
	  1, 1, 0, 0, 0, NULL },
	{ "white first: no FEN", "{\"type\":\"game_start\","
	  "\"rule_profile\":\"sternhalma-2p\",\"initial_cells\":\""
	  "1111111111" DOTS101 "0000000000\",\"initial_player\":0}\n" END,
	  1, 0, 0, 0, 0, NULL },
	{ "a six-player profile", "{\"type\":\"game_start\","
	  "\"rule_profile\":\"sternhalma-6p\",\"initial_cells\":\"" CELLS
	  "\",\"initial_player\":1}\n" END,
	  0, 0, NOTATION_BAD_POSITION, 1, 69, "no position of sternhalma-6p" },
	{ "unknown profile", "{\"type\":\"game_start\","
	  "\"rule_profile\":\"halma-10x10\",\"initial_cells\":\"" CELLS
	  "\",\"initial_player\":1}\n" END,
	  0, 0, NOTATION_UNKNOWN_VARIANT, 1, 37, "rule_profile" },
	{ "player out of range", "{\"type\":\"game_start\","
	  "\"rule_profile\":\"sternhalma-2p\",\"initial_cells\":\"" CELLS
	  "\",\"initial_player\":2}\n" END,
	  0, 0, NOTATION_SYNTAX, 1, 210, "initial_player 2" },
	{ "not JSON", START "{\"type\":move}\n" END,
	  0, 0, NOTATION_SYNTAX, 2, 9, "unexpected 'm'" },
	{ "no type", START "{\"ply\":0}\n" END,
	  0, 0, NOTATION_SYNTAX, 2, 1, "type" },
	{ "ply as a string", START
	  "{\"type\":\"move\",\"ply\":\"0\"}\n" END,
	  0, 0, NOTATION_SYNTAX, 2, 22, "ply must be a whole number" },
	{ "deep nesting passed over", START
	  "{\"type\":\"eval\",\"x\":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["
	  "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"
	  "]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}\n" END,
	  0, 0, NOTATION_LIMIT, 2, 84, "nested" },
	{ "no game_end", START, 0, 0, NOTATION_SYNTAX, 2, 1, "game_end" },
};

TEST_LOOP(records, test_verdicts, NELEM(verdicts))
{
	const struct verdict_case *t = &verdicts[_i];
	notation_checker	*chk;
	notation_reader		*rd;
	struct notation_summary	 s;

	rd = check_first_game(&chk, NOTATION_FORMAT_STARLOG, t->record,
	    t->what, &s);
	ck_assert_msg((int)s.first_error == t->code, "%s: code %s (%s)",
	    t->what, notation_code_name(s.first_error), s.ndiags > 0 ?
	    s.diags[0].message : "");
	ck_assert_msg(s.valid == t->valid, "%s: valid %d", t->what, s.valid);
	ck_assert_msg(s.plies == t->plies, "%s: %lu plies", t->what, s.plies);
	check_summary_diag(t->what, &s, t->code, t->line, t->column, t->msg);
	check_no_more_games(chk, rd, &s);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Writing                                                            */

static const struct wcase {
	const char	*what;
	const char	*variant;
	const char	*fen;		/* or NULL */
	const char	*moves[3];	/* as read: not replayed */
	const char	*result;
	int		 code;		/* the refusal, 0 none */
	const char	*want;		/* the lines, or a fragment of why */
} wcases[] = {
	{ "the start, a chain", "sternhalma-2p", NULL,
	  { "e3-g5", "m15-m13", "e1-e3-e5" }, "*", 0,
	  "{\"type\":\"game_start\",\"rule_profile\":\"sternhalma-2p\","
	  "\"initial_cells\":\"1111111111" DOTS101
	  "0000000000\",\"initial_player\":0}\n"
	  MOVE(0, 0, "(-4,6)->(-2,4)", 115, 104, "115,104")
	  MOVE(1, 1, "(4,-6)->(4,-4)", 5, 18, "5,18")
	  MOVE(2, 0, "(-4,8)->(-4,4)", 120, 102, "120,115,102")
	  "{\"type\":\"game_end\",\"reason\":\"unfinished\","
	  "\"result\":\"*\"}\n" },
	{ "a win", "sternhalma-3p", NULL, { NULL }, "0-1-0", 0,
	  "\"reason\":\"goal\",\"result\":\"0-1-0\"}\n" },
	{ "from a FEN", "sternhalma-2p",
	  "sternhalma-2p w:e1,e2,f2,e3,f3,g3,e4,f4,g4,h4 "
	  "b:j14,k14,l14,m14,k15,l15,m15,l16,m16,m17 b 3", { "m15-m13" },
	  "*", 0, MOVE(5, 1, "(4,-6)->(4,-4)", 5, 18, "5,18") },
	{ "another board", "halma-10x10", NULL, { NULL }, "*",
	  NOTATION_UNKNOWN_VARIANT, "Sternhalma rule sets only" },
	{ "a move of no star holes", "sternhalma-2p", NULL, { "a1-b2" }, "*",
	  NOTATION_SYNTAX, "'a1-b2'" },
};

TEST_LOOP(writer, test_writer, NELEM(wcases))
{
	const struct wcase	*t = &wcases[_i];
	notation_writer		*w;
	struct notation_buf	 out;
	size_t			 i;
	int			 rc;

	memset(&out, 0, sizeof(out));
	ck_assert((w = notation_writer_new(NOTATION_FORMAT_STARLOG, 0)) !=
	    NULL);
	notation_writer_begin(w, &out);
	notation_writer_tag(w, "Variant", 7, t->variant, strlen(t->variant),
	    &out);
	if (t->fen != NULL)
		notation_writer_tag(w, "FEN", 3, t->fen, strlen(t->fen), &out);
	notation_writer_tag(w, "Event", 5, "x", 1, &out);
	notation_writer_comment(w, 0, "dropped", 7, &out);
	for (i = 0; i < NELEM(t->moves) && t->moves[i] != NULL; i++)
		notation_writer_move(w, NULL, NULL, t->moves[i],
		    strlen(t->moves[i]), &out);
	notation_writer_result(w, t->result, strlen(t->result), &out);
	rc = notation_writer_end(w, &out);
	ck_assert_msg(rc == t->code, "%s: %d: %s", t->what, rc,
	    notation_writer_diag(w)->message);
	if (t->code != 0) {
		ck_assert(out.len == 0);
		ck_assert_msg(strstr(notation_writer_diag(w)->message,
		    t->want) != NULL, "%s: %s", t->what,
		    notation_writer_diag(w)->message);
	} else if (t == &wcases[0])
		ck_assert_str_eq(out.data, t->want);
	else
		ck_assert_msg(out.data != NULL && strstr(out.data, t->want) !=
		    NULL, "%s: %s", t->what, out.data);
	notation_buf_free(&out);
	notation_writer_free(w);
}
END_TEST

/* What the writer writes, the reader reads to the same moves. */
TEST_ONCE(writer, test_round_trip)
{
	static const char	*moves[] = { "e3-g5", "m15-m13", "e1-e3-e5",
				    "m17-m15-k13", "f3-h5", "k15-i13" };
	notation_writer		*w;
	notation_reader		*rd;
	struct notation_buf	 out;
	struct notation_event	 ev;
	size_t			 i, n = 0;

	memset(&out, 0, sizeof(out));
	ck_assert((w = notation_writer_new(NOTATION_FORMAT_STARLOG, 0)) !=
	    NULL);
	notation_writer_begin(w, &out);
	notation_writer_tag(w, "Variant", 7, "sternhalma-2p", 13, &out);
	for (i = 0; i < NELEM(moves); i++)
		notation_writer_move(w, NULL, NULL, moves[i], strlen(moves[i]),
		    &out);
	notation_writer_result(w, "*", 1, &out);
	ck_assert_int_eq(notation_writer_end(w, &out), 0);
	notation_writer_free(w);
	rd = notation_reader_new("t");
	notation_reader_set_format(rd, NOTATION_FORMAT_STARLOG, NULL);
	notation_reader_set_buffer(rd, out.data, out.len);
	while (notation_reader_next(rd, &ev) == 1) {
		ck_assert(ev.type != NOTATION_EV_ERROR);
		if (ev.type != NOTATION_EV_MOVE)
			continue;
		ck_assert(n < NELEM(moves));
		ck_assert_msg(ev.len == strlen(moves[n]) &&
		    memcmp(ev.text, moves[n], ev.len) == 0, "move %zu: %.*s",
		    n, (int)ev.len, ev.text);
		ck_assert_int_eq(ev.line, n + 2);
		n++;
	}
	ck_assert_int_eq(n, NELEM(moves));
	notation_reader_free(rd);
	notation_buf_free(&out);
}
END_TEST

HARNESS_SUITE("starlog")
