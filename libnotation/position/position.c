/*
 * position.c -- stones on cells, the side to move, the move number, and
 * the Zobrist hash kept up to date as stones are put, taken and moved
 * (nt_position_put(), nt_position_take(), and nt_position_move() in line
 * in position.h, which every move kind of moves/ makes its moves with);
 * the stones in hand.  Calls the rule set and the board below it, and
 * hash.c.
 */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "position/position.h"

void
nt_position_clear(struct notation_position *p, const struct notation_rules *r)
{
	memset(p, 0, sizeof(*p));
	p->rules = r;
	memset(p->board, -1, sizeof(p->board));
	p->side = 0;
	p->move_number = 1;
	p->hash = r->zobrist_side[0];
}

/*
 * Out of line: made in line in the checker's loop, gcc wrote its copies
 * as string moves, two a ply and dearer than the one of the whole.  The
 * copy below names every member before 'side'; a member put there must
 * be added to it.
 */
#define NARROW_CELLS	128
_Static_assert(offsetof(struct notation_position, side) ==
    offsetof(struct notation_position, board) + NOTATION_MAX_CELLS &&
    offsetof(struct notation_position, board) ==
    offsetof(struct notation_position, occ) + 8 * sizeof(struct bits) &&
    offsetof(struct notation_position, occ) ==
    sizeof(const struct notation_rules *) &&
    NARROW_CELLS <= NOTATION_MAX_CELLS,
    "nt_position_copy() names every member before 'side'");
NT_NOINLINE void
nt_position_copy(struct notation_position *dst,
    const struct notation_position *src)
{
	int	 i;

	if (dst->rules == NULL || !dst->rules->geo.narrow ||
	    !src->rules->geo.narrow) {
		*dst = *src;
		return;
	}
	dst->rules = src->rules;
	memcpy(dst->occ.w, src->occ.w, 2 * sizeof(src->occ.w[0]));
	/* Written out: a move each way a set, not a loop's five. */
	NT_UNROLL
	for (i = 0; i < NOTATION_MAX_PLAYERS + 1; i++)
		memcpy(dst->stones[i].w, src->stones[i].w,
		    2 * sizeof(src->stones[i].w[0]));
	memcpy(dst->board, src->board, NARROW_CELLS);
	memcpy(&dst->side, &src->side, sizeof(*src) -
	    offsetof(struct notation_position, side));
}

/* Put a stone of player on an empty cell. */
void
nt_position_put(struct notation_position *p, int cell, int player)
{
	bits_set(&p->occ, cell);
	bits_set(&p->stones[player], cell);
	p->board[cell] = (int8_t)player;
	p->hash ^= p->rules->zobrist[cell][player];
	p->tally[player] += p->rules->tally[cell][player];
}

/* The stone on cell taken off the board, its hash term with it. */
void
nt_position_take(struct notation_position *p, int cell)
{
	int	 who = p->board[cell];

	bits_clear(&p->occ, cell);
	bits_clear(&p->stones[who], cell);
	p->board[cell] = -1;
	p->hash ^= p->rules->zobrist[cell][who];
	p->tally[who] -= p->rules->tally[cell][who];
}

/* The stones on from and to, each of them, change places. */
void
nt_position_swap(struct notation_position *p, int from, int to)
{
	int	 who = p->board[from], other = p->board[to];

	nt_position_take(p, from);
	nt_position_take(p, to);
	nt_position_put(p, from, other);
	nt_position_put(p, to, who);
}

void
nt_position_crown(struct notation_position *p, int cell, int king)
{
	if (bits_test(&p->kings, cell) == !!king)
		return;
	if (king)
		bits_set(&p->kings, cell);
	else
		bits_clear(&p->kings, cell);
	p->hash ^= nt_king_key(p->rules, cell);
}

/* Does any player hold a stone in hand (spec/rules.md section 17.8)? */
int
nt_hand_any(const struct notation_position *p)
{
	int	 i;

	for (i = 0; i < p->rules->nplayers; i++)
		if (p->hand[i] > 0)
			return 1;
	return 0;
}

