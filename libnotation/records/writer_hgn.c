/*
 * writer_hgn.c -- games written in the canonical text form (HGN,
 * spec/conversion.md, halma-notation(5)): the tags in their canonical
 * order, each pair on its own line, a blank line, then the comments and
 * moves wrapped at WRAP columns, the first player's moves numbered, and
 * the result.  The front (writer.c) collects the game and hands it here,
 * through nt_writer_hgn_class, when it ends.
 */
#include <stdio.h>
#include <string.h>

#include "records/writer_int.h"

/* The longest line of movetext (spec/conversion.md, "Line breaks"). */
#define WRAP		79

struct line {
	struct notation_buf	*out;
	size_t			 col;
	int			 rc;
};

/* One token of movetext, after a blank or at the start of a new line. */
static void
line_put(struct line *l, const char *s, size_t n)
{
	if (l->col > 0) {
		if (l->col + 1 + n > WRAP) {
			l->rc |= notation_buf_putc(l->out, '\n');
			l->col = 0;
		} else {
			l->rc |= notation_buf_putc(l->out, ' ');
			l->col++;
		}
	}
	l->rc |= notation_buf_put(l->out, s, n);
	l->col += n;
}

static void
line_end(struct line *l)
{
	if (l->col > 0)
		l->rc |= notation_buf_putc(l->out, '\n');
	l->col = 0;
}

/*
 * A comment goes in braces, its words wrapped like tokens.  A word that
 * starts with '[' stays on the line of the word before it: a line inside
 * a comment that opens a tag pair would end the comment for the reader
 * (spec/record-format.md, "Comments").  A comment holding '}' cannot be
 * in braces; it becomes a ';' comment, which ends its line.
 */
static void
hgn_comment(notation_writer *w, struct line *l, const char *s, size_t len)
{
	struct notation_buf	*t = &w->tmp;
	size_t			 i, j;

	notation_buf_reset(t);
	if (memchr(s, '}', len) != NULL) {
		l->rc |= notation_buf_putc(t, ';');
		l->rc |= notation_buf_put(t, s, len);
		line_put(l, t->data, t->len);
		line_end(l);
		return;
	}
	l->rc |= notation_buf_putc(t, '{');
	if (len == 0) {
		l->rc |= notation_buf_putc(t, '}');
		line_put(l, t->data, t->len);
		return;
	}
	for (i = 0; i < len; i = j + 1) {
		for (j = i; j < len && s[j] != ' '; j++)
			continue;
		while (j + 1 < len && s[j + 1] == '[')
			for (j++; j < len && s[j] != ' '; j++)
				continue;
		l->rc |= notation_buf_put(t, s + i, j - i);
		if (j == len)
			l->rc |= notation_buf_putc(t, '}');
		line_put(l, t->data, t->len);
		notation_buf_reset(t);
	}
}

/* A tag pair on its own line; a line end in a value becomes a blank. */
static void
hgn_tag(const notation_writer *w, const struct item *it, struct line *l)
{
	const char	*v = nt_writer_at(w, it->text);
	size_t		 i;

	l->rc |= notation_buf_putc(l->out, '[');
	l->rc |= notation_buf_put(l->out, nt_writer_at(w, it->name),
	    it->nlen);
	l->rc |= notation_buf_puts(l->out, " \"");
	for (i = 0; i < it->len; i++) {
		if (v[i] == '"' || v[i] == '\\')
			l->rc |= notation_buf_putc(l->out, '\\');
		l->rc |= notation_buf_putc(l->out,
		    v[i] == '\n' || v[i] == '\r' ? ' ' : v[i]);
	}
	l->rc |= notation_buf_puts(l->out, "\"]\n");
}

static int
hgn_game(notation_writer *w, struct notation_buf *out)
{
	struct line		 l = { out, 0, 0 };
	const struct item	*it;
	const char		*res;
	char			 num[32];
	size_t			 i = 0, rlen, n;
	int			 tags = 0, after_comment = 1;

	if (w->games > 0)
		l.rc |= notation_buf_putc(out, '\n');
	while ((it = nt_writer_next_tag(w, &i)) != NULL) {
		hgn_tag(w, it, &l);
		tags = 1;
	}
	if (tags)
		l.rc |= notation_buf_putc(out, '\n');
	for (i = 0; i < w->nitems; i++) {
		it = &w->items[i];
		if (it->type == IT_COMMENT) {
			hgn_comment(w, &l, nt_writer_at(w, it->text),
			    it->len);
			after_comment = 1;
		} else if (it->type == IT_MOVE) {
			/*
			 * The first player's moves are numbered "N."; another
			 * player's move only where the reader lost count:
			 * at the start and after a comment, as "N...".
			 */
			if (after_comment || (it->side == 0 && !it->part)) {
				n = nt_fmt_ulong(num, it->number);
				memcpy(num + n, "...", 3);
				line_put(&l, num, n + (it->side == 0 ? 1 : 3));
			}
			line_put(&l, nt_writer_at(w, it->text), it->len);
			after_comment = 0;
		}
	}
	nt_writer_result(w, &res, &rlen);
	line_put(&l, res, rlen);
	line_end(&l);
	return l.rc ? nt_writer_nomem(w) : 0;
}

/* The caller's move forms: the text format holds them all. */
const struct writer_class nt_writer_hgn_class = {
	"hgn", -1, 0, hgn_game, NULL, NULL, NULL, NULL
};
