/*
 * stats_csv.c -- statistics as CSV rows of figure, group, item, value
 * (spec/statistics.md, "Formats").
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stats/stats_int.h"

static int
csv_field(struct notation_buf *out, const char *s)
{
	int	 rc = 0;

	if (strpbrk(s, ",\"\r\n") == NULL && *s != ' ' &&
	    (*s == '\0' || s[strlen(s) - 1] != ' '))
		return notation_buf_puts(out, s);
	rc |= notation_buf_putc(out, '"');
	for (; *s != '\0'; s++) {
		if (*s == '"')
			rc |= notation_buf_putc(out, '"');
		rc |= notation_buf_putc(out, *s);
	}
	return rc | notation_buf_putc(out, '"');
}

/*
 * One row.  The fields are written one statement each: the operands of
 * '|' may be evaluated in any order, and these write in sequence.
 */
static int
csv_row(struct notation_buf *out, const char *figure, const char *group,
    const char *item, const char *value)
{
	const char	*f[4] = { figure, group, item, value };
	size_t		 i;
	int		 rc = 0;

	for (i = 0; i < 4; i++) {
		rc |= csv_field(out, f[i]);
		rc |= notation_buf_putc(out, i < 3 ? ',' : '\n');
	}
	return rc;
}

static int
csv_u64(struct notation_buf *out, const char *figure, const char *group,
    const char *item, uint64_t v)
{
	char	 buf[32];

	nt_stats_fmt_u64(buf, sizeof(buf), v);
	return csv_row(out, figure, group, item, buf);
}

/* An empty value for a minimum, maximum or mean of nothing. */
static int
csv_opt(struct notation_buf *out, const char *figure, const char *group,
    const char *item, uint64_t v, int set)
{
	return set ? csv_u64(out, figure, group, item, v) :
	    csv_row(out, figure, group, item, "");
}

static int
csv_mean(struct notation_buf *out, const char *figure, const char *group,
    const char *item, uint64_t sum, uint64_t n)
{
	char	 buf[64];

	if (n == 0)
		return csv_row(out, figure, group, item, "");
	nt_stats_fmt_mean(buf, sizeof(buf), sum, n);
	return csv_row(out, figure, group, item, buf);
}

/* A range after its count: its sum, least, most and mean. */
static int
csv_range(struct notation_buf *out, const char *figure, const char *group,
    const struct range *r)
{
	int	 rc;

	rc = csv_u64(out, figure, group, "sum", r->sum);
	rc |= csv_opt(out, figure, group, "min", r->min, r->n > 0);
	rc |= csv_opt(out, figure, group, "max", r->max, r->n > 0);
	return rc | csv_mean(out, figure, group, "mean", r->sum, r->n);
}

static int
csv_counts(struct notation_buf *out, const char *figure, const char *group,
    const char *pre, const struct table *t)
{
	struct notation_buf	 item = NOTATION_BUF_INIT;
	struct ent		*e;
	size_t			 i;
	int			 rc = 0;

	if ((e = nt_stats_table_sorted(t, nt_stats_by_key)) == NULL)
		return -1;
	for (i = 0; i < t->nrecs; i++) {
		notation_buf_reset(&item);
		rc |= notation_buf_puts(&item, pre);
		rc |= notation_buf_puts(&item, e[i].key);
		if (rc == 0)
			rc |= csv_u64(out, figure, group, item.data,
			    *(const uint64_t *)e[i].rec);
	}
	free(e);
	notation_buf_free(&item);
	return rc;
}

static int
csv_play(const notation_stats *st, struct notation_buf *out)
{
	const struct camp	*k;
	struct ent		*e;
	const char		*name, *value;
	char			 item[64];
	size_t			 i, at;
	int			 rc = 0, end;

	for (i = 0; i < END__MAX; i++) {
		end = nt_stats_end_at(i);
		rc |= csv_u64(out, "reasons", "", nt_stats_end_name(end),
		    st->ends[end]);
	}
	rc |= csv_u64(out, "length", "", "games", st->len.n);
	rc |= csv_range(out, "length", "", &st->len);
	for (i = 0; i < LEN_BUCKETS; i++) {
		if (st->len_hist[i] == 0)
			continue;
		if (i + 1 < LEN_BUCKETS)
			snprintf(item, sizeof(item), "%zu-%zu", i * LEN_WIDTH,
			    i * LEN_WIDTH + LEN_WIDTH - 1);
		else
			snprintf(item, sizeof(item), "%d-", LEN_OPEN);
		rc |= csv_u64(out, "histogram", "", item, st->len_hist[i]);
	}
	rc |= csv_u64(out, "moves", "", "steps", st->steps);
	rc |= csv_u64(out, "moves", "", "jumps", st->jumps);
	rc |= csv_u64(out, "moves", "", "crownings", st->crownings);
	for (i = 1; i < MAX_HOPS; i++)
		if (st->hops[i] > 0) {
			snprintf(item, sizeof(item), "%zu", i);
			rc |= csv_u64(out, "hops", "", item, st->hops[i]);
		}
	if (st->longest.hops > 0) {
		rc |= csv_u64(out, "longest", "", "hops", st->longest.hops);
		rc |= csv_row(out, "longest", "", "move", st->longest.move);
		at = 0;
		while (nt_stats_tags_next(&st->longest.tags, &at, &name,
		    &value))
			rc |= csv_row(out, "longest", "tag", name, value);
		rc |= csv_u64(out, "longest", "", "ply", st->longest.ply);
	}
	if ((e = nt_stats_table_sorted(&st->camps, nt_stats_by_turn)) == NULL)
		return -1;
	for (i = 0; i < st->camps.nrecs; i++) {
		k = e[i].rec;
		rc |= csv_u64(out, "camps", e[i].key, "turn", k->turn);
		rc |= csv_u64(out, "camps", e[i].key, "emptied", k->emptied.n);
		rc |= csv_u64(out, "camps", e[i].key, "never", k->never);
		rc |= csv_range(out, "camps", e[i].key, &k->emptied);
	}
	free(e);
	rc |= csv_u64(out, "repetitions", "", "games", st->rep_games);
	rc |= csv_u64(out, "repetitions", "", "found", st->rep_found);
	return rc;
}

