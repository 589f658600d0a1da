/*
 * stats_output.c -- the outputs of the statistics by name: one table from
 * format to writer, which notation_stats_format_parse() reads the names
 * of and notation_stats_write() dispatches through.  The writers are one
 * file each (stats_table.c, stats_partial.c, stats_csv.c); they read the
 * accumulator and know nothing of each other or of this table.
 */
#include <string.h>

#include "stats/stats_int.h"

static const struct output {
	const char	*name;
	int		(*write)(const notation_stats *, struct notation_buf *);
} outputs[] = {
	[NOTATION_STATS_TABLE] =	{ "table", nt_stats_write_table },
	[NOTATION_STATS_JSON] =		{ "json", nt_stats_write_json },
	[NOTATION_STATS_YAML] =		{ "yaml", nt_stats_write_yaml },
	[NOTATION_STATS_CSV] =		{ "csv", nt_stats_write_csv },
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
