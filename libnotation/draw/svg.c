/*
 * svg.c -- a position as an SVG diagram (spec/boards.md, "SVG"): the
 * board with its coordinates, the camps shaded, the stones, and the last
 * move as an arrow along its hops.
 *
 * Every coordinate is computed in tenths of a user unit with integers and
 * written without printf's %f, so that the output is the same bytes under
 * every locale and on every machine (the golden tests compare bytes).
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "draw/draw.h"

#define SIDE	400	/* distance between neighbouring cells, tenths */
#define ROWSTAR	346	/* rank distance on the star: SIDE * sqrt(3) / 2 */
#define MARGIN	400	/* room for the coordinates on every side */
#define STONE_R	150	/* stone radius */
#define HOLE_R	170	/* hole radius on the star */
#define ARROW_W	40	/* stroke width of the last move */

#define BOARD_FILL	"#eedfb8"
#define LINE_STROKE	"#7a6a4f"
#define LABEL_FILL	"#5a4d38"
#define ARROW_STROKE	"#c0392b"
#define SHARED_FILL	"#a8a8a8"	/* stones of no player */
#define SHARED_STROKE	"#555555"

/* Per player: stone fill, stone outline, camp tint. */
static const char *const stone_fill[NOTATION_MAX_PLAYERS] = {
	"#ffffff", "#222222", "#d13b2e", "#2e8b3e", "#e6b800", "#8e44ad"
};
static const char *const stone_stroke[NOTATION_MAX_PLAYERS] = {
	"#333333", "#000000", "#7a1d15", "#16501f", "#7a6200", "#4a2159"
};
static const char *const camp_fill[NOTATION_MAX_PLAYERS] = {
	"#f8f4ea", "#c9b58a", "#e8b4a8", "#b6d3a8", "#efe09a", "#cdb6d8"
};

/* The picture's frame: where the cells lie, in tenths. */
struct frame {
	const struct notation_rules	*rules;
	int				 star;
	int				 minu, maxu;	/* half-cells, star */
	int				 width, height;
};

/*
 * Write tenths as a decimal number: 1234 is "123.4", 1230 is "123".  The
 * digits made by hand, not by printf(3): a board's picture writes some
 * thousands of numbers (the page's templates of the star, 2.7M
 * instructions each).
 */
#define NUM_ROOM	16	/* a number of tenths at most */

/* put_num()'s text at p, in room for NUM_ROOM; returns its end. */
static char *
num_at(char *p, int tenths)
{
	char		 t[NUM_ROOM], *w = t + sizeof(t);
	unsigned	 v;

	v = tenths < 0 ? 0u - (unsigned)tenths : (unsigned)tenths;
	if (v % 10 != 0) {
		*--w = (char)('0' + v % 10);
		*--w = '.';
	}
	v /= 10;
	do {
		*--w = (char)('0' + v % 10);
		v /= 10;
	} while (v != 0);
	if (tenths < 0)
		*--w = '-';
	nt_copy_short(p, w, (size_t)(t + sizeof(t) - w));
	return p + (t + sizeof(t) - w);
}

static int
put_num(struct notation_buf *out, int tenths)
{
	if (nt_buf_room(out, NUM_ROOM) != 0)
		return -1;
	out->len = (size_t)(num_at(out->data + out->len, tenths) - out->data);
	out->data[out->len] = '\0';
	return 0;
}

/*
 * Numeric attributes, ' name="tenths"' each: the arguments are pairs of
 * a name and an int, ended by NULL.  Each in room asked for once: a
 * template of the star writes some thousands.
 */
static int
put_attrs(struct notation_buf *out, ...)
{
	va_list		 ap;
	const char	*name;
	char		*p;
	size_t		 n;
	int		 rc = 0;

	va_start(ap, out);
	while (rc == 0 && (name = va_arg(ap, const char *)) != NULL) {
		n = strlen(name);
		if (nt_buf_room(out, n + 4 + NUM_ROOM) != 0) {
			rc = -1;
			break;
		}
		p = out->data + out->len;
		*p++ = ' ';
		nt_copy_short(p, name, n);
		p += n;
		*p++ = '=';
		*p++ = '"';
		p = num_at(p, va_arg(ap, int));
		*p++ = '"';
		*p = '\0';
		out->len = (size_t)(p - out->data);
	}
	va_end(ap);
	return rc;
}

