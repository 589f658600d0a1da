/*
 * reader_yaml.c -- the YAML form of game records, read into the same
 * events as the text format (spec/conversion.md).  The front (reader.c)
 * reaches it through nt_reader_yaml_class alone; a game is read whole
 * (reader_queue.c).
 *
 * YAML is parsed with libyaml, one document at a time: the input is cut
 * at the lines that start a document ("---"), which YAML forbids inside
 * any scalar, and each piece gets a parser of its own.  A syntax error
 * thus loses one game, never the rest of the stream.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <yaml.h>

#include "records/records.h"
#include "records/reader_int.h"

struct yaml_reader {
	struct gq_reader	 gr;		/* first: queue and input */

	/* The current document's bytes and their parser. */
	struct notation_buf	 chunk;
	struct notation_buf	 held;		/* a "---" line read ahead */
	struct notation_buf	 lb;
	unsigned long		 chunk_line;
	unsigned long		 held_line;
	int			 big;
	int			 yactive;
	yaml_parser_t		 parser;
};

static void
yaml_stop(struct yaml_reader *fr)
{
	if (fr->yactive)
		yaml_parser_delete(&fr->parser);
	fr->yactive = 0;
}


/*
 * One line of the input, its line end included, into b; 0 at the end of
 * the input.  Past GQ_MAX_GAME bytes the line is read but not kept (*over).
 */
static int
read_line(struct yaml_reader *fr, struct notation_buf *b, int *over)
{
	int	 c, any = 0;

	notation_buf_reset(b);
	*over = 0;
	while ((c = nt_gq_in_get(&fr->gr.in)) >= 0) {
		any = 1;
		if (b->len < GQ_MAX_GAME) {
			if (notation_buf_putc(b, c) == -1)
				*over = 1;
		} else
			*over = 1;
		if (c == '\n' ||
		    (c == '\r' && nt_gq_in_peek(&fr->gr.in) != '\n'))
			break;
	}
	return any;
}

/* A line that starts a document: "---", then a blank or the line end. */
static int
doc_start(const struct notation_buf *b)
{
	return b->len >= 3 && memcmp(b->data, "---", 3) == 0 &&
	    (b->len == 3 || (b->data[3] != '\0' &&
	    strchr(" \t\r\n", b->data[3]) != NULL));
}

/* A line that holds no document content: blank, a comment, a directive. */
static int
no_content(const struct notation_buf *b)
{
	size_t	 i = 0;

	if (b->len > 0 && b->data[0] == '%')
		return 1;
	while (i < b->len && (b->data[i] == ' ' || b->data[i] == '\t'))
		i++;
	return i == b->len || (b->data[i] != '\0' &&
	    strchr("#\r\n", b->data[i]) != NULL);
}

/*
 * The bytes of the next document into fr->chunk: the lines up to the
 * next one that starts a document, unless nothing but blank lines,
 * comments and directives came before it (spec/conversion.md).  0 at the
 * end of the input.
 */
static int
load_chunk(struct yaml_reader *fr)
{
	unsigned long	 line;
	int		 content = 0, over, any = 0;

	notation_buf_reset(&fr->chunk);
	fr->big = 0;
	fr->chunk_line = fr->gr.in.line;
	if (fr->held.len > 0) {
		if (notation_buf_put(&fr->chunk, fr->held.data,
		    fr->held.len) == -1)
			fr->big = 1;
		fr->chunk_line = fr->held_line;
		notation_buf_reset(&fr->held);
		content = any = 1;
	}
	for (;;) {
		line = fr->gr.in.line;
		if (!read_line(fr, &fr->lb, &over))
			break;
		any = 1;
		if (doc_start(&fr->lb)) {
			if (content) {
				if (notation_buf_put(&fr->held, fr->lb.data,
				    fr->lb.len) == -1)
					fr->big = 1;
				fr->held_line = line;
				break;
			}
			content = 1;
		} else if (!content && !no_content(&fr->lb))
			content = 1;
		if (over || fr->chunk.len + fr->lb.len > GQ_MAX_GAME ||
		    notation_buf_put(&fr->chunk, fr->lb.data, fr->lb.len) == -1)
			fr->big = 1;
	}
	return any;
}

/* libyaml's marks are 0-based and count from the start of the chunk. */
static unsigned long
y_line(const struct yaml_reader *fr, const yaml_mark_t *m)
{
	return fr->chunk_line + (unsigned long)m->line;
}

