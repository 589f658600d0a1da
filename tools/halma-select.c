/*
 * halma-select -- keep the games of a collection that the selectors name
 * (spec/select.md, halma-select(1)).
 *
 * Every game goes through the library's checker, so a verdict here is
 * halma-validate(1)'s verdict; this tool only decides which games are
 * kept and where each goes.  Moves are replayed only when a selector or
 * an output needs them: selection on tags alone runs the reader only.
 *
 * Records are copied byte for byte.  The reader is fed through a tap (a
 * stdio cookie stream) that keeps the bytes it hands on from the start of
 * the current game, and the reader's offset after each game says where
 * that game ends; so memory holds one game, whatever the input's size.
 */
#define _GNU_SOURCE	/* fopencookie(3) */

#include <sys/types.h>

#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <regex.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "common.h"
#include "select.h"

#define STDIN_NAME	"<stdin>"

/* ------------------------------------------------------------------ */
/* Options                                                            */

struct tagsel {
	const char	*name;
	const char	*value;		/* NAME=VALUE */
	int		 regex;		/* NAME~REGEX */
	regex_t		 re;
};

struct possel {
	notation_position	*pos;
	uint64_t		 hash;
};

enum dup_mode {
	DUP_ALL = 0,
	DUP_UNIQUE,		/* keep the first of each game */
	DUP_REPEATS		/* keep the games that repeat an earlier one */
};

struct options {
	int		 valid, invalid, repetition;
	int		 fix;		/* --fix: repair through the writer */
	int		*codes;
	size_t		 ncodes;
	struct tagsel	*tags;
	size_t		 ntags;
	const notation_rules **rulesets;
	size_t		 nrulesets;
	const char	**results;
	size_t		 nresults;
	int		 reasons;	/* bit per enum notation_reason */
	int		 has_reason;
	unsigned long	 min_plies, max_plies;
	int		 has_min, has_max;
	struct possel	*positions;
	size_t		 npositions;
	enum dup_mode	 dups;
	int		 count;
	const char	*output;	/* -o FILE */
	const char	*rejected;
	const char	*split;
	unsigned long	 per_file;
	int		 format;	/* -1: the records as they stand */
	int		 replay;	/* some selector or output needs moves */
};

/* ------------------------------------------------------------------ */
/* Outputs                                                            */

enum dest_kind {
	DEST_STDOUT = 0,
	DEST_STREAM,		/* -o FILE, --rejected FILE */
	DEST_SPLIT		/* --split PATTERN */
};

struct dest {
	enum dest_kind		 kind;
	FILE			*fp;
	struct tool_output	 out;
	unsigned long		 games;		/* written here (this file) */
	/* Split: the file being filled, written whole when it is done. */
	struct notation_buf	 buf;
	unsigned long		 files;
	int			 open;
};

struct run {
	struct options		*o;
	notation_catalog	*cat;
	notation_checker	*checker;
	notation_writer		*writer;
	struct notation_buf	 wout;		/* the writer's text of a game */
	unsigned long		 wgames;	/* games the writer has ended */
	int			 wfail, unread;
	int			 tagged;	/* the game has a Variant tag */
	unsigned long		 unplayed;	/* moves not replayed */
	struct dest		 sel, rej;
	int			 has_rej;
	char			**inputs;
	int			 ninputs;
	struct seen		 seen;
	struct h128		 moves;		/* the current game's moves */
	unsigned char		*reached;	/* per --position, this game */
	unsigned long		 selected;
	unsigned long		 unwritten;	/* refused by the writer */
	int			 trouble;
};

static void
dest_write(struct dest *d, const char *s, size_t len)
{
	struct notation_buf	 b;

	if (len == 0)
		return;
	if (d->kind == DEST_SPLIT) {
		if (notation_buf_put(&d->buf, s, len) != 0)
			tool_oom();
		return;
	}
	if (d->kind == DEST_STREAM) {
		/* tool_output_put removes the temporary file if it fails. */
		b.data = (char *)s;
		b.len = b.cap = len;
		if (tool_output_put(&d->out, &b) != 0)
			exit(EXIT_TROUBLE);
		return;
	}
	tool_progress_stdout();
	if (fwrite(s, 1, len, d->fp) != len) {
		tool_say(NOTATION_ERROR, "standard output", "io", "%s",
		    strerror(errno));
		exit(EXIT_TROUBLE);
	}
}

