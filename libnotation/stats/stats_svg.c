/*
 * stats_svg.c -- the statistics as bar charts (spec/statistics.md,
 * "Charts"): one SVG picture of every chart, or of one.  The HTML page
 * (stats_html.c) draws the same charts, each an <svg> of its own, so the
 * charts are made here once: a chart is first a list of rows of bars,
 * each bar a value of the figures (stats_chart.c; chart_*() here, those
 * by rule set in stats_chart_rsets.c), then drawn (chart_draw()).
 *
 * Every bar carries the figure it stands for (data-key, data-value,
 * written as the JSON partial writes it) so that a reader, or the
 * browser test, can hold its length against the figures.  Everything is
 * a function of the figures alone: a merge of partials draws the same
 * bytes as one run over every game.
 */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stats/stats_int.h"

#define WIDTH		880	/* of the picture */
#define PAD		8	/* left margin */
#define TITLE_H		26	/* the title's line */
#define LINE_H		18	/* a caption's or the legend's line */
#define ROW_H		20	/* a row of bars */
#define BAR_H		14
#define LABEL_X		196	/* labels end here */
#define BAR_X		204	/* bars start here */
#define BAR_W		400	/* of the longest bar */
#define LABEL_COLS	28	/* a label longer is cut, whole in its tooltip */
#define CAPTION_COLS	120	/* a caption longer is cut */
#define TIP_COLS	200	/* a label in a tooltip, the same */
#define CHAR_W		7	/* a column of 12px sans-serif, about */
#define BOTTOM		10	/* below the last row */

static const char *const view_colours[VIEW__MAX] = {
	"#59a14f", "#4e79a7", "#e15759", NO_RESULT
};

/* The fixed charts, in the order they are drawn; by-TAG follow. */
enum kind {
	CH_GAMES,
	CH_RESULTS,
	CH_RESULTS_BY_RSET,
	CH_REASONS,
	CH_REASONS_BY_RSET,
	CH_LENGTHS,
	CH_CHAINS,
	CH_CAMPS,
	CH_OPENINGS,
	CH_OPENINGS_TWO,
	CH__FIXED
};

#define BY_PREFIX	"by-"

/* ------------------------------------------------------------------ */
/* Text */

/*
 * Text from the records (tag values, input names, moves) as XML
 * character data or an attribute's value: the five markup characters as
 * references, and the control bytes, which XML 1.0 allows in no form,
 * as the Control Pictures that show them (U+2400 + byte, DEL U+2421).
 * Keys are well-formed UTF-8 already (stats.c).
 */
int
nt_stats_xml(struct notation_buf *out, const char *s, size_t len)
{
	const char	*rep;
	char		 pic[4];
	size_t		 i, from = 0;
	unsigned char	 c;
	int		 rc = 0;

	for (i = 0; i < len; i++) {
		c = (unsigned char)s[i];
		rep = NULL;
		switch (c) {
		case '&':
			rep = "&amp;";
			break;
		case '<':
			rep = "&lt;";
			break;
		case '>':
			rep = "&gt;";
			break;
		case '"':
			rep = "&quot;";
			break;
		case '\'':
			rep = "&#39;";
			break;
		default:
			if (c < 0x20 || c == 0x7f) {
				/* U+2400 + c, DEL U+2421: E2 90 80+. */
				pic[0] = (char)0xe2;
				pic[1] = (char)0x90;
				pic[2] = (char)(c == 0x7f ? 0xa1 : 0x80 + c);
				pic[3] = '\0';
				rep = pic;
			}
			break;
		}
		if (rep == NULL)
			continue;
		rc |= notation_buf_put(out, s + from, i - from);
		rc |= notation_buf_puts(out, rep);
		from = i + 1;
	}
	rc |= notation_buf_put(out, s + from, len - from);
	return rc;
}

int
nt_stats_xmls(struct notation_buf *out, const char *s)
{
	return nt_stats_xml(out, s, strlen(s));
}

