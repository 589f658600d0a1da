/*
 * halma-fen -- position strings, boards, legal moves and perft, and the
 * conversion of records between the text format, YAML and JSON and
 * between the short and long forms of moves (halma-fen(1)).
 *
 * The tool only wires options to the library.  Records go through the
 * checker, which calls back with the position before every legal ply, so
 * this program has no replay loop of its own and never disagrees with
 * halma-validate; to convert, the checker hands on the whole record,
 * moves that do not replay included, and the writer writes it.
 */
#include <err.h>
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common.h"

enum mode {
	MODE_POSITIONS = 0,	/* position strings of games */
	MODE_CONVERT,		/* records to records */
	MODE_RENDER,		/* boards of position strings */
	MODE_MOVES,		/* legal moves of position strings */
	MODE_PERFT		/* leaf counts */
};

#define STDIN_NAME	"<stdin>"

struct options {
	enum mode	 mode;
	int		 all;
	int		 has_ply;	/* --ply given */
	unsigned long	 ply;
	int		 from;		/* -1: recognised from the content */
	int		 to;		/* -1: the format read */
	int		 wflags;	/* NOTATION_WRITE_* */
	int		 depth;		/* --perft */
	int		 fix;		/* --fix: repair while converting */
	int		 grid;		/* --position-format; 0: strings */
	const char	*output;
};

/* What the callbacks need, for the game being read. */
struct run {
	const struct options	*o;
	notation_catalog	*cat;
	const notation_rules	*defrules;
	struct notation_buf	 out;		/* what goes to the output */
	struct notation_buf	 keep;		/* the position of --ply N */
	int			 kept;
	notation_writer		*writer;	/* made at the first game */
	int			 to;		/* the format it writes */
	notation_reader		*rd;		/* the input being read */
	struct notation_diag	 wdiag;		/* why the writer refused */
	int			 has_variant;	/* the game has a Variant tag */
	int			 repaired;	/* --fix left no error in it */
	int			 unread;	/* why the reader skipped some */
	unsigned long		 unplayed;	/* moves not replayed */
	int			 status;
	unsigned long		 shown;		/* boards or move lists */
	struct tool_output	 file;		/* -o: written as produced */
};

/* The -o file of a run that does not finish is removed (see main). */
static struct tool_output	*pending_output;

static void
drop_output(void)
{
	if (pending_output != NULL)
		tool_output_abort(pending_output);
}

static void
usage(FILE *fp)
{
	fprintf(fp, "usage: %s [-a | --ply N] [--from format] "
	    "[--position-format form]\n"
	    "\t[--progress | --no-progress] [--variant NAME|FILE.yaml] "
	    "[file ...]\n"
	    "       %s [-l | -s] [--fix] [--from format] [-o file] [-f | -t format]\n"
	    "\t[--progress | --no-progress] [--variant NAME|FILE.yaml] "
	    "[file ...]\n"
	    "       %s -r [--position-format form] [--variant FILE.yaml]\n"
	    "\t[position ...]\n"
	    "       %s -M [-l] [--position-format form] [--variant FILE.yaml]\n"
	    "\t[position ...]\n"
	    "       %s --perft N [--position-format form]\n"
	    "\t[--progress | --no-progress] [--variant NAME|FILE.yaml] "
	    "[position ...]\n"
	    "       %s -h | --help | --list-variants | --version\n",
	    progname, progname, progname, progname, progname, progname);
}

static void __attribute__((noreturn))
bad_usage(const char *why)
{
	tool_usage_error(NULL, "%s", why);
}

