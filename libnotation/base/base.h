/*
 * base.h -- the bottom layer of the library, what every folder above may
 * use: bitsets, diagnostics, the record's token grammar, UTF-8, JSON
 * string tokens, the YAML emitter and the distance of names.
 *
 * Names: a function or variable that one module shares with another is
 * global but not API, so it carries the internal prefix nt_ (the API's is
 * notation_); everything else is static.  The static library then defines
 * no global a program could clash with, and the shared object exports only
 * what notation.h marks NOTATION_EXPORT (tests/symbols.sh checks both).
 *
 * The layers, bottom up, are named in libnotation/LAYERS; a file includes
 * the private header of its own folder and of folders below it only.
 */
#ifndef NOTATION_BASE_H
#define NOTATION_BASE_H

#include <stdarg.h>
#include <stdint.h>
#include <string.h>
#include <strings.h>

#include "notation.h"

#define BITS_WORDS	5		/* 320 bits >= NOTATION_MAX_CELLS */

/*
 * What a measure showed to pay (bench/README.md): a static function
 * made in line at every call (on every move's path), or kept out of
 * line where making it in line made its callers dearer.  Nothing with a
 * compiler that knows neither.
 */
#if defined(__GNUC__)
#define NT_ALWAYS_INLINE	__attribute__((always_inline))
#define NT_NOINLINE		__attribute__((noinline))
#else
#define NT_ALWAYS_INLINE
#define NT_NOINLINE
#endif
/* The loop after it written out, up to eight rounds (gcc; clang too). */
#if defined(__GNUC__)
#define NT_UNROLL		_Pragma("GCC unroll 8")
#else
#define NT_UNROLL
#endif

/*
 * The bytes a JSON string holds as they are: printable ASCII but '"'
 * and '\\'.  The JSON writer's scan (buf.c) and the move token's check
 * (token.c) each make their table of it.
 */
#define NT_JSON_PLAIN(b)	((b) >= 0x20 && (b) < 0x7f && (b) != '"' && \
				 (b) != '\\')

struct bits {
	uint64_t	w[BITS_WORDS];
};

/*
 * The bits set in x.  On x86 without the processor's instruction (a
 * build for the baseline x86-64 has none) the compiler's builtin is a
 * call into its run-time library: counting the bits in place, in
 * parallel within the word, is as quick and is made in line (perft
 * counts every stone's targets so).  Elsewhere the builtin is the
 * instruction or the same in line.
 */
static inline int
bits_pop64(uint64_t x)
{
#if !(defined(__x86_64__) || defined(__i386__)) || defined(__POPCNT__)
	return __builtin_popcountll(x);
#else
	x -= (x >> 1) & 0x5555555555555555ULL;
	x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
	x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
	return (int)((x * 0x0101010101010101ULL) >> 56);
#endif
}

static inline void
bits_zero(struct bits *b)
{
	memset(b, 0, sizeof(*b));
}

static inline int
bits_test(const struct bits *b, int i)
{
	return (int)((b->w[i >> 6] >> (i & 63)) & 1);
}

static inline void
bits_set(struct bits *b, int i)
{
	b->w[i >> 6] |= (uint64_t)1 << (i & 63);
}

static inline void
bits_clear(struct bits *b, int i)
{
	b->w[i >> 6] &= ~((uint64_t)1 << (i & 63));
}

static inline int
bits_empty(const struct bits *b)
{
	uint64_t	 x = 0;
	int		 i;

	for (i = 0; i < BITS_WORDS; i++)
		x |= b->w[i];
	return x == 0;
}

static inline int
bits_count(const struct bits *b)
{
	int	 i, n = 0;

	for (i = 0; i < BITS_WORDS; i++)
		n += __builtin_popcountll(b->w[i]);
	return n;
}

/*
 * How many bits a and b have both: most often a camp's stones, whose
 * words but a few are empty, so that the others alone are counted, in
 * place (bits_pop64()).
 */
