/*
 * restrict.c -- the rule set's restrictions on the moves of stones on the
 * board (spec/rules.md section 1.4): where a stone may go under them
 * (nt_targets(): steps, jump chains and swaps, less what the goal lock,
 * colours and the rest forbid), the camp duty, and why a move is not
 * allowed.  Calls steps.c, jumps.c, hops.c and the position below it.
 */
#include "moves/moves.h"

/* The cells the stone on c can step to: empty cells a step reaches. */
static void
step_reach(const struct notation_position *p, int c, struct bits *out)
{
	bits_zero(out);
	nt_steps_from(p, p->board[c], -1, c, out);
}

/*
 * Ending variant 1 of the 16x16 rules (spec/rules.md, "Swap"): a stone
 * that stands outside its player's goal, next to it, may change places
 * with an opponent's stone in that goal when the goal has no empty cell,
 * that is when the stone cannot enter it.  The owner is the stone's, so
 * that a finished team player swaps for its partner under the partner's
 * goal.
 */
int
nt_swap_allowed(const struct notation_position *p, int from, int to)
{
	const struct notation_rules	*r = p->rules;
	const struct player		*pl;
	int				 owner, other, d, n;

	if (!r->swap || (owner = p->board[from]) < 0 ||
	    (other = p->board[to]) < 0 ||
	    (rules_team(r, owner) & (1u << other)) != 0)
		return 0;
	pl = &r->pl[owner];
	if (bits_test(&pl->goal, from) || !bits_test(&pl->goal, to) ||
	    !bits_subset(&pl->goal, &p->occ))
		return 0;
	for (d = 0; d < r->geo.ndirs; d++)
		if ((n = r->geo.nb[from][d]) >= 0 && bits_test(&pl->goal, n))
			return 1;
	return 0;
}

/*
 * The goal lock at every hop (spec/rules.md, section 16.5): the cells a
 * chain of the stone on 'from' reaches when no hop may go from a cell of
 * its owner's goal to a cell outside it; and each one's parent on the
 * chain with the fewest hops, first in direction order, as nt_jump_path()
 * finds it.  Single jumps are found with nt_jump_single() along each
 * direction's line, which serves short and long jumps alike; the search
 * runs only for rule sets with the key.
 */
static void
locked_reach(const struct notation_position *p, int from, struct bits *out,
    int16_t *parent)
{
	const struct geometry	*g = &p->rules->geo;
	const struct bits	*goal = &p->rules->pl[p->board[from]].goal;
	int16_t			 queue[NOTATION_MAX_CELLS];
	size_t			 head = 0, tail = 0;
	int			 a, b, d;

	bits_zero(out);
	bits_set(out, from);
	queue[tail++] = (int16_t)from;
	while (head < tail) {
		a = queue[head++];
		for (d = 0; d < g->ndirs; d++)
			for (b = g->nb[a][d]; b >= 0; b = g->nb[b][d]) {
				if (bits_test(out, b) || (bits_test(goal, a) &&
				    !bits_test(goal, b)) ||
				    !nt_jump_single(p, from, a, b))
					continue;
				bits_set(out, b);
				if (parent != NULL)
					parent[b] = (int16_t)a;
				queue[tail++] = (int16_t)b;
			}
	}
	bits_clear(out, from);
}

/*
 * The jumps of the stone on 'from' under the goal lock at every hop: a
 * chain that never lands in the goal is not restricted, so the search
 * runs only when the stone's chains touch its goal.
 */
static void
locked_jumps(const struct notation_position *p, int from, struct bits *jumps)
{
	const struct notation_rules	*r = p->rules;
	const struct bits		*goal = &r->pl[p->board[from]].goal;

	if (r->goal_lock_hops && (bits_test(goal, from) ||
	    bits_intersect(jumps, goal)))
		locked_reach(p, from, jumps, NULL);
}

static void
jumps_allowed(const struct notation_position *p, int from, struct bits *jumps)
{
	nt_jump_reach(p, from, jumps);
	locked_jumps(p, from, jumps);
}

