/*
 * check.c -- the whole pipeline over a stream: reader events in, one
 * summary per game out (validity, plies, the outcome the rules impose,
 * repetitions, diagnostics).  Every tool that replays records uses it, so
 * no two tools can disagree about a record.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check/check.h"
/* The text reader's scanners, for a run of the movetext (run()). */
#include "records/reader_hgn.h"

/*
 * The tags kept for notation_checker_tag(): every one, however many,
 * until the game's names and values (each with one byte more) pass the
 * bound the statistics keep too (spec/record-format.md, "Limits"); a
 * tag pair is at most 1 MiB, so this is four of the longest.  Storage
 * that one game grew past TAG_KEEP is given back when the next begins.
 */
#define TAG_BYTES	NOTATION_STATS_TAG_BYTES
#define TAG_KEEP	(64 * 1024)

/*
 * Keep a diagnostic of the current game; all are counted.  Past
 * NOTATION_SUMMARY_DIAGS kept, a diagnostic of higher severity than one
 * kept takes the place of the last kept one of the lowest severity
 * (notes go first, then warnings), so that the errors that decide the
 * verdict are always kept however many lesser diagnostics come before
 * them; the kept ones stay in the order they were found.  One of no
 * higher severity than every kept one is counted only.
 */
static struct notation_diag *
add_diag(notation_checker *c, const struct notation_diag *d,
    unsigned long line, unsigned long column)
{
	struct notation_diag	*k;
	size_t			 i, victim;

	c->ndiags_total++;
	if (d->severity == NOTATION_ERROR && c->nerrors++ == 0)
		c->first_error = d->code;
	if (c->ndiags == NOTATION_SUMMARY_DIAGS) {
		victim = NOTATION_SUMMARY_DIAGS;
		for (i = c->ndiags; i-- > 0; )
			if (c->diags[i].severity < d->severity &&
			    (victim == NOTATION_SUMMARY_DIAGS ||
			    c->diags[i].severity < c->diags[victim].severity))
				victim = i;
		if (victim == NOTATION_SUMMARY_DIAGS)
			return NULL;
		memmove(&c->diags[victim], &c->diags[victim + 1],
		    (c->ndiags - victim - 1) * sizeof(c->diags[0]));
		c->ndiags--;
	}
	k = &c->diags[c->ndiags++];
	*k = *d;
	k->file = c->file;
	k->game = c->game;
	if (line > 0) {
		k->line = line;
		k->column = column;
	}
	return k;
}

/*
 * Is the game a PDN record: read as PDN, and not the toolkit's own text
 * format, whose records name their rule set with a Variant tag (a text
 * record of draughts is recognised as PDN from its numbered moves)?
 */
static int
pdn_record(const notation_checker *c)
{
	return c->pdn && !c->has_variant;
}

/*
 * A diagnostic of the game.  Some are what PDN's files get wrong by the
 * thousand and no PDN reader refuses (spec/conversion.md, "PDN"): a move
 * number that does not fit, a Result tag the movetext's result
 * contradicts.  Said "lenient", they are warnings of the same code in a
 * PDN record, and errors elsewhere.
 */
static void
say_as(notation_checker *c, const struct loc *at, unsigned long ply,
    enum notation_code code, int lenient, const char *msg)
{
	struct notation_diag	 d;

	notation_diag_clear(&d);
	d.ply = ply;
	notation_diag_set(&d, code, "%s", msg);
	if (lenient && pdn_record(c))
		d.severity = NOTATION_WARNING;
	add_diag(c, &d, at != NULL ? at->line : 0, at != NULL ? at->column : 0);
}

static void
say(notation_checker *c, const struct loc *at, unsigned long ply,
    enum notation_code code, const char *msg)
{
	say_as(c, at, ply, code, 0, msg);
}

static void
begin_game(notation_checker *c, notation_reader *rd,
    const struct notation_event *ev)
{
	c->file = notation_reader_file(rd);
	c->game = ev->game;
	c->line = ev->line;
	/* A new stream (or one that went back) starts at byte 0. */
	if (rd != c->off_rd || notation_reader_offset(rd) < c->off_end) {
		c->off_rd = rd;
		c->off_end = 0;
	}
	c->off_start = c->off_end;
	c->resolved = c->broken = c->stopped = c->numbered = 0;
	c->tagmove = 0;
	c->text = notation_reader_format(rd) == NOTATION_FORMAT_HGN;
	c->pdn = notation_reader_format(rd) == NOTATION_FORMAT_PDN;
	c->moves = 0;
	c->g = NULL;
	c->rules = NULL;
	if (c->arena.cap > TAG_KEEP)
		notation_buf_free(&c->arena);
	else
		notation_buf_reset(&c->arena);
	c->tags_cut = 0;
	memset(&c->variant_at, 0, sizeof(struct loc));
	c->fen_at = c->result_tag_at = c->result_at = c->variant_at;
	c->has_variant = c->has_fen = c->has_result_tag = c->has_result = 0;
	c->has_gametype = 0;
	c->ndiags = c->ndiags_total = 0;
	c->nerrors = 0;
	c->first_error = NOTATION_OK;
	c->nreps = 0;
}

