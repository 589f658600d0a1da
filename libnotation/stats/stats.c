/*
 * stats.c -- statistics over collections of games that merge exactly
 * (spec/statistics.md): accumulating and merging.  It names no output:
 * those read it through stats_int.h, and stats_output.c finds them by
 * name; stats_read.c reads a partial back into it.
 *
 * Every figure is kept as something that adds up: counts, sums, minima,
 * maxima and histograms with fixed bucket edges.  Means are worked out
 * only when written.  So the statistics of a collection equal the merge of
 * the statistics of its parts wherever it was cut, and a partial written
 * as JSON reads back into the very same accumulator.
 *
 * The figures of play (how games ended, lengths, moves, chains, camps,
 * repetitions) are gathered ply by ply into the current game and kept
 * only when its summary says the game is valid: a record that breaks off
 * at an illegal move is not a short game.
 */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stats/stats_int.h"

/* ------------------------------------------------------------------ */
/* Breakdown groups.                                                  */

static void
group_free(void *rec)
{
	struct group	*g = rec;

	nt_stats_table_free(&g->results, NULL);
	nt_stats_table_free(&g->colours, NULL);
}

/* A group just made: its tables of counts. */
static void
group_init(struct group *g)
{
	nt_stats_table_init(&g->results, sizeof(uint64_t));
	nt_stats_table_init(&g->colours, sizeof(uint64_t));
}

static struct group *
group_get(struct breakdown *b, const char *key)
{
	struct group	*g;
	int		 fresh;

	if ((g = nt_stats_table_get(&b->groups, key, &fresh)) != NULL &&
	    fresh)
		group_init(g);
	return g;
}

/* ------------------------------------------------------------------ */
/* Keys.                                                              */

/*
 * Input names and tag values become keys, which JSON and YAML carry only
 * as UTF-8.  A byte that is not part of well-formed UTF-8 is replaced by
 * U+FFFD here, once, so that what is kept is exactly what is written and
 * read back, and two values never fall together only on the way out.
 * The result lives in st->scratch until the next call.
 */
static const char *
clean(notation_stats *st, const char *s)
{
	size_t		 len = strlen(s), i;
	uint64_t	 w;

	/*
	 * Bytes below 0x80 are UTF-8 as they stand, and most keys (input
	 * names, rule sets, players, results) are all such: eight a look.
	 */
	for (i = 0; i + 8 <= len; i += 8) {
		memcpy(&w, s + i, 8);
		if (w & 0x8080808080808080ULL)
			break;
	}
	while (i < len && (unsigned char)s[i] < 0x80)
		i++;
	if (i == len ||
	    nt_utf8_span((const unsigned char *)s, len) == len)
		return s;
	notation_buf_reset(&st->scratch);
	return nt_utf8_copy(&st->scratch, s, len) == 0 ? st->scratch.data :
	    NULL;
}

/* ------------------------------------------------------------------ */
/* Making, freeing, counting.                                          */

int
nt_stats_add_breakdown(notation_stats *st, const char *tag)
{
	struct breakdown	*b;

	if (*tag == '\0')
		return -1;
	if ((b = reallocarray(st->by, st->nby + 1, sizeof(*b))) == NULL)
		return -1;
	st->by = b;
	b = &st->by[st->nby];
	if ((b->tag = strdup(tag)) == NULL)
		return -1;
	b->players = strcmp(tag, "Player") == 0;
	nt_stats_table_init(&b->groups, sizeof(struct group));
	st->nby++;
	return 0;
}

static void	cur_reset(struct current *);

notation_stats *
notation_stats_new(int flags, const char *const *by, size_t nby)
{
	notation_stats	*st;
	size_t		 i;

	if ((st = calloc(1, sizeof(*st))) == NULL)
		return NULL;
	cur_reset(&st->cur);
	st->replay = (flags & NOTATION_STATS_REPLAY) != 0;
	nt_stats_table_init(&st->inputs, sizeof(uint64_t));
	nt_stats_table_init(&st->unreadable, sizeof(uint64_t));
	nt_stats_table_init(&st->junk, sizeof(uint64_t));
	nt_stats_table_init(&st->results, sizeof(uint64_t));
	nt_stats_table_init(&st->camps, sizeof(struct camp));
	nt_stats_table_init(&st->rsets, sizeof(struct rset));
	for (i = 0; i < nby; i++)
		if (nt_stats_add_breakdown(st, by[i]) == -1) {
			notation_stats_free(st);
			return NULL;
		}
	return st;
}

