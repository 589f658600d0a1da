/*
 * hops.c -- the hops of a jump chain: how many (the statistics, for
 * every chain of a collection) and which, the shortest hop path that the
 * long form writes (spec/moves.md).
 *
 * Short jumps take the search in rounds on sets of cells (jumpsets.h),
 * on the classic boards the search on a quarter of the board
 * (quarters.c); long jumps and rule sets that restrict the jumps,
 * jumps.c's breadth-first search.
 *
 * Calls jumps.c, jumpstep.c (a step after directed chains),
 * quarters.c and steps.c (a step after the jumps);
 * restrict.c, offboard.c, the move kinds and the statistics call it.
 */
#include <string.h>

#include "moves/jumpsets.h"

/*
 * The hops of a chain whose path short_path() finds from its own sets of
 * cells, one per hop, on the stack; a longer chain (the 10 MB corpus of
 * bench/ has none of more than 12 hops) takes the breadth-first search.
 */
#define PATH_ROUNDS	64

/* The classic boards, whose chains quarters.c searches. */
static inline int
quarters(const struct geometry *g)
{
	return g->lines == LINES_10X10 || g->lines == LINES_8X8;
}

/*
 * The stones to go over that quarters.c is given: NULL, the position's,
 * where a jump goes over any stone (nt_jump_over()'s set is then the
 * position's stones but the one that jumps, which it splits itself),
 * else the set over.
 */
static inline const struct bits *
quarter_over(const struct notation_position *p, const struct bits *over)
{
	if (p->rules->jump != JUMP_NONE && p->rules->jump_over == JUMP_OVER_ANY)
		return NULL;
	return over;
}

/*
 * The hops of the shortest chain from-to, counted without writing the
 * path: rounds from 'from', stopped in the first that reaches 'to'; 0 if
 * none does.  In a window of the board (window set) the rounds see only
 * its cells, which is the whole truth as long as no frontier they jump
 * on from holds a cell that may jump out of the window (window_cut()):
 * else -1 at once.
 */
SPECIALISED int
hops_rounds(const struct notation_position *p, const struct bits *over,
    int from, int to, int nw, int base, int window, int lines, int terms,
    int far)
{
	const struct geometry	*g = &p->rules->geo;
	struct rounds		 z;
	uint64_t		 f[BITS_WORDS], n[BITS_WORDS], any, hit;
	int			 hops = 0, i;

	rounds_init(&z, p, over, from, to, nw, base, lines, far);
	UNROLL
	for (i = 0; i < nw; i++)
		f[i] = z.s.start[i];
	do {
		if (window && window_cut(g, f, nw, base))
			return -1;
		any = round_next(&z, f, n, &hit, nw, terms, far);
		UNROLL
		for (i = 0; i < nw; i++)
			f[i] = n[i];
		hops++;
	} while (any != 0 && hit == 0);
	return hit != 0 ? hops : 0;
}

/*
 * The cells of the shortest chains from-to by the hops they are from
 * 'to': lay[j] = the cells from which 'to' is reached in j hops and no
 * fewer, lay[0] 'to'; returns k, the fewest hops from 'from', or 0 if
 * 'to' is not reached.  A jump goes both ways along its line over the
 * same stone, onto an empty cell (the start's stone lifted), so the
 * rounds of hops_rounds() from 'to', stopped in the first that reaches
 * 'from', find them: each round's cells are the next set.  nt_jump_path()
 * walks these sets from 'from'.  lay holds PATH_ROUNDS + 1 sets: a chain
 * of more hops (or the rounds failing, which they do not) returns
 * PATH_ROUNDS + 1 with lay unfinished.  Where the caller knows the
 * fewest hops ('known' > 0), the round that would reach 'from' is not
 * made: the walk needs the sets up to lay[known - 1] only.
 */
SPECIALISED unsigned
path_layers(const struct notation_position *p, const struct bits *over,
    int from, int to, uint64_t (*lay)[BITS_WORDS], int nw, unsigned known,
    int lines, int terms, int far)
{
	struct rounds		 z;
	uint64_t		 hit;
	unsigned		 k = 0;
	int			 i;

	rounds_init(&z, p, over, to, from, nw, 0, lines, far);
	/* The start's cell, empty once its stone is lifted, is a landing. */
	z.fresh[from >> 6] |= z.s.tm[from >> 6];
	UNROLL
	for (i = 0; i < nw; i++)
		lay[0][i] = z.s.start[i];
	do {
		if (k == PATH_ROUNDS)
			return k + 1;	/* too long for lay: the caller's */
		if (k + 1 == known)
			return known;
		if (round_next(&z, lay[k], lay[k + 1], &hit, nw, terms,
		    far) == 0)
			return 0;
		k++;
	} while (hit == 0);
	return k;
}

