/*
 * halma-stats -- statistics over collections of Halma game records, and
 * the merge of partial statistics made on other machines.
 *
 * Every game goes through the library's checker and every figure through
 * its statistics accumulators (spec/statistics.md), so this tool only
 * wires inputs to them and picks a format.  Figures that need no replay
 * (--tags-only) are gathered with replay turned off.
 */
#include <sys/stat.h>

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common.h"

/* The name standard input has in diagnostics, unless --name says. */
#define STDIN_NAME	"<stdin>"

#define MAX_BY		16	/* --by options */
#define MAX_NAMES	64	/* tag names kept for a suggestion */

struct run {
	notation_stats		*st;
	notation_checker	*checker;
	const char		*stdin_name;
	const char		*name;		/* of the current input */
	char			*ids;		/* of the partials merged */
	size_t			 nids;
	int			 trouble;	/* an input was unreadable */
	int			 file_io;	/* ... the current one */
	int			 nomem;
	unsigned long		 cut_game;	/* tags cut: warned once */
	int			 dedupe;	/* --dedupe */
	uint64_t		 partials;	/* merged */
	uint64_t		 skipped;	/* ... given again, not counted */
	uint64_t		 refused;	/* ... not taken */
	const char *const	*by;		/* --by */
	size_t			 nby;
	unsigned char		 by_seen[MAX_BY];	/* a game has it */
	char			*names[MAX_NAMES];	/* tag names read */
	size_t			 namelen[MAX_NAMES];
	size_t			 nnames;
	size_t			 next;		/* the name after the last */
};

static void
usage(FILE *fp)
{
	fprintf(fp, "usage: %s [-hT] [-b tag] [-f format] [-n name] "
	    "[-o file]\n"
	    "\t[--chart name] [--from FORMAT] [--list-variants]\n"
	    "\t[--variant NAME|FILE.yaml] [--progress | --no-progress]\n"
	    "\t[--version] [file ...]\n"
	    "       %s -m [--dedupe] [-f format] [-o file] [--chart name]\n"
	    "\t[partial ...]\n",
	    progname, progname);
}

static void
help(void)
{
	usage(stdout);
	fputs("\n"
	    "Statistics over every game of the FILEs (standard input when\n"
	    "there is none or a FILE is '-'), or, with -m, the merge of the\n"
	    "partial statistics that --format json wrote.\n"
	    "\n"
	    "  -b, --by TAG        break the figures down by the value of\n"
	    "                      TAG; Player: by every player's tag\n"
	    "                      (repeatable)\n"
	    "  --chart NAME        with -f html or svg, only the chart NAME:\n"
	    "                      games, results, results-by-rule-set,\n"
	    "                      reasons, reasons-by-rule-set, lengths,\n"
	    "                      chains, camps, openings,\n"
	    "                      openings-two-plies or by-TAG for a\n"
	    "                      breakdown\n"
	    "  --dedupe            with -m, count a partial given again\n"
	    "                      once instead of refusing it\n"
	    "  -f, --format table|json|yaml|csv|html|svg\n"
	    "                      table on a terminal, json otherwise;\n"
	    "                      html and svg: the figures as bar charts\n"
	    TOOL_HELP_FROM
	    "  -h, --help          print this help and exit\n"
	    "  --list-variants     list the built-in rule sets and exit\n"
	    "  -m, --merge         merge partials instead of reading records\n"
	    "  -n, --name NAME     the name of standard input in the figures\n"
	    TOOL_HELP_NO_PROGRESS
	    "  -o, --output FILE   write to FILE (whole or not at all)\n"
	    TOOL_HELP_PROGRESS
	    "  -T, --tags-only     only what needs no replay: games, results,\n"
	    "                      breakdowns\n"
	    "  --variant NAME|FILE.yaml\n"
	    "                      rule set of games without a Variant tag\n"
	    "  --version           print the version and exit\n"
	    "\n"
	    "Exit status: 0 the figures were gathered (invalid games\n"
	    "included), 2 usage error, an unreadable input, a bad partial\n"
	    "or a write error.\n", stdout);
}

