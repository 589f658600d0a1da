/*
 * kinds.c -- the table of which move kinds a rule set uses, in the order
 * the front asks them (moves.h, struct nt_kind).  Adding a kind is a file
 * of its own and a row here.
 *
 * The lists are constant, one for each family of variants; which one a
 * rule set takes is the family the rules layer derives once from its
 * fields (rules/rules.c): perft asks once, at its root, and passes the
 * list down; the other entry points ask at each call, an index.
 * The hand kind is in every list, last but the plain kind, so that a
 * move off the board ("c4-off") is parsed, and refused where there are
 * none, alike in every rule set; it owns turns only where the rule set
 * has drop cells or moves off the board (which go with neither capture
 * chains nor dice: rules/rules_resolve.c).  Calls only the kind files'
 * tables.
 */
#include "moves/moves.h"

/* Dice: a roll, then parts that are plain moves checked by the dice. */
static const struct nt_kind *const dice[] = {
	&nt_kind_dice, &nt_kind_hand, &nt_kind_plain, NULL
};

/* A race: a roll, a move by it, a removal; every text is the race's. */
static const struct nt_kind *const race[] = {
	&nt_kind_race, &nt_kind_hand, NULL
};

/* A race on the track: a roll, a move by it or an entry. */
static const struct nt_kind *const track[] = {
	&nt_kind_track, NULL
};

/* Capture chains own every turn; steps and chains are their moves. */
static const struct nt_kind *const capture[] = {
	&nt_kind_hand, &nt_kind_capture, &nt_kind_plain, NULL
};

static const struct nt_kind *const plain[] = {
	&nt_kind_hand, &nt_kind_plain, NULL
};

/* No restriction beyond steps and short jump chains: the classic game. */
static const struct nt_kind *const plain_free[] = {
	&nt_kind_hand, &nt_kind_plain_free, NULL
};

/*
 * Draughts (spec/rules.md section 18): its own moves alone, men and
 * kings, steps and captures; no stone is dropped or moved off.
 */
static const struct nt_kind *const draughts[] = {
	&nt_kind_draughts, NULL
};

/* By the family the rules layer derived (rules/rules.c, family()). */
static const struct nt_kind *const *const families[FAMILY_COUNT] = {
	[FAMILY_PLAIN] = plain,
	[FAMILY_PLAIN_FREE] = plain_free,
	[FAMILY_CAPTURE] = capture,
	[FAMILY_DICE] = dice,
	[FAMILY_RACE] = race,
	[FAMILY_TRACK] = track,
	[FAMILY_DRAUGHTS] = draughts,
};

/*
 * The kind that owns the turns of each family, without stones in hand
 * and with them: the first kind of the family's list that owns a turn
 * (nt_kind_owner()), written out so that the parser finds it in one look
 * at every ply.  check_position.c checks it against the lists.
 */
static const struct nt_kind *const owners[FAMILY_COUNT][2] = {
	[FAMILY_PLAIN] = { &nt_kind_plain, &nt_kind_hand },
	[FAMILY_PLAIN_FREE] = { &nt_kind_plain_free, &nt_kind_hand },
	[FAMILY_CAPTURE] = { &nt_kind_capture, &nt_kind_hand },
	[FAMILY_DICE] = { &nt_kind_dice, &nt_kind_dice },
	[FAMILY_RACE] = { &nt_kind_race, &nt_kind_race },
	[FAMILY_TRACK] = { &nt_kind_track, &nt_kind_track },
	[FAMILY_DRAUGHTS] = { &nt_kind_draughts, &nt_kind_draughts },
};

const struct nt_kind *const *
nt_kinds(const struct notation_rules *r)
{
	return families[r->family];
}

const struct nt_kind *
nt_owner(const struct notation_rules *r)
{
	return owners[r->family][r->hands != 0];
}
