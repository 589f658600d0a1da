/*
 * ref.h -- the reference move generators of the Check suites, one module
 * a family of games, written from the rules (spec/rules.md, spec/star.md,
 * spec/moves.md) and not from the library: they read a position through
 * the public API (notation.h) or its position string only, so that the
 * perft a suite checks is counted twice, by two programs that share no
 * line.  Every suite links them beside the harness (tests/harness.h).
 *
 *	ref_board.c	the boards: the square grid and the star of
 *			spec/star.md, their lines, lists of cells, and the
 *			step that plays every target of a stone; a
 *			position's stones and hands read, and perft held
 *			against the library's
 *	ref_plain.c	the plain games: steps, jump chains (short and
 *			long), swaps, and the restrictions of spec/rules.md
 *			(goal lock, camp duty, jump-over, teams, colours)
 *	ref_capture.c	the capture chains of Gevangen 2 (17.11)
 *	ref_eliminate.c	players put out: Gevangen 1 at its move N or
 *			walled in at home (17.10)
 *	ref_dice.c	the turns of two dice: Dobbelsteenhalma (17.4)
 *	ref_race.c	the race of one die: Rakado on the square and the
 *			star (17.15)
 *	ref_track.c	the race on the track: Petits chevaux (17.16)
 *	ref_hand.c	stones in hand, drops and moves off the board:
 *			Top secret Halma (17.8)
 *	ref_solitaire.c	the solitaires: Solohalma and Retour on the
 *			cross, ster-solitair on the star (17.6, 17.7,
 *			17.13)
 *	ref_draughts.c	international draughts: men, flying kings,
 *			the capture of the most pieces (18)
 *	ref_katmuis.c	the cats and mice of Kat en Muis: drops from
 *			hands of different sizes, steps, the cats'
 *			capturing jumps (17.14)
 *	ref_place.c	the placement games: Gomoku's drops and steps,
 *			Tippy's drops and enclosures (17.17, 17.18)
 *	ref_steps.c	the move-shaping keys (steps, jump-over, lines,
 *			forward, step-after-jumps, stations) and the
 *			games built on them (17.1, 17.3, 17.9)
 */
#ifndef REF_H
#define REF_H

#include <stdint.h>

#include "notation.h"

/* ------------------------------------------------------------------ */
/* ref_board.c                                                         */

/*
 * The star board: a grid of STAR_N x STAR_N, file x and rank y from 0;
 * star_hole(x, y) whether the cell is one of the 121 holes (anything
 * off the grid is not), and star_dirs the six lines as changes of file
 * and rank (E, NE, NW, W, SW, SE).  square_dirs are the eight of the
 * square, the four orthogonal ones first.
 */
#define STAR_N	17
int		 star_hole(int x, int y);
extern const int star_dirs[6][2];
extern const int square_dirs[8][2];

/*
 * The jump from (x, y) along the star's line d: the cell (*ox, *oy) it
 * goes over and the cell (*lx, *ly) it lands on; whether both are holes.
 */
int		 ref_star_jump(int x, int y, int d, int *ox, int *oy,
		    int *lx, int *ly);

/* Is (x, y) a cell: of the star, or of the size x size square? */
int		 ref_cell(int star, int size, int x, int y);

/* Is (x, y) among the cells of list ("a1 b2 ...", files and ranks)? */
int		 ref_listed(const char *list, int x, int y);

/*
 * Position strings on the star (spec/position-string.md), read and
 * written by the suites themselves.  ref_star_cells(): the cell list at
 * s ("e5,f6", up to a blank or the end), each a hole, each(arg, x, y)
 * called for each in turn; returns where it ends.  ref_side_number():
 * the tail "l number" at s, the side as an index of letters.
 * ref_star_list(): appends to out (n of size used) the holes rank by
 * rank, file by file, for which is(arg, who, x, y), comma separated;
 * returns the new n.
 */
const char	*ref_star_cells(const char *s,
		    void (*each)(void *, int, int), void *arg);
void		 ref_side_number(const char *s, const char *letters,
		    int *side, unsigned long *number);
size_t		 ref_star_list(char *out, size_t n, size_t size,
		    int (*is)(const void *, int, int, int), const void *arg,
		    int who);

/*
 * The library's perft lib of what (a position, a rule set) to depth is
 * the reference's ref, and want unless want is 0.
 */
