/*
 * kind_draughts.c -- the draughts kind of move (key draughts, spec/rules.md
 * section 18, spec/moves.md "Draughts"), as a table of operations
 * (nt_kind_draughts).  It owns every turn of such a rule set.  Calls the
 * position and its hash only.
 *
 * The pieces stand on the dark cells and move along the diagonals.  A man
 * steps one cell forward; a king (struct notation_position's kings) flies
 * any number of empty cells.  A capture is a chain of hops, each over one
 * piece of the opponent onto an empty cell behind it: a man's over the
 * next cell, forward or backward, a king's over the first piece along a
 * diagonal onto any empty cell behind it.  The pieces taken stay on the
 * board until the chain ends: no chain goes over one twice, and none
 * lands on or passes one.  The chain that takes the most pieces is
 * compulsory (with a man or a king as the player likes), and a chain
 * never stops while it can go on, which the majority already says.  A
 * man that ends its move on the far rank is crowned.
 *
 * A capture is identified by the position it leaves: its two cells and
 * the pieces it takes.  struct notation_move holds those as chain (their
 * count) and dirs (a bit per cell number, bit n - 1 for number n; the
 * rules layer numbers at most 64 cells); the path, where a text or a
 * drawing needs one, is found again by the search.
 */
#include <stdio.h>
#include <string.h>

#include "moves/moves.h"

/* The search's work past which it stops (spec/moves.md, "Draughts"). */
#define DRAUGHTS_WORK	(1UL << 24)
/* The candidates an error message lists. */
#define SHOWN		3

/* A search of the captures of one piece, or of all. */
struct dsearch {
	const struct notation_position *p;
	int			 diag[4], ndiag;
	int			 origin, owner, king;
	struct bits		 occ;		/* origin lifted */
	uint64_t		 mask;		/* pieces taken, by number */
	int			 n;
	int16_t			 path[NOTATION_MAX_CHAIN + 1];
	/* Only chains from origin through these landings, the last last. */
	const int16_t		*named;
	size_t			 nnamed;
	int			 all;		/* keep every count, not the most */
	struct notation_move	*out;
	size_t			 nout, room;
	int			 best;
	unsigned long		 work;
	/* The path of the move wanted (landings()): found sets got. */
	const struct notation_move *want;
	int16_t			*got;
	size_t			 ngot;
	int			 found;
};

static int
number_bit(const struct notation_rules *r, int cell)
{
	return r->cell_number[cell] - 1;
}

/* The diagonal directions of the board. */
static void
diagonals(const struct notation_rules *r, int *diag, int *n)
{
	const struct geometry	*g = &r->geo;
	int			 d;

	*n = 0;
	for (d = 0; d < g->ndirs; d++)
		if (g->dx[d] != 0 && g->dy[d] != 0)
			diag[(*n)++] = d;
}

/*
 * The rank step of a man's forward: up for the player whose pieces start
 * on the lower ranks, down for the other.
 */
static int
forward_of(const struct notation_rules *r, int who)
{
	int	 c = bits_next(&r->pl[who].start, 0);

	return c >= 0 && c / r->geo.stride < r->geo.height / 2 ? 1 : -1;
}

static int
far_rank(const struct notation_rules *r, int who, int cell)
{
	int	 rank = cell / r->geo.stride;

	return forward_of(r, who) > 0 ? rank == r->geo.height - 1 : rank == 0;
}

static void
search_init(struct dsearch *s, const struct notation_position *p)
{
	memset(s, 0, sizeof(*s));
	s->p = p;
	diagonals(p->rules, s->diag, &s->ndiag);
	s->best = 1;
}

static void
search_origin(struct dsearch *s, int origin)
{
	s->origin = origin;
	s->owner = s->p->board[origin];
	s->king = bits_test(&s->p->kings, origin);
	s->occ = s->p->occ;
	bits_clear(&s->occ, origin);
	s->mask = 0;
	s->n = 0;
}

