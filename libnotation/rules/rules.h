/*
 * rules.h -- rule sets as values (rules.c), loaded from YAML (rules_yaml.c
 * and the files beside it) and held by name in catalogs (catalog.c).
 */
#ifndef NOTATION_RULES_H
#define NOTATION_RULES_H

#include "board/board.h"

/*
 * The owner of a stone of no player (shared, spec/rules-format.md): the
 * slot after the last player's in every per-player array, a player
 * with no name, camp or goal whose stones the side to move moves.
 */
#define SHARED		NOTATION_MAX_PLAYERS
#define RULES_ROW	8		/* > SHARED: see zobrist */
_Static_assert(RULES_ROW > SHARED, "a row holds every player and SHARED");

/*
 * A tally (rules.h, position.h) counts a player's stones in its camp, in
 * its goal and outside its goal, in fields of 10 bits from the lowest: a
 * board has at most NOTATION_MAX_CELLS cells, so no count overflows its
 * field.
 */
#define TALLY_CAMP	0x00001u
#define TALLY_GOAL	0x00400u
#define TALLY_OUT	0x100000u
#define TALLY_HOME(t)	((t) & 0x3ffu)
#define TALLY_IN(t)	(((t) >> 10) & 0x3ffu)
#define TALLY_AWAY(t)	((t) >> 20)	/* 0: t < TALLY_OUT, one compare */
_Static_assert(NOTATION_MAX_CELLS < 0x400, "a tally's field holds a board");
/* ------------------------------------------------------------------ */
/* Rule sets (rules.c; loaded by rules_yaml.c)                        */

enum jump_kind {
	JUMP_SHORT = 0,		/* over an adjacent stone to the cell behind */
	JUMP_LONG,		/* Super-/Spronghalma: symmetric long jumps */
	JUMP_NONE		/* no jumps: steps only (Gomoku, Tippy) */
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
	unsigned	 race_dirs;	/* a race's forward lines, a bit a
					   direction (rules.c) */
	unsigned	 jump_dirs;	/* the directions its jumps may
					   take (lines, forward), a bit
					   each: moves/jumps.c */
	int		 track;		/* on a track: the loop index of
					   its start cell (rules.c) */
	int		 hand;		/* stones in hand at the start
					   (spec/rules-format.md, "hand") */
	unsigned	 moves;		/* the MOVES_* its stones may make
					   (key moves); 0: every move */
	int		 min_stones;	/* fewer on the board and in hand
					   lose (min-stones); 0: none */
};

#define RULES_NOTES_MAX	8

/*
 * The shapes the fast search of moves/jumps.c (nt_reach_free()) takes:
 * steps along every line and chains of short jumps over any stone, along
 * the geometry's lines (geo.up, geo.band).  nt_rules_finish() sets it
 * once for the rule set; on is 0 where its moves are shaped otherwise.
 */
