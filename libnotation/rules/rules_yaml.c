/*
 * rules_yaml.c -- rule sets read from YAML rule files
 * (spec/rules-format.md, halma-rules(5)); rules_yaml_write.c writes them,
 * rules_yaml.h lists the keys both know, rules_yaml_value.c reads the
 * values the schema is made of, and rules_yaml_diag.c words the loader's
 * refusals (their place and their fix).
 *
 * Reading pulls libyaml's events one at a time and walks the schema by
 * hand.  Nothing is ever skipped: every event is either expected at its
 * place or an error, so the walk never goes deeper than the schema, and an
 * alias (the only way to make a YAML document bigger than its text) is
 * refused outright.  Cells cannot be resolved while reading, because the
 * board may come after the players, so the raw cell names are kept with
 * their positions and resolved once the whole document has been read
 * (rules_resolve.c, which also checks what the rule set means).
 */
#include <sys/stat.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <yaml.h>

#include "rules/rules_loader.h"

#define RULES_MAX_BYTES	(1024 * 1024)	/* a rule file is at most 1 MiB */
#define NAME_MAX_LEN	63		/* name: [a-z0-9-]+ */
#define TITLE_MAX_LEN	159
#define MOVE_MAX	9999		/* move numbers in end rules */
#define REPEAT_MAX	99		/* repetition counts */

/*
 * The keys of each mapping are in rules_yaml.h, the loader's state in
 * rules_loader.h; the events and the values they carry are read by
 * rules_yaml_value.c (nt_ld_*()).
 */

static int
read_board(struct loader *ld)
{
	int	 k, shape;

	if (nt_ld_begin(ld, YAML_MAPPING_START_EVENT, "board", "a mapping",
	    &ld->board_at) == -1)
		return -1;
	for (;;) {
		if (nt_ld_key(ld, nt_rules_board_keys, &ld->board_seen, "board",
		    &k) == -1)
			return -1;
		switch (k) {
		case -1:
			if (!(ld->board_seen & (1u << B_SHAPE)))
				return fail(ld, ld->board_at,
				    "missing required key 'shape' in board");
			return 0;
		case B_SHAPE:
			if (nt_ld_word(ld, "shape", nt_rules_shape_words,
			    "square or star", &shape) == -1)
				return -1;
			ld->shape = (enum board_shape)shape;
			break;
		case B_WIDTH:
			ld->width_at = nt_ld_here(ld);
			if (nt_ld_int(ld, "width", 1, 16, &ld->width) == -1)
				return -1;
			break;
		case B_HEIGHT:
			ld->height_at = nt_ld_here(ld);
			if (nt_ld_int(ld, "height", 1, 16, &ld->height) == -1)
				return -1;
			break;
		case B_CELLS:
			if (nt_ld_cells(ld, "the board's cells",
			    &ld->cells) == -1)
				return -1;
			break;
		}
	}
}

/*
 * A player's name as the scalar just read gives it (goal, colour-of),
 * matched once every player is read.  A name no player can have (too
 * long, or with a NUL byte) is kept only to be shown in the message that
 * says so, and *nomatch set.
 */
static void
keep_name(const struct loader *ld, char *dst, size_t size, int *nomatch)
{
	const char	*s = nt_ld_scalar(ld);
	size_t		 len = nt_ld_scalar_len(ld);

	if (len > PLAYER_MAX_LEN || memchr(s, '\0', len) != NULL) {
		*nomatch = 1;
		nt_rules_shown(dst, size, s, len);
	} else
		memcpy(dst, s, len + 1);
}

/* One cell (corner, marked). */
static int
read_cell(struct loader *ld, const char *what, struct rawcell *c)
{
	if (nt_ld_want(ld, YAML_SCALAR_EVENT, what, "a cell") == -1)
		return -1;
	return nt_ld_cell(ld, c);
}

/*
 * A list of moves (spec/rules-format.md: colour-moves, a player's moves)
 * read into *mask, a MOVES_* bit each: words, none twice, not empty; at
 * gets where it begins.
 */