int
nt_hop_allowed(const struct notation_position *p, int from, size_t hop,
    int a, int b, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	const struct player		*pl = &r->pl[p->board[from]];
	char				 x[4], y[4];

	if (!r->goal_lock_hops || !bits_test(&pl->goal, a) ||
	    bits_test(&pl->goal, b))
		return 0;
	notation_cell_name(r, a, x);
	notation_cell_name(r, b, y);
	return notation_diag_set(d, NOTATION_ILLEGAL_MOVE, "hop %zu (%s-%s) "
	    "leaves the goal: under the goal lock at every hop a stone in "
	    "its goal may not leave it, even within a chain", hop, x, y);
}

/*
 * The last landings before the start of the chains that come back to it:
 * the cells the chains of the stone on 'from' reach from which a single
 * jump lands on 'from' (jumps go both ways, so these are the cells a
 * single jump from 'from' lands on), that hop allowed by the goal lock at
 * every hop.
 */
static void
returns_via(const struct notation_position *p, int from, struct bits *via)
{
	const struct notation_rules	*r = p->rules;
	const struct geometry		*g = &r->geo;
	const struct bits		*goal = &r->pl[p->board[from]].goal;
	struct bits			 jumps;
	int				 b, d;

	bits_zero(via);
	if (!r->chain_to_start)
		return;
	jumps_allowed(p, from, &jumps);
	for (d = 0; d < g->ndirs; d++)
		for (b = g->nb[from][d]; b >= 0; b = g->nb[b][d])
			if (bits_test(&jumps, b) && !(r->goal_lock_hops &&
			    bits_test(goal, b) && !bits_test(goal, from)) &&
			    nt_jump_single(p, from, b, from))
				bits_set(via, b);
}

int
nt_chain_returns(const struct notation_position *p, int from)
{
	struct bits	 via;

	returns_via(p, from, &via);
	return !bits_empty(&via);
}

size_t
nt_jump_path_allowed(const struct notation_position *p, int from, int to,
    int16_t *path)
{
	int16_t		 parent[NOTATION_MAX_CELLS], best[NOTATION_MAX_CELLS];
	struct bits	 reach;
	size_t		 n = 0, i, k;
	int16_t		 t;
	int		 c;

	/*
	 * Back to the start: the fewest hops, and among those the chain
	 * whose last landing before the start comes first in cell order.
	 */
	if (to == from) {
		returns_via(p, from, &reach);
		BITS_FOREACH(c, &reach)
			if ((k = nt_jump_path_allowed(p, from, c, best)) > 0 &&
			    k + 1 < NOTATION_MAX_CELLS && (n == 0 || k + 1 < n)) {
				memcpy(path, best, k * sizeof(*path));
				path[k] = (int16_t)from;
				n = k + 1;
			}
		return n;
	}
	if (!p->rules->goal_lock_hops)
		return nt_jump_path(p, from, to, path);
	locked_reach(p, from, &reach, parent);
	if (to == from || !bits_test(&reach, to))
		return 0;
	for (c = to; c != from; c = parent[c])
		path[n++] = (int16_t)c;
	for (i = 0; i < n / 2; i++) {
		t = path[i];
		path[i] = path[n - 1 - i];
		path[n - 1 - i] = t;
	}
	return n;
}

/*
 * The moves of the cell colour (spec/rules-format.md, "colour-moves"):
 * MOVES_ORTHOGONAL or MOVES_DIAGONAL for a step from-to, MOVES_JUMPS for
 * anything else.
 */
static inline NT_ALWAYS_INLINE unsigned
move_class(const struct notation_rules *r, int from, int to)
{
	const struct geometry	*g = &r->geo;
	int			 d;

	if ((d = nt_geometry_step_dir(g, from, to)) < 0)
		return MOVES_JUMPS;
	return g->dx[d] != 0 && g->dy[d] != 0 ? MOVES_DIAGONAL :
	    MOVES_ORTHOGONAL;
}

/*
 * Is a move from-to free of colour-moves: inside the goal of the stone's
 * owner, under free-in-goal?
 */
static int
colour_free(const struct notation_position *p, int from, int to)
{
	const struct bits	*goal = &p->rules->pl[p->board[from]].goal;

	return p->rules->free_in_goal && bits_test(goal, from) &&
	    bits_test(goal, to);
}

/*
 * colour-moves on the targets of the stone on 'from': keep the steps and
 * jumps its start cell's colour allows, and, free in the goal, every
 * target in the goal when it stands there.
 */
