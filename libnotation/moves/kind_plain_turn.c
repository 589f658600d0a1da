/*
 * kind_plain_turn.c -- the plain kinds' common move, parsed first because
 * every ply of every record goes through it: the short form "i2-a8" (and
 * "i10-a8"), a step or a chain of jumps of a stone the side may move, and
 * the long form whose every hop is a single jump; the kinds' turn() (moves.h)
 * and the fast parse the plain parse tries first (kind_plain.c).  Every
 * text it does not take goes the general way, which says what is wrong.
 * Calls hops.c, jumps.c, steps.c and restrict.c.
 */
#include "moves/moves.h"
#include "moves/jumpsets.h"

/* Out of line: in line, it made every short form dearer. */
static NT_NOINLINE int	parse_long(const struct notation_position *,
			    const char *, size_t, size_t, int, int,
			    struct notation_move *);

/*
 * The kind of the short form from-to, the stone the side's, in m (and
 * the fewest hops of a jump): 0, or -1 where it is neither a step nor a
 * chain to an empty cell.
 */
static inline int
fast_kind(const struct notation_position *p, int from, int to,
    struct notation_move *m)
{
	const struct notation_rules	*r = p->rules;
	unsigned			 hops;

	if (p->board[to] >= 0)
		return -1;
	m->kind = 0;
	/* The fast search's shapes (rules.c): a step is a neighbour. */
	if (r->free.on ? nt_geometry_step_dir(&r->geo, from, to) >= 0 :
	    nt_is_step(p, from, to))
		m->kind = NOTATION_STEP;
	if (m->kind == 0) {
		if (!nt_jump_reaches_counted(p, from, to, &hops))
			return -1;
		m->kind = NOTATION_JUMP;
		m->fewest = hops > UINT8_MAX ? 0 : (uint8_t)hops;
	}
	return 0;
}

/* nt_plain_fast()'s short form from-to, the stone the side's: 0, or -1. */
static inline int
fast_short(const struct notation_position *p, int from, int to,
    struct notation_move *m)
{
	if (fast_kind(p, from, to, m) != 0)
		return -1;
	return nt_fast_move(p, from, to, m);
}

/* May the side to move move the stone on 'from'? */
static inline int
fast_mover(const struct notation_position *p, int from)
{
	int	 who;

	return (who = p->board[from]) >= 0 && (nt_movers(p) & (1u << who));
}

/*
 * The two cells of "from-to" at the start of text, and where the second
 * name ends (end); -1 where text does not begin so.
 */
static inline NT_ALWAYS_INLINE int
two_cells(const struct notation_rules *r, const char *text, size_t len,
    int *from, int *to, size_t *end)
{
	size_t	 k, l;

	if ((*from = nt_fast_cell(r, text, len, &k)) < 0 || k >= len ||
	    text[k] != '-' ||
	    (*to = nt_fast_cell(r, text + k + 1, len - k - 1, &l)) < 0)
		return -1;
	*end = k + 1 + l;
	return 0;
}

/*
 * The common case, tried first because every ply of every record goes
 * through here: a short form "i2-a8" naming two cells of the board, a
 * stone the side to move may move, an empty cell that a step or a chain
 * of jumps reaches, and no restriction of the rule set against it.  It
 * accepts only what the general way below accepts, with the same move;
 * everything else, every error included, goes the general way, which
 * says exactly what is wrong.  Returns 0 with m filled, or -1.
 */
int
nt_plain_fast(const struct notation_position *p, const char *text, size_t len,
    struct notation_move *m)
{
	size_t	 end;
	int	 from, to;

	if (two_cells(p->rules, text, len, &from, &to, &end) != 0 ||
	    !fast_mover(p, from))
		return -1;
	if (end != len)
		return parse_long(p, text, len, end, from, to, m);
	return fast_short(p, from, to, m);
}

/*
 * The plain kinds' turn (moves.h, turn()): nt_plain_fast()'s moves, the
 * step and the single jump told by shape_of[] (board.h), and every other
 * text the front's whole way, rest.  Each way that asks more ends in a
 * call of its own (turn_*(), which find m->from, m->to and m->hops set),
 * so that the step pays no frame.
 */

