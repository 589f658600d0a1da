/*
 * render.c -- board drawings as text: ASCII by default, Unicode stones
 * and ANSI colours on request (spec/boards.md).
 *
 * Square boards:        The star (skewed grid, spec/star.md), a board and
 *      a b c d e        a key of the file letters side by side:
 *   5  . . . . w  5      17   .                 m     17
 *   ...                  16  . .               l m    16
 *   1  b . . . .  1      ...
 *      a b c d e          2  w w               e f    2
 *                         1   w                 e     1
 */
#include <string.h>

#include "draw/draw.h"

/*
 * The palettes of the drawings have six slots, white, black, red, green,
 * yellow and purple (spec/boards.md); these are the initials of the
 * players' colours.
 */
static const char palette_letters[] = "wbrgyp";

/*
 * The slot of player i.  A player whose letter is one of the colours'
 * initials is drawn in that colour, wherever it stands in turn order: Black
 * is black as the third of four (halma-16x16-4p) and Yellow yellow as the
 * second of three (sternhalma-3p).  Each other player takes, in turn order,
 * the first slot that no player's letter claims, so that no two players
 * share a colour.
 */
int
nt_render_palette(const struct notation_rules *r, int i)
{
	const char	*s;
	unsigned	 claimed = 0;
	int		 j, k = 0, slot;

	if ((s = strchr(palette_letters, r->pl[i].letter)) != NULL)
		return (int)(s - palette_letters);
	for (j = 0; j < r->nplayers; j++)
		if ((s = strchr(palette_letters, r->pl[j].letter)) != NULL)
			claimed |= 1u << (s - palette_letters);
	for (j = 0; j < i; j++)
		if (strchr(palette_letters, r->pl[j].letter) == NULL)
			k++;
	for (slot = 0; slot < NOTATION_MAX_PLAYERS; slot++)
		if (!(claimed & (1u << slot)) && k-- == 0)
			return slot;
	return i;
}

/* Unicode stones per palette slot, then ANSI colours. */
static const char *const uni_stone[NOTATION_MAX_PLAYERS] = {
	"\xe2\x97\x8b", "\xe2\x97\x8f", "\xe2\x96\xb2", "\xe2\x96\xa0",
	"\xe2\x97\x86", "\xe2\x98\x85"
};
static const char *const colour[NOTATION_MAX_PLAYERS] = {
	"\033[1;37m", "\033[1;34m", "\033[1;31m", "\033[1;32m",
	"\033[1;33m", "\033[1;35m"
};

/*
 * A stone's letter: in draughts a king's is the upper-case letter
 * (spec/boards.md, "Draughts").
 */
static char
piece_letter(const struct notation_position *p, int c)
{
	char	 l = p->rules->pl[p->board[c]].letter;

	return bits_test(&p->kings, c) ? (char)(l - 'a' + 'A') : l;
}

/* Draughts in Unicode: the draughts men and kings, white and black. */
static const char *
draughts_piece(const struct notation_position *p, int c)
{
	static const char *const glyph[2][2] = {
		{ "\xe2\x9b\x80", "\xe2\x9b\x81" },	/* U+26C0, U+26C1 */
		{ "\xe2\x9b\x82", "\xe2\x9b\x83" }	/* U+26C2, U+26C3 */
	};

	return glyph[p->board[c] != 0][bits_test(&p->kings, c)];
}

static int
put_cell(const struct notation_position *p, int c, int flags,
    struct notation_buf *out)
{
	const struct notation_rules	*r = p->rules;
	int				 who = p->board[c], i, camp = 0, rc = 0;

	if (who < 0) {
		if (flags & NOTATION_RENDER_CAMPS)
			for (i = 0; i < r->nplayers; i++)
				if (bits_test(&r->pl[i].camp, c))
					camp = 1;
		return notation_buf_putc(out, camp ? '+' : '.');
	}
	/* A stone of no player: '*', a grey ring in Unicode (boards.md). */
	if (who == SHARED) {
		if (flags & NOTATION_RENDER_COLOR)
			rc |= notation_buf_puts(out, "\033[0;37m");
		if (flags & NOTATION_RENDER_UNICODE)
			rc |= notation_buf_puts(out, "\xe2\x97\x8e");
		else
			rc |= notation_buf_putc(out, '*');
		if (flags & NOTATION_RENDER_COLOR)
			rc |= notation_buf_puts(out, "\033[0m");
		return rc;
	}
	if (flags & NOTATION_RENDER_COLOR)
		rc |= notation_buf_puts(out,
		    colour[nt_render_palette(r, who)]);
	if ((flags & NOTATION_RENDER_UNICODE) && r->draughts)
		rc |= notation_buf_puts(out, draughts_piece(p, c));
	else if (flags & NOTATION_RENDER_UNICODE)
		rc |= notation_buf_puts(out,
		    uni_stone[nt_render_palette(r, who)]);
	else
		rc |= notation_buf_putc(out, piece_letter(p, c));
	if (flags & NOTATION_RENDER_COLOR)
		rc |= notation_buf_puts(out, "\033[0m");
	return rc;
}

