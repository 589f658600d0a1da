/*
 * kind_race.c -- the race kind of move, as a table of operations
 * (nt_kind_race): the turns of a race of one die, Rakado (spec/rules.md
 * section 17.15; the notation in spec/moves.md, "Races").  A turn is a
 * roll token "dN" and then one move of one stone exactly N cells along
 * one of its player's forward lines (rules/rules.c), over empty cells
 * only, onto an empty cell or an opponent's stone outside its goal,
 * which it captures.  A stone in its goal moves no more.  A roll with no
 * move lapses.  Where the rule set says penalty, a move that captures
 * nothing while a capture was there to make is followed by the
 * opponent's removal, "xe5": the stone that could have captured, or,
 * when several could, any stone of the mover's outside its goal.  Where
 * it says again: N, a roll of N gives another roll when its move (and
 * the removal) is made.
 *
 * The turn in progress is kept in the dice fields of the position
 * (position/position.h): die_steps is the die (0: between turns),
 * jump_made the phase (RACE_MOVE, RACE_REMOVAL, RACE_AGAIN), moved the
 * stones the removal may take; and written as a field of the position
 * string (spec/position-string.md).  The roll, its again, the written
 * forms of rolls and steps and the turn's field are the one die's, shared
 * with the track (die.c).  Calls die.c, movetext.c and the position and
 * its hash.
 */
#include <stdio.h>
#include <string.h>

#include "moves/moves.h"

enum {
	RACE_MOVE = 0,		/* the die rolled, its move to make */
	RACE_REMOVAL,		/* a capture missed: the removal to make */
	RACE_AGAIN = NT_DIE_AGAIN	/* the die gave another roll (die.c) */
};

static int
in_goal(const struct notation_position *p, int who, int c)
{
	return bits_test(&p->rules->pl[who].goal, c);
}

/*
 * The cell the stone of 'who' on 'from' reaches n cells along line d, or
 * -1: every cell before it empty, it empty or a stone of another player
 * outside that player's goal.
 */
static int
race_target(const struct notation_position *p, int who, int from, int d,
    int n)
{
	const struct geometry	*g = &p->rules->geo;
	int			 c = from, k, o;

	for (k = 1; k <= n; k++) {
		if ((c = g->nb[c][d]) < 0)
			return -1;
		if (k < n && bits_test(&p->occ, c))
			return -1;
	}
	if (!bits_test(&p->occ, c))
		return c;
	o = p->board[c];
	if (o < 0 || o == who || o == SHARED || in_goal(p, o, c))
		return -1;
	return c;
}

/*
 * The moves of the die n for the side to move, added to out in cell
 * order of start and end (out NULL: only counted); the starts of those
 * that capture in *capt when capt is not NULL.
 */
static size_t
race_moves(const struct notation_position *p, int n,
    struct notation_move *out, struct bits *capt)
{
	const struct notation_rules	*r = p->rules;
	unsigned			 dirs = r->pl[p->side].race_dirs;
	struct bits			 ends;
	size_t				 count = 0;
	int				 from, to, d;

	if (capt != NULL)
		bits_zero(capt);
	BITS_FOREACH(from, &p->stones[p->side]) {
		if (in_goal(p, p->side, from))
			continue;
		bits_zero(&ends);
		for (d = 0; d < r->geo.ndirs; d++)
			if ((dirs & (1u << d)) &&
			    (to = race_target(p, p->side, from, d, n)) >= 0)
				bits_set(&ends, to);
		BITS_FOREACH(to, &ends) {
			if (out != NULL)
				out[count] = nt_move_of(from, to,
				    NOTATION_STEP);
			count++;
			if (capt != NULL && bits_test(&p->occ, to))
				bits_set(capt, from);
		}
	}
	return count;
}

/* Does some roll give the side to move a move? */
static int
any_roll(const struct notation_position *p)
{
	int	 n;

	for (n = 1; n <= p->rules->dice_sides; n++)
		if (race_moves(p, n, NULL, NULL) > 0)
			return 1;
	return 0;
}

static size_t
race_generate(const struct notation_position *p, struct notation_move *out)
{
	size_t	 n = 0;
	int	 c;

	if (nt_die_rolling(p))
		return nt_die_rolls(p, out);
	if (p->jump_made == RACE_MOVE)
		return race_moves(p, p->die_steps, out, NULL);
	BITS_FOREACH(c, &p->moved)
		out[n++] = nt_move_of(c, -1, NOTATION_OFF);
	return n;
}