void
nt_position_start(struct notation_position *p, const struct notation_rules *r)
{
	int	 i, c;

	nt_position_clear(p, r);
	for (i = 0; i < r->nplayers; i++) {
		BITS_FOREACH(c, &r->pl[i].start)
			nt_position_put(p, c, i);
		p->hand[i] = (int16_t)r->pl[i].hand;
	}
	BITS_FOREACH(c, &r->shared)
		nt_position_put(p, c, SHARED);
	p->hash ^= nt_hand_key(p);
	/* The first to drop holds a stone (spec/rules.md 17.14). */
	if (r->hands_differ && p->hand[0] == 0 && nt_hand_any(p)) {
		p->hash ^= r->zobrist_side[0];
		while (p->hand[p->side] == 0)
			p->side++;
		p->hash ^= r->zobrist_side[p->side];
	}
}

/*
 * A player put out (end: eliminate) changes the position as a stone does:
 * its key is its side key turned, which no other key of the rule set is
 * by more than chance.
 */
static uint64_t
out_key(const struct notation_rules *r, int i)
{
	uint64_t	 k = r->zobrist_side[i];

	return (k << 17) | (k >> 47);
}

void
nt_position_rehash(struct notation_position *p)
{
	int	 c, i;

	p->hash = p->rules->zobrist_side[p->side];
	BITS_FOREACH(c, &p->occ)
		p->hash ^= p->rules->zobrist[c][p->board[c]];
	for (i = 0; i < p->rules->nplayers; i++)
		if (p->eliminated & (1u << i))
			p->hash ^= out_key(p->rules, i);
	for (i = 0; i < p->rules->nplayers; i++)
		p->hash ^= nt_capture_key(p->rules, i, p->captures[i]);
	p->hash ^= nt_dice_key(p);
	p->hash ^= nt_hand_key(p);
	BITS_FOREACH(c, &p->kings)
		p->hash ^= nt_king_key(p->rules, c);
}

notation_position *
notation_position_new(const notation_rules *r)
{
	notation_position	*p;

	if (r == NULL || (p = malloc(sizeof(*p))) == NULL)
		return NULL;
	nt_position_start(p, r);
	return p;
}

notation_position *
notation_position_copy(const notation_position *src)
{
	notation_position	*p;

	if (src == NULL || (p = malloc(sizeof(*p))) == NULL)
		return NULL;
	*p = *src;
	return p;
}

void
notation_position_assign(notation_position *dst, const notation_position *src)
{
	assert(dst != NULL && src != NULL);
	*dst = *src;
}

void
notation_position_free(notation_position *p)
{
	free(p);
}

const notation_rules *
notation_position_rules(const notation_position *p)
{
	assert(p != NULL);
	return p->rules;
}

int
notation_position_side(const notation_position *p)
{
	assert(p != NULL);
	return p->side;
}

unsigned long
notation_position_move_number(const notation_position *p)
{
	assert(p != NULL);
	return p->move_number;
}

unsigned long
notation_position_ply(const notation_position *p)
{
	const struct notation_rules	*r;
	unsigned long			 sides = 0, before = 0;
	int				 i;

	assert(p != NULL);
	r = p->rules;
	/* Only the players that take turns of their own count plies. */
	for (i = 0; i < r->nplayers; i++)
		if (rules_side(r, i) == i) {
			sides++;
			before += i < p->side;
		}
	return (p->move_number - 1) * sides + before;
}

uint64_t
notation_position_hash(const notation_position *p)
{
	assert(p != NULL);
	return p->hash;
}

int
notation_position_at(const notation_position *p, int cell)
{
	assert(p != NULL);
	if (cell < 0 || cell >= NOTATION_MAX_CELLS)
		return -1;
	return p->board[cell];
}

int
notation_position_king(const notation_position *p, int cell)
{
	assert(p != NULL);
	if (cell < 0 || cell >= NOTATION_MAX_CELLS)
		return 0;
	return bits_test(&p->kings, cell);
}

int
notation_position_captures(const notation_position *p, int player)
{
	assert(p != NULL);
	if (player < 0 || player >= p->rules->nplayers)
		return 0;
	return p->captures[player];
}

int
notation_position_hand(const notation_position *p, int player)
{
	assert(p != NULL);
	if (player < 0 || player >= p->rules->nplayers)
		return 0;
	return p->hand[player];
}

int
notation_position_out(const notation_position *p, int player)
{
	assert(p != NULL);
	if (player < 0 || player >= p->rules->nplayers)
		return 0;
	return (p->eliminated >> player) & 1;
}

