/*
 * hash.c -- the terms of a position's hash beyond its stones and side:
 * the captures each player has made, the dice turn in progress, the
 * stones in hand and the kings of draughts.  Each is 0 where the game
 * has none of them, so that a position of a game without them hashes as
 * it always has.
 */
#include "position/position.h"

/* A 64-bit mixer (splitmix64's finaliser) for the turn's hash. */
static uint64_t
mix(uint64_t x)
{
	x += 0x9e3779b97f4a7c15ULL;
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
	x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
	return x ^ (x >> 31);
}

uint64_t
nt_dice_head_key(const struct notation_position *p)
{
	if (p->die_steps == 0)
		return 0;
	return mix((uint64_t)p->die_steps | (uint64_t)p->die_jump << 8 |
	    (uint64_t)p->steps_made << 16 | (uint64_t)p->jump_made << 24 |
	    (uint64_t)1 << 32);
}

uint64_t
nt_dice_cell_key(int cell)
{
	return mix(((uint64_t)2 << 32) + (uint64_t)cell);
}

uint64_t
nt_dice_key(const struct notation_position *p)
{
	uint64_t	 h, x;
	int		 k;

	if (p->die_steps == 0)
		return 0;
	h = nt_dice_head_key(p);
	/* A term for each cell of moved, a word at a time. */
	for (k = 0; k < BITS_WORDS; k++)
		for (x = p->moved.w[k]; x != 0; x &= x - 1)
			h ^= nt_dice_cell_key(k * 64 + __builtin_ctzll(x));
	return h;
}


/*
 * The hash term of a player's count of captures (0 for none): its side
 * key mixed with the count, so that counts change the position as stones
 * do.
 */
uint64_t
nt_capture_key(const struct notation_rules *r, int player, int n)
{
	uint64_t	 z;

	if (n <= 0)
		return 0;
	z = r->zobrist_side[player] + (uint64_t)n * 0x9e3779b97f4a7c15ULL;
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/*
 * The hands in the hash: a key per player and count, none for an empty
 * hand, so that a position without stones in hand hashes as before.
 */
uint64_t
nt_hand_key(const struct notation_position *p)
{
	uint64_t	 k = 0, z;
	int		 i;

	for (i = 0; i < p->rules->nplayers; i++) {
		if (p->hand[i] <= 0)
			continue;
		z = p->rules->zobrist_side[i] +
		    (uint64_t)p->hand[i] * 0x9e3779b97f4a7c15ULL;
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
		z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
		k ^= z ^ (z >> 31);
	}
	return k;
}

/*
 * A king on cell: the cell's key of no player (draughts has no stones of
 * no player) mixed, so that a king and a man of one player differ.
 */
uint64_t
nt_king_key(const struct notation_rules *r, int cell)
{
	return mix(r->zobrist[cell][NOTATION_MAX_PLAYERS] ^
	    0x4b696e67ULL);		/* "King" */
}