/* dest_write() for tap_emit(). */
static void
dest_put(void *d, const char *s, size_t len)
{
	dest_write(d, s, len);
}

/* Write the split file being filled; 0 or -1. */
static int
split_flush(struct run *rn, struct dest *d)
{
	char	 path[PATH_MAX];
	int	 n, rc;

	if (!d->open)
		return 0;
	d->open = 0;
	n = snprintf(path, sizeof(path), rn->o->split, d->files);
	if (n < 0 || (size_t)n >= sizeof(path)) {
		tool_say(NOTATION_ERROR, rn->o->split, "io",
		    "file name too long");
		rc = -1;
	} else
		rc = tool_write_file(path, &d->buf, rn->inputs, rn->ninputs);
	notation_buf_reset(&d->buf);
	d->games = 0;
	return rc;
}

/* Make room for one more game in d: a new split file when one is full. */
static void
dest_game(struct run *rn, struct dest *d)
{
	if (d->kind != DEST_SPLIT)
		return;
	if (d->open && d->games >= rn->o->per_file && split_flush(rn, d) != 0)
		rn->trouble = 1;
	if (!d->open) {
		d->open = 1;
		d->files++;
	}
}

/* ------------------------------------------------------------------ */
/* Watching the game as the checker reads it                          */

static int
on_ply(void *arg, const notation_game *g, const notation_position *before,
    const struct notation_move *m, const char *text, size_t len)
{
	struct run		*rn = arg;
	const struct options	*o = rn->o;
	const notation_position	*p;
	size_t			 i;

	if (rn->writer != NULL && tool_copy_ply(rn->writer, before, m, text,
	    len, &rn->unplayed, rn->unread, &rn->wout) != 0)
		rn->wfail = 1;
	if (o->dups != DUP_ALL)
		h_move(&rn->moves, g, m, text, len);
	if (m == NULL || o->npositions == 0)
		return 0;
	p = notation_game_position(g);
	for (i = 0; i < o->npositions; i++)
		if (!rn->reached[i] &&
		    notation_position_hash(p) == o->positions[i].hash &&
		    notation_position_equal(p, o->positions[i].pos))
			rn->reached[i] = 1;
	return 0;
}

/* Tags, comments and the result go to the writer as they are read. */
static void
on_event(void *arg, const struct notation_event *ev)
{
	struct run	*rn = arg;

	if (tool_copy_event(rn->writer, ev, &rn->wout, &rn->tagged,
	    &rn->unread) != 0)
		rn->wfail = 1;
}

/* ------------------------------------------------------------------ */
/* Selection                                                          */

static int
has_code(const struct notation_summary *s, int code)
{
	size_t	 i;

	if (code == NOTATION_REPETITION && s->nrepetitions > 0)
		return 1;
	for (i = 0; i < s->ndiags; i++)
		if ((int)s->diags[i].code == code)
			return 1;
	return 0;
}

static int
tag_matches(const struct run *rn, const struct tagsel *t)
{
	const char	*v;

	if ((v = notation_checker_tag(rn->checker, t->name)) == NULL)
		return 0;
	if (t->regex)
		return regexec(&t->re, v, 0, NULL, 0) == 0;
	return strcmp(v, t->value) == 0;
}

static int
result_matches(const struct notation_summary *s, const char *r)
{
	struct notation_result	 want;

	if (s->rules == NULL || !s->has_recorded)
		return 0;
	if (notation_result_parse(r, strlen(r),
	    notation_rules_players(s->rules), &want) != 0)
		return 0;
	return notation_result_equal(&want, &s->recorded);
}

