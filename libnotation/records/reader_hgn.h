/*
 * reader_hgn.h -- what the three files of the text reader share, in two
 * parts, bottom up.  The first is the reader's state, its input and its
 * diagnostics, which reader_hgn_io.c (the read buffer, the event queue's
 * slow side, diagnostics) defines and all three use.  The second is the
 * lexer's: the byte classes and the token scanners that reader_hgn_lex.c
 * defines for reader_hgn.c (game boundaries, which token comes where,
 * the entry points).  reader_hgn_io.c needs nothing of the second part,
 * and no file calls up into one above it.
 */
#ifndef NOTATION_READER_HGN_H
#define NOTATION_READER_HGN_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "records/records.h"
#include "notation.h"
#include "records/reader_int.h"

/* ------------------------------------------------------------------ */
/* The reader, its input and diagnostics (reader_hgn_io.c)            */

/*
 * The longest tag pair, comment body or token the reader will hold
 * (spec/record-format.md, "Limits").  Longer ones are reported and passed
 * over without being kept, so that no input makes the reader allocate
 * without bound.
 */
#define MAX_TOKEN	NT_TOKEN_MAX	/* reader_int.h */
/* Bytes read from a stream at a time. */
#define CHUNK		NT_READ_CHUNK
/*
 * The block a stream is read in (stdio's buffer of a file): reads end on
 * one (nt_hgn_fill()), and the buffer holds a chunk and the bytes kept
 * from the last with a block to spare.
 */
#define READ_BLOCK	4096
/* The read buffer never grows past the longest token plus some room. */
#define BUF_MAX		(MAX_TOKEN + 4 * CHUNK)
/* A lexing step queues at most four events; keep room to spare. */
#define QUEUE_LEN	8
/* Bytes of a bad token quoted in a message. */
#define QUOTE_MAX	32

enum state {
	ST_OUTSIDE = 0,	/* between games */
	ST_GAME,	/* inside a game, tag section or movetext */
	ST_SKIPLINE,	/* tag section error: skip the rest of the line */
	ST_SKIP,	/* skip to the end of the game, reporting nothing */
	ST_END		/* NOTATION_EV_END has been queued */
};

struct slot {
	struct notation_event	 ev;
	struct notation_diag	 d;
};

struct hgn_reader {
	const char	*file;		/* the input's name (its own) */

	/* Input. */
	struct reader_input *src;	/* the input; its fp NULL for memory */
	char		*own;		/* the read buffer for fp */
	size_t		 cap;
	const char	*buf;		/* own, or the caller's memory */
	const char	*p;		/* next byte to lex */
	const char	*end;		/* end of the bytes at hand */
	uintptr_t	 fast_lim;	/* the last r->p of the one look */
	uint64_t	 base;		/* stream offset of buf[0] */
	int		 eof;		/* nothing more to read */
	int		 ioerr;		/* errno of a read error, or 0 */
	int		 started;	/* the leading BOM has been looked at */

	/* Position. */
	unsigned long	 line;
	uint64_t	 ls;		/* offset of the line's first byte */
	/*
	 * Where buf[ls - base - 1] would lie, as a number, so that a
	 * column is one subtraction (col_of()); set_colz() after ls, buf
	 * or base change.
	 */
	uintptr_t	 colz;
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
	int		 hasmove;	/* a move delivered */
	int		 startag;	/* its Result tag is "*" */
	int		 mvcut;		/* the last move ran to the input's end */
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

	/*
	 * PDN (reader_pdn.c): a variation in parentheses is a comment
	 * (spec/conversion.md, "PDN"); set by the PDN class after start.
	 */
	int		 pdn;
	int		 ellipsis_taken;	/* by "12. ...": Black's */

