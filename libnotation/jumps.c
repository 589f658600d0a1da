/*
 * jumps.c -- jump chains: where a stone can get to by jumping, whether one
 * hop is a legal single jump, and the shortest hop path of a chain.
 *
 * The moving stone is lifted off its start cell while it jumps: the start
 * cell is empty for the whole chain (spec/moves.md).  Short jumps (plain
 * Halma) go over an adjacent stone to the cell right behind it; long jumps
 * (Super-/Spronghalma) go over a stone that stands exactly in the middle
 * of a straight line whose other cells are all empty.
 *
 * Which stones a jump may go over is the rule set's jump-over (any, the
 * player's own, or the opponents'; spec/rules-format.md): every search
 * below takes that set, 'over', beside the occupied set.  A landing cell
 * must be empty whoever's stones stand around it.
 */
#include <string.h>

#include "internal.h"

/*
 * The stones the stone on 'from' may jump over, itself never: every
 * stone, or those of its player and partners (own), or the others'
 * (opponent).
 */
static void
over_set(const struct notation_position *p, int from, struct bits *over)
{
	const struct notation_rules	*r = p->rules;
	unsigned			 own;
	int				 i, k;

	if (r->jump_over == JUMP_OVER_ANY)
		*over = p->occ;
	else {
		own = p->board[from] >= 0 ? rules_team(r, p->board[from]) : 0;
		bits_zero(over);
		for (i = 0; i < r->nplayers; i++) {
			if ((int)((own >> i) & 1) !=
			    (r->jump_over == JUMP_OVER_OWN))
				continue;
			for (k = 0; k < BITS_WORDS; k++)
				over->w[k] |= p->stones[i].w[k];
		}
	}
	bits_clear(over, from);
}

/*
 * Short jumps on bitsets: one round moves the whole frontier over every
 * occupied neighbour in every direction at once, two shifts a direction.
 * The padding bit at the end of each row (internal.h) stops a shift from
 * wrapping a stone around an edge.  With a target, the search stops in
 * the round that reaches it: checking a move needs no more than that.
 * Returns whether the target (if any, else -1) was reached.
 */
static int
reach_short(const struct notation_position *p, const struct bits *over,
    int from, int target, struct bits *out)
{
	const struct geometry	*g = &p->rules->geo;
	struct bits		 occ, empty, frontier, next, t;
	int			 d, i, hit = 0;

	occ = p->occ;
	bits_clear(&occ, from);
	for (i = 0; i < BITS_WORDS; i++)
		empty.w[i] = g->valid.w[i] & ~occ.w[i];
	bits_zero(out);
	bits_set(out, from);
	bits_zero(&frontier);
	bits_set(&frontier, from);
	for (;;) {
		bits_zero(&next);
		for (d = 0; d < g->ndirs; d++) {
			bits_shift(&t, &frontier, g->off[d]);
			for (i = 0; i < BITS_WORDS; i++)
				t.w[i] &= over->w[i];
			bits_shift(&t, &t, g->off[d]);
			for (i = 0; i < BITS_WORDS; i++)
				next.w[i] |= t.w[i] & empty.w[i] & ~out->w[i];
		}
		if (bits_empty(&next))
			break;
		for (i = 0; i < BITS_WORDS; i++)
			out->w[i] |= next.w[i];
		frontier = next;
		if (target >= 0 && bits_test(out, target)) {
			hit = 1;
			break;
		}
	}
	bits_clear(out, from);
	return hit;
}

/*
 * Shift the 128-bit set (*lo, *hi) by off bits, 0 < |off| < 64: the
 * offsets of the directions of a board narrow enough for reach_short2.
 */
static inline void
shift2(uint64_t *lo, uint64_t *hi, int off)
{
	if (off > 0) {
		*hi = (*hi << off) | (*lo >> (64 - off));
		*lo <<= off;
	} else {
		off = -off;
		*lo = (*lo >> off) | (*hi << (64 - off));
		*hi >>= off;
	}
}

