/*
 * rules_resolve.c -- the second pass of loading a rule file: what
 * rules_yaml.c read is resolved against the board, and checked for what
 * a rule set cannot mean (spec/rules-format.md).
 *
 * Cell names become cells of the board, goals given by name become the
 * named player's camp, and the checks that need the board or all the
 * players are made here, each pointing at the line at fault: overlapping
 * camps and start cells, goals that overlap their own camp or are too
 * small, corners and marked stones off their sets, no-move-loses with a
 * single player.  Rules that load but can never take effect are kept as
 * warnings with the rule set (nt_rules_dead_rules(), rules_warn.c).
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "rules/rules_loader.h"

/* A raw cell as a cell of the board, or -1. */
static int
raw_cell(const struct notation_rules *r, const struct rawcell *c)
{
	if (c->len >= sizeof(c->s))
		return -1;
	return notation_cell_parse(r, c->s, c->len);
}

/* A raw cell for a message; only its first bytes were kept. */
static const char *
raw_shown(char *buf, size_t size, const struct rawcell *c)
{
	size_t	 n = c->len < sizeof(c->s) ? c->len : sizeof(c->s) - 1;

	nt_rules_shown(buf, size, c->s, n);
	if (n < c->len && strlen(buf) + 4 <= size)
		strcat(buf, "...");
	return buf;
}

/*
 * Cell i of list l, which messages say is in 'where', added to the set
 * *seen: the cell, or -1 when it is not a cell of 'of' (the board) or is
 * listed twice.
 */
static int
list_cell(struct loader *ld, const struct cell_list *l, size_t i,
    const char *where, const char *of, struct bits *seen)
{
	char	 buf[64];
	int	 c;

	if ((c = raw_cell(ld->r, &l->c[i])) < 0)
		return fail(ld, l->c[i].at, "'%s' in %s is not a cell of %s",
		    raw_shown(buf, sizeof(buf), &l->c[i]), where, of);
	if (bits_test(seen, c))
		return fail(ld, l->c[i].at, "cell %s is listed twice in %s",
		    l->c[i].s, where);
	bits_set(seen, c);
	return c;
}

/* Resolve a list of cells into a set: each a cell of the board, once. */
static int
resolve_cells(struct loader *ld, const struct cell_list *l, const char *what,
    const char *player, struct bits *out)
{
	char	 where[96];
	size_t	 i;

	snprintf(where, sizeof(where), "%s of player %s", what, player);
	bits_zero(out);
	for (i = 0; i < l->n; i++)
		if (list_cell(ld, l, i, where, "the board", out) == -1)
			return -1;
	if (l->n == 0)
		return fail(ld, l->at, "%s of player %s must not be empty",
		    what, player);
	return 0;
}

/*
 * board: cells (spec/rules-format.md): the cells of the width x height
 * rectangle that are the board, each named once; the others are cut away.
 */
static int
board_cells(struct loader *ld)
{
	const struct cell_list	*l = &ld->cells;
	struct bits		 cells;
	char			 rect[32];
	size_t			 i;

	bits_zero(&cells);
	if (l->n == 0)
		return fail(ld, l->at, "the board's cells must not be empty: "
		    "leave the key out for the whole rectangle");
	snprintf(rect, sizeof(rect), "the %dx%d rectangle", ld->width,
	    ld->height);
	for (i = 0; i < l->n; i++)
		if (list_cell(ld, l, i, "the board's cells", rect,
		    &cells) == -1)
			return -1;
	nt_geometry_mask(&ld->r->geo, &cells);
	return 0;
}

