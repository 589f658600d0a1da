/*
 * game.c -- replaying a game under its rule set: legality of each move,
 * every end the rules impose (spec/rules.md), the table of positions seen
 * for repetitions, and draw claims.
 *
 * Adjudication after a move by player P with move number N, in order:
 *   1. camp return: after the camp rule's move, a move into P's own camp
 *      loses at once;
 *   2. goal: P's stones all in P's goal wins at once (immediate), or, with
 *      completion checked after the last player's move, every finished
 *      player is then a winner (two or more: a draw);
 *   3. after the last player's move number N: the camp rule, the home
 *      check and the tempo check when N is their move.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/*
 * A slot is in use when its generation is the game's: starting a new game
 * bumps the generation instead of clearing the table, which would cost
 * more than checking a short game.
 */
struct slot {
	uint64_t	 hash;
	uint32_t	 count;
	uint32_t	 gen;
};

struct notation_game {
	const struct notation_rules	*rules;
	struct notation_position	 start;
	struct notation_position	 pos;
	unsigned long			 plies;
	struct notation_result		 outcome;
	unsigned long			 end_ply;
	int				 repetition;	/* last move made one */
	unsigned			 occurrences;	/* of pos */

	/* Positions seen: open addressing on the hash, and the history. */
	struct slot			*slots;
	size_t				 nslots;	/* power of two */
	uint32_t			 gen;		/* of the slots in use */
	size_t				 used;
	uint64_t			*history;	/* hash after ply i */
	size_t				 hcap;
};

static const char *const reasons[NOTATION_REASON__MAX] = {
	[NOTATION_REASON_NONE] = "none",
	[NOTATION_REASON_GOAL] = "goal",
	[NOTATION_REASON_CAMP_RULE] = "camp-rule",
	[NOTATION_REASON_CAMP_RETURN] = "camp-return",
	[NOTATION_REASON_HOME_CHECK] = "home-check",
	[NOTATION_REASON_TEMPO] = "tempo",
	[NOTATION_REASON_NO_MOVE] = "no-move",
};

const char *
notation_reason_name(enum notation_reason r)
{
	if ((unsigned)r >= NOTATION_REASON__MAX)
		return "none";
	return reasons[r];
}

/* ------------------------------------------------------------------ */
/* The repetition table.                                              */

static struct slot *
slot_find(struct slot *slots, size_t nslots, uint32_t gen, uint64_t hash)
{
	size_t	 i = (size_t)(hash ^ (hash >> 29)) & (nslots - 1);

	while (slots[i].gen == gen && slots[i].hash != hash)
		i = (i + 1) & (nslots - 1);
	return &slots[i];
}

static int
table_grow(struct notation_game *g)
{
	struct slot	*old = g->slots, *s;
	size_t		 n = g->nslots ? g->nslots * 2 : 1024, i;

	if ((g->slots = calloc(n, sizeof(*g->slots))) == NULL) {
		g->slots = old;
		return -1;
	}
	for (i = 0; i < g->nslots; i++)
		if (old[i].gen == g->gen) {
			s = slot_find(g->slots, n, g->gen, old[i].hash);
			*s = old[i];
		}
	free(old);
	g->nslots = n;
	return 0;
}

/* Count one more occurrence of the current position; record it. */
static int
seen(struct notation_game *g)
{
	struct slot	*s;
	uint64_t	*h;
	size_t		 n;

	if ((g->used + 1) * 2 > g->nslots && table_grow(g) == -1)
		return -1;
	if (g->plies + 1 > g->hcap) {
		n = g->hcap ? g->hcap * 2 : 256;
		if ((h = realloc(g->history, n * sizeof(*h))) == NULL)
			return -1;
		g->history = h;
		g->hcap = n;
	}
	g->history[g->plies] = g->pos.hash;
	s = slot_find(g->slots, g->nslots, g->gen, g->pos.hash);
	if (s->gen != g->gen) {
		s->hash = g->pos.hash;
		s->gen = g->gen;
		s->count = 0;
		g->used++;
	}
	s->count++;
	g->occurrences = s->count;
	return 0;
}

