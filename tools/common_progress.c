/*
 * common_progress.c -- the progress line of long work (common.h,
 * spec/progress.md): on a terminal, a line on standard error that says
 * how much of the inputs has been read (or how many root moves of a
 * perft are counted), how fast, and how long is left, redrawn in place.
 * The library never prints: the tools count the games and this file
 * asks the inputs how far they have been read.  Apart from
 * common_input.c, so that a test compiling common.c in needs no zlib.
 */
#include <sys/ioctl.h>
#include <sys/stat.h>

#include <errno.h>
#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "common.h"

/* The rule of spec/progress.md: no line in the first second... */
#define PROGRESS_DELAY		1.0
/* ...and at most four a second after it. */
#define PROGRESS_INTERVAL	0.25
/* The erase sequence, and the line's longest text. */
#define ERASE_LINE		"\r\033[K"
#define LINE_MAX_TEXT		160

static struct progress {
	int		 mode;		/* 1 --progress, 0 --no-progress, -1 */
	int		 decided;	/* on worked out (once) */
	int		 on;		/* a line may be shown */
	int		 dumb;		/* TERM=dumb: erased with blanks */
	int		 out_tty;	/* -1 unknown, else isatty(stdout) */
	double		 delay;
	double		 start;		/* 0: not started */
	double		 drawn;		/* when the line was last drawn */
	size_t		 width;		/* of the line on the terminal */
	int		 caught;	/* tool_catch_signals() called */
	uint64_t	 total;		/* bytes of every input */
	int		 known;		/* the total is known */
	uint64_t	 games;
	uint64_t	 closed;	/* bytes read of the inputs closed */
	FILE		*cur;		/* the input read now, or NULL */
	const uint64_t	*cur_raw;	/* its bytes read, if counted */
	off_t		 cur_start;	/* else where its stream started */
} pg = { .mode = -1, .out_tty = -1, .delay = PROGRESS_DELAY };

/* A line is on the terminal; read by the signal handler. */
static volatile sig_atomic_t shown;

