/*
 * writer_pun.c -- games written as PUN, the Portable Ugolki Notation
 * (spec/conversion.md, "PUN"): one line, "TYPE>m1,m2,...".  writer.c
 * collects the game as for every format and hands it here when it ends:
 * the rule set named by its Variant tag, whether it has a FEN tag, then
 * its moves one at a time, in the short form.
 *
 * PUN holds the camp type and the moves of a game played from the start
 * position of an ugolki rule set, and nothing else: a game of another
 * rule set, or from a FEN position, is refused with the reason; its
 * tags, comments and result are left out (spec/conversion.md says so).
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "records/records.h"

static const char *const pun_types[][2] = {
	{ "ugolki-3x3", "3x3" },
	{ "ugolki-3x4", "3x4" },
	{ "ugolki-4x4", "4x4" },
};

#define NTYPES	(sizeof(pun_types) / sizeof(pun_types[0]))

int
nt_pun_begin(struct notation_buf *out, const char *variant, size_t vlen,
    int has_fen, struct notation_diag *why)
{
	size_t	 i;
	int	 rc;

	if ((rc = nt_foreign_variant("PUN",
	    "ugolki-3x3, ugolki-3x4 and ugolki-4x4", pun_types, NTYPES,
	    sizeof(pun_types[0]), variant, vlen, has_fen, &i, why)) != 0)
		return rc;
	if (notation_buf_printf(out, "%s>", pun_types[i][1]) != 0)
		return notation_diag_set(why, NOTATION_LIMIT, "out of memory");
	return 0;
}

int
nt_pun_move(struct notation_buf *out, int first, const char *s, size_t len,
    struct notation_diag *why)
{
	if (len != 5 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8' ||
	    s[2] != '-' || s[3] < 'a' || s[3] > 'h' || s[4] < '1' || s[4] > '8')
		return notation_diag_set(why, NOTATION_SYNTAX, "'%.*s' is not "
		    "a PUN move: from-to, as b2-b4 (a move that did not "
		    "replay is written as read)", (int)(len > 40 ? 40 : len), s);
	if ((!first && notation_buf_putc(out, ',') != 0) ||
	    notation_buf_put(out, s, len) != 0)
		return notation_diag_set(why, NOTATION_LIMIT, "out of memory");
	return 0;
}

int
nt_pun_end(struct notation_buf *out, struct notation_diag *why)
{
	if (notation_buf_putc(out, '\n') != 0)
		return notation_diag_set(why, NOTATION_LIMIT, "out of memory");
	return 0;
}
