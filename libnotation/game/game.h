/*
 * game.h -- games played move by move (game.c) and their results
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
 * The ends that ask the position alone (ends.c): has no player that takes
 * turns a legal move, each asked as if it were to move (no-move-draw)?
 * The players, a bit each, with fewer stones on the board and in hand
 * than their min-stones (spec/rules.md section 17.14).
 */
int	nt_nobody_moves(const struct notation_position *);
unsigned nt_too_few(const struct notation_position *);

/*
 * The players with the highest count, a bit each (result.c): their
 * captures (net-captures: less the stones each lost), or with home the
 * stones each has in its goal (a race); count
 * holds NOTATION_MAX_PLAYERS and gets the counts; *tied is set when
 * several share the most ("1/2-1/2-0"; all of them, a draw of everyone).
 */
unsigned nt_result_most(const struct notation_position *, int home,
	    int *count, int *tied);

#endif /* NOTATION_GAME_H */
