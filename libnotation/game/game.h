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

#endif /* NOTATION_GAME_H */