static void
y_parse_error(struct yaml_reader *fr)
{
	const yaml_parser_t	*p = &fr->parser;

	nt_gq_error(&fr->gr.g, NOTATION_SYNTAX, y_line(fr, &p->problem_mark),
	    (unsigned long)p->problem_mark.column + 1, "YAML: %s%s%s",
	    p->problem != NULL ? p->problem : "syntax error",
	    p->context != NULL ? " " : "",
	    p->context != NULL ? p->context : "");
}

/* The next event of the document; -1 (the game failed) on a YAML error. */
static int
y_next(struct yaml_reader *fr, yaml_event_t *ev)
{
	if (!yaml_parser_parse(&fr->parser, ev)) {
		y_parse_error(fr);
		return -1;
	}
	return 0;
}

#define Y_LINE(ev)	y_line(fr, &(ev)->start_mark)
#define Y_COL(ev)	((unsigned long)(ev)->start_mark.column + 1)

/* The event must be a scalar, the value of what. */
static int
y_want_scalar(struct yaml_reader *fr, const yaml_event_t *ev, const char *what)
{
	if (ev->type == YAML_SCALAR_EVENT)
		return 0;
	nt_gq_error(&fr->gr.g, NOTATION_SYNTAX, Y_LINE(ev), Y_COL(ev),
	    "%s must be %s",
	    what, ev->type == YAML_ALIAS_EVENT ? "written out (aliases are "
	    "not supported)" : "a string");
	return -1;
}

#define Y_TEXT(ev)	((const char *)(ev)->data.scalar.value)
#define Y_LEN(ev)	((ev)->data.scalar.length)

/*
 * A mapping or a sequence of a game, and what to do with each of its
 * items.  For a mapping each key must be a scalar (what 'key' says it
 * is), which key_ok(), if given, looks at before its value is read; then
 * item(fr, key, value, arg).  For a sequence, item(fr, NULL, item, arg).
 */
struct y_list {
	yaml_event_type_t	 start;
	const char		*not_one;	/* the error when it is not */
	const char		*key;
	int			 (*key_ok)(struct yaml_reader *,
				    const yaml_event_t *, void *);
	int			 (*item)(struct yaml_reader *, yaml_event_t *,
				    yaml_event_t *, void *);
};

/* The items of the list whose first event is ev; each event freed after. */
static int
y_each(struct yaml_reader *fr, const yaml_event_t *ev, const struct y_list *l,
    void *arg)
{
	yaml_event_t	 k, v;
	int		 map = l->start == YAML_MAPPING_START_EVENT, rc;

	if (ev->type != l->start) {
		nt_gq_error(&fr->gr.g, NOTATION_SYNTAX, Y_LINE(ev), Y_COL(ev),
		    "%s", l->not_one);
		return -1;
	}
	for (;;) {
		if (y_next(fr, &k) != 0)
			return -1;
		if (k.type == (map ? YAML_MAPPING_END_EVENT :
		    YAML_SEQUENCE_END_EVENT)) {
			yaml_event_delete(&k);
			return 0;
		}
		if (!map) {
			rc = l->item(fr, NULL, &k, arg);
			yaml_event_delete(&k);
		} else if (y_want_scalar(fr, &k, l->key) != 0 ||
		    (l->key_ok != NULL && l->key_ok(fr, &k, arg) != 0) ||
		    y_next(fr, &v) != 0) {
			yaml_event_delete(&k);
			return -1;
		} else {
			rc = l->item(fr, &k, &v, arg);
			yaml_event_delete(&k);
			yaml_event_delete(&v);
		}
		if (rc != 0)
			return -1;
	}
}

/* tags: a mapping of names to values. */
static int
y_tag(struct yaml_reader *fr, yaml_event_t *k, yaml_event_t *v, void *arg)
{
	if (y_want_scalar(fr, v, "a tag value") != 0)
		return -1;
	return nt_gq_tag(&fr->gr.g, Y_TEXT(k), Y_LEN(k), Y_TEXT(v), Y_LEN(v),
	    Y_LINE(k), Y_COL(k));
}

static const struct y_list y_tags = {
	YAML_MAPPING_START_EVENT,
	"tags must be a mapping of tag names to values", "a tag name", NULL,
	y_tag
};

/* comments: a sequence of strings; arg says whether after a move. */
static int
y_comment(struct yaml_reader *fr, yaml_event_t *k, yaml_event_t *c, void *arg)
{
	if (y_want_scalar(fr, c, "a comment") != 0)
		return -1;
	return nt_gq_comment(&fr->gr.g, Y_TEXT(c), Y_LEN(c), *(int *)arg,
	    Y_LINE(c), Y_COL(c));
}

