/*
 * ref_place.c -- the reference generator of the placement games (tests/
 * ref/ref.h): Gomoku and Tippy (spec/rules.md sections 17.17, 17.18),
 * written from the spec alone.  The 16x16 board; every stone starts in
 * hand.  While any player holds a stone, the side to move puts one on
 * any empty cell.  Gomoku: then the side to move steps a stone of its
 * own (in the team game, of its team) to an empty neighbour in one of
 * the 8 directions; no jumps.  Tippy: stones never move; a stone put
 * down takes off each stone of another player next to it whose four
 * orthogonal neighbours are all stones of the placer's.  The position is
 * read from its string alone, nothing of the library.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "ref.h"

#define N	16

struct ref {
	int	 tippy;
	int	 n;			/* players */
	char	 letters[5];
	int	 team[4];		/* a player's team, itself alone: own */
	int	 stone[N][N];		/* [file][rank]: -1 empty, or player */
	int	 hand[4];
	int	 side;
};

static const struct {
	const char	*name;
	const char	*letters;
	int		 tippy, teams;
} games[] = {
	{ "gomoku", "wb", 0, 0 },
	{ "gomoku-3p", "wrb", 0, 0 },
	{ "gomoku-4p", "wrbg", 0, 0 },
	{ "gomoku-4p-teams", "wrbg", 0, 1 },
	{ "tippy", "wb", 1, 0 },
	{ "tippy-3p", "wrb", 1, 0 },
	{ "tippy-4p", "wrbg", 1, 0 },
	{ "tippy-15", "wb", 1, 0 },
	{ "tippy-3p-15", "wrb", 1, 0 },
};

static int
on(int x, int y)
{
	return x >= 0 && y >= 0 && x < N && y < N;
}

/* "NAME l[=c]:cells[+h] ... side number", fields in any order. */
static void
ref_read(struct ref *b, const char *s)
{
	size_t		 i, len = strcspn(s, " ");
	const char	*p, *q;
	int		 who, x, y;

	memset(b, 0, sizeof(*b));
	memset(b->stone, -1, sizeof(b->stone));
	for (i = 0; i < NELEM(games); i++)
		if (strlen(games[i].name) == len &&
		    strncmp(games[i].name, s, len) == 0)
			break;
	ck_assert_msg(i < NELEM(games), "%s: no such placement game", s);
	b->tippy = games[i].tippy;
	b->n = (int)strlen(games[i].letters);
	memcpy(b->letters, games[i].letters, (size_t)b->n + 1);
	for (who = 0; who < b->n; who++)
		b->team[who] = games[i].teams ? who % 2 : who;
	for (p = s + len; *p == ' '; ) {
		p++;
		if ((q = strchr(b->letters, *p)) == NULL || *p == '\0')
			break;
		who = (int)(q - b->letters);
		if (p[1] == ' ') {
			b->side = who;
			break;
		}
		p = strchr(p, ':') + 1;
		while (*p >= 'a' && *p <= 'p') {
			x = *p - 'a';
			y = (int)strtol(p + 1, (char **)&q, 10) - 1;
			ck_assert(on(x, y));
			b->stone[x][y] = who;
			p = *q == ',' ? q + 1 : q;
		}
		if (*p == '+')
			b->hand[who] = (int)strtol(p + 1, (char **)&p, 10);
	}
}

static int
in_hand(const struct ref *b)
{
	int	 i;

	for (i = 0; i < b->n; i++)
		if (b->hand[i] > 0)
			return 1;
	return 0;
}

static uint64_t ref_perft(struct ref *, int);

/* Tippy: the stone of another player on (x, y) enclosed by who's four. */
static int
enclosed(const struct ref *b, int x, int y, int who)
{
	static const int	 d[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 },
				    { 0, -1 } };
	int			 k;

	if (!on(x, y) || b->stone[x][y] < 0 || b->stone[x][y] == who)
		return 0;
	for (k = 0; k < 4; k++)
		if (!on(x + d[k][0], y + d[k][1]) ||
		    b->stone[x + d[k][0]][y + d[k][1]] != who)
			return 0;
	return 1;
}

/* The side to move puts a stone on (x, y), then the game goes on. */
static uint64_t
drop(struct ref *b, int x, int y, int depth)
{
	static const int	 d[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 },
				    { 0, -1 } };
	int			 side = b->side, k, gone[4];
	uint64_t		 n;

	b->stone[x][y] = side;
	b->hand[side]--;
	for (k = 0; k < 4; k++) {
		gone[k] = -1;
		if (b->tippy && enclosed(b, x + d[k][0], y + d[k][1], side)) {
			gone[k] = b->stone[x + d[k][0]][y + d[k][1]];
			b->stone[x + d[k][0]][y + d[k][1]] = -1;
		}
	}
	b->side = (side + 1) % b->n;
	n = ref_perft(b, depth - 1);
	b->side = side;
	for (k = 0; k < 4; k++)
		if (gone[k] >= 0)
			b->stone[x + d[k][0]][y + d[k][1]] = gone[k];
	b->hand[side]++;
	b->stone[x][y] = -1;
	return n;
}

static uint64_t
ref_perft(struct ref *b, int depth)
{
	int		 x, y, k, who, tx, ty, side = b->side;
	uint64_t	 n = 0;

	if (depth == 0)
		return 1;
	if (in_hand(b)) {
		if (b->hand[side] == 0)
			return 0;
		for (x = 0; x < N; x++)
			for (y = 0; y < N; y++)
				if (b->stone[x][y] < 0)
					n += depth == 1 ? 1 : drop(b, x, y,
					    depth);
		return n;
	}
	if (b->tippy)
		return 0;
	/* Gomoku's steps: any stone of the side's team, 8 ways. */
	for (x = 0; x < N; x++)
		for (y = 0; y < N; y++) {
			if ((who = b->stone[x][y]) < 0 ||
			    b->team[who] != b->team[side])
				continue;
			for (k = 0; k < 8; k++) {
				tx = x + square_dirs[k][0];
				ty = y + square_dirs[k][1];
				if (!on(tx, ty) || b->stone[tx][ty] >= 0)
					continue;
				if (depth == 1) {
					n++;
					continue;
				}
				b->stone[x][y] = -1;
				b->stone[tx][ty] = who;
				b->side = (side + 1) % b->n;
				n += ref_perft(b, depth - 1);
				b->side = side;
				b->stone[tx][ty] = -1;
				b->stone[x][y] = who;
			}
		}
	return n;
}

void
ref_place_agrees(const char *s, int depth, uint64_t want)
{
	notation_position	*p = pos_of(s);
	struct ref		 b;

	ref_read(&b, s);
	ref_perft_is(s, depth, notation_position_perft(p, depth),
	    ref_perft(&b, depth), want);
	notation_position_free(p);
}
