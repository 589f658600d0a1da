/*
 * replay_html_moves.c -- the move list of halma-replay's HTML page
 * (spec/html.md, "Size"): an item a ply, made as the checker replays the
 * game, with what its move changed, the side to move and, for a chain,
 * its path.  A page of a 10 MB archive has a million items, so they are
 * built in place in a line of their own with the names of the cells made
 * once for each rule set (bench/README.md, "Pages").
 *
 * Move text goes through line_html(), which writes it as html() does.
 */
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "replay_html.h"
#include "replay_html_int.h"

/* Room for n more bytes in the line, which doubles. */
void
line_grow(struct line *l, size_t n)
{
	size_t	 c = l->cap ? l->cap : 4096;
	char	*s;

	while (l->n + n > c)
		c *= 2;
	if ((s = realloc(l->s, c)) == NULL)
		tool_oom();
	l->s = s;
	l->cap = c;
}

/* Room for n more bytes, written in place. */
static inline char *
line_room(struct line *l, size_t n)
{
	if (l->n + n > l->cap)
		line_grow(l, n);
	return l->s + l->n;
}

static inline void
line_put(struct line *l, const char *s, size_t n)
{
	memcpy(line_room(l, n), s, n);
	l->n += n;
}

#define line_lit(l, lit)	line_put((l), (lit), sizeof(lit) - 1)

static inline void
line_putc(struct line *l, char c)
{
	*line_room(l, 1) = c;
	l->n++;
}

/* A cell's name: nothing for a number that is no cell. */
static inline void
line_cell(struct line *l, const struct names *nm, int cell)
{
	char	*s = line_room(l, 8);

	if (cell < 0 || cell >= NOTATION_MAX_CELLS)
		return;
	memcpy(s, nm->name[cell], 8);
	l->n += nm->len[cell];
}

static void
line_ulong(struct line *l, unsigned long n)
{
	char	 t[ULONG_DIGITS];
	size_t	 i = ulong_digits(t, n);

	line_put(l, t + i, sizeof(t) - i);
}

/* The bytes html() writes as character references. */
static const unsigned char html_special[256] = {
	['&'] = 1, ['<'] = 1, ['>'] = 1, ['"'] = 1, ['\''] = 1
};

/* Text as HTML, as html() writes it, a character at a time. */
static void
line_html_slow(struct line *l, const char *s, size_t len)
{
	const char	*rep;
	size_t		 i, from = 0;

	for (i = 0; i < len; i++) {
		if ((rep = html_entity(s[i])) == NULL)
			continue;
		line_put(l, s + from, i - from);
		line_put(l, rep, strlen(rep));
		from = i + 1;
	}
	line_put(l, s + from, len - from);
}

/*
 * Whether a byte of the word v is one of 0x20 to 0x27 or 0x3c to 0x3f,
 * which hold the five bytes of html_special[] (and a few others, which
 * only send the text to line_html_slow(), which writes them as they
 * are): a byte of a word is zero exactly when (b - 1) & ~b has its top
 * bit, and the test looks at eight bytes at once, without a branch a
 * byte, the end of which the processor guessed poorly for move text of
 * every length.
 */
static inline uint64_t
maybe_special(uint64_t v)
{
	const uint64_t	 ones = 0x0101010101010101ULL;
	uint64_t	 a, b;

	a = (v & 0xf8f8f8f8f8f8f8f8ULL) ^ 0x2020202020202020ULL;
	b = (v & 0xfcfcfcfcfcfcfcfcULL) ^ 0x3c3c3c3c3c3c3c3cULL;

	return ((a - ones) & ~a) | ((b - ones) & ~b);
}

/*
 * The same for tag values, where a space is common ("Random play"):
 * whether a byte is one of 0x22 to 0x27 or 0x3c to 0x3e, without the
 * space.  A byte of seven bits b (t, b & 0x7f) is above m when t + 127
 * - m has its top bit, and below n when 127 + n - t has it, each sum
 * within its byte; ~v's top bit leaves out the bytes of eight bits.
 */
