/*
 * reader.c -- the reader front: it owns the input, picks the format
 * reader (spec/record-format.md, "Recognising the format") and hands
 * every call on to it.
 *
 * The stages are libyaml's: this front knows the format readers only by
 * their classes (reader_int.h), and they know nothing of each other or of
 * the front.  A format is picked once per input: the one set with
 * notation_reader_set_format(), or else the one the first bytes show.
 * To look at a stream's first bytes the front reads them ahead; the
 * input hands them to the format reader before any more of the stream.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "notation.h"
#include "reader_int.h"

/* Bytes read ahead at a time to recognise the format, and at most. */
#define LOOK_STEP	512
#define LOOK_MAX	(64 * 1024)

#define NFORMATS	(NOTATION_FORMAT_PUN + 1)

/* NULL at NOTATION_FORMAT_AUTO, which is no format. */
static const struct reader_class *const classes[NFORMATS] = {
	[NOTATION_FORMAT_HGN] = &nt_reader_hgn_class,
	[NOTATION_FORMAT_JSON] = &nt_reader_json_class,
	[NOTATION_FORMAT_YAML] = &nt_reader_yaml_class,
	[NOTATION_FORMAT_PUN] = &nt_reader_pun_class
};

struct notation_reader {
	char			*file;		/* for diagnostics; owned */
	enum notation_format	 forced;	/* or NOTATION_FORMAT_AUTO */
	int			 format;	/* picked; -1 not yet */
	void			*impl[NFORMATS];
	struct reader_input	 in;
	char			*look;		/* bytes read ahead */
	size_t			 lookcap;
};

static void
input_reset(notation_reader *r, FILE *fp, const char *mem, size_t len)
{
	memset(&r->in, 0, sizeof(r->in));
	r->in.fp = fp;
	r->in.mem = mem;
	r->in.memlen = mem != NULL ? len : 0;
	r->in.eof = fp == NULL;
	r->format = -1;
}

notation_reader *
notation_reader_new(const char *file)
{
	notation_reader	*r;
	int		 i;

	if ((r = calloc(1, sizeof(*r))) == NULL)
		return NULL;
	if (file != NULL && (r->file = strdup(file)) == NULL)
		goto fail;
	/* All are made now, so that picking one later cannot fail. */
	for (i = 0; i < NFORMATS; i++)
		if (classes[i] != NULL &&
		    (r->impl[i] = classes[i]->create(file)) == NULL)
			goto fail;
	r->forced = NOTATION_FORMAT_AUTO;
	input_reset(r, NULL, NULL, 0);
	return r;
fail:
	notation_reader_free(r);
	return NULL;
}

void
notation_reader_free(notation_reader *r)
{
	int	 i;

	if (r == NULL)
		return;
	for (i = 0; i < NFORMATS; i++)
		if (r->impl[i] != NULL)
			classes[i]->destroy(r->impl[i]);
	free(r->look);
	free(r->file);
	free(r);
}

void
notation_reader_set_file(notation_reader *r, FILE *fp)
{
	input_reset(r, fp, NULL, 0);
}

void
notation_reader_set_buffer(notation_reader *r, const char *data, size_t len)
{
	input_reset(r, NULL, data, len);
}

void
notation_reader_set_format(notation_reader *r, enum notation_format format)
{
	if (format != NOTATION_FORMAT_HGN && format != NOTATION_FORMAT_JSON &&
	    format != NOTATION_FORMAT_YAML && format != NOTATION_FORMAT_PUN)
		format = NOTATION_FORMAT_AUTO;
	r->forced = format;
}

/*
 * Read ahead from the stream until the first bytes show the format, at
 * most LOOK_MAX of them; the text format when they show nothing.  A read
 * error ends the look; the format reader reports it.
 */
static int
look_ahead(notation_reader *r)
{
	size_t	 len = 0, n, ncap;
	char	*nb;
	int	 f;

	for (;;) {
		if ((f = nt_reader_detect(r->look, len, r->in.eof)) >= 0)
			break;
		if (len >= LOOK_MAX) {
			f = NOTATION_FORMAT_HGN;
			break;
		}
		if (r->lookcap < len + LOOK_STEP) {
			ncap = r->lookcap == 0 ? LOOK_STEP : r->lookcap * 2;
			if ((nb = realloc(r->look, ncap)) == NULL) {
				r->in.ioerr = ENOMEM;
				r->in.eof = 1;
				f = NOTATION_FORMAT_HGN;
				break;
			}
			r->look = nb;
			r->lookcap = ncap;
		}
		errno = 0;
		n = fread(r->look + len, 1, LOOK_STEP, r->in.fp);
		len += n;
		if (n < LOOK_STEP) {
			if (ferror(r->in.fp))
				r->in.ioerr = errno != 0 ? errno : EIO;
			r->in.eof = 1;
		}
	}
	r->in.ahead = r->look;
	r->in.aheadlen = len;
	r->in.aheadpos = 0;
	return f;
}

/* Pick the format reader of the input and start it. */
static void
pick(notation_reader *r)
{
	int	 f = r->forced;

	if (f == NOTATION_FORMAT_AUTO)
		f = r->in.fp == NULL ? nt_reader_detect(r->in.mem, r->in.memlen,
		    1) : look_ahead(r);
	r->format = f;
	classes[f]->start(r->impl[f], &r->in);
}

int
notation_reader_next(notation_reader *r, struct notation_event *ev)
{
	if (r->format < 0)
		pick(r);
	return classes[r->format]->next(r->impl[r->format], ev);
}

void
notation_reader_skip_game(notation_reader *r)
{
	if (r->format >= 0)
		classes[r->format]->skip_game(r->impl[r->format]);
}

uint64_t
notation_reader_offset(const notation_reader *r)
{
	if (r->format < 0)
		return 0;
	return classes[r->format]->offset(r->impl[r->format]);
}

enum notation_format
notation_reader_format(const notation_reader *r)
{
	return r->format >= 0 ? (enum notation_format)r->format : r->forced;
}

const char *
notation_reader_file(const notation_reader *r)
{
	return r->file;
}