static uint64_t
race_count(const struct notation_position *p)
{
	if (nt_die_rolling(p))
		return (uint64_t)p->rules->dice_sides;
	if (p->jump_made == RACE_MOVE)
		return race_moves(p, p->die_steps, NULL, NULL);
	return (uint64_t)nt_popcount(&p->moved);
}

/* Within a turn a move is always left; between rolls, some roll's. */
static int
race_exists(const struct notation_position *p)
{
	return nt_die_rolling(p) ? any_roll(p) : 1;
}

/*
 * The move (and removal) made: another roll after a roll of again (0,
 * the turn goes on), else the turn passes (1).  The hash term of the turn
 * has been taken out.
 */
static int
turn_done(struct notation_position *p)
{
	bits_zero(&p->moved);
	return nt_die_turn_done(p);
}

/*
 * The stones the removal may take after a move from-to that captured
 * nothing while the stones on capt could have: the one that could, where
 * it stands now, or every stone of the mover's when several could; never
 * one in its goal.
 */
static void
removable(const struct notation_position *p, const struct bits *capt,
    int from, int to, struct bits *out)
{
	int	 c;

	bits_zero(out);
	if (nt_popcount(capt) == 1) {
		BITS_FOREACH(c, capt)
			bits_set(out, c == from ? to : c);
	} else
		*out = p->stones[p->side];
	BITS_FOREACH(c, out)
		if (in_goal(p, p->side, c))
			bits_clear(out, c);
}

static int
race_apply(struct notation_position *p, const struct notation_move *m)
{
	struct bits	 capt;
	int		 took;

	if (m->kind != NOTATION_ROLL && m->kind != NOTATION_STEP &&
	    m->kind != NOTATION_OFF)
		return NT_NOT_MINE;
	p->hash ^= nt_dice_key(p);
	if (m->kind == NOTATION_ROLL) {
		p->die_steps = (int8_t)m->hops;
		p->jump_made = RACE_MOVE;
		bits_zero(&p->moved);
		/* A roll with no move lapses. */
		if (race_moves(p, p->die_steps, NULL, NULL) == 0)
			return turn_done(p);
		p->hash ^= nt_dice_key(p);
		return 0;
	}
	if (m->kind == NOTATION_OFF) {
		nt_position_take(p, m->from);
		return turn_done(p);
	}
	race_moves(p, p->die_steps, NULL, &capt);
	took = bits_test(&p->occ, m->to);
	if (took)
		nt_position_take(p, m->to);
	nt_position_move(p, m->from, m->to);
	if (!took && p->rules->race_penalty && !bits_empty(&capt)) {
		removable(p, &capt, m->from, m->to, &p->moved);
		if (!bits_empty(&p->moved)) {
			p->jump_made = RACE_REMOVAL;
			p->hash ^= nt_dice_key(p);
			return 0;
		}
	}
	return turn_done(p);
}

/* ------------------------------------------------------------------ */
/* Move text                                                          */

/* The first stone the removal may take, for a message. */
static void
first_removable(const struct notation_position *p, char *c)
{
	int	 cell;

	c[0] = '\0';
	BITS_FOREACH(cell, &p->moved) {
		notation_cell_name(p->rules, cell, c);
		return;
	}
}

static int
parse_roll(const struct notation_position *p, const char *text,
    struct notation_move *m, struct notation_diag *d)
{
	const char	*who = p->rules->pl[p->side].name;
	char		 a[4];

	if (p->die_steps != 0 && p->jump_made == RACE_MOVE)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.2s: %s has rolled %d and moves first: a roll with a "
		    "move lapses only when it has none", text, who,
		    p->die_steps);
	if (p->jump_made == RACE_REMOVAL && p->die_steps != 0) {
		first_removable(p, a);
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.2s: %s missed a capture, and its opponent's removal "
		    "(such as x%s) comes first", text, who, a);
	}
	return nt_die_roll(p, text, m, d);
}

