/*
 * replay_claim.c -- halma-replay --claim (replay.h): the adjudication of
 * a claim to draw by repetition and its report, one judgement for the
 * text, the JSON and the page of --html: the checks in the order of
 * halma-replay(1), "DRAW CLAIMS", the occurrences with the moves that
 * made them, the repetitions let pass and the record's own result.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "replay.h"

int
replay_error_before(const struct notation_summary *s, unsigned long ply)
{
	size_t	 i;

	for (i = 0; i < s->ndiags; i++)
		if (s->diags[i].severity == NOTATION_ERROR &&
		    s->diags[i].ply <= ply)
			return 1;
	return 0;
}

/* The names of the checks, for JSON ("check"), as the man page has them. */
static const char *const check_names[] = {
	[CHECK_NONE] = "none",
	[CHECK_NO_RULE] = "no-rule",
	[CHECK_DECIDED] = "decided",
	[CHECK_OVER] = "game-over",
	[CHECK_LAPSED] = "lapsed",
	[CHECK_ILLEGAL] = "illegal",
	[CHECK_ENDS] = "ends-game",
	[CHECK_OCCURRENCES] = "occurrences",
	[CHECK_EARLY] = "too-early",
};

int
replay_claim_words(const struct claim *cl, struct notation_buf *b)
{
	static const char *const words[] = {
		[CHECK_NONE] = "VALID",
		[CHECK_NO_RULE] =
		    "INVALID, no draw by repetition in this rule set",
		[CHECK_DECIDED] = "INVALID, the record gives a winner",
		[CHECK_OVER] = "INVALID, the game is already over",
		[CHECK_LAPSED] = "INVALID, lapsed",
		[CHECK_ILLEGAL] = "INVALID, illegal move",
		[CHECK_ENDS] = "INVALID, the named move ends the game",
		[CHECK_EARLY] = "INVALID, too early",
	};

	if (cl->failed == CHECK_OCCURRENCES)
		return notation_buf_printf(b, "INVALID, only the %u%s "
		    "occurrence", cl->c.occurrences + 1,
		    notation_ordinal_suffix(cl->c.occurrences + 1));
	return notation_buf_puts(b, words[cl->failed]);
}

const char *
replay_claim_label(const struct claim *cl, unsigned long ply)
{
	return cl->labels.data + cl->at[ply].label;
}

/* "52... g3-f2": the move m made in pos, NUL-ended in the labels. */
static size_t
label(struct claim *cl, const notation_position *pos,
    const struct notation_move *m)
{
	size_t	 at = cl->labels.len;

	if (notation_buf_printf(&cl->labels, "%lu%s ",
	    notation_position_move_number(pos),
	    notation_position_side(pos) == 0 ? "." : "...") != 0 ||
	    notation_move_format(pos, m, 0, &cl->labels) != 0 ||
	    notation_buf_putc(&cl->labels, '\0') != 0)
		tool_oom();
	return at;
}

/*
 * Replay the moves kept through ply (and note who would make the next
 * one), each ply with its label and the repetitions played without a
 * claim.
 */
static void
replay(struct claim *cl, const struct notation_summary *s,
    const struct notation_move *played, size_t nplayed)
{
	const notation_position	*pos;
	notation_position	*after;
	struct claim_ply	*p;
	unsigned long		 k, n = cl->ply < nplayed ? cl->ply + 1 :
	    cl->ply;

	if ((cl->g = notation_game_new(s->rules)) == NULL ||
	    notation_game_reset(cl->g, notation_game_start(s->game_state)) != 0 ||
	    (cl->at = calloc(n + 1, sizeof(*cl->at))) == NULL ||
	    notation_buf_putc(&cl->labels, '\0') != 0)
		tool_oom();
	cl->at[0].mover = -1;
	cl->at[0].side = notation_position_side(notation_game_start(cl->g));
	for (k = 0; k < n; k++) {
		pos = notation_game_position(cl->g);
		p = &cl->at[k + 1];
		p->number = notation_position_move_number(pos);
		p->mover = notation_position_side(pos);
		p->label = label(cl, pos, &played[k]);
		/* The ply after the claim is only named, never made. */
		if (k == cl->ply) {
			if ((after = notation_position_copy(pos)) == NULL)
				tool_oom();
			notation_position_apply(after, &played[k]);
			p->side = notation_position_side(after);
			notation_position_free(after);
			break;
		}
		if (notation_game_play_move(cl->g, &played[k], NULL) != 0)
			tool_oom();	/* the checker made it: cannot fail */
		p->side = notation_position_side(notation_game_position(cl->g));
		if (notation_game_repetition(cl->g))
			p->occurrence = notation_game_occurrences(cl->g);
	}
	if ((cl->pos = notation_position_copy(notation_game_position(
	    cl->g))) == NULL)
		tool_oom();
}