/* Does the path so far name the landings asked for, the last last? */
static int
named_ok(const struct dsearch *s, int land)
{
	size_t	 i = 0;
	int	 k;

	if (s->nnamed == 0)
		return 1;
	if (s->named[s->nnamed - 1] != land)
		return 0;
	for (k = 0; k < s->n && i + 1 < s->nnamed; k++)
		if (s->path[k] == s->named[i])
			i++;
	return i + 1 == s->nnamed;
}

/* A chain that cannot go on: one move, kept if it takes the most. */
static void
record(struct dsearch *s, int land)
{
	struct notation_move	*m;
	size_t			 i;

	if (s->want != NULL) {
		if (s->found || land != s->want->to ||
		    s->origin != s->want->from || s->mask != s->want->dirs)
			return;
		s->found = 1;
		memcpy(s->got, s->path, (size_t)s->n * sizeof(*s->got));
		s->ngot = (size_t)s->n;
		return;
	}
	if (!named_ok(s, land))
		return;
	if (!s->all && s->n < s->best)
		return;
	if (!s->all && s->n > s->best) {
		s->best = s->n;
		s->nout = 0;
	}
	for (i = 0; i < s->nout; i++)
		if (s->out[i].from == s->origin && s->out[i].to == land &&
		    s->out[i].dirs == s->mask)
			return;
	if (s->nout == s->room)
		return;
	m = &s->out[s->nout++];
	*m = nt_move_of(s->origin, land, NOTATION_JUMP);
	m->chain = (uint8_t)s->n;
	m->dirs = s->mask;
}

/*
 * Every chain on from cur, depth first, diagonal by diagonal: 1 when a
 * hop was made from it, 0 when the chain ends here.
 */
static int
search(struct dsearch *s, int cur)
{
	const struct notation_position	*p = s->p;
	const struct geometry		*g = &p->rules->geo;
	int				 i, d, x, land, bit, any = 0;

	if (s->n >= NOTATION_MAX_CHAIN)
		return 0;
	for (i = 0; i < s->ndiag; i++) {
		if (++s->work > DRAUGHTS_WORK)
			return any;
		d = s->diag[i];
		x = g->nb[cur][d];
		if (s->king)
			while (x >= 0 && !bits_test(&s->occ, x))
				x = g->nb[x][d];
		if (x < 0 || !bits_test(&s->occ, x) || p->board[x] == s->owner)
			continue;
		bit = number_bit(p->rules, x);
		if (s->mask & (uint64_t)1 << bit)
			continue;	/* taken already: never twice */
		for (land = g->nb[x][d]; land >= 0 &&
		    !bits_test(&s->occ, land); land = s->king ?
		    g->nb[land][d] : -1) {
			any = 1;
			s->mask |= (uint64_t)1 << bit;
			s->path[s->n++] = (int16_t)land;
			if (!search(s, land))
				record(s, land);
			s->n--;
			s->mask &= ~((uint64_t)1 << bit);
		}
	}
	return any;
}

/* The captures of the side to move; all == 0: only those of the most. */
static size_t
captures(const struct notation_position *p, int all, int origin,
    const int16_t *named, size_t nnamed, struct notation_move *out,
    size_t room, int *best)
{
	struct dsearch	 s;
	int		 c;

	search_init(&s, p);
	s.all = all;
	s.named = named;
	s.nnamed = nnamed;
	s.out = out;
	s.room = room;
	BITS_FOREACH(c, &p->stones[p->side]) {
		if (origin >= 0 && c != origin)
			continue;
		search_origin(&s, c);
		search(&s, c);
	}
	if (best != NULL)
		*best = s.nout > 0 ? s.best : 0;
	return s.nout;
}

/* The moves of the piece on from that capture nothing. */
static size_t
steps_of(const struct notation_position *p, int from,
    struct notation_move *out, size_t n)
{
	const struct notation_rules	*r = p->rules;
	const struct geometry		*g = &r->geo;
	int				 diag[4], nd, i, d, to, king, fwd;

