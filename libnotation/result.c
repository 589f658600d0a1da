/*
 * result.c -- result tokens: "1-0", "0-1", "1/2-1/2" for two players, one
 * score per player in turn order for more ("0-1-0-0", "1/2-0-1/2"), and
 * "*" for no result (spec/record-format.md).
 */
#include <string.h>

#include "notation.h"

/*
 * A score is "0", "1" or "1/N".  All winners score 1 and everyone else 0;
 * a draw shares the point: every player scores the same 1/N (N = the
 * number of players sharing) or, for shared wins in team play, 1.
 */
int
notation_result_parse(const char *s, size_t len, int nplayers,
    struct notation_result *out)
{
	size_t		 i = 0;
	int		 n = 0, ones = 0, shares = 0;
	unsigned	 winners = 0, sharers = 0;

	memset(out, 0, sizeof(*out));
	if (len == 1 && s[0] == '*')
		return 0;
	while (i < len) {
		if (n == nplayers || n >= 16)
			return -1;
		if (s[i] == '0') {
			i++;
		} else if (s[i] == '1' && (i + 1 == len || s[i + 1] == '-')) {
			ones++;
			winners |= 1u << n;
			i++;
		} else if (s[i] == '1' && i + 2 < len && s[i + 1] == '/' &&
		    s[i + 2] >= '2' && s[i + 2] <= '9') {
			shares++;
			sharers |= 1u << n;
			i += 3;
		} else
			return -1;
		n++;
		if (i < len) {
			if (s[i] != '-' || i + 1 == len)
				return -1;
			i++;
		}
	}
	if (n != nplayers)
		return -1;
	if (shares > 0) {
		if (ones > 0)
			return -1;
		/* Every sharer must write 1/shares. */
		for (i = 0; i + 2 < len; i++)
			if (s[i] == '/' && s[i + 1] - '0' != shares)
				return -1;
		out->kind = NOTATION_RESULT_DRAW;
		out->winners = sharers;
		return 0;
	}
	if (ones == 0)
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

int
notation_result_equal(const struct notation_result *a,
    const struct notation_result *b)
{
	if (a->kind != b->kind)
		return 0;
	return a->kind == NOTATION_RESULT_NONE || a->winners == b->winners;
}
