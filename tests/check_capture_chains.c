/*
 * check_capture_chains.c -- games of the game box (spec/rules.md section 17):
 * Gevangen 2 (section 17.11), 60 stones of no player jumped and captured
 * in chains, the most captures winning.
 *
 * The move generator is the reference one of tests/ref/ref_capture.c,
 * written from the spec: it reads and writes position strings itself
 * (spec/position-string.md, "Shared stones and captures"), so the perft
 * of every position and the positions every move leaves are checked
 * against the library's without sharing a line of it.
 */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "ref/ref.h"

#define MAXRES	REF_CAPTURE_MAXRES

SUITE_TCASE(perft, "perft", setup, teardown, 60);
SUITE_TCASE(moves, "moves", setup, teardown, 0);
SUITE_TCASE(keys, "keys", setup, teardown, 0);
SUITE_TCASE(strings, "strings", setup, teardown, 0);


/* ------------------------------------------------------------------ */
/* Perft from the start and from positions of the middle game.        */

#define CELLS60	"e5,f5,g5,h5,i5,e6,f6,g6,h6,i6,j6,e7,f7,g7,h7,i7,j7,k7,e8," \
	"f8,g8,h8,i8,j8,k8,l8,e9,f9,g9,h9,j9,k9,l9,m9,f10,g10,h10,i10,j10," \
	"k10,l10,m10,g11,h11,i11,j11,k11,l11,m11,h12,i12,j12,k12,l12,m12," \
	"i13,j13,k13,l13,m13"
#define START2	"gevangen-2 w: b: *:" CELLS60 " w 1"

/* After 4 moves of gevangen-2-win.hgn: g9xe11 is ambiguous here. */
#define MID2	"gevangen-2 w=6: b=5: *:d5,g5,h5,i5,e6,f6,g6,h6,i6,j6,e7," \
	"f7,g7,h7,i7,j7,k7,e8,f8,g8,h8,i8,j8,k8,l8,e9,f9,g9,h9,j9,k9,l9," \
	"m9,f10,g10,h10,i10,j10,k10,l10,m10,f11,h11,k11,l11,m11,n12,m13,j14 b 3"

static const struct perft_case {
	const char	*pos;		/* NULL: the start of the game */
	const char	*game;
	int		 depth;
} perft_cases[] = {
	{ NULL, "gevangen-2", 3 },
	{ NULL, "gevangen-2-3p", 2 },
	{ NULL, "gevangen-2-4p", 2 },
	{ NULL, "gevangen-2-5p", 2 },
	{ NULL, "gevangen-2-6p", 2 },
	{ MID2, NULL, 2 },
	/* Ply 10 of gevangen-2-3p-draw.hgn: long chains. */
	{ "gevangen-2-3p w=14: y=4: g=7: *:g4,d5,i5,e6,f6,i6,e7,f7,g7,e8,"
	  "f8,g8,h8,i8,j8,m8,e9,f9,g9,h9,i9,j9,f10,g10,h10,l10,g11,h11,h12,"
	  "i12,m12,n12,i13,m13,j14 y 4", NULL, 2 },
	/* Ply 11 of gevangen-2-win.hgn: few stones, chains out and back. */
	{ "gevangen-2 w=20: b=10: *:d5,g5,h5,j5,e6,f6,g6,h6,j6,e7,f7,g7,h7,"
	  "i7,f8,g8,h8,i8,j8,m8,e9,j9,k9,h10,j10,k11,l11,m11,l13,j14 b 6",
	  NULL, 2 },
	/* Plies 12 and 14 of gevangen-2-black.hgn, near the end. */
	{ "gevangen-2 w=12: b=26: *:h4,e5,c6,g7,m7,e8,h8,j8,g9,h9,l9,g10,h10,"
	  "i10,j10,g11,h11,i11,j11,o11,i13,m14 w 7", NULL, 3 },
	{ "gevangen-2 w=13: b=32: *:h4,e5,c6,g7,m7,e8,h9,f10,j10,m10,g11,j11,"
	  "o11,i13,m14 w 8", NULL, 3 },
};