/* The hops of the path nt_jump_path() writes; a step after them is none. */
static unsigned
path_hops(const struct notation_position *p, int from, int to)
{
	int16_t		 path[NOTATION_MAX_CELLS];
	size_t		 n;

	if ((n = nt_jump_path(p, from, to, path)) > 1 &&
	    !nt_jump_single(p, from, path[n - 2], path[n - 1]))
		n--;
	return (unsigned)n;
}

/*
 * The hops of a chain of two or more from 'from' to 'to', an empty cell
 * not one hop away, by the rounds: 0 if none reaches it, -1 where the
 * rounds cannot tell (round_lines()).  Not made in line into its
 * callers, whose single hops, half the chains of a collection, would
 * then set up the rounds' stack.  (The cells one hop from 'to' would
 * tell a chain of two hops without the rounds: looked at with a branch
 * a test, no less time, the processor guessing the tests poorly; without
 * branches (near_cells(), hop_onto()), 7% more instructions for the
 * validator, eight directions looked at twice costing more than the
 * rounds' sweep of all at once.)
 */
NT_NOINLINE
static int
rounds_hops(const struct notation_position *p, const struct bits *over,
    int from, int to)
{
	const struct geometry	*g = &p->rules->geo;
	int			 base, hops = -1, lines, far;

	/* The classic boards, 16x16 and the star: on a quarter of the board. */
	if (quarters(g))
		return nt_quarter_hops(p, over, from, to);
	if (wide_quarters(g) &&
	    (hops = nt_wide_hops(p, over, from, to)) >= 0)
		return hops;
	if ((lines = round_lines(g)) < 0)
		return -1;
	far = 2 * (g->stride - 1);
	if (g->narrow)
		return hops_rounds(p, over, from, to, 2, 0, 0, lines,
		    ROUND_ALL, far);
	/* Wide boards: the window first if 'to' is in it. */
	base = window_base(from);
	if ((to >> 6) >= base && (to >> 6) < base + 3)
		hops = hops_rounds(p, over, from, to, 3, base, 1, lines,
		    ROUND_ALL, far);
	if (hops < 0)
		hops = hops_rounds(p, over, from, to, BITS_WORDS, 0, 0, lines,
		    ROUND_ALL, far);
	return hops;
}

/* The same, where the rounds fail (no board makes them): the path. */
static unsigned
chain_hops(const struct notation_position *p, const struct bits *over,
    int from, int to)
{
	int	 hops = rounds_hops(p, over, from, to);

	return hops >= 0 ? (unsigned)hops : path_hops(p, from, to);
}

/*
 * nt_jump_hops(), and nt_jump_hops_within() where 'two' says a chain of
 * two hops from-to is known: in line in both, so that nt_jump_hops(),
 * 'two' a constant 0, is what it was.
 */
static inline NT_ALWAYS_INLINE unsigned
jump_hops(const struct notation_position *p, int from, int to, int two)
{
	struct bits	 over;

	if (to < 0 || to >= NOTATION_MAX_CELLS || to == from)
		return 0;
	if (p->rules->jump == JUMP_LONG || directed(p->rules))
		return nt_bfs_hops(p, from, to);
	if (p->rules->step_after_jumps)
		return path_hops(p, from, to);
	nt_jump_over(p, from, &over);
	if (single_hop(p, &over, from, to))
		return 1;
	/* No hop lands on a stone, nor off the board. */
	if (p->rules->single_jump || bits_test(&p->occ, to) ||
	    !bits_test(&p->rules->geo.valid, to))
		return 0;
	/* Two hops reach 'to' and one does not: the fewest are two. */
	if (two)
		return 2;
	return chain_hops(p, &over, from, to);
}

/*
 * The hops of the shortest chain from-to: the length of the path of a
 * breadth-first search, which the statistics need for every chain of a
 * collection (spec/statistics.md, "Moves").  A chain of one hop is one
 * look at the neighbour table.
 */
unsigned
nt_jump_hops(const struct notation_position *p, int from, int to)
{
	return jump_hops(p, from, to, 0);
}

unsigned
nt_jump_hops_within(const struct notation_position *p, int from, int to,
    unsigned most)
{
	return jump_hops(p, from, to, most == 2);
}

/*
 * nt_jump_reaches() for the move parser, counting: where the rounds
 * decide the chain (short jumps that no line, forward or station key
 * directs, no step after them), they count its hops as cheaply as the
 * reach decides it, so *hops gets nt_jump_hops()'s count and no caller
 * need search again (the statistics, the page's paths); elsewhere *hops
 * gets 0.  A single hop counts on every board; a longer chain on a board
 * of two words and on the quarters of the classic boards, 16x16 and the
 * star (nt_wide_hops()), but for the dice's, whose fast parse counts
 * none.
 * Where the chains are directed, a chain and a step after it
 * (step-after-jumps) reaches 'to' too, from the same search
 * (nt_jump_or_step()).  'to' is an empty cell of the board
 * (the parser's fast path asks for no other).  Under the fast search's
 * shapes (rules.c, free.on: short jumps over any stone along every
 * line), the common case, the stones to jump over are the occupied
 * cells, and a single hop is one over an occupied neighbour: asked
 * without building the set first where 'single' says the caller has not
 * ruled it out (the searches after it would find that hop too, a round
 * later, and count it the same).
 */
