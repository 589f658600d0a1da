/*
 * writer_game.c -- the collected game as the format writers read it
 * (writer_int.h): its refusal, its result, its tags in their canonical
 * order, the comments after a move; and the one way every format of
 * another program (PUN, star and per-hop logs) is written from it.
 *
 * It lies below the front (writer.c) and every format writer, and calls
 * neither: the front reaches the format writers through their classes.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "records/writer_int.h"

/*
 * The seven-tag roster, then the tags that fix the rule set and start,
 * each with its length: a name of another length is not compared.
 */
#define TAG(s)	{ s, sizeof(s) - 1 }
static const struct {
	const char	*name;
	size_t		 len;
} tag_order[] = {
	TAG("Event"), TAG("Site"), TAG("Date"), TAG("Round"), TAG("White"),
	TAG("Black"), TAG("Result"), TAG("Variant"), TAG("FEN")
};
#define NRANKS	(sizeof(tag_order) / sizeof(tag_order[0]) + 1)

int
nt_writer_refuse(notation_writer *w, enum notation_code code,
    const char *fmt, ...)
{
	char	 msg[NOTATION_MSG_MAX];
	va_list	 ap;

	if (w->diag.code != NOTATION_OK)
		return (int)w->diag.code;
	w->lean = NULL;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	return notation_diag_set(&w->diag, code, "%s", msg);
}

int
nt_writer_nomem(notation_writer *w)
{
	return nt_writer_refuse(w, NOTATION_LIMIT, "out of memory");
}

/*
 * A game written without a result token gets the value of its Result tag
 * when that is a result token, otherwise "*" (spec/conversion.md): the
 * text format needs one, and another would contradict the tag.
 */
void
nt_writer_result(const notation_writer *w, const char **s, size_t *len)
{
	const struct item	*it;
	size_t			 i;

	*s = "*";
	*len = 1;
	if (w->has_result) {
		*s = nt_writer_at(w, w->result);
		*len = w->rlen;
		return;
	}
	for (i = 0; i < w->tags_end; i++) {
		it = &w->items[i];
		if (nt_writer_is_tag(w, it, "Result") &&
		    nt_token_result_ok(nt_writer_at(w, it->text), it->len)) {
			*s = nt_writer_at(w, it->text);
			*len = it->len;
		}
	}
}

/* Where a tag goes: the roster, Variant, FEN, then all others. */
int
nt_writer_tag_rank(const notation_writer *w, const struct item *it)
{
	const char	*s = nt_writer_at(w, it->name);
	size_t		 r;

	/* No two names share a length and an initial: one memcmp() most. */
	for (r = 0; r < NRANKS - 1; r++)
		if (tag_order[r].len == it->nlen &&
		    tag_order[r].name[0] == s[0] &&
		    memcmp(tag_order[r].name, s, it->nlen) == 0)
			return (int)r;
	return (int)NRANKS - 1;
}

/*
 * *pos walks the order the front keeps of the tags as they come (by rank,
 * then as given: writer.c, order_tag()).
 */
const struct item *
nt_writer_next_tag(const notation_writer *w, size_t *pos)
{
	if (*pos >= w->ntags)
		return NULL;
	return &w->items[w->order[(*pos)++]];
}

const struct item *
nt_writer_next_comment(const notation_writer *w, size_t *i)
{
	const struct item	*it;

	while (*i < w->nitems && (it = &w->items[*i])->type != IT_MOVE) {
		++*i;
		if (it->type == IT_COMMENT)
			return it;
	}
	return NULL;
}

int
nt_writer_has_comments(const notation_writer *w, size_t i)
{
	return nt_writer_next_comment(w, &i) != NULL;
}

/* ------------------------------------------------------------------ */
/* Other programs' formats                                            */

/*
 * The two tags such a format holds: the first Variant tag (the rule set)
 * and the first FEN tag (the start position), each NULL and 0 where the
 * game has none.
 */
static void
setup_tags(const notation_writer *w, const char **variant, size_t *vlen,
    const char **fen, size_t *flen)
{
	const struct item	*it;
	size_t			 i;

	*variant = *fen = NULL;
	*vlen = *flen = 0;
	for (i = 0; i < w->nitems; i++) {
		it = &w->items[i];
		if (nt_writer_is_tag(w, it, "Variant") && *variant == NULL) {
			*variant = nt_writer_at(w, it->text);
			*vlen = it->len;
		} else if (nt_writer_is_tag(w, it, "FEN") && *fen == NULL) {
			*fen = nt_writer_at(w, it->text);
			*flen = it->len;
		}
	}
}

int
nt_writer_foreign(notation_writer *w, struct notation_buf *out, void *arg)
{
	const struct writer_class *f = w->cls;
	const struct item	*it;
	const char		*variant, *fen, *res;
	unsigned long		 k = 0;
	size_t			 i, vlen, flen, rlen;
	int			 rc;

	setup_tags(w, &variant, &vlen, &fen, &flen);
	rc = f->begin(arg, out, variant, vlen, fen, flen, &w->diag);
	for (i = 0; rc == 0 && i < w->nitems; i++) {
		it = &w->items[i];
		if (it->type == IT_MOVE)
			rc = f->move(arg, out, k++, nt_writer_at(w, it->text),
			    it->len, &w->diag);
	}
	if (rc == 0 && f->end != NULL) {
		nt_writer_result(w, &res, &rlen);
		rc = f->end(arg, out, res, rlen, &w->diag);
	}
	return rc;
}

/* The class's arg is const for the class; the steps take it as it is. */
int
nt_writer_foreign_game(notation_writer *w, struct notation_buf *out)
{
	return nt_writer_foreign(w, out, (void *)w->cls->arg);
}

int
nt_writer_foreign_begin(void *arg, struct notation_buf *out,
    const char *variant, size_t vlen, const char *fen, size_t flen,
    struct notation_diag *why)
{
	const struct writer_sets	*sets = arg;
	size_t				 i;

	for (i = 0; variant != NULL && i < sets->n; i++)
		if (vlen == strlen(sets->table[i][0]) &&
		    strncasecmp(variant, sets->table[i][0], vlen) == 0)
			break;
	if (variant == NULL || i == sets->n)
		return notation_diag_set(why, NOTATION_UNKNOWN_VARIANT,
		    "%s holds games of %s only, not of %.*s", sets->what,
		    sets->list, variant != NULL ? (int)(vlen > 63 ? 63 :
		    vlen) : 11, variant != NULL ? variant : "halma-10x10");
	if (fen != NULL)
		return notation_diag_set(why, NOTATION_BAD_POSITION,
		    "%s holds games from the start position only: the game "
		    "has a FEN tag", sets->what);
	if (notation_buf_puts(out, sets->table[i][1]) != 0)
		return nt_writer_foreign_nomem(why);
	return 0;
}

int
nt_writer_foreign_nomem(struct notation_diag *why)
{
	return notation_diag_set(why, NOTATION_LIMIT, "out of memory");
}