/* The integer square root, for the length of an arrow's last hop. */
static int
isqrt(long v)
{
	long	 x, y;

	if (v <= 0)
		return 0;
	x = v;
	y = (x + 1) / 2;
	while (y < x) {
		x = y;
		y = (x + v / x) / 2;
	}
	return (int)x;
}

/*
 * The centre of the point (file x, rank y), which need not be a cell: the
 * coordinates stand one step outside the board.  Square boards put rank
 * 1 at the bottom.  The star is the skewed grid of spec/star.md drawn with
 * equal sides: file x of rank y lies x - y/2 cells from the left, so that
 * the six neighbours of a hole are at the same distance.
 */
static void
point(const struct frame *f, int x, int y, int *px, int *py)
{
	int	 top = f->rules->geo.height - 1;

	if (f->star) {
		*px = MARGIN + (2 * x - y - f->minu) * SIDE / 2 + SIDE / 2;
		*py = MARGIN + (top - y) * ROWSTAR + SIDE / 2;
	} else {
		*px = MARGIN + x * SIDE + SIDE / 2;
		*py = MARGIN + (top - y) * SIDE + SIDE / 2;
	}
}

static void
cell_point(const struct frame *f, int c, int *px, int *py)
{
	point(f, c % f->rules->geo.stride, c / f->rules->geo.stride, px, py);
}

static void
frame_init(struct frame *f, const struct notation_rules *r)
{
	int	 c, u, first = 1;

	memset(f, 0, sizeof(*f));
	f->rules = r;
	f->star = r->geo.shape == SHAPE_STAR;
	if (!f->star) {
		f->width = 2 * MARGIN + r->geo.width * SIDE;
		f->height = 2 * MARGIN + r->geo.height * SIDE;
		return;
	}
	BITS_FOREACH(c, &r->geo.valid) {
		u = 2 * (c % r->geo.stride) - c / r->geo.stride;
		if (first || u < f->minu)
			f->minu = u;
		if (first || u > f->maxu)
			f->maxu = u;
		first = 0;
	}
	f->width = 2 * MARGIN + (f->maxu - f->minu) * SIDE / 2 + SIDE;
	f->height = 2 * MARGIN + (r->geo.height - 1) * ROWSTAR + SIDE;
}

static int
xml_text(struct notation_buf *out, const char *s)
{
	int	 rc = 0;

	for (; *s != '\0'; s++) {
		if (*s == '&')
			rc |= notation_buf_puts(out, "&amp;");
		else if (*s == '<')
			rc |= notation_buf_puts(out, "&lt;");
		else if (*s == '>')
			rc |= notation_buf_puts(out, "&gt;");
		else
			rc |= notation_buf_putc(out, *s);
	}
	return rc;
}

/* The owner of the camp that holds cell, or -1. */
static int
camp_owner(const struct notation_rules *r, int c)
{
	int	 i;

	for (i = 0; i < r->nplayers; i++)
		if (bits_test(&r->pl[i].camp, c))
			return i;
	return -1;
}

/* The camp tint of cell, or -1 for the board's colour. */
static int
cell_fill(const struct frame *f, int c, int flags)
{
	if (!(flags & NOTATION_RENDER_CAMPS))
		return -1;
	return camp_owner(f->rules, c);
}

/*
 * The star's lines between neighbouring holes, each line once: from a
 * hole to its neighbours in the first half of the directions.
 */
static int
draw_star_lines(const struct frame *f, struct notation_buf *out)
{
	const struct notation_rules	*r = f->rules;
	int				 c, n, d, px, py, qx, qy, rc = 0;

	rc |= notation_buf_printf(out, "<g class=\"lines\" stroke=\"%s\" "
	    "stroke-width=\"1.5\">\n", LINE_STROKE);
	BITS_FOREACH(c, &r->geo.valid) {
		for (d = 0; d < r->geo.ndirs / 2; d++) {
			if ((n = r->geo.nb[c][d]) < 0)
				continue;
			cell_point(f, c, &px, &py);
			cell_point(f, n, &qx, &qy);
			rc |= notation_buf_puts(out, "<line");
			rc |= put_attrs(out, "x1", px, "y1", py, "x2", qx,
			    "y2", qy, NULL);
			rc |= notation_buf_puts(out, "/>\n");
		}
	}
	rc |= notation_buf_puts(out, "</g>\n");
	return rc;
}

