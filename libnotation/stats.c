/*
 * stats.c -- statistics over collections of games that merge exactly
 * (spec/statistics.md).
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
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <yaml.h>

#include "notation.h"

#define PARTIAL_VERSION	1	/* of the layout of the JSON partial */
#define LEN_WIDTH	10	/* plies per game-length bucket */
#define LEN_OPEN	1000	/* the last bucket: this or more plies */
#define LEN_BUCKETS	(LEN_OPEN / LEN_WIDTH + 1)
/* A shortest hop path visits a cell at most once. */
#define MAX_HOPS	NOTATION_MAX_CELLS
#define BAR_WIDTH	40	/* of the longest histogram bar in a table */
#define STDIN_FILE	"-"	/* the input of a summary without a file */

/*
 * How a valid game ended: the rules' reasons keep their own numbers;
 * NOTATION_REASON_NONE (0) stands for a recorded result the rules did
 * not impose (resignation, agreement), and one more slot for no result.
 */
#define END_NONE	NOTATION_REASON_NONE
#define END_UNFINISHED	NOTATION_REASON__MAX
#define END__MAX	(NOTATION_REASON__MAX + 1)

/* A game seen from one of its players (Player breakdowns). */
enum view {
	VIEW_WIN = 0,
	VIEW_DRAW,
	VIEW_LOSS,
	VIEW_NONE,
	VIEW__MAX
};

static const char *const views[VIEW__MAX] = { "win", "draw", "loss", "*" };

/*
 * A table of records of one size under string keys (input names, result
 * texts, breakdown groups): open addressing over the record indices, so
 * that records stay in one array and the table frees in one sweep.
 */
struct table {
	char		**keys;		/* by record; owned */
	char		 *recs;		/* nrecs records, recsize each */
	size_t		  nrecs;
	size_t		  cap;
	size_t		  recsize;
	size_t		 *slots;	/* record index + 1; 0 is empty */
	size_t		  nslots;	/* 0 or a power of two */
};

/* A record with its key, for writing tables out in a fixed order. */
struct ent {
	const char	*key;
	const void	*rec;
};

struct group {
	uint64_t	 games;
	uint64_t	 valid;
	uint64_t	 plies;		/* over the valid games */
	uint64_t	 view[VIEW__MAX];	/* Player breakdowns */
	struct table	 results;	/* uint64_t by result text */
	struct table	 colours;	/* uint64_t by player name */
};

struct breakdown {
	char		*tag;
	int		 players;	/* "Player": every player's tag */
	struct table	 groups;	/* struct group by tag value */
};

struct camp {
	uint64_t	 turn;		/* 1-based place in turn order */
	uint64_t	 emptied;	/* games with the camp emptied */
	uint64_t	 never;
	uint64_t	 sum;		/* of the moves it took */
	uint64_t	 min;
	uint64_t	 max;
};

struct chain {
	uint64_t	 hops;		/* 0: no jump seen */
	char		*move;		/* long form */
	char		*file;
	uint64_t	 game;
	uint64_t	 ply;
};

/* The game being read, until its summary keeps or drops it. */
struct current {
	int			 started;
	const notation_rules	*rules;
	int			 nplayers;
	uint64_t		 steps;
	uint64_t		 jumps;
	uint64_t		 hops[MAX_HOPS];
	size_t			 maxhops;	/* hops[] is 0 above */
	uint64_t		 best_hops;
	uint64_t		 best_ply;
	struct notation_buf	 best;		/* its long form */
	struct notation_buf	 text;		/* long forms */
	unsigned		 incamp[NOTATION_MAX_PLAYERS];
	uint64_t		 moves[NOTATION_MAX_PLAYERS];
	/* The moves each player needed to empty its camp; -1: not yet. */
	int64_t			 emptied[NOTATION_MAX_PLAYERS];
};

struct notation_stats {
	int			 replay;
	struct table		 inputs;	/* uint64_t games by name */
	uint64_t		 games;
	uint64_t		 valid;
	uint64_t		 invalid[NOTATION_CODE__MAX];
	struct table		 results;	/* uint64_t by result */
	/* The figures of play, over the valid games. */
	uint64_t		 ends[END__MAX];
	uint64_t		 len_games;
	uint64_t		 len_sum;
	uint64_t		 len_min;
	uint64_t		 len_max;
	uint64_t		 len_hist[LEN_BUCKETS];
	uint64_t		 steps;
	uint64_t		 jumps;
	uint64_t		 hops[MAX_HOPS];
	struct chain		 longest;
	struct table		 camps;		/* struct camp by player */
	uint64_t		 rep_games;
	uint64_t		 rep_found;
	struct breakdown	*by;
	size_t			 nby;
	struct current		 cur;
	struct notation_buf	 scratch;	/* cleaned keys */
	struct notation_buf	 rtext;		/* result texts */
};

/* ------------------------------------------------------------------ */
/* Tables.                                                            */

static void
table_init(struct table *t, size_t recsize)
{
	memset(t, 0, sizeof(*t));
	t->recsize = recsize;
}

static void
table_free(struct table *t, void (*fn)(void *))
{
	size_t	 i;

	for (i = 0; i < t->nrecs; i++) {
		if (fn != NULL)
			fn(t->recs + i * t->recsize);
		free(t->keys[i]);
	}
	free(t->keys);
	free(t->recs);
	free(t->slots);
	table_init(t, t->recsize);
}

static void *
table_rec(const struct table *t, size_t i)
{
	return t->recs + i * t->recsize;
}

static const char *
table_key_of(const struct table *t, const void *rec)
{
	return t->keys[((const char *)rec - t->recs) / t->recsize];
}

/*
 * FNV-1a over short keys.  Keys made to collide could slow a table down,
 * never make it wrong.
 */
static size_t
hash_key(const char *s)
{
	uint64_t	 h = 0xcbf29ce484222325ULL;

	for (; *s != '\0'; s++) {
		h ^= (unsigned char)*s;
		h *= 0x100000001b3ULL;
	}
	return (size_t)(h ^ (h >> 32));
}

static size_t
table_slot(const struct table *t, const char *key)
{
	size_t	 i = hash_key(key) & (t->nslots - 1);

	while (t->slots[i] != 0 && strcmp(t->keys[t->slots[i] - 1], key) != 0)
		i = (i + 1) & (t->nslots - 1);
	return i;
}

static void *
table_find(const struct table *t, const char *key)
{
	size_t	 i;

	if (t->nslots == 0)
		return NULL;
	i = table_slot(t, key);
	return t->slots[i] == 0 ? NULL : table_rec(t, t->slots[i] - 1);
}

/* Twice the slots whenever half are taken, so that probes stay short. */
static int
table_grow(struct table *t)
{
	size_t	*slots, n, i, j;

	n = t->nslots != 0 ? t->nslots * 2 : 16;
	if ((slots = calloc(n, sizeof(*slots))) == NULL)
		return -1;
	for (i = 0; i < t->nrecs; i++) {
		j = hash_key(t->keys[i]) & (n - 1);
		while (slots[j] != 0)
			j = (j + 1) & (n - 1);
		slots[j] = i + 1;
	}
	free(t->slots);
	t->slots = slots;
	t->nslots = n;
	return 0;
}

/* The record of key, made all zero when new; NULL when memory ran out. */
static void *
table_get(struct table *t, const char *key, int *fresh)
{
	char	**keys, *recs, *k;
	size_t	  i, n;
	void	 *rec;

	if (fresh != NULL)
		*fresh = 0;
	if ((rec = table_find(t, key)) != NULL)
		return rec;
	if ((t->nrecs + 1) * 2 > t->nslots && table_grow(t) == -1)
		return NULL;
	if (t->nrecs == t->cap) {
		n = t->cap != 0 ? t->cap * 2 : 8;
		if ((keys = realloc(t->keys, n * sizeof(*keys))) == NULL)
			return NULL;
		t->keys = keys;
		if ((recs = realloc(t->recs, n * t->recsize)) == NULL)
			return NULL;
		t->recs = recs;
		t->cap = n;
	}
	if ((k = strdup(key)) == NULL)
		return NULL;
	i = table_slot(t, key);
	t->keys[t->nrecs] = k;
	rec = table_rec(t, t->nrecs);
	memset(rec, 0, t->recsize);
	t->slots[i] = ++t->nrecs;
	if (fresh != NULL)
		*fresh = 1;
	return rec;
}

/* The records in the order of cmp, in an array the caller frees. */
static struct ent *
table_sorted(const struct table *t, int (*cmp)(const void *, const void *))
{
	struct ent	*e;
	size_t		 i;

	if ((e = calloc(t->nrecs + 1, sizeof(*e))) == NULL)
		return NULL;
	for (i = 0; i < t->nrecs; i++) {
		e[i].key = t->keys[i];
		e[i].rec = table_rec(t, i);
	}
	qsort(e, t->nrecs, sizeof(*e), cmp);
	return e;
}

/* Byte order of the keys, the same on every machine. */
static int
by_key(const void *a, const void *b)
{
	return strcmp(((const struct ent *)a)->key,
	    ((const struct ent *)b)->key);
}

static int
count_add(struct table *t, const char *key, uint64_t n)
{
	uint64_t	*c;

	if ((c = table_get(t, key, NULL)) == NULL)
		return -1;
	*c += n;
	return 0;
}

static int
counts_merge(struct table *dst, const struct table *src)
{
	size_t	 i;

	for (i = 0; i < src->nrecs; i++)
		if (count_add(dst, src->keys[i],
		    *(const uint64_t *)table_rec(src, i)) == -1)
			return -1;
	return 0;
}

static void
group_free(void *rec)
{
	struct group	*g = rec;

	table_free(&g->results, NULL);
	table_free(&g->colours, NULL);
}

