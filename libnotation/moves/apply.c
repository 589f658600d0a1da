/*
 * apply.c -- the front of making a move (notation_position_apply()): the
 * first kind of the rule set that takes the move makes it and says
 * whether the turn passes (kinds.c); a pass, no kind's, only hands the
 * turn on.  Calls kinds.c, the kinds' tables and the position.
 */
#include "moves/moves.h"

void
nt_apply(const struct nt_kind *const *kinds, struct notation_position *p,
    const struct notation_move *m)
{
	int	 rc = 1;

	/* A pass moves no stone, only the turn on (spec/moves.md). */
	if (m->kind != NOTATION_PASS)
		for (; *kinds != NULL; kinds++)
			if ((rc = (*kinds)->apply(p, m)) != NT_NOT_MINE)
				break;
	/* A dice game's turn goes on until its parts are made. */
	if (rc != 0) {
		nt_position_turn(p);
		/* A player walled in at home is out (rules.md 17.10). */
		if (p->rules->walled_in)
			nt_walled_turn(p);
	}
}

void
notation_position_apply(notation_position *p, const struct notation_move *m)
{
	nt_apply(nt_kinds(p->rules), p, m);
}
