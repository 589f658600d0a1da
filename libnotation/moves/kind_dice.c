/*
 * kind_dice.c -- the dice kind of move, as a table of operations
 * (nt_kind_dice): the turns of a dice game, Dobbelsteenhalma (spec/rules.md
 * section 17.4; the notation in spec/moves.md, "Dice").  A turn is a roll
 * token "dSJ", naming the step die S and the jump die J, and then its
 * parts, each a move of its own: S different stones step one cell each,
 * and one more stone makes a chain of exactly J hops, in any order.  A
 * part that cannot be made lapses, and the turn passes once every part is
 * made or none that is left can be.  The turn in progress is part of the
 * position (position/position.h), so legality stays a property of the
 * position, and a field of the position string (spec/position-string.md).
 *
 * It builds on the plain kind (kind_plain.c): a part is parsed as a plain
 * move and then checked against the dice (confirm()), the roll and the
 * common parts in one go (dice_fast()), and whether a player has a move
 * at all is the plain kind's answer.  The chains of the jump die are
 * dice_chains.c's.  Calls kind_plain.c, restrict.c, dice_chains.c,
 * jumps.c, steps.c, movetext.c and the position and its hash.
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "moves/jumpsets.h"
#include "moves/dice_chains.h"

/*
 * The stones the side to move may still move in this turn.  Where they
 * are its own (nt_movers()), read from them at once: a turn in progress
 * asks it after each part.
 */
static inline NT_ALWAYS_INLINE void
unmoved(const struct notation_position *p, struct bits *out)
{
	const struct bits	*own = &p->stones[p->side];
	int			 k;

	if (p->rules->movers_own) {
		NT_UNROLL
		for (k = 0; k < BITS_WORDS; k++)
			out->w[k] = own->w[k] & ~p->moved.w[k];
		return;
	}
	nt_movable(p, out);
	NT_UNROLL
	for (k = 0; k < BITS_WORDS; k++)
		out->w[k] &= ~p->moved.w[k];
}

/*
 * Where the stone on 'from' may step; with 'any', only whether it may
 * (out then holds the first such cell at most).
 */
static void
step_ends(const struct notation_position *p, int from, int any,
    struct bits *out)
{
	struct bits	 steps;
	int		 n;

	bits_zero(out);
	bits_zero(&steps);
	nt_steps_from(p, p->board[from], -1, from, &steps);
	BITS_FOREACH(n, &steps)
		if (nt_move_allowed(p, from, n, NULL) == 0) {
			bits_set(out, n);
			if (any)
				return;
		}
}

/*
 * Has the stone on 'from' a step, step_ends() not empty?  Where a step is
 * an empty neighbour along any line (plain_steps()), each is asked of
 * nt_move_allowed() as it is found, the first kept enough.
 */
static int
step_any(const struct notation_position *p, int from, int plain)
{
	const struct geometry	*g = &p->rules->geo;
	struct bits		 ends;
	int			 d, n;

	if (plain) {
		for (d = 0; d < g->ndirs; d++)
			if ((n = g->nb[from][d]) >= 0 &&
			    !bits_test(&p->occ, n) &&
			    nt_move_allowed(p, from, n, NULL) == 0)
				return 1;
		return 0;
	}
	step_ends(p, from, 1, &ends);
	return !bits_empty(&ends);
}

/*
 * Are a stone's steps its empty neighbours along every line (no knight,
 * no forward, no station: nt_steps_from()'s classic lines)?
 */
static inline int
plain_steps(const struct notation_rules *r)
{
	return r->steps != STEPS_NONE && r->steps != STEPS_KNIGHT &&
	    rules_classic_lines(r);
}

/*
 * The 64 bits of s from bit lo (-64 <= lo < BITS_WORDS * 64) on, 0
 * beyond its words: the words' indices clamped, not branched on.
 */
static inline NT_ALWAYS_INLINE uint64_t
bits_window(const struct bits *s, int lo)
{
	int		 i = ((lo + 64) >> 6) - 1, sh = lo & 63;
	uint64_t	 a, b;

	a = s->w[i < 0 ? 0 : i] & -(uint64_t)(i >= 0);
	b = s->w[i + 1 < BITS_WORDS ? i + 1 : BITS_WORDS - 1] &
	    -(uint64_t)(i + 1 < BITS_WORDS);
	return a >> sh | b << 1 << (63 - sh);
}