static void __attribute__((noreturn))
help(void)
{
	usage(stdout);
	fputs("\n"
	    "Print the position string after the last ply of each game of the\n"
	    "records (standard input when there is no file or it is '-'), or\n"
	    "convert the records, or work on position strings.\n"
	    "\n"
	    "  -a, --all           the start position and the position after\n"
	    "                      every ply\n"
	    "  -f, --format FORMAT\n"
	    "                      convert the records to hgn, yaml, json, pun,\n"
	    "                      starlog, hoplog or pdn\n"
	    TOOL_HELP_FROM
	    "  --fix               convert, and repair the result and the\n"
	    "                      Result tags, each change a note\n"
	    "  -h, --help          print this help and exit\n"
	    "  -l, --long          moves in long form: convert (to the format\n"
	    "                      read, or that -o's name ends in), or with\n"
	    "                      -M list\n"
	    "  --list-variants     print the built-in rule sets and exit\n"
	    "  -M, --moves         the legal moves of each position, one a line\n"
	    TOOL_HELP_NO_PROGRESS
	    "  -o, --output file   write the converted records to file\n"
	    "  --perft N           the leaves of the move tree of depth N\n"
	    "                      (default: the rule set's start position)\n"
	    "  --ply N             the position after ply N (0: the start)\n"
	    "  --position-format pun|numbers|letters\n"
	    "                      positions read and printed in that form\n"
	    TOOL_HELP_PROGRESS
	    "  -r, --render        draw each position as an ASCII board\n"
	    "  -s, --short         moves in short form: convert\n"
	    "  -t, --to FORMAT     the same as --format\n"
	    "  --variant NAME|FILE.yaml\n"
	    "                      rule set of games without a Variant tag and\n"
	    "                      of --perft; a file is loaded for positions\n"
	    "  --version           print the version and exit\n"
	    "\n"
	    "Positions are read from the arguments, or from standard input one\n"
	    "a line.  Exit status: 0 valid, 1 an invalid record or position, a\n"
	    "game not converted or a ply not reached, 2 usage error or\n"
	    "unreadable input.\n",
	    stdout);
	exit(EXIT_VALID);
}

static unsigned long
number(const char *s, const char *opt, unsigned long max)
{
	char		*end;
	unsigned long	 n;

	errno = 0;
	n = strtoul(s, &end, 10);
	if (*s < '0' || *s > '9' || *end != '\0' || errno != 0 || n > max) {
		tool_usage_error(NULL, "%s %s: not a number from 0 to %lu",
		    opt, s, max);
	}
	return n;
}

static int
format_arg(const char *s, const char *opt)
{
	int	 f;

	if ((f = notation_format_parse(s)) < 0) {
		tool_usage_error(NULL, "%s %s: not hgn, yaml, json, pun, "
		    "starlog, hoplog or pdn", opt, s);
	}
	return f;
}

/*
 * The format an output file's name ends in, or -1: converted records
 * are written in --to, else in the format -o's name gives, else in
 * --from, else in the format the first input was read in (writer()).
 */
static int
format_named(const char *path)
{
	const char	*dot;

	if (path == NULL || (dot = strrchr(path, '.')) == NULL ||
	    strchr(dot, '/') != NULL)
		return -1;
	if (strcmp(dot, ".hgn") == 0)
		return NOTATION_FORMAT_HGN;
	if (strcmp(dot, ".yaml") == 0 || strcmp(dot, ".yml") == 0)
		return NOTATION_FORMAT_YAML;
	if (strcmp(dot, ".json") == 0 || strcmp(dot, ".jsonl") == 0)
		return NOTATION_FORMAT_JSON;
	if (strcmp(dot, ".pun") == 0)
		return NOTATION_FORMAT_PUN;
	if (strcmp(dot, ".hoplog") == 0)
		return NOTATION_FORMAT_HOPLOG;
	if (strcmp(dot, ".pdn") == 0)
		return NOTATION_FORMAT_PDN;
	return -1;
}

/*
 * The writer of converted records, made when the first game is read
 * unless the format was named: then the reader knows what it read.
 */
static notation_writer *
writer(struct run *rn)
{
	if (rn->writer != NULL)
		return rn->writer;
	if (rn->to < 0 && (rn->rd == NULL ||
	    (rn->to = (int)notation_reader_format(rn->rd)) ==
	    NOTATION_FORMAT_AUTO))
		rn->to = NOTATION_FORMAT_HGN;
	if ((rn->writer = notation_writer_new(rn->to, rn->o->wflags)) == NULL ||
	    notation_writer_begin(rn->writer, &rn->out) != 0)
		tool_oom();
	return rn->writer;
}

/*
 * Errors and warnings; notes (repetitions) are the business of
 * halma-validate(1), not of a converter.
 */
static void
report(const struct notation_diag *d)
{
	if (d->severity != NOTATION_NOTE)
		tool_diag(stderr, d);
}

