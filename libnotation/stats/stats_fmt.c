/*
 * stats_fmt.c -- what every output of the statistics writes alike, and
 * the reader of partials reads back: numbers, the names of views, codes
 * and ends, and the orders in which records are written.
 */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "stats/stats_int.h"

const char *const nt_stats_views[VIEW__MAX] = { "win", "draw", "loss", "*" };


void
nt_stats_fmt_u64(char *buf, size_t size, uint64_t v)
{
	snprintf(buf, size, "%" PRIu64, v);
}

void
nt_stats_fmt_title(char *buf, size_t size, const notation_stats *st)
{
	snprintf(buf, size, "Statistics of %" PRIu64 " game%s", st->games,
	    st->games == 1 ? "" : "s");
}

/* A mean with two decimals, "null" when there is nothing to average. */
void
nt_stats_fmt_mean(char *buf, size_t size, uint64_t sum, uint64_t n)
{
	if (n == 0)
		snprintf(buf, size, "null");
	else
		snprintf(buf, size, "%.2f", (double)sum / (double)n);
}

const char *
nt_stats_code_name(size_t i)
{
	return notation_code_name((enum notation_code)i);
}

const char *
nt_stats_end_name(int end)
{
	if (end == END_NONE)
		return "none";
	if (end == END_UNFINISHED)
		return "unfinished";
	return notation_reason_name((enum notation_reason)end);
}

/* The ends in the order they are written: the rules' first. */
int
nt_stats_end_at(size_t i)
{
	if (i + 1 < NOTATION_REASON_COUNT)
		return (int)i + 1;
	return i + 1 == NOTATION_REASON_COUNT ? END_NONE : END_UNFINISHED;
}

/* Camps in turn order, then by name. */
int
nt_stats_by_turn(const void *a, const void *b)
{
	const struct ent	*x = a, *y = b;
	const struct camp	*p = x->rec, *q = y->rec;

	if (p->turn != q->turn)
		return p->turn < q->turn ? -1 : 1;
	return strcmp(x->key, y->key);
}

/* Groups with the most games first, then by key. */
int
nt_stats_by_games(const void *a, const void *b)
{
	const struct ent	*x = a, *y = b;
	const struct group	*p = x->rec, *q = y->rec;

	if (p->games != q->games)
		return p->games > q->games ? -1 : 1;
	return strcmp(x->key, y->key);
}

/* Rule sets with the most games first, then by name. */
int
nt_stats_by_rset(const void *a, const void *b)
{
	const struct ent	*x = a, *y = b;
	const struct rset	*p = x->rec, *q = y->rec;

	if (p->games != q->games)
		return p->games > q->games ? -1 : 1;
	return strcmp(x->key, y->key);
}

/* Counts, the largest first, then by key in byte order. */
int
nt_stats_by_count(const void *a, const void *b)
{
	const struct ent	*x = a, *y = b;
	uint64_t		 p = *(const uint64_t *)x->rec;
	uint64_t		 q = *(const uint64_t *)y->rec;

	if (p != q)
		return p > q ? -1 : 1;
	return strcmp(x->key, y->key);
}
