/*
 * reader_json.c -- the JSON form of game records (JSON Lines, or arrays
 * of game objects), read into the same events as the text format
 * (spec/conversion.md).  The front (reader.c) reaches it through
 * nt_reader_json_class alone; a game is read whole (reader_queue.c).
 *
 * JSON is read by the small strict reader below rather than by libyaml:
 * libyaml reads "\u00e9" and "\/" well, but it rejects the surrogate
 * pairs JSON writes for characters beyond U+FFFF ("\ud83d\ude00") and it
 * cannot read JSON Lines, whose second object is a second top-level value
 * with no "---" before it.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "reader_int.h"

struct json_reader {
	struct gq_reader	 gr;		/* first: queue and input */
	int			 in_array;	/* inside a top-level array */
	int			 array_first;
	struct notation_buf	 tmp;		/* a decoded string */
	struct notation_buf	 key;		/* the key of a member */
	unsigned long		 key_line;	/* and where it is */
	unsigned long		 key_col;
};

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
j_peek(struct json_reader *fr)
{
	return nt_gq_in_peek(&fr->gr.in);
}

static int
j_get(struct json_reader *fr)
{
	return nt_gq_in_get(&fr->gr.in);
}

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
j_hex4(struct json_reader *fr)
{
	long	 v = 0;
	int	 i, h;

	for (i = 0; i < 4; i++) {
		if ((h = nt_json_hex_digit(j_peek(fr))) < 0)
			return -1;
		j_get(fr);
		v = v * 16 + h;
	}
	return v;
}

/* A string after its opening quote, decoded into fr->tmp. */
static enum jtok
j_string(struct json_reader *fr, const struct jtoken *t)
{
	struct notation_buf	*b = &fr->tmp;
	unsigned long		 line, col;
	long			 cp, lo;
	int			 c;

	notation_buf_reset(b);
	notation_buf_put(b, "", 0);
	for (;;) {
		line = fr->gr.in.line;
		col = fr->gr.in.col;
		if ((c = j_get(fr)) < 0 || c == '\n' || c == '\r') {
			nt_gq_error(&fr->gr.g, NOTATION_SYNTAX, t->line, t->col,
			    "unterminated string");
			return J_BAD;
		}
		if (c == '"')
			break;
		if (c < 0x20) {
			nt_gq_error(&fr->gr.g, NOTATION_SYNTAX, line, col,
			    "control "
			    "character 0x%02x in a string (write it as an "
			    "escape)", c);
			return J_BAD;
		}
		if (b->len >= GQ_MAX_GAME) {
			nt_gq_error(&fr->gr.g, NOTATION_LIMIT, t->line, t->col,
			    "string longer than %d bytes", GQ_MAX_GAME);
			return J_BAD;
		}
		if (c != '\\') {
			notation_buf_putc(b, c);
			continue;
		}
		if ((c = j_get(fr)) >= 0 && nt_json_escape_char(
		    c) >= 0) {
			notation_buf_putc(b, nt_json_escape_char(c));
			continue;
		}
		if (c != 'u') {
			nt_gq_error(&fr->gr.g, NOTATION_SYNTAX, line, col,
			    "unknown escape in a string");
			return J_BAD;
		}
		if ((cp = j_hex4(fr)) < 0) {
			nt_gq_error(&fr->gr.g, NOTATION_SYNTAX, line, col,
			    "\\u needs four hex digits");
			return J_BAD;
		}
		/* Beyond U+FFFF, JSON writes a surrogate pair. */
		if (nt_json_surrogate((unsigned long)cp) == JSON_HIGH) {
			if (j_get(fr) != '\\' ||
			    j_get(fr) != 'u' ||
			    (lo = j_hex4(fr)) < 0 ||
			    nt_json_surrogate((unsigned long)lo) != JSON_LOW) {
				nt_gq_error(&fr->gr.g, NOTATION_SYNTAX, line,
				    col, "a high surrogate must be followed by "
				    "a \\u low surrogate");
				return J_BAD;
			}
			cp = (long)nt_json_surrogate_pair((unsigned long)cp,
			    (unsigned long)lo);
		} else if (nt_json_surrogate((unsigned long)cp) == JSON_LOW) {
			nt_gq_error(&fr->gr.g, NOTATION_SYNTAX, line, col,
			    "a low surrogate without a high one");
			return J_BAD;
		}
		nt_utf8_encode(b, (unsigned long)cp);
	}
	return J_STRING;
}

