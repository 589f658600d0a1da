/*
 * geometry.c -- boards as cells and direction vectors.
 *
 * A board knows nothing of players or records: which cells exist, which
 * directions a stone may move in, and the neighbour of every cell in every
 * direction.  Cells are bit indices (internal.h) so that occupancy is a
 * bitset and a whole-board move in one direction is one shift.
 */
#include <string.h>

#include "board/board.h"

/*
 * Direction orders.  The order is the tie-break order of spec/moves.md
 * (which shortest hop path the long form names), so it is part of the
 * notation: never reorder.
 */
static const int dirs8[8][2] = {
	{ 0, 1 }, { 1, 1 }, { 1, 0 }, { 1, -1 },
	{ 0, -1 }, { -1, -1 }, { -1, 0 }, { -1, 1 }
};
static const int dirs4[4][2] = {
	{ 0, 1 }, { 1, 0 }, { 0, -1 }, { -1, 0 }
};
/* The star's six lines on the skewed grid (spec/star.md). */
static const int dirs6[6][2] = {
	{ 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 0 }, { -1, -1 }, { 0, -1 }
};

/*
 * The lines of the boards the searches know (enum board_lines), in the
 * order geometry_link() finds them; the first two only where every cell
 * is in the first two words of a set.
 */
static const struct {
	enum board_lines id;
	int		 narrow;
	int		 nlines;
	int		 up[MAX_DIRS];
} known_lines[] = {
	{ LINES_10X10, 1, 4, { 11, 12, 1, 10 } },
	{ LINES_8X8, 1, 2, { 9, 1 } },
	{ LINES_16X16, 0, 4, { 17, 18, 1, 16 } },
	{ LINES_STAR, 0, 3, { 1, 19, 18 } }
};

static enum board_lines
lines_known(const struct geometry *g)
{
	size_t	 i;
	int	 d;

	for (i = 0; i < sizeof(known_lines) / sizeof(known_lines[0]); i++) {
		if (known_lines[i].nlines != g->nlines ||
		    (known_lines[i].narrow && !g->narrow))
			continue;
		for (d = 0; d < g->nlines; d++)
			if (known_lines[i].up[d] != g->up[d])
				break;
		if (d == g->nlines)
			return known_lines[i].id;
	}
	return LINES_ANY;
}

/*
 * shape_of[] from nb[][], asked of the pairs of cells themselves, all in
 * one pass over the cells (a rule set is resolved, and its board made,
 * for each game of a record that names it).  A step along d is always
 * off[d] long and a jump 2 * off[d] (geometry_link()), so every other
 * difference is SHAPE_NONE.  off[d] is SHAPE_STEP + d where each pair
 * that far apart is a step along d; 2 * off[d] is SHAPE_JUMP + d where
 * each pair that far apart whose nb[a][d] is a cell is a jump along d;
 * a difference that is neither, or both (a board two files wide: the
 * diagonal's is the file jump's), is SHAPE_ASK.
 */
static void
shapes_by_difference(struct geometry *g)
{
	int	 bad[2][MAX_DIRS] = { { 0 } };
	int	 a, b, d, j, k, m, is;

	BITS_FOREACH(a, &g->valid)
		for (d = 0; d < g->ndirs; d++) {
			m = g->nb[a][d];
			for (j = 0; j <= 1; j++) {
				b = a + (j + 1) * g->off[d];
				if (b < 0 || b >= NOTATION_MAX_CELLS ||
				    !bits_test(&g->valid, b))
					continue;
				is = j ? m >= 0 && g->nb[m][d] == b : m == b;
				if (j ? (m >= 0) != is : !is)
					bad[j][d] = 1;
			}
		}
	memset(g->shape_of, SHAPE_NONE, sizeof(g->shape_of));
	for (j = 0; j <= 1; j++)
		for (d = 0; d < g->ndirs; d++) {
			k = (j + 1) * g->off[d];
			if (k < -SHAPE_REACH || k > SHAPE_REACH)
				continue;
			g->shape_of[k + SHAPE_REACH] = (int8_t)(bad[j][d] ||
			    g->shape_of[k + SHAPE_REACH] != SHAPE_NONE ?
			    SHAPE_ASK : (j ? SHAPE_JUMP : SHAPE_STEP) + d);
		}
}

