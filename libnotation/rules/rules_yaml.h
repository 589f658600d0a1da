/*
 * rules_yaml.h -- the keys of a rule file (spec/rules-format.md), shared
 * by the loader (rules_yaml.c) and the writer (rules_yaml_write.c); and
 * the loader's state, shared by its two passes: reading (rules_yaml.c)
 * and resolving what was read against the board (rules_resolve.c).
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

#include <yaml.h>

#include "rules/rules.h"

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
	X(K_OFF_BOARD, "off-board")

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
	X(P_HAND, "hand")

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
	X(E_ALL_OFF, "all-off")

/*
 * The end rules written as small mappings: a number first, then one more
 * (and camp-rule a third).
 */
#define RULES_CAMP_RULE_KEYS(X) \
	X(CR_MOVE, "move") \
	X(CR_RETURN, "return") \
	X(CR_AT_ONCE, "at-once")

/* dice (spec/rules-format.md): two dice, a step die and a jump die. */
#define RULES_DICE_KEYS(X) \
	X(DI_COUNT, "count") \
	X(DI_SIDES, "sides")

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
 * The loader: a rule file as read (rules_yaml.c), its cells still names
 * with their positions until nt_rules_resolve() (rules_resolve.c) puts
 * them on the board.  fail() records an error at a position and returns
 * -1, the one way out of every failing path of both passes.
 */
#define PLAYER_MAX_LEN	31
#define CELL_TEXT	8		/* bytes of a raw cell kept */

struct mark {
	unsigned long	 line;		/* 1-based */
	unsigned long	 column;	/* 1-based */
};

/* A cell as written, before the board is known. */
struct rawcell {
	char		 s[CELL_TEXT];	/* NUL-terminated, maybe cut */
	size_t		 len;		/* the full length as written */
	struct mark	 at;
};

struct cell_list {
	int		 present;
	struct mark	 at;		/* the list itself */
	size_t		 n;
	struct rawcell	 c[NOTATION_MAX_CELLS];
};

struct raw_player {
	struct mark	 at;		/* the player's mapping */
	unsigned	 seen;		/* keys read, a bit per key */
	char		 name[PLAYER_MAX_LEN + 1];
	char		 letter;
	struct cell_list camp;
	struct cell_list start;
	struct cell_list goal_cells;	/* when goal is a list */
	char		 goal_name[PLAYER_MAX_LEN + 4];	/* when a name */
	int		 goal_nomatch;	/* too long or has a NUL byte */
	struct mark	 goal_at;
	struct rawcell	 corner;
	int		 team;
	struct rawcell	 marked;
	char		 colour_of[PLAYER_MAX_LEN + 4];	/* a name */
	int		 colour_of_nomatch;	/* as goal_nomatch */
	struct mark	 colour_of_at;
	struct mark	 hand_at;	/* hand */
};

struct loader {
	yaml_parser_t		 parser;
	yaml_event_t		 ev;
	int			 have_ev;
	const char		*file;
	const char		*text;
	size_t			 len;
	struct notation_diag	*d;
	struct notation_rules	*r;

	unsigned		 seen;		/* top-level keys read */
	struct mark		 top_at;
	enum board_shape	 shape;
	int			 width, height;
	unsigned		 board_seen;
	struct mark		 board_at, width_at, height_at;
	int			 dirs;		/* 0 = the default */
	struct mark		 dirs_at;
	struct mark		 players_at;
	struct mark		 no_move_at;
	struct mark		 camp_rule_at, home_at, tempo_at, rep_at;
	struct mark		 jump_over_at;
	struct mark		 draw_at;	/* end: draw-after */
	struct mark		 finished_at;	/* finished-moves */
	struct mark		 hops_at;	/* end: goal-lock-hops */
	/* turn-order: the players' names in turn order, as written. */
	struct mark		 turn_at;
	int			 nturn;
	char			 turn[NOTATION_MAX_PLAYERS][PLAYER_MAX_LEN + 1];
	struct mark		 turn_item_at[NOTATION_MAX_PLAYERS];
	struct mark		 same_colour_at;
	int			 nplayers;
	struct raw_player	 pl[NOTATION_MAX_PLAYERS];
	struct mark		 eliminate_at;	/* end: eliminate */
	/* board: cells, chains and capture (spec/rules.md section 17.6). */
	struct cell_list	 cells;
	struct mark		 chains_at, capture_at;
	struct mark		 colour_moves_at;	/* colour-moves */
	struct mark		 cell_moves_at[2];	/* its light, dark */
	struct mark		 steps_at, lines_at, forward_at, station_at;
	struct mark		 step_after_at;
	struct mark		 no_move_draw_at;	/* end: no-move-draw */
	struct mark		 dice_at;	/* dice */
	/* shared and end: most-captures (spec/rules.md section 17.11). */
	struct cell_list	 shared;
	struct mark		 most_captures_at;
	/* drop-cells, off-board, end: all-off (spec/rules.md 17.8). */
	struct cell_list	 drops;
	struct mark		 off_at, all_off_at;
};

/* rules_yaml_diag.c */
struct mark nt_rules_mark(const yaml_mark_t *);
const char *nt_rules_shown(char *buf, size_t size, const char *s,
	    size_t len);
int	nt_rules_fail_at(struct loader *, struct mark at,
	    enum notation_code code, const char *fmt, ...)
	    __attribute__((format(printf, 4, 5)));
int	nt_rules_syntax_error(struct loader *);
int	nt_rules_unknown_key(struct loader *, const char *const keys[],
	    const char *where);
int	nt_rules_one_of(const char *s, size_t len, const char *const words[]);
extern const char *const nt_rules_yaml11_bools[];
void	nt_rules_number_hint(const char *s, size_t len, char *hint,
	    size_t size);

#define fail(ld, at, ...) \
	nt_rules_fail_at((ld), (at), NOTATION_BAD_RULES, __VA_ARGS__)

/* rules_resolve.c */
int	nt_rules_resolve(struct loader *);
void	nt_rules_dead_rules(struct loader *);

#endif /* NOTATION_RULES_YAML_H */
