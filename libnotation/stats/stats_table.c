/*
 * stats_table.c -- statistics as aligned tables for people
 * (spec/statistics.md, "Formats").
 */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stats/stats_int.h"

/*
 * A grid of cells printed in aligned columns: the first left-aligned,
 * the others right-aligned, except a last column marked 'l' (bars and
 * notes), which is not padded.  Lines never end in blanks.
 */
struct grid {
	struct notation_buf	 text;	/* the cells, NUL-terminated */
	size_t			*at;	/* where each cell starts */
	size_t			 n;
	size_t			 cap;
	size_t			 cols;
	const char		*align;
	int			 failed;
};

static void
grid_init(struct grid *g, const char *align)
{
	memset(g, 0, sizeof(*g));
	g->cols = strlen(align);
	g->align = align;
}

/*
 * The alignment of a grid of cols columns (at least 1), the first
 * left-aligned and the others right-aligned, allocated; or NULL.
 */
static char *
align_of(size_t cols)
{
	char	*align;

	if ((align = malloc(cols + 1)) == NULL)
		return NULL;
	memset(align, 'r', cols);
	align[0] = 'l';
	align[cols] = '\0';
	return align;
}

static void
grid_free(struct grid *g)
{
	notation_buf_free(&g->text);
	free(g->at);
}

/* A cell of pre followed by s. */
static void
cell2(struct grid *g, const char *pre, const char *s)
{
	size_t	*at;

	if ((at = nt_array_grow(g->at, &g->cap, g->n, sizeof(*at), 64)) ==
	    NULL) {
		g->failed = 1;
		return;
	}
	g->at = at;
	g->at[g->n++] = g->text.len;
	if (notation_buf_puts(&g->text, pre) == -1 ||
	    notation_buf_puts(&g->text, s) == -1 ||
	    notation_buf_putc(&g->text, '\0') == -1)
		g->failed = 1;
}

static void
cell(struct grid *g, const char *s)
{
	cell2(g, "", s);
}

static void
cell_u64(struct grid *g, uint64_t v)
{
	char	 buf[32];

	nt_stats_fmt_u64(buf, sizeof(buf), v);
	cell(g, buf);
}

/* "-" stands for a minimum, maximum or mean of nothing. */
static void
cell_opt(struct grid *g, uint64_t v, int set)
{
	if (set)
		cell_u64(g, v);
	else
		cell(g, "-");
}

static void
cell_mean(struct grid *g, uint64_t sum, uint64_t n)
{
	char	 buf[64];

	if (n == 0)
		cell(g, "-");
	else {
		nt_stats_fmt_mean(buf, sizeof(buf), sum, n);
		cell(g, buf);
	}
}

/* Fill the rest of the current row with empty cells. */
static void
row_end(struct grid *g)
{
	while (g->n % g->cols != 0 && !g->failed)
		cell(g, "");
}

static void
row(struct grid *g, const char *pre, const char *label, uint64_t v)
{
	cell2(g, pre, label);
	cell_u64(g, v);
	row_end(g);
}

static void
title(struct grid *g, const char *label)
{
	cell(g, label);
	row_end(g);
}

/*
 * Columns as a terminal counts them (utf8.c): a CJK name or an emoji
 * takes two, a combining accent none.
 */
static size_t
width(const char *s)
{
	return nt_utf8_width(s, strlen(s));
}

static int
grid_print(struct grid *g, struct notation_buf *out)
{
	const char	*s;
	size_t		*w, c, r, i, len, start;
	int		 rc = 0;

	if (g->failed || (w = calloc(g->cols, sizeof(*w))) == NULL)
		return -1;
	for (i = 0; i < g->n; i++)
		if ((len = width(g->text.data + g->at[i])) > w[i % g->cols])
			w[i % g->cols] = len;
	for (r = 0; r < g->n / g->cols; r++) {
		start = out->len;
		for (c = 0; c < g->cols; c++) {
			s = g->text.data + g->at[r * g->cols + c];
			len = width(s);
			if (c > 0)
				rc |= notation_buf_puts(out, "  ");
			for (i = len; c > 0 && g->align[c] == 'r' && i < w[c];
			    i++)
				rc |= notation_buf_putc(out, ' ');
			rc |= notation_buf_puts(out, s);
			for (i = len; c == 0 && i < w[c]; i++)
				rc |= notation_buf_putc(out, ' ');
		}
		while (out->len > start && out->data[out->len - 1] == ' ')
			out->data[--out->len] = '\0';
		rc |= notation_buf_putc(out, '\n');
	}
	free(w);
	return rc != 0 ? -1 : 0;
}

