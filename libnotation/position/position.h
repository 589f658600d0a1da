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
 * A stone taken off its cell; a stone moved from-to, a stone on 'to'
 * going to 'from' (a swap); each with its hash terms.
 */
void	nt_position_take(struct notation_position *, int cell);
void	nt_position_move(struct notation_position *, int from, int to);
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
/* The turn handed on after a move (the camp rule's players put out). */
void	nt_position_turn(struct notation_position *);

/*
 * The terms of the hash beyond stones and side (hash.c), each 0 where a
 * game has none: a player's n captures, the dice turn in progress, the
 * stones in hand.
 */
uint64_t nt_capture_key(const struct notation_rules *, int player, int n);
uint64_t nt_dice_key(const struct notation_position *);
uint64_t nt_hand_key(const struct notation_position *);
/* The hash term of a king on cell (draughts): a king differs from a man. */
uint64_t nt_king_key(const struct notation_rules *, int cell);

#endif /* NOTATION_POSITION_H */
