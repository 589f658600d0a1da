/*
 * state.c -- what a game holds, asked from outside (notation.h): its
 * position, start, plies, outcome, repetitions and marked stones.  The
 * game is game.c's, which plays and judges it.
 */
#include <assert.h>

#include "game/game_impl.h"

const notation_position *
notation_game_position(const notation_game *g)
{
	assert(g != NULL);
	return &g->pos;
}

const notation_position *
notation_game_start(const notation_game *g)
{
	assert(g != NULL);
	return &g->start;
}

unsigned long
notation_game_plies(const notation_game *g)
{
	assert(g != NULL);
	return g->plies;
}

const struct notation_result *
notation_game_outcome(const notation_game *g)
{
	assert(g != NULL);
	return &g->outcome;
}

unsigned long
notation_game_end_ply(const notation_game *g)
{
	assert(g != NULL);
	return g->end_ply;
}

unsigned
notation_game_occurrences(const notation_game *g)
{
	assert(g != NULL);
	return g->occurrences;
}

int
notation_game_repetition(const notation_game *g)
{
	assert(g != NULL);
	return g->repetition;
}

int
notation_game_marked(const notation_game *g, int player)
{
	assert(g != NULL);
	if (player < 0 || player >= g->rules->nplayers ||
	    g->marked[player] == MARK_UNKNOWN)
		return -1;
	return g->marked[player];
}
