/*
 * token.c -- the grammar of the record's tokens (spec/record-format.md,
 * "Grammar"): tag names, move tokens and result tokens, written once.
 *
 * The text reader scans results with the step function below and its
 * byte classes are built from the macros in internal.h; the JSON and
 * YAML readers check what they read with the _ok functions; the writer
 * checks what it is given with the same functions; result.c reads scores
 * only from a token that has the shape.  So what any reader accepts the
 * writer writes, and the text reader reads it back as the same token.
 */
#include <stddef.h>

#include "base/base.h"

/*
 * The byte classes as a table (base.h, nt_token_class), a look-up a byte:
 * the writer asks it of every move it is handed.
 */
#define T_LETTER	NT_TC_LETTER
#define T_NAME		NT_TC_NAME
#define T_WORD		NT_TC_WORD
#define T_PLAIN		NT_TC_PLAIN
#define T_CELLS		NT_TC_CELLS
#define TCLASS(b) ((TOKEN_LETTER(b) ? T_LETTER : 0) |			\
	(TOKEN_NAME_BYTE(b) ? T_NAME : 0) |				\
	(TOKEN_WORD_BYTE(b) ? T_WORD : 0) |				\
	(NT_JSON_PLAIN(b) ? T_PLAIN : 0) |				\
	(TOKEN_LETTER(b) || TOKEN_DIGIT(b) || (b) == '-' ? T_CELLS : 0))
#define TCLASS4(b)	TCLASS(b), TCLASS((b) + 1), TCLASS((b) + 2), \
			TCLASS((b) + 3)
#define TCLASS16(b)	TCLASS4(b), TCLASS4((b) + 4), TCLASS4((b) + 8), \
			TCLASS4((b) + 12)
#define TCLASS64(b)	TCLASS16(b), TCLASS16((b) + 16), \
			TCLASS16((b) + 32), TCLASS16((b) + 48)

const unsigned char nt_token_class[256] = {
	TCLASS64(0), TCLASS64(64), TCLASS64(128), TCLASS64(192)
};

static int
letter_then(const char *s, size_t len, int name)
{
	if (s == NULL || len == 0 ||
	    !(nt_token_class[(unsigned char)s[0]] & T_LETTER))
		return 0;
	return (nt_token_all_of(s, len) & (name ? T_NAME : T_WORD)) != 0;
}

int
nt_token_tag_name_ok(const char *s, size_t len)
{
	return letter_then(s, len, 1);
}

/*
 * A move of a board whose cells are numbers (draughts, spec/moves.md
 * "Draughts"): numbers of 1 to 3 digits, no leading zero, joined by '-',
 * 'x' or 'X', at least two ("32-28", "28x19x10"), and not a result token
 * ("1-0", "2-0").  PDN's fixed-width moves have blanks after a joint
 * ("10- 4", "47x 9"): spaces are allowed there; its move strength, one
 * or two of '!' and '?', may end it ("32-28!?").  Which numbers are
 * cells is the rule set's to say.
 */
int
nt_token_numbered_ok(const char *s, size_t len)
{
	size_t	 i = 0, k, joins = 0;

	if (s == NULL || nt_token_result_ok(s, len))
		return 0;
	for (;;) {
		/* A square's number has no leading zero. */
		if (i < len && s[i] == '0')
			return 0;
		for (k = 0; i < len && TOKEN_DIGIT((unsigned char)s[i]); k++)
			i++;
		if (k == 0 || k > 3)
			return 0;
		/* PDN's move strength, "32-28!?", after the last number. */
		while (i < len && (s[i] == '!' || s[i] == '?') && joins > 0 &&
		    len - i <= 2)
			i++;
		if (i == len)
			return joins > 0;
		if (s[i] != '-' && s[i] != 'x' && s[i] != 'X')
			return 0;
		joins++;
		i++;
		while (i < len && s[i] == ' ')
			i++;
	}
}

int
nt_token_move_ok(const char *s, size_t len)
{
	int	 plain;

	return nt_token_move_plain(s, len, &plain);
}

