/*
 * game.c -- replaying a game under its rule set: legality of each move,
 * every end the rules impose (spec/rules.md), the table of positions seen
 * for repetitions (room.h, room.c), and draw claims.
 *
 * Adjudication after a move by player P with move number N, in order
 * (spec/rules.md, "Adjudication"); O is the owner of the stone moved, P
 * itself but for a finished team player moving its partner's stone:
 *   0. all-off (Top secret Halma): a move off the board that took O's
 *      last stone, none in hand, wins for O's team at once; nothing but
 *      3 to 5 follows a move off the board;
 *   0a. min-stones (Kat en Muis): a player left with fewer stones than
 *      its min-stones loses with its team;
 *   1. camp return: after the camp rule's move, a move into O's own camp
 *      loses at once;
 *   2. goal: with an immediate goal, O's team wins once all its players
 *      are finished (a player alone is a team of one); with completion
 *      checked after the last player's move, every finished team is then
 *      a winner (two or more: a draw); with a connection rule
 *      (Connectie), right after the immediate goal, O's team wins once
 *      O's own stones join its camp to its goal in an unbroken chain;
 *   2a. the camp rule checked at once (camp-rule at-once): after P's own
 *      move N, P loses with its team if a stone of its own is at home;
 *   3. after the last player's move number N: the camp rule, the home
 *      check, the tempo check and the draw after N rounds when N is
 *      their move;
 *   4. a filled goal (variant 2): the player now to move wins if its goal
 *      is full and holds a stone that is not its own;
 *   5. no move: the player now to move loses, with its team, if it has no
 *      legal move.
 * "Finished" is all stones in the goal and, where the rule set marks a
 * stone (Trefhalma), the marked stone on the goal's corner cell.
 */
#include <assert.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/room.h"

static void	 play_way(struct notation_game *);
static unsigned long round_after(const struct notation_rules *, unsigned long);

/*
 * A marked stone (Trefhalma) is known by where it started: the stone on
 * the player's marked cell in the start position, if that is one of the
 * player's own; the replay follows it move by move.  A position string
 * cannot say which stone is marked, so when that cell holds no stone of
 * the player, the mark is unknown (MARK_UNKNOWN) and any stone of the
 * player on its goal's corner will do (spec/rules.md, "Trefhalma").
 */
int
notation_game_reset(notation_game *g, const notation_position *start)
{
	const struct notation_rules	*r;
	int				 i, c;

	assert(g != NULL);
	r = g->rules;
	if (start != NULL && start->rules != g->rules)
		return NOTATION_BAD_POSITION;
	g->any_marked = g->pending = 0;
	play_way(g);
	for (i = 0; i < r->nplayers; i++) {
		c = r->pl[i].marked;
		if (c >= 0 && start != NULL && start->board[c] != i)
			c = MARK_UNKNOWN;
		g->marked[i] = c;
		g->any_marked |= c != -1;
	}
	/*
	 * The rule set's own start is made once for all the games that
	 * begin there, most of a collection's.
	 */
	if (start != NULL) {
		g->start = *start;
		g->start_rules = 0;
	} else if (!g->start_rules) {
		nt_position_start(&g->start, g->rules);
		g->start_rules = 1;
	}
	nt_position_copy(&g->pos, &g->start);
	nt_kings_reset(&g->kings, &g->pos);
	for (i = 0; i < NOTATION_MAX_PLAYERS; i++)
		g->can[i] = -1;
	g->plies = 0;
	memset(&g->outcome, 0, sizeof(g->outcome));
	g->end_ply = 0;
	g->repetition = 0;
	g->round_next = round_after(r, 0);
	/* A checker holds many games (check.c): none keeps a long one's. */
	if (g->cap > KEEP_SLOTS) {
		free(g->slots);
		g->slots = NULL;
		g->cap = 0;
	}
	if (g->hcap > KEEP_PLIES) {
		free(g->history);
		g->history = NULL;
		g->hcap = 0;
	}
	/* The last game's slots, or none allocated (seen() asks). */
	if (g->cap < FIRST_SLOTS)
		g->nslots = 0;
	else if (g->nslots < FIRST_SLOTS)
		g->nslots = FIRST_SLOTS;
	nt_table_clear(g);
	g->room_at = 0;
	return seen(g) == 0 ? 0 : NOTATION_LIMIT;
}

/* ------------------------------------------------------------------ */
/* Adjudication (spec/rules.md).                                      */

/*
 * Has the side to move a move?  Asked after every ply: a stone that could
 * move last time is tried first (nt_moves_exist_hint()).
 */
