/*
 * check_writer.c -- the record formats: the canonical text the writer
 * makes (tag order, move numbers, wrapping, comments, the result), the
 * long and short forms, JSON and YAML written and read back into the
 * same events, and every rejection of the JSON and YAML readers with its
 * line and column (spec/conversion.md).
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "records/writer_int.h"

SUITE_TCASE(canonical, "canonical", setup, teardown, 0);
SUITE_TCASE(repair, "repair", setup, teardown, 0);
SUITE_TCASE(formats, "formats", setup, teardown, 0);

/* ------------------------------------------------------------------ */
/* A pipeline as halma-fen(1) has it: reader, checker (copy), writer   */

struct pipe {
	notation_writer		*w;
	struct notation_buf	*out;
	unsigned long		 unplayed;
	int			 fail;
};

static int
on_ply(void *arg, const notation_game *g, const notation_position *before,
    const struct notation_move *m, const char *text, size_t len)
{
	struct pipe	*p = arg;

	if (notation_writer_move(p->w, m != NULL || p->unplayed++ == 0 ?
	    before : NULL, m, text, len, p->out) != 0)
		p->fail = 1;
	return 0;
}

static void
on_event(void *arg, const struct notation_event *ev)
{
	struct pipe	*p = arg;
	int		 rc = 0;

	if (ev->type == NOTATION_EV_TAG)
		rc = notation_writer_tag(p->w, ev->name, ev->name_len,
		    ev->text, ev->len, p->out);
	else if (ev->type == NOTATION_EV_COMMENT)
		rc = notation_writer_comment(p->w, ev->comment_kind, ev->text,
		    ev->len, p->out);
	else if (ev->type == NOTATION_EV_RESULT)
		rc = notation_writer_result(p->w, ev->text, ev->len, p->out);
	if (rc != 0)
		p->fail = 1;
}

/* Convert the len bytes at in; the number of games. */
static int
convert(const char *in, size_t len, enum notation_format from,
    enum notation_format to, int flags, struct notation_buf *out)
{
	struct notation_summary	 s;
	struct pipe		 p;
	notation_reader		*rd;
	notation_checker	*chk;
	int			 games = 0;

	memset(&p, 0, sizeof(p));
	p.out = out;
	ck_assert_ptr_nonnull(rd = notation_reader_new("t"));
	ck_assert_ptr_nonnull(chk = notation_checker_new(cat,
	    notation_catalog_find(cat, NOTATION_DEFAULT_VARIANT, NULL)));
	ck_assert_ptr_nonnull(p.w = notation_writer_new(to, flags));
	notation_reader_set_buffer(rd, in, len);
	notation_reader_set_format(rd, from, NULL);
	notation_checker_set_ply_fn(chk, on_ply, &p);
	notation_checker_set_event_fn(chk, on_event, &p);
	notation_checker_set_copy(chk, 1);
	for (;;) {
		p.unplayed = 0;
		ck_assert_int_eq(notation_writer_begin(p.w, out), 0);
		if (notation_checker_next(chk, rd, &s) != 1)
			break;
		ck_assert_int_eq(notation_writer_end(p.w, out), 0);
		games++;
	}
	ck_assert_int_eq(notation_writer_finish(p.w, out), 0);
	ck_assert_int_eq(p.fail, 0);
	notation_writer_free(p.w);
	notation_checker_free(chk);
	notation_reader_free(rd);
	return games;
}

static char *
convert_str(const char *in, enum notation_format from,
    enum notation_format to, int flags)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;

	convert(in, strlen(in), from, to, flags, &b);
	notation_buf_put(&b, "", 0);
	return b.data;
}

/* ------------------------------------------------------------------ */
/* The canonical text                                                  */

#define C8START	"corners-8x8 w:e1,f1,g1,h1,f2,g2,h2,g3,h3,h4 " \
		"b:a5,a6,b6,a7,b7,c7,a8,b8,c8,d8"

static const struct canon_case {
	const char	*name;
	int		 flags;
	const char	*in;
	const char	*out;
} canon_cases[] = {
	{ "roster, Variant, FEN, then the rest in the order read", 0,
	  "[Annotator \"me\"]\n[FEN \"" C8START " w 1\"]\n"
	  "[Black \"B\"]\n[Variant \"corners-8x8\"]\n[Event \"E\"]\n"
	  "[Result \"*\"]\n[Zed \"z\"]\n\n1. f1-f3 *\n",
	  "[Event \"E\"]\n[Black \"B\"]\n[Result \"*\"]\n"
	  "[Variant \"corners-8x8\"]\n[FEN \"" C8START " w 1\"]\n"
	  "[Annotator \"me\"]\n[Zed \"z\"]\n\n1. f1-f3 *\n" },
	{ "escapes in tag values are written back", 0,
	  "[Event \"a \\\"q\\\" \\\\ b\"]\n1. h1-f3 *",
	  "[Event \"a \\\"q\\\" \\\\ b\"]\n\n1. h1-f3 *\n" },
	{ "numbers from the FEN: Black first, after a comment again", 0,
	  "[FEN \"" C8START " b 12\"]\n12... a5-a4 13. h4-h5 {c} b6-b5 *",
	  "[FEN \"" C8START " b 12\"]\n\n12... a5-a4 13. h4-h5 {c} 13... "
	  "b6-b5 *\n" },
	{ "wrong move numbers are written right", 0,
	  "7. h1-f3 9... a8-c6 i1-e3 *",
	  "1. h1-f3 a8-c6 2. i1-e3 *\n" },
	{ "comments: before the moves, after a move, blanks collapsed", 0,
	  "{ first\n  comment }  ;  a   line comment\n1. h1-f3 {x}{} *",
	  "{first comment} {a line comment} 1. h1-f3 {x} {} *\n" },
	{ "a comment holding '}' becomes a ';' comment", 0,
	  "1. h1-f3 ; a } b\na8-c6 *",
	  "1. h1-f3 ;a } b\n1... a8-c6 *\n" },
	{ "no result token: the Result tag's", 0,
	  "[Result \"0-1\"]\n1. h1-f3",
	  "[Result \"0-1\"]\n\n1. h1-f3 0-1\n" },
	{ "no result token, a Result tag that is none: '*'", 0,
	  "[Result \"?\"]\n1. h1-f3",
	  "[Result \"?\"]\n\n1. h1-f3 *\n" },
	{ "games apart by one blank line", 0,
	  "1. h1-f3 *\n[Event \"2\"]\n1. i1-e3 1-0\n1. j1-f1 0-1",
	  "1. h1-f3 *\n\n[Event \"2\"]\n\n1. i1-e3 1-0\n\n1. j1-f1 0-1\n" },
	{ "the long form computed", NOTATION_WRITE_LONG,
	  "[Variant \"corners-8x8\"]\n1. h3-h5 b7-d7 2. h1-f3 *",
	  "[Variant \"corners-8x8\"]\n\n1. h3-h5 b7-d7 2. h1-h3-f3 *\n" },
	{ "the short form computed", NOTATION_WRITE_SHORT,
	  "[Variant \"corners-8x8\"]\n1. h3-h5 b7-d7 2. h1-h3-f3 *",
	  "[Variant \"corners-8x8\"]\n\n1. h3-h5 b7-d7 2. h1-f3 *\n" },
	{ "as written when neither form is asked for", 0,
	  "[Variant \"corners-8x8\"]\n1. h3-h5 b7-d7 2. h1-h3-f3 *",
	  "[Variant \"corners-8x8\"]\n\n1. h3-h5 b7-d7 2. h1-h3-f3 *\n" },
	{ "moves that do not replay are kept, numbered on",
	  NOTATION_WRITE_LONG,
	  "[Variant \"corners-8x8\"]\n1. h3-h5 b7-d7 2. i2~a8 c8-e8 "
	  "3. h1-f3 *",
	  "[Variant \"corners-8x8\"]\n\n1. h3-h5 b7-d7 2. i2~a8 c8-e8 "
	  "3. h1-f3 *\n" },
	{ "a game with an unknown rule set keeps its moves", 0,
	  "[Variant \"nope\"]\n1. a1-a2 b1-b2 *",
	  "[Variant \"nope\"]\n\n1. a1-a2 b1-b2 *\n" },
};

