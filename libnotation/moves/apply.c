/*
 * apply.c -- the front of making a move (notation_position_apply()): the
 * first kind of the rule set that takes the move makes it and says
 * whether the turn passes (kinds.c); a pass, no kind's, only hands the
 * turn on.  Calls kinds.c, the kinds' tables and the position.
 */
#include "moves/moves.h"

/*
 * Is m the plain kind's to make without asking the list?  In the plain
 * families (kinds.c: the hand kind, then the plain one) the hand kind
 * takes only drops and moves off the board, whether or not it owns the
 * turn (kind_hand.c, hand_apply()), so every other move but a pass goes
 * to the plain kind: the family, derived once with the rule set, says
 * so before any kind is called.
 */
static inline int
plain_move(const struct notation_rules *r, const struct notation_move *m)
{
	return (r->family == FAMILY_PLAIN || r->family == FAMILY_PLAIN_FREE) &&
	    m->kind != NOTATION_PASS && m->kind != NOTATION_DROP &&
	    m->kind != NOTATION_OFF;
}

/*
 * The move number at whose plies alone a plain move onto an empty cell,
 * no one put out yet, is more than the stone's move and the turn handed
 * on (position.h, nt_position_move_empty() and nt_position_pass_turn()):
 * end: eliminate puts the mover out only after its move of the camp
 * rule (position.c, eliminate()), where nothing else keeps the rule set
 * from simple_apply.  0: at every ply, or where simple_apply says it
 * never is.
 */
unsigned long
nt_apply_plain_but(const struct notation_rules *r)
{
	if (r->simple_apply || (r->family != FAMILY_PLAIN &&
	    r->family != FAMILY_PLAIN_FREE) || r->single_jump ||
	    r->hands_differ || r->walled_in || r->eliminate == ELIMINATE_OFF ||
	    r->camp_rule_move <= 0)
		return 0;
	return (unsigned long)r->camp_rule_move;
}

/* Out of line, as the rule sets that wall players in are few. */
NT_NOINLINE
static void
walled_turn(struct notation_position *p)
{
	nt_walled_turn(p);
}

/*
 * The first kind that takes m makes it.  Out of line, so that the plain
 * kind's moves above go without its calls' cost.
 */
NT_NOINLINE
static int
by_kinds(const struct nt_kind *const *kinds, struct notation_position *p,
    const struct notation_move *m)
{
	int	 rc = 1;

	for (; *kinds != NULL; kinds++)
		if ((rc = (*kinds)->apply(p, m)) != NT_NOT_MINE)
			break;
	return rc;
}

void
nt_apply(const struct nt_kind *const *kinds, struct notation_position *p,
    const struct notation_move *m)
{
	int	 rc = 1;

	if (plain_move(p->rules, m))
		rc = nt_plain_apply(p, m);
	/* A pass moves no stone, only the turn on (spec/moves.md). */
	else if (m->kind != NOTATION_PASS)
		rc = by_kinds(kinds, p, m);
	/* A dice game's turn goes on until its parts are made. */
	if (rc != 0) {
		nt_position_turn(p);
		/* A player walled in at home is out (rules.md 17.10). */
		if (p->rules->walled_in)
			walled_turn(p);
	}
}

/* Out of line, for the move below to need none of its registers. */
NT_NOINLINE
static void
by_table(notation_position *p, const struct notation_move *m)
{
	nt_apply(nt_kinds(p->rules), p, m);
}

/*
 * The common move first, in line (position.h, nt_position_apply_plain());
 * everything else goes through the kinds' table.
 */
void
notation_position_apply(notation_position *p, const struct notation_move *m)
{
	if (nt_position_apply_plain(p, m))
		return;
	by_table(p, m);
}