/*
 * A summary the checker made for a read error outside any game is not a
 * game: it is trouble, shown on standard error and left out of the
 * figures.  A read error inside a game is trouble too, and the game
 * counts as the invalid game it is.
 */
static int
stream_trouble(struct run *run, const struct notation_summary *s)
{
	size_t	 i;
	int	 io = 0;

	for (i = 0; i < s->ndiags; i++)
		if (s->diags[i].code == NOTATION_IO)
			io = 1;
	if (!io)
		return 0;
	for (i = 0; i < s->ndiags; i++)
		if (s->diags[i].code == NOTATION_IO)
			tool_diag(stderr, &s->diags[i]);
	run->trouble = run->file_io = 1;
	return s->rules == NULL && s->plies == 0;
}

/*
 * Each move, fed before the checker makes it: the statistics read no
 * more than the position it is made in, which the ply callback would
 * have the checker copy at every ply.  Memory running out at a ply is
 * told by the game's summary (stats_file()), which spares this call,
 * made at every ply, a result to keep and test.
 */
static void
move(void *arg, const notation_game *g, const struct notation_move *m,
    const char *text, size_t len)
{
	/* arg is the accumulator itself: one load less at every ply. */
	(void)notation_stats_add_move(arg, g, m);
}

static int
name_is(const struct run *run, size_t i, const char *name, size_t len)
{
	return run->namelen[i] == len && memcmp(run->names[i], name, len) == 0;
}

/* A tag name read: --by that names it is not a slip (by_unseen()). */
static void
tag_seen(struct run *run, const char *name, size_t len)
{
	size_t	 i;

	for (i = 0; i < run->nby; i++)
		if (strlen(run->by[i]) == len &&
		    memcmp(run->by[i], name, len) == 0)
			run->by_seen[i] = 1;
	/* Games mostly give their tags in the order the last one did. */
	if (run->next < run->nnames && name_is(run, run->next, name, len)) {
		run->next++;
		return;
	}
	for (i = 0; i < run->nnames; i++)
		if (name_is(run, i, name, len)) {
			run->next = i + 1;
			return;
		}
	if (run->nnames < MAX_NAMES && memchr(name, '\0', len) == NULL &&
	    (run->names[run->nnames] = strndup(name, len)) != NULL) {
		run->namelen[run->nnames++] = len;
		run->next = run->nnames;
	}
}

/*
 * A --by tag that no game has (but Player, which stands for the
 * players' tags): most likely a slip, said with the tag meant.
 */
static void
by_unseen(const struct run *run)
{
	const char	*near;
	size_t		 i;

	for (i = 0; i < run->nby; i++) {
		if (run->by_seen[i] || strcmp(run->by[i], "Player") == 0)
			continue;
		near = tool_nearest(run->by[i],
		    (const char *const *)run->names, run->nnames);
		tool_say(NOTATION_WARNING, NULL, "usage", "--by %s: no game has "
		    "the tag %s%s%s%s", run->by[i], run->by[i],
		    near != NULL ? "; did you mean " : "",
		    near != NULL ? near : "", near != NULL ? "?" : "");
	}
}

/*
 * Every tag of the game goes to the statistics, which group by them
 * however many a game has (spec/statistics.md, "Breakdowns").
 */
static void
event(void *arg, const struct notation_event *ev)
{
	struct run	*run = arg;
	struct notation_diag	 d;
	int		 rc;

	if (ev->type != NOTATION_EV_TAG)
		return;
	/* The names serve --by alone (by_unseen()): none, none kept. */
	if (run->nby > 0)
		tag_seen(run, ev->name, ev->name_len);
	rc = notation_stats_add_tag(run->st, ev->name, ev->name_len,
	    ev->text, ev->len);
	if (rc == -1)
		run->nomem = 1;
	else if (rc == 1 && ev->game != run->cut_game) {
		run->cut_game = ev->game;
		notation_diag_clear(&d);
		d.file = run->name;
		d.line = ev->line;
		d.column = ev->column;
		d.game = ev->game;
		notation_diag_set(&d, NOTATION_LIMIT, "the tag %.*s and those "
		    "after it are not kept for the figures: the game's tags "
		    "pass %d bytes", (int)(ev->name_len > 60 ? 60 :
		    ev->name_len), ev->name, NOTATION_STATS_TAG_BYTES);
		d.severity = NOTATION_WARNING;
		tool_diag(stderr, &d);
	}
}

