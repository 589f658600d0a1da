/*
 * move.c -- move text: "i2-a8" (short form) and "i2-g4-e6-a8" (long form,
 * every landing cell), parsed and checked against a position, and written
 * back (spec/moves.md).
 */
#include <stdio.h>
#include <string.h>

#include "moves/moves.h"

/*
 * Length of the cell name at s (a letter in either case and 1-2 digits),
 * or 0.
 */
static size_t
cell_token(const char *s, size_t len)
{
	size_t	 n = 0;

	if (len == 0 || (s[0] | 0x20) < 'a' || (s[0] | 0x20) > 'z')
		return 0;
	n = 1;
	while (n < len && n < 4 && s[n] >= '0' && s[n] <= '9')
		n++;
	if (n == 1 || n == 4 || s[1] == '0')
		return 0;
	return n;
}

/*
 * A pass (spec/moves.md, "Pass"): the token "pass", legal where the rule
 * set allows one (spec/rules-format.md, "pass").  m names no cell.
 */
static int
parse_pass(const struct notation_position *p, struct notation_move *m,
    struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;

	if (r->pass == PASS_NEVER)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "pass: %s allows no pass", r->name);
	if (p->hand[p->side] > 0)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "pass: %s has stones in hand and must drop one",
		    r->pl[p->side].name);
	if (r->pass == PASS_NO_MOVE && nt_moves_exist(p))
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "pass: %s has a legal move, and %s allows a pass only "
		    "without one", r->pl[p->side].name, r->name);
	m->from = m->to = -1;
	m->kind = NOTATION_PASS;
	m->hops = 0;
	return 0;
}

/*
 * Check the shape of the whole text first, so that "i2~a8" is a syntax
 * error however the position looks.  Returns the number of cells named.
 */
static size_t
move_shape(const char *text, size_t len, int *capt, struct notation_diag *d)
{
	size_t	 i = 0, k, cells = 0;

	*capt = 0;
	for (;;) {
		if ((k = cell_token(text + i, len - i)) == 0) {
			notation_diag_set(d, NOTATION_SYNTAX,
			    "'%.*s' is not a move: expected a cell name "
			    "(letter and rank) at byte %zu",
			    (int)(len > 40 ? 40 : len), text, i + 1);
			return 0;
		}
		i += k;
		cells++;
		if (i == len)
			break;
		/* 'x' joins the cells of a capture (spec/moves.md). */
		if (text[i] == 'x' || text[i] == 'X')
			*capt = 1;
		else if (text[i] != '-') {
			notation_diag_set(d, NOTATION_SYNTAX,
			    "'%.*s' is not a move: expected '-' at byte %zu",
			    (int)(len > 40 ? 40 : len), text, i + 1);
			return 0;
		}
		i++;
	}
	if (cells < 2) {
		notation_diag_set(d, NOTATION_SYNTAX,
		    "'%.*s' is not a move: a move names at least two cells",
		    (int)len, text);
		return 0;
	}
	return cells;
}

static int
cell_or_error(const struct notation_rules *r, const char *s, size_t len,
    int *cell, struct notation_diag *d)
{
	/*
	 * The star's holes are named on a 17x17 grid of which most names
	 * are no hole, so "the 17x17 board" would mislead there.
	 */
	if ((*cell = notation_cell_parse(r, s, len)) < 0 &&
	    r->geo.shape == SHAPE_STAR)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s is not a cell of the star board (spec/star.md)",
		    (int)len, s);
	if (*cell < 0)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s is not a cell of the %dx%d board", (int)len, s,
		    r->geo.width, r->geo.height);
	return 0;
}

