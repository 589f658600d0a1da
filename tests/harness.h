/*
 * harness.h -- what every Check suite shares (tests/harness.c): the
 * catalog fixture, pos_of(), the start positions, the checks that more
 * than one suite runs over its own table, and main(), which runs the
 * suite that each check_*.c builds in test_suite().  A test file holds
 * only its cases.
 */
#ifndef HARNESS_H
#define HARNESS_H

#include <check.h>
#include <stddef.h>
#include <stdint.h>

#include "notation.h"

#define NELEM(a)	(sizeof(a) / sizeof((a)[0]))

/*
 * The start positions of the two square rule sets everything else is
 * measured against, as notation_position_format() writes them.
 */
#define W10	"w:f1,g1,h1,i1,j1,g2,h2,i2,j2,h3,i3,j3,i4,j4,j5"
#define B10	"b:a6,a7,b7,a8,b8,c8,a9,b9,c9,d9,a10,b10,c10,d10,e10"
#define START10	"halma-10x10 " W10 " " B10 " w 1"
#define START8	"corners-8x8 w:e1,f1,g1,h1,f2,g2,h2,g3,h3,h4 " \
		"b:a5,a6,b6,a7,b7,c7,a8,b8,c8,d8 w 1"

/*
 * A rule file of the 16x16 square and two players of two stones each,
 * White's camp p1 and o1: the keys are checked added to it.
 */
#define SQUARE16	"name: t\nboard: {shape: square, width: 16, " \
		"height: 16}\nplayers:\n" \
		"  - {name: W, letter: w, camp: [p1, o1], goal: B}\n" \
		"  - {name: B, letter: b, camp: [a16, b16], goal: W}\n"

/*
 * The fixture: a fresh catalog in cat for each test of a TCase that
 * names it (tcase_add_checked_fixture(tc, setup, teardown)).
 */
extern notation_catalog	*cat;
void	setup(void);
void	teardown(void);

/* The position of a position string read through cat; aborts the test. */
notation_position	*pos_of(const char *);

/*
 * An input and the text it must give: its output, the events read from
 * it, or a fragment of the message it is refused with.
 */
struct text_case {
	const char	*in;
	const char	*want;
};

/*
 * The next word of the blank-separated list at *s: its start, its length
 * in *len, *s moved past it; NULL when there is none left.
 */
const char	*next_word(const char **s, size_t *len);

/*
 * The blank-separated moves played in g, each but the last legal (what
 * names the case when one is not); the code of the last, d its
 * diagnostic.
 */
int	play_moves(notation_game *g, const char *moves, const char *what,
	    struct notation_diag *d);

/*
 * A game from the position string pos, its moves played (blank-separated,
 * each legal): the outcome (NOTATION_RESULT_*, the winners' bits,
 * NOTATION_REASON_*) and the plies played it must have.
 */
struct outcome_case {
	const char	*pos;
	const char	*moves;
	int		 kind;
	unsigned	 winners;
	int		 reason;
	unsigned long	 plies;
};
void	check_outcome_case(const struct outcome_case *);

/* One move tried on one position: the code and kind it must get. */
struct legal_case {
	const char	*pos;
	const char	*move;
	int		 code;		/* 0 or the refusal's code */
	int		 kind;		/* NOTATION_STEP, _JUMP when legal */
	const char	*msg;		/* a fragment of the message, or NULL */
};
void	check_legal(const struct legal_case *);

/* A move on a position, and the text it is written as, short and long. */
struct form_case {
	const char	*pos;
	const char	*move;
	const char	*shortform, *longform;
};
void	check_forms(const struct form_case *);

/*
 * The text board of the position string pos holds text, and lacks lacks
 * (unless NULL); its SVG picture holds svg (unless NULL).
 */
void	check_drawn(const char *pos, const char *text, const char *lacks,
	    const char *svg);

/*
 * Every move notation_move_generate() gives for the position, written
 * long and short, parses back as itself (its cells and kind); and of
 * every cell alone, every cell with "-off" and every from-to pair of the
 * board, exactly as many texts are legal as moves are generated.
 */
void	check_generate_agrees_with_parse(const char *pos);

/*
 * The positions that the library's moves from the position string pos
 * leave, as it writes them, are the n strings of want (in any order),
 * each left once; each move's text, short and long, reads back to a
 * move that leaves the same position of the same hash, and the hash each
 * move keeps up is that of its position's string read.  want is sorted.
 */
