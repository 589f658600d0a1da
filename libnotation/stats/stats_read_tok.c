/*
 * stats_read_tok.c -- the tokens of a JSON partial and the figures they
 * make (counts, ranges, means, objects of counts), for the reader of
 * partials (stats_read.c, stats_read_rules.c): each reports the first
 * failure at its line and column and returns -1.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stats/stats_int.h"

int
nt_jr_fail(struct jr *r, enum notation_code code, const char *fmt, ...)
{
	va_list		 ap;
	char		 msg[NOTATION_MSG_MAX];
	unsigned long	 line = 1, column = 1;
	size_t		 i;

	if (r->code != NOTATION_OK)
		return -1;
	r->code = code;
	if (r->d == NULL)
		return -1;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	/* Whatever was expected, a partial that stops short is cut off. */
	if (r->pos >= r->len && code == NOTATION_SYNTAX)
		snprintf(msg, sizeof(msg), "a truncated partial: its text "
		    "ends before its last '}'");
	for (i = 0; i < r->pos && i < r->len; i++)
		if (r->s[i] == '\n') {
			line++;
			column = 1;
		} else
			column++;
	r->d->file = r->file;
	r->d->line = line;
	r->d->column = column;
	notation_diag_set(r->d, code, "%s", msg);
	return -1;
}

int
nt_jr_nomem(struct jr *r)
{
	return nt_jr_fail(r, NOTATION_LIMIT, "out of memory");
}

void
nt_jr_ws(struct jr *r)
{
	while (r->pos < r->len && (r->s[r->pos] == ' ' ||
	    r->s[r->pos] == '\t' || r->s[r->pos] == '\n' ||
	    r->s[r->pos] == '\r'))
		r->pos++;
	r->at = r->pos;
}

int
nt_jr_peek(struct jr *r, int c)
{
	nt_jr_ws(r);
	return r->pos < r->len && r->s[r->pos] == c;
}

int
nt_jr_char(struct jr *r, int c)
{
	if (nt_jr_peek(r, c)) {
		r->pos++;
		return 0;
	}
	return nt_jr_fail(r, NOTATION_SYNTAX, "expected '%c'", c);
}

/* The items of an object or array: 1 for one more, 0 at close, -1. */
int
nt_jr_more(struct jr *r, int close, int *first)
{
	if (nt_jr_peek(r, close)) {
		r->pos++;
		return 0;
	}
	if (*first) {
		*first = 0;
		return 1;
	}
	if (nt_jr_peek(r, ',')) {
		r->pos++;
		return 1;
	}
	return nt_jr_fail(r, NOTATION_SYNTAX, "expected ',' or '%c'", close);
}

/* Is the literal word next?  Then it is read. */
int
nt_jr_word(struct jr *r, const char *word)
{
	size_t	 n = strlen(word);

	nt_jr_ws(r);
	if (r->len - r->pos < n || memcmp(r->s + r->pos, word, n) != 0)
		return 0;
	r->pos += n;
	return 1;
}

int
nt_jr_bool(struct jr *r, int *v)
{
	if (nt_jr_word(r, "true"))
		*v = 1;
	else if (nt_jr_word(r, "false"))
		*v = 0;
	else
		return nt_jr_fail(r, NOTATION_SYNTAX, "expected true or false");
	return 0;
}

/* A count: a whole number from 0 to 2^64 - 1, as JSON writes it. */
int
nt_jr_u64(struct jr *r, uint64_t *v)
{
	const char	*s = r->s;
	unsigned	 digit;

	nt_jr_ws(r);
	if (r->pos >= r->len || s[r->pos] < '0' || s[r->pos] > '9')
		return nt_jr_fail(r, NOTATION_SYNTAX, "expected a count");
	if (s[r->pos] == '0' && r->pos + 1 < r->len && s[r->pos + 1] >= '0' &&
	    s[r->pos + 1] <= '9')
		return nt_jr_fail(r, NOTATION_SYNTAX, "a count with a leading "
		    "0");
	for (*v = 0; r->pos < r->len && s[r->pos] >= '0' && s[r->pos] <= '9';
	    r->pos++) {
		digit = (unsigned)(s[r->pos] - '0');
		if (*v > (UINT64_MAX - digit) / 10)
			return nt_jr_check(r, "a count past 2^64 - 1");
		*v = *v * 10 + digit;
	}
	if (r->pos < r->len && (s[r->pos] == '.' || s[r->pos] == 'e' ||
	    s[r->pos] == 'E'))
		return nt_jr_fail(r, NOTATION_SYNTAX, "a count must be whole");
	return 0;
}

