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
	struct bits	 reach;
	int		 c, who;

	if (to < 0 || to >= NOTATION_MAX_CELLS || to == from ||
	    bits_test(&p->occ, to))
		return 0;
	nt_reach_bfs(p, from, to, &reach, NULL);
	if (bits_test(&reach, to))
		return 1;
	who = p->board[from];
	BITS_FOREACH(c, &reach)
		if (nt_step_ok(p, who, c, to))
			return 2;
	return 0;
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
	return step_reaches(p, from, to) != 0;
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