/*
 * Same stones on the same cells and the same side to move (spec/rules.md),
 * and the same players put out.
 */
int
notation_position_equal(const notation_position *a, const notation_position *b)
{
	int	 i;

	assert(a != NULL && b != NULL);
	if (a->rules != b->rules || a->side != b->side ||
	    a->eliminated != b->eliminated || !bits_equal(&a->occ, &b->occ))
		return 0;
	/* A dice game's turn in progress (spec/rules.md section 17.4). */
	if (a->die_steps != b->die_steps || a->die_jump != b->die_jump ||
	    a->steps_made != b->steps_made || a->jump_made != b->jump_made ||
	    !bits_equal(&a->moved, &b->moved))
		return 0;
	/* Stones in hand (spec/rules.md section 17.8). */
	if (memcmp(a->hand, b->hand, sizeof(a->hand)) != 0)
		return 0;
	/* Kings (draughts, spec/rules.md section 18). */
	if (!bits_equal(&a->kings, &b->kings))
		return 0;
	for (i = 0; i < a->rules->nplayers; i++)
		if (!bits_equal(&a->stones[i], &b->stones[i]) ||
		    a->captures[i] != b->captures[i])
			return 0;
	return bits_equal(&a->stones[SHARED], &b->stones[SHARED]);
}

/*
 * The camp rule with end: eliminate (spec/rules.md, "Gevangen 1"): after
 * its own move N the side to move, a stone of its own still in its own
 * camp, is put out: those stones (or, with ELIMINATE_ALL, all of its
 * stones) leave the board and it takes no more turns.  The last player
 * in is never put out: it has already won.
 */
static void
eliminate(notation_position *p)
{
	const struct notation_rules	*r = p->rules;
	unsigned			 in;
	int				 side = p->side;

	in = ((1u << r->nplayers) - 1) & ~p->eliminated & ~(1u << side);
	if (r->eliminate == ELIMINATE_OFF || r->camp_rule_move <= 0 ||
	    p->move_number != (unsigned long)r->camp_rule_move || in == 0 ||
	    !bits_intersect(&p->stones[side], &r->pl[side].camp))
		return;
	nt_position_put_out(p, side);
}

void
nt_position_put_out(notation_position *p, int side)
{
	const struct notation_rules	*r = p->rules;
	struct bits			 gone;
	int				 i, c;

	gone = p->stones[side];
	if (r->eliminate == ELIMINATE_CAMP)
		for (i = 0; i < BITS_WORDS; i++)
			gone.w[i] &= r->pl[side].camp.w[i];
	BITS_FOREACH(c, &gone) {
		bits_clear(&p->occ, c);
		bits_clear(&p->stones[side], c);
		p->board[c] = -1;
		p->hash ^= r->zobrist[c][side];
		p->tally[side] -= r->tally[c][side];
	}
	p->eliminated |= 1u << side;
	p->hash ^= out_key(r, side);
}

/* The side to move past the players with empty hands, if one drops. */
static void
skip_empty_hands(notation_position *p)
{
	if (!nt_hand_any(p))
		return;
	while (p->hand[p->side] == 0)
		if (++p->side == p->rules->nplayers) {
			p->side = 0;
			p->move_number++;
		}
}

/*
 * The turn handed on where the camp rule may put a player out or hands
 * of different sizes skip a player (nt_position_turn() in position.h
 * hands on the others).
 */
void
nt_position_turn_slow(notation_position *p)
{
	const struct notation_rules	*r = p->rules;

	if (r->eliminate != ELIMINATE_OFF)
		eliminate(p);
	p->hash ^= r->zobrist_side[p->side];
	/*
	 * A colour of another player takes no turn (spec/rules.md 12.8),
	 * nor does a player put out.
	 */
	do {
		if (++p->side == r->nplayers) {
			p->side = 0;
			p->move_number++;
		}
	} while (rules_side(r, p->side) != p->side ||
	    (p->eliminated & (1u << p->side)));
	/*
	 * Nor one with an empty hand while another still drops (hands of
	 * different sizes, 17.14), which go with neither of those.
	 */
	if (r->hands_differ)
		skip_empty_hands(p);
	p->hash ^= r->zobrist_side[p->side];
}
