/*
 * writer_hgn.c -- games written in the canonical text form (HGN,
 * spec/conversion.md, halma-notation(5)): the tags in their canonical
 * order, each pair on its own line, a blank line, then the comments and
 * moves wrapped at WRAP columns, the first player's moves numbered, and
 * the result.  The front (writer.c) collects the game and hands it here,
 * through nt_writer_hgn_class, when it ends; PDN's the same, with its
 * GameType tag and positions (nt_writer_pdn_class).
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

/*
 * One token of movetext, after a blank or at the start of a new line.
 * Inlined: it is called for every move and move number, and the call
 * cost a third of what it does.  No room is asked for and the text is
 * not terminated here: text_game() asks once for the whole movetext
 * (movetext_room()) and terminates it at its end.
 */
static inline NT_ALWAYS_INLINE void
line_put(struct line *l, const char *s, size_t n)
{
	struct notation_buf	*b = l->out;

	if (l->col > 0) {
		if (l->col + 1 + n > WRAP) {
			b->data[b->len++] = '\n';
			l->col = 0;
		} else {
			b->data[b->len++] = ' ';
			l->col++;
		}
	}
	nt_copy_short(b->data + b->len, s, n);
	b->len += n;
	l->col += n;
}

/*
 * Room for the whole movetext at once, more than it takes: every token
 * is its text and a blank or line end before it; a move's text is in
 * the arena, and so is a comment's, whose every word gains a blank at
 * most and the comment its braces or ';' and its line end; a move
 * number is at most 20 digits and "..."; the result is in the arena or
 * a constant of a few bytes.
 */