void
notation_stats_free(notation_stats *st)
{
	size_t	 i;

	if (st == NULL)
		return;
	nt_stats_table_free(&st->inputs, NULL);
	nt_stats_table_free(&st->unreadable, NULL);
	nt_stats_table_free(&st->junk, NULL);
	nt_stats_table_free(&st->results, NULL);
	nt_stats_table_free(&st->camps, NULL);
	nt_stats_table_free(&st->rsets, nt_stats_rset_free);
	for (i = 0; i < st->nby; i++) {
		free(st->by[i].tag);
		nt_stats_table_free(&st->by[i].groups, group_free);
	}
	free(st->by);
	free(st->longest.move);
	notation_buf_free(&st->longest.tags);
	notation_buf_free(&st->chaintags);
	notation_buf_free(&st->cur.tags);
	notation_buf_free(&st->cur.best);
	notation_buf_free(&st->cur.text);
	notation_buf_free(&st->cur.open);
	notation_buf_free(&st->scratch);
	notation_buf_free(&st->rtext);
	free(st);
}

uint64_t
notation_stats_games(const notation_stats *st)
{
	return st->games;
}

uint64_t
notation_stats_unreadable(const notation_stats *st)
{
	return nt_stats_counts_total(&st->unreadable);
}

int
notation_stats_add_unreadable(notation_stats *st, const char *input)
{
	const char	*key;

	if ((key = clean(st, input != NULL ? input : STDIN_FILE)) == NULL ||
	    nt_stats_count_add(&st->unreadable, key, 1) == -1)
		return NOTATION_LIMIT;
	return 0;
}

uint64_t
notation_stats_invalid(const notation_stats *st)
{
	return st->games - st->valid;
}

const struct hist nt_stats_len_hist = {
	"from", "games", 0, LEN_BUCKETS, LEN_WIDTH, 1
};
const struct hist nt_stats_hops_hist = { "hops", "jumps", 1, MAX_HOPS, 1, 0 };

size_t
nt_stats_len_bucket(uint64_t plies)
{
	if (plies >= LEN_OPEN)
		return LEN_BUCKETS - 1;
	return (size_t)(plies / LEN_WIDTH);
}

/*
 * The identity (spec/statistics.md, "Identity"): the sum, modulo 2^128,
 * of a 128-bit hash of each game counted (its input name, tags, moves and
 * verdict), so that it is a function of the collection as a multiset of
 * games, the same for one process and for any merge of its parts: the
 * words of each hashed by nt_stats_id_mix() (stats_int.h).
 */
static void
id_text(uint64_t h[2], const char *s, size_t len)
{
	/* In registers: stores to h[] could be the bytes of s. */
	uint64_t	 w, k[2] = { h[0], h[1] };

	nt_stats_id_mix(k, len);
	for (; len >= 8; s += 8, len -= 8) {
		memcpy(&w, s, 8);
		nt_stats_id_mix(k, w);
	}
	for (; len > 0; s++, len--)
		nt_stats_id_mix(k, (unsigned char)*s | 0x100);
	h[0] = k[0];
	h[1] = k[1];
}

static void
id_add(uint64_t sum[2], const uint64_t h[2])
{
	sum[1] += h[1];
	sum[0] += h[0] + (sum[1] < h[1]);
}

void
notation_stats_identity(const notation_stats *st, char *buf)
{
	snprintf(buf, NOTATION_STATS_ID_LEN + 1, "%016" PRIx64 "%016" PRIx64,
	    st->id[0], st->id[1]);
}

