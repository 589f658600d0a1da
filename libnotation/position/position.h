/*
 * position.h -- positions and their hash (position.c, hash.c): what the
 * move kinds of moves/ and the records above build on.
 */
#ifndef NOTATION_POSITION_H
#define NOTATION_POSITION_H

#include "rules/rules.h"

/* ------------------------------------------------------------------ */
/* Positions (position.c)                                             */

struct notation_position {
	const struct notation_rules *rules;
	struct bits	 occ;				/* every stone */
	struct bits	 stones[NOTATION_MAX_PLAYERS + 1];	/* + SHARED */
	int8_t		 board[NOTATION_MAX_CELLS];	/* player, SHARED
							   or -1 */
	int		 side;
	unsigned long	 move_number;			/* from 1 */
	uint64_t	 hash;
	unsigned	 eliminated;	/* players put out (end: eliminate),
					   a bit each; they take no turns */
	/*
	 * Each player's stones in its camp, in its goal and outside it,
	 * counted as rules.h's tally says (TALLY_HOME(), TALLY_IN(),
	 * TALLY_AWAY()); kept by every function here that puts, takes or
	 * moves a stone.
	 */
	uint32_t	 tally[NOTATION_MAX_PLAYERS + 1];

	/*
	 * The turn in progress of a dice game (dice.c, spec/rules.md
	 * section 17.4): the step die and the jump die of its roll (0 = not
	 * rolled yet), the steps made, whether the jump is made, and the
	 * cells of the stones moved in this turn.  All 0 between turns.
	 * A race of one die (moves/kind_race.c, section 17.15) keeps its
	 * turn here too: die_steps is the die, jump_made the phase (the
	 * move, the removal due, another roll), moved the stones the
	 * removal may take.
	 */
	int8_t		 die_steps;
	int8_t		 die_jump;
	int8_t		 steps_made;
	int8_t		 jump_made;
	struct bits	 moved;
	int16_t		 jump_cell;	/* where the jump ended, when made */
	/* Stones each player has captured (most_captures only). */
	int16_t		 captures[NOTATION_MAX_PLAYERS];
	/* Stones in hand (hand.c, spec/rules.md section 17.8). */
	int16_t		 hand[NOTATION_MAX_PLAYERS];
	/*
	 * Draughts (spec/rules.md section 18): the stones that are kings;
	 * the others are men.  Empty in every other game.
	 */
	struct bits	 kings;
};

void	nt_position_clear(struct notation_position *,
	    const struct notation_rules *);
void	nt_position_put(struct notation_position *, int cell, int player);
/*
 * A stone taken off its cell; the stones on from and to changing places;
 * each with its hash terms.
 */
void	nt_position_take(struct notation_position *, int cell);
void	nt_position_swap(struct notation_position *, int from, int to);

/*
 * The stone of player who on 'from' moved to the empty cell 'to'.  In
 * line: every ply of a replay makes one, the take and the put of one
 * stone in one pass over its sets.
 */
static inline void
nt_position_move_empty(struct notation_position *p, int who, int from,
    int to)
{
	const struct notation_rules	*r = p->rules;
	/* Cells are not negative: their words without a sign's extension. */
	unsigned			 f = (unsigned)from, t = (unsigned)to;
	uint64_t			 bf = (uint64_t)1 << (f & 63);
	uint64_t			 bt = (uint64_t)1 << (t & 63);

	/* The stone leaves a set bit, enters a clear one: each flipped. */
	p->occ.w[f >> 6] ^= bf;
	p->occ.w[t >> 6] ^= bt;
	p->stones[who].w[f >> 6] ^= bf;
	p->stones[who].w[t >> 6] ^= bt;
	p->hash ^= r->zobrist[f][who] ^ r->zobrist[t][who];
	p->tally[who] += r->tally[t][who] - r->tally[f][who];
	/*
	 * The bytes last: a store of one may change any value for all the
	 * compiler knows, which it would then keep in a register.
	 */
	p->board[f] = -1;
	p->board[t] = (int8_t)who;
}

/*
 * The stone on 'from' moved to 'to'; a stone on 'to' (a swap) goes to
 * 'from'.  A chain back to its start (to == from, chain-to-start)
 * leaves the stone where it stands.
 */
static inline void
nt_position_move(struct notation_position *p, int from, int to)
{
	if (from == to)
		return;
	if (p->board[to] >= 0) {
		nt_position_swap(p, from, to);
		return;
	}
	nt_position_move_empty(p, p->board[from], from, to);
}
/*
 * dst made a copy of src, as *dst = *src would.  Every narrow board
 * (board.h: its cells in a set's first two words, its first 128 cells at
 * most) leaves the rest of the board, and the words of every set past
 * the second, as nt_position_clear() set them, the same in every such
 * position; so where both positions are of narrow boards only the part
 * before them and the scalars after the board are copied, 440 of 824
 * bytes: the checker copies the position of every ply for its ply
 * callback.
 */