static inline NT_ALWAYS_INLINE int
reaches_counted(const struct notation_position *p, int from, int to,
    unsigned *hops, int single)
{
	const struct notation_rules	*r = p->rules;
	const struct geometry		*g = &r->geo;
	struct bits			 over;
	int				 d, n;

	*hops = 0;
	if (r->free.on && !r->step_after_jumps) {
		if (single && (d = nt_geometry_jump_dir(g, from, to)) >= 0 &&
		    bits_test(&p->occ, g->nb[from][d])) {
			*hops = 1;
			return 1;
		}
		if (quarters(g)) {
			n = nt_quarter_hops(p, NULL, from, to);
			*hops = (unsigned)n;
			return n > 0;
		}
		/*
		 * 16x16 and the star: on a quarter of the board.  Counted
		 * but for the dice, whose fast parse (nt_kind_dice) counts
		 * no chain: the whole way must make the same move.
		 */
		if (wide_quarters(g) &&
		    (n = nt_wide_hops(p, NULL, from, to)) >= 0) {
			if (r->dice_sides == 0)
				*hops = (unsigned)n;
			return n > 0;
		}
		if (g->narrow) {
			/* The rounds of a narrow board read two words. */
			over.w[0] = p->occ.w[0];
			over.w[1] = p->occ.w[1];
			bits_clear(&over, from);
			if ((n = rounds_hops(p, &over, from, to)) >= 0) {
				*hops = (unsigned)n;
				return n > 0;
			}
		}
		nt_jump_over(p, from, &over);
		return nt_jump_chain_reaches(p, &over, from, to);
	}
	if (r->jump == JUMP_LONG || directed(r) || r->single_jump ||
	    r->step_after_jumps || to < 0 || to >= NOTATION_MAX_CELLS ||
	    to == from || bits_test(&p->occ, to) ||
	    !bits_test(&r->geo.valid, to))
		return nt_jump_or_step(p, from, to);
	nt_jump_over(p, from, &over);
	if (single_hop(p, &over, from, to)) {
		*hops = 1;
		return 1;
	}
	if (!r->geo.narrow || (n = rounds_hops(p, &over, from, to)) < 0)
		return nt_jump_chain_reaches(p, &over, from, to);
	*hops = (unsigned)n;
	return n > 0;
}

/* reaches_counted(), the single hop looked at first. */
int
nt_jump_reaches_counted(const struct notation_position *p, int from, int to,
    unsigned *hops)
{
	return reaches_counted(p, from, to, hops, 1);
}

/*
 * The same for a move whose caller has ruled out a single jump over a
 * stone where the fast search's shapes hold (turn_chain(),
 * kind_plain_turn.c): the look at the jump's neighbour, a mispredicted
 * branch or a cache miss as often as not, left out.
 */
int
nt_chain_reaches_counted(const struct notation_position *p, int from, int to,
    unsigned *hops)
{
	return reaches_counted(p, from, to, hops, 0);
}

/*
 * The path from-to that a search's parents give (the landings after
 * 'from', 'to' last): its length.
 */
static size_t
parents_path(const int16_t *parent, int from, int to, int16_t *path)
{
	size_t		 n = 0, i;
	int16_t		 t;
	int		 c;

	for (c = to; c != from; c = parent[c])
		path[n++] = (int16_t)c;
	for (i = 0; i < n / 2; i++) {
		t = path[i];
		path[i] = path[n - 1 - i];
		path[n - 1 - i] = t;
	}
	return n;
}

/*
 * The path from-to of the breadth-first search, read back from the
 * parents it sets: the fewest hops, the first in direction order.
 */
static size_t
bfs_path(const struct notation_position *p, int from, int to, int16_t *path)
{
	int16_t		 parent[NOTATION_MAX_CELLS];
	struct bits	 reach;

	nt_reach_bfs(p, from, to, &reach, parent);
	if (!bits_test(&reach, to))
		return 0;
	return parents_path(parent, from, to, path);
}

/*
 * The first hop from c, in direction order, over a stone of over onto a
 * cell of 'onto' (empty cells): its landing, or -1.  Every direction is
 * looked at, its tests made all without a branch each, and the first
 * that passes is taken from their mask: which test fails is the
 * position's, and the processor guessed it poorly a branch each (a cell
 * off the board reads cell 0's entries, which the mask does not take).
 */