/*
 * The way nt_plain_fast() goes, from the stone's owner on (m->from,
 * m->to and m->hops are set), the restrictions asked last with no frame
 * of this call.
 */
static NT_NOINLINE int
turn_shaped(const struct notation_position *p, const char *text, size_t len,
    struct notation_move *m, struct notation_diag *d, nt_parse_fn *rest)
{
	if (!fast_mover(p, m->from) || fast_kind(p, m->from, m->to, m) != 0)
		return rest(p, text, len, m, d);
	return p->rules->restricts ?
	    nt_turn_restricted(p, text, len, m, d, rest) : 0;
}

/*
 * A chain of jumps to an empty cell, none of whose steps reaches it.
 * Where no step follows jumps, no single jump over a stone either
 * (turn_shape(): shape_of[] says no jump's difference, or the cell
 * between is empty); with a step after jumps turn_shape() sends such a
 * jump here too, and nt_chain_reaches_counted() then looks at it as
 * nt_jump_reaches_counted() does.
 */
static NT_NOINLINE int
turn_chain(const struct notation_position *p, const char *text, size_t len,
    struct notation_move *m, struct notation_diag *d, nt_parse_fn *rest)
{
	unsigned	 hops;

	if (!nt_chain_reaches_counted(p, m->from, m->to, &hops))
		return rest(p, text, len, m, d);
	m->kind = NOTATION_JUMP;
	m->fewest = hops > UINT8_MAX ? 0 : (uint8_t)hops;
	return p->rules->restricts ?
	    nt_turn_restricted(p, text, len, m, d, rest) : 0;
}

_Static_assert(SHAPE_JUMP == SHAPE_STEP + MAX_DIRS && NOTATION_JUMP ==
    NOTATION_STEP + 1, "turn_shape() tells a jump from a step by its shape");

/*
 * The move m->from-m->to in the short form, its stone one the side may
 * move and its end empty, by shape_of[] where the rule set's shapes are
 * the fast search's (free.on), in line in its callers.  With classic,
 * the turn of the classic game's kind (rules.c, plain_free(): no
 * restriction, no step after jumps).
 */
static inline NT_ALWAYS_INLINE int
turn_shape(const struct notation_position *p, const char *text, size_t len,
    struct notation_move *m, struct notation_diag *d, nt_parse_fn *rest,
    int from, int to, int classic)
{
	const struct notation_rules	*r = p->rules;
	int				 s, over, jump;

	/*
	 * Step, single jump or neither told as data, not by branches: which
	 * it is follows the record, not the code, and guessing it cost a
	 * mispredicted branch on every other ply.  shape_of[] says
	 * SHAPE_JUMP + d only where every such pair's nb[from][d] is
	 * from + off[d], the cell (from + to) / 2, or no cell (its board
	 * byte -1, as an empty cell's); the jumps' shapes follow the steps'
	 * (below), so a stone between (over) lets the range of the steps
	 * reach over the jumps' too.
	 */
	s = nt_geometry_shape(&r->geo, from, to);
	over = p->board[(from + to) >> 1] >= 0;
	if (!classic)
		over &= !r->step_after_jumps;
	if ((unsigned)(s - SHAPE_STEP) >= (unsigned)MAX_DIRS << over) {
		if (s != SHAPE_ASK)
			return turn_chain(p, text, len, m, d, rest);
		return turn_shaped(p, text, len, m, d, rest);
	}
	/* A step or a single hop, as nt_jump_reaches_counted() finds it. */
	jump = s >= SHAPE_JUMP;
	m->kind = (uint8_t)(NOTATION_STEP + jump);
	m->fewest = (uint8_t)jump;
	/* Under the rule set's restrictions. */
	return !classic && r->restricts ?
	    nt_turn_restricted(p, text, len, m, d, rest) : 0;
}