static void
j_digits(struct json_reader *fr, struct notation_buf *b)
{
	while (is_digit(j_peek(fr)) && b->len < 64)
		notation_buf_putc(b, j_get(fr));
}

/* A number: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)? */
static enum jtok
j_number(struct json_reader *fr, const struct jtoken *t, int c)
{
	struct notation_buf	*b = &fr->tmp;
	size_t			 n;

	notation_buf_reset(b);
	notation_buf_putc(b, c);
	if (c == '-') {
		if (!is_digit(c = j_peek(fr)))
			goto bad;
		notation_buf_putc(b, j_get(fr));
	}
	if (c != '0')
		j_digits(fr, b);
	if (j_peek(fr) == '.') {
		notation_buf_putc(b, j_get(fr));
		n = b->len;
		j_digits(fr, b);
		if (b->len == n)
			goto bad;
	}
	if (j_peek(fr) == 'e' || j_peek(fr) == 'E') {
		notation_buf_putc(b, j_get(fr));
		if (j_peek(fr) == '+' || nt_gq_in_peek(
		    &fr->gr.in) == '-')
			notation_buf_putc(b, j_get(fr));
		n = b->len;
		j_digits(fr, b);
		if (b->len == n)
			goto bad;
	}
	if (b->len >= 64 || is_digit(j_peek(fr)) ||
	    is_alpha(j_peek(fr)))
		goto bad;
	return J_NUMBER;
bad:
	nt_gq_error(&fr->gr.g, NOTATION_SYNTAX, t->line, t->col, "bad number");
	return J_BAD;
}

static enum jtok
j_next(struct json_reader *fr, struct jtoken *t)
{
	const char	*p;
	char		 word[8];
	size_t		 n = 0;
	int		 c;

	while ((c = j_peek(fr)) == ' ' || c == '\t' || c == '\n' ||
	    c == '\r')
		j_get(fr);
	t->line = fr->gr.in.line;
	t->col = fr->gr.in.col;
	if ((c = j_get(fr)) < 0)
		return t->type = J_EOF;
	/* The six punctuation tokens, in the order of enum jtok. */
	if (c != 0 && (p = strchr("{}[]:,", c)) != NULL)
		return t->type = (enum jtok)(J_LBRACE + (p - "{}[]:,"));
	if (c == '"')
		return t->type = j_string(fr, t);
	if (c == '-' || is_digit(c))
		return t->type = j_number(fr, t, c);
	if (is_alpha(c)) {
		word[n++] = (char)c;
		while (is_alpha(j_peek(fr)) && n < sizeof(word) - 1)
			word[n++] = (char)j_get(fr);
		word[n] = '\0';
		if (!is_alpha(j_peek(fr)) &&
		    (strcmp(word, "true") == 0 ||
		    strcmp(word, "false") == 0 || strcmp(word, "null") == 0))
			return t->type = J_LITERAL;
	}
	if (c >= 0x20 && c < 0x7f)
		nt_gq_error(&fr->gr.g, NOTATION_SYNTAX, t->line, t->col,
		    "unexpected '%c' in JSON", c);
	else
		nt_gq_error(&fr->gr.g, NOTATION_SYNTAX, t->line, t->col,
		    "unexpected byte 0x%02x in JSON", c);
	return t->type = J_BAD;
}