static int
side_moves(struct notation_game *g)
{
	return nt_moves_exist_hint(&g->pos, &g->can[g->pos.side]);
}

static unsigned
all_but(const struct notation_rules *r, unsigned losers)
{
	return ((1u << r->nplayers) - 1) & ~losers;
}

static void
end_game(struct notation_game *g, unsigned winners, enum notation_reason why)
{
	const struct notation_rules	*r = g->rules;
	unsigned			 everyone = (1u << r->nplayers) - 1;

	g->outcome.reason = why;
	/*
	 * Alone on the board (Highscore), a player's end is a win; a loss
	 * of a player alone (no move left, Solohalma) is a win of no one,
	 * written "0" (spec/record-format.md).
	 */
	if (winners == 0 && r->nplayers == 1) {
		g->outcome.kind = NOTATION_RESULT_WIN;
		g->outcome.winners = 0;
	} else if (winners == 0 || (winners == everyone && r->nplayers > 1)) {
		g->outcome.kind = NOTATION_RESULT_DRAW;
		g->outcome.winners = everyone;
	} else {
		g->outcome.kind = NOTATION_RESULT_WIN;
		g->outcome.winners = winners;
	}
	g->end_ply = g->plies;
}

/* Does player i still have a stone of its own in its own camp? */
static int
home_one(const struct notation_game *g, int i)
{
	return TALLY_HOME(g->pos.tally[i]) != 0;
}

/*
 * Are player i's stones all in its goal, the marked one on its corner?  A
 * player put out (end: eliminate) never finishes, whatever stones it has
 * left.
 */
static inline int
finished_one(const struct notation_game *g, int i)
{
	const struct player	*pl = &g->rules->pl[i];

	/*
	 * Asked first: after most moves, some stone is outside the goal,
	 * which the position counts (TALLY_AWAY(): the tally is below
	 * TALLY_OUT).
	 */
	if (g->pos.tally[i] >= TALLY_OUT ||
	    (g->pos.eliminated & (1u << i)))
		return 0;
	/* A player without a goal (beside shared stones) never finishes. */
	if (bits_empty(&pl->goal))
		return 0;
	/* goal-exact: on the goal's cells, every one (spec/rules.md 17.6). */
	if (g->rules->goal_exact &&
	    !bits_equal(&g->pos.stones[i], &pl->goal))
		return 0;
	return g->marked[i] == -1 || g->marked[i] == pl->corner ||
	    (g->marked[i] == MARK_UNKNOWN && g->pos.board[pl->corner] == i);
}

/* The players for whom is() holds, a bit each. */
static unsigned
players(const struct notation_game *g,
    int (*is)(const struct notation_game *, int))
{
	unsigned	 who = 0;
	int		 i;

	for (i = 0; i < g->rules->nplayers; i++)
		if (is(g, i))
			who |= 1u << i;
	return who;
}

/* The teams among 'candidates' whose players have all finished. */
static NT_NOINLINE unsigned
teams_of_finished(const struct notation_game *g, unsigned candidates)
{
	const struct notation_rules	*r = g->rules;
	unsigned			 done, who = 0;
	unsigned			 team;
	int				 i;

	done = players(g, finished_one);
	for (i = 0; i < r->nplayers; i++) {
		team = rules_team(r, i);
		if ((candidates & (1u << i)) && (team & ~done) == 0)
			who |= team;
	}
	return who;
}

/*
 * A team is finished only with each of its players, so only if a
 * candidate is: the common case, after most moves, asks only the
 * candidates (the mover), in line, not every player.
 */
static inline unsigned
teams_finished(const struct notation_game *g, unsigned candidates)
{
	unsigned	 who;

	for (who = candidates; who != 0; who &= who - 1)
		if (finished_one(g, __builtin_ctz(who)))
			return teams_of_finished(g, candidates);
	return 0;
}

/*
 * Ending variant 2 (spec/rules.md, "Filled goal"): every cell of the
 * player's goal holds a stone, and not all of them are its own, so that
 * it cannot enter.
 */
static int
goal_blocked(const struct notation_game *g, int who)
{
	const struct player	*pl = &g->rules->pl[who];

	return bits_subset(&pl->goal, &g->pos.occ) &&
	    !bits_subset(&pl->goal, &g->pos.stones[who]);
}

/*
 * The checks made after the last player's move number N: the camp rule,
 * the home check, the tempo check and the draw after N rounds.  Returns
 * 1 if one ended the game.
 */
