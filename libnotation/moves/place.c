/*
 * place.c -- what a stone put on a cell does in the placement games
 * (spec/rules.md sections 17.17 and 17.18): the stones of other players
 * it encloses (enclose, Tippy), which the hand kind takes off after a
 * drop (kind_hand.c), and the line of its team's stones it stands in
 * (end: row, Gomoku), which the game's adjudication asks after a move.
 * Calls the position only.
 */
#include "moves/moves.h"

/* Is direction d of the board orthogonal (a change of file or rank)? */
static int
orthogonal(const struct geometry *g, int d)
{
	return g->dx[d] == 0 || g->dy[d] == 0;
}

/*
 * Is the stone on n enclosed by the stones of player who: does n have a
 * neighbour on each of its four orthogonal sides, each a stone of who?
 */
static int
enclosed(const struct notation_position *p, int n, int who)
{
	const struct geometry	*g = &p->rules->geo;
	int			 d, m, sides = 0;

	for (d = 0; d < g->ndirs; d++) {
		if (!orthogonal(g, d))
			continue;
		if ((m = g->nb[n][d]) < 0 || p->board[m] != who)
			return 0;
		sides++;
	}
	return sides == 4;
}

int
nt_enclose(struct notation_position *p, int cell)
{
	const struct notation_rules	*r = p->rules;
	const struct geometry		*g = &r->geo;
	int				 who = p->board[cell], d, n, taken = 0;

	if (who < 0 || who == SHARED)
		return 0;
	for (d = 0; d < g->ndirs; d++) {
		if (!orthogonal(g, d) || (n = g->nb[cell][d]) < 0 ||
		    p->board[n] < 0 ||
		    (rules_team(r, who) & (1u << p->board[n])) != 0 ||
		    !enclosed(p, n, who))
			continue;
		nt_position_take(p, n);
		taken++;
	}
	if (taken > 0) {
		p->hash ^= nt_capture_key(r, who, p->captures[who]);
		p->captures[who] = (int16_t)(p->captures[who] + taken);
		p->hash ^= nt_capture_key(r, who, p->captures[who]);
	}
	return taken;
}

int
nt_row_at(const struct notation_position *p, int cell)
{
	const struct notation_rules	*r = p->rules;
	const struct geometry		*g = &r->geo;
	unsigned			 team;
	int				 run[MAX_DIRS], best = 0, d, e, n;

	if (cell < 0 || p->board[cell] < 0)
		return 0;
	team = rules_team(r, p->board[cell]);
	for (d = 0; d < g->ndirs; d++) {
		run[d] = 0;
		for (n = g->nb[cell][d]; n >= 0 && p->board[n] >= 0 &&
		    (team & (1u << p->board[n])) != 0; n = g->nb[n][d])
			run[d]++;
	}
	/* Each line is a direction and its opposite. */
	for (d = 0; d < g->ndirs; d++)
		for (e = d + 1; e < g->ndirs; e++)
			if (g->dx[e] == -g->dx[d] && g->dy[e] == -g->dy[d] &&
			    run[d] + run[e] + 1 > best)
				best = run[d] + run[e] + 1;
	return best;
}