static void
colour_targets(const struct notation_position *p, int from,
    struct bits *steps, struct bits *jumps)
{
	const struct notation_rules	*r = p->rules;
	const struct geometry		*g = &r->geo;
	const struct bits		*goal = &r->pl[p->board[from]].goal;
	struct bits			 near, far;
	uint64_t			 any = 0;
	unsigned			 allow;
	int				 c, d, k, in_goal;

	allow = r->cell_moves[bits_test(&r->dark, from)];
	/* colour_free()'s half that is the start's, asked once. */
	in_goal = r->free_in_goal && bits_test(goal, from);
	/*
	 * The steps to a neighbour, by their direction's class (what
	 * move_class() finds of them): a look at each direction instead
	 * of a search of the whole set.
	 */
	bits_zero(&near);
	for (d = 0; d < g->ndirs; d++) {
		if ((c = g->nb[from][d]) < 0)
			continue;
		bits_set(&near, c);
		if (bits_test(steps, c) && !((g->dx[d] != 0 && g->dy[d] != 0 ?
		    MOVES_DIAGONAL : MOVES_ORTHOGONAL) & allow) &&
		    !(in_goal && bits_test(goal, c)))
			bits_clear(steps, c);
	}
	/* Any other (a knight's leap) is no step along a line. */
	for (k = 0; k < BITS_WORDS; k++)
		any |= far.w[k] = steps->w[k] & ~near.w[k];
	if (any != 0)
		BITS_FOREACH(c, &far)
			if (!(move_class(r, from, c) & allow) &&
			    !(in_goal && bits_test(goal, c)))
				bits_clear(steps, c);
	if (!(allow & MOVES_JUMPS))
		BITS_FOREACH(c, jumps)
			if (!(in_goal && bits_test(goal, c)))
				bits_clear(jumps, c);
}

/*
 * A player's moves (spec/rules-format.md, "moves"): keep the steps and
 * jumps its stones may make.
 */
static void
player_targets(const struct notation_rules *r, unsigned allow, int from,
    struct bits *steps, struct bits *jumps)
{
	int	 c;

	BITS_FOREACH(c, steps)
		if (!(move_class(r, from, c) & allow))
			bits_clear(steps, c);
	if (!(allow & MOVES_JUMPS))
		bits_zero(jumps);
}

/* Same colour: keep in set the cells of the colour of 'from'. */
static void
colour_cells(const struct notation_position *p, int from, struct bits *set)
{
	const struct notation_rules	*r = p->rules;
	uint64_t			 keep;
	int				 i, dark;

	if (!r->same_colour)
		return;
	dark = bits_test(&r->dark, from);
	for (i = 0; i < BITS_WORDS; i++) {
		keep = dark ? r->dark.w[i] : ~r->dark.w[i];
		set->w[i] &= keep;
	}
}

/* The goal lock: keep in set the goal's cells when 'from' is in it. */
static void
goal_cells(const struct notation_position *p, int from, struct bits *set)
{
	const struct notation_rules	*r = p->rules;
	const struct bits		*goal = &r->pl[p->board[from]].goal;
	int				 i;

	if (r->goal_lock && bits_test(goal, from))
		for (i = 0; i < BITS_WORDS; i++)
			set->w[i] &= goal->w[i];
}

/*
 * Where the stone on 'from' may go under every rule but the camp duty:
 * steps, jump chains and swaps, less what the goal lock forbids.  The
 * steps are also returned on their own, to tell the move kinds apart.
 */