void	nt_position_copy(struct notation_position *dst,
	    const struct notation_position *src);
/*
 * The stone on cell made a king, or a king made a man again (draughts),
 * with its hash term.
 */
void	nt_position_crown(struct notation_position *, int cell, int king);
/* Does any player hold a stone in hand? */
int	nt_hand_any(const struct notation_position *);
void	nt_position_start(struct notation_position *,
	    const struct notation_rules *);
void	nt_position_rehash(struct notation_position *);
int	nt_position_finish(struct notation_position *, const int *cnt,
	    struct notation_diag *, notation_position **out);

/*
 * Player side put out (end: eliminate): its stones in its camp (or all
 * of them) leave the board, and it takes no more turns.
 */
void	nt_position_put_out(struct notation_position *, int side);
/*
 * The turn handed on after a move: a player the camp rule puts out is
 * put out (end: eliminate), and the next player that takes turns of its
 * own and is still in is to move; with hands of different sizes, not
 * one with an empty hand while another still drops (spec/rules.md
 * 17.14).  The rule sets with neither of those two keys, nearly all,
 * hand on the turn in line.
 */
void	nt_position_turn_slow(struct notation_position *);

/*
 * The turn handed on where neither key is set: to the next player that
 * takes turns of its own and is still in.  With no one put out, nearly
 * always, that player and the hash's change are the rule set's, derived
 * once (rules.h, next_side); the move number goes up as the turn goes
 * round to the first player again.
 */
static inline void
nt_position_pass_turn(struct notation_position *p)
{
	const struct notation_rules	*r = p->rules;
	int				 side = p->side;

	if (p->eliminated == 0) {
		p->hash ^= r->turn_key[side];
		p->move_number += r->next_side[side] <= side;
		p->side = r->next_side[side];
		return;
	}
	p->hash ^= r->zobrist_side[side];
	/*
	 * A colour of another player takes no turn (spec/rules.md 12.8),
	 * nor does a player put out.
	 */
	do {
		if (++side == r->nplayers) {
			side = 0;
			p->move_number++;
		}
	} while (rules_side(r, side) != side ||
	    (p->eliminated & (1u << side)));
	p->side = side;
	p->hash ^= r->zobrist_side[side];
}

/*
 * The common move: where the rule set says a plain move is all of it
 * (rules.h, simple_apply), a step, jump or chain onto an empty cell
 * moves the stone and hands on the turn.  nt_position_is_plain() asks
 * whether m is one; nt_position_apply_plain() makes it, 1, or leaves it
 * to notation_position_apply()'s kinds, 0.  In line, so that a replay's
 * every ply goes without the call and its registers' saving; always, as
 * the compiler left it out of line in apply.c (the mixed sample's
 * validator 374.3M to 367.5M when made in line there too).
 */
static inline int
nt_position_is_plain(const struct notation_position *p,
    const struct notation_move *m)
{
	return p->rules->simple_apply && m->kind != NOTATION_PASS &&
	    m->kind != NOTATION_DROP && m->kind != NOTATION_OFF &&
	    p->board[m->to] < 0;
}

static inline NT_ALWAYS_INLINE int
nt_position_apply_plain(struct notation_position *p,
    const struct notation_move *m)
{
	if (!nt_position_is_plain(p, m))
		return 0;
	/* Onto an empty cell: from the one it stands on. */
	nt_position_move_empty(p, p->board[m->from], m->from, m->to);
	nt_position_pass_turn(p);
	return 1;
}

static inline void
nt_position_turn(struct notation_position *p)
{
	const struct notation_rules	*r = p->rules;

	if (r->eliminate != ELIMINATE_OFF || r->hands_differ) {
		nt_position_turn_slow(p);
		return;
	}
	nt_position_pass_turn(p);
}

/*
 * The terms of the hash beyond stones and side (hash.c), each 0 where a
 * game has none: a player's n captures, the dice turn in progress, the
 * stones in hand.
 */
uint64_t nt_capture_key(const struct notation_rules *, int player, int n);
uint64_t nt_dice_key(const struct notation_position *);
/*
 * nt_dice_key() is the xor of the turn's term (its dice and parts made)
 * and a term for each cell of moved; nt_dice_part_key() what a part onto
 * a cell not in moved changed in it, nt_dice_pass_key() what the turn's
 * last part took away, each asked after the part with the counts made
 * before it (kind_dice.c).
 */
uint64_t nt_dice_part_key(const struct notation_position *, int made,
    int jumped, int to);
uint64_t nt_dice_pass_key(const struct notation_position *, int made,
    int jumped, int to);
uint64_t nt_hand_key(const struct notation_position *);
/* The hash term of a king on cell (draughts): a king differs from a man. */
uint64_t nt_king_key(const struct notation_rules *, int cell);

#endif /* NOTATION_POSITION_H */
