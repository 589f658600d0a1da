/*
 * reader_int.h -- what the reader front (reader.c) and the format readers
 * below it share, and nobody else sees.
 *
 * The stages follow libyaml's: the front owns the input and picks a
 * format reader; each format reader (reader_hgn.c, reader_json.c,
 * reader_yaml.c) hands the front one entry point, its class below, and
 * knows nothing of the others.  What two readers both need lives here:
 * the input (reader_input.c) and, for the readers that read a whole game
 * before handing out its events, the game queue (reader_queue.c).
 */
#ifndef NOTATION_READER_INT_H
#define NOTATION_READER_INT_H

#include <stdint.h>
#include <stdio.h>

#include "notation.h"
#include "records/records.h"

/* ------------------------------------------------------------------ */
/* The input (reader_input.c)                                         */

/*
 * One input: a stream, or a memory buffer.  Before a format reader is
 * picked, the front may have read the first bytes of a stream to look at
 * them (spec/record-format.md, "Recognising the format"); those bytes
 * are "ahead", and nt_reader_input_read() hands them out first.
 */
struct reader_input {
	FILE		*fp;		/* NULL for memory input */
	const char	*mem;		/* memory input: all of it */
	size_t		 memlen;
	const char	*ahead;		/* bytes read ahead from fp */
	size_t		 aheadlen;
	size_t		 aheadpos;
	int		 eof;		/* fp has nothing more to give */
	int		 ioerr;		/* errno of a read error, or 0 */
	const char	*name;		/* the input's name, the front's */
};

/*
 * Up to n bytes of a stream input into dst, the bytes read ahead first;
 * fewer only at the end of the stream or on a read error (in->ioerr).
 */
size_t	nt_reader_input_read(struct reader_input *in, char *dst, size_t n);

/*
 * The format the content of an input shows (spec/record-format.md,
 * "Recognising the format") from its first len bytes; at_end says they
 * are the whole input.  -1 when more bytes are needed to decide.
 */
int	nt_reader_detect(const char *s, size_t len, int at_end);

/* ------------------------------------------------------------------ */
/* Format readers                                                     */

/*
 * A format reader, as the front sees it.  create and destroy make and
 * free one (create NULL when memory ran out); start gives it a new input
 * to read from its first byte (a leading byte-order mark is the reader's
 * to pass over), and the name its diagnostics give it (input->name, not
 * the format reader's: it lives until the next start); next, skip_game
 * and offset are notation_reader_next(), notation_reader_skip_game() and
 * notation_reader_offset() for it;
 * move_cut, NULL where a game is read whole, is nt_reader_move_cut().
 */
struct reader_class {
	void		*(*create)(void);
	void		 (*destroy)(void *);
	void		 (*start)(void *, struct reader_input *);
	int		 (*next)(void *, struct notation_event *);
	void		 (*skip_game)(void *);
	uint64_t	 (*offset)(const void *);
	int		 (*move_cut)(const void *);
};

/* nt_reader_run() and nt_reader_run_end() of the text format's reader. */
int	nt_hgn_run(void *, struct nt_run *);
void	nt_hgn_run_end(void *, const struct nt_run *);
int	nt_hgn_tags(void *, struct nt_run *);
void	nt_hgn_tags_end(void *, const struct nt_run *, int);

#define NT_READER_EXTERN(F, f)						\
	extern const struct reader_class nt_reader_##f##_class;
NT_FORMATS(NT_READER_EXTERN)		/* reader_hgn.c, reader_json.c, ... */

/* ------------------------------------------------------------------ */
/* Reading a game whole (reader_queue.c): the JSON and YAML readers   */

/*
 * The byte input of a reader that counts lines as the text format does
 * (CR, LF and CR LF each end one).
 */
struct gq_in {
	struct reader_input *src;
	char		*own;		/* read buffer for a stream */
	const char	*buf;
	size_t		 blen;
	size_t		 bpos;
	int		 eof;
	int		 ioerr;
	int		 started;	/* a leading BOM was looked at */
	uint64_t	 off;
	unsigned long	 line;		/* of the next byte */
	unsigned long	 col;
	int		 cr;		/* the last byte was a CR */
};

