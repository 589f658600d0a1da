/*
 * rules_yaml_value.c -- the rule-file loader's reading of events: one
 * libyaml event at a time (anchors, aliases and tags refused once for
 * all), the keys of a mapping (unknown and repeated ones refused), and
 * the scalar values the schema is made of: strings, whole numbers,
 * booleans, words of a fixed set and lists of cells, each refused with
 * its fix where YAML 1.1 and 1.2 readers would read it differently.
 * The schema itself, mapping by mapping, is walked in rules_yaml.c.
 */
#include <string.h>

#include <yaml.h>

#include "rules/rules_loader.h"

/* The current event's start as a mark. */
struct mark
nt_ld_here(const struct loader *ld)
{
	return nt_rules_mark(&ld->ev.start_mark);
}

/*
 * The next event.  Anchors, aliases and tags are refused here, once for
 * all: the schema has no use for them, and refusing aliases keeps a small
 * text from standing for a huge (or cyclic) document.
 */
/*
 * The flow collections open after the event just read: one more at a
 * '{' or '[' (the outermost's mark and bracket kept), one less at the end
 * of any collection within one (there every collection is a flow one).
 */
static void
flow_note(struct loader *ld)
{
	const yaml_event_t	*ev = &ld->ev;
	int			 open;

	if (ev->type == YAML_SEQUENCE_END_EVENT ||
	    ev->type == YAML_MAPPING_END_EVENT) {
		if (ld->flow_depth > 0)
			ld->flow_depth--;
		return;
	}
	open = ev->type == YAML_SEQUENCE_START_EVENT ?
	    ev->data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE :
	    ev->type == YAML_MAPPING_START_EVENT &&
	    ev->data.mapping_start.style == YAML_FLOW_MAPPING_STYLE;
	if (open && ld->flow_depth++ == 0) {
		ld->flow_at = nt_rules_mark(&ev->start_mark);
		ld->flow_char = ev->type == YAML_MAPPING_START_EVENT ?
		    '{' : '[';
	}
}

int
nt_ld_next(struct loader *ld)
{
	const yaml_char_t	*anchor = NULL, *tag = NULL;

	if (ld->have_ev) {
		yaml_event_delete(&ld->ev);
		ld->have_ev = 0;
	}
	if (!yaml_parser_parse(&ld->parser, &ld->ev))
		return nt_rules_syntax_error(&ld->src, &ld->parser);
	ld->have_ev = 1;
	switch (ld->ev.type) {
	case YAML_ALIAS_EVENT:
		return fail_here(ld,
		    "anchors and aliases are not supported");
	case YAML_SCALAR_EVENT:
		anchor = ld->ev.data.scalar.anchor;
		tag = ld->ev.data.scalar.tag;
		if (ld->flow_depth > 0 &&
		    ld->ev.data.scalar.style == YAML_PLAIN_SCALAR_STYLE &&
		    ld->ev.end_mark.line != ld->ev.start_mark.line)
			return fail_here(ld, "'%.*s' runs over a line end: the "
			    "'%c' of line %lu, column %lu is unclosed",
			    (int)(ld->ev.data.scalar.length > 40 ? 40 :
			    ld->ev.data.scalar.length),
			    (const char *)ld->ev.data.scalar.value,
			    ld->flow_char, ld->flow_at.line, ld->flow_at.column);
		break;
	case YAML_SEQUENCE_START_EVENT:
		anchor = ld->ev.data.sequence_start.anchor;
		tag = ld->ev.data.sequence_start.tag;
		break;
	case YAML_MAPPING_START_EVENT:
		anchor = ld->ev.data.mapping_start.anchor;
		tag = ld->ev.data.mapping_start.tag;
		break;
	default:
		break;
	}
	flow_note(ld);
	if (anchor != NULL)
		return fail_here(ld,
		    "anchors and aliases are not supported");
	if (tag != NULL)
		return fail_here(ld, "tags are not supported");
	return 0;
}

