/*
 * check_pass.c -- the pass (spec/moves.md, "Pass"; spec/rules.md section
 * 1.9; spec/rules-format.md, "pass"): the rule file key and its values,
 * the move token, where it is legal and where it is refused, and how it
 * counts as a ply for the turn, the move number, the camp rule and
 * repetitions.  Each game case plays a blank-separated list of moves in
 * a rule set given as a rule file or by name.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

SUITE_TCASE(key, "the pass key", NULL, NULL, 0);
SUITE_TCASE(play, "passes in play", setup, teardown, 0);

/*
 * A board of two cells, one stone each, each on the other's goal: no
 * stone can ever move (the neighbour is taken, a jump would leave the
 * board), so only a pass can make a ply.  PASS and END are filled in.
 */
#define TINY(pass, end)							\
	"name: tiny\n"							\
	"board: {shape: square, width: 2, height: 1}\n"			\
	"directions: 4\n"						\
	pass								\
	"players:\n"							\
	"  - {name: White, letter: w, camp: [a1], goal: [b1]}\n"	\
	"  - {name: Black, letter: b, camp: [b1], goal: [a1]}\n"	\
	end

static notation_rules *
load(const char *yaml, struct notation_diag *d)
{
	return notation_rules_load_string(yaml, strlen(yaml), "test.yaml", d);
}

/* ------------------------------------------------------------------ */
/* The key: its values, its default, its errors, and the writer.      */

static const struct key_case {
	const char	*name;
	const char	*yaml;
	int		 code;		/* of the load */
	const char	*emitted;	/* a line the writer writes, or NULL */
	const char	*absent;	/* a text the writer must not write */
} key_cases[] = {
	{ "no key: never", TINY("", ""), 0, NULL, "pass:" },
	{ "never", TINY("pass: never\n", ""), 0, NULL, "pass:" },
	{ "always", TINY("pass: always\n", ""), 0, "\npass: always\n", NULL },
	{ "no-move", TINY("pass: no-move\n", ""), 0, "\npass: no-move\n",
	  NULL },
	{ "a word it does not know", TINY("pass: sometimes\n", ""),
	  NOTATION_BAD_RULES, NULL, NULL },
	{ "not a word", TINY("pass: [always]\n", ""), NOTATION_BAD_RULES,
	  NULL, NULL },
	{ "given twice", TINY("pass: always\npass: never\n", ""),
	  NOTATION_BAD_RULES, NULL, NULL },
	{ "in end, not at the top", TINY("", "end: {pass: always}\n"),
	  NOTATION_BAD_RULES, NULL, NULL },
};

TEST_LOOP(key, test_pass_key, NELEM(key_cases))
{
	const struct key_case	*c = &key_cases[_i];
	struct notation_buf	 out = NOTATION_BUF_INIT;
	struct notation_diag	 d;
	notation_rules		*r, *again;

	notation_diag_clear(&d);
	r = load(c->yaml, &d);
	if (c->code != 0) {
		ck_assert_msg(r == NULL, "%s: loaded", c->name);
		ck_assert_int_eq(d.code, c->code);
		return;
	}
	ck_assert_msg(r != NULL, "%s: %s", c->name, d.message);
	ck_assert_int_eq(notation_rules_emit_yaml(r, &out, &d), 0);
	if (c->emitted != NULL)
		ck_assert_msg(strstr(out.data, c->emitted) != NULL,
		    "%s: no '%s' in\n%s", c->name, c->emitted, out.data);
	if (c->absent != NULL)
		ck_assert_msg(strstr(out.data, c->absent) == NULL,
		    "%s: '%s' in\n%s", c->name, c->absent, out.data);
	/* What the writer wrote loads to a rule set that writes the same. */
	again = load(out.data, &d);
	ck_assert_msg(again != NULL, "%s: %s", c->name, d.message);
	notation_buf_reset(&out);
	notation_rules_free(again);
	notation_rules_free(r);
	notation_buf_free(&out);
}

/* The built-in rule set of the per-hop logs says pass: always. */
TEST_ONCE(key, test_pass_builtin)
{
	struct notation_buf	 out = NOTATION_BUF_INIT;
	notation_rules		*r;

	r = notation_rules_builtin("halma-16x16-4p-pass", NULL);
	ck_assert_ptr_nonnull(r);
	ck_assert_int_eq(notation_rules_emit_yaml(r, &out, NULL), 0);
	ck_assert_ptr_nonnull(strstr(out.data, "\npass: always\n"));
	notation_buf_free(&out);
	notation_rules_free(r);
	r = notation_rules_builtin("halma-16x16-4p", NULL);
	ck_assert_int_eq(notation_rules_emit_yaml(r, &out, NULL), 0);
	ck_assert_ptr_null(strstr(out.data, "pass:"));
	notation_buf_free(&out);
	notation_rules_free(r);
}

