/*
 * check_reader.c -- the record reader: events, their positions, recovery
 * from every kind of damage, limits, skip_game, and that a stream read
 * from a FILE (in chunks) gives exactly the events of the same bytes in
 * memory.
 *
 * Events are compared as one line of text (render() below):
 *	S	GAME_START		E	GAME_END
 *	T:n=v	TAG			N:12.	MOVE_NUMBER (number, dots)
 *	M:x	MOVE			R:x	RESULT
 *	{x}	brace comment		;x	line comment
 *	!code@line:col	ERROR (any severity)
 * With positions on, every event but an error also gets "@line:col".
 * Bytes outside printable ASCII are written \xNN.  NOTATION_EV_END is not
 * written; the runner checks it comes last, once.
 */
#include <check.h>
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

SUITE_TCASE(events, "events", NULL, NULL, 0);
SUITE_TCASE(formats, "formats", NULL, NULL, 0);
SUITE_TCASE(streams, "streams", NULL, NULL, 120);

#define MIB	(1024 * 1024)

/*
 * Check's assertions log every success (a write per call), too slow for
 * per-event checks over hundreds of thousands of events: only fail here.
 */
#define REQUIRE(cond, ...) do {						\
	if (!(cond))							\
		ck_abort_msg(__VA_ARGS__);				\
} while (0)

static void
put_text(struct notation_buf *b, const char *s, size_t len)
{
	size_t		 i;
	unsigned char	 c;

	for (i = 0; i < len; i++) {
		c = (unsigned char)s[i];
		if (c >= 0x20 && c < 0x7f)
			notation_buf_putc(b, c);
		else
			notation_buf_printf(b, "\\x%02x", c);
	}
}

static void
render_one(struct notation_buf *b, const struct notation_event *ev, int pos)
{
	int	 i;

	if (b->len > 0)
		notation_buf_putc(b, ' ');
	switch (ev->type) {
	case NOTATION_EV_GAME_START:
		notation_buf_putc(b, 'S');
		break;
	case NOTATION_EV_GAME_END:
		notation_buf_putc(b, 'E');
		break;
	case NOTATION_EV_TAG:
		notation_buf_puts(b, "T:");
		put_text(b, ev->name, ev->name_len);
		notation_buf_putc(b, '=');
		put_text(b, ev->text, ev->len);
		break;
	case NOTATION_EV_MOVE_NUMBER:
		notation_buf_printf(b, "N:%lu", ev->number);
		for (i = 0; i < ev->dots; i++)
			notation_buf_putc(b, '.');
		break;
	case NOTATION_EV_MOVE:
		notation_buf_puts(b, "M:");
		put_text(b, ev->text, ev->len);
		break;
	case NOTATION_EV_RESULT:
		notation_buf_puts(b, "R:");
		put_text(b, ev->text, ev->len);
		break;
	case NOTATION_EV_COMMENT:
		if (ev->comment_kind == '{') {
			notation_buf_putc(b, '{');
			put_text(b, ev->text, ev->len);
			notation_buf_putc(b, '}');
		} else {
			REQUIRE(ev->comment_kind == ';', "comment kind %d",
			    ev->comment_kind);
			notation_buf_putc(b, ';');
			put_text(b, ev->text, ev->len);
		}
		break;
	case NOTATION_EV_ERROR:
		notation_buf_printf(b, "!%s@%lu:%lu",
		    notation_code_name(ev->diag->code), ev->diag->line,
		    ev->diag->column);
		return;
	default:
		ck_abort_msg("unexpected event type %d", (int)ev->type);
	}
	if (pos)
		notation_buf_printf(b, "@%lu:%lu", ev->line, ev->column);
}

/*
 * Read every event of r into out, checking what holds for any input:
 * games are numbered 1, 2, ... and properly nested, every event of a game
 * carries its number, an error's diag agrees with its event, END comes
 * once and last.  If skip_at is not NULL, call skip_game() right after
 * the event that renders (without positions) as skip_at.
 */
static void
run(notation_reader *r, struct notation_buf *out, int pos,
    const char *skip_at, const char *file)
{
	struct notation_event	 ev;
	struct notation_buf	 one = NOTATION_BUF_INIT;
	unsigned long		 game = 0;
	int			 in_game = 0, ended = 0, n = 0;

	notation_buf_reset(out);
	if (out->data == NULL)
		notation_buf_puts(out, "");
	while (notation_reader_next(r, &ev)) {
		REQUIRE(!ended, "event after END");
		REQUIRE(++n < 10000000, "runaway reader");
		REQUIRE(ev.line >= 1 && ev.column >= 1, "event at %lu:%lu",
		    ev.line, ev.column);
		switch (ev.type) {
		case NOTATION_EV_END:
			REQUIRE(!in_game, "END inside a game");
			REQUIRE(ev.game == 0, "END in game %lu", ev.game);
			ended = 1;
			continue;
		case NOTATION_EV_GAME_START:
			REQUIRE(!in_game, "nested GAME_START");
			REQUIRE(ev.game == ++game, "game %lu, want %lu",
			    ev.game, game);
			in_game = 1;
			break;
		case NOTATION_EV_GAME_END:
			REQUIRE(in_game, "GAME_END outside a game");
			in_game = 0;
			break;
		case NOTATION_EV_ERROR:
			REQUIRE(ev.diag != NULL, "error without diag");
			REQUIRE(ev.diag->line == ev.line &&
			    ev.diag->column == ev.column &&
			    ev.diag->game == ev.game, "diag position");
			REQUIRE(ev.diag->message[0] != '\0', "empty message");
			REQUIRE(file == NULL ? ev.diag->file == NULL :
			    ev.diag->file != NULL &&
			    strcmp(ev.diag->file, file) == 0, "diag file");
			break;
		default:
			REQUIRE(in_game, "event outside a game");
			REQUIRE(ev.diag == NULL, "diag on a non-error");
			break;
		}
		REQUIRE(ev.game == (in_game ||
		    ev.type == NOTATION_EV_GAME_END ? game : 0),
		    "event of game %lu in game %lu", ev.game, game);
		render_one(out, &ev, pos);
		if (skip_at != NULL) {
			notation_buf_reset(&one);
			render_one(&one, &ev, 0);
			if (one.data != NULL && strcmp(one.data, skip_at) == 0)
				notation_reader_skip_game(r);
		}
	}
	ck_assert_msg(ended, "no END");
	ck_assert_int_eq(notation_reader_next(r, &ev), 0);
	notation_buf_free(&one);
}

/* The events of len bytes read from memory. */
static void
run_buffer(const char *in, size_t len, struct notation_buf *out, int pos,
    const char *skip_at)
{
	notation_reader	*r = notation_reader_new(NULL);

	ck_assert_ptr_nonnull(r);
	notation_reader_set_buffer(r, in, len);
	run(r, out, pos, skip_at, NULL);
	ck_assert_uint_eq(notation_reader_offset(r), len);
	notation_reader_free(r);
}

/* The events of the same bytes read from a temporary file. */
static void
run_file(const char *in, size_t len, struct notation_buf *out, int pos,
    const char *skip_at)
{
	notation_reader	*r = notation_reader_new("t.hgn");
	FILE		*fp = tmpfile();

	ck_assert_ptr_nonnull(r);
	ck_assert_ptr_nonnull(fp);
	ck_assert_uint_eq(fwrite(in, 1, len, fp), len);
	rewind(fp);
	notation_reader_set_file(r, fp);
	run(r, out, pos, skip_at, "t.hgn");
	ck_assert_uint_eq(notation_reader_offset(r), len);
	notation_reader_free(r);
	fclose(fp);
}

/* Both ways, which must agree; returns the events (caller frees). */
static void
run_both(const char *in, size_t len, struct notation_buf *out, int pos,
    const char *skip_at)
{
	struct notation_buf	 f = NOTATION_BUF_INIT;

	run_buffer(in, len, out, pos, skip_at);
	run_file(in, len, &f, pos, skip_at);
	ck_assert_str_eq(f.data, out->data);
	notation_buf_free(&f);
}

