/*
 * replay_html_claim.c -- the claim section of halma-replay's HTML page,
 * and the claim as one SVG picture (halma-replay --html --claim,
 * spec/html.md "Claims"): the judgement of tools/replay_claim.c written as
 * HTML beside the diagrams of the positions it names.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "replay.h"
#include "replay_html.h"
#include "replay_html_int.h"

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
int
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
