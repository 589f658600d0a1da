/*
 * stats_read.c -- a JSON partial read back into an accumulator
 * (spec/statistics.md, "The partial"; stats_partial.c writes it).
 */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stats/stats_int.h"

static int
read_codes(struct jr *r, notation_stats *st, uint64_t *total)
{
	uint64_t	 v;
	int		 first = 1, more, code, last = -1;

	*total = 0;
	if (nt_jr_open(r, "invalid_by_code", '{') == -1)
		return -1;
	while ((more = nt_jr_more(r, '}', &first)) == 1) {
		if (nt_jr_string(r) == -1)
			return -1;
		code = notation_code_from_name(r->str.data);
		if (code < 0 || notation_code_severity(code) != NOTATION_ERROR)
			return nt_jr_check(r, "not the name of an error code");
		if (code <= last)
			return nt_jr_check(r, "codes out of their order");
		last = code;
		if (nt_jr_char(r, ':') == -1 || nt_jr_u64(r, &v) == -1)
			return -1;
		if (v == 0)
			return nt_jr_check(r, "a count of 0 (those are left "
			    "out)");
		st->invalid[code] = v;
		if (nt_stats_add_u64(total, v) == -1)
			return nt_jr_check(r, "counts that add up past 2^64 - "
			    "1");
	}
	return more;
}

/* How valid games ended, every end (ends[]), adding up to valid. */
static int
read_reasons(struct jr *r, uint64_t *ends, uint64_t valid)
{
	uint64_t	 total = 0;
	size_t		 i;
	int		 end;

	if (nt_jr_open(r, "reasons", '{') == -1)
		return -1;
	for (i = 0; i < END__MAX; i++) {
		end = nt_stats_end_at(i);
		if (nt_jr_count(r, nt_stats_end_name(end), i == 0,
		    &ends[end]) == -1)
			return -1;
		if (nt_stats_add_u64(&total, ends[end]) == -1)
			return nt_jr_check(r, "counts past 2^64 - 1");
	}
	if (total != valid)
		return nt_jr_check(r, "the reasons do not add up to the valid "
		    "games");
	return nt_jr_char(r, '}');
}

/*
 * The "valid" and "invalid" counts of as many games: at most the games,
 * and adding up to them.
 */
static int
read_valid(struct jr *r, uint64_t games, uint64_t *valid, uint64_t *invalid)
{
	if (nt_jr_count(r, "valid", 0, valid) == -1)
		return -1;
	if (*valid > games)
		return nt_jr_check(r, "more valid games than games");
	if (nt_jr_count(r, "invalid", 0, invalid) == -1)
		return -1;
	if (*invalid != games - *valid)
		return nt_jr_check(r, "not the games less the valid ones");
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
	if (nt_jr_char(r, '[') == -1)
		return -1;
	while ((more = nt_jr_more(r, ']', &first)) == 1) {
		if (nt_jr_char(r, '{') == -1 ||
		    nt_jr_count(r, h->name, 1, &v) == -1)
			return -1;
		if (v % h->width != 0 || v / h->width >= h->n ||
		    v / h->width < h->first)
			return nt_jr_check(r, "not the edge of a bucket");
		i = (size_t)(v / h->width);
		if (*first_b != h->n && i <= *last_b)
			return nt_jr_check(r, "buckets out of their order");
		if (h->to && nt_jr_opt(r, "to", &to, i + 1 < h->n) == -1)
			return -1;
		if (h->to && i + 1 < h->n && to != v + h->width - 1)
			return nt_jr_check(r, "not the edge of a bucket");
		if (nt_jr_count(r, h->count, 0, &n) == -1)
			return -1;
		if (n == 0)
			return nt_jr_check(r, "a count of 0 (those are left "
			    "out)");
		if (nt_jr_char(r, '}') == -1)
			return -1;
		counts[i] = n;
		if (*first_b == h->n)
			*first_b = i;
		*last_b = i;
		if (nt_stats_add_u64(total, n) == -1)
			return nt_jr_check(r, "counts past 2^64 - 1");
	}
	return more == -1 ? -1 : 0;
}

