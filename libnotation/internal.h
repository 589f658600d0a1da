/*
 * internal.h -- what the library's modules share and nobody else sees.
 *
 * Cells are bit indices: cell = rank * stride + file, with stride = width + 1
 * so that every row ends in one padding bit that is never a cell.  A step
 * off the right edge lands on padding and a step off the left edge lands on
 * the padding of the row below, so whole-board shifts of a bitset never
 * wrap a stone from one edge to the other.  The star board is a skewed
 * 17x17 grid in which only the 121 holes are cells (spec/star.md).
 *
 * Names: a function or variable that one module shares with another is
 * global but not API, so it carries the internal prefix nt_ (the API's is
 * notation_); everything else is static.  The static library then defines
 * no global a program could clash with, and the shared object exports only
 * what notation.h marks NOTATION_EXPORT (tests/symbols.sh checks both).
 */
#ifndef NOTATION_INTERNAL_H
#define NOTATION_INTERNAL_H

#include <stdarg.h>
#include <stdint.h>
#include <string.h>
#include <strings.h>

#include "notation.h"

#define BITS_WORDS	5		/* 320 bits >= NOTATION_MAX_CELLS */
#define MAX_DIRS	8
/*
 * The owner of a stone of no player (shared, spec/rules-format.md): the
 * slot after the last player's in every per-player array, a player
 * with no name, camp or goal whose stones the side to move moves.
 */
#define SHARED		NOTATION_MAX_PLAYERS

struct bits {
	uint64_t	w[BITS_WORDS];
};

static inline void
bits_zero(struct bits *b)
{
	memset(b, 0, sizeof(*b));
}

static inline int
bits_test(const struct bits *b, int i)
{
	return (int)((b->w[i >> 6] >> (i & 63)) & 1);
}

static inline void
bits_set(struct bits *b, int i)
{
	b->w[i >> 6] |= (uint64_t)1 << (i & 63);
}

static inline void
bits_clear(struct bits *b, int i)
{
	b->w[i >> 6] &= ~((uint64_t)1 << (i & 63));
}

static inline int
bits_empty(const struct bits *b)
{
	uint64_t	 x = 0;
	int		 i;

	for (i = 0; i < BITS_WORDS; i++)
		x |= b->w[i];
	return x == 0;
}

static inline int
bits_count(const struct bits *b)
{
	int	 i, n = 0;

	for (i = 0; i < BITS_WORDS; i++)
		n += __builtin_popcountll(b->w[i]);
	return n;
}

/* Is every bit of a also in b? */
static inline int
bits_subset(const struct bits *a, const struct bits *b)
{
	int	 i;

	for (i = 0; i < BITS_WORDS; i++)
		if (a->w[i] & ~b->w[i])
			return 0;
	return 1;
}

static inline int
bits_intersect(const struct bits *a, const struct bits *b)
{
	int	 i;

	for (i = 0; i < BITS_WORDS; i++)
		if (a->w[i] & b->w[i])
			return 1;
	return 0;
}

static inline int
bits_equal(const struct bits *a, const struct bits *b)
{
	return memcmp(a, b, sizeof(*a)) == 0;
}

/* Lowest set bit >= from, or -1. */
static inline int
bits_next(const struct bits *b, int from)
{
	int		 i;
	uint64_t	 x;

	if (from < 0)
		from = 0;
	for (i = from >> 6; i < BITS_WORDS; i++) {
		x = b->w[i];
		if (i == from >> 6)
			x &= ~(uint64_t)0 << (from & 63);
		if (x)
			return i * 64 + __builtin_ctzll(x);
	}
	return -1;
}

/* out = in shifted by off bits (towards higher cells when off > 0). */
static inline void
bits_shift(struct bits *out, const struct bits *in, int off)
{
	int		 i, q, r;
	uint64_t	 lo, hi;

	if (off >= 0) {
		q = off >> 6;
		r = off & 63;
		for (i = BITS_WORDS - 1; i >= 0; i--) {
			hi = i - q >= 0 ? in->w[i - q] : 0;
			lo = i - q - 1 >= 0 ? in->w[i - q - 1] : 0;
			out->w[i] = r ? (hi << r) | (lo >> (64 - r)) : hi;
		}
	} else {
		off = -off;
		q = off >> 6;
		r = off & 63;
		for (i = 0; i < BITS_WORDS; i++) {
			lo = i + q < BITS_WORDS ? in->w[i + q] : 0;
			hi = i + q + 1 < BITS_WORDS ? in->w[i + q + 1] : 0;
			out->w[i] = r ? (lo >> r) | (hi << (64 - r)) : lo;
		}
	}
}

#define BITS_FOREACH(c, b) \
	for ((c) = bits_next((b), 0); (c) >= 0; (c) = bits_next((b), (c) + 1))

/* ------------------------------------------------------------------ */
/* Diagnostics (diag.c)                                               */

/*
 * Fill d whole: code and severity, file, game, line, column, ply and the
 * message, the rest cleared; for the readers' and the writer's own.
 */
