/*
 * stats_read.c -- a JSON partial read back into an accumulator
 * (spec/statistics.md, "The partial"; stats_partial.c writes it).
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stats/stats_int.h"

/*
 * A strict reader of the one layout the writer makes (spec/statistics.md,
 * "The partial"): every key in the writer's order, JSON blanks anywhere
 * between tokens.  It also checks that the figures agree with one another
 * (counts that must add up, minima within their buckets, means that are
 * the sums over the counts), so that a damaged or hand-edited partial is
 * refused rather than merged into wrong totals.
 */
struct jr {
	const char		*s;
	size_t			 len;
	size_t			 pos;
	size_t			 at;		/* where a token began */
	const char		*file;
	struct notation_diag	*d;
	int			 code;		/* the first failure */
	struct notation_buf	 str;		/* the last string */
};

static int
jr_fail(struct jr *r, enum notation_code code, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static int
jr_fail(struct jr *r, enum notation_code code, const char *fmt, ...)
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

/* A figure that does not agree: reported where its value began. */
#define jr_check(r, ...)	((r)->pos = (r)->at, \
	jr_fail((r), NOTATION_SYNTAX, __VA_ARGS__))

static int
jr_nomem(struct jr *r)
{
	return jr_fail(r, NOTATION_LIMIT, "out of memory");
}

static void
jr_ws(struct jr *r)
{
	while (r->pos < r->len && (r->s[r->pos] == ' ' ||
	    r->s[r->pos] == '\t' || r->s[r->pos] == '\n' ||
	    r->s[r->pos] == '\r'))
		r->pos++;
	r->at = r->pos;
}

static int
jr_peek(struct jr *r, int c)
{
	jr_ws(r);
	return r->pos < r->len && r->s[r->pos] == c;
}

static int
jr_char(struct jr *r, int c)
{
	if (jr_peek(r, c)) {
		r->pos++;
		return 0;
	}
	return jr_fail(r, NOTATION_SYNTAX, "expected '%c'", c);
}

/* The items of an object or array: 1 for one more, 0 at close, -1. */
static int
jr_more(struct jr *r, int close, int *first)
{
	if (jr_peek(r, close)) {
		r->pos++;
		return 0;
	}
	if (*first) {
		*first = 0;
		return 1;
	}
	if (jr_peek(r, ',')) {
		r->pos++;
		return 1;
	}
	return jr_fail(r, NOTATION_SYNTAX, "expected ',' or '%c'", close);
}

/* Is the literal word next?  Then it is read. */
static int
jr_word(struct jr *r, const char *word)
{
	size_t	 n = strlen(word);

	jr_ws(r);
	if (r->len - r->pos < n || memcmp(r->s + r->pos, word, n) != 0)
		return 0;
	r->pos += n;
	return 1;
}

static int
jr_bool(struct jr *r, int *v)
{
	if (jr_word(r, "true"))
		*v = 1;
	else if (jr_word(r, "false"))
		*v = 0;
	else
		return jr_fail(r, NOTATION_SYNTAX, "expected true or false");
	return 0;
}

/* A count: a whole number from 0 to 2^64 - 1, as JSON writes it. */
static int
jr_u64(struct jr *r, uint64_t *v)
{
	const char	*s = r->s;
	unsigned	 digit;

	jr_ws(r);
	if (r->pos >= r->len || s[r->pos] < '0' || s[r->pos] > '9')
		return jr_fail(r, NOTATION_SYNTAX, "expected a count");
	if (s[r->pos] == '0' && r->pos + 1 < r->len && s[r->pos + 1] >= '0' &&
	    s[r->pos + 1] <= '9')
		return jr_fail(r, NOTATION_SYNTAX, "a count with a leading 0");
	for (*v = 0; r->pos < r->len && s[r->pos] >= '0' && s[r->pos] <= '9';
	    r->pos++) {
		digit = (unsigned)(s[r->pos] - '0');
		if (*v > (UINT64_MAX - digit) / 10)
			return jr_check(r, "a count past 2^64 - 1");
		*v = *v * 10 + digit;
	}
	if (r->pos < r->len && (s[r->pos] == '.' || s[r->pos] == 'e' ||
	    s[r->pos] == 'E'))
		return jr_fail(r, NOTATION_SYNTAX, "a count must be whole");
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
			return jr_fail(r, NOTATION_SYNTAX,
			    "a short \\u escape");
		if ((h = nt_json_hex_digit((unsigned char)r->s[r->pos])) < 0)
			return jr_fail(r, NOTATION_SYNTAX, "a bad \\u escape");
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
		return jr_fail(r, NOTATION_SYNTAX, "a lone surrogate in a "
		    "string");
	if (nt_json_surrogate(*u) == JSON_HIGH) {
		if (r->len - r->pos < 2 || r->s[r->pos] != '\\' ||
		    r->s[r->pos + 1] != 'u')
			return jr_fail(r, NOTATION_SYNTAX, "a lone surrogate "
			    "in a string");
		r->pos += 2;
		if (jr_hex4(r, &lo) == -1)
			return -1;
		if (nt_json_surrogate(lo) != JSON_LOW)
			return jr_fail(r, NOTATION_SYNTAX, "a lone surrogate "
			    "in a string");
		*u = (unsigned)nt_json_surrogate_pair(*u, lo);
	}
	if (*u == 0)
		return jr_fail(r, NOTATION_SYNTAX, "\\u0000 in a string");
	return 0;
}