static inline uint64_t
tag_special(uint64_t v)
{
	const uint64_t	 ones = 0x0101010101010101ULL;
	uint64_t	 t = v & 0x7f7f7f7f7f7f7f7fULL;

	return ~v & ((((127 + 0x28) * ones - t) & (t + (127 - 0x21) * ones)) |
	    (((127 + 0x3f) * ones - t) & (t + (127 - 0x3b) * ones)));
}

/* plain_text() for text of fewer than four bytes. */
static int
plain_short(char *w, const char *s, size_t len)
{
	unsigned char	 special = 0;
	size_t		 i;

	for (i = 0; i < len; i++) {
		w[i] = s[i];
		special |= html_special[(unsigned char)s[i]];
	}
	return special == 0;
}

/*
 * Short text (len at most TEXT_ROOM) copied to w, in room made for it:
 * 1, or 0 when a byte of it may need a character reference (then w
 * holds all of it, to be written again, a byte at a time).
 */
static inline int
plain_text_by(char *w, const char *s, size_t len,
    uint64_t (*special)(uint64_t))
{
	uint64_t	 v, any = 0;
	uint32_t	 h, t;
	size_t		 i;

	if (len < 4)
		return plain_short(w, s, len);
	if (len >= 8) {
		/* Words, the last one overlapping the one before. */
		for (i = 0; i + 8 < len; i += 8) {
			memcpy(&v, s + i, 8);
			memcpy(w + i, &v, 8);
			any |= special(v);
		}
		memcpy(&v, s + len - 8, 8);
		memcpy(w + len - 8, &v, 8);
		any |= special(v);
	} else {
		memcpy(&h, s, 4);
		memcpy(&t, s + len - 4, 4);
		memcpy(w, &h, 4);
		memcpy(w + len - 4, &t, 4);
		any = special((uint64_t)h << 32 | t);
	}
	return (any & 0x8080808080808080ULL) == 0;
}

/* Move text, which has no space. */
static inline int
plain_text(char *w, const char *s, size_t len)
{
	return plain_text_by(w, s, len, maybe_special);
}

/*
 * Text as HTML, as html() writes it.  Most text is short and has
 * nothing to escape: it is copied into the line as it is looked at, and
 * kept unless a byte needs a character reference.  The tags' test
 * (tag_special()), which lets a space through.
 */
static inline void
line_html(struct line *l, const char *s, size_t len)
{
	if (len > TEXT_ROOM) {
		line_html_slow(l, s, len);
		return;
	}
	if (plain_text_by(line_room(l, TEXT_ROOM), s, len, tag_special))
		l->n += len;
	else
		line_html_slow(l, s, len);
}

/*
 * The pieces of an item written at w, in room made before with
 * line_room() (their sizes here), each returning the end of what it
 * wrote: the common ply asks for room twice, not at every piece.
 */
#define CHANGE_ROOM	10	/* a name copied as one word, ':', a letter */
#define NUMBER_ROOM	24	/* sizeof(struct number, text) */
#define PUT(w, lit)	(memcpy((w), (lit), sizeof(lit) - 1), \
			    (w) + sizeof(lit) - 1)

/*
 * A tag as a row of the section's header: a game has a dozen, an
 * archive's page tens of thousands, written in place as the items are,
 * in one room (TAG_ROOM) where the name and the value are short, made
 * again after one that is not.
 */
#define TAG_ROOM	(8 + TEXT_ROOM + 9 + TEXT_ROOM + 11)

static inline __attribute__((always_inline)) char *
tag_text(struct line *l, char *w, const char *s, size_t len)
{
	if (len <= TEXT_ROOM && plain_text_by(w, s, len, tag_special))
		return w + len;
	l->n = (size_t)(w - l->s);
	line_html_slow(l, s, len);
	return line_room(l, TAG_ROOM);
}

void
tag_row(struct line *l, const char *name, size_t namelen, const char *text,
    size_t len)
{
	char	*w = line_room(l, TAG_ROOM);

	w = PUT(w, "<tr><th>");
	w = tag_text(l, w, name, namelen);
	w = PUT(w, "</th><td>");
	w = tag_text(l, w, text, len);
	w = PUT(w, "</td></tr>\n");
	l->n = (size_t)(w - l->s);
}