/* The bytes of s that fit in cols columns, whole code points. */
static size_t
fit(const char *s, size_t cols)
{
	size_t	 at = 0, len = strlen(s), n, w = 0, cw;

	while (at < len) {
		n = nt_utf8_len((const unsigned char *)s + at, len - at);
		if (n == 0)
			n = 1;
		cw = nt_utf8_width(s + at, n);
		if (w + cw > cols)
			break;
		w += cw;
		at += n;
	}
	return at;
}

/* Text cut to cols columns with an ellipsis. */
static int
cut(struct notation_buf *out, const char *s, size_t cols)
{
	size_t	 n;

	if (nt_utf8_width(s, strlen(s)) <= cols)
		return nt_stats_xmls(out, s);
	n = fit(s, cols - 1);
	if (nt_stats_xml(out, s, n) == -1)
		return -1;
	return notation_buf_puts(out, "\xe2\x80\xa6");
}

/* ------------------------------------------------------------------ */
/* Charts as rows of bars */

static void
chart_games(struct chart *c, const notation_stats *st)
{
	char	 line[128];
	size_t	 i;

	snprintf(c->title, sizeof(c->title), "Games by verdict");
	snprintf(line, sizeof(line), st->replay ? "%" PRIu64 " games: valid, "
	    "or invalid by the code of their first error" : "%" PRIu64
	    " games, not replayed: valid means read without error",
	    st->games);
	nt_chart_caption(c, line);
	nt_chart_bar(c, "valid", st->valid);
	for (i = 0; i < NOTATION_CODE_COUNT; i++)
		if (st->invalid[i] > 0)
			nt_chart_bar(c, nt_stats_code_name(i), st->invalid[i]);
}

static void
chart_results(struct chart *c, const notation_stats *st)
{
	struct ent	*e;
	size_t		 i;

	snprintf(c->title, sizeof(c->title), "Results as recorded");
	nt_chart_caption(c, "every game under the result its record gives; "
	    "* for none");
	if ((e = nt_stats_table_sorted(&st->results,
	    nt_stats_by_key)) == NULL) {
		c->failed = 1;
		return;
	}
	for (i = 0; i < st->results.nrecs; i++)
		nt_chart_bar(c, e[i].key, *(const uint64_t *)e[i].rec);
	free(e);
}

static void
chart_reasons(struct chart *c, const notation_stats *st)
{
	size_t	 i;
	int	 end;

	snprintf(c->title, sizeof(c->title), "How the valid games ended");
	nt_chart_caption(c, "by a rule of the rule set, none (a result the "
	    "rules did not impose) or unfinished; ends never seen are left "
	    "out");
	for (i = 0; i < END__MAX; i++) {
		end = nt_stats_end_at(i);
		if (st->ends[end] > 0)
			nt_chart_bar(c, nt_stats_end_name(end), st->ends[end]);
	}
}

static void
chart_lengths(struct chart *c, const notation_stats *st)
{
	struct row	*r;
	char		 b[160];
	size_t		 i, lo = LEN_BUCKETS, hi = 0;

	snprintf(c->title, sizeof(c->title), "Length of the valid games, in "
	    "plies");
	snprintf(b, sizeof(b), "%" PRIu64 " valid games", st->len.n);
	if (st->len.n > 0) {
		snprintf(b + strlen(b), sizeof(b) - strlen(b), ": min %"
		    PRIu64 ", max %" PRIu64 ", mean ", st->len.min,
		    st->len.max);
		nt_stats_fmt_mean(b + strlen(b), sizeof(b) - strlen(b),
		    st->len.sum, st->len.n);
	}
	nt_chart_caption(c, b);
	for (i = 0; i < LEN_BUCKETS; i++)
		if (st->len_hist[i] > 0) {
			if (lo == LEN_BUCKETS)
				lo = i;
			hi = i;
		}
	/* From the first bucket used to the last, the empty ones between. */
	for (i = lo; lo < LEN_BUCKETS && i <= hi; i++) {
		if ((r = nt_chart_row(c, NULL)) == NULL)
			return;
		if (i + 1 < LEN_BUCKETS)
			snprintf(r->own, sizeof(r->own), "%zu-%zu",
			    i * LEN_WIDTH, i * LEN_WIDTH + LEN_WIDTH - 1);
		else
			snprintf(r->own, sizeof(r->own), "%d or more",
			    LEN_OPEN);
		nt_chart_seg(c, r, NULL, st->len_hist[i], NULL, 0, ONE_COLOUR);
		nt_stats_fmt_u64(r->value, sizeof(r->value),
		    st->len_hist[i]);
		snprintf(r->note, sizeof(r->note), "%s", r->value);
	}
}

