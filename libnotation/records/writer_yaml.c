/*
 * writer_yaml.c -- games written as YAML (spec/conversion.md, "YAML"),
 * with libyaml's emitter: one document per game, a mapping of its tags
 * in their canonical order, the comments before the first move, the
 * moves (a move that comments follow is a mapping holding them) and the
 * result.  The front (writer.c) collects the game and hands it here,
 * through nt_writer_yaml_class, when it ends; its moves come as they
 * are played (nt_writer_yaml_move()) until a comment or a move that
 * YAML quotes makes the game collect them (writer.c).
 */
#include <stdio.h>
#include <string.h>

#include <yaml.h>

#include "records/writer_int.h"

/*
 * A text of the record as a YAML string: bytes that are not well-formed
 * UTF-8 (the text reader warns of those) become U+FFFD, as in JSON, and
 * a string that a YAML 1.1 reader would take for another type is quoted.
 */
static int
y_scalar(notation_writer *w, yaml_emitter_t *em, const char *s, size_t len)
{
	notation_buf_reset(&w->tmp);
	if (nt_utf8_copy(&w->tmp, s, len) != 0)
		return 0;
	return nt_emit_scalar(em, w->tmp.data != NULL ? w->tmp.data : "",
	    w->tmp.len, EMIT_STRING) == 0;
}

/* The collected text at off, len bytes. */
static int
y_text(notation_writer *w, yaml_emitter_t *em, size_t off, size_t len)
{
	return y_scalar(w, em, nt_writer_at(w, off), len);
}

static int
y_key(notation_writer *w, yaml_emitter_t *em, const char *key)
{
	return y_scalar(w, em, key, strlen(key));
}

static int
y_mapping(yaml_emitter_t *em)
{
	return nt_emit_map(em, 0) == 0;
}

static int
y_sequence(yaml_emitter_t *em)
{
	return nt_emit_seq(em, 0) == 0;
}

static int
y_end(yaml_emitter_t *em, int mapping)
{
	return (mapping ? nt_emit_map_end(em) : nt_emit_seq_end(em)) == 0;
}

/* The comments from item i on, up to the next move; returns the next i. */
static size_t
y_comments(notation_writer *w, yaml_emitter_t *em, size_t i, int *ok)
{
	const struct item	*it;
	int			 first = 1;

	while ((it = nt_writer_next_comment(w, &i)) != NULL) {
		if (first)
			*ok = *ok && y_key(w, em, "comments") &&
			    y_sequence(em);
		first = 0;
		*ok = *ok && y_text(w, em, it->text, it->len);
	}
	if (!first)
		*ok = *ok && y_end(em, 0);
	return i;
}

static int
yaml_body(notation_writer *w, yaml_emitter_t *em)
{
	const struct item	*it;
	const char		*res, *s, *e = NULL;
	size_t			 i = 0, rlen, left;
	int			 ok;

	ok = y_mapping(em) && y_key(w, em, "tags") && y_mapping(em);
	while (ok && (it = nt_writer_next_tag(w, &i)) != NULL)
		ok = y_text(w, em, it->name, it->nlen) &&
		    y_text(w, em, it->text, it->len);
	ok = ok && y_end(em, 1);
	i = y_comments(w, em, 0, &ok);
	ok = ok && y_key(w, em, "moves") && y_sequence(em);
	/* A game streamed: its moves, no comments, are the lines "- move". */
	for (s = w->movetext.data, left = w->movetext.len;
	    ok && w->stream == NT_STREAM_YAML && left > 0;
	    left -= (size_t)(e + 1 - s), s = e + 1) {
		e = memchr(s, '\n', left);
		ok = y_scalar(w, em, s + 2, (size_t)(e - s) - 2);
	}
	for (; ok && i < w->nitems; i++) {
		it = &w->items[i];
		if (it->type != IT_MOVE)
			continue;
		if (!nt_writer_has_comments(w, i + 1)) {
			ok = y_text(w, em, it->text, it->len);
			continue;
		}
		ok = y_mapping(em) && y_key(w, em, "move") &&
		    y_text(w, em, it->text, it->len);
		i = y_comments(w, em, i + 1, &ok) - 1;
		ok = ok && y_end(em, 1);
	}
	nt_writer_result(w, &res, &rlen);
	return ok && y_end(em, 0) && y_key(w, em, "result") &&
	    y_scalar(w, em, res, rlen) && y_end(em, 1);
}