void	nt_diag_vfill(struct notation_diag *d, enum notation_code code,
	    const char *file, unsigned long game, unsigned long line,
	    unsigned long col, unsigned long ply, const char *fmt, va_list ap);

/* ------------------------------------------------------------------ */
/* Geometry (geometry.c)                                              */

enum board_shape {
	SHAPE_SQUARE = 0,
	SHAPE_STAR
};

struct geometry {
	enum board_shape shape;
	int		 width;		/* files */
	int		 height;	/* ranks */
	int		 stride;	/* width + 1 */
	int		 ncells;
	struct bits	 valid;
	int		 ndirs;
	int		 dx[MAX_DIRS];	/* direction order = tie-break order */
	int		 dy[MAX_DIRS];
	int		 off[MAX_DIRS];	/* dy * stride + dx */
	int16_t		 nb[NOTATION_MAX_CELLS][MAX_DIRS]; /* -1 = off board */
};

/*
 * Square board width x height (each 1..16) with 4 (orthogonal) or 8
 * directions; or the 121-hole star (6 directions).  0 or -1.
 */
int	nt_geometry_init_square(struct geometry *, int width, int height,
	    int ndirs);
int	nt_geometry_init_star(struct geometry *);
/*
 * Keep only the cells of 'cells' (board: cells, spec/rules-format.md) on
 * a board made by nt_geometry_init_square(), and link them again: the
 * others are no cells, and no step or jump reaches or crosses them.
 */
void	nt_geometry_mask(struct geometry *, const struct bits *cells);
/*
 * The distance between two cells that every rule measuring one uses (the
 * tempo count, the goal cells nearest a corner, the far corner): on a
 * square board |files| + |ranks|, on the star the number of steps along
 * its lines, max(|da|, |db|, |dc|) in its cube coordinates
 * (spec/rules-format.md, "Distances").
 */
int	nt_geometry_distance(const struct geometry *, int a, int b);

/* ------------------------------------------------------------------ */
/* Rule sets (rules.c; loaded by rules_yaml.c)                        */

enum jump_kind {
	JUMP_SHORT = 0,		/* over an adjacent stone to the cell behind */
	JUMP_LONG		/* Super-/Spronghalma: symmetric long jumps */
};

/* Whose stones a jump may go over (spec/rules-format.md, "jump-over"). */
enum jump_over {
	JUMP_OVER_ANY = 0,	/* every stone */
	JUMP_OVER_OWN,		/* the jumping stone's player's and partners' */
	JUMP_OVER_OPPONENT,	/* every other player's */
	JUMP_OVER_EMPTY		/* an empty cell, which the jump fills
				   (Retour, spec/rules.md section 17.7) */
};

/* When a player may pass (spec/rules-format.md, "pass"). */
enum pass_rule {
	PASS_NEVER = 0,		/* the default */
	PASS_ALWAYS,		/* at any turn */
	PASS_NO_MOVE		/* only with no legal move of a stone */
};

/* What a step is (spec/rules-format.md, "steps"). */
enum step_rule {
	STEPS_LINES = 0,	/* to a neighbour in a board direction */
	STEPS_NONE,		/* no steps: jumps only */
	STEPS_KNIGHT		/* a chess knight's leap */
};

/* The lines steps and jumps go along (spec/rules-format.md, "lines"). */
enum lines_rule {
	LINES_ALL = 0,		/* every direction of the board */
	LINES_DIAGONAL		/* the diagonal ones only */
};

/* What a player put out by the camp rule leaves (end: eliminate). */
enum eliminate_rule {
	ELIMINATE_OFF = 0,
	ELIMINATE_CAMP,		/* its stones in its camp */
	ELIMINATE_ALL		/* every stone of it */
};

enum goal_check {
	GOAL_IMMEDIATE = 0,	/* a filled goal wins at once (rules.md 1.7) */
	GOAL_AFTER_ROUND	/* checked after the round (rules.md 3.3) */
};

struct player {
	char		 letter;	/* in position strings */
	char		 name[32];
	struct bits	 camp;		/* own camp, for camp/home rules */
	struct bits	 start;		/* where its stones stand at move 1 */
	struct bits	 goal;
	int		 nstones;
	int		 corner;	/* far corner of the goal (tempo) */
	int		 team;		/* 0 = none */
	int		 marked;	/* Trefhalma: start cell of the stone
					   that must end on 'corner'; -1 none */
	int		 colour_of;	/* 1 + the player whose turns move
					   these stones; 0 = its own turns */
	int		 forward;	/* rank step of "forward": 1 up, -1
					   down; 0 without forward/station */
	struct bits	 station;	/* its station's cells, or none */
	int		 hand;		/* stones in hand at the start
					   (spec/rules-format.md, "hand") */
};

#define RULES_NOTES_MAX	8

struct notation_rules {
	char		 name[64];
	char		 title[160];
	struct geometry	 geo;
	enum jump_kind	 jump;
	enum jump_over	 jump_over;
	enum pass_rule	 pass;
	int		 nplayers;	/* in turn order */
	struct player	 pl[NOTATION_MAX_PLAYERS + 1];	/* + SHARED */

