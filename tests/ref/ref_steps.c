/*
 * ref_steps.c -- the reference generator of the move-shaping keys
 * (tests/ref/ref.h; spec/rules-format.md: steps) and the games built on
 * them (spec/rules.md section 17): steps along the lines or a knight's
 * leap, or none; short jumps, over any stone or over the player's own;
 * the diagonal lines only; every step and hop forward; a step after a
 * chain; stations.  It shares nothing with the library but the stones it
 * reads from a position and the board's size: its steps, jumps and
 * restrictions are written out from the spec, on a grid of files and
 * ranks.
 */
#include <check.h>
#include <string.h>

#include "ref.h"

#define RW	REF_STEPS_W
#define EMPTY	REF_EMPTY

/* A knight's leaps. */
static const int leap[8][2] = {
	{ 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 },
	{ -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 }
};

static int
on_board(const struct ref_steps *g, int x, int y)
{
	return x >= 0 && y >= 0 && x < g->w && y < g->h;
}

static int
ndir(const struct ref_steps *g)
{
	return g->orth_only ? 4 : 8;
}

/* Is (x, y) in player q's station? */
static int
in_station(const struct ref_steps *g, int q, int y)
{
	if (g->station == 0)
		return 0;
	return g->fwd[q] > 0 ? y < g->station : y >= g->h - g->station;
}

/*
 * May a stone of 'who' land on (x, y): not in the station of another
 * player that still has a stone in its station.
 */
static int
land_ok(const struct ref_steps *g, int who, int x, int y)
{
	int	 q, i, j;

	for (q = 0; q < g->nplayers; q++) {
		if (q == who || !in_station(g, q, y))
			continue;
		for (i = 0; i < g->w; i++)
			for (j = 0; j < g->h; j++)
				if (g->board[i][j] == q && in_station(g, q, j))
					return 0;
	}
	return 1;
}

/* May a stone of 'who' move by (dx, dy) as far as the lines go? */
static int
way_ok(const struct ref_steps *g, int who, int dx, int dy)
{
	if (g->diag_only && (dx == 0 || dy == 0))
		return 0;
	return g->fwd[who] == 0 || dy * g->fwd[who] > 0;
}

/*
 * reach[x][y] = 1 for every cell the stone of 'who' lifted off its start
 * reaches from (x, y) by one or more jumps: a depth-first search.
 */
static void
jumps(struct ref_steps *g, int who, int x, int y, int reach[RW][RW])
{
	int	 d, mx, my, tx, ty;

	for (d = 0; d < ndir(g); d++) {
		mx = x + square_dirs[d][0];
		my = y + square_dirs[d][1];
		tx = mx + square_dirs[d][0];
		ty = my + square_dirs[d][1];
		if (!on_board(g, tx, ty) || g->board[mx][my] == EMPTY ||
		    (g->over_own && g->board[mx][my] != who) ||
		    g->board[tx][ty] != EMPTY || reach[tx][ty] ||
		    !way_ok(g, who, square_dirs[d][0], square_dirs[d][1]) ||
		    !land_ok(g, who, tx, ty))
			continue;
		reach[tx][ty] = 1;
		jumps(g, who, tx, ty, reach);
	}
}

/* Mark in dest the cells a step of 'who' from (x, y) reaches. */
static void
steps(struct ref_steps *g, int who, int x, int y, int dest[RW][RW])
{
	const int	(*v)[2] = g->kind == REF_KNIGHT ? leap : square_dirs;
	int		 n = g->kind == REF_KNIGHT ? 8 : ndir(g), d, tx, ty;

	if (g->kind == REF_NONE)
		return;
	for (d = 0; d < n; d++) {
		tx = x + v[d][0];
		ty = y + v[d][1];
		if (!on_board(g, tx, ty) || g->board[tx][ty] != EMPTY)
			continue;
		if (g->kind == REF_LINES && !way_ok(g, who, v[d][0], v[d][1]))
			continue;
		if (g->kind == REF_KNIGHT && g->fwd[who] != 0 &&
		    v[d][1] * g->fwd[who] <= 0)
			continue;
		if (land_ok(g, who, tx, ty))
			dest[tx][ty] = 1;
	}
}

static void
targets(struct ref_steps *g, int x, int y, int dest[RW][RW])
{
	int	 reach[RW][RW];
	int	 who = g->board[x][y], i, j;

	memset(dest, 0, sizeof(int) * RW * RW);
	memset(reach, 0, sizeof(reach));
	g->board[x][y] = EMPTY;
	jumps(g, who, x, y, reach);
	reach[x][y] = 0;
	for (i = 0; i < g->w; i++)
		for (j = 0; j < g->h; j++)
			if (reach[i][j]) {
				dest[i][j] = 1;
				if (g->step_after)
					steps(g, who, i, j, dest);
			}
	g->board[x][y] = who;
	dest[x][y] = 0;
	steps(g, who, x, y, dest);
}

uint64_t
ref_steps_perft(void *arg, int depth)
{
	struct ref_steps	*g = arg;
	int		 dest[RW][RW];
	int		 x, y;
	uint64_t	 n = 0;

	for (x = 0; x < g->w; x++)
		for (y = 0; y < g->h; y++) {
			if (g->board[x][y] != g->side)
				continue;
			targets(g, x, y, dest);
			n += ref_play_targets(g, ref_steps_perft,
			    &g->board[0][0], &dest[0][0], RW, g->w, g->h, x, y,
			    g->side, &g->side, (g->side + 1) % g->nplayers,
			    depth);
		}
	return n;
}

/* The reference's position from the library's. */
void
ref_steps_read(struct ref_steps *g, const notation_position *p)
{
	const notation_rules	*r = notation_position_rules(p);
	int			 x, y;

	g->w = notation_rules_width(r);
	g->h = notation_rules_height(r);
	g->nplayers = notation_rules_players(r);
	g->side = notation_position_side(p);
	for (x = 0; x < RW; x++)
		for (y = 0; y < RW; y++)
			g->board[x][y] = x < g->w && y < g->h ?
			    notation_position_at(p, notation_cell_at(r, x, y)) :
			    EMPTY;
}
