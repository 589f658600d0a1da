/*
 * ref_solitaire.c -- the reference generator of the game box's solitaires
 * (tests/ref/ref.h; spec/rules.md sections 17.6, 17.7 and 17.13), from
 * the spec alone: the cross is the cells of the 7x7 square within one
 * file or one rank of the centre d4; a Solohalma move is one orthogonal
 * jump over a stone onto an empty cell, the stone jumped over taken off;
 * a Retour move one orthogonal jump over an empty cell onto an empty
 * cell, a new stone put on the cell jumped over.  Ster-solitair is
 * Solohalma's move on the star of spec/star.md (ref_board.c), along its
 * six lines.  It reads the stones of a position through the public API
 * and nothing else of the library.
 */
#include <check.h>
#include <string.h>

#include "harness.h"
#include "ref.h"

#define W	7		/* the cross's square */

struct ref {
	int	 stone[STAR_N][STAR_N];	/* [file][rank] */
	int	 retour;	/* over empty cells, filling them */
	int	 star;		/* the star's holes and lines */
};

static int
in_cross(int x, int y)
{
	return x >= 0 && y >= 0 && x < W && y < W &&
	    ((x >= 2 && x <= 4) || (y >= 2 && y <= 4));
}

static int
on_board(const struct ref *b, int x, int y)
{
	return b->star ? star_hole(x, y) : in_cross(x, y);
}

static uint64_t
ref_perft(struct ref *b, int depth)
{
	static const int cross[4][2] = {
		{ 0, 1 }, { 1, 0 }, { 0, -1 }, { -1, 0 }
	};
	const int	(*dir)[2] = b->star ? star_dirs : cross;
	uint64_t	 n = 0;
	int		 x, y, d, mx, my, tx, ty, mid, ndirs, size;

	ndirs = b->star ? 6 : 4;
	size = b->star ? STAR_N : W;
	for (x = 0; x < size; x++)
		for (y = 0; y < size; y++) {
			if (!b->stone[x][y])
				continue;
			for (d = 0; d < ndirs; d++) {
				mx = x + dir[d][0];
				my = y + dir[d][1];
				tx = mx + dir[d][0];
				ty = my + dir[d][1];
				if (!on_board(b, mx, my) ||
				    !on_board(b, tx, ty) || b->stone[tx][ty])
					continue;
				mid = b->stone[mx][my];
				if (mid == b->retour)
					continue;	/* not jumpable */
				if (depth == 1) {
					n++;
					continue;
				}
				b->stone[x][y] = 0;
				b->stone[mx][my] = !mid;
				b->stone[tx][ty] = 1;
				n += ref_perft(b, depth - 1);
				b->stone[x][y] = 1;
				b->stone[mx][my] = mid;
				b->stone[tx][ty] = 0;
			}
		}
	return n;
}

static void
ref_load(struct ref *b, const notation_position *p)
{
	const notation_rules	*r = notation_position_rules(p);
	int			 x, y, c;

	memset(b, 0, sizeof(*b));
	b->retour = strcmp(notation_rules_name(r), "retour") == 0;
	b->star = strcmp(notation_rules_name(r), "ster-solitair") == 0;
	for (x = 0; x < STAR_N; x++)
		for (y = 0; y < STAR_N; y++) {
			c = notation_cell_at(r, x, y);
			/*
			 * The cut corners are no cells of the library's
			 * board, nor the star's grid cells off the star.
			 */
			ck_assert_int_eq(c >= 0, on_board(b, x, y));
			b->stone[x][y] = c >= 0 && notation_position_at(p, c) == 0;
		}
}


void
ref_solitaire_agrees(const char *s, int depth, uint64_t want)
{
	notation_position	*p = pos_of(s);
	struct ref		 b;

	ref_load(&b, p);
	ref_perft_is(s, depth, notation_position_perft(p, depth),
	    ref_perft(&b, depth), want);
	notation_position_free(p);
}