/* One scalar written straight; 0 when libyaml must place it. */
static int
d_scalar(struct notation_buf *out, const char *s, size_t len, int key,
    int *ok)
{
	enum emit_style	 st;

	if (!*ok || (st = nt_emit_style(s, len, key)) == EMIT_ASK)
		return *ok = 0;
	if (nt_emit_direct(out, s, len, st) != 0)
		return *ok = 0;
	return 1;
}

/*
 * pre, then the value s and a line end: a move or the result, in room
 * asked for once when s goes plain, as a move mostly does (plain set: s
 * is known to, TOKEN_YAML_PLAIN).  Inlined, so that pre's copy is a
 * store of its constant length; the call and the copy of a length known
 * only at run time were a sixth of the cost of a game written in YAML.
 */
static inline NT_ALWAYS_INLINE int
d_line(struct notation_buf *out, const char *pre, size_t plen,
    const char *s, size_t len, int plain, int *ok)
{
	enum emit_style	 st = EMIT_PLAIN;

	if (!*ok || (!plain && (st = nt_emit_style(s, len, 0)) == EMIT_ASK))
		return *ok = 0;
	if (st != EMIT_PLAIN)
		return *ok = notation_buf_put(out, pre, plen) == 0 &&
		    nt_emit_direct(out, s, len, st) == 0 &&
		    notation_buf_putc(out, '\n') == 0;
	if (nt_buf_room(out, plen + len + 1) != 0)
		return *ok = 0;
	memcpy(out->data + out->len, pre, plen);
	nt_copy_short(out->data + out->len + plen, s, len);
	out->len += plen + len;
	out->data[out->len++] = '\n';
	out->data[out->len] = '\0';
	return 1;
}

/*
 * A move as it comes (w->stream): its line, as nt_yaml_direct() writes
 * it, for a move whose text YAML holds as it is (yaml_body() and the
 * front, writer.c, read the lines back).
 */
static inline NT_ALWAYS_INLINE void
yaml_move(notation_writer *w, const char *s, size_t len)
{
	struct notation_buf	*b = &w->movetext;
	char			*p;

	p = b->data + b->len;
	p[0] = '-';
	p[1] = ' ';
	nt_copy_short(p + 2, s, len);
	p[len + 2] = '\n';
	p[len + 3] = '\0';
	b->len += len + 3;
}

void
nt_writer_yaml_move(notation_writer *w, const char *s, size_t len)
{
	if (nt_buf_room(&w->movetext, len + 3) != 0) {
		w->mrc = -1;
		return;
	}
	yaml_move(w, s, len);
}

int
nt_writer_yaml_lean(notation_writer *w, const char *s, size_t len)
{
	if (!nt_buf_has_room(&w->movetext, len + 3))
		return 0;
	yaml_move(w, s, len);
	return 1;
}

/*
 * The common game (tags, moves, no comments, every text printable
 * ASCII that nt_emit_style() can place) written straight, as libyaml
 * writes it (tests/check_writer.c compares the two on whole games), for
 * a fraction of its cost per move.  1 when written; 0 when the emitter
 * must write the game (out left as it was, or memory ran out: the
 * emitter then fails on it too).
 */