static void
worse(struct run *rn, int status)
{
	if (status > rn->status)
		rn->status = status;
}

static void
out_position(struct run *rn, const notation_position *p,
    struct notation_buf *b)
{
	struct notation_diag	 d;

	if (rn->o->grid != 0) {
		/* A rule set without that form: said, not written. */
		/* A dump of several lines ends with a blank line. */
		if (notation_position_format_grid(p, rn->o->grid, b) == 0) {
			if (rn->o->grid != NOTATION_GRID_PUN &&
			    notation_buf_putc(b, '\n') != 0)
				tool_oom();
			return;
		}
		notation_diag_clear(&d);
		notation_diag_set(&d, NOTATION_BAD_POSITION, "%s positions "
		    "have no such form (--position-format)",
		    notation_rules_name(notation_position_rules(p)));
		tool_diag(stderr, &d);
		worse(rn, EXIT_INVALID);
		return;
	}
	if (notation_position_format(p, b) != 0 ||
	    notation_buf_putc(b, '\n') != 0)
		tool_oom();
}

/*
 * Send what was produced so far to standard output or to the -o file:
 * only the current game is ever held, whatever the size of the input.
 */
static void
flush_out(struct run *rn)
{
	if (rn->o->output == NULL)
		tool_write(stdout, &rn->out);
	else if (tool_output_put(&rn->file, &rn->out) != 0) {
		pending_output = NULL;
		exit(EXIT_TROUBLE);
	}
	notation_buf_reset(&rn->out);
}

/*
 * The writer refused the game at line:column (0 where the text has no
 * place of its own, a move): keep the first reason, with its place.
 * Memory running out is the one failure that stops the run.
 */
static void
writer_failed(struct run *rn, unsigned long line, unsigned long column)
{
	const struct notation_diag	*d = notation_writer_diag(rn->writer);

	if (d->code == NOTATION_LIMIT && strcmp(d->message,
	    "out of memory") == 0)
		tool_oom();
	if (rn->wdiag.code != NOTATION_OK)
		return;
	rn->wdiag = *d;
	rn->wdiag.line = line;
	rn->wdiag.column = column;
}

/* ------------------------------------------------------------------ */
/* Games through the checker: positions, and moves converted          */

/*
 * Converting, each move is written from the position it is made in, the
 * game's before the ply (the move callback, which spares the checker its
 * copy of that position for the ply callback); a move that did not
 * replay (m NULL) is written as it is.
 */
static void
on_move(void *arg, const notation_game *g, const struct notation_move *m,
    const char *text, size_t len)
{
	struct run	*rn = arg;

	if (tool_copy_ply(writer(rn), g != NULL ? notation_game_position(g) :
	    NULL, m, text, len, &rn->unplayed, rn->unread, &rn->out) != 0)
		writer_failed(rn, 0, 0);
}

static int
on_ply(void *arg, const notation_game *g, const notation_position *before,
    const struct notation_move *m, const char *text, size_t len)
{
	struct run	*rn = arg;
	unsigned long	 ply;

	ply = notation_game_plies(g);
	if (rn->o->all) {
		if (ply == 1)
			out_position(rn, before, &rn->out);
		out_position(rn, notation_game_position(g), &rn->out);
	} else if (rn->o->has_ply && rn->o->ply == ply) {
		notation_buf_reset(&rn->keep);
		out_position(rn, notation_game_position(g), &rn->keep);
		rn->kept = 1;
	}
	return 0;
}

/*
 * Tags, comments and the result go to the writer as they are read.  An
 * error of the reader means that part of the game was not read: the
 * game cannot be copied whole.
 */
static void
on_event(void *arg, const struct notation_event *ev)
{
	struct run	*rn = arg;

	if (tool_copy_event(writer(rn), ev, &rn->out, &rn->has_variant,
	    &rn->unread) != 0)
		writer_failed(rn, ev->line, ev->column);
}

