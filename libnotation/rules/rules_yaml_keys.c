/*
 * rules_yaml_keys.c -- the name tables of a rule file's keys, expanded
 * from the lists in rules_yaml.h: each name sits at its enumerator; and
 * the words of the keys whose value is a word, each at its value.
 */
#include <stddef.h>

#include "rules/rules.h"
#include "rules/rules_yaml.h"

#define KEY_NAME(e, name)	[e] = name,
#define KEY_TABLE(tag, max, infix, list) \
	const char *const nt_rules_##infix##_keys[max + 1] = { \
		list(KEY_NAME) NULL \
	};
/* A mapping's keys read are bits of an unsigned int. */
#define KEY_BITS(tag, max, infix, list) \
	_Static_assert(max <= 32, "too many keys in " #infix " for its bits");

RULES_KEY_MAPPINGS(KEY_TABLE)
RULES_KEY_MAPPINGS(KEY_BITS)

const char *const nt_rules_shape_words[] = {
	[SHAPE_SQUARE] = "square", [SHAPE_STAR] = "star",
	[SHAPE_TRACK] = "track", NULL
};
const char *const nt_rules_jump_words[] = {
	[JUMP_SHORT] = "short", [JUMP_LONG] = "long", [JUMP_NONE] = "none",
	NULL
};
const char *const nt_rules_jump_over_words[] = {
	[JUMP_OVER_ANY] = "any", [JUMP_OVER_OWN] = "own",
	[JUMP_OVER_OPPONENT] = "opponent", [JUMP_OVER_EMPTY] = "empty", NULL
};
const char *const nt_rules_pass_words[] = {
	[PASS_NEVER] = "never", [PASS_ALWAYS] = "always",
	[PASS_NO_MOVE] = "no-move", NULL
};
const char *const nt_rules_step_words[] = {
	[STEPS_LINES] = "lines", [STEPS_NONE] = "none",
	[STEPS_KNIGHT] = "knight", NULL
};
const char *const nt_rules_line_words[] = {
	[LINES_ALL] = "all", [LINES_DIAGONAL] = "diagonal", NULL
};
/*
 * finished_own: a finished player's moves are its partner's, or its own;
 * or every player's, finished or not, its team's (Gomoku for two teams).
 */
const char *const nt_rules_finished_words[] = {
	[FINISHED_PARTNER] = "partner", [FINISHED_OWN] = "own",
	[FINISHED_TEAM] = "team", NULL
};
const char *const nt_rules_goal_words[] = {
	[GOAL_IMMEDIATE] = "immediate", [GOAL_AFTER_ROUND] = "after-round",
	NULL
};
/* draughts: the one game of the family built (spec/rules.md section 18). */
const char *const nt_rules_draughts_words[] = { "international", NULL };