static int
parse_removal(const struct notation_position *p, const char *text,
    size_t len, struct notation_move *m, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	char				 a[4];
	int				 c, rc, n = len > 40 ? 40 : (int)len;

	if ((rc = nt_cell_or_error(r, text + 1, len - 1, &c, d)) != 0)
		return rc;
	if (p->die_steps == 0 || p->jump_made != RACE_REMOVAL)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: no removal is due: one follows only a move that "
		    "missed a capture", n, text);
	if (!bits_test(&p->moved, c)) {
		first_removable(p, a);
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: the removal takes %s (such as x%s)", n, text,
		    nt_popcount(&p->moved) == 1 ? "the stone that could "
		    "have captured" : "a stone of the player who missed the "
		    "capture, outside its goal", a);
	}
	*m = nt_move_of(c, -1, NOTATION_OFF);
	return 0;
}

/* The line d forward from 'from' on which 'to' lies, and how far; -1. */
static int
line_to(const struct notation_position *p, int from, int to, int *dist)
{
	const struct geometry	*g = &p->rules->geo;
	unsigned		 dirs = p->rules->pl[p->side].race_dirs;
	int			 d, c, k;

	for (d = 0; d < g->ndirs; d++) {
		if (!(dirs & (1u << d)))
			continue;
		for (c = g->nb[from][d], k = 1; c >= 0; c = g->nb[c][d], k++)
			if (c == to) {
				*dist = k;
				return d;
			}
	}
	return -1;
}

static int
parse_move(const struct notation_position *p, const char *text, size_t len,
    struct notation_move *m, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	const char			*who = r->pl[p->side].name;
	char				 a[4], b[4];
	size_t				 k;
	int				 n = len > 40 ? 40 : (int)len;
	int				 capt, from, to, rc, dir, dist, c, i;

	if (nt_move_shape(text, len, &capt, d) != 2)
		return d != NULL && d->code == NOTATION_SYNTAX ?
		    NOTATION_SYNTAX : notation_diag_set(d, NOTATION_SYNTAX,
		    "'%.*s' is not a move of %s: a move names its start "
		    "and its end, as e1-e5", n, text, r->name);
	k = nt_cell_token(text, len);
	if ((rc = nt_cell_or_error(r, text, k, &from, d)) != 0 ||
	    (rc = nt_cell_or_error(r, text + k + 1, len - k - 1, &to, d)) != 0)
		return rc;
	if (nt_die_rolling(p))
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: a turn of %s begins with its roll, a token such "
		    "as d4", n, text, r->name);
	if (p->jump_made == RACE_REMOVAL) {
		first_removable(p, a);
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: %s missed a capture, and its opponent's removal "
		    "(such as x%s) comes first", n, text, who, a);
	}
	notation_cell_name(r, from, a);
	notation_cell_name(r, to, b);
	if (p->board[from] != p->side)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: no stone of %s's stands on %s", n, text, who, a);
	if (in_goal(p, p->side, from))
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: the stone on %s has reached its goal and moves "
		    "no more", n, text, a);
	if ((dir = line_to(p, from, to, &dist)) < 0)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: %s is on no line forward from %s", n, text, b, a);
	if (dist != p->die_steps)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: %d cells, but the die is %d: a stone moves the "
		    "whole roll", n, text, dist, p->die_steps);
	for (c = r->geo.nb[from][dir], i = 1; i < dist;
	    c = r->geo.nb[c][dir], i++)
		if (bits_test(&p->occ, c)) {
			notation_cell_name(r, c, a);
			return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
			    "%.*s: the stone on %s is in the way: a stone "
			    "never jumps", n, text, a);
		}
	if (p->board[to] == p->side)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: %s holds a stone of %s's own", n, text, b, who);
	if (p->board[to] >= 0 && in_goal(p, p->board[to], to))
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: the stone on %s has reached its goal and cannot "
		    "be captured", n, text, b);
	if (capt && p->board[to] < 0)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: %s is empty, so nothing is captured: write "
		    "%s-%s", n, text, b, a, b);
	*m = nt_move_of(from, to, NOTATION_STEP);
	return 0;
}

/*
 * A roll "d4", a removal "xe5", or a move "e1-e5" (a capture "e1xe5", or
 * "e1-e5" onto the stone it captures).  A move off the board is the
 * hand kind's, which refuses it.
 */
