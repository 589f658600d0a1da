/*
 * writer.c -- records written out: the canonical text form (HGN), JSON
 * Lines and YAML (spec/conversion.md, halma-notation(5)); the names of
 * the formats.  What it is given is checked against the token grammar
 * (token.c) that every reader reads by, so it writes what they accept.
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

#include <yaml.h>

#include "records/records.h"

/* The longest line of movetext (spec/conversion.md, "Line breaks"). */
#define WRAP		79

/* The seven-tag roster, then the tags that fix the rule set and start. */
static const char *const tag_order[] = {
	"Event", "Site", "Date", "Round", "White", "Black", "Result",
	"Variant", "FEN"
};
#define NRANKS	(sizeof(tag_order) / sizeof(tag_order[0]) + 1)

enum item_type {
	IT_TAG,
	IT_COMMENT,
	IT_MOVE
};

struct item {
	enum item_type	 type;
	size_t		 name;		/* tag name: offset in the arena */
	size_t		 nlen;
	size_t		 text;		/* value, comment body or move */
	size_t		 len;
	unsigned long	 number;	/* a move's move number */
	int		 side;		/* its mover, 0 = the first player */
	unsigned long	 line;		/* its place in the input, 0 unknown */
	unsigned long	 column;
	int		 part;		/* a part of a dice turn, after its
					   roll: not numbered */
};

struct notation_writer {
	enum notation_format	 format;
	int			 flags;
	unsigned long		 games;		/* games written so far */

	/* The game being collected; text lives in the arena. */
	struct notation_buf	 arena;
	struct item		*items;
	size_t			 nitems;
	size_t			 capitems;
	int			 has_result;
	size_t			 result;
	size_t			 rlen;

	/* Move numbering: what the next move is. */
	int			 numbered;
	unsigned long		 number;
	int			 side;
	int			 nplayers;

	struct notation_buf	 tmp;

	/* Places in the input (notation_writer_place()) and repair notes. */
	unsigned long		 pline, pcol;	/* of the next call's text */
	unsigned long		 rline, rcol;	/* of the result token */
	struct notation_diag	*notes;
	size_t			 nnotes;
	size_t			 capnotes;

	/* Why the game is refused (code NOTATION_OK: it is not). */
	struct notation_diag	 diag;
	int			 in_game;	/* begun and not ended */

	/* A dice game (spec/moves.md, "Dice"): a turn is open after a roll. */
	int			 dice;
	int			 turn_open;
};

/*
 * Refuse the current game with code and a message, unless it is refused
 * already (the first reason stands).  Returns the code the game was
 * refused with, so that a failing call site stays one statement.
 */
