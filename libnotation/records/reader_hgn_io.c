/*
 * reader_hgn_io.c -- the text reader's lowest part: diagnostics, and the
 * read buffer that keeps the token at hand (and the comments waiting for
 * their game) while the next chunk of a stream comes in.  The lexer
 * (reader_hgn_lex.c) and the framing (reader_hgn.c) lie above it; it
 * uses only the first part of reader_hgn.h.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "records/reader_hgn.h"

/* ------------------------------------------------------------------ */
/* Diagnostics and the event queue                                    */

void
nt_hgn_push_error(struct hgn_reader *r, enum notation_code code,
    unsigned long line, unsigned long col, const char *fmt, ...)
{
	struct notation_event	*ev;
	va_list			 ap;

	ev = push(r, NOTATION_EV_ERROR, line, col);
	ev->diag = r->cur_diag;
	va_start(ap, fmt);
	nt_diag_vfill(r->cur_diag, code, r->file, r->game, line, col, 0, fmt,
	    ap);
	va_end(ap);
	if (r->cur_diag->severity == NOTATION_ERROR)
		r->nerr++;
}

/* Keep a diagnostic for the game that is yet to start. */
void
nt_hgn_pend_error(struct hgn_reader *r, enum notation_code code,
    unsigned long line, unsigned long col, const char *fmt, ...)
{
	va_list	 ap;

	if (r->npend_diag == 2)
		return;
	va_start(ap, fmt);
	nt_diag_vfill(&r->pend_diag[r->npend_diag++], code, r->file, r->game,
	    line, col, 0, fmt, ap);
	va_end(ap);
}

/* Write up to QUOTE_MAX bytes of s printably into out. */
const char *
nt_hgn_quote(char *out, size_t outsz, const char *s, size_t len)
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
 * Report invalid UTF-8 in text (a tag value or a comment body that starts
 * at line, col), once per game: one warning says the game has a problem,
 * a thousand would bury everything else.
 */
void
nt_hgn_check_utf8(struct hgn_reader *r, const char *text, size_t len,
    unsigned long line, unsigned long col, const char *what)
{
	size_t	 k, j;

	if (r->warned)
		return;
	if ((k = nt_utf8_span((const unsigned char *)text, len)) == len)
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
	nt_hgn_push_error(r, NOTATION_ENCODING, line, col,
	    "invalid UTF-8 in %s (byte 0x%02x)", what,
	    (unsigned char)text[k]);
}

/* ------------------------------------------------------------------ */
/* Input                                                              */

/* Forget the comments waiting for the next game: there are too many. */
void
nt_hgn_pend_drop(struct hgn_reader *r)
{
	r->pending = r->pend_lost = 0;
	if (r->npend_diag > 0 && r->pend_diag[0].code == NOTATION_LIMIT)
		return;
	nt_hgn_pend_error(r, NOTATION_LIMIT, r->pend_line,
	    (unsigned long)(r->pend_off - r->pend_ls + 1),
	    "comments before the game longer than %d bytes; dropped",
	    MAX_TOKEN);
}

/*
 * The pending region is dropped when it grows past MAX_TOKEN, decided only
 * at fixed points (a comment or BOM starting or ending, a game starting)
 * so that the outcome does not depend on where the chunks of the input
 * happen to end: nt_hgn_fill() merely stops keeping a region that is
 * already too long, and the next of these points drops it.
 */
void
nt_hgn_pend_check(struct hgn_reader *r)
{
	if (r->pending && (r->pend_lost ||
	    off_of(r, r->p) - r->pend_off > MAX_TOKEN))
		nt_hgn_pend_drop(r);
}

/*
 * Read more input, keeping the bytes from r->p on (and the pending region).
 * Returns 1 if bytes were added, 0 at the end of the input.
 */
