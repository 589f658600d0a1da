/*
 * dice_chains.c -- the chains of the dice kind's jump die
 * (kind_dice.c): a chain of exactly J hops of one stone, every hop a
 * single jump, no cell landed on twice (spec/rules.md section 17.4).
 * The parse asks whether there is a chain from a cell to a cell
 * (nt_dice_chain_exists()), the turn in progress whether any unmoved
 * stone still has one (nt_dice_jumps_any()): searches that answer yes or
 * no (struct reach).  The writers ask for the chain itself, in direction
 * order (nt_dice_path()), the move list for every end of one
 * (nt_dice_jump_ends()): struct chains.  Calls jumps.c and restrict.c.
 */
#include <stddef.h>
#include <string.h>

#include "moves/jumpsets.h"
#include "moves/dice_chains.h"

/*
 * The chains of exactly 'hops' hops of the stone on 'from': every hop a
 * single jump, the stone lifted off 'from', and no cell landed on twice,
 * the start included (spec/rules.md section 17.4: the count is not made
 * up by jumping back and forth).  With target < 0 the ends are collected,
 * or, with 'any', the search stops at the first end the stone may end a
 * move on (nt_move_allowed()); otherwise it stops at the first chain, in
 * direction order, that ends on target, and leaves it in best.
 */
struct chains {
	const struct notation_position *p;
	int		 from;
	int		 hops;
	int		 target;
	int		 any;
	int		 found;
	/*
	 * Short jumps: the stones a hop may go over (over a cell of
	 * jov, onto an empty one of the set occ, the stone lifted),
	 * found once a search; long ones ask jumps.c.
	 */
	int		 short_jumps;
	struct bits	 seen;
	struct bits	 ends;
	/*
	 * With a target and short jumps: the target's file and rank, and
	 * the board's measure of the steps between two cells along its
	 * lines (0: none), for reach_left().
	 */
	int		 metric;
	int		 tx, ty;
	/*
	 * Short jumps: the geometry's nbmask (board.h), the bits of a
	 * cell's neighbours around it (chain_landings()), 0 if one lies
	 * beyond; 0 too for a search for the target's one hop, which asks
	 * no landings.
	 */
	uint64_t	 nbmask;
	/*
	 * The landings of the cells in known, asked once a search: the
	 * stones stand still while it runs, and a search of every chain
	 * comes to a cell again and again by other paths: dirs[] the
	 * directions that have one, land[] their cells.  What follows
	 * known chains_init() does not clear: jovw and occw are set where
	 * short jumps ask them, path and best written before they are
	 * read, and the landings of a cell asked once it is in known.
	 */
	struct bits	 known;
	/*
	 * jov's and occ's words from jovw[1], occw[1] on, a zero word
	 * either side, so that a cell's neighbours near either end of the
	 * board's cells, or a landing beyond, are read without a branch
	 * (words_from(), words_test()).
	 */
	uint64_t	 jovw[BITS_WORDS + 2];
	uint64_t	 occw[BITS_WORDS + 2];
	int16_t		 path[16];
	int16_t		 best[16];
	uint8_t		 dirs[NOTATION_MAX_CELLS];
	int16_t		 land[NOTATION_MAX_CELLS][MAX_DIRS];
};

/*
 * The set held in w (occw, jovw): s less the cell 'from' (-1: none), a
 * zero word either side.
 */
static inline NT_ALWAYS_INLINE void
words_load(uint64_t *w, const struct bits *s, int from)
{
	memcpy(&w[1], s->w, sizeof(s->w));
	w[0] = w[BITS_WORDS + 1] = 0;
	if (from >= 0)
		w[1 + (from >> 6)] &= ~(1ull << (from & 63));
}

/* Is c (-64 <= c < BITS_WORDS * 64 + 64) in the set held in w? */
static inline NT_ALWAYS_INLINE unsigned
words_test(const uint64_t *w, int c)
{
	return (unsigned)(w[(c + 64) >> 6] >> (c & 63)) & 1;
}

/*
 * The 64 bits of the set held in w from bit lo (-64 <= lo < BITS_WORDS *
 * 64) on, without a branch: the zero words stand in for the bits beyond.
 */
