/*
 * dice_chains.h -- the chains of the dice kind's jump die
 * (dice_chains.c), for kind_dice.c.
 */
#ifndef NOTATION_MOVES_DICE_CHAINS_H
#define NOTATION_MOVES_DICE_CHAINS_H

void	nt_dice_jump_ends(const struct notation_position *, int,
	    struct bits *);
int	nt_dice_jumps_any(const struct notation_position *,
	    const struct bits *);
size_t	nt_dice_path(const struct notation_position *, int, int,
	    int16_t *);
int	nt_dice_chain_exists(const struct notation_position *, int, int);

#endif