static inline int
bits_count_both(const struct bits *a, const struct bits *b)
{
	uint64_t	 x;
	int		 i, n = 0;

	for (i = 0; i < BITS_WORDS; i++)
		if ((x = a->w[i] & b->w[i]) != 0)
			n += bits_pop64(x);
	return n;
}

/* Is every bit of a also in b? */
static inline int
bits_subset(const struct bits *a, const struct bits *b)
{
	int	 i;

	for (i = 0; i < BITS_WORDS; i++)
		if (a->w[i] & ~b->w[i])
			return 0;
	return 1;
}

static inline int
bits_intersect(const struct bits *a, const struct bits *b)
{
	int	 i;

	for (i = 0; i < BITS_WORDS; i++)
		if (a->w[i] & b->w[i])
			return 1;
	return 0;
}

static inline int
bits_equal(const struct bits *a, const struct bits *b)
{
	return memcmp(a, b, sizeof(*a)) == 0;
}

/* Lowest set bit >= from, or -1. */
static inline int
bits_next(const struct bits *b, int from)
{
	int		 i;
	uint64_t	 x;

	if (from < 0)
		from = 0;
	for (i = from >> 6; i < BITS_WORDS; i++) {
		x = b->w[i];
		if (i == from >> 6)
			x &= ~(uint64_t)0 << (from & 63);
		if (x)
			return i * 64 + __builtin_ctzll(x);
	}
	return -1;
}

/* out = in shifted by off bits (towards higher cells when off > 0). */
static inline void
bits_shift(struct bits *out, const struct bits *in, int off)
{
	int		 i, q, r;
	uint64_t	 lo, hi;

	if (off >= 0) {
		q = off >> 6;
		r = off & 63;
		for (i = BITS_WORDS - 1; i >= 0; i--) {
			hi = i - q >= 0 ? in->w[i - q] : 0;
			lo = i - q - 1 >= 0 ? in->w[i - q - 1] : 0;
			out->w[i] = r ? (hi << r) | (lo >> (64 - r)) : hi;
		}
	} else {
		off = -off;
		q = off >> 6;
		r = off & 63;
		for (i = 0; i < BITS_WORDS; i++) {
			lo = i + q < BITS_WORDS ? in->w[i + q] : 0;
			hi = i + q + 1 < BITS_WORDS ? in->w[i + q + 1] : 0;
			out->w[i] = r ? (lo >> r) | (hi << (64 - r)) : lo;
		}
	}
}

#define BITS_FOREACH(c, b) \
	for ((c) = bits_next((b), 0); (c) >= 0; (c) = bits_next((b), (c) + 1))

/* ------------------------------------------------------------------ */
/* Buffers (buf.c)                                                    */

/*
 * Back to its first len bytes (len no more than it holds), as it was
 * before a write that failed half-way: no output with parts missing.
 */
void	nt_buf_cut(struct notation_buf *, size_t len);
/*
 * Room for more bytes and the NUL after them, so that a writer that puts
 * several pieces asks once: 0, or -1 when memory ran out.  A test,
 * inlined where the writers ask it for every token; growing the buffer,
 * the rare part, is nt_buf_grow()'s call.
 */
int	nt_buf_grow(struct notation_buf *, size_t more);

static inline int
nt_buf_room(struct notation_buf *b, size_t more)
{
	if (b->len + more + 1 <= b->cap)
		return 0;
	return nt_buf_grow(b, more);
}

/* Does b hold more bytes and a NUL without growing? */
static inline int
nt_buf_has_room(const struct notation_buf *b, size_t more)
{
	return b->len + more + 1 <= b->cap;
}

/*
 * memcpy() of the short texts the writers copy at every move (a move is
 * most often 5 to 7 bytes, its number 1 to 4): a load and a store from
 * each end, which meet or overlap in the middle, where the library's
 * call and its choice of a way by the length cost more than the copy.
 * memcpy() itself for more than 16 bytes.
 */