static int
refuse(notation_writer *w, enum notation_code code, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static int
refuse(notation_writer *w, enum notation_code code, const char *fmt, ...)
{
	char	 msg[NOTATION_MSG_MAX];
	va_list	 ap;

	if (w->diag.code != NOTATION_OK)
		return (int)w->diag.code;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	return notation_diag_set(&w->diag, code, "%s", msg);
}

/*
 * A call for a game that was not begun is refused, as the caller's
 * mistake: without it, the items would join whatever game came next.
 */
static int
outside(notation_writer *w, const char *call)
{
	/* The reason a game ended with is not this call's. */
	notation_diag_clear(&w->diag);
	return refuse(w, NOTATION_SYNTAX, "notation_writer_%s() outside a "
	    "game: call notation_writer_begin() first", call);
}

/* Memory ran out: the one failure that is not the input's fault. */
static int
nomem(notation_writer *w)
{
	return refuse(w, NOTATION_LIMIT, "out of memory");
}

/* At most this many bytes of a refused token are quoted. */
#define QUOTE	40
#define QLEN(n)	((int)((n) > QUOTE ? QUOTE : (n)))

/* ------------------------------------------------------------------ */
/* Writers                                                            */

int
notation_format_parse(const char *s)
{
	if (s == NULL)
		return -1;
	if (strcmp(s, "hgn") == 0)
		return NOTATION_FORMAT_HGN;
	if (strcmp(s, "json") == 0)
		return NOTATION_FORMAT_JSON;
	if (strcmp(s, "yaml") == 0)
		return NOTATION_FORMAT_YAML;
	if (strcmp(s, "pun") == 0)
		return NOTATION_FORMAT_PUN;
	if (strcmp(s, "starlog") == 0)
		return NOTATION_FORMAT_STARLOG;
	if (strcmp(s, "hoplog") == 0)
		return NOTATION_FORMAT_HOPLOG;
	return -1;
}

notation_writer *
notation_writer_new(enum notation_format format, int flags)
{
	notation_writer	*w;

	if (format != NOTATION_FORMAT_HGN && format != NOTATION_FORMAT_JSON &&
	    format != NOTATION_FORMAT_YAML && format != NOTATION_FORMAT_PUN &&
	    format != NOTATION_FORMAT_STARLOG &&
	    format != NOTATION_FORMAT_HOPLOG)
		return NULL;
	if ((w = calloc(1, sizeof(*w))) == NULL)
		return NULL;
	w->format = format;
	/* PUN moves are from-to: the short form (writer_pun.c). */
	w->flags = format == NOTATION_FORMAT_PUN ? NOTATION_WRITE_SHORT : flags;
	/* A star log lists every landing (writer_starlog.c). */
	if (format == NOTATION_FORMAT_STARLOG)
		w->flags = NOTATION_WRITE_LONG;
	/* A log's turns are hops: each chain's path, as read or the long form. */
	if (format == NOTATION_FORMAT_HOPLOG)
		w->flags = 0;
	notation_diag_clear(&w->diag);
	return w;
}

void
notation_writer_free(notation_writer *w)
{
	if (w == NULL)
		return;
	notation_buf_free(&w->arena);
	notation_buf_free(&w->tmp);
	free(w->items);
	free(w->notes);
	free(w);
}

/*
 * The arena's text at off.  Every item and the result put their text
 * there, even when it is empty, so the arena has memory once they exist.
 */
static const char *
at(const notation_writer *w, size_t off)
{
	return w->arena.data + off;
}

static struct item *
add_item(notation_writer *w, enum item_type type)
{
	struct item	*it;
	size_t		 n;

	if (w->nitems == w->capitems) {
		n = w->capitems ? w->capitems * 2 : 64;
		if ((it = reallocarray(w->items, n, sizeof(*it))) == NULL)
			return NULL;
		w->items = it;
		w->capitems = n;
	}
	it = &w->items[w->nitems];
	memset(it, 0, sizeof(*it));
	it->type = type;
	it->line = w->pline;
	it->column = w->pcol;
	w->pline = w->pcol = 0;
	return it;
}

int
notation_writer_begin(notation_writer *w, struct notation_buf *out)
{
	notation_buf_reset(&w->arena);
	w->nitems = 0;
	w->has_result = 0;
	w->numbered = 0;
	w->dice = w->turn_open = 0;
	w->pline = w->pcol = w->rline = w->rcol = 0;
	w->nnotes = 0;
	notation_diag_clear(&w->diag);
	w->in_game = 1;
	return 0;
}

const struct notation_diag *
notation_writer_diag(const notation_writer *w)
{
	return &w->diag;
}

int
notation_writer_tag(notation_writer *w, const char *name, size_t nlen,
    const char *value, size_t vlen, struct notation_buf *out)
{
	struct item	*it;
	size_t		 n, v;

	if (!w->in_game)
		return outside(w, "tag");
	if (w->diag.code != NOTATION_OK)
		return (int)w->diag.code;
	if (!nt_token_tag_name_ok(name, nlen))
		return refuse(w, NOTATION_SYNTAX, "'%.*s' is not a tag name: "
		    "a letter, then letters, digits and '_'", QLEN(nlen),
		    name != NULL ? name : "");
	n = w->arena.len;
	if (notation_buf_put(&w->arena, name, nlen) == -1)
		return nomem(w);
	v = w->arena.len;
	if (notation_buf_put(&w->arena, value, vlen) == -1 ||
	    (it = add_item(w, IT_TAG)) == NULL)
		return nomem(w);
	it->name = n;
	it->nlen = nlen;
	it->text = v;
	it->len = vlen;
	w->nitems++;
	return 0;
}

static int
is_white(int c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' ||
	    c == '\v' || c == '\f';
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
	struct item	*it;
	size_t		 i, start = w->arena.len;
	int		 gap = 0, rc;

	if (!w->in_game)
		return outside(w, "comment");
	if (w->diag.code != NOTATION_OK)
		return (int)w->diag.code;
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
	if (rc != 0 || (it = add_item(w, IT_COMMENT)) == NULL)
		return nomem(w);
	it->text = start;
	it->len = w->arena.len - start;
	w->nitems++;
	return 0;
}

/*
 * The move number and mover come from the position before the move when
 * there is one; otherwise they are counted on from the last move, or
 * from move 1 of two players when no position was ever given.
 */
int
notation_writer_move(notation_writer *w, const notation_position *before,
    const struct notation_move *m, const char *text, size_t len,
    struct notation_buf *out)
{
	struct item	*it;
	size_t		 start = w->arena.len;
	int		 rc, roll, part = 0;

	if (!w->in_game)
		return outside(w, "move");
	if (w->diag.code != NOTATION_OK)
		return (int)w->diag.code;
	/*
	 * A dice game's turn is its roll and then its parts, one player's
	 * (spec/moves.md, "Dice"): only the roll is numbered.  Without a
	 * position, the turn passes at the next roll token.
	 */
	roll = m != NULL ? m->kind == NOTATION_ROLL : len == 3 &&
	    text != NULL && text[0] == 'd' && TOKEN_DIGIT(text[1]) &&
	    TOKEN_DIGIT(text[2]);
	if (before != NULL)
		w->dice = before->rules->dice_sides > 0;
	if (w->dice && before != NULL)
		part = before->die_steps > 0;
	else if (w->dice) {
		part = !roll;
		if (roll && w->turn_open && ++w->side >= w->nplayers) {
			w->side = 0;
			w->number++;
		}
	}
	if (w->dice)
		w->turn_open = 1;
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
	if (before != NULL && m != NULL &&
	    (w->flags & (NOTATION_WRITE_LONG | NOTATION_WRITE_SHORT)))
		rc = notation_move_format(before, m,
		    (w->flags & NOTATION_WRITE_LONG) != 0, &w->arena);
	else if (before != NULL && m != NULL && m->kind == NOTATION_JUMP &&
	    m->hops == 0 && w->format == NOTATION_FORMAT_HOPLOG)
		rc = notation_move_format(before, m, 1, &w->arena);
	else if (!nt_token_move_ok(text, len))
		return refuse(w, NOTATION_SYNTAX, "'%.*s' is not a move token: "
		    "a letter, then no blank and none of {}[]();\"",
		    QLEN(len), text != NULL ? text : "");
	else
		rc = notation_buf_put(&w->arena, text, len);
	if (rc != 0 || (it = add_item(w, IT_MOVE)) == NULL)
		return nomem(w);
	it->text = start;
	it->len = w->arena.len - start;
	it->number = w->number;
	it->side = w->side;
	it->part = part;
	w->nitems++;
	if (!w->dice && ++w->side >= w->nplayers) {
		w->side = 0;
		w->number++;
	}
	return 0;
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
		return refuse(w, NOTATION_SYNTAX, "'%.*s' is not a result "
		    "token: '*', scores such as 1-0, 0-1-0, 1/2-1/2, or 1",
		    QLEN(len), text);
	w->result = w->arena.len;
	w->rlen = len;
	if (notation_buf_put(&w->arena, text, len) == -1)
		return nomem(w);
	w->has_result = 1;
	return 0;
}

/*
 * A game written without a result token gets the value of its Result tag
 * when that is a result token, otherwise "*" (spec/conversion.md): the
 * text format needs one, and another would contradict the tag.
 */
static void
game_result(const notation_writer *w, const char **s, size_t *len)
{
	const struct item	*it;
	size_t			 i;

	*s = "*";
	*len = 1;
	if (w->has_result) {
		*s = at(w, w->result);
		*len = w->rlen;
		return;
	}
	for (i = 0; i < w->nitems; i++) {
		it = &w->items[i];
		if (it->type == IT_TAG && it->nlen == 6 &&
		    memcmp(at(w, it->name), "Result", 6) == 0 &&
		    nt_token_result_ok(at(w, it->text), it->len)) {
			*s = at(w, it->text);
			*len = it->len;
		}
	}
}

/* Where a tag goes: the roster, Variant, FEN, then all others. */
static size_t
tag_rank(const notation_writer *w, const struct item *it)
{
	size_t	 r;

	for (r = 0; r < NRANKS - 1; r++)
		if (strlen(tag_order[r]) == it->nlen &&
		    memcmp(tag_order[r], at(w, it->name), it->nlen) == 0)
			return r;
	return NRANKS - 1;
}

/* ------------------------------------------------------------------ */
/* The text format                                                    */

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
	const char	*v = at(w, it->text);
	size_t		 i;

	l->rc |= notation_buf_putc(l->out, '[');
	l->rc |= notation_buf_put(l->out, at(w, it->name), it->nlen);
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
	size_t			 i, r, rlen;
	int			 tags = 0, after_comment = 1, n;

	if (w->games > 0)
		l.rc |= notation_buf_putc(out, '\n');
	for (r = 0; r < NRANKS; r++)
		for (i = 0; i < w->nitems; i++) {
			it = &w->items[i];
			if (it->type == IT_TAG && tag_rank(w, it) == r) {
				hgn_tag(w, it, &l);
				tags = 1;
			}
		}
	if (tags)
		l.rc |= notation_buf_putc(out, '\n');
	for (i = 0; i < w->nitems; i++) {
		it = &w->items[i];
		if (it->type == IT_COMMENT) {
			hgn_comment(w, &l, at(w, it->text), it->len);
			after_comment = 1;
		} else if (it->type == IT_MOVE) {
			/*
			 * The first player's moves are numbered "N."; another
			 * player's move only where the reader lost count:
			 * at the start and after a comment, as "N...".
			 */
			n = 0;
			if (it->side == 0 && (!it->part || after_comment))
				n = snprintf(num, sizeof(num), "%lu.",
				    it->number);
			else if (after_comment)
				n = snprintf(num, sizeof(num), "%lu...",
				    it->number);
			if (n > 0)
				line_put(&l, num, (size_t)n);
			line_put(&l, at(w, it->text), it->len);
			after_comment = 0;
		}
	}
	game_result(w, &res, &rlen);
	line_put(&l, res, rlen);
	line_end(&l);
	return l.rc ? nomem(w) : 0;
}