static inline NT_ALWAYS_INLINE uint64_t
words_from(const uint64_t *w, int lo)
{
	int	 i = (lo + 64) >> 6, sh = lo & 63;

	return w[i] >> sh | w[i + 1] << 1 << (63 - sh);
}

/*
 * The landings of the cell a, asked once a search: a bit for each
 * direction that has one, its cell in ch->land[a].  Short jumps: the
 * cell's neighbours that may be jumped over read at once, as bits of jov
 * around it, and only those asked (a cell of the search has few).
 */
static inline NT_ALWAYS_INLINE unsigned
chain_landings(struct chains *ch, int a)
{
	const struct geometry	*g = &ch->p->rules->geo;
	int16_t			*out = ch->land[a];
	uint64_t		 over;
	unsigned		 dm = 0, ok;
	int			 d, m, n;

	if (bits_test(&ch->known, a))
		return ch->dirs[a];
	bits_set(&ch->known, a);
	if (!ch->short_jumps) {
		nt_jump_landings(ch->p, ch->from, a, out);
		for (d = 0; d < g->ndirs; d++)
			if (out[d] >= 0)
				dm |= 1u << d;
	} else if (ch->nbmask != 0) {
		/*
		 * jumps.c's landing() as below, the directions where jov
		 * holds the neighbour's bit alone: nb[a][d] is a + off[d]
		 * where it is not -1, and nb[nb[a][d]][d] is on the board
		 * where edge[a][d] >= 2.
		 */
		over = words_from(ch->jovw, a - 31) & ch->nbmask;
		while (over != 0) {
			m = __builtin_ctzll(over) - 31;
			over &= over - 1;
			d = g->dir_of[m + DIR_REACH];
			/*
			 * Without a branch: whether a landing is free is
			 * the data's, not to be predicted.  One off the
			 * board is asked of occ too, and not taken.
			 */
			n = a + 2 * m;
			ok = (g->edge[a][d] >= 2) & (words_test(ch->occw, n) ^ 1);
			out[d] = (int16_t)n;
			dm |= ok << d;
		}
	} else {
		/* jumps.c's landing() of a short jump, on the search's sets. */
		for (d = 0; d < g->ndirs; d++)
			if ((m = g->nb[a][d]) >= 0 && words_test(ch->jovw, m) &&
			    (n = g->nb[m][d]) >= 0 && !words_test(ch->occw, n)) {
				out[d] = (int16_t)n;
				dm |= 1u << d;
			}
	}
	ch->dirs[a] = (uint8_t)dm;
	return dm;
}

/*
 * Can 'left' more hops take a stone from b to the target?  A short jump
 * moves it two steps along a line, so not when more than 2 * left steps
 * part them, whatever stands on the board (on a board cut into shape, a
 * path only grows).  A chain of the search that fails it ends elsewhere,
 * so cutting it off finds the same first chain.  The file and rank of b
 * from the geometry's xy[], not a division by the stride.
 */
static inline NT_ALWAYS_INLINE int
reach_left(const struct geometry *g, int b, int tx, int ty, int left,
    int metric)
{
	int	 dx = g->xy[b][0] - tx, dy = g->xy[b][1] - ty;
	int	 dc = dy - dx, n;

	dx = dx < 0 ? -dx : dx;
	dy = dy < 0 ? -dy : dy;
	switch (metric) {
	case 1:		/* eight directions: a king's steps */
		n = dx > dy ? dx : dy;
		break;
	case 2:		/* four */
		n = dx + dy;
		break;
	case 3:		/* the star's six */
		dc = dc < 0 ? -dc : dc;
		n = dx > dy ? (dx > dc ? dx : dc) : (dy > dc ? dy : dc);
		break;
	default:
		return 1;
	}
	return n <= 2 * left;
}

/*
 * A chain of the search ends on a: each kind of search takes it so ('to':
 * the search for the target; chains_all()'s have none, target < 0).
 */
static inline NT_ALWAYS_INLINE void
chain_end(struct chains *ch, int a, int to)
{
	if (to) {
		if (a == ch->target) {
			ch->found = 1;
			memcpy(ch->best, ch->path, sizeof(ch->best));
		}
	} else if (ch->any) {
		/* Each end asked once: ends holds those asked. */
		if (!bits_test(&ch->ends, a)) {
			bits_set(&ch->ends, a);
			ch->found = nt_move_allowed(ch->p, ch->from, a,
			    NULL) == 0;
		}
	} else
		bits_set(&ch->ends, a);
}

