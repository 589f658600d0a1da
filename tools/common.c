/*
 * common.c -- the plumbing every tool shares (common.h).
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

static void	at_exit(void);

void
tool_init(const char *argv0, void (*usage)(FILE *), void (*help)(void))
{
	const char	*p;

	tool_usage = usage;
	tool_help = help;

	if (argv0 != NULL && *argv0 != '\0')
		progname = (p = strrchr(argv0, '/')) != NULL ? p + 1 : argv0;
	atexit(at_exit);
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

void
tool_version(void)
{
	printf("%s %s (libnotation %s)\n", progname, NOTATION_VERSION,
	    NOTATION_VERSION);
}

/*
 * A stream that cannot be written to ends the tool (exit 2), with a
 * message on standard error while that can still be written.
 */
static void
write_failed(FILE *fp, const char *what, int err)
{
	if (fp != stderr) {
		fprintf(stderr, "%s: %s: error: %s [io]\n", progname, what,
		    strerror(err));
		fflush(stderr);
	}
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
	errno = 0;
	if (fwrite(b->data, 1, b->len, fp) != b->len)
		write_failed(fp, fp == stdout ? "standard output" :
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
	else
		fprintf(stderr, "%s: error: out of memory [limit]\n", progname);
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
/* Inputs: what the command reads, and what each input holds          */
/* ------------------------------------------------------------------ */

/*
 * Every file the command reads (records, rule files), by device and
 * inode, so that no output is ever written over one of them.
 */
struct file_id {
	dev_t	 dev;
	ino_t	 ino;
};

static struct file_id	*read_ids;
static size_t		 nread_ids, capread_ids;

void
tool_note_stat(const struct stat *st)
{
	struct file_id	*n;
	size_t		 i;

	/* A terminal or another device is no file an output could replace. */
	if (S_ISCHR(st->st_mode) || S_ISBLK(st->st_mode))
		return;
	for (i = 0; i < nread_ids; i++)
		if (read_ids[i].dev == st->st_dev &&
		    read_ids[i].ino == st->st_ino)
			return;
	if (nread_ids == capread_ids) {
		n = realloc(read_ids, (capread_ids * 2 + 8) * sizeof(*n));
		if (n == NULL)
			return;
		read_ids = n;
		capread_ids = capread_ids * 2 + 8;
	}
	read_ids[nread_ids].dev = st->st_dev;
	read_ids[nread_ids++].ino = st->st_ino;
}

void
tool_note_input(const char *path)
{
	struct stat	 st;

	if (strcmp(path, "-") == 0 ? fstat(STDIN_FILENO, &st) == 0 :
	    stat(path, &st) == 0)
		tool_note_stat(&st);
}

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
/* Outputs                                                            */
/* ------------------------------------------------------------------ */

void
tool_write(FILE *fp, const struct notation_buf *b)
{
	errno = 0;
	if (b->len > 0 && fwrite(b->data, 1, b->len, fp) != b->len)
		write_failed(fp, fp == stdout ? "standard output" :
		    "standard error", errno != 0 ? errno : EIO);
}

void
tool_flush(void)
{
	errno = 0;
	if (fflush(stdout) == EOF || ferror(stdout))
		write_failed(stdout, "standard output",
		    errno != 0 ? errno : EIO);
	if (ferror(stderr))
		_exit(EXIT_TROUBLE);
}

/*
 * Temporary files not yet renamed into place, removed when a signal
 * ends the tool so that a killed run leaves no debris beside its
 * outputs (the outputs themselves are as they were).
 */
#define MAX_TEMPS	4

static char *volatile	 temps[MAX_TEMPS];

/*
 * At exit, whatever way the tool ends: a write error on standard output
 * or standard error, even one no call site noticed, makes it exit 2.
 */
static void
at_exit(void)
{
	int	 i;

	/* An output not committed (an early exit) leaves no debris. */
	for (i = 0; i < MAX_TEMPS; i++)
		if (temps[i] != NULL)
			unlink(temps[i]);
	errno = 0;
	if (fflush(stdout) == EOF || ferror(stdout))
		write_failed(stdout, "standard output",
		    errno != 0 ? errno : EIO);
	if (fflush(stderr) == EOF || ferror(stderr))
		_exit(EXIT_TROUBLE);
}

static void
on_signal(int sig)
{
	int	 i;

	for (i = 0; i < MAX_TEMPS; i++)
		if (temps[i] != NULL)
			unlink(temps[i]);
	signal(sig, SIG_DFL);
	raise(sig);
}

static void
temp_add(char *path)
{
	static const int	 sigs[] = { SIGHUP, SIGINT, SIGTERM, SIGPIPE };
	static int		 handled;
	struct sigaction	 sa, old;
	size_t			 i;

	for (i = 0; i < MAX_TEMPS; i++)
		if (temps[i] == NULL) {
			temps[i] = path;
			break;
		}
	if (handled)
		return;
	handled = 1;
	/* Only where nobody else handles (or ignores) the signal. */
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++)
		if (sigaction(sigs[i], NULL, &old) == 0 &&
		    old.sa_handler == SIG_DFL)
			sigaction(sigs[i], &sa, NULL);
}

static void
temp_remove(const char *path)
{
	int	 i;

	for (i = 0; i < MAX_TEMPS; i++)
		if (temps[i] == path)
			temps[i] = NULL;
}

/*
 * The file a path names once symbolic links are followed, the last
 * one possibly missing (a dangling link names the file it would make).
 * Allocated; NULL with errno set.
 */
static char *
follow_links(const char *path)
{
	struct stat	 st;
	char		*cur, *next, *slash, link[PATH_MAX];
	ssize_t		 n;
	int		 hops;

	if ((cur = strdup(path)) == NULL)
		return NULL;
	for (hops = 0; hops < 40; hops++) {
		if (lstat(cur, &st) == -1 || !S_ISLNK(st.st_mode))
			return cur;
		if ((n = readlink(cur, link, sizeof(link) - 1)) == -1) {
			free(cur);
			return NULL;
		}
		link[n] = '\0';
		if (link[0] == '/' || (slash = strrchr(cur, '/')) == NULL)
			next = strdup(link);
		else if ((next = malloc((size_t)(slash - cur) + 2 +
		    (size_t)n)) != NULL)
			sprintf(next, "%.*s/%s", (int)(slash - cur), cur, link);
		free(cur);
		if ((cur = next) == NULL)
			return NULL;
	}
	free(cur);
	errno = ELOOP;
	return NULL;
}

/* Is path's file one the command reads (inputs, or noted as read)? */
static int
reads(const char *path, char *const inputs[], int ninputs)
{
	struct stat	 out, in;
	size_t		 i;
	int		 k;

	if (stat(path, &out) == -1 || S_ISCHR(out.st_mode) ||
	    S_ISBLK(out.st_mode))
		return 0;
	/* No file operands: the command reads its standard input. */
	if (ninputs == 0 && fstat(STDIN_FILENO, &in) == 0 &&
	    in.st_dev == out.st_dev && in.st_ino == out.st_ino)
		return 1;
	for (k = 0; k < ninputs; k++) {
		if (strcmp(inputs[k], "-") == 0 ?
		    fstat(STDIN_FILENO, &in) == -1 : stat(inputs[k], &in) == -1)
			continue;
		if (in.st_dev == out.st_dev && in.st_ino == out.st_ino)
			return 1;
	}
	for (i = 0; i < nread_ids; i++)
		if (read_ids[i].dev == out.st_dev &&
		    read_ids[i].ino == out.st_ino)
			return 1;
	return 0;
}

int
tool_output_check(const char *path, char *const inputs[], int ninputs)
{
	if (!reads(path, inputs, ninputs))
		return 0;
	tool_say(NOTATION_ERROR, path, "usage",
	    "refusing to write over an input");
	return -1;
}

/* An output that cannot be written, errno saying why: in the shape. */
static void
out_failed(const char *path)
{
	tool_say(NOTATION_ERROR, path, "io", "%s", strerror(errno));
}

/*
 * An output file written as it is produced (common.h): the temporary
 * file beside the link's target, so that the rename stays on one file
 * system, or the device, FIFO or socket itself.
 */
int
tool_output_open(struct tool_output *o, const char *path,
    char *const inputs[], int ninputs)
{
	struct stat	 st;
	mode_t		 mask;
	size_t		 len;

	memset(o, 0, sizeof(*o));
	o->path = path;
	o->fd = -1;
	if (tool_output_check(path, inputs, ninputs) == -1)
		return -1;
	if ((o->target = follow_links(path)) == NULL)
		goto fail;
	if (stat(o->target, &st) == 0 && !S_ISREG(st.st_mode)) {
		if (S_ISDIR(st.st_mode)) {
			errno = EISDIR;
			goto fail;
		}
		/* A device, FIFO or socket is written to, never replaced. */
		if ((o->fd = open(o->target, O_WRONLY | O_NOCTTY)) == -1)
			goto fail;
		return 0;
	}
	/*
	 * A regular file (or none yet) is replaced whole or not at all: a
	 * temporary file beside the link's target, renamed over it.
	 */
	len = strlen(o->target);
	if ((o->tmp = malloc(len + 8)) == NULL)
		goto fail;
	memcpy(o->tmp, o->target, len);
	memcpy(o->tmp + len, ".XXXXXX", 8);
	if ((o->fd = mkstemp(o->tmp)) == -1) {
		free(o->tmp);
		o->tmp = NULL;
		goto fail;
	}
	temp_add(o->tmp);
	/*
	 * mkstemp makes the file 0600; give it the mode (and, where we
	 * may, the owner) of the file it replaces, or what a plain creation
	 * under the umask would give.
	 */
	if (stat(o->target, &st) == 0) {
		if (fchown(o->fd, st.st_uid, st.st_gid) == -1)
			(void)0;	/* not ours to give: keep our own */
		if (fchmod(o->fd, st.st_mode & 07777) == -1)
			goto fail;
	} else {
		mask = umask(0);
		umask(mask);
		if (fchmod(o->fd, 0666 & ~mask) == -1)
			goto fail;
	}
	return 0;
fail:
	out_failed(path);
	tool_output_abort(o);
	return -1;
}

void
tool_output_stdout(struct tool_output *o)
{
	memset(o, 0, sizeof(*o));
	o->path = "standard output";
	o->fd = STDOUT_FILENO;
}

int
tool_output_write(struct tool_output *o, const void *p, size_t len)
{
	const char	*q = p;
	ssize_t		 n;

	if (o->fd == -1)
		return -1;
	/*
	 * One write(2) for the whole buffer: a reader of a pipe, or a
	 * killed run's output, sees whole lines.  A short write (a signal,
	 * a full disk) goes on with the rest.
	 */
	while (len > 0) {
		if ((n = write(o->fd, q, len)) == -1) {
			if (errno == EINTR)
				continue;
			out_failed(o->path);
			tool_output_abort(o);
			return -1;
		}
		q += n;
		len -= (size_t)n;
	}
	return 0;
}

int
tool_output_put(struct tool_output *o, const struct notation_buf *b)
{
	return tool_output_write(o, b->data, b->len);
}

int
tool_output_commit(struct tool_output *o)
{
	if (o->fd == -1)
		return -1;
	if (o->fd == STDOUT_FILENO) {
		o->fd = -1;
		return 0;
	}
	if (o->tmp != NULL) {
		if (fsync(o->fd) == -1 || close(o->fd) == -1)
			goto fail;
		o->fd = -1;
		if (rename(o->tmp, o->target) == -1)
			goto fail;
		temp_remove(o->tmp);
		free(o->tmp);
		o->tmp = NULL;
	} else if (close(o->fd) == -1) {
		o->fd = -1;
		goto fail;
	}
	o->fd = -1;
	free(o->target);
	o->target = NULL;
	return 0;
fail:
	out_failed(o->path);
	tool_output_abort(o);
	return -1;
}

void
tool_output_abort(struct tool_output *o)
{
	if (o->fd != -1 && o->fd != STDOUT_FILENO)
		close(o->fd);
	o->fd = -1;
	if (o->tmp != NULL) {
		unlink(o->tmp);
		temp_remove(o->tmp);
		free(o->tmp);
	}
	o->tmp = NULL;
	free(o->target);
	o->target = NULL;
}

int
tool_write_file(const char *path, const struct notation_buf *b,
    char *const inputs[], int ninputs)
{
	struct tool_output	 o;

	if (tool_output_open(&o, path, inputs, ninputs) != 0 ||
	    tool_output_put(&o, b) != 0)
		return -1;
	return tool_output_commit(&o);
}
