/*
 * reader_jlex.c -- the one JSON tokenizer of the record readers: the
 * JSON form of game records (reader_json.c) and the star-board logs
 * (reader_starlog.c) read their bytes through it, so that a string, a
 * number or an error in one is read and reported exactly as in the
 * other.  What an escape means is json.c's; the byte input and the
 * game an error belongs to are reader_queue.c's.
 *
 * JSON is read by this small strict reader rather than by libyaml:
 * libyaml reads "\u00e9" and "\/" well, but it rejects the surrogate
 * pairs JSON writes for characters beyond U+FFFF ("\ud83d\ude00") and it
 * cannot read JSON Lines, whose second object is a second top-level value
 * with no "---" before it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "records/records.h"
#include "records/reader_int.h"

/* Values nested deeper than this are refused by nt_jlex_skip(). */
#define JLEX_MAX_DEPTH	64


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


/* The next byte of the input, -1 at its end; j_get() consumes it. */
static int
j_peek(struct jlex *lx)
{
	return nt_gq_in_peek(lx->in);
}

static int
j_get(struct jlex *lx)
{
	return nt_gq_in_get(lx->in);
}

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
j_hex4(struct jlex *lx)
{
	long	 v = 0;
	int	 i, h;

	for (i = 0; i < 4; i++) {
		if ((h = nt_json_hex_digit(j_peek(lx))) < 0)
			return -1;
		j_get(lx);
		v = v * 16 + h;
	}
	return v;
}

/* A string after its opening quote, decoded into lx->tmp. */
static enum jtok
j_string(struct jlex *lx, const struct jtoken *t)
{
	struct notation_buf	*b = &lx->tmp;
	unsigned long		 line, col;
	long			 cp, lo;
	int			 c;

	notation_buf_reset(b);
	notation_buf_put(b, "", 0);
	for (;;) {
		line = lx->in->line;
		col = lx->in->col;
		if ((c = j_get(lx)) < 0 || c == '\n' || c == '\r') {
			nt_gq_error(lx->g, NOTATION_SYNTAX, t->line, t->col,
			    "unterminated string");
			return J_BAD;
		}
		if (c == '"')
			break;
		if (c < 0x20) {
			nt_gq_error(lx->g, NOTATION_SYNTAX, line, col,
			    "control "
			    "character 0x%02x in a string (write it as an "
			    "escape)", c);
			return J_BAD;
		}
		if (b->len >= GQ_MAX_GAME) {
			nt_gq_error(lx->g, NOTATION_LIMIT, t->line, t->col,
			    "string longer than %d bytes", GQ_MAX_GAME);
			return J_BAD;
		}
		if (c != '\\') {
			notation_buf_putc(b, c);
			continue;
		}
		if ((c = j_get(lx)) >= 0 && nt_json_escape_char(
		    c) >= 0) {
			notation_buf_putc(b, nt_json_escape_char(c));
			continue;
		}
		if (c != 'u') {
			nt_gq_error(lx->g, NOTATION_SYNTAX, line, col,
			    "unknown escape in a string");
			return J_BAD;
		}
		if ((cp = j_hex4(lx)) < 0) {
			nt_gq_error(lx->g, NOTATION_SYNTAX, line, col,
			    "\\u needs four hex digits");
			return J_BAD;
		}
		/* Beyond U+FFFF, JSON writes a surrogate pair. */
		if (nt_json_surrogate((unsigned long)cp) == JSON_HIGH) {
			if (j_get(lx) != '\\' ||
			    j_get(lx) != 'u' ||
			    (lo = j_hex4(lx)) < 0 ||
			    nt_json_surrogate((unsigned long)lo) != JSON_LOW) {
				nt_gq_error(lx->g, NOTATION_SYNTAX, line,
				    col, "a high surrogate must be followed by "
				    "a \\u low surrogate");
				return J_BAD;
			}
			cp = (long)nt_json_surrogate_pair((unsigned long)cp,
			    (unsigned long)lo);
		} else if (nt_json_surrogate((unsigned long)cp) == JSON_LOW) {
			nt_gq_error(lx->g, NOTATION_SYNTAX, line, col,
			    "a low surrogate without a high one");
			return J_BAD;
		}
		nt_utf8_encode(b, (unsigned long)cp);
	}
	return J_STRING;
}

