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

/*
 * The stones of a board, each line twice: up[] holds place i at bit i,
 * down[] at bit 31 - i, so that the cells either way from a cell are
 * the bits above its own, one shift.  A line's number is the rank of a
 * rank, the file of a file, x - y + height - 1 of a rising diagonal and
 * x + y of a falling one; a cell is y * stride + x (board.h) on every
 * board.  The cells off the board are walls, set bits: beyond a line's
 * end up to bit 63, and below its start, in down[] from bit 32 on at
 * least.  A kind of line the board's directions lack (the diagonals of
 * four directions, one of the star's) is all wall, so that no jump goes
 * along it, and use[] keeps its stones out.
 */
struct lines {
	uint64_t	 up[NKINDS][LINES], down[NKINDS][LINES];
	uint64_t	 use[NKINDS];
	/*
	 * The k cells behind a first stone at bit k - 1, bits k to
	 * 2 k - 1 (all above k where 2 k passes the word), by k - 1.
	 */
	uint64_t	 behind[64];
};

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
	 * What turning each cell of the board over changes: its line of
	 * each kind and that line's bits in up[] and down[] (none for a
	 * kind not in use), made with the walls, so that the cells the
	 * plies changed are turned over by a look-up, not by working out
	 * their lines and places each search.  A place is below 17, so
	 * both bits fit in 32.
	 */
	struct flip {
		uint32_t	 up[NKINDS], down[NKINDS];
		uint8_t		 n[NKINDS];
	}		 cell[NOTATION_MAX_CELLS];
};

static _Thread_local struct line_cache	 cache;

/* The number of cell (x, y)'s line of kind f, and its place on it. */
static inline int
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

/*
 * Turn cell c over in the masks: y = c / stride by a multiply, exact
 * for c < NOTATION_MAX_CELLS, where the error, under c / 65536, is less
 * than 1 / stride.
 */
static inline void
lines_flip(struct line_cache *lc, int c)
{
	struct lines		*l = &lc->l;
	const struct flip	*t = &lc->cell[c];
	int			 f;

	UNROLL
	for (f = 0; f < NKINDS; f++) {
		l->up[f][t->n[f]] ^= t->up[f];
		l->down[f][t->n[f]] ^= t->down[f];
	}
}