static int
read_move_list(struct loader *ld, const char *what, struct mark *at,
    unsigned *mask)
{
	static const char *const kinds[] = { "orthogonal-steps",
	    "diagonal-steps", "jumps", NULL };
	char			 buf[64];
	unsigned		 bit;
	int			 kind, more;

	if (nt_ld_begin(ld, YAML_SEQUENCE_START_EVENT, what,
	    "a list of moves", at) == -1)
		return -1;
	*mask = 0;
	while ((more = nt_ld_item(ld)) == 1) {
		if (ld->ev.type != YAML_SCALAR_EVENT)
			return fail_here(ld, "a move in %s must be a word, "
			    "not %s", what, nt_ld_kind(&ld->ev));
		for (kind = 0; kinds[kind] != NULL &&
		    !nt_ld_scalar_is(ld, kinds[kind]); kind++)
			continue;
		if (kinds[kind] == NULL)
			return fail_here(ld, "a move in %s must be "
			    "orthogonal-steps, diagonal-steps or jumps, not "
			    "'%s'", what, nt_rules_shown(buf, sizeof(buf),
			    nt_ld_scalar(ld), nt_ld_scalar_len(ld)));
		bit = 1u << kind;
		if (*mask & bit)
			return fail_here(ld, "%s is listed twice in %s",
			    kinds[kind], what);
		*mask |= bit;
	}
	if (more == -1)
		return -1;
	if (*mask == 0)
		return fail(ld, *at, "%s lists no move: its stones could "
		    "never move; list orthogonal-steps, diagonal-steps or "
		    "jumps", what);
	return 0;
}

static int
read_player(struct loader *ld, struct raw_player *p, int index)
{
	char		 where[32], buf[64];
	const char	*missing;
	int		 k, j;

	p->at = nt_ld_here(ld);
	snprintf(where, sizeof(where), "player %d", index + 1);
	for (;;) {
		if (nt_ld_key(ld, nt_rules_player_keys, &p->seen, where,
		    &k) == -1)
			return -1;
		switch (k) {
		case -1:
			/*
			 * camp and goal may be left out beside shared
			 * stones (nt_rules_resolve() checks them then).
			 */
			missing = !(p->seen & (1u << P_NAME)) ? "name" :
			    !(p->seen & (1u << P_LETTER)) ? "letter" : NULL;
			if (missing != NULL)
				return fail(ld, p->at,
				    "missing required key '%s' in %s",
				    missing, where);
			return 0;
		case P_NAME:
			if (nt_ld_string(ld, "a player's name", p->name,
			    PLAYER_MAX_LEN) == -1)
				return -1;
			for (j = 0; j < index; j++)
				if (strcmp(ld->pl[j].name, p->name) == 0)
					return fail_here(ld,
					    "player name '%s' is used twice",
					    p->name);
			break;
		case P_LETTER:
			if (nt_ld_want(ld, YAML_SCALAR_EVENT, "letter",
			    "a letter") == -1)
				return -1;
			if (nt_ld_scalar_len(ld) != 1 ||
			    nt_ld_scalar(ld)[0] < 'a' ||
			    nt_ld_scalar(ld)[0] > 'z')
				return fail_here(ld, "letter must be one "
				    "lowercase letter a-z, not '%s'",
				    nt_rules_shown(buf, sizeof(buf),
				    nt_ld_scalar(ld), nt_ld_scalar_len(ld)));
			p->letter = nt_ld_scalar(ld)[0];
			for (j = 0; j < index; j++)
				if (ld->pl[j].letter == p->letter)
					return fail_here(ld,
					    "letter '%c' is already player "
					    "%s's", p->letter, ld->pl[j].name);
			break;
		case P_CAMP:
			if (nt_ld_cells(ld, "camp", &p->camp) == -1)
				return -1;
			break;
		case P_START:
			if (nt_ld_cells(ld, "start", &p->start) == -1)
				return -1;
			break;
		case P_GOAL:
			if (nt_ld_next(ld) == -1)
				return -1;
			p->goal_at = nt_ld_here(ld);
			if (ld->ev.type == YAML_SEQUENCE_START_EVENT) {
				if (nt_ld_cell_items(ld, "goal",
				    &p->goal_cells) == -1)
					return -1;
				break;
			}
			if (ld->ev.type != YAML_SCALAR_EVENT)
				return fail_here(ld, "goal must be a "
				    "player's name or a list of cells, not %s",
				    nt_ld_kind(&ld->ev));
			keep_name(ld, p->goal_name, sizeof(p->goal_name),
			    &p->goal_nomatch);
			break;
		case P_CORNER:
			if (read_cell(ld, "corner", &p->corner) == -1)
				return -1;
			break;
		case P_TEAM:
			if (nt_ld_int(ld, "team", 0, NOTATION_MAX_PLAYERS,
			    &p->team) == -1)
				return -1;
			break;
		case P_MARKED:
			if (read_cell(ld, "marked", &p->marked) == -1)
				return -1;
			break;
		case P_COLOUR_OF:
			if (nt_ld_want(ld, YAML_SCALAR_EVENT, "colour-of",
			    "a player's name") == -1)
				return -1;
			p->colour_of_at = nt_ld_here(ld);
			keep_name(ld, p->colour_of, sizeof(p->colour_of),
			    &p->colour_of_nomatch);
			break;
		case P_HAND:
			p->hand_at = nt_ld_here(ld);
			if (nt_ld_int(ld, "hand", 0, NOTATION_MAX_CELLS,
			    &ld->r->pl[index].hand) == -1)
				return -1;
			break;
		case P_MOVES:
			if (read_move_list(ld, "moves", &p->moves_at,
			    &ld->r->pl[index].moves) == -1)
				return -1;
			break;
		case P_MIN_STONES:
			p->min_stones_at = nt_ld_here(ld);
			if (nt_ld_int(ld, "min-stones", 1, NOTATION_MAX_CELLS,
			    &ld->r->pl[index].min_stones) == -1)
				return -1;
			break;
		}
	}
}

