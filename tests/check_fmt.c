/*
 * check_fmt.c -- the decimal digits the writers put at every move
 * (buf.c, nt_fmt_ulong()), against snprintf()'s, at the edges of each
 * number of digits.  Internal; the suite links the static library.
 */
#include <check.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include <yaml.h>

#include "harness.h"
#include "base/base.h"

SUITE_TCASE(fmt, "fmt", NULL, NULL, 0);

static const unsigned long fmt_cases[] = {
	0, 1, 9, 10, 11, 99, 100, 101, 999, 1000, 65535, 65536,
	4294967295UL, 1000000000000UL, ULONG_MAX - 1, ULONG_MAX,
};

TEST_LOOP(fmt, test_fmt_ulong, NELEM(fmt_cases))
{
	char	 got[24], want[24];
	size_t	 n;

	memset(got, 'x', sizeof(got));
	n = nt_fmt_ulong(got, fmt_cases[_i]);
	snprintf(want, sizeof(want), "%lu", fmt_cases[_i]);
	ck_assert_uint_eq(n, strlen(want));
	ck_assert_int_eq(memcmp(got, want, n), 0);
	ck_assert_int_eq(got[n], 'x');		/* nothing written past */
}
END_TEST

/*
 * Every word YAML 1.1 reads as another type is quoted: each is within
 * the length and among the initials nt_emit_typed() asks first, and it
 * answers 1; a word one byte longer or with another initial, 0.
 */
TEST_ONCE(fmt, test_typed_words)
{
	const char	*w;
	char		 longer[NT_TYPED_MAX + 2];
	size_t		 i, n;

	for (i = 0; (w = nt_typed_words[i]) != NULL; i++) {
		n = strlen(w);
		ck_assert_uint_le(n, NT_TYPED_MAX);
		ck_assert_int_eq(nt_emit_typed(w, n), 1);
		memcpy(longer, w, n);
		longer[n] = 'x';
		ck_assert_int_eq(nt_emit_typed(longer, n + 1), w[0] == '.');
		/* nt_emit_style() asks no word with these after the first. */
		ck_assert_ptr_null(strpbrk(w + 1, "0123456789+-."));
	}
	ck_assert_uint_ge(i, 34);
	ck_assert_int_eq(nt_emit_typed("a1-b2", 5), 0);
	ck_assert_int_eq(nt_emit_typed("nul", 3), 0);
	ck_assert_int_eq(nt_emit_typed("", 0), 1);
}
END_TEST

/*
 * A move the token check calls plain for YAML (TOKEN_YAML_PLAIN, which
 * spares the YAML writer nt_emit_style()) is one nt_emit_style() writes
 * plain: for 40,000 strings of letters (among them those of the typed
 * words), digits and joints, and the moves of every shape.
 */
TEST_ONCE(fmt, test_yaml_plain_moves)
{
	static const char alpha[] = "aeflnorsuyNOTY019-x.+: #";
	static const char *const moves[] = { "i2-a8", "i2-g4-e6-a8", "d2xd4",
	    "c4-off", "f6", "e5-e9", "I2-G4", "p16-a1" };
	char		 s[16];
	unsigned long	 x = 54321, yes = 0;
	size_t		 n, i, k;
	int		 plain;

	for (k = 0; k < 40000 + NELEM(moves); k++) {
		x = x * 6364136223846793005UL + 1442695040888963407UL;
		if (k < NELEM(moves)) {
			n = strlen(moves[k]);
			memcpy(s, moves[k], n);
		} else {
			n = 1 + (x >> 33) % 7;
			for (i = 0; i < n; i++)
				s[i] = alpha[(x >> (8 + 3 * i)) %
				    (sizeof(alpha) - 1)];
		}
		(void)nt_token_move_plain(s, n, &plain);
		if (k < NELEM(moves))
			ck_assert_msg(plain & TOKEN_YAML_PLAIN, "%s", moves[k]);
		if (!(plain & TOKEN_YAML_PLAIN))
			continue;
		yes++;
		ck_assert_msg(nt_emit_style(s, n, 0) == EMIT_PLAIN,
		    "'%.*s' is plain to the token check, not to YAML", (int)n,
		    s);
	}
	ck_assert_uint_gt(yes, 1000);
}
END_TEST

/* What libyaml writes for the mapping {k: v, z: 'x'}. */
static void
libyaml_map(struct notation_buf *out, const char *k, size_t klen,
    enum emit_kind kk, const char *v, size_t vlen, enum emit_kind vk)
{
	yaml_emitter_t	 em;