/* The claim text as players write it: blanks anywhere are left out. */
static char *
squeeze(const char *text)
{
	char	*t, *q;

	if ((t = strdup(text)) == NULL)
		tool_oom();
	for (q = t; *text != '\0'; text++)
		if (!isspace((unsigned char)*text))
			*q++ = *text;
	*q = '\0';
	return t;
}

/*
 * The checks the record decides (a winner, a move played instead of the
 * claim) go between the library's, in the order of the man page.
 */
static void
decide(struct claim *cl, const struct notation_summary *s)
{
	const struct claim_ply	*next;
	const struct notation_result *o;
	struct notation_buf	 b = NOTATION_BUF_INIT;
	static const enum claim_check by_verdict[] = {
		[NOTATION_CLAIM_VALID] = CHECK_NONE,
		[NOTATION_CLAIM_ILLEGAL] = CHECK_ILLEGAL,
		[NOTATION_CLAIM_NOT_ENOUGH] = CHECK_OCCURRENCES,
		[NOTATION_CLAIM_TOO_EARLY] = CHECK_EARLY,
		[NOTATION_CLAIM_GAME_OVER] = CHECK_OVER,
		[NOTATION_CLAIM_NO_RULE] = CHECK_NO_RULE,
		[NOTATION_CLAIM_ENDS_GAME] = CHECK_ENDS,
	};

	snprintf(cl->why, sizeof(cl->why), "%s", cl->c.why);
	cl->failed = by_verdict[cl->c.verdict];
	if (cl->failed == CHECK_NO_RULE)
		return;
	if (cl->ply == cl->plies && s->has_recorded &&
	    s->recorded.kind == NOTATION_RESULT_WIN) {
		cl->failed = CHECK_DECIDED;
		snprintf(cl->why, sizeof(cl->why), "the record gives the "
		    "result %s: the game was won, not drawn", cl->result);
		return;
	}
	if (cl->failed == CHECK_OVER)
		return;
	if (cl->ply < cl->plies) {
		next = &cl->at[cl->ply + 1];
		cl->failed = CHECK_LAPSED;
		snprintf(cl->why, sizeof(cl->why), "the record goes on: %s "
		    "played %s at ply %lu instead of claiming, and the right "
		    "to claim lapsed with it", notation_rules_player_name(
		    cl->rules, next->mover), cl->labels.data + next->label,
		    cl->ply + 1);
		return;
	}
	if (cl->failed != CHECK_ENDS)
		return;
	/* The end the move would make, as a result (the game is done with). */
	if (notation_game_play_move(cl->g, &cl->m, NULL) != 0)
		tool_oom();
	o = notation_game_outcome(cl->g);
	if (notation_result_format(o, notation_rules_players(cl->rules),
	    &b) != 0)
		tool_oom();
	snprintf(cl->why, sizeof(cl->why), "%s (%s)", cl->c.why, b.data);
	notation_buf_free(&b);
}

