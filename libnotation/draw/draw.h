/*
 * draw.h -- boards drawn as text (render.c) and as SVG (svg.c).
 */
#ifndef NOTATION_DRAW_H
#define NOTATION_DRAW_H

#include "records/records.h"

/* ------------------------------------------------------------------ */
/* Drawings (render.c, svg.c)                                         */

/*
 * The slot of player i in the drawings' six-colour palettes: by its
 * letter when that is a colour's initial (w b r g y p), otherwise the
 * first slot left free, in turn order (spec/boards.md).
 */
int	nt_render_palette(const struct notation_rules *, int i);

#endif /* NOTATION_DRAW_H */