struct nt_free {
	int		 on;
};

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
	int		 repetition_no_claim;	/* claim: false, noted only */
	int		 goal_lock;		/* stones never leave the goal */
	int		 camp_duty;		/* empty one's camp first */
	int		 no_move_loses;
	int		 swap;			/* 16x16 ending variant 1 */
	int		 filled_goal_wins;	/* 16x16 ending variant 2 */
	/* Keys other servers play (spec/rules-format.md), 0 = as before. */
	int		 draw_after_move;	/* a draw after move N */
	int		 finished_own;		/* FINISHED_OWN: a finished
						   team player moves its own
						   stones only; FINISHED_TEAM:
						   every player its team's */
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
	/*
	 * end: walled-in (spec/rules.md section 17.10): the player to move
	 * is put out as 'eliminate' says when another has emptied its camp
	 * and no stone of its own in its own camp can move.
	 */
	int		 walled_in;

	/*
	 * A cell's keys, a player's (+ SHARED) each, in rows of 8, not 7:
	 * a stone's index, cell * 8 + player, is one shift, for the keys
	 * and for the tally below (the last column is 0).
	 */
	uint64_t	 zobrist[NOTATION_MAX_CELLS][RULES_ROW];
	uint64_t	 zobrist_side[NOTATION_MAX_PLAYERS];
	/*
	 * Derived for the turn handed on with no one put out (position.h,
	 * nt_position_pass_turn()): the next player after i that takes
	 * turns of its own, and the change of the hash from i to it.
	 */
	int8_t		 next_side[NOTATION_MAX_PLAYERS];
	/*
	 * Derived for the camp duty (moves/restrict.c): the players whose
	 * camps are player i's, a bit each (i and its colours), when i takes
	 * turns of its own; else DUTY_NONE alone, a bit no player has.
	 */
	unsigned	 duty_camps[NOTATION_MAX_PLAYERS];
	/*
	 * With camp-duty, the same asked once for every side to move s and
	 * every set h of the players whose camps hold a stone of their own
	 * (a bit each): duty_of[s][h] is the player whose empty camp binds
	 * s, or -1 (moves/restrict.c, duty_player()).
	 */
	int8_t		 duty_of[NOTATION_MAX_PLAYERS][1 << NOTATION_MAX_PLAYERS];
	uint64_t	 turn_key[NOTATION_MAX_PLAYERS];
	/*
	 * What a stone of player i on cell c adds to the position's tally
	 * of i (position.h): TALLY_CAMP if c is in i's camp, and TALLY_GOAL
	 * or TALLY_OUT as it is in i's goal or not; 0 for the stones of no
	 * player.  A move
	 * changes the tally by one add, so that the ends ask a count, not
	 * the bit sets (game/game.c).
	 */
	uint32_t	 tally[NOTATION_MAX_CELLS][RULES_ROW];

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
	 * A race (spec/rules.md, "Rakado"): one die, dice: {count: 1};
	 * race_again is the roll that gives another turn (0: none),
	 * race_penalty whether a missed capture costs a stone.  On a
	 * track board (Petits chevaux) the race runs the track
	 * (rules_race_lines() is false); elsewhere along straight lines.
	 */
	int		 race;
	int		 race_again;
	int		 race_penalty;
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

	/*
	 * The placement games (spec/rules.md sections 17.17, 17.18): N or
	 * more stones of one team in a line win at once (end: row; 0 =
	 * off); a dropped stone takes off the board every stone of another
	 * team it encloses, with three more of its player's own, on its four
	 * orthogonal sides, and its player counts it (enclose).
	 */
	int		 row;
	int		 enclose;
	/*
	 * most-captures compares each player's captures less the stones
	 * it lost (end: net-captures; Tippy in the Italian text).
	 */
	int		 net_captures;

	/*
	 * Derived by nt_rules_finish(), so that a move's kind is known
	 * without a test per call: the fast search's shapes ('free'), and
	 * whether nothing else restricts a move either (plain_free: the
	 * classic game, moves/kind_plain.c).
	 */
	struct nt_free	 free;
	int		 plain_free;
	/*
	 * Whether a stone's moves ask only its cell and owner and the cells
	 * near it and its chains (moves_near(): a key that asks more must
	 * clear it; perft's last two plies, moves/kind_plain.c).
	 */
	int		 moves_near;
	/*
	 * The steps, made once from the keys steps, lines, forward and the
	 * board (moves/steps.c looks them up here): step_dirs[who + 1]
	 * the steps a stone of player who (-1: none, to SHARED) may take, a
	 * bit each, by the board's direction or with steps: knight by the
	 * leap of leap[][] (none with steps: none, and no leap off the
	 * square board); leap[c][k] the cell of leap k from c (within the
	 * board's files and ranks), -1 where it falls off, and leap_of[] the
	 * leap k of an offset, -1 for none, LEAP_MANY where two leaps share
	 * it (a board of one or two files: its stride is 3 or less, so that
	 * (1,-2) and (-2,-1) are one offset; leap[][] then tells them
	 * apart) (both made with steps: knight alone); station_at[c] the
	 * players whose station holds c, a bit
	 * each (made with station alone).
	 */
	unsigned	 step_dirs[NOTATION_MAX_PLAYERS + 2];
	uint8_t		 station_at[NOTATION_MAX_CELLS];