static void
position_game(struct run *rn, const struct notation_summary *s)
{
	const struct options	*o = rn->o;
	const notation_game	*g = s->game_state;

	if (g == NULL)
		return;
	if (o->all) {
		if (notation_game_plies(g) == 0)
			out_position(rn, notation_game_start(g), &rn->out);
	} else if (!o->has_ply)
		out_position(rn, notation_game_position(g), &rn->out);
	else if (o->ply == 0)
		out_position(rn, notation_game_start(g), &rn->out);
	else if (rn->kept)
		notation_buf_put(&rn->out, rn->keep.data, rn->keep.len);
	else {
		tool_past_end(NOTATION_ERROR, s, o->ply, NULL);
		worse(rn, EXIT_INVALID);
	}
}

/*
 * Write the game, unless part of it was not read, or unless the text
 * format must number its moves and the game has no rule set to count
 * them by, or unless the writer refused part of it.  Moves that did not
 * replay are written as they are.  A game played under a rule set that
 * no tag names (--variant) gets its Variant tag, so that what is written
 * means the same game read alone (spec/conversion.md).
 */
static void
convert_game(struct run *rn, const struct notation_summary *s)
{
	const char		*why = NULL;
	enum notation_code	 code = NOTATION_UNKNOWN_VARIANT;
	size_t			 i;

	(void)writer(rn);
	if (rn->unread) {
		why = "part of it could not be read";
		code = rn->unread;
	} else if (s->rules == NULL && rn->to == NOTATION_FORMAT_HGN) {
		why = "without its rule set its moves cannot be numbered";
		for (i = 0; i < s->ndiags; i++)
			if (s->diags[i].code == NOTATION_BAD_POSITION)
				code = NOTATION_BAD_POSITION;
	}
	if (why == NULL && rn->wdiag.code == NOTATION_OK &&
	    tool_copy_variant(rn->writer, s->rules, rn->has_variant,
	    &rn->out) != 0)
		writer_failed(rn, s->line, 0);
	if (why == NULL && rn->wdiag.code == NOTATION_OK && rn->o->fix) {
		rn->repaired = notation_writer_repair(rn->writer, s) == 0;
		if (notation_writer_diag(rn->writer)->code != NOTATION_OK)
			writer_failed(rn, s->line, 0);
	}
	if (why == NULL && rn->wdiag.code == NOTATION_OK) {
		if (notation_writer_end(rn->writer, &rn->out) == 0) {
			tool_copy_notes(rn->writer);
			return;
		}
		rn->repaired = 0;
		writer_failed(rn, s->line, 0);
	}
	/* The writer's own reason, at the text it refused; or why not. */
	if (why == NULL)
		tool_copy_refused(&rn->wdiag, s);
	else
		tool_copy_skipped(s, code, why);
	worse(rn, EXIT_INVALID);
}

static void
check_stream(struct run *rn, notation_reader *rd, notation_checker *chk)
{
	struct notation_summary	 s;
	size_t			 i;

	for (;;) {
		rn->kept = 0;
		rn->unread = rn->has_variant = 0;
		notation_diag_clear(&rn->wdiag);
		rn->unplayed = 0;
		rn->rd = rd;
		if (rn->writer != NULL)
			notation_writer_begin(rn->writer, &rn->out);
		if (notation_checker_next(chk, rd, &s) != 1)
			break;
		for (i = 0; i < s.ndiags; i++)
			report(&s.diags[i]);
		if (s.ndiags > 0 && s.diags[0].code == NOTATION_IO) {
			/* The stream failed: no game, nothing after it. */
			worse(rn, EXIT_TROUBLE);
			break;
		}
		rn->repaired = 0;
		if (rn->o->mode == MODE_CONVERT)
			convert_game(rn, &s);
		else
			position_game(rn, &s);
		/* A game --fix wrote without an error is valid as written. */
		if (!s.valid && !rn->repaired)
			worse(rn, EXIT_INVALID);
		flush_out(rn);
		tool_progress_game();
	}
}

/* ------------------------------------------------------------------ */
/* Position strings                                                   */

/*
 * --perft N: the leaves of the tree.  From a depth of PERFT_PROGRESS on,
 * when a progress line may be shown, the root moves are counted one at a
 * time so that the line can say how many are done: the sum is
 * notation_position_perft()'s, whose tree is the root moves' subtrees.
 */
#define PERFT_PROGRESS	6

