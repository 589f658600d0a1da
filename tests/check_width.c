/*
 * check_width.c -- how many terminal columns a text takes (utf8.c,
 * nt_utf8_width(); spec/statistics.md, "Formats"): ASCII, accents
 * precomposed and combining, CJK, Hangul syllables and jamo, fullwidth
 * and halfwidth forms, emoji alone, with a skin tone, with a variation
 * selector and joined by zero width joiners, format characters, controls,
 * and bytes that are not UTF-8.  Internal; the suite links the static
 * library.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "base/base.h"

SUITE_TCASE(width, "width", NULL, NULL, 0);

/*
 * Byte strings and their widths, counted code point by code point as a
 * terminal advances its cursor (a sequence that some terminals draw as one
 * glyph, such as an emoji with a skin tone, counts each of its parts).
 */
static const struct {
	const char	*what;
	const char	*s;
	size_t		 want;
} width_cases[] = {
	{ "empty", "", 0 },
	{ "ASCII", "White", 5 },
	{ "ASCII punctuation", "Smith, J. (NL)", 14 },
	{ "precomposed e acute", "Caf\xc3\xa9", 4 },
	{ "e and combining acute", "Cafe\xcc\x81", 4 },
	{ "two combining marks", "a\xcc\x81\xcc\xa3", 1 },
	{ "enclosing circle", "a\xe2\x83\x9d", 1 },
	{ "Latin, Greek, Cyrillic", "\xc3\x85\xce\xa9\xd0\xb6", 3 },
	{ "Arabic with fatha", "\xd8\xa8\xd9\x8e", 1 },
	{ "CJK ideographs", "\xe4\xb8\xad\xe6\x96\x87", 4 },
	{ "CJK and ASCII", "\xe7\x8e\x8b\xe5\xb0\x8f\xe6\x98\x8e (CN)", 11 },
	{ "CJK extension B", "\xf0\xa0\x80\x80", 2 },
	{ "ideographic space", "\xe3\x80\x80", 2 },
	{ "hiragana", "\xe3\x81\x82\xe3\x81\x84", 4 },
	{ "katakana, halfwidth", "\xef\xbd\xb1\xef\xbd\xb2", 2 },
	{ "Hangul syllables", "\xed\x95\x9c\xea\xb5\xad\xec\x96\xb4", 6 },
	{ "Hangul jamo L V T", "\xe1\x84\x92\xe1\x85\xa1\xe1\x86\xab", 2 },
	{ "fullwidth Latin", "\xef\xbc\xa1\xef\xbc\xa2", 4 },
	{ "fullwidth digit and sign", "\xef\xbc\x91\xef\xbf\xa5", 4 },
	{ "emoji", "\xf0\x9f\x98\x80", 2 },
	{ "emoji in text", "GG \xf0\x9f\x8e\x89!", 6 },
	{ "emoji, skin tone", "\xf0\x9f\x91\x8d\xf0\x9f\x8f\xbd", 4 },
	{ "heart, text style, VS16", "\xe2\x9d\xa4\xef\xb8\x8f", 1 },
	{ "emoji ZWJ family",
	    "\xf0\x9f\x91\xa8\xe2\x80\x8d\xf0\x9f\x91\xa9\xe2\x80\x8d"
	    "\xf0\x9f\x91\xa7", 6 },
	{ "flag (two regional indicators)",
	    "\xf0\x9f\x87\xb3\xf0\x9f\x87\xb1", 2 },
	{ "zero width space", "a\xe2\x80\x8b" "b", 2 },
	{ "byte order mark", "\xef\xbb\xbf" "ab", 2 },
	{ "soft hyphen", "ab\xc2\xad" "c", 4 },
	{ "variation selector 17", "\xe8\xbe\xbb\xf3\xa0\x84\x80", 2 },
	{ "tab and escape", "a\tb\033", 2 },
	{ "lone continuation byte", "a\x80" "b", 3 },
	{ "0xff", "\xff", 1 },
	{ "CJK cut short", "\xe4\xb8", 2 },
	{ "overlong slash", "a\xc0\xaf" "b", 4 },
	{ "surrogate", "\xed\xa0\x80", 3 },
	{ "above U+10FFFF", "\xf4\x90\x80\x80", 4 },
};

TEST_LOOP(width, test_width, NELEM(width_cases))
{
	const char	*s = width_cases[_i].s;

	ck_assert_msg(nt_utf8_width(s, strlen(s)) == width_cases[_i].want,
	    "%s: width %zu, want %zu", width_cases[_i].what,
	    nt_utf8_width(s, strlen(s)), width_cases[_i].want);
}
END_TEST