	diagonals(r, diag, &nd);
	king = bits_test(&p->kings, from);
	fwd = forward_of(r, p->board[from]);
	for (i = 0; i < nd; i++) {
		d = diag[i];
		if (!king && g->dy[d] != fwd)
			continue;
		for (to = g->nb[from][d]; to >= 0 && !bits_test(&p->occ, to);
		    to = king ? g->nb[to][d] : -1)
			if (out != NULL)
				out[n++] = nt_move_of(from, to,
				    NOTATION_STEP);
			else
				n++;
	}
	return n;
}

static size_t
draughts_generate(const struct notation_position *p,
    struct notation_move *out)
{
	size_t	 n;
	int	 c;

	if ((n = captures(p, 0, -1, NULL, 0, out, NOTATION_MAX_MOVES,
	    NULL)) > 0)
		return n;
	BITS_FOREACH(c, &p->stones[p->side])
		n = steps_of(p, c, out, n);
	return n;
}

static uint64_t
draughts_count(const struct notation_position *p)
{
	struct notation_move	 moves[NOTATION_MAX_MOVES];

	return draughts_generate(p, moves);
}

static int
draughts_exists(const struct notation_position *p)
{
	struct notation_move	 m;
	int			 c;

	BITS_FOREACH(c, &p->stones[p->side])
		if (steps_of(p, c, NULL, 0) > 0)
			return 1;
	return captures(p, 1, -1, NULL, 0, &m, 1, NULL) > 0;
}

/* The landings of capture m (path holds NOTATION_MAX_CHAIN), or 0. */
static size_t
capture_path(const struct notation_position *p,
    const struct notation_move *m, int16_t *path)
{
	struct dsearch	 s;

	if (!notation_cell_valid(p->rules, m->from) ||
	    p->board[m->from] != p->side)
		return 0;
	search_init(&s, p);
	s.all = 1;
	s.want = m;
	s.got = path;
	search_origin(&s, m->from);
	search(&s, m->from);
	return s.found ? s.ngot : 0;
}

/* A move written into buf: from, then its landings (long) or its end. */
static size_t
move_text(const struct notation_position *p, const struct notation_move *m,
    int longform, char *buf, size_t size)
{
	int16_t	 path[NOTATION_MAX_CHAIN];
	size_t	 n = 0, k, i;
	char	 c[8];

	notation_cell_name(p->rules, m->from, c);
	n = (size_t)snprintf(buf, size, "%s", c);
	k = m->chain > 0 && longform ? capture_path(p, m, path) : 0;
	if (k == 0) {
		path[0] = m->to;
		k = 1;
	}
	for (i = 0; i < k && n < size; i++) {
		notation_cell_name(p->rules, path[i], c);
		n += (size_t)snprintf(buf + n, size - n, "%c%s",
		    m->chain > 0 ? 'x' : '-', c);
	}
	return n < size ? n : size - 1;
}

/*
 * Are there two moves of these cells that take different pieces: must
 * the text name the landings?
 */
static int
ambiguous(const struct notation_position *p, const struct notation_move *m)
{
	struct notation_move	 moves[NOTATION_MAX_MOVES];
	size_t			 n, i;

	n = draughts_generate(p, moves);
	for (i = 0; i < n; i++)
		if (moves[i].from == m->from && moves[i].to == m->to &&
		    moves[i].dirs != m->dirs)
			return 1;
	return 0;
}

/* Up to SHOWN moves of list, "a, b or c", into buf. */
static void
list_moves(const struct notation_position *p,
    const struct notation_move *list, size_t n, char *buf, size_t size)
{
	size_t	 i, k = 0;

	buf[0] = '\0';
	for (i = 0; i < n && i < SHOWN && k + 1 < size; i++) {
		if (i > 0)
			k += (size_t)snprintf(buf + k, size - k, "%s",
			    i + 1 == n || i + 1 == SHOWN ? " or " : ", ");
		if (k + 1 >= size)
			break;
		k += move_text(p, &list[i], ambiguous(p, &list[i]), buf + k,
		    size - k);
	}
	if (n > SHOWN && k + 1 < size)
		snprintf(buf + k, size - k, " (%zu in all)", n);
}

/*
 * The cells of a move text, split at '-' and 'x': 0 with cells filled
 * (*capt set for an 'x'), or the code with d filled.
 */
