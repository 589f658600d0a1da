/*
 * common.h -- what the tools share: option plumbing, opening inputs,
 * printing diagnostics in the one shape, writing outputs safely.  Game
 * knowledge lives in the library, never here.
 */
#ifndef TOOLS_COMMON_H
#define TOOLS_COMMON_H

#include <stdio.h>

#include "notation.h"

/* Exit statuses shared by every tool (sbase/cmp style). */
#define EXIT_VALID	0	/* everything checked out */
#define EXIT_INVALID	1	/* at least one record or claim is bad */
#define EXIT_TROUBLE	2	/* usage error or unreadable input */

extern const char *progname;

void	 tool_init(const char *argv0);
/* "prog VERSION (libnotation VERSION)" to stdout. */
void	 tool_version(void);
/* Open FILE for reading; "-" is standard input.  NULL with a warning. */
FILE	*tool_open(const char *path);
void	 tool_close(FILE *fp);
/* Print d in the one shape to fp. */
void	 tool_diag(FILE *fp, const struct notation_diag *d);
/* An input that cannot be read: "NAME: WHAT: strerror(err) [io]". */
void	 tool_io_diag(const char *name, const char *what, int err);
/*
 * A record reader on path ("-" is standard input) that names the input
 * NAME in diagnostics; *fpp is set to the stream.  NULL after an io
 * diagnostic when the input cannot be opened or is a directory.
 */
notation_reader *tool_reader_open(const char *path, const char *name,
	    FILE **fpp);
/*
 * Free the reader and close the stream.  A read error that the reader
 * took for the end of the input is reported (unless one was reported
 * already) and makes the return value -1.
 */
int	 tool_reader_close(notation_reader *, FILE *fp, const char *name,
	    int reported);
/*
 * --variant NAME|FILE.yaml: the rule set, or exit 2 with a diagnostic.
 * arg NULL means the default rule set.
 */
const notation_rules *tool_variant(notation_catalog *, const char *arg);
/* --list-variants: one line per built-in rule set: name, title. */
void	 tool_list_variants(FILE *fp, notation_catalog *);
/* --color=auto|always|never (NO_COLOR honoured); -1 for a bad word. */
int	 tool_color(const char *when, FILE *fp);
/* Write buf to fp; exit 2 on a write error (a full disk, a closed pipe). */
void	 tool_write(FILE *fp, const struct notation_buf *buf);
/*
 * Write buf to path whole or not at all: a temporary file beside it,
 * then rename.  Refuses to write over any of the inputs.  0 or -1.
 */
int	 tool_write_file(const char *path, const struct notation_buf *buf,
	    char *const inputs[], int ninputs);
/*
 * The same, written as it is produced, so that memory stays flat: open
 * makes the temporary file (-1 with a warning, and nothing to abort, if
 * it cannot, or if path is an input), put appends, commit renames it over
 * path, abort removes it.  put and commit abort themselves on failure,
 * with a warning, and return -1.
 */
struct tool_output {
	const char	*path;
	char		*tmp;
	FILE		*fp;
};

int	 tool_output_open(struct tool_output *, const char *path,
	    char *const inputs[], int ninputs);
int	 tool_output_put(struct tool_output *, const struct notation_buf *);
int	 tool_output_commit(struct tool_output *);
void	 tool_output_abort(struct tool_output *);
/* Flush stdout and exit 2 if that failed. */
void	 tool_flush(void);

#endif /* TOOLS_COMMON_H */