/* Code points at the edges of the tables' ranges. */
static const struct {
	unsigned long	 cp;
	int		 want;
} cp_cases[] = {
	{ 0x00, 0 }, { 0x1f, 0 }, { 0x20, 1 }, { 0x7e, 1 }, { 0x7f, 0 },
	{ 0x9f, 0 }, { 0xa0, 1 }, { 0xad, 1 },
	{ 0x2ff, 1 }, { 0x300, 0 }, { 0x36f, 0 }, { 0x370, 1 },
	{ 0x10ff, 1 }, { 0x1100, 2 }, { 0x115f, 2 }, { 0x1160, 0 },
	{ 0x11ff, 0 }, { 0x1200, 1 },
	{ 0x200b, 0 }, { 0x200d, 0 }, { 0x2010, 1 },
	{ 0x2e7f, 1 }, { 0x2e80, 2 }, { 0x303f, 1 },
	{ 0x4e00, 2 }, { 0x9fff, 2 }, { 0xa4c6, 2 }, { 0xa4d0, 1 },
	{ 0xac00, 2 }, { 0xd7a3, 2 }, { 0xd7b0, 0 }, { 0xd7ff, 0 },
	{ 0xe000, 1 }, { 0xfe00, 0 }, { 0xfe0f, 0 }, { 0xfeff, 0 },
	{ 0xff00, 1 }, { 0xff01, 2 }, { 0xff60, 2 }, { 0xff61, 1 },
	{ 0xffe0, 2 }, { 0xffe6, 2 }, { 0xffe8, 1 }, { 0xfffd, 1 },
	{ 0x1f1e6, 1 }, { 0x1f300, 2 }, { 0x1f3fb, 2 }, { 0x1f600, 2 },
	{ 0x1f64f, 2 }, { 0x1f650, 1 }, { 0x1f9ff, 2 },
	{ 0x20000, 2 }, { 0x2fffd, 2 }, { 0x30000, 2 }, { 0x3fffd, 2 },
	{ 0x3fffe, 1 }, { 0xe0001, 0 }, { 0xe0100, 0 }, { 0xe01ef, 0 },
	{ 0x10fffd, 1 }, { 0x10ffff, 1 }, { 0x110000, 1 },
};

TEST_LOOP(width, test_cp_width, NELEM(cp_cases))
{
	ck_assert_msg(nt_utf8_cp_width(cp_cases[_i].cp) == cp_cases[_i].want,
	    "U+%04lX: width %d, want %d", cp_cases[_i].cp,
	    nt_utf8_cp_width(cp_cases[_i].cp), cp_cases[_i].want);
}
END_TEST

/*
 * Every scalar value, encoded alone, measures as its code point does: the
 * decoder inside nt_utf8_width() agrees with the encoder everywhere.
 */
TEST_ONCE(width, test_every_code_point)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	unsigned long		 cp;

	for (cp = 0; cp <= 0x10ffff; cp++) {
		if (cp >= 0xd800 && cp <= 0xdfff)
			continue;
		/* No ck_assert in the loop: each one talks to the runner. */
		notation_buf_reset(&b);
		if (nt_utf8_encode(&b, cp) != 0)
			ck_abort_msg("U+%04lX: out of memory", cp);
		if (nt_utf8_width(b.data, b.len) !=
		    (size_t)nt_utf8_cp_width(cp))
			ck_abort_msg("U+%04lX: %zu columns encoded, %d alone",
			    cp, nt_utf8_width(b.data, b.len),
			    nt_utf8_cp_width(cp));
	}
	notation_buf_free(&b);
}
END_TEST

/* Every prefix and every cut of a mixed text: no crash, no overcount. */
TEST_ONCE(width, test_cuts)
{
	static const char	 s[] = "a\xe4\xb8\xad\xf0\x9f\x98\x80"
	    "e\xcc\x81\xef\xbc\xa1";
	size_t			 i, j, n = sizeof(s) - 1;

	for (i = 0; i <= n; i++)
		for (j = i; j <= n; j++)
			ck_assert_uint_le(nt_utf8_width(s + i, j - i), j - i);
	ck_assert_uint_eq(nt_utf8_width(s, n), 1 + 2 + 2 + 1 + 2);
}
END_TEST

HARNESS_SUITE("width")
