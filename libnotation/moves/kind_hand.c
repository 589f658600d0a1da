/*
 * kind_hand.c -- the hand kind of move (Top secret Halma, spec/rules.md
 * section 17.8), as a table of operations (nt_kind_hand): drops from the
 * hand onto the drop cells, which come before any stone moves, and moves
 * off the board over its edge (spec/moves.md, "Drops and moves off the
 * board").  It owns the turns of a rule set with drop cells or moves off
 * the board: the drops while stones are in hand, then each stone's plain
 * moves (kind_plain.c, on which it builds) and its move off.  It is asked
 * to parse in every rule set, so that "c4-off" is answered alike
 * everywhere.
 *
 * A drop is written as its cell, "f6", as placement games write theirs;
 * a move off as its start cell and "off", "c4-off", or in the long form
 * with the landings of its chain before the last hop, "c4-e2-off".  Every
 * way off from one cell leaves the same position, so it is one move,
 * (from, -1), whatever its path.  Calls offboard.c (the ways off),
 * movetext.c, kind_plain.c, jumps.c, steps.c and the position.
 */
#include <string.h>

#include "moves/moves.h"

static size_t
nt_hand_generate(const struct notation_position *p, struct notation_move *out)
{
	const struct notation_rules	*r = p->rules;
	size_t				 n = 0;
	int				 c;

	if (p->hand[p->side] <= 0)
		return 0;
	BITS_FOREACH(c, &r->drop_cells)
		if (p->board[c] < 0)
			out[n++] = nt_move_of(-1, c, NOTATION_DROP);
	return n;
}

static int
parse_drop(const struct notation_position *p, const char *text, size_t len,
    struct notation_move *m, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	const char			*who = r->pl[p->side].name;
	int				 c;

	if ((c = notation_cell_parse(r, text, len)) < 0)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s is not a cell of the %dx%d board", (int)len, text,
		    r->geo.width, r->geo.height);
	if (p->hand[p->side] <= 0)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: a lone cell is a drop, and %s has no stone left "
		    "in hand", (int)len, text, who);
	if (!bits_test(&r->drop_cells, c))
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: %.*s is not one of the cells a stone in hand is "
		    "dropped on (drop-cells)", (int)len, text, (int)len, text);
	if (p->board[c] >= 0)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: %.*s is occupied", (int)len, text, (int)len, text);
	*m = nt_move_of(-1, c, NOTATION_DROP);
	return 0;
}

static int
parse_off(const struct notation_position *p, const char *text, size_t len,
    struct notation_move *m, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	size_t				 i = 0, k, cells = 0;
	int				 from = -1, prev = -1, c, who;
	char				 a[4], b[4];
	int				 shown = len > 40 ? 40 : (int)len;

	if (!r->off_board)
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%.*s: %s has no moves off the board (off-board)", shown,
		    text, r->name);
	/* The cells before "-off", each checked as it comes. */
	while (i < len - 4) {
		for (k = i; k < len - 4 && text[k] != '-'; k++)
			continue;
		if (!nt_cell_shape(text + i, k - i))
			return notation_diag_set(d, NOTATION_SYNTAX,
			    "'%.*s' is not a move: expected a cell name "
			    "(letter and rank) at byte %zu", shown, text,
			    i + 1);
		if ((c = notation_cell_parse(r, text + i, k - i)) < 0)
			return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
			    "%.*s is not a cell of the %dx%d board",
			    (int)(k - i), text + i, r->geo.width,
			    r->geo.height);
		if (cells++ == 0) {
			from = c;
			notation_cell_name(r, from, a);
			if ((who = p->board[from]) < 0)
				return notation_diag_set(d,
				    NOTATION_ILLEGAL_MOVE, "there is no stone "
				    "on %s", a);
			if (!(nt_movers(p) & (1u << who)))
				return notation_diag_set(d,
				    NOTATION_ILLEGAL_MOVE, "the stone on %s is "
				    "%s's, but %s is to move", a,
				    r->pl[who].name, r->pl[p->side].name);
			if (nt_hand_any(p))
				return notation_diag_set(d,
				    NOTATION_ILLEGAL_MOVE, "%.*s: no stone "
				    "moves before every stone in hand is "
				    "dropped", shown, text);
		} else if (!nt_jump_single(p, from, prev, c)) {
			notation_cell_name(r, prev, a);
			notation_cell_name(r, c, b);
			return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
			    "hop %zu (%s-%s) is not a single jump", cells - 1,
			    a, b);
		}
		prev = c;
		i = k + 1;
	}
	/* "c4--off": an empty cell name before "-off". */
	if (i != len - 3)
		return notation_diag_set(d, NOTATION_SYNTAX, "'%.*s' is not a "
		    "move: expected a cell name (letter and rank) at byte %zu",
		    shown, text, i + 1);
	notation_cell_name(r, from, a);
	notation_cell_name(r, prev, b);
	if (cells == 1 && !nt_off_ok(p, from))
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "%s-off: the stone on %s cannot leave the board: it can "
		    "step off only from an edge cell, and jump off only over "
		    "a stone on an edge cell", a, a);
	if (cells > 1 && !nt_jump_off(p, from, prev))
		return notation_diag_set(d, NOTATION_ILLEGAL_MOVE,
		    "hop %zu (%s-off) is no jump off the board: that goes "
		    "over a stone on an edge cell", cells, b);
	*m = nt_move_of(from, -1, NOTATION_OFF);
	m->hops = cells == 1 ? 0 : cells > 255 ? 255 : (uint8_t)cells;
	return 0;
}