static int
jr_hex4(struct jr *r, unsigned *u)
{
	size_t	 i;
	int	 h;

	*u = 0;
	for (i = 0; i < 4; i++, r->pos++) {
		if (r->pos >= r->len)
			return nt_jr_fail(r, NOTATION_SYNTAX,
			    "a short \\u escape");
		if ((h = nt_json_hex_digit((unsigned char)r->s[r->pos])) < 0)
			return nt_jr_fail(r, NOTATION_SYNTAX, "a bad \\u "
			    "escape");
		*u = *u << 4 | (unsigned)h;
	}
	return 0;
}

/* The code point of a \\u escape (after the u), surrogate pairs joined. */
static int
jr_escape_u(struct jr *r, unsigned *u)
{
	unsigned	 lo;

	if (jr_hex4(r, u) == -1)
		return -1;
	if (nt_json_surrogate(*u) == JSON_LOW)
		return nt_jr_fail(r, NOTATION_SYNTAX, "a lone surrogate in a "
		    "string");
	if (nt_json_surrogate(*u) == JSON_HIGH) {
		if (r->len - r->pos < 2 || r->s[r->pos] != '\\' ||
		    r->s[r->pos + 1] != 'u')
			return nt_jr_fail(r, NOTATION_SYNTAX, "a lone "
			    "surrogate "
			    "in a string");
		r->pos += 2;
		if (jr_hex4(r, &lo) == -1)
			return -1;
		if (nt_json_surrogate(lo) != JSON_LOW)
			return nt_jr_fail(r, NOTATION_SYNTAX, "a lone "
			    "surrogate "
			    "in a string");
		*u = (unsigned)nt_json_surrogate_pair(*u, lo);
	}
	if (*u == 0)
		return nt_jr_fail(r, NOTATION_SYNTAX, "\\u0000 in a string");
	return 0;
}

/*
 * A string into r->str: well-formed UTF-8, every JSON escape, no NUL
 * (a key is a C string) and no lone surrogate.
 */
int
nt_jr_string(struct jr *r)
{
	const unsigned char	*p = (const unsigned char *)r->s;
	unsigned		 u;
	size_t			 n;
	int			 c;

	nt_jr_ws(r);
	if (r->pos >= r->len || p[r->pos] != '"')
		return nt_jr_fail(r, NOTATION_SYNTAX, "expected a string");
	r->pos++;
	notation_buf_reset(&r->str);
	if (notation_buf_put(&r->str, "", 0) == -1)
		return nt_jr_nomem(r);
	for (;;) {
		if (r->pos >= r->len)
			return nt_jr_fail(r, NOTATION_SYNTAX, "a string "
			    "without "
			    "its closing quote");
		if (p[r->pos] == '"') {
			r->pos++;
			return 0;
		}
		if (p[r->pos] < 0x20)
			return nt_jr_fail(r, NOTATION_SYNTAX,
			    "a control character in a string");
		if (p[r->pos] != '\\') {
			if ((n = nt_utf8_len(p + r->pos, r->len - r->pos)) == 0)
				return nt_jr_fail(r, NOTATION_SYNTAX, "a "
				    "string "
				    "that is not UTF-8");
			if (notation_buf_put(&r->str, r->s + r->pos, n) == -1)
				return nt_jr_nomem(r);
			r->pos += n;
			continue;
		}
		if (++r->pos >= r->len)
			return nt_jr_fail(r, NOTATION_SYNTAX, "a string "
			    "without "
			    "its closing quote");
		c = p[r->pos++];
		if (c == 'u') {
			if (jr_escape_u(r, &u) == -1)
				return -1;
		} else if ((c = nt_json_escape_char(c)) >= 0)
			u = (unsigned)c;
		else {
			r->pos--;
			return nt_jr_fail(r, NOTATION_SYNTAX, "an unknown "
			    "escape");
		}
		if (nt_utf8_encode(&r->str, u) == -1)
			return nt_jr_nomem(r);
	}
}

/* The next key of an object, after a comma unless it is the first. */
int
nt_jr_key(struct jr *r, const char *name, int first)
{
	size_t	 at;

	if (!first && nt_jr_char(r, ',') == -1)
		return -1;
	nt_jr_ws(r);
	at = r->pos;
	if (nt_jr_string(r) == -1)
		return -1;
	if (strcmp(r->str.data, name) != 0) {
		r->pos = at;
		return nt_jr_fail(r, NOTATION_SYNTAX, "expected the key \"%s\"",
		    name);
	}
	return nt_jr_char(r, ':');
}

