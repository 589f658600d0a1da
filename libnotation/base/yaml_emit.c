/*
 * yaml_emit.c -- the libyaml emitter as every YAML writer of the library
 * uses it (records in writer.c, rule files in rules_yaml_write.c, the
 * statistics' partial in stats_partial.c): into a notation_buf, UTF-8,
 * LF line ends, one document per stream.
 *
 * Each helper makes one event and emits it, and says 0 or -1, so that a
 * writer is a chain of calls and a failure (libyaml's, or no memory)
 * stops it in one place.  After -1 the emitter's problem says why.
 */
#include <stdint.h>
#include <string.h>

#include <yaml.h>

#include "base/base.h"

static int
buf_out(void *arg, unsigned char *data, size_t size)
{
	return notation_buf_put(arg, (const char *)data, size) == 0;
}

static int
emit(yaml_emitter_t *e, yaml_event_t *ev, int made)
{
	return made && yaml_emitter_emit(e, ev) ? 0 : -1;
}

int
nt_emit_open(yaml_emitter_t *e, struct notation_buf *out, int width)
{
	if (!yaml_emitter_initialize(e))
		return -1;
	yaml_emitter_set_output(e, buf_out, out);
	yaml_emitter_set_unicode(e, 1);
	yaml_emitter_set_width(e, width);
	yaml_emitter_set_break(e, YAML_LN_BREAK);
	return 0;
}

int
nt_emit_begin(yaml_emitter_t *e, int explicit_start)
{
	yaml_event_t	 ev;

	if (emit(e, &ev, yaml_stream_start_event_initialize(&ev,
	    YAML_UTF8_ENCODING)) == -1)
		return -1;
	return emit(e, &ev, yaml_document_start_event_initialize(&ev, NULL,
	    NULL, NULL, !explicit_start));
}

int
nt_emit_finish(yaml_emitter_t *e)
{
	yaml_event_t	 ev;

	if (emit(e, &ev, yaml_document_end_event_initialize(&ev, 1)) == -1 ||
	    emit(e, &ev, yaml_stream_end_event_initialize(&ev)) == -1)
		return -1;
	return yaml_emitter_flush(e) ? 0 : -1;
}

const char *const nt_typed_words[] = {
	"~", "null", "Null", "NULL", "y", "Y", "yes", "Yes", "YES",
	"n", "N", "no", "No", "NO", "true", "True", "TRUE", "false",
	"False", "FALSE", "on", "On", "ON", "off", "Off", "OFF",
	".inf", ".Inf", ".INF", ".nan", ".NaN", ".NAN", "<<", "=", NULL
};

/*
 * What a printable ASCII byte may be to a YAML reader: an indicator at
 * the start of a scalar (Y_IND), one there before a blank or the end
 * (Y_INDB), ':' and '#', which may be one further on (Y_MID); the start
 * of a number (Y_NUM) or of a word of nt_typed_words (Y_WORD).  Any
 * other byte, a control or above 126, is Y_BAD: nt_emit_style() ORs the
 * classes of a scalar's bytes and asks once whether one was that.
 */
#define Y_IND	0x01
#define Y_INDB	0x02
#define Y_MID	0x04
#define Y_NUM	0x08
#define Y_WORD	0x10
#define Y_BAD	0x20

#define Y_ISIND(b)	((b) == ',' || (b) == '[' || (b) == ']' ||	\
			 (b) == '{' || (b) == '}' || (b) == '&' ||	\
			 (b) == '*' || (b) == '!' || (b) == '|' ||	\
			 (b) == '>' || (b) == '\'' || (b) == '"' ||	\
			 (b) == '%' || (b) == '@' || (b) == '`')
#define Y_ISWORD(b)	((b) == '~' || (b) == 'n' || (b) == 'N' ||	\
			 (b) == 'y' || (b) == 'Y' || (b) == 't' ||	\
			 (b) == 'T' || (b) == 'f' || (b) == 'F' ||	\
			 (b) == 'o' || (b) == 'O' || (b) == '<' ||	\
			 (b) == '=')
#define YCLS(b)	(((b) < 0x20 || (b) > 0x7e ? Y_BAD : 0) |		\
		 ((b) == '#' ? Y_IND | Y_MID : 0) |			\
		 (Y_ISIND(b) ? Y_IND : 0) |				\
		 ((b) == '?' ? Y_INDB : 0) |				\
		 ((b) == ':' ? Y_INDB | Y_MID : 0) |			\
		 ((b) == '-' ? Y_INDB | Y_NUM : 0) |			\
		 ((b) == '+' || ((b) >= '0' && (b) <= '9') ? Y_NUM : 0) | \
		 ((b) == '.' ? Y_NUM | Y_WORD : 0) |			\
		 (Y_ISWORD(b) ? Y_WORD : 0))
#define YCLS4(b)	YCLS(b), YCLS((b) + 1), YCLS((b) + 2), YCLS((b) + 3)
#define YCLS16(b)	YCLS4(b), YCLS4((b) + 4), YCLS4((b) + 8), \
			YCLS4((b) + 12)
#define YCLS64(b)	YCLS16(b), YCLS16((b) + 16), YCLS16((b) + 32), \
			YCLS16((b) + 48)

static const unsigned char ycls[256] = {
	YCLS64(0), YCLS64(64), YCLS64(128), YCLS64(192)
};