/* ------------------------------------------------------------------ */

struct ecase {
	const char	*name;
	const char	*in;
	size_t		 len;		/* 0: strlen(in) */
	int		 pos;
	const char	*want;
};

static const struct ecase ecases[] = {
	/* Tags, move numbers, moves, results. */
	{ "simple", "[Event \"x\"]\n1. i2-a8 a9-c7 1-0\n", 0, 0,
	  "S T:Event=x N:1. M:i2-a8 M:a9-c7 R:1-0 E" },
	{ "escapes", "[Event \"a \\\"q\\\" b\\\\c\"]\n*\n", 0, 0,
	  "S T:Event=a \"q\" b\\c R:* E" },
	{ "bad escape kept", "[Event \"a\\qb\"] *", 0, 0,
	  "S !bad-tag@1:10 T:Event=a\\qb R:* E" },
	{ "blanks in tag", "[  Site\t  \"x y\"  ]\t*", 0, 0,
	  "S T:Site=x y R:* E" },
	{ "no blank before value", "[Round\"3\"]*", 0, 0,
	  "S T:Round=3 R:* E" },
	{ "delimiters in value", "[A \"{;}()[]%\"] *", 0, 0,
	  "S T:A={;}()[]% R:* E" },
	{ "empty value", "[A \"\"] *", 0, 0, "S T:A= R:* E" },
	{ "two tags on a line", "[A \"1\"][B_2 \"2\"] *", 0, 0,
	  "S T:A=1 T:B_2=2 R:* E" },
	{ "move numbers", "12. i2-a8 12... a9-c7 10000. x1 007. y2 *", 0, 0,
	  "S N:12. M:i2-a8 N:12... M:a9-c7 N:10000. M:x1 N:7. M:y2 R:* E" },
	{ "number glued to move", "1.i2-a8 1...a9-c7 *", 0, 0,
	  "S N:1. M:i2-a8 N:1... M:a9-c7 R:* E" },
	{ "huge move number", "99999999999999999999999. a1 *", 0, 0,
	  "S !limit@1:1 N:18446744073709551615. M:a1 R:* E" },
	{ "results", "1. a 1-0 1. a 0-1 1. a 1/2-1/2 1. a 0-1-0-0 1. a * "
	  "1. a 1/3-1/3-1/3 1. a 0-0", 0, 0,
	  "S N:1. M:a R:1-0 E S N:1. M:a R:0-1 E S N:1. M:a R:1/2-1/2 E "
	  "S N:1. M:a R:0-1-0-0 E S N:1. M:a R:* E "
	  "S N:1. M:a R:1/3-1/3-1/3 E S N:1. M:a R:0-0 E" },
	/* A result alone is no game (spec "Framing"). */
	{ "results alone", "1-0\n*\n", 0, 1,
	  "S@1:1 R:1-0@1:1 !syntax@1:1 E@1:4 S@2:1 R:*@2:1 !syntax@2:1 "
	  "E@2:2" },
	{ "move numbers alone", "1. 2... *", 0, 0,
	  "S N:1. N:2... R:* !syntax@1:1 E" },
	/* Digits alone: a move number when a move follows; "1" a result. */
	{ "number without dot", "[A \"1\"]\n\n1 i2-g4 a9-c7 *", 0, 1,
	  "S@1:1 T:A=1@1:1 !missing-dot@3:1 N:1.@3:1 M:i2-g4@3:3 "
	  "M:a9-c7@3:9 R:*@3:15 E@3:16" },
	{ "number without dot, next line", "12\n\t i2-g4 *", 0, 0,
	  "S !missing-dot@1:1 N:12. M:i2-g4 R:* E" },
	{ "number as result", "1. a 1\n1. a 2 b *\n1. a 2 1. b *", 0, 0,
	  "S N:1. M:a R:1 E S N:1. M:a !missing-dot@2:6 N:2. M:b R:* E "
	  "S N:1. M:a !syntax@3:6 E" },
	{ "number, then tags", "1. a 12\n[A \"1\"] *", 0, 0,
	  "S N:1. M:a !syntax@1:6 E S T:A=1 R:* E" },
	{ "number before a comment", "1. a 3 {c} b *", 0, 0,
	  "S N:1. M:a !syntax@1:6 E" },
	{ "truncated in a number", "1. a 12", 0, 0,
	  "S N:1. M:a !truncated@1:6 E" },
	{ "result before delimiter", "1. a1 1-0{after}", 0, 0,
	  "S N:1. M:a1 R:1-0 E" },
	{ "odd move tokens", "i2~a8 a9-c7!? Zz\x80\x01y *", 0, 0,
	  "S M:i2~a8 M:a9-c7!? M:Zz\\x80\\x01y R:* E" },

	/* Comments and escape lines. */
	{ "comments", "{before} [A \"1\"] ; tag line\n{mid\ncomment} "
	  "1. a1-b2 ;end\n*", 0, 0,
	  "S {before} T:A=1 ; tag line {mid\\x0acomment} N:1. M:a1-b2 "
	  ";end R:* E" },
	{ "brace inside brace", "{a { b} x *", 0, 0, "S {a { b} M:x R:* E" },
	{ "comments before first tag", "; header\n{c}\n[A \"1\"] *", 0, 1,
	  "S@3:1 ; header@1:1 {c}@2:1 T:A=1@3:1 R:*@3:9 E@3:10" },
	{ "comments after last game dropped", "x * ; x\n{y} {z", 0, 0,
	  "S M:x R:* E" },
	{ "only comments", "  \n{c} ; d\n%x\n\t", 0, 0, "" },
	{ "empty", "", 0, 0, "" },
	{ "escape lines", "%ignored [A \"1\"] {x\n[A \"1\"]\n% also *\n*\n",
	  0, 0, "S T:A=1 R:* E" },
	{ "percent not in column 1", "[A \"1\"]\n1. a1-b2 %x\n*\n[B \"2\"] *",
	  0, 0, "S T:A=1 N:1. M:a1-b2 !syntax@2:10 E S T:B=2 R:* E" },
	{ "bracket line in comment", "{a\n[not a tag\n} x *", 0, 0,
	  "S {a\\x0a[not a tag\\x0a} M:x R:* E" },

	/* Line ends, columns, BOMs. */
	{ "positions", "[A \"1\"]\n\n  1. a1-b2   b3 {c}\n0-1", 0, 1,
	  "S@1:1 T:A=1@1:1 N:1.@3:3 M:a1-b2@3:6 M:b3@3:14 {c}@3:17 "
	  "R:0-1@4:1 E@4:4" },
	{ "CRLF", "[A \"1\"]\r\n1. a1-b2\r\n*\r\n", 0, 1,
	  "S@1:1 T:A=1@1:1 N:1.@2:1 M:a1-b2@2:4 R:*@3:1 E@3:2" },
	{ "CR only", "[A \"1\"]\r1. a1-b2\r\r*\r", 0, 1,
	  "S@1:1 T:A=1@1:1 N:1.@2:1 M:a1-b2@2:4 R:*@4:1 E@4:2" },
	{ "mixed line ends", "[A \"1\"]\n\r\n\r\n\r1. a1 *", 0, 1,
	  "S@1:1 T:A=1@1:1 N:1.@5:1 M:a1@5:4 R:*@5:7 E@5:8" },
	{ "CR in comment", "{a\rb}\rx *", 0, 1,
	  "S@3:1 {a\\x0db}@1:1 M:x@3:1 R:*@3:3 E@3:4" },
	{ "CRLF in comment", "{a\r\nb}\r\nx *", 0, 1,
	  "S@3:1 {a\\x0d\\x0ab}@1:1 M:x@3:1 R:*@3:3 E@3:4" },
	{ "tabs count one column", "[A\t\"1\"]\t1.\ta1-b2\t*", 0, 1,
	  "S@1:1 T:A=1@1:1 N:1.@1:9 M:a1-b2@1:12 R:*@1:18 E@1:19" },
	{ "BOM at start", "\xef\xbb\xbf[A \"1\"] *", 0, 1,
	  "S@1:1 T:A=1@1:1 R:*@1:9 E@1:10" },
	{ "BOM at start, escape line", "\xef\xbb\xbf%x\nx *", 0, 1,
	  "S@2:1 M:x@2:1 R:*@2:3 E@2:4" },
	{ "BOM between games", "[A \"1\"] *\n\xef\xbb\xbf[B \"2\"] *", 0, 1,
	  "S@1:1 T:A=1@1:1 R:*@1:9 E@1:10 S@2:4 !encoding@2:1 "
	  "T:B=2@2:4 R:*@2:12 E@2:13" },
	{ "BOM inside a game", "1. a1-b2 \xef\xbb\xbf a3-b4 *", 0, 0,
	  "S N:1. M:a1-b2 !encoding@1:10 M:a3-b4 R:* E" },

	/* Game boundaries. */
	{ "two games, no blank line",
	  "[A \"1\"]\n1. a1-b2 1-0\n[A \"2\"]\n1. a1-b2 0-1\n", 0, 0,
	  "S T:A=1 N:1. M:a1-b2 R:1-0 E S T:A=2 N:1. M:a1-b2 R:0-1 E" },
	{ "game of a result only", "[A \"1\"] *", 0, 0, "S T:A=1 R:* E" },
	{ "missing result", "[A \"1\"]\n1. a1-b2\n[A \"2\"]\n*", 0, 1,
	  "S@1:1 T:A=1@1:1 N:1.@2:1 M:a1-b2@2:4 !missing-result@3:1 "
	  "E@3:1 S@3:1 T:A=2@3:1 R:*@4:1 E@4:2" },
	{ "missing result, indented tag", "1. a1-b2\n  [A \"2\"] *", 0, 0,
	  "S N:1. M:a1-b2 !missing-result@2:3 E S T:A=2 R:* E" },
	{ "no result at the end", "[A \"1\"]\n1. a1-b2\n\n", 0, 1,
	  "S@1:1 T:A=1@1:1 N:1.@2:1 M:a1-b2@2:4 !missing-result@4:1 "
	  "E@4:1" },
	{ "no result, a game in progress", "[Result \"*\"]\n1. a1-b2\n", 0,
	  1, "S@1:1 T:Result=*@1:1 N:1.@2:1 M:a1-b2@2:4 "
	  "!missing-result@3:1 E@3:1" },
	{ "no result and no blank line: cut at a line end",
	  "[Result \"1-0\"]\n1. a1-b2\n", 0, 1,
	  "S@1:1 T:Result=1-0@1:1 N:1.@2:1 M:a1-b2@2:4 !truncated@3:1 E@3:1" },
	{ "no result, tags alone", "[A \"1\"]\n", 0, 1,
	  "S@1:1 T:A=1@1:1 !missing-result@2:1 E@2:1" },
	/* Truncated input (spec "Truncated input"). */
	{ "truncated in movetext", "[A \"1\"]\n1. a1-b2", 0, 1,
	  "S@1:1 T:A=1@1:1 N:1.@2:1 M:a1-b2@2:4 !truncated@2:9 "
	  "E@2:9" },
	{ "truncated after blanks", "[A \"1\"]\n1. a1-b2 \t", 0, 0,
	  "S T:A=1 N:1. M:a1-b2 !truncated@2:11 E" },
	{ "truncated in a result", "1. a1 1/2-", 0, 0,
	  "S N:1. M:a1 !truncated@1:7 E" },
	{ "truncated in a share", "1. a1 0-1/", 0, 0,
	  "S N:1. M:a1 !truncated@1:7 E" },
	{ "truncated in a move number", "1. a1 2..", 0, 0,
	  "S N:1. M:a1 !truncated@1:7 E" },
	{ "a bad token at the end is no cut", "1. a1 2/0", 0, 0,
	  "S N:1. M:a1 !syntax@1:7 E" },
	{ "a result at the end stands", "1. a1 1-0", 0, 0,
	  "S N:1. M:a1 R:1-0 E" },
	{ "truncated after tags", "[A \"1\"]\n", 0, 0,
	  "S T:A=1 !missing-result@2:1 E" },

	/* Syntax errors and recovery. */
	{ "unterminated tag value", "[A \"1\n[B \"2\"]\n*", 0, 0,
	  "S !syntax@1:4 T:B=2 R:* E" },
	{ "unterminated tag value at end", "[A \"1", 0, 0,
	  "S !truncated@1:4 E" },
	{ "tag without name", "[ 1 \"x\"]\n[B \"2\"] *", 0, 0,
	  "S !syntax@1:3 T:B=2 R:* E" },
	{ "tag without value", "[A]\n*", 0, 0, "S !syntax@1:3 R:* E" },
	{ "tag without ']'", "[A \"1\" x]\n[A \"1\"\n*", 0, 0,
	  "S !syntax@1:8 !syntax@2:7 R:* E" },
	{ "junk in tag section", "[A \"1\"] )\n1. a1 *", 0, 0,
	  "S T:A=1 !syntax@1:9 N:1. M:a1 R:* E" },
	{ "variation", "1. a1-b2 (1. c3-d4) a3-b4 *\n[B \"2\"] *", 0, 0,
	  "S N:1. M:a1-b2 !syntax@1:10 E S T:B=2 R:* E" },
	{ "variation end", "1. a1 ) b2 1-0", 0, 0,
	  "S N:1. M:a1 !syntax@1:7 E" },
	{ "skipping reads comments", "1. a1 ( {1-0} ;1-0\n b2 *\nx * ", 0, 0,
	  "S N:1. M:a1 !syntax@1:7 E S M:x R:* E" },
	{ "skipping stops at a tag line", "1. a1 )\n[B \"2\"] *", 0, 0,
	  "S N:1. M:a1 !syntax@1:7 E S T:B=2 R:* E" },
	{ "skipping passes a bad token whole", "1. a1 ] 21-0 1-0", 0, 0,
	  "S N:1. M:a1 !syntax@1:7 E" },
	{ "NUL byte", "1. a1-b2 \0 *", 12, 0,
	  "S N:1. M:a1-b2 !syntax@1:10 E" },
	/* Text that is not records ends where a tag pair follows a NUL. */
	{ "NUL starts a game", "\0[A \"1\"] *\n*", 12, 0,
	  "S !syntax@1:1 E S T:A=1 R:* E S R:* !syntax@2:1 E" },
	{ "NUL lines, then a tag line", "\0x\n\0y\n[A \"1\"] *\n", 16, 0,
	  "S !syntax@1:1 E S T:A=1 R:* E" },
	{ "NUL lines in a movetext, then a tag line",
	  "1. a1-b2\n\0x\n[A \"1\"] *\n", 22, 0,
	  "S N:1. M:a1-b2 !syntax@2:1 E S T:A=1 R:* E" },
	{ "NUL lines, then no tag line", "\0x\n1. a1-b2 *\n", 14, 0,
	  "S !syntax@1:1 N:1. M:a1-b2 R:* E" },
	{ "garbage byte", "1. a1-b2 \xff *\n\x01 *", 0, 0,
	  "S N:1. M:a1-b2 !syntax@1:10 E S !syntax@2:1 E" },
	{ "bad digit token", "1. a1-b2 2/0 a3 1-0\nx *", 0, 0,
	  "S N:1. M:a1-b2 !syntax@1:10 E S M:x R:* E" },
	{ "bad move number", "1. a1 12.. a2 *", 0, 0,
	  "S N:1. M:a1 !syntax@1:7 E" },
	{ "result glued to text", "1. a1 1-0x *", 0, 0,
	  "S N:1. M:a1 !syntax@1:7 E" },
	{ "one score is no result", "1. a1 1/2 *", 0, 0,
	  "S N:1. M:a1 !syntax@1:7 E" },
	{ "dangling dash", "1. a1 1-0- *", 0, 0,
	  "S N:1. M:a1 !syntax@1:7 E" },
	{ "stray ']' and '\"'", "1. a1 ] *\n1. a1 \" *", 0, 0,
	  "S N:1. M:a1 !syntax@1:7 E S N:1. M:a1 !syntax@2:7 E" },
	{ "'[' in the middle of movetext", "1. a1 [A \"1\"] *", 0, 0,
	  "S N:1. M:a1 !syntax@1:7 E" },

	/* Unterminated comments. */
	{ "unterminated comment, next game",
	  "[A \"1\"]\n1. a1-b2 {oops\nmore [text\n[B \"2\"]\n1. a1-b2 *\n",
	  0, 1,
	  "S@1:1 T:A=1@1:1 N:1.@2:1 M:a1-b2@2:4 !syntax@2:10 E@4:1 "
	  "S@4:1 T:B=2@4:1 N:1.@5:1 M:a1-b2@5:4 R:*@5:10 E@5:11" },
	{ "unterminated comment, indented tag line",
	  "1. a1 {x\n \t[ B\t\"2\"] *", 0, 1,
	  "S@1:1 N:1.@1:1 M:a1@1:4 !syntax@1:7 E@2:3 S@2:3 T:B=2@2:3 "
	  "R:*@2:12 E@2:13" },
	{ "unterminated comment at end", "1. a1-b2 {oops", 0, 0,
	  "S N:1. M:a1-b2 !truncated@1:10 E" },
	{ "unterminated comment in tags", "[A \"1\"] {x\n[B \"2\"] *", 0, 0,
	  "S T:A=1 !syntax@1:9 E S T:B=2 R:* E" },
	{ "unterminated comment between games", "x * {open\n[A \"1\"] *",
	  0, 1, "S@1:1 M:x@1:1 R:*@1:3 E@1:4 S@1:5 !syntax@1:5 E@2:1 "
	  "S@2:1 T:A=1@2:1 R:*@2:9 E@2:10" },
	{ "unterminated comment while skipping",
	  "1. a1 ) {x\n[B \"2\"] *", 0, 0,
	  "S N:1. M:a1 !syntax@1:7 E S T:B=2 R:* E" },

	/* Encoding. */
	{ "invalid UTF-8 once per game", "{\xff} {\xfe} [A \"\xc3\"] *", 0, 0,
	  "S !encoding@1:2 {\\xff} {\\xfe} T:A=\\xc3 R:* E" },
	{ "invalid UTF-8 in tag value", "[A \"ok \xc3\x28\"] *", 0, 0,
	  "S !encoding@1:8 T:A=ok \\xc3( R:* E" },
	{ "invalid UTF-8, next line of comment", "x * {ok\n\xed\xa0\x80} x *",
	  0, 0, "S M:x R:* E S !encoding@2:1 {ok\\x0a\\xed\\xa0\\x80} M:x "
	  "R:* E" },
	{ "valid UTF-8", "{\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80} x *", 0, 0,
	  "S {\\xc3\\xa9\\xe2\\x82\\xac\\xf0\\x9f\\x98\\x80} M:x "
	  "R:* E" },
};

