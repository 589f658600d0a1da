/*
 * writer_pun.c -- games written as PUN, the Portable Ugolki Notation
 * (spec/conversion.md, "PUN"): one line, "TYPE>m1,m2,...".  The front
 * (writer.c) collects the game as for every format and hands it here,
 * through nt_writer_pun_class, when it ends: the rule set named by its
 * Variant tag, whether it has a FEN tag, then its moves one at a time,
 * in the short form.
 *
 * PUN holds the camp type and the moves of a game played from the start
 * position of an ugolki rule set, and nothing else: a game of another
 * rule set, or from a FEN position, is refused with the reason; its
 * tags, comments and result are left out (spec/conversion.md says so).
 */
#include <stdio.h>
#include <string.h>

#include "records/writer_int.h"

/* The rule sets a PUN line holds, and its camp type for each. */
static const char *const pun_types[][2] = {
	{ "ugolki-3x3", "3x3>" },
	{ "ugolki-3x4", "3x4>" },
	{ "ugolki-4x4", "4x4>" },
};

#define NTYPES	(sizeof(pun_types) / sizeof(pun_types[0]))

static const struct writer_sets pun_sets = {
	"PUN", "ugolki-3x3, ugolki-3x4 and ugolki-4x4",
	pun_types, NTYPES
};

/* A move in the short form, after a ',' unless it is the first. */
static int
pun_move(void *arg, struct notation_buf *out, unsigned long k, const char *s,
    size_t len, struct notation_diag *why)
{
	if (len != 5 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8' ||
	    s[2] != '-' || s[3] < 'a' || s[3] > 'h' || s[4] < '1' || s[4] > '8')
		return notation_diag_set(why, NOTATION_SYNTAX, "'%.*s' is not "
		    "a PUN move: from-to, as b2-b4 (a move that did not "
		    "replay is written as read)", QLEN(len), s);
	if ((k > 0 && notation_buf_putc(out, ',') != 0) ||
	    notation_buf_put(out, s, len) != 0)
		return nt_writer_foreign_nomem(why);
	return 0;
}

static int
pun_end(void *arg, struct notation_buf *out, const char *res, size_t rlen,
    struct notation_diag *why)
{
	return notation_buf_putc(out, '\n') != 0 ?
	    nt_writer_foreign_nomem(why) : 0;
}

/* PUN moves are from-to: the short form. */
const struct writer_class nt_writer_pun_class = {
	"pun", NOTATION_WRITE_SHORT, 0, nt_writer_foreign_game,
	nt_writer_foreign_begin, pun_move, pun_end, &pun_sets
};
