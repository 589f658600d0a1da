/*
 * reader_input.c -- the input every format reader reads, and the rule
 * that recognises a format from the first bytes of its content
 * (spec/record-format.md, "Recognising the format").
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "records/records.h"
#include "records/reader_int.h"

size_t
nt_reader_input_read(struct reader_input *in, char *dst, size_t n)
{
	size_t	 got = 0, k;

	if (in->aheadpos < in->aheadlen) {
		k = in->aheadlen - in->aheadpos;
		if (k > n)
			k = n;
		memcpy(dst, in->ahead + in->aheadpos, k);
		in->aheadpos += k;
		got = k;
	}
	if (got < n && !in->eof && in->fp != NULL) {
		errno = 0;
		k = fread(dst + got, 1, n - got, in->fp);
		got += k;
		if (k < n - (got - k)) {
			if (ferror(in->fp))
				in->ioerr = errno != 0 ? errno : EIO;
			in->eof = 1;
		}
	}
	return got;
}

#define BLANK(c)	((c) == ' ' || (c) == '\t' || (c) == '\r' || \
			    (c) == '\n')

/* The first i >= from with a byte that is not blank; len if none. */
static size_t
skip_blanks(const char *s, size_t len, size_t from)
{
	while (from < len && BLANK(s[from]))
		from++;
	return from;
}

/*
 * Does the line at s[i..] start with word, then ':' or the given end
 * byte, then a blank or the end of the line or input?  1 yes, 0 no, -1
 * if the bytes at hand are too few to tell.
 */
static int
starts_with(const char *s, size_t len, size_t i, const char *word,
    const char *then, int at_end)
{
	size_t	 n = strlen(word), t = strlen(then);

	if (len - i < n + t)
		return at_end || memcmp(s + i, word, len - i < n ? len - i :
		    n) != 0 ? 0 : -1;
	if (memcmp(s + i, word, n) != 0 || memcmp(s + i + n, then, t) != 0)
		return 0;
	if (len - i == n + t)
		return at_end ? 1 : -1;
	return s[i + n + t] == ' ' || s[i + n + t] == '\t' ||
	    s[i + n + t] == '\r' || s[i + n + t] == '\n';
}

/*
 * Past the tag pair at s[i] ("[Name "value"]", a '"' escaped by '\\' in
 * the value): the byte after its ']', or the end of its line.
 */
static size_t
tag_end(const char *s, size_t len, size_t i)
{
	int	 quoted = 0;

	for (i++; i < len && s[i] != '\n' && s[i] != '\r'; i++) {
		if (quoted && s[i] == '\\' && i + 1 < len)
			i++;
		else if (s[i] == '"')
			quoted = !quoted;
		else if (!quoted && s[i] == ']')
			return i + 1;
	}
	return i;
}

/*
 * Text records that are PDN (spec/conversion.md, "PDN"): the first tag
 * section has a GameType tag, or the first move is numbered cells
 * ("1. 32-28", "32-28").  From s[i], the first byte that is not blank:
 * NOTATION_FORMAT_PDN or _HGN, or -1 when more bytes are needed.
 */
static int
detect_pdn(const char *s, size_t len, size_t i, int at_end)
{
	size_t	 k;

	/*
	 * The tag section: tag pairs, and escape and ';' comment lines.
	 * What follows a tag pair on its line ("[Event "e"] *") is the
	 * first game's movetext, and decides.
	 */
	while (i < len && (s[i] == '[' || s[i] == '%' || s[i] == ';')) {
		if (len - i < 10 && !at_end)
			return -1;
		if (s[i] == '[' && len - i >= 10 &&
		    memcmp(s + i, "[GameType", 9) == 0 &&
		    (s[i + 9] == ' ' || s[i + 9] == '"'))
			return NOTATION_FORMAT_PDN;
		if (s[i] == '[') {
			i = tag_end(s, len, i);
			while (i < len && (s[i] == ' ' || s[i] == '\t'))
				i++;
			if (i < len && s[i] != '\n' && s[i] != '\r')
				continue;
		}
		while (i < len && s[i] != '\n' && s[i] != '\r')
			i++;
		i = skip_blanks(s, len, i);
	}
	/* Comments before the first move. */
	while (i < len && s[i] == '{') {
		while (i < len && s[i] != '}')
			i++;
		i = skip_blanks(s, len, i + 1);
	}
	/* A move number, then the move. */
	for (k = i; k < len && s[k] >= '0' && s[k] <= '9'; k++)
		continue;
	if (k < len && k > i && s[k] == '.') {
		while (k < len && s[k] == '.')
			k++;
		i = skip_blanks(s, len, k);
		for (k = i; k < len && s[k] >= '0' && s[k] <= '9'; k++)
			continue;
	}
	if (k == i || k - i > 3 || (k < len && s[k] != '-' && s[k] != 'x'))
		return k < len || at_end ? NOTATION_FORMAT_HGN : -1;
	/*
	 * The token, blanks after a joint included (fixed width): a move of
	 * numbered cells by the one grammar (base/token.c), not a result.
	 */
	for (k = i; k < len && ((s[k] >= '0' && s[k] <= '9') ||
	    s[k] == '-' || s[k] == 'x' || (s[k] == ' ' &&
	    (s[k - 1] == '-' || s[k - 1] == 'x' || s[k - 1] == ' '))); k++)
		continue;
	if (k == len && !at_end)
		return -1;
	return nt_token_numbered_ok(s + i, k - i) ? NOTATION_FORMAT_PDN :
	    NOTATION_FORMAT_HGN;
}

int
nt_reader_detect(const char *s, size_t len, int at_end)
{
	static const char *const keys[] = { "tags", "comments", "moves",
	    "result" };
	size_t	 i = 0, j;
	int	 r;
	unsigned k;

	if (len >= 3 && memcmp(s, "\xef\xbb\xbf", 3) == 0)
		i = 3;
	else if (!at_end && len < 3 &&
	    (len == 0 || memcmp(s, "\xef\xbb\xbf", len) == 0))
		return -1;	/* s may be NULL when len is 0 */
	for (;;) {
		i = skip_blanks(s, len, i);
		if (i == len)
			return at_end ? NOTATION_FORMAT_HGN : -1;
		if (s[i] != '#')
			break;
		/* A YAML comment line: never the start of a text record. */
		while (i < len && s[i] != '\n' && s[i] != '\r')
			i++;
	}
	switch (s[i]) {
	case '{':
	case '[':
		j = skip_blanks(s, len, i + 1);
		if (j == len)
			return at_end ? NOTATION_FORMAT_HGN : -1;
		if (s[i] == '{')
			return s[j] == '"' ? NOTATION_FORMAT_JSON :
			    detect_pdn(s, len, i, at_end);
		return s[j] == '{' || s[j] == ']' ? NOTATION_FORMAT_JSON :
		    detect_pdn(s, len, i, at_end);
	case '-':
		r = starts_with(s, len, i, "---", "", at_end);
		break;
	case '%':
		/* At the start of a line only, as blanks were skipped. */
		if ((r = starts_with(s, len, i, "%YAML", "", at_end)) == 0)
			r = starts_with(s, len, i, "%TAG", "", at_end);
		break;
	default:
		r = 0;
		for (k = 0; k < sizeof(keys) / sizeof(keys[0]) && r == 0; k++)
			r = starts_with(s, len, i, keys[k], ":", at_end);
		break;
	}
	if (r < 0)
		return -1;
	return r ? NOTATION_FORMAT_YAML : detect_pdn(s, len, i, at_end);
}
