/*
 * ref_track.c -- the reference generator of Petits chevaux (tests/ref/
 * ref.h; spec/rules.md section 17.16, spec/boards.md "The track"): one
 * die, horses out of the base on a 6, a lap of the loop, the home lane
 * by the exact roll, a horse landed on sent back to its base, a 6 rolls
 * again.  It shares nothing with the library but the position string it
 * reads: the loop, the start cells and the lanes are written out here as
 * spec/boards.md lists them.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ref.h"

#define LOOP	40
#define SIDES	6

/* The loop in running order, from the tip of the bottom arm. */
static const char *const loop[LOOP] = {
	"f1", "e1", "e2", "e3", "e4", "e5", "d5", "c5", "b5", "a5",
	"a6", "a7", "b7", "c7", "d7", "e7", "e8", "e9", "e10", "e11",
	"f11", "g11", "g10", "g9", "g8", "g7", "h7", "i7", "j7", "k7",
	"k6", "k5", "j5", "i5", "h5", "g5", "g4", "g3", "g2", "g1",
};

/* The four seats: letter, start cell, lane from a to d. */
static const struct seat {
	char		 letter;
	const char	*start;
	const char	*lane[4];
} seats[4] = {
	{ 'w', "e1", { "f2", "f3", "f4", "f5" } },
	{ 'r', "a7", { "b6", "c6", "d6", "e6" } },
	{ 'b', "g11", { "f10", "f9", "f8", "f7" } },
	{ 'g', "k5", { "j6", "i6", "h6", "g6" } },
};

static const struct game {
	const char	*name;
	int		 n;
	int		 seat[4];
} games[] = {
	{ "petits-chevaux", 2, { 0, 2 } },
	{ "petits-chevaux-3p", 3, { 0, 1, 2 } },
	{ "petits-chevaux-4p", 4, { 0, 1, 2, 3 } },
};

/*
 * A horse's place as a run from its start cell: 0 to 39 on the loop, 40
 * to 43 in its lane; a board of runs per player, -1 none.
 */
struct ref {
	const struct game *g;
	int	 at[4][4];	/* [player][horse]: run, or -1 in the base */
	int	 side, die, again;
};

static int
loop_index(const char *c)
{
	int	 i;

	for (i = 0; i < LOOP; i++)
		if (strcmp(loop[i], c) == 0)
			return i;
	return -1;
}

/* The run of cell c for player p (-1: not on its way). */
static int
run_of(const struct ref *b, int p, const char *c)
{
	const struct seat	*s = &seats[b->g->seat[p]];
	int			 i, k = loop_index(c);

	if (k >= 0)
		return (k - loop_index(s->start) + LOOP) % LOOP;
	for (i = 0; i < 4; i++)
		if (strcmp(s->lane[i], c) == 0)
			return LOOP + i;
	return -1;
}

/* The loop index of player p's run (< 40). */
static int
where(const struct ref *b, int p, int run)
{
	return (loop_index(seats[b->g->seat[p]].start) + run) % LOOP;
}

static void
ref_read(void *arg, const char *s)
{
	struct ref	*b = arg;
	char		 buf[1024], *tok, *save, *c, *save2, *plus;
	int		 field = 0, i, p, h;

	memset(b, 0, sizeof(*b));
	for (i = 0; i < 3; i++)
		if (strncmp(s, games[i].name, strlen(games[i].name)) == 0 &&
		    s[strlen(games[i].name)] == ' ')
			b->g = &games[i];
	ck_assert_ptr_nonnull(b->g);
	memset(b->at, -1, sizeof(b->at));
	snprintf(buf, sizeof(buf), "%s", s);
	for (tok = strtok_r(buf, " ", &save); tok != NULL;
	    tok = strtok_r(NULL, " ", &save), field++) {
		if (field == 0)
			continue;
		for (p = 0; p < b->g->n &&
		    seats[b->g->seat[p]].letter != tok[0]; p++)
			continue;
		if (tok[1] == ':' && p < b->g->n) {
			if ((plus = strchr(tok, '+')) != NULL)
				*plus = '\0';
			h = 0;
			for (c = strtok_r(tok + 2, ",", &save2); c != NULL;
			    c = strtok_r(NULL, ",", &save2))
				b->at[p][h++] = run_of(b, p, c);
		} else if (tok[0] == 'd') {
			b->die = tok[1] - '0';
			b->again = tok[2] == '+';
		} else if (strlen(tok) == 1 && p < b->g->n)
			b->side = p;
	}
}

/* Is a horse on loop index k, and whose, which one? */
static int
horse_on(const struct ref *b, int k, int *hp, int *hh)
{
	int	 p, h;

	for (p = 0; p < b->g->n; p++)
		for (h = 0; h < 4; h++)
			if (b->at[p][h] >= 0 && b->at[p][h] < LOOP &&
			    where(b, p, b->at[p][h]) == k) {
				*hp = p;
				*hh = h;
				return 1;
			}
	return 0;
}

/*
 * The moves of a roll of n: horse h to run to[i] (h -1: a horse out of
 * the base); their number.
 */
static int
moves(const struct ref *b, int n, int *horse, int *to)
{
	int	 count = 0, h, p = b->side, run, lane, k, base = -1;
	int	 own_on_start = 0;

	for (h = 0; h < 4; h++) {
		if (b->at[p][h] < 0)
			base = h;
		else if (b->at[p][h] == 0)
			own_on_start = 1;
	}
	if (n == SIDES && base >= 0 && !own_on_start) {
		horse[count] = base;
		to[count++] = 0;
	}
	for (h = 0; h < 4; h++) {
		run = b->at[p][h];
		if (run < 0 || run >= LOOP || run + n > LOOP + 3)
			continue;
		if (run + n >= LOOP) {
			for (lane = 0, k = 0; k < 4; k++)
				if (b->at[p][k] == run + n)
					lane = 1;
			if (lane)
				continue;
		}
		horse[count] = h;
		to[count++] = run + n;
	}
	return count;
}

static void
done(struct ref *b)
{
	if (b->die == SIDES) {
		b->again = 1;
		return;
	}
	b->die = 0;
	b->again = 0;
	b->side = (b->side + 1) % b->g->n;
}

static void
play(struct ref *b, int h, int run)
{
	int	 p = b->side, hp, hh;

	if (horse_on(b, where(b, p, run), &hp, &hh) && run < LOOP)
		b->at[hp][hh] = -1;
	b->at[p][h] = run;
	done(b);
}

static uint64_t
ref_perft(const void *arg, int depth)
{
	const struct ref	*b = arg;
	struct ref		 c;
	uint64_t		 total = 0;
	int			 horse[8], to[8], n, i;

	if (depth == 0)
		return 1;
	if (b->die == 0 || b->again) {
		if (depth == 1)
			return SIDES;
		for (i = 1; i <= SIDES; i++) {
			c = *b;
			c.die = i;
			c.again = 0;
			if (moves(&c, i, horse, to) == 0)
				done(&c);
			total += ref_perft(&c, depth - 1);
		}
		return total;
	}
	n = moves(b, b->die, horse, to);
	if (depth == 1)
		return (uint64_t)n;
	for (i = 0; i < n; i++) {
		c = *b;
		play(&c, horse[i], to[i]);
		total += ref_perft(&c, depth - 1);
	}
	return total;
}

void
ref_track_agrees(const notation_position *p, int depth, uint64_t want)
{
	struct ref	 b;

	ref_string_agrees(p, depth, want, &b, ref_read, ref_perft);
}
