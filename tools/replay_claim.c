/*
 * replay_claim.c -- halma-replay --claim (replay.h): the adjudication of
 * a claim to draw by threefold repetition, and its report: the verdict,
 * the move number against the rule set's minimum, the earlier
 * occurrences, and the repetitions played without a claim (lapsed).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "replay.h"

void
replay_lapsed(struct replay *rp, const notation_game *g,
    const notation_position *before)
{
	struct lapse	*l;

	rp->lapses = tool_grow(rp->lapses, &rp->caplapses, rp->nlapses,
	    sizeof(*rp->lapses));
	l = &rp->lapses[rp->nlapses++];
	l->ply = notation_game_plies(g);
	l->move = notation_position_move_number(before);
	l->occurrence = notation_game_occurrences(g);
}

int
replay_error_before(const struct notation_summary *s, unsigned long ply)
{
	size_t	 i;

	for (i = 0; i < s->ndiags; i++)
		if (s->diags[i].severity == NOTATION_ERROR &&
		    s->diags[i].ply <= ply)
			return 1;
	return 0;
}

int
replay_claim_words(const struct notation_claim *c, struct notation_buf *b)
{
	static const char *const words[] = {
		[NOTATION_CLAIM_VALID] = "VALID",
		[NOTATION_CLAIM_ILLEGAL] = "INVALID, illegal move",
		[NOTATION_CLAIM_TOO_EARLY] = "INVALID, too early",
		[NOTATION_CLAIM_GAME_OVER] =
		    "INVALID, the game is already over",
		[NOTATION_CLAIM_NO_RULE] =
		    "INVALID, no draw by repetition in this rule set",
		[NOTATION_CLAIM_ENDS_GAME] =
		    "INVALID, the named move ends the game",
	};

	if (c->verdict == NOTATION_CLAIM_NOT_ENOUGH)
		return notation_buf_printf(b, "INVALID, only the %u%s "
		    "occurrence", c->occurrences + 1,
		    notation_ordinal_suffix(c->occurrences + 1));
	return notation_buf_puts(b, words[c->verdict]);
}

/*
 * The claim's verdict and its evidence (halma-replay(1), "DRAW CLAIMS"):
 * the move number against the rule set's minimum, every earlier
 * occurrence of the position the move would make, and why a claim fails.
 */
static int
report_claim(const struct options *o, const struct replay *rp,
    const notation_game *g, unsigned long ply)
{
	struct notation_claim		 c;
	struct notation_buf		 b = NOTATION_BUF_INIT;
	const notation_position		*pos = notation_game_position(g);
	const notation_rules		*r = notation_position_rules(pos);
	const struct lapse		*l;
	struct notation_move		 m;
	struct notation_diag		 d;
	size_t				 i;

	/*
	 * Text that is no move at all is a mistake on the command line,
	 * not a claim that can be judged.
	 */
	notation_diag_clear(&d);
	if (notation_move_parse(pos, o->claim, strlen(o->claim), &m,
	    &d) == NOTATION_SYNTAX) {
		tool_say(NOTATION_ERROR, NULL, "usage", "--claim %s: %s",
		    o->claim, d.message);
		return EXIT_TROUBLE;
	}
	notation_game_claim(g, o->claim, strlen(o->claim), &c);
	notation_buf_printf(&b, "claim: %s claims a draw by repetition "
	    "before playing %s, after ply %lu\n", notation_rules_player_name(r,
	    notation_position_side(pos)), o->claim, ply);
	notation_buf_puts(&b, "verdict: ");
	(void)replay_claim_words(&c, &b);
	notation_buf_putc(&b, '\n');
	if (c.verdict != NOTATION_CLAIM_NO_RULE)
		notation_buf_printf(&b, "move: %lu (claims allowed from move "
		    "%lu)\n", c.move_number, c.min_move);
	if (c.verdict == NOTATION_CLAIM_VALID ||
	    c.verdict == NOTATION_CLAIM_NOT_ENOUGH ||
	    c.verdict == NOTATION_CLAIM_TOO_EARLY) {
		notation_buf_puts(&b, "occurred before: ");
		if (c.nplies == 0)
			notation_buf_puts(&b, "never");
		else
			notation_buf_puts(&b, c.nplies == 1 ? "ply " :
			    "plies ");
		for (i = 0; i < c.nplies; i++)
			notation_buf_printf(&b, "%s%lu", i > 0 ? ", " : "",
			    c.plies[i]);
		if (c.occurrences > c.nplies)
			notation_buf_printf(&b, " and %lu more",
			    (unsigned long)(c.occurrences - c.nplies));
		notation_buf_printf(&b, "; the move makes the %u%s "
		    "occurrence (%u needed)\n", c.occurrences + 1,
		    notation_ordinal_suffix(c.occurrences + 1), c.needed + 1);
	}
	notation_buf_printf(&b, "reason: %s\n", c.why);
	/*
	 * A repetition already played without a claim cannot be claimed any
	 * more (spec/rules.md section 2.6); say so, so that nobody takes
	 * the record for a draw.
	 */
	for (i = 0; i < rp->nlapses; i++) {
		l = &rp->lapses[i];
		if (l->ply > ply)
			continue;
		notation_buf_printf(&b, "lapsed: ply %lu, move %lu, made the "
		    "%u%s occurrence without a claim; that draw can no longer "
		    "be claimed\n", l->ply, l->move, l->occurrence,
		    notation_ordinal_suffix(l->occurrence));
	}
	tool_write(stdout, &b);
	notation_buf_free(&b);
	return c.verdict == NOTATION_CLAIM_VALID ? EXIT_VALID : EXIT_INVALID;
}

int
replay_claim(const struct options *o, const struct replay *rp,
    const struct notation_summary *s, unsigned long ply)
{
	notation_game	*g0;
	int		 rc;

	/*
	 * A claim at the end of a broken record, or after a ply that
	 * follows an error, stands on nothing.
	 */
	if (o->ply == NONE ? !s->valid : replay_error_before(s, ply)) {
		tool_say(NOTATION_ERROR, s->file != NULL ? s->file :
		    STDIN_NAME, "usage", "game %lu has an error before the "
		    "claim (after ply %lu); no claim is judged on a broken "
		    "record", s->game, ply);
		return EXIT_TROUBLE;
	}
	if (ply == notation_game_plies(s->game_state))
		return report_claim(o, rp, s->game_state, ply);
	/* Ply 0: the checker has already made ply 1. */
	if ((g0 = notation_game_new(s->rules)) == NULL ||
	    notation_game_reset(g0, notation_game_start(s->game_state)) != 0)
		tool_oom();
	rc = report_claim(o, rp, g0, 0);
	notation_game_free(g0);
	return rc;
}