#define LEAP_REACH	40	/* beyond any leap: 2 * stride + 1 <= 37 */
#define LEAP_MANY	(-2)	/* leap_of[]: more than one leap */
	int8_t		 leap_of[2 * LEAP_REACH + 1];
	int16_t		 leap[NOTATION_MAX_CELLS][8];
	/*
	 * Which keys that nt_move_allowed() checks are set, a RESTRICT_*
	 * bit each (a drop first, the goal locks, the colours, moves, camp
	 * duty): with none, 0, every move the kinds find is allowed, with
	 * no test a move; else nt_move_restricted() asks one word for the
	 * keys it tests, not a member each spread over the rule set.
	 */
	unsigned	 restricts;
	/*
	 * Whether the side to move moves its own stones and no others in
	 * every position: no stones of nobody, no partners (nt_movers()).
	 */
	int		 movers_own;
	/* Whether there are stones of nobody (shared not empty). */
	int		 shares;
	/*
	 * The players whose stones side i moves, a bit each, where the
	 * rule set alone says it (its own with movers_own; its team's with
	 * the stones of nobody, or for colours): nt_movers() (moves.h)
	 * then asks nothing of the position.  0 where a team's finish
	 * decides it (nt_movers_team()).
	 */
	unsigned	 movers_of[NOTATION_MAX_PLAYERS];
	/*
	 * Whether the players hold stones in hand or move them off the
	 * board (drop cells, off-board): the hand kind then owns the turns
	 * (moves/kind_hand.c).
	 */
	int		 hands;
	/*
	 * The family of move kinds (moves/kinds.c): its list of kinds is
	 * read from this index at every call, not worked out again.
	 */
	enum nt_family {
		FAMILY_PLAIN,		/* steps and jump chains */
		FAMILY_PLAIN_FREE,	/* the same, nothing restricting */
		FAMILY_CAPTURE,		/* capture chains */
		FAMILY_DICE,		/* a two-dice turn */
		FAMILY_RACE,		/* a one-die race */
		FAMILY_TRACK,		/* a race on the track */
		FAMILY_DRAUGHTS,	/* men and kings */
		FAMILY_COUNT
	}		 family;
	/*
	 * Whether a plain move onto an empty cell is the whole of making
	 * it (moves/apply.c): the family is plain, no single jump takes or
	 * fills the cell it goes over, and the turn passes to the next
	 * player with no one put out or walled in and hands of one size.
	 */
	int		 simple_apply;
	/*
	 * Which of the ends a game asks after each move (game/game.c,
	 * adjudicate()) the rule set has at all, NT_END_ bits derived from
	 * its keys: most rule sets have few, and a ply asks a bit of one
	 * word for each group of ends and each end instead of their keys.
	 */
	unsigned	 ends;
#define NT_END_MIN_STONES	0x0001u	/* min-stones */
#define NT_END_CAMP_RETURN	0x0002u	/* camp rule's return, its move set */
#define NT_END_GOAL_NOW		0x0004u	/* goal: immediate, no race */
#define NT_END_CONNECTION	0x0008u
#define NT_END_ROW		0x0010u
#define NT_END_GOAL_ROUND	0x0020u	/* goal after the round, no race */
#define NT_END_ELIMINATE	0x0040u	/* end: eliminate */
#define NT_END_CAMP_ONCE	0x0080u	/* camp rule at once, its move set */
#define NT_END_FILLED		0x0100u	/* filled-goal-wins */
#define NT_END_NO_MOVE_DRAW	0x0200u
#define NT_END_RACE		0x0400u	/* a race's lines */
#define NT_END_MOST		0x0800u	/* most-captures */
#define NT_END_DRAUGHTS		0x1000u
#define NT_END_NO_MOVE		0x2000u	/* no-move-loses, no pass */
	/* The groups: ends of the stone moved, of the camp, of the next. */
#define NT_ENDS_MOVED	(NT_END_MIN_STONES | NT_END_CAMP_RETURN | \
			    NT_END_GOAL_NOW | NT_END_CONNECTION | NT_END_ROW)