/*
 * The cells: squares on a square board, holes (over the lines) on the
 * star, each in the board's colour or its camp's tint.
 */
static int
draw_cells(const struct frame *f, int flags, struct notation_buf *out)
{
	const struct notation_rules	*r = f->rules;
	int				 c, px, py, who, rc = 0;

	rc |= notation_buf_printf(out, "<g class=\"cells\" stroke=\"%s\" "
	    "stroke-width=\"1\">\n", LINE_STROKE);
	BITS_FOREACH(c, &r->geo.valid) {
		cell_point(f, c, &px, &py);
		who = cell_fill(f, c, flags);
		/* Without printf(3): a board has up to some hundreds. */
		rc |= notation_buf_puts(out, f->star ? "<circle" : "<rect");
		rc |= notation_buf_puts(out, who < 0 ? " class=\"cell\"" :
		    " class=\"cell camp\"");
		if (f->star)
			rc |= put_attrs(out, "cx", px, "cy", py, "r", HOLE_R,
			    NULL);
		else
			rc |= put_attrs(out, "x", px - SIDE / 2, "y",
			    py - SIDE / 2, "width", SIDE, "height", SIDE,
			    NULL);
		rc |= notation_buf_puts(out, " fill=\"");
		rc |= notation_buf_puts(out, who < 0 ? BOARD_FILL :
		    camp_fill[nt_render_palette(r, who)]);
		rc |= notation_buf_puts(out, "\"/>\n");
	}
	rc |= notation_buf_puts(out, "</g>\n");
	return rc;
}

/* A label centred on (px, py), in tenths. */
static int
label_at(int px, int py, const char *text, struct notation_buf *out)
{
	int	 rc = 0;

	rc |= notation_buf_puts(out, "<text");
	rc |= put_attrs(out, "x", px, "y", py, NULL);
	rc |= notation_buf_printf(out, " dy=\".35em\">%s</text>\n", text);
	return rc;
}

static int
label(const struct frame *f, int x, int y, const char *text,
    struct notation_buf *out)
{
	int	 px, py;

	point(f, x, y, &px, &py);
	return label_at(px, py, text, out);
}

/*
 * The first and last cell of rank i (files lo to hi) or of file i (ranks
 * lo to hi); 0 if it has none.
 */
static int
span(const struct notation_rules *r, int rank, int i, int *lo, int *hi)
{
	int	 k, n = rank ? r->geo.width : r->geo.height;

	*lo = *hi = -1;
	for (k = 0; k < n; k++)
		if (bits_test(&r->geo.valid, rank ? i * r->geo.stride + k :
		    k * r->geo.stride + i)) {
			if (*lo < 0)
				*lo = k;
			*hi = k;
		}
	return *lo >= 0;
}

/*
 * The coordinates, as on the text boards: each rank's number one step
 * left of its first cell and one step right of its last, each file's
 * letter one step below its lowest cell and one step above its highest.
 * On a square board that is the usual frame; on the star the file letters
 * follow the outline of the star, and the rank numbers stand in the left
 * and right margins, level with their ranks: one step beyond a rank's
 * end is often where a slanting file's letter goes too (rank 14's number
 * and file i's letter left of j14, rank 4's and file d's left of e4), and
 * the two would print over each other.
 */
static int
draw_labels(const struct frame *f, struct notation_buf *out)
{
	const struct notation_rules	*r = f->rules;
	int				 x, y, lo, hi, px, py, rc = 0;
	char				 t[12];

	rc |= notation_buf_printf(out, "<g class=\"coordinates\" "
	    "font-family=\"sans-serif\" font-size=\"14\" fill=\"%s\" "
	    "text-anchor=\"middle\">\n", LABEL_FILL);
	for (y = 0; y < r->geo.height; y++) {
		if (!span(r, 1, y, &lo, &hi))
			continue;
		snprintf(t, sizeof(t), "%d", y + 1);
		if (f->star) {
			point(f, lo, y, &px, &py);
			rc |= label_at(MARGIN / 3, py, t, out);
			rc |= label_at(f->width - MARGIN / 3, py, t, out);
			continue;
		}
		rc |= label(f, lo - 1, y, t, out);
		rc |= label(f, hi + 1, y, t, out);
	}
	for (x = 0; x < r->geo.width; x++) {
		if (!span(r, 0, x, &lo, &hi))
			continue;
		snprintf(t, sizeof(t), "%c", 'a' + x);
		rc |= label(f, x, lo - 1, t, out);
		rc |= label(f, x, hi + 1, t, out);
	}
	rc |= notation_buf_puts(out, "</g>\n");
	return rc;
}