TEST_LOOP(canonical, test_canonical, NELEM(canon_cases))
{
	const struct canon_case	*t = &canon_cases[_i];
	char			*got, *again;

	got = convert_str(t->in, NOTATION_FORMAT_HGN, NOTATION_FORMAT_HGN,
	    t->flags);
	ck_assert_msg(strcmp(got, t->out) == 0, "%s:\n got [%s]\nwant [%s]",
	    t->name, got, t->out);
	/* The canonical text is its own canonical text. */
	again = convert_str(got, NOTATION_FORMAT_HGN, NOTATION_FORMAT_HGN,
	    t->flags);
	ck_assert_str_eq(again, got);
	free(got);
	free(again);
}
END_TEST

/*
 * The piece of movetext at s that the writer keeps on one line: a token,
 * with the words starting with '[' that follow it inside a comment.
 */
static size_t
piece(const char *s)
{
	size_t	 n = strcspn(s, " \n");

	while (s[n] == ' ' && s[n + 1] == '[')
		n += 1 + strcspn(s + n + 1, " \n");
	return n;
}

/*
 * Wrapping: lines of at most 79 bytes, each filled as far as the next
 * piece allows, and no line inside a comment that opens a tag pair (it
 * would end the comment for the reader).
 */
TEST_LOOP(canonical, test_wrap, 8)
{
	struct notation_buf	 in = NOTATION_BUF_INIT;
	char			*got, *again, *line, *next;
	size_t			 len;
	int			 i, n;

	n = 3 + _i * 7;
	notation_buf_puts(&in, "[Event \"w\"]\n{");
	for (i = 0; i < 60; i++)
		notation_buf_printf(&in, "%.*s %s", 1 + (i * n) % 11,
		    "abcdefghijk", i % 5 == 0 ? "[Tag \"v\"] " : "");
	notation_buf_puts(&in, "} 1. h1-f3 a8-c6 2. i1-e3 *");
	got = convert_str(in.data, NOTATION_FORMAT_HGN, NOTATION_FORMAT_HGN, 0);
	again = convert_str(got, NOTATION_FORMAT_HGN, NOTATION_FORMAT_HGN, 0);
	ck_assert_str_eq(again, got);
	ck_assert_ptr_nonnull(strstr(got, "[Tag \"v\"]"));
	for (line = strstr(got, "\n\n") + 2; *line != '\0'; line = next) {
		next = strchr(line, '\n') + 1;
		len = (size_t)(next - line - 1);
		ck_assert_msg(len <= 79, "line of %zu bytes: %.*s", len,
		    (int)len, line);
		ck_assert_msg(line[0] != '[', "a line opens a tag pair: %.*s",
		    (int)len, line);
		if (*next != '\0')
			ck_assert_msg(len + 1 + piece(next) > 79,
			    "'%.*s' fits on the line before", (int)piece(next),
			    next);
	}
	free(got);
	free(again);
	notation_buf_free(&in);
}
END_TEST

/*
 * Move numbers with four players: "N." before the first player's move,
 * "N..." only at the start and after a comment.
 */
TEST_ONCE(canonical, test_four_players)
{
	const notation_rules	*r;
	notation_position	*p;
	notation_writer		*w;
	struct notation_move	*moves;
	struct notation_buf	 out = NOTATION_BUF_INIT, want = NOTATION_BUF_INIT;
	struct notation_buf	 mv = NOTATION_BUF_INIT;
	int			 ply;

	r = notation_catalog_find(cat, "halma-16x16-4p", NULL);
	ck_assert_ptr_nonnull(r);
	ck_assert_int_eq(notation_rules_players(r), 4);
	ck_assert_ptr_nonnull(moves = calloc(NOTATION_MAX_MOVES,
	    sizeof(*moves)));
	p = notation_position_new(r);
	w = notation_writer_new(NOTATION_FORMAT_HGN, 0);
	notation_writer_begin(w, &out);
	for (ply = 0; ply < 9; ply++) {
		ck_assert_uint_gt(notation_move_generate(p, moves), 0);
		notation_buf_reset(&mv);
		notation_move_format(p, &moves[0], 0, &mv);
		if (ply % 4 == 0)
			notation_buf_printf(&want, "%d. ", ply / 4 + 1);
		else if (ply == 6)
			notation_buf_printf(&want, "%d... ", ply / 4 + 1);
		notation_buf_printf(&want, "%s ", mv.data);
		ck_assert_int_eq(notation_writer_move(w, p, &moves[0], mv.data,
		    mv.len, &out), 0);
		if (ply == 5) {
			notation_writer_comment(w, '{', "c", 1, &out);
			notation_buf_puts(&want, "{c} ");
		}
		notation_position_apply(p, &moves[0]);
	}
	notation_buf_puts(&want, "*\n");
	ck_assert_int_eq(notation_writer_end(w, &out), 0);
	/* One line would be too long; compare the tokens. */
	for (ply = 0; (size_t)ply < out.len; ply++)
		if (out.data[ply] == '\n' && (size_t)ply + 1 < out.len)
			out.data[ply] = ' ';
	ck_assert_str_eq(out.data, want.data);
	notation_writer_free(w);
	notation_position_free(p);
	free(moves);
	notation_buf_free(&out);
	notation_buf_free(&want);
	notation_buf_free(&mv);
}
END_TEST

