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

#define NONE	((unsigned long)-1)
#define NONE_SPLIT	((size_t)-1)
#define PENDING		(256 * 1024)	/* bytes of sections a write */
#define STDIN_NAME	"<stdin>"

/* A repetition made by a ply: its ply, move number and occurrence. */
struct rep {
	unsigned long	 ply;
	unsigned long	 move;
	unsigned	 occurrence;
};

/* The names of the cells of one rule set, made as they are asked for. */
struct names {
	const notation_rules	*rules;
	uint64_t		 have[(NOTATION_MAX_CELLS + 63) / 64];
	unsigned char		 len[NOTATION_MAX_CELLS];
	char			 name[NOTATION_MAX_CELLS][8];
};

/* The page being written, and the game being read. */
struct page {
	const struct html_request *rq;
	struct tool_output	 out;
	unsigned long		 game;		/* being read */
	struct notation_buf	 tags;		/* <tr> rows */
	struct notation_buf	 moves;		/* <li> items, ply 1 on */
	struct notation_buf	 sec;		/* the section, assembled */
	size_t			 split;		/* where in sec the moves go */
	struct notation_buf	 pending;	/* sections not yet written */
	struct names		 names;		/* of the game's rule set */
	struct notation_buf	 scratch;
	struct notation_move	*played;	/* the game's moves */
	size_t			 nplayed, capplayed;
	struct rep		*reps;
	size_t			 nreps, capreps;
	const notation_rules	**boards;	/* drawn so far, in order */
	size_t			 nboards, capboards;
};

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
static int
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

static int
htmls(struct notation_buf *b, const char *s)
{
	return html(b, s, strlen(s));
}

/* An SVG diagram inline: the library's drawing without its XML prolog. */
static int
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

static const char page_head[] =
"<!DOCTYPE html>\n"
"<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
"<meta name=\"generator\" content=\"halma-replay " NOTATION_VERSION "\">\n"
"<style>\n"
"body{font-family:sans-serif;margin:1em;color:#222;background:#fff}\n"
"section.game{border-top:2px solid #7a6a4f;padding-top:.5em;"
"margin-bottom:2em}\n"
"h1{font-size:1.3em}h2{font-size:1.15em;margin:.2em 0}\n"
"table.tags{border-collapse:collapse;font-size:.9em;margin-bottom:.5em}\n"
"table.tags th{text-align:left;padding:0 1em 0 0;font-weight:normal;"
"color:#5a4d38}\n"
".verdict{margin:.5em 0;font-size:.9em}\n"
".verdict .word{font-weight:bold}\n"
".valid .word{color:#16501f}.invalid .word{color:#a0281e}\n"
".verdict ul{margin:.2em 0;padding-left:1.5em}\n"
".viewer{display:flex;flex-wrap:wrap;gap:1em;align-items:flex-start}\n"
".board svg{width:480px;height:auto;max-width:100%;display:block}\n"
".side{min-width:14em}\n"
".nav button{font-size:1em;min-width:2.5em}\n"
".where{display:block;margin:.3em 0;font-size:.9em}\n"
"ol.moves{position:relative;list-style:none;margin:0;padding:0;"
"max-height:420px;overflow-y:auto;border:1px solid #ccc;width:16em;"
"font-family:monospace}\n"
"ol.moves li{padding:1px .4em;cursor:pointer}\n"
"ol.moves li:hover{background:#f3ecd9}\n"
"ol.moves li.current{background:#eedfb8;font-weight:bold}\n"
"ol.moves li.rep::after{content:\" \\21ba\";color:#8e44ad}\n"
"ol.moves li.end::after{content:\" \\25a0\";color:#16501f}\n"
"ol.moves li.err{color:#a0281e}\n"
"ol.moves li.bad{color:#a0281e;cursor:default}\n"
".claim .boards{display:flex;flex-wrap:wrap;gap:1em}\n"
".claim figure{margin:0}.claim svg{width:300px;height:auto}\n"
".claim figcaption{font-size:.9em;text-align:center}\n"
"</style>\n";

/*
 * The page's one script (spec/html.md, "Stepping"): each section clones
 * its rule set's board, whose cells it knows in the order svg.c draws
 * them (data-cells); ply 0 holds its position string, each later ply the
 * changes its move made, from which the script works out the stones and
 * writes the position string it shows (data-pos on the board).
 */