static uint64_t
perft(const notation_position *p, int depth)
{
	struct notation_move	*moves;
	notation_position	*child;
	char			 what[32];
	uint64_t		 leaves = 0;
	size_t			 i, n;

	if (depth < PERFT_PROGRESS || !tool_progress_wanted())
		return notation_position_perft(p, depth);
	if ((moves = calloc(NOTATION_MAX_MOVES, sizeof(*moves))) == NULL)
		tool_oom();
	snprintf(what, sizeof(what), "perft %d, root moves", depth);
	n = notation_move_generate(p, moves);
	for (i = 0; i < n; i++) {
		tool_progress_units(what, i, n, leaves);
		if ((child = notation_position_copy(p)) == NULL)
			tool_oom();
		notation_position_apply(child, &moves[i]);
		leaves += notation_position_perft(child, depth - 1);
		notation_position_free(child);
	}
	tool_progress_erase();
	free(moves);
	return leaves;
}

/* Draw, list or count: the work on one position. */
static void
position_work(struct run *rn, const notation_position *p)
{
	struct notation_move	*moves;
	size_t			 i, n;

	if (rn->o->mode != MODE_PERFT && rn->shown++ > 0 &&
	    notation_buf_putc(&rn->out, '\n') != 0)
		tool_oom();
	switch (rn->o->mode) {
	case MODE_RENDER:
		if (notation_position_render(p, 0, &rn->out) != 0)
			tool_oom();
		break;
	case MODE_MOVES:
		if ((moves = calloc(NOTATION_MAX_MOVES,
		    sizeof(*moves))) == NULL)
			tool_oom();
		n = notation_move_generate(p, moves);
		for (i = 0; i < n; i++)
			if (notation_move_format(p, &moves[i],
			    (rn->o->wflags & NOTATION_WRITE_LONG) != 0,
			    &rn->out) != 0 ||
			    notation_buf_putc(&rn->out, '\n') != 0)
				tool_oom();
		free(moves);
		break;
	default:
		if (notation_buf_printf(&rn->out, "%llu\n", (unsigned long long)
		    perft(p, rn->o->depth)) != 0)
			tool_oom();
		break;
	}
	flush_out(rn);
}

/*
 * One position string, from file at line.  A rejected one is reported
 * in the parser's own words, with its column.
 */
static void
position_string(struct run *rn, const char *s, size_t len, const char *file,
    unsigned long line)
{
	struct notation_diag	 d;
	notation_position	*p;

	notation_diag_clear(&d);
	if (rn->o->grid != 0 ? notation_position_parse_grid(rn->defrules,
	    rn->o->grid, s, len, &p, &d) != 0 :
	    notation_position_parse(rn->cat, s, len, &p, &d) != 0) {
		d.file = file;
		d.line = line + (d.line > 0 ? d.line - 1 : 0);
		tool_diag(stderr, &d);
		worse(rn, EXIT_INVALID);
		return;
	}
	position_work(rn, p);
	notation_position_free(p);
}

/*
 * Board dumps on standard input, separated by blank lines; how many.
 * Each is read whole, and its diagnostics count lines from the input's.
 */
static unsigned long
position_blocks(struct run *rn)
{
	struct notation_buf	 b;
	char			*line = NULL;
	size_t			 cap = 0;
	ssize_t			 n;
	unsigned long		 lineno = 0, first = 0, count = 0;
	int			 blank;

	memset(&b, 0, sizeof(b));
	for (;;) {
		n = getline(&line, &cap, stdin);
		if (n != -1)
			lineno++;
		blank = n != -1 && strspn(line, " \t\r\n") == (size_t)n;
		if ((n == -1 || blank) && b.len > 0) {
			position_string(rn, b.data, b.len, STDIN_NAME, first);
			notation_buf_reset(&b);
			count++;
		}
		if (n == -1)
			break;
		if (!blank) {
			if (b.len == 0)
				first = lineno;
			if (notation_buf_put(&b, line, (size_t)n) != 0)
				tool_oom();
		}
	}
	if (ferror(stdin)) {
		tool_io_diag(STDIN_NAME, "read", errno);
		worse(rn, EXIT_TROUBLE);
	}
	notation_buf_free(&b);
	free(line);
	return count;
}