/*
 * A tag value that no reader would take back (a NUL byte, a line end) is
 * refused by every writer; a control byte is written and reads back, with
 * the reader's warning (issue 40, point 14).
 */
TEST_LOOP(canonical, test_tag_value_bytes, 3)
{
	static const enum notation_format fmts[] = { NOTATION_FORMAT_HGN,
	    NOTATION_FORMAT_JSON, NOTATION_FORMAT_YAML };
	static const struct { const char *v; size_t len; int rc; } vals[] = {
		{ "Bob\0one", 7, NOTATION_SYNTAX },
		{ "Bob\none", 7, NOTATION_SYNTAX },
		{ "Bob\rone", 7, NOTATION_SYNTAX },
		{ "Bob\001one", 7, 0 },
	};
	notation_writer		*w = notation_writer_new(fmts[_i], 0);
	notation_reader		*rd;
	struct notation_buf	 out = NOTATION_BUF_INIT;
	struct notation_event	 ev;
	size_t			 k;
	int			 tags = 0;

	for (k = 0; k < NELEM(vals); k++) {
		ck_assert_int_eq(notation_writer_begin(w, &out), 0);
		ck_assert_int_eq(notation_writer_tag(w, "White", 5, vals[k].v,
		    vals[k].len, &out), vals[k].rc);
		notation_writer_result(w, "*", 1, &out);
		notation_writer_end(w, &out);
	}
	rd = notation_reader_new("w");
	notation_reader_set_buffer(rd, out.data, out.len);
	while (notation_reader_next(rd, &ev) == 1)
		if (ev.type == NOTATION_EV_TAG) {
			tags++;
			ck_assert_uint_eq(ev.len, 7);
			ck_assert(memcmp(ev.text, "Bob\001one", 7) == 0);
		}
	ck_assert_int_eq(tags, 1);
	notation_reader_free(rd);
	notation_writer_free(w);
	notation_buf_free(&out);
}
END_TEST

/*
 * A game that outgrows NOTATION_WRITER_GAME_MAX is refused with
 * NOTATION_LIMIT, moves, tags or comments alike, and holds no more: its
 * calls return at once; the next game is written as before.
 */
TEST_LOOP(canonical, test_game_max, 3)
{
	notation_writer		*w;
	struct notation_buf	 out = NOTATION_BUF_INIT;
	size_t			 i, held = 0;
	int			 rc = 0;

	w = notation_writer_new(NOTATION_FORMAT_JSON, 0);
	notation_writer_begin(w, &out);
	for (i = 0; rc == 0 && i < NOTATION_WRITER_GAME_MAX; i++) {
		if (_i == 0)
			rc = notation_writer_move(w, NULL, NULL, "a1-a2", 5,
			    &out);
		else if (_i == 1)
			rc = notation_writer_tag(w, "Note", 4, "a value", 7,
			    &out);
		else
			rc = notation_writer_comment(w, 0, "a comment", 9,
			    &out);
		held += rc == 0;
	}
	ck_assert_int_eq(rc, NOTATION_LIMIT);
	ck_assert_ptr_nonnull(strstr(notation_writer_diag(w)->message,
	    "longer than a writer holds"));
	/* Tens of thousands of calls are taken before it, not millions. */
	ck_assert_uint_gt(held, NOTATION_WRITER_GAME_MAX / 1000);
	ck_assert_uint_lt(held, NOTATION_WRITER_GAME_MAX / 16);
	ck_assert_int_eq(notation_writer_end(w, &out), NOTATION_LIMIT);
	ck_assert_uint_eq(out.len, 0);
	ck_assert_int_eq(notation_writer_begin(w, &out), 0);
	ck_assert_int_eq(notation_writer_result(w, "*", 1, &out), 0);
	ck_assert_int_eq(notation_writer_end(w, &out), 0);
	ck_assert_uint_gt(out.len, 0);
	notation_writer_free(w);
	notation_buf_free(&out);
}
END_TEST

/* What the writer refuses: text that would not read back as one token. */
static const struct refuse_case {
	int		 what;	/* 0 tag name, 1 move, 2 result */
	const char	*text;
} refuse_cases[] = {
	{ 0, "" }, { 0, "1abc" }, { 0, "a b" }, { 0, "Tag-x" },
	{ 1, "" }, { 1, "1-0" }, { 1, "h1 f3" }, { 1, "h1{f3" },
	{ 1, "h1;f3" }, { 1, "h1\"f3" },
	{ 2, "" }, { 2, "3-0" }, { 2, "1/2" }, { 2, "1/-1/2" },
	{ 2, "1-0x" }, { 2, "**" }, { 2, "1-" }, { 2, "-1" }, { 2, "1--0" },
	{ 2, "10-0" }, { 2, "1-0-" },
};

TEST_LOOP(canonical, test_refuse, NELEM(refuse_cases))
{
	const struct refuse_case	*t = &refuse_cases[_i];
	notation_writer			*w;
	struct notation_buf		 out = NOTATION_BUF_INIT;
	size_t				 n = strlen(t->text);
	int				 rc;

	w = notation_writer_new(NOTATION_FORMAT_HGN, 0);
	notation_writer_begin(w, &out);
	if (t->what == 0)
		rc = notation_writer_tag(w, t->text, n, "v", 1, &out);
	else if (t->what == 1)
		rc = notation_writer_move(w, NULL, NULL, t->text, n, &out);
	else
		rc = notation_writer_result(w, t->text, n, &out);
	/* Refused with a code and a message, never a bare -1. */
	ck_assert_msg(rc == NOTATION_SYNTAX, "'%s' accepted (%d)", t->text,
	    rc);
	ck_assert_int_eq(notation_writer_diag(w)->code, NOTATION_SYNTAX);
	ck_assert_ptr_nonnull(strstr(notation_writer_diag(w)->message,
	    "is not a"));
	/* The game stays refused and nothing of it is written. */
	ck_assert_int_eq(notation_writer_result(w, "*", 1, &out),
	    NOTATION_SYNTAX);
	ck_assert_int_eq(notation_writer_end(w, &out), NOTATION_SYNTAX);
	ck_assert_uint_eq(out.len, 0);
	/* The next game is written as if nothing had happened. */
	ck_assert_int_eq(notation_writer_begin(w, &out), 0);
	ck_assert_int_eq(notation_writer_diag(w)->code, NOTATION_OK);
	ck_assert_int_eq(notation_writer_result(w, "*", 1, &out), 0);
	ck_assert_int_eq(notation_writer_end(w, &out), 0);
	ck_assert_str_eq(out.data, "*\n");
	notation_writer_free(w);
	notation_buf_free(&out);
}
END_TEST

