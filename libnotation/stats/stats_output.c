/*
 * stats_output.c -- the outputs of the statistics by name: one table from
 * format to writer, which notation_stats_format_parse() reads the names
 * of and notation_stats_write() dispatches through.  The writers are one
 * file each (stats_table.c, stats_partial.c, stats_csv.c, stats_html.c,
 * stats_svg.c); they read the accumulator and know nothing of this table.
 * The formats that draw charts have a second entry, for one chart by name
 * (notation_stats_write_chart()).
 */
#include <string.h>

#include "stats/stats_int.h"

static const struct output {
	const char	*name;
	int		(*write)(const notation_stats *, struct notation_buf *);
	int		(*chart)(const notation_stats *, long,
			    struct notation_buf *);
} outputs[] = {
	[NOTATION_STATS_TABLE] =	{ "table", nt_stats_write_table, NULL },
	[NOTATION_STATS_JSON] =		{ "json", nt_stats_write_json, NULL },
	[NOTATION_STATS_YAML] =		{ "yaml", nt_stats_write_yaml, NULL },
	[NOTATION_STATS_CSV] =		{ "csv", nt_stats_write_csv, NULL },
	[NOTATION_STATS_HTML] =		{ "html", nt_stats_write_html,
					    nt_stats_html },
	[NOTATION_STATS_SVG] =		{ "svg", nt_stats_write_svg,
					    nt_stats_svg },
};

#define NOUTPUTS	(sizeof(outputs) / sizeof(outputs[0]))

int
notation_stats_format_parse(const char *s)
{
	size_t	 i;

	for (i = 0; s != NULL && i < NOUTPUTS; i++)
		if (strcmp(s, outputs[i].name) == 0)
			return (int)i;
	return -1;
}

int
notation_stats_write(const notation_stats *st, enum notation_stats_format f,
    struct notation_buf *out)
{
	if ((size_t)f >= NOUTPUTS)
		return -1;
	return outputs[f].write(st, out);
}

int
notation_stats_charts(const notation_stats *st, struct notation_buf *out)
{
	size_t	 i, n = nt_stats_nchart(st);

	for (i = 0; i < n; i++)
		if (nt_stats_chart_name(st, i, out) == -1 ||
		    notation_buf_putc(out, '\n') == -1)
			return -1;
	return 0;
}

int
notation_stats_write_chart(const notation_stats *st,
    enum notation_stats_format f, const char *chart,
    struct notation_buf *out)
{
	long	 i;

	if ((size_t)f >= NOUTPUTS || outputs[f].chart == NULL ||
	    (i = nt_stats_chart_find(st, chart)) < 0)
		return 1;
	return outputs[f].chart(st, i, out);
}
