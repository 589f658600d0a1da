/*
 * reader_json.c -- the JSON form of game records (JSON Lines, or arrays
 * of game objects), read into the same events as the text format
 * (spec/conversion.md).  The front (reader.c) reaches it through
 * nt_reader_json_class alone; a game is read whole (reader_queue.c).
 *
 * JSON is read by the library's one JSON tokenizer (reader_jlex.c),
 * which says why it is not libyaml.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "records/records.h"
#include "records/reader_int.h"

struct json_reader {
	struct gq_reader	 gr;		/* first: queue and input */
	int			 in_array;	/* inside a top-level array */
	int			 array_first;
	struct jlex		 lx;		/* the tokenizer over gr.in */
};

/* A tag: key and a string (or a number, kept as written). */
static int
j_tag(struct jlex *lx, const struct jtoken *t, const char *name,
    size_t nlen, void *arg)
{
	if (t->type != J_STRING && t->type != J_NUMBER)
		return nt_jlex_unexpected(lx, t, "a tag value (a string)");
	return nt_gq_tag(lx->g, name, nlen, lx->tmp.data, lx->tmp.len,
	    t->line, t->col);
}

static int
j_comment(struct jlex *lx, const struct jtoken *t, const char *key,
    size_t klen, void *arg)
{
	if (t->type != J_STRING)
		return nt_jlex_unexpected(lx, t, "a comment (a string)");
	return nt_gq_comment(lx->g, lx->tmp.data, lx->tmp.len, *(int *)arg,
	    t->line,
	    t->col);
}

static int
j_comment_list(struct jlex *lx, const struct jtoken *t, int after_move)
{
	if (t->type != J_LBRACKET)
		return nt_jlex_unexpected(lx, t, "a list of comments ('[')");
	return nt_jlex_each(lx, 0, "',' or ']' in a list of comments",
	    j_comment, &after_move);
}

struct jmove {
	int	 have_move;
	int	 have_comments;
};

static int
j_move_member(struct jlex *lx, const struct jtoken *t, const char *key,
    size_t klen, void *arg)
{
	struct jmove	*jm = arg;
	int		 rc;

	if (klen == 4 && strcmp(key, "move") == 0 && !jm->have_move) {
		jm->have_move = 1;
		if (t->type != J_STRING)
			return nt_jlex_unexpected(lx, t, "a move (a string)");
		return nt_gq_move(lx->g, lx->tmp.data, lx->tmp.len, t->line,
		    t->col);
	}
	if (klen == 8 && strcmp(key, "comments") == 0 && !jm->have_comments) {
		jm->have_comments = 1;
		/* Comments read before the move are its own too. */
		if (!jm->have_move)
			lx->g->nmoves++;
		rc = j_comment_list(lx, t, 1);
		if (!jm->have_move)
			lx->g->nmoves--;
		return rc;
	}
	nt_gq_error(lx->g, NOTATION_SYNTAX, lx->key_line, lx->key_col,
	    "unknown or "
	    "repeated "
	    "key '%.40s' in a move: expected move and comments", key);
	return -1;
}

static int
j_move(struct jlex *lx, const struct jtoken *t, const char *key,
    size_t klen, void *arg)
{
	struct jmove	 jm = { 0, 0 };

	if (t->type == J_STRING)
		return nt_gq_move(lx->g, lx->tmp.data, lx->tmp.len, t->line,
		    t->col);
	if (t->type != J_LBRACE)
		return nt_jlex_unexpected(lx, t, "a move (a string, or an "
		    "object of move and comments)");
	if (nt_jlex_each(lx, 1, "',' or '}' in a move", j_move_member,
	    &jm) != 0)
		return -1;
	if (!jm.have_move) {
		nt_gq_error(lx->g, NOTATION_SYNTAX, t->line, t->col,
		    "a move with comments needs its move");
		return -1;
	}
	return 0;
}

/*
 * The members of the object (open J_LBRACE) or the elements of the array
 * (J_LBRACKET) that t opens, each read by item; want says what t should
 * have been, what what should follow an item.
 */