int
nt_yaml_direct(notation_writer *w, struct notation_buf *out)
{
	const struct item	*it;
	const char		*res, *v;
	char			*p;
	enum emit_style		 st;
	size_t			 start = out->len, i = 0, rlen, moves = 0;
	int			 ok = 1, tags = 0;

	/* A game streamed has no comments: one makes it collect (writer.c). */
	for (i = 0; i < w->nitems; i++) {
		if (w->items[i].type == IT_COMMENT)
			return 0;
		moves += w->items[i].type == IT_MOVE;
	}
	if (w->stream == NT_STREAM_YAML)
		moves = w->streamed;
	ok = moves > 0 && notation_buf_puts(out, "---\ntags:\n") == 0;
	for (i = 0; ok && (it = nt_writer_next_tag(w, &i)) != NULL; tags++) {
		/*
		 * Most pairs: the name plain, the value plain or in single
		 * quotes with none inside (a date, a round, a result), as
		 * d_scalar() writes them, in room asked once.
		 */
		v = nt_writer_at(w, it->text);
		if (nt_emit_style(nt_writer_at(w, it->name), it->nlen, 1) ==
		    EMIT_PLAIN && ((st = nt_emit_style(v, it->len, 0)) ==
		    EMIT_PLAIN || (st == EMIT_SINGLE &&
		    memchr(v, '\'', it->len) == NULL)) &&
		    nt_buf_room(out, it->nlen + it->len + 7) == 0) {
			p = out->data + out->len;
			memcpy(p, "  ", 2);
			memcpy(p + 2, nt_writer_at(w, it->name), it->nlen);
			p += 2 + it->nlen;
			memcpy(p, ": ", 2);
			p += 2;
			if (st != EMIT_PLAIN)
				*p++ = '\'';
			memcpy(p, v, it->len);
			p += it->len;
			if (st != EMIT_PLAIN)
				*p++ = '\'';
			*p++ = '\n';
			*p = '\0';
			out->len = (size_t)(p - out->data);
			continue;
		}
		ok = notation_buf_puts(out, "  ") == 0 &&
		    d_scalar(out, nt_writer_at(w, it->name), it->nlen, 1, &ok) &&
		    notation_buf_puts(out, ": ") == 0 &&
		    d_scalar(out, nt_writer_at(w, it->text), it->len, 0, &ok) &&
		    notation_buf_putc(out, '\n') == 0;
	}
	ok = ok && tags > 0 && notation_buf_puts(out, "moves:\n") == 0;
	if (ok && w->stream == NT_STREAM_YAML)
		ok = nt_buf_put(out, w->movetext.data, w->movetext.len) == 0;
	for (i = 0; ok && w->stream != NT_STREAM_YAML && i < w->nitems; i++)
		if ((it = &w->items[i])->type == IT_MOVE)
			d_line(out, "- ", 2, nt_writer_at(w, it->text),
			    it->len, it->plain & TOKEN_YAML_PLAIN, &ok);
	nt_writer_result(w, &res, &rlen);
	d_line(out, "result: ", 8, res, rlen, 0, &ok);
	if (!ok)
		nt_buf_cut(out, start);
	return ok;
}

/*
 * Each game is a stream of its own holding one explicit document
 * ("---"), so that the output is a valid multi-document stream however
 * many games it has, and a game left unwritten leaves no trace.
 */
static int
yaml_game(notation_writer *w, struct notation_buf *out)
{
	yaml_emitter_t	 em;
	int		 ok;

	if (!(w->flags & NT_WRITER_EMITTER) && nt_yaml_direct(w, out))
		return 0;
	if (nt_emit_open(&em, out, -1) != 0)
		return nt_writer_nomem(w);
	ok = nt_emit_begin(&em, 1) == 0 && yaml_body(w, &em) &&
	    nt_emit_finish(&em) == 0;
	/*
	 * The emitter's own memory, or the output or a scalar's
	 * copy that could not grow: memory ran out.  Anything else is the
	 * emitter refusing what it was given.
	 */
	if (!ok && em.error == YAML_EMITTER_ERROR)
		nt_writer_refuse(w, NOTATION_LIMIT, "the YAML emitter refused "
		    "the game: %s", em.problem != NULL ? em.problem :
		    "no reason given");
	else if (!ok)
		nt_writer_nomem(w);
	yaml_emitter_delete(&em);
	return ok ? 0 : (int)w->diag.code;
}

/* The caller's move forms: YAML holds them all. */
const struct writer_class nt_writer_yaml_class = {
	"yaml", -1, 0, yaml_game, NULL, NULL, NULL, NULL
};
