/*
 * moves.h -- what the move modules share: steps and the rule set's
 * restrictions, jump chains, the move kinds and their front (move text,
 * generation, perft).
 */
#ifndef NOTATION_MOVES_H
#define NOTATION_MOVES_H

#include "position/position.h"

/* ------------------------------------------------------------------ */
/* Jump chains (jumps.c) and legality (movegen.c)                     */

/*
 * The cells the stone on 'from' can reach by a chain of one or more jumps
 * in pos, the stone lifted off 'from' while it jumps.  'from' itself is
 * never in the result.
 */
void	nt_jump_reach(const struct notation_position *, int from,
	    struct bits *out);
/* Is 'to' in that reach?  Stops searching as soon as it is found. */
int	nt_jump_reaches(const struct notation_position *, int from, int to);
/*
 * A move of one kind from 'from' to 'to' (-1 where it has none: a drop's
 * start, a move off's landing), in short form and with no chain: every
 * generator builds its moves with it.
 */
static inline struct notation_move
nt_move_of(int from, int to, int kind)
{
	struct notation_move	 m;

	m.from = (int16_t)from;
	m.to = (int16_t)to;
	m.kind = (uint8_t)kind;
	m.hops = 0;
	m.chain = 0;
	m.dirs = 0;
	return m;
}

/*
 * Is from-to a step of the rule set for the stone on 'from' (movegen.c),
 * 'to' empty or not?
 */
int	nt_is_step(const struct notation_position *, int from, int to);
/*
 * Is a-b a step for a stone of player who (movegen.c), b empty or not?
 * May a stone of player who land on cell, stations counted (jumps.c)?
 */
int	nt_step_ok(const struct notation_position *, int who, int a, int b);
int	nt_land_ok(const struct notation_position *, int who, int cell);
/* Is there a single jump from a to b (the mover lifted from 'lifted')? */
int	nt_jump_single(const struct notation_position *, int lifted, int a,
	    int b);
/*
 * The landing cells of the chain from-to with the fewest hops, first in
 * direction order; path holds NOTATION_MAX_CELLS.  0 if unreachable.
 */
size_t	nt_jump_path(const struct notation_position *, int from, int to,
	    int16_t *path);
/*
 * The hops of that chain, as nt_jump_path() counts them, without writing the
 * path (for statistics); 0 if unreachable.
 */
unsigned nt_jump_hops(const struct notation_position *, int from, int to);
/*
 * Rule-set restrictions beyond reachability (goal lock, camp duty): 0 if
 * the move from-to is allowed, otherwise a code with d filled.
 */
int	nt_move_allowed(const struct notation_position *, int from, int to,
	    struct notation_diag *d);
/*
 * The goal lock at every hop (goal-lock-hops): 0 if hop number 'hop' of a
 * chain of the stone on 'from', from a to b, keeps it, otherwise a code
 * with d filled.  For the long form, whose every hop is named.
 */
int	nt_hop_allowed(const struct notation_position *, int from,
	    size_t hop, int a, int b, struct notation_diag *d);
/*
 * Can a chain of the stone on 'from' come back to 'from' (chain-to-start,
 * spec/rules.md section 16.6)?  Always 0 for rule sets without the key.
 */
int	nt_chain_returns(const struct notation_position *, int from);
/*
 * nt_jump_path() under the rule set's hop restrictions: the chain the
 * long form writes, a chain back to the start (to == from) included.
 */
size_t	nt_jump_path_allowed(const struct notation_position *, int from,
	    int to, int16_t *path);
/*
 * The players whose stones the side to move may move, a bit per player:
 * itself, and in team play, once all its stones stand in its goal, its
 * partners too (spec/rules.md, "Team play"), unless the rule set says
 * finished-moves: own.
 */
unsigned nt_movers(const struct notation_position *);
/* Their stones: the stones the side to move may move. */
void	nt_movable(const struct notation_position *, struct bits *);
/* Is from-to, onto an occupied cell, a swap of ending variant 1? */
int	nt_swap_allowed(const struct notation_position *, int from, int to);
/* Has the side to move any legal move at all? */
int	nt_moves_exist(const struct notation_position *);

/*
 * The landing cell of the single jump from a in each direction (-1 where
 * none), the stone on 'lifted' lifted off; out holds MAX_DIRS.
 */
void	nt_jump_landings(const struct notation_position *, int lifted, int a,
	    int16_t *out);

