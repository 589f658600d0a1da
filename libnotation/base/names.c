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
 * folded.  Names past 63 bytes are not near anything.
 */
size_t
nt_name_distance(const char *a, const char *b)
{
	size_t	 d[64][64], i, j, n = strlen(a), m = strlen(b), best;

	if (n >= 64 || m >= 64)
		return (size_t)-1;
	for (i = 0; i <= n; i++)
		d[i][0] = i;
	for (j = 0; j <= m; j++)
		d[0][j] = j;
	for (i = 1; i <= n; i++)
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
		}
	return d[n][m];
}