static int
split(const struct notation_position *p, const char *text, size_t len,
    int16_t *cells, size_t *ncells, int *capt, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	size_t				 i = 0, k, n = 0;
	int				 c, dash = 0;

	*capt = 0;
	/* PDN's move strength, "32-28!?", says nothing of the move. */
	while (len > 0 && (text[len - 1] == '!' || text[len - 1] == '?'))
		len--;
	while (i <= len) {
		/* PDN's fixed width: blanks after a joint, "10- 4". */
		while (i < len && text[i] == ' ' && i > 0)
			i++;
		for (k = i; k < len && text[k] != '-' && text[k] != 'x' &&
		    text[k] != 'X'; k++)
			continue;
		if (k == i)
			return notation_diag_set(d, NOTATION_SYNTAX, "%.*s: "
			    "a move is cells joined by '-' or 'x' (32-28, "
			    "28x19)", (int)len, text);
		if ((c = notation_cell_parse(r, text + i, k - i)) < 0)
			return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
			    "%.*s is not a cell of the %s board (1 to %d)",
			    (int)(k - i), text + i, r->name, r->numbers);
		if (n > NOTATION_MAX_CHAIN)
			return notation_diag_set(d, NOTATION_LIMIT, "%.*s: "
			    "a capture of more than %d hops", (int)(len > 40 ?
			    40 : len), text, NOTATION_MAX_CHAIN);
		cells[n++] = (int16_t)c;
		if (k < len) {
			if (text[k] == '-')
				dash = 1;
			else
				*capt = 1;
		}
		i = k + 1;
	}
	if (n < 2)
		return notation_diag_set(d, NOTATION_SYNTAX, "%.*s: a move "
		    "names two cells or more", (int)len, text);
	if (dash && *capt)
		return notation_diag_set(d, NOTATION_SYNTAX, "%.*s: a move "
		    "joins its cells by '-', a capture by 'x', not both",
		    (int)len, text);
	*ncells = n;
	return 0;
}

/* Is from-to a move of the piece on from that takes nothing? */
static int
is_step(const struct notation_position *p, int from, int to)
{
	struct notation_move	 steps[4 * 16];
	size_t			 n, i;

	n = steps_of(p, from, steps, 0);
	for (i = 0; i < n; i++)
		if (steps[i].to == to)
			return 1;
	return 0;
}

/* A move that captures nothing, from-to; legal only without captures. */
static int
parse_step(const struct notation_position *p, const int16_t *cells,
    size_t ncells, struct notation_move *m, struct notation_diag *d)
{
	struct notation_move	 caps[NOTATION_MAX_MOVES], steps[4 * 16];
	char			 a[8], b[8], list[160];
	size_t			 n, i;
	int			 best;

	notation_cell_name(p->rules, cells[0], a);
	notation_cell_name(p->rules, cells[ncells - 1], b);
	if (ncells > 2)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE, "%s-...-%s: "
		    "the piece on %s has no capture through those cells", a, b,
		    a);
	n = steps_of(p, cells[0], steps, 0);
	for (i = 0; i < n && steps[i].to != cells[1]; i++)
		continue;
	if (i == n) {
		if (p->board[cells[1]] >= 0)
			return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
			    "%s-%s: %s is occupied", a, b, b);
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE, "%s-%s: "
		    "%s cannot move from %s to %s", a, b,
		    bits_test(&p->kings, cells[0]) ? "a king" :
		    "a man (one cell forward)", a, b);
	}
	if ((n = captures(p, 0, -1, NULL, 0, caps, NOTATION_MAX_MOVES,
	    &best)) > 0) {
		list_moves(p, caps, n, list, sizeof(list));
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE, "%s-%s: a "
		    "capture is compulsory, of %d piece%s: %s", a, b, best,
		    best == 1 ? "" : "s", list);
	}
	*m = steps[i];
	return 0;
}

/*
 * Why the landings named make no capture, where a hop says it: a hop off
 * the diagonals, or over a piece an earlier hop took (spec/rules.md
 * section 18: no piece is taken twice).  0 when no hop says why.
 */