/* The cell named by s[0..*n) ("a1".."p16"), or -1; *n is set. */
static int
fast_cell(const struct notation_rules *r, const char *s, size_t len,
    size_t *n)
{
	int	 rank, c;

	if (len < 2 || s[0] < 'a' || s[0] > 'z' || s[1] < '1' || s[1] > '9')
		return -1;
	rank = s[1] - '0';
	*n = 2;
	if (len > 2 && s[2] >= '0' && s[2] <= '9') {
		rank = rank * 10 + (s[2] - '0');
		*n = 3;
	}
	/* notation_cell_at() in line: this runs twice a ply. */
	if (s[0] - 'a' >= r->geo.width || rank > r->geo.height)
		return -1;
	c = (rank - 1) * r->geo.stride + (s[0] - 'a');
	return bits_test(&r->geo.valid, c) ? c : -1;
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
static int
parse_fast(const struct notation_position *p, const char *text, size_t len,
    struct notation_move *m)
{
	const struct notation_rules	*r = p->rules;
	size_t				 k, l;
	int				 from, to, who;

	if ((from = fast_cell(r, text, len, &k)) < 0 || k >= len ||
	    text[k] != '-' ||
	    (to = fast_cell(r, text + k + 1, len - k - 1, &l)) < 0 ||
	    k + 1 + l != len)
		return -1;
	if ((who = p->board[from]) < 0 || !(nt_movers(p) & (1u << who)) ||
	    p->board[to] >= 0)
		return -1;
	m->kind = 0;
	if (nt_is_step(p, from, to))
		m->kind = NOTATION_STEP;
	if (m->kind == 0) {
		if (!nt_jump_reaches(p, from, to))
			return -1;
		m->kind = NOTATION_JUMP;
	}
	if (nt_move_allowed(p, from, to, NULL) != 0)
		return -1;
	m->from = (int16_t)from;
	m->to = (int16_t)to;
	m->hops = 0;
	return 0;
}

/*
 * What the rule set says of the shape (spec/moves.md, "Captures"): 'x'
 * only where jumps capture, and under chains: false one jump a move.
 * The jump itself is checked as any other.
 */
static int
capture_shape(const struct notation_position *p, const char *text,
    size_t len, size_t ncells, int capt, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;

	if (capt && !r->capture)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: 'x' marks a capture, and %s captures nothing: "
		    "join the cells with '-'", (int)(len > 40 ? 40 : len),
		    text, r->name);
	if (ncells > 2 && r->single_jump)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: a move of %s is one jump, not a chain of %zu",
		    (int)(len > 40 ? 40 : len), text, r->name, ncells - 1);
	return 0;
}

/* Is b a neighbour of a along one of the board's directions? */
static int
neighbour(const struct notation_rules *r, int a, int b)
{
	int	 d;

	for (d = 0; d < r->geo.ndirs; d++)
		if (r->geo.nb[a][d] == b)
			return 1;
	return 0;
}

/*
 * Why a move whose shape is that of a step is none, where the rule set's
 * keys that shape a move say (spec/rules-format.md: lines, forward,
 * station): the code with d filled, or 0 when none of them is why.
 */
static int
why_land(const struct notation_position *p, int who, const char *what,
    int b, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	char				 c[4];
	int				 i;

	if (nt_land_ok(p, who, b))
		return 0;
	notation_cell_name(r, b, c);
	for (i = 0; i < r->nplayers; i++)
		if (i != who && bits_test(&r->pl[i].station, b))
			break;
	return notation_diag_set(d, NOTATION_ILLEGAL_MOVE, "%s: %s is in "
	    "%s's station, which %s may not enter while %s has a stone in it",
	    what, c, r->pl[i < r->nplayers ? i : 0].name, r->pl[who].name,
	    r->pl[i < r->nplayers ? i : 0].name);
}

static int
why_not(const struct notation_position *p, int from, int to,
    struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	const struct geometry		*g = &r->geo;
	int				 who = p->board[from], dx, dy;
	char				 a[4], b[4], what[16];

	if (r->geo.shape != SHAPE_SQUARE || (r->lines == LINES_ALL &&
	    !r->forward && r->station == 0 && r->steps != STEPS_KNIGHT))
		return 0;
	dx = to % g->stride - from % g->stride;
	dy = to / g->stride - from / g->stride;
	notation_cell_name(r, from, a);
	notation_cell_name(r, to, b);
	snprintf(what, sizeof(what), "%s-%s", a, b);
	if (r->steps == STEPS_KNIGHT && dx * dx + dy * dy <= 2)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE, "%s: a step "
		    "is a knight's leap, two cells one way and one across "
		    "(steps: knight)", what);
	/* Not one of the shapes of a step: the general message says it. */
	if (r->steps == STEPS_KNIGHT ? dx * dx + dy * dy != 5 :
	    r->steps == STEPS_NONE || dx * dx + dy * dy > 2)
		return 0;
	if (r->steps == STEPS_LINES && r->lines == LINES_DIAGONAL &&
	    (dx == 0 || dy == 0))
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE, "%s: a step "
		    "goes along a diagonal only (lines: diagonal)", what);
	if (r->forward && dy * r->pl[who].forward <= 0)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE, "%s: a step "
		    "must go forward, towards %s's goal (forward: true)", what,
		    r->pl[who].name);
	return why_land(p, who, what, to, d);
}