static int
race_parse(const struct notation_position *p, const char *text, size_t len,
    struct notation_move *m, struct notation_diag *d)
{
	if (len == 2 && text[0] == 'd' && TOKEN_DIGIT(text[1]))
		return parse_roll(p, text, m, d);
	if (len > 4 && memcmp(text + len - 4, "-off", 4) == 0)
		return NT_NOT_MINE;
	if (len >= 3 && text[0] == 'x' && nt_cell_token(text + 1, len - 1) ==
	    len - 1)
		return parse_removal(p, text, len, m, d);
	return parse_move(p, text, len, m, d);
}

/* A roll "d4", a removal "xe5", a move "e1-e5" or "e1xe5": no long form. */
static int
race_format(const struct notation_position *p, const struct notation_move *m,
    int longform, struct notation_buf *out)
{
	char	 a[4];

	(void)longform;
	if (m->kind != NOTATION_OFF)
		return nt_die_format(p, m, out);
	notation_cell_name(p->rules, m->from, a);
	return notation_buf_printf(out, "x%s", a) < 0 ? -1 : 0;
}

/* ------------------------------------------------------------------ */
/* The turn in progress (spec/position-string.md)                     */

/*
 * "d4": rolled 4, its move to make; "d4/e5,f6": the move missed a
 * capture, and the removal takes one of these stones; "d6+": a roll of
 * again played, another roll to make.
 */
static int
race_turn_read(struct notation_position *p, const char *s, size_t len,
    const char **why)
{
	const struct notation_rules	*r = p->rules;
	size_t				 i, k;
	int				 c;

	if (len == 0 || s[0] != 'd')
		return 0;
	*why = NULL;
	if (len < 2 || !TOKEN_DIGIT(s[1]) || s[1] - '0' < 1 ||
	    s[1] - '0' > r->dice_sides) {
		*why = "expected the turn in progress, a roll such as d4";
		return 1;
	}
	p->die_steps = (int8_t)(s[1] - '0');
	p->jump_made = RACE_MOVE;
	bits_zero(&p->moved);
	if (len == 2) {
		if (race_moves(p, p->die_steps, NULL, NULL) == 0)
			*why = "the roll has no move, so the turn is over";
		return 1;
	}
	if (len == 3 && s[2] == '+') {
		p->jump_made = RACE_AGAIN;
		if (p->die_steps != r->race_again)
			*why = "only a roll of again (dice: again) gives "
			    "another roll";
		return 1;
	}
	if (s[2] != '/' || len == 3) {
		*why = "expected the turn in progress, such as d4, d4/e5 "
		    "or d6+";
		return 1;
	}
	p->jump_made = RACE_REMOVAL;
	for (i = 3; i <= len; i = k + 1) {
		for (k = i; k < len && s[k] != ','; k++)
			continue;
		c = notation_cell_parse(r, s + i, k - i);
		if (c < 0 || p->board[c] != p->side ||
		    in_goal(p, p->side, c)) {
			*why = "a stone the removal may take must be the side "
			    "to move's, outside its goal";
			return 1;
		}
		bits_set(&p->moved, c);
	}
	if (!r->race_penalty)
		*why = "a removal needs dice: {penalty: true}";
	return 1;
}

static int
race_turn_write(const struct notation_position *p, struct notation_buf *out)
{
	char	 c[4];
	int	 cell, rc = 0, first = 1;

	if (p->die_steps == 0)
		return 0;
	rc |= nt_die_turn_write(p, out) != 0;
	if (p->jump_made != RACE_REMOVAL)
		return rc ? -1 : 0;
	rc |= notation_buf_putc(out, '/');
	BITS_FOREACH(cell, &p->moved) {
		if (!first)
			rc |= notation_buf_putc(out, ',');
		first = 0;
		notation_cell_name(p->rules, cell, c);
		rc |= notation_buf_puts(out, c);
	}
	return rc ? -1 : 0;
}

const struct nt_kind nt_kind_race = {
	.name = "race", .parse = race_parse,
	.generate = race_generate, .count = race_count,
	.exists = race_exists, .apply = race_apply,
	.format = race_format, .landings = nt_die_landings,
	.turn_read = race_turn_read, .turn_write = race_turn_write,
	.turn_open = nt_die_turn_open, .turn_of_plies = 1,
};
