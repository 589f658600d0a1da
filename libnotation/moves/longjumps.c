/*
 * longjumps.c -- whether a chain of long jumps (Super- or Spronghalma)
 * takes a stone from one cell to another where no line, forward or
 * station key directs the jumps: the search of every such move the
 * checker is given (jumps.c, nt_jump_reaches()).
 *
 * A long jump goes over the first stone on a line, at distance k, onto
 * the cell k further on, the k cells behind the stone empty and on the
 * board.  Walking the line cell by cell to find it cost about 36
 * instructions for each of the eight directions of every cell the
 * search reached, most of the validator's time on Spronghalma.  Here
 * the stones of each line (rank, file and both diagonals) are a bit
 * mask, kept once each way, the cells off the board set in it as walls:
 * the first stone along a direction is the lowest set bit beyond the
 * cell's, and the cells behind it one test of k bits, which a wall
 * fails.
 */
#include <string.h>

#include "moves/jumpsets.h"

/*
 * The longest line of any board (the star's 17 ranks, spec/star.md; a
 * square board has 16 at most) and the most lines of one kind (the
 * diagonals of one slope).
 */
#define LINE_MAX	17
#define LINES		(2 * LINE_MAX - 1)

/* The four kinds of line. */
enum { L_RANK, L_FILE, L_RISE, L_FALL, NKINDS };

/*
 * A step up each kind of line, in files and in ranks: up a rank is
 * towards higher files, up the others towards higher ranks.  A cell's
 * place on its line counts that way: its file on a rank, its rank on
 * the others.
 */
static const int	 step_x[NKINDS] = { 1, 0, 1, -1 };
static const int	 step_y[NKINDS] = { 0, 1, 1, 1 };

/* The ways along the lines: d = 2 f + 1 up a line of kind f, 2 f down. */
#define NWAYS		(2 * NKINDS)

/*
 * The longest hop's half: a jump of half k takes 2 k + 1 cells of a
 * line, which has LINE_MAX at most.
 */
#define HALF_MAX	(LINE_MAX / 2)

/*
 * The stones of a board, one word a line, in m[], each way: up holds
 * place i at bit i, down at bit DOWN - i, so that the cells either way
 * from a cell are the bits above its own, one shift, and a stone is
 * turned over in both with one xor.  A line's number is the rank of a
 * rank, the file of a file, x - y + height - 1 of a rising diagonal and
 * x + y of a falling one; a cell is y * stride + x (board.h) on every
 * board.  The cells off the board are walls, set bits: beyond a line's
 * end up to the down half (two are enough, the first stone and the
 * first cell behind it), and below its start, in the down half down
 * to bit 63 (two at least: bits 62 and 63).  A kind of line the
 * board's directions lack (the diagonals of four directions, one of
 * the star's) is all wall, so that no jump goes along it, and use[]
 * keeps its stones out.
 */
#define DOWN		61
struct lines {
	uint64_t	 m[NKINDS * LINES];
	uint64_t	 use[NKINDS];
	/*
	 * The k cells behind a first stone at bit k - 1, bits k to
	 * 2 k - 1 (all above k where 2 k passes the word), by k - 1.
	 */
	uint64_t	 behind[64];
};

/* The mask of line n of kind f in struct lines' m[]. */
#define MASK(f, n)	((f) * LINES + (n))

/*
 * The masks of the last search of this thread: the stones of occ and
 * the walls of a board of that shape, measures, directions and cells
 * (width 0: none yet).  A search's stones are the last one's but for
 * the few cells the plies between them changed: each such cell is
 * turned over in its masks, where making them all anew cost about
 * 1,000 instructions a search, as much as the masks saved.  They are a
 * function of the stones and the board alone, so a search of another
 * game or board finds them right too, only at more cost.  One set for
 * each thread: the library is used by several at once.
 */
