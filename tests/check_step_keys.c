/*
 * check_step_keys.c -- the rule-file keys of the game box that shape a
 * move (spec/rules-format.md: steps) and the games built on them
 * (spec/rules.md section 17): the keys as read, refused and written back,
 * moves legal and illegal with their messages, and perft of start and
 * mid-game positions against the reference generator of tests/ref/
 * ref_steps.c, written from the spec.
 */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "ref/ref.h"

SUITE_TCASE(keys, "keys", setup, teardown, 0);
SUITE_TCASE(legal, "legal", setup, teardown, 0);
SUITE_TCASE(perft, "perft", setup, teardown, 60);

/* ------------------------------------------------------------------ */
/* Rule files of the tests, added to the catalog by name.             */

static const struct rule_text {
	const char	*name;
	const char	*yaml;
} rule_texts[] = {
	/* The 16x16 basic board without steps, two players, no ends. */
	{ "jumps-only",
	  "name: jumps-only\n"
	  "board: {shape: square, width: 16, height: 16}\n"
	  "steps: none\n"
	  "players:\n"
	  "  - {name: White, letter: w, camp: [l1, m1, n1, o1, p1, l2, m2,\n"
	  "     n2, o2, p2, m3, n3, o3, p3, n4, o4, p4, o5, p5], goal: Black}\n"
	  "  - {name: Black, letter: b, camp: [a16, b16, c16, d16, e16, a15,\n"
	  "     b15, c15, d15, e15, a14, b14, c14, d14, a13, b13, c13, a12,\n"
	  "     b12], goal: White}\n" },
	/* Five stones a side on 8x8, for positions of few stones. */
	{ "jumps-small",
	  "name: jumps-small\n"
	  "board: {shape: square, width: 8, height: 8}\n"
	  "steps: none\n"
	  "players:\n"
	  "  - {name: White, letter: w, camp: [a1, b1, c1, a2, b2],\n"
	  "     goal: Black}\n"
	  "  - {name: Black, letter: b, camp: [g7, h7, f8, g8, h8],\n"
	  "     goal: White}\n" },
	/* The same with steps along the lines, said outright. */
	{ "steps-lines",
	  "name: steps-lines\n"
	  "board: {shape: square, width: 8, height: 8}\n"
	  "steps: lines\n"
	  "players:\n"
	  "  - {name: White, letter: w, camp: [a1, b1, c1, a2, b2],\n"
	  "     goal: Black}\n"
	  "  - {name: Black, letter: b, camp: [g7, h7, f8, g8, h8],\n"
	  "     goal: White}\n" },
	/* Orthogonal jumps only, one player (Solohalma's moves). */
	{ "jumps-only-4",
	  "name: jumps-only-4\n"
	  "board: {shape: square, width: 7, height: 7}\n"
	  "directions: 4\n"
	  "steps: none\n"
	  "players:\n"
	  "  - {name: White, letter: w, camp: [c3, d3, e3, c4, e4, c5, d5,\n"
	  "     e5, d2], goal: [a1, b1, c1, d1, e1, f1, g1, a2, b2]}\n" },
};

static const notation_rules *
rules_of(const char *name)
{
	const struct rule_text	*t;
	struct notation_diag	 d;
	notation_rules		*r;
	const notation_rules	*k;

	notation_diag_clear(&d);
	if ((k = notation_catalog_find(cat, name, NULL)) != NULL)
		return k;
	t = table_find(rule_texts, NELEM(rule_texts), sizeof(rule_texts[0]),
	    name);
	r = notation_rules_load_string(t->yaml, strlen(t->yaml), name, &d);
	ck_assert_msg(r != NULL, "%s: %lu:%lu: %s", name, d.line, d.column,
	    d.message);
	k = notation_catalog_add(cat, r, &d);
	ck_assert_ptr_nonnull(k);
	return k;
}

/* ------------------------------------------------------------------ */
/* The keys: read, refused with their fix, written back.              */

static const char key_head[] =
    "name: k\n"
    "board: {shape: square, width: 6, height: 6}\n";
static const char key_tail[] =
    "players:\n"
    "  - {name: A, letter: a, camp: [a1, b1], goal: B}\n"
    "  - {name: B, letter: b, camp: [e6, f6], goal: A}\n";

