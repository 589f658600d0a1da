/*
 * writer.c -- the writer front: records written out in every format
 * (spec/conversion.md, halma-notation(5)), and the names of the formats.
 * What it is given is checked against the token grammar (token.c) that
 * every reader reads by, so it writes what they accept.
 *
 * As with the readers, the front knows the format writers only by their
 * classes (writer_int.h), picked from the table below by the format; it
 * collects the game, and the class writes it out when it ends.
 *
 * A writer collects one game (tags, comments, moves, the result) and
 * renders it whole when the game ends: the tags must be put in their
 * canonical order, and in JSON and YAML the comments that follow a move
 * are attached to it, so nothing can be written before the game is
 * known.  Only the current game is held, never the stream.
 *
 * A call that fails refuses the game: its diagnostic (a code, never a
 * bare -1) is kept, the later calls of the game return the same code and
 * notation_writer_end() writes nothing of it.  The next game is written
 * as if nothing had happened.
 *
 * Repair (notation_writer_repair(), spec/conversion.md "Repair") works
 * on the collected game before it is rendered: it changes the result
 * and the values of Result tags, never a move, and says each change as
 * a note at the place in the input the caller gave for that text.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "records/writer_int.h"

#define NFORMATS	NT_NFORMATS
#define CLASS(F, f)	[NOTATION_FORMAT_##F] = &nt_writer_##f##_class,

/* NULL at NOTATION_FORMAT_AUTO, which is no format. */
static const struct writer_class *const classes[NFORMATS] = {
	NT_FORMATS(CLASS)
};

/*
 * A call for a game that was not begun is refused, as the caller's
 * mistake: without it, the items would join whatever game came next.
 */
static int
outside(notation_writer *w, const char *call)
{
	/* The reason a game ended with is not this call's. */
	notation_diag_clear(&w->diag);
	return nt_writer_refuse(w, NOTATION_SYNTAX, "notation_writer_%s() "
	    "outside a game: call notation_writer_begin() first", call);
}

/* ------------------------------------------------------------------ */
/* Move kinds: every question the writer asks of a move's kind        */

/* The next player's turn; the next move number after the last player. */
static void
pass_turn(notation_writer *w)
{
	if (++w->side >= w->nplayers) {
		w->side = 0;
		w->number++;
	}
}

/*
 * A dice game's turn is its roll and then its parts, one player's
 * (spec/moves.md, "Dice"): only the roll is numbered.  Without a
 * position, the turn passes at the next roll token.  Returns whether
 * the move is a part of a turn (after its roll).
 */
static int
dice_part(notation_writer *w, const notation_position *before,
    const struct notation_move *m, const char *text, size_t len)
{
	int	 roll, part;

	if (before != NULL && before->rules != w->dice_rules) {
		w->dice_rules = before->rules;
		w->dice = nt_turns_of_plies(before->rules);
	}
	/* Most games: the question asked of every move ends here. */
	if (!w->dice)
		return 0;
	if (before != NULL)
		part = nt_turn_open(before);
	else {
		roll = m != NULL ? m->kind == NOTATION_ROLL :
		    text != NULL && nt_roll_token(text, len);
		part = !roll;
		if (roll && w->turn_open)
			pass_turn(w);
	}
	w->turn_open = 1;
	return part;
}

/* After each move but in a dice game (dice_part()). */
static void
next_mover(notation_writer *w)
{
	if (!w->dice)
		pass_turn(w);
}

/*
 * The form a move is collected in: the one asked for (the writer's
 * flags) where the game replayed; a jump of no hops as its path where the
 * format wants that (jump_paths); else -1, the text as given.
 */
static int
move_form(const notation_writer *w, const notation_position *before,
    const struct notation_move *m)
{
	if (before == NULL || m == NULL)
		return -1;
	if (w->flags & (NOTATION_WRITE_LONG | NOTATION_WRITE_SHORT))
		return (w->flags & NOTATION_WRITE_LONG) != 0;
	if (m->kind == NOTATION_JUMP && m->hops == 0 && w->cls->jump_paths)
		return 1;
	return -1;
}

/* ------------------------------------------------------------------ */
/* Writers                                                            */