TEST_LOOP(events, test_events, NELEM(ecases))
{
	const struct ecase	*t = &ecases[_i];
	struct notation_buf	 out = NOTATION_BUF_INIT;
	size_t			 len = t->len ? t->len : strlen(t->in);

	run_both(t->in, len, &out, t->pos, NULL);
	ck_assert_msg(strcmp(out.data, t->want) == 0,
	    "%s:\n got  %s\n want %s", t->name, out.data, t->want);
	notation_buf_free(&out);
}
END_TEST

/* ------------------------------------------------------------------ */

/* The first diagnostic's message and severity. */
struct mcase {
	const char		*in;
	enum notation_code	 code;
	enum notation_severity	 severity;
	const char		*message;
};

static const struct mcase mcases[] = {
	{ "1. a1 ) *", NOTATION_SYNTAX, NOTATION_ERROR,
	  "unexpected ')': variations are not supported" },
	{ "1. a1 ( *", NOTATION_SYNTAX, NOTATION_ERROR,
	  "unexpected '(': variations are not supported" },
	{ "[A \"1\n", NOTATION_SYNTAX, NOTATION_ERROR,
	  "unterminated tag value" },
	{ "[A \"1", NOTATION_TRUNCATED, NOTATION_ERROR,
	  "unterminated tag value (end of input)" },
	{ "[1 \"x\"]", NOTATION_SYNTAX, NOTATION_ERROR,
	  "a tag pair must start with a name" },
	{ "[A x]", NOTATION_SYNTAX, NOTATION_ERROR,
	  "expected '\"' after the tag name" },
	{ "[A \"x\" y]", NOTATION_SYNTAX, NOTATION_ERROR,
	  "expected ']' after the tag value" },
	{ "[A \"x\"\n", NOTATION_SYNTAX, NOTATION_ERROR,
	  "missing ']' at the end of the tag pair" },
	{ "1. a1 {x", NOTATION_TRUNCATED, NOTATION_ERROR,
	  "unterminated comment (end of input)" },
	{ "1. a1 {x\n[A \"1\"] *", NOTATION_SYNTAX, NOTATION_ERROR,
	  "unterminated comment" },
	{ "1. a1 1-", NOTATION_TRUNCATED, NOTATION_ERROR,
	  "token '1-' cut off by the end of the input" },
	{ "1. a1 2/0", NOTATION_SYNTAX, NOTATION_ERROR,
	  "bad token '2/0': neither a move number nor a result" },
	{ "1. a1 12.. a2", NOTATION_SYNTAX, NOTATION_ERROR,
	  "bad move number '12..': a move number ends in '.' or '...'" },
	{ "1. a1 \x01", NOTATION_SYNTAX, NOTATION_ERROR,
	  "unexpected byte 0x01" },
	{ "1. a1 !", NOTATION_SYNTAX, NOTATION_ERROR, "unexpected '!'" },
	{ "1. a1\n[A \"1\"] *", NOTATION_MISSING_RESULT, NOTATION_WARNING,
	  "missing result before the next game's tags" },
	{ "1. a1\n\n", NOTATION_MISSING_RESULT, NOTATION_WARNING,
	  "missing result at the end of the input" },
	{ "1. a1\n", NOTATION_TRUNCATED, NOTATION_ERROR,
	  "the input ends after the game's moves (no result, no blank line "
	  "after them): cut off?" },
	{ "1. a1", NOTATION_TRUNCATED, NOTATION_ERROR,
	  "the input ends inside the game (no result, no line end after "
	  "the last token): cut off?" },
	{ "1 a1 *", NOTATION_MISSING_DOT, NOTATION_WARNING,
	  "move number '1' without its dot (read as 1.)" },
	{ "* *", NOTATION_SYNTAX, NOTATION_ERROR,
	  "neither a tag pair nor a move: not a game" },
	{ "1. a1 \xef\xbb\xbf *", NOTATION_ENCODING, NOTATION_WARNING,
	  "byte-order mark inside the text (ignored)" },
	{ "{\xff} *", NOTATION_ENCODING, NOTATION_WARNING,
	  "invalid UTF-8 in a comment (byte 0xff)" },
	{ "[A \"\\n\"] *", NOTATION_BAD_TAG, NOTATION_WARNING,
	  "unknown escape '\\n' in a tag value (kept as it is)" },
	{ "99999999999999999999. *", NOTATION_LIMIT, NOTATION_ERROR,
	  "move number 99999999999999999999 is too large" },
};

