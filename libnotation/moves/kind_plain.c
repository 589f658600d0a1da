/*
 * kind_plain.c -- the plain kind of move: a stone on the board steps,
 * jumps a chain (short or long jumps, every hop a single jump) or swaps
 * (spec/moves.md), under the rule set's restrictions.  Its table of
 * operations twice: nt_kind_plain, and nt_kind_plain_free for rule sets
 * with no restriction beyond steps along every line and chains of short
 * jumps over any stone (the classic game), whose generation and count
 * are the bit-set search alone, with no test of a restriction per stone
 * or move.  The capture, hand and dice kinds build on this one (they
 * call the nt_plain_* functions).  Its common move, parsed first, and
 * its turn() are kind_plain_turn.c's.  Calls kind_plain_turn.c,
 * movetext.c (the lexing), restrict.c (targets and restrictions),
 * jumps.c, jumpstep.c (a step after directed chains), hops.c, steps.c
 * and the position.
 */
#include <stdio.h>
#include <string.h>

#include "moves/moves.h"
#include "moves/jumpsets.h"

/*
 * Does a chain of jumps take the stone on 'from' to 'to' (1), or, under
 * step-after-jumps, a chain and a step after it (2), as nt_jump_reaches()
 * and nt_jump_hops() say?  0 for neither.  One search where the chains
 * are directed (nt_jump_step_reaches()); elsewhere the step after them
 * is the hops' path.
 */
static int
chain_or_step(const struct notation_position *p, int from, int to)
{
	int	 rc;

	if ((rc = nt_jump_step_reaches(p, from, to)) >= 0)
		return rc;
	return nt_jump_hops(p, from, to) > 0 ? 2 : 0;
}

/*
 * Why a move whose shape is that of a step is none, where the rule set's
 * keys that shape a move say (spec/rules-format.md: lines, forward,
 * station): the code with d filled, or 0 when none of them is why.
 */
static int
why_land(const struct notation_position *p, int who, const char *what,
    int b, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	char				 c[4];
	int				 i;

	if (nt_land_ok(p, who, b))
		return 0;
	notation_cell_name(r, b, c);
	for (i = 0; i < r->nplayers; i++)
		if (i != who && bits_test(&r->pl[i].station, b))
			break;
	return notation_diag_set(d, NOTATION_ILLEGAL_MOVE, "%s: %s is in "
	    "%s's station, which %s may not enter while %s has a stone in it",
	    what, c, r->pl[i < r->nplayers ? i : 0].name, r->pl[who].name,
	    r->pl[i < r->nplayers ? i : 0].name);
}

static int
why_not(const struct notation_position *p, int from, int to,
    struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	const struct geometry		*g = &r->geo;
	int				 who = p->board[from], dx, dy;
	char				 a[4], b[4], what[16];

	if (r->geo.shape != SHAPE_SQUARE || (r->lines == LINES_ALL &&
	    !r->forward && r->station == 0 && r->steps != STEPS_KNIGHT))
		return 0;
	dx = to % g->stride - from % g->stride;
	dy = to / g->stride - from / g->stride;
	notation_cell_name(r, from, a);
	notation_cell_name(r, to, b);
	snprintf(what, sizeof(what), "%s-%s", a, b);
	if (r->steps == STEPS_KNIGHT && dx * dx + dy * dy <= 2)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE, "%s: a step "
		    "is a knight's leap, two cells one way and one across "
		    "(steps: knight)", what);
	/* Not one of the shapes of a step: the general message says it. */
	if (r->steps == STEPS_KNIGHT ? dx * dx + dy * dy != 5 :
	    r->steps == STEPS_NONE || dx * dx + dy * dy > 2)
		return 0;
	if (r->steps == STEPS_LINES && r->lines == LINES_DIAGONAL &&
	    (dx == 0 || dy == 0))
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE, "%s: a step "
		    "goes along a diagonal only (lines: diagonal)", what);
	if (r->forward && dy * r->pl[who].forward <= 0)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE, "%s: a step "
		    "must go forward, towards %s's goal (forward: true)", what,
		    r->pl[who].name);
	return why_land(p, who, what, to, d);
}

