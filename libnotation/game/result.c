/*
 * result.c -- result tokens: "1-0", "0-1", "1/2-1/2" for two players, and
 * PDN's "2-0", "0-2", "1-1" as well; one score per player in turn order
 * for more ("0-1-0-0", "1/2-0-1/2"), and "*" for no result
 * (spec/record-format.md); who has the most of a count that ends a game;
 * and the names of the reasons a game ends for.
 */
#include <limits.h>
#include <string.h>

#include "game/game.h"

/*
 * The token must have the grammar's shape (token.c); then its scores
 * must suit the game.  A score is "0", "1" or "1/N" (or PDN's "2" of
 * "2-0" and "0-2", a win, and "1-1", a draw of two).  All winners score
 * 1 and everyone else 0; a draw shares the point: every sharer scores
 * the same 1/N, N the number of players sharing (at least 2).  In team
 * play the players of the winning team all score 1.
 */
int
notation_result_parse(const char *s, size_t len, int nplayers,
    struct notation_result *out)
{
	size_t		 i, j, k;
	unsigned long	 share, want = 0;
	int		 n = 0, ones = 0, shares = 0;
	unsigned	 winners = 0, sharers = 0;

	memset(out, 0, sizeof(*out));
	if (!nt_token_result_ok(s, len))
		return -1;
	if (len == 1 && s[0] == '*')
		return 0;
	for (i = 0; i < len; i = j + 1) {
		for (j = i; j < len && s[j] != '-'; j++)
			continue;
		if (n == nplayers || n >= NOTATION_MAX_PLAYERS)
			return -1;
		if ((s[i] == '1' || s[i] == '2') && j - i == 1) {
			ones++;
			winners |= 1u << n;
		} else if (s[i] == '1') {
			/* "1/N": N must count the sharers, checked below. */
			for (share = 0, k = i + 2; k < j && share <= 64; k++)
				share = share * 10 + (unsigned long)(s[k] - '0');
			if (share < 2 || (want != 0 && share != want))
				return -1;
			want = share;
			shares++;
			sharers |= 1u << n;
		}
		n++;
	}
	if (n != nplayers)
		return -1;
	if (shares > 0) {
		if (ones > 0 || want != (unsigned long)shares)
			return -1;
		out->kind = NOTATION_RESULT_DRAW;
		out->winners = sharers;
		return 0;
	}
	/* PDN's draw of two players, a point each (spec/record-format.md). */
	if (nplayers == 2 && ones == 2 && s[0] == '1') {
		out->kind = NOTATION_RESULT_DRAW;
		out->winners = winners;
		return 0;
	}
	/* "0": a game of one player lost (spec/record-format.md). */
	if (ones == 0 && nplayers != 1)
		return -1;
	out->kind = NOTATION_RESULT_WIN;
	out->winners = winners;
	return 0;
}

int
notation_result_format(const struct notation_result *res, int nplayers,
    struct notation_buf *out)
{
	int	 i, shares = 0, rc = 0;

	if (res->kind == NOTATION_RESULT_NONE)
		return notation_buf_putc(out, '*');
	/* A bit a player in winners: no more players than it has bits. */
	if (nplayers < 1 || nplayers > NOTATION_MAX_PLAYERS)
		return -1;
	for (i = 0; i < nplayers; i++)
		if (res->winners & (1u << i))
			shares++;
	for (i = 0; i < nplayers; i++) {
		if (i > 0)
			rc |= notation_buf_putc(out, '-');
		if (!(res->winners & (1u << i)))
			rc |= notation_buf_putc(out, '0');
		else if (res->kind == NOTATION_RESULT_DRAW)
			rc |= notation_buf_printf(out, "1/%d", shares);
		else
			rc |= notation_buf_putc(out, '1');
	}
	return rc ? -1 : 0;
}

/* Is the token in PDN's form of two players: "2-0", "0-2", "1-1"? */
int
nt_result_is_pdn(const char *s, size_t len)
{
	return (len == 3 && (memcmp(s, "2-0", 3) == 0 ||
	    memcmp(s, "0-2", 3) == 0 || memcmp(s, "1-1", 3) == 0));
}

/* A result of two players in PDN's form; the usual form otherwise. */
int
nt_result_format_pdn(const struct notation_result *res, int nplayers,
    struct notation_buf *out)
{
	if (nplayers != 2 || res->kind == NOTATION_RESULT_NONE)
		return notation_result_format(res, nplayers, out);
	if (res->kind == NOTATION_RESULT_DRAW)
		return notation_buf_puts(out, "1-1") ? -1 : 0;
	return notation_buf_puts(out, res->winners == 1 ? "2-0" : "0-2") ?
	    -1 : 0;
}

int
notation_result_equal(const struct notation_result *a,
    const struct notation_result *b)
{
	if (a->kind != b->kind)
		return 0;
	return a->kind == NOTATION_RESULT_NONE || a->winners == b->winners;
}

unsigned
nt_result_most(const struct notation_position *p, int home, int *count,
    int *tied)
{
	const struct notation_rules	*r = p->rules;
	struct bits			 in;
	unsigned			 top = 0;
	int				 i, k, best = INT_MIN, n = 0;

	for (i = 0; i < r->nplayers; i++) {
		/* net-captures: less the stones lost (rules.md 17.18). */
		count[i] = p->captures[i] - (r->net_captures ?
		    r->pl[i].nstones - p->hand[i] -
		    bits_count(&p->stones[i]) : 0);
		if (home) {
			for (k = 0; k < BITS_WORDS; k++)
				in.w[k] = p->stones[i].w[k] &
				    r->pl[i].goal.w[k];
			count[i] = bits_count(&in);
		}
		if (count[i] > best) {
			best = count[i];
			top = 1u << i;
			n = 1;
		} else if (count[i] == best) {
			top |= 1u << i;
			n++;
		}
	}
	*tied = n > 1;
	return top;
}

/* The reasons, by name (spec/record-format.md). */
static const char *const reasons[NOTATION_REASON_COUNT] = {
	[NOTATION_REASON_NONE] = "none",
	[NOTATION_REASON_GOAL] = "goal",
	[NOTATION_REASON_CAMP_RULE] = "camp-rule",
	[NOTATION_REASON_CAMP_RETURN] = "camp-return",
	[NOTATION_REASON_HOME_CHECK] = "home-check",
	[NOTATION_REASON_TEMPO] = "tempo",
	[NOTATION_REASON_NO_MOVE] = "no-move",
	[NOTATION_REASON_FILLED_GOAL] = "filled-goal",
	[NOTATION_REASON_DRAW_AFTER] = "draw-after",
	[NOTATION_REASON_CONNECTION] = "connection",
	[NOTATION_REASON_ALL_OFF] = "all-off",
	[NOTATION_REASON_MIN_STONES] = "min-stones",
	[NOTATION_REASON_ROW] = "row",
	[NOTATION_REASON_KINGS] = "kings",
};

const char *
notation_reason_name(enum notation_reason r)
{
	if ((unsigned)r >= NOTATION_REASON_COUNT)
		return "none";
	return reasons[r];
}