const char *
nt_ld_kind(const yaml_event_t *ev)
{
	switch (ev->type) {
	case YAML_SCALAR_EVENT:
		return "a scalar";
	case YAML_SEQUENCE_START_EVENT:
		return "a list";
	case YAML_MAPPING_START_EVENT:
		return "a mapping";
	default:
		return "nothing";
	}
}

const char *
nt_ld_scalar(const struct loader *ld)
{
	return (const char *)ld->ev.data.scalar.value;
}

size_t
nt_ld_scalar_len(const struct loader *ld)
{
	return ld->ev.data.scalar.length;
}

int
nt_ld_scalar_is(const struct loader *ld, const char *s)
{
	return nt_ld_scalar_len(ld) == strlen(s) &&
	    memcmp(nt_ld_scalar(ld), s, nt_ld_scalar_len(ld)) == 0;
}

/* Read the next event and insist that it starts a value of kind 'type'. */
int
nt_ld_want(struct loader *ld, yaml_event_type_t type, const char *what,
    const char *expected)
{
	if (nt_ld_next(ld) == -1)
		return -1;
	if (ld->ev.type != type)
		return fail_here(ld, "%s must be %s, not %s", what,
		    expected, nt_ld_kind(&ld->ev));
	return 0;
}

/* The same, and *at is where the value starts. */
int
nt_ld_begin(struct loader *ld, yaml_event_type_t type, const char *what,
    const char *expected, struct mark *at)
{
	if (nt_ld_want(ld, type, what, expected) == -1)
		return -1;
	*at = nt_ld_here(ld);
	return 0;
}

/*
 * The next item of a list whose start event has been read: 1 with the
 * item's first event read, 0 past the end of the list, or -1.
 */
int
nt_ld_item(struct loader *ld)
{
	if (nt_ld_next(ld) == -1)
		return -1;
	return ld->ev.type != YAML_SEQUENCE_END_EVENT;
}

/*
 * The next key of a mapping: *k is its index in keys[], or -1 at the end
 * of the mapping.  Unknown and repeated keys are errors.
 */
int
nt_ld_key(struct loader *ld, const char *const keys[], unsigned *seen,
    const char *where, int *k)
{
	int	 i;

	if (nt_ld_next(ld) == -1)
		return -1;
	if (ld->ev.type == YAML_MAPPING_END_EVENT) {
		*k = -1;
		return 0;
	}
	if (ld->ev.type != YAML_SCALAR_EVENT)
		return fail_here(ld,
		    "a key in %s must be a string, not %s", where,
		    nt_ld_kind(&ld->ev));
	for (i = 0; keys[i] != NULL; i++)
		if (nt_ld_scalar_is(ld, keys[i]))
			break;
	if (keys[i] == NULL)
		return nt_rules_unknown_key(&ld->src, &ld->ev, keys,
		    where);
	if (*seen & (1u << i))
		return fail_here(ld, "duplicate key '%s' in %s", keys[i],
		    where);
	*seen |= 1u << i;
	*k = i;
	return 0;
}

/*
 * A string of 1..max bytes without control characters: the scalar just
 * read (nt_ld_string_value()) or the next (nt_ld_string()).
 */
int
nt_ld_string_value(struct loader *ld, const char *what, char *dst, size_t max)
{
	const unsigned char	*s;
	size_t			 i, len;

	if (ld->ev.type != YAML_SCALAR_EVENT)
		return fail_here(ld, "%s must be a string, not %s", what,
		    nt_ld_kind(&ld->ev));
	s = (const unsigned char *)nt_ld_scalar(ld);
	len = nt_ld_scalar_len(ld);
	if (len == 0)
		return fail_here(ld, "%s must not be empty", what);
	if (len > max)
		return fail_here(ld, "%s is too long (at most %zu bytes)",
		    what, max);
	for (i = 0; i < len; i++)
		if (s[i] < 0x20 || s[i] == 0x7f)
			return fail_here(ld,
			    "%s must not contain control characters", what);
	memcpy(dst, nt_ld_scalar(ld), len);
	dst[len] = '\0';
	return 0;
}