void		 ref_perft_is(const char *what, int depth, uint64_t lib,
		    uint64_t ref, uint64_t want);

/*
 * The same of the position p, for a reference that reads the position
 * string the library writes of p: read(ref, s) fills ref from it, and
 * perft(ref, depth) counts.
 */
void		 ref_string_agrees(const notation_position *p, int depth,
		    uint64_t want, void *ref,
		    void (*read)(void *, const char *),
		    uint64_t (*perft)(const void *, int));

/*
 * The stones of p on a grid of w x h laid out as board (stride ints a
 * file): on each cell the index of the player whose stone stands there
 * plus 1, 0 where none does; returns the side to move plus 1.
 * ref_hand_of(): the stones in hand, "+N", of the player whose letter is
 * l in the position string s; 0 where it has none.
 */
int		 ref_read_stones(const notation_position *p, int *board,
		    int stride, int w, int h);
int		 ref_hand_of(const char *s, char l);

/*
 * For each destination marked in dest, a w x h grid laid out as board
 * (stride ints a file), the stone who on board cell (x, y) is counted at
 * depth 1 or played there, whatever stood there put on (x, y), *side
 * set to next, and perft(ref, depth - 1) added; all is undone after.
 */
uint64_t	ref_play_targets(void *ref, uint64_t (*perft)(void *, int),
		    int *board, const int *dest, int stride, int w, int h,
		    int x, int y, int who, int *side, int next, int depth);

/* ------------------------------------------------------------------ */
/* ref_plain.c                                                         */

#define REF_N		STAR_N	/* the largest grid: the star's */
#define REF_MAXP	6	/* entries: players, or colours */

/* The colour of a cell (a1 dark) that a move must respect. */
enum ref_colour {
	REF_ANY_COLOUR,		/* none */
	REF_SAME_COLOUR,	/* it ends on the colour it left (4.10) */
	REF_KLEUREN		/* dark cells step diagonally, light
				   ones jump; free within the goal (17.2) */
};

/* Whose stones a jump may go over (the key jump-over). */
enum ref_over { REF_OVER_ANY, REF_OVER_OWN, REF_OVER_OTHERS };

/*
 * A plain game and a position of it.  The rules are set by the suite
 * (ref_plain_init() first, then what differs); ref_plain_read() or the
 * suite fills board and side.  An entry is a player or, where a player
 * has two colours, a colour: turn[e] is the entry whose turns move e's
 * stones (e itself for an entry that takes turns).  camp and goal hold a
 * bit an entry.
 */
struct ref_plain {
	int		 star;		/* the star, else a square */
	int		 size;
	int		 ndirs;		/* the square's: 4 or 8 */
	int		 entries;
	int		 turn[REF_MAXP];
	int		 team[REF_MAXP];	/* 0, or the team */
	int		 longj, lock, duty, swap;
	enum ref_over	 over;
	enum ref_colour	 colour;
	unsigned	 camp[REF_N][REF_N], goal[REF_N][REF_N];

	int		 board[REF_N][REF_N];	/* -1 empty or no cell */
	int		 side;
	int		 mover;		/* the stone jumping, for over */
};

/* No restrictions, every entry taking its own turns, nothing on board. */
void		ref_plain_init(struct ref_plain *, int star, int size,
		    int entries);
/* Is (x, y) a cell of the board? */
int		ref_plain_on(const struct ref_plain *, int x, int y);
/* The stones and the side to move of p (the board's cells as p's). */
void		ref_plain_read(struct ref_plain *, const notation_position *p);
/* The camps and goals of p's rule set, as the library gives them. */
void		ref_plain_camps_of(struct ref_plain *, const notation_rules *);
/* Perft of the position to depth (ref is the struct ref_plain). */
uint64_t	ref_plain_perft(void *ref, int depth);
/*
 * The camps and goals of a suite's table: for every cell of g's board,
 * camp(game, e, x, y) and goal(...) of each entry e, as g's bits.
 */
typedef int	ref_cells_fn(const void *game, int e, int x, int y);
void		ref_plain_cells(struct ref_plain *g, const void *game,
		    ref_cells_fn *camp, ref_cells_fn *goal);
/*
 * The rule set name of the suite's catalog (tests/harness.h) has g's
 * players, the cells of g's board and no others, and its camps and goals
 * are g's, cell by cell.
 */
void		ref_plain_check_camps(const struct ref_plain *g,
		    const char *name);
