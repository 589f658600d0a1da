/*
 * utf8.c -- the library's one UTF-8 checker (RFC 3629: no overlong forms,
 * no surrogates, nothing above U+10FFFF), and the one encoder.
 *
 * Records may hold any bytes; JSON, YAML and the statistics' keys carry
 * only UTF-8.  Every place that checks, cleans or encodes asks here, so
 * that what one reader calls well-formed no writer calls otherwise.
 */
#include <stddef.h>

#include "internal.h"

#define REPLACEMENT	"\xef\xbf\xbd"	/* U+FFFD */

size_t
nt_utf8_len(const unsigned char *s, size_t len)
{
	size_t		 n, k;
	unsigned	 c;

	if (len == 0)
		return 0;
	if ((c = s[0]) < 0x80)
		return 1;
	n = c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 :
	    c >= 0xf0 && c <= 0xf4 ? 4 : 0;
	if (n == 0 || len < n)
		return 0;
	for (k = 1; k < n; k++)
		if ((s[k] & 0xc0) != 0x80)
			return 0;
	if ((c == 0xe0 && s[1] < 0xa0) || (c == 0xed && s[1] > 0x9f) ||
	    (c == 0xf0 && s[1] < 0x90) || (c == 0xf4 && s[1] > 0x8f))
		return 0;
	return n;
}

size_t
nt_utf8_span(const unsigned char *s, size_t len)
{
	size_t	 i, n;

	for (i = 0; i < len; i += n)
		if ((n = nt_utf8_len(s + i, len - i)) == 0)
			return i;
	return len;
}

int
nt_utf8_copy(struct notation_buf *out, const char *s, size_t len)
{
	size_t	 i, n;
	int	 rc;

	rc = notation_buf_put(out, "", 0);
	for (i = 0; i < len; i += n) {
		if ((n = nt_utf8_len((const unsigned char *)s + i, len - i)) ==
		    0) {
			rc |= notation_buf_puts(out, REPLACEMENT);
			n = 1;
		} else
			rc |= notation_buf_put(out, s + i, n);
	}
	return rc != 0 ? -1 : 0;
}

int
nt_utf8_encode(struct notation_buf *out, unsigned long cp)
{
	char	 b[4];
	size_t	 n;

	if (cp < 0x80) {
		b[0] = (char)cp;
		n = 1;
	} else if (cp < 0x800) {
		b[0] = (char)(0xc0 | (cp >> 6));
		b[1] = (char)(0x80 | (cp & 0x3f));
		n = 2;
	} else if (cp < 0x10000) {
		b[0] = (char)(0xe0 | (cp >> 12));
		b[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
		b[2] = (char)(0x80 | (cp & 0x3f));
		n = 3;
	} else {
		b[0] = (char)(0xf0 | (cp >> 18));
		b[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
		b[2] = (char)(0x80 | ((cp >> 6) & 0x3f));
		b[3] = (char)(0x80 | (cp & 0x3f));
		n = 4;
	}
	return notation_buf_put(out, b, n);
}
