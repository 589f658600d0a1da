/*
 * writer_json.c -- games written as JSON Lines (spec/conversion.md,
 * "JSON"): one object per game, on one line, its tags in their canonical
 * order, the comments before the first move, the moves (a move that
 * comments follow is an object holding them) and the result.  The front
 * (writer.c) collects the game and hands it here, through
 * nt_writer_json_class, when it ends.
 */
#include <stdio.h>
#include <string.h>

#include "records/writer_int.h"

/* The collected text at off, len bytes, as a JSON string. */
static int
json_text(const notation_writer *w, size_t off, size_t len,
    struct notation_buf *out)
{
	return notation_buf_json_string(out, nt_writer_at(w, off), len);
}

/* s quoted as it is, after a comma unless first, in room asked for. */
static inline void
json_quoted(const char *s, size_t len, int first, struct notation_buf *out)
{
	char	*p = out->data + out->len;

	if (!first)
		*p++ = ',';
	*p++ = '"';
	nt_copy_short(p, s, len);
	p += len;
	*p++ = '"';
	*p = '\0';
	out->len = (size_t)(p - out->data);
}

/*
 * A move that JSON holds as it is (its item plain), after a comma unless
 * it is the first: the common case, in room asked for once.
 */
static int
json_plain_move(const notation_writer *w, const struct item *it, int first,
    struct notation_buf *out)
{
	if (nt_buf_room(out, it->len + 3) != 0)
		return -1;
	json_quoted(nt_writer_at(w, it->text), it->len, first, out);
	return 0;
}

/* The comments from item i on, up to the next move, as a JSON array. */
static size_t
json_comments(const notation_writer *w, size_t i, const char *key,
    struct notation_buf *out, int *rc)
{
	const struct item	*it;
	int			 first = 1;

	while ((it = nt_writer_next_comment(w, &i)) != NULL) {
		if (first)
			*rc |= notation_buf_printf(out, "%s[", key);
		else
			*rc |= notation_buf_putc(out, ',');
		first = 0;
		*rc |= json_text(w, it->text, it->len, out);
	}
	if (!first)
		*rc |= notation_buf_putc(out, ']');
	return i;
}

/*
 * The moves as they come (w->stream): each after a comma but the first,
 * as json_game() writes it; a comment after a move makes the move an
 * object, {"move": put before it, its array closed at the next move or
 * the end (close_move()); before the first move, it goes to mtop.
 */
void
nt_writer_json_move(notation_writer *w, const char *s, size_t len, int plain)
{
	struct notation_buf	*b = &w->movetext;

	if (w->mopen) {
		w->mrc |= notation_buf_puts(b, "]}");
		w->mopen = 0;
	}
	w->mlast = b->len + (b->len > 0);
	if (plain & TOKEN_JSON_PLAIN) {
		if (nt_buf_room(b, len + 3) != 0) {
			w->mrc = -1;
			return;
		}
		json_quoted(s, len, b->len == 0, b);
		return;
	}
	if (b->len > 0)
		w->mrc |= notation_buf_putc(b, ',');
	w->mrc |= notation_buf_json_string(b, s, len);
}

int
nt_writer_json_lean(notation_writer *w, const char *s, size_t len)
{
	struct notation_buf	*b = &w->movetext;

	if (w->mopen || !nt_buf_has_room(b, len + 3))
		return 0;
	w->mlast = b->len + (b->len > 0);
	json_quoted(s, len, b->len == 0, b);
	return 1;
}

void
nt_writer_json_comment(notation_writer *w, const char *s, size_t len)
{
	struct notation_buf	*b = &w->movetext;
	static const char	 obj[] = "{\"move\":";
	size_t			 n = sizeof(obj) - 1;

	if (b->len == 0) {
		if (w->mtop.len > 0)
			w->mrc |= notation_buf_putc(&w->mtop, ',');
		w->mrc |= notation_buf_json_string(&w->mtop, s, len);
		return;
	}
	if (w->mopen)
		w->mrc |= notation_buf_putc(b, ',');
	else {
		/* The move becomes an object: its text moved on. */
		if (nt_buf_room(b, n) != 0) {
			w->mrc = -1;
			return;
		}
		memmove(b->data + w->mlast + n, b->data + w->mlast,
		    b->len - w->mlast);
		memcpy(b->data + w->mlast, obj, n);
		b->len += n;
		b->data[b->len] = '\0';
		w->mrc |= notation_buf_puts(b, ",\"comments\":[");
		w->mopen = 1;
	}
	w->mrc |= notation_buf_json_string(b, s, len);
}

