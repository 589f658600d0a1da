/*
 * kind_track.c -- the track kind of move, as a table of operations
 * (nt_kind_track): the turns of Petits chevaux on the track (spec/rules.md
 * section 17.16, the board in spec/boards.md "The track"; the notation
 * in spec/moves.md, "Races").  A turn is a roll token "dN" and then one
 * move: a horse N cells on along the loop from its start cell and, after
 * one lap, into its home lane, passing over any horse; or, on the die's
 * highest number, a horse out of its base onto its start cell, written as
 * that cell alone.  A horse that ends its move on a horse on the loop
 * sends it back to its owner's base; a horse in its lane has arrived and
 * moves no more, and a lane cell is reached by the exact roll only.  A
 * roll with no move lapses; a roll of again (dice: again) gives another.
 *
 * The horses in a base are the player's stones in hand (position.h); the
 * turn in progress is kept as a race's (kind_race.c): die_steps the die,
 * jump_made NT_DIE_AGAIN after a roll of again.  The roll, its again, the
 * written forms of rolls and steps and the turn's field are the one
 * die's (die.c).  Calls die.c, movetext.c and the position and its hash.
 */
#include <string.h>

#include "moves/moves.h"

#define LANE	4		/* cells of a home lane */

/*
 * How far the horse of 'who' on cell c has run from its start cell: 0
 * to 39 on the loop, 40 to 43 in its lane, -1 elsewhere.
 */
static int
run_of(const struct notation_position *p, int who, int c)
{
	const struct notation_rules	*r = p->rules;
	const struct player		*pl = &r->pl[who];
	int				 k;

	if (bits_test(&pl->goal, c))
		return TRACK_LOOP - 1 + nt_geometry_distance(&r->geo,
		    r->geo.loop[(pl->track + TRACK_LOOP - 1) % TRACK_LOOP], c);
	for (k = 0; k < TRACK_LOOP; k++)
		if (r->geo.loop[k] == c)
			return (k - pl->track + TRACK_LOOP) % TRACK_LOOP;
	return -1;
}

/* The cell 'run' cells on from the start of 'who', or -1. */
static int
cell_of(const struct notation_position *p, int who, int run)
{
	const struct notation_rules	*r = p->rules;
	const struct player		*pl = &r->pl[who];
	int				 c;

	if (run < TRACK_LOOP)
		return r->geo.loop[(pl->track + run) % TRACK_LOOP];
	BITS_FOREACH(c, &pl->goal)
		if (run_of(p, who, c) == run)
			return c;
	return -1;
}

/* The start cell of 'who', where a horse leaves its base for. */
static int
start_of(const struct notation_position *p, int who)
{
	return p->rules->geo.loop[p->rules->pl[who].track];
}

/* Can a horse of the side to move enter with a roll of n? */
static int
can_enter(const struct notation_position *p, int n)
{
	return n == p->rules->dice_sides && p->hand[p->side] > 0 &&
	    p->board[start_of(p, p->side)] != p->side;
}

/* Where the horse on 'from' ends with a roll of n, or -1. */
static int
target(const struct notation_position *p, int from, int n)
{
	int	 run = run_of(p, p->side, from), to;

	if (run < 0 || run >= TRACK_LOOP || run + n >= TRACK_LOOP + LANE)
		return -1;
	to = cell_of(p, p->side, run + n);
	if (to < 0 || (run + n >= TRACK_LOOP && bits_test(&p->occ, to)))
		return -1;
	return to;
}

/* The moves of a roll of n, in cell order (the entry first); counted. */
static size_t
track_moves(const struct notation_position *p, int n,
    struct notation_move *out)
{
	size_t	 count = 0;
	int	 from, to;

	if (can_enter(p, n)) {
		if (out != NULL)
			out[count] = nt_move_of(-1, start_of(p, p->side),
			    NOTATION_DROP);
		count++;
	}
	BITS_FOREACH(from, &p->stones[p->side])
		if ((to = target(p, from, n)) >= 0) {
			if (out != NULL)
				out[count] = nt_move_of(from, to,
				    NOTATION_STEP);
			count++;
		}
	return count;
}