/* One player, and one whose goal is level with its start. */
static const char tail_one[] =
    "players:\n"
    "  - {name: A, letter: a, camp: [a1, b1], goal: [e6, f6]}\n";
static const char tail_level[] =
    "players:\n"
    "  - {name: A, letter: a, camp: [a1, a2], goal: B}\n"
    "  - {name: B, letter: b, camp: [f1, f2], goal: A}\n";

static const struct key_case {
	const char	*keys;		/* between head and tail */
	const char	*err;		/* a fragment of the refusal, or NULL */
	const char	*written;	/* what the writer writes, or NULL */
	uint64_t	 perft1;	/* from the start, when loaded */
	const char	*tail;		/* NULL: key_tail */
} key_cases[] = {
	{ "steps: lines\n", NULL, NULL, 7, NULL },
	{ "steps: none\n", NULL, "steps: none\n", 1, NULL },
	{ "", NULL, NULL, 7, NULL },
	{ "steps: knights\n", "steps must be lines, none or knight, not "
	  "'knights'", NULL, 0, NULL },
	{ "steps: None\n", "steps must be lines, none or knight, not 'None'",
	  NULL, 0, NULL },
	{ "steps: [none]\n", "steps must be lines, none or knight, not a "
	  "list", NULL, 0, NULL },
	{ "steps: none\nsteps: lines\n", "duplicate key 'steps'", NULL, 0,
	  NULL },
	{ "step: none\n", "did you mean 'steps'?", NULL, 0, NULL },
	/* The keys of Hollands Halma and De Trein (rules-format.md). */
	{ "steps: knight\n", NULL, "steps: knight\n", 6, NULL },
	{ "steps: knight\nforward: true\n", NULL, "forward: true\n", 5,
	  NULL },
	{ "lines: diagonal\n", NULL, "lines: diagonal\n", 3, NULL },
	{ "lines: all\n", NULL, NULL, 7, NULL },
	{ "forward: true\n", NULL, "forward: true\n", 5, NULL },
	{ "forward: false\n", NULL, NULL, 7, NULL },
	{ "step-after-jumps: true\n", NULL, "step-after-jumps: true\n", 10,
	  NULL },
	{ "forward: true\nstation: 2\n", NULL, "station: 2\n", 5, NULL },
	{ "end: {no-move-draw: true}\n", NULL, "no-move-draw: true", 7,
	  NULL },
	{ "lines: orthogonal\n", "lines must be all or diagonal, not "
	  "'orthogonal'", NULL, 0, NULL },
	{ "directions: 4\nlines: diagonal\n", "lines: diagonal needs a "
	  "square board with directions: 8", NULL, 0, NULL },
	{ "steps: none\nstep-after-jumps: true\n", "step-after-jumps needs "
	  "steps", NULL, 0, NULL },
	{ "station: 2\n", "station needs forward: true", NULL, 0, NULL },
	{ "forward: true\nstation: 6\n", "station 6 leaves no rank outside "
	  "the stations: at most 5", NULL, 0, NULL },
	{ "forward: true\nstation: 0\n", "station 0 is out of range", NULL,
	  0, NULL },
	{ "forward: yes\n", "forward must be true or false", NULL, 0, NULL },
	{ "forward: true\n", "forward: player A's goal lies neither above "
	  "nor below its start", NULL, 0, tail_level },
	{ "end: {no-move-draw: true}\n", "no-move-draw needs two players",
	  NULL, 0, tail_one },
};

