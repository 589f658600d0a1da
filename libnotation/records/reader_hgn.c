/*
 * reader_hgn.c -- the reader of the text format: bytes in, events out
 * (spec/record-format.md).  The front (reader.c) reaches it through
 * nt_reader_hgn_class alone.  This file is the framing: where games
 * begin and end, which token may come where, and the entry points; the
 * tokens are scanned in reader_hgn_lex.c, and the input and diagnostics
 * are reader_hgn_io.c's, each below the one before (reader_hgn.h).
 *
 * The lexer is written by hand around one read buffer.  Every scanner
 * starts at r->p, the first byte of the token at hand, and looks further
 * with plain pointer loops over a table of byte classes; only when it runs
 * off the end of the bytes at hand does it call nt_hgn_fill(), which keeps
 * the bytes from r->p on, moves them to the front and reads the next
 * chunk.
 * Scanners that may pass over a great many bytes they do not deliver (a
 * comment being skipped, the rest of a line) move r->p along with them,
 * so that the buffer never holds more than the longest token allowed.
 *
 * A call to notation_reader_next() runs one lexing step, which queues one
 * or a few events, and hands them out one per call.  A step never starts
 * while events are queued, so the text pointers of a handed-out event stay
 * valid until the next call, as notation.h promises.  The movetext's
 * common tokens, a move or a move number in the middle of a line, skip
 * the step: fast_token() reads them where they lie.
 *
 * Comments and byte-order marks between games belong to the game that
 * follows them (spec "Game boundaries"), which is not known until its first
 * token is seen.  Rather than copy them aside, the reader remembers where
 * the first of them began (the "pending" region, kept in the buffer like a
 * token, at most MAX_TOKEN bytes) and, once the game starts, lexes that
 * region a second time, now inside the game.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "records/reader_hgn.h"

static const char empty[] = "";

/* ------------------------------------------------------------------ */
/* Game boundaries                                                    */

static void
start_game_at(struct hgn_reader *r, unsigned long line,
    unsigned long col)
{
	r->game++;
	r->state = ST_GAME;
	r->movetext = r->content = r->warned = r->broken = 0;
	r->blank = r->tokens = r->tagmove = r->skipped = 0;
	r->hasmove = r->startag = r->ellipsis_taken = 0;
	r->nerr = 0;
	r->sline = line;
	r->scol = col;
	push(r, NOTATION_EV_GAME_START, line, col);
}

static void
start_game(struct hgn_reader *r)
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
end_game(struct hgn_reader *r)
{
	if (!r->tagmove && r->nerr == 0 && !r->skipped)
		nt_hgn_push_error(r, NOTATION_SYNTAX, r->sline, r->scol,
		    "neither a tag pair nor a move: not a game");
	push(r, NOTATION_EV_GAME_END, r->line, col_of(r, r->p));
	r->state = ST_OUTSIDE;
}