static int
resolve_board(struct loader *ld)
{
	struct notation_rules	*r = ld->r;
	int			 dirs, c;

	/* The track's course is fixed (spec/boards.md, "The track"). */
	if (ld->shape == SHAPE_TRACK) {
		if (ld->board_seen & (1u << B_WIDTH | 1u << B_HEIGHT) ||
		    ld->cells.present || (ld->dirs != 0 && ld->dirs != 4))
			return fail(ld, ld->board_at, "a track board has no "
			    "width, height or cells, and 4 directions");
		nt_geometry_init_track(&r->geo);
		return 0;
	}
	if (ld->shape == SHAPE_STAR) {
		if (ld->board_seen & (1u << B_WIDTH))
			return fail(ld, ld->width_at,
			    "a star board has no width");
		if (ld->board_seen & (1u << B_HEIGHT))
			return fail(ld, ld->height_at,
			    "a star board has no height");
		dirs = ld->dirs != 0 ? ld->dirs : 6;
		if (dirs != 6)
			return fail(ld, ld->dirs_at,
			    "directions must be 6 on the star board");
		if (r->same_colour)
			return fail(ld, ld->same_colour_at, "same-colour "
			    "needs a square board: the star's holes have no "
			    "colours");
		if (ld->cells.present)
			return fail(ld, ld->cells.at, "a star board has no "
			    "cells key: its 121 holes are fixed");
		if (r->colour_moves)
			return fail(ld, ld->colour_moves_at, "colour-moves "
			    "needs a square board: the star's holes have no "
			    "colours");
		nt_geometry_init_star(&r->geo);
		return 0;
	}
	if (!(ld->board_seen & (1u << B_WIDTH)))
		return fail(ld, ld->board_at,
		    "missing required key 'width' in board");
	if (!(ld->board_seen & (1u << B_HEIGHT)))
		return fail(ld, ld->board_at,
		    "missing required key 'height' in board");
	dirs = ld->dirs != 0 ? ld->dirs : 8;
	if (dirs != 4 && dirs != 8)
		return fail(ld, ld->dirs_at,
		    "directions must be 4 or 8 on a square board");
	if (nt_geometry_init_square(&r->geo, ld->width, ld->height, dirs) == -1)
		return fail(ld, ld->board_at, "bad board");
	/* Draughts numbers its cells first: the list may give numbers. */
	if (r->draughts && nt_rules_draughts_board(ld) == -1)
		return -1;
	if (ld->cells.present && board_cells(ld) == -1)
		return -1;
	/* A colour left out keeps every move, of which there are fewer. */
	for (c = 0; c < 2 && r->colour_moves; c++)
		if (dirs == 4 && ld->cell_moves_at[c].line != 0 &&
		    (r->cell_moves[c] & MOVES_DIAGONAL))
			return fail(ld, ld->cell_moves_at[c], "diagonal-steps "
			    "needs directions: 8: on a board of 4 directions "
			    "no step is diagonal");
	/* a1 is dark, and the colours alternate (spec/boards.md). */
	if (r->same_colour || r->colour_moves)
		BITS_FOREACH(c, &r->geo.valid)
			if ((c / r->geo.stride + c % r->geo.stride) % 2 == 0)
				bits_set(&r->dark, c);
	return 0;
}

/*
 * The keys that shape a move (spec/rules-format.md: steps, lines,
 * forward, step-after-jumps, station), checked against the board, and
 * each player's forward and station.  A player's forward is the way
 * along the ranks from its start to its goal: up when the mean rank of
 * its goal cells is above that of its start cells, down when below.
 */
static int
resolve_moves(struct loader *ld)
{
	struct notation_rules	*r = ld->r;
	struct player		*q;
	const struct bits	*start;
	long			 up;
	int			 i, c, rank, n;

	if (r->geo.shape == SHAPE_STAR && r->steps == STEPS_KNIGHT)
		return fail(ld, ld->steps_at, "steps: knight needs a square "
		    "board: the star has no knight's leap");
	if (r->lines == LINES_DIAGONAL && (r->geo.shape == SHAPE_STAR ||
	    r->geo.ndirs != 8))
		return fail(ld, ld->lines_at, "lines: diagonal needs a square "
		    "board with directions: 8");
	if (r->step_after_jumps && r->steps == STEPS_NONE)
		return fail(ld, ld->step_after_at, "step-after-jumps needs "
		    "steps: a rule set with steps: none has no step to make "
		    "after the jumps");
	if (r->station > 0 && !r->forward)
		return fail(ld, ld->station_at, "station needs forward: true: "
		    "a side's station is its first rows, counted from behind "
		    "its forward");
	if (r->no_move_draw && r->nplayers == 1)
		return fail(ld, ld->no_move_draw_at, "no-move-draw needs two "
		    "players or more: a player alone cannot draw");
	if (r->station >= r->geo.height)
		return fail(ld, ld->station_at, "station %d leaves no rank "
		    "outside the stations: at most %d on this board",
		    r->station, r->geo.height - 1);
	if (!r->forward)
		return 0;
	if (r->geo.shape == SHAPE_STAR)
		return fail(ld, ld->forward_at, "forward needs a square board: "
		    "on the star, forward is no one direction");
	for (i = 0; i < r->nplayers; i++) {
		q = &r->pl[i];
		start = bits_empty(&q->start) ? &q->camp : &q->start;
		/* The two means compared without dividing: cross-multiplied. */
		up = 0;
		n = bits_count(&q->goal);
		BITS_FOREACH(c, start)
			up -= (long)(c / r->geo.stride) * n;
		n = bits_count(start);
		BITS_FOREACH(c, &q->goal)
			up += (long)(c / r->geo.stride) * n;
		if (up == 0)
			return fail(ld, ld->forward_at, "forward: player %s's "
			    "goal lies neither above nor below its start, so it "
			    "has no forward", q->name);
		q->forward = up > 0 ? 1 : -1;
		bits_zero(&q->station);
		BITS_FOREACH(c, &r->geo.valid) {
			rank = c / r->geo.stride;
			if (q->forward > 0 ? rank < r->station :
			    rank >= r->geo.height - r->station)
				bits_set(&q->station, c);
		}
	}
	return 0;
}

