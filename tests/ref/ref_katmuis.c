/*
 * ref_katmuis.c -- the reference generator of Kat en Muis (tests/ref/
 * ref.h; spec/rules.md section 17.14), written from the spec alone.
 * Two cats and up to 19 mice on the 16x16 board.  While a stone is in
 * hand the side to move drops one on any empty cell, and the turn goes
 * to the other side if it still holds a stone, else stays; then a cat
 * steps to an empty neighbour (8 directions) or jumps over a
 * neighbouring mouse to the empty cell straight behind it, which takes
 * the mouse off, and a mouse steps only.  Perft counts one move per
 * distinct start and end and ignores every end of the game.  It reads
 * the stones and the side through the public API and the hands from
 * the position string, nothing else of the library.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "ref.h"

#define N	16
#define CAT	1
#define MOUSE	2

struct km {
	int	 at[N][N];	/* [file][rank]: 0 empty, CAT, MOUSE */
	int	 hand[3];	/* by CAT and MOUSE */
	int	 side;		/* CAT or MOUSE */
};

static int
on(int x, int y)
{
	return x >= 0 && y >= 0 && x < N && y < N;
}

/* The turn after a drop: the other side, unless only this one holds. */
static int
after_drop(const struct km *b)
{
	int	 other = 3 - b->side;

	if (b->hand[other] > 0 || b->hand[b->side] == 0)
		return other;
	return b->side;
}

static uint64_t
km_perft(struct km *b, int depth)
{
	uint64_t	 n = 0;
	int		 x, y, d, tx, ty, mx, my, side = b->side, was;

	if (b->hand[CAT] + b->hand[MOUSE] > 0) {
		if (b->hand[side] == 0)
			return 0;
		for (x = 0; x < N; x++)
			for (y = 0; y < N; y++) {
				if (b->at[x][y])
					continue;
				if (depth == 1) {
					n++;
					continue;
				}
				b->at[x][y] = side;
				b->hand[side]--;
				b->side = after_drop(b);
				n += km_perft(b, depth - 1);
				b->side = side;
				b->hand[side]++;
				b->at[x][y] = 0;
			}
		return n;
	}
	for (x = 0; x < N; x++)
		for (y = 0; y < N; y++) {
			if (b->at[x][y] != side)
				continue;
			for (d = 0; d < 8; d++) {
				tx = x + square_dirs[d][0];
				ty = y + square_dirs[d][1];
				mx = my = -1;
				if (!on(tx, ty))
					continue;
				if (b->at[tx][ty] == MOUSE && side == CAT) {
					mx = tx;
					my = ty;
					tx += square_dirs[d][0];
					ty += square_dirs[d][1];
				}
				if (!on(tx, ty) || b->at[tx][ty])
					continue;
				if (depth == 1) {
					n++;
					continue;
				}
				b->at[x][y] = 0;
				b->at[tx][ty] = side;
				if (mx >= 0)
					b->at[mx][my] = 0;
				was = b->side;
				b->side = 3 - side;
				n += km_perft(b, depth - 1);
				b->side = was;
				if (mx >= 0)
					b->at[mx][my] = MOUSE;
				b->at[tx][ty] = 0;
				b->at[x][y] = side;
			}
		}
	return n;
}

/* The stones through the public API; the hands, "+N", from the string. */
void
ref_katmuis_agrees(const char *s, int depth, uint64_t want)
{
	notation_position	*p = pos_of(s);
	struct km		 b;

	b.side = ref_read_stones(p, &b.at[0][0], N, N, N);
	b.hand[0] = 0;
	b.hand[CAT] = ref_hand_of(s, 'c');
	b.hand[MOUSE] = ref_hand_of(s, 'm');
	ref_perft_is(s, depth, notation_position_perft(p, depth),
	    km_perft(&b, depth), want);
	notation_position_free(p);
}