static int
read_length(struct jr *r, notation_stats *st)
{
	uint64_t	 total;
	size_t		 first_b, last_b;

	if (nt_jr_open(r, "length", '{') == -1 ||
	    nt_jr_count(r, "games", 1, &st->len.n) == -1)
		return -1;
	if (st->len.n != st->valid)
		return nt_jr_check(r, "not as many as the valid games");
	if (nt_jr_range(r, &st->len) == -1 ||
	    nt_jr_key(r, "histogram", 0) == -1)
		return -1;
	if (read_hist(r, &nt_stats_len_hist, st->len_hist, &first_b,
	    &last_b, &total) == -1)
		return -1;
	if (total != st->len.n || (total > 0 &&
	    (nt_stats_len_bucket(st->len.min) != first_b ||
	    nt_stats_len_bucket(st->len.max) != last_b)))
		return nt_jr_check(r, "the histogram disagrees with the games, "
		    "minimum or maximum");
	return nt_jr_char(r, '}');
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

	if (nt_jr_char(r, '{') == -1)
		return -1;
	while ((more = nt_jr_more(r, '}', &first)) == 1) {
		if (nt_jr_string(r) == -1)
			goto done;
		if (r->str.len == 0) {
			nt_jr_check(r, "a tag without a name");
			goto done;
		}
		for (at = 0; nt_stats_tags_next(tags, &at, &n, &v); )
			if (strcmp(n, r->str.data) == 0) {
				nt_jr_check(r, "a tag given twice");
				goto done;
			}
		notation_buf_reset(&name);
		if (notation_buf_put(&name, r->str.data, r->str.len + 1) == -1) {
			nt_jr_nomem(r);
			goto done;
		}
		if (nt_jr_char(r, ':') == -1 || nt_jr_string(r) == -1)
			goto done;
		if (nt_stats_tags_put(tags, name.data, r->str.data) == -1) {
			nt_jr_nomem(r);
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

	if (nt_jr_key(r, "identity", 0) == -1 || nt_jr_string(r) == -1)
		return -1;
	if (r->str.len != NOTATION_STATS_ID_LEN)
		return nt_jr_check(r, "an identity of %d hex digits expected",
		    NOTATION_STATS_ID_LEN);
	st->id[0] = st->id[1] = 0;
	for (i = 0; i < NOTATION_STATS_ID_LEN; i++) {
		if ((h = nt_json_hex_digit(
		    (unsigned char)r->str.data[i])) < 0 ||
		    (r->str.data[i] >= 'A' && r->str.data[i] <= 'F'))
			return nt_jr_check(r, "an identity of lower-case hex "
			    "digits expected");
		st->id[i / 16] = st->id[i / 16] << 4 | (uint64_t)h;
	}
	return 0;
}

static int
read_longest(struct jr *r, notation_stats *st, uint64_t top)
{
	struct chain	*c = &st->longest;

	if (nt_jr_key(r, "longest", 0) == -1)
		return -1;
	if (nt_jr_word(r, "null")) {
		if (st->jumps > 0)
			return nt_jr_check(r, "no longest chain among jumps");
		return 0;
	}
	if (st->jumps == 0)
		return nt_jr_fail(r, NOTATION_SYNTAX, "a longest chain without "
		    "jumps");
	if (nt_jr_char(r, '{') == -1 ||
	    nt_jr_count(r, "hops", 1, &c->hops) == -1)
		return -1;
	if (c->hops != top)
		return nt_jr_check(r, "not the most hops of any jump");
	if (nt_jr_key(r, "move", 0) == -1 || nt_jr_string(r) == -1)
		return -1;
	if ((c->move = strdup(r->str.data)) == NULL)
		return nt_jr_nomem(r);
	if (nt_jr_key(r, "tags", 0) == -1 || read_tags(r, &c->tags) == -1)
		return -1;
	if (nt_jr_count(r, "ply", 0, &c->ply) == -1)
		return -1;
	if (c->ply == 0 || c->ply > st->len.max)
		return nt_jr_check(r, "not a ply of a valid game");
	return nt_jr_char(r, '}');
}

static int
read_moves(struct jr *r, notation_stats *st)
{
	uint64_t	 total;
	size_t		 first_b, top;

	if (nt_jr_open(r, "moves", '{') == -1 ||
	    nt_jr_count(r, "steps", 1, &st->steps) == -1 ||
	    nt_jr_count(r, "jumps", 0, &st->jumps) == -1 ||
	    nt_jr_count(r, "crownings", 0, &st->crownings) == -1 ||
	    nt_jr_key(r, "hops", 0) == -1)
		return -1;
	if (read_hist(r, &nt_stats_hops_hist, st->hops, &first_b, &top,
	    &total) == -1)
		return -1;
	if (total != st->jumps)
		return nt_jr_check(r, "the jumps by hops do not add up to the "
		    "jumps");
	if (read_longest(r, st, top) == -1)
		return -1;
	return nt_jr_char(r, '}');
}

static int
read_camps(struct jr *r, notation_stats *st)
{
	struct camp	*k;
	int		 first = 1, more, fresh;

	if (nt_jr_open(r, "camps", '[') == -1)
		return -1;
	while ((more = nt_jr_more(r, ']', &first)) == 1) {
		if (nt_jr_named(r, "player") == -1)
			return -1;
		if ((k = nt_stats_table_get(&st->camps, r->str.data,
		    &fresh)) == NULL)
			return nt_jr_nomem(r);
		if (!fresh)
			return nt_jr_check(r, "a player given twice");
		if (nt_jr_count(r, "turn", 0, &k->turn) == -1)
			return -1;
		if (k->turn == 0 || k->turn > NOTATION_MAX_PLAYERS)
			return nt_jr_check(r, "not a place in the turn order");
		if (nt_jr_count(r, "emptied", 0, &k->emptied.n) == -1 ||
		    nt_jr_count(r, "never", 0, &k->never) == -1)
			return -1;
		if (k->emptied.n + k->never < k->emptied.n ||
		    k->emptied.n + k->never == 0 ||
		    k->emptied.n + k->never > st->valid)
			return nt_jr_check(r, "more or fewer games than the "
			    "valid "
			    "ones");
		if (nt_jr_range(r, &k->emptied) == -1 ||
		    nt_jr_char(r, '}') == -1)
			return -1;
	}
	return more;
}

static int
read_repetitions(struct jr *r, notation_stats *st)
{
	if (nt_jr_open(r, "repetitions", '{') == -1 ||
	    nt_jr_count(r, "games", 1, &st->rep_games) == -1 ||
	    nt_jr_count(r, "found", 0, &st->rep_found) == -1)
		return -1;
	if (st->rep_games > st->rep_found || st->rep_games > st->valid ||
	    (st->rep_found > 0 && st->rep_games == 0))
		return nt_jr_check(r, "repetitions disagree with their games");
	return nt_jr_char(r, '}');
}

/*
 * The openings of a rule set of that many valid games: as many first
 * moves as games, no more pairs of moves, each counted at most as often
 * as its first move.
 */
static int
read_openings(struct jr *r, struct rset *rs)
{
	const uint64_t	*n;
	const char	*key, *blank;
	uint64_t	 total, two;
	size_t		 i;

	if (nt_jr_open(r, "openings", '{') == -1 ||
	    nt_jr_count(r, "games", 1, &rs->opened) == -1)
		return -1;
	if (rs->opened > rs->valid)
		return nt_jr_check(r, "more openings than valid games");
	if (nt_jr_key(r, "first", 0) == -1 ||
	    nt_jr_counts(r, &rs->first, &total) == -1)
		return -1;
	if (total != rs->opened)
		return nt_jr_check(r, "the first moves do not add up to the "
		    "games");
	if (nt_jr_key(r, "two", 0) == -1 ||
	    nt_jr_counts(r, &rs->two, &two) == -1)
		return -1;
	for (i = 0; i < rs->two.nrecs; i++) {
		key = rs->two.keys[i];
		if ((blank = strchr(key, ' ')) == NULL || blank == key ||
		    blank[1] == '\0' || strchr(blank + 1, ' ') != NULL)
			return nt_jr_check(r, "\"%.60s\" is not two moves",
			    key);
		notation_buf_reset(&r->str);
		if (notation_buf_put(&r->str, key, (size_t)(blank - key)) == -1)
			return nt_jr_nomem(r);
		if ((n = nt_stats_table_find(&rs->first,
		    r->str.data)) == NULL ||
		    *n < *(const uint64_t *)nt_stats_table_rec(&rs->two, i))
			return nt_jr_check(r, "\"%.60s\" more often than its "
			    "first move", key);
	}
	return nt_jr_char(r, '}');
}

/*
 * A rule set's figures; its games, valid games, ends and results are
 * added to *all, to be held against the whole's.
 */
static int
read_rset(struct jr *r, notation_stats *st, struct rset *all)
{
	struct rset	*rs;
	uint64_t	 n, total;
	size_t		 i;
	int		 fresh;

	if (nt_jr_named(r, "rule_set") == -1)
		return -1;
	if ((rs = nt_stats_rset_get(&st->rsets, r->str.data, &fresh)) == NULL)
		return nt_jr_nomem(r);
	if (!fresh)
		return nt_jr_check(r, "a rule set given twice");
	if (nt_jr_count(r, "games", 0, &rs->games) == -1)
		return -1;
	if (rs->games == 0)
		return nt_jr_check(r, "a rule set without games");
	if (read_valid(r, rs->games, &rs->valid, &n) == -1 ||
	    nt_jr_key(r, "results", 0) == -1 ||
	    nt_jr_counts(r, &rs->results, &total) == -1)
		return -1;
	if (total != rs->games)
		return nt_jr_check(r, "the results do not add up to the games");
	if (st->replay && (read_reasons(r, rs->ends, rs->valid) == -1 ||
	    read_openings(r, rs) == -1))
		return -1;
	/*
	 * The games add up below 2^64, or cannot be the whole's; then so
	 * do the valid games, ends and results, each at most the games.
	 */
	if (nt_stats_add_u64(&all->games, rs->games) == -1)
		return nt_jr_check(r, "counts past 2^64 - 1");
	all->valid += rs->valid;
	for (i = 0; i < END__MAX; i++)
		all->ends[i] += rs->ends[i];
	if (nt_stats_counts_merge(&all->results, &rs->results) == -1)
		return nt_jr_nomem(r);
	return nt_jr_char(r, '}');
}

/* Do the figures of every rule set add up to the whole's? */
static int
rsets_agree(const notation_stats *st, const struct rset *all)
{
	const uint64_t	*n;
	size_t		 i;

	if (all->games != st->games || all->valid != st->valid ||
	    memcmp(all->ends, st->ends, sizeof(all->ends)) != 0 ||
	    all->results.nrecs != st->results.nrecs)
		return 0;
	for (i = 0; i < all->results.nrecs; i++)
		if ((n = nt_stats_table_find(&st->results,
		    all->results.keys[i])) == NULL ||
		    *n != *(const uint64_t *)nt_stats_table_rec(&all->results,
		    i))
			return 0;
	return 1;
}

static int
read_rsets(struct jr *r, notation_stats *st)
{
	struct rset	*all;
	struct table	 sum;
	int		 first = 1, more, rc = -1;

	nt_stats_table_init(&sum, sizeof(struct rset));
	if ((all = nt_stats_rset_get(&sum, "", NULL)) == NULL) {
		nt_jr_nomem(r);
		goto done;
	}
	if (nt_jr_open(r, "rule_sets", '[') == -1)
		goto done;
	while ((more = nt_jr_more(r, ']', &first)) == 1)
		if (read_rset(r, st, all) == -1)
			goto done;
	if (more == -1)
		goto done;
	if (!rsets_agree(st, all)) {
		nt_jr_check(r, "the rule sets do not add up to the games, "
		    "valid games, reasons or results");
		goto done;
	}
	rc = 0;
done:
	nt_stats_table_free(&sum, nt_stats_rset_free);
	return rc;
}

static int
read_group(struct jr *r, const notation_stats *st, struct breakdown *b,
    uint64_t *games)
{
	struct group	*g;
	uint64_t	 n, total;
	size_t		 v;
	int		 fresh;

	if (nt_jr_named(r, "key") == -1)
		return -1;
	if ((g = nt_stats_table_get(&b->groups, r->str.data, &fresh)) == NULL)
		return nt_jr_nomem(r);
	if (!fresh)
		return nt_jr_check(r, "a group given twice");
	nt_stats_table_init(&g->results, sizeof(uint64_t));
	nt_stats_table_init(&g->colours, sizeof(uint64_t));
	if (nt_jr_count(r, "games", 0, &g->games) == -1)
		return -1;
	if (g->games == 0)
		return nt_jr_check(r, "a group without games");
	if (nt_stats_add_u64(games, g->games) == -1)
		return nt_jr_check(r, "counts past 2^64 - 1");
	if (b->players) {
		if (nt_jr_key(r, "colours", 0) == -1 ||
		    nt_jr_counts(r, &g->colours, &total) == -1)
			return -1;
		if (total != g->games)
			return nt_jr_check(r, "the colours do not add up to "
			    "the "
			    "games");
	}
	if (read_valid(r, g->games, &g->valid, &n) == -1)
		return -1;
	if (nt_jr_key(r, "results", 0) == -1)
		return -1;
	if (b->players) {
		if (nt_jr_char(r, '{') == -1)
			return -1;
		for (total = 0, v = 0; v < VIEW__MAX; v++) {
			if (nt_jr_count(r, nt_stats_views[v], v == 0,
			    &g->view[v]) == -1)
				return -1;
			if (nt_stats_add_u64(&total, g->view[v]) == -1)
				return nt_jr_check(r, "counts past 2^64 - 1");
		}
		if (nt_jr_char(r, '}') == -1)
			return -1;
	} else if (nt_jr_counts(r, &g->results, &total) == -1)
		return -1;
	if (total != g->games)
		return nt_jr_check(r, "the results do not add up to the games");
	if (st->replay && (nt_jr_count(r, "plies", 0, &g->plies) == -1 ||
	    nt_jr_mean(r, "mean_length", g->plies, g->valid) == -1))
		return -1;
	return nt_jr_char(r, '}');
}

static int
read_breakdowns(struct jr *r, notation_stats *st)
{
	struct breakdown	*b;
	uint64_t		 games;
	int			 first = 1, more, gfirst, gmore;

	if (nt_jr_open(r, "breakdowns", '[') == -1)
		return -1;
	while ((more = nt_jr_more(r, ']', &first)) == 1) {
		if (nt_jr_named(r, "tag") == -1)
			return -1;
		if (r->str.data[0] == '\0')
			return nt_jr_check(r, "an empty tag name");
		if (nt_stats_add_breakdown(st, r->str.data) == -1)
			return nt_jr_nomem(r);
		b = &st->by[st->nby - 1];
		if (nt_jr_open(r, "groups", '[') == -1)
			return -1;
		games = 0;
		gfirst = 1;
		while ((gmore = nt_jr_more(r, ']', &gfirst)) == 1)
			if (read_group(r, st, b, &games) == -1)
				return -1;
		if (gmore == -1)
			return -1;
		if (!b->players && games != st->games)
			return nt_jr_check(r, "the groups do not add up to the "
			    "games");
		if (nt_jr_char(r, '}') == -1)
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

	if (nt_jr_peek(r, ',')) {
		r->pos++;
		if (nt_jr_word(r, quoted)) {
			if (nt_jr_char(r, ':') == -1 ||
			    nt_jr_counts(r, t, &n) == -1)
				return -1;
			if (n == 0)
				return nt_jr_check(r, "%s is left out when it "
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

	if (nt_jr_key(r, "inputs", 0) == -1 ||
	    nt_jr_counts(r, &st->inputs, &inputs) == -1 ||
	    read_optional(r, "\"unreadable\"", &st->unreadable) == -1 ||
	    read_optional(r, "\"not_games\"", &st->junk) == -1 ||
	    nt_jr_count(r, "games", 0, &st->games) == -1)
		return -1;
	if (inputs != st->games)
		return nt_jr_check(r, "the inputs do not add up to the games");
	if (read_valid(r, st->games, &st->valid, &n) == -1)
		return -1;
	if (read_codes(r, st, &total) == -1)
		return -1;
	if (total != n)
		return nt_jr_check(r, "the codes do not add up to the invalid "
		    "games");
	if (nt_jr_key(r, "results", 0) == -1 ||
	    nt_jr_counts(r, &st->results, &total) == -1)
		return -1;
	if (total != st->games)
		return nt_jr_check(r, "the results do not add up to the games");
	if (st->replay && (read_reasons(r, st->ends, st->valid) == -1 ||
	    read_length(r, st) == -1 || read_moves(r, st) == -1 ||
	    read_camps(r, st) == -1 || read_repetitions(r, st) == -1))
		return -1;
	if (read_rsets(r, st) == -1 || read_breakdowns(r, st) == -1)
		return -1;
	return nt_jr_char(r, '}');
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
	nt_jr_ws(&r);
	if (r.pos >= r.len) {
		*pos = r.pos;
		return 0;
	}
	if (nt_jr_char(&r, '{') == -1 ||
	    nt_jr_count(&r, "halma-stats", 1, &version) == -1)
		goto done;
	if (version != PARTIAL_VERSION) {
		nt_jr_check(&r, "a partial of layout %" PRIu64 ", not %d: made "
		    "by %s halma-stats; make it again from its records",
		    version, PARTIAL_VERSION, version < PARTIAL_VERSION ?
		    "an older" : "a newer");
		goto done;
	}
	if ((st = notation_stats_new(0, NULL, 0)) == NULL) {
		nt_jr_nomem(&r);
		goto done;
	}
	if (read_identity(&r, st) == -1 ||
	    nt_jr_key(&r, "replay", 0) == -1 || nt_jr_bool(&r, &replay) == -1)
		goto done;
	st->replay = replay;
	if (read_body(&r, st) == -1)
		goto done;
	nt_jr_ws(&r);
	*pos = r.pos;
	*out = st;
	st = NULL;
done:
	notation_stats_free(st);
	notation_buf_free(&r.str);
	return r.code;
}
