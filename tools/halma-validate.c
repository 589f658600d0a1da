/*
 * halma-validate -- check Halma game records against their rule sets.
 *
 * Every game of every input goes through the library's checker (reader,
 * replay, adjudication), so this tool decides nothing about a record by
 * itself: it only chooses how to show the checker's summaries, as
 * diagnostics on standard error or as JSON Lines on standard output, and
 * turns them into an exit status (halma-validate(1)).
 */
#include <sys/stat.h>

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"

/* The name under which standard input appears in diagnostics and JSON. */
#define STDIN_NAME	"<stdin>"

enum format {
	FORMAT_TEXT = 0,
	FORMAT_JSON
};

struct validate {
	enum format		 format;
	int			 quiet;
	notation_checker	*checker;
	struct notation_buf	 out;		/* one game's report, reused */
	struct notation_buf	 word;		/* a result, reused */
	struct tool_output	 o;		/* -o FILE, or standard output */
	int			 to_file;	/* -o: text reports go there too */
	unsigned long		 games;
	unsigned long		 valid;
	unsigned long		 invalid;
	unsigned long		 junk;		/* pieces that are no game */
	int			 trouble;	/* an input could not be read */
	int			 file_io;	/* ... and it is the current one */
};

static void
usage(FILE *fp)
{
	fprintf(fp, "usage: %s [-hq] [-f text|json] [--from FORMAT]\n"
	    "\t[--list-variants] [-o file] [--progress | --no-progress]\n"
	    "\t[--variant NAME|FILE.yaml] [--version] [file ...]\n", progname);
}

static void
help(void)
{
	usage(stdout);
	fputs("\n"
	    "Check every game of the files (standard input when there is none\n"
	    "or a file is '-') against its rule set.\n"
	    "\n"
	    "  -f, --format text|json\n"
	    "                      diagnostics on standard error (text), or one\n"
	    "                      JSON object per game on standard output\n"
	    TOOL_HELP_FROM
	    "  -h, --help          print this help and exit\n"
	    "  --list-variants     list the built-in rule sets and exit\n"
	    TOOL_HELP_NO_PROGRESS
	    "  -o, --output FILE   write the report (JSON Lines, or the text\n"
	    "                      diagnostics and summary) to FILE\n"
	    TOOL_HELP_PROGRESS
	    "  -q, --quiet         no summary line, diagnostics only\n"
	    "  --variant NAME|FILE.yaml\n"
	    "                      rule set of games without a Variant tag\n"
	    "  --version           print the version and exit\n"
	    "\n"
	    "Exit status: 0 every game valid, 1 some game invalid,\n"
	    "2 usage error or an unreadable input.\n", stdout);
}

/* Is d a problem of the stream itself (reading failed), not of a game? */
static int
is_io(const struct notation_diag *d)
{
	return d->code == NOTATION_IO;
}

/* A game's report, whole, to the -o file: one write. */
static void
put(struct validate *v)
{
	if (v->out.len > 0 &&
	    tool_output_put(&v->o, &v->out) == -1)
		exit(EXIT_TROUBLE);
}

static void
text_diag(struct validate *v, const struct notation_diag *d)
{
	if (!v->to_file)
		tool_diag(stderr, d);
	else
		tool_diag_format(d, &v->out);
}

/*
 * A diagnostic of bytes that are no game: without a game number, which
 * they do not have, and said to be none.
 */
static void
junk_diag(struct validate *v, const struct notation_diag *d)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	struct notation_diag	 j = *d;

	j.game = j.ply = 0;
	if (tool_diag_format(&j, &b) != 0 || b.len == 0)
		tool_oom();
	b.len--;
	if (notation_buf_puts(&b, strstr(d->message, "not a game") != NULL ?
	    "\n" : " (not a game)\n") != 0)
		tool_oom();
	if (v->to_file) {
		if (notation_buf_put(&v->out, b.data, b.len) != 0)
			tool_oom();
	} else
		tool_write(stderr, &b);
	notation_buf_free(&b);
}

static void
text_game(struct validate *v, const struct notation_summary *s)
{
	struct notation_diag	 d;
	size_t			 i;

	notation_buf_reset(&v->out);
	for (i = 0; i < s->ndiags; i++)
		if (s->not_a_game)
			junk_diag(v, &s->diags[i]);
		else
			text_diag(v, &s->diags[i]);
	if (tool_more_diags(s, &d))
		text_diag(v, &d);
	if (v->to_file)
		put(v);
}