/* ------------------------------------------------------------------ */
/* JSON Lines: one object per game, on one line                       */

/*
 * The next comment from item *i on before the next move, *i moved past
 * it; NULL at a move or the end, *i there.
 */
static const struct item *
next_comment(const notation_writer *w, size_t *i)
{
	const struct item	*it;

	while (*i < w->nitems && (it = &w->items[*i])->type != IT_MOVE) {
		++*i;
		if (it->type == IT_COMMENT)
			return it;
	}
	return NULL;
}

/* The comments from item i on, up to the next move, as a JSON array. */
static size_t
json_comments(const notation_writer *w, size_t i, const char *key,
    struct notation_buf *out, int *rc)
{
	const struct item	*it;
	int			 first = 1;

	while ((it = next_comment(w, &i)) != NULL) {
		if (first)
			*rc |= notation_buf_printf(out, "%s[", key);
		else
			*rc |= notation_buf_putc(out, ',');
		first = 0;
		*rc |= notation_buf_json_string(out, at(w, it->text), it->len);
	}
	if (!first)
		*rc |= notation_buf_putc(out, ']');
	return i;
}

/* Does a comment follow item i before the next move? */
static int
has_comments(const notation_writer *w, size_t i)
{
	return next_comment(w, &i) != NULL;
}

