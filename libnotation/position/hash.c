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

/* The turn's term: its dice and the parts made (0 for no turn). */
static inline uint64_t
head_key(int die_steps, int die_jump, int steps_made, int jump_made)
{
	if (die_steps == 0)
		return 0;
	return mix((uint64_t)die_steps | (uint64_t)die_jump << 8 |
	    (uint64_t)steps_made << 16 | (uint64_t)jump_made << 24 |
	    (uint64_t)1 << 32);
}

/* The term of a cell of moved. */
static inline uint64_t
cell_key(int cell)
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
	h = head_key(p->die_steps, p->die_jump, p->steps_made, p->jump_made);
	/* A term for each cell of moved, a word at a time. */
	for (k = 0; k < BITS_WORDS; k++)
		for (x = p->moved.w[k]; x != 0; x &= x - 1)
			h ^= cell_key(k * 64 + __builtin_ctzll(x));
	return h;
}

/*
 * What a part of the turn onto 'to', made, changed in nt_dice_key():
 * the turn's term before the part ('made' steps made, 'jumped' the jump
 * made then) and after it, and to's term.  One call and one read of the
 * turn, where the turn's term before and after, asked apart, cost two
 * calls and two reads.
 */
uint64_t
nt_dice_part_key(const struct notation_position *p, int made, int jumped,
    int to)
{
	int	 s = p->die_steps, j = p->die_jump;

	return head_key(s, j, made, jumped) ^
	    head_key(s, j, p->steps_made, p->jump_made) ^ cell_key(to);
}

/*
 * The term a turn had before its last part onto 'to' (made, jumped as
 * for nt_dice_part_key()), which goes when that part passes the turn:
 * nt_dice_key() before the part, its cells those of moved but to.
 */
uint64_t
nt_dice_pass_key(const struct notation_position *p, int made, int jumped,
    int to)
{
	uint64_t	 h, x;
	int		 k;

	h = head_key(p->die_steps, p->die_jump, made, jumped);
	for (k = 0; k < BITS_WORDS; k++) {
		x = p->moved.w[k];
		if (k == to >> 6)
			x &= ~((uint64_t)1 << (to & 63));
		for (; x != 0; x &= x - 1)
			h ^= cell_key(k * 64 + __builtin_ctzll(x));
	}
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