static void
set_text(struct notation_buf *b, const char *s, size_t len)
{
	notation_buf_reset(b);
	notation_buf_put(b, s, len);
	if (b->data == NULL)
		notation_buf_put(b, "", 0);
}

static void
keep_tag(notation_checker *c, const struct notation_event *ev)
{
	struct loc		 at = { ev->line, ev->column, 1 };
	struct notation_diag	 d;
	char			 why[64];
	size_t			 n, v, before;

	if (ev->name_len == 7 && memcmp(ev->name, "Variant", 7) == 0) {
		set_text(&c->variant, ev->text, ev->len);
		c->variant_at = at;
		c->has_variant = 1;
	} else if (ev->name_len == 8 && memcmp(ev->name, "GameType", 8) == 0) {
		set_text(&c->gametype, ev->text, ev->len);
		c->gametype_at = at;
		c->has_gametype = 1;
	} else if (ev->name_len == 3 && memcmp(ev->name, "FEN", 3) == 0) {
		set_text(&c->fen, ev->text, ev->len);
		c->fen_at = at;
		c->has_fen = 1;
	} else if (ev->name_len == 6 && memcmp(ev->name, "Result", 6) == 0) {
		set_text(&c->result_tag, ev->text, ev->len);
		c->result_tag_at = at;
		c->has_result_tag = 1;
	}
	if (c->tags_cut)
		return;
	/* A value is kept up to a NUL it holds, as the statistics keep it. */
	n = strnlen(ev->name, ev->name_len);
	v = strnlen(ev->text, ev->len);
	before = c->arena.len;
	if (before + n + v + 2 > TAG_BYTES)
		snprintf(why, sizeof(why), "the game's tags pass %d bytes",
		    TAG_BYTES);
	else if (notation_buf_put(&c->arena, ev->name, n) == 0 &&
	    notation_buf_putc(&c->arena, '\0') == 0 &&
	    notation_buf_put(&c->arena, ev->text, v) == 0 &&
	    notation_buf_putc(&c->arena, '\0') == 0)
		return;
	else {
		nt_buf_cut(&c->arena, before);
		snprintf(why, sizeof(why), "memory ran out");
	}
	/* From here on, lookups would be wrong without a word: say so. */
	c->tags_cut = 1;
	notation_diag_clear(&d);
	notation_diag_set(&d, NOTATION_LIMIT, "the tag %.*s and those after "
	    "it are not kept for lookups by tag: %s", (int)(n > 60 ? 60 : n),
	    ev->name, why);
	d.severity = NOTATION_WARNING;
	add_diag(c, &d, at.line, at.column);
}

static notation_game *
game_for(notation_checker *c, const notation_rules *r)
{
	notation_game	*g;
	size_t		 i;

	/* The most recently used first, the least dropped when full. */
	for (i = 0; i < c->ncache; i++)
		if (notation_position_rules(notation_game_start(c->cache[i])) ==
		    r)
			break;
	if (i < c->ncache)
		g = c->cache[i];
	else if ((g = notation_game_new(r)) == NULL)
		return NULL;
	else if (c->ncache < GAME_CACHE)
		i = c->ncache++;
	else
		notation_game_free(c->cache[--i]);
	memmove(c->cache + 1, c->cache, i * sizeof(c->cache[0]));
	c->cache[0] = g;
	return g;
}

/*
 * The rule set and start position of the current game, from its Variant
 * and FEN tags (spec/record-format.md); known once the tag section ends.
 */
