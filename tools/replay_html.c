/*
 * replay_html.c -- halma-replay --html: one self-contained page for a
 * record, one section per game (spec/html.md): the tags as a header, the
 * checker's verdict, the board drawn once as SVG by the library
 * (notation_position_svg) and a move list that holds every ply's position
 * string, from which a small inline script puts the stones on the board
 * and draws the last move along its hops.  With --claim, the claim's
 * verdict and its evidence as static diagrams side by side.
 *
 * The page is the tool's view of what the checker and the claim
 * adjudication say, so it lives with the tool: the library keeps the
 * reusable part (the SVG of a position), and no HTML layout or script
 * becomes part of its interface.
 *
 * Every text that comes from the record (tags, move text, messages that
 * quote it, the file name) goes through html() below: a tag value never
 * becomes markup or script (spec/html.md).  A position of 300
 * plies costs a position string each, not a diagram each, so that a long
 * game's page stays small (spec/html.md, "Size").
 */
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "replay.h"
#include "replay_html.h"
#include "replay_html_int.h"

#define NONE	((unsigned long)-1)
#define NONE_SPLIT	((size_t)-1)
#define PENDING		(256 * 1024)	/* bytes of sections a write */

static void
grow(void **p, size_t *cap, size_t n, size_t size)
{
	void	*q;
	size_t	 c;

	if (n < *cap)
		return;
	c = *cap ? *cap * 2 : 64;
	if ((q = reallocarray(*p, c, size)) == NULL)
		tool_oom();
	*p = q;
	*cap = c;
}

/* What a character of text becomes in HTML: an entity, or NULL for itself. */
static const char *
html_entity(char c)
{
	switch (c) {
	case '&':
		return "&amp;";
	case '<':
		return "&lt;";
	case '>':
		return "&gt;";
	case '"':
		return "&quot;";
	case '\'':
		return "&#39;";
	default:
		return NULL;
	}
}

/* Text as HTML, in an element or an attribute's double quotes. */
int
html(struct notation_buf *b, const char *s, size_t len)
{
	const char	*rep;
	size_t		 i, from = 0;
	int		 rc = 0;

	for (i = 0; i < len; i++) {
		if ((rep = html_entity(s[i])) == NULL)
			continue;
		rc |= notation_buf_put(b, s + from, i - from);
		rc |= notation_buf_puts(b, rep);
		from = i + 1;
	}
	rc |= notation_buf_put(b, s + from, len - from);
	return rc;
}

int
htmls(struct notation_buf *b, const char *s)
{
	return html(b, s, strlen(s));
}

/* An SVG diagram inline: the library's drawing without its XML prolog. */
int
inline_svg(struct notation_buf *b, const notation_position *pos,
    const notation_position *before, const struct notation_move *m)
{
	struct notation_buf	 svg = NOTATION_BUF_INIT;
	const char		*p;
	int			 rc;

	if (notation_position_svg(pos, before, m, NOTATION_RENDER_CAMPS,
	    &svg) != 0)
		tool_oom();
	p = svg.data;
	if (strncmp(p, "<?xml", 5) == 0 && (p = strchr(p, '\n')) != NULL)
		p++;
	else
		p = svg.data;
	rc = notation_buf_puts(b, p);
	notation_buf_free(&svg);
	return rc;
}

static inline void
line_flush(struct line *l)
{
	l->rc |= notation_buf_put(l->b, l->s, l->n);
	l->n = 0;
}

/* Room for n more bytes (n at most the line's size) written in place. */
static inline char *
line_room(struct line *l, size_t n)
{
	if (l->n + n > sizeof(l->s))
		line_flush(l);
	return l->s + l->n;
}

static inline void
line_put(struct line *l, const char *s, size_t n)
{
	if (l->n + n > sizeof(l->s)) {
		line_flush(l);
		if (n > sizeof(l->s)) {
			l->rc |= notation_buf_put(l->b, s, n);
			return;
		}
	}
	memcpy(l->s + l->n, s, n);
	l->n += n;
}

#define line_lit(l, lit)	line_put((l), (lit), sizeof(lit) - 1)

static inline void
line_putc(struct line *l, char c)
{
	if (l->n == sizeof(l->s))
		line_flush(l);
	l->s[l->n++] = c;
}

/*
 * The page's table of the names of the cells of a rule set, with their
 * files and ranks, and the letters of who stands on a cell, made the
 * first time a game of the rule set comes: two names and four
 * coordinates a ply otherwise, and an archive whose games take turns
 * between rule sets would make them again at each game.
 */
