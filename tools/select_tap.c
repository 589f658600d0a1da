/*
 * select_tap.c -- halma-select's tap: the input as the reader consumes
 * it (tools/select.h).  The reader is fed through a stdio cookie stream
 * that keeps the bytes it hands on from the start of the current game, so
 * that a game can be copied byte for byte.  Memory holds at most TAP_HOLD
 * bytes and a chunk: the start of a longer game (junk with no blank
 * line in it reads as one) waits in a temporary file.
 */
#define _GNU_SOURCE	/* ssize_t, as fopencookie(3) wants it */

#include <sys/types.h>

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "select.h"

#define TAP_CHUNK	(64 * 1024)
/*
 * The bytes kept in memory before the older ones go to the file, and the
 * newest bytes handed on that stay there: the reader's place, where
 * tap_byte() and tap_cut() look, lags behind what it was handed by its
 * own buffers (a chunk of the reader and one of stdio), far less.
 */
#define TAP_HOLD	(2 * 1024 * 1024)
#define TAP_LAG		(1024 * 1024)

/*
 * The bytes kept to the start of the buffer: the dropped ones are left
 * where they are until the buffer needs their room, so that a game's end
 * moves no bytes (a move of what is read ahead at every game cost a
 * sixth of halma-select --valid).
 */
static void
tap_compact(struct tap *t)
{
	if (t->head == 0)
		return;
	memmove(t->buf, t->buf + t->head, t->len - t->head);
	t->len -= t->head;
	t->served -= t->head;
	t->head = 0;
}

/* Move the bytes handed on but the last TAP_LAG to the file; -1 error. */
static int
tap_spill(struct tap *t)
{
	size_t	 k;

	tap_compact(t);
	if (t->served <= TAP_LAG)
		return 0;
	k = t->served - TAP_LAG;
	if (t->spill == NULL && (t->spill = tmpfile()) == NULL)
		return -1;
	if (fseeko(t->spill, (off_t)t->spilled, SEEK_SET) == -1 ||
	    fwrite(t->buf, 1, k, t->spill) != k)
		return -1;
	memmove(t->buf, t->buf + k, t->len - k);
	t->len -= k;
	t->served -= k;
	t->spilled += k;
	return 0;
}

/* Read a chunk more from the source; 1 bytes came, 0 end, -1 error. */
static int
tap_more(struct tap *t)
{
	size_t	 n;
	char	*nb;

	if (t->eof)
		return 0;
	if (t->len - t->head >= TAP_HOLD && tap_spill(t) == -1)
		return -1;
	if (t->cap - t->len < TAP_CHUNK)
		tap_compact(t);
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

uint64_t
tap_end(const struct tap *t)
{
	return t->base + t->spilled + (t->len - t->head);
}

/*
 * The byte at stream offset off, reading ahead if need be; -1 past the
 * end (and before the bytes in memory, where no caller looks).
 */
int
tap_byte(struct tap *t, uint64_t off)
{
	if (off < t->base + t->spilled)
		return -1;
	while (off >= tap_end(t))
		if (tap_more(t) <= 0)
			return -1;
	return (unsigned char)t->buf[t->head + (off - t->base - t->spilled)];
}

/* Forget the bytes before stream offset off (already written). */
void
tap_drop(struct tap *t, uint64_t off)
{
	size_t	 k;

	if (off <= t->base)
		return;
	/*
	 * The file's bytes all lie before the reader's place (TAP_LAG is
	 * far more than the reader reads ahead); were off among them, it is
	 * taken as their end, never as a place before the memory's start.
	 */
	if (t->spilled > 0) {
		t->base += t->spilled;
		t->spilled = 0;
	}
	if (off < t->base)
		off = t->base;
	k = (size_t)(off - t->base);
	t->head += k;
	t->base = off;
}

int
tap_emit(struct tap *t, uint64_t end, void (*put)(void *, const char *,
    size_t), void *arg)
{
	char		 b[TAP_CHUNK];
	uint64_t	 left = t->spilled;
	size_t		 n;
	int		 bad = 0;

	if (left > 0 && fseeko(t->spill, 0, SEEK_SET) == -1)
		bad = 1;
	while (!bad && left > 0) {
		n = left < sizeof(b) ? (size_t)left : sizeof(b);
		if (fread(b, 1, n, t->spill) != n)
			bad = 1;
		else
			put(arg, b, n);
		left -= n;
	}
	if (bad) {
		tool_io_diag(t->name, "the start of a long game cannot be "
		    "read back from its temporary file", errno ? errno : EIO);
		return -1;
	}
	if (end > t->base + t->spilled)
		put(arg, t->buf + t->head, (size_t)(end - t->base - t->spilled));
	return 0;
}

void
tap_free(struct tap *t)
{
	free(t->buf);
	if (t->spill != NULL)
		fclose(t->spill);
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