/* The same for hop number 'hop' of a chain, a-b, a jump in shape. */
static int
why_not_hop(const struct notation_position *p, int from, size_t hop, int a,
    int b, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	const struct geometry		*g = &r->geo;
	int				 who = p->board[from], dx, dy, mid;
	char				 x[4], y[4], what[40];

	if (r->geo.shape != SHAPE_SQUARE || (r->lines == LINES_ALL &&
	    !r->forward && r->station == 0))
		return 0;
	dx = b % g->stride - a % g->stride;
	dy = b / g->stride - a / g->stride;
	/* Only a short jump's shape: two cells along a line, a stone between. */
	if (dx * dx > 4 || dy * dy > 4 || dx % 2 != 0 || dy % 2 != 0 ||
	    (dx == 0 && dy == 0) || !notation_cell_valid(r, b))
		return 0;
	mid = a + (dy / 2) * g->stride + dx / 2;
	if (mid == from || p->board[mid] < 0 || p->board[b] >= 0)
		return 0;
	notation_cell_name(r, a, x);
	notation_cell_name(r, b, y);
	snprintf(what, sizeof(what), "hop %zu (%s-%s)", hop, x, y);
	if (r->jump_over == JUMP_OVER_OWN &&
	    !(rules_team(r, who) & (1u << p->board[mid])))
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE, "%s: a jump "
		    "goes over a stone of %s's own only (jump-over: own)",
		    what, r->pl[who].name);
	if (r->lines == LINES_DIAGONAL && (dx == 0 || dy == 0))
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE, "%s: a jump "
		    "goes along a diagonal only (lines: diagonal)", what);
	if (r->forward && dy * r->pl[who].forward <= 0)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE, "%s: every "
		    "hop must go forward, towards %s's goal (forward: true)",
		    what, r->pl[who].name);
	return why_land(p, who, what, b, d);
}

/*
 * A move of a stone on the board: a step, a swap, a chain of jumps in the
 * short form or the long (every landing cell), after the fast path.
 */