int
notation_format_parse(const char *s)
{
	int	 i;

	for (i = 0; s != NULL && i < NFORMATS; i++)
		if (classes[i] != NULL && strcmp(s, classes[i]->name) == 0)
			return i;
	return -1;
}

/* A format's own move forms, if it has them, stand for the caller's. */
notation_writer *
notation_writer_new(enum notation_format format, int flags)
{
	notation_writer	*w;

	if ((int)format < 0 || format >= NFORMATS || classes[format] == NULL)
		return NULL;
	if ((w = calloc(1, sizeof(*w))) == NULL)
		return NULL;
	w->cls = classes[format];
	/* PDN's tags need the whole game; its movetext is the same. */
	w->sformat = format == NOTATION_FORMAT_HGN ? NT_STREAM_HGN :
	    format == NOTATION_FORMAT_JSON ? NT_STREAM_JSON :
	    format == NOTATION_FORMAT_YAML ? NT_STREAM_YAML : 0;
	w->flags = w->cls->flags >= 0 ? w->cls->flags :
	    flags & (NOTATION_WRITE_LONG | NOTATION_WRITE_SHORT);
	notation_diag_clear(&w->diag);
	/* The HGN movetext's last number: none yet, so 0 (writer_hgn.c). */
	memcpy(w->mdig, "0...", 4);
	w->mndig = 1;
	return w;
}

int
nt_writer_numbers_moves(const notation_writer *w)
{
	return w->cls == classes[NOTATION_FORMAT_HGN];
}

void
notation_writer_free(notation_writer *w)
{
	if (w == NULL)
		return;
	notation_buf_free(&w->arena);
	notation_buf_free(&w->tmp);
	notation_buf_free(&w->movetext);
	notation_buf_free(&w->mtop);
	free(w->items);
	free(w->order);
	free(w->notes);
	free(w);
}

/*
 * Does the game the writer holds outgrow NOTATION_WRITER_GAME_MAX?  It is
 * refused then (notation.h): memory stays bounded, whatever the input.
 */
static int
game_full(notation_writer *w)
{
	if (w->arena.len + w->sbytes + (w->nitems + w->streamed) *
	    sizeof(struct item) <= NOTATION_WRITER_GAME_MAX)
		return 0;
	return nt_writer_refuse(w, NOTATION_LIMIT, "the game is longer than "
	    "a writer holds (%u MiB of moves, tags and comments)",
	    NOTATION_WRITER_GAME_MAX >> 20);
}

/*
 * The next item, its text the arena's from start on, its other fields
 * cleared: the caller fills those of its type.
 */
static NT_NOINLINE int
grow_items(notation_writer *w)
{
	struct item	*it;
	size_t		 n;

	n = w->capitems ? w->capitems * 2 : 64;
	if ((it = reallocarray(w->items, n, sizeof(*it))) == NULL)
		return -1;
	w->items = it;
	w->capitems = n;
	return 0;
}

static inline struct item *
add_item(notation_writer *w, enum item_type type, size_t start)
{
	struct item	*it;

	/* Out of line: the move's path keeps fewer registers. */
	if (w->nitems == w->capitems && grow_items(w) != 0)
		return NULL;
	it = &w->items[w->nitems];
	memset(it, 0, sizeof(*it));
	it->type = type;
	it->text = start;
	it->len = w->arena.len - start;
	it->line = w->pline;
	it->column = w->pcol;
	w->pline = w->pcol = 0;
	return it;
}

/* The move whose text the arena holds from start on, kept as an item. */
static int
keep_move(notation_writer *w, size_t start, int part, int plain)
{
	struct item	*it;

	if ((it = add_item(w, IT_MOVE, start)) == NULL)
		return nt_writer_nomem(w);
	it->number = w->number;
	it->side = w->side;
	it->part = part;
	it->plain = plain;
	w->nitems++;
	next_mover(w);
	return 0;
}

