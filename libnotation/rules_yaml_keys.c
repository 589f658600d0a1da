/*
 * rules_yaml_keys.c -- the name tables of a rule file's keys, expanded
 * from the lists in rules_yaml.h: each name sits at its enumerator.
 */
#include <stddef.h>

#include "rules_yaml.h"

#define KEY_NAME(e, name)	[e] = name,

const char *const nt_rules_top_keys[K__MAX + 1] = {
	RULES_TOP_KEYS(KEY_NAME) NULL
};
const char *const nt_rules_board_keys[B__MAX + 1] = {
	RULES_BOARD_KEYS(KEY_NAME) NULL
};
const char *const nt_rules_player_keys[P__MAX + 1] = {
	RULES_PLAYER_KEYS(KEY_NAME) NULL
};
const char *const nt_rules_end_keys[E__MAX + 1] = {
	RULES_END_KEYS(KEY_NAME) NULL
};
const char *const nt_rules_camp_rule_keys[CR__MAX + 1] = {
	RULES_CAMP_RULE_KEYS(KEY_NAME) NULL
};
const char *const nt_rules_check_keys[CK__MAX + 1] = {
	RULES_CHECK_KEYS(KEY_NAME) NULL
};
const char *const nt_rules_repetition_keys[R__MAX + 1] = {
	RULES_REPETITION_KEYS(KEY_NAME) NULL
};

/* A mapping's keys read are bits of an unsigned int. */
_Static_assert(K__MAX <= 32 && B__MAX <= 32 && P__MAX <= 32 &&
    E__MAX <= 32, "too many keys in a mapping for its 'seen' bits");
