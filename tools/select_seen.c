/*
 * select_seen.c -- halma-select's memory of the games it has seen, for
 * --unique and --duplicates (tools/select.h): a 128-bit hash of a game's
 * rule set, start and moves, and a set of such hashes; never a record.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "select.h"

static uint64_t
fmix(uint64_t k)
{
	k ^= k >> 33;
	k *= 0xff51afd7ed558ccdULL;
	k ^= k >> 33;
	k *= 0xc4ceb9fe1a85ec53ULL;
	k ^= k >> 33;
	return k;
}

void
h_init(struct h128 *h)
{
	h->a = 0x243f6a8885a308d3ULL;
	h->b = 0x13198a2e03707344ULL;
}

/* Two lanes that see each word differently, each a chain of bijections. */
void
h_word(struct h128 *h, uint64_t w)
{
	h->a = fmix(h->a ^ w) + 0x9e3779b97f4a7c15ULL;
	h->b = fmix(h->b + ((w << 29) | (w >> 35)) + 0xa4093822299f31d0ULL);
}

void
h_bytes(struct h128 *h, const char *s, size_t len)
{
	uint64_t	 w;
	size_t		 i, k;

	h_word(h, len);
	for (i = 0; i < len; i += 8) {
		w = 0;
		for (k = 0; k < 8 && i + k < len; k++)
			w |= (uint64_t)(unsigned char)s[i + k] << (8 * k);
		h_word(h, w);
	}
}

/*
 * A move of the game g (as it stands after it): its pair of cells, or
 * its text when m is NULL (not replayed); a roll by its dice; a capture
 * chain also by the position it leaves, as chains between the same two
 * cells may take different stones (spec/select.md, "The same game").
 */
void
h_move(struct h128 *h, const notation_game *g, const struct notation_move *m,
    const char *text, size_t len)
{
	if (m == NULL) {
		h_word(h, (uint64_t)2 << 40);
		h_bytes(h, text, len);
		return;
	}
	h_word(h, (uint64_t)1 << 40 | (uint64_t)(uint16_t)m->from << 16 |
	    (uint16_t)m->to | (m->kind == NOTATION_ROLL ?
	    (uint64_t)m->hops << 32 : 0));
	if (m->chain > 0)
		h_word(h, notation_position_hash(notation_game_position(g)));
}


/* Add h; 1 if it was there already, 0 if new. */
int
seen_add(struct seen *s, struct h128 h)
{
	struct h128	*ns, *old;
	size_t		 i, j, oc;

	if (h.a == 0 && h.b == 0)
		h.a = 1;	/* all zero marks an empty slot */
	if (2 * (s->n + 1) > s->cap) {
		oc = s->cap;
		old = s->slot;
		s->cap = oc ? oc * 2 : 1024;
		if ((ns = calloc(s->cap, sizeof(*ns))) == NULL)
			tool_oom();
		for (i = 0; i < oc; i++) {
			if (old[i].a == 0 && old[i].b == 0)
				continue;
			for (j = old[i].a & (s->cap - 1); ns[j].a || ns[j].b;
			    j = (j + 1) & (s->cap - 1))
				continue;
			ns[j] = old[i];
		}
		free(old);
		s->slot = ns;
	}
	for (i = h.a & (s->cap - 1); s->slot[i].a || s->slot[i].b;
	    i = (i + 1) & (s->cap - 1))
		if (s->slot[i].a == h.a && s->slot[i].b == h.b)
			return 1;
	s->slot[i] = h;
	s->n++;
	return 0;
}