static int
json_game(notation_writer *w, struct notation_buf *out)
{
	const struct item	*it;
	const char		*res;
	size_t			 i, r, rlen;
	int			 rc = 0, first = 1;

	rc |= notation_buf_puts(out, "{\"tags\":{");
	for (r = 0; r < NRANKS; r++)
		for (i = 0; i < w->nitems; i++) {
			it = &w->items[i];
			if (it->type != IT_TAG || tag_rank(w, it) != r)
				continue;
			if (!first)
				rc |= notation_buf_putc(out, ',');
			first = 0;
			rc |= notation_buf_json_string(out, at(w, it->name),
			    it->nlen);
			rc |= notation_buf_putc(out, ':');
			rc |= notation_buf_json_string(out, at(w, it->text),
			    it->len);
		}
	rc |= notation_buf_putc(out, '}');
	i = json_comments(w, 0, ",\"comments\":", out, &rc);
	rc |= notation_buf_puts(out, ",\"moves\":[");
	for (first = 1; i < w->nitems; i++) {
		it = &w->items[i];
		if (it->type != IT_MOVE)
			continue;
		if (!first)
			rc |= notation_buf_putc(out, ',');
		first = 0;
		if (!has_comments(w, i + 1)) {
			rc |= notation_buf_json_string(out, at(w, it->text),
			    it->len);
			continue;
		}
		rc |= notation_buf_puts(out, "{\"move\":");
		rc |= notation_buf_json_string(out, at(w, it->text), it->len);
		i = json_comments(w, i + 1, ",\"comments\":", out, &rc) - 1;
		rc |= notation_buf_putc(out, '}');
	}
	game_result(w, &res, &rlen);
	rc |= notation_buf_puts(out, "],\"result\":");
	rc |= notation_buf_json_string(out, res, rlen);
	rc |= notation_buf_puts(out, "}\n");
	return rc ? nomem(w) : 0;
}

