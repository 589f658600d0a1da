/*
 * replay_html.h -- halma-replay --html: a self-contained HTML page of a
 * record's games (replay_html.c, spec/html.md).
 */
#ifndef TOOLS_REPLAY_HTML_H
#define TOOLS_REPLAY_HTML_H

#include "notation.h"

/* What the page is asked for; (unsigned long)-1 is an option not given. */
struct html_request {
	const char	*path;		/* the page: a file, or "-" */
	const char	*file;		/* the record: a file, or "-" */
	const char	*claim;		/* --claim MOVE, or NULL */
	unsigned long	 game;		/* the N-th game, or every game */
	unsigned long	 ply;		/* the ply shown first, or the claim's */
	int		 svg;		/* with claim: one SVG picture of it */
};

/*
 * Read the record, write the page through the tools' safe outputs (never
 * over an input) and print the diagnostics on standard error.  With svg
 * (and a claim), path gets instead one SVG picture of the claim: its
 * verdict and report over the diagrams of the page's claim section, and
 * nothing when no claim can be judged.  Returns
 * the exit status: 0 every game valid (with a claim: a valid claim), 1
 * not, 2 trouble (no page, an unreadable record, a claim on a broken
 * record or a move that is no move).
 */
int	 replay_html(const struct html_request *, notation_catalog *,
	    const notation_rules *defrules);

#endif /* TOOLS_REPLAY_HTML_H */