/*
 * An input that could not be read, whole or in part: trouble, and
 * counted in the figures, so that a merge of per-file partials knows
 * of it (spec/statistics.md, "Merging").
 */
static void
unreadable(struct run *run, const char *name)
{
	run->trouble = 1;
	if (notation_stats_add_unreadable(run->st, name) != 0)
		run->nomem = 1;
}

static void
stats_file(struct run *run, const char *path)
{
	notation_reader		*rd;
	struct notation_summary	 s;
	const char		*name;
	FILE			*fp;

	name = strcmp(path, "-") == 0 ? run->stdin_name : path;
	run->name = name;
	run->file_io = 0;
	run->cut_game = 0;
	if ((rd = tool_reader_open(path, name, &fp)) == NULL) {
		unreadable(run, name);
		return;
	}
	while (notation_checker_next(run->checker, rd, &s) == 1) {
		if (stream_trouble(run, &s))
			continue;
		if (notation_stats_add_summary(run->st, &s, run->checker) != 0)
			run->nomem = 1;
		tool_progress_game();
	}
	if (tool_reader_close(rd, fp, name, run->file_io) == -1 ||
	    run->file_io)
		unreadable(run, name);
}

/*
 * Has a partial of the same identity been merged already (a partial
 * given twice)?  Else it is remembered.  A partial of no game has
 * nothing to count twice.  0 new, 1 seen, -1 out of memory.
 */
static int
seen_before(struct run *run, const notation_stats *part)
{
	char	 id[NOTATION_STATS_ID_LEN + 1], *ids;
	size_t	 i;

	if (notation_stats_games(part) == 0)
		return 0;
	notation_stats_identity(part, id);
	for (i = 0; i < run->nids; i++)
		if (memcmp(run->ids + i * NOTATION_STATS_ID_LEN, id,
		    NOTATION_STATS_ID_LEN) == 0)
			return 1;
	if ((ids = realloc(run->ids, (run->nids + 1) *
	    NOTATION_STATS_ID_LEN)) == NULL)
		return -1;
	run->ids = ids;
	memcpy(ids + run->nids++ * NOTATION_STATS_ID_LEN, id,
	    NOTATION_STATS_ID_LEN);
	return 0;
}

/* The whole of fp into b; 0, or an errno value. */
static int
slurp(FILE *fp, struct notation_buf *b)
{
	char	 chunk[65536];
	size_t	 n;

	errno = 0;
	while ((n = fread(chunk, 1, sizeof(chunk), fp)) > 0)
		if (notation_buf_put(b, chunk, n) == -1)
			return ENOMEM;
	if (ferror(fp))
		return errno != 0 ? errno : EIO;
	return notation_buf_put(b, "", 0) == -1 ? ENOMEM : 0;
}

/* A partial refused: "prog: file:line: error: WHY [syntax]". */
static void
partial_error(const char *name, unsigned long line, const char *why)
{
	struct notation_diag	 d;

	notation_diag_clear(&d);
	d.file = name;
	d.line = line;
	notation_diag_set(&d, NOTATION_SYNTAX, "%s", why);
	tool_diag(stderr, &d);
}

/*
 * A partial refused, said already: counted, and the merge goes on at the
 * end of the line it began on (a partial is one line), where it returns.
 */
static size_t
refuse(struct run *run, const struct notation_buf *b, size_t from)
{
	const char	*nl;

	run->refused++;
	run->trouble = 1;
	nl = memchr(b->data + from, '\n', b->len - from);
	return nl != NULL ? (size_t)(nl - b->data) : b->len;
}

/*
 * Merge every partial of one input into run->st, in the order they come:
 * a stream of JSON partials, such as the lines a reducer is given.  A
 * partial refused does not stop the others from being read, so that the
 * count of those refused is whole (spec/statistics.md, "Merging").
 */
