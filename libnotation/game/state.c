/*
 * state.c -- a game made and freed, and what it holds, asked from
 * outside (notation.h): its position, start, plies, outcome, repetitions
 * and marked stones.  The game is game.c's, which plays and judges it.
 */
#include <assert.h>
#include <limits.h>
#include <stdlib.h>

#include "game/game_impl.h"

notation_game *
notation_game_new(const notation_rules *r)
{
	notation_game	*g;

	if (r == NULL || (g = calloc(1, sizeof(*g))) == NULL)
		return NULL;
	g->rules = r;
	g->ends = r->ends;
	g->way = r->ends | (r->simple_apply ? 0 : WAY_KINDS);
	g->plain_but = nt_apply_plain_but(r);
	/* The occurrence that makes a repetition; none without the rule. */
	g->rep_at = r->repetition_count > 0 ?
	    (unsigned)r->repetition_count : UINT_MAX;
	if (notation_game_reset(g, NULL) != 0) {
		notation_game_free(g);
		return NULL;
	}
	return g;
}

void
notation_game_free(notation_game *g)
{
	if (g == NULL)
		return;
	free(g->slots);
	free(g->history);
	free(g);
}

int
nt_game_starts_at_rules(const notation_game *g)
{
	return g->start_rules;
}

/* Has the game ended (game.h)? */
int
nt_game_ended(const notation_game *g, struct notation_diag *d)
{
	if (d != NULL)
		d->ply = g->plies + 1;
	if (g->outcome.kind == NOTATION_RESULT_NONE)
		return 0;
	notation_diag_set(d, NOTATION_MOVE_AFTER_END,
	    "the game already ended at ply %lu (%s)", g->end_ply,
	    notation_reason_name(g->outcome.reason));
	return 1;
}

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
