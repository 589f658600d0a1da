/*
 * rules_yaml.h -- the keys of a rule file (spec/rules-format.md), shared
 * by the loader (rules_yaml.c), its messages (rules_yaml_diag.c), its
 * second pass (rules_resolve.c) and the writer (rules_yaml_write.c).
 * The loader's state is in rules_loader.h.
 *
 * Each mapping's keys are one list of (enumerator, name) pairs, expanded
 * once into the enum and once into the name table (rules_yaml_keys.c), so
 * a key added, removed or moved changes both at once: the enum indexes
 * the table, and a mapping's 'seen' word has bit 1 << key set once the
 * key has been read, which is how duplicates and missing keys are found.
 * A new key goes in its list and nowhere else.
 */
#ifndef NOTATION_RULES_YAML_H
#define NOTATION_RULES_YAML_H

#define RULES_TOP_KEYS(X) \
	X(K_NAME, "name") \
	X(K_TITLE, "title") \
	X(K_BOARD, "board") \
	X(K_DIRECTIONS, "directions") \
	X(K_JUMPS, "jumps") \
	X(K_JUMP_OVER, "jump-over") \
	X(K_PASS, "pass") \
	X(K_PLAYERS, "players") \
	X(K_END, "end") \
	X(K_FINISHED_MOVES, "finished-moves") \
	X(K_TURN_ORDER, "turn-order") \
	X(K_CHAIN_TO_START, "chain-to-start") \
	X(K_SAME_COLOUR, "same-colour") \
	X(K_STEPS, "steps") \
	X(K_CHAINS, "chains") \
	X(K_CAPTURE, "capture") \
	X(K_COLOUR_MOVES, "colour-moves") \
	X(K_LINES, "lines") \
	X(K_FORWARD, "forward") \
	X(K_STEP_AFTER_JUMPS, "step-after-jumps") \
	X(K_STATION, "station") \
	X(K_DICE, "dice") \
	X(K_SHARED, "shared") \
	X(K_DROP_CELLS, "drop-cells") \
	X(K_OFF_BOARD, "off-board") \
	X(K_DRAUGHTS, "draughts") \
	X(K_ENCLOSE, "enclose")

#define RULES_BOARD_KEYS(X) \
	X(B_SHAPE, "shape") \
	X(B_WIDTH, "width") \
	X(B_HEIGHT, "height") \
	X(B_CELLS, "cells")

#define RULES_PLAYER_KEYS(X) \
	X(P_NAME, "name") \
	X(P_LETTER, "letter") \
	X(P_CAMP, "camp") \
	X(P_START, "start") \
	X(P_GOAL, "goal") \
	X(P_CORNER, "corner") \
	X(P_TEAM, "team") \
	X(P_MARKED, "marked") \
	X(P_COLOUR_OF, "colour-of") \
	X(P_HAND, "hand") \
	X(P_MOVES, "moves") \
	X(P_MIN_STONES, "min-stones")

#define RULES_END_KEYS(X) \
	X(E_GOAL, "goal") \
	X(E_CAMP_RULE, "camp-rule") \
	X(E_HOME_CHECK, "home-check") \
	X(E_TEMPO_CHECK, "tempo-check") \
	X(E_REPETITION, "repetition") \
	X(E_GOAL_LOCK, "goal-lock") \
	X(E_CAMP_DUTY, "camp-duty") \
	X(E_NO_MOVE_LOSES, "no-move-loses") \
	X(E_SWAP, "swap") \
	X(E_FILLED_GOAL_WINS, "filled-goal-wins") \
	X(E_DRAW_AFTER, "draw-after") \
	X(E_GOAL_LOCK_HOPS, "goal-lock-hops") \
	X(E_ELIMINATE, "eliminate") \
	X(E_GOAL_EXACT, "goal-exact") \
	X(E_CONNECTION, "connection") \
	X(E_NO_MOVE_DRAW, "no-move-draw") \
	X(E_MOST_CAPTURES, "most-captures") \
	X(E_ALL_OFF, "all-off") \
	X(E_WALLED_IN, "walled-in") \
	X(E_ROW, "row") \
	X(E_NET_CAPTURES, "net-captures")

