/*
 * ends.c -- the ends of the rules that ask the position alone, for the
 * adjudication of game.c: whether any player that takes turns could
 * move (no-move-draw, spec/rules.md section 1.7), and which players are
 * down to fewer stones than their min-stones (section 17.14).  Calls the
 * moves layer only.
 */
#include "game/game.h"

int
nt_nobody_moves(const struct notation_position *p)
{
	struct notation_position	 q = *p;
	int				 i;

	for (i = 0; i < p->rules->nplayers; i++) {
		if (rules_side(p->rules, i) != i)
			continue;
		q.side = i;
		if (nt_moves_exist(&q))
			return 0;
	}
	return 1;
}

unsigned
nt_too_few(const struct notation_position *p)
{
	const struct notation_rules	*r = p->rules;
	unsigned			 who = 0;
	int				 i;

	for (i = 0; i < r->nplayers; i++)
		if (r->pl[i].min_stones > 0 && bits_count(&p->stones[i]) +
		    p->hand[i] < r->pl[i].min_stones)
			who |= 1u << i;
	return who;
}