/*
 * The same where the side may move stones of its partners too (rules.h,
 * movers_own): nt_movers_team() asked, out of line, for the rule sets
 * of teams and colours alone.
 */
static NT_NOINLINE int
turn_team(const struct notation_position *p, const char *text, size_t len,
    struct notation_move *m, struct notation_diag *d, nt_parse_fn *rest)
{
	if (!fast_mover(p, m->from) || p->board[m->to] >= 0)
		return rest(p, text, len, m, d);
	return turn_shape(p, text, len, m, d, rest, m->from, m->to, 0);
}

/* The move from-to in the short form, in line in its callers. */
static inline NT_ALWAYS_INLINE int
turn_end(const struct notation_position *p, int from, int to,
    const char *text, size_t len, struct notation_move *m,
    struct notation_diag *d, nt_parse_fn *rest, int classic)
{
	const struct notation_rules	*r = p->rules;

	m->from = (int16_t)from;
	m->to = (int16_t)to;
	m->hops = 0;
	if (!classic && !r->free.on)
		return turn_shaped(p, text, len, m, d, rest);
	if (!r->movers_own)
		return turn_team(p, text, len, m, d, rest);
	/* nt_movers() is the side's own bit: its stones alone. */
	if (p->board[from] != p->side || p->board[to] >= 0)
		return rest(p, text, len, m, d);
	return turn_shape(p, text, len, m, d, rest, from, to, classic);
}

/*
 * A text of eight bytes or more, longer than any short form ("i10-a10"):
 * the long form, or no move.  Apart from turn_cells(), whose short forms
 * keep more registers.
 */
static NT_NOINLINE int
turn_long(const struct notation_position *p, const char *text, size_t len,
    struct notation_move *m, struct notation_diag *d, nt_parse_fn *rest)
{
	size_t	 end;
	int	 from, to;

	if (two_cells(p->rules, text, len, &from, &to, &end) != 0 ||
	    !fast_mover(p, from) ||
	    parse_long(p, text, len, end, from, to, m) != 0)
		return rest(p, text, len, m, d);
	return 0;
}

/* The other shapes: the long form, no move. */
static NT_NOINLINE int
turn_cells(const struct notation_position *p, const char *text, size_t len,
    struct notation_move *m, struct notation_diag *d, nt_parse_fn *rest)
{
	size_t	 end;
	int	 from, to;

	if (two_cells(p->rules, text, len, &from, &to, &end) != 0)
		return rest(p, text, len, m, d);
	if (end == len)
		return turn_end(p, from, to, text, len, m, d, rest, 0);
	if (!fast_mover(p, from) ||
	    parse_long(p, text, len, end, from, to, m) != 0)
		return rest(p, text, len, m, d);
	return 0;
}

/* The cell of the name of two bytes at s ("i2"), as nt_name_cell(). */
static inline NT_ALWAYS_INLINE int
name_two(const struct geometry *g, const unsigned char *s)
{
	uint32_t	 w = ((uint32_t)s[0] | (uint32_t)s[1] << 8) -
			    ('a' | '1' << 8);

	/* Each byte below its range borrows: the mask sees it. */
	return (w & 0xfffff0e0) != 0 ? -1 : g->name2[w];
}

/*
 * The word of the four bytes at s, the first the lowest, for any order
 * of bytes (the compiler makes it one load), and such a word of four
 * constants.
 */
static inline NT_ALWAYS_INLINE uint32_t
word_at(const unsigned char *s)
{
	return (uint32_t)s[0] | (uint32_t)s[1] << 8 | (uint32_t)s[2] << 16 |
	    (uint32_t)s[3] << 24;
}
#define WORD(a, b, c, e) ((uint32_t)(a) | (uint32_t)(b) << 8 | \
	    (uint32_t)(c) << 16 | (uint32_t)(e) << 24)