/*
 * Has the stone on 'from' an empty neighbour nt_move_allowed() takes,
 * where the goal lock is the one key that restricts a move (the tally
 * tells the stone's goal, as nt_move_restricted() reads it): a stone in
 * its goal steps within it.
 */
static inline NT_ALWAYS_INLINE int
step_locked(const struct notation_position *p, int from)
{
	const struct notation_rules	*r = p->rules;
	const struct geometry		*g = &r->geo;
	int				 who = p->board[from], d, n;
	uint32_t			 in = 0;
	const struct bits		*to;
	uint64_t			 empty;

	if (g->nbmask != 0) {
		/*
		 * The empty neighbours at once, in the goal where a stone
		 * in it may not step out (the cells of pl[who].goal, who
		 * < SHARED where TALLY_GOAL is set): a test a direction
		 * was a coin-flip branch.
		 */
		in = (r->restricts != 0) &
		    ((r->tally[from][who] & TALLY_GOAL) != 0);
		to = in ? &r->pl[who].goal : &g->valid;
		empty = g->nbmask & ~bits_window(&p->occ, from - 31) &
		    bits_window(to, from - 31);
		return empty != 0;
	}
	if (r->restricts != 0 && (r->tally[from][who] & TALLY_GOAL))
		in = TALLY_GOAL;
	for (d = 0; d < g->ndirs; d++)
		if ((n = g->nb[from][d]) >= 0 && !bits_test(&p->occ, n) &&
		    (r->tally[n][who] & in) == in)
			return 1;
	return 0;
}

/*
 * nt_dice_parts_exist() past the stones it read word by word ('read'):
 * the steps of the others, then the jump.
 */
static NT_NOINLINE int
parts_rest(const struct notation_position *p, int read)
{
	const struct notation_rules	*r = p->rules;
	struct bits			 stones;
	int				 from, plain;

	unmoved(p, &stones);
	if (!read && p->steps_made < p->die_steps && r->steps != STEPS_NONE) {
		plain = plain_steps(r);
		BITS_FOREACH(from, &stones)
			if (step_any(p, from, plain))
				return 1;
	}
	return !p->jump_made && nt_dice_jumps_any(p, &stones);
}

/*
 * Can a part of the turn still be made?  Every stone's steps first: they
 * ask no search of chains.  A turn in progress asks it after each part,
 * and the first unmoved stone has a step most often: where the side's
 * own stones move and no key but the goal lock restricts a step, the
 * stones are read word by word, and the set is made only for the rest.
 * In line: out of line, its frame was 13 of its 94 instructions a call.
 */
static inline NT_ALWAYS_INLINE int
nt_dice_parts_exist(const struct notation_position *p)
{
	const struct notation_rules	*r = p->rules;
	const struct bits		*own = &p->stones[p->side];
	uint64_t			 x;
	int				 k;

	if (p->die_steps == 0)
		return 1;
	if (p->steps_made >= p->die_steps || !plain_steps(r) ||
	    !r->movers_own || (r->restricts & ~RESTRICT_GOAL) != 0)
		return parts_rest(p, 0);
	for (k = 0; k < BITS_WORDS; k++)
		for (x = own->w[k] & ~p->moved.w[k]; x != 0; x &= x - 1)
			if (step_locked(p, k * 64 + __builtin_ctzll(x)))
				return 1;
	return parts_rest(p, 1);
}

static size_t
nt_dice_generate(const struct notation_position *p, struct notation_move *out)
{
	struct bits	 stones, steps, jumps, all;
	size_t		 n = 0;
	int		 from, to, s, j, k;

	/* Between turns: every (step die, jump die) a roll can give. */
	if (p->die_steps == 0) {
		for (s = 1; s <= p->rules->dice_sides; s++)
			for (j = 1; j <= p->rules->dice_sides; j++) {
				out[n] = nt_move_of(-1, -1, NOTATION_ROLL);
				out[n++].hops = (uint8_t)(s << 4 | j);
			}
		return n;
	}
	unmoved(p, &stones);
	BITS_FOREACH(from, &stones) {
		bits_zero(&steps);
		bits_zero(&jumps);
		if (p->steps_made < p->die_steps)
			step_ends(p, from, 0, &steps);
		if (!p->jump_made)
			nt_dice_jump_ends(p, from, &jumps);
		for (k = 0; k < BITS_WORDS; k++)
			all.w[k] = steps.w[k] | jumps.w[k];
		BITS_FOREACH(to, &all) {
			if (bits_test(&steps, to))
				out[n++] = nt_move_of(from, to, NOTATION_STEP);
			if (bits_test(&jumps, to))
				out[n++] = nt_move_of(from, to, NOTATION_JUMP);
		}
	}
	return n;
}

