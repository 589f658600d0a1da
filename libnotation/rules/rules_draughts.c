/*
 * rules_draughts.c -- the rule sets of draughts (key draughts, spec/rules.md
 * section 18, spec/rules-format.md): the board's dark cells numbered as
 * PDN numbers them, and the keys checked that the draughts move kind
 * (moves/kind_draughts.c) reads.  Part of the loader's second pass
 * (rules_resolve.c calls it), on the loader's state (rules_loader.h).
 */
#include <string.h>

#include "rules/rules_loader.h"

/*
 * Number the dark cells (a1 is dark, spec/boards.md) from 1, rank by rank
 * from the top, file by file from the left: PDN's numbers, 1 to 50 on the
 * 10x10 board, 1..5 on b10..j10 and 46..50 on a1..i1.  Called before the
 * board's cells are read, so that a rule file may name them by number.
 */
void
nt_rules_draughts_number(struct notation_rules *r)
{
	const struct geometry	*g = &r->geo;
	int			 file, rank, c;

	r->numbers = 0;
	memset(r->cell_number, 0, sizeof(r->cell_number));
	for (rank = g->height - 1; rank >= 0; rank--)
		for (file = 0; file < g->width; file++) {
			if ((rank + file) % 2 != 0)
				continue;
			c = rank * g->stride + file;
			r->numbers++;
			r->cell_number[c] = (uint8_t)r->numbers;
			r->number_cell[r->numbers] = (int16_t)c;
		}
}

/* The board of a draughts rule set: its dark cells, numbered. */
int
nt_rules_draughts_board(struct loader *ld)
{
	struct notation_rules	*r = ld->r;
	struct bits		 dark;
	int			 c;

	if (r->geo.shape != SHAPE_SQUARE || r->geo.ndirs != 8)
		return fail(ld, ld->draughts_at, "draughts needs a square "
		    "board with directions: 8: its pieces move along the "
		    "diagonals of the dark cells");
	/* A capture keeps the pieces it takes as a bit per number. */
	if ((r->geo.width * r->geo.height + 1) / 2 > 64)
		return fail(ld, ld->draughts_at, "draughts: the board has "
		    "more than 64 dark cells, more than the toolkit numbers");
	if (ld->cells.present)
		return fail(ld, ld->cells.at, "draughts keeps the board's dark "
		    "cells: leave out cells");
	nt_rules_draughts_number(r);
	bits_zero(&dark);
	BITS_FOREACH(c, &r->geo.valid)
		if (r->cell_number[c] != 0)
			bits_set(&dark, c);
	nt_geometry_mask(&r->geo, &dark);
	return 0;
}

/*
 * The keys beside draughts: two players, moving along the diagonals, the
 * first from the bottom ranks up; no key of the Halma family's moves.
 */
int
nt_rules_draughts_check(struct loader *ld)
{
	struct notation_rules	*r = ld->r;
	int			 c;

	if (r->nplayers != 2)
		return fail(ld, ld->draughts_at, "draughts needs two players, "
		    "not %d", r->nplayers);
	if (r->lines != LINES_DIAGONAL)
		return fail(ld, ld->draughts_at, "draughts needs lines: "
		    "diagonal: its pieces move along the diagonals");
	if (r->capture || r->single_jump || r->jump != JUMP_SHORT ||
	    r->jump_over != JUMP_OVER_ANY || r->steps != STEPS_LINES ||
	    r->forward || r->step_after_jumps || r->station > 0 ||
	    r->chain_to_start || r->goal_lock || r->camp_duty || r->swap ||
	    r->same_colour || r->colour_moves || r->dice_sides > 0 ||
	    !bits_empty(&r->shared) || !bits_empty(&r->drop_cells) ||
	    r->off_board || r->camp_rule_move > 0 || r->pass != PASS_NEVER)
		return fail(ld, ld->draughts_at, "draughts sets its own moves "
		    "and captures: leave out the keys that shape a Halma "
		    "move (capture, chains, jumps, jump-over, steps, forward, "
		    "pass, the camp and goal rules...)");
	for (c = 0; c < 2; c++)
		if (!bits_empty(&r->pl[c].goal))
			return fail(ld, ld->draughts_at, "draughts: player %s "
			    "has a goal, and draughts has none: a man is "
			    "crowned on the far rank", r->pl[c].name);
	return 0;
}