/* The same for hop number 'hop' of a chain, a-b, a jump in shape. */
static int
why_not_hop(const struct notation_position *p, int from, size_t hop, int a,
    int b, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	const struct geometry		*g = &r->geo;
	int				 who = p->board[from], dx, dy, mid;
	char				 x[4], y[4], what[40];

	if (r->geo.shape != SHAPE_SQUARE || (r->lines == LINES_ALL &&
	    !r->forward && r->station == 0))
		return 0;
	dx = b % g->stride - a % g->stride;
	dy = b / g->stride - a / g->stride;
	/* Only a short jump's shape: two cells along a line, a stone between. */
	if (dx * dx > 4 || dy * dy > 4 || dx % 2 != 0 || dy % 2 != 0 ||
	    (dx == 0 && dy == 0) || !notation_cell_valid(r, b))
		return 0;
	mid = a + (dy / 2) * g->stride + dx / 2;
	if (mid == from || p->board[mid] < 0 || p->board[b] >= 0)
		return 0;
	notation_cell_name(r, a, x);
	notation_cell_name(r, b, y);
	snprintf(what, sizeof(what), "hop %zu (%s-%s)", hop, x, y);
	if (r->jump_over == JUMP_OVER_OWN &&
	    !(rules_team(r, who) & (1u << p->board[mid])))
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE, "%s: a jump "
		    "goes over a stone of %s's own only (jump-over: own)",
		    what, r->pl[who].name);
	if (r->lines == LINES_DIAGONAL && (dx == 0 || dy == 0))
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE, "%s: a jump "
		    "goes along a diagonal only (lines: diagonal)", what);
	if (r->forward && dy * r->pl[who].forward <= 0)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE, "%s: every "
		    "hop must go forward, towards %s's goal (forward: true)",
		    what, r->pl[who].name);
	return why_land(p, who, what, b, d);
}

/*
 * A dice game's moves are rolls and the parts of a turn (dice.c), which
 * checks each part's die after this file's plain parse.
 */
int
notation_move_parse(const notation_position *p, const char *text, size_t len,
    struct notation_move *m, struct notation_diag *d)
{
	if (p->rules->dice_sides > 0)
		return nt_dice_parse(p, text, len, m, d);
	return nt_move_parse_plain(p, text, len, m, d);
}