TEST_LOOP(keys, test_keys, NELEM(key_cases))
{
	const struct key_case	*t = &key_cases[_i];
	struct notation_buf	 y = NOTATION_BUF_INIT, y2 = NOTATION_BUF_INIT;
	struct notation_diag	 d;
	notation_rules		*r, *r2;
	notation_position	*p;
	char			 text[1024];

	snprintf(text, sizeof(text), "%s%s%s", key_head, t->keys,
	    t->tail != NULL ? t->tail : key_tail);
	notation_diag_clear(&d);
	r = notation_rules_load_string(text, strlen(text), "k.yaml", &d);
	if (t->err != NULL) {
		ck_assert_ptr_null(r);
		ck_assert_int_eq(d.code, NOTATION_BAD_RULES);
		ck_assert_msg(strstr(d.message, t->err) != NULL,
		    "'%s' lacks '%s'", d.message, t->err);
		return;
	}
	ck_assert_msg(r != NULL, "%s", d.message);
	ck_assert_int_eq(notation_rules_emit_yaml(r, &y, &d), 0);
	if (t->written != NULL)
		ck_assert_msg(strstr(y.data, t->written) != NULL,
		    "written:\n%s", y.data);
	else
		ck_assert_msg(strstr(y.data, "steps:") == NULL &&
		    strstr(y.data, "lines:") == NULL &&
		    strstr(y.data, "forward:") == NULL, "written:\n%s", y.data);
	/* Read back, it is the same rule set: the same bytes, the same moves. */
	r2 = notation_rules_load_string(y.data, y.len, "k2.yaml", &d);
	ck_assert_msg(r2 != NULL, "%s\n%s", d.message, y.data);
	ck_assert_int_eq(notation_rules_emit_yaml(r2, &y2, &d), 0);
	ck_assert_str_eq(y.data, y2.data);
	p = notation_position_new(r2);
	ck_assert_uint_eq(notation_position_perft(p, 1), t->perft1);
	notation_position_free(p);
	notation_rules_free(r);
	notation_rules_free(r2);
	notation_buf_free(&y);
	notation_buf_free(&y2);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Moves, legal and illegal, with the reason.                         */

#define JO	"jumps-only "
#define JS	"jumps-small "
#define DT_START "de-trein w:a1,b1,c1,d1,e1,f1,g1,h1,i1,c2,e2,g2 " \
		"b:a15,b15,c15,d15,e15,f15,g15,h15,i15,c14,e14,g14 w 1"
#define DT1	"de-trein w:a1,g1,i1,c2,e3,c4,c5,a6,g6,g8,e10,f11 " \
		"b:f5,h5,i6,c10,g10,a11,c12,f12,f13,b14,f14,i15"
#define DT2	"de-trein w:a3,i3,e5,d9,b10,e10,g10,b11,c11,d11,f11,h11 " \
		"b:b5,c5,d5,f5,h5,g6,i6,f7,d8,f8,f10,h14"
#define DT3	"de-trein w:h6,f11,h11,b12,b13,d14,g14,b15,c15,f15,g15,h15 " \
		"b:c1,f1,h1,c2,e2,g2,e3,c4,e4,b6,h8,e9"
#define DT4	"de-trein w:b4,b9,f12,b13,h13,d14,e14,b15,d15,e15,f15,i15 " \
		"b:a5,b5,c5,d5,e5,f5,g5,h5,d6,g6,i6,h7"
#define HH_START "hollands-halma w:a1,b1,c1,d1,e1,f1,g1,h1,i1,a2,b2,c2," \
		"d2,e2,f2,g2,h2,i2 b:a8,b8,c8,d8,e8,f8,g8,h8,i8,a9,b9,c9,d9," \
		"e9,f9,g9,h9,i9 w 1"
#define JO_START JO "w:l1,m1,n1,o1,p1,l2,m2,n2,o2,p2,m3,n3,o3,p3,n4,o4," \
		"p4,o5,p5 b:a12,b12,a13,b13,c13,a14,b14,c14,d14,a15,b15,c15," \
		"d15,e15,a16,b16,c16,d16,e16 w 1"

static const struct legal_case legal_cases[] = {
	/* steps: none: a neighbour is no step. */
	{ JO_START, "p5-p6", NOTATION_ILLEGAL_MOVE, 0,
	  "by a chain of jumps, and jumps-only has no steps (steps: none)" },
	{ JO_START, "o5-n6", NOTATION_ILLEGAL_MOVE, 0, "steps: none" },
	{ JO_START, "o4-o6", 0, NOTATION_JUMP, NULL },
	{ JO_START, "n4-n5-n6", NOTATION_ILLEGAL_MOVE, 0,
	  "hop 1 (n4-n5) is not a single jump" },
	{ JO_START, "p3-p5", NOTATION_ILLEGAL_MOVE, 0, "p5 is occupied" },
	/* A neighbour that a chain reaches is a jump. */
	{ JS "w:a1,b1,b2,e5,f5 b:h8,g8,f8,a8,b8 w 1", "a1-c3", 0,
	  NOTATION_JUMP, NULL },
	{ JS "w:a1,b1,b2,e5,f5 b:h8,g8,f8,a8,b8 w 1", "b1-b3", 0,
	  NOTATION_JUMP, NULL },
	{ JS "w:a1,c1,b2,b3,h1 b:h8,g8,f8,a8,b8 w 1", "b2-c3",
	  NOTATION_ILLEGAL_MOVE, 0, "steps: none" },
	{ JS "w:b2,c2,c3,h1,h2 b:h8,g8,f8,a8,b8 w 1", "b2-d2-b4", 0,
	  NOTATION_JUMP, NULL },
	{ JS "w:b2,c2,c3,h1,h2 b:h8,g8,f8,a8,b8 w 1", "b2-d4", 0,
	  NOTATION_JUMP, NULL },
	/* steps: lines keeps the steps. */
	{ "steps-lines w:a1,c1,h1,h2,h3 b:h8,g8,f8,a8,b8 w 1", "a1-b2", 0,
	  NOTATION_STEP, NULL },
	{ "jumps-only-4 w:c3,d3,e3,c4,e4,c5,d5,e5,d2 w 1", "d3-d4",
	  NOTATION_ILLEGAL_MOVE, 0, "steps: none" },
	{ "jumps-only-4 w:c3,d3,e3,c4,e4,c5,d5,e5,d2 w 1", "e4-c4",
	  NOTATION_ILLEGAL_MOVE, 0, "c4 is occupied" },
	{ "jumps-only-4 w:c3,d3,e3,c4,e4,c5,d5,e5,d2 w 1", "d2-d4", 0,
	  NOTATION_JUMP, NULL },
	{ "jumps-only-4 w:c3,d3,e3,c4,e4,c5,d5,e5,d2 w 1", "c3-e5",
	  NOTATION_ILLEGAL_MOVE, 0, NULL },
	/* Hollands Halma: knight's leaps forward, diagonal jumps over own. */
	{ HH_START, "b1-c3", 0, NOTATION_STEP, NULL },
	{ HH_START, "b2-a4", 0, NOTATION_STEP, NULL },
	{ HH_START, "a1-c3", 0, NOTATION_JUMP, NULL },
	{ HH_START, "e1-e3", NOTATION_ILLEGAL_MOVE, 0,
	  "hop 1 (e1-e3): a jump goes along a diagonal only (lines: "
	  "diagonal)" },
	{ HH_START, "a2-a3", NOTATION_ILLEGAL_MOVE, 0,
	  "a2-a3: a step is a knight's leap" },
	{ HH_START, "b2-d1", NOTATION_ILLEGAL_MOVE, 0, "d1 is occupied" },
	{ HH_START, "pass", NOTATION_ILLEGAL_MOVE, 0,
	  "allows a pass only without one" },
	{ "hollands-halma w:a1,b1,c1,d1,e1,f1,g1,h1,i1,a2,b2,c2,d2,e2,f2,g2,"
	  "h2,d4 b:a8,b8,c8,d8,e8,f8,g8,h8,i8,a9,b9,c9,d9,e9,f9,g9,h9,e5 w 1",
	  "c3-e5", NOTATION_ILLEGAL_MOVE, 0, "there is no stone on c3" },
	{ "hollands-halma w:a1,b1,c1,d1,e1,f1,g1,h1,i1,a2,b2,c2,d2,e2,f2,g2,"
	  "h2,d4 b:a8,b8,c8,d8,e8,f8,g8,h8,i8,a9,b9,c9,d9,e9,f9,g9,h9,e5 w 1",
	  "d4-f6", NOTATION_ILLEGAL_MOVE, 0,
	  "a jump goes over a stone of White's own only (jump-over: own)" },
	{ "hollands-halma w:a1,b1,c1,d1,e1,f1,g1,h1,i1,a2,b2,c2,d2,e2,f2,g2,"
	  "h2,d4 b:a8,b8,c8,d8,e8,f8,g8,h8,i8,a9,b9,c9,d9,e9,f9,g9,h9,e5 w 1",
	  "d4-c2", NOTATION_ILLEGAL_MOVE, 0, "c2 is occupied" },
	{ "hollands-halma w:a1,b1,c1,d1,e1,f1,g1,h1,i1,a2,b2,c2,d2,e2,f2,g2,"
	  "h2,d4 b:a8,b8,c8,d8,e8,f8,g8,h8,i8,a9,b9,c9,d9,e9,f9,g9,h9,e5 w 1",
	  "d4-b3", NOTATION_ILLEGAL_MOVE, 0, "a step must go forward" },
	/* De Trein: a chain may end with a step; the stations. */
	{ DT_START, "c2-d3", 0, NOTATION_STEP, NULL },
	{ DT_START, "b1-d3", 0, NOTATION_JUMP, NULL },
	{ DT_START, "b1-c4", 0, NOTATION_JUMP, NULL },
	{ DT_START, "b1-d3-c4", 0, NOTATION_JUMP, NULL },
	{ DT_START, "d1-b3-a4", 0, NOTATION_JUMP, NULL },
	{ DT_START, "d1-b3-c4-d5", NOTATION_ILLEGAL_MOVE, 0,
	  "hop 2 (b3-c4) is not a single jump" },
	{ DT_START, "c2-c3", NOTATION_ILLEGAL_MOVE, 0,
	  "a step goes along a diagonal only" },
	{ DT_START, "d1-d5", NOTATION_ILLEGAL_MOVE, 0, "cannot be reached" },
	{ DT1 " w 17", "f11-g12", NOTATION_ILLEGAL_MOVE, 0,
	  "f11-g12: g12 is in Black's station, which White may not enter "
	  "while Black has a stone in it" },
	{ DT1 " w 17", "g8-f9", 0, NOTATION_STEP, NULL },
	{ DT3 " w 71", "h11-g12", 0, NOTATION_STEP, NULL },
	{ DT3 " w 71", "h11-g10", NOTATION_ILLEGAL_MOVE, 0,
	  "a step must go forward" },
};

static void
load_all(void)
{
	size_t	 i;

	for (i = 0; i < NELEM(rule_texts); i++)
		rules_of(rule_texts[i].name);
}

TEST_LOOP(legal, test_legal, NELEM(legal_cases))
{
	load_all();
	check_legal(&legal_cases[_i]);
}
END_TEST

static const char *const agree_positions[] = {
	JO_START,
	JS "w:b2,c2,c3,e5,f6 b:d4,e4,h8,g8,h7 w 1",
	"jumps-only-4 w:c3,d3,e3,c4,e4,c5,d5,e5,d2 w 1",
	HH_START,
	DT_START,
	DT1 " w 17",
	DT1 " b 16",
	DT3 " w 71",
	DT4 " w 76",
};

TEST_LOOP(legal, test_agree, NELEM(agree_positions))
{
	load_all();
	check_generate_agrees_with_parse(agree_positions[_i]);
}
END_TEST

/* The moves of each game, as struct ref_steps reads them. */
enum game { PLAIN, ORTH, HOLLANDS, TREIN };

static const struct perft_case {
	const char	*pos;
	enum ref_step_kind steps;
	enum game	 game;
	int		 depth;
} perft_cases[] = {
	{ JO_START, REF_NONE, PLAIN, 3 },
	{ JS "w:b2,c2,c3,e5,f6 b:d4,e4,f5,h8,g8 b 9", REF_NONE, PLAIN, 4 },
	{ "steps-lines w:a1,b2,c2,d3,e4 b:h8,g7,f6,e6,d5 w 4", REF_LINES,
	  PLAIN, 3 },
	{ "jumps-only-4 w:c3,d3,e3,c4,e4,c5,d5,e5,d2 w 1", REF_NONE, ORTH, 4 },
	/* Trefpunt (spec/rules.md 17.9): the start, and after 20 moves. */
	{ "trefpunt w:l1,m1,n1,o1,p1,l2,m2,n2,o2,p2,m3,n3,o3,p3,n4,o4,p4,o5,"
	  "p5 w 1", REF_NONE, PLAIN, 3 },
	{ "trefpunt w:j3,k3,l3,m3,j4,k4,l4,m4,n4,k5,l5,l6,m6,n6,j7,k7,l7,m7,"
	  "n7 w 21", REF_NONE, PLAIN, 3 },
	{ "trefpunt w:g7,h7,i7,j7,f8,g8,h8,i8,j8,f9,g9,h9,i9,j9,h10,i10,j10,"
	  "h11,i11 w 54", REF_NONE, PLAIN, 3 },
	/* Hollands Halma (spec/rules.md 17.1): the start and mid-game. */
	{ HH_START, REF_KNIGHT, HOLLANDS, 3 },
	{ "hollands-halma w:a1,c1,d1,e1,f1,h1,i1,b2,c2,d2,g2,h2,b3,d3,e3,f4,"
	  "e5,g5 b:a9,b9,d9,e9,f9,g9,h9,i9,a8,c8,d8,e8,g8,i8,c6,f6,d5,b4 w 9",
	  REF_KNIGHT, HOLLANDS, 3 },
	{ "hollands-halma w:a1,c1,d1,e1,f1,h1,i1,b2,c2,d2,g2,h2,b3,d3,e3,f4,"
	  "e5,g5 b:a9,b9,d9,e9,f9,g9,h9,i9,a8,c8,d8,e8,g8,i8,c6,f6,d5,b4 b 9",
	  REF_KNIGHT, HOLLANDS, 3 },
	/*
	 * De Trein (spec/rules.md 17.3): the start; both stations full;
	 * White's empty and Black's not; both empty; Black's empty and
	 * White's in the goal, the other side to move as well.
	 */
	{ DT_START, REF_LINES, TREIN, 3 },
	{ DT1 " w 17", REF_LINES, TREIN, 3 },
	{ DT1 " b 16", REF_LINES, TREIN, 3 },
	{ DT2 " w 46", REF_LINES, TREIN, 3 },
	{ DT2 " b 46", REF_LINES, TREIN, 3 },
	{ DT3 " w 71", REF_LINES, TREIN, 3 },
	{ DT4 " w 76", REF_LINES, TREIN, 3 },
	{ DT4 " b 76", REF_LINES, TREIN, 3 },
};

/*
 * Trefpunt's figure can be reached only with as many cells of each
 * parity class (file and rank, each odd or even) as the camp has: a jump
 * keeps both parities of the stone (spec/rules.md 17.9).
 */
TEST_ONCE(perft, test_trefpunt_classes)
{
	const notation_rules	*r = rules_of("trefpunt");
	int			 camp[4] = { 0 }, goal[4] = { 0 }, c, k;

	for (c = notation_cell_next(r, 0); c >= 0;
	    c = notation_cell_next(r, c + 1)) {
		k = notation_cell_file(r, c) % 2 * 2 + notation_cell_rank(r, c) % 2;
		camp[k] += notation_cell_in_camp(r, 0, c) != 0;
		goal[k] += notation_cell_in_goal(r, 0, c) != 0;
	}
	for (k = 0; k < 4; k++)
		ck_assert_int_eq(camp[k], goal[k]);
	ck_assert_int_eq(camp[2], 6);
}
END_TEST

TEST_LOOP(perft, test_perft, NELEM(perft_cases))
{
	const struct perft_case	*t = &perft_cases[_i];
	struct ref_steps	 g;
	notation_position	*p;
	int			 depth;

	load_all();
	p = pos_of(t->pos);
	memset(&g, 0, sizeof(g));
	ref_steps_read(&g, p);
	g.kind = t->steps;
	g.orth_only = t->game == ORTH;
	if (t->game == HOLLANDS || t->game == TREIN) {
		g.diag_only = 1;
		g.fwd[0] = 1;
		g.fwd[1] = -1;
	}
	g.over_own = t->game == HOLLANDS;
	g.step_after = t->game == TREIN;
	g.station = t->game == TREIN ? 4 : 0;
	for (depth = 1; depth <= t->depth; depth++)
		ref_perft_is(t->pos, depth, notation_position_perft(p, depth),
		    ref_steps_perft(&g, depth), 0);
	notation_position_free(p);
}
END_TEST

HARNESS_SUITE("step_keys")