/* Position strings on standard input, one a line; blank lines skipped. */
/* The position strings of standard input, one a line; how many. */
static unsigned long
position_lines(struct run *rn)
{
	char		*line = NULL;
	size_t		 cap = 0, i;
	ssize_t		 n;
	unsigned long	 lineno = 0, count = 0;

	if (rn->o->grid == NOTATION_GRID_NUMBERS ||
	    rn->o->grid == NOTATION_GRID_LETTERS)
		return position_blocks(rn);
	while ((n = getline(&line, &cap, stdin)) != -1) {
		lineno++;
		for (i = 0; i < (size_t)n && line[i] != '\0' &&
		    strchr(" \t\r\n", line[i]) != NULL; i++)
			continue;
		if (i < (size_t)n) {
			position_string(rn, line, (size_t)n, STDIN_NAME, lineno);
			count++;
		}
	}
	if (ferror(stdin)) {
		tool_io_diag(STDIN_NAME, "read", errno);
		worse(rn, EXIT_TROUBLE);
	}
	free(line);
	return count;
}

/* ------------------------------------------------------------------ */

static void
run_files(struct run *rn, int nfiles, char *files[])
{
	notation_checker	*chk;
	notation_reader		*rd;
	FILE			*fp;
	const char		*name;
	int			 i;

	if ((chk = notation_checker_new(rn->cat, rn->defrules)) == NULL)
		tool_oom();
	if (rn->o->mode == MODE_CONVERT) {
		notation_checker_set_move_fn(chk, on_move, rn);
		notation_checker_set_event_fn(chk, on_event, rn);
		notation_checker_set_copy(chk, 1);
	} else
		notation_checker_set_ply_fn(chk, on_ply, rn);
	tool_progress_inputs(nfiles, files);
	for (i = 0; i < nfiles; i++) {
		name = strcmp(files[i], "-") == 0 ? STDIN_NAME : files[i];
		if ((fp = tool_open(files[i])) == NULL) {
			worse(rn, EXIT_TROUBLE);
			continue;
		}
		if ((rd = tool_reader_new(name)) == NULL)
			tool_oom();
		notation_reader_set_file(rd, fp);
		check_stream(rn, rd, chk);
		notation_reader_free(rd);
		tool_close(fp);
	}
	if (rn->writer != NULL && notation_writer_finish(rn->writer,
	    &rn->out) != 0)
		tool_oom();
	notation_checker_free(chk);
}