static int
read_players(struct loader *ld)
{
	int	 more;

	if (nt_ld_begin(ld, YAML_SEQUENCE_START_EVENT, "players",
	    "a list of players", &ld->players_at) == -1)
		return -1;
	while ((more = nt_ld_item(ld)) == 1) {
		if (ld->ev.type != YAML_MAPPING_START_EVENT)
			return fail_here(ld,
			    "a player must be a mapping, not %s",
			    nt_ld_kind(&ld->ev));
		if (ld->nplayers == NOTATION_MAX_PLAYERS)
			return fail_here(ld, "more than %d players",
			    NOTATION_MAX_PLAYERS);
		if (read_player(ld, &ld->pl[ld->nplayers],
		    ld->nplayers) == -1)
			return -1;
		ld->nplayers++;
	}
	if (more == -1)
		return -1;
	if (ld->nplayers == 0)
		return fail(ld, ld->players_at,
		    "players must list 1 to %d players", NOTATION_MAX_PLAYERS);
	return 0;
}

/*
 * An end rule written as a small mapping: a required number (keys[0],
 * in [min, max]) and for some an optional second key, either a boolean or
 * another move number, and a third, a boolean (camp-rule's at-once).
 */
struct end_rule {
	const char		*what;
	const char *const	*keys;
	long			 min, max;
	int			 second_is_move;
};

static const struct end_rule camp_rule = {
	"camp-rule", nt_rules_camp_rule_keys, 1, MOVE_MAX, 0
};
static const struct end_rule home_check = {
	"home-check", nt_rules_check_keys, 1, MOVE_MAX, 0
};
static const struct end_rule tempo_check = {
	"tempo-check", nt_rules_check_keys, 1, MOVE_MAX, 0
};
static const struct end_rule draw_after = {
	"draw-after", nt_rules_check_keys, 1, MOVE_MAX, 0
};
static const struct end_rule repetition = {
	"repetition", nt_rules_repetition_keys, 2, REPEAT_MAX, 1
};

static int
read_end_rule(struct loader *ld, const struct end_rule *er, int *first,
    int *second, int *third)
{
	struct mark	 at;
	unsigned	 seen = 0;
	int		 k;

	if (nt_ld_begin(ld, YAML_MAPPING_START_EVENT, er->what, "a mapping",
	    &at) == -1)
		return -1;
	for (;;) {
		if (nt_ld_key(ld, er->keys, &seen, er->what, &k) == -1)
			return -1;
		if (k == -1)
			break;
		if (k == 0) {
			if (nt_ld_int(ld, er->keys[0], er->min, er->max,
			    first) == -1)
				return -1;
		} else if (k == 2) {
			if (nt_ld_bool(ld, er->keys[2], third) == -1)
				return -1;
		} else if (er->second_is_move) {
			if (nt_ld_int(ld, er->keys[1], 1, MOVE_MAX,
			    second) == -1)
				return -1;
		} else if (nt_ld_bool(ld, er->keys[1], second) == -1)
			return -1;
	}
	if (!(seen & 1u))
		return fail(ld, at, "missing required key '%s' in %s",
		    er->keys[0], er->what);
	return 0;
}