static inline int
hop_onto(const struct notation_position *p, const struct bits *over, int c,
    const uint64_t *onto)
{
	const struct geometry	*g = &p->rules->geo;
	unsigned		 dirs = 0;
	int			 d, mid, n, mc, nc;

	for (d = 0; d < g->ndirs; d++) {
		mid = g->nb[c][d];
		mc = mid < 0 ? 0 : mid;
		n = g->nb[mc][d];
		nc = n < 0 ? 0 : n;
		dirs |= (unsigned)((mid >= 0) & (n >= 0) &
		    (int)(onto[nc >> 6] >> (nc & 63) & 1) &
		    bits_test(over, mc)) << d;
	}
	if (dirs == 0)
		return -1;
	d = __builtin_ctz(dirs);
	return g->nb[g->nb[c][d]][d];
}

/*
 * The hops around a cell c of a narrow board whose rows are short (a
 * stride of WINDOW_STRIDE bits or less) read one word of each set: the
 * cells c - 2 (stride + 1) to c + 2 (stride + 1), every cell a hop from
 * c goes over or lands on, as bits 0 to 4 (stride + 1) of a window, c
 * at bit w0 = 2 (stride + 1).  A cell on the board neighbours c along
 * direction d at c + off[d] (board/geometry.c: nb[c][d] is that cell
 * or -1) and a row's padding bit is no cell, so a hop along d is bit
 * w0 + off[d] of the stones to go over and bit w0 + 2 off[d] of the
 * cells to land on, both sets of cells of the board: each direction is
 * two shifts of a word, where hop_onto() reads the neighbour table
 * twice and tests two sets.
 */
#define WINDOW_STRIDE	14

static inline int
window_ok(const struct geometry *g)
{
#if defined(__SIZEOF_INT128__) && defined(__GNUC__)
	return g->narrow && g->stride <= WINDOW_STRIDE;
#else
	return 0;
#endif
}

/* The window of c (w0 its bit) of a narrow board's set of two words. */
static inline uint64_t
window_of(const uint64_t *set, int c, int w0)
{
#if defined(__SIZEOF_INT128__) && defined(__GNUC__)
	unsigned __int128	 x = (unsigned __int128)set[1] << 64 | set[0];
	int			 s = c - w0, neg = s >> 31;

	/* Below the board's first cell, the set's cells come in at 0. */
	return (uint64_t)(x >> (s & ~neg)) << (-s & neg);
#else
	return 0;
#endif
}

/*
 * The directions (bit d for direction d) in which a hop from the cell
 * of the windows goes over a stone of ov onto a cell of on.
 */
static inline unsigned
window_dirs(const struct geometry *g, uint64_t ov, uint64_t on, int w0)
{
	unsigned	 dirs = 0;
	int		 d;

	/*
	 * Bits 0, 2, 4 of an index at bits 0, 1, 2; and the directions of
	 * board/geometry.c's eight, in their order, of the stones below
	 * (offsets -stride - 1, -stride, -stride + 1), beside (-1, 1) and
	 * above (stride - 1, stride, stride + 1) a cell, as window_lands()
	 * groups them.
	 */
	static const uint8_t	 squeeze[32] = { 0, 1, 0, 1, 2, 3, 2, 3,
	    0, 1, 0, 1, 2, 3, 2, 3, 4, 5, 4, 5, 6, 7, 6, 7,
	    4, 5, 4, 5, 6, 7, 6, 7 };
	static const uint8_t	 below[8] = { 0, 0x20, 0x10, 0x30, 0x08, 0x28,
	    0x18, 0x38 };
	static const uint8_t	 beside[8] = { 0, 0x40, 0, 0x40, 0x04, 0x44,
	    0x04, 0x44 };
	static const uint8_t	 above[8] = { 0, 0x80, 0x01, 0x81, 0x02, 0x82,
	    0x03, 0x83 };
	int			 st = g->stride;

	/* Eight directions: the hops of each group at once. */
	if (g->ndirs == MAX_DIRS)
		return below[ov >> (st + 1) & squeeze[on & 21] & 7] |
		    beside[ov >> (2 * st + 1) &
		    squeeze[on >> 2 * st & 17] & 5] |
		    above[ov >> (3 * st + 1) & squeeze[on >> 4 * st & 21] & 7];
	/* Four, without the loop's tests. */
	if (g->ndirs == 4) {
		UNROLL
		for (d = 0; d < 4; d++)
			dirs |= (unsigned)(ov >> (w0 + g->off[d]) &
			    on >> (w0 + 2 * g->off[d]) & 1) << d;
		return dirs;
	}
	for (d = 0; d < g->ndirs; d++)
		dirs |= (unsigned)(ov >> (w0 + g->off[d]) &
		    on >> (w0 + 2 * g->off[d]) & 1) << d;
	return dirs;
}

