/*
 * stats_ply.c -- the plies of the current game (spec/statistics.md,
 * "Moves", "Chains", "Emptying the camp"): each fed by the checker's ply
 * callback after it is made (notation_stats_add_ply()) or by its move
 * callback before (notation_stats_add_move()), counted into the current
 * game, which stats.c keeps when its summary says it is valid; the
 * game's longest chain among them.
 */
#include <stdint.h>
#include <string.h>

#include "stats/stats_int.h"

/* Mark the cells of camp as player who's in cs. */
static void
camp_cells(struct campset *cs, const struct bits *camp, int who)
{
	uint64_t	 x;
	int		 i;

	for (i = 0; i < BITS_WORDS; i++)
		for (x = camp->w[i]; x != 0; x &= x - 1)
			cs->in[who][i * 64 + __builtin_ctzll(x)] = 1;
}

/* The set of the players' camps of r, found among those kept or made. */
static struct campset *
camps_of(struct current *cur, const notation_rules *r)
{
	struct campset	*cs;
	size_t		 i;
	int		 who;

	for (i = 0; i < CAMP_SETS; i++) {
		cs = &cur->campsets[i];
		if (cs->n != cur->nplayers)
			continue;
		for (who = 0; who < cs->n; who++)
			if (memcmp(&cs->camp[who], &r->pl[who].camp,
			    sizeof(cs->camp[0])) != 0)
				break;
		if (who == cs->n)
			return cs;
	}
	cs = &cur->campsets[cur->campnext++ % CAMP_SETS];
	memset(cs->has, 0, sizeof(cs->has));
	memset(cs->rec, 0, sizeof(cs->rec));
	memset(cs->in, 0, (size_t)cur->nplayers * sizeof(cs->in[0]));
	for (who = 0; who < cur->nplayers; who++) {
		cs->camp[who] = r->pl[who].camp;
		cs->has[who] = !bits_empty(&r->pl[who].camp);
		camp_cells(cs, &r->pl[who].camp, who);
	}
	cs->n = cur->nplayers;
	return cs;
}

/*
 * The stones each player has in its own camp at the start, as the
 * position's tally counts them (position.h), once per game; every ply
 * then moves one stone of the mover in or out.
 */
void
nt_stats_cur_start(struct current *cur, const notation_game *g)
{
	const notation_position	*p = notation_game_start(g);
	const notation_rules	*r = notation_position_rules(p);
	struct campset		*cs;
	int			 who;

	cur->started = 1;
	cur->rules = r;
	cur->kings = r->draughts != 0;
	cur->plain = r->dice_sides == 0 && !r->capture && !r->draughts;
	cur->nplayers = notation_rules_players(r);
	if (cur->nplayers > NOTATION_MAX_PLAYERS)
		cur->nplayers = NOTATION_MAX_PLAYERS;
	memset(cur->incamp, 0, sizeof(cur->incamp));
	memset(cur->moves, 0, sizeof(cur->moves));
	cs = camps_of(cur, r);
	cur->hascamp = cs->has;
	cur->camprec = cs->rec;
	for (who = 0; who < cur->nplayers; who++) {
		cur->campin[who] = cs->in[who];
		cur->incamp[who] = TALLY_HOME(p->tally[who]);
		cur->emptied[who] = cur->incamp[who] == 0 ? 0 : -1;
	}
}

/*
 * The start of m's long form: its start cell and a '-'.  Two such starts
 * that differ decide the order of the long forms in bytes (a cell name
 * holds no '-', so neither is a prefix of the other), and the path need
 * not be written to compare them (most ties are settled so).
 */
static void
chain_start(const struct current *cur, const struct notation_move *m,
    char *c)
{
	size_t	 n;

	notation_cell_name(cur->rules, m->from, c);
	n = strlen(c);
	c[n++] = '-';
	c[n] = '\0';
}