static int
hop_error(const struct notation_position *p, const int16_t *cells,
    size_t ncells, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	const struct geometry		*g = &r->geo;
	int16_t				 over[NOTATION_MAX_CHAIN + 2];
	size_t				 h, k;
	int				 i, dir, x, mid;
	char				 a[8], b[8], c[8];

	for (h = 1; h < ncells; h++) {
		notation_cell_name(r, cells[h - 1], a);
		notation_cell_name(r, cells[h], b);
		for (i = 0, dir = -1; i < g->ndirs && dir < 0; i++) {
			if (g->dx[i] == 0 || g->dy[i] == 0)
				continue;
			for (x = g->nb[cells[h - 1]][i]; x >= 0 &&
			    x != cells[h]; x = g->nb[x][i])
				continue;
			if (x == cells[h])
				dir = i;
		}
		if (dir < 0)
			return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
			    "hop %zu (%sx%s) is not along a diagonal", h, a, b);
		mid = -1;
		for (x = g->nb[cells[h - 1]][dir]; x != cells[h];
		    x = g->nb[x][dir])
			if (x != cells[0] && p->board[x] >= 0 &&
			    p->board[x] != p->side)
				mid = x;
		if (mid < 0)
			return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
			    "hop %zu (%sx%s) goes over no piece of %s", h, a,
			    b, r->pl[p->side == 0 ? 1 : 0].name);
		over[h] = (int16_t)mid;
		for (k = 1; k < h && mid >= 0; k++)
			if (over[k] == mid) {
				notation_cell_name(r, mid, c);
				return notation_diag_set(d,
				    NOTATION_ILLEGAL_MOVE, "hop %zu (%sx%s) "
				    "goes over %s, which hop %zu took already: "
				    "no piece is taken twice", h, a, b, c, k);
			}
	}
	return 0;
}

/*
 * A capture, named by its two cells (short form) or with landings in
 * between: the one capture of the most pieces that goes through them.
 */
static int
parse_capture(const struct notation_position *p, const int16_t *cells,
    size_t ncells, struct notation_move *m, struct notation_diag *d)
{
	struct notation_move	 found[NOTATION_MAX_MOVES];
	struct notation_move	 caps[NOTATION_MAX_MOVES];
	char			 a[8], b[8], list[160];
	size_t			 n, nc, i;
	int			 best, most;

	notation_cell_name(p->rules, cells[0], a);
	notation_cell_name(p->rules, cells[ncells - 1], b);
	n = captures(p, 1, cells[0], cells + 1, ncells - 1, found,
	    NOTATION_MAX_MOVES, NULL);
	nc = captures(p, 0, -1, NULL, 0, caps, NOTATION_MAX_MOVES, &most);
	if (n == 0) {
		if (nc == 0)
			return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
			    "%sx%s: there is no capture%s", a, b,
			    steps_of(p, cells[0], NULL, 0) > 0 ? "; a move "
			    "that takes nothing is written with '-'" : "");
		if (ncells > 2 && hop_error(p, cells, ncells, d) != 0)
			return NOTATION_ILLEGAL_MOVE;
		list_moves(p, caps, nc, list, sizeof(list));
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE, "%sx%s: "
		    "the piece on %s has no capture %s %s (a capture goes on "
		    "while it can); the capture of the most is compulsory: "
		    "%s take%s %d", a, b, a, ncells > 2 ?
		    "through those cells to" : "to", b, list, nc == 1 ? "s" :
		    "", most);
	}
	/* The most this piece takes on this way, and its captures of it. */
	for (best = 0, nc = 0; nc < n; nc++)
		if (found[nc].chain > best)
			best = found[nc].chain;
	if (best < most) {
		nc = captures(p, 0, -1, NULL, 0, caps, NOTATION_MAX_MOVES,
		    NULL);
		list_moves(p, caps, nc, list, sizeof(list));
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE, "%sx%s "
		    "takes %d piece%s, and the capture of the most is "
		    "compulsory: %s take%s %d", a, b, best, best == 1 ? "" :
		    "s", list, nc == 1 ? "s" : "", most);
	}
	/* Keep those of the most, in order. */
	for (nc = 0, i = 0; i < n; i++)
		if (found[i].chain == most)
			found[nc++] = found[i];
	if (nc > 1) {
		list_moves(p, found, nc, list, sizeof(list));
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE, "%sx%s is "
		    "ambiguous: captures from %s to %s take different "
		    "pieces; name the landings: %s", a, b, a, b, list);
	}
	*m = found[0];
	m->hops = ncells > 2 ? (uint8_t)(ncells - 1) : 0;
	return 0;
}

