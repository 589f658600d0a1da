/*
 * ref_draughts.c -- the reference move generator of international draughts
 * (spec/rules.md section 18), written from the rules and not from the
 * library: a 10x10 grid of characters, row 0 at the top as White sees
 * it, and the PDN numbers of its dark squares worked out from row and
 * column; position strings read and written here
 * (spec/position-string.md, "Draughts").
 *
 * A man steps one square diagonally forward; a king any number of empty
 * squares along a diagonal.  A capture jumps an opponent's piece, a man
 * the adjacent one forward or backward, a king the first one along a
 * diagonal, landing on an empty square behind it (a king on any of them);
 * it goes on while it can; the pieces jumped stay on the board, marked,
 * until it ends, and none is jumped twice.  Only the captures of the most
 * pieces are legal; with none, every step is.  A man that ends on the far
 * row is crowned.  Two moves that leave the same board are one.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ref/ref.h"

/* The square of number n (1..50): row from the top, column from the left. */
static void
square_of(int n, int *row, int *col)
{
	*row = (n - 1) / 5;
	*col = 2 * ((n - 1) % 5) + (*row % 2 == 0 ? 1 : 0);
}

static int
on_board(int row, int col)
{
	return row >= 0 && row < 10 && col >= 0 && col < 10 &&
	    (row + col) % 2 == 1;
}

static int
is_white(char c)
{
	return c == 'w' || c == 'W';
}

static int
is_king(char c)
{
	return c == 'W' || c == 'B';
}

static int
enemy(char mover, char c)
{
	return c != '.' && is_white(c) != is_white(mover);
}

void
ref_draughts_start(struct ref_draughts *b)
{
	int	 n, row, col;

	memset(b->sq, '.', sizeof(b->sq));
	for (n = 1; n <= 50; n++) {
		square_of(n, &row, &col);
		if (n <= 20)
			b->sq[row][col] = 'b';
		else if (n >= 31)
			b->sq[row][col] = 'w';
	}
	b->white = 1;
	b->number = 1;
}

/* "international-draughts w:K5,31 b:1,K46 w 12" */
void
ref_draughts_read(struct ref_draughts *b, const char *s)
{
	const char	*q;
	char		 who;
	int		 n, row, col, king;

	memset(b->sq, '.', sizeof(b->sq));
	q = strchr(s, ' ') + 1;
	while (q[1] == ':') {
		who = q[0];
		q += 2;
		while (*q != ' ' && *q != '\0') {
			king = *q == 'K';
			if (king)
				q++;
			n = (int)strtol(q, (char **)&q, 10);
			square_of(n, &row, &col);
			b->sq[row][col] = (char)(king ? who - 'a' + 'A' : who);
			if (*q == ',')
				q++;
		}
		q++;
	}
	b->white = *q == 'w';
	b->number = strtoul(q + 2, NULL, 10);
}

void
ref_draughts_write(const struct ref_draughts *b, char *out, size_t size)
{
	const char	*who = "wb";
	size_t		 k;
	int		 i, n, row, col, first;
	char		 c;

	k = (size_t)snprintf(out, size, "international-draughts");
	for (i = 0; i < 2; i++) {
		k += (size_t)snprintf(out + k, size - k, " %c:", who[i]);
		first = 1;
		for (n = 1; n <= 50; n++) {
			square_of(n, &row, &col);
			c = b->sq[row][col];
			if (c == '.' || (c | 0x20) != who[i])
				continue;
			k += (size_t)snprintf(out + k, size - k, "%s%s%d",
			    first ? "" : ",", is_king(c) ? "K" : "", n);
			first = 0;
		}
	}
	snprintf(out + k, size - k, " %c %lu", b->white ? 'w' : 'b',
	    b->number);
}

/* The move search: the board as it stands, the pieces jumped marked. */
struct dsearch {
	const struct ref_draughts *b;
	char		 mover;
	int		 r0, c0;		/* where the piece started */
	char		 jumped[10][10];
	int		 count;
	struct ref_draughts_moves *res;
};

static const int diag[4][2] = { { -1, -1 }, { -1, 1 }, { 1, -1 }, { 1, 1 } };

static char
at(const struct dsearch *s, int row, int col)
{
	if (row == s->r0 && col == s->c0)
		return '.';		/* the moving piece has left it */
	return s->b->sq[row][col];
}