static size_t
track_generate(const struct notation_position *p, struct notation_move *out)
{
	if (nt_die_rolling(p))
		return nt_die_rolls(p, out);
	return track_moves(p, p->die_steps, out);
}

static uint64_t
track_count(const struct notation_position *p)
{
	if (nt_die_rolling(p))
		return (uint64_t)p->rules->dice_sides;
	return track_moves(p, p->die_steps, NULL);
}

/* Between rolls a player always rolls; within a turn a move is left. */
static int
track_exists(const struct notation_position *p)
{
	(void)p;
	return 1;
}

/* The horse on c, if any, back to its owner's base. */
static void
send_home(struct notation_position *p, int c)
{
	int	 o = p->board[c];

	if (o < 0)
		return;
	nt_position_take(p, c);
	p->hash ^= nt_hand_key(p);
	p->hand[o]++;
	p->hash ^= nt_hand_key(p);
}

static int
track_apply(struct notation_position *p, const struct notation_move *m)
{
	if (m->kind != NOTATION_ROLL && m->kind != NOTATION_STEP &&
	    m->kind != NOTATION_DROP)
		return NT_NOT_MINE;
	p->hash ^= nt_dice_key(p);
	if (m->kind == NOTATION_ROLL) {
		p->die_steps = (int8_t)m->hops;
		p->jump_made = 0;
		if (track_moves(p, p->die_steps, NULL) == 0)
			return nt_die_turn_done(p);
		p->hash ^= nt_dice_key(p);
		return 0;
	}
	send_home(p, m->to);
	if (m->kind == NOTATION_DROP) {
		p->hash ^= nt_hand_key(p);
		p->hand[p->side]--;
		p->hash ^= nt_hand_key(p);
		nt_position_put(p, m->to, p->side);
	} else
		nt_position_move(p, m->from, m->to);
	return nt_die_turn_done(p);
}

/* ------------------------------------------------------------------ */
/* Move text                                                          */

static int
parse_roll(const struct notation_position *p, const char *text,
    struct notation_move *m, struct notation_diag *d)
{
	if (!nt_die_rolling(p))
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.2s: %s has rolled %d and moves first: a roll with a "
		    "move lapses only when it has none", text,
		    p->rules->pl[p->side].name, p->die_steps);
	return nt_die_roll(p, text, m, d);
}

/* A lone cell: a horse out of the base onto its start cell. */
static int
parse_entry(const struct notation_position *p, const char *text,
    size_t len, struct notation_move *m, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	const char			*who = r->pl[p->side].name;
	char				 a[4];
	int				 c, rc, n = (int)len;

	if ((rc = nt_cell_or_error(r, text, len, &c, d)) != 0)
		return rc;
	notation_cell_name(r, start_of(p, p->side), a);
	if (c != start_of(p, p->side))
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: a horse leaves its base for its start cell, %s's "
		    "%s", n, text, who, a);
	if (p->hand[p->side] == 0)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: %s has no horse in its base", n, text, who);
	if (p->die_steps != r->dice_sides)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: a horse leaves its base on a %d only, and the die "
		    "is %d", n, text, r->dice_sides, p->die_steps);
	if (p->board[c] == p->side)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: a horse of %s's own stands on %s", n, text, who,
		    a);
	*m = nt_move_of(-1, c, NOTATION_DROP);
	return 0;
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
	int				 capt, from, to, rc, run, want;

	if (nt_move_shape(text, len, &capt, d) != 2)
		return d != NULL && d->code == NOTATION_SYNTAX ?
		    NOTATION_SYNTAX : notation_diag_set(d, NOTATION_SYNTAX,
		    "'%.*s' is not a move of %s: a move names its start "
		    "and its end, as e1-e5", n, text, r->name);
	k = nt_cell_token(text, len);
	if ((rc = nt_cell_or_error(r, text, k, &from, d)) != 0 ||
	    (rc = nt_cell_or_error(r, text + k + 1, len - k - 1, &to, d)) != 0)
		return rc;
	notation_cell_name(r, from, a);
	notation_cell_name(r, to, b);
	if (p->board[from] != p->side)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: no horse of %s's stands on %s", n, text, who, a);
	if ((run = run_of(p, p->side, from)) >= TRACK_LOOP)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: the horse on %s has arrived and moves no more", n,
		    text, a);
	want = run_of(p, p->side, to);
	if (want < 0 || want <= run)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: %s is not ahead of %s on %s's way (the loop from "
		    "its start cell, then its home lane)", n, text, b, a,
		    who);
	if (want - run != p->die_steps)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: %d cells, but the die is %d: a horse moves the "
		    "whole roll", n, text, want - run, p->die_steps);
	if (want >= TRACK_LOOP && bits_test(&p->occ, to))
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: a horse has arrived on %s already", n, text, b);
	if (capt && !bits_test(&p->occ, to))
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: %s is empty, so no horse is sent home: write "
		    "%s-%s", n, text, b, a, b);
	*m = nt_move_of(from, to, NOTATION_STEP);
	return 0;
}