/* A cell's name, as line_cell() writes it. */
static inline char *
put_cell(char *w, const struct names *nm, int cell)
{
	if (cell < 0 || cell >= NOTATION_MAX_CELLS)
		return w;
	memcpy(w, nm->name[cell], 8);
	return w + nm->len[cell];
}

/*
 * Who stands on the cell now, which the page keeps (was[]) for the plies
 * after.
 */
static inline char *
put_change(char *w, const struct names *nm, const notation_position *pos,
    int cell, int8_t *was)
{
	int	 who = notation_position_at(pos, cell);

	if (cell >= 0 && cell < NOTATION_MAX_CELLS) {
		memcpy(w, nm->name[cell], 8);
		w += nm->len[cell];
		was[cell] = (int8_t)who;
	}
	w[0] = ':';
	w[1] = who >= 0 && who < NOTATION_SHARED &&
	    notation_position_king(pos, cell) ? nm->king[who + 1] :
	    nm->letter[who + 1];
	return w + 2;
}

/*
 * A move number: below SMALL_NUMBERS, the table's; a larger one made
 * once for the plies that write it: an item writes the number after its
 * ply (data-s) and the number of the ply itself, which is the one after
 * the ply before, so two numbers in a row, each kept in its slot (odd,
 * even).
 */
static inline char *
put_number(struct page *pg, char *w, unsigned long n)
{
	struct number	*c = &pg->numbers[n & 1];
	char		 t[2 * ULONG_DIGITS];
	size_t		 i;

	if (n < SMALL_NUMBERS) {
		memcpy(w, small_text[n], 4);
		return w + small_len[n];
	}
	if (n != c->n || c->len == 0) {
		/* Copied whole, the room after the digits as it comes. */
		memset(t + ULONG_DIGITS, 0, ULONG_DIGITS);
		i = ulong_digits(t, n);
		c->n = n;
		c->len = ULONG_DIGITS - i;
		memcpy(c->text, t + i, sizeof(c->text));
	}
	memcpy(w, c->text, sizeof(c->text));
	return w + c->len;
}

/* "cell:letter", or "cell:-" for an empty cell: who stands there now. */
static inline void
line_change(struct line *l, const struct names *nm,
    const notation_position *pos, int cell, int8_t *was)
{
	char	*w = line_room(l, CHANGE_ROOM);

	l->n = (size_t)(put_change(w, nm, pos, cell, was) - l->s);
}

/*
 * The cell halfway between two cells two files or ranks (or both) apart
 * on a line, which a single short jump goes over; -1 for any other pair.
 * Without a branch on the pair: a step and a jump come in no order the
 * processor could guess, and its guesses at the tests cost more than
 * looking at the tables for every pair (a pair farther apart at its
 * middle, the cell itself, -1): two keys, two tables, one choice.
 * halfway_wide() for a board whose keys would not say df and dr.
 */
static int __attribute__((noinline))
halfway_wide(const struct names *nm, int a, int b)
{
	int	 df, dr;

	df = notation_cell_file(nm->rules, b) -
	    notation_cell_file(nm->rules, a) + 2;
	dr = notation_cell_rank(nm->rules, b) -
	    notation_cell_rank(nm->rules, a) + 2;
	if ((unsigned)df > 4 || (unsigned)dr > 4)
		return -1;
	return nm->half[a][half_at[5 * df + dr]];
}

static inline int
halfway(const struct names *nm, int a, int b)
{
	unsigned	 d;

	if ((unsigned)a >= NOTATION_MAX_CELLS ||
	    (unsigned)b >= NOTATION_MAX_CELLS)
		return -1;
	if (nm->wide)
		return halfway_wide(nm, a, b);
	d = (unsigned)(nm->key[b] - nm->key[a] + PAIR_MID);
	return nm->half[a][pair_at[d <= PAIR_END ? d : PAIR_MID]];
}

/*
 * A list of a number for each player (data-h, data-k), in turn order.
 * The counts of a player are what the accessor f says of pos.
 */
static void
counts_item(struct line *l, const char *attr, size_t attrlen,
    const notation_position *pos, int (*f)(const notation_position *, int),
    int n)
{
	int	 i;

	line_put(l, attr, attrlen);
	for (i = 0; i < n; i++) {
		if (i > 0)
			line_putc(l, ' ');
		line_ulong(l, (unsigned long)f(pos, i));
	}
}