static int
draw_stones(const struct frame *f, const struct notation_position *p,
    struct notation_buf *out)
{
	const struct notation_rules	*r = f->rules;
	int				 c, who, px, py, rc = 0;

	rc |= notation_buf_puts(out, "<g class=\"stones\" "
	    "stroke-width=\"2\">\n");
	BITS_FOREACH(c, &p->occ) {
		who = p->board[c];
		cell_point(f, c, &px, &py);
		/* A stone of no player: grey, class stone-shared. */
		if (who == SHARED) {
			rc |= notation_buf_puts(out, "<circle class=\"stone "
			    "stone-shared\"");
			rc |= put_attrs(out, "cx", px, "cy", py, "r", STONE_R,
			    NULL);
			rc |= notation_buf_puts(out, " fill=\"" SHARED_FILL
			    "\" stroke=\"" SHARED_STROKE "\"/>\n");
			continue;
		}
		/*
		 * A king of draughts: class king, its rim drawn thick
		 * (spec/boards.md, "Draughts").
		 */
		rc |= notation_buf_puts(out, "<circle class=\"stone stone-");
		rc |= notation_buf_putc(out, r->pl[who].letter);
		if (bits_test(&p->kings, c))
			rc |= notation_buf_puts(out,
			    " king\" stroke-width=\"7");
		rc |= notation_buf_putc(out, '"');
		rc |= put_attrs(out, "cx", px, "cy", py, "r", STONE_R, NULL);
		rc |= notation_buf_puts(out, " fill=\"");
		rc |= notation_buf_puts(out,
		    stone_fill[nt_render_palette(r, who)]);
		rc |= notation_buf_puts(out, "\" stroke=\"");
		rc |= notation_buf_puts(out,
		    stone_stroke[nt_render_palette(r, who)]);
		rc |= notation_buf_puts(out, "\"/>\n");
	}
	rc |= notation_buf_puts(out, "</g>\n");
	return rc;
}

/*
 * The last move: a dashed ring where the stone stood and a line through
 * every landing cell (the long form's path, spec/moves.md), with a dot on
 * each cell it lands on between hops, that ends with an arrowhead at the
 * edge of the stone that arrived, not on its centre.
 */
static int
draw_move(const struct frame *f, const struct notation_position *before,
    const struct notation_move *m, struct notation_buf *out)
{
	int16_t		 path[NOTATION_MAX_CELLS + 1];
	size_t		 n = 0, i;
	int		 px, py, qx, qy, len, cut, rc = 0;

	path[n++] = m->from;
	/* The landings of its kind's long form (moves/move.c). */
	if (m->to >= 0 && before != NULL)
		n += nt_move_landings(before, m, path + 1);
	if (n == 1)
		path[n++] = m->to;

	cell_point(f, m->from, &px, &py);
	rc |= notation_buf_puts(out, "<circle class=\"move-from\"");
	rc |= put_attrs(out, "cx", px, "cy", py, "r", STONE_R, NULL);
	rc |= notation_buf_printf(out, " fill=\"none\" stroke=\"%s\" "
	    "stroke-width=\"2\" stroke-dasharray=\"4 3\"/>\n", ARROW_STROKE);
	/* A stone that left the board: its cell ringed, no arrow. */
	if (m->to < 0)
		return rc;

	rc |= notation_buf_printf(out, "<polyline class=\"last-move\" "
	    "fill=\"none\" stroke=\"%s\"", ARROW_STROKE);
	rc |= put_attrs(out, "stroke-width", ARROW_W, NULL);
	rc |= notation_buf_puts(out, " stroke-linecap=\"round\" "
	    "stroke-linejoin=\"round\" stroke-opacity=\"0.85\" "
	    "marker-mid=\"url(#halma-hop)\" "
	    "marker-end=\"url(#halma-arrowhead)\" points=\"");
	for (i = 0; i < n; i++) {
		cell_point(f, path[i], &px, &py);
		if (i == n - 1) {
			/*
			 * Stop short of the centre by the stone's radius, so
			 * that the arrowhead touches the stone.
			 */
			cell_point(f, path[i - 1], &qx, &qy);
			len = isqrt((long)(px - qx) * (px - qx) +
			    (long)(py - qy) * (py - qy));
			cut = STONE_R + ARROW_W;
			if (len > 2 * cut) {
				px -= (int)((long)(px - qx) * cut / len);
				py -= (int)((long)(py - qy) * cut / len);
			}
		}
		if (i > 0)
			rc |= notation_buf_putc(out, ' ');
		rc |= put_num(out, px);
		rc |= notation_buf_putc(out, ',');
		rc |= put_num(out, py);
	}
	rc |= notation_buf_puts(out, "\"/>\n");
	return rc;
}

