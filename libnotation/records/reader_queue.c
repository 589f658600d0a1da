/*
 * reader_queue.c -- reading a game whole, for the JSON and YAML readers
 * (reader_json.c, reader_yaml.c; spec/conversion.md).
 *
 * Both forms are read one game at a time.  A game (a YAML document, a
 * JSON object) is read whole into an arena and a queue of events, put in
 * the order of the text format (tags, the comments before the first move,
 * each move followed by its comments, the result) and handed out one
 * event per call; the next game is read only once the queue is empty, so
 * the text of an event stays valid until the next call.  Only one game is
 * held, and a game longer than GQ_MAX_GAME bytes is reported, not held.
 *
 * The byte input of both readers is here too: it counts lines and
 * columns as the text format does, so that a diagnostic points at the
 * same place whichever form a record comes in.  So are their entry points
 * but create (nt_gq_reader_*, GQ_READER_CLASS in reader_int.h): each
 * format hands them only its gq_format, which reads one game.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "records/records.h"
#include "records/reader_int.h"

#define CHUNK		NT_READ_CHUNK		/* reader_int.h */
#define QUEUE_MIN	8			/* events a game starts with */

struct gq_ev {
	struct notation_event	 ev;	/* pointers set when handed out */
	size_t			 name;	/* offsets in the arena */
	size_t			 text;
	int			 diag;	/* index in diags, or -1 */
	int			 sec;
	size_t			 move;	/* the move a comment follows */
	int			 sub;	/* 0 the move, 1 its comments */
	size_t			 seq;	/* order of arrival */
};

/* ------------------------------------------------------------------ */
/* Input                                                              */

/* Read the next chunk of a stream; 0 at its end. */
static int
nt_gq_in_fill(struct gq_in *fr)
{
	size_t	 n;

	if (fr->eof)
		return 0;
	if (fr->own == NULL && (fr->own = malloc(CHUNK)) == NULL) {
		fr->ioerr = ENOMEM;
		fr->eof = 1;
		return 0;
	}
	n = nt_reader_input_read(fr->src, fr->own, CHUNK);
	if (n < CHUNK) {
		fr->ioerr = fr->src->ioerr;
		fr->eof = 1;
	}
	fr->buf = fr->own;
	fr->blen = n;
	fr->bpos = 0;
	return n > 0;
}

void
nt_gq_in_start(struct gq_in *fr, struct reader_input *src)
{
	char	*own = fr->own;

	/* All from zero but the buffer, which is kept, and line 1, column 1. */
	*fr = (struct gq_in){ .src = src, .own = own, .buf = own, .line = 1,
	    .col = 1 };
	if (src->fp == NULL) {
		fr->buf = src->mem;
		fr->blen = src->mem != NULL ? src->memlen : 0;
		fr->eof = 1;
	}
}

void
nt_gq_in_free(struct gq_in *fr)
{
	free(fr->own);
	fr->own = NULL;
}

int
nt_gq_in_peek(struct gq_in *fr)
{
	if (fr->bpos == fr->blen && !nt_gq_in_fill(fr))
		return -1;
	return (unsigned char)fr->buf[fr->bpos];
}

/*
 * The next byte, -1 at the end; lines are counted as the text format
 * counts them: CR, LF and CR LF each end one.
 */