int
notation_writer_begin(notation_writer *w, struct notation_buf *out)
{
	/*
	 * A game open is dropped, as notation.h says: halma-replay begins
	 * again when it decides not to write the game it began.
	 */
	notation_buf_reset(&w->arena);
	w->nitems = w->tags_end = w->ntags = 0;
	w->has_result = 0;
	w->numbered = 0;
	w->dice = w->turn_open = 0;
	w->dice_rules = NULL;
	w->lean = NULL;
	w->pline = w->pcol = w->rline = w->rcol = 0;
	w->nnotes = 0;
	/* Only libyaml's own path (NT_WRITER_EMITTER) collects YAML. */
	w->stream = w->sformat == NT_STREAM_YAML &&
	    (w->flags & NT_WRITER_EMITTER) ? 0 : w->sformat;
	notation_buf_reset(&w->movetext);
	notation_buf_reset(&w->mtop);
	w->mopen = 0;
	w->mcol = 0;
	w->mafter = 1;
	w->mrc = 0;
	w->streamed = w->sbytes = 0;
	notation_diag_clear(&w->diag);
	w->in_game = 1;
	return 0;
}

const struct notation_diag *
notation_writer_diag(const notation_writer *w)
{
	return &w->diag;
}

/*
 * The tag about to be the item w->nitems, of rank rank, placed in the
 * order of the tags: after every tag of its rank or a rank before it, as
 * the format writers take them, each game's few once, not at every walk.
 */
static int
order_tag(notation_writer *w, int rank)
{
	size_t	*o, k, n;

	if (w->ntags == w->caporder) {
		n = w->caporder ? w->caporder * 2 : 16;
		if ((o = reallocarray(w->order, n, sizeof(*o))) == NULL)
			return -1;
		w->order = o;
		w->caporder = n;
	}
	for (k = w->ntags; k > 0 && w->items[w->order[k - 1]].rank > rank;
	    k--)
		w->order[k] = w->order[k - 1];
	w->order[k] = w->nitems;
	w->ntags++;
	return 0;
}

int
notation_writer_tag(notation_writer *w, const char *name, size_t nlen,
    const char *value, size_t vlen, struct notation_buf *out)
{
	struct item	*it;
	size_t		 n, v;
	int		 plain;

	if (!w->in_game)
		return outside(w, "tag");
	if (w->diag.code != NOTATION_OK)
		return (int)w->diag.code;
	if (game_full(w) != 0)
		return NOTATION_LIMIT;
	if (!nt_token_tag_name_ok(name, nlen))
		return nt_writer_refuse(w, NOTATION_SYNTAX, "'%.*s' is not a "
		    "tag name: a letter, then letters, digits and '_'",
		    QLEN(nlen), name != NULL ? name : "");
	/*
	 * Every format's reader refuses these: the output must read back.
	 * A value of printable ASCII, most, has none of them, nor a byte
	 * that JSON or the text format escapes: one look (item's plain).
	 */
	plain = (nt_token_all_of(value, vlen) & NT_TC_PLAIN) != 0;
	if (!plain && vlen > 0 && memchr(value, '\0', vlen) != NULL)
		return nt_writer_refuse(w, NOTATION_SYNTAX, "NUL byte in the "
		    "value of tag %.*s", QLEN(nlen), name);
	if (!plain && vlen > 0 && (memchr(value, '\n', vlen) != NULL ||
	    memchr(value, '\r', vlen) != NULL))
		return nt_writer_refuse(w, NOTATION_SYNTAX, "the value of tag "
		    "%.*s is not on one line", QLEN(nlen), name);
	n = w->arena.len;
	if (notation_buf_put(&w->arena, name, nlen) == -1)
		return nt_writer_nomem(w);
	v = w->arena.len;
	if (notation_buf_put(&w->arena, value, vlen) == -1 ||
	    (it = add_item(w, IT_TAG, v)) == NULL)
		return nt_writer_nomem(w);
	it->name = n;
	it->nlen = nlen;
	it->plain = plain ? TOKEN_JSON_PLAIN : 0;
	it->rank = nt_writer_tag_rank(w, it);
	if (order_tag(w, it->rank) != 0)
		return nt_writer_nomem(w);
	w->tags_end = ++w->nitems;
	return 0;
}

static int
is_white(int c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' ||
	    c == '\v' || c == '\f';
}