/*
 * A part of the turn made: the stone moved, its cell in moved, the jump
 * or a step counted.  In line: every part calls it, and out of line its
 * frame cost most of its work.
 */
static inline NT_ALWAYS_INLINE void
part_made(struct notation_position *p, const struct notation_move *m)
{
	nt_position_move(p, m->from, m->to);
	bits_set(&p->moved, m->to);
	if (m->kind == NOTATION_JUMP) {
		p->jump_made = 1;
		p->jump_cell = m->to;
	} else
		p->steps_made++;
}

/*
 * Is a part of the turn still to be made, and can it be?  In line: every
 * ply asks it, and out of line its frame (six registers saved and
 * restored) was about 16 of its 77 instructions a call.
 */
static inline NT_ALWAYS_INLINE int
parts_left(const struct notation_position *p)
{
	return (p->steps_made < p->die_steps || !p->jump_made) &&
	    nt_dice_parts_exist(p);
}

/* Every part made, or the rest lapses: the turn passes. */
static int
turn_passes(struct notation_position *p)
{
	p->die_steps = p->die_jump = p->steps_made = p->jump_made = 0;
	p->jump_cell = 0;
	bits_zero(&p->moved);
	return 1;
}

/*
 * nt_dice_apply() of a part of a turn in progress, its 'to' not in
 * moved: the same hash, from the terms that change (nt_dice_key()).
 */
static int
dice_part(struct notation_position *p, const struct notation_move *m)
{
	int	 made = p->steps_made, jumped = p->jump_made;

	part_made(p, m);
	if (parts_left(p)) {
		p->hash ^= nt_dice_part_key(p, made, jumped, m->to);
		return 0;
	}
	/* The turn passes: its term before the part goes. */
	p->hash ^= nt_dice_pass_key(p, made, jumped, m->to);
	return turn_passes(p);
}

/* Every move of a dice game is the dice's: a roll or a part. */
static int
nt_dice_apply(struct notation_position *p, const struct notation_move *m)
{
	/*
	 * A part of a turn in progress changes the turn's term and adds
	 * the cell it lands on to moved: the hash changes by those terms
	 * alone while the turn goes on.
	 */
	if (m->kind != NOTATION_ROLL && p->die_steps != 0 &&
	    !bits_test(&p->moved, m->to))
		return dice_part(p, m);
	p->hash ^= nt_dice_key(p);
	if (m->kind == NOTATION_ROLL) {
		p->die_steps = (int8_t)(m->hops >> 4);
		p->die_jump = (int8_t)(m->hops & 15);
		p->steps_made = p->jump_made = 0;
		p->jump_cell = 0;
		bits_zero(&p->moved);
	} else
		part_made(p, m);
	if (parts_left(p)) {
		p->hash ^= nt_dice_key(p);
		return 0;
	}
	return turn_passes(p);
}

/* The first part that can still be made, as "a step (e4-e5)". */
static void
witness(const struct notation_position *p, char *buf, size_t size)
{
	struct notation_move	 moves[NOTATION_MAX_MOVES];
	char			 a[4], b[4];
	size_t			 n, i;

	n = nt_dice_generate(p, moves);
	buf[0] = '\0';
	for (i = 0; i < n; i++)
		if (moves[i].kind == NOTATION_STEP ||
		    moves[i].kind == NOTATION_JUMP)
			break;
	if (i == n)
		return;
	notation_cell_name(p->rules, moves[i].from, a);
	notation_cell_name(p->rules, moves[i].to, b);
	if (moves[i].kind == NOTATION_STEP)
		snprintf(buf, size, "a step (%s-%s)", a, b);
	else
		snprintf(buf, size, "the jump of %d hops (%s-%s)",
		    p->die_jump, a, b);
}

