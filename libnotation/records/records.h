/*
 * records.h -- what the record and position formats share beyond the
 * reader classes (reader_int.h): position strings (posstr.c, posgrid.c)
 * and the writers of other programs' formats.
 */
#ifndef NOTATION_RECORDS_H
#define NOTATION_RECORDS_H

#include "game/game.h"

/* ------------------------------------------------------------------ */
/* The foreign formats' writers (writer_pun.c, writer_hoplog.c)       */

/*
 * The game's rule set variant (vlen bytes, any case; NULL: the default
 * rule set, halma-10x10) among the n a format holds, the entries of size
 * bytes at base, each starting with the name (const char *): 0 with its
 * index in *idx.
 * Refused (the code, why filled) when it is none of them, as what (the
 * format: "PUN") "holds games of list only", or when has_fen (a game
 * from a FEN position).
 */
static inline int
nt_foreign_variant(const char *what, const char *list,
    const void *base, size_t n, size_t size, const char *variant,
    size_t vlen, int has_fen, size_t *idx, struct notation_diag *why)
{
	const char	*name;
	size_t		 i;

	for (i = 0; variant != NULL && i < n; i++) {
		name = *(const char *const *)(const void *)
		    ((const char *)base + i * size);
		if (vlen == strlen(name) && strncasecmp(variant, name,
		    vlen) == 0)
			break;
	}
	*idx = i;		/* n when refused */
	if (variant == NULL || i == n)
		return notation_diag_set(why, NOTATION_UNKNOWN_VARIANT,
		    "%s holds games of %s only, not of %.*s", what, list,
		    variant != NULL ? (int)(vlen > 63 ? 63 : vlen) : 11,
		    variant != NULL ? variant : "halma-10x10");
	if (has_fen)
		return notation_diag_set(why, NOTATION_BAD_POSITION,
		    "%s holds games from the start position only: the game "
		    "has a FEN tag", what);
	return 0;
}

/* ------------------------------------------------------------------ */
/* PUN output (writer_pun.c): each 0, or the code with why filled     */

/*
 * The line of a game begun: "TYPE>" of the rule set variant names (vlen
 * bytes; NULL: the default rule set), refused for a game of another rule
 * set or from a FEN position.
 */
int	nt_pun_begin(struct notation_buf *out, const char *variant,
	    size_t vlen, int has_fen, struct notation_diag *why);
/* A move in the short form, after a ',' unless it is the first. */
int	nt_pun_move(struct notation_buf *out, int first, const char *s,
	    size_t len, struct notation_diag *why);
/* The line ended. */
int	nt_pun_end(struct notation_buf *out, struct notation_diag *why);

/* ------------------------------------------------------------------ */
/* Star logs (writer_starlog.c): holes, and output                    */

#define NT_STARLOG_HOLES	121	/* holes of the star, 0 the top tip */
#define NT_STARLOG_MAX_PATH	64	/* landings of a move written */

/*
 * Hole i of a star log (row by row from the top tip, left to right) is
 * the hole of axial coordinates (q, r), r from -8 at the top: the cell
 * of file q + 8 and rank 9 - r of spec/star.md.  hole_of: -1 when (q, r)
 * is no hole; hole_qr: -1 when hole is not 0..120.
 */
int	nt_starlog_hole_of(int q, int r);
int	nt_starlog_hole_qr(int hole, int *q, int *r);

/* A game being written: its position at the start, the next ply. */
struct nt_starlog_w {
	notation_catalog	*cat;
	notation_position	*pos;
	int			 nplayers;
	int			 side;		/* the next player */
	unsigned long		 ply;
};

/*
 * Each 0, or the code with why filled.  begin: the game_start line of a
 * game of the rule set variant names (vlen bytes; NULL: the default rule
 * set) from the FEN tag's position (NULL: the start), refused for a game
 * of a rule set not of the star; move: a move line, from a move's text
 * (the long form, every landing); end: the game_end line with the
 * result.  w_free frees what begin made, whatever it returned.
 */
int	nt_starlog_begin(struct nt_starlog_w *, struct notation_buf *out,
	    const char *variant, size_t vlen, const char *fen, size_t flen,
	    struct notation_diag *why);
int	nt_starlog_move(struct nt_starlog_w *, struct notation_buf *out,
	    const char *s, size_t len, struct notation_diag *why);
int	nt_starlog_end(struct nt_starlog_w *, struct notation_buf *out,
	    const char *result, size_t rlen, struct notation_diag *why);
void	nt_starlog_w_free(struct nt_starlog_w *);

/* ------------------------------------------------------------------ */
/* Per-hop logs (writer_hoplog.c): each 0, or the code with why filled */

/*
 * The START line of a game of the rule set variant names (vlen bytes;
 * NULL: the default rule set), refused for a game of another rule set
 * than halma-16x16-4p(-pass) or from a FEN position.
 */
int	nt_hoplog_begin(struct notation_buf *out, const char *variant,
	    size_t vlen, int has_fen, struct notation_diag *why);
/* The lines of player's move s (cells joined by '-', or "pass"). */
int	nt_hoplog_move(struct notation_buf *out, int player, const char *s,
	    size_t len, struct notation_diag *why);

#endif /* NOTATION_RECORDS_H */
