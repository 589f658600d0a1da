/*
 * posstr.c -- position strings (spec/position-string.md):
 *
 *   RULESET SP LETTER ":" CELLS { SP LETTER ":" CELLS } SP SIDE SP MOVE
 *
 * e.g. "corners-8x8 w:e1,f1,g1,h1,f2,g2,h2,g3,h3,h4
 * b:a5,a6,b6,a7,b7,c7,a8,b8,c8,d8 w 1" (one line).
 * Read strictly, every rejection with the column it concerns; written
 * canonically (players in turn order, cells in cell order).
 */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "records/records.h"

static int
bad(struct notation_diag *d, size_t col, enum notation_code code,
    const char *what, const char *s, size_t len)
{
	if (d != NULL)
		d->column = col + 1;
	return notation_diag_set(d, code, "%s%s%.*s%s", what,
	    len ? " ('" : "", (int)(len > 40 ? 40 : len), s, len ? "')" : "");
}

/* Length of the field starting at s[i]: up to a blank or the end. */
static size_t
field(const char *s, size_t len, size_t i)
{
	size_t	 n = i;

	while (n < len && s[n] != ' ' && s[n] != '\t')
		n++;
	return n - i;
}

static size_t
skip_blanks(const char *s, size_t len, size_t i)
{
	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	return i;
}

/*
 * The stones in hand of player who, "+N" at s[at..end): N from 1 to the
 * player's hand at the start, and only where the rule set has hands.
 */
static int
hand_read(struct notation_position *p, int who, const char *s, size_t at,
    size_t end, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	size_t				 i;
	int				 n = 0;

	if (who >= r->nplayers || r->pl[who].hand == 0)
		return bad(d, at, NOTATION_BAD_POSITION, "stones in hand, and "
		    "this rule set's players have none (hand)", s + at,
		    end - at);
	for (i = at + 1; i < end && s[i] >= '0' && s[i] <= '9' &&
	    n <= r->pl[who].hand; i++)
		n = n * 10 + (s[i] - '0');
	if (i < end || i == at + 1 || n < 1 || n > r->pl[who].hand ||
	    s[at + 1] == '0') {
		bad(d, at, NOTATION_BAD_POSITION, "", "", 0);
		return notation_diag_set(d, NOTATION_BAD_POSITION, "'%.*s': "
		    "the stones in hand are written '+N', N from 1 to %d "
		    "without leading zeros",
		    (int)(end - at > 20 ? 20 : end - at), s + at,
		    r->pl[who].hand);
	}
	p->hand[who] = (int16_t)n;
	return 0;
}

/*
 * A PDN position: of the draughts rule set the caller knows, else of
 * international-draughts; move number 1.
 */
static int
parse_pdn(notation_catalog *cat, const notation_rules *known, const char *s,
    size_t len, notation_position **out, struct notation_diag *d)
{
	const struct notation_rules	*r = known;
	struct notation_position	*p;
	int				 rc, cnt[NOTATION_MAX_PLAYERS + 1] = { 0 };

	if ((r == NULL || !r->draughts) && (r = notation_catalog_find(cat,
	    "international-draughts", d)) == NULL)
		return NOTATION_UNKNOWN_VARIANT;
	if ((p = malloc(sizeof(*p))) == NULL)
		return bad(d, 0, NOTATION_LIMIT, "out of memory", "", 0);
	nt_position_clear(p, r);
	if ((rc = nt_pdn_fen_parse(r, s, len, p, cnt, d)) != 0) {
		free(p);
		return rc;
	}
	return nt_position_finish(p, cnt, d, out);
}

