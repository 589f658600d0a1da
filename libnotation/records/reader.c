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
 *
 * The front also keeps the order of calls: a reader given no input says
 * so rather than read as an empty file, and the format cannot change
 * once the input's first event was handed out.
 */
#include <assert.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "records/records.h"
#include "notation.h"
#include "records/reader_int.h"

/* Bytes read ahead at a time to recognise the format, and at most. */
#define LOOK_STEP	512
#define LOOK_MAX	(64 * 1024)

#define NFORMATS	NT_NFORMATS
#define CLASS(F, f)	[NOTATION_FORMAT_##F] = &nt_reader_##f##_class,

/* NULL at NOTATION_FORMAT_AUTO, which is no format. */
static const struct reader_class *const classes[NFORMATS] = {
	NT_FORMATS(CLASS)
};

struct notation_reader {
	char			*file;		/* for diagnostics; owned */
	enum notation_format	 forced;	/* or NOTATION_FORMAT_AUTO */
	int			 format;	/* picked; -1 not yet */
	void			*impl[NFORMATS];
	/* The picked format's next() and reader, NULL until picked. */
	int			(*next)(void *, struct notation_event *);
	void			*cur;
	struct reader_input	 in;
	char			*look;		/* bytes read ahead */
	size_t			 lookcap;
	int			 has_input;	/* a stream or buffer was set */
	int			 said;		/* no input: events handed out */
	int			 ended;		/* the input's end handed out */
	struct notation_diag	 diag;		/* the no-input error */
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
	r->next = NULL;
	r->said = 0;
	r->ended = 0;
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
		    (r->impl[i] = classes[i]->create()) == NULL)
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

/* A NULL stream is no input, as if none had been set. */
void
notation_reader_set_file(notation_reader *r, FILE *fp)
{
	assert(r != NULL);
	input_reset(r, fp, NULL, 0);
	r->has_input = fp != NULL;
}

void
notation_reader_set_buffer(notation_reader *r, const char *data, size_t len)
{
	assert(r != NULL);
	input_reset(r, NULL, data, len);
	/* NULL and a length is no buffer: said, not read as empty. */
	r->has_input = data != NULL || len == 0;
}

/*
 * Between the input's first event and its end, another format would read
 * the rest from the middle (and from line 1 again): refused, nothing
 * changed.  Before the first event it is the current input's format,
 * after the end that of the next.
 */
static int
midstream(notation_reader *r, struct notation_diag *d, const char *call,
    const char *what)
{
	if ((r->format < 0 || r->ended) && r->said != 1)
		return 0;
	if (d != NULL) {
		d->file = r->file;
		d->line = d->column = d->game = d->ply = 0;
	}
	return notation_diag_set(d, NOTATION_SYNTAX, "notation_reader_%s() "
	    "after the input's first event: the %s is that of the whole "
	    "input (set it before the first notation_reader_next(), or set "
	    "the input again)", call, what);
}

int
notation_reader_set_format(notation_reader *r, enum notation_format format,
    struct notation_diag *d)
{
	assert(r != NULL);
	if (midstream(r, d, "set_format", "format") != 0)
		return NOTATION_SYNTAX;
	if ((int)format < 0 || format >= NFORMATS || classes[format] == NULL)
		format = NOTATION_FORMAT_AUTO;
	r->forced = format;
	return 0;
}

/*
 * The name of the inputs from now on, as the format: the format readers
 * point at the reader's copy from the input's first event to its end.
 */
int
notation_reader_set_name(notation_reader *r, const char *file,
    struct notation_diag *d)
{
	char	*copy = NULL;

	assert(r != NULL);
	if (midstream(r, d, "set_name", "name") != 0)
		return NOTATION_SYNTAX;
	if (file != NULL && (copy = strdup(file)) == NULL) {
		if (d != NULL) {
			d->file = r->file;
			d->line = d->column = d->game = d->ply = 0;
		}
		return notation_diag_set(d, NOTATION_LIMIT, "out of memory");
	}
	free(r->file);
	r->file = copy;
	return 0;
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
	r->in.name = r->file;
	classes[f]->start(r->impl[f], &r->in);
	r->next = classes[f]->next;
	r->cur = r->impl[f];
}

/*
 * No stream and no buffer was set: an io error, then the end, as for a
 * stream that cannot be read; then 0.
 */
static int
no_input(notation_reader *r, struct notation_event *ev)
{
	memset(ev, 0, sizeof(*ev));
	switch (r->said) {
	case 0:
		notation_diag_clear(&r->diag);
		r->diag.file = r->file;
		notation_diag_set(&r->diag, NOTATION_IO, "no input to read: "
		    "the reader was given neither a stream nor a buffer (a "
		    "buffer is not NULL, unless it is empty)");
		ev->type = NOTATION_EV_ERROR;
		ev->diag = &r->diag;
		break;
	case 1:
		ev->type = NOTATION_EV_END;
		break;
	default:
		return 0;
	}
	r->said++;
	return 1;
}

int
notation_reader_next(notation_reader *r, struct notation_event *ev)
{
	assert(r != NULL && ev != NULL);
	/* Once picked, the format's reader is asked straight away. */
	if (r->next == NULL) {
		if (!r->has_input)
			return no_input(r, ev);
		pick(r);
	}
	if (r->next(r->cur, ev) == 0) {
		r->ended = 1;
		return 0;
	}
	if (ev->type == NOTATION_EV_END)
		r->ended = 1;
	return 1;
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

int
nt_reader_move_cut(const notation_reader *r)
{
	if (r->format < 0 || classes[r->format]->move_cut == NULL)
		return 0;
	return classes[r->format]->move_cut(r->impl[r->format]);
}

/* Only the text format's own reader runs (not PDN's: reader_pdn.c). */
int
nt_reader_run(notation_reader *r, struct nt_run *run)
{
	if (r->format != NOTATION_FORMAT_HGN)
		return 0;
	return nt_hgn_run(r->impl[NOTATION_FORMAT_HGN], run);
}

void
nt_reader_run_end(notation_reader *r, const struct nt_run *run)
{
	nt_hgn_run_end(r->impl[NOTATION_FORMAT_HGN], run);
}

int
nt_reader_tags(notation_reader *r, struct nt_run *run)
{
	if (r->format != NOTATION_FORMAT_HGN)
		return 0;
	return nt_hgn_tags(r->impl[NOTATION_FORMAT_HGN], run);
}

void
nt_reader_tags_end(notation_reader *r, const struct nt_run *run, int startag)
{
	nt_hgn_tags_end(r->impl[NOTATION_FORMAT_HGN], run, startag);
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