static double
clock_now(void)
{
	struct timespec	 ts;

#ifdef CLOCK_MONOTONIC_COARSE
	/* Milliseconds are plenty, and this clock costs nothing to read. */
	if (clock_gettime(CLOCK_MONOTONIC_COARSE, &ts) == 0)
		return (double)ts.tv_sec + ts.tv_nsec / 1e9;
#endif
	if (clock_gettime(CLOCK_MONOTONIC, &ts) != 0)
		return 0;
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

void
tool_progress_force(int on)
{
	pg.mode = on;
}

/*
 * Shown on a terminal unless --no-progress, anywhere with --progress;
 * HALMA_PROGRESS_DELAY, the seconds before the first line, is for tests.
 */
int
tool_progress_wanted(void)
{
	const char	*s, *term;
	char		*end;
	double		 d;

	if (pg.decided)
		return pg.on;
	pg.decided = 1;
	pg.on = pg.mode == -1 ? isatty(STDERR_FILENO) : pg.mode;
	term = getenv("TERM");
	pg.dumb = term != NULL && strcmp(term, "dumb") == 0;
	if ((s = getenv("HALMA_PROGRESS_DELAY")) != NULL && *s != '\0') {
		errno = 0;
		d = strtod(s, &end);
		if (*end == '\0' && errno == 0 && d >= 0 && d <= 86400)
			pg.delay = d;
	}
	return pg.on;
}

void
tool_progress_inputs(int n, char *const files[])
{
	struct stat	 st;
	off_t		 at;
	int		 i, fd;

	if (!tool_progress_wanted())
		return;
	if (pg.start == 0)
		pg.start = clock_now();
	pg.known = 1;
	for (i = 0; i < n; i++) {
		fd = -1;
		if (strcmp(files[i], "-") == 0) {
			fd = STDIN_FILENO;
			if (fstat(fd, &st) != 0)
				st.st_mode = 0;
		} else if (stat(files[i], &st) != 0)
			continue;	/* an input not there: said when opened */
		/* A pipe or a device: how much it holds is not known. */
		if (!S_ISREG(st.st_mode)) {
			pg.known = 0;
			continue;
		}
		/* Standard input read from a file, maybe from its middle. */
		at = fd != -1 ? lseek(fd, 0, SEEK_CUR) : 0;
		if (at > 0 && at <= st.st_size)
			st.st_size -= at;
		pg.total += (uint64_t)st.st_size;
	}
}

void
tool_progress_open(FILE *fp, const uint64_t *raw)
{
	off_t	 at;

	if (pg.cur != NULL)
		tool_progress_close(pg.cur);
	pg.cur = fp;
	pg.cur_raw = raw;
	pg.cur_start = 0;
	if (raw == NULL && (at = ftello(fp)) > 0)
		pg.cur_start = at;
}

/* Bytes of the inputs read so far: the current one's, and the others. */
static uint64_t
bytes_read(void)
{
	off_t	 at;

	if (pg.cur == NULL)
		return pg.closed;
	if (pg.cur_raw != NULL)
		return pg.closed + *pg.cur_raw;
	if ((at = ftello(pg.cur)) < pg.cur_start)
		return pg.closed;
	return pg.closed + (uint64_t)(at - pg.cur_start);
}

void
tool_progress_close(FILE *fp)
{
	if (fp == NULL || fp != pg.cur)
		return;
	pg.closed = bytes_read();
	pg.cur = NULL;
	pg.cur_raw = NULL;
}

/* ------------------------------------------------------------------ */
/* The line                                                           */

/* n bytes as "812 B", "12.3 KiB", "1.2 GiB". */
static void
put_bytes(char *s, size_t len, uint64_t n)
{
	static const char *const units[] = { "KiB", "MiB", "GiB", "TiB" };
	double	 v = (double)n;
	int	 u = -1;

	if (n < 1024) {
		snprintf(s, len, "%" PRIu64 " B", n);
		return;
	}
	while (v >= 1024 && u < 3) {
		v /= 1024;
		u++;
	}
	snprintf(s, len, v < 100 ? "%.1f %s" : "%.0f %s", v, units[u]);
}

/* n a second over secs as "812", "81.2k", "3.1M"; "?" too early to say. */
static void
put_rate(char *s, size_t len, double n, double secs)
{
	double	 r = n / secs;

	if (secs < 0.1)
		snprintf(s, len, "?");
	else if (r < 1e4)
		snprintf(s, len, "%.0f", r);
	else if (r < 1e6)
		snprintf(s, len, "%.1fk", r / 1e3);
	else if (r < 1e9)
		snprintf(s, len, "%.1fM", r / 1e6);
	else
		snprintf(s, len, "%.1fG", r / 1e9);
}

/* Seconds as "0:07", "12:34", "3:02:01". */
static void
put_time(char *s, size_t len, double secs)
{
	unsigned long	 t = secs > 0 && secs < 1e8 ? (unsigned long)
	    (secs + 0.5) : 0;

	if (t >= 3600)
		snprintf(s, len, "%lu:%02lu:%02lu", t / 3600, t / 60 % 60,
		    t % 60);
	else
		snprintf(s, len, "%lu:%02lu", t / 60, t % 60);
}

/* The columns of the terminal, less one (no wrap); 0 when unknown. */
static size_t
columns(void)
{
	struct winsize	 ws;

	if (ioctl(STDERR_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 1)
		return (size_t)ws.ws_col - 1;
	return 0;
}

/* Write p whole to standard error, past signals; errors are ignored. */
static void
put(const char *p, size_t n)
{
	ssize_t	 w;

	while (n > 0) {
		if ((w = write(STDERR_FILENO, p, n)) == -1) {
			if (errno == EINTR)
				continue;
			return;
		}
		p += w;
		n -= (size_t)w;
	}
}

/* text drawn over the line, in one write(2). */
static void
draw(const char *text)
{
	char	 line[LINE_MAX_TEXT * 2 + 16];
	size_t	 n, len, cols;

	/* An output's failed write is told before the line. */
	tool_output_settle();
	if (pg.out_tty == -1)
		pg.out_tty = isatty(STDOUT_FILENO);
	/* What standard output holds goes to the terminal first. */
	if (pg.out_tty)
		fflush(stdout);
	/* A line left by a signal (^C) is erased too. */
	if (!pg.caught) {
		tool_catch_signals();
		pg.caught = 1;
	}
	len = strlen(text);
	if ((cols = columns()) > 0 && len > cols)
		len = cols;
	line[0] = '\r';
	memcpy(line + 1, text, len);
	n = len + 1;
	if (pg.dumb) {
		/* No erase sequence: blanks over the longer line before. */
		while (n < pg.width + 1)
			line[n++] = ' ';
	} else {
		memcpy(line + n, "\033[K", 3);
		n += 3;
	}
	shown = 1;
	put(line, n);
	if (len > pg.width || !pg.dumb)
		pg.width = len;
}

void
tool_progress_erase(void)
{
	char	 blank[LINE_MAX_TEXT + 2];

	if (!shown)
		return;
	shown = 0;
	if (!pg.dumb) {
		put(ERASE_LINE, sizeof(ERASE_LINE) - 1);
		return;
	}
	blank[0] = '\r';
	memset(blank + 1, ' ', pg.width);
	blank[pg.width + 1] = '\r';
	put(blank, pg.width + 2);
	pg.width = 0;
}

void
tool_progress_stdout(void)
{
	if (!shown)
		return;
	if (pg.out_tty == -1)
		pg.out_tty = isatty(STDOUT_FILENO);
	if (pg.out_tty)
		tool_progress_erase();
}

void
tool_progress_signal(void)
{
	if (shown)
		put(ERASE_LINE, sizeof(ERASE_LINE) - 1);
}

/* Is a line due at t?  Not in the first delay, and not too often. */
static int
due(double t)
{
	if (t - pg.start < pg.delay)
		return 0;
	return pg.drawn == 0 || t - pg.drawn >= PROGRESS_INTERVAL;
}

void
tool_progress_game(void)
{
	char		 text[LINE_MAX_TEXT], done[32], all[32], rate[32];
	char		 left[32];
	uint64_t	 n;
	double		 t, secs;

	pg.games++;
	if (!pg.on || pg.start == 0 || !due(t = clock_now()))
		return;
	pg.drawn = t;
	secs = t - pg.start > 0.001 ? t - pg.start : 0.001;
	n = bytes_read();
	put_bytes(done, sizeof(done), n);
	put_rate(rate, sizeof(rate), (double)pg.games, secs);
	if (!pg.known || pg.total == 0) {
		snprintf(text, sizeof(text), "%s: %s read, %s games/s",
		    progname, done, rate);
		draw(text);
		return;
	}
	if (n > pg.total)
		n = pg.total;
	put_bytes(all, sizeof(all), pg.total);
	if (n > 0)
		put_time(left, sizeof(left), secs * (double)(pg.total - n) /
		    (double)n);
	snprintf(text, sizeof(text), "%s: %s of %s (%d%%), %s games/s, "
	    "%s left", progname, done, all, (int)(100 * n / pg.total), rate,
	    n > 0 ? left : "?");
	draw(text);
}

void
tool_progress_units(const char *what, uint64_t done, uint64_t total,
    uint64_t leaves)
{
	char		 text[LINE_MAX_TEXT], rate[32], left[32];
	double		 t, secs;

	if (!tool_progress_wanted())
		return;
	/* Each piece of work (a position's perft) has its own clock. */
	t = clock_now();
	if (pg.start == 0 || done == 0) {
		pg.start = t;
		pg.drawn = 0;
	}
	if (!due(t) || total == 0)
		return;
	pg.drawn = t;
	secs = t - pg.start > 0.001 ? t - pg.start : 0.001;
	put_rate(rate, sizeof(rate), (double)leaves, secs);
	if (done > 0)
		put_time(left, sizeof(left), secs * (double)(total - done) /
		    (double)done);
	snprintf(text, sizeof(text), "%s: %s %" PRIu64 " of %" PRIu64
	    " (%d%%), %s leaves/s, %s left", progname, what, done, total,
	    (int)(100 * done / total), rate, done > 0 ? left : "?");
	draw(text);
}