void
nt_targets(const struct notation_position *p, const struct nt_free *f,
    int from, struct bits *steps, struct bits *all)
{
	const struct notation_rules	*r = p->rules;
	const struct player		*pl = &r->pl[p->board[from]];
	struct bits			 jumps;
	int				 i, c;

	if (f != NULL) {
		nt_reach_free(p, f, from, steps, &jumps);
		locked_jumps(p, from, &jumps);
	} else {
		step_reach(p, from, steps);
		jumps_allowed(p, from, &jumps);
	}
	if (r->colour_moves)
		colour_targets(p, from, steps, &jumps);
	if (r->player_moves && pl->moves != 0)
		player_targets(r, pl->moves, from, steps, &jumps);
	for (i = 0; i < BITS_WORDS; i++)
		all->w[i] = steps->w[i] | jumps.w[i];
	/* step-after-jumps: a step from where a chain lands. */
	if (r->step_after_jumps)
		BITS_FOREACH(c, &jumps)
			nt_steps_from(p, p->board[from], from, c, all);
	/* chain-to-start: the stone's own cell, when a chain comes back. */
	if (r->chain_to_start && nt_chain_returns(p, from))
		bits_set(all, from);
	goal_cells(p, from, steps);
	goal_cells(p, from, all);
	if (r->swap)
		BITS_FOREACH(c, &pl->goal)
			if (nt_swap_allowed(p, from, c))
				bits_set(all, c);
	colour_cells(p, from, steps);
	colour_cells(p, from, all);
}

int
nt_targets_any(const struct notation_position *p, const struct nt_free *f,
    int from)
{
	const struct notation_rules	*r = p->rules;
	const struct bits		*goal;
	struct bits			 steps, all;

	/*
	 * No rule takes a target away (nt_targets()'s filters) and the
	 * jumps are short, or single (always short): a first hop, which
	 * every chain and every step after a chain starts with, or a step.
	 * No search of chains: a side that must pass (De Trein's stones at
	 * the end of their way, Retour's) asks it of every stone, and a
	 * side without a move at a game's end every stone.  The goal lock
	 * takes nothing from a stone outside its goal (goal_cells()); in
	 * it, the stone's targets are empty cells of the goal: none where
	 * the goal is full (a finished side's, at its game's end), else a
	 * step kept by the lock (nt_step_any()) will do, else the search.
	 * nt_reach_free()'s steps and chains, where f is given, are those
	 * of the search without it.
	 */
	if ((r->jump != JUMP_LONG || r->single_jump) &&
	    !r->goal_lock_hops && !r->colour_moves &&
	    !(r->player_moves && r->pl[p->board[from]].moves != 0) &&
	    !r->chain_to_start && !r->swap && !r->same_colour) {
		goal = &r->pl[p->board[from]].goal;
		if (!r->goal_lock || !bits_test(goal, from))
			return nt_single_jump_any(p, from) ||
			    (r->steps != STEPS_NONE && nt_step_any(p, from));
		if (bits_subset(goal, &p->occ))
			return 0;
		if (r->steps != STEPS_NONE && nt_step_any(p, from))
			return 1;
	}
	nt_targets(p, f, from, &steps, &all);
	return !bits_empty(&all);
}

/*
 * The steps of nt_targets() alone, under the same rules: a part of its
 * targets found with no search of chains.
 */
void
nt_step_targets(const struct notation_position *p, int from,
    struct bits *steps)
{
	struct bits	 none;

	step_reach(p, from, steps);
	if (p->rules->colour_moves) {
		bits_zero(&none);
		colour_targets(p, from, steps, &none);
	}
	if (p->rules->player_moves && p->rules->pl[p->board[from]].moves != 0)
		player_targets(p->rules, p->rules->pl[p->board[from]].moves,
		    from, steps, &none);
	goal_cells(p, from, steps);
	colour_cells(p, from, steps);
}

/*
 * A step along direction d is of its direction's class; a knight's leap
 * is no step along a line (move_class()).
 */
#define STEP_CLASS(g, d) \
	((g)->dx[d] != 0 && (g)->dy[d] != 0 ? MOVES_DIAGONAL : \
	MOVES_ORTHOGONAL)

/* Do the filters of nt_step_any() keep the step of class cls to n? */
static inline int
step_kept(const struct notation_rules *r, const struct bits *goal,
    unsigned allow, unsigned pm, int free_goal, int in_goal, int dark,
    unsigned cls, int n)
{
	return ((cls & allow) || (free_goal && bits_test(goal, n))) &&
	    (cls & pm) && (!in_goal || bits_test(goal, n)) &&
	    (!r->same_colour || bits_test(&r->dark, n) == dark);
}

/*
 * The same steps one direction at a time, each under the tests the
 * filters above make of it: colour_targets() (a step to a neighbour is
 * of its direction's class), player_targets() (the same class, by
 * move_class()), goal_cells() and colour_cells().
 */