static const struct y_list y_comments = {
	YAML_SEQUENCE_START_EVENT, "comments must be a sequence of strings",
	NULL, NULL, y_comment
};

/* A move with comments: a mapping of "move" and "comments". */
struct y_move {
	int	 have_move;
	int	 have_comments;
};

static int
y_move_member(struct yaml_reader *fr, yaml_event_t *k, yaml_event_t *v,
    void *arg)
{
	struct y_move	*ym = arg;
	int		 rc, after = 1;

	if (Y_LEN(k) == 4 && memcmp(Y_TEXT(k), "move", 4) == 0 &&
	    !ym->have_move) {
		ym->have_move = 1;
		if (y_want_scalar(fr, v, "a move") != 0)
			return -1;
		return nt_gq_move(&fr->gr.g, Y_TEXT(v), Y_LEN(v), Y_LINE(v),
		    Y_COL(v));
	}
	if (Y_LEN(k) == 8 && memcmp(Y_TEXT(k), "comments", 8) == 0 &&
	    !ym->have_comments) {
		ym->have_comments = 1;
		/* Comments read before the move are its own too. */
		if (!ym->have_move)
			fr->gr.g.nmoves++;
		rc = y_each(fr, v, &y_comments, &after);
		if (!ym->have_move)
			fr->gr.g.nmoves--;
		return rc;
	}
	nt_gq_error(&fr->gr.g, NOTATION_SYNTAX, Y_LINE(k), Y_COL(k),
	    "unknown or repeated key '%.*s' in a move: "
	    "expected move and comments",
	    (int)(Y_LEN(k) > 40 ? 40 : Y_LEN(k)), Y_TEXT(k));
	return -1;
}

static const struct y_list y_move_map = {
	YAML_MAPPING_START_EVENT, NULL, "a key", NULL, y_move_member
};

/* moves: a sequence of moves, each a string or a move with comments. */
static int
y_move(struct yaml_reader *fr, yaml_event_t *k, yaml_event_t *m, void *arg)
{
	struct y_move	 ym = { 0, 0 };

	if (m->type == YAML_MAPPING_START_EVENT) {
		if (y_each(fr, m, &y_move_map, &ym) != 0)
			return -1;
		if (!ym.have_move) {
			nt_gq_error(&fr->gr.g, NOTATION_SYNTAX, Y_LINE(m),
			    Y_COL(m), "a move with comments needs its move");
			return -1;
		}
		return 0;
	}
	if (y_want_scalar(fr, m, "a move") != 0)
		return -1;
	return nt_gq_move(&fr->gr.g, Y_TEXT(m), Y_LEN(m), Y_LINE(m), Y_COL(m));
}

static const struct y_list y_moves = {
	YAML_SEQUENCE_START_EVENT, "moves must be a sequence", NULL, NULL,
	y_move
};

/* The root of a document: a game.  arg is the key's index. */
static int
y_game_key(struct yaml_reader *fr, const yaml_event_t *k, void *arg)
{
	return (*(int *)arg = nt_gq_game_key(&fr->gr.g, Y_TEXT(k), Y_LEN(k),
	    Y_LINE(k), Y_COL(k))) < 0 ? -1 : 0;
}

static int
y_game_member(struct yaml_reader *fr, yaml_event_t *k, yaml_event_t *v,
    void *arg)
{
	int	 before = 0;

	switch (*(int *)arg) {
	case 0:
		return y_each(fr, v, &y_tags, NULL);
	case 1:
		return y_each(fr, v, &y_comments, &before);
	case 2:
		return y_each(fr, v, &y_moves, NULL);
	default:
		if (y_want_scalar(fr, v, "the result") != 0)
			return -1;
		return nt_gq_result(&fr->gr.g, Y_TEXT(v), Y_LEN(v), Y_LINE(v),
		    Y_COL(v));
	}
}

static const struct y_list y_game = {
	YAML_MAPPING_START_EVENT,
	"a game must be a mapping of tags, comments, moves and result",
	"a key", y_game_key, y_game_member
};

/*
 * The game ends where the input stands, and the rest of its document is
 * dropped: the parser stops.
 */
static void
y_drop(struct yaml_reader *fr)
{
	nt_gq_finish(&fr->gr.g, fr->gr.in.line, fr->gr.in.col);
	yaml_stop(fr);
}

