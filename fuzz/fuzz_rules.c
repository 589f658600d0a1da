/*
 * fuzz_rules.c -- the YAML rule loader (spec/rules-format.md).
 *
 * The input is a rule file.  Loading it must end in a rule set or a
 * diagnostic with a position.  A rule set that loads must be written back
 * by notation_rules_emit_yaml as a file that loads to the same rule set,
 * every field compared, and writes the same bytes again.  Then the rule
 * set is used the way the tools use it: a start position, its moves, a
 * drawing, a few plies of a game, so that a rule set that loads but
 * breaks the code downstream (a board too full for the move list, say) is
 * found here and not by a user.
 */
#include <string.h>

#include "fuzz.h"
#include "records/records.h"

#ifndef FUZZ_ENTRY
#define FUZZ_ENTRY	LLVMFuzzerTestOneInput
#endif

#define RULES_PLIES	24	/* plies of a game played under the rules */

int	FUZZ_ENTRY(const uint8_t *data, size_t size);

static int
rules_same_player(const struct player *a, const struct player *b)
{
	return a->letter == b->letter && strcmp(a->name, b->name) == 0 &&
	    bits_equal(&a->camp, &b->camp) &&
	    bits_equal(&a->start, &b->start) &&
	    bits_equal(&a->goal, &b->goal) && a->nstones == b->nstones &&
	    a->corner == b->corner && a->team == b->team;
}

/* Every field of a rule set but the derived tables, which follow them. */
static const char *
rules_differ(const struct notation_rules *a, const struct notation_rules *b)
{
	const struct geometry	*ga = &a->geo, *gb = &b->geo;
	int			 i;

	if (strcmp(a->name, b->name) != 0)
		return "name";
	if (strcmp(a->title, b->title) != 0)
		return "title";
	if (ga->shape != gb->shape || ga->width != gb->width ||
	    ga->height != gb->height || ga->ncells != gb->ncells ||
	    !bits_equal(&ga->valid, &gb->valid))
		return "board";
	if (ga->ndirs != gb->ndirs ||
	    memcmp(ga->dx, gb->dx, sizeof(ga->dx)) != 0 ||
	    memcmp(ga->dy, gb->dy, sizeof(ga->dy)) != 0)
		return "directions";
	if (a->jump != b->jump)
		return "jumps";
	/* The family of move kinds, and what makes it (rules/rules.c). */
	if (a->family != b->family || a->dice_sides != b->dice_sides ||
	    a->race != b->race || a->draughts != b->draughts ||
	    a->capture != b->capture ||
	    a->capture_chains != b->capture_chains ||
	    a->plain_free != b->plain_free || a->steps != b->steps ||
	    a->lines != b->lines || a->forward != b->forward)
		return "moves";
	if (a->nplayers != b->nplayers)
		return "players";
	for (i = 0; i < a->nplayers; i++)
		if (!rules_same_player(&a->pl[i], &b->pl[i]))
			return "a player";
	if (a->goal_check != b->goal_check ||
	    a->camp_rule_move != b->camp_rule_move ||
	    a->camp_return != b->camp_return ||
	    a->home_check_move != b->home_check_move ||
	    a->tempo_check_move != b->tempo_check_move ||
	    a->repetition_count != b->repetition_count ||
	    a->repetition_min_move != b->repetition_min_move ||
	    a->repetition_no_claim != b->repetition_no_claim ||
	    a->goal_lock != b->goal_lock || a->camp_duty != b->camp_duty ||
	    a->no_move_loses != b->no_move_loses || a->swap != b->swap ||
	    a->filled_goal_wins != b->filled_goal_wins)
		return "end rules";
	if (memcmp(a->zobrist, b->zobrist, sizeof(a->zobrist)) != 0)
		return "hash keys";
	return NULL;
}

static void
rules_round_trip(const notation_rules *r)
{
	struct notation_buf	 a = NOTATION_BUF_INIT, b = NOTATION_BUF_INIT;
	struct notation_diag	 d;
	notation_rules		*back;
	const char		*what;

	notation_diag_clear(&d);
	if (notation_rules_emit_yaml(r, &a, &d) != 0)
		fuzz_fail("emit_yaml failed: %s", d.message);
	notation_diag_clear(&d);
	if ((back = notation_rules_load_string(a.data, a.len, "emitted.yaml",
	    &d)) == NULL)
		fuzz_fail("the emitted file does not load: %lu:%lu: %s\n%s",
		    d.line, d.column, d.message, a.data);
	if ((what = rules_differ(r, back)) != NULL)
		fuzz_fail("the emitted file loads with another %s:\n%s", what,
		    a.data);
	notation_diag_clear(&d);
	if (notation_rules_emit_yaml(back, &b, &d) != 0)
		fuzz_fail("emit_yaml of the reloaded rules failed: %s",
		    d.message);
	if (a.len != b.len || memcmp(a.data, b.data, a.len) != 0)
		fuzz_fail("emitting twice differs:\n%s\n---\n%s", a.data,
		    b.data);
	notation_rules_free(back);
	notation_buf_free(&a);
	notation_buf_free(&b);
}

/* Use the rule set as the tools would. */
static void
rules_exercise(const notation_rules *r)
{
	static struct notation_move	 list[NOTATION_MAX_MOVES];
	struct notation_buf		 b = NOTATION_BUF_INIT;
	struct notation_diag		 d;
	notation_position		*p;
	notation_game			*g;
	size_t				 n;
	int				 ply;

	if ((p = notation_position_new(r)) == NULL)
		fuzz_fail("position_new failed");
	if (notation_position_render(p, NOTATION_RENDER_CAMPS, &b) != 0 ||
	    notation_position_format(p, &b) != 0)
		fuzz_fail("drawing or writing the start failed");
	notation_position_free(p);
	notation_buf_free(&b);

	if ((g = notation_game_new(r)) == NULL)
		fuzz_fail("game_new failed");
	for (ply = 0; ply < RULES_PLIES; ply++) {
		if (notation_game_outcome(g)->kind != NOTATION_RESULT_NONE)
			break;
		n = notation_move_generate(notation_game_position(g), list);
		if (n == 0)
			break;
		notation_diag_clear(&d);
		/* Spread the choice so that the game goes somewhere. */
		if (notation_game_play_move(g, &list[(ply * 7919u) % n],
		    &d) != 0)
			fuzz_fail("a generated move is refused: %s", d.message);
	}
	notation_game_free(g);
}

int
FUZZ_ENTRY(const uint8_t *data, size_t size)
{
	struct notation_diag	 d;
	notation_rules		*r;

	notation_diag_clear(&d);
	r = notation_rules_load_string((const char *)data, size, "fuzz.yaml",
	    &d);
	if (r == NULL) {
		if (d.code == NOTATION_OK || d.message[0] == '\0')
			fuzz_fail("load failed without a diagnostic");
		return 0;
	}
	rules_round_trip(r);
	rules_exercise(r);
	notation_rules_free(r);
	return 0;
}
