/*
 * kings.c -- the king endings of draughts (spec/rules.md section 18.3): a
 * game of one king against one king is drawn at once; two kings against
 * one king after five moves of each side; three pieces, one of them a king
 * at least, against one king after sixteen moves of each side, counted
 * from the move that made that material.  The game keeps which ending
 * stands and since which ply (struct nt_kings, game.h); game.c ends the
 * game when this says so.
 */
#include "game/game.h"

/* The ending a position is, by its material. */
static enum nt_ending
ending_of(const struct notation_position *p)
{
	struct bits	 b;
	int		 i, w, kings[2], pieces[2], lone;

	for (i = 0; i < 2; i++) {
		pieces[i] = bits_count(&p->stones[i]);
		for (w = 0; w < BITS_WORDS; w++)
			b.w[w] = p->stones[i].w[w] & p->kings.w[w];
		kings[i] = bits_count(&b);
	}
	/* The side with one king alone, and the other. */
	if (pieces[0] == 1 && kings[0] == 1)
		lone = 0;
	else if (pieces[1] == 1 && kings[1] == 1)
		lone = 1;
	else
		return ENDING_NONE;
	i = !lone;
	if (pieces[i] == 1 && kings[i] == 1)
		return ENDING_ONE;
	if (pieces[i] == 2 && kings[i] == 2)
		return ENDING_TWO;
	if (pieces[i] == 3 && kings[i] >= 1)
		return ENDING_THREE;
	return ENDING_NONE;
}

void
nt_kings_reset(struct nt_kings *k, const struct notation_position *p)
{
	k->ending = p->rules->draughts ? ending_of(p) : ENDING_NONE;
	k->since = 0;
}

/*
 * After ply number 'ply' of the game (1 for the first): 1 when the
 * ending the position is in draws the game now.  An ending is counted
 * from the ply that made it; a man crowned among the three pieces keeps
 * the ending, and its count.
 */
int
nt_kings_draw(struct nt_kings *k, const struct notation_position *p,
    unsigned long ply)
{
	enum nt_ending	 e = ending_of(p);

	if (e != k->ending) {
		k->ending = e;
		k->since = ply;
	}
	switch (e) {
	case ENDING_ONE:
		return 1;
	case ENDING_TWO:
		return ply - k->since >= 2 * 5;
	case ENDING_THREE:
		return ply - k->since >= 2 * 16;
	default:
		return 0;
	}
}