/*
 * What a ply keeps for the section besides its item: the move, for a
 * claim, which replays them (--claim); its repetition.  Out of line: the
 * common ply keeps neither, and move_item() no registers for them.
 */
static void __attribute__((noinline))
keep_ply(struct page *pg, const notation_game *g, const struct pend *p)
{
	struct rep	*rp;

	if (pg->rq->claim != NULL) {
		grow((void **)&pg->played, &pg->capplayed, pg->nplayed,
		    sizeof(*pg->played));
		pg->played[pg->nplayed++] = p->m;
	}
	if (notation_game_repetition(g)) {
		grow((void **)&pg->reps, &pg->capreps, pg->nreps,
		    sizeof(*pg->reps));
		rp = &pg->reps[pg->nreps++];
		rp->ply = notation_game_plies(g);
		rp->move = p->number;
		rp->occurrence = notation_game_occurrences(g);
	}
}

static const char	 dots[2][4] = { { '.', ' ', '.', '.' },
			    { '.', '.', '.', ' ' } };

/* The waiting ply's move text, kept where its length put it. */
static inline const char *
pend_text(const struct pend *p)
{
	return p->len <= TEXT_ROOM ? p->text : p->raw.data;
}

/*
 * The move as the record numbers it: "12. h1-f3", "12... c10-e8", and
 * the item's end, in one room where the text is short.
 */
#define END_ROOM	(6 + NUMBER_ROOM + TEXT_ROOM + 6)

/*
 * item_end() at w, in room made before (END_ROOM).  The text, which
 * page_move() looked at, copied whole where it has nothing to escape: a
 * word or two for most.
 */
static inline __attribute__((always_inline)) void
item_end_at(struct page *pg, char *w)
{
	const struct pend	*p = &pg->pend;
	struct line		*l = &pg->line;
	int			 i;

	w = PUT(w, "\">");
	w = put_number(pg, w, p->number);
	/* ". " or "... ", without a branch on the side. */
	i = p->side != 0;
	memcpy(w, dots[i], 4);
	w += 2 + 2 * i;
	if (p->plain) {
		memcpy(w, p->text, 16);
		if (p->len > 16)
			memcpy(w + 16, p->text + 16, TEXT_ROOM - 16);
		w = PUT(w + p->len, "</li>\n");
	} else {
		l->n = (size_t)(w - l->s);
		line_html(l, pend_text(p), p->len);
		w = line_room(l, 6);
		w = PUT(w, "</li>\n");
	}
	l->n = (size_t)(w - l->s);
}

static inline __attribute__((always_inline)) void
item_end(struct page *pg)
{
	item_end_at(pg, line_room(&pg->line, END_ROOM));
}

/* A path of n hops from 'from' (data-path), in one room: 8 bytes a name. */
static inline __attribute__((always_inline)) void
put_path(struct line *l, const struct names *nm, int from,
    const int16_t *path, size_t n)
{
	char	*w = line_room(l, 13 + 9 * (n + 1));
	size_t	 k;

	w = PUT(w, "\" data-path=\"");
	w = put_cell(w, nm, from);
	for (k = 0; k < n; k++) {
		*w++ = '-';
		w = put_cell(w, nm, path[k]);
	}
	l->n = (size_t)(w - l->s);
}

/*
 * The long form of another kind's jump (page_move() made it), as its
 * text, where it names more than two cells or a player went out.
 */
static void __attribute__((noinline))
jump_text(struct page *pg, int out)
{
	const struct notation_buf	*t = &pg->pend.lform;
	struct line			*l = &pg->line;
	const char			*dash;

	dash = memchr(t->data, '-', t->len);
	if (out || (dash != NULL && memchr(dash + 1, '-',
	    t->len - (size_t)(dash + 1 - t->data)) != NULL)) {
		line_lit(l, "\" data-path=\"");
		line_html(l, t->data, t->len);
	}
}

/*
 * The rest of an item after its data-c, for any ply (move_item() writes
 * the common ply's itself): the other cells that changed, for a player
 * put out, a capture chain or a drop, who is out, the side to move and
 * the move number (data-s) with the turn in progress, the counts that
 * changed, the path.  'what' says what move_item() found: REST_MORE the
 * cell halfway changed, REST_OUT a player went out, REST_HANDS and
 * REST_CAPT a count of stones in hand or captured changed.  Out of line,
 * where its registers are not the common ply's.
 */
