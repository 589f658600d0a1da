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

#include "internal.h"

#define RULES_TOP_KEYS(X) \
	X(K_NAME, "name") \
	X(K_TITLE, "title") \
	X(K_BOARD, "board") \
	X(K_DIRECTIONS, "directions") \
	X(K_JUMPS, "jumps") \
	X(K_JUMP_OVER, "jump-over") \
	X(K_PLAYERS, "players") \
	X(K_END, "end")

#define RULES_BOARD_KEYS(X) \
	X(B_SHAPE, "shape") \
	X(B_WIDTH, "width") \
	X(B_HEIGHT, "height")

#define RULES_PLAYER_KEYS(X) \
	X(P_NAME, "name") \
	X(P_LETTER, "letter") \
	X(P_CAMP, "camp") \
	X(P_START, "start") \
	X(P_GOAL, "goal") \
	X(P_CORNER, "corner") \
	X(P_TEAM, "team") \
	X(P_MARKED, "marked")

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
	X(E_FILLED_GOAL_WINS, "filled-goal-wins")

/* The end rules written as small mappings: a number first, then one more. */
#define RULES_CAMP_RULE_KEYS(X) \
	X(CR_MOVE, "move") \
	X(CR_RETURN, "return")

#define RULES_CHECK_KEYS(X) \
	X(CK_MOVE, "move")

#define RULES_REPETITION_KEYS(X) \
	X(R_COUNT, "count") \
	X(R_MIN_MOVE, "min-move")

#define RULES_KEY_ENUM(e, name)	e,

enum top_key { RULES_TOP_KEYS(RULES_KEY_ENUM) K__MAX };
enum board_key { RULES_BOARD_KEYS(RULES_KEY_ENUM) B__MAX };
enum player_key { RULES_PLAYER_KEYS(RULES_KEY_ENUM) P__MAX };
enum end_key { RULES_END_KEYS(RULES_KEY_ENUM) E__MAX };
enum camp_rule_key { RULES_CAMP_RULE_KEYS(RULES_KEY_ENUM) CR__MAX };
enum check_key { RULES_CHECK_KEYS(RULES_KEY_ENUM) CK__MAX };
enum repetition_key { RULES_REPETITION_KEYS(RULES_KEY_ENUM) R__MAX };

/* The names by key, each ended by NULL. */
extern const char *const nt_rules_top_keys[K__MAX + 1];
extern const char *const nt_rules_board_keys[B__MAX + 1];
extern const char *const nt_rules_player_keys[P__MAX + 1];
extern const char *const nt_rules_end_keys[E__MAX + 1];
extern const char *const nt_rules_camp_rule_keys[CR__MAX + 1];
extern const char *const nt_rules_check_keys[CK__MAX + 1];
extern const char *const nt_rules_repetition_keys[R__MAX + 1];

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
	int			 nplayers;
	struct raw_player	 pl[NOTATION_MAX_PLAYERS];
};

/* rules_yaml.c */
const char *nt_rules_shown(char *buf, size_t size, const char *s,
	    size_t len);
int	nt_rules_fail_at(struct loader *, struct mark at,
	    enum notation_code code, const char *fmt, ...)
	    __attribute__((format(printf, 4, 5)));

#define fail(ld, at, ...) \
	nt_rules_fail_at((ld), (at), NOTATION_BAD_RULES, __VA_ARGS__)

/* rules_resolve.c */
int	nt_rules_resolve(struct loader *);
void	nt_rules_dead_rules(struct loader *);

#endif /* NOTATION_RULES_YAML_H */