static void
chart_chains(struct chart *c, const notation_stats *st)
{
	struct notation_buf	 w = NOTATION_BUF_INIT;
	struct row		*r;
	const char		*name, *value;
	char			 a[96];
	size_t			 i, hi = 0, at = 0;
	int			 rc = 0;

	snprintf(c->title, sizeof(c->title), "Jumps of the valid games, by "
	    "hops of their chain");
	snprintf(a, sizeof(a), "%" PRIu64 " steps, %" PRIu64 " jumps",
	    st->steps, st->jumps);
	nt_chart_caption(c, a);
	if (st->longest.hops > 0) {
		rc |= notation_buf_printf(&w, "the longest chain, %" PRIu64
		    " hops: %s (", st->longest.hops, st->longest.move);
		while (rc == 0 && nt_stats_tags_next(&st->longest.tags, &at,
		    &name, &value))
			rc |= notation_buf_printf(&w, "%s \"%s\", ", name,
			    value);
		rc |= notation_buf_printf(&w, "ply %" PRIu64 ")",
		    st->longest.ply);
		if (rc != 0)
			c->failed = 1;
		else
			nt_chart_caption(c, w.data);
	}
	notation_buf_free(&w);
	for (i = 1; i < MAX_HOPS; i++)
		if (st->hops[i] > 0)
			hi = i;
	for (i = 1; i <= hi; i++) {
		if ((r = nt_chart_row(c, NULL)) == NULL)
			return;
		snprintf(r->own, sizeof(r->own), "%zu hop%s", i,
		    i == 1 ? "" : "s");
		nt_chart_seg(c, r, NULL, st->hops[i], NULL, 0, ONE_COLOUR);
		nt_stats_fmt_u64(r->value, sizeof(r->value), st->hops[i]);
		snprintf(r->note, sizeof(r->note), "%s", r->value);
	}
}

static void
chart_camps(struct chart *c, const notation_stats *st)
{
	const struct camp	*k;
	struct ent		*e;
	struct row		*r;
	char			 mean[32];
	size_t			 i;

	snprintf(c->title, sizeof(c->title), "Moves to empty the own camp, "
	    "the mean over the games that did");
	nt_chart_caption(c, "each player in turn order, with the games in "
	    "which it emptied its camp and those in which it never did");
	if ((e = nt_stats_table_sorted(&st->camps, nt_stats_by_turn)) == NULL) {
		c->failed = 1;
		return;
	}
	for (i = 0; i < st->camps.nrecs; i++) {
		k = e[i].rec;
		if ((r = nt_chart_row(c, e[i].key)) == NULL)
			break;
		nt_stats_fmt_mean(mean, sizeof(mean), k->emptied.sum,
		    k->emptied.n);
		nt_chart_seg(c, r, e[i].key, 0, mean, nt_chart_decimal(mean),
		    ONE_COLOUR);
		snprintf(r->value, sizeof(r->value), "%s", mean);
		snprintf(r->note, sizeof(r->note), "%s (emptied %" PRIu64
		    ", never %" PRIu64 ")", k->emptied.n == 0 ? "-" : mean,
		    k->emptied.n, k->never);
	}
	free(e);
}

