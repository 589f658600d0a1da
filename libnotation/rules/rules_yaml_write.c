/*
 * rules_yaml_write.c -- rule sets written as YAML rule files
 * (spec/rules-format.md, halma-rules(5)), with the keys the loader
 * (rules_yaml.c) reads, from the same lists (rules_yaml.h).
 */
#include <stdio.h>
#include <string.h>

#include <yaml.h>

#include "rules/rules.h"
#include "rules/rules_yaml.h"

/* Keys, words, numbers, cells and free text: plain where it reads back. */
static int
word(yaml_emitter_t *e, const char *s)
{
	return nt_emit_scalar(e, s, strlen(s), EMIT_WORD);
}

static int
key_word(yaml_emitter_t *e, const char *key, const char *value)
{
	if (word(e, key) == -1)
		return -1;
	return word(e, value);
}

static int
key_int(yaml_emitter_t *e, const char *key, int value)
{
	char	 buf[16];

	snprintf(buf, sizeof(buf), "%d", value);
	return key_word(e, key, buf);
}

static int
key_bool(yaml_emitter_t *e, const char *key, int value)
{
	return key_word(e, key, value ? "true" : "false");
}

static int
key_cells(yaml_emitter_t *e, const struct notation_rules *r,
    const char *key, const struct bits *b)
{
	char	 name[4];
	int	 c;

	if (word(e, key) == -1 || nt_emit_seq(e, 1) == -1)
		return -1;
	BITS_FOREACH(c, b) {
		notation_cell_name(r, c, name);
		if (word(e, name) == -1)
			return -1;
	}
	return nt_emit_seq_end(e);
}

static int
write_player(yaml_emitter_t *e, const struct notation_rules *r, int i)
{
	const char *const	*k = nt_rules_player_keys;
	const struct player	*p = &r->pl[i];
	char			 name[4];
	int			 j;

	if (nt_emit_map(e, 0) == -1 || key_word(e, k[P_NAME], p->name) == -1)
		return -1;
	name[0] = p->letter;
	name[1] = '\0';
	if (key_word(e, k[P_LETTER], name) == -1)
		return -1;
	/*
	 * Beside shared stones a player may have no camp and no goal; a
	 * player whose stones start in its hand writes camp: [] and
	 * goal: [] (all-off), which the loader requires there.
	 */
	if (!bits_empty(&r->shared) && bits_empty(&p->camp) &&
	    bits_empty(&p->goal) && bits_empty(&p->start))
		goto rest;
	if (key_cells(e, r, k[P_CAMP], &p->camp) == -1)
		return -1;
	if (!bits_equal(&p->start, &p->camp) &&
	    key_cells(e, r, k[P_START], &p->start) == -1)
		return -1;
	/* A goal that is another player's camp is named, as people write it. */
	for (j = 0; j < r->nplayers; j++)
		if (j != i && !bits_empty(&p->goal) &&
		    bits_equal(&p->goal, &r->pl[j].camp))
			break;
	if (j < r->nplayers) {
		if (key_word(e, k[P_GOAL], r->pl[j].name) == -1)
			return -1;
	} else if (key_cells(e, r, k[P_GOAL], &p->goal) == -1)
		return -1;
	/* No corner without a goal (all-off). */
	notation_cell_name(r, p->corner, name);
	if (p->corner >= 0 && key_word(e, k[P_CORNER], name) == -1)
		return -1;
rest:
	if (p->team != 0 && key_int(e, k[P_TEAM], p->team) == -1)
		return -1;
	if (p->marked >= 0) {
		notation_cell_name(r, p->marked, name);
		if (key_word(e, k[P_MARKED], name) == -1)
			return -1;
	}
	if (p->colour_of != 0 && key_word(e, k[P_COLOUR_OF],
	    r->pl[p->colour_of - 1].name) == -1)
		return -1;
	if (p->hand > 0 && key_int(e, k[P_HAND], p->hand) == -1)
		return -1;
	return nt_emit_map_end(e);
}

/*
 * An end rule written as a small flow mapping: its move (or count) and,
 * where nkeys is 2 or more, its second key (a boolean or another number);
 * where nkeys is 3, a third key, a boolean (camp-rule's at-once, repetition's
 * claim).
 */
static int
write_end_rule(yaml_emitter_t *e, const char *what, const char *const *keys,
    int nkeys, int first, int second, int second_is_bool, int third)
{
	if (word(e, what) == -1 || nt_emit_map(e, 1) == -1 ||
	    key_int(e, keys[0], first) == -1)
		return -1;
	if (nkeys >= 2 && (second_is_bool ? key_bool(e, keys[1], second) :
	    key_int(e, keys[1], second)) == -1)
		return -1;
	if (nkeys == 3 && key_bool(e, keys[2], third) == -1)
		return -1;
	return nt_emit_map_end(e);
}

