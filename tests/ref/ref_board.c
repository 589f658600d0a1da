/*
 * ref_board.c -- the boards of the reference generators (tests/ref/ref.h):
 * the star of spec/star.md and the square's lines, lists of cells, and
 * the step that plays each target of a stone; and what the generators
 * share around them: the stones and hands of a position read, and their
 * perft held against the library's.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ref.h"

/* Each rank's first and last file (spec/star.md, "The ranks"). */
static const char star_rank_span[STAR_N][2] = {
	{ 'e', 'e' }, { 'e', 'f' }, { 'e', 'g' }, { 'e', 'h' },
	{ 'a', 'm' }, { 'b', 'm' }, { 'c', 'm' }, { 'd', 'm' },
	{ 'e', 'm' }, { 'e', 'n' }, { 'e', 'o' }, { 'e', 'p' },
	{ 'e', 'q' }, { 'j', 'm' }, { 'k', 'm' }, { 'l', 'm' },
	{ 'm', 'm' }
};

const int star_dirs[6][2] = {
	{ 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 0 }, { -1, -1 }, { 0, -1 }
};

const int square_dirs[8][2] = {
	{ 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 },
	{ 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 }
};

int
star_hole(int x, int y)
{
	return y >= 0 && y < STAR_N && x >= star_rank_span[y][0] - 'a' &&
	    x <= star_rank_span[y][1] - 'a';
}

int
ref_cell(int star, int size, int x, int y)
{
	if (star)
		return star_hole(x, y);
	return x >= 0 && y >= 0 && x < size && y < size;
}

int
ref_star_jump(int x, int y, int d, int *ox, int *oy, int *lx, int *ly)
{
	*ox = x + star_dirs[d][0];
	*oy = y + star_dirs[d][1];
	*lx = *ox + star_dirs[d][0];
	*ly = *oy + star_dirs[d][1];
	return star_hole(*ox, *oy) && star_hole(*lx, *ly);
}

int
ref_listed(const char *list, int x, int y)
{
	const char	*s = list;
	char		*end;
	int		 cx, cy;

	while (*s != '\0') {
		cx = *s++ - 'a';
		cy = (int)strtol(s, &end, 10) - 1;
		s = end;
		if (cx == x && cy == y)
			return 1;
		while (*s == ' ')
			s++;
	}
	return 0;
}

const char *
ref_star_cells(const char *s, void (*each)(void *, int, int), void *arg)
{
	char	*end;
	int	 x, y;

	while (*s != ' ' && *s != '\0') {
		x = *s++ - 'a';
		y = (int)strtol(s, &end, 10) - 1;
		s = end;
		ck_assert_msg(star_hole(x, y), "no hole %c%d", 'a' + x, y + 1);
		each(arg, x, y);
		if (*s == ',')
			s++;
	}
	return s;
}

void
ref_side_number(const char *s, const char *letters, int *side,
    unsigned long *number)
{
	const char	*q = strchr(letters, s[0]);

	ck_assert_msg(q != NULL, "no side '%c'", s[0]);
	*side = (int)(q - letters);
	*number = strtoul(s + 2, NULL, 10);
}

size_t
ref_star_list(char *out, size_t n, size_t size,
    int (*is)(const void *, int, int, int), const void *arg, int who)
{
	int	 x, y, first = 1;

	for (y = 0; y < STAR_N; y++)
		for (x = 0; x < STAR_N; x++)
			if (star_hole(x, y) && is(arg, who, x, y)) {
				n += (size_t)snprintf(out + n, size - n,
				    "%s%c%d", first ? "" : ",", 'a' + x, y + 1);
				first = 0;
			}
	return n;
}

uint64_t
ref_play_targets(void *ref, uint64_t (*perft)(void *, int), int *board,
    const int *dest, int stride, int w, int h, int x, int y, int who,
    int *side, int next, int depth)
{
	int		*from = &board[x * stride + y], *to;
	int		 tx, ty, was = *from, other, s = *side;
	uint64_t	 total = 0;

	for (tx = 0; tx < w; tx++)
		for (ty = 0; ty < h; ty++) {
			if (!dest[tx * stride + ty])
				continue;
			if (depth == 1) {
				total++;
				continue;
			}
			to = &board[tx * stride + ty];
			other = *to;
			*to = who;
			*from = other;
			*side = next;
			total += perft(ref, depth - 1);
			*side = s;
			*from = was;
			*to = other;
		}
	return total;
}

void
ref_perft_is(const char *what, int depth, uint64_t lib, uint64_t ref,
    uint64_t want)
{
	ck_assert_msg(lib == ref, "%s: perft %d: library %llu, reference "
	    "%llu", what, depth, (unsigned long long)lib,
	    (unsigned long long)ref);
	if (want != 0)
		ck_assert_msg(lib == want, "%s: perft %d: %llu, the spec says "
		    "%llu", what, depth, (unsigned long long)lib,
		    (unsigned long long)want);
}

void
ref_string_agrees(const notation_position *p, int depth, uint64_t want,
    void *ref, void (*read)(void *, const char *),
    uint64_t (*perft)(const void *, int))
{
	struct notation_buf	 s = NOTATION_BUF_INIT;

	ck_assert_int_eq(notation_position_format(p, &s), 0);
	read(ref, s.data);
	ref_perft_is(s.data, depth, notation_position_perft(p, depth),
	    perft(ref, depth), want);
	notation_buf_free(&s);
}

int
ref_read_stones(const notation_position *p, int *board, int stride, int w,
    int h)
{
	const notation_rules	*r = notation_position_rules(p);
	int			 x, y;

	for (x = 0; x < w; x++)
		for (y = 0; y < h; y++)
			board[x * stride + y] = notation_position_at(p,
			    notation_cell_at(r, x, y)) + 1;
	return notation_position_side(p) + 1;
}

int
ref_hand_of(const char *s, char l)
{
	const char	 field[] = { ' ', l, ':', '\0' };
	const char	*f;

	if ((f = strstr(s, field)) == NULL ||
	    (f = strpbrk(f + 1, "+ ")) == NULL || *f != '+')
		return 0;
	return atoi(f + 1);
}