/*
 * Is (hops, move, tags, ply) a better longest chain than c: more hops,
 * or as many and first in the byte order of the move's long form, then of
 * the tags (pair by pair), then the smaller ply?  An order of what is
 * reported alone, so that one process in any order of the games and any
 * grouping and order of partials pick the same chain, and two chains it
 * cannot tell apart are written alike (spec/statistics.md, "Moves").
 */
static int
chain_better(const struct chain *c, uint64_t hops, const char *move,
    const struct notation_buf *tags, uint64_t ply)
{
	int	 k;

	if (c->hops != hops)
		return hops > c->hops;
	if ((k = strcmp(move, c->move)) != 0)
		return k < 0;
	if ((k = nt_stats_tags_cmp(tags, &c->tags)) != 0)
		return k < 0;
	return ply < c->ply;
}

static int
chain_offer(struct chain *c, uint64_t hops, const char *move,
    const struct notation_buf *tags, uint64_t ply)
{
	char	*m;

	if (hops == 0 || !chain_better(c, hops, move, tags, ply))
		return 0;
	if ((m = strdup(move)) == NULL)
		return -1;
	free(c->move);
	c->hops = hops;
	c->move = m;
	notation_buf_reset(&c->tags);
	if (tags->len > 0 &&
	    notation_buf_put(&c->tags, tags->data, tags->len) == -1)
		return -1;
	c->ply = ply;
	return 0;
}

/* Adds the range o to r: o's extremes only when it has values. */
static void
range_merge(struct range *r, const struct range *o)
{
	if (o->n > 0) {
		if (r->n == 0 || o->min < r->min)
			r->min = o->min;
		if (r->n == 0 || o->max > r->max)
			r->max = o->max;
	}
	r->n += o->n;
	r->sum += o->sum;
}

/* Adds one value to r. */
static void
range_add(struct range *r, uint64_t v)
{
	const struct range	 one = { 1, v, v, v };

	range_merge(r, &one);
}

/*
 * The record of s's key in t (made, *fresh, when new), or NULL; *keyp
 * the key as t keeps it.  *last is the record + 1 that the same call
 * found the last time (0: none): most games name what the last of their
 * kind named (their input, their players), which a compare of s with
 * that key finds without cleaning s and hashing it.
 */
static void *
recent_get(notation_stats *st, struct table *t, size_t *last, const char *s,
    const char **keyp, int *fresh)
{
	const char	*key;
	void		*rec;
	size_t		 i = *last;

	if (i > 0 && i <= t->nrecs && strcmp(t->keys[i - 1], s) == 0) {
		if (fresh != NULL)
			*fresh = 0;
		*keyp = t->keys[i - 1];
		return nt_stats_table_rec(t, i - 1);
	}
	if ((key = clean(st, s)) == NULL ||
	    (rec = nt_stats_table_get(t, key, fresh)) == NULL)
		return NULL;
	i = (size_t)((char *)rec - t->recs) / t->recsize;
	*last = i + 1;
	*keyp = t->keys[i];
	return rec;
}

static int
camp_add(notation_stats *st, int who, const char *player, uint64_t turn,
    int64_t moves)
{
	struct camp	*k;
	const char	*key;
	int		 fresh;

	if ((k = recent_get(st, &st->camps, &st->cur.camprec[who], player,
	    &key, &fresh)) == NULL)
		return -1;
	if (fresh || turn < k->turn)
		k->turn = turn;
	if (moves < 0) {
		k->never++;
		return 0;
	}
	range_add(&k->emptied, (uint64_t)moves);
	return 0;
}

/* ------------------------------------------------------------------ */
/* The current game.                                                  */

static void
cur_reset(struct current *cur)
{
	memset(cur->hops, 0, (cur->maxhops + 1) * sizeof(cur->hops[0]));
	cur->maxhops = 0;
	cur->crownings = 0;
	cur->best_hops = cur->best_ply = 0;
	cur->lead_text = 0;
	cur->started = 0;
	cur->slow = 1;
	cur->failed = 0;
	cur->crown_due = 0;
	notation_buf_reset(&cur->tags);
	cur->tags_cut = 0;
	nt_stats_open_reset(cur);
	cur->id[0] = 0x6a09e667f3bcc908ULL;
	cur->id[1] = 0xbb67ae8584caa73bULL;
}