static int
movetext_room(const notation_writer *w, struct notation_buf *out)
{
	return nt_buf_room(out, 2 * w->arena.len + 32 * w->nitems + 64);
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

/*
 * A tag pair on its own line; a line end in a value becomes a blank.  In
 * PDN a position string of international draughts is written as PDN
 * writes it (pdn.c).
 */
static void
hgn_tag(notation_writer *w, const struct item *it, struct line *l, int pdn)
{
	struct notation_buf	*b = l->out;
	const char		*v = nt_writer_at(w, it->text);
	char			*p;
	size_t			 i, len = it->len;

	notation_buf_reset(&w->tmp);
	if (pdn && it->nlen == 3 && memcmp(nt_writer_at(w, it->name), "FEN",
	    3) == 0 && nt_pdn_fen_from(v, len, &w->tmp) == 0) {
		v = w->tmp.data;
		len = w->tmp.len;
	}
	/* Room for the pair at once: every byte of the value escaped. */
	if (nt_buf_room(b, it->nlen + 2 * len + 6) != 0) {
		l->rc = -1;
		return;
	}
	p = b->data + b->len;
	*p++ = '[';
	memcpy(p, nt_writer_at(w, it->name), it->nlen);
	p += it->nlen;
	*p++ = ' ';
	*p++ = '"';
	/* A value with no byte to escape or turn (it->plain): one copy. */
	if ((it->plain & TOKEN_JSON_PLAIN) && v == nt_writer_at(w, it->text)) {
		memcpy(p, v, len);
		p += len;
	} else
		for (i = 0; i < len; i++) {
			if (v[i] == '"' || v[i] == '\\')
				*p++ = '\\';
			*p++ = v[i] == '\n' || v[i] == '\r' ? ' ' : v[i];
		}
	memcpy(p, "\"]\n", 4);
	b->len = (size_t)(p + 3 - b->data);
}

/* Is the tag a Variant tag of international draughts (PDN drops it)? */
static int
draughts_variant(const notation_writer *w, const struct item *it)
{
	return it->nlen == 7 && memcmp(nt_writer_at(w, it->name), "Variant",
	    7) == 0 && it->len == 22 && memcmp(nt_writer_at(w, it->text),
	    "international-draughts", 22) == 0;
}

/*
 * The number formatted whole, where hgn_number_step() does not serve:
 * a number that is neither the last one plus one with as many digits
 * nor of one digit.  Out of line, it keeps its call from the registers
 * of the common move.
 */
static NT_NOINLINE void
hgn_number_fmt(notation_writer *w, unsigned long number)
{
	w->mndig = nt_fmt_ulong(w->mdig, number);
	memcpy(w->mdig + w->mndig, "...", 3);
	w->mnum = number;
}

/*
 * The digits of the next number from the last: one more, carried over
 * the '9's, where it has as many digits; or a number of one digit.  0
 * where neither, nothing changed: the number is formatted.  No call, so
 * that the common move keeps no register over one.
 */
static inline NT_ALWAYS_INLINE int
hgn_number_step(notation_writer *w, unsigned long number)
{
	size_t	 i = w->mndig, j;

	if (number == w->mnum + 1 && number != 0) {
		while (i > 0 && w->mdig[i - 1] == '9')
			i--;
		if (i == 0)
			return 0;
		w->mdig[i - 1]++;
		/* Each '9' after it a '0' (no memset() call). */
		for (j = i; j < w->mndig; j++)
			w->mdig[j] = (char)(w->mdig[j] - 9);
	} else if (number < 10) {
		w->mdig[0] = (char)('0' + number);
		memcpy(w->mdig + 1, "...", 3);
		w->mndig = 1;
	} else
		return 0;
	w->mnum = number;
	return 1;
}

static inline NT_ALWAYS_INLINE void
hgn_number(notation_writer *w, unsigned long number)
{
	if (number != w->mnum && !hgn_number_step(w, number))
		hgn_number_fmt(w, number);
}

/*
 * The movetext as it comes (w->stream): what text_game() writes of a
 * move and of a comment, on the line state kept between calls.  The
 * move's, numbered or not (its number's digits in w->mdig), in room
 * asked for (len + 32 bytes).
 */
static inline NT_ALWAYS_INLINE void
hgn_put(notation_writer *w, const char *s, size_t len, int side,
    int numbered)
{
	struct line	 l = { &w->movetext, w->mcol, 0 };
	char		*p;
	size_t		 n;

	if (numbered) {
		n = w->mndig + (side == 0 ? 1 : 3);
		/*
		 * Both on this line, as the two line_put()s would put them:
		 * one look at the width, and the number's bytes as one word
		 * where they fit one (the room asked holds the rest of it).
		 */
		if (l.col > 0 && l.col + n + len + 2 <= WRAP && n <= 8) {
			p = w->movetext.data + w->movetext.len;
			*p++ = ' ';
			memcpy(p, w->mdig, 8);
			p[n] = ' ';
			nt_copy_short(p + n + 1, s, len);
			w->movetext.len += n + len + 2;
			w->mafter = 0;
			w->mcol = l.col + n + len + 2;
			return;
		}
		line_put(&l, w->mdig, n);
	}
	line_put(&l, s, len);
	w->mafter = 0;
	w->mcol = l.col;
}

void
nt_writer_hgn_move(notation_writer *w, const char *s, size_t len,
    unsigned long number, int side, int part)
{
	int	 numbered = w->mafter || (side == 0 && !part);

	if (nt_buf_room(&w->movetext, len + 32) != 0) {
		w->mrc = -1;
		return;
	}
	if (numbered)
		hgn_number(w, number);
	hgn_put(w, s, len, side, numbered);
}

/* No call: a number that needs formatting goes the whole way. */
int
nt_writer_hgn_lean(notation_writer *w, const char *s, size_t len,
    unsigned long number, int side)
{
	int	 numbered = w->mafter || side == 0;

	if (!nt_buf_has_room(&w->movetext, len + 32) || (numbered &&
	    number != w->mnum && !hgn_number_step(w, number)))
		return 0;
	hgn_put(w, s, len, side, numbered);
	return 1;
}

void
nt_writer_hgn_comment(notation_writer *w, const char *s, size_t len)
{
	struct line	 l = { &w->movetext, w->mcol, 0 };

	if (nt_buf_room(&w->movetext, 2 * len + 64) != 0) {
		w->mrc = -1;
		return;
	}
	hgn_comment(w, &l, s, len);
	w->mrc |= l.rc;
	w->mafter = 1;
	w->mcol = l.col;
}

static int
text_game(notation_writer *w, struct notation_buf *out, int pdn)
{
	struct line		 l = { out, 0, 0 };
	const struct item	*it;
	const char		*res;
	char			 num[32];
	size_t			 i = 0, rlen, n;
	int			 tags = 0, after_comment = 1, gametype = 0;

	if (w->games > 0)
		l.rc |= notation_buf_putc(out, '\n');
	/*
	 * PDN names the game by its GameType tag, not by a Variant tag:
	 * "20" where the game gives none (spec/conversion.md, "PDN").
	 */
	while (pdn && (it = nt_writer_next_tag(w, &i)) != NULL)
		if (it->nlen == 8 && memcmp(nt_writer_at(w, it->name),
		    "GameType", 8) == 0)
			gametype = 1;
	if (pdn && !gametype) {
		l.rc |= notation_buf_puts(out, "[GameType \"20\"]\n");
		tags = 1;
	}
	i = 0;
	while ((it = nt_writer_next_tag(w, &i)) != NULL) {
		if (pdn && draughts_variant(w, it))
			continue;
		hgn_tag(w, it, &l, pdn);
		tags = 1;
	}
	if (tags)
		l.rc |= notation_buf_putc(out, '\n');
	if (l.rc != 0 || w->mrc != 0 || movetext_room(w, out) != 0)
		return nt_writer_nomem(w);
	nt_writer_result(w, &res, &rlen);
	i = 0;
	if (w->stream == NT_STREAM_HGN && !pdn) {
		/* Written as it came; the comments' items are passed. */
		if (nt_buf_put(out, w->movetext.data, w->movetext.len) != 0 ||
		    nt_buf_room(out, rlen + 2) != 0)
			return nt_writer_nomem(w);
		l.col = w->mcol;
		i = w->nitems;
	}
	for (; i < w->nitems; i++) {
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
	line_put(&l, res, rlen);
	out->data[out->len] = '\0';
	line_end(&l);
	return l.rc ? nt_writer_nomem(w) : 0;
}

static int
hgn_game(notation_writer *w, struct notation_buf *out)
{
	return text_game(w, out, 0);
}

static int
pdn_game(notation_writer *w, struct notation_buf *out)
{
	return text_game(w, out, 1);
}

/* The caller's move forms: the text format holds them all. */
const struct writer_class nt_writer_hgn_class = {
	"hgn", -1, 0, hgn_game, NULL, NULL, NULL, NULL
};

/* PDN (spec/conversion.md, "PDN"): the text format, PDN's tags. */
const struct writer_class nt_writer_pdn_class = {
	"pdn", -1, 0, pdn_game, NULL, NULL, NULL, NULL
};