static inline void
nt_copy_short(char *d, const char *s, size_t n)
{
	uint64_t	 a8, b8;
	uint32_t	 a4, b4;
	uint16_t	 a2, b2;

	if (n - 4 < 4) {
		memcpy(&a4, s, 4);
		memcpy(&b4, s + n - 4, 4);
		memcpy(d, &a4, 4);
		memcpy(d + n - 4, &b4, 4);
	} else if (n - 8 <= 8) {
		memcpy(&a8, s, 8);
		memcpy(&b8, s + n - 8, 8);
		memcpy(d, &a8, 8);
		memcpy(d + n - 8, &b8, 8);
	} else if (n > 16)
		memcpy(d, s, n);
	else if (n >= 2) {
		memcpy(&a2, s, 2);
		memcpy(&b2, s + n - 2, 2);
		memcpy(d, &a2, 2);
		memcpy(d + n - 2, &b2, 2);
	} else if (n == 1)
		*d = *s;
}

/* notation_buf_put(), inlined for the text the writers put every move. */
static inline int
nt_buf_put(struct notation_buf *b, const char *s, size_t len)
{
	if (nt_buf_room(b, len) != 0)
		return -1;
	nt_copy_short(b->data + b->len, s, len);
	b->len += len;
	b->data[b->len] = '\0';
	return 0;
}

/*
 * The decimal digits of n at out (room for 20), not terminated; returns
 * their number.  For the numbers written at every move, where snprintf()
 * took a tenth of halma-fen's time.
 */
size_t	nt_fmt_ulong(char *out, unsigned long n);

/*
 * An array p of *cap elements of size bytes, n of them used, with room
 * for one more: as it is while n < *cap, else grown to twice *cap (first
 * elements when it has none) and *cap updated.  NULL when memory ran
 * out, p and *cap then as they were (the caller still frees p).
 */
void	*nt_array_grow(void *p, size_t *cap, size_t n, size_t size,
	    size_t first);

/* ------------------------------------------------------------------ */
/* Diagnostics (diag.c)                                               */

/*
 * Fill d whole: code and severity, file, game, line, column, ply and the
 * message, the rest cleared; for the readers' and the writer's own.
 */
void	nt_diag_vfill(struct notation_diag *d, enum notation_code code,
	    const char *file, unsigned long game, unsigned long line,
	    unsigned long col, unsigned long ply, const char *fmt, va_list ap);

/* ------------------------------------------------------------------ */
/* The record's tokens (token.c; spec/record-format.md, "Grammar")    */

/*
 * Byte classes of the text format, the one definition every reader and
 * the writer use: whitespace is space, tab and the line ends; the eight
 * delimiters end a token; a word byte (which continues a move token) is
 * any other byte, NUL and bytes above 127 included.  b is an unsigned
 * char value.
 */
#define TOKEN_LETTER(b)	(((b) >= 'a' && (b) <= 'z') || \
			 ((b) >= 'A' && (b) <= 'Z'))
#define TOKEN_DIGIT(b)	((b) >= '0' && (b) <= '9')
#define TOKEN_NAME_BYTE(b) (TOKEN_LETTER(b) || TOKEN_DIGIT(b) || (b) == '_')
#define TOKEN_SPACE(b)	((b) == ' ' || (b) == '\t' || (b) == '\n' || \
			 (b) == '\r')
#define TOKEN_DELIM(b)	((b) == '{' || (b) == '}' || (b) == ';' || \
			 (b) == '[' || (b) == ']' || (b) == '(' || \
			 (b) == ')' || (b) == '"')
#define TOKEN_WORD_BYTE(b) (!TOKEN_SPACE(b) && !TOKEN_DELIM(b))

