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

/*
 * A move that JSON holds as it is (its item plain), after a comma unless
 * it is the first: the common case, in room asked for once.
 */
static int
json_plain_move(const notation_writer *w, const struct item *it, int first,
    struct notation_buf *out)
{
	char	*p;

	if (nt_buf_room(out, it->len + 3) != 0)
		return -1;
	p = out->data + out->len;
	if (!first)
		*p++ = ',';
	*p++ = '"';
	nt_copy_short(p, nt_writer_at(w, it->text), it->len);
	p += it->len;
	*p++ = '"';
	*p = '\0';
	out->len = (size_t)(p - out->data);
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

static int
json_game(notation_writer *w, struct notation_buf *out)
{
	const struct item	*it;
	const char		*res;
	size_t			 i = 0, rlen;
	int			 rc = 0, first = 1;

	rc |= notation_buf_puts(out, "{\"tags\":{");
	while ((it = nt_writer_next_tag(w, &i)) != NULL) {
		if (!first)
			rc |= notation_buf_putc(out, ',');
		first = 0;
		rc |= json_text(w, it->name, it->nlen, out);
		rc |= notation_buf_putc(out, ':');
		rc |= json_text(w, it->text, it->len, out);
	}
	rc |= notation_buf_putc(out, '}');
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
	nt_writer_result(w, &res, &rlen);
	rc |= notation_buf_puts(out, "],\"result\":");
	rc |= notation_buf_json_string(out, res, rlen);
	rc |= notation_buf_puts(out, "}\n");
	return rc ? nt_writer_nomem(w) : 0;
}

/* The caller's move forms: JSON holds them all. */
const struct writer_class nt_writer_json_class = {
	"json", -1, 0, json_game, NULL, NULL, NULL, NULL
};