static int
round_end(struct notation_game *g, unsigned long number)
{
	const struct notation_rules	*r = g->rules;
	/* The camp rule and the home check ask the same at their moves. */
	const struct {
		int			 move;
		enum notation_reason	 why;
	} home[] = {
		{ r->camp_rule_move, NOTATION_REASON_CAMP_RULE },
		{ r->home_check_move, NOTATION_REASON_HOME_CHECK }
	};
	unsigned			 who;
	long				 t, low;
	int				 i;

	/* A camp rule checked at once was checked after each move. */
	for (i = r->camp_rule_at_once ? 1 : 0; i < 2; i++)
		if (home[i].move > 0 && number == (unsigned long)home[i].move &&
		    (who = players(g, home_one)) != 0) {
			end_game(g, all_but(r, who), home[i].why);
			return 1;
		}
	if (r->tempo_check_move > 0 &&
	    number == (unsigned long)r->tempo_check_move) {
		who = 0;
		low = 0;
		for (i = 0; i < r->nplayers; i++) {
			t = nt_tempo(&g->pos, i);
			if (i == 0 || t < low) {
				low = t;
				who = 0;
			}
			if (t == low)
				who |= 1u << i;
		}
		end_game(g, who, NOTATION_REASON_TEMPO);
		return 1;
	}
	/* A game that no rule has ended by move N is a draw. */
	if (r->draw_after_move > 0 &&
	    number == (unsigned long)r->draw_after_move) {
		end_game(g, 0, NOTATION_REASON_DRAW_AFTER);
		return 1;
	}
	return 0;
}

/*
 * The first move number after n at which round_end() may end a game,
 * ULONG_MAX if none: a round's end before it asks nothing more than
 * that (g->round_next), as move numbers only go up.
 */
static unsigned long
round_after(const struct notation_rules *r, unsigned long n)
{
	const int	 moves[] = { r->camp_rule_move, r->home_check_move,
			    r->tempo_check_move, r->draw_after_move };
	unsigned long	 next = ULONG_MAX;
	size_t		 i;

	for (i = 0; i < sizeof(moves) / sizeof(moves[0]); i++)
		if (moves[i] > 0 && (unsigned long)moves[i] > n &&
		    (unsigned long)moves[i] < next)
			next = (unsigned long)moves[i];
	return next;
}

/*
 * end: most-captures (spec/rules.md section 17.11), and the end of a race
 * (section 17.15): the player with the highest count (captures, with
 * net-captures less its losses, 17.18; stones in the goal; result.c)
 * wins, players tied for the most share a draw.
 */
static void
most_of(struct notation_game *g, int home)
{
	int		 count[NOTATION_MAX_PLAYERS], tied;
	unsigned	 top;

	top = nt_result_most(&g->pos, home, count, &tied);
	end_game(g, top, NOTATION_REASON_NO_MOVE);
	if (tied) {
		g->outcome.kind = NOTATION_RESULT_DRAW;
		g->outcome.winners = top;
	}
}

/*
 * The side to move has no move (side_moves() said so): under no-move-loses
 * (NT_END_NO_MOVE) it loses with its team; under no-move-draw the game is
 * a draw if no one else can move either.  1 if the game ended.
 */
static int
no_move_end(struct notation_game *g, unsigned which)
{
	const struct notation_rules	*r = g->rules;

	if (which == NT_END_NO_MOVE)
		end_game(g, all_but(r, rules_team(r, g->pos.side)),
		    NOTATION_REASON_NO_MOVE);
	else if (nt_nobody_moves(&g->pos, 1))
		end_game(g, 0, NOTATION_REASON_NO_MOVE);
	else
		return 0;
	return 1;
}

/*
 * A no-move end of the ends asked, which (NT_END_NO_MOVE_DRAW or
 * NT_END_NO_MOVE), left to the next ply where the game defers it
 * (nt_game_defer()), else asked now: the draw when no one can move,
 * first of adjudicate()'s ends of the side to move, and the loss of a
 * side without a move, the last.  1 if the game ended.
 */
static inline NT_ALWAYS_INLINE int
no_move(struct notation_game *g, unsigned ends, unsigned which)
{
	if (g->defer & which)
		g->pending = which;
	else if ((ends & which) && !side_moves(g) && no_move_end(g, which))
		return 1;
	return 0;
}

/*
 * The ends of the rules after a move by 'mover' of a stone of 'owner';
 * 'swapped' is the owner of the stone a swap moved out of the way, or -1.
 * 'ends' are the game's (g->ends), or those of them a caller in line
 * knows it may have: an end it leaves out is no code.  Always in line,
 * as make() below: a tool that links the claim, their second caller,
 * had both out of line with their frames at every ply.
 */
