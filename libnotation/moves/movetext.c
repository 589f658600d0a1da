/*
 * movetext.c -- the lexing of move text (spec/moves.md): cell names, the
 * shape of a move ("i2-a8", "i2-g4-e6-a8", 'x' for captures), a roll
 * token "d35", the head of a move of a stone on the board (its first cell
 * and the stone there), and the cells of a move written back, or given
 * without the text (notation_move_path()).  Below the move kinds, which
 * parse and write with it; calls steps.c (who moves), restrict.c (the
 * hop path) and the position.
 */
#include <stdio.h>
#include <string.h>

#include "moves/moves.h"

/*
 * Length of the cell name at s (a letter in either case and 1-2 digits),
 * or 0.
 */
size_t
nt_cell_token(const char *s, size_t len)
{
	size_t	 n = 0;

	if (len == 0 || (s[0] | 0x20) < 'a' || (s[0] | 0x20) > 'z')
		return 0;
	n = 1;
	while (n < len && n < 4 && s[n] >= '0' && s[n] <= '9')
		n++;
	if (n == 1 || n == 4 || s[1] == '0')
		return 0;
	return n;
}

/*
 * Check the shape of the whole text first, so that "i2~a8" is a syntax
 * error however the position looks.  Returns the number of cells named.
 */
size_t
nt_move_shape(const char *text, size_t len, int *capt, struct notation_diag *d)
{
	size_t	 i = 0, k, cells = 0;

	*capt = 0;
	for (;;) {
		if ((k = nt_cell_token(text + i, len - i)) == 0) {
			notation_diag_set(d, NOTATION_SYNTAX,
			    "'%.*s' is not a move: expected a cell name "
			    "(letter and rank) at byte %zu",
			    (int)(len > 40 ? 40 : len), text, i + 1);
			return 0;
		}
		i += k;
		cells++;
		if (i == len)
			break;
		/* 'x' joins the cells of a capture (spec/moves.md). */
		if (text[i] == 'x' || text[i] == 'X')
			*capt = 1;
		else if (text[i] != '-') {
			notation_diag_set(d, NOTATION_SYNTAX,
			    "'%.*s' is not a move: expected '-' at byte %zu",
			    (int)(len > 40 ? 40 : len), text, i + 1);
			return 0;
		}
		i++;
	}
	if (cells < 2) {
		notation_diag_set(d, NOTATION_SYNTAX,
		    "'%.*s' is not a move: a move names at least two cells",
		    (int)len, text);
		return 0;
	}
	return cells;
}

int
nt_cell_or_error(const struct notation_rules *r, const char *s, size_t len,
    int *cell, struct notation_diag *d)
{
	/*
	 * The star's holes are named on a 17x17 grid of which most names
	 * are no hole, so "the 17x17 board" would mislead there.
	 */
	if ((*cell = notation_cell_parse(r, s, len)) < 0 &&
	    r->geo.shape == SHAPE_STAR)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s is not a cell of the star board (spec/star.md)",
		    (int)len, s);
	if (*cell < 0)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s is not a cell of the %dx%d board", (int)len, s,
		    r->geo.width, r->geo.height);
	return 0;
}

/* Is s (len bytes) a cell name in shape: a letter and one or two digits? */
int
nt_cell_shape(const char *s, size_t len)
{
	if (len < 2 || len > 3 || (s[0] < 'a' || s[0] > 'z') ||
	    s[1] < '1' || s[1] > '9')
		return 0;
	return len == 2 || (s[2] >= '0' && s[2] <= '9');
}

/* A roll token: 'd' and two digits. */
int
nt_roll_token(const char *text, size_t len)
{
	return len == 3 && text[0] == 'd' && TOKEN_DIGIT(text[1]) &&
	    TOKEN_DIGIT(text[2]);
}

/*
 * What the rule set says of the shape (spec/moves.md, "Captures"): 'x'
 * only where jumps capture, and under chains: false one jump a move.
 * The jump itself is checked as any other.
 */
static int
capture_shape(const struct notation_position *p, const char *text,
    size_t len, size_t ncells, int capt, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;

	if (capt && !r->capture)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: 'x' marks a capture, and %s captures nothing: "
		    "join the cells with '-'", (int)(len > 40 ? 40 : len),
		    text, r->name);
	if (ncells > 2 && r->single_jump)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: a move of %s is one jump, not a chain of %zu",
		    (int)(len > 40 ? 40 : len), text, r->name, ncells - 1);
	return 0;
}

int
nt_move_head(const struct notation_position *p, const char *text, size_t len,
    struct nt_head *h, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	char				 a[4];
	int				 rc;

	if ((h->ncells = nt_move_shape(text, len, &h->capt, d)) == 0)
		return NOTATION_SYNTAX;
	if ((rc = capture_shape(p, text, len, h->ncells, h->capt, d)) != 0)
		return rc;
	h->k = nt_cell_token(text, len);
	if ((rc = nt_cell_or_error(r, text, h->k, &h->from, d)) != 0)
		return rc;
	notation_cell_name(r, h->from, a);
	if ((h->who = p->board[h->from]) < 0)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "there is no stone on %s", a);
	/* A finished team player moves its partners' stones too. */
	if (!(nt_movers(p) & (1u << h->who)))
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "the stone on %s is %s's, but %s is to move", a,
		    r->pl[h->who].name, r->pl[p->side].name);
	return 0;
}

int
nt_move_write_cells(const struct notation_rules *r, int from,
    const int16_t *path, size_t n, int sep, struct notation_buf *out)
{
	size_t	 i;

	/*
	 * A name is at most three bytes (notation_cell_name() puts its
	 * NUL after it), so room for four a cell is asked for once.
	 */
	if (nt_buf_room(out, 4 * (n + 1)) != 0)
		return -1;
	out->len += notation_cell_name(r, from, out->data + out->len);
	for (i = 0; i < n; i++) {
		out->data[out->len++] = (char)sep;
		out->len += notation_cell_name(r, path[i],
		    out->data + out->len);
	}
	out->data[out->len] = '\0';
	return 0;
}

/*
 * The long form of a jump of the plain kinds, which write it (kinds.c: the
 * hand and capture kinds, asked before them, leave such a jump to them):
 * the hop path of nt_jump_path_allowed(), or the target alone when none
 * is found.  Dice and races write their own long forms, draughts its own
 * moves, and where jumps capture the cells are joined by 'x'
 * (spec/moves.md, "Captures"): 0 for those, as for a move that is no jump
 * or does not name two cells of the board (notation_move_format() refuses
 * it).
 */
size_t
notation_move_path(const notation_position *p, const struct notation_move *m,
    int16_t *path)
{
	const struct notation_rules	*r = p->rules;
	size_t				 n;

	if (m->kind != NOTATION_JUMP || m->chain > 0 || r->capture ||
	    (r->family != FAMILY_PLAIN && r->family != FAMILY_PLAIN_FREE &&
	    r->family != FAMILY_CAPTURE) || !notation_cell_valid(r, m->from) ||
	    !notation_cell_valid(r, m->to))
		return 0;
	/* The parser's count of the hops spares the searches that count. */
	if (m->fewest > 0 && (n = nt_jump_path_counted(p, m->from, m->to,
	    m->fewest, path)) > 0)
		return n;
	if ((n = nt_jump_path_allowed(p, m->from, m->to, path)) == 0) {
		path[0] = m->to;
		n = 1;
	}
	return n;
}