/*
 * "; did you mean 'Black'?" into buf, naming the player whose name is
 * nearest to a name that names none (case folded, as catalog.c's rule-set
 * names are); empty when none is near or the name is shorter than three.
 */
static const char *
player_hint(const struct loader *ld, const char *name, char *buf,
    size_t size)
{
	const char	*near = NULL;
	size_t		 d, best = (size_t)-1, len = strlen(name);
	size_t		 limit = len / 3 > 1 ? len / 3 : 1;
	int		 j;

	buf[0] = '\0';
	for (j = 0; len >= 3 && j < ld->nplayers; j++)
		if ((d = nt_name_distance(name, ld->pl[j].name, limit)) <= limit &&
		    d < best) {
			best = d;
			near = ld->pl[j].name;
		}
	if (near != NULL)
		snprintf(buf, size, "; did you mean '%s'?", near);
	return buf;
}

/*
 * The other player that player i's goal or colour-of (what) names, read
 * as name at at: its index in pl[]; or -1, refused, when it names none
 * (nomatch: a name no player can have; the nearest name is the hint) or
 * names player i itself (the refusal itself, a format of i's name).
 */
static int
named_player(struct loader *ld, int i, const char *what, const char *name,
    int nomatch, struct mark at, const char *itself)
{
	char	 hint[PLAYER_MAX_LEN + 24];
	int	 j;

	for (j = 0; !nomatch && j < ld->nplayers; j++)
		if (strcmp(ld->pl[j].name, name) == 0)
			break;
	if (nomatch || j == ld->nplayers)
		return fail(ld, at, "%s of player %s names no player: "
		    "'%s'%s", what, ld->pl[i].name, name,
		    player_hint(ld, name, hint, sizeof(hint)));
	if (j == i)
		return fail(ld, at, itself, ld->pl[i].name);
	return j;
}

/*
 * turn-order (spec/rules-format.md): every player once, by name.  The
 * players are put in turn order, which is the order of pl[] for the
 * rest of the library (results, position strings, move numbers), and
 * listed[] keeps the order of the file's list for the writer.  Their
 * cells, goals and teams are their own, so they move as a whole.
 */
static int
turn_order(struct loader *ld)
{
	struct notation_rules	*r = ld->r;
	struct player		 was[NOTATION_MAX_PLAYERS];
	int			 order[NOTATION_MAX_PLAYERS];
	unsigned		 named = 0;
	char			 hint[PLAYER_MAX_LEN + 24];
	int			 i, j;

	for (i = 0; i < r->nplayers; i++)
		r->listed[i] = (int8_t)i;
	if (!(ld->seen & (1u << K_TURN_ORDER)))
		return 0;
	for (i = 0; i < ld->nturn; i++) {
		for (j = 0; j < r->nplayers; j++)
			if (strcmp(ld->turn[i], r->pl[j].name) == 0)
				break;
		if (j == r->nplayers)
			return fail(ld, ld->turn_item_at[i], "turn-order names "
			    "no player: '%s'%s", ld->turn[i], player_hint(ld,
			    ld->turn[i], hint, sizeof(hint)));
		if (named & (1u << j))
			return fail(ld, ld->turn_item_at[i], "player %s is "
			    "named twice in turn-order", ld->turn[i]);
		named |= 1u << j;
		order[i] = j;
	}
	for (j = 0; j < r->nplayers; j++)
		if (!(named & (1u << j)))
			return fail(ld, ld->turn_at, "turn-order must name "
			    "every player once, and lacks %s", r->pl[j].name);
	memcpy(was, r->pl, sizeof(was));
	for (i = 0; i < r->nplayers; i++) {
		r->pl[i] = was[order[i]];
		r->listed[order[i]] = (int8_t)i;
	}
	return 0;
}

/*
 * Several colours for one player (spec/rules-format.md, "colour-of"): a
 * player entry that names another as the one whose turns move it.  The
 * named one takes turns of its own, so colours never chain; the first
 * entry moves first, so it is no other's colour; and a colour's owner
 * already wins and loses with it as a team, so team does not combine.
 */
