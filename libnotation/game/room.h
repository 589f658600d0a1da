/*
 * room.h -- the table of positions seen in a game, for its repetitions
 * (game_impl.h, struct slot): what a ply asks of it, in line in game.c;
 * room.c grows it, out of line, once in many plies.
 */
#ifndef NOTATION_ROOM_H
#define NOTATION_ROOM_H

#include "game/game_impl.h"

/*
 * Each game starts with as many of the table's slots as the last game
 * of its rule set ended with, at least the first FIRST_SLOTS, 8 KB, room
 * for 255 positions, and doubles the part it uses when it needs more:
 * the slots a ply looks at, one at random, then stay in the processor's
 * nearest cache for the common game, and the games of a long rule set
 * (the 16x16 board's) do not count their positions again as they grow.
 */
#define FIRST_SLOTS	512
#define KEEP_SLOTS	4096	/* the most a game keeps for the next: 64 KB */
#define KEEP_PLIES	2048	/* and 16 KB of history */

void		 nt_table_clear(struct notation_game *);
int		 nt_make_room(struct notation_game *);
unsigned	 nt_occurrences_of(const struct notation_game *, uint64_t);

/*
 * The hash's low bits are the first slot: the hash is the xor of keys
 * drawn at random (rules.c, hash.c), and so are its bits, each one.
 */
static inline struct slot *
slot_find(struct slot *slots, size_t nslots, uint32_t gen, uint64_t hash)
{
	size_t	 i = (size_t)hash & (nslots - 1);

	while (slots[i].gen == gen && slots[i].hash != hash)
		i = (i + 1) & (nslots - 1);
	return &slots[i];
}

/* Count one more occurrence of hash in the table, which has room. */
static inline struct slot *
table_count(struct notation_game *g, uint64_t hash)
{
	struct slot	*s;

	s = slot_find(g->slots, g->nslots, g->gen, hash);
	if (s->gen != g->gen) {
		s->hash = hash;
		s->gen = g->gen;
		s->count = 1;
	} else
		s->count++;
	return s;
}

/* Count one more occurrence of the current position; record it. */
static inline int
seen(struct notation_game *g)
{
	uint64_t	 hash = g->pos.hash;

	if (g->plies >= g->room_at && nt_make_room(g) == -1)
		return -1;
	g->history[g->plies] = hash;
	g->occurrences = table_count(g, hash)->count;
	return 0;
}

#endif /* NOTATION_ROOM_H */
