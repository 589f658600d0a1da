/*
 * check_fuzz.c -- replay every saved fuzz input with the ordinary
 * compiler: the crashes and hangs the fuzzers once found
 * (fuzz/regress/HARNESS/) and the seed corpora (fuzz/corpus/HARNESS/).
 *
 * The harnesses are compiled into this program under their own
 * names (fuzz/fuzz.h), so that each saved input runs through exactly the
 * checks it once failed, with or without clang, and under AddressSanitizer
 * with "make check SANITIZE=1".  A harness aborts when a check fails,
 * which Check reports as this test failing, the input's path first.  A
 * sanitizer's report does not pass through abort(): FUZZ_VERBOSE=1 names
 * every input before it runs.  FUZZ_DIR names the fuzz directory when the
 * tests do not run from the top of the tree.
 */
#include <sys/stat.h>

#include <check.h>
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define FUZZ_ENTRY	fuzz_reader_one
#include "../fuzz/fuzz_reader.c"
#undef FUZZ_ENTRY
#define FUZZ_ENTRY	fuzz_move_one
#include "../fuzz/fuzz_move.c"
#undef FUZZ_ENTRY
#define FUZZ_ENTRY	fuzz_position_one
#include "../fuzz/fuzz_position.c"
#undef FUZZ_ENTRY
#define FUZZ_ENTRY	fuzz_rules_one
#include "../fuzz/fuzz_rules.c"
#undef FUZZ_ENTRY
#define FUZZ_ENTRY	fuzz_framing_one
#include "../fuzz/fuzz_framing.c"
#undef FUZZ_ENTRY

#include "harness.h"

SUITE_TCASE(replay, "replay", NULL, NULL, 120);

static const struct harness {
	const char	*name;
	int		(*one)(const uint8_t *, size_t);
} harnesses[] = {
	{ "fuzz_reader", fuzz_reader_one },
	{ "fuzz_move", fuzz_move_one },
	{ "fuzz_position", fuzz_position_one },
	{ "fuzz_rules", fuzz_rules_one },
	{ "fuzz_framing", fuzz_framing_one },
};

#define NHARNESSES	NELEM(harnesses)

/*
 * An input is a hang when it runs longer than the fuzzers allow one
 * (fuzz/Makefile, FUZZ_TIMEOUT), several times that under AddressSanitizer.
 */
#if defined(__SANITIZE_ADDRESS__)
#define REPLAY_SECONDS	60.0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define REPLAY_SECONDS	60.0
#endif
#endif
#ifndef REPLAY_SECONDS
#define REPLAY_SECONDS	10.0
#endif

static double
now(void)
{
	struct timespec	 ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* The input being replayed, for the abort handler. */
static char	 replaying[2048];

/* Only write(2) is safe in a signal handler; a short write is let be. */
static void
say_raw(const char *s)
{
	if (write(STDERR_FILENO, s, strlen(s)) == -1)
		return;
}

static void
on_abort(int sig)
{
	say_raw("check_fuzz: failed on ");
	say_raw(replaying);
	say_raw("\n");
	signal(sig, SIG_DFL);
	raise(sig);
}

static const char *
fuzz_dir(void)
{
	const char	*d = getenv("FUZZ_DIR");

	return d != NULL && *d != '\0' ? d : "fuzz";
}

/*
 * Read a whole file into memory of exactly its size, so that the
 * sanitizer sees a read one byte past the input as the overflow it is.
 */
static uint8_t *
slurp(const char *path, size_t *len)
{
	FILE		*fp;
	struct stat	 st;
	uint8_t		*buf;

	ck_assert_msg((fp = fopen(path, "rb")) != NULL, "%s: cannot open",
	    path);
	ck_assert_int_eq(fstat(fileno(fp), &st), 0);
	*len = (size_t)st.st_size;
	ck_assert_msg((buf = malloc(*len > 0 ? *len : 1)) != NULL,
	    "%s: out of memory", path);
	ck_assert_msg(fread(buf, 1, *len, fp) == *len, "%s: short read",
	    path);
	fclose(fp);
	return buf;
}

/* Run every regular file of DIR/KIND/HARNESS through the harness. */
static size_t
replay(const struct harness *h, const char *kind)
{
	char		 dir[1024];
	DIR		*dp;
	struct dirent	*de;
	struct stat	 st;
	uint8_t		*buf;
	size_t		 len, n = 0;
	double		 t;

	snprintf(dir, sizeof(dir), "%s/%s/%s", fuzz_dir(), kind, h->name);
	if ((dp = opendir(dir)) == NULL)
		return 0;
	while ((de = readdir(dp)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		snprintf(replaying, sizeof(replaying), "%s/%s", dir,
		    de->d_name);
		if (stat(replaying, &st) != 0 || !S_ISREG(st.st_mode))
			continue;
		buf = slurp(replaying, &len);
		if (getenv("FUZZ_VERBOSE") != NULL)
			fprintf(stderr, "%s: %s\n", h->name, replaying);
		t = now();
		h->one(buf, len);
		ck_assert_msg(now() - t < REPLAY_SECONDS, "%s: %.1f s, a hang",
		    replaying, now() - t);
		free(buf);
		n++;
	}
	closedir(dp);
	return n;
}

TEST_LOOP(replay, test_regressions, NHARNESSES)
{
	replay(&harnesses[_i], "regress");
}
END_TEST

TEST_LOOP(replay, test_corpus, NHARNESSES)
{
	const struct harness	*h = &harnesses[_i];

	/* Every harness has seeds in the tree; none found is a broken path. */
	ck_assert_msg(replay(h, "corpus") > 0, "no seeds in %s/corpus/%s",
	    fuzz_dir(), h->name);
}
END_TEST

/* The empty input and a few odd ones, whatever the saved files hold. */
TEST_LOOP(replay, test_tiny, NHARNESSES)
{
	static const char *const inputs[] = {
		"", "\0", "\n", "\r", "-", "a1-", "[", "{", "\xef\xbb\xbf",
		"name:", "- ", "halma-10x10", "1.", "*",
	};
	const struct harness	*h = &harnesses[_i];
	size_t			 i;
	uint8_t			*buf;
	size_t			 len;

	for (i = 0; i < NELEM(inputs); i++) {
		snprintf(replaying, sizeof(replaying), "tiny input %zu", i);
		len = i == 1 ? 1 : strlen(inputs[i]);
		ck_assert((buf = malloc(len > 0 ? len : 1)) != NULL);
		memcpy(buf, inputs[i], len);
		h->one(buf, len);
		free(buf);
	}
}
END_TEST

Suite *
test_suite(void)
{
	/* Before the runner forks: each test's process inherits it. */
	signal(SIGABRT, on_abort);
	return harness_suite("fuzz");
}