static int
parse(notation_catalog *cat, const notation_rules *known, const char *s,
    size_t len, notation_position **out, struct notation_diag *d)
{
	const struct notation_rules	*r;
	struct notation_position	*p = NULL;
	char				 name[64];
	size_t				 i, n, j, k, start, end;
	int				 seen[NOTATION_MAX_PLAYERS + 1] = { 0 };
	int				 who, c, rc, cnt[NOTATION_MAX_PLAYERS + 1];
	int				 gone, caught, king;
	unsigned long			 num;
	const char			*why;

	/* Trailing line ends are not part of the string. */
	while (len > 0 && (s[len - 1] == '\n' || s[len - 1] == '\r'))
		len--;
	i = skip_blanks(s, len, 0);
	n = field(s, len, i);
	if (n == 0)
		return bad(d, i, NOTATION_BAD_POSITION,
		    "empty position string", "", 0);
	/* PDN's, "W:W31-50:B1-20" (spec/position-string.md, "Draughts"). */
	if (nt_pdn_fen_is(s + i, len - i))
		return parse_pdn(cat, known, s, len, out, d);
	if (n >= sizeof(name))
		return bad(d, i, NOTATION_UNKNOWN_VARIANT,
		    "rule set name too long", s + i, n);
	memcpy(name, s + i, n);
	name[n] = '\0';
	/* The rule set the caller resolved the name to already. */
	if (known != NULL && strcasecmp(known->name, name) == 0)
		r = known;
	else if ((r = notation_catalog_find(cat, name, d)) == NULL) {
		if (d != NULL)
			d->column = i + 1;
		return NOTATION_UNKNOWN_VARIANT;
	}
	if ((p = malloc(sizeof(*p))) == NULL)
		return bad(d, i, NOTATION_LIMIT, "out of memory", "", 0);
	nt_position_clear(p, r);
	memset(cnt, 0, sizeof(cnt));
	i += n;

	/* Stone lists: "w:f1,g1" ... */
	for (;;) {
		i = skip_blanks(s, len, i);
		n = field(s, len, i);
		/*
		 * "w:", or with the player's captures "w=3:" (end:
		 * most-captures), or the stones of no player "*:"
		 * (spec/position-string.md, "Shared stones and captures").
		 */
		caught = -1;
		k = i + 1;
		if (n > 2 && s[k] == '=') {
			/* 1 to 9999, as written: no leading 0, no "=0". */
			for (caught = 0, k++; k < i + n && s[k] >= '0' &&
			    s[k] <= '9' && caught < 1000; k++)
				caught = caught * 10 + (s[k] - '0');
			if (k == i + 2 || k == i + n || s[k] != ':' ||
			    s[i + 2] == '0') {
				rc = bad(d, i + 2, NOTATION_BAD_POSITION,
				    "expected the captures, a number from 1 "
				    "to 9999 without leading zeros, and ':'",
				    s + i, n);
				goto fail;
			}
		}
		if (n < 2 || k >= i + n || s[k] != ':')
			break;
		start = i;
		if (s[i] == '*') {
			if (bits_empty(&r->shared)) {
				rc = bad(d, i, NOTATION_BAD_POSITION, "", "",
				    0);
				notation_diag_set(d, NOTATION_BAD_POSITION,
				    "'*:' lists stones of no player, and %s has "
				    "none", r->name);
				goto fail;
			}
			who = SHARED;
			gone = 0;
			goto list;
		}
		/*
		 * A player put out (end: eliminate) is written in upper
		 * case: "Y:" (spec/position-string.md, "Players put out").
		 */
		gone = s[i] >= 'A' && s[i] <= 'Z' &&
		    notation_rules_player_of_letter(r, s[i] - 'A' + 'a') >= 0;
		if ((who = notation_rules_player_of_letter(r, gone ?
		    s[i] - 'A' + 'a' : s[i])) < 0) {
			rc = bad(d, i, NOTATION_BAD_POSITION,
			    "unknown player letter", s + i, 1);
			goto fail;
		}
		if (gone && r->eliminate == ELIMINATE_OFF) {
			rc = bad(d, i, NOTATION_BAD_POSITION, "", "", 0);
			notation_diag_set(d, NOTATION_BAD_POSITION, "'%c:' "
			    "says %s is out, but %s puts no player out: write "
			    "'%c:'", s[i], r->pl[who].name, r->name,
			    r->pl[who].letter);
			goto fail;
		}
		if (gone)
			p->eliminated |= 1u << who;
		if (caught >= 0 && !r->most_captures) {
			rc = bad(d, i, NOTATION_BAD_POSITION, "", "", 0);
			notation_diag_set(d, NOTATION_BAD_POSITION, "'%c=%d:' "
			    "gives %s's captures, but %s counts none: write "
			    "'%c:'", s[i], caught, r->pl[who].name, r->name,
			    s[i]);
			goto fail;
		}
		if (caught >= 0)
			p->captures[who] = (int16_t)caught;
list:
		if (seen[who]++) {
			rc = bad(d, i, NOTATION_BAD_POSITION, who == SHARED ?
			    "stones of no player given twice" :
			    "stones of this player given twice", s + i, 1);
			goto fail;
		}
		/*
		 * Stones in hand: "w:f6,g7+16" (spec/position-string.md),
		 * the count after the cells.
		 */
		end = start + n;
		for (j = k + 1; j < end && s[j] != '+'; j++)
			continue;
		if (j < end) {
			if ((rc = hand_read(p, who, s, j, end, d)) != 0)
				goto fail;
			end = j;
		}
		j = k + 1;
		while (j < end) {
			k = j;
			while (k < end && s[k] != ',')
				k++;
			/* A king of draughts: "K" before its cell. */
			king = r->draughts && k > j + 1 && s[j] == 'K';
			if (king)
				j++;
			if ((c = notation_cell_parse(r, s + j, k - j)) < 0) {
				rc = bad(d, j, NOTATION_BAD_POSITION, k == j ?
				    "empty cell name" : "not a cell of the "
				    "board", s + j, k - j);
				goto fail;
			}
			if (p->board[c] >= 0) {
				rc = bad(d, j, NOTATION_BAD_POSITION,
				    "cell given twice", s + j, k - j);
				goto fail;
			}
			nt_position_put(p, c, who);
			if (king)
				nt_position_crown(p, c, 1);
			cnt[who]++;
			j = k + 1;
			if (k + 1 == end) {
				rc = bad(d, k, NOTATION_BAD_POSITION,
				    "a cell list must not end in ','", "", 0);
				goto fail;
			}
		}
		i = start + n;
	}
	for (who = 0; who < r->nplayers; who++)
		if (!seen[who]) {
			rc = bad(d, i, NOTATION_BAD_POSITION, "", "", 0);
			notation_diag_set(d, NOTATION_BAD_POSITION,
			    "no stone list for %s (expected '%c:')",
			    r->pl[who].name, r->pl[who].letter);
			goto fail;
		}
	if (!bits_empty(&r->shared) && !seen[SHARED]) {
		rc = bad(d, i, NOTATION_BAD_POSITION, "", "", 0);
		notation_diag_set(d, NOTATION_BAD_POSITION, "no list of the "
		    "stones of no player (expected '*:')");
		goto fail;
	}

	/* Side to move. */
	n = field(s, len, i);
	if (n != 1 || (p->side = notation_rules_player_of_letter(r, s[i])) < 0) {
		rc = bad(d, i, NOTATION_BAD_POSITION, n ? "expected the letter "
		    "of the side to move" : "missing the side to move",
		    s + i, n);
		goto fail;
	}
	/* A colour of another player never has the move (rules.md 12.8). */
	if (rules_side(r, p->side) != p->side) {
		rc = bad(d, i, NOTATION_BAD_POSITION, "", "", 0);
		notation_diag_set(d, NOTATION_BAD_POSITION, "%s's stones are "
		    "moved on %s's turns: write '%c' for the side to move",
		    r->pl[p->side].name, r->pl[rules_side(r, p->side)].name,
		    r->pl[rules_side(r, p->side)].letter);
		goto fail;
	}
	if (p->eliminated & (1u << p->side)) {
		rc = bad(d, i, NOTATION_BAD_POSITION, "", "", 0);
		notation_diag_set(d, NOTATION_BAD_POSITION, "%s is out and "
		    "takes no turns: the side to move must be a player still "
		    "in", r->pl[p->side].name);
		goto fail;
	}
	i = skip_blanks(s, len, i + n);

	/* Move number. */
	n = field(s, len, i);
	num = 0;
	for (j = 0; j < n; j++) {
		if (s[i + j] < '0' || s[i + j] > '9' ||
		    num > (0xffffffffUL - (unsigned long)(s[i + j] - '0')) / 10)
			break;
		num = num * 10 + (unsigned long)(s[i + j] - '0');
	}
	if (n == 0 || j < n || num == 0) {
		rc = bad(d, i, NOTATION_BAD_POSITION, n ? "the move number "
		    "must be a whole number from 1" : "missing the move "
		    "number", s + i, n);
		goto fail;
	}
	p->move_number = num;
	i = skip_blanks(s, len, i + n);
	/*
	 * A turn in progress, a dice game's (spec/position-string.md): a
	 * field of its own, read by the move kind that keeps it.
	 */
	if (i < len && nt_turn_read(p, s + i, (n = field(s, len, i)), &why)) {
		if (why != NULL) {
			rc = bad(d, i, NOTATION_BAD_POSITION, why, s + i, n);
			goto fail;
		}
		i = skip_blanks(s, len, i + n);
	}
	if (i < len) {
		rc = bad(d, i, NOTATION_BAD_POSITION, "unexpected text after "
		    "the move number", s + i, field(s, len, i));
		goto fail;
	}
	return nt_position_finish(p, cnt, d, out);
fail:
	free(p);
	return rc;
}