#define REST_MORE	0x01u
#define REST_OUT	0x02u
#define REST_HANDS	0x04u
#define REST_CAPT	0x08u

static int __attribute__((noinline))
item_rest(struct page *pg, const notation_position *pos, int half,
    unsigned what)
{
	const notation_rules	*r = notation_position_rules(pos);
	const struct names	*nm = pg->names;
	struct pend		*p = &pg->pend;
	const struct notation_move *m = &p->m;
	struct notation_buf	*t = &pg->scratch;
	struct line		*l = &pg->line;
	char			*w;
	int			 rc = 0, i, c, chain, more_cells;
	int			 np = nm->players, more = what & REST_MORE;
	int			 out = (what & REST_OUT) != 0;
	int16_t			 to = m->to;

	/*
	 * A capture chain (spec/rules.md section 17.11) takes a stone at
	 * every hop: every cell that changed too, its path written.  So
	 * does a drop that encloses (section 17.18), after its own cell.
	 * The cells before the ply are the page's (was[]).
	 */
	chain = m->chain > 0;
	if ((more_cells = out || chain || m->kind == NOTATION_DROP)) {
		for (c = notation_cell_next(r, 0); c >= 0;
		    c = notation_cell_next(r, c + 1))
			if (c != m->from && c != m->to &&
			    (!more || c != half) &&
			    notation_position_at(pos, c) != pg->was[c]) {
				if (m->kind != NOTATION_PASS || out++ > 1)
					line_putc(l, ',');
				line_change(l, nm, pos, c, pg->was);
			}
		if (out) {
			line_lit(l, "\" data-o=\"");
			for (i = 0; i < np; i++)
				if (notation_position_out(pos, i))
					line_putc(l, nm->letter[i + 1]);
		}
	}
	w = more_cells ? line_room(l, 12 + NUMBER_ROOM) : l->s + l->n;
	w = PUT(w, "\" data-s=\"");
	*w++ = nm->letter[notation_position_side(pos) + 1];
	*w++ = ' ';
	w = put_number(pg, w, notation_position_move_number(pos));
	l->n = (size_t)(w - l->s);
	/*
	 * The turn in progress of a dice game or a race, the last field
	 * of the position string when there is one
	 * (spec/position-string.md).  A turn begins with a roll
	 * (spec/moves.md, "Dice"): after any other ply there is one only
	 * if there was one before it, which pg->turn says (set at the
	 * start of a game, when it is not known).
	 */
	if (pg->turn || m->kind == NOTATION_ROLL) {
		notation_buf_reset(t);
		rc |= notation_position_format_turn(pos, t);
		pg->turn = t->len > 0;
		if (t->len > 0) {
			line_putc(l, ' ');
			line_html(l, t->data, t->len);
		}
	}
	if (what & REST_HANDS)
		counts_item(l, "\" data-h=\"", 10, pos, notation_position_hand,
		    np);
	if (what & REST_CAPT)
		counts_item(l, "\" data-k=\"", 10, pos,
		    notation_position_captures, np);
	if (chain) {
		/*
		 * A capture chain's own path (spec/moves.md), its cells
		 * joined by '-' as every path of the page is ('x' is no
		 * file letter of any board).
		 */
		for (i = 0; i < (int)p->lform.len; i++)
			if (p->lform.data[i] == 'x')
				p->lform.data[i] = '-';
		line_lit(l, "\" data-path=\"");
		line_html(l, p->lform.data, p->lform.len);
	} else if (more && m->hops <= 1) {
		/* Its path is its two cells, not every cell of data-c. */
		line_lit(l, "\" data-path=\"");
		line_cell(l, nm, m->from);
		line_putc(l, '-');
		line_cell(l, nm, m->to);
	} else if (m->kind == NOTATION_JUMP && m->hops > 1) {
		/* The path as the record has it. */
		line_lit(l, "\" data-path=\"");
		line_html(l, pend_text(p), p->len);
	} else if (m->kind == NOTATION_JUMP && p->npath < 0) {
		/*
		 * One hop, which the parser counted: the path that
		 * notation_move_path() finds for the rule set's jumps is
		 * that hop, not written (below) unless a player went out.
		 */
		if (out)
			put_path(l, nm, m->from, &to, 1);
	} else if (m->kind == NOTATION_JUMP && p->npath > 0) {
		/*
		 * The hops of the shortest path, as the SVG draws them,
		 * unless it is one hop; when a player was put out, data-c
		 * holds more than the move's two cells, and the path is
		 * written whatever its length.  The long form's cells, as
		 * the library writes them, without the text.
		 */
		if (out || p->npath > 1)
			put_path(l, nm, m->from, p->path, (size_t)p->npath);
	} else if (m->kind == NOTATION_JUMP)
		jump_text(pg, out);
	else if (out) {
		/* A step, a swap or a pass (no path) that put a player out. */
		line_lit(l, "\" data-path=\"");
		if (m->kind != NOTATION_PASS)
			line_html(l, pend_text(p), p->len);
	}
	item_end(pg);
	if (rc != 0)
		tool_oom();
	return 0;
}

