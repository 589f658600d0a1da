/*
 * common.c -- the plumbing every tool shares (common.h).
 */
#include <sys/stat.h>

#include <err.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common.h"

const char *progname = "halma";

void
tool_init(const char *argv0)
{
	const char	*p;

	if (argv0 != NULL && *argv0 != '\0')
		progname = (p = strrchr(argv0, '/')) != NULL ? p + 1 : argv0;
}

void
tool_version(void)
{
	printf("%s %s (libnotation %s)\n", progname, NOTATION_VERSION,
	    NOTATION_VERSION);
}

FILE *
tool_open(const char *path)
{
	FILE	*fp;

	if (strcmp(path, "-") == 0)
		return stdin;
	if ((fp = fopen(path, "rb")) == NULL)
		warn("%s", path);
	return fp;
}

void
tool_close(FILE *fp)
{
	if (fp != NULL && fp != stdin)
		fclose(fp);
}

void
tool_diag(FILE *fp, const struct notation_diag *d)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;

	if (notation_diag_format(d, progname, &b) == 0) {
		fputs(b.data, fp);
		fputc('\n', fp);
	}
	notation_buf_free(&b);
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

notation_reader *
tool_reader_open(const char *path, const char *name, FILE **fpp)
{
	notation_reader	*rd;
	struct stat	 st;
	FILE		*fp;

	*fpp = NULL;
	if (strcmp(path, "-") == 0)
		fp = stdin;
	else if ((fp = fopen(path, "rb")) == NULL) {
		tool_io_diag(name, "cannot open", errno);
		return NULL;
	}
	if (fstat(fileno(fp), &st) == 0 && S_ISDIR(st.st_mode)) {
		tool_io_diag(name, "cannot read", EISDIR);
		tool_close(fp);
		return NULL;
	}
	if ((rd = notation_reader_new(name)) == NULL) {
		tool_io_diag(name, "cannot read", ENOMEM);
		tool_close(fp);
		return NULL;
	}
	notation_reader_set_file(rd, fp);
	*fpp = fp;
	return rd;
}

int
tool_reader_close(notation_reader *rd, FILE *fp, const char *name,
    int reported)
{
	int	 rc = 0;

	if (ferror(fp) && !reported) {
		tool_io_diag(name, "read error", EIO);
		rc = -1;
	}
	notation_reader_free(rd);
	tool_close(fp);
	return rc;
}

const notation_rules *
tool_variant(notation_catalog *cat, const char *arg)
{
	const notation_rules	*r;
	struct notation_diag	 d;

	notation_diag_clear(&d);
	r = notation_catalog_resolve(cat, arg != NULL ? arg :
	    NOTATION_DEFAULT_VARIANT, &d);
	if (r == NULL) {
		if (d.file == NULL && arg != NULL && strchr(arg, '/') != NULL)
			d.file = arg;
		tool_diag(stderr, &d);
		exit(EXIT_TROUBLE);
	}
	return r;
}

void
tool_list_variants(FILE *fp, notation_catalog *cat)
{
	const notation_rules	*r;
	const char		*name;
	size_t			 i;

	for (i = 0; (name = notation_builtin_name(i)) != NULL; i++) {
		if ((r = notation_catalog_find(cat, name, NULL)) == NULL)
			continue;
		fprintf(fp, "%-18s %s\n", name, notation_rules_title(r));
	}
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

void
tool_write(FILE *fp, const struct notation_buf *b)
{
	if (b->len > 0 && fwrite(b->data, 1, b->len, fp) != b->len) {
		warn("write");
		exit(EXIT_TROUBLE);
	}
}

void
tool_flush(void)
{
	if (fflush(stdout) == EOF || ferror(stdout)) {
		warn("standard output");
		exit(EXIT_TROUBLE);
	}
}

static int
same_file(const char *a, const char *b)
{
	struct stat	 sa, sb;

	if (stat(a, &sa) == -1 || stat(b, &sb) == -1)
		return 0;
	return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

/*
 * An output file written as it is produced: a temporary file beside the
 * target (so that the rename stays on one file system), renamed over it
 * once everything is written.  Refuses to write over any of the inputs.
 */
int
tool_output_open(struct tool_output *o, const char *path,
    char *const inputs[], int ninputs)
{
	struct stat	 st;
	mode_t		 mode, mask;
	int		 i, fd = -1;

	memset(o, 0, sizeof(*o));
	o->path = path;
	for (i = 0; i < ninputs; i++)
		if (strcmp(inputs[i], "-") != 0 && same_file(path, inputs[i])) {
			warnx("%s: refusing to write over an input", path);
			return -1;
		}
	if ((o->tmp = malloc(strlen(path) + 8)) == NULL)
		goto fail;
	strcpy(o->tmp, path);
	strcat(o->tmp, ".XXXXXX");
	if ((fd = mkstemp(o->tmp)) == -1)
		goto fail;
	/*
	 * mkstemp makes the file 0600; give it the mode of the file it
	 * replaces, or what a plain creation under the umask would give.
	 */
	if (stat(path, &st) == 0)
		mode = st.st_mode & 07777;
	else {
		mask = umask(0);
		umask(mask);
		mode = 0666 & ~mask;
	}
	if (fchmod(fd, mode) == -1 || (o->fp = fdopen(fd, "wb")) == NULL)
		goto fail;
	return 0;
fail:
	warn("%s", path);
	if (fd != -1)
		close(fd);
	tool_output_abort(o);
	return -1;
}

int
tool_output_put(struct tool_output *o, const struct notation_buf *b)
{
	if (b->len > 0 && fwrite(b->data, 1, b->len, o->fp) != b->len) {
		warn("%s", o->path);
		tool_output_abort(o);
		return -1;
	}
	return 0;
}

int
tool_output_commit(struct tool_output *o)
{
	FILE	*fp = o->fp;

	o->fp = NULL;
	if (fp == NULL)
		return -1;
	if (fflush(fp) == EOF || fsync(fileno(fp)) == -1) {
		fclose(fp);
		goto fail;
	}
	if (fclose(fp) == EOF || rename(o->tmp, o->path) == -1)
		goto fail;
	free(o->tmp);
	o->tmp = NULL;
	return 0;
fail:
	warn("%s", o->path);
	tool_output_abort(o);
	return -1;
}

void
tool_output_abort(struct tool_output *o)
{
	if (o->fp != NULL)
		fclose(o->fp);
	o->fp = NULL;
	if (o->tmp != NULL) {
		unlink(o->tmp);
		free(o->tmp);
	}
	o->tmp = NULL;
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