	/* Ends and adjudication (spec/rules.md); 0 = the rule is off. */
	enum goal_check	 goal_check;
	int		 camp_rule_move;	/* own camps empty after move N */
	int		 camp_return;		/* then re-entering loses */
	int		 home_check_move;	/* corners home check */
	int		 tempo_check_move;	/* corners tempo check */
	int		 repetition_count;	/* e.g. 3 */
	int		 repetition_min_move;	/* e.g. 52 */
	int		 goal_lock;		/* stones never leave the goal */
	int		 camp_duty;		/* empty one's camp first */
	int		 no_move_loses;
	int		 swap;			/* 16x16 ending variant 1 */
	int		 filled_goal_wins;	/* 16x16 ending variant 2 */
	/* Keys other servers play (spec/rules-format.md), 0 = as before. */
	int		 draw_after_move;	/* a draw after move N */
	int		 finished_own;		/* a finished team player
						   moves its own stones only */
	/*
	 * pl[] is in turn order; the rule file may list the players in
	 * another (turn-order).  listed[i] is the turn index of the i-th
	 * player of the file's list, for the writer.
	 */
	int8_t		 listed[NOTATION_MAX_PLAYERS];
	int		 camp_rule_at_once;	/* each player checked after
						   its own move N, and loses
						   at once */
	int		 goal_lock_hops;	/* the goal lock at every hop */
	int		 chain_to_start;	/* a chain may end where it
						   started */

	/*
	 * Moves bound to the cell colour (spec/rules.md, "Same colour"):
	 * every move ends on a cell of its start cell's colour; 'dark'
	 * holds the dark cells of a square board (spec/boards.md).
	 */
	int		 same_colour;
	struct bits	 dark;

	/*
	 * A player that fails the camp rule is put out, and the others play
	 * on (spec/rules.md, "Gevangen 1"): ELIMINATE_CAMP takes its stones
	 * in its camp off the board, ELIMINATE_ALL every stone of it; 0 =
	 * it loses, and the game ends, as before.
	 */
	int		 eliminate;

	uint64_t	 zobrist[NOTATION_MAX_CELLS][NOTATION_MAX_PLAYERS + 1];
	uint64_t	 zobrist_side[NOTATION_MAX_PLAYERS];

	/*
	 * What the loader noticed but did not refuse (a rule that can
	 * never take effect), for notation_rules_warning(); their file
	 * is 'file', a copy owned by the rule set.
	 */
	struct notation_diag notes[RULES_NOTES_MAX];
	int		 nnotes;
	char		*file;

	enum step_rule	 steps;		/* what a step is */

	/*
	 * The game box's solitaires (spec/rules.md sections 17.6, 17.7):
	 * a move of a jump is one jump, never a chain (chains: false); a
	 * jumped stone leaves the board (capture); a player is finished
	 * when its stones stand on exactly its goal's cells (goal-exact).
	 */
	int		 single_jump;
	int		 capture;
	int		 goal_exact;
	/*
	 * Moves by the colour of the start cell (spec/rules-format.md,
	 * "colour-moves"), 0 = the key is absent: the MOVES_* a stone on a
	 * light ([0]) and on a dark ([1]) cell may make ('dark' is then
	 * filled), and whether a move from the mover's goal into it is
	 * free of them.
	 */
	int		 colour_moves;
	unsigned	 cell_moves[2];
	int		 free_in_goal;
	/* A chain of own stones from camp to goal wins (end: connection). */
	int		 connection;
	enum lines_rule	 lines;		/* the lines of steps and jumps */
	int		 forward;	/* every step and hop forward */
	int		 step_after_jumps; /* a chain may end with a step */
	int		 station;	/* rows of each side's station */
	int		 no_move_draw;	/* nobody can move: a draw */
	/*
	 * Dice (spec/rules.md section 17.4): each turn two dice of this
	 * many sides, a step die and a jump die; 0 = no dice.
	 */
	int		 dice_sides;
	/*
	 * Gevangen 2 (spec/rules.md section 17.11): stones of no player
	 * on these cells at the start (shared), which every side to move
	 * moves; capture with chains (capture_chains, derived): a chain's
	 * every hop takes the stone it goes over at once, and the mover
	 * counts it; the game ends when the side to move has no move, won
	 * by the most captures (most_captures).
	 */
	struct bits	 shared;
	int		 capture_chains;
	int		 most_captures;
	/*
	 * Top secret Halma (spec/rules.md section 17.8): the cells a stone
	 * in hand is dropped on (empty: no drops; every hand is empty
	 * before any stone moves); moves off the board (off-board); a
	 * player with no stone left, on the board or in hand, wins
	 * (end: all-off).
	 */
	struct bits	 drop_cells;
	int		 off_board;
	int		 all_off;
};

