/*
 * rules.c -- a rule set as a value: checks that a loaded rule set holds
 * together, derives what follows from it, and answers questions about it
 * and its cells.  Loading from YAML is rules_yaml.c's job.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/rules.h"

/* splitmix64: a fixed, well-mixed sequence, so hashes are reproducible. */
static uint64_t
splitmix64(uint64_t *state)
{
	uint64_t	 z;

	z = (*state += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/*
 * The far corner of a goal, for the tempo count (spec/rules.md): the goal
 * cell farthest, summed over the player's start cells, from where the
 * player starts, by the board's own distance (nt_geometry_distance()).  On
 * the corners boards that is the board's corner cell.
 */
static int
far_corner(const struct geometry *g, const struct player *p)
{
	int	 c, s, best = -1, bestd = -1, d;

	BITS_FOREACH(c, &p->goal) {
		d = 0;
		BITS_FOREACH(s, &p->start)
			d += nt_geometry_distance(g, c, s);
		if (d > bestd) {
			bestd = d;
			best = c;
		}
	}
	return best;
}

/*
 * The fast search's shapes (struct nt_free): steps along every line and
 * chains of short jumps over any stone, along the geometry's lines, a
 * jump (two offsets) within a word of a set.
 */
static void
free_shapes(const struct notation_rules *r, struct nt_free *f)
{
	f->on = r->steps == STEPS_LINES && r->lines == LINES_ALL &&
	    !r->forward && r->station == 0 && r->jump == JUMP_SHORT &&
	    r->jump_over == JUMP_OVER_ANY && !r->single_jump &&
	    r->geo.nlines > 0 && r->geo.band < 64;
}

/*
 * Does a key add to a move, or make it more than steps and jumps:
 * captures, dice, a step after the jumps, a chain back to its start,
 * swaps, moves off the board?
 */
static int
adds(const struct notation_rules *r)
{
	return r->capture || r->capture_chains || r->dice_sides != 0 ||
	    r->step_after_jumps || r->chain_to_start || r->swap ||
	    r->off_board;
}

/*
 * Do a stone's steps and jumps ask only its own cell and owner and the
 * cells within two of it along a line, or of a cell its chains of short
 * jumps over any stone reach (the fast search's, on the geometry's
 * lines)?  Perft's last two plies ask the stones near a move alone again
 * (moves/kind_plain.c).  Every key not named here asks so: the goal
 * lock, goal-lock-hops, lines, forward, colours, moves, teams, jump-over
 * own or opponent restrict by the stone's cell and owner and by the
 * cells its chains reach.  Stations, knight's leaps, long jumps, jumps
 * over empty cells, drops and the keys that add to a move (adds()) ask
 * further; so do the other families' moves.  A new key that asks
 * anything else (the position's side or move number, a stone far off)
 * must clear this.
 */
static int
moves_near(const struct notation_rules *r)
{
	return !r->draughts && !r->race && r->geo.nlines > 0 &&
	    r->geo.band < 64 && r->steps != STEPS_KNIGHT && r->station == 0 &&
	    (r->jump == JUMP_SHORT || r->jump == JUMP_NONE) &&
	    r->jump_over != JUMP_OVER_EMPTY && !adds(r) &&
	    bits_empty(&r->drop_cells);
}

/* Which family of move kinds the rule set plays (moves/kinds.c). */
static enum nt_family
family(const struct notation_rules *r)
{
	if (r->draughts)
		return FAMILY_DRAUGHTS;
	if (r->race && r->geo.shape == SHAPE_TRACK)
		return FAMILY_TRACK;
	if (r->race)
		return FAMILY_RACE;
	if (r->dice_sides > 0)
		return FAMILY_DICE;
	if (r->capture_chains)
		return FAMILY_CAPTURE;
	if (r->plain_free)
		return FAMILY_PLAIN_FREE;
	return FAMILY_PLAIN;
}

/*
 * Which keys that nt_move_allowed() checks restrict moves: a drop first,
 * the goal locks, the colours, moves, camp duty (RESTRICT_*, rules.h);
 * 0 for none.
 */
static unsigned
restricts(const struct notation_rules *r)
{
	return (r->goal_lock_hops || r->same_colour || r->player_moves ?
	    RESTRICT_ALWAYS : 0) |
	    (!bits_empty(&r->drop_cells) ? RESTRICT_DROP : 0) |
	    (r->goal_lock ? RESTRICT_GOAL : 0) |
	    (r->colour_moves ? RESTRICT_COLOUR : 0) |
	    (r->camp_duty ? RESTRICT_DUTY : 0);
}

/*
 * The classic game: the fast search's shapes and no key that restricts
 * or adds to a move (family() picks the classic game's kinds by this).
 */
static int
plain_free(const struct notation_rules *r)
{
	return r->free.on && !r->restricts && !adds(r);
}

/*
 * The directions a stone of player p may jump along: on a diagonal only
 * (lines: diagonal), towards its goal only (forward); every one where
 * neither key says so.
 */
static unsigned
jump_dirs(const struct notation_rules *r, const struct player *p)
{
	const struct geometry	*g = &r->geo;
	unsigned		 dirs = 0;
	int			 d;

	for (d = 0; d < g->ndirs; d++)
		if ((r->lines != LINES_DIAGONAL ||
		    (g->dx[d] != 0 && g->dy[d] != 0)) &&
		    (!r->forward || g->dy[d] * p->forward > 0))
			dirs |= 1u << d;
	return dirs;
}

/* The knight's leaps, as file and rank offsets: the order of leap[][]. */
static const int8_t knight[8][2] = {
	{ 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 },
	{ -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 }
};

/*
 * The steps a stone of player who (-1 for none) may take (rules.h,
 * step_dirs): along the lines the lines key leaves, forward only with
 * forward (the stones of a player, not of nobody, ask it); or the leaps
 * that go forward so.
 */
static unsigned
step_dirs(const struct notation_rules *r, int who)
{
	const struct geometry	*g = &r->geo;
	unsigned		 dirs = 0;
	int			 d, dy, n;

	if (r->steps == STEPS_NONE)
		return 0;
	n = r->steps == STEPS_KNIGHT ? 8 : g->ndirs;
	if (r->steps == STEPS_KNIGHT && g->shape != SHAPE_SQUARE)
		return 0;
	for (d = 0; d < n; d++) {
		dy = r->steps == STEPS_KNIGHT ? knight[d][1] : g->dy[d];
		if (r->steps != STEPS_KNIGHT && r->lines != LINES_ALL &&
		    (g->dx[d] == 0 || g->dy[d] == 0))
			continue;
		if (r->forward && who >= 0 && dy * r->pl[who].forward <= 0)
			continue;
		dirs |= 1u << d;
	}
	return dirs;
}

/*
 * rules.h's tables of the steps: step_dirs, and where the rule set asks
 * them (steps: knight, station), leap, leap_of and station_at.
 */
static void
step_tables(struct notation_rules *r)
{
	const struct geometry	*g = &r->geo;
	int			 c, d, i, x, y;

	for (i = -1; i <= SHARED; i++)
		r->step_dirs[i + 1] = step_dirs(r, i);
	for (c = 0; r->station > 0 && c < NOTATION_MAX_CELLS; c++) {
		r->station_at[c] = 0;
		for (i = 0; i < r->nplayers; i++)
			if (bits_test(&r->pl[i].station, c))
				r->station_at[c] |= (uint8_t)(1u << i);
	}
	if (r->steps != STEPS_KNIGHT)
		return;
	memset(r->leap_of, -1, sizeof(r->leap_of));
	for (d = 0; d < 8; d++) {
		i = LEAP_REACH + knight[d][1] * g->stride + knight[d][0];
		r->leap_of[i] = (int8_t)(r->leap_of[i] < 0 ? d : LEAP_MANY);
	}
	for (c = 0; c < NOTATION_MAX_CELLS; c++)
		for (d = 0; d < 8; d++) {
			x = c % g->stride + knight[d][0];
			y = c / g->stride + knight[d][1];
			r->leap[c][d] = (int16_t)(x < 0 || y < 0 ||
			    x >= g->width || y >= g->height ? -1 :
			    y * g->stride + x);
		}
}

/*
 * A race's forward (spec/rules.md, "Rakado"): the lines that lead from
 * the player's start towards its goal, those whose direction makes an
 * acute angle with the line from the middle of its start to the middle
 * of its goal, on the board as it is drawn (the star's skewed grid
 * straightened: file x and rank y at 2x - y and y times the root of 3,
 * all kept in integers).  0 when there is none.
 */
static unsigned
race_dirs(const struct notation_rules *r, const struct player *p)
{
	const struct geometry	*g = &r->geo;
	long			 sx = 0, sy = 0, gx = 0, gy = 0;
	long			 vx, vy, dot, ns, ng, x, y, dx;
	unsigned		 dirs = 0;
	int			 c, d, star = g->shape == SHAPE_STAR;

	ns = bits_count(&p->start);
	ng = bits_count(&p->goal);
	BITS_FOREACH(c, &p->start) {
		x = c % g->stride;
		y = c / g->stride;
		sx += star ? 2 * x - y : x;
		sy += y;
	}
	BITS_FOREACH(c, &p->goal) {
		x = c % g->stride;
		y = c / g->stride;
		gx += star ? 2 * x - y : x;
		gy += y;
	}
	vx = gx * ns - sx * ng;
	vy = gy * ns - sy * ng;
	for (d = 0; d < g->ndirs; d++) {
		dx = star ? 2 * g->dx[d] - g->dy[d] : g->dx[d];
		dot = dx * vx + (star ? 3 : 1) * g->dy[d] * vy;
		if (dot > 0)
			dirs |= 1u << d;
	}
	return dirs;
}

/*
 * A player of the track (spec/rules.md section 17.16): its camp is its
 * start cell, one cell of the loop; its goal the home lane entered from
 * the loop cell before it, 4 cells at 1 to 4 steps from there; its
 * horses, as many, start in its base (hand); the game is a race of one
 * die.  The loop index of the start cell goes to p->track.
 */
static int
track_player(const struct notation_rules *r, struct player *p,
    struct notation_diag *d)
{
	const struct geometry	*g = &r->geo;
	unsigned		 seen = 0;
	int			 k, c, at, entry;

	if (!r->race || r->race_penalty)
		return notation_diag_set(d, NOTATION_BAD_RULES, "a track "
		    "is run by one die, without penalty: dice: {count: 1, "
		    "sides: 6, again: 6}");
	for (k = 0; k < TRACK_LOOP; k++)
		if (bits_test(&p->camp, g->loop[k]))
			break;
	if (bits_count(&p->camp) != 1 || k == TRACK_LOOP ||
	    !bits_empty(&p->start))
		return notation_diag_set(d, NOTATION_BAD_RULES, "player %s: "
		    "on a track the camp is one cell of the loop, the start "
		    "cell its horses enter on", p->name);
	p->track = k;
	entry = g->loop[(k + TRACK_LOOP - 1) % TRACK_LOOP];
	BITS_FOREACH(c, &p->goal) {
		at = nt_geometry_distance(g, entry, c);
		for (k = 0; k < TRACK_LOOP && g->loop[k] != c; k++)
			continue;
		if (k < TRACK_LOOP || at < 1 || at > 4 || (seen & (1u << at)))
			break;
		seen |= 1u << at;
	}
	if (seen != 0x1e || bits_count(&p->goal) != 4 || p->hand != 4)
		return notation_diag_set(d, NOTATION_BAD_RULES, "player %s: "
		    "on a track the goal is the home lane of 4 cells that "
		    "leads in from the cell before its start cell, and its "
		    "4 horses start in hand (hand: 4)", p->name);
	return 0;
}

/* rules_team(): the players of player's side or team, a bit each. */
static unsigned
team_of(const struct notation_rules *r, int player)
{
	unsigned	 who = 1u << player;
	int		 i, side = rules_side(r, player);

	for (i = 0; i < r->nplayers; i++)
		if (rules_side(r, i) == side || (r->pl[player].team != 0 &&
		    r->pl[i].team == r->pl[player].team))
			who |= 1u << i;
	return who;
}

/*
 * rules.h's duty_of[][]: for each side s and set h of the players whose
 * camps hold a stone of their own, s is bound when one of its camps
 * holds one (duty_camps[s]) and some player's camps hold none; the first
 * such player binds it.  DUTY_NONE makes a player that takes no turns
 * of its own never held as the side, never empty as another.
 */
static void
duty_table(struct notation_rules *r)
{
	unsigned	 h, held;
	int		 s, i;

	for (s = 0; s < r->nplayers; s++)
		for (h = 0; h < 1u << NOTATION_MAX_PLAYERS; h++) {
			r->duty_of[s][h] = -1;
			if ((h & r->duty_camps[s]) == 0)
				continue;
			held = h | DUTY_NONE;
			for (i = 0; i < r->nplayers; i++)
				if ((held & r->duty_camps[i]) == 0) {
					r->duty_of[s][h] = (int8_t)i;
					break;
				}
		}
}

/* The NT_END_ bits of the rule set (rules.h): each asks its end's keys. */
static unsigned
ends(const struct notation_rules *r)
{
	int	 race = rules_race_lines(r);
	int	 now = r->goal_check == GOAL_IMMEDIATE;
	int	 camp = r->camp_rule_move > 0;
	int	 off = r->eliminate == ELIMINATE_OFF;

	return (r->min_stones ? NT_END_MIN_STONES : 0) |
	    (r->camp_return && camp ? NT_END_CAMP_RETURN : 0) |
	    (now && !race ? NT_END_GOAL_NOW : 0) |
	    (r->connection ? NT_END_CONNECTION : 0) |
	    (r->row > 0 ? NT_END_ROW : 0) |
	    (!now && !race ? NT_END_GOAL_ROUND : 0) |
	    (!off ? NT_END_ELIMINATE : 0) |
	    /* Eliminate puts the player out instead (adjudicate()). */
	    (off && r->camp_rule_at_once && camp ? NT_END_CAMP_ONCE : 0) |
	    (r->filled_goal_wins ? NT_END_FILLED : 0) |
	    (r->no_move_draw ? NT_END_NO_MOVE_DRAW : 0) |
	    (race ? NT_END_RACE : 0) |
	    (r->most_captures ? NT_END_MOST : 0) |
	    (r->draughts ? NT_END_DRAUGHTS : 0) |
	    (r->no_move_loses && r->pass == PASS_NEVER ? NT_END_NO_MOVE : 0);
}

int
nt_rules_finish(struct notation_rules *r, struct notation_diag *d)
{
	struct bits	 all;
	uint64_t	 seed = 0x48616c6d61ULL;	/* "Halma" */
	int		 i, j, c;

	if (r->nplayers < 1 || r->nplayers > NOTATION_MAX_PLAYERS)
		return notation_diag_set(d, NOTATION_BAD_RULES,
		    "a rule set needs 1 to %d players, not %d",
		    NOTATION_MAX_PLAYERS, r->nplayers);
	if (r->geo.ncells == 0)
		return notation_diag_set(d, NOTATION_BAD_RULES,
		    "the board has no cells");
	r->player_moves = r->min_stones = r->hands_differ = 0;
	for (i = 0; i < r->nplayers; i++) {
		r->player_moves |= r->pl[i].moves != 0;
		r->min_stones |= r->pl[i].min_stones > 0;
		r->hands_differ |= r->pl[i].hand != r->pl[0].hand;
	}
	bits_zero(&all);
	for (i = 0; i < r->nplayers; i++) {
		struct player *p = &r->pl[i];

		if (p->letter < 'a' || p->letter > 'z')
			return notation_diag_set(d, NOTATION_BAD_RULES,
			    "player %d: the letter must be a lowercase "
			    "ASCII letter", i + 1);
		for (j = 0; j < i; j++)
			if (r->pl[j].letter == p->letter)
				return notation_diag_set(d,
				    NOTATION_BAD_RULES, "players %d and %d "
				    "have the same letter '%c'", j + 1, i + 1,
				    p->letter);
		if (r->geo.shape == SHAPE_TRACK &&
		    track_player(r, p, d) != 0)
			return NOTATION_BAD_RULES;
		if (bits_empty(&p->start) && r->geo.shape != SHAPE_TRACK)
			p->start = p->camp;
		/*
		 * Beside shared stones, or with stones in hand, a player may
		 * have none on the board.
		 */
		if (bits_empty(&p->start) && bits_empty(&r->shared) &&
		    p->hand == 0)
			return notation_diag_set(d, NOTATION_BAD_RULES,
			    "player %s has no stones", p->name);
		if (!bits_subset(&p->start, &r->geo.valid) ||
		    !bits_subset(&p->camp, &r->geo.valid) ||
		    !bits_subset(&p->goal, &r->geo.valid))
			return notation_diag_set(d, NOTATION_BAD_RULES,
			    "player %s: a camp, start or goal cell is not "
			    "on the board", p->name);
		if (bits_intersect(&p->start, &all))
			return notation_diag_set(d, NOTATION_BAD_RULES,
			    "player %s: a start cell is another player's",
			    p->name);
		for (j = 0; j < BITS_WORDS; j++)
			all.w[j] |= p->start.w[j];
		p->nstones = bits_count(&p->start) + p->hand;
		/*
		 * Captures, filled cells and connections change the count;
		 * all-off and min-stones need no goal.
		 */
		if (bits_count(&p->goal) < p->nstones && !r->capture &&
		    !r->draughts &&
		    r->jump_over != JUMP_OVER_EMPTY && !rules_goal_free(r) &&
		    !r->min_stones)
			return notation_diag_set(d, NOTATION_BAD_RULES,
			    "player %s has %d stones but a goal of %d cells",
			    p->name, p->nstones, bits_count(&p->goal));
		if (p->corner < 0 || !bits_test(&p->goal, p->corner))
			p->corner = far_corner(&r->geo, p);
	}
	if (!bits_subset(&r->shared, &r->geo.valid) ||
	    bits_intersect(&r->shared, &all))
		return notation_diag_set(d, NOTATION_BAD_RULES,
		    "a shared cell is off the board or a player's start");
	if (r->repetition_count == 1)
		return notation_diag_set(d, NOTATION_BAD_RULES,
		    "a repetition count must be at least 2");
	for (c = 0; c < NOTATION_MAX_CELLS; c++)
		for (i = 0; i < NOTATION_MAX_PLAYERS; i++)
			r->zobrist[c][i] = splitmix64(&seed);
	for (i = 0; i < NOTATION_MAX_PLAYERS; i++)
		r->zobrist_side[i] = splitmix64(&seed);
	for (i = 0; i < r->nplayers; i++) {
		/* The first player takes turns of its own (the loader). */
		for (j = i + 1 == r->nplayers ? 0 : i + 1;
		    j != 0 && rules_side(r, j) != j;
		    j = j + 1 == r->nplayers ? 0 : j + 1)
			continue;
		r->next_side[i] = (int8_t)j;
		r->turn_key[i] = r->zobrist_side[i] ^ r->zobrist_side[j];
	}
	/* The owner of the stones of no player, drawn and written '*'. */
	r->pl[SHARED].letter = '*';
	memcpy(r->pl[SHARED].name, "nobody", sizeof("nobody"));
	/* The stones of no player, after the others: their keys stay. */
	for (c = 0; c < NOTATION_MAX_CELLS; c++)
		r->zobrist[c][SHARED] = splitmix64(&seed);
	for (c = 0; c < NOTATION_MAX_CELLS; c++)
		for (i = SHARED + 1; i < RULES_ROW; i++)
			r->zobrist[c][i] = 0;
	for (c = 0; c < NOTATION_MAX_CELLS; c++)
		for (i = 0; i < RULES_ROW; i++)
			r->tally[c][i] = i >= SHARED ? 0 :
			    (bits_test(&r->pl[i].camp, c) ? TALLY_CAMP : 0) |
			    (bits_test(&r->pl[i].goal, c) ? TALLY_GOAL :
			    TALLY_OUT);
	for (i = 0; rules_race_lines(r) && i < r->nplayers; i++)
		if ((r->pl[i].race_dirs = race_dirs(r, &r->pl[i])) == 0)
			return notation_diag_set(d, NOTATION_BAD_RULES,
			    "player %s has no way forward: a race leads from "
			    "its start towards its goal", r->pl[i].name);
	for (i = 0; i <= NOTATION_MAX_PLAYERS; i++)
		r->pl[i].jump_dirs = jump_dirs(r, &r->pl[i]);
	step_tables(r);
	free_shapes(r, &r->free);
	r->restricts = restricts(r);
	r->hands = r->off_board || !bits_empty(&r->drop_cells);
	r->plain_free = plain_free(r);
	r->moves_near = moves_near(r);
	r->family = family(r);
	r->simple_apply = (r->family == FAMILY_PLAIN ||
	    r->family == FAMILY_PLAIN_FREE) && !r->single_jump &&
	    r->eliminate == ELIMINATE_OFF && !r->hands_differ &&
	    !r->walled_in;
	r->ends = ends(r);
	for (i = 0; i < NOTATION_MAX_PLAYERS; i++)
		r->duty_camps[i] = i < r->nplayers && rules_side(r, i) == i ?
		    0 : DUTY_NONE;
	for (i = 0; i < r->nplayers; i++)
		r->duty_camps[rules_side(r, i)] |= 1u << i;
	r->movers_own = bits_empty(&r->shared);
	r->shares = !r->movers_own;
	if (r->camp_duty)
		duty_table(r);
	for (i = 0; i <= NOTATION_MAX_PLAYERS; i++) {
		r->teams[i] = team_of(r, i);
		if (i < r->nplayers && r->teams[i] != 1u << i)
			r->movers_own = 0;
	}
	/* nt_movers_team()'s answers that do not ask the position. */
	for (i = 0; i < NOTATION_MAX_PLAYERS; i++)
		r->movers_of[i] = r->movers_own ? 1u << i :
		    r->shares ? r->teams[i] | 1u << SHARED :
		    r->pl[i].team == 0 || r->finished_own == FINISHED_TEAM ?
		    r->teams[i] : r->finished_own == FINISHED_OWN ? 1u << i :
		    0;
	return 0;
}

void
notation_rules_free(notation_rules *r)
{
	if (r != NULL)
		free(r->file);
	free(r);
}

const struct notation_diag *
notation_rules_warning(const notation_rules *r, size_t i)
{
	if (r == NULL || i >= (size_t)r->nnotes)
		return NULL;
	return &r->notes[i];
}

const char *
notation_rules_name(const notation_rules *r)
{
	return r->name;
}

const char *
notation_rules_title(const notation_rules *r)
{
	return r->title;
}

int
notation_rules_players(const notation_rules *r)
{
	return r->nplayers;
}

int
notation_rules_stones(const notation_rules *r, int player)
{
	if (player < 0 || player >= r->nplayers)
		return 0;
	return r->pl[player].nstones;
}

int
notation_rules_player_letter(const notation_rules *r, int player)
{
	if (player < 0 || player >= r->nplayers)
		return '?';
	return r->pl[player].letter;
}

const char *
notation_rules_player_name(const notation_rules *r, int player)
{
	if (player < 0 || player >= r->nplayers)
		return "?";
	return r->pl[player].name;
}

int
notation_rules_player_of_letter(const notation_rules *r, int c)
{
	int	 i;

	for (i = 0; i < r->nplayers; i++)
		if (r->pl[i].letter == c)
			return i;
	return -1;
}

int
notation_rules_width(const notation_rules *r)
{
	return r->geo.width;
}

int
notation_rules_height(const notation_rules *r)
{
	return r->geo.height;
}

int
notation_rules_directions(const notation_rules *r)
{
	return r->geo.ndirs;
}

int
notation_rules_is_star(const notation_rules *r)
{
	return r->geo.shape == SHAPE_STAR;
}

int
notation_cell_at(const notation_rules *r, int file, int rank)
{
	int	 c;

	if (file < 0 || rank < 0 || file >= r->geo.width ||
	    rank >= r->geo.height)
		return -1;
	c = rank * r->geo.stride + file;
	return bits_test(&r->geo.valid, c) ? c : -1;
}

int
notation_cell_file(const notation_rules *r, int cell)
{
	if (!notation_cell_valid(r, cell))
		return -1;
	return cell % r->geo.stride;
}

int
notation_cell_rank(const notation_rules *r, int cell)
{
	if (!notation_cell_valid(r, cell))
		return -1;
	return cell / r->geo.stride;
}

int
notation_cell_valid(const notation_rules *r, int cell)
{
	return cell >= 0 && cell < NOTATION_MAX_CELLS &&
	    bits_test(&r->geo.valid, cell);
}

/* A cell name: one lowercase file letter and a rank of 1 or 2 digits. */
int
notation_cell_parse(const notation_rules *r, const char *s, size_t len)
{
	int	 file, rank, n;
	size_t	 i;

	/*
	 * A numbered board (draughts) reads its numbers, 1 to 50, and
	 * names of files and ranks as well (spec/rules.md section 18).
	 */
	if (r->numbers > 0 && len > 0 && len <= 3 && s[0] >= '1' &&
	    s[0] <= '9') {
		for (n = 0, i = 0; i < len; i++) {
			if (s[i] < '0' || s[i] > '9')
				return -1;
			n = n * 10 + (s[i] - '0');
		}
		return n <= r->numbers ? r->number_cell[n] : -1;
	}
	/* Files are read in either case and written lower-case. */
	if (len < 2 || len > 3 || (s[0] | 0x20) < 'a' || (s[0] | 0x20) > 'z' ||
	    s[1] < '1' || s[1] > '9')
		return -1;
	file = (s[0] | 0x20) - 'a';
	rank = s[1] - '0';
	if (len == 3) {
		if (s[2] < '0' || s[2] > '9')
			return -1;
		rank = rank * 10 + (s[2] - '0');
	}
	return notation_cell_at(r, file, rank - 1);
}

/*
 * Written by hand rather than with snprintf: checking a move names its
 * cells, and a formatted print per cell was a fifth of the time spent
 * validating records.  Files are letters, ranks 1..16 (at most 2 digits).
 */
size_t
notation_cell_name(const notation_rules *r, int cell, char *buf)
{
	int	 rank = cell / r->geo.stride + 1;
	size_t	 n = 0;

	/* No name, rather than a plausible one ("`1" for -1). */
	if (!notation_cell_valid(r, cell)) {
		buf[0] = '\0';
		return 0;
	}
	if (r->numbers > 0) {
		rank = r->cell_number[cell];
		if (rank >= 100)
			buf[n++] = (char)('0' + rank / 100);
		if (rank >= 10)
			buf[n++] = (char)('0' + rank / 10 % 10);
		buf[n++] = (char)('0' + rank % 10);
		buf[n] = '\0';
		return n;
	}
	buf[n++] = (char)('a' + cell % r->geo.stride);
	if (rank >= 10)
		buf[n++] = (char)('0' + rank / 10 % 10);
	buf[n++] = (char)('0' + rank % 10);
	buf[n] = '\0';
	return n;
}

int
notation_cell_next(const notation_rules *r, int from)
{
	if (from >= NOTATION_MAX_CELLS)
		return -1;
	return bits_next(&r->geo.valid, from);
}

int
notation_cell_in_camp(const notation_rules *r, int player, int cell)
{
	if (player < 0 || player >= r->nplayers || !notation_cell_valid(r, cell))
		return 0;
	return bits_test(&r->pl[player].camp, cell);
}

int
notation_cell_in_goal(const notation_rules *r, int player, int cell)
{
	if (player < 0 || player >= r->nplayers || !notation_cell_valid(r, cell))
		return 0;
	return bits_test(&r->pl[player].goal, cell);
}
