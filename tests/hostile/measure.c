/*
 * measure.c -- run a command within bounds and say what it took.
 *
 *	measure REPORT SECONDS AS-MB COMMAND [ARG ...]
 *
 * Runs COMMAND with standard input, output and error inherited, its
 * address space capped at AS-MB megabytes (0: no cap, as AddressSanitizer
 * needs), and kills it after SECONDS.  Then writes one line to the file
 * REPORT:
 *
 *	exit STATUS|signal NUMBER|timeout SECONDS-TAKEN PEAK-RSS-KB
 *
 * and exits 0, or 2 when it could not run the command at all.
 *
 * tests/hostile/hostile.py measures through this program rather than by
 * itself because a process inherits the peak RSS of the process that forks
 * it, even across exec: forked from this small program, the command's
 * figure is its own and not the Python interpreter's.
 */
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>

#include <err.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static double
now(void)
{
	struct timespec	 ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int
main(int argc, char *argv[])
{
	struct timespec	 tick = { 0, 2 * 1000 * 1000 };
	struct rlimit	 rl;
	struct rusage	 ru;
	double		 start, limit;
	long		 mb;
	pid_t		 pid, got;
	int		 status, timedout = 0;
	FILE		*fp;

	if (argc < 5)
		errx(2, "usage: measure REPORT SECONDS AS-MB COMMAND [ARG ...]");
	limit = atof(argv[2]);
	mb = atol(argv[3]);
	start = now();
	if ((pid = fork()) == -1)
		err(2, "fork");
	if (pid == 0) {
		if (mb > 0) {
			rl.rlim_cur = rl.rlim_max = (rlim_t)mb * 1024 * 1024;
			if (setrlimit(RLIMIT_AS, &rl) == -1)
				err(2, "setrlimit");
		}
		rl.rlim_cur = rl.rlim_max = 0;
		setrlimit(RLIMIT_CORE, &rl);
		execvp(argv[4], argv + 4);
		err(127, "%s", argv[4]);
	}
	for (;;) {
		if ((got = wait4(pid, &status, WNOHANG, &ru)) == pid)
			break;
		if (got == -1 && errno != EINTR)
			err(2, "wait4");
		if (!timedout && now() - start > limit) {
			kill(pid, SIGKILL);
			timedout = 1;
		}
		nanosleep(&tick, NULL);
	}
	if ((fp = fopen(argv[1], "w")) == NULL)
		err(2, "%s", argv[1]);
	if (timedout)
		fprintf(fp, "timeout 0");
	else if (WIFSIGNALED(status))
		fprintf(fp, "signal %d", WTERMSIG(status));
	else
		fprintf(fp, "exit %d", WEXITSTATUS(status));
	fprintf(fp, " %.3f %ld\n", now() - start, ru.ru_maxrss);
	if (fclose(fp) == EOF)
		err(2, "%s", argv[1]);
	return 0;
}