/*
 * The last hop of a search for the target, from the cell a at hop k:
 * only the direction towards it can land there, so its landing alone is
 * asked.
 */
static inline void
chain_last(struct chains *ch, int a, int k)
{
	const struct geometry	*g = &ch->p->rules->geo;
	int			 b = ch->target, d;

	if ((d = nt_geometry_jump_dir(g, a, b)) >= 0 &&
	    words_test(ch->jovw, g->nb[a][d]) &&
	    !words_test(ch->occw, b) && !bits_test(&ch->seen, b)) {
		ch->path[k] = (int16_t)b;
		chain_end(ch, b, 1);
	}
}

/*
 * The chains from the stone's own cell, depth first in direction order,
 * a hop that ends the chain taken by chain_end() where it is found.  The
 * search keeps its own stack, at[k] the cell before hop k and dm[k] the
 * directions of its landings still to try: it runs after each part of a
 * turn, and a call for each cell added much to the cell's own work.
 * Made twice (chains_to(), chains_all()): the searches of chains_all()
 * have no target, metric or last hop; 'metric' is ch->metric where to is
 * set.
 */
static inline NT_ALWAYS_INLINE void
chains_run(struct chains *ch, int to, int metric)
{
	unsigned	 dm[16];
	int		 at[16];
	int		 a, b, k = 0, left, last;

	if (ch->hops <= 0) {
		chain_end(ch, ch->from, to);
		return;
	}
	/* The hop from which the target's landing alone is asked. */
	last = to && ch->short_jumps ? ch->hops - 1 : -1;
	if (last == 0) {
		chain_last(ch, ch->from, 0);
		return;
	}
	at[0] = ch->from;
	dm[0] = chain_landings(ch, ch->from);
	for (;;) {
		if (dm[k] == 0) {
			if (k == 0)
				return;
			bits_clear(&ch->seen, at[k]);
			k--;
			continue;
		}
		a = at[k];
		b = ch->land[a][__builtin_ctz(dm[k])];
		dm[k] &= dm[k] - 1;
		left = ch->hops - k - 1;
		if (bits_test(&ch->seen, b) ||
		    (to && metric != 0 &&
		    !reach_left(&ch->p->rules->geo, b, ch->tx, ch->ty, left,
		    metric)))
			continue;
		ch->path[k] = (int16_t)b;
		if (left == 0) {
			chain_end(ch, b, to);
			if (ch->found)
				return;
			continue;
		}
		if (to && k + 1 == last) {
			bits_set(&ch->seen, b);
			chain_last(ch, b, k + 1);
			bits_clear(&ch->seen, b);
			if (ch->found)
				return;
			continue;
		}
		bits_set(&ch->seen, b);
		at[++k] = b;
		dm[k] = chain_landings(ch, b);
	}
}

/*
 * chains_run() of a search for the target; the square board's eight
 * directions, the boards of the dice games, with their metric known to
 * the compiler.
 */
static void
chains_to(struct chains *ch)
{
	if (ch->metric == 1)
		chains_run(ch, 1, 1);
	else
		chains_run(ch, 1, ch->metric);
}

/* chains_run() of the other searches. */
static void
chains_all(struct chains *ch)
{
	chains_run(ch, 0, 0);
}

/*
 * Whether a chain exists, for the parse (nt_dice_chain_exists()) and the
 * turn in progress (nt_dice_jumps_any()): short jumps on a board whose
 * geometry has the jmask[] of each cell.  The answer is a yes or a no, so
 * the order of the search is free: a cell's ways are the bits of jov
 * around it that jmask[] keeps, bit 31 + m for the hop over a + m onto a
 * + 2m, taken in the bits' order, with no direction asked.  The cells a
 * landing may not be are one set, blk: the stones, the cells of the chain
 * so far ('from' the first), and, in a search for a target, the target,
 * which a chain lands on last or not at all.
 */
#define HALF_WORDS	((BITS_WORDS + 1) / 2)