int
notation_position_svg(const notation_position *p,
    const notation_position *before, const struct notation_move *last,
    int flags, struct notation_buf *out)
{
	struct frame		 f;
	struct notation_buf	 title = NOTATION_BUF_INIT;
	size_t			 start = out->len;
	int			 rc = 0;

	/* A move off the board's cells is not drawn, nor named. */
	if (last != NULL && !nt_move_cells_ok(p->rules, last))
		return -1;
	frame_init(&f, p->rules);
	rc |= notation_buf_puts(out, "<?xml version=\"1.0\" "
	    "encoding=\"UTF-8\"?>\n");
	rc |= notation_buf_puts(out, "<svg "
	    "xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\"");
	rc |= put_attrs(out, "width", f.width, "height", f.height, NULL);
	rc |= notation_buf_puts(out, " viewBox=\"0 0 ");
	rc |= put_num(out, f.width);
	rc |= notation_buf_putc(out, ' ');
	rc |= put_num(out, f.height);
	rc |= notation_buf_puts(out, "\">\n");

	/* The position string names the position for readers and tools. */
	rc |= notation_position_format(p, &title);
	rc |= notation_buf_puts(out, "<title>");
	if (title.data != NULL)
		rc |= xml_text(out, title.data);
	rc |= notation_buf_puts(out, "</title>\n");
	if (last != NULL) {
		notation_buf_reset(&title);
		if (before != NULL)
			rc |= notation_move_format(before, last, 1, &title);
		else
			rc |= notation_move_format(p, last, 0, &title);
		rc |= notation_buf_puts(out, "<desc>last move ");
		if (title.data != NULL)
			rc |= xml_text(out, title.data);
		rc |= notation_buf_puts(out, "</desc>\n");
	}
	notation_buf_free(&title);

	rc |= notation_buf_printf(out, "<defs><marker id=\"halma-arrowhead\" "
	    "viewBox=\"0 0 10 10\" refX=\"5\" refY=\"5\" markerWidth=\"3\" "
	    "markerHeight=\"3\" orient=\"auto\"><path d=\"M0,0 L10,5 L0,10 "
	    "z\" fill=\"%s\"/></marker><marker id=\"halma-hop\" "
	    "viewBox=\"0 0 10 10\" refX=\"5\" refY=\"5\" markerWidth=\"2\" "
	    "markerHeight=\"2\"><circle cx=\"5\" cy=\"5\" r=\"5\" "
	    "fill=\"%s\"/></marker></defs>\n", ARROW_STROKE, ARROW_STROKE);
	rc |= notation_buf_puts(out, "<rect class=\"board\" x=\"0\" y=\"0\"");
	rc |= put_attrs(out, "width", f.width, "height", f.height, NULL);
	rc |= notation_buf_printf(out, " fill=\"%s\"/>\n", BOARD_FILL);
	if (f.star)
		rc |= draw_star_lines(&f, out);
	rc |= draw_cells(&f, flags, out);
	rc |= draw_labels(&f, out);
	rc |= draw_stones(&f, p, out);
	/* No arrow for a pass, a roll or a drop. */
	if (last != NULL && last->from >= 0)
		rc |= draw_move(&f, before, last, out);
	rc |= notation_buf_puts(out, "</svg>\n");
	if (rc != 0) {
		nt_buf_cut(out, start);
		return -1;
	}
	return 0;
}