/*
 * The same reach as reach_short, for the boards whose cell indices are
 * all below 128 (8x8 and 10x10 among them): the sets are then two plain
 * words, and a shift is a few instructions instead of a loop over five
 * words.  This is the hot path of checking records, once per chain.
 *
 * A sweep jumps from every cell reached so far in each direction in turn,
 * adding what it finds at once, so that a later direction of the same
 * sweep already jumps on from there: a chain that turns as the direction
 * order does takes one sweep for several hops.  Every cell added is
 * reached by a jump from a reached cell, and the sweeps stop only when
 * one adds nothing, so the result is the same closure as reach_short's,
 * in fewer sweeps than it takes rounds (2.1 sweeps a search against 2.9
 * rounds on the benchmark corpus, bench/README.md).
 */
static int
reach_short2(const struct notation_position *p, const struct bits *over,
    int from, int target, struct bits *out)
{
	const struct geometry	*g = &p->rules->geo;
	uint64_t		 occ0, occ1, emp0, emp1, r0, r1, s0, s1;
	uint64_t		 ov0 = over->w[0], ov1 = over->w[1];
	uint64_t		 t0, t1, tm0 = 0, tm1 = 0, f0 = 0, f1 = 0;
	int			 d, hit = 0;

	if (from < 64)
		f0 = (uint64_t)1 << from;
	else
		f1 = (uint64_t)1 << (from - 64);
	if (target >= 0 && target < 64)
		tm0 = (uint64_t)1 << target;
	else if (target >= 64 && target < 128)
		tm1 = (uint64_t)1 << (target - 64);
	occ0 = p->occ.w[0] & ~f0;
	occ1 = p->occ.w[1] & ~f1;
	emp0 = g->valid.w[0] & ~occ0;
	emp1 = g->valid.w[1] & ~occ1;
	r0 = f0;
	r1 = f1;
	for (;;) {
		s0 = r0;
		s1 = r1;
		for (d = 0; d < g->ndirs; d++) {
			t0 = r0;
			t1 = r1;
			shift2(&t0, &t1, g->off[d]);
			t0 &= ov0;
			t1 &= ov1;
			shift2(&t0, &t1, g->off[d]);
			r0 |= t0 & emp0;
			r1 |= t1 & emp1;
		}
		if ((r0 & tm0) | (r1 & tm1)) {
			hit = 1;
			break;
		}
		if (r0 == s0 && r1 == s1)
			break;
	}
	bits_zero(out);
	out->w[0] = r0 & ~f0;
	out->w[1] = r1 & ~f1;
	return hit;
}

/*
 * Do the board's cells all lie in the first two words of a set?  The
 * direction offsets need no check: a row is at most 18 bits (internal.h),
 * so no offset reaches 64.
 */
static int
narrow(const struct geometry *g)
{
	uint64_t	 x = 0;
	int		 i;

	for (i = 2; i < BITS_WORDS; i++)
		x |= g->valid.w[i];
	return x == 0;
}

/*
 * The landing cell of a long jump from c in direction d, or -1: the first
 * stone on the line stands at distance k >= 1, may be jumped over, and
 * the k cells behind it are empty and on the board.
 */
static int
long_landing(const struct notation_position *p, const struct bits *over,
    int lifted, int c, int d)
{
	const struct geometry	*g = &p->rules->geo;
	int			 k = 0, n = c, i;

	for (;;) {
		n = g->nb[n][d];
		if (n < 0)
			return -1;
		k++;
		if (n != lifted && bits_test(&p->occ, n))
			break;
	}
	if (!bits_test(over, n))
		return -1;
	for (i = 0; i < k; i++) {
		n = g->nb[n][d];
		if (n < 0 || (n != lifted && bits_test(&p->occ, n)))
			return -1;
	}
	return n;
}

