/*
 * stats_chart.c -- a chart as rows of bars, before it is drawn
 * (stats_svg.c draws it): its title and captions, its rows, each a bar
 * or a bar cut into parts, each part a figure as the partial writes it,
 * and the legend of the series a stacked chart is cut into.  The charts
 * themselves are made in stats_svg.c and stats_chart_rsets.c.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stats/stats_int.h"

/* Colours of the series of a stacked chart, in order. */
static const char *const palette[] = {
	"#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2",
	"#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#2f4b7c",
	"#a05195", "#665191"
};
#define NPALETTE	(sizeof(palette) / sizeof(palette[0]))

const char *
nt_chart_colour(size_t k)
{
	return palette[k % NPALETTE];
}

void
nt_chart_init(struct chart *c)
{
	memset(c, 0, sizeof(*c));
	nt_stats_table_init(&c->res, sizeof(uint64_t));
}

void
nt_chart_free(struct chart *c)
{
	size_t	 i;

	for (i = 0; i < c->nrows; i++)
		free(c->rows[i].dup);
	notation_buf_free(&c->caps);
	free(c->rows);
	free(c->segs);
	free(c->ser);
	nt_stats_table_free(&c->res, NULL);
}

void
nt_chart_caption(struct chart *c, const char *s)
{
	if (notation_buf_put(&c->caps, s, strlen(s) + 1) == -1)
		c->failed = 1;
	else
		c->ncaps++;
}

struct row *
nt_chart_row(struct chart *c, const char *key)
{
	struct row	*r;

	if ((r = nt_array_grow(c->rows, &c->caprows, c->nrows, sizeof(*r),
	    16)) == NULL) {
		c->failed = 1;
		return NULL;
	}
	c->rows = r;
	r = &c->rows[c->nrows++];
	memset(r, 0, sizeof(*r));
	r->key = key;
	r->seg = c->nsegs;
	return r;
}

const char *
nt_chart_key(const struct row *r)
{
	return r->dup != NULL ? r->dup : r->key != NULL ? r->key : r->own;
}

void
nt_chart_seg(struct chart *c, struct row *r, const char *key, uint64_t n,
    const char *mean, double v, const char *colour)
{
	struct seg	*s;

	if ((s = nt_array_grow(c->segs, &c->capsegs, c->nsegs, sizeof(*s),
	    32)) == NULL) {
		c->failed = 1;
		return;
	}
	c->segs = s;
	s = &c->segs[c->nsegs++];
	s->key = key;
	if (mean != NULL) {
		snprintf(s->value, sizeof(s->value), "%s", mean);
		s->v = v;
	} else {
		nt_stats_fmt_u64(s->value, sizeof(s->value), n);
		s->v = (double)n;
	}
	s->colour = colour;
	r->nseg++;
	r->total += s->v;
}

void
nt_chart_bar(struct chart *c, const char *key, uint64_t n)
{
	struct row	*r;

	if ((r = nt_chart_row(c, key)) == NULL)
		return;
	nt_chart_seg(c, r, key, n, NULL, 0, ONE_COLOUR);
	nt_stats_fmt_u64(r->value, sizeof(r->value), n);
	snprintf(r->note, sizeof(r->note), "%s", r->value);
}

double
nt_chart_decimal(const char *s)
{
	double	 v = 0, unit = 1;
	int	 frac = 0;

	for (; *s != '\0'; s++) {
		if (*s == '.')
			frac = 1;
		else if (*s < '0' || *s > '9')
			return 0;
		else if (frac)
			v += (*s - '0') * (unit /= 10);
		else
			v = v * 10 + (*s - '0');
	}
	return v;
}

/* A row whose key is a copy of text, freed with the chart; or NULL. */
struct row *
nt_chart_row_own(struct chart *c, const char *text)
{
	struct row	*r;
	char		*dup;

	if ((dup = strdup(text)) == NULL) {
		c->failed = 1;
		return NULL;
	}
	if ((r = nt_chart_row(c, NULL)) == NULL) {
		free(dup);
		return NULL;
	}
	r->dup = dup;
	return r;
}

/*
 * The series of the result texts in c->res: in byte order, each a colour
 * of the palette in turn but "*", always grey; past MAX_LEGEND - 1 texts
 * the rest are one series, "other".
 */
void
nt_chart_series(struct chart *c)
{
	size_t	 j, k, n;

	if (c->failed || (c->ser = nt_stats_table_sorted(&c->res,
	    nt_stats_by_key)) == NULL) {
		c->failed = 1;
		return;
	}
	c->nser = c->res.nrecs;
	n = c->nser > MAX_LEGEND ? MAX_LEGEND - 1 : c->nser;
	for (j = 0, k = 0; j < n; j++, c->nleg++) {
		c->leg[c->nleg] = c->ser[j].key;
		c->legc[c->nleg] = strcmp(c->ser[j].key, "*") == 0 ? NO_RESULT :
		    nt_chart_colour(k++);
	}
	if (n < c->nser) {
		c->leg[c->nleg] = OTHER;
		c->legc[c->nleg++] = OTHER_COLOUR;
	}
}

/* Row r's bar cut into the series of nt_chart_series(): counts by text. */
void
nt_chart_stack(struct chart *c, struct row *r, const struct table *counts)
{
	const uint64_t	*n;
	uint64_t	 other = 0;
	size_t		 j, drawn;

	drawn = c->nser > MAX_LEGEND ? MAX_LEGEND - 1 : c->nser;
	for (j = 0; j < c->nser; j++) {
		n = nt_stats_table_find(counts, c->ser[j].key);
		if (n != NULL && *n > 0 && j >= drawn)
			other += *n;
		else if (n != NULL && *n > 0)
			nt_chart_seg(c, r, c->leg[j], *n, NULL, 0, c->legc[j]);
	}
	if (other > 0)
		nt_chart_seg(c, r, OTHER, other, NULL, 0, OTHER_COLOUR);
}