/*
 * The end mapping: a goal word, the end rules of struct end_rule and the
 * flags, each read into its place in the rule set, as the tables say.
 */
static int
read_end(struct loader *ld)
{
	static const char *const eliminates[] = { "camp", "all", NULL };
	struct notation_rules	*r = ld->r;
	/* repetition's claim: true unless the file says otherwise. */
	int			 claim = 1;
	/* An end rule, where it is written and what it sets. */
	struct {
		const struct end_rule	*er;
		struct mark		*at;
		int			*first, *second, *third;
	} rules[E__MAX] = {
		[E_CAMP_RULE] = { &camp_rule, &ld->camp_rule_at,
		    &r->camp_rule_move, &r->camp_return,
		    &r->camp_rule_at_once },
		[E_HOME_CHECK] = { &home_check, &ld->home_at,
		    &r->home_check_move, NULL, NULL },
		[E_TEMPO_CHECK] = { &tempo_check, &ld->tempo_at,
		    &r->tempo_check_move, NULL, NULL },
		[E_REPETITION] = { &repetition, &ld->rep_at,
		    &r->repetition_count, &r->repetition_min_move, NULL },
		[E_DRAW_AFTER] = { &draw_after, &ld->draw_at,
		    &r->draw_after_move, NULL, NULL },
	};
	int			*flags[E__MAX] = {
		[E_GOAL_LOCK] = &r->goal_lock,
		[E_CAMP_DUTY] = &r->camp_duty,
		[E_NO_MOVE_LOSES] = &r->no_move_loses,
		[E_SWAP] = &r->swap,
		[E_FILLED_GOAL_WINS] = &r->filled_goal_wins,
		[E_GOAL_LOCK_HOPS] = &r->goal_lock_hops,
		[E_GOAL_EXACT] = &r->goal_exact,
		[E_CONNECTION] = &r->connection,
		[E_NO_MOVE_DRAW] = &r->no_move_draw,
		[E_MOST_CAPTURES] = &r->most_captures,
		[E_ALL_OFF] = &r->all_off,
		[E_WALLED_IN] = &r->walled_in,
		[E_NET_CAPTURES] = &r->net_captures,
	};
	unsigned		 seen = 0;
	int			 k, goal;

	rules[E_REPETITION].third = &claim;
	if (nt_ld_want(ld, YAML_MAPPING_START_EVENT, "end", "a mapping") == -1)
		return -1;
	for (;;) {
		if (nt_ld_key(ld, nt_rules_end_keys, &seen, "end", &k) == -1)
			return -1;
		if (k == -1)
			return 0;
		if (k == E_GOAL) {
			if (nt_ld_word(ld, "goal", nt_rules_goal_words,
			    "immediate or after-round", &goal) == -1)
				return -1;
			r->goal_check = (enum goal_check)goal;
		} else if (k == E_ELIMINATE) {
			ld->eliminate_at = nt_ld_here(ld);
			if (nt_ld_word(ld, "eliminate", eliminates,
			    "camp or all", &goal) == -1)
				return -1;
			r->eliminate = goal == 0 ? ELIMINATE_CAMP :
			    ELIMINATE_ALL;
		} else if (k == E_ROW) {
			ld->row_at = nt_ld_here(ld);
			if (nt_ld_int(ld, "row", 2, 16, &r->row) == -1)
				return -1;
		} else if (flags[k] != NULL) {
			if (nt_ld_bool(ld, nt_rules_end_keys[k],
			    flags[k]) == -1)
				return -1;
			if (k == E_NO_MOVE_LOSES)
				ld->no_move_at = nt_ld_here(ld);
			if (k == E_GOAL_LOCK_HOPS)
				ld->hops_at = nt_ld_here(ld);
			if (k == E_NO_MOVE_DRAW)
				ld->no_move_draw_at = nt_ld_here(ld);
			if (k == E_MOST_CAPTURES)
				ld->most_captures_at = nt_ld_here(ld);
			if (k == E_ALL_OFF)
				ld->all_off_at = nt_ld_here(ld);
			if (k == E_WALLED_IN)
				ld->walled_at = nt_ld_here(ld);
			if (k == E_NET_CAPTURES)
				ld->net_at = nt_ld_here(ld);
		} else {
			*rules[k].at = nt_ld_here(ld);
			/* Without min-move every move may repeat. */
			if (k == E_REPETITION)
				r->repetition_min_move = 1;
			if (read_end_rule(ld, rules[k].er, rules[k].first,
			    rules[k].second, rules[k].third) == -1)
				return -1;
			if (k == E_REPETITION)
				r->repetition_no_claim = !claim;
		}
	}
}