static struct names *
names_for(struct page *pg, const notation_rules *r)
{
	struct names	*nm;
	size_t		 i;
	int		 c;

	for (i = 0; i < pg->ntables; i++)
		if (pg->tables[i]->rules == r)
			return pg->tables[i];
	grow((void **)&pg->tables, &pg->captables, pg->ntables,
	    sizeof(*pg->tables));
	if ((nm = calloc(1, sizeof(*nm))) == NULL)
		tool_oom();
	pg->tables[pg->ntables++] = nm;
	nm->rules = r;
	for (c = 0; c < NOTATION_MAX_CELLS; c++) {
		nm->len[c] = (unsigned char)notation_cell_name(r, c,
		    nm->name[c]);
		nm->file[c] = (signed char)notation_cell_file(r, c);
		nm->rank[c] = (signed char)notation_cell_rank(r, c);
	}
	/*
	 * Indexed by the occupant plus one: an empty cell '-', a stone of
	 * no player '*', as in position strings; a king of draughts its
	 * player's letter in upper case (spec/html.md).
	 */
	nm->letter[0] = '-';
	for (c = 0; c < NOTATION_SHARED; c++) {
		nm->letter[c + 1] = (char)notation_rules_player_letter(r, c);
		nm->king[c + 1] = (char)(notation_rules_player_letter(r, c) -
		    'a' + 'A');
	}
	nm->letter[NOTATION_SHARED + 1] = '*';
	return nm;
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
	char	 t[24];
	size_t	 i = sizeof(t);

	do
		t[--i] = (char)('0' + n % 10);
	while ((n /= 10) > 0);
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
 * Text as HTML, as html() writes it.  Most move text is short and has
 * nothing to escape: it is copied into the line as it is looked at, and
 * kept unless a byte needs a character reference.
 */
static inline void
line_html(struct line *l, const char *s, size_t len)
{
	unsigned char	 special = 0;
	char		*w;
	size_t		 i;

	if (len > 64) {
		line_html_slow(l, s, len);
		return;
	}
	w = line_room(l, 64);
	for (i = 0; i < len; i++) {
		w[i] = s[i];
		special |= html_special[(unsigned char)s[i]];
	}
	if (special)
		line_html_slow(l, s, len);
	else
		l->n += len;
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

static inline char *
put_change(char *w, const struct names *nm, const notation_position *pos,
    int cell)
{
	int	 who = notation_position_at(pos, cell);

	if (cell >= 0 && cell < NOTATION_MAX_CELLS) {
		memcpy(w, nm->name[cell], 8);
		w += nm->len[cell];
	}
	w[0] = ':';
	w[1] = who >= 0 && who < NOTATION_SHARED &&
	    notation_position_king(pos, cell) ? nm->king[who + 1] :
	    nm->letter[who + 1];
	return w + 2;
}

/*
 * A move number, made once for the plies that write it: the side to
 * move after a ply and the number of the next ply, so one of two numbers
 * in a row, each in its slot.
 */
static inline char *
put_number(struct page *pg, char *w, unsigned long n)
{
	struct number	*c = &pg->numbers[n & 1];
	unsigned long	 v;
	size_t		 i;

	if (n != c->n || c->len == 0) {
		for (i = 1, v = n; v >= 10; v /= 10)
			i++;
		c->n = n;
		c->len = i;
		do
			c->text[--i] = (char)('0' + n % 10);
		while ((n /= 10) > 0);
	}
	memcpy(w, c->text, sizeof(c->text));
	return w + c->len;
}

/* "cell:letter", or "cell:-" for an empty cell: who stands there now. */
static inline void
line_change(struct line *l, const struct names *nm,
    const notation_position *pos, int cell)
{
	char	*w = line_room(l, CHANGE_ROOM);

	l->n = (size_t)(put_change(w, nm, pos, cell) - l->s);
}

/*
 * The cell halfway between two cells two files or ranks (or both) apart
 * on a line, which a single short jump goes over; -1 for any other pair.
 */
static inline int
halfway(const struct names *nm, int a, int b)
{
	/* The pairs (df + 2, dr + 2) of such cells, bit 5 (df + 2) + dr + 2. */
	static const uint32_t	 two = 1u << 0 | 1u << 2 | 1u << 4 |
	    1u << 10 | 1u << 14 | 1u << 20 | 1u << 22 | 1u << 24;
	int			 df, dr;

	if (a < 0 || a >= NOTATION_MAX_CELLS || b < 0 ||
	    b >= NOTATION_MAX_CELLS)
		return -1;
	df = nm->file[b] - nm->file[a] + 2;
	dr = nm->rank[b] - nm->rank[a] + 2;
	/* One test that a step, the most of the plies, fails. */
	if (((unsigned)df > 4) | ((unsigned)dr > 4) ||
	    (two >> (5 * df + dr) & 1) == 0)
		return -1;
	return notation_cell_at(nm->rules, nm->file[a] + df / 2 - 1,
	    nm->rank[a] + dr / 2 - 1);
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
 * One item of the move list.  Ply 0 holds the whole position string
 * (data-pos); every later ply only what its move changed (data-c: the
 * occupants of the cells it left and reached, spec/rules.md: nothing is
 * ever captured; empty for a pass), the side to move, the move number
 * and the turn in progress of a dice game (data-s), and,
 * for a chain of two hops or more, the move's long form (data-path): the
 * path of any other move is the two cells of data-c.  So a page grows
 * by a few dozen bytes a ply (spec/html.md, "Size").  Ply 0's item goes
 * to b, the section; the others to pg->line, for the game's moves.
 */
static int
move_item(struct page *pg, struct notation_buf *b,
    const notation_position *pos, const notation_position *before,
    const struct notation_move *m, const char *text, size_t len, int rep)
{
	const notation_rules	*r = notation_position_rules(pos);
	const struct names	*nm = pg->names;
	struct notation_buf	*t = &pg->scratch;
	struct line		*l = &pg->line;
	const char		*dash;
	char			*w;
	int			 rc = 0, i, c, out, more = 0, chain, half = -1;
	int			 np, who, hands, capt;
	int16_t			 path[NOTATION_MAX_CELLS];
	size_t			 n, k;

	if (before == NULL) {
		notation_buf_reset(t);
		rc |= notation_position_format(pos, t);
		rc |= notation_buf_puts(b, "<li data-pos=\"");
		rc |= html(b, t->data, t->len);
		return rc | notation_buf_puts(b, "\">start position</li>\n");
	}
	np = notation_rules_players(r);
	/* Room for the item's start and three changes. */
	w = line_room(l, 64);
	if (rep)
		w = PUT(w, "<li class=\"rep\" data-c=\"");
	else
		w = PUT(w, "<li data-c=\"");
	/*
	 * A drop or a move off the board changes one cell, which alone
	 * draws no arrow (spec/html.md).
	 */
	if (m->from < 0 && m->to >= 0)
		w = put_change(w, nm, pos, m->to);
	else if (m->from >= 0 && m->to < 0)
		w = put_change(w, nm, pos, m->from);
	else if (m->from >= 0) {	/* a pass or a roll changes no cell */
		w = put_change(w, nm, pos, m->from);
		*w++ = ',';
		w = put_change(w, nm, pos, m->to);
		/*
		 * The cell halfway, when it changed: the stone a capture
		 * took, the cell a jump over an empty cell filled
		 * (spec/html.md).
		 */
		if ((half = halfway(nm, m->from, m->to)) >= 0 &&
		    notation_position_at(before, half) !=
		    notation_position_at(pos, half)) {
			*w++ = ',';
			w = put_change(w, nm, pos, half);
			more = 1;
		}
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
	 * of every player (data-k).
	 */
	who = m->from < 0 && m->to >= 0 ? notation_position_at(pos, m->to) :
	    -1;
	for (i = 0, out = 0, hands = 0, capt = 0; i < np; i++) {
		out |= notation_position_out(pos, i) &&
		    !notation_position_out(before, i);
		hands |= notation_position_hand(pos, i) !=
		    notation_position_hand(before, i) - (i == who);
		capt |= notation_position_captures(pos, i) !=
		    notation_position_captures(before, i);
	}
	/*
	 * A capture chain (spec/rules.md section 17.11) takes a stone at
	 * every hop: every cell that changed too, its path written.  So
	 * does a drop that encloses (section 17.18), after its own cell.
	 */
	chain = m->chain > 0;
	for (c = notation_cell_next(r, 0); (out || chain ||
	    m->kind == NOTATION_DROP) && c >= 0;
	    c = notation_cell_next(r, c + 1))
		if (c != m->from && c != m->to && (!more || c != half) &&
		    notation_position_at(pos, c) !=
		    notation_position_at(before, c)) {
			if (m->kind != NOTATION_PASS || out++ > 1)
				line_putc(l, ',');
			line_change(l, nm, pos, c);
		}
	if (out) {
		line_lit(l, "\" data-o=\"");
		for (i = 0; i < np; i++)
			if (notation_position_out(pos, i))
				line_putc(l, nm->letter[i + 1]);
	}
	w = line_room(l, 12 + NUMBER_ROOM);
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
	if (hands)
		counts_item(l, "\" data-h=\"", 10, pos, notation_position_hand,
		    np);
	if (capt)
		counts_item(l, "\" data-k=\"", 10, pos,
		    notation_position_captures, np);
	if (chain) {
		/*
		 * A capture chain's own path (spec/moves.md), its cells
		 * joined by '-' as every path of the page is ('x' is no
		 * file letter of any board).
		 */
		notation_buf_reset(t);
		rc |= notation_move_format(before, m, 1, t);
		for (i = 0; i < (int)t->len; i++)
			if (t->data[i] == 'x')
				t->data[i] = '-';
		line_lit(l, "\" data-path=\"");
		line_html(l, t->data, t->len);
	} else if (more && m->hops <= 1) {
		/* Its path is its two cells, not every cell of data-c. */
		line_lit(l, "\" data-path=\"");
		line_cell(l, nm, m->from);
		line_putc(l, '-');
		line_cell(l, nm, m->to);
	} else if (m->kind == NOTATION_JUMP && m->hops > 1) {
		/* The path as the record has it. */
		line_lit(l, "\" data-path=\"");
		line_html(l, text, len);
	} else if (m->kind == NOTATION_JUMP &&
	    (n = notation_move_path(before, m, path)) > 0) {
		/*
		 * The hops of the shortest path, as the SVG draws them,
		 * unless it is one hop; when a player was put out, data-c
		 * holds more than the move's two cells, and the path is
		 * written whatever its length.  The long form's cells, as
		 * the library writes them, without the text.
		 */
		if (out || n > 1) {
			line_lit(l, "\" data-path=\"");
			line_cell(l, nm, m->from);
			for (k = 0; k < n; k++) {
				line_putc(l, '-');
				line_cell(l, nm, path[k]);
			}
		}
	} else if (m->kind == NOTATION_JUMP) {
		/* The long form of another kind's jump, as its text. */
		notation_buf_reset(t);
		rc |= notation_move_format(before, m, 1, t);
		dash = memchr(t->data, '-', t->len);
		if (out || (dash != NULL && memchr(dash + 1, '-',
		    t->len - (size_t)(dash + 1 - t->data)) != NULL)) {
			line_lit(l, "\" data-path=\"");
			line_html(l, t->data, t->len);
		}
	} else if (out) {
		/* A step, a swap or a pass (no path) that put a player out. */
		line_lit(l, "\" data-path=\"");
		if (m->kind != NOTATION_PASS)
			line_html(l, text, len);
	}
	/* The move as the record numbers it: "12. h1-f3", "12... c10-e8". */
	w = line_room(l, 6 + NUMBER_ROOM);
	w = PUT(w, "\">");
	w = put_number(pg, w, notation_position_move_number(before));
	if (notation_position_side(before) == 0)
		w = PUT(w, ". ");
	else
		w = PUT(w, "... ");
	l->n = (size_t)(w - l->s);
	line_html(l, text, len);
	w = line_room(l, 6);
	w = PUT(w, "</li>\n");
	l->n = (size_t)(w - l->s);
	return rc;
}

static int
on_ply(void *arg, const notation_game *g, const notation_position *before,
    const struct notation_move *m, const char *text, size_t len)
{
	struct page		*pg = arg;
	const notation_rules	*r = notation_position_rules(before);
	unsigned long		 ply = notation_game_plies(g);
	struct rep		*rp;
	int			 rep = notation_game_repetition(g);

	/* The moves kept for a claim, which replays them (--claim). */
	if (pg->rq->claim != NULL) {
		grow((void **)&pg->played, &pg->capplayed, pg->nplayed,
		    sizeof(*pg->played));
		pg->played[pg->nplayed++] = *m;
	}
	if (rep) {
		grow((void **)&pg->reps, &pg->capreps, pg->nreps,
		    sizeof(*pg->reps));
		rp = &pg->reps[pg->nreps++];
		rp->ply = ply;
		rp->move = notation_position_move_number(before);
		rp->occurrence = notation_game_occurrences(g);
	}
	if (pg->names == NULL || pg->names->rules != r)
		pg->names = names_for(pg, r);
	if (move_item(pg, NULL, notation_game_position(g), before, m, text,
	    len, rep) != 0)
		tool_oom();
	return 0;
}

/* The tags, in the record's order, as rows of the section's header. */
static void
on_event(void *arg, const struct notation_event *ev)
{
	struct page		*pg = arg;
	struct notation_buf	*b = &pg->tags;
	int			 rc = 0;

	if (ev->type != NOTATION_EV_TAG)
		return;
	rc |= notation_buf_puts(b, "<tr><th>");
	rc |= html(b, ev->name, ev->name_len);
	rc |= notation_buf_puts(b, "</th><td>");
	rc |= html(b, ev->text, ev->len);
	rc |= notation_buf_puts(b, "</td></tr>\n");
	if (rc != 0)
		tool_oom();
}

/*
 * A number as printf's "%lu" writes it: the section's few numbers, a
 * dozen a game, without a format to read each time.
 */
static int
put_ulong(struct notation_buf *b, unsigned long n)
{
	char	 t[24];
	size_t	 i = sizeof(t);

	do
		t[--i] = (char)('0' + n % 10);
	while ((n /= 10) > 0);
	return notation_buf_put(b, t + i, sizeof(t) - i);
}

/* A link that shows ply n of its section. */
int
ply_link(struct notation_buf *b, unsigned long n, unsigned long plies)
{
	int	 rc = 0;

	rc |= notation_buf_puts(b, "<a href=\"#\" data-go=\"");
	rc |= put_ulong(b, n > plies ? plies : n);
	rc |= notation_buf_puts(b, "\">ply ");
	rc |= put_ulong(b, n);
	return rc | notation_buf_puts(b, "</a>");
}

/* The checker's verdict: errors at their ply, the rules' end, repetitions. */
static int
verdict(struct page *pg, const struct notation_summary *s)
{
	struct notation_buf	*b = &pg->sec;
	const struct notation_diag *d;
	struct notation_diag	 more;
	size_t			 i;
	int			 rc = 0, np;

	np = s->rules != NULL ? notation_rules_players(s->rules) : 2;
	rc |= notation_buf_puts(b, s->valid ? "<div class=\"verdict valid\">"
	    "<span class=\"word\">valid</span>: " : "<div class=\"verdict "
	    "invalid\"><span class=\"word\">invalid</span>: ");
	rc |= put_ulong(b, s->plies);
	rc |= notation_buf_puts(b, s->plies == 1 ? " legal ply" :
	    " legal plies");
	if (s->rules != NULL) {
		rc |= notation_buf_puts(b, " under ");
		rc |= htmls(b, notation_rules_name(s->rules));
	}
	if (s->has_recorded) {
		rc |= notation_buf_puts(b, ", result recorded ");
		rc |= notation_result_format(&s->recorded, np, b);
	}
	rc |= notation_buf_puts(b, "\n<ul>\n");
	if (s->outcome.kind != NOTATION_RESULT_NONE) {
		rc |= notation_buf_puts(b, "<li class=\"end\" data-mark=\"end\" "
		    "data-ply=\"");
		rc |= put_ulong(b, s->end_ply);
		rc |= notation_buf_puts(b, "\">end: ");
		rc |= notation_result_format(&s->outcome, np, b);
		rc |= notation_buf_puts(b, " by rule (");
		rc |= notation_buf_puts(b,
		    notation_reason_name(s->outcome.reason));
		rc |= notation_buf_puts(b, ") at ");
		rc |= ply_link(b, s->end_ply, s->plies);
		rc |= notation_buf_puts(b, "</li>\n");
	}
	for (i = 0; i < pg->nreps; i++) {
		rc |= notation_buf_printf(b, "<li class=\"rep\">repetition: "
		    "move %lu makes the %u%s occurrence of its position at ",
		    pg->reps[i].move, pg->reps[i].occurrence,
		    notation_ordinal_suffix(pg->reps[i].occurrence));
		rc |= ply_link(b, pg->reps[i].ply, s->plies);
		rc |= notation_buf_puts(b, "</li>\n");
	}
	for (i = 0; i < s->ndiags; i++) {
		d = &s->diags[i];
		if (d->code == NOTATION_REPETITION)
			continue;	/* listed above, with its ply */
		rc |= notation_buf_puts(b, "<li class=\"");
		rc |= notation_buf_puts(b, notation_severity_name(d->severity));
		rc |= notation_buf_puts(b, "\"");
		if (d->ply > 0 && d->severity == NOTATION_ERROR) {
			rc |= notation_buf_puts(b, " data-mark=\"err\" "
			    "data-ply=\"");
			rc |= put_ulong(b, d->ply);
			rc |= notation_buf_puts(b, "\"");
		}
		rc |= notation_buf_puts(b, ">");
		if (d->ply > 0) {
			rc |= ply_link(b, d->ply, s->plies);
			rc |= notation_buf_puts(b, ": ");
		}
		if (d->line > 0) {
			rc |= notation_buf_puts(b, "line ");
			rc |= put_ulong(b, d->line);
			rc |= notation_buf_putc(b, ':');
			rc |= put_ulong(b, d->column);
			rc |= notation_buf_puts(b, ": ");
		}
		rc |= notation_buf_puts(b, notation_severity_name(d->severity));
		rc |= notation_buf_puts(b, ": ");
		rc |= htmls(b, d->message);
		rc |= notation_buf_puts(b, " [");
		rc |= notation_buf_puts(b, notation_code_name(d->code));
		rc |= notation_buf_puts(b, "]</li>\n");
	}
	if (tool_more_diags(s, &more)) {
		rc |= notation_buf_puts(b, "<li class=\"note\">");
		rc |= htmls(b, more.message);
		rc |= notation_buf_puts(b, "</li>\n");
	}
	rc |= notation_buf_puts(b, "</ul></div>\n");
	return rc;
}

/*
 * The number of the board of r, drawn as a template the first time a
 * game of r comes (spec/html.md, "Size"): every section of that rule set
 * clones it, so that an archive's page has one diagram per rule set, not
 * one per game.  The template knows its cells in the order svg.c draws
 * them (data-cells), for the script to find where a stone goes.
 */
static size_t
board(struct page *pg, const notation_rules *r, const notation_position *start)
{
	struct notation_buf	*b = &pg->sec;
	size_t			 i;
	int			 c, rc = 0;
	char			 name[8];

	for (i = 0; i < pg->nboards; i++)
		if (pg->boards[i] == r)
			return i + 1;
	grow((void **)&pg->boards, &pg->capboards, pg->nboards,
	    sizeof(*pg->boards));
	pg->boards[pg->nboards++] = r;
	rc |= notation_buf_printf(b, "<template id=\"halma-board-%zu\" "
	    "data-cells=\"", pg->nboards);
	for (i = 0, c = notation_cell_next(r, 0); c >= 0;
	    c = notation_cell_next(r, c + 1), i++) {
		notation_cell_name(r, c, name);
		if (i > 0)
			rc |= notation_buf_putc(b, ' ');
		rc |= notation_buf_puts(b, name);
	}
	rc |= notation_buf_puts(b, "\">");
	rc |= inline_svg(b, start, NULL, NULL);
	rc |= notation_buf_puts(b, "</template>\n");
	if (rc != 0)
		tool_oom();
	return pg->nboards;
}

/* The section of one game, once the checker has read it. */
static int
section(struct page *pg, const struct notation_summary *s)
{
	struct notation_buf	*b = &pg->sec;
	const notation_rules	*r = s->rules;
	const notation_position	*start = NULL;
	unsigned long		 first;
	int			 rc = 0, status;
	size_t			 i, k = 0;

	status = s->valid ? EXIT_VALID : EXIT_INVALID;
	notation_buf_reset(b);
	pg->split = NONE_SPLIT;
	if (pg->rq->svg) {
		/* The claim's picture alone (--svg with --claim). */
		if (s->game_state == NULL || r == NULL)
			return EXIT_TROUBLE;
		status = claim(pg, s);
		if (status < 0)
			tool_oom();
		return status;
	}
	if (s->game_state != NULL && r != NULL) {
		start = notation_game_start(s->game_state);
		k = board(pg, r, start);
	}
	first = pg->rq->ply == NONE || pg->rq->ply > s->plies ? 0 :
	    pg->rq->ply;
	if (pg->rq->claim != NULL && pg->rq->ply == NONE)
		first = s->plies;
	/* --ply past the end: the page opens at the start, exit 2. */
	if (pg->rq->claim == NULL && pg->rq->ply != NONE &&
	    pg->rq->ply > s->plies && s->game_state != NULL) {
		tool_past_end(NOTATION_ERROR, s, pg->rq->ply, NULL);
		status = EXIT_TROUBLE;
	}
	rc |= notation_buf_puts(b, "<section class=\"game\" id=\"game-");
	rc |= put_ulong(b, s->game);
	rc |= notation_buf_puts(b, "\" data-game=\"");
	rc |= put_ulong(b, s->game);
	rc |= notation_buf_puts(b, "\" data-first=\"");
	rc |= put_ulong(b, first);
	rc |= notation_buf_puts(b, "\">\n<h2>Game ");
	rc |= put_ulong(b, s->game);
	rc |= notation_buf_puts(b, "</h2>\n");
	if (pg->tags.len > 0) {
		rc |= notation_buf_puts(b, "<table class=\"tags\">\n");
		rc |= notation_buf_put(b, pg->tags.data, pg->tags.len);
		rc |= notation_buf_puts(b, "</table>\n");
	}
	rc |= verdict(pg, s);
	if (s->game_state != NULL && r != NULL) {
		rc |= notation_buf_puts(b, "<div class=\"viewer\">\n"
		    "<div class=\"board\" data-board=\"");
		rc |= put_ulong(b, k);
		rc |= notation_buf_puts(b, "\">");
		/*
		 * The buttons' triangles are those of WGL4, which common
		 * fonts (DejaVu, Liberation) all have: the media symbols
		 * U+23EE and U+23ED show as empty boxes in them.
		 */
		rc |= notation_buf_puts(b, "</div>\n<div class=\"side\">\n"
		    "<div class=\"nav\">"
		    "<button type=\"button\" data-step=\"first\" "
		    "title=\"start (Home)\">|&#x25C4;</button> "
		    "<button type=\"button\" data-step=\"prev\" "
		    "title=\"back (Left)\">&#x25C4;</button> "
		    "<button type=\"button\" data-step=\"next\" "
		    "title=\"forward (Right)\">&#x25BA;</button> "
		    "<button type=\"button\" data-step=\"last\" "
		    "title=\"last (End)\">&#x25BA;|</button>"
		    "<span class=\"where\"></span></div>\n"
		    "<ol class=\"moves\">\n");
		/* Ply 0, then the plies the callback listed. */
		rc |= move_item(pg, b, start, NULL, NULL, NULL, 0, 0);
		/* pg->moves go here, written as they are (replay_html). */
		pg->split = b->len;
		/* The move that did not replay, when one stopped the game. */
		for (i = 0; i < s->ndiags; i++)
			if (s->diags[i].severity == NOTATION_ERROR &&
			    s->diags[i].ply == s->plies + 1) {
				rc |= notation_buf_printf(b, "<li class=\"bad\">"
				    "ply %lu: ", s->diags[i].ply);
				rc |= htmls(b, notation_code_name(
				    s->diags[i].code));
				rc |= notation_buf_puts(b, "</li>\n");
				break;
			}
		rc |= notation_buf_puts(b, "</ol>\n</div>\n</div>\n");
		if (pg->rq->claim != NULL) {
			status = claim(pg, s);
			if (status < 0)
				rc = -1;
		}
	} else if (pg->rq->claim != NULL)
		status = EXIT_TROUBLE;	/* no game to judge a claim in */
	rc |= notation_buf_puts(b, "</section>\n");
	if (rc != 0)
		tool_oom();
	return status;
}

/* The sections kept for one write. */
static int
put_pending(struct page *pg)
{
	int	 rc;

	rc = tool_output_put(&pg->out, &pg->pending);
	notation_buf_reset(&pg->pending);
	return rc;
}

/*
 * The section on the page: its moves are not copied into it but written
 * from their own buffer where it says, a copy the less of the biggest
 * part of the page.
 */
static int
put_section(struct page *pg)
{
	size_t	 split = pg->split == NONE_SPLIT ? pg->sec.len : pg->split;
	int	 rc = 0;

	rc |= notation_buf_put(&pg->pending, pg->sec.data, split);
	if (pg->split != NONE_SPLIT)
		rc |= notation_buf_put(&pg->pending, pg->moves.data,
		    pg->moves.len);
	rc |= notation_buf_put(&pg->pending, pg->sec.data + split,
	    pg->sec.len - split);
	if (rc != 0)
		tool_oom();
	return pg->pending.len < PENDING ? 0 : put_pending(pg);
}

/* The diagnostics of a game on standard error, as the other modes do. */
static void
report(const struct notation_summary *s)
{
	struct notation_diag	 d;
	size_t			 i;

	for (i = 0; i < s->ndiags; i++)
		tool_diag(stderr, &s->diags[i]);
	if (tool_more_diags(s, &d))
		tool_diag(stderr, &d);
}

int
replay_html(const struct html_request *rq, notation_catalog *cat,
    const notation_rules *defrules)
{
	struct page		 pg;
	struct notation_summary	 s;
	struct notation_buf	 head = NOTATION_BUF_INIT;
	notation_checker	*chk;
	notation_reader		*rd;
	FILE			*fp;
	const char		*name;
	char			*inputs[1];
	unsigned long		 game = 1;
	size_t			 i;
	int			 status = EXIT_VALID, rc, found = 0, selected;

	memset(&pg, 0, sizeof(pg));
	pg.rq = rq;
	pg.line.b = &pg.moves;
	name = strcmp(rq->file, "-") == 0 ? STDIN_NAME : rq->file;
	inputs[0] = (char *)rq->file;
	if (strcmp(rq->path, "-") == 0)
		tool_output_stdout(&pg.out);
	else if (tool_output_open(&pg.out, rq->path, inputs, 1) != 0)
		return EXIT_TROUBLE;
	if ((fp = tool_input(rq->file, name)) == NULL) {
		tool_output_abort(&pg.out);
		return EXIT_TROUBLE;
	}
	if ((rd = tool_reader_new(name)) == NULL ||
	    (chk = notation_checker_new(cat, defrules)) == NULL)
		tool_oom();
	notation_reader_set_file(rd, fp);
	notation_checker_set_ply_fn(chk, on_ply, &pg);
	notation_checker_set_event_fn(chk, on_event, &pg);

	if (notation_buf_puts(&head, page_head) != 0 ||
	    notation_buf_puts(&head, "<title>") != 0 ||
	    htmls(&head, name) != 0 ||
	    notation_buf_puts(&head, "</title>\n</head>\n<body>\n<h1>") != 0 ||
	    htmls(&head, name) != 0 ||
	    notation_buf_puts(&head, "</h1>\n") != 0)
		tool_oom();
	if (!rq->svg && tool_output_put(&pg.out, &head) != 0)
		status = EXIT_TROUBLE;
	for (; status != EXIT_TROUBLE;) {
		selected = rq->game == NONE || rq->game == game;
		notation_checker_set_replay(chk, selected);
		notation_buf_reset(&pg.tags);
		notation_buf_reset(&pg.moves);
		pg.nplayed = pg.nreps = 0;
		pg.turn = 1;
		rc = notation_checker_next(chk, rd, &s);
		/* The game's last items, to its moves. */
		line_flush(&pg.line);
		if (pg.line.rc != 0)
			tool_oom();
		if (rc != 1)
			break;
		if (s.ndiags > 0 && s.diags[0].code == NOTATION_IO) {
			report(&s);
			status = EXIT_TROUBLE;
			break;
		}
		game = s.game + 1;
		if (!selected)
			continue;
		found = 1;
		/* The claim's picture says on standard error what --claim does. */
		if (!rq->svg)
			report(&s);
		rc = section(&pg, &s);
		if (rc > status)
			status = rc;
		if (put_section(&pg) != 0) {
			status = EXIT_TROUBLE;
			break;
		}
		if (rq->game != NONE)
			break;
	}
	if (!found && rq->game != NONE && status != EXIT_TROUBLE) {
		tool_say(NOTATION_ERROR, name, "usage", "there is no game %lu",
		    rq->game);
		status = EXIT_TROUBLE;
	} else if (!found && status == EXIT_VALID) {
		tool_say(NOTATION_ERROR, name, "syntax", "no game to replay: "
		    "the input holds none");
		status = EXIT_INVALID;
		if (!rq->svg && notation_buf_puts(&pg.pending, "<p class=\"none\">"
		    "No game to replay: the input holds none.</p>\n") != 0)
			tool_oom();
	}
	notation_checker_free(chk);
	notation_reader_free(rd);
	tool_close(fp);
	if (pg.out.fd != -1) {
		if (status == EXIT_TROUBLE && (!found || rq->svg))
			tool_output_abort(&pg.out);
		else if (rq->svg) {
			/* The one picture, and nothing of a page. */
			if (put_pending(&pg) != 0 ||
			    tool_output_commit(&pg.out) != 0)
				status = EXIT_TROUBLE;
		} else if (put_pending(&pg) != 0 ||
		    tool_output_write(&pg.out, page_script,
		    strlen(page_script)) != 0 ||
		    tool_output_write(&pg.out, "</body>\n</html>\n", 16) != 0 ||
		    tool_output_commit(&pg.out) != 0)
			status = EXIT_TROUBLE;
	}
	notation_buf_free(&head);
	notation_buf_free(&pg.tags);
	notation_buf_free(&pg.moves);
	notation_buf_free(&pg.sec);
	notation_buf_free(&pg.pending);
	notation_buf_free(&pg.scratch);
	free(pg.played);
	free(pg.reps);
	free(pg.boards);
	for (i = 0; i < pg.ntables; i++)
		free(pg.tables[i]);
	free(pg.tables);
	return status;
}