/* ------------------------------------------------------------------ */
/* Games with passes.                                                 */

#define P4	"halma-16x16-4p-pass"

static const struct game_case {
	const char	*name;
	const char	*rules;		/* a rule file, or a built-in's name */
	const char	*moves;		/* blank-separated */
	int		 code;		/* of the last move */
	const char	*msg;		/* a fragment of its message */
	unsigned long	 plies;		/* made, all told */
	int		 side;		/* to move after them */
	unsigned long	 number;	/* move number after them */
	unsigned	 occurrences;	/* of the position after them */
	const char	*result;	/* imposed, "*" none */
	const char	*reason;
} game_cases[] = {
	{ "halma-10x10 allows no pass", "halma-10x10", "pass",
	  NOTATION_ILLEGAL_MOVE, "pass: halma-10x10 allows no pass", 0, 0, 1,
	  1, "*", "none" },
	{ "nor after a move", "halma-10x10", "h3-h4 pass",
	  NOTATION_ILLEGAL_MOVE, "allows no pass", 1, 1, 1, 1, "*", "none" },
	{ "Pass is not pass", P4, "Pass", NOTATION_SYNTAX, "is not a move",
	  0, 0, 1, 1, "*", "none" },
	{ "passes and moves by four", P4, "pass c3-d4 pass n14-m13 pass", 0,
	  NULL, 5, 1, 2, 1, "*", "none" },
	{ "four passes: the start again, twice", P4,
	  "pass pass pass pass", 0, NULL, 4, 0, 2, 2, "*", "none" },
	{ "a pass after moves", P4, "o4-o5 c3-d4 pass n14-m13 o5-o6", 0,
	  NULL, 5, 1, 2, 1, "*", "none" },
	{ "no-move: a pass without a move", TINY("pass: no-move\n", ""),
	  "pass", 0, NULL, 1, 1, 1, 1, "*", "none" },
	{ "no-move: a player without a move passes, does not lose",
	  TINY("pass: no-move\n", "end: {no-move-loses: true}\n"),
	  "pass pass pass", 0, NULL, 3, 1, 2, 2, "*", "none" },
	{ "never: no pass without a move either",
	  TINY("", "end: {no-move-loses: true}\n"), "pass",
	  NOTATION_ILLEGAL_MOVE, "pass: tiny allows no pass", 0, 0, 1, 1,
	  "*", "none" },
	{ "the camp rule counts passes: after move 2",
	  TINY("pass: always\n", "end: {camp-rule: {move: 2}}\n"),
	  "pass pass pass pass", 0, NULL, 4, 0, 3, 3, "1/2-1/2",
	  "camp-rule" },
	{ "not before the last player's second pass",
	  TINY("pass: always\n", "end: {camp-rule: {move: 2}}\n"),
	  "pass pass pass", 0, NULL, 3, 1, 2, 2, "*", "none" },
};

/* The rule set of a case: built in, or loaded and added to cat. */
static const notation_rules *
case_rules(const char *rules)
{
	struct notation_diag	 d;
	notation_rules		*r;

	notation_diag_clear(&d);
	if (strchr(rules, '\n') == NULL)
		return notation_catalog_find(cat, rules, &d);
	r = load(rules, &d);
	ck_assert_msg(r != NULL, "%s", d.message);
	return notation_catalog_add(cat, r, &d);
}