static void
resolve(notation_checker *c, notation_reader *rd)
{
	struct notation_diag		 d;
	const notation_rules		*r = c->defrules;
	notation_position		*start = NULL;
	char				 msg[NOTATION_MSG_MAX];

	c->resolved = 1;
	notation_diag_clear(&d);
	if (c->has_variant && c->cat == NULL) {
		say(c, &c->variant_at, 0, NOTATION_UNKNOWN_VARIANT, "the "
		    "checker has no catalog to find the Variant tag's rule "
		    "set in");
		goto broken;
	}
	if (c->has_variant &&
	    (r = notation_catalog_find(c->cat, c->variant.data, &d)) == NULL) {
		say(c, &c->variant_at, 0, NOTATION_UNKNOWN_VARIANT, d.message);
		goto broken;
	}
	/*
	 * PDN names its game by number (spec/conversion.md, "PDN"): 20 is
	 * international draughts, the rule set of a PDN record that names
	 * none; another number is refused by name.
	 */
	if (!c->has_variant && c->has_gametype && nt_pdn_gametype(
	    c->gametype.data, c->gametype.len, msg, sizeof(msg)) != 0) {
		say(c, &c->gametype_at, 0, NOTATION_UNKNOWN_VARIANT, msg);
		goto broken;
	}
	if (!c->has_variant && c->cat != NULL && (c->has_gametype ||
	    notation_reader_format(rd) == NOTATION_FORMAT_PDN) &&
	    (r = notation_catalog_find(c->cat, "international-draughts",
	    &d)) == NULL) {
		say(c, &c->gametype_at, 0, NOTATION_UNKNOWN_VARIANT, d.message);
		goto broken;
	}
	if (c->has_fen) {
		notation_diag_clear(&d);
		/*
		 * The Variant tag's rule set, not the catalog's answer to
		 * a second look-up: another thread may have added a rule
		 * set of that name in between.
		 */
		if (nt_position_parse_known(c->cat, c->has_variant ? r : NULL,
		    c->fen.data, c->fen.len, &start, &d) != 0) {
			snprintf(msg, sizeof(msg), "FEN tag, column %lu: %.200s",
			    d.column, d.message);
			say(c, &c->fen_at, 0, d.code == NOTATION_UNKNOWN_VARIANT ?
			    NOTATION_UNKNOWN_VARIANT : NOTATION_BAD_POSITION, msg);
			goto broken;
		}
		if (!c->has_variant)
			r = notation_position_rules(start);
		else if (notation_position_rules(start) != r) {
			snprintf(msg, sizeof(msg), "the FEN tag is a %s "
			    "position, but the Variant tag says %s",
			    notation_rules_name(notation_position_rules(start)),
			    notation_rules_name(r));
			say(c, &c->fen_at, 0, NOTATION_BAD_POSITION, msg);
			goto broken;
		}
	}
	if (r == NULL) {
		say(c, NULL, 0, NOTATION_UNKNOWN_VARIANT, "the game has no "
		    "Variant tag, and the checker has no default rule set");
		goto broken;
	}
	c->rules = r;
	if (c->replay) {
		if ((c->g = game_for(c, r)) == NULL ||
		    notation_game_reset(c->g, start) != 0) {
			say(c, NULL, 0, NOTATION_LIMIT, "out of memory");
			goto broken;
		}
		/*
		 * Where no one watches the plies and having no move ends
		 * the game, play() settles that end (nt_game_defer()).
		 */
		c->defer = nt_game_defer(c->g, c->plyfn == NULL &&
		    c->movefn == NULL && c->evfn == NULL);
	}
	notation_position_free(start);
	return;
broken:
	notation_position_free(start);
	c->broken = 1;
	if (!c->copy)
		notation_reader_skip_game(rd);
}

/*
 * A move that is not replayed, handed on when copying: to the move
 * callback, unless the ply that failed after it had given it the move
 * (seen), and to the ply callback.
 */
static void
unplayed(notation_checker *c, const struct notation_event *ev, int seen)
{
	if (c->movefn != NULL && !seen)
		c->movefn(c->movearg, c->g, NULL, ev->text, ev->len);
	if (c->plyfn != NULL)
		c->plyfn(c->plyarg, c->g, c->g != NULL ?
		    notation_game_position(c->g) : NULL, NULL, ev->text,
		    ev->len);
}

static unsigned long
next_ply(const notation_checker *c)
{
	if (c->g != NULL)
		return notation_game_plies(c->g) + 1;
	return c->moves + 1;
}

/* A move number that does not fit: out of line, as rare. */
static NT_NOINLINE void
bad_number(notation_checker *c, const struct notation_event *ev)
{
	const notation_position	*p = notation_game_position(c->g);
	struct loc		 at = { ev->line, ev->column, 1 };
	char			 msg[NOTATION_MSG_MAX];
	int			 side = notation_position_side(p);
	unsigned long		 n = notation_position_move_number(p);

	snprintf(msg, sizeof(msg), "move number %lu%s does not match the "
	    "game: move %lu, %s to move (expected %lu%s)", ev->number,
	    ev->dots == 1 ? "." : "...", n,
	    notation_rules_player_name(c->rules, side), n,
	    side == 0 ? "." : "...");
	say_as(c, &at, next_ply(c), NOTATION_MOVE_NUMBER, 1, msg);
	c->numbered = 1;
}