	/* Where the last brace comment began. */
	unsigned long	 cline;
	unsigned long	 ccol;
	/*
	 * The last one, unterminated at the end of the input, has a blank
	 * line after its last text: where a --pipe block ends, before what
	 * would have been a tag line (spec "Comments").
	 */
	int		 cblank;

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

/*
 * The movetext's common token is read where FAST_ROOM bytes follow its
 * start (reader_hgn.c, fast_token()), by one look at sixteen bytes where
 * sixteen more do.
 */
#define FAST_ROOM	64
#define FAST_LOOK	(FAST_ROOM + 16)

/*
 * Set r->fast_lim after r->end changes: fast_token() looks at r->p at
 * once where r->p is not past it (FAST_LOOK bytes at hand).
 */
static inline void
set_lim(struct hgn_reader *r)
{
	r->fast_lim = r->end - r->buf >= FAST_LOOK ?
	    (uintptr_t)r->end - FAST_LOOK : 0;
}

static inline uint64_t
off_of(const struct hgn_reader *r, const char *q)
{
	return r->base + (uint64_t)(q - r->buf);
}

static inline const char *
ptr_of(const struct hgn_reader *r, uint64_t off)
{
	return r->buf + (size_t)(off - r->base);
}

/*
 * A new event.  Its fields are set one by one rather than with memset:
 * this is the hot path, and a block clear followed by narrower stores
 * costs more than the stores alone.
 */
static inline struct notation_event *
push(struct hgn_reader *r, enum notation_event_type type,
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

void	nt_hgn_push_error(struct hgn_reader *r, enum notation_code code,
	    unsigned long line, unsigned long col, const char *fmt, ...)
	    __attribute__((format(printf, 5, 6)));
/* Keep a diagnostic for the game that is yet to start. */
void	nt_hgn_pend_error(struct hgn_reader *r, enum notation_code code,
	    unsigned long line, unsigned long col, const char *fmt, ...)
	    __attribute__((format(printf, 5, 6)));
/* Write up to QUOTE_MAX bytes of s printably into out. */
const char *nt_hgn_quote(char *out, size_t outsz, const char *s, size_t len);
/*
 * Report invalid UTF-8 in text (a tag value or a comment body that
 * starts at line, col), once per game.
 */
void	nt_hgn_check_utf8(struct hgn_reader *r, const char *text, size_t len,
	    unsigned long line, unsigned long col, const char *what);
/* Forget the comments waiting for the next game: there are too many. */
void	nt_hgn_pend_drop(struct hgn_reader *r);
/* Drop the pending region if it has grown past MAX_TOKEN. */
void	nt_hgn_pend_check(struct hgn_reader *r);
/* Read more input, keeping the bytes from r->p on; 0 at the end. */
int	nt_hgn_fill(struct hgn_reader *r);
/* The byte at r->p[i], reading more input if need be; -1 at the end. */
int	nt_hgn_peek_more(struct hgn_reader *r, size_t i);
/* Read more for a scanner standing at *q, which follows the bytes. */
int	nt_hgn_refill(struct hgn_reader *r, const char **q);

static inline int
peek(struct hgn_reader *r, size_t i)
{
	if (i < (size_t)(r->end - r->p))
		return (unsigned char)r->p[i];
	return nt_hgn_peek_more(r, i);
}

/* ------------------------------------------------------------------ */
/* The lexer (reader_hgn_lex.c), for the framing (reader_hgn.c)       */


/* What follows a PDN ellipsis j bytes on (nt_hgn_after_ellipsis()). */
#define ELLIPSIS_END	0
#define ELLIPSIS_NUMBER	1
#define ELLIPSIS_MOVE	2
int	nt_hgn_after_ellipsis(struct hgn_reader *, size_t j);
/* How much of a line inside a comment may be read as a tag pair opener. */
#define OPENER_LOOK	256
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

/* The token grammar's byte classes (base/base.h, token.c). */
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

/*
 * The common move number at q, "12." or "12..." with at most 9 digits and
 * the next byte at hand, read straight from the buffer: 1 with its
 * length, value and dots, else 0.  The lexer tries it first
 * (nt_hgn_lex_numres()), and the movetext's own path (fast_token()) reads
 * a number with it alone.
 */
static inline int
nt_hgn_fast_number(const char *q, const char *end, size_t *len,
    unsigned long *num, int *dots)
{
	const char	*p = q, *lim = q + 10;
	unsigned long	 n = 0;

	/* Ten digits and three dots and one more byte must be at hand. */
	if (end - q < 14)
		return 0;
	while (p < lim && (CLS(*p) & C_DIGIT))
		n = n * 10 + (unsigned long)(*p++ - '0');
	if (p == lim || *p != '.')
		return 0;
	if (p[1] != '.')
		*dots = 1;
	else if (p[2] == '.' && p[3] != '.')
		*dots = 3;
	else
		return 0;
	*len = (size_t)(p - q) + (size_t)*dots;
	*num = n;
	return 1;
}

/* The column of q, which must be on the current line. */
static inline unsigned long
col_of(const struct hgn_reader *r, const char *q)
{
	return (unsigned long)((uintptr_t)q - r->colz);
}

static inline void
set_colz(struct hgn_reader *r)
{
	r->colz = (uintptr_t)r->buf - (uintptr_t)r->base + (uintptr_t)r->ls -
	    1;
}

/*
 * Count the line end at q (spec "Bytes and lines"): a CR ends a line, and
 * so does an LF unless it directly follows a CR.  Remembering where that
 * LF would be, rather than looking back, works across buffer refills.
 */
static inline void
newline(struct hgn_reader *r, const char *q)
{
	uint64_t	 o = off_of(r, q);

	if (*q == '\r') {
		r->line++;
		r->crlf = o + 1;
	} else if (o != r->crlf)
		r->line++;
	r->ls = o + 1;
	r->colz = (uintptr_t)q;
	r->bol = 1;
}

#if defined(__SSE2__)
/*
 * The bytes of x that may end a word, a bit each: every blank and
 * delimiter (TOKEN_SPACE, TOKEN_DELIM) and a few other bytes, which the
 * caller tells apart by the class table.  Three tests: the bytes up to
 * ',' (0x2c: the four blanks, '"', '(' and ')' among them, no letter,
 * digit or '-'), and, with the bits 0x60 set, '{' (';', '[' and '{') and
 * '}' (']' and '}').
 */
static inline unsigned
stop_bits(__m128i x)
{
	__m128i		 y, m;

	y = _mm_or_si128(x, _mm_set1_epi8(0x60));
	m = _mm_or_si128(_mm_cmpeq_epi8(y, _mm_set1_epi8('{')),
	    _mm_cmpeq_epi8(y, _mm_set1_epi8('}')));
	m = _mm_or_si128(m, _mm_cmpeq_epi8(_mm_subs_epu8(x,
	    _mm_set1_epi8(0x2c)), _mm_setzero_si128()));
	return (unsigned)_mm_movemask_epi8(m);
}
#endif

/*
 * The end of a word that starts before t: the first byte from t that
 * is a blank or a delimiter (not C_WORD), or lim.  With SSE2, sixteen
 * bytes a look (stop_bits()), no branch a byte, whose exit the processor
 * guesses poorly where moves are 5, 6 or 7 bytes long; a byte that only
 * may end the word is looked up.  Reads no byte at or after 'room',
 * which lim does not pass.
 */
static inline const char *
word_end(const char *t, const char *lim, const char *room)
{
#if defined(__SSE2__)
	const char	*u;
	unsigned	 bits;

	for (; room - t >= 16; t += 16) {
		bits = stop_bits(_mm_loadu_si128((const __m128i *)
		    (const void *)t));
		for (; bits != 0; bits &= bits - 1) {
			u = t + __builtin_ctz(bits);
			if (!(CLS(*u) & C_WORD))
				return u < lim ? u : lim;
		}
	}
#endif
	while (t < lim && (CLS(*t) & C_WORD))
		t++;
	return t < lim ? t : lim;
}

/*
 * Pass over the blanks (space, tab) from q: with SSE2, sixteen bytes a
 * look where sixteen are at hand.
 */
static inline const char *
skip_blanks(const char *q, const char *end)
{
#if defined(__SSE2__)
	__m128i		 x;
	unsigned	 bits;

	while (end - q >= 16) {
		x = _mm_loadu_si128((const __m128i *)(const void *)q);
		bits = (unsigned)_mm_movemask_epi8(_mm_or_si128(
		    _mm_cmpeq_epi8(x, _mm_set1_epi8(' ')),
		    _mm_cmpeq_epi8(x, _mm_set1_epi8('\t')))) ^ 0xffff;
		if (bits != 0)
			return q + __builtin_ctz(bits);
		q += 16;
	}
#endif
	while (q < end && (CLS(*q) & C_BLANK))
		q++;
	return q;
}

/*
 * The common tag pair at p, a '[': all of it within TAG_LOOK bytes at hand
 * (end), on one line,
 *	'[' blanks Name blanks '"' value '"' blanks ']'
 * its value printable ASCII without an escape.  Where the pair is of that
 * kind, its name and value in *t and the byte after its ']'; else NULL.
 * The reader (nt_hgn_fast_tag()) and the checker's run of the tag lines
 * (check.c) read the pair by it, so that they take the same pairs.
 */
#define TAG_LOOK	256

struct nt_tag {
	const char	*name;
	const char	*value;
	size_t		 nlen;
	size_t		 vlen;
};

/*
 * A tag pair's say on the game's Result: 1 for a Result tag of "*", 0
 * for one of another value, -1 for a pair of another name (the reader's
 * startag, and the checker's tag lines, check.c).
 */
static inline NT_ALWAYS_INLINE int
nt_hgn_startag(const char *name, size_t nlen, const char *value,
    size_t vlen)
{
	if (nlen != 6 || memcmp(name, "Result", 6) != 0)
		return -1;
	return vlen == 1 && *value == '*';
}

#if defined(__SSE2__)
/*
 * The bytes of x that are no name's (C_NAME: letters, digits and '_'), a
 * bit each: x | 0x20 - 'a' is at most 25 for a letter only (bytes above
 * 0x7f stay above), x - '0' at most 9 for a digit.
 */
static inline unsigned
not_name_bits(__m128i x)
{
	__m128i		 a, d;

	a = _mm_sub_epi8(_mm_or_si128(x, _mm_set1_epi8(0x20)),
	    _mm_set1_epi8('a'));
	d = _mm_sub_epi8(x, _mm_set1_epi8('0'));
	return (unsigned)_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(
	    _mm_cmpeq_epi8(_mm_min_epu8(a, _mm_set1_epi8(25)), a),
	    _mm_cmpeq_epi8(_mm_min_epu8(d, _mm_set1_epi8(9)), d)),
	    _mm_cmpeq_epi8(x, _mm_set1_epi8('_')))) ^ 0xffff;
}
#endif