static void
json_key(struct notation_buf *b, const char *key)
{
	notation_buf_printf(b, ",\"%s\":", key);
}

static void
json_result(struct validate *v, const struct notation_result *r,
    const notation_rules *rules)
{
	struct notation_buf	*t = &v->word;

	notation_buf_reset(t);
	if (notation_result_format(r, notation_rules_players(rules), t) == 0 &&
	    t->data != NULL)
		notation_buf_json_string(&v->out, t->data, t->len);
	else
		notation_buf_puts(&v->out, "null");
}

/*
 * One JSON object per game on one line (JSON Lines).  Notes are left out
 * of "errors": the only note the checker makes is a repetition, and its
 * plies are in "repetitions".
 */
static void
json_game(struct validate *v, const struct notation_summary *s)
{
	struct notation_buf	*b = &v->out;
	const struct notation_diag *d;
	const char		*name;
	size_t			 i;
	int			 first = 1;

	notation_buf_reset(b);
	notation_buf_puts(b, "{\"file\":");
	name = s->file != NULL ? s->file : STDIN_NAME;
	notation_buf_json_string(b, name, strlen(name));
	json_key(b, "game");
	notation_buf_printf(b, "%lu", s->game);
	json_key(b, "line");
	notation_buf_printf(b, "%lu", s->line);
	json_key(b, "variant");
	if (s->rules != NULL) {
		name = notation_rules_name(s->rules);
		notation_buf_json_string(b, name, strlen(name));
	} else
		notation_buf_puts(b, "null");
	json_key(b, "valid");
	notation_buf_puts(b, s->valid ? "true" : "false");
	json_key(b, "plies");
	notation_buf_printf(b, "%lu", s->plies);
	json_key(b, "result");
	if (s->has_recorded && s->rules != NULL)
		json_result(v, &s->recorded, s->rules);
	else
		notation_buf_puts(b, "null");
	json_key(b, "outcome");
	if (s->outcome.kind != NOTATION_RESULT_NONE && s->rules != NULL)
		json_result(v, &s->outcome, s->rules);
	else
		notation_buf_puts(b, "null");
	json_key(b, "reason");
	if (s->outcome.kind != NOTATION_RESULT_NONE)
		notation_buf_printf(b, "\"%s\"",
		    notation_reason_name(s->outcome.reason));
	else
		notation_buf_puts(b, "null");
	json_key(b, "repetitions");
	notation_buf_putc(b, '[');
	for (i = 0; i < s->nrepetitions; i++)
		notation_buf_printf(b, "%s%lu", i > 0 ? "," : "",
		    s->repetitions[i]);
	notation_buf_putc(b, ']');
	json_key(b, "errors");
	notation_buf_putc(b, '[');
	for (i = 0; i < s->ndiags; i++) {
		d = &s->diags[i];
		if (d->severity == NOTATION_NOTE)
			continue;
		notation_buf_printf(b, "%s{\"code\":\"%s\",\"severity\":\"%s\","
		    "\"line\":%lu,\"column\":%lu,\"ply\":", first ? "" : ",",
		    notation_code_name(d->code),
		    notation_severity_name(d->severity), d->line, d->column);
		if (d->ply > 0)
			notation_buf_printf(b, "%lu", d->ply);
		else
			notation_buf_puts(b, "null");
		notation_buf_puts(b, ",\"message\":");
		notation_buf_json_string(b, d->message, strlen(d->message));
		notation_buf_putc(b, '}');
		first = 0;
	}
	notation_buf_putc(b, ']');
	/* Last, so that readers of the older members by place still work. */
	json_key(b, "offset");
	notation_buf_printf(b, "%llu", (unsigned long long)s->offset);
	json_key(b, "length");
	notation_buf_printf(b, "%llu", (unsigned long long)s->length);
	if (s->not_a_game)
		notation_buf_puts(b, ",\"not_a_game\":true");
	notation_buf_puts(b, "}\n");
	put(v);
}

/*
 * A summary the checker made for a problem of the stream (a read error
 * outside any game) is not a game: it is trouble, shown on standard
 * error whatever the format.
 */
static int
stream_trouble(struct validate *v, const struct notation_summary *s)
{
	size_t	 i;
	int	 io = 0;

	for (i = 0; i < s->ndiags; i++)
		if (is_io(&s->diags[i]))
			io = 1;
	if (!io)
		return 0;
	v->trouble = v->file_io = 1;
	if (s->rules != NULL || s->plies > 0)
		return 0;
	for (i = 0; i < s->ndiags; i++)
		tool_diag(stderr, &s->diags[i]);
	return 1;
}