#define MOVES_ORTHOGONAL	1u	/* orthogonal steps */
#define MOVES_DIAGONAL		2u	/* diagonal steps */
#define MOVES_JUMPS		4u	/* jumps and chains */
#define MOVES_ALL		7u

/*
 * The player whose turns move player i's stones: i itself, or, when i is
 * another player's colour (spec/rules.md, "Two colours"), that player.
 * The first player always takes turns of its own.
 */
static inline int
rules_side(const struct notation_rules *r, int i)
{
	return r->pl[i].colour_of != 0 ? r->pl[i].colour_of - 1 : i;
}

/* The last player in turn order that takes turns of its own. */
static inline int
rules_last_side(const struct notation_rules *r)
{
	int	 i = r->nplayers - 1;

	while (i > 0 && rules_side(r, i) != i)
		i--;
	return i;
}

/*
 * The players of a player's team, as a bit per player: the player alone
 * when it plays in no team (spec/rules.md, "Team play"); with several
 * colours, every colour of the player whose turns move it, which win and
 * lose together as a team does.
 */
static inline unsigned
rules_team(const struct notation_rules *r, int player)
{
	unsigned	 who = 1u << player;
	int		 i, side = rules_side(r, player);

	for (i = 0; i < r->nplayers; i++)
		if (rules_side(r, i) == side || (r->pl[player].team != 0 &&
		    r->pl[i].team == r->pl[player].team))
			who |= 1u << i;
	return who;
}

/*
 * Called by a loader once every field above (but the derived ones) is
 * set: checks the rule set as a whole, derives nstones and corners, fills
 * the Zobrist keys.  0, or NOTATION_BAD_RULES with d filled.
 */
int	nt_rules_finish(struct notation_rules *, struct notation_diag *d);

/*
 * How far apart two names are (catalog.c): the optimal string alignment
 * distance, case folded; (size_t)-1 for names past 63 bytes.  The rule
 * loader names the nearest key with it as the catalog names rule sets.
 */
size_t	nt_name_distance(const char *a, const char *b);

/*
 * The built-in rule files, generated from spec/rules/NAME.yaml by
 * gen-builtin.sh into builtin_data.c; the first is the default.
 */
extern const size_t		 nt_builtin_count;
extern const char *const	 nt_builtin_names[];
extern const char *const	 nt_builtin_texts[];
extern const size_t		 nt_builtin_lens[];

/* ------------------------------------------------------------------ */
/* The record's tokens (token.c; spec/record-format.md, "Grammar")    */

/*
 * Byte classes of the text format, the one definition every reader and
 * the writer use: whitespace is space, tab and the line ends; the eight
 * delimiters end a token; a word byte (which continues a move token) is
 * any other byte, NUL and bytes above 127 included.  b is an unsigned
 * char value.
 */
#define TOKEN_LETTER(b)	(((b) >= 'a' && (b) <= 'z') || \
			 ((b) >= 'A' && (b) <= 'Z'))
#define TOKEN_DIGIT(b)	((b) >= '0' && (b) <= '9')
#define TOKEN_NAME_BYTE(b) (TOKEN_LETTER(b) || TOKEN_DIGIT(b) || (b) == '_')
#define TOKEN_SPACE(b)	((b) == ' ' || (b) == '\t' || (b) == '\n' || \
			 (b) == '\r')
#define TOKEN_DELIM(b)	((b) == '{' || (b) == '}' || (b) == ';' || \
			 (b) == '[' || (b) == ']' || (b) == '(' || \
			 (b) == ')' || (b) == '"')
#define TOKEN_WORD_BYTE(b) (!TOKEN_SPACE(b) && !TOKEN_DELIM(b))

/*
 * Whole tokens, len bytes at s: 1 when s has the shape, else 0.
 *  - a tag name: a letter, then letters, digits and '_';
 *  - a move token: a letter, then word bytes;
 *  - a result token: "*", two or more scores "0", "1" or "1/N" joined by
 *    '-', or the lone "1" of a game of one player.
 * That a result suits the rule set is result.c's business, not this.
 */
int	nt_token_tag_name_ok(const char *s, size_t len);
int	nt_token_move_ok(const char *s, size_t len);
int	nt_token_result_ok(const char *s, size_t len);

/*
 * A result token read a byte at a time, for a reader that cannot see the
 * whole token at once: step() returns 1 when c continues the token and
 * 0 when it cannot (the token, if any, ends before c); done() says
 * whether the bytes stepped so far are a whole result token.
 */
struct token_result {
	int	 state;
	size_t	 scores;
};

void	nt_token_result_init(struct token_result *);
int	nt_token_result_step(struct token_result *, int c);
int	nt_token_result_done(const struct token_result *);

/* ------------------------------------------------------------------ */
/* Positions (position.c)                                             */

struct notation_position {
	const struct notation_rules *rules;
	struct bits	 occ;				/* every stone */
	struct bits	 stones[NOTATION_MAX_PLAYERS + 1];	/* + SHARED */
	int8_t		 board[NOTATION_MAX_CELLS];	/* player, SHARED
							   or -1 */
	int		 side;
	unsigned long	 move_number;			/* from 1 */
	uint64_t	 hash;
	unsigned	 eliminated;	/* players put out (end: eliminate),
					   a bit each; they take no turns */

