/*
 * check_framing.c -- the framing invariant (spec/record-format.md,
 * "Framing") as property tests: whatever bytes stand between two complete
 * games, separated from them by blank lines, the games before and after
 * get exactly the verdicts they get alone, and bytes with neither a tag
 * pair nor a move never make a valid game.
 *
 * The check itself is fuzz/fuzz_framing.c's framing_verify(), compiled in
 * here, so that the fuzzer and these tests assert the same thing.  The
 * junk comes from a generator with fixed seeds: random bytes, lone
 * numbers, runs of brackets and braces, partial tags, partial moves,
 * results, and mixtures of them, each case run against every pair of
 * the harness's games.
 */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FUZZ_ENTRY	fuzz_framing_one
#include "../fuzz/fuzz_framing.c"
#undef FUZZ_ENTRY

#include "harness.h"

SUITE_TCASE(invariant, "invariant", NULL, NULL, 120);

/* Junk cases per kind and seed; each is tried between several pairs. */
#define CASES		400
#define JUNK_MAX	512

/* A small generator with a fixed seed (xorshift64*). */
static uint64_t
rnd(uint64_t *s)
{
	*s ^= *s >> 12;
	*s ^= *s << 25;
	*s ^= *s >> 27;
	return *s * 2685821657736338717ULL;
}

static size_t
pick(uint64_t *s, size_t n)
{
	return (size_t)(rnd(s) % n);
}

static void
put(char *out, size_t *len, const char *s, size_t n)
{
	if (*len + n > JUNK_MAX)
		n = JUNK_MAX - *len;
	memcpy(out + *len, s, n);
	*len += n;
}

static void
puts_(char *out, size_t *len, const char *s)
{
	put(out, len, s, strlen(s));
}

enum kind {
	K_BYTES,	/* any bytes */
	K_NUMBERS,	/* lone numbers, with and without dots */
	K_BRACKETS,	/* runs of '[' and ']' */
	K_BRACES,	/* runs of '{' and '}' */
	K_TAGS,		/* tag pairs cut anywhere */
	K_MOVES,	/* move text cut anywhere */
	K_RESULTS,	/* results, whole and cut */
	K_MIXED,	/* pieces of all the above */
	K__MAX
};

static const char *const kind_names[K__MAX] = {
	"bytes", "numbers", "brackets", "braces", "tags", "moves",
	"results", "mixed"
};

static const char *const pieces[] = {
	"[", "]", "{", "}", "(", ")", ";", "%", "\"", "\\", "*", "$1", "!",
	".", "...", "\n", "\r", "\r\n", " ", "\t", "\n\n", "\xef\xbb\xbf",
	"\0", "\xff", "1", "12", "1.", "12...", "1-0", "0-1", "1/2-1/2",
	"1-", "1/", "0-1-0-0", "2-0", "[Event", "[Event \"", "[Event \"x",
	"[Event \"x\"", "[Event \"x\"]", "[ 1 \"x\"]", "[Variant \"corners-8x8\"]",
	"[FEN \"x\"]", "[Result \"1-0\"]", "i2", "i2-", "i2-g4", "a9-c7",
	"j5-i6", "j5-i6-", "zz9", "a", "{ [Event \"y\"] }", "{\n[Event \"y\"]",
	"; [Event \"y\"]\n", "%[Event \"y\"]\n",
};

#define NPIECES	NELEM(pieces)

static void
gen_piece(uint64_t *s, enum kind k, char *out, size_t *len)
{
	char		 num[32];
	const char	*p;
	size_t		 i, n;

	switch (k) {
	case K_BYTES:
		n = pick(s, 64);
		for (i = 0; i < n && *len < JUNK_MAX; i++)
			out[(*len)++] = (char)(rnd(s) & 0xff);
		break;
	case K_NUMBERS:
		snprintf(num, sizeof(num), "%lu%s%s",
		    (unsigned long)pick(s, 1000),
		    (const char *[]){ "", ".", "...", "..", " " }[pick(s, 5)],
		    (const char *[]){ " ", "\n", "", "\t" }[pick(s, 4)]);
		puts_(out, len, num);
		break;
	case K_BRACKETS:
	case K_BRACES:
		n = pick(s, 48) + 1;
		for (i = 0; i < n && *len < JUNK_MAX; i++)
			out[(*len)++] = k == K_BRACKETS ? "[]"[pick(s, 4) == 0] :
			    "{}"[pick(s, 3) == 0];
		if (pick(s, 2))
			puts_(out, len, " *");
		break;
	case K_TAGS:
		p = (const char *[]){ "[Event \"x\"]", "[Variant \"halma-10x10\"]",
		    "[Result \"1-0\"]", "[Round \"3\"]" }[pick(s, 4)];
		put(out, len, p, pick(s, strlen(p)));	/* cut short */
		break;
	case K_MOVES:
		p = (const char *[]){ "1. j5-i6 a6-b5", "12... a6-b5",
		    "i2-g4-e6", "1 i2-g4" }[pick(s, 4)];
		put(out, len, p, pick(s, strlen(p)));	/* cut short */
		break;
	case K_RESULTS:
		p = (const char *[]){ "1-0", "0-1", "1/2-1/2", "*",
		    "0-1-0-0", "1" }[pick(s, 6)];
		put(out, len, p, pick(s, strlen(p)) + 1);
		break;
	case K_MIXED:
	default:
		p = pieces[pick(s, NPIECES)];
		put(out, len, p, p[0] == '\0' ? 1 : strlen(p));
		break;
	}
	/* A separator, sometimes none. */
	puts_(out, len, (const char *[]){ "", " ", "\n", "\n\n", "\r" }
	    [pick(s, 5)]);
}