int
nt_move_parse_plain(const struct notation_position *p, const char *text,
    size_t len, struct notation_move *m, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	size_t				 ncells, i, k, hop;
	int				 from, to, prev, next, who, rc, capt;
	char				 a[4], b[4];
	const char			*sep;

	m->chain = 0;
	m->dirs = 0;
	if (!r->capture_chains && parse_fast(p, text, len, m) == 0)
		return 0;
	if (len == 4 && memcmp(text, "pass", 4) == 0)
		return parse_pass(p, m, d);
	/* A drop or a move off the board (hand.c). */
	if ((rc = nt_hand_parse(p, text, len, m, d)) != -1)
		return rc;
	if ((ncells = move_shape(text, len, &capt, d)) == 0)
		return NOTATION_SYNTAX;
	if ((rc = capture_shape(p, text, len, ncells, capt, d)) != 0)
		return rc;
	k = cell_token(text, len);
	if ((rc = cell_or_error(r, text, k, &from, d)) != 0)
		return rc;
	notation_cell_name(r, from, a);
	if ((who = p->board[from]) < 0)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "there is no stone on %s", a);
	/* A finished team player moves its partners' stones too. */
	if (!(nt_movers(p) & (1u << who)))
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "the stone on %s is %s's, but %s is to move", a,
		    r->pl[who].name, r->pl[p->side].name);
	/*
	 * A move of a rule set whose chains capture (captures.c), every
	 * cell named a cell of the board.
	 */
	if (r->capture_chains) {
		for (i = k + 1; i < len; i += hop + 1) {
			hop = cell_token(text + i, len - i);
			if ((rc = cell_or_error(r, text + i, hop, &to, d)) != 0)
				return rc;
		}
		return nt_capture_parse(p, text, len, ncells, from, capt, m,
		    d);
	}

	if (ncells == 2) {
		/* Messages echo the move as written: d2xd4 or d2-d4. */
		sep = capt ? "x" : "-";
		i = k + 1;
		k = cell_token(text + i, len - i);
		if ((rc = cell_or_error(r, text + i, k, &to, d)) != 0)
			return rc;
		notation_cell_name(r, to, b);
		if (to == from && !r->chain_to_start)
			return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
			    "%s%s%s: a move must end on another cell", a, sep,
			    b);
		m->from = (int16_t)from;
		m->to = (int16_t)to;
		m->hops = 0;
		m->kind = 0;
		/* chain-to-start (spec/rules.md section 16.6). */
		if (to == from) {
			if (!nt_chain_returns(p, from))
				return notation_diag_set(d,
				    NOTATION_ILLEGAL_MOVE, "%s%s%s: no chain "
				    "of jumps from %s comes back to it", a, sep,
				    b, a);
			m->kind = NOTATION_JUMP;
			return nt_move_allowed(p, from, to, d);
		}
		/*
		 * The short form onto an occupied cell is a swap where the
		 * rule set allows one (spec/rules.md, "Swap").
		 */
		if (p->board[to] >= 0) {
			if (!nt_swap_allowed(p, from, to))
				return notation_diag_set(d,
				    NOTATION_ILLEGAL_MOVE, r->swap ?
				    "%s%s%s: %s is occupied, and this is no "
				    "swap: that takes a stone next to its full "
				    "goal to an opponent's stone in it" :
				    "%s%s%s: %s is occupied", a, sep, b, b);
			m->kind = NOTATION_SWAP;
			return nt_move_allowed(p, from, to, d);
		}
		if (nt_is_step(p, from, to))
			m->kind = NOTATION_STEP;
		/* A chain and a step after it (step-after-jumps). */
		if (m->kind == 0 && r->step_after_jumps &&
		    !nt_jump_reaches(p, from, to) &&
		    nt_jump_hops(p, from, to) > 0)
			m->kind = NOTATION_JUMP;
		if (m->kind == 0 && !nt_jump_reaches(p, from, to) &&
		    ((rc = why_not(p, from, to, d)) != 0 ||
		    (rc = why_not_hop(p, from, 1, from, to, d)) != 0))
			return rc;
		if (m->kind == 0) {
			if (!nt_jump_reaches(p, from, to) &&
			    r->steps == STEPS_NONE && neighbour(r, from, to))
				return notation_diag_set(d,
				    NOTATION_ILLEGAL_MOVE, "%s%s%s: %s cannot "
				    "be reached from %s by %s, and %s has no "
				    "steps (steps: none)", a, sep, b, b, a,
				    r->single_jump ? "a jump" :
				    "a chain of jumps", r->name);
			if (!nt_jump_reaches(p, from, to))
				return notation_diag_set(d,
				    NOTATION_ILLEGAL_MOVE, "%s%s%s: %s cannot "
				    "be reached from %s by %s%s", a, sep, b, b,
				    a, r->steps == STEPS_NONE ? "" :
				    "a step or ", r->single_jump ? "a jump" :
				    "a chain of jumps");
			m->kind = NOTATION_JUMP;
		}
		if (capt && m->kind != NOTATION_JUMP)
			return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
			    "%sx%s: 'x' marks a capture, and a step captures "
			    "nothing: write %s-%s", a, b, a, b);
		return nt_move_allowed(p, from, to, d);
	}

	/* The long form: every hop must be a legal single jump. */
	prev = from;
	i = k + 1;
	for (hop = 1; hop < ncells; hop++) {
		k = cell_token(text + i, len - i);
		if ((rc = cell_or_error(r, text + i, k, &next, d)) != 0)
			return rc;
		/* step-after-jumps: the last may be a step after a hop. */
		if (hop == ncells - 1 && hop > 1 && r->step_after_jumps &&
		    !nt_jump_single(p, from, prev, next) && next != from &&
		    p->board[next] < 0 && nt_step_ok(p, who, prev, next)) {
			prev = next;
			break;
		}
		if (!nt_jump_single(p, from, prev, next)) {
			if ((rc = why_not_hop(p, from, hop, prev, next,
			    d)) != 0)
				return rc;
			notation_cell_name(r, prev, a);
			notation_cell_name(r, next, b);
			return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
			    "hop %zu (%s-%s) is not a single jump", hop, a, b);
		}
		if ((rc = nt_hop_allowed(p, from, hop, prev, next, d)) != 0)
			return rc;
		prev = next;
		i += k + 1;
	}
	to = prev;
	if (to == from && !r->chain_to_start) {
		notation_cell_name(r, from, a);
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "the chain ends on %s, where it started", a);
	}
	m->from = (int16_t)from;
	m->to = (int16_t)to;
	m->kind = NOTATION_JUMP;
	m->hops = ncells - 1 > 255 ? 255 : (uint8_t)(ncells - 1);
	return nt_move_allowed(p, from, to, d);
}

