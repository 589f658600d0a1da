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
 *
 * nt_reach_free() is the search of the classic game's steps and chains
 * together, both directions of a line at once (perft's hot loop).
 *
 * Calls steps.c (whether a hop may land where stations are, a step after
 * the jumps) and the position; everything above it in moves/ calls it.
 */
#include <string.h>

#include "moves/moves.h"

/*
 * The searches below are written once for sets of nw words and compiled
 * for each constant nw they are called with (2 and BITS_WORDS), which the
 * compiler does only when it inlines them: with a variable nw they run
 * four times slower (perft).
 */
#if defined(__GNUC__)
#define SPECIALISED	static inline __attribute__((always_inline))
#define UNROLL		_Pragma("GCC unroll 8")
#else
#define SPECIALISED	static inline
#define UNROLL
#endif

/*
 * The hops of a chain whose path short_path() finds from its own sets of
 * cells, one per hop, on the stack; a longer chain (the 10 MB corpus of
 * bench/ has none of more than 12 hops) takes the breadth-first search.
 */
#define PATH_ROUNDS	64

/*
 * The stones the stone on 'from' may jump over, itself never: every
 * stone, or those of its player and partners (own), or the others'
 * (opponent); none with jumps: none, so that every search of a jump,
 * which asks this set, finds none.
 */
static void
over_set(const struct notation_position *p, int from, struct bits *over)
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
 * Shift the set t of nw words by 0 < off < 64 bits, towards higher
 * cells (up) or lower.  The padding bit at the end of each row
 * (internal.h) stops a shift from wrapping a stone around an edge, and
 * a row is at most 18 bits, so no direction's offset reaches 64.
 */
SPECIALISED void
shift_up(uint64_t *t, int nw, int off)
{
	int	 i;

	UNROLL
	for (i = nw - 1; i > 0; i--)
		t[i] = t[i] << off | t[i - 1] >> (64 - off);
	t[0] <<= off;
}

SPECIALISED void
shift_down(uint64_t *t, int nw, int off)
{
	int	 i;

	UNROLL
	for (i = 0; i < nw - 1; i++)
		t[i] = t[i] >> off | t[i + 1] << (64 - off);
	t[nw - 1] >>= off;
}

/* t and u: src shifted by off bits up and down. */
SPECIALISED void
both_ways(uint64_t *t, uint64_t *u, const uint64_t *src, int nw, int off)
{
	int	 i;

	UNROLL
	for (i = 0; i < nw; i++)
		t[i] = u[i] = src[i];
	shift_up(t, nw, off);
	shift_down(u, nw, off);
}

/*
 * The search's sets, nw words each: the cells a jump may land on (empty,
 * the lifted start cell included), the stones it may go over, the start
 * cell and the target (none when target < 0).
 */
struct search {
	uint64_t	 emp[BITS_WORDS], ov[BITS_WORDS];
	uint64_t	 start[BITS_WORDS], tm[BITS_WORDS];
};

SPECIALISED void
search_init(struct search *s, const struct notation_position *p,
    const struct bits *over, int from, int target, int nw, int base)
{
	const struct geometry	*g = &p->rules->geo;
	int			 i, w = (from >> 6) - base;

	UNROLL
	for (i = 0; i < nw; i++) {
		s->emp[i] = g->valid.w[base + i] & ~p->occ.w[base + i];
		s->ov[i] = over->w[base + i];
		s->start[i] = s->tm[i] = 0;
	}
	s->start[w] = (uint64_t)1 << (from & 63);
	s->emp[w] |= s->start[w];
	if (target >= base * 64 && target < (base + nw) * 64)
		s->tm[(target >> 6) - base] = (uint64_t)1 << (target & 63);
}

/*
 * t = the cells one jump along the line of offset off (either way) takes
 * the cells of src to: over a stone that may be jumped over, onto a cell
 * a jump may land on.
 */
SPECIALISED void
jump_line(uint64_t *t, const uint64_t *src, const struct search *s, int off,
    int nw)
{
	uint64_t	 u[BITS_WORDS];
	int		 i;

	both_ways(t, u, src, nw, off);
	UNROLL
	for (i = 0; i < nw; i++) {
		t[i] &= s->ov[i];
		u[i] &= s->ov[i];
	}
	shift_up(t, nw, off);
	shift_down(u, nw, off);
	UNROLL
	for (i = 0; i < nw; i++)
		t[i] = (t[i] | u[i]) & s->emp[i];
}

/*
 * Does the reach r of a window (nw words from word base) hold a cell
 * within one jump of a side where the window cuts the board?  Such a
 * cell may jump on out of it.
 */
SPECIALISED int
window_cut(const struct geometry *g, const uint64_t *r, int nw, int base)
{
	uint64_t	 band = ((uint64_t)1 << g->band) - 1;

	return (base > 0 && (r[0] & band) != 0) || (base + nw < BITS_WORDS &&
	    (r[nw - 1] >> (64 - g->band)) != 0);
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
 */
SPECIALISED int
reach_sweeps(const struct notation_position *p, const struct bits *over,
    int from, int target, struct bits *out, int nw, int base, int window)
{
	const struct geometry	*g = &p->rules->geo;
	struct search		 s;
	uint64_t		 r[BITS_WORDS], t[BITS_WORDS], grew, hit;
	int			 d, i;

	search_init(&s, p, over, from, target, nw, base);
	UNROLL
	for (i = 0; i < nw; i++)
		r[i] = s.start[i];
	do {
		grew = hit = 0;
		for (d = 0; d < g->nlines; d++) {
			jump_line(t, r, &s, g->up[d], nw);
			UNROLL
			for (i = 0; i < nw; i++) {
				t[i] &= ~r[i];
				grew |= t[i];
				r[i] |= t[i];
			}
		}
		UNROLL
		for (i = 0; i < nw; i++)
			hit |= r[i] & s.tm[i];
	} while (grew != 0 && hit == 0);
	/*
	 * A window of the board only loses cells, never adds one: a
	 * target reached is reached; else the search is done only if no
	 * reach may jump on out of the window (-1).
	 */
	if (window && hit == 0 && window_cut(g, r, nw, base))
		return -1;
	bits_zero(out);
	UNROLL
	for (i = 0; i < nw; i++)
		out->w[base + i] = r[i] & ~s.start[i];
	return hit != 0;
}

/*
 * A search in rounds (hops_rounds(), path_layers()): every cell of the
 * frontier jumps once in each direction, and the cells so reached for
 * the first time are the next frontier.  A round costs mostly its shifts,
 * and a shift by a count the compiler knows is an instruction or two a
 * word, one by a count read from the geometry several.  Every line of
 * every board is a step of one file (offset 1) or of one rank and at most
 * one file (stride - 1, stride, stride + 1), so a jump moves its stone by
 * 2 bits, or by 2 (stride - 1) and 0, 2 or 4 bits more: a round shifts
 * the frontier by 2 and 4 bits, masks each shift with the cells that
 * have a stone to go over on the line it serves (up, down), and shifts
 * the union of the three lines once each way by 2 (stride - 1), 'far'.
 * A line the board lacks has an empty mask.  A landing cell must be
 * empty and not reached before: the round masks what it reaches with
 * 'fresh', once.
 */
struct rounds {
	struct search	 s;
	int		 far;		/* 2 (stride - 1) bits */
	uint64_t	 row_up[BITS_WORDS];	/* a stone at c - 1 */
	uint64_t	 row_down[BITS_WORDS];	/* at c + 1 */
	/*
	 * Line stride - 1 + j, for the frontier shifted by 2j bits up
	 * (down): a stone at c - j + stride - 1 (c + j - stride + 1).
	 */
	uint64_t	 up[3][BITS_WORDS], down[3][BITS_WORDS];
	uint64_t	 fresh[BITS_WORDS];
};

/*
 * The masks of the rounds: the stones that may be jumped shifted once
 * each way by stride - 1, then by j bits for line stride - 1 + j; -1 on a
 * board with a line none of the four (no board has one).
 */
SPECIALISED int
rounds_init(struct rounds *z, const struct notation_position *p,
    const struct bits *over, int from, int target, int nw, int base)
{
	const struct geometry	*g = &p->rules->geo;
	uint64_t		 v[BITS_WORDS], w[BITS_WORDS];
	uint64_t		 row = 0, keep[3] = { 0, 0, 0 };
	int			 d, i, j;

	for (d = 0; d < g->nlines; d++) {
		j = g->up[d] - (g->stride - 1);
		if (g->up[d] == 1)
			row = ~(uint64_t)0;
		else if (j >= 0 && j <= 2)
			keep[j] = ~(uint64_t)0;
		else
			return -1;
	}
	search_init(&z->s, p, over, from, target, nw, base);
	z->far = 2 * (g->stride - 1);
	both_ways(z->row_up, z->row_down, z->s.ov, nw, 1);
	both_ways(w, v, z->s.ov, nw, g->stride - 1);
	UNROLL
	for (i = 0; i < nw; i++) {
		z->row_up[i] &= row;
		z->row_down[i] &= row;
		z->up[0][i] = v[i] & keep[0];
		z->down[0][i] = w[i] & keep[0];
		z->fresh[i] = z->s.emp[i] & ~z->s.start[i];
	}
	for (j = 1; j <= 2; j++) {
		shift_up(v, nw, 1);
		shift_down(w, nw, 1);
		UNROLL
		for (i = 0; i < nw; i++) {
			z->up[j][i] = v[i] & keep[j];
			z->down[j][i] = w[i] & keep[j];
		}
	}
	return 0;
}

/*
 * One round from the frontier f: n gets the cells it reaches for the
 * first time.  Returns whether there were any; *hit whether the target
 * is among them.
 */
SPECIALISED uint64_t
round_next(struct rounds *z, const uint64_t *f, uint64_t *n, uint64_t *hit,
    int nw)
{
	uint64_t	 f2[BITS_WORDS], f4[BITS_WORDS];
	uint64_t	 g2[BITS_WORDS], g4[BITS_WORDS];
	uint64_t	 u[BITS_WORDS], w[BITS_WORDS], any = 0, h = 0;
	int		 i;

	both_ways(f2, g2, f, nw, 2);
	both_ways(f4, g4, f, nw, 4);
	UNROLL
	for (i = 0; i < nw; i++) {
		n[i] = (f2[i] & z->row_up[i]) | (g2[i] & z->row_down[i]);
		u[i] = (f[i] & z->up[0][i]) | (f2[i] & z->up[1][i]) |
		    (f4[i] & z->up[2][i]);
		w[i] = (f[i] & z->down[0][i]) | (g2[i] & z->down[1][i]) |
		    (g4[i] & z->down[2][i]);
	}
	shift_up(u, nw, z->far);
	shift_down(w, nw, z->far);
	UNROLL
	for (i = 0; i < nw; i++) {
		n[i] = (n[i] | u[i] | w[i]) & z->fresh[i];
		z->fresh[i] &= ~n[i];
		any |= n[i];
		h |= n[i] & z->s.tm[i];
	}
	*hit = h;
	return any;
}

/*
 * The hops of the shortest chain from 'from' to a cell next to which
 * the set 'near' lies, counted without writing the path: rounds from
 * 'from', stopped in the first that reaches a cell of 'near', one hop
 * more; 0 if none does.  In a window of the board (window set) the
 * rounds see only its cells, which is the whole truth as long as no
 * frontier they jump on from holds a cell that may jump out of the
 * window (window_cut()): else -1 at once, as when rounds_init() fails.
 */
SPECIALISED int
hops_rounds(const struct notation_position *p, const struct bits *over,
    int from, const struct bits *near, int nw, int base, int window)
{
	const struct geometry	*g = &p->rules->geo;
	struct rounds		 z;
	uint64_t		 f[BITS_WORDS], n[BITS_WORDS], any, hit;
	int			 hops = 1, i;

	if (rounds_init(&z, p, over, from, -1, nw, base) == -1)
		return -1;
	UNROLL
	for (i = 0; i < nw; i++) {
		f[i] = z.s.start[i];
		z.s.tm[i] = near->w[base + i];
	}
	do {
		if (window && window_cut(g, f, nw, base))
			return -1;
		any = round_next(&z, f, n, &hit, nw);
		UNROLL
		for (i = 0; i < nw; i++)
			f[i] = n[i];
		hops++;
	} while (any != 0 && hit == 0);
	return hit != 0 ? hops : 0;
}

/*
 * The cells of the shortest chains from-to, hop by hop, for short jumps:
 * lay[j] = the cells j hops from 'from' from which 'to' is reached in the
 * remaining hops, lay[0] 'from' and lay[k] 'to'; returns k, the fewest
 * hops, or 0 if 'to' is not reached.  The rounds of hops_rounds() go
 * forward to 'to', then each round keeps only the cells that one jump
 * takes into the next round's: that set shifted back by each jump's
 * length, masked as the jump was.  nt_jump_path() walks these sets from
 * 'from'.  lay holds PATH_ROUNDS + 1 sets: a chain of more hops (or the
 * rounds failing, which they do not) returns PATH_ROUNDS + 1 with lay
 * unfinished.
 */
SPECIALISED unsigned
path_layers(const struct notation_position *p, const struct bits *over,
    int from, int to, uint64_t (*lay)[BITS_WORDS], int nw)
{
	struct rounds		 z;
	uint64_t		 n[BITS_WORDS], a[BITS_WORDS], b[BITS_WORDS];
	uint64_t		 l2[BITS_WORDS], m2[BITS_WORDS];
	uint64_t		 v[BITS_WORDS], w[BITS_WORDS], any, hit;
	unsigned		 k = 0, j;
	int			 i, s;

	if (rounds_init(&z, p, over, from, to, nw, 0) == -1)
		return PATH_ROUNDS + 1;
	UNROLL
	for (i = 0; i < nw; i++)
		lay[0][i] = z.s.start[i];
	do {
		any = round_next(&z, lay[k], n, &hit, nw);
		if (any == 0)
			return 0;
		if (++k > PATH_ROUNDS)
			return k;	/* too long for lay: the caller's problem */
		UNROLL
		for (i = 0; i < nw; i++)
			lay[k][i] = n[i];
	} while (hit == 0);
	UNROLL
	for (i = 0; i < nw; i++)
		lay[k][i] = z.s.tm[i];
	for (j = k - 1; j > 0; j--) {
		/* Along a row, then the lines of the ranks. */
		both_ways(m2, l2, lay[j + 1], nw, 2);
		both_ways(w, v, lay[j + 1], nw, z.far);
		UNROLL
		for (i = 0; i < nw; i++)
			n[i] = (l2[i] & z.row_down[i]) |
			    (m2[i] & z.row_up[i]) |
			    (v[i] & z.up[0][i]) | (w[i] & z.down[0][i]);
		for (s = 1; s <= 2; s++) {
			UNROLL
			for (i = 0; i < nw; i++) {
				a[i] = v[i] & z.up[s][i];
				b[i] = w[i] & z.down[s][i];
			}
			shift_down(a, nw, 2 * s);
			shift_up(b, nw, 2 * s);
			UNROLL
			for (i = 0; i < nw; i++)
				n[i] |= a[i] | b[i];
		}
		UNROLL
		for (i = 0; i < nw; i++)
			lay[j][i] &= n[i];
	}
	return k;
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
	int			 k = 0, n = c, i;
	int			 far = p->rules->jump == JUMP_LONG;

	/* Over an empty cell (jump-over: empty, short jumps only). */
	if (p->rules->jump_over == JUMP_OVER_EMPTY) {
		if ((n = g->nb[c][d]) < 0 || !bits_test(over, n) ||
		    (n = g->nb[n][d]) < 0 || bits_test(occ, n))
			return -1;
		return n;
	}
	for (;;) {
		n = g->nb[n][d];
		if (n < 0)
			return -1;
		k++;
		if (bits_test(occ, n))
			break;
		if (!far)
			return -1;
	}
	if (!bits_test(over, n))
		return -1;
	for (i = 0; i < k; i++) {
		n = g->nb[n][d];
		if (n < 0 || bits_test(occ, n))
			return -1;
	}
	return n;
}

/*
 * Rule sets whose jumps go along some of the board's lines only, or land
 * only on some cells (spec/rules-format.md: lines, forward, station):
 * their searches are the breadth-first one, which asks hop_ok() of every
 * hop.  The bitset sweeps know nothing of them.
 */
static int
directed(const struct notation_rules *r)
{
	return r->lines != LINES_ALL || r->forward || r->station > 0;
}

/* May a stone of player who jump from c in direction d to n? */
static int
hop_ok(const struct notation_position *p, int who, int d, int n)
{
	const struct notation_rules	*r = p->rules;
	const struct geometry		*g = &r->geo;

	if (who < 0 || !directed(r))
		return 1;
	if (r->lines == LINES_DIAGONAL && (g->dx[d] == 0 || g->dy[d] == 0))
		return 0;
	if (r->forward && g->dy[d] * r->pl[who].forward <= 0)
		return 0;
	return nt_land_ok(p, who, n);
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
static void
reach_bfs(const struct notation_position *p, int from, int stop,
    struct bits *out, int16_t *parent)
{
	const struct geometry	*g = &p->rules->geo;
	struct bits		 over, occ;
	int16_t			 queue[NOTATION_MAX_CELLS];
	int			 head = 0, tail = 0, c, d, n;

	over_set(p, from, &over);
	lifted_occ(p, from, &occ);
	bits_zero(out);
	bits_set(out, from);
	queue[tail++] = (int16_t)from;
	while (head < tail) {
		c = queue[head++];
		for (d = 0; d < g->ndirs; d++) {
			if ((n = landing(p, &over, &occ, c, d)) < 0 ||
			    bits_test(out, n) ||
			    !hop_ok(p, p->board[from], d, n))
				continue;
			bits_set(out, n);
			if (parent != NULL)
				parent[n] = (int16_t)c;
			if (n == stop)
				goto done;
			queue[tail++] = (int16_t)n;
		}
	}
done:
	bits_clear(out, from);
}

/*
 * Wide boards (16x16, the star): the searches look first in the three
 * words around the stone on 'from', where most chains stay, then, if the
 * reach comes near a side of that window, in the whole set.  The window's
 * first word.
 */
static int
window_base(int from)
{
	int	 base = (from >> 6) - 1;

	if (base < 0)
		return 0;
	return base > BITS_WORDS - 3 ? BITS_WORDS - 3 : base;
}

/*
 * The search, compiled for two words where the board fits in them and for
 * a window of three or the whole set elsewhere (16x16, the star).
 */
static int
reach_short(const struct notation_position *p, const struct bits *over,
    int from, int target, struct bits *out)
{
	int	 rc;

	if (p->rules->geo.narrow)
		return reach_sweeps(p, over, from, target, out, 2, 0, 0);
	/* The window tells unless the reach nears its side (-1). */
	if ((rc = reach_sweeps(p, over, from, target, out, 3,
	    window_base(from), 1)) >= 0)
		return rc;
	return reach_sweeps(p, over, from, target, out, BITS_WORDS, 0, 0);
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
 * Is 'to' one short jump from 'from'?  A single jump, half of the jump
 * moves of the benchmark corpus, costs a look at the neighbour table;
 * only chains need the search.
 */
static inline int
single_hop(const struct notation_position *p, const struct bits *over,
    int from, int to)
{
	const struct geometry	*g = &p->rules->geo;
	int			 d;

	return (d = nt_geometry_jump_dir(g, from, to)) >= 0 &&
	    bits_test(over, g->nb[from][d]);
}

/*
 * chains: false (spec/rules.md section 17.6): a move of a jump is one
 * short jump, so the reach is the landings of the single jumps, along
 * the lines a jump may take (hop_ok(): lines, forward, stations).
 */
static void
single_reach(const struct notation_position *p, const struct bits *over,
    int from, struct bits *out)
{
	const struct geometry	*g = &p->rules->geo;
	int			 d, mid, to;

	bits_zero(out);
	for (d = 0; d < g->ndirs; d++)
		if ((mid = g->nb[from][d]) >= 0 && bits_test(over, mid) &&
		    (to = g->nb[mid][d]) >= 0 && !bits_test(&p->occ, to) &&
		    hop_ok(p, p->board[from], d, to))
			bits_set(out, to);
}

void
nt_jump_reach(const struct notation_position *p, int from, struct bits *out)
{
	struct bits	 over;

	if (p->rules->single_jump) {
		over_set(p, from, &over);
		single_reach(p, &over, from, out);
		return;
	}
	if (p->rules->jump == JUMP_LONG || directed(p->rules)) {
		reach_bfs(p, from, -1, out, NULL);
		return;
	}
	over_set(p, from, &over);
	reach_short(p, &over, from, -1, out);
}

int
nt_jump_reaches(const struct notation_position *p, int from, int to)
{
	struct bits	 reach, over;

	if (to < 0 || to >= NOTATION_MAX_CELLS || to == from ||
	    bits_test(&p->occ, to))
		return 0;
	/* One jump, not a chain, whichever lines it may take. */
	if (p->rules->single_jump) {
		over_set(p, from, &over);
		single_reach(p, &over, from, &reach);
		return bits_test(&reach, to);
	}
	if (p->rules->jump == JUMP_LONG || directed(p->rules)) {
		reach_bfs(p, from, to, &reach, NULL);
		return bits_test(&reach, to);
	}
	over_set(p, from, &over);
	return single_hop(p, &over, from, to) ||
	    reach_short(p, &over, from, to, &reach);
}

int
nt_jump_single(const struct notation_position *p, int lifted, int a, int b)
{
	struct bits	 over, occ;
	int		 d;

	over_set(p, lifted, &over);
	lifted_occ(p, lifted, &occ);
	/*
	 * A short jump lands two steps along its one direction; a long
	 * one may land further along any.
	 */
	if (p->rules->jump != JUMP_LONG)
		return (d = nt_geometry_jump_dir(&p->rules->geo, a, b)) >= 0 &&
		    landing(p, &over, &occ, a, d) == b &&
		    hop_ok(p, p->board[lifted], d, b);
	for (d = 0; d < p->rules->geo.ndirs; d++)
		if (landing(p, &over, &occ, a, d) == b &&
		    hop_ok(p, p->board[lifted], d, b))
			return 1;
	return 0;
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
 * The cells one short jump from c, which must be a cell a jump may land
 * on: a hop from a over m to b is one from b over m to a, both cells
 * empty or the lifted start, so these are where the last hop of a chain
 * to c starts.  Returns whether one of them is a hop from 'from'.
 */
static int
hops_to(const struct notation_position *p, const struct bits *over,
    int from, int c, struct bits *out)
{
	const struct geometry	*g = &p->rules->geo;
	int			 d, mid, n, two = 0;

	bits_zero(out);
	for (d = 0; d < g->ndirs; d++)
		if ((mid = g->nb[c][d]) >= 0 && bits_test(over, mid) &&
		    (n = g->nb[mid][d]) >= 0 &&
		    (n == from || !bits_test(&p->occ, n))) {
			bits_set(out, n);
			two |= single_hop(p, over, from, n);
		}
	return two;
}

/*
 * The hops of a chain of two or more from 'from' to 'to', an empty cell
 * not one hop away: a hop from 'from' onto a cell one hop from 'to', or
 * the rounds, from 'from' to those same cells.  Not made in line into
 * nt_jump_hops(), whose single hops, half the chains of a collection,
 * would then set up the rounds' stack.
 */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static unsigned
chain_hops(const struct notation_position *p, const struct bits *over,
    int from, int to)
{
	struct bits	 near;
	int		 base, hops = -1;

	if (hops_to(p, over, from, to, &near))
		return 2;
	if (p->rules->geo.narrow)
		hops = hops_rounds(p, over, from, &near, 2, 0, 0);
	else {
		/* Wide boards: the window first if 'to' is in it. */
		base = window_base(from);
		if ((to >> 6) >= base && (to >> 6) < base + 3)
			hops = hops_rounds(p, over, from, &near, 3, base, 1);
		if (hops < 0)
			hops = hops_rounds(p, over, from, &near, BITS_WORDS,
			    0, 0);
	}
	/* The rounds know every board (rounds_init()); else the path. */
	return hops >= 0 ? (unsigned)hops : path_hops(p, from, to);
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
	struct bits	 over;

	if (to < 0 || to >= NOTATION_MAX_CELLS || to == from)
		return 0;
	if (p->rules->jump == JUMP_LONG || directed(p->rules) ||
	    p->rules->step_after_jumps)
		return path_hops(p, from, to);
	over_set(p, from, &over);
	if (single_hop(p, &over, from, to))
		return 1;
	/* No hop lands on a stone, nor off the board. */
	if (p->rules->single_jump || bits_test(&p->occ, to) ||
	    !bits_test(&p->rules->geo.valid, to))
		return 0;
	return chain_hops(p, &over, from, to);
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
	size_t		 n = 0, i;
	int		 c;

	reach_bfs(p, from, to, &reach, parent);
	if (!bits_test(&reach, to))
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

/*
 * The path of short jumps from-to that the breadth-first search of
 * reach_bfs() finds, without it: that search reaches each cell first
 * from the cell of the round before that it reached first, in direction
 * order, so its path is, of all the shortest, the one whose directions,
 * read from the start, come first in the direction order.  From the
 * cells of the shortest chains round by round (path_layers), that path
 * takes at each hop the first direction that lands on a cell of the next
 * round.
 */
static size_t
short_path(const struct notation_position *p, int from, int to,
    int16_t *path)
{
	const struct geometry	*g = &p->rules->geo;
	uint64_t		 lay[PATH_ROUNDS + 1][BITS_WORDS];
	struct bits		 over;
	unsigned		 k, j;
	int			 c = from, d, mid, n = -1;

	over_set(p, from, &over);
	/* One hop: the only path of one hop, without a search. */
	if (single_hop(p, &over, from, to)) {
		path[0] = (int16_t)to;
		return 1;
	}
	if (p->rules->single_jump)
		return 0;
	if (g->narrow)
		k = path_layers(p, &over, from, to, lay, 2);
	else
		k = path_layers(p, &over, from, to, lay, BITS_WORDS);
	if (k > PATH_ROUNDS)
		return bfs_path(p, from, to, path);
	/*
	 * A cell of a round is empty (or the lifted start), so a hop onto
	 * it needs only a stone that may be jumped in between.
	 */
	for (j = 1; j <= k; j++) {
		for (d = 0; d < g->ndirs; d++)
			if ((mid = g->nb[c][d]) >= 0 &&
			    (n = g->nb[mid][d]) >= 0 &&
			    (lay[j][n >> 6] >> (n & 63) & 1) != 0 &&
			    bits_test(&over, mid))
				break;
		if (d == g->ndirs)
			return 0;	/* not reached: the sets are wrong */
		path[j - 1] = (int16_t)n;
		c = n;
	}
	return k;
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
	if (p->rules->jump != JUMP_LONG && !directed(p->rules))
		n = short_path(p, from, to, path);
	/* One hop: the only path of one hop, without a search. */
	else if (nt_jump_single(p, from, from, to)) {
		path[0] = (int16_t)to;
		return 1;
	} else
		n = bfs_path(p, from, to, path);
	if (n == 0 && p->rules->step_after_jumps)
		n = chain_step_path(p, from, to, path);
	return n;
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

	over_set(p, lifted, &over);
	lifted_occ(p, lifted, &occ);
	for (d = 0; d < p->rules->geo.ndirs; d++)
		out[d] = (int16_t)landing(p, &over, &occ, a, d);
}
