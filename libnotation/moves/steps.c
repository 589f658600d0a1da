/*
 * steps.c -- steps and who moves: whether a-b is a step of the rule set
 * (lines, knight's leaps, forward, stations), the cells a stone steps to,
 * and the stones the side to move may move (team play, shared stones).
 * Calls only the position and the board below it.
 */
#include "moves/moves.h"

/*
 * nt_land_ok(), in line in the tests of a step below: the parse asks
 * them of every step of De Trein.
 */
static inline int
land_ok(const struct notation_position *p, int who, int cell)
{
	const struct notation_rules	*r = p->rules;
	unsigned			 m;
	int				 i;

	if (r->station == 0 || who < 0)
		return 1;
	/* The stations that hold the cell (rules.h, station_at): most none. */
	m = r->station_at[cell] & ~rules_team(r, who);
	for (; m != 0; m &= m - 1) {
		i = __builtin_ctz(m);
		if (bits_intersect(&p->stones[i], &r->pl[i].station))
			return 0;
	}
	return 1;
}

/*
 * A step of a stone of player who from a to b along direction d (with
 * steps: knight, leap d), b the cell it reaches: one the keys lines and
 * forward leave the stone (rules.h, step_dirs), never into another
 * side's station while that side has a stone in it.
 */
static inline int
step_along_ok(const struct notation_position *p, int who, int d, int b)
{
	const struct notation_rules	*r = p->rules;

	if (!(r->step_dirs[who + 1] & (1u << d)))
		return 0;
	return r->station == 0 || land_ok(p, who, b);
}

/* Out of line where a loop asks it, which its code in line made dearer. */
NT_NOINLINE int
nt_land_ok(const struct notation_position *p, int who, int cell)
{
	return land_ok(p, who, cell);
}

/*
 * The cells a stone of player who standing on c can step to: the empty
 * cells a step reaches, and 'lifted', the start cell of a chain the step
 * ends (step-after-jumps), never.
 */
void
nt_steps_from(const struct notation_position *p, int who, int lifted, int c,
    struct bits *out)
{
	const struct notation_rules	*r = p->rules;
	const struct geometry		*g = &r->geo;
	int				 d, n;
	unsigned			 m;

	if (r->steps == STEPS_NONE)
		return;
	if (r->steps == STEPS_KNIGHT) {
		for (m = r->step_dirs[who + 1]; m != 0; m &= m - 1) {
			d = __builtin_ctz(m);
			if ((n = r->leap[c][d]) >= 0 && n != lifted &&
			    !bits_test(&p->occ, n) &&
			    (r->station == 0 || land_ok(p, who, n)))
				bits_set(out, n);
		}
		return;
	}
	/*
	 * Where no key asks more of a step than an empty neighbour (the
	 * classic lines, no forward, no station), the loop asks nothing of
	 * the rule set: the validator asks for a stone's steps at every
	 * ply (does the side to move have a move?).
	 */
	if (rules_classic_lines(r)) {
		for (d = 0; d < g->ndirs; d++)
			if ((n = g->nb[c][d]) >= 0 && n != lifted &&
			    !bits_test(&p->occ, n))
				bits_set(out, n);
		return;
	}
	for (d = 0; d < g->ndirs; d++)
		if ((n = g->nb[c][d]) >= 0 && n != lifted &&
		    !bits_test(&p->occ, n) && step_along_ok(p, who, d, n))
			bits_set(out, n);
}

int
nt_step_dirs(const struct notation_position *p, int who, int c, int16_t *to,
    int first)
{
	const struct notation_rules	*r = p->rules;
	const struct geometry		*g = &r->geo;
	int				 d, n, dirs = 0;
	unsigned			 m;

	if (r->steps == STEPS_NONE)
		return 0;
	/* nt_steps_from()'s tests, with no stone lifted. */
	if (r->steps == STEPS_KNIGHT) {
		/* The leaps forward allows, none off the square board. */
		for (m = r->step_dirs[who + 1]; m != 0; m &= m - 1) {
			d = __builtin_ctz(m);
			if ((n = r->leap[c][d]) >= 0 &&
			    !bits_test(&p->occ, n) &&
			    (r->station == 0 || nt_land_ok(p, who, n))) {
				to[d] = (int16_t)n;
				dirs |= 1 << d;
				if (first)
					break;
			}
		}
		return dirs;
	}
	/* The classic lines, no forward, no station: every neighbour. */
	if (rules_classic_lines(r)) {
		for (d = 0; d < g->ndirs; d++)
			if ((n = g->nb[c][d]) >= 0 && !bits_test(&p->occ, n)) {
				to[d] = (int16_t)n;
				dirs |= 1 << d;
				if (first)
					break;
			}
		return dirs;
	}
	/*
	 * Else the directions a step may take, which the lines and forward
	 * keys leave the stone (rules.h, step_dirs; for an empty cell
	 * those of the lines).  Only the stations are then left to ask.
	 */
	for (m = r->step_dirs[who + 1]; m != 0; m &= m - 1) {
		d = __builtin_ctz(m);
		if ((n = g->nb[c][d]) >= 0 && !bits_test(&p->occ, n) &&
		    (r->station == 0 || nt_land_ok(p, who, n))) {
			to[d] = (int16_t)n;
			dirs |= 1 << d;
			if (first)
				break;
		}
	}
	return dirs;
}

/* nt_movers() where the rule set has stones of nobody or partners. */
unsigned
nt_movers_team(const struct notation_position *p)
{
	const struct notation_rules	*r = p->rules;
	int				 side = p->side;

	/* Stones of no player: every side to move moves them. */
	if (r->shares)
		return rules_team(r, side) | 1u << SHARED;
	/* A player of several colours moves any of them (rules.md 12.8). */
	if (r->pl[side].team == 0 || r->finished_own == FINISHED_TEAM)
		return rules_team(r, side);
	/* Its stones all in its goal: none outside (the tally, position.h). */
	if (r->finished_own == FINISHED_OWN ||
	    TALLY_AWAY(p->tally[side]) != 0)
		return 1u << side;
	return rules_team(r, side);
}

/* The stones the side to move may move now: its own, or its team's. */
void
nt_movable(const struct notation_position *p, struct bits *out)
{
	unsigned	 who;
	int		 i, k;

	/* The side's own stones alone (nt_movers()). */
	if (p->rules->movers_own) {
		*out = p->stones[p->side];
		return;
	}
	who = nt_movers(p);
	bits_zero(out);
	for (i = 0; i <= SHARED; i++)
		if (who & (1u << i))
			for (k = 0; k < BITS_WORDS; k++)
				out->w[k] |= p->stones[i].w[k];
}
