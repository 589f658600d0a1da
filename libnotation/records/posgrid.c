/*
 * posgrid.c -- positions as other programs write them: a cell a
 * character, or a board dump (spec/conversion.md, "Position formats").
 * Unlike position strings they name no rule set, and most no side to
 * move: the caller gives the rule set, and a position that does not say
 * has the first player to move at move 1.
 *
 *	pun	64 characters of 0 (empty), 1 (White), 2 (Black), the cell of
 *		file f and rank r (from 0) at f + 8r: a1, b1, ... h8
 *	numbers	a line a rank from the top, the cells from file a, separated
 *		by blanks: '.' empty, 1 the first player, 2 the second...
 *	letters	a header "White to move" (the side to move), then a line a
 *		rank from the top, a character a cell from file a: '.'
 *		empty, 'W' the first player, 'B' the second
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "records/records.h"

static const char *const grid_names[] = {
	[NOTATION_GRID_PUN] = "pun",
	[NOTATION_GRID_NUMBERS] = "numbers",
	[NOTATION_GRID_LETTERS] = "letters",
};

#define NGRIDS	(int)(sizeof(grid_names) / sizeof(grid_names[0]))

int
notation_grid_parse(const char *s)
{
	int	 i;

	for (i = 1; s != NULL && i < NGRIDS; i++)
		if (strcmp(s, grid_names[i]) == 0)
			return i;
	return -1;
}

static int
gbad(struct notation_diag *d, unsigned long line, unsigned long col,
    const char *msg, const char *what)
{
	if (d != NULL) {
		d->line = line;
		d->column = col;
	}
	return notation_diag_set(d, NOTATION_BAD_POSITION, "%s: %s", what,
	    msg);
}

/* The next line of s from *i: its start and length (no line end). */
static int
next_line(const char *s, size_t len, size_t *i, const char **l, size_t *n)
{
	size_t	 j;

	if (*i >= len)
		return 0;
	for (j = *i; j < len && s[j] != '\n' && s[j] != '\r'; j++)
		continue;
	*l = s + *i;
	*n = j - *i;
	if (j < len && s[j] == '\r' && j + 1 < len && s[j + 1] == '\n')
		j++;
	*i = j + 1;
	return 1;
}

static int
blank_line(const char *l, size_t n)
{
	while (n > 0 && (l[n - 1] == ' ' || l[n - 1] == '\t'))
		n--;
	return n == 0;
}

/* The player a character stands for: -1 empty, -2 none. */
static int
who(enum notation_grid g, const notation_rules *r, int c)
{
	if (c == (g == NOTATION_GRID_PUN ? '0' : '.'))
		return -1;
	if (g == NOTATION_GRID_LETTERS)
		return c == 'W' ? 0 : c == 'B' ? 1 : -2;
	if (c >= '1' && c <= '9' && c - '1' < r->nplayers)
		return c - '1';
	return -2;
}

int
notation_position_parse_grid(const notation_rules *r, enum notation_grid g,
    const char *s, size_t len, notation_position **out,
    struct notation_diag *d)
{
	struct notation_position	*p;
	const char			*l = NULL, *what;
	size_t				 i = 0, n = 0, k;
	unsigned long			 lno = 0;
	int				 cnt[NOTATION_MAX_PLAYERS + 1] = { 0 };
	int				 f, rank, w, c, rc, pl;
	char				 msg[NOTATION_MSG_MAX];

