/*
 * common.c -- the plumbing every tool shares (common.h): messages in the
 * one shape, the one option vocabulary (its table, getopt over it, what
 * a mistyped option was meant to be, --help=completion); the outputs,
 * written whole or not at all, are common_output.c's.
 */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common.h"

const char *progname = "halma";
void (*tool_usage)(FILE *);
void (*tool_help)(void);
struct tool_shared tool_shared;

void
tool_init(const char *argv0, void (*usage)(FILE *), void (*help)(void))
{
	static char	 outbuf[TOOL_OUTPUT_HOLD];
	struct stat	 st;
	const char	*p;

	tool_usage = usage;
	tool_help = help;

	if (argv0 != NULL && *argv0 != '\0')
		progname = (p = strrchr(argv0, '/')) != NULL ? p + 1 : argv0;
	/*
	 * Standard output redirected to a file: written TOOL_OUTPUT_HOLD
	 * bytes a write(2), as the temporary files of -o are, not the
	 * file's 4 KB block (halma-select's selection, 50 MB of it, took
	 * 12,000 writes).  A terminal, pipe or device keeps the C
	 * library's buffering: what reads them sees the output as soon.
	 * (The buffer is ours: given none, glibc keeps the block's size.)
	 */
	if (fstat(STDOUT_FILENO, &st) == 0 && S_ISREG(st.st_mode))
		setvbuf(stdout, outbuf, _IOFBF, sizeof(outbuf));
	atexit(tool_at_exit);
}

void *
tool_grow(void *arr, size_t *cap, size_t n, size_t size)
{
	size_t	 want;

	if (n < *cap)
		return arr;
	want = *cap > 0 ? *cap * 2 : 16;
	if ((arr = reallocarray(arr, want, size)) == NULL)
		tool_oom();
	*cap = want;
	return arr;
}

/* The tool's version, and that of the library it runs with. */
void
tool_version(void)
{
	printf("%s %s (libnotation %s)\n", progname, NOTATION_VERSION,
	    notation_version());
}

/*
 * A stream that cannot be written to ends the tool (exit 2), with a
 * message on standard error while that can still be written.
 */
void
tool_write_failed(FILE *fp, const char *what, int err)
{
	if (fp != stderr) {
		tool_progress_erase();
		fprintf(stderr, "%s: %s: error: %s [io]\n", progname, what,
		    strerror(err));
		fflush(stderr);
	}
	/* No output is left half made (a temporary file) either. */
	tool_output_unlink();
	_exit(EXIT_TROUBLE);
}

/*
 * The length of the printable character at p (n bytes left): 1 for a
 * byte from 0x20 to 0x7e, 2 to 4 for a well-formed UTF-8 sequence (no
 * overlong form, no surrogate, nothing past U+10FFFF, no C1 control);
 * 0 for anything else, which is shown escaped.
 */