/*
 * The moves a YAML game streamed made items again, as
 * notation_writer_move() would have made them, when the game needs its
 * items (writer_int.h): each is a line "- move" of the movetext, its
 * text as it came (nt_writer_yaml_move()).  What YAML asks of an item
 * of a move is its text and plain; its number, mover and part are the
 * text format's.  Tags given after a move come before it then, which
 * the order of the tags (nt_writer_next_tag()) and the comments after
 * a move, which skip them, do not see.
 */
static int
unstream(notation_writer *w)
{
	struct item	*it;
	const char	*s = w->movetext.data, *e;
	size_t		 start, left = w->movetext.len;
	unsigned long	 line = w->pline, col = w->pcol;

	w->stream = 0;
	w->lean = NULL;
	for (; left > 0; left -= (size_t)(e + 1 - s), s = e + 1) {
		e = memchr(s, '\n', left);
		start = w->arena.len;
		if (nt_buf_put(&w->arena, s + 2, (size_t)(e - s) - 2) != 0 ||
		    (it = add_item(w, IT_MOVE, start)) == NULL)
			return -1;
		it->plain = TOKEN_YAML_PLAIN;
		w->nitems++;
	}
	notation_buf_reset(&w->movetext);
	w->streamed = w->sbytes = 0;
	/* The place given is the call's that needs the items. */
	w->pline = line;
	w->pcol = col;
	return 0;
}

/*
 * A comment is kept as its words joined by single blanks: in the text
 * format line breaks inside a comment are layout, which the writer
 * chooses itself when it wraps lines (spec/conversion.md, "Comments").
 * The kind of comment is layout too, so it is not kept.
 */
int
notation_writer_comment(notation_writer *w, int kind, const char *text,
    size_t len, struct notation_buf *out)
{
	size_t		 i, start;
	int		 gap = 0, rc;

	if (!w->in_game)
		return outside(w, "comment");
	if (w->diag.code != NOTATION_OK)
		return (int)w->diag.code;
	if (game_full(w) != 0)
		return NOTATION_LIMIT;
	/* YAML places a move's comments with the emitter, from items. */
	if (w->stream == NT_STREAM_YAML && unstream(w) != 0)
		return nt_writer_nomem(w);
	start = w->arena.len;
	rc = notation_buf_put(&w->arena, "", 0);
	for (i = 0; i < len; i++) {
		if (is_white((unsigned char)text[i])) {
			gap = 1;
			continue;
		}
		if (gap && w->arena.len > start)
			rc |= notation_buf_putc(&w->arena, ' ');
		gap = 0;
		rc |= notation_buf_putc(&w->arena, text[i]);
	}
	if (rc != 0 || add_item(w, IT_COMMENT, start) == NULL)
		return nt_writer_nomem(w);
	w->nitems++;
	if (w->stream == NT_STREAM_HGN)
		nt_writer_hgn_comment(w, nt_writer_at(w, start),
		    w->arena.len - start);
	else if (w->stream == NT_STREAM_JSON)
		nt_writer_json_comment(w, nt_writer_at(w, start),
		    w->arena.len - start);
	if (w->stream) {
		if (w->mrc != 0)
			return nt_writer_nomem(w);
	}
	return 0;
}

static NT_NOINLINE int
not_a_move(notation_writer *w, const char *text, size_t len)
{
	return nt_writer_refuse(w, NOTATION_SYNTAX, "'%.*s' is not a "
	    "move token: a letter, then no blank and none of "
	    "{}[]();\"", QLEN(len), text != NULL ? text : "");
}

/*
 * A move of the text format, JSON or YAML, written as it comes
 * (writer_hgn.c, writer_json.c, writer_yaml.c): counted as the item it
 * is not, for the size limit, and its place in the input spent as an
 * item's.  A move of YAML that it does not hold as it is makes the game
 * collect its items (unstream()), this one the first after those.
 */