/* Short-jump landing from c in direction d, or -1. */
static int
short_landing(const struct notation_position *p, const struct bits *over,
    int lifted, int c, int d)
{
	const struct geometry	*g = &p->rules->geo;
	int			 mid, land;

	mid = g->nb[c][d];
	if (mid < 0 || mid == lifted || !bits_test(over, mid))
		return -1;
	land = g->nb[mid][d];
	if (land < 0 || (land != lifted && bits_test(&p->occ, land)))
		return -1;
	return land;
}

static int
landing(const struct notation_position *p, const struct bits *over,
    int lifted, int c, int d)
{
	if (p->rules->jump == JUMP_LONG)
		return long_landing(p, over, lifted, c, d);
	return short_landing(p, over, lifted, c, d);
}

/*
 * Breadth-first search over the jump graph from 'from', in direction
 * order.  Fills parent[] (when not NULL) so that the first shortest path
 * in direction order can be read back (spec/moves.md).  Returns the reach.
 */
static void
reach_bfs(const struct notation_position *p, int from, struct bits *out,
    int16_t *parent)
{
	const struct geometry	*g = &p->rules->geo;
	struct bits		 over;
	int16_t			 queue[NOTATION_MAX_CELLS];
	int			 head = 0, tail = 0, c, d, n;

	over_set(p, from, &over);
	bits_zero(out);
	bits_set(out, from);
	queue[tail++] = (int16_t)from;
	while (head < tail) {
		c = queue[head++];
		for (d = 0; d < g->ndirs; d++) {
			if ((n = landing(p, &over, from, c, d)) < 0 ||
			    bits_test(out, n))
				continue;
			bits_set(out, n);
			if (parent != NULL)
				parent[n] = (int16_t)c;
			queue[tail++] = (int16_t)n;
		}
	}
	bits_clear(out, from);
}

void
nt_jump_reach(const struct notation_position *p, int from, struct bits *out)
{
	struct bits	 over;

	if (p->rules->jump == JUMP_LONG) {
		reach_bfs(p, from, out, NULL);
		return;
	}
	over_set(p, from, &over);
	if (narrow(&p->rules->geo))
		reach_short2(p, &over, from, -1, out);
	else
		reach_short(p, &over, from, -1, out);
}

int
nt_jump_reaches(const struct notation_position *p, int from, int to)
{
	const struct geometry	*g = &p->rules->geo;
	struct bits		 reach, over;
	int			 d, mid;

	if (to < 0 || to >= NOTATION_MAX_CELLS || to == from ||
	    bits_test(&p->occ, to))
		return 0;
	if (p->rules->jump == JUMP_LONG) {
		reach_bfs(p, from, &reach, NULL);
		return bits_test(&reach, to);
	}
	/*
	 * A single jump, half of the jump moves of the benchmark corpus,
	 * costs a look at the neighbour table; only chains need the search.
	 */
	over_set(p, from, &over);
	for (d = 0; d < g->ndirs; d++)
		if ((mid = g->nb[from][d]) >= 0 && g->nb[mid][d] == to &&
		    bits_test(&over, mid))
			return 1;
	if (narrow(g))
		return reach_short2(p, &over, from, to, &reach);
	return reach_short(p, &over, from, to, &reach);
}

int
nt_jump_single(const struct notation_position *p, int lifted, int a, int b)
{
	struct bits	 over;
	int		 d;

	over_set(p, lifted, &over);
	for (d = 0; d < p->rules->geo.ndirs; d++)
		if (landing(p, &over, lifted, a, d) == b)
			return 1;
	return 0;
}

/*
 * The hops of the shortest chain from-to, counted without writing the
 * path: the search of reach_short, one round a hop, stopped in the round
 * that reaches 'to'.  On the narrow boards the sets are two plain words
 * (as in reach_short2, but in rounds, not sweeps, since a sweep may make
 * several hops).  The count is that of nt_jump_path() (a breadth-first
 * search finds the same depth), which the statistics need for every
 * chain of a collection (spec/statistics.md, "Moves").
 */