static void
bar(struct grid *g, uint64_t n, uint64_t most)
{
	char	 buf[BAR_WIDTH + 1];
	size_t	 len;

	len = most == 0 ? 0 : (size_t)((n * BAR_WIDTH + most / 2) / most);
	if (len == 0 && n > 0)
		len = 1;
	memset(buf, '#', len);
	buf[len] = '\0';
	cell(g, buf);
}

static int	longest_where(struct notation_buf *, const struct chain *);

static void
table_play(struct grid *g, const notation_stats *st)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	uint64_t		 most = 0;
	size_t			 i, lo = LEN_BUCKETS, hi = 0;
	char			 label[64];
	int			 end;

	title(g, "ends of valid games");
	for (i = 0; i < END__MAX; i++) {
		end = nt_stats_end_at(i);
		row(g, "  ", nt_stats_end_name(end), st->ends[end]);
	}

	title(g, "length of valid games, in plies");
	row(g, "  ", "games", st->len.n);
	cell(g, "  min");
	cell_opt(g, st->len.min, st->len.n > 0);
	row_end(g);
	cell(g, "  max");
	cell_opt(g, st->len.max, st->len.n > 0);
	row_end(g);
	cell(g, "  mean");
	cell_mean(g, st->len.sum, st->len.n);
	row_end(g);
	for (i = 0; i < LEN_BUCKETS; i++)
		if (st->len_hist[i] > 0) {
			if (lo == LEN_BUCKETS)
				lo = i;
			hi = i;
			if (st->len_hist[i] > most)
				most = st->len_hist[i];
		}
	/* From the first bucket used to the last, the empty ones between. */
	for (i = lo; lo < LEN_BUCKETS && i <= hi; i++) {
		if (i + 1 < LEN_BUCKETS)
			snprintf(label, sizeof(label), "    %zu-%zu",
			    i * LEN_WIDTH, i * LEN_WIDTH + LEN_WIDTH - 1);
		else
			snprintf(label, sizeof(label), "    %d or more",
			    LEN_OPEN);
		cell(g, label);
		cell_u64(g, st->len_hist[i]);
		bar(g, st->len_hist[i], most);
	}

	title(g, "moves of valid games");
	row(g, "  ", "steps", st->steps);
	row(g, "  ", "jumps", st->jumps);
	if (st->crownings > 0)
		row(g, "  ", "crownings", st->crownings);
	for (hi = 0, i = 1; i < MAX_HOPS; i++)
		if (st->hops[i] > 0)
			hi = i;
	for (i = 1; i <= hi; i++) {
		snprintf(label, sizeof(label), "    of %zu hop%s", i,
		    i == 1 ? "" : "s");
		row(g, "", label, st->hops[i]);
	}
	cell(g, "  longest chain, hops");
	cell_opt(g, st->longest.hops, st->longest.hops > 0);
	if (st->longest.hops > 0) {
		if (longest_where(&b, &st->longest) == -1)
			g->failed = 1;
		else
			cell(g, b.data);
	}
	row_end(g);
	notation_buf_free(&b);

	title(g, "repetitions in valid games");
	row(g, "  ", "games with one", st->rep_games);
	row(g, "  ", "found", st->rep_found);
}

/* "move (Event "x", White "y", ply N)": the game by its tags. */
static int
longest_where(struct notation_buf *b, const struct chain *c)
{
	const char	*name, *value;
	size_t		 at = 0;
	int		 rc;

	rc = notation_buf_printf(b, "%s (", c->move);
	while (rc == 0 && nt_stats_tags_next(&c->tags, &at, &name, &value))
		rc = notation_buf_printf(b, "%s \"%s\", ", name, value);
	if (rc == 0)
		rc = notation_buf_printf(b, "ply %" PRIu64 ")", c->ply);
	return rc;
}

static int
table_camps(const notation_stats *st, struct notation_buf *out)
{
	const struct camp	*k;
	struct grid		 g;
	struct ent		*e;
	size_t			 i;
	int			 rc;

	grid_init(&g, "lrrrrr");
	cell(&g, "moves to empty the own camp");
	cell(&g, "emptied");
	cell(&g, "never");
	cell(&g, "min");
	cell(&g, "max");
	cell(&g, "mean");
	if ((e = nt_stats_table_sorted(&st->camps, nt_stats_by_turn)) == NULL)
		g.failed = 1;
	for (i = 0; e != NULL && i < st->camps.nrecs; i++) {
		k = e[i].rec;
		cell2(&g, "  ", e[i].key);
		cell_u64(&g, k->emptied.n);
		cell_u64(&g, k->never);
		cell_opt(&g, k->emptied.min, k->emptied.n > 0);
		cell_opt(&g, k->emptied.max, k->emptied.n > 0);
		cell_mean(&g, k->emptied.sum, k->emptied.n);
	}
	free(e);
	rc = grid_print(&g, out);
	grid_free(&g);
	return rc;
}