static inline void
move_number(notation_checker *c, const struct notation_event *ev)
{
	const notation_position	*p;

	if (c->g == NULL || c->numbered)
		return;
	p = notation_game_position(c->g);
	if (ev->number != notation_position_move_number(p) ||
	    (ev->dots == 1) != (notation_position_side(p) == 0))
		bad_number(c, ev);
}

/*
 * A move refused whose token ran to the end of the input may have been cut
 * short there: the game is `truncated', as it would be with no line end
 * after a move it accepts (spec/record-format.md, "Truncated input").
 */
static void
cut_move(const notation_reader *rd, struct notation_diag *d)
{
	size_t	 n;

	if (!nt_reader_move_cut(rd))
		return;
	d->code = NOTATION_TRUNCATED;
	n = strlen(d->message);
	snprintf(d->message + n, sizeof(d->message) - n, " (end of input)");
}

/*
 * A PDN record's move written as a capture that takes nothing ("38x33"
 * for 38-33): PDN's files hold them, and readers take them as the move
 * they name.  So does the checker in a PDN record, with a warning, and
 * hands the move on so written (c->plain).  1 if the move, read so, is
 * legal (*m is it, *d cleared).
 */
static int
plain_as_capture(notation_checker *c, const struct notation_event *ev,
    struct notation_move *m, struct notation_diag *d)
{
	struct notation_diag	 d2;
	struct loc		 at = { ev->line, ev->column, 1 };
	char			*buf = c->plain, msg[NOTATION_MSG_MAX];
	size_t			 i;

	if (!pdn_record(c) || d->code != NOTATION_ILLEGAL_MOVE ||
	    ev->len >= sizeof(c->plain) || (memchr(ev->text, 'x',
	    ev->len) == NULL && memchr(ev->text, 'X', ev->len) == NULL))
		return 0;
	for (i = 0; i < ev->len; i++)
		buf[i] = ev->text[i] == 'x' || ev->text[i] == 'X' ? '-' :
		    ev->text[i];
	notation_diag_clear(&d2);
	if (notation_move_parse(notation_game_position(c->g), buf, ev->len, m,
	    &d2) != 0)
		return 0;
	snprintf(msg, sizeof(msg), "%.*s takes nothing: read as the move "
	    "%.*s (a move that takes nothing is written with '-')",
	    (int)ev->len, ev->text, (int)ev->len, buf);
	say_as(c, &at, d->ply, NOTATION_ILLEGAL_MOVE, 1, msg);
	d2.ply = d->ply;
	*d = d2;
	return 1;
}

/*
 * PDN's default game is international draughts (GameType 20), and many
 * PDN files of other games name none: a first move that is illegal in a
 * game that names neither its GameType nor its Variant says so.
 */
static void
other_game(const notation_checker *c, struct notation_diag *d)
{
	size_t	 n;

	if (!pdn_record(c) || c->has_gametype || d->ply != 1 ||
	    d->code != NOTATION_ILLEGAL_MOVE)
		return;
	n = strlen(d->message);
	snprintf(d->message + n, sizeof(d->message) - n, " (the game names "
	    "no GameType, so it is read as international draughts, PDN's "
	    "GameType 20: is it a record of another game?)");
}

/* A ply's diagnostic, blank (its message is set on error alone). */
static void
ply_diag(const notation_checker *c, struct notation_diag *d)
{
	memset(d, 0, offsetof(struct notation_diag, message));
	d->message[0] = '\0';
	d->ply = notation_game_plies(c->g) + 1;
}

/*
 * Where the game leaves a ply's no-move end to the next (c->defer,
 * nt_game_settle()), the move is parsed before the end is asked: a move
 * of a stone shows the side had one; anything else has the check made,
 * and a game that has ended takes no move.  The text of a move legal in
 * a game not ended, or NULL with d as play() would fill it.  Out of
 * line, where it keeps its registers from the common ply's.
 */
NT_NOINLINE
static const char *
parse_settled(notation_checker *c, const struct notation_event *ev,
    struct notation_move *m, struct notation_diag *d)
{
	int	 ok = notation_move_parse(notation_game_position(c->g),
		    ev->text, ev->len, m, d) == 0;

	nt_game_settle(c->g, ok && (m->kind == NOTATION_STEP ||
	    m->kind == NOTATION_JUMP));
	if (notation_game_outcome(c->g)->kind == NOTATION_RESULT_NONE)
		return ok ? ev->text : NULL;
	ply_diag(c, d);
	return NULL;
}

/* play()'s bare, for the current game. */
static int
bare_game(const notation_checker *c)
{
	return c->g != NULL && !c->defer && c->movefn == NULL &&
	    c->plyfn == NULL;
}

/*
 * In line in the loops over events and over a run's tokens (run()).  bare
 * (a constant where it is in line) says the game is replayed, its no-move
 * end not deferred, and no callback watches the moves: play() then asks
 * none of it (bare_game()).  1 when the move stopped the game.
 */
