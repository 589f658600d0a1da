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

#include "internal.h"
#include "reader_int.h"

struct yaml_reader {
	struct gq		 g;
	struct gq_in		 in;

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
	while ((c = nt_gq_in_get(&fr->in)) >= 0) {
		any = 1;
		if (b->len < GQ_MAX_GAME) {
			if (notation_buf_putc(b, c) == -1)
				*over = 1;
		} else
			*over = 1;
		if (c == '\n' || (c == '\r' && nt_gq_in_peek(&fr->in) != '\n'))
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
	fr->chunk_line = fr->in.line;
	if (fr->held.len > 0) {
		if (notation_buf_put(&fr->chunk, fr->held.data,
		    fr->held.len) == -1)
			fr->big = 1;
		fr->chunk_line = fr->held_line;
		notation_buf_reset(&fr->held);
		content = any = 1;
	}
	for (;;) {
		line = fr->in.line;
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

	nt_gq_error(&fr->g, NOTATION_SYNTAX, y_line(fr, &p->problem_mark),
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
	nt_gq_error(&fr->g, NOTATION_SYNTAX, Y_LINE(ev), Y_COL(ev),
	    "%s must be %s",
	    what, ev->type == YAML_ALIAS_EVENT ? "written out (aliases are "
	    "not supported)" : "a string");
	return -1;
}

#define Y_TEXT(ev)	((const char *)(ev)->data.scalar.value)
#define Y_LEN(ev)	((ev)->data.scalar.length)

/* tags: a mapping of names to values. */
static int
y_tags(struct yaml_reader *fr, yaml_event_t *ev)
{
	yaml_event_t	 k, v;
	int		 rc;

	if (ev->type != YAML_MAPPING_START_EVENT) {
		nt_gq_error(&fr->g, NOTATION_SYNTAX, Y_LINE(ev), Y_COL(ev),
		    "tags must be a mapping of tag names to values");
		return -1;
	}
	for (;;) {
		if (y_next(fr, &k) != 0)
			return -1;
		if (k.type == YAML_MAPPING_END_EVENT) {
			yaml_event_delete(&k);
			return 0;
		}
		if (y_want_scalar(fr, &k, "a tag name") != 0 ||
		    y_next(fr, &v) != 0) {
			yaml_event_delete(&k);
			return -1;
		}
		rc = y_want_scalar(fr, &v, "a tag value");
		if (rc == 0)
			rc = nt_gq_tag(&fr->g, Y_TEXT(&k), Y_LEN(&k), Y_TEXT(
			    &v),
			    Y_LEN(&v), Y_LINE(&k), Y_COL(&k));
		yaml_event_delete(&k);
		yaml_event_delete(&v);
		if (rc != 0)
			return -1;
	}
}

/* comments: a sequence of strings. */
static int
y_comments(struct yaml_reader *fr, yaml_event_t *ev, int after_move)
{
	yaml_event_t	 c;
	int		 rc;

	if (ev->type != YAML_SEQUENCE_START_EVENT) {
		nt_gq_error(&fr->g, NOTATION_SYNTAX, Y_LINE(ev), Y_COL(ev),
		    "comments must be a sequence of strings");
		return -1;
	}
	for (;;) {
		if (y_next(fr, &c) != 0)
			return -1;
		if (c.type == YAML_SEQUENCE_END_EVENT) {
			yaml_event_delete(&c);
			return 0;
		}
		rc = y_want_scalar(fr, &c, "a comment");
		if (rc == 0)
			rc = nt_gq_comment(&fr->g, Y_TEXT(&c), Y_LEN(&c),
			    after_move,
			    Y_LINE(&c), Y_COL(&c));
		yaml_event_delete(&c);
		if (rc != 0)
			return -1;
	}
}

/* A move with comments: a mapping of "move" and "comments". */
static int
y_move_map(struct yaml_reader *fr, yaml_event_t *ev)
{
	yaml_event_t	 k, v;
	int		 rc, have_move = 0, have_comments = 0;
	unsigned long	 line = Y_LINE(ev), col = Y_COL(ev);

	/* The move is made a placeholder first, its comments follow it. */
	for (;;) {
		if (y_next(fr, &k) != 0)
			return -1;
		if (k.type == YAML_MAPPING_END_EVENT) {
			yaml_event_delete(&k);
			break;
		}
		if (y_want_scalar(fr, &k, "a key") != 0 ||
		    y_next(fr, &v) != 0) {
			yaml_event_delete(&k);
			return -1;
		}
		rc = 0;
		if (Y_LEN(&k) == 4 && memcmp(Y_TEXT(&k), "move", 4) == 0 &&
		    !have_move) {
			have_move = 1;
			rc = y_want_scalar(fr, &v, "a move");
			if (rc == 0)
				rc = nt_gq_move(&fr->g, Y_TEXT(&v), Y_LEN(&v),
				    Y_LINE(&v), Y_COL(&v));
		} else if (Y_LEN(&k) == 8 &&
		    memcmp(Y_TEXT(&k), "comments", 8) == 0 && !have_comments) {
			have_comments = 1;
			/* Comments read before the move are its own too. */
			if (!have_move)
				fr->g.nmoves++;
			rc = y_comments(fr, &v, 1);
			if (!have_move)
				fr->g.nmoves--;
		} else {
			nt_gq_error(&fr->g, NOTATION_SYNTAX, Y_LINE(&k), Y_COL(
			    &k),
			    "unknown or repeated key '%.*s' in a move: "
			    "expected move and comments",
			    (int)(Y_LEN(&k) > 40 ? 40 : Y_LEN(&k)), Y_TEXT(&k));
			rc = -1;
		}
		yaml_event_delete(&k);
		yaml_event_delete(&v);
		if (rc != 0)
			return -1;
	}
	if (!have_move) {
		nt_gq_error(&fr->g, NOTATION_SYNTAX, line, col,
		    "a move with comments needs its move");
		return -1;
	}
	return 0;
}

/* moves: a sequence of moves, each a string or a move with comments. */
static int
y_moves(struct yaml_reader *fr, yaml_event_t *ev)
{
	yaml_event_t	 m;
	int		 rc;

	if (ev->type != YAML_SEQUENCE_START_EVENT) {
		nt_gq_error(&fr->g, NOTATION_SYNTAX, Y_LINE(ev), Y_COL(ev),
		    "moves must be a sequence");
		return -1;
	}
	for (;;) {
		if (y_next(fr, &m) != 0)
			return -1;
		if (m.type == YAML_SEQUENCE_END_EVENT) {
			yaml_event_delete(&m);
			return 0;
		}
		if (m.type == YAML_MAPPING_START_EVENT)
			rc = y_move_map(fr, &m);
		else if ((rc = y_want_scalar(fr, &m, "a move")) == 0)
			rc = nt_gq_move(&fr->g, Y_TEXT(&m), Y_LEN(&m), Y_LINE(
			    &m),
			    Y_COL(&m));
		yaml_event_delete(&m);
		if (rc != 0)
			return -1;
	}
}

/* The root of a document: a game. */
static int
y_game(struct yaml_reader *fr, yaml_event_t *root)
{
	yaml_event_t	 k, v;
	int		 key, rc;

	if (root->type != YAML_MAPPING_START_EVENT) {
		nt_gq_error(&fr->g, NOTATION_SYNTAX, Y_LINE(root), Y_COL(root),
		    "a game must be a mapping of tags, comments, moves and "
		    "result");
		return -1;
	}
	for (;;) {
		if (y_next(fr, &k) != 0)
			return -1;
		if (k.type == YAML_MAPPING_END_EVENT) {
			yaml_event_delete(&k);
			return 0;
		}
		if (y_want_scalar(fr, &k, "a key") != 0 ||
		    (key = nt_gq_game_key(&fr->g, Y_TEXT(&k), Y_LEN(&k),
		    Y_LINE(&k),
		    Y_COL(&k))) < 0 || y_next(fr, &v) != 0) {
			yaml_event_delete(&k);
			return -1;
		}
		switch (key) {
		case 0:
			rc = y_tags(fr, &v);
			break;
		case 1:
			rc = y_comments(fr, &v, 0);
			break;
		case 2:
			rc = y_moves(fr, &v);
			break;
		default:
			rc = y_want_scalar(fr, &v, "the result");
			if (rc == 0)
				rc = nt_gq_result(&fr->g, Y_TEXT(&v), Y_LEN(&v),
				    Y_LINE(&v), Y_COL(&v));
			break;
		}
		yaml_event_delete(&k);
		yaml_event_delete(&v);
		if (rc != 0)
			return -1;
	}
}

/*
 * The next game of a YAML stream into the queue, or the end.  A document
 * whose root is empty is no game.
 */
static void
y_read_game(struct yaml_reader *fr)
{
	yaml_event_t	 ev, root;
	unsigned long	 line, col;

	for (;;) {
		if (!fr->yactive) {
			if (!load_chunk(fr)) {
				nt_gq_end_stream(&fr->g, &fr->in);
				return;
			}
			if (fr->big) {
				nt_gq_start(&fr->g, fr->chunk_line, 1);
				nt_gq_error(&fr->g, NOTATION_LIMIT,
				    fr->chunk_line,
				    1,
				    "YAML document longer than %d bytes",
				    GQ_MAX_GAME);
				nt_gq_finish(&fr->g, fr->in.line, fr->in.col);
				return;
			}
			if (!yaml_parser_initialize(&fr->parser)) {
				fr->in.ioerr = ENOMEM;
				nt_gq_end_stream(&fr->g, &fr->in);
				return;
			}
			yaml_parser_set_input_string(&fr->parser,
			    (const unsigned char *)(fr->chunk.data != NULL ?
			    fr->chunk.data : ""), fr->chunk.len);
			fr->yactive = 1;
		}
		if (!yaml_parser_parse(&fr->parser, &ev)) {
			/* A YAML error outside a document: a game of its own. */
			nt_gq_start(&fr->g, y_line(fr,
			    &fr->parser.problem_mark),
			    (unsigned long)fr->parser.problem_mark.column + 1);
			y_parse_error(fr);
			nt_gq_finish(&fr->g, fr->in.line, fr->in.col);
			yaml_stop(fr);
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
			nt_gq_start(&fr->g, line, col);
			y_parse_error(fr);
			nt_gq_finish(&fr->g, fr->in.line, fr->in.col);
			yaml_stop(fr);
			return;
		}
		if (root.type == YAML_SCALAR_EVENT && Y_LEN(&root) == 0 &&
		    root.data.scalar.plain_implicit) {
			yaml_event_delete(&root);
			continue;
		}
		nt_gq_start(&fr->g, line, col);
		if (y_game(fr, &root) != 0 && fr->parser.error != YAML_NO_ERROR) {
			/* The parser cannot go on: drop the document. */
			yaml_event_delete(&root);
			nt_gq_finish(&fr->g, fr->in.line, fr->in.col);
			yaml_stop(fr);
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
				nt_gq_finish(&fr->g, fr->in.line, fr->in.col);
				yaml_stop(fr);
				return;
			}
			if (!yaml_parser_parse(&fr->parser, &ev)) {
				y_parse_error(fr);
				nt_gq_finish(&fr->g, fr->in.line, fr->in.col);
				yaml_stop(fr);
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
		nt_gq_finish(&fr->g, line, col);
		return;
	}
}

/* ------------------------------------------------------------------ */
/* The entry point                                                    */

static void *
yaml_create(const char *file)
{
	struct yaml_reader	*fr;

	if ((fr = calloc(1, sizeof(*fr))) == NULL)
		return NULL;
	if (nt_gq_init(&fr->g, file) == -1) {
		free(fr);
		return NULL;
	}
	return fr;
}

static void
yaml_destroy(void *p)
{
	struct yaml_reader	*fr = p;

	if (fr == NULL)
		return;
	yaml_stop(fr);
	nt_gq_free(&fr->g);
	nt_gq_in_free(&fr->in);
	notation_buf_free(&fr->chunk);
	notation_buf_free(&fr->held);
	notation_buf_free(&fr->lb);
	free(fr);
}

static void
yaml_start(void *p, struct reader_input *src)
{
	struct yaml_reader	*fr = p;

	yaml_stop(fr);
	nt_gq_in_start(&fr->in, src);
	nt_gq_reset(&fr->g);
	notation_buf_reset(&fr->held);
}

static int
yaml_next(void *p, struct notation_event *ev)
{
	struct yaml_reader	*fr = p;

	if (!nt_gq_pending(&fr->g)) {
		if (fr->g.end_queued)
			return 0;
		if (!fr->in.started)
			nt_gq_in_bom(&fr->in);
		y_read_game(fr);
	}
	return nt_gq_next(&fr->g, ev);
}

static void
yaml_skip_game(void *p)
{
	nt_gq_skip_game(&((struct yaml_reader *)p)->g);
}

static uint64_t
yaml_offset(const void *p)
{
	return ((const struct yaml_reader *)p)->in.off;
}

const struct reader_class nt_reader_yaml_class = {
	yaml_create, yaml_destroy, yaml_start, yaml_next, yaml_skip_game,
	yaml_offset
};
