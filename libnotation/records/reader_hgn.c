/*
 * reader_hgn.c -- the reader of the text format: bytes in, events out
 * (spec/record-format.md).  The front (reader.c) reaches it through
 * nt_reader_hgn_class alone.
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

#include "records/reader_hgn.h"

static const char empty[] = "";

/* Game boundaries                                                    */

static void
start_game_at(struct hgn_reader *r, unsigned long line,
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

/*
 * Recover from an error (spec "Recovery"): in the tag section skip the
 * rest of the line, in the movetext the rest of the game.
 */
static void
recover(struct hgn_reader *r)
{
	r->tokens = 1;
	r->state = r->movetext ? ST_SKIP : ST_SKIPLINE;
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
		r->crlf = r->pend_crlf;
		r->bol = r->pend_bol;
		r->pending = 0;
	}
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
		/*
		 * No line end after the game's last token: the input was
		 * most likely cut off (spec "Truncated input").
		 */
		if (r->state != ST_SKIP && r->content && !r->broken &&
		    r->ioerr == 0)
			nt_hgn_push_error(r, r->bol ? NOTATION_MISSING_RESULT :
			    NOTATION_TRUNCATED, r->line, col, "%s", r->bol ?
			    "missing result at the end of the input" :
			    "the input ends inside the game (no result, no "
			    "line end after the last token): cut off?");
		end_game(r);
	}
	push(r, NOTATION_EV_END, r->line, col)->game = 0;
	r->state = ST_END;
}

/* ------------------------------------------------------------------ */
/* Scanners                                                           */

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

/*
 * Pass over the bytes whose class has a bit of cls (in set) or none (not
 * in set), keeping nothing.
 */
static void
skip_class(struct hgn_reader *r, uint8_t cls, int in)
{
	const char	*q = r->p;

	for (;;) {
		while (q < r->end && ((CLS(*q) & cls) != 0) == in)
			q++;
		r->p = q;
		if (q < r->end || !nt_hgn_refill(r, &q))
			break;
	}
	r->bol = 0;
}

/* Pass over the rest of the line. */
static void
skip_line(struct hgn_reader *r)
{
	skip_class(r, C_NL, 0);
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
	}
}

/*
 * A move token (spec "Movetext"): a letter and every byte after it up to
 * whitespace or a delimiter, delivered as it is.
 */
