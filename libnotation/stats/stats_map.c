/*
 * stats_map.c -- the tables of the statistics: records of one size under
 * string keys (input names, result texts, breakdown groups, camps), kept
 * in one array with open addressing over their indices, and merged
 * record by record.  They know nothing of what a record means.  And
 * the lists of tags that name a game ("name\0value\0" pairs).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "stats/stats_int.h"


void
nt_stats_table_init(struct table *t, size_t recsize)
{
	memset(t, 0, sizeof(*t));
	t->recsize = recsize;
}

void
nt_stats_table_free(struct table *t, void (*fn)(void *))
{
	size_t	 i;

	for (i = 0; i < t->nrecs; i++) {
		if (fn != NULL)
			fn(t->recs + i * t->recsize);
		free(t->keys[i]);
	}
	free(t->keys);
	free(t->recs);
	free(t->slots);
	nt_stats_table_init(t, t->recsize);
}

void *
nt_stats_table_rec(const struct table *t, size_t i)
{
	return t->recs + i * t->recsize;
}

/*
 * FNV-1a over short keys.  Keys made to collide could slow a table down,
 * never make it wrong.
 */
static size_t
hash_key(const char *s)
{
	uint64_t	 h = 0xcbf29ce484222325ULL;

	for (; *s != '\0'; s++) {
		h ^= (unsigned char)*s;
		h *= 0x100000001b3ULL;
	}
	return (size_t)(h ^ (h >> 32));
}

static size_t
table_slot(const struct table *t, const char *key)
{
	size_t	 i = hash_key(key) & (t->nslots - 1);

	while (t->slots[i] != 0 && strcmp(t->keys[t->slots[i] - 1], key) != 0)
		i = (i + 1) & (t->nslots - 1);
	return i;
}

void *
nt_stats_table_find(const struct table *t, const char *key)
{
	size_t	 i;

	if (t->nslots == 0)
		return NULL;
	i = table_slot(t, key);
	return t->slots[i] == 0 ? NULL : nt_stats_table_rec(t, t->slots[i] - 1);
}

/* Twice the slots whenever half are taken, so that probes stay short. */
static int
table_grow(struct table *t)
{
	size_t	*slots, n, i, j;

	n = t->nslots != 0 ? t->nslots * 2 : 16;
	if ((slots = calloc(n, sizeof(*slots))) == NULL)
		return -1;
	for (i = 0; i < t->nrecs; i++) {
		j = hash_key(t->keys[i]) & (n - 1);
		while (slots[j] != 0)
			j = (j + 1) & (n - 1);
		slots[j] = i + 1;
	}
	free(t->slots);
	t->slots = slots;
	t->nslots = n;
	return 0;
}

/* The record of key, made all zero when new; NULL when memory ran out. */
void *
nt_stats_table_get(struct table *t, const char *key, int *fresh)
{
	char	**keys, *recs, *k;
	size_t	  i, n;
	void	 *rec;

	if (fresh != NULL)
		*fresh = 0;
	if ((rec = nt_stats_table_find(t, key)) != NULL)
		return rec;
	if ((t->nrecs + 1) * 2 > t->nslots && table_grow(t) == -1)
		return NULL;
	if (t->nrecs == t->cap) {
		n = t->cap != 0 ? t->cap * 2 : 8;
		if ((keys = realloc(t->keys, n * sizeof(*keys))) == NULL)
			return NULL;
		t->keys = keys;
		if ((recs = realloc(t->recs, n * t->recsize)) == NULL)
			return NULL;
		t->recs = recs;
		t->cap = n;
	}
	if ((k = strdup(key)) == NULL)
		return NULL;
	i = table_slot(t, key);
	t->keys[t->nrecs] = k;
	rec = nt_stats_table_rec(t, t->nrecs);
	memset(rec, 0, t->recsize);
	t->slots[i] = ++t->nrecs;
	if (fresh != NULL)
		*fresh = 1;
	return rec;
}

/* The records in the order of cmp, in an array the caller frees. */
struct ent *
nt_stats_table_sorted(const struct table *t,
    int (*cmp)(const void *, const void *))
{
	struct ent	*e;
	size_t		 i;

	if ((e = calloc(t->nrecs + 1, sizeof(*e))) == NULL)
		return NULL;
	for (i = 0; i < t->nrecs; i++) {
		e[i].key = t->keys[i];
		e[i].rec = nt_stats_table_rec(t, i);
	}
	qsort(e, t->nrecs, sizeof(*e), cmp);
	return e;
}

/* Byte order of the keys, the same on every machine. */
int
nt_stats_by_key(const void *a, const void *b)
{
	return strcmp(((const struct ent *)a)->key,
	    ((const struct ent *)b)->key);
}
/* Adds n to the count of key in a table of uint64_t counts. */
int
nt_stats_count_add(struct table *t, const char *key, uint64_t n)
{
	uint64_t	*c;

	if ((c = nt_stats_table_get(t, key, NULL)) == NULL)
		return -1;
	*c += n;
	return 0;
}

/*
 * Merge table src into dst record by record: add() adds each record of
 * src to dst's record of the same key, which is made (zeroed) when dst
 * has none; fresh says so.
 */
int
nt_stats_table_merge(struct table *dst, const struct table *src,
    int (*add)(void *, const void *, int fresh))
{
	void	*k;
	size_t	 i;
	int	 fresh;

	for (i = 0; i < src->nrecs; i++)
		if ((k = nt_stats_table_get(dst, src->keys[i], &fresh)) == NULL ||
		    add(k, nt_stats_table_rec(src, i), fresh) == -1)
			return -1;
	return 0;
}
static int
count_merge(void *dst, const void *src, int fresh)
{
	(void)fresh;
	*(uint64_t *)dst += *(const uint64_t *)src;
	return 0;
}

int
nt_stats_counts_merge(struct table *dst, const struct table *src)
{
	return nt_stats_table_merge(dst, src, count_merge);
}

uint64_t
nt_stats_counts_total(const struct table *t)
{
	uint64_t	 n = 0;
	size_t		 i;

	for (i = 0; i < t->nrecs; i++)
		n += *(const uint64_t *)nt_stats_table_rec(t, i);
	return n;
}

/* ------------------------------------------------------------------ */
/* Lists of tags: "name\0value\0" pairs in one buffer.                */

int
nt_stats_tags_next(const struct notation_buf *b, size_t *at, const char **name,
    const char **value)
{
	if (*at >= b->len)
		return 0;
	*name = b->data + *at;
	*at += strlen(*name) + 1;
	*value = b->data + *at;
	*at += strlen(*value) + 1;
	return 1;
}

int
nt_stats_tags_cmp(const struct notation_buf *a, const struct notation_buf *b)
{
	const char	*an, *av, *bn, *bv;
	size_t		 i = 0, j = 0;
	int		 ma, mb, k;

	for (;;) {
		ma = nt_stats_tags_next(a, &i, &an, &av);
		mb = nt_stats_tags_next(b, &j, &bn, &bv);
		if (!ma || !mb)
			return ma - mb;
		if ((k = strcmp(an, bn)) != 0 || (k = strcmp(av, bv)) != 0)
			return k;
	}
}

int
nt_stats_tags_put(struct notation_buf *b, const char *name, const char *value)
{
	if (notation_buf_put(b, name, strlen(name) + 1) == -1 ||
	    notation_buf_put(b, value, strlen(value) + 1) == -1)
		return -1;
	return 0;
}