int
nt_emit_typed(const char *s, size_t len)
{
	unsigned char	 c;
	size_t		 i;

	/* A NUL first reads as the end of the text: quoted, as "". */
	if (len == 0 || s[0] == '\0')
		return 1;
	if ((c = (unsigned char)s[0]) >= 0x80)
		return 0;
	if (ycls[c] & Y_NUM)
		return 1;
	/* Asked of every scalar written: the words' lengths and initials. */
	if (len > NT_TYPED_MAX || !(ycls[c] & Y_WORD))
		return 0;
	for (i = 0; nt_typed_words[i] != NULL; i++)
		if (nt_typed_words[i][0] == s[0] &&
		    strlen(nt_typed_words[i]) == len &&
		    memcmp(nt_typed_words[i], s, len) == 0)
			return 1;
	return 0;
}

/*
 * libyaml's analysis of a scalar (its emitter.c, analyze_scalar and
 * select_scalar_style), narrowed to printable ASCII with no tab or line
 * break, in block context: plain unless the scalar reads as another
 * type, begins or ends with a space, or holds an indicator where a
 * reader would take it for one: a flow or block indicator or "---" or
 * "..." at the start, '?', ':' or '-' at the start before a blank or the
 * end, ':' before a blank or the end, '#' after a space.  Single quotes
 * otherwise, which such a scalar always allows.
 */
enum emit_style
nt_emit_style(const char *s, size_t len, int key)
{
	unsigned char	 c;
	size_t		 i;
	int		 rest = 0, ind = 0;

	/* A longer key is written "? key", not as a simple key. */
	if (key && len > 128)
		return EMIT_ASK;
	if (len == 0)
		return EMIT_SINGLE;
	/* Printable ASCII; the classes of the bytes after the first. */
	if ((c = (unsigned char)s[0]) < 0x20 || c > 0x7e)
		return EMIT_ASK;
	for (i = 1; i < len; i++)
		rest |= ycls[(unsigned char)s[i]];
	if (rest & Y_BAD)
		return EMIT_ASK;
	/* ':' or '#' after the first byte: is it an indicator there? */
	for (i = 1; (rest & Y_MID) && i < len; i++)
		if (ycls[(unsigned char)s[i]] & Y_MID &&
		    (s[i] == ':' ? i + 1 == len || s[i + 1] == ' ' :
		    s[i - 1] == ' '))
			break;
	ind = (rest & Y_MID) && i < len;
	/*
	 * No word of nt_typed_words has a digit, '+', '-' or '.' (Y_NUM)
	 * after its first byte: a move such as "f3-d5" is none of them,
	 * without the look through the words.
	 */
	c = (unsigned char)s[0];
	if (((ycls[c] & Y_NUM) || ((ycls[c] & Y_WORD) && !(rest & Y_NUM))) &&
	    nt_emit_typed(s, len))
		return EMIT_SINGLE;
	if (ind || (ycls[c] & Y_IND) || ((ycls[c] & Y_INDB) &&
	    (len == 1 || s[1] == ' ')) || c == ' ' || s[len - 1] == ' ' ||
	    (len >= 3 && (memcmp(s, "---", 3) == 0 ||
	    memcmp(s, "...", 3) == 0)))
		return EMIT_SINGLE;
	return EMIT_PLAIN;
}

int
nt_emit_direct(struct notation_buf *out, const char *s, size_t len,
    enum emit_style style)
{
	const char	*q;

	if (style == EMIT_PLAIN)
		return notation_buf_put(out, s, len);
	if (notation_buf_putc(out, '\'') != 0)
		return -1;
	while ((q = memchr(s, '\'', len)) != NULL) {
		if (notation_buf_put(out, s, (size_t)(q - s) + 1) != 0 ||
		    notation_buf_putc(out, '\'') != 0)
			return -1;
		len -= (size_t)(q - s) + 1;
		s = q + 1;
	}
	if (notation_buf_put(out, s, len) != 0)
		return -1;
	return notation_buf_putc(out, '\'');
}

/*
 * The implicit flags say which styles may go without a tag: plain only
 * (a bare value), either (a word), or quoted only (a string).  libyaml
 * then picks plain where it may and plain reads back the same, else
 * single quotes, else double quotes.
 */
int
nt_emit_scalar(yaml_emitter_t *e, const char *s, size_t len,
    enum emit_kind kind)
{
	yaml_event_t	 ev;
	int		 plain, quoted;

	if (kind == EMIT_STRING)
		kind = nt_emit_typed(s, len) ? EMIT_QUOTED : EMIT_WORD;
	plain = kind != EMIT_QUOTED;
	quoted = kind != EMIT_BARE;
	return emit(e, &ev, yaml_scalar_event_initialize(&ev, NULL, NULL,
	    (yaml_char_t *)(uintptr_t)s, (int)len, plain, quoted,
	    YAML_ANY_SCALAR_STYLE));
}

/*
 * The start or the end of a collection: a mapping or a sequence, its
 * start in flow or block style.  nt_emit_map() and the like (internal.h)
 * name the four.
 */
int
nt_emit_collection(yaml_emitter_t *e, int seq, int start, int flow)
{
	yaml_event_t	 ev;
	int		 made;

	if (!start)
		made = seq ? yaml_sequence_end_event_initialize(&ev) :
		    yaml_mapping_end_event_initialize(&ev);
	else if (seq)
		made = yaml_sequence_start_event_initialize(&ev, NULL, NULL, 1,
		    flow ? YAML_FLOW_SEQUENCE_STYLE :
		    YAML_BLOCK_SEQUENCE_STYLE);
	else
		made = yaml_mapping_start_event_initialize(&ev, NULL, NULL, 1,
		    flow ? YAML_FLOW_MAPPING_STYLE : YAML_BLOCK_MAPPING_STYLE);
	return emit(e, &ev, made);
}