/* Note a comment or BOM between games as the start of the pending region. */
static void
mark_pending(struct hgn_reader *r)
{
	nt_hgn_pend_check(r);
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

/* The diagnostics kept for the game that has just started go into it. */
static void
flush_pend_diag(struct hgn_reader *r)
{
	struct notation_event	*ev;
	int			 i;

	for (i = 0; i < r->npend_diag; i++) {
		r->pend_diag[i].game = r->game;
		ev = push(r, NOTATION_EV_ERROR, r->pend_diag[i].line,
		    r->pend_diag[i].column);
		*r->cur_diag = r->pend_diag[i];
		ev->diag = r->cur_diag;
	}
	r->npend_diag = 0;
}

/*
 * The first token of a game is at r->p.  Start the game there and, if
 * comments came before it, go back to lex them as part of it.
 */
static void
begin_game(struct hgn_reader *r)
{
	nt_hgn_pend_check(r);
	start_game(r);
	flush_pend_diag(r);
	if (r->pending) {
		r->p = ptr_of(r, r->pend_off);
		r->line = r->pend_line;
		r->ls = r->pend_ls;
		set_colz(r);
		r->crlf = r->pend_crlf;
		r->bol = r->pend_bol;
		r->pending = 0;
	}
}

/*
 * The input ends inside a game that has no result (spec "Truncated
 * input").  With no line end after its last token, or with moves and
 * neither a blank line after them nor a Result tag of "*" (a game in
 * progress), it was most likely cut off; else the result is only missing,
 * as it always is in PDN, whose last game needs none.
 */
static void
end_of_input(struct hgn_reader *r, unsigned long col)
{
	/* PDN's grammar ends its last game with a result or nothing. */
	if (r->pdn)
		nt_hgn_push_error(r, NOTATION_MISSING_RESULT, r->line, col,
		    "missing result at the end of the input");
	else if (!r->bol)
		nt_hgn_push_error(r, NOTATION_TRUNCATED, r->line, col,
		    "the input ends inside the game (no result, no line end "
		    "after the last token): cut off?");
	else if (r->hasmove && !r->blank && !r->startag)
		nt_hgn_push_error(r, NOTATION_TRUNCATED, r->line, col,
		    "the input ends after the game's moves (no result, no "
		    "blank line after them): cut off?");
	else
		nt_hgn_push_error(r, NOTATION_MISSING_RESULT, r->line, col,
		    "missing result at the end of the input");
}

static void
lex_eof(struct hgn_reader *r)
{
	unsigned long	 col = col_of(r, r->p);

	if (r->ioerr != 0)
		nt_hgn_push_error(r, NOTATION_IO, r->line, col,
		    "read error: %s",
		    strerror(r->ioerr));
	if (r->state != ST_OUTSIDE) {
		if (r->state != ST_SKIP && r->content && !r->broken &&
		    r->ioerr == 0)
			end_of_input(r, col);
		end_game(r);
	}
	push(r, NOTATION_EV_END, r->line, col)->game = 0;
	r->state = ST_END;
}

/* ------------------------------------------------------------------ */
/* Blanks and the byte-order mark                                     */

/* Skip blanks and line ends. */
static inline void
skip_space(struct hgn_reader *r)
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

/* Is there a byte-order mark at r->p? */
static int
at_bom(struct hgn_reader *r)
{
	return peek(r, 0) == 0xef && peek(r, 1) == 0xbb && peek(r, 2) == 0xbf;
}

/* A leading BOM is not part of the text: line 1 starts after it. */
static void
start_stream(struct hgn_reader *r)
{
	r->started = 1;
	if (at_bom(r)) {
		r->p += 3;
		r->ls = off_of(r, r->p);
		set_colz(r);
	}
}

/* ------------------------------------------------------------------ */
/* The three places a token can be in                                 */

/*
 * An unterminated comment between games, which ended at a tag line
 * (r->p): a game from its '{' to that line, with the error and nothing
 * else.
 */
static void
junk_game(struct hgn_reader *r)
{
	start_game_at(r, r->cline, r->ccol);
	flush_pend_diag(r);
	nt_hgn_push_error(r, NOTATION_SYNTAX, r->cline, r->ccol,
	    "unterminated comment");
	end_game(r);
}

static void
lex_outside(struct hgn_reader *r, int c)
{
	int	 toolong;

	switch (c) {
	case '{':
		mark_pending(r);
		switch (nt_hgn_lex_brace(r, 0, &toolong)) {
		case BRACE_TAGLINE:
			/*
			 * The comments cannot be replayed past the break,
			 * and the game at the tag line is not to pay for
			 * them (spec "Framing"): the comment is reported as
			 * a game of its own, which ends at the tag line.
			 */
			nt_hgn_pend_check(r);
			r->pending = 0;
			junk_game(r);
			break;
		case BRACE_EOF:
			/* Before a tag line it would be junk: so it is. */
			if (r->cblank) {
				nt_hgn_pend_check(r);
				r->pending = 0;
				junk_game(r);
			}
			break;
		case BRACE_CLOSED:
			mark_pending(r);	/* only checks the length */
			break;
		}
		return;
	case ';':
		mark_pending(r);
		nt_hgn_lex_semi(r, 0, &toolong);
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

/* What a printable byte that starts no token is taken for, if anything. */
static const char *
unexpected_why(int c)
{
	switch (c) {
	case '(':
	case ')':
		return ": variations are not supported";
	case ']':
	case '"':
		return " outside a tag pair";
	case '}':
		return " outside a comment";
	case '%':
		return " (an escape line has '%' in column 1)";
	case '$':
		return ": annotation glyphs are not supported";
	default:
		return "";
	}
}

/*
 * Does a tag pair at r->p start the next game (spec "Game boundaries")?
 * At the start of a line, once the movetext has begun, or after a blank
 * line once the tag section has.
 */
static int
tags_end_game(const struct hgn_reader *r)
{
	return r->bol && (r->movetext || (r->tokens && r->blank));
}

static void
lex_game(struct hgn_reader *r, int c)
{
	unsigned long	 col;
	int		 toolong, ell;

	if (CLS(c) & C_ALPHA) {
		nt_hgn_lex_move(r);
		return;
	}
	if ((CLS(c) & C_DIGIT) || c == '*') {
		if (nt_hgn_lex_numres(r))
			end_game(r);
		return;
	}
	col = col_of(r, r->p);
	switch (c) {
	case '[':
		if (tags_end_game(r)) {
			/* A tag section alone is a game. */
			nt_hgn_push_error(r, NOTATION_MISSING_RESULT, r->line,
			    col, "%s", NT_MSG_NO_RESULT_BEFORE_TAGS);
			end_game(r);
			start_game(r);
		} else if (!r->movetext)
			nt_hgn_lex_tag(r, 1);
		else {
			nt_hgn_push_error(r, NOTATION_SYNTAX, r->line, col,
			    "unexpected '[' in the movetext (a tag pair must "
			    "start a line)");
			recover(r);
		}
		return;
	case '(':
	case '$':
		if (!r->pdn)
			break;
		nt_hgn_lex_variation(r);
		return;
	case '.':
		/*
		 * PDN's ellipsis, "...", in place of a move the record
		 * does not give ("77. ... *"): passed over.  Moves after
		 * it cannot be replayed, unless the move number before it
		 * took it as the first player's ("1. ... 35-40").
		 */
		if (!r->pdn || (ell = nt_hgn_after_ellipsis(r, 0)) < 0)
			break;
		if (ell != ELLIPSIS_END && !r->ellipsis_taken)
			nt_hgn_push_error(r, NOTATION_SYNTAX, r->line, col,
			    "'...' stands for a move the record does not "
			    "give, and moves follow it: they cannot be "
			    "replayed");
		r->ellipsis_taken = 0;
		r->p += 3;
		return;
	case '{':
		switch (nt_hgn_lex_brace(r, 1, &toolong)) {
		case BRACE_CLOSED:
			if (toolong) {
				nt_hgn_push_error(r, NOTATION_LIMIT, r->cline,
				    r->ccol, "comment longer than %d bytes",
				    MAX_TOKEN);
				recover(r);
			}
			break;
		case BRACE_TAGLINE:
			nt_hgn_push_error(r, NOTATION_SYNTAX, r->cline, r->ccol,
			    "unterminated comment");
			end_game(r);
			start_game(r);
			break;
		case BRACE_EOF:
			/*
			 * A blank line after its text: the input was cut
			 * where a tag line would end it, as a --pipe block
			 * is, and it reads as it does before that line.
			 */
			if (r->cblank)
				nt_hgn_push_error(r, NOTATION_SYNTAX, r->cline,
				    r->ccol, "unterminated comment");
			else
				nt_hgn_push_error(r, NOTATION_TRUNCATED,
				    r->cline, r->ccol,
				    "unterminated comment (end of input)");
			r->broken = 1;
			break;
		}
		return;
	case ';':
		nt_hgn_lex_semi(r, 1, &toolong);
		if (toolong) {
			nt_hgn_push_error(r, NOTATION_LIMIT, r->line, col,
			    "comment longer than %d bytes", MAX_TOKEN);
			recover(r);
		}
		return;
	case 0xef:
		if (at_bom(r)) {
			nt_hgn_push_error(r, NOTATION_ENCODING, r->line, col,
			    "byte-order mark inside the text (ignored)");
			r->p += 3;
			return;
		}
		break;
	}
	if (c == 0)
		nt_hgn_push_error(r, NOTATION_SYNTAX, r->line, col,
		    "unexpected NUL byte");
	else if (c > 0x20 && c < 0x7f)
		nt_hgn_push_error(r, NOTATION_SYNTAX, r->line, col,
		    "unexpected '%c'%s", c, unexpected_why(c));
	else
		nt_hgn_push_error(r, NOTATION_SYNTAX, r->line, col,
		    "unexpected byte 0x%02x", c);
	recover(r);
}

/* Skipping the rest of a game: only its end matters. */
static void
lex_skip(struct hgn_reader *r, int c)
{
	size_t		 len = 0;
	unsigned long	 n;
	int		 toolong, over, dots;

	switch (c) {
	case '[':
		if (tags_end_game(r)) {
			end_game(r);
			start_game(r);
		} else if (!r->movetext)
			nt_hgn_lex_tag(r, 0);
		else {
			r->p++;
			r->bol = 0;
		}
		return;
	case '{':
		if (nt_hgn_lex_brace(r, 0, &toolong) == BRACE_TAGLINE) {
			end_game(r);
			start_game(r);
		}
		return;
	case ';':
		nt_hgn_lex_semi(r, 0, &toolong);
		return;
	}
	if ((CLS(c) & C_DIGIT) || c == '*') {
		switch (nt_hgn_scan_numres(r, &len, &n, &over, &dots)) {
		case NR_RESULT:
			/*
			 * The lone "1" or "0" of a one-player game ends only
			 * a game read normally: skipping, it is as likely a
			 * stray digit, and the next game's tags will end
			 * this one.
			 */
			if (len == 1 && (peek(r, 0) == '1' || peek(r, 0) == '0'))
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
		nt_hgn_skip_class(r, C_WORD, 1);	/* the rest of a word */
	} else {
		r->p++;
		r->bol = 0;
	}
}

/* A NUL byte or a UTF-16 byte-order mark at the start of a line? */
static int
at_binary(struct hgn_reader *r, int c)
{
	if (!r->bol)
		return 0;
	return c == 0 || (c == 0xff && peek(r, 1) == 0xfe) ||
	    (c == 0xfe && peek(r, 1) == 0xff);
}

/*
 * Text that is not records (UTF-16, binary data) is reported where it is
 * and takes no neighbour with it (spec "Framing").  Between games it is a
 * game of its own, an error and nothing else, like an unterminated
 * comment; inside a game it is the game's error.  Either way the game
 * ends where the text does, if a tag pair starts the next line there;
 * else it goes on as after any syntax error.
 */
static void
not_records(struct hgn_reader *r)
{
	unsigned long	 line = r->line, col = col_of(r, r->p);
	int		 tagline;

	if (r->state == ST_OUTSIDE) {
		nt_hgn_pend_check(r);
		r->pending = 0;
		start_game_at(r, line, col);
		flush_pend_diag(r);
	}
	tagline = nt_hgn_skip_binary(r);
	if (r->state == ST_GAME) {
		nt_hgn_push_error(r, NOTATION_SYNTAX, line, col,
		    "text that is not records (NUL bytes: UTF-16?) up to "
		    "line %lu", r->line);
		r->tokens = 1;
		if (r->movetext)
			r->state = ST_SKIP;
	}
	if (tagline)
		end_game(r);
}

/* One lexing step: run until at least one event has been pushed. */
static void
lex(struct hgn_reader *r)
{
	int	 c;

	if (!r->started)
		start_stream(r);
	for (;;) {
		if (r->state == ST_SKIPLINE) {
			nt_hgn_skip_line(r);
			r->state = ST_GAME;
		}
		skip_space(r);
		if (r->p >= r->end) {
			if (nt_hgn_fill(r))
				continue;
			lex_eof(r);
			return;
		}
		c = (unsigned char)*r->p;
		if (c == '%' && off_of(r, r->p) == r->ls) {
			/* An escape line (spec "Comments"). */
			nt_hgn_skip_line(r);
			continue;
		}
		if (at_binary(r, c)) {
			not_records(r);
			if (r->direct == NULL)
				return;
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
/* The entry point                                                    */

static void
reset(struct hgn_reader *r)
{
	r->src = NULL;
	r->buf = r->p = r->end = empty;
	set_lim(r);
	r->base = 0;
	r->eof = 1;
	r->ioerr = 0;
	r->started = 0;
	r->line = 1;
	r->ls = 0;
	set_colz(r);
	r->crlf = UINT64_MAX;
	r->bol = 1;
	r->state = ST_OUTSIDE;
	r->game = 0;
	r->movetext = r->content = r->warned = r->broken = r->open = 0;
	r->blank = r->tokens = r->tagmove = r->skipped = 0;
	r->hasmove = r->startag = r->mvcut = 0;
	r->nerr = 0;
	r->pending = r->pend_lost = 0;
	r->npend_diag = 0;
	r->qhead = r->qtail = 0;
}

static void *
hgn_create(void)
{
	struct hgn_reader	*r;

	if ((r = calloc(1, sizeof(*r))) == NULL)
		return NULL;
	reset(r);
	return r;
}

static void
hgn_destroy(void *p)
{
	struct hgn_reader	*r = p;

	if (r == NULL)
		return;
	free(r->own);
	free(r->scratch);
	free(r);
}

/*
 * A stream is read into the reader's own buffer; a memory buffer is
 * lexed where it lies.
 */
static void
hgn_start(void *p, struct reader_input *src)
{
	struct hgn_reader	*r = p;
	char			*nb;

	reset(r);
	r->src = src;
	r->file = src->name;
	if (src->fp == NULL) {
		if (src->mem != NULL) {
			r->buf = r->p = src->mem;
			r->end = src->mem + src->memlen;
			set_lim(r);
			set_colz(r);
		}
		return;
	}
	if (r->own == NULL) {
		if ((nb = malloc(CHUNK + READ_BLOCK)) == NULL) {
			/* Reported as a read error by the first next(). */
			r->ioerr = ENOMEM;
			return;
		}
		r->own = nb;
		r->cap = CHUNK + READ_BLOCK;
	}
	r->buf = r->p = r->end = r->own;
	set_lim(r);
	set_colz(r);
	r->eof = 0;
}

/*
 * The common token of the movetext, read straight from the buffer: a move
 * or a move number ("12." or "12...") after the blanks of a line that
 * already had a token, or first on the next line after such a line's LF,
 * with FAST_ROOM bytes at hand.  The event and the state are what lex()
 * would leave; the checks it makes first (an escape or binary text at a
 * line's start, a blank line, the buffer's end, the state, other bytes)
 * cannot apply there, and a number of PDN, whose ellipsis may follow it,
 * is left to it too; where the next token is not one of those, the
 * lexing step reads it (next_event()).  One event of three on its own
 * path is a third of the reader's time.
 */
/* A move number at q, FAST_ROOM bytes at hand; 0 if not of the fast kind. */
static inline int
fast_number(struct hgn_reader *r, struct notation_event *ev, const char *q)
{
	size_t		 len;
	unsigned long	 n = 0;
	int		 dots = 0;

	if (r->pdn || !nt_hgn_fast_number(q, r->end, &len, &n, &dots))
		return 0;
	return fast_event(r, ev, NOTATION_EV_MOVE_NUMBER, q, q + len, n,
	    dots);
}

/*
 * The token at q, after the blanks, FAST_ROOM bytes at hand or not: 1
 * with its event, else 0 (nothing read).
 */
static inline int
fast_at(struct hgn_reader *r, struct notation_event *ev, const char *q)
{
	const char	*t;

	if (r->end - q < FAST_ROOM)
		return 0;
	if (CLS(*q) & C_ALPHA) {
		t = word_end(q + 1, q + FAST_ROOM - 4, q + FAST_ROOM);
		if (t == q + FAST_ROOM - 4)
			return 0;
		return fast_move(r, ev, q, t);
	}
	if (CLS(*q) & C_DIGIT)
		return fast_number(r, ev, q);
	return 0;
}

static int	next_event(struct hgn_reader *, struct notation_event *);

/*
 * A tag pair that starts the line after a tag pair: in the tag section
 * (neither a move nor a blank line before it, tags_end_game()) its event
 * is the lexing step's, which nt_hgn_fast_tag() makes for the common
 * kind without the step's looks (lex()) before it.
 */
static inline int
fast_tag(struct hgn_reader *r, struct notation_event *ev)
{
	if (r->movetext || (r->tokens && r->blank))
		return 0;
	r->direct = ev;
	if (!nt_hgn_fast_tag(r)) {
		r->direct = NULL;
		return 0;
	}
	r->direct = NULL;
	r->blank = 0;
	return 1;
}

/*
 * The token after the blanks from q, without the one look: less than
 * FAST_ROOM and sixteen bytes at hand, sixteen blanks, or a line end
 * (at q when line is set).
 */
static inline int
fast_rest(struct hgn_reader *r, struct notation_event *ev, const char *q,
    int line)
{
	const char	*end = r->end;

	if (!line)
		q = skip_blanks(q, end);
	/*
	 * The end of a line that had a token, and the blanks that start the
	 * next: counted as skip_space() counts them.  Whatever follows that
	 * is not a move or a number of the fast kind (a second line end, a
	 * comment, a tag) is left to lex(), from the line's start.
	 */
	if (q < end && *q == '\n') {
		newline(r, q++);
		r->p = q = skip_blanks(q, end);
		if (q < end && *q == '[')
			return fast_tag(r, ev);
		if (!fast_at(r, ev, q))
			return 0;
		r->bol = 0;
		return 1;
	}
	return fast_at(r, ev, q);
}

/*
 * A move at q that the first look did not end: its end from t on, out
 * of line; else the lexing step.
 */
static NT_NOINLINE int
move_next(struct hgn_reader *r, struct notation_event *ev, const char *q,
    const char *t)
{
	t = word_end(t, q + FAST_ROOM - 4, q + FAST_ROOM);
	if (t == q + FAST_ROOM - 4)
		return next_event(r, ev);
	return fast_move(r, ev, q, t);
}

/* fast_rest(), else the lexing step. */
static NT_NOINLINE int
rest_next(struct hgn_reader *r, struct notation_event *ev, const char *q,
    int line)
{
	if (fast_rest(r, ev, q, line))
		return 1;
	return next_event(r, ev);
}

#if defined(__SSE2__)
/*
 * The line end at q, the s-th of the sixteen bytes x from r->p (nb:
 * those that are not blanks), and the token first on the next line, where
 * the token ends among them too: counted and read as fast_rest() would,
 * which reads every other case.  Out of line, as rest_next().
 */
static NT_NOINLINE int
fast_line(struct hgn_reader *r, struct notation_event *ev, const char *q,
    __m128i x, unsigned nb, unsigned s)
{
	const char	*u, *t;
	size_t		 len;
	unsigned long	 n;
	unsigned	 bits;
	int		 dots;

	if ((bits = nb >> s >> 1) == 0)
		return rest_next(r, ev, q, 1);
	s += 1 + (unsigned)__builtin_ctz(bits);
	u = r->p + s;
	if (CLS(*u) & C_ALPHA) {
		if ((bits = stop_bits(x) >> s >> 1) == 0)
			return rest_next(r, ev, q, 1);
		t = u + 1 + __builtin_ctz(bits);
		if (CLS(*t) & C_WORD)
			return rest_next(r, ev, q, 1);
		newline(r, q);
		r->bol = 0;
		return fast_move(r, ev, u, t);
	}
	if (*u == '[') {
		/* The next tag pair, as fast_rest() and rest_next() read it. */
		newline(r, q);
		r->p = u;
		if (fast_tag(r, ev))
			return 1;
		return next_event(r, ev);
	}
	if (!(CLS(*u) & C_DIGIT) || r->pdn ||
	    !nt_hgn_fast_number(u, r->end, &len, &n, &dots))
		return rest_next(r, ev, q, 1);
	newline(r, q);
	r->bol = 0;
	return fast_event(r, ev, NOTATION_EV_MOVE_NUMBER, u, u + len, n,
	    dots);
}
#endif

/*
 * The next event where fast_token() may read it: r->bol is 0, as
 * hgn_next() asks, and is stored only where a line end was passed.
 * With SSE2 and sixteen bytes more than FAST_ROOM at hand, one look at
 * the sixteen bytes from r->p finds both the blanks before the token
 * and, most often, a move's end.  Every way out but the token's own is
 * a call in tail position, so that the common path saves no register.
 */
static inline int
fast_token(struct hgn_reader *r, struct notation_event *ev)
{
	const char	*q = r->p;
#if defined(__SSE2__)
	const char	*t;
	__m128i		 x;
	unsigned	 bits, s;

	if ((uintptr_t)q > r->fast_lim)
		return rest_next(r, ev, q, 0);
	x = _mm_loadu_si128((const __m128i *)(const void *)q);
	bits = (unsigned)_mm_movemask_epi8(_mm_or_si128(
	    _mm_cmpeq_epi8(x, _mm_set1_epi8(' ')),
	    _mm_cmpeq_epi8(x, _mm_set1_epi8('\t')))) ^ 0xffff;
	if (bits == 0)
		return rest_next(r, ev, q, 0);
	s = (unsigned)__builtin_ctz(bits);
	q += s;
	if (CLS(*q) & C_ALPHA) {
		/* The bytes after q, s + 1 of the sixteen on. */
		bits = stop_bits(x) >> s >> 1;
		if (bits == 0)
			return move_next(r, ev, q, r->p + 16);
		t = q + 1 + __builtin_ctz(bits);
		if (CLS(*t) & C_WORD)
			return move_next(r, ev, q, t + 1);
		return fast_move(r, ev, q, t);
	}
	if (CLS(*q) & C_DIGIT) {
		if (fast_number(r, ev, q))
			return 1;
		return next_event(r, ev);
	}
	if (*q == '\n')
		return fast_line(r, ev, q, x, bits, s);
	return next_event(r, ev);
#else
	return rest_next(r, ev, q, 0);
#endif
}

/* Every other event: a lexing step's, or one it queued. */
static NT_NOINLINE int
next_event(struct hgn_reader *r, struct notation_event *ev)
{
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

static int
hgn_next(void *p, struct notation_event *ev)
{
	struct hgn_reader	*r = p;

	if (r->qhead == r->qtail && r->state == ST_GAME && !r->bol)
		return fast_token(r, ev);
	return next_event(r, ev);
}

static void
hgn_skip_game(void *p)
{
	struct hgn_reader	*r = p;
	int			 i;

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

static uint64_t
hgn_offset(const void *p)
{
	const struct hgn_reader	*r = p;

	return off_of(r, r->p);
}

static int
hgn_move_cut(const void *p)
{
	const struct hgn_reader	*r = p;

	return r->mvcut;
}

const struct reader_class nt_reader_hgn_class = {
	hgn_create, hgn_destroy, hgn_start, hgn_next, hgn_skip_game,
	hgn_offset, hgn_move_cut
};
