/*
 * writer_starlog.c -- games written as the JSON Lines logs of a
 * Chinese-checkers engine (spec/conversion.md, "Star logs"), and the
 * numbering of the star's holes that the log and its reader
 * (reader_starlog.c) share.  The front (writer.c) collects the game as
 * for every format and hands it here, through nt_writer_starlog_class,
 * when it ends: its rule set and FEN tag, then its moves one at a time
 * in the long form, then its result.
 *
 * A log holds a game of a Sternhalma rule set from any position: a
 * game_start line, a move line for each ply with every landing, a
 * game_end line.  A game of another rule set is refused with the
 * reason; tags but Variant, FEN and Termination (the game_end line's
 * reason), and comments, are left out.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "records/writer_int.h"

/* ------------------------------------------------------------------ */
/* Holes                                                              */

/*
 * The holes of the star in axial coordinates (q, r), s = -q - r: those
 * where q, r and s are all at most 4 or all at least -4 (spec/star.md,
 * section 1, with A = q, B = r, C = s).
 */
static int
is_hole(int q, int r)
{
	int	 s = -q - r;

	if (q < -8 || q > 8 || r < -8 || r > 8)
		return 0;
	return (q <= 4 && r <= 4 && s <= 4) || (q >= -4 && r >= -4 && s >= -4);
}

int
nt_starlog_hole_of(int q, int r)
{
	int	 i = 0, qq, rr;

	if (!is_hole(q, r))
		return -1;
	for (rr = -8; rr <= 8; rr++)
		for (qq = -8; qq <= 8; qq++) {
			if (!is_hole(qq, rr))
				continue;
			if (qq == q && rr == r)
				return i;
			i++;
		}
	return -1;
}

int
nt_starlog_hole_qr(int hole, int *q, int *r)
{
	int	 i = 0, qq, rr;

	for (rr = -8; rr <= 8; rr++)
		for (qq = -8; qq <= 8; qq++) {
			if (!is_hole(qq, rr))
				continue;
			if (i++ == hole) {
				*q = qq;
				*r = rr;
				return 0;
			}
		}
	*q = *r = 0;
	return -1;
}

/* The hole of a cell name of spec/star.md (len bytes), or -1. */
static int
hole_of_name(const char *s, size_t len)
{
	int	 x, y = 0;
	size_t	 i;

	if (len < 2 || len > 3 || s[0] < 'a' || s[0] > 'q')
		return -1;
	x = s[0] - 'a';
	for (i = 1; i < len; i++) {
		if (s[i] < '0' || s[i] > '9' || (i == 1 && s[i] == '0'))
			return -1;
		y = y * 10 + (s[i] - '0');
	}
	if (y < 1 || y > 17)
		return -1;
	return nt_starlog_hole_of(x - 8, 9 - y);
}

/* ------------------------------------------------------------------ */
/* Writing                                                            */

/* A game being written: its position at the start, the next ply. */
struct starlog_w {
	notation_catalog	*cat;
	notation_position	*pos;
	int			 nplayers;
	int			 side;		/* the next player */
	unsigned long		 ply;
	const notation_writer	*w;
	const struct item	*reason;	/* the Termination tag */
};

static int
nomem(struct notation_diag *why)
{
	return nt_writer_foreign_nomem(why);
}

static void
starlog_w_free(struct starlog_w *sw)
{
	notation_position_free(sw->pos);
	notation_catalog_free(sw->cat);
	memset(sw, 0, sizeof(*sw));
}

/*
 * The game_start line of a game of the rule set variant names (vlen
 * bytes; NULL: the default rule set) from the FEN tag's position (NULL:
 * the start), refused for a game of a rule set not of the star.
 */
static int
starlog_begin(void *arg, struct notation_buf *out, const char *variant,
    size_t vlen, const char *fen, size_t flen, struct notation_diag *why)
{
	struct starlog_w	*sw = arg;
	const notation_rules	*r = NULL;
	struct notation_diag	 d;
	char			 name[64], cell[16];
	size_t			 i;
	int			 q, rr, p;

	notation_diag_clear(&d);
	if ((sw->cat = notation_catalog_new()) == NULL)
		return nomem(why);
	if (fen != NULL) {
		if (notation_position_parse(sw->cat, fen, flen, &sw->pos,
		    &d) != 0)
			return notation_diag_set(why, d.code, "the FEN tag is "
			    "no position: %s", d.message);
		r = notation_position_rules(sw->pos);
	} else if (variant != NULL && vlen < sizeof(name)) {
		memcpy(name, variant, vlen);
		name[vlen] = '\0';
		r = notation_catalog_find(sw->cat, name, &d);
	}
	if (r == NULL || !notation_rules_is_star(r))
		return notation_diag_set(why, NOTATION_UNKNOWN_VARIANT,
		    "a star log holds games of the Sternhalma rule sets only, "
		    "not of %.*s", r != NULL ? 63 : variant != NULL ?
		    (int)(vlen > 63 ? 63 : vlen) : 11, r != NULL ?
		    notation_rules_name(r) : variant != NULL ? variant :
		    "halma-10x10");
	for (i = 0; i < (size_t)notation_rules_players(r); i++)
		if (rules_side(r, (int)i) != (int)i)
			return notation_diag_set(why, NOTATION_UNKNOWN_VARIANT,
			    "a star log has one colour a player, and %s "
			    "gives a player two (spec/conversion.md)",
			    notation_rules_name(r));
	if (sw->pos == NULL && (sw->pos = notation_position_new(r)) == NULL)
		return nomem(why);
	sw->nplayers = notation_rules_players(r);
	sw->side = notation_position_side(sw->pos);
	sw->ply = notation_position_ply(sw->pos);
	if (notation_buf_printf(out, "{\"type\":\"game_start\","
	    "\"rule_profile\":\"%s\",\"initial_cells\":\"",
	    notation_rules_name(r)) != 0)
		return nomem(why);
	for (i = 0; i < NT_STARLOG_HOLES; i++) {
		nt_starlog_hole_qr((int)i, &q, &rr);
		snprintf(cell, sizeof(cell), "%c%d", 'a' + q + 8, 9 - rr);
		p = notation_position_at(sw->pos,
		    notation_cell_parse(r, cell, strlen(cell)));
		if (notation_buf_putc(out, p < 0 ? '.' : '0' + p) != 0)
			return nomem(why);
	}
	if (notation_buf_printf(out, "\",\"initial_player\":%d}\n",
	    sw->side) != 0)
		return nomem(why);
	return 0;
}

