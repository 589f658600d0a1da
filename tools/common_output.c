/*
 * common_output.c -- the tools' outputs (common.h): the inputs noted, so
 * that no output is written over one; standard output checked at every
 * write and at exit; output files written whole or not at all, through a
 * temporary file beside them renamed into place; a signal removes the
 * temporary files.
 */
#include <sys/stat.h>
#include <sys/uio.h>

#include <dirent.h>
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

/* ------------------------------------------------------------------ */
/* Inputs: what the command reads, never an output                    */
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

/* ------------------------------------------------------------------ */
/* Outputs                                                            */
/* ------------------------------------------------------------------ */

void
tool_write(FILE *fp, const struct notation_buf *b)
{
	if (fp == stderr)
		tool_message_begin();
	else if (fp == stdout)
		tool_progress_stdout();
	errno = 0;
	if (b->len > 0 && fwrite(b->data, 1, b->len, fp) != b->len)
		tool_write_failed(fp, fp == stdout ? "standard output" :
		    "standard error", errno != 0 ? errno : EIO);
}

void
tool_flush(void)
{
	errno = 0;
	if (fflush(stdout) == EOF || ferror(stdout))
		tool_write_failed(stdout, "standard output",
		    errno != 0 ? errno : EIO);
	if (ferror(stderr)) {
		tool_output_unlink();
		_exit(EXIT_TROUBLE);
	}
}

/*
 * Temporary files not yet renamed into place, removed when a signal
 * ends the tool so that a killed run leaves no debris beside its
 * outputs (the outputs themselves are as they were).
 */
#define MAX_TEMPS	4

static char *volatile	 temps[MAX_TEMPS];

/*
 * The outputs whose writes are gathered (tool_output_write()), so that
 * tool_output_settle() writes what they hold before any message.
 */
static struct tool_output	*gathering[MAX_TEMPS];

/*
 * At exit, whatever way the tool ends: a write error on standard output
 * or standard error, even one no call site noticed, makes it exit 2.
 */
void
tool_at_exit(void)
{
	tool_progress_erase();
	/* An output not committed (an early exit) leaves no debris. */
	tool_output_unlink();
	errno = 0;
	if (fflush(stdout) == EOF || ferror(stdout))
		tool_write_failed(stdout, "standard output",
		    errno != 0 ? errno : EIO);
	if (fflush(stderr) == EOF || ferror(stderr))
		_exit(EXIT_TROUBLE);
}

void
tool_output_unlink(void)
{
	int	 i;

	for (i = 0; i < MAX_TEMPS; i++)
		if (temps[i] != NULL)
			unlink(temps[i]);
}

/*
 * A signal ends the tool: no temporary file left, no progress line on
 * the terminal, then the signal's own end.
 */
static void
on_signal(int sig)
{
	tool_output_unlink();
	tool_progress_signal();
	signal(sig, SIG_DFL);
	raise(sig);
}

