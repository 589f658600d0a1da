/*
 * kings.c -- the king endings of draughts (spec/rules.md section 18.3): a
 * game of one king against one king is drawn at once, unless one king
 * can still take the other; two kings against one king after five moves
 * of each side; three pieces, one of them a king at least, against one
 * king after sixteen moves of each side, counted from the move that made
 * that material.  The game keeps which ending stands and since which ply
 * (struct nt_kings, game.h); game.c ends the game when this says so.
 */
#include <stdlib.h>

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

/* Can the side to move of p take a piece now?  (a: a move list) */
static int
can_take(const struct notation_position *p, struct notation_move *a)
{
	return notation_move_generate(p, a) > 0 && a[0].chain > 0;
}

/*
 * Does every move of p's side to move let the other take at once (or has
 * it none)?  a and b: two move lists.
 */
static int
all_lose(const struct notation_position *p, struct notation_move *a,
    struct notation_move *b)
{
	struct notation_position	 q;
	size_t				 n, i;

	n = notation_move_generate(p, a);
	for (i = 0; i < n; i++) {
		q = *p;
		notation_position_apply(&q, &a[i]);
		if (!can_take(&q, b))
			return 0;
	}
	return 1;
}

/*
 * One king against one king is drawn where "er geen mogelijkheid is om te
 * winnen" (where neither can win), and only there: not when the side to
 * move can take the other king now, nor when every move it has lets the
 * other take it at once, nor when it has a move after which every move of
 * the other does (the corner of the long diagonal, which the other king
 * can hold).  Two kings alone can force nothing longer.  Every capture of
 * draughts is compulsory, so a side that can take has only captures.
 * Memory that ran out leaves the draw.
 */
static int
lone_kings_win(const struct notation_position *p)
{
	struct notation_position	 q;
	struct notation_move		*a, *b, *c;
	size_t				 n, i;
	int				 win;

	if ((a = malloc(3 * NOTATION_MOVE_LIST_BYTES)) == NULL)
		return 0;
	b = a + NOTATION_MAX_MOVES;
	c = b + NOTATION_MAX_MOVES;
	win = can_take(p, a) || all_lose(p, a, b);
	n = win ? 0 : notation_move_generate(p, a);
	for (i = 0; !win && i < n; i++) {
		q = *p;
		notation_position_apply(&q, &a[i]);
		win = all_lose(&q, b, c);
	}
	free(a);
	return win;
}

void
nt_kings_reset(struct nt_kings *k, const struct notation_position *p)
{
	k->ending = p->rules->draughts ? ending_of(p) : ENDING_NONE;
	k->since = 0;
}

/*
 * After ply number 'ply' of the game (1 for the first): 1 when the
 * ending the position is in draws the game now (p: the side to move is
 * the one after that ply).  An ending is counted
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
		return !lone_kings_win(p);
	case ENDING_TWO:
		return ply - k->since >= 2 * 5;
	case ENDING_THREE:
		return ply - k->since >= 2 * 16;
	default:
		return 0;
	}
}