/* A move line, from a move's text (the long form, every landing). */
static int
starlog_move(void *arg, struct notation_buf *out, unsigned long k,
    const char *s, size_t len, struct notation_diag *why)
{
	struct starlog_w	*sw = arg;
	int	 path[NT_STARLOG_MAX_PATH], q1, r1, q2, r2;
	size_t	 n = 0, i, j;

	for (i = 0; i <= len; i = j + 1) {
		for (j = i; j < len && s[j] != '-'; j++)
			continue;
		if (n == NT_STARLOG_MAX_PATH ||
		    (path[n++] = hole_of_name(s + i, j - i)) < 0)
			n = 0;
		if (n == 0)
			break;
	}
	if (n < 2)
		return notation_diag_set(why, NOTATION_SYNTAX, "'%.*s' is not "
		    "a move of star holes that a star log can hold (a move "
		    "that did not replay is written as read)",
		    QLEN(len), s);
	nt_starlog_hole_qr(path[0], &q1, &r1);
	nt_starlog_hole_qr(path[n - 1], &q2, &r2);
	if (notation_buf_printf(out, "{\"type\":\"move\",\"ply\":%lu,"
	    "\"player\":%d,\"move\":\"(%d,%d)->(%d,%d)\",\"from\":%d,"
	    "\"to\":%d,\"path\":[", sw->ply, sw->side, q1, r1, q2, r2,
	    path[0], path[n - 1]) != 0)
		return nomem(why);
	for (i = 0; i < n; i++)
		if (notation_buf_printf(out, "%s%d", i > 0 ? "," : "",
		    path[i]) != 0)
			return nomem(why);
	if (notation_buf_puts(out, "]}\n") != 0)
		return nomem(why);
	sw->ply++;
	if (++sw->side == sw->nplayers)
		sw->side = 0;
	return 0;
}

/*
 * The reason of the game's end, which the toolkit has no source for:
 * "goal" for a result with one winner (1 for one player, 0 for every
 * other: the one end the Sternhalma rules impose), "unfinished" for
 * '*', "agreed" for any other result.
 */
static const char *
end_reason(const char *res, size_t len)
{
	size_t	 i, ones = 0;

	if (len == 1 && res[0] == '*')
		return "unfinished";
	for (i = 0; i < len; i++) {
		if (res[i] == '1' && (i == 0 || res[i - 1] == '-') &&
		    (i + 1 == len || res[i + 1] == '-'))
			ones++;
		else if (res[i] != '0' && res[i] != '-')
			return "agreed";
	}
	return ones == 1 ? "goal" : "agreed";
}

/*
 * The game_end line, with the result, and the reason the game's
 * Termination tag gives (a log read keeps its reason there), else one
 * made from the result.
 */
static int
starlog_end(void *arg, struct notation_buf *out, const char *res,
    size_t rlen, struct notation_diag *why)
{
	struct starlog_w	*sw = arg;
	const char		*reason = end_reason(res, rlen);
	size_t			 len = strlen(reason);

	if (sw->reason != NULL) {
		reason = nt_writer_at(sw->w, sw->reason->text);
		len = sw->reason->len;
	}
	if (notation_buf_puts(out, "{\"type\":\"game_end\",\"reason\":") != 0 ||
	    notation_buf_json_string(out, reason, len) != 0 ||
	    notation_buf_puts(out, ",\"result\":") != 0 ||
	    notation_buf_json_string(out, res, rlen) != 0 ||
	    notation_buf_puts(out, "}\n") != 0)
		return nomem(why);
	return 0;
}

/* What begin made is freed whatever it returned. */
static int
starlog_game(notation_writer *w, struct notation_buf *out)
{
	struct starlog_w	 sw;
	const struct item	*it;
	size_t			 pos = 0;
	int			 rc;

	memset(&sw, 0, sizeof(sw));
	sw.w = w;
	while ((it = nt_writer_next_tag(w, &pos)) != NULL)
		if (sw.reason == NULL && nt_writer_is_tag(w, it, "Termination"))
			sw.reason = it;
	rc = nt_writer_foreign(w, out, &sw);
	starlog_w_free(&sw);
	return rc;
}

/* A star log lists every landing: the long form. */
const struct writer_class nt_writer_starlog_class = {
	"starlog", NOTATION_WRITE_LONG, 0, starlog_game,
	starlog_begin, starlog_move, starlog_end, NULL
};