static inline NT_ALWAYS_INLINE int
play(notation_checker *c, notation_reader *rd, const struct notation_event *ev,
    int bare)
{
	struct notation_diag	 d;
	struct notation_move	 m;
	struct notation_diag	*k;
	unsigned long		*reps;
	const char		*text = NULL;	/* the move as read */
	size_t			 n;

	if (!bare && c->g == NULL) {
		c->moves++;
		return 0;
	}
	ply_diag(c, &d);
	if (!bare && c->defer)
		text = parse_settled(c, ev, &m, &d);
	if (text != NULL)
		;
	else if (notation_game_outcome(c->g)->kind != NOTATION_RESULT_NONE)
		notation_diag_set(&d, NOTATION_MOVE_AFTER_END, "the game "
		    "already ended at ply %lu (%s, %s)",
		    notation_game_end_ply(c->g),
		    notation_reason_name(notation_game_outcome(c->g)->reason),
		    "no move may follow");
	else if ((bare || !c->defer) && notation_move_parse(
	    notation_game_position(c->g), ev->text, ev->len, &m, &d) == 0)
		text = ev->text;
	else if (plain_as_capture(c, ev, &m, &d))
		text = c->plain;
	if (text != NULL) {
		/* The game still in the position the move is made in. */
		if (!bare && c->movefn != NULL)
			c->movefn(c->movearg, c->g, &m, text, ev->len);
		/* Only a caller that watches plies pays for the copy. */
		if (!bare && c->plyfn != NULL)
			nt_position_copy(&c->before,
			    notation_game_position(c->g));
		/* Not ended: the outcome was asked above. */
		nt_game_play_open(c->g, &m, &d);
	}
	if (d.code != NOTATION_OK) {
		cut_move(rd, &d);
		other_game(c, &d);
		add_diag(c, &d, ev->line, ev->column);
		c->stopped = 1;
		if (c->copy)
			unplayed(c, ev, text != NULL);
		else
			notation_reader_skip_game(rd);
		return 1;
	}
	if (notation_game_repetition(c->g)) {
		if (c->nreps == c->capreps) {
			n = c->capreps ? c->capreps * 2 : 16;
			if ((reps = realloc(c->reps, n * sizeof(*reps))) != NULL) {
				c->reps = reps;
				c->capreps = n;
			}
		}
		if (c->nreps < c->capreps)
			c->reps[c->nreps++] = notation_game_plies(c->g);
		notation_diag_clear(&d);
		d.ply = notation_game_plies(c->g);
		notation_diag_set(&d, NOTATION_REPETITION, "the position "
		    "occurs for the %u%s time, at move %lu: a draw could have "
		    "been claimed before this move", notation_game_occurrences(c->g),
		    notation_ordinal_suffix(notation_game_occurrences(c->g)),
		    notation_position_move_number(notation_game_position(c->g)) -
		    (notation_position_side(notation_game_position(c->g)) == 0));
		if ((k = add_diag(c, &d, ev->line, ev->column)) != NULL)
			k->ply = d.ply;
	}
	if (!bare && c->plyfn != NULL && c->plyfn(c->plyarg, c->g, &c->before,
	    &m, text, ev->len) != 0) {
		c->stopped = 1;
		notation_reader_skip_game(rd);
		return 1;
	}
	return 0;
}

static void
result_token(notation_checker *c, const struct notation_event *ev)
{
	c->has_result = 1;
	set_text(&c->result, ev->text, ev->len);
	c->result_at.line = ev->line;
	c->result_at.column = ev->column;
	c->result_at.set = 1;
}