/* lc->cell[c] of cell (x, y). */
static void
flip_init(struct line_cache *lc, int x, int y)
{
	struct flip	*t = &lc->cell[y * lc->stride + x];
	int		 f, i;

	for (f = 0; f < NKINDS; f++) {
		t->n[f] = (uint8_t)line_of(f, x, y, lc->height, &i);
		t->up[f] = (uint32_t)(((uint64_t)1 << i) & lc->l.use[f]);
		t->down[f] = (uint32_t)(((uint64_t)1 << (31 - i)) &
		    lc->l.use[f]);
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
	int		 f, x, y, n, k;

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
	for (f = 0; f < NKINDS; f++)
		if (g->dir_of[DIR_REACH + step_y[f] * g->stride +
		    step_x[f]] >= 0)
			l->use[f] = ~(uint64_t)0;
	for (y = 0; y < g->height; y++)
		for (x = 0; x < g->width; x++)
			if (bits_test(&g->valid, y * g->stride + x)) {
				flip_init(lc, x, y);
				lines_flip(lc, y * g->stride + x);
			}
	for (f = 0; f < NKINDS; f++)
		for (n = 0; n < LINES; n++) {
			lc->holes |= holed(l->up[f][n]);
			l->up[f][n] = ~l->up[f][n];
			l->down[f][n] = ~l->down[f][n];
		}
}

/*
 * This thread's masks, brought to the stones of occ on g; NULL where
 * g has a line with a hole.
 */
static const struct line_cache *
lines_of(const struct geometry *g, const struct bits *occ)
{
	struct line_cache	*lc = &cache;
	uint64_t		 diff;
	int			 k;

	if (lc->width != g->width || lc->height != g->height ||
	    lc->stride != g->stride || lc->ndirs != g->ndirs ||
	    lc->shape != g->shape || !bits_equal(&lc->valid, &g->valid))
		lines_init(lc, g);
	if (lc->holes)
		return NULL;
	for (k = 0; k < BITS_WORDS; k++) {
		if ((diff = lc->occ.w[k] ^ occ->w[k]) == 0)
			continue;
		lc->occ.w[k] = occ->w[k];
		for (; diff != 0; diff &= diff - 1)
			lines_flip(lc, 64 * k + __builtin_ctzll(diff));
	}
	return lc;
}

/*
 * The distance k from a cell to the first stone of a line, the cells
 * beyond the cell that way from bit 0 of r on, where the k cells behind
 * that stone are clear: the length of a jump's half; else 0.  The walls
 * make r never 0; a wall taken for the first stone has walls behind it.
 */
static inline int
line_hop(const struct lines *l, uint64_t r)
{
	int	 z = __builtin_ctzll(r);

	/* One test of a mask looked up: the mask made costs three more. */
	return (r & l->behind[z]) != 0 ? 0 : z + 1;
}

/*
 * The cells from place i of line n of kind f on, upwards (up) or
 * downwards, for line_hop().
 */
static inline uint64_t
line_from(const struct lines *l, int f, int n, int i, int up)
{
	return up ? l->up[f][n] >> (i + 1) : l->down[f][n] >> (32 - i);
}

/*
 * Is (bx, by) one long jump from (ax, ay) on the lines l, over a stone
 * of over unless any?  The kind of line they share, the way along it
 * and the jump's half, or no jump.
 */
static int
one_hop(const struct geometry *g, const struct lines *l,
    const struct bits *over, int any, int a, int ax, int ay, int bx, int by)
{
	int	 dx = bx - ax, dy = by - ay, f, t, k, n, i;

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
	n = line_of(f, ax, ay, g->height, &i);
	k = line_hop(l, line_from(l, f, n, i, t > 0));
	return k != 0 && 2 * k == (t < 0 ? -t : t) && (any ||
	    bits_test(over, a + (t < 0 ? -k : k) * (step_y[f] * g->stride +
	    step_x[f])));
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
 * The two searches of nt_long_meets() from 'from' and 'to' on the lines
 * l, compiled for any (every stone may be jumped: over is not read) and
 * for the rest, where the test of over each landing would ask of the
 * flag first.
 */
SPECIALISED int
meets(const struct geometry *g, const struct lines *l, uint32_t inv,
    const struct bits *over, int from, int to, int any)
{
	uint8_t			 side[NOTATION_MAX_CELLS];
	int16_t			 queue[2][NOTATION_MAX_CELLS];
	int			 head[2] = { 0, 0 }, tail[2] = { 1, 1 };
	int			 off[NKINDS], b, pl;
	int			 s, end, c, n, k, f, u, x, y, h = g->height;
	int			 own, v, i, t, stride = g->stride;
	int16_t			*q;

	for (f = 0; f < NKINDS; f++)
		off[f] = step_y[f] * g->stride + step_x[f];
	/* Which search reached each cell: 1 from's, 2 to's, 0 neither. */
	memset(side, 0, sizeof(side));
	side[from] = 1;
	side[to] = 2;
	queue[0][0] = (int16_t)from;
	queue[1][0] = (int16_t)to;
	while (head[0] < tail[0] && head[1] < tail[1]) {
		s = tail[0] - head[0] <= tail[1] - head[1] ? 0 : 1;
		own = s + 1;
		q = queue[s];
		/* In locals: a store to side[] could be any of them. */
		for (i = head[s], end = t = tail[s]; i < end; i++) {
			c = q[i];
			y = (int)(((uint32_t)c * inv) >> 16);
			x = c - y * stride;
			UNROLL
			for (f = 0; f < NKINDS; f++) {
				b = line_of(f, x, y, h, &pl);
				UNROLL
				for (u = 0; u < 2; u++) {
					k = line_hop(l,
					    line_from(l, f, b, pl, u));
					if (k == 0)
						continue;
					k = u ? k : -k;
					if (!any && !bits_test(over,
					    c + k * off[f]))
						continue;
					/* Reached by this search, or met. */
					n = c + 2 * k * off[f];
					if ((v = side[n]) == own)
						continue;
					if (v != 0)
						return 1;
					side[n] = (uint8_t)own;
					q[t++] = (int16_t)n;
				}
			}
		}
		head[s] = end;
		tail[s] = t;
	}
	return 0;
}

int
nt_long_meets(const struct notation_position *p, const struct bits *over,
    int from, int to)
{
	const struct geometry	*g = &p->rules->geo;
	const struct line_cache	*lc;
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
	if (one_hop(g, &lc->l, over, any, from, fx, fy, x, y))
		return 1;
	if (any)
		return meets(g, &lc->l, lc->inv, NULL, from, to, 1);
	return meets(g, &lc->l, lc->inv, over, from, to, 0);
}