static const char page_script[] =
"<script>\n"
"(function () {\n"
"'use strict';\n"
"var NS = 'http://www.w3.org/2000/svg';\n"
"var viewers = [], active = null;\n"
"function el(name, attrs) {\n"
"  var e = document.createElementNS(NS, name), k;\n"
"  for (k in attrs) e.setAttribute(k, attrs[k]);\n"
"  return e;\n"
"}\n"
"function Viewer(sec) {\n"
"  var self = this, i, c, cells, tpl, f, m;\n"
"  this.sec = sec;\n"
"  this.board = sec.querySelector('.board');\n"
"  tpl = document.getElementById('halma-board-' +\n"
"    this.board.getAttribute('data-board'));\n"
"  this.board.appendChild(document.importNode(tpl.content, true));\n"
"  this.svg = this.board.querySelector('svg');\n"
"  this.list = sec.querySelector('ol.moves');\n"
"  this.items = [].slice.call(this.list.querySelectorAll('li:not(.bad)'));\n"
"  this.where = sec.querySelector('.where');\n"
"  this.names = tpl.getAttribute('data-cells').split(' ');\n"
"  this.at = {};\n"
"  cells = this.svg.querySelectorAll('g.cells > *');\n"
"  for (i = 0; i < this.names.length && i < cells.length; i++) {\n"
"    c = cells[i];\n"
"    if (c.tagName === 'rect')\n"
"      this.at[this.names[i]] = [+c.getAttribute('x') +\n"
"        c.getAttribute('width') / 2,\n"
"        +c.getAttribute('y') + c.getAttribute('height') / 2];\n"
"    else\n"
"      this.at[this.names[i]] = [+c.getAttribute('cx'),\n"
"        +c.getAttribute('cy')];\n"
"  }\n"
"  this.stones = this.svg.querySelector('g.stones');\n"
"  this.look = {};\n"
"  this.r = 15;\n"
"  [].forEach.call(this.stones.querySelectorAll('circle'), function (s) {\n"
"    var m = /stone-(\\S+)/.exec(s.getAttribute('class') || '');\n"
"    if (m && !self.look[m[1]])\n"
"      self.look[m[1]] = [s.getAttribute('fill'), s.getAttribute('stroke')];\n"
"    self.r = +s.getAttribute('r');\n"
"  });\n"
"  /* Ply 0's position string; later plies are worked out on demand. */\n"
"  f = this.items[0].getAttribute('data-pos').split(/\\s+/);\n"
"  this.rules = f[0];\n"
"  this.order = [];\n"
"  this.states = [{stones: {}, tail: f.slice(-2).join(' '), out: '',\n"
"    caught: {}, hand: {}}];\n"
"  this.shared = false;\n"
"  for (i = 1; i < f.length; i++) {\n"
"    /* 'w=3:' a player's captures, '*:' the stones of no player;\n"
"       '+N' after the cells, stones in hand (spec/position-string.md). */\n"
"    m = /^([A-Za-z*])(?:=(\\d+))?:([^+]*)(?:\\+(\\d+))?$/.exec(f[i]);\n"
"    if (!m) continue;\n"
"    c = m[1].toLowerCase();\n"
"    if (c === '*') this.shared = true;\n"
"    else {\n"
"      if (c !== m[1]) this.states[0].out += c;\n"
"      this.order.push(c);\n"
"      this.states[0].caught[c] = +(m[2] || 0);\n"
"      if (m[4]) this.states[0].hand[c] = +m[4];\n"
"    }\n"
"    m[3].split(',').forEach(function (x) {\n"
"      if (x) self.states[0].stones[x] = c;\n"
"    });\n"
"  }\n"
"  this.items.forEach(function (li, n) {\n"
"    li.addEventListener('click', function (e) {\n"
"      e.preventDefault(); self.show(n);\n"
"    });\n"
"  });\n"
"  [].forEach.call(sec.querySelectorAll('[data-step]'), function (b) {\n"
"    b.addEventListener('click', function () {\n"
"      self.step(b.getAttribute('data-step'));\n"
"    });\n"
"  });\n"
"  [].forEach.call(sec.querySelectorAll('a[data-go]'), function (a) {\n"
"    a.addEventListener('click', function (e) {\n"
"      e.preventDefault(); self.show(+a.getAttribute('data-go'));\n"
"    });\n"
"  });\n"
"  [].forEach.call(sec.querySelectorAll('[data-mark]'), function (m) {\n"
"    var li = self.items[+m.getAttribute('data-ply')];\n"
"    if (li) li.classList.add(m.getAttribute('data-mark'));\n"
"  });\n"
"  sec.addEventListener('mousedown', function () { active = self; });\n"
"  this.show(+sec.getAttribute('data-first') || 0);\n"
"}\n"
"/* The stones after ply n: those of ply n - 1 with its move's changes. */\n"
"Viewer.prototype.state = function (n) {\n"
"  var prev, next, k, li, c, i;\n"
"  while (this.states.length <= n) {\n"
"    prev = this.states[this.states.length - 1];\n"
"    li = this.items[this.states.length];\n"
"    next = {stones: {}, tail: li.getAttribute('data-s'),\n"
"      out: li.hasAttribute('data-o') ? li.getAttribute('data-o') :\n"
"      prev.out, caught: prev.caught, hand: {}};\n"
"    if (li.hasAttribute('data-k')) {\n"
"      next.caught = {};\n"
"      li.getAttribute('data-k').split(' ').forEach(function (x, j) {\n"
"        next.caught[this.order[j]] = +x;\n"
"      }, this);\n"
"    }\n"
"    for (k in prev.stones) next.stones[k] = prev.stones[k];\n"
"    for (k in prev.hand) next.hand[k] = prev.hand[k];\n"
"    c = li.getAttribute('data-c');\n"
"    c = c === '' ? [] : c.split(',');\n"
"    /* One cell that gained a stone: a drop from the hand. */\n"
"    if (c.length === 1 && c[0].split(':')[1] !== '-')\n"
"      next.hand[c[0].split(':')[1]]--;\n"
"    for (i = 0; i < c.length; i++) {\n"
"      k = c[i].split(':');\n"
"      if (k[1] === '-') delete next.stones[k[0]];\n"
"      else next.stones[k[0]] = k[1];\n"
"    }\n"
"    this.states.push(next);\n"
"  }\n"
"  return this.states[n];\n"
"};\n"
"/* A position string in its canonical form (spec/position-string.md). */\n"
"Viewer.prototype.format = function (st) {\n"
"  var out = this.rules, i, j, list;\n"
"  for (i = 0; i < this.order.length; i++) {\n"
"    list = [];\n"
"    for (j = 0; j < this.names.length; j++)\n"
"      if (st.stones[this.names[j]] === this.order[i])\n"
"        list.push(this.names[j]);\n"
"    /* A player put out is written in upper case. */\n"
"    out += ' ' + (st.out.indexOf(this.order[i]) >= 0 ?\n"
"      this.order[i].toUpperCase() : this.order[i]) +\n"
"      (st.caught[this.order[i]] ? '=' + st.caught[this.order[i]] : '') +\n"
"      ':' + list.join(',') +\n"
"      (st.hand[this.order[i]] > 0 ? '+' + st.hand[this.order[i]] : '');\n"
"  }\n"
"  /* The stones of no player last (Gevangen 2). */\n"
"  if (this.shared) {\n"
"    list = [];\n"
"    for (j = 0; j < this.names.length; j++)\n"
"      if (st.stones[this.names[j]] === '*') list.push(this.names[j]);\n"
"    out += ' *:' + list.join(',');\n"
"  }\n"
"  return out + ' ' + st.tail;\n"
"};\n"
"Viewer.prototype.step = function (how) {\n"
"  var n = this.ply;\n"
"  if (how === 'first') n = 0;\n"
"  else if (how === 'prev') n--;\n"
"  else if (how === 'next') n++;\n"
"  else if (how === 'last') n = this.items.length - 1;\n"
"  this.show(n);\n"
"};\n"
"Viewer.prototype.show = function (n) {\n"
"  var li, st, k, i, look, at, path, pts, a, b, d, cut, old,\n"
"    svg = this.svg, list = this.list;\n"
"  n = Math.max(0, Math.min(this.items.length - 1, n));\n"
"  this.ply = n;\n"
"  active = this;\n"
"  li = this.items[n];\n"
"  st = this.state(n);\n"
"  this.board.setAttribute('data-pos', this.format(st));\n"
"  this.board.setAttribute('data-ply', n);\n"
"  while (this.stones.firstChild)\n"
"    this.stones.removeChild(this.stones.firstChild);\n"
"  for (i = 0; i < this.names.length; i++) {\n"
"    k = st.stones[this.names[i]];\n"
"    at = this.at[this.names[i]];\n"
"    if (!k || !at) continue;\n"
"    if (k === '*') k = 'shared';\n"
"    look = this.look[k] || ['#999999', '#333333'];\n"
"    this.stones.appendChild(el('circle', {'class': 'stone stone-' + k,\n"
"      cx: at[0], cy: at[1], r: this.r, fill: look[0], stroke: look[1]}));\n"
"  }\n"
"  old = svg.querySelectorAll('.move-from, .last-move');\n"
"  for (i = 0; i < old.length; i++) old[i].parentNode.removeChild(old[i]);\n"
"  path = li.getAttribute('data-path');\n"
"  if (path !== null) path = path.split(/[^a-z0-9]+/);\n"
"  else path = (li.getAttribute('data-c') || '').split(',').map(\n"
"    function (c) { return c.split(':')[0]; });\n"
"  /* A pass (data-c empty) has no path: nothing is drawn. */\n"
"  pts = [];\n"
"  for (i = 0; i < path.length; i++)\n"
"    if (this.at[path[i]]) pts.push(this.at[path[i]].slice());\n"
"  if (pts.length >= 2) {\n"
"    svg.appendChild(el('circle', {'class': 'move-from', cx: pts[0][0],\n"
"      cy: pts[0][1], r: this.r, fill: 'none', stroke: '#c0392b',\n"
"      'stroke-width': 2, 'stroke-dasharray': '4 3'}));\n"
"    a = pts[pts.length - 2]; b = pts[pts.length - 1];\n"
"    d = Math.sqrt((b[0] - a[0]) * (b[0] - a[0]) +\n"
"      (b[1] - a[1]) * (b[1] - a[1]));\n"
"    cut = this.r + 4;\n"
"    if (d > 2 * cut) {\n"
"      b[0] -= (b[0] - a[0]) * cut / d; b[1] -= (b[1] - a[1]) * cut / d;\n"
"    }\n"
"    svg.appendChild(el('polyline', {'class': 'last-move', fill: 'none',\n"
"      stroke: '#c0392b', 'stroke-width': 4, 'stroke-linecap': 'round',\n"
"      'stroke-linejoin': 'round', 'stroke-opacity': 0.85,\n"
"      'marker-mid': 'url(#halma-hop)',\n"
"      'marker-end': 'url(#halma-arrowhead)',\n"
"      points: pts.map(function (p) { return p.join(','); }).join(' ')}));\n"
"  }\n"
"  for (i = 0; i < this.items.length; i++)\n"
"    this.items[i].classList.toggle('current', i === n);\n"
"  if (li.offsetTop < list.scrollTop) list.scrollTop = li.offsetTop;\n"
"  else if (li.offsetTop + li.offsetHeight >\n"
"      list.scrollTop + list.clientHeight)\n"
"    list.scrollTop = li.offsetTop + li.offsetHeight - list.clientHeight;\n"
"  this.where.textContent = 'ply ' + n + ' of ' + (this.items.length - 1) +\n"
"    ': ' + li.textContent;\n"
"};\n"
"[].forEach.call(document.querySelectorAll('section.game'), function (sec) {\n"
"  if (sec.querySelector('.board')) viewers.push(new Viewer(sec));\n"
"});\n"
"active = viewers[0] || null;\n"
"document.addEventListener('keydown', function (e) {\n"
"  var how = {ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first',\n"
"    End: 'last'}[e.key];\n"
"  if (!how || !active || e.altKey || e.ctrlKey || e.metaKey) return;\n"
"  e.preventDefault();\n"
"  active.step(how);\n"
"});\n"
"window.halmaViewers = viewers;\n"
"})();\n"
"</script>\n";