static int
stream_move(notation_writer *w, const notation_position *before,
    const struct notation_move *m, int form, const char *text, size_t len,
    int part)
{
	size_t		 start;
	int		 plain = 0;

	if (form >= 0) {
		notation_buf_reset(&w->tmp);
		if (notation_move_format(before, m, form, &w->tmp) != 0)
			return nt_writer_nomem(w);
		text = w->tmp.data;
		len = w->tmp.len;
	} else if (w->stream == NT_STREAM_HGN) {
		if (!nt_token_move_in(text, len))
			return not_a_move(w, text, len);
	} else if (w->stream == NT_STREAM_JSON) {
		if (!nt_token_move_plain_in(text, len, &plain,
		    TOKEN_JSON_PLAIN))
			return not_a_move(w, text, len);
	} else if (!nt_token_move_plain_in(text, len, &plain,
	    TOKEN_JSON_PLAIN | TOKEN_YAML_PLAIN))
		return not_a_move(w, text, len);
	if (w->stream == NT_STREAM_HGN)
		nt_writer_hgn_move(w, text, len, w->number, w->side, part);
	else if (w->stream == NT_STREAM_JSON)
		nt_writer_json_move(w, text, len, plain);
	else if (plain & TOKEN_YAML_PLAIN)
		nt_writer_yaml_move(w, text, len);
	else {
		if (unstream(w) != 0)
			return nt_writer_nomem(w);
		start = w->arena.len;
		if (nt_buf_put(&w->arena, text, len) != 0)
			return nt_writer_nomem(w);
		return keep_move(w, start, part, plain);
	}
	if (w->mrc != 0)
		return nt_writer_nomem(w);
	w->streamed++;
	w->sbytes += len;
	w->pline = w->pcol = 0;
	next_mover(w);
	return 0;
}

/*
 * The move number and mover come from the position before the move when
 * there is one; otherwise they are counted on from the last move, or
 * from move 1 of two players when no position was ever given.  Every
 * move can take this way; the common one takes lean_move()'s.
 */
static NT_NOINLINE int
move_any(notation_writer *w, const notation_position *before,
    const struct notation_move *m, const char *text, size_t len)
{
	size_t		 start = w->arena.len;
	int		 rc, form, part, plain = 0;

	/*
	 * A move of a streamed game of w->lean's rule set: that the game
	 * is begun, not refused, of no dice and its moves written as
	 * given (form -1) held at its first move and holds for the rest.
	 */
	if (before != NULL && before->rules == w->lean) {
		if (game_full(w) != 0)
			return NOTATION_LIMIT;
		part = 0;
		form = -1;
	} else {
		if (!w->in_game)
			return outside(w, "move");
		if (w->diag.code != NOTATION_OK)
			return (int)w->diag.code;
		if (game_full(w) != 0)
			return NOTATION_LIMIT;
		part = dice_part(w, before, m, text, len);
		form = move_form(w, before, m);
		/*
		 * What holds for the game's other moves of this rule set:
		 * a refusal, unstream() and the game's end undo it.
		 */
		if (before != NULL && w->stream && form < 0 && !w->dice &&
		    !(w->flags & (NOTATION_WRITE_LONG | NOTATION_WRITE_SHORT)) &&
		    !w->cls->jump_paths)
			w->lean = before->rules;
	}
	if (before != NULL) {
		w->number = notation_position_move_number(before);
		w->side = notation_position_side(before);
		w->nplayers = notation_rules_players(
		    notation_position_rules(before));
		w->numbered = 1;
	} else if (!w->numbered) {
		w->number = 1;
		w->side = 0;
		w->nplayers = 2;
		w->numbered = 1;
	}
	if (w->stream)
		return stream_move(w, before, m, form, text, len, part);
	if (form >= 0)
		rc = notation_move_format(before, m, form, &w->arena);
	else if (!nt_token_move_plain_in(text, len, &plain,
	    TOKEN_JSON_PLAIN | TOKEN_YAML_PLAIN))
		return not_a_move(w, text, len);
	else
		rc = nt_buf_put(&w->arena, text, len);
	if (rc != 0)
		return nt_writer_nomem(w);
	return keep_move(w, start, part, plain);
}

