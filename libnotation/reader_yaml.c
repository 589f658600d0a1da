/*
 * reader_yaml.c -- the YAML and JSON forms of game records, read into the
 * same events as the text format (spec/conversion.md).
 *
 * Both forms are read one game at a time.  A game (a YAML document, a
 * JSON object) is read whole into an arena and a queue of events, put in
 * the order of the text format (tags, the comments before the first move,
 * each move followed by its comments, the result) and handed out one
 * event per call; the next game is read only once the queue is empty, so
 * the text of an event stays valid until the next call.  Only one game is
 * held, and a game longer than MAX_GAME bytes is reported, not held.
 *
 * YAML is parsed with libyaml, one document at a time: the input is cut
 * at the lines that start a document ("---"), which YAML forbids inside
 * any scalar, and each piece gets a parser of its own.  A syntax error
 * thus loses one game, never the rest of the stream.
 *
 * JSON is read by the small strict reader below rather than by libyaml:
 * libyaml reads "\u00e9" and "\/" well, but it rejects the surrogate
 * pairs JSON writes for characters beyond U+FFFF ("\ud83d\ude00") and it
 * cannot read JSON Lines, whose second object is a second top-level value
 * with no "---" before it.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <yaml.h>

#include "internal.h"
#include "reader_int.h"

#define CHUNK		(64 * 1024)		/* bytes read at a time */
#define MAX_GAME	(16 * 1024 * 1024)	/* bytes of one game */
#define MAX_DIAGS	4			/* diagnostics kept per game */
#define QUEUE_MIN	8			/* events a game starts with */