/*
 * Dice (dice.c; spec/rules.md section 17.4, spec/moves.md "Dice").  For
 * a rule set with dice_sides > 0 these stand in for the plain parse,
 * apply and generation: a roll token "dSJ" starts a turn, and each part
 * (a step, or the jump die's chain) is a move of its own.
 *  - nt_dice_parse(): notation_move_parse() of a dice game;
 *  - nt_dice_apply(): make m (a roll or a part); 1 when the turn is
 *    over (the caller then hands it on), 0 when it goes on;
 *  - nt_dice_generate(): the 36 rolls between turns (sides squared),
 *    else the parts that can be made next;
 *  - nt_dice_path(): the long form of a jump part, exactly die_jump
 *    hops, the first such chain in direction order; 0 if none.
 *  - nt_dice_parts_exist(): can a part of the turn in progress be made?
 */
int	nt_dice_parse(const struct notation_position *, const char *text,
	    size_t len, struct notation_move *m, struct notation_diag *d);
int	nt_dice_apply(struct notation_position *, const struct notation_move *);
size_t	nt_dice_generate(const struct notation_position *,
	    struct notation_move *out);
size_t	nt_dice_path(const struct notation_position *, int from, int to,
	    int16_t *path);
int	nt_dice_parts_exist(const struct notation_position *);
/*
 * The turn field of a position string, "d35/e4,f4/h6" (spec/position-
 * string.md): read into p, whose stones and side are set (NULL, or what
 * is wrong); written, with its leading blank.
 */
const char *nt_dice_turn_read(struct notation_position *, const char *s,
	    size_t len);
int	nt_dice_turn_write(const struct notation_position *,
	    struct notation_buf *);
/* The plain parse of a move, without the dice (move.c). */
int	nt_move_parse_plain(const struct notation_position *, const char *text,
	    size_t len, struct notation_move *m, struct notation_diag *d);

/*
 * Capture chains (captures.c; spec/moves.md "Capture chains"), for a
 * rule set with capture_chains: the moves of the position (steps, then
 * chains, one per position they leave); whether one exists; a move's
 * landing cells and the cells of the stones it takes (each holds
 * NOTATION_MAX_CHAIN; the count); its captures made and counted (the
 * stone itself is moved by the caller); whether its short form names
 * it; the parse of a move whose shape move.c has checked (ncells cells,
 * 'x' in it when capt, a stone the side moves on 'from').
 */
size_t	nt_capture_generate(const struct notation_position *,
	    struct notation_move *out);
int	nt_capture_exists(const struct notation_position *);
size_t	nt_capture_path(const struct notation_position *,
	    const struct notation_move *, int16_t *path, int16_t *caught);
void	nt_capture_apply(struct notation_position *,
	    const struct notation_move *);
int	nt_capture_unambiguous(const struct notation_position *,
	    const struct notation_move *);
int	nt_capture_parse(const struct notation_position *, const char *text,
	    size_t len, size_t ncells, int from, int capt,
	    struct notation_move *m, struct notation_diag *d);

/*
 * Stones in hand and moves off the board (hand.c; spec/rules.md section
 * 17.8, spec/moves.md "Drops and moves off the board"):
 *  - nt_hand_any(): does any player hold a stone in hand?  Then every
 *    move is a drop;
 *  - nt_hand_parse(): a drop "f6" or a move off "c4-off", "c4-e2-off";
 *    -1 when the text is neither (the caller parses it), else 0 or the
 *    code (NOTATION_SYNTAX among them) with d filled;
 *  - nt_hand_generate(): the drops of the side to move (hand.c's list
 *    when nt_hand_any(), else 0);
 *  - nt_off_ok(): can the stone on 'from' leave the board in one move?
 *  - nt_off_path(): the long form's landings before the last hop off
 *    (fewest hops); its count, path holds NOTATION_MAX_CELLS.
 */
int	nt_hand_any(const struct notation_position *);
int	nt_hand_parse(const struct notation_position *, const char *text,
	    size_t len, struct notation_move *m, struct notation_diag *d);
size_t	nt_hand_generate(const struct notation_position *,
	    struct notation_move *out);
int	nt_off_ok(const struct notation_position *, int from);
size_t	nt_off_path(const struct notation_position *, int from,
	    int16_t *path);

#endif /* NOTATION_MOVES_H */
