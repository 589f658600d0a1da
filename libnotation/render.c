/*
 * render.c -- board drawings as text: ASCII by default, Unicode stones
 * and ANSI colours on request (spec/boards.md).
 *
 * Square boards:                     The star (skewed grid, spec/star.md):
 *      a b c d e                     row y puts cell x at column 2x - y, so
 *   5  . . . . w  5                  that the six neighbours of a hole are
 *   ...                              left, right and the four diagonals.
 *   1  b . . . .  1
 *      a b c d e
 */
#include <string.h>

#include "internal.h"

/* Unicode stones per player, then ANSI colours. */
static const char *const uni_stone[NOTATION_MAX_PLAYERS] = {
	"\xe2\x97\x8b", "\xe2\x97\x8f", "\xe2\x96\xb2", "\xe2\x96\xa0",
	"\xe2\x97\x86", "\xe2\x98\x85"
};
static const char *const colour[NOTATION_MAX_PLAYERS] = {
	"\033[1;37m", "\033[1;34m", "\033[1;31m", "\033[1;32m",
	"\033[1;33m", "\033[1;35m"
};

static int
put_cell(const struct notation_position *p, int c, int flags,
    struct notation_buf *out)
{
	const struct notation_rules	*r = p->rules;
	int				 who = p->board[c], i, camp = 0;

	if (who < 0) {
		if (flags & NOTATION_RENDER_CAMPS)
			for (i = 0; i < r->nplayers; i++)
				if (bits_test(&r->pl[i].camp, c))
					camp = 1;
		return notation_buf_putc(out, camp ? '+' : '.');
	}
	if (flags & NOTATION_RENDER_COLOR)
		notation_buf_puts(out, colour[who]);
	if (flags & NOTATION_RENDER_UNICODE)
		notation_buf_puts(out, uni_stone[who]);
	else
		notation_buf_putc(out, r->pl[who].letter);
	if (flags & NOTATION_RENDER_COLOR)
		notation_buf_puts(out, "\033[0m");
	return 0;
}

static void
files_line(const struct notation_rules *r, struct notation_buf *out)
{
	int	 x;

	notation_buf_puts(out, "    ");
	for (x = 0; x < r->geo.width; x++)
		notation_buf_printf(out, " %c", 'a' + x);
	notation_buf_putc(out, '\n');
}

static void
render_square(const struct notation_position *p, int flags,
    struct notation_buf *out)
{
	const struct notation_rules	*r = p->rules;
	int				 x, y;

	files_line(r, out);
	for (y = r->geo.height - 1; y >= 0; y--) {
		notation_buf_printf(out, "%3d ", y + 1);
		for (x = 0; x < r->geo.width; x++) {
			notation_buf_putc(out, ' ');
			put_cell(p, y * r->geo.stride + x, flags, out);
		}
		notation_buf_printf(out, "  %d\n", y + 1);
	}
	files_line(r, out);
}

static void
render_star(const struct notation_position *p, int flags,
    struct notation_buf *out)
{
	const struct notation_rules	*r = p->rules;
	int				 x, y, col, at, c;

	for (y = r->geo.height - 1; y >= 0; y--) {
		notation_buf_printf(out, "%3d ", y + 1);
		at = 0;
		for (x = 0; x < r->geo.width; x++) {
			c = y * r->geo.stride + x;
			if (!bits_test(&r->geo.valid, c))
				continue;
			col = 2 * x - y + 16;
			while (at < col) {
				notation_buf_putc(out, ' ');
				at++;
			}
			put_cell(p, c, flags, out);
			at++;
		}
		notation_buf_putc(out, '\n');
	}
	notation_buf_puts(out, "     files a-q run up and to the right\n");
}

int
notation_position_render(const notation_position *p, int flags,
    struct notation_buf *out)
{
	size_t	 before = out->len;

	if (p->rules->geo.shape == SHAPE_STAR)
		render_star(p, flags, out);
	else
		render_square(p, flags, out);
	return out->len > before ? 0 : -1;
}
