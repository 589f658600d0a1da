/*
 * stats_chart_rsets.c -- the charts of the figures by rule set
 * (spec/statistics.md, "Charts"): the results and the ends of each rule
 * set's games, stacked, and the most frequent openings of each.  Made
 * as rows of bars (stats_chart.c), drawn with the others (stats_svg.c).
 */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stats/stats_int.h"

#define OPEN_RSETS	12	/* rule sets in a chart of openings */

/*
 * The rule sets in their order (most games first) that have something
 * to draw (has()), the first 'most' of them in *shown; a caption line
 * for the others, "N more rule sets hold M games" (their figure n()).
 */
static struct ent *
rsets_shown(struct chart *c, const notation_stats *st, size_t most,
    uint64_t (*n)(const struct rset *), const char *what, size_t *shown)
{
	struct ent	*e;
	char		 line[128];
	uint64_t	 rest = 0;
	size_t		 i, k, more = 0;

	if ((e = nt_stats_table_sorted(&st->rsets, nt_stats_by_rset)) ==
	    NULL) {
		c->failed = 1;
		return NULL;
	}
	for (i = k = 0; i < st->rsets.nrecs; i++) {
		if (n(e[i].rec) == 0)
			continue;
		if (k < most)
			e[k++] = e[i];
		else {
			rest += n(e[i].rec);
			more++;
		}
	}
	if (more > 0) {
		snprintf(line, sizeof(line), "%zu more rule set%s hold%s %"
		    PRIu64 " %s", more, more == 1 ? "" : "s",
		    more == 1 ? "s" : "", rest, what);
		nt_chart_caption(c, line);
	}
	*shown = k;
	return e;
}

static uint64_t
rset_games(const struct rset *r)
{
	return r->games;
}

static uint64_t
rset_valid(const struct rset *r)
{
	return r->valid;
}

static uint64_t
rset_opened(const struct rset *r)
{
	return r->opened;
}

/* A row per rule set, its games stacked by result. */
void
nt_chart_results_by_rset(struct chart *c, const notation_stats *st)
{
	const struct rset	*r;
	struct ent		*e;
	struct row		*row;
	size_t			 i, shown;

	snprintf(c->title, sizeof(c->title), "Results by rule set");
	nt_chart_caption(c, "every game under the rule set it was read "
	    "under (an unknown one as its Variant tag names it), the most "
	    "games first, cut into the results its records give");
	for (i = 0; i < st->rsets.nrecs; i++) {
		r = nt_stats_table_rec(&st->rsets, i);
		if (nt_stats_counts_merge(&c->res, &r->results) == -1)
			c->failed = 1;
	}
	nt_chart_series(c);
	if (c->failed || (e = rsets_shown(c, st, MAX_GROUPS, rset_games,
	    "games", &shown)) == NULL)
		return;
	for (i = 0; i < shown; i++) {
		r = e[i].rec;
		if ((row = nt_chart_row(c, e[i].key)) == NULL)
			break;
		nt_chart_stack(c, row, &r->results);
		nt_stats_fmt_u64(row->value, sizeof(row->value), r->games);
		snprintf(row->note, sizeof(row->note), "%s game%s", row->value,
		    r->games == 1 ? "" : "s");
	}
	free(e);
}

