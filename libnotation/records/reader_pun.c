/*
 * reader_pun.c -- PUN, the Portable Ugolki Notation of an Ugolki web
 * game, read into the same events as the text format (spec/conversion.md,
 * "PUN").  The front (reader.c) reaches it through nt_reader_pun_class
 * alone, and only when told (--from pun): PUN is not recognised from the
 * content.  A game is one line, read whole (reader_queue.c):
 *
 *	game	= type ">" [ move *( "," move ) ]
 *	type	= "3x3" / "3x4" / "4x4"
 *	move	= cell "-" cell
 *	cell	= %x61-68 %x31-38		; a1 .. h8
 *
 * The type becomes a Variant tag (ugolki-3x3...), each move a move event
 * at its own line and column, so that a move that does not replay is
 * reported where it stands in the PUN line.  PUN has no result, tags or
 * comments: the reader reads none, and reports no result missing.
 * Blank lines are passed over; trailing blanks and a CR before the line
 * end are allowed.  After an error the rest of the line is skipped.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "records/records.h"
#include "records/reader_int.h"

/* The longest type or move quoted back in a message. */
#define PUN_QUOTE	16

/* The PUN camp types and the rule sets they are played under. */
static const char *const pun_types[][2] = {
	{ "3x3", "ugolki-3x3" },
	{ "3x4", "ugolki-3x4" },
	{ "4x4", "ugolki-4x4" },
};

/*
 * Read a field up to (not including) one of the bytes of stop or the
 * end of the line, at most cap - 1 bytes kept; returns its full length.
 */
static size_t
p_field(struct gq_reader *pr, const char *stop, char *buf, size_t cap)
{
	size_t	 n = 0;
	int	 c;

	while (!nt_gq_is_eol(c = nt_gq_in_peek(&pr->in)) &&
	    strchr(stop, c) == NULL) {
		if (n < cap - 1)
			buf[n] = (char)c;
		n++;
		nt_gq_in_get(&pr->in);
	}
	buf[n < cap - 1 ? n : cap - 1] = '\0';
	return n;
}

static int
p_cell_ok(const char *s)
{
	return s[0] >= 'a' && s[0] <= 'h' && s[1] >= '1' && s[1] <= '8';
}

/* Pass over the rest of the line and its end. */
static void
p_skip_line(struct gq_reader *pr)
{
	int	 c;

	while (!nt_gq_is_eol(nt_gq_in_peek(&pr->in)))
		nt_gq_in_get(&pr->in);
	if ((c = nt_gq_in_get(&pr->in)) == '\r' && nt_gq_in_peek(&pr->in) ==
	    '\n')
		nt_gq_in_get(&pr->in);
}

/* The moves of a game after its '>': 0, or -1 after an error. */
static int
p_moves(struct gq_reader *pr)
{
	char		 tok[PUN_QUOTE + 1];
	unsigned long	 line, col;
	size_t		 n;
	int		 c;

	if (nt_gq_is_eol(c = nt_gq_in_peek(&pr->in)) || nt_gq_is_blank(c))
		return 0;	/* no moves: a game not begun */
	for (;;) {
		line = pr->in.line;
		col = pr->in.col;
		n = p_field(pr, ", \t", tok, sizeof(tok));
		if (n != 5 || tok[2] != '-' || !p_cell_ok(tok) ||
		    !p_cell_ok(tok + 3)) {
			if (n == 0 && nt_gq_is_blank(nt_gq_in_peek(&pr->in)))
				nt_gq_error(&pr->g, NOTATION_SYNTAX, line, col,
				    "a blank in the PUN moves: moves are "
				    "separated by ',' alone");
			else if (n == 0)
				nt_gq_error(&pr->g, NOTATION_SYNTAX, line, col,
				    "a PUN move is missing here: moves are "
				    "from-to, as b2-b4, separated by ','");
			else
				nt_gq_error(&pr->g, NOTATION_SYNTAX, line, col,
				    "'%s%s' is not a PUN move: from-to, as "
				    "b2-b4, files a-h, ranks 1-8", tok,
				    n >= sizeof(tok) ? "..." : "");
			return -1;
		}
		if (nt_gq_move(&pr->g, tok, n, line, col) != 0)
			return -1;
		if (nt_gq_in_peek(&pr->in) != ',')
			return 0;
		nt_gq_in_get(&pr->in);
	}
}

/* One game: the line at the input's place, which is not blank. */
static void
p_game(struct gq_reader *pr)
{
	char		 type[PUN_QUOTE + 1];
	unsigned long	 line = pr->in.line, col = pr->in.col;
	size_t		 i, n;
	int		 c;

	nt_gq_open(&pr->g, line, col);
	/* PUN holds no result: none is missing (spec/conversion.md). */
	pr->g.has_result = 1;
	n = p_field(pr, "> \t,", type, sizeof(type));
	for (i = 0; i < (sizeof(pun_types) / sizeof(pun_types[0])); i++)
		if (n == 3 && strcmp(type, pun_types[i][0]) == 0)
			break;
	if (i == (sizeof(pun_types) / sizeof(pun_types[0]))) {
		nt_gq_error(&pr->g, NOTATION_SYNTAX, line, col,
		    "'%s%s' is not a PUN type: 3x3, 3x4 or 4x4, then '>'",
		    type, n >= sizeof(type) ? "..." : "");
		goto done;
	}
	if (nt_gq_in_peek(&pr->in) != '>') {
		nt_gq_error(&pr->g, NOTATION_SYNTAX, pr->in.line, pr->in.col,
		    "'>' expected after the PUN type %s", type);
		goto done;
	}
	nt_gq_in_get(&pr->in);
	if (nt_gq_tag(&pr->g, "Variant", 7, pun_types[i][1],
	    strlen(pun_types[i][1]), line, col) != 0 || p_moves(pr) != 0)
		goto done;
	while (nt_gq_is_blank(c = nt_gq_in_peek(&pr->in)))
		nt_gq_in_get(&pr->in);
	if (!nt_gq_is_eol(c))
		nt_gq_error(&pr->g, NOTATION_SYNTAX, pr->in.line, pr->in.col,
		    "text after the PUN moves: moves are separated by ',' "
		    "with no blank, one game a line");
done:
	nt_gq_finish(&pr->g, pr->in.line, pr->in.col);
	p_skip_line(pr);
}

/* The next game, or the end of the stream; blank lines are passed over. */
static void
p_read_game(struct gq_reader *pr)
{
	int	 c;

	nt_gq_begin(&pr->g);
	for (;;) {
		while (nt_gq_is_blank(c = nt_gq_in_peek(&pr->in)))
			nt_gq_in_get(&pr->in);
		if (c < 0) {
			nt_gq_end_stream(&pr->g, &pr->in);
			return;
		}
		if (!nt_gq_is_eol(c))
			break;
		p_skip_line(pr);
	}
	p_game(pr);
}

/* PUN needs nothing beyond the queue and the input. */
static const struct gq_format pun_format = {
	sizeof(struct gq_reader), p_read_game, NULL, NULL
};

GQ_READER_CLASS(nt_reader_pun_class, pun_create, pun_format);
