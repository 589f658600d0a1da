/*
 * jumpsets.h -- what the two files of jump chains share (moves/): the
 * searches on sets of cells, written once for sets of nw words, and the
 * tests every search asks.  jumps.c finds where a stone gets to by
 * jumping; hops.c, the hops of a chain (how many, and which), calls it.
 */
#ifndef NOTATION_MOVES_JUMPSETS_H
#define NOTATION_MOVES_JUMPSETS_H

#include "moves/moves.h"

/*
 * The searches below are written once for sets of nw words and compiled
 * for each constant nw they are called with (2 and BITS_WORDS), which the
 * compiler does only when it inlines them: with a variable nw they run
 * four times slower (perft).
 */
#define SPECIALISED	static inline NT_ALWAYS_INLINE
#define UNROLL		NT_UNROLL

/* 16x16 and the star, whose chains quarters.c searches too. */
static inline int
wide_quarters(const struct geometry *g)
{
	return g->lines == LINES_16X16 || g->lines == LINES_STAR;
}

/*
 * Shift the set t of nw words by 0 < off < 64 bits, towards higher
 * cells (up) or lower.  The padding bit at the end of each row
 * (internal.h) stops a shift from wrapping a stone around an edge, and
 * a row is at most 18 bits, so no direction's offset reaches 64.
 */
/*
 * The word lo shifted down by n bits, the low n of hi coming in at its
 * top (0 < n < 64).  Where n is a constant (the searches of the wide
 * boards' known lines), a 128-bit type lets the compiler make it the
 * processor's double shift, one instruction where the two shifts and
 * the or are three; a count read at run time would cost a test of its
 * own there (a 128-bit shift by 64 or more), so it keeps the words.
 */
static inline uint64_t
shift_pair(uint64_t hi, uint64_t lo, int n)
{
#if defined(__SIZEOF_INT128__) && defined(__GNUC__)
	if (__builtin_constant_p(n))
		return (uint64_t)(((unsigned __int128)hi << 64 | lo) >> n);
#endif
	return lo >> n | hi << (64 - n);
}

/*
 * The nw words of b from bit at on (at < 64 * (BITS_WORDS - nw): the
 * words read are the set's), in w[0] to w[nw - 1]: the words on either
 * side of a bit that is no word's first, each one double shift.
 */
SPECIALISED void
bits_at(const struct bits *b, int at, uint64_t *w, int nw)
{
	int		 k = at >> 6, n = at & 63, i;

	UNROLL
	for (i = 0; i < nw; i++)
#if defined(__SIZEOF_INT128__) && defined(__GNUC__)
		/* n < 64: the compiler knows, and makes it one double shift. */
		w[i] = (uint64_t)(((unsigned __int128)b->w[k + i + 1] << 64 |
		    b->w[k + i]) >> n);
#else
		/* Two shifts up where n is 0: a shift by 64 is undefined. */
		w[i] = b->w[k + i] >> n | (b->w[k + i + 1] << 1) << (63 - n);
#endif
}

SPECIALISED void
shift_up(uint64_t *t, int nw, int off)
{
	int	 i;

	UNROLL
	for (i = nw - 1; i > 0; i--)
		t[i] = shift_pair(t[i], t[i - 1], 64 - off);
	t[0] <<= off;
}