/*
 * The cells of a window a hop from its cell lands on over a stone of
 * ov: a stone next to it along a line (offset u either way) moved one
 * step on, a line at a time, without the order of the directions.
 */
static inline uint64_t
window_lands(const struct geometry *g, uint64_t ov, int w0)
{
	/* Bits 0, 1, 2 of an index at bits 0, 2, 4. */
	static const uint8_t	 spread[8] = { 0, 1, 4, 5, 16, 17, 20, 21 };
	uint64_t		 t = 0;
	int			 i, u, st = g->stride;

	/*
	 * Eight directions (lines 1, stride - 1, stride, stride + 1, w0
	 * 2 (stride + 1)): the three stones next to c on the rank below
	 * (bits st + 1 to st + 3 of the window) land two apart from bit 0,
	 * those on the rank above from bit 4 st, and the two beside it
	 * (bits 2 st + 1 and 2 st + 3) from bit 2 st: three looks at a
	 * table, in place of eight shifts by counts read at run time.
	 * Four directions (lines 1 and stride): the middle stone of each
	 * rank's three.
	 */
	if (g->nlines == 4 || g->nlines == 2) {
		i = g->nlines == 4 ? 7 : 2;
		return (uint64_t)spread[ov >> (st + 1) & i] |
		    (uint64_t)spread[ov >> (2 * st + 1) & 5] << 2 * st |
		    (uint64_t)spread[ov >> (3 * st + 1) & i] << 4 * st;
	}
	for (i = 0; i < g->nlines; i++) {
		u = g->up[i];
		t |= (ov & (uint64_t)1 << (w0 + u)) << u |
		    (ov & (uint64_t)1 << (w0 - u)) >> u;
	}
	return t;
}

/*
 * The landing of the first hop in direction order from c over a stone
 * of ov onto a cell of on (windows of c): where one hop alone lands on
 * 'on', as on nearly every hop of a path (the cells one hop nearer the
 * target), that one, else the directions looked at in their order.
 * Always in line: gcc left it out of line once it had six callers.
 */
static inline NT_ALWAYS_INLINE int
window_first(const struct geometry *g, uint64_t ov, uint64_t on, int c,
    int w0)
{
	uint64_t	 t = window_lands(g, ov, w0) & on;
	unsigned	 dirs;

	if ((t & (t - 1)) == 0)
		return t == 0 ? -1 : c - w0 + __builtin_ctzll(t);
	dirs = window_dirs(g, ov, on, w0);
	return c + 2 * g->off[__builtin_ctz(dirs)];
}

/*
 * hop_onto() on such a board, onto a set of two words: the landing of
 * the first hop in direction order, or -1.
 */
static inline int
window_hop(const struct geometry *g, const struct bits *over, int c,
    const uint64_t *onto)
{
	int		 w0 = 2 * (g->stride + 1);

	return window_first(g, window_of(over->w, c, w0),
	    window_of(onto, c, w0), c, w0);
}

/* The empty cells of a narrow board, its two words. */
static inline void
window_empty(const struct notation_position *p, uint64_t *emp)
{
	const struct geometry	*g = &p->rules->geo;

	emp[0] = g->valid.w[0] & ~p->occ.w[0];
	emp[1] = g->valid.w[1] & ~p->occ.w[1];
}

/*
 * The cells of emp one hop from c, as a window of c: a hop goes both
 * ways along its line over the same stone, so they are the cells a hop
 * from c lands on.
 */
static inline uint64_t
window_near(const struct geometry *g, const struct bits *over,
    const uint64_t *emp, int c)
{
	int	 w0 = 2 * (g->stride + 1);

	return window_lands(g, window_of(over->w, c, w0), w0) &
	    window_of(emp, c, w0);
}

/* A window moved by s bits, up where s > 0 (-64 < s < 64). */
static inline uint64_t
window_move(uint64_t x, int s)
{
	int	 neg = s >> 31;

	return x << (s & ~neg) >> (-s & neg);
}

/*
 * two_hop_path() on such a board: the cells one hop from 'to' as a
 * window of 'to', moved to the window of 'from' (cells a hop from
 * 'from' are within it; two hops move a stone by less than a word).
 */
static inline int
window_two_hops(const struct notation_position *p, const struct bits *over,
    int from, int to)
{
	const struct geometry	*g = &p->rules->geo;
	uint64_t		 emp[2];
	int			 w0 = 2 * (g->stride + 1), delta = to - from;

	if (delta >= 64 || delta <= -64)
		return -1;
	window_empty(p, emp);
	return window_first(g, window_of(over->w, from, w0),
	    window_move(window_near(g, over, emp, to), delta), from, w0);
}