static void
lex_move(struct hgn_reader *r)
{
	struct notation_event	*ev;
	const char		*q = r->p + 1, *end;
	unsigned long		 col = col_of(r, r->p);

	for (;;) {
		end = r->end;
		while (q < end && (CLS(*q) & C_WORD))
			q++;
		if ((size_t)(q - r->p) > MAX_TOKEN) {
			nt_hgn_push_error(r, NOTATION_LIMIT, r->line, col,
			    "move token longer than %d bytes", MAX_TOKEN);
			r->movetext = 1;
			recover(r);
			return;
		}
		if (q < r->end || !nt_hgn_refill(r, &q))
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
 * The digits at r->p: how many in *len, their value in *num (ULONG_MAX,
 * and *over set, when it does not fit).  Returns the byte after them, -1
 * at the end of the input, or -2 when there are more than MAX_TOKEN.
 */
static int
scan_digits(struct hgn_reader *r, size_t *len, unsigned long *num,
    int *over)
{
	size_t		 i = 0;
	unsigned long	 n = 0, dig;
	int		 c;

	*over = 0;
	while ((c = peek(r, i)) >= 0 && (CLS(c) & C_DIGIT)) {
		if (i >= MAX_TOKEN)
			return -2;
		dig = (unsigned long)(c - '0');
		if (n > (ULONG_MAX - dig) / 10) {
			*over = 1;
			n = ULONG_MAX;
		} else if (!*over)
			n = n * 10 + dig;
		i++;
	}
	*len = i;
	*num = n;
	return c;
}

/*
 * A token starting with a digit or '*': a move number ("12.", "12..."),
 * a result ("*", "1-0", "1/2-1/2", "0-1-0-0") or a mistake.  Sets *len to
 * the bytes it covers (for a mistake, how far it got).
 */
static enum numres
scan_numres(struct hgn_reader *r, size_t *len, unsigned long *num,
    int *over, int *dots)
{
	size_t		 i = 0, k;
	unsigned long	 n = 0;
	struct token_result tr;
	int		 c;

	*dots = 0;
	if ((c = scan_digits(r, &i, &n, over)) == -2)
		return NR_LONG;
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
bad_token(struct hgn_reader *r, char *out, size_t outsz)
{
	size_t	 i;
	int	 c;

	for (i = 0; i <= QUOTE_MAX; i++)
		if ((c = peek(r, i)) < 0 || !(CLS(c) & C_WORD))
			break;
	return nt_hgn_quote(out, outsz, r->p, i);
}

/*
 * The common move number, "12." or "12..." with at most 9 digits and the
 * next byte at hand, read straight from the buffer.  0 if it is not that.
 */
static int
fast_number(const struct hgn_reader *r, size_t *len, unsigned long *num,
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
scan_number(struct hgn_reader *r, size_t *len, unsigned long *num,
    int *over, int *dots)
{
	size_t		 i = 0, j;
	unsigned long	 n = 0;
	int		 c;

	if ((c = scan_digits(r, &i, &n, over)) == -2)
		return NR_BAD;
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
cut_token(struct hgn_reader *r)
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
lex_numres(struct hgn_reader *r)
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
		nt_hgn_push_error(r, NOTATION_TRUNCATED, r->line, col,
		    "token '%s' cut off by the end of the input",
		    bad_token(r, qb, sizeof(qb)));
		recover(r);
		return;
	}
	switch (kind) {
	case NR_NUMBER:
		if (over)
			nt_hgn_push_error(r, NOTATION_LIMIT, r->line, col,
			    "move number %s is too large", nt_hgn_quote(qb,
			    sizeof(qb), r->p, nodot ? len : len - (size_t)dots));
		if (nodot) {
			nt_hgn_quote(qb, sizeof(qb), r->p, len);
			nt_hgn_push_error(r, NOTATION_MISSING_DOT, r->line, col,
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
		nt_hgn_push_error(r, NOTATION_SYNTAX, r->line, col,
		    "bad move number '%s': a move number ends in '.' or '...'",
		    bad_token(r, qb, sizeof(qb)));
		break;
	case NR_BAD:
		nt_hgn_push_error(r, NOTATION_SYNTAX, r->line, col,
		    "bad token '%s': neither a move number nor a result",
		    bad_token(r, qb, sizeof(qb)));
		break;
	case NR_LONG:
		nt_hgn_push_error(r, NOTATION_LIMIT, r->line, col,
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
lex_tag(struct hgn_reader *r, int emit)
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
/* The byte ch must come next: at_end if the line ends first. */
#define EXPECT(ch, at_end, other) do {					\
	if (c != (ch)) {						\
		at = i;							\
		msg = c < 0 || (CLS(c) & C_NL) ? (at_end) : (other);	\
		goto bad;						\
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
	EXPECT('"', "a tag pair needs a quoted value",
	    "expected '\"' after the tag name");
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
	EXPECT(']', "missing ']' at the end of the tag pair",
	    "expected ']' after the tag value");
	i++;
#undef BLANKS
#undef EXPECT

	r->content = 1;
	if (!emit) {
		r->p += i;
		r->bol = 0;
		return;
	}
	value = r->p + v;
	nt_hgn_check_utf8(r, value, vlen, r->line, col + v, "a tag value");
	if (badesc)
		nt_hgn_push_error(r, NOTATION_BAD_TAG, r->line, col + bs,
		    "unknown escape '\\%c' in a tag value (kept as it is)",
		    r->p[bs + 1]);
	if (nesc > 0) {
		if (r->scratch_cap < vlen + 1) {
			if ((d = realloc(r->scratch, vlen + 1)) == NULL) {
				nt_hgn_push_error(r, NOTATION_LIMIT, r->line,
				    col,
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
			nt_hgn_push_error(r, NOTATION_TRUNCATED, r->line,
			    col + at,
			    "%s (end of input)", msg);
		else
			nt_hgn_push_error(r, NOTATION_SYNTAX, r->line, col + at,
			    "%s", msg);
		r->state = ST_SKIPLINE;
	} else
		skip_line(r);
	return;
toolong:
	if (emit) {
		nt_hgn_push_error(r, NOTATION_LIMIT, r->line, col,
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
opens_tag(struct hgn_reader *r, size_t i)
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
/*
 * A comment body kept from r->p + 1 that has grown past MAX_TOKEN at q is
 * no longer kept (*toolong says so); one not kept lets go of the bytes
 * before q.
 */
static void
body_limit(struct hgn_reader *r, const char *q, int *keep, int *toolong)
{
	if (*keep && (size_t)(q - r->p) - 1 > MAX_TOKEN) {
		*keep = 0;
		*toolong = 1;
	}
	if (!*keep)
		r->p = q;
}

/* The body of the comment from r->p + 1 to q, which is kind. */
static void
push_comment(struct hgn_reader *r, const char *q, unsigned long line,
    unsigned long col, int kind)
{
	struct notation_event	*ev;

	nt_hgn_check_utf8(r, r->p + 1, (size_t)(q - r->p) - 1, line, col + 1,
	    "a comment");
	ev = push(r, NOTATION_EV_COMMENT, line, col);
	ev->text = r->p + 1;
	ev->len = (size_t)(q - r->p) - 1;
	ev->comment_kind = kind;
}

static enum brace_end
lex_brace(struct hgn_reader *r, int emit, int *toolong)
{
	const char	*q = r->p + 1;
	size_t		 i;
	int		 keep = emit, lbol = 0, c, k;

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
			body_limit(r, q, &keep, toolong);
			if (!nt_hgn_refill(r, &q)) {
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
			body_limit(r, q, &keep, toolong);
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
	body_limit(r, q, &keep, toolong);
	if (keep)
		push_comment(r, q, r->cline, r->ccol, '{');
	r->p = q + 1;
	r->bol = 0;
	return BRACE_CLOSED;
}

/* A ';' comment, to the end of the line; as lex_brace() otherwise. */
static void
lex_semi(struct hgn_reader *r, int emit, int *toolong)
{
	const char	*q = r->p + 1;
	unsigned long	 col = col_of(r, r->p);
	int		 keep = emit;

	*toolong = 0;
	if (!keep)
		r->p = q;
	for (;;) {
		while (q < r->end && !(CLS(*q) & C_NL))
			q++;
		body_limit(r, q, &keep, toolong);
		if (q < r->end || !nt_hgn_refill(r, &q))
			break;
	}
	if (keep)
		push_comment(r, q, r->line, col, ';');
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
		switch (lex_brace(r, 0, &toolong)) {
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
		if (tags_end_game(r)) {
			/* A tag section alone is a game. */
			nt_hgn_push_error(r, NOTATION_MISSING_RESULT, r->line,
			    col,
			    "missing result before the next game's tags");
			end_game(r);
			start_game(r);
		} else if (!r->movetext)
			lex_tag(r, 1);
		else {
			nt_hgn_push_error(r, NOTATION_SYNTAX, r->line, col,
			    "unexpected '[' in the movetext (a tag pair must "
			    "start a line)");
			recover(r);
		}
		return;
	case '{':
		switch (lex_brace(r, 1, &toolong)) {
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
			nt_hgn_push_error(r, NOTATION_TRUNCATED, r->cline,
			    r->ccol,
			    "unterminated comment (end of input)");
			r->broken = 1;
			break;
		}
		return;
	case ';':
		lex_semi(r, 1, &toolong);
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
		skip_class(r, C_WORD, 1);	/* the rest of a word */
	} else {
		r->p++;
		r->bol = 0;
	}
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
			skip_line(r);
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
/* The entry point                                                    */

static void
reset(struct hgn_reader *r)
{
	r->src = NULL;
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

static void *
hgn_create(const char *file)
{
	struct hgn_reader	*r;

	if ((r = calloc(1, sizeof(*r))) == NULL)
		return NULL;
	if (file != NULL && (r->file = strdup(file)) == NULL) {
		free(r);
		return NULL;
	}
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
	free(r->file);
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
	if (src->fp == NULL) {
		if (src->mem != NULL) {
			r->buf = r->p = src->mem;
			r->end = src->mem + src->memlen;
		}
		return;
	}
	if (r->own == NULL) {
		if ((nb = malloc(CHUNK)) == NULL) {
			/* Reported as a read error by the first next(). */
			r->ioerr = ENOMEM;
			return;
		}
		r->own = nb;
		r->cap = CHUNK;
	}
	r->buf = r->p = r->end = r->own;
	r->eof = 0;
}

static int
hgn_next(void *p, struct notation_event *ev)
{
	struct hgn_reader	*r = p;

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

const struct reader_class nt_reader_hgn_class = {
	hgn_create, hgn_destroy, hgn_start, hgn_next, hgn_skip_game,
	hgn_offset
};