int
main(int argc, char *argv[])
{
	enum { OPT_FIX = TOOL_OPT_OWN, OPT_PERFT, OPT_GRID };
	static const struct tool_option own[] = {
		{ "position-format",	required_argument,	OPT_GRID,
		    "pun numbers letters" },
		{ "fix",		no_argument,		OPT_FIX, NULL },
		{ "perft",		required_argument,	OPT_PERFT, NULL },
		{ NULL,			0,			0, NULL }
	};
	struct options		 o;
	struct run		 rn;
	notation_position	*start;
	char			*stdin_only[] = { "-" };
	char			 name[32];
	unsigned long		 read;
	const char		*toopt = "--format";
	int			 c, i, modes = 0;

	tool_init(argv[0], usage, help);
	memset(&o, 0, sizeof(o));
	o.from = o.to = -1;
	tool_options_use("all format from help list-variants long moves "
	    "no-progress output ply progress render short to variant version",
	    own);
	while ((c = tool_getopt(&argc, &argv)) != -1) {
		switch (c) {
		case 'a':
			o.all = 1;
			break;
		case OPT_FIX:
			o.fix = 1;
			break;
		case 'l':
			o.wflags |= NOTATION_WRITE_LONG;
			break;
		case 'M':
			o.mode = MODE_MOVES;
			modes++;
			break;
		case 'o':
			o.output = optarg;
			break;
		case OPT_GRID:
			if ((o.grid = notation_grid_parse(optarg)) < 0)
				tool_usage_error(NULL, "--position-format %s: "
				    "not pun, numbers or letters", optarg);
			break;
		case OPT_PERFT:
			o.mode = MODE_PERFT;
			o.depth = (int)number(optarg, "--perft", 64);
			modes++;
			break;
		case OPT_PLY:
			o.ply = number(optarg, "--ply", 4294967295UL);
			o.has_ply = 1;
			break;
		case 'r':
			o.mode = MODE_RENDER;
			modes++;
			break;
		case 's':
			o.wflags |= NOTATION_WRITE_SHORT;
			break;
		case 'f':
		case 't':
			toopt = c == 'f' ? "--format" : "--to";
			o.to = format_arg(optarg, toopt);
			break;
		default:
			bad_usage("unknown option");
		}
	}
	o.from = tool_from_format();

	/* One job at a time, with the options that job takes. */
	if (modes > 1)
		bad_usage("--render, --moves and --perft exclude each other");
	if (o.wflags == (NOTATION_WRITE_LONG | NOTATION_WRITE_SHORT))
		bad_usage("--long and --short exclude each other");
	if (o.all && o.has_ply)
		bad_usage("--all and --ply exclude each other");
	if (modes == 0 && (o.to >= 0 || o.wflags != 0 || o.fix))
		o.mode = MODE_CONVERT;
	if (o.mode != MODE_POSITIONS && (o.all || o.has_ply))
		bad_usage("--all and --ply print positions of records only");
	if (o.mode == MODE_CONVERT && o.grid != 0)
		bad_usage("--position-format is for positions");
	if (o.mode != MODE_CONVERT && o.to >= 0)
		tool_usage_error(NULL, "%s is for records", toopt);
	if (o.mode != MODE_CONVERT && o.fix)
		bad_usage("--fix is for converted records");
	if (o.mode != MODE_CONVERT && o.output != NULL)
		bad_usage("--output is for converted records");
	if (o.mode != MODE_CONVERT && o.mode != MODE_POSITIONS && o.from >= 0)
		bad_usage("--from is for records");
	if ((o.mode == MODE_RENDER || o.mode == MODE_PERFT) && o.wflags != 0)
		bad_usage("--long and --short are for records and --moves");
	if (o.mode == MODE_MOVES && (o.wflags & NOTATION_WRITE_SHORT))
		bad_usage("--moves lists the short form unless --long");

	memset(&rn, 0, sizeof(rn));
	rn.o = &o;
	if ((rn.cat = notation_catalog_new()) == NULL)
		tool_oom();
	tool_list_variants(rn.cat);
	rn.defrules = tool_variant(rn.cat);
	if (o.output != NULL) {
		if (tool_output_open(&rn.file, o.output, argv, argc) != 0)
			exit(EXIT_TROUBLE);
		pending_output = &rn.file;
		atexit(drop_output);
	}
	if (o.mode == MODE_CONVERT) {
		rn.to = o.to >= 0 ? o.to : format_named(o.output);
		if (rn.to < 0)
			rn.to = o.from;
	}

	switch (o.mode) {
	case MODE_RENDER:
	case MODE_MOVES:
	case MODE_PERFT:
		/*
		 * With no position arguments, the positions piped to
		 * standard input, one a line; --perft with none there (a
		 * terminal, or an empty input) counts from the start.
		 */
		read = 0;
		if (argc == 0 && (o.mode != MODE_PERFT ||
		    !isatty(STDIN_FILENO)))
			read = position_lines(&rn);
		if (argc == 0 && o.mode == MODE_PERFT && read == 0) {
			if ((start = notation_position_new(rn.defrules)) == NULL)
				tool_oom();
			position_work(&rn, start);
			notation_position_free(start);
		}
		for (i = 0; i < argc; i++) {
			snprintf(name, sizeof(name), "<argument %d>", i + 1);
			position_string(&rn, argv[i], strlen(argv[i]), name, 1);
		}
		break;
	default:
		if (argc == 0)
			run_files(&rn, 1, stdin_only);
		else
			run_files(&rn, argc, argv);
		break;
	}
	flush_out(&rn);
	if (o.output != NULL) {
		pending_output = NULL;
		if (tool_output_commit(&rn.file) != 0)
			worse(&rn, EXIT_TROUBLE);
	}
	tool_flush();
	notation_writer_free(rn.writer);
	notation_buf_free(&rn.out);
	notation_buf_free(&rn.keep);
	notation_catalog_free(rn.cat);
	return rn.status;
}