TEST_LOOP(perft, test_perft, NELEM(perft_cases))
{
	const struct perft_case	*t = &perft_cases[_i];
	notation_position	*p;
	struct ref_capture	 b;
	char			 s[1024];
	int			 d;

	if (t->pos == NULL) {
		ref_capture_start(&b, t->game);
		ref_capture_write(&b, s, sizeof(s));
		check_start_string(notation_catalog_find(cat, t->game, NULL),
		    s);
	} else {
		ref_capture_read(&b, t->pos);
		ref_capture_write(&b, s, sizeof(s));
		ck_assert_str_eq(s, t->pos);
	}
	p = pos_of(s);
	for (d = 1; d <= t->depth; d++)
		ref_perft_is(s, d, notation_position_perft(p, d),
		    ref_capture_perft(&b, d), 0);
	notation_position_free(p);
}
END_TEST

/*
 * The start's figures of spec/rules.md section 17.11, the same for every
 * number of players (the counts of captures do not change the moves).
 */
TEST_LOOP(perft, test_perft_start, REF_CAPTURE_GAMES)
{
	const notation_rules	*r = notation_catalog_find(cat,
	    ref_capture_games[_i].name, NULL);
	notation_position	*p;

	ck_assert_ptr_nonnull(r);
	p = notation_position_new(r);
	ck_assert_uint_eq(notation_position_perft(p, 1), 54);
	ck_assert_uint_eq(notation_position_perft(p, 2), 3468);
	ck_assert_uint_eq(notation_position_perft(p, 3), 256818);
	notation_position_free(p);
}
END_TEST

/*
 * The positions the library's moves leave are the suite's, each once;
 * and every move's text, short and long, reads back to a move that
 * leaves the same position.
 */