/* turn-order: a list of the players' names, resolved with the players. */
static int
read_turn_order(struct loader *ld)
{
	int	 more;

	if (nt_ld_begin(ld, YAML_SEQUENCE_START_EVENT, "turn-order",
	    "a list of player names", &ld->turn_at) == -1)
		return -1;
	while ((more = nt_ld_item(ld)) == 1) {
		if (ld->nturn == NOTATION_MAX_PLAYERS)
			return fail_here(ld, "turn-order lists more than "
			    "%d players", NOTATION_MAX_PLAYERS);
		ld->turn_item_at[ld->nturn] = nt_ld_here(ld);
		if (nt_ld_string_value(ld, "a player's name in turn-order",
		    ld->turn[ld->nturn], PLAYER_MAX_LEN) == -1)
			return -1;
		ld->nturn++;
	}
	return more;
}

/*
 * colour-moves (spec/rules-format.md): for each cell colour the list of
 * the moves a stone standing on it may make, and free-in-goal.  A colour
 * left out keeps every move.
 */
static int
read_colour_moves(struct loader *ld)
{
	struct notation_rules	*r = ld->r;
	unsigned		 seen = 0;
	int			 k;

	if (nt_ld_begin(ld, YAML_MAPPING_START_EVENT, "colour-moves",
	    "a mapping", &ld->colour_moves_at) == -1)
		return -1;
	r->colour_moves = 1;
	r->cell_moves[0] = r->cell_moves[1] = MOVES_ALL;
	for (;;) {
		if (nt_ld_key(ld, nt_rules_colour_moves_keys, &seen,
		    "colour-moves", &k) == -1)
			return -1;
		if (k == -1)
			return 0;
		if (k == CM_FREE_IN_GOAL) {
			if (nt_ld_bool(ld, "free-in-goal",
			    &r->free_in_goal) == -1)
				return -1;
			continue;
		}
		if (read_move_list(ld, nt_rules_colour_moves_keys[k],
		    &ld->cell_moves_at[k], &r->cell_moves[k]) == -1)
			return -1;
	}
}

/*
 * dice: {count: 2, sides: N}, a flow or block mapping.  Two dice are a
 * step die and a jump die (spec/rules.md section 17.4); one die is a
 * race (spec/rules.md, "Rakado"), which alone takes again: N and
 * penalty: BOOL.  A die is written as one digit, so it has 2 to 9 sides.
 */