static size_t
gen_junk(uint64_t *s, enum kind k, char *out)
{
	size_t	 len = 0, n = pick(s, 6) + 1, i;

	for (i = 0; i < n && len < JUNK_MAX; i++)
		gen_piece(s, k == K_MIXED ? (enum kind)pick(s, K__MAX) : k,
		    out, &len);
	return len;
}

static void
verify(size_t g1, size_t g2, const char *junk, size_t len)
{
	char	 why[256];
	char	 shown[4 * 64 + 1];
	size_t	 i, o = 0;

	if (framing_verify(g1, g2, junk, len, why, sizeof(why)) == 0)
		return;
	for (i = 0; i < len && i < 64; i++)
		o += (size_t)snprintf(shown + o, sizeof(shown) - o,
		    (unsigned char)junk[i] >= 0x20 &&
		    (unsigned char)junk[i] < 0x7f ? "%c" : "\\x%02x",
		    (unsigned char)junk[i]);
	ck_abort_msg("games %zu and %zu, junk '%s'%s: %s", g1, g2, shown,
	    len > 64 ? "..." : "", why);
}

TEST_LOOP(invariant, test_generated, K__MAX)
{
	char		 junk[JUNK_MAX];
	uint64_t	 seed = 0x9e3779b97f4a7c15ULL ^ (uint64_t)(_i + 1);
	size_t		 n, len;

	for (n = 0; n < CASES; n++) {
		len = gen_junk(&seed, (enum kind)_i, junk);
		verify(pick(&seed, FRAMING_NGAMES), pick(&seed, FRAMING_NGAMES),
		    junk, len);
	}
	(void)kind_names;
}
END_TEST

/* Every piece alone, between every pair of games. */
TEST_LOOP(invariant, test_pieces, (int)NPIECES)
{
	const char	*p = pieces[_i];
	size_t		 a, b;

	for (a = 0; a < FRAMING_NGAMES; a++)
		for (b = 0; b < FRAMING_NGAMES; b++)
			verify(a, b, p, p[0] == '\0' ? 1 : strlen(p));
}
END_TEST

/* The junk of issue 12: a long line of '[' or of braces, then " *". */
TEST_LOOP(invariant, test_long_lines, 3)
{
	size_t	 n = 1000000, i;
	char	*buf;

	ck_assert((buf = malloc(n + 2)) != NULL);
	for (i = 0; i < n; i++)
		buf[i] = _i == 0 ? '[' : _i == 1 ? '{' : i < n / 2 ? '{' : '}';
	memcpy(buf + n, " *", 2);
	verify(0, 1, buf, n + 2);
	free(buf);
}
END_TEST

TEST_LOOP(invariant, test_known, 20)
{
	static const char *const junk[] = {
		"{{{}}}}} *",
		"[[[[[[[[ *",
		"[Event \"x\"]",
		"[Event \"x\"]\n\n1 i2-g4 a9-c7 *",
		"1",
		"12",
		"1.",
		"*",
		"1-0",
		"{never closed",
		"{never closed\n\n",
		"[Variant \"no-such-game\"]",
		"[Variant \"no-such-game\"] 1.",
		"1. j5-i6",
		"1. j5-i6 {",
		"1. j5-i6 [",
		"]",
		"\"",
		"%",
		"\0",
	};
	size_t	 a, b;

	for (a = 0; a < FRAMING_NGAMES; a++)
		for (b = 0; b < FRAMING_NGAMES; b++)
			verify(a, b, junk[_i], junk[_i][0] == '\0' ? 1 :
			    strlen(junk[_i]));
}
END_TEST

HARNESS_SUITE("framing")