static int
parse_roll(const struct notation_position *p, const char *text,
    struct notation_move *m, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	char				 what[64];
	int				 s, j;

	s = text[1] - '0';
	j = text[2] - '0';
	if (p->die_steps != 0) {
		witness(p, what, sizeof(what));
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.3s: %s's turn (d%d%d) is not over: %s can still be "
		    "made, and a part lapses only when it cannot be", text,
		    r->pl[p->side].name, p->die_steps, p->die_jump, what);
	}
	if (s < 1 || s > r->dice_sides || j < 1 || j > r->dice_sides)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.3s: the dice of %s have %d sides, so each digit of a "
		    "roll is 1 to %d", text, r->name, r->dice_sides,
		    r->dice_sides);
	m->from = m->to = -1;
	m->kind = NOTATION_ROLL;
	m->hops = (uint8_t)(s << 4 | j);
	return 0;
}

/*
 * The long form's cells, to find a cell landed on twice: the text has
 * passed the plain parse, so it is cells joined by '-'.
 */
static int
landed_twice(const struct notation_position *p, const char *text, size_t len,
    int *twice)
{
	struct bits	 seen;
	size_t		 i = 0, k;
	int		 c;

	bits_zero(&seen);
	while (i < len) {
		for (k = i; k < len && text[k] != '-'; k++)
			continue;
		c = notation_cell_parse(p->rules, text + i, k - i);
		if (c >= 0 && bits_test(&seen, c)) {
			*twice = c;
			return 1;
		}
		if (c >= 0)
			bits_set(&seen, c);
		i = k + 1;
	}
	return 0;
}

/* A roll token "d35"; every other text is parsed as a plain move. */
static int
dice_parse(const struct notation_position *p, const char *text, size_t len,
    struct notation_move *m, struct notation_diag *d)
{
	if (nt_roll_token(text, len))
		return parse_roll(p, text, m, d);
	return NT_NOT_MINE;
}

/* A move another kind parsed (rc its code), as a part of the turn. */
static int
dice_confirm(const struct notation_position *p, const char *text,
    size_t len, struct notation_move *m, int rc, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	int16_t				 path[16];
	char				 a[4], b[4];
	int				 n = len > 40 ? 40 : (int)len, c;

	if (rc == NOTATION_SYNTAX)
		return rc;
	if (p->die_steps == 0)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: a turn of %s begins with its roll, a token such "
		    "as d35 (3 stones step, one jumps 5 hops)", n, text,
		    r->name);
	if (rc != 0)
		return rc;
	/* The cells' names are made for a diagnostic alone. */
	if (bits_test(&p->moved, m->from)) {
		notation_cell_name(r, m->from, a);
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: the stone on %s has moved in this turn already: "
		    "every part of a turn moves another stone", n, text, a);
	}
	if (m->kind == NOTATION_STEP) {
		if (p->steps_made < p->die_steps)
			return 0;
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: a step, but the step die (%d) is used up", n,
		    text, p->die_steps);
	}
	if (p->jump_made)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: a jump, but the jump die's chain (d%d%d) is made "
		    "already: a turn has one jump", n, text, p->die_steps,
		    p->die_jump);
	if (m->hops > 0) {
		if (m->hops != p->die_jump)
			return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
			    "%.*s: a chain of %d hops, but the jump die is "
			    "%d%s", n, text, m->hops, p->die_jump,
			    m->hops == p->die_steps ? " (that is the step "
			    "die: the roll token names the step die first)" :
			    "");
		if (landed_twice(p, text, len, &c)) {
			notation_cell_name(r, c, a);
			return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
			    "%.*s: the chain lands on %s twice: the jump "
			    "die's chain lands on a new cell at every hop",
			    n, text, a);
		}
		return 0;
	}
	if (nt_dice_path(p, m->from, m->to, path) == 0 ||
	    nt_move_allowed(p, m->from, m->to, NULL) != 0) {
		notation_cell_name(r, m->from, a);
		notation_cell_name(r, m->to, b);
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: no chain of exactly %d hops (the jump die) leads "
		    "from %s to %s", n, text, p->die_jump, a, b);
	}
	return 0;
}

