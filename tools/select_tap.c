/*
 * select_tap.c -- halma-select's tap: the input as the reader consumes
 * it (tools/select.h).  The reader is fed through a stdio cookie stream
 * that keeps the bytes it hands on from the start of the current game, so
 * that a game can be copied byte for byte and memory holds one game.
 */
#define _GNU_SOURCE	/* ssize_t, as fopencookie(3) wants it */

#include <sys/types.h>

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "select.h"

#define TAP_CHUNK	(64 * 1024)

/* Read a chunk more from the source; 1 bytes came, 0 end, -1 error. */
static int
tap_more(struct tap *t)
{
	size_t	 n;
	char	*nb;

	if (t->eof)
		return 0;
	if (t->cap - t->len < TAP_CHUNK) {
		if ((nb = realloc(t->buf, t->len + TAP_CHUNK)) == NULL) {
			errno = ENOMEM;
			return -1;
		}
		t->buf = nb;
		t->cap = t->len + TAP_CHUNK;
	}
	n = fread(t->buf + t->len, 1, TAP_CHUNK, t->src);
	t->len += n;
	if (n < TAP_CHUNK) {
		t->eof = 1;
		if (ferror(t->src)) {
			if (errno == 0)
				errno = EIO;
			return n > 0 ? 1 : -1;
		}
	}
	return n > 0;
}

ssize_t
tap_read(void *cookie, char *out, size_t n)
{
	struct tap	*t = cookie;
	size_t		 k;
	int		 rc;

	if (t->served == t->len && (rc = tap_more(t)) <= 0)
		return rc;
	k = t->len - t->served;
	if (k > n)
		k = n;
	memcpy(out, t->buf + t->served, k);
	t->served += k;
	return (ssize_t)k;
}

int
tap_close(void *cookie)
{
	return 0;
}

/* The byte at stream offset off, reading ahead if need be; -1 past the end. */
int
tap_byte(struct tap *t, uint64_t off)
{
	while (off >= t->base + t->len)
		if (tap_more(t) <= 0)
			return -1;
	return (unsigned char)t->buf[off - t->base];
}

/* Forget the bytes before stream offset off (already written). */
void
tap_drop(struct tap *t, uint64_t off)
{
	size_t	 k = (size_t)(off - t->base);

	if (k == 0)
		return;
	memmove(t->buf, t->buf + k, t->len - k);
	t->len -= k;
	t->served -= k;
	t->base = off;
}

/*
 * Where a game ends in the bytes (spec/select.md, "Byte for byte"): after
 * its last token, and after the blanks and the one line end that follow
 * it on its line, if nothing else does.
 */
uint64_t
tap_cut(struct tap *t, uint64_t end)
{
	uint64_t	 o = end;
	int		 c;

	while ((c = tap_byte(t, o)) == ' ' || c == '\t')
		o++;
	if (c == '\r') {
		if (tap_byte(t, ++o) == '\n')
			o++;
		return o;
	}
	if (c == '\n')
		return o + 1;
	return c == -1 ? o : end;
}