/* Every selector given holds (they combine with "and"). */
static int
selected(struct run *rn, const struct notation_summary *s)
{
	const struct options	*o = rn->o;
	const notation_position	*start;
	size_t			 i;

	if ((o->valid && !s->valid) || (o->invalid && s->valid))
		return 0;
	for (i = 0; i < o->ncodes; i++)
		if (!has_code(s, o->codes[i]))
			return 0;
	/* Tags past the checker's bound are not seen: say which. */
	for (i = 0; o->ntags > 0 && i < s->ndiags; i++)
		if (s->diags[i].code == NOTATION_LIMIT &&
		    s->diags[i].severity == NOTATION_WARNING)
			tool_diag(stderr, &s->diags[i]);
	for (i = 0; i < o->ntags; i++)
		if (!tag_matches(rn, &o->tags[i]))
			return 0;
	for (i = 0; i < o->nrulesets; i++)
		if (s->rules != o->rulesets[i])
			return 0;
	for (i = 0; i < o->nresults; i++)
		if (!result_matches(s, o->results[i]))
			return 0;
	if (o->has_reason && !(o->reasons & (1 << s->outcome.reason)))
		return 0;
	if ((o->has_min && s->plies < o->min_plies) ||
	    (o->has_max && s->plies > o->max_plies))
		return 0;
	if (o->repetition && s->nrepetitions == 0)
		return 0;
	if (o->npositions > 0) {
		start = s->game_state != NULL ?
		    notation_game_start(s->game_state) : NULL;
		for (i = 0; i < o->npositions; i++) {
			if (rn->reached[i])
				continue;
			if (start == NULL ||
			    notation_position_hash(start) != o->positions[i].hash ||
			    !notation_position_equal(start, o->positions[i].pos))
				return 0;
		}
	}
	return 1;
}

/* The key of "the same game" (spec/select.md): rule set, start, moves. */
static struct h128
game_key(struct run *rn, const struct notation_summary *s)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	struct h128		 h;
	const char		*v;

	h_init(&h);
	if (s->rules != NULL) {
		v = notation_rules_name(s->rules);
		h_bytes(&h, v, strlen(v));
	} else {
		/* No rule set: the tags that would have named it, as written. */
		h_word(&h, 1);
		v = notation_checker_tag(rn->checker, "Variant");
		h_bytes(&h, v != NULL ? v : "", v != NULL ? strlen(v) : 0);
	}
	if (s->game_state != NULL && s->rules != NULL) {
		if (notation_position_format(notation_game_start(s->game_state),
		    &b) != 0)
			tool_oom();
		h_bytes(&h, b.data, b.len);
	} else {
		h_word(&h, 2);
		v = notation_checker_tag(rn->checker, "FEN");
		h_bytes(&h, v != NULL ? v : "", v != NULL ? strlen(v) : 0);
	}
	notation_buf_free(&b);
	h_word(&h, rn->moves.a);
	h_word(&h, rn->moves.b);
	return h;
}

/* ------------------------------------------------------------------ */
/* One game, one input                                                */

/*
 * The writer's text of the game for --format, or NULL when it cannot be
 * written (as halma-fen(1) --format: part of it was not read, or the
 * text format cannot number the moves of a game without a rule set).
 */
static const struct notation_buf *
written(struct run *rn, const struct notation_summary *s)
{
	const char		*why = NULL;
	enum notation_code	 code = NOTATION_UNKNOWN_VARIANT;

	/* Refused in mid-game (tool_copy_refused: tool_oom() if memory). */
	if (rn->wfail) {
		tool_copy_refused(notation_writer_diag(rn->writer), s);
		return NULL;
	}
	if (rn->unread) {
		why = "part of it could not be read";
		code = rn->unread;
	} else if (s->rules == NULL && rn->o->format == NOTATION_FORMAT_HGN)
		why = "without its rule set its moves cannot be numbered";
	/* Written as read: with the rule set --variant gave it. */
	if (why == NULL && tool_copy_variant(rn->writer, s->rules, rn->tagged,
	    &rn->wout) != 0) {
		tool_copy_refused(notation_writer_diag(rn->writer), s);
		return NULL;
	}
	if (why == NULL && rn->o->fix)
		(void)notation_writer_repair(rn->writer, s);
	if (why == NULL && notation_writer_end(rn->writer, &rn->wout) != 0) {
		/* Refused (spec/conversion.md): reported, written nowhere. */
		tool_copy_refused(notation_writer_diag(rn->writer), s);
		return NULL;
	}
	if (why == NULL) {
		tool_copy_notes(rn->writer);
		/*
		 * The writer puts a blank line before every text game but its
		 * first; which games share an output is decided here.
		 */
		if (rn->wgames++ > 0 && rn->o->format == NOTATION_FORMAT_HGN &&
		    rn->wout.len > 0 && rn->wout.data[0] == '\n') {
			memmove(rn->wout.data, rn->wout.data + 1, rn->wout.len);
			rn->wout.len--;
		}
		return &rn->wout;
	}
	tool_copy_skipped(s, code, why);
	return NULL;
}

