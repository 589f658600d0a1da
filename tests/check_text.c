/*
 * check_text.c -- the library's one home for each small text concern:
 * UTF-8 (utf8.c), the tokens of JSON strings (json.c), the libyaml
 * emitter helpers (yaml_emit.c) and English ordinals (check.c).  These
 * are internal but for the last; the suite links the static library.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include <yaml.h>

#include "harness.h"
#include "records/records.h"

SUITE_TCASE(utf8, "utf8", NULL, NULL, 0);
SUITE_TCASE(json, "json", NULL, NULL, 0);
SUITE_TCASE(yaml_emit, "yaml_emit", NULL, NULL, 0);
SUITE_TCASE(ordinal, "ordinal", NULL, NULL, 0);

/* Byte strings with the length of their well-formed first sequence. */
static const struct {
	const char	*s;
	size_t		 len;	/* bytes of s */
	size_t		 want;	/* nt_utf8_len() */
} len_cases[] = {
	{ "a", 1, 1 },
	{ "\x7f", 1, 1 },
	{ "\xc3\xa9", 2, 2 },		/* U+00E9 */
	{ "\xc3", 1, 0 },		/* cut short */
	{ "\xc0\xaf", 2, 0 },		/* overlong */
	{ "\xc1\xbf", 2, 0 },		/* overlong */
	{ "\xe2\x82\xac", 3, 3 },	/* U+20AC */
	{ "\xe0\x9f\xbf", 3, 0 },	/* overlong */
	{ "\xed\x9f\xbf", 3, 3 },	/* U+D7FF */
	{ "\xed\xa0\x80", 3, 0 },	/* a surrogate */
	{ "\xf0\x9f\x98\x80", 4, 4 },	/* U+1F600 */
	{ "\xf0\x8f\xbf\xbf", 4, 0 },	/* overlong */
	{ "\xf4\x8f\xbf\xbf", 4, 4 },	/* U+10FFFF */
	{ "\xf4\x90\x80\x80", 4, 0 },	/* past U+10FFFF */
	{ "\xf5\x80\x80\x80", 4, 0 },
	{ "\x80", 1, 0 },		/* a lone continuation byte */
	{ "\xe2\x28\xa1", 3, 0 },	/* not a continuation byte */
	{ "", 0, 0 },
};

TEST_LOOP(utf8, test_utf8_len, NELEM(len_cases))
{
	ck_assert_uint_eq(nt_utf8_len((const unsigned char *)len_cases[_i].s,
	    len_cases[_i].len), len_cases[_i].want);
}
END_TEST

static const struct {
	const char	*s;
	size_t		 span;	/* nt_utf8_span() */
	const char	*clean;	/* nt_utf8_copy() */
} copy_cases[] = {
	{ "", 0, "" },
	{ "Halma", 5, "Halma" },
	{ "Jos\xc3\xa9", 5, "Jos\xc3\xa9" },
	{ "a\xffz", 1, "a\xef\xbf\xbdz" },
	{ "\xc3", 0, "\xef\xbf\xbd" },
	{ "ab\xe2\x82", 2, "ab\xef\xbf\xbd\xef\xbf\xbd" },
};

TEST_LOOP(utf8, test_utf8_copy, NELEM(copy_cases))
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	const char		*s = copy_cases[_i].s;

	ck_assert_uint_eq(nt_utf8_span((const unsigned char *)s, strlen(s)),
	    copy_cases[_i].span);
	ck_assert_int_eq(nt_utf8_copy(&b, s, strlen(s)), 0);
	ck_assert_ptr_nonnull(b.data);
	ck_assert_str_eq(b.data, copy_cases[_i].clean);
	notation_buf_free(&b);
}
END_TEST

/* A number and the text it must give: a code point, an ordinal. */
struct number_case {
	unsigned long	 n;
	const char	*want;
};

static const struct number_case encode_cases[] = {
	{ 0x41, "A" },
	{ 0x7f, "\x7f" },
	{ 0x80, "\xc2\x80" },
	{ 0x7ff, "\xdf\xbf" },
	{ 0x800, "\xe0\xa0\x80" },
	{ 0xffff, "\xef\xbf\xbf" },
	{ 0x10000, "\xf0\x90\x80\x80" },
	{ 0x10ffff, "\xf4\x8f\xbf\xbf" },
};

TEST_LOOP(utf8, test_utf8_encode, NELEM(encode_cases))
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	const char		*want = encode_cases[_i].want;

	ck_assert_int_eq(nt_utf8_encode(&b, encode_cases[_i].n), 0);
	ck_assert_uint_eq(b.len, strlen(want));
	ck_assert_mem_eq(b.data, want, b.len);
	/* What is encoded is well-formed, in one sequence. */
	ck_assert_uint_eq(nt_utf8_len((const unsigned char *)b.data, b.len),
	    b.len);
	notation_buf_free(&b);
}
END_TEST