/*
 * A string into r->str: well-formed UTF-8, every JSON escape, no NUL
 * (a key is a C string) and no lone surrogate.
 */
static int
jr_string(struct jr *r)
{
	const unsigned char	*p = (const unsigned char *)r->s;
	unsigned		 u;
	size_t			 n;
	int			 c;

	jr_ws(r);
	if (r->pos >= r->len || p[r->pos] != '"')
		return jr_fail(r, NOTATION_SYNTAX, "expected a string");
	r->pos++;
	notation_buf_reset(&r->str);
	if (notation_buf_put(&r->str, "", 0) == -1)
		return jr_nomem(r);
	for (;;) {
		if (r->pos >= r->len)
			return jr_fail(r, NOTATION_SYNTAX, "a string without "
			    "its closing quote");
		if (p[r->pos] == '"') {
			r->pos++;
			return 0;
		}
		if (p[r->pos] < 0x20)
			return jr_fail(r, NOTATION_SYNTAX,
			    "a control character in a string");
		if (p[r->pos] != '\\') {
			if ((n = nt_utf8_len(p + r->pos, r->len - r->pos)) == 0)
				return jr_fail(r, NOTATION_SYNTAX, "a string "
				    "that is not UTF-8");
			if (notation_buf_put(&r->str, r->s + r->pos, n) == -1)
				return jr_nomem(r);
			r->pos += n;
			continue;
		}
		if (++r->pos >= r->len)
			return jr_fail(r, NOTATION_SYNTAX, "a string without "
			    "its closing quote");
		c = p[r->pos++];
		if (c == 'u') {
			if (jr_escape_u(r, &u) == -1)
				return -1;
		} else if ((c = nt_json_escape_char(c)) >= 0)
			u = (unsigned)c;
		else {
			r->pos--;
			return jr_fail(r, NOTATION_SYNTAX, "an unknown escape");
		}
		if (nt_utf8_encode(&r->str, u) == -1)
			return jr_nomem(r);
	}
}

/* The next key of an object, after a comma unless it is the first. */
static int
jr_key(struct jr *r, const char *name, int first)
{
	size_t	 at;

	if (!first && jr_char(r, ',') == -1)
		return -1;
	jr_ws(r);
	at = r->pos;
	if (jr_string(r) == -1)
		return -1;
	if (strcmp(r->str.data, name) != 0) {
		r->pos = at;
		return jr_fail(r, NOTATION_SYNTAX, "expected the key \"%s\"",
		    name);
	}
	return jr_char(r, ':');
}

/* A key, not the first, and the '{' or '[' that opens its value. */
static int
jr_open(struct jr *r, const char *name, char c)
{
	if (jr_key(r, name, 0) == -1)
		return -1;
	return jr_char(r, c);
}

/* An object that begins with a string under name, read into r->str. */
static int
jr_named(struct jr *r, const char *name)
{
	if (jr_char(r, '{') == -1 || jr_key(r, name, 1) == -1)
		return -1;
	return jr_string(r);
}