static size_t
utf8_len(const char *p, size_t n)
{
	const unsigned char	*u = (const unsigned char *)p;
	unsigned long		 cp;
	size_t			 len, i;

	if (u[0] >= 0x20 && u[0] < 0x7f)
		return 1;
	if (u[0] >= 0xc2 && u[0] <= 0xdf)
		len = 2, cp = u[0] & 0x1f;
	else if (u[0] >= 0xe0 && u[0] <= 0xef)
		len = 3, cp = u[0] & 0x0f;
	else if (u[0] >= 0xf0 && u[0] <= 0xf4)
		len = 4, cp = u[0] & 0x07;
	else
		return 0;
	if (len > n)
		return 0;
	for (i = 1; i < len; i++) {
		if ((u[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (u[i] & 0x3f);
	}
	if ((len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000) ||
	    (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff || cp < 0xa0)
		return 0;
	return len;
}

/*
 * The one shape (common.h), into b.  Every message of every tool about
 * its input or its usage is made here.
 */
static int
format_line(struct notation_buf *out, const char *file, unsigned long line,
    unsigned long column, enum notation_severity sev, const char *msg,
    const char *code, unsigned long game, unsigned long ply)
{
	static const char *const sevs[] = { "note", "warning", "error" };
	struct notation_buf	 b = NOTATION_BUF_INIT;
	size_t			 i, n;
	unsigned char		 c;
	int			 rc = 0;

	rc |= notation_buf_printf(&b, "%s: ", progname);
	if (file != NULL) {
		rc |= notation_buf_puts(&b, file);
		if (line > 0)
			rc |= notation_buf_printf(&b, ":%lu", line);
		if (line > 0 && column > 0)
			rc |= notation_buf_printf(&b, ":%lu", column);
		rc |= notation_buf_puts(&b, ": ");
	}
	rc |= notation_buf_printf(&b, "%s: ", sevs[sev <= NOTATION_ERROR ?
	    sev : NOTATION_ERROR]);
	rc |= notation_buf_puts(&b, msg);
	if (code != NULL)
		rc |= notation_buf_printf(&b, " [%s]", code);
	if (game > 0 && ply > 0)
		rc |= notation_buf_printf(&b, " (game %lu, ply %lu)", game, ply);
	else if (game > 0)
		rc |= notation_buf_printf(&b, " (game %lu)", game);
	/*
	 * File names and messages carry bytes from the input or the
	 * command line: control bytes, and bytes that are not UTF-8,
	 * never reach the terminal raw.
	 */
	for (i = 0; rc == 0 && i < b.len; i += n) {
		c = (unsigned char)b.data[i];
		if ((n = utf8_len(b.data + i, b.len - i)) > 0)
			rc |= notation_buf_put(out, b.data + i, n);
		else {
			rc |= notation_buf_printf(out, "\\x%02x", c);
			n = 1;
		}
	}
	notation_buf_free(&b);
	return rc != 0 ? -1 : notation_buf_putc(out, '\n');
}

int
tool_diag_format(const struct notation_diag *d, struct notation_buf *b)
{
	return format_line(b, d->file, d->line, d->column, d->severity,
	    d->message, notation_code_name(d->code), d->game, d->ply);
}

static void
put_line(FILE *fp, const struct notation_buf *b)
{
	if (fp == stderr)
		tool_message_begin();
	else
		tool_progress_stdout();
	errno = 0;
	if (fwrite(b->data, 1, b->len, fp) != b->len)
		tool_write_failed(fp, fp == stdout ? "standard output" :
		    "standard error", errno != 0 ? errno : EIO);
}

void
tool_diag(FILE *fp, const struct notation_diag *d)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;

	if (tool_diag_format(d, &b) == 0)
		put_line(fp, &b);
	notation_buf_free(&b);
}

static void
vsay(enum notation_severity sev, const char *file, const char *code,
    const char *fmt, va_list ap)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	char			 msg[NOTATION_MSG_MAX * 2];

	vsnprintf(msg, sizeof(msg), fmt, ap);
	if (format_line(&b, file, 0, 0, sev, msg, code, 0, 0) == 0)
		put_line(stderr, &b);
	else {
		tool_progress_erase();
		fprintf(stderr, "%s: error: out of memory [limit]\n", progname);
	}
	notation_buf_free(&b);
}

void
tool_say(enum notation_severity sev, const char *file, const char *code,
    const char *fmt, ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	vsay(sev, file, code, fmt, ap);
	va_end(ap);
}

void
tool_past_end(enum notation_severity sev, const struct notation_summary *s,
    unsigned long ply, const char *more)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	char			 msg[NOTATION_MSG_MAX];

	snprintf(msg, sizeof(msg), "game %lu has %lu legal pl%s, not %lu%s",
	    s->game, s->plies, s->plies == 1 ? "y" : "ies", ply,
	    more != NULL ? more : "");
	if (format_line(&b, s->file != NULL ? s->file : "<stdin>", s->line,
	    0, sev, msg, sev == NOTATION_ERROR ? "usage" : NULL, 0, 0) != 0)
		tool_oom();
	put_line(stderr, &b);
	notation_buf_free(&b);
}

void
tool_usage_error(const char *file, const char *fmt, ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	vsay(NOTATION_ERROR, file, "usage", fmt, ap);
	va_end(ap);
	if (tool_usage != NULL)
		tool_usage(stderr);
	exit(EXIT_TROUBLE);
}

void
tool_oom(void)
{
	/* No allocation here: the one message, written as it is. */
	tool_progress_erase();
	fprintf(stderr, "%s: error: out of memory [limit]\n", progname);
	exit(EXIT_TROUBLE);
}

int
tool_more_diags(const struct notation_summary *s, struct notation_diag *d)
{
	size_t		 i, more;
	unsigned long	 errors = 0;

	if (s->ndiags_total <= s->ndiags)
		return 0;
	more = s->ndiags_total - s->ndiags;
	for (i = 0; i < s->ndiags; i++)
		if (s->diags[i].severity == NOTATION_ERROR)
			errors++;
	notation_diag_clear(d);
	d->file = s->file;
	d->line = s->line;
	d->game = s->game;
	/* The checker drops notes and warnings first (check.c). */
	if (errors >= s->nerrors)
		notation_diag_set(d, NOTATION_LIMIT, "%zu more note%s and "
		    "warning%s of this game %s not shown", more,
		    more == 1 ? "" : "s", more == 1 ? "" : "s",
		    more == 1 ? "is" : "are");
	else
		notation_diag_set(d, NOTATION_LIMIT, "%zu more diagnostic%s of "
		    "this game %s not shown (%lu of them error%s)", more,
		    more == 1 ? "" : "s", more == 1 ? "is" : "are",
		    s->nerrors - errors, s->nerrors - errors == 1 ? "" : "s");
	d->severity = NOTATION_NOTE;
	return 1;
}

void
tool_io_diag(const char *name, const char *what, int err)
{
	struct notation_diag	 d;

	notation_diag_clear(&d);
	d.file = name;
	notation_diag_set(&d, NOTATION_IO, "%s: %s", what, strerror(err));
	tool_diag(stderr, &d);
}

/* ------------------------------------------------------------------ */
/* Inputs: the rule sets they are read under                         */
/* ------------------------------------------------------------------ */

const notation_rules *
tool_variant(notation_catalog *cat)
{
	const char		*arg = tool_shared.variant;
	const notation_rules	*r;
	struct notation_diag	 d;
	size_t			 i;

	notation_diag_clear(&d);
	r = notation_catalog_resolve(cat, arg != NULL ? arg :
	    NOTATION_DEFAULT_VARIANT, &d);
	/* A rule file is an input: no output may be written over it. */
	if (r != NULL && arg != NULL && (strchr(arg, '/') != NULL ||
	    strstr(arg, ".yaml") != NULL || strstr(arg, ".yml") != NULL))
		tool_note_input(arg);
	if (r == NULL) {
		if (d.file == NULL && arg != NULL && strchr(arg, '/') != NULL)
			d.file = arg;
		tool_diag(stderr, &d);
		exit(EXIT_TROUBLE);
	}
	/* What the loader warned about the rule file. */
	for (i = 0; notation_rules_warning(r, i) != NULL; i++)
		tool_diag(stderr, notation_rules_warning(r, i));
	return r;
}

void
tool_list_variants(notation_catalog *cat)
{
	const notation_rules	*r;
	const char		*name;
	size_t			 i, w;

	if (!tool_shared.list_variants)
		return;
	/* The titles in one column, after the longest name. */
	w = 0;
	for (i = 0; (name = notation_rules_builtin_name(i)) != NULL; i++)
		if (strlen(name) > w)
			w = strlen(name);
	for (i = 0; (name = notation_rules_builtin_name(i)) != NULL; i++) {
		if ((r = notation_catalog_find(cat, name, NULL)) == NULL)
			continue;
		printf("%-*s %s\n", (int)w, name, notation_rules_title(r));
	}
	notation_catalog_free(cat);
	tool_flush();
	exit(EXIT_VALID);
}

int
tool_color(const char *when, FILE *fp)
{
	const char	*nc = getenv("NO_COLOR");

	if (when == NULL || strcmp(when, "auto") == 0)
		return isatty(fileno(fp)) && (nc == NULL || *nc == '\0');
	if (strcmp(when, "always") == 0)
		return 1;
	if (strcmp(when, "never") == 0)
		return 0;
	return -1;
}

/* ------------------------------------------------------------------ */
/* The one option vocabulary                                          */
/* ------------------------------------------------------------------ */

/*
 * Every long option two tools share, and every short option of any
 * tool (README.md and each man page print this table).  A letter means
 * one thing in every tool: -t is --to, halma-fen's alias of --format,
 * so halma-stats' --tags-only is -T; -m is halma-stats' --merge, so
 * halma-fen's --moves is -M.  --from is the input format in every tool
 * (tool_from()).  The last column is what the argument is (common.h),
 * for --help=completion.
 */
#define RECORD_FORMATS	"hgn json yaml pun starlog hoplog pdn"

static const struct tool_option tool_options[] = {
	{ "all",		no_argument,		'a', NULL },
	{ "by",			required_argument,	'b', NULL },
	{ "color",		optional_argument,	OPT_COLOR,
	    "auto always never" },
	{ "format",		required_argument,	'f', "@format" },
	{ "from",		required_argument,	OPT_FROM, "@format" },
	{ "game",		required_argument,	OPT_GAME, NULL },
	{ "help",		optional_argument,	'h', NULL },
	{ "list-variants",	no_argument,		OPT_LIST_VARIANTS, NULL },
	{ "long",		no_argument,		'l', NULL },
	{ "merge",		no_argument,		'm', NULL },
	{ "moves",		no_argument,		'M', NULL },
	{ "name",		required_argument,	'n', NULL },
	{ "no-progress",	no_argument,		OPT_NO_PROGRESS, NULL },
	{ "output",		required_argument,	'o', "@file" },
	{ "ply",		required_argument,	OPT_PLY, NULL },
	{ "progress",		no_argument,		OPT_PROGRESS, NULL },
	{ "quiet",		no_argument,		'q', NULL },
	{ "render",		no_argument,		'r', NULL },
	{ "short",		no_argument,		's', NULL },
	{ "tags-only",		no_argument,		'T', NULL },
	{ "to",			required_argument,	't', "@format" },
	{ "variant",		required_argument,	OPT_VARIANT, "@variant" },
	{ "version",		no_argument,		OPT_VERSION, NULL },
};
#define NTOOL_OPTIONS	(sizeof(tool_options) / sizeof(tool_options[0]))

/* The options of the tool: for getopt_long, and as the tool sets them. */
static struct option		*used_opts;
static struct tool_option	*used;
static size_t			 nused;
static char			 used_short[2 * NTOOL_OPTIONS + 3];

/* The shared option names[0..len), with its words after ':' if any. */
static void
use_shared(const char *name, size_t len)
{
	const char	*colon;
	char		*words, *w;
	size_t		 i, nlen;

	colon = memchr(name, ':', len);
	nlen = colon != NULL ? (size_t)(colon - name) : len;
	for (i = 0; i < NTOOL_OPTIONS; i++)
		if (strlen(tool_options[i].name) == nlen &&
		    strncmp(tool_options[i].name, name, nlen) == 0)
			break;
	if (i == NTOOL_OPTIONS)
		abort();	/* a tool names an option not in the table */
	used[nused] = tool_options[i];
	if (colon != NULL) {
		if ((words = strndup(colon + 1, len - nlen - 1)) == NULL)
			tool_oom();
		for (w = words; *w != '\0'; w++)
			if (*w == ',')
				*w = ' ';
		used[nused].arg = words;
	}
	nused++;
}

void
tool_options_use(const char *names, const struct tool_option *own)
{
	const char	*p, *q;
	size_t		 i, nown = 0, k = 0;

	while (own != NULL && own[nown].name != NULL)
		nown++;
	if ((used = calloc(NTOOL_OPTIONS + nown + 1, sizeof(*used))) == NULL ||
	    (used_opts = calloc(NTOOL_OPTIONS + nown + 1,
	    sizeof(*used_opts))) == NULL)
		tool_oom();
	for (p = names; *p != '\0'; p = q) {
		while (*p == ' ')
			p++;
		for (q = p; *q != '\0' && *q != ' '; q++)
			continue;
		if (q == p)
			break;
		use_shared(p, (size_t)(q - p));
	}
	for (i = 0; i < nown; i++)
		used[nused++] = own[i];
	/* ':' first: a missing argument is told from an unknown option. */
	used_short[k++] = ':';
	for (i = 0; i < nused; i++) {
		used_opts[i].name = used[i].name;
		used_opts[i].has_arg = used[i].has_arg;
		used_opts[i].val = used[i].val;
		if (used[i].val >= 256)
			continue;
		used_short[k++] = (char)used[i].val;
		if (used[i].has_arg == required_argument)
			used_short[k++] = ':';
	}
	used_short[k] = '\0';
}

/*
 * --help=completion: the options as completion/halma.bash reads them,
 * one a line: "-x" or "-", "--name" ("--name=" when the argument is
 * written joined to it), and what the argument is: none, any, file,
 * variant (then the built-in rule-set names) or words (then the words).
 */
static void
print_completion(void)
{
	const struct tool_option	*o;
	const char			*arg, *name;
	size_t				 i;
	int				 k;

	for (o = used; o < used + nused; o++) {
		if (o->val < 256)
			printf("-%c ", o->val);
		else
			printf("- ");
		/* --help=completion itself is not for people to complete. */
		arg = o->arg;
		printf("--%s%s ", o->name,
		    o->has_arg == optional_argument && arg != NULL ? "=" : "");
		if (o->has_arg == no_argument ||
		    (o->has_arg == optional_argument && arg == NULL))
			printf("none");
		else if (arg == NULL)
			printf("any");
		else if (strcmp(arg, "@file") == 0)
			printf("file");
		else if (strcmp(arg, "@variant") == 0) {
			printf("variant");
			for (i = 0; (name = notation_rules_builtin_name(i)) !=
			    NULL; i++)
				printf(" %s", name);
		} else if (strcmp(arg, "@code") == 0) {
			printf("words");
			for (k = 0; k < NOTATION_CODE_COUNT; k++)
				printf(" %s", notation_code_name(k));
		} else if (strcmp(arg, "@reason") == 0) {
			printf("words none");
			for (k = 1; k < NOTATION_REASON_COUNT; k++)
				printf(" %s", notation_reason_name(k));
		} else
			printf("words %s", strcmp(arg, "@format") == 0 ?
			    RECORD_FORMATS : arg);
		putchar('\n');
	}
}

/* --from: the input format of every reader opened; AUTO by content. */
static enum notation_format from_format = NOTATION_FORMAT_AUTO;

void
tool_from(const char *arg)
{
	int	 f;

	if ((f = notation_format_parse(arg)) < 0)
		tool_usage_error(NULL, "--from %s: not hgn, json, yaml, pun, "
		    "starlog, hoplog or pdn", arg);
	from_format = (enum notation_format)f;
}

int
tool_from_format(void)
{
	return from_format == NOTATION_FORMAT_AUTO ? -1 : (int)from_format;
}

/*
 * The typing slips between a and b (optimal string alignment: a letter
 * left out, added, changed, or two neighbours swapped); past max, max + 1.
 */
static size_t
slips(const char *a, const char *b, size_t max)
{
	size_t	 la = strlen(a), lb = strlen(b), i, j, best, d[3][64];
	size_t	*prev2 = d[0], *prev = d[1], *cur = d[2], *t;

	if (la >= 63 || lb >= 63 || (la > lb ? la - lb : lb - la) > max)
		return max + 1;
	for (j = 0; j <= lb; j++)
		prev[j] = j;
	for (i = 1; i <= la; i++) {
		cur[0] = best = i;
		for (j = 1; j <= lb; j++) {
			cur[j] = prev[j - 1] + (a[i - 1] != b[j - 1]);
			if (prev[j] + 1 < cur[j])
				cur[j] = prev[j] + 1;
			if (cur[j - 1] + 1 < cur[j])
				cur[j] = cur[j - 1] + 1;
			if (i > 1 && j > 1 && a[i - 1] == b[j - 2] &&
			    a[i - 2] == b[j - 1] && prev2[j - 2] + 1 < cur[j])
				cur[j] = prev2[j - 2] + 1;
			if (cur[j] < best)
				best = cur[j];
		}
		if (best > max)
			return max + 1;
		t = prev2, prev2 = prev, prev = cur, cur = t;
	}
	return prev[lb];
}

const char *
tool_nearest(const char *word, const char *const *names, size_t n)
{
	const char	*near = NULL;
	size_t		 i, d, best, max;

	max = strlen(word) / 4 > 0 ? strlen(word) / 4 : 1;
	best = max + 1;
	for (i = 0; i < n; i++)
		if ((d = slips(word, names[i], max)) < best) {
			best = d;
			near = names[i];
		}
	return near;
}

void
tool_bad_word(const char *opt, const char *arg, const char *what,
    const char *const *words, size_t n)
{
	const char	*near = tool_nearest(arg, words, n);
	char		 list[NOTATION_MSG_MAX];
	size_t		 i, len = 0;

	list[0] = '\0';
	for (i = 0; i < n && len + strlen(words[i]) + 3 < sizeof(list); i++)
		len += (size_t)snprintf(list + len, sizeof(list) - len,
		    "%s%s", i > 0 ? ", " : "", words[i]);
	if (near != NULL)
		tool_usage_error(NULL, "%s %s: not %s; did you mean %s? (%s)",
		    opt, arg, what, near, list);
	tool_usage_error(NULL, "%s %s: not %s (%s)", opt, arg, what, list);
}

/*
 * An unknown long option ARG (with its "--"): the one it was meant to
 * be, a prefix of two or more, or none.  Exits with a usage error.
 */
static void __attribute__((noreturn))
unknown_long(const char *arg)
{
	const char	*names[NTOOL_OPTIONS + 64], *near;
	char		 word[64], list[256];
	size_t		 i, n = 0, len;

	snprintf(word, sizeof(word), "%.*s", (int)strcspn(arg + 2, "="),
	    arg + 2);
	len = strlen(word);
	list[0] = '\0';
	for (i = 0; i < nused && n < sizeof(names) / sizeof(names[0]); i++) {
		names[n++] = used[i].name;
		/* getopt_long takes a prefix of one option only. */
		if (len > 0 && strncmp(used[i].name, word, len) == 0 &&
		    strlen(list) + strlen(used[i].name) + 5 < sizeof(list))
			snprintf(list + strlen(list), sizeof(list) - strlen(list),
			    "%s--%s", list[0] != '\0' ? ", " : "", used[i].name);
	}
	if (strchr(list, ',') != NULL)
		tool_usage_error(NULL, "%s is short for more than one option: "
		    "%s", arg, list);
	if ((near = tool_nearest(word, names, n)) != NULL)
		tool_usage_error(NULL, "unknown option %s; did you mean --%s?",
		    arg, near);
	tool_usage_error(NULL, "unknown option %s (see --help)", arg);
}

/*
 * --color WHEN: the word is --color's only when written joined to it;
 * a lone word after it that --color would take is most likely meant
 * for it, and would be read as a file.
 */
static void
color_word(int argc, char **argv)
{
	const char	*next;

	if (optarg == NULL && optind < argc && (next = argv[optind]) != NULL &&
	    tool_color(next, stdout) != -1)
		tool_usage_error(NULL, "--color takes its word after '=': "
		    "write --color=%s", next);
}

int
tool_getopt(int *argcp, char ***argvp)
{
	int			 argc = *argcp;
	char			**argv = *argvp;
	const struct option	*o;
	const char		*arg;
	int			 ch;

	opterr = 0;
	for (;;) {
		ch = getopt_long(argc, argv, used_short, used_opts, NULL);
		switch (ch) {
		case 'h':
			if (optarg == NULL)
				tool_help();
			else if (strcmp(optarg, "completion") == 0)
				print_completion();
			else
				tool_usage_error(NULL, "--help=%s: the one form "
				    "is --help=completion", optarg);
			tool_flush();
			exit(EXIT_VALID);
		case OPT_FROM:
			tool_from(optarg);
			continue;
		case OPT_LIST_VARIANTS:
			tool_shared.list_variants = 1;
			continue;
		case OPT_NO_PROGRESS:
		case OPT_PROGRESS:
			tool_progress_force(ch == OPT_PROGRESS);
			continue;
		case OPT_VARIANT:
			tool_shared.variant = optarg;
			continue;
		case OPT_VERSION:
			tool_version();
			exit(EXIT_VALID);
		case OPT_COLOR:
			color_word(argc, argv);
			break;
		}
		break;
	}
	if (ch == -1) {
		*argcp -= optind;
		*argvp += optind;
	}
	if (ch != '?' && ch != ':')
		return ch;
	arg = argv[optind - 1];
	if (optopt != 0 && optopt < 256 && strncmp(arg, "--", 2) != 0) {
		if (ch == ':')
			tool_usage_error(NULL, "-%c needs an argument", optopt);
		tool_usage_error(NULL, "unknown option -%c (see --help)", optopt);
	}
	if (ch == ':') {
		for (o = used_opts; o->name != NULL; o++)
			if (o->val == optopt)
				tool_usage_error(NULL, "--%s needs an argument",
				    o->name);
		tool_usage_error(NULL, "%s needs an argument", arg);
	}
	if (optopt != 0)
		tool_usage_error(NULL, "%s takes no argument", arg);
	unknown_long(arg);
}

