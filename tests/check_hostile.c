/*
 * check_hostile.c -- hostile input the library meets without a tool
 * around it, and the tools' safe output files.
 *
 * The record streams are tested through halma-validate by
 * tests/hostile.sh; here are the pieces a caller of the library hands it
 * directly (move text, records in YAML and JSON, position strings, rule
 * files), each with a time bound that a quadratic walk over the input
 * would break, and tool_write_file() of tools/common.c, which every tool
 * with an output file uses: an output is written whole or not at all,
 * and never over an input.
 */
#include <sys/resource.h>
#include <sys/stat.h>

#include <check.h>
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "notation.h"

/* The tools' plumbing, compiled in: the tests link the library only. */
#include "../tools/common.c"
#include "../tools/common_output.c"
#include "../tools/common_progress.c"

/* After common.c, whose parameters named cat would shadow the fixture's. */
#include "harness.h"

SUITE_TCASE(library, "library", setup, teardown, 120);

/* ------------------------------------------------------------------ */
/* Helpers                                                            */

static double
now(void)
{
	struct timespec	 ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/*
 * The time bounds are for a plain build; under AddressSanitizer (gcc says
 * so with a macro, clang with a feature test) everything runs several
 * times slower.
 */
static double
bound(double seconds)
{
#if defined(__SANITIZE_ADDRESS__)
	return seconds * 10;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
	return seconds * 10;
#else
	return seconds;
#endif
#else
	return seconds;
#endif
}

/* A text of n bytes made of the piece repeated, cut at n. */
static char *
repeat(const char *head, const char *piece, size_t n, const char *tail)
{
	size_t	 h = strlen(head), p = strlen(piece), t = strlen(tail), i;
	char	*s;

	ck_assert((s = malloc(h + n + t + 1)) != NULL);
	memcpy(s, head, h);
	for (i = 0; i < n; i++)
		s[h + i] = piece[i % p];
	memcpy(s + h + n, tail, t + 1);
	return s;
}

/* ------------------------------------------------------------------ */
/* Move text                                                          */

/*
 * From the start of halma-10x10, i2 jumps over h3 to g4 and back as often
 * as it likes: a legal long form of any length, checked hop by hop in
 * linear time and without storing the hops.
 */
TEST_LOOP(library, test_long_chain, 3)
{
	static const size_t	 hops[] = { 1, 3999, 399999 };
	const notation_rules	*r = notation_catalog_find(cat, "halma-10x10",
				    NULL);
	notation_position	*p = notation_position_new(r);
	struct notation_diag	 d;
	struct notation_move	 m;
	size_t			 n = hops[_i], len;
	char			*text;
	double			 t;

	/* i2, then g4 and i2 in turn, ending on g4 after n hops. */
	text = repeat("i2", "-g4-i2", 6 * (n / 2), "-g4");
	len = strlen(text);
	t = now();
	notation_diag_clear(&d);
	ck_assert_msg(notation_move_parse(p, text, len, &m, &d) == 0,
	    "%zu hops: %s", n, d.message);
	ck_assert_int_eq(m.kind, NOTATION_JUMP);
	/* Two cells are the short form; hops are counted up to 255. */
	ck_assert_uint_eq(m.hops, n == 1 ? 0 : n > 255 ? 255 : n);
	ck_assert_int_eq(m.to, notation_cell_parse(r, "g4", 2));

	/* The same chain with its last hop no jump, said precisely. */
	text[len - 1] = '5';
	notation_diag_clear(&d);
	ck_assert_int_eq(notation_move_parse(p, text, len, &m, &d),
	    NOTATION_ILLEGAL_MOVE);
	if (n > 1)
		ck_assert_msg(strstr(d.message, "is not a single jump") !=
		    NULL, "%s", d.message);
	ck_assert_double_lt(now() - t, bound(2.0));
	free(text);
	notation_position_free(p);
}
END_TEST

/* Move texts no parser should choke on, each refused with a reason. */
TEST_ONCE(library, test_bad_moves)
{
	const notation_rules	*r = notation_catalog_find(cat, "halma-10x10",
				    NULL);
	notation_position	*p = notation_position_new(r);
	struct notation_diag	 d;
	struct notation_move	 m;
	char			*big;
	static const char *const bad[] = {
		"", "-", "i2-", "-g4", "i2--g4", "i2-g4-", "a0-a1",
		"a99999999999999999999-a1", "z1-a1", "A1-B2", "i2-g4\n",
		"\xc3\xa9" "1-a1",
	};
	size_t			 i;

	for (i = 0; i < NELEM(bad); i++) {
		notation_diag_clear(&d);
		ck_assert_msg(notation_move_parse(p, bad[i], strlen(bad[i]), &m,
		    &d) != 0, "'%s' accepted", bad[i]);
		ck_assert_msg(d.message[0] != '\0', "'%s': no message", bad[i]);
	}
	/* A NUL byte inside the text is part of it, not its end. */
	notation_diag_clear(&d);
	ck_assert_int_ne(notation_move_parse(p, "i2-g4\0", 6, &m, &d), 0);
	/* Ten megabytes of dashes: one linear scan, one short message. */
	big = repeat("i2", "-", 10 << 20, "");
	notation_diag_clear(&d);
	ck_assert_int_eq(notation_move_parse(p, big, strlen(big), &m, &d),
	    NOTATION_SYNTAX);
	ck_assert_uint_lt(strlen(d.message), NOTATION_MSG_MAX);
	free(big);
	notation_position_free(p);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The YAML and JSON forms of records                                 */

/*
 * Flow collections nested a million deep.  No game nests deeper than a
 * few levels, so the first of them is an error; what matters is what the
 * reader does with the rest: libyaml's scanner spends time in proportion
 * to the nesting depth on every token, and reading such a document to its
 * end once took hours (fuzz/regress/fuzz_reader/yaml-deep-flow).
 */
TEST_LOOP(library, test_records_deep, 5)
{
	static const struct {
		enum notation_format	 format;
		const char		*head, *piece;
	} cases[] = {
		{ NOTATION_FORMAT_YAML, "---\ntags: ", "[" },
		{ NOTATION_FORMAT_YAML, "---\nmoves: [a1-a2, ", "{a: " },
		{ NOTATION_FORMAT_YAML, "[", "[" },
		{ NOTATION_FORMAT_JSON, "{\"tags\":", "[" },
		{ NOTATION_FORMAT_JSON, "{\"moves\":[", "{\"move\":" },
	};
	struct notation_event	 ev;
	notation_reader		*rd;
	char			*text;
	double			 t = now();
	int			 errors = 0, games = 0;

	text = repeat(cases[_i].head, cases[_i].piece,
	    strlen(cases[_i].piece) << 20, "\n");
	ck_assert_ptr_nonnull(rd = notation_reader_new("deep"));
	notation_reader_set_buffer(rd, text, strlen(text));
	notation_reader_set_format(rd, cases[_i].format, NULL);
	while (notation_reader_next(rd, &ev) == 1) {
		if (ev.type == NOTATION_EV_ERROR &&
		    ev.diag->severity == NOTATION_ERROR)
			errors++;
		if (ev.type == NOTATION_EV_GAME_START)
			games++;
	}
	ck_assert_int_eq(games, 1);
	ck_assert_int_ge(errors, 1);
	ck_assert_msg(now() - t < bound(2.0), "%.2f s", now() - t);
	notation_reader_free(rd);
	free(text);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Position strings                                                   */

TEST_ONCE(library, test_long_positions)
{
	notation_position	*p;
	struct notation_diag	 d;
	char			*s;
	double			 t = now();

	/* A cell list of ten megabytes: refused at the first cell twice. */
	s = repeat("halma-10x10 w:", "a1,", 10 << 20, "a1 b:a10 w 1");
	notation_diag_clear(&d);
	ck_assert_int_eq(notation_position_parse(cat, s, strlen(s), &p, &d),
	    NOTATION_BAD_POSITION);
	ck_assert_ptr_null(p);
	ck_assert_uint_eq(d.column, 18);
	free(s);

	/* Ten megabytes of blanks before the move number. */
	s = repeat("corners-8x8 w:e1,f1,g1,h1,f2,g2,h2,g3,h3,h4 "
	    "b:a5,a6,b6,a7,b7,c7,a8,b8,c8,d8 w", " ", 10 << 20, "1");
	notation_diag_clear(&d);
	ck_assert_int_eq(notation_position_parse(cat, s, strlen(s), &p, &d), 0);
	notation_position_free(p);
	free(s);

	/* A move number of a million digits. */
	s = repeat("corners-8x8 w:e1,f1,g1,h1,f2,g2,h2,g3,h3,h4 "
	    "b:a5,a6,b6,a7,b7,c7,a8,b8,c8,d8 w ", "9", 1 << 20, "");
	notation_diag_clear(&d);
	ck_assert_int_eq(notation_position_parse(cat, s, strlen(s), &p, &d),
	    NOTATION_BAD_POSITION);
	free(s);
	ck_assert_double_lt(now() - t, bound(3.0));
}
END_TEST

/* ------------------------------------------------------------------ */
/* Rule files                                                         */

static void
rules_refused(const char *yaml, size_t len, const char *what)
{
	struct notation_diag	 d;
	notation_rules		*r;
	double			 t = now();

	notation_diag_clear(&d);
	r = notation_rules_load_string(yaml, len, "hostile.yaml", &d);
	ck_assert_msg(r == NULL, "%s: loaded", what);
	ck_assert_msg(d.code == NOTATION_BAD_RULES, "%s: code %s: %s", what,
	    notation_code_name(d.code), d.message);
	ck_assert_msg(d.message[0] != '\0', "%s: no message", what);
	ck_assert_msg(now() - t < bound(2.0), "%s: %.2f s", what, now() - t);
}

/* A literal, NUL bytes and all. */
#define REFUSED(lit, what)	rules_refused(lit, sizeof(lit) - 1, what)

TEST_ONCE(library, test_rules_hostile)
{
	char	*s;

	s = repeat("name: x\n# ", "x", 2 << 20, "\n");
	rules_refused(s, strlen(s), "2 MiB file");
	free(s);
	s = repeat("name: x\nboard: ", "[", 500000, "\n");
	rules_refused(s, strlen(s), "deep nesting");
	free(s);
	s = repeat("name: x\nboard: ", "{a: ", 200000, "\n");
	rules_refused(s, strlen(s), "deep mappings");
	free(s);
	s = repeat("name: x\nboard: {shape: square, width: 16, height: 16}\n"
	    "players:\n  - {name: A, letter: a, goal: [p16], camp: [", "a1, ",
	    800000, "a1]}\n");
	rules_refused(s, strlen(s), "a cell list of 200000 items");
	free(s);
	s = repeat("name: x\nboard: {shape: square, width: 4, height: 4}\n"
	    "players:\n", "  - {name: P, letter: p, camp: [a1], goal: [a2]}\n",
	    900000, "");
	rules_refused(s, strlen(s), "thousands of players");
	free(s);
	REFUSED("name: &a [*a]\n", "a cyclic alias");
	REFUSED("a: &a [x, x, x]\nb: &b [*a, *a, *a]\nc: [*b, *b]\n",
	    "nested aliases");
	REFUSED("name: x\nboard: {shape: square, width: 99999999999999999"
	    "9999999999999, height: 4}\n", "an absurd width");
	REFUSED("name: x\nboard: {shape: square, width: -2147483649, "
	    "height: 4}\n", "a width below INT_MIN");
	REFUSED("name: x\n\0board: {}\n", "a NUL byte");
	REFUSED("\xef\xbb\xbfname: \xff\xfe\n", "invalid UTF-8");
}
END_TEST

/*
 * A rule file can put more stones on a bigger board than any built-in
 * rule set; the move list of a position must still fit its bound
 * (NOTATION_MAX_MOVES), or every caller's array overflows.  This board,
 * found by a hill-climbing search over 16x16 boards with long jumps, is
 * the most crowded with moves that the search found: 4697 moves, 4662
 * with the second player's one stone on p15.
 */
static const char *const crowded[16] = {	/* rank 16 first */
	"a.a.aa.a.a.a..aa", "a.a.a..a..aaaa..", "..a.a.a.aa....aa",
	"aa..a.a.a.aaa...", ".a.aa...a.....aa", ".a.a.aaa.aaaa...",
	"aa.a...a.....aaa", ".a.aaa.a.aaa.a..", "aa.a.aa.a....a.a",
	"...a....a.aa.aaa", ".a.aaaaaa.a.....", "a.a.......a.aaaa",
	"..a.aaaaaaaa....", "aaa.a.......a.aa", "...aa.aa.aaaa.a.",
	"aa.a.a.a.a..a.a.",
};

TEST_ONCE(library, test_rules_crowded)
{
	static const char	 files[] = "abcdefghijklmnop";
	struct notation_buf	 b = NOTATION_BUF_INIT;
	struct notation_move	*moves;
	struct notation_diag	 d;
	notation_position	*p;
	notation_rules		*r;
	int			 x, y, first = 1;
	size_t			 n;

	notation_buf_puts(&b, "name: crowded\nboard: {shape: square, "
	    "width: 16, height: 16}\njumps: long\nplayers:\n"
	    "  - {name: A, letter: a, camp: [");
	for (y = 0; y < 16; y++)
		for (x = 0; x < 16; x++)
			if (crowded[15 - y][x] == 'a') {
				notation_buf_printf(&b, "%s%c%d", first ? "" :
				    ", ", files[x], y + 1);
				first = 0;
			}
	/*
	 * A goal of every other cell, for so many stones (a goal may not
	 * overlap its own camp, spec/rules-format.md).
	 */
	notation_buf_puts(&b, "], goal: [");
	first = 1;
	for (y = 0; y < 16; y++)
		for (x = 0; x < 16; x++)
			if (crowded[15 - y][x] != 'a') {
				notation_buf_printf(&b, "%s%c%d", first ? "" :
				    ", ", files[x], y + 1);
				first = 0;
			}
	notation_buf_puts(&b, "]}\n  - {name: B, letter: b, camp: [p15], "
	    "goal: [a2]}\n");
	notation_diag_clear(&d);
	r = notation_rules_load_string(b.data, b.len, "crowded.yaml", &d);
	notation_buf_free(&b);
	ck_assert_msg(r != NULL, "%lu:%lu: %s", d.line, d.column, d.message);
	/* Room past the bound, so that an overrun is seen, not suffered. */
	ck_assert((moves = calloc(8 * NOTATION_MAX_MOVES,
	    sizeof(*moves))) != NULL);
	p = notation_position_new(r);
	n = notation_move_generate(p, moves);
	ck_assert_uint_eq(n, 4662);
	ck_assert_uint_le(n, NOTATION_MAX_MOVES);
	free(moves);
	notation_position_free(p);
	notation_rules_free(r);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Output files: whole or not at all, never over an input.            */

static char	 dir[256];

static void
setup_dir(void)
{
	const char	*t = getenv("TMPDIR");

	snprintf(dir, sizeof(dir), "%s/check_hostile.XXXXXX",
	    t != NULL && *t != '\0' ? t : "/tmp");
	ck_assert_ptr_nonnull(mkdtemp(dir));
	/* The warnings tool_write_file prints are expected here. */
	ck_assert_ptr_nonnull(freopen("/dev/null", "w", stderr));
}

static void
teardown_dir(void)
{
	char		 path[512];
	DIR		*dp;
	struct dirent	*de;

	if ((dp = opendir(dir)) == NULL)
		return;
	while ((de = readdir(dp)) != NULL) {
		if (de->d_name[0] == '.' && (de->d_name[1] == '\0' ||
		    (de->d_name[1] == '.' && de->d_name[2] == '\0')))
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
		unlink(path);
	}
	closedir(dp);
	rmdir(dir);
}

static void
in_dir(char *out, size_t size, const char *name)
{
	snprintf(out, size, "%s/%s", dir, name);
}

static void
put_file(const char *path, const char *text)
{
	FILE	*fp;

	ck_assert_ptr_nonnull(fp = fopen(path, "wb"));
	ck_assert_int_eq(fputs(text, fp) >= 0, 1);
	ck_assert_int_eq(fclose(fp), 0);
}

/* The whole content of path; NULL if it does not exist. */
static char *
get_file(const char *path, size_t *len)
{
	FILE	*fp;
	char	*s;
	long	 n;

	if ((fp = fopen(path, "rb")) == NULL)
		return NULL;
	ck_assert_int_eq(fseek(fp, 0, SEEK_END), 0);
	n = ftell(fp);
	rewind(fp);
	ck_assert((s = malloc((size_t)n + 1)) != NULL);
	ck_assert_uint_eq(fread(s, 1, (size_t)n, fp), (size_t)n);
	s[n] = '\0';
	fclose(fp);
	*len = (size_t)n;
	return s;
}

/* How many entries the test directory holds: no temporary may be left. */
static int
entries(void)
{
	DIR		*dp;
	struct dirent	*de;
	int		 n = 0;

	ck_assert_ptr_nonnull(dp = opendir(dir));
	while ((de = readdir(dp)) != NULL)
		if (strcmp(de->d_name, ".") != 0 &&
		    strcmp(de->d_name, "..") != 0)
			n++;
	closedir(dp);
	return n;
}

static void
big_buf(struct notation_buf *b, size_t n)
{
	size_t	 i;

	for (i = 0; i < n; i++)
		ck_assert_int_eq(notation_buf_putc(b, 'a' + (int)(i % 26)), 0);
}

SUITE_TCASE(output_files, "output files", setup_dir, teardown_dir, 0);

TEST_ONCE(output_files, test_write_whole)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	char			 out[512], in[512], *got;
	char			*inputs[2];
	size_t			 len;

	in_dir(out, sizeof(out), "out.svg");
	in_dir(in, sizeof(in), "in.hgn");
	put_file(in, "1. i1-g3 *\n");
	put_file(out, "the old output\n");
	inputs[0] = "-";
	inputs[1] = in;
	big_buf(&b, 256 << 10);
	ck_assert_int_eq(tool_write_file(out, &b, inputs, 2), 0);
	ck_assert_ptr_nonnull(got = get_file(out, &len));
	ck_assert_uint_eq(len, b.len);
	ck_assert(memcmp(got, b.data, len) == 0);
	free(got);
	ck_assert_int_eq(entries(), 2);
	notation_buf_free(&b);
}
END_TEST

/* The output named as an input, however it is spelt. */
TEST_LOOP(output_files, test_write_refuses_input, 4)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	char			 in[512], alias[512], *got;
	char			*inputs[1];
	size_t			 len;

	in_dir(in, sizeof(in), "game.hgn");
	put_file(in, "1. i1-g3 *\n");
	inputs[0] = in;
	notation_buf_puts(&b, "<svg/>\n");
	switch (_i) {
	case 0:
		snprintf(alias, sizeof(alias), "%s", in);
		break;
	case 1:
		snprintf(alias, sizeof(alias), "%s/./game.hgn", dir);
		break;
	case 2:
		in_dir(alias, sizeof(alias), "link.svg");
		ck_assert_int_eq(symlink(in, alias), 0);
		break;
	default:
		in_dir(alias, sizeof(alias), "hard.svg");
		ck_assert_int_eq(link(in, alias), 0);
		break;
	}
	ck_assert_int_eq(tool_write_file(alias, &b, inputs, 1), -1);
	ck_assert_ptr_nonnull(got = get_file(in, &len));
	ck_assert_str_eq(got, "1. i1-g3 *\n");
	free(got);
	ck_assert_int_eq(entries(), _i < 2 ? 1 : 2);
	notation_buf_free(&b);
}
END_TEST

/*
 * A write that fails half-way (here: the file size limit, as a full disk
 * would) leaves the old output as it was and no temporary behind.
 */
TEST_ONCE(output_files, test_write_fails_midway)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	struct rlimit		 rl;
	char			 out[512], *got;
	size_t			 len;

	in_dir(out, sizeof(out), "out.svg");
	put_file(out, "the old output\n");
	big_buf(&b, 1 << 20);
	/* Over the soft limit a write fails with EFBIG, as on a full disk. */
	signal(SIGXFSZ, SIG_IGN);
	ck_assert_int_eq(getrlimit(RLIMIT_FSIZE, &rl), 0);
	rl.rlim_cur = 64 * 1024;
	ck_assert_int_eq(setrlimit(RLIMIT_FSIZE, &rl), 0);
	ck_assert_int_eq(tool_write_file(out, &b, NULL, 0), -1);
	ck_assert_ptr_nonnull(got = get_file(out, &len));
	ck_assert_str_eq(got, "the old output\n");
	free(got);
	ck_assert_int_eq(entries(), 1);

	/* Nothing at all where there was nothing. */
	in_dir(out, sizeof(out), "new.svg");
	ck_assert_int_eq(tool_write_file(out, &b, NULL, 0), -1);
	ck_assert_ptr_null(get_file(out, &len));
	ck_assert_int_eq(entries(), 1);
	rl.rlim_cur = rl.rlim_max;
	ck_assert_int_eq(setrlimit(RLIMIT_FSIZE, &rl), 0);
	notation_buf_free(&b);
}
END_TEST

TEST_ONCE(output_files, test_write_no_dir)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	char			 out[512];

	in_dir(out, sizeof(out), "missing/out.svg");
	notation_buf_puts(&b, "<svg/>\n");
	ck_assert_int_eq(tool_write_file(out, &b, NULL, 0), -1);
	ck_assert_int_eq(entries(), 0);
	/* An empty buffer makes an empty file, not a missing one. */
	notation_buf_free(&b);
	in_dir(out, sizeof(out), "empty.svg");
	ck_assert_int_eq(tool_write_file(out, &b, NULL, 0), 0);
	ck_assert_int_eq(entries(), 1);
}
END_TEST

HARNESS_SUITE("hostile")