int
nt_plain_parse(const struct notation_position *p, const char *text,
    size_t len, struct notation_move *m, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	size_t				 ncells, i, k, hop;
	int				 from, to, prev, next, who, rc, capt;
	char				 a[4], b[4];
	const char			*sep;
	struct nt_head			 h;

	/*
	 * Where this kind owns the turn (the plain families without stones
	 * in hand: kinds.c's owners[], not asked, which would call back up
	 * a layer), notation_move_parse() tried the fast way before it came
	 * here, and it failed: asked again, it fails again.  Under other
	 * owners (capture chains, dice, stones in hand) it is tried here.
	 */
	if (!((r->family == FAMILY_PLAIN || r->family == FAMILY_PLAIN_FREE) &&
	    !r->hands) && nt_plain_fast(p, text, len, m) == 0)
		return 0;
	if ((rc = nt_move_head(p, text, len, &h, d)) != 0)
		return rc;
	ncells = h.ncells;
	capt = h.capt;
	k = h.k;
	from = h.from;
	who = h.who;
	notation_cell_name(r, from, a);

	if (ncells == 2) {
		/* Messages echo the move as written: d2xd4 or d2-d4. */
		sep = capt ? "x" : "-";
		i = k + 1;
		k = nt_cell_token(text + i, len - i);
		if ((rc = nt_cell_or_error(r, text + i, k, &to, d)) != 0)
			return rc;
		notation_cell_name(r, to, b);
		if (to == from && !r->chain_to_start)
			return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
			    "%s%s%s: a move must end on another cell", a, sep,
			    b);
		m->from = (int16_t)from;
		m->to = (int16_t)to;
		m->hops = 0;
		m->kind = 0;
		/* chain-to-start (spec/rules.md section 16.6). */
		if (to == from) {
			if (!nt_chain_returns(p, from))
				return notation_diag_set(d,
				    NOTATION_ILLEGAL_MOVE, "%s%s%s: no chain "
				    "of jumps from %s comes back to it", a, sep,
				    b, a);
			m->kind = NOTATION_JUMP;
			return nt_move_allowed(p, from, to, d);
		}
		/*
		 * The short form onto an occupied cell is a swap where the
		 * rule set allows one (spec/rules.md, "Swap").
		 */
		if (p->board[to] >= 0) {
			if (!nt_swap_allowed(p, from, to))
				return notation_diag_set(d,
				    NOTATION_ILLEGAL_MOVE, r->swap ?
				    "%s%s%s: %s is occupied, and this is no "
				    "swap: that takes a stone next to its full "
				    "goal to an opponent's stone in it" :
				    "%s%s%s: %s is occupied", a, sep, b, b);
			m->kind = NOTATION_SWAP;
			return nt_move_allowed(p, from, to, d);
		}
		/*
		 * A step, or a chain (and a step after it, step-after-jumps)
		 * found by one search, or why neither.
		 */
		if (nt_is_step(p, from, to))
			m->kind = NOTATION_STEP;
		else if (chain_or_step(p, from, to) != 0)
			m->kind = NOTATION_JUMP;
		else if ((rc = why_not(p, from, to, d)) != 0 ||
		    (rc = why_not_hop(p, from, 1, from, to, d)) != 0)
			return rc;
		else if (r->steps == STEPS_NONE &&
		    nt_geometry_step_dir(&r->geo, from, to) >= 0)
			return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
			    "%s%s%s: %s cannot be reached from %s by %s, and "
			    "%s has no steps (steps: none)", a, sep, b, b, a,
			    r->single_jump ? "a jump" : "a chain of jumps",
			    r->name);
		else
			return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
			    "%s%s%s: %s cannot be reached from %s by %s%s", a,
			    sep, b, b, a, r->steps == STEPS_NONE ? "" :
			    "a step or ", r->single_jump ? "a jump" :
			    "a chain of jumps");
		if (capt && m->kind != NOTATION_JUMP)
			return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
			    "%sx%s: 'x' marks a capture, and a step captures "
			    "nothing: write %s-%s", a, b, a, b);
		return nt_move_allowed(p, from, to, d);
	}

	/* The long form: every hop must be a legal single jump. */
	prev = from;
	i = k + 1;
	for (hop = 1; hop < ncells; hop++) {
		k = nt_cell_token(text + i, len - i);
		if ((rc = nt_cell_or_error(r, text + i, k, &next, d)) != 0)
			return rc;
		/* step-after-jumps: the last may be a step after a hop. */
		if (hop == ncells - 1 && hop > 1 && r->step_after_jumps &&
		    !nt_jump_single(p, from, prev, next) && next != from &&
		    p->board[next] < 0 && nt_step_ok(p, who, prev, next)) {
			prev = next;
			break;
		}
		if (!nt_jump_single(p, from, prev, next)) {
			if ((rc = why_not_hop(p, from, hop, prev, next,
			    d)) != 0)
				return rc;
			notation_cell_name(r, prev, a);
			notation_cell_name(r, next, b);
			return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
			    "hop %zu (%s-%s) is not a single jump", hop, a, b);
		}
		if ((rc = nt_hop_allowed(p, from, hop, prev, next, d)) != 0)
			return rc;
		prev = next;
		i += k + 1;
	}
	to = prev;
	if (to == from && !r->chain_to_start) {
		notation_cell_name(r, from, a);
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "the chain ends on %s, where it started", a);
	}
	m->from = (int16_t)from;
	m->to = (int16_t)to;
	m->kind = NOTATION_JUMP;
	m->hops = ncells - 1 > 255 ? 255 : (uint8_t)(ncells - 1);
	return nt_move_allowed(p, from, to, d);
}

/* The cell a short jump from-to goes over, or -1 when it is no jump. */
static int
halfway(const struct notation_rules *r, int from, int to)
{
	int	 d = nt_geometry_jump_dir(&r->geo, from, to);

	return d >= 0 ? r->geo.nb[from][d] : -1;
}

/*
 * Under chains: false, the cell a jump from-to of a stone of player who
 * goes over: its stone is captured, or, over an empty cell, a stone of
 * the jumping stone's player fills it (spec/rules.md 17.6-7).  Out of
 * line: the rule sets of one jump are few, and nt_plain_apply() is made
 * in line into the replay's loop.
 */
NT_NOINLINE
static void
jumped_over(struct notation_position *p, const struct notation_move *m,
    int who)
{
	const struct notation_rules	*r = p->rules;
	int				 mid;

	if ((mid = halfway(r, m->from, m->to)) < 0)
		return;
	if (r->capture && p->board[mid] >= 0)
		nt_position_take(p, mid);
	else if (r->jump_over == JUMP_OVER_EMPTY && p->board[mid] < 0)
		nt_position_put(p, mid, who);
}

/*
 * A stone on the board moved (spec/moves.md), a swap's other stone to
 * where it stood; under chains: false, the cell its jump goes over
 * captured or filled (jumped_over()).  The turn passes.
 */