static NT_NOINLINE int
step_any_filtered(const struct notation_position *p, int from)
{
	const struct notation_rules	*r = p->rules;
	const struct geometry		*g = &r->geo;
	const struct bits		*goal;
	struct bits			 steps;
	int16_t				 to[8];
	unsigned			 allow = ~0u, pm = ~0u;
	int				 who = p->board[from], dirs, d, n;
	int				 in_goal, free_goal = 0, dark;

	if (who < 0) {
		nt_step_targets(p, from, &steps);
		return !bits_empty(&steps);
	}
	goal = &r->pl[who].goal;
	in_goal = bits_test(goal, from);
	if (r->colour_moves) {
		allow = r->cell_moves[bits_test(&r->dark, from)];
		free_goal = r->free_in_goal && in_goal;
	}
	if (r->player_moves && r->pl[who].moves != 0)
		pm = r->pl[who].moves;
	in_goal = r->goal_lock && in_goal;
	/* No filter: the first step will do. */
	if (allow == ~0u && pm == ~0u && !in_goal && !r->same_colour)
		return nt_step_dirs(p, who, from, to, 1) != 0;
	dark = bits_test(&r->dark, from);
	/*
	 * Steps to every empty neighbour (nt_steps_from()'s classic
	 * lines): each asked of the filters as it is found.
	 */
	if (r->steps != STEPS_KNIGHT && r->lines == LINES_ALL &&
	    !r->forward && r->station == 0) {
		for (d = 0; d < g->ndirs; d++)
			if ((n = g->nb[from][d]) >= 0 &&
			    !bits_test(&p->occ, n) &&
			    step_kept(r, goal, allow, pm, free_goal, in_goal,
			    dark, STEP_CLASS(g, d), n))
				return 1;
		return 0;
	}
	if ((dirs = nt_step_dirs(p, who, from, to, 0)) == 0)
		return 0;
	for (d = 0; d < 8; d++)
		if ((dirs & (1 << d)) && step_kept(r, goal, allow, pm,
		    free_goal, in_goal, dark, r->steps == STEPS_KNIGHT ?
		    MOVES_JUMPS : STEP_CLASS(g, d), to[d]))
			return 1;
	return 0;
}

/*
 * A stone of a player under no filter (no colour or player moves, no
 * goal lock where it stands, no same colour): on the classic lines its
 * first empty neighbour will do, found here without a call, on the other
 * shapes of steps nt_step_dirs()'s first; every other stone asks the
 * filters (step_any_filtered()).
 */
int
nt_step_any(const struct notation_position *p, int from)
{
	const struct notation_rules	*r = p->rules;
	const struct geometry		*g = &r->geo;
	int16_t				 to[8];
	int				 who = p->board[from], d, n;

	if (who >= 0 && !r->colour_moves && !r->same_colour &&
	    !(r->player_moves && r->pl[who].moves != 0) &&
	    !(r->goal_lock && bits_test(&r->pl[who].goal, from))) {
		if (r->steps != STEPS_NONE && r->steps != STEPS_KNIGHT &&
		    rules_classic_lines(r)) {
			for (d = 0; d < g->ndirs; d++)
				if ((n = g->nb[from][d]) >= 0 &&
				    !bits_test(&p->occ, n))
					return 1;
			return 0;
		}
		/* The other shapes of steps: their first one. */
		return nt_step_dirs(p, who, from, to, 1) != 0;
	}
	return step_any_filtered(p, from);
}

/*
 * The player whose empty camp would bind the side to move, that has
 * stones at home: -1 when the side has none there, or every other
 * player still has its own.  A few counts of the tally, most plies.
 */
/*
 * Has player i a stone of its own in its camp?  The position's tally
 * counts them (position.h), so no bit set is read.
 */
static inline int
camp_held(const struct notation_position *p, int i)
{
	return TALLY_HOME(p->tally[i]) != 0;
}

/*
 * The camps that hold a stone of their own, a bit each, from the tally.
 * A player of several colours: its camp is its colours' camps
 * (duty_camps), held when one of them holds a stone.  The side's first:
 * none, no duty; then the first other side with none (rules.h,
 * duty_of).  Every player's place is written out: a player the rule set
 * lacks has no stones, so its tally is 0.  The answer for each side and
 * held set is made once (rules.c).
 */