static int
write_end(yaml_emitter_t *e, const struct notation_rules *r)
{
	const char *const	*k = nt_rules_end_keys;

	if (word(e, nt_rules_top_keys[K_END]) == -1 || nt_emit_map(e, 0) == -1)
		return -1;
	if (key_word(e, k[E_GOAL], r->goal_check == GOAL_AFTER_ROUND ?
	    "after-round" : "immediate") == -1)
		return -1;
	/* at-once, added for other servers, only when set. */
	if (r->camp_rule_move > 0 && write_end_rule(e, k[E_CAMP_RULE],
	    nt_rules_camp_rule_keys, r->camp_rule_at_once ? CR__MAX : CR_AT_ONCE,
	    r->camp_rule_move, r->camp_return, 1, 1) == -1)
		return -1;
	if (r->home_check_move > 0 && write_end_rule(e, k[E_HOME_CHECK],
	    nt_rules_check_keys, CK__MAX, r->home_check_move, 0, 0, 0) == -1)
		return -1;
	if (r->tempo_check_move > 0 && write_end_rule(e, k[E_TEMPO_CHECK],
	    nt_rules_check_keys, CK__MAX, r->tempo_check_move, 0, 0, 0) == -1)
		return -1;
	/* claim, added for the corners sets, only when false. */
	if (r->repetition_count > 0 && write_end_rule(e, k[E_REPETITION],
	    nt_rules_repetition_keys, r->repetition_no_claim ? R__MAX :
	    R_CLAIM, r->repetition_count, r->repetition_min_move, 0, 0) == -1)
		return -1;
	if (key_bool(e, k[E_GOAL_LOCK], r->goal_lock) == -1 ||
	    key_bool(e, k[E_CAMP_DUTY], r->camp_duty) == -1 ||
	    key_bool(e, k[E_NO_MOVE_LOSES], r->no_move_loses) == -1 ||
	    key_bool(e, k[E_SWAP], r->swap) == -1 ||
	    key_bool(e, k[E_FILLED_GOAL_WINS], r->filled_goal_wins) == -1)
		return -1;
	/* The keys added for other servers are written only when set. */
	if (r->draw_after_move > 0 && write_end_rule(e, k[E_DRAW_AFTER],
	    nt_rules_check_keys, CK__MAX, r->draw_after_move, 0, 0, 0) == -1)
		return -1;
	if (r->goal_lock_hops && key_bool(e, k[E_GOAL_LOCK_HOPS], 1) == -1)
		return -1;
	if (r->eliminate != ELIMINATE_OFF && key_word(e, k[E_ELIMINATE],
	    r->eliminate == ELIMINATE_ALL ? "all" : "camp") == -1)
		return -1;
	if (r->goal_exact && key_bool(e, k[E_GOAL_EXACT], 1) == -1)
		return -1;
	if (r->connection && key_bool(e, k[E_CONNECTION], 1) == -1)
		return -1;
	if (r->no_move_draw && key_bool(e, k[E_NO_MOVE_DRAW], 1) == -1)
		return -1;
	if (r->most_captures && key_bool(e, k[E_MOST_CAPTURES], 1) == -1)
		return -1;
	if (r->all_off && key_bool(e, k[E_ALL_OFF], 1) == -1)
		return -1;
	return nt_emit_map_end(e);
}

/* colour-moves: both colours' lists, free-in-goal only when true. */
static int
write_colour_moves(yaml_emitter_t *e, const struct notation_rules *r)
{
	static const char *const kinds[] = { "orthogonal-steps",
	    "diagonal-steps", "jumps" };
	const char *const	*k = nt_rules_colour_moves_keys;
	int			 c, i;

	if (word(e, nt_rules_top_keys[K_COLOUR_MOVES]) == -1 ||
	    nt_emit_map(e, 0) == -1)
		return -1;
	for (c = 0; c < 2; c++) {
		if (word(e, k[c == 0 ? CM_LIGHT : CM_DARK]) == -1 ||
		    nt_emit_seq(e, 1) == -1)
			return -1;
		for (i = 0; i < 3; i++)
			if ((r->cell_moves[c] & (1u << i)) &&
			    word(e, kinds[i]) == -1)
				return -1;
		if (nt_emit_seq_end(e) == -1)
			return -1;
	}
	if (r->free_in_goal && key_bool(e, k[CM_FREE_IN_GOAL], 1) == -1)
		return -1;
	return nt_emit_map_end(e);
}