int
nt_ld_string(struct loader *ld, const char *what, char *dst, size_t max)
{
	if (nt_ld_want(ld, YAML_SCALAR_EVENT, what, "a string") == -1)
		return -1;
	return nt_ld_string_value(ld, what, dst, max);
}

/*
 * A decimal integer in [min, max], written plain and without leading
 * zeros: a quoted "10" is a string in YAML, and taking it for a number
 * would hide a typing slip; "010" is 8 to a YAML 1.1 reader and 10 to a
 * YAML 1.2 one, so it is refused rather than read either way.  Digits
 * beyond any sensible value stop counting, so no overflow.
 */
int
nt_ld_int(struct loader *ld, const char *what, long min, long max, int *out)
{
	char		 buf[64], hint[160];
	const char	*s;
	size_t		 i = 0, len, start;
	long		 v = 0;
	int		 neg = 0;

	if (nt_ld_want(ld, YAML_SCALAR_EVENT, what, "a number") == -1)
		return -1;
	s = nt_ld_scalar(ld);
	len = nt_ld_scalar_len(ld);
	if (ld->ev.data.scalar.style != YAML_PLAIN_SCALAR_STYLE) {
		for (i = 0; i < len && s[i] >= '0' && s[i] <= '9'; i++)
			;
		if (len > 0 && i == len && len < 10)
			return fail_here(ld, "%s must be a number, not "
			    "the string \"%s\": remove the quotes (%s: %s)",
			    what, nt_rules_shown(buf, sizeof(buf), s, len),
			    what, buf);
		return fail_here(ld, "%s must be a number, written "
		    "without quotes", what);
	}
	if (len > 0 && (s[0] == '-' || s[0] == '+')) {
		neg = s[0] == '-';
		i = 1;
	}
	if (i == len)
		return fail_here(ld, "%s must be a number", what);
	start = i;
	for (; i < len; i++) {
		if (s[i] < '0' || s[i] > '9') {
			nt_rules_number_hint(s, len, hint, sizeof(hint));
			return fail_here(ld,
			    "%s must be a decimal number, not '%s'%s", what,
			    nt_rules_shown(buf, sizeof(buf), s, len), hint);
		}
		if (v <= 100000000L)
			v = v * 10 + (s[i] - '0');
	}
	if (s[start] == '0' && len - start > 1)
		return fail_here(ld, "%s %s has a leading zero, which "
		    "YAML 1.1 reads as octal and YAML 1.2 as decimal: write "
		    "%s%ld", what, nt_rules_shown(buf, sizeof(buf), s, len),
		    neg ? "-" : "", v);
	if (neg)
		v = -v;
	if (v < min || v > max)
		return fail_here(ld, "%s %s is out of range (%ld to %ld)",
		    what, nt_rules_shown(buf, sizeof(buf), s, len), min, max);
	*out = (int)v;
	return 0;
}

/*
 * Plain true or false only: "yes", "on" and the like are booleans to a
 * YAML 1.1 reader and text to a YAML 1.2 one, and "True" is not how the
 * format writes it.
 */