static void
merge_file(struct run *run, const char *path)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	struct notation_diag	 d;
	notation_stats		*part;
	const char		*name;
	FILE			*fp;
	size_t			 pos = 0, at = 0, nread = 0;
	unsigned long		 line = 1;
	int			 e, is_stdin = strcmp(path, "-") == 0;
	int			 nl = 0, seen;
	size_t			 blank;

	name = is_stdin ? STDIN_NAME : path;
	if (is_stdin)
		fp = stdin;
	else if ((fp = fopen(path, "rb")) == NULL) {
		tool_io_diag(name, "cannot open", errno);
		run->trouble = run->file_io = 1;
		run->refused++;
		return;
	}
	if ((e = slurp(fp, &b)) != 0) {
		tool_io_diag(name, "cannot read", e);
		run->trouble = run->file_io = 1;
		run->refused++;
		goto done;
	}
	for (;;) {
		/*
		 * The line a partial starts on, for a merge that fails.  A
		 * partial is one line: an empty or blank line among them
		 * is a partial a killed job left empty (spec/statistics.md,
		 * "Merging").
		 */
		blank = 0;
		while (pos < b.len && (b.data[pos] == ' ' ||
		    b.data[pos] == '\t' || b.data[pos] == '\r' ||
		    b.data[pos] == '\n')) {
			if (b.data[pos] == '\n' && (pos == 0 || nl) &&
			    blank == 0)
				blank = pos + 1;
			if (b.data[pos] == '\n')
				nl = 1;
			pos++;
		}
		for (; at < (blank ? blank - 1 : pos); at++)
			line += b.data[at] == '\n';
		if (blank || (pos == b.len && nread == 0)) {
			partial_error(name, line, "an empty partial (a job "
			    "that wrote nothing?)");
			run->refused++;
			run->trouble = 1;
			nread++;
			if (pos == b.len)
				break;
			continue;
		}
		/* A partial is a JSON object: anything else is no partial. */
		if (pos < b.len && b.data[pos] != '{') {
			partial_error(name, line, b.data[pos] == '[' ?
			    "not a partial but a game record: -m reads what "
			    "halma-stats --format json wrote" : "not a partial: "
			    "-m reads what halma-stats --format json wrote");
			pos = refuse(run, &b, pos);
			nl = 0;
			nread++;
			continue;
		}
		notation_diag_clear(&d);
		if (notation_stats_read_json(b.data, b.len, &pos, name, &part,
		    &d) != 0) {
			tool_diag(stderr, &d);
			pos = refuse(run, &b, pos);
			nl = 0;
			nread++;
			continue;
		}
		if (part == NULL)
			break;
		nread++;
		/* The reader took the blanks after it: look at them again. */
		for (nl = 0; pos > 0 && (b.data[pos - 1] == ' ' ||
		    b.data[pos - 1] == '\t' || b.data[pos - 1] == '\r' ||
		    b.data[pos - 1] == '\n'); pos--)
			continue;
		if ((seen = seen_before(run, part)) == -1)
			run->nomem = 1;
		if (seen == 1) {
			if (!run->dedupe) {
				partial_error(name, line, "a partial given "
				    "before (the same identity); --dedupe "
				    "counts it once");
				run->trouble = 1;
				run->refused++;
			} else
				run->skipped++;
			notation_stats_free(part);
			continue;
		}
		run->partials++;
		if (run->st == NULL) {
			run->st = part;
			continue;
		}
		notation_diag_clear(&d);
		d.file = name;
		d.line = line;
		d.column = 1;
		if (notation_stats_merge(run->st, part, &d) != 0) {
			tool_diag(stderr, &d);
			run->trouble = 1;
			run->partials--;
			run->refused++;
		}
		notation_stats_free(part);
	}
done:
	notation_buf_free(&b);
	tool_close(fp);
}

/*
 * What a merge took, on standard error.  Nothing is written when a
 * partial was refused (or an input of partials unreadable): the figures
 * would be those of part of the partials, and -o keeps the old output.
 * -1 then, and when there was no partial; else 0, with run->trouble set
 * when the partials count unreadable inputs of records, whose figures
 * are written as the runs that could not read them wrote theirs.
 */