static int
jr_count(struct jr *r, const char *name, int first, uint64_t *v)
{
	return jr_key(r, name, first) == -1 ? -1 : jr_u64(r, v);
}

/* A minimum or maximum: a count, or null when set is 0. */
static int
jr_opt(struct jr *r, const char *name, uint64_t *v, int set)
{
	if (jr_key(r, name, 0) == -1)
		return -1;
	if (jr_word(r, "null")) {
		if (set)
			return jr_check(r, "\"%s\" is null, but there is "
			    "something to take it of", name);
		*v = 0;
		return 0;
	}
	if (jr_u64(r, v) == -1)
		return -1;
	if (!set)
		return jr_check(r, "\"%s\" must be null: there is nothing to "
		    "take it of", name);
	return 0;
}

/* A mean: exactly what the writer makes of sum and n. */
static int
jr_mean(struct jr *r, const char *name, uint64_t sum, uint64_t n)
{
	char	 want[64];
	size_t	 len;

	if (jr_key(r, name, 0) == -1)
		return -1;
	jr_ws(r);
	nt_stats_fmt_mean(want, sizeof(want), sum, n);
	for (len = 0; r->pos + len < r->len &&
	    strchr("+-.0123456789Eelnu", r->s[r->pos + len]) != NULL; len++)
		continue;
	if (len != strlen(want) || memcmp(r->s + r->pos, want, len) != 0)
		return jr_check(r, "\"%s\" is not %s, the sum over the count",
		    name, want);
	r->pos += len;
	return 0;
}

/*
 * A range after its count, which rg->n holds already: its sum, least,
 * most and mean, with min <= sum / n <= max, as whole numbers without
 * overflow.
 */
static int
jr_range(struct jr *r, struct range *rg)
{
	uint64_t	 n = rg->n;

	if (jr_count(r, "sum", 0, &rg->sum) == -1 ||
	    jr_opt(r, "min", &rg->min, n > 0) == -1 ||
	    jr_opt(r, "max", &rg->max, n > 0) == -1)
		return -1;
	if (n == 0 && rg->sum != 0)
		return jr_check(r, "a sum over nothing");
	if (n > 0 && (rg->min > rg->max || rg->sum / n < rg->min ||
	    rg->sum / n + (rg->sum % n != 0) > rg->max))
		return jr_check(r, "the sum, minimum and maximum disagree");
	return jr_mean(r, "mean", rg->sum, n);
}

/* An object of counts under keys of the data, none 0, none twice. */
static int
jr_counts(struct jr *r, struct table *t, uint64_t *total)
{
	uint64_t	 v, *c;
	int		 first = 1, more, fresh;

	*total = 0;
	if (jr_char(r, '{') == -1)
		return -1;
	while ((more = jr_more(r, '}', &first)) == 1) {
		if (jr_string(r) == -1)
			return -1;
		if ((c = nt_stats_table_get(t, r->str.data, &fresh)) == NULL)
			return jr_nomem(r);
		if (!fresh)
			return jr_check(r, "a key given twice");
		if (jr_char(r, ':') == -1 || jr_u64(r, &v) == -1)
			return -1;
		if (v == 0)
			return jr_check(r, "a count of 0 (those are left out)");
		*c = v;
		if (nt_stats_add_u64(total, v) == -1)
			return jr_check(r, "counts that add up past 2^64 - 1");
	}
	return more;
}

static int
read_codes(struct jr *r, notation_stats *st, uint64_t *total)
{
	uint64_t	 v;
	int		 first = 1, more, code, last = -1;

	*total = 0;
	if (jr_open(r, "invalid_by_code", '{') == -1)
		return -1;
	while ((more = jr_more(r, '}', &first)) == 1) {
		if (jr_string(r) == -1)
			return -1;
		code = notation_code_from_name(r->str.data);
		if (code < 0 || notation_code_severity(code) != NOTATION_ERROR)
			return jr_check(r, "not the name of an error code");
		if (code <= last)
			return jr_check(r, "codes out of their order");
		last = code;
		if (jr_char(r, ':') == -1 || jr_u64(r, &v) == -1)
			return -1;
		if (v == 0)
			return jr_check(r, "a count of 0 (those are left out)");
		st->invalid[code] = v;
		if (nt_stats_add_u64(total, v) == -1)
			return jr_check(r, "counts that add up past 2^64 - 1");
	}
	return more;
}