static int
draughts_parse(const struct notation_position *p, const char *text,
    size_t len, struct notation_move *m, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	int16_t				 cells[NOTATION_MAX_CHAIN + 2];
	struct notation_move		 one;
	size_t				 ncells = 0;
	int				 rc, capt;
	char				 a[8];

	if ((rc = split(p, text, len, cells, &ncells, &capt, d)) != 0)
		return rc;
	notation_cell_name(r, cells[0], a);
	if (p->board[cells[0]] < 0)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE, "%.*s: "
		    "%s is empty", (int)len, text, a);
	if (p->board[cells[0]] != p->side)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE, "%.*s: "
		    "the piece on %s is %s's, and %s is to move", (int)len,
		    text, a, r->pl[p->board[cells[0]]].name,
		    r->pl[p->side].name);
	/*
	 * '-' may stand for 'x', as records write it ("30-39" for the
	 * capture 30x39), where no move that takes nothing is meant.
	 */
	if (!capt && (ncells > 2 || !is_step(p, cells[0], cells[1])) &&
	    captures(p, 1, cells[0], cells + 1, ncells - 1, &one, 1,
	    NULL) > 0)
		capt = 1;
	if (capt)
		return parse_capture(p, cells, ncells, m, d);
	return parse_step(p, cells, ncells, m, d);
}

/* The pieces taken, the piece moved, and a man on the far rank crowned. */
static int
draughts_apply(struct notation_position *p, const struct notation_move *m)
{
	const struct notation_rules	*r = p->rules;
	uint64_t			 mask = m->dirs;
	int				 bit, cell, king, who;

	if (m->kind != NOTATION_STEP && m->kind != NOTATION_JUMP)
		return NT_NOT_MINE;
	while (m->chain > 0 && mask != 0) {
		bit = __builtin_ctzll(mask);
		mask &= mask - 1;
		cell = r->number_cell[bit + 1];
		nt_position_crown(p, cell, 0);
		nt_position_take(p, cell);
	}
	who = p->board[m->from];
	king = bits_test(&p->kings, m->from);
	nt_position_crown(p, m->from, 0);
	nt_position_move(p, m->from, m->to);
	if (king || far_rank(r, who, m->to))
		nt_position_crown(p, m->to, 1);
	return 1;
}

/*
 * A move written: a capture in short form where no other capture
 * between its cells takes other pieces, else with its landings.
 */
static int
draughts_format(const struct notation_position *p,
    const struct notation_move *m, int longform, struct notation_buf *out)
{
	char	 buf[NOTATION_MAX_CHAIN * 4 + 8];

	if (m->kind != NOTATION_STEP && m->kind != NOTATION_JUMP)
		return NT_NOT_MINE;
	if (m->chain > 0 && !longform && ambiguous(p, m))
		longform = 1;
	move_text(p, m, longform, buf, sizeof(buf));
	return notation_buf_puts(out, buf) ? -1 : 0;
}

static int
draughts_landings(const struct notation_position *p,
    const struct notation_move *m, int16_t *path)
{
	if (m->kind != NOTATION_STEP && m->kind != NOTATION_JUMP)
		return NT_NOT_MINE;
	if (m->chain == 0)
		return 0;
	return (int)capture_path(p, m, path);
}

const struct nt_kind nt_kind_draughts = {
	.name = "draughts", .parse = draughts_parse,
	.generate = draughts_generate, .count = draughts_count,
	.exists = draughts_exists, .apply = draughts_apply,
	.format = draughts_format, .landings = draughts_landings,
};
