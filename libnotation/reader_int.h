/*
 * reader_int.h -- what the record reader (reader.c), the YAML and JSON
 * readers (reader_yaml.c) and the writer (writer.c) share, and nobody
 * else sees.
 */
#ifndef NOTATION_READER_INT_H
#define NOTATION_READER_INT_H

#include <stdint.h>
#include <stdio.h>

#include "notation.h"

/*
 * The reader of the YAML and JSON forms (reader_yaml.c,
 * spec/conversion.md).  Every notation_reader has one, made with it and
 * told of every input it is given; while its format is the text format it
 * stays idle, otherwise notation_reader_next() and its kin hand over to it.
 * It reads the same input (a stream or a memory buffer) and produces the
 * same events.  Choosing a format cannot fail.
 */
struct fmt_reader;

struct fmt_reader *nt_fmt_reader_new(const char *file);
void		 nt_fmt_reader_free(struct fmt_reader *);
/* A new input: fp (not closed), or the len bytes at buf (not copied). */
void		 nt_fmt_reader_input(struct fmt_reader *, FILE *fp,
		    const char *buf, size_t len);
/* Is it in charge (a format other than the text format chosen)? */
int		 nt_fmt_reader_active(const struct fmt_reader *);
int		 nt_fmt_reader_next(struct fmt_reader *,
		    struct notation_event *);
void		 nt_fmt_reader_skip_game(struct fmt_reader *);
uint64_t	 nt_fmt_reader_offset(const struct fmt_reader *);

/* reader.c: the side reader of r, for notation_reader_set_format(). */
struct fmt_reader *nt_reader_fmt(notation_reader *r);

#endif /* NOTATION_READER_INT_H */