struct line_cache {
	enum board_shape shape;
	int		 width, height, stride, ndirs;
	struct bits	 valid;
	int		 holes;	/* a line with a hole: not used */
	uint32_t	 inv;	/* 65536 / stride, rounded up */
	struct bits	 occ;
	struct lines	 l;
	/*
	 * Each cell's lines each way d, looked up where working out its
	 * line and place from its file and rank cost a division and a
	 * dozen instructions each cell a search reached: w[d] its line's
	 * mask that way, sh[d] its bit there plus one (the shift that
	 * brings the cells beyond it to bit 0); and which search reached
	 * it: seen, gen for from's, gen + 1 for to's, where clearing a
	 * map of the cells cost each search more than the rest of its
	 * set-up.  24 bytes a cell; the searches go by the entries, not
	 * by the cells, which a cell's entry names (cell) for the stones
	 * they jump.
	 */
	struct at {
		uint16_t	 w[NKINDS];
		uint8_t		 sh[NWAYS];
		uint32_t	 seen;
		int16_t		 cell;
	}		 at[NOTATION_MAX_CELLS];
	uint32_t	 gen;
	/*
	 * What turning each cell over changes: its bit in the mask of
	 * each way (0 for a kind not in use).
	 */
	uint64_t	 bit[NOTATION_MAX_CELLS][NKINDS];
	/*
	 * A hop of half z + 1 way d: its landing's entry in at[], as an
	 * offset from the start's in bytes, and the stone it goes over, as
	 * an offset in cells; 0 for z from HALF_MAX on.  By any distance
	 * of a first stone (below 64): the search looks up every way's,
	 * hop or not, and keeps a hop's alone.
	 */
	int16_t		 land[NWAYS][64], mid[NWAYS][64];
};

static _Thread_local struct line_cache	 cache;

/* The number of cell (x, y)'s line of kind f, and its place on it. */
static int
line_of(int f, int x, int y, int h, int *i)
{
	*i = f == L_RANK ? x : y;
	switch (f) {
	case L_RANK:
		return y;
	case L_FILE:
		return x;
	case L_RISE:
		return x - y + h - 1;
	default:
		return x + y;
	}
}

/* Turn cell c over in the masks. */
static inline void
lines_flip(struct line_cache *lc, int c)
{
	const struct at	*a = &lc->at[c];
	int		 d;

	UNROLL
	for (d = 0; d < NKINDS; d++)
		lc->l.m[a->w[d]] ^= lc->bit[c][d];
}

/* lc->at[] of cell (x, y). */
static void
at_init(struct line_cache *lc, int x, int y)
{
	struct at	*a = &lc->at[y * lc->stride + x];
	uint64_t	*bit = lc->bit[y * lc->stride + x];
	int		 f, n, i, b;

	a->cell = (int16_t)(y * lc->stride + x);
	for (f = 0; f < NKINDS; f++) {
		n = line_of(f, x, y, lc->height, &i);
		a->w[f] = (uint16_t)MASK(f, n);
		a->sh[2 * f + 1] = (uint8_t)(i + 1);
		a->sh[2 * f] = (uint8_t)(DOWN + 1 - i);
		b = lc->l.use[f] != 0;
		bit[f] = ((uint64_t)b << i) | ((uint64_t)b << (DOWN - i));
	}
}

/* Has the line whose cells on the board are on a hole in it? */
static int
holed(uint64_t on)
{
	if (on == 0)
		return 0;
	on >>= __builtin_ctzll(on);
	return (on & (on + 1)) != 0;
}

/*
 * The walls of board g and no stones: the cells of each line that are
 * on the board clear, all else set.  A line with a hole in it would
 * make a wall the first stone of a jump: a square board whose cells
 * cut one out (spec/rules-format.md, "cells") sets holes, and its
 * searches take the breadth-first way.  The square, the star and the
 * track have none.
 */
static void
lines_init(struct line_cache *lc, const struct geometry *g)
{
	struct lines	*l = &lc->l;
	int		 f, x, y, n, k, z, off;

	memset(lc, 0, sizeof(*lc));
	lc->shape = g->shape;
	lc->width = g->width;
	lc->height = g->height;
	lc->stride = g->stride;
	lc->ndirs = g->ndirs;
	lc->valid = g->valid;
	lc->inv = 65536 / (uint32_t)g->stride + 1;
	for (k = 1; k <= 64; k++)
		l->behind[k - 1] = k >= 64 ? 0 : 2 * k <= 64 ?
		    (((uint64_t)1 << k) - 1) << k : ~(uint64_t)0 << k;
	if (g->width > LINE_MAX || g->height > LINE_MAX) {
		lc->holes = 1;
		return;
	}
	for (f = 0; f < NKINDS; f++) {
		off = step_y[f] * g->stride + step_x[f];
		if (g->dir_of[DIR_REACH + off] >= 0)
			l->use[f] = ~(uint64_t)0;
		for (z = 0; z < HALF_MAX; z++) {
			lc->land[2 * f + 1][z] = (int16_t)(2 * (z + 1) * off *
			    (int)sizeof(struct at));
			lc->land[2 * f][z] = (int16_t)(-2 * (z + 1) * off *
			    (int)sizeof(struct at));
			lc->mid[2 * f + 1][z] = (int16_t)((z + 1) * off);
			lc->mid[2 * f][z] = (int16_t)(-(z + 1) * off);
		}
	}
	for (y = 0; y < g->height; y++)
		for (x = 0; x < g->width; x++)
			if (bits_test(&g->valid, y * g->stride + x)) {
				at_init(lc, x, y);
				lines_flip(lc, y * g->stride + x);
			}
	for (f = 0; f < NKINDS; f++)
		for (n = 0; n < LINES; n++) {
			lc->holes |= holed(l->m[MASK(f, n)] &
			    (((uint64_t)1 << LINE_MAX) - 1));
			l->m[MASK(f, n)] = ~l->m[MASK(f, n)];
		}
}