/*
 * A rank of two digits: "i10-a8", "i2-a10", "i10-a10", each form read as
 * words as nt_short_cells() reads "i2-a8": a byte less its least value
 * within the mask of its range (a file byte from 'a', a rank byte from
 * '1', a last digit from '0'; a middle digit '1' and the '-' exactly),
 * each cell from name2[] or name10[] (board.h).  A rank of 20 or more
 * names a cell of no board (nt_name_cell() finds none) and goes the
 * way of any text that is no short form here.  Not in line in
 * turn_short(): its registers made every ply keep some.
 */
static inline NT_ALWAYS_INLINE int
turn_ranks(const struct notation_position *p, const char *text, size_t len,
    struct notation_move *m, struct notation_diag *d, nt_parse_fn *rest,
    int classic)
{
	const struct geometry	*g = &p->rules->geo;
	const unsigned char	*u = (const unsigned char *)text;
	uint32_t		 a, b;
	int			 from, to;

	if (len == 7) {
		/* "i10-" and "-a10". */
		a = word_at(u) - WORD('a', '1', '0', '-');
		b = word_at(u + 3) - WORD('-', 'a', '1', '0');
		if (((a & 0xfff0ffe0) | (b & 0xf0ffe0ff)) != 0)
			return turn_cells(p, text, len, m, d, rest);
		from = g->name10[(a >> 8) | (a & 0xff)];
		to = g->name10[(b >> 16) | ((b >> 8) & 0xff)];
	} else if (len > 7)
		return turn_long(p, text, len, m, d, rest);
	else if (len != 6)
		return turn_cells(p, text, len, m, d, rest);
	else if (u[2] == '-') {
		/* "i2-a" and "10". */
		a = word_at(u) - WORD('a', '1', '-', 'a');
		b = ((uint32_t)u[4] | (uint32_t)u[5] << 8) - ('1' | '0' << 8);
		if (((a & 0xe0fff0e0) | (b & 0xfffff0ff)) != 0)
			return turn_cells(p, text, len, m, d, rest);
		from = g->name2[a & 0xffff];
		to = g->name10[b | a >> 24];
	} else {
		/* "i10-" and "a8". */
		a = word_at(u) - WORD('a', '1', '0', '-');
		if ((a & 0xfff0ffe0) != 0)
			return turn_cells(p, text, len, m, d, rest);
		from = g->name10[(a >> 8) | (a & 0xff)];
		to = name_two(g, u + 4);
	}
	if ((from | to) < 0)
		return turn_cells(p, text, len, m, d, rest);
	return turn_end(p, from, to, text, len, m, d, rest, classic);
}

static NT_NOINLINE int
plain_ranks(const struct notation_position *p, const char *text, size_t len,
    struct notation_move *m, struct notation_diag *d, nt_parse_fn *rest)
{
	return turn_ranks(p, text, len, m, d, rest, 0);
}

static NT_NOINLINE int
free_ranks(const struct notation_position *p, const char *text, size_t len,
    struct notation_move *m, struct notation_diag *d, nt_parse_fn *rest)
{
	return turn_ranks(p, text, len, m, d, rest, 1);
}

/* The common "i2-a8" in line, then the ranks of two digits. */
static inline NT_ALWAYS_INLINE int
turn_short(const struct notation_position *p, const char *text, size_t len,
    struct notation_move *m, struct notation_diag *d, nt_parse_fn *rest,
    int classic)
{
	const struct geometry	*g = &p->rules->geo;
	int			 from, to;

	if (len != 5)
		return classic ? free_ranks(p, text, len, m, d, rest) :
		    plain_ranks(p, text, len, m, d, rest);
	if (nt_short_cells(g, text, &from, &to) != 0)
		return turn_cells(p, text, len, m, d, rest);
	return turn_end(p, from, to, text, len, m, d, rest, classic);
}

int
nt_plain_turn(const struct notation_position *p, const char *text, size_t len,
    struct notation_move *m, struct notation_diag *d, nt_parse_fn *rest)
{
	return turn_short(p, text, len, m, d, rest, 0);
}

int
nt_free_turn(const struct notation_position *p, const char *text, size_t len,
    struct notation_move *m, struct notation_diag *d, nt_parse_fn *rest)
{
	return turn_short(p, text, len, m, d, rest, 1);
}