TEST_LOOP(events, test_messages, NELEM(mcases))
{
	const struct mcase	*t = &mcases[_i];
	notation_reader		*r = notation_reader_new("m.hgn");
	struct notation_event	 ev;
	int			 found = 0;

	notation_reader_set_buffer(r, t->in, strlen(t->in));
	while (!found && notation_reader_next(r, &ev)) {
		if (ev.type != NOTATION_EV_ERROR)
			continue;
		found = 1;
		ck_assert_str_eq(ev.diag->message, t->message);
		ck_assert_int_eq(ev.diag->code, t->code);
		ck_assert_int_eq(ev.diag->severity, t->severity);
		ck_assert_str_eq(ev.diag->file, "m.hgn");
		ck_assert_uint_eq(ev.diag->game, 1);
		ck_assert_uint_eq(ev.diag->ply, 0);
	}
	ck_assert_msg(found, "no diagnostic for '%s'", t->in);
	notation_reader_free(r);
}
END_TEST

/* ------------------------------------------------------------------ */

struct scase {
	const char	*in;
	const char	*skip_at;
	const char	*want;
};

static const struct scase scases[] = {
	{ "[A \"1\"]\n1. a1 b2 2. c3 {x} d4 1-0\n[A \"2\"]\n1. e5 *\n",
	  "M:b2", "S T:A=1 N:1. M:a1 M:b2 E S T:A=2 N:1. M:e5 R:* E" },
	/* Skipping in the tag section skips the other tags too. */
	{ "[A \"1\"]\n[B \"x\"]\n1. a1 *\n[A \"2\"] *",
	  "T:A=1", "S T:A=1 E S T:A=2 R:* E" },
	/* Comments are lexed, so that no result inside one counts. */
	{ "1. a1 b2 {1-0} ;0-1\n c3 *\nx *", "M:a1",
	  "S N:1. M:a1 E S M:x R:* E" },
	{ "1. a1 b2\n[A \"2\"] *", "M:a1", "S N:1. M:a1 E S T:A=2 R:* E" },
	{ "1. a1 b2", "M:a1", "S N:1. M:a1 E" },
	{ "1. a1 b2 {x\n[A \"2\"] *", "M:a1", "S N:1. M:a1 E S T:A=2 R:* E" },
	/* The game's end is already queued: nothing changes. */
	{ "1. a1\n[A \"2\"] *", "!missing-result@2:1",
	  "S N:1. M:a1 !missing-result@2:1 E S T:A=2 R:* E" },
	/* Between games there is nothing to skip. */
	{ "x * 1. a1 *", "E", "S M:x R:* E S N:1. M:a1 R:* E" },
	/* After an error, skipping more changes nothing. */
	{ "1. a1 ) b2 * x *", "!syntax@1:7",
	  "S N:1. M:a1 !syntax@1:7 E S M:x R:* E" },
};

