/*
 * jumpstep.c -- step-after-jumps where the chains are directed: whether
 * a chain, or a chain and a step after it, takes a stone from one cell
 * to another, from one search of the chains (jumps.c).
 *
 * Calls jumps.c (the search and the chains of every other rule set)
 * and the steps' test (moves.h); hops.c and the plain kind's parse call
 * it.
 */
#include "moves/jumpsets.h"

/*
 * The cells from which a step of player who reaches 'to' (nt_step_ok()),
 * in pre: where steps go to a neighbour, c = to - off[d] for each
 * direction d the player's steps may take, where nb[c][d] is 'to' (a
 * step ends off[d] from where it starts: board.h), none where a
 * station shuts 'to' to it; no walk of the cells a search reached.
 * 0 where the steps are a knight's leaps: the caller walks them.
 */
static int
step_preds(const struct notation_position *p, int who, int to,
    struct bits *pre)
{
	const struct notation_rules	*r = p->rules;
	const struct geometry		*g = &r->geo;
	unsigned			 m;
	int				 c, d;

	bits_zero(pre);
	if (r->steps != STEPS_LINES)
		return r->steps == STEPS_NONE;
	if (r->station != 0 && !nt_land_ok(p, who, to))
		return 1;
	m = r->step_dirs[who + 1] & ((1u << g->ndirs) - 1);
	for (; m != 0; m &= m - 1) {
		d = __builtin_ctz(m);
		c = to - g->off[d];
		if (c >= 0 && c < NOTATION_MAX_CELLS &&
		    nt_geometry_step_dir(g, c, to) == d)
			bits_set(pre, c);
	}
	return 1;
}

/*
 * Under step-after-jumps where the chains are the breadth-first search's
 * (directed(), not a single jump): does a chain reach 'to' (1), or a
 * chain and a step after it (2), as nt_jump_path() finds them?  One
 * search: stopped at 'to' and failing, it reached every cell, as
 * nt_jump_path()'s does, which then asks only whether a step of the
 * stone's player goes from some cell of the reach to 'to'.  0 for
 * neither.  Out of line: the other rule sets' calls go without its
 * frame.
 */
static NT_NOINLINE int
step_reaches(const struct notation_position *p, int from, int to)
{
	struct bits	 reach, pre;
	int		 c, who;

	if (to < 0 || to >= NOTATION_MAX_CELLS || to == from ||
	    bits_test(&p->occ, to))
		return 0;
	nt_reach_bfs(p, from, to, &reach, NULL);
	if (bits_test(&reach, to))
		return 1;
	who = p->board[from];
	if (step_preds(p, who, to, &pre))
		return bits_intersect(&reach, &pre) ? 2 : 0;
	BITS_FOREACH(c, &reach)
		if (nt_step_ok(p, who, c, to))
			return 2;
	return 0;
}

/*
 * Whether step_reaches() finds either, for the callers that ask only
 * that: where the jumps are short and over stones, one search that
 * stops at 'to' or at a cell a step reaches it from (step_preds()),
 * which writes no reach (nt_short_hits()).
 */
static NT_NOINLINE int
chain_or_step_hits(const struct notation_position *p, int from, int to)
{
	const struct notation_rules	*r = p->rules;
	struct bits			 stop;

	if (to < 0 || to >= NOTATION_MAX_CELLS || to == from ||
	    bits_test(&p->occ, to))
		return 0;
	if (r->jump == JUMP_LONG || r->jump_over == JUMP_OVER_EMPTY ||
	    !step_preds(p, p->board[from], to, &stop))
		return step_reaches(p, from, to) != 0;
	bits_set(&stop, to);
	return nt_short_hits(p, from, &stop);
}

/* Is the rule set's step after the chains step_reaches()'s to find? */
static int
steps_after(const struct notation_rules *r)
{
	return r->step_after_jumps && directed(r) && !r->single_jump;
}

/*
 * Out of line: made in line into the parser's fast path, whose calls
 * are mostly of other rule sets, it cost every one of them.
 */
NT_NOINLINE int
nt_jump_or_step(const struct notation_position *p, int from, int to)
{
	if (!steps_after(p->rules))
		return nt_jump_reaches(p, from, to);
	return chain_or_step_hits(p, from, to);
}

int
nt_jump_step_reaches(const struct notation_position *p, int from, int to)
{
	if (steps_after(p->rules))
		return step_reaches(p, from, to);
	if (nt_jump_reaches(p, from, to))
		return 1;
	return p->rules->step_after_jumps ? -1 : 0;
}