/* The recorded result against the one the rules impose. */
static void
finish(notation_checker *c, struct notation_summary *s)
{
	struct notation_result	 tag, tok, imposed;
	struct notation_buf	 a = NOTATION_BUF_INIT, b = NOTATION_BUF_INIT;
	char			 msg[NOTATION_MSG_MAX];
	int			 n, tag_ok = 0, tok_ok = 0;
	const struct loc	*at;

	memset(s, 0, sizeof(*s));
	s->file = c->file;
	s->game = c->game;
	s->line = c->line;
	s->offset = c->off_start;
	s->length = c->off_end - c->off_start;
	s->rules = c->rules;
	if (c->rules == NULL || c->broken)
		goto done;
	n = notation_rules_players(c->rules);
	if (c->has_result_tag) {
		if (notation_result_parse(c->result_tag.data, c->result_tag.len,
		    n, &tag) == 0)
			tag_ok = 1;
		else if (c->result_tag.len != 1 || c->result_tag.data[0] != '?') {
			snprintf(msg, sizeof(msg), "the Result tag '%.40s' is "
			    "not a result for %d players", c->result_tag.data, n);
			say(c, &c->result_tag_at, 0, NOTATION_BAD_TAG, msg);
		}
	}
	if (c->has_result) {
		if (notation_result_parse(c->result.data, c->result.len, n,
		    &tok) == 0)
			tok_ok = 1;
		else if (!c->stopped) {
			snprintf(msg, sizeof(msg), "'%.40s' is not a result for "
			    "%d players", c->result.data, n);
			say(c, &c->result_at, 0, NOTATION_SYNTAX, msg);
		}
	}
	if (tag_ok && tok_ok && !notation_result_equal(&tag, &tok)) {
		snprintf(msg, sizeof(msg), "the Result tag says %s, but the "
		    "movetext ends with %s", c->result_tag.data, c->result.data);
		say_as(c, &c->result_at, 0, NOTATION_RESULT_MISMATCH, 1,
		    msg);
	}
	if (tok_ok || tag_ok) {
		s->has_recorded = 1;
		s->recorded = tok_ok ? tok : tag;
	}
	if (c->g == NULL)
		goto done;
	nt_game_settle(c->g, 0);
	s->plies = notation_game_plies(c->g);
	/*
	 * An end the rules imposed stands when a later move is rejected
	 * (move-after-end): it is reported all the same.  Only the check of
	 * the recorded result needs the record replayed to its end.
	 */
	imposed = *notation_game_outcome(c->g);
	s->outcome = imposed;
	s->end_ply = notation_game_end_ply(c->g);
	if (c->stopped)
		goto done;
	/*
	 * "*" says nothing about the end (spec/record-format.md,
	 * "Results"): on a game the rules ended it, like a missing result,
	 * leaves the result open, which is worth a warning and no more.  A
	 * win or draw the rules contradict is an error.
	 */
	if (imposed.kind != NOTATION_RESULT_NONE && (!s->has_recorded ||
	    s->recorded.kind == NOTATION_RESULT_NONE)) {
		notation_result_format(&imposed, n, &b);
		snprintf(msg, sizeof(msg), "the record leaves the result open, "
		    "but the rules ended the game %s at ply %lu (%s)", b.data,
		    s->end_ply, notation_reason_name(imposed.reason));
		at = tok_ok ? &c->result_at : c->has_result_tag ?
		    &c->result_tag_at : NULL;
		say(c, at, 0, NOTATION_OPEN_RESULT, msg);
		notation_buf_free(&b);
	} else if (imposed.kind != NOTATION_RESULT_NONE && s->has_recorded &&
	    !notation_result_equal(&imposed, &s->recorded)) {
		/* The recorded result as written, the rules' in its form. */
		if (tok_ok)
			notation_buf_put(&a, c->result.data, c->result.len);
		else
			notation_buf_put(&a, c->result_tag.data,
			    c->result_tag.len);
		if (nt_result_is_pdn(a.data, a.len))
			nt_result_format_pdn(&imposed, n, &b);
		else
			notation_result_format(&imposed, n, &b);
		snprintf(msg, sizeof(msg), "the record gives %s, but the rules "
		    "ended the game %s at ply %lu (%s)", a.data, b.data,
		    s->end_ply, notation_reason_name(imposed.reason));
		at = tok_ok ? &c->result_at : &c->result_tag_at;
		say(c, at, 0, NOTATION_RESULT_MISMATCH, msg);
		notation_buf_free(&a);
		notation_buf_free(&b);
	}
done:
	if (c->g != NULL && s->plies == 0)
		s->plies = notation_game_plies(c->g);
	if (c->g == NULL && !c->broken)
		s->plies = c->moves;
	s->game_state = c->g;
	s->valid = c->nerrors == 0;
	s->repetitions = c->reps;
	s->nrepetitions = c->nreps;
	s->diags = c->diags;
	s->ndiags = c->ndiags;
	s->ndiags_total = c->ndiags_total;
	s->nerrors = c->nerrors;
	s->first_error = c->nerrors > 0 ? c->first_error : NOTATION_OK;
	/*
	 * Bytes of the text format that delivered neither a tag pair nor
	 * a move, in error, are no game (spec/record-format.md, "Game
	 * boundaries"); a read error of the stream is told apart by its
	 * code.  Other formats frame their records otherwise.
	 */
	s->not_a_game = c->text && !c->tagmove && c->nerrors > 0 &&
	    c->first_error != NOTATION_IO;
}

/*
 * A move number of a run at q, as nt_hgn_fast_number() reads it, the
 * common one of up to three digits without its loop over the class table.
 */
