/*
 * kind_capture.c -- the capture-chain kind of move: the moves of a rule
 * set whose jumps capture and chain (capture: true without chains: false;
 * spec/rules.md section 17.11, spec/moves.md "Capture chains"), as a
 * table of operations (nt_kind_capture).  It owns every turn of such a
 * rule set; a step, and the stone a chain moves, are made by the plain
 * kind (nt_plain_apply(), kind_plain.c), on which it builds.  Calls
 * movetext.c, steps.c, kind_plain.c and the position and its hash.
 *
 * Every hop of such a chain takes the stone it goes over off the board at
 * once, so what a chain captures depends on its path, not only on its two
 * cells: a move is its path (struct notation_move's chain and dirs), and
 * two chains are the same move when they leave the same position
 * (spec/rules.md section 17), which the generator tells by the hash of
 * the position they leave, as the repetition table tells positions.  A
 * stone jumped is gone at once: no chain goes over it twice, and a chain
 * may land on the cell it left, or cross its own start, but not end
 * there.  Every hop takes a stone, so a chain ends; the toolkit follows
 * chains of up to NOTATION_MAX_CHAIN hops.
 */
#include <stdio.h>

#include "moves/moves.h"

/* A search of the chains of one stone, or of one stone to one cell. */
struct chains {
	const struct notation_position *p;
	int			 from, owner;
	int			 target;	/* only chains ending here; -1 */
	struct bits		 occ;		/* 'from' lifted, captures off */
	uint64_t		 hash;		/* after, but for the landing */
	uint64_t		 dirs;
	int			 n;
	/* The moves found, each with the hash of the position it leaves. */
	struct notation_move	*out;
	uint64_t		*keys;
	size_t			 nout, room;
	int			 stop;		/* one found is enough */
	/*
	 * The search's work (a hop tried, a move compared), across all
	 * stones of one call: past CHAIN_WORK it stops, so that no board,
	 * however built, makes the generator run for long
	 * (spec/moves.md, "Capture chains").
	 */
	unsigned long		 work;
	/* The moves by key: open addressing, -1 empty (NULL: a scan). */
	int16_t			*slot;
};

#define CHAIN_WORK	(1UL << 25)
#define CHAIN_SLOTS	8192		/* a power of 2 past MAX_MOVES */

static void
record(struct chains *s, int to)
{
	const struct notation_rules	*r = s->p->rules;
	int				 side = s->p->side;
	int				 had = s->p->captures[side];
	struct notation_move		*m;
	uint64_t			 h;
	size_t				 i, j;

	h = s->hash ^ r->zobrist[to][s->owner];
	if (r->most_captures)
		h ^= nt_capture_key(r, side, had) ^
		    nt_capture_key(r, side, had + s->n);
	/* The move already found that leaves this position, if any. */
	i = s->nout;
	j = 0;
	if (s->slot != NULL) {
		for (j = (size_t)h & (CHAIN_SLOTS - 1); s->slot[j] >= 0;
		    j = (j + 1) & (CHAIN_SLOTS - 1))
			if (s->keys[s->slot[j]] == h) {
				i = (size_t)s->slot[j];
				break;
			}
	} else
		for (i = 0; i < s->nout && s->keys[i] != h; i++)
			continue;
	if (i < s->nout) {
		/*
		 * The same position: the chain of the fewest hops of the
		 * first stone names the move (spec/moves.md).
		 */
		m = &s->out[i];
		if (m->from == s->from && s->n < m->chain) {
			m->to = (int16_t)to;
			m->chain = (uint8_t)s->n;
			m->dirs = s->dirs;
		}
		return;
	}
	if (s->nout == s->room)
		return;
	if (s->slot != NULL)
		s->slot[j] = (int16_t)s->nout;
	m = &s->out[s->nout];
	s->keys[s->nout++] = h;
	*m = nt_move_of(s->from, to, NOTATION_JUMP);
	m->chain = (uint8_t)s->n;
	m->dirs = s->dirs;
	if (s->target >= 0)
		s->stop = s->nout > 1;
}

/*
 * Every chain on from the landing cell 'cur', in direction order, depth
 * first: the hop over the neighbour in direction d onto the empty cell
 * behind it, that stone taken at once.
 */
static void
search(struct chains *s, int cur)
{
	const struct notation_rules	*r = s->p->rules;
	const struct geometry		*g = &r->geo;
	int				 d, mid, land, c;

	for (d = 0; d < g->ndirs && !s->stop; d++) {
		if (++s->work > CHAIN_WORK) {
			s->stop = 1;
			break;
		}
		if ((mid = g->nb[cur][d]) < 0 || !bits_test(&s->occ, mid) ||
		    (land = g->nb[mid][d]) < 0 || bits_test(&s->occ, land))
			continue;
		c = s->p->board[mid];
		bits_clear(&s->occ, mid);
		s->hash ^= r->zobrist[mid][c];
		s->dirs |= (uint64_t)d << (3 * s->n);
		s->n++;
		if (land != s->from && (s->target < 0 || land == s->target))
			record(s, land);
		if (s->n < NOTATION_MAX_CHAIN)
			search(s, land);
		s->n--;
		s->dirs &= ~((uint64_t)7 << (3 * s->n));
		s->hash ^= r->zobrist[mid][c];
		bits_set(&s->occ, mid);
	}
}