	/*
	 * The turn in progress of a dice game (dice.c, spec/rules.md
	 * section 17.4): the step die and the jump die of its roll (0 = not
	 * rolled yet), the steps made, whether the jump is made, and the
	 * cells of the stones moved in this turn.  All 0 between turns.
	 */
	int8_t		 die_steps;
	int8_t		 die_jump;
	int8_t		 steps_made;
	int8_t		 jump_made;
	struct bits	 moved;
	int16_t		 jump_cell;	/* where the jump ended, when made */
	/* Stones each player has captured (most_captures only). */
	int16_t		 captures[NOTATION_MAX_PLAYERS];
	/* Stones in hand (hand.c, spec/rules.md section 17.8). */
	int16_t		 hand[NOTATION_MAX_PLAYERS];
};

void	nt_position_clear(struct notation_position *,
	    const struct notation_rules *);
void	nt_position_put(struct notation_position *, int cell, int player);
void	nt_position_start(struct notation_position *,
	    const struct notation_rules *);
void	nt_position_rehash(struct notation_position *);
int	nt_position_finish(struct notation_position *, const int *cnt,
	    struct notation_diag *, notation_position **out);

/* ------------------------------------------------------------------ */
/* Drawings (render.c, svg.c)                                         */

/*
 * The slot of player i in the drawings' six-colour palettes: by its
 * letter when that is a colour's initial (w b r g y p), otherwise the
 * first slot left free, in turn order (spec/boards.md).
 */
int	nt_render_palette(const struct notation_rules *, int i);

/* ------------------------------------------------------------------ */
/* Jump chains (jumps.c) and legality (movegen.c)                     */

/*
 * The cells the stone on 'from' can reach by a chain of one or more jumps
 * in pos, the stone lifted off 'from' while it jumps.  'from' itself is
 * never in the result.
 */
void	nt_jump_reach(const struct notation_position *, int from,
	    struct bits *out);
/* Is 'to' in that reach?  Stops searching as soon as it is found. */
int	nt_jump_reaches(const struct notation_position *, int from, int to);
/*
 * A move of one kind from 'from' to 'to' (-1 where it has none: a drop's
 * start, a move off's landing), in short form and with no chain: every
 * generator builds its moves with it.
 */
static inline struct notation_move
nt_move_of(int from, int to, int kind)
{
	struct notation_move	 m;

	m.from = (int16_t)from;
	m.to = (int16_t)to;
	m.kind = (uint8_t)kind;
	m.hops = 0;
	m.chain = 0;
	m.dirs = 0;
	return m;
}

/*
 * Is from-to a step of the rule set for the stone on 'from' (movegen.c),
 * 'to' empty or not?
 */
int	nt_is_step(const struct notation_position *, int from, int to);
/*
 * Is a-b a step for a stone of player who (movegen.c), b empty or not?
 * May a stone of player who land on cell, stations counted (jumps.c)?
 */
int	nt_step_ok(const struct notation_position *, int who, int a, int b);
int	nt_land_ok(const struct notation_position *, int who, int cell);
/* Is there a single jump from a to b (the mover lifted from 'lifted')? */
int	nt_jump_single(const struct notation_position *, int lifted, int a,
	    int b);
/*
 * The landing cells of the chain from-to with the fewest hops, first in
 * direction order; path holds NOTATION_MAX_CELLS.  0 if unreachable.
 */
size_t	nt_jump_path(const struct notation_position *, int from, int to,
	    int16_t *path);
/*
 * The hops of that chain, as nt_jump_path() counts them, without writing the
 * path (for statistics); 0 if unreachable.
 */
unsigned nt_jump_hops(const struct notation_position *, int from, int to);
/*
 * Rule-set restrictions beyond reachability (goal lock, camp duty): 0 if
 * the move from-to is allowed, otherwise a code with d filled.
 */
int	nt_move_allowed(const struct notation_position *, int from, int to,
	    struct notation_diag *d);
/*
 * The goal lock at every hop (goal-lock-hops): 0 if hop number 'hop' of a
 * chain of the stone on 'from', from a to b, keeps it, otherwise a code
 * with d filled.  For the long form, whose every hop is named.
 */
int	nt_hop_allowed(const struct notation_position *, int from,
	    size_t hop, int a, int b, struct notation_diag *d);
/*
 * Can a chain of the stone on 'from' come back to 'from' (chain-to-start,
 * spec/rules.md section 16.6)?  Always 0 for rule sets without the key.
 */
int	nt_chain_returns(const struct notation_position *, int from);
/*
 * nt_jump_path() under the rule set's hop restrictions: the chain the
 * long form writes, a chain back to the start (to == from) included.
 */
size_t	nt_jump_path_allowed(const struct notation_position *, int from,
	    int to, int16_t *path);