void	nt_gq_in_start(struct gq_in *, struct reader_input *src);
void	nt_gq_in_free(struct gq_in *);
/* The next byte, or -1 at the end; in_get consumes it. */
int	nt_gq_in_peek(struct gq_in *);
int	nt_gq_in_get(struct gq_in *);
/* Pass over a byte-order mark at the very start. */
void	nt_gq_in_bom(struct gq_in *);

/*
 * Of a byte peeked (-1 at the end), for the line-based formats (PUN, the
 * per-hop log): it ends the line (the end of the input, LF or CR), or it
 * is a blank within one (space or tab).
 */
static inline int
nt_gq_is_eol(int c)
{
	return c < 0 || c == '\n' || c == '\r';
}

static inline int
nt_gq_is_blank(int c)
{
	return c == ' ' || c == '\t';
}

#define GQ_MAX_DIAGS	4			/* diagnostics kept per game */
#define GQ_MAX_GAME	(16 * 1024 * 1024)	/* bytes of one game */

/*
 * Bytes read from a stream at a time, and the longest token, tag pair or
 * comment body the text reader keeps (spec/record-format.md, "Limits").
 * The fuzz build makes both small (fuzz/Makefile), so that inputs of a
 * few kilobytes cross refills and reach the limit.
 */
#ifndef NT_READ_CHUNK
#define NT_READ_CHUNK	(64 * 1024)
#endif
#ifndef NT_TOKEN_MAX
#define NT_TOKEN_MAX	(1024 * 1024)
#endif

/* Where an event goes in its game: the order of the text format. */
enum gq_section {
	SEC_START = 0,
	SEC_DIAG,
	SEC_TAGS,
	SEC_COMMENTS,
	SEC_MOVES,
	SEC_RESULT,
	SEC_END
};

struct gq_ev;

/*
 * The events of one game, read whole, put in the order of the text
 * format and handed out one per call (spec/conversion.md).
 */
struct gq {
	const char		*file;		/* the input's name */
	struct notation_buf	 arena;
	struct gq_ev		*q;
	size_t			 nq;
	size_t			 capq;
	size_t			 qhead;
	struct notation_diag	 diags[GQ_MAX_DIAGS];
	int			 ndiags;
	unsigned long		 game;
	int			 failed;	/* an error: skip the rest */
	int			 utf8_warned;
	size_t			 nmoves;
	unsigned		 seen;		/* keys given, a bit each */
	int			 has_result;
	int			 end_queued;
};

int	nt_gq_init(struct gq *);
void	nt_gq_free(struct gq *);
/* A new input: nothing queued, no game read. */
void	nt_gq_reset(struct gq *);
/* Make ready for the next game; what is queued now belongs to it. */
void	nt_gq_begin(struct gq *);
/* The game begins at line, col. */
void	nt_gq_open(struct gq *, unsigned long line, unsigned long col);
void	nt_gq_start(struct gq *, unsigned long line, unsigned long col);
void	nt_gq_error(struct gq *, enum notation_code, unsigned long line,
	    unsigned long col, const char *fmt, ...)
	    __attribute__((format(printf, 5, 6)));
/* Each 0, or -1 after an error of the game. */
int	nt_gq_tag(struct gq *, const char *name, size_t nlen, const char *v,
	    size_t vlen, unsigned long line, unsigned long col);
int	nt_gq_comment(struct gq *, const char *s, size_t len, int after_move,
	    unsigned long line, unsigned long col);
int	nt_gq_move(struct gq *, const char *s, size_t len, unsigned long line,
	    unsigned long col);
int	nt_gq_result(struct gq *, const char *s, size_t len, unsigned long line,
	    unsigned long col);
/*
 * The key of a game's member (tags, comments, moves, result): its index,
 * or -1 after an error when it is unknown or given twice.
 */
int	nt_gq_game_key(struct gq *, const char *k, size_t len,
	    unsigned long line, unsigned long col);
/* The game is complete: sorted, its end queued. */
void	nt_gq_finish(struct gq *, unsigned long line, unsigned long col);
/* The whole input is read (a read error of in reported first). */
void	nt_gq_end_stream(struct gq *, struct gq_in *in);
/* Anything left to hand out? */
int	nt_gq_pending(const struct gq *);
/* Hand out the next queued event: 1, or 0 if none. */
int	nt_gq_next(struct gq *, struct notation_event *);
void	nt_gq_skip_game(struct gq *);