static void
chains_init(struct chains *s, const struct notation_position *p, int from,
    int target, struct notation_move *out, uint64_t *keys, size_t nout,
    size_t room)
{
	s->p = p;
	s->from = from;
	s->owner = p->board[from];
	s->target = target;
	s->occ = p->occ;
	bits_clear(&s->occ, from);
	s->hash = p->hash ^ p->rules->zobrist[from][s->owner];
	s->dirs = 0;
	s->n = 0;
	s->out = out;
	s->keys = keys;
	s->nout = nout;
	s->room = room;
	s->stop = 0;
	s->slot = NULL;
}

/* The steps of the stone on 'from' (steps: lines), appended to out. */
static size_t
steps_of(const struct notation_position *p, int from,
    struct notation_move *out, size_t n)
{
	const struct geometry	*g = &p->rules->geo;
	int			 d, to;

	for (d = 0; d < g->ndirs; d++)
		if ((to = g->nb[from][d]) >= 0 && !bits_test(&p->occ, to) &&
		    nt_is_step(p, from, to))
			out[n++] = nt_move_of(from, to, NOTATION_STEP);
	return n;
}

static size_t
nt_capture_generate(const struct notation_position *p,
    struct notation_move *out)
{
	uint64_t	 keys[NOTATION_MAX_MOVES];
	int16_t		 slot[CHAIN_SLOTS];
	struct chains	 s;
	struct bits	 stones;
	size_t		 n = 0, first;
	int		 from;

	/*
	 * Every stone's steps first, then every stone's chains, told apart
	 * by the position each leaves over all stones: shared stones are
	 * alike, so two stones' chains can leave one position.
	 */
	nt_movable(p, &stones);
	n = 0;
	BITS_FOREACH(from, &stones)
		n = steps_of(p, from, out, n);
	first = n;
	s.nout = 0;
	s.work = 0;
	memset(slot, 0xff, sizeof(slot));
	BITS_FOREACH(from, &stones) {
		if (s.work > CHAIN_WORK)
			break;
		chains_init(&s, p, from, -1, out + first, keys, s.nout,
		    NOTATION_MAX_MOVES - first);
		s.slot = slot;
		search(&s, from);
	}
	return first + s.nout;
}

static int
nt_capture_exists(const struct notation_position *p)
{
	const struct geometry	*g = &p->rules->geo;
	struct notation_move	 step[MAX_DIRS];
	struct bits		 stones;
	int			 from, d, mid, land;

	nt_movable(p, &stones);
	BITS_FOREACH(from, &stones) {
		if (steps_of(p, from, step, 0) > 0)
			return 1;
		for (d = 0; d < g->ndirs; d++)
			if ((mid = g->nb[from][d]) >= 0 &&
			    bits_test(&p->occ, mid) &&
			    (land = g->nb[mid][d]) >= 0 &&
			    !bits_test(&p->occ, land))
				return 1;
	}
	return 0;
}

/*
 * The landing cells of m's chain (path holds NOTATION_MAX_CHAIN), and,
 * when caught is not NULL, the cells of the stones it takes; the count.
 */
static size_t
nt_capture_path(const struct notation_position *p,
    const struct notation_move *m, int16_t *path, int16_t *caught)
{
	const struct geometry	*g = &p->rules->geo;
	int			 cur = m->from, mid, d, i;

	for (i = 0; i < m->chain; i++) {
		d = (int)(m->dirs >> (3 * i) & 7);
		mid = g->nb[cur][d];
		cur = g->nb[mid][d];
		if (caught != NULL)
			caught[i] = (int16_t)mid;
		path[i] = (int16_t)cur;
	}
	return m->chain;
}

static void
nt_capture_apply(struct notation_position *p, const struct notation_move *m)
{
	const struct notation_rules	*r = p->rules;
	int16_t				 path[NOTATION_MAX_CHAIN];
	int16_t				 caught[NOTATION_MAX_CHAIN];
	size_t				 n, i;
	int				 side = p->side;

	n = nt_capture_path(p, m, path, caught);
	for (i = 0; i < n; i++)
		nt_position_take(p, caught[i]);
	if (r->most_captures && n > 0) {
		p->hash ^= nt_capture_key(r, side, p->captures[side]);
		p->captures[side] = (int16_t)(p->captures[side] + (int)n);
		p->hash ^= nt_capture_key(r, side, p->captures[side]);
	}
}