void	check_children(const char *pos, const char **want, size_t n);

/*
 * The rule file yaml loaded as t.yaml: refused as bad-rules at
 * line:column with a message holding message (and NULL returned) when
 * message is not NULL; loaded otherwise.
 */
notation_rules	*check_rules_load(const char *yaml, const char *message,
		    unsigned long line, unsigned long column);

/*
 * A case of a rule-file key: the file, and either the refusal (message
 * at line:column) or, when message is NULL, perft 1 of its start.
 * check_key_load() loads it through check_rules_load() and checks that
 * perft; the rule set, or NULL when refused.  check_key_reload() writes
 * r into b (emptied first) and loads that back; the rule set read back.
 * check_key_rewrite() is check_key_reload() whose rule set read back
 * writes the same text again.  start_perft() is perft of depth from r's
 * start position.
 */
struct rules_key_case {
	const char	*yaml;
	const char	*message;	/* NULL: it loads */
	unsigned long	 line, column;
	uint64_t	 perft1;	/* of the start, when it loads */
};
notation_rules	*check_key_load(const struct rules_key_case *);
notation_rules	*check_key_reload(const notation_rules *r,
		    struct notation_buf *b);
notation_rules	*check_key_rewrite(const notation_rules *r,
		    struct notation_buf *b);
uint64_t	 start_perft(const notation_rules *r, int depth);

/*
 * The rule file yaml as check_rules_load() loads or refuses it; when it
 * loads, as check_key_rewrite() writes it back.
 */
void	check_rules_rewrite(const char *yaml, const char *message,
	    unsigned long line, unsigned long column);

/*
 * A rule-file key's case whole: check_key_load(), and when it loads,
 * the rule set written out and read back, whose start has perft 1 of
 * perft1 and, when depth is 2, perft 2 of perft1 squared (the sides
 * alike); written(t, text), unless NULL, checks the text written.
 */
void	check_key_round(const struct rules_key_case *t, int depth,
	    void (*written)(const struct rules_key_case *, const char *));

/*
 * The start position of r, or p, prints as want and reads back to a
 * position equal to it, of the same hash.
 */
void	check_start_string(const notation_rules *r, const char *want);
void	check_reads_back(const notation_position *p, const char *want);

/*
 * A position string t->in and what becomes of it: with t->want NULL it
 * is written as itself; with "=TEXT" it is written as TEXT, or, where
 * TEXT begins with a blank (a field, "= d4"), as a string that ends in
 * TEXT; either way it reads back to a position equal to it, of the same
 * hash.  Any other t->want is a fragment of the message it is refused
 * with, as a bad position.
 */
void	check_position_text(const struct text_case *t);

/*
 * "POSITION|MOVES" in t->in: the moves (blank-separated, each legal)
 * applied to the position one after another leave the position string
 * t->want, which reads back to a position equal to it, of the same hash.
 */
void	check_moves_applied(const struct text_case *t);

/*
 * A reference generator's check (tests/ref/ref.h): the library's perft
 * of p to depth is the reference's, and want unless want is 0.
 */
typedef void	ref_agrees_fn(const notation_position *p, int depth,
		    uint64_t want);

/*
 * The reference agrees, to depth: at the start of the rule set name of
 * cat, where the spec's figure is want (0: none); at the position string
 * pos; after plies moves played from the start of name, at each ply the
 * move of index (ply * stride + 3) modulo the number of them, fewer where
 * a position has none: check_ref_played() returns the plies played.
 */
void	check_ref_start(ref_agrees_fn *, const char *name, int depth,
	    uint64_t want);
void	check_ref_at(ref_agrees_fn *, const char *pos, int depth);
size_t	check_ref_played(ref_agrees_fn *, const char *name, size_t plies,
	    size_t stride, int depth);

/*
 * The rule set name of cat written out into b (emptied first; NULL: a
 * buffer of its own) holds each of the n fragments of want, and read
 * back gives a start whose perft to depth is perft.
 */
void	check_written_back(const char *name, const char *const *want,
	    size_t n, int depth, uint64_t perft, struct notation_buf *b);

/*
 * The rows "| name | n1 | n2 | n3 |" of the perft tables of spec/rules.md
 * (the name in backquotes when quoted is set, bare otherwise) whose name
 * begins with prefix: each rule set is found in cat and the library's
 * perft of its start position to depths 1 to 3 is the row's.  Returns the
 * rows checked.
 */
int	check_spec_perft(const char *prefix, int quoted);