/* Make the chain m, played from 'before', the game's longest so far. */
static void
lead_take(struct current *cur, const notation_position *before,
    const struct notation_move *m, uint64_t hops, uint64_t ply,
    const char *start)
{
	cur->best_hops = hops;
	cur->best_ply = ply;
	cur->lead = *before;
	cur->lead_move = *m;
	memcpy(cur->lead_from, start, sizeof(cur->lead_from));
	cur->lead_text = 0;
}

/* Write the long form of the longest chain into cur->best (once). */
int
nt_stats_lead_write(struct current *cur)
{
	if (cur->lead_text)
		return 0;
	notation_buf_reset(&cur->best);
	/* One hop: the long form is the short one. */
	if (notation_move_format(&cur->lead, &cur->lead_move,
	    cur->best_hops > 1, &cur->best) == -1)
		return -1;
	cur->lead_text = 1;
	return 0;
}

/*
 * Offer the chain m of the given hops: the game's longest is the one of
 * most hops, and among as many hops, the first in the byte order of the
 * long forms.  The long forms are written only when two chains of as
 * many hops start on the same cell.  Out of line, away from the steps
 * of every ply: few chains are offered.
 */
static NT_NOINLINE int
lead_offer(struct current *cur, const notation_position *before,
    const struct notation_move *m, uint64_t hops, uint64_t ply)
{
	char	 start[8];
	int	 cmp;

	if (hops < cur->best_hops)
		return 0;
	chain_start(cur, m, start);
	if (hops > cur->best_hops) {
		lead_take(cur, before, m, hops, ply, start);
		return 0;
	}
	if ((cmp = strcmp(start, cur->lead_from)) > 0)
		return 0;
	if (cmp < 0) {
		lead_take(cur, before, m, hops, ply, start);
		return 0;
	}
	if (nt_stats_lead_write(cur) == -1)
		return -1;
	notation_buf_reset(&cur->text);
	if (notation_move_format(before, m, hops > 1, &cur->text) == -1)
		return -1;
	if (strcmp(cur->text.data, cur->best.data) >= 0)
		return 0;
	lead_take(cur, before, m, hops, ply, start);
	notation_buf_reset(&cur->best);
	if (notation_buf_put(&cur->best, cur->text.data,
	    cur->text.len) == -1)
		return -1;
	cur->lead_text = 1;
	return 0;
}

/*
 * The hops of a chain as the position and the parse know them: the jump
 * die's, a capture chain's own, or the parser's count of the fewest; 0
 * where none of them counted it.
 */
static inline NT_ALWAYS_INLINE size_t
known_hops(const notation_position *before, const struct notation_move *m)
{
	return before->die_jump > 0 ? (size_t)before->die_jump :
	    m->chain > 0 ? (size_t)m->chain : (size_t)m->fewest;
}

/* A chain of hops counted in the game's figures. */
static inline void
count_jump(struct current *cur, size_t hops)
{
	cur->hops[hops]++;
	cur->maxhops = hops > cur->maxhops ? hops : cur->maxhops;
}

/*
 * Own camp: spec/statistics.md, "Emptying the camp".  Without a branch
 * on whether a ply takes a stone into its camp, out of it, or neither,
 * which the processor would often guess wrong.  A ply that leaves the
 * count as it was finds the camp emptied already if the count is 0: at
 * the start (nt_stats_cur_start() sets emptied[] for a camp that starts
 * empty), or when it last changed; so only a ply that empties the camp
 * sets emptied[].
 */
static inline void
count_camp(struct current *cur, const struct notation_move *m, int who)
{
	const unsigned char	*camp = cur->campin[who];
	uint64_t		 now;
	int64_t			 e;
	unsigned		 n;
	int			 in;

	/* A step, a chain or a swap: from and to are cells of the board. */
	in = camp[m->to] - camp[m->from];
	n = cur->incamp[who] += (unsigned)in;
	e = cur->emptied[who];
	now = -(uint64_t)((n == 0) & (e < 0));
	cur->emptied[who] = (int64_t)(((uint64_t)e & ~now) |
	    (cur->moves[who] & now));
}

/*
 * A man that ended its move a king (draughts: spec/statistics.md), the
 * move fed before it was made: asked of the position it left, when the
 * next ply or the game's end is fed.
 */