static int
read_dice(struct loader *ld)
{
	struct notation_rules	*r = ld->r;
	unsigned		 seen = 0;
	int			 k, count = 2;
	struct mark		 again_at = { 0, 0 };

	if (nt_ld_begin(ld, YAML_MAPPING_START_EVENT, "dice",
	    "a mapping such as {count: 2, sides: 6}", &ld->dice_at) == -1)
		return -1;
	for (;;) {
		if (nt_ld_key(ld, nt_rules_dice_keys, &seen, "dice", &k) == -1)
			return -1;
		switch (k) {
		case -1:
			if (!(seen & (1u << DI_SIDES)))
				return fail(ld, ld->dice_at, "missing "
				    "required key 'sides' in dice (dice: "
				    "{count: 2, sides: 6})");
			r->race = count == 1;
			if (!r->race && (seen & (1u << DI_AGAIN |
			    1u << DI_PENALTY)))
				return fail(ld, ld->dice_at, "dice: again "
				    "and penalty are keys of a race of one "
				    "die (count: 1)");
			if (r->race_again > r->dice_sides)
				return fail(ld, again_at, "dice: again is "
				    "%d, but the die has %d sides",
				    r->race_again, r->dice_sides);
			return 0;
		case DI_COUNT:
			if (nt_ld_int(ld, "count", 1, 99, &count) == -1)
				return -1;
			if (count != 1 && count != 2)
				return fail_here(ld, "dice: count must "
				    "be 2, a step die and a jump die, or 1, "
				    "the die of a race (count: 2)");
			break;
		case DI_SIDES:
			if (nt_ld_int(ld, "sides", 2, 9, &r->dice_sides) == -1)
				return -1;
			break;
		case DI_AGAIN:
			again_at = nt_ld_here(ld);
			if (nt_ld_int(ld, "again", 1, 9, &r->race_again) == -1)
				return -1;
			break;
		case DI_PENALTY:
			if (nt_ld_bool(ld, "penalty", &r->race_penalty) == -1)
				return -1;
			break;
		}
	}
}

static int
valid_name(const char *s)
{
	for (; *s != '\0'; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') ||
		    *s == '-'))
			return 0;
	return 1;
}

static int
read_top(struct loader *ld)
{
	struct notation_rules	*r = ld->r;
	int			 k, word, chains;

	for (;;) {
		if (nt_ld_key(ld, nt_rules_top_keys, &ld->seen, "the rule file",
		    &k) == -1)
			return -1;
		switch (k) {
		case -1:
			return 0;
		case K_NAME:
			if (nt_ld_string(ld, "name", r->name,
			    NAME_MAX_LEN) == -1)
				return -1;
			if (!valid_name(r->name))
				return fail_here(ld, "name must be "
				    "lowercase letters, digits and '-'");
			break;
		case K_TITLE:
			if (nt_ld_string(ld, "title", r->title,
			    TITLE_MAX_LEN) == -1)
				return -1;
			break;
		case K_BOARD:
			if (read_board(ld) == -1)
				return -1;
			break;
		case K_DIRECTIONS:
			if (nt_ld_int(ld, "directions", 1, MAX_DIRS,
			    &ld->dirs) == -1)
				return -1;
			ld->dirs_at = nt_ld_here(ld);
			break;
		case K_JUMPS:
			if (nt_ld_word(ld, "jumps", nt_rules_jump_words,
			    "short, long or none", &word) == -1)
				return -1;
			r->jump = (enum jump_kind)word;
			break;
		case K_JUMP_OVER:
			ld->jump_over_at = nt_ld_here(ld);
			if (nt_ld_word(ld, "jump-over",
			    nt_rules_jump_over_words,
			    "any, own, opponent or empty", &word) == -1)
				return -1;
			r->jump_over = (enum jump_over)word;
			break;
		case K_PASS:
			if (nt_ld_word(ld, "pass", nt_rules_pass_words,
			    "never, always or no-move", &word) == -1)
				return -1;
			r->pass = (enum pass_rule)word;
			break;
		case K_PLAYERS:
			if (read_players(ld) == -1)
				return -1;
			break;
		case K_END:
			if (read_end(ld) == -1)
				return -1;
			break;
		case K_CHAIN_TO_START:
			if (nt_ld_bool(ld, "chain-to-start",
			    &r->chain_to_start) == -1)
				return -1;
			break;
		case K_TURN_ORDER:
			if (read_turn_order(ld) == -1)
				return -1;
			break;
		case K_FINISHED_MOVES:
			ld->finished_at = nt_ld_here(ld);
			if (nt_ld_word(ld, "finished-moves",
			    nt_rules_finished_words, "partner, own or team",
			    &r->finished_own) == -1)
				return -1;
			break;
		case K_SAME_COLOUR:
			ld->same_colour_at = nt_ld_here(ld);
			if (nt_ld_bool(ld, "same-colour",
			    &r->same_colour) == -1)
				return -1;
			break;
		case K_STEPS:
			ld->steps_at = nt_ld_here(ld);
			if (nt_ld_word(ld, "steps", nt_rules_step_words,
			    "lines, none or knight", &word) == -1)
				return -1;
			r->steps = (enum step_rule)word;
			break;
		case K_CHAINS:
			ld->chains_at = nt_ld_here(ld);
			if (nt_ld_bool(ld, "chains", &chains) == -1)
				return -1;
			r->single_jump = !chains;
			break;
		case K_CAPTURE:
			ld->capture_at = nt_ld_here(ld);
			if (nt_ld_bool(ld, "capture", &r->capture) == -1)
				return -1;
			break;
		case K_COLOUR_MOVES:
			if (read_colour_moves(ld) == -1)
				return -1;
			break;
		case K_LINES:
			ld->lines_at = nt_ld_here(ld);
			if (nt_ld_word(ld, "lines", nt_rules_line_words,
			    "all or diagonal", &word) == -1)
				return -1;
			r->lines = (enum lines_rule)word;
			break;
		case K_FORWARD:
			ld->forward_at = nt_ld_here(ld);
			if (nt_ld_bool(ld, "forward", &r->forward) == -1)
				return -1;
			break;
		case K_STEP_AFTER_JUMPS:
			ld->step_after_at = nt_ld_here(ld);
			if (nt_ld_bool(ld, "step-after-jumps",
			    &r->step_after_jumps) == -1)
				return -1;
			break;
		case K_STATION:
			ld->station_at = nt_ld_here(ld);
			if (nt_ld_int(ld, "station", 1, 16,
			    &r->station) == -1)
				return -1;
			break;
		case K_DICE:
			if (read_dice(ld) == -1)
				return -1;
			break;
		case K_SHARED:
			if (nt_ld_cells(ld, "shared", &ld->shared) == -1)
				return -1;
			break;
		case K_DROP_CELLS:
			if (nt_ld_cells(ld, "drop-cells", &ld->drops) == -1)
				return -1;
			break;
		case K_OFF_BOARD:
			if (nt_ld_bool(ld, "off-board", &r->off_board) == -1)
				return -1;
			ld->off_at = nt_ld_here(ld);
			break;
		case K_ENCLOSE:
			if (nt_ld_bool(ld, "enclose", &r->enclose) == -1)
				return -1;
			ld->enclose_at = nt_ld_here(ld);
			break;
		case K_DRAUGHTS:
			ld->draughts_at = nt_ld_here(ld);
			if (nt_ld_word(ld, "draughts", nt_rules_draughts_words,
			    "international", &word) == -1)
				return -1;
			r->draughts = 1;
			break;
		}
	}
}