static int
csv_breakdown(const notation_stats *st, const struct breakdown *b,
    struct notation_buf *out)
{
	struct notation_buf	 fig = NOTATION_BUF_INIT;
	const struct group	*g;
	struct ent		*e;
	size_t			 i, v;
	int			 rc = 0;

	if (notation_buf_printf(&fig, "by %s", b->tag) == -1 ||
	    (e = nt_stats_table_sorted(&b->groups,
	    nt_stats_by_games)) == NULL) {
		notation_buf_free(&fig);
		return -1;
	}
	for (i = 0; i < b->groups.nrecs; i++) {
		g = e[i].rec;
		rc |= csv_u64(out, fig.data, e[i].key, "games", g->games);
		rc |= csv_counts(out, fig.data, e[i].key, "as ", &g->colours);
		rc |= csv_u64(out, fig.data, e[i].key, "valid", g->valid);
		rc |= csv_u64(out, fig.data, e[i].key, "invalid",
		    g->games - g->valid);
		if (b->players)
			for (v = 0; v < VIEW__MAX; v++)
				rc |= csv_u64(out, fig.data, e[i].key,
				    nt_stats_views[v], g->view[v]);
		else
			rc |= csv_counts(out, fig.data, e[i].key, "",
			    &g->results);
		if (st->replay) {
			rc |= csv_u64(out, fig.data, e[i].key, "plies",
			    g->plies);
			rc |= csv_mean(out, fig.data, e[i].key, "mean length",
			    g->plies, g->valid);
		}
	}
	free(e);
	notation_buf_free(&fig);
	return rc;
}

/*
 * Per rule set, most games first: games, valid, invalid, results; with
 * the replay its ends and every opening ("first", "two"), as the partial
 * has them.
 */
static int
csv_rsets(const notation_stats *st, struct notation_buf *out)
{
	const struct rset	*r;
	struct ent		*e;
	const char		*k;
	size_t			 i, j;
	int			 rc = 0, end;

	if ((e = nt_stats_table_sorted(&st->rsets, nt_stats_by_rset)) == NULL)
		return -1;
	for (i = 0; i < st->rsets.nrecs; i++) {
		r = e[i].rec;
		k = e[i].key;
		rc |= csv_u64(out, "rule set", k, "games", r->games);
		rc |= csv_u64(out, "rule set", k, "valid", r->valid);
		rc |= csv_u64(out, "rule set", k, "invalid",
		    r->games - r->valid);
		rc |= csv_counts(out, "rule set", k, "", &r->results);
		if (!st->replay)
			continue;
		for (j = 0; j < END__MAX; j++) {
			end = nt_stats_end_at(j);
			rc |= csv_u64(out, "rule set reasons", k,
			    nt_stats_end_name(end), r->ends[end]);
		}
		rc |= csv_u64(out, "openings", k, "games", r->opened);
		rc |= csv_counts(out, "openings", k, "first ", &r->first);
		rc |= csv_counts(out, "openings", k, "two ", &r->two);
	}
	free(e);
	return rc;
}

int
nt_stats_write_csv(const notation_stats *st, struct notation_buf *out)
{
	size_t	 i;
	int	 rc = 0;

	rc |= csv_row(out, "figure", "group", "item", "value");
	rc |= csv_counts(out, "inputs", "", "", &st->inputs);
	rc |= csv_counts(out, "unreadable", "", "", &st->unreadable);
	rc |= csv_counts(out, "not_games", "", "", &st->junk);
	rc |= csv_u64(out, "games", "", "", st->games);
	rc |= csv_u64(out, "valid", "", "", st->valid);
	rc |= csv_u64(out, "invalid", "", "", st->games - st->valid);
	for (i = 0; i < NOTATION_CODE_COUNT; i++)
		if (st->invalid[i] > 0)
			rc |= csv_u64(out, "invalid", "", nt_stats_code_name(i),
			    st->invalid[i]);
	rc |= csv_counts(out, "results", "", "", &st->results);
	if (st->replay)
		rc |= csv_play(st, out);
	rc |= csv_rsets(st, out);
	for (i = 0; i < st->nby; i++)
		rc |= csv_breakdown(st, &st->by[i], out);
	return rc != 0 ? -1 : 0;
}