/*
 * A move of a lean game (w->lean: streamed, not refused, of no dice, its
 * moves written as given) where nothing is out of the common: the game
 * not full, the text a move token that the format holds as it is, the
 * room at hand.  1 when written, as move_any() writes it; 0, nothing
 * changed, where it is not, and move_any() writes it or says why not.
 * In line, and apart from that way: the common move is spared the
 * registers the whole way keeps, and a call.
 */
static inline NT_ALWAYS_INLINE int
lean_move(notation_writer *w, const notation_position *before,
    const char *text, size_t len)
{
	unsigned long	 number = notation_position_move_number(before);
	unsigned	 all;
	int		 side = notation_position_side(before), ok;

	if (w->arena.len + w->sbytes + (w->nitems + w->streamed) *
	    sizeof(struct item) > NOTATION_WRITER_GAME_MAX)
		return 0;
	/*
	 * A move token of a letter and word bytes (nt_token_move_in());
	 * one of numbered cells, nt_token_numbered_ok()'s call, goes the
	 * whole way.  JSON holds it as it is where every byte is plain;
	 * YAML where it is a letter, a digit, then cells' bytes
	 * (nt_token_move_plain_in()).
	 */
	if (text == NULL || len == 0 ||
	    !(nt_token_class[(unsigned char)text[0]] & NT_TC_LETTER))
		return 0;
	all = nt_token_all_of(text, len);
	if (w->stream == NT_STREAM_HGN)
		ok = (all & NT_TC_WORD) &&
		    nt_writer_hgn_lean(w, text, len, number, side);
	else if (w->stream == NT_STREAM_JSON)
		ok = (all & NT_TC_WORD) && (all & NT_TC_PLAIN) &&
		    nt_writer_json_lean(w, text, len);
	else	/* NT_STREAM_YAML: w->lean is set for a streamed game only */
		ok = (all & NT_TC_CELLS) && len >= 2 &&
		    TOKEN_DIGIT(text[1]) && nt_writer_yaml_lean(w, text, len);
	if (!ok)
		return 0;
	w->number = number;
	w->side = side;
	w->nplayers = notation_rules_players(before->rules);
	w->numbered = 1;
	w->streamed++;
	w->sbytes += len;
	w->pline = w->pcol = 0;
	pass_turn(w);
	return 1;
}

int
notation_writer_move(notation_writer *w, const notation_position *before,
    const struct notation_move *m, const char *text, size_t len,
    struct notation_buf *out)
{
	if (before != NULL && before->rules == w->lean &&
	    lean_move(w, before, text, len))
		return 0;
	return move_any(w, before, m, text, len);
}

/* NULL text: the result is taken from the Result tag when the game ends. */
int
notation_writer_result(notation_writer *w, const char *text, size_t len,
    struct notation_buf *out)
{
	if (!w->in_game)
		return outside(w, "result");
	if (w->diag.code != NOTATION_OK)
		return (int)w->diag.code;
	w->rline = w->pline;
	w->rcol = w->pcol;
	w->pline = w->pcol = 0;
	if (text == NULL) {
		w->has_result = 0;
		return 0;
	}
	if (!nt_token_result_ok(text, len))
		return nt_writer_refuse(w, NOTATION_SYNTAX, "'%.*s' is not a "
		    "result token: '*', scores such as 1-0, 0-1-0, 1/2-1/2, "
		    "or 1", QLEN(len), text);
	w->result = w->arena.len;
	w->rlen = len;
	if (notation_buf_put(&w->arena, text, len) == -1)
		return nt_writer_nomem(w);
	w->has_result = 1;
	return 0;
}

/*
 * A refused game is not written; one that fails while being written
 * (memory ran out) leaves nothing of itself in out.
 */
int
notation_writer_end(notation_writer *w, struct notation_buf *out)
{
	size_t	 start = out->len;
	int	 rc;

	if (!w->in_game)
		return outside(w, "end");
	w->in_game = 0;
	w->lean = NULL;
	if (w->diag.code != NOTATION_OK)
		return (int)w->diag.code;
	rc = w->cls->game(w, out);
	if (rc != 0) {
		nt_buf_cut(out, start);
		return rc;
	}
	w->games++;
	return 0;
}

/* Every game is complete when written: there is nothing to close. */
int
notation_writer_finish(notation_writer *w, struct notation_buf *out)
{
	return 0;
}

