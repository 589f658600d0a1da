/*
 * moves.h -- what the move modules share, bottom up: steps (steps.c),
 * jump chains (jumps.c, hops.c), the ways off the board (offboard.c), the
 * rule set's restrictions (restrict.c), the lexing of move text
 * (movetext.c); then the move kinds, each a table of operations in a file
 * of its own (kind_plain.c, kind_capture.c, kind_hand.c, kind_dice.c,
 * kind_race.c, kind_track.c, kind_draughts.c), the table of which kinds a
 * rule set uses (kinds.c), and the front that calls only through that
 * table: move text (move.c), generation and perft (movegen.c), making a
 * move (apply.c).
 */
#ifndef NOTATION_MOVES_H
#define NOTATION_MOVES_H

#include "position/position.h"

/* ------------------------------------------------------------------ */
/* Steps (steps.c), jump chains (jumps.c), restrictions (restrict.c)  */

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
 * The same (1 or 0), and under step-after-jumps a chain and a step after
 * it (2), in one search where the chains are directed (jumpstep.c); -1
 * where no chain reaches 'to' and the step is left to nt_jump_hops().
 * nt_jump_or_step(): whether one of those searches found either.
 */
int	nt_jump_step_reaches(const struct notation_position *, int from,
	    int to);
int	nt_jump_or_step(const struct notation_position *, int from, int to);
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
	m.fewest = 0;
	m.dirs = 0;
	return m;
}

/* May a stone of player who land on cell, stations counted?  (steps.c) */
int	nt_land_ok(const struct notation_position *, int who, int cell);
/*
 * Is a-b a step of the rule set for a stone of player who, whether or not
 * b is empty (spec/rules-format.md, "steps", "lines", "forward",
 * "station"): to a neighbour along one of the board's lines, or a
 * knight's leap with steps: knight, or never with steps: none, that the
 * keys lines and forward leave the stone (rules.h, step_dirs), and never
 * into another side's station while that side has a stone in it.  In
 * line: the tables made with the rule set answer it with no call but
 * the stations'.
 */
static inline int
nt_step_ok(const struct notation_position *p, int who, int a, int b)
{
	const struct notation_rules	*r = p->rules;
	int				 d;

	if (r->steps == STEPS_NONE || a < 0 || b < 0)
		return 0;
	/* The leap of the offset (rules.h: leap_of[], leap[][]). */
	if (r->steps == STEPS_KNIGHT) {
		if ((unsigned)(b - a + LEAP_REACH) > 2 * LEAP_REACH)
			return 0;
		if ((d = r->leap_of[b - a + LEAP_REACH]) == LEAP_MANY)
			for (d = 0; d < 8 && r->leap[a][d] != b; d++)
				continue;
		if (d < 0 || d >= 8 || r->leap[a][d] != b)
			return 0;
	} else if ((d = nt_geometry_step_dir(&r->geo, a, b)) < 0)
		return 0;
	if (!(r->step_dirs[who + 1] & (1u << d)))
		return 0;
	return r->station == 0 || nt_land_ok(p, who, b);
}
/*
 * Is from-to a step of the rule set for the stone on 'from', 'to' empty
 * or not?
 */
static inline int
nt_is_step(const struct notation_position *p, int from, int to)
{
	return nt_step_ok(p, p->board[from], from, to);
}
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
 * The same path for a chain whose fewest hops, 'hops', the move parser
 * counted (hops.c): 0 where the rule set's path is not nt_jump_path()'s
 * or hops is 0, for the caller to ask nt_jump_path_allowed().
 */
size_t	nt_jump_path_counted(const struct notation_position *, int from,
	    int to, unsigned hops, int16_t *path);
/*
 * The hops of that chain, as nt_jump_path() counts them, without writing the
 * path (for statistics); 0 if unreachable.
 */
