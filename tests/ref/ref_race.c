/*
 * ref_race.c -- the reference generator of Rakado (tests/ref/ref.h;
 * spec/rules.md section 17.15, spec/moves.md "Races"): one die, a stone
 * moved exactly the roll straight forward over empty cells, a capture by
 * landing, the removal after a missed capture, another roll after a 6.
 * It shares nothing with the library but the position string it reads:
 * the boards, the goals and what "forward" is are written out here from
 * spec/rules.md and spec/star.md (on the star by the cube coordinates of
 * star.md, where the library takes the line from start to goal).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ref.h"

#define N	STAR_N
#define SIDES	6
#define AGAIN	6

enum { MOVE, REMOVAL, AGAIN_ROLL };

/*
 * A player on the star: the cube coordinate (0 A, 1 B, 2 C) whose far
 * end its camp lies at, and the sign of that end: its camp is the
 * triangle of 15 holes with sign * coordinate >= 4, its goal the one
 * opposite, and forward the two lines that take sign * coordinate down.
 */
struct star_player {
	int	 axis, sign;
};

static const struct game {
	const char	*name;
	int		 star;
	const char	*letters;
	struct star_player pl[3];
} games[] = {
	{ "rakado", 0, "wb", { { 0, 0 } } },
	{ "rakado-star", 1, "wb", { { 1, 1 }, { 1, -1 } } },
	{ "rakado-star-3p", 1, "wyg", { { 1, 1 }, { 2, 1 }, { 0, 1 } } },
};

struct ref {
	const struct game *g;
	int	 np;
	int8_t	 at[N][N];		/* [x][y]: a player, or -1 */
	int	 side;
	int	 die, phase;		/* die 0: between turns */
	uint8_t	 cand[N][N];		/* the stones the removal may take */
};

static void
cube(int x, int y, int *c)
{
	c[0] = x - 8;
	c[1] = 8 - y;
	c[2] = y - x;
}

static int
on(const struct ref *b, int x, int y)
{
	if (b->g->star)
		return star_hole(x, y);
	return x >= 0 && y >= 0 && x < 16 && y < 16;
}

/* Is (x, y) in player who's goal: the far row, or the far triangle? */
static int
goal(const struct ref *b, int who, int x, int y)
{
	const struct star_player *sp = &b->g->pl[who];
	int			 c[3], i;

	if (!b->g->star)
		return who == 0 ? y == 15 : y == 0;
	cube(x, y, c);
	if (sp->sign * c[sp->axis] > -4)
		return 0;
	for (i = 0; i < 3; i++)
		if (i != sp->axis && sp->sign * c[i] < 0)
			return 0;
	return 1;
}

/* The forward lines of who: dx, dy pairs, their count. */
static int
forward(const struct ref *b, int who, int dirs[8][2])
{
	const struct star_player *sp = &b->g->pl[who];
	int			 n = 0, d, c0[3], c1[3];

	if (!b->g->star) {
		for (d = -1; d <= 1; d++) {
			dirs[n][0] = d;
			dirs[n++][1] = who == 0 ? 1 : -1;
		}
		return n;
	}
	for (d = 0; d < 6; d++) {
		cube(8, 8, c0);
		cube(8 + star_dirs[d][0], 8 + star_dirs[d][1], c1);
		if (c1[sp->axis] - c0[sp->axis] == -sp->sign) {
			dirs[n][0] = star_dirs[d][0];
			dirs[n++][1] = star_dirs[d][1];
		}
	}
	return n;
}

static void
ref_read(void *arg, const char *s)
{
	struct ref	*b = arg;
	char		 buf[2048], *tok, *save, *c, *save2;
	const char	*l;
	int		 field = 0, i;

	memset(b, 0, sizeof(*b));
	memset(b->at, -1, sizeof(b->at));
	for (i = 0; i < (int)(sizeof(games) / sizeof(games[0])); i++)
		if (strncmp(s, games[i].name, strlen(games[i].name)) == 0 &&
		    s[strlen(games[i].name)] == ' ')
			b->g = &games[i];
	ck_assert_ptr_nonnull(b->g);
	b->np = (int)strlen(b->g->letters);
	snprintf(buf, sizeof(buf), "%s", s);
	for (tok = strtok_r(buf, " ", &save); tok != NULL;
	    tok = strtok_r(NULL, " ", &save), field++) {
		if (field == 0)
			continue;
		if (tok[1] == ':') {
			l = strchr(b->g->letters, tok[0]);
			for (c = strtok_r(tok + 2, ",", &save2); c != NULL;
			    c = strtok_r(NULL, ",", &save2))
				b->at[c[0] - 'a'][atoi(c + 1) - 1] =
				    (int8_t)(l - b->g->letters);
		} else if (tok[0] == 'd') {
			b->die = tok[1] - '0';
			b->phase = tok[2] == '+' ? AGAIN_ROLL :
			    tok[2] == '/' ? REMOVAL : MOVE;
			if (b->phase != REMOVAL)
				continue;
			for (c = strtok_r(tok + 3, ",", &save2); c != NULL;
			    c = strtok_r(NULL, ",", &save2))
				b->cand[c[0] - 'a'][atoi(c + 1) - 1] = 1;
		} else if (strlen(tok) == 1 &&
		    strchr(b->g->letters, tok[0]) != NULL)
			b->side = (int)(strchr(b->g->letters, tok[0]) -
			    b->g->letters);
	}
}