static void
j_digits(struct jlex *lx, struct notation_buf *b)
{
	while (is_digit(j_peek(lx)) && b->len < 64)
		notation_buf_putc(b, j_get(lx));
}

/* A number: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)? */
static enum jtok
j_number(struct jlex *lx, const struct jtoken *t, int c)
{
	struct notation_buf	*b = &lx->tmp;
	size_t			 n;

	notation_buf_reset(b);
	notation_buf_putc(b, c);
	if (c == '-') {
		if (!is_digit(c = j_peek(lx)))
			goto bad;
		notation_buf_putc(b, j_get(lx));
	}
	if (c != '0')
		j_digits(lx, b);
	if (j_peek(lx) == '.') {
		notation_buf_putc(b, j_get(lx));
		n = b->len;
		j_digits(lx, b);
		if (b->len == n)
			goto bad;
	}
	if (j_peek(lx) == 'e' || j_peek(lx) == 'E') {
		notation_buf_putc(b, j_get(lx));
		if (j_peek(lx) == '+' || nt_gq_in_peek(
		    lx->in) == '-')
			notation_buf_putc(b, j_get(lx));
		n = b->len;
		j_digits(lx, b);
		if (b->len == n)
			goto bad;
	}
	if (b->len >= 64 || is_digit(j_peek(lx)) ||
	    is_alpha(j_peek(lx)))
		goto bad;
	return J_NUMBER;
bad:
	nt_gq_error(lx->g, NOTATION_SYNTAX, t->line, t->col, "bad number");
	return J_BAD;
}

enum jtok
nt_jlex_next(struct jlex *lx, struct jtoken *t)
{
	const char	*p;
	char		 word[8];
	size_t		 n = 0;
	int		 c;

	while ((c = j_peek(lx)) == ' ' || c == '\t' || c == '\n' ||
	    c == '\r')
		j_get(lx);
	t->line = lx->in->line;
	t->col = lx->in->col;
	if ((c = j_get(lx)) < 0)
		return t->type = J_EOF;
	/* The six punctuation tokens, in the order of enum jtok. */
	if (c != 0 && (p = strchr("{}[]:,", c)) != NULL)
		return t->type = (enum jtok)(J_LBRACE + (p - "{}[]:,"));
	if (c == '"')
		return t->type = j_string(lx, t);
	if (c == '-' || is_digit(c))
		return t->type = j_number(lx, t, c);
	if (is_alpha(c)) {
		word[n++] = (char)c;
		while (is_alpha(j_peek(lx)) && n < sizeof(word) - 1)
			word[n++] = (char)j_get(lx);
		word[n] = '\0';
		if (!is_alpha(j_peek(lx)) &&
		    (strcmp(word, "true") == 0 ||
		    strcmp(word, "false") == 0 || strcmp(word, "null") == 0)) {
			/* Which one, in lx->tmp as a number's text is. */
			notation_buf_reset(&lx->tmp);
			notation_buf_puts(&lx->tmp, word);
			return t->type = J_LITERAL;
		}
	}
	if (c >= 0x20 && c < 0x7f)
		nt_gq_error(lx->g, NOTATION_SYNTAX, t->line, t->col,
		    "unexpected '%c' in JSON", c);
	else
		nt_gq_error(lx->g, NOTATION_SYNTAX, t->line, t->col,
		    "unexpected byte 0x%02x in JSON", c);
	return t->type = J_BAD;
}