/* A breakdown: a row per group, its games stacked by result. */
static void
chart_breakdown(struct chart *c, const notation_stats *st,
    const struct breakdown *b)
{
	const struct group	*g;
	struct ent		*e = NULL;
	struct row		*r;
	char			 line[192], mean[32];
	uint64_t		 rest = 0;
	size_t			 i, j, shown;

	snprintf(c->title, sizeof(c->title), b->players ? "By player: games "
	    "and results from the player's side" : "By %.100s: games and "
	    "results", b->tag);
	/* The series: the views, or every result text any group has. */
	if (b->players)
		for (j = 0; j < VIEW__MAX; j++, c->nleg++) {
			c->leg[c->nleg] = nt_stats_views[j];
			c->legc[c->nleg] = view_colours[j];
		}
	else {
		for (i = 0; i < b->groups.nrecs; i++) {
			g = nt_stats_table_rec(&b->groups, i);
			if (nt_stats_counts_merge(&c->res, &g->results) == -1)
				c->failed = 1;
		}
		nt_chart_series(c);
	}
	if (c->failed || (e = nt_stats_table_sorted(&b->groups,
	    nt_stats_by_games)) == NULL) {
		c->failed = 1;
		goto done;
	}
	shown = b->groups.nrecs < MAX_GROUPS ? b->groups.nrecs : MAX_GROUPS;
	for (i = shown; i < b->groups.nrecs; i++)
		rest += ((const struct group *)e[i].rec)->games;
	snprintf(line, sizeof(line), "a bar per value of the tag (? for none), "
	    "the most games first%s", b->players ? ", a game once for each "
	    "of its players" : "");
	if (shown < b->groups.nrecs)
		snprintf(line + strlen(line), sizeof(line) - strlen(line),
		    "; %zu more groups hold %" PRIu64 " games",
		    b->groups.nrecs - shown, rest);
	nt_chart_caption(c, line);
	for (i = 0; i < shown; i++) {
		g = e[i].rec;
		if ((r = nt_chart_row(c, e[i].key)) == NULL)
			break;
		if (b->players) {
			for (j = 0; j < VIEW__MAX; j++)
				if (g->view[j] > 0)
					nt_chart_seg(c, r, c->leg[j],
					    g->view[j], NULL, 0, c->legc[j]);
		} else
			nt_chart_stack(c, r, &g->results);
		nt_stats_fmt_u64(r->value, sizeof(r->value), g->games);
		nt_stats_fmt_mean(mean, sizeof(mean), g->plies, g->valid);
		snprintf(r->note, sizeof(r->note), "%s game%s%s%s%s",
		    r->value, g->games == 1 ? "" : "s",
		    !st->replay ? "" : g->valid > 0 ? ", mean length " :
		    ", none valid", st->replay && g->valid > 0 ? mean : "",
		    st->replay && g->valid > 0 ? " plies" : "");
	}
done:
	free(e);
}

/* ------------------------------------------------------------------ */
/* Charts by name */

/* The fixed charts: each one's name and the function that makes it. */
static const struct {
	const char	*name;
	int		 replay;	/* a figure of play */
	void		(*make)(struct chart *, const notation_stats *);
} kinds[CH__FIXED] = {
	[CH_GAMES] =	{ "games", 0, chart_games },
	[CH_RESULTS] =	{ "results", 0, chart_results },
	[CH_RESULTS_BY_RSET] = { "results-by-rule-set", 0,
	    nt_chart_results_by_rset },
	[CH_REASONS] =	{ "reasons", 1, chart_reasons },
	[CH_REASONS_BY_RSET] = { "reasons-by-rule-set", 1,
	    nt_chart_reasons_by_rset },
	[CH_LENGTHS] =	{ "lengths", 1, chart_lengths },
	[CH_CHAINS] =	{ "chains", 1, chart_chains },
	[CH_CAMPS] =	{ "camps", 1, chart_camps },
	[CH_OPENINGS] =	{ "openings", 1, nt_chart_openings },
	[CH_OPENINGS_TWO] = { "openings-two-plies", 1,
	    nt_chart_openings_two },
};