unsigned nt_jump_hops(const struct notation_position *, int from, int to);
/*
 * nt_jump_hops() for a chain the caller knows legal in 'most' hops in
 * this position: a long form that the plain kinds' parser checked hop
 * by hop (its m->hops; the hand and dice kinds use m->hops for other
 * counts, and must not be passed).  Where 'most' is 2 and the search is
 * the short jumps' (not directed, no step after the jumps, chains
 * allowed), the fewest hops are 2 unless a single hop joins the ends:
 * no search.  A 'most' of 0 says nothing, and the search runs.
 */
unsigned nt_jump_hops_within(const struct notation_position *, int from,
	    int to, unsigned most);
/*
 * nt_jump_reaches(), and where the search that decides it counts the
 * hops (short jumps in any direction), *hops the count nt_jump_hops()
 * gives; else *hops 0 (hops.c).  With directed chains, also nonzero for
 * a chain and a step after it (step-after-jumps).
 */
int	nt_jump_reaches_counted(const struct notation_position *, int from,
	    int to, unsigned *hops);
/*
 * The same, for a caller that knows from-to is no single jump over a
 * stone wherever the fast search's shapes (free.on) hold and no step
 * follows jumps (shape_of[]: no jump's difference, or the cell between
 * empty); elsewhere the two are one.
 */
int	nt_chain_reaches_counted(const struct notation_position *, int from,
	    int to, unsigned *hops);
/*
 * Rule-set restrictions beyond reachability (goal lock, camp duty): 0 if
 * the move from-to is allowed, otherwise a code with d filled.
 */
int	nt_move_restricted(const struct notation_position *, int from, int to,
	    struct notation_diag *d);
/*
 * In line, the test of the rule sets with none of those keys (most
 * plies), so that they pay no call (restrict.c).
 */
static inline int
nt_move_allowed(const struct notation_position *p, int from, int to,
    struct notation_diag *d)
{
	return p->rules->restricts ? nt_move_restricted(p, from, to, d) : 0;
}
/*
 * The end of a fast parse (kind_plain.c, kind_dice.c): the move from-to
 * in m, its kind set, where no restriction is against it (0), else -1.
 */
static inline int
nt_fast_move(const struct notation_position *p, int from, int to,
    struct notation_move *m)
{
	if (nt_move_allowed(p, from, to, NULL) != 0)
		return -1;
	m->from = (int16_t)from;
	m->to = (int16_t)to;
	m->hops = 0;
	return 0;
}
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
unsigned nt_movers_team(const struct notation_position *);
/* In line, the answer of most rule sets (rules.h, movers_of). */
static inline unsigned
nt_movers(const struct notation_position *p)
{
	unsigned	 who = p->rules->movers_of[p->side];

	return who != 0 ? who : nt_movers_team(p);
}
/* Their stones: the stones the side to move may move. */
void	nt_movable(const struct notation_position *, struct bits *);
/* Is from-to, onto an occupied cell, a swap of ending variant 1? */
int	nt_swap_allowed(const struct notation_position *, int from, int to);
/* Has the side to move any legal move at all (movegen.c)? */
int	nt_moves_exist(const struct notation_position *);
/*
 * The same, trying first the stone *hint names (-1 none; its meaning is
 * the kind's, kind_plain.c) and leaving there one found able to move,
 * where the kind can (exists_from()): a game's check after every ply
 * (game.c keeps a hint per player).
 */
int	nt_moves_exist_hint(const struct notation_position *, int *);
/*
 * The cells a stone of player who standing on c steps to, added to out:
 * empty cells a step reaches, never 'lifted' (steps.c).
 */
void	nt_steps_from(const struct notation_position *, int who, int lifted,
	    int c, struct bits *out);
/*
 * nt_steps_from()'s steps (no stone lifted) of a stone of player who on
 * c, a bit each: the directions of the board, or with steps: knight the
 * eight leaps; to[] gets the cell of each bit set.  With first, only the
 * first one found.
 */
int	nt_step_dirs(const struct notation_position *, int who, int c,
	    int16_t *to, int first);