/*
 * The players whose stones the side to move may move, a bit per player:
 * itself, and in team play, once all its stones stand in its goal, its
 * partners too (spec/rules.md, "Team play"), unless the rule set says
 * finished-moves: own.
 */
unsigned nt_movers(const struct notation_position *);
/* Their stones: the stones the side to move may move. */
void	nt_movable(const struct notation_position *, struct bits *);
/* Is from-to, onto an occupied cell, a swap of ending variant 1? */
int	nt_swap_allowed(const struct notation_position *, int from, int to);
/* Has the side to move any legal move at all? */
int	nt_moves_exist(const struct notation_position *);

/*
 * The landing cell of the single jump from a in each direction (-1 where
 * none), the stone on 'lifted' lifted off; out holds MAX_DIRS.
 */
void	nt_jump_landings(const struct notation_position *, int lifted, int a,
	    int16_t *out);

/*
 * Dice (dice.c; spec/rules.md section 17.4, spec/moves.md "Dice").  For
 * a rule set with dice_sides > 0 these stand in for the plain parse,
 * apply and generation: a roll token "dSJ" starts a turn, and each part
 * (a step, or the jump die's chain) is a move of its own.
 *  - nt_dice_parse(): notation_move_parse() of a dice game;
 *  - nt_dice_apply(): make m (a roll or a part); 1 when the turn is
 *    over (the caller then hands it on), 0 when it goes on;
 *  - nt_dice_generate(): the 36 rolls between turns (sides squared),
 *    else the parts that can be made next;
 *  - nt_dice_key(): the hash of the turn in progress (0 between turns);
 *  - nt_dice_path(): the long form of a jump part, exactly die_jump
 *    hops, the first such chain in direction order; 0 if none.
 *  - nt_dice_parts_exist(): can a part of the turn in progress be made?
 */
int	nt_dice_parse(const struct notation_position *, const char *text,
	    size_t len, struct notation_move *m, struct notation_diag *d);
int	nt_dice_apply(struct notation_position *, const struct notation_move *);
size_t	nt_dice_generate(const struct notation_position *,
	    struct notation_move *out);
uint64_t nt_dice_key(const struct notation_position *);
size_t	nt_dice_path(const struct notation_position *, int from, int to,
	    int16_t *path);
int	nt_dice_parts_exist(const struct notation_position *);
/*
 * The turn field of a position string, "d35/e4,f4/h6" (spec/position-
 * string.md): read into p, whose stones and side are set (NULL, or what
 * is wrong); written, with its leading blank.
 */
const char *nt_dice_turn_read(struct notation_position *, const char *s,
	    size_t len);
int	nt_dice_turn_write(const struct notation_position *,
	    struct notation_buf *);
/* The plain parse of a move, without the dice (move.c). */
int	nt_move_parse_plain(const struct notation_position *, const char *text,
	    size_t len, struct notation_move *m, struct notation_diag *d);

/*
 * Capture chains (captures.c; spec/moves.md "Capture chains"), for a
 * rule set with capture_chains: the moves of the position (steps, then
 * chains, one per position they leave); whether one exists; a move's
 * landing cells and the cells of the stones it takes (each holds
 * NOTATION_MAX_CHAIN; the count); its captures made and counted (the
 * stone itself is moved by the caller); whether its short form names
 * it; the parse of a move whose shape move.c has checked (ncells cells,
 * 'x' in it when capt, a stone the side moves on 'from'); the hash term
 * of n captures of a player.
 */
size_t	nt_capture_generate(const struct notation_position *,
	    struct notation_move *out);
int	nt_capture_exists(const struct notation_position *);
size_t	nt_capture_path(const struct notation_position *,
	    const struct notation_move *, int16_t *path, int16_t *caught);
void	nt_capture_apply(struct notation_position *,
	    const struct notation_move *);
int	nt_capture_unambiguous(const struct notation_position *,
	    const struct notation_move *);
int	nt_capture_parse(const struct notation_position *, const char *text,
	    size_t len, size_t ncells, int from, int capt,
	    struct notation_move *m, struct notation_diag *d);
uint64_t nt_capture_key(const struct notation_rules *, int player, int n);

/*
 * Stones in hand and moves off the board (hand.c; spec/rules.md section
 * 17.8, spec/moves.md "Drops and moves off the board"):
 *  - nt_hand_any(): does any player hold a stone in hand?  Then every
 *    move is a drop;
 *  - nt_hand_parse(): a drop "f6" or a move off "c4-off", "c4-e2-off";
 *    -1 when the text is neither (the caller parses it), else 0 or the
 *    code (NOTATION_SYNTAX among them) with d filled;
 *  - nt_hand_generate(): the drops of the side to move (hand.c's list
 *    when nt_hand_any(), else 0);
 *  - nt_off_ok(): can the stone on 'from' leave the board in one move?
 *  - nt_off_path(): the long form's landings before the last hop off
 *    (fewest hops); its count, path holds NOTATION_MAX_CELLS;
 *  - nt_hand_key(): the hash of the hands.
 */
