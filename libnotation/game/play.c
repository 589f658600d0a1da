/*
 * play.c -- the public ways to play a move in a game (game.h): its text
 * (notation_game_play()), or a move built by a program
 * (notation_game_play_move()), each parsed in the game's position and
 * made by nt_game_play_unchecked() (below).  Calls game.c and the
 * moves below it.
 */
#include <assert.h>

#include "game/game.h"

/* m, legal, made in a game that may have ended (game.h). */
int
nt_game_play_unchecked(notation_game *g, const struct notation_move *m,
    struct notation_diag *d)
{
	if (nt_game_ended(g, d))
		return NOTATION_MOVE_AFTER_END;
	return nt_game_play_open(g, m, d);
}

static const char *
kind_name(int kind)
{
	switch (kind) {
	case NOTATION_STEP:
		return "step";
	case NOTATION_JUMP:
		return "jump";
	case NOTATION_SWAP:
		return "swap";
	case NOTATION_PASS:
		return "pass";
	case NOTATION_ROLL:
		return "roll";
	case NOTATION_DROP:
		return "drop";
	case NOTATION_OFF:
		return "move off the board";
	default:
		return "move of no known kind";
	}
}

/*
 * A move built by a program (from clicks, an engine) is held to what the
 * parser accepts: its cells are named and the text parsed in the game's
 * position, so that the diagnostics are the parser's own.  The kind, if
 * given, must be the one the parser finds; hops are not looked at.
 */
/* m as the rule set's move kinds write it, read back and played. */
static int
play_as_written(notation_game *g, const struct notation_move *m,
    int longform, struct notation_diag *d)
{
	const notation_position	*p = notation_game_position(g);
	struct notation_buf	 b = NOTATION_BUF_INIT;
	struct notation_move	 legal;
	int			 rc;

	if (notation_move_format(p, m, longform, &b) == -1) {
		notation_buf_free(&b);
		return notation_diag_set(d, NOTATION_LIMIT, "out of memory");
	}
	rc = notation_move_parse(p, b.data, b.len, &legal, d);
	notation_buf_free(&b);
	if (rc != 0)
		return rc;
	return nt_game_play_unchecked(g, &legal, d);
}

int
notation_game_play_move(notation_game *g, const struct notation_move *m,
    struct notation_diag *d)
{
	const struct notation_rules	*r;
	const notation_position		*p;
	struct notation_move		 legal;
	char				 text[16];
	size_t				 n;
	int				 rc;

	if (g == NULL || m == NULL)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "no %s to play", g == NULL ? "game" : "move");
	p = notation_game_position(g);
	r = notation_position_rules(p);
	if (nt_game_ended(g, d))
		return NOTATION_MOVE_AFTER_END;
	if (m->kind == NOTATION_PASS) {
		if ((rc = notation_move_parse(p, "pass", 4, &legal, d)) != 0)
			return rc;
		return nt_game_play_unchecked(g, &legal, d);
	}
	/*
	 * A roll of the dice ("d35" for two dice, "d4" for a race's one), a
	 * drop ("f6"), a move off ("c4-off") or a race's removal ("xe7"):
	 * its text as the rule set's kind writes it (spec/moves.md).
	 */
	if (m->kind == NOTATION_ROLL ||
	    (m->kind == NOTATION_DROP && notation_cell_valid(r, m->to)) ||
	    (m->kind == NOTATION_OFF && notation_cell_valid(r, m->from)))
		return play_as_written(g, m, 0, d);
	if (!notation_cell_valid(r, m->from) || !notation_cell_valid(r, m->to))
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "cell %d is not a cell of the %s board",
		    notation_cell_valid(r, m->from) ? m->to : m->from,
		    r->name);
	/* A capture chain is named by its hops (spec/moves.md). */
	if (m->chain > 0)
		return play_as_written(g, m, 1, d);
	n = notation_cell_name(r, m->from, text);
	text[n++] = '-';
	n += notation_cell_name(r, m->to, text + n);
	if ((rc = notation_move_parse(p, text, n, &legal, d)) != 0)
		return rc;
	if (m->kind != 0 && m->kind != legal.kind)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s is a %s, not a %s", (int)n, text,
		    kind_name(legal.kind), kind_name(m->kind));
	return nt_game_play_unchecked(g, &legal, d);
}

int
notation_game_play(notation_game *g, const char *text, size_t len,
    struct notation_diag *d)
{
	struct notation_move	 m;
	int			 rc;

	assert(g != NULL);
	if (nt_game_ended(g, d))
		return NOTATION_MOVE_AFTER_END;
	if ((rc = notation_move_parse(notation_game_position(g), text, len,
	    &m, d)) != 0)
		return rc;
	return nt_game_play_unchecked(g, &m, d);
}