/* ------------------------------------------------------------------ */
/* YAML: one document per game, written with libyaml's emitter       */

/*
 * A text of the record as a YAML string: bytes that are not well-formed
 * UTF-8 (the text reader warns of those) become U+FFFD, as in JSON, and
 * a string that a YAML 1.1 reader would take for another type is quoted.
 */
static int
y_scalar(notation_writer *w, yaml_emitter_t *em, const char *s, size_t len)
{
	notation_buf_reset(&w->tmp);
	if (nt_utf8_copy(&w->tmp, s, len) != 0)
		return 0;
	return nt_emit_scalar(em, w->tmp.data != NULL ? w->tmp.data : "",
	    w->tmp.len, EMIT_STRING) == 0;
}

static int
y_key(notation_writer *w, yaml_emitter_t *em, const char *key)
{
	return y_scalar(w, em, key, strlen(key));
}

static int
y_mapping(yaml_emitter_t *em)
{
	return nt_emit_map(em, 0) == 0;
}

static int
y_sequence(yaml_emitter_t *em)
{
	return nt_emit_seq(em, 0) == 0;
}

static int
y_end(yaml_emitter_t *em, int mapping)
{
	return (mapping ? nt_emit_map_end(em) : nt_emit_seq_end(em)) == 0;
}

/* The comments from item i on, up to the next move; returns the next i. */
static size_t
y_comments(notation_writer *w, yaml_emitter_t *em, size_t i, int *ok)
{
	const struct item	*it;
	int			 first = 1;

	while ((it = next_comment(w, &i)) != NULL) {
		if (first)
			*ok = *ok && y_key(w, em, "comments") &&
			    y_sequence(em);
		first = 0;
		*ok = *ok && y_scalar(w, em, at(w, it->text), it->len);
	}
	if (!first)
		*ok = *ok && y_end(em, 0);
	return i;
}

static int
yaml_body(notation_writer *w, yaml_emitter_t *em)
{
	const struct item	*it;
	const char		*res;
	size_t			 i, r, rlen;
	int			 ok;

	ok = y_mapping(em) && y_key(w, em, "tags") && y_mapping(em);
	for (r = 0; r < NRANKS; r++)
		for (i = 0; ok && i < w->nitems; i++) {
			it = &w->items[i];
			if (it->type == IT_TAG && tag_rank(w, it) == r)
				ok = y_scalar(w, em, at(w, it->name),
				    it->nlen) && y_scalar(w, em,
				    at(w, it->text), it->len);
		}
	ok = ok && y_end(em, 1);
	i = y_comments(w, em, 0, &ok);
	ok = ok && y_key(w, em, "moves") && y_sequence(em);
	for (; ok && i < w->nitems; i++) {
		it = &w->items[i];
		if (it->type != IT_MOVE)
			continue;
		if (!has_comments(w, i + 1)) {
			ok = y_scalar(w, em, at(w, it->text), it->len);
			continue;
		}
		ok = y_mapping(em) && y_key(w, em, "move") &&
		    y_scalar(w, em, at(w, it->text), it->len);
		i = y_comments(w, em, i + 1, &ok) - 1;
		ok = ok && y_end(em, 1);
	}
	game_result(w, &res, &rlen);
	return ok && y_end(em, 0) && y_key(w, em, "result") &&
	    y_scalar(w, em, res, rlen) && y_end(em, 1);
}