int
replay_judge(struct claim *cl, const struct notation_summary *s,
    const struct notation_move *played, size_t nplayed, unsigned long ply,
    const char *text)
{
	const notation_position	*pos;
	struct notation_buf	 b = NOTATION_BUF_INIT;
	struct notation_diag	 d;
	notation_position	*after;
	char			*t;

	memset(cl, 0, sizeof(*cl));
	cl->rules = s->rules;
	cl->ply = ply;
	cl->plies = nplayed;
	replay(cl, s, played, nplayed);
	pos = cl->pos;
	cl->claimant = notation_position_side(pos);
	/*
	 * Text that is no move at all is a mistake on the command line,
	 * not a claim that can be judged.
	 */
	t = squeeze(text);
	notation_diag_clear(&d);
	if (notation_move_parse(pos, t, strlen(t), &cl->m, &d) ==
	    NOTATION_SYNTAX) {
		tool_say(NOTATION_ERROR, NULL, "usage", "--claim %s: %s",
		    text, d.message);
		free(t);
		replay_claim_free(cl);
		return -1;
	}
	cl->legal = d.code == NOTATION_OK;
	notation_game_claim(cl->g, t, strlen(t), &cl->c);
	/* The move as the writer spells it; an illegal one as typed. */
	cl->move = cl->labels.len;
	if (cl->legal) {
		if (notation_move_format(pos, &cl->m, 0, &cl->labels) != 0 ||
		    (after = notation_position_copy(pos)) == NULL)
			tool_oom();
		notation_position_apply(after, &cl->m);
		cl->after_side = notation_position_side(after);
		notation_position_free(after);
	} else if (notation_buf_puts(&cl->labels, t) != 0)
		tool_oom();
	if (notation_buf_putc(&cl->labels, '\0') != 0)
		tool_oom();
	free(t);
	if (s->has_recorded) {
		if (notation_result_format(&s->recorded,
		    notation_rules_players(s->rules), &b) != 0)
			tool_oom();
		snprintf(cl->result, sizeof(cl->result), "%s", b.data);
		notation_buf_free(&b);
	}
	decide(cl, s);
	return 0;
}

void
replay_claim_free(struct claim *cl)
{
	notation_game_free(cl->g);
	notation_position_free(cl->pos);
	free(cl->at);
	notation_buf_free(&cl->labels);
	memset(cl, 0, sizeof(*cl));
}

/* ------------------------------------------------------------------ */
/* The report, line by line, on any output.                           */