static int
merged_say(struct run *run)
{
	uint64_t	 games, lost;

	games = run->st != NULL ? notation_stats_games(run->st) : 0;
	if (run->refused > 0) {
		fprintf(stderr, "%s: took %" PRIu64 " partial%s, %" PRIu64
		    " game%s; refused %" PRIu64 " partial%s: nothing "
		    "written\n", progname, run->partials,
		    run->partials == 1 ? "" : "s", games,
		    games == 1 ? "" : "s", run->refused,
		    run->refused == 1 ? "" : "s");
		if (run->st == NULL)
			tool_say(NOTATION_ERROR, NULL, "usage",
			    "no partial to merge");
		return -1;
	}
	fprintf(stderr, "%s: merged %" PRIu64 " partial%s, %" PRIu64
	    " game%s", progname, run->partials,
	    run->partials == 1 ? "" : "s", games, games == 1 ? "" : "s");
	if (run->skipped > 0)
		fprintf(stderr, "; %" PRIu64 " given again, not counted",
		    run->skipped);
	fputc('\n', stderr);
	if (run->st == NULL) {
		tool_say(NOTATION_ERROR, NULL, "usage", "no partial to merge");
		return -1;
	}
	if ((lost = notation_stats_unreadable(run->st)) > 0) {
		tool_say(NOTATION_ERROR, NULL, "io", "the partials count %"
		    PRIu64 " input%s that could not be read", lost,
		    lost == 1 ? "" : "s");
		run->trouble = 1;
	}
	return 0;
}

/*
 * Is there a chart of that name (NULL: every chart is drawn)?  The
 * charts depend on the kind of figures and the breakdowns only
 * (notation_stats_charts()), so an empty accumulator knows them.  A
 * name that is none is a usage error, said with those there are: 0 or
 * -1.
 */
static int
chart_check(const notation_stats *st, const char *chart)
{
	struct notation_buf	 names = NOTATION_BUF_INIT;
	struct notation_buf	 list = NOTATION_BUF_INIT;
	const char		*p, *nl;
	int			 found = 0;

	if (chart == NULL)
		return 0;
	if (notation_stats_charts(st, &names) != 0)
		tool_oom();
	/* One name a line; said as "games, results, by-White". */
	for (p = names.data; p != NULL && (nl = strchr(p, '\n')) != NULL;
	    p = nl + 1) {
		if (strlen(chart) == (size_t)(nl - p) &&
		    strncmp(p, chart, (size_t)(nl - p)) == 0)
			found = 1;
		if ((list.len > 0 && notation_buf_puts(&list, ", ") != 0) ||
		    notation_buf_put(&list, p, (size_t)(nl - p)) != 0)
			tool_oom();
	}
	if (!found)
		tool_say(NOTATION_ERROR, NULL, "usage", "--chart %s: no such "
		    "chart of these figures; the charts are %s", chart,
		    list.data != NULL ? list.data : "none");
	notation_buf_free(&names);
	notation_buf_free(&list);
	return found ? 0 : -1;
}

