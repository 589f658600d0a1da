/*
 * reader.c -- the streaming reader of game records: bytes in, events out
 * (spec/record-format.md).
 *
 * The lexer is written by hand around one read buffer.  Every scanner
 * starts at r->p, the first byte of the token at hand, and looks further
 * with plain pointer loops over a table of byte classes; only when it runs
 * off the end of the bytes at hand does it call fill(), which keeps the
 * bytes from r->p on, moves them to the front and reads the next chunk.
 * Scanners that may pass over a great many bytes they do not deliver (a
 * comment being skipped, the rest of a line) move r->p along with them,
 * so that the buffer never holds more than the longest token allowed.
 *
 * A call to notation_reader_next() runs one lexing step, which queues one
 * or a few events, and hands them out one per call.  A step never starts
 * while events are queued, so the text pointers of a handed-out event stay
 * valid until the next call, as notation.h promises.
 *
 * Comments and byte-order marks between games belong to the game that
 * follows them (spec "Game boundaries"), which is not known until its first
 * token is seen.  Rather than copy them aside, the reader remembers where
 * the first of them began (the "pending" region, kept in the buffer like a
 * token, at most MAX_TOKEN bytes) and, once the game starts, lexes that
 * region a second time, now inside the game.
 */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "notation.h"
#include "reader_int.h"

/*
 * The longest tag pair, comment body or token the reader will hold
 * (spec/record-format.md, "Limits").  Longer ones are reported and passed
 * over without being kept, so that no input makes the reader allocate
 * without bound.
 */
#define MAX_TOKEN	(1024 * 1024)
/* Bytes read from a stream at a time. */
#define CHUNK		(64 * 1024)
/* The read buffer never grows past the longest token plus some room. */
#define BUF_MAX		(MAX_TOKEN + 4 * CHUNK)
/* How much of a line inside a comment may be read as a tag pair opener. */
#define OPENER_LOOK	256
/* A lexing step queues at most four events; keep room to spare. */
#define QUEUE_LEN	8
/* Bytes of a bad token quoted in a message. */
#define QUOTE_MAX	32

/*
 * Byte classes, computed by the compiler.  C_WORD is every byte that can
 * continue a move token: not whitespace and not a delimiter.  C_TSTOP and
 * C_CSTOP end a run of ordinary bytes inside a tag value or a brace
 * comment.
 */
#define C_BLANK		0x01	/* space, tab */
#define C_NL		0x02	/* LF, CR */
#define C_WORD		0x04
#define C_TSTOP		0x08	/* " \ LF CR */
#define C_CSTOP		0x10	/* } LF CR */
#define C_ALPHA		0x20
#define C_DIGIT		0x40
#define C_NAME		0x80	/* letters, digits, underscore */

/* The token grammar's byte classes (internal.h, token.c). */
#define IS_DELIM(b)	TOKEN_DELIM(b)
#define IS_SPACE(b)	TOKEN_SPACE(b)
#define IS_ALPHA(b)	TOKEN_LETTER(b)
#define IS_DIGIT(b)	TOKEN_DIGIT(b)
#define CLASS(b) (							\
	((b) == ' ' || (b) == '\t' ? C_BLANK : 0) |			\
	((b) == '\n' || (b) == '\r' ? C_NL : 0) |			\
	(IS_SPACE(b) || IS_DELIM(b) ? 0 : C_WORD) |			\
	((b) == '"' || (b) == '\\' || (b) == '\n' || (b) == '\r' ?	\
	    C_TSTOP : 0) |						\
	((b) == '}' || (b) == '\n' || (b) == '\r' ? C_CSTOP : 0) |	\
	(IS_ALPHA(b) ? C_ALPHA : 0) |					\
	(IS_DIGIT(b) ? C_DIGIT : 0) |					\
	(TOKEN_NAME_BYTE(b) ? C_NAME : 0))
#define CLASS4(b)	CLASS(b), CLASS((b) + 1), CLASS((b) + 2), \
			CLASS((b) + 3)
#define CLASS16(b)	CLASS4(b), CLASS4((b) + 4), CLASS4((b) + 8), \
			CLASS4((b) + 12)
#define CLASS64(b)	CLASS16(b), CLASS16((b) + 16), CLASS16((b) + 32), \
			CLASS16((b) + 48)

static const uint8_t ctab[256] = {
	CLASS64(0), CLASS64(64), CLASS64(128), CLASS64(192)
};

#define CLS(c)		(ctab[(unsigned char)(c)])

enum state {
	ST_OUTSIDE = 0,	/* between games */
	ST_GAME,	/* inside a game, tag section or movetext */
	ST_SKIPLINE,	/* tag section error: skip the rest of the line */
	ST_SKIP,	/* skip to the end of the game, reporting nothing */
	ST_END		/* NOTATION_EV_END has been queued */
};

/* How a brace comment ended. */
enum brace_end {
	BRACE_CLOSED = 0,
	BRACE_TAGLINE,	/* unterminated: a line opening a tag pair */
	BRACE_EOF	/* unterminated: end of input */
};

/* What a token starting with a digit or '*' turned out to be. */
enum numres {
	NR_NUMBER = 0,
	NR_RESULT,
	NR_BADNUMBER,	/* digits and a wrong number of dots */
	NR_BAD,
	NR_LONG		/* longer than MAX_TOKEN */
};

struct slot {
	struct notation_event	 ev;
	struct notation_diag	 d;
};

struct notation_reader {
	char		*file;		/* for diagnostics; owned */
	struct fmt_reader *fmt;		/* YAML and JSON (reader_yaml.c) */

	/* Input. */
	FILE		*fp;		/* NULL for memory input */
	char		*own;		/* the read buffer for fp */
	size_t		 cap;
	const char	*buf;		/* own, or the caller's memory */
	const char	*p;		/* next byte to lex */
	const char	*end;		/* end of the bytes at hand */
	uint64_t	 base;		/* stream offset of buf[0] */
	int		 eof;		/* nothing more to read */
	int		 ioerr;		/* errno of a read error, or 0 */
	int		 started;	/* the leading BOM has been looked at */

	/* Position. */
	unsigned long	 line;
	uint64_t	 ls;		/* offset of the line's first byte */
	uint64_t	 crlf;		/* offset of an LF that ends a CRLF */
	int		 bol;		/* only blanks so far on this line */

	/* Game. */
	enum state	 state;
	unsigned long	 game;		/* index of the current game */
	int		 movetext;	/* the movetext has begun */
	int		 content;	/* a tag or movetext token seen */
	int		 warned;	/* invalid UTF-8 reported */
	int		 broken;	/* ended by an unterminated comment */
	int		 open;		/* the consumer is inside a game */
	int		 blank;		/* a blank line since the last token */
	int		 tokens;	/* a token (or a bad byte) in the game */
	int		 tagmove;	/* a tag pair or a move delivered */
	int		 skipped;	/* the consumer skipped the game */
	unsigned long	 nerr;		/* errors reported in the game */
	unsigned long	 sline;		/* where the game started */
	unsigned long	 scol;