/* A row per rule set with valid games, stacked by how they ended. */
void
nt_chart_reasons_by_rset(struct chart *c, const notation_stats *st)
{
	const struct rset	*r;
	struct ent		*e;
	struct row		*row;
	uint64_t		 ends[END__MAX];
	size_t			 i, j, k, shown, series[END__MAX];
	int			 end;

	snprintf(c->title, sizeof(c->title), "How the valid games ended, "
	    "by rule set");
	nt_chart_caption(c, "each rule set's valid games, the most games "
	    "first, cut into their ends; ends never seen are left out");
	memset(ends, 0, sizeof(ends));
	for (i = 0; i < st->rsets.nrecs; i++) {
		r = nt_stats_table_rec(&st->rsets, i);
		for (j = 0; j < END__MAX; j++)
			ends[j] += r->ends[j];
	}
	/* The series: the ends seen, in the partial's order. */
	for (i = 0, k = 0; i < END__MAX; i++) {
		end = nt_stats_end_at(i);
		if (ends[end] == 0)
			continue;
		series[c->nleg] = (size_t)end;
		c->leg[c->nleg] = nt_stats_end_name(end);
		c->legc[c->nleg++] = end == END_UNFINISHED ? NO_RESULT :
		    nt_chart_colour(k++);
	}
	if ((e = rsets_shown(c, st, MAX_GROUPS, rset_valid, "valid games",
	    &shown)) == NULL)
		return;
	for (i = 0; i < shown; i++) {
		r = e[i].rec;
		if ((row = nt_chart_row(c, e[i].key)) == NULL)
			break;
		for (j = 0; j < c->nleg; j++)
			if (r->ends[series[j]] > 0)
				nt_chart_seg(c, row, c->leg[j],
				    r->ends[series[j]], NULL, 0, c->legc[j]);
		nt_stats_fmt_u64(row->value, sizeof(row->value), r->valid);
		snprintf(row->note, sizeof(row->note), "%s valid game%s",
		    row->value, r->valid == 1 ? "" : "s");
	}
	free(e);
}

/*
 * The most frequent openings of each rule set (two: the first two
 * moves, else the first), a row "rule set: moves" each, in the rule
 * set's colour.
 */
static void
openings(struct chart *c, const notation_stats *st, int two)
{
	const struct rset	*r;
	const struct table	*t;
	struct notation_buf	 key = NOTATION_BUF_INIT;
	struct ent		*e, *o;
	struct row		*row;
	char			 line[160];
	size_t			 i, j, shown;

	snprintf(c->title, sizeof(c->title), "Openings: the first %s of the "
	    "valid games, by rule set", two ? "two moves" : "move");
	snprintf(line, sizeof(line), "the games from the rule set's "
	    "start position; each rule set's %d most frequent, ties in the "
	    "byte order of the moves", TOP_OPENINGS);
	nt_chart_caption(c, line);
	if ((e = rsets_shown(c, st, OPEN_RSETS, rset_opened,
	    "such games", &shown)) == NULL)
		return;
	for (i = 0; i < shown; i++, c->nleg++) {
		c->leg[c->nleg] = e[i].key;
		c->legc[c->nleg] = nt_chart_colour(i);
	}
	for (i = 0; i < shown && !c->failed; i++) {
		r = e[i].rec;
		t = two ? &r->two : &r->first;
		if ((o = nt_stats_table_sorted(t, nt_stats_by_count)) == NULL) {
			c->failed = 1;
			break;
		}
		for (j = 0; j < t->nrecs && j < TOP_OPENINGS; j++) {
			notation_buf_reset(&key);
			if (notation_buf_printf(&key, "%s: %s", e[i].key,
			    o[j].key) == -1 ||
			    (row = nt_chart_row_own(c, key.data)) == NULL) {
				c->failed = 1;
				break;
			}
			nt_chart_seg(c, row, NULL, *(const uint64_t *)o[j].rec,
			    NULL, 0, c->legc[i]);
			nt_stats_fmt_u64(row->value, sizeof(row->value),
			    *(const uint64_t *)o[j].rec);
			snprintf(row->note, sizeof(row->note), "%s of %" PRIu64
			    " game%s", row->value, r->opened,
			    r->opened == 1 ? "" : "s");
		}
		free(o);
	}
	notation_buf_free(&key);
	free(e);
}

void
nt_chart_openings(struct chart *c, const notation_stats *st)
{
	openings(c, st, 0);
}

void
nt_chart_openings_two(struct chart *c, const notation_stats *st)
{
	openings(c, st, 1);
}
