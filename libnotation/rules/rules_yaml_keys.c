/*
 * rules_yaml_keys.c -- the name tables of a rule file's keys, expanded
 * from the lists in rules_yaml.h: each name sits at its enumerator.
 */
#include <stddef.h>

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