/* Chart i of st: a fixed kind, or by-TAG (*by its breakdown); -1 none. */
static int
chart_at(const notation_stats *st, size_t i, size_t *by)
{
	size_t	 k;

	for (k = 0; k < CH__FIXED; k++) {
		if (kinds[k].replay && !st->replay)
			continue;
		if (i-- == 0)
			return (int)k;
	}
	if (i >= st->nby)
		return -1;
	*by = i;
	return CH__FIXED;
}

size_t
nt_stats_nchart(const notation_stats *st)
{
	size_t	 i, by;

	for (i = 0; chart_at(st, i, &by) != -1; i++)
		continue;
	return i;
}

void
nt_stats_chart_span(const notation_stats *st, long only, size_t *from,
    size_t *to)
{
	size_t	 n = nt_stats_nchart(st);

	*from = 0;
	*to = n;
	if (only >= 0) {
		*from = (size_t)only < n ? (size_t)only : n;
		*to = *from < n ? *from + 1 : n;
	}
}

int
nt_stats_chart_name(const notation_stats *st, size_t i,
    struct notation_buf *out)
{
	size_t	 by = 0;
	int	 k;

	if ((k = chart_at(st, i, &by)) == -1)
		return -1;
	if (k < CH__FIXED)
		return notation_buf_puts(out, kinds[k].name);
	return notation_buf_printf(out, BY_PREFIX "%s", st->by[by].tag);
}

long
nt_stats_chart_find(const notation_stats *st, const char *name)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	size_t			 i, n = nt_stats_nchart(st);
	long			 found = -1;

	for (i = 0; i < n && found == -1; i++) {
		notation_buf_reset(&b);
		if (nt_stats_chart_name(st, i, &b) == -1)
			break;
		if (strcmp(b.data, name) == 0)
			found = (long)i;
	}
	notation_buf_free(&b);
	return found;
}

static int
chart_make(struct chart *c, const notation_stats *st, size_t i)
{
	size_t	 by = 0;
	int	 k;

	nt_chart_init(c);
	k = chart_at(st, i, &by);
	if (k == -1)
		c->failed = 1;
	else if (k < CH__FIXED)
		kinds[k].make(c, st);
	else
		chart_breakdown(c, st, &st->by[by]);
	return c->failed ? -1 : 0;
}

/* ------------------------------------------------------------------ */
/* Drawing */

/*
 * The legend's entries (a swatch and its key) laid out in lines as they
 * fit: the line of entry i, from 0, and its x in *x.
 */
static size_t
legend_place(const struct chart *c, size_t i, int *x)
{
	size_t	 j, line = 0, w;
	int	 at = PAD;

	for (j = 0; j <= i && j < c->nleg; j++) {
		w = 14 + CHAR_W * nt_utf8_width(c->leg[j],
		    fit(c->leg[j], LABEL_COLS)) + 16;
		if (at > PAD && at + (int)w > WIDTH - PAD) {
			line++;
			at = PAD;
		}
		if (j == i)
			break;
		at += (int)w;
	}
	*x = at;
	return line;
}

/* The height of the chart: title, captions, legend, rows. */
static int
chart_height(const struct chart *c)
{
	size_t	 ncap = c->ncaps;
	int	 x;

	if (c->nleg > 0)
		ncap += legend_place(c, c->nleg - 1, &x) + 1;
	if (c->nrows == 0)
		ncap++;		/* "nothing to draw" */
	return TITLE_H + (int)ncap * LINE_H + (int)c->nrows * ROW_H + BOTTOM;
}

/* The x of a value along a chart whose longest bar holds most. */
static double
scale(double v, double most)
{
	return most > 0 ? v * BAR_W / most : 0;
}