/*
 * The steps and the jump chains of the stone on 'from' where the rule set
 * shapes them freely: steps along every line, chains of short jumps over
 * any stone (jumps.c).  nt_free_of() gives the rule set's shapes
 * (struct nt_free, filled once by the rules layer), or NULL when its moves
 * are shaped otherwise; the search is a few word operations a direction,
 * with no test per cell.
 */
static inline const struct nt_free *
nt_free_of(const struct notation_rules *r)
{
	return r->free.on ? &r->free : NULL;
}
void	nt_reach_free(const struct notation_position *,
	    const struct nt_free *, int from, struct bits *steps,
	    struct bits *jumps);
/*
 * Where the stone on 'from' may go under every rule but the camp duty:
 * steps, jump chains and swaps, less what the restrictions forbid; the
 * steps also on their own, to tell the move kinds apart (restrict.c).
 * f is nt_free_of()'s for the rule set (NULL or not): the steps and
 * chains then come from nt_reach_free().
 */
void	nt_targets(const struct notation_position *,
	    const struct nt_free *, int from, struct bits *steps,
	    struct bits *all);
/*
 * Has it any target, nt_targets()'s all not empty?  Under chains: false
 * with no steps and no key that adds or takes targets (Retour), the
 * first single jump found (nt_single_jump_any(), jumps.c).
 */
int	nt_targets_any(const struct notation_position *,
	    const struct nt_free *, int from);
int	nt_single_jump_any(const struct notation_position *, int from);
/* Its steps alone, the same rules applied: no search of chains. */
void	nt_step_targets(const struct notation_position *, int from,
	    struct bits *steps);
/*
 * Has it a step, nt_step_targets() not empty?  Asked of a stone after
 * every ply (whether the side to move can move, the camp duty), it
 * stops at the first one.
 */
int	nt_step_any(const struct notation_position *, int from);
/*
 * end: walled-in (spec/rules.md section 17.10): while the side to move,
 * another player having emptied its camp, has stones in its own camp of
 * which none can move, it is put out and the turn passes on; the last
 * player in stays (restrict.c).
 */
void	nt_walled_turn(struct notation_position *);
/*
 * The camp duty: the player whose empty camp binds the side to move, or
 * -1; home gets the stones it must choose from (restrict.c).
 */
int	nt_duty_binds(const struct notation_position *, struct bits *home);

/*
 * The landing cell of the single jump from a in each direction (-1 where
 * none), the stone on 'lifted' lifted off; out holds MAX_DIRS.
 */
void	nt_jump_landings(const struct notation_position *, int lifted, int a,
	    int16_t *out);

/*
 * The ways off the board (offboard.c; spec/rules.md section 17.8):
 *  - nt_off_ok(): can the stone on 'from' leave the board in one move?
 *  - nt_off_path(): the long form's landings before the last hop off
 *    (fewest hops); its count, path holds NOTATION_MAX_CELLS;
 *  - nt_jump_off(): can the stone lifted from 'lifted', on a, jump off?
 */
int	nt_off_ok(const struct notation_position *, int from);
size_t	nt_off_path(const struct notation_position *, int from,
	    int16_t *path);
int	nt_jump_off(const struct notation_position *, int lifted, int a);

/*
 * The placement games (place.c; spec/rules.md sections 17.17, 17.18):
 *  - nt_enclose(): the stone on cell, just put there, takes off the board
 *    every stone of another team on an orthogonal neighbour whose four
 *    orthogonal sides all hold stones of its player (enclose), and its
 *    player counts them; how many it took;
 *  - nt_row_at(): the length of the longest line of stones of the team
 *    of the stone on cell through it (end: row); 0 for an empty cell.
 */
int	nt_enclose(struct notation_position *, int cell);
int	nt_row_at(const struct notation_position *, int cell);

/* ------------------------------------------------------------------ */
/* The lexing of move text (movetext.c)                               */

/* The length of the cell name at s (a letter and 1-2 digits), or 0. */
size_t	nt_cell_token(const char *s, size_t len);
/*
 * The shape of a whole move text, cells joined by '-' or 'x' (*capt set
 * when an 'x' is): the number of cells, or 0 with d filled.
 */