/*
 * This thread's masks, brought to the stones of occ on g; NULL where
 * g has a line with a hole.
 */
static struct line_cache *
lines_of(const struct geometry *g, const struct bits *occ)
{
	struct line_cache	*lc = &cache;
	uint64_t		 diff[BITS_WORDS];
	unsigned		 nz = 0;
	int			 k;

	if (lc->width != g->width || lc->height != g->height ||
	    lc->stride != g->stride || lc->ndirs != g->ndirs ||
	    lc->shape != g->shape || !bits_equal(&lc->valid, &g->valid))
		lines_init(lc, g);
	if (lc->holes)
		return NULL;
	/*
	 * The cells that differ, turned over in one loop, nz the words
	 * that still have some: a loop over each word, most of them with
	 * none, mispredicted its test of the word or its end about three
	 * times a search.
	 */
	UNROLL
	for (k = 0; k < BITS_WORDS; k++) {
		diff[k] = lc->occ.w[k] ^ occ->w[k];
		lc->occ.w[k] = occ->w[k];
		nz |= (unsigned)(diff[k] != 0) << k;
	}
	while (nz != 0) {
		k = __builtin_ctz(nz);
		lines_flip(lc, 64 * k + __builtin_ctzll(diff[k]));
		diff[k] &= diff[k] - 1;
		nz &= ~((unsigned)(diff[k] == 0) << k);
	}
	return lc;
}

/*
 * The hop of a long jump from cell c way d on the masks of lc: its
 * half less one (z, below HALF_MAX, for land[] and mid[]), or -1 for
 * none.  The cells beyond c are bit 0 on of the mask shifted; the first
 * stone is the lowest set bit, z, where the z + 1 cells behind it are
 * clear.  The walls make the shifted mask never 0; a wall taken for the
 * first stone has walls behind it.
 */
static inline long
hop_at(const struct line_cache *lc, const struct at *a, int d)
{
	uint64_t	 r = lc->l.m[a->w[d >> 1]] >> a->sh[d];
	unsigned long	 z = (unsigned)__builtin_ctzll(r);

	/* One test of a mask looked up: the mask made costs three more. */
	return (r & lc->l.behind[z]) != 0 ? -1 : (long)z;
}

/*
 * Is b one long jump from a, (bx, by) from (ax, ay), on the masks of lc,
 * over a stone of over unless any?
 */
static int
one_hop(const struct line_cache *lc, const struct bits *over, int any,
    int a, int ax, int ay, int bx, int by)
{
	int	 dx = bx - ax, dy = by - ay, f, t, z, d;

	if (dy == 0)
		f = L_RANK;
	else if (dx == 0)
		f = L_FILE;
	else if (dx == dy)
		f = L_RISE;
	else if (dx == -dy)
		f = L_FALL;
	else
		return 0;
	t = f == L_RANK ? dx : dy;
	if ((t & 1) != 0)
		return 0;
	d = 2 * f + (t > 0);
	z = hop_at(lc, &lc->at[a], d);
	return z >= 0 && 2 * (z + 1) == (t < 0 ? -t : t) && (any ||
	    bits_test(over, a + lc->mid[d][z]));
}

/*
 * Is 'to' (empty) reached from 'from' by a chain of long jumps that no
 * line, forward or station key restricts?  Such a hop is a hop back: the
 * same cells lie empty between its start, the stone jumped and its
 * landing, and every cell a chain lands on is as empty as its start, the
 * stone lifted.  So the chain exists exactly when two searches, one from
 * each end, meet.  Each turn grows the side with fewer cells waiting by
 * a whole level: a chain of h hops costs two searches of about h / 2
 * levels instead of one of h (bench/README.md, "the seventh pass").
 * over: the stones the stone may jump over, read only where jump-over
 * is not any (every stone of a line's mask may be jumped then; NULL
 * will do).  -1
 * where the board has a line with a hole (lines_init()): the caller
 * searches the other way.
 */
/*
 * The two searches of nt_long_meets() from 'from' and 'to' on the masks
 * of lc, compiled for any (every stone may be jumped: over is not read)
 * and for the rest, where the test of over each landing would ask of
 * the flag first.  Each landing is written at its queue's end before
 * the test of whether it was new, so a queue must have room for one
 * more than the cells it can hold: boards of LINE_MAX by LINE_MAX at
 * most (lines_init()), the other search's start never among them.
 */