/*
 * The direction of the single jump from-to over a stone, or -1: two
 * cells that a single jump joins name that jump, the long form of a chain
 * of one hop (spec/moves.md, "Capture chains").
 */
static int
single_dir(const struct notation_position *p, int from, int to)
{
	const struct geometry	*g = &p->rules->geo;
	int			 d;

	if ((d = nt_geometry_jump_dir(g, from, to)) < 0 ||
	    !bits_test(&p->occ, g->nb[from][d]) || bits_test(&p->occ, to))
		return -1;
	return d;
}

/*
 * Does the short form from-to name m: m is the single jump between its
 * cells, or there is none and all chains of m's stone to m's cell leave
 * one position (spec/moves.md, "Capture chains")?
 */
static int
nt_capture_unambiguous(const struct notation_position *p,
    const struct notation_move *m)
{
	struct notation_move	 found[2];
	uint64_t		 keys[2];
	struct chains		 s;

	if (single_dir(p, m->from, m->to) >= 0)
		return m->chain == 1;
	chains_init(&s, p, m->from, m->to, found, keys, 0, 2);
	s.work = 0;
	search(&s, m->from);
	return s.nout == 1;
}

/*
 * The short form of a capture chain, from-to: the one position all its
 * chains leave, named by the chain of the fewest hops, first in
 * direction order; refused when none reaches 'to', or when two leave
 * different positions.
 */
static int
parse_short(const struct notation_position *p, int from, int to,
    struct notation_move *m, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	struct notation_move		 found[2];
	uint64_t			 keys[2];
	struct chains			 s;
	char				 a[4], b[4];
	int				 dir;

	notation_cell_name(r, from, a);
	notation_cell_name(r, to, b);
	if ((dir = single_dir(p, from, to)) >= 0) {
		m->to = (int16_t)to;
		m->kind = NOTATION_JUMP;
		m->chain = 1;
		m->dirs = (uint64_t)dir;
		return 0;
	}
	chains_init(&s, p, from, to, found, keys, 0, 2);
	s.work = 0;
	search(&s, from);
	if (s.nout == 0)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE, "%sx%s: %s "
		    "cannot be reached from %s by %s", a, b, b, a,
		    r->steps == STEPS_NONE ? "a chain of jumps" :
		    "a step or a chain of jumps");
	if (s.nout > 1)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE, "%sx%s is "
		    "ambiguous: chains from %s to %s capture different stones; "
		    "name the hops (the long form, %sx...x%s)", a, b, a, b, a,
		    b);
	/* record() kept the chain of the fewest hops to it. */
	*m = found[0];
	return 0;
}

/*
 * A move of a rule set with capture chains, its shape checked and its
 * first cell a stone the side may move (nt_move_head()): a step, the short form
 * of a chain, or the long form hop by hop, each hop over a stone still
 * on the board.
 */