/*
 * The library's perft of p to depth is the reference's (g holds the
 * rules; it is read with p's stones), and want when want is not 0.
 */
void		ref_plain_agrees(struct ref_plain *g,
		    const notation_position *p, const char *name, int depth,
		    uint64_t want);
/*
 * The same of the start of the rule set name of the suite's catalog
 * (tests/harness.h), and of the position "name pos" read through it.
 */
void		ref_plain_start(struct ref_plain *g, const char *name,
		    int depth, uint64_t want);
void		ref_plain_at(struct ref_plain *g, const char *name,
		    const char *pos, int depth);

/* ------------------------------------------------------------------ */
/* ref_capture.c                                                       */

#define REF_CAPTURE_GAMES	5
#define REF_CAPTURE_WORDS	5	/* 17 x 17 = 289 bits */
#define REF_CAPTURE_MAXRES	1024	/* moves of a position: more than
					   any of the suite's */

/* The games: their names, and their players' letters in turn order. */
extern const struct ref_capture_game {
	const char	*name;
	const char	*letters;
} ref_capture_games[REF_CAPTURE_GAMES];

/* A position: the stones (all of no player), captures, the turn. */
struct ref_capture {
	const struct ref_capture_game *g;
	int		 n;
	uint64_t	 k[REF_CAPTURE_WORDS];	/* bit y * 17 + x: a stone */
	int		 caught[6];
	int		 side;
	unsigned long	 number;
};

/* The stones each move leaves, and how many it took. */
struct ref_capture_moves {
	uint64_t	 k[REF_CAPTURE_MAXRES][REF_CAPTURE_WORDS];
	int		 taken[REF_CAPTURE_MAXRES];
	size_t		 n;
};

/*
 * The start of the game named game; the position string s ("NAME w=3:
 * b: *:cells side number", the fields in any order) read, and written
 * canonically (players in turn order, the stones rank by rank); every
 * move of b (every stone's chains, no steps) and the position the i-th
 * leaves; perft of b to depth 1 to 3.
 */
void		ref_capture_start(struct ref_capture *b, const char *game);
void		ref_capture_read(struct ref_capture *b, const char *s);
void		ref_capture_write(const struct ref_capture *b, char *out,
		    size_t size);
void		ref_capture_moves(const struct ref_capture *b,
		    struct ref_capture_moves *res);
void		ref_capture_child(const struct ref_capture *b,
		    const struct ref_capture_moves *res, size_t i,
		    struct ref_capture *c);
uint64_t	ref_capture_perft(const struct ref_capture *b, int depth);

/* ------------------------------------------------------------------ */
/* ref_eliminate.c                                                     */

#define REF_ELIMINATE_GAMES	6
#define REF_EMPTY		(-1)

/*
 * The games: names, the players' letters in turn order, their camps
 * (spec/rules.md section 12.2) and the move N of the camp rule, or, for
 * the readings with a player walled in at home, 0 and walled set.
 */
extern const struct ref_eliminate_game {
	const char	*name;
	const char	*letters;
	const char	*camps[4];
	int		 move;
	int		 all;		/* eliminate: all */
	int		 walled;	/* end: walled-in */
} ref_eliminate_games[REF_ELIMINATE_GAMES];

struct ref_eliminate {
	const struct ref_eliminate_game *g;
	int		 n;		/* players */
	signed char	 at[STAR_N][STAR_N];	/* a player or REF_EMPTY */
	char		 camp[4][STAR_N][STAR_N];
	unsigned	 out;		/* a bit a player put out */
	int		 side;
	unsigned long	 number;
};

/*
 * The start of the game named game (the stones as section 12.2 places
 * them); the position string s ("NAME l:cells ... side number", a
 * capital letter a player out) read, and written canonically; the move
 * of the stone on (fx, fy) to (tx, ty) made, the turn passed on as
 * section 17.10 says; perft of b to depth.
 */
void		ref_eliminate_start(struct ref_eliminate *b,
		    const char *game);
void		ref_eliminate_read(struct ref_eliminate *b, const char *s);
void		ref_eliminate_write(const struct ref_eliminate *b, char *out,
		    size_t size);
void		ref_eliminate_move(struct ref_eliminate *b, int fx, int fy,
		    int tx, int ty);
uint64_t	ref_eliminate_perft(const struct ref_eliminate *b, int depth);

/* ------------------------------------------------------------------ */
/* ref_dice.c                                                          */

