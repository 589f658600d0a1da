/*
 * stats_html.c -- the statistics as one HTML page (spec/statistics.md,
 * "Charts"): the figures of the records in a short table, then every
 * chart (or the one asked for) as an inline <svg>, drawn by stats_svg.c
 * as the svg output draws it.  The page is self-contained, like the
 * replay page of halma-replay (spec/html.md): its style in one <style>
 * element, no script, and nothing loaded from anywhere.
 */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "stats/stats_int.h"

static const char head[] =
"<!DOCTYPE html>\n"
"<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
"<style>\n"
"body{font-family:sans-serif;margin:1em;color:#222;background:#fff}\n"
"h1{font-size:1.3em}\n"
"table.figures{border-collapse:collapse;font-size:.9em;margin-bottom:1em}\n"
"table.figures th{text-align:left;padding:0 1em 0 0;font-weight:normal;"
"color:#5a4d38}\n"
"table.figures td{text-align:right}\n"
"figure.chart{margin:0 0 1.5em 0;border-top:2px solid #7a6a4f;"
"padding-top:.3em}\n"
"figure.chart svg{display:block;max-width:100%;height:auto}\n"
"</style>\n";

static int
figure_row(struct notation_buf *out, const char *name, uint64_t n)
{
	return notation_buf_printf(out, "<tr><th>%s</th><td>%" PRIu64
	    "</td></tr>\n", name, n);
}

/* The figures of the records, beside the charts: how much was read. */
static int
figures(const notation_stats *st, struct notation_buf *out)
{
	int	 rc = 0;

	rc |= notation_buf_puts(out, "<table class=\"figures\">\n");
	rc |= figure_row(out, "inputs", st->inputs.nrecs);
	if (st->unreadable.nrecs > 0)
		rc |= figure_row(out, "unreadable inputs",
		    nt_stats_counts_total(&st->unreadable));
	if (st->junk.nrecs > 0)
		rc |= figure_row(out, "not a game",
		    nt_stats_counts_total(&st->junk));
	rc |= figure_row(out, "games", st->games);
	rc |= figure_row(out, "valid", st->valid);
	rc |= figure_row(out, "invalid", st->games - st->valid);
	rc |= notation_buf_puts(out, "</table>\n");
	if (!st->replay)
		rc |= notation_buf_puts(out, "<p>Validity not checked: the "
		    "moves were not replayed (tags only).</p>\n");
	return rc;
}

/* The charts, each an <svg> of its own in a <figure> named after it. */
static int
charts(const notation_stats *st, long only, struct notation_buf *out)
{
	struct notation_buf	 name = NOTATION_BUF_INIT;
	size_t			 i, to;
	int			 rc = 0;

	nt_stats_chart_span(st, only, &i, &to);
	for (; i < to && rc == 0; i++) {
		notation_buf_reset(&name);
		rc |= nt_stats_chart_name(st, i, &name);
		rc |= notation_buf_puts(out, "<figure class=\"chart\" "
		    "id=\"chart-");
		rc |= nt_stats_xmls(out, name.data);
		rc |= notation_buf_puts(out, "\">\n");
		rc |= nt_stats_chart_svg(st, i, 1, 0, NULL, out);
		rc |= notation_buf_puts(out, "</figure>\n");
	}
	notation_buf_free(&name);
	return rc;
}

int
nt_stats_html(const notation_stats *st, long only, struct notation_buf *out)
{
	char	 title[64];
	int	 rc = 0;

	nt_stats_fmt_title(title, sizeof(title), st);
	rc |= notation_buf_puts(out, head);
	rc |= notation_buf_printf(out, "<title>%s</title>\n</head>\n<body>\n"
	    "<h1>%s</h1>\n", title, title);
	rc |= figures(st, out);
	rc |= charts(st, only, out);
	rc |= notation_buf_puts(out, "</body>\n</html>\n");
	return rc != 0 ? -1 : 0;
}

int
nt_stats_write_html(const notation_stats *st, struct notation_buf *out)
{
	return nt_stats_html(st, -1, out);
}