static inline NT_ALWAYS_INLINE int
duty_colours(const struct notation_position *p)
{
	unsigned	 held = 0;
	int		 i;

	NT_UNROLL
	for (i = 0; i < NOTATION_MAX_PLAYERS; i++)
		held |= (unsigned)camp_held(p, i) << i;
	return p->rules->duty_of[p->side][held];
}

/*
 * The same out of line, for the callers that keep registers anyway: the
 * rule sets of colours are few.
 */
static NT_NOINLINE int
duty_colours_call(const struct notation_position *p)
{
	return duty_colours(p);
}

static inline NT_ALWAYS_INLINE int
duty_player(const struct notation_position *p)
{
	/*
	 * Every player a side of its own (movers_own: a colour of another
	 * would be in its team): its camp and stones alone, the side's
	 * first, which is most often the answer.  Where it holds a stone,
	 * the others' camps by the table, not by a loop whose exit the
	 * tally's counts mislead.
	 */
	if (p->rules->movers_own)
		return camp_held(p, p->side) ? duty_colours(p) : -1;
	return duty_colours_call(p);
}

/*
 * The duty of player i's empty camp: the side's stones at home, in home,
 * and i if one of them can move, else -1.
 */
static NT_NOINLINE int
duty_home(const struct notation_position *p, int i, struct bits *home)
{
	const struct notation_rules	*r = p->rules;
	const struct nt_free		*f;
	int				 j, k, c;

	bits_zero(home);
	for (j = 0; j < r->nplayers; j++)
		if (rules_side(r, j) == p->side)
			for (k = 0; k < BITS_WORDS; k++)
				home->w[k] |= p->stones[j].w[k] &
				    r->pl[j].camp.w[k];
	/*
	 * Can a stone of the camp move?  A step is a target, found with no
	 * search of chains (nt_plain_exists_hint()): the steps of every
	 * stone first, then the whole targets only if none has one.
	 */
	if (r->steps != STEPS_NONE)
		BITS_FOREACH(c, home)
			if (nt_step_any(p, c))
				return i;
	f = nt_free_of(r);
	BITS_FOREACH(c, home)
		if (nt_targets_any(p, f, c))
			return i;
	return -1;
}

/*
 * The camp duty (spec/rules.md section 4.6): once some other player has
 * none of its own stones left in its own camp, a side to move that still
 * has stones in its own camp must move one of them, if one of them can move
 * at all.  A player of several colours (colour-of) counts the stones of
 * each of its colours in that colour's camp (spec/rules.md section 17.5).
 * Read from the position alone, so that legality stays a property of the
 * position (position strings, perft).  Returns the player whose empty
 * camp binds the side to move, or -1; 'home' gets the stones it must
 * choose from.
 */
int
nt_duty_binds(const struct notation_position *p, struct bits *home)
{
	int	 i;

	if (!p->rules->camp_duty || (i = duty_player(p)) < 0)
		return -1;
	return duty_home(p, i, home);
}

/*
 * end: walled-in (spec/rules.md section 17.10, the second reading of
 * Gevangen 1): is the side to move walled in at home?  Another player
 * still in has no stone of its own left in its camp, the side to move
 * has stones in its own, and none of them can move.
 */
static int
walled_in(const struct notation_position *p)
{
	const struct notation_rules	*r = p->rules;
	struct bits			 home, steps, all;
	int				 side = p->side, i, c;

	for (i = 0; i < BITS_WORDS; i++)
		home.w[i] = p->stones[side].w[i] & r->pl[side].camp.w[i];
	if (bits_empty(&home))
		return 0;
	for (i = 0; i < r->nplayers; i++)
		if (i != side && !(p->eliminated & (1u << i)) &&
		    !camp_held(p, i))
			break;
	if (i == r->nplayers)
		return 0;
	BITS_FOREACH(c, &home) {
		nt_targets(p, nt_free_of(r), c, &steps, &all);
		if (!bits_empty(&all))
			return 0;
	}
	return 1;
}

void
nt_walled_turn(struct notation_position *p)
{
	unsigned	 in;

	for (;;) {
		in = ((1u << p->rules->nplayers) - 1) & ~p->eliminated;
		/* The last player in is never put out: it has won. */
		if ((in & (in - 1)) == 0 || !walled_in(p))
			return;
		nt_position_put_out(p, p->side);
		nt_position_turn(p);
	}
}

