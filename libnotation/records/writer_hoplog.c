/*
 * writer_hoplog.c -- games written as the per-hop logs of a four-player
 * 16x16 course server (spec/conversion.md, "Per-hop logs"): a START
 * line naming the rule set, then each turn as one line per hop or step,
 * "P (x,y) (x,y)", closed by "P null null"; a pass is the closing line
 * alone.  The front (writer.c) collects the game as for every format
 * and hands it here, through nt_writer_hoplog_class, when it ends: the
 * rule set named by its Variant tag, whether it has a FEN tag, then its
 * moves one at a time with the player who made each, in the long form
 * (every landing) where the game replayed.
 *
 * A log holds a game of halma-16x16-4p or halma-16x16-4p-pass from the
 * start position, and nothing else: a game of another rule set, or from
 * a FEN position, is refused with the reason; its tags, comments and
 * result are left out (spec/conversion.md says so).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "records/writer_int.h"

#define HOP_SIDE	16

/* The rule sets a log holds, and its START line for each. */
static const char *const hop_variants[][2] = {
	{ "halma-16x16-4p-pass", "START halma-16x16-4p-pass\n" },
	{ "halma-16x16-4p", "START halma-16x16-4p\n" }
};

#define NVARIANTS	(sizeof(hop_variants) / sizeof(hop_variants[0]))

static const struct writer_sets hoplog_sets = {
	"a per-hop log", "halma-16x16-4p-pass and halma-16x16-4p",
	hop_variants, NVARIANTS
};

/*
 * The cell named at s (a-p and 1-16, either case) as a point: 0 with x
 * and y, its length in *n; -1 if it is none of the board's.
 */
static int
point_of(const char *s, size_t len, int *x, int *y, size_t *n)
{
	int	 f, rank = 0;
	size_t	 i;

	if (len < 2 || (f = (s[0] | 0x20) - 'a') < 0 || f >= HOP_SIDE)
		return -1;
	for (i = 1; i < len && i < 4 && s[i] >= '0' && s[i] <= '9'; i++)
		rank = rank * 10 + (s[i] - '0');
	if (i == 1 || s[1] == '0' || rank < 1 || rank > HOP_SIDE)
		return -1;
	*x = HOP_SIDE - 1 - f;
	*y = rank - 1;
	*n = i;
	return 0;
}

/*
 * The lines of the k-th move, s (cells joined by '-', or "pass"): a log's
 * game starts at the start position of a rule set of four (a FEN tag is
 * refused), so the k-th move is player k mod 4's, whatever replayed.
 */
static int
hoplog_move(void *arg, struct notation_buf *out, unsigned long k,
    const char *s, size_t len, struct notation_diag *why)
{
	size_t	 i = 0, n;
	int	 x, y, px = 0, py = 0, sx = 0, sy = 0, rc = 0, cells = 0;
	int	 player = (int)(k % 4);

	if (len == 4 && memcmp(s, "pass", 4) == 0)
		goto close;
	for (;;) {
		if (point_of(s + i, len - i, &x, &y, &n) != 0)
			break;
		if (cells > 0)
			rc |= notation_buf_printf(out, "%d (%d,%d) (%d,%d)\n",
			    player, px, py, x, y);
		else {
			sx = x;
			sy = y;
		}
		cells++;
		px = x;
		py = y;
		i += n;
		if (i == len || s[i] != '-')
			break;
		i++;
	}
	if (i != len || cells < 2)
		return notation_diag_set(why, NOTATION_SYNTAX, "'%.*s' is not "
		    "a move a per-hop log can hold: cells a1-p16 joined by '-', "
		    "or pass", QLEN(len), s);
	/* A step ends its turn at once: the server writes no close. */
	if (cells == 2 && abs(sx - px) <= 1 && abs(sy - py) <= 1)
		return rc != 0 ? nt_writer_foreign_nomem(why) : 0;
close:
	rc |= notation_buf_printf(out, "%d null null\n", player);
	return rc != 0 ? nt_writer_foreign_nomem(why) : 0;
}

/*
 * A log's turns are hops: each chain's path, as read, or the long form
 * of a jump of no hops where the game replayed.
 */
const struct writer_class nt_writer_hoplog_class = {
	"hoplog", 0, 1, nt_writer_foreign_game,
	nt_writer_foreign_begin, hoplog_move, NULL, &hoplog_sets
};
