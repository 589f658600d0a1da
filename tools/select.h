/*
 * select.h -- what halma-select's files share: the tap that keeps the
 * input's bytes for copying (select_tap.c) and the games seen
 * (select_seen.c).
 */
#ifndef TOOLS_SELECT_H
#define TOOLS_SELECT_H

#include <sys/types.h>

#include <stdint.h>
#include <stdio.h>

#include "notation.h"

/*
 * The tap: the input as the reader consumes it.  The bytes kept are
 * those from stream offset base on (the current game's): the first
 * 'spilled' of them in a temporary file once a game outgrows TAP_HOLD
 * bytes (spec/select.md, "Memory"), the rest in buf.
 */
struct tap {
	FILE		*src;
	const char	*name;		/* of the input, for messages */
	char		*buf;		/* buf[head] is at offset
					   base + spilled */
	size_t		 head;		/* bytes before it are dropped */
	size_t		 len;
	size_t		 cap;
	size_t		 served;	/* handed to the reader: buf[0..served) */
	uint64_t	 base;
	FILE		*spill;		/* NULL until a game outgrows memory */
	uint64_t	 spilled;
	int		 eof;
};

/* The cookie stream's read and close (fopencookie(3)). */
ssize_t	 tap_read(void *cookie, char *out, size_t n);
int	 tap_close(void *cookie);
/* The byte at stream offset off, reading ahead if need be; -1 past the end. */
int	 tap_byte(struct tap *, uint64_t off);
/* Forget the bytes before stream offset off (already written). */
void	 tap_drop(struct tap *, uint64_t off);
/*
 * Hand the kept bytes before stream offset end to put, in order; -1,
 * said on the standard error, if the temporary file cannot be read back.
 */
int	 tap_emit(struct tap *, uint64_t end,
	    void (*put)(void *, const char *, size_t), void *arg);
/* The offset just past the bytes read so far. */
uint64_t tap_end(const struct tap *);
/* Free what the tap holds. */
void	 tap_free(struct tap *);
/* Where a game whose last token ends at 'end' ends in the bytes. */
uint64_t tap_cut(struct tap *, uint64_t end);

/* The same game: a 128-bit hash of rule set, start and moves. */
struct h128 {
	uint64_t	 a;
	uint64_t	 b;
};

void	 h_init(struct h128 *);
void	 h_word(struct h128 *, uint64_t w);
void	 h_bytes(struct h128 *, const char *s, size_t len);
/* A move as --unique tells moves apart (select_seen.c). */
void	 h_move(struct h128 *, const notation_game *g,
	    const struct notation_move *m, const char *text, size_t len);

/* The games seen: open addressing on the hash, never a record kept. */
struct seen {
	struct h128	*slot;
	size_t		 n;
	size_t		 cap;	/* a power of two */
};

/* Add h; 1 if it was there already, 0 if new. */
int	 seen_add(struct seen *, struct h128 h);

#endif /* TOOLS_SELECT_H */