/*
 * A stream without a document: empty, blank, or only comments; or
 * (document) one whose document is empty, a "---" and comments.  The
 * error points at the first byte that is not blank, if any, not past
 * the end.
 */
static int
empty(struct loader *ld, int document)
{
	struct mark	 at = { 1, 1 };
	const char	*t = ld->src.text;
	size_t		 i;

	for (i = 0; i < ld->src.len; i++) {
		if (t[i] == '\n') {
			at.line++;
			at.column = 1;
		} else if (t[i] == ' ' || t[i] == '\t' || t[i] == '\r')
			at.column++;
		else if (document)
			return fail(ld, at, "the rule file's document is empty "
			    "(a '---' and comments only): it needs at least "
			    "the keys name, board and players");
		else
			return fail(ld, at, "the rule file holds only "
			    "comments: it needs at least the keys name, board "
			    "and players");
	}
	at.line = at.column = 1;
	return fail(ld, at, "the rule file is empty: it needs at least the "
	    "keys name, board and players");
}

/* The whole stream: exactly one document, which is a mapping. */
static int
read_stream(struct loader *ld)
{
	if (nt_ld_next(ld) == -1)
		return -1;			/* STREAM-START */
	if (nt_ld_next(ld) == -1)
		return -1;
	if (ld->ev.type == YAML_STREAM_END_EVENT)
		return empty(ld, 0);
	if (nt_ld_next(ld) == -1)		/* after DOCUMENT-START */
		return -1;
	/* "---" and comments alone: a document of one empty scalar. */
	if (ld->ev.type == YAML_SCALAR_EVENT &&
	    ld->ev.data.scalar.length == 0 &&
	    ld->ev.data.scalar.style == YAML_PLAIN_SCALAR_STYLE)
		return empty(ld, 1);
	if (ld->ev.type != YAML_MAPPING_START_EVENT)
		return fail_here(ld,
		    "a rule file must be a mapping of keys, not %s",
		    nt_ld_kind(&ld->ev));
	ld->top_at = nt_ld_here(ld);
	if (read_top(ld) == -1)
		return -1;
	if (nt_ld_next(ld) == -1)		/* DOCUMENT-END */
		return -1;
	if (nt_ld_next(ld) == -1)
		return -1;
	if (ld->ev.type != YAML_STREAM_END_EVENT)
		return fail_here(ld,
		    "a rule file holds exactly one YAML document");
	return 0;
}