	notation_buf_reset(out);
	ck_assert_int_eq(nt_emit_open(&em, out, -1), 0);
	ck_assert_int_eq(nt_emit_begin(&em, 0), 0);
	ck_assert_int_eq(nt_emit_map(&em, 0), 0);
	ck_assert_int_eq(nt_emit_scalar(&em, k, klen, kk), 0);
	ck_assert_int_eq(nt_emit_scalar(&em, v, vlen, vk), 0);
	ck_assert_int_eq(nt_emit_scalar(&em, "z", 1, EMIT_WORD), 0);
	ck_assert_int_eq(nt_emit_scalar(&em, "x", 1, EMIT_QUOTED), 0);
	ck_assert_int_eq(nt_emit_map_end(&em), 0);
	ck_assert_int_eq(nt_emit_finish(&em), 0);
	yaml_emitter_delete(&em);
}

/*
 * The YAML writer's own path (writer_yaml.c) writes a scalar as
 * nt_emit_style() says: for 40,000 strings of the bytes that decide it
 * (indicators, blanks, quotes, typed words' letters, tabs and bytes
 * past ASCII, which it must leave to libyaml), as a value and as a key,
 * what it writes is libyaml's byte for byte.
 */
TEST_ONCE(fmt, test_emit_style)
{
	static const char alpha[] = "ab1 -:#?'\",[]{}.!&*|>%@`~yYnN0+=/\t\x80";
	static const char *const words[] = { "yes", "No", "---", "...",
	    "null", "1-0", "a: b", "a #b", "- a", ": a", "? a" };
	struct notation_buf	 got = NOTATION_BUF_INIT, want = NOTATION_BUF_INIT;
	char			 s[8], lng[129];
	unsigned long		 x = 12345, plain = 0, single = 0, ask = 0;
	enum emit_style		 st;
	size_t			 n, i, k;
	int			 key;

	for (k = 0; k < 40000; k++) {
		x = x * 6364136223846793005UL + 1442695040888963407UL;
		if (k < NELEM(words)) {
			n = strlen(words[k]);
			memcpy(s, words[k], n);
		} else {
			n = (x >> 33) % 8;
			for (i = 0; i < n; i++)
				s[i] = alpha[(x >> (8 + 3 * i)) %
				    (sizeof(alpha) - 1)];
		}
		for (key = 0; key < 2; key++) {
			if ((st = nt_emit_style(s, n, key)) == EMIT_ASK) {
				ask++;
				continue;
			}
			plain += st == EMIT_PLAIN;
			single += st == EMIT_SINGLE;
			notation_buf_reset(&got);
			if (key) {
				libyaml_map(&want, s, n, EMIT_STRING, "x", 1,
				    EMIT_QUOTED);
				ck_assert_int_eq(nt_emit_direct(&got, s, n, st),
				    0);
				ck_assert_int_eq(notation_buf_puts(&got,
				    ": 'x'\nz: 'x'\n"), 0);
			} else {
				libyaml_map(&want, "k", 1, EMIT_WORD, s, n,
				    EMIT_STRING);
				ck_assert_int_eq(notation_buf_puts(&got, "k: "),
				    0);
				ck_assert_int_eq(nt_emit_direct(&got, s, n, st),
				    0);
				ck_assert_int_eq(notation_buf_puts(&got,
				    "\nz: 'x'\n"), 0);
			}
			ck_assert_msg(got.len == want.len &&
			    memcmp(got.data, want.data, got.len) == 0,
			    "'%.*s' as a %s: libyaml wrote \"%.*s\", we \"%.*s\"",
			    (int)n, s, key ? "key" : "value", (int)want.len,
			    want.data, (int)got.len, got.data);
		}
	}
	/* Each answer given often: the comparison cannot pass idle. */
	ck_assert_uint_gt(plain, 1000);
	ck_assert_uint_gt(single, 1000);
	ck_assert_uint_gt(ask, 1000);
	/* A key of 128 bytes is simple; one more is written "? key". */
	memset(lng, 'a', sizeof(lng));
	ck_assert_int_eq(nt_emit_style(lng, 129, 1), EMIT_ASK);
	ck_assert_int_eq(nt_emit_style(lng, 129, 0), EMIT_PLAIN);
	ck_assert_int_eq(nt_emit_style(lng, 128, 1), EMIT_PLAIN);
	libyaml_map(&want, lng, 128, EMIT_STRING, "x", 1, EMIT_QUOTED);
	ck_assert_uint_eq(want.len, 128 + sizeof(": 'x'\nz: 'x'\n") - 1);
	ck_assert_int_eq(memcmp(want.data, lng, 128), 0);
	notation_buf_free(&got);
	notation_buf_free(&want);
}
END_TEST

HARNESS_SUITE("fmt")