void
tool_catch_signals(void)
{
	static const int	 sigs[] = { SIGHUP, SIGINT, SIGTERM, SIGPIPE };
	static int		 handled;
	struct sigaction	 sa, old;
	size_t			 i;

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
temp_add(char *path)
{
	size_t	 i;

	for (i = 0; i < MAX_TEMPS; i++)
		if (temps[i] == NULL) {
			temps[i] = path;
			break;
		}
	tool_catch_signals();
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
 * o's writes gathered from now on (on 1), where there is room to list
 * it, or no longer (0).
 */
static void
gather(struct tool_output *o, int on)
{
	int	 i;

	for (i = 0; i < MAX_TEMPS; i++)
		if (on ? gathering[i] == NULL : gathering[i] == o) {
			gathering[i] = on ? o : NULL;
			if (on)
				break;
		}
	o->gathered = on && i < MAX_TEMPS;
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
tool_same_file(const char *a, const char *b)
{
	struct stat	 sa, sb;

	if (strcmp(a, b) == 0)
		return 1;
	return stat(a, &sa) == 0 && stat(b, &sb) == 0 &&
	    sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
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

/*
 * The temporary file of an output is TARGET.halma-tmp.PID.XXXXXX beside
 * its target (the man pages' FILES): a run killed before it could
 * remove its own (kill -9) leaves one that its name finds, and its
 * process id tells from one a running process is writing.
 */
#define TEMP_TAG	".halma-tmp."

/*
 * Is name a temporary file of the output base (base, TEMP_TAG, digits,
 * '.', six characters)?  Its process id then, else 0.
 */
static long
temp_pid(const char *name, const char *base, size_t blen)
{
	const char	*p;
	char		*end;
	long		 pid;

	if (strncmp(name, base, blen) != 0 ||
	    strncmp(name + blen, TEMP_TAG, strlen(TEMP_TAG)) != 0)
		return 0;
	p = name + blen + strlen(TEMP_TAG);
	if (*p < '0' || *p > '9')
		return 0;
	errno = 0;
	pid = strtol(p, &end, 10);
	if (errno != 0 || pid <= 0 || *end != '.' || strlen(end + 1) != 6)
		return 0;
	return pid;
}

/*
 * Remove the temporary files of target that earlier runs left: those of
 * a process that no longer runs (on this machine), regular files of the
 * user running this one.  Those of a live process are its own business.
 */
static void
temp_sweep(const char *target)
{
	struct stat	 st;
	struct dirent	*de;
	DIR		*dir;
	const char	*slash, *base;
	char		*path;
	size_t		 dlen, blen;
	long		 pid;

	slash = strrchr(target, '/');
	base = slash != NULL ? slash + 1 : target;
	dlen = slash != NULL ? (size_t)(slash - target) + 1 : 0;
	blen = strlen(base);
	if (blen == 0 || (path = malloc(dlen + 256 + 1)) == NULL)
		return;
	memcpy(path, target, dlen);
	path[dlen] = '\0';
	if ((dir = opendir(dlen > 0 ? path : ".")) == NULL) {
		free(path);
		return;
	}
	while ((de = readdir(dir)) != NULL) {
		if ((pid = temp_pid(de->d_name, base, blen)) == 0 ||
		    pid == (long)getpid() || strlen(de->d_name) > 255)
			continue;
		if (kill((pid_t)pid, 0) == 0 || errno != ESRCH)
			continue;
		strcpy(path + dlen, de->d_name);
		if (lstat(path, &st) == 0 && S_ISREG(st.st_mode) &&
		    st.st_uid == geteuid())
			unlink(path);
	}
	closedir(dir);
	free(path);
}

/*
 * An output that cannot be written, errno saying why: aborted, then told
 * in the shape.  Aborted first, so that the message, which settles every
 * gathering output (tool_output_settle()), does not write this one's
 * bytes again and end the tool: the caller is told with -1.
 */
static void
out_failed(struct tool_output *o)
{
	int	 err = errno;

	tool_output_abort(o);
	tool_say(NOTATION_ERROR, o->path, "io", "%s", strerror(err));
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
	temp_sweep(o->target);
	len = strlen(o->target) + sizeof(TEMP_TAG) + 32;
	if ((o->tmp = malloc(len)) == NULL)
		goto fail;
	snprintf(o->tmp, len, "%s" TEMP_TAG "%ld.XXXXXX", o->target,
	    (long)getpid());
	if ((o->fd = mkstemp(o->tmp)) == -1) {
		free(o->tmp);
		o->tmp = NULL;
		goto fail;
	}
	temp_add(o->tmp);
	gather(o, 1);
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
	out_failed(o);
	return -1;
}

void
tool_output_stdout(struct tool_output *o)
{
	memset(o, 0, sizeof(*o));
	o->path = "standard output";
	o->fd = STDOUT_FILENO;
}

/*
 * One write(2) for the whole buffer: a reader of a pipe, or a killed
 * run's output, sees whole lines.  A short write (a signal, a full disk)
 * goes on with the rest.
 */
static int
write_all(struct tool_output *o, const char *q, size_t len)
{
	ssize_t		 n;

	while (len > 0) {
		if ((n = write(o->fd, q, len)) == -1) {
			if (errno == EINTR)
				continue;
			out_failed(o);
			return -1;
		}
		q += n;
		len -= (size_t)n;
	}
	return 0;
}

/* The bytes held for a temporary file, written. */
static int
write_held(struct tool_output *o)
{
	int	 rc;

	if (o->held.len == 0)
		return 0;
	rc = write_all(o, o->held.data, o->held.len);
	notation_buf_reset(&o->held);
	return rc;
}

void
tool_output_settle(void)
{
	static int	 busy;
	int		 i;

	/* A failure's own message comes here too. */
	if (busy)
		return;
	busy = 1;
	for (i = 0; i < MAX_TEMPS; i++)
		if (gathering[i] != NULL && write_held(gathering[i]) != 0)
			exit(EXIT_TROUBLE);
	busy = 0;
}

void
tool_message_begin(void)
{
	tool_output_settle();
	tool_progress_erase();
}

int
tool_output_write(struct tool_output *o, const void *p, size_t len)
{
	if (o->fd == -1)
		return -1;
	if (o->fd == STDOUT_FILENO)
		tool_progress_stdout();
	if (o->gathered && len < TOOL_OUTPUT_HOLD) {
		if (o->held.len + len > TOOL_OUTPUT_HOLD && write_held(o) != 0)
			return -1;
		if (notation_buf_put(&o->held, p, len) == 0)
			return 0;
	}
	if (write_held(o) != 0)
		return -1;
	return write_all(o, p, len);
}

int
tool_output_writev(struct tool_output *o, struct iovec *iov, int n)
{
	ssize_t		 w;
	long		 most;

	if (o->fd == -1)
		return -1;
	if (o->fd == STDOUT_FILENO)
		tool_progress_stdout();
	if (write_held(o) != 0)
		return -1;
	/* The pieces one call takes (16 at the least, POSIX says). */
	if ((most = sysconf(_SC_IOV_MAX)) < 16)
		most = 16;
	for (;;) {
		/* The pieces written whole, and the rest of a piece cut. */
		for (; n > 0 && iov->iov_len == 0; iov++, n--)
			;
		if (n == 0)
			return 0;
		if ((w = writev(o->fd, iov, n > most ? (int)most : n)) == -1) {
			if (errno == EINTR)
				continue;
			out_failed(o);
			return -1;
		}
		for (; n > 0 && (size_t)w >= iov->iov_len; iov++, n--)
			w -= (ssize_t)iov->iov_len;
		if (n > 0) {
			iov->iov_base = (char *)iov->iov_base + w;
			iov->iov_len -= (size_t)w;
		}
	}
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
		/* write_held() aborts, with its message, if it fails. */
		if (write_held(o) != 0)
			return -1;
		gather(o, 0);
		notation_buf_free(&o->held);
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
	out_failed(o);
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
	gather(o, 0);
	notation_buf_free(&o->held);
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