/*
 * The path of a chain of three hops from-to on such a board, its count
 * known (nt_jump_path_counted()), without the layers' rounds: the cells
 * one hop from 'to' as window_two_hops() has them; then the first hop
 * from 'from', in direction order, onto a cell from which a hop lands
 * on one of them, which is the cell of lay[2] the walk would take (a
 * cell a hop from 'from' is at least two from 'to'), and from it the
 * walk's next hop.  3, or 0 when no such hop is found.
 */
NT_NOINLINE
static size_t
three_hop_path(const struct notation_position *p, const struct bits *over,
    int from, int to, int16_t *path)
{
	const struct geometry	*g = &p->rules->geo;
	uint64_t		 emp[2], near;
	unsigned		 dirs;
	int			 w0 = 2 * (g->stride + 1), a, b, delta;

	window_empty(p, emp);
	near = window_near(g, over, emp, to);
	dirs = window_dirs(g, window_of(over->w, from, w0),
	    window_of(emp, from, w0), w0);
	for (; dirs != 0; dirs &= dirs - 1) {
		a = from + 2 * g->off[__builtin_ctz(dirs)];
		delta = to - a;
		if (delta >= 64 || delta <= -64)
			continue;	/* more than two hops away */
		if ((b = window_first(g, window_of(over->w, a, w0),
		    window_move(near, delta), a, w0)) >= 0) {
			path[0] = (int16_t)a;
			path[1] = (int16_t)b;
			path[2] = (int16_t)to;
			return 3;
		}
	}
	return 0;
}

#if defined(__SIZEOF_INT128__) && defined(__GNUC__)
/*
 * The same for a chain of four hops: the cells two hops from 'to' (those
 * a hop from one of its near cells, as a set of the board's two words;
 * with them a few nearer, which no hop from a cell three hops away
 * reaches), then the first hop from 'from' onto a cell from which a hop
 * lands on one of them, and from there the walk's two hops.  4, or 0.
 */
NT_NOINLINE
static size_t
four_hop_path(const struct notation_position *p, const struct bits *over,
    int from, int to, int16_t *path)
{
	const struct geometry	*g = &p->rules->geo;
	unsigned __int128	 x;
	uint64_t		 emp[2], two[2], near, t;
	unsigned		 dirs;
	int			 w0 = 2 * (g->stride + 1), a, b, c, s, neg;

	window_empty(p, emp);
	near = window_near(g, over, emp, to);
	two[0] = two[1] = 0;
	for (t = near; t != 0; t &= t - 1) {
		b = to - w0 + __builtin_ctzll(t);
		x = window_near(g, over, emp, b);
		s = b - w0;
		neg = s >> 31;
		x = x << (s & ~neg) >> (-s & neg);
		two[0] |= (uint64_t)x;
		two[1] |= (uint64_t)(x >> 64);
	}
	dirs = window_dirs(g, window_of(over->w, from, w0),
	    window_of(emp, from, w0), w0);
	for (; dirs != 0; dirs &= dirs - 1) {
		a = from + 2 * g->off[__builtin_ctz(dirs)];
		if ((b = window_first(g, window_of(over->w, a, w0),
		    window_of(two, a, w0), a, w0)) < 0)
			continue;
		s = to - b;
		if (s >= 64 || s <= -64)
			return 0;	/* not two hops from 'to' */
		if ((c = window_first(g, window_of(over->w, b, w0),
		    window_move(near, s), b, w0)) < 0)
			return 0;
		path[0] = (int16_t)a;
		path[1] = (int16_t)b;
		path[2] = (int16_t)c;
		path[3] = (int16_t)to;
		return 4;
	}
	return 0;
}
#endif

/*
 * The empty cells from which one hop lands on 'to', in near: a hop goes
 * both ways along its line over the same stone, so they are the
 * landings of the hops from 'to', found as hop_onto() looks.
 */
static void
near_cells(const struct notation_position *p, const struct bits *over,
    int to, struct bits *near)
{
	const struct geometry	*g = &p->rules->geo;
	int			 d, mid, n, mc, nc;

	memset(near, 0, sizeof(*near));
	for (d = 0; d < g->ndirs; d++) {
		mid = g->nb[to][d];
		mc = mid < 0 ? 0 : mid;
		n = g->nb[mc][d];
		nc = n < 0 ? 0 : n;
		near->w[nc >> 6] |= (uint64_t)((mid >= 0) & (n >= 0) &
		    bits_test(over, mc) & !bits_test(&p->occ, nc)) << (nc & 63);
	}
}

/*
 * The path of two hops from-to, 'to' not one hop away: the first hop, in
 * direction order, onto a cell one hop from 'to', as the layers' walk
 * would take it; 2, or 0 when there is none (the chain is longer).
 * Not made in line into nt_jump_path(), whose every call (the
 * validator's, long jumps among them) would then save and load two
 * registers more.
 */