struct reach {
	const struct notation_position *p;
	const uint64_t	*jmask;
	int		 from;
	int		 hops;
	int		 target;
	/* The target's file and rank, for reach_left(). */
	int		 tx, ty;
	struct bits	 ends;
	uint64_t	 jovw[BITS_WORDS + 2];
	/*
	 * blk, halved: the cells of each parity, cell c as bit c >> 1 of
	 * halfw[c & 1], so that the landings a + 2m of a cell's ways are the
	 * bits 31 + m of one window, and a way whose landing is taken is
	 * never tried: that test, one a way, mispredicted most.
	 */
	uint64_t	 halfw[2][HALF_WORDS + 2];
};

/*
 * x's bits unshuffled: its even bits packed into the low half, its odd
 * bits into the high half (a delta swap a round, each round halving the
 * distance the bits have to go).
 */
static inline NT_ALWAYS_INLINE uint64_t
unshuffle(uint64_t x)
{
	uint64_t	 t;

	t = (x ^ x >> 1) & 0x2222222222222222ull;
	x ^= t ^ t << 1;
	t = (x ^ x >> 2) & 0x0c0c0c0c0c0c0c0cull;
	x ^= t ^ t << 2;
	t = (x ^ x >> 4) & 0x00f000f000f000f0ull;
	x ^= t ^ t << 4;
	t = (x ^ x >> 8) & 0x0000ff000000ff00ull;
	x ^= t ^ t << 8;
	t = (x ^ x >> 16) & 0x00000000ffff0000ull;
	x ^= t ^ t << 16;
	return x;
}

/* halfw as s, in the words from 1, a zero word either side. */
static void
half_load(struct reach *r, const struct bits *s)
{
	uint64_t	 lo, hi;
	int		 k;

	r->halfw[0][0] = r->halfw[1][0] = 0;
	r->halfw[0][HALF_WORDS + 1] = r->halfw[1][HALF_WORDS + 1] = 0;
	NT_UNROLL
	for (k = 0; k < HALF_WORDS; k++) {
		lo = unshuffle(s->w[2 * k]);
		hi = 2 * k + 1 < BITS_WORDS ? unshuffle(s->w[2 * k + 1]) : 0;
		r->halfw[0][1 + k] = (lo & 0xffffffffull) | hi << 32;
		r->halfw[1][1 + k] = lo >> 32 | (hi & ~0xffffffffull);
	}
}

/* The ways from a: bit 31 + m for a hop over a + m onto a + 2m. */
static inline NT_ALWAYS_INLINE uint64_t
reach_ways(const struct reach *r, int a)
{
	return words_from(r->jovw, a - 31) & r->jmask[a];
}

/* The cell c into, or out of, the halved blk. */
static inline NT_ALWAYS_INLINE void
half_flip(struct reach *r, int c)
{
	r->halfw[c & 1][((c >> 1) + 64) >> 6] ^= 1ull << ((c >> 1) & 63);
}

/* The ways from a whose landing is not in the halved blk. */
static inline NT_ALWAYS_INLINE uint64_t
reach_free(const struct reach *r, int a)
{
	return reach_ways(r, a) & ~words_from(r->halfw[a & 1], (a >> 1) - 31);
}

/*
 * Is the target one hop from b?  The caller knows it empty, and no cell of
 * the chain: blk holds it.
 */
static inline NT_ALWAYS_INLINE int
reach_last(const struct reach *r, int b)
{
	int	 dd = r->target - b, m = dd >> 1;

	if ((dd & 1) != 0 || m < -31 || m > 31)
		return 0;
	return (int)(reach_ways(r, b) >> (31 + m) & 1);
}

/*
 * Is there a chain of r->hops hops from r->from: to the target ('to',
 * r->hops >= 2: the last hop asked by reach_last()), or, without, to an
 * end the stone may end a move on (each end asked once)?  Depth first on
 * its own stack, as chains_run(); blk holds the chain's cells while it
 * runs, and is left as it was where the answer is no (the callers ask
 * nothing more after a yes).
 */
