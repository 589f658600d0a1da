/*
 * ends.c -- the ends of the rules that ask the position alone, for the
 * adjudication of game.c: whether any player that takes turns could
 * move (no-move-draw, spec/rules.md section 1.7), which players are
 * down to fewer stones than their min-stones (section 17.14), whether a
 * player's stones connect its camp to its goal (17.12), and a player's
 * tempo count (3.5).  Calls the moves layer only.
 */
#include "game/game.h"

/*
 * The side to move is asked last, and not at all where the caller has
 * just found it without a move (known, game.c's no_move_end()): a side
 * without one is the dearest to ask, every stone of it.
 */
int
nt_nobody_moves(const struct notation_position *p, int known)
{
	struct notation_position	 q = *p;
	int				 n = p->rules->nplayers, i, k, s;

	s = p->side >= 0 && p->side < n ? p->side : n - 1;
	for (k = 1; k <= n; k++) {
		i = (s + k) % n;
		if (rules_side(p->rules, i) != i || (known && i == p->side))
			continue;
		q.side = i;
		if (nt_moves_exist(&q))
			return 0;
	}
	return 1;
}

unsigned
nt_too_few(const struct notation_position *p)
{
	const struct notation_rules	*r = p->rules;
	unsigned			 who = 0;
	int				 i;

	for (i = 0; i < r->nplayers; i++)
		if (r->pl[i].min_stones > 0 && bits_count(&p->stones[i]) +
		    p->hand[i] < r->pl[i].min_stones)
			who |= 1u << i;
	return who;
}

/*
 * A connection (spec/rules.md section 17.12): a chain of player i's own
 * stones, each next to the next along the board's lines, from a cell of
 * its camp to a cell of its goal.  A search over its stones from those
 * in its camp, asked only when it has stones in both (game.h,
 * nt_connected()).
 */
int
nt_connected_search(const struct notation_position *p, int i)
{
	const struct notation_rules	*r = p->rules;
	const struct bits		*own = &p->stones[i];
	struct bits			 seen;
	int16_t				 queue[NOTATION_MAX_CELLS];
	uint64_t			 w;
	int				 head = 0, tail = 0, c, d, n, k;

	/*
	 * The stones in the camp a word at a time, not every stone tried
	 * (connectie's validator 57.7M to 54.4M).
	 */
	for (k = 0; k < BITS_WORDS; k++)
		for (seen.w[k] = w = own->w[k] & r->pl[i].camp.w[k]; w != 0;
		    w &= w - 1)
			queue[tail++] = (int16_t)(64 * k + __builtin_ctzll(w));
	while (head < tail) {
		c = queue[head++];
		if (bits_test(&r->pl[i].goal, c))
			return 1;
		for (d = 0; d < r->geo.ndirs; d++)
			if ((n = r->geo.nb[c][d]) >= 0 && bits_test(own, n) &&
			    !bits_test(&seen, n)) {
				bits_set(&seen, n);
				queue[tail++] = (int16_t)n;
			}
	}
	return 0;
}

/*
 * The tempo count (spec/rules.md section 3.5): the sum of the distances
 * of a player's stones to the far corner of its goal, less that sum for a
 * filled goal, so that a finished player counts 0.  The distance is the
 * board's own (nt_geometry_distance(), spec/rules-format.md "Distances").
 */
long
nt_tempo(const struct notation_position *p, int who)
{
	const struct notation_rules	*r = p->rules;
	const struct geometry		*geo = &r->geo;
	const struct player		*pl = &r->pl[who];
	int				 dist[NOTATION_MAX_CELLS];
	int				 c, n = 0, i, j, t;
	long				 sum = 0, best = 0;

	BITS_FOREACH(c, &p->stones[who])
		sum += nt_geometry_distance(geo, c, pl->corner);
	/* The nstones goal cells nearest the corner fill it best. */
	BITS_FOREACH(c, &pl->goal)
		dist[n++] = nt_geometry_distance(geo, c, pl->corner);
	for (i = 1; i < n; i++)
		for (j = i; j > 0 && dist[j - 1] > dist[j]; j--) {
			t = dist[j];
			dist[j] = dist[j - 1];
			dist[j - 1] = t;
		}
	for (i = 0; i < pl->nstones && i < n; i++)
		best += dist[i];
	return sum - best;
}
