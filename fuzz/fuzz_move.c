/*
 * fuzz_move.c -- move text (spec/moves.md): notation_move_parse and
 * notation_move_format, checked against the move generator.
 *
 * The input's first byte picks a start position: one of a few fixed
 * middle-game positions with long jump chains (0 to 3), or the start of a
 * built-in rule set (4 the default, 5 corners-8x8, then the others).  The
 * rest is move text, one move per blank-separated token, each tried in the
 * position the legal ones before it have made.  For every token:
 *  - parsing ends in a move or a diagnostic naming syntax or illegality;
 *  - a move that parses is one the generator lists (the parser and the
 *    generator are two roads to the same set of legal moves);
 *  - a two-cell move the generator lists is never refused;
 *  - a legal move written in short and in long form parses back to the
 *    same move, the long form hop by hop;
 *  - the position it makes survives a position string round trip.
 */
#include <string.h>

#include "fuzz.h"

#ifndef FUZZ_ENTRY
#define FUZZ_ENTRY	LLVMFuzzerTestOneInput
#endif

#define MOVE_TOKENS	64	/* tokens tried per input */

int	FUZZ_ENTRY(const uint8_t *data, size_t size);

/* Positions worth moving in besides the built-in starts. */
static const char *const move_fixed[] = {
	/* A game of halma-10x10 at move 16, every kind of move about. */
	"halma-10x10 w:j1,g2,h3,e4,f4,h5,j5,h6,j6,a7,b7,e8,a9,b9,c9 "
	"b:h1,i1,i2,d3,f3,c4,d4,i4,a6,b6,f6,c7,c8,f8,e10 w 16",
	/* A lattice of stones for a1 to jump through in many ways. */
	"halma-10x10 w:a1,j2,j3,j4,j5,j6,j7,j8,j9,j10,i10,h10,g10,f10,e10 "
	"b:b2,d2,f2,h2,b4,d4,f4,h4,b6,d6,f6,h6,b8,d8,f8 w 30",
	/* The same lattice with Black to move, past the camp rule's move. */
	"halma-10x10 w:b2,d2,f2,h2,b4,d4,f4,h4,b6,d6,f6,h6,b8,d8,f8 "
	"b:a1,j2,j3,j4,j5,j6,j7,j8,j9,j10,i10,h10,g10,f10,e10 b 70",
	/* Corners on 8x8, orthogonal moves only, in the middle game. */
	"corners-8x8 w:a1,b1,f2,h2,b3,c3,g3,e4,h4,f5 "
	"b:c2,e3,c4,f4,d5,a7,c7,b8,e8,f8 w 13",
};

#define MOVE_NFIXED	(sizeof(move_fixed) / sizeof(move_fixed[0]))

/*
 * The fixed positions come first, so that a saved input keeps meaning the
 * same position when built-in rule sets are added.
 */
static notation_position *
move_start(unsigned pick)
{
	struct notation_diag	 d;
	const notation_rules	*r;
	notation_position	*p;
	const char		*name;
	size_t			 nbuiltin, i;

	for (nbuiltin = 0; notation_rules_builtin_name(nbuiltin) != NULL;
	    nbuiltin++)
		continue;
	i = pick % (MOVE_NFIXED + nbuiltin);
	notation_diag_clear(&d);
	if (i < MOVE_NFIXED) {
		if (notation_position_parse(fuzz_catalog(), move_fixed[i],
		    strlen(move_fixed[i]), &p, &d) != 0)
			fuzz_fail("fixed position %zu: column %lu: %s", i,
			    d.column, d.message);
		return p;
	}
	name = notation_rules_builtin_name(i - MOVE_NFIXED);
	if ((r = notation_catalog_find(fuzz_catalog(), name, &d)) == NULL)
		fuzz_fail("built-in %s: %s", name, d.message);
	if ((p = notation_position_new(r)) == NULL)
		fuzz_fail("position_new failed");
	return p;
}

/* The cells of "X-Y" when text is exactly two cell names, else -1. */
static int
move_two_cells(const notation_position *p, const char *text, size_t len,
    int *from, int *to)
{
	const notation_rules	*r = notation_position_rules(p);
	const char		*dash;

	if ((dash = memchr(text, '-', len)) == NULL ||
	    memchr(dash + 1, '-', len - (size_t)(dash + 1 - text)) != NULL)
		return -1;
	*from = notation_cell_parse(r, text, (size_t)(dash - text));
	*to = notation_cell_parse(r, dash + 1, len - (size_t)(dash + 1 - text));
	return *from >= 0 && *to >= 0 ? 0 : -1;
}

/* How many generated moves go from 'from' to 'to'. */
static size_t
move_count(const struct notation_move *list, size_t n, int from, int to)
{
	size_t	 i, c;

	for (i = 0, c = 0; i < n; i++)
		c += list[i].from == from && list[i].to == to;
	return c;
}

static const struct notation_move *
move_listed(const struct notation_move *list, size_t n, int from, int to)
{
	size_t	 i;

	for (i = 0; i < n; i++)
		if (list[i].from == from && list[i].to == to)
			return &list[i];
	return NULL;
}

/* Write m in one form and read it back: the same move must come out. */
static void
move_round_trip(const notation_position *p, const struct notation_move *m,
    int longform)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	struct notation_diag	 d;
	struct notation_move	 back;
	size_t			 i, dashes;

	if (notation_move_format(p, m, longform, &b) != 0)
		fuzz_fail("move_format failed");
	notation_diag_clear(&d);
	if (notation_move_parse(p, b.data, b.len, &back, &d) != 0)
		fuzz_fail("'%s' was written but does not parse: %s", b.data,
		    d.message);
	if (back.from != m->from || back.to != m->to)
		fuzz_fail("'%s' parses to another move", b.data);
	/* A chain of two or more hops is written hop by hop. */
	for (i = 0, dashes = 0; i < b.len; i++)
		dashes += b.data[i] == '-';
	if (dashes > 1 && back.hops != (dashes > 255 ? 255 : dashes))
		fuzz_fail("'%s' parses with %d hops", b.data, back.hops);
	notation_buf_free(&b);
}