int
nt_hgn_fill(struct hgn_reader *r)
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
	set_colz(r);
	r->p = r->own + po;
	r->end = r->own + used;
	set_lim(r);
	if (room == 0) {
		/* Cannot happen while the scanners keep to MAX_TOKEN. */
		r->ioerr = ENOMEM;
		r->eof = 1;
		return 0;
	}
	/*
	 * End the read where the stream's blocks end: stdio then reads the
	 * rest of its buffer and whole blocks in one read(2), where a
	 * request that ends inside a block costs a second read of a block.
	 */
	if (room > 2 * READ_BLOCK)
		room -= (size_t)((off_of(r, r->end) + room) % READ_BLOCK);
	n = nt_reader_input_read(r->src, r->own + used, room);
	r->end += n;
	set_lim(r);
	if (n < room) {
		r->ioerr = r->src->ioerr;
		r->eof = 1;
	}
	return n > 0;
}

/* The byte at r->p[i], reading more input if need be; -1 at the end. */
int
nt_hgn_peek_more(struct hgn_reader *r, size_t i)
{
	while (i >= (size_t)(r->end - r->p))
		if (!nt_hgn_fill(r))
			return -1;
	return (unsigned char)r->p[i];
}


/*
 * Read more input for a scanner standing at *q (not before r->p), which
 * follows the bytes when they move.  0 at the end of the input.
 */
int
nt_hgn_refill(struct hgn_reader *r, const char **q)
{
	size_t	 i = (size_t)(*q - r->p);
	int	 c;

	c = peek(r, i);
	*q = r->p + i;
	return c >= 0;
}

/* ------------------------------------------------------------------ */
/* The checker's run of the movetext (records.h, nt_reader_run())      */

/* A run of the checker's from where the reader stands (records.h). */
static inline NT_ALWAYS_INLINE int
run_begin(const struct hgn_reader *r, struct nt_run *run)
{
	run->p = r->p;
	run->end = r->end;
	run->line = r->line;
	run->colz = r->colz;
	run->lf = NULL;
	return 1;
}

/*
 * The reader where a run left it; its line too where the run passed a
 * line end, counted as newline() counts an LF.  Whether it passed one.
 */
static inline NT_ALWAYS_INLINE int
run_leave(struct hgn_reader *r, const struct nt_run *run)
{
	r->p = run->p;
	if (run->lf == NULL)
		return 0;
	r->line = run->line;
	r->ls = off_of(r, run->lf) + 1;
	r->colz = (uintptr_t)run->lf;
	return 1;
}

/*
 * Only right after a move of the game's movetext, with nothing queued: the
 * flags that a move or a move number of the movetext's own path sets
 * (fast_event(), fast_move()) are set then, and the bytes at hand hold
 * something after the move (r->mvcut is 0).  So the tokens of a run
 * change no more of the reader than where it stands and its line.
 */
int
nt_hgn_run(void *p, struct nt_run *run)
{
	struct hgn_reader	*r = p;

	if (r->qhead != r->qtail || r->state != ST_GAME || r->bol ||
	    r->pdn || !r->movetext || !r->hasmove || r->mvcut || r->blank)
		return 0;
	return run_begin(r, run);
}

/* A line end passed is counted as newline() counts an LF after a token. */
void
nt_hgn_run_end(void *p, const struct nt_run *run)
{
	run_leave(p, run);
}

/* ------------------------------------------------------------------ */
/* The checker's run of the tag section (records.h, nt_reader_tags())  */

/*
 * Only right after a tag pair, with nothing queued and not at a line's
 * start (where hgn_next() takes its own path, fast_token()), and where a
 * tag pair at the next line's start is the tag section's (fast_tag() in
 * reader_hgn.c: no move and no blank line before it).
 */
int
nt_hgn_tags(void *p, struct nt_run *run)
{
	struct hgn_reader	*r = p;

	if (r->qhead != r->qtail || r->state != ST_GAME || r->bol ||
	    r->movetext || (r->tokens && r->blank))
		return 0;
	return run_begin(r, run);
}

/*
 * The state nt_hgn_fast_tag() leaves after a pair, and the line end
 * before it counted as newline() counts an LF that follows no CR: the
 * byte before it is a blank or the ']' of a pair.
 */
void
nt_hgn_tags_end(void *p, const struct nt_run *run, int startag)
{
	struct hgn_reader	*r = p;

	if (!run_leave(r, run))
		return;
	r->tokens = r->content = r->tagmove = 1;
	r->blank = r->bol = 0;
	if (startag >= 0)
		r->startag = startag;
}
