/*
 * ref_plain.c -- the reference generator of the plain games (tests/ref/
 * ref.h): a stone steps to an empty neighbour or jumps in chains
 * (spec/moves.md), short jumps over the next cell's stone or long ones
 * over the first stone of a line (spec/rules.md section 9), and swaps
 * into a full goal; the restrictions of spec/rules.md limit them: the
 * goal lock, the camp duty (section 4.6), jump-over, teams moving a
 * finished partner's stones, and the colours of sections 4.10 and 17.2.
 * A plain 2D board, recursion over chains with a visited array; nothing
 * of the library's but what a position says through notation.h.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "ref.h"

#define N	REF_N

void
ref_plain_init(struct ref_plain *g, int star, int size, int entries)
{
	int	 e, x, y;

	memset(g, 0, sizeof(*g));
	g->star = star;
	g->size = star ? STAR_N : size;
	g->ndirs = star ? 6 : 8;
	g->entries = entries;
	for (e = 0; e < REF_MAXP; e++)
		g->turn[e] = e;
	for (x = 0; x < N; x++)
		for (y = 0; y < N; y++)
			g->board[x][y] = -1;
}

int
ref_plain_on(const struct ref_plain *g, int x, int y)
{
	return ref_cell(g->star, g->size, x, y);
}

static int
empty(const struct ref_plain *g, int x, int y)
{
	return ref_plain_on(g, x, y) && g->board[x][y] < 0;
}

static int
stone(const struct ref_plain *g, int x, int y)
{
	return ref_plain_on(g, x, y) && g->board[x][y] >= 0;
}

static int
in_camp(const struct ref_plain *g, int e, int x, int y)
{
	return (g->camp[x][y] >> e) & 1;
}

static int
in_goal(const struct ref_plain *g, int e, int x, int y)
{
	return (g->goal[x][y] >> e) & 1;
}

static const int (*
dirs(const struct ref_plain *g))[2]
{
	return g->star ? star_dirs : square_dirs;
}

static int
partners(const struct ref_plain *g, int p, int q)
{
	return p == q || (g->team[p] != 0 && g->team[p] == g->team[q]);
}

/* May the mover jump over a stone of q (jump-over)? */
static int
over_ok(const struct ref_plain *g, int q)
{
	if (g->over == REF_OVER_ANY)
		return 1;
	return partners(g, g->mover, q) == (g->over == REF_OVER_OWN);
}

/*
 * The landings of jump chains from (x, y), the mover lifted: a short
 * jump over the next cell's stone, a long one over the first stone of
 * the line, k cells away, to the cell k cells behind it with the k - 1
 * cells between empty.
 */
static void
chains(struct ref_plain *g, int x, int y, int seen[N][N])
{
	int	 d, dx, dy, k, i, ok, lx, ly;

	for (d = 0; d < g->ndirs; d++) {
		dx = dirs(g)[d][0];
		dy = dirs(g)[d][1];
		k = 1;
		if (g->longj)
			while (empty(g, x + k * dx, y + k * dy))
				k++;
		if (!stone(g, x + k * dx, y + k * dy) ||
		    !over_ok(g, g->board[x + k * dx][y + k * dy]))
			continue;
		for (ok = 1, i = k + 1; i <= 2 * k && ok; i++)
			ok = empty(g, x + i * dx, y + i * dy);
		lx = x + 2 * k * dx;
		ly = y + 2 * k * dy;
		if (!ok || seen[lx][ly])
			continue;
		seen[lx][ly] = 1;
		chains(g, lx, ly, seen);
	}
}

/* May a stone of o go from (x, y) to (tx, ty) for the cells' colours? */
static int
colour_allows(const struct ref_plain *g, int o, int x, int y, int tx,
    int ty)
{
	int	 adx = abs(tx - x), ady = abs(ty - y);

	switch (g->colour) {
	case REF_SAME_COLOUR:
		return (tx + ty) % 2 == (x + y) % 2;
	case REF_KLEUREN:
		if (in_goal(g, o, x, y) && in_goal(g, o, tx, ty))
			return 1;
		if ((x + y) % 2 == 0)
			return adx == 1 && ady == 1;
		return adx > 1 || ady > 1;
	default:
		return 1;
	}
}