/*
 * The position a move made must survive its position string: that is how
 * a tool hands a position reached in play to another (halma-fen).
 */
static void
move_position_round_trip(const notation_position *p)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	struct notation_diag	 d;
	notation_position	*q;

	/*
	 * Moves made here go on past the end of a game, so two players may
	 * both have finished: a position no string may hold.
	 */
	if (notation_position_check(p, NULL) != 0)
		return;
	if (notation_position_format(p, &b) != 0)
		fuzz_fail("position_format failed");
	notation_diag_clear(&d);
	if (notation_position_parse(fuzz_catalog(), b.data, b.len, &q,
	    &d) != 0)
		fuzz_fail("'%s', reached by moves, does not parse: %s", b.data,
		    d.message);
	if (!notation_position_equal(p, q) ||
	    notation_position_move_number(p) !=
	    notation_position_move_number(q))
		fuzz_fail("'%s' parses to another position", b.data);
	notation_position_free(q);
	notation_buf_free(&b);
}

static void
move_try(notation_position *p, const char *text, size_t len)
{
	static struct notation_move	 list[NOTATION_MAX_MOVES];
	const struct notation_move	*g;
	struct notation_move		 m;
	struct notation_diag		 d;
	size_t				 n;
	uint64_t			 hash = notation_position_hash(p);
	int				 rc, from, to, side;

	notation_diag_clear(&d);
	memset(&m, 0, sizeof(m));
	rc = notation_move_parse(p, text, len, &m, &d);
	if (notation_position_hash(p) != hash)
		fuzz_fail("move_parse changed the position");
	/* The generator runs only when its answer is needed: it is slow. */
	if (rc != 0) {
		if (rc != NOTATION_SYNTAX && rc != NOTATION_ILLEGAL_MOVE)
			fuzz_fail("move_parse returned %d", rc);
		if ((int)d.code != rc || d.message[0] == '\0')
			fuzz_fail("move_parse failed without a diagnostic");
		if (rc == NOTATION_ILLEGAL_MOVE &&
		    move_two_cells(p, text, len, &from, &to) == 0) {
			/*
			 * Two chains between the same cells that capture
			 * different stones make the short form ambiguous:
			 * refused, as spec/moves.md says ("Capture chains").
			 */
			n = notation_move_generate(p, list);
			if (move_count(list, n, from, to) == 1)
				fuzz_fail("'%.*s' is generated but refused: %s",
				    (int)len, text, d.message);
		}
		return;
	}
	if (m.kind == NOTATION_PASS || m.kind == NOTATION_ROLL) {
		/*
		 * A pass (spec/moves.md) hands the turn on and a roll of the
		 * dice ("Dice") starts one: neither is generated, neither
		 * moves a stone, both change the position.
		 */
		hash = notation_position_hash(p);
		notation_position_apply(p, &m);
		if (notation_position_hash(p) == hash)
			fuzz_fail("a %s did not change the position",
			    m.kind == NOTATION_PASS ? "pass" : "roll");
		move_position_round_trip(p);
		return;
	}
	n = notation_move_generate(p, list);
	if ((g = move_listed(list, n, m.from, m.to)) == NULL)
		fuzz_fail("'%.*s' parses but is not generated", (int)len, text);
	if (m.hops == 0 && m.kind != g->kind)
		fuzz_fail("'%.*s': parsed as kind %d, generated as %d",
		    (int)len, text, m.kind, g->kind);
	move_round_trip(p, &m, 0);
	move_round_trip(p, &m, 1);
	/*
	 * A drop puts a stone of the mover on its cell, a move off the
	 * board takes the stone away (spec/moves.md, "Drops and moves off
	 * the board").
	 */
	if (m.kind == NOTATION_DROP || m.kind == NOTATION_OFF) {
		side = m.kind == NOTATION_DROP ? notation_position_side(p) : -1;
		from = m.kind == NOTATION_DROP ? m.to : m.from;
		notation_position_apply(p, &m);
		if (notation_position_at(p, from) != side)
			fuzz_fail("applying '%.*s' did not drop or take off "
			    "the stone", (int)len, text);
		move_position_round_trip(p);
		return;
	}
	/*
	 * The stone moved is the mover's, or one of its colours' (spec/rules.md
	 * 12.8): whoever stood on the start cell stands on the end cell.
	 */
	side = notation_position_at(p, m.from);
	notation_position_apply(p, &m);
	if (side < 0 || notation_position_at(p, m.to) != side ||
	    (m.from != m.to && notation_position_at(p, m.from) != -1))
		fuzz_fail("applying '%.*s' did not move the stone",
		    (int)len, text);
	move_position_round_trip(p);
}

int
FUZZ_ENTRY(const uint8_t *data, size_t size)
{
	notation_position	*p;
	const char		*s = (const char *)data;
	size_t			 i, j, ntok = 0;

	if (size == 0)
		return 0;
	p = move_start(data[0]);
	for (i = 1; i < size && ntok < MOVE_TOKENS; i = j) {
		while (i < size && (s[i] == ' ' || s[i] == '\n'))
			i++;
		for (j = i; j < size && s[j] != ' ' && s[j] != '\n'; j++)
			continue;
		if (j > i) {
			move_try(p, s + i, j - i);
			ntok++;
		}
	}
	notation_position_free(p);
	return 0;
}