static void
report(struct validate *v, const struct notation_summary *s)
{
	if (stream_trouble(v, s))
		return;
	if (s->not_a_game)
		v->junk++;
	else {
		v->games++;
		if (s->valid)
			v->valid++;
		else
			v->invalid++;
	}
	if (v->format == FORMAT_JSON)
		json_game(v, s);
	else
		text_game(v, s);
}

static void
validate_file(struct validate *v, const char *path)
{
	notation_reader		*rd;
	struct notation_summary	 s;
	const char		*name;
	FILE			*fp;

	/* An input that cannot be read is trouble (exit 2), the others go on. */
	name = strcmp(path, "-") == 0 ? STDIN_NAME : path;
	v->file_io = 0;
	if ((rd = tool_reader_open(path, name, &fp)) == NULL) {
		v->trouble = 1;
		return;
	}
	while (notation_checker_next(v->checker, rd, &s) == 1) {
		report(v, &s);
		tool_progress_game();
	}
	if (tool_reader_close(rd, fp, name, v->file_io) == -1)
		v->trouble = 1;
}

int
main(int argc, char *argv[])
{
	static char		*stdin_only[] = { "-" };
	struct validate		 v;
	notation_catalog	*cat;
	const notation_rules	*rules;
	const char		*output = NULL;
	int			 ch, i;

	tool_init(argv[0], usage, help);
	memset(&v, 0, sizeof(v));
	tool_options_use("format:text,json from help list-variants "
	    "no-progress output progress quiet variant version", NULL);
	while ((ch = tool_getopt(&argc, &argv)) != -1) {
		switch (ch) {
		case 'f':
			if (strcmp(optarg, "text") == 0)
				v.format = FORMAT_TEXT;
			else if (strcmp(optarg, "json") == 0)
				v.format = FORMAT_JSON;
			else
				tool_usage_error(NULL, "--format %s: not text "
				    "or json", optarg);
			break;
		case 'o':
			output = optarg;
			break;
		case 'q':
			v.quiet = 1;
			break;
		default:
			usage(stderr);
			return EXIT_TROUBLE;
		}
	}

	if ((cat = notation_catalog_new()) == NULL) {
		tool_oom();
	}
	tool_list_variants(cat);
	rules = tool_variant(cat);
	/*
	 * The report is written as it is made, a game at a time: to a
	 * temporary file renamed over FILE at the end (FILE is whole or
	 * untouched), or straight to a device, a FIFO or standard output.
	 */
	if (output != NULL) {
		if (tool_output_open(&v.o, output, argc > 0 ? argv :
		    stdin_only, argc > 0 ? argc : 1) == -1) {
			notation_catalog_free(cat);
			return EXIT_TROUBLE;
		}
		v.to_file = 1;
	} else
		tool_output_stdout(&v.o);
	if ((v.checker = notation_checker_new(cat, rules)) == NULL) {
		tool_oom();
	}

	tool_progress_inputs(argc > 0 ? argc : 1, argc > 0 ? argv :
	    stdin_only);
	if (argc == 0)
		validate_file(&v, "-");
	for (i = 0; i < argc; i++)
		validate_file(&v, argv[i]);

	if (v.format == FORMAT_TEXT && !v.quiet) {
		notation_buf_reset(&v.out);
		notation_buf_printf(&v.out, "%s: %lu game%s, %lu valid, "
		    "%lu invalid", progname, v.games, v.games == 1 ? "" : "s",
		    v.valid, v.invalid);
		if (v.junk > 0)
			notation_buf_printf(&v.out, "; %lu not a game", v.junk);
		notation_buf_putc(&v.out, '\n');
		if (v.to_file)
			put(&v);
		else
			tool_write(stderr, &v.out);
	}
	if (tool_output_commit(&v.o) == -1)
		v.trouble = 1;
	notation_checker_free(v.checker);
	notation_catalog_free(cat);
	notation_buf_free(&v.out);
	notation_buf_free(&v.word);
	tool_flush();
	if (v.trouble)
		return EXIT_TROUBLE;
	/* Bytes that are no game make the input invalid too. */
	return v.invalid > 0 || v.junk > 0 ? EXIT_INVALID : EXIT_VALID;
}
