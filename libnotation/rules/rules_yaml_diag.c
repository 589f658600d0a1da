/*
 * rules_yaml_diag.c -- what the rule-file loader (rules_yaml.c) says when
 * it refuses a file: where (libyaml's marks made 1-based, a tab that
 * indents, a failure of libyaml itself) and which fix (the nearest key or
 * the mapping a misplaced key belongs to, what YAML 1.1 and 1.2 would
 * read a number or a boolean as).  Every refusal goes out through
 * nt_rules_fail_at(), so that it carries the file, line and column.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <yaml.h>

#include "rules/rules.h"
#include "rules/rules_yaml.h"
#include "rules/rules_yaml_diag.h"

#define fail(src, at, ...) \
	nt_rules_fail_at((src), (at), NOTATION_BAD_RULES, __VA_ARGS__)

/* A libyaml mark (0-based) as a 1-based line and column. */
struct mark
nt_rules_mark(const yaml_mark_t *m)
{
	struct mark	 k;

	k.line = (unsigned long)m->line + 1;
	k.column = (unsigned long)m->column + 1;
	return k;
}

/*
 * Copy text for a message: at most 40 bytes, control bytes shown as '?',
 * cut only between UTF-8 characters, "..." when cut.
 */
const char *
nt_rules_shown(char *buf, size_t size, const char *s, size_t len)
{
	size_t	 i, n, max = 40;

	/* Room for "..." and the NUL; every caller's buffer has it. */
	if (max > size - 4)
		max = size - 4;
	n = len;
	if (n > max) {
		n = max;
		while (n > 0 && ((unsigned char)s[n] & 0xc0) == 0x80)
			n--;
	}
	for (i = 0; i < n; i++)
		buf[i] = (unsigned char)s[i] < 0x20 || s[i] == 0x7f ? '?' :
		    s[i];
	if (n < len) {
		memcpy(buf + n, "...", 3);
		n += 3;
	}
	buf[n] = '\0';
	return buf;
}

/*
 * Record an error at a position: the one way out of every failing path,
 * so that d always has the file, line and column of what is wrong.
 */
int
nt_rules_fail_at(const struct rules_src *src, struct mark at,
    enum notation_code code, const char *fmt, ...)
{
	char	 msg[NOTATION_MSG_MAX];
	va_list	 ap;

	if (src->d == NULL)
		return -1;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	src->d->file = src->file;
	src->d->line = at.line;
	src->d->column = at.column;
	src->d->game = 0;
	src->d->ply = 0;
	notation_diag_set(src->d, code, "%s", msg);
	return -1;
}

/*
 * Is the error at *at (1-based) about a tab?  libyaml says only "found
 * character that cannot start any token" (or the like) when a tab
 * indents a line; a tab among the blanks that begin the error's line, or
 * under the error itself, is named instead, and *at moved onto it.
 */
static int
tab_at(const struct rules_src *src, struct mark *at)
{
	size_t		 i = 0;
	unsigned long	 line = 1, col = 1;

	while (i < src->len && line < at->line)
		if (src->text[i++] == '\n')
			line++;
	/* The blanks that begin the line. */
	for (; i < src->len && (src->text[i] == ' ' || src->text[i] == '\t');
	    i++, col++)
		if (src->text[i] == '\t') {
			at->column = col;
			return 1;
		}
	/* On to the error's column, a character (not a byte) a column. */
	while (i < src->len && src->text[i] != '\n' && col < at->column) {
		i++;
		while (i < src->len && ((unsigned char)src->text[i] & 0xc0) ==
		    0x80)
			i++;
		col++;
	}
	return i < src->len && col == at->column && src->text[i] == '\t';
}

/*
 * A libyaml failure.  Reader errors (bad UTF-8) carry a byte offset and no
 * mark, so their line and column are counted from the text itself, in
 * characters as libyaml's marks are.
 */
int
nt_rules_syntax_error(const struct rules_src *src, const yaml_parser_t *p)
{
	struct mark		 at;
	size_t			 i, off;

	at.line = at.column = 0;
	if (p->error == YAML_MEMORY_ERROR)
		return nt_rules_fail_at(src, at, NOTATION_LIMIT,
		    "out of memory");
	if (p->error == YAML_READER_ERROR) {
		at.line = 1;
		at.column = 1;
		off = p->problem_offset < src->len ? p->problem_offset :
		    src->len;
		for (i = 0; i < off; i++) {
			if (src->text[i] == '\n') {
				at.line++;
				at.column = 1;
			} else if (((unsigned char)src->text[i] & 0xc0) != 0x80)
				at.column++;
		}
	} else {
		at = nt_rules_mark(&p->problem_mark);
		if (tab_at(src, &at))
			return fail(src, at, "a tab is used for indentation: "
			    "YAML indents with spaces only, so replace the "
			    "tab with spaces");
	}
	if (p->context != NULL)
		return fail(src, at, "YAML syntax error: %s, %s", p->context,
		    p->problem != NULL ? p->problem : "unknown problem");
	return fail(src, at, "YAML syntax error: %s",
	    p->problem != NULL ? p->problem : "unknown problem");
}

/* Every mapping's keys, to say where a misplaced key belongs. */
static const struct {
	const char *const	*keys;
	const char		*where;
} key_tables[] = {
	{ nt_rules_top_keys, "the rule file" },
	{ nt_rules_board_keys, "board" },
	{ nt_rules_player_keys, "a player" },
	{ nt_rules_end_keys, "end" },
	{ nt_rules_colour_moves_keys, "colour-moves" },
};