/* A problem of the stream, not a game (as halma-validate(1) tells them). */
static int
stream_trouble(struct run *rn, const struct notation_summary *s)
{
	size_t	 i;
	int	 io = 0;

	for (i = 0; i < s->ndiags; i++)
		if (s->diags[i].code == NOTATION_IO) {
			io = 1;
			tool_diag(stderr, &s->diags[i]);
		}
	if (io)
		rn->trouble = 1;
	return io && s->rules == NULL && s->plies == 0;
}

static void
select_file(struct run *rn, const char *path)
{
	static const cookie_io_functions_t tapfn = {
		tap_read, NULL, NULL, tap_close
	};
	const struct options	*o = rn->o;
	struct notation_summary	 s;
	struct tap		 tap;
	struct dest		*d, *last = NULL;
	const struct notation_buf *text;
	notation_reader		*rd;
	const char		*name;
	FILE			*src, *fp;
	uint64_t		 cut;
	int			 keep, io = 0, bytes;

	name = strcmp(path, "-") == 0 ? STDIN_NAME : path;
	if ((rd = tool_reader_open(path, name, &src)) == NULL) {
		rn->trouble = 1;
		return;
	}
	/* The bytes are kept only when records are copied as they stand. */
	bytes = o->format < 0 && !(o->count && !rn->has_rej);
	fp = src;
	memset(&tap, 0, sizeof(tap));
	if (bytes) {
		tap.src = src;
		tap.name = name;
		if ((fp = fopencookie(&tap, "rb", tapfn)) == NULL)
			tool_oom();
		notation_reader_set_file(rd, fp);
	}
	for (;;) {
		rn->moves.a = rn->moves.b = 0;
		rn->wfail = rn->unread = rn->tagged = 0;
		rn->unplayed = 0;
		if (rn->reached != NULL)
			memset(rn->reached, 0, o->npositions);
		if (rn->writer != NULL) {
			notation_buf_reset(&rn->wout);
			notation_writer_begin(rn->writer, &rn->wout);
		}
		if (notation_checker_next(rn->checker, rd, &s) != 1)
			break;
		if (stream_trouble(rn, &s)) {
			io = 1;
			break;
		}
		tool_progress_game();
		/* Bytes that are no game are never selected (spec/select.md). */
		keep = !s.not_a_game && selected(rn, &s);
		if (keep && o->dups != DUP_ALL)
			keep = seen_add(&rn->seen, game_key(rn, &s)) ==
			    (o->dups == DUP_REPEATS);
		if (keep)
			rn->selected++;
		d = keep ? &rn->sel : rn->has_rej ? &rn->rej : NULL;
		if (keep && o->count)
			d = NULL;
		if (bytes) {
			cut = tap_cut(&tap, notation_reader_offset(rd));
			if (d != NULL) {
				dest_game(rn, d);
				if (tap_emit(&tap, cut, dest_put, d) == -1) {
					rn->trouble = io = 1;
					break;
				}
				d->games++;
			}
			tap_drop(&tap, cut);
			last = d;
		} else if (s.not_a_game)
			continue;	/* no game for the writer */
		else if (d != NULL && (text = written(rn, &s)) != NULL) {
			dest_game(rn, d);
			if (d->games > 0 && o->format == NOTATION_FORMAT_HGN)
				dest_write(d, "\n", 1);
			dest_write(d, text->data, text->len);
			d->games++;
		} else if (d != NULL)
			rn->unwritten++;
	}
	/* What follows the last game (blanks, a comment) goes with it. */
	if (bytes && !io) {
		while (tap_byte(&tap, tap_end(&tap)) != -1)
			continue;
		if (last != NULL && tap_emit(&tap, tap_end(&tap), dest_put,
		    last) == -1)
			rn->trouble = io = 1;
	}
	if (tool_reader_close(rd, fp, name, io) == -1)
		rn->trouble = 1;
	if (bytes)
		tool_close(src);
	tap_free(&tap);
}

/* ------------------------------------------------------------------ */
/* Options                                                            */