/*
 * The stones of no player: no more than the start's where jumps capture,
 * else as many; and under end: most-captures the captures and the stones
 * on the board add up to the start's stones.
 */
static int
shared_count(const struct notation_position *p, const int *cnt,
    struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	int				 want = bits_count(&r->shared);
	int				 i, all = 0, caught = 0, board;

	if (r->capture ? cnt[SHARED] > want : cnt[SHARED] != want)
		return notation_diag_set(d, NOTATION_BAD_POSITION, "%d "
		    "stone%s of no player, %s needs %s%d", cnt[SHARED],
		    cnt[SHARED] == 1 ? "" : "s", r->name,
		    r->capture ? "at most " : "", want);
	if (!r->most_captures)
		return 0;
	/* Stones in hand are neither (enclose, rules.md 17.18). */
	for (i = 0; i < r->nplayers; i++) {
		all += r->pl[i].nstones - p->hand[i];
		caught += p->captures[i];
	}
	all += want;
	board = bits_count(&p->occ);
	if (caught + board != all)
		return notation_diag_set(d, NOTATION_BAD_POSITION, "%d "
		    "captured and %d stone%s on the board make %d, but %s "
		    "starts with %d%s: each stone is on the board or "
		    "captured", caught, board, board == 1 ? "" : "s",
		    caught + board, r->name, all, nt_hand_any(p) ?
		    " not in hand" : "");
	return 0;
}

