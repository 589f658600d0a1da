/*
 * board.h -- boards (geometry.c).
 *
 * Cells are bit indices: cell = rank * stride + file, with stride = width + 1
 * so that every row ends in one padding bit that is never a cell.  A step
 * off the right edge lands on padding and a step off the left edge lands on
 * the padding of the row below, so whole-board shifts of a bitset never
 * wrap a stone from one edge to the other.  The star board is a skewed
 * 17x17 grid in which only the 121 holes are cells (spec/star.md).
 */
#ifndef NOTATION_BOARD_H
#define NOTATION_BOARD_H

#include "base/base.h"

#define MAX_DIRS	8
#define DIR_REACH	32	/* beyond any offset, stride + 1 <= 19 */
#define SHAPE_REACH	(NOTATION_MAX_CELLS - 1) /* any two cells' */
/* ------------------------------------------------------------------ */
/* Geometry (geometry.c)                                              */

enum board_shape {
	SHAPE_SQUARE = 0,
	SHAPE_STAR,
	SHAPE_TRACK
};

/*
 * The boards whose lines (up[]) the jump searches take as constants, a
 * shift by a count the compiler knows costing a third of one read from
 * the geometry: Halma's 10x10 with eight directions and the corners
 * game's 8x8 with four (moves/hops.c, in the first two words of a set),
 * 16x16 with eight and the star (moves/jumps.c).  Told by the lines,
 * once, when the board is made.
 */
enum board_lines {
	LINES_ANY = 0,
	LINES_10X10,
	LINES_8X8,
	LINES_16X16,
	LINES_STAR
};

/* The names cell_at[][] holds: files a-z and more, ranks up to 31. */
#define NAME_FILES	32
#define NAME_RANKS	32
/* The rank bytes name2[] holds: '1' and the 15 after it. */
#define NAME2_RANKS	16

/* The track's loop (nt_geometry_init_track()): its cells in order. */
#define TRACK_LOOP	40

struct geometry {
	enum board_shape shape;
	int		 width;		/* files */
	int		 height;	/* ranks */
	int		 stride;	/* width + 1 */
	int		 ncells;
	struct bits	 valid;
	int		 narrow;	/* every cell in the first two words
					   of a set: the searches of
					   moves/jumps.c take two words */
	int		 ndirs;
	int		 dx[MAX_DIRS];	/* direction order = tie-break order */
	int		 dy[MAX_DIRS];
	int		 off[MAX_DIRS];	/* dy * stride + dx */
	/*
	 * The positive offsets, one a line: every direction's opposite
	 * is a direction too, so the bitset searches of moves/jumps.c
	 * jump both ways along a line at once.
	 */
	int		 nlines;
	int		 up[MAX_DIRS];
	int		 band;		/* the longest jump, in bits */
	/*
	 * The bits of a cell's neighbours in the 64 of a set from the
	 * cell less 31 (moves/dice_chains.c), 0 if one lies beyond or if
	 * a cell's neighbour by offset is ever a cell not its neighbour:
	 * where it is not 0, a cell's neighbours are its bits that are
	 * cells (moves/kind_dice.c, step_locked()).
	 */
	uint64_t	 nbmask;
	enum board_lines lines;		/* LINES_ANY, or known lines */
	/*
	 * The direction of each offset, at dir_of[offset + DIR_REACH], or
	 * -1: nb[c][d] is c + off[d] or -1, so the one direction along
	 * which b can neighbour a is dir_of[b - a], found without a search
	 * (nt_geometry_step_dir(), nt_geometry_jump_dir()).
	 */
	int8_t		 dir_of[2 * DIR_REACH + 1];
	/*
	 * What lies between two cells of the board, by their difference:
	 * shape_of[b - a + SHAPE_REACH] is SHAPE_STEP + d where b is a's
	 * neighbour in direction d for every cell a whose b is a cell this
	 * far off; SHAPE_JUMP + d where b is two steps from a along d,
	 * over a cell between, for every such a whose nb[a][d] is a cell
	 * (and for no other); SHAPE_NONE where b is neither for any a;
	 * SHAPE_ASK where it is for some, otherwise (never with the padding
	 * bit of every row, but made to tell, not assumed).  The parse's
	 * test of a step or a jump in one look (nt_geometry_shape()).
	 */
	int8_t		 shape_of[2 * SHAPE_REACH + 1];
	int16_t		 nb[NOTATION_MAX_CELLS][MAX_DIRS]; /* -1 = off board */
	/*
	 * How many steps along each direction stay on the board: a long
	 * jump from c in direction d lands within edge[c][d] steps, so its
	 * stone stands within half of them (moves/jumps.c, landing()).
	 */
	int8_t		 edge[NOTATION_MAX_CELLS][MAX_DIRS];
	/* The track: the loop's cells in the order a horse runs them. */
	int16_t		 loop[TRACK_LOOP];
	/*
	 * The cell of each name, by file (0 for 'a') and rank (1-based),
	 * -1 where the board has none: the move parser's fast path reads
	 * a name with one look (moves.h, nt_fast_cell()).
	 */
	int16_t		 cell_at[NAME_FILES][NAME_RANKS];
	/*
	 * The same for the names of two bytes, by the bytes less 'a' and
	 * '1': name2[rank << 8 | file], -1 where the board has none (a
	 * rank byte past '9' too), so that the parser reads the short form
	 * "i2-a8" as one word and a byte, checked with one mask, and finds
	 * each cell with one look (moves.h, nt_short_cells()).
	 */
	int16_t		 name2[NAME2_RANKS << 8];
	/*
	 * The same for the names of three bytes whose rank is 10 to 19,
	 * by the file byte less 'a' and the last less '0' (the middle one
	 * '1'): name10[last << 8 | file] (kind_plain_turn.c).
	 */
	int16_t		 name10[NAME2_RANKS << 8];
	/*
	 * Where nbmask is not 0: the bits of nbmask whose neighbour of the
	 * cell has a cell beyond it along the line, the short jumps' ways
	 * from it (moves/dice_chains.c): bit 31 + off[d] where edge[c][d]
	 * is 2 or more.  Last: the searches that read it are few.
	 */
	uint64_t	 jmask[NOTATION_MAX_CELLS];
	/*
	 * The file and rank of each cell, c % stride and c / stride, read
	 * without a division (moves/dice_chains.c).
	 */
	uint8_t		 xy[NOTATION_MAX_CELLS][2];
};