size_t	nt_move_shape(const char *text, size_t len, int *capt,
	    struct notation_diag *d);
/* The cell named s[0..len), or the code with d filled. */
int	nt_cell_or_error(const struct notation_rules *, const char *s,
	    size_t len, int *cell, struct notation_diag *d);
/*
 * The cell named by s[0..*n) ("a1".."p16"), or -1; *n is set.  In line:
 * the parser's fast path asks it twice a ply.
 */
static inline int
nt_fast_cell(const struct notation_rules *r, const char *s, size_t len,
    size_t *n)
{
	unsigned	 file, rank, d;

	/* Each range one unsigned comparison. */
	if (len < 2 || (file = (unsigned char)s[0] - 'a') > 'z' - 'a' ||
	    (rank = (unsigned char)s[1] - '0') - 1 > 8)
		return -1;
	*n = 2;
	if (len > 2 && (d = (unsigned char)s[2] - '0') <= 9) {
		rank = rank * 10 + d;
		*n = 3;
	}
	/* notation_cell_at(), without its checks of the arguments. */
	if (rank >= NAME_RANKS)
		return -1;
	return r->geo.cell_at[file][rank];
}
/*
 * The cell named s[0..n), n 2 or 3 ("i2", "i10"), as nt_fast_cell()
 * reads it, or -1: for a parser that knows n from the text's length
 * (kind_plain.c, the plain kinds' turn).
 */
static inline NT_ALWAYS_INLINE int
nt_name_cell(const struct geometry *g, const char *s, size_t n)
{
	unsigned	 file = (unsigned char)s[0] - 'a';
	unsigned	 rank = (unsigned char)s[1] - '0', low;

	/* cell_at[][] holds -1 for the files past the last letter. */
	if (file >= NAME_FILES || rank - 1 > 8)
		return -1;
	if (n == 3 && ((low = (unsigned char)s[2] - '0') > 9 ||
	    (rank = rank * 10 + low) >= NAME_RANKS))
		return -1;
	return g->cell_at[file][rank];
}
/*
 * The two cells of the short form "i2-a8", its five bytes s[0..5) read
 * as a word and a byte, in one subtraction and one mask: a file byte
 * from 'a' on, a rank byte from '1' on, the '-' itself (a byte below its
 * range borrows, and the mask sees it, whatever it did to the bytes
 * above), each cell from name2[] (board.h), as nt_name_cell() reads
 * them.  0 with *from and *to, or -1.  The word is put together byte by
 * byte, for any order of bytes; the compiler makes it one load.
 */
static inline NT_ALWAYS_INLINE int
nt_short_cells(const struct geometry *g, const char *s, int *from, int *to)
{
	const unsigned char	*u = (const unsigned char *)s;
	uint32_t		 w, e;

	w = ((uint32_t)u[0] | (uint32_t)u[1] << 8 | (uint32_t)u[2] << 16 |
	    (uint32_t)u[3] << 24) -
	    ('a' | '1' << 8 | '-' << 16 | (uint32_t)'a' << 24);
	e = (uint32_t)u[4] - '1';
	if ((w & 0xe0fff0e0) != 0 || e >= NAME2_RANKS)
		return -1;
	*from = g->name2[w & 0xffff];
	*to = g->name2[e << 8 | w >> 24];
	return (*from | *to) < 0 ? -1 : 0;
}
/* Is s a cell name in shape: a letter and one or two digits? */
int	nt_cell_shape(const char *s, size_t len);
/* Is text a roll token: 'd' and two digits? */
int	nt_roll_token(const char *text, size_t len);
/*
 * The head of a move of a stone on the board: its shape, what the rule
 * set says of that ('x', chains: false), and its first cell, a stone the
 * side to move may move.  0 with h filled, or the code with d filled.
 */