int
nt_plain_apply(struct notation_position *p, const struct notation_move *m)
{
	int	 who = p->board[m->from];

	nt_position_move(p, m->from, m->to);
	if (p->rules->single_jump)
		jumped_over(p, m, who);
	return 1;
}

void
nt_plain_stones(const struct notation_position *p, struct bits *stones)
{
	if (nt_duty_binds(p, stones) < 0)
		nt_movable(p, stones);
}

size_t
nt_plain_moves_of(const struct notation_position *p, const struct nt_free *f,
    int from, struct notation_move *out)
{
	struct bits	 steps, all;
	size_t		 n = 0;
	int		 to;

	nt_targets(p, f, from, &steps, &all);
	BITS_FOREACH(to, &all)
		out[n++] = nt_move_of(from, to, bits_test(&steps, to) ?
		    NOTATION_STEP : p->board[to] >= 0 && to != from ?
		    NOTATION_SWAP : NOTATION_JUMP);
	return n;
}

/*
 * The targets of a stone are a set of distinct cells, so their
 * population count is the number of its moves (bulk counting at the last
 * ply of perft).
 */
uint64_t
nt_plain_count_of(const struct notation_position *p, const struct nt_free *f,
    int from)
{
	struct bits	 steps, all;

	nt_targets(p, f, from, &steps, &all);
	return (uint64_t)nt_popcount(&all);
}

/*
 * The moves of the stones the side may move, written to out, or, with
 * out NULL, counted.
 */
static uint64_t
plain_moves(const struct notation_position *p, struct notation_move *out)
{
	struct bits	 stones;
	const struct nt_free *f = nt_free_of(p->rules);
	uint64_t	 n = 0;
	int		 from;

	nt_plain_stones(p, &stones);
	BITS_FOREACH(from, &stones)
		n += out != NULL ? nt_plain_moves_of(p, f, from, out + n) :
		    nt_plain_count_of(p, f, from);
	return n;
}

static size_t
plain_generate(const struct notation_position *p, struct notation_move *out)
{
	return (size_t)plain_moves(p, out);
}

static uint64_t
plain_count(const struct notation_position *p)
{
	return plain_moves(p, NULL);
}

/*
 * Whether any move exists, for the rule that a player without one loses:
 * the camp duty never takes the last move away (it binds only when a
 * stone of the camp can move), so any stone with a target will do.  A
 * step is one, and asks no search of chains: the steps of every stone
 * first, then the whole targets (a search each) only if none has one.
 * The stone on *hint is tried first, and a stone found is left there: a
 * game asks after every ply, and the stone that could move a ply ago
 * mostly still can.  *hint is -1 (none), a cell whose stone had a step,
 * or -2 - cell for one that had only other targets (a jump, where no
 * stone may step, as in Retour), whose targets are then asked first.
 */
/* May the side to move, whose owners are movers, move the stone on c? */
static int
movable_stone(const struct notation_position *p, unsigned movers, int c)
{
	return p->board[c] >= 0 && (movers & (1u << p->board[c])) != 0;
}

int
nt_plain_exists_hint(const struct notation_position *p, int *hint)
{
	const struct notation_rules	*r = p->rules;
	const struct nt_free		*f = nt_free_of(r);
	struct bits			 stones;
	unsigned			 movers = nt_movers(p);
	int				 from;

	/*
	 * Whether the side may move the hint's stone asks its owner alone
	 * (a cell's owner in board[] is the set of stones[] it is in), not
	 * the set of every stone it may move, which only a failed hint
	 * needs.
	 */
	if (*hint >= 0 && *hint < NOTATION_MAX_CELLS &&
	    movable_stone(p, movers, *hint)) {
		if (nt_step_any(p, *hint))
			return 1;
	}
	if (*hint <= -2 && -2 - *hint < NOTATION_MAX_CELLS &&
	    movable_stone(p, movers, -2 - *hint)) {
		if (nt_targets_any(p, f, -2 - *hint))
			return 1;
	}
	nt_movable(p, &stones);
	/* With steps: none, nt_step_targets() finds none. */
	if (r->steps != STEPS_NONE)
		BITS_FOREACH(from, &stones)
			if (nt_step_any(p, from)) {
				*hint = from;
				return 1;
			}
	BITS_FOREACH(from, &stones)
		if (nt_targets_any(p, f, from)) {
			*hint = -2 - from;
			return 1;
		}
	return 0;
}