int
nt_gq_in_get(struct gq_in *fr)
{
	int	 c;

	if ((c = nt_gq_in_peek(fr)) < 0)
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
void
nt_gq_in_bom(struct gq_in *fr)
{
	fr->started = 1;
	if (nt_gq_in_peek(fr) == 0xef && fr->blen - fr->bpos >= 3 &&
	    memcmp(fr->buf + fr->bpos, "\xef\xbb\xbf", 3) == 0) {
		fr->bpos += 3;
		fr->off += 3;
	}
}



/*
 * Queue an event.  The last two places are kept for an error and the
 * game's end, so that running out of memory is still reported and the
 * game still ends; other events report it and get NULL.
 */
static struct gq_ev *
nt_gq_push(struct gq *fr, enum notation_event_type type, int sec,
    unsigned long line, unsigned long col)
{
	struct gq_ev	*e;
	size_t		 n, need;

	need = type == NOTATION_EV_ERROR || type == NOTATION_EV_GAME_END ||
	    type == NOTATION_EV_END ? 1 : 3;
	if (fr->nq + need > fr->capq) {
		n = fr->capq * 2;
		if ((e = reallocarray(fr->q, n, sizeof(*e))) != NULL) {
			fr->q = e;
			fr->capq = n;
		} else if (need > 1) {
			nt_gq_error(fr, NOTATION_LIMIT, line, col,
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
void
nt_gq_error(struct gq *fr, enum notation_code code, unsigned long line,
    unsigned long col, const char *fmt, ...)
{
	struct gq_ev	*e;
	va_list		 ap;

	if (fr->failed || fr->ndiags == GQ_MAX_DIAGS)
		return;
	if (notation_code_severity(code) == NOTATION_ERROR)
		fr->failed = 1;
	va_start(ap, fmt);
	nt_diag_vfill(&fr->diags[fr->ndiags], code, fr->file, fr->game, line,
	    col, 0, fmt, ap);
	va_end(ap);
	if ((e = nt_gq_push(fr, NOTATION_EV_ERROR, SEC_DIAG, line,
	    col)) != NULL)
		e->diag = fr->ndiags++;
}

/* Make ready for the next game; what is queued now belongs to it. */
void
nt_gq_begin(struct gq *fr)
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
void
nt_gq_open(struct gq *fr, unsigned long line, unsigned long col)
{
	size_t	 i;
	int	 k;

	fr->game++;
	for (i = 0; i < fr->nq; i++)
		fr->q[i].ev.game = fr->game;
	for (k = 0; k < fr->ndiags; k++)
		fr->diags[k].game = fr->game;
	nt_gq_push(fr, NOTATION_EV_GAME_START, SEC_START, line, col);
}

void
nt_gq_start(struct gq *fr, unsigned long line, unsigned long col)
{
	nt_gq_begin(fr);
	nt_gq_open(fr, line, col);
}

/* Keep len bytes at s in the arena; the offset, or -1 out of memory. */
static int
nt_gq_text(struct gq *fr, const char *s, size_t len, size_t *off,
    unsigned long line, unsigned long col)
{
	*off = fr->arena.len;
	if (fr->arena.len + len > GQ_MAX_GAME) {
		nt_gq_error(fr, NOTATION_LIMIT, line, col,
		    "game longer than %d bytes", GQ_MAX_GAME);
		return -1;
	}
	if (notation_buf_put(&fr->arena, s, len) == -1) {
		nt_gq_error(fr, NOTATION_LIMIT, line, col, "out of memory");
		return -1;
	}
	return 0;
}

/*
 * Invalid UTF-8 is a warning once per game, as in the text format
 * (spec/record-format.md, "Bytes and lines"); the bytes are kept.
 */
static void
nt_gq_check(struct gq *fr, const char *s, size_t len, const char *what,
    unsigned long line, unsigned long col)
{
	size_t	 i, n;

	for (i = 0; i < len; i += n)
		if ((n = nt_utf8_len((const unsigned char *)s + i,
		    len - i)) == 0) {
			if (!fr->utf8_warned)
				nt_gq_error(fr, NOTATION_ENCODING, line, col,
				    "invalid UTF-8 in %s (byte 0x%02x)", what,
				    (unsigned char)s[i]);
			fr->utf8_warned = 1;
			break;
		}
}

/*
 * A token that is not what the grammar (token.c) allows there: an error
 * quoting at most 40 of its bytes, then "is not" and what it should be.
 */
static int
nt_gq_refuse(struct gq *fr, const char *s, size_t len, const char *should,
    unsigned long line, unsigned long col)
{
	nt_gq_error(fr, NOTATION_SYNTAX, line, col, "'%.*s' is not %s",
	    (int)(len > 40 ? 40 : len), s, should);
	return -1;
}

int
nt_gq_tag(struct gq *fr, const char *name, size_t nlen, const char *v,
    size_t vlen, unsigned long line, unsigned long col)
{
	struct gq_ev	*e;
	size_t		 no, vo, at;
	int		 c;

	if (!nt_token_tag_name_ok(name, nlen))
		return nt_gq_refuse(fr, name, nlen, "a tag name: a letter, "
		    "then letters, digits and '_'", line, col);
	if (memchr(v, '\n', vlen) != NULL || memchr(v, '\r', vlen) != NULL) {
		nt_gq_error(fr, NOTATION_SYNTAX, line, col,
		    "the value of tag %.*s is not on one line", (int)nlen,
		    name);
		return -1;
	}
	if (memchr(v, '\0', vlen) != NULL) {
		/* Refused whole: a C string of it would end at the NUL. */
		nt_gq_error(fr, NOTATION_SYNTAX, line, col,
		    "NUL byte in the value of tag %.*s", (int)nlen, name);
		return -1;
	}
	at = 0;
	if ((c = nt_token_tag_control(v, vlen, &at)) > 0)
		nt_gq_error(fr, NOTATION_BAD_TAG, line, col, "control byte "
		    "0x%02x in the value of tag %.*s (kept as it is)", c,
		    (int)nlen, name);
	nt_gq_check(fr, v, vlen, "a tag value", line, col);
	if (nt_gq_text(fr, name, nlen, &no, line, col) != 0 ||
	    nt_gq_text(fr, v, vlen, &vo, line, col) != 0)
		return -1;
	if ((e = nt_gq_push(fr, NOTATION_EV_TAG, SEC_TAGS, line, col)) == NULL)
		return -1;
	e->name = no;
	e->ev.name_len = nlen;
	e->text = vo;
	e->ev.len = vlen;
	return 0;
}

/* A comment; with after_move, one that follows the last move. */
int
nt_gq_comment(struct gq *fr, const char *s, size_t len, int after_move,
    unsigned long line, unsigned long col)
{
	struct gq_ev	*e;
	size_t		 o;

	nt_gq_check(fr, s, len, "a comment", line, col);
	if (nt_gq_text(fr, s, len, &o, line, col) != 0 ||
	    (e = nt_gq_push(fr, NOTATION_EV_COMMENT, after_move ? SEC_MOVES :
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
static struct gq_ev *
nt_gq_token(struct gq *fr, enum notation_event_type type, int section,
    const char *s, size_t len, unsigned long line, unsigned long col)
{
	struct gq_ev	*e;
	size_t		 o;

	if (nt_gq_text(fr, s, len, &o, line, col) != 0 ||
	    (e = nt_gq_push(fr, type, section, line, col)) == NULL)
		return NULL;
	e->text = o;
	e->ev.len = len;
	return e;
}

int
nt_gq_move(struct gq *fr, const char *s, size_t len, unsigned long line,
    unsigned long col)
{
	struct gq_ev	*e;

	if (!nt_token_move_ok(s, len))
		return nt_gq_refuse(fr, s, len, "a move token: a letter, then "
		    "no blank and none of {}[]();\"", line, col);
	if ((e = nt_gq_token(fr, NOTATION_EV_MOVE, SEC_MOVES, s, len, line,
	    col)) == NULL)
		return -1;
	e->move = fr->nmoves++;
	return 0;
}

int
nt_gq_result(struct gq *fr, const char *s, size_t len, unsigned long line,
    unsigned long col)
{
	if (!nt_token_result_ok(s, len))
		return nt_gq_refuse(fr, s, len, "a result: '*', scores such "
		    "as 1-0, 0-1-0, 1/2-1/2, or 1", line, col);
	if (nt_gq_token(fr, NOTATION_EV_RESULT, SEC_RESULT, s, len, line,
	    col) == NULL)
		return -1;
	fr->has_result = 1;
	return 0;
}

static int
qev_cmp(const void *a, const void *b)
{
	const struct gq_ev	*x = a, *y = b;

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
void
nt_gq_finish(struct gq *fr, unsigned long line, unsigned long col)
{
	size_t	 i, n;

	if (!fr->failed && !fr->has_result)
		nt_gq_error(fr, NOTATION_MISSING_RESULT, line, col,
		    "the game has no result");
	if (fr->failed) {
		for (i = n = 0; i < fr->nq; i++)
			if (fr->q[i].sec <= SEC_DIAG)
				fr->q[n++] = fr->q[i];
		fr->nq = n;
	}
	qsort(fr->q, fr->nq, sizeof(fr->q[0]), qev_cmp);
	nt_gq_push(fr, NOTATION_EV_GAME_END, SEC_END, line, col);
}

/* The keys of a game, a bit each, so that none is given twice. */
static const char *const game_keys[] = { "tags", "comments", "moves",
    "result" };

int
nt_gq_game_key(struct gq *fr, const char *k, size_t len, unsigned long line,
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
	nt_gq_error(fr, NOTATION_SYNTAX, line, col, "%s key '%.*s' in a game: "
	    "expected tags, comments, moves and result", i < 4 ? "repeated" :
	    "unknown", (int)(len > 40 ? 40 : len), k);
	return -1;
}

/* The whole input is read. */
void
nt_gq_end_stream(struct gq *fr, struct gq_in *in)
{
	struct gq_ev	*e;

	nt_gq_begin(fr);
	if (in->ioerr != 0) {
		nt_gq_start(fr, in->line, in->col);
		nt_gq_error(fr, NOTATION_IO, in->line, in->col,
		    "read error: %s",
		    strerror(in->ioerr));
		nt_gq_finish(fr, in->line, in->col);
		in->ioerr = 0;
	}
	if ((e = nt_gq_push(fr, NOTATION_EV_END, SEC_END, in->line, in->col))
	    != NULL)
		e->ev.game = 0;
	fr->end_queued = 1;
}

/*
 * The event queue is allocated here, so that a game always has room for
 * its start, an error and its end (see nt_gq_push()).
 */
int
nt_gq_init(struct gq *fr)
{
	memset(fr, 0, sizeof(*fr));
	if ((fr->q = calloc(QUEUE_MIN, sizeof(*fr->q))) == NULL)
		return -1;
	fr->capq = QUEUE_MIN;
	return 0;
}

void
nt_gq_free(struct gq *fr)
{
	free(fr->q);
	notation_buf_free(&fr->arena);
}

void
nt_gq_reset(struct gq *fr)
{
	fr->nq = fr->qhead = 0;
	fr->game = 0;
	fr->end_queued = 0;
}

int
nt_gq_pending(const struct gq *fr)
{
	return fr->qhead < fr->nq;
}

int
nt_gq_next(struct gq *fr, struct notation_event *ev)
{
	struct gq_ev	*e;

	if (fr->qhead == fr->nq)
		return 0;
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
nt_gq_skip_game(struct gq *fr)
{
	size_t	 i;

	for (i = fr->qhead; i < fr->nq; i++)
		if (fr->q[i].ev.type == NOTATION_EV_GAME_END) {
			fr->qhead = i;
			return;
		}
}

/* ------------------------------------------------------------------ */
/* The entry points of a reader that reads a game whole               */

void *
nt_gq_reader_new(const struct gq_format *fmt)
{
	struct gq_reader	*gr;

	if ((gr = calloc(1, fmt->size)) == NULL)
		return NULL;
	if (nt_gq_init(&gr->g) == -1) {
		free(gr);
		return NULL;
	}
	gr->fmt = fmt;
	return gr;
}

void
nt_gq_reader_destroy(void *p)
{
	struct gq_reader	*gr = p;

	if (gr == NULL)
		return;
	if (gr->fmt->destroy != NULL)
		gr->fmt->destroy(gr);
	nt_gq_free(&gr->g);
	nt_gq_in_free(&gr->in);
	free(gr);
}

void
nt_gq_reader_start(void *p, struct reader_input *src)
{
	struct gq_reader	*gr = p;

	if (gr->fmt->start != NULL)
		gr->fmt->start(gr);
	nt_gq_in_start(&gr->in, src);
	nt_gq_reset(&gr->g);
	gr->g.file = src->name;
}

/* The next game is read only once the queue is empty. */
int
nt_gq_reader_next(void *p, struct notation_event *ev)
{
	struct gq_reader	*gr = p;

	if (!nt_gq_pending(&gr->g)) {
		if (gr->g.end_queued)
			return 0;
		if (!gr->in.started)
			nt_gq_in_bom(&gr->in);
		gr->fmt->read_game(gr);
	}
	return nt_gq_next(&gr->g, ev);
}

void
nt_gq_reader_skip_game(void *p)
{
	nt_gq_skip_game(&((struct gq_reader *)p)->g);
}

uint64_t
nt_gq_reader_offset(const void *p)
{
	return ((const struct gq_reader *)p)->in.off;
}