struct nt_head {
	size_t		 ncells;	/* cells named */
	size_t		 k;		/* length of the first cell's name */
	int		 capt;		/* an 'x' in it */
	int		 from, who;
};
int	nt_move_head(const struct notation_position *, const char *text,
	    size_t len, struct nt_head *h, struct notation_diag *d);
/* "from", then sep and each cell of path: a move written; -1 on error. */
int	nt_move_write_cells(const struct notation_rules *, int from,
	    const int16_t *path, size_t n, int sep, struct notation_buf *out);

/* ------------------------------------------------------------------ */
/* The move kinds (kind_*.c) and the table of them (kinds.c)          */

/* What an operation of a kind returns for a move or text not its own. */
#define NT_NOT_MINE	(-2)

/* A parse of a move text (notation_move_parse()'s arguments). */
typedef int nt_parse_fn(const struct notation_position *, const char *,
    size_t, struct notation_move *, struct notation_diag *);

/*
 * What perft's last two plies keep of p between its moves, for a kind's
 * count_after(): for each stone of p that a position after a move has
 * asked for so far (have), its number of moves and the cells its moves
 * depend on the neighbourhood of (kind_plain.c).
 */
struct nt_last_two {
	const struct notation_position *p;
	struct bits	 have;
	struct bits	 area[NOTATION_MAX_CELLS];
	uint64_t	 n[NOTATION_MAX_CELLS];
};

/*
 * A kind of move, as a table of operations.  The front asks the kinds of
 * a rule set (nt_kinds()) in order: the first that owns the turn
 * generates, counts and tells whether a move exists; the first that
 * does not answer NT_NOT_MINE parses a text, makes a move, writes it and
 * gives its landings.
 *  - hands_only: the kind owns the turns of a rule set with stones in
 *    hand only (rules.h, hands), not every turn;
 *  - parse(): a move text, or NT_NOT_MINE;
 *  - fast(): for the kind that owns the turn, tried before any parse: the
 *    common move of its turns, with no diagnostic: 0 with the move, or
 *    -1, and the texts go the whole way (NULL: none);
 *  - turn(): for the kind that owns the turn, in place of fast() and
 *    all after it: its common move, and every other text handed on to
 *    rest, the front's own way (the kinds in turn), in a call that can
 *    end in a jump, where a fast() that failed asks the front to keep
 *    its arguments; rest is handed down, not called by name, for a kind
 *    calls no file above it (NULL: fast());
 *  - confirm(): for the kind that owns the turn, when another kind (or
 *    the front, for "pass") parsed the text: check it as a part of this
 *    kind's turn, given that parse's code rc (NULL: nothing to check);
 *  - generate(), count(), exists(): the legal moves, their number (for
 *    perft's last ply), whether there is one;
 *  - count_after(): count() of c, the position after move m of b->p,
 *    faster with what the kind keeps of b->p between the moves of b->p
 *    (perft's last two plies; NULL: no faster way);
 *  - exists_from(): exists(), trying first the stone on *hint and leaving
 *    there one found able to move, for a game that asks after every ply
 *    (NULL: exists() is asked);
 *  - apply(): make the move: 1 when the turn passes, 0 when it goes on;
 *  - format(): write the move (the long form with longform);
 *  - landings(): the cells the move lands on after its start, to last,
 *    as the long form names them (for drawings); 0 for none known;
 *  - turn_read(), turn_write(): the turn in progress of a position
 *    string, a field of its own (spec/position-string.md): read returns
 *    1 when the field is this kind's (*why NULL, or what is wrong);
 *    write writes it, with its leading blank, if there is one (NULL: the
 *    kind keeps no turn state);
 *  - turn_open(): is a turn in progress, that the next ply goes on with?
 */