/*
 * Lines are put together in a local buffer and appended whole: a playback
 * draws a board after every ply, and a formatted write per cell made
 * drawing cost many times what replaying the move does.
 */
static int
files_line(const struct notation_rules *r, struct notation_buf *out)
{
	char	 line[4 + 2 * 16 + 1];
	size_t	 n = 4;
	int	 x;

	memset(line, ' ', n);
	for (x = 0; x < r->geo.width && x < 16; x++) {
		line[n++] = ' ';
		line[n++] = (char)('a' + x);
	}
	line[n++] = '\n';
	return notation_buf_put(out, line, n);
}

/* The rank number, right-aligned in 3 columns when pad is set. */
static size_t
rank_label(char *s, int rank, int pad)
{
	size_t	 n = 0;

	if (pad)
		s[n++] = ' ';
	if (rank >= 10)
		s[n++] = (char)('0' + rank / 10);
	else if (pad)
		s[n++] = ' ';
	s[n++] = (char)('0' + rank % 10);
	return n;
}

/*
 * A numbered board's key (draughts): after a rank, the numbers of its
 * cells, each under its cell's column of the board beside it.
 */
static size_t
number_key(const struct notation_rules *r, int y, char *s)
{
	size_t	 n = 0;
	int	 x, k;

	s[n++] = ' ';
	s[n++] = ' ';
	for (x = 0; x < r->geo.width; x++) {
		k = r->cell_number[y * r->geo.stride + x];
		s[n++] = k >= 10 ? (char)('0' + k / 10 % 10) : ' ';
		s[n++] = k > 0 ? (char)('0' + k % 10) : ' ';
	}
	while (n > 0 && s[n - 1] == ' ')
		n--;
	return n;
}

static int
render_square(const struct notation_position *p, int flags,
    struct notation_buf *out)
{
	const struct notation_rules	*r = p->rules;
	char				 line[4 + 2 * 16 + 5 + 2 + 2 * 16];
	size_t				 n;
	int				 x, y, c, rc = 0;

	rc |= files_line(r, out);
	for (y = r->geo.height - 1; y >= 0; y--) {
		n = rank_label(line, y + 1, 1);
		line[n++] = ' ';
		for (x = 0; x < r->geo.width; x++) {
			c = y * r->geo.stride + x;
			line[n++] = ' ';
			/* A cell cut away (board: cells) is left blank. */
			if (!bits_test(&r->geo.valid, c)) {
				line[n++] = ' ';
				continue;
			}
			/* Plain ASCII stones go into the line as it is built. */
			if (p->board[c] >= 0 && !(flags &
			    (NOTATION_RENDER_COLOR | NOTATION_RENDER_UNICODE))) {
				line[n++] = piece_letter(p, c);
				continue;
			}
			if (p->board[c] < 0 && !(flags & NOTATION_RENDER_CAMPS)) {
				line[n++] = '.';
				continue;
			}
			rc |= notation_buf_put(out, line, n);
			n = 0;
			rc |= put_cell(p, c, flags, out);
		}
		line[n++] = ' ';
		line[n++] = ' ';
		n += rank_label(line + n, y + 1, 0);
		if (r->numbers > 0) {
			if (y + 1 < 10)
				line[n++] = ' ';
			n += number_key(r, y, line + n);
		}
		line[n++] = '\n';
		rc |= notation_buf_put(out, line, n);
	}
	return rc | files_line(r, out);
}

/*
 * One rank of the star as a field of exactly 'width' columns: the hole of
 * file x stands in column 2x - y - lo, so that a rank is a line of text
 * and the six neighbours of a hole are the holes beside it and the four
 * diagonally above and below it.  With key set, each hole shows its file
 * letter instead of its contents.
 */
static int
star_rank(const struct notation_position *p, int y, int lo, int width,
    int key, int flags, struct notation_buf *out)
{
	const struct notation_rules	*r = p->rules;
	int				 x, c, at = 0, rc = 0;

	for (x = 0; x < r->geo.width; x++) {
		c = y * r->geo.stride + x;
		if (!bits_test(&r->geo.valid, c))
			continue;
		for (; at < 2 * x - y - lo; at++)
			rc |= notation_buf_putc(out, ' ');
		if (key)
			rc |= notation_buf_putc(out, 'a' + x);
		else
			rc |= put_cell(p, c, flags, out);
		at++;
	}
	for (; at < width; at++)
		rc |= notation_buf_putc(out, ' ');
	return rc;
}