int
nt_ld_bool(struct loader *ld, const char *what, int *out)
{
	static const char *const tf[] = { "true", "false", NULL };
	char		 buf[64];
	const char	*s;
	size_t		 len;

	if (nt_ld_want(ld, YAML_SCALAR_EVENT, what, "true or false") == -1)
		return -1;
	s = nt_ld_scalar(ld);
	len = nt_ld_scalar_len(ld);
	if (ld->ev.data.scalar.style == YAML_PLAIN_SCALAR_STYLE) {
		if (nt_ld_scalar_is(ld, "true")) {
			*out = 1;
			return 0;
		}
		if (nt_ld_scalar_is(ld, "false")) {
			*out = 0;
			return 0;
		}
		nt_rules_shown(buf, sizeof(buf), s, len);
		if (nt_rules_one_of(s, len, nt_rules_yaml11_bools))
			return fail_here(ld, "%s must be true or false, "
			    "not '%s', which YAML 1.1 reads as a boolean and "
			    "YAML 1.2 as text: write %s", what, buf,
			    nt_rules_one_of(s, len,
			    (const char *const[]){ "yes", "on", "y", NULL }) ?
			    "true" : "false");
		if (nt_rules_one_of(s, len, tf))
			return fail_here(ld, "%s must be true or false, "
			    "not '%s': write it in lower case", what, buf);
	} else if (nt_rules_one_of(s, len, tf))
		return fail_here(ld, "%s must be true or false, not a "
		    "quoted string: remove the quotes", what);
	return fail_here(ld, "%s must be true or false", what);
}

/* One of a fixed set of words; *out is its index. */
int
nt_ld_word(struct loader *ld, const char *what, const char *const words[],
    const char *expected, int *out)
{
	char	 buf[64];
	int	 i;

	if (nt_ld_want(ld, YAML_SCALAR_EVENT, what, expected) == -1)
		return -1;
	for (i = 0; words[i] != NULL; i++)
		if (nt_ld_scalar_is(ld, words[i])) {
			*out = i;
			return 0;
		}
	return fail_here(ld, "%s must be %s, not '%s'", what, expected,
	    nt_rules_shown(buf, sizeof(buf), nt_ld_scalar(ld),
	    nt_ld_scalar_len(ld)));
}

/*
 * Keep a cell as written.  Cells in a rule file are lower case, as the
 * writer writes them, so that two files that mean the same read alike;
 * an upper-case letter is refused with the cell to write instead.
 */
int
nt_ld_cell(struct loader *ld, struct rawcell *c)
{
	char		 buf[64], upper[64];
	const char	*s = nt_ld_scalar(ld);
	size_t		 n = nt_ld_scalar_len(ld), i;

	for (i = 0; i < n; i++)
		if (s[i] >= 'A' && s[i] <= 'Z')
			break;
	if (i < n) {
		nt_rules_shown(buf, sizeof(buf), s, n);
		for (i = 0; buf[i] != '\0'; i++)
			if (buf[i] >= 'A' && buf[i] <= 'Z')
				buf[i] |= 0x20;
		return fail_here(ld, "'%s' is written in upper case: "
		    "cells in a rule file are lower case (%s)",
		    nt_rules_shown(upper, sizeof(upper), s, n), buf);
	}

	if (n > sizeof(c->s) - 1)
		n = sizeof(c->s) - 1;
	memcpy(c->s, s, n);
	c->s[n] = '\0';
	c->len = nt_ld_scalar_len(ld);
	c->at = nt_ld_here(ld);
	return 0;
}

/* The items of a list of cells whose start event has just been read. */
int
nt_ld_cell_items(struct loader *ld, const char *what, struct cell_list *l)
{
	int	 more;

	l->present = 1;
	l->at = nt_ld_here(ld);
	l->n = 0;
	while ((more = nt_ld_item(ld)) == 1) {
		if (ld->ev.type != YAML_SCALAR_EVENT)
			return fail_here(ld,
			    "a cell in %s must be a cell name such as a1, "
			    "not %s", what, nt_ld_kind(&ld->ev));
		if (l->n == NOTATION_MAX_CELLS)
			return fail_here(ld,
			    "%s lists more than %d cells", what,
			    NOTATION_MAX_CELLS);
		if (nt_ld_cell(ld, &l->c[l->n++]) == -1)
			return -1;
	}
	return more;
}

int
nt_ld_cells(struct loader *ld, const char *what, struct cell_list *l)
{
	if (nt_ld_want(ld, YAML_SEQUENCE_START_EVENT, what,
	    "a list of cells") == -1)
		return -1;
	return nt_ld_cell_items(ld, what, l);
}