/*
 * The common plies of a turn, tried before any parse (move.c): a roll
 * between turns, and a part in the short form "e4-e5" under the fast
 * search's shapes (rules.c, free_shapes()), on a board too wide for the
 * counting rounds (hops.c).  It takes only what the plain kind's fast
 * parse (kind_plain.c) takes and dice_confirm() then confirms, and makes
 * the same move; everything else goes the whole way, which says what is
 * wrong.  A jump asks the jump die's chain alone: such a chain reaches
 * the target, so the plain kind's search for any chain would find one,
 * and a single hop's count is set as that search sets it.  Returns 0
 * with m filled, or -1.
 */
static int
dice_fast(const struct notation_position *p, const char *text, size_t len,
    struct notation_move *m)
{
	const struct notation_rules	*r = p->rules;
	const struct geometry		*g = &r->geo;
	size_t				 k, l;
	int				 from, to, who, d, s, j;

	if (p->die_steps == 0) {
		if (!nt_roll_token(text, len) || (s = text[1] - '0') < 1 ||
		    s > r->dice_sides || (j = text[2] - '0') < 1 ||
		    j > r->dice_sides)
			return -1;
		m->from = m->to = -1;
		m->kind = NOTATION_ROLL;
		m->hops = (uint8_t)(s << 4 | j);
		return 0;
	}
	if (!r->free.on || r->step_after_jumps || g->narrow ||
	    (from = nt_fast_cell(r, text, len, &k)) < 0 || k >= len ||
	    text[k] != '-' ||
	    (to = nt_fast_cell(r, text + k + 1, len - k - 1, &l)) < 0 ||
	    k + 1 + l != len)
		return -1;
	if ((who = p->board[from]) < 0 || !(nt_movers(p) & (1u << who)) ||
	    p->board[to] >= 0 || bits_test(&p->moved, from))
		return -1;
	m->fewest = 0;
	if (nt_geometry_step_dir(g, from, to) >= 0) {
		if (p->steps_made >= p->die_steps)
			return -1;
		m->kind = NOTATION_STEP;
	} else {
		if (p->jump_made || !nt_dice_chain_exists(p, from, to))
			return -1;
		if ((d = nt_geometry_jump_dir(g, from, to)) >= 0 &&
		    bits_test(&p->occ, g->nb[from][d]))
			m->fewest = 1;
		m->kind = NOTATION_JUMP;
	}
	return nt_fast_move(p, from, to, m);
}

/*
 * The turn field: "d" step die, jump die, "/", the cells of the stones
 * that stepped in this turn, "/", the cell of the stone that made the
 * jump die's chain (spec/position-string.md).  Each stone named must be
 * the side to move's, and a part must be left that can be made: a turn
 * that is over is not written.
 */
static const char *
nt_dice_turn_read(struct notation_position *p, const char *s, size_t len)
{
	const struct notation_rules	*r = p->rules;
	size_t				 i = 3, k;
	int				 c, part = 0, sides = r->dice_sides;

	if (len < 5 || s[0] != 'd' || !TOKEN_DIGIT(s[1]) ||
	    !TOKEN_DIGIT(s[2]) || s[3] != '/')
		return "expected the turn in progress, such as d35/e4,f4/";
	if (s[1] - '0' < 1 || s[1] - '0' > sides || s[2] - '0' < 1 ||
	    s[2] - '0' > sides)
		return "a die of the turn is not one of the dice's sides";
	p->die_steps = (int8_t)(s[1] - '0');
	p->die_jump = (int8_t)(s[2] - '0');
	/* part 0: the stepped stones; part 1: the jumped one. */
	for (i = 4; i <= len; i = k + 1) {
		for (k = i; k < len && s[k] != ',' && s[k] != '/'; k++)
			continue;
		if (k > i) {
			c = notation_cell_parse(r, s + i, k - i);
			if (c < 0 || p->board[c] < 0 ||
			    !(nt_movers(p) & (1u << p->board[c])))
				return "a stone moved in the turn must be a "
				    "stone of the side to move";
			if (bits_test(&p->moved, c))
				return "a stone moved in the turn is named "
				    "twice";
			bits_set(&p->moved, c);
			if (part == 0)
				p->steps_made++;
			else if (p->jump_made++)
				return "a turn has one jump";
			else
				p->jump_cell = (int16_t)c;
		} else if ((k < len && s[k] == ',') || s[i - 1] == ',')
			return "empty cell name in the turn";
		if (k < len && s[k] == '/' && part++ > 0)
			return "expected the turn in progress, such as "
			    "d35/e4,f4/";
	}
	if (part != 1)
		return "expected the turn in progress, such as d35/e4,f4/";
	if (p->steps_made > p->die_steps)
		return "more stones stepped than the step die allows";
	if ((p->steps_made == p->die_steps && p->jump_made) ||
	    !nt_dice_parts_exist(p))
		return "the turn is over: no part of it is left to make";
	return NULL;
}