TEST_LOOP(moves, test_moves_leave, NELEM(perft_cases))
{
	const struct perft_case	*t = &perft_cases[_i];
	static struct ref_capture_moves	 res;
	static char		 theirs[MAXRES][1024];
	const char		*z[MAXRES];
	struct ref_capture	 b, c;
	char			 s[1024];
	size_t			 i;

	if (t->pos == NULL)
		ref_capture_start(&b, t->game);
	else
		ref_capture_read(&b, t->pos);
	ref_capture_write(&b, s, sizeof(s));
	ref_capture_moves(&b, &res);
	for (i = 0; i < res.n; i++) {
		ref_capture_child(&b, &res, i, &c);
		ref_capture_write(&c, theirs[i], sizeof(theirs[i]));
		z[i] = theirs[i];
	}
	check_children(s, z, res.n);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Move text (spec/moves.md, "Capture chains").                       */

#define LONG22	"g9xe9xg9xe9xg9xe9xg9xe9xg9xe9xg9xe9xg9xe9xg9xe9xg9xe9xg9x" \
	"e9xg9xe9xg9"

#define PLY6	"gevangen-2 w=6: b=6: *:d5,g5,h5,i5,e6,f6,g6,h6,i6,j6,e7,f7," \
	"g7,h7,i7,j7,k7,f8,g8,h8,i8,j8,k8,l8,f9,g9,h9,j9,k9,l9,m9,e10,f10," \
	"g10,h10,i10,j10,k10,l10,m10,f11,h11,k11,l11,m11,n12,m13,j14 w 4"

static const struct legal_case legal_cases[] = {
	{ START2, "i11xi9", 0, NOTATION_JUMP, NULL },
	{ START2, "i11-i9", 0, NOTATION_JUMP, NULL },
	{ START2, "g6xg4", 0, NOTATION_JUMP, NULL },
	{ START2, "i11xi9xi11", NOTATION_ILLEGAL_MOVE, 0,
	  "hop 2 (i9-i11) goes over i10, whose stone hop 1 took already" },
	{ START2, "i10xi8", NOTATION_ILLEGAL_MOVE, 0,
	  "i8 is occupied" },
	{ START2, "i9xi11", NOTATION_ILLEGAL_MOVE, 0,
	  "there is no stone on i9" },
	{ START2, "i11xi10", NOTATION_ILLEGAL_MOVE, 0,
	  "i10 is occupied" },
	{ START2, "i12xi9", NOTATION_ILLEGAL_MOVE, 0,
	  "i9 cannot be reached from i12 by a chain of jumps" },
	{ START2, "i11xi9xi7", NOTATION_ILLEGAL_MOVE, 0,
	  "hop 2 (i9-i7) is not a single jump" },
	{ START2, "i13xi11", NOTATION_ILLEGAL_MOVE, 0, "is occupied" },
	{ START2, "e5xa1", NOTATION_ILLEGAL_MOVE, 0,
	  "a1 is not a cell of the star board" },
	{ MID2, "g9xi9xi11xg11xe11", 0, NOTATION_JUMP, NULL },
	{ MID2, "g9xe11", NOTATION_ILLEGAL_MOVE, 0,
	  "g9xe11 is ambiguous: chains from g9 to e11 capture different "
	  "stones; name the hops" },
	/* Ply 6 of gevangen-2-win.hgn: a chain may cross its start... */
	{ PLY6, "g9xi9xi11xg11xe11xe9xg9xg11xe9", 0, NOTATION_JUMP, NULL },
	/* ...but not end there. */
	{ PLY6, "g9xi9xi11xg11xe11xe9xg9", NOTATION_ILLEGAL_MOVE, 0,
	  "the chain ends on g9, where it started" },
	{ MID2, LONG22, NOTATION_LIMIT, 0,
	  "a chain of 22 hops is longer than the toolkit follows (21)" },
};

TEST_CASES(moves, test_legal, legal_cases, check_legal)

/*
 * The writer: the short form where it reads back to the move, the long
 * form otherwise; the long form always the move's own path.
 */
static const struct form_case write_cases[] = {
	{ START2, "i11-i9", "i11xi9", "i11xi9" },
	/* A chain whose two cells have another chain: its hops. */
	{ MID2, "g9xi9xi11xg11xe11", "g9xi9xi11xg11xe11",
	  "g9xi9xi11xg11xe11" },
	/* Two cells a single jump joins are that jump. */
	{ "gevangen-2 w=1: b=1: *:d5,g5,h5,i5,e6,f6,g6,h6,i6,j6,e7,f7,g7,h7,"
	  "i7,j7,k7,e8,f8,g8,h8,i8,j8,k8,l8,e9,f9,g9,h9,j9,k9,l9,m9,f10,g10,"
	  "h10,i10,j10,k10,l10,m10,g11,h11,i11,j11,k11,l11,m11,h12,i12,k12,"
	  "l12,m12,i13,k13,l13,m13,j14 w 2", "h11xf11", "h11xf11", "h11xf11" },
	{ "gevangen-2 w=1: b=1: *:d5,g5,h5,i5,e6,f6,g6,h6,i6,j6,e7,f7,g7,h7,"
	  "i7,j7,k7,e8,f8,g8,h8,i8,j8,k8,l8,e9,f9,g9,h9,j9,k9,l9,m9,f10,g10,"
	  "h10,i10,j10,k10,l10,m10,g11,h11,i11,j11,k11,l11,m11,h12,i12,k12,"
	  "l12,m12,i13,k13,l13,m13,j14 w 2", "h11xj13xh13xh11xf11",
	  "h11xj13xh13xh11xf11", "h11xj13xh13xh11xf11" },
};

TEST_CASES(moves, test_write, write_cases, check_forms)

/* ------------------------------------------------------------------ */
/* Rule-file keys (spec/rules-format.md: shared, most-captures).       */

#define STAR	"name: t\nboard: {shape: star}\nsteps: none\n"
#define TWO	"players:\n  - {name: A, letter: a}\n  - {name: B, letter: b}\n"

static const struct key_case {
	const char	*yaml;
	const char	*msg;		/* NULL: loads */
	unsigned long	 line, column;
} key_cases[] = {
	{ STAR "capture: true\nshared: [i9, i10, i11]\n" TWO
	  "end: {most-captures: true}\n", NULL, 0, 0 },
	/* A player may keep a camp and goal beside shared stones. */
	{ STAR "shared: [i9]\nplayers:\n  - {name: A, letter: a, camp: [e1], "
	  "goal: [m17]}\n  - {name: B, letter: b}\n", NULL, 0, 0 },
	{ STAR TWO, "missing required key 'camp' in player 1", 5, 5 },
	{ STAR "shared: []\n" TWO, "shared must not be empty", 4, 9 },
	{ STAR "shared: [i9, i9]\n" TWO, "cell i9 is listed twice in shared",
	  4, 14 },
	{ STAR "shared: [a1]\n" TWO, "'a1' in shared is not a cell of the "
	  "board", 4, 10 },
	{ STAR "shared: [e1]\nplayers:\n  - {name: A, letter: a, camp: [e1], "
	  "goal: [m17]}\n", "cell e1 in shared is already a start cell of "
	  "player A", 4, 10 },
	{ STAR "shared: [i9]\n" TWO "end: {most-captures: true}\n",
	  "most-captures needs capture: true and chains", 8, 22 },
	{ STAR "capture: true\nchains: false\nshared: [i9]\n" TWO
	  "end: {most-captures: true}\n",
	  "most-captures needs capture: true and chains", 10, 22 },
	{ STAR "capture: true\njump-over: own\nshared: [i9]\n" TWO,
	  "capture with chains (a chain that captures at every hop) does not "
	  "go with this rule; set jump-over: any, or chains: false", 4, 1 },
	{ STAR "capture: true\nchain-to-start: true\nshared: [i9]\n" TWO,
	  "set chain-to-start: false", 4, 1 },
	{ STAR "capture: true\nshared: [i9]\n" TWO
	  "end: {most-captures: yes}\n", "most-captures must be true or false",
	  9, 22 },
};

TEST_LOOP(keys, test_keys, NELEM(key_cases))
{
	const struct key_case	*t = &key_cases[_i];

	/* The rule file round-trips through the writer. */
	check_rules_rewrite(t->yaml, t->msg, t->line, t->column);
}
END_TEST

/* Every built-in rule set of the game round-trips, its keys written. */
TEST_LOOP(keys, test_builtin_roundtrip, REF_CAPTURE_GAMES)
{
	const notation_rules	*r = notation_catalog_find(cat,
	    ref_capture_games[_i].name, NULL);
	struct notation_buf	 a = NOTATION_BUF_INIT;

	ck_assert_ptr_nonnull(r);
	ck_assert_int_eq(notation_rules_players(r),
	    (int)strlen(ref_capture_games[_i].letters));
	ck_assert_int_eq(notation_rules_emit_yaml(r, &a, NULL), 0);
	ck_assert_ptr_nonnull(strstr(a.data, "most-captures: true"));
	ck_assert_ptr_nonnull(strstr(a.data, "shared: [e5, f5"));
	ck_assert_ptr_nonnull(strstr(a.data, "capture: true"));
	notation_buf_free(&a);
}
END_TEST

/*
 * A board built for its chains: one stone among 49 with empty cells
 * behind them.  The search stops at its limit (spec/moves.md, "Capture
 * chains") rather than running on, and every move it lists is legal.
 */
TEST_ONCE(moves, test_chain_limit)
{
	notation_position	*p = pos_of("gevangen-2 w=10: b: *:e4,f4,g4,h4,"
	    "d5,f5,h5,j5,d6,e6,f6,g6,h6,i6,j6,f7,h7,j7,e8,f8,g8,h8,i8,j8,k8,"
	    "l8,f9,h9,i9,j9,l9,f10,g10,h10,i10,j10,k10,l10,m10,h11,j11,l11,"
	    "h12,i12,j12,k12,l12,m12,j13,l13 w 1");
	static struct notation_move	 out[NOTATION_MAX_MOVES];
	struct notation_buf		 b = NOTATION_BUF_INIT;
	struct notation_move		 m;
	struct notation_diag		 d;
	size_t				 n, i;

	n = notation_move_generate(p, out);
	ck_assert_uint_gt(n, 1000);
	ck_assert_uint_le(n, NOTATION_MAX_MOVES);
	for (i = 0; i < n; i += 97) {
		notation_buf_reset(&b);
		ck_assert_int_eq(notation_move_format(p, &out[i], 1, &b), 0);
		notation_diag_clear(&d);
		ck_assert_msg(notation_move_parse(p, b.data, b.len, &m, &d) ==
		    0, "%s: %s", b.data, d.message);
	}
	notation_buf_free(&b);
	notation_position_free(p);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Position strings (spec/position-string.md).                        */

static const struct text_case string_cases[] = {
	/* Read in another order, written canonically. */
	{ "gevangen-2 *:i9,i10,i11 b=29: w=28: w 30",
	  "gevangen-2 w=28: b=29: *:i9,i10,i11 w 30" },
	{ "gevangen-2 w=0: b: *:" CELLS60 " w 1", "a number from 1 to 9999 "
	  "without leading zeros" },
	{ "gevangen-2 w=03: b: *:i9 w 3", "without leading zeros" },
	{ "gevangen-2 w=65536: b: *:" CELLS60 " w 1", "a number from 1 to "
	  "9999" },
	{ "gevangen-2 w: b: w 1", "no list of the stones of no player "
	  "(expected '*:')" },
	{ "gevangen-2 w=2: b: *:i9,i10,i11 w 3", "2 captured and 3 stones on "
	  "the board make 5, but gevangen-2 starts with 60" },
	{ "gevangen-2 w=x: b: *:i9 w 3", "expected the captures, a number" },
	{ "gevangen-1 w=3:e1 b: w 1", "'w=3:' gives White's captures, but "
	  "gevangen-1 counts none: write 'w:'" },
	{ "sternhalma-2p w: b: *:i9 w 1", "'*:' lists stones of no player, "
	  "and sternhalma-2p has none" },
	{ "gevangen-2 w=57: b: *:i9,i10,i11 *:i12 w 30",
	  "stones of no player given twice" },
};

TEST_LOOP(strings, test_strings, NELEM(string_cases))
{
	const struct text_case	*t = &string_cases[_i];
	struct notation_buf	 b = NOTATION_BUF_INIT;
	struct notation_diag	 d;
	notation_position	*p;
	int			 rc;

	notation_diag_clear(&d);
	rc = notation_position_parse(cat, t->in, strlen(t->in), &p, &d);
	if (strncmp(t->want, "gevangen", 8) != 0) {
		ck_assert_msg(rc == NOTATION_BAD_POSITION, "%s: read", t->in);
		ck_assert_msg(strstr(d.message, t->want) != NULL,
		    "'%s' lacks '%s'", d.message, t->want);
		return;
	}
	ck_assert_msg(rc == 0, "%s: %s", t->in, d.message);
	ck_assert_int_eq(notation_position_format(p, &b), 0);
	ck_assert_str_eq(b.data, t->want);
	notation_buf_free(&b);
	notation_position_free(p);
}
END_TEST

/*
 * Captures are part of the position: the same stones with other counts
 * are other positions, and hash differently; the stones are no player's.
 */
TEST_ONCE(strings, test_captures_in_position)
{
	notation_position	*a, *b;
	const notation_rules	*r;

	a = pos_of("gevangen-2 w=28: b=29: *:i9,i10,i11 w 30");
	b = pos_of("gevangen-2 w=29: b=28: *:i9,i10,i11 w 30");
	r = notation_position_rules(a);
	ck_assert(!notation_position_equal(a, b));
	ck_assert(notation_position_hash(a) != notation_position_hash(b));
	ck_assert_int_eq(notation_position_captures(a, 0), 28);
	ck_assert_int_eq(notation_position_captures(a, 1), 29);
	ck_assert_int_eq(notation_position_captures(a, 2), 0);
	ck_assert_int_eq(notation_position_at(a,
	    notation_cell_parse(r, "i9", 2)), NOTATION_SHARED);
	notation_position_free(a);
	notation_position_free(b);
}
END_TEST

HARNESS_SUITE("capture_chains")
