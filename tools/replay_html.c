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
 * quote it, the file name) goes through html() below, or for the move
 * list line_html() (replay_html_moves.c), which writes it alike: a tag
 * value never becomes markup or script (spec/html.md).  A position of 300
 * plies costs a position string each, not a diagram each, so that a long
 * game's page stays small (spec/html.md, "Size").
 */
#include <sys/uio.h>

#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "replay.h"
#include "replay_html.h"
#include "replay_html_int.h"

#define NONE	((unsigned long)-1)
#define NONE_SPLIT	((size_t)-1)
#define PENDING		(256 * 1024)	/* bytes of sections a write */
/* A string constant added to a buffer, its length known when compiled. */
#define BUF_LIT(b, lit)	notation_buf_put((b), (lit), sizeof(lit) - 1)

void
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
const char *
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

/*
 * The pairs (df + 2, dr + 2) two apart on a line, at 5 (df + 2) + dr + 2:
 * their places in half[], the others HALF_NONE.
 */
#define N	HALF_NONE
const unsigned char	 half_at[25] = {
	0, N, 1, N, 2,
	N, N, N, N, N,
	3, N, N, N, 4,
	N, N, N, N, N,
	5, N, 6, N, 7
};
#undef N

unsigned char	 pair_at[PAIR_END + 1];

static void
pairs(void)
{
	int	 d;

	for (d = 0; d <= PAIR_END; d++)
		pair_at[d] = d % KEY_FILE <= 4 ?
		    half_at[5 * (d / KEY_FILE) + d % KEY_FILE] : HALF_NONE;
}

/*
 * The page's table of the names of the cells of a rule set, with their
 * files and ranks, and the letters of who stands on a cell, made the
 * first time a game of the rule set comes: two names and four
 * coordinates a ply otherwise, and an archive whose games take turns
 * between rule sets would make them again at each game.
 */
