/*
 * ref_dice.c -- the reference generator of Dobbelsteenhalma (tests/ref/
 * ref.h; spec/rules.md section 17.4, spec/moves.md "Dice"): a turn of two
 * dice, a step die and a jump die, made in parts.  It shares nothing
 * with the library but the position string it reads: its board, camps,
 * goals, steps, chains of the jump die and turn are written out from
 * spec/rules.md.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ref.h"

#define SZ	16
#define SIDES	6

struct ref {
	int	 np;			/* 2 or 4 */
	int8_t	 at[SZ][SZ];		/* [x][y], player or -1 */
	uint8_t	 goal[4][SZ][SZ];	/* the goal of each player */
	int	 side;
	/* The turn in progress: dice, parts made, stones moved. */
	int	 ds, dj, steps, jumped;
	uint8_t	 moved[SZ][SZ];
};

/*
 * The camps of spec/rules.md section 4.1: the big camp (rows of 5, 5, 4,
 * 3, 2) of two players, the small one (4, 4, 3, 2) of four, White's in
 * the corner p1, the others mirrored.  Is (x, y) in White's camp?
 */
static int
white_camp(int np, int x, int y)
{
	static const int big[] = { 5, 5, 4, 3, 2 }, small[] = { 4, 4, 3, 2 };
	const int	*rows = np == 2 ? big : small;
	int		 n = np == 2 ? 5 : 4;

	return y < n && x >= SZ - rows[y];
}

/* Player i's camp: White's mirrored (2p: White, Black; 4p: W R B G). */
static int
camp(int np, int i, int x, int y)
{
	if (np == 2)
		return i == 0 ? white_camp(np, x, y) :
		    white_camp(np, SZ - 1 - x, SZ - 1 - y);
	switch (i) {
	case 0:
		return white_camp(np, x, y);
	case 1:
		return white_camp(np, SZ - 1 - x, y);
	case 2:
		return white_camp(np, SZ - 1 - x, SZ - 1 - y);
	default:
		return white_camp(np, x, SZ - 1 - y);
	}
}

/* Read a position string: stones, side and the turn field. */
static void
ref_read(void *arg, const char *s)
{
	struct ref	*b = arg;
	static const char letters2[] = "wb", letters4[] = "wrbg";
	const char	*letters, *q;
	char		 buf[2048], *tok, *save, *c, *save2;
	int		 i, x, y, field = 0, who = -1, part;

	memset(b, 0, sizeof(*b));
	memset(b->at, -1, sizeof(b->at));
	b->np = strncmp(s, "dobbelsteenhalma-4p ", 20) == 0 ? 4 : 2;
	letters = b->np == 2 ? letters2 : letters4;
	for (i = 0; i < b->np; i++)
		for (x = 0; x < SZ; x++)
			for (y = 0; y < SZ; y++)
				b->goal[i][x][y] = (uint8_t)camp(b->np,
				    b->np == 2 ? 1 - i : (i + 2) % 4, x, y);
	snprintf(buf, sizeof(buf), "%s", s);
	for (tok = strtok_r(buf, " ", &save); tok != NULL;
	    tok = strtok_r(NULL, " ", &save), field++) {
		if (field == 0)
			continue;
		if (tok[1] == ':') {
			who = (int)(strchr(letters, tok[0]) - letters);
			for (c = strtok_r(tok + 2, ",", &save2); c != NULL;
			    c = strtok_r(NULL, ",", &save2))
				b->at[c[0] - 'a'][atoi(c + 1) - 1] =
				    (int8_t)who;
		} else if (tok[0] == 'd' && tok[3] == '/') {
			b->ds = tok[1] - '0';
			b->dj = tok[2] - '0';
			part = 0;
			for (q = tok + 4; *q != '\0'; ) {
				if (*q == '/') {
					part++;
					q++;
					continue;
				}
				if (*q == ',') {
					q++;
					continue;
				}
				x = q[0] - 'a';
				y = atoi(q + 1) - 1;
				b->moved[x][y] = 1;
				if (part == 0)
					b->steps++;
				else
					b->jumped = 1;
				q++;
				while (*q >= '0' && *q <= '9')
					q++;
			}
		} else if (strlen(tok) == 1 && strchr(letters, tok[0]) != NULL)
			b->side = (int)(strchr(letters, tok[0]) - letters);
	}
}

static const int dx8[8] = { 0, 1, 1, 1, 0, -1, -1, -1 };
static const int dy8[8] = { 1, 1, 0, -1, -1, -1, 0, 1 };

static int
on(int x, int y)
{
	return x >= 0 && x < SZ && y >= 0 && y < SZ;
}