/* The next token must be want. */
static int
j_expect(struct json_reader *fr, enum jtok want, const char *where)
{
	struct jtoken	 t;

	if (j_next(fr, &t) == want)
		return 0;
	if (t.type != J_BAD)
		nt_gq_error(&fr->gr.g, NOTATION_SYNTAX, t.line, t.col,
		    "expected %s %s, "
		    "found %s", j_name(want), where, j_name(t.type));
	return -1;
}

/* Not the token wanted: -1, with an error unless t is one already. */
static int
j_unexpected(struct json_reader *fr, const struct jtoken *t, const char *want)
{
	if (t->type != J_BAD)
		nt_gq_error(&fr->gr.g, NOTATION_SYNTAX, t->line, t->col,
		    "expected %s, found %s", want, j_name(t->type));
	return -1;
}

/*
 * The elements of an array or the members of an object, after its
 * opening bracket: item(fr, first token, key, key length, arg) reads each
 * one; for an object, the key (kept in fr->key, valid until the item
 * reads a key of its own) and the ':' are read first.
 */
static int
j_each(struct json_reader *fr, int object, const char *what,
    int (*item)(struct json_reader *, const struct jtoken *, const char *,
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
			if (t.type != J_STRING)
				return j_unexpected(fr, &t, "a key (a string)");
			fr->key_line = t.line;
			fr->key_col = t.col;
			if (notation_buf_put(&fr->key, fr->tmp.data,
			    fr->tmp.len) == -1) {
				nt_gq_error(&fr->gr.g, NOTATION_LIMIT, t.line,
				    t.col,
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
		if (t.type != J_COMMA)
			return j_unexpected(fr, &t, what);
	}
}

/* A tag: key and a string (or a number, kept as written). */
static int
j_tag(struct json_reader *fr, const struct jtoken *t, const char *name,
    size_t nlen, void *arg)
{
	if (t->type != J_STRING && t->type != J_NUMBER)
		return j_unexpected(fr, t, "a tag value (a string)");
	return nt_gq_tag(&fr->gr.g, name, nlen, fr->tmp.data, fr->tmp.len,
	    t->line, t->col);
}

static int
j_comment(struct json_reader *fr, const struct jtoken *t, const char *key,
    size_t klen, void *arg)
{
	if (t->type != J_STRING)
		return j_unexpected(fr, t, "a comment (a string)");
	return nt_gq_comment(&fr->gr.g, fr->tmp.data, fr->tmp.len, *(int *)arg,
	    t->line,
	    t->col);
}

static int
j_comment_list(struct json_reader *fr, const struct jtoken *t, int after_move)
{
	if (t->type != J_LBRACKET)
		return j_unexpected(fr, t, "a list of comments ('[')");
	return j_each(fr, 0, "',' or ']' in a list of comments", j_comment,
	    &after_move);
}

struct jmove {
	int	 have_move;
	int	 have_comments;
};

static int
j_move_member(struct json_reader *fr, const struct jtoken *t, const char *key,
    size_t klen, void *arg)
{
	struct jmove	*jm = arg;
	int		 rc;

	if (klen == 4 && strcmp(key, "move") == 0 && !jm->have_move) {
		jm->have_move = 1;
		if (t->type != J_STRING)
			return j_unexpected(fr, t, "a move (a string)");
		return nt_gq_move(&fr->gr.g, fr->tmp.data, fr->tmp.len, t->line,
		    t->col);
	}
	if (klen == 8 && strcmp(key, "comments") == 0 && !jm->have_comments) {
		jm->have_comments = 1;
		/* Comments read before the move are its own too. */
		if (!jm->have_move)
			fr->gr.g.nmoves++;
		rc = j_comment_list(fr, t, 1);
		if (!jm->have_move)
			fr->gr.g.nmoves--;
		return rc;
	}
	nt_gq_error(&fr->gr.g, NOTATION_SYNTAX, fr->key_line, fr->key_col,
	    "unknown or "
	    "repeated "
	    "key '%.40s' in a move: expected move and comments", key);
	return -1;
}

static int
j_move(struct json_reader *fr, const struct jtoken *t, const char *key,
    size_t klen, void *arg)
{
	struct jmove	 jm = { 0, 0 };

	if (t->type == J_STRING)
		return nt_gq_move(&fr->gr.g, fr->tmp.data, fr->tmp.len, t->line,
		    t->col);
	if (t->type != J_LBRACE)
		return j_unexpected(fr, t, "a move (a string, or an object of "
		    "move and comments)");
	if (j_each(fr, 1, "',' or '}' in a move", j_move_member, &jm) != 0)
		return -1;
	if (!jm.have_move) {
		nt_gq_error(&fr->gr.g, NOTATION_SYNTAX, t->line, t->col,
		    "a move with comments needs its move");
		return -1;
	}
	return 0;
}

static int
j_game_member(struct json_reader *fr, const struct jtoken *t, const char *key,
    size_t klen, void *arg)
{
	switch (nt_gq_game_key(&fr->gr.g, key, klen, fr->key_line,
	    fr->key_col)) {
	case 0:
		if (t->type != J_LBRACE)
			return j_unexpected(fr, t, "the tags ('{')");
		return j_each(fr, 1, "',' or '}' in the tags", j_tag, fr);
	case 1:
		return j_comment_list(fr, t, 0);
	case 2:
		if (t->type != J_LBRACKET)
			return j_unexpected(fr, t, "the moves ('[')");
		return j_each(fr, 0, "',' or ']' in the moves", j_move, NULL);
	case 3:
		if (t->type != J_STRING)
			return j_unexpected(fr, t, "the result (a string)");
		return nt_gq_result(&fr->gr.g, fr->tmp.data, fr->tmp.len,
		    t->line, t->col);
	}
	return -1;
}

/*
 * After an error, go on at the next line that starts with '{' or '[':
 * the next game of JSON Lines, or the next array of games
 * (spec/conversion.md, "Errors").
 */
static void
j_recover(struct json_reader *fr)
{
	int	 c;

	fr->in_array = 0;
	while ((c = j_peek(fr)) >= 0) {
		if ((c == '{' || c == '[') && fr->gr.in.col == 1)
			return;
		j_get(fr);
	}
}

/*
 * The next game of a JSON stream: a sequence of game objects (JSON Lines
 * has one per line) or of arrays of them.  Something else where a game
 * should start is a game of its own, with its error.
 */
static void
j_read_game(struct gq_reader *gr)
{
	struct json_reader	*fr = (struct json_reader *)gr;
	struct jtoken		 t;

	nt_gq_begin(&fr->gr.g);
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
			nt_gq_end_stream(&fr->gr.g, &fr->gr.in);
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
	nt_gq_open(&fr->gr.g, t.line, t.col);
	if (j_each(fr, 1, "',' or '}' in a game", j_game_member, NULL) != 0)
		goto fail;
	nt_gq_finish(&fr->gr.g, fr->gr.in.line, fr->gr.in.col);
	return;
bad:
	j_unexpected(fr, &t, fr->in_array ? "',' or ']' between games" :
	    "a game ('{')");
	nt_gq_open(&fr->gr.g, t.line, t.col);
fail:
	nt_gq_finish(&fr->gr.g, fr->gr.in.line, fr->gr.in.col);
	j_recover(fr);
}

/* ------------------------------------------------------------------ */
/* The entry point (reader_queue.c's, for a game read whole)          */

static void
json_start(struct gq_reader *gr)
{
	struct json_reader	*fr = (struct json_reader *)gr;

	fr->in_array = fr->array_first = 0;
}

static void
json_destroy(struct gq_reader *gr)
{
	struct json_reader	*fr = (struct json_reader *)gr;

	notation_buf_free(&fr->tmp);
	notation_buf_free(&fr->key);
}

static const struct gq_format json_format = {
	sizeof(struct json_reader), j_read_game, json_start, json_destroy
};

GQ_READER_CLASS(nt_reader_json_class, json_create, json_format);
