/*
 * diag.c -- diagnostic codes, their names and severities, and the one
 * shape in which every tool prints them.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "base/base.h"

static const struct {
	const char		*name;
	enum notation_severity	 severity;
} codes[NOTATION_CODE_COUNT] = {
	[NOTATION_OK] =			{ "ok", NOTATION_NOTE },
	[NOTATION_SYNTAX] =		{ "syntax", NOTATION_ERROR },
	[NOTATION_ILLEGAL_MOVE] =	{ "illegal-move", NOTATION_ERROR },
	[NOTATION_MOVE_AFTER_END] =	{ "move-after-end", NOTATION_ERROR },
	[NOTATION_RESULT_MISMATCH] =	{ "result-mismatch", NOTATION_ERROR },
	[NOTATION_UNKNOWN_VARIANT] =	{ "unknown-variant", NOTATION_ERROR },
	[NOTATION_BAD_POSITION] =	{ "bad-position", NOTATION_ERROR },
	[NOTATION_MOVE_NUMBER] =	{ "move-number", NOTATION_ERROR },
	[NOTATION_BAD_RULES] =		{ "bad-rules", NOTATION_ERROR },
	[NOTATION_LIMIT] =		{ "limit", NOTATION_ERROR },
	[NOTATION_IO] =			{ "io", NOTATION_ERROR },
	[NOTATION_MISSING_RESULT] =	{ "missing-result", NOTATION_WARNING },
	[NOTATION_ENCODING] =		{ "encoding", NOTATION_WARNING },
	[NOTATION_BAD_TAG] =		{ "bad-tag", NOTATION_WARNING },
	[NOTATION_REPETITION] =		{ "repetition", NOTATION_NOTE },
	[NOTATION_TRUNCATED] =		{ "truncated", NOTATION_ERROR },
	[NOTATION_MISSING_DOT] =	{ "missing-dot", NOTATION_WARNING },
	[NOTATION_OPEN_RESULT] =	{ "open-result", NOTATION_WARNING },
	[NOTATION_REPAIRED] =		{ "repaired", NOTATION_NOTE },
};

static const char *const severities[] = { "note", "warning", "error" };

const char *
notation_code_name(enum notation_code c)
{
	if ((unsigned)c >= NOTATION_CODE_COUNT)
		return "unknown";
	return codes[c].name;
}

enum notation_severity
notation_code_severity(enum notation_code c)
{
	if ((unsigned)c >= NOTATION_CODE_COUNT)
		return NOTATION_ERROR;
	return codes[c].severity;
}

int
notation_code_from_name(const char *name)
{
	int	 i;

	for (i = 0; i < NOTATION_CODE_COUNT; i++)
		if (strcmp(codes[i].name, name) == 0)
			return i;
	return -1;
}

const char *
notation_severity_name(enum notation_severity s)
{
	if ((unsigned)s > NOTATION_ERROR)
		return "error";
	return severities[s];
}

void
notation_diag_clear(struct notation_diag *d)
{
	memset(d, 0, sizeof(*d));
}

/*
 * A message cut at the size of its buffer (vsnprintf() gave n, its whole
 * length) may end inside a UTF-8 character: drop that character's bytes,
 * so that a message is always text.
 */
static void
whole_chars(char *msg, size_t size, int n)
{
	size_t	 len, i;

	if (n < 0 || (size_t)n < size)
		return;
	len = strlen(msg);
	for (i = len; i > 0 && ((unsigned char)msg[i - 1] & 0xc0) == 0x80; i--)
		continue;
	if (i > 0 && (unsigned char)msg[i - 1] >= 0xc0 &&
	    nt_utf8_len((const unsigned char *)msg + i - 1, len - i + 1) == 0)
		msg[i - 1] = '\0';
}

int
notation_diag_set(struct notation_diag *d, enum notation_code code,
    const char *fmt, ...)
{
	va_list	 ap;

	if (d == NULL)
		return code;
	d->code = code;
	d->severity = notation_code_severity(code);
	va_start(ap, fmt);
	whole_chars(d->message, sizeof(d->message), vsnprintf(d->message,
	    sizeof(d->message), fmt, ap));
	va_end(ap);
	return code;
}

void
nt_diag_vfill(struct notation_diag *d, enum notation_code code,
    const char *file, unsigned long game, unsigned long line,
    unsigned long col, unsigned long ply, const char *fmt, va_list ap)
{
	notation_diag_clear(d);
	d->code = code;
	d->severity = notation_code_severity(code);
	d->file = file;
	d->game = game;
	d->line = line;
	d->column = col;
	d->ply = ply;
	whole_chars(d->message, sizeof(d->message), vsnprintf(d->message,
	    sizeof(d->message), fmt, ap));
}

int
notation_diag_format(const struct notation_diag *d, const char *prog,
    struct notation_buf *out)
{
	int	 rc = 0;

	if (prog != NULL)
		rc |= notation_buf_printf(out, "%s: ", prog);
	if (d->file != NULL) {
		rc |= notation_buf_puts(out, d->file);
		if (d->line > 0)
			rc |= notation_buf_printf(out, ":%lu", d->line);
		if (d->line > 0 && d->column > 0)
			rc |= notation_buf_printf(out, ":%lu", d->column);
		rc |= notation_buf_puts(out, ": ");
	}
	rc |= notation_buf_printf(out, "%s: %s [%s]",
	    notation_severity_name(d->severity), d->message,
	    notation_code_name(d->code));
	if (d->game > 0 && d->ply > 0)
		rc |= notation_buf_printf(out, " (game %lu, ply %lu)",
		    d->game, d->ply);
	else if (d->game > 0)
		rc |= notation_buf_printf(out, " (game %lu)", d->game);
	return rc ? -1 : 0;
}

/*
 * The English ordinal suffix of n: 1st, 2nd, 3rd, 4th, 11th, 21st...
 * Public, so that the tools' messages say occurrences as these do.
 */
const char *
notation_ordinal_suffix(unsigned long n)
{
	if (n % 100 >= 11 && n % 100 <= 13)
		return "th";
	switch (n % 10) {
	case 1:
		return "st";
	case 2:
		return "nd";
	case 3:
		return "rd";
	default:
		return "th";
	}
}