/* The next token must be want. */
int
nt_jlex_expect(struct jlex *lx, enum jtok want, const char *where)
{
	struct jtoken	 t;

	if (nt_jlex_next(lx, &t) == want)
		return 0;
	if (t.type != J_BAD)
		nt_gq_error(lx->g, NOTATION_SYNTAX, t.line, t.col,
		    "expected %s %s, "
		    "found %s", j_name(want), where, j_name(t.type));
	return -1;
}

/* Not the token wanted: -1, with an error unless t is one already. */
int
nt_jlex_unexpected(struct jlex *lx, const struct jtoken *t, const char *want)
{
	if (t->type != J_BAD)
		nt_gq_error(lx->g, NOTATION_SYNTAX, t->line, t->col,
		    "expected %s, found %s", want, j_name(t->type));
	return -1;
}

/*
 * The elements of an array or the members of an object, after its
 * opening bracket: item(lx, first token, key, key length, arg) reads each
 * one; for an object, the key (kept in lx->key, valid until the item
 * reads a key of its own) and the ':' are read first.
 */
int
nt_jlex_each(struct jlex *lx, int object, const char *what,
    jlex_item item, void *arg)
{
	struct jtoken	 t;
	enum jtok	 close = object ? J_RBRACE : J_RBRACKET;
	int		 first = 1;

	for (;;) {
		nt_jlex_next(lx, &t);
		if (first && t.type == close)
			return 0;
		first = 0;
		notation_buf_reset(&lx->key);
		if (object) {
			if (t.type != J_STRING)
				return nt_jlex_unexpected(lx, &t,
				    "a key (a string)");
			lx->key_line = t.line;
			lx->key_col = t.col;
			if (notation_buf_put(&lx->key, lx->tmp.data,
			    lx->tmp.len) == -1) {
				nt_gq_error(lx->g, NOTATION_LIMIT, t.line,
				    t.col,
				    "out of memory");
				return -1;
			}
			if (nt_jlex_expect(lx, J_COLON, "after a key") != 0)
				return -1;
			nt_jlex_next(lx, &t);
		}
		if (item(lx, &t, lx->key.data != NULL ? lx->key.data : "",
		    lx->key.len, arg) != 0)
			return -1;
		nt_jlex_next(lx, &t);
		if (t.type == close)
			return 0;
		if (t.type != J_COMMA)
			return nt_jlex_unexpected(lx, &t, what);
	}
}

/* A value whose first token is t, passed over whole. */
static int
j_skip(struct jlex *lx, const struct jtoken *t, int depth);

static int
j_skip_item(struct jlex *lx, const struct jtoken *t, const char *key,
    size_t klen, void *arg)
{
	return j_skip(lx, t, *(int *)arg);
}

static int
j_skip(struct jlex *lx, const struct jtoken *t, int depth)
{
	int	 inner = depth + 1;

	switch (t->type) {
	case J_STRING:
	case J_NUMBER:
	case J_LITERAL:
		return 0;
	case J_LBRACE:
	case J_LBRACKET:
		if (depth >= JLEX_MAX_DEPTH) {
			nt_gq_error(lx->g, NOTATION_LIMIT, t->line, t->col,
			    "values nested deeper than %d", JLEX_MAX_DEPTH);
			return -1;
		}
		return nt_jlex_each(lx, t->type == J_LBRACE, t->type ==
		    J_LBRACE ? "',' or '}' in an object" :
		    "',' or ']' in an array", j_skip_item, &inner);
	default:
		return nt_jlex_unexpected(lx, t, "a value");
	}
}

int
nt_jlex_skip(struct jlex *lx, const struct jtoken *t)
{
	return j_skip(lx, t, 0);
}

void
nt_jlex_init(struct jlex *lx, struct gq *g, struct gq_in *in)
{
	lx->g = g;
	lx->in = in;
}

void
nt_jlex_free(struct jlex *lx)
{
	notation_buf_free(&lx->tmp);
	notation_buf_free(&lx->key);
}
