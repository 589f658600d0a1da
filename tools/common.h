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
/* Flush stdout and exit 2 if that failed. */
void	 tool_flush(void);

#endif /* TOOLS_COMMON_H */