int
nt_plain_exists(const struct notation_position *p)
{
	int	 hint = -1;

	return nt_plain_exists_hint(p, &hint);
}

/* The targets of the stone on 'from': steps, jumps and both together. */
static void
free_targets(const struct notation_position *p, const struct nt_free *f,
    int from, struct bits *steps, struct bits *jumps, struct bits *all)
{
	int	 i;

	nt_reach_free(p, f, from, steps, jumps);
	for (i = 0; i < BITS_WORDS; i++)
		all->w[i] = steps->w[i] | jumps->w[i];
}

static size_t
free_generate(const struct notation_position *p, struct notation_move *out)
{
	struct bits	 stones, steps, jumps, all;
	const struct nt_free *f = nt_free_of(p->rules);
	size_t		 n = 0;
	int		 from, to;

	nt_movable(p, &stones);
	BITS_FOREACH(from, &stones) {
		free_targets(p, f, from, &steps, &jumps, &all);
		BITS_FOREACH(to, &all)
			out[n++] = nt_move_of(from, to, bits_test(&steps, to) ?
			    NOTATION_STEP : NOTATION_JUMP);
	}
	return n;
}

static uint64_t
free_count(const struct notation_position *p)
{
	struct bits	 stones, steps, jumps, all;
	const struct nt_free *f = nt_free_of(p->rules);
	uint64_t	 n = 0;
	int		 from;

	nt_movable(p, &stones);
	BITS_FOREACH(from, &stones) {
		free_targets(p, f, from, &steps, &jumps, &all);
		n += (uint64_t)nt_popcount(&all);
	}
	return n;
}

static int
free_exists(const struct notation_position *p)
{
	struct bits	 stones, steps, jumps, all;
	const struct nt_free *f = nt_free_of(p->rules);
	int		 from;

	nt_movable(p, &stones);
	BITS_FOREACH(from, &stones) {
		free_targets(p, f, from, &steps, &jumps, &all);
		if (!bits_empty(&all))
			return 1;
	}
	return 0;
}

/*
 * Written with '-' between its cells, or 'x' for a jump where jumps
 * capture (spec/moves.md, "Captures"); the long form of a jump names
 * every landing cell of its chain.
 */
static int
plain_format(const struct notation_position *p, const struct notation_move *m,
    int longform, struct notation_buf *out)
{
	int16_t		 path[NOTATION_MAX_CELLS];
	size_t		 n = 0;
	int		 sep = '-';

	if (p->rules->capture && m->kind == NOTATION_JUMP)
		sep = 'x';
	if (longform && m->kind == NOTATION_JUMP)
		n = nt_jump_path_allowed(p, m->from, m->to, path);
	if (n == 0) {
		path[0] = m->to;
		n = 1;
	}
	return nt_move_write_cells(p->rules, m->from, path, n, sep, out);
}

static int
plain_landings(const struct notation_position *p,
    const struct notation_move *m, int16_t *path)
{
	if (m->kind != NOTATION_JUMP)
		return 0;
	return (int)nt_jump_path_allowed(p, m->from, m->to, path);
}

/*
 * Perft's last two plies (count_after()): the moves of c, the position
 * after move m of b->p.  Where a stone's moves ask only its own cell and
 * owner and the cells within two of it or of a cell its short chains
 * over any stone reach (moves_near, rules.c), a move from f to t that
 * changes no other cell leaves them as they were unless the stone's cell
 * or a cell its chains reach lies within two of f or t along a line:
 * every step and hop from those cells asks only cells the move did not
 * change, so the chains close on the same cells.  A stone's moves are
 * then found in b->p once, when a position after a move first asks for
 * them, and again after a move only for the stones near it
 * (bench/README.md, "Perft: the last two plies together").  Which stones
 * the side may move (its own, its team's, the camp duty's) is asked in
 * every position.
 */

/* The cells within two of c along a line, c too, added to near. */
static void
near_cells(const struct geometry *g, int c, struct bits *near)
{
	int	 d, n;

	bits_set(near, c);
	for (d = 0; d < g->ndirs; d++)
		if ((n = g->nb[c][d]) >= 0) {
			bits_set(near, n);
			if ((n = g->nb[n][d]) >= 0)
				bits_set(near, n);
		}
}

