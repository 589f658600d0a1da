/*
 * rules_place.c -- the rule file's second pass for the keys of the
 * placement games (spec/rules.md sections 17.17 and 17.18): jumps: none,
 * end: row, enclose and end: net-captures.  Called by nt_rules_resolve()
 * (rules_resolve.c) once the board, the players and their hands are
 * known.
 */
#include "rules/rules_loader.h"

int
nt_rules_resolve_place(struct loader *ld)
{
	const struct notation_rules	*r = ld->r;

	if (r->net_captures && !r->most_captures)
		return fail(ld, ld->net_at, "net-captures needs most-captures: "
		    "true, whose counts it takes the losses from");
	if (r->jump == JUMP_NONE && r->capture)
		return fail(ld, ld->capture_at, "capture takes the stone a jump "
		    "goes over, and jumps: none makes no jumps: leave one "
		    "out");
	if (!r->enclose)
		return 0;
	if (r->geo.shape != SHAPE_SQUARE)
		return fail(ld, ld->enclose_at, "enclose needs a square board: "
		    "a stone is enclosed on its four orthogonal sides");
	if (bits_empty(&r->drop_cells))
		return fail(ld, ld->enclose_at, "enclose needs stones in hand "
		    "and drop-cells: a dropped stone encloses");
	if (!r->most_captures)
		return fail(ld, ld->enclose_at, "enclose needs end: "
		    "most-captures: true, which counts the stones it "
		    "captures");
	return 0;
}