/*
 * The tags of the current game, as the reader delivers them: every one,
 * however many, up to NOTATION_STATS_TAG_BYTES in all (a tag pair itself
 * is at most 1 MiB, spec/record-format.md).  The first of a name is the
 * one that counts, as in notation_checker_tag().
 */
int
notation_stats_add_tag(notation_stats *st, const char *name, size_t name_len,
    const char *value, size_t len)
{
	struct current	*cur = &st->cur;
	size_t		 n = strnlen(name, name_len), v = strnlen(value, len);
	char		*p;

	st->tags_fed = 1;
	id_text(cur->id, name, n);
	id_text(cur->id, value, v);
	if (cur->tags_cut || cur->tags.len + n + v + 2 >
	    NOTATION_STATS_TAG_BYTES) {
		cur->tags_cut = 1;
		return 1;
	}
	/* The pair and its two NULs in room asked once. */
	if (nt_buf_room(&cur->tags, n + v + 2) == -1)
		return -1;
	p = cur->tags.data + cur->tags.len;
	memcpy(p, name, n);
	p[n] = '\0';
	memcpy(p + n + 1, value, v);
	p[n + 1 + v] = '\0';
	cur->tags.len += n + v + 2;
	cur->tags.data[cur->tags.len] = '\0';
	return 0;
}

/* The value of a tag of the current game, or NULL. */
static const char *
tag_value(const notation_stats *st, const notation_checker *c,
    const char *tag)
{
	const char	*name, *value;
	size_t		 at = 0;

	if (!st->tags_fed)
		return c != NULL ? notation_checker_tag(c, tag) : NULL;
	while (nt_stats_tags_next(&st->cur.tags, &at, &name, &value))
		if (strcmp(name, tag) == 0)
			return value;
	return NULL;
}

/*
 * The tags a longest chain names its game by: Event, Site, Date, Round
 * and each player's tag in turn order, those the game has with a value
 * (spec/statistics.md, "Moves").  Cleaned to UTF-8 as every key is.
 */
static int
chain_tags(notation_stats *st, const notation_checker *c,
    const notation_rules *r, struct notation_buf *out)
{
	static const char *const roster[] = { "Event", "Site", "Date",
	    "Round" };
	const char	*name, *v;
	size_t		 i, n;
	int		 who;

	notation_buf_reset(out);
	n = sizeof(roster) / sizeof(roster[0]) +
	    (r != NULL ? (size_t)notation_rules_players(r) : 0);
	for (i = 0; i < n; i++) {
		who = (int)(i - sizeof(roster) / sizeof(roster[0]));
		name = who < 0 ? roster[i] :
		    notation_rules_player_name(r, who);
		if ((v = tag_value(st, c, name)) == NULL || *v == '\0')
			continue;
		if ((v = clean(st, v)) == NULL ||
		    nt_stats_tags_put(out, name, v) == -1)
			return -1;
	}
	return 0;
}


/*
 * The code an invalid game counts under: that of its first error, which
 * the summary names even when the diagnostics it kept are all notes and
 * warnings.  Only when it names none (an error of an unknown code) does
 * the game count under "limit".
 */
static enum notation_code
first_error(const struct notation_summary *s)
{
	size_t	 i;

	if (s->first_error != NOTATION_OK &&
	    (unsigned)s->first_error < NOTATION_CODE_COUNT)
		return s->first_error;

	for (i = 0; i < s->ndiags; i++)
		if (s->diags[i].severity == NOTATION_ERROR &&
		    (unsigned)s->diags[i].code < NOTATION_CODE_COUNT)
			return s->diags[i].code;
	return NOTATION_LIMIT;
}