SPECIALISED void
shift_down(uint64_t *t, int nw, int off)
{
	int	 i;

	UNROLL
	for (i = 0; i < nw - 1; i++)
		t[i] = shift_pair(t[i + 1], t[i], off);
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
 * Wide boards (16x16, the star): the searches look first in the three
 * words around the stone on 'from', where most chains stay, then, if the
 * reach comes near a side of that window, in the whole set.  The window's
 * first word.
 */
static inline int
window_base(int from)
{
	int	 base = (from >> 6) - 1;

	if (base < 0)
		return 0;
	return base > BITS_WORDS - 3 ? BITS_WORDS - 3 : base;
}

/*
 * A search in rounds (hops.c, hops_rounds(), path_layers()): every cell of the
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
 * The lines a board's rounds jump along, as bits: ROUND_ROW for offset
 * 1, bit j for line stride - 1 + j.  A round takes the lines of its
 * 'terms', a constant: those of the board where the caller knows them,
 * and the compiler leaves the others out of every round; ROUND_ALL
 * where it does not (every caller now: the classic boards, whose lines
 * it knew, take quarters.c), the masks of the lines a board lacks
 * empty.
 */
#define ROUND_ROW	8
#define ROUND_ALL	(ROUND_ROW | 7)

/* The lines of g, or -1 for a line none of the four (no board has one). */
static inline int
round_lines(const struct geometry *g)
{
	int	 d, j, lines = 0;

	for (d = 0; d < g->nlines; d++) {
		j = g->up[d] - (g->stride - 1);
		if (g->up[d] == 1)
			lines |= ROUND_ROW;
		else if (j >= 0 && j <= 2)
			lines |= 1 << j;
		else
			return -1;
	}
	return lines;
}

/*
 * The masks of the rounds along the lines given (far = 2 (stride - 1)):
 * the stones that may be jumped shifted once each way by stride - 1,
 * then by j bits for line stride - 1 + j.
 */
SPECIALISED void
rounds_init(struct rounds *z, const struct notation_position *p,
    const struct bits *over, int from, int target, int nw, int base,
    int lines, int far)
{
	uint64_t		 v[BITS_WORDS], w[BITS_WORDS];
	uint64_t		 row = 0, keep[3];
	int			 i, j;

	if (lines & ROUND_ROW)
		row = ~(uint64_t)0;
	for (j = 0; j < 3; j++)
		keep[j] = (lines & (1 << j)) ? ~(uint64_t)0 : 0;
	search_init(&z->s, p, over, from, target, nw, base);
	both_ways(z->row_up, z->row_down, z->s.ov, nw, 1);
	both_ways(w, v, z->s.ov, nw, far / 2);
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
}

/*
 * One round from the frontier f along the lines of terms, far = 2
 * (stride - 1): n gets the cells it reaches for the first time.  Returns
 * whether there were any; *hit whether the target is among them.
 */
SPECIALISED uint64_t
round_next(struct rounds *z, const uint64_t *f, uint64_t *n, uint64_t *hit,
    int nw, int terms, int far)
{
	uint64_t	 f2[BITS_WORDS], f4[BITS_WORDS];
	uint64_t	 g2[BITS_WORDS], g4[BITS_WORDS];
	uint64_t	 u[BITS_WORDS], w[BITS_WORDS], any = 0, h = 0;
	int		 i;

	both_ways(f2, g2, f, nw, 2);
	both_ways(f4, g4, f, nw, 4);
	UNROLL
	for (i = 0; i < nw; i++) {
		n[i] = (terms & ROUND_ROW) ? (f2[i] & z->row_up[i]) |
		    (g2[i] & z->row_down[i]) : 0;
		u[i] = ((terms & 1) ? f[i] & z->up[0][i] : 0) |
		    ((terms & 2) ? f2[i] & z->up[1][i] : 0) |
		    ((terms & 4) ? f4[i] & z->up[2][i] : 0);
		w[i] = ((terms & 1) ? f[i] & z->down[0][i] : 0) |
		    ((terms & 2) ? g2[i] & z->down[1][i] : 0) |
		    ((terms & 4) ? g4[i] & z->down[2][i] : 0);
	}
	shift_up(u, nw, far);
	shift_down(w, nw, far);
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
 * Rule sets whose jumps go along some of the board's lines only, or land
 * only on some cells (spec/rules-format.md: lines, forward, station):
 * their searches are the breadth-first one, which takes only the
 * directions a player's jumps may (jump_dirs) and asks hop_lands() of
 * every landing.  The bitset sweeps know nothing of them.
 */
static inline int
directed(const struct notation_rules *r)
{
	return r->lines != LINES_ALL || r->forward || r->station > 0;
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
 * The stones the stone on 'from' may jump over, itself never (jumps.c,
 * where every search of a jump starts).
 */
void	nt_jump_over(const struct notation_position *, int from,
	    struct bits *over);
/*
 * nt_jump_single() on the stones to go over and the occupied cells, the
 * stone on 'lifted' lifted, made once for every hop of its chain.
 */
int	nt_jump_hop(const struct notation_position *, int lifted,
	    const struct bits *over, const struct bits *occ, int a, int b);
/*
 * Does a chain of short jumps over the stones of 'over' take the stone on
 * 'from' to 'to', an empty cell of the board (jumps.c's sweeps)?
 */
int	nt_jump_chain_reaches(const struct notation_position *,
	    const struct bits *over, int from, int to);
/*
 * The breadth-first search of the jump graph from 'from', in direction
 * order, for every rule set (long jumps, lines, stations): out the reach
 * (up to 'stop', a target, when stop >= 0), parent[] (may be NULL) the
 * cell each was first reached from.
 */
void	nt_reach_bfs(const struct notation_position *, int from, int stop,
	    struct bits *out, int16_t *parent);
/*
 * Does a chain of short jumps over stones, directed (lines, forward,
 * stations), take the stone on 'from' to a cell of 'stop' (that
 * search, reach not kept)?
 */
int	nt_short_hits(const struct notation_position *, int from,
	    const struct bits *stop);
/*
 * The hops of nt_jump_path()'s path where it is that search's (long or
 * directed jumps), a step after the chain not counted; 0 if none.
 */
unsigned nt_bfs_hops(const struct notation_position *, int from, int to);
/*
 * Does a chain of long jumps that no line, forward or station key
 * directs, over the stones of 'over' (nt_jump_over()'s, asked only
 * where jump-over is not any), take the stone on 'from' to 'to', an
 * empty cell (longjumps.c)?  -1 where it cannot tell: the breadth-first
 * search can.
 */
int	nt_long_meets(const struct notation_position *,
	    const struct bits *over, int from, int to);
/*
 * The classic boards (board.h: LINES_10X10, LINES_8X8) on a quarter of
 * the board (quarters.c): the hops of the shortest chain of short jumps
 * over the stones of 'over' from-to, as hops.c's rounds count them, 0
 * if none, -1 on another board; and the path of that chain, as its
 * walk of the layers writes it (the fewest hops 'known' where > 0), its
 * length, 0 if none or on another board.
 */
int	nt_quarter_hops(const struct notation_position *,
	    const struct bits *over, int from, int to);
size_t	nt_quarter_path(const struct notation_position *,
	    const struct bits *over, int from, int to, unsigned known,
	    int16_t *path);
/*
 * The same count on 16x16 (LINES_16X16, sixteen ranks at most) and on
 * the star (LINES_STAR) on a quarter of the board, one word
 * (quarters.c); -1 on another board.
 */
int	nt_wide_hops(const struct notation_position *,
	    const struct bits *over, int from, int to);
/* The path there as nt_quarter_path() writes it; -1 on another board. */
int	nt_wide_path(const struct notation_position *,
	    const struct bits *over, int from, int to, unsigned known,
	    int16_t *path);

#endif /* NOTATION_MOVES_JUMPSETS_H */