static int
chart_draw(const struct chart *c, struct notation_buf *out)
{
	const struct row	*r;
	const struct seg	*s;
	const char		*p;
	double			 most = 0, at, x0, x1;
	size_t			 i, j, k;
	int			 y, x, rc = 0;

	rc |= notation_buf_printf(out, "<text class=\"title\" x=\"%d\" "
	    "y=\"18\" font-size=\"15\" font-weight=\"bold\">", PAD);
	rc |= nt_stats_xmls(out, c->title);
	rc |= notation_buf_puts(out, "</text>\n");
	y = TITLE_H;
	for (p = c->caps.data, k = 0; k < c->ncaps; k++, p += strlen(p) + 1) {
		rc |= notation_buf_printf(out, "<text class=\"caption\" "
		    "x=\"%d\" y=\"%d\" fill=\"#5a4d38\">", PAD, y + 12);
		rc |= cut(out, p, CAPTION_COLS);
		rc |= notation_buf_puts(out, "</text>\n");
		y += LINE_H;
	}
	for (i = 0; i < c->nleg; i++) {
		j = legend_place(c, i, &x);
		rc |= notation_buf_printf(out, "<g class=\"legend\"><rect "
		    "x=\"%d\" y=\"%d\" width=\"10\" height=\"10\" fill=\"%s\"/>"
		    "<text x=\"%d\" y=\"%d\">", x, y + (int)j * LINE_H + 3,
		    c->legc[i], x + 14, y + (int)j * LINE_H + 12);
		rc |= cut(out, c->leg[i], LABEL_COLS);
		rc |= notation_buf_puts(out, "</text></g>\n");
	}
	if (c->nleg > 0)
		y += (int)(legend_place(c, c->nleg - 1, &x) + 1) * LINE_H;
	if (c->nrows == 0) {
		rc |= notation_buf_printf(out, "<text class=\"none\" x=\"%d\" "
		    "y=\"%d\" font-style=\"italic\">nothing to draw</text>\n",
		    BAR_X, y + 12);
		y += LINE_H;
	}
	for (i = 0; i < c->nrows; i++)
		if (c->rows[i].total > most)
			most = c->rows[i].total;
	for (i = 0; i < c->nrows; i++, y += ROW_H) {
		r = &c->rows[i];
		rc |= notation_buf_puts(out, "<g class=\"row\" data-key=\"");
		rc |= nt_stats_xmls(out, nt_chart_key(r));
		rc |= notation_buf_printf(out, "\" data-value=\"%s\">"
		    "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">", r->value,
		    LABEL_X, y + 12);
		rc |= cut(out, nt_chart_key(r), LABEL_COLS);
		rc |= notation_buf_puts(out, "</text>\n");
		/*
		 * Each part from where the sum of those before it ends,
		 * so that the parts add up to the row's whole length.
		 */
		for (at = 0, j = 0; j < r->nseg; j++) {
			s = &c->segs[r->seg + j];
			x0 = scale(at, most);
			at += s->v;
			x1 = scale(at, most);
			rc |= notation_buf_puts(out, "<rect class=\"bar\" "
			    "data-key=\"");
			rc |= nt_stats_xmls(out, s->key != NULL ? s->key :
			    nt_chart_key(r));
			rc |= notation_buf_printf(out, "\" data-value=\"%s\" "
			    "x=\"%.2f\" y=\"%d\" width=\"%.2f\" height=\"%d\" "
			    "fill=\"%s\"><title>", s->value, BAR_X + x0,
			    y + (ROW_H - BAR_H) / 2, x1 - x0, BAR_H, s->colour);
			rc |= cut(out, nt_chart_key(r), TIP_COLS);
			if (s->key != NULL &&
			    strcmp(s->key, nt_chart_key(r)) != 0) {
				rc |= notation_buf_puts(out, ", ");
				rc |= nt_stats_xmls(out, s->key);
			}
			rc |= notation_buf_printf(out, ": %s</title></rect>\n",
			    s->value);
		}
		rc |= notation_buf_printf(out, "<text class=\"note\" x=\"%.2f\" "
		    "y=\"%d\">", BAR_X + scale(r->total, most) + 6, y + 12);
		rc |= nt_stats_xmls(out, r->note);
		rc |= notation_buf_puts(out, "</text></g>\n");
	}
	return rc != 0 ? -1 : 0;
}

