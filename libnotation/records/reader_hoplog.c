/*
 * reader_hoplog.c -- the per-hop logs of a four-player 16x16 Halma
 * course server, read into the same events as the text format
 * (spec/conversion.md, "Per-hop logs").  The front (reader.c) reaches it
 * through nt_reader_hoplog_class alone, and only when told (--from
 * hoplog).  A log is lines:
 *
 *	log	= { line }
 *	line	= comment / start / hop / close / blank
 *	comment	= *blank "#" *any			; passed over
 *	start	= "START" [ blank *any ]		; begins a game
 *	hop	= player 1*blank point 1*blank point	; a hop or a step
 *	close	= player 1*blank "null" 1*blank "null"	; ends jumps
 *	player	= "0" / "1" / "2" / "3"
 *	point	= "(" *blank num *blank "," *blank num *blank ")"
 *	num	= 1*2DIGIT				; 0 .. 15
 *
 * The hops of one turn, each starting where the one before it ended,
 * become one move in the long form (a1-c3-e5; a turn of one hop or step
 * is a1-c3 or a1-a2), a turn of only "P null null" the move "pass".  A
 * step ends its turn at once, unclosed, as the server writes it; the close
 * older logs wrote after one is passed over.  The
 * point (x, y) is the cell of file p - x, rank y + 1: (0,0) is p1, the
 * corner of player 0 (White), and x runs along rank 1 towards a1, the
 * corner of player 1 (Red).  The players take turns 0, 1, 2, 3 in the
 * order of halma-16x16-4p-pass, which is the rule set of every game:
 * the reader gives it as the Variant tag, or halma-16x16-4p when a START
 * line names that one.  A log holds no result, tags or comments: none is
 * read, and no result is missing.
 *
 * A game is the START lines at its head and the turns after them, up to
 * the next START line after a turn or the end of the input; a log
 * without START lines is one game.  Each move is reported at the line
 * and column of its turn's first point (of the "null" of a pass), so that
 * a move that does not replay is reported where it stands in the log.
 * After an error the rest of the game, up to the next START line, is
 * passed over.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "records/records.h"
#include "records/reader_int.h"

#define HOP_SIDE	16		/* the board is 16x16 */
#define HOP_PLAYERS	4

static const char hop_variant[] = "halma-16x16-4p-pass";
static const char hop_plain[] = "halma-16x16-4p";

struct hop_reader {
	struct gq_reader	 gr;	/* first: the front's view of it */
	struct notation_buf	 move;	/* the turn being read */
};

static void
h_blanks(struct gq_in *in)
{
	while (nt_gq_is_blank(nt_gq_in_peek(in)))
		nt_gq_in_get(in);
}

/* Pass over the rest of the line and its end. */
static void
h_skip_line(struct gq_in *in)
{
	while (!nt_gq_is_eol(nt_gq_in_peek(in)))
		nt_gq_in_get(in);
	if (nt_gq_in_get(in) == '\r' && nt_gq_in_peek(in) == '\n')
		nt_gq_in_get(in);
}

/*
 * The word at the input's place, up to a blank or the line end: its
 * length, at most cap - 1 bytes of it kept in buf.
 */
static size_t
h_word(struct gq_in *in, char *buf, size_t cap)
{
	size_t	 n = 0;
	int	 c;

	while (!nt_gq_is_eol(c = nt_gq_in_peek(in)) && !nt_gq_is_blank(c)) {
		if (n < cap - 1)
			buf[n] = (char)c;
		n++;
		nt_gq_in_get(in);
	}
	buf[n < cap - 1 ? n : cap - 1] = '\0';
	return n;
}

/* A number 0..15 of a point: 0, or -1 when there is none. */
static int
h_num(struct gq_in *in, int *v)
{
	int	 c, n = 0;

	h_blanks(in);
	*v = 0;
	while ((c = nt_gq_in_peek(in)) >= '0' && c <= '9') {
		if (++n > 2)
			return -1;
		*v = *v * 10 + (c - '0');
		nt_gq_in_get(in);
	}
	h_blanks(in);
	return n == 0 || *v >= HOP_SIDE ? -1 : 0;
}

/* A point "(x,y)": 0 with x and y, or -1 (nothing said yet). */
static int
h_point(struct gq_in *in, int *x, int *y)
{
	if (nt_gq_in_peek(in) != '(')
		return -1;
	nt_gq_in_get(in);
	if (h_num(in, x) != 0 || nt_gq_in_get(in) != ',' || h_num(in, y) != 0 ||
	    nt_gq_in_get(in) != ')')
		return -1;
	return 0;
}

/*
 * The toolkit's name of point (x, y), each 0..15 (spec/conversion.md):
 * file p - x, rank y + 1.
 */