static void
usage(FILE *fp)
{
	fprintf(fp, "usage: %s [-h] [--code CODE] [--count] [--duplicates]\n"
	    "\t[--fix] [-f FORMAT] [--from FORMAT] [-o FILE]\n"
	    "\t[--games-per-file N] [--invalid] [--list-variants]\n"
	    "\t[--max-plies N] [--min-plies N] [--position POS]\n"
	    "\t[--progress | --no-progress] [--reason REASON]\n"
	    "\t[--rejected FILE] [--repetition] [--result RESULT]\n"
	    "\t[--rule-set NAME] [--split PATTERN]\n"
	    "\t[--tag NAME=VALUE | --tag NAME~REGEX] [--unique] [--valid]\n"
	    "\t[--variant NAME|FILE.yaml] [--version] [file ...]\n", progname);
}

static void
help(void)
{
	usage(stdout);
	fputs("\n"
	    "Copy the games of the files (standard input when there is none or\n"
	    "a file is '-') that every selector given names, byte for byte.\n"
	    "\n"
	    "  --code CODE         a diagnostic of this code (as halma-validate)\n"
	    "  --count             print the number of games selected, alone\n"
	    "  --duplicates        only games that repeat an earlier selected one\n"
	    "  --fix               repair the result and the Result tags, each\n"
	    "                      change a note (written through the writer:\n"
	    "                      hgn unless --format)\n"
	    "  -f, --format FORMAT write through the library's writer in hgn,\n"
	    "                      json, yaml, pun, starlog, hoplog or pdn\n"
	    TOOL_HELP_FROM
	    "  --games-per-file N  with --split, N games per file (default 1)\n"
	    "  -h, --help          print this help and exit\n"
	    "  --invalid           games with an error\n"
	    "  --list-variants     list the built-in rule sets and exit\n"
	    "  --max-plies N       at most N plies replay legally\n"
	    "  --min-plies N       at least N plies replay legally\n"
	    TOOL_HELP_NO_PROGRESS
	    "  -o, --output FILE   write the selection to FILE (whole or not\n"
	    "                      at all)\n"
	    "  --position POS      the position string is reached at some ply\n"
	    TOOL_HELP_PROGRESS
	    "  --reason REASON     the rules ended the game so (none: they did not)\n"
	    "  --rejected FILE     write the games not selected to FILE\n"
	    "  --repetition        a claimable repetition occurs\n"
	    "  --result RESULT     the result the record gives\n"
	    "  --rule-set NAME     games played under this rule set\n"
	    "  --split PATTERN     one file per game, named by PATTERN (%d)\n"
	    "  --tag NAME=VALUE    the tag has this value\n"
	    "  --tag NAME~REGEX    the tag matches this extended regex\n"
	    "  --unique            drop games that repeat an earlier selected one\n"
	    "  --valid             games without error\n"
	    "  --variant NAME|FILE.yaml\n"
	    "                      rule set of games without a Variant tag\n"
	    "  --version           print the version and exit\n"
	    "\n"
	    "Exit status: 0 some game selected, 1 none selected or one\n"
	    "that --format could not write, 2 usage error or an\n"
	    "unreadable input.\n", stdout);
}

#define bad_usage(...)	tool_usage_error(NULL, __VA_ARGS__)

/* --count: the number alone, on standard output or in -o's file. */
static void
count_write(struct run *rn)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	char			 line[32];

	snprintf(line, sizeof(line), "%lu\n", rn->selected);
	if (rn->o->output == NULL) {
		fputs(line, stdout);
		return;
	}
	if (notation_buf_puts(&b, line) != 0)
		tool_oom();
	if (tool_write_file(rn->o->output, &b, rn->inputs, rn->ninputs) != 0)
		rn->trouble = 1;
	notation_buf_free(&b);
}

static void *
grow(void *p, size_t n, size_t size)
{
	if ((p = realloc(p, (n + 1) * size)) == NULL)
		tool_oom();
	return p;
}

static unsigned long
number(const char *s, const char *opt)
{
	unsigned long	 n;
	char		*end;

	errno = 0;
	n = strtoul(s, &end, 10);
	if (*s < '0' || *s > '9' || *end != '\0' || errno != 0)
		bad_usage("%s: not a number", opt);
	return n;
}

static void
add_tag(struct options *o, char *arg)
{
	struct tagsel	*t;
	char		*p, msg[128];
	int		 rc;

	if ((p = strpbrk(arg, "=~")) == NULL || p == arg)
		bad_usage("--tag %s: NAME=VALUE or NAME~REGEX", arg);
	o->tags = grow(o->tags, o->ntags, sizeof(*o->tags));
	t = &o->tags[o->ntags++];
	memset(t, 0, sizeof(*t));
	t->regex = *p == '~';
	*p = '\0';
	t->name = arg;
	t->value = p + 1;
	if (t->regex && (rc = regcomp(&t->re, t->value,
	    REG_EXTENDED | REG_NOSUB)) != 0) {
		regerror(rc, &t->re, msg, sizeof(msg));
		bad_usage("--tag %s~%s: %s", arg, t->value, msg);
	}
}