int
nt_token_move_plain(const char *s, size_t len, int *plain)
{
	return nt_token_move_plain_in(s, len, plain,
	    TOKEN_JSON_PLAIN | TOKEN_YAML_PLAIN);
}

int
nt_token_tag_control(const char *s, size_t len, size_t *at)
{
	size_t		 i;
	unsigned char	 b;

	for (i = *at; i < len; i++) {
		b = (unsigned char)s[i];
		if ((b < 0x20 && b != '\t') || b == 0x7f) {
			*at = i;
			return b;
		}
	}
	return -1;
}

/*
 * The result grammar as a machine fed one byte at a time:
 *
 *	result = "*" | score "-" score { "-" score } | "1" | "0"
 *	       | "2-0" | "0-2" ;
 *	score  = "0" | "1" | "1/" digit { digit } ;
 *
 * "2-0" and "0-2" are PDN's two points for a win, beside "1-1" for a
 * draw, which the first line gives already (spec/record-format.md,
 * "Results").  The states name what was read last.
 */
enum {
	TR_START = 0,
	TR_STAR,	/* "*": complete, nothing may follow */
	TR_ZERO,	/* a score "0" */
	TR_ONE,		/* a score "1", which may go on as "1/N" */
	TR_SLASH,	/* "1/", a digit must follow */
	TR_SHARE,	/* "1/N" */
	TR_DASH,	/* "-", a score must follow */
	TR_TWO,		/* "2", which "-0" must follow */
	TR_TWO_DASH,	/* "2-" */
	TR_PDN		/* "2-0" or "0-2": complete, nothing may follow */
};

void
nt_token_result_init(struct token_result *t)
{
	t->state = TR_START;
	t->scores = 0;
	t->zero_first = 0;
}

int
nt_token_result_step(struct token_result *t, int c)
{
	switch (t->state) {
	case TR_START:
	case TR_DASH:
		if (c == '*' && t->state == TR_START) {
			t->state = TR_STAR;
			return 1;
		}
		if (c == '2' && (t->state == TR_START || (t->scores == 1 &&
		    t->zero_first))) {
			t->state = t->state == TR_START ? TR_TWO : TR_PDN;
			t->scores++;
			return 1;
		}
		if (c != '0' && c != '1')
			return 0;
		if (t->state == TR_START)
			t->zero_first = c == '0';
		t->state = c == '0' ? TR_ZERO : TR_ONE;
		t->scores++;
		return 1;
	case TR_TWO:
		if (c != '-')
			return 0;
		t->state = TR_TWO_DASH;
		return 1;
	case TR_TWO_DASH:
		if (c != '0')
			return 0;
		t->state = TR_PDN;
		t->scores++;
		return 1;
	case TR_ONE:
		if (c == '/') {
			t->state = TR_SLASH;
			return 1;
		}
		/* FALLTHROUGH */
	case TR_ZERO:
		if (c != '-')
			return 0;
		t->state = TR_DASH;
		return 1;
	case TR_SLASH:
		if (!TOKEN_DIGIT(c))
			return 0;
		t->state = TR_SHARE;
		return 1;
	case TR_SHARE:
		if (TOKEN_DIGIT(c))
			return 1;
		if (c != '-')
			return 0;
		t->state = TR_DASH;
		return 1;
	default:
		return 0;
	}
}

/*
 * Two scores or more; or "*"; or the lone "1" or "0" that is the result
 * of a game of one player (Highscore won, Solohalma lost: spec/rules.md),
 * which alone of the single scores can be one.
 */
int
nt_token_result_done(const struct token_result *t)
{
	switch (t->state) {
	case TR_STAR:
	case TR_PDN:
		return 1;
	case TR_ONE:
	case TR_ZERO:
		return t->scores >= 1;
	case TR_SHARE:
		return t->scores >= 2;
	default:
		return 0;
	}
}

int
nt_token_result_ok(const char *s, size_t len)
{
	struct token_result	 t;
	size_t			 i;

	if (s == NULL)
		return 0;
	nt_token_result_init(&t);
	for (i = 0; i < len; i++)
		if (!nt_token_result_step(&t, (unsigned char)s[i]))
			return 0;
	return nt_token_result_done(&t);
}