static int
resolve_colours(struct loader *ld)
{
	struct notation_rules	*r = ld->r;
	struct raw_player	*p;
	int			 i, j, teams = -1, colours = -1;

	for (i = 0; i < ld->nplayers; i++) {
		p = &ld->pl[i];
		if (p->seen & (1u << P_TEAM) && p->team != 0 && teams < 0)
			teams = i;
		if (!(p->seen & (1u << P_COLOUR_OF)))
			continue;
		if (colours < 0)
			colours = i;
		if (i == 0)
			return fail(ld, p->colour_of_at, "the first player "
			    "moves first, so it cannot be a colour of %s: put "
			    "the players that take turns first", p->colour_of);
		if ((j = named_player(ld, i, "colour-of", p->colour_of,
		    p->colour_of_nomatch, p->colour_of_at, "player %s cannot "
		    "be a colour of itself: leave colour-of out")) == -1)
			return -1;
		if (ld->pl[j].seen & (1u << P_COLOUR_OF))
			return fail(ld, p->colour_of_at, "player %s is "
			    "itself a colour of %s: name the player whose "
			    "turns move it, %s", ld->pl[j].name,
			    ld->pl[j].colour_of, ld->pl[j].colour_of);
		r->pl[i].colour_of = j + 1;
	}
	/* turn-order moves the entries, and colour-of counts them as read. */
	if (colours >= 0 && (ld->seen & (1u << K_TURN_ORDER)))
		return fail(ld, ld->pl[colours].colour_of_at, "colour-of "
		    "and turn-order do not go together: list the players "
		    "in turn order, each colour after its player");
	if (teams >= 0 && colours >= 0)
		return fail(ld, ld->pl[colours].colour_of_at, "colour-of "
		    "and team do not go together: the colours of one player "
		    "already win together, as a team does");
	return 0;
}

/*
 * end: eliminate puts out a player that fails the camp rule checked at
 * once, or one walled in at home (end: walled-in; spec/rules.md,
 * "Gevangen 1"): it needs one of those two moments, and two
 * players or more, each taking turns of its own and in no team, so that
 * "the last player in" is one player.
 */
static int
eliminate_ok(struct loader *ld)
{
	struct notation_rules	*r = ld->r;
	int			 i;

	if (r->walled_in && r->eliminate == ELIMINATE_OFF)
		return fail(ld, ld->walled_at, "walled-in needs eliminate: "
		    "camp or all: it says when a player is put out, eliminate "
		    "what leaves the board");
	if (r->walled_in && r->camp_rule_move > 0)
		return fail(ld, ld->walled_at, "walled-in and camp-rule do not "
		    "go together: each is a moment of putting a player out; "
		    "keep one");
	if (r->eliminate == ELIMINATE_OFF)
		return 0;
	if (!r->walled_in && (r->camp_rule_move == 0 || !r->camp_rule_at_once))
		return fail(ld, ld->eliminate_at, "eliminate needs camp-rule: "
		    "{move: N, at-once: true} or walled-in: true: a player is "
		    "put out when the camp rule finds it at home after its own "
		    "move N, or when it is walled in at home");
	if (r->camp_return)
		return fail(ld, ld->eliminate_at, "eliminate cannot be "
		    "combined with camp-rule's return: true, which ends the "
		    "game instead of putting a player out");
	if (r->nplayers == 1)
		return fail(ld, ld->eliminate_at, "eliminate needs two players "
		    "or more: a player alone has no one to play on");
	for (i = 0; i < r->nplayers; i++)
		if (r->pl[i].team != 0 || r->pl[i].colour_of != 0)
			return fail(ld, ld->eliminate_at, "eliminate cannot be "
			    "combined with %s (player %s): a player is put out "
			    "alone", r->pl[i].team != 0 ? "team" : "colour-of",
			    r->pl[i].name);
	return 0;
}

/*
 * chains, capture and jump-over: empty (spec/rules.md sections 17.6 and
 * 17.7): a capture or a filled cell is the cell a single short jump goes
 * over, so both need moves of one jump; and a chain back to the start
 * needs chains.
 */
static int
solitaire_keys(struct loader *ld)
{
	struct notation_rules	*r = ld->r;

	if (r->jump_over == JUMP_OVER_EMPTY && !r->single_jump)
		return fail(ld, ld->jump_over_at, "jump-over: empty needs "
		    "chains: false: a move fills the one cell it jumps over");
	if (r->single_jump && r->jump == JUMP_LONG)
		return fail(ld, ld->chains_at, "chains: false needs jumps: "
		    "short: a move is one jump over the next cell");
	if (r->single_jump && r->chain_to_start)
		return fail(ld, ld->chains_at, "chains: false and "
		    "chain-to-start do not go together: one jump never comes "
		    "back to its start");
	if (r->capture && r->jump_over == JUMP_OVER_EMPTY)
		return fail(ld, ld->capture_at, "capture and jump-over: empty "
		    "do not go together: there is no stone on the cell jumped "
		    "over to capture");
	return 0;
}