/*
 * Written every ply by the page (data-s): made whole in t, then put
 * once; the two dice as two digits, not by printf.  A name is at most
 * three bytes (notation_cell_name() puts its NUL after it).
 */
static int
nt_dice_turn_write(const struct notation_position *p, struct notation_buf *out)
{
	const struct notation_rules	*r = p->rules;
	struct bits			 stepped;
	char				 t[24 + 4 * NOTATION_MAX_CELLS];
	size_t				 n = 0;
	int				 cell, jumped = -1, first = 1;

	stepped = p->moved;
	if (p->jump_made) {
		jumped = p->jump_cell;
		bits_clear(&stepped, jumped);
	}
	if (p->die_steps >= 0 && p->die_steps <= 9 &&
	    p->die_jump >= 0 && p->die_jump <= 9) {
		t[n++] = ' ';
		t[n++] = 'd';
		t[n++] = (char)('0' + p->die_steps);
		t[n++] = (char)('0' + p->die_jump);
		t[n++] = '/';
	} else if ((n = (size_t)snprintf(t, 16, " d%d%d/", p->die_steps,
	    p->die_jump)) >= 16)
		n = 15;		/* what snprintf() wrote, not what it wanted */
	BITS_FOREACH(cell, &stepped) {
		if (!first)
			t[n++] = ',';
		first = 0;
		n += notation_cell_name(r, cell, t + n);
	}
	t[n++] = '/';
	if (jumped >= 0)
		n += notation_cell_name(r, jumped, t + n);
	return notation_buf_put(out, t, n);
}

static uint64_t
dice_count(const struct notation_position *p)
{
	struct notation_move	 moves[NOTATION_MAX_MOVES];

	return nt_dice_generate(p, moves);
}

/* A roll is "d35"; the jump die's chain has exactly its hops. */
static int
dice_format(const struct notation_position *p, const struct notation_move *m,
    int longform, struct notation_buf *out)
{
	int16_t		 path[NOTATION_MAX_CELLS];
	size_t		 n;

	if (m->kind == NOTATION_ROLL)
		return notation_buf_printf(out, "d%d%d", m->hops >> 4,
		    m->hops & 15) < 0 ? -1 : 0;
	if (!longform || m->kind != NOTATION_JUMP ||
	    (n = nt_dice_path(p, m->from, m->to, path)) == 0)
		return NT_NOT_MINE;
	return nt_move_write_cells(p->rules, m->from, path, n, '-', out);
}

static int
dice_landings(const struct notation_position *p,
    const struct notation_move *m, int16_t *path)
{
	if (m->kind != NOTATION_JUMP || p->die_jump <= 0)
		return NT_NOT_MINE;
	return (int)nt_dice_path(p, m->from, m->to, path);
}

/* The turn field begins with 'd', the roll. */
static int
dice_turn_read(struct notation_position *p, const char *s, size_t len,
    const char **why)
{
	if (len == 0 || s[0] != 'd')
		return 0;
	*why = nt_dice_turn_read(p, s, len);
	return 1;
}

static int
dice_turn_write(const struct notation_position *p, struct notation_buf *out)
{
	if (p->die_steps == 0)
		return 0;
	return nt_dice_turn_write(p, out);
}

static int
dice_turn_open(const struct notation_position *p)
{
	return p->die_steps > 0;
}

/* Whether a player has a move at all is the plain kind's answer. */
const struct nt_kind nt_kind_dice = {
	.name = "dice", .parse = dice_parse, .fast = dice_fast,
	.confirm = dice_confirm,
	.generate = nt_dice_generate, .count = dice_count,
	.exists = nt_plain_exists, .exists_from = nt_plain_exists_hint,
	.apply = nt_dice_apply,
	.format = dice_format, .landings = dice_landings,
	.turn_read = dice_turn_read, .turn_write = dice_turn_write,
	.turn_open = dice_turn_open, .turn_of_plies = 1,
};