/*
 * Square board width x height (each 1..16) with 4 (orthogonal) or 8
 * directions; or the 121-hole star (6 directions).  0 or -1.
 */
int	nt_geometry_init_square(struct geometry *, int width, int height,
	    int ndirs);
int	nt_geometry_init_star(struct geometry *);
/*
 * The track of Petits chevaux (spec/boards.md, "The track"): the
 * cross-shaped course on an 11x11 grid, a loop of 40 cells round the
 * cross, run clockwise, and four home lanes of 4 cells from the middle
 * of each arm's tip towards the centre; 56 cells, 4 directions.
 */
int	nt_geometry_init_track(struct geometry *);
/*
 * Keep only the cells of 'cells' (board: cells, spec/rules-format.md) on
 * a board made by nt_geometry_init_square(), and link them again: the
 * others are no cells, and no step or jump reaches or crosses them.
 */
void	nt_geometry_mask(struct geometry *, const struct bits *cells);
/*
 * The distance between two cells that every rule measuring one uses (the
 * tempo count, the goal cells nearest a corner, the far corner): on a
 * square board |files| + |ranks|, on the star the number of steps along
 * its lines, max(|da|, |db|, |dc|) in its cube coordinates
 * (spec/rules-format.md, "Distances").
 */
int	nt_geometry_distance(const struct geometry *, int a, int b);

/* The direction d with off[d] == k, or -1. */
static inline int
nt_geometry_dir(const struct geometry *g, int k)
{
	if (k < -DIR_REACH || k > DIR_REACH)
		return -1;
	return g->dir_of[k + DIR_REACH];
}

/*
 * shape_of[]'s answer for cells a and b of the board: SHAPE_STEP + d,
 * SHAPE_JUMP + d (a jump where nb[a][d] is a cell), SHAPE_NONE, or
 * SHAPE_ASK (then ask nt_geometry_step_dir() and nt_geometry_jump_dir()).
 * The table holds every difference of two cells: no test of its range.
 */
#define SHAPE_STEP	0
#define SHAPE_JUMP	MAX_DIRS
#define SHAPE_NONE	(-1)
#define SHAPE_ASK	(-2)
static inline int
nt_geometry_shape(const struct geometry *g, int a, int b)
{
	return g->shape_of[b - a + SHAPE_REACH];
}

/* The direction along which b is a's neighbour, or -1 (a on the board). */
static inline int
nt_geometry_step_dir(const struct geometry *g, int a, int b)
{
	int	 d = nt_geometry_dir(g, b - a);

	return d >= 0 && g->nb[a][d] == b ? d : -1;
}

/*
 * The direction along which b is two steps from a, over the cell
 * between, or -1 (a on the board): a short jump's.
 */
static inline int
nt_geometry_jump_dir(const struct geometry *g, int a, int b)
{
	int	 d, mid;

	if (((b - a) & 1) != 0 || (d = nt_geometry_dir(g, (b - a) / 2)) < 0 ||
	    (mid = g->nb[a][d]) < 0 || g->nb[mid][d] != b)
		return -1;
	return d;
}

#endif /* NOTATION_BOARD_H */