/*
 * Is the stone on 'from' one of the stones nt_duty_binds() gathers, the
 * side to move's in the camp of its colour?  The camp duty never forbids
 * its move, so whether the duty binds is not asked.
 */
static inline int
at_home(const struct notation_position *p, int from)
{
	int	 who = p->board[from];

	/* The stone's own row of the tally table says its camp. */
	return who >= 0 && rules_side(p->rules, who) == p->side &&
	    TALLY_HOME(p->rules->tally[from][who]) != 0;
}

/*
 * Restrictions a rule set adds to reachability (spec/rules.md section
 * 1.4).  Same colour (section 4.10): a move ends on a cell of its start
 * cell's colour; only the end counts, as for the goal lock.  The goal
 * lock (section 4.5): a stone standing in its player's goal may move
 * inside the goal but never out of it; only where the move ends counts,
 * so a chain may pass outside the goal and come back.  The camp duty: see
 * nt_duty_binds().
 */
static NT_NOINLINE int
restricted(const struct notation_position *p, int from, int to,
    struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	const struct player		*pl = &r->pl[p->board[from]];
	struct bits			 home, jumps;
	char				 a[4], b[4];
	int				 who;

	/* Every stone in hand is dropped first (spec/rules.md 17.8). */
	if (!bits_empty(&r->drop_cells) && nt_hand_any(p)) {
		notation_cell_name(r, from, a);
		notation_cell_name(r, to, b);
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%s-%s: no stone moves before every stone in hand is "
		    "dropped", a, b);
	}
	if (r->goal_lock && bits_test(&pl->goal, from) &&
	    !bits_test(&pl->goal, to)) {
		notation_cell_name(r, from, a);
		notation_cell_name(r, to, b);
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%s-%s: a stone in its goal may not leave it", a, b);
	}
	/*
	 * The goal lock at every hop: a jump (not a step, not a swap) must
	 * be a chain that never leaves the goal once it has landed in it.
	 */
	if (r->goal_lock_hops && p->board[to] < 0 && !nt_is_step(p, from, to)) {
		jumps_allowed(p, from, &jumps);
		if (!bits_test(&jumps, to)) {
			notation_cell_name(r, from, a);
			notation_cell_name(r, to, b);
			return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
			    "%s-%s: every chain to %s leaves the goal after "
			    "landing in it, which the goal lock at every hop "
			    "forbids", a, b, b);
		}
	}
	if (r->same_colour &&
	    bits_test(&r->dark, from) != bits_test(&r->dark, to)) {
		notation_cell_name(r, from, a);
		notation_cell_name(r, to, b);
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%s-%s: a move must end on a cell of its start cell's "
		    "colour (%s is %s, %s is %s)", a, b, a,
		    bits_test(&r->dark, from) ? "dark" : "light", b,
		    bits_test(&r->dark, to) ? "dark" : "light");
	}
	if (r->colour_moves && p->board[to] < 0 && to != from &&
	    !(move_class(r, from, to) & r->cell_moves[bits_test(&r->dark,
	    from)]) && !colour_free(p, from, to)) {
		notation_cell_name(r, from, a);
		notation_cell_name(r, to, b);
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%s-%s: a stone on a %s cell may not %s (colour-moves)%s",
		    a, b, bits_test(&r->dark, from) ? "dark" : "light",
		    move_class(r, from, to) == MOVES_JUMPS ? "jump" :
		    move_class(r, from, to) == MOVES_DIAGONAL ?
		    "step diagonally" : "step orthogonally", r->free_in_goal ?
		    "; only a move inside its goal is free" : "");
	}
	if (r->player_moves && pl->moves != 0 && p->board[to] < 0 &&
	    to != from && !(move_class(r, from, to) & pl->moves)) {
		notation_cell_name(r, from, a);
		notation_cell_name(r, to, b);
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%s-%s: %s's stones may not %s (moves)", a, b, pl->name,
		    move_class(r, from, to) == MOVES_JUMPS ? "jump" :
		    move_class(r, from, to) == MOVES_DIAGONAL ?
		    "step diagonally" : "step orthogonally");
	}
	if (r->camp_duty && !at_home(p, from) &&
	    (who = nt_duty_binds(p, &home)) >= 0 && !bits_test(&home, from)) {
		notation_cell_name(r, from, a);
		notation_cell_name(r, to, b);
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%s-%s: camp duty: %s has emptied its camp, so %s must "
		    "move a stone of its own camp", a, b, r->pl[who].name,
		    r->pl[p->side].name);
	}
	return 0;
}