int	nt_hand_any(const struct notation_position *);
int	nt_hand_parse(const struct notation_position *, const char *text,
	    size_t len, struct notation_move *m, struct notation_diag *d);
size_t	nt_hand_generate(const struct notation_position *,
	    struct notation_move *out);
int	nt_off_ok(const struct notation_position *, int from);
size_t	nt_off_path(const struct notation_position *, int from,
	    int16_t *path);
uint64_t nt_hand_key(const struct notation_position *);

/*
 * Games (game.c).  Make m without deciding its legality: for the checker,
 * whose notation_move_parse() has already decided it.  The public
 * notation_game_play_move() checks.
 */
int	nt_game_play_unchecked(notation_game *, const struct notation_move *,
	    struct notation_diag *);

/* ------------------------------------------------------------------ */
/* Text: UTF-8 (utf8.c)                                               */

/*
 * The length of the well-formed UTF-8 sequence at s (len bytes left; RFC
 * 3629: no overlong forms, no surrogates, nothing above U+10FFFF), or 0.
 */
size_t	nt_utf8_len(const unsigned char *s, size_t len);
/*
 * The length of the longest prefix of s that is well-formed UTF-8: the
 * offset of its first bad byte, or len.
 */
size_t	nt_utf8_span(const unsigned char *s, size_t len);
/*
 * Append s to out with every byte that is not part of well-formed UTF-8
 * replaced by U+FFFD; out->data is a C string after.  0, or -1.
 */
int	nt_utf8_copy(struct notation_buf *out, const char *s, size_t len);
/* Append code point cp (at most U+10FFFF) as UTF-8.  0, or -1. */
int	nt_utf8_encode(struct notation_buf *out, unsigned long cp);
/*
 * The columns a terminal gives code point cp: 0 (combining marks, format
 * characters, controls), 2 (East Asian Wide and Fullwidth, most emoji)
 * or 1, from the library's own table, never the locale's.
 */
int	nt_utf8_cp_width(unsigned long cp);
/*
 * The columns s (len bytes) takes: the sum of its code points' widths,
 * a byte that is not part of well-formed UTF-8 counting one (U+FFFD).
 */
size_t	nt_utf8_width(const char *s, size_t len);

/* ------------------------------------------------------------------ */
/* Text: the tokens inside a JSON string (json.c)                     */

#define JSON_HIGH	1	/* nt_json_surrogate(): U+D800..U+DBFF */
#define JSON_LOW	2	/* U+DC00..U+DFFF */

/* The value of the hex digit c (of a \u escape), or -1. */
int	nt_json_hex_digit(int c);
/*
 * The byte the escape backslash-c stands for (c one of " \ / b f n r t),
 * or -1: 'u' (four hex digits follow) and anything else.
 */
int	nt_json_escape_char(int c);
/* Is u a surrogate: JSON_HIGH, JSON_LOW, or 0 for neither? */
int	nt_json_surrogate(unsigned long u);
/* The code point a high and a low surrogate written in a row stand for. */
unsigned long nt_json_surrogate_pair(unsigned long high, unsigned long low);

/* ------------------------------------------------------------------ */
/* YAML output (yaml_emit.c): each 0, or -1 with the emitter's problem */

struct yaml_emitter_s;		/* libyaml's yaml_emitter_t */

/*
 * The kinds of scalar: a number, true, false or null, written bare; a
 * word of the format (a key, a name), quoted only where plain would not
 * read back; a string always quoted; a string from the data, quoted
 * where a YAML 1.1 reader would take plain for another type ("yes",
 * "1-0", "null").
 */
enum emit_kind {
	EMIT_BARE,
	EMIT_WORD,
	EMIT_QUOTED,
	EMIT_STRING
};

/*
 * An emitter writing UTF-8 into out (appended), lines of width (-1: not
 * wrapped), LF line ends.  On 0 the caller frees it with
 * yaml_emitter_delete().
 */
int	nt_emit_open(struct yaml_emitter_s *, struct notation_buf *out,
	    int width);
/* The stream and its one document ("---" written when explicit_start). */
int	nt_emit_begin(struct yaml_emitter_s *, int explicit_start);
/* The document and the stream ended, and all written out. */
int	nt_emit_finish(struct yaml_emitter_s *);
int	nt_emit_scalar(struct yaml_emitter_s *, const char *s, size_t len,
	    enum emit_kind);
/* A mapping's or a sequence's start (flow or block style) or end. */
int	nt_emit_collection(struct yaml_emitter_s *, int seq, int start,
	    int flow);
#define nt_emit_map(e, flow)	nt_emit_collection((e), 0, 1, (flow))
#define nt_emit_map_end(e)	nt_emit_collection((e), 0, 0, 0)
#define nt_emit_seq(e, flow)	nt_emit_collection((e), 1, 1, (flow))
#define nt_emit_seq_end(e)	nt_emit_collection((e), 1, 0, 0)
/* Would a YAML 1.1 reader resolve plain s to a null, bool or number? */
int	nt_emit_typed(const char *s, size_t len);