/*
 * A line of the page built in a buffer of its own and added to the page's
 * buffer at its end: the items of the move list, one a ply, are made of a
 * dozen short pieces each, and a page of a 10 MB archive has a million
 * of them (bench/README.md, "Pages").
 */
struct line {
	struct notation_buf	*b;
	size_t			 n;
	int			 rc;
	char			 s[512];
};

static inline void
line_flush(struct line *l)
{
	l->rc |= notation_buf_put(l->b, l->s, l->n);
	l->n = 0;
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
 * A cell's name, from the page's table of the names of the rule set of
 * the game being read, named once each (two a ply otherwise).
 */
static inline void
line_cell(struct line *l, struct names *nm, const notation_rules *r, int cell)
{
	if (nm->rules != r) {
		memset(nm->have, 0, sizeof(nm->have));
		nm->rules = r;
	}
	if (cell < 0 || cell >= NOTATION_MAX_CELLS)
		return;
	if ((nm->have[cell >> 6] >> (cell & 63) & 1) == 0) {
		nm->len[cell] = (unsigned char)notation_cell_name(r, cell,
		    nm->name[cell]);
		nm->have[cell >> 6] |= (uint64_t)1 << (cell & 63);
	}
	line_put(l, nm->name[cell], nm->len[cell]);
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

/* Text as HTML, as html() writes it. */
static void
line_html(struct line *l, const char *s, size_t len)
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

/* "cell:letter", or "cell:-" for an empty cell: who stands there now. */
static inline void
line_change(struct line *l, struct names *nm, const notation_position *pos,
    int cell)
{
	const notation_rules	*r = notation_position_rules(pos);
	int			 who = notation_position_at(pos, cell);

	line_cell(l, nm, r, cell);
	line_putc(l, ':');
	/* A stone of no player is '*', as in position strings. */
	line_putc(l, who < 0 ? '-' : who == NOTATION_SHARED ? '*' :
	    notation_rules_player_letter(r, who));
}

/*
 * The cell halfway between two cells two files or ranks (or both) apart
 * on a line, which a single short jump goes over; -1 for any other pair.
 */
static int
halfway(const notation_rules *r, int a, int b)
{
	int	 df = notation_cell_file(r, b) - notation_cell_file(r, a);
	int	 dr = notation_cell_rank(r, b) - notation_cell_rank(r, a);

	if ((df != 0 && df != 2 && df != -2) ||
	    (dr != 0 && dr != 2 && dr != -2) || (df == 0 && dr == 0))
		return -1;
	return notation_cell_at(r, notation_cell_file(r, a) + df / 2,
	    notation_cell_rank(r, a) + dr / 2);
}

/*
 * One item of the move list.  Ply 0 holds the whole position string
 * (data-pos); every later ply only what its move changed (data-c: the
 * occupants of the cells it left and reached, spec/rules.md: nothing is
 * ever captured; empty for a pass), the side to move and the move number (data-s), and,
 * for a chain of two hops or more, the move's long form (data-path): the
 * path of any other move is the two cells of data-c.  So a page grows
 * by a few dozen bytes a ply (spec/html.md, "Size").
 */
static int
move_item(struct page *pg, struct notation_buf *b,
    const notation_position *pos, const notation_position *before,
    const struct notation_move *m, const char *text, size_t len, int rep)
{
	const notation_rules	*r = notation_position_rules(pos);
	struct notation_buf	*t = &pg->scratch;
	struct line		 l;
	const char		*dash;
	int			 rc = 0, i, c, out, more = 0, chain;

	if (before == NULL) {
		notation_buf_reset(t);
		rc |= notation_position_format(pos, t);
		rc |= notation_buf_puts(b, "<li data-pos=\"");
		rc |= html(b, t->data, t->len);
		return rc | notation_buf_puts(b, "\">start position</li>\n");
	}
	l.b = b;
	l.n = 0;
	l.rc = 0;
	if (rep)
		line_lit(&l, "<li class=\"rep\" data-c=\"");
	else
		line_lit(&l, "<li data-c=\"");
	/*
	 * A drop or a move off the board changes one cell, which alone
	 * draws no arrow (spec/html.md).
	 */
	if (m->from < 0 && m->to >= 0)
		line_change(&l, &pg->names, pos, m->to);
	else if (m->from >= 0 && m->to < 0)
		line_change(&l, &pg->names, pos, m->from);
	else if (m->from >= 0) {	/* a pass or a roll changes no cell */
		line_change(&l, &pg->names, pos, m->from);
		line_putc(&l, ',');
		line_change(&l, &pg->names, pos, m->to);
		/*
		 * The cell halfway, when it changed: the stone a capture
		 * took, the cell a jump over an empty cell filled
		 * (spec/html.md).
		 */
		if ((c = halfway(r, m->from, m->to)) >= 0 &&
		    notation_position_at(before, c) !=
		    notation_position_at(pos, c)) {
			line_putc(&l, ',');
			line_change(&l, &pg->names, pos, c);
			more = 1;
		}
	}
	/*
	 * A player put out (spec/rules.md section 17.10) loses stones
	 * besides: every other cell that changed, and who is out now.
	 */
	for (i = 0, out = 0; i < notation_rules_players(r); i++)
		if (notation_position_out(pos, i) &&
		    !notation_position_out(before, i))
			out = 1;
	/*
	 * A capture chain (spec/rules.md section 17.11) takes a stone at
	 * every hop: every cell that changed too, its path written.
	 */
	chain = m->chain > 0;
	for (c = notation_cell_next(r, 0); (out || chain) && c >= 0;
	    c = notation_cell_next(r, c + 1))
		if (c != m->from && c != m->to && (!more ||
		    c != halfway(r, m->from, m->to)) &&
		    notation_position_at(pos, c) !=
		    notation_position_at(before, c)) {
			if (m->kind != NOTATION_PASS || out++ > 1)
				line_putc(&l, ',');
			line_change(&l, &pg->names, pos, c);
		}
	if (out) {
		line_lit(&l, "\" data-o=\"");
		for (i = 0; i < notation_rules_players(r); i++)
			if (notation_position_out(pos, i))
				line_putc(&l, notation_rules_player_letter(r,
				    i));
	}
	line_lit(&l, "\" data-s=\"");
	line_putc(&l, notation_rules_player_letter(r,
	    notation_position_side(pos)));
	line_putc(&l, ' ');
	line_ulong(&l, notation_position_move_number(pos));
	/* The captures of every player, when a move changed them. */
	for (i = 0, c = 0; i < notation_rules_players(r); i++)
		c |= notation_position_captures(pos, i) !=
		    notation_position_captures(before, i);
	for (i = 0; c && i < notation_rules_players(r); i++) {
		if (i == 0)
			line_lit(&l, "\" data-k=\"");
		else
			line_putc(&l, ' ');
		line_ulong(&l, (unsigned long)notation_position_captures(pos,
		    i));
	}
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
		line_lit(&l, "\" data-path=\"");
		line_html(&l, t->data, t->len);
	} else if (more && m->hops <= 1) {
		/* Its path is its two cells, not every cell of data-c. */
		line_lit(&l, "\" data-path=\"");
		line_cell(&l, &pg->names, r, m->from);
		line_putc(&l, '-');
		line_cell(&l, &pg->names, r, m->to);
	} else if (m->kind == NOTATION_JUMP && m->hops > 1) {
		/* The path as the record has it. */
		line_lit(&l, "\" data-path=\"");
		line_html(&l, text, len);
	} else if (m->kind == NOTATION_JUMP) {
		/*
		 * The hops of the shortest path, as the SVG draws them,
		 * unless it is one hop: a cell name holds no '-'; when a
		 * player was put out, data-c holds more than the move's two
		 * cells, and the path is written whatever its length.
		 */
		notation_buf_reset(t);
		rc |= notation_move_format(before, m, 1, t);
		dash = memchr(t->data, '-', t->len);
		if (out || (dash != NULL && memchr(dash + 1, '-',
		    t->len - (size_t)(dash + 1 - t->data)) != NULL)) {
			line_lit(&l, "\" data-path=\"");
			line_html(&l, t->data, t->len);
		}
	} else if (out) {
		/* A step, a swap or a pass (no path) that put a player out. */
		line_lit(&l, "\" data-path=\"");
		if (m->kind != NOTATION_PASS)
			line_html(&l, text, len);
	}
	/* The move as the record numbers it: "12. h1-f3", "12... c10-e8". */
	line_lit(&l, "\">");
	line_ulong(&l, notation_position_move_number(before));
	if (notation_position_side(before) == 0)
		line_lit(&l, ". ");
	else
		line_lit(&l, "... ");
	line_html(&l, text, len);
	line_lit(&l, "</li>\n");
	line_flush(&l);
	return rc | l.rc;
}

static int
on_ply(void *arg, const notation_game *g, const notation_position *before,
    const struct notation_move *m, const char *text, size_t len)
{
	struct page	*pg = arg;
	unsigned long	 ply = notation_game_plies(g);
	struct rep	*r;
	int		 rep = notation_game_repetition(g);

	grow((void **)&pg->played, &pg->capplayed, pg->nplayed,
	    sizeof(*pg->played));
	pg->played[pg->nplayed++] = *m;
	if (rep) {
		grow((void **)&pg->reps, &pg->capreps, pg->nreps,
		    sizeof(*pg->reps));
		r = &pg->reps[pg->nreps++];
		r->ply = ply;
		r->move = notation_position_move_number(before);
		r->occurrence = notation_game_occurrences(g);
	}
	if (move_item(pg, &pg->moves, notation_game_position(g), before, m,
	    text, len, rep) != 0)
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

/* A link that shows ply n of its section. */
static int
ply_link(struct notation_buf *b, unsigned long n, unsigned long plies)
{
	return notation_buf_printf(b, "<a href=\"#\" data-go=\"%lu\">ply "
	    "%lu</a>", n > plies ? plies : n, n);
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
	rc |= notation_buf_printf(b, "<div class=\"verdict %s\"><span "
	    "class=\"word\">%s</span>: %lu legal %s", s->valid ? "valid" :
	    "invalid", s->valid ? "valid" : "invalid", s->plies,
	    s->plies == 1 ? "ply" : "plies");
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
		rc |= notation_buf_printf(b, "<li class=\"end\" data-mark=\"end\" "
		    "data-ply=\"%lu\">end: ", s->end_ply);
		rc |= notation_result_format(&s->outcome, np, b);
		rc |= notation_buf_printf(b, " by rule (%s) at ",
		    notation_reason_name(s->outcome.reason));
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
		rc |= notation_buf_printf(b, "<li class=\"%s\"",
		    notation_severity_name(d->severity));
		if (d->ply > 0 && d->severity == NOTATION_ERROR)
			rc |= notation_buf_printf(b, " data-mark=\"err\" "
			    "data-ply=\"%lu\"", d->ply);
		rc |= notation_buf_puts(b, ">");
		if (d->ply > 0) {
			rc |= ply_link(b, d->ply, s->plies);
			rc |= notation_buf_puts(b, ": ");
		}
		if (d->line > 0)
			rc |= notation_buf_printf(b, "line %lu:%lu: ", d->line,
			    d->column);
		rc |= notation_buf_printf(b, "%s: ",
		    notation_severity_name(d->severity));
		rc |= htmls(b, d->message);
		rc |= notation_buf_printf(b, " [%s]</li>\n",
		    notation_code_name(d->code));
	}
	if (tool_more_diags(s, &more)) {
		rc |= notation_buf_puts(b, "<li class=\"note\">");
		rc |= htmls(b, more.message);
		rc |= notation_buf_puts(b, "</li>\n");
	}
	rc |= notation_buf_puts(b, "</ul></div>\n");
	return rc;
}

/* A game replayed from s's start through ply plies of the moves kept. */
static notation_game *
replay_to(const struct page *pg, const struct notation_summary *s,
    unsigned long ply)
{
	notation_game	*g;
	unsigned long	 k;

	if ((g = notation_game_new(s->rules)) == NULL ||
	    notation_game_reset(g, notation_game_start(s->game_state)) != 0)
		tool_oom();
	for (k = 0; k < ply && k < pg->nplayed; k++)
		(void)notation_game_play_move(g, &pg->played[k], NULL);
	return g;
}

/*
 * A diagram of a claim's picture: its x and width, and in the buffer of
 * the diagrams its drawing from after "<svg" (at), then its caption
 * (cap to end), escaped.
 */
struct claim_fig {
	unsigned	 x, w;
	size_t		 at, cap, end;
};

/*
 * Where a claim's report goes: the page's section (a list, ply numbers
 * as links), or a picture of its own (--svg with --claim: lines of text
 * over the diagrams, spec/html.md, "Claims as one picture").  The words
 * are the same in both, so one function writes them.
 */
struct claim_out {
	struct notation_buf	*b;		/* the report */
	struct notation_buf	 figs;		/* SVG: the diagrams */
	int			 svg;
	unsigned		 lines;		/* SVG: text lines so far */
	size_t			 width;		/* SVG: the longest line */
	size_t			 line_at;	/* SVG: where it began */
	unsigned		 figw, figh;	/* SVG: the diagrams' box */
	struct claim_fig	*fig;		/* SVG: the diagrams */
	size_t			 nfigs, capfig;
	unsigned long		 plies;		/* of the game, for links */
};

#define CLAIM_MARGIN	12	/* SVG: around everything, between diagrams */
#define CLAIM_LINE	20	/* SVG: the height of a line of text */
#define CLAIM_CHAR	8	/* SVG: the width of a character, at most */
#define CLAIM_CAPTION	24	/* SVG: a caption under a diagram */

static int
claim_open(struct claim_out *co)
{
	if (!co->svg)
		return notation_buf_puts(co->b, "<li>");
	co->line_at = co->b->len;
	return notation_buf_printf(co->b, "<text x=\"%u\" y=\"%u\">",
	    CLAIM_MARGIN, CLAIM_MARGIN + (co->lines + 1) * CLAIM_LINE - 5);
}

static int
claim_close(struct claim_out *co)
{
	size_t	 n;

	if (!co->svg)
		return notation_buf_puts(co->b, "</li>\n");
	n = co->b->len - co->line_at;
	if (n > co->width)
		co->width = n;
	co->lines++;
	return notation_buf_puts(co->b, "</text>\n");
}

/*
 * The report's lines (replay_claim_report()) in the page's list or in
 * the picture: words escaped, ply n a link in the page, words in a
 * picture.
 */
static int
claim_line_open(void *arg)
{
	return claim_open(arg);
}

static int
claim_words(void *arg, const char *words)
{
	return htmls(((struct claim_out *)arg)->b, words);
}

static int
claim_ply(void *arg, unsigned long n)
{
	struct claim_out	*co = arg;

	if (!co->svg)
		return ply_link(co->b, n, co->plies);
	return notation_buf_printf(co->b, "ply %lu", n);
}

static int
claim_line_close(void *arg)
{
	return claim_close(arg);
}

/* A diagram with its caption, side by side with the others. */
static int
figure(struct claim_out *co, const char *caption,
    const notation_position *pos, const notation_position *before,
    const struct notation_move *m)
{
	struct notation_buf	*b = co->svg ? &co->figs : co->b;
	struct notation_buf	 svg = NOTATION_BUF_INIT;
	struct claim_fig	*f;
	const char		*p, *q, *e;
	unsigned		 w = 0, h = 0;
	int			 rc = 0;

	if (!co->svg) {
		rc |= notation_buf_puts(b, "<figure>");
		rc |= inline_svg(b, pos, before, m);
		rc |= notation_buf_puts(b, "<figcaption>");
		rc |= htmls(b, caption);
		return rc | notation_buf_puts(b, "</figcaption></figure>\n");
	}
	/*
	 * In the picture, the library's drawing nested where it goes: its
	 * root element (after the XML prolog) gets an x and a y there, its
	 * size is read from its width and height.
	 */
	if (notation_position_svg(pos, before, m, NOTATION_RENDER_CAMPS,
	    &svg) != 0)
		tool_oom();
	p = svg.data;
	if (strncmp(p, "<?xml", 5) == 0 && (q = strchr(p, '\n')) != NULL)
		p = q + 1;
	if (strncmp(p, "<svg ", 5) != 0 ||
	    (q = strstr(p, " width=\"")) == NULL ||
	    sscanf(q, " width=\"%u\" height=\"%u\"", &w, &h) != 2)
		tool_oom();	/* not the library's drawing: cannot be */
	co->fig = tool_grow(co->fig, &co->capfig, co->nfigs, sizeof(*co->fig));
	f = &co->fig[co->nfigs++];
	f->x = CLAIM_MARGIN + co->figw + (co->nfigs > 1 ? CLAIM_MARGIN : 0);
	f->w = w;
	f->at = b->len;
	/*
	 * The drawings' marker definitions are the same in each: the first
	 * keeps them, the others refer to them, so that no id is given twice.
	 */
	if (co->nfigs > 1 && (q = strstr(p, "<defs>")) != NULL &&
	    (e = strstr(q, "</defs>\n")) != NULL) {
		rc |= notation_buf_put(b, p + 4, q - (p + 4));
		rc |= notation_buf_puts(b, e + 8);
	} else
		rc |= notation_buf_puts(b, p + 4);	/* after "<svg" */
	f->cap = b->len;
	rc |= htmls(b, caption);
	f->end = b->len;
	co->figw = f->x + w - CLAIM_MARGIN;
	if (h > co->figh)
		co->figh = h;
	notation_buf_free(&svg);
	return rc;
}

/*
 * The picture of a claim: the report's lines over its diagrams, on a
 * white ground, each diagram with its caption under it.
 */
static int
claim_picture(struct claim_out *co, struct notation_buf *out,
    const char *text, const struct claim *cl)
{
	const struct claim_fig	*f;
	unsigned		 top = CLAIM_MARGIN + co->lines * CLAIM_LINE +
	    CLAIM_MARGIN;
	unsigned		 w, h, i;
	int			 rc = 0;

	w = co->figw;
	if (co->width * CLAIM_CHAR > w)
		w = (unsigned)(co->width * CLAIM_CHAR);
	w += 2 * CLAIM_MARGIN;
	h = top + (co->nfigs > 0 ? co->figh + CLAIM_CAPTION : 0) +
	    CLAIM_MARGIN;
	rc |= notation_buf_printf(out, "<?xml version=\"1.0\" "
	    "encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" "
	    "version=\"1.1\" width=\"%u\" height=\"%u\" viewBox=\"0 0 %u "
	    "%u\">\n<title>Draw claim with ", w, h, w, h);
	rc |= htmls(out, text);
	rc |= notation_buf_puts(out, ": ");
	rc |= replay_claim_words(cl, out);
	rc |= notation_buf_printf(out, "</title>\n<rect class=\"ground\" "
	    "x=\"0\" y=\"0\" width=\"%u\" height=\"%u\" fill=\"#ffffff\"/>\n"
	    "<g class=\"claim\" font-family=\"sans-serif\" font-size=\"14\" "
	    "fill=\"#222222\">\n", w, h);
	rc |= notation_buf_put(out, co->b->data, co->b->len);
	rc |= notation_buf_puts(out, "</g>\n");
	for (i = 0; i < co->nfigs; i++) {
		f = &co->fig[i];
		rc |= notation_buf_printf(out, "<g class=\"figure\">\n"
		    "<svg x=\"%u\" y=\"%u\"", f->x, top);
		rc |= notation_buf_put(out, co->figs.data + f->at,
		    f->cap - f->at);
		rc |= notation_buf_printf(out, "<text x=\"%u\" y=\"%u\" "
		    "text-anchor=\"middle\" font-family=\"sans-serif\" "
		    "font-size=\"14\" fill=\"#222222\">", f->x + f->w / 2,
		    top + co->figh + CLAIM_CAPTION - 6);
		rc |= notation_buf_put(out, co->figs.data + f->cap,
		    f->end - f->cap);
		rc |= notation_buf_puts(out, "</text>\n</g>\n");
	}
	return rc | notation_buf_puts(out, "</svg>\n");
}

/*
 * The claim (halma-replay(1), "DRAW CLAIMS"): its verdict in the words of
 * --claim, the position the claimed move would make and each earlier
 * occurrence of it, side by side; in the page's section, or (rq->svg) as
 * a picture of its own in pg->sec.  Returns the claim's exit status.
 */
static int
claim(struct page *pg, const struct notation_summary *s)
{
	struct notation_buf	*b = &pg->sec;
	struct notation_buf	 lines = NOTATION_BUF_INIT;
	struct claim_out	 co;
	struct claim_sink	 sink = { &co, claim_line_open, claim_words,
	    claim_ply, claim_line_close };
	const char		*text = pg->rq->claim, *move;
	const char		*name = s->file != NULL ? s->file : STDIN_NAME;
	struct claim		 cl;
	notation_game		*g;
	notation_position	*after, *prev;
	unsigned long		 ply, k, j;
	char			 cap[128];
	size_t			 i, head = 0;
	int			 rc = 0, status;

	memset(&co, 0, sizeof(co));
	co.svg = pg->rq->svg;
	co.plies = s->plies;
	co.b = co.svg ? &lines : b;
	if (!co.svg) {
		rc |= notation_buf_puts(b, "<div class=\"claim\">\n"
		    "<h3>Draw claim with ");
		head = b->len;
		rc |= htmls(b, text);
		rc |= notation_buf_puts(b, "</h3>\n");
	}
	ply = pg->rq->ply == NONE ? s->plies : pg->rq->ply;
	if (ply > s->plies) {
		tool_past_end(NOTATION_ERROR, s, ply, NULL);
		if (!co.svg)
			rc |= notation_buf_printf(b, "<p>No claim is judged: "
			    "the game has %lu legal plies, not %lu.</p></div>\n",
			    s->plies, ply);
		return rc != 0 ? -1 : EXIT_TROUBLE;
	}
	if (pg->rq->ply == NONE ? !s->valid : replay_error_before(s, ply)) {
		tool_say(NOTATION_ERROR, name, "usage", "game %lu has an error "
		    "before the claim (after ply %lu); no claim is judged on a "
		    "broken record", s->game, ply);
		if (!co.svg)
			rc |= notation_buf_printf(b, "<p>No claim is judged: "
			    "the game has an error before the claim (after ply "
			    "%lu).</p></div>\n", ply);
		return rc != 0 ? -1 : EXIT_TROUBLE;
	}
	if (replay_judge(&cl, s, pg->played, pg->nplayed, ply, text) != 0) {
		if (!co.svg)
			rc |= notation_buf_puts(b, "<p>No claim is judged: the "
			    "move is no move.</p></div>\n");
		return rc != 0 ? -1 : EXIT_TROUBLE;
	}
	move = cl.labels.data + cl.move;
	status = cl.failed == CHECK_NONE ? EXIT_VALID : EXIT_INVALID;
	/* The heading names the move as judged, not as typed. */
	if (!co.svg) {
		b->len = head;
		rc |= htmls(b, move);
		rc |= notation_buf_puts(b, "</h3>\n");
	}
	if (co.svg) {
		rc |= claim_open(&co);
		rc |= notation_buf_puts(co.b, "Draw claim with ");
		rc |= htmls(co.b, move);
		rc |= notation_buf_printf(co.b, ", verdict: <tspan "
		    "class=\"word\" font-weight=\"bold\" fill=\"%s\">",
		    status == EXIT_VALID ? "#16501f" : "#a0281e");
		rc |= replay_claim_words(&cl, co.b);
		rc |= notation_buf_puts(co.b, "</tspan>");
		rc |= claim_close(&co);
	} else {
		rc |= notation_buf_printf(b, "<p class=\"%s\">verdict: <span "
		    "class=\"word\">", status == EXIT_VALID ? "valid" :
		    "invalid");
		rc |= replay_claim_words(&cl, b);
		rc |= notation_buf_puts(b, "</span></p>\n<ul>\n");
	}
	rc |= replay_claim_report(&cl, &sink, 0);
	if (!co.svg)
		rc |= notation_buf_puts(b, "</ul>\n<div class=\"boards\">\n");

	/* The position the claimed move makes, when it is a legal move. */
	if (cl.legal) {
		if ((after = notation_position_copy(cl.pos)) == NULL)
			tool_oom();
		notation_position_apply(after, &cl.m);
		snprintf(cap, sizeof(cap), "occurrence %u (claimed): %lu%s "
		    "%.40s", cl.c.occurrences + 1, cl.c.move_number,
		    cl.claimant == 0 ? "." : "...", move);
		rc |= figure(&co, cap, after, cl.pos, &cl.m);
		notation_position_free(after);
	}

	/* Each earlier occurrence, replayed again from the start. */
	g = replay_to(pg, s, 0);
	prev = NULL;
	for (i = 0, k = 0; i < cl.c.nplies && cl.c.verdict !=
	    NOTATION_CLAIM_ILLEGAL; i++) {
		for (; k < cl.c.plies[i] && k < pg->nplayed; k++) {
			if (prev == NULL) {
				if ((prev = notation_position_copy(
				    notation_game_position(g))) == NULL)
					tool_oom();
			} else
				notation_position_assign(prev,
				    notation_game_position(g));
			(void)notation_game_play_move(g, &pg->played[k], NULL);
		}
		j = cl.c.plies[i];
		snprintf(cap, sizeof(cap), "ply %lu (occurrence %zu)%s%.40s",
		    j, i + 1, j > 0 ? ": " : "", replay_claim_label(&cl, j));
		rc |= figure(&co, cap, notation_game_position(g),
		    j > 0 ? prev : NULL, j > 0 ? &pg->played[j - 1] : NULL);
	}
	notation_position_free(prev);
	notation_game_free(g);
	if (co.svg)
		rc |= claim_picture(&co, b, move, &cl);
	else
		rc |= notation_buf_puts(b, "</div>\n</div>\n");
	replay_claim_free(&cl);
	notation_buf_free(&lines);
	notation_buf_free(&co.figs);
	free(co.fig);
	return rc != 0 ? -1 : status;
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
	rc |= notation_buf_printf(b, "<section class=\"game\" id=\"game-%lu\" "
	    "data-game=\"%lu\" data-first=\"%lu\">\n<h2>Game %lu</h2>\n",
	    s->game, s->game, first, s->game);
	if (pg->tags.len > 0) {
		rc |= notation_buf_puts(b, "<table class=\"tags\">\n");
		rc |= notation_buf_put(b, pg->tags.data, pg->tags.len);
		rc |= notation_buf_puts(b, "</table>\n");
	}
	rc |= verdict(pg, s);
	if (s->game_state != NULL && r != NULL) {
		rc |= notation_buf_printf(b, "<div class=\"viewer\">\n"
		    "<div class=\"board\" data-board=\"%zu\">", k);
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
	int			 status = EXIT_VALID, rc, found = 0, selected;

	memset(&pg, 0, sizeof(pg));
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
		if (notation_checker_next(chk, rd, &s) != 1)
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
		    sizeof(page_script) - 1) != 0 ||
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
	return status;
}