static inline NT_ALWAYS_INLINE int
reach_run(struct reach *r, int to, int metric)
{
	const struct geometry	*g = &r->p->rules->geo;
	uint64_t		 ways[16];
	int			 at[16];
	int			 a, b, k = 0, left;

	at[0] = r->from;
	ways[0] = reach_free(r, r->from);
	for (;;) {
		if (ways[k] == 0) {
			if (k == 0)
				return 0;
			half_flip(r, at[k]);
			k--;
			continue;
		}
		a = at[k];
		b = a + 2 * __builtin_ctzll(ways[k]) - 62;
		ways[k] &= ways[k] - 1;
		left = r->hops - k - 1;
		if (to) {
			if (left == 1) {
				if (reach_last(r, b))
					return 1;
				continue;
			}
			if (!reach_left(g, b, r->tx, r->ty, left, metric))
				continue;
		} else if (left == 0) {
			if (!bits_test(&r->ends, b)) {
				bits_set(&r->ends, b);
				if (nt_move_allowed(r->p, r->from, b, NULL) == 0)
					return 1;
			}
			continue;
		}
		half_flip(r, b);
		at[++k] = b;
		ways[k] = reach_free(r, b);
	}
}

/*
 * Can the searches of struct reach answer for the position: short jumps,
 * a geometry with jmask[], and a jump die of 1 to 15 hops?
 */
static inline int
reach_fits(const struct notation_position *p)
{
	return p->rules->jump != JUMP_LONG && p->rules->geo.nbmask != 0 &&
	    p->die_jump > 0 && p->die_jump < 16;
}

/*
 * The board's measure of the steps between two cells along its lines,
 * for reach_left(): 1 a king's (eight directions), 2 a rook's (four), 3
 * the star's six, 0 none.
 */
static inline int
reach_metric(const struct geometry *g)
{
	if (g->shape == SHAPE_STAR && g->ndirs == 6)
		return 3;
	if (g->shape == SHAPE_SQUARE)
		return g->ndirs == 8 ? 1 : g->ndirs == 4 ? 2 : 0;
	return 0;
}

/*
 * The stones a short jump of the stone on 'from' may go over, held in w:
 * over any stone occ less 'from', else nt_jump_over()'s, of the stones
 * alone unless it goes over empty cells.
 */
static void
jov_load(uint64_t *w, const struct notation_position *p, int from)
{
	struct bits	 over;
	int		 k;

	if (p->rules->jump == JUMP_SHORT &&
	    p->rules->jump_over == JUMP_OVER_ANY) {
		words_load(w, &p->occ, from);
		return;
	}
	nt_jump_over(p, from, &over);
	if (p->rules->jump_over != JUMP_OVER_EMPTY)
		for (k = 0; k < BITS_WORDS; k++)
			over.w[k] &= p->occ.w[k] &
			    ~(k == from >> 6 ? 1ull << (from & 63) : 0);
	words_load(w, &over, -1);
}

static void
chains_init(struct chains *ch, const struct notation_position *p, int from,
    int target)
{
	const struct geometry	*g;

	memset(ch, 0, offsetof(struct chains, jovw));
	ch->p = p;
	ch->from = from;
	ch->hops = p->die_jump;
	ch->target = target;
	bits_set(&ch->seen, from);
	if (p->rules->jump != JUMP_LONG) {
		/*
		 * landing() asks the cell jumped of occ and over, or, over
		 * empty cells, of over alone.
		 */
		ch->short_jumps = 1;
		/* A search for the target's one hop asks no landings. */
		if (target < 0 || ch->hops > 1)
			ch->nbmask = p->rules->geo.nbmask;
		words_load(ch->occw, &p->occ, from);
		jov_load(ch->jovw, p, from);
		if (target >= 0) {
			g = &p->rules->geo;
			ch->tx = g->xy[target][0];
			ch->ty = g->xy[target][1];
			ch->metric = reach_metric(g);
		}
	}
}

/* Where the stone on 'from' may end the jump die's chain. */
void
nt_dice_jump_ends(const struct notation_position *p, int from,
    struct bits *out)
{
	struct chains	 ch;
	int		 c;

	chains_init(&ch, p, from, -1);
	chains_all(&ch);
	bits_zero(out);
	BITS_FOREACH(c, &ch.ends)
		if (nt_move_allowed(p, from, c, NULL) == 0)
			bits_set(out, c);
}

