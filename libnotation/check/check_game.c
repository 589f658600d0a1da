/*
 * check_game.c -- a game's own work in the checker's pipeline (check.c):
 * its beginning, its tags, its rule set and start position, its
 * diagnostics, and its end, where the recorded result is judged.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check/check.h"
#include "rules/rules.h"

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
struct notation_diag *
nt_check_add_diag(notation_checker *c, const struct notation_diag *d,
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
 * A diagnostic of the game.  Some are what PDN's files get wrong by the
 * thousand and no PDN reader refuses (spec/conversion.md, "PDN"): a move
 * number that does not fit, a Result tag the movetext's result
 * contradicts.  Said "lenient", they are warnings of the same code in a
 * PDN record, and errors elsewhere.
 */
void
nt_check_say_as(notation_checker *c, const struct loc *at, unsigned long ply,
    enum notation_code code, int lenient, const char *msg)
{
	struct notation_diag	 d;

	notation_diag_clear(&d);
	d.ply = ply;
	notation_diag_set(&d, code, "%s", msg);
	if (lenient && nt_check_pdn_record(c))
		d.severity = NOTATION_WARNING;
	nt_check_add_diag(c, &d, at != NULL ? at->line : 0,
	    at != NULL ? at->column : 0);
}

void
nt_check_say(notation_checker *c, const struct loc *at, unsigned long ply,
    enum notation_code code, const char *msg)
{
	nt_check_say_as(c, at, ply, code, 0, msg);
}