static int
nt_capture_parse(const struct notation_position *p, const char *text,
    size_t len, size_t ncells, int from, int capt, struct notation_move *m,
    struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	const struct geometry		*g = &r->geo;
	struct bits			 occ;
	size_t				 i, k, hop;
	int				 cur, next, dir, mid, j;
	int16_t				 gone[NOTATION_MAX_CHAIN];
	char				 a[4], b[4], c[4];

	m->from = (int16_t)from;
	m->hops = 0;
	m->chain = 0;
	m->dirs = 0;
	/* The cells after the first: their names are checked here. */
	i = 0;
	while (i < len && text[i] != '-' && text[i] != 'x' && text[i] != 'X')
		i++;
	i++;
	if (ncells == 2) {
		if ((next = notation_cell_parse(r, text + i, len - i)) < 0)
			return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
			    "%.*s is not a cell of the %s board",
			    (int)(len - i), text + i, r->name);
		notation_cell_name(r, from, a);
		notation_cell_name(r, next, b);
		if (next == from)
			return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
			    "%s-%s: a move must end on another cell", a, b);
		if (p->board[next] >= 0)
			return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
			    "%s-%s: %s is occupied", a, b, b);
		if (r->steps == STEPS_NONE && !capt &&
		    single_dir(p, from, next) < 0)
			for (dir = 0; dir < g->ndirs; dir++)
				if (g->nb[from][dir] == next)
					return notation_diag_set(d,
					    NOTATION_ILLEGAL_MOVE, "%s-%s: %s "
					    "has no steps (steps: none): a move "
					    "is a chain of jumps", a, b,
					    r->name);
		if (nt_is_step(p, from, next)) {
			if (capt)
				return notation_diag_set(d,
				    NOTATION_ILLEGAL_MOVE, "%sx%s: 'x' marks "
				    "a capture, and a step captures nothing: "
				    "write %s-%s", a, b, a, b);
			m->to = (int16_t)next;
			m->kind = NOTATION_STEP;
			return 0;
		}
		return parse_short(p, from, next, m, d);
	}
	if (ncells - 1 > NOTATION_MAX_CHAIN)
		return notation_diag_set(d, NOTATION_LIMIT, "%.*s: a chain of "
		    "%zu hops is longer than the toolkit follows (%d)",
		    (int)(len > 40 ? 40 : len), text, ncells - 1,
		    NOTATION_MAX_CHAIN);
	occ = p->occ;
	bits_clear(&occ, from);
	cur = from;
	for (hop = 1; hop < ncells; hop++) {
		k = i;
		while (k < len && text[k] != '-' && text[k] != 'x' &&
		    text[k] != 'X')
			k++;
		if ((next = notation_cell_parse(r, text + i, k - i)) < 0)
			return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
			    "%.*s is not a cell of the %s board",
			    (int)(k - i), text + i, r->name);
		notation_cell_name(r, cur, a);
		notation_cell_name(r, next, b);
		for (dir = 0; dir < g->ndirs; dir++)
			if ((mid = g->nb[cur][dir]) >= 0 &&
			    g->nb[mid][dir] == next)
				break;
		if (dir == g->ndirs || bits_test(&occ, next))
			return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
			    "hop %zu (%s-%s) is not a single jump", hop, a, b);
		mid = g->nb[cur][dir];
		if (!bits_test(&occ, mid)) {
			for (j = 0; j < (int)hop - 1 && gone[j] != mid; j++)
				;
			notation_cell_name(r, mid, c);
			if (j < (int)hop - 1)
				return notation_diag_set(d,
				    NOTATION_ILLEGAL_MOVE, "hop %zu (%s-%s) "
				    "goes over %s, whose stone hop %d took "
				    "already", hop, a, b, c, j + 1);
			return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
			    "hop %zu (%s-%s) is not a single jump: %s is "
			    "empty", hop, a, b, c);
		}
		bits_clear(&occ, mid);
		gone[hop - 1] = (int16_t)mid;
		m->dirs |= (uint64_t)dir << (3 * (hop - 1));
		cur = next;
		i = k + 1;
	}
	if (cur == from) {
		notation_cell_name(r, from, a);
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "the chain ends on %s, where it started", a);
	}
	m->to = (int16_t)cur;
	m->kind = NOTATION_JUMP;
	m->chain = (uint8_t)(ncells - 1);
	m->hops = m->chain;
	return 0;
}

/* Every cell named a cell of the board, then the move as above. */
static int
capture_parse(const struct notation_position *p, const char *text,
    size_t len, struct notation_move *m, struct notation_diag *d)
{
	struct nt_head	 h;
	size_t		 i, hop;
	int		 rc, to;

	if ((rc = nt_move_head(p, text, len, &h, d)) != 0)
		return rc;
	for (i = h.k + 1; i < len; i += hop + 1) {
		hop = nt_cell_token(text + i, len - i);
		if ((rc = nt_cell_or_error(p->rules, text + i, hop, &to,
		    d)) != 0)
			return rc;
	}
	return nt_capture_parse(p, text, len, h.ncells, h.from, h.capt, m, d);
}

static uint64_t
capture_count(const struct notation_position *p)
{
	struct notation_move	 moves[NOTATION_MAX_MOVES];

	return nt_capture_generate(p, moves);
}

/* A chain's stones taken, then the stone moved as any other. */
static int
capture_apply(struct notation_position *p, const struct notation_move *m)
{
	if (m->chain == 0)
		return NT_NOT_MINE;
	nt_capture_apply(p, m);
	return nt_plain_apply(p, m);
}

/*
 * A capture chain: its own path in the long form, and in the short form
 * too where other chains between its cells capture other stones
 * (spec/moves.md, "Capture chains").
 */
static int
capture_format(const struct notation_position *p,
    const struct notation_move *m, int longform, struct notation_buf *out)
{
	int16_t		 path[NOTATION_MAX_CELLS];
	size_t		 n;

	if (m->chain == 0 || (!longform && nt_capture_unambiguous(p, m)))
		return NT_NOT_MINE;
	n = nt_capture_path(p, m, path, NULL);
	return nt_move_write_cells(p->rules, m->from, path, n,
	    p->rules->capture ? 'x' : '-', out);
}

static int
capture_landings(const struct notation_position *p,
    const struct notation_move *m, int16_t *path)
{
	if (m->chain == 0)
		return NT_NOT_MINE;
	return (int)nt_capture_path(p, m, path, NULL);
}

const struct nt_kind nt_kind_capture = {
	.name = "capture chains", .parse = capture_parse,
	.generate = nt_capture_generate, .count = capture_count,
	.exists = nt_capture_exists, .apply = capture_apply,
	.format = capture_format, .landings = capture_landings,
};
