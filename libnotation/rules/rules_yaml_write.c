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

/* A flag whose default is false: "key: true" only when set. */
static int
key_true(yaml_emitter_t *e, const char *key, int set)
{
	return set ? key_bool(e, key, 1) : 0;
}

/*
 * A key of a few words (nt_rules_pass_words...) whose value is the word
 * at value; left unsaid at the default, the first word.
 */
static int
key_choice(yaml_emitter_t *e, const char *key, const char *const *words,
    int value)
{
	return value != 0 ? key_word(e, key, words[value]) : 0;
}

static int
key_cells(yaml_emitter_t *e, const struct notation_rules *r,
    const char *key, const struct bits *b)
{
	char	 name[4];
	int	 c, n;

	if (word(e, key) == -1 || nt_emit_seq(e, 1) == -1)
		return -1;
	/* A numbered board's cells in the order of their numbers. */
	for (n = 1; n <= r->numbers; n++)
		if (bits_test(b, c = r->number_cell[n])) {
			notation_cell_name(r, c, name);
			if (word(e, name) == -1)
				return -1;
		}
	BITS_FOREACH(c, b) {
		if (r->numbers > 0)
			break;
		notation_cell_name(r, c, name);
		if (word(e, name) == -1)
			return -1;
	}
	return nt_emit_seq_end(e);
}