/* ------------------------------------------------------------------ */
/* Repair (spec/conversion.md, "Repair")                              */

void
notation_writer_place(notation_writer *w, unsigned long line,
    unsigned long column)
{
	w->pline = line;
	w->pcol = column;
}

size_t
notation_writer_notes(const notation_writer *w,
    const struct notation_diag **notes)
{
	*notes = w->notes;
	return w->nnotes;
}

/* Say one change, at line:column and ply of s's file and game. */
static int
note(notation_writer *w, const struct notation_summary *s,
    unsigned long line, unsigned long column, unsigned long ply,
    const char *fmt, ...) __attribute__((format(printf, 6, 7)));

static int
note(notation_writer *w, const struct notation_summary *s,
    unsigned long line, unsigned long column, unsigned long ply,
    const char *fmt, ...)
{
	struct notation_diag	*d;
	va_list			 ap;
	size_t			 n;

	if (w->nnotes == w->capnotes) {
		n = w->capnotes ? w->capnotes * 2 : 4;
		if ((d = reallocarray(w->notes, n, sizeof(*d))) == NULL)
			return nt_writer_nomem(w);
		w->notes = d;
		w->capnotes = n;
	}
	va_start(ap, fmt);
	nt_diag_vfill(&w->notes[w->nnotes++], NOTATION_REPAIRED, s->file,
	    s->game, line != 0 ? line : s->line, line != 0 ? column : 0, ply,
	    fmt, ap);
	va_end(ap);
	return 0;
}

/*
 * Is text, len a result other than "*" for n players?  Then *out is it.
 * A text that is no result for them, or "*", gives nothing.
 */
static int
a_result(const char *text, size_t len, int n, struct notation_result *out)
{
	return notation_result_parse(text, len, n, out) == 0 &&
	    out->kind != NOTATION_RESULT_NONE;
}

/* Is text, len a result (of any kind, "*" too) for n players? */
static int
result_like(const char *text, size_t len, int n)
{
	struct notation_result	 r;

	return notation_result_parse(text, len, n, &r) == 0;
}

/* Where the checker found the result missing or wrong, for a note. */
static const struct notation_diag *
result_diag(const struct notation_summary *s)
{
	size_t	 i;

	for (i = 0; i < s->ndiags; i++)
		if ((s->diags[i].code == NOTATION_RESULT_MISMATCH ||
		    s->diags[i].code == NOTATION_OPEN_RESULT ||
		    s->diags[i].code == NOTATION_MISSING_RESULT) &&
		    s->diags[i].line != 0)
			return &s->diags[i];
	return NULL;
}

/*
 * The result of the game: the record's own (the result token when it
 * is a result other than "*", else the first Result tag that is), or,
 * where the rules ended the game, the result they imposed, unless the
 * record's own contradicts it.  Then the token becomes it, and so does
 * every Result tag that is a result or "?" (a "?" stays when the result
 * is "*": both say there is none).  A Result tag that is no result for
 * the rule set is not ours to reword; its bad-tag warning stays.
 */