/*
 * The last steps of reading a position in any form (position strings,
 * posgrid.c's grids): the hash, each player's stones counted against the
 * rule set's, and notation_position_check().  The position goes to *out,
 * or, refused (at column 1 of the position), is freed; 0 or the code.
 */
int
nt_position_finish(struct notation_position *p, const int *cnt,
    struct notation_diag *d, notation_position **out)
{
	const struct notation_rules	*r = p->rules;
	int				 who, rc = 0;

	nt_position_rehash(p);
	/*
	 * A player put out has lost stones; captures take stones off, and
	 * a jump over an empty cell puts one on, a race's captures and
	 * removals take them off (spec/position-string.md):
	 * then the count is at most, or at least, the start's.
	 */
	/* Stones in hand count with those on the board; off, not. */
	for (who = 0; who < r->nplayers && rc == 0; who++)
		if (((p->eliminated & (1u << who)) || r->capture ||
		    r->draughts || r->off_board || r->enclose ||
		    rules_race_lines(r)) ?
		    cnt[who] + p->hand[who] > r->pl[who].nstones :
		    r->jump_over == JUMP_OVER_EMPTY ?
		    cnt[who] < r->pl[who].nstones :
		    cnt[who] + p->hand[who] != r->pl[who].nstones)
			rc = notation_diag_set(d, NOTATION_BAD_POSITION,
			    "%s has %d stone%s%s, %s needs %s%d",
			    r->pl[who].name, cnt[who] + p->hand[who],
			    cnt[who] + p->hand[who] == 1 ? "" : "s",
			    p->hand[who] > 0 ? " with those in hand" : "",
			    r->name, r->capture || r->draughts || r->off_board ||
			    r->enclose || rules_race_lines(r) ?
			    "at most " : r->jump_over == JUMP_OVER_EMPTY ?
			    "at least " : "", r->pl[who].nstones);
	if (rc == 0)
		rc = shared_count(p, cnt, d);
	if (rc == 0)
		rc = notation_position_check(p, d);
	if (rc != 0) {
		if (d != NULL)
			d->column = 1;
		free(p);
		return rc;
	}
	*out = p;
	return 0;
}