/*
 * shared (spec/rules-format.md): the cells of the stones of no player,
 * each a cell of the board, once, and no player's start cell ('owner'
 * holds the players' start cells).
 */
static int
shared_cells(struct loader *ld, const int8_t *owner)
{
	const struct cell_list	*l = &ld->shared;
	struct notation_rules	*r = ld->r;
	size_t			 i;
	int			 c;

	bits_zero(&r->shared);
	if (!l->present)
		return 0;
	if (l->n == 0)
		return fail(ld, l->at, "shared must not be empty: leave the "
		    "key out for a game without stones of no player");
	for (i = 0; i < l->n; i++) {
		if ((c = list_cell(ld, l, i, "shared", "the board",
		    &r->shared)) == -1)
			return -1;
		if (owner[c] >= 0)
			return fail(ld, l->c[i].at, "cell %s in shared is "
			    "already a start cell of player %s", l->c[i].s,
			    r->pl[owner[c]].name);
	}
	return 0;
}

/*
 * A rule that does not go with the rule being checked (capture chains,
 * dice, off-board), and the key to set instead, which the refusal names:
 * a table of them in the order they are named in.
 */
struct clash {
	int		 set;		/* the file sets the rule */
	const char	*fix;
};

#define NCLASHES(c)	(sizeof(c) / sizeof((c)[0]))

/* The fix of the first of the n clashes c that is set, or NULL. */
static const char *
first_clash(const struct clash *c, size_t n)
{
	size_t	 i;

	for (i = 0; i < n; i++)
		if (c[i].set)
			return c[i].fix;
	return NULL;
}

/*
 * capture with chains (spec/rules.md section 17.11): every hop takes the
 * stone it goes over, so a move is its path (captures.c), which follows
 * short jumps over any stone and steps along the lines; the rules that
 * restrict a chain's hops or its end otherwise are refused beside it,
 * each with the key to change.  end: most-captures counts the captures.
 */
static int
capture_chain_keys(struct loader *ld)
{
	struct notation_rules	*r = ld->r;
	const struct clash	 clashes[] = {
		{ r->jump == JUMP_LONG, "jumps: short" },
		{ r->jump_over != JUMP_OVER_ANY, "jump-over: any" },
		{ r->steps == STEPS_KNIGHT, "steps: lines or none" },
		{ r->lines != LINES_ALL, "lines: all" },
		{ r->forward, "forward: false" },
		{ r->step_after_jumps, "step-after-jumps: false" },
		{ r->chain_to_start, "chain-to-start: false" },
		{ r->goal_lock || r->goal_lock_hops, "goal-lock: false" },
		{ r->camp_duty, "camp-duty: false" },
		{ r->swap, "swap: false" },
		{ r->same_colour || r->colour_moves,
		    "same-colour: false and no colour-moves" },
		{ r->dice_sides > 0, "no dice" },
	};
	const char		*key;

	r->capture_chains = r->capture && !r->single_jump;
	if (r->most_captures && !r->capture_chains && !r->enclose)
		return fail(ld, ld->most_captures_at, "most-captures needs "
		    "capture: true and chains, or enclose: it counts the "
		    "stones chains or enclosures capture");
	if (r->most_captures && r->eliminate != ELIMINATE_OFF)
		return fail(ld, ld->most_captures_at, "most-captures and "
		    "eliminate do not go together: the stones on the board "
		    "and the captures must add up to the start's");
	if (!r->capture_chains ||
	    (key = first_clash(clashes, NCLASHES(clashes))) == NULL)
		return 0;
	return fail(ld, ld->capture_at, "capture with chains (a chain that "
	    "captures at every hop) does not go with this rule; set %s, or "
	    "chains: false", key);
}

/*
 * dice (spec/rules.md section 17.4): a turn of several parts is defined
 * for the moves, the goal, the goal lock and the ends of a round; the
 * rules that bind a single move otherwise are refused beside it, each
 * with the key to change.
 */
static int
dice_conflict(struct loader *ld)
{
	const struct notation_rules	*r = ld->r;
	const struct clash		 clashes[] = {
		{ r->camp_duty, "camp-duty: false (a duty to move a home "
		    "stone has no part of the turn to bind)" },
		{ r->goal_lock_hops, "goal-lock-hops: false (the jump die's "
		    "chains are checked at their end only)" },
		{ r->chain_to_start, "chain-to-start: false" },
		{ r->swap, "swap: false" },
		{ r->pass != PASS_NEVER, "pass: never (a turn with no part to "
		    "make lapses by itself)" },
	};
	const char			*key;
	int				 i;

	key = first_clash(clashes, NCLASHES(clashes));
	for (i = 0; key == NULL && i < r->nplayers; i++)
		if (r->pl[i].colour_of != 0)
			key = "no colour-of (each player takes its own turns)";
	if (key == NULL)
		return 0;
	return fail(ld, ld->dice_at, "dice: a turn of several parts does not "
	    "go with this rule; set %s", key);
}