/* A list of moves, a word per MOVES_* bit of mask, after its key. */
static int
key_moves(yaml_emitter_t *e, const char *key, unsigned mask)
{
	static const char *const kinds[] = { "orthogonal-steps",
	    "diagonal-steps", "jumps" };
	int	 i;

	if ((key != NULL && word(e, key) == -1) || nt_emit_seq(e, 1) == -1)
		return -1;
	for (i = 0; i < 3; i++)
		if ((mask & (1u << i)) && word(e, kinds[i]) == -1)
			return -1;
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
	/* A track's horses start in the base: its camp is the start cell. */
	if (!bits_equal(&p->start, &p->camp) && r->geo.shape != SHAPE_TRACK &&
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
	} else if (!(r->draughts && bits_empty(&p->goal)) &&
	    key_cells(e, r, k[P_GOAL], &p->goal) == -1)
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
	if (p->moves != 0 && key_moves(e, k[P_MOVES], p->moves) == -1)
		return -1;
	if (p->min_stones > 0 &&
	    key_int(e, k[P_MIN_STONES], p->min_stones) == -1)
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

/* A race's die: {count: 1, sides: N}, again and penalty when set. */
static int
write_race(yaml_emitter_t *e, const struct notation_rules *r)
{
	const char *const	*k = nt_rules_dice_keys;

	if (word(e, nt_rules_top_keys[K_DICE]) == -1 ||
	    nt_emit_map(e, 1) == -1 || key_int(e, k[DI_COUNT], 1) == -1 ||
	    key_int(e, k[DI_SIDES], r->dice_sides) == -1)
		return -1;
	if (r->race_again > 0 && key_int(e, k[DI_AGAIN], r->race_again) == -1)
		return -1;
	if (key_true(e, k[DI_PENALTY], r->race_penalty) == -1)
		return -1;
	return nt_emit_map_end(e);
}

/* home-check, tempo-check or draw-after (what): {move: N}, when set. */
static int
write_check(yaml_emitter_t *e, const char *what, int move)
{
	if (move <= 0)
		return 0;
	return write_end_rule(e, what, nt_rules_check_keys, CK__MAX, move, 0,
	    0, 0);
}

/*
 * The end mapping, its keys in the order of their list (rules_yaml.h):
 * the flags from goal-lock to filled-goal-wins always, the later ones,
 * added for other servers, only when set.
 */
static int
write_end(yaml_emitter_t *e, const struct notation_rules *r)
{
	const char *const	*k = nt_rules_end_keys;
	const int		 flags[E__MAX] = {
		[E_GOAL_LOCK] = r->goal_lock, [E_CAMP_DUTY] = r->camp_duty,
		[E_NO_MOVE_LOSES] = r->no_move_loses, [E_SWAP] = r->swap,
		[E_FILLED_GOAL_WINS] = r->filled_goal_wins,
		[E_GOAL_LOCK_HOPS] = r->goal_lock_hops,
		[E_GOAL_EXACT] = r->goal_exact, [E_CONNECTION] = r->connection,
		[E_NO_MOVE_DRAW] = r->no_move_draw,
		[E_MOST_CAPTURES] = r->most_captures, [E_ALL_OFF] = r->all_off,
		[E_WALLED_IN] = r->walled_in,
	};
	int			 i;

	if (word(e, nt_rules_top_keys[K_END]) == -1 || nt_emit_map(e, 0) == -1)
		return -1;
	if (key_word(e, k[E_GOAL], nt_rules_goal_words[r->goal_check]) == -1)
		return -1;
	/* at-once, added for other servers, only when set. */
	if (r->camp_rule_move > 0 && write_end_rule(e, k[E_CAMP_RULE],
	    nt_rules_camp_rule_keys, r->camp_rule_at_once ? CR__MAX : CR_AT_ONCE,
	    r->camp_rule_move, r->camp_return, 1, 1) == -1)
		return -1;
	if (write_check(e, k[E_HOME_CHECK], r->home_check_move) == -1 ||
	    write_check(e, k[E_TEMPO_CHECK], r->tempo_check_move) == -1)
		return -1;
	/* claim, added for the corners sets, only when false. */
	if (r->repetition_count > 0 && write_end_rule(e, k[E_REPETITION],
	    nt_rules_repetition_keys, r->repetition_no_claim ? R__MAX :
	    R_CLAIM, r->repetition_count, r->repetition_min_move, 0, 0) == -1)
		return -1;
	for (i = E_GOAL_LOCK; i <= E_FILLED_GOAL_WINS; i++)
		if (key_bool(e, k[i], flags[i]) == -1)
			return -1;
	if (write_check(e, k[E_DRAW_AFTER], r->draw_after_move) == -1 ||
	    key_true(e, k[E_GOAL_LOCK_HOPS], flags[E_GOAL_LOCK_HOPS]) == -1)
		return -1;
	if (r->eliminate != ELIMINATE_OFF && key_word(e, k[E_ELIMINATE],
	    r->eliminate == ELIMINATE_ALL ? "all" : "camp") == -1)
		return -1;
	for (i = E_GOAL_EXACT; i <= E_WALLED_IN; i++)
		if (key_true(e, k[i], flags[i]) == -1)
			return -1;
	if ((r->row > 0 && key_int(e, k[E_ROW], r->row) == -1) ||
	    key_true(e, k[E_NET_CAPTURES], r->net_captures) == -1)
		return -1;
	return nt_emit_map_end(e);
}

/* colour-moves: both colours' lists, free-in-goal only when true. */
static int
write_colour_moves(yaml_emitter_t *e, const struct notation_rules *r)
{
	const char *const	*k = nt_rules_colour_moves_keys;
	int			 c;

	if (word(e, nt_rules_top_keys[K_COLOUR_MOVES]) == -1 ||
	    nt_emit_map(e, 0) == -1)
		return -1;
	for (c = 0; c < 2; c++)
		if (key_moves(e, k[c == 0 ? CM_LIGHT : CM_DARK],
		    r->cell_moves[c]) == -1)
			return -1;
	if (key_true(e, k[CM_FREE_IN_GOAL], r->free_in_goal) == -1)
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

	if (word(e, k[K_BOARD]) == -1 || nt_emit_map(e, 1) == -1 ||
	    key_word(e, b[B_SHAPE], nt_rules_shape_words[r->geo.shape]) == -1)
		return -1;
	if (r->geo.shape == SHAPE_SQUARE) {
		if (key_int(e, b[B_WIDTH], r->geo.width) == -1 ||
		    key_int(e, b[B_HEIGHT], r->geo.height) == -1)
			return -1;
		/*
		 * The cells only of a board with some cut away, and not the
		 * dark cells that draughts keeps of itself.
		 */
		if (r->geo.ncells < r->geo.width * r->geo.height &&
		    !r->draughts &&
		    key_cells(e, r, b[B_CELLS], &r->geo.valid) == -1)
			return -1;
	}
	if (nt_emit_map_end(e) == -1 ||
	    key_int(e, k[K_DIRECTIONS], r->geo.ndirs) == -1 ||
	    key_word(e, k[K_JUMPS], nt_rules_jump_words[r->jump]) == -1)
		return -1;
	/* The default is left unsaid, so older files are written as read. */
	if (key_choice(e, k[K_JUMP_OVER], nt_rules_jump_over_words,
	    r->jump_over) == -1 ||
	    key_true(e, k[K_SAME_COLOUR], r->same_colour) == -1 ||
	    key_choice(e, k[K_PASS], nt_rules_pass_words, r->pass) == -1)
		return -1;
	/* The keys that shape a move, each only when not the default. */
	if (key_choice(e, k[K_STEPS], nt_rules_step_words, r->steps) == -1 ||
	    key_choice(e, k[K_LINES], nt_rules_line_words, r->lines) == -1 ||
	    key_true(e, k[K_FORWARD], r->forward) == -1 ||
	    key_true(e, k[K_STEP_AFTER_JUMPS], r->step_after_jumps) == -1 ||
	    (r->station > 0 && key_int(e, k[K_STATION], r->station) == -1))
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
	if (key_choice(e, k[K_FINISHED_MOVES], nt_rules_finished_words,
	    r->finished_own) == -1)
		return -1;
	if (key_true(e, k[K_CHAIN_TO_START], r->chain_to_start) == -1 ||
	    (r->single_jump && key_bool(e, k[K_CHAINS], 0) == -1) ||
	    key_true(e, k[K_CAPTURE], r->capture) == -1)
		return -1;
	if (r->colour_moves && write_colour_moves(e, r) == -1)
		return -1;
	if (r->dice_sides > 0 && !r->race && write_end_rule(e, k[K_DICE],
	    nt_rules_dice_keys, 2, 2, r->dice_sides, 0, 0) == -1)
		return -1;
	if (r->race && write_race(e, r) == -1)
		return -1;
	if (!bits_empty(&r->shared) &&
	    key_cells(e, r, k[K_SHARED], &r->shared) == -1)
		return -1;
	if (!bits_empty(&r->drop_cells) && key_cells(e, r,
	    k[K_DROP_CELLS], &r->drop_cells) == -1)
		return -1;
	if (key_true(e, k[K_OFF_BOARD], r->off_board) == -1 ||
	    key_true(e, k[K_ENCLOSE], r->enclose) == -1)
		return -1;
	if (r->draughts && key_word(e, k[K_DRAUGHTS],
	    nt_rules_draughts_words[0]) == -1)
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
