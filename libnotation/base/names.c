/*
 * names.c -- how near one name is to another, for the suggestions of the
 * catalog (unknown rule-set names) and of the rule loader (unknown keys).
 */
#include <ctype.h>
#include <string.h>

#include "base/base.h"

/*
 * How far apart two names are: the optimal string alignment distance
 * (insertions, deletions, substitutions and swaps of neighbours), case
 * folded; (size_t)-1 as soon as it is known to be over limit (the
 * lengths differ by more, or a whole row of the table is past it: each
 * cell of the next row is one of this row's plus 0 or 1, or a swap's,
 * d[i-1][j-2] + 1, which is never less than this row's d[i][j-1]), and
 * for names past 63 bytes, near nothing.  The callers want only the
 * names within a few edits, and an unknown name is compared with every
 * known one: most comparisons end early.
 */
size_t
nt_name_distance(const char *a, const char *b, size_t limit)
{
	size_t	 d[64][64], i, j, n = strlen(a), m = strlen(b), best;
	size_t	 low;

	if (n >= 64 || m >= 64 || (n > m ? n - m : m - n) > limit)
		return (size_t)-1;
	for (i = 0; i <= n; i++)
		d[i][0] = i;
	for (j = 0; j <= m; j++)
		d[0][j] = j;
	for (i = 1; i <= n; i++) {
		low = d[i][0];
		for (j = 1; j <= m; j++) {
			int same = tolower((unsigned char)a[i - 1]) ==
			    tolower((unsigned char)b[j - 1]);

			best = d[i - 1][j - 1] + !same;
			if (d[i - 1][j] + 1 < best)
				best = d[i - 1][j] + 1;
			if (d[i][j - 1] + 1 < best)
				best = d[i][j - 1] + 1;
			if (i > 1 && j > 1 && tolower((unsigned char)a[i - 1]) ==
			    tolower((unsigned char)b[j - 2]) &&
			    tolower((unsigned char)a[i - 2]) ==
			    tolower((unsigned char)b[j - 1]) &&
			    d[i - 2][j - 2] + 1 < best)
				best = d[i - 2][j - 2] + 1;
			d[i][j] = best;
			if (best < low)
				low = best;
		}
		if (low > limit)
			return (size_t)-1;
	}
	return d[n][m] <= limit ? d[n][m] : (size_t)-1;
}
