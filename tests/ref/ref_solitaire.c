/*
 * ref_solitaire.c -- the reference generator of the game box's solitaires
 * (tests/ref/ref.h; spec/rules.md sections 17.6 and 17.7), from the spec
 * alone: the cross is the cells of the 7x7 square within one file or one
 * rank of the centre d4; a Solohalma move is one orthogonal jump over a
 * stone onto an empty cell, the stone jumped over taken off; a Retour
 * move one orthogonal jump over an empty cell onto an empty cell, a new
 * stone put on the cell jumped over.  It reads the stones of a position
 * through the public API and nothing else of the library.
 */
#include <check.h>
#include <string.h>

#include "harness.h"
#include "ref.h"

#define W	7

struct ref {
	int	 stone[W][W];	/* [file][rank] */
	int	 retour;	/* over empty cells, filling them */
};

static int
in_cross(int x, int y)
{
	return x >= 0 && y >= 0 && x < W && y < W &&
	    ((x >= 2 && x <= 4) || (y >= 2 && y <= 4));
}

static uint64_t
ref_perft(struct ref *b, int depth)
{
	static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { 1, 0, -1, 0 };
	uint64_t	 n = 0;
	int		 x, y, d, mx, my, tx, ty, mid;

	for (x = 0; x < W; x++)
		for (y = 0; y < W; y++) {
			if (!b->stone[x][y])
				continue;
			for (d = 0; d < 4; d++) {
				mx = x + dx[d];
				my = y + dy[d];
				tx = x + 2 * dx[d];
				ty = y + 2 * dy[d];
				if (!in_cross(mx, my) || !in_cross(tx, ty) ||
				    b->stone[tx][ty])
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
	for (x = 0; x < W; x++)
		for (y = 0; y < W; y++) {
			c = notation_cell_at(r, x, y);
			/* The cut corners are no cells of the library's board. */
			ck_assert_int_eq(c >= 0, in_cross(x, y));
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