int
main(int argc, char *argv[])
{
	enum { OPT_DEDUPE = TOOL_OPT_OWN, OPT_CHART };
	static const struct tool_option own[] = {
		{ "chart",		required_argument,	OPT_CHART, NULL },
		{ "dedupe",		no_argument,		OPT_DEDUPE, NULL },
		{ NULL,			0,			0, NULL }
	};
	static char		*stdin_only[] = { "-" };
	struct run		 run;
	struct notation_buf	 out = NOTATION_BUF_INIT;
	notation_catalog	*cat = NULL;
	const notation_rules	*rules;
	const char		*by[MAX_BY], *output = NULL;
	const char		*name = NULL, *chart = NULL;
	size_t			 nby = 0;
	int			 ch, i, merge = 0, tags = 0;
	int			 format = -1, status;

	tool_init(argv[0], usage, help);
	memset(&run, 0, sizeof(run));
	tool_options_use("by format:table,json,yaml,csv,html,svg from help "
	    "list-variants merge name no-progress output progress tags-only "
	    "variant version", own);
	while ((ch = tool_getopt(&argc, &argv)) != -1) {
		switch (ch) {
		case 'b':
			if (nby == MAX_BY || *optarg == '\0')
				tool_usage_error(NULL, "--by takes a tag name, "
				    "at most %d times", MAX_BY);
			by[nby++] = optarg;
			break;
		case OPT_CHART:
			chart = optarg;
			break;
		case OPT_DEDUPE:
			run.dedupe = 1;
			break;
		case 'f':
			format = notation_stats_format_parse(optarg);
			if (format < 0)
				tool_usage_error(NULL, "--format %s: not table, "
				    "json, yaml, csv, html or svg", optarg);
			break;
		case 'm':
			merge = 1;
			break;
		case 'n':
			name = optarg;
			break;
		case 'o':
			output = optarg;
			break;
		case 'T':
			tags = 1;
			break;
		default:
			usage(stderr);
			return EXIT_TROUBLE;
		}
	}

	/* A partial already holds the choices that made it. */
	if (run.dedupe && !merge)
		tool_usage_error(NULL, "--dedupe goes with --merge");
	if (merge && (nby > 0 || tags || tool_shared.variant != NULL ||
	    name != NULL || tool_shared.list_variants))
		tool_usage_error(NULL, "--merge takes no --by, "
		    "--list-variants, --name, --tags-only or --variant");
	if (chart != NULL && format != NOTATION_STATS_HTML &&
	    format != NOTATION_STATS_SVG)
		tool_usage_error(NULL, "--chart goes with --format html or svg");
	if (format < 0)
		format = output == NULL && isatty(STDOUT_FILENO) ?
		    NOTATION_STATS_TABLE : NOTATION_STATS_JSON;
	run.stdin_name = name != NULL ? name : STDIN_NAME;
	/* An output that is an input is refused before any work. */
	if (output != NULL && tool_output_check(output, argc > 0 ? argv :
	    stdin_only, argc > 0 ? argc : 1) == -1)
		return EXIT_TROUBLE;

	if (merge) {
		if (argc == 0)
			merge_file(&run, "-");
		for (i = 0; i < argc; i++)
			merge_file(&run, argv[i]);
		if (merged_say(&run) != 0 || chart_check(run.st, chart) != 0) {
			status = EXIT_TROUBLE;
			goto done;
		}
	} else {
		if ((cat = notation_catalog_new()) == NULL)
			tool_oom();
		tool_list_variants(cat);
		rules = tool_variant(cat);
		run.st = notation_stats_new(tags ? 0 : NOTATION_STATS_REPLAY,
		    by, nby);
		run.checker = notation_checker_new(cat, rules);
		if (run.st == NULL || run.checker == NULL)
			tool_oom();
		/* The charts are known before any game: a slip fails at once. */
		if (chart_check(run.st, chart) != 0) {
			status = EXIT_TROUBLE;
			goto done;
		}
		/* Counting tags and results needs no replay of the moves. */
		if (tags)
			notation_checker_set_replay(run.checker, 0);
		else
			notation_checker_set_move_fn(run.checker, move, run.st);
		notation_checker_set_event_fn(run.checker, event, &run);
		run.by = by;
		run.nby = nby;
		tool_progress_inputs(argc > 0 ? argc : 1, argc > 0 ? argv :
		    stdin_only);
		if (argc == 0)
			stats_file(&run, "-");
		for (i = 0; i < argc; i++)
			stats_file(&run, argv[i]);
		if (notation_stats_games(run.st) > 0)
			by_unseen(&run);
	}

	if (run.nomem || (chart != NULL ? notation_stats_write_chart(run.st,
	    format, chart, &out) : notation_stats_write(run.st, format,
	    &out)) != 0) {
		tool_say(NOTATION_ERROR, NULL, "limit", "out of memory");
		run.trouble = 1;
	} else if (output != NULL) {
		if (tool_write_file(output, &out, argc > 0 ? argv :
		    stdin_only, argc > 0 ? argc : 1) != 0)
			run.trouble = 1;
	} else
		tool_write(stdout, &out);
	/* Invalid games are figures like the others: gathered, exit 0. */
	status = run.trouble ? EXIT_TROUBLE : EXIT_VALID;
done:
	notation_stats_free(run.st);
	notation_checker_free(run.checker);
	notation_catalog_free(cat);
	notation_buf_free(&out);
	free(run.ids);
	while (run.nnames > 0)
		free(run.names[--run.nnames]);
	tool_flush();
	return status;
}