static char	*events(const char *, enum notation_format);

/*
 * One grammar of result tokens: each of these is a result for the text
 * reader, for the JSON and the YAML reader, and for the writer, or for
 * none of them (spec/record-format.md, "Results").
 */
static const struct token_case {
	const char	*text;
	int		 ok;
} token_cases[] = {
	{ "*", 1 }, { "1", 1 }, { "1-0", 1 }, { "0-1", 1 }, { "1/2-1/2", 1 },
	{ "0-1-0", 1 }, { "1/3-1/3-1/3", 1 }, { "0-1-1-0", 1 },
	{ "1-0-1-0", 1 }, { "0-0-0-0-0-1", 1 }, { "1/10-0", 1 },
	{ "1/6-1/6-1/6-1/6-1/6-1/6", 1 }, { "0-0", 1 },
	{ "0", 1 }, { "1/2", 0 }, { "2-0", 1 }, { "0-2", 1 },
	{ "2-1", 0 }, { "0-2-0", 0 }, { "2-0-0", 0 }, { "1-", 0 }, { "1--0", 0 },
	{ "1/-1/2", 0 }, { "10-0", 0 }, { "1-0-", 0 }, { "1/2-1/", 0 },
	{ "1-2", 0 }, { "01", 0 },
};

TEST_LOOP(formats, test_result_grammar, NELEM(token_cases))
{
	static const struct {
		enum notation_format	 format;
		const char		*form;	/* of a game of result %s */
	} readers[] = {
		{ NOTATION_FORMAT_HGN, "1. h1-f3 %s\n" },
		{ NOTATION_FORMAT_JSON, "{\"result\":\"%s\"}" },
		{ NOTATION_FORMAT_YAML, "---\nresult: '%s'\n" },
	};
	const struct token_case	*t = &token_cases[_i];
	struct notation_buf	 in = NOTATION_BUF_INIT, out = NOTATION_BUF_INIT;
	notation_writer		*w;
	char			*ev, want[64];
	size_t			 i;
	int			 rc;

	snprintf(want, sizeof(want), "R%s ] .", t->text);
	/*
	 * Read as a result by the text reader (the token after a move ends
	 * the game), and in JSON and YAML.
	 */
	for (i = 0; i < NELEM(readers); i++) {
		notation_buf_reset(&in);
		notation_buf_printf(&in, readers[i].form, t->text);
		ev = events(in.data, readers[i].format);
		ck_assert_msg((strstr(ev, want) != NULL) == t->ok, "%s %s: %s",
		    readers[i].form, t->text, ev);
		free(ev);
	}
	/* The writer, in every format. */
	w = notation_writer_new(NOTATION_FORMAT_HGN, 0);
	notation_writer_begin(w, &out);
	rc = notation_writer_result(w, t->text, strlen(t->text), &out);
	ck_assert_msg((rc == 0) == t->ok, "writer %s: %d", t->text, rc);
	notation_writer_free(w);
	notation_buf_free(&in);
	notation_buf_free(&out);
}
END_TEST

TEST_ONCE(canonical, test_format_names)
{
	ck_assert_int_eq(notation_format_parse("hgn"), NOTATION_FORMAT_HGN);
	ck_assert_int_eq(notation_format_parse("json"), NOTATION_FORMAT_JSON);
	ck_assert_int_eq(notation_format_parse("yaml"), NOTATION_FORMAT_YAML);
	ck_assert_int_eq(notation_format_parse("YAML"), -1);
	ck_assert_int_eq(notation_format_parse("pgn"), -1);
	ck_assert_int_eq(notation_format_parse(NULL), -1);
	ck_assert_int_eq(notation_format_parse("pdn"), NOTATION_FORMAT_PDN);
	ck_assert_ptr_null(notation_writer_new((enum notation_format)
	    (NOTATION_FORMAT_PDN + 1), 0));
}
END_TEST

/* ------------------------------------------------------------------ */
/* JSON and YAML, written and read back                                */

static const char *const round_cases[] = {
	"1. h1-f3 *",
	"[Event \"Caf\xc3\xa9 \\\"x\\\" \\\\\"]\n[Round \"1\"]\n"
	"[Date \"2024.01.02\"]\n[White \"yes\"]\n[Black \"~\"]\n"
	"[Site \"null\"]\n[Annotator \"- a\"]\n[Foo \"#x: y\"]\n"
	"[Bar \"\"]\n[Baz \"1:20\"]\n\n{c1} {c2} 1. h1-f3 {after} "
	"a8-c6 2. i1-e3 {x}{y} 1/2-1/2",
	"[Variant \"corners-8x8\"]\n1. h3-h5 b7-d7 2. h1-h3-f3 ; s } t\n*",
	"{only a comment} *",
	"[Result \"1-0\"]\n1. h1-f3",
	"1. h1-f3 *\n[Event \"two\"]\n1. i1-e3 1-0\n1. j1-f1 0-1",
	"1. h1-f3 i2~a8 Nf3+ 0-1",
	"[Event \"tab\there\"]\n{\xf0\x9f\x98\x80 4-byte} 1. h1-f3 *",
	"[Variant \"nope\"]\n1. a1-a2 *",
	/* A game of every player count, and teams. */
	"[Variant \"highscore\"]\n1. l1-k1 1",
	"[Variant \"highscore\"]\n[Result \"1\"]\n1. l1-k1 2. k1-j1",
	"[Variant \"sternhalma-3p\"]\n1. e3-e5 {c} 0-1-0",
	"[Variant \"sternhalma-3p\"]\n1. e3-e5 1/3-1/3-1/3",
	"[Variant \"halma-16x16-4p\"]\n1. m1-l1 0-0-1-0",
	"[Variant \"sternhalma-6p\"]\n1. e3-e5 1/6-1/6-1/6-1/6-1/6-1/6",
	"[Variant \"sternhalma-6p\"]\n1. e3-e5 0-0-0-0-0-1",
	"[Variant \"halma-16x16-teams\"]\n1. m1-l1 1-0-1-0",
	"[Variant \"halma-16x16-teams\"]\n1. m1-l1 1/2-0-1/2-0",
};