/*
 * Whole tokens, len bytes at s: 1 when s has the shape, else 0.
 *  - a tag name: a letter, then letters, digits and '_';
 *  - a move token: a letter, then word bytes;
 *  - a result token: "*", two or more scores "0", "1" or "1/N" joined by
 *    '-', or the lone "1" of a game of one player.
 * That a result suits the rule set is result.c's business, not this.
 */
int	nt_token_tag_name_ok(const char *s, size_t len);
int	nt_token_move_ok(const char *s, size_t len);
/*
 * nt_token_move_ok(), and in *plain what the writers learn of a move in
 * the same pass: TOKEN_JSON_PLAIN when every byte of s is printable ASCII
 * but '"' and '\\' (a JSON string holds it as it is), TOKEN_YAML_PLAIN
 * when s is a plain YAML scalar that reads back as a string: a letter,
 * then a digit (no word YAML types has one there), then letters, digits
 * and '-', as the cells of a move are written.
 */
#define TOKEN_JSON_PLAIN	1
#define TOKEN_YAML_PLAIN	2
int	nt_token_move_plain(const char *s, size_t len, int *plain);
/* A move of numbered cells, "32-28", "28x19x10" (a move token too). */
int	nt_token_numbered_ok(const char *s, size_t len);

/*
 * Tag names and move tokens have one shape: a letter, then bytes of one
 * class (name bytes for a tag name, word bytes for a move token).  The
 * classes of every byte as a table (token.c).  NT_TC_PLAIN and
 * NT_TC_CELLS are no classes of the grammar, but what the writers learn
 * of a move in the same pass: the printable ASCII but '"' and '\\',
 * which a JSON string holds as they are; letters, digits and '-', which a
 * YAML plain scalar does.
 */
#define NT_TC_LETTER	1
#define NT_TC_NAME	2
#define NT_TC_WORD	4
#define NT_TC_PLAIN	8
#define NT_TC_CELLS	16
#define NT_TC_ALL	31
extern const unsigned char nt_token_class[256];

/*
 * The classes every byte of s has: a look-up and an AND a byte, no
 * branch but the loop's.  A letter is a name byte and a word byte too,
 * so a token has its shape when its first byte is a letter and every
 * byte is of its class.  Four bytes a round, and the last one to three
 * after it: a move has five to seven, and the loop's own count and test
 * were half of what a byte cost.
 */
static inline NT_ALWAYS_INLINE unsigned
nt_token_all_of(const char *s, size_t len)
{
	const unsigned char	*p = (const unsigned char *)s;
	const unsigned char	*t = nt_token_class;
	unsigned		 c = NT_TC_ALL;

	/*
	 * Four to eight bytes, most moves: the first four and the last
	 * four, which overlap where they meet (an AND asks a byte twice
	 * for nothing), and no loop.
	 */
	if (len - 4 <= 4)
		return t[p[0]] & t[p[1]] & t[p[2]] & t[p[3]] &
		    t[p[len - 4]] & t[p[len - 3]] & t[p[len - 2]] &
		    t[p[len - 1]];
	for (; len >= 4; p += 4, len -= 4)
		c &= t[p[0]] & t[p[1]] & t[p[2]] & t[p[3]];
	switch (len) {
	case 3:
		c &= t[p[2]];
		/* FALLTHROUGH */
	case 2:
		c &= t[p[1]];
		/* FALLTHROUGH */
	case 1:
		c &= t[p[0]];
	}
	return c;
}

/*
 * nt_token_move_ok() in line: for the text format's writer, which has no
 * use for what nt_token_move_plain() learns besides.
 */
static inline NT_ALWAYS_INLINE int
nt_token_move_in(const char *s, size_t len)
{
	if (s == NULL || len == 0)
		return 0;
	return ((nt_token_class[(unsigned char)s[0]] & NT_TC_LETTER) &&
	    (nt_token_all_of(s, len) & NT_TC_WORD)) ||
	    nt_token_numbered_ok(s, len);
}

