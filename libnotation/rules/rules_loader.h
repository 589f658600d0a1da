/*
 * rules_loader.h -- the rule-file loader's state, shared by the files
 * that work on it, bottom up: rules_yaml_value.c (events and the values
 * they carry), rules_resolve.c (the second pass) and rules_yaml.c (the
 * schema walk and the entry points).  The keys are in rules_yaml.h, the
 * messages in rules_yaml_diag.h, both below.
 */
#ifndef NOTATION_RULES_LOADER_H
#define NOTATION_RULES_LOADER_H

#include <yaml.h>

#include "rules/rules.h"
#include "rules/rules_yaml.h"
#include "rules/rules_yaml_diag.h"

/*
 * The loader: a rule file as read (rules_yaml.c), its cells still names
 * with their positions until nt_rules_resolve() (rules_resolve.c) puts
 * them on the board.  fail() records an error at a position and returns
 * -1, the one way out of every failing path of both passes.
 */
#define PLAYER_MAX_LEN	31
#define CELL_TEXT	8		/* bytes of a raw cell kept */

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
	struct mark	 moves_at;	/* moves */
	struct mark	 min_stones_at;	/* min-stones */
};

struct loader {
	yaml_parser_t		 parser;
	yaml_event_t		 ev;
	int			 have_ev;
	struct rules_src	 src;		/* for the messages */
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
	struct mark		 walled_at;	/* end: walled-in */
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
	struct mark		 draughts_at;
	/* end: row and enclose (spec/rules.md sections 17.17, 17.18). */
	struct mark		 row_at, enclose_at, net_at;
	/*
	 * The flow collections ('{', '[') open at the event just read,
	 * and where the outermost began: a plain scalar that runs over a
	 * line end inside one is taken for a bracket left open.
	 */
	int			 flow_depth;
	int			 flow_char;	/* '{' or '[' */
	struct mark		 flow_at;
};

#define fail(ld, at, ...) \
	nt_rules_fail_at(&(ld)->src, (at), NOTATION_BAD_RULES, __VA_ARGS__)
/* The same at the event just read. */
#define fail_here(ld, ...)	fail((ld), nt_ld_here(ld), __VA_ARGS__)

/*
 * rules_yaml_value.c: the events of a rule file and the values they
 * carry.  The readers, from nt_ld_next() on, read the next event
 * (nt_ld_string_value() and nt_ld_cell() take the one just read) and
 * return 0, or -1 with the error recorded (fail()); nt_ld_item() returns
 * 1 for an item of the list and 0 past its end.
 */
struct mark nt_ld_here(const struct loader *);
int	 nt_ld_next(struct loader *);
const char *nt_ld_kind(const yaml_event_t *);
const char *nt_ld_scalar(const struct loader *);
size_t	 nt_ld_scalar_len(const struct loader *);
int	 nt_ld_scalar_is(const struct loader *, const char *s);
int	 nt_ld_want(struct loader *, yaml_event_type_t type, const char *what,
	    const char *expected);
int	 nt_ld_begin(struct loader *, yaml_event_type_t type,
	    const char *what, const char *expected, struct mark *at);
int	 nt_ld_item(struct loader *);
int	 nt_ld_key(struct loader *, const char *const keys[], unsigned *seen,
	    const char *where, int *k);
int	 nt_ld_string_value(struct loader *, const char *what, char *dst,
	    size_t max);
int	 nt_ld_string(struct loader *, const char *what, char *dst,
	    size_t max);
int	 nt_ld_int(struct loader *, const char *what, long min, long max,
	    int *out);
int	 nt_ld_bool(struct loader *, const char *what, int *out);
int	 nt_ld_word(struct loader *, const char *what,
	    const char *const words[], const char *expected, int *out);
int	 nt_ld_cell(struct loader *, struct rawcell *);
int	 nt_ld_cell_items(struct loader *, const char *what,
	    struct cell_list *);
int	 nt_ld_cells(struct loader *, const char *what, struct cell_list *);

/* rules_resolve.c, and the placement games' keys (rules_place.c) */
int	nt_rules_resolve(struct loader *);
int	nt_rules_resolve_place(struct loader *);
/*
 * rules_draughts.c: the draughts rule sets' board (its dark cells,
 * numbered) and keys; 0, or -1 with the error recorded.
 */
void	nt_rules_draughts_number(struct notation_rules *);
int	nt_rules_draughts_board(struct loader *);
int	nt_rules_draughts_check(struct loader *);
void	nt_rules_dead_rules(struct loader *);

#endif /* NOTATION_RULES_LOADER_H */
