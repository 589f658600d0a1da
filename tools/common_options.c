/*
 * common_options.c -- the one option vocabulary of the tools (common.h):
 * the table of shared options, getopt over it, what an unknown option
 * or a bad word was meant to be, and --help=completion for the shell.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common.h"

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
#define RECORD_FORMATS	"hgn json yaml pun starlog hoplog"

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
	{ "output",		required_argument,	'o', "@file" },
	{ "ply",		required_argument,	OPT_PLY, NULL },
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
			for (k = 0; k < NOTATION_CODE__MAX; k++)
				printf(" %s", notation_code_name(k));
		} else if (strcmp(arg, "@reason") == 0) {
			printf("words none");
			for (k = 1; k < NOTATION_REASON__MAX; k++)
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
		    "starlog or hoplog", arg);
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