/* A YAML error that makes a game of its own, starting at line, col. */
static void
y_error_game(struct yaml_reader *fr, unsigned long line, unsigned long col)
{
	nt_gq_start(&fr->gr.g, line, col);
	y_parse_error(fr);
	y_drop(fr);
}

/*
 * The next game of a YAML stream into the queue, or the end.  A document
 * whose root is empty is no game.
 */
static void
y_read_game(struct gq_reader *gr)
{
	struct yaml_reader	*fr = (struct yaml_reader *)gr;
	yaml_event_t		 ev, root;
	unsigned long		 line, col;
	int			 key;

	for (;;) {
		if (!fr->yactive) {
			if (!load_chunk(fr)) {
				nt_gq_end_stream(&gr->g, &gr->in);
				return;
			}
			if (fr->big) {
				nt_gq_start(&gr->g, fr->chunk_line, 1);
				nt_gq_error(&gr->g, NOTATION_LIMIT,
				    fr->chunk_line, 1,
				    "YAML document longer than %d bytes",
				    GQ_MAX_GAME);
				nt_gq_finish(&gr->g, gr->in.line, gr->in.col);
				return;
			}
			if (!yaml_parser_initialize(&fr->parser)) {
				gr->in.ioerr = ENOMEM;
				nt_gq_end_stream(&gr->g, &gr->in);
				return;
			}
			yaml_parser_set_input_string(&fr->parser,
			    (const unsigned char *)(fr->chunk.data != NULL ?
			    fr->chunk.data : ""), fr->chunk.len);
			fr->yactive = 1;
		}
		if (!yaml_parser_parse(&fr->parser, &ev)) {
			/* A YAML error outside a document: a game of its own. */
			y_error_game(fr, y_line(fr, &fr->parser.problem_mark),
			    (unsigned long)fr->parser.problem_mark.column + 1);
			return;
		}
		if (ev.type == YAML_STREAM_END_EVENT) {
			yaml_event_delete(&ev);
			yaml_stop(fr);
			continue;
		}
		if (ev.type != YAML_DOCUMENT_START_EVENT) {
			yaml_event_delete(&ev);
			continue;
		}
		line = Y_LINE(&ev);
		col = Y_COL(&ev);
		yaml_event_delete(&ev);
		if (!yaml_parser_parse(&fr->parser, &root)) {
			y_error_game(fr, line, col);
			return;
		}
		if (root.type == YAML_SCALAR_EVENT && Y_LEN(&root) == 0 &&
		    root.data.scalar.plain_implicit) {
			yaml_event_delete(&root);
			continue;
		}
		nt_gq_start(&gr->g, line, col);
		if (y_each(fr, &root, &y_game, &key) != 0 &&
		    fr->parser.error != YAML_NO_ERROR) {
			/* The parser cannot go on: drop the document. */
			yaml_event_delete(&root);
			y_drop(fr);
			return;
		}
		yaml_event_delete(&root);
		/* Read to the end of the document, whatever is left of it. */
		for (;;) {
			/*
			 * Unless it nests flow collections deeper than any
			 * game can: libyaml's scanner spends time in
			 * proportion to that depth on every token, so a
			 * megabyte of '[' would take hours.  The broken
			 * document is dropped instead.
			 */
			if (fr->parser.flow_level > 64) {
				y_drop(fr);
				return;
			}
			if (!yaml_parser_parse(&fr->parser, &ev)) {
				y_parse_error(fr);
				y_drop(fr);
				return;
			}
			if (ev.type == YAML_DOCUMENT_END_EVENT) {
				line = Y_LINE(&ev);
				col = Y_COL(&ev);
				yaml_event_delete(&ev);
				break;
			}
			yaml_event_delete(&ev);
		}
		nt_gq_finish(&gr->g, line, col);
		return;
	}
}

/* ------------------------------------------------------------------ */
/* The entry point (reader_queue.c's, for a game read whole)          */

static void
yaml_start(struct gq_reader *gr)
{
	struct yaml_reader	*fr = (struct yaml_reader *)gr;

	yaml_stop(fr);
	notation_buf_reset(&fr->held);
}

static void
yaml_destroy(struct gq_reader *gr)
{
	struct yaml_reader	*fr = (struct yaml_reader *)gr;

	yaml_stop(fr);
	notation_buf_free(&fr->chunk);
	notation_buf_free(&fr->held);
	notation_buf_free(&fr->lb);
}

static const struct gq_format yaml_format = {
	sizeof(struct yaml_reader), y_read_game, yaml_start, yaml_destroy
};

GQ_READER_CLASS(nt_reader_yaml_class, yaml_create, yaml_format);