/* May the stone on 'from' end the jump die's chain anywhere? */
static int
jump_any(const struct notation_position *p, int from)
{
	struct chains	 ch;

	chains_init(&ch, p, from, -1);
	ch.any = 1;
	chains_all(&ch);
	return ch.found;
}

/*
 * May any of the stones end the jump die's chain anywhere (jump_any() of
 * each in turn)?  Where struct reach fits, its search: over any stone,
 * jov is occ less the stone that jumps, the position's set with the
 * stone's bit cleared while its search runs.
 */
int
nt_dice_jumps_any(const struct notation_position *p,
    const struct bits *stones)
{
	struct reach	 r;
	uint64_t	 jw, bit;
	int		 from, i, any;

	if (!reach_fits(p)) {
		BITS_FOREACH(from, stones)
			if (jump_any(p, from))
				return 1;
		return 0;
	}
	r.p = p;
	r.jmask = p->rules->geo.jmask;
	r.hops = p->die_jump;
	r.target = -1;
	any = p->rules->jump == JUMP_SHORT &&
	    p->rules->jump_over == JUMP_OVER_ANY;
	if (any)
		words_load(r.jovw, &p->occ, -1);
	half_load(&r, &p->occ);
	BITS_FOREACH(from, stones) {
		r.from = from;
		i = 1 + (from >> 6);
		bit = 1ull << (from & 63);
		if (!any)
			jov_load(r.jovw, p, from);
		jw = r.jovw[i];
		if (any)
			r.jovw[i] &= ~bit;
		/* The stone's own cell is in occ, so in halfw already. */
		bits_zero(&r.ends);
		if (reach_run(&r, 0, 0))
			return 1;
		r.jovw[i] = jw;
	}
	return 0;
}

size_t
nt_dice_path(const struct notation_position *p, int from, int to,
    int16_t *path)
{
	const struct geometry	*g;
	struct chains		 ch;
	int			 d;

	if (p->die_jump <= 0 || from < 0 || to < 0)
		return 0;
	/*
	 * One short hop over any stone: chain_last() from the stone, on
	 * the position's own set (the cell between is not 'from', and a
	 * chain of one hop lands on no cell twice).
	 */
	if (p->die_jump == 1 && p->rules->jump == JUMP_SHORT &&
	    p->rules->jump_over == JUMP_OVER_ANY) {
		g = &p->rules->geo;
		if ((d = nt_geometry_jump_dir(g, from, to)) < 0 ||
		    !bits_test(&p->occ, g->nb[from][d]) ||
		    bits_test(&p->occ, to))
			return 0;
		path[0] = (int16_t)to;
		return 1;
	}
	chains_init(&ch, p, from, to);
	chains_to(&ch);
	if (!ch.found)
		return 0;
	memcpy(path, ch.best, (size_t)ch.hops * sizeof(*path));
	return (size_t)ch.hops;
}

/*
 * Is there a chain from 'from' to 'to' (nt_dice_path() without the
 * path)?  The parse asks it of every jump part and throws the path away.
 */
int
nt_dice_chain_exists(const struct notation_position *p, int from, int to)
{
	const struct geometry	*g = &p->rules->geo;
	struct reach		 r;
	int16_t			 path[16];
	int			 metric;

	if (!reach_fits(p) || p->die_jump == 1 || from < 0 || to < 0)
		return nt_dice_path(p, from, to, path) != 0;
	if (from == to || bits_test(&p->occ, to))
		return 0;
	r.p = p;
	r.jmask = g->jmask;
	r.from = from;
	r.hops = p->die_jump;
	r.target = to;
	r.tx = g->xy[to][0];
	r.ty = g->xy[to][1];
	jov_load(r.jovw, p, from);
	half_load(&r, &p->occ);
	/*
	 * blk holds 'from', the chain's first cell: its stone where
	 * dice_fast() asks, put in for a caller whose 'from' is empty, as
	 * nt_dice_path() allows; and the target, empty, so that only the
	 * last hop lands on it.
	 */
	if (!bits_test(&p->occ, from))
		half_flip(&r, from);
	half_flip(&r, to);
	/* The king's metric known to the compiler, as in chains_to(). */
	if ((metric = reach_metric(g)) == 1)
		return reach_run(&r, 1, 1);
	return reach_run(&r, 1, metric);
}
