/*
 * room.c -- the table of positions seen in a game, for its repetitions,
 * and the history of their hashes (game_impl.h): made anew for each
 * game, grown when a game needs more, and asked by a claim.  What a ply
 * asks of it is in line (room.h); game.c calls these.
 */
#include <stdlib.h>
#include <string.h>

#include "game/room.h"

/*
 * A new generation of slots: those of the last are free.  Generation 0
 * is never in use, as new slots are calloc'd.
 */
void
nt_table_clear(struct notation_game *g)
{
	if (++g->gen == 0) {
		if (g->slots != NULL)
			memset(g->slots, 0, g->cap * sizeof(*g->slots));
		g->gen = 1;
	}
}

/*
 * Twice the slots in use, allocated anew once those allocated are all
 * in use, and the positions of the history before this ply counted in
 * them again.
 */
static int
table_grow(struct notation_game *g)
{
	struct slot	*s;
	size_t		 n = g->nslots ? g->nslots * 2 : FIRST_SLOTS, i;

	if (n > g->cap) {
		if ((s = calloc(n, sizeof(*s))) == NULL)
			return -1;
		free(g->slots);
		g->slots = s;
		g->cap = n;
		g->gen = 0;
	}
	g->nslots = n;
	nt_table_clear(g);
	for (i = 0; i < g->plies; i++)
		table_count(g, g->history[i]);
	return 0;
}

/*
 * Room in the table and the history for one more ply, out of line as it
 * is asked for once in many plies: once the plies before g->room_at
 * are made.  A ply counts at most one position more in the table, so
 * the plies the table and the history have room for, both counted here,
 * can be made without asking either again; the positions in the table
 * are counted as the plies before this one, which they are at most, so
 * that a ply need not count them.
 */
NT_NOINLINE
int
nt_make_room(struct notation_game *g)
{
	uint64_t	*h;
	size_t		 n;

	if (g->plies + 1 > g->hcap) {
		n = g->hcap ? g->hcap * 2 : 256;
		if ((h = realloc(g->history, n * sizeof(*h))) == NULL)
			return -1;
		g->history = h;
		g->hcap = n;
	}
	if ((g->plies + 1) * 2 > g->nslots && table_grow(g) == -1)
		return -1;
	g->room_at = g->nslots / 2;
	if (g->hcap < g->room_at)
		g->room_at = g->hcap;
	return 0;
}

unsigned
nt_occurrences_of(const struct notation_game *g, uint64_t hash)
{
	struct slot	*s;

	if (g->nslots == 0)
		return 0;
	s = slot_find(g->slots, g->nslots, g->gen, hash);
	return s->gen == g->gen ? s->count : 0;
}