static int
read_reasons(struct jr *r, notation_stats *st)
{
	uint64_t	 total = 0;
	size_t		 i;
	int		 end;

	if (jr_open(r, "reasons", '{') == -1)
		return -1;
	for (i = 0; i < END__MAX; i++) {
		end = nt_stats_end_at(i);
		if (jr_count(r, nt_stats_end_name(end), i == 0,
		    &st->ends[end]) == -1)
			return -1;
		if (nt_stats_add_u64(&total, st->ends[end]) == -1)
			return jr_check(r, "counts past 2^64 - 1");
	}
	if (total != st->valid)
		return jr_check(r, "the reasons do not add up to the valid "
		    "games");
	return jr_char(r, '}');
}

/*
 * The "valid" and "invalid" counts of as many games: at most the games,
 * and adding up to them.
 */
static int
read_valid(struct jr *r, uint64_t games, uint64_t *valid, uint64_t *invalid)
{
	if (jr_count(r, "valid", 0, valid) == -1)
		return -1;
	if (*valid > games)
		return jr_check(r, "more valid games than games");
	if (jr_count(r, "invalid", 0, invalid) == -1)
		return -1;
	if (*invalid != games - *valid)
		return jr_check(r, "not the games less the valid ones");
	return 0;
}

/*
 * The histogram h into counts (the list after its key): buckets in order,
 * each on an edge, no count 0.  Sets the first and last bucket with a
 * count (first = h->n when there is none) and the total of the counts.
 */
static int
read_hist(struct jr *r, const struct hist *h, uint64_t *counts,
    size_t *first_b, size_t *last_b, uint64_t *total)
{
	uint64_t	 v, to, n;
	size_t		 i;
	int		 first = 1, more;

	*first_b = h->n;
	*last_b = 0;
	*total = 0;
	if (jr_char(r, '[') == -1)
		return -1;
	while ((more = jr_more(r, ']', &first)) == 1) {
		if (jr_char(r, '{') == -1 ||
		    jr_count(r, h->name, 1, &v) == -1)
			return -1;
		if (v % h->width != 0 || v / h->width >= h->n ||
		    v / h->width < h->first)
			return jr_check(r, "not the edge of a bucket");
		i = (size_t)(v / h->width);
		if (*first_b != h->n && i <= *last_b)
			return jr_check(r, "buckets out of their order");
		if (h->to && jr_opt(r, "to", &to, i + 1 < h->n) == -1)
			return -1;
		if (h->to && i + 1 < h->n && to != v + h->width - 1)
			return jr_check(r, "not the edge of a bucket");
		if (jr_count(r, h->count, 0, &n) == -1)
			return -1;
		if (n == 0)
			return jr_check(r, "a count of 0 (those are left out)");
		if (jr_char(r, '}') == -1)
			return -1;
		counts[i] = n;
		if (*first_b == h->n)
			*first_b = i;
		*last_b = i;
		if (nt_stats_add_u64(total, n) == -1)
			return jr_check(r, "counts past 2^64 - 1");
	}
	return more == -1 ? -1 : 0;
}

static int
read_length(struct jr *r, notation_stats *st)
{
	uint64_t	 total;
	size_t		 first_b, last_b;

	if (jr_open(r, "length", '{') == -1 ||
	    jr_count(r, "games", 1, &st->len.n) == -1)
		return -1;
	if (st->len.n != st->valid)
		return jr_check(r, "not as many as the valid games");
	if (jr_range(r, &st->len) == -1 ||
	    jr_key(r, "histogram", 0) == -1)
		return -1;
	if (read_hist(r, &nt_stats_len_hist, st->len_hist, &first_b,
	    &last_b, &total) == -1)
		return -1;
	if (total != st->len.n || (total > 0 &&
	    (nt_stats_len_bucket(st->len.min) != first_b ||
	    nt_stats_len_bucket(st->len.max) != last_b)))
		return jr_check(r, "the histogram disagrees with the games, "
		    "minimum or maximum");
	return jr_char(r, '}');
}

/*
 * A game's tags: an object of strings, names not empty and not given
 * twice, kept in their order.
 */