static int
say(const struct claim_sink *k, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static int
say(const struct claim_sink *k, const char *fmt, ...)
{
	char	 line[3 * NOTATION_MSG_MAX];
	va_list	 ap;

	va_start(ap, fmt);
	vsnprintf(line, sizeof(line), fmt, ap);
	va_end(ap);
	return k->words(k->arg, line);
}

/* Did the library count the occurrences (the move legal, the game on)? */
static int
counted(const struct claim *cl)
{
	return cl->c.verdict == NOTATION_CLAIM_VALID ||
	    cl->c.verdict == NOTATION_CLAIM_NOT_ENOUGH ||
	    cl->c.verdict == NOTATION_CLAIM_TOO_EARLY ||
	    cl->c.verdict == NOTATION_CLAIM_ENDS_GAME;
}

/* One line per occurrence before the claim, then the one it would be. */
static int
occurrences(const struct claim *cl, const struct claim_sink *k)
{
	const struct claim_ply	*p;
	const notation_rules	*r = cl->rules;
	unsigned long		 n;
	size_t			 i;
	int			 rc = 0;

	for (i = 0; i < cl->c.nplies; i++) {
		n = cl->c.plies[i];
		p = &cl->at[n];
		rc |= k->open(k->arg);
		rc |= say(k, "occurrence %zu: ", i + 1);
		rc |= k->ply(k->arg, n);
		if (n == 0)
			rc |= say(k, ", the start position");
		else
			rc |= say(k, ", after %s", replay_claim_label(cl, n));
		rc |= say(k, ", %s to move", notation_rules_player_name(r,
		    p->side));
		rc |= k->close(k->arg);
	}
	if (cl->c.occurrences > cl->c.nplies) {
		rc |= k->open(k->arg);
		rc |= say(k, "occurrences %zu to %u: not listed",
		    cl->c.nplies + 1, cl->c.occurrences);
		rc |= k->close(k->arg);
	}
	rc |= k->open(k->arg);
	rc |= say(k, "occurrence %u (claimed): after %lu%s %s, %s to move; "
	    "%u needed", cl->c.occurrences + 1, cl->c.move_number,
	    cl->claimant == 0 ? "." : "...", cl->labels.data + cl->move,
	    notation_rules_player_name(r, cl->after_side), cl->c.needed + 1);
	return rc | k->close(k->arg);
}

/*
 * A repetition played without a claim (spec/rules.md section 2.6): the
 * player who made it let that claim pass; a later occurrence gives a
 * new right, so that nobody takes the record for a draw, nor the
 * position claimed for one no longer claimable.
 */
static int
lapses(const struct claim *cl, const struct claim_sink *k)
{
	const struct claim_ply	*p;
	unsigned long		 n;
	int			 rc = 0;

	for (n = 1; n <= cl->ply; n++) {
		p = &cl->at[n];
		if (p->occurrence == 0)
			continue;
		rc |= k->open(k->arg);
		rc |= say(k, "lapsed: ");
		rc |= k->ply(k->arg, n);
		rc |= say(k, ", %s made the %u%s occurrence without a claim: "
		    "%s let that claim pass; a later occurrence gives a new "
		    "right", replay_claim_label(cl, n), p->occurrence,
		    notation_ordinal_suffix(p->occurrence),
		    notation_rules_player_name(cl->rules, p->mover));
		rc |= k->close(k->arg);
	}
	return rc;
}

int
replay_claim_report(const struct claim *cl, const struct claim_sink *k,
    int verdict)
{
	struct notation_buf	 w = NOTATION_BUF_INIT;
	int			 rc = 0;

	rc |= k->open(k->arg);
	rc |= say(k, "claim: %s claims a draw by repetition before playing "
	    "%s, after ", notation_rules_player_name(cl->rules, cl->claimant),
	    cl->labels.data + cl->move);
	rc |= k->ply(k->arg, cl->ply);
	rc |= k->close(k->arg);
	if (verdict) {
		rc |= replay_claim_words(cl, &w);
		rc |= k->open(k->arg);
		rc |= say(k, "verdict: %s", w.data);
		rc |= k->close(k->arg);
		notation_buf_free(&w);
	}
	if (cl->failed != CHECK_NO_RULE) {
		rc |= k->open(k->arg);
		rc |= say(k, "move: %lu (claims allowed from move %lu)",
		    cl->c.move_number, cl->c.min_move);
		rc |= k->close(k->arg);
	}
	if (counted(cl))
		rc |= occurrences(cl, k);
	rc |= k->open(k->arg);
	rc |= say(k, "reason: %s", cl->why);
	rc |= k->close(k->arg);
	rc |= lapses(cl, k);
	/* A record that ends drawn records a granted claim. */
	if (cl->ply == cl->plies && cl->result[0] != '\0' &&
	    strchr(cl->result, '/') != NULL) {
		rc |= k->open(k->arg);
		rc |= say(k, "record: %s, %s", cl->result,
		    cl->failed == CHECK_NONE ? "the draw this claim makes" :
		    "a draw this claim does not make");
		rc |= k->close(k->arg);
	}
	return rc;
}

/* ------------------------------------------------------------------ */
/* Text and JSON on standard output.                                  */

static int
text_open(void *arg)
{
	(void)arg;
	return 0;
}

static int
text_words(void *arg, const char *s)
{
	return notation_buf_puts(arg, s);
}

static int
text_ply(void *arg, unsigned long ply)
{
	return notation_buf_printf(arg, "ply %lu", ply);
}

static int
text_close(void *arg)
{
	return notation_buf_putc(arg, '\n');
}

static void
json_str(struct notation_buf *b, const char *key, const char *s)
{
	notation_buf_printf(b, ",\"%s\":", key);
	notation_buf_json_string(b, s, strlen(s));
}

/* An occurrence, or the claimed one: the ply and the move that made it. */
static void
json_ply(const struct claim *cl, struct notation_buf *b, unsigned long n,
    unsigned occurrence)
{
	const struct claim_ply	*p = &cl->at[n];
	const char		*l = replay_claim_label(cl, n);

	/* The move played instead of a claim makes no occurrence: null. */
	if (occurrence > 0)
		notation_buf_printf(b, "{\"occurrence\":%u", occurrence);
	else
		notation_buf_puts(b, "{\"occurrence\":null");
	notation_buf_printf(b, ",\"ply\":%lu", n);
	if (n == 0)
		notation_buf_puts(b, ",\"move_number\":null,\"move\":null,"
		    "\"player\":null");
	else {
		notation_buf_printf(b, ",\"move_number\":%lu", p->number);
		json_str(b, "move", strchr(l, ' ') + 1);
		json_str(b, "player", notation_rules_player_name(cl->rules,
		    p->mover));
	}
	json_str(b, "side_to_move", notation_rules_player_name(cl->rules,
	    p->side));
	notation_buf_putc(b, '}');
}

/*
 * The claim as one JSON object on one line (halma-replay(1), "DRAW
 * CLAIMS"): the verdict, the check that failed, the occurrences, the
 * repetitions let pass, the record's result and the reason.
 */
static void
json(const struct claim *cl, const struct notation_summary *s,
    struct notation_buf *b)
{
	const char	*name = s->file != NULL ? s->file : STDIN_NAME;
	struct notation_buf w = NOTATION_BUF_INIT;
	unsigned long	 n;
	size_t		 i;
	int		 first = 1;

	notation_buf_puts(b, "{\"file\":");
	notation_buf_json_string(b, name, strlen(name));
	notation_buf_printf(b, ",\"game\":%lu", s->game);
	json_str(b, "variant", notation_rules_name(cl->rules));
	notation_buf_printf(b, ",\"ply\":%lu", cl->ply);
	json_str(b, "claimant", notation_rules_player_name(cl->rules,
	    cl->claimant));
	json_str(b, "move", cl->labels.data + cl->move);
	notation_buf_printf(b, ",\"valid\":%s,\"check\":",
	    cl->failed == CHECK_NONE ? "true" : "false");
	if (cl->failed == CHECK_NONE)
		notation_buf_puts(b, "null");
	else
		notation_buf_json_string(b, check_names[cl->failed],
		    strlen(check_names[cl->failed]));
	replay_claim_words(cl, &w);
	json_str(b, "verdict", w.data);
	notation_buf_free(&w);
	notation_buf_printf(b, ",\"move_number\":%lu,\"min_move\":%lu,"
	    "\"needed\":%u,\"occurrences\":", cl->c.move_number,
	    cl->c.min_move, cl->c.needed + 1);
	if (counted(cl)) {
		notation_buf_putc(b, '[');
		for (i = 0; i < cl->c.nplies; i++) {
			if (i > 0)
				notation_buf_putc(b, ',');
			json_ply(cl, b, cl->c.plies[i], (unsigned)i + 1);
		}
		notation_buf_printf(b, "],\"unlisted\":%lu,\"claimed\":",
		    (unsigned long)(cl->c.occurrences - cl->c.nplies));
		notation_buf_printf(b, "{\"occurrence\":%u,\"move_number\":"
		    "%lu", cl->c.occurrences + 1, cl->c.move_number);
		json_str(b, "move", cl->labels.data + cl->move);
		json_str(b, "side_to_move", notation_rules_player_name(
		    cl->rules, cl->after_side));
		notation_buf_putc(b, '}');
	} else
		notation_buf_puts(b, "null,\"unlisted\":0,\"claimed\":null");
	notation_buf_puts(b, ",\"lapsed\":[");
	for (n = 1; n <= cl->ply; n++)
		if (cl->at[n].occurrence > 0) {
			if (!first)
				notation_buf_putc(b, ',');
			first = 0;
			json_ply(cl, b, n, cl->at[n].occurrence);
		}
	notation_buf_puts(b, "],\"played_instead\":");
	if (cl->ply < cl->plies)
		json_ply(cl, b, cl->ply + 1, 0);
	else
		notation_buf_puts(b, "null");
	notation_buf_puts(b, ",\"result\":");
	if (cl->result[0] != '\0')
		notation_buf_json_string(b, cl->result, strlen(cl->result));
	else
		notation_buf_puts(b, "null");
	json_str(b, "reason", cl->why);
	notation_buf_puts(b, "}\n");
}

int
replay_claim(const struct options *o, const struct replay *rp,
    const struct notation_summary *s, unsigned long ply)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	struct claim		 cl;
	struct claim_sink	 k = { &b, text_open, text_words, text_ply,
	    text_close };
	int			 rc;

	/*
	 * A claim at the end of a broken record, or after a ply that
	 * follows an error, stands on nothing.
	 */
	if (o->ply == NONE ? !s->valid : replay_error_before(s, ply)) {
		tool_say(NOTATION_ERROR, s->file != NULL ? s->file :
		    STDIN_NAME, "usage", "game %lu has an error before the "
		    "claim (after ply %lu); no claim is judged on a broken "
		    "record", s->game, ply);
		return EXIT_TROUBLE;
	}
	if (replay_judge(&cl, s, rp->played, rp->nplayed, ply, o->claim) != 0)
		return EXIT_TROUBLE;
	if (o->json)
		json(&cl, s, &b);
	else if (replay_claim_report(&cl, &k, 1) != 0)
		tool_oom();
	tool_write(stdout, &b);
	notation_buf_free(&b);
	rc = cl.failed == CHECK_NONE ? EXIT_VALID : EXIT_INVALID;
	replay_claim_free(&cl);
	return rc;
}
