/*
 * common.h -- what the tools share: option plumbing, opening inputs,
 * printing diagnostics in the one shape, writing outputs safely.  Game
 * knowledge lives in the library, never here.
 */
#ifndef TOOLS_COMMON_H
#define TOOLS_COMMON_H

#include <getopt.h>
#include <stdint.h>
#include <stdio.h>

#include "notation.h"

/* Exit statuses shared by every tool (sbase/cmp style). */
#define EXIT_VALID	0	/* everything checked out */
#define EXIT_INVALID	1	/* at least one record or claim is bad */
#define EXIT_TROUBLE	2	/* usage error or unreadable input */

extern const char *progname;

/*
 * Before anything else: the tool's name from argv0, its synopsis
 * (tool_usage, printed after a usage error) and its --help (tool_help).
 */
void	 tool_init(const char *argv0, void (*usage)(FILE *),
	    void (*help)(void));
/* "prog VERSION (libnotation VERSION)" to stdout. */
void	 tool_version(void);
/*
 * A stream that cannot be written to ends the tool (exit 2), said on
 * standard error while that can still be written.
 */
void	 tool_write_failed(FILE *fp, const char *what, int err);
/*
 * What tool_init() has run at exit (common_output.c): the temporary
 * files of outputs not committed removed, standard output and standard
 * error checked (a write error there makes the exit status 2).
 */
void	 tool_at_exit(void);
/*
 * Open PATH for reading records ("-" is standard input), named NAME in
 * diagnostics.  The first bytes decide what it holds: gzip is inflated
 * on the fly, text is read as it is, other compressed or binary data is
 * refused (spec/record-format.md, "Compressed and binary input").  NULL
 * after an io diagnostic.  The file is noted as read (no output may be
 * written over it).  Close with tool_close().
 */
FILE	*tool_input(const char *path, const char *name);
/* tool_input(path, path), standard input named "<stdin>". */
FILE	*tool_open(const char *path);
void	 tool_close(FILE *fp);
/* Note a file the command reads, so that no output replaces it. */
void	 tool_note_input(const char *path);
struct stat;
void	 tool_note_stat(const struct stat *);
/*
 * The one shape of everything a tool says about its input or its usage:
 *
 *	prog: file:line:col: severity: message [code] (game G, ply P)
 *
 * the parts that are unknown left out; bytes below 0x20 (ESC,
 * backspace...), 0x7f and bytes that are not UTF-8 shown escaped as
 * \x1b, never sent raw to the terminal.
 */
/* Print d in the one shape to fp. */
void	 tool_diag(FILE *fp, const struct notation_diag *d);
/* d in the one shape, with its newline, appended to b. */
int	 tool_diag_format(const struct notation_diag *d,
	    struct notation_buf *b);