static struct group *
group_get(struct breakdown *b, const char *key)
{
	struct group	*g;
	int		 fresh;

	if ((g = table_get(&b->groups, key, &fresh)) != NULL && fresh) {
		table_init(&g->results, sizeof(uint64_t));
		table_init(&g->colours, sizeof(uint64_t));
	}
	return g;
}

/* ------------------------------------------------------------------ */
/* Keys.                                                              */

/* Length of the well-formed UTF-8 sequence at p (n bytes left), or 0. */
static size_t
utf8_len(const unsigned char *p, size_t n)
{
	size_t	 k, len;

	if (p[0] < 0x80)
		return 1;
	len = p[0] >= 0xc2 && p[0] <= 0xdf ? 2 :
	    p[0] >= 0xe0 && p[0] <= 0xef ? 3 :
	    p[0] >= 0xf0 && p[0] <= 0xf4 ? 4 : 0;
	if (len == 0 || len > n)
		return 0;
	for (k = 1; k < len; k++)
		if ((p[k] & 0xc0) != 0x80)
			return 0;
	if (len == 3 && ((p[0] == 0xe0 && p[1] < 0xa0) ||
	    (p[0] == 0xed && p[1] > 0x9f)))
		return 0;
	if (len == 4 && ((p[0] == 0xf0 && p[1] < 0x90) ||
	    (p[0] == 0xf4 && p[1] > 0x8f)))
		return 0;
	return len;
}

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
	const unsigned char	*p = (const unsigned char *)s;
	size_t			 i, n, len = strlen(s);
	int			 rc = 0;

	for (i = 0; i < len; i += n)
		if ((n = utf8_len(p + i, len - i)) == 0)
			break;
	if (i == len)
		return s;
	notation_buf_reset(&st->scratch);
	for (i = 0; i < len; i += n) {
		if ((n = utf8_len(p + i, len - i)) == 0) {
			rc |= notation_buf_puts(&st->scratch, "\xef\xbf\xbd");
			n = 1;
		} else
			rc |= notation_buf_put(&st->scratch, s + i, n);
	}
	return rc == 0 ? st->scratch.data : NULL;
}

/* ------------------------------------------------------------------ */
/* Making, freeing, counting.                                          */

static int
add_breakdown(notation_stats *st, const char *tag)
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
	table_init(&b->groups, sizeof(struct group));
	st->nby++;
	return 0;
}