/* The goal lock: a stone in its goal ends every part in it. */
static int
locked_out(const struct ref *b, int who, int fx, int fy, int tx, int ty)
{
	return b->goal[who][fx][fy] && !b->goal[who][tx][ty];
}

/*
 * The ends of the chains of exactly dj hops from (fx, fy): every hop
 * over the neighbouring stone onto the empty cell behind, the stone
 * lifted off its start, no cell landed on twice, the start included.
 */
static void
chains(const struct ref *b, int fx, int fy, int x, int y, int k,
    uint8_t seen[SZ][SZ], uint8_t ends[SZ][SZ])
{
	int	 d, ox, oy, lx, ly;

	if (k == b->dj) {
		ends[x][y] = 1;
		return;
	}
	for (d = 0; d < 8; d++) {
		ox = x + dx8[d];
		oy = y + dy8[d];
		lx = ox + dx8[d];
		ly = oy + dy8[d];
		if (!on(lx, ly) || b->at[ox][oy] < 0 ||
		    (ox == fx && oy == fy) || seen[lx][ly] ||
		    (b->at[lx][ly] >= 0 && !(lx == fx && ly == fy)))
			continue;
		seen[lx][ly] = 1;
		chains(b, fx, fy, lx, ly, k + 1, seen, ends);
		seen[lx][ly] = 0;
	}
}

struct part {
	int8_t	 fx, fy, tx, ty, jump;
};

/* The parts that can be made next, in the library's order. */
static int
parts(const struct ref *b, struct part *out)
{
	uint8_t		 seen[SZ][SZ], ends[SZ][SZ];
	int		 n = 0, x, y, tx, ty, d, step;

	for (y = 0; y < SZ; y++)
		for (x = 0; x < SZ; x++) {
			if (b->at[x][y] != b->side || b->moved[x][y])
				continue;
			memset(ends, 0, sizeof(ends));
			if (!b->jumped) {
				memset(seen, 0, sizeof(seen));
				seen[x][y] = 1;
				chains(b, x, y, x, y, 0, seen, ends);
			}
			for (ty = 0; ty < SZ; ty++)
				for (tx = 0; tx < SZ; tx++) {
					if (locked_out(b, b->side, x, y, tx,
					    ty))
						continue;
					step = 0;
					for (d = 0; d < 8; d++)
						if (x + dx8[d] == tx &&
						    y + dy8[d] == ty)
							step = 1;
					if (step && b->steps < b->ds &&
					    b->at[tx][ty] < 0) {
						out[n].fx = (int8_t)x;
						out[n].fy = (int8_t)y;
						out[n].tx = (int8_t)tx;
						out[n].ty = (int8_t)ty;
						out[n++].jump = 0;
					}
					if (ends[tx][ty]) {
						out[n].fx = (int8_t)x;
						out[n].fy = (int8_t)y;
						out[n].tx = (int8_t)tx;
						out[n].ty = (int8_t)ty;
						out[n++].jump = 1;
					}
				}
		}
	return n;
}

/* After a roll or a part: the turn passes when no part is left. */
static void
turn_check(struct ref *b)
{
	struct part	 ps[4096];

	if ((b->steps < b->ds || !b->jumped) && parts(b, ps) > 0)
		return;
	b->ds = b->dj = b->steps = b->jumped = 0;
	memset(b->moved, 0, sizeof(b->moved));
	b->side = (b->side + 1) % b->np;
}

static uint64_t
ref_perft(const void *arg, int depth)
{
	const struct ref	*b = arg;
	struct part		 ps[4096];
	struct ref		 c;
	uint64_t		 total = 0;
	int			 n, i, s, j;

	if (depth == 0)
		return 1;
	if (b->ds == 0) {
		if (depth == 1)
			return SIDES * SIDES;
		for (s = 1; s <= SIDES; s++)
			for (j = 1; j <= SIDES; j++) {
				c = *b;
				c.ds = s;
				c.dj = j;
				turn_check(&c);
				total += ref_perft(&c, depth - 1);
			}
		return total;
	}
	n = parts(b, ps);
	if (depth == 1)
		return (uint64_t)n;
	for (i = 0; i < n; i++) {
		c = *b;
		c.at[ps[i].tx][ps[i].ty] = c.at[ps[i].fx][ps[i].fy];
		c.at[ps[i].fx][ps[i].fy] = -1;
		c.moved[ps[i].tx][ps[i].ty] = 1;
		if (ps[i].jump)
			c.jumped = 1;
		else
			c.steps++;
		turn_check(&c);
		total += ref_perft(&c, depth - 1);
	}
	return total;
}

void
ref_dice_agrees(const notation_position *p, int depth, uint64_t want)
{
	struct ref	 b;

	ref_string_agrees(p, depth, want, &b, ref_read, ref_perft);
}