/*
 * May a player's goal be empty?  Where another end than the goal can end
 * the game: a player's min-stones, or those of rules_goal_free() (a
 * connection, all-off, a row, enclosures; spec/rules-format.md).
 */
static int
no_goal_ok(const struct notation_rules *r)
{
	int	 i;

	for (i = 0; i < r->nplayers; i++)
		if (r->pl[i].min_stones > 0)
			return 1;
	return rules_goal_free(r);
}

/*
 * A player's moves and min-stones (spec/rules-format.md, section 4): the
 * moves on a square board with steps along the lines, no diagonal step
 * with 4 directions, not beside capture chains; min-stones no more than
 * the player's stones.  Checked in the file's order, for the marks.
 */
static int
player_keys(struct loader *ld)
{
	struct notation_rules	*r = ld->r;
	const struct player	*q;
	struct mark		 at;
	int			 j, n;

	for (j = 0; j < r->nplayers; j++) {
		q = &r->pl[r->listed[j]];
		at = ld->pl[j].moves_at;
		if (q->moves != 0 && (r->geo.shape != SHAPE_SQUARE ||
		    r->steps != STEPS_LINES))
			return fail(ld, at, "moves needs a square board and "
			    "steps: lines, whose steps are orthogonal or "
			    "diagonal");
		if ((q->moves & MOVES_DIAGONAL) && r->geo.ndirs == 4)
			return fail(ld, at, "moves: diagonal-steps needs "
			    "directions: 8");
		if (q->moves != 0 && r->capture_chains)
			return fail(ld, at, "moves does not go with capture "
			    "with chains; set chains: false");
		n = bits_count(bits_empty(&q->start) ? &q->camp : &q->start) +
		    q->hand;
		if (q->min_stones > n)
			return fail(ld, ld->pl[j].min_stones_at, "min-stones "
			    "%d is more than the %d stones of player %s: the "
			    "game would begin lost", q->min_stones, n,
			    q->name);
	}
	return 0;
}

/*
 * Stones in hand, drop cells, moves off the board and the end all-off
 * (spec/rules.md section 17.8, spec/rules-format.md): every player with
 * the same hand, as the players drop in turn; enough empty drop cells for
 * every hand; and the rules a move off the board is not defined for
 * refused beside off-board, each with the key to change.
 */
static int
hand_keys(struct loader *ld)
{
	struct notation_rules	*r = ld->r;
	const struct cell_list	*l = &ld->drops;
	const struct clash	 off_clashes[] = {
		{ r->jump == JUMP_LONG, "jumps: short" },
		{ r->single_jump, "chains: true" },
		{ r->capture, "capture: false" },
		{ r->jump_over == JUMP_OVER_EMPTY,
		    "jump-over: any, own or opponent" },
		{ r->dice_sides > 0, "no dice" },
		{ r->step_after_jumps || r->forward || r->station > 0,
		    "step-after-jumps, forward and station off" },
		{ r->goal_lock || r->camp_duty || r->colour_moves ||
		    r->same_colour || r->swap, "goal-lock, camp-duty, "
		    "colour-moves, same-colour and swap off" },
	};
	const char		*key;
	size_t			 i;
	int			 c, j, total = 0;

	bits_zero(&r->drop_cells);
	/* A track's hands are its bases, checked with its players (rules.c). */
	if (r->geo.shape == SHAPE_TRACK && !l->present)
		return 0;
	for (i = 0; i < l->n; i++) {
		if ((c = list_cell(ld, l, i, "drop-cells", "the board",
		    &r->drop_cells)) == -1)
			return -1;
		for (j = 0; j < r->nplayers; j++)
			if (bits_test(&r->pl[j].start, c) || (bits_empty(
			    &r->pl[j].start) && bits_test(&r->pl[j].camp, c)))
				return fail(ld, l->c[i].at, "cell %s is a "
				    "drop cell and a start cell of player %s: "
				    "a stone is dropped on an empty cell, so "
				    "take it out of one", l->c[i].s,
				    r->pl[j].name);
	}
	/*
	 * Hands may differ: a player whose hand is empty is skipped while
	 * another still drops (spec/rules.md section 17.14).
	 */
	for (j = 0; j < r->nplayers; j++)
		total += r->pl[j].hand;
	if (l->present && total == 0)
		return fail(ld, l->at, "drop-cells needs stones in hand: give "
		    "the players hand: N, or leave the key out");
	if (total > 0 && !l->present)
		return fail(ld, ld->pl[0].hand_at, "hand needs drop-cells: "
		    "the cells a stone in hand may be dropped on");
	if (total > bits_count(&r->drop_cells))
		return fail(ld, l->at, "the hands hold %d stones, and "
		    "drop-cells has only %d cells to drop them on", total,
		    bits_count(&r->drop_cells));
	if (total > 0 && (r->dice_sides > 0 || r->eliminate != ELIMINATE_OFF ||
	    r->capture_chains || !bits_empty(&r->shared)))
		return fail(ld, ld->pl[0].hand_at, "hand does not go with "
		    "%s: leave it out", r->dice_sides > 0 ? "dice" :
		    r->eliminate != ELIMINATE_OFF ? "end: eliminate" :
		    r->capture_chains ? "capture with chains (or set chains: "
		    "false)" : "shared");
	for (j = 0; total > 0 && j < r->nplayers; j++)
		if (r->pl[j].colour_of != 0)
			return fail(ld, ld->pl[0].hand_at, "hand does not go "
			    "with colour-of: each player drops its own "
			    "stones in its own turns");
	if (r->all_off && !r->off_board)
		return fail(ld, ld->all_off_at, "all-off needs off-board: "
		    "true: only a move off the board takes a stone away");
	if (!r->off_board)
		return 0;
	if ((key = first_clash(off_clashes, NCLASHES(off_clashes))) == NULL)
		return 0;
	return fail(ld, ld->off_at, "off-board: a move off the board does not "
	    "go with this rule; set %s", key);
}