/* The recorded result as text, "*" when there is none. */
static const char *
result_text(notation_stats *st, const struct notation_summary *s)
{
	int	 n;

	if (!s->has_recorded || s->rules == NULL ||
	    s->recorded.kind == NOTATION_RESULT_NONE)
		return "*";
	n = notation_rules_players(s->rules);
	/* The text is made of these three alone: the last one's again? */
	if (n > 0 && st->rtext_of.kind == s->recorded.kind &&
	    st->rtext_of.winners == s->recorded.winners && st->rtext_n == n)
		return st->rtext.data;
	st->rtext_n = 0;
	notation_buf_reset(&st->rtext);
	if (notation_result_format(&s->recorded, n, &st->rtext) == -1 ||
	    st->rtext.data == NULL)
		return NULL;
	st->rtext_of = s->recorded;
	st->rtext_n = n;
	return st->rtext.data;
}

static enum view
view_of(const struct notation_summary *s, int who)
{
	if (!s->has_recorded || s->recorded.kind == NOTATION_RESULT_NONE)
		return VIEW_NONE;
	if (!(s->recorded.winners & (1u << who)))
		return VIEW_LOSS;
	return s->recorded.kind == NOTATION_RESULT_DRAW ? VIEW_DRAW : VIEW_WIN;
}

/* Keep the figures of play of a valid game. */
static int
commit(notation_stats *st, const struct notation_summary *s,
    const notation_checker *c)
{
	struct current	*cur = &st->cur;
	uint64_t	 jumps = 0;
	size_t		 h;
	int		 who, end;

	if (s->outcome.kind != NOTATION_RESULT_NONE)
		end = s->outcome.reason > 0 &&
		    s->outcome.reason < NOTATION_REASON_COUNT ?
		    (int)s->outcome.reason : END_NONE;
	else if (s->has_recorded && s->recorded.kind != NOTATION_RESULT_NONE)
		end = END_NONE;
	else
		end = END_UNFINISHED;
	st->ends[end]++;
	cur->end = end;

	range_add(&st->len, s->plies);
	st->len_hist[nt_stats_len_bucket(s->plies)]++;

	/* The last ply fed before it was made, made now. */
	if (cur->crown_due && s->game_state != NULL)
		nt_stats_crown_due(cur, notation_game_position(s->game_state));
	st->crownings += cur->crownings;
	st->steps += cur->hops[0];
	for (h = 1; h <= cur->maxhops; h++) {
		st->hops[h] += cur->hops[h];
		jumps += cur->hops[h];
	}
	st->jumps += jumps;
	/* Shorter than the longest kept: not written, never taken. */
	if (cur->best_hops > 0 && cur->best_hops >= st->longest.hops &&
	    (nt_stats_lead_write(cur) == -1 ||
	    chain_tags(st, c, s->rules,
	    &st->chaintags) == -1 || chain_offer(&st->longest,
	    cur->best_hops, cur->best.data, &st->chaintags,
	    cur->best_ply) == -1))
		return -1;

	if (!cur->started && s->game_state != NULL)
		nt_stats_cur_start(cur, s->game_state);
	/* A player without a camp has no figure to give. */
	if (cur->started)
		for (who = 0; who < cur->nplayers; who++)
			if (cur->hascamp[who] && camp_add(st, who,
			    notation_rules_player_name(cur->rules, who),
			    (uint64_t)who + 1, cur->emptied[who]) == -1)
				return -1;

	st->rep_found += s->nrepetitions;
	st->rep_games += s->nrepetitions > 0;
	return 0;
}

/*
 * The group key of a game in a tag breakdown: the tag's value, "?" when
 * the tag is missing or empty.  Variant names the rule set the game was
 * read under (from its Variant or FEN tag, or the default) when known.
 */
static const char *
tag_key(notation_stats *st, const struct notation_summary *s,
    const notation_checker *c, const char *tag)
{
	const char	*v;

	if (strcmp(tag, "Variant") == 0 && s->rules != NULL)
		return clean(st, notation_rules_name(s->rules));
	v = tag_value(st, c, tag);
	if (v == NULL || *v == '\0')
		return "?";
	return clean(st, v);
}