/* A message of the tool's own in the shape; file may be NULL. */
void	 tool_say(enum notation_severity, const char *file, const char *code,
	    const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/*
 * The game s has fewer legal plies than the ply the command asks for:
 * "prog: file:line: SEV: game G has N legal plies, not PLY[MORE]", coded
 * [usage] when it is an error.
 */
void	 tool_past_end(enum notation_severity, const struct notation_summary *s,
	    unsigned long ply, const char *more);
/*
 * A usage error: "prog: [file: ]error: MESSAGE [usage]", then the
 * synopsis (tool_usage, when the tool set it), exit 2.
 */
extern void (*tool_usage)(FILE *);
void	 tool_usage_error(const char *file, const char *fmt, ...)
	    __attribute__((format(printf, 2, 3), noreturn));
/* Memory ran out: "prog: error: out of memory [limit]", exit 2. */
void	 tool_oom(void) __attribute__((noreturn));
/*
 * An array of *cap elements of size bytes with room for element n (the
 * array doubled when it is full, *cap updated); memory running out is
 * tool_oom().
 */
void	*tool_grow(void *arr, size_t *cap, size_t n, size_t size);
/*
 * The note that says how many diagnostics of a game the checker did not
 * keep (it keeps every error that decides the verdict, dropping notes
 * and warnings first): 1 with d filled, 0 when every one was kept.
 */
int	 tool_more_diags(const struct notation_summary *s,
	    struct notation_diag *d);

/*
 * The one option vocabulary (tools/common.c, tool_options[]): every
 * long option a tool shares with another, and every short option of
 * any tool, with its getopt code.  A short letter means one thing in
 * every tool.  Codes of options a tool has alone start at TOOL_OPT_OWN.
 */
enum tool_opt {
	OPT_COLOR = 256,
	OPT_FROM,
	OPT_GAME,
	OPT_LIST_VARIANTS,
	OPT_NO_PROGRESS,
	OPT_PLY,
	OPT_PROGRESS,
	OPT_VARIANT,
	OPT_VERSION,
	TOOL_OPT_OWN = 512
};
/*
 * An option and what its argument is, which --help=completion prints
 * for the shell's completion (completion/halma.bash): "@file" a file
 * name, "@variant" a rule-set name or rule file, "@code" a diagnostic
 * code, "@reason" a reason a game ended, "@format" a record format, a
 * list of words separated by spaces the words it takes, NULL anything
 * (a number, a name, a pattern) or no argument.
 */
struct tool_option {
	const char	*name;
	int		 has_arg;
	int		 val;
	const char	*arg;
};
/*
 * Set up getopt for a tool: names, separated by spaces, are the long
 * options of tool_options[] the tool takes, each one possibly followed
 * by ':' and the words its argument takes in this tool, separated by
 * ',' ("format:text,json"); own (may be NULL, ended by a NULL name) its
 * options of its own, codes from TOOL_OPT_OWN.
 */
void	 tool_options_use(const char *names, const struct tool_option *own);
/*
 * getopt_long over the options set up: the next option's code, -1 at
 * the end, where *argcp and *argvp are left holding the operands.  An
 * unknown option, or one missing its argument, is a usage error in the
 * one shape (exit 2).  The shared options that mean the
 * same in every tool are done here and their codes never returned:
 * -h/--help calls tool_help (set by the tool) and exits 0,
 * --help=completion prints the options for the shell's completion, one
 * a line, "SHORT LONG KIND [WORD ...]", and exits 0, --version
 * prints the version and exits 0, --from is tool_from(), --progress and
 * --no-progress are tool_progress_force(), --variant and
 * --list-variants are kept in tool_shared for the tool to act on once
 * its options are read.
 */
int	 tool_getopt(int *argcp, char ***argvp);
extern void (*tool_help)(void);
extern struct tool_shared {
	const char	*variant;	/* --variant NAME|FILE.yaml, or NULL */
	int		 list_variants;	/* --list-variants given */
} tool_shared;
/*
 * The name of names[0..n) nearest to word, as a typing slip would make
 * it (a letter left out, added, changed or two swapped: at most one slip
 * in four letters), or NULL when none is that near.
 */
const char *tool_nearest(const char *word, const char *const *names,
	    size_t n);
/*
 * ARG given to OPT is none of words[0..n), which are WHAT: a usage
 * error that names the nearest word and lists them all, exit 2.
 */
void	 tool_bad_word(const char *opt, const char *arg, const char *what,
	    const char *const *words, size_t n) __attribute__((noreturn));
/* An input that cannot be read: "NAME: WHAT: strerror(err) [io]". */
void	 tool_io_diag(const char *name, const char *what, int err);
/*
 * --from FORMAT (hgn, json, yaml): every reader made from now on reads
 * that format; without it, each recognises the format of its input from
 * the content (spec/record-format.md).  A bad word: a message, exit 2.
 */
void	 tool_from(const char *arg);
/* --from in every tool's --help. */
#define TOOL_HELP_FROM \
	"  --from FORMAT       the input format: hgn, json, yaml, pun,\n" \
	"                      starlog, hoplog or pdn (default: recognised\n" \
	"                      from each input's first bytes)\n"
/* --no-progress and --progress in the --help of the tools with a line. */
#define TOOL_HELP_NO_PROGRESS \
	"  --no-progress       no progress line, even on a terminal\n"
#define TOOL_HELP_PROGRESS \
	"  --progress          the progress line on standard error even\n" \
	"                      when it is no terminal (default: on a\n" \
	"                      terminal, once the work runs a second)\n"
/* The format --from named, or -1 when the content decides. */
int	 tool_from_format(void);
/* A record reader named NAME in diagnostics, --from applied; NULL: out
 * of memory. */
notation_reader *tool_reader_new(const char *name);
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
 * The rule set --variant NAME|FILE.yaml names (the default rule set
 * without one), or exit 2 with a diagnostic.
 */
const notation_rules *tool_variant(notation_catalog *);
/*
 * When --list-variants was given: one line per built-in rule set (name,
 * title) to standard output, the catalog freed, exit 0.  Otherwise
 * nothing.
 */
void	 tool_list_variants(notation_catalog *);
/* --color=auto|always|never (NO_COLOR honoured); -1 for a bad word. */
int	 tool_color(const char *when, FILE *fp);
/*
 * Write buf to fp (standard output or error); a write error ends the
 * tool with exit 2 and a message where one can still be written.  At
 * exit, a write error on either stream not seen before does the same.
 */
void	 tool_write(FILE *fp, const struct notation_buf *buf);
/* Flush stdout; exit 2 if that failed or standard error failed. */
void	 tool_flush(void);

/*
 * The progress line of long work (tools/common_progress.c,
 * spec/progress.md): on standard error when it is a terminal (or with
 * --progress, never with --no-progress), once the work has run a second
 * (HALMA_PROGRESS_DELAY seconds), redrawn at most four times a second,
 * erased before any other line reaches the terminal and at exit.
 */
/* --progress (1) or --no-progress (0); tool_getopt() calls it. */
void	 tool_progress_force(int on);
/* May a line be shown at all?  Decided at the first call. */
int	 tool_progress_wanted(void);
/*
 * The work starts: files[0..n) are every input the tool will read ("-"
 * standard input), whose sizes make the total; a pipe among them, and
 * the total is unknown.
 */
void	 tool_progress_inputs(int n, char *const files[]);
/* A game is done: the line is redrawn when it is due. */
void	 tool_progress_game(void);
/*
 * done of total units of work (WHAT, e.g. "perft 7, root moves") are
 * done, leaves counted so far: the line redrawn when it is due.
 */
void	 tool_progress_units(const char *what, uint64_t done, uint64_t total,
	    uint64_t leaves);
/*
 * An input opened (tool_input()) and closed (tool_close(), before its
 * stream is): how far it has been read is *raw, the bytes read from the
 * file (compressed ones for gzip), or without raw the stream's offset.
 */
void	 tool_progress_open(FILE *fp, const uint64_t *raw);
void	 tool_progress_close(FILE *fp);
/* Erase the line, if one is shown: before anything else on stderr. */
void	 tool_progress_erase(void);
/* The same before a write to standard output, if that is a terminal. */
void	 tool_progress_stdout(void);
/* From a signal handler: erase the line (async-signal-safe). */
void	 tool_progress_signal(void);
/*
 * Remove the temporary files of outputs, and the progress line, when
 * SIGHUP, SIGINT, SIGTERM or SIGPIPE ends the tool (common_output.c).
 */
void	 tool_catch_signals(void);

/*
 * Output files (-o, --svg ...).  A regular file, or a name not yet
 * taken, is replaced whole or not at all: a temporary file beside it,
 * renamed over it at close, with the old file's mode.  A symbolic link
 * has its target replaced and stays a link.  A device, FIFO or socket
 * is written to directly and never replaced.  An output that is a file
 * the command reads (one of inputs, a record or rule file noted as
 * read) is refused with a message, and nothing is written.
 */
struct tool_output {
	const char	*path;		/* as given, for messages */
	char		*target;	/* path, symbolic links followed */
	char		*tmp;		/* renamed over target at commit */
	int		 fd;		/* -1 once committed or aborted */
	/*
	 * What was put and not yet written, for a temporary file only:
	 * nobody reads it before it is renamed, so its writes are
	 * gathered up to TOOL_OUTPUT_HOLD bytes, a write(2) each.
	 */
	struct notation_buf held;
	int		 gathered;
};
#define TOOL_OUTPUT_HOLD	65536

/*
 * 0, or -1 with a message if path names a file the command reads: one of
 * inputs (the file operands; "-", or none at all, is standard input), or
 * one noted as read (tool_input, tool_variant, tool_note_input).
 */
int	 tool_output_check(const char *path, char *const inputs[],
	    int ninputs);
/* Do two output paths name one file (the same path, or device and inode)? */
int	 tool_same_file(const char *a, const char *b);
/*
 * Open (a temporary file, or the device itself); -1 with a warning, and
 * nothing to abort, if it cannot or if path is an input.  put and write
 * append with one write(2) each, or, to a temporary file, gathered into
 * writes of up to TOOL_OUTPUT_HOLD bytes; commit renames the temporary
 * file over the target; abort removes it.  put, write and commit abort
 * themselves on failure, with a warning, and return -1.
 *
 * settle writes what every output holds, before anything goes to
 * standard error (tool_message_begin(), the progress line): a
 * failed write is then reported where it would be without gathering,
 * before any later message, and ends the tool with exit 2.
 */
int	 tool_output_open(struct tool_output *, const char *path,
	    char *const inputs[], int ninputs);
/* Standard output, written with write(2) as the others. */
void	 tool_output_stdout(struct tool_output *);
int	 tool_output_put(struct tool_output *, const struct notation_buf *);
int	 tool_output_write(struct tool_output *, const void *p, size_t len);
/*
 * The n pieces of iov written in order, as one write would write them
 * whole: what is held written first, then writev(2) (a page's sections
 * and their move lists, from the buffers they were built in).  iov is
 * changed.
 */
struct iovec;
int	 tool_output_writev(struct tool_output *, struct iovec *iov, int n);
int	 tool_output_commit(struct tool_output *);
void	 tool_output_abort(struct tool_output *);
void	 tool_output_settle(void);
/*
 * Before a message on standard error: what the outputs hold written
 * (settle), then the progress line erased.
 */
void	 tool_message_begin(void);
/*
 * Remove the temporary file of every output not yet committed, as an
 * exit does (tool_at_exit()) and a signal: before an _exit(2).
 * Async-signal-safe.
 */
void	 tool_output_unlink(void);
/* The whole of buf to path through the above; 0 or -1. */
int	 tool_write_file(const char *path, const struct notation_buf *buf,
	    char *const inputs[], int ninputs);

/*
 * Records copied through the library's writer as the checker reads them
 * (tools/common_copy.c): halma-fen's conversions, halma-select --format,
 * halma-replay --emit.  Each writer call returns as the writer does: 0,
 * or a code with notation_writer_diag() filled.
 */
/*
 * A tag, comment or result to the writer, at its place in the input; a
 * Variant tag sets *tagged, and the first error of the reader (part of
 * the game not read) sets *unread to its code.  Either may be NULL.
 * After that error the game cannot be copied whole, and nothing more of
 * it goes to the writer: junk with no blank line, read as one game, takes
 * no memory there however long it is.
 */
int	 tool_copy_event(notation_writer *, const struct notation_event *,
	    struct notation_buf *out, int *tagged, int *unread);
/*
 * A ply to the writer.  A move that did not replay is written as it is:
 * the first one numbered from the position it was tried in, the next ones
 * counting on (*unplayed counts them; 0 at each game's start).  Nothing,
 * once unread (tool_copy_event()'s) is set.
 */
int	 tool_copy_ply(notation_writer *, const notation_position *before,
	    const struct notation_move *m, const char *text, size_t len,
	    unsigned long *unplayed, int unread, struct notation_buf *out);
/*
 * The Variant tag of a game played under rules that no tag named
 * (--variant), unless they are the default: the game written means the
 * same game read alone (spec/conversion.md).
 */
int	 tool_copy_variant(notation_writer *, const notation_rules *rules,
	    int tagged, struct notation_buf *out);
/* What --fix changed, one note each, once the game is written. */
void	 tool_copy_notes(const notation_writer *);
/*
 * The writer refused the game s: its reason why (a copy of the writer's
 * diagnostic, at the place of the text refused, or of the game when it
 * has none) as "the game is not written: ...".  Memory running out is
 * tool_oom().
 */
void	 tool_copy_refused(const struct notation_diag *why,
	    const struct notation_summary *s);
/* The game s is not handed to the writer: "not written: WHY", code. */
void	 tool_copy_skipped(const struct notation_summary *s,
	    enum notation_code code, const char *why);

#endif /* TOOLS_COMMON_H */