void
nt_check_begin(notation_checker *c, notation_reader *rd,
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

/*
 * The tag pair ev kept, its name and value up to a NUL they hold (n and
 * v bytes), as the statistics keep them.
 */
void
nt_check_keep_pair(notation_checker *c, const struct notation_event *ev,
    size_t n, size_t v)
{
	struct loc		 at = { ev->line, ev->column, 1 };
	struct notation_diag	 d;
	char			 why[64], *to;
	size_t			 before;

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
	before = c->arena.len;
	if (before + n + v + 2 > TAG_BYTES)
		snprintf(why, sizeof(why), "the game's tags pass %d bytes",
		    TAG_BYTES);
	else if (nt_buf_room(&c->arena, n + v + 2) == 0) {
		/* Room asked once, for both and their NULs. */
		to = c->arena.data + before;
		memcpy(to, ev->name, n);
		to[n] = '\0';
		memcpy(to + n + 1, ev->text, v);
		to[n + 1 + v] = '\0';
		nt_buf_cut(&c->arena, before + n + v + 2);
		return;
	} else {
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
	nt_check_add_diag(c, &d, at.line, at.column);
}

void
nt_check_keep_tag(notation_checker *c, const struct notation_event *ev)
{
	nt_check_keep_pair(c, ev, strnlen(ev->name, ev->name_len),
	    strnlen(ev->text, ev->len));
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
 * The Variant tag's rule set in the catalog, or NULL with d filled.  A
 * file's games name few rule sets: the catalog's answer for a value is
 * kept (c->variants, a slot a value, by its length and its first and last
 * bytes) while the catalog's generation is the one read before asking
 * (nt_catalog_generation()), so that a rule set added since, which may
 * shadow it, is not missed.  Kept for the value's exact bytes, though the
 * catalog's names are not case-sensitive: a file most often writes a name
 * the same way each time.
 */
static const notation_rules *
find_variant(notation_checker *c, struct notation_diag *d)
{
	struct nt_variant	*v;
	const notation_rules	*r;
	const char		*name = c->variant.data;
	unsigned long		 gen = nt_catalog_generation(c->cat);
	size_t			 len = c->variant.len;

	v = &c->variants[(len + (len > 0 ? (unsigned char)name[0] * 3U +
	    (unsigned char)name[len - 1] : 0)) & (VARIANT_CACHE - 1)];
	if (v->rules != NULL && v->gen == gen && v->len == len &&
	    memcmp(v->name, name, len) == 0)
		return v->rules;
	if ((r = notation_catalog_find(c->cat, name, d)) != NULL &&
	    len <= sizeof(v->name)) {
		v->rules = r;
		v->gen = gen;
		v->len = len;
		memcpy(v->name, name, len);
	}
	return r;
}

/*
 * The rule set and start position of the current game, from its Variant
 * and FEN tags (spec/record-format.md); known once the tag section ends.
 */
void
nt_check_resolve(notation_checker *c, notation_reader *rd)
{
	struct notation_diag		 d;
	const notation_rules		*r = c->defrules;
	notation_position		*start = NULL;
	char				 msg[NOTATION_MSG_MAX];

	c->resolved = 1;
	notation_diag_clear(&d);
	if (c->has_variant && c->cat == NULL) {
		nt_check_say(c, &c->variant_at, 0, NOTATION_UNKNOWN_VARIANT,
		    "the checker has no catalog to find the Variant tag's "
		    "rule set in");
		goto broken;
	}
	if (c->has_variant && (r = find_variant(c, &d)) == NULL) {
		nt_check_say(c, &c->variant_at, 0, NOTATION_UNKNOWN_VARIANT,
		    d.message);
		goto broken;
	}
	/*
	 * PDN names its game by number (spec/conversion.md, "PDN"): 20 is
	 * international draughts, the rule set of a PDN record that names
	 * none; another number is refused by name.
	 */
	if (!c->has_variant && c->has_gametype && nt_pdn_gametype(
	    c->gametype.data, c->gametype.len, msg, sizeof(msg)) != 0) {
		nt_check_say(c, &c->gametype_at, 0, NOTATION_UNKNOWN_VARIANT,
		    msg);
		goto broken;
	}
	if (!c->has_variant && c->cat != NULL && (c->has_gametype ||
	    notation_reader_format(rd) == NOTATION_FORMAT_PDN) &&
	    (r = notation_catalog_find(c->cat, "international-draughts",
	    &d)) == NULL) {
		nt_check_say(c, &c->gametype_at, 0, NOTATION_UNKNOWN_VARIANT,
		    d.message);
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
			nt_check_say(c, &c->fen_at, 0,
			    d.code == NOTATION_UNKNOWN_VARIANT ?
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
			nt_check_say(c, &c->fen_at, 0, NOTATION_BAD_POSITION,
			    msg);
			goto broken;
		}
	}
	if (r == NULL) {
		nt_check_say(c, NULL, 0, NOTATION_UNKNOWN_VARIANT,
		    "the game has no Variant tag, and the checker has no "
		    "default rule set");
		goto broken;
	}
	c->rules = r;
	if (c->replay) {
		if ((c->g = game_for(c, r)) == NULL ||
		    notation_game_reset(c->g, start) != 0) {
			nt_check_say(c, NULL, 0, NOTATION_LIMIT,
			    "out of memory");
			goto broken;
		}
		/*
		 * Where no one watches the plies and having no move ends
		 * the game, play() settles that end (nt_game_defer()).  The
		 * move and event callbacks cannot see it left: the first is
		 * called once the move settled it, the second is given no
		 * game, and neither may call the checker.
		 */
		c->defer = nt_game_defer(c->g, c->plyfn == NULL);
	}
	notation_position_free(start);
	return;
broken:
	notation_position_free(start);
	c->broken = 1;
	if (!c->copy)
		notation_reader_skip_game(rd);
}

void
nt_check_result_token(notation_checker *c, const struct notation_event *ev)
{
	c->has_result = 1;
	set_text(&c->result, ev->text, ev->len);
	c->result_at.line = ev->line;
	c->result_at.column = ev->column;
	c->result_at.set = 1;
}

/* The recorded result against the one the rules impose. */
void
nt_check_finish(notation_checker *c, struct notation_summary *s)
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
			nt_check_say(c, &c->result_tag_at, 0, NOTATION_BAD_TAG,
			    msg);
		}
	}
	if (c->has_result) {
		/* Most often the Result tag's very text, read once. */
		if (c->has_result_tag && c->result.len == c->result_tag.len &&
		    memcmp(c->result.data, c->result_tag.data,
		    c->result.len) == 0) {
			if ((tok_ok = tag_ok))
				tok = tag;
		} else if (notation_result_parse(c->result.data,
		    c->result.len, n, &tok) == 0)
			tok_ok = 1;
		if (!tok_ok && !c->stopped) {
			snprintf(msg, sizeof(msg), "'%.40s' is not a result for "
			    "%d players", c->result.data, n);
			nt_check_say(c, &c->result_at, 0, NOTATION_SYNTAX, msg);
		}
	}
	if (tag_ok && tok_ok && !notation_result_equal(&tag, &tok)) {
		snprintf(msg, sizeof(msg), "the Result tag says %s, but the "
		    "movetext ends with %s", c->result_tag.data, c->result.data);
		nt_check_say_as(c, &c->result_at, 0,
		    NOTATION_RESULT_MISMATCH, 1, msg);
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
		nt_check_say(c, at, 0, NOTATION_OPEN_RESULT, msg);
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
		nt_check_say(c, at, 0, NOTATION_RESULT_MISMATCH, msg);
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