static int
repair_result(notation_writer *w, const struct notation_summary *s, int n)
{
	struct notation_result	 rec, res;
	const struct notation_diag *d;
	struct item		*it;
	struct notation_buf	*t = &w->tmp;
	const char		*why;
	char			 old[48];
	size_t			 i, off;
	int			 has_rec = 0;

	if (w->has_result && a_result(nt_writer_at(w, w->result), w->rlen, n,
	    &rec))
		has_rec = 1;
	for (i = 0; !has_rec && i < w->nitems; i++) {
		it = &w->items[i];
		if (nt_writer_is_tag(w, it, "Result") &&
		    a_result(nt_writer_at(w, it->text), it->len, n, &rec))
			has_rec = 1;
	}
	if (w->has_result && !result_like(nt_writer_at(w, w->result), w->rlen,
	    n))
		return 0;	/* a syntax error of the game: left alone */
	if (s->outcome.kind != NOTATION_RESULT_NONE) {
		if (has_rec && !notation_result_equal(&rec, &s->outcome))
			return NOTATION_RESULT_MISMATCH;
		res = s->outcome;
		why = "the rules ended the game";
	} else if (has_rec) {
		res = rec;
		why = "the record's result";
	} else {
		memset(&res, 0, sizeof(res));
		why = "the rules did not end the game";
	}
	notation_buf_reset(t);
	if (notation_result_format(&res, n, t) != 0)
		return nt_writer_nomem(w);
	off = w->arena.len;
	if (notation_buf_put(&w->arena, t->data, t->len) != 0)
		return nt_writer_nomem(w);

	/* The result token. */
	if (!w->has_result || w->rlen != t->len ||
	    memcmp(nt_writer_at(w, w->result), t->data, t->len) != 0) {
		d = result_diag(s);
		if (w->has_result)
			snprintf(old, sizeof(old), "'%.*s'", QLEN(w->rlen),
			    nt_writer_at(w, w->result));
		else
			snprintf(old, sizeof(old), "none");
		if (w->rline == 0 && d != NULL)
			w->rline = d->line, w->rcol = d->column;
		if (s->outcome.kind != NOTATION_RESULT_NONE)
			note(w, s, w->rline, w->rcol, 0, "result %s is now "
			    "'%s': %s at ply %lu (%s)", old, t->data, why,
			    s->end_ply, notation_reason_name(s->outcome.reason));
		else
			note(w, s, w->rline, w->rcol, 0, "result %s is now "
			    "'%s': %s", old, t->data, why);
		w->result = off;
		w->rlen = t->len;
		w->has_result = 1;
	}

	/* Every Result tag agrees with it. */
	for (i = 0; i < w->nitems; i++) {
		it = &w->items[i];
		if (!nt_writer_is_tag(w, it, "Result"))
			continue;
		if (it->len == t->len &&
		    memcmp(nt_writer_at(w, it->text), t->data, t->len) == 0)
			continue;
		if (it->len == 1 && nt_writer_at(w, it->text)[0] == '?') {
			if (res.kind == NOTATION_RESULT_NONE)
				continue;
		} else if (!result_like(nt_writer_at(w, it->text), it->len, n))
			continue;
		note(w, s, it->line, it->column, 0, "Result tag '%.*s' is "
		    "now '%s', as the result", QLEN(it->len),
		    nt_writer_at(w, it->text), t->data);
		it->text = off;
		it->len = t->len;
		it->plain = (nt_token_all_of(t->data, t->len) &
		    NT_TC_PLAIN) ? TOKEN_JSON_PLAIN : 0;
	}
	return w->diag.code != NOTATION_OK ? (int)w->diag.code : 0;
}

int
notation_writer_repair(notation_writer *w, const struct notation_summary *s)
{
	const struct notation_diag	*d;
	size_t				 i;
	int				 rc;

	w->nnotes = 0;
	if (!w->in_game)
		return outside(w, "repair");
	if (w->diag.code != NOTATION_OK)
		return (int)w->diag.code;
	/* Without a rule set there is no game to repair by. */
	if (s == NULL || s->rules == NULL)
		return s != NULL && s->valid ? 0 : (int)NOTATION_UNKNOWN_VARIANT;
	/*
	 * The checker names the first move number that does not fit the
	 * game; the writer numbers every move as the game counts them.
	 */
	for (i = 0; i < s->ndiags; i++) {
		d = &s->diags[i];
		if (d->code == NOTATION_MOVE_NUMBER &&
		    (rc = note(w, s, d->line, d->column, d->ply, "moves "
		    "renumbered from ply %lu on, as the game counts them",
		    d->ply)) != 0)
			return rc;
	}
	if ((rc = repair_result(w, s, notation_rules_players(s->rules))) != 0)
		return rc;
	/* What repair does not mend stays an error of the game. */
	if (s->ndiags_total > s->ndiags)
		return (int)NOTATION_LIMIT;
	for (i = 0; i < s->ndiags; i++) {
		d = &s->diags[i];
		if (d->severity == NOTATION_ERROR &&
		    d->code != NOTATION_MOVE_NUMBER &&
		    d->code != NOTATION_RESULT_MISMATCH)
			return (int)d->code;
	}
	return 0;
}