static void
h_cell(int x, int y, char *buf)
{
	size_t	 n = 0;

	buf[n++] = (char)('a' + (HOP_SIDE - 1 - x));
	if (y + 1 >= 10)
		buf[n++] = '1';
	buf[n++] = (char)('0' + (y + 1) % 10);
	buf[n] = '\0';
}

/* Are (x1,y1) and (x2,y2) next to each other, a step apart? */
static int
h_step(int x1, int y1, int x2, int y2)
{
	return abs(x1 - x2) <= 1 && abs(y1 - y2) <= 1 &&
	    (x1 != x2 || y1 != y2);
}

/*
 * The turns of a game, up to the next START line or the end: 0, or -1
 * after an error (reported).  A line that is none of the log's is
 * reported at the column where its wrong part begins.
 */
static int
h_turns(struct hop_reader *hr)
{
	struct gq		*g = &hr->gr.g;
	struct gq_in		*in = &hr->gr.in;
	struct notation_buf	*mv = &hr->move;
	unsigned long		 line, col, first, tline = 0, tcol = 0;
	unsigned long		 turn = 0;
	char			 w[8], cell[4];
	int			 c, p, x1, y1, x2, y2, lastx = 0, lasty = 0;
	int			 stepped = 0, closing;
	size_t			 hops = 0;

	notation_buf_reset(mv);
	for (;;) {
		h_blanks(in);
		c = nt_gq_in_peek(in);
		if (c < 0 || c == 'S')
			break;
		if (nt_gq_is_eol(c) || c == '#') {
			h_skip_line(in);
			continue;
		}
		line = in->line;
		col = in->col;
		if (c < '0' || c > '0' + HOP_PLAYERS - 1)
			goto garbage;
		nt_gq_in_get(in);
		col = in->col;
		if (!nt_gq_is_blank(nt_gq_in_peek(in)))
			goto garbage;
		p = c - '0';
		h_blanks(in);
		/* The old close of a step, which the server does not write. */
		closing = stepped && turn > 0 && nt_gq_in_peek(in) == 'n' &&
		    (unsigned long)p == (turn - 1) % HOP_PLAYERS;
		stepped = 0;
		if (!closing && (unsigned long)p != turn % HOP_PLAYERS) {
			nt_gq_error(g, NOTATION_SYNTAX, line, col - 1, "player "
			    "%d at a turn of player %lu: the players take turns "
			    "0, 1, 2, 3, a turn of jumps closed by 'P null "
			    "null'", p, turn % HOP_PLAYERS);
			return -1;
		}
		col = in->col;
		if (nt_gq_in_peek(in) == 'n') {
			/* The turn's end, or a pass: "P null null". */
			first = col;
			if (h_word(in, w, sizeof(w)) != 4 ||
			    strcmp(w, "null") != 0)
				goto garbage;
			h_blanks(in);
			col = in->col;
			if (h_word(in, w, sizeof(w)) != 4 ||
			    strcmp(w, "null") != 0)
				goto garbage;
			h_blanks(in);
			if (!nt_gq_is_eol(nt_gq_in_peek(in))) {
				col = in->col;
				goto garbage;
			}
			if (closing) {
				h_skip_line(in);
				continue;
			}
			if (hops == 0) {
				tline = line;
				tcol = first;
				if (notation_buf_puts(mv, "pass") != 0)
					goto nomem;
			}
			if (nt_gq_move(g, mv->data, mv->len, tline, tcol) != 0)
				return -1;
			notation_buf_reset(mv);
			hops = 0;
			turn++;
			h_skip_line(in);
			continue;
		}
		if (hops == 0) {
			tline = line;
			tcol = col;
		}
		first = col;
		if (h_point(in, &x1, &y1) != 0)
			goto garbage;
		if (!nt_gq_is_blank(nt_gq_in_peek(in))) {
			col = in->col;
			goto garbage;
		}
		h_blanks(in);
		col = in->col;
		if (h_point(in, &x2, &y2) != 0)
			goto garbage;
		h_blanks(in);
		if (!nt_gq_is_eol(nt_gq_in_peek(in))) {
			col = in->col;
			goto garbage;
		}
		if (hops > 0 && (x1 != lastx || y1 != lasty)) {
			nt_gq_error(g, NOTATION_SYNTAX, line, first, "hop %zu of "
			    "player %d's turn starts at (%d,%d), not where hop "
			    "%zu ended, (%d,%d)", hops + 1, p, x1, y1, hops,
			    lastx, lasty);
			return -1;
		}
		if (hops == 0) {
			h_cell(x1, y1, cell);
			if (notation_buf_puts(mv, cell) != 0)
				goto nomem;
		}
		h_cell(x2, y2, cell);
		if (notation_buf_putc(mv, '-') != 0 ||
		    notation_buf_puts(mv, cell) != 0)
			goto nomem;
		hops++;
		lastx = x2;
		lasty = y2;
		h_skip_line(in);
		if (hops == 1 && h_step(x1, y1, x2, y2)) {
			/* A step is a whole turn: the server closes it so. */
			if (nt_gq_move(g, mv->data, mv->len, tline, tcol) != 0)
				return -1;
			notation_buf_reset(mv);
			hops = 0;
			turn++;
			stepped = 1;
		}
		continue;
garbage:
		nt_gq_error(g, NOTATION_SYNTAX, line, col, "not a line of a "
		    "per-hop log: 'P (x,y) (x,y)' or 'P null null', P a player "
		    "0-3 and x, y 0-15 (spec/conversion.md)");
		return -1;
	}
	if (hops > 0) {
		nt_gq_error(g, NOTATION_SYNTAX, tline, tcol, "player %lu's "
		    "turn (%s) is not closed by '%lu null null'",
		    turn % HOP_PLAYERS, mv->data, turn % HOP_PLAYERS);
		return -1;
	}
	return 0;
nomem:
	nt_gq_error(g, NOTATION_LIMIT, in->line, in->col, "out of memory");
	return -1;
}