/*
 * The item of the waiting ply, in the position g has after it.  Ply 0
 * holds the whole position string (data-pos, start_item()); every later
 * ply only what its move changed (data-c: the occupants of the cells it
 * left and reached, spec/rules.md: nothing is ever captured; empty for a
 * pass), the side to move, the move number and the turn in progress of
 * a dice game (data-s), and, for a chain of two hops or more, the move's
 * long form (data-path): the path of any other move is the two cells of
 * data-c.  So a page grows by a few dozen bytes a ply (spec/html.md,
 * "Size").  Ply 0's item goes to the section; the others to pg->line,
 * for the game's moves.  In line in the move callback (page_move()), its
 * caller at every ply but a game's last.
 */
static inline __attribute__((always_inline)) void
move_item(struct page *pg, const notation_game *g)
{
	const notation_position	*pos = notation_game_position(g);
	const struct names	*nm = pg->names;
	struct pend		*p = &pg->pend;
	const struct notation_move *m = &p->m;
	int			 rep = notation_game_repetition(g);
	struct line		*l = &pg->line;
	char			*w;
	int			 i, a, b, c, out, more = 0, half = -1;
	int			 np, who, hands, capt, v;
	int			 h0, h1, k0, k1;
	unsigned		 gone;
	struct counts		*pc = &pg->counts;

	p->on = 0;
	if (pg->rq->claim != NULL || rep)
		keep_ply(pg, g, p);
	np = nm->players;
	/*
	 * Room for the item's start and three changes (64), and for the
	 * side and number after them where no other cell changed, and for
	 * its end (item_end_at()) where no path comes between.
	 */
	w = line_room(l, 64 + 12 + NUMBER_ROOM + END_ROOM);
	if (rep)
		w = PUT(w, "<li class=\"rep\" data-c=\"");
	else
		w = PUT(w, "<li data-c=\"");
	/*
	 * A drop or a move off the board changes one cell, which alone
	 * draws no arrow (spec/html.md).
	 */
	who = -1;
	if (m->from < 0 && m->to >= 0) {
		w = put_change(w, nm, pos, m->to, pg->was);
		who = notation_position_at(pos, m->to);	/* a drop's */
	} else if (m->from >= 0 && m->to < 0)
		w = put_change(w, nm, pos, m->from, pg->was);
	else if ((unsigned)(a = m->from) < NOTATION_MAX_CELLS &&
	    (unsigned)(b = m->to) < NOTATION_MAX_CELLS) {
		/*
		 * Two cells, as the parser's moves name: tested once here,
		 * where the compiler sees it, not at every look.
		 */
		w = put_change(w, nm, pos, a, pg->was);
		*w++ = ',';
		w = put_change(w, nm, pos, b, pg->was);
		/*
		 * The cell halfway, when it changed: the stone a capture
		 * took, the cell a jump over an empty cell filled
		 * (spec/html.md).
		 */
		half = halfway(nm, a, b);
		c = half & ~(half >> 31);	/* a cell, taken only if half */
		/*
		 * Which the compiler is told, to drop its tests of c: half[]
		 * holds -1 or what notation_cell_at() gave (names_for()), a
		 * cell, below NOTATION_MAX_CELLS (notation.h).
		 */
		if ((unsigned)c >= NOTATION_MAX_CELLS)
			__builtin_unreachable();
		if ((half >= 0) & (pg->was[c] !=
		    notation_position_at(pos, c))) {
			*w++ = ',';
			w = put_change(w, nm, pos, half, pg->was);
			more = 1;
		}
	} else if (m->from >= 0) {
		/*
		 * Numbers that are no cells, written as put_change() does
		 * (a pass or a roll names none and changes none).
		 */
		w = put_change(w, nm, pos, m->from, pg->was);
		*w++ = ',';
		w = put_change(w, nm, pos, m->to, pg->was);
	}
	l->n = (size_t)(w - l->s);
	/*
	 * What a ply rarely changes, asked of each player at once: a
	 * player put out (spec/rules.md section 17.10) loses stones
	 * besides, every other cell that changed, and who is out now; the
	 * stones in hand after the ply (data-h), where the script cannot
	 * tell them from data-c: it takes a stone from the hand of the
	 * owner of a first cell that gained one, any others emptied (a
	 * drop, and the stones it enclosed), and a horse of the track sent
	 * back to its base goes into a hand (spec/html.md); the captures
	 * of every player (data-k).  pg->counts keep those of the position
	 * before.
	 */
	/* What the hand is expected to hold after a drop (above): one less. */
	if (who >= 0 && who < np)
		pc->hand[who]--;
	/*
	 * Nonzero where a count differs, its bits gathered, not tested;
	 * two players, most rule sets, without the loop, their number
	 * asked of the position's rules (nm->players, the same), so that
	 * the compiler drops notation_position_out()'s test of the player.
	 */
	if (notation_rules_players(notation_position_rules(pos)) == 2) {
		/* Kept again only where one changed, as few do. */
		gone = (unsigned)notation_position_out(pos, 0) |
		    (unsigned)notation_position_out(pos, 1) << 1;
		h0 = notation_position_hand(pos, 0);
		h1 = notation_position_hand(pos, 1);
		k0 = notation_position_captures(pos, 0);
		k1 = notation_position_captures(pos, 1);
		hands = (h0 ^ pc->hand[0]) | (h1 ^ pc->hand[1]);
		capt = (k0 ^ pc->capt[0]) | (k1 ^ pc->capt[1]);
		if ((hands | capt) != 0) {
			pc->hand[0] = h0;
			pc->hand[1] = h1;
			pc->capt[0] = k0;
			pc->capt[1] = k1;
		}
	} else
		for (i = 0, gone = 0, hands = 0, capt = 0; i < np; i++) {
			gone |= (unsigned)notation_position_out(pos, i) << i;
			v = notation_position_hand(pos, i);
			hands |= v ^ pc->hand[i];
			pc->hand[i] = v;
			v = notation_position_captures(pos, i);
			capt |= v ^ pc->capt[i];
			pc->capt[i] = v;
		}
	out = (gone & ~pc->out) != 0;
	pc->out = gone;
	/*
	 * A ply that changed more than its cells and the one halfway, or a
	 * count, or that takes a turn of the dice, has the rest of its item
	 * written by item_rest(); the common ply, a step or a jump, here.
	 */
	if ((out | more | hands | capt | m->chain | pg->turn |
	    (m->kind == NOTATION_DROP) | (m->kind == NOTATION_ROLL)) != 0) {
		item_rest(pg, pos, half, (unsigned)more | (unsigned)out << 1 |
		    (unsigned)(hands != 0) << 2 | (unsigned)(capt != 0) << 3);
		return;
	}
	w = l->s + l->n;
	w = PUT(w, "\" data-s=\"");
	*w++ = nm->letter[notation_position_side(pos) + 1];
	*w++ = ' ';
	w = put_number(pg, w, notation_position_move_number(pos));
	/*
	 * A jump's path, as item_rest() writes it where no player went
	 * out; a step, or a jump of one hop, ends in the room made above.
	 */
	if (m->kind != NOTATION_JUMP || (m->hops <= 1 && p->npath < 0)) {
		item_end_at(pg, w);
		return;
	}
	l->n = (size_t)(w - l->s);
	if (m->hops > 1) {
		line_lit(l, "\" data-path=\"");
		line_html(l, pend_text(p), p->len);
	} else if (p->npath > 1)
		put_path(l, nm, m->from, p->path, (size_t)p->npath);
	else if (p->npath == 0)
		jump_text(pg, 0);
	item_end(pg);
}