static int
j_each_of(struct jlex *lx, const struct jtoken *t, enum jtok open,
    const char *want, const char *what, jlex_item item)
{
	if (t->type != open)
		return nt_jlex_unexpected(lx, t, want);
	return nt_jlex_each(lx, open == J_LBRACE, what, item, NULL);
}

static int
j_game_member(struct jlex *lx, const struct jtoken *t, const char *key,
    size_t klen, void *arg)
{
	switch (nt_gq_game_key(lx->g, key, klen, lx->key_line,
	    lx->key_col)) {
	case 0:
		return j_each_of(lx, t, J_LBRACE, "the tags ('{')",
		    "',' or '}' in the tags", j_tag);
	case 1:
		return j_comment_list(lx, t, 0);
	case 2:
		return j_each_of(lx, t, J_LBRACKET, "the moves ('[')",
		    "',' or ']' in the moves", j_move);
	case 3:
		if (t->type != J_STRING)
			return nt_jlex_unexpected(lx, t,
			    "the result (a string)");
		return nt_gq_result(lx->g, lx->tmp.data, lx->tmp.len,
		    t->line, t->col);
	}
	return -1;
}

/*
 * After an error, go on at the next line that starts with '{' or '[':
 * the next game of JSON Lines, or the next array of games
 * (spec/conversion.md, "Errors").
 */
static void
j_recover(struct json_reader *fr)
{
	int	 c;

	fr->in_array = 0;
	while ((c = nt_gq_in_peek(&fr->gr.in)) >= 0) {
		if ((c == '{' || c == '[') && fr->gr.in.col == 1)
			return;
		nt_gq_in_get(&fr->gr.in);
	}
}

/*
 * The next game of a JSON stream: a sequence of game objects (JSON Lines
 * has one per line) or of arrays of them.  Something else where a game
 * should start is a game of its own, with its error.
 */
static void
j_read_game(struct gq_reader *gr)
{
	struct json_reader	*fr = (struct json_reader *)gr;
	struct jtoken		 t;

	nt_gq_begin(&fr->gr.g);
	for (;;) {
		if (nt_jlex_next(&fr->lx, &t) == J_BAD)
			goto bad;
		if (fr->in_array) {
			if (t.type == J_RBRACKET) {
				fr->in_array = 0;
				continue;
			}
			if (!fr->array_first && (t.type != J_COMMA ||
			    nt_jlex_next(&fr->lx, &t) == J_BAD))
				goto bad;
			fr->array_first = 0;
			if (t.type == J_LBRACE)
				break;
			goto bad;
		}
		if (t.type == J_EOF) {
			nt_gq_end_stream(&fr->gr.g, &fr->gr.in);
			return;
		}
		if (t.type == J_LBRACKET) {
			fr->in_array = fr->array_first = 1;
			continue;
		}
		if (t.type == J_LBRACE)
			break;
		goto bad;
	}
	nt_gq_open(&fr->gr.g, t.line, t.col);
	if (nt_jlex_each(&fr->lx, 1, "',' or '}' in a game", j_game_member,
	    NULL) != 0)
		goto fail;
	nt_gq_finish(&fr->gr.g, fr->gr.in.line, fr->gr.in.col);
	return;
bad:
	nt_jlex_unexpected(&fr->lx, &t, fr->in_array ?
	    "',' or ']' between games" : "a game ('{')");
	nt_gq_open(&fr->gr.g, t.line, t.col);
fail:
	nt_gq_finish(&fr->gr.g, fr->gr.in.line, fr->gr.in.col);
	j_recover(fr);
}

/* ------------------------------------------------------------------ */
/* The entry point (reader_queue.c's, for a game read whole)          */

static void
json_start(struct gq_reader *gr)
{
	struct json_reader	*fr = (struct json_reader *)gr;

	fr->in_array = fr->array_first = 0;
	nt_jlex_init(&fr->lx, &fr->gr.g, &fr->gr.in);
}

static void
json_destroy(struct gq_reader *gr)
{
	struct json_reader	*fr = (struct json_reader *)gr;

	nt_jlex_free(&fr->lx);
}

static const struct gq_format json_format = {
	sizeof(struct json_reader), j_read_game, json_start, json_destroy
};

GQ_READER_CLASS(nt_reader_json_class, json_create, json_format);