	/* Comments between games, waiting for the game they precede. */
	int		 pending;
	int		 pend_lost;	/* too long to keep in the buffer */
	uint64_t	 pend_off;
	unsigned long	 pend_line;
	uint64_t	 pend_ls;
	uint64_t	 pend_crlf;
	int		 pend_bol;
	struct notation_diag pend_diag[2];
	int		 npend_diag;

	/* Where the last brace comment began. */
	unsigned long	 cline;
	unsigned long	 ccol;

	char		*scratch;	/* unescaped tag values */
	size_t		 scratch_cap;

	/*
	 * The first event of a lexing step goes straight into the caller's
	 * struct ('direct'), the rare others into the queue.
	 */
	struct notation_event *direct;
	struct notation_diag	 ddiag;		/* the direct event's */
	struct notation_diag	*cur_diag;	/* of the event just pushed */
	struct slot	 q[QUEUE_LEN];
	int		 qhead;
	int		 qtail;
};

static const char empty[] = "";

static inline uint64_t
off_of(const struct notation_reader *r, const char *q)
{
	return r->base + (uint64_t)(q - r->buf);
}

static inline const char *
ptr_of(const struct notation_reader *r, uint64_t off)
{
	return r->buf + (size_t)(off - r->base);
}

/* The column of q, which must be on the current line. */
static inline unsigned long
col_of(const struct notation_reader *r, const char *q)
{
	return (unsigned long)(off_of(r, q) - r->ls + 1);
}

/*
 * Count the line end at q (spec "Bytes and lines"): a CR ends a line, and
 * so does an LF unless it directly follows a CR.  Remembering where that
 * LF would be, rather than looking back, works across buffer refills.
 */
static inline void
newline(struct notation_reader *r, const char *q)
{
	uint64_t	 o = off_of(r, q);

	if (*q == '\r') {
		r->line++;
		r->crlf = o + 1;
	} else if (o != r->crlf)
		r->line++;
	r->ls = o + 1;
	r->bol = 1;
}

/* ------------------------------------------------------------------ */
/* Diagnostics and the event queue                                    */

static void
vdiag(const struct notation_reader *r, struct notation_diag *d,
    enum notation_code code, unsigned long line, unsigned long col,
    const char *fmt, va_list ap)
{
	memset(d, 0, sizeof(*d));
	d->code = code;
	d->severity = notation_code_severity(code);
	d->file = r->file;
	d->line = line;
	d->column = col;
	d->game = r->game;
	vsnprintf(d->message, sizeof(d->message), fmt, ap);
}

/*
 * A new event.  Its fields are set one by one rather than with memset:
 * this is the hot path, and a block clear followed by narrower stores
 * costs more than the stores alone.
 */
static struct notation_event *
push(struct notation_reader *r, enum notation_event_type type,
    unsigned long line, unsigned long col)
{
	struct notation_event	*ev;

	if ((ev = r->direct) != NULL) {
		r->direct = NULL;
		r->cur_diag = &r->ddiag;
	} else {
		ev = &r->q[r->qtail].ev;
		r->cur_diag = &r->q[r->qtail].d;
		r->qtail++;
	}
	ev->type = type;
	ev->line = line;
	ev->column = col;
	ev->game = r->game;
	ev->name = NULL;
	ev->name_len = 0;
	ev->text = NULL;
	ev->len = 0;
	ev->number = 0;
	ev->dots = 0;
	ev->comment_kind = 0;
	ev->diag = NULL;
	return ev;
}