/*
 * A game's first ply: the counts of its start (pg->counts) and who stands
 * on each cell (pg->was), which the items keep from then on.
 */
static void __attribute__((noinline))
first_ply(struct page *pg, const notation_position *restrict before, int np)
{
	struct counts		*pc = &pg->counts;
	int8_t			*restrict was = pg->was;
	int			 i, c;

	for (i = 0, pc->out = 0; i < np; i++) {
		pc->out |= (unsigned)notation_position_out(before, i) << i;
		pc->hand[i] = notation_position_hand(before, i);
		pc->capt[i] = notation_position_captures(before, i);
	}
	/* Every cell, on the board or not: a copy of 320 bytes. */
	for (c = 0; c < NOTATION_MAX_CELLS; c++)
		was[c] = (int8_t)notation_position_at(before, c);
	pg->counted = 1;
}

/*
 * What the item of a jump needs of the position it is made in: the long
 * form of a capture chain; else, unless the parser counted one hop where
 * notation_move_path() is known to find a path (which would be that hop,
 * spec/moves.md), the shortest path, or where there is none (the rule
 * set's long forms are another kind's) the long form.  Whether there is
 * one is the same for every jump of a rule set that is no chain
 * (nm->path).
 */
static void __attribute__((noinline))
jump_path(struct page *pg, struct names *nm, const notation_position *before)
{
	struct pend	*p = &pg->pend;
	int		 n;

	if (p->m.chain > 0 || (n = (int)notation_move_path(before, &p->m,
	    p->path), nm->path = n > 0 ? 1 : -1, p->npath = n) == 0) {
		notation_buf_reset(&p->lform);
		if (notation_move_format(before, &p->m, 1, &p->lform) != 0)
			tool_oom();
	}
}