/*
 * Chart i drawn as an element of its own: an <svg> (the page's) or a
 * <g> moved down to y (the picture's).  *height gets its height.
 */
int
nt_stats_chart_svg(const notation_stats *st, size_t i, int own, int y,
    int *height, struct notation_buf *out)
{
	struct chart		 c;
	struct notation_buf	 name = NOTATION_BUF_INIT;
	int			 h, rc = 0;

	if (chart_make(&c, st, i) == -1 ||
	    nt_stats_chart_name(st, i, &name) == -1) {
		rc = -1;
		goto done;
	}
	h = chart_height(&c);
	if (own)
		rc |= notation_buf_printf(out, "<svg class=\"chart\" "
		    "xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
		    "height=\"%d\" viewBox=\"0 0 %d %d\" "
		    "font-family=\"sans-serif\" font-size=\"12\" "
		    "data-chart=\"", WIDTH, h, WIDTH, h);
	else
		rc |= notation_buf_printf(out, "<g class=\"chart\" "
		    "transform=\"translate(0,%d)\" data-chart=\"", y);
	rc |= nt_stats_xmls(out, name.data);
	rc |= notation_buf_puts(out, "\">\n");
	rc |= chart_draw(&c, out);
	rc |= notation_buf_puts(out, own ? "</svg>\n" : "</g>\n");
	if (height != NULL)
		*height = h;
done:
	notation_buf_free(&name);
	nt_chart_free(&c);
	return rc != 0 ? -1 : 0;
}

/* The chart's title, for a picture of one chart. */
static int
chart_title(const notation_stats *st, size_t i, struct notation_buf *out)
{
	struct chart	 c;
	int		 rc;

	if ((rc = chart_make(&c, st, i)) == 0)
		rc = nt_stats_xmls(out, c.title);
	nt_chart_free(&c);
	return rc;
}

/*
 * One SVG picture: every chart of st one below the other, or chart
 * 'only' (>= 0) alone.  The charts are drawn into a buffer first, since
 * the picture's height, in its root element, is theirs added up.
 */
int
nt_stats_svg(const notation_stats *st, long only, struct notation_buf *out)
{
	struct notation_buf	 body = NOTATION_BUF_INIT;
	char			 title[64];
	size_t			 i, to;
	int			 y = 0, h = 0, rc = 0;

	nt_stats_chart_span(st, only, &i, &to);
	for (; i < to && rc == 0; i++) {
		rc = nt_stats_chart_svg(st, i, 0, y, &h, &body);
		y += h;
	}
	rc |= notation_buf_printf(out, "<?xml version=\"1.0\" "
	    "encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" "
	    "width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
	    "font-family=\"sans-serif\" font-size=\"12\">\n<title>", WIDTH, y,
	    WIDTH, y);
	if (only >= 0)
		rc |= chart_title(st, (size_t)only, out);
	else {
		nt_stats_fmt_title(title, sizeof(title), st);
		rc |= notation_buf_puts(out, title);
	}
	rc |= notation_buf_printf(out, "</title>\n<rect width=\"%d\" "
	    "height=\"%d\" fill=\"#fff\"/>\n", WIDTH, y);
	if (rc == 0 && body.data != NULL)
		rc |= notation_buf_puts(out, body.data);
	rc |= notation_buf_puts(out, "</svg>\n");
	notation_buf_free(&body);
	return rc != 0 ? -1 : 0;
}

int
nt_stats_write_svg(const notation_stats *st, struct notation_buf *out)
{
	return nt_stats_svg(st, -1, out);
}
