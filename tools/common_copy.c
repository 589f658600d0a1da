/*
 * common_copy.c -- records copied through the library's writer as the
 * checker reads them (common.h): halma-fen's conversions, halma-select
 * --format and halma-replay --emit hand the writer the same events, add
 * the same Variant tag and report a refused game in the same words.
 */
#include <string.h>

#include "common.h"

int
tool_copy_event(notation_writer *w, const struct notation_event *ev,
    struct notation_buf *out, int *tagged, int *unread)
{
	if (unread != NULL && *unread != 0)
		return 0;
	notation_writer_place(w, ev->line, ev->column);
	switch (ev->type) {
	case NOTATION_EV_TAG:
		if (ev->name_len == 7 && memcmp(ev->name, "Variant", 7) == 0 &&
		    tagged != NULL)
			*tagged = 1;
		return notation_writer_tag(w, ev->name, ev->name_len,
		    ev->text, ev->len, out);
	case NOTATION_EV_COMMENT:
		return notation_writer_comment(w, ev->comment_kind, ev->text,
		    ev->len, out);
	case NOTATION_EV_RESULT:
		return notation_writer_result(w, ev->text, ev->len, out);
	case NOTATION_EV_ERROR:
		if (unread != NULL && *unread == 0 &&
		    ev->diag->severity == NOTATION_ERROR)
			*unread = ev->diag->code;
		return 0;
	default:
		return 0;
	}
}

int
tool_copy_ply(notation_writer *w, const notation_position *before,
    const struct notation_move *m, const char *text, size_t len,
    unsigned long *unplayed, int unread, struct notation_buf *out)
{
	if (unread != 0)
		return 0;
	return notation_writer_move(w, m != NULL || (*unplayed)++ == 0 ?
	    before : NULL, m, text, len, out);
}

int
tool_copy_variant(notation_writer *w, const notation_rules *rules,
    int tagged, struct notation_buf *out)
{
	const char	*name;

	if (tagged || rules == NULL || strcmp(name = notation_rules_name(rules),
	    NOTATION_DEFAULT_VARIANT) == 0)
		return 0;
	return notation_writer_tag(w, "Variant", 7, name, strlen(name), out);
}

void
tool_copy_notes(const notation_writer *w)
{
	const struct notation_diag	*notes;
	size_t				 i, n;

	n = notation_writer_notes(w, &notes);
	for (i = 0; i < n; i++)
		tool_diag(stderr, &notes[i]);
}

void
tool_copy_refused(const struct notation_diag *why,
    const struct notation_summary *s)
{
	struct notation_diag	 d = *why;

	if (d.code == NOTATION_LIMIT && strcmp(d.message,
	    "out of memory") == 0)
		tool_oom();
	d.file = s->file;
	d.game = s->game;
	if (d.line == 0)
		d.line = s->line;
	notation_diag_set(&d, d.code, "the game is not written: %s",
	    why->message);
	tool_diag(stderr, &d);
}

void
tool_copy_skipped(const struct notation_summary *s, enum notation_code code,
    const char *why)
{
	struct notation_diag	 d;

	notation_diag_clear(&d);
	d.file = s->file;
	d.line = s->line;
	d.game = s->game;
	notation_diag_set(&d, code, "the game is not written: %s", why);
	tool_diag(stderr, &d);
}