notation_stats *
notation_stats_new(int flags, const char *const *by, size_t nby)
{
	notation_stats	*st;
	size_t		 i;

	if ((st = calloc(1, sizeof(*st))) == NULL)
		return NULL;
	st->replay = (flags & NOTATION_STATS_REPLAY) != 0;
	table_init(&st->inputs, sizeof(uint64_t));
	table_init(&st->results, sizeof(uint64_t));
	table_init(&st->camps, sizeof(struct camp));
	for (i = 0; i < nby; i++)
		if (add_breakdown(st, by[i]) == -1) {
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
	table_free(&st->inputs, NULL);
	table_free(&st->results, NULL);
	table_free(&st->camps, NULL);
	for (i = 0; i < st->nby; i++) {
		free(st->by[i].tag);
		table_free(&st->by[i].groups, group_free);
	}
	free(st->by);
	free(st->longest.move);
	free(st->longest.file);
	notation_buf_free(&st->cur.best);
	notation_buf_free(&st->cur.text);
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
notation_stats_invalid(const notation_stats *st)
{
	return st->games - st->valid;
}

static size_t
len_bucket(uint64_t plies)
{
	if (plies >= LEN_OPEN)
		return LEN_BUCKETS - 1;
	return (size_t)(plies / LEN_WIDTH);
}

/*
 * Is (hops, file, game, ply) a better longest chain than c: more hops,
 * or as many and first in the order of input name, game and ply?  An
 * order of the data alone, not of arrival, so that any merge order picks
 * the same chain (spec/statistics.md, "Moves").
 */
static int
chain_better(const struct chain *c, uint64_t hops, const char *file,
    uint64_t game, uint64_t ply)
{
	int	 k;

	if (c->hops != hops)
		return hops > c->hops;
	if ((k = strcmp(file, c->file)) != 0)
		return k < 0;
	if (game != c->game)
		return game < c->game;
	return ply < c->ply;
}

static int
chain_offer(struct chain *c, uint64_t hops, const char *move,
    const char *file, uint64_t game, uint64_t ply)
{
	char	*m, *f;

	if (hops == 0 || !chain_better(c, hops, file, game, ply))
		return 0;
	if ((m = strdup(move)) == NULL)
		return -1;
	if ((f = strdup(file)) == NULL) {
		free(m);
		return -1;
	}
	free(c->move);
	free(c->file);
	c->hops = hops;
	c->move = m;
	c->file = f;
	c->game = game;
	c->ply = ply;
	return 0;
}

static int
camp_add(notation_stats *st, const char *player, uint64_t turn,
    int64_t moves)
{
	struct camp	*k;
	const char	*key;
	int		 fresh;

	if ((key = clean(st, player)) == NULL ||
	    (k = table_get(&st->camps, key, &fresh)) == NULL)
		return -1;
	if (fresh || turn < k->turn)
		k->turn = turn;
	if (moves < 0) {
		k->never++;
		return 0;
	}
	if (k->emptied == 0 || (uint64_t)moves < k->min)
		k->min = (uint64_t)moves;
	if (k->emptied == 0 || (uint64_t)moves > k->max)
		k->max = (uint64_t)moves;
	k->emptied++;
	k->sum += (uint64_t)moves;
	return 0;
}

/* ------------------------------------------------------------------ */
/* The current game.                                                  */

/*
 * The stones each player has in its own camp at the start, counted once
 * per game; every ply then moves one stone of the mover in or out.
 */
static void
cur_start(struct current *cur, const notation_game *g)
{
	const notation_position	*p = notation_game_start(g);
	const notation_rules	*r = notation_position_rules(p);
	int			 c, who;

	cur->started = 1;
	cur->rules = r;
	cur->nplayers = notation_rules_players(r);
	if (cur->nplayers > NOTATION_MAX_PLAYERS)
		cur->nplayers = NOTATION_MAX_PLAYERS;
	memset(cur->incamp, 0, sizeof(cur->incamp));
	memset(cur->moves, 0, sizeof(cur->moves));
	for (c = notation_cell_next(r, 0); c >= 0;
	    c = notation_cell_next(r, c + 1))
		if ((who = notation_position_at(p, c)) >= 0 &&
		    who < cur->nplayers && notation_cell_in_camp(r, who, c))
			cur->incamp[who]++;
	for (who = 0; who < cur->nplayers; who++)
		cur->emptied[who] = cur->incamp[who] == 0 ? 0 : -1;
}

static void
cur_reset(struct current *cur)
{
	memset(cur->hops, 0, (cur->maxhops + 1) * sizeof(cur->hops[0]));
	cur->maxhops = 0;
	cur->steps = cur->jumps = 0;
	cur->best_hops = cur->best_ply = 0;
	cur->started = 0;
}

int
notation_stats_add_ply(notation_stats *st, const notation_game *g,
    const notation_position *before, const struct notation_move *m)
{
	struct current		*cur = &st->cur;
	const notation_rules	*r;
	const char		*p;
	size_t			 hops;
	int			 who;

	if (!cur->started)
		cur_start(cur, g);
	who = notation_position_side(before);
	if (who < 0 || who >= cur->nplayers)
		return 0;
	cur->moves[who]++;
	if (m->kind == NOTATION_JUMP) {
		/*
		 * A chain is as long as its shortest hop path, the one the
		 * long form names (spec/moves.md), whatever the record wrote.
		 */
		notation_buf_reset(&cur->text);
		if (notation_move_format(before, m, 1, &cur->text) == -1)
			return NOTATION_LIMIT;
		for (hops = 0, p = cur->text.data; *p != '\0'; p++)
			hops += *p == '-';
		if (hops >= MAX_HOPS)
			hops = MAX_HOPS - 1;
		cur->jumps++;
		cur->hops[hops]++;
		if (hops > cur->maxhops)
			cur->maxhops = hops;
		if (hops > cur->best_hops) {
			cur->best_hops = hops;
			cur->best_ply = notation_game_plies(g);
			notation_buf_reset(&cur->best);
			if (notation_buf_put(&cur->best, cur->text.data,
			    cur->text.len) == -1)
				return NOTATION_LIMIT;
		}
	} else
		cur->steps++;
	/* Own camp: spec/statistics.md, "Emptying the camp". */
	r = cur->rules;
	cur->incamp[who] += notation_cell_in_camp(r, who, m->to) != 0;
	cur->incamp[who] -= notation_cell_in_camp(r, who, m->from) != 0;
	if (cur->incamp[who] == 0 && cur->emptied[who] < 0)
		cur->emptied[who] = (int64_t)cur->moves[who];
	return 0;
}

/*
 * The code an invalid game counts under: that of its first error.  When
 * the checker kept none of its errors (more notes and warnings came
 * first than it keeps), the game counts under "limit".
 */
static enum notation_code
first_error(const struct notation_summary *s)
{
	size_t	 i;

	for (i = 0; i < s->ndiags; i++)
		if (s->diags[i].severity == NOTATION_ERROR &&
		    (unsigned)s->diags[i].code < NOTATION_CODE__MAX)
			return s->diags[i].code;
	return NOTATION_LIMIT;
}

/* The recorded result as text, "*" when there is none. */
static const char *
result_text(notation_stats *st, const struct notation_summary *s)
{
	if (!s->has_recorded || s->rules == NULL ||
	    s->recorded.kind == NOTATION_RESULT_NONE)
		return "*";
	notation_buf_reset(&st->rtext);
	if (notation_result_format(&s->recorded,
	    notation_rules_players(s->rules), &st->rtext) == -1 ||
	    st->rtext.data == NULL)
		return NULL;
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
    const char *file, uint64_t game)
{
	struct current	*cur = &st->cur;
	size_t		 h;
	int		 who, end;

	if (s->outcome.kind != NOTATION_RESULT_NONE)
		end = s->outcome.reason > 0 &&
		    s->outcome.reason < NOTATION_REASON__MAX ?
		    (int)s->outcome.reason : END_NONE;
	else if (s->has_recorded && s->recorded.kind != NOTATION_RESULT_NONE)
		end = END_NONE;
	else
		end = END_UNFINISHED;
	st->ends[end]++;

	if (st->len_games == 0 || s->plies < st->len_min)
		st->len_min = s->plies;
	if (st->len_games == 0 || s->plies > st->len_max)
		st->len_max = s->plies;
	st->len_games++;
	st->len_sum += s->plies;
	st->len_hist[len_bucket(s->plies)]++;

	st->steps += cur->steps;
	st->jumps += cur->jumps;
	for (h = 1; h <= cur->maxhops; h++)
		st->hops[h] += cur->hops[h];
	if (cur->best_hops > 0 && chain_offer(&st->longest, cur->best_hops,
	    cur->best.data, file, game, cur->best_ply) == -1)
		return -1;

	if (!cur->started && s->game_state != NULL)
		cur_start(cur, s->game_state);
	if (cur->started)
		for (who = 0; who < cur->nplayers; who++)
			if (camp_add(st, notation_rules_player_name(cur->rules,
			    who), (uint64_t)who + 1, cur->emptied[who]) == -1)
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
	v = c != NULL ? notation_checker_tag(c, tag) : NULL;
	if (v == NULL || *v == '\0')
		return "?";
	return clean(st, v);
}

static int
breakdown_add(notation_stats *st, struct breakdown *b,
    const struct notation_summary *s, const notation_checker *c,
    const char *result)
{
	struct group	*g;
	const char	*colour, *key;
	int		 who, n, play = st->replay && s->valid;

	if (!b->players) {
		if ((key = tag_key(st, s, c, b->tag)) == NULL ||
		    (g = group_get(b, key)) == NULL)
			return -1;
		g->games++;
		g->valid += s->valid != 0;
		if (play)
			g->plies += s->plies;
		return count_add(&g->results, result, 1);
	}
	/* Without a rule set, the two players of the record format. */
	n = s->rules != NULL ? notation_rules_players(s->rules) : 2;
	for (who = 0; who < n && who < NOTATION_MAX_PLAYERS; who++) {
		colour = s->rules != NULL ?
		    notation_rules_player_name(s->rules, who) :
		    who == 0 ? "White" : "Black";
		if ((key = tag_key(st, s, c, colour)) == NULL ||
		    (g = group_get(b, key)) == NULL)
			return -1;
		g->games++;
		g->valid += s->valid != 0;
		if (play)
			g->plies += s->plies;
		g->view[view_of(s, who)]++;
		if ((key = clean(st, colour)) == NULL ||
		    count_add(&g->colours, key, 1) == -1)
			return -1;
	}
	return 0;
}

int
notation_stats_add_summary(notation_stats *st,
    const struct notation_summary *s, const notation_checker *c)
{
	const char	*key, *file, *result;
	uint64_t	*n, game;
	size_t		 i;
	int		 rc = 0;

	/*
	 * A game is numbered by its place among all the games read under
	 * its input name, as a merge numbers them (spec/statistics.md,
	 * "Merging").
	 */
	if ((key = clean(st, s->file != NULL ? s->file : STDIN_FILE)) == NULL ||
	    (n = table_get(&st->inputs, key, NULL)) == NULL)
		rc = -1;
	else {
		game = ++*n;
		file = table_key_of(&st->inputs, n);
		st->games++;
		if (s->valid)
			st->valid++;
		else
			st->invalid[first_error(s)]++;
		if ((result = result_text(st, s)) == NULL ||
		    count_add(&st->results, result, 1) == -1)
			rc = -1;
		if (rc == 0 && st->replay && s->valid)
			rc = commit(st, s, file, game);
		for (i = 0; rc == 0 && i < st->nby; i++)
			rc = breakdown_add(st, &st->by[i], s, c, result);
	}
	cur_reset(&st->cur);
	return rc == 0 ? 0 : NOTATION_LIMIT;
}

/* ------------------------------------------------------------------ */
/* Merging.                                                           */

static int
add_u64(uint64_t *a, uint64_t b)
{
	if (*a > UINT64_MAX - b)
		return -1;
	*a += b;
	return 0;
}

static int
groups_merge(struct breakdown *dst, const struct breakdown *src)
{
	const struct group	*s;
	struct group		*g;
	size_t			 i, v;

	for (i = 0; i < src->groups.nrecs; i++) {
		s = table_rec(&src->groups, i);
		if ((g = group_get(dst, src->groups.keys[i])) == NULL)
			return -1;
		g->games += s->games;
		g->valid += s->valid;
		g->plies += s->plies;
		for (v = 0; v < VIEW__MAX; v++)
			g->view[v] += s->view[v];
		if (counts_merge(&g->results, &s->results) == -1 ||
		    counts_merge(&g->colours, &s->colours) == -1)
			return -1;
	}
	return 0;
}

static int
camps_merge(struct table *dst, const struct table *src)
{
	const struct camp	*s;
	struct camp		*k;
	size_t			 i;
	int			 fresh;

	for (i = 0; i < src->nrecs; i++) {
		s = table_rec(src, i);
		if ((k = table_get(dst, src->keys[i], &fresh)) == NULL)
			return -1;
		if (fresh || s->turn < k->turn)
			k->turn = s->turn;
		if (s->emptied > 0) {
			if (k->emptied == 0 || s->min < k->min)
				k->min = s->min;
			if (k->emptied == 0 || s->max > k->max)
				k->max = s->max;
		}
		k->emptied += s->emptied;
		k->never += s->never;
		k->sum += s->sum;
	}
	return 0;
}

int
notation_stats_merge(notation_stats *dst, const notation_stats *src,
    struct notation_diag *d)
{
	const uint64_t	*off;
	size_t		 i;

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

	/* Games of src follow those dst read under the same name. */
	if (src->longest.hops > 0) {
		off = table_find(&dst->inputs, src->longest.file);
		if (chain_offer(&dst->longest, src->longest.hops,
		    src->longest.move, src->longest.file, src->longest.game +
		    (off != NULL ? *off : 0), src->longest.ply) == -1)
			goto nomem;
	}
	if (counts_merge(&dst->inputs, &src->inputs) == -1 ||
	    counts_merge(&dst->results, &src->results) == -1 ||
	    camps_merge(&dst->camps, &src->camps) == -1)
		goto nomem;
	dst->games += src->games;
	dst->valid += src->valid;
	for (i = 0; i < NOTATION_CODE__MAX; i++)
		dst->invalid[i] += src->invalid[i];
	for (i = 0; i < END__MAX; i++)
		dst->ends[i] += src->ends[i];
	if (src->len_games > 0) {
		if (dst->len_games == 0 || src->len_min < dst->len_min)
			dst->len_min = src->len_min;
		if (dst->len_games == 0 || src->len_max > dst->len_max)
			dst->len_max = src->len_max;
	}
	dst->len_games += src->len_games;
	dst->len_sum += src->len_sum;
	for (i = 0; i < LEN_BUCKETS; i++)
		dst->len_hist[i] += src->len_hist[i];
	dst->steps += src->steps;
	dst->jumps += src->jumps;
	for (i = 0; i < MAX_HOPS; i++)
		dst->hops[i] += src->hops[i];
	dst->rep_games += src->rep_games;
	dst->rep_found += src->rep_found;
	for (i = 0; i < dst->nby; i++)
		if (groups_merge(&dst->by[i], &src->by[i]) == -1)
			goto nomem;
	return 0;
nomem:
	return notation_diag_set(d, NOTATION_LIMIT, "out of memory");
}

/* ------------------------------------------------------------------ */
/* Writing: one walk over the figures for JSON and YAML alike.        */

static void
fmt_u64(char *buf, size_t size, uint64_t v)
{
	snprintf(buf, size, "%" PRIu64, v);
}

/* A mean with two decimals, "null" when there is nothing to average. */
static void
fmt_mean(char *buf, size_t size, uint64_t sum, uint64_t n)
{
	if (n == 0)
		snprintf(buf, size, "null");
	else
		snprintf(buf, size, "%.2f", (double)sum / (double)n);
}

struct doc {
	int			 yaml;
	struct notation_buf	*out;
	int			 first;		/* JSON: no comma yet */
	int			 keyed;		/* JSON: after a key */
	int			 failed;
	yaml_emitter_t		 em;
};

static void
doc_event(struct doc *d, yaml_event_t *ev, int made)
{
	if (!made || !yaml_emitter_emit(&d->em, ev))
		d->failed = 1;
}

static void
json_sep(struct doc *d)
{
	if (d->keyed)
		d->keyed = 0;
	else if (!d->first && notation_buf_putc(d->out, ',') == -1)
		d->failed = 1;
	d->first = 0;
}

static void
doc_begin(struct doc *d, int seq)
{
	yaml_event_t	 ev;
	int		 made;

	if (d->yaml) {
		made = seq ? yaml_sequence_start_event_initialize(&ev, NULL,
		    NULL, 1, YAML_BLOCK_SEQUENCE_STYLE) :
		    yaml_mapping_start_event_initialize(&ev, NULL, NULL, 1,
		    YAML_BLOCK_MAPPING_STYLE);
		doc_event(d, &ev, made);
		return;
	}
	json_sep(d);
	if (notation_buf_putc(d->out, seq ? '[' : '{') == -1)
		d->failed = 1;
	d->first = 1;
}

static void
doc_end(struct doc *d, int seq)
{
	yaml_event_t	 ev;
	int		 made;

	if (d->yaml) {
		made = seq ? yaml_sequence_end_event_initialize(&ev) :
		    yaml_mapping_end_event_initialize(&ev);
		doc_event(d, &ev, made);
		return;
	}
	if (notation_buf_putc(d->out, seq ? ']' : '}') == -1)
		d->failed = 1;
	d->first = 0;
	d->keyed = 0;
}

/*
 * The kinds of scalar: a number, true, false or null, written bare; a
 * word of the format (a key such as "games", a code, a reason), a string
 * that YAML may leave unquoted; a string from the data (a tag value, a
 * result, an input name), always quoted in YAML so that "1-0", "123" or
 * "yes" stay strings.
 */
enum scalar {
	S_BARE,
	S_WORD,
	S_DATA
};

static void
doc_scalar(struct doc *d, const char *text, enum scalar kind)
{
	yaml_event_t	 ev;
	int		 made;

	if (d->yaml) {
		made = yaml_scalar_event_initialize(&ev, NULL, NULL,
		    (yaml_char_t *)(uintptr_t)text, (int)strlen(text),
		    kind != S_DATA, kind != S_BARE, YAML_ANY_SCALAR_STYLE);
		doc_event(d, &ev, made);
		return;
	}
	json_sep(d);
	if ((kind == S_BARE ? notation_buf_puts(d->out, text) :
	    notation_buf_json_string(d->out, text, strlen(text))) == -1)
		d->failed = 1;
}

/* A key: a word of the format (word set) or a string from the data. */
static void
doc_key(struct doc *d, const char *key, int word)
{
	if (d->yaml) {
		doc_scalar(d, key, word ? S_WORD : S_DATA);
		return;
	}
	json_sep(d);
	if (notation_buf_json_string(d->out, key, strlen(key)) == -1 ||
	    notation_buf_putc(d->out, ':') == -1)
		d->failed = 1;
	d->keyed = 1;
}

static void
doc_u64(struct doc *d, uint64_t v)
{
	char	 buf[32];

	fmt_u64(buf, sizeof(buf), v);
	doc_scalar(d, buf, S_BARE);
}

static void
doc_field(struct doc *d, const char *key, uint64_t v)
{
	doc_key(d, key, 1);
	doc_u64(d, v);
}

/* A minimum or maximum, null when nothing was counted. */
static void
doc_opt(struct doc *d, const char *key, uint64_t v, int set)
{
	doc_key(d, key, 1);
	if (set)
		doc_u64(d, v);
	else
		doc_scalar(d, "null", S_BARE);
}

static void
doc_mean(struct doc *d, const char *key, uint64_t sum, uint64_t n)
{
	char	 buf[64];

	fmt_mean(buf, sizeof(buf), sum, n);
	doc_key(d, key, 1);
	doc_scalar(d, buf, S_BARE);
}

static void
doc_counts(struct doc *d, const struct table *t)
{
	struct ent	*e;
	size_t		 i;

	doc_begin(d, 0);
	if ((e = table_sorted(t, by_key)) == NULL)
		d->failed = 1;
	else
		for (i = 0; i < t->nrecs; i++) {
			doc_key(d, e[i].key, 0);
			doc_u64(d, *(const uint64_t *)e[i].rec);
		}
	free(e);
	doc_end(d, 0);
}

static const char *
code_name(size_t i)
{
	return notation_code_name((enum notation_code)i);
}

static const char *
end_name(int end)
{
	if (end == END_NONE)
		return "none";
	if (end == END_UNFINISHED)
		return "unfinished";
	return notation_reason_name((enum notation_reason)end);
}

/* The ends in the order they are written: the rules' first. */
static int
end_at(size_t i)
{
	if (i + 1 < NOTATION_REASON__MAX)
		return (int)i + 1;
	return i + 1 == NOTATION_REASON__MAX ? END_NONE : END_UNFINISHED;
}

/* Camps in turn order, then by name. */
static int
by_turn(const void *a, const void *b)
{
	const struct ent	*x = a, *y = b;
	const struct camp	*p = x->rec, *q = y->rec;

	if (p->turn != q->turn)
		return p->turn < q->turn ? -1 : 1;
	return strcmp(x->key, y->key);
}

/* Groups with the most games first, then by key. */
static int
by_games(const void *a, const void *b)
{
	const struct ent	*x = a, *y = b;
	const struct group	*p = x->rec, *q = y->rec;

	if (p->games != q->games)
		return p->games > q->games ? -1 : 1;
	return strcmp(x->key, y->key);
}

static void
doc_length(struct doc *d, const notation_stats *st)
{
	size_t	 i;

	doc_key(d, "length", 1);
	doc_begin(d, 0);
	doc_field(d, "games", st->len_games);
	doc_field(d, "sum", st->len_sum);
	doc_opt(d, "min", st->len_min, st->len_games > 0);
	doc_opt(d, "max", st->len_max, st->len_games > 0);
	doc_mean(d, "mean", st->len_sum, st->len_games);
	doc_key(d, "histogram", 1);
	doc_begin(d, 1);
	for (i = 0; i < LEN_BUCKETS; i++) {
		if (st->len_hist[i] == 0)
			continue;
		doc_begin(d, 0);
		doc_field(d, "from", i * LEN_WIDTH);
		doc_opt(d, "to", i * LEN_WIDTH + LEN_WIDTH - 1,
		    i + 1 < LEN_BUCKETS);
		doc_field(d, "games", st->len_hist[i]);
		doc_end(d, 0);
	}
	doc_end(d, 1);
	doc_end(d, 0);
}

static void
doc_moves(struct doc *d, const notation_stats *st)
{
	size_t	 i;

	doc_key(d, "moves", 1);
	doc_begin(d, 0);
	doc_field(d, "steps", st->steps);
	doc_field(d, "jumps", st->jumps);
	doc_key(d, "hops", 1);
	doc_begin(d, 1);
	for (i = 1; i < MAX_HOPS; i++) {
		if (st->hops[i] == 0)
			continue;
		doc_begin(d, 0);
		doc_field(d, "hops", i);
		doc_field(d, "jumps", st->hops[i]);
		doc_end(d, 0);
	}
	doc_end(d, 1);
	doc_key(d, "longest", 1);
	if (st->longest.hops == 0)
		doc_scalar(d, "null", S_BARE);
	else {
		doc_begin(d, 0);
		doc_field(d, "hops", st->longest.hops);
		doc_key(d, "move", 1);
		doc_scalar(d, st->longest.move, S_DATA);
		doc_key(d, "file", 1);
		doc_scalar(d, st->longest.file, S_DATA);
		doc_field(d, "game", st->longest.game);
		doc_field(d, "ply", st->longest.ply);
		doc_end(d, 0);
	}
	doc_end(d, 0);
}

static void
doc_camps(struct doc *d, const notation_stats *st)
{
	const struct camp	*k;
	struct ent		*e;
	size_t			 i;

	doc_key(d, "camps", 1);
	doc_begin(d, 1);
	if ((e = table_sorted(&st->camps, by_turn)) == NULL)
		d->failed = 1;
	for (i = 0; e != NULL && i < st->camps.nrecs; i++) {
		k = e[i].rec;
		doc_begin(d, 0);
		doc_key(d, "player", 1);
		doc_scalar(d, e[i].key, S_DATA);
		doc_field(d, "turn", k->turn);
		doc_field(d, "emptied", k->emptied);
		doc_field(d, "never", k->never);
		doc_field(d, "sum", k->sum);
		doc_opt(d, "min", k->min, k->emptied > 0);
		doc_opt(d, "max", k->max, k->emptied > 0);
		doc_mean(d, "mean", k->sum, k->emptied);
		doc_end(d, 0);
	}
	free(e);
	doc_end(d, 1);
}

static void
doc_group(struct doc *d, const notation_stats *st, const struct breakdown *b,
    const char *key, const struct group *g)
{
	size_t	 v;

	doc_begin(d, 0);
	doc_key(d, "key", 1);
	doc_scalar(d, key, S_DATA);
	doc_field(d, "games", g->games);
	if (b->players) {
		doc_key(d, "colours", 1);
		doc_counts(d, &g->colours);
	}
	doc_field(d, "valid", g->valid);
	doc_field(d, "invalid", g->games - g->valid);
	doc_key(d, "results", 1);
	if (b->players) {
		doc_begin(d, 0);
		for (v = 0; v < VIEW__MAX; v++) {
			doc_key(d, views[v], 1);
			doc_u64(d, g->view[v]);
		}
		doc_end(d, 0);
	} else
		doc_counts(d, &g->results);
	if (st->replay) {
		doc_field(d, "plies", g->plies);
		doc_mean(d, "mean_length", g->plies, g->valid);
	}
	doc_end(d, 0);
}

static void
doc_breakdowns(struct doc *d, const notation_stats *st)
{
	const struct breakdown	*b;
	struct ent		*e;
	size_t			 i, j;

	doc_key(d, "breakdowns", 1);
	doc_begin(d, 1);
	for (i = 0; i < st->nby; i++) {
		b = &st->by[i];
		doc_begin(d, 0);
		doc_key(d, "tag", 1);
		doc_scalar(d, b->tag, S_DATA);
		doc_key(d, "groups", 1);
		doc_begin(d, 1);
		if ((e = table_sorted(&b->groups, by_games)) == NULL)
			d->failed = 1;
		for (j = 0; e != NULL && j < b->groups.nrecs; j++)
			doc_group(d, st, b, e[j].key, e[j].rec);
		free(e);
		doc_end(d, 1);
		doc_end(d, 0);
	}
	doc_end(d, 1);
}

/* The layout is spec/statistics.md, "The partial"; the reader's too. */
static void
doc_stats(struct doc *d, const notation_stats *st)
{
	size_t	 i;
	int	 end;

	doc_begin(d, 0);
	doc_field(d, "halma-stats", PARTIAL_VERSION);
	doc_key(d, "replay", 1);
	doc_scalar(d, st->replay ? "true" : "false", S_BARE);
	doc_key(d, "inputs", 1);
	doc_counts(d, &st->inputs);
	doc_field(d, "games", st->games);
	doc_field(d, "valid", st->valid);
	doc_field(d, "invalid", st->games - st->valid);
	doc_key(d, "invalid_by_code", 1);
	doc_begin(d, 0);
	for (i = 0; i < NOTATION_CODE__MAX; i++)
		if (st->invalid[i] > 0) {
			doc_key(d, code_name(i), 1);
			doc_u64(d, st->invalid[i]);
		}
	doc_end(d, 0);
	doc_key(d, "results", 1);
	doc_counts(d, &st->results);
	if (st->replay) {
		doc_key(d, "reasons", 1);
		doc_begin(d, 0);
		for (i = 0; i < END__MAX; i++) {
			end = end_at(i);
			doc_key(d, end_name(end), 1);
			doc_u64(d, st->ends[end]);
		}
		doc_end(d, 0);
		doc_length(d, st);
		doc_moves(d, st);
		doc_camps(d, st);
		doc_key(d, "repetitions", 1);
		doc_begin(d, 0);
		doc_field(d, "games", st->rep_games);
		doc_field(d, "found", st->rep_found);
		doc_end(d, 0);
	}
	doc_breakdowns(d, st);
	doc_end(d, 0);
}

static int
yaml_out(void *arg, unsigned char *buf, size_t len)
{
	return notation_buf_put(arg, (const char *)buf, len) == 0;
}

static int
write_json(const notation_stats *st, struct notation_buf *out)
{
	struct doc	 d;

	memset(&d, 0, sizeof(d));
	d.out = out;
	d.first = 1;
	doc_stats(&d, st);
	if (notation_buf_putc(out, '\n') == -1)
		d.failed = 1;
	return d.failed ? -1 : 0;
}

static int
write_yaml(const notation_stats *st, struct notation_buf *out)
{
	struct doc	 d;
	yaml_event_t	 ev;

	memset(&d, 0, sizeof(d));
	d.yaml = 1;
	d.out = out;
	if (!yaml_emitter_initialize(&d.em))
		return -1;
	yaml_emitter_set_output(&d.em, yaml_out, out);
	yaml_emitter_set_unicode(&d.em, 1);
	yaml_emitter_set_width(&d.em, -1);
	doc_event(&d, &ev, yaml_stream_start_event_initialize(&ev,
	    YAML_UTF8_ENCODING));
	doc_event(&d, &ev, yaml_document_start_event_initialize(&ev, NULL,
	    NULL, NULL, 1));
	doc_stats(&d, st);
	doc_event(&d, &ev, yaml_document_end_event_initialize(&ev, 1));
	doc_event(&d, &ev, yaml_stream_end_event_initialize(&ev));
	yaml_emitter_delete(&d.em);
	return d.failed ? -1 : 0;
}

/* ------------------------------------------------------------------ */
/* Writing: aligned tables for people.                                */

/*
 * A grid of cells printed in aligned columns: the first left-aligned,
 * the others right-aligned, except a last column marked 'l' (bars and
 * notes), which is not padded.  Lines never end in blanks.
 */
struct grid {
	struct notation_buf	 text;	/* the cells, NUL-terminated */
	size_t			*at;	/* where each cell starts */
	size_t			 n;
	size_t			 cap;
	size_t			 cols;
	const char		*align;
	int			 failed;
};

static void
grid_init(struct grid *g, const char *align)
{
	memset(g, 0, sizeof(*g));
	g->cols = strlen(align);
	g->align = align;
}

static void
grid_free(struct grid *g)
{
	notation_buf_free(&g->text);
	free(g->at);
}

/* A cell of pre followed by s. */
static void
cell2(struct grid *g, const char *pre, const char *s)
{
	size_t	*at, n;

	if (g->n == g->cap) {
		n = g->cap != 0 ? g->cap * 2 : 64;
		if ((at = reallocarray(g->at, n, sizeof(*at))) == NULL) {
			g->failed = 1;
			return;
		}
		g->at = at;
		g->cap = n;
	}
	g->at[g->n++] = g->text.len;
	if (notation_buf_puts(&g->text, pre) == -1 ||
	    notation_buf_puts(&g->text, s) == -1 ||
	    notation_buf_putc(&g->text, '\0') == -1)
		g->failed = 1;
}

static void
cell(struct grid *g, const char *s)
{
	cell2(g, "", s);
}

static void
cell_u64(struct grid *g, uint64_t v)
{
	char	 buf[32];

	fmt_u64(buf, sizeof(buf), v);
	cell(g, buf);
}

/* "-" stands for a minimum, maximum or mean of nothing. */
static void
cell_opt(struct grid *g, uint64_t v, int set)
{
	if (set)
		cell_u64(g, v);
	else
		cell(g, "-");
}

static void
cell_mean(struct grid *g, uint64_t sum, uint64_t n)
{
	char	 buf[64];

	if (n == 0)
		cell(g, "-");
	else {
		fmt_mean(buf, sizeof(buf), sum, n);
		cell(g, buf);
	}
}

/* Fill the rest of the current row with empty cells. */
static void
row_end(struct grid *g)
{
	while (g->n % g->cols != 0 && !g->failed)
		cell(g, "");
}

static void
row(struct grid *g, const char *pre, const char *label, uint64_t v)
{
	cell2(g, pre, label);
	cell_u64(g, v);
	row_end(g);
}

static void
title(struct grid *g, const char *label)
{
	cell(g, label);
	row_end(g);
}

/* Columns as a terminal counts them: UTF-8 continuation bytes are not. */
static size_t
width(const char *s)
{
	size_t	 n = 0;

	for (; *s != '\0'; s++)
		n += ((unsigned char)*s & 0xc0) != 0x80;
	return n;
}

static int
grid_print(struct grid *g, struct notation_buf *out)
{
	const char	*s;
	size_t		*w, c, r, i, len, start;
	int		 rc = 0;

	if (g->failed || (w = calloc(g->cols, sizeof(*w))) == NULL)
		return -1;
	for (i = 0; i < g->n; i++)
		if ((len = width(g->text.data + g->at[i])) > w[i % g->cols])
			w[i % g->cols] = len;
	for (r = 0; r < g->n / g->cols; r++) {
		start = out->len;
		for (c = 0; c < g->cols; c++) {
			s = g->text.data + g->at[r * g->cols + c];
			len = width(s);
			if (c > 0)
				rc |= notation_buf_puts(out, "  ");
			for (i = len; c > 0 && g->align[c] == 'r' && i < w[c];
			    i++)
				rc |= notation_buf_putc(out, ' ');
			rc |= notation_buf_puts(out, s);
			for (i = len; c == 0 && i < w[c]; i++)
				rc |= notation_buf_putc(out, ' ');
		}
		while (out->len > start && out->data[out->len - 1] == ' ')
			out->data[--out->len] = '\0';
		rc |= notation_buf_putc(out, '\n');
	}
	free(w);
	return rc != 0 ? -1 : 0;
}

static void
bar(struct grid *g, uint64_t n, uint64_t most)
{
	char	 buf[BAR_WIDTH + 1];
	size_t	 len;

	len = most == 0 ? 0 : (size_t)((n * BAR_WIDTH + most / 2) / most);
	if (len == 0 && n > 0)
		len = 1;
	memset(buf, '#', len);
	buf[len] = '\0';
	cell(g, buf);
}

static void
table_play(struct grid *g, const notation_stats *st)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	uint64_t		 most = 0;
	size_t			 i, lo = LEN_BUCKETS, hi = 0;
	char			 label[64];
	int			 end;

	title(g, "ends of valid games");
	for (i = 0; i < END__MAX; i++) {
		end = end_at(i);
		row(g, "  ", end_name(end), st->ends[end]);
	}

	title(g, "length of valid games, in plies");
	row(g, "  ", "games", st->len_games);
	cell(g, "  min");
	cell_opt(g, st->len_min, st->len_games > 0);
	row_end(g);
	cell(g, "  max");
	cell_opt(g, st->len_max, st->len_games > 0);
	row_end(g);
	cell(g, "  mean");
	cell_mean(g, st->len_sum, st->len_games);
	row_end(g);
	for (i = 0; i < LEN_BUCKETS; i++)
		if (st->len_hist[i] > 0) {
			if (lo == LEN_BUCKETS)
				lo = i;
			hi = i;
			if (st->len_hist[i] > most)
				most = st->len_hist[i];
		}
	/* From the first bucket used to the last, the empty ones between. */
	for (i = lo; lo < LEN_BUCKETS && i <= hi; i++) {
		if (i + 1 < LEN_BUCKETS)
			snprintf(label, sizeof(label), "    %zu-%zu",
			    i * LEN_WIDTH, i * LEN_WIDTH + LEN_WIDTH - 1);
		else
			snprintf(label, sizeof(label), "    %d or more",
			    LEN_OPEN);
		cell(g, label);
		cell_u64(g, st->len_hist[i]);
		bar(g, st->len_hist[i], most);
	}

	title(g, "moves of valid games");
	row(g, "  ", "steps", st->steps);
	row(g, "  ", "jumps", st->jumps);
	for (hi = 0, i = 1; i < MAX_HOPS; i++)
		if (st->hops[i] > 0)
			hi = i;
	for (i = 1; i <= hi; i++) {
		snprintf(label, sizeof(label), "    of %zu hop%s", i,
		    i == 1 ? "" : "s");
		row(g, "", label, st->hops[i]);
	}
	cell(g, "  longest chain, hops");
	cell_opt(g, st->longest.hops, st->longest.hops > 0);
	if (st->longest.hops > 0) {
		if (notation_buf_printf(&b, "%s (%s, game %" PRIu64 ", ply %"
		    PRIu64 ")", st->longest.move, st->longest.file,
		    st->longest.game, st->longest.ply) == -1)
			g->failed = 1;
		else
			cell(g, b.data);
	}
	row_end(g);
	notation_buf_free(&b);

	title(g, "repetitions in valid games");
	row(g, "  ", "games with one", st->rep_games);
	row(g, "  ", "found", st->rep_found);
}

static int
table_camps(const notation_stats *st, struct notation_buf *out)
{
	const struct camp	*k;
	struct grid		 g;
	struct ent		*e;
	size_t			 i;
	int			 rc;

	grid_init(&g, "lrrrrr");
	cell(&g, "moves to empty the own camp");
	cell(&g, "emptied");
	cell(&g, "never");
	cell(&g, "min");
	cell(&g, "max");
	cell(&g, "mean");
	if ((e = table_sorted(&st->camps, by_turn)) == NULL)
		g.failed = 1;
	for (i = 0; e != NULL && i < st->camps.nrecs; i++) {
		k = e[i].rec;
		cell2(&g, "  ", e[i].key);
		cell_u64(&g, k->emptied);
		cell_u64(&g, k->never);
		cell_opt(&g, k->min, k->emptied > 0);
		cell_opt(&g, k->max, k->emptied > 0);
		cell_mean(&g, k->sum, k->emptied);
	}
	free(e);
	rc = grid_print(&g, out);
	grid_free(&g);
	return rc;
}

/*
 * One line per group, most games first: games, games as each colour
 * (Player), valid, invalid, the results, the mean length.
 */
static int
table_breakdown(const notation_stats *st, const struct breakdown *b,
    struct notation_buf *out)
{
	struct table		 res, col;
	const struct group	*g;
	const uint64_t		*n;
	struct ent		*e = NULL, *re = NULL, *ce = NULL;
	struct grid		 gr;
	char			*align = NULL;
	size_t			 i, j, nres, cols;
	int			 rc = 0;

	/* The columns: every result text and colour any group has. */
	table_init(&res, sizeof(uint64_t));
	table_init(&col, sizeof(uint64_t));
	for (i = 0; i < b->groups.nrecs; i++) {
		g = table_rec(&b->groups, i);
		if (counts_merge(&res, &g->results) == -1 ||
		    counts_merge(&col, &g->colours) == -1)
			rc = -1;
	}
	nres = b->players ? VIEW__MAX : res.nrecs;
	cols = 4 + col.nrecs + nres + (st->replay ? 1 : 0);
	if (rc == -1 || (align = malloc(cols + 1)) == NULL ||
	    (e = table_sorted(&b->groups, by_games)) == NULL ||
	    (re = table_sorted(&res, by_key)) == NULL ||
	    (ce = table_sorted(&col, by_key)) == NULL) {
		rc = -1;
		goto done;
	}
	memset(align, 'r', cols);
	align[0] = 'l';
	align[cols] = '\0';
	grid_init(&gr, align);
	cell2(&gr, "by ", b->tag);
	cell(&gr, "games");
	for (j = 0; j < col.nrecs; j++)
		cell2(&gr, "as ", ce[j].key);
	cell(&gr, "valid");
	cell(&gr, "invalid");
	for (j = 0; j < nres; j++)
		cell(&gr, b->players ? views[j] : re[j].key);
	if (st->replay)
		cell(&gr, "mean length");
	for (i = 0; i < b->groups.nrecs; i++) {
		g = e[i].rec;
		cell2(&gr, "  ", e[i].key);
		cell_u64(&gr, g->games);
		for (j = 0; j < col.nrecs; j++) {
			n = table_find(&g->colours, ce[j].key);
			cell_u64(&gr, n != NULL ? *n : 0);
		}
		cell_u64(&gr, g->valid);
		cell_u64(&gr, g->games - g->valid);
		for (j = 0; j < nres; j++) {
			n = b->players ? &g->view[j] :
			    table_find(&g->results, re[j].key);
			cell_u64(&gr, n != NULL ? *n : 0);
		}
		if (st->replay)
			cell_mean(&gr, g->plies, g->valid);
	}
	rc = grid_print(&gr, out);
	grid_free(&gr);
done:
	free(align);
	free(e);
	free(re);
	free(ce);
	table_free(&res, NULL);
	table_free(&col, NULL);
	return rc;
}

static int
write_table(const notation_stats *st, struct notation_buf *out)
{
	struct grid	 g;
	struct ent	*e;
	size_t		 i;
	int		 rc;

	grid_init(&g, "lrl");
	row(&g, "", "games", st->games);
	row(&g, "  ", "valid", st->valid);
	row(&g, "  ", "invalid", st->games - st->valid);
	for (i = 0; i < NOTATION_CODE__MAX; i++)
		if (st->invalid[i] > 0)
			row(&g, "    ", code_name(i), st->invalid[i]);
	title(&g, "results as recorded");
	if ((e = table_sorted(&st->results, by_key)) == NULL)
		g.failed = 1;
	for (i = 0; e != NULL && i < st->results.nrecs; i++)
		row(&g, "  ", e[i].key, *(const uint64_t *)e[i].rec);
	free(e);
	if (st->replay)
		table_play(&g, st);
	rc = grid_print(&g, out);
	grid_free(&g);
	if (rc == 0 && st->replay)
		rc = notation_buf_putc(out, '\n') | table_camps(st, out);
	for (i = 0; rc == 0 && i < st->nby; i++)
		rc = notation_buf_putc(out, '\n') |
		    table_breakdown(st, &st->by[i], out);
	return rc;
}

/* ------------------------------------------------------------------ */
/* Writing: CSV rows of figure, group, item, value.                  */

static int
csv_field(struct notation_buf *out, const char *s)
{
	int	 rc = 0;

	if (strpbrk(s, ",\"\r\n") == NULL && *s != ' ' &&
	    (*s == '\0' || s[strlen(s) - 1] != ' '))
		return notation_buf_puts(out, s);
	rc |= notation_buf_putc(out, '"');
	for (; *s != '\0'; s++) {
		if (*s == '"')
			rc |= notation_buf_putc(out, '"');
		rc |= notation_buf_putc(out, *s);
	}
	return rc | notation_buf_putc(out, '"');
}

static int
csv_row(struct notation_buf *out, const char *figure, const char *group,
    const char *item, const char *value)
{
	return csv_field(out, figure) | notation_buf_putc(out, ',') |
	    csv_field(out, group) | notation_buf_putc(out, ',') |
	    csv_field(out, item) | notation_buf_putc(out, ',') |
	    csv_field(out, value) | notation_buf_putc(out, '\n');
}

static int
csv_u64(struct notation_buf *out, const char *figure, const char *group,
    const char *item, uint64_t v)
{
	char	 buf[32];

	fmt_u64(buf, sizeof(buf), v);
	return csv_row(out, figure, group, item, buf);
}

/* An empty value for a minimum, maximum or mean of nothing. */
static int
csv_opt(struct notation_buf *out, const char *figure, const char *group,
    const char *item, uint64_t v, int set)
{
	return set ? csv_u64(out, figure, group, item, v) :
	    csv_row(out, figure, group, item, "");
}

static int
csv_mean(struct notation_buf *out, const char *figure, const char *group,
    const char *item, uint64_t sum, uint64_t n)
{
	char	 buf[64];

	if (n == 0)
		return csv_row(out, figure, group, item, "");
	fmt_mean(buf, sizeof(buf), sum, n);
	return csv_row(out, figure, group, item, buf);
}

static int
csv_counts(struct notation_buf *out, const char *figure, const char *group,
    const char *pre, const struct table *t)
{
	struct notation_buf	 item = NOTATION_BUF_INIT;
	struct ent		*e;
	size_t			 i;
	int			 rc = 0;

	if ((e = table_sorted(t, by_key)) == NULL)
		return -1;
	for (i = 0; i < t->nrecs; i++) {
		notation_buf_reset(&item);
		rc |= notation_buf_puts(&item, pre) |
		    notation_buf_puts(&item, e[i].key);
		if (rc == 0)
			rc |= csv_u64(out, figure, group, item.data,
			    *(const uint64_t *)e[i].rec);
	}
	free(e);
	notation_buf_free(&item);
	return rc;
}

static int
csv_play(const notation_stats *st, struct notation_buf *out)
{
	const struct camp	*k;
	struct ent		*e;
	char			 item[64];
	size_t			 i;
	int			 rc = 0, end;

	for (i = 0; i < END__MAX; i++) {
		end = end_at(i);
		rc |= csv_u64(out, "reasons", "", end_name(end), st->ends[end]);
	}
	rc |= csv_u64(out, "length", "", "games", st->len_games);
	rc |= csv_u64(out, "length", "", "sum", st->len_sum);
	rc |= csv_opt(out, "length", "", "min", st->len_min, st->len_games > 0);
	rc |= csv_opt(out, "length", "", "max", st->len_max, st->len_games > 0);
	rc |= csv_mean(out, "length", "", "mean", st->len_sum, st->len_games);
	for (i = 0; i < LEN_BUCKETS; i++) {
		if (st->len_hist[i] == 0)
			continue;
		if (i + 1 < LEN_BUCKETS)
			snprintf(item, sizeof(item), "%zu-%zu", i * LEN_WIDTH,
			    i * LEN_WIDTH + LEN_WIDTH - 1);
		else
			snprintf(item, sizeof(item), "%d-", LEN_OPEN);
		rc |= csv_u64(out, "histogram", "", item, st->len_hist[i]);
	}
	rc |= csv_u64(out, "moves", "", "steps", st->steps);
	rc |= csv_u64(out, "moves", "", "jumps", st->jumps);
	for (i = 1; i < MAX_HOPS; i++)
		if (st->hops[i] > 0) {
			snprintf(item, sizeof(item), "%zu", i);
			rc |= csv_u64(out, "hops", "", item, st->hops[i]);
		}
	if (st->longest.hops > 0) {
		rc |= csv_u64(out, "longest", "", "hops", st->longest.hops);
		rc |= csv_row(out, "longest", "", "move", st->longest.move);
		rc |= csv_row(out, "longest", "", "file", st->longest.file);
		rc |= csv_u64(out, "longest", "", "game", st->longest.game);
		rc |= csv_u64(out, "longest", "", "ply", st->longest.ply);
	}
	if ((e = table_sorted(&st->camps, by_turn)) == NULL)
		return -1;
	for (i = 0; i < st->camps.nrecs; i++) {
		k = e[i].rec;
		rc |= csv_u64(out, "camps", e[i].key, "turn", k->turn);
		rc |= csv_u64(out, "camps", e[i].key, "emptied", k->emptied);
		rc |= csv_u64(out, "camps", e[i].key, "never", k->never);
		rc |= csv_u64(out, "camps", e[i].key, "sum", k->sum);
		rc |= csv_opt(out, "camps", e[i].key, "min", k->min,
		    k->emptied > 0);
		rc |= csv_opt(out, "camps", e[i].key, "max", k->max,
		    k->emptied > 0);
		rc |= csv_mean(out, "camps", e[i].key, "mean", k->sum,
		    k->emptied);
	}
	free(e);
	rc |= csv_u64(out, "repetitions", "", "games", st->rep_games);
	rc |= csv_u64(out, "repetitions", "", "found", st->rep_found);
	return rc;
}

static int
csv_breakdown(const notation_stats *st, const struct breakdown *b,
    struct notation_buf *out)
{
	struct notation_buf	 fig = NOTATION_BUF_INIT;
	const struct group	*g;
	struct ent		*e;
	size_t			 i, v;
	int			 rc = 0;

	if (notation_buf_printf(&fig, "by %s", b->tag) == -1 ||
	    (e = table_sorted(&b->groups, by_games)) == NULL) {
		notation_buf_free(&fig);
		return -1;
	}
	for (i = 0; i < b->groups.nrecs; i++) {
		g = e[i].rec;
		rc |= csv_u64(out, fig.data, e[i].key, "games", g->games);
		rc |= csv_counts(out, fig.data, e[i].key, "as ", &g->colours);
		rc |= csv_u64(out, fig.data, e[i].key, "valid", g->valid);
		rc |= csv_u64(out, fig.data, e[i].key, "invalid",
		    g->games - g->valid);
		if (b->players)
			for (v = 0; v < VIEW__MAX; v++)
				rc |= csv_u64(out, fig.data, e[i].key,
				    views[v], g->view[v]);
		else
			rc |= csv_counts(out, fig.data, e[i].key, "",
			    &g->results);
		if (st->replay) {
			rc |= csv_u64(out, fig.data, e[i].key, "plies",
			    g->plies);
			rc |= csv_mean(out, fig.data, e[i].key, "mean length",
			    g->plies, g->valid);
		}
	}
	free(e);
	notation_buf_free(&fig);
	return rc;
}

static int
write_csv(const notation_stats *st, struct notation_buf *out)
{
	size_t	 i;
	int	 rc = 0;

	rc |= csv_row(out, "figure", "group", "item", "value");
	rc |= csv_counts(out, "inputs", "", "", &st->inputs);
	rc |= csv_u64(out, "games", "", "", st->games);
	rc |= csv_u64(out, "valid", "", "", st->valid);
	rc |= csv_u64(out, "invalid", "", "", st->games - st->valid);
	for (i = 0; i < NOTATION_CODE__MAX; i++)
		if (st->invalid[i] > 0)
			rc |= csv_u64(out, "invalid", "", code_name(i),
			    st->invalid[i]);
	rc |= csv_counts(out, "results", "", "", &st->results);
	if (st->replay)
		rc |= csv_play(st, out);
	for (i = 0; i < st->nby; i++)
		rc |= csv_breakdown(st, &st->by[i], out);
	return rc != 0 ? -1 : 0;
}

int
notation_stats_format_parse(const char *s)
{
	static const char *const names[] = { "table", "json", "yaml", "csv" };
	size_t	 i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (strcmp(s, names[i]) == 0)
			return (int)i;
	return -1;
}

int
notation_stats_write(const notation_stats *st, enum notation_stats_format f,
    struct notation_buf *out)
{
	switch (f) {
	case NOTATION_STATS_TABLE:
		return write_table(st, out);
	case NOTATION_STATS_JSON:
		return write_json(st, out);
	case NOTATION_STATS_YAML:
		return write_yaml(st, out);
	case NOTATION_STATS_CSV:
		return write_csv(st, out);
	}
	return -1;
}

/* ------------------------------------------------------------------ */
/* Reading a JSON partial back.                                       */

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
	int	 c;

	*u = 0;
	for (i = 0; i < 4; i++, r->pos++) {
		if (r->pos >= r->len)
			return jr_fail(r, NOTATION_SYNTAX,
			    "a short \\u escape");
		c = (unsigned char)r->s[r->pos];
		*u <<= 4;
		if (c >= '0' && c <= '9')
			*u |= (unsigned)(c - '0');
		else if (c >= 'a' && c <= 'f')
			*u |= (unsigned)(c - 'a' + 10);
		else if (c >= 'A' && c <= 'F')
			*u |= (unsigned)(c - 'A' + 10);
		else
			return jr_fail(r, NOTATION_SYNTAX, "a bad \\u escape");
	}
	return 0;
}