static inline NT_ALWAYS_INLINE void
adjudicate(struct notation_game *g, int mover, unsigned long number,
    const struct notation_move *m, int owner, int swapped, unsigned ends)
{
	const struct notation_rules	*r = g->rules;
	unsigned			 who, candidates, in;
	int				 next;
	/* The move number goes up after the last player in (or a pass). */
	int				 last = g->pos.move_number != number;
	/*
	 * A dice game's turn has several plies (spec/rules.md section
	 * 17.4): the rule checked after a player's own move waits for the
	 * turn's last.
	 */
	int				 over = g->pos.side != mover ||
	    g->pos.move_number != number;

	/*
	 * A pass moves no stone: it can finish no one nor enter a camp,
	 * but it ends its round like any move (spec/rules.md, "Pass").
	 * Nor does a roll of the dice.
	 */
	if (m->kind == NOTATION_PASS || m->kind == NOTATION_ROLL)
		goto round;
	/*
	 * all-off (spec/rules.md section 17.8): the stone that left the
	 * board was its owner's last, none in hand: its team wins at once.
	 */
	if (m->kind == NOTATION_OFF) {
		if (r->all_off && g->pos.hand[owner] == 0 &&
		    bits_empty(&g->pos.stones[owner])) {
			end_game(g, rules_team(r, owner),
			    NOTATION_REASON_ALL_OFF);
			return;
		}
		goto round;
	}
	if (!(ends & NT_ENDS_MOVED))
		goto round;
	/* Too few stones left (min-stones): a capture lost the game. */
	if ((ends & NT_END_MIN_STONES) && (who = nt_too_few(&g->pos)) != 0) {
		end_game(g, all_but(r, rules_team(r, __builtin_ctz(who))),
		    NOTATION_REASON_MIN_STONES);
		return;
	}
	if ((ends & NT_END_CAMP_RETURN) &&
	    number > (unsigned long)r->camp_rule_move &&
	    TALLY_HOME(r->tally[m->to][owner]) != 0) {
		end_game(g, all_but(r, rules_team(r, owner)),
		    NOTATION_REASON_CAMP_RETURN);
		return;
	}
	/* A race is won by the most stones brought across (17.15). */
	if (ends & NT_END_GOAL_NOW) {
		/* Only the stones moved can have finished anyone. */
		candidates = 1u << owner;
		if (swapped >= 0)
			candidates |= 1u << swapped;
		if ((who = teams_finished(g, candidates)) != 0) {
			end_game(g, who, NOTATION_REASON_GOAL);
			return;
		}
	}
	/* Only the stones moved can have made a connection. */
	if ((ends & NT_END_CONNECTION) && (nt_connected(&g->pos, owner) ||
	    (swapped >= 0 && nt_connected(&g->pos, swapped)))) {
		end_game(g, rules_team(r, nt_connected(&g->pos, owner) ? owner :
		    swapped), NOTATION_REASON_CONNECTION);
		return;
	}
	/* end: row (rules.md 17.17): a line through the stone put down. */
	if ((ends & NT_END_ROW) && nt_row_at(&g->pos, m->to) >= r->row) {
		end_game(g, rules_team(r, owner), NOTATION_REASON_ROW);
		return;
	}
round:
	if ((ends & NT_END_GOAL_ROUND) && last &&
	    (who = teams_finished(g, (1u << r->nplayers) - 1)) != 0) {
		end_game(g, who, NOTATION_REASON_GOAL);
		return;
	}
	/*
	 * The camp rule checked at once (spec/rules.md, section 16.4): the
	 * mover, after its own move N, loses with its team if a stone of
	 * its own stands in its own camp; so the first to fail in turn
	 * order loses, and no later failure makes a draw.
	 */
	/*
	 * With end: eliminate the move put the mover out instead
	 * (notation_position_apply()); the game ends when one player is
	 * left in, who wins (spec/rules.md, "Gevangen 1").
	 */
	if (ends & NT_ENDS_CAMP) {
		in = ((1u << r->nplayers) - 1) & ~g->pos.eliminated;
		if (ends & NT_END_ELIMINATE) {
			if (((g->pos.eliminated & (1u << mover)) ||
			    r->walled_in) && (in & (in - 1)) == 0) {
				end_game(g, in, NOTATION_REASON_CAMP_RULE);
				return;
			}
		} else if (over &&
		    number == (unsigned long)r->camp_rule_move &&
		    home_one(g, mover)) {
			end_game(g, all_but(r, rules_team(r, mover)),
			    NOTATION_REASON_CAMP_RULE);
			return;
		}
	}
	if (last && number >= g->round_next) {
		g->round_next = round_after(g->rules, number);
		if (round_end(g, number))
			return;
	}
	if (!(ends & NT_ENDS_NEXT))
		return;
	next = g->pos.side;
	if ((ends & NT_END_FILLED) && goal_blocked(g, next)) {
		end_game(g, rules_team(r, next), NOTATION_REASON_FILLED_GOAL);
		return;
	}
	/* No one can move (no-move-draw): a draw. */
	if (no_move(g, ends, NT_END_NO_MOVE_DRAW))
		return;
	/*
	 * A race ends when no player can move whatever it rolls: the most
	 * stones in the goal win (spec/rules.md section 17.15).  Within a
	 * turn a move is always left.
	 */
	if ((ends & NT_END_RACE) && nt_nobody_moves(&g->pos, 0)) {
		most_of(g, 1);
		return;
	}
	/* No move for the side to move: the most captures win. */
	if ((ends & NT_END_MOST) && !side_moves(g)) {
		most_of(g, 0);
		return;
	}
	/* The king endings of draughts (spec/rules.md section 18.3). */
	if ((ends & NT_END_DRAUGHTS) &&
	    nt_kings_draw(&g->kings, &g->pos, g->plies)) {
		end_game(g, 0, NOTATION_REASON_KINGS);
		return;
	}
	/* Where a pass is allowed, a player without a move passes. */
	(void)no_move(g, ends, NT_END_NO_MOVE);
}