struct rmove {
	int8_t	 fx, fy, tx, ty;
};

/* The moves of a roll of n by the side to move. */
static int
moves(const struct ref *b, int n, struct rmove *out)
{
	int	 dirs[8][2], nd, x, y, d, k, tx, ty, o, ok, count = 0;

	nd = forward(b, b->side, dirs);
	for (x = 0; x < N; x++)
		for (y = 0; y < N; y++) {
			if (b->at[x][y] != b->side ||
			    goal(b, b->side, x, y))
				continue;
			for (d = 0; d < nd; d++) {
				ok = 1;
				tx = x;
				ty = y;
				for (k = 1; k <= n && ok; k++) {
					tx += dirs[d][0];
					ty += dirs[d][1];
					if (!on(b, tx, ty) || (k < n &&
					    b->at[tx][ty] >= 0))
						ok = 0;
				}
				if (!ok)
					continue;
				o = b->at[tx][ty];
				if (o == b->side || (o >= 0 &&
				    goal(b, o, tx, ty)))
					continue;
				out[count].fx = (int8_t)x;
				out[count].fy = (int8_t)y;
				out[count].tx = (int8_t)tx;
				out[count++].ty = (int8_t)ty;
			}
		}
	return count;
}

/* The move and its removal made: a 6 rolls again, else the next player. */
static void
done(struct ref *b)
{
	memset(b->cand, 0, sizeof(b->cand));
	if (b->die == AGAIN) {
		b->phase = AGAIN_ROLL;
		return;
	}
	b->die = 0;
	b->phase = MOVE;
	b->side = (b->side + 1) % b->np;
}

static void
play(struct ref *b, const struct rmove *all, int n, int i)
{
	const struct rmove	*m = &all[i];
	int			 j, capt = 0, one = 1, cx = -1, cy = -1, x, y;
	int			 any = 0;

	if (b->at[m->tx][m->ty] >= 0) {
		b->at[m->tx][m->ty] = b->at[m->fx][m->fy];
		b->at[m->fx][m->fy] = -1;
		done(b);
		return;
	}
	for (j = 0; j < n; j++)
		if (b->at[all[j].tx][all[j].ty] >= 0) {
			if (capt && (all[j].fx != cx || all[j].fy != cy))
				one = 0;
			capt = 1;
			cx = all[j].fx;
			cy = all[j].fy;
		}
	b->at[m->tx][m->ty] = b->at[m->fx][m->fy];
	b->at[m->fx][m->fy] = -1;
	if (!capt) {
		done(b);
		return;
	}
	if (one && cx == m->fx && cy == m->fy) {
		cx = m->tx;
		cy = m->ty;
	}
	for (x = 0; x < N; x++)
		for (y = 0; y < N; y++)
			if (b->at[x][y] == b->side &&
			    !goal(b, b->side, x, y) &&
			    (!one || (x == cx && y == cy))) {
				b->cand[x][y] = 1;
				any = 1;
			}
	if (any)
		b->phase = REMOVAL;
	else
		done(b);
}

static uint64_t
ref_perft(const void *arg, int depth)
{
	const struct ref	*b = arg;
	struct rmove		 ms[512];
	struct ref		 c;
	uint64_t		 total = 0;
	int			 n, i, x, y;

	if (depth == 0)
		return 1;
	if (b->die == 0 || b->phase == AGAIN_ROLL) {
		if (depth == 1)
			return SIDES;
		for (i = 1; i <= SIDES; i++) {
			c = *b;
			c.die = i;
			c.phase = MOVE;
			if (moves(&c, i, ms) == 0)
				done(&c);
			total += ref_perft(&c, depth - 1);
		}
		return total;
	}
	if (b->phase == REMOVAL) {
		for (x = 0; x < N; x++)
			for (y = 0; y < N; y++) {
				if (!b->cand[x][y])
					continue;
				c = *b;
				c.at[x][y] = -1;
				done(&c);
				total += ref_perft(&c, depth - 1);
			}
		return total;
	}
	n = moves(b, b->die, ms);
	if (depth == 1)
		return (uint64_t)n;
	for (i = 0; i < n; i++) {
		c = *b;
		play(&c, ms, n, i);
		total += ref_perft(&c, depth - 1);
	}
	return total;
}

void
ref_race_agrees(const notation_position *p, int depth, uint64_t want)
{
	struct ref	 b;

	ref_string_agrees(p, depth, want, &b, ref_read, ref_perft);
}