/*
 * A reader that reads a game whole, as the front sees it: its queue and
 * its byte input, at the start of the format's own reader struct, and
 * the format's part.  read_game() reads the next game into the queue (or
 * ends the stream); start() forgets what the last input left, destroy()
 * frees what the format holds (either NULL when there is nothing).  The
 * front's class functions for it are the nt_gq_reader_ ones; only create
 * is the format's, which calls nt_gq_reader_new() (NULL when memory ran
 * out).
 */
struct gq_reader;

struct gq_format {
	size_t		 size;		/* of the format's reader struct */
	void		 (*read_game)(struct gq_reader *);
	void		 (*start)(struct gq_reader *);
	void		 (*destroy)(struct gq_reader *);
};

struct gq_reader {
	const struct gq_format	*fmt;
	struct gq		 g;
	struct gq_in		 in;
};

void	*nt_gq_reader_new(const struct gq_format *);
void	 nt_gq_reader_destroy(void *);
void	 nt_gq_reader_start(void *, struct reader_input *);
int	 nt_gq_reader_next(void *, struct notation_event *);
void	 nt_gq_reader_skip_game(void *);
uint64_t nt_gq_reader_offset(const void *);

/*
 * The front's class (named cls) of a format that reads a game whole: its
 * create() (named create) makes a reader of the gq_format fmt, the other
 * entry points are the nt_gq_reader_ ones.
 */
#define GQ_READER_CLASS(cls, create, fmt)				\
static void *								\
create(void)								\
{									\
	return nt_gq_reader_new(&(fmt));				\
}									\
const struct reader_class cls = {					\
	create, nt_gq_reader_destroy, nt_gq_reader_start,		\
	nt_gq_reader_next, nt_gq_reader_skip_game, nt_gq_reader_offset,	\
	NULL								\
}

/* ------------------------------------------------------------------ */
/* JSON tokens (reader_jlex.c): the JSON and star-log readers          */

enum jtok {
	J_EOF = 0,
	J_LBRACE,
	J_RBRACE,
	J_LBRACKET,
	J_RBRACKET,
	J_COLON,
	J_COMMA,
	J_STRING,	/* decoded into lx->tmp */
	J_NUMBER,	/* its text in lx->tmp */
	J_LITERAL,	/* true, false, null: which in lx->tmp */
	J_BAD		/* reported */
};

struct jtoken {
	enum jtok	 type;
	unsigned long	 line;
	unsigned long	 col;
};

/*
 * A tokenizer over a reader's byte input; its errors go to the game g
 * (nt_gq_error()).  tmp holds the last string (decoded) or number (as
 * written); key the key of the member nt_jlex_each() is at, and where.
 */
struct jlex {
	struct gq		*g;
	struct gq_in		*in;
	struct notation_buf	 tmp;
	struct notation_buf	 key;
	unsigned long		 key_line;
	unsigned long		 key_col;
};

/* An array element or object member: 0, or -1 after an error. */
typedef int (*jlex_item)(struct jlex *, const struct jtoken *t,
    const char *key, size_t klen, void *arg);

/* Read from in for g; lx zeroed once, its buffers kept from input to input. */
void	 nt_jlex_init(struct jlex *, struct gq *g, struct gq_in *in);
void	 nt_jlex_free(struct jlex *);
/* The next token (blanks and line ends passed over); J_BAD is reported. */
enum jtok nt_jlex_next(struct jlex *, struct jtoken *t);
/* The next token must be want: 0, or -1 with an error. */
int	 nt_jlex_expect(struct jlex *, enum jtok want, const char *where);
/* t is not what was wanted: -1, with an error unless t is one already. */
int	 nt_jlex_unexpected(struct jlex *, const struct jtoken *t,
	    const char *want);
/*
 * The elements of an array or the members of an object, after its
 * opening bracket: item() reads each one, for an object after its key
 * (in lx->key, valid until the item reads a key of its own) and ':'.
 */
int	 nt_jlex_each(struct jlex *, int object, const char *what,
	    jlex_item item, void *arg);
/* Pass over the value whose first token is t: 0, or -1 after an error. */
int	 nt_jlex_skip(struct jlex *, const struct jtoken *t);

#endif /* NOTATION_READER_INT_H */
