/*
 * fuzz_position.c -- position strings (spec/position-string.md).
 *
 * The input is one position string.  Whatever it holds, parsing must end
 * in a position or a diagnostic with a column inside the string.  A
 * position that parses must write back canonically, and the written
 * string must parse to the same position and write the same bytes again:
 * a position string is the way records start from a set-up position, and
 * one that does not survive a round trip would change the game it starts.
 */
#include <string.h>

#include "fuzz.h"

#ifndef FUZZ_ENTRY
#define FUZZ_ENTRY	LLVMFuzzerTestOneInput
#endif

int	FUZZ_ENTRY(const uint8_t *data, size_t size);

static void
position_check_round_trip(const notation_position *p)
{
	struct notation_buf	 a = NOTATION_BUF_INIT, b = NOTATION_BUF_INIT;
	struct notation_diag	 d;
	notation_position	*q;

	if (notation_position_format(p, &a) != 0)
		fuzz_fail("position_format failed");
	notation_diag_clear(&d);
	if (notation_position_parse(fuzz_catalog(), a.data, a.len, &q,
	    &d) != 0)
		fuzz_fail("'%s' was written but does not parse: column %lu: %s",
		    a.data, d.column, d.message);
	if (!notation_position_equal(p, q) ||
	    notation_position_hash(p) != notation_position_hash(q) ||
	    notation_position_move_number(p) !=
	    notation_position_move_number(q) ||
	    notation_position_ply(p) != notation_position_ply(q))
		fuzz_fail("'%s' parses to another position", a.data);
	if (notation_position_format(q, &b) != 0 || a.len != b.len ||
	    memcmp(a.data, b.data, a.len) != 0)
		fuzz_fail("'%s' is written back as '%s'", a.data,
		    b.data != NULL ? b.data : "");
	notation_position_free(q);
	notation_buf_free(&a);
	notation_buf_free(&b);
}

/*
 * A position that parses must also be drawable and have legal moves that
 * the move parser accepts: the set-up position feeds both.
 */
static void
position_exercise(const notation_position *p)
{
	struct notation_move	 moves[NOTATION_MAX_MOVES], m;
	struct notation_buf	 b = NOTATION_BUF_INIT;
	struct notation_diag	 d;
	size_t			 n, i;

	if (notation_position_render(p, NOTATION_RENDER_UNICODE |
	    NOTATION_RENDER_CAMPS, &b) != 0)
		fuzz_fail("position_render failed");
	n = notation_move_generate(p, moves);
	if (n > NOTATION_MAX_MOVES)
		fuzz_fail("%zu moves generated", n);
	for (i = 0; i < n; i += 1 + n / 8) {
		notation_buf_reset(&b);
		if (notation_move_format(p, &moves[i], 1, &b) != 0)
			fuzz_fail("move_format failed");
		notation_diag_clear(&d);
		if (notation_move_parse(p, b.data, b.len, &m, &d) != 0 ||
		    m.from != moves[i].from || m.to != moves[i].to)
			fuzz_fail("generated move '%s' does not parse back: "
			    "%s", b.data, d.message);
	}
	notation_buf_free(&b);
}

int
FUZZ_ENTRY(const uint8_t *data, size_t size)
{
	struct notation_diag	 d;
	notation_position	*p = NULL;
	int			 rc;

	notation_diag_clear(&d);
	rc = notation_position_parse(fuzz_catalog(), (const char *)data, size,
	    &p, &d);
	if (rc != 0) {
		if (p != NULL)
			fuzz_fail("parse failed but returned a position");
		if (d.code == NOTATION_OK || d.message[0] == '\0')
			fuzz_fail("parse failed without a diagnostic");
		if (d.column == 0 || d.column > size + 1)
			fuzz_fail("column %lu outside a string of %zu bytes",
			    d.column, size);
		return 0;
	}
	if (p == NULL)
		fuzz_fail("parse succeeded without a position");
	if (notation_position_check(p, NULL) != 0)
		fuzz_fail("a parsed position fails position_check");
	position_check_round_trip(p);
	position_exercise(p);
	notation_position_free(p);
	return 0;
}