TEST_LOOP(formats, test_round_trip, 2 * NELEM(round_cases))
{
	const char		*in = round_cases[_i / 2];
	enum notation_format	 f = _i % 2 ? NOTATION_FORMAT_YAML :
	    NOTATION_FORMAT_JSON;
	struct notation_buf	 mid = NOTATION_BUF_INIT, back = NOTATION_BUF_INIT;
	char			*direct;
	int			 n;

	direct = convert_str(in, NOTATION_FORMAT_HGN, NOTATION_FORMAT_HGN, 0);
	n = convert(in, strlen(in), NOTATION_FORMAT_HGN, f, 0, &mid);
	ck_assert_int_eq(convert(mid.data, mid.len, f, NOTATION_FORMAT_HGN, 0,
	    &back), n);
	ck_assert_msg(strcmp(direct, back.data) == 0, "%s:\n[%s]\n[%s]\n"
	    "via [%s]", f == NOTATION_FORMAT_JSON ? "json" : "yaml", direct,
	    back.data, mid.data);
	free(direct);
	notation_buf_free(&mid);
	notation_buf_free(&back);
}
END_TEST

/*
 * The JSON Lines form, byte for byte (spec/conversion.md); the YAML form,
 * byte for byte, its typed-looking scalars quoted.
 */
static const struct {
	const char		*in;
	enum notation_format	 to;
	const char		*want;
} shape_cases[] = {
	{ "[White \"W\"]\n[Event \"E\"]\n{c} 1. h1-f3 {a}{b} a8-c6 1-0",
	  NOTATION_FORMAT_JSON, "{\"tags\":{\"Event\":\"E\",\"White\":\"W\"},"
	  "\"comments\":[\"c\"],\"moves\":[{\"move\":\"h1-f3\","
	  "\"comments\":[\"a\",\"b\"]},\"a8-c6\"],\"result\":\"1-0\"}\n" },
	{ "[Round \"3\"]\n[White \"yes\"]\n1. h1-f3 {a} 1-0\n1. i1-e3 *",
	  NOTATION_FORMAT_YAML, "---\ntags:\n  Round: '3'\n  White: 'yes'\n"
	  "moves:\n- move: h1-f3\n  comments:\n  - a\nresult: '1-0'\n"
	  "---\ntags: {}\nmoves:\n- i1-e3\nresult: '*'\n" },
};

TEST_LOOP(formats, test_shape, NELEM(shape_cases))
{
	char	*got;

	got = convert_str(shape_cases[_i].in, NOTATION_FORMAT_HGN,
	    shape_cases[_i].to, 0);
	ck_assert_str_eq(got, shape_cases[_i].want);
	free(got);
}
END_TEST

/*
 * The YAML writer's own path (nt_yaml_direct()) against libyaml's, game
 * by game: the texts it places itself, or the game it leaves to libyaml
 * (comments, no tags, no moves, bytes past ASCII, a long key).  Each
 * game: tags as name=value lines, moves, a result.
 */
static const struct {
	const char	*tags;
	const char	*moves;
	const char	*result;
	int		 direct;
} ydirect_cases[] = {
	{ "Event=Random play\nSite=bench/gen\nDate=2024.01.01\nRound=1\n"
	  "White=yes\nBlack=~\nResult=0-1\nVariant=halma-10x10",
	  "j2-h4 b10-d8 i2-g4", "0-1", 1 },
	{ "Event=a: b\nSite=#x\nWhite=- a\nBlack= lead\nRound=it's\n"
	  "Annotator=trail \nFoo=a #b\nBar=\nBaz=1:20\nQux=---x\n"
	  "Quux=?x\nX=...", "h1-f3 a8-c6", "*", 1 },
	{ "Event=x", "h1-f3 a8-c6 i1-e3", "1/2-1/2", 1 },
	{ "White=Caf\xc3\xa9", "h1-f3", "1-0", 0 },
	{ "", "h1-f3", "1-0", 0 },
	{ "Event=x", "", "1-0", 0 },
	{ "Event=tab\there", "h1-f3", "1-0", 0 },
	{ "Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
	  "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
	  "=x", "h1-f3", "1-0", 0 },
};

/* The game of ydirect_cases[i] handed to w, up to its end. */
static void
yaml_collect(notation_writer *w, size_t i, struct notation_buf *out)
{
	const char	*s, *e, *eq;

	ck_assert_int_eq(notation_writer_begin(w, out), 0);
	for (s = ydirect_cases[i].tags; *s != '\0'; s = *e ? e + 1 : e) {
		e = s + strcspn(s, "\n");
		eq = memchr(s, '=', (size_t)(e - s));
		ck_assert_ptr_nonnull(eq);
		ck_assert_int_eq(notation_writer_tag(w, s, (size_t)(eq - s),
		    eq + 1, (size_t)(e - eq - 1), out), 0);
	}
	for (s = ydirect_cases[i].moves; *s != '\0'; s = *e ? e + 1 : e) {
		e = s + strcspn(s, " ");
		ck_assert_int_eq(notation_writer_move(w, NULL, NULL, s,
		    (size_t)(e - s), out), 0);
	}
	ck_assert_int_eq(notation_writer_result(w, ydirect_cases[i].result,
	    strlen(ydirect_cases[i].result), out), 0);
}

TEST_LOOP(formats, test_yaml_direct, NELEM(ydirect_cases))
{
	struct notation_buf	 own = NOTATION_BUF_INIT, lib = NOTATION_BUF_INIT;
	struct notation_buf	 dflt = NOTATION_BUF_INIT;
	notation_writer		*w;

	ck_assert_ptr_nonnull(w = notation_writer_new(NOTATION_FORMAT_YAML,
	    0));
	yaml_collect(w, _i, &own);
	ck_assert_int_eq(nt_yaml_direct(w, &own), ydirect_cases[_i].direct);
	if (!ydirect_cases[_i].direct)
		ck_assert_uint_eq(own.len, 0);
	ck_assert_int_eq(notation_writer_end(w, &dflt), 0);
	notation_writer_free(w);
	ck_assert_ptr_nonnull(w = notation_writer_new(NOTATION_FORMAT_YAML,
	    NT_WRITER_EMITTER));
	/* Not a flag of the API: set here, as only a test may. */
	ck_assert_int_eq(w->flags & NT_WRITER_EMITTER, 0);
	w->flags |= NT_WRITER_EMITTER;
	yaml_collect(w, _i, &lib);
	ck_assert_int_eq(notation_writer_end(w, &lib), 0);
	notation_writer_free(w);
	ck_assert_uint_gt(lib.len, 0);
	if (ydirect_cases[_i].direct)
		ck_assert_msg(own.len == lib.len && memcmp(own.data, lib.data,
		    lib.len) == 0, "libyaml:\n%.*s\nours:\n%.*s", (int)lib.len,
		    lib.data, (int)own.len, own.data);
	/* The writer's own choice: the same bytes. */
	ck_assert_uint_eq(dflt.len, lib.len);
	ck_assert_int_eq(memcmp(dflt.data, lib.data, lib.len), 0);
	notation_buf_free(&own);
	notation_buf_free(&lib);
	notation_buf_free(&dflt);
}
END_TEST