static int
is_alpha(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static int
is_digit(int c)
{
	return c >= '0' && c <= '9';
}

/* ------------------------------------------------------------------ */
/* The reader's state                                                 */

/* Where an event goes in its game: the order of the text format. */
enum section {
	SEC_START = 0,
	SEC_DIAG,
	SEC_TAGS,
	SEC_COMMENTS,
	SEC_MOVES,
	SEC_RESULT,
	SEC_END
};

struct qev {
	struct notation_event	 ev;	/* pointers set when handed out */
	size_t			 name;	/* offsets in the arena */
	size_t			 text;
	int			 diag;	/* index in diags, or -1 */
	int			 sec;
	size_t			 move;	/* the move a comment follows */
	int			 sub;	/* 0 the move, 1 its comments */
	size_t			 seq;	/* order of arrival */
};

struct fmt_reader {
	enum notation_format	 format;
	char			*file;

	/* Input: a stream read in chunks, or the caller's memory. */
	FILE			*fp;
	char			*own;
	const char		*buf;
	size_t			 blen;
	size_t			 bpos;
	int			 eof;
	int			 ioerr;
	int			 started;	/* a leading BOM was looked at */
	uint64_t		 off;
	unsigned long		 line;		/* of the next byte */
	unsigned long		 col;
	int			 cr;		/* the last byte was a CR */

	/* The game at hand. */
	struct notation_buf	 arena;
	struct qev		*q;
	size_t			 nq;
	size_t			 capq;
	size_t			 qhead;
	struct notation_diag	 diags[MAX_DIAGS];
	int			 ndiags;
	unsigned long		 game;
	int			 failed;	/* an error: the rest is skipped */
	int			 utf8_warned;
	size_t			 nmoves;
	unsigned		 seen;		/* keys given, a bit each */
	int			 has_result;
	int			 end_queued;
	int			 end_sent;

	/* YAML: the current document's bytes and their parser. */
	struct notation_buf	 chunk;
	struct notation_buf	 held;		/* a "---" line read ahead */
	struct notation_buf	 lb;
	unsigned long		 chunk_line;
	unsigned long		 held_line;
	int			 big;
	int			 yactive;
	yaml_parser_t		 parser;

	/* JSON. */
	int			 in_array;	/* inside a top-level array */
	int			 array_first;
	struct notation_buf	 tmp;		/* a decoded string */
	struct notation_buf	 key;		/* the key of a member */
	unsigned long		 key_line;	/* and where it is */
	unsigned long		 key_col;
};

/*
 * The event queue is allocated here, so that a game always has room for
 * its start, an error and its end (see g_push()).
 */
struct fmt_reader *
nt_fmt_reader_new(const char *file)
{
	struct fmt_reader	*fr;

	if ((fr = calloc(1, sizeof(*fr))) == NULL)
		return NULL;
	if ((file != NULL && (fr->file = strdup(file)) == NULL) ||
	    (fr->q = calloc(QUEUE_MIN, sizeof(*fr->q))) == NULL) {
		free(fr->file);
		free(fr);
		return NULL;
	}
	fr->capq = QUEUE_MIN;
	fr->format = NOTATION_FORMAT_HGN;
	nt_fmt_reader_input(fr, NULL, NULL, 0);
	return fr;
}

static void
yaml_stop(struct fmt_reader *fr)
{
	if (fr->yactive)
		yaml_parser_delete(&fr->parser);
	fr->yactive = 0;
}

void
nt_fmt_reader_free(struct fmt_reader *fr)
{
	if (fr == NULL)
		return;
	yaml_stop(fr);
	free(fr->own);
	free(fr->file);
	free(fr->q);
	notation_buf_free(&fr->arena);
	notation_buf_free(&fr->chunk);
	notation_buf_free(&fr->held);
	notation_buf_free(&fr->lb);
	notation_buf_free(&fr->tmp);
	notation_buf_free(&fr->key);
	free(fr);
}

void
nt_fmt_reader_input(struct fmt_reader *fr, FILE *fp, const char *buf,
    size_t len)
{
	yaml_stop(fr);
	fr->fp = fp;
	fr->buf = fp == NULL ? buf : fr->own;
	fr->blen = fp == NULL && buf != NULL ? len : 0;
	fr->bpos = 0;
	fr->eof = fp == NULL;
	fr->ioerr = 0;
	fr->started = 0;
	fr->off = 0;
	fr->line = fr->col = 1;
	fr->cr = 0;
	fr->nq = fr->qhead = 0;
	fr->game = 0;
	fr->end_queued = fr->end_sent = 0;
	notation_buf_reset(&fr->held);
	fr->in_array = 0;
}

int
nt_fmt_reader_active(const struct fmt_reader *fr)
{
	return fr->format != NOTATION_FORMAT_HGN;
}

uint64_t
nt_fmt_reader_offset(const struct fmt_reader *fr)
{
	return fr->off;
}

/* ------------------------------------------------------------------ */
/* Input                                                              */

/* Read the next chunk of a stream; 0 at its end. */
static int
in_fill(struct fmt_reader *fr)
{
	size_t	 n;

	if (fr->eof)
		return 0;
	if (fr->own == NULL && (fr->own = malloc(CHUNK)) == NULL) {
		fr->ioerr = ENOMEM;
		fr->eof = 1;
		return 0;
	}
	errno = 0;
	n = fread(fr->own, 1, CHUNK, fr->fp);
	if (n < CHUNK) {
		if (ferror(fr->fp))
			fr->ioerr = errno != 0 ? errno : EIO;
		fr->eof = 1;
	}
	fr->buf = fr->own;
	fr->blen = n;
	fr->bpos = 0;
	return n > 0;
}

static int
in_peek(struct fmt_reader *fr)
{
	if (fr->bpos == fr->blen && !in_fill(fr))
		return -1;
	return (unsigned char)fr->buf[fr->bpos];
}

/*
 * The next byte, -1 at the end; lines are counted as the text format
 * counts them: CR, LF and CR LF each end one.
 */
static int
in_get(struct fmt_reader *fr)
{
	int	 c;

	if ((c = in_peek(fr)) < 0)
		return -1;
	fr->bpos++;
	fr->off++;
	if (c == '\r' || (c == '\n' && !fr->cr)) {
		fr->line++;
		fr->col = 1;
	} else if (c != '\n')
		fr->col++;
	fr->cr = c == '\r';
	return c;
}

/* A byte-order mark at the very start is not part of the text. */
static void
in_start(struct fmt_reader *fr)
{
	fr->started = 1;
	if (in_peek(fr) == 0xef && fr->blen - fr->bpos >= 3 &&
	    memcmp(fr->buf + fr->bpos, "\xef\xbb\xbf", 3) == 0) {
		fr->bpos += 3;
		fr->off += 3;
	}
}

/* ------------------------------------------------------------------ */
/* Building a game's events                                           */

static void g_error(struct fmt_reader *, enum notation_code, unsigned long,
    unsigned long, const char *, ...) __attribute__((format(printf, 5, 6)));

/*
 * Queue an event.  The last two places are kept for an error and the
 * game's end, so that running out of memory is still reported and the
 * game still ends; other events report it and get NULL.
 */
static struct qev *
g_push(struct fmt_reader *fr, enum notation_event_type type, int sec,
    unsigned long line, unsigned long col)
{
	struct qev	*e;
	size_t		 n, need;

	need = type == NOTATION_EV_ERROR || type == NOTATION_EV_GAME_END ||
	    type == NOTATION_EV_END ? 1 : 3;
	if (fr->nq + need > fr->capq) {
		n = fr->capq * 2;
		if ((e = reallocarray(fr->q, n, sizeof(*e))) != NULL) {
			fr->q = e;
			fr->capq = n;
		} else if (need > 1) {
			g_error(fr, NOTATION_LIMIT, line, col,
			    "out of memory for the events of a game");
			return NULL;
		} else if (fr->nq == fr->capq)
			return NULL;
	}
	e = &fr->q[fr->nq];
	memset(e, 0, sizeof(*e));
	e->ev.type = type;
	e->ev.line = line;
	e->ev.column = col;
	e->ev.game = fr->game;
	e->diag = -1;
	e->sec = sec;
	e->seq = fr->nq++;
	return e;
}

/*
 * A diagnostic of the current game.  The first error ends the game: the
 * rest of its document or object is read but nothing more is reported
 * or kept, as the text reader skips the rest of a game after an error.
 */
static void
g_error(struct fmt_reader *fr, enum notation_code code, unsigned long line,
    unsigned long col, const char *fmt, ...)
{
	struct notation_diag	*d;
	struct qev		*e;
	va_list			 ap;

	if (fr->failed || fr->ndiags == MAX_DIAGS)
		return;
	if (notation_code_severity(code) == NOTATION_ERROR)
		fr->failed = 1;
	d = &fr->diags[fr->ndiags];
	notation_diag_clear(d);
	d->code = code;
	d->severity = notation_code_severity(code);
	d->file = fr->file;
	d->line = line;
	d->column = col;
	d->game = fr->game;
	va_start(ap, fmt);
	vsnprintf(d->message, sizeof(d->message), fmt, ap);
	va_end(ap);
	if ((e = g_push(fr, NOTATION_EV_ERROR, SEC_DIAG, line, col)) != NULL)
		e->diag = fr->ndiags++;
}

/* Make ready for the next game; what is queued now belongs to it. */
static void
g_begin(struct fmt_reader *fr)
{
	notation_buf_reset(&fr->arena);
	fr->nq = fr->qhead = 0;
	fr->ndiags = 0;
	fr->failed = fr->utf8_warned = fr->has_result = 0;
	fr->nmoves = 0;
	fr->seen = 0;
}

/*
 * The game begins at line, col: it gets its number, which the events and
 * diagnostics queued before (a bad first token) take too.  Its start
 * sorts first whatever was queued before it.
 */
static void
g_open(struct fmt_reader *fr, unsigned long line, unsigned long col)
{
	size_t	 i;
	int	 k;

	fr->game++;
	for (i = 0; i < fr->nq; i++)
		fr->q[i].ev.game = fr->game;
	for (k = 0; k < fr->ndiags; k++)
		fr->diags[k].game = fr->game;
	g_push(fr, NOTATION_EV_GAME_START, SEC_START, line, col);
}

static void
g_start(struct fmt_reader *fr, unsigned long line, unsigned long col)
{
	g_begin(fr);
	g_open(fr, line, col);
}

/* Keep len bytes at s in the arena; the offset, or -1 out of memory. */
static int
g_text(struct fmt_reader *fr, const char *s, size_t len, size_t *off,
    unsigned long line, unsigned long col)
{
	*off = fr->arena.len;
	if (fr->arena.len + len > MAX_GAME) {
		g_error(fr, NOTATION_LIMIT, line, col,
		    "game longer than %d bytes", MAX_GAME);
		return -1;
	}
	if (notation_buf_put(&fr->arena, s, len) == -1) {
		g_error(fr, NOTATION_LIMIT, line, col, "out of memory");
		return -1;
	}
	return 0;
}

/*
 * Invalid UTF-8 is a warning once per game, as in the text format
 * (spec/record-format.md, "Bytes and lines"); the bytes are kept.
 */
static void
g_check(struct fmt_reader *fr, const char *s, size_t len, const char *what,
    unsigned long line, unsigned long col)
{
	size_t	 i, n;

	for (i = 0; i < len; i += n)
		if ((n = nt_utf8_len((const unsigned char *)s + i,
		    len - i)) == 0) {
			if (!fr->utf8_warned)
				g_error(fr, NOTATION_ENCODING, line, col,
				    "invalid UTF-8 in %s (byte 0x%02x)", what,
				    (unsigned char)s[i]);
			fr->utf8_warned = 1;
			break;
		}
}

static int
g_tag(struct fmt_reader *fr, const char *name, size_t nlen, const char *v,
    size_t vlen, unsigned long line, unsigned long col)
{
	struct qev	*e;
	size_t		 no, vo;

	if (!nt_token_tag_name_ok(name, nlen)) {
		g_error(fr, NOTATION_SYNTAX, line, col, "'%.*s' is not a tag "
		    "name: a letter, then letters, digits and '_'",
		    (int)(nlen > 40 ? 40 : nlen), name);
		return -1;
	}
	if (memchr(v, '\n', vlen) != NULL || memchr(v, '\r', vlen) != NULL) {
		g_error(fr, NOTATION_SYNTAX, line, col,
		    "the value of tag %.*s is not on one line", (int)nlen,
		    name);
		return -1;
	}
	g_check(fr, v, vlen, "a tag value", line, col);
	if (g_text(fr, name, nlen, &no, line, col) != 0 ||
	    g_text(fr, v, vlen, &vo, line, col) != 0)
		return -1;
	if ((e = g_push(fr, NOTATION_EV_TAG, SEC_TAGS, line, col)) == NULL)
		return -1;
	e->name = no;
	e->ev.name_len = nlen;
	e->text = vo;
	e->ev.len = vlen;
	return 0;
}

/* A comment; with after_move, one that follows the last move. */
static int
g_comment(struct fmt_reader *fr, const char *s, size_t len, int after_move,
    unsigned long line, unsigned long col)
{
	struct qev	*e;
	size_t		 o;

	g_check(fr, s, len, "a comment", line, col);
	if (g_text(fr, s, len, &o, line, col) != 0 ||
	    (e = g_push(fr, NOTATION_EV_COMMENT, after_move ? SEC_MOVES :
	    SEC_COMMENTS, line, col)) == NULL)
		return -1;
	e->text = o;
	e->ev.len = len;
	e->ev.comment_kind = '{';
	if (after_move) {
		e->move = fr->nmoves - 1;
		e->sub = 1;
	}
	return 0;
}

/* Queue a token event whose text is s (a move or a result). */
static struct qev *
g_token(struct fmt_reader *fr, enum notation_event_type type, int section,
    const char *s, size_t len, unsigned long line, unsigned long col)
{
	struct qev	*e;
	size_t		 o;

	if (g_text(fr, s, len, &o, line, col) != 0 ||
	    (e = g_push(fr, type, section, line, col)) == NULL)
		return NULL;
	e->text = o;
	e->ev.len = len;
	return e;
}

static int
g_move(struct fmt_reader *fr, const char *s, size_t len, unsigned long line,
    unsigned long col)
{
	struct qev	*e;

	if (!nt_token_move_ok(s, len)) {
		g_error(fr, NOTATION_SYNTAX, line, col, "'%.*s' is not a move "
		    "token: a letter, then no blank and none of {}[]();\"",
		    (int)(len > 40 ? 40 : len), s);
		return -1;
	}
	if ((e = g_token(fr, NOTATION_EV_MOVE, SEC_MOVES, s, len, line,
	    col)) == NULL)
		return -1;
	e->move = fr->nmoves++;
	return 0;
}

static int
g_result(struct fmt_reader *fr, const char *s, size_t len, unsigned long line,
    unsigned long col)
{
	if (!nt_token_result_ok(s, len)) {
		g_error(fr, NOTATION_SYNTAX, line, col, "'%.*s' is not a "
		    "result: '*', scores such as 1-0, 0-1-0, 1/2-1/2, or 1",
		    (int)(len > 40 ? 40 : len), s);
		return -1;
	}
	if (g_token(fr, NOTATION_EV_RESULT, SEC_RESULT, s, len, line,
	    col) == NULL)
		return -1;
	fr->has_result = 1;
	return 0;
}

static int
qev_cmp(const void *a, const void *b)
{
	const struct qev	*x = a, *y = b;

	if (x->sec != y->sec)
		return x->sec < y->sec ? -1 : 1;
	if (x->move != y->move)
		return x->move < y->move ? -1 : 1;
	if (x->sub != y->sub)
		return x->sub < y->sub ? -1 : 1;
	return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/*
 * The game is complete: put its events in the order of the text format,
 * whatever the order of the keys was.  A game with an error keeps only
 * its diagnostics.
 */
static void
g_finish(struct fmt_reader *fr, unsigned long line, unsigned long col)
{
	size_t	 i, n;

	if (!fr->failed && !fr->has_result)
		g_error(fr, NOTATION_MISSING_RESULT, line, col,
		    "the game has no result");
	if (fr->failed) {
		for (i = n = 0; i < fr->nq; i++)
			if (fr->q[i].sec <= SEC_DIAG)
				fr->q[n++] = fr->q[i];
		fr->nq = n;
	}
	qsort(fr->q, fr->nq, sizeof(fr->q[0]), qev_cmp);
	g_push(fr, NOTATION_EV_GAME_END, SEC_END, line, col);
}

/* The whole input is read. */
static void
g_end_stream(struct fmt_reader *fr)
{
	struct qev	*e;

	g_begin(fr);
	if (fr->ioerr != 0) {
		g_start(fr, fr->line, fr->col);
		g_error(fr, NOTATION_IO, fr->line, fr->col, "read error: %s",
		    strerror(fr->ioerr));
		g_finish(fr, fr->line, fr->col);
		fr->ioerr = 0;
	}
	if ((e = g_push(fr, NOTATION_EV_END, SEC_END, fr->line, fr->col))
	    != NULL)
		e->ev.game = 0;
	fr->end_queued = 1;
}

/* ------------------------------------------------------------------ */
/* YAML                                                               */

/*
 * One line of the input, its line end included, into b; 0 at the end of
 * the input.  Past MAX_GAME bytes the line is read but not kept (*over).
 */
static int
read_line(struct fmt_reader *fr, struct notation_buf *b, int *over)
{
	int	 c, any = 0;

	notation_buf_reset(b);
	*over = 0;
	while ((c = in_get(fr)) >= 0) {
		any = 1;
		if (b->len < MAX_GAME) {
			if (notation_buf_putc(b, c) == -1)
				*over = 1;
		} else
			*over = 1;
		if (c == '\n' || (c == '\r' && in_peek(fr) != '\n'))
			break;
	}
	return any;
}

/* A line that starts a document: "---", then a blank or the line end. */
static int
doc_start(const struct notation_buf *b)
{
	return b->len >= 3 && memcmp(b->data, "---", 3) == 0 &&
	    (b->len == 3 || (b->data[3] != '\0' &&
	    strchr(" \t\r\n", b->data[3]) != NULL));
}

/* A line that holds no document content: blank, a comment, a directive. */
static int
no_content(const struct notation_buf *b)
{
	size_t	 i = 0;

	if (b->len > 0 && b->data[0] == '%')
		return 1;
	while (i < b->len && (b->data[i] == ' ' || b->data[i] == '\t'))
		i++;
	return i == b->len || (b->data[i] != '\0' &&
	    strchr("#\r\n", b->data[i]) != NULL);
}

/*
 * The bytes of the next document into fr->chunk: the lines up to the
 * next one that starts a document, unless nothing but blank lines,
 * comments and directives came before it (spec/conversion.md).  0 at the
 * end of the input.
 */
static int
load_chunk(struct fmt_reader *fr)
{
	unsigned long	 line;
	int		 content = 0, over, any = 0;

	notation_buf_reset(&fr->chunk);
	fr->big = 0;
	fr->chunk_line = fr->line;
	if (fr->held.len > 0) {
		if (notation_buf_put(&fr->chunk, fr->held.data,
		    fr->held.len) == -1)
			fr->big = 1;
		fr->chunk_line = fr->held_line;
		notation_buf_reset(&fr->held);
		content = any = 1;
	}
	for (;;) {
		line = fr->line;
		if (!read_line(fr, &fr->lb, &over))
			break;
		any = 1;
		if (doc_start(&fr->lb)) {
			if (content) {
				if (notation_buf_put(&fr->held, fr->lb.data,
				    fr->lb.len) == -1)
					fr->big = 1;
				fr->held_line = line;
				break;
			}
			content = 1;
		} else if (!content && !no_content(&fr->lb))
			content = 1;
		if (over || fr->chunk.len + fr->lb.len > MAX_GAME ||
		    notation_buf_put(&fr->chunk, fr->lb.data, fr->lb.len) == -1)
			fr->big = 1;
	}
	return any;
}

/* libyaml's marks are 0-based and count from the start of the chunk. */
static unsigned long
y_line(const struct fmt_reader *fr, const yaml_mark_t *m)
{
	return fr->chunk_line + (unsigned long)m->line;
}

static void
y_parse_error(struct fmt_reader *fr)
{
	const yaml_parser_t	*p = &fr->parser;

	g_error(fr, NOTATION_SYNTAX, y_line(fr, &p->problem_mark),
	    (unsigned long)p->problem_mark.column + 1, "YAML: %s%s%s",
	    p->problem != NULL ? p->problem : "syntax error",
	    p->context != NULL ? " " : "",
	    p->context != NULL ? p->context : "");
}

/* The next event of the document; -1 (the game failed) on a YAML error. */
static int
y_next(struct fmt_reader *fr, yaml_event_t *ev)
{
	if (!yaml_parser_parse(&fr->parser, ev)) {
		y_parse_error(fr);
		return -1;
	}
	return 0;
}

#define Y_LINE(ev)	y_line(fr, &(ev)->start_mark)
#define Y_COL(ev)	((unsigned long)(ev)->start_mark.column + 1)

/* The event must be a scalar, the value of what. */
static int
y_want_scalar(struct fmt_reader *fr, const yaml_event_t *ev, const char *what)
{
	if (ev->type == YAML_SCALAR_EVENT)
		return 0;
	g_error(fr, NOTATION_SYNTAX, Y_LINE(ev), Y_COL(ev), "%s must be %s",
	    what, ev->type == YAML_ALIAS_EVENT ? "written out (aliases are "
	    "not supported)" : "a string");
	return -1;
}

#define Y_TEXT(ev)	((const char *)(ev)->data.scalar.value)
#define Y_LEN(ev)	((ev)->data.scalar.length)

/* tags: a mapping of names to values. */
static int
y_tags(struct fmt_reader *fr, yaml_event_t *ev)
{
	yaml_event_t	 k, v;
	int		 rc;

	if (ev->type != YAML_MAPPING_START_EVENT) {
		g_error(fr, NOTATION_SYNTAX, Y_LINE(ev), Y_COL(ev),
		    "tags must be a mapping of tag names to values");
		return -1;
	}
	for (;;) {
		if (y_next(fr, &k) != 0)
			return -1;
		if (k.type == YAML_MAPPING_END_EVENT) {
			yaml_event_delete(&k);
			return 0;
		}
		if (y_want_scalar(fr, &k, "a tag name") != 0 ||
		    y_next(fr, &v) != 0) {
			yaml_event_delete(&k);
			return -1;
		}
		rc = y_want_scalar(fr, &v, "a tag value");
		if (rc == 0)
			rc = g_tag(fr, Y_TEXT(&k), Y_LEN(&k), Y_TEXT(&v),
			    Y_LEN(&v), Y_LINE(&k), Y_COL(&k));
		yaml_event_delete(&k);
		yaml_event_delete(&v);
		if (rc != 0)
			return -1;
	}
}

/* comments: a sequence of strings. */
static int
y_comments(struct fmt_reader *fr, yaml_event_t *ev, int after_move)
{
	yaml_event_t	 c;
	int		 rc;

	if (ev->type != YAML_SEQUENCE_START_EVENT) {
		g_error(fr, NOTATION_SYNTAX, Y_LINE(ev), Y_COL(ev),
		    "comments must be a sequence of strings");
		return -1;
	}
	for (;;) {
		if (y_next(fr, &c) != 0)
			return -1;
		if (c.type == YAML_SEQUENCE_END_EVENT) {
			yaml_event_delete(&c);
			return 0;
		}
		rc = y_want_scalar(fr, &c, "a comment");
		if (rc == 0)
			rc = g_comment(fr, Y_TEXT(&c), Y_LEN(&c), after_move,
			    Y_LINE(&c), Y_COL(&c));
		yaml_event_delete(&c);
		if (rc != 0)
			return -1;
	}
}

/* A move with comments: a mapping of "move" and "comments". */
static int
y_move_map(struct fmt_reader *fr, yaml_event_t *ev)
{
	yaml_event_t	 k, v;
	int		 rc, have_move = 0, have_comments = 0;
	unsigned long	 line = Y_LINE(ev), col = Y_COL(ev);

	/* The move is made a placeholder first, its comments follow it. */
	for (;;) {
		if (y_next(fr, &k) != 0)
			return -1;
		if (k.type == YAML_MAPPING_END_EVENT) {
			yaml_event_delete(&k);
			break;
		}
		if (y_want_scalar(fr, &k, "a key") != 0 ||
		    y_next(fr, &v) != 0) {
			yaml_event_delete(&k);
			return -1;
		}
		rc = 0;
		if (Y_LEN(&k) == 4 && memcmp(Y_TEXT(&k), "move", 4) == 0 &&
		    !have_move) {
			have_move = 1;
			rc = y_want_scalar(fr, &v, "a move");
			if (rc == 0)
				rc = g_move(fr, Y_TEXT(&v), Y_LEN(&v),
				    Y_LINE(&v), Y_COL(&v));
		} else if (Y_LEN(&k) == 8 &&
		    memcmp(Y_TEXT(&k), "comments", 8) == 0 && !have_comments) {
			have_comments = 1;
			/* Comments read before the move are its own too. */
			if (!have_move)
				fr->nmoves++;
			rc = y_comments(fr, &v, 1);
			if (!have_move)
				fr->nmoves--;
		} else {
			g_error(fr, NOTATION_SYNTAX, Y_LINE(&k), Y_COL(&k),
			    "unknown or repeated key '%.*s' in a move: "
			    "expected move and comments",
			    (int)(Y_LEN(&k) > 40 ? 40 : Y_LEN(&k)), Y_TEXT(&k));
			rc = -1;
		}
		yaml_event_delete(&k);
		yaml_event_delete(&v);
		if (rc != 0)
			return -1;
	}
	if (!have_move) {
		g_error(fr, NOTATION_SYNTAX, line, col,
		    "a move with comments needs its move");
		return -1;
	}
	return 0;
}

/* moves: a sequence of moves, each a string or a move with comments. */
static int
y_moves(struct fmt_reader *fr, yaml_event_t *ev)
{
	yaml_event_t	 m;
	int		 rc;

	if (ev->type != YAML_SEQUENCE_START_EVENT) {
		g_error(fr, NOTATION_SYNTAX, Y_LINE(ev), Y_COL(ev),
		    "moves must be a sequence");
		return -1;
	}
	for (;;) {
		if (y_next(fr, &m) != 0)
			return -1;
		if (m.type == YAML_SEQUENCE_END_EVENT) {
			yaml_event_delete(&m);
			return 0;
		}
		if (m.type == YAML_MAPPING_START_EVENT)
			rc = y_move_map(fr, &m);
		else if ((rc = y_want_scalar(fr, &m, "a move")) == 0)
			rc = g_move(fr, Y_TEXT(&m), Y_LEN(&m), Y_LINE(&m),
			    Y_COL(&m));
		yaml_event_delete(&m);
		if (rc != 0)
			return -1;
	}
}

/* The keys of a game, a bit each, so that none is given twice. */
static const char *const game_keys[] = { "tags", "comments", "moves",
    "result" };

static int
game_key(struct fmt_reader *fr, const char *k, size_t len, unsigned long line,
    unsigned long col)
{
	int	 i;

	for (i = 0; i < 4; i++)
		if (strlen(game_keys[i]) == len &&
		    memcmp(game_keys[i], k, len) == 0) {
			if (fr->seen & (1u << i))
				break;
			fr->seen |= 1u << i;
			return i;
		}
	g_error(fr, NOTATION_SYNTAX, line, col, "%s key '%.*s' in a game: "
	    "expected tags, comments, moves and result", i < 4 ? "repeated" :
	    "unknown", (int)(len > 40 ? 40 : len), k);
	return -1;
}

/* The root of a document: a game. */
static int
y_game(struct fmt_reader *fr, yaml_event_t *root)
{
	yaml_event_t	 k, v;
	int		 key, rc;

	if (root->type != YAML_MAPPING_START_EVENT) {
		g_error(fr, NOTATION_SYNTAX, Y_LINE(root), Y_COL(root),
		    "a game must be a mapping of tags, comments, moves and "
		    "result");
		return -1;
	}
	for (;;) {
		if (y_next(fr, &k) != 0)
			return -1;
		if (k.type == YAML_MAPPING_END_EVENT) {
			yaml_event_delete(&k);
			return 0;
		}
		if (y_want_scalar(fr, &k, "a key") != 0 ||
		    (key = game_key(fr, Y_TEXT(&k), Y_LEN(&k), Y_LINE(&k),
		    Y_COL(&k))) < 0 || y_next(fr, &v) != 0) {
			yaml_event_delete(&k);
			return -1;
		}
		switch (key) {
		case 0:
			rc = y_tags(fr, &v);
			break;
		case 1:
			rc = y_comments(fr, &v, 0);
			break;
		case 2:
			rc = y_moves(fr, &v);
			break;
		default:
			rc = y_want_scalar(fr, &v, "the result");
			if (rc == 0)
				rc = g_result(fr, Y_TEXT(&v), Y_LEN(&v),
				    Y_LINE(&v), Y_COL(&v));
			break;
		}
		yaml_event_delete(&k);
		yaml_event_delete(&v);
		if (rc != 0)
			return -1;
	}
}

/*
 * The next game of a YAML stream into the queue, or the end.  A document
 * whose root is empty is no game.
 */
static void
y_read_game(struct fmt_reader *fr)
{
	yaml_event_t	 ev, root;
	unsigned long	 line, col;

	for (;;) {
		if (!fr->yactive) {
			if (!load_chunk(fr)) {
				g_end_stream(fr);
				return;
			}
			if (fr->big) {
				g_start(fr, fr->chunk_line, 1);
				g_error(fr, NOTATION_LIMIT, fr->chunk_line, 1,
				    "YAML document longer than %d bytes",
				    MAX_GAME);
				g_finish(fr, fr->line, fr->col);
				return;
			}
			if (!yaml_parser_initialize(&fr->parser)) {
				fr->ioerr = ENOMEM;
				g_end_stream(fr);
				return;
			}
			yaml_parser_set_input_string(&fr->parser,
			    (const unsigned char *)(fr->chunk.data != NULL ?
			    fr->chunk.data : ""), fr->chunk.len);
			fr->yactive = 1;
		}
		if (!yaml_parser_parse(&fr->parser, &ev)) {
			/* A YAML error outside a document: a game of its own. */
			g_start(fr, y_line(fr, &fr->parser.problem_mark),
			    (unsigned long)fr->parser.problem_mark.column + 1);
			y_parse_error(fr);
			g_finish(fr, fr->line, fr->col);
			yaml_stop(fr);
			return;
		}
		if (ev.type == YAML_STREAM_END_EVENT) {
			yaml_event_delete(&ev);
			yaml_stop(fr);
			continue;
		}
		if (ev.type != YAML_DOCUMENT_START_EVENT) {
			yaml_event_delete(&ev);
			continue;
		}
		line = Y_LINE(&ev);
		col = Y_COL(&ev);
		yaml_event_delete(&ev);
		if (!yaml_parser_parse(&fr->parser, &root)) {
			g_start(fr, line, col);
			y_parse_error(fr);
			g_finish(fr, fr->line, fr->col);
			yaml_stop(fr);
			return;
		}
		if (root.type == YAML_SCALAR_EVENT && Y_LEN(&root) == 0 &&
		    root.data.scalar.plain_implicit) {
			yaml_event_delete(&root);
			continue;
		}
		g_start(fr, line, col);
		if (y_game(fr, &root) != 0 && fr->parser.error != YAML_NO_ERROR) {
			/* The parser cannot go on: drop the document. */
			yaml_event_delete(&root);
			g_finish(fr, fr->line, fr->col);
			yaml_stop(fr);
			return;
		}
		yaml_event_delete(&root);
		/* Read to the end of the document, whatever is left of it. */
		for (;;) {
			/*
			 * Unless it nests flow collections deeper than any
			 * game can: libyaml's scanner spends time in
			 * proportion to that depth on every token, so a
			 * megabyte of '[' would take hours.  The broken
			 * document is dropped instead.
			 */
			if (fr->parser.flow_level > 64) {
				g_finish(fr, fr->line, fr->col);
				yaml_stop(fr);
				return;
			}
			if (!yaml_parser_parse(&fr->parser, &ev)) {
				y_parse_error(fr);
				g_finish(fr, fr->line, fr->col);
				yaml_stop(fr);
				return;
			}
			if (ev.type == YAML_DOCUMENT_END_EVENT) {
				line = Y_LINE(&ev);
				col = Y_COL(&ev);
				yaml_event_delete(&ev);
				break;
			}
			yaml_event_delete(&ev);
		}
		g_finish(fr, line, col);
		return;
	}
}

/* ------------------------------------------------------------------ */
/* JSON (RFC 8259), strictly                                          */

enum jtok {
	J_EOF = 0,
	J_LBRACE,
	J_RBRACE,
	J_LBRACKET,
	J_RBRACKET,
	J_COLON,
	J_COMMA,
	J_STRING,	/* decoded into fr->tmp */
	J_NUMBER,	/* its text in fr->tmp */
	J_LITERAL,	/* true, false, null */
	J_BAD		/* reported */
};

struct jtoken {
	enum jtok	 type;
	unsigned long	 line;
	unsigned long	 col;
};

static const char *
j_name(enum jtok t)
{
	static const char *const names[] = { "the end of the input", "'{'",
	    "'}'", "'['", "']'", "':'", "','", "a string", "a number",
	    "true, false or null", "an error" };

	return names[t];
}

/* The four hex digits after "\u"; -1 if they are not. */
static long
j_hex4(struct fmt_reader *fr)
{
	long	 v = 0;
	int	 i, h;

	for (i = 0; i < 4; i++) {
		if ((h = nt_json_hex_digit(in_peek(fr))) < 0)
			return -1;
		in_get(fr);
		v = v * 16 + h;
	}
	return v;
}

/* A string after its opening quote, decoded into fr->tmp. */
static enum jtok
j_string(struct fmt_reader *fr, const struct jtoken *t)
{
	struct notation_buf	*b = &fr->tmp;
	unsigned long		 line, col;
	long			 cp, lo;
	int			 c;

	notation_buf_reset(b);
	notation_buf_put(b, "", 0);
	for (;;) {
		line = fr->line;
		col = fr->col;
		if ((c = in_get(fr)) < 0 || c == '\n' || c == '\r') {
			g_error(fr, NOTATION_SYNTAX, t->line, t->col,
			    "unterminated string");
			return J_BAD;
		}
		if (c == '"')
			break;
		if (c < 0x20) {
			g_error(fr, NOTATION_SYNTAX, line, col, "control "
			    "character 0x%02x in a string (write it as an "
			    "escape)", c);
			return J_BAD;
		}
		if (b->len >= MAX_GAME) {
			g_error(fr, NOTATION_LIMIT, t->line, t->col,
			    "string longer than %d bytes", MAX_GAME);
			return J_BAD;
		}
		if (c != '\\') {
			notation_buf_putc(b, c);
			continue;
		}
		if ((c = in_get(fr)) >= 0 && nt_json_escape_char(c) >= 0) {
			notation_buf_putc(b, nt_json_escape_char(c));
			continue;
		}
		if (c != 'u') {
			g_error(fr, NOTATION_SYNTAX, line, col,
			    "unknown escape in a string");
			return J_BAD;
		}
		if ((cp = j_hex4(fr)) < 0) {
			g_error(fr, NOTATION_SYNTAX, line, col,
			    "\\u needs four hex digits");
			return J_BAD;
		}
		/* Beyond U+FFFF, JSON writes a surrogate pair. */
		if (nt_json_surrogate((unsigned long)cp) == JSON_HIGH) {
			if (in_get(fr) != '\\' || in_get(fr) != 'u' ||
			    (lo = j_hex4(fr)) < 0 ||
			    nt_json_surrogate((unsigned long)lo) != JSON_LOW) {
				g_error(fr, NOTATION_SYNTAX, line, col,
				    "a high surrogate must be followed by "
				    "a \\u low surrogate");
				return J_BAD;
			}
			cp = (long)nt_json_surrogate_pair((unsigned long)cp,
			    (unsigned long)lo);
		} else if (nt_json_surrogate((unsigned long)cp) == JSON_LOW) {
			g_error(fr, NOTATION_SYNTAX, line, col,
			    "a low surrogate without a high one");
			return J_BAD;
		}
		nt_utf8_encode(b, (unsigned long)cp);
	}
	return J_STRING;
}

static void
j_digits(struct fmt_reader *fr, struct notation_buf *b)
{
	while (is_digit(in_peek(fr)) && b->len < 64)
		notation_buf_putc(b, in_get(fr));
}

/* A number: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)? */
static enum jtok
j_number(struct fmt_reader *fr, const struct jtoken *t, int c)
{
	struct notation_buf	*b = &fr->tmp;
	size_t			 n;

	notation_buf_reset(b);
	notation_buf_putc(b, c);
	if (c == '-') {
		if (!is_digit(c = in_peek(fr)))
			goto bad;
		notation_buf_putc(b, in_get(fr));
	}
	if (c != '0')
		j_digits(fr, b);
	if (in_peek(fr) == '.') {
		notation_buf_putc(b, in_get(fr));
		n = b->len;
		j_digits(fr, b);
		if (b->len == n)
			goto bad;
	}
	if (in_peek(fr) == 'e' || in_peek(fr) == 'E') {
		notation_buf_putc(b, in_get(fr));
		if (in_peek(fr) == '+' || in_peek(fr) == '-')
			notation_buf_putc(b, in_get(fr));
		n = b->len;
		j_digits(fr, b);
		if (b->len == n)
			goto bad;
	}
	if (b->len >= 64 || is_digit(in_peek(fr)) || is_alpha(in_peek(fr)))
		goto bad;
	return J_NUMBER;
bad:
	g_error(fr, NOTATION_SYNTAX, t->line, t->col, "bad number");
	return J_BAD;
}

static enum jtok
j_next(struct fmt_reader *fr, struct jtoken *t)
{
	char	 word[8];
	size_t	 n = 0;
	int	 c;

	while ((c = in_peek(fr)) == ' ' || c == '\t' || c == '\n' ||
	    c == '\r')
		in_get(fr);
	t->line = fr->line;
	t->col = fr->col;
	switch (c = in_get(fr)) {
	case -1:
		return t->type = J_EOF;
	case '{':
		return t->type = J_LBRACE;
	case '}':
		return t->type = J_RBRACE;
	case '[':
		return t->type = J_LBRACKET;
	case ']':
		return t->type = J_RBRACKET;
	case ':':
		return t->type = J_COLON;
	case ',':
		return t->type = J_COMMA;
	case '"':
		return t->type = j_string(fr, t);
	}
	if (c == '-' || is_digit(c))
		return t->type = j_number(fr, t, c);
	if (is_alpha(c)) {
		word[n++] = (char)c;
		while (is_alpha(in_peek(fr)) && n < sizeof(word) - 1)
			word[n++] = (char)in_get(fr);
		word[n] = '\0';
		if (!is_alpha(in_peek(fr)) && (strcmp(word, "true") == 0 ||
		    strcmp(word, "false") == 0 || strcmp(word, "null") == 0))
			return t->type = J_LITERAL;
	}
	if (c >= 0x20 && c < 0x7f)
		g_error(fr, NOTATION_SYNTAX, t->line, t->col,
		    "unexpected '%c' in JSON", c);
	else
		g_error(fr, NOTATION_SYNTAX, t->line, t->col,
		    "unexpected byte 0x%02x in JSON", c);
	return t->type = J_BAD;
}

/* The next token must be want. */
static int
j_expect(struct fmt_reader *fr, enum jtok want, const char *where)
{
	struct jtoken	 t;

	if (j_next(fr, &t) == want)
		return 0;
	if (t.type != J_BAD)
		g_error(fr, NOTATION_SYNTAX, t.line, t.col, "expected %s %s, "
		    "found %s", j_name(want), where, j_name(t.type));
	return -1;
}

static void
j_unexpected(struct fmt_reader *fr, const struct jtoken *t, const char *want)
{
	if (t->type != J_BAD)
		g_error(fr, NOTATION_SYNTAX, t->line, t->col,
		    "expected %s, found %s", want, j_name(t->type));
}

/*
 * The elements of an array or the members of an object, after its
 * opening bracket: item(fr, first token, key, key length, arg) reads each
 * one; for an object, the key (kept in fr->key, valid until the item
 * reads a key of its own) and the ':' are read first.
 */
static int
j_each(struct fmt_reader *fr, int object, const char *what,
    int (*item)(struct fmt_reader *, const struct jtoken *, const char *,
    size_t, void *), void *arg)
{
	struct jtoken	 t;
	enum jtok	 close = object ? J_RBRACE : J_RBRACKET;
	int		 first = 1;

	for (;;) {
		j_next(fr, &t);
		if (first && t.type == close)
			return 0;
		first = 0;
		notation_buf_reset(&fr->key);
		if (object) {
			if (t.type != J_STRING) {
				j_unexpected(fr, &t, "a key (a string)");
				return -1;
			}
			fr->key_line = t.line;
			fr->key_col = t.col;
			if (notation_buf_put(&fr->key, fr->tmp.data,
			    fr->tmp.len) == -1) {
				g_error(fr, NOTATION_LIMIT, t.line, t.col,
				    "out of memory");
				return -1;
			}
			if (j_expect(fr, J_COLON, "after a key") != 0)
				return -1;
			j_next(fr, &t);
		}
		if (item(fr, &t, fr->key.data != NULL ? fr->key.data : "",
		    fr->key.len, arg) != 0)
			return -1;
		j_next(fr, &t);
		if (t.type == close)
			return 0;
		if (t.type != J_COMMA) {
			j_unexpected(fr, &t, what);
			return -1;
		}
	}
}

/* A tag: key and a string (or a number, kept as written). */
static int
j_tag(struct fmt_reader *fr, const struct jtoken *t, const char *name,
    size_t nlen, void *arg)
{
	if (t->type != J_STRING && t->type != J_NUMBER) {
		j_unexpected(fr, t, "a tag value (a string)");
		return -1;
	}
	return g_tag(fr, name, nlen, fr->tmp.data, fr->tmp.len, t->line,
	    t->col);
}

static int
j_comment(struct fmt_reader *fr, const struct jtoken *t, const char *key,
    size_t klen, void *arg)
{
	if (t->type != J_STRING) {
		j_unexpected(fr, t, "a comment (a string)");
		return -1;
	}
	return g_comment(fr, fr->tmp.data, fr->tmp.len, *(int *)arg, t->line,
	    t->col);
}

static int
j_comment_list(struct fmt_reader *fr, const struct jtoken *t, int after_move)
{
	if (t->type != J_LBRACKET) {
		j_unexpected(fr, t, "a list of comments ('[')");
		return -1;
	}
	return j_each(fr, 0, "',' or ']' in a list of comments", j_comment,
	    &after_move);
}

struct jmove {
	int	 have_move;
	int	 have_comments;
};

static int
j_move_member(struct fmt_reader *fr, const struct jtoken *t, const char *key,
    size_t klen, void *arg)
{
	struct jmove	*jm = arg;
	int		 rc;

	if (klen == 4 && strcmp(key, "move") == 0 && !jm->have_move) {
		jm->have_move = 1;
		if (t->type != J_STRING) {
			j_unexpected(fr, t, "a move (a string)");
			return -1;
		}
		return g_move(fr, fr->tmp.data, fr->tmp.len, t->line, t->col);
	}
	if (klen == 8 && strcmp(key, "comments") == 0 && !jm->have_comments) {
		jm->have_comments = 1;
		/* Comments read before the move are its own too. */
		if (!jm->have_move)
			fr->nmoves++;
		rc = j_comment_list(fr, t, 1);
		if (!jm->have_move)
			fr->nmoves--;
		return rc;
	}
	g_error(fr, NOTATION_SYNTAX, fr->key_line, fr->key_col, "unknown or "
	    "repeated "
	    "key '%.40s' in a move: expected move and comments", key);
	return -1;
}

static int
j_move(struct fmt_reader *fr, const struct jtoken *t, const char *key,
    size_t klen, void *arg)
{
	struct jmove	 jm = { 0, 0 };

	if (t->type == J_STRING)
		return g_move(fr, fr->tmp.data, fr->tmp.len, t->line, t->col);
	if (t->type != J_LBRACE) {
		j_unexpected(fr, t, "a move (a string, or an object of move "
		    "and comments)");
		return -1;
	}
	if (j_each(fr, 1, "',' or '}' in a move", j_move_member, &jm) != 0)
		return -1;
	if (!jm.have_move) {
		g_error(fr, NOTATION_SYNTAX, t->line, t->col,
		    "a move with comments needs its move");
		return -1;
	}
	return 0;
}

static int
j_game_member(struct fmt_reader *fr, const struct jtoken *t, const char *key,
    size_t klen, void *arg)
{
	switch (game_key(fr, key, klen, fr->key_line, fr->key_col)) {
	case 0:
		if (t->type != J_LBRACE) {
			j_unexpected(fr, t, "the tags ('{')");
			return -1;
		}
		return j_each(fr, 1, "',' or '}' in the tags", j_tag, fr);
	case 1:
		return j_comment_list(fr, t, 0);
	case 2:
		if (t->type != J_LBRACKET) {
			j_unexpected(fr, t, "the moves ('[')");
			return -1;
		}
		return j_each(fr, 0, "',' or ']' in the moves", j_move, NULL);
	case 3:
		if (t->type != J_STRING) {
			j_unexpected(fr, t, "the result (a string)");
			return -1;
		}
		return g_result(fr, fr->tmp.data, fr->tmp.len, t->line,
		    t->col);
	}
	return -1;
}

/*
 * After an error, go on at the next line that starts with '{' or '[':
 * the next game of JSON Lines, or the next array of games
 * (spec/conversion.md, "Errors").
 */
static void
j_recover(struct fmt_reader *fr)
{
	int	 c;

	fr->in_array = 0;
	while ((c = in_peek(fr)) >= 0) {
		if ((c == '{' || c == '[') && fr->col == 1)
			return;
		in_get(fr);
	}
}

/*
 * The next game of a JSON stream: a sequence of game objects (JSON Lines
 * has one per line) or of arrays of them.  Something else where a game
 * should start is a game of its own, with its error.
 */
static void
j_read_game(struct fmt_reader *fr)
{
	struct jtoken	 t;

	g_begin(fr);
	for (;;) {
		if (j_next(fr, &t) == J_BAD)
			goto bad;
		if (fr->in_array) {
			if (t.type == J_RBRACKET) {
				fr->in_array = 0;
				continue;
			}
			if (!fr->array_first && (t.type != J_COMMA ||
			    j_next(fr, &t) == J_BAD))
				goto bad;
			fr->array_first = 0;
			if (t.type == J_LBRACE)
				break;
			goto bad;
		}
		if (t.type == J_EOF) {
			g_end_stream(fr);
			return;
		}
		if (t.type == J_LBRACKET) {
			fr->in_array = fr->array_first = 1;
			continue;
		}
		if (t.type == J_LBRACE)
			break;
		goto bad;
	}
	g_open(fr, t.line, t.col);
	if (j_each(fr, 1, "',' or '}' in a game", j_game_member, NULL) != 0)
		goto fail;
	g_finish(fr, fr->line, fr->col);
	return;
bad:
	j_unexpected(fr, &t, fr->in_array ? "',' or ']' between games" :
	    "a game ('{')");
	g_open(fr, t.line, t.col);
fail:
	g_finish(fr, fr->line, fr->col);
	j_recover(fr);
}

/* ------------------------------------------------------------------ */
/* The interface                                                      */

int
nt_fmt_reader_next(struct fmt_reader *fr, struct notation_event *ev)
{
	struct qev	*e;

	if (fr->qhead == fr->nq) {
		if (fr->end_queued) {
			fr->end_sent = 1;
			return 0;
		}
		if (!fr->started)
			in_start(fr);
		if (fr->format == NOTATION_FORMAT_JSON)
			j_read_game(fr);
		else
			y_read_game(fr);
		if (fr->qhead == fr->nq)
			return 0;
	}
	e = &fr->q[fr->qhead++];
	*ev = e->ev;
	if (ev->type == NOTATION_EV_TAG)
		ev->name = fr->arena.data + e->name;
	if (ev->type == NOTATION_EV_TAG || ev->type == NOTATION_EV_COMMENT ||
	    ev->type == NOTATION_EV_MOVE || ev->type == NOTATION_EV_RESULT)
		ev->text = fr->arena.data != NULL ? fr->arena.data + e->text :
		    "";
	if (ev->type == NOTATION_EV_ERROR && e->diag >= 0)
		ev->diag = &fr->diags[e->diag];
	return 1;
}

void
nt_fmt_reader_skip_game(struct fmt_reader *fr)
{
	size_t	 i;

	for (i = fr->qhead; i < fr->nq; i++)
		if (fr->q[i].ev.type == NOTATION_EV_GAME_END) {
			fr->qhead = i;
			return;
		}
}

/*
 * Choose the format before reading: a later choice starts on the next
 * game with what is left of the input.
 */
void
notation_reader_set_format(notation_reader *r, enum notation_format format)
{
	struct fmt_reader	*fr = nt_reader_fmt(r);

	if (format != NOTATION_FORMAT_JSON && format != NOTATION_FORMAT_YAML)
		format = NOTATION_FORMAT_HGN;
	if (fr->format == format)
		return;
	yaml_stop(fr);
	fr->format = format;
	fr->nq = fr->qhead = 0;
	fr->in_array = 0;
}
