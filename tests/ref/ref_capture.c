/*
 * ref_capture.c -- the reference generator of the capture chains
 * (tests/ref/ref.h): Gevangen 2 (spec/rules.md section 17.11), 60 stones
 * of no player on the star's hexagon, jumped and captured in chains.
 * The star as the table of ranks of spec/star.md section 1, its six
 * lines, the hexagon of the holes within 4 steps of i9, and the chains
 * of section 17.11, every hop taking the stone it goes over at once.
 * Two chains are one move when they leave the same stones (the captures
 * then differ by the same count).  It reads and writes position strings
 * itself (spec/position-string.md, "Shared stones and captures").
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "ref.h"

const struct ref_capture_game ref_capture_games[REF_CAPTURE_GAMES] = {
	{ "gevangen-2", "wb" },
	{ "gevangen-2-3p", "wyg" },
	{ "gevangen-2-4p", "wrbg" },
	{ "gevangen-2-5p", "wrybg" },
	{ "gevangen-2-6p", "wrybgp" },
};

#define N	STAR_N
#define WORDS	REF_CAPTURE_WORDS
#define MAXRES	REF_CAPTURE_MAXRES

/* The hexagon: within 4 steps of i9 (cube coordinates, spec/star.md). */
static int
in_hexagon(int x, int y)
{
	int	 a = x - 8, b = 8 - y, c = y - x;

	return a >= -4 && a <= 4 && b >= -4 && b <= 4 && c >= -4 && c <= 4;
}



static int
has(const uint64_t *k, int x, int y)
{
	int	 i = y * N + x;

	return (int)(k[i / 64] >> (i % 64) & 1);
}

static void
flip(uint64_t *k, int x, int y)
{
	int	 i = y * N + x;

	k[i / 64] ^= (uint64_t)1 << (i % 64);
}

static const struct ref_capture_game *
game_of(const char *name, size_t len)
{
	return table_find_len(ref_capture_games, REF_CAPTURE_GAMES,
	    sizeof(ref_capture_games[0]), name, len);
}

void
ref_capture_start(struct ref_capture *b, const char *game)
{
	const struct ref_capture_game	*g = game_of(game, strlen(game));
	int				 x, y;

	memset(b, 0, sizeof(*b));
	b->g = g;
	b->n = (int)strlen(g->letters);
	b->number = 1;
	for (x = 0; x < N; x++)
		for (y = 0; y < N; y++)
			if (star_hole(x, y) && in_hexagon(x, y) &&
			    !(x == 8 && y == 8))
				flip(b->k, x, y);
}

static void
flip_at(void *k, int x, int y)
{
	flip(k, x, y);
}

static int
has_at(const void *k, int who, int x, int y)
{
	(void)who;
	return has(k, x, y);
}

/* "NAME w=3: b: *:cells side number", the fields in any order. */
void
ref_capture_read(struct ref_capture *b, const char *s)
{
	const char	*e, *q;
	int		 who;

	e = strchr(s, ' ');
	memset(b, 0, sizeof(*b));
	b->g = game_of(s, (size_t)(e - s));
	b->n = (int)strlen(b->g->letters);
	for (s = e + 1; s[1] == ':' || s[1] == '='; s = *e == ' ' ? e + 1 : e) {
		e = strchr(s, ':') + 1;
		if (s[0] != '*') {
			q = strchr(b->g->letters, s[0]);
			ck_assert_ptr_nonnull(q);
			who = (int)(q - b->g->letters);
			b->caught[who] = s[1] == '=' ? atoi(s + 2) : 0;
			ck_assert(*e == ' ' || *e == '\0');
		} else
			e = ref_star_cells(e, flip_at, b->k);
	}
	ref_side_number(s, b->g->letters, &b->side, &b->number);
}

/* The canonical string: players in turn order, the stones rank by rank. */
void
ref_capture_write(const struct ref_capture *b, char *out, size_t size)
{
	size_t	 n;
	int	 i;

	n = (size_t)snprintf(out, size, "%s", b->g->name);
	for (i = 0; i < b->n; i++)
		if (b->caught[i] > 0)
			n += (size_t)snprintf(out + n, size - n, " %c=%d:",
			    b->g->letters[i], b->caught[i]);
		else
			n += (size_t)snprintf(out + n, size - n, " %c:",
			    b->g->letters[i]);
	n += (size_t)snprintf(out + n, size - n, " *:");
	n = ref_star_list(out, n, size, has_at, b->k, 0);
	snprintf(out + n, size - n, " %c %lu", b->g->letters[b->side],
	    b->number);
}


/*
 * The chains on from (x, y): k holds the stones now (the moving stone
 * lifted, the stones taken so far gone); every landing but the start is
 * a move, unless another chain left the same stones.
 */
static void
chains(struct ref_capture_moves *res, uint64_t *k, int fx, int fy, int x,
    int y, int taken)
{
	size_t	 i;
	int	 d, ox, oy, lx, ly;

	for (d = 0; d < 6; d++) {
		if (!ref_star_jump(x, y, d, &ox, &oy, &lx, &ly) ||
		    !has(k, ox, oy) || has(k, lx, ly))
			continue;
		flip(k, ox, oy);
		if (lx != fx || ly != fy) {
			flip(k, lx, ly);
			for (i = 0; i < res->n; i++)
				if (memcmp(res->k[i], k,
				    sizeof(res->k[i])) == 0)
					break;
			if (i == res->n) {
				ck_assert(res->n < MAXRES);
				memcpy(res->k[res->n], k, sizeof(res->k[0]));
				res->taken[res->n++] = taken + 1;
			}
			flip(k, lx, ly);
		}
		chains(res, k, fx, fy, lx, ly, taken + 1);
		flip(k, ox, oy);
	}
}

/* Every move of the position: every stone's chains (no steps). */
void
ref_capture_moves(const struct ref_capture *b,
    struct ref_capture_moves *res)
{
	uint64_t	 k[WORDS];
	int		 x, y;

	res->n = 0;
	for (y = 0; y < N; y++)
		for (x = 0; x < N; x++)
			if (star_hole(x, y) && has(b->k, x, y)) {
				memcpy(k, b->k, sizeof(k));
				flip(k, x, y);
				chains(res, k, x, y, x, y, 0);
			}
}

void
ref_capture_child(const struct ref_capture *b,
    const struct ref_capture_moves *res, size_t i, struct ref_capture *c)
{
	*c = *b;
	memcpy(c->k, res->k[i], sizeof(c->k));
	c->caught[c->side] += res->taken[i];
	if (++c->side == c->n) {
		c->side = 0;
		c->number++;
	}
}

/* The move lists of the plies being counted, one a depth. */
#define MAXDEPTH	3
static struct ref_capture_moves	 res_at[MAXDEPTH + 1];

uint64_t
ref_capture_perft(const struct ref_capture *b, int depth)
{
	struct ref_capture_moves	*res = &res_at[depth];
	struct ref_capture	 c;
	uint64_t	 total = 0;
	size_t		 i;

	ck_assert(depth >= 1 && depth <= MAXDEPTH);
	ref_capture_moves(b, res);
	if (depth == 1)
		total = res->n;
	for (i = 0; depth > 1 && i < res->n; i++) {
		ref_capture_child(b, res, i, &c);
		total += ref_capture_perft(&c, depth - 1);
	}
	return total;
}