/*
 * An unknown key names its fix: the nearest key allowed here (at most a
 * third of its length, at least 2, of edits away, as the catalog's
 * nearest names), else the mapping where it belongs if it is a key of
 * another one, and the keys allowed here.
 */
int
nt_rules_unknown_key(const struct rules_src *src, const yaml_event_t *ev,
    const char *const keys[], const char *where)
{
	char		 buf[64], key[64], list[140], hint[96];
	size_t		 i, j, n = 0, d, best = (size_t)-1, near;
	const char	*nearest = NULL;
	const char	*s = (const char *)ev->data.scalar.value;
	size_t		 len = ev->data.scalar.length;

	nt_rules_shown(buf, sizeof(buf), s, len);
	hint[0] = '\0';
	list[0] = '\0';
	if (len < sizeof(key) && memchr(s, '\0', len) == NULL) {
		memcpy(key, s, len + 1);
		near = strlen(key) / 3 > 2 ? strlen(key) / 3 : 2;
		for (i = 0; keys[i] != NULL; i++)
			if ((d = nt_name_distance(key, keys[i], near)) <= near &&
			    d < best) {
				best = d;
				nearest = keys[i];
			}
		if (nearest != NULL)
			snprintf(hint, sizeof(hint), "; did you mean '%s'?",
			    nearest);
		for (i = 0; nearest == NULL &&
		    i < sizeof(key_tables) / sizeof(key_tables[0]); i++)
			for (j = 0; key_tables[i].keys[j] != NULL; j++)
				if (key_tables[i].keys != keys &&
				    strcmp(key, key_tables[i].keys[j]) == 0) {
					snprintf(hint, sizeof(hint), "; '%s' "
					    "is a key of %s", key,
					    key_tables[i].where);
					nearest = key;
					break;
				}
	}
	/* Whole keys only: a list too long for the message ends in "...". */
	for (i = 0; keys[i] != NULL; i++) {
		if (n + strlen(keys[i]) + 2 + 5 >= sizeof(list)) {
			snprintf(list + n, sizeof(list) - n, ", ...");
			break;
		}
		n += (size_t)snprintf(list + n, sizeof(list) - n, "%s%s",
		    i > 0 ? ", " : "", keys[i]);
	}
	return fail(src, nt_rules_mark(&ev->start_mark), "unknown key "
	    "'%s' in %s%s (keys of %s: %s)", buf, where, hint, where, list);
}

/* Is s (len bytes) one of words, compared without regard to case? */
int
nt_rules_one_of(const char *s, size_t len, const char *const words[])
{
	size_t	 i, j;

	for (i = 0; words[i] != NULL; i++) {
		if (strlen(words[i]) != len)
			continue;
		for (j = 0; j < len; j++)
			if ((s[j] | 0x20) != words[i][j])
				break;
		if (j == len)
			return 1;
	}
	return 0;
}

/* The words a YAML 1.1 reader takes for booleans, and YAML 1.2 does not. */
const char *const nt_rules_yaml11_bools[] = { "yes", "no", "on", "off", "y",
    "n", NULL };

/*
 * Why a plain scalar that is not a plain decimal number is refused, with
 * its fix: whatever YAML 1.1 and YAML 1.2 readers would read differently
 * (octal and other bases, digit separators, base 60, booleans) or as no
 * whole number at all.  hint gets the text after "not 'S'".
 */
void
nt_rules_number_hint(const char *s, size_t len, char *hint, size_t size)
{
	size_t		 i, digits = 0;
	const char	*t = s;
	long		 v = 0;
	int		 under = 0, colon = 0, dot = 0;

	hint[0] = '\0';
	if (len > 0 && (*t == '-' || *t == '+'))
		t++;
	if (nt_rules_one_of(s, len, nt_rules_yaml11_bools))
		snprintf(hint, size, ", which YAML 1.1 reads as a boolean "
		    "and YAML 1.2 as text");
	else if (t + 2 <= s + len && t[0] == '0' && (t[1] | 0x20) == 'x')
		snprintf(hint, size, ": hexadecimal is not taken; write the "
		    "number in decimal");
	else if (t + 2 <= s + len && t[0] == '0' && ((t[1] | 0x20) == 'o' ||
	    (t[1] | 0x20) == 'b'))
		snprintf(hint, size, ", which YAML 1.1 and YAML 1.2 read "
		    "differently; write the number in decimal");
	for (i = (size_t)(t - s); hint[0] == '\0' && i < len; i++) {
		if (s[i] >= '0' && s[i] <= '9') {
			digits++;
			if (v < 100000000L)
				v = v * 10 + (s[i] - '0');
		} else if (s[i] == '_')
			under = 1;
		else if (s[i] == ':')
			colon = 1;
		else if (s[i] == '.' || (s[i] | 0x20) == 'e')
			dot = 1;
		else
			return;
	}
	if (hint[0] != '\0' || digits == 0)
		return;
	if (colon)
		snprintf(hint, size, ", which YAML 1.1 reads as a base-60 "
		    "number and YAML 1.2 as text; write the number in decimal");
	else if (under && digits <= 9)
		snprintf(hint, size, ", which YAML 1.1 reads as %ld and YAML "
		    "1.2 as text; write %ld", v, v);
	else if (under)		/* past what v keeps: no figure to give */
		snprintf(hint, size, ", which YAML 1.1 reads as a number and "
		    "YAML 1.2 as text; write it without '_'");
	else if (dot)
		snprintf(hint, size, ": write a whole number");
}