static void
geometry_link(struct geometry *g, const int (*dirs)[2], int ndirs)
{
	uint64_t beyond = 0;
	int	 c, d, x, y, nx, ny, n;

	g->ndirs = ndirs;
	memset(g->dir_of, -1, sizeof(g->dir_of));
	for (d = 0; d < ndirs; d++) {
		g->dx[d] = dirs[d][0];
		g->dy[d] = dirs[d][1];
		g->off[d] = dirs[d][1] * g->stride + dirs[d][0];
		if (g->off[d] >= -DIR_REACH && g->off[d] <= DIR_REACH)
			g->dir_of[g->off[d] + DIR_REACH] = (int8_t)d;
	}
	/* The direction tables below all come in opposite pairs. */
	g->nlines = g->band = 0;
	for (d = 0; d < ndirs; d++)
		if (g->off[d] > 0) {
			g->up[g->nlines++] = g->off[d];
			if (2 * g->off[d] > g->band)
				g->band = 2 * g->off[d];
		}
	g->nbmask = 0;
	if (g->band <= 62)
		for (d = 0; d < ndirs; d++)
			g->nbmask |= 1ull << (31 + g->off[d]);
	for (c = 0; c < NOTATION_MAX_CELLS; c++)
		for (d = 0; d < MAX_DIRS; d++)
			g->nb[c][d] = -1;
	g->ncells = 0;
	BITS_FOREACH(c, &g->valid) {
		g->ncells++;
		x = c % g->stride;
		y = c / g->stride;
		for (d = 0; d < ndirs; d++) {
			nx = x + g->dx[d];
			ny = y + g->dy[d];
			if (nx < 0 || ny < 0 || nx >= g->width || ny >= g->height)
				continue;
			n = ny * g->stride + nx;
			if (bits_test(&g->valid, n))
				g->nb[c][d] = (int16_t)n;
		}
	}
	/*
	 * nbmask also tells that a cell's neighbour by offset is a cell
	 * only where it is its neighbour (no row wraps onto a cell), so
	 * that a cell's neighbours are nbmask and a window of valid.
	 */
	BITS_FOREACH(c, &g->valid)
		for (d = 0; d < ndirs; d++)
			if ((n = c + g->off[d]) >= 0 && n < NOTATION_MAX_CELLS &&
			    bits_test(&g->valid, n) && g->nb[c][d] != n)
				g->nbmask = 0;
	memset(g->edge, 0, sizeof(g->edge));
	BITS_FOREACH(c, &g->valid)
		for (d = 0; d < ndirs; d++)
			for (n = g->nb[c][d]; n >= 0; n = g->nb[n][d])
				g->edge[c][d]++;
	memset(g->jmask, 0, sizeof(g->jmask));
	memset(g->xy, 0, sizeof(g->xy));
	BITS_FOREACH(c, &g->valid) {
		g->xy[c][0] = (uint8_t)(c % g->stride);
		g->xy[c][1] = (uint8_t)(c / g->stride);
		for (d = 0; d < ndirs; d++)
			if (g->nbmask != 0 && g->edge[c][d] >= 2)
				g->jmask[c] |= 1ull << (31 + g->off[d]);
	}
	for (c = 2; c < BITS_WORDS; c++)
		beyond |= g->valid.w[c];
	g->narrow = beyond == 0;
	g->lines = lines_known(g);
	shapes_by_difference(g);
	memset(g->cell_at, -1, sizeof(g->cell_at));
	memset(g->name2, -1, sizeof(g->name2));
	memset(g->name10, -1, sizeof(g->name10));
	BITS_FOREACH(c, &g->valid) {
		g->cell_at[c % g->stride][c / g->stride + 1] = (int16_t)c;
		if (c / g->stride < 9)
			g->name2[(c / g->stride) << 8 | c % g->stride] =
			    (int16_t)c;
		else if (c / g->stride < 19)
			g->name10[(c / g->stride - 9) << 8 | c % g->stride] =
			    (int16_t)c;
	}
}

int
nt_geometry_init_square(struct geometry *g, int width, int height, int ndirs)
{
	int	 x, y;

	if (width < 1 || width > 16 || height < 1 || height > 16 ||
	    (ndirs != 4 && ndirs != 8))
		return -1;
	memset(g, 0, sizeof(*g));
	g->shape = SHAPE_SQUARE;
	g->width = width;
	g->height = height;
	g->stride = width + 1;
	for (y = 0; y < height; y++)
		for (x = 0; x < width; x++)
			bits_set(&g->valid, y * g->stride + x);
	geometry_link(g, ndirs == 8 ? dirs8 : dirs4, ndirs);
	return 0;
}