/*
 * The ends of most rule sets (53 of the 85 built in): the goal,
 * at once or after the round, the camp rule's return and no move losing
 * or, with nobody to move, a draw.  A game of these alone is judged by
 * the few lines they need, so that the registers of nt_game_play_open()
 * hold the ply's values.
 */
#define ENDS_LEAN	(NT_END_CAMP_RETURN | NT_END_GOAL_NOW | \
			    NT_END_GOAL_ROUND | NT_END_NO_MOVE_DRAW | \
			    NT_END_NO_MOVE)
/*
 * The ends of play_kinds(): the lean ones but no-move-draw, whose test
 * so goes from every ply of the rule sets it plays.  A set of lean ends
 * with it plays play_all(), which judges the lean ends alone as
 * play_kinds() would.
 */
#define ENDS_KINDS	(ENDS_LEAN & ~NT_END_NO_MOVE_DRAW)

/* The ends adjudicate() may leave: the last it asks (no-move-draw alone). */
int
nt_game_defer(notation_game *g, int on)
{
	unsigned	 e = g->ends;

	g->defer = !on ? 0 : (e & NT_END_NO_MOVE) | ((e &
	    (NT_END_RACE | NT_END_MOST | NT_END_DRAUGHTS |
	    NT_END_NO_MOVE)) == 0 ? e & NT_END_NO_MOVE_DRAW : 0);
	g->pending = 0;
	return g->defer != 0;
}

void
nt_game_settle(notation_game *g, int shown)
{
	unsigned	 left = g->pending;

	g->pending = 0;
	if (left != 0 && !shown && !side_moves(g))
		no_move_end(g, left);
}

/* Follow the marked stones, a swapped one too (-1 stays -1). */
static void
follow_marks(struct notation_game *g, const struct notation_move *m,
    int owner, int swapped)
{
	int	 i;

	for (i = 0; i < g->rules->nplayers; i++) {
		if (i == owner && g->marked[i] == m->from)
			g->marked[i] = m->to;
		else if (i == swapped && g->marked[i] == m->to)
			g->marked[i] = m->from;
	}
}

/*
 * The moves that are not plain ones onto an empty cell (make()): their
 * owner, and the owner of the stone a swap moved out of the way (-1:
 * none).
 */
static inline int
make_other(struct notation_game *g, const struct notation_move *m,
    int *swapped)
{
	int	 owner;

	/* A pass and a roll of the dice name no cell. */
	owner = m->from < 0 ? g->pos.side : g->pos.board[m->from];
	/* A chain back to its start (chain-to-start) swaps nothing. */
	*swapped = m->from < 0 || m->to < 0 || m->to == m->from ? -1 :
	    g->pos.board[m->to];
	if (g->any_marked && m->from >= 0 && m->to >= 0)
		follow_marks(g, m, owner, *swapped);
	notation_position_apply(&g->pos, m);
	g->plies++;
	return owner;
}

/*
 * Move the stones of m, legal in the game's position, and follow the
 * marked ones: the owner of the stone moved and of the one a swap moved
 * out of the way (-1: none), for adjudicate().  The table of positions
 * seen is not touched, so that a claim can try its move on a copy.
 */