/* The game counted in the group of b under tag's value: the group or NULL. */
static struct group *
group_count(notation_stats *st, struct breakdown *b,
    const struct notation_summary *s, const notation_checker *c,
    const char *tag)
{
	struct group	*g;
	const char	*key;

	if ((key = tag_key(st, s, c, tag)) == NULL ||
	    (g = group_get(b, key)) == NULL)
		return NULL;
	g->games++;
	g->valid += s->valid != 0;
	if (st->replay && s->valid)
		g->plies += s->plies;
	return g;
}

static int
breakdown_add(notation_stats *st, struct breakdown *b,
    const struct notation_summary *s, const notation_checker *c,
    const char *result)
{
	struct group	*g;
	const char	*colour, *key;
	int		 who, n;

	if (!b->players) {
		if ((g = group_count(st, b, s, c, b->tag)) == NULL)
			return -1;
		return nt_stats_count_add(&g->results, result, 1);
	}
	/* Without a rule set, the two players of the record format. */
	n = s->rules != NULL ? notation_rules_players(s->rules) : 2;
	for (who = 0; who < n && who < NOTATION_MAX_PLAYERS; who++) {
		colour = s->rules != NULL ?
		    notation_rules_player_name(s->rules, who) :
		    who == 0 ? "White" : "Black";
		if ((g = group_count(st, b, s, c, colour)) == NULL)
			return -1;
		g->view[view_of(s, who)]++;
		if ((key = clean(st, colour)) == NULL ||
		    nt_stats_count_add(&g->colours, key, 1) == -1)
			return -1;
	}
	return 0;
}

/*
 * Out of line: once a game, and in line it is one with the checker's
 * loop over the plies (the tool's), whose registers it would share.
 */
NT_NOINLINE
int
notation_stats_add_summary(notation_stats *st,
    const struct notation_summary *s, const notation_checker *c)
{
	const char	*key, *result;
	uint64_t	*n;
	size_t		 i;
	int		 rc = 0;

	/* Bytes that are no game are counted apart, as such. */
	if (s->not_a_game) {
		cur_reset(&st->cur);
		if ((key = clean(st, s->file != NULL ? s->file :
		    STDIN_FILE)) == NULL ||
		    nt_stats_count_add(&st->junk, key, 1) == -1)
			return NOTATION_LIMIT;
		return 0;
	}
	if ((n = recent_get(st, &st->inputs, &st->in_last, s->file != NULL ?
	    s->file : STDIN_FILE, &key, NULL)) == NULL)
		rc = -1;
	else {
		++*n;
		st->games++;
		id_text(st->cur.id, key, strlen(key));
		nt_stats_id_mix(st->cur.id, (uint64_t)s->plies << 32 |
		    (uint64_t)first_error(s) << 1 | (s->valid != 0));
		if (s->valid)
			st->valid++;
		else
			st->invalid[first_error(s)]++;
		if ((result = result_text(st, s)) == NULL ||
		    nt_stats_count_add(&st->results, result, 1) == -1)
			rc = -1;
		else {
			id_text(st->cur.id, result, strlen(result));
			id_add(st->id, st->cur.id);
		}
		if (rc == 0 && st->replay && s->valid)
			rc = commit(st, s, c);
		if (rc == 0 && ((key = tag_key(st, s, c, "Variant")) == NULL ||
		    nt_stats_rset_add(&st->rsets, key, s->valid, result,
		    st->replay && s->valid ? st->cur.end : -1, &st->cur) == -1))
			rc = -1;
		for (i = 0; rc == 0 && i < st->nby; i++)
			rc = breakdown_add(st, &st->by[i], s, c, result);
	}
	/* A ply the move or ply callback could not count is told here. */
	if (st->cur.failed)
		rc = -1;
	cur_reset(&st->cur);
	return rc == 0 ? 0 : NOTATION_LIMIT;
}

/* ------------------------------------------------------------------ */
/* Merging.                                                           */

int
nt_stats_add_u64(uint64_t *a, uint64_t b)
{
	if (*a > UINT64_MAX - b)
		return -1;
	*a += b;
	return 0;
}