/*
 * The star: in cube coordinates a = x - 8, b = 8 - y, c = y - x (so that
 * the six lines are the steps of dirs6), the union of the two big
 * triangles { a, b, c <= 4 } and { a, b, c >= -4 }: 91 + 91 - 61 = 121
 * holes.
 */
int
nt_geometry_init_star(struct geometry *g)
{
	int	 x, y, a, b, c;

	memset(g, 0, sizeof(*g));
	g->shape = SHAPE_STAR;
	g->width = 17;
	g->height = 17;
	g->stride = 18;
	for (y = 0; y < 17; y++)
		for (x = 0; x < 17; x++) {
			a = x - 8;
			b = 8 - y;
			c = y - x;
			if ((a <= 4 && b <= 4 && c <= 4) ||
			    (a >= -4 && b >= -4 && c >= -4))
				bits_set(&g->valid, y * g->stride + x);
		}
	geometry_link(g, dirs6, 6);
	return 0;
}

/*
 * The track: the cross of the files e to g and the ranks 5 to 7 of an
 * 11x11 grid; its border is the loop, and the middle file and rank
 * inside it, less the centre f6, the four home lanes.  The loop runs
 * clockwise from the tip of the bottom arm, f1: along the bottom edge
 * to e1, up file e, out along rank 5, and so round.  Each stretch is a
 * start and a step, run for a count of cells.
 */
int
nt_geometry_init_track(struct geometry *g)
{
	static const int legs[][5] = {
		/* x, y, dx, dy, cells */
		{ 5, 0, -1, 0, 2 }, { 4, 1, 0, 1, 4 }, { 3, 4, -1, 0, 4 },
		{ 0, 5, 0, 1, 2 }, { 1, 6, 1, 0, 4 }, { 4, 7, 0, 1, 4 },
		{ 5, 10, 1, 0, 2 }, { 6, 9, 0, -1, 4 }, { 7, 6, 1, 0, 4 },
		{ 10, 5, 0, -1, 2 }, { 9, 4, -1, 0, 4 }, { 6, 3, 0, -1, 4 },
	};
	size_t	 i;
	int	 n = 0, k, x, y;

	memset(g, 0, sizeof(*g));
	g->shape = SHAPE_TRACK;
	g->width = 11;
	g->height = 11;
	g->stride = 12;
	for (i = 0; i < sizeof(legs) / sizeof(legs[0]); i++)
		for (k = 0; k < legs[i][4]; k++) {
			x = legs[i][0] + k * legs[i][2];
			y = legs[i][1] + k * legs[i][3];
			g->loop[n++] = (int16_t)(y * g->stride + x);
			bits_set(&g->valid, y * g->stride + x);
		}
	for (k = 1; k <= 4; k++) {
		bits_set(&g->valid, k * g->stride + 5);
		bits_set(&g->valid, (10 - k) * g->stride + 5);
		bits_set(&g->valid, 5 * g->stride + k);
		bits_set(&g->valid, 5 * g->stride + 10 - k);
	}
	geometry_link(g, dirs4, 4);
	return n == TRACK_LOOP ? 0 : -1;
}

/*
 * spec/rules-format.md, "Distances".  On the star a cell (x, y) of the
 * skewed grid has cube coordinates a = x - 8, b = 8 - y, c = y - x, and
 * a step along any of the six lines changes two of them by one each, so
 * the steps between two holes are max(|da|, |db|, |dc|): the same for a
 * position and its mirror image, whichever way the mirror turns it.  On
 * a square board it is |dx| + |dy|, the count the club rules give, with
 * four directions or eight.
 */
int
nt_geometry_distance(const struct geometry *g, int a, int b)
{
	int	 dx = a % g->stride - b % g->stride;
	int	 dy = a / g->stride - b / g->stride;
	int	 dc = dy - dx;

	dx = dx < 0 ? -dx : dx;
	dy = dy < 0 ? -dy : dy;
	if (g->shape == SHAPE_STAR) {
		dc = dc < 0 ? -dc : dc;
		return dx > dy ? (dx > dc ? dx : dc) : (dy > dc ? dy : dc);
	}
	return dx + dy;
}

/*
 * A square board with some cells cut away (board: cells): the rest of the
 * rectangle keeps its names, and the neighbour tables are made again so
 * that no step lands on a cell cut away and no jump goes over one.
 */
void
nt_geometry_mask(struct geometry *g, const struct bits *cells)
{
	int	 i;

	for (i = 0; i < BITS_WORDS; i++)
		g->valid.w[i] &= cells->w[i];
	geometry_link(g, g->ndirs == 8 ? dirs8 : dirs4, g->ndirs);
}