/* Pass over the rest of a game after an error: up to a START line. */
static void
h_skip_game(struct gq_in *in)
{
	int	 c;

	for (;;) {
		h_blanks(in);
		if ((c = nt_gq_in_peek(in)) < 0 || c == 'S')
			return;
		h_skip_line(in);
	}
}

/*
 * The START lines at the head of a game: the rule set a line names
 * (halma-16x16-4p, or halma-16x16-4p-pass) is the game's, any other
 * text of theirs is passed over.  A line that begins with S but is no
 * START line is an error: 0, or -1 after it.
 */
static int
h_starts(struct hop_reader *hr, const char **variant)
{
	struct gq_in	*in = &hr->gr.in;
	char		 w[sizeof(hop_variant) + 1];
	unsigned long	 line, col;
	int		 c;

	*variant = hop_variant;
	for (;;) {
		h_blanks(in);
		c = nt_gq_in_peek(in);
		if (nt_gq_is_eol(c) && c >= 0) {
			h_skip_line(in);
			continue;
		}
		if (c == '#') {
			h_skip_line(in);
			continue;
		}
		if (c != 'S')
			return 0;
		line = in->line;
		col = in->col;
		if (h_word(in, w, sizeof(w)) != 5 || strcmp(w, "START") != 0) {
			nt_gq_error(&hr->gr.g, NOTATION_SYNTAX, line, col,
			    "'%s' is not a line of a per-hop log: 'START', "
			    "'P (x,y) (x,y)' or 'P null null'", w);
			return -1;
		}
		h_blanks(in);
		if (h_word(in, w, sizeof(w)) == strlen(hop_plain) &&
		    strcmp(w, hop_plain) == 0)
			*variant = hop_plain;
		else if (strcmp(w, hop_variant) == 0)
			*variant = hop_variant;
		h_skip_line(in);
	}
}

/* The next game, or the end of the stream. */
static void
h_read_game(struct gq_reader *gr)
{
	struct hop_reader	*hr = (struct hop_reader *)gr;
	struct gq		*g = &gr->g;
	struct gq_in		*in = &gr->in;
	const char		*variant;
	unsigned long		 line, col;
	int			 c;

	nt_gq_begin(g);
	/* Blank and comment lines before a game belong to none. */
	for (;;) {
		h_blanks(in);
		if ((c = nt_gq_in_peek(in)) < 0) {
			nt_gq_end_stream(g, in);
			return;
		}
		if (!nt_gq_is_eol(c) && c != '#')
			break;
		h_skip_line(in);
	}
	line = in->line;
	col = in->col;
	nt_gq_open(g, line, col);
	/* A log holds no result: none is missing (spec/conversion.md). */
	g->has_result = 1;
	if (h_starts(hr, &variant) != 0 ||
	    nt_gq_tag(g, "Variant", 7, variant, strlen(variant), line,
	    col) != 0 || h_turns(hr) != 0)
		h_skip_game(in);
	nt_gq_finish(g, in->line, in->col);
}

static void
h_start(struct gq_reader *gr)
{
	notation_buf_reset(&((struct hop_reader *)gr)->move);
}

static void
h_destroy(struct gq_reader *gr)
{
	notation_buf_free(&((struct hop_reader *)gr)->move);
}

static const struct gq_format hoplog_format = {
	sizeof(struct hop_reader), h_read_game, h_start, h_destroy
};

GQ_READER_CLASS(nt_reader_hoplog_class, hoplog_create, hoplog_format);