/* Adds each count of the array src to the same of dst, an array alike. */
#define COUNTS_ADD(dst, src) \
	counts_add((dst), (src), sizeof(dst) / sizeof((dst)[0]))

static void
counts_add(uint64_t *dst, const uint64_t *src, size_t n)
{
	size_t	 i;

	for (i = 0; i < n; i++)
		dst[i] += src[i];
}

static int
group_merge(void *dst, const void *src, int fresh)
{
	struct group		*g = dst;
	const struct group	*s = src;

	if (fresh)
		group_init(g);
	g->games += s->games;
	g->valid += s->valid;
	g->plies += s->plies;
	COUNTS_ADD(g->view, s->view);
	if (nt_stats_counts_merge(&g->results, &s->results) == -1 ||
	    nt_stats_counts_merge(&g->colours, &s->colours) == -1)
		return -1;
	return 0;
}

static int
camp_merge(void *dst, const void *src, int fresh)
{
	struct camp		*k = dst;
	const struct camp	*s = src;

	if (fresh || s->turn < k->turn)
		k->turn = s->turn;
	range_merge(&k->emptied, &s->emptied);
	k->never += s->never;
	return 0;
}

int
notation_stats_merge(notation_stats *dst, const notation_stats *src,
    struct notation_diag *d)
{
	size_t		 i;

	if (dst == src)
		return notation_diag_set(d, NOTATION_SYNTAX, "a partial cannot "
		    "be merged into itself: merge it into a new accumulator "
		    "twice");
	if (dst->replay != src->replay)
		return notation_diag_set(d, NOTATION_SYNTAX, "a partial made "
		    "%s replay cannot be merged with one made %s it",
		    src->replay ? "with" : "without",
		    dst->replay ? "with" : "without");
	if (dst->nby != src->nby)
		return notation_diag_set(d, NOTATION_SYNTAX, "partials broken "
		    "down by %zu and by %zu tags cannot be merged", src->nby,
		    dst->nby);
	for (i = 0; i < dst->nby; i++) {
		if (strcmp(dst->by[i].tag, src->by[i].tag) == 0)
			continue;
		return notation_diag_set(d, NOTATION_SYNTAX, "a partial broken "
		    "down by %.60s cannot be merged with one broken down by "
		    "%.60s", src->by[i].tag, dst->by[i].tag);
	}

	if (src->longest.hops > 0 && chain_offer(&dst->longest,
	    src->longest.hops, src->longest.move, &src->longest.tags,
	    src->longest.ply) == -1)
		goto nomem;
	id_add(dst->id, src->id);
	if (nt_stats_counts_merge(&dst->inputs, &src->inputs) == -1 ||
	    nt_stats_counts_merge(&dst->unreadable, &src->unreadable) == -1 ||
	    nt_stats_counts_merge(&dst->junk, &src->junk) == -1 ||
	    nt_stats_counts_merge(&dst->results, &src->results) == -1 ||
	    nt_stats_table_merge(&dst->camps, &src->camps, camp_merge) == -1 ||
	    nt_stats_table_merge(&dst->rsets, &src->rsets,
	    nt_stats_rset_merge) == -1)
		goto nomem;
	dst->games += src->games;
	dst->valid += src->valid;
	COUNTS_ADD(dst->invalid, src->invalid);
	COUNTS_ADD(dst->ends, src->ends);
	range_merge(&dst->len, &src->len);
	COUNTS_ADD(dst->len_hist, src->len_hist);
	dst->steps += src->steps;
	dst->jumps += src->jumps;
	dst->crownings += src->crownings;
	COUNTS_ADD(dst->hops, src->hops);
	dst->rep_games += src->rep_games;
	dst->rep_found += src->rep_found;
	for (i = 0; i < dst->nby; i++)
		if (nt_stats_table_merge(&dst->by[i].groups,
		    &src->by[i].groups, group_merge) == -1)
			goto nomem;
	return 0;
nomem:
	return notation_diag_set(d, NOTATION_LIMIT, "out of memory");
}
