/*
 * offboard.c -- the ways off the board (Top secret Halma, spec/rules.md
 * section 17.8): whether a stone can leave the board in one move, by a
 * step over the edge or a chain whose last hop jumps off, and the long
 * form's landings before that hop.  Calls jumps.c, hops.c and the
 * position.
 */
#include <string.h>

#include "moves/moves.h"

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
int
nt_jump_off(const struct notation_position *p, int lifted, int a)
{
	const struct notation_rules	*r = p->rules;
	unsigned			 team;
	int				 d, b, own;

	if (r->jump == JUMP_NONE)
		return 0;
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
	if (step_off(p, from) || nt_jump_off(p, from, from))
		return 1;
	nt_jump_reach(p, from, &reach);
	BITS_FOREACH(c, &reach)
		if (nt_jump_off(p, from, c))
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

	if (step_off(p, from) || nt_jump_off(p, from, from))
		return 0;
	nt_jump_reach(p, from, &reach);
	BITS_FOREACH(c, &reach)
		if (nt_jump_off(p, from, c) &&
		    (k = nt_jump_path(p, from, c, best)) > 0 &&
		    (n == 0 || k < n)) {
			memcpy(path, best, k * sizeof(*path));
			n = k;
		}
	return n;
}
