/*
 * movegen.c -- legal moves of a position, rule-set restrictions on moves,
 * and perft (the leaf count of the move tree, to test all of the above).
 */
#include "internal.h"

/*
 * Restrictions a rule set adds to reachability (spec/rules.md).  The goal
 * lock (section 3): a stone standing in its player's goal may move inside
 * the goal but never out of it.
 */
int
move_allowed(const struct notation_position *p, int from, int to,
    struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	const struct player		*pl = &r->pl[p->side];
	char				 a[4], b[4];

	if (r->goal_lock && bits_test(&pl->goal, from) &&
	    !bits_test(&pl->goal, to)) {
		notation_cell_name(r, from, a);
		notation_cell_name(r, to, b);
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%s-%s: a stone in its goal may not leave it", a, b);
	}
	return 0;
}

/* The cells a stone on c can step to: empty neighbours. */
static void
step_reach(const struct notation_position *p, int c, struct bits *out)
{
	const struct geometry	*g = &p->rules->geo;
	int			 d, n;

	bits_zero(out);
	for (d = 0; d < g->ndirs; d++)
		if ((n = g->nb[c][d]) >= 0 && !bits_test(&p->occ, n))
			bits_set(out, n);
}

size_t
notation_moves_generate(const notation_position *p, struct notation_move *out)
{
	struct bits	 steps, jumps, all;
	size_t		 n = 0;
	int		 from, to, i;

	BITS_FOREACH(from, &p->stones[p->side]) {
		step_reach(p, from, &steps);
		jump_reach(p, from, &jumps);
		for (i = 0; i < BITS_WORDS; i++)
			all.w[i] = steps.w[i] | jumps.w[i];
		BITS_FOREACH(to, &all) {
			if (move_allowed(p, from, to, NULL) != 0)
				continue;
			out[n].from = (int16_t)from;
			out[n].to = (int16_t)to;
			out[n].kind = bits_test(&steps, to) ?
			    NOTATION_STEP : NOTATION_JUMP;
			out[n].hops = 0;
			n++;
		}
	}
	return n;
}

static uint64_t
perft(const struct notation_position *p, int depth)
{
	struct notation_move	 moves[NOTATION_MAX_MOVES];
	struct notation_position child;
	uint64_t		 total = 0;
	size_t			 n, i;

	n = notation_moves_generate(p, moves);
	if (depth == 1)
		return n;
	for (i = 0; i < n; i++) {
		child = *p;
		notation_position_apply(&child, &moves[i]);
		total += perft(&child, depth - 1);
	}
	return total;
}

/*
 * Perft counts the leaves of the tree of legal moves, one move per
 * distinct (from, to), ignoring every end of the game: it tests the move
 * generator, not the adjudication (spec/moves.md).
 */
uint64_t
notation_perft(const notation_position *p, int depth)
{
	if (depth <= 0)
		return 1;
	return perft(p, depth);
}