/*
 * A position string is one line: every diagnostic with a column is on
 * line 1, so that notation_diag_format() prints both.  No catalog or no
 * string is refused like a string that names no rule set or is empty.
 */
int
notation_position_parse(notation_catalog *cat, const char *s, size_t len,
    notation_position **out, struct notation_diag *d)
{
	return nt_position_parse_known(cat, NULL, s, len, out, d);
}

int
nt_position_parse_known(notation_catalog *cat, const notation_rules *known,
    const char *s, size_t len, notation_position **out,
    struct notation_diag *d)
{
	int	 rc;

	assert(out != NULL);
	*out = NULL;
	if (s == NULL && len > 0)
		rc = bad(d, 0, NOTATION_BAD_POSITION, "no position string "
		    "(NULL) of length > 0", "", 0);
	else if (cat == NULL)
		rc = bad(d, 0, NOTATION_UNKNOWN_VARIANT, "no catalog to find "
		    "the position's rule set in", "", 0);
	else
		rc = parse(cat, known, s == NULL ? "" : s, len, out, d);
	if (rc != 0 && d != NULL && d->column != 0)
		d->line = 1;
	return rc;
}

int
notation_position_format(const notation_position *p, struct notation_buf *out)
{
	const struct notation_rules	*r = p->rules;
	char				 c[4];
	int				 i, n = 0, cell, first, rc = 0;

	rc |= notation_buf_puts(out, r->name);
	for (i = 0; i <= r->nplayers; i++) {
		/* The stones of no player last, "*:". */
		if (i == r->nplayers && bits_empty(&r->shared))
			break;
		if (i == r->nplayers) {
			rc |= notation_buf_puts(out, " *:");
			i = SHARED;
		} else if (p->captures[i] > 0)
			rc |= notation_buf_printf(out, " %c=%d:",
			    r->pl[i].letter, p->captures[i]);
		else
			rc |= notation_buf_printf(out, " %c:", r->pl[i].letter -
			    ((p->eliminated & (1u << i)) ? 'a' - 'A' : 0));
		first = 1;
		/* A numbered board's cells in the order of their numbers. */
		for (cell = r->numbers > 0 ? r->number_cell[n = 1] :
		    bits_next(&p->stones[i], 0); cell >= 0; cell =
		    r->numbers > 0 ? (++n <= r->numbers ? r->number_cell[n] :
		    -1) : bits_next(&p->stones[i], cell + 1)) {
			if (!bits_test(&p->stones[i], cell))
				continue;
			if (!first)
				rc |= notation_buf_putc(out, ',');
			first = 0;
			if (bits_test(&p->kings, cell))
				rc |= notation_buf_putc(out, 'K');
			notation_cell_name(r, cell, c);
			rc |= notation_buf_puts(out, c);
		}
		/* Stones of no player are in nobody's hand. */
		if (i != SHARED && p->hand[i] > 0)
			rc |= notation_buf_printf(out, "+%d", p->hand[i]);
	}
	rc |= notation_buf_printf(out, " %c %lu", r->pl[p->side].letter,
	    p->move_number);
	rc |= nt_turn_write(p, out);
	return rc ? -1 : 0;
}