NT_NOINLINE
static size_t
two_hop_path(const struct notation_position *p, const struct bits *over,
    int from, int to, int16_t *path)
{
	struct bits	 near;
	int		 c;

	if (window_ok(&p->rules->geo))
		c = window_two_hops(p, over, from, to);
	else {
		near_cells(p, over, to, &near);
		c = hop_onto(p, over, from, near.w);
	}
	if (c < 0)
		return 0;
	path[0] = (int16_t)c;
	path[1] = (int16_t)to;
	return 2;
}

/*
 * The path of short jumps from-to that the breadth-first search of
 * nt_reach_bfs() finds, without it: that search reaches each cell first
 * from the cell of the round before that it reached first, in direction
 * order, so its path is, of all the shortest, the one whose directions,
 * read from the start, come first in the direction order.  From the
 * cells of the shortest chains by their hops to 'to' (path_layers), that
 * path takes at each hop the first direction that lands on a cell one
 * hop nearer: such a cell is as many hops from 'from' as the hop's.
 */
static size_t
layers_path(const struct notation_position *p, const struct bits *over,
    int from, int to, unsigned known, int16_t *path)
{
	const struct geometry	*g = &p->rules->geo;
	uint64_t		 lay[PATH_ROUNDS + 1][BITS_WORDS];
	unsigned		 k, j;
	int			 c = from, lines, far = 2 * (g->stride - 1), n;

	/* 16x16 and the star: on a quarter of the board (quarters.c). */
	if (wide_quarters(g) &&
	    (n = nt_wide_path(p, over, from, to, known, path)) >= 0)
		return (size_t)n;
	/* The classic boards take quarters.c's walk (short_path()). */
	if ((lines = round_lines(g)) < 0)
		k = PATH_ROUNDS + 1;
	else if (g->narrow)
		k = path_layers(p, over, from, to, lay, 2, known, lines,
		    ROUND_ALL, far);
	else
		k = path_layers(p, over, from, to, lay, BITS_WORDS, known,
		    lines, ROUND_ALL, far);
	if (k > PATH_ROUNDS)
		return bfs_path(p, from, to, path);
	if (k == 0)
		return 0;
	/*
	 * A cell of a set is empty (or the lifted start), so a hop onto it
	 * needs only a stone that may be jumped in between.  The last hop,
	 * from a cell of lay[1], lands on 'to', the one cell of lay[0].
	 * (A count 'known' too small leaves 'from' no hop onto lay[known -
	 * 1]: 0, not a wrong path.)
	 */
	for (j = 1; j < k; j++) {
		if (window_ok(g))
			c = window_hop(g, over, c, lay[k - j]);
		else
			c = hop_onto(p, over, c, lay[k - j]);
		if (c < 0)
			return 0;	/* not reached: the sets are wrong */
		path[j - 1] = (int16_t)c;
	}
	path[k - 1] = (int16_t)to;
	return k;
}

/* The path of short jumps from-to: one hop, two, or the layers' walk. */
static size_t
short_path(const struct notation_position *p, int from, int to,
    int16_t *path)
{
	struct bits	 over;

	nt_jump_over(p, from, &over);
	/* One hop: the only path of one hop, without a search. */
	if (single_hop(p, &over, from, to)) {
		path[0] = (int16_t)to;
		return 1;
	}
	if (p->rules->single_jump)
		return 0;
	/*
	 * The classic boards: the quarter's layers (quarters.c), less in
	 * all than trying two hops first (halma-fen -l, c3: 475.4M
	 * instructions against 476.6M).
	 */
	if (quarters(&p->rules->geo))
		return nt_quarter_path(p, quarter_over(p, &over), from, to, 0,
		    path);
	/*
	 * Two hops, the most of the longer chains; on the star its
	 * quarter's layers (nt_wide_path()) straight away.
	 */
	if (p->rules->geo.lines != LINES_STAR &&
	    two_hop_path(p, &over, from, to, path) == 2)
		return 2;
	return layers_path(p, &over, from, to, 0, path);
}

/*
 * A chain and a step after it (step-after-jumps, spec/moves.md): the
 * chain to the cell from which a step reaches 'to' with the fewest hops,
 * the first such cell in cell order among equals, then the step.
 */
static size_t
chain_step_path(const struct notation_position *p, int from, int to,
    int16_t *path)
{
	int16_t		 best[NOTATION_MAX_CELLS];
	struct bits	 reach;
	size_t		 n = 0, k;
	int		 c, who = p->board[from];

	nt_jump_reach(p, from, &reach);
	BITS_FOREACH(c, &reach)
		if (nt_step_ok(p, who, c, to) &&
		    (k = bfs_path(p, from, c, best)) > 0 &&
		    k + 1 < NOTATION_MAX_CELLS && (n == 0 || k + 1 < n)) {
			memcpy(path, best, k * sizeof(*path));
			path[k] = (int16_t)to;
			n = k + 1;
		}
	return n;
}