/* The board after the move: the jumped pieces off, the piece moved. */
static void
child(const struct dsearch *s, int row, int col, struct ref_draughts *c)
{
	int	 i, j;
	char	 piece = s->b->sq[s->r0][s->c0];

	*c = *s->b;
	for (i = 0; i < 10; i++)
		for (j = 0; j < 10; j++)
			if (s->jumped[i][j])
				c->sq[i][j] = '.';
	c->sq[s->r0][s->c0] = '.';
	if (piece == 'w' && row == 0)
		piece = 'W';
	if (piece == 'b' && row == 9)
		piece = 'B';
	c->sq[row][col] = piece;
	c->white = !s->b->white;
	if (!s->b->white)
		c->number++;
}

static void
add(struct ref_draughts_moves *res, const struct ref_draughts *c, int taken)
{
	size_t	 i;

	if (taken < res->taken)
		return;
	if (taken > res->taken) {
		res->taken = taken;
		res->n = 0;
	}
	for (i = 0; i < res->n; i++)
		if (memcmp(res->child[i].sq, c->sq, sizeof(c->sq)) == 0)
			return;
	if (res->n < REF_DRAUGHTS_MAXRES)
		res->child[res->n++] = *c;
}

static void
jumps(struct dsearch *s, int row, int col, int king)
{
	struct ref_draughts	 c;
	int			 d, r1, c1, r2, c2, more = 0;

	for (d = 0; d < 4; d++) {
		r1 = row + diag[d][0];
		c1 = col + diag[d][1];
		if (king)
			while (on_board(r1, c1) && at(s, r1, c1) == '.') {
				r1 += diag[d][0];
				c1 += diag[d][1];
			}
		if (!on_board(r1, c1) || !enemy(s->mover, at(s, r1, c1)) ||
		    s->jumped[r1][c1])
			continue;
		r2 = r1 + diag[d][0];
		c2 = c1 + diag[d][1];
		while (on_board(r2, c2) && at(s, r2, c2) == '.') {
			more = 1;
			s->jumped[r1][c1] = 1;
			s->count++;
			jumps(s, r2, c2, king);
			s->count--;
			s->jumped[r1][c1] = 0;
			if (!king)
				break;
			r2 += diag[d][0];
			c2 += diag[d][1];
		}
	}
	if (!more && s->count > 0) {
		child(s, row, col, &c);
		add(s->res, &c, s->count);
	}
}

void
ref_draughts_moves(const struct ref_draughts *b, struct ref_draughts_moves *res)
{
	struct dsearch		 s;
	struct ref_draughts	 c;
	int			 row, col, d, r1, c1, king, fwd;

	res->n = 0;
	res->taken = 1;
	memset(&s, 0, sizeof(s));
	s.b = b;
	s.res = res;
	for (row = 0; row < 10; row++)
		for (col = 0; col < 10; col++) {
			if (b->sq[row][col] == '.' ||
			    is_white(b->sq[row][col]) != b->white)
				continue;
			s.mover = b->sq[row][col];
			s.r0 = row;
			s.c0 = col;
			jumps(&s, row, col, is_king(s.mover));
		}
	if (res->n > 0)
		return;
	res->taken = 0;
	fwd = b->white ? -1 : 1;
	for (row = 0; row < 10; row++)
		for (col = 0; col < 10; col++) {
			if (b->sq[row][col] == '.' ||
			    is_white(b->sq[row][col]) != b->white)
				continue;
			king = is_king(b->sq[row][col]);
			s.mover = b->sq[row][col];
			s.r0 = row;
			s.c0 = col;
			for (d = 0; d < 4; d++) {
				if (!king && diag[d][0] != fwd)
					continue;
				r1 = row + diag[d][0];
				c1 = col + diag[d][1];
				while (on_board(r1, c1) &&
				    b->sq[r1][c1] == '.') {
					child(&s, r1, c1, &c);
					add(res, &c, 0);
					if (!king)
						break;
					r1 += diag[d][0];
					c1 += diag[d][1];
				}
			}
		}
}

uint64_t
ref_draughts_perft(const struct ref_draughts *b, int depth)
{
	struct ref_draughts_moves	*res;
	uint64_t			 total = 0;
	size_t				 i;

	if ((res = malloc(sizeof(*res))) == NULL)
		abort();
	ref_draughts_moves(b, res);
	if (depth <= 1)
		total = res->n;
	else
		for (i = 0; i < res->n; i++)
			total += ref_draughts_perft(&res->child[i], depth - 1);
	free(res);
	return total;
}