static void
push_error(struct notation_reader *r, enum notation_code code,
    unsigned long line, unsigned long col, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

static void
push_error(struct notation_reader *r, enum notation_code code,
    unsigned long line, unsigned long col, const char *fmt, ...)
{
	struct notation_event	*ev;
	va_list			 ap;

	ev = push(r, NOTATION_EV_ERROR, line, col);
	ev->diag = r->cur_diag;
	va_start(ap, fmt);
	vdiag(r, r->cur_diag, code, line, col, fmt, ap);
	va_end(ap);
	if (r->cur_diag->severity == NOTATION_ERROR)
		r->nerr++;
}

static void
pend_error(struct notation_reader *r, enum notation_code code,
    unsigned long line, unsigned long col, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

/* Keep a diagnostic for the game that is yet to start. */
static void
pend_error(struct notation_reader *r, enum notation_code code,
    unsigned long line, unsigned long col, const char *fmt, ...)
{
	va_list	 ap;

	if (r->npend_diag == 2)
		return;
	va_start(ap, fmt);
	vdiag(r, &r->pend_diag[r->npend_diag++], code, line, col, fmt, ap);
	va_end(ap);
}

/* Write up to QUOTE_MAX bytes of s printably into out. */
static const char *
quote(char *out, size_t outsz, const char *s, size_t len)
{
	size_t		 i, o = 0;
	unsigned char	 c;

	for (i = 0; i < len && i < QUOTE_MAX && o + 5 < outsz; i++) {
		c = (unsigned char)s[i];
		if (c >= 0x20 && c < 0x7f)
			out[o++] = (char)c;
		else
			o += (size_t)snprintf(out + o, outsz - o, "\\x%02x", c);
	}
	if (i < len && o + 4 < outsz) {
		memcpy(out + o, "...", 3);
		o += 3;
	}
	out[o] = '\0';
	return out;
}

/*
 * The offset of the first byte of s that is not part of well-formed UTF-8
 * (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF),
 * or len if there is none.
 */
static size_t
utf8_bad(const unsigned char *s, size_t len)
{
	size_t		 i = 0, n, k;
	unsigned	 c;

	while (i < len) {
		c = s[i];
		if (c < 0x80) {
			i++;
			continue;
		}
		if (c >= 0xc2 && c <= 0xdf)
			n = 2;
		else if (c >= 0xe0 && c <= 0xef)
			n = 3;
		else if (c >= 0xf0 && c <= 0xf4)
			n = 4;
		else
			return i;
		if (len - i < n)
			return i;
		for (k = 1; k < n; k++)
			if ((s[i + k] & 0xc0) != 0x80)
				return i;
		if ((c == 0xe0 && s[i + 1] < 0xa0) ||
		    (c == 0xed && s[i + 1] > 0x9f) ||
		    (c == 0xf0 && s[i + 1] < 0x90) ||
		    (c == 0xf4 && s[i + 1] > 0x8f))
			return i;
		i += n;
	}
	return len;
}

/*
 * Report invalid UTF-8 in text (a tag value or a comment body that starts
 * at line, col), once per game: one warning says the game has a problem,
 * a thousand would bury everything else.
 */
static void
check_utf8(struct notation_reader *r, const char *text, size_t len,
    unsigned long line, unsigned long col, const char *what)
{
	size_t	 k, j;

	if (r->warned)
		return;
	if ((k = utf8_bad((const unsigned char *)text, len)) == len)
		return;
	r->warned = 1;
	for (j = 0; j < k; j++) {
		if (text[j] == '\r' || text[j] == '\n') {
			if (text[j] == '\r' && j + 1 < k && text[j + 1] == '\n')
				j++;
			line++;
			col = 1;
		} else
			col++;
	}
	push_error(r, NOTATION_ENCODING, line, col,
	    "invalid UTF-8 in %s (byte 0x%02x)", what,
	    (unsigned char)text[k]);
}

/* ------------------------------------------------------------------ */
/* Input                                                              */

/* Forget the comments waiting for the next game: there are too many. */
static void
pend_drop(struct notation_reader *r)
{
	r->pending = r->pend_lost = 0;
	if (r->npend_diag > 0 && r->pend_diag[0].code == NOTATION_LIMIT)
		return;
	pend_error(r, NOTATION_LIMIT, r->pend_line,
	    (unsigned long)(r->pend_off - r->pend_ls + 1),
	    "comments before the game longer than %d bytes; dropped",
	    MAX_TOKEN);
}

/*
 * The pending region is dropped when it grows past MAX_TOKEN, decided only
 * at fixed points (a comment or BOM starting or ending, a game starting)
 * so that the outcome does not depend on where the chunks of the input
 * happen to end: fill() merely stops keeping a region that is already too
 * long, and the next of these points drops it.
 */
static void
pend_check(struct notation_reader *r)
{
	if (r->pending && (r->pend_lost ||
	    off_of(r, r->p) - r->pend_off > MAX_TOKEN))
		pend_drop(r);
}

/*
 * Read more input, keeping the bytes from r->p on (and the pending region).
 * Returns 1 if bytes were added, 0 at the end of the input.
 */
static int
fill(struct notation_reader *r)
{
	const char	*keep;
	size_t		 po, used, room, n, ncap;
	char		*nb;

	if (r->eof)
		return 0;
	if (r->pending && off_of(r, r->p) - r->pend_off > MAX_TOKEN)
		r->pend_lost = 1;
	keep = r->p;
	if (r->pending && !r->pend_lost && ptr_of(r, r->pend_off) < keep)
		keep = ptr_of(r, r->pend_off);
	po = (size_t)(r->p - keep);
	used = (size_t)(r->end - keep);
	if (keep > r->buf) {
		memmove(r->own, keep, used);
		r->base += (uint64_t)(keep - r->buf);
	}
	room = r->cap - used;
	if (room < CHUNK / 2 && r->cap < BUF_MAX) {
		/* Only a long token gets here; grow by doubling. */
		ncap = r->cap * 2 > BUF_MAX ? BUF_MAX : r->cap * 2;
		if ((nb = realloc(r->own, ncap)) != NULL) {
			r->own = nb;
			r->cap = ncap;
			room = r->cap - used;
		}
	}
	r->buf = r->own;
	r->p = r->own + po;
	r->end = r->own + used;
	if (room == 0) {
		/* Cannot happen while the scanners keep to MAX_TOKEN. */
		r->ioerr = ENOMEM;
		r->eof = 1;
		return 0;
	}
	errno = 0;
	n = fread(r->own + used, 1, room, r->fp);
	r->end += n;
	if (n < room) {
		if (ferror(r->fp))
			r->ioerr = errno != 0 ? errno : EIO;
		r->eof = 1;
	}
	return n > 0;
}

/* The byte at r->p[i], reading more input if need be; -1 at the end. */
static int
peek_more(struct notation_reader *r, size_t i)
{
	while (i >= (size_t)(r->end - r->p))
		if (!fill(r))
			return -1;
	return (unsigned char)r->p[i];
}

static inline int
peek(struct notation_reader *r, size_t i)
{
	if (i < (size_t)(r->end - r->p))
		return (unsigned char)r->p[i];
	return peek_more(r, i);
}

/*
 * Read more input for a scanner standing at *q (not before r->p), which
 * follows the bytes when they move.  0 at the end of the input.
 */
static int
refill(struct notation_reader *r, const char **q)
{
	size_t	 i = (size_t)(*q - r->p);
	int	 c;

	c = peek(r, i);
	*q = r->p + i;
	return c >= 0;
}

/* ------------------------------------------------------------------ */
/* Game boundaries                                                    */

static void
start_game_at(struct notation_reader *r, unsigned long line,
    unsigned long col)
{
	r->game++;
	r->state = ST_GAME;
	r->movetext = r->content = r->warned = r->broken = 0;
	r->blank = r->tokens = r->tagmove = r->skipped = 0;
	r->nerr = 0;
	r->sline = line;
	r->scol = col;
	push(r, NOTATION_EV_GAME_START, line, col);
}

static void
start_game(struct notation_reader *r)
{
	start_game_at(r, r->line, col_of(r, r->p));
}

/*
 * End the game (spec "Game boundaries").  A game that delivered neither
 * a tag pair nor a move, and was not already reported, is bytes between
 * games that make no game: a result or move numbers alone.  It is an
 * error where it starts, so that it never counts as a valid game (spec
 * "Framing").
 */
static void
end_game(struct notation_reader *r)
{
	if (!r->tagmove && r->nerr == 0 && !r->skipped)
		push_error(r, NOTATION_SYNTAX, r->sline, r->scol,
		    "neither a tag pair nor a move: not a game");
	push(r, NOTATION_EV_GAME_END, r->line, col_of(r, r->p));
	r->state = ST_OUTSIDE;
}

/*
 * Recover from an error (spec "Recovery"): in the tag section skip the
 * rest of the line, in the movetext the rest of the game.
 */
static void
recover(struct notation_reader *r)
{
	r->tokens = 1;
	r->state = r->movetext ? ST_SKIP : ST_SKIPLINE;
}

/* Note a comment or BOM between games as the start of the pending region. */
static void
mark_pending(struct notation_reader *r)
{
	pend_check(r);
	if (r->pending)
		return;
	r->pending = 1;
	r->pend_lost = 0;
	r->pend_off = off_of(r, r->p);
	r->pend_line = r->line;
	r->pend_ls = r->ls;
	r->pend_crlf = r->crlf;
	r->pend_bol = r->bol;
}

/*
 * The first token of a game is at r->p.  Start the game there and, if
 * comments came before it, go back to lex them as part of it.
 */
static void
begin_game(struct notation_reader *r)
{
	struct notation_event	*ev;
	int			 i;

	pend_check(r);
	start_game(r);
	for (i = 0; i < r->npend_diag; i++) {
		r->pend_diag[i].game = r->game;
		ev = push(r, NOTATION_EV_ERROR, r->pend_diag[i].line,
		    r->pend_diag[i].column);
		*r->cur_diag = r->pend_diag[i];
		ev->diag = r->cur_diag;
	}
	r->npend_diag = 0;
	if (r->pending) {
		r->p = ptr_of(r, r->pend_off);
		r->line = r->pend_line;
		r->ls = r->pend_ls;
		r->crlf = r->pend_crlf;
		r->bol = r->pend_bol;
		r->pending = 0;
	}
}

static void
lex_eof(struct notation_reader *r)
{
	unsigned long	 col = col_of(r, r->p);

	if (r->ioerr != 0)
		push_error(r, NOTATION_IO, r->line, col, "read error: %s",
		    strerror(r->ioerr));
	if (r->state != ST_OUTSIDE) {
		/*
		 * No line end after the game's last token: the input was
		 * most likely cut off (spec "Truncated input").
		 */
		if (r->state != ST_SKIP && r->content && !r->broken &&
		    r->ioerr == 0 && !r->bol)
			push_error(r, NOTATION_TRUNCATED, r->line, col,
			    "the input ends inside the game (no result, no "
			    "line end after the last token): cut off?");
		else if (r->state != ST_SKIP && r->content && !r->broken &&
		    r->ioerr == 0)
			push_error(r, NOTATION_MISSING_RESULT, r->line, col,
			    "missing result at the end of the input");
		end_game(r);
	}
	push(r, NOTATION_EV_END, r->line, col)->game = 0;
	r->state = ST_END;
}

/* ------------------------------------------------------------------ */
/* Scanners                                                           */

/* Skip blanks and line ends. */
static inline void
skip_space(struct notation_reader *r)
{
	const char	*q = r->p, *end = r->end;
	uint8_t		 cls;

	while (q < end) {
		cls = CLS(*q);
		if (cls & C_BLANK)
			q++;
		else if (cls & C_NL) {
			/* A line end on a line of blanks: a blank line. */
			if (r->bol && !(*q == '\n' && off_of(r, q) == r->crlf))
				r->blank = 1;
			newline(r, q++);
		} else
			break;
	}
	r->p = q;
}

/* Pass over the rest of the line, keeping nothing. */
static void
skip_line(struct notation_reader *r)
{
	const char	*q = r->p;

	for (;;) {
		while (q < r->end && !(CLS(*q) & C_NL))
			q++;
		r->p = q;
		if (q < r->end || !refill(r, &q))
			break;
	}
	r->bol = 0;
}

/* Pass over a run of word bytes, keeping nothing. */
static void
skip_word(struct notation_reader *r)
{
	const char	*q = r->p;

	for (;;) {
		while (q < r->end && (CLS(*q) & C_WORD))
			q++;
		r->p = q;
		if (q < r->end || !refill(r, &q))
			break;
	}
	r->bol = 0;
}

/* Is there a byte-order mark at r->p? */
static int
at_bom(struct notation_reader *r)
{
	return peek(r, 0) == 0xef && peek(r, 1) == 0xbb && peek(r, 2) == 0xbf;
}

/* A leading BOM is not part of the text: line 1 starts after it. */
static void
start_stream(struct notation_reader *r)
{
	r->started = 1;
	if (at_bom(r)) {
		r->p += 3;
		r->ls = off_of(r, r->p);
	}
}

/*
 * A move token (spec "Movetext"): a letter and every byte after it up to
 * whitespace or a delimiter, delivered as it is.
 */
static void
lex_move(struct notation_reader *r)
{
	struct notation_event	*ev;
	const char		*q = r->p + 1, *end;
	unsigned long		 col = col_of(r, r->p);

	for (;;) {
		end = r->end;
		while (q < end && (CLS(*q) & C_WORD))
			q++;
		if ((size_t)(q - r->p) > MAX_TOKEN) {
			push_error(r, NOTATION_LIMIT, r->line, col,
			    "move token longer than %d bytes", MAX_TOKEN);
			r->movetext = 1;
			recover(r);
			return;
		}
		if (q < r->end || !refill(r, &q))
			break;
	}
	ev = push(r, NOTATION_EV_MOVE, r->line, col);
	ev->text = r->p;
	ev->len = (size_t)(q - r->p);
	r->p = q;
	r->bol = 0;
	r->movetext = r->content = r->tagmove = 1;
}

/*
 * A token starting with a digit or '*': a move number ("12.", "12..."),
 * a result ("*", "1-0", "1/2-1/2", "0-1-0-0") or a mistake.  Sets *len to
 * the bytes it covers (for a mistake, how far it got).
 */
static enum numres
scan_numres(struct notation_reader *r, size_t *len, unsigned long *num,
    int *over, int *dots)
{
	size_t		 i = 0, k;
	unsigned long	 n = 0, dig;
	struct token_result tr;
	int		 c;

	*over = 0;
	*dots = 0;
	while ((c = peek(r, i)) >= 0 && (CLS(c) & C_DIGIT)) {
		if (i >= MAX_TOKEN)
			return NR_LONG;
		dig = (unsigned long)(c - '0');
		if (n > (ULONG_MAX - dig) / 10) {
			*over = 1;
			n = ULONG_MAX;
		} else if (!*over)
			n = n * 10 + dig;
		i++;
	}
	if (c == '.') {
		for (k = 0; k < 4 && peek(r, i + k) == '.'; k++)
			continue;
		*len = i + k;
		*num = n;
		*dots = (int)k;
		return k == 1 || k == 3 ? NR_NUMBER : NR_BADNUMBER;
	}
	/*
	 * Not a move number: read it again as a result token, by the one
	 * grammar of results (token.c).
	 */
	nt_token_result_init(&tr);
	for (i = 0;; i++) {
		if (i >= MAX_TOKEN)
			return NR_LONG;
		if ((c = peek(r, i)) < 0 || !nt_token_result_step(&tr, c))
			break;
	}
	if (!nt_token_result_done(&tr)) {
		*len = i;
		return NR_BAD;
	}
	*len = i;
	c = peek(r, i);
	if (c >= 0 && (CLS(c) & C_WORD))
		return NR_BAD;
	return NR_RESULT;
}

/* The bad token at r->p, quoted for a message. */
static const char *
bad_token(struct notation_reader *r, char *out, size_t outsz)
{
	size_t	 i;
	int	 c;

	for (i = 0; i <= QUOTE_MAX; i++)
		if ((c = peek(r, i)) < 0 || !(CLS(c) & C_WORD))
			break;
	return quote(out, outsz, r->p, i);
}

/*
 * The common move number, "12." or "12..." with at most 9 digits and the
 * next byte at hand, read straight from the buffer.  0 if it is not that.
 */
static int
fast_number(const struct notation_reader *r, size_t *len, unsigned long *num,
    int *dots)
{
	const char	*q = r->p, *lim = r->p + 10;
	unsigned long	 n = 0;

	/* Ten digits and three dots and one more byte must be at hand. */
	if (r->end - q < 14)
		return 0;
	while (q < lim && (CLS(*q) & C_DIGIT))
		n = n * 10 + (unsigned long)(*q++ - '0');
	if (q == lim || *q != '.')
		return 0;
	if (q[1] != '.')
		*dots = 1;
	else if (q[2] == '.' && q[3] != '.')
		*dots = 3;
	else
		return 0;
	*len = (size_t)(q - r->p) + (size_t)*dots;
	*num = n;
	return 1;
}

/*
 * Digits alone, followed by whitespace, a delimiter or the end of the
 * input (spec "Tokens"): a move number missing its dot when a move comes
 * next (only whitespace between, within NUMBER_LOOK bytes).  Anything
 * else is left to scan_numres(), for which "1" is a result (of a game of
 * one player) and other digits alone a mistake.
 */
#define NUMBER_LOOK	256

static enum numres
scan_number(struct notation_reader *r, size_t *len, unsigned long *num,
    int *over, int *dots)
{
	size_t		 i = 0, j;
	unsigned long	 n = 0, dig;
	int		 c;

	*over = 0;
	while ((c = peek(r, i)) >= 0 && (CLS(c) & C_DIGIT)) {
		if (i >= MAX_TOKEN)
			return NR_BAD;
		dig = (unsigned long)(c - '0');
		if (n > (ULONG_MAX - dig) / 10) {
			*over = 1;
			n = ULONG_MAX;
		} else if (!*over)
			n = n * 10 + dig;
		i++;
	}
	if (i == 0 || (c >= 0 && (CLS(c) & C_WORD)))
		return NR_BAD;		/* not digits alone */
	*len = i;
	for (j = i; j < i + NUMBER_LOOK; j++)
		if ((c = peek(r, j)) < 0 || !IS_SPACE(c))
			break;
	if (c >= 0 && (CLS(c) & C_ALPHA)) {
		*num = n;
		*dots = 1;
		return NR_NUMBER;
	}
	return NR_BAD;
}

/*
 * Is the token at r->p the start of a move number or a result cut off by
 * the end of the input ("12..", "1-", "1/", "0-1/")?  A token that could
 * not grow into one ("2-0", "1-0x") is a mistake, however it ends.
 */
static int
cut_token(struct notation_reader *r)
{
	size_t	 i = 0, k;
	int	 c;

	while ((c = peek(r, i)) >= 0 && (CLS(c) & C_DIGIT))
		if (++i > MAX_TOKEN)
			return 0;
	if (c < 0)
		return 1;		/* "12", perhaps of "12." */
	if (c == '.') {
		for (k = 0; (c = peek(r, i + k)) == '.'; k++)
			continue;
		return c < 0 && k < 3;
	}
	/* A list of scores "0", "1", "1/N" joined by '-', cut anywhere. */
	for (i = 0;;) {
		if ((c = peek(r, i)) == '0')
			i++;
		else if (c == '1') {
			if ((c = peek(r, ++i)) == '/')
				while ((c = peek(r, ++i)) >= 0 &&
				    (CLS(c) & C_DIGIT))
					if (i > MAX_TOKEN)
						return 0;
		} else
			return c < 0;
		if ((c = peek(r, i)) != '-')
			return c < 0;
		i++;
	}
}

static void
lex_numres(struct notation_reader *r)
{
	struct notation_event	*ev;
	char			 qb[QUOTE_MAX * 4 + 8];
	unsigned long		 col = col_of(r, r->p), n = 0;
	size_t			 len = 0;
	int			 over = 0, dots = 0, nodot = 0;
	enum numres		 kind;

	if (fast_number(r, &len, &n, &dots))
		kind = NR_NUMBER;
	else if (*r->p != '*' &&
	    (kind = scan_number(r, &len, &n, &over, &dots)) != NR_BAD)
		nodot = kind == NR_NUMBER;
	else
		kind = scan_numres(r, &len, &n, &over, &dots);
	if (kind != NR_NUMBER && kind != NR_RESULT && cut_token(r)) {
		push_error(r, NOTATION_TRUNCATED, r->line, col,
		    "token '%s' cut off by the end of the input",
		    bad_token(r, qb, sizeof(qb)));
		recover(r);
		return;
	}
	switch (kind) {
	case NR_NUMBER:
		if (over)
			push_error(r, NOTATION_LIMIT, r->line, col,
			    "move number %s is too large", quote(qb,
			    sizeof(qb), r->p, nodot ? len : len - (size_t)dots));
		if (nodot) {
			quote(qb, sizeof(qb), r->p, len);
			push_error(r, NOTATION_MISSING_DOT, r->line, col,
			    "move number '%s' without its dot (read as %s.)",
			    qb, qb);
		}
		ev = push(r, NOTATION_EV_MOVE_NUMBER, r->line, col);
		ev->text = r->p;
		ev->len = len;
		ev->number = n;
		ev->dots = dots;
		r->p += len;
		r->bol = 0;
		r->movetext = r->content = 1;
		return;
	case NR_RESULT:
		ev = push(r, NOTATION_EV_RESULT, r->line, col);
		ev->text = r->p;
		ev->len = len;
		r->p += len;
		r->content = 1;
		end_game(r);
		return;
	case NR_BADNUMBER:
		push_error(r, NOTATION_SYNTAX, r->line, col,
		    "bad move number '%s': a move number ends in '.' or '...'",
		    bad_token(r, qb, sizeof(qb)));
		break;
	case NR_BAD:
		push_error(r, NOTATION_SYNTAX, r->line, col,
		    "bad token '%s': neither a move number nor a result",
		    bad_token(r, qb, sizeof(qb)));
		break;
	case NR_LONG:
		push_error(r, NOTATION_LIMIT, r->line, col,
		    "token longer than %d bytes", MAX_TOKEN);
		break;
	}
	recover(r);
}

/*
 * A tag pair (spec "Tag pairs"), on one line:
 *	'[' blanks Name blanks '"' value '"' blanks ']'
 * With emit off (skipping a game) it is only passed over.
 */
static void
lex_tag(struct notation_reader *r, int emit)
{
	struct notation_event	*ev;
	const char		*q, *value, *s;
	unsigned long		 col = col_of(r, r->p);
	size_t			 i = 1, name, nlen, v, vlen, at, bs = 0, k;
	size_t			 nesc = 0;
	char			*d;
	int			 c, c2, badesc = 0;
	const char		*msg;

	r->tokens = 1;
#define BLANKS() do {							\
	while ((c = peek(r, i)) == ' ' || c == '\t') {			\
		if (++i > MAX_TOKEN)					\
			goto toolong;					\
	}								\
} while (0)

	BLANKS();
	if (c < 0 || !(CLS(c) & C_ALPHA)) {
		at = i;
		msg = "a tag pair must start with a name";
		goto bad;
	}
	name = i;
	while ((c = peek(r, i)) >= 0 && (CLS(c) & C_NAME))
		if (++i > MAX_TOKEN)
			goto toolong;
	nlen = i - name;
	BLANKS();
	if (c != '"') {
		at = i;
		msg = c < 0 || (CLS(c) & C_NL) ?
		    "a tag pair needs a quoted value" :
		    "expected '\"' after the tag name";
		goto bad;
	}
	v = ++i;
	for (;;) {
		q = r->p + i;
		while (q < r->end && !(CLS(*q) & C_TSTOP))
			q++;
		i = (size_t)(q - r->p);
		if (i > MAX_TOKEN)
			goto toolong;
		if ((c = peek(r, i)) < 0 || (CLS(c) & C_NL)) {
			at = v - 1;
			msg = "unterminated tag value";
			goto bad;
		}
		if (c == '"')
			break;
		if (c == '\\') {
			c2 = peek(r, i + 1);
			if (c2 == '"' || c2 == '\\') {
				nesc++;
				i += 2;
				continue;
			}
			if (!badesc) {
				badesc = 1;
				bs = i;
			}
			i++;
		}
		/* Otherwise fresh bytes arrived: scan them. */
	}
	vlen = i - v;
	i++;
	BLANKS();
	if (c != ']') {
		at = i;
		msg = c < 0 || (CLS(c) & C_NL) ?
		    "missing ']' at the end of the tag pair" :
		    "expected ']' after the tag value";
		goto bad;
	}
	i++;
#undef BLANKS

	r->content = 1;
	if (!emit) {
		r->p += i;
		r->bol = 0;
		return;
	}
	value = r->p + v;
	check_utf8(r, value, vlen, r->line, col + v, "a tag value");
	if (badesc)
		push_error(r, NOTATION_BAD_TAG, r->line, col + bs,
		    "unknown escape '\\%c' in a tag value (kept as it is)",
		    r->p[bs + 1]);
	if (nesc > 0) {
		if (r->scratch_cap < vlen + 1) {
			if ((d = realloc(r->scratch, vlen + 1)) == NULL) {
				push_error(r, NOTATION_LIMIT, r->line, col,
				    "out of memory for a tag value");
				r->p += i;
				return;
			}
			r->scratch = d;
			r->scratch_cap = vlen + 1;
		}
		for (s = value, d = r->scratch, k = 0; k < vlen; k++) {
			if (s[k] == '\\' && k + 1 < vlen &&
			    (s[k + 1] == '"' || s[k + 1] == '\\'))
				k++;
			*d++ = s[k];
		}
		*d = '\0';
		vlen = (size_t)(d - r->scratch);
		value = r->scratch;
	}
	ev = push(r, NOTATION_EV_TAG, r->line, col);
	r->tagmove = 1;
	ev->name = r->p + name;
	ev->name_len = nlen;
	ev->text = value;
	ev->len = vlen;
	r->p += i;
	r->bol = 0;
	return;

bad:
	if (emit) {
		if (c < 0)
			push_error(r, NOTATION_TRUNCATED, r->line, col + at,
			    "%s (end of input)", msg);
		else
			push_error(r, NOTATION_SYNTAX, r->line, col + at,
			    "%s", msg);
		r->state = ST_SKIPLINE;
	} else
		skip_line(r);
	return;
toolong:
	if (emit) {
		push_error(r, NOTATION_LIMIT, r->line, col,
		    "tag pair longer than %d bytes", MAX_TOKEN);
		r->state = ST_SKIPLINE;
	} else
		skip_line(r);
}

/*
 * Inside a brace comment, does the line at r->p[i] open a tag pair?
 * '[' blanks Name blanks '"', within OPENER_LOOK bytes.
 */
static int
opens_tag(struct notation_reader *r, size_t i)
{
	size_t	 lim = i + OPENER_LOOK;
	int	 c;

	i++;
	while ((c = peek(r, i)) == ' ' || c == '\t')
		if (++i >= lim)
			return 0;
	if (c < 0 || !(CLS(c) & C_ALPHA))
		return 0;
	while ((c = peek(r, i)) >= 0 && (CLS(c) & C_NAME))
		if (++i >= lim)
			return 0;
	while ((c = peek(r, i)) == ' ' || c == '\t')
		if (++i >= lim)
			return 0;
	return c == '"';
}

/*
 * A brace comment (spec "Comments").  With emit on, its body becomes a
 * COMMENT event; with emit off, or once it is longer than MAX_TOKEN, it is
 * passed over without being kept.  *toolong tells the caller to report
 * the limit.  An unterminated comment ends at a line that opens a tag
 * pair (r->p is left at its '[') or at the end of the input.
 */
static enum brace_end
lex_brace(struct notation_reader *r, int emit, int *toolong)
{
	struct notation_event	*ev;
	const char		*q = r->p + 1;
	size_t			 i;
	int			 keep = emit, lbol = 0, c, k;

	r->cline = r->line;
	r->ccol = col_of(r, r->p);
	*toolong = 0;
	if (!keep)
		r->p = q;
	for (;;) {
		if (!lbol)
			while (q < r->end && !(CLS(*q) & C_CSTOP))
				q++;
		if (q >= r->end) {
			if (keep && (size_t)(q - r->p) - 1 > MAX_TOKEN) {
				keep = 0;
				*toolong = 1;
			}
			if (!keep)
				r->p = q;
			if (!refill(r, &q)) {
				r->p = q;
				return BRACE_EOF;
			}
			continue;
		}
		c = (unsigned char)*q;
		if (c == '}')
			break;
		if (c == '\n' || c == '\r') {
			newline(r, q++);
			lbol = 1;
			continue;
		}
		/* Only at the start of a line inside the comment. */
		if (c == ' ' || c == '\t') {
			q++;
			continue;
		}
		lbol = 0;
		if (c == '[') {
			/*
			 * The lookahead may read more input; keep the
			 * buffer within bounds by giving up on keeping an
			 * overlong body first.
			 */
			if (keep && (size_t)(q - r->p) - 1 > MAX_TOKEN) {
				keep = 0;
				*toolong = 1;
			}
			if (!keep)
				r->p = q;
			i = (size_t)(q - r->p);
			k = opens_tag(r, i);
			q = r->p + i;
			if (k) {
				r->p = q;
				r->bol = 1;
				return BRACE_TAGLINE;
			}
		}
		q++;
	}
	if (keep && (size_t)(q - r->p) - 1 > MAX_TOKEN) {
		keep = 0;
		*toolong = 1;
	}
	if (keep) {
		check_utf8(r, r->p + 1, (size_t)(q - r->p) - 1, r->cline,
		    r->ccol + 1, "a comment");
		ev = push(r, NOTATION_EV_COMMENT, r->cline, r->ccol);
		ev->text = r->p + 1;
		ev->len = (size_t)(q - r->p) - 1;
		ev->comment_kind = '{';
	}
	r->p = q + 1;
	r->bol = 0;
	return BRACE_CLOSED;
}

/* A ';' comment, to the end of the line; as lex_brace() otherwise. */
static void
lex_semi(struct notation_reader *r, int emit, int *toolong)
{
	struct notation_event	*ev;
	const char		*q = r->p + 1;
	unsigned long		 col = col_of(r, r->p);
	int			 keep = emit;

	*toolong = 0;
	if (!keep)
		r->p = q;
	for (;;) {
		while (q < r->end && !(CLS(*q) & C_NL))
			q++;
		if (keep && (size_t)(q - r->p) - 1 > MAX_TOKEN) {
			keep = 0;
			*toolong = 1;
		}
		if (!keep)
			r->p = q;
		if (q < r->end || !refill(r, &q))
			break;
	}
	if (keep) {
		check_utf8(r, r->p + 1, (size_t)(q - r->p) - 1, r->line,
		    col + 1, "a comment");
		ev = push(r, NOTATION_EV_COMMENT, r->line, col);
		ev->text = r->p + 1;
		ev->len = (size_t)(q - r->p) - 1;
		ev->comment_kind = ';';
	}
	r->p = q;
	r->bol = 0;
}

/* ------------------------------------------------------------------ */
/* The three places a token can be in                                 */

/*
 * An unterminated comment between games, which ended at a tag line
 * (r->p): a game from its '{' to that line, with the error and nothing
 * else.
 */
static void
junk_game(struct notation_reader *r)
{
	struct notation_event	*ev;
	int			 i;

	start_game_at(r, r->cline, r->ccol);
	for (i = 0; i < r->npend_diag; i++) {
		r->pend_diag[i].game = r->game;
		ev = push(r, NOTATION_EV_ERROR, r->pend_diag[i].line,
		    r->pend_diag[i].column);
		*r->cur_diag = r->pend_diag[i];
		ev->diag = r->cur_diag;
	}
	r->npend_diag = 0;
	push_error(r, NOTATION_SYNTAX, r->cline, r->ccol,
	    "unterminated comment");
	end_game(r);
}

static void
lex_outside(struct notation_reader *r, int c)
{
	int	 toolong;

	switch (c) {
	case '{':
		mark_pending(r);
		switch (lex_brace(r, 0, &toolong)) {
		case BRACE_TAGLINE:
			/*
			 * The comments cannot be replayed past the break,
			 * and the game at the tag line is not to pay for
			 * them (spec "Framing"): the comment is reported as
			 * a game of its own, which ends at the tag line.
			 */
			pend_check(r);
			r->pending = 0;
			junk_game(r);
			break;
		case BRACE_EOF:
			break;
		case BRACE_CLOSED:
			mark_pending(r);	/* only checks the length */
			break;
		}
		return;
	case ';':
		mark_pending(r);
		lex_semi(r, 0, &toolong);
		mark_pending(r);
		return;
	case 0xef:
		if (at_bom(r)) {
			mark_pending(r);
			r->p += 3;
			return;
		}
		break;
	}
	begin_game(r);
}

static void
lex_game(struct notation_reader *r, int c)
{
	unsigned long	 col;
	int		 toolong;

	if (CLS(c) & C_ALPHA) {
		lex_move(r);
		return;
	}
	if ((CLS(c) & C_DIGIT) || c == '*') {
		lex_numres(r);
		return;
	}
	col = col_of(r, r->p);
	switch (c) {
	case '[':
		if (!r->movetext && r->tokens && r->blank && r->bol) {
			/*
			 * A tag pair after a blank line, once the tag
			 * section has begun, starts the next game (spec
			 * "Game boundaries"): a tag section alone is a game.
			 */
			push_error(r, NOTATION_MISSING_RESULT, r->line, col,
			    "missing result before the next game's tags");
			end_game(r);
			start_game(r);
		} else if (!r->movetext)
			lex_tag(r, 1);
		else if (r->bol) {
			push_error(r, NOTATION_MISSING_RESULT, r->line, col,
			    "missing result before the next game's tags");
			end_game(r);
			start_game(r);
		} else {
			push_error(r, NOTATION_SYNTAX, r->line, col,
			    "unexpected '[' in the movetext (a tag pair must "
			    "start a line)");
			recover(r);
		}
		return;
	case '{':
		switch (lex_brace(r, 1, &toolong)) {
		case BRACE_CLOSED:
			if (toolong) {
				push_error(r, NOTATION_LIMIT, r->cline,
				    r->ccol, "comment longer than %d bytes",
				    MAX_TOKEN);
				recover(r);
			}
			break;
		case BRACE_TAGLINE:
			push_error(r, NOTATION_SYNTAX, r->cline, r->ccol,
			    "unterminated comment");
			end_game(r);
			start_game(r);
			break;
		case BRACE_EOF:
			push_error(r, NOTATION_TRUNCATED, r->cline, r->ccol,
			    "unterminated comment (end of input)");
			r->broken = 1;
			break;
		}
		return;
	case ';':
		lex_semi(r, 1, &toolong);
		if (toolong) {
			push_error(r, NOTATION_LIMIT, r->line, col,
			    "comment longer than %d bytes", MAX_TOKEN);
			recover(r);
		}
		return;
	case 0xef:
		if (at_bom(r)) {
			push_error(r, NOTATION_ENCODING, r->line, col,
			    "byte-order mark inside the text (ignored)");
			r->p += 3;
			return;
		}
		break;
	case '(':
	case ')':
		push_error(r, NOTATION_SYNTAX, r->line, col,
		    "unexpected '%c': variations are not supported", c);
		recover(r);
		return;
	case ']':
		push_error(r, NOTATION_SYNTAX, r->line, col,
		    "unexpected ']' outside a tag pair");
		recover(r);
		return;
	case '}':
		push_error(r, NOTATION_SYNTAX, r->line, col,
		    "unexpected '}' outside a comment");
		recover(r);
		return;
	case '"':
		push_error(r, NOTATION_SYNTAX, r->line, col,
		    "unexpected '\"' outside a tag pair");
		recover(r);
		return;
	case '%':
		push_error(r, NOTATION_SYNTAX, r->line, col,
		    "unexpected '%%' (an escape line has '%%' in column 1)");
		recover(r);
		return;
	case '$':
		push_error(r, NOTATION_SYNTAX, r->line, col,
		    "unexpected '$': annotation glyphs are not supported");
		recover(r);
		return;
	}
	if (c == 0)
		push_error(r, NOTATION_SYNTAX, r->line, col,
		    "unexpected NUL byte");
	else if (c > 0x20 && c < 0x7f)
		push_error(r, NOTATION_SYNTAX, r->line, col,
		    "unexpected '%c'", c);
	else
		push_error(r, NOTATION_SYNTAX, r->line, col,
		    "unexpected byte 0x%02x", c);
	recover(r);
}

/* Skipping the rest of a game: only its end matters. */
static void
lex_skip(struct notation_reader *r, int c)
{
	size_t		 len = 0;
	unsigned long	 n;
	int		 toolong, over, dots;

	switch (c) {
	case '[':
		if (r->bol && (r->movetext || (r->tokens && r->blank))) {
			end_game(r);
			start_game(r);
		} else if (!r->movetext)
			lex_tag(r, 0);
		else {
			r->p++;
			r->bol = 0;
		}
		return;
	case '{':
		if (lex_brace(r, 0, &toolong) == BRACE_TAGLINE) {
			end_game(r);
			start_game(r);
		}
		return;
	case ';':
		lex_semi(r, 0, &toolong);
		return;
	}
	if ((CLS(c) & C_DIGIT) || c == '*') {
		switch (scan_numres(r, &len, &n, &over, &dots)) {
		case NR_RESULT:
			/*
			 * The lone "1" of a one-player game ends only a game
			 * read normally: skipping, it is as likely a stray
			 * digit, and the next game's tags will end this one.
			 */
			if (len == 1 && peek(r, 0) == '1')
				break;
			r->p += len;
			end_game(r);
			return;
		case NR_NUMBER:
			r->p += len;
			r->bol = 0;
			r->movetext = 1;
			return;
		default:
			break;
		}
	}
	if (CLS(c) & C_WORD) {
		r->movetext = 1;
		skip_word(r);
	} else {
		r->p++;
		r->bol = 0;
	}
}

/* One lexing step: run until at least one event has been pushed. */
static void
lex(struct notation_reader *r)
{
	int	 c;

	if (!r->started)
		start_stream(r);
	for (;;) {
		if (r->state == ST_SKIPLINE) {
			skip_line(r);
			r->state = ST_GAME;
		}
		skip_space(r);
		if (r->p >= r->end) {
			if (fill(r))
				continue;
			lex_eof(r);
			return;
		}
		c = (unsigned char)*r->p;
		if (c == '%' && off_of(r, r->p) == r->ls) {
			/* An escape line (spec "Comments"). */
			skip_line(r);
			continue;
		}
		switch (r->state) {
		case ST_OUTSIDE:
			lex_outside(r, c);
			break;
		case ST_GAME:
			lex_game(r, c);
			break;
		case ST_SKIP:
			lex_skip(r, c);
			break;
		default:
			return;
		}
		/* A blank line counts until the next token, not a comment. */
		if (c != '{' && c != ';')
			r->blank = 0;
		if (r->direct == NULL)
			return;
	}
}

/* ------------------------------------------------------------------ */
/* The interface                                                      */

static void
reset(struct notation_reader *r)
{
	r->fp = NULL;
	r->buf = r->p = r->end = empty;
	r->base = 0;
	r->eof = 1;
	r->ioerr = 0;
	r->started = 0;
	r->line = 1;
	r->ls = 0;
	r->crlf = UINT64_MAX;
	r->bol = 1;
	r->state = ST_OUTSIDE;
	r->game = 0;
	r->movetext = r->content = r->warned = r->broken = r->open = 0;
	r->blank = r->tokens = r->tagmove = r->skipped = 0;
	r->nerr = 0;
	r->pending = r->pend_lost = 0;
	r->npend_diag = 0;
	r->qhead = r->qtail = 0;
}

notation_reader *
notation_reader_new(const char *file)
{
	notation_reader	*r;

	if ((r = calloc(1, sizeof(*r))) == NULL)
		return NULL;
	if ((file != NULL && (r->file = strdup(file)) == NULL) ||
	    (r->fmt = nt_fmt_reader_new(file)) == NULL) {
		free(r->file);
		free(r);
		return NULL;
	}
	reset(r);
	return r;
}

void
notation_reader_free(notation_reader *r)
{
	if (r == NULL)
		return;
	nt_fmt_reader_free(r->fmt);
	free(r->own);
	free(r->scratch);
	free(r->file);
	free(r);
}

void
notation_reader_set_file(notation_reader *r, FILE *fp)
{
	char	*nb;

	reset(r);
	nt_fmt_reader_input(r->fmt, fp, NULL, 0);
	if (r->own == NULL) {
		if ((nb = malloc(CHUNK)) == NULL) {
			/* Reported as a read error by the first next(). */
			r->ioerr = ENOMEM;
			return;
		}
		r->own = nb;
		r->cap = CHUNK;
	}
	r->fp = fp;
	r->buf = r->p = r->end = r->own;
	r->eof = 0;
}

void
notation_reader_set_buffer(notation_reader *r, const char *data, size_t len)
{
	reset(r);
	if (data != NULL) {
		r->buf = r->p = data;
		r->end = data + len;
	}
	nt_fmt_reader_input(r->fmt, NULL, data, len);
}

int
notation_reader_next(notation_reader *r, struct notation_event *ev)
{
	if (nt_fmt_reader_active(r->fmt))
		return nt_fmt_reader_next(r->fmt, ev);
	if (r->qhead < r->qtail)
		*ev = r->q[r->qhead++].ev;
	else {
		if (r->state == ST_END)
			return 0;
		r->qhead = r->qtail = 0;
		r->direct = ev;
		lex(r);
		r->direct = NULL;
	}
	if (ev->type == NOTATION_EV_GAME_START)
		r->open = 1;
	else if (ev->type == NOTATION_EV_GAME_END)
		r->open = 0;
	return 1;
}

void
notation_reader_skip_game(notation_reader *r)
{
	int	 i;

	if (nt_fmt_reader_active(r->fmt)) {
		nt_fmt_reader_skip_game(r->fmt);
		return;
	}
	if (!r->open)
		return;
	/* If the game's end is already queued, only drop what comes first. */
	for (i = r->qhead; i < r->qtail; i++)
		if (r->q[i].ev.type == NOTATION_EV_GAME_END) {
			r->qhead = i;
			return;
		}
	r->qhead = r->qtail = 0;
	r->skipped = 1;
	if (r->state == ST_GAME || r->state == ST_SKIPLINE)
		r->state = ST_SKIP;
}

uint64_t
notation_reader_offset(const notation_reader *r)
{
	if (nt_fmt_reader_active(r->fmt))
		return nt_fmt_reader_offset(r->fmt);
	return off_of(r, r->p);
}

/* The YAML and JSON reader, for notation_reader_set_format(). */
struct fmt_reader *
nt_reader_fmt(notation_reader *r)
{
	return r->fmt;
}

const char *
notation_reader_file(const notation_reader *r)
{
	return r->file;
}