static unsigned
hops_short2(const struct notation_position *p, int from, int to)
{
	const struct geometry	*g = &p->rules->geo;
	uint64_t		 occ0, occ1, emp0, emp1, r0, r1, f0, f1;
	uint64_t		 n0, n1, t0, t1, tm0 = 0, tm1 = 0;
	unsigned		 hops = 0;
	int			 d;

	f0 = from < 64 ? (uint64_t)1 << from : 0;
	f1 = from < 64 ? 0 : (uint64_t)1 << (from - 64);
	if (to < 64)
		tm0 = (uint64_t)1 << to;
	else
		tm1 = (uint64_t)1 << (to - 64);
	occ0 = p->occ.w[0] & ~f0;
	occ1 = p->occ.w[1] & ~f1;
	emp0 = g->valid.w[0] & ~occ0;
	emp1 = g->valid.w[1] & ~occ1;
	r0 = f0;
	r1 = f1;
	for (;;) {
		n0 = n1 = 0;
		for (d = 0; d < g->ndirs; d++) {
			t0 = f0;
			t1 = f1;
			shift2(&t0, &t1, g->off[d]);
			t0 &= occ0;
			t1 &= occ1;
			shift2(&t0, &t1, g->off[d]);
			n0 |= t0 & emp0;
			n1 |= t1 & emp1;
		}
		n0 &= ~r0;
		n1 &= ~r1;
		if ((n0 | n1) == 0)
			return 0;
		hops++;
		if ((n0 & tm0) | (n1 & tm1))
			return hops;
		r0 |= n0;
		r1 |= n1;
		f0 = n0;
		f1 = n1;
	}
}

static unsigned
hops_short(const struct notation_position *p, int from, int to)
{
	const struct geometry	*g = &p->rules->geo;
	struct bits		 occ, empty, frontier, next, seen, t;
	unsigned		 hops = 0;
	int			 d, i;

	occ = p->occ;
	bits_clear(&occ, from);
	for (i = 0; i < BITS_WORDS; i++)
		empty.w[i] = g->valid.w[i] & ~occ.w[i];
	bits_zero(&seen);
	bits_set(&seen, from);
	frontier = seen;
	for (;;) {
		bits_zero(&next);
		for (d = 0; d < g->ndirs; d++) {
			bits_shift(&t, &frontier, g->off[d]);
			for (i = 0; i < BITS_WORDS; i++)
				t.w[i] &= occ.w[i];
			bits_shift(&t, &t, g->off[d]);
			for (i = 0; i < BITS_WORDS; i++)
				next.w[i] |= t.w[i] & empty.w[i] & ~seen.w[i];
		}
		if (bits_empty(&next))
			return 0;
		hops++;
		if (bits_test(&next, to))
			return hops;
		for (i = 0; i < BITS_WORDS; i++)
			seen.w[i] |= next.w[i];
		frontier = next;
	}
}

unsigned
nt_jump_hops(const struct notation_position *p, int from, int to)
{
	int16_t	 path[NOTATION_MAX_CELLS];

	if (to < 0 || to >= NOTATION_MAX_CELLS || to == from)
		return 0;
	if (p->rules->jump == JUMP_LONG)
		return (unsigned)nt_jump_path(p, from, to, path);
	if (narrow(&p->rules->geo))
		return hops_short2(p, from, to);
	return hops_short(p, from, to);
}

/*
 * The hop path of the chain from-to: the fewest hops, and among those the
 * first in direction order.  Writes the landing cells (to last) into path,
 * which holds NOTATION_MAX_CELLS; returns their count, 0 if unreachable.
 */
size_t
nt_jump_path(const struct notation_position *p, int from, int to, int16_t *path)
{
	int16_t		 parent[NOTATION_MAX_CELLS];
	struct bits	 reach;
	size_t		 n = 0, i;
	int		 c;

	reach_bfs(p, from, &reach, parent);
	if (to == from || !bits_test(&reach, to))
		return 0;
	for (c = to; c != from; c = parent[c])
		path[n++] = (int16_t)c;
	for (i = 0; i < n / 2; i++) {
		int16_t t = path[i];
		path[i] = path[n - 1 - i];
		path[n - 1 - i] = t;
	}
	return n;
}