TEST_ONCE(json, test_json_tokens)
{
	static const char	 esc[] = "\"\\/bfnrt";
	static const char	 meant[] = "\"\\/\b\f\n\r\t";
	size_t			 i;

	for (i = 0; esc[i] != '\0'; i++)
		ck_assert_int_eq(nt_json_escape_char(esc[i]), meant[i]);
	ck_assert_int_eq(nt_json_escape_char('u'), -1);
	ck_assert_int_eq(nt_json_escape_char('q'), -1);
	ck_assert_int_eq(nt_json_escape_char('\''), -1);

	ck_assert_int_eq(nt_json_hex_digit('0'), 0);
	ck_assert_int_eq(nt_json_hex_digit('9'), 9);
	ck_assert_int_eq(nt_json_hex_digit('a'), 10);
	ck_assert_int_eq(nt_json_hex_digit('F'), 15);
	ck_assert_int_eq(nt_json_hex_digit('g'), -1);
	ck_assert_int_eq(nt_json_hex_digit('/'), -1);

	ck_assert_int_eq(nt_json_surrogate(0xd7ff), 0);
	ck_assert_int_eq(nt_json_surrogate(0xd800), JSON_HIGH);
	ck_assert_int_eq(nt_json_surrogate(0xdbff), JSON_HIGH);
	ck_assert_int_eq(nt_json_surrogate(0xdc00), JSON_LOW);
	ck_assert_int_eq(nt_json_surrogate(0xdfff), JSON_LOW);
	ck_assert_int_eq(nt_json_surrogate(0xe000), 0);
	ck_assert_uint_eq(nt_json_surrogate_pair(0xd83d, 0xde00), 0x1f600);
	ck_assert_uint_eq(nt_json_surrogate_pair(0xd800, 0xdc00), 0x10000);
	ck_assert_uint_eq(nt_json_surrogate_pair(0xdbff, 0xdfff), 0x10ffff);
}
END_TEST

/* Each kind of scalar as the value of a key, in a block mapping. */
static const struct {
	const char	*s;
	enum emit_kind	 kind;
	const char	*want;
} emit_cases[] = {
	{ "12", EMIT_BARE, "k: 12\n" },
	{ "null", EMIT_BARE, "k: null\n" },
	{ "games", EMIT_WORD, "k: games\n" },
	{ "a: b", EMIT_WORD, "k: 'a: b'\n" },
	{ "1-0", EMIT_QUOTED, "k: '1-0'\n" },
	{ "Alice", EMIT_QUOTED, "k: 'Alice'\n" },
	{ "Alice", EMIT_STRING, "k: Alice\n" },
	{ "yes", EMIT_STRING, "k: 'yes'\n" },
	{ "1-0", EMIT_STRING, "k: '1-0'\n" },
	{ "", EMIT_STRING, "k: ''\n" },
};

TEST_LOOP(yaml_emit, test_emit, NELEM(emit_cases))
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	yaml_emitter_t		 e;

	ck_assert_int_eq(nt_emit_open(&e, &b, -1), 0);
	ck_assert_int_eq(nt_emit_begin(&e, 0), 0);
	ck_assert_int_eq(nt_emit_map(&e, 0), 0);
	ck_assert_int_eq(nt_emit_scalar(&e, "k", 1, EMIT_WORD), 0);
	ck_assert_int_eq(nt_emit_scalar(&e, emit_cases[_i].s,
	    strlen(emit_cases[_i].s), emit_cases[_i].kind), 0);
	ck_assert_int_eq(nt_emit_map_end(&e), 0);
	ck_assert_int_eq(nt_emit_finish(&e), 0);
	yaml_emitter_delete(&e);
	ck_assert_str_eq(b.data, emit_cases[_i].want);
	notation_buf_free(&b);
}
END_TEST

TEST_ONCE(yaml_emit, test_emit_document)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	yaml_emitter_t		 e;

	/* An explicit start, flow and block collections. */
	ck_assert_int_eq(nt_emit_open(&e, &b, -1), 0);
	ck_assert_int_eq(nt_emit_begin(&e, 1), 0);
	ck_assert_int_eq(nt_emit_seq(&e, 0), 0);
	ck_assert_int_eq(nt_emit_seq(&e, 1), 0);
	ck_assert_int_eq(nt_emit_scalar(&e, "a1", 2, EMIT_WORD), 0);
	ck_assert_int_eq(nt_emit_scalar(&e, "b2", 2, EMIT_WORD), 0);
	ck_assert_int_eq(nt_emit_seq_end(&e), 0);
	ck_assert_int_eq(nt_emit_map(&e, 1), 0);
	ck_assert_int_eq(nt_emit_scalar(&e, "move", 4, EMIT_WORD), 0);
	ck_assert_int_eq(nt_emit_scalar(&e, "40", 2, EMIT_BARE), 0);
	ck_assert_int_eq(nt_emit_map_end(&e), 0);
	ck_assert_int_eq(nt_emit_seq_end(&e), 0);
	ck_assert_int_eq(nt_emit_finish(&e), 0);
	yaml_emitter_delete(&e);
	ck_assert_str_eq(b.data, "---\n- [a1, b2]\n- {move: 40}\n");
	notation_buf_free(&b);
}
END_TEST

static const struct number_case ordinal_cases[] = {
	{ 0, "th" }, { 1, "st" }, { 2, "nd" }, { 3, "rd" }, { 4, "th" },
	{ 11, "th" }, { 12, "th" }, { 13, "th" }, { 21, "st" }, { 22, "nd" },
	{ 23, "rd" }, { 101, "st" }, { 111, "th" }, { 112, "th" },
	{ 1002, "nd" },
};

TEST_LOOP(ordinal, test_ordinal, NELEM(ordinal_cases))
{
	ck_assert_str_eq(notation_ordinal_suffix(ordinal_cases[_i].n),
	    ordinal_cases[_i].want);
}
END_TEST

HARNESS_SUITE("text")