static inline NT_ALWAYS_INLINE void
make(struct notation_game *g, const struct notation_move *m, int *owner,
    int *swapped)
{
	/*
	 * The common move first: a plain one onto an empty cell (and so
	 * not back to its start) swaps nothing.
	 */
	if (nt_position_is_plain(&g->pos, m)) {
		*owner = g->pos.board[m->from];
		*swapped = -1;
		if (g->any_marked)
			follow_marks(g, m, *owner, *swapped);
		nt_position_apply_plain(&g->pos, m);
		g->plies++;
		return;
	}
	*owner = make_other(g, m, swapped);
}

/*
 * Make m, legal in the game's position, in a game not ended, and judge
 * the ends among 'ends' (adjudicate()).
 */
static inline NT_ALWAYS_INLINE int
play(struct notation_game *g, const struct notation_move *m,
    struct notation_diag *d, unsigned ends)
{
	const struct notation_rules	*r = g->rules;
	unsigned long			 number = g->pos.move_number;
	int				 mover = g->pos.side;
	int				 owner, swapped;

	make(g, m, &owner, &swapped);
	if (seen(g) == -1)
		return notation_diag_set(d, NOTATION_LIMIT,
		    "out of memory for the repetition table");
	/*
	 * "Occurring for the third time" (spec/rules.md section 2.6) is
	 * read as the third time or any later one: a player who let the
	 * third occurrence pass may still claim at the fourth, as a claim
	 * (below) may, and the independent example verdicts report the
	 * fourth too.
	 */
	g->repetition = g->occurrences >= g->rep_at &&
	    number >= (unsigned long)r->repetition_min_move;
	adjudicate(g, mover, number, m, owner, swapped, ends);
	return 0;
}

/*
 * The whole ply: play_all() asks any of the game's ends, play_kinds()
 * the lean ends but no-move-draw, play_rest() the lean ends; play_any()
 * and the play_lean()s (below) hand play_all() and play_rest() the
 * plies they do not make themselves.  Each its own function, so that
 * nt_game_play_open() is a jump to the one with its own registers.
 */
static NT_NOINLINE int
play_all(struct notation_game *g, const struct notation_move *m,
    struct notation_diag *d)
{
	return play(g, m, d, g->ends);
}

static NT_NOINLINE int
play_kinds(struct notation_game *g, const struct notation_move *m,
    struct notation_diag *d)
{
	return play(g, m, d, g->ends & ENDS_KINDS);
}

static NT_NOINLINE int
play_rest(struct notation_game *g, const struct notation_move *m,
    struct notation_diag *d)
{
	return play(g, m, d, g->ends & ENDS_LEAN);
}

/*
 * The lean ends of play_lean()'s ply, all of them asked, and a
 * connection (play_lean_joined()).
 */
static NT_NOINLINE int
judge_lean(struct notation_game *g, int mover, unsigned long number,
    const struct notation_move *m, int owner)
{
	adjudicate(g, mover, number, m, owner, -1, g->ends &
	    (ENDS_LEAN | NT_END_CONNECTION));
	return 0;
}

/*
 * No move for the side to move, asked now (no_move_end()) or left to the
 * next ply, as adjudicate() asks after a lean ply: a draw if nobody can
 * move, or a loss.
 */
static NT_NOINLINE int
judge_no_move(struct notation_game *g)
{
	if (!no_move(g, g->ends, NT_END_NO_MOVE_DRAW))
		(void)no_move(g, g->ends, NT_END_NO_MOVE);
	return 0;
}

/*
 * A ply of a game whose rule set makes its plain moves alone: the common
 * ply, a step or jump onto an empty cell with room in the table, made
 * here; all else by play_all() or play_rest().  With the lean ends alone
 * (play_lean()), the ply is judged by a test or two of the words that
 * say no end can have come, and judge_lean(), called last (jumps), asks
 * everything again; the pair sample's validator 181.7M to 169.8M (a
 * ply's play 182 to 140).  With any other (play_any(), 'any'), by the
 * whole of adjudicate().  Where the rule set's plain moves are its own
 * but at one move number (g->plain_but, end: eliminate's camp rule:
 * play_lean_but()), the plies of that number and all once a player is
 * out go to play_all(); at the others no one is put out, so the end of
 * eliminate (the last player left in) cannot come: the lean ends are
 * all there is to ask.  gevangen-1's validator 71.9M to 57.1M.  Where
 * a connection ends the game too (play_lean_joined(), 'joined'), the
 * tally says when it may have come (game.h, nt_connected()); connectie's
 * validator 52.2M to 48.3M.
 */