static int
read_tags(struct jr *r, struct notation_buf *tags)
{
	struct notation_buf	 name = NOTATION_BUF_INIT;
	const char		*n, *v;
	size_t			 at;
	int			 first = 1, more, rc = -1;

	if (jr_char(r, '{') == -1)
		return -1;
	while ((more = jr_more(r, '}', &first)) == 1) {
		if (jr_string(r) == -1)
			goto done;
		if (r->str.len == 0) {
			jr_check(r, "a tag without a name");
			goto done;
		}
		for (at = 0; nt_stats_tags_next(tags, &at, &n, &v); )
			if (strcmp(n, r->str.data) == 0) {
				jr_check(r, "a tag given twice");
				goto done;
			}
		notation_buf_reset(&name);
		if (notation_buf_put(&name, r->str.data, r->str.len + 1) == -1) {
			jr_nomem(r);
			goto done;
		}
		if (jr_char(r, ':') == -1 || jr_string(r) == -1)
			goto done;
		if (nt_stats_tags_put(tags, name.data, r->str.data) == -1) {
			jr_nomem(r);
			goto done;
		}
	}
	rc = more;
done:
	notation_buf_free(&name);
	return rc;
}

/* The identity: 32 lower-case hex digits, two 64-bit words. */
static int
read_identity(struct jr *r, notation_stats *st)
{
	size_t	 i;
	int	 h;

	if (jr_key(r, "identity", 0) == -1 || jr_string(r) == -1)
		return -1;
	if (r->str.len != NOTATION_STATS_ID_LEN)
		return jr_check(r, "an identity of %d hex digits expected",
		    NOTATION_STATS_ID_LEN);
	st->id[0] = st->id[1] = 0;
	for (i = 0; i < NOTATION_STATS_ID_LEN; i++) {
		if ((h = nt_json_hex_digit(
		    (unsigned char)r->str.data[i])) < 0 ||
		    (r->str.data[i] >= 'A' && r->str.data[i] <= 'F'))
			return jr_check(r, "an identity of lower-case hex "
			    "digits expected");
		st->id[i / 16] = st->id[i / 16] << 4 | (uint64_t)h;
	}
	return 0;
}

static int
read_longest(struct jr *r, notation_stats *st, uint64_t top)
{
	struct chain	*c = &st->longest;

	if (jr_key(r, "longest", 0) == -1)
		return -1;
	if (jr_word(r, "null")) {
		if (st->jumps > 0)
			return jr_check(r, "no longest chain among jumps");
		return 0;
	}
	if (st->jumps == 0)
		return jr_fail(r, NOTATION_SYNTAX, "a longest chain without "
		    "jumps");
	if (jr_char(r, '{') == -1 || jr_count(r, "hops", 1, &c->hops) == -1)
		return -1;
	if (c->hops != top)
		return jr_check(r, "not the most hops of any jump");
	if (jr_key(r, "move", 0) == -1 || jr_string(r) == -1)
		return -1;
	if ((c->move = strdup(r->str.data)) == NULL)
		return jr_nomem(r);
	if (jr_key(r, "tags", 0) == -1 || read_tags(r, &c->tags) == -1)
		return -1;
	if (jr_count(r, "ply", 0, &c->ply) == -1)
		return -1;
	if (c->ply == 0 || c->ply > st->len.max)
		return jr_check(r, "not a ply of a valid game");
	return jr_char(r, '}');
}

static int
read_moves(struct jr *r, notation_stats *st)
{
	uint64_t	 total;
	size_t		 first_b, top;

	if (jr_open(r, "moves", '{') == -1 ||
	    jr_count(r, "steps", 1, &st->steps) == -1 ||
	    jr_count(r, "jumps", 0, &st->jumps) == -1 ||
	    jr_key(r, "hops", 0) == -1)
		return -1;
	if (read_hist(r, &nt_stats_hops_hist, st->hops, &first_b, &top,
	    &total) == -1)
		return -1;
	if (total != st->jumps)
		return jr_check(r, "the jumps by hops do not add up to the "
		    "jumps");
	if (read_longest(r, st, top) == -1)
		return -1;
	return jr_char(r, '}');
}

