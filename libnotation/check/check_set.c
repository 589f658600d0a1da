/*
 * check_set.c -- a checker made, set and freed, and its tags asked for:
 * what the pipeline (check.c) only reads.
 */
#include <stdlib.h>
#include <string.h>

#include "check/check.h"

notation_checker *
notation_checker_new(notation_catalog *cat, const notation_rules *defrules)
{
	notation_checker	*c;

	if ((c = calloc(1, sizeof(*c))) == NULL)
		return NULL;
	c->cat = cat;
	/*
	 * Without a default, games without a Variant tag get the
	 * catalog's default rule set; without either they are refused
	 * (nt_check_resolve()).
	 */
	if (defrules == NULL && cat != NULL)
		defrules = notation_catalog_find(cat, NOTATION_DEFAULT_VARIANT,
		    NULL);
	c->defrules = defrules;
	c->replay = 1;
	return c;
}

void
notation_checker_free(notation_checker *c)
{
	size_t	 i;

	if (c == NULL)
		return;
	for (i = 0; i < c->ncache; i++)
		notation_game_free(c->cache[i]);
	notation_buf_free(&c->arena);
	notation_buf_free(&c->variant);
	notation_buf_free(&c->gametype);
	notation_buf_free(&c->fen);
	notation_buf_free(&c->result_tag);
	notation_buf_free(&c->result);
	free(c->reps);
	free(c);
}

void
notation_checker_set_ply_fn(notation_checker *c, notation_ply_fn fn, void *arg)
{
	c->plyfn = fn;
	c->plyarg = arg;
}

void
notation_checker_set_move_fn(notation_checker *c, notation_move_fn fn,
    void *arg)
{
	c->movefn = fn;
	c->movearg = arg;
}

void
notation_checker_set_event_fn(notation_checker *c, notation_event_fn fn,
    void *arg)
{
	c->evfn = fn;
	c->evarg = arg;
}

void
nt_checker_swap_hooks(notation_checker *c, struct nt_check_hooks *h)
{
	struct nt_check_hooks	 mine;

	mine.ply = c->plyfn;
	mine.plyarg = c->plyarg;
	mine.ev = c->evfn;
	mine.evarg = c->evarg;
	mine.copy = c->copy;
	c->plyfn = h->ply;
	c->plyarg = h->plyarg;
	c->evfn = h->ev;
	c->evarg = h->evarg;
	c->copy = h->copy;
	*h = mine;
}

void
notation_checker_set_replay(notation_checker *c, int on)
{
	c->replay = on;
}

void
notation_checker_set_copy(notation_checker *c, int on)
{
	c->copy = on;
}

/*
 * The first tag of the name wins, as in the statistics.  Past the
 * bound, the Variant, FEN and Result tags are still known: the checker
 * keeps them apart to resolve and judge the game.
 */
const char *
notation_checker_tag(const notation_checker *c, const char *name)
{
	const char	*n, *v;
	size_t		 at = 0;

	while (at < c->arena.len) {
		n = c->arena.data + at;
		at += strlen(n) + 1;
		v = c->arena.data + at;
		at += strlen(v) + 1;
		if (strcmp(n, name) == 0)
			return v;
	}
	if (!c->tags_cut)
		return NULL;
	if (c->has_variant && strcmp(name, "Variant") == 0)
		return c->variant.data;
	if (c->has_fen && strcmp(name, "FEN") == 0)
		return c->fen.data;
	if (c->has_result_tag && strcmp(name, "Result") == 0)
		return c->result_tag.data;
	return NULL;
}