static inline NT_ALWAYS_INLINE int
play_plain(struct notation_game *g, const struct notation_move *m,
    struct notation_diag *d, int any, int but, int joined)
{
	struct notation_position	*p = &g->pos;
	const struct notation_rules	*r;
	unsigned long			 number;
	unsigned			 ends;
	struct slot			*s;
	int				 mover, who, i;
	/* The cells of a step or jump, not negative: no sign to extend. */
	int				 from = (uint16_t)m->from;
	int				 to = (uint16_t)m->to;

	if ((unsigned)m->kind - NOTATION_STEP > NOTATION_SWAP - NOTATION_STEP ||
	    p->board[to] >= 0 || g->plies + 1 >= g->room_at ||
	    p->eliminated != 0 || (but && p->move_number == g->plain_but))
		return any || but || joined ? play_all(g, m, d) :
		    play_rest(g, m, d);
	who = p->board[from];
	/*
	 * The owner's marked stone followed (follow_marks(), swap none);
	 * the stones of no player (SHARED) have no mark.
	 */
	if (g->any_marked && who < SHARED && g->marked[who] == from)
		g->marked[who] = to;
	nt_position_move_empty(p, who, from, to);
	/*
	 * What the ply needs is read after the board's bytes are stored
	 * (nt_position_move_empty()), not kept in registers across them.
	 */
	number = p->move_number;
	mover = p->side;
	nt_position_pass_turn(p);
	g->plies++;
	g->history[g->plies] = p->hash;
	s = table_count(g, p->hash);
	g->occurrences = s->count;
	r = p->rules;
	g->repetition = s->count >= g->rep_at &&
	    number >= (unsigned long)r->repetition_min_move;
	if (any) {
		adjudicate(g, mover, number, m, who, -1, g->ends);
		return 0;
	}
	/*
	 * adjudicate()'s lean ends, each asked for what may make it end
	 * the game: a stone into its own camp after the camp rule's move;
	 * the owner's stones, or after the round anyone's, none outside
	 * its goal; a round's end at a move number of round_end().
	 */
	ends = g->ends;
	if ((ends & NT_END_CAMP_RETURN) &&
	    number > (unsigned long)r->camp_rule_move &&
	    TALLY_HOME(r->tally[to][who]) != 0)
		return judge_lean(g, mover, number, m, who);
	if ((ends & NT_END_GOAL_NOW) && p->tally[who] < TALLY_OUT)
		return judge_lean(g, mover, number, m, who);
	if (joined && nt_connected(p, who))
		return judge_lean(g, mover, number, m, who);
	if (p->move_number != number) {
		if (ends & NT_END_GOAL_ROUND)
			for (i = 0; i < r->nplayers; i++)
				if (p->tally[i] < TALLY_OUT)
					return judge_lean(g, mover, number, m,
					    who);
		if (number >= g->round_next)
			return judge_lean(g, mover, number, m, who);
	}
	/*
	 * A no-move end the game leaves to the next ply (nt_game_defer():
	 * one of the two at most) is left; else asked.
	 */
	ends &= NT_END_NO_MOVE | NT_END_NO_MOVE_DRAW;
	if (ends == 0)
		return 0;
	if (g->defer == ends) {
		g->pending = ends;
		return 0;
	}
	return judge_no_move(g);
}

static NT_NOINLINE int
play_lean(struct notation_game *g, const struct notation_move *m,
    struct notation_diag *d)
{
	return play_plain(g, m, d, 0, 0, 0);
}

static NT_NOINLINE int
play_any(struct notation_game *g, const struct notation_move *m,
    struct notation_diag *d)
{
	return play_plain(g, m, d, 1, 0, 0);
}

static NT_NOINLINE int
play_lean_but(struct notation_game *g, const struct notation_move *m,
    struct notation_diag *d)
{
	return play_plain(g, m, d, 0, 1, 0);
}

static NT_NOINLINE int
play_lean_joined(struct notation_game *g, const struct notation_move *m,
    struct notation_diag *d)
{
	return play_plain(g, m, d, 0, 0, 1);
}

/*
 * Make m, legal in the game's position, in a game not ended: the checker
 * has asked both (notation_move_parse(), the outcome), not to twice.
 * Out of line: in the checker's loop, the reader's registers and its own
 * left the ply's values on the stack.
 */
NT_NOINLINE
int
nt_game_play_open(notation_game *g, const struct notation_move *m,
    struct notation_diag *d)
{
	return g->play(g, m, d);
}

