/*
 * cputime.c -- the timer of the benchmarks (lib.sh's measure): runs a
 * command and writes to FILE one line, its user and system CPU time and
 * its wall time in seconds to the microsecond, and its peak resident set
 * size in KB.  GNU time writes the CPU times in steps of 10 ms, which is
 * a seventh of the validator's time on the 10 MB corpus of html.sh: too
 * coarse for a ratio.  The kernel counts them to the microsecond
 * (getrusage()), and so are they written here.
 *
 *	cputime FILE COMMAND [ARG ...]
 *
 * The command inherits the standard streams.  The exit status is the
 * command's, 128 + the signal's number when a signal ended it, 127 when
 * it could not be started, 125 for a failure of cputime's own.
 */
#include <sys/resource.h>
#include <sys/wait.h>

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static double
seconds(struct timeval tv)
{
	return (double)tv.tv_sec + (double)tv.tv_usec / 1e6;
}

int
main(int argc, char *argv[])
{
	struct timespec	 t0, t1;
	struct rusage	 ru;
	FILE		*f;
	pid_t		 pid;
	int		 status;

	if (argc < 3) {
		fprintf(stderr, "usage: cputime FILE COMMAND [ARG ...]\n");
		return 125;
	}
	if ((f = fopen(argv[1], "w")) == NULL) {
		fprintf(stderr, "cputime: %s: %s\n", argv[1], strerror(errno));
		return 125;
	}
	clock_gettime(CLOCK_MONOTONIC, &t0);
	if ((pid = fork()) == -1) {
		fprintf(stderr, "cputime: fork: %s\n", strerror(errno));
		return 125;
	}
	if (pid == 0) {
		execvp(argv[2], argv + 2);
		fprintf(stderr, "cputime: %s: %s\n", argv[2], strerror(errno));
		_exit(127);
	}
	while (waitpid(pid, &status, 0) == -1)
		if (errno != EINTR) {
			fprintf(stderr, "cputime: wait: %s\n", strerror(errno));
			return 125;
		}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	/* The only child, waited for: its times and its descendants'. */
	getrusage(RUSAGE_CHILDREN, &ru);
	fprintf(f, "%.6f %.6f %.6f %ld\n", seconds(ru.ru_utime),
	    seconds(ru.ru_stime), (double)(t1.tv_sec - t0.tv_sec) +
	    (double)(t1.tv_nsec - t0.tv_nsec) / 1e9, ru.ru_maxrss);
	if (fclose(f) == EOF) {
		fprintf(stderr, "cputime: %s: %s\n", argv[1], strerror(errno));
		return 125;
	}
	if (WIFSIGNALED(status))
		return 128 + WTERMSIG(status);
	return WEXITSTATUS(status);
}