int
notation_position_format_turn(const notation_position *p,
    struct notation_buf *out)
{
	size_t	 start;

	assert(p != NULL && out != NULL);
	start = out->len;
	/* A buffer that stays empty still holds "". */
	if (notation_buf_put(out, "", 0) != 0 || nt_turn_write(p, out) != 0) {
		/* Memory ran out: out as it was. */
		if (out->data != NULL) {
			out->len = start;
			out->data[start] = '\0';
		}
		return -1;
	}
	/* The field's leading blank is the position string's, not its. */
	if (out->len > start && out->data[start] == ' ') {
		memmove(out->data + start, out->data + start + 1,
		    out->len - start - 1);
		out->data[--out->len] = '\0';
	}
	return 0;
}

/*
 * Players put out (end: eliminate): only after their own move N of the
 * camp rule, and with no stone of their own left where the rule took
 * them away (in the camp, or anywhere with ELIMINATE_ALL).
 */
static int
check_out(const notation_position *p, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	unsigned long			 n = (unsigned long)r->camp_rule_move;
	int				 i;

	for (i = 0; i < r->nplayers; i++) {
		if (!(p->eliminated & (1u << i)))
			continue;
		if (p->move_number < n || (p->move_number == n &&
		    i >= p->side))
			return notation_diag_set(d, NOTATION_BAD_POSITION,
			    "%s is out, but under %s a player is put out only "
			    "after its own move %lu", r->pl[i].name, r->name,
			    n);
		if (r->eliminate == ELIMINATE_ALL ?
		    !bits_empty(&p->stones[i]) :
		    bits_intersect(&p->stones[i], &r->pl[i].camp))
			return notation_diag_set(d, NOTATION_BAD_POSITION,
			    "%s is out, but stones of its own stand %s; under "
			    "%s they left the board", r->pl[i].name,
			    r->eliminate == ELIMINATE_ALL ? "on the board" :
			    "in its camp", r->name);
	}
	return 0;
}

/*
 * Hands of different sizes (spec/rules.md section 17.14): do the hands
 * of p arise, with its side to move, from the start's hands dropped in
 * turn, a player with an empty hand skipped while another still drops?
 * The order of the drops follows from the hands alone, so it is played
 * through once.
 */
static int
hands_fit(const notation_position *p)
{
	const struct notation_rules	*r = p->rules;
	int				 h[NOTATION_MAX_PLAYERS];
	int				 i, side = 0, left = 0;

	for (i = 0; i < r->nplayers; i++)
		left += h[i] = r->pl[i].hand;
	while (left > 0) {
		while (h[side] == 0)
			side = (side + 1) % r->nplayers;
		for (i = 0; i < r->nplayers && h[i] == p->hand[i]; i++)
			continue;
		if (i == r->nplayers)
			return side == p->side;
		h[side]--;
		left--;
		side = (side + 1) % r->nplayers;
	}
	return 0;
}

/*
 * Stones in hand and off the board (spec/rules.md section 17.8): while
 * any are in hand no stone has left the board nor moved from its start
 * cell, and the players, who drop in turn from hands as full, hold one
 * fewer before the side to move in turn order than from it on (hands of
 * different sizes: hands_fit()); with all-off the game ends when the
 * first player has no stone left, so two cannot both have none.
 */