/* The game's ply, one of the above, chosen once by its rule set. */
static void
play_way(struct notation_game *g)
{
	unsigned	 way = g->way;

	if ((way & ~ENDS_LEAN) == 0)
		g->play = play_lean;
	else if ((way & ~ENDS_LEAN) == NT_END_CONNECTION)
		g->play = play_lean_joined;
	else if ((way & WAY_KINDS) == 0)
		g->play = play_any;
	else if (g->plain_but != 0 &&
	    (way & ~ENDS_LEAN & ~WAY_KINDS & ~NT_END_ELIMINATE) == 0)
		g->play = play_lean_but;
	else
		g->play = way & ~ENDS_KINDS & ~WAY_KINDS ? play_all :
		    play_kinds;
}

/*
 * A claim (spec/rules.md section 2.6): before playing the named move, the
 * side to move claims that it makes the position occur for the threshold-th
 * time with a move number at or above the minimum.  The checks come in
 * the order of spec/rules.md; the first that fails is the verdict.  The
 * claim is checked on a copy: the game itself does not change.
 */
int
notation_game_claim(const notation_game *g, const char *text, size_t len,
    struct notation_claim *c)
{
	const struct notation_rules	*r;
	struct notation_game		 t;
	struct notation_diag		 d;
	size_t				 i;
	int				 owner, swapped;

	assert(g != NULL && c != NULL);
	r = g->rules;
	memset(c, 0, sizeof(*c));
	notation_diag_clear(&d);
	c->move_number = g->pos.move_number;
	c->min_move = (unsigned long)r->repetition_min_move;
	c->needed = r->repetition_count > 0 ?
	    (unsigned)r->repetition_count - 1 : 0;
	/*
	 * A repetition the rule set only notes (claim: false, the corners
	 * sets) is no draw either: their games end by their own checks.
	 */
	if (r->repetition_count == 0 || r->repetition_no_claim) {
		c->verdict = NOTATION_CLAIM_NO_RULE;
		snprintf(c->why, sizeof(c->why), "%s has no draw by "
		    "repetition%s", r->name, r->repetition_no_claim ?
		    "; it notes repetitions, never as a result" : "");
		return c->verdict;
	}
	if (g->outcome.kind != NOTATION_RESULT_NONE) {
		c->verdict = NOTATION_CLAIM_GAME_OVER;
		snprintf(c->why, sizeof(c->why), "the game already ended at "
		    "ply %lu (%s)", g->end_ply,
		    notation_reason_name(g->outcome.reason));
		return c->verdict;
	}
	if (notation_move_parse(&g->pos, text, len, &c->move, &d) != 0) {
		c->verdict = NOTATION_CLAIM_ILLEGAL;
		snprintf(c->why, sizeof(c->why), "%s", d.message);
		return c->verdict;
	}
	/*
	 * The move tried on a shallow copy: make() and adjudicate() change
	 * its position, marks and outcome, never the table it shares.
	 */
	t = *g;
	t.defer = 0;		/* every end asked at once */
	make(&t, &c->move, &owner, &swapped);
	adjudicate(&t, g->pos.side, g->pos.move_number, &c->move, owner,
	    swapped, t.ends);
	c->occurrences = nt_occurrences_of(g, t.pos.hash);
	for (i = 0; i <= g->plies && c->nplies < NOTATION_CLAIM_PLIES; i++)
		if (g->history[i] == t.pos.hash)
			c->plies[c->nplies++] = i;
	/* A move that ends the game cannot be a draw instead. */
	if (t.outcome.kind != NOTATION_RESULT_NONE) {
		c->verdict = NOTATION_CLAIM_ENDS_GAME;
		snprintf(c->why, sizeof(c->why), "the move would itself end "
		    "the game by the %s rule", notation_reason_name(
		    t.outcome.reason));
		return c->verdict;
	}
	if (c->occurrences < c->needed) {
		c->verdict = NOTATION_CLAIM_NOT_ENOUGH;
		snprintf(c->why, sizeof(c->why), "the position after the move "
		    "has occurred %u time%s before; the move would make it "
		    "occurrence %u, not %u", c->occurrences,
		    c->occurrences == 1 ? "" : "s", c->occurrences + 1,
		    c->needed + 1);
		return c->verdict;
	}
	if (c->move_number < c->min_move) {
		c->verdict = NOTATION_CLAIM_TOO_EARLY;
		snprintf(c->why, sizeof(c->why), "the move would be move %lu; "
		    "%s allows the claim from move %lu on", c->move_number,
		    r->name, c->min_move);
		return c->verdict;
	}
	c->verdict = NOTATION_CLAIM_VALID;
	snprintf(c->why, sizeof(c->why), "the move makes occurrence %u of "
	    "the position at move %lu", c->occurrences + 1, c->move_number);
	return c->verdict;
}