#define NT_ENDS_CAMP	(NT_END_ELIMINATE | NT_END_CAMP_ONCE)
#define NT_ENDS_NEXT	(NT_END_FILLED | NT_END_NO_MOVE_DRAW | NT_END_RACE | \
			    NT_END_MOST | NT_END_DRAUGHTS | NT_END_NO_MOVE)
	/*
	 * Also derived: a player's moves restricted (key moves), a
	 * player's min-stones given, and hands of different sizes, whose
	 * empty ones are skipped while another still drops (spec/rules.md
	 * section 17.14).
	 */
	int		 player_moves;
	int		 min_stones;
	int		 hands_differ;

	/*
	 * International draughts (spec/rules.md section 18, key draughts:
	 * international): men and kings on the dark cells, moves by the
	 * kind of moves/kind_draughts.c.  Its cells are numbered as PDN
	 * numbers them, 1 at the top left from White's side: cell_number[]
	 * gives a cell's number (0 for none), number_cell[] the cell of a
	 * number (index 1..numbers).
	 */
	int		 draughts;
	int		 numbers;
	uint8_t		 cell_number[NOTATION_MAX_CELLS];
	int16_t		 number_cell[NOTATION_MAX_CELLS / 2 + 1];
	unsigned	 teams[NOTATION_MAX_PLAYERS + 1];	/* rules_team() */
};

/* finished-moves (spec/rules-format.md): the words' values. */
#define FINISHED_PARTNER	0	/* the default */
#define FINISHED_OWN		1
#define FINISHED_TEAM		2	/* always the team's, finished or not */

/*
 * A rule set whose players win otherwise than by filling a goal (a
 * connection, all-off, a row, the most captures of enclosures): a goal
 * may have fewer cells than the player has stones, or none.
 */
static inline int
rules_goal_free(const struct notation_rules *r)
{
	return r->connection || r->all_off || r->row > 0 || r->enclose;
}

#define MOVES_ORTHOGONAL	1u	/* orthogonal steps */
#define MOVES_DIAGONAL		2u	/* diagonal steps */
#define MOVES_JUMPS		4u	/* jumps and chains */
#define MOVES_ALL		7u

/*
 * The keys of notation_rules.restricts: the ones nt_move_restricted()
 * leaves to restricted() every time (the goal lock at every hop, same
 * colour, a player's moves), drop cells (while a stone is in hand), the
 * goal lock, colour-moves and the camp duty.
 */
#define RESTRICT_ALWAYS		0x01u
#define RESTRICT_DROP		0x02u
#define RESTRICT_GOAL		0x04u
#define RESTRICT_COLOUR		0x08u
#define RESTRICT_DUTY		0x10u
#define DUTY_NONE		0x80000000u
_Static_assert(NOTATION_MAX_PLAYERS < 31, "DUTY_NONE is no player's bit");

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

/*
 * Do the keys lines, forward and station leave a step every direction of
 * the board, onto any empty neighbour (the classic lines)?
 */
static inline int
rules_classic_lines(const struct notation_rules *r)
{
	return r->lines == LINES_ALL && !r->forward && r->station == 0;
}

/* Is the rule set a race along straight lines (Rakado, not the track)? */
static inline int
rules_race_lines(const struct notation_rules *r)
{
	return r->race && r->geo.shape != SHAPE_TRACK;
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
 * lose together as a team does.  Derived once by nt_rules_finish().
 */
static inline unsigned
rules_team(const struct notation_rules *r, int player)
{
	return r->teams[player];
}

/*
 * Called by a loader once every field above (but the derived ones) is
 * set: checks the rule set as a whole, derives nstones and corners, fills
 * the Zobrist keys.  0, or NOTATION_BAD_RULES with d filled.
 */
int	nt_rules_finish(struct notation_rules *, struct notation_diag *d);


/* The catalog's generation: changes where a rule set is added (catalog.c). */
unsigned long	nt_catalog_generation(notation_catalog *);

/*
 * The built-in rule files, generated from spec/rules/NAME.yaml by
 * gen-builtin.sh into builtin_data.c; the first is the default.
 */
extern const size_t		 nt_builtin_count;
extern const char *const	 nt_builtin_names[];
extern const char *const	 nt_builtin_texts[];
extern const size_t		 nt_builtin_lens[];

#endif /* NOTATION_RULES_H */