_Static_assert(LINE_MAX * LINE_MAX < NOTATION_MAX_CELLS,
    "meets(): a queue has room for every cell of a board and one more");
SPECIALISED int
meets(struct line_cache *lc, const struct bits *over, int from, int to,
    int any)
{
	struct at		*queue[2][NOTATION_MAX_CELLS], **q;
	struct at		*a, *n;
	int			 head[2] = { 0, 0 }, tail[2] = { 1, 1 };
	int			 s, end, d, i;
	long			 t;
	unsigned long		 z, hop;
	uint64_t		 r, met;
	long			 mid;
	uint32_t		 gen, own, them, w;

	/*
	 * A new pair of marks, all cells' marks cleared where they wrap.
	 * An earlier search's marks (gen - 4k, gen - 4k + 1) xor either of
	 * this one's give 2 or more, as a cell no search reached does (0,
	 * and marks from 4 on): new to this search (w below).
	 */
	if ((gen = lc->gen += 4) == 0) {
		for (i = 0; i < NOTATION_MAX_CELLS; i++)
			lc->at[i].seen = 0;
		gen = lc->gen = 4;
	}
	lc->at[from].seen = gen;
	lc->at[to].seen = gen + 1;
	queue[0][0] = &lc->at[from];
	queue[1][0] = &lc->at[to];
	while (head[0] < tail[0] && head[1] < tail[1]) {
		s = tail[0] - head[0] <= tail[1] - head[1] ? 0 : 1;
		own = gen + (uint32_t)s;
		them = gen + ((uint32_t)s ^ 1);
		q = queue[s];
		t = tail[s];
		for (i = head[s], end = tail[s]; i < end; i++) {
			a = q[i];
			met = 0;
			/*
			 * Each way's outcome is data, not a branch: about a
			 * third of the ways hop, in no order a predictor
			 * learns.  A way that does not hop lands on a itself,
			 * whose mark is own already.  Every landing is marked
			 * own and written at the queue's end, which moves on
			 * only where the cell was new: w, its mark xor the
			 * other search's, is 0 where the searches meet, 1
			 * where this one had it (the two marks differ in bit
			 * 0 alone), more where neither had: one compare.
			 */
			UNROLL
			for (d = 0; d < NWAYS; d++) {
				r = lc->l.m[a->w[d >> 1]] >> a->sh[d];
				z = (unsigned long)__builtin_ctzll(r);
				hop = (r & lc->l.behind[z]) == 0;
				if (!any) {
					mid = lc->mid[d][z] & -(long)hop;
					hop &= (unsigned long)bits_test(over,
					    a->cell + (int)mid);
				}
				n = (struct at *)(void *)((char *)a +
				    (lc->land[d][z] & -(long)hop));
				w = n->seen ^ them;
				met |= (uint64_t)w - 1;
				n->seen = own;
				q[t] = n;
				t += w > 1;
			}
			/* Bit 63 of met: some w was 0. */
			if ((int64_t)met < 0)
				return 1;
		}
		head[s] = end;
		tail[s] = (int)t;
	}
	return 0;
}

/*
 * meets() compiled for each case, out of line: lc an argument, not the
 * thread's own, which the compiler would work out afresh each way.
 */
static NT_NOINLINE int
meets_any(struct line_cache *lc, int from, int to)
{
	return meets(lc, NULL, from, to, 1);
}

static NT_NOINLINE int
meets_over(struct line_cache *lc, const struct bits *over, int from,
    int to)
{
	return meets(lc, over, from, to, 0);
}

int
nt_long_meets(const struct notation_position *p, const struct bits *over,
    int from, int to)
{
	const struct geometry	*g = &p->rules->geo;
	struct line_cache	*lc;
	struct bits		 occ;
	int			 fx, fy, x, y;
	int			 any = p->rules->jump_over == JUMP_OVER_ANY;

	occ = p->occ;
	bits_clear(&occ, from);
	if ((lc = lines_of(g, &occ)) == NULL)
		return -1;
	fy = (int)(((uint32_t)from * lc->inv) >> 16);
	fx = from - fy * g->stride;
	y = (int)(((uint32_t)to * lc->inv) >> 16);
	x = to - y * g->stride;
	/* A chain of one hop, found without a search. */
	if (one_hop(lc, over, any, from, fx, fy, x, y))
		return 1;
	if (any)
		return meets_any(lc, from, to);
	return meets_over(lc, over, from, to);
}
