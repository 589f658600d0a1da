/*
 * game.h -- games played move by move (game.c, play.c) and their results
 * (result.c).
 */
#ifndef NOTATION_GAME_H
#define NOTATION_GAME_H

#include "moves/moves.h"

/* ------------------------------------------------------------------ */
/*
 * Games (game.c).  Make m without deciding its legality: for the checker,
 * whose notation_move_parse() has already decided it.  The public
 * notation_game_play_move() checks.
 */
int	nt_game_play_unchecked(notation_game *, const struct notation_move *,
	    struct notation_diag *);
/*
 * The same where the caller has asked nt_game_ended() or its outcome:
 * the game must not have ended.
 */
int	nt_game_play_open(notation_game *, const struct notation_move *,
	    struct notation_diag *);
/*
 * The checker's way to leave a ply's last end unasked: whether the side
 * to move has a move, where having none ends the game (no-move-loses, no
 * pass; or no-move-draw, when no end is asked after it) and nothing is
 * asked after that, is what the record's next move shows, which the
 * checker parses anyway.  With defer on (for a game of a checker that
 * watches no ply: nt_game_defer(), which says whether the rule set has
 * such an end, and forgets a check left), nt_game_play_open() leaves
 * that check to nt_game_settle(), which the checker calls before it
 * asks the outcome: shown says the next ply is a legal move of a stone,
 * which answers it; else the check is made as the ply would have made it.
 */
int	nt_game_defer(notation_game *, int on);
void	nt_game_settle(notation_game *, int shown);
/*
 * Every move is made at the next ply, and none after the end: 1 (with d,
 * which may be NULL, saying so) if the game has ended.  play.c's public
 * ways to play a move ask it first.
 */
int	nt_game_ended(const notation_game *, struct notation_diag *);
/*
 * Does the game start at its rule set's own start position, made by
 * notation_game_reset() without a position given?  (0 says nothing: a
 * given one may be the same.)
 */
int	nt_game_starts_at_rules(const notation_game *);

/*
 * The ends that ask the position alone (ends.c): has no player that takes
 * turns a legal move, each asked as if it were to move (no-move-draw),
 * the side to move not asked where known says it has none?
 * The players, a bit each, with fewer stones on the board and in hand
 * than their min-stones (spec/rules.md section 17.14).  Do player i's
 * stones join its camp to its goal (connection, 17.12)?  Player i's
 * tempo count (the tempo check, 3.5).
 */
int	nt_nobody_moves(const struct notation_position *, int known);
unsigned nt_too_few(const struct notation_position *);
int	nt_connected_search(const struct notation_position *, int i);
long	nt_tempo(const struct notation_position *, int i);

/*
 * A connection needs stones in both camp and goal, which the position's
 * tally counts: most plies have none in the goal yet, or none left in
 * the camp, and ask it in line, without the search's call and frame.
 */
static inline int
nt_connected(const struct notation_position *p, int i)
{
	return TALLY_IN(p->tally[i]) != 0 && TALLY_HOME(p->tally[i]) != 0 &&
	    nt_connected_search(p, i);
}

/*
 * The players with the highest count, a bit each (result.c): their
 * captures (net-captures: less the stones each lost), or with home the
 * stones each has in its goal (a race); count
 * holds NOTATION_MAX_PLAYERS and gets the counts; *tied is set when
 * several share the most ("1/2-1/2-0"; all of them, a draw of everyone).
 */
unsigned nt_result_most(const struct notation_position *, int home,
	    int *count, int *tied);

/*
 * Results (result.c): is a token in PDN's form of two players ("2-0",
 * "0-2", "1-1"), and a result written in that form (two players; the
 * usual form otherwise), so that a message answers a record in its form.
 */
int	nt_result_is_pdn(const char *s, size_t len);
int	nt_result_format_pdn(const struct notation_result *, int nplayers,
	    struct notation_buf *);

/* ------------------------------------------------------------------ */
/*
 * The king endings of draughts (kings.c, spec/rules.md section 18.3):
 * which one the game is in, and since which ply.
 */
enum nt_ending {
	ENDING_NONE = 0,
	ENDING_ONE,		/* one king against one king */
	ENDING_TWO,		/* two kings against one king */
	ENDING_THREE		/* three pieces, a king among them, against one */
};

struct nt_kings {
	enum nt_ending	 ending;
	unsigned long	 since;		/* the ply that made it; 0 the start */
};

/* The ending of the game's start. */
void	nt_kings_reset(struct nt_kings *, const struct notation_position *);
/* After ply number ply (from 1): 1 when the ending draws the game now. */
int	nt_kings_draw(struct nt_kings *, const struct notation_position *,
	    unsigned long ply);

#endif /* NOTATION_GAME_H */
