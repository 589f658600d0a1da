/*
 * buf.c -- growable text buffers, the library's only way to hand text out.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"

/* Make room for more bytes and the NUL after them: the rare, slow part. */
int
nt_buf_grow(struct notation_buf *b, size_t more)
{
	size_t	 cap;
	char	*p;

	cap = b->cap ? b->cap : 64;
	while (cap < b->len + more + 1) {
		if (cap > (size_t)-1 / 2)
			return -1;
		cap *= 2;
	}
	if ((p = realloc(b->data, cap)) == NULL)
		return -1;
	b->data = p;
	b->cap = cap;
	return 0;
}

int
notation_buf_put(struct notation_buf *b, const char *s, size_t len)
{
	return nt_buf_put(b, s, len);
}

int
notation_buf_puts(struct notation_buf *b, const char *s)
{
	return notation_buf_put(b, s, strlen(s));
}

int
notation_buf_putc(struct notation_buf *b, int c)
{
	if (nt_buf_room(b, 1) == -1)
		return -1;
	b->data[b->len++] = (char)c;
	b->data[b->len] = '\0';
	return 0;
}

int
notation_buf_printf(struct notation_buf *b, const char *fmt, ...)
{
	va_list	 ap;
	size_t	 room;
	int	 n;

	/*
	 * Formatted once into the room there is, most often enough; a
	 * second time after growing when it was not.
	 */
	room = b->data != NULL ? b->cap - b->len : 0;
	va_start(ap, fmt);
	n = vsnprintf(room > 0 ? b->data + b->len : NULL, room, fmt, ap);
	va_end(ap);
	if (n < 0 || ((size_t)n >= room && nt_buf_room(b, (size_t)n) == -1)) {
		/* What a first try wrote past the end is taken back. */
		if (b->data != NULL)
			b->data[b->len] = '\0';
		return -1;
	}
	if ((size_t)n >= room) {
		va_start(ap, fmt);
		vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
		va_end(ap);
	}
	b->len += (size_t)n;
	return 0;
}

void
notation_buf_reset(struct notation_buf *b)
{
	b->len = 0;
	if (b->data != NULL)
		b->data[0] = '\0';
}

size_t
nt_fmt_ulong(char *out, unsigned long n)
{
	char	 rev[20];
	size_t	 len = 0, i;

	/* Most move numbers: no loop, and a multiplication for the tens. */
	if (n < 10) {
		out[0] = (char)('0' + n);
		return 1;
	}
	if (n < 100) {
		out[0] = (char)('0' + n / 10);
		out[1] = (char)('0' + n % 10);
		return 2;
	}
	do {
		rev[len++] = (char)('0' + n % 10);
		n /= 10;
	} while (n > 0);
	for (i = 0; i < len; i++)
		out[i] = rev[len - 1 - i];
	return len;
}

void
nt_buf_cut(struct notation_buf *b, size_t len)
{
	b->len = len;
	if (b->data != NULL)
		b->data[len] = '\0';
}

void *
nt_array_grow(void *p, size_t *cap, size_t n, size_t size, size_t first)
{
	size_t	 c;

	if (n < *cap)
		return p;
	c = *cap != 0 ? *cap * 2 : first;
	if ((p = reallocarray(p, c, size)) != NULL)
		*cap = c;
	return p;
}

void
notation_buf_free(struct notation_buf *b)
{
	if (b == NULL)
		return;
	free(b->data);
	b->data = NULL;
	b->len = b->cap = 0;
}

/*
 * JSON strings (RFC 8259): escape the quote, the backslash and every
 * control character; bytes >= 0x80 pass through (the input is UTF-8 or is
 * reported as an encoding problem elsewhere), except that invalid UTF-8
 * is replaced by U+FFFD so that the output is always valid JSON.
 */
#define PLAIN(c)	NT_JSON_PLAIN(c)
#define PLAIN4(c)	PLAIN(c), PLAIN((c) + 1), PLAIN((c) + 2), PLAIN((c) + 3)
#define PLAIN16(c)	PLAIN4(c), PLAIN4((c) + 4), PLAIN4((c) + 8), \
			PLAIN4((c) + 12)
#define PLAIN64(c)	PLAIN16(c), PLAIN16((c) + 16), PLAIN16((c) + 32), \
			PLAIN16((c) + 48)

/*
 * The bytes a JSON string holds as they are, as a table: one look-up a
 * byte, where four comparisons took a third of the cost of a game
 * converted to JSON.
 */
static const unsigned char json_plain[256] = {
	PLAIN64(0), PLAIN64(64), PLAIN64(128), PLAIN64(192)
};
#define JSON_PLAIN(c)	json_plain[(c)]

int
notation_buf_json_string(struct notation_buf *b, const char *s, size_t len)
{
	const unsigned char	*p = (const unsigned char *)s;
	size_t			 i, n, k;
	unsigned		 c;

	/* No byte to escape (a move, most tags): quoted in one copy. */
	for (k = 0; k < len && JSON_PLAIN(p[k]); k++)
		continue;
	if (k == len) {
		if (nt_buf_room(b, len + 2) == -1)
			return -1;
		b->data[b->len++] = '"';
		if (len > 0)
			memcpy(b->data + b->len, s, len);
		b->len += len;
		b->data[b->len++] = '"';
		b->data[b->len] = '\0';
		return 0;
	}
	if (notation_buf_putc(b, '"') == -1)
		return -1;
	for (i = 0; i < len; i++) {
		/* A run of printable ASCII that needs no escape: one copy. */
		for (k = i; k < len && JSON_PLAIN(p[k]); k++)
			continue;
		if (k > i) {
			if (notation_buf_put(b, s + i, k - i) == -1)
				return -1;
			if ((i = k) == len)
				break;
		}
		c = p[i];
		if (c == '"' || c == '\\') {
			if (notation_buf_putc(b, '\\') == -1 ||
			    notation_buf_putc(b, (int)c) == -1)
				return -1;
		} else if (c < 0x20 || c == 0x7f) {
			if (notation_buf_printf(b, "\\u%04x", c) == -1)
				return -1;
		} else if (c < 0x80) {
			if (notation_buf_putc(b, (int)c) == -1)
				return -1;
		} else {
			/* Length of a well-formed UTF-8 sequence, or 0. */
			n = c >= 0xc2 && c <= 0xdf ? 2 :
			    c >= 0xe0 && c <= 0xef ? 3 :
			    c >= 0xf0 && c <= 0xf4 ? 4 : 0;
			for (k = 1; n && k < n; k++)
				if (i + k >= len || (p[i + k] & 0xc0) != 0x80)
					n = 0;
			if (n == 3 && ((c == 0xe0 && p[i + 1] < 0xa0) ||
			    (c == 0xed && p[i + 1] > 0x9f)))
				n = 0;
			if (n == 4 && ((c == 0xf0 && p[i + 1] < 0x90) ||
			    (c == 0xf4 && p[i + 1] > 0x8f)))
				n = 0;
			if (n == 0) {
				if (notation_buf_puts(b, "\xef\xbf\xbd") == -1)
					return -1;
			} else {
				if (notation_buf_put(b, s + i, n) == -1)
					return -1;
				i += n - 1;
			}
		}
	}
	return notation_buf_putc(b, '"');
}