static int
read_camps(struct jr *r, notation_stats *st)
{
	struct camp	*k;
	int		 first = 1, more, fresh;

	if (jr_open(r, "camps", '[') == -1)
		return -1;
	while ((more = jr_more(r, ']', &first)) == 1) {
		if (jr_named(r, "player") == -1)
			return -1;
		if ((k = nt_stats_table_get(&st->camps, r->str.data,
		    &fresh)) == NULL)
			return jr_nomem(r);
		if (!fresh)
			return jr_check(r, "a player given twice");
		if (jr_count(r, "turn", 0, &k->turn) == -1)
			return -1;
		if (k->turn == 0 || k->turn > NOTATION_MAX_PLAYERS)
			return jr_check(r, "not a place in the turn order");
		if (jr_count(r, "emptied", 0, &k->emptied.n) == -1 ||
		    jr_count(r, "never", 0, &k->never) == -1)
			return -1;
		if (k->emptied.n + k->never < k->emptied.n ||
		    k->emptied.n + k->never == 0 ||
		    k->emptied.n + k->never > st->valid)
			return jr_check(r, "more or fewer games than the valid "
			    "ones");
		if (jr_range(r, &k->emptied) == -1 || jr_char(r, '}') == -1)
			return -1;
	}
	return more;
}

static int
read_repetitions(struct jr *r, notation_stats *st)
{
	if (jr_open(r, "repetitions", '{') == -1 ||
	    jr_count(r, "games", 1, &st->rep_games) == -1 ||
	    jr_count(r, "found", 0, &st->rep_found) == -1)
		return -1;
	if (st->rep_games > st->rep_found || st->rep_games > st->valid ||
	    (st->rep_found > 0 && st->rep_games == 0))
		return jr_check(r, "repetitions disagree with their games");
	return jr_char(r, '}');
}

static int
read_group(struct jr *r, const notation_stats *st, struct breakdown *b,
    uint64_t *games)
{
	struct group	*g;
	uint64_t	 n, total;
	size_t		 v;
	int		 fresh;

	if (jr_named(r, "key") == -1)
		return -1;
	if ((g = nt_stats_table_get(&b->groups, r->str.data, &fresh)) == NULL)
		return jr_nomem(r);
	if (!fresh)
		return jr_check(r, "a group given twice");
	nt_stats_table_init(&g->results, sizeof(uint64_t));
	nt_stats_table_init(&g->colours, sizeof(uint64_t));
	if (jr_count(r, "games", 0, &g->games) == -1)
		return -1;
	if (g->games == 0)
		return jr_check(r, "a group without games");
	if (nt_stats_add_u64(games, g->games) == -1)
		return jr_check(r, "counts past 2^64 - 1");
	if (b->players) {
		if (jr_key(r, "colours", 0) == -1 ||
		    jr_counts(r, &g->colours, &total) == -1)
			return -1;
		if (total != g->games)
			return jr_check(r, "the colours do not add up to the "
			    "games");
	}
	if (read_valid(r, g->games, &g->valid, &n) == -1)
		return -1;
	if (jr_key(r, "results", 0) == -1)
		return -1;
	if (b->players) {
		if (jr_char(r, '{') == -1)
			return -1;
		for (total = 0, v = 0; v < VIEW__MAX; v++) {
			if (jr_count(r, nt_stats_views[v], v == 0,
			    &g->view[v]) == -1)
				return -1;
			if (nt_stats_add_u64(&total, g->view[v]) == -1)
				return jr_check(r, "counts past 2^64 - 1");
		}
		if (jr_char(r, '}') == -1)
			return -1;
	} else if (jr_counts(r, &g->results, &total) == -1)
		return -1;
	if (total != g->games)
		return jr_check(r, "the results do not add up to the games");
	if (st->replay && (jr_count(r, "plies", 0, &g->plies) == -1 ||
	    jr_mean(r, "mean_length", g->plies, g->valid) == -1))
		return -1;
	return jr_char(r, '}');
}

