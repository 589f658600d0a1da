/*
 * copy.c -- records copied game by game from a reader to a writer
 * through a checker (notation_checker_copy(), spec/conversion.md,
 * "Copying a game"): what every converter otherwise writes as callbacks.
 *
 * The checker runs in copy mode for the one game, with this file's
 * callbacks in front of the caller's (check.h): every tag, comment and
 * result token goes to the writer at its place, every move as it
 * replayed (the writer then writes it in its own form) or, once one did
 * not, as it was written.  The game is written only when it was read
 * whole and the writer took all of it; otherwise why says what kept it
 * out, in the words the tools print.
 */
#include <stdio.h>
#include <string.h>

#include "check/check.h"

struct copy {
	notation_writer		*w;
	struct notation_buf	*out;
	struct nt_check_hooks	 user;		/* the caller's callbacks */
	int			 begun;		/* the game begun in w */
	int			 tagged;	/* it has a Variant tag */
	enum notation_code	 unread;	/* the reader's first error */
	unsigned long		 unplayed;	/* moves not replayed */
	struct notation_diag	 refused;	/* the writer's first refusal */
};

/* The writer refused what came from line:column; keep the first. */
static void
refused(struct copy *cp, unsigned long line, unsigned long column)
{
	if (cp->refused.code != NOTATION_OK)
		return;
	cp->refused = *notation_writer_diag(cp->w);
	cp->refused.line = line;
	cp->refused.column = column;
}

/* A game is begun in the writer when its first part comes. */
static void
begin(struct copy *cp)
{
	if (!cp->begun && notation_writer_begin(cp->w, cp->out) != 0)
		refused(cp, 0, 0);
	cp->begun = 1;
}

static int
copy_ply(void *arg, const notation_game *g, const notation_position *before,
    const struct notation_move *m, const char *text, size_t len)
{
	struct copy	*cp = arg;

	begin(cp);
	/* After a move that did not replay, the position no longer moves. */
	if (notation_writer_move(cp->w, m != NULL || cp->unplayed++ == 0 ?
	    before : NULL, m, text, len, cp->out) != 0)
		refused(cp, 0, 0);
	/* The caller asked for replayed moves only, unless it copies too. */
	if (cp->user.ply != NULL && (m != NULL || cp->user.copy))
		return cp->user.ply(cp->user.plyarg, g, before, m, text, len);
	return 0;
}

static void
copy_event(void *arg, const struct notation_event *ev)
{
	struct copy	*cp = arg;
	int		 rc = 0;

	begin(cp);
	notation_writer_place(cp->w, ev->line, ev->column);
	switch (ev->type) {
	case NOTATION_EV_TAG:
		if (ev->name_len == 7 && memcmp(ev->name, "Variant", 7) == 0)
			cp->tagged = 1;
		rc = notation_writer_tag(cp->w, ev->name, ev->name_len,
		    ev->text, ev->len, cp->out);
		break;
	case NOTATION_EV_COMMENT:
		rc = notation_writer_comment(cp->w, ev->comment_kind, ev->text,
		    ev->len, cp->out);
		break;
	case NOTATION_EV_RESULT:
		rc = notation_writer_result(cp->w, ev->text, ev->len, cp->out);
		break;
	case NOTATION_EV_ERROR:
		if (cp->unread == NOTATION_OK &&
		    ev->diag->severity == NOTATION_ERROR)
			cp->unread = ev->diag->code;
		break;
	default:
		break;
	}
	if (rc != 0)
		refused(cp, ev->line, ev->column);
	/* Tags and comments always; results and errors when it copies. */
	if (cp->user.ev != NULL && (cp->user.copy ||
	    ev->type == NOTATION_EV_TAG || ev->type == NOTATION_EV_COMMENT))
		cp->user.ev(cp->user.evarg, ev);
}

/*
 * Why a game read is not written, or NOTATION_OK: part of it was not
 * read (the reader's first error, or an input that failed), the text
 * format would have to number moves without a rule set, or the writer
 * refused a part.
 */
static enum notation_code
hold_back(const struct copy *cp, const struct notation_summary *s,
    const char **why)
{
	size_t	 i;

	*why = NULL;
	if (cp->unread != NOTATION_OK || s->first_error == NOTATION_IO) {
		*why = "part of it could not be read";
		return cp->unread != NOTATION_OK ? cp->unread : NOTATION_IO;
	}
	if (s->rules == NULL && nt_writer_numbers_moves(cp->w)) {
		*why = "without its rule set its moves cannot be numbered";
		for (i = 0; i < s->ndiags; i++)
			if (s->diags[i].code == NOTATION_BAD_POSITION)
				return NOTATION_BAD_POSITION;
		return NOTATION_UNKNOWN_VARIANT;
	}
	*why = cp->refused.message;
	return cp->refused.code;
}

/*
 * The end of the game: its Variant tag when no tag named the rule set
 * it was read under, the repair asked for, and the end call.
 */
static void
close_game(struct copy *cp, const struct notation_summary *s, int flags)
{
	const char	*name;

	if (!cp->tagged && s->rules != NULL && strcmp(name =
	    notation_rules_name(s->rules), NOTATION_DEFAULT_VARIANT) != 0 &&
	    notation_writer_tag(cp->w, "Variant", 7, name, strlen(name),
	    cp->out) != 0)
		refused(cp, s->line, 0);
	if (cp->refused.code == NOTATION_OK && (flags & NOTATION_COPY_REPAIR)) {
		(void)notation_writer_repair(cp->w, s);
		if (notation_writer_diag(cp->w)->code != NOTATION_OK)
			refused(cp, s->line, 0);
	}
	if (cp->refused.code == NOTATION_OK &&
	    notation_writer_end(cp->w, cp->out) != 0)
		refused(cp, s->line, 0);
}

int
notation_checker_copy(notation_checker *c, notation_reader *rd,
    notation_writer *w, int flags, struct notation_buf *out,
    struct notation_summary *s, struct notation_diag *why)
{
	struct copy		 cp;
	struct nt_check_hooks	 h;
	enum notation_code	 code;
	const char		*reason;
	int			 rc;

	memset(&cp, 0, sizeof(cp));
	cp.w = w;
	cp.out = out;
	notation_diag_clear(&cp.refused);
	if (why != NULL)
		notation_diag_clear(why);
	h.ply = copy_ply;
	h.plyarg = &cp;
	h.ev = copy_event;
	h.evarg = &cp;
	h.copy = 1;
	nt_checker_swap_hooks(c, &h);
	cp.user = h;
	rc = notation_checker_next(c, rd, s);
	nt_checker_swap_hooks(c, &h);
	if (rc != 1)
		return 0;
	begin(&cp);
	if ((code = hold_back(&cp, s, &reason)) == NOTATION_OK) {
		close_game(&cp, s, flags);
		code = cp.refused.code;
		reason = cp.refused.message;
	}
	/* A game held back is left open, unwritten: the next begin drops it. */
	if (code != NOTATION_OK && why != NULL) {
		*why = cp.refused;
		why->file = s->file;
		why->game = s->game;
		why->ply = 0;
		if (cp.refused.code == NOTATION_OK || why->line == 0) {
			why->line = s->line;
			why->column = 0;
		}
		notation_diag_set(why, code, "the game is not written: %s",
		    reason);
	}
	return 1;
}