static inline NT_ALWAYS_INLINE const char *
nt_hgn_scan_tag(const char *p, const char *end, struct nt_tag *t)
{
	const char	*q = p + 1, *lim, *name, *value;
#if defined(__SSE2__)
	unsigned	 bits;
#endif

	lim = end - p > TAG_LOOK ? p + TAG_LOOK : end;
	while (q < lim && (CLS(*q) & C_BLANK))
		q++;
	if (q == lim || !(CLS(*q) & C_ALPHA))
		return NULL;
	name = q;
#if defined(__SSE2__)
	/* Most often the name's end among the sixteen bytes from its start. */
	if (lim - q >= 16 && (bits = not_name_bits(_mm_loadu_si128(
	    (const __m128i *)(const void *)q))) != 0)
		q += __builtin_ctz(bits);
	else
#endif
	for (q++; q < lim && (CLS(*q) & C_NAME); q++)
		;
	t->name = name;
	t->nlen = (size_t)(q - name);
	while (q < lim && (CLS(*q) & C_BLANK))
		q++;
	if (q == lim || *q != '"')
		return NULL;
	value = ++q;
#if defined(__SSE2__)
	/* Sixteen bytes a look: below ' ' or above '~' (signed), '"', '\\'. */
	for (; lim - q >= 16; q += 16) {
		__m128i	 x = _mm_loadu_si128((const __m128i *)(const void *)q);

		bits = (unsigned)_mm_movemask_epi8(_mm_or_si128(
		    _mm_or_si128(_mm_cmplt_epi8(x, _mm_set1_epi8(0x20)),
		    _mm_cmpeq_epi8(x, _mm_set1_epi8(0x7f))),
		    _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('"')),
		    _mm_cmpeq_epi8(x, _mm_set1_epi8('\\')))));
		if (bits != 0) {
			q += __builtin_ctz(bits);
			break;
		}
	}