/*
 * The goal lock's test, a stone of who leaving its goal: the stone's rows
 * of the tally table say its goal.  Shared by nt_move_restricted() and
 * the parse's nt_turn_restricted().
 */
static inline int
goal_locked(const struct notation_rules *r, unsigned keys, int who, int from,
    int to)
{
	return (keys & RESTRICT_GOAL) && (r->tally[from][who] & TALLY_GOAL) &&
	    !(r->tally[to][who] & TALLY_GOAL);
}

/*
 * colour-moves: a move to an empty cell of a class its cell's colour does
 * not allow, unless colour_free() lets it (asked by the caller).
 */
static inline int
colour_barred(const struct notation_position *p, unsigned keys, int from,
    int to)
{
	const struct notation_rules	*r = p->rules;

	return (keys & RESTRICT_COLOUR) && p->board[to] < 0 && to != from &&
	    !(move_class(r, from, to) & r->cell_moves[bits_test(&r->dark,
	    from)]);
}

/*
 * The tests of restricted() that most moves pass, asked without its
 * diagnostics' room and registers: a move that may be against one of
 * them is asked of restricted() itself, which makes every test again in
 * its order and writes the first one's diagnostic.  The camp duty is
 * asked as far as duty_player(): a side bound by it is rare.
 */
int
nt_move_restricted(const struct notation_position *p, int from, int to,
    struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	unsigned			 keys = r->restricts;
	int				 who = p->board[from];

	/* None of the keys (nt_rules_finish()). */
	if (keys == 0)
		return 0;
	/* Drop cells make hands (nt_rules_finish()): one look without. */
	if ((keys & RESTRICT_ALWAYS) ||
	    ((keys & RESTRICT_DROP) && nt_hand_any(p)))
		return restricted(p, from, to, d);
	if (goal_locked(r, keys, who, from, to))
		return restricted(p, from, to, d);
	if (colour_barred(p, keys, from, to) && !colour_free(p, from, to))
		return restricted(p, from, to, d);
	if ((keys & RESTRICT_DUTY) && !at_home(p, from) && duty_player(p) >= 0)
		return restricted(p, from, to, d);
	return 0;
}

/* nt_turn_restricted()'s way where it cannot tell without a call. */
static NT_NOINLINE int
turn_restricted(const struct notation_position *p, const char *text,
    size_t len, struct notation_move *m, struct notation_diag *d,
    nt_parse_fn *rest)
{
	if (nt_move_restricted(p, m->from, m->to, NULL) != 0)
		return rest(p, text, len, m, d);
	return 0;
}

/*
 * The parse's test of a step or a single jump m (kind_plain_turn.c):
 * nt_move_restricted()'s tests that need no call, made here with no
 * frame, for the move most often allowed; a move a test may be against,
 * and the keys that ask more (a drop, colour-moves' goal), go to
 * nt_move_restricted() itself, and rest where it says no.  The camp
 * duty's held camps, even of colours, are counted here.
 */
int
nt_turn_restricted(const struct notation_position *p, const char *text,
    size_t len, struct notation_move *m, struct notation_diag *d,
    nt_parse_fn *rest)
{
	const struct notation_rules	*r = p->rules;
	unsigned			 keys = r->restricts;
	int				 from = m->from, to = m->to;
	int				 who = p->board[from];

	if ((keys & (RESTRICT_ALWAYS | RESTRICT_DROP)) ||
	    goal_locked(r, keys, who, from, to) ||
	    colour_barred(p, keys, from, to))
		return turn_restricted(p, text, len, m, d, rest);
	if ((keys & RESTRICT_DUTY) && !at_home(p, from) &&
	    (r->movers_own ? duty_player(p) : duty_colours(p)) >= 0)
		return turn_restricted(p, text, len, m, d, rest);
	return 0;
}
