/*
 * hand.c -- stones in hand and stones off the board (Top secret Halma,
 * spec/rules.md section 17.8): drops from the hand onto the drop cells,
 * which come before any stone moves, and moves off the board over its
 * edge (spec/moves.md, "Drops and moves off the board").
 *
 * A drop is written as its cell, "f6", as placement games write theirs;
 * a move off as its start cell and "off", "c4-off", or in the long form
 * with the landings of its chain before the last hop, "c4-e2-off".  Every
 * way off from one cell leaves the same position, so it is one move,
 * (from, -1), whatever its path.
 */
#include <string.h>

#include "moves/moves.h"

int
nt_hand_any(const struct notation_position *p)
{
	int	 i;

	for (i = 0; i < p->rules->nplayers; i++)
		if (p->hand[i] > 0)
			return 1;
	return 0;
}

size_t
nt_hand_generate(const struct notation_position *p, struct notation_move *out)
{
	const struct notation_rules	*r = p->rules;
	size_t				 n = 0;
	int				 c;

	if (p->hand[p->side] <= 0)
		return 0;
	BITS_FOREACH(c, &r->drop_cells)
		if (p->board[c] < 0)
			out[n++] = nt_move_of(-1, c, NOTATION_DROP);
	return n;
}

/* Does direction d run along the rule set's lines (lines: diagonal)? */
static int
line_ok(const struct notation_rules *r, int d)
{
	return r->lines == LINES_ALL ||
	    (r->geo.dx[d] != 0 && r->geo.dy[d] != 0);
}

/* Can the stone on a step off the board: a step to where no cell is? */
static int
step_off(const struct notation_position *p, int a)
{
	const struct notation_rules	*r = p->rules;
	int				 d;

	if (r->steps != STEPS_LINES)
		return 0;
	for (d = 0; d < r->geo.ndirs; d++)
		if (r->geo.nb[a][d] < 0 && line_ok(r, d))
			return 1;
	return 0;
}

/*
 * Can the stone lifted from 'lifted', standing on a, jump off the board:
 * over a neighbouring stone (one jump-over allows) beyond which no cell
 * is?
 */
static int
jump_off(const struct notation_position *p, int lifted, int a)
{
	const struct notation_rules	*r = p->rules;
	unsigned			 team;
	int				 d, b, own;

	team = rules_team(r, p->board[lifted]);
	for (d = 0; d < r->geo.ndirs; d++) {
		if ((b = r->geo.nb[a][d]) < 0 || b == lifted ||
		    p->board[b] < 0 || r->geo.nb[b][d] >= 0 || !line_ok(r, d))
			continue;
		own = (team & (1u << p->board[b])) != 0;
		if (r->jump_over == JUMP_OVER_ANY ||
		    (r->jump_over == JUMP_OVER_OWN && own) ||
		    (r->jump_over == JUMP_OVER_OPPONENT && !own))
			return 1;
	}
	return 0;
}

int
nt_off_ok(const struct notation_position *p, int from)
{
	struct bits	 reach;
	int		 c;

	if (!p->rules->off_board || p->board[from] < 0)
		return 0;
	if (step_off(p, from) || jump_off(p, from, from))
		return 1;
	nt_jump_reach(p, from, &reach);
	BITS_FOREACH(c, &reach)
		if (jump_off(p, from, c))
			return 1;
	return 0;
}

/*
 * The long form: none when the stone steps or jumps off from where it
 * stands; else the chain with the fewest hops to a cell it jumps off
 * from, the first such cell in cell order, its hops in direction order
 * as nt_jump_path() writes them.
 */
size_t
nt_off_path(const struct notation_position *p, int from, int16_t *path)
{
	int16_t		 best[NOTATION_MAX_CELLS];
	struct bits	 reach;
	size_t		 n = 0, k;
	int		 c;

	if (step_off(p, from) || jump_off(p, from, from))
		return 0;
	nt_jump_reach(p, from, &reach);
	BITS_FOREACH(c, &reach)
		if (jump_off(p, from, c) &&
		    (k = nt_jump_path(p, from, c, best)) > 0 &&
		    (n == 0 || k < n)) {
			memcpy(path, best, k * sizeof(*path));
			n = k;
		}
	return n;
}

/* Is s (len bytes) a cell name in shape: a letter and one or two digits? */
static int
cell_shape(const char *s, size_t len)
{
	if (len < 2 || len > 3 || (s[0] < 'a' || s[0] > 'z') ||
	    s[1] < '1' || s[1] > '9')
		return 0;
	return len == 2 || (s[2] >= '0' && s[2] <= '9');
}

