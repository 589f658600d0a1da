/*
 * rules_warn.c -- the warnings of a rule file: rules that load but can
 * never take effect (spec/rules-format.md, "Warnings"), kept with the
 * rule set for notation_rules_warning() once rules_resolve.c has
 * resolved and checked the file.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/rules_loader.h"

/*
 * A warning kept with the rule set (notation_rules_warning()): a rule
 * the file states that can never take effect.  The file loads; a note
 * past the last one kept is dropped.
 */
static void
note(struct loader *ld, struct mark at, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void
note(struct loader *ld, struct mark at, const char *fmt, ...)
{
	struct notation_rules	*r = ld->r;
	struct notation_diag	*d;
	char			 msg[NOTATION_MSG_MAX];
	va_list			 ap;

	if (r->nnotes == RULES_NOTES_MAX)
		return;
	if (r->file == NULL && ld->src.file != NULL)
		r->file = strdup(ld->src.file);
	d = &r->notes[r->nnotes++];
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	notation_diag_clear(d);
	d->file = r->file;
	d->line = at.line;
	d->column = at.column;
	notation_diag_set(d, NOTATION_BAD_RULES, "%s", msg);
	d->severity = NOTATION_WARNING;
}

/*
 * Rules that the draw of draw-after or a pass comes before: a camp rule
 * or home check after the draw's move; no-move-loses where a player with
 * no move passes (pass: always or no-move).
 */
static void
dead_by_draw(struct loader *ld)
{
	struct notation_rules	*r = ld->r;
	int			 dr = r->draw_after_move;

	if (dr > 0 && r->camp_rule_move > dr)
		note(ld, ld->camp_rule_at, "camp-rule after move %d can never "
		    "take effect: draw-after ends every game after move %d",
		    r->camp_rule_move, dr);
	if (dr > 0 && r->home_check_move > dr)
		note(ld, ld->home_at, "home-check after move %d can never "
		    "take effect: draw-after ends every game after move %d",
		    r->home_check_move, dr);
	if (r->no_move_loses && r->pass != PASS_NEVER)
		note(ld, ld->no_move_at, "no-move-loses can never take effect: "
		    "with pass: %s a player with no move passes instead",
		    r->pass == PASS_ALWAYS ? "always" : "no-move");
}

/* The warnings in the order of the file's lines (a stable sort). */
static void
notes_in_line_order(struct notation_rules *r)
{
	struct notation_diag	 d;
	int			 i, j;

	for (i = 1; i < r->nnotes; i++) {
		d = r->notes[i];
		for (j = i; j > 0 && (r->notes[j - 1].line > d.line ||
		    (r->notes[j - 1].line == d.line &&
		    r->notes[j - 1].column > d.column)); j--)
			r->notes[j] = r->notes[j - 1];
		r->notes[j] = d;
	}
}

/*
 * Rules that load but can never take effect (spec/rules-format.md,
 * "Warnings"): each is a note at the key, the file still loads.  The
 * end rules of a round are checked in the order camp rule, home check,
 * tempo check, and the tempo check ends every game it reaches.
 */
void
nt_rules_dead_rules(struct loader *ld)
{
	struct notation_rules	*r = ld->r;
	int			 t = r->tempo_check_move, i;

	if (t > 0 && r->camp_rule_move > t)
		note(ld, ld->camp_rule_at, "camp-rule after move %d can never "
		    "take effect: the tempo check ends every game after move "
		    "%d", r->camp_rule_move, t);
	if (t > 0 && r->home_check_move > t)
		note(ld, ld->home_at, "home-check after move %d can never "
		    "take effect: the tempo check ends every game after move "
		    "%d", r->home_check_move, t);
	if (t > 0 && r->repetition_count > 0 && r->repetition_min_move > t)
		note(ld, ld->rep_at, "repetition from move %d can never take "
		    "effect: the tempo check ends every game after move %d",
		    r->repetition_min_move, t);
	/* At the tempo check's own move, the tempo check comes first. */
	if (t > 0 && r->draw_after_move >= t)
		note(ld, ld->draw_at, "draw-after move %d can never take "
		    "effect: the tempo check ends every game after move %d",
		    r->draw_after_move, t);
	for (i = 0; i < r->nplayers && r->pl[i].team == 0; i++)
		continue;
	if (r->finished_own != FINISHED_PARTNER && i == r->nplayers)
		note(ld, ld->finished_at, "finished-moves: %s without teams: "
		    "a player without a partner moves its own stones anyway",
		    nt_rules_finished_words[r->finished_own]);
	if (r->jump_over == JUMP_OVER_OPPONENT && r->nplayers == 1)
		note(ld, ld->jump_over_at, "jump-over: opponent with a single "
		    "player: there is no opponent's stone to jump over, so no "
		    "jump can ever be made");
	dead_by_draw(ld);
	for (i = 0; i < r->nplayers; i++)
		if (!bits_empty(&r->pl[i].goal) &&
		    bits_subset(&r->pl[i].goal, &r->pl[i].start))
			note(ld, ld->pl[i].start.present ? ld->pl[i].start.at :
			    ld->pl[i].at, "%s starts on every cell of its own "
			    "goal: the game begins already won", r->pl[i].name);
	notes_in_line_order(r);
}