void
nt_stats_crown_due(struct current *cur, const notation_position *after)
{
	cur->crown_due = 0;
	if (notation_position_king(after, cur->crown_to))
		cur->crownings++;
}

/*
 * A step, a chain or a swap, counted (its camp counted by the caller):
 * every case, where add() counts the common ones itself.  made: g is the
 * game after the move (notation_stats_add_ply()); else before it.
 */
static int
ply_move(notation_stats *st, const notation_game *g,
    const notation_position *before, const struct notation_move *m, int made)
{
	struct current	*cur = &st->cur;
	size_t		 hops;

	if (m->kind == NOTATION_JUMP) {
		/*
		 * A chain is as long as its shortest hop path, the one the
		 * long form names (spec/moves.md), whatever the record wrote
		 * (a capture chain as long as its own path): as the parser
		 * counted them where its search did, else counted by the
		 * jump search without writing the path, told the hops of a
		 * long form where the plain kinds checked it hop by hop
		 * (m->hops: no search past the single hop of a chain written
		 * in two).  The game's longest is written out once, at its
		 * end (commit()).
		 */
		if ((hops = known_hops(before, m)) == 0)
			hops = nt_jump_hops_within(before, m->from, m->to,
			    cur->plain ? m->hops : 0);
		if (hops == 0)
			hops = 1;	/* a chain back to its start */
		if (hops >= MAX_HOPS)
			hops = MAX_HOPS - 1;
		count_jump(cur, hops);
		/*
		 * A chain of fewer hops than the longest of the games kept
		 * can never be the longest (chain_better()), and that one
		 * changes only between games: most chains are not offered.
		 */
		if (hops >= st->longest.hops && lead_offer(cur, before, m,
		    hops, notation_game_plies(g) + !made) == -1) {
			cur->failed = 1;
			return NOTATION_LIMIT;
		}
	} else
		cur->hops[0]++;		/* a step or a swap */
	/* A man that ends its move a king (draughts: spec/statistics.md). */
	if (cur->kings && !notation_position_king(before, m->from)) {
		if (!made) {
			cur->crown_due = 1;
			cur->crown_to = m->to;
		} else if (notation_position_king(notation_game_position(g),
		    m->to))
			cur->crownings++;
	}
	return 0;
}

/* The move's part of the game's identity. */
static inline void
id_move(struct current *cur, const struct notation_move *m)
{
	nt_stats_id_mix(cur->id, (uint64_t)(uint16_t)m->from << 16 |
	    (uint16_t)m->to | (m->kind == NOTATION_ROLL ?
	    (uint64_t)m->hops << 32 : 0));
}

/*
 * A ply as add() takes it, every case: the game's first, those of its
 * opening, those of a rule set with kings.  Once none of those is left,
 * the game's plies take the short way (cur->slow).
 */
static NT_NOINLINE int
ply_slow(notation_stats *st, const notation_game *g,
    const notation_position *before, const struct notation_move *m, int made)
{
	struct current	*cur = &st->cur;
	int		 who;

	if (!cur->started) {
		nt_stats_cur_start(cur, g);
		cur->lead_floor = st->longest.hops - (st->longest.hops != 0);
	}
	/* The ply fed before this one is made now. */
	if (cur->crown_due)
		nt_stats_crown_due(cur, before);
	id_move(cur, m);
	if (nt_stats_open_ply(cur, g, before, m) == -1) {
		cur->failed = 1;
		return NOTATION_LIMIT;
	}
	cur->slow = !(cur->open_state < 0 || cur->nopen >= 2) || cur->kings;
	who = notation_position_side(before);
	if (who < 0 || who >= cur->nplayers)
		return 0;
	/* A roll of the dice is no move: its turn's parts are. */
	if (m->kind == NOTATION_ROLL)
		return 0;
	cur->moves[who]++;
	/*
	 * A pass is a move of its player, neither step nor jump; so are a
	 * drop and a move off the board (spec/statistics.md).
	 */
	if (m->kind == NOTATION_PASS || m->kind == NOTATION_DROP ||
	    m->kind == NOTATION_OFF)
		return 0;
	count_camp(cur, m, who);
	return ply_move(st, g, before, m, made);
}