static void
add_reason(struct options *o, const char *arg)
{
	const char	*words[NOTATION_REASON_COUNT];
	int		 i;

	if (strcmp(arg, "none") == 0) {
		o->reasons |= 1 << NOTATION_REASON_NONE;
		o->has_reason = 1;
		return;
	}
	for (i = 1; i < NOTATION_REASON_COUNT; i++)
		if (strcmp(arg, notation_reason_name(i)) == 0) {
			o->reasons |= 1 << i;
			o->has_reason = 1;
			return;
		}
	words[0] = "none";
	for (i = 1; i < NOTATION_REASON_COUNT; i++)
		words[i] = notation_reason_name(i);
	tool_bad_word("--reason", arg, "a reason the rules end a game for",
	    words, NOTATION_REASON_COUNT);
}

/* --code's argument: a diagnostic code (halma-validate(1)). */
static int
code_arg(const char *arg)
{
	const char	*words[NOTATION_CODE_COUNT];
	int		 c;

	if ((c = notation_code_from_name(arg)) >= 0)
		return c;
	for (c = 0; c < NOTATION_CODE_COUNT; c++)
		words[c] = notation_code_name(c);
	tool_bad_word("--code", arg, "a diagnostic code", words,
	    NOTATION_CODE_COUNT);
}

static void
add_position(struct options *o, notation_catalog *cat, const char *arg)
{
	struct notation_diag	 d;
	notation_position	*p;

	notation_diag_clear(&d);
	if (notation_position_parse(cat, arg, strlen(arg), &p, &d) != 0) {
		d.file = "--position";
		d.line = 1;
		tool_diag(stderr, &d);
		exit(EXIT_TROUBLE);
	}
	o->positions = grow(o->positions, o->npositions,
	    sizeof(*o->positions));
	o->positions[o->npositions].pos = p;
	o->positions[o->npositions++].hash = notation_position_hash(p);
}

/* --split PATTERN: one %d conversion (flags 0 or -, a width), %% else. */
static void
check_pattern(const char *pat)
{
	const char	*p;
	int		 n = 0;

	for (p = pat; *p != '\0'; p++) {
		if (*p != '%')
			continue;
		if (p[1] == '%') {
			p++;
			continue;
		}
		p++;
		while (*p == '0' || *p == '-')
			p++;
		while (*p >= '0' && *p <= '9')
			p++;
		if (*p != 'd' && *p != 'u')
			bad_usage("--split %s: only %%d (%%04d...) and %%%% "
			    "may follow '%%'", pat);
		n++;
	}
	if (n != 1)
		bad_usage("--split %s: the name needs exactly one %%d", pat);
}

static int
format_arg(const char *s, const char *opt)
{
	int	 f;

	if ((f = notation_format_parse(s)) < 0)
		bad_usage("%s: not hgn, json, yaml, pun, starlog, hoplog or pdn",
		    opt);
	return f;
}

