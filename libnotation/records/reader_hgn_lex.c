/*
 * reader_hgn_lex.c -- the tokens of the text format (spec/record-format.md):
 * move tokens, move numbers and results, tag pairs and comments, each
 * scanned from r->p and delivered as events.  The game framing above it
 * (reader_hgn.c) says which token comes where and what a game is; the
 * input and the diagnostics below it are reader_hgn_io.c's.  Nothing
 * here calls up into reader_hgn.c: a result that ends the game is said
 * by nt_hgn_lex_numres()'s value, and the caller ends it.
 */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "records/reader_hgn.h"

/* ------------------------------------------------------------------ */
/* Passing over bytes                                                 */

/*
 * Pass over the bytes whose class has a bit of cls (in set) or none (not
 * in set), keeping nothing.
 */
void
nt_hgn_skip_class(struct hgn_reader *r, uint8_t cls, int in)
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
void
nt_hgn_skip_line(struct hgn_reader *r)
{
	nt_hgn_skip_class(r, C_NL, 0);
}

/* ------------------------------------------------------------------ */
/* Movetext: moves, move numbers and results                          */

/*
 * A move token (spec "Movetext"): a letter and every byte after it up to
 * whitespace or a delimiter, delivered as it is.
 */
void
nt_hgn_lex_move(struct hgn_reader *r)
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
	r->mvcut = q == r->end;		/* nothing after it: cut off? */
	r->p = q;
	r->bol = 0;
	r->movetext = r->content = r->tagmove = r->hasmove = 1;
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
enum numres
nt_hgn_scan_numres(struct hgn_reader *r, size_t *len, unsigned long *num,
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
 * Digits alone, followed by whitespace, a delimiter or the end of the
 * input (spec "Tokens"): a move number missing its dot when a move comes
 * next (only whitespace between, within NUMBER_LOOK bytes).  Anything
 * else is left to nt_hgn_scan_numres(), for which "1" is a result (of a
 * game of one player) and other digits alone a mistake.
 */
#define NUMBER_LOOK	256
/* The longest move of numbered cells looked at: 22 cells of 3 digits. */
#define MOVE_LOOK	96

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
		if ((c = peek(r, i)) == '0' || c == '2')
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

/*
 * The length of the token at r->p, neither a move number nor a result,
 * when it is a move of a board whose cells are numbers (draughts,
 * spec/moves.md "Draughts"), "32-28", "28x19x10", or PDN's fixed-width
 * "10- 4", by the one grammar of move tokens (token.c); 0 when it is not.
 * The rule set decides whether the numbers are cells.
 */
static size_t
numbered_move(struct hgn_reader *r)
{
	char	 buf[MOVE_LOOK];
	size_t	 i, k;
	int	 c;

	for (i = 0; i < sizeof(buf); i++) {
		c = peek(r, i);
		/* Blanks after a joint, before digits: fixed width. */
		if (c == ' ' && i > 0 && (buf[i - 1] == '-' ||
		    buf[i - 1] == 'x' || buf[i - 1] == 'X' ||
		    buf[i - 1] == ' ')) {
			for (k = i; peek(r, k) == ' ' && k < sizeof(buf); k++)
				continue;
			if (k < sizeof(buf) && (c = peek(r, k)) >= 0 &&
			    (CLS(c) & C_DIGIT)) {
				buf[i] = ' ';
				continue;
			}
			c = ' ';
		}
		if (c < 0 || !(CLS(c) & C_WORD))
			return nt_token_numbered_ok(buf, i) ? i : 0;
		buf[i] = (char)c;
	}
	return 0;
}

/*
 * What follows PDN's ellipsis, "...", whose first dot is j bytes on from
 * r->p, past blanks: ELLIPSIS_MOVE a move, ELLIPSIS_NUMBER a move number,
 * else ELLIPSIS_END (a result, a comment, the end of the input, anything
 * else).  -1 when no ellipsis stands there.
 */
int
nt_hgn_after_ellipsis(struct hgn_reader *r, size_t j)
{
	static const char *const results[] = {
		"1-0", "0-1", "2-0", "0-2", "1-1", "1/2-1/2"
	};
	char	 tok[8];
	size_t	 k, i;
	int	 c = -1;

	if (peek(r, j) != '.' || peek(r, j + 1) != '.' ||
	    peek(r, j + 2) != '.' || peek(r, j + 3) == '.')
		return -1;
	for (j += 3, k = 0; k < NUMBER_LOOK; j++, k++)
		if ((c = peek(r, j)) < 0 || !IS_SPACE(c))
			break;
	if (c < 0 || !(CLS(c) & (C_ALPHA | C_DIGIT)))
		return ELLIPSIS_END;
	for (k = 0; k < sizeof(tok) - 1; k++) {
		if ((c = peek(r, j + k)) < 0 || IS_SPACE(c) ||
		    strchr("{};()[]", c) != NULL)
			break;
		if (c == '.')
			return ELLIPSIS_NUMBER;
		tok[k] = (char)c;
	}
	tok[k] = '\0';
	for (i = 0; i < sizeof(results) / sizeof(results[0]); i++)
		if (strcmp(tok, results[i]) == 0)
			return ELLIPSIS_END;
	return ELLIPSIS_MOVE;
}

/*
 * PDN writes the second player's move number as "12. ..." too, the
 * ellipsis standing for the first player's move it does not give, when
 * the second player's move follows ("1. ... 35-40"): then the number is
 * read as "12...", and the ellipsis is the number's (r->ellipsis_taken).
 * Before a result, a comment or a number ("77. ... *") the ellipsis
 * stands for a move the record does not give, and the number stays as it
 * is.  The ellipsis itself is passed over where it stands (reader_hgn.c).
 * len is the number's length at r->p.
 */
static int
pdn_ellipsis(struct hgn_reader *r, size_t len)
{
	size_t	 j;
	int	 c = -1;

	for (j = len; j < len + NUMBER_LOOK; j++)
		if ((c = peek(r, j)) < 0 || !IS_SPACE(c))
			break;
	if (j == len || nt_hgn_after_ellipsis(r, j) != ELLIPSIS_MOVE)
		return 0;
	r->ellipsis_taken = 1;
	return 1;
}

/*
 * The common results at q, "1-0", "0-1", "1/2-1/2" and "*", with the byte
 * after them at hand and no word byte: their length, as the grammar of
 * results (nt_hgn_scan_numres()) would find it; else 0.
 */
static size_t
fast_result(const char *q, const char *end)
{
	size_t	 len;

	if (end - q < 8)
		return 0;
	if (q[0] == '*')
		len = 1;
	else if ((q[0] == '1' && q[1] == '-' && q[2] == '0') ||
	    (q[0] == '0' && q[1] == '-' && q[2] == '1'))
		len = 3;
	else if (memcmp(q, "1/2-1/2", 7) == 0)
		len = 7;
	else
		return 0;
	return CLS(q[len]) & C_WORD ? 0 : len;
}

/*
 * A token that starts with a digit or '*': a move number, a result (which
 * ends the game: returns 1, for the caller to end it), a move of numbered
 * cells, or an error.
 */
int
nt_hgn_lex_numres(struct hgn_reader *r)
{
	struct notation_event	*ev;
	char			 qb[QUOTE_MAX * 4 + 8];
	unsigned long		 col = col_of(r, r->p), n = 0;
	size_t			 len = 0;
	int			 over = 0, dots = 0, nodot = 0;
	enum numres		 kind;

	if (nt_hgn_fast_number(r->p, r->end, &len, &n, &dots))
		kind = NR_NUMBER;
	else if ((len = fast_result(r->p, r->end)) > 0)
		kind = NR_RESULT;
	else if (*r->p != '*' &&
	    (kind = scan_number(r, &len, &n, &over, &dots)) != NR_BAD)
		nodot = kind == NR_NUMBER;
	else
		kind = nt_hgn_scan_numres(r, &len, &n, &over, &dots);
	if (kind == NR_BAD && (len = numbered_move(r)) > 0) {
		ev = push(r, NOTATION_EV_MOVE, r->line, col);
		ev->text = r->p;
		ev->len = len;
		r->mvcut = peek(r, len) < 0;
		r->p += len;
		r->bol = 0;
		r->movetext = r->content = r->tagmove = r->hasmove = 1;
		return 0;
	}
	if (kind != NR_NUMBER && kind != NR_RESULT && cut_token(r)) {
		nt_hgn_push_error(r, NOTATION_TRUNCATED, r->line, col,
		    "token '%s' cut off by the end of the input",
		    bad_token(r, qb, sizeof(qb)));
		recover(r);
		return 0;
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
		/* Looked at first: reading on may move the bytes. */
		if (r->pdn && dots == 1 && pdn_ellipsis(r, len))
			dots = 3;
		ev = push(r, NOTATION_EV_MOVE_NUMBER, r->line, col);
		ev->text = r->p;
		ev->len = len;
		ev->number = n;
		ev->dots = dots;
		r->p += len;
		r->bol = 0;
		r->movetext = r->content = 1;
		return 0;
	case NR_RESULT:
		ev = push(r, NOTATION_EV_RESULT, r->line, col);
		ev->text = r->p;
		ev->len = len;
		r->p += len;
		r->content = 1;
		return 1;
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
	return 0;
}

/* ------------------------------------------------------------------ */
/* Tag pairs and comments                                             */

/*
 * The common tag pair at r->p (nt_hgn_scan_tag()).  Its event and the
 * state after it are nt_hgn_lex_tag()'s, whose checks of the value cannot
 * fail on such bytes; 1, or 0 with nothing read where the pair is not of
 * that kind.
 */
int
nt_hgn_fast_tag(struct hgn_reader *r)
{
	struct notation_event	*ev;
	struct nt_tag		 t;
	const char		*q;
	int			 star;

	if ((q = nt_hgn_scan_tag(r->p, r->end, &t)) == NULL)
		return 0;
	r->tokens = r->content = 1;
	ev = push(r, NOTATION_EV_TAG, r->line, col_of(r, r->p));
	r->tagmove = 1;
	if ((star = nt_hgn_startag(t.name, t.nlen, t.value, t.vlen)) >= 0)
		r->startag = star;
	ev->name = t.name;
	ev->name_len = t.nlen;
	ev->text = t.value;
	ev->len = t.vlen;
	r->p = q;
	r->bol = 0;
	return 1;
}

/*
 * A tag pair (spec "Tag pairs"), on one line:
 *	'[' blanks Name blanks '"' value '"' blanks ']'
 * With emit off (skipping a game) it is only passed over.
 */
void
nt_hgn_lex_tag(struct hgn_reader *r, int emit)
{
	struct notation_event	*ev;
	const char		*q, *value, *s;
	unsigned long		 col = col_of(r, r->p);
	size_t			 i = 1, name, nlen, v, vlen, at, bs = 0, k;
	size_t			 nesc = 0;
	char			*d;
	int			 c, c2, badesc = 0, star;
	const char		*msg;

	if (emit && nt_hgn_fast_tag(r))
		return;
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
	/*
	 * A value of printable ASCII, nearly every one, has no NUL, no
	 * control byte and no bad UTF-8: one look for all three.
	 */
	for (k = 0; k < vlen && (unsigned char)(value[k] - 0x20) < 0x5f; k++)
		;
	if (k == vlen)
		goto checked;
	if ((s = memchr(value, '\0', vlen)) != NULL) {
		/* Refused whole: a C string of it would end at the NUL. */
		nt_hgn_push_error(r, NOTATION_SYNTAX, r->line,
		    col + v + (size_t)(s - value),
		    "NUL byte in the value of tag %.*s", (int)nlen,
		    r->p + name);
		r->p += i;
		r->state = ST_SKIPLINE;
		return;
	}
	k = 0;
	if ((c = nt_token_tag_control(value, vlen, &k)) > 0)
		nt_hgn_push_error(r, NOTATION_BAD_TAG, r->line, col + v + k,
		    "control byte 0x%02x in the value of tag %.*s (kept as it "
		    "is)", c, (int)nlen, r->p + name);
	nt_hgn_check_utf8(r, value, vlen, r->line, col + v, "a tag value");
checked:
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
	if ((star = nt_hgn_startag(r->p + name, nlen, value, vlen)) >= 0)
		r->startag = star;
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
		nt_hgn_skip_line(r);
	return;
toolong:
	if (emit) {
		nt_hgn_push_error(r, NOTATION_LIMIT, r->line, col,
		    "tag pair longer than %d bytes", MAX_TOKEN);
		r->state = ST_SKIPLINE;
	} else
		nt_hgn_skip_line(r);
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

/* How far a line is looked at for a NUL byte, to go on passing it over. */
#define BINARY_LOOK	4096

/* Does a tag pair open at r->p[i], after blanks? */
static int
tag_line_at(struct hgn_reader *r, size_t i)
{
	int	 c;

	while ((c = peek(r, i)) == ' ' || c == '\t')
		if (++i >= OPENER_LOOK)
			return 0;
	return c == '[' && opens_tag(r, i);
}

/* Does the line at r->p hold a NUL byte within BINARY_LOOK bytes? */
static int
nul_line(struct hgn_reader *r)
{
	size_t	 i;
	int	 c;

	for (i = 0; i < BINARY_LOOK; i++)
		if ((c = peek(r, i)) < 0 || (CLS(c) & C_NL))
			return 0;
		else if (c == 0)
			return 1;
	return 0;
}

/*
 * Text in UTF-16 has a NUL byte in every line, and the file after it may
 * begin right after its last NUL (cat a.hgn utf16.hgn b.hgn): so the text
 * ends at the first line with no NUL, or where a tag pair follows a NUL.
 */
int
nt_hgn_skip_binary(struct hgn_reader *r)
{
	int	 c;

	for (;;) {
		if ((c = peek(r, 0)) < 0)
			return 0;
		if (CLS(c) & C_NL) {
			newline(r, r->p++);
			if (c == '\r' && peek(r, 0) == '\n')
				newline(r, r->p++);
			if (!nul_line(r))
				return tag_line_at(r, 0);
			continue;
		}
		r->p++;
		r->bol = 0;
		if (c == 0 && tag_line_at(r, 0)) {
			/* The next file's first line begins here. */
			r->ls = off_of(r, r->p);
			set_colz(r);
			r->bol = 1;
			return 1;
		}
	}
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

void
nt_hgn_lex_variation(struct hgn_reader *r)
{
	struct notation_event	*ev;
	const char		*q = r->p;
	unsigned long		 line = r->line, col = col_of(r, r->p);
	size_t			 i;
	int			 depth = 0, brace = 0, c;

	/* A numeric annotation glyph, "$3": a comment of its own. */
	if (*q == '$') {
		for (i = 1; (c = peek(r, i)) >= 0 && (CLS(c) & C_DIGIT) &&
		    i < MAX_TOKEN; i++)
			continue;
		q = r->p + i - 1;
		goto push;
	}
	for (;;) {
		if (q >= r->end && !nt_hgn_refill(r, &q)) {
			nt_hgn_push_error(r, NOTATION_SYNTAX, line, col,
			    "unterminated variation: '(' without its ')'");
			r->p = q;
			return;
		}
		if ((size_t)(q - r->p) > MAX_TOKEN) {
			nt_hgn_push_error(r, NOTATION_LIMIT, line, col,
			    "variation longer than %d bytes", MAX_TOKEN);
			recover(r);
			return;
		}
		c = (unsigned char)*q;
		if (c == '\n' || c == '\r')
			newline(r, q);
		else if (brace)
			brace = c != '}';
		else if (c == '{')
			brace = 1;
		else if (c == '(')
			depth++;
		else if (c == ')' && --depth == 0)
			break;
		q++;
	}
	nt_hgn_check_utf8(r, r->p, (size_t)(q - r->p) + 1, line, col,
	    "a variation");
push:
	ev = push(r, NOTATION_EV_COMMENT, line, col);
	ev->text = r->p;
	ev->len = (size_t)(q - r->p) + 1;
	ev->comment_kind = '{';
	r->p = q + 1;
	r->bol = 0;
}

enum brace_end
nt_hgn_lex_brace(struct hgn_reader *r, int emit, int *toolong)
{
	const char	*q = r->p + 1;
	unsigned long	 text = r->line;	/* the last line with text */
	size_t		 i;
	int		 keep = emit, lbol = 0, c, k;

	r->cline = r->line;
	r->ccol = col_of(r, r->p);
	r->cblank = 0;
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
				r->cblank = r->line >= text + 2;
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
		text = r->line;
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

/* A ';' comment, to the end of the line; as nt_hgn_lex_brace() otherwise. */
void
nt_hgn_lex_semi(struct hgn_reader *r, int emit, int *toolong)
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
