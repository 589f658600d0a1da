/*
 * stats_rulesets.c -- the figures kept per rule set (spec/statistics.md,
 * "By rule set"): the games and their results, how the valid games
 * ended, and their openings, the first move and the first two, counted
 * in full.  stats.c feeds them a game at a time and merges them; the
 * openings are cut to the most frequent only when written, so that a
 * merge of partials counts every opening exactly.
 */
#include <stdint.h>
#include <string.h>

#include "stats/stats_int.h"

static void
rset_init(struct rset *r)
{
	nt_stats_table_init(&r->results, sizeof(uint64_t));
	nt_stats_table_init(&r->first, sizeof(uint64_t));
	nt_stats_table_init(&r->two, sizeof(uint64_t));
}

void
nt_stats_rset_free(void *rec)
{
	struct rset	*r = rec;

	nt_stats_table_free(&r->results, NULL);
	nt_stats_table_free(&r->first, NULL);
	nt_stats_table_free(&r->two, NULL);
}

struct rset *
nt_stats_rset_get(struct table *rsets, const char *key, int *fresh)
{
	struct rset	*r;
	int		 made;

	if ((r = nt_stats_table_get(rsets, key, &made)) != NULL && made)
		rset_init(r);
	if (fresh != NULL)
		*fresh = made;
	return r;
}

/*
 * Did the game begin at its rule set's start position (the same stones
 * and side to move)?  Once a game, out of line: not on every ply's path.
 */
static NT_NOINLINE void
open_start(struct current *cur, const notation_game *g)
{
	const notation_position	*start;

	start = notation_game_start(g);
	/* Most games: the game knows it starts there. */
	if (nt_game_starts_at_rules(g))
		cur->open_state = 1;
	else {
		nt_position_start(&cur->open_start,
		    notation_position_rules(start));
		cur->open_state = notation_position_equal(start,
		    &cur->open_start) ? 1 : -1;
	}
	cur->nopen = 0;
	notation_buf_reset(&cur->open);
}

/*
 * A ply of the current game, for its opening: the first two moves (a
 * roll of the dice is none) in short form, "m1" then "m1 m2", kept only
 * when the game began at its rule set's start position: a game set up
 * by a FEN tag elsewhere has no opening.
 */
int
nt_stats_open_ply(struct current *cur, const notation_game *g,
    const notation_position *before, const struct notation_move *m)
{
	if (cur->open_state == 0)
		open_start(cur, g);
	if (cur->open_state < 0 || cur->nopen >= 2 ||
	    m->kind == NOTATION_ROLL)
		return 0;
	if (cur->nopen == 1) {
		cur->open1 = cur->open.len;
		if (notation_buf_putc(&cur->open, ' ') == -1)
			return -1;
	}
	if (notation_move_format(before, m, 0, &cur->open) == -1)
		return -1;
	cur->nopen++;
	return 0;
}

/*
 * The game just summed up, in the figures of its rule set key: its
 * result, and when it counts among the figures of play (end >= 0), its
 * end and its opening.
 */
int
nt_stats_rset_add(struct table *rsets, const char *key, int valid,
    const char *result, int end, struct current *cur)
{
	struct rset	*r;
	char		*two;

	if ((r = nt_stats_rset_get(rsets, key, NULL)) == NULL)
		return -1;
	r->games++;
	r->valid += valid != 0;
	if (nt_stats_count_add(&r->results, result, 1) == -1)
		return -1;
	if (end < 0)
		return 0;
	r->ends[end]++;
	if (cur->open_state <= 0 || cur->nopen == 0)
		return 0;
	r->opened++;
	if (cur->nopen == 2 && nt_stats_count_add(&r->two, cur->open.data,
	    1) == -1)
		return -1;
	/* The first move alone: the text up to the blank. */
	two = cur->open.data;
	if (cur->nopen == 2)
		two[cur->open1] = '\0';
	return nt_stats_count_add(&r->first, two, 1);
}

/* The opening of the next game is looked for afresh. */
void
nt_stats_open_reset(struct current *cur)
{
	cur->open_state = 0;
	cur->nopen = 0;
	notation_buf_reset(&cur->open);
}

int
nt_stats_rset_merge(void *dst, const void *src, int fresh)
{
	struct rset		*r = dst;
	const struct rset	*s = src;
	size_t			 i;

	if (fresh)
		rset_init(r);
	r->games += s->games;
	r->valid += s->valid;
	r->opened += s->opened;
	for (i = 0; i < END__MAX; i++)
		r->ends[i] += s->ends[i];
	if (nt_stats_counts_merge(&r->results, &s->results) == -1 ||
	    nt_stats_counts_merge(&r->first, &s->first) == -1 ||
	    nt_stats_counts_merge(&r->two, &s->two) == -1)
		return -1;
	return 0;
}
