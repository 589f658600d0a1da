/*
 * pdn.c -- what the Portable Draughts Notation (PDN) adds to the records
 * (spec/conversion.md, "PDN"): its GameType tag, which names the game,
 * and its positions, "W:W31-50:B1-20" (the FEN tag), read into and
 * written from the toolkit's positions.  The records of PDN are read by
 * the text reader (reader_pdn.c) and written by the text writer
 * (writer_hgn.c); the rule set is international-draughts (spec/rules.md
 * section 18).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "records/records.h"

/* The PDN game types, by number: only 20 is built. */
static const struct {
	int		 type;
	const char	*name;
} gametypes[] = {
	{ 0, "chess" }, { 1, "Chinese chess" },
	{ 20, "international draughts" }, { 21, "English draughts" },
	{ 22, "Italian draughts" }, { 23, "American pool checkers" },
	{ 24, "Spanish draughts" }, { 25, "Russian draughts" },
	{ 26, "Brazilian draughts" }, { 27, "Canadian draughts" },
	{ 28, "Portuguese draughts" }, { 29, "Czech draughts" },
	{ 30, "Turkish draughts" }, { 31, "Thai draughts" },
	{ 40, "Frisian draughts" }, { 41, "Spantsiretti" },
};

int
nt_pdn_gametype(const char *v, size_t len, char *why, size_t size)
{
	size_t	 i = 0, k;
	long	 type = 0;

	while (i < len && v[i] == ' ')
		i++;
	for (k = i; k < len && v[k] >= '0' && v[k] <= '9' && type < 1000;
	    k++)
		type = type * 10 + (v[k] - '0');
	/* "20", or "20,W,10,10,N2,0" with the board's description. */
	if (k == i || (k < len && v[k] != ',' && v[k] != ' ')) {
		snprintf(why, size, "GameType '%.*s' is not a number",
		    (int)(len > 20 ? 20 : len), v);
		return -1;
	}
	if (type == 20)
		return 0;
	for (i = 0; i < sizeof(gametypes) / sizeof(gametypes[0]); i++)
		if (gametypes[i].type == type) {
			snprintf(why, size, "GameType %ld, %s, is not built: "
			    "the toolkit reads GameType 20, international "
			    "draughts", type, gametypes[i].name);
			return -1;
		}
	snprintf(why, size, "GameType %ld is no game the toolkit knows: it "
	    "reads GameType 20, international draughts", type);
	return -1;
}

/* Is s the start of a PDN position: a side, ':', a colour? */
int
nt_pdn_fen_is(const char *s, size_t len)
{
	size_t	 i = 0;

	while (i < len && s[i] == ' ')
		i++;
	return len - i >= 2 && (s[i] == 'W' || s[i] == 'B' ||
	    s[i] == '?') && s[i + 1] == ':' && (len - i == 2 ||
	    s[i + 2] == 'W' || s[i + 2] == 'B' || s[i + 2] == ':' ||
	    s[i + 2] == '.');
}

static int
fen_bad(struct notation_diag *d, size_t at, const char *what)
{
	if (d != NULL)
		d->column = at + 1;
	return notation_diag_set(d, NOTATION_BAD_POSITION, "%s", what);
}

/*
 * A PDN position, "W:W31-50:B1-20", "B:WK4,28:B12.", into p, cleared for
 * rules r (a draughts rule set): its pieces, kings marked 'K', ranges of
 * numbers "31-50", and the side to move.  0, or the code with d filled
 * (the column 1-based).
 */
int
nt_pdn_fen_parse(const struct notation_rules *r, const char *s, size_t len,
    struct notation_position *p, int *cnt, struct notation_diag *d)
{
	size_t	 i = 0;
	int	 who, king, a, b, n, c, seen[2] = { 0, 0 };