/*
 * The end rules written as small mappings: a number first, then one more
 * (and camp-rule a third).
 */
#define RULES_CAMP_RULE_KEYS(X) \
	X(CR_MOVE, "move") \
	X(CR_RETURN, "return") \
	X(CR_AT_ONCE, "at-once")

/*
 * dice (spec/rules-format.md): two dice, a step die and a jump die; or
 * one die of a race, with the roll that gives another turn and whether
 * a missed capture is punished.
 */
#define RULES_DICE_KEYS(X) \
	X(DI_COUNT, "count") \
	X(DI_SIDES, "sides") \
	X(DI_AGAIN, "again") \
	X(DI_PENALTY, "penalty")

#define RULES_CHECK_KEYS(X) \
	X(CK_MOVE, "move")

#define RULES_REPETITION_KEYS(X) \
	X(R_COUNT, "count") \
	X(R_MIN_MOVE, "min-move") \
	X(R_CLAIM, "claim")

/* colour-moves: the moves of each cell colour (spec/rules-format.md). */
#define RULES_COLOUR_MOVES_KEYS(X) \
	X(CM_LIGHT, "light") \
	X(CM_DARK, "dark") \
	X(CM_FREE_IN_GOAL, "free-in-goal")

/*
 * The mappings themselves, one line each: the enum's tag, its count (the
 * enumerator after the last key), the name table's infix and the list.
 * The enums, the tables' declarations here and their definitions in
 * rules_yaml_keys.c are all expanded from it.
 */
#define RULES_KEY_MAPPINGS(Y) \
	Y(top_key, K__MAX, top, RULES_TOP_KEYS) \
	Y(board_key, B__MAX, board, RULES_BOARD_KEYS) \
	Y(player_key, P__MAX, player, RULES_PLAYER_KEYS) \
	Y(end_key, E__MAX, end, RULES_END_KEYS) \
	Y(camp_rule_key, CR__MAX, camp_rule, RULES_CAMP_RULE_KEYS) \
	Y(check_key, CK__MAX, check, RULES_CHECK_KEYS) \
	Y(repetition_key, R__MAX, repetition, RULES_REPETITION_KEYS) \
	Y(colour_moves_key, CM__MAX, colour_moves, RULES_COLOUR_MOVES_KEYS) \
	Y(dice_key, DI__MAX, dice, RULES_DICE_KEYS)

#define RULES_KEY_ENUM(e, name)	e,
#define RULES_KEY_ENUMS(tag, max, infix, list) \
	enum tag { list(RULES_KEY_ENUM) max };
/* The names by key (nt_rules_top_keys...), each ended by NULL. */
#define RULES_KEY_TABLE_DECLS(tag, max, infix, list) \
	extern const char *const nt_rules_##infix##_keys[max + 1];

RULES_KEY_MAPPINGS(RULES_KEY_ENUMS)
RULES_KEY_MAPPINGS(RULES_KEY_TABLE_DECLS)

/*
 * The values of the keys that take one of a few words, each word at the
 * value it stands for (enum board_shape, enum jump_kind...: the loader reads
 * the index, the writer writes the word), the default first; each list
 * ended by NULL.
 */
extern const char *const nt_rules_shape_words[];	/* board: shape */
extern const char *const nt_rules_jump_words[];		/* jumps */
extern const char *const nt_rules_jump_over_words[];	/* jump-over */
extern const char *const nt_rules_pass_words[];		/* pass */
extern const char *const nt_rules_step_words[];		/* steps */
extern const char *const nt_rules_line_words[];		/* lines */
extern const char *const nt_rules_finished_words[];	/* finished-moves */
extern const char *const nt_rules_goal_words[];		/* end: goal */
extern const char *const nt_rules_draughts_words[];	/* draughts */

#endif /* NOTATION_RULES_YAML_H */