/* A key, not the first, and the '{' or '[' that opens its value. */
int
nt_jr_open(struct jr *r, const char *name, char c)
{
	if (nt_jr_key(r, name, 0) == -1)
		return -1;
	return nt_jr_char(r, c);
}

/* An object that begins with a string under name, read into r->str. */
int
nt_jr_named(struct jr *r, const char *name)
{
	if (nt_jr_char(r, '{') == -1 || nt_jr_key(r, name, 1) == -1)
		return -1;
	return nt_jr_string(r);
}

int
nt_jr_count(struct jr *r, const char *name, int first, uint64_t *v)
{
	return nt_jr_key(r, name, first) == -1 ? -1 : nt_jr_u64(r, v);
}

/* A minimum or maximum: a count, or null when set is 0. */
int
nt_jr_opt(struct jr *r, const char *name, uint64_t *v, int set)
{
	if (nt_jr_key(r, name, 0) == -1)
		return -1;
	if (nt_jr_word(r, "null")) {
		if (set)
			return nt_jr_check(r, "\"%s\" is null, but there is "
			    "something to take it of", name);
		*v = 0;
		return 0;
	}
	if (nt_jr_u64(r, v) == -1)
		return -1;
	if (!set)
		return nt_jr_check(r, "\"%s\" must be null: there is nothing "
		    "to "
		    "take it of", name);
	return 0;
}

/* A mean: exactly what the writer makes of sum and n. */
int
nt_jr_mean(struct jr *r, const char *name, uint64_t sum, uint64_t n)
{
	char	 want[64];
	size_t	 len;

	if (nt_jr_key(r, name, 0) == -1)
		return -1;
	nt_jr_ws(r);
	nt_stats_fmt_mean(want, sizeof(want), sum, n);
	for (len = 0; r->pos + len < r->len &&
	    strchr("+-.0123456789Eelnu", r->s[r->pos + len]) != NULL; len++)
		continue;
	if (len != strlen(want) || memcmp(r->s + r->pos, want, len) != 0)
		return nt_jr_check(r, "\"%s\" is not %s, the sum over the "
		    "count",
		    name, want);
	r->pos += len;
	return 0;
}

/*
 * A range after its count, which rg->n holds already: its sum, least,
 * most and mean, with min <= sum / n <= max, as whole numbers without
 * overflow.
 */
int
nt_jr_range(struct jr *r, struct range *rg)
{
	uint64_t	 n = rg->n;

	if (nt_jr_count(r, "sum", 0, &rg->sum) == -1 ||
	    nt_jr_opt(r, "min", &rg->min, n > 0) == -1 ||
	    nt_jr_opt(r, "max", &rg->max, n > 0) == -1)
		return -1;
	if (n == 0 && rg->sum != 0)
		return nt_jr_check(r, "a sum over nothing");
	if (n > 0 && (rg->min > rg->max || rg->sum / n < rg->min ||
	    rg->sum / n + (rg->sum % n != 0) > rg->max))
		return nt_jr_check(r, "the sum, minimum and maximum disagree");
	return nt_jr_mean(r, "mean", rg->sum, n);
}

/* An object of counts under keys of the data, none 0, none twice. */
int
nt_jr_counts(struct jr *r, struct table *t, uint64_t *total)
{
	uint64_t	 v, *c;
	int		 first = 1, more, fresh;

	*total = 0;
	if (nt_jr_char(r, '{') == -1)
		return -1;
	while ((more = nt_jr_more(r, '}', &first)) == 1) {
		if (nt_jr_string(r) == -1)
			return -1;
		if ((c = nt_stats_table_get(t, r->str.data, &fresh)) == NULL)
			return nt_jr_nomem(r);
		if (!fresh)
			return nt_jr_check(r, "a key given twice");
		if (nt_jr_char(r, ':') == -1 || nt_jr_u64(r, &v) == -1)
			return -1;
		if (v == 0)
			return nt_jr_check(r, "a count of 0 (those are left "
			    "out)");
		*c = v;
		if (nt_stats_add_u64(total, v) == -1)
			return nt_jr_check(r, "counts that add up past 2^64 - "
			    "1");
	}
	return more;
}