static unsigned
occurrences_of(const struct notation_game *g, uint64_t hash)
{
	struct slot	*s;

	if (g->nslots == 0)
		return 0;
	s = slot_find(g->slots, g->nslots, g->gen, hash);
	return s->gen == g->gen ? s->count : 0;
}

/* ------------------------------------------------------------------ */

notation_game *
notation_game_new(const notation_rules *r)
{
	notation_game	*g;

	if ((g = calloc(1, sizeof(*g))) == NULL)
		return NULL;
	g->rules = r;
	if (notation_game_reset(g, NULL) != 0) {
		notation_game_free(g);
		return NULL;
	}
	return g;
}

void
notation_game_free(notation_game *g)
{
	if (g == NULL)
		return;
	free(g->slots);
	free(g->history);
	free(g);
}

int
notation_game_reset(notation_game *g, const notation_position *start)
{
	if (start != NULL && start->rules != g->rules)
		return NOTATION_BAD_POSITION;
	if (start != NULL)
		g->start = *start;
	else
		position_start(&g->start, g->rules);
	g->pos = g->start;
	g->plies = 0;
	memset(&g->outcome, 0, sizeof(g->outcome));
	g->end_ply = 0;
	g->repetition = 0;
	/* Generation 0 is never in use: new slots are calloc'd. */
	if (++g->gen == 0) {
		if (g->slots != NULL)
			memset(g->slots, 0, g->nslots * sizeof(*g->slots));
		g->gen = 1;
	}
	g->used = 0;
	return seen(g) == 0 ? 0 : NOTATION_LIMIT;
}

/* ------------------------------------------------------------------ */
/* Adjudication (spec/rules.md).                                      */

static unsigned
all_but(const struct notation_rules *r, unsigned losers)
{
	return ((1u << r->nplayers) - 1) & ~losers;
}

static void
end_game(struct notation_game *g, unsigned winners, enum notation_reason why)
{
	const struct notation_rules	*r = g->rules;
	unsigned			 everyone = (1u << r->nplayers) - 1;

	g->outcome.reason = why;
	if (winners == 0 || winners == everyone) {
		g->outcome.kind = NOTATION_RESULT_DRAW;
		g->outcome.winners = everyone;
	} else {
		g->outcome.kind = NOTATION_RESULT_WIN;
		g->outcome.winners = winners;
	}
	g->end_ply = g->plies;
}

/* Players that still have a stone of their own in their own camp. */
static unsigned
at_home(const struct notation_game *g)
{
	const struct notation_rules	*r = g->rules;
	unsigned			 who = 0;
	int				 i;

	for (i = 0; i < r->nplayers; i++)
		if (bits_intersect(&g->pos.stones[i], &r->pl[i].camp))
			who |= 1u << i;
	return who;
}

static unsigned
finished(const struct notation_game *g)
{
	const struct notation_rules	*r = g->rules;
	unsigned			 who = 0;
	int				 i;

	for (i = 0; i < r->nplayers; i++)
		if (bits_subset(&g->pos.stones[i], &r->pl[i].goal))
			who |= 1u << i;
	return who;
}

/*
 * The tempo count (section 2): the sum of the Manhattan distances of a
 * player's stones to the far corner of its goal, less that sum for a
 * filled goal, so that a finished player counts 0.
 */