int
main(int argc, char *argv[])
{
	enum {
		OPT_CODE = TOOL_OPT_OWN, OPT_COUNT, OPT_DUPS,
		OPT_PERFILE, OPT_INVALID, OPT_MAXP, OPT_MINP,
		OPT_POSITION, OPT_REASON, OPT_REJECTED, OPT_REPETITION,
		OPT_RESULT, OPT_RULESET, OPT_SPLIT, OPT_TAG, OPT_UNIQUE,
		OPT_VALID, OPT_FIX
	};
	static const struct tool_option own[] = {
		{ "code",		required_argument,	OPT_CODE, "@code" },
		{ "count",		no_argument,		OPT_COUNT, NULL },
		{ "duplicates",		no_argument,		OPT_DUPS, NULL },
		{ "fix",		no_argument,		OPT_FIX, NULL },
		{ "games-per-file",	required_argument,	OPT_PERFILE, NULL },
		{ "invalid",		no_argument,		OPT_INVALID, NULL },
		{ "max-plies",		required_argument,	OPT_MAXP, NULL },
		{ "min-plies",		required_argument,	OPT_MINP, NULL },
		{ "position",		required_argument,	OPT_POSITION, NULL },
		{ "reason",		required_argument,	OPT_REASON, "@reason" },
		{ "rejected",		required_argument,	OPT_REJECTED, "@file" },
		{ "repetition",		no_argument,		OPT_REPETITION, NULL },
		{ "result",		required_argument,	OPT_RESULT, NULL },
		{ "rule-set",		required_argument,	OPT_RULESET, "@variant" },
		{ "split",		required_argument,	OPT_SPLIT, NULL },
		{ "tag",		required_argument,	OPT_TAG, NULL },
		{ "unique",		no_argument,		OPT_UNIQUE, NULL },
		{ "valid",		no_argument,		OPT_VALID, NULL },
		{ NULL,			0,			0, NULL }
	};
	struct options		 o;
	static struct run	 rn;	/* static: reachable at exit() */
	struct notation_diag	 d;
	const notation_rules	*rules, *r;
	char			*stdin_only[] = { "-" };
	int			 ch, i, c, per_file = 0;
	size_t			 k;

	tool_init(argv[0], usage, help);
	memset(&o, 0, sizeof(o));
	memset(&rn, 0, sizeof(rn));
	o.format = -1;
	o.per_file = 1;
	if ((rn.cat = notation_catalog_new()) == NULL)
		tool_oom();
	tool_options_use("format from help list-variants no-progress output "
	    "progress variant version", own);
	while ((ch = tool_getopt(&argc, &argv)) != -1) {
		switch (ch) {
		case OPT_CODE:
			c = code_arg(optarg);
			o.codes = grow(o.codes, o.ncodes, sizeof(*o.codes));
			o.codes[o.ncodes++] = c;
			break;
		case OPT_COUNT:
			o.count = 1;
			break;
		case OPT_DUPS:
			if (o.dups == DUP_UNIQUE)
				bad_usage("--unique and --duplicates exclude "
				    "each other");
			o.dups = DUP_REPEATS;
			break;
		case OPT_FIX:
			o.fix = 1;
			break;
		case 'f':
			o.format = format_arg(optarg, "--format");
			break;
		case 'o':
			o.output = optarg;
			break;
		case OPT_PERFILE:
			o.per_file = number(optarg, "--games-per-file");
			if (o.per_file == 0)
				bad_usage("%s: at least one game per file",
				    "--games-per-file");
			per_file = 1;
			break;
		case OPT_INVALID:
			o.invalid = 1;
			break;
		case OPT_MAXP:
			o.max_plies = number(optarg, "--max-plies");
			o.has_max = 1;
			break;
		case OPT_MINP:
			o.min_plies = number(optarg, "--min-plies");
			o.has_min = 1;
			break;
		case OPT_POSITION:
			add_position(&o, rn.cat, optarg);
			break;
		case OPT_REASON:
			add_reason(&o, optarg);
			break;
		case OPT_REJECTED:
			o.rejected = optarg;
			break;
		case OPT_REPETITION:
			o.repetition = 1;
			break;
		case OPT_RESULT:
			o.results = grow(o.results, o.nresults,
			    sizeof(*o.results));
			o.results[o.nresults++] = optarg;
			break;
		case OPT_RULESET:
			notation_diag_clear(&d);
			if ((r = notation_catalog_resolve(rn.cat, optarg,
			    &d)) == NULL) {
				tool_diag(stderr, &d);
				return EXIT_TROUBLE;
			}
			o.rulesets = grow(o.rulesets, o.nrulesets,
			    sizeof(*o.rulesets));
			o.rulesets[o.nrulesets++] = r;
			break;
		case OPT_SPLIT:
			check_pattern(optarg);
			o.split = optarg;
			break;
		case OPT_TAG:
			add_tag(&o, optarg);
			break;
		case OPT_UNIQUE:
			if (o.dups == DUP_REPEATS)
				bad_usage("--unique and --duplicates exclude "
				    "each other");
			o.dups = DUP_UNIQUE;
			break;
		case OPT_VALID:
			o.valid = 1;
			break;
		default:
			usage(stderr);
			return EXIT_TROUBLE;
		}
	}
	tool_list_variants(rn.cat);
	if (o.count && (o.split != NULL || o.format >= 0 || o.fix))
		bad_usage("%s: --count writes no records", "--count");
	if (o.fix && o.format < 0)
		o.format = NOTATION_FORMAT_HGN;
	if (o.output != NULL && o.split != NULL)
		bad_usage("%s: the selection goes to files of --split",
		    "--output");
	if (o.output != NULL && o.rejected != NULL &&
	    tool_same_file(o.output, o.rejected))
		bad_usage("%s: the file of --rejected too", "--output");
	if (per_file && o.split == NULL)
		bad_usage("%s needs --split", "--games-per-file");
	if (o.valid && o.invalid)
		bad_usage("%s: a game is valid or invalid, not both", "--valid");

	/* Moves are replayed only when something needs them. */
	o.replay = o.valid || o.invalid || o.ncodes > 0 || o.has_reason ||
	    o.has_min || o.has_max || o.repetition || o.npositions > 0 ||
	    o.dups != DUP_ALL || o.format >= 0;
	rules = tool_variant(rn.cat);
	if ((rn.checker = notation_checker_new(rn.cat, rules)) == NULL)
		tool_oom();
	notation_checker_set_replay(rn.checker, o.replay);
	if (o.replay) {
		/* The whole record, also past an illegal move (spec/select.md). */
		notation_checker_set_copy(rn.checker, 1);
		if (o.npositions > 0 || o.dups != DUP_ALL || o.format >= 0)
			notation_checker_set_ply_fn(rn.checker, on_ply, &rn);
	}
	if (o.format >= 0) {
		if ((rn.writer = notation_writer_new(o.format, 0)) == NULL)
			tool_oom();
		notation_checker_set_event_fn(rn.checker, on_event, &rn);
	}
	if (o.npositions > 0 &&
	    (rn.reached = calloc(o.npositions, 1)) == NULL)
		tool_oom();
	rn.o = &o;
	rn.inputs = argc > 0 ? argv : stdin_only;
	rn.ninputs = argc > 0 ? argc : 1;
	rn.sel.kind = o.split != NULL ? DEST_SPLIT : DEST_STDOUT;
	rn.sel.fp = stdout;
	/* The selection, whole or not at all, as --rejected (spec/select.md). */
	if (o.output != NULL && !o.count) {
		rn.sel.kind = DEST_STREAM;
		if (tool_output_open(&rn.sel.out, o.output, rn.inputs,
		    rn.ninputs) != 0)
			return EXIT_TROUBLE;
	} else if (o.output != NULL && tool_output_check(o.output, rn.inputs,
	    rn.ninputs) != 0)
		return EXIT_TROUBLE;
	if (o.rejected != NULL) {
		rn.rej.kind = DEST_STREAM;
		if (tool_output_open(&rn.rej.out, o.rejected, rn.inputs,
		    rn.ninputs) != 0)
			return EXIT_TROUBLE;
		rn.has_rej = 1;
	}

	tool_progress_inputs(rn.ninputs, rn.inputs);
	for (i = 0; i < rn.ninputs; i++)
		select_file(&rn, rn.inputs[i]);
	tool_progress_erase();

	if (rn.sel.kind == DEST_SPLIT && split_flush(&rn, &rn.sel) != 0)
		rn.trouble = 1;
	if (rn.sel.kind == DEST_STREAM && tool_output_commit(&rn.sel.out) != 0)
		rn.trouble = 1;
	if (rn.has_rej && tool_output_commit(&rn.rej.out) != 0)
		rn.trouble = 1;
	if (o.count)
		count_write(&rn);
	tool_flush();

	for (k = 0; k < o.ntags; k++)
		if (o.tags[k].regex)
			regfree(&o.tags[k].re);
	for (k = 0; k < o.npositions; k++)
		notation_position_free(o.positions[k].pos);
	free(o.tags);
	free(o.positions);
	free(o.codes);
	free(o.results);
	free(o.rulesets);
	free(rn.reached);
	free(rn.seen.slot);
	notation_buf_free(&rn.wout);
	notation_buf_free(&rn.sel.buf);
	notation_writer_free(rn.writer);
	notation_checker_free(rn.checker);
	notation_catalog_free(rn.cat);
	if (rn.trouble)
		return EXIT_TROUBLE;
	/* A game --format could not write is no game selected. */
	return rn.selected > 0 && rn.unwritten == 0 ? EXIT_VALID :
	    EXIT_INVALID;
}
