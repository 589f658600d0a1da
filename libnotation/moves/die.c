/*
 * die.c -- the one die of the races (kind_race.c: Rakado; kind_track.c:
 * Petits chevaux; spec/moves.md, "Races"), what both kinds do alike: a
 * turn begins with a roll "dN" of one die, whose move follows; a roll of
 * "again" (dice: again) gives another roll once its move is made; a step
 * is written "e7-e11", "e7xe11" when it lands on a stone; the turn in
 * progress is written " d4", " d6+" in the position string.  Calls the
 * position and its hash.
 */
#include <stdio.h>

#include "moves/moves.h"

int
nt_die_rolling(const struct notation_position *p)
{
	return p->die_steps == 0 || p->jump_made == NT_DIE_AGAIN;
}

size_t
nt_die_rolls(const struct notation_position *p, struct notation_move *out)
{
	int	 s;

	for (s = 1; s <= p->rules->dice_sides; s++) {
		out[s - 1] = nt_move_of(-1, -1, NOTATION_ROLL);
		out[s - 1].hops = (uint8_t)s;
	}
	return (size_t)p->rules->dice_sides;
}

int
nt_die_roll(const struct notation_position *p, const char *text,
    struct notation_move *m, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	int				 n = text[1] - '0';

	if (n < 1 || n > r->dice_sides)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.2s: the die of %s has %d sides, so a roll is 1 to %d",
		    text, r->name, r->dice_sides, r->dice_sides);
	*m = nt_move_of(-1, -1, NOTATION_ROLL);
	m->hops = (uint8_t)n;
	return 0;
}

int
nt_die_turn_done(struct notation_position *p)
{
	if (p->rules->race_again > 0 && p->die_steps == p->rules->race_again) {
		p->jump_made = NT_DIE_AGAIN;
		p->hash ^= nt_dice_key(p);
		return 0;
	}
	p->die_steps = p->jump_made = 0;
	return 1;
}

int
nt_die_format(const struct notation_position *p,
    const struct notation_move *m, struct notation_buf *out)
{
	char	 a[4], b[4];

	switch (m->kind) {
	case NOTATION_ROLL:
		return notation_buf_printf(out, "d%d", m->hops) < 0 ? -1 : 0;
	case NOTATION_STEP:
		notation_cell_name(p->rules, m->from, a);
		notation_cell_name(p->rules, m->to, b);
		return notation_buf_printf(out, "%s%c%s", a,
		    bits_test(&p->occ, m->to) ? 'x' : '-', b) < 0 ? -1 : 0;
	default:
		return NT_NOT_MINE;
	}
}

/* A move's two ends are all a drawing needs. */
int
nt_die_landings(const struct notation_position *p,
    const struct notation_move *m, int16_t *path)
{
	(void)p;
	(void)m;
	(void)path;
	return 0;
}

int
nt_die_turn_write(const struct notation_position *p,
    struct notation_buf *out)
{
	if (p->die_steps == 0)
		return 0;
	if (notation_buf_printf(out, " d%d", p->die_steps) < 0)
		return -1;
	if (p->jump_made == NT_DIE_AGAIN && notation_buf_putc(out, '+'))
		return -1;
	return 0;
}

int
nt_die_turn_open(const struct notation_position *p)
{
	return p->die_steps > 0;
}