#endif
	for (; q < lim && (unsigned char)(*q - 0x20) < 0x5f && *q != '"' &&
	    *q != '\\'; q++)
		;
	if (q == lim || *q != '"')
		return NULL;
	t->value = value;
	t->vlen = (size_t)(q - value);
	for (q++; q < lim && (CLS(*q) & C_BLANK); q++)
		;
	if (q == lim || *q != ']')
		return NULL;
	return q + 1;
}

/*
 * The event of a token of the movetext's own path (reader_hgn.c,
 * fast_token()), from q to t, and the state after it: push()'s and the
 * lexer's, without the queue.
 */
static inline int
fast_event(struct hgn_reader *r, struct notation_event *ev,
    enum notation_event_type type, const char *q, const char *t,
    unsigned long n, int dots)
{
	ev->type = type;
	ev->line = r->line;
	ev->column = col_of(r, q);
	ev->game = r->game;
	ev->name = NULL;
	ev->name_len = 0;
	ev->text = q;
	ev->len = (size_t)(t - q);
	ev->number = n;
	ev->dots = dots;
	ev->comment_kind = 0;
	ev->diag = NULL;
	r->p = t;
	r->movetext = r->content = 1;
	r->blank = 0;
	return 1;
}

static inline int
fast_move(struct hgn_reader *r, struct notation_event *ev, const char *q,
    const char *t)
{
	r->mvcut = 0;
	r->tagmove = r->hasmove = 1;
	return fast_event(r, ev, NOTATION_EV_MOVE, q, t, 0, 0);
}