/*
 * The long form "i2-g4-e6-a8" the same way, its first two cells read at
 * i: every hop a single jump of the stone lifted from 'from', where no
 * key of the rule set judges a hop but the jump itself (single-jump,
 * step-after-jumps, goal-lock-hops: the general way knows them), the
 * chain ending elsewhere than it began, and no restriction against the
 * move.  Records of programs that write every hop come this way.
 */
/*
 * Is a-b a single jump of the stone lifted from 'from' where the rule set
 * shapes its jumps freely (free.on: short jumps over any stone along
 * every line, no key that directs them)?  shape_of[] tells a jump along
 * d; its cell between is a + off[d], (a + b) / 2, whose stone (stones
 * stand on cells alone) it goes over unless it is the lifted one, and b
 * must be empty or 'from', as nt_jump_hop() says.  -1 where shape_of[]
 * cannot tell (SHAPE_ASK), for nt_jump_hop() to.
 */
static inline int
hop_free(const struct notation_position *p, int from, int a, int b)
{
	int	 s = nt_geometry_shape(&p->rules->geo, a, b), mid = (a + b) / 2;

	if ((unsigned)(s - SHAPE_JUMP) >= MAX_DIRS)
		return s == SHAPE_ASK ? -1 : 0;
	return mid != from && bits_test(&p->occ, mid) &&
	    (b == from || !bits_test(&p->occ, b));
}

/*
 * parse_long()'s hops by hop_free() alone, in a loop that calls nothing:
 * 0 with m filled, -1 for no move, -2 where shape_of[] cannot tell.
 */
static int
long_free(const struct notation_position *p, const char *text, size_t len,
    size_t i, int from, int next, struct notation_move *m)
{
	const struct notation_rules	*r = p->rules;
	size_t				 hops = 1, l;
	int				 prev = from, rc;

	for (;;) {
		if ((rc = hop_free(p, from, prev, next)) <= 0)
			return rc < 0 ? -2 : -1;
		prev = next;
		if (i == len)
			break;
		if (text[i] != '-' || (next = nt_fast_cell(r, text + i + 1,
		    len - i - 1, &l)) < 0)
			return -1;
		i += 1 + l;
		hops++;
	}
	if (prev == from)
		return -1;
	m->from = (int16_t)from;
	m->to = (int16_t)prev;
	m->kind = NOTATION_JUMP;
	m->hops = hops > UINT8_MAX ? UINT8_MAX : (uint8_t)hops;
	return nt_move_allowed(p, from, prev, NULL) != 0 ? -1 : 0;
}

static NT_NOINLINE int
parse_long(const struct notation_position *p, const char *text, size_t len,
    size_t i, int from, int next, struct notation_move *m)
{
	const struct notation_rules	*r = p->rules;
	struct bits			 over, occ;
	size_t				 hops = 1, l;
	int				 prev = from, rc;

	if (r->single_jump || r->step_after_jumps || r->goal_lock_hops)
		return -1;
	if (r->free.on &&
	    (rc = long_free(p, text, len, i, from, next, m)) != -2)
		return rc;
	/* The stone stays on 'from' while the hops are read. */
	nt_jump_over(p, from, &over);
	occ = p->occ;
	bits_clear(&occ, from);
	for (;;) {
		if (!nt_jump_hop(p, from, &over, &occ, prev, next))
			return -1;
		prev = next;
		if (i == len)
			break;
		if (text[i] != '-' || (next = nt_fast_cell(r, text + i + 1,
		    len - i - 1, &l)) < 0)
			return -1;
		i += 1 + l;
		hops++;
	}
	if (prev == from || nt_move_allowed(p, from, prev, NULL) != 0)
		return -1;
	m->from = (int16_t)from;
	m->to = (int16_t)prev;
	m->kind = NOTATION_JUMP;
	m->hops = hops > UINT8_MAX ? UINT8_MAX : (uint8_t)hops;
	return 0;
}