/*
 * A roll "d4"; a lone cell, an entry; a move "e1-e5" ("e1xe5" when it
 * sends a horse home).  Every move but the roll waits for the roll.
 */
static int
track_parse(const struct notation_position *p, const char *text, size_t len,
    struct notation_move *m, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	size_t				 k;
	int				 capt, n = len > 40 ? 40 : (int)len;

	if (len == 2 && text[0] == 'd' && TOKEN_DIGIT(text[1]))
		return parse_roll(p, text, m, d);
	if ((k = nt_cell_token(text, len)) != len &&
	    nt_move_shape(text, len, &capt, d) == 0)
		return NOTATION_SYNTAX;
	if (nt_die_rolling(p))
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: a turn of %s begins with its roll, a token such "
		    "as d4", n, text, r->name);
	if (k == len)
		return parse_entry(p, text, len, m, d);
	return parse_move(p, text, len, m, d);
}

/* A roll "d4", an entry "e1", a move "e1-e5" or "e1xe5". */
static int
track_format(const struct notation_position *p, const struct notation_move *m,
    int longform, struct notation_buf *out)
{
	char	 a[4];

	(void)longform;
	if (m->kind != NOTATION_DROP)
		return nt_die_format(p, m, out);
	notation_cell_name(p->rules, m->to, a);
	return notation_buf_puts(out, a) ? -1 : 0;
}

/* ------------------------------------------------------------------ */
/* The turn in progress (spec/position-string.md)                     */

/* "d4": rolled 4, its move to make; "d6+": another roll to make. */
static int
track_turn_read(struct notation_position *p, const char *s, size_t len,
    const char **why)
{
	const struct notation_rules	*r = p->rules;

	if (len == 0 || s[0] != 'd')
		return 0;
	*why = NULL;
	if (len < 2 || len > 3 || !TOKEN_DIGIT(s[1]) || s[1] - '0' < 1 ||
	    s[1] - '0' > r->dice_sides || (len == 3 && s[2] != '+')) {
		*why = "expected the turn in progress, a roll such as d4 or "
		    "d6+";
		return 1;
	}
	p->die_steps = (int8_t)(s[1] - '0');
	p->jump_made = len == 3 ? NT_DIE_AGAIN : 0;
	if (len == 3 && p->die_steps != r->race_again)
		*why = "only a roll of again (dice: again) gives another "
		    "roll";
	else if (len == 2 && track_moves(p, p->die_steps, NULL) == 0)
		*why = "the roll has no move, so the turn is over";
	return 1;
}

const struct nt_kind nt_kind_track = {
	.name = "track", .parse = track_parse,
	.generate = track_generate, .count = track_count,
	.exists = track_exists, .apply = track_apply,
	.format = track_format, .landings = nt_die_landings,
	.turn_read = track_turn_read, .turn_write = nt_die_turn_write,
	.turn_open = nt_die_turn_open, .turn_of_plies = 1,
};