/*
 * The events of a stream, one letter each with its text: [ start,
 * T tag, C comment, M move, R result, !code@line:col error, ] end.
 */
static char *
events(const char *in, enum notation_format f)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	struct notation_event	 ev;
	notation_reader		*rd;

	rd = notation_reader_new("t");
	notation_reader_set_buffer(rd, in, strlen(in));
	notation_reader_set_format(rd, f, NULL);
	while (notation_reader_next(rd, &ev) == 1) {
		switch (ev.type) {
		case NOTATION_EV_GAME_START:
			notation_buf_printf(&b, "[%lu@%lu:%lu ", ev.game,
			    ev.line, ev.column);
			break;
		case NOTATION_EV_TAG:
			notation_buf_printf(&b, "T%.*s=%.*s ",
			    (int)ev.name_len, ev.name, (int)ev.len, ev.text);
			break;
		case NOTATION_EV_COMMENT:
			notation_buf_printf(&b, "C%.*s ", (int)ev.len, ev.text);
			break;
		case NOTATION_EV_MOVE:
			notation_buf_printf(&b, "M%.*s ", (int)ev.len, ev.text);
			break;
		case NOTATION_EV_RESULT:
			notation_buf_printf(&b, "R%.*s ", (int)ev.len, ev.text);
			break;
		case NOTATION_EV_ERROR:
			notation_buf_printf(&b, "!%s@%lu:%lu ",
			    notation_code_name(ev.diag->code), ev.diag->line,
			    ev.diag->column);
			ck_assert_uint_eq(ev.diag->game, ev.game);
			break;
		case NOTATION_EV_GAME_END:
			notation_buf_puts(&b, "] ");
			break;
		case NOTATION_EV_END:
			notation_buf_puts(&b, ".");
			break;
		default:
			break;
		}
	}
	/* Nothing after the end. */
	ck_assert_int_eq(notation_reader_next(rd, &ev), 0);
	notation_reader_free(rd);
	notation_buf_put(&b, "", 0);
	return b.data;
}

static const struct text_case json_cases[] = {
	/* Escapes: \u00e9, \/ and a surrogate pair. */
	{ "{\"tags\":{\"E\":\"caf\\u00e9 \\/ \\ud83d\\ude00 \\\"\\\\\\t\"},"
	  "\"result\":\"*\"}",
	  "[1@1:1 TE=caf\xc3\xa9 / \xf0\x9f\x98\x80 \"\\\t R* ] ." },
	/* Keys in any order: events in the order of the text format. */
	{ "{\"result\":\"1-0\",\"moves\":[{\"comments\":[\"b\"],\"move\":"
	  "\"h1-f3\"},\"a8-c6\"],\"comments\":[\"a\"],\"tags\":{\"X\":\"1\","
	  "\"Round\":2}}",
	  "[1@1:1 TX=1 TRound=2 Ca Mh1-f3 Cb Ma8-c6 R1-0 ] ." },
	/* JSON Lines, an array, blank lines, a BOM. */
	{ "\xef\xbb\xbf{\"result\":\"*\"}\n\n[{\"result\":\"*\"} ,\n"
	  " {\"result\":\"1-0\"}]\n{}",
	  "[1@1:1 R* ] [2@3:2 R* ] [3@4:2 R1-0 ] "
	  "[4@5:1 !missing-result@5:3 ] ." },
	{ "", "." },
	{ "  \n", "." },
	/* Errors, and the next line that starts a game. */
	{ "{\"tags\":{\"a b\":\"x\"}}\n{\"result\":\"*\"}",
	  "[1@1:1 !syntax@1:16 ] [2@2:1 R* ] ." },
	{ "{\"tags\":{\"E\":\"a\nb\"}}\n{\"result\":\"*\"}",
	  "[1@1:1 !syntax@1:14 ] [2@3:1 R* ] ." },
	{ "{\"moves\":[\"h1 f3\"]}", "[1@1:1 !syntax@1:11 ] ." },
	{ "{\"moves\":[{\"comments\":[]}]}", "[1@1:1 !syntax@1:11 ] ." },
	{ "{\"moves\":[{\"move\":\"h1-f3\",\"x\":1}]}",
	  "[1@1:1 !syntax@1:27 ] ." },
	{ "{\"result\":\"3-0\"}", "[1@1:1 !syntax@1:11 ] ." },
	{ "{\"result\":1}", "[1@1:1 !syntax@1:11 ] ." },
	{ "{\"result\":\"*\",\"result\":\"*\"}", "[1@1:1 !syntax@1:15 ] ." },
	{ "{\"res\":\"*\"}", "[1@1:1 !syntax@1:2 ] ." },
	{ "{\"tags\":{\"E\":true}}", "[1@1:1 !syntax@1:14 ] ." },
	{ "{\"tags\":{\"E\":\"\\x\"}}", "[1@1:1 !syntax@1:15 ] ." },
	{ "{\"tags\":{\"E\":\"\\ud83d\"}}", "[1@1:1 !syntax@1:15 ] ." },
	{ "{\"tags\":{\"E\":\"\\ude00\"}}", "[1@1:1 !syntax@1:15 ] ." },
	{ "{\"tags\":{\"E\":\"\\u12\"}}", "[1@1:1 !syntax@1:15 ] ." },
	{ "{\"tags\":{\"E\":\"a\x01\"}}", "[1@1:1 !syntax@1:16 ] ." },
	{ "{\"tags\":{\"E\":\"open}}", "[1@1:1 !syntax@1:14 ] ." },
	{ "{\"tags\":{\"E\":01}}", "[1@1:1 !syntax@1:14 ] ." },
	{ "{\"tags\":{\"E\":1.}}", "[1@1:1 !syntax@1:14 ] ." },
	{ "{\"result\":\"*\",}", "[1@1:1 !syntax@1:15 ] ." },
	{ "{\"result\":\"*\"", "[1@1:1 !syntax@1:14 ] ." },
	{ "{\"result\" \"*\"}", "[1@1:1 !syntax@1:11 ] ." },
	{ "x\n{\"result\":\"*\"}", "[1@1:1 !syntax@1:1 ] [2@2:1 R* ] ." },
	{ "\"a\"", "[1@1:1 !syntax@1:1 ] ." },
	{ "[{\"result\":\"*\"} {\"result\":\"*\"}]",
	  "[1@1:2 R* ] [2@1:17 !syntax@1:17 ] ." },
	{ "[{\"result\":\"*\"},]", "[1@1:2 R* ] [2@1:17 !syntax@1:17 ] ." },
	{ "[", "[1@1:2 !syntax@1:2 ] ." },
	/* Invalid UTF-8 is a warning, the bytes are kept. */
	{ "{\"comments\":[\"a\xff\"],\"result\":\"*\"}",
	  "[1@1:1 !encoding@1:14 Ca\xff R* ] ." },
};