/*
 * The library's perft of p to depth is the reference's, which reads p's
 * position string (the turn in progress with it), and want unless 0.
 */
void		ref_dice_agrees(const notation_position *p, int depth,
		    uint64_t want);

/* ------------------------------------------------------------------ */
/* ref_race.c                                                          */

/*
 * The library's perft of p (a position of rakado, rakado-star or
 * rakado-star-3p) to depth is the reference's, which reads p's position
 * string (the turn in progress with it), and want unless 0.
 */
void		ref_race_agrees(const notation_position *p, int depth,
		    uint64_t want);

/* ------------------------------------------------------------------ */
/* ref_track.c                                                         */

/*
 * The library's perft of p (a position of petits-chevaux, -3p or -4p)
 * to depth is the reference's, which reads p's position string, and
 * want unless 0.
 */
void		ref_track_agrees(const notation_position *p, int depth,
		    uint64_t want);

/* ------------------------------------------------------------------ */
/* ref_hand.c                                                          */

/*
 * The library's perft of the position string s to depth is the
 * reference's, and want unless 0.
 */
void		ref_hand_agrees(const char *s, int depth, uint64_t want);

/* ------------------------------------------------------------------ */
/* ref_solitaire.c                                                     */

/*
 * The library's perft of the position string s to depth is the
 * reference's, and want unless 0.
 */
void		ref_solitaire_agrees(const char *s, int depth, uint64_t want);

/* ------------------------------------------------------------------ */
/* ref_katmuis.c                                                       */

/*
 * The library's perft of the position string s to depth is the
 * reference's, and want unless 0.
 */
void		ref_katmuis_agrees(const char *s, int depth, uint64_t want);

/* ------------------------------------------------------------------ */
/* ref_place.c                                                         */

/*
 * The library's perft of the position string s (of a gomoku or tippy
 * rule set) to depth is the reference's, and want unless 0.
 */
void		ref_place_agrees(const char *s, int depth, uint64_t want);

/* ------------------------------------------------------------------ */
/* ref_steps.c                                                         */

#define REF_STEPS_W	16	/* the widest board */

enum ref_step_kind { REF_LINES, REF_NONE, REF_KNIGHT };

/*
 * The moves of spec/rules.md as ref_steps.c reads them, for a square
 * board: steps along the lines or a knight's leap, or none; short jumps,
 * over any stone or over the player's own; the diagonal lines only;
 * every step and hop forward (fwd[]: +1 up the ranks, -1 down); a step
 * after a chain; stations of 'station' rows, behind each player's
 * forward.  ref_steps_read() sets the board, its size, the players and
 * the side from p; the rest is the suite's.
 */
struct ref_steps {
	int		 w, h, nplayers, side;
	int		 board[REF_STEPS_W][REF_STEPS_W];	/* [file][rank],
							   player or -1 */
	enum ref_step_kind kind;
	int		 orth_only;		/* 4 directions */
	int		 diag_only;		/* lines: diagonal */
	int		 over_own;		/* jump-over: own */
	int		 fwd[2];		/* 0: any way */
	int		 step_after;		/* step-after-jumps */
	int		 station;		/* rows, 0 none */
};

void		ref_steps_read(struct ref_steps *g, const notation_position *p);
uint64_t	ref_steps_perft(void *g, int depth);

/* ------------------------------------------------------------------ */
/* ref_draughts.c                                                      */

#define REF_DRAUGHTS_MAXRES	512	/* moves of a position */

/*
 * A position of international-draughts: sq[row][col], row 0 the top
 * row as White sees it, '.' empty, 'w' 'b' men, 'W' 'B' kings.
 */
struct ref_draughts {
	char		 sq[10][10];
	int		 white;		/* White to move */
	unsigned long	 number;
};

/* The positions the legal moves leave, each once; taken: pieces each. */
struct ref_draughts_moves {
	struct ref_draughts child[REF_DRAUGHTS_MAXRES];
	size_t		 n;
	int		 taken;
};

void		ref_draughts_start(struct ref_draughts *b);
void		ref_draughts_read(struct ref_draughts *b, const char *s);
void		ref_draughts_write(const struct ref_draughts *b, char *out,
		    size_t size);
void		ref_draughts_moves(const struct ref_draughts *b,
		    struct ref_draughts_moves *res);
uint64_t	ref_draughts_perft(const struct ref_draughts *b, int depth);

#endif /* REF_H */