	while (i < len && s[i] == ' ')
		i++;
	while (len > i && (s[len - 1] == ' ' || s[len - 1] == '.'))
		len--;
	if (!nt_pdn_fen_is(s + i, len - i))
		return fen_bad(d, i, "a PDN position starts with the side to "
		    "move, W or B, then ':' and a colour: W:W31-50:B1-20");
	p->side = s[i] == 'B' ? 1 : 0;
	i += 2;
	while (i < len) {
		/* An empty colour, "W::", gives no pieces. */
		if (s[i] == ':') {
			i++;
			continue;
		}
		if (s[i] != 'W' && s[i] != 'B')
			return fen_bad(d, i, "expected W or B: the colour of "
			    "the pieces that follow");
		who = s[i] == 'W' ? 0 : 1;
		if (seen[who]++)
			return fen_bad(d, i, "the pieces of this colour are "
			    "given twice");
		i++;
		while (i < len && s[i] != ':') {
			king = s[i] == 'K';
			if (king)
				i++;
			for (a = 0, n = 0; i < len && s[i] >= '0' &&
			    s[i] <= '9' && a < 1000; i++, n++)
				a = a * 10 + (s[i] - '0');
			if (n == 0)
				return fen_bad(d, i, "expected a square "
				    "number");
			b = a;
			if (i < len && s[i] == '-') {
				for (i++, b = 0, n = 0; i < len && s[i] >= '0' &&
				    s[i] <= '9' && b < 1000; i++, n++)
					b = b * 10 + (s[i] - '0');
				if (n == 0 || b < a)
					return fen_bad(d, i, "a range of squares "
					    "is two numbers, the smaller first");
			}
			if (a < 1 || b > r->numbers)
				return fen_bad(d, i, "a square number is 1 to "
				    "50");
			for (; a <= b; a++) {
				c = r->number_cell[a];
				if (p->board[c] >= 0)
					return fen_bad(d, i, "a square is given "
					    "twice");
				nt_position_put(p, c, who);
				if (king)
					nt_position_crown(p, c, 1);
				cnt[who]++;
			}
			if (i < len && s[i] == ',')
				i++;
			else if (i < len && s[i] != ':')
				return fen_bad(d, i, "expected ',' or ':' "
				    "after a square");
		}
		if (i < len)
			i++;
	}
	return 0;
}

/*
 * The toolkit's position string of a draughts rule set, s, as PDN writes
 * it into out: "international-draughts w:K4,28 b:12 b 31" is
 * "B:WK4,28:B12".  -1 when s is not one (the caller keeps it as it is).
 */
int
nt_pdn_fen_from(const char *s, size_t len, struct notation_buf *out)
{
	static const char	 name[] = "international-draughts ";
	size_t			 i = sizeof(name) - 1, k;
	char			 side = 0;
	int			 rc = 0, n = 0;

	if (len < i || memcmp(s, name, i) != 0)
		return -1;
	while (i < len) {
		while (i < len && s[i] == ' ')
			i++;
		for (k = i; k < len && s[k] != ' '; k++)
			continue;
		if (k - i >= 2 && (s[i] == 'w' || s[i] == 'b') &&
		    s[i + 1] == ':') {
			n++;
		} else if (k - i == 1 && (s[i] == 'w' || s[i] == 'b') &&
		    side == 0) {
			side = s[i];
			break;
		} else
			return -1;
		i = k;
	}
	if (n != 2 || side == 0)
		return -1;
	rc |= notation_buf_putc(out, side == 'w' ? 'W' : 'B');
	for (i = sizeof(name) - 1; i < len; i = k) {
		while (i < len && s[i] == ' ')
			i++;
		for (k = i; k < len && s[k] != ' '; k++)
			continue;
		if (k - i < 2 || s[i + 1] != ':')
			break;
		rc |= notation_buf_putc(out, ':');
		rc |= notation_buf_putc(out, s[i] == 'w' ? 'W' : 'B');
		rc |= notation_buf_put(out, s + i + 2, k - i - 2);
	}
	return rc ? -1 : 0;
}