static long
tempo(const struct notation_game *g, int who)
{
	const struct notation_rules	*r = g->rules;
	const struct geometry		*geo = &r->geo;
	const struct player		*pl = &r->pl[who];
	int				 dist[NOTATION_MAX_CELLS];
	int				 c, n = 0, i, j, t;
	long				 sum = 0, best = 0;

	BITS_FOREACH(c, &g->pos.stones[who]) {
		int dx = c % geo->stride - pl->corner % geo->stride;
		int dy = c / geo->stride - pl->corner / geo->stride;

		sum += (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
	}
	/* The nstones goal cells nearest the corner fill it best. */
	BITS_FOREACH(c, &pl->goal) {
		int dx = c % geo->stride - pl->corner % geo->stride;
		int dy = c / geo->stride - pl->corner / geo->stride;

		dist[n++] = (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
	}
	for (i = 1; i < n; i++)
		for (j = i; j > 0 && dist[j - 1] > dist[j]; j--) {
			t = dist[j];
			dist[j] = dist[j - 1];
			dist[j - 1] = t;
		}
	for (i = 0; i < pl->nstones && i < n; i++)
		best += dist[i];
	return sum - best;
}

static void
adjudicate(struct notation_game *g, int mover, unsigned long number,
    const struct notation_move *m)
{
	const struct notation_rules	*r = g->rules;
	unsigned			 who;
	long				 t, low;
	int				 i, last = mover == r->nplayers - 1;

	if (r->camp_return && r->camp_rule_move > 0 &&
	    number > (unsigned long)r->camp_rule_move &&
	    bits_test(&r->pl[mover].camp, m->to)) {
		end_game(g, all_but(r, 1u << mover), NOTATION_REASON_CAMP_RETURN);
		return;
	}
	if (r->goal_check == GOAL_IMMEDIATE) {
		if (bits_subset(&g->pos.stones[mover], &r->pl[mover].goal)) {
			end_game(g, 1u << mover, NOTATION_REASON_GOAL);
			return;
		}
	} else if (last && (who = finished(g)) != 0) {
		end_game(g, who, NOTATION_REASON_GOAL);
		return;
	}
	if (!last)
		return;
	if (r->camp_rule_move > 0 && number == (unsigned long)r->camp_rule_move &&
	    (who = at_home(g)) != 0) {
		end_game(g, all_but(r, who), NOTATION_REASON_CAMP_RULE);
		return;
	}
	if (r->home_check_move > 0 &&
	    number == (unsigned long)r->home_check_move &&
	    (who = at_home(g)) != 0) {
		end_game(g, all_but(r, who), NOTATION_REASON_HOME_CHECK);
		return;
	}
	if (r->tempo_check_move > 0 &&
	    number == (unsigned long)r->tempo_check_move) {
		who = 0;
		low = 0;
		for (i = 0; i < r->nplayers; i++) {
			t = tempo(g, i);
			if (i == 0 || t < low) {
				low = t;
				who = 0;
			}
			if (t == low)
				who |= 1u << i;
		}
		end_game(g, who, NOTATION_REASON_TEMPO);
	}
}

/* ------------------------------------------------------------------ */

int
notation_game_play_move(notation_game *g, const struct notation_move *m,
    struct notation_diag *d)
{
	const struct notation_rules	*r = g->rules;
	unsigned long			 number = g->pos.move_number;
	int				 mover = g->pos.side;

	if (d != NULL)
		d->ply = g->plies + 1;
	if (g->outcome.kind != NOTATION_RESULT_NONE)
		return notation_diag_set(d, NOTATION_MOVE_AFTER_END,
		    "the game already ended at ply %lu (%s)", g->end_ply,
		    notation_reason_name(g->outcome.reason));
	notation_position_apply(&g->pos, m);
	g->plies++;
	if (seen(g) == -1)
		return notation_diag_set(d, NOTATION_LIMIT,
		    "out of memory for the repetition table");
	/*
	 * "Occurring for the third time" (RULES.md section 1) is read as the
	 * third time or any later one: a player who let the third occurrence
	 * pass may still claim at the fourth, as a claim (below) may, and
	 * the independent example verdicts report the fourth too.
	 */
	g->repetition = r->repetition_count > 0 &&
	    g->occurrences >= (unsigned)r->repetition_count &&
	    number >= (unsigned long)r->repetition_min_move;
	adjudicate(g, mover, number, m);
	return 0;
}

int
notation_game_play(notation_game *g, const char *text, size_t len,
    struct notation_diag *d)
{
	struct notation_move	 m;
	int			 rc;

	if (d != NULL)
		d->ply = g->plies + 1;
	if (g->outcome.kind != NOTATION_RESULT_NONE)
		return notation_diag_set(d, NOTATION_MOVE_AFTER_END,
		    "the game already ended at ply %lu (%s)", g->end_ply,
		    notation_reason_name(g->outcome.reason));
	if ((rc = notation_move_parse(&g->pos, text, len, &m, d)) != 0)
		return rc;
	return notation_game_play_move(g, &m, d);
}

const notation_position *
notation_game_position(const notation_game *g)
{
	return &g->pos;
}

const notation_position *
notation_game_start(const notation_game *g)
{
	return &g->start;
}

unsigned long
notation_game_plies(const notation_game *g)
{
	return g->plies;
}

const struct notation_result *
notation_game_outcome(const notation_game *g)
{
	return &g->outcome;
}

unsigned long
notation_game_end_ply(const notation_game *g)
{
	return g->end_ply;
}

unsigned
notation_game_occurrences(const notation_game *g)
{
	return g->occurrences;
}

int
notation_game_repetition(const notation_game *g)
{
	return g->repetition;
}

/*
 * A claim (section 1): before playing the named move, the side to move
 * claims that it makes the position occur for the threshold-th time with
 * a move number at or above the minimum.  The claim is checked on a copy:
 * the game itself does not change.
 */
int
notation_game_claim(const notation_game *g, const char *text, size_t len,
    struct notation_claim *c)
{
	const struct notation_rules	*r = g->rules;
	struct notation_position	 next;
	struct notation_diag		 d;
	size_t				 i;

	memset(c, 0, sizeof(*c));
	notation_diag_clear(&d);
	c->move_number = g->pos.move_number;
	c->min_move = (unsigned long)r->repetition_min_move;
	c->needed = r->repetition_count > 0 ?
	    (unsigned)r->repetition_count - 1 : 0;
	if (r->repetition_count == 0) {
		c->verdict = NOTATION_CLAIM_NO_RULE;
		snprintf(c->why, sizeof(c->why), "%s has no draw by "
		    "repetition", r->name);
		return c->verdict;
	}
	if (g->outcome.kind != NOTATION_RESULT_NONE) {
		c->verdict = NOTATION_CLAIM_GAME_OVER;
		snprintf(c->why, sizeof(c->why), "the game already ended at "
		    "ply %lu (%s)", g->end_ply,
		    notation_reason_name(g->outcome.reason));
		return c->verdict;
	}
	if (notation_move_parse(&g->pos, text, len, &c->move, &d) != 0) {
		c->verdict = NOTATION_CLAIM_ILLEGAL;
		snprintf(c->why, sizeof(c->why), "%s", d.message);
		return c->verdict;
	}
	next = g->pos;
	notation_position_apply(&next, &c->move);
	c->occurrences = occurrences_of(g, next.hash);
	for (i = 0; i <= g->plies && c->nplies < NOTATION_CLAIM_PLIES; i++)
		if (g->history[i] == next.hash)
			c->plies[c->nplies++] = i;
	if (c->occurrences < c->needed) {
		c->verdict = NOTATION_CLAIM_NOT_ENOUGH;
		snprintf(c->why, sizeof(c->why), "the position after the move "
		    "has occurred %u time%s before; the move would make it "
		    "occurrence %u, not %u", c->occurrences,
		    c->occurrences == 1 ? "" : "s", c->occurrences + 1,
		    c->needed + 1);
		return c->verdict;
	}
	if (c->move_number < c->min_move) {
		c->verdict = NOTATION_CLAIM_TOO_EARLY;
		snprintf(c->why, sizeof(c->why), "the move would be move %lu; "
		    "%s allows the claim from move %lu on", c->move_number,
		    r->name, c->min_move);
		return c->verdict;
	}
	c->verdict = NOTATION_CLAIM_VALID;
	snprintf(c->why, sizeof(c->why), "the move makes occurrence %u of "
	    "the position at move %lu", c->occurrences + 1, c->move_number);
	return c->verdict;
}