static const struct text_case yaml_cases[] = {
	{ "tags:\n  Event: \"caf\\u00e9\"\n  Round: 3\n"
	  "moves: [h1-f3, {comments: [c], move: a8-c6}]\nresult: '*'\n",
	  "[1@1:1 TEvent=caf\xc3\xa9 TRound=3 Mh1-f3 Ma8-c6 Cc R* ] ." },
	/* Documents: directives and comments before, "---", "...". */
	{ "# x\n%YAML 1.1\n---\nresult: '*'\n--- \nresult: 1-0\n...\n---\n",
	  "[1@2:1 R* ] [2@5:1 R1-0 ] ." },
	{ "", "." },
	/* An error loses its document only. */
	{ "---\ntags: {Event: x\n---\nresult: '*'\n",
	  "[1@1:1 !syntax@3:1 ] [2@3:1 R* ] ." },
	{ "--- [a]\n--- {result: '*'}\n",
	  "[1@1:1 !syntax@1:5 ] [2@2:1 R* ] ." },
	{ "result: *a\n", "[1@1:1 !syntax@1:9 ] ." },
	{ "tags: [a]\n", "[1@1:1 !syntax@1:7 ] ." },
	{ "tags: {1a: x}\n", "[1@1:1 !syntax@1:8 ] ." },
	{ "moves: {a: b}\n", "[1@1:1 !syntax@1:8 ] ." },
	{ "moves: [[h1-f3]]\n", "[1@1:1 !syntax@1:9 ] ." },
	{ "moves: [{comments: [c]}]\n", "[1@1:1 !syntax@1:9 ] ." },
	{ "comments: a\n", "[1@1:1 !syntax@1:11 ] ." },
	{ "comments: [[a]]\n", "[1@1:1 !syntax@1:12 ] ." },
	{ "result: '*'\nresult: '*'\n", "[1@1:1 !syntax@2:1 ] ." },
	{ "result: '3-0'\n", "[1@1:1 !syntax@1:9 ] ." },
	{ "moves: ['h1 f3']\n", "[1@1:1 !syntax@1:9 ] ." },
	{ "extra: 1\n", "[1@1:1 !syntax@1:1 ] ." },
	{ "tags: {E: \"a\\nb\"}\n", "[1@1:1 !syntax@1:8 ] ." },
	{ "tags: {}\nmoves: []\n",
	  "[1@1:1 !missing-result@3:1 ] ." },
};

/* What the reader of that format makes of each case's input. */
static void
check_events(const struct text_case *t, enum notation_format f)
{
	char	*got = events(t->in, f);

	ck_assert_msg(strcmp(got, t->want) == 0, "%s\n got %s\nwant %s",
	    t->in, got, t->want);
	free(got);
}

TEST_LOOP(formats, test_json_events, NELEM(json_cases))
{
	check_events(&json_cases[_i], NOTATION_FORMAT_JSON);
}
END_TEST

TEST_LOOP(formats, test_yaml_events, NELEM(yaml_cases))
{
	check_events(&yaml_cases[_i], NOTATION_FORMAT_YAML);
}
END_TEST

/*
 * A syntax error of the text format keeps the game from being copied:
 * the reader has skipped part of it.  In copy mode the checker hands the
 * reader's error to the event callback.
 */
static int	seen_error;

static void
note_error(void *arg, const struct notation_event *ev)
{
	if (ev->type == NOTATION_EV_ERROR &&
	    ev->diag->severity == NOTATION_ERROR)
		seen_error = 1;
}

TEST_ONCE(formats, test_copy_reports_reader_errors)
{
	static const char	 in[] = "1. h1-f3 2/0 a8-c6 *";
	struct notation_summary	 s;
	notation_reader		*rd = notation_reader_new("t");
	notation_checker	*chk = notation_checker_new(cat,
	    notation_catalog_find(cat, NOTATION_DEFAULT_VARIANT, NULL));

	seen_error = 0;
	notation_reader_set_buffer(rd, in, sizeof(in) - 1);
	notation_checker_set_event_fn(chk, note_error, NULL);
	notation_checker_set_copy(chk, 1);
	ck_assert_int_eq(notation_checker_next(chk, rd, &s), 1);
	ck_assert_int_eq(seen_error, 1);
	ck_assert_int_eq(s.valid, 0);
	notation_checker_free(chk);
	notation_reader_free(rd);
}
END_TEST