/*
 * Recover from an error (spec "Recovery"): in the tag section skip the
 * rest of the line, in the movetext the rest of the game.
 */
static inline void
recover(struct hgn_reader *r)
{
	r->tokens = 1;
	r->state = r->movetext ? ST_SKIP : ST_SKIPLINE;
}

/* Pass over the bytes whose class has a bit of cls (in set) or none. */
void	nt_hgn_skip_class(struct hgn_reader *r, uint8_t cls, int in);
/* Pass over the rest of the line. */
void	nt_hgn_skip_line(struct hgn_reader *r);
/* A move token at r->p. */
void	nt_hgn_lex_move(struct hgn_reader *r);
/*
 * A move number or a result at r->p (a digit or '*'): 1 when it was a
 * result, which ends the game (the caller ends it), else 0.
 */
int	nt_hgn_lex_numres(struct hgn_reader *r);
/* What the token at r->p (a digit or '*' first) is; its length in *len. */
enum numres nt_hgn_scan_numres(struct hgn_reader *r, size_t *len,
	    unsigned long *num, int *over, int *dots);
/* A tag pair at r->p; with emit off only passed over. */
void	nt_hgn_lex_tag(struct hgn_reader *r, int emit);
/*
 * The common tag pair at r->p, its event pushed: 1, or 0 with nothing
 * read (nt_hgn_lex_tag() reads it then).
 */
int	nt_hgn_fast_tag(struct hgn_reader *r);
/*
 * A brace comment or a ';' comment at r->p; with emit off only passed
 * over.  *toolong is set when its body was longer than MAX_TOKEN.
 */
enum brace_end nt_hgn_lex_brace(struct hgn_reader *r, int emit,
	    int *toolong);
void	nt_hgn_lex_semi(struct hgn_reader *r, int emit, int *toolong);
/*
 * A PDN variation at r->p, '(' to its matching ')', nested ones and brace
 * comments within: a comment of its text, parentheses included; or a
 * numeric annotation glyph, "$3", a comment of its own.
 */
void	nt_hgn_lex_variation(struct hgn_reader *r);
/*
 * Text that is not records at r->p (a NUL byte or a UTF-16 byte-order
 * mark at the start of a line): pass over it, every line that holds a
 * NUL byte.  1 when it ends at a tag pair that starts the next line (or
 * stands right after its last NUL: the line begins there), else 0.
 */
int	nt_hgn_skip_binary(struct hgn_reader *r);

#endif /* NOTATION_READER_HGN_H */