/*
 * Out of line: a chain whose hops are still to count, or that may lead;
 * a step too while the longest kept is of one hop or none (add()).
 */
static NT_NOINLINE int
ply_chain(notation_stats *st, const notation_game *g,
    const notation_position *before, const struct notation_move *m, int made)
{
	return ply_move(st, g, before, m, made);
}

/*
 * Out of line: a ply of no player's, a roll of the dice (no move), a
 * pass, a drop or a move off the board (a move, neither step nor jump:
 * spec/statistics.md).
 */
static NT_NOINLINE int
ply_other(struct current *cur, const struct notation_move *m, int who)
{
	id_move(cur, m);
	if ((unsigned)who < (unsigned)cur->nplayers &&
	    m->kind != NOTATION_ROLL)
		cur->moves[who]++;
	return 0;
}

_Static_assert(NOTATION_STEP < NOTATION_PASS && NOTATION_JUMP <
    NOTATION_PASS && NOTATION_SWAP < NOTATION_PASS && NOTATION_ROLL >
    NOTATION_PASS && NOTATION_DROP > NOTATION_PASS && NOTATION_OFF >
    NOTATION_PASS, "add() tells the moves of stones by kind < PASS");

/*
 * The plies of most games: the game started, its opening known, no
 * kings, the chain's hops counted by the parser and fewer than the
 * longest kept.  Every other ply goes the whole way (ply_slow(),
 * ply_chain(), ply_other()), which calls out, last, so that the call is
 * the function's end; this one calls nothing.  A step and a chain are
 * counted without a branch on which it is (one the CPU would guess
 * wrong about as often as the game mixes them): a step's hops are 0, its
 * count cur->hops[0], the game's steps and swaps (commit() sums the rest
 * into its jumps).  The camp is counted first, so
 * that the move's cells are let go before the hops are worked out: a
 * version that held more registers (and so saved more at every call)
 * was measured slower than the branch it spared.  The kinds that move a
 * stone on the board are those below NOTATION_PASS (asserted below).
 */
static inline int
add(notation_stats *st, const notation_game *g,
    const notation_position *before, const struct notation_move *m, int made)
{
	struct current	*cur = &st->cur;
	size_t		 hops, jump;
	int		 who;

	if (cur->slow)
		return ply_slow(st, g, before, m, made);
	who = notation_position_side(before);
	/*
	 * No player's ply, or none of a step, a chain and a swap (the
	 * kinds from NOTATION_PASS on): out of line, which mixes the move
	 * into the identity itself.
	 */
	if ((unsigned)who >= (unsigned)cur->nplayers ||
	    m->kind >= NOTATION_PASS)
		return ply_other(cur, m, who);
	/* id_move() of a move below NOTATION_PASS: no roll, no hops. */
	nt_stats_id_mix(cur->id, (uint64_t)(uint16_t)m->from << 16 |
	    (uint16_t)m->to);
	cur->moves[who]++;
	count_camp(cur, m, who);
	jump = m->kind == NOTATION_JUMP;
	/* Without dice or captures, the die's and the capture's are 0. */
	hops = (cur->plain ? m->fewest : known_hops(before, m)) & -jump;
	/*
	 * A chain of 0 hops (not counted) or of as many as the longest
	 * kept, the way out; so is every ply while the longest kept is of
	 * one hop or none, which this test cannot tell from a step.
	 */
	if (hops - jump >= cur->lead_floor)
		return ply_chain(st, g, before, m, made);
	cur->hops[hops]++;
	cur->maxhops = hops > cur->maxhops ? hops : cur->maxhops;
	return 0;
}

int
notation_stats_add_ply(notation_stats *st, const notation_game *g,
    const notation_position *before, const struct notation_move *m)
{
	return add(st, g, before, m, 1);
}

int
notation_stats_add_move(notation_stats *st, const notation_game *g,
    const struct notation_move *m)
{
	return add(st, g, notation_game_position(g), m, 0);
}