struct names *
names_for(struct page *pg, const notation_rules *r)
{
	struct names	*nm;
	size_t		 i;
	int		 c;
	signed char	 file[NOTATION_MAX_CELLS], rank[NOTATION_MAX_CELLS];

	for (i = 0; i < pg->ntables; i++)
		if (pg->tables[i]->rules == r)
			return pg->tables[i];
	grow((void **)&pg->tables, &pg->captables, pg->ntables,
	    sizeof(*pg->tables));
	if ((nm = calloc(1, sizeof(*nm))) == NULL)
		tool_oom();
	pg->tables[pg->ntables++] = nm;
	nm->rules = r;
	nm->players = notation_rules_players(r);
	if (pair_at[PAIR_END] == 0)	/* half_at[24], 7, once made */
		pairs();
	for (c = 0; c < NOTATION_MAX_CELLS; c++) {
		nm->len[c] = (unsigned char)notation_cell_name(r, c,
		    nm->name[c]);
		file[c] = (signed char)notation_cell_file(r, c);
		rank[c] = (signed char)notation_cell_rank(r, c);
		if (file[c] > KEY_MAX || rank[c] > KEY_MAX)
			nm->wide = 1;
		nm->key[c] = (int16_t)(KEY_FILE * file[c] + rank[c]);
	}
	for (c = 0; c < NOTATION_MAX_CELLS; c++) {
		for (i = 0; i < 25; i++)
			if (half_at[i] != HALF_NONE)
				nm->half[c][half_at[i]] = (int16_t)
				    notation_cell_at(r, file[c] + (int)i / 10 - 1,
				    rank[c] + (int)i % 5 / 2 - 1);
		nm->half[c][HALF_NONE] = -1;
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

/*
 * Ply 0's item, which holds the whole position string: most games of an
 * archive start where the game of their rule set before them did, so the
 * item is kept with the rule set's names and made again only for another
 * start, one whose stones, side (notation_position_equal()), move number
 * or turn in progress, the rest of the string, differ.
 */
int
start_item(struct page *pg, struct notation_buf *b,
    const notation_position *pos)
{
	struct names		*nm = names_for(pg, notation_position_rules(pos));
	struct notation_buf	*t = &pg->scratch;
	int			 rc = 0;

	notation_buf_reset(t);
	rc |= notation_position_format_turn(pos, t);
	if (nm->start == NULL || !notation_position_equal(pos, nm->start) ||
	    notation_position_move_number(pos) !=
	    notation_position_move_number(nm->start) ||
	    t->len != nm->turn.len ||
	    (t->len > 0 && memcmp(t->data, nm->turn.data, t->len) != 0)) {
		notation_position_free(nm->start);
		if ((nm->start = notation_position_copy(pos)) == NULL)
			tool_oom();
		notation_buf_reset(&nm->turn);
		rc |= notation_buf_put(&nm->turn, t->data, t->len);
		notation_buf_reset(t);
		rc |= notation_position_format(pos, t);
		notation_buf_reset(&nm->item);
		rc |= notation_buf_puts(&nm->item, "<li data-pos=\"");
		rc |= html(&nm->item, t->data, t->len);
		rc |= notation_buf_puts(&nm->item, "\">start position</li>\n");
	}
	return rc | notation_buf_put(b, nm->item.data, nm->item.len);
}

/* What a rule set's names hold besides themselves. */
void
names_free(struct names *nm)
{
	notation_position_free(nm->start);
	notation_buf_free(&nm->turn);
	notation_buf_free(&nm->item);
	free(nm);
}

/*
 * The tags, in the record's order, as rows of the section's header,
 * written in place as the move list's items are (tag_row()).
 */
static void
on_event(void *arg, const struct notation_event *ev)
{
	struct page	*pg = arg;

	if (ev->type == NOTATION_EV_TAG)
		tag_row(&pg->tagline, ev->name, ev->name_len, ev->text,
		    ev->len);
}

size_t
ulong_digits(char *t, unsigned long n)
{
	size_t	 i = ULONG_DIGITS;

	do
		t[--i] = (char)('0' + n % 10);
	while ((n /= 10) > 0);
	return i;
}

char		 small_text[SMALL_NUMBERS][4];
unsigned char	 small_len[SMALL_NUMBERS];

void
small_numbers(void)
{
	char		 t[ULONG_DIGITS];
	size_t		 i;
	unsigned long	 n;

	/*
	 * Counted down: counted up, gcc's profile-guided build (make pgo)
	 * warned of a write at small_len[SMALL_NUMBERS], which no pass of
	 * the loop makes.
	 */
	for (n = SMALL_NUMBERS; n-- > 0; ) {
		i = ulong_digits(t, n);
		small_len[n] = (unsigned char)(sizeof(t) - i);
		memcpy(small_text[n], t + i, sizeof(t) - i);
	}
}

/*
 * A number as printf's "%lu" writes it: the section's few numbers, a
 * dozen a game, without a format to read each time.
 */
static int
put_ulong(struct notation_buf *b, unsigned long n)
{
	char	 t[ULONG_DIGITS];
	size_t	 i;

	if (n < SMALL_NUMBERS)
		return notation_buf_put(b, small_text[n], small_len[n]);
	i = ulong_digits(t, n);

	return notation_buf_put(b, t + i, sizeof(t) - i);
}

/* A link that shows ply n of its section. */
int
ply_link(struct notation_buf *b, unsigned long n, unsigned long plies)
{
	int	 rc = 0;

	rc |= BUF_LIT(b, "<a href=\"#\" data-go=\"");
	rc |= put_ulong(b, n > plies ? plies : n);
	rc |= BUF_LIT(b, "\">ply ");
	rc |= put_ulong(b, n);
	return rc | BUF_LIT(b, "</a>");
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
		rc |= BUF_LIT(b, " under ");
		rc |= htmls(b, notation_rules_name(s->rules));
	}
	if (s->has_recorded) {
		rc |= BUF_LIT(b, ", result recorded ");
		rc |= notation_result_format(&s->recorded, np, b);
	}
	rc |= BUF_LIT(b, "\n<ul>\n");
	if (s->outcome.kind != NOTATION_RESULT_NONE) {
		rc |= BUF_LIT(b, "<li class=\"end\" data-mark=\"end\" "
		    "data-ply=\"");
		rc |= put_ulong(b, s->end_ply);
		rc |= BUF_LIT(b, "\">end: ");
		rc |= notation_result_format(&s->outcome, np, b);
		rc |= BUF_LIT(b, " by rule (");
		rc |= notation_buf_puts(b,
		    notation_reason_name(s->outcome.reason));
		rc |= BUF_LIT(b, ") at ");
		rc |= ply_link(b, s->end_ply, s->plies);
		rc |= BUF_LIT(b, "</li>\n");
	}
	for (i = 0; i < pg->nreps; i++) {
		rc |= notation_buf_printf(b, "<li class=\"rep\">repetition: "
		    "move %lu makes the %u%s occurrence of its position at ",
		    pg->reps[i].move, pg->reps[i].occurrence,
		    notation_ordinal_suffix(pg->reps[i].occurrence));
		rc |= ply_link(b, pg->reps[i].ply, s->plies);
		rc |= BUF_LIT(b, "</li>\n");
	}
	for (i = 0; i < s->ndiags; i++) {
		d = &s->diags[i];
		if (d->code == NOTATION_REPETITION)
			continue;	/* listed above, with its ply */
		rc |= BUF_LIT(b, "<li class=\"");
		rc |= notation_buf_puts(b, notation_severity_name(d->severity));
		rc |= BUF_LIT(b, "\"");
		if (d->ply > 0 && d->severity == NOTATION_ERROR) {
			rc |= BUF_LIT(b, " data-mark=\"err\" "
			    "data-ply=\"");
			rc |= put_ulong(b, d->ply);
			rc |= BUF_LIT(b, "\"");
		}
		rc |= BUF_LIT(b, ">");
		if (d->ply > 0) {
			rc |= ply_link(b, d->ply, s->plies);
			rc |= BUF_LIT(b, ": ");
		}
		if (d->line > 0) {
			rc |= BUF_LIT(b, "line ");
			rc |= put_ulong(b, d->line);
			rc |= notation_buf_putc(b, ':');
			rc |= put_ulong(b, d->column);
			rc |= BUF_LIT(b, ": ");
		}
		rc |= notation_buf_puts(b, notation_severity_name(d->severity));
		rc |= BUF_LIT(b, ": ");
		rc |= htmls(b, d->message);
		rc |= BUF_LIT(b, " [");
		rc |= notation_buf_puts(b, notation_code_name(d->code));
		rc |= BUF_LIT(b, "]</li>\n");
	}
	if (tool_more_diags(s, &more)) {
		rc |= BUF_LIT(b, "<li class=\"note\">");
		rc |= htmls(b, more.message);
		rc |= BUF_LIT(b, "</li>\n");
	}
	rc |= BUF_LIT(b, "</ul></div>\n");
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
	rc |= BUF_LIT(b, "\">");
	rc |= inline_svg(b, start, NULL, NULL);
	rc |= BUF_LIT(b, "</template>\n");
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
	rc |= BUF_LIT(b, "<section class=\"game\" id=\"game-");
	rc |= put_ulong(b, s->game);
	rc |= BUF_LIT(b, "\" data-game=\"");
	rc |= put_ulong(b, s->game);
	rc |= BUF_LIT(b, "\" data-first=\"");
	rc |= put_ulong(b, first);
	rc |= BUF_LIT(b, "\">\n<h2>Game ");
	rc |= put_ulong(b, s->game);
	rc |= BUF_LIT(b, "</h2>\n");
	/* The rows: those the line passed on, and the line. */
	if (pg->tagline.n > 0) {
		rc |= BUF_LIT(b, "<table class=\"tags\">\n");
		rc |= notation_buf_put(b, pg->tagline.s, pg->tagline.n);
		rc |= BUF_LIT(b, "</table>\n");
	}
	rc |= verdict(pg, s);
	if (s->game_state != NULL && r != NULL) {
		rc |= BUF_LIT(b, "<div class=\"viewer\">\n"
		    "<div class=\"board\" data-board=\"");
		rc |= put_ulong(b, k);
		rc |= BUF_LIT(b, "\">");
		/*
		 * The buttons' triangles are those of WGL4, which common
		 * fonts (DejaVu, Liberation) all have: the media symbols
		 * U+23EE and U+23ED show as empty boxes in them.
		 */
		rc |= BUF_LIT(b, "</div>\n<div class=\"side\">\n"
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
		rc |= start_item(pg, b, start);
		/* The game's items (pg->line) go here, from where they are. */
		pg->split = b->len;
		/* The move that did not replay, when one stopped the game. */
		for (i = 0; i < s->ndiags; i++)
			if (s->diags[i].severity == NOTATION_ERROR &&
			    s->diags[i].ply == s->plies + 1) {
				rc |= notation_buf_printf(b, "<li class=\"bad\">"
				    "ply %lu: ", s->diags[i].ply);
				rc |= htmls(b, notation_code_name(
				    s->diags[i].code));
				rc |= BUF_LIT(b, "</li>\n");
				break;
			}
		rc |= BUF_LIT(b, "</ol>\n</div>\n</div>\n");
		if (pg->rq->claim != NULL) {
			status = claim(pg, s);
			if (status < 0)
				rc = -1;
		}
	} else if (pg->rq->claim != NULL)
		status = EXIT_TROUBLE;	/* no game to judge a claim in */
	rc |= BUF_LIT(b, "</section>\n");
	if (rc != 0)
		tool_oom();
	return status;
}

/*
 * The pieces of the page kept for one write: the sections, and each one's
 * items where it says, written from where they were built, not copied
 * together (the items are most of a page).  A piece that follows the one
 * before in the same buffer joins it.
 */
#define PIECES		512	/* at most, IOV_MAX's half */

static void
add_piece(struct page *pg, int in_line, size_t off, size_t len)
{
	struct piece	*p;

	if (len == 0)
		return;
	if (pg->npieces > 0) {
		p = &pg->pieces[pg->npieces - 1];
		if (p->in_line == in_line && p->off + p->len == off) {
			p->len += len;
			return;
		}
	}
	grow((void **)&pg->pieces, &pg->cappieces, pg->npieces,
	    sizeof(*pg->pieces));
	p = &pg->pieces[pg->npieces++];
	p->in_line = in_line;
	p->off = off;
	p->len = len;
}

static int
put_pending(struct page *pg)
{
	struct iovec	 iov[PIECES + 1];
	struct piece	*p;
	size_t		 i, end = 0;
	int		 rc;

	/* What went to pending without a section (no game at all). */
	for (i = 0; i < pg->npieces; i++)
		if (!pg->pieces[i].in_line)
			end = pg->pieces[i].off + pg->pieces[i].len;
	add_piece(pg, 0, end, pg->pending.len - end);
	for (i = 0; i < pg->npieces; i++) {
		p = &pg->pieces[i];
		iov[i].iov_base = (p->in_line ? pg->line.s :
		    pg->pending.data) + p->off;
		iov[i].iov_len = p->len;
	}
	rc = tool_output_writev(&pg->out, iov, (int)pg->npieces);
	notation_buf_reset(&pg->pending);
	pg->npieces = 0;
	pg->line.n = pg->line_from = 0;
	return rc;
}

/*
 * The section on the page, its moves written from their own buffer where
 * it says (or dropped, where it has no move list).
 */
static int
put_section(struct page *pg)
{
	size_t	 split = pg->split == NONE_SPLIT ? pg->sec.len : pg->split;
	int	 rc = 0;

	add_piece(pg, 0, pg->pending.len, split);
	rc |= notation_buf_put(&pg->pending, pg->sec.data, split);
	if (pg->split != NONE_SPLIT)
		add_piece(pg, 1, pg->line_from, pg->line.n - pg->line_from);
	else
		pg->line.n = pg->line_from;
	add_piece(pg, 0, pg->pending.len, pg->sec.len - split);
	rc |= notation_buf_put(&pg->pending, pg->sec.data + split,
	    pg->sec.len - split);
	if (rc != 0)
		tool_oom();
	pg->line_from = pg->line.n;
	return pg->pending.len + pg->line.n < PENDING &&
	    pg->npieces + 3 < PIECES ? 0 : put_pending(pg);
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
	small_numbers();
	pg.rq = rq;
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
	notation_checker_set_move_fn(chk, page_move, &pg);
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
		pg.tagline.n = 0;
		pg.line.n = pg.line_from;
		pg.nplayed = pg.nreps = 0;
		pg.turn = 1;
		pg.counted = 0;
		pg.pend.on = 0;
		rc = notation_checker_next(chk, rd, &s);
		if (rc != 1)
			break;
		page_end(&pg, &s);
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
	free(pg.tagline.s);
	free(pg.line.s);
	free(pg.pieces);
	notation_buf_free(&pg.sec);
	notation_buf_free(&pg.pending);
	notation_buf_free(&pg.scratch);
	notation_buf_free(&pg.pend.raw);
	notation_buf_free(&pg.pend.lform);
	free(pg.played);
	free(pg.reps);
	free(pg.boards);
	for (i = 0; i < pg.ntables; i++)
		names_free(pg.tables[i]);
	free(pg.tables);
	return status;
}