/* ------------------------------------------------------------------ */
/* The foreign formats' writers (writer_pun.c, writer_hoplog.c)       */

/*
 * The game's rule set variant (vlen bytes, any case; NULL: the default
 * rule set, halma-10x10) among the n a format holds, the entries of size
 * bytes at base, each starting with the name (const char *): 0 with its
 * index in *idx.
 * Refused (the code, why filled) when it is none of them, as what (the
 * format: "PUN") "holds games of list only", or when has_fen (a game
 * from a FEN position).
 */
static inline int
nt_foreign_variant(const char *what, const char *list,
    const void *base, size_t n, size_t size, const char *variant,
    size_t vlen, int has_fen, size_t *idx, struct notation_diag *why)
{
	const char	*name;
	size_t		 i;

	for (i = 0; variant != NULL && i < n; i++) {
		name = *(const char *const *)(const void *)
		    ((const char *)base + i * size);
		if (vlen == strlen(name) && strncasecmp(variant, name,
		    vlen) == 0)
			break;
	}
	*idx = i;		/* n when refused */
	if (variant == NULL || i == n)
		return notation_diag_set(why, NOTATION_UNKNOWN_VARIANT,
		    "%s holds games of %s only, not of %.*s", what, list,
		    variant != NULL ? (int)(vlen > 63 ? 63 : vlen) : 11,
		    variant != NULL ? variant : "halma-10x10");
	if (has_fen)
		return notation_diag_set(why, NOTATION_BAD_POSITION,
		    "%s holds games from the start position only: the game "
		    "has a FEN tag", what);
	return 0;
}

/* ------------------------------------------------------------------ */
/* PUN output (writer_pun.c): each 0, or the code with why filled     */

/*
 * The line of a game begun: "TYPE>" of the rule set variant names (vlen
 * bytes; NULL: the default rule set), refused for a game of another rule
 * set or from a FEN position.
 */
int	nt_pun_begin(struct notation_buf *out, const char *variant,
	    size_t vlen, int has_fen, struct notation_diag *why);
/* A move in the short form, after a ',' unless it is the first. */
int	nt_pun_move(struct notation_buf *out, int first, const char *s,
	    size_t len, struct notation_diag *why);
/* The line ended. */
int	nt_pun_end(struct notation_buf *out, struct notation_diag *why);

/* ------------------------------------------------------------------ */
/* Star logs (writer_starlog.c): holes, and output                    */

#define NT_STARLOG_HOLES	121	/* holes of the star, 0 the top tip */
#define NT_STARLOG_MAX_PATH	64	/* landings of a move written */

/*
 * Hole i of a star log (row by row from the top tip, left to right) is
 * the hole of axial coordinates (q, r), r from -8 at the top: the cell
 * of file q + 8 and rank 9 - r of spec/star.md.  hole_of: -1 when (q, r)
 * is no hole; hole_qr: -1 when hole is not 0..120.
 */
int	nt_starlog_hole_of(int q, int r);
int	nt_starlog_hole_qr(int hole, int *q, int *r);

/* A game being written: its position at the start, the next ply. */
struct nt_starlog_w {
	notation_catalog	*cat;
	notation_position	*pos;
	int			 nplayers;
	int			 side;		/* the next player */
	unsigned long		 ply;
};

/*
 * Each 0, or the code with why filled.  begin: the game_start line of a
 * game of the rule set variant names (vlen bytes; NULL: the default rule
 * set) from the FEN tag's position (NULL: the start), refused for a game
 * of a rule set not of the star; move: a move line, from a move's text
 * (the long form, every landing); end: the game_end line with the
 * result.  w_free frees what begin made, whatever it returned.
 */
int	nt_starlog_begin(struct nt_starlog_w *, struct notation_buf *out,
	    const char *variant, size_t vlen, const char *fen, size_t flen,
	    struct notation_diag *why);
int	nt_starlog_move(struct nt_starlog_w *, struct notation_buf *out,
	    const char *s, size_t len, struct notation_diag *why);
int	nt_starlog_end(struct nt_starlog_w *, struct notation_buf *out,
	    const char *result, size_t rlen, struct notation_diag *why);
void	nt_starlog_w_free(struct nt_starlog_w *);

/* ------------------------------------------------------------------ */
/* Per-hop logs (writer_hoplog.c): each 0, or the code with why filled */

/*
 * The START line of a game of the rule set variant names (vlen bytes;
 * NULL: the default rule set), refused for a game of another rule set
 * than halma-16x16-4p(-pass) or from a FEN position.
 */
int	nt_hoplog_begin(struct notation_buf *out, const char *variant,
	    size_t vlen, int has_fen, struct notation_diag *why);
/* The lines of player's move s (cells joined by '-', or "pass"). */
int	nt_hoplog_move(struct notation_buf *out, int player, const char *s,
	    size_t len, struct notation_diag *why);

#endif /* NOTATION_INTERNAL_H */