/*
 * Everything that needs the board or all players: cells, goals by name,
 * and the checks of nt_rules_finish() done here first so that they can
 * point at the offending line.
 */
int
nt_rules_resolve(struct loader *ld)
{
	struct notation_rules	*r = ld->r;
	struct raw_player	*p;
	struct player		*q;
	const struct cell_list	*sl;
	struct notation_diag	 why;
	char			 cell[4];
	int8_t			 owner[NOTATION_MAX_CELLS];
	size_t			 n;
	int			 i, j, c;

	if (!(ld->seen & (1u << K_NAME)))
		return fail(ld, ld->top_at, "missing required key 'name'");
	if (!(ld->seen & (1u << K_BOARD)))
		return fail(ld, ld->top_at, "missing required key 'board'");
	if (!(ld->seen & (1u << K_PLAYERS)))
		return fail(ld, ld->top_at, "missing required key 'players'");
	if (r->title[0] == '\0')
		memcpy(r->title, r->name, sizeof(r->name));
	if (resolve_board(ld) == -1)
		return -1;

	r->nplayers = ld->nplayers;
	for (i = 0; i < ld->nplayers; i++) {
		p = &ld->pl[i];
		q = &r->pl[i];
		memcpy(q->name, p->name, sizeof(q->name));
		q->letter = p->letter;
		q->team = p->team;
		/*
		 * Beside stones of no player (shared) a player may have no
		 * camp and no goal: it moves the shared stones only.
		 */
		for (j = P_CAMP; j <= P_GOAL; j += P_GOAL - P_CAMP)
			if (!(p->seen & (1u << j)) && !ld->shared.present &&
			    (j == P_CAMP || !r->draughts))
				return fail(ld, p->at, "missing required key "
				    "'%s' in player %d", nt_rules_player_keys[j],
				    i + 1);
		/* A player whose stones start in its hand may have none. */
		if ((p->seen & (1u << P_CAMP)) && (p->camp.n > 0 ||
		    q->hand == 0) && resolve_cells(ld, &p->camp, "the camp",
		    p->name, &q->camp) == -1)
			return -1;
		if (p->start.present && resolve_cells(ld, &p->start,
		    "the start", p->name, &q->start) == -1)
			return -1;
		/* A camp is one player's: the camp rules read it so. */
		for (j = 0; j < i; j++) {
			if (!bits_intersect(&q->camp, &r->pl[j].camp))
				continue;
			for (n = 0; n < p->camp.n; n++) {
				c = raw_cell(r, &p->camp.c[n]);
				if (bits_test(&r->pl[j].camp, c))
					return fail(ld, p->camp.c[n].at,
					    "cell %s is in the camps of "
					    "players %s and %s: a cell "
					    "belongs to one camp at most, "
					    "so take it out of one",
					    p->camp.c[n].s,
					    r->pl[j].name, p->name);
			}
		}
	}

	memset(owner, -1, sizeof(owner));
	for (i = 0; i < ld->nplayers; i++) {
		p = &ld->pl[i];
		q = &r->pl[i];
		if (p->goal_cells.present) {
			/*
			 * end: all-off wins without a goal (rules.md 17.8),
			 * and so do min-stones (17.14), a connection, a row
			 * and enclosures (rules_goal_free()).
			 */
			if ((p->goal_cells.n > 0 || !no_goal_ok(r)) &&
			    resolve_cells(ld, &p->goal_cells, "the goal",
			    p->name, &q->goal) == -1)
				return -1;
		} else if (p->seen & (1u << P_GOAL)) {
			if ((j = named_player(ld, i, "goal", p->goal_name,
			    p->goal_nomatch, p->goal_at, "the goal of player "
			    "%s cannot be its own camp")) == -1)
				return -1;
			q->goal = r->pl[j].camp;
		}

		/*
		 * A goal that shares a cell with the player's own camp (the
		 * same mistake as 'goal:' naming the player) would let a
		 * stone finish where it starts.
		 */
		if (bits_intersect(&q->goal, &q->camp)) {
			BITS_FOREACH(c, &q->goal)
				if (bits_test(&q->camp, c))
					break;
			notation_cell_name(r, c, cell);
			return fail(ld, p->goal_at, "the goal of player %s "
			    "overlaps its own camp (%s): a goal is where the "
			    "stones go, so name another player or other cells",
			    p->name, cell);
		}

		/* Each start cell holds one stone of one player. */
		sl = p->start.present ? &p->start : &p->camp;
		for (n = 0; n < sl->n; n++) {
			c = raw_cell(r, &sl->c[n]);
			if (owner[c] >= 0)
				return fail(ld, sl->c[n].at, "cell %s is "
				    "already a start cell of player %s",
				    sl->c[n].s, r->pl[owner[c]].name);
			owner[c] = (int8_t)i;
		}
		n = (size_t)bits_count(p->start.present || r->geo.shape ==
		    SHAPE_TRACK ? &q->start : &q->camp) + (size_t)q->hand;
		/* A connection's goal is reached, not filled. */
		if ((size_t)bits_count(&q->goal) < n && !r->capture &&
		    !r->draughts &&
		    r->jump_over != JUMP_OVER_EMPTY && !no_goal_ok(r))
			return fail(ld, p->goal_at, "player %s has %zu stones "
			    "but a goal of only %d cell%s: give its goal as "
			    "many cells as it has stones", p->name, n,
			    bits_count(&q->goal),
			    bits_count(&q->goal) == 1 ? "" : "s");

		q->corner = -1;
		if (p->seen & (1u << P_CORNER)) {
			q->corner = raw_cell(r, &p->corner);
			if (q->corner < 0 || !bits_test(&q->goal, q->corner))
				return fail(ld, p->corner.at, "corner of "
				    "player %s must be a cell of its goal",
				    p->name);
		}

		/* Trefhalma: the stone starting here must end on the corner. */
		q->marked = -1;
		if (p->seen & (1u << P_MARKED)) {
			q->marked = raw_cell(r, &p->marked);
			if (q->marked < 0 || !bits_test(p->start.present ?
			    &q->start : &q->camp, q->marked))
				return fail(ld, p->marked.at, "marked of "
				    "player %s must be one of its start cells",
				    p->name);
		}
	}

	if (shared_cells(ld, owner) == -1)
		return -1;
	if (solitaire_keys(ld) == -1)
		return -1;
	if (resolve_colours(ld) == -1)
		return -1;

	/* A draw needs two players as a loss does: "1" is all one can score. */
	if (r->draw_after_move > 0 && r->nplayers == 1)
		return fail(ld, ld->draw_at, "draw-after needs two players or "
		    "more: a player alone cannot draw");

	if (r->goal_lock_hops && !r->goal_lock)
		return fail(ld, ld->hops_at, "goal-lock-hops needs goal-lock: "
		    "true: it checks the goal lock at every hop");
	if (turn_order(ld) == -1 || resolve_moves(ld) == -1)
		return -1;
	if (eliminate_ok(ld) == -1)
		return -1;
	if (r->dice_sides > 0 && dice_conflict(ld) == -1)
		return -1;
	if (r->draughts && nt_rules_draughts_check(ld) == -1)
		return -1;
	if (capture_chain_keys(ld) == -1)
		return -1;
	if (hand_keys(ld) == -1 || player_keys(ld) == -1 ||
	    nt_rules_resolve_place(ld) == -1)
		return -1;

	/*
	 * nt_rules_finish() repeats the checks above, which have all passed;
	 * should one of its own ever fail, point at the players.
	 */
	notation_diag_clear(&why);
	if (nt_rules_finish(r, &why) != 0)
		return fail(ld, ld->players_at, "%s", why.message);
	return 0;
}