static int
read_breakdowns(struct jr *r, notation_stats *st)
{
	struct breakdown	*b;
	uint64_t		 games;
	int			 first = 1, more, gfirst, gmore;

	if (jr_open(r, "breakdowns", '[') == -1)
		return -1;
	while ((more = jr_more(r, ']', &first)) == 1) {
		if (jr_named(r, "tag") == -1)
			return -1;
		if (r->str.data[0] == '\0')
			return jr_check(r, "an empty tag name");
		if (nt_stats_add_breakdown(st, r->str.data) == -1)
			return jr_nomem(r);
		b = &st->by[st->nby - 1];
		if (jr_open(r, "groups", '[') == -1)
			return -1;
		games = 0;
		gfirst = 1;
		while ((gmore = jr_more(r, ']', &gfirst)) == 1)
			if (read_group(r, st, b, &games) == -1)
				return -1;
		if (gmore == -1)
			return -1;
		if (!b->players && games != st->games)
			return jr_check(r, "the groups do not add up to the "
			    "games");
		if (jr_char(r, '}') == -1)
			return -1;
	}
	return more;
}

/*
 * Counts by input under a key that is there only when there are some
 * ("unreadable", "not_games"): quoted, the key as it is written.
 */
static int
read_optional(struct jr *r, const char *quoted, struct table *t)
{
	size_t		 at = r->pos;
	uint64_t	 n;

	if (jr_peek(r, ',')) {
		r->pos++;
		if (jr_word(r, quoted)) {
			if (jr_char(r, ':') == -1 || jr_counts(r, t, &n) == -1)
				return -1;
			if (n == 0)
				return jr_check(r, "%s is left out when it "
				    "counts nothing", quoted);
			return 0;
		}
	}
	r->pos = at;
	return 0;
}

static int
read_body(struct jr *r, notation_stats *st)
{
	uint64_t	 inputs, n, total;

	if (jr_key(r, "inputs", 0) == -1 ||
	    jr_counts(r, &st->inputs, &inputs) == -1 ||
	    read_optional(r, "\"unreadable\"", &st->unreadable) == -1 ||
	    read_optional(r, "\"not_games\"", &st->junk) == -1 ||
	    jr_count(r, "games", 0, &st->games) == -1)
		return -1;
	if (inputs != st->games)
		return jr_check(r, "the inputs do not add up to the games");
	if (read_valid(r, st->games, &st->valid, &n) == -1)
		return -1;
	if (read_codes(r, st, &total) == -1)
		return -1;
	if (total != n)
		return jr_check(r, "the codes do not add up to the invalid "
		    "games");
	if (jr_key(r, "results", 0) == -1 ||
	    jr_counts(r, &st->results, &total) == -1)
		return -1;
	if (total != st->games)
		return jr_check(r, "the results do not add up to the games");
	if (st->replay && (read_reasons(r, st) == -1 ||
	    read_length(r, st) == -1 || read_moves(r, st) == -1 ||
	    read_camps(r, st) == -1 || read_repetitions(r, st) == -1))
		return -1;
	if (read_breakdowns(r, st) == -1)
		return -1;
	return jr_char(r, '}');
}

int
notation_stats_read_json(const char *text, size_t len, size_t *pos,
    const char *file, notation_stats **out, struct notation_diag *d)
{
	notation_stats	*st = NULL;
	struct jr	 r;
	uint64_t	 version;
	int		 replay = 0;

	*out = NULL;
	memset(&r, 0, sizeof(r));
	r.s = text;
	r.len = len;
	r.pos = *pos;
	r.file = file;
	r.d = d;
	r.code = NOTATION_OK;
	jr_ws(&r);
	if (r.pos >= r.len) {
		*pos = r.pos;
		return 0;
	}
	if (jr_char(&r, '{') == -1 ||
	    jr_count(&r, "halma-stats", 1, &version) == -1)
		goto done;
	if (version != PARTIAL_VERSION) {
		jr_check(&r, "a partial of layout %" PRIu64 ", not %d: made "
		    "by %s halma-stats; make it again from its records",
		    version, PARTIAL_VERSION, version < PARTIAL_VERSION ?
		    "an older" : "a newer");
		goto done;
	}
	if ((st = notation_stats_new(0, NULL, 0)) == NULL) {
		jr_nomem(&r);
		goto done;
	}
	if (read_identity(&r, st) == -1 ||
	    jr_key(&r, "replay", 0) == -1 || jr_bool(&r, &replay) == -1)
		goto done;
	st->replay = replay;
	if (read_body(&r, st) == -1)
		goto done;
	jr_ws(&r);
	*pos = r.pos;
	*out = st;
	st = NULL;
done:
	notation_stats_free(st);
	notation_buf_free(&r.str);
	return r.code;
}