TEST_LOOP(play, test_pass_play, NELEM(game_cases))
{
	const struct game_case		*c = &game_cases[_i];
	const notation_rules		*r = case_rules(c->rules);
	const notation_position		*p;
	struct notation_buf		 res = NOTATION_BUF_INIT;
	struct notation_diag		 d;
	notation_game			*g;
	const char			*s, *w;
	size_t				 n;
	int				 rc = 0;

	ck_assert_ptr_nonnull(r);
	ck_assert_ptr_nonnull(g = notation_game_new(r));
	for (s = c->moves; rc == 0 && (w = next_word(&s, &n)) != NULL;) {
		notation_diag_clear(&d);
		rc = notation_game_play(g, w, n, &d);
	}
	ck_assert_msg(rc == c->code, "%s: code %d (%s)", c->name, rc,
	    d.message);
	if (c->msg != NULL)
		ck_assert_msg(strstr(d.message, c->msg) != NULL, "%s: '%s'",
		    c->name, d.message);
	p = notation_game_position(g);
	ck_assert_uint_eq(notation_game_plies(g), c->plies);
	ck_assert_int_eq(notation_position_side(p), c->side);
	ck_assert_uint_eq(notation_position_move_number(p), c->number);
	ck_assert_uint_eq(notation_game_occurrences(g), c->occurrences);
	ck_assert_int_eq(notation_result_format(notation_game_outcome(g),
	    notation_rules_players(r), &res), 0);
	ck_assert_str_eq(res.data, c->result);
	ck_assert_str_eq(notation_reason_name(notation_game_outcome(g)->reason),
	    c->reason);
	notation_buf_free(&res);
	notation_game_free(g);
}

/*
 * pass: no-move refuses a pass while the player has a move: the tiny
 * board with a third cell, onto which White can step, and over which
 * Black can then jump.
 */
TEST_ONCE(play, test_pass_no_move_refused)
{
	static const char	 yaml[] =
	    "name: tiny3\n"
	    "board: {shape: square, width: 3, height: 1}\n"
	    "directions: 4\n"
	    "pass: no-move\n"
	    "players:\n"
	    "  - {name: White, letter: w, camp: [a1], goal: [c1]}\n"
	    "  - {name: Black, letter: b, camp: [c1], goal: [a1]}\n";
	struct notation_diag	 d;
	notation_rules		*r;
	notation_game		*g;

	notation_diag_clear(&d);
	ck_assert_ptr_nonnull(r = load(yaml, &d));
	ck_assert_ptr_nonnull(g = notation_game_new(r));
	ck_assert_int_eq(notation_game_play(g, "pass", 4, &d),
	    NOTATION_ILLEGAL_MOVE);
	ck_assert_ptr_nonnull(strstr(d.message, "White has a legal move"));
	ck_assert_uint_eq(d.ply, 1);
	ck_assert_int_eq(notation_game_play(g, "a1-b1", 5, &d), 0);
	/* Black can jump c1-a1 over White's stone: no pass either. */
	ck_assert_int_eq(notation_game_play(g, "pass", 4, &d),
	    NOTATION_ILLEGAL_MOVE);
	ck_assert_ptr_nonnull(strstr(d.message, "Black has a legal move"));
	ck_assert_uint_eq(d.ply, 2);
	ck_assert_uint_eq(notation_game_plies(g), 1);
	notation_game_free(g);
	notation_rules_free(r);
}

/*
 * A pass built in memory plays as the token does; its text is "pass" in
 * both forms; the position after it differs from the one before only in
 * the side to move, and a claim may name it.
 */
TEST_ONCE(play, test_pass_move_value)
{
	const notation_rules		*r = case_rules(P4);
	struct notation_move		 m = { .from = -1, .to = -1,
					     .kind = NOTATION_PASS }, got;
	struct notation_buf		 b = NOTATION_BUF_INIT;
	struct notation_diag		 d;
	struct notation_claim		 claim;
	notation_position		*before;
	notation_game			*g;

	ck_assert_ptr_nonnull(g = notation_game_new(r));
	before = notation_position_copy(notation_game_position(g));
	ck_assert_int_eq(notation_move_parse(before, "pass", 4, &got, &d), 0);
	ck_assert_int_eq(got.kind, NOTATION_PASS);
	ck_assert_int_eq(got.from, -1);
	ck_assert_int_eq(got.to, -1);
	ck_assert_int_eq(notation_move_format(before, &got, 0, &b), 0);
	ck_assert_int_eq(notation_move_format(before, &got, 1, &b), 0);
	ck_assert_str_eq(b.data, "passpass");
	ck_assert_int_eq(notation_game_play_move(g, &m, &d), 0);
	ck_assert_int_eq(notation_position_side(notation_game_position(g)), 1);
	ck_assert(notation_position_hash(notation_game_position(g)) !=
	    notation_position_hash(before));
	ck_assert(!notation_position_equal(notation_game_position(g), before));
	ck_assert_int_eq(notation_game_claim(g, "pass", 4, &claim),
	    NOTATION_CLAIM_NO_RULE);
	notation_position_free(before);
	notation_buf_free(&b);
	notation_game_free(g);
}

HARNESS_SUITE("pass")