static inline int
run_number(const char *q, const char *end, size_t *len, unsigned long *num,
    int *dots)
{
	unsigned long	 n = (unsigned long)(*q - '0');
	unsigned	 d;
	size_t		 k = 1;

	for (; k < 4; k++) {
		if ((d = (unsigned)((unsigned char)q[k] - '0')) > 9)
			break;
		n = n * 10 + d;
	}
	if (k == 4)
		return nt_hgn_fast_number(q, end, len, num, dots);
	if (q[k] != '.')
		return 0;
	if (q[k + 1] != '.')
		*dots = 1;
	else if (q[k + 2] == '.' && q[k + 3] != '.')
		*dots = 3;
	else
		return 0;
	*len = k + (size_t)*dots;
	*num = n;
	return 1;
}

/*
 * A token of a run from q to t.  The line end before it was counted when
 * it was passed (run()): ev->line is the run's.
 */
static inline void
run_token(const struct nt_run *r, struct notation_event *ev,
    enum notation_event_type type, const char *q, const char *t)
{
	ev->type = type;
	ev->text = q;
	ev->len = (size_t)(t - q);
	ev->column = (unsigned long)((uintptr_t)q - r->colz);
}

/*
 * The rest of a movetext the text reader hands out (nt_reader_run()), read
 * here where it lies: each plain move and move number, up to a token of
 * another kind, goes to play() or move_number() as the reader's event
 * would, without the reader's and the switch's way through each event.
 * The tokens are those of the reader's own movetext path (reader_hgn.c,
 * fast_token()), by its scanners: a line end is passed where a move or a
 * move number follows it on the next line, and nothing is read with less
 * than FAST_ROOM bytes at hand or past a move that failed.  Where
 * callbacks watch the moves, the reader is told where the run stands
 * before each, as it would stand after the move's event.
 */
static void
run(notation_checker *c, notation_reader *rd)
{
	struct nt_run		 r;
	struct notation_event	 ev;
	const char		*p, *q, *t, *end, *nl = NULL, *lf = NULL;
	uintptr_t		 colz = 0;
	size_t			 len;
	int			 bare = bare_game(c);
	int			 watched = c->movefn != NULL || c->plyfn != NULL;
#if defined(__SSE2__)
	__m128i			 x;
	unsigned		 bits, s;
#endif

	/* A move that failed stops the game (copying, the reader reads on). */
	if (c->stopped || !nt_reader_run(rd, &r))
		return;
	memset(&ev, 0, sizeof(ev));
	ev.game = c->game;
	ev.line = r.line;
	p = q = r.p;
	end = r.end;
	while (end - q >= FAST_LOOK) {
#if defined(__SSE2__)
		/* One look at sixteen bytes: the blanks, most often the end. */
		x = _mm_loadu_si128((const __m128i *)(const void *)q);
		bits = (unsigned)_mm_movemask_epi8(_mm_or_si128(
		    _mm_cmpeq_epi8(x, _mm_set1_epi8(' ')),
		    _mm_cmpeq_epi8(x, _mm_set1_epi8('\t')))) ^ 0xffff;
		if (bits == 0) {
			q += 16;
			continue;
		}
		s = (unsigned)__builtin_ctz(bits);
		t = q + 16;
		q += s;
		if ((CLS(*q) & C_ALPHA) &&
		    (bits = stop_bits(x) >> s >> 1) != 0) {
			t = q + 1 + __builtin_ctz(bits);
			if (CLS(*t) & C_WORD)
				t++;
			else
				goto move;
		}
#else
		q = skip_blanks(q, end);
		t = q + 1;
#endif
		if (CLS(*q) & C_ALPHA) {
			t = word_end(t, q + FAST_ROOM - 4, q + FAST_ROOM);
			if (t == q + FAST_ROOM - 4)
				break;
#if defined(__SSE2__)
move:
#endif
			run_token(&r, &ev, NOTATION_EV_MOVE, q, t);
			/* ev.number and ev.dots, which play() never reads, kept. */
			p = q = t;
			nl = NULL;
			if (bare) {
				if (play(c, rd, &ev, 1))
					break;
				continue;
			}
			/* A callback may ask the reader where it stands. */
			if (watched) {
				r.p = p;
				nt_reader_run_end(rd, &r);
			}
			if (play(c, rd, &ev, 0))
				break;
		} else if (CLS(*q) & C_DIGIT) {
			if (!run_number(q, end, &len, &ev.number, &ev.dots))
				break;
			run_token(&r, &ev, NOTATION_EV_MOVE_NUMBER, q, q + len);
			move_number(c, &ev);
			p = q = q + len;
			nl = NULL;
		} else if (*q == '\n' && nl == NULL) {
			/* Counted now, taken back below if no token follows. */
			lf = r.lf;
			colz = r.colz;
			nl = q++;
			ev.line = ++r.line;
			r.colz = (uintptr_t)nl;
			r.lf = nl;
		} else
			break;
	}
	if (nl != NULL) {
		r.line--;
		r.colz = colz;
		r.lf = lf;
	}
	r.p = p;
	nt_reader_run_end(rd, &r);
}

