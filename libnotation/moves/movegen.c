/*
 * movegen.c -- the front of move generation: the legal moves of a
 * position, whether one exists, and perft (the leaf count of the move
 * tree, to test all of the moves' code), each asked of the kind that owns
 * the turn (kinds.c).  Calls kinds.c, the kinds' tables and apply.c.
 */
#include "moves/moves.h"

size_t
notation_move_generate(const notation_position *p, struct notation_move *out)
{
	return nt_kind_owner(nt_kinds(p->rules), p)->generate(p, out);
}

int
nt_moves_exist(const struct notation_position *p)
{
	return nt_kind_owner(nt_kinds(p->rules), p)->exists(p);
}

int
nt_moves_exist_hint(const struct notation_position *p, int *hint)
{
	const struct nt_kind	*k = nt_kind_owner(nt_kinds(p->rules), p);

	if (k->exists_from != NULL)
		return k->exists_from(p, hint);
	return k->exists(p);
}

/*
 * The last two plies of perft where the kind of p has count_after(): the
 * positions after its moves that the same kind plays are counted with
 * what it keeps of p (struct nt_last_two), the others as at any last ply.
 * Not made in line into perft(), whose every level would then hold what
 * it keeps on its stack.
 */
NT_NOINLINE
static uint64_t
last_two(const struct nt_kind *const *kinds, const struct nt_kind *k,
    const struct notation_position *p)
{
	struct notation_move	 moves[NOTATION_MAX_MOVES];
	struct notation_position child;
	struct nt_last_two	 b;
	const struct nt_kind	*owner;
	uint64_t		 total = 0;
	size_t			 n, i;

	b.p = p;
	bits_zero(&b.have);
	n = k->generate(p, moves);
	for (i = 0; i < n; i++) {
		child = *p;
		nt_apply(kinds, &child, &moves[i]);
		owner = nt_kind_owner(kinds, &child);
		total += owner == k ? k->count_after(&b, &moves[i], &child) :
		    owner->count(&child);
	}
	return total;
}

/*
 * The kinds are the rule set's throughout the tree, so they are looked up
 * once; at the last ply the moves are counted, not written (bulk
 * counting), and a kind may count the last two plies together.
 */
static uint64_t
perft(const struct nt_kind *const *kinds, const struct notation_position *p,
    int depth)
{
	struct notation_move	 moves[NOTATION_MAX_MOVES];
	struct notation_position child;
	const struct nt_kind	*k = nt_kind_owner(kinds, p);
	uint64_t		 total = 0;
	size_t			 n, i;

	if (depth == 1)
		return k->count(p);
	if (depth == 2 && k->count_after != NULL)
		return last_two(kinds, k, p);
	n = k->generate(p, moves);
	for (i = 0; i < n; i++) {
		child = *p;
		nt_apply(kinds, &child, &moves[i]);
		total += perft(kinds, &child, depth - 1);
	}
	return total;
}

/*
 * Perft counts the leaves of the tree of legal moves, one move per
 * distinct (from, to), ignoring every end of the game: it tests the move
 * generator, not the adjudication (spec/moves.md).
 */
uint64_t
notation_position_perft(const notation_position *p, int depth)
{
	if (depth <= 0)
		return 1;
	return perft(nt_kinds(p->rules), p, depth);
}