/*
 * Each game is a stream of its own holding one explicit document
 * ("---"), so that the output is a valid multi-document stream however
 * many games it has, and a game left unwritten leaves no trace.
 */
static int
yaml_game(notation_writer *w, struct notation_buf *out)
{
	yaml_emitter_t	 em;
	int		 ok;

	if (nt_emit_open(&em, out, -1) != 0)
		return nomem(w);
	ok = nt_emit_begin(&em, 1) == 0 && yaml_body(w, &em) &&
	    nt_emit_finish(&em) == 0;
	/*
	 * The emitter's own memory, or the output or a scalar's
	 * copy that could not grow: memory ran out.  Anything else is the
	 * emitter refusing what it was given.
	 */
	if (!ok && em.error == YAML_EMITTER_ERROR)
		refuse(w, NOTATION_LIMIT, "the YAML emitter refused the game: "
		    "%s", em.problem != NULL ? em.problem : "no reason given");
	else if (!ok)
		nomem(w);
	yaml_emitter_delete(&em);
	return ok ? 0 : (int)w->diag.code;
}

/*
 * The two tags a foreign format holds: the first Variant tag (the rule
 * set) and the first FEN tag (the start position), each NULL and 0 where
 * the game has none.
 */
static void
setup_tags(notation_writer *w, const char **variant, size_t *vlen,
    const char **fen, size_t *flen)
{
	const struct item	*it;
	size_t			 i;

	*variant = *fen = NULL;
	*vlen = *flen = 0;
	for (i = 0; i < w->nitems; i++) {
		it = &w->items[i];
		if (it->type != IT_TAG)
			continue;
		if (it->nlen == 7 && memcmp(at(w, it->name), "Variant",
		    7) == 0 && *variant == NULL) {
			*variant = at(w, it->text);
			*vlen = it->len;
		} else if (it->nlen == 3 && memcmp(at(w, it->name), "FEN",
		    3) == 0 && *fen == NULL) {
			*fen = at(w, it->text);
			*flen = it->len;
		}
	}
}

/*
 * PUN (writer_pun.c): the rule set of the Variant tag, then the moves;
 * the other tags, the comments and the result have no place in it.
 */
static int
pun_game(notation_writer *w, struct notation_buf *out)
{
	const struct item	*it;
	const char		*variant, *fen;
	size_t			 i, vlen, flen;
	int			 first = 1;

	setup_tags(w, &variant, &vlen, &fen, &flen);
	if (nt_pun_begin(out, variant, vlen, fen != NULL, &w->diag) != 0)
		return (int)w->diag.code;
	for (i = 0; i < w->nitems; i++) {
		it = &w->items[i];
		if (it->type != IT_MOVE)
			continue;
		if (nt_pun_move(out, first, at(w, it->text), it->len,
		    &w->diag) != 0)
			return (int)w->diag.code;
		first = 0;
	}
	if (nt_pun_end(out, &w->diag) != 0)
		return (int)w->diag.code;
	return 0;
}

/*
 * A star log (writer_starlog.c): the rule set of the Variant tag and the
 * FEN position, the moves, the result; the other tags and the comments
 * have no place in it.
 */