/*
 * The star (spec/boards.md): one line per rank from the top, the rank
 * number at both ends.  The files run slantwise, so they cannot be
 * labelled along one edge as on a square board; instead a key to the
 * right of the board repeats the star with every hole's file letter, and
 * a hole's name is the letter in the same place in the key followed by
 * the rank.
 */
static int
render_star(const struct notation_position *p, int flags,
    struct notation_buf *out)
{
	const struct notation_rules	*r = p->rules;
	int				 c, u, lo = 0, hi = 0, y, first = 1;
	int				 rc = 0;

	BITS_FOREACH(c, &r->geo.valid) {
		u = 2 * (c % r->geo.stride) - c / r->geo.stride;
		if (first || u < lo)
			lo = u;
		if (first || u > hi)
			hi = u;
		first = 0;
	}
	for (y = r->geo.height - 1; y >= 0; y--) {
		rc |= notation_buf_printf(out, "%3d  ", y + 1);
		rc |= star_rank(p, y, lo, hi - lo + 1, 0, flags, out);
		rc |= notation_buf_puts(out, "     ");
		rc |= star_rank(p, y, lo, hi - lo + 1, 1, flags, out);
		rc |= notation_buf_printf(out, "  %d\n", y + 1);
	}
	return rc;
}

/*
 * Under end: most-captures a line below the board gives each player's
 * captures, in turn order: "captures: White 3, Black 1" (boards.md).
 */
static int
captures_line(const struct notation_position *p, struct notation_buf *out)
{
	const struct notation_rules	*r = p->rules;
	int				 i, rc = 0;

	rc |= notation_buf_puts(out, "captures:");
	for (i = 0; i < r->nplayers; i++)
		rc |= notation_buf_printf(out, "%s %s %d", i > 0 ? "," : "",
		    r->pl[i].name, p->captures[i]);
	rc |= notation_buf_putc(out, '\n');
	return rc;
}

/*
 * Players put out (end: eliminate) are named on a line below the board,
 * in turn order: "out: White" (boards.md); their stones are gone.
 */
static int
out_line(const struct notation_position *p, struct notation_buf *out)
{
	const struct notation_rules	*r = p->rules;
	int				 i, n = 0, rc = 0;

	rc |= notation_buf_puts(out, "out:");
	for (i = 0; i < r->nplayers; i++)
		if (p->eliminated & (1u << i))
			rc |= notation_buf_printf(out, "%s %s",
			    n++ > 0 ? "," : "", r->pl[i].name);
	return rc | notation_buf_putc(out, '\n');
}

/*
 * Under drops or moves off the board, what the board cannot show: each
 * player's stones in hand and, where stones can leave the board (moves
 * off it, captures, enclosures, a race's), off the board
 * (spec/boards.md); on the track, the horses in each base.
 */
static int
hand_line(const struct notation_position *p, struct notation_buf *out)
{
	const struct notation_rules	*r = p->rules;
	int				 i, rc = 0;

	/* On the track the hands are the horses in their bases. */
	rc |= notation_buf_puts(out, r->geo.shape == SHAPE_TRACK ?
	    "     in base:" : "     in hand:");
	for (i = 0; i < r->nplayers; i++)
		rc |= notation_buf_printf(out, "%s %c %d", i ? "," : "",
		    r->pl[i].letter, p->hand[i]);
	if (r->geo.shape == SHAPE_TRACK || (!r->off_board && !r->capture &&
	    !r->enclose && !rules_race_lines(r)))
		return rc | notation_buf_putc(out, '\n');
	rc |= notation_buf_puts(out, "; off the board:");
	for (i = 0; i < r->nplayers; i++)
		rc |= notation_buf_printf(out, "%s %c %d", i ? "," : "",
		    r->pl[i].letter, r->pl[i].nstones - p->hand[i] -
		    bits_count(&p->stones[i]));
	return rc | notation_buf_putc(out, '\n');
}

int
notation_position_render(const notation_position *p, int flags,
    struct notation_buf *out)
{
	size_t	 before = out->len;
	int	 rc;

	if (p->rules->geo.shape == SHAPE_STAR)
		rc = render_star(p, flags, out);
	else
		rc = render_square(p, flags, out);
	if (p->rules->most_captures)
		rc |= captures_line(p, out);
	if (p->eliminated != 0)
		rc |= out_line(p, out);
	if (p->rules->off_board || !bits_empty(&p->rules->drop_cells) ||
	    p->rules->geo.shape == SHAPE_TRACK)
		rc |= hand_line(p, out);
	/* Memory ran out on the way: no drawing with parts missing. */
	if (rc != 0) {
		nt_buf_cut(out, before);
		return -1;
	}
	return 0;
}