/* Fill d for an error about the file as a whole. */
static void
file_error(struct notation_diag *d, const char *filename,
    enum notation_code code, const char *message)
{
	if (d == NULL)
		return;
	d->file = filename;
	d->line = d->column = d->game = d->ply = 0;
	notation_diag_set(d, code, "%s", message);
}

notation_rules *
notation_rules_load_string(const char *yaml, size_t len, const char *filename,
    struct notation_diag *d)
{
	struct loader	*ld;
	notation_rules	*r = NULL;

	if (yaml == NULL) {
		file_error(d, filename, NOTATION_BAD_RULES, "no text given");
		return NULL;
	}
	if (len > RULES_MAX_BYTES) {
		file_error(d, filename, NOTATION_BAD_RULES,
		    "file too large (a rule file is at most 1 MiB)");
		return NULL;
	}
	if ((ld = calloc(1, sizeof(*ld))) == NULL)
		goto nomem;
	if ((ld->r = calloc(1, sizeof(*ld->r))) == NULL) {
		free(ld);
		goto nomem;
	}
	if (!yaml_parser_initialize(&ld->parser)) {
		free(ld->r);
		free(ld);
		goto nomem;
	}
	ld->src.file = filename;
	ld->src.text = yaml;
	ld->src.len = len;
	ld->src.d = d;
	/* libyaml insists on a buffer, even an empty one. */
	yaml_parser_set_input_string(&ld->parser,
	    (const unsigned char *)(yaml != NULL ? yaml : ""), len);
	if (read_stream(ld) == -1 || nt_rules_resolve(ld) == -1)
		goto fail;
	nt_rules_dead_rules(ld);
	r = ld->r;
	ld->r = NULL;
fail:
	if (ld->have_ev)
		yaml_event_delete(&ld->ev);
	yaml_parser_delete(&ld->parser);
	if (ld->r != NULL)
		free(ld->r->file);
	free(ld->r);
	free(ld);
	return r;
nomem:
	file_error(d, filename, NOTATION_LIMIT, "out of memory");
	return NULL;
}

notation_rules *
notation_rules_load_file(const char *path, struct notation_diag *d)
{
	notation_rules	*r = NULL;
	FILE		*fp;
	struct stat	 st;
	char		*text = NULL;
	size_t		 len = 0, got;

	if (path == NULL) {
		file_error(d, NULL, NOTATION_IO, "no path given");
		return NULL;
	}
	if ((fp = fopen(path, "rb")) == NULL) {
		file_error(d, path, NOTATION_IO, strerror(errno));
		return NULL;
	}
	/*
	 * A regular file says its size.  Anything else (a pipe) is read up
	 * to one byte more than the limit, which tells "too large" without
	 * reading on.
	 */
	if (fstat(fileno(fp), &st) == 0 && S_ISREG(st.st_mode) &&
	    st.st_size > RULES_MAX_BYTES) {
		file_error(d, path, NOTATION_BAD_RULES,
		    "file too large (a rule file is at most 1 MiB)");
		goto fail;
	}
	if ((text = malloc(RULES_MAX_BYTES + 1)) == NULL) {
		file_error(d, path, NOTATION_LIMIT, "out of memory");
		goto fail;
	}
	while (len < RULES_MAX_BYTES + 1 &&
	    (got = fread(text + len, 1, RULES_MAX_BYTES + 1 - len, fp)) > 0)
		len += got;
	if (ferror(fp)) {
		file_error(d, path, NOTATION_IO, strerror(errno));
		goto fail;
	}
	r = notation_rules_load_string(text, len, path, d);
fail:
	fclose(fp);
	free(text);
	return r;
}