/*
 * The moves of the stone on 'from' in p; with area, also the cells whose
 * neighbourhood they depend on: the stone's and the reach of its chains
 * over any stone.
 */
static uint64_t
stone_moves(const struct notation_position *p, int from, struct bits *area)
{
	const struct nt_free	*f = nt_free_of(p->rules);
	struct bits		 steps, jumps, all;
	uint64_t		 n;

	if (p->rules->plain_free) {
		free_targets(p, f, from, &steps, &jumps, &all);
		n = (uint64_t)nt_popcount(&all);
	} else {
		n = nt_plain_count_of(p, f, from);
		if (area != NULL)
			nt_reach_free(p, f, from, &steps, &jumps);
	}
	if (area != NULL) {
		*area = jumps;
		bits_set(area, from);
	}
	return n;
}

/* The moves of the stone on s in c, near the cells the move changed. */
static uint64_t
moves_after(struct nt_last_two *b, const struct notation_position *c, int s,
    const struct bits *near)
{
	int	 w;

	if (bits_test(near, s) || !bits_test(&b->p->occ, s))
		return stone_moves(c, s, NULL);
	if (!bits_test(&b->have, s)) {
		b->n[s] = stone_moves(b->p, s, &b->area[s]);
		bits_set(&b->have, s);
	}
	for (w = 0; w < BITS_WORDS; w++)
		if ((b->area[s].w[w] & near->w[w]) != 0)
			return stone_moves(c, s, NULL);
	return b->n[s];
}

/* Are a and b the same but on the cells of two? */
static int
same_but(const struct bits *a, const struct bits *b, const struct bits *two)
{
	int	 w;

	for (w = 0; w < BITS_WORDS; w++)
		if ((a->w[w] ^ b->w[w]) & ~two->w[w])
			return 0;
	return 1;
}

/*
 * Did the move change no stone of p but those on its two cells?  A
 * player put out by it (end: eliminate, walled-in) takes stones off the
 * board, near the move or not.
 */
static int
moved_one(const struct notation_position *p,
    const struct notation_position *c, const struct notation_move *m)
{
	struct bits	 two;
	int		 i;

	bits_zero(&two);
	bits_set(&two, m->from);
	bits_set(&two, m->to);
	for (i = 0; i < p->rules->nplayers; i++)
		if (!same_but(&p->stones[i], &c->stones[i], &two))
			return 0;
	return same_but(&p->stones[SHARED], &c->stones[SHARED], &two);
}

static uint64_t
count_after(struct nt_last_two *b, const struct notation_move *m,
    const struct notation_position *c, int is_free)
{
	struct bits	 stones, near;
	uint64_t	 total = 0;
	int		 s;

	if (!c->rules->moves_near || !moved_one(b->p, c, m))
		return is_free ? free_count(c) : plain_count(c);
	bits_zero(&near);
	near_cells(&c->rules->geo, m->from, &near);
	near_cells(&c->rules->geo, m->to, &near);
	if (is_free)
		nt_movable(c, &stones);
	else
		nt_plain_stones(c, &stones);
	BITS_FOREACH(s, &stones)
		total += moves_after(b, c, s, &near);
	return total;
}

static uint64_t
plain_count_after(struct nt_last_two *b, const struct notation_move *m,
    const struct notation_position *c)
{
	return count_after(b, m, c, 0);
}

static uint64_t
free_count_after(struct nt_last_two *b, const struct notation_move *m,
    const struct notation_position *c)
{
	return count_after(b, m, c, 1);
}

const struct nt_kind nt_kind_plain = {
	.name = "plain", .parse = nt_plain_parse, .turn = nt_plain_turn,
	.apply = nt_plain_apply,
	.generate = plain_generate, .count = plain_count,
	.count_after = plain_count_after,
	.exists = nt_plain_exists, .exists_from = nt_plain_exists_hint,
	.format = plain_format,
	.landings = plain_landings,
};

/* The same but for the generation: the bit-set search alone. */
const struct nt_kind nt_kind_plain_free = {
	.name = "plain, free", .parse = nt_plain_parse, .turn = nt_free_turn,
	.apply = nt_plain_apply, .generate = free_generate,
	.count = free_count, .count_after = free_count_after,
	.exists = free_exists, .format = plain_format,
	.landings = plain_landings,
};