/*
 * The checker's move callback, before each ply, with g in the position
 * the move is made in: the item of the ply before it, whose position this
 * is, then what the item of this one needs of it.  Out of memory it
 * exits.
 */
void
page_move(void *arg, const notation_game *g, const struct notation_move *m,
    const char *text, size_t len)
{
	struct page		*pg = arg;
	struct pend		*p = &pg->pend;
	const notation_position	*before = notation_game_position(g);
	const notation_rules	*r = notation_position_rules(before);
	struct names		*nm = pg->names;

	/*
	 * The ply before was made: a move that fails stops its game, and
	 * the game's last item waits for page_end().
	 */
	if (p->on)
		move_item(pg, g);
	if (m == NULL)
		return;
	if (nm == NULL || nm->rules != r)
		nm = pg->names = names_for(pg, r);
	if (!pg->counted)
		first_ply(pg, before, nm->players);
	p->on = 1;
	p->ply = notation_game_plies(g) + 1;
	p->m = *m;
	p->number = notation_position_move_number(before);
	p->side = notation_position_side(before);
	p->len = len;
	if (len <= TEXT_ROOM)
		p->plain = plain_text(p->text, text, len);
	else {
		p->plain = 0;
		notation_buf_reset(&p->raw);
		if (notation_buf_put(&p->raw, text, len) != 0)
			tool_oom();
	}
	p->npath = -1;
	if (m->kind == NOTATION_JUMP && (m->chain > 0 || (m->hops <= 1 &&
	    (m->fewest != 1 || nm->path <= 0))))
		jump_path(pg, nm, before);
}

/*
 * The item of the game's last ply, in the position the game ended in,
 * unless its move was not made (the ply that stopped the game).
 */
static void __attribute__((noinline))
last_item(struct page *pg, const notation_game *g)
{
	move_item(pg, g);
}

void
page_end(struct page *pg, const struct notation_summary *s)
{
	if (pg->pend.on && s->game_state != NULL &&
	    notation_game_plies(s->game_state) == pg->pend.ply)
		last_item(pg, s->game_state);
	pg->pend.on = 0;
}