/* Is every cell of o's goal taken? */
static int
goal_full(const struct ref_plain *g, int o)
{
	int	 x, y;

	for (x = 0; x < N; x++)
		for (y = 0; y < N; y++)
			if (in_goal(g, o, x, y) && g->board[x][y] < 0)
				return 0;
	return 1;
}

/*
 * Where the stone on (x, y) may end: 1 for a step or a chain, 2 for a
 * swap; the camp duty is the caller's.  Returns how many.
 */
static int
targets(struct ref_plain *g, int x, int y, int dest[N][N])
{
	int	 o = g->board[x][y], d, tx, ty, near = 0, n = 0;

	memset(dest, 0, sizeof(int) * N * N);
	g->mover = o;
	g->board[x][y] = -1;
	chains(g, x, y, dest);
	g->board[x][y] = o;
	dest[x][y] = 0;
	for (d = 0; d < g->ndirs; d++) {
		tx = x + dirs(g)[d][0];
		ty = y + dirs(g)[d][1];
		if (!ref_plain_on(g, tx, ty))
			continue;
		if (g->board[tx][ty] < 0)
			dest[tx][ty] = 1;
		near |= in_goal(g, o, tx, ty);
	}
	for (tx = 0; tx < N; tx++)
		for (ty = 0; ty < N; ty++) {
			if (g->lock && in_goal(g, o, x, y) &&
			    !in_goal(g, o, tx, ty))
				dest[tx][ty] = 0;
			if (dest[tx][ty] && !colour_allows(g, o, x, y, tx, ty))
				dest[tx][ty] = 0;
		}
	if (g->swap && near && !in_goal(g, o, x, y) && goal_full(g, o))
		for (tx = 0; tx < N; tx++)
			for (ty = 0; ty < N; ty++)
				if (in_goal(g, o, tx, ty) &&
				    !partners(g, o, g->board[tx][ty]))
					dest[tx][ty] = 2;
	for (tx = 0; tx < N; tx++)
		for (ty = 0; ty < N; ty++)
			n += dest[tx][ty] != 0;
	return n;
}

/* Has the entry s, which takes turns, a stone it moves in its camp? */
static int
at_home(const struct ref_plain *g, int s)
{
	int	 x, y, q;

	for (x = 0; x < N; x++)
		for (y = 0; y < N; y++)
			if ((q = g->board[x][y]) >= 0 && g->turn[q] == s &&
			    in_camp(g, q, x, y))
				return 1;
	return 0;
}

/*
 * The camp duty (spec/rules.md section 4.6): once another player has
 * emptied its camp, a side that can move a stone out of its own camp
 * must.
 */
static int
duty(struct ref_plain *g)
{
	int	 dest[N][N];
	int	 p, x, y, q, s = g->side, emptied = 0;

	if (!g->duty)
		return 0;
	for (p = 0; p < g->entries; p++)
		if (p != s && g->turn[p] == p && !at_home(g, p))
			emptied = 1;
	if (!emptied)
		return 0;
	for (x = 0; x < N; x++)
		for (y = 0; y < N; y++)
			if ((q = g->board[x][y]) >= 0 && g->turn[q] == s &&
			    in_camp(g, q, x, y) && targets(g, x, y, dest) > 0)
				return 1;
	return 0;
}

/*
 * May the side move a stone of q?  One it moves; a partner's once all
 * its own stand in its goal.
 */
static int
may_move(const struct ref_plain *g, int q)
{
	int	 x, y, s = g->side;

	if (g->turn[q] == s)
		return 1;
	if (!partners(g, s, q))
		return 0;
	for (x = 0; x < N; x++)
		for (y = 0; y < N; y++)
			if (g->board[x][y] == s && !in_goal(g, s, x, y))
				return 0;
	return 1;
}

/* The next entry after s that takes turns. */
static int
next_side(const struct ref_plain *g, int s)
{
	do
		s = (s + 1) % g->entries;
	while (g->turn[s] != s);
	return s;
}

uint64_t
ref_plain_perft(void *ref, int depth)
{
	struct ref_plain	*g = ref;
	int			 dest[N][N];
	int			 x, y, who, bound, s = g->side;
	uint64_t		 total = 0;

	if (depth == 0)
		return 1;
	bound = duty(g);
	for (x = 0; x < N; x++)
		for (y = 0; y < N; y++) {
			who = g->board[x][y];
			if (who < 0 || !may_move(g, who))
				continue;
			if (bound && !(g->turn[who] == s &&
			    in_camp(g, who, x, y)))
				continue;
			if (targets(g, x, y, dest) == 0)
				continue;
			total += ref_play_targets(g, ref_plain_perft,
			    &g->board[0][0], &dest[0][0], N, N, N, x, y, who,
			    &g->side, next_side(g, s), depth);
		}
	return total;
}