/*
 * One line per group, most games first: games, games as each colour
 * (Player), valid and invalid (replayed), the results, the mean length.
 */
static int
table_breakdown(const notation_stats *st, const struct breakdown *b,
    struct notation_buf *out)
{
	struct table		 res, col;
	const struct group	*g;
	const uint64_t		*n;
	struct ent		*e = NULL, *re = NULL, *ce = NULL;
	struct grid		 gr;
	char			*align = NULL;
	size_t			 i, j, nres, cols;
	int			 rc = 0;

	/* The columns: every result text and colour any group has. */
	nt_stats_table_init(&res, sizeof(uint64_t));
	nt_stats_table_init(&col, sizeof(uint64_t));
	for (i = 0; i < b->groups.nrecs; i++) {
		g = nt_stats_table_rec(&b->groups, i);
		if (nt_stats_counts_merge(&res, &g->results) == -1 ||
		    nt_stats_counts_merge(&col, &g->colours) == -1)
			rc = -1;
	}
	nres = b->players ? VIEW__MAX : res.nrecs;
	cols = 2 + col.nrecs + nres + (st->replay ? 3 : 0);
	if (rc == -1 || (align = align_of(cols)) == NULL ||
	    (e = nt_stats_table_sorted(&b->groups,
	    nt_stats_by_games)) == NULL ||
	    (re = nt_stats_table_sorted(&res, nt_stats_by_key)) == NULL ||
	    (ce = nt_stats_table_sorted(&col, nt_stats_by_key)) == NULL) {
		rc = -1;
		goto done;
	}
	grid_init(&gr, align);
	cell2(&gr, "by ", b->tag);
	cell(&gr, "games");
	for (j = 0; j < col.nrecs; j++)
		cell2(&gr, "as ", ce[j].key);
	if (st->replay) {
		cell(&gr, "valid");
		cell(&gr, "invalid");
	}
	for (j = 0; j < nres; j++)
		cell(&gr, b->players ? nt_stats_views[j] : re[j].key);
	if (st->replay)
		cell(&gr, "mean length");
	for (i = 0; i < b->groups.nrecs; i++) {
		g = e[i].rec;
		cell2(&gr, "  ", e[i].key);
		cell_u64(&gr, g->games);
		for (j = 0; j < col.nrecs; j++) {
			n = nt_stats_table_find(&g->colours, ce[j].key);
			cell_u64(&gr, n != NULL ? *n : 0);
		}
		if (st->replay) {
			cell_u64(&gr, g->valid);
			cell_u64(&gr, g->games - g->valid);
		}
		for (j = 0; j < nres; j++) {
			n = b->players ? &g->view[j] :
			    nt_stats_table_find(&g->results, re[j].key);
			cell_u64(&gr, n != NULL ? *n : 0);
		}
		if (st->replay)
			cell_mean(&gr, g->plies, g->valid);
	}
	rc = grid_print(&gr, out);
	grid_free(&gr);
done:
	free(align);
	free(e);
	free(re);
	free(ce);
	nt_stats_table_free(&res, NULL);
	nt_stats_table_free(&col, NULL);
	return rc;
}

/*
 * One line per rule set, most games first: games, valid and invalid,
 * the results, and with the replay how the valid games ended (the ends
 * any rule set has).
 */
static int
table_rsets(const notation_stats *st, struct notation_buf *out)
{
	struct table		 res;
	const struct rset	*r;
	const uint64_t		*n;
	struct ent		*e = NULL, *re = NULL;
	struct grid		 g;
	char			*align = NULL;
	uint64_t		 ends[END__MAX];
	size_t			 i, j, cols;
	int			 rc = 0, end;

	nt_stats_table_init(&res, sizeof(uint64_t));
	memset(ends, 0, sizeof(ends));
	for (i = 0; i < st->rsets.nrecs; i++) {
		r = nt_stats_table_rec(&st->rsets, i);
		if (nt_stats_counts_merge(&res, &r->results) == -1)
			rc = -1;
		for (j = 0; j < END__MAX; j++)
			ends[j] += r->ends[j];
	}
	/* Without the replay no verdict, as in a breakdown. */
	cols = 2 + res.nrecs + (st->replay ? 2 : 0);
	for (j = 0; j < END__MAX; j++)
		cols += ends[j] > 0;
	if (rc == -1 || (align = align_of(cols)) == NULL ||
	    (e = nt_stats_table_sorted(&st->rsets, nt_stats_by_rset)) == NULL ||
	    (re = nt_stats_table_sorted(&res, nt_stats_by_key)) == NULL) {
		rc = -1;
		goto done;
	}
	grid_init(&g, align);
	cell(&g, "by rule set");
	cell(&g, "games");
	if (st->replay) {
		cell(&g, "valid");
		cell(&g, "invalid");
	}
	for (j = 0; j < res.nrecs; j++)
		cell(&g, re[j].key);
	for (j = 0; j < END__MAX; j++)
		if (ends[end = nt_stats_end_at(j)] > 0)
			cell2(&g, "ended ", nt_stats_end_name(end));
	for (i = 0; i < st->rsets.nrecs; i++) {
		r = e[i].rec;
		cell2(&g, "  ", e[i].key);
		cell_u64(&g, r->games);
		if (st->replay) {
			cell_u64(&g, r->valid);
			cell_u64(&g, r->games - r->valid);
		}
		for (j = 0; j < res.nrecs; j++) {
			n = nt_stats_table_find(&r->results, re[j].key);
			cell_u64(&g, n != NULL ? *n : 0);
		}
		for (j = 0; j < END__MAX; j++)
			if (ends[end = nt_stats_end_at(j)] > 0)
				cell_u64(&g, r->ends[end]);
	}
	rc = grid_print(&g, out);
	grid_free(&g);
done:
	free(align);
	free(e);
	free(re);
	nt_stats_table_free(&res, NULL);
	return rc;
}

