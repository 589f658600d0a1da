/*
 * apply.c -- a move made on a position (notation_position_apply()).
 */
#include "moves/moves.h"

/* The cell a short jump from-to goes over, or -1 when it is no jump. */
static int
halfway(const struct notation_rules *r, int from, int to)
{
	int	 d, mid;

	for (d = 0; d < r->geo.ndirs; d++)
		if ((mid = r->geo.nb[from][d]) >= 0 && r->geo.nb[mid][d] == to)
			return mid;
	return -1;
}

void
notation_position_apply(notation_position *p, const struct notation_move *m)
{
	const struct notation_rules	*r = p->rules;
	int				 who, other, mid;

	/* A pass moves no stone, only the turn on (spec/moves.md). */
	if (m->kind == NOTATION_PASS)
		goto turn;
	/*
	 * A drop puts a stone from the hand on its cell; a move off the
	 * board takes the stone away (spec/rules.md section 17.8).
	 */
	if (m->kind == NOTATION_DROP) {
		p->hash ^= nt_hand_key(p);
		p->hand[p->side]--;
		p->hash ^= nt_hand_key(p);
		nt_position_put(p, m->to, p->side);
		goto turn;
	}
	if (m->kind == NOTATION_OFF) {
		who = p->board[m->from];
		bits_clear(&p->occ, m->from);
		bits_clear(&p->stones[who], m->from);
		p->board[m->from] = -1;
		p->hash ^= r->zobrist[m->from][who];
		goto turn;
	}
	/* A dice game's roll or part; the turn passes when it is over. */
	if (r->dice_sides > 0) {
		if (nt_dice_apply(p, m) == 0)
			return;
		goto turn;
	}
	/* A capture chain's stones taken, before the stone moves. */
	if (m->chain > 0)
		nt_capture_apply(p, m);
	who = p->board[m->from];
	other = p->board[m->to];
	bits_clear(&p->occ, m->from);
	bits_clear(&p->stones[who], m->from);
	p->board[m->from] = -1;
	p->hash ^= r->zobrist[m->from][who];
	/* A swap (spec/rules.md) puts the other stone where this one was. */
	if (other >= 0) {
		bits_clear(&p->occ, m->to);
		bits_clear(&p->stones[other], m->to);
		p->board[m->to] = -1;
		p->hash ^= r->zobrist[m->to][other];
		nt_position_put(p, m->from, other);
	}
	nt_position_put(p, m->to, who);
	/*
	 * A jump of a move of one jump (chains: false) goes over the cell
	 * halfway: its stone is captured, or, over an empty cell, a stone
	 * of the jumping stone's player fills it (spec/rules.md 17.6-7).
	 */
	if (r->single_jump && (mid = halfway(r, m->from, m->to)) >= 0) {
		if (r->capture && (other = p->board[mid]) >= 0) {
			bits_clear(&p->occ, mid);
			bits_clear(&p->stones[other], mid);
			p->board[mid] = -1;
			p->hash ^= r->zobrist[mid][other];
		} else if (r->jump_over == JUMP_OVER_EMPTY &&
		    p->board[mid] < 0)
			nt_position_put(p, mid, who);
	}
turn:
	nt_position_turn(p);
}