void
ref_plain_read(struct ref_plain *g, const notation_position *p)
{
	const notation_rules	*r = notation_position_rules(p);
	int			 x, y, c;

	g->side = notation_position_side(p);
	for (x = 0; x < N; x++)
		for (y = 0; y < N; y++) {
			c = ref_plain_on(g, x, y) ? notation_cell_at(r, x, y) :
			    -1;
			g->board[x][y] = c >= 0 ? notation_position_at(p, c) :
			    -1;
		}
}

void
ref_plain_camps_of(struct ref_plain *g, const notation_rules *r)
{
	int	 x, y, c, e;

	for (x = 0; x < N; x++)
		for (y = 0; y < N; y++) {
			g->camp[x][y] = g->goal[x][y] = 0;
			if (!ref_plain_on(g, x, y) ||
			    (c = notation_cell_at(r, x, y)) < 0)
				continue;
			for (e = 0; e < g->entries; e++) {
				if (notation_cell_in_camp(r, e, c))
					g->camp[x][y] |= 1u << e;
				if (notation_cell_in_goal(r, e, c))
					g->goal[x][y] |= 1u << e;
			}
		}
}

void
ref_plain_agrees(struct ref_plain *g, const notation_position *p,
    const char *name, int depth, uint64_t want)
{
	ref_plain_read(g, p);
	ref_perft_is(name, depth, notation_position_perft(p, depth),
	    ref_plain_perft(g, depth), want);
}

void
ref_plain_cells(struct ref_plain *g, const void *game, ref_cells_fn *camp,
    ref_cells_fn *goal)
{
	int	 e, x, y;

	for (x = 0; x < N; x++)
		for (y = 0; y < N; y++) {
			g->camp[x][y] = g->goal[x][y] = 0;
			if (!ref_plain_on(g, x, y))
				continue;
			for (e = 0; e < g->entries; e++) {
				g->camp[x][y] |= (unsigned)(camp(game, e, x,
				    y) != 0) << e;
				g->goal[x][y] |= (unsigned)(goal(game, e, x,
				    y) != 0) << e;
			}
		}
}

void
ref_plain_check_camps(const struct ref_plain *g, const char *name)
{
	const notation_rules	*r = notation_catalog_find(cat, name, NULL);
	int			 x, y, e, c;

	ck_assert_msg(r != NULL, "no rule set %s", name);
	ck_assert_int_eq(notation_rules_players(r), g->entries);
	for (x = 0; x < N; x++)
		for (y = 0; y < N; y++) {
			c = notation_cell_at(r, x, y);
			ck_assert_msg((c >= 0) == ref_plain_on(g, x, y),
			    "%s: cell %d,%d", name, x, y);
			if (c < 0)
				continue;
			for (e = 0; e < g->entries; e++) {
				ck_assert_msg(notation_cell_in_camp(r, e, c) ==
				    in_camp(g, e, x, y), "%s: camp of %d at "
				    "%d,%d", name, e, x, y);
				ck_assert_msg(notation_cell_in_goal(r, e, c) ==
				    in_goal(g, e, x, y), "%s: goal of %d at "
				    "%d,%d", name, e, x, y);
			}
		}
}

void
ref_plain_start(struct ref_plain *g, const char *name, int depth,
    uint64_t want)
{
	const notation_rules	*r = notation_catalog_find(cat, name, NULL);
	notation_position	*p;

	ck_assert_msg(r != NULL, "no rule set %s", name);
	p = notation_position_new(r);
	ck_assert_ptr_nonnull(p);
	ref_plain_agrees(g, p, name, depth, want);
	notation_position_free(p);
}

void
ref_plain_at(struct ref_plain *g, const char *name, const char *pos,
    int depth)
{
	char			 s[1024];
	notation_position	*p;

	snprintf(s, sizeof(s), "%s %s", name, pos);
	p = pos_of(s);
	ref_plain_agrees(g, p, name, depth, 0);
	notation_position_free(p);
}