/*
 * bfs_path(), and where it finds no chain to 'to' and the rule set has
 * a step after the jumps, chain_step_path() read off the same search:
 * not stopped, it reached every cell and set every parent, and a
 * search stopped at a cell of its reach would have set the same
 * parents on the way (nt_reach_bfs()), so the chain to each cell is
 * read back, the first cell in cell order among the nearest.
 */
static size_t
bfs_step_path(const struct notation_position *p, int from, int to,
    int16_t *path)
{
	int16_t		 parent[NOTATION_MAX_CELLS];
	struct bits	 reach;
	size_t		 n = 0, k;
	int		 c, e, best = -1, who = p->board[from];

	nt_reach_bfs(p, from, to, &reach, parent);
	if (bits_test(&reach, to))
		best = to;
	else if (p->rules->step_after_jumps)
		BITS_FOREACH(c, &reach)
			if (nt_step_ok(p, who, c, to)) {
				for (k = 1, e = c; parent[e] != from; k++)
					e = parent[e];
				if (k + 1 < NOTATION_MAX_CELLS &&
				    (best < 0 || k < n)) {
					best = c;
					n = k;
				}
			}
	if (best < 0)
		return 0;
	n = parents_path(parent, from, best, path);
	if (best != to)
		path[n++] = (int16_t)to;
	return n;
}

/*
 * The hop path of the chain from-to: the fewest hops, and among those the
 * first in direction order.  Writes the landing cells (to last) into path,
 * which holds NOTATION_MAX_CELLS; returns their count, 0 if unreachable.
 */
size_t
nt_jump_path(const struct notation_position *p, int from, int to, int16_t *path)
{
	size_t		 n;

	if (to == from || to < 0 || to >= NOTATION_MAX_CELLS ||
	    bits_test(&p->occ, to))
		return 0;
	if (p->rules->jump == JUMP_LONG || directed(p->rules)) {
		/* One hop: the only path of one hop, without a search. */
		if (nt_jump_single(p, from, from, to)) {
			path[0] = (int16_t)to;
			return 1;
		}
		return bfs_step_path(p, from, to, path);
	}
	n = short_path(p, from, to, path);
	if (n == 0 && p->rules->step_after_jumps)
		n = chain_step_path(p, from, to, path);
	return n;
}

/*
 * nt_jump_path() for a chain of short jumps whose fewest hops the move
 * parser counted (struct notation_move's fewest, 'hops' > 0): the same
 * path, without the tests that count them again: one hop is 'to', two
 * two_hop_path()'s, more the layers' walk, none of them asking whether
 * the path is shorter.  0 where the rule set's path is another search's
 * (nt_jump_path_allowed(): a goal that locks the hops, long or directed
 * jumps, a step after them) or there is no count.
 */
size_t
nt_jump_path_counted(const struct notation_position *p, int from, int to,
    unsigned hops, int16_t *path)
{
	const struct notation_rules	*r = p->rules;
	struct bits			 over;

	/* Where the parser's count is not this path's: ask again. */
	if (hops == 0 || r->goal_lock_hops || r->jump == JUMP_LONG ||
	    directed(r) || r->single_jump || r->step_after_jumps ||
	    to == from || to < 0 || to >= NOTATION_MAX_CELLS)
		return 0;
	if (hops == 1) {
		path[0] = (int16_t)to;
		return 1;
	}
	/*
	 * The classic boards: a chain of four hops or more on a quarter
	 * of the board (quarters.c); two and three hops cost less by the
	 * windows below, with no set split (the page of c3: 422.8M
	 * instructions, 425.1M with every chain on the quarter).
	 */
	if (quarters(&r->geo) && hops > 3) {
		if (quarter_over(p, &over) != NULL)
			nt_jump_over(p, from, &over);
		return nt_quarter_path(p, quarter_over(p, &over), from, to,
		    hops, path);
	}
	nt_jump_over(p, from, &over);
	if (hops == 2 && !wide_quarters(&r->geo) &&
	    two_hop_path(p, &over, from, to, path) == 2)
		return 2;
	if (hops == 3 && window_ok(&r->geo) &&
	    three_hop_path(p, &over, from, to, path) == 3)
		return 3;
#if defined(__SIZEOF_INT128__) && defined(__GNUC__)
	/* Its sets of two words in one: where the compiler has one. */
	if (hops == 4 && window_ok(&r->geo) &&
	    four_hop_path(p, &over, from, to, path) == 4)
		return 4;
#endif
	return layers_path(p, &over, from, to, hops, path);
}