static int
parse_drop(const struct notation_position *p, const char *text, size_t len,
    struct notation_move *m, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	const char			*who = r->pl[p->side].name;
	int				 c;

	if ((c = notation_cell_parse(r, text, len)) < 0)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s is not a cell of the %dx%d board", (int)len, text,
		    r->geo.width, r->geo.height);
	if (p->hand[p->side] <= 0)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: a lone cell is a drop, and %s has no stone left "
		    "in hand", (int)len, text, who);
	if (!bits_test(&r->drop_cells, c))
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: %.*s is not one of the cells a stone in hand is "
		    "dropped on (drop-cells)", (int)len, text, (int)len, text);
	if (p->board[c] >= 0)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: %.*s is occupied", (int)len, text, (int)len, text);
	*m = nt_move_of(-1, c, NOTATION_DROP);
	return 0;
}

static int
parse_off(const struct notation_position *p, const char *text, size_t len,
    struct notation_move *m, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	size_t				 i = 0, k, cells = 0;
	int				 from = -1, prev = -1, c, who;
	char				 a[4], b[4];
	int				 shown = len > 40 ? 40 : (int)len;

	if (!r->off_board)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: %s has no moves off the board (off-board)", shown,
		    text, r->name);
	/* The cells before "-off", each checked as it comes. */
	while (i < len - 4) {
		for (k = i; k < len - 4 && text[k] != '-'; k++)
			continue;
		if (!cell_shape(text + i, k - i))
			return notation_diag_set(d, NOTATION_SYNTAX,
			    "'%.*s' is not a move: expected a cell name "
			    "(letter and rank) at byte %zu", shown, text,
			    i + 1);
		if ((c = notation_cell_parse(r, text + i, k - i)) < 0)
			return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
			    "%.*s is not a cell of the %dx%d board",
			    (int)(k - i), text + i, r->geo.width,
			    r->geo.height);
		if (cells++ == 0) {
			from = c;
			notation_cell_name(r, from, a);
			if ((who = p->board[from]) < 0)
				return notation_diag_set(d,
				    NOTATION_ILLEGAL_MOVE, "there is no stone "
				    "on %s", a);
			if (!(nt_movers(p) & (1u << who)))
				return notation_diag_set(d,
				    NOTATION_ILLEGAL_MOVE, "the stone on %s is "
				    "%s's, but %s is to move", a,
				    r->pl[who].name, r->pl[p->side].name);
			if (nt_hand_any(p))
				return notation_diag_set(d,
				    NOTATION_ILLEGAL_MOVE, "%.*s: no stone "
				    "moves before every stone in hand is "
				    "dropped", shown, text);
		} else if (!nt_jump_single(p, from, prev, c)) {
			notation_cell_name(r, prev, a);
			notation_cell_name(r, c, b);
			return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
			    "hop %zu (%s-%s) is not a single jump", cells - 1,
			    a, b);
		}
		prev = c;
		i = k + 1;
	}
	/* "c4--off": an empty cell name before "-off". */
	if (i != len - 3)
		return notation_diag_set(d, NOTATION_SYNTAX, "'%.*s' is not a "
		    "move: expected a cell name (letter and rank) at byte %zu",
		    shown, text, i + 1);
	notation_cell_name(r, from, a);
	notation_cell_name(r, prev, b);
	if (cells == 1 && !nt_off_ok(p, from))
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%s-off: the stone on %s cannot leave the board: it can "
		    "step off only from an edge cell, and jump off only over "
		    "a stone on an edge cell", a, a);
	if (cells > 1 && !jump_off(p, from, prev))
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "hop %zu (%s-off) is no jump off the board: that goes "
		    "over a stone on an edge cell", cells, b);
	*m = nt_move_of(from, -1, NOTATION_OFF);
	m->hops = cells == 1 ? 0 : cells > 255 ? 255 : (uint8_t)cells;
	return 0;
}

/*
 * A drop ("f6") where the rule set has drop cells, a move off ("...-off")
 * in any rule set (one without off-board says so); -1 for anything else
 * (1 is NOTATION_SYNTAX).
 */
int
nt_hand_parse(const struct notation_position *p, const char *text,
    size_t len, struct notation_move *m, struct notation_diag *d)
{
	if (!bits_empty(&p->rules->drop_cells) && cell_shape(text, len))
		return parse_drop(p, text, len, m, d);
	if (len > 4 && memcmp(text + len - 4, "-off", 4) == 0)
		return parse_off(p, text, len, m, d);
	return -1;
}