static int
check_hand(const notation_position *p, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	int				 i, c, none = 0, h = p->hand[p->side];
	char				 name[4];

	/* On a track the hands are the bases (spec/rules.md 17.16). */
	if (nt_hand_any(p) && r->geo.shape != SHAPE_TRACK)
		for (i = 0; i < r->nplayers; i++) {
			BITS_FOREACH(c, &p->stones[i])
				if (!bits_test(&r->drop_cells, c) &&
				    !bits_test(&r->pl[i].start, c)) {
					notation_cell_name(r, c, name);
					return notation_diag_set(d,
					    NOTATION_BAD_POSITION, "a stone "
					    "on %s while stones are in hand: "
					    "until all are dropped, stones "
					    "stand on drop cells and start "
					    "cells only and none moves", name);
				}

			/* Enclosures take stones off (rules.md 17.18). */
			if (r->enclose ? bits_count(&p->stones[i]) +
			    p->hand[i] > r->pl[i].nstones :
			    bits_count(&p->stones[i]) + p->hand[i] !=
			    r->pl[i].nstones)
				return notation_diag_set(d,
				    NOTATION_BAD_POSITION, "%s has %d stones "
				    "with those in hand; while stones are in "
				    "hand none has left the board, so %s needs "
				    "%d", r->pl[i].name,
				    bits_count(&p->stones[i]) + p->hand[i],
				    r->name, r->pl[i].nstones);
			if (r->hands_differ && !hands_fit(p))
				return notation_diag_set(d,
				    NOTATION_BAD_POSITION, "the stones in hand "
				    "do not fit the side to move: the players "
				    "drop in turn, one with an empty hand "
				    "skipped while another still drops");
			if (!r->hands_differ &&
			    (h == 0 || p->hand[i] != h - (i < p->side)))
				return notation_diag_set(d,
				    NOTATION_BAD_POSITION, "the stones in hand "
				    "do not fit the side to move: the players "
				    "drop in turn, so those before %s in turn "
				    "order hold one fewer than %s, and the "
				    "others as many", r->pl[p->side].name,
				    r->pl[p->side].name);
		}
	for (i = 0; r->all_off && i < r->nplayers; i++)
		none += bits_empty(&p->stones[i]) && p->hand[i] == 0;
	if (none > 1)
		return notation_diag_set(d, NOTATION_BAD_POSITION, "%d players "
		    "have no stone left; under %s the game ends when the "
		    "first one has none", none, r->name);
	return 0;
}

/*
 * Can the position arise under its rule set?  Stone counts are the
 * parser's business; here: with a goal that wins at once, the game ends
 * when the first team (a player alone, or partners: spec/rules.md) has
 * filled its goals, so two finished teams cannot both stand on the board;
 * with completion checked after the last player's move, two finished
 * teams are possible only with the first player to move.  A race is won
 * by the most stones across, never by a filled goal (spec/rules.md
 * section 17.15): any number of players may have arrived.
 */
int
notation_position_check(const notation_position *p, struct notation_diag *d)
{
	const struct notation_rules	*r = p->rules;
	unsigned			 done = 0, counted = 0, team;
	int				 i, teams = 0, rc;

	for (i = 0; !rules_race_lines(r) && i < r->nplayers; i++)
		if (bits_subset(&p->stones[i], &r->pl[i].goal) &&
		    p->hand[i] == 0 &&
		    !bits_empty(&r->pl[i].goal) &&
		    !(p->eliminated & (1u << i)))
			done |= 1u << i;
	if ((rc = check_hand(p, d)) != 0)
		return rc;
	for (i = 0; i < r->nplayers; i++) {
		team = rules_team(r, i);
		if ((team & ~done) == 0 && (team & counted) == 0) {
			teams++;
			counted |= team;
		}
	}
	if (teams > 1 && r->goal_check == GOAL_IMMEDIATE)
		return notation_diag_set(d, NOTATION_BAD_POSITION,
		    "%d %s have filled their goals; under %s the game "
		    "ends when the first one does", teams,
		    r->pl[0].team != 0 ? "teams" : "players", r->name);
	if ((rc = check_out(p, d)) != 0)
		return rc;
	if (teams > 1 && p->side != 0)
		return notation_diag_set(d, NOTATION_BAD_POSITION,
		    "%d players have filled their goals, but under %s that "
		    "is checked after %s's move, so %s must be to move",
		    teams, r->name, r->pl[r->nplayers - 1].name, r->pl[0].name);
	return 0;
}