/*
 * A game of a PDN record that runs into the next game's tags without its
 * result: PDN's grammar ends every game but the last with one
 * (spec/conversion.md, "PDN"), so the text reader's warning is an error
 * of the game here, unless a Variant tag makes the record the toolkit's
 * own text format.  Every byte of the game was read, so a copy writes it.
 */
static int
unterminated(notation_checker *c, const struct notation_event *ev)
{
	struct loc	 at = { ev->line, ev->column, 1 };

	if (!pdn_record(c) || ev->diag->code != NOTATION_MISSING_RESULT ||
	    strcmp(ev->diag->message, NT_MSG_NO_RESULT_BEFORE_TAGS) != 0)
		return 0;
	say(c, &at, c->resolved && !c->broken ? next_ply(c) : 0,
	    NOTATION_SYNTAX, NT_MSG_NO_RESULT_BEFORE_TAGS " (a PDN game ends "
	    "with its result)");
	if (c->copy && c->evfn != NULL)
		c->evfn(c->evarg, ev);
	return 1;
}

int
notation_checker_next(notation_checker *c, notation_reader *rd,
    struct notation_summary *out)
{
	struct notation_event	 ev;
	int			 in_game = 0;

	while (notation_reader_next(rd, &ev) == 1) {
		/*
		 * The game's first events were pulled from the reader
		 * before the checker had it: the game cannot be checked,
		 * and is refused rather than summed up as game 0.
		 */
		if (!in_game && ev.type != NOTATION_EV_GAME_START &&
		    ev.type != NOTATION_EV_ERROR &&
		    ev.type != NOTATION_EV_END && ev.type != NOTATION_EV_NONE) {
			begin_game(c, rd, &ev);
			in_game = 1;
			c->resolved = c->broken = 1;
			say(c, NULL, 0, NOTATION_SYNTAX, "the game's first events "
			    "were read before the checker was handed the "
			    "reader: it is not checked");
			if (ev.type != NOTATION_EV_GAME_END)
				notation_reader_skip_game(rd);
		}
		switch (ev.type) {
		case NOTATION_EV_GAME_START:
			begin_game(c, rd, &ev);
			in_game = 1;
			break;
		case NOTATION_EV_TAG:
			c->tagmove = 1;
			if (!c->resolved)
				keep_tag(c, &ev);
			if (c->evfn != NULL)
				c->evfn(c->evarg, &ev);
			break;
		case NOTATION_EV_COMMENT:
			if (c->evfn != NULL)
				c->evfn(c->evarg, &ev);
			break;
		case NOTATION_EV_MOVE_NUMBER:
			if (!c->resolved)
				resolve(c, rd);
			if (!c->broken && !c->stopped)
				move_number(c, &ev);
			break;
		case NOTATION_EV_MOVE:
			c->tagmove = 1;
			if (!c->resolved)
				resolve(c, rd);
			if (!c->broken && !c->stopped) {
				play(c, rd, &ev, 0);
				if (c->text)
					run(c, rd);
			} else if (c->copy)
				unplayed(c, &ev, 0);
			break;
		case NOTATION_EV_RESULT:
			if (!c->resolved)
				resolve(c, rd);
			result_token(c, &ev);
			if (c->copy && c->evfn != NULL)
				c->evfn(c->evarg, &ev);
			break;
		case NOTATION_EV_ERROR:
			if (in_game && unterminated(c, &ev))
				break;
			if (!in_game) {
				/* A stream-level problem (I/O): a game of its own. */
				begin_game(c, rd, &ev);
				c->broken = 1;
				add_diag(c, ev.diag, ev.line, ev.column);
				c->off_end = notation_reader_offset(rd);
				finish(c, out);
				return 1;
			}
			if (add_diag(c, ev.diag, ev.line, ev.column) != NULL &&
			    c->resolved && !c->broken &&
			    ev.diag->severity == NOTATION_ERROR)
				c->diags[c->ndiags - 1].ply = next_ply(c);
			if (ev.diag->severity == NOTATION_ERROR && c->resolved)
				c->stopped = 1;
			if (c->copy && c->evfn != NULL)
				c->evfn(c->evarg, &ev);
			break;
		case NOTATION_EV_GAME_END:
			if (!c->resolved)
				resolve(c, rd);
			c->off_end = notation_reader_offset(rd);
			finish(c, out);
			return 1;
		case NOTATION_EV_END:
			c->off_rd = NULL;
			break;
		case NOTATION_EV_NONE:
			break;
		}
	}
	return 0;
}