static int
write_rules(yaml_emitter_t *e, const struct notation_rules *r)
{
	const char *const	*k = nt_rules_top_keys;
	const char *const	*b = nt_rules_board_keys;
	int			 i;

	if (nt_emit_begin(e, 0) == -1 || nt_emit_map(e, 0) == -1 ||
	    key_word(e, k[K_NAME], r->name) == -1 ||
	    key_word(e, k[K_TITLE], r->title) == -1)
		return -1;

	if (word(e, k[K_BOARD]) == -1 || nt_emit_map(e, 1) == -1)
		return -1;
	if (r->geo.shape == SHAPE_STAR) {
		if (key_word(e, b[B_SHAPE], "star") == -1)
			return -1;
	} else if (key_word(e, b[B_SHAPE], "square") == -1 ||
	    key_int(e, b[B_WIDTH], r->geo.width) == -1 ||
	    key_int(e, b[B_HEIGHT], r->geo.height) == -1)
		return -1;
	/* The cells only of a board with some cut away. */
	else if (r->geo.ncells < r->geo.width * r->geo.height &&
	    key_cells(e, r, b[B_CELLS], &r->geo.valid) == -1)
		return -1;
	if (nt_emit_map_end(e) == -1 ||
	    key_int(e, k[K_DIRECTIONS], r->geo.ndirs) == -1 ||
	    key_word(e, k[K_JUMPS], r->jump == JUMP_LONG ? "long" :
	    "short") == -1)
		return -1;
	/* The default is left unsaid, so older files are written as read. */
	if (r->jump_over != JUMP_OVER_ANY && key_word(e, k[K_JUMP_OVER],
	    r->jump_over == JUMP_OVER_OWN ? "own" :
	    r->jump_over == JUMP_OVER_EMPTY ? "empty" : "opponent") == -1)
		return -1;
	if (r->same_colour && key_bool(e, k[K_SAME_COLOUR], 1) == -1)
		return -1;
	if (r->pass != PASS_NEVER && key_word(e, k[K_PASS],
	    r->pass == PASS_ALWAYS ? "always" : "no-move") == -1)
		return -1;
	/* The keys that shape a move, each only when not the default. */
	if (r->steps != STEPS_LINES && key_word(e, k[K_STEPS],
	    r->steps == STEPS_NONE ? "none" : "knight") == -1)
		return -1;
	if (r->lines != LINES_ALL && key_word(e, k[K_LINES], "diagonal") == -1)
		return -1;
	if (r->forward && key_bool(e, k[K_FORWARD], 1) == -1)
		return -1;
	if (r->step_after_jumps && key_bool(e, k[K_STEP_AFTER_JUMPS], 1) == -1)
		return -1;
	if (r->station > 0 && key_int(e, k[K_STATION], r->station) == -1)
		return -1;

	if (word(e, k[K_PLAYERS]) == -1 || nt_emit_seq(e, 0) == -1)
		return -1;
	for (i = 0; i < r->nplayers; i++)
		if (write_player(e, r, r->listed[i]) == -1)
			return -1;
	if (nt_emit_seq_end(e) == -1)
		return -1;
	/* The players as listed, and their turn order when it differs. */
	for (i = 0; i < r->nplayers && r->listed[i] == i; i++)
		continue;
	if (i < r->nplayers) {
		if (word(e, k[K_TURN_ORDER]) == -1 || nt_emit_seq(e, 1) == -1)
			return -1;
		for (i = 0; i < r->nplayers; i++)
			if (word(e, r->pl[i].name) == -1)
				return -1;
		if (nt_emit_seq_end(e) == -1)
			return -1;
	}
	/* The keys of what other servers play, only when not the default. */
	if (r->finished_own && key_word(e, k[K_FINISHED_MOVES], "own") == -1)
		return -1;
	if (r->chain_to_start && key_bool(e, k[K_CHAIN_TO_START], 1) == -1)
		return -1;
	if (r->single_jump && key_bool(e, k[K_CHAINS], 0) == -1)
		return -1;
	if (r->capture && key_bool(e, k[K_CAPTURE], 1) == -1)
		return -1;
	if (r->colour_moves && write_colour_moves(e, r) == -1)
		return -1;
	if (r->dice_sides > 0 && write_end_rule(e, k[K_DICE],
	    nt_rules_dice_keys, 2, 2, r->dice_sides, 0, 0) == -1)
		return -1;
	if (!bits_empty(&r->shared) &&
	    key_cells(e, r, k[K_SHARED], &r->shared) == -1)
		return -1;
	if (!bits_empty(&r->drop_cells) && key_cells(e, r,
	    k[K_DROP_CELLS], &r->drop_cells) == -1)
		return -1;
	if (r->off_board && key_bool(e, k[K_OFF_BOARD], 1) == -1)
		return -1;
	if (write_end(e, r) == -1 || nt_emit_map_end(e) == -1)
		return -1;
	return nt_emit_finish(e);
}

int
notation_rules_emit_yaml(const notation_rules *r, struct notation_buf *out,
    struct notation_diag *d)
{
	yaml_emitter_t	 e;
	size_t		 start = out->len;
	int		 rc = 0;

	if (nt_emit_open(&e, out, 76) == -1)
		return notation_diag_set(d, NOTATION_LIMIT, "out of memory");
	if (write_rules(&e, r) == -1) {
		rc = notation_diag_set(d, NOTATION_IO,
		    "cannot write rule set %s: %s", r->name,
		    e.problem != NULL ? e.problem : "out of memory");
		/* Leave out as it was: no half-written rule file. */
		nt_buf_cut(out, start);
	}
	yaml_emitter_delete(&e);
	return rc;
}