TEST_LOOP(events, test_skip_game, NELEM(scases))
{
	const struct scase	*t = &scases[_i];
	struct notation_buf	 out = NOTATION_BUF_INIT;

	run_both(t->in, strlen(t->in), &out, 0, t->skip_at);
	ck_assert_msg(strcmp(out.data, t->want) == 0,
	    "%s:\n got  %s\n want %s", t->in, out.data, t->want);
	notation_buf_free(&out);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Limits.                                                            */

/* pre + n copies of c + post, in a fresh buffer. */
static char *
build(const char *pre, int c, size_t n, const char *post, size_t *len)
{
	size_t	 a = strlen(pre), b = strlen(post);
	char	*s = malloc(a + n + b + 1);

	ck_assert_ptr_nonnull(s);
	memcpy(s, pre, a);
	memset(s + a, c, n);
	memcpy(s + a + n, post, b + 1);
	*len = a + n + b;
	return s;
}

struct lcase {
	const char	*pre;
	size_t		 n;
	int		 c;
	const char	*post;
	const char	*want;
};

static const struct lcase lcases[] = {
	/* A comment of exactly the limit is fine, one byte more is not. */
	{ "1. a1 {", MIB, 'x', "} b2 *", "S N:1. M:a1 {} M:b2 R:* E" },
	{ "1. a1 {", MIB + 1, 'x', "} b2 *\n[A \"2\"] *",
	  "S N:1. M:a1 !limit@1:7 E S T:A=2 R:* E" },
	{ "1. a1 ;", MIB + 1, 'x', "\n b2 *\n[A \"2\"] *",
	  "S N:1. M:a1 !limit@1:7 E S T:A=2 R:* E" },
	/* In the tag section, the rest of the line goes. */
	{ "[A \"1\"] ;", 3 * MIB, 'x', "\n1. a1 *",
	  "S T:A=1 !limit@1:9 N:1. M:a1 R:* E" },
	{ "[A \"", MIB, 'v', "\"]\n1. a1 *",
	  "S !limit@1:1 N:1. M:a1 R:* E" },
	{ "[A ", MIB, ' ', "\"v\"]\n1. a1 *",
	  "S !limit@1:1 N:1. M:a1 R:* E" },
	{ "1. a", 2 * MIB, 'b', " c2 *\n[A \"2\"] *",
	  "S N:1. !limit@1:4 E S T:A=2 R:* E" },
	{ "1. a1 ", 2 * MIB, '1', ". c2 *\n[A \"2\"] *",
	  "S N:1. M:a1 !limit@1:7 E S T:A=2 R:* E" },
	/* Long comments before a game are dropped, with a diagnostic. */
	{ "{", 2 * MIB, 'x', "}\n{kept}\n[A \"1\"] *",
	  "S !limit@1:1 {kept} T:A=1 R:* E" },
	{ "{x}", 2 * MIB, '\n', "{kept}[A \"1\"] *",
	  "S !limit@1:1 {kept} T:A=1 R:* E" },
	/* Skipped text may be of any length. */
	{ "1. a1 ) {", 8 * MIB, 'x', "} b2 *\n[A \"2\"] *",
	  "S N:1. M:a1 !syntax@1:7 E S T:A=2 R:* E" },
	/* An overlong unterminated comment still ends at a tag line. */
	{ "1. a1 {", 2 * MIB, 'x', "\n[A \"2\"] *",
	  "S N:1. M:a1 !syntax@1:7 E S T:A=2 R:* E" },
	/* A long line of small tokens is no problem. */
	{ "", 3 * MIB, ' ', "1. a1 *", "S N:1. M:a1 R:* E" },
};

TEST_LOOP(streams, test_limits, NELEM(lcases))
{
	const struct lcase	*t = &lcases[_i];
	struct notation_buf	 out = NOTATION_BUF_INIT, want = NOTATION_BUF_INIT;
	char			*in;
	size_t			 len;

	in = build(t->pre, t->c, t->n, t->post, &len);
	run_both(in, len, &out, 0, NULL);
	/* The full 1 MiB comment does not fit in the table: check its size. */
	if (t->n == MIB && t->c == 'x') {
		notation_buf_puts(&want, "S N:1. M:a1 {");
		notation_buf_put(&want, in + 7, MIB);
		notation_buf_puts(&want, "} M:b2 R:* E");
		ck_assert_uint_eq(out.len, want.len);
		ck_assert(strcmp(out.data, want.data) == 0);
	} else
		ck_assert_msg(strcmp(out.data, t->want) == 0,
		    "case %d:\n got  %s\n want %s", _i, out.data, t->want);
	notation_buf_free(&out);
	notation_buf_free(&want);
	free(in);
}
END_TEST

/*
 * More than 1 MiB of small comments before a game: those read before the
 * last drop go, with one limit error, and the rest come with the game.
 */
TEST_ONCE(streams, test_many_pending_comments)
{
	struct notation_buf	 in = NOTATION_BUF_INIT, out = NOTATION_BUF_INIT;
	const char		*s;
	size_t			 i, kept = 0;

	for (i = 0; i < 400000; i++)
		notation_buf_puts(&in, "{c}\n");
	notation_buf_puts(&in, "[A \"1\"] *");
	run_both(in.data, in.len, &out, 0, NULL);
	ck_assert_int_eq(strncmp(out.data, "S !limit@1:1 {c} ", 17), 0);
	for (i = 0; i + 3 <= out.len; i++)
		if (memcmp(out.data + i, "{c}", 3) == 0)
			kept++;
	ck_assert_uint_gt(kept, 0);
	ck_assert_uint_le(kept * 4, MIB + 4);
	ck_assert_uint_lt(kept, 400000);
	s = out.data + out.len - strlen(" {c} T:A=1 R:* E");
	ck_assert_str_eq(s, " {c} T:A=1 R:* E");
	/* The limit error is the only diagnostic. */
	ck_assert_ptr_null(strstr(out.data + 3, "!"));
	notation_buf_free(&in);
	notation_buf_free(&out);
}
END_TEST

/* A move number too large to hold saturates, with a limit error. */
TEST_ONCE(events, test_huge_number)
{
	static const char	 in[] = "123456789012345678901234567890... a1 *";
	notation_reader		*r = notation_reader_new(NULL);
	struct notation_event	 ev;
	int			 seen = 0;

	notation_reader_set_buffer(r, in, sizeof(in) - 1);
	while (notation_reader_next(r, &ev)) {
		if (ev.type == NOTATION_EV_ERROR) {
			ck_assert_int_eq(ev.diag->code, NOTATION_LIMIT);
			ck_assert_int_eq(seen, 0);
			seen = 1;
		}
		if (ev.type == NOTATION_EV_MOVE_NUMBER) {
			ck_assert_int_eq(seen, 1);
			ck_assert(ev.number == ULONG_MAX);
			ck_assert_int_eq(ev.dots, 3);
			ck_assert_uint_eq(ev.len, 33);
			seen = 2;
		}
	}
	ck_assert_int_eq(seen, 2);
	notation_reader_free(r);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Streams.                                                           */

/*
 * One game whose tokens cover every kind: tags with an escape, CRLF,
 * comments of both kinds over lines, numbers, a mid-stream BOM, results.
 * UNIT_WANT(line) is its events when the BOM is on that line.
 */
static const char unit[] =
    "[Event \"a\\\"b\"]\r\n{multi\r\nline}\r\n12. i2-a8 ; c\r\n"
    "12... \xef\xbb\xbf a9-c7 {x}1/2-1/2\r\n";
#define UNIT_WANT(line)							\
    "S T:Event=a\"b {multi\\x0d\\x0aline} N:12. M:i2-a8 ; c N:12... "	\
    "!encoding@" line ":7 M:a9-c7 {x} R:1/2-1/2 E"

/*
 * Put the 64 KiB chunk boundary at every byte of a game: a '%' line pads
 * the stream so that the first of two copies of the unit starts _i bytes
 * before offset 65536.
 */
TEST_LOOP(streams, test_chunk_boundary, sizeof(unit) + 1)
{
	struct notation_buf	 in = NOTATION_BUF_INIT, out = NOTATION_BUF_INIT;

	notation_buf_putc(&in, '%');
	while (in.len < 65536 - (size_t)_i - 1)
		notation_buf_putc(&in, 'p');
	notation_buf_putc(&in, '\n');
	notation_buf_puts(&in, unit);
	notation_buf_puts(&in, unit);
	run_both(in.data, in.len, &out, 0, NULL);
	ck_assert_str_eq(out.data, UNIT_WANT("6") " " UNIT_WANT("11"));
	/* And every position agrees too. */
	run_both(in.data, in.len, &out, 1, NULL);
	notation_buf_free(&in);
	notation_buf_free(&out);
}
END_TEST

/*
 * A move or a move number in the middle of a line, or first on the line
 * after one that had a token, is read on a path of its own where 64
 * bytes follow its start (reader_hgn.c, fast_token()),
 * else on every token's path.  Each line below is short enough for all
 * its tokens to take the second path when it ends the input, and is read
 * again with 100 blanks before its line end, where they take the first:
 * the same events at the same places, and without the line end the same
 * events.  The lines hold what
 * the first path must leave to the second: tokens of 59 and 60 bytes,
 * numbers of 9 and 10 digits, two and four dots, tokens without blanks
 * between them, line ends (blank lines and escape lines after them
 * too), comments, results, tags and other bytes (each mistake last in
 * its game: the reader passes over the rest).
 */
static const char *const fast_lines[] = {
	"1. i2-a8 a9-c7 2. h1-f3\t\tb10-d8 3. c3-c4 *",
	"1. a 123456789. i2-a8 12. b 0001. c *",
	"1. a 1234567890. a9-c7 *",
	"1. 12.i2-a8 12...a9-c7 12...c 1-0",
	"1. a 12.. b *",
	"1. a 12.... b *",
	"x aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa *",
	"x aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
	"1. i2-a8\r\n2. a9-c7 {c} i2-a8{d}a9-c7;e\n3. x; y\r4. z 1-0",
	"1. i2-a8 a9-c7 \x01 b *",
	"1. i2-a8 [Site \"y\"] a9-c7 *",
	"1. i2-a8 a9-c7 \xc3\xa9 c *",
	"[Event \"x\"]\n1. i2-a8 1. a9-c7 2... a % b *",
	"1. a\n2. b \n \t 3. c\n4...\n5. d *",
	"1. a\n\n2. b *",
	"1. a\n% e\n2. b\n  % f\n3. c *",
	"1. a\n\xff\xfe b *",
	"1. a\n\r2. b\n\n\n[Event \"y\"]\n1. c *",
	"1. a\n[Site \"y\"]\n2. b *",
	"1. a\n{c}\n2. b\n;e\n3. c\n*",
	"1. a\nb",
};

/* s without the places ("@2:7") of its diagnostics, in place. */
static char *
no_places(char *s)
{
	char	*w = s, *r = s;

	while (*r != '\0')
		if (*r == '@' && isdigit((unsigned char)r[1]))
			for (r++; isdigit((unsigned char)*r) || *r == ':'; r++)
				;
		else
			*w++ = *r++;
	*w = '\0';
	return s;
}

TEST_LOOP(streams, test_fast_tokens, NELEM(fast_lines))
{
	struct notation_buf	 in = NOTATION_BUF_INIT, a = NOTATION_BUF_INIT,
				 b = NOTATION_BUF_INIT;
	size_t			 i;

	ck_assert_uint_lt(strlen(fast_lines[_i]), 64);
	notation_buf_puts(&in, fast_lines[_i]);
	notation_buf_puts(&in, "\n");
	run_both(in.data, in.len, &a, 1, NULL);
	in.len--;
	for (i = 0; i < 100; i++)
		notation_buf_putc(&in, ' ');
	notation_buf_putc(&in, '\n');
	run_both(in.data, in.len, &b, 1, NULL);
	ck_assert_ptr_nonnull(strstr(a.data, "M:"));
	ck_assert_str_eq(a.data, b.data);
	/*
	 * Without the line end, the input's end says whether the last line
	 * had a token: the same events (not the same places: the blanks
	 * move the end).
	 */
	a.len = b.len = 0;
	run_both(fast_lines[_i], strlen(fast_lines[_i]), &a, 0, NULL);
	in.len--;
	run_both(in.data, in.len, &b, 0, NULL);
	ck_assert_str_eq(no_places(a.data), no_places(b.data));
	notation_buf_free(&in);
	notation_buf_free(&a);
	notation_buf_free(&b);
}
END_TEST

/*
 * Many games, more than 200 KiB, through a file and from memory: the same
 * events, every game and move present.
 */
TEST_ONCE(streams, test_many_games)
{
	struct notation_buf	 in = NOTATION_BUF_INIT, a = NOTATION_BUF_INIT;
	notation_reader		*r;
	struct notation_event	 ev;
	unsigned long		 games = 0, moves = 0, g, m;
	const unsigned long	 ngames = 3000;
	FILE			*fp;

	for (g = 1; g <= ngames; g++) {
		notation_buf_printf(&in, "[Event \"game %lu\"]%s", g,
		    g % 3 ? "\n" : "\r\n");
		notation_buf_printf(&in, "[Site \"s%lu\"]\n", g % 7);
		if (g % 5 == 0)
			notation_buf_printf(&in, "{comment %lu\nover lines}\n", g);
		for (m = 1; m <= g % 11 + 1; m++)
			notation_buf_printf(&in, "%lu. a%lu-b%lu c%lu-d%lu ", m,
			    m, g, m, g);
		notation_buf_puts(&in, g % 2 ? "1-0\n" : "0-1");
		if (g % 4 == 0)
			notation_buf_putc(&in, '\n');
	}
	ck_assert_uint_gt(in.len, 200 * 1024);
	run_both(in.data, in.len, &a, 1, NULL);

	r = notation_reader_new(NULL);
	fp = tmpfile();
	ck_assert_ptr_nonnull(fp);
	ck_assert_uint_eq(fwrite(in.data, 1, in.len, fp), in.len);
	rewind(fp);
	notation_reader_set_file(r, fp);
	while (notation_reader_next(r, &ev)) {
		REQUIRE(ev.type != NOTATION_EV_ERROR, "%s", ev.diag->message);
		if (ev.type == NOTATION_EV_GAME_START)
			games++;
		else if (ev.type == NOTATION_EV_MOVE)
			moves++;
		else if (ev.type == NOTATION_EV_TAG &&
		    ev.name_len == 5 && memcmp(ev.name, "Event", 5) == 0) {
			char	 want[32];

			snprintf(want, sizeof(want), "game %lu", games);
			REQUIRE(ev.len == strlen(want) &&
			    memcmp(ev.text, want, ev.len) == 0, "game %lu", games);
		}
	}
	ck_assert_uint_eq(games, ngames);
	for (m = 0, g = 1; g <= ngames; g++)
		m += 2 * (g % 11 + 1);
	ck_assert_uint_eq(moves, m);
	ck_assert_uint_eq(notation_reader_offset(r), in.len);
	notation_reader_free(r);
	fclose(fp);
	notation_buf_free(&in);
	notation_buf_free(&a);
}
END_TEST

/* A reader can be given new input and starts afresh. */
TEST_ONCE(events, test_reuse)
{
	static const char	 in[] = "[A \"1\"] 1. a1 *\n1. b2 ) *\n1. c3";
	notation_reader		*r = notation_reader_new(NULL);
	struct notation_buf	 a = NOTATION_BUF_INIT, b = NOTATION_BUF_INIT;
	FILE			*fp = tmpfile();

	notation_reader_set_buffer(r, in, sizeof(in) - 1);
	run(r, &a, 1, NULL, NULL);
	ck_assert_str_eq(a.data, "S@1:1 T:A=1@1:1 N:1.@1:9 M:a1@1:12 "
	    "R:*@1:15 E@1:16 S@2:1 N:1.@2:1 M:b2@2:4 !syntax@2:7 E@2:10 "
	    "S@3:1 N:1.@3:1 M:c3@3:4 !truncated@3:6 E@3:6");
	/* Mid-stream, then again from the start. */
	notation_reader_set_buffer(r, in, sizeof(in) - 1);
	ck_assert_int_eq(notation_reader_next(r, &(struct notation_event){ 0 }),
	    1);
	fwrite(in, 1, sizeof(in) - 1, fp);
	rewind(fp);
	notation_reader_set_file(r, fp);
	run(r, &b, 1, NULL, NULL);
	ck_assert_str_eq(a.data, b.data);
	notation_reader_set_buffer(r, NULL, 0);
	run(r, &b, 1, NULL, NULL);
	ck_assert_str_eq(b.data, "");
	notation_reader_free(r);
	fclose(fp);
	notation_buf_free(&a);
	notation_buf_free(&b);
}
END_TEST

/*
 * Where a move ends, byte by byte: a move read on the common path (after
 * a token on its line, with a line's worth of bytes at hand) ends at a
 * blank or a delimiter (spec/record-format.md) and at no other byte,
 * wherever in the reader's sixteen-byte looks that byte falls: a move of
 * 1 to 40 bytes, then byte _i % 256.
 */
TEST_LOOP(events, test_move_end_bytes, 256 * 40)
{
	struct notation_buf	 in = NOTATION_BUF_INIT;
	notation_reader		*r = notation_reader_new(NULL);
	struct notation_event	 ev;
	unsigned char		 b = (unsigned char)(_i % 256);
	size_t			 n = (size_t)(_i / 256) + 1, want;
	int			 i, moves = 0;

	notation_buf_puts(&in, "1. a1-b2 a");
	for (i = 1; i < (int)n; i++)
		notation_buf_putc(&in, '1');
	notation_buf_putc(&in, (char)b);
	notation_buf_puts(&in, "c3");
	for (i = 0; i < 30; i++)
		notation_buf_puts(&in, " d4");
	notation_buf_puts(&in, "\n");
	want = b != 0 && strchr(" \t\r\n{};[]()\"", b) != NULL ? n : n + 3;
	notation_reader_set_buffer(r, in.data, in.len);
	while (moves < 2 && notation_reader_next(r, &ev))
		if (ev.type == NOTATION_EV_MOVE && ++moves == 2) {
			REQUIRE(ev.len == want, "byte %u after %zu: %zu, not %zu",
			    (unsigned)b, n, ev.len, want);
			ck_assert_int_eq(memcmp(ev.text, in.data + 9, n), 0);
		}
	ck_assert_int_eq(moves, 2);
	notation_reader_free(r);
	notation_buf_free(&in);
}
END_TEST

/*
 * A reader that was given no input says so (an io error), then ends;
 * tests/check_api.c holds the contract's cases.
 */
TEST_ONCE(events, test_no_input)
{
	notation_reader		*r = notation_reader_new(NULL);
	struct notation_event	 ev;

	ck_assert_int_eq(notation_reader_next(r, &ev), 1);
	ck_assert_int_eq(ev.type, NOTATION_EV_ERROR);
	ck_assert_int_eq(ev.diag->code, NOTATION_IO);
	ck_assert_int_eq(notation_reader_next(r, &ev), 1);
	ck_assert_int_eq(ev.type, NOTATION_EV_END);
	ck_assert_int_eq(notation_reader_next(r, &ev), 0);
	ck_assert_int_eq(notation_reader_next(r, &ev), 0);
	ck_assert_ptr_null(notation_reader_file(r));
	notation_reader_free(r);
	notation_reader_free(NULL);
}
END_TEST

/* A stream that cannot be read: an io error, then the end. */
TEST_ONCE(events, test_io_error)
{
	notation_reader		*r = notation_reader_new("w.hgn");
	struct notation_event	 ev;
	FILE			*fp = fopen("/dev/null", "w");

	ck_assert_ptr_nonnull(fp);
	notation_reader_set_file(r, fp);
	ck_assert_int_eq(notation_reader_next(r, &ev), 1);
	ck_assert_int_eq(ev.type, NOTATION_EV_ERROR);
	ck_assert_int_eq(ev.diag->code, NOTATION_IO);
	ck_assert_int_eq(ev.diag->severity, NOTATION_ERROR);
	ck_assert_str_eq(ev.diag->file, "w.hgn");
	ck_assert_str_eq(notation_reader_file(r), "w.hgn");
	ck_assert_int_eq(notation_reader_next(r, &ev), 1);
	ck_assert_int_eq(ev.type, NOTATION_EV_END);
	ck_assert_int_eq(notation_reader_next(r, &ev), 0);
	notation_reader_free(r);
	fclose(fp);
}
END_TEST

/* Text pointers of a tag point at the name and an unescaped value. */
TEST_ONCE(events, test_tag_text)
{
	static const char	 in[] = "[Event \"x\\\\y\\\"z\"] [Site \"plain\"]";
	notation_reader		*r = notation_reader_new(NULL);
	struct notation_event	 ev;

	notation_reader_set_buffer(r, in, sizeof(in) - 1);
	ck_assert_int_eq(notation_reader_next(r, &ev), 1);
	ck_assert_int_eq(ev.type, NOTATION_EV_GAME_START);
	ck_assert_int_eq(notation_reader_next(r, &ev), 1);
	ck_assert_int_eq(ev.type, NOTATION_EV_TAG);
	ck_assert_uint_eq(ev.name_len, 5);
	ck_assert(ev.name == in + 1);
	ck_assert_uint_eq(ev.len, 5);
	ck_assert(memcmp(ev.text, "x\\y\"z", 5) == 0);
	ck_assert_int_eq(notation_reader_next(r, &ev), 1);
	ck_assert_int_eq(ev.type, NOTATION_EV_TAG);
	/* Without escapes the value is not copied. */
	ck_assert(ev.text == in + 25);
	ck_assert_uint_eq(ev.len, 5);
	notation_reader_free(r);
}
END_TEST

/*
 * The format recognised from the content (spec/record-format.md,
 * "Recognising the format"), from memory and through a stream, where the
 * front reads ahead: the events and the offset come out as from memory.
 */
static const struct dcase {
	const char		*in;
	enum notation_format	 want;
} dcases[] = {
	{ "", NOTATION_FORMAT_HGN },
	{ " \r\n\t", NOTATION_FORMAT_HGN },
	{ "1. a1-b2 *", NOTATION_FORMAT_HGN },
	{ "[Event \"x\"] *", NOTATION_FORMAT_HGN },
	{ "{a comment} 1. a1-b2 *", NOTATION_FORMAT_HGN },
	{ "{\n  \"quoted\" comment} *", NOTATION_FORMAT_JSON },
	{ "{} *", NOTATION_FORMAT_HGN },
	{ "{", NOTATION_FORMAT_HGN },
	{ "{\"result\":\"*\"}\n", NOTATION_FORMAT_JSON },
	{ "\xef\xbb\xbf  \n{ \"result\": \"*\" }", NOTATION_FORMAT_JSON },
	{ "[{\"result\":\"*\"}]", NOTATION_FORMAT_JSON },
	{ "[ ]", NOTATION_FORMAT_JSON },
	{ "[Result \"*\"]", NOTATION_FORMAT_HGN },
	{ "---\nresult: '*'\n", NOTATION_FORMAT_YAML },
	{ "---", NOTATION_FORMAT_YAML },
	{ "--- a1-b2 *", NOTATION_FORMAT_YAML },
	{ "---a1 *", NOTATION_FORMAT_HGN },
	{ "-- *", NOTATION_FORMAT_HGN },
	{ "%YAML 1.1\n---\nresult: '*'\n", NOTATION_FORMAT_YAML },
	{ "%escape line\n1. a1-b2 *", NOTATION_FORMAT_HGN },
	{ "# a comment\n\n---\nresult: '*'\n", NOTATION_FORMAT_YAML },
	{ "# a comment\n1. a1-b2 *", NOTATION_FORMAT_HGN },
	{ "tags:\n  Event: x\nresult: '*'\n", NOTATION_FORMAT_YAML },
	{ "moves: [a1-b2]\nresult: '*'\n", NOTATION_FORMAT_YAML },
	{ "result: '*'", NOTATION_FORMAT_YAML },
	{ "comments:", NOTATION_FORMAT_YAML },
	{ "results: '*'", NOTATION_FORMAT_HGN },
	{ "tags:x", NOTATION_FORMAT_HGN },
	{ "a1-b2 *", NOTATION_FORMAT_HGN },
};

TEST_LOOP(formats, test_detect, NELEM(dcases))
{
	const struct dcase	*t = &dcases[_i];
	notation_reader		*r = notation_reader_new(NULL);
	struct notation_buf	 a = NOTATION_BUF_INIT, b = NOTATION_BUF_INIT;
	size_t			 len = strlen(t->in);
	uint64_t		 off;
	FILE			*fp = tmpfile();

	ck_assert_ptr_nonnull(fp);
	ck_assert_int_eq(notation_reader_format(r), NOTATION_FORMAT_AUTO);
	notation_reader_set_buffer(r, t->in, len);
	run(r, &a, 1, NULL, NULL);
	REQUIRE(notation_reader_format(r) == t->want, "[%s]: %d, not %d",
	    t->in, (int)notation_reader_format(r), (int)t->want);
	off = notation_reader_offset(r);
	ck_assert_uint_eq(fwrite(t->in, 1, len, fp), len);
	rewind(fp);
	notation_reader_set_file(r, fp);
	ck_assert_int_eq(notation_reader_format(r), NOTATION_FORMAT_AUTO);
	run(r, &b, 1, NULL, NULL);
	ck_assert_int_eq(notation_reader_format(r), t->want);
	ck_assert_str_eq(a.data != NULL ? a.data : "",
	    b.data != NULL ? b.data : "");
	ck_assert_uint_eq(notation_reader_offset(r), off);
	notation_reader_free(r);
	fclose(fp);
	notation_buf_free(&a);
	notation_buf_free(&b);
}
END_TEST

/*
 * A format set is kept for every input from then on, whatever the
 * content shows; NOTATION_FORMAT_AUTO (or a value that is no format)
 * goes back to recognising it.
 */
TEST_ONCE(formats, test_forced_format)
{
	static const char	 in[] = "{\"result\":\"*\"}";
	notation_reader		*r = notation_reader_new(NULL);
	struct notation_buf	 a = NOTATION_BUF_INIT;

	notation_reader_set_format(r, NOTATION_FORMAT_HGN, NULL);
	ck_assert_int_eq(notation_reader_format(r), NOTATION_FORMAT_HGN);
	notation_reader_set_buffer(r, in, sizeof(in) - 1);
	run(r, &a, 1, NULL, NULL);
	ck_assert_int_eq(notation_reader_format(r), NOTATION_FORMAT_HGN);
	/* Read as text, the object is a brace comment: no game. */
	ck_assert_str_eq(a.data != NULL ? a.data : "", "");
	notation_reader_set_buffer(r, in, sizeof(in) - 1);
	run(r, &a, 1, NULL, NULL);
	ck_assert_int_eq(notation_reader_format(r), NOTATION_FORMAT_HGN);
	notation_reader_set_format(r, (enum notation_format)42, NULL);
	notation_reader_set_buffer(r, in, sizeof(in) - 1);
	run(r, &a, 1, NULL, NULL);
	ck_assert_int_eq(notation_reader_format(r), NOTATION_FORMAT_JSON);
	ck_assert_str_eq(a.data, "S@1:1 R:*@1:11 E@1:15");
	notation_reader_set_format(r, NOTATION_FORMAT_YAML, NULL);
	notation_reader_set_buffer(r, "result: '*'", 11);
	run(r, &a, 1, NULL, NULL);
	ck_assert_str_eq(a.data, "S@1:1 R:*@1:9 E@2:1");
	notation_reader_free(r);
	notation_buf_free(&a);
}
END_TEST

/*
 * A stream read ahead past the look-ahead limit: blanks alone are no
 * sign, and the text format reads them (and what follows) whole.
 */
TEST_ONCE(formats, test_detect_long_blanks)
{
	struct notation_buf	 in = NOTATION_BUF_INIT, a = NOTATION_BUF_INIT;
	struct notation_buf	 b = NOTATION_BUF_INIT;
	notation_reader		*r = notation_reader_new(NULL);
	FILE			*fp = tmpfile();

	while (in.len < 70 * 1024)
		notation_buf_puts(&in, "        \n");
	notation_buf_puts(&in, "{\"result\":\"*\"}\n");
	notation_reader_set_buffer(r, in.data, in.len);
	run(r, &a, 1, NULL, NULL);
	ck_assert_int_eq(notation_reader_format(r), NOTATION_FORMAT_JSON);
	ck_assert_uint_eq(fwrite(in.data, 1, in.len, fp), in.len);
	rewind(fp);
	notation_reader_set_file(r, fp);
	run(r, &b, 1, NULL, NULL);
	ck_assert_int_eq(notation_reader_format(r), NOTATION_FORMAT_HGN);
	ck_assert_uint_eq(notation_reader_offset(r), in.len);
	notation_reader_free(r);
	fclose(fp);
	notation_buf_free(&in);
	notation_buf_free(&a);
	notation_buf_free(&b);
}
END_TEST

HARNESS_SUITE("reader")