static int
starlog_game(notation_writer *w, struct notation_buf *out)
{
	struct nt_starlog_w	 sw;
	const struct item	*it;
	const char		*variant, *fen, *res;
	size_t			 i, vlen, flen, rlen;
	int			 rc;

	setup_tags(w, &variant, &vlen, &fen, &flen);
	rc = nt_starlog_begin(&sw, out, variant, vlen, fen, flen, &w->diag);
	for (i = 0; rc == 0 && i < w->nitems; i++) {
		it = &w->items[i];
		if (it->type == IT_MOVE)
			rc = nt_starlog_move(&sw, out, at(w, it->text), it->len,
			    &w->diag);
	}
	if (rc == 0) {
		game_result(w, &res, &rlen);
		rc = nt_starlog_end(&sw, out, res, rlen, &w->diag);
	}
	nt_starlog_w_free(&sw);
	return rc;
}

/*
 * A per-hop log (writer_hoplog.c): the rule set of the Variant tag, then
 * each move with the player who made it; the other tags, the comments
 * and the result have no place in it.  A log's game starts at the start
 * position of a rule set of four (a FEN tag is refused), so the k-th
 * move is player k mod 4's, whatever replayed.
 */
static int
hoplog_game(notation_writer *w, struct notation_buf *out)
{
	const struct item	*it;
	const char		*variant, *fen;
	size_t			 i, vlen, flen;
	int			 moves = 0;

	setup_tags(w, &variant, &vlen, &fen, &flen);
	if (nt_hoplog_begin(out, variant, vlen, fen != NULL, &w->diag) != 0)
		return (int)w->diag.code;
	for (i = 0; i < w->nitems; i++) {
		it = &w->items[i];
		if (it->type == IT_MOVE && nt_hoplog_move(out, moves++ % 4,
		    at(w, it->text), it->len, &w->diag) != 0)
			return (int)w->diag.code;
	}
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
	if (w->diag.code != NOTATION_OK)
		return (int)w->diag.code;
	switch (w->format) {
	case NOTATION_FORMAT_JSON:
		rc = json_game(w, out);
		break;
	case NOTATION_FORMAT_YAML:
		rc = yaml_game(w, out);
		break;
	case NOTATION_FORMAT_PUN:
		rc = pun_game(w, out);
		break;
	case NOTATION_FORMAT_STARLOG:
		rc = starlog_game(w, out);
		break;
	case NOTATION_FORMAT_HOPLOG:
		rc = hoplog_game(w, out);
		break;
	default:
		rc = hgn_game(w, out);
		break;
	}
	if (rc != 0) {
		out->len = start;
		if (out->data != NULL)
			out->data[start] = '\0';
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
			return nomem(w);
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

	if (w->has_result && a_result(at(w, w->result), w->rlen, n, &rec))
		has_rec = 1;
	for (i = 0; !has_rec && i < w->nitems; i++) {
		it = &w->items[i];
		if (it->type == IT_TAG && it->nlen == 6 &&
		    memcmp(at(w, it->name), "Result", 6) == 0 &&
		    a_result(at(w, it->text), it->len, n, &rec))
			has_rec = 1;
	}
	if (w->has_result && !result_like(at(w, w->result), w->rlen, n))
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
		return nomem(w);
	off = w->arena.len;
	if (notation_buf_put(&w->arena, t->data, t->len) != 0)
		return nomem(w);

	/* The result token. */
	if (!w->has_result || w->rlen != t->len ||
	    memcmp(at(w, w->result), t->data, t->len) != 0) {
		d = result_diag(s);
		if (w->has_result)
			snprintf(old, sizeof(old), "'%.*s'", QLEN(w->rlen),
			    at(w, w->result));
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
		if (it->type != IT_TAG || it->nlen != 6 ||
		    memcmp(at(w, it->name), "Result", 6) != 0)
			continue;
		if (it->len == t->len &&
		    memcmp(at(w, it->text), t->data, t->len) == 0)
			continue;
		if (it->len == 1 && at(w, it->text)[0] == '?') {
			if (res.kind == NOTATION_RESULT_NONE)
				continue;
		} else if (!result_like(at(w, it->text), it->len, n))
			continue;
		note(w, s, it->line, it->column, 0, "Result tag '%.*s' is "
		    "now '%s', as the result", QLEN(it->len),
		    at(w, it->text), t->data);
		it->text = off;
		it->len = t->len;
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