/*
 * nt_token_move_plain() in line, for the writer, which asks it of every
 * move it is handed: the call and the answer through memory were a
 * quarter of what it cost.  Only the plain forms in want (a constant)
 * are asked: JSON has no use for YAML's.
 */
static inline NT_ALWAYS_INLINE int
nt_token_move_plain_in(const char *s, size_t len, int *plain, int want)
{
	unsigned	 all, first;
	int		 p = 0;

	*plain = 0;
	if (s == NULL || len == 0)
		return 0;
	all = nt_token_all_of(s, len);
	first = nt_token_class[(unsigned char)s[0]];
	if ((want & TOKEN_JSON_PLAIN) && (all & NT_TC_PLAIN))
		p |= TOKEN_JSON_PLAIN;
	if ((want & TOKEN_YAML_PLAIN) && (all & NT_TC_CELLS) && len >= 2 &&
	    (first & NT_TC_LETTER) && TOKEN_DIGIT(s[1]))
		p |= TOKEN_YAML_PLAIN;
	*plain = p;
	return ((first & NT_TC_LETTER) && (all & NT_TC_WORD)) ||
	    nt_token_numbered_ok(s, len);
}
int	nt_token_result_ok(const char *s, size_t len);

/*
 * The first control byte of a tag value (C0 but the tab, and DEL) at or
 * after *at: its offset in *at and the byte, or -1 when there is none.
 * A NUL is refused by the readers, as a C string would be cut there; the
 * others are only worth a warning (spec/record-format.md, "Tag pairs").
 */
int	nt_token_tag_control(const char *s, size_t len, size_t *at);

/*
 * A result token read a byte at a time, for a reader that cannot see the
 * whole token at once: step() returns 1 when c continues the token and
 * 0 when it cannot (the token, if any, ends before c); done() says
 * whether the bytes stepped so far are a whole result token.
 */
struct token_result {
	int	 state;
	size_t	 scores;
	int	 zero_first;	/* the first score is "0" */
};

void	nt_token_result_init(struct token_result *);
int	nt_token_result_step(struct token_result *, int c);
int	nt_token_result_done(const struct token_result *);

/* ------------------------------------------------------------------ */
/* Text: UTF-8 (utf8.c)                                               */

/*
 * The length of the well-formed UTF-8 sequence at s (len bytes left; RFC
 * 3629: no overlong forms, no surrogates, nothing above U+10FFFF), or 0.
 */
size_t	nt_utf8_len(const unsigned char *s, size_t len);
/*
 * The length of the longest prefix of s that is well-formed UTF-8: the
 * offset of its first bad byte, or len.
 */
size_t	nt_utf8_span(const unsigned char *s, size_t len);
/*
 * Append s to out with every byte that is not part of well-formed UTF-8
 * replaced by U+FFFD; out->data is a C string after.  0, or -1.
 */
int	nt_utf8_copy(struct notation_buf *out, const char *s, size_t len);
/* Append code point cp (at most U+10FFFF) as UTF-8.  0, or -1. */
int	nt_utf8_encode(struct notation_buf *out, unsigned long cp);
/*
 * The columns a terminal gives code point cp: 0 (combining marks, format
 * characters, controls), 2 (East Asian Wide and Fullwidth, most emoji)
 * or 1, from the library's own table, never the locale's.
 */
int	nt_utf8_cp_width(unsigned long cp);
/*
 * The columns s (len bytes) takes: the sum of its code points' widths,
 * a byte that is not part of well-formed UTF-8 counting one (U+FFFD).
 */
size_t	nt_utf8_width(const char *s, size_t len);

/* ------------------------------------------------------------------ */
/* Text: the tokens inside a JSON string (json.c)                     */

#define JSON_HIGH	1	/* nt_json_surrogate(): U+D800..U+DBFF */
#define JSON_LOW	2	/* U+DC00..U+DFFF */

/* The value of the hex digit c (of a \u escape), or -1. */
int	nt_json_hex_digit(int c);
/*
 * The byte the escape backslash-c stands for (c one of " \ / b f n r t),
 * or -1: 'u' (four hex digits follow) and anything else.
 */
