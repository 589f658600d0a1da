/*
 * move.c -- the front of move text (spec/moves.md): a move parsed and
 * checked against a position, and written back, in the short form
 * ("i2-a8") or the long (every landing cell, "i2-g4-e6-a8"); the landings
 * of a move for drawings; the turn in progress of a position string.
 * Every kind of move is reached through the table of its rule set's kinds
 * (kinds.c); only "pass", which is no kind's, is read here.  Calls
 * kinds.c, the kinds' tables, and movegen.c (whether a move exists, for
 * the pass).
 */
#include <string.h>

#include "moves/moves.h"

/*
 * A pass (spec/moves.md, "Pass"): the token "pass", legal where the rule
 * set allows one (spec/rules-format.md, "pass").  m names no cell.
 */
static int
parse_pass(const struct notation_position *p, struct notation_move *m,
    struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;

	if (r->pass == PASS_NEVER)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "pass: %s allows no pass", r->name);
	if (p->hand[p->side] > 0)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "pass: %s has stones in hand and must drop one",
		    r->pl[p->side].name);
	if (r->pass == PASS_NO_MOVE && nt_moves_exist(p))
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "pass: %s has a legal move, and %s allows a pass only "
		    "without one", r->pl[p->side].name, r->name);
	m->from = m->to = -1;
	m->kind = NOTATION_PASS;
	m->hops = 0;
	return 0;
}

/*
 * The first kind that does not say "not mine" parses the text; the kind
 * that owns the turn then checks what another kind (or the pass) made of
 * it, as a part of its turn (the dice).  Out of line, so that the common
 * move's parse below goes without its registers' cost.
 */
static NT_NOINLINE int
parse_by_kinds(const struct notation_position *p, const struct nt_kind *owner,
    const char *text, size_t len, struct notation_move *m,
    struct notation_diag *d)
{
	const struct nt_kind *const	*kinds = nt_kinds(p->rules);
	const struct nt_kind		*k = NULL;
	size_t				 i;
	int				 rc = NT_NOT_MINE;

	if (len == 4 && memcmp(text, "pass", 4) == 0)
		rc = parse_pass(p, m, d);
	else
		for (i = 0; (k = kinds[i]) != NULL; i++)
			if ((rc = k->parse(p, text, len, m, d)) != NT_NOT_MINE)
				break;
	if (owner != k && owner->confirm != NULL)
		rc = owner->confirm(p, text, len, m, rc, d);
	return rc;
}

/* The same, for a turn() whose common move the text is not. */
static int
parse_rest(const struct notation_position *p, const char *text, size_t len,
    struct notation_move *m, struct notation_diag *d)
{
	return parse_by_kinds(p, nt_owner(p->rules), text, len, m, d);
}

/* The owner's fast parse first, then the kinds in turn. */
static NT_NOINLINE int
parse_fast_first(const struct notation_position *p, const char *text,
    size_t len, struct notation_move *m, struct notation_diag *d,
    const struct nt_kind *owner)
{
	if (owner->fast != NULL && owner->fast(p, text, len, m) == 0)
		return 0;
	return parse_by_kinds(p, owner, text, len, m, d);
}

/*
 * The owner's turn(), where it has one: a jump to it, with no register
 * kept for after it (its every way out is its own).
 */
int
notation_move_parse(const notation_position *p, const char *text, size_t len,
    struct notation_move *m, struct notation_diag *d)
{
	const struct nt_kind	*owner = nt_owner(p->rules);

	m->chain = 0;
	m->fewest = 0;
	m->dirs = 0;
	if (owner->turn != NULL)
		return owner->turn(p, text, len, m, d, parse_rest);
	/* The owner last: the arguments stay in their registers. */
	return parse_fast_first(p, text, len, m, d, owner);
}

/*
 * Does m name the cells its kind needs, each a cell of r's board (a pass
 * and a roll none, a drop its target, a move off its start, any other
 * move both), and a capture chain of at most NOTATION_MAX_CHAIN hops?
 * Writing or drawing a move that does not would name cells off the
 * board's tables (from -1 read before them).
 */
int
nt_move_cells_ok(const struct notation_rules *r, const struct notation_move *m)
{
	switch (m->kind) {
	case NOTATION_PASS:
	case NOTATION_ROLL:
		return 1;
	case NOTATION_DROP:
		return notation_cell_valid(r, m->to);
	case NOTATION_OFF:
		return notation_cell_valid(r, m->from);
	case NOTATION_STEP:
	case NOTATION_JUMP:
	case NOTATION_SWAP:
		return notation_cell_valid(r, m->from) &&
		    notation_cell_valid(r, m->to) &&
		    m->chain <= NOTATION_MAX_CHAIN;
	default:
		return 0;
	}
}

int
notation_move_format(const notation_position *p, const struct notation_move *m,
    int longform, struct notation_buf *out)
{
	const struct nt_kind *const	*kinds = nt_kinds(p->rules);
	int				 rc;

	if (!nt_move_cells_ok(p->rules, m))
		return -1;
	if (m->kind == NOTATION_PASS)
		return notation_buf_puts(out, "pass") ? -1 : 0;
	for (; *kinds != NULL; kinds++)
		if ((rc = (*kinds)->format(p, m, longform, out)) !=
		    NT_NOT_MINE)
			return rc;
	return -1;
}

size_t
nt_move_landings(const struct notation_position *p,
    const struct notation_move *m, int16_t *path)
{
	const struct nt_kind *const	*kinds = nt_kinds(p->rules);
	int				 n;

	if (m->kind == NOTATION_PASS || m->kind == NOTATION_ROLL)
		return 0;
	for (; *kinds != NULL; kinds++)
		if ((n = (*kinds)->landings(p, m, path)) != NT_NOT_MINE)
			return n > 0 ? (size_t)n : 0;
	return 0;
}

int
nt_turn_read(struct notation_position *p, const char *s, size_t len,
    const char **why)
{
	const struct nt_kind *const	*kinds = nt_kinds(p->rules);

	*why = NULL;
	for (; *kinds != NULL; kinds++)
		if ((*kinds)->turn_read != NULL &&
		    (*kinds)->turn_read(p, s, len, why))
			return 1;
	return 0;
}

int
nt_turn_write(const struct notation_position *p, struct notation_buf *out)
{
	const struct nt_kind *const	*kinds = nt_kinds(p->rules);
	int				 rc = 0;

	for (; *kinds != NULL; kinds++)
		if ((*kinds)->turn_write != NULL)
			rc |= (*kinds)->turn_write(p, out);
	return rc;
}

int
nt_turn_open(const struct notation_position *p)
{
	const struct nt_kind *const	*kinds = nt_kinds(p->rules);

	for (; *kinds != NULL; kinds++)
		if ((*kinds)->turn_open != NULL && (*kinds)->turn_open(p))
			return 1;
	return 0;
}

int
nt_turns_of_plies(const struct notation_rules *r)
{
	const struct nt_kind *const	*kinds = nt_kinds(r);

	for (; *kinds != NULL; kinds++)
		if ((*kinds)->turn_of_plies)
			return 1;
	return 0;
}