int
notation_move_format(const notation_position *p, const struct notation_move *m,
    int longform, struct notation_buf *out)
{
	const struct notation_rules	*r = p->rules;
	int16_t				 path[NOTATION_MAX_CELLS];
	size_t				 n, i;
	char				 c[4];
	int				 rc = 0, sep = '-';

	if (m->kind == NOTATION_PASS)
		return notation_buf_puts(out, "pass") ? -1 : 0;
	if (m->kind == NOTATION_ROLL)
		return notation_buf_printf(out, "d%d%d", m->hops >> 4,
		    m->hops & 15) < 0 ? -1 : 0;
	/* A drop is its cell; a move off ends in "off" (spec/moves.md). */
	if (m->kind == NOTATION_DROP) {
		notation_cell_name(r, m->to, c);
		return notation_buf_puts(out, c) ? -1 : 0;
	}
	if (m->kind == NOTATION_OFF) {
		notation_cell_name(r, m->from, c);
		rc |= notation_buf_puts(out, c);
		n = longform ? nt_off_path(p, m->from, path) : 0;
		for (i = 0; i < n; i++) {
			notation_cell_name(r, path[i], c);
			rc |= notation_buf_putc(out, '-');
			rc |= notation_buf_puts(out, c);
		}
		rc |= notation_buf_puts(out, "-off");
		return rc ? -1 : 0;
	}
	/* The jump die's chain has exactly its hops (spec/moves.md). */
	if (longform && r->dice_sides > 0 && m->kind == NOTATION_JUMP &&
	    (n = nt_dice_path(p, m->from, m->to, path)) > 0) {
		notation_cell_name(r, m->from, c);
		rc |= notation_buf_puts(out, c);
		for (i = 0; i < n; i++) {
			notation_cell_name(r, path[i], c);
			rc |= notation_buf_putc(out, '-');
			rc |= notation_buf_puts(out, c);
		}
		return rc ? -1 : 0;
	}
	/* A capture is written with 'x' (spec/moves.md, "Captures"). */
	if (r->capture && m->kind == NOTATION_JUMP)
		sep = 'x';
	notation_cell_name(r, m->from, c);
	rc |= notation_buf_puts(out, c);
	/*
	 * A capture chain: its own path in the long form, and in the short
	 * form too where other chains between its cells capture other
	 * stones (spec/moves.md, "Capture chains").
	 */
	if (m->chain > 0 && (longform || !nt_capture_unambiguous(p, m))) {
		n = nt_capture_path(p, m, path, NULL);
		for (i = 0; i < n; i++) {
			notation_cell_name(r, path[i], c);
			rc |= notation_buf_putc(out, sep);
			rc |= notation_buf_puts(out, c);
		}
		return rc ? -1 : 0;
	}
	if (longform && m->kind == NOTATION_JUMP &&
	    (n = nt_jump_path_allowed(p, m->from, m->to, path)) > 0) {
		for (i = 0; i < n; i++) {
			notation_cell_name(r, path[i], c);
			rc |= notation_buf_putc(out, sep);
			rc |= notation_buf_puts(out, c);
		}
		return rc ? -1 : 0;
	}
	notation_cell_name(r, m->to, c);
	rc |= notation_buf_putc(out, sep);
	rc |= notation_buf_puts(out, c);
	return rc ? -1 : 0;
}
