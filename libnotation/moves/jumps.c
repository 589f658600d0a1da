/*
 * jumps.c -- jump chains: where a stone can get to by jumping, and
 * whether one hop is a legal single jump.
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
 *
 * nt_reach_free() is the search of the classic game's steps and chains
 * together, both directions of a line at once (perft's hot loop).
 *
 * Calls steps.c (whether a hop may land where stations are) and the
 * position; everything above it in moves/ calls it, hops.c (the hops of
 * a chain) first, and jumpstep.c (a step after a directed chain).
 */
#include "moves/jumpsets.h"

/*
 * The stones the stone on 'from' may jump over, itself never: every
 * stone, or those of its player and partners (own), or the others'
 * (opponent); none with jumps: none, so that every search of a jump,
 * which asks this set, finds none.
 */
void
nt_jump_over(const struct notation_position *p, int from, struct bits *over)
{
	const struct notation_rules	*r = p->rules;
	unsigned			 own;
	int				 i, k;

	if (r->jump == JUMP_NONE)
		bits_zero(over);
	else if (r->jump_over == JUMP_OVER_ANY)
		*over = p->occ;
	else if (r->jump_over == JUMP_OVER_EMPTY) {
		/* Retour: over an empty cell, which the jump fills. */
		for (k = 0; k < BITS_WORDS; k++)
			over->w[k] = r->geo.valid.w[k] & ~p->occ.w[k];
	} else {
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
 * Short jumps on bitsets, the sets nw words long from word base: a call
 * with a constant nw (2 on boards whose cells all lie below 128, as 8x8
 * and 10x10; 3, a window around the stone, or BITS_WORDS elsewhere) is
 * compiled for it, so a shift is a few instructions.  Every board size
 * and shape uses this one search.
 *
 * A sweep jumps from every cell reached so far along each line in turn,
 * both ways, adding what it finds at once, so that a later line of the
 * same sweep already jumps on from there: a chain that turns as the line
 * order does takes one sweep for several hops.  Every cell added is
 * reached by a jump from a reached cell, and the sweeps stop only when
 * one adds nothing, so the result is the closure of the jump graph from
 * 'from', in fewer sweeps than a breadth-first search takes rounds
 * (bench/README.md).  With a target, the search stops in the sweep that
 * reaches it: checking a move needs no more.  Returns whether the target
 * was reached, or -1 when a window (window set) could not tell.
 *
 * A jump from c up the line of offset o lands on c + 2o when c + o holds
 * a stone it may go over and c + 2o may be landed on: the cells that
 * second test passes, the stones shifted by o and masked with the
 * landings, are the same for every sweep, so they are found once
 * (land[], up and down for each line), and a sweep shifts the reach
 * by 2o each way, one mask each: half the shifts of jumping over the
 * stones and then onto the landings in every sweep.
 */
/*
 * The most lines a board has: one for each pair of opposite directions.
 * up[] holds this many offsets (the geometry's is MAX_DIRS long).
 */
#define MAX_LINES	(MAX_DIRS / 2)

/*
 * The sweeps of a search s of nw words, from the cells of r, until no
 * cell is added or the target is reached: its bit, non-zero if reached.
 */
SPECIALISED uint64_t
sweep(const struct search *s, uint64_t *r, int nw, const int *up,
    int nlines)
{
	uint64_t	 land[MAX_LINES][2][BITS_WORDS];
	uint64_t	 t[BITS_WORDS], u[BITS_WORDS], was[BITS_WORDS];
	uint64_t	 grew, hit;
	int		 d, i;

	/*
	 * Every line's masks, so that the compiler sees them all set; a
	 * line the board lacks gets none (the star's three lines, a
	 * constant: no shifts for a fourth), and no sweep looks at it.
	 */
	UNROLL
	for (d = 0; d < MAX_LINES; d++) {
		if (d >= nlines) {
			UNROLL
			for (i = 0; i < nw; i++)
				land[d][0][i] = land[d][1][i] = 0;
			continue;
		}
		both_ways(land[d][0], land[d][1], s->ov, nw, up[d]);
		UNROLL
		for (i = 0; i < nw; i++) {
			land[d][0][i] &= s->emp[i];
			land[d][1][i] &= s->emp[i];
		}
	}
	/*
	 * Whether a sweep grew is asked once, of the reach before and
	 * after it, not of each line's new cells: a line's jumps are or'ed
	 * into the reach as they are, cells reached before and all.
	 */
	do {
		grew = hit = 0;
		UNROLL
		for (i = 0; i < nw; i++)
			was[i] = r[i];
		UNROLL
		for (d = 0; d < nlines && d < MAX_LINES; d++) {
			both_ways(t, u, r, nw, 2 * up[d]);
			UNROLL
			for (i = 0; i < nw; i++)
				r[i] |= (t[i] & land[d][0][i]) |
				    (u[i] & land[d][1][i]);
		}
		UNROLL
		for (i = 0; i < nw; i++) {
			grew |= r[i] ^ was[i];
			hit |= r[i] & s->tm[i];
		}
	} while (grew != 0 && hit == 0);
	return hit;
}

SPECIALISED int
reach_sweeps(const struct notation_position *p, const struct bits *over,
    int from, int target, struct bits *out, int nw, int base, int window,
    int seeded, const int *up, int nlines)
{
	const struct geometry	*g = &p->rules->geo;
	struct search		 s;
	uint64_t		 r[BITS_WORDS];
	uint64_t		 hit;
	int			 i;

	search_init(&s, p, over, from, target, nw, base);
	UNROLL
	for (i = 0; i < nw; i++)
		r[i] = s.start[i] | (seeded ? out->w[base + i] : 0);
	hit = sweep(&s, r, nw, up, nlines);
	/*
	 * A window of the board only loses cells, never adds one: a
	 * target reached is reached; else the search is done only if no
	 * reach may jump on out of the window (-1), and out is what it
	 * found, for the search of the whole set to go on from.
	 */
	bits_zero(out);
	UNROLL
	for (i = 0; i < nw; i++)
		out->w[base + i] = r[i] & ~s.start[i];
	if (window && hit == 0 && window_cut(g, r, nw, base))
		return -1;
	return hit != 0;
}

/*
 * Is the target within a chain of the nw words around the stone and the
 * target, centred halfway between them (1)?  Most chains of a record
 * stay in two: two words cost two thirds of three a sweep, and a window
 * that starts at any bit, not a word's first, holds both where the
 * target is within seven rows of the stone.  A chain found there is one:
 * a shift only loses the cells past the window's ends.  A miss whose
 * reach comes near no side of the window where it cuts the board tells
 * there is none (0, as window_cut()).  Else -2: the caller searches on
 * from the cells the window reached, in out (seeded, the cells out held
 * on the call are reached too), a chain may leave the window and come
 * back; -1: the window cannot hold both, out as it was.
 */
SPECIALISED int
reach_at(const struct notation_position *p, const struct bits *over,
    int from, int target, struct bits *out, int nw, int seeded,
    const int *up, int nlines)
{
	const struct geometry	*g = &p->rules->geo;
	struct search		 s;
	uint64_t		 r[BITS_WORDS], occ[BITS_WORDS], band;
	int			 at, i, k, n, lo = from < target ? from : target;
	int			 hi = from < target ? target : from;

	if (hi - lo >= 64 * nw)
		return -1;
	at = (lo + hi) / 2 - 32 * nw;
	if (at < 0)
		at = 0;
	if (at > 64 * (BITS_WORDS - nw) - 1)
		at = 64 * (BITS_WORDS - nw) - 1;
	if (lo < at || hi >= at + 64 * nw)
		return -1;
	bits_at(&g->valid, at, s.emp, nw);
	bits_at(&p->occ, at, occ, nw);
	bits_at(over, at, s.ov, nw);
	if (seeded)
		bits_at(out, at, r, nw);
	UNROLL
	for (i = 0; i < nw; i++) {
		s.emp[i] &= ~occ[i];
		s.tm[i] = 0;
		if (!seeded)
			r[i] = 0;
	}
	r[(from - at) >> 6] |= (uint64_t)1 << ((from - at) & 63);
	s.tm[(target - at) >> 6] = (uint64_t)1 << ((target - at) & 63);
	s.emp[(from - at) >> 6] |= (uint64_t)1 << ((from - at) & 63);
	if (sweep(&s, r, nw, up, nlines) != 0)
		return 1;
	k = at >> 6;
	n = at & 63;
	bits_zero(out);
	out->w[k] = r[0] << n;
	UNROLL
	for (i = 1; i < nw; i++)
		out->w[k + i] = (r[i - 1] >> 1) >> (63 - n) | r[i] << n;
	out->w[k + nw] = (r[nw - 1] >> 1) >> (63 - n);
	bits_clear(out, from);
	band = ((uint64_t)1 << g->band) - 1;
	if ((at > 0 && (r[0] & band) != 0) ||
	    (r[nw - 1] >> (64 - g->band)) != 0)
		return -2;
	return 0;
}

/* The occupied cells, the stone on 'lifted' lifted off (none: -1). */
static void
lifted_occ(const struct notation_position *p, int lifted, struct bits *occ)
{
	*occ = p->occ;
	if (lifted >= 0)
		bits_clear(occ, lifted);
}

/*
 * The landing cell of a long jump from c in direction d, or -1 (landing()
 * below): it lands 2k steps on, on the board, so a stone further than
 * half the steps left is not jumped, and no cell looked at is off the
 * board; nb[][] is then the offset's cell (board.h).
 */
static inline int
long_landing(const struct geometry *g, const struct bits *over,
    const struct bits *occ, int c, int d)
{
	int	 o = g->off[d], lim = g->edge[c][d] / 2, n = c, k, i;

	for (k = 1; k <= lim; k++) {
		n += o;
		if (bits_test(occ, n))
			break;
	}
	if (k > lim || !bits_test(over, n))
		return -1;
	for (i = 0; i < k; i++) {
		n += o;
		if (bits_test(occ, n))
			return -1;
	}
	return n;
}

/*
 * The landing cell of a jump from c in direction d, or -1: the first
 * stone on the line stands at distance k >= 1 (exactly 1 for a short
 * jump), may be jumped over, and the k cells behind it are empty and on
 * the board.  occ is lifted_occ()'s for the stone that jumps.
 */
static int
landing(const struct notation_position *p, const struct bits *over,
    const struct bits *occ, int c, int d)
{
	const struct geometry	*g = &p->rules->geo;
	int			 n;

	/* Over an empty cell (jump-over: empty, short jumps only). */
	if (p->rules->jump_over == JUMP_OVER_EMPTY) {
		if ((n = g->nb[c][d]) < 0 || !bits_test(over, n) ||
		    (n = g->nb[n][d]) < 0 || bits_test(occ, n))
			return -1;
		return n;
	}
	/* A short jump: over the next cell, onto the one after it. */
	if (p->rules->jump != JUMP_LONG) {
		if ((n = g->nb[c][d]) < 0 || !bits_test(occ, n) ||
		    !bits_test(over, n) || (n = g->nb[n][d]) < 0 ||
		    bits_test(occ, n))
			return -1;
		return n;
	}
	return long_landing(g, over, occ, c, d);
}

/*
 * May a stone of player who jump along direction d?  Its rule set's
 * lines and forward keys say (rules.c, jump_dirs()).
 */
static int
hop_dir_ok(const struct notation_position *p, int who, int d)
{
	return who < 0 || (p->rules->pl[who].jump_dirs & (1u << d));
}

/* May a stone of player who land on n (station)? */
static int
hop_lands(const struct notation_position *p, int who, int n)
{
	return who < 0 || !directed(p->rules) || nt_land_ok(p, who, n);
}

/* May a stone of player who jump from c in direction d to n? */
static int
hop_ok(const struct notation_position *p, int who, int d, int n)
{
	return hop_dir_ok(p, who, d) && hop_lands(p, who, n);
}

/*
 * The stations the stone of player who may not land on (nt_land_ok()),
 * added to 'shut': those of the others that still hold a stone of their
 * own.
 */
static void
shut_stations(const struct notation_position *p, int who, struct bits *shut)
{
	const struct notation_rules	*r = p->rules;
	unsigned			 team;
	int				 i, k;

	if (r->station == 0 || who < 0)
		return;
	team = rules_team(r, who);
	for (i = 0; i < r->nplayers; i++)
		if (!(team & (1u << i)) &&
		    bits_intersect(&p->stones[i], &r->pl[i].station))
			for (k = 0; k < BITS_WORDS; k++)
				shut->w[k] |= r->pl[i].station.w[k];
}

/*
 * A breadth-first search's cell n, reached from c for the first time:
 * in out, its parent c, queued; 1 when it is the one searched for.
 */
static inline int
bfs_reached(struct bits *out, int16_t *parent, int16_t *queue, int *tail,
    int c, int n, int stop)
{
	bits_set(out, n);
	if (parent != NULL)
		parent[n] = (int16_t)c;
	if (n == stop)
		return 1;
	queue[(*tail)++] = (int16_t)n;
	return 0;
}

/*
 * nt_reach_bfs() for jumps over stones, short ('islong' 0: De Trein's)
 * or long: the same search in the same order, the directions the
 * player's jumps may not take never looked at, the rule set's tests
 * made once a search, not at every hop.  A short hop may not end on
 * the one set 'no' (a stone, a station shut to it, a cell reached),
 * asked once a hop; a long one lands by long_landing() over the stones
 * but 'from' ('no' then those), and where the rule set directs jumps,
 * where nt_land_ok() lets it.  'islong' a constant in each caller.
 */
static inline NT_ALWAYS_INLINE void
reach_bfs_over(const struct notation_position *p, const struct bits *over,
    unsigned dirs, int from, int stop, struct bits *out, int16_t *parent,
    int islong)
{
	const struct geometry	*g = &p->rules->geo;
	struct bits		 no;
	int16_t			 queue[NOTATION_MAX_CELLS];
	int			 head = 0, tail = 0, c, d, n;
	int			 who = p->board[from];
	int			 lands = islong && who >= 0 &&
				    directed(p->rules);
	unsigned		 m;

	dirs &= (1u << g->ndirs) - 1;
	if (islong)
		lifted_occ(p, from, &no);
	else {
		no = p->occ;
		shut_stations(p, who, &no);
	}
	bits_zero(out);
	bits_set(out, from);
	queue[tail++] = (int16_t)from;
	while (head < tail) {
		c = queue[head++];
		/* The directions, in order. */
		for (m = dirs; m != 0; m &= m - 1) {
			d = __builtin_ctz(m);
			if (islong) {
				if ((n = long_landing(g, over, &no, c, d)) < 0 ||
				    bits_test(out, n) || (lands &&
				    !nt_land_ok(p, who, n)))
					continue;
			} else {
				if ((n = g->nb[c][d]) < 0 ||
				    !bits_test(over, n) ||
				    (n = g->nb[n][d]) < 0 || bits_test(&no, n))
					continue;
				bits_set(&no, n);
			}
			if (bfs_reached(out, parent, queue, &tail, c, n, stop))
				goto done;
		}
	}
done:
	bits_clear(out, from);
}

static void
reach_bfs_short(const struct notation_position *p, const struct bits *over,
    unsigned dirs, int from, int stop, struct bits *out, int16_t *parent)
{
	reach_bfs_over(p, over, dirs, from, stop, out, parent, 0);
}

static void
reach_bfs_long(const struct notation_position *p, const struct bits *over,
    unsigned dirs, int from, int stop, struct bits *out, int16_t *parent)
{
	reach_bfs_over(p, over, dirs, from, stop, out, parent, 1);
}

/*
 * Breadth-first search over the jump graph from 'from', in direction
 * order.  Fills parent[] (when not NULL) so that the first shortest path
 * in direction order can be read back (spec/moves.md).  Sets out to the
 * reach; with a target (stop >= 0) the search ends as soon as it reaches
 * the target, and out holds only what was reached by then.  A cell's
 * parent is set once, when the cell is first reached, and every cell on
 * the path to the target was reached before it, so stopping there leaves
 * the same path as the whole search (the hop path of a page's every
 * short-form jump: bench/README.md, "Pages").
 */
void
nt_reach_bfs(const struct notation_position *p, int from, int stop,
    struct bits *out, int16_t *parent)
{
	const struct geometry	*g = &p->rules->geo;
	struct bits		 over, occ;
	int16_t			 queue[NOTATION_MAX_CELLS];
	int			 head = 0, tail = 0, c, d, n;
	int			 who = p->board[from];
	unsigned		 dirs;

	/* The lines and forward keys leave some directions out at once. */
	dirs = who < 0 ? ~0u : p->rules->pl[who].jump_dirs;
	nt_jump_over(p, from, &over);
	if (p->rules->jump != JUMP_LONG &&
	    p->rules->jump_over != JUMP_OVER_EMPTY) {
		reach_bfs_short(p, &over, dirs, from, stop, out, parent);
		return;
	}
	if (p->rules->jump == JUMP_LONG &&
	    p->rules->jump_over != JUMP_OVER_EMPTY) {
		reach_bfs_long(p, &over, dirs, from, stop, out, parent);
		return;
	}
	lifted_occ(p, from, &occ);
	bits_zero(out);
	bits_set(out, from);
	queue[tail++] = (int16_t)from;
	while (head < tail) {
		c = queue[head++];
		for (d = 0; d < g->ndirs; d++) {
			if (!(dirs & (1u << d)) ||
			    (n = landing(p, &over, &occ, c, d)) < 0 ||
			    bits_test(out, n) || !hop_lands(p, who, n))
				continue;
			if (bfs_reached(out, parent, queue, &tail, c, n, stop))
				goto done;
		}
	}
done:
	bits_clear(out, from);
}

/*
 * The stones a short jump of the stone on 'from' may go over, as
 * nt_jump_over() makes them, but, where the position keeps that set
 * (over any stone: the occupied cells; over its own where its side is
 * its player alone: its stones), the set itself, 'from' in it: the
 * search that takes it never jumps over 'from'.  Elsewhere made in buf.
 */
static const struct bits *
short_over(const struct notation_position *p, int from, struct bits *buf)
{
	const struct notation_rules	*r = p->rules;
	int				 who = p->board[from];

	if (r->jump == JUMP_SHORT && r->jump_over == JUMP_OVER_ANY)
		return &p->occ;
	if (r->jump == JUMP_SHORT && r->jump_over == JUMP_OVER_OWN &&
	    who >= 0 && rules_team(r, who) == 1u << who)
		return &p->stones[who];
	nt_jump_over(p, from, buf);
	return buf;
}

/*
 * Does a chain of short jumps over stones (not jumps: short alone, not
 * over empty cells) take the stone on 'from' to a cell of 'stop'?
 * reach_bfs_short()'s search, for the callers that ask only that: no
 * reach written, the set to jump over not made where the position
 * keeps it (short_over()), and the stations asked only of a cell that
 * lies in another side's (station_at[]), which is then marked as
 * looked at: a cell shut once is shut for the whole search.  Compiled
 * for each caller: a set of cells to stop at, or one cell, to (stop
 * NULL).
 */
SPECIALISED int
short_hits(const struct notation_position *p, int from,
    const struct bits *stop, int to)
{
	const struct notation_rules	*r = p->rules;
	const struct geometry		*g = &r->geo;
	const struct bits		*over;
	struct bits			 no, buf;
	int16_t				 queue[NOTATION_MAX_CELLS];
	int				 head = 0, tail = 0, c, d, n;
	int				 who = p->board[from];
	unsigned			 m, dirs, others = 0;

	dirs = who < 0 ? ~0u : r->pl[who].jump_dirs;
	dirs &= (1u << g->ndirs) - 1;
	if (r->station != 0 && who >= 0)
		others = ~rules_team(r, who);
	over = short_over(p, from, &buf);
	no = p->occ;
	queue[tail++] = (int16_t)from;
	while (head < tail) {
		c = queue[head++];
		for (m = dirs; m != 0; m &= m - 1) {
			d = __builtin_ctz(m);
			if ((n = g->nb[c][d]) < 0 || n == from ||
			    !bits_test(over, n) || (n = g->nb[n][d]) < 0 ||
			    bits_test(&no, n))
				continue;
			bits_set(&no, n);
			if ((r->station_at[n] & others) != 0 &&
			    !nt_land_ok(p, who, n))
				continue;
			if (stop != NULL ? bits_test(stop, n) : n == to)
				return 1;
			queue[tail++] = (int16_t)n;
		}
	}
	return 0;
}

int
nt_short_hits(const struct notation_position *p, int from,
    const struct bits *stop)
{
	return short_hits(p, from, stop, -1);
}

/* The hops of the chain the parents of a search give, from-c. */
static unsigned
parents_hops(const int16_t *parent, int from, int c)
{
	unsigned	 k;

	for (k = 1; parent[c] != from; k++)
		c = parent[c];
	return k;
}

/*
 * The hops nt_jump_path() counts where its path is the breadth-first
 * search's (long or directed jumps: hops.c, nt_jump_hops()): those of
 * the chain to 'to', or, under step-after-jumps, of the shortest chain
 * to a cell from which a step reaches it, the step not counted; 0 where
 * neither is.  Only the count: no path is written, and no hop asked
 * again whether it is one.
 */
unsigned
nt_bfs_hops(const struct notation_position *p, int from, int to)
{
	int16_t		 parent[NOTATION_MAX_CELLS];
	struct bits	 reach;
	unsigned	 k, best = 0;
	int		 c, who = p->board[from];

	if (bits_test(&p->occ, to))
		return 0;
	nt_reach_bfs(p, from, to, &reach, parent);
	if (bits_test(&reach, to))
		return parents_hops(parent, from, to);
	if (p->rules->step_after_jumps)
		BITS_FOREACH(c, &reach)
			if (nt_step_ok(p, who, c, to) &&
			    (k = parents_hops(parent, from, c)) + 1 <
			    NOTATION_MAX_CELLS && (best == 0 || k < best))
				best = k;
	return best;
}

/*
 * The search on a wide board (16x16, the star), the lines' offsets up[]:
 * for a target, the two words around it and the stone first
 * (reach_pair()); a window of three words, then the whole set, each
 * going on from the cells the one before reached.  The window holds
 * the target too, or it could only fail: moved up or down from
 * window_base() for a target two words from the stone, none for one
 * further off.  The cells a window reached are reached: no sweep is done
 * twice.
 */
SPECIALISED int
reach_wide(const struct notation_position *p, const struct bits *over,
    int from, int target, struct bits *out, const int *up, int nlines)
{
	int	 rc, base = window_base(from), seeded = 0;

	if (target >= 0) {
		if ((rc = reach_at(p, over, from, target, out, 2, 0, up,
		    nlines)) >= 0)
			return rc;
		seeded = rc == -2;
		if ((rc = reach_at(p, over, from, target, out, 3, seeded, up,
		    nlines)) >= 0)
			return rc;
		seeded |= rc == -2;
		base = -1;
	}
	/* The window tells unless the reach nears its side (-1). */
	if (base >= 0) {
		if ((rc = reach_sweeps(p, over, from, target, out, 3, base,
		    1, seeded, up, nlines)) >= 0)
			return rc;
		seeded = 1;
	}
	return reach_sweeps(p, over, from, target, out, BITS_WORDS, 0, 0,
	    seeded, up, nlines);
}

/*
 * The lines of the wide boards of the built-in rule sets (board.h, enum
 * board_lines): 16x16 with eight directions (stride 17), and the star
 * (stride 18, spec/star.md), as constants for the search to shift by.
 */
static const int lines_16x16[MAX_LINES] = { 17, 18, 1, 16 };
static const int lines_star[MAX_LINES] = { 1, 19, 18 };

/*
 * The search, compiled for two words where the board fits in them and for
 * a window of three or the whole set elsewhere, for the lines of 16x16
 * and of the star, and for those of any board.
 */
static int
reach_short(const struct notation_position *p, const struct bits *over,
    int from, int target, struct bits *out)
{
	const struct geometry	*g = &p->rules->geo;

	if (g->narrow)
		return reach_sweeps(p, over, from, target, out, 2, 0, 0, 0,
		    g->up, g->nlines);
	if (g->lines == LINES_16X16)
		return reach_wide(p, over, from, target, out, lines_16x16, 4);
	if (g->lines == LINES_STAR)
		return reach_wide(p, over, from, target, out, lines_star, 3);
	return reach_wide(p, over, from, target, out, g->up, g->nlines);
}

int
nt_jump_chain_reaches(const struct notation_position *p,
    const struct bits *over, int from, int to)
{
	struct bits	 reach;
	int		 n;

	/* 16x16 and the star: on a quarter of the board (quarters.c). */
	if (wide_quarters(&p->rules->geo) &&
	    (n = nt_wide_hops(p, over, from, to)) >= 0)
		return n > 0;
	return reach_short(p, over, from, to, &reach);
}

/*
 * Every target of the stone on 'from' where nothing restricts it (the
 * classic game, nt_plain_free()): the empty cells a step along any of
 * the board's lines reaches, the start cell's bit shifted by each
 * direction's offset (the padding bit of each row stops a wrap, as for
 * the jumps), and the reach of short jump chains over any stone, the
 * stone itself lifted.  No per-cell test: a few word operations a
 * direction.  Each sweep jumps both ways along a line at once, from the
 * same set, so the two halves run side by side; the closure is the same
 * in whatever order the directions are taken.
 */
SPECIALISED int
free_targets(const struct notation_position *p, int from, int base,
    struct bits *steps, struct bits *jumps, int nw, int window)
{
	const struct geometry	*g = &p->rules->geo;
	uint64_t	 emp[BITS_WORDS], ov[BITS_WORDS], start[BITS_WORDS];
	uint64_t	 r[BITS_WORDS], t[BITS_WORDS], u[BITS_WORDS];
	uint64_t	 st[BITS_WORDS], grew;
	int		 k, i, o;

	UNROLL
	for (i = 0; i < nw; i++) {
		start[i] = 0;
		st[i] = 0;
	}
	start[(from >> 6) - base] = (uint64_t)1 << (from & 63);
	UNROLL
	for (i = 0; i < nw; i++) {
		emp[i] = g->valid.w[base + i] & ~p->occ.w[base + i];
		ov[i] = p->occ.w[base + i] & ~start[i];
		r[i] = start[i];
	}
	for (k = 0; k < g->nlines; k++) {
		both_ways(t, u, start, nw, g->up[k]);
		UNROLL
		for (i = 0; i < nw; i++)
			st[i] |= t[i] | u[i];
	}
	UNROLL
	for (i = 0; i < nw; i++)
		emp[i] |= start[i];
	do {
		grew = 0;
		for (k = 0; k < g->nlines; k++) {
			o = g->up[k];
			both_ways(t, u, r, nw, o);
			UNROLL
			for (i = 0; i < nw; i++) {
				t[i] &= ov[i];
				u[i] &= ov[i];
			}
			shift_up(t, nw, o);
			shift_down(u, nw, o);
			UNROLL
			for (i = 0; i < nw; i++) {
				t[i] = (t[i] | u[i]) & emp[i] & ~r[i];
				grew |= t[i];
				r[i] |= t[i];
			}
		}
	} while (grew != 0);
	if (window && window_cut(g, r, nw, base))
		return 0;
	bits_zero(steps);
	bits_zero(jumps);
	UNROLL
	for (i = 0; i < nw; i++) {
		steps->w[base + i] = st[i] & emp[i] & ~start[i];
		jumps->w[base + i] = r[i] & ~start[i];
	}
	return 1;
}

void
nt_reach_free(const struct notation_position *p, const struct nt_free *f,
    int from, struct bits *steps, struct bits *jumps)
{
	if (p->rules->geo.narrow) {
		free_targets(p, from, 0, steps, jumps, 2, 0);
		return;
	}
	/* Wide boards: the window first (window_base()). */
	if (!free_targets(p, from, window_base(from), steps, jumps, 3, 1))
		free_targets(p, from, 0, steps, jumps, BITS_WORDS, 0);
}

/*
 * A single jump asks nt_jump_over()'s set of one cell only, the
 * neighbour it goes over ('from' is never its own neighbour).  Over any
 * stone, that cell must be occupied; over an empty cell, not occupied:
 * for both the occupied cells serve, with *empty set for the second, and
 * the set is not built (it was most of the cost of Retour's jumps).
 * Under the other rules, the set is built in buf.
 */
static const struct bits *
single_over(const struct notation_position *p, int from, struct bits *buf,
    int *empty)
{
	const struct notation_rules	*r = p->rules;

	*empty = r->jump != JUMP_NONE && r->jump_over == JUMP_OVER_EMPTY;
	if (*empty || (r->jump != JUMP_NONE && r->jump_over == JUMP_OVER_ANY))
		return &p->occ;
	nt_jump_over(p, from, buf);
	return buf;
}

/*
 * The landing of the single jump from 'from' in direction d, over a
 * stone of over (single_over()'s, the cells not in it with empty) onto
 * an empty cell along a line the jump may take, or -1.
 */
static inline int
single_landing(const struct notation_position *p, const struct bits *over,
    int empty, int from, int d)
{
	const struct geometry	*g = &p->rules->geo;
	int			 mid, to;

	if ((mid = g->nb[from][d]) >= 0 && bits_test(over, mid) != empty &&
	    (to = g->nb[mid][d]) >= 0 && !bits_test(&p->occ, to) &&
	    hop_ok(p, p->board[from], d, to))
		return to;
	return -1;
}

/*
 * chains: false (spec/rules.md section 17.6): a move of a jump is one
 * short jump, so the reach is the landings of the single jumps, along
 * the lines a jump may take (hop_ok(): lines, forward, stations).
 */
static void
single_reach(const struct notation_position *p, int from, struct bits *out)
{
	struct bits		 buf;
	const struct bits	*over;
	int			 d, to, empty;

	over = single_over(p, from, &buf, &empty);
	bits_zero(out);
	for (d = 0; d < p->rules->geo.ndirs; d++)
		if ((to = single_landing(p, over, empty, from, d)) >= 0)
			bits_set(out, to);
}

int
nt_single_jump_any(const struct notation_position *p, int from)
{
	struct bits		 buf;
	const struct bits	*over;
	int			 d, empty;

	over = single_over(p, from, &buf, &empty);
	for (d = 0; d < p->rules->geo.ndirs; d++)
		if (single_landing(p, over, empty, from, d) >= 0)
			return 1;
	return 0;
}

void
nt_jump_reach(const struct notation_position *p, int from, struct bits *out)
{
	struct bits	 over;

	if (p->rules->single_jump) {
		single_reach(p, from, out);
		return;
	}
	if (p->rules->jump == JUMP_LONG || directed(p->rules)) {
		nt_reach_bfs(p, from, -1, out, NULL);
		return;
	}
	nt_jump_over(p, from, &over);
	reach_short(p, &over, from, -1, out);
}

int
nt_jump_reaches(const struct notation_position *p, int from, int to)
{
	struct bits		 reach, over;
	const struct bits	*set, *ov = NULL;
	int			 d, empty;

	if (to < 0 || to >= NOTATION_MAX_CELLS || to == from ||
	    bits_test(&p->occ, to))
		return 0;
	/*
	 * One jump, not a chain, whichever lines it may take: the one
	 * along which 'to' lies two steps on, if any.
	 */
	if (p->rules->single_jump) {
		set = single_over(p, from, &over, &empty);
		return (d = nt_geometry_jump_dir(&p->rules->geo, from,
		    to)) >= 0 && single_landing(p, set, empty, from, d) == to;
	}
	if (p->rules->jump == JUMP_LONG && !directed(p->rules) &&
	    p->rules->jump_over != JUMP_OVER_EMPTY) {
		/* Over any stone, the search needs no set of them. */
		if (p->rules->jump_over != JUMP_OVER_ANY) {
			nt_jump_over(p, from, &over);
			ov = &over;
		}
		if ((d = nt_long_meets(p, ov, from, to)) >= 0)
			return d;
	}
	if (directed(p->rules) && p->rules->jump == JUMP_SHORT &&
	    p->rules->jump_over != JUMP_OVER_EMPTY) {
		return short_hits(p, from, NULL, to);
	}
	if (p->rules->jump == JUMP_LONG || directed(p->rules)) {
		nt_reach_bfs(p, from, to, &reach, NULL);
		return bits_test(&reach, to);
	}
	nt_jump_over(p, from, &over);
	return single_hop(p, &over, from, to) ||
	    nt_jump_chain_reaches(p, &over, from, to);
}

int
nt_jump_single(const struct notation_position *p, int lifted, int a, int b)
{
	struct bits	 over, occ;

	nt_jump_over(p, lifted, &over);
	lifted_occ(p, lifted, &occ);
	return nt_jump_hop(p, lifted, &over, &occ, a, b);
}

int
nt_jump_hop(const struct notation_position *p, int lifted,
    const struct bits *over, const struct bits *occ, int a, int b)
{
	int	 d;

	/*
	 * A short jump lands two steps along its one direction; a long
	 * one may land further along any.
	 */
	if (p->rules->jump != JUMP_LONG)
		return (d = nt_geometry_jump_dir(&p->rules->geo, a, b)) >= 0 &&
		    landing(p, over, occ, a, d) == b &&
		    hop_ok(p, p->board[lifted], d, b);
	for (d = 0; d < p->rules->geo.ndirs; d++)
		if (landing(p, over, occ, a, d) == b &&
		    hop_ok(p, p->board[lifted], d, b))
			return 1;
	return 0;
}

/*
 * The landing cell of the single jump from a in each direction, in
 * direction order, -1 where there is none; the stone on 'lifted' is
 * lifted off while it jumps.  For the jump die's chains (dice.c), which
 * follow every chain rather than reach sets.
 */
void
nt_jump_landings(const struct notation_position *p, int lifted, int a,
    int16_t *out)
{
	struct bits	 over, occ;
	int		 d;

	nt_jump_over(p, lifted, &over);
	lifted_occ(p, lifted, &occ);
	for (d = 0; d < p->rules->geo.ndirs; d++)
		out[d] = (int16_t)landing(p, &over, &occ, a, d);
}