struct nt_kind {
	const char	*name;
	int		 hands_only;
	int		(*parse)(const struct notation_position *,
			    const char *, size_t, struct notation_move *,
			    struct notation_diag *);
	int		(*fast)(const struct notation_position *,
			    const char *, size_t, struct notation_move *);
	int		(*turn)(const struct notation_position *,
			    const char *, size_t, struct notation_move *,
			    struct notation_diag *, nt_parse_fn *rest);
	int		(*confirm)(const struct notation_position *,
			    const char *, size_t, struct notation_move *, int,
			    struct notation_diag *);
	size_t		(*generate)(const struct notation_position *,
			    struct notation_move *);
	uint64_t	(*count)(const struct notation_position *);
	uint64_t	(*count_after)(struct nt_last_two *b,
			    const struct notation_move *m,
			    const struct notation_position *c);
	int		(*exists)(const struct notation_position *);
	int		(*exists_from)(const struct notation_position *,
			    int *);
	int		(*apply)(struct notation_position *,
			    const struct notation_move *);
	int		(*format)(const struct notation_position *,
			    const struct notation_move *, int,
			    struct notation_buf *);
	int		(*landings)(const struct notation_position *,
			    const struct notation_move *, int16_t *);
	int		(*turn_read)(struct notation_position *,
			    const char *, size_t, const char **);
	int		(*turn_write)(const struct notation_position *,
			    struct notation_buf *);
	int		(*turn_open)(const struct notation_position *);
	/*
	 * A turn of this kind is several plies, only its first numbered
	 * (a roll and its parts): a writer without positions then hands
	 * the turn on at the kind's next first ply.
	 */
	int		 turn_of_plies;
};

/* One file each; "plain free" is plain for rule sets without restrictions. */
extern const struct nt_kind nt_kind_plain;
extern const struct nt_kind nt_kind_plain_free;
extern const struct nt_kind nt_kind_capture;
extern const struct nt_kind nt_kind_hand;
extern const struct nt_kind nt_kind_dice;
extern const struct nt_kind nt_kind_race;
extern const struct nt_kind nt_kind_track;
extern const struct nt_kind nt_kind_draughts;

/*
 * The one die of the races (die.c), what kind_race.c and kind_track.c
 * share: jump_made NT_DIE_AGAIN when a roll of again is to be followed
 * by another roll; whether a roll is to be made; the rolls, one a side
 * of the die; a roll token "dN" (text[1] its digit) checked and made a
 * move; the turn after its move made, 0 when another roll follows (the
 * hash term of the turn already taken out), else 1 and the turn over;
 * rolls and steps written (NT_NOT_MINE for any other move); no landings
 * between a move's ends; the turn in progress in a position string
 * (" d4", " d6+") and whether there is one.
 */
#define NT_DIE_AGAIN	2
int	nt_die_rolling(const struct notation_position *);
size_t	nt_die_rolls(const struct notation_position *, struct notation_move *);
int	nt_die_roll(const struct notation_position *, const char *text,
	    struct notation_move *m, struct notation_diag *d);
int	nt_die_turn_done(struct notation_position *);
int	nt_die_format(const struct notation_position *,
	    const struct notation_move *, struct notation_buf *);
int	nt_die_landings(const struct notation_position *,
	    const struct notation_move *, int16_t *path);
int	nt_die_turn_write(const struct notation_position *,
	    struct notation_buf *);
int	nt_die_turn_open(const struct notation_position *);

/*
 * What the kinds that build on plain call of it (kind_plain.c): the
 * parse of a move of a stone on the board; the making of such a move; the
 * stones whose moves are listed (the camp duty's, else the movable); one
 * stone's moves, and their number; the plain kind's exists(); and whether
 * a rule set has no restriction beyond steps and jump chains (then
 * nt_kind_plain_free serves it).
 */
int	nt_plain_parse(const struct notation_position *, const char *text,
	    size_t len, struct notation_move *m, struct notation_diag *d);
int	nt_plain_apply(struct notation_position *,
	    const struct notation_move *);
void	nt_plain_stones(const struct notation_position *, struct bits *);
size_t	nt_plain_moves_of(const struct notation_position *,
	    const struct nt_free *, int from, struct notation_move *out);
uint64_t nt_plain_count_of(const struct notation_position *,
	    const struct nt_free *, int from);