int	nt_json_escape_char(int c);
/* Is u a surrogate: JSON_HIGH, JSON_LOW, or 0 for neither? */
int	nt_json_surrogate(unsigned long u);
/* The code point a high and a low surrogate written in a row stand for. */
unsigned long nt_json_surrogate_pair(unsigned long high, unsigned long low);

/* ------------------------------------------------------------------ */
/* YAML output (yaml_emit.c): each 0, or -1 with the emitter's problem */

struct yaml_emitter_s;		/* libyaml's yaml_emitter_t */

/*
 * The kinds of scalar: a number, true, false or null, written bare; a
 * word of the format (a key, a name), quoted only where plain would not
 * read back; a string always quoted; a string from the data, quoted
 * where a YAML 1.1 reader would take plain for another type ("yes",
 * "1-0", "null").
 */
enum emit_kind {
	EMIT_BARE,
	EMIT_WORD,
	EMIT_QUOTED,
	EMIT_STRING
};

/*
 * An emitter writing UTF-8 into out (appended), lines of width (-1: not
 * wrapped), LF line ends.  On 0 the caller frees it with
 * yaml_emitter_delete().
 */
int	nt_emit_open(struct yaml_emitter_s *, struct notation_buf *out,
	    int width);
/* The stream and its one document ("---" written when explicit_start). */
int	nt_emit_begin(struct yaml_emitter_s *, int explicit_start);
/* The document and the stream ended, and all written out. */
int	nt_emit_finish(struct yaml_emitter_s *);
int	nt_emit_scalar(struct yaml_emitter_s *, const char *s, size_t len,
	    enum emit_kind);
/* A mapping's or a sequence's start (flow or block style) or end. */
int	nt_emit_collection(struct yaml_emitter_s *, int seq, int start,
	    int flow);
#define nt_emit_map(e, flow)	nt_emit_collection((e), 0, 1, (flow))
#define nt_emit_map_end(e)	nt_emit_collection((e), 0, 0, 0)
#define nt_emit_seq(e, flow)	nt_emit_collection((e), 1, 1, (flow))
#define nt_emit_seq_end(e)	nt_emit_collection((e), 1, 0, 0)
/* Would a YAML 1.1 reader resolve plain s to a null, bool or number? */
int	nt_emit_typed(const char *s, size_t len);
/*
 * The words it knows (a NULL ends them): none longer than NT_TYPED_MAX,
 * which it asks first with the word's initial (tests/check_fmt.c holds
 * the words to both).
 */
extern const char *const nt_typed_words[];
#define NT_TYPED_MAX		5
/*
 * How libyaml writes s, handed over by nt_emit_scalar() as EMIT_STRING
 * in a block collection (a key when key is set), where that can be
 * told without it: EMIT_PLAIN, EMIT_SINGLE (single quotes, a quote
 * doubled), or EMIT_ASK for anything but printable ASCII and for a key
 * too long to be simple.  tests/check_fmt.c holds it to libyaml.
 */
enum emit_style {
	EMIT_ASK,
	EMIT_PLAIN,
	EMIT_SINGLE
};
enum emit_style nt_emit_style(const char *s, size_t len, int key);
/* s as nt_emit_style() says, appended to out; 0 or -1 (no memory). */
int	nt_emit_direct(struct notation_buf *out, const char *s, size_t len,
	    enum emit_style);

/* ------------------------------------------------------------------ */
/* Names (names.c)                                                    */

/*
 * How far apart two names are (catalog.c): the optimal string alignment
 * distance, case folded; (size_t)-1 when it is over limit, and for names
 * past 63 bytes.  The rule loader names the nearest key with it as the
 * catalog names rule sets.
 */
size_t	nt_name_distance(const char *a, const char *b, size_t limit);

#endif /* NOTATION_BASE_H */
