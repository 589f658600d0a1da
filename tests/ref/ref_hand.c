/*
 * ref_hand.c -- the reference generator of stones in hand (tests/ref/
 * ref.h): Top secret Halma (spec/rules.md section 17.8), written from the
 * spec alone.  While any stone is in hand the side to move drops one on
 * an empty cell of files f-k, ranks 6-11; then a stone steps to an empty
 * neighbour (8 directions), jumps over a neighbouring stone onto the
 * empty cell behind it, in chains, the stone lifted from its cell; one
 * move per distinct start and end cell, and one move off per stone that
 * stands on an edge cell or can reach, by a chain or where it stands, a
 * cell from which a jump over a stone on an edge cell goes past the edge.
 * It reads the stones through the public API and the hands from the
 * position string, nothing else of the library.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "ref.h"

#define N	16

struct ref {
	int	 stone[N][N];	/* [file][rank]: 0 empty, 1 White, 2 Black */
	int	 hand[2];
	int	 side;		/* 1 or 2 */
};

static const int dx[8] = { 0, 1, 1, 1, 0, -1, -1, -1 };
static const int dy[8] = { 1, 1, 0, -1, -1, -1, 0, 1 };

static int
on(int x, int y)
{
	return x >= 0 && y >= 0 && x < N && y < N;
}

/* Can a stone on (x, y) jump off the board, (lx, ly) lifted? */
static int
ref_jump_off(const struct ref *b, int x, int y, int lx, int ly)
{
	int	 d, mx, my;

	for (d = 0; d < 8; d++) {
		mx = x + dx[d];
		my = y + dy[d];
		if (on(mx, my) && !(mx == lx && my == ly) && b->stone[mx][my] &&
		    !on(mx + dx[d], my + dy[d]))
			return 1;
	}
	return 0;
}

/* The cells a chain from (x, y) reaches, the stone lifted. */
static void
ref_reach(const struct ref *b, int x, int y, int reach[N][N])
{
	int	 qx[N * N], qy[N * N], head = 0, tail = 0, d, a, c, mx, my;

	memset(reach, 0, sizeof(int) * N * N);
	qx[tail] = x;
	qy[tail++] = y;
	reach[x][y] = 1;
	while (head < tail) {
		a = qx[head];
		c = qy[head++];
		for (d = 0; d < 8; d++) {
			mx = a + dx[d];
			my = c + dy[d];
			if (!on(mx, my) || (mx == x && my == y) ||
			    !b->stone[mx][my] || !on(mx + dx[d], my + dy[d]))
				continue;
			mx += dx[d];
			my += dy[d];
			if (reach[mx][my] || (b->stone[mx][my] &&
			    !(mx == x && my == y)))
				continue;
			reach[mx][my] = 1;
			qx[tail] = mx;
			qy[tail++] = my;
		}
	}
	reach[x][y] = 0;
}

static uint64_t
ref_perft(struct ref *b, int depth)
{
	int		 reach[N][N], x, y, tx, ty, d, off, side = b->side;
	uint64_t	 n = 0;

	if (b->hand[0] > 0 || b->hand[1] > 0) {
		if (b->hand[side - 1] == 0)
			return 0;
		for (x = 5; x <= 10; x++)
			for (y = 5; y <= 10; y++) {
				if (b->stone[x][y])
					continue;
				if (depth == 1) {
					n++;
					continue;
				}
				b->stone[x][y] = side;
				b->hand[side - 1]--;
				b->side = 3 - side;
				n += ref_perft(b, depth - 1);
				b->side = side;
				b->hand[side - 1]++;
				b->stone[x][y] = 0;
			}
		return n;
	}
	for (x = 0; x < N; x++)
		for (y = 0; y < N; y++) {
			if (b->stone[x][y] != side)
				continue;
			/* Off: a step, or a chain's last hop (never a step's). */
			ref_reach(b, x, y, reach);
			off = x == 0 || y == 0 || x == N - 1 || y == N - 1 ||
			    ref_jump_off(b, x, y, x, y);
			for (tx = 0; tx < N; tx++)
				for (ty = 0; ty < N; ty++)
					if (reach[tx][ty] && ref_jump_off(b, tx,
					    ty, x, y))
						off = 1;
			for (d = 0; d < 8; d++)
				if (on(x + dx[d], y + dy[d]) &&
				    !b->stone[x + dx[d]][y + dy[d]])
					reach[x + dx[d]][y + dy[d]] = 1;
			for (tx = 0; tx < N; tx++)
				for (ty = 0; ty < N; ty++) {
					if (!reach[tx][ty])
						continue;
					if (depth == 1) {
						n++;
						continue;
					}
					b->stone[x][y] = 0;
					b->stone[tx][ty] = side;
					b->side = 3 - side;
					n += ref_perft(b, depth - 1);
					b->side = side;
					b->stone[tx][ty] = 0;
					b->stone[x][y] = side;
				}
			if (!off)
				continue;
			if (depth == 1) {
				n++;
				continue;
			}
			b->stone[x][y] = 0;
			b->side = 3 - side;
			n += ref_perft(b, depth - 1);
			b->side = side;
			b->stone[x][y] = side;
		}
	return n;
}

/* The stones through the public API; the hands, "+N", from the string. */
void
ref_hand_agrees(const char *s, int depth, uint64_t want)
{
	notation_position	*p = pos_of(s);
	struct ref		 b;

	b.side = ref_read_stones(p, &b.stone[0][0], N, N, N);
	b.hand[0] = ref_hand_of(s, 'w');
	b.hand[1] = ref_hand_of(s, 'b');
	ref_perft_is(s, depth, notation_position_perft(p, depth),
	    ref_perft(&b, depth), want);
	notation_position_free(p);
}