int	nt_plain_exists(const struct notation_position *);
int	nt_plain_exists_hint(const struct notation_position *, int *);
/*
 * The plain kinds' common move (kind_plain_turn.c): the fast parse that
 * nt_plain_parse() tries first (0 with m, or -1), and the turn() of
 * nt_kind_plain and of nt_kind_plain_free.
 */
int	nt_plain_fast(const struct notation_position *, const char *text,
	    size_t len, struct notation_move *m);
/*
 * The parse's test of restrictions (restrict.c), of a move m whose rule
 * set has some: 0 where nt_move_restricted() allows it, else rest's
 * answer.
 */
int	nt_turn_restricted(const struct notation_position *, const char *text,
	    size_t len, struct notation_move *m, struct notation_diag *d,
	    nt_parse_fn *rest);
int	nt_plain_turn(const struct notation_position *, const char *text,
	    size_t len, struct notation_move *m, struct notation_diag *d,
	    nt_parse_fn *rest);
int	nt_free_turn(const struct notation_position *, const char *text,
	    size_t len, struct notation_move *m, struct notation_diag *d,
	    nt_parse_fn *rest);

/* The population count of a set, looking only at its non-empty words. */
static inline int
nt_popcount(const struct bits *b)
{
	uint64_t	 x;
	int		 i, n = 0;

	for (i = 0; i < BITS_WORDS; i++)
		if ((x = b->w[i]) != 0)
			n += bits_pop64(x);
	return n;
}

/*
 * The kinds of a rule set, in the order they are asked, NULL-terminated
 * (kinds.c); the first that owns the turn of p.
 */
const struct nt_kind *const *nt_kinds(const struct notation_rules *);

/*
 * The kind that owns the turns of a rule set, as its family's list says
 * (nt_kind_owner() below), in one look at kinds.c's table: for callers
 * with no list at hand (the parser).
 */
const struct nt_kind *nt_owner(const struct notation_rules *);

/* In line: perft asks it at every node, with the list it passes down. */
static inline const struct nt_kind *
nt_kind_owner(const struct nt_kind *const *kinds,
    const struct notation_position *p)
{
	const struct nt_kind	*k;

	while ((k = *kinds++) != NULL)
		if (!k->hands_only || p->rules->hands)
			break;
	return k;
}

/* ------------------------------------------------------------------ */
/* The front (move.c, movegen.c, apply.c), through the table          */

/*
 * Whether m names the cells its kind needs, all of r's board, and a
 * capture chain of at most NOTATION_MAX_CHAIN hops (move.c): what
 * notation_move_format() and the drawings ask before they read a cell.
 */
int	nt_move_cells_ok(const struct notation_rules *,
	    const struct notation_move *);

/*
 * The landing cells of m after its start, to last, as the long form
 * names them; path holds NOTATION_MAX_CELLS; 0 when only its two ends are
 * known (a step, a drop, a move whose path is not found).
 */
size_t	nt_move_landings(const struct notation_position *,
	    const struct notation_move *, int16_t *path);
/*
 * The turn in progress of a position string (after the move number):
 * read, 1 when a kind of the rule set takes the field (*why NULL, or what
 * is wrong), 0 when none does; written with its leading blank, when
 * there is one; whether one is in progress.
 */
int	nt_turn_read(struct notation_position *, const char *s, size_t len,
	    const char **why);
int	nt_turn_write(const struct notation_position *, struct notation_buf *);
int	nt_turn_open(const struct notation_position *);
/* Is a turn of some kind of the rule set several plies (turn_of_plies)? */
int	nt_turns_of_plies(const struct notation_rules *);
/* The one move number a plain move is not simple_apply's at (apply.c). */
unsigned long nt_apply_plain_but(const struct notation_rules *);
/* notation_position_apply() with the rule set's kinds given (perft). */
void	nt_apply(const struct nt_kind *const *, struct notation_position *,
	    const struct notation_move *);

#endif /* NOTATION_MOVES_H */