/* The game written as it came (w->stream): its moves are no items. */
/* The game's start, "{"tags":{...}", the tags in their order; 0 or -1. */
static int
json_tags(notation_writer *w, struct notation_buf *out)
{
	const struct item	*it;
	char			*p;
	size_t			 i = 0;
	int			 rc = 0, first = 1;

	rc |= notation_buf_puts(out, "{\"tags\":{");
	while ((it = nt_writer_next_tag(w, &i)) != NULL) {
		/*
		 * A tag name is a letter, then letters, digits and '_':
		 * with a value of it->plain, the pair quoted as it is.
		 */
		if ((it->plain & TOKEN_JSON_PLAIN) &&
		    nt_buf_has_room(out, it->nlen + it->len + 6)) {
			p = out->data + out->len;
			if (!first)
				*p++ = ',';
			first = 0;
			*p++ = '"';
			memcpy(p, nt_writer_at(w, it->name), it->nlen);
			p += it->nlen;
			memcpy(p, "\":\"", 3);
			p += 3;
			memcpy(p, nt_writer_at(w, it->text), it->len);
			p += it->len;
			*p++ = '"';
			*p = '\0';
			out->len = (size_t)(p - out->data);
			continue;
		}
		if (!first)
			rc |= notation_buf_putc(out, ',');
		first = 0;
		rc |= json_text(w, it->name, it->nlen, out);
		rc |= notation_buf_putc(out, ':');
		rc |= json_text(w, it->text, it->len, out);
	}
	return rc | notation_buf_putc(out, '}');
}

/* The game's end after its moves: the result; rc, the errors so far. */
static int
json_end(notation_writer *w, struct notation_buf *out, int rc)
{
	const char	*res;
	size_t		 rlen;

	nt_writer_result(w, &res, &rlen);
	rc |= notation_buf_puts(out, "],\"result\":");
	rc |= notation_buf_json_string(out, res, rlen);
	rc |= notation_buf_puts(out, "}\n");
	return rc ? nt_writer_nomem(w) : 0;
}

static int
json_streamed(notation_writer *w, struct notation_buf *out)
{
	int	 rc = w->mrc;

	rc |= json_tags(w, out);
	if (w->mtop.len > 0) {
		rc |= notation_buf_puts(out, ",\"comments\":[");
		rc |= notation_buf_put(out, w->mtop.data, w->mtop.len);
		rc |= notation_buf_putc(out, ']');
	}
	rc |= notation_buf_puts(out, ",\"moves\":[");
	rc |= notation_buf_put(out, w->movetext.data, w->movetext.len);
	if (w->mopen)
		rc |= notation_buf_puts(out, "]}");
	return json_end(w, out, rc);
}

static int
json_game(notation_writer *w, struct notation_buf *out)
{
	const struct item	*it;
	size_t			 i;
	int			 rc = 0, first;

	if (w->stream == NT_STREAM_JSON)
		return json_streamed(w, out);

	rc |= json_tags(w, out);
	i = json_comments(w, 0, ",\"comments\":", out, &rc);
	rc |= notation_buf_puts(out, ",\"moves\":[");
	for (first = 1; i < w->nitems; i++) {
		it = &w->items[i];
		if (it->type != IT_MOVE)
			continue;
		if ((it->plain & TOKEN_JSON_PLAIN) &&
		    !nt_writer_has_comments(w, i + 1)) {
			rc |= json_plain_move(w, it, first, out);
			first = 0;
			continue;
		}
		if (!first)
			rc |= notation_buf_putc(out, ',');
		first = 0;
		if (!nt_writer_has_comments(w, i + 1)) {
			rc |= json_text(w, it->text, it->len, out);
			continue;
		}
		rc |= notation_buf_puts(out, "{\"move\":");
		rc |= json_text(w, it->text, it->len, out);
		i = json_comments(w, i + 1, ",\"comments\":", out, &rc) - 1;
		rc |= notation_buf_putc(out, '}');
	}
	return json_end(w, out, rc);
}

/* The caller's move forms: JSON holds them all. */
const struct writer_class nt_writer_json_class = {
	"json", -1, 0, json_game, NULL, NULL, NULL, NULL
};