	*out = NULL;
	/* Range-checked first: notation_grid_parse() gives -1 for no grid. */
	if ((int)g <= 0 || (int)g >= NGRIDS)
		return gbad(d, 0, 0, "no such grid", "position");
	what = grid_names[g];
	if (r == NULL || notation_rules_is_star(r) || (s == NULL && len > 0))
		return gbad(d, 0, 0, "a square board is needed", "position");
	if (g == NOTATION_GRID_LETTERS && r->nplayers != 2)
		return gbad(d, 0, 0, "W and B stand for two players only", what);
	if (g == NOTATION_GRID_PUN && (notation_rules_width(r) != 8 ||
	    notation_rules_height(r) != 8 || r->nplayers != 2))
	{
		/* Which boards it fits, and where they are. */
		snprintf(msg, sizeof(msg), "PUN fits 8x8 boards of two "
		    "players, those of the rule sets ugolki-3x3, ugolki-3x4 "
		    "and ugolki-4x4; %s is %dx%d with %d players",
		    notation_rules_name(r), notation_rules_width(r),
		    notation_rules_height(r), r->nplayers);
		return gbad(d, 0, 0, msg, what);
	}
	if ((p = calloc(1, sizeof(*p))) == NULL)
		return notation_diag_set(d, NOTATION_LIMIT, "out of memory");
	nt_position_clear(p, r);
	p->side = 0;
	p->move_number = 1;
	/* Blank lines before the position are passed over. */
	do {
		if (!next_line(s, len, &i, &l, &n)) {
			rc = gbad(d, lno + 1, 1, "no position", what);
			goto fail;
		}
		lno++;
	} while (blank_line(l, n));
	if (g == NOTATION_GRID_LETTERS) {
		/* "White to move", "Black", "B to move"... */
		for (k = 0; k < n && l[k] != ' ' && l[k] != '\t'; k++)
			continue;
		for (pl = 0; pl < 2; pl++)
			if ((k == strlen(r->pl[pl].name) && strncasecmp(l,
			    r->pl[pl].name, k) == 0) || (k == 1 &&
			    toupper((unsigned char)l[0]) == "WB"[pl]))
				break;
		while (n > 0 && (l[n - 1] == ' ' || l[n - 1] == '\t'))
			n--;
		if (pl == 2 || (n > k && (n - k != 8 || strncasecmp(l + k,
		    " to move", 8) != 0))) {
			snprintf(msg, sizeof(msg), "the header names the side to "
			    "move: '%s to move' or '%s to move'", r->pl[0].name,
			    r->pl[1].name);
			rc = gbad(d, lno, 1, msg, what);
			goto fail;
		}
		p->side = pl;
		if (!next_line(s, len, &i, &l, &n)) {
			rc = gbad(d, lno + 1, 1, "the rows are missing", what);
			goto fail;
		}
		lno++;
	}
	if (g == NOTATION_GRID_PUN) {
		while (n > 0 && (l[n - 1] == ' ' || l[n - 1] == '\t'))
			n--;
		for (k = 0; k < n && k < 64; k++) {
			if ((w = who(g, r, c = (unsigned char)l[k])) == -2) {
				snprintf(msg, sizeof(msg), "'%c' is no cell: "
				    "'0', '1' or '2'", isprint(c) ? c : '?');
				rc = gbad(d, lno, k + 1, msg, what);
				goto fail;
			}
			if (w >= 0) {
				nt_position_put(p, notation_cell_at(r,
				    (int)(k % 8), (int)(k / 8)), w);
				cnt[w]++;
			}
		}
		if (n != 64) {
			snprintf(msg, sizeof(msg), "%zu characters, not 64", n);
			rc = gbad(d, lno, n < 64 ? n + 1 : 65, msg, what);
			goto fail;
		}
	}
	for (rank = notation_rules_height(r) - 1; rank >= 0 &&
	    g != NOTATION_GRID_PUN; rank--) {
		k = 0;
		for (f = 0; f < notation_rules_width(r); f++) {
			if (g == NOTATION_GRID_NUMBERS) {
				if (f > 0 && k < n && l[k] != ' ' &&
				    l[k] != '\t') {
					rc = gbad(d, lno, k + 1, "cells are "
					    "separated by blanks", what);
					goto fail;
				}
				while (k < n && (l[k] == ' ' || l[k] == '\t'))
					k++;
			}
			if (k >= n) {
				snprintf(msg, sizeof(msg), "rank %d has %d "
				    "cells, the board %d", rank + 1, f,
				    notation_rules_width(r));
				rc = gbad(d, lno, k + 1, msg, what);
				goto fail;
			}
			if ((w = who(g, r, c = (unsigned char)l[k])) == -2) {
				snprintf(msg, sizeof(msg), "'%c' is no cell: "
				    "%s", isprint(c) ? c : '?', g ==
				    NOTATION_GRID_LETTERS ? "'.', 'W' or 'B'" :
				    "'.' or a player's number from 1");
				rc = gbad(d, lno, k + 1, msg, what);
				goto fail;
			}
			if (w >= 0) {
				nt_position_put(p, notation_cell_at(r, f, rank),
				    w);
				cnt[w]++;
			}
			k++;
		}
		while (k < n && (l[k] == ' ' || l[k] == '\t'))
			k++;
		if (k < n) {
			snprintf(msg, sizeof(msg), "rank %d has more than %d "
			    "cells", rank + 1, notation_rules_width(r));
			rc = gbad(d, lno, k + 1, msg, what);
			goto fail;
		}
		if (rank > 0 && !next_line(s, len, &i, &l, &n)) {
			snprintf(msg, sizeof(msg), "%d ranks, the board has %d",
			    notation_rules_height(r) - rank, notation_rules_height(r));
			rc = gbad(d, lno + 1, 1, msg, what);
			goto fail;
		}
		if (rank > 0)
			lno++;
	}
	/* Nothing but blank lines may follow. */
	while (next_line(s, len, &i, &l, &n)) {
		lno++;
		if (!blank_line(l, n)) {
			rc = gbad(d, lno, 1, "text after the position", what);
			goto fail;
		}
	}
	/* A refusal at the grid's first line, named as the others. */
	if ((rc = nt_position_finish(p, cnt, d, out)) != 0 && d != NULL) {
		snprintf(msg, sizeof(msg), "%s", d->message);
		(void)gbad(d, 1, 1, msg, what);
	}
	return rc;
fail:
	free(p);
	return rc;
}

int
notation_position_format_grid(const notation_position *p,
    enum notation_grid g, struct notation_buf *out)
{
	const struct notation_rules	*r = p->rules;
	int				 f, rank, c, rc = 0;

	if ((int)g <= 0 || (int)g >= NGRIDS || notation_rules_is_star(r) ||
	    (g == NOTATION_GRID_LETTERS && r->nplayers != 2) ||
	    (g == NOTATION_GRID_PUN && (notation_rules_width(r) != 8 ||
	    notation_rules_height(r) != 8 || r->nplayers != 2)))
		return -1;
	if (g == NOTATION_GRID_PUN) {
		for (rank = 0; rank < 8; rank++)
			for (f = 0; f < 8; f++) {
				c = p->board[notation_cell_at(r, f, rank)];
				rc |= notation_buf_putc(out, c < 0 ? '0' :
				    '1' + c);
			}
		return rc | notation_buf_putc(out, '\n');
	}
	if (g == NOTATION_GRID_LETTERS)
		rc |= notation_buf_printf(out, "%s to move\n",
		    r->pl[p->side].name);
	for (rank = notation_rules_height(r) - 1; rank >= 0; rank--) {
		for (f = 0; f < notation_rules_width(r); f++) {
			c = p->board[notation_cell_at(r, f, rank)];
			if (g == NOTATION_GRID_NUMBERS && f > 0)
				rc |= notation_buf_putc(out, ' ');
			rc |= notation_buf_putc(out, c < 0 ? '.' : g ==
			    NOTATION_GRID_LETTERS ? "WB"[c] : '1' + c);
		}
		rc |= notation_buf_putc(out, '\n');
	}
	return rc != 0 ? -1 : 0;
}