static int
jr_utf8(struct jr *r, unsigned u)
{
	char	 b[4];
	size_t	 n;

	if (u < 0x80) {
		b[0] = (char)u;
		n = 1;
	} else if (u < 0x800) {
		b[0] = (char)(0xc0 | (u >> 6));
		b[1] = (char)(0x80 | (u & 0x3f));
		n = 2;
	} else if (u < 0x10000) {
		b[0] = (char)(0xe0 | (u >> 12));
		b[1] = (char)(0x80 | ((u >> 6) & 0x3f));
		b[2] = (char)(0x80 | (u & 0x3f));
		n = 3;
	} else {
		b[0] = (char)(0xf0 | (u >> 18));
		b[1] = (char)(0x80 | ((u >> 12) & 0x3f));
		b[2] = (char)(0x80 | ((u >> 6) & 0x3f));
		b[3] = (char)(0x80 | (u & 0x3f));
		n = 4;
	}
	return notation_buf_put(&r->str, b, n) == -1 ? jr_nomem(r) : 0;
}

/* The code point of a \\u escape (after the u), surrogate pairs joined. */
static int
jr_escape_u(struct jr *r, unsigned *u)
{
	unsigned	 lo;

	if (jr_hex4(r, u) == -1)
		return -1;
	if (*u >= 0xdc00 && *u <= 0xdfff)
		return jr_fail(r, NOTATION_SYNTAX, "a lone surrogate in a "
		    "string");
	if (*u >= 0xd800 && *u <= 0xdbff) {
		if (r->len - r->pos < 2 || r->s[r->pos] != '\\' ||
		    r->s[r->pos + 1] != 'u')
			return jr_fail(r, NOTATION_SYNTAX, "a lone surrogate "
			    "in a string");
		r->pos += 2;
		if (jr_hex4(r, &lo) == -1)
			return -1;
		if (lo < 0xdc00 || lo > 0xdfff)
			return jr_fail(r, NOTATION_SYNTAX, "a lone surrogate "
			    "in a string");
		*u = 0x10000 + ((*u - 0xd800) << 10) + (lo - 0xdc00);
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
			if ((n = utf8_len(p + r->pos, r->len - r->pos)) == 0)
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
		switch (p[r->pos++]) {
		case '"':
			u = '"';
			break;
		case '\\':
			u = '\\';
			break;
		case '/':
			u = '/';
			break;
		case 'b':
			u = '\b';
			break;
		case 'f':
			u = '\f';
			break;
		case 'n':
			u = '\n';
			break;
		case 'r':
			u = '\r';
			break;
		case 't':
			u = '\t';
			break;
		case 'u':
			if (jr_escape_u(r, &u) == -1)
				return -1;
			break;
		default:
			r->pos--;
			return jr_fail(r, NOTATION_SYNTAX, "an unknown escape");
		}
		if (jr_utf8(r, u) == -1)
			return -1;
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
	fmt_mean(want, sizeof(want), sum, n);
	for (len = 0; r->pos + len < r->len &&
	    strchr("+-.0123456789Eelnu", r->s[r->pos + len]) != NULL; len++)
		continue;
	if (len != strlen(want) || memcmp(r->s + r->pos, want, len) != 0)
		return jr_check(r, "\"%s\" is not %s, the sum over the count",
		    name, want);
	r->pos += len;
	return 0;
}

/* min <= sum / n <= max, as whole numbers without overflow. */
static int
jr_bounds(struct jr *r, uint64_t sum, uint64_t n, uint64_t min,
    uint64_t max)
{
	if (n == 0)
		return sum == 0 ? 0 : jr_check(r, "a sum over nothing");
	if (min > max || sum / n < min || sum / n + (sum % n != 0) > max)
		return jr_check(r, "the sum, minimum and maximum disagree");
	return 0;
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
		if ((c = table_get(t, r->str.data, &fresh)) == NULL)
			return jr_nomem(r);
		if (!fresh)
			return jr_check(r, "a key given twice");
		if (jr_char(r, ':') == -1 || jr_u64(r, &v) == -1)
			return -1;
		if (v == 0)
			return jr_check(r, "a count of 0 (those are left out)");
		*c = v;
		if (add_u64(total, v) == -1)
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
	if (jr_key(r, "invalid_by_code", 0) == -1 || jr_char(r, '{') == -1)
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
		if (add_u64(total, v) == -1)
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

	if (jr_key(r, "reasons", 0) == -1 || jr_char(r, '{') == -1)
		return -1;
	for (i = 0; i < END__MAX; i++) {
		end = end_at(i);
		if (jr_count(r, end_name(end), i == 0, &st->ends[end]) == -1)
			return -1;
		if (add_u64(&total, st->ends[end]) == -1)
			return jr_check(r, "counts past 2^64 - 1");
	}
	if (total != st->valid)
		return jr_check(r, "the reasons do not add up to the valid "
		    "games");
	return jr_char(r, '}');
}

static int
read_length(struct jr *r, notation_stats *st)
{
	uint64_t	 from, to, n, total = 0;
	size_t		 i, first_b = LEN_BUCKETS, last_b = 0;
	int		 first = 1, more;

	if (jr_key(r, "length", 0) == -1 || jr_char(r, '{') == -1 ||
	    jr_count(r, "games", 1, &st->len_games) == -1)
		return -1;
	if (st->len_games != st->valid)
		return jr_check(r, "not as many as the valid games");
	if (jr_count(r, "sum", 0, &st->len_sum) == -1 ||
	    jr_opt(r, "min", &st->len_min, st->len_games > 0) == -1 ||
	    jr_opt(r, "max", &st->len_max, st->len_games > 0) == -1 ||
	    jr_bounds(r, st->len_sum, st->len_games, st->len_min,
	    st->len_max) == -1 ||
	    jr_mean(r, "mean", st->len_sum, st->len_games) == -1 ||
	    jr_key(r, "histogram", 0) == -1 || jr_char(r, '[') == -1)
		return -1;
	while ((more = jr_more(r, ']', &first)) == 1) {
		if (jr_char(r, '{') == -1 ||
		    jr_count(r, "from", 1, &from) == -1)
			return -1;
		if (from % LEN_WIDTH != 0 || from > LEN_OPEN)
			return jr_check(r, "not the edge of a bucket");
		i = (size_t)(from / LEN_WIDTH);
		if (first_b != LEN_BUCKETS && i <= last_b)
			return jr_check(r, "buckets out of their order");
		if (jr_opt(r, "to", &to, i + 1 < LEN_BUCKETS) == -1)
			return -1;
		if (i + 1 < LEN_BUCKETS && to != from + LEN_WIDTH - 1)
			return jr_check(r, "not the edge of a bucket");
		if (jr_count(r, "games", 0, &n) == -1)
			return -1;
		if (n == 0)
			return jr_check(r, "a count of 0 (those are left out)");
		if (jr_char(r, '}') == -1)
			return -1;
		st->len_hist[i] = n;
		if (first_b == LEN_BUCKETS)
			first_b = i;
		last_b = i;
		if (add_u64(&total, n) == -1)
			return jr_check(r, "counts past 2^64 - 1");
	}
	if (more == -1)
		return -1;
	if (total != st->len_games || (total > 0 &&
	    (len_bucket(st->len_min) != first_b ||
	    len_bucket(st->len_max) != last_b)))
		return jr_check(r, "the histogram disagrees with the games, "
		    "minimum or maximum");
	return jr_char(r, '}');
}

static int
read_longest(struct jr *r, notation_stats *st, uint64_t top)
{
	struct chain	*c = &st->longest;
	const uint64_t	*n;

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
	if (jr_key(r, "file", 0) == -1 || jr_string(r) == -1)
		return -1;
	if ((n = table_find(&st->inputs, r->str.data)) == NULL)
		return jr_check(r, "not one of the inputs");
	if ((c->file = strdup(r->str.data)) == NULL)
		return jr_nomem(r);
	if (jr_count(r, "game", 0, &c->game) == -1)
		return -1;
	if (c->game == 0 || c->game > *n)
		return jr_check(r, "not a game of that input");
	if (jr_count(r, "ply", 0, &c->ply) == -1)
		return -1;
	if (c->ply == 0 || c->ply > st->len_max)
		return jr_check(r, "not a ply of a valid game");
	return jr_char(r, '}');
}

static int
read_moves(struct jr *r, notation_stats *st)
{
	uint64_t	 h, n, total = 0, top = 0;
	int		 first = 1, more;

	if (jr_key(r, "moves", 0) == -1 || jr_char(r, '{') == -1 ||
	    jr_count(r, "steps", 1, &st->steps) == -1 ||
	    jr_count(r, "jumps", 0, &st->jumps) == -1 ||
	    jr_key(r, "hops", 0) == -1 || jr_char(r, '[') == -1)
		return -1;
	while ((more = jr_more(r, ']', &first)) == 1) {
		if (jr_char(r, '{') == -1 || jr_count(r, "hops", 1, &h) == -1)
			return -1;
		if (h == 0 || h >= MAX_HOPS || h <= top)
			return jr_check(r, "hops out of range or order");
		if (jr_count(r, "jumps", 0, &n) == -1)
			return -1;
		if (n == 0)
			return jr_check(r, "a count of 0 (those are left out)");
		if (jr_char(r, '}') == -1)
			return -1;
		st->hops[h] = n;
		top = h;
		if (add_u64(&total, n) == -1)
			return jr_check(r, "counts past 2^64 - 1");
	}
	if (more == -1)
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

	if (jr_key(r, "camps", 0) == -1 || jr_char(r, '[') == -1)
		return -1;
	while ((more = jr_more(r, ']', &first)) == 1) {
		if (jr_char(r, '{') == -1 || jr_key(r, "player", 1) == -1 ||
		    jr_string(r) == -1)
			return -1;
		if ((k = table_get(&st->camps, r->str.data, &fresh)) == NULL)
			return jr_nomem(r);
		if (!fresh)
			return jr_check(r, "a player given twice");
		if (jr_count(r, "turn", 0, &k->turn) == -1)
			return -1;
		if (k->turn == 0 || k->turn > NOTATION_MAX_PLAYERS)
			return jr_check(r, "not a place in the turn order");
		if (jr_count(r, "emptied", 0, &k->emptied) == -1 ||
		    jr_count(r, "never", 0, &k->never) == -1)
			return -1;
		if (k->emptied + k->never < k->emptied ||
		    k->emptied + k->never == 0 ||
		    k->emptied + k->never > st->valid)
			return jr_check(r, "more or fewer games than the valid "
			    "ones");
		if (jr_count(r, "sum", 0, &k->sum) == -1 ||
		    jr_opt(r, "min", &k->min, k->emptied > 0) == -1 ||
		    jr_opt(r, "max", &k->max, k->emptied > 0) == -1 ||
		    jr_bounds(r, k->sum, k->emptied, k->min, k->max) == -1 ||
		    jr_mean(r, "mean", k->sum, k->emptied) == -1 ||
		    jr_char(r, '}') == -1)
			return -1;
	}
	return more;
}

static int
read_repetitions(struct jr *r, notation_stats *st)
{
	if (jr_key(r, "repetitions", 0) == -1 || jr_char(r, '{') == -1 ||
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

	if (jr_char(r, '{') == -1 || jr_key(r, "key", 1) == -1 ||
	    jr_string(r) == -1)
		return -1;
	if ((g = table_get(&b->groups, r->str.data, &fresh)) == NULL)
		return jr_nomem(r);
	if (!fresh)
		return jr_check(r, "a group given twice");
	table_init(&g->results, sizeof(uint64_t));
	table_init(&g->colours, sizeof(uint64_t));
	if (jr_count(r, "games", 0, &g->games) == -1)
		return -1;
	if (g->games == 0)
		return jr_check(r, "a group without games");
	if (add_u64(games, g->games) == -1)
		return jr_check(r, "counts past 2^64 - 1");
	if (b->players) {
		if (jr_key(r, "colours", 0) == -1 ||
		    jr_counts(r, &g->colours, &total) == -1)
			return -1;
		if (total != g->games)
			return jr_check(r, "the colours do not add up to the "
			    "games");
	}
	if (jr_count(r, "valid", 0, &g->valid) == -1)
		return -1;
	if (g->valid > g->games)
		return jr_check(r, "more valid games than games");
	if (jr_count(r, "invalid", 0, &n) == -1)
		return -1;
	if (n != g->games - g->valid)
		return jr_check(r, "not the games less the valid ones");
	if (jr_key(r, "results", 0) == -1)
		return -1;
	if (b->players) {
		if (jr_char(r, '{') == -1)
			return -1;
		for (total = 0, v = 0; v < VIEW__MAX; v++) {
			if (jr_count(r, views[v], v == 0, &g->view[v]) == -1)
				return -1;
			if (add_u64(&total, g->view[v]) == -1)
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

	if (jr_key(r, "breakdowns", 0) == -1 || jr_char(r, '[') == -1)
		return -1;
	while ((more = jr_more(r, ']', &first)) == 1) {
		if (jr_char(r, '{') == -1 || jr_key(r, "tag", 1) == -1 ||
		    jr_string(r) == -1)
			return -1;
		if (r->str.data[0] == '\0')
			return jr_check(r, "an empty tag name");
		if (add_breakdown(st, r->str.data) == -1)
			return jr_nomem(r);
		b = &st->by[st->nby - 1];
		if (jr_key(r, "groups", 0) == -1 || jr_char(r, '[') == -1)
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

static int
read_body(struct jr *r, notation_stats *st)
{
	uint64_t	 inputs, n, total;

	if (jr_key(r, "inputs", 0) == -1 ||
	    jr_counts(r, &st->inputs, &inputs) == -1 ||
	    jr_count(r, "games", 0, &st->games) == -1)
		return -1;
	if (inputs != st->games)
		return jr_check(r, "the inputs do not add up to the games");
	if (jr_count(r, "valid", 0, &st->valid) == -1)
		return -1;
	if (st->valid > st->games)
		return jr_check(r, "more valid games than games");
	if (jr_count(r, "invalid", 0, &n) == -1)
		return -1;
	if (n != st->games - st->valid)
		return jr_check(r, "not the games less the valid ones");
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
		jr_check(&r, "a partial of layout %" PRIu64 ", not %d",
		    version, PARTIAL_VERSION);
		goto done;
	}
	if (jr_key(&r, "replay", 0) == -1 || jr_bool(&r, &replay) == -1)
		goto done;
	if ((st = notation_stats_new(replay ? NOTATION_STATS_REPLAY : 0,
	    NULL, 0)) == NULL) {
		jr_nomem(&r);
		goto done;
	}
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