/*
 * A record (one game of a log format) and the checker's verdict on it,
 * the cases of check_hoplog.c and check_starlog.c.
 */
struct verdict_case {
	const char	*what;
	const char	*record;
	int		 valid;
	unsigned long	 plies;		/* legal plies */
	int		 code;		/* first error, 0 none */
	unsigned long	 line, column;	/* of the first error */
	const char	*msg;		/* a fragment of it, or NULL */
};

/*
 * A checker (in *chk) and a reader of record in format (NOTATION_FORMAT_*)
 * whose first game, which what names, is checked into s; aborts the test
 * when there is none.  check_no_more_games(): the record holds no second
 * game; the reader and the checker are freed.
 */
notation_reader	*check_first_game(notation_checker **chk, int format,
		    const char *record, const char *what,
		    struct notation_summary *s);
void	check_no_more_games(notation_checker *, notation_reader *,
	    struct notation_summary *);

/*
 * When code is not 0, the summary s of the record what holds a diagnostic
 * of that code at line:column whose message holds msg (unless NULL);
 * aborts the test otherwise.
 */
void	check_summary_diag(const char *what, const struct notation_summary *s,
	    int code, unsigned long line, unsigned long column, const char *msg);

/*
 * The entry of a case table named name: base holds n entries of size
 * bytes, each starting with its name (const char *).  Aborts the test
 * when there is none.
 */
const void	*table_find(const void *base, size_t n, size_t size,
		    const char *name);
/* The same of the name of len bytes at name. */
const void	*table_find_len(const void *base, size_t n, size_t size,
		    const char *name, size_t len);

/*
 * A suite's tests are entered where they are defined, so that no list
 * repeats them.  SUITE_TCASE(id, "name", setup, teardown, seconds)
 * declares a TCase: its checked fixture (NULL, NULL for none) and its
 * timeout (0: Check's own).  TEST_LOOP(id, test_x, n) starts a test of
 * that TCase run over the cases 0 to n - 1, which it reads as _i;
 * TEST_ONCE(id, test_x) one that runs once.  The body follows in braces
 * and ends with END_TEST, as after Check's START_TEST.
 * TEST_SIGNAL(id, test_x, n, SIGABRT) is TEST_LOOP whose every case
 * must end by that signal (tcase_add_loop_test_raise_signal): a call the
 * header forbids, which the library's assert() must stop.  Such a test
 * needs Check's fork mode (CK_FORK=no fails it).
 * HARNESS_SUITE("name") is test_suite(): the TCases in the order they
 * are declared, each with its tests in the order of the file.  Each test
 * enters itself through a constructor (a GCC and Clang attribute) with
 * Check's own TTest (check.h, 0.13 and later), as START_TEST makes it.
 */
struct harness_tcase {
	const char	*name;
	SFun		 setup, teardown;
	int		 timeout;
	int		 line;
	TCase		*tc;		/* made by harness_suite() */
};

#define SUITE_TCASE(id, name, su, td, secs)				\
	static struct harness_tcase id##_tcase =			\
	    { (name), (su), (td), (secs), __LINE__, NULL }

void	harness_add(struct harness_tcase *, const TTest *, int, int, int);
Suite	*harness_suite(const char *);

#define TEST_SIGNAL(id, tname, n, sig)					\
	static void tname##_fn(int);					\
	static const TTest tname##_ttest =				\
	    { #tname, tname##_fn, __FILE__, __LINE__ };			\
	__attribute__((constructor)) static void			\
	tname##_add(void)						\
	{								\
		harness_add(&id##_tcase, &tname##_ttest, (int)(n),	\
		    (sig), __LINE__);					\
	}								\
	static void tname##_fn(int _i CK_ATTRIBUTE_UNUSED)
#define TEST_LOOP(id, tname, n)	TEST_SIGNAL(id, tname, n, 0)
#define TEST_ONCE(id, tname)	TEST_LOOP(id, tname, 1)

/*
 * TEST_CASES(id, test_x, table, check): a test of that TCase that runs
 * check (check_legal, check_forms...) on each entry of the case table.
 */
#define TEST_CASES(id, tname, table, check)				\
	TEST_LOOP(id, tname, NELEM(table)) { check(&(table)[_i]); }

#define HARNESS_SUITE(name)						\
	Suite *test_suite(void) { return harness_suite(name); }

/* Each check_*.c: its suite, which main() in harness.c runs. */
Suite	*test_suite(void);

#endif /* HARNESS_H */