/*
 * A drop ("f6") where the rule set has drop cells, a move off ("...-off")
 * in any rule set (one without off-board says so); NT_NOT_MINE for
 * anything else.
 */
static int
nt_hand_parse(const struct notation_position *p, const char *text,
    size_t len, struct notation_move *m, struct notation_diag *d)
{
	if (!bits_empty(&p->rules->drop_cells) && nt_cell_shape(text, len))
		return parse_drop(p, text, len, m, d);
	if (len > 4 && memcmp(text + len - 4, "-off", 4) == 0)
		return parse_off(p, text, len, m, d);
	return NT_NOT_MINE;
}

/* The drops while stones are in hand; then each stone's moves. */
static size_t
hand_generate(const struct notation_position *p, struct notation_move *out)
{
	struct bits	 stones;
	size_t		 n = 0;
	int		 from;

	if (nt_hand_any(p))
		return nt_hand_generate(p, out);
	nt_plain_stones(p, &stones);
	BITS_FOREACH(from, &stones) {
		n += nt_plain_moves_of(p, NULL, from, out + n);
		/* Off the board, one move however it goes. */
		if (nt_off_ok(p, from))
			out[n++] = nt_move_of(from, -1, NOTATION_OFF);
	}
	return n;
}

/* The drops: the empty drop cells, while stones are in hand. */
static uint64_t
hand_count(const struct notation_position *p)
{
	struct bits	 stones;
	uint64_t	 n = 0;
	int		 from, i;

	if (nt_hand_any(p)) {
		if (p->hand[p->side] <= 0)
			return 0;
		for (i = 0; i < BITS_WORDS; i++)
			stones.w[i] = p->rules->drop_cells.w[i] & ~p->occ.w[i];
		return (uint64_t)nt_popcount(&stones);
	}
	nt_plain_stones(p, &stones);
	BITS_FOREACH(from, &stones)
		n += nt_plain_count_of(p, NULL, from) +
		    (uint64_t)nt_off_ok(p, from);
	return n;
}

static int
hand_exists(const struct notation_position *p)
{
	struct bits	 stones;
	int		 from;

	if (nt_hand_any(p))
		return p->hand[p->side] > 0;
	if (nt_plain_exists(p))
		return 1;
	nt_movable(p, &stones);
	BITS_FOREACH(from, &stones)
		if (nt_off_ok(p, from))
			return 1;
	return 0;
}

/*
 * A drop puts a stone from the hand on its cell; a move off the board
 * takes the stone away (spec/rules.md section 17.8).
 */
static int
hand_apply(struct notation_position *p, const struct notation_move *m)
{
	if (m->kind == NOTATION_DROP) {
		p->hash ^= nt_hand_key(p);
		p->hand[p->side]--;
		p->hash ^= nt_hand_key(p);
		nt_position_put(p, m->to, p->side);
		/* It may enclose, never be enclosed (rules.md 17.18). */
		if (p->rules->enclose)
			nt_enclose(p, m->to);
		return 1;
	}
	if (m->kind == NOTATION_OFF) {
		nt_position_take(p, m->from);
		return 1;
	}
	return NT_NOT_MINE;
}

/* A drop is its cell; a move off ends in "off" (spec/moves.md). */
static int
hand_format(const struct notation_position *p, const struct notation_move *m,
    int longform, struct notation_buf *out)
{
	int16_t		 path[NOTATION_MAX_CELLS];
	size_t		 n;
	char		 c[4];

	if (m->kind == NOTATION_DROP) {
		notation_cell_name(p->rules, m->to, c);
		return notation_buf_puts(out, c) ? -1 : 0;
	}
	if (m->kind != NOTATION_OFF)
		return NT_NOT_MINE;
	n = longform ? nt_off_path(p, m->from, path) : 0;
	if (nt_move_write_cells(p->rules, m->from, path, n, '-', out) != 0 ||
	    notation_buf_puts(out, "-off"))
		return -1;
	return 0;
}

static int
hand_landings(const struct notation_position *p,
    const struct notation_move *m, int16_t *path)
{
	if (m->kind == NOTATION_DROP)
		return 0;
	if (m->kind == NOTATION_OFF)
		return (int)nt_off_path(p, m->from, path);
	return NT_NOT_MINE;
}

const struct nt_kind nt_kind_hand = {
	.name = "hand", .hands_only = 1, .parse = nt_hand_parse,
	.generate = hand_generate, .count = hand_count, .exists = hand_exists,
	.apply = hand_apply, .format = hand_format, .landings = hand_landings,
};