/* Reading is streamed: the offset grows game by game. */
TEST_ONCE(formats, test_offset)
{
	static const char	 in[] = "{\"result\":\"*\"}\n{\"result\":\"*\"}\n";
	struct notation_event	 ev;
	notation_reader		*rd = notation_reader_new(NULL);
	uint64_t		 first = 0;

	notation_reader_set_buffer(rd, in, sizeof(in) - 1);
	notation_reader_set_format(rd, NOTATION_FORMAT_JSON, NULL);
	while (notation_reader_next(rd, &ev) == 1)
		if (ev.type == NOTATION_EV_GAME_END && first == 0)
			first = notation_reader_offset(rd);
	ck_assert_uint_gt(first, 0);
	ck_assert_uint_lt(first, sizeof(in) - 1);
	ck_assert_uint_eq(notation_reader_offset(rd), sizeof(in) - 1);
	notation_reader_free(rd);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Repair (spec/conversion.md, "Repair")                              */

static void
on_event_placed(void *arg, const struct notation_event *ev)
{
	struct pipe	*p = arg;

	notation_writer_place(p->w, ev->line, ev->column);
	on_event(arg, ev);
}

/*
 * Convert in (text) to canonical text with repair; notes become
 * "LINE:COL/PLY message\n" lines in notes, and rc the last repair's return.
 */
static char *
repair_str(const char *in, struct notation_buf *notes, int *rc)
{
	struct notation_buf	 out = NOTATION_BUF_INIT;
	const struct notation_diag *n;
	struct notation_summary	 s;
	struct pipe		 p;
	notation_reader		*rd;
	notation_checker	*chk;
	size_t			 i, k;

	memset(&p, 0, sizeof(p));
	p.out = &out;
	ck_assert_ptr_nonnull(rd = notation_reader_new("t"));
	ck_assert_ptr_nonnull(chk = notation_checker_new(cat,
	    notation_catalog_find(cat, NOTATION_DEFAULT_VARIANT, NULL)));
	ck_assert_ptr_nonnull(p.w = notation_writer_new(NOTATION_FORMAT_HGN,
	    0));
	notation_reader_set_buffer(rd, in, strlen(in));
	notation_checker_set_ply_fn(chk, on_ply, &p);
	notation_checker_set_event_fn(chk, on_event_placed, &p);
	notation_checker_set_copy(chk, 1);
	for (;;) {
		p.unplayed = 0;
		ck_assert_int_eq(notation_writer_begin(p.w, &out), 0);
		if (notation_checker_next(chk, rd, &s) != 1)
			break;
		*rc = notation_writer_repair(p.w, &s);
		ck_assert_int_eq(notation_writer_diag(p.w)->code, NOTATION_OK);
		ck_assert_int_eq(notation_writer_end(p.w, &out), 0);
		k = notation_writer_notes(p.w, &n);
		for (i = 0; i < k; i++) {
			ck_assert_int_eq(n[i].code, NOTATION_REPAIRED);
			ck_assert_int_eq(n[i].severity, NOTATION_NOTE);
			ck_assert_int_eq(n[i].game, s.game);
			notation_buf_printf(notes, "%lu:%lu/%lu %s\n",
			    n[i].line, n[i].column, n[i].ply, n[i].message);
		}
	}
	ck_assert_int_eq(p.fail, 0);
	notation_writer_free(p.w);
	notation_checker_free(chk);
	notation_reader_free(rd);
	notation_buf_put(&out, "", 0);
	notation_buf_put(notes, "", 0);
	return out.data;
}

#define MINI	"[Variant \"corners-mini\"]\n[FEN \"corners-mini " \
		"w:a6,b6,a7,b7,c7,a8,b8,c8,d6 b:g1,h1,f2,g2,h2,f3,g3,h3,e1 w 20\"]\n"
#define MINI_OUT "[Variant \"corners-mini\"]\n[FEN \"corners-mini " \
		"w:a6,b6,a7,b7,c7,a8,b8,c8,d6 b:g1,h1,f2,g2,h2,f3,g3,h3,e1 w 20\"]\n"
#define GOAL	"the rules ended the game at ply 2 (goal)"

static const struct repair_case {
	const char	*name;
	const char	*in;
	const char	*out;
	const char	*notes;
	int		 rc;
} repair_cases[] = {
	{ "star on a game won by goal", MINI "[Result \"*\"]\n\n"
	    "20. d6-c6 e1-e2 *\n",
	    "[Result \"1-0\"]\n" MINI_OUT "\n20. d6-c6 e1-e2 1-0\n",
	    "5:17/0 result '*' is now '1-0': " GOAL "\n"
	    "3:1/0 Result tag '*' is now '1-0', as the result\n", 0 },
	{ "no result token, no tag", MINI "\n20. d6-c6 e1-e2\n\n",
	    MINI_OUT "\n20. d6-c6 e1-e2 1-0\n",
	    "6:1/0 result none is now '1-0': " GOAL "\n", 0 },
	{ "a Result tag that disagrees", MINI "[Result \"0-1\"]\n\n"
	    "20. d6-c6 e1-e2 1-0\n",
	    "[Result \"1-0\"]\n" MINI_OUT "\n20. d6-c6 e1-e2 1-0\n",
	    "3:1/0 Result tag '0-1' is now '1-0', as the result\n", 0 },
	{ "a Result tag '?'", MINI "[Result \"?\"]\n\n"
	    "20. d6-c6 e1-e2 1-0\n",
	    "[Result \"1-0\"]\n" MINI_OUT "\n20. d6-c6 e1-e2 1-0\n",
	    "3:1/0 Result tag '?' is now '1-0', as the result\n", 0 },
	{ "bad move numbers", MINI "\n21. d6-c6 21... e1-e2 1-0\n",
	    MINI_OUT "\n20. d6-c6 e1-e2 1-0\n",
	    "4:1/1 moves renumbered from ply 1 on, as the game counts them\n",
	    0 },
	{ "a result the rules contradict is left", MINI "\n"
	    "20. d6-c6 e1-e2 0-1\n", MINI_OUT "\n20. d6-c6 e1-e2 0-1\n", "",
	    NOTATION_RESULT_MISMATCH },
	{ "no result invented: star stays", "1. j2-h4 *\n", "1. j2-h4 *\n",
	    "", 0 },
	{ "no result invented: a token added as star", "1. j2-h4\n\n",
	    "1. j2-h4 *\n",
	    "3:1/0 result none is now '*': the rules did not end the game\n",
	    0 },
	{ "the tag's result fills a star", "[Result \"1-0\"]\n\n1. j2-h4 *\n",
	    "[Result \"1-0\"]\n\n1. j2-h4 1-0\n",
	    "3:10/0 result '*' is now '1-0': the record's result\n", 0 },
	{ "the token's result fills the tag", "[Result \"*\"]\n\n1. j2-h4 "
	    "1/2-1/2\n", "[Result \"1/2-1/2\"]\n\n1. j2-h4 1/2-1/2\n",
	    "1:1/0 Result tag '*' is now '1/2-1/2', as the result\n", 0 },
	{ "an illegal move: nothing to fill", "[Result \"*\"]\n\n"
	    "1. j2-a1 *\n", "[Result \"*\"]\n\n1. j2-a1 *\n", "",
	    NOTATION_ILLEGAL_MOVE },
};

TEST_LOOP(repair, test_repair, NELEM(repair_cases))
{
	const struct repair_case *t = &repair_cases[_i];
	struct notation_buf	 notes = NOTATION_BUF_INIT;
	char			*got, *again;
	int			 rc = -1;

	got = repair_str(t->in, &notes, &rc);
	ck_assert_msg(strcmp(got, t->out) == 0, "%s:\n got [%s]\nwant [%s]",
	    t->name, got, t->out);
	ck_assert_msg(strcmp(notes.data, t->notes) == 0,
	    "%s:\n got notes [%s]\nwant notes [%s]", t->name, notes.data,
	    t->notes);
	ck_assert_msg(rc == t->rc, "%s: repair returned %d, not %d", t->name,
	    rc, t->rc);
	/* Repair of a repaired record changes nothing. */
	notation_buf_reset(&notes);
	again = repair_str(got, &notes, &rc);
	ck_assert_str_eq(again, got);
	ck_assert_msg(notes.len == 0 || notes.data[0] == '\0',
	    "%s: notes on the repaired record [%s]", t->name, notes.data);
	notation_buf_free(&notes);
	free(got);
	free(again);
}
END_TEST

HARNESS_SUITE("writer")