/* The TOP_OPENINGS most frequent of t, under a line "  name (games)". */
static void
openings(struct grid *g, const char *name, uint64_t games,
    const struct table *t)
{
	struct ent	*e;
	size_t		 i;

	cell2(g, "  ", name);
	cell_u64(g, games);
	if ((e = nt_stats_table_sorted(t, nt_stats_by_count)) == NULL)
		g->failed = 1;
	for (i = 0; e != NULL && i < t->nrecs && i < TOP_OPENINGS; i++)
		row(g, "    ", e[i].key, *(const uint64_t *)e[i].rec);
	free(e);
}

/* Per rule set, the most frequent first moves, then pairs of them. */
static int
table_openings(const notation_stats *st, struct notation_buf *out)
{
	const struct rset	*r;
	struct ent		*e;
	struct grid		 g;
	size_t			 i, k;
	int			 rc;

	if ((e = nt_stats_table_sorted(&st->rsets, nt_stats_by_rset)) == NULL)
		return -1;
	grid_init(&g, "lr");
	for (k = 0; k < 2; k++) {
		title(&g, k == 0 ? "openings, the first move" :
		    "openings, the first two moves");
		for (i = 0; i < st->rsets.nrecs; i++) {
			r = e[i].rec;
			if (r->opened > 0)
				openings(&g, e[i].key, r->opened,
				    k == 0 ? &r->first : &r->two);
		}
	}
	free(e);
	rc = grid_print(&g, out);
	grid_free(&g);
	return rc;
}

int
nt_stats_write_table(const notation_stats *st, struct notation_buf *out)
{
	struct grid	 g;
	struct ent	*e;
	size_t		 i;
	int		 rc;

	grid_init(&g, "lrl");
	if (st->unreadable.nrecs > 0)
		row(&g, "", "unreadable inputs",
		    notation_stats_unreadable(st));
	if (st->junk.nrecs > 0)
		row(&g, "", "not a game", nt_stats_counts_total(&st->junk));
	row(&g, "", "games", st->games);
	/* Without the replay (-T) no move was checked: no verdict. */
	if (st->replay) {
		row(&g, "  ", "valid", st->valid);
		row(&g, "  ", "invalid", st->games - st->valid);
	}
	for (i = 0; st->replay && i < NOTATION_CODE_COUNT; i++)
		if (st->invalid[i] > 0)
			row(&g, "    ", nt_stats_code_name(i), st->invalid[i]);
	title(&g, "results as recorded");
	if ((e = nt_stats_table_sorted(&st->results, nt_stats_by_key)) == NULL)
		g.failed = 1;
	for (i = 0; e != NULL && i < st->results.nrecs; i++)
		row(&g, "  ", e[i].key, *(const uint64_t *)e[i].rec);
	free(e);
	if (st->replay)
		table_play(&g, st);
	rc = grid_print(&g, out);
	grid_free(&g);
	if (rc == 0 && !st->replay)
		rc = notation_buf_puts(out, "validity not checked: the moves "
		    "were not replayed (tags only)\n");
	/* One call a statement: they write in this order. */
	if (rc == 0 && st->replay && (rc = notation_buf_putc(out, '\n')) == 0)
		rc = table_camps(st, out);
	if (rc == 0 && (rc = notation_buf_putc(out, '\n')) == 0)
		rc = table_rsets(st, out);
	if (rc == 0 && st->replay && (rc = notation_buf_putc(out, '\n')) == 0)
		rc = table_openings(st, out);
	for (i = 0; rc == 0 && i < st->nby; i++)
		if ((rc = notation_buf_putc(out, '\n')) == 0)
			rc = table_breakdown(st, &st->by[i], out);
	return rc;
}
