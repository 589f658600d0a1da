/*
 * check_dice.c -- Dobbelsteenhalma (spec/rules.md section 17.4,
 * spec/moves.md "Dice"): perft of dobbelsteenhalma and
 * dobbelsteenhalma-4p from their starts and from positions within and
 * between turns, against the reference generator of tests/ref/ref_dice.c,
 * written from the spec; the dice key of rule files; the roll and the
 * parts as move text; the dice kind's fast parse against the whole way;
 * and the turn in progress in position strings.
 */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "moves/moves.h"
#include "position/position.h"
#include "ref/ref.h"

SUITE_TCASE(perft, "perft", setup, teardown, 60);
SUITE_TCASE(keys, "keys", setup, teardown, 0);
SUITE_TCASE(text, "text", setup, teardown, 0);

/* ------------------------------------------------------------------ */
/* Perft                                                              */

static const struct {
	const char	*name;
	uint64_t	 perft[3];	/* spec/rules.md section 17.4 */
} starts[] = {
	{ "dobbelsteenhalma", { 36, 870, 22482 } },
	{ "dobbelsteenhalma-4p", { 36, 702, 15006 } },
};

TEST_LOOP(perft, test_perft_start, NELEM(starts) * 3)
{
	check_ref_start(ref_dice_agrees, starts[_i / 3].name, _i % 3 + 1,
	    starts[_i / 3].perft[_i % 3]);
}
END_TEST

TEST_ONCE(perft, test_perft_spec_table)
{
	ck_assert_int_eq(check_spec_perft("dobbelsteenhalma", 1), 2);
}
END_TEST

#define W2	"w:l1,m1,n1,o1,p1,l2,m2,n2,o2,p2,m3,n3,o3,p3,n4,o4,p4,o5,h6"
#define B2	"b:h7,h9,h11,j7,b16,c16,d16,e16,a15,b15,c15,d15,e15,a14," \
		"b14,c14,d14,a13,b13"

/*
 * Positions within and between turns: a ladder h7, h9, h11 for a chain
 * of 3 hops from h6, the turn field in several states, and a stone of
 * White's in its goal (the goal lock).
 */
static const struct {
	const char	*pos;
	int		 depth;
} positions[] = {
	{ "dobbelsteenhalma " W2 " " B2 " w 10", 2 },
	{ "dobbelsteenhalma " W2 " " B2 " w 10 d13//", 3 },
	{ "dobbelsteenhalma " W2 " " B2 " w 10 d31/o2/", 3 },
	{ "dobbelsteenhalma " W2 " " B2 " w 10 d23//o5", 3 },
	{ "dobbelsteenhalma " W2 " " B2 " b 10 d62//", 2 },
	{ "dobbelsteenhalma w:l1,m1,n1,o1,p1,l2,m2,n2,o2,p2,m3,n3,o3,p3,"
	  "n4,o4,p4,o5,b15 b:h7,h9,h11,j7,b16,c16,d16,e16,a15,c15,d15,"
	  "e15,a14,b14,c14,d14,a13,b13,h6 w 30 d22//", 3 },
};

TEST_LOOP(perft, test_perft_positions, NELEM(positions))
{
	check_ref_at(ref_dice_agrees, positions[_i].pos, positions[_i].depth);
}
END_TEST

/*
 * Positions the library reaches by its own moves: from each start, the
 * k-th legal move of every ply (k a different stride per game), 12 plies
 * deep, then perft 2 there.  Every position on the way has a move.
 */
TEST_LOOP(perft, test_perft_played, 6)
{
	ck_assert_uint_eq(check_ref_played(ref_dice_agrees,
	    starts[_i % 2].name, 12 + (size_t)_i, 7 + 5 * (size_t)_i, 2),
	    12 + (size_t)_i);
}
END_TEST

/*
 * The whole way of a move text (move.c, parse_by_kinds()): the first
 * kind that takes the text parses it, and the dice kind, which owns
 * every turn, confirms what another kind made of it.
 */
static int
whole_way(const notation_position *p, const char *t, size_t len,
    struct notation_move *m)
{
	const struct nt_kind *const	*k = nt_kinds(p->rules);
	const struct nt_kind		*owner = nt_owner(p->rules), *by = NULL;
	int				 rc = NT_NOT_MINE;

	for (; *k != NULL; k++)
		if ((rc = (*k)->parse(p, t, len, m, NULL)) != NT_NOT_MINE) {
			by = *k;
			break;
		}
	if (by != owner && owner->confirm != NULL)
		rc = owner->confirm(p, t, len, m, rc, NULL);
	return rc;
}

/*
 * The text t as the fast parse and the whole way take it: the fast
 * parse takes only what the whole way takes, with the same move.  1
 * when the fast parse took it.
 */
static int
fast_agrees(const notation_position *p, const char *t)
{
	struct notation_move	 f, w;
	size_t			 len = strlen(t);

	memset(&f, 0, sizeof(f));
	memset(&w, 0, sizeof(w));
	if (nt_kind_dice.fast(p, t, len, &f) != 0)
		return 0;
	ck_assert_msg(whole_way(p, t, len, &w) == 0,
	    "%s: the fast parse takes what the whole way refuses", t);
	ck_assert_msg(f.from == w.from && f.to == w.to && f.kind == w.kind &&
	    f.hops == w.hops && f.chain == w.chain && f.fewest == w.fewest &&
	    f.dirs == w.dirs, "%s: the fast parse makes another move", t);
	return 1;
}

/*
 * Every roll token, and every stone to every cell, whoever's the stone,
 * moved in the turn or not: a step, a chain of the jump die or of another
 * count, a move the goal lock forbids.  took[] counts the steps and the
 * jumps the fast parse took.
 */
static void
fast_all(const notation_position *p, size_t *took)
{
	const notation_rules	*r = p->rules;
	char			 t[16], a[4], b[4];
	int			 i, from, to;

	for (i = 0; i < 100; i++) {
		snprintf(t, sizeof(t), "d%d%d", i / 10, i % 10);
		fast_agrees(p, t);
	}
	for (from = 0; from < NOTATION_MAX_CELLS; from++) {
		if (!notation_cell_valid(r, from) || p->board[from] < 0)
			continue;
		notation_cell_name(r, from, a);
		for (to = 0; to < NOTATION_MAX_CELLS; to++) {
			if (!notation_cell_valid(r, to))
				continue;
			notation_cell_name(r, to, b);
			snprintf(t, sizeof(t), "%s-%s", a, b);
			if (fast_agrees(p, t))
				took[nt_geometry_step_dir(&r->geo, from,
				    to) < 0]++;
		}
	}
}

/*
 * White's d14 in its goal, which the goal lock keeps it in: its steps to
 * d13, e13 and e14 and its jump to f16 leave the goal.
 */
#define LOCKED	"dobbelsteenhalma w:l1,m1,n1,o1,p1,l2,m2,n2,o2,p2,m3,n3," \
		"o3,p3,n4,o4,p4,o5,d14 b:a16,b16,c16,d16,e16,a15,b15,c15," \
		"d15,e15,a14,b14,c14,a13,b13,c13,a12,b12,h8 w 30 d21//"

/*
 * The dice kind's fast parse (kind_dice.c, dice_fast()) at every third
 * ply of games the library plays, a jump where there is one, and at the
 * positions of the perft above and LOCKED.
 */
TEST_LOOP(perft, test_fast_parse, NELEM(starts) + 1)
{
	struct notation_move	*moves = malloc(NOTATION_MOVE_LIST_BYTES);
	notation_position	*p;
	size_t			 n, i, ply, pick, took[2] = { 0, 0 };

	ck_assert_ptr_nonnull(moves);
	if (_i == NELEM(starts)) {
		for (i = 0; i < NELEM(positions); i++) {
			p = pos_of(positions[i].pos);
			fast_all(p, took);
			notation_position_free(p);
		}
		p = pos_of(LOCKED);
		fast_all(p, took);
		notation_position_free(p);
		p = NULL;
	} else
		p = notation_position_new(notation_catalog_find(cat,
		    starts[_i].name, NULL));
	for (ply = 0; p != NULL && ply < 150; ply++) {
		if ((n = notation_move_generate(p, moves)) == 0)
			break;
		if (ply % 3 == 0)
			fast_all(p, took);
		pick = (ply * 7 + 3) % n;
		for (i = 0; i < n; i++)
			if (moves[(pick + i) % n].kind == NOTATION_JUMP) {
				pick = (pick + i) % n;
				break;
			}
		notation_position_apply(p, &moves[pick]);
	}
	/* Steps and jumps both went the fast way. */
	ck_assert_uint_gt(took[0], 0);
	ck_assert_uint_gt(took[1], 0);
	notation_position_free(p);
	free(moves);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The dice key                                                       */

#define SQUARE2 "name: t\nboard: {shape: square, width: 4, height: 4}\n" \
	"players:\n  - {name: W, letter: w, camp: [a1], goal: [d4]}\n" \
	"  - {name: B, letter: b, camp: [d4], goal: [a1]}\n"

static const struct rules_key_case key_cases[] = {
	{ SQUARE2 "dice: {count: 2, sides: 6}\n", NULL, 0, 0, 36 },
	{ SQUARE2 "dice: {sides: 3}\n", NULL, 0, 0, 9 },
	{ SQUARE2 "dice:\n  sides: 9\n  count: 2\n", NULL, 0, 0, 81 },
	{ SQUARE2, NULL, 0, 0, 3 },
	{ SQUARE2 "dice: {count: 2}\n", "missing required key 'sides' in "
	  "dice", 6, 7, 0 },
	{ SQUARE2 "dice: {count: 3, sides: 6}\n", "count must be 2", 6, 15, 0 },
	{ SQUARE2 "dice: {sides: 10}\n", "out of range (2 to 9)", 6, 15, 0 },
	{ SQUARE2 "dice: {sides: 1}\n", "out of range (2 to 9)", 6, 15, 0 },
	{ SQUARE2 "dice: {side: 6}\n", "did you mean 'sides'", 6, 8, 0 },
	{ SQUARE2 "dice: 6\n", "dice must be a mapping", 6, 7, 0 },
	{ SQUARE2 "dice: {sides: 6}\nend: {camp-duty: true}\n",
	  "set camp-duty: false", 6, 7, 0 },
	{ SQUARE2 "dice: {sides: 6}\npass: always\n", "set pass: never",
	  6, 7, 0 },
	{ SQUARE2 "dice: {sides: 6}\nchain-to-start: true\n",
	  "set chain-to-start: false", 6, 7, 0 },
	{ SQUARE2 "dice: {sides: 6}\nend: {goal-lock: true, "
	  "goal-lock-hops: true}\n", "set goal-lock-hops: false", 6, 7, 0 },
};

/* The dice are written out unless they are the default. */
static void
dice_written(const struct rules_key_case *t, const char *text)
{
	ck_assert_int_eq(strstr(text, "dice: {count: 2, sides: ") != NULL,
	    t->perft1 != 3);
}

/* The key loads, counts, is refused where it must be, and writes back. */
TEST_LOOP(keys, test_dice_key, NELEM(key_cases))
{
	check_key_round(&key_cases[_i], 1, dice_written);
}
END_TEST

/* The built-in rule sets write back as they load. */
TEST_LOOP(keys, test_builtin_round_trip, NELEM(starts))
{
	static const char *const want[] = { "dice: {count: 2, sides: 6}",
	    "camp-duty: false" };

	check_written_back(starts[_i].name, want, NELEM(want), 2,
	    starts[_i].perft[1], NULL);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Move text and position strings                                     */

#define S2	"dobbelsteenhalma w:l1,m1,n1,o1,p1,l2,m2,n2,o2,p2,m3,n3," \
		"o3,p3,n4,o4,p4,o5,p5 b:a12,b12,a13,b13,c13,a14,b14,c14," \
		"d14,a15,b15,c15,d15,e15,a16,b16,c16,d16,e16 w 1"
#define L2	"dobbelsteenhalma " W2 " " B2 " w 10"

static const struct legal_case legal_cases[] = {
	{ S2, "d35", 0, NOTATION_ROLL, NULL },
	{ S2, "d66", 0, NOTATION_ROLL, NULL },
	{ S2, "d11", 0, NOTATION_ROLL, NULL },
	{ S2, "d07", NOTATION_ILLEGAL_MOVE, 0, "each digit of a roll is 1 "
	  "to 6" },
	{ S2, "d70", NOTATION_ILLEGAL_MOVE, 0, "have 6 sides" },
	{ S2, "D35", NOTATION_SYNTAX, 0, NULL },
	{ S2, "d3", NOTATION_SYNTAX, 0, NULL },
	{ S2, "d355", NOTATION_SYNTAX, 0, NULL },
	{ S2, "l2-k3", NOTATION_ILLEGAL_MOVE, 0, "begins with its roll" },
	{ S2, "l2~k3", NOTATION_SYNTAX, 0, NULL },
	{ S2 " d21//", "l2-k3", 0, NOTATION_STEP, NULL },
	{ S2 " d21//", "o4-m4", 0, NOTATION_JUMP, NULL },
	{ S2 " d21//", "o4-k4", NOTATION_ILLEGAL_MOVE, 0, "cannot be "
	  "reached" },
	{ S2 " d21//", "d12", NOTATION_ILLEGAL_MOVE, 0, "White's turn "
	  "(d21) is not over: a step (l1-k1) can still be made" },
	{ S2 " d21/l2/", "l2-k3", NOTATION_ILLEGAL_MOVE, 0, "the stone on "
	  "l2 has moved in this turn already" },
	{ S2 " d11/l2/", "l1-k1", NOTATION_ILLEGAL_MOVE, 0, "the step die "
	  "(1) is used up" },
	{ L2 " d13//", "h6-h8-h10-h12", 0, NOTATION_JUMP, NULL },
	{ L2 " d13//", "h6-h12", 0, NOTATION_JUMP, NULL },
	{ L2 " d13//", "h6-h8", NOTATION_ILLEGAL_MOVE, 0, "no chain of "
	  "exactly 3 hops" },
	{ L2 " d12//", "h6-h8-h10-h12", NOTATION_ILLEGAL_MOVE, 0, "a chain "
	  "of 3 hops, but the jump die is 2" },
	{ L2 " d31//", "h6-h8-h10-h12", NOTATION_ILLEGAL_MOVE, 0, "that is "
	  "the step die" },
	{ L2 " d14//", "h6-h8-h10-h8-h6", NOTATION_ILLEGAL_MOVE, 0, "ends on "
	  "h6, where it started" },
	{ L2 " d14//", "h6-h8-h10-h8-h10", NOTATION_ILLEGAL_MOVE, 0,
	  "lands on h8 twice" },
	{ L2 " d11//o5", "h6-h8", NOTATION_ILLEGAL_MOVE, 0, "the jump die's "
	  "chain (d11) is made already" },
	{ L2 " d21//o5", "o5-o6", NOTATION_ILLEGAL_MOVE, 0, "the stone on "
	  "o5 has moved" },
	{ L2 " d21/o2/o5", "n4-l6", NOTATION_ILLEGAL_MOVE, 0, "cannot be "
	  "reached" },
	{ L2 " d21//o5", "n2-m2", NOTATION_ILLEGAL_MOVE, 0, "occupied" },
	{ L2 " d21//o5", "pass", NOTATION_ILLEGAL_MOVE, 0, "allows no "
	  "pass" },
};

TEST_CASES(text, test_parts, legal_cases, check_legal)

/* Written back: the roll, and the jump die's chain in both forms. */
static const struct form_case format_cases[] = {
	{ S2, "d35", "d35", "d35" },
	{ S2, "d53", "d53", "d53" },
	{ S2 " d21//", "l2-k3", "l2-k3", "l2-k3" },
	{ L2 " d13//", "h6-h12", "h6-h12", "h6-h8-h10-h12" },
	{ L2 " d13//", "h6-h8-h10-h12", "h6-h12", "h6-h8-h10-h12" },
};

TEST_CASES(text, test_format, format_cases, check_forms)

/*
 * A turn field after a position: "=FIELD", the canonical field it must
 * be written as, or a fragment of the message it is refused with.
 */
static const struct text_case turn_cases[] = {
	{ S2 " d35//", "= d35//" },
	{ S2 "  d21/l2/", "= d21/l2/" },
	{ L2 " d33/o2,n2/o5", "= d33/n2,o2/o5" },
	{ L2 " d23//o5", "= d23//o5" },
	{ S2 " d75//", "a die of the turn" },
	{ S2 " d35/", "expected the turn in progress" },
	{ S2 " d35", "expected the turn in progress" },
	{ S2 " d35/a16/", "a stone of the side to move" },
	{ S2 " d35/k3/", "a stone of the side to move" },
	{ S2 " d35/l2,l2/", "named twice" },
	{ S2 " d15/l2,m2/", "more stones stepped" },
	{ S2 " d35//l2,m2", "a turn has one jump" },
	{ S2 " d35/l2,/", "empty cell name" },
	{ S2 " d11/l2/m2", "the turn is over" },
	{ S2 " d35//x", "a stone of the side to move" },
	{ S2 " d35// x", "unexpected text after the move number" },
	{ "halma-16x16 w:l1,m1,n1,o1,p1,l2,m2,n2,o2,p2,m3,n3,o3,p3,n4,o4,"
	  "p4,o5,p5 b:a12,b12,a13,b13,c13,a14,b14,c14,d14,a15,b15,c15,d15,"
	  "e15,a16,b16,c16,d16,e16 w 1 d35//", "unexpected text after the "
	  "move number" },
};

/* The turn field reads, writes canonically, and is refused where wrong. */
TEST_CASES(text, test_turn_field, turn_cases, check_position_text)

/*
 * A turn played through notation_position_apply(): the side passes after
 * the last part, or at once when no part can be made, and the hash of a
 * turn in progress differs from the same stones between turns.
 */
TEST_ONCE(text, test_turn_passes)
{
	notation_position	*p = pos_of(S2), *start = pos_of(S2);
	struct notation_move	 m;
	struct notation_buf	 b = NOTATION_BUF_INIT, t = NOTATION_BUF_INIT;

	ck_assert_int_eq(notation_move_parse(p, "d11", 3, &m, NULL), 0);
	notation_position_apply(p, &m);
	ck_assert_int_eq(notation_position_side(p), 0);
	/* The turn in progress: the string's last field, alone. */
	ck_assert_int_eq(notation_position_format(p, &b), 0);
	ck_assert_int_eq(notation_position_format_turn(p, &t), 0);
	ck_assert_uint_gt(t.len, 0);
	ck_assert_uint_gt(b.len, t.len);
	ck_assert_str_eq(b.data + b.len - t.len, t.data);
	ck_assert_int_eq(b.data[b.len - t.len - 1], ' ');
	/* Appended to what out holds; nothing between turns, but "". */
	notation_buf_reset(&t);
	ck_assert_int_eq(notation_buf_puts(&t, "abc"), 0);
	ck_assert_int_eq(notation_position_format_turn(start, &t), 0);
	ck_assert_str_eq(t.data, "abc");
	notation_buf_free(&t);
	ck_assert_int_eq(notation_position_format_turn(start, &t), 0);
	ck_assert_ptr_nonnull(t.data);
	ck_assert_str_eq(t.data, "");
	ck_assert(!notation_position_equal(p, start));
	ck_assert_uint_ne(notation_position_hash(p),
	    notation_position_hash(start));
	ck_assert_int_eq(notation_move_parse(p, "l2-k3", 5, &m, NULL), 0);
	notation_position_apply(p, &m);
	ck_assert_int_eq(notation_position_side(p), 0);
	ck_assert_int_eq(notation_move_parse(p, "o4-m4", 5, &m, NULL), 0);
	notation_position_apply(p, &m);
	ck_assert_int_eq(notation_position_side(p), 1);
	ck_assert_uint_eq(notation_position_move_number(p), 1);
	ck_assert_uint_eq(notation_position_ply(p), 1);
	notation_buf_free(&b);
	notation_buf_free(&t);
	notation_position_free(p);
	notation_position_free(start);
}
END_TEST

/*
 * A dice game whose steps are a knight's leaps (steps: knight): a leap is
 * a step part wherever one is asked for, when parsed, when generated and
 * when the turn asks whether a part can still be made.  Every generated
 * move parses back to itself, and after a roll of two steps two leaps
 * make the turn.
 */
TEST_ONCE(text, test_knight_steps)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	struct notation_diag	 d;
	struct notation_move	 m, back;
	struct notation_move	*moves;
	const notation_rules	*r;
	notation_rules		*knight;
	notation_position	*p;
	static const char *const turn[] = { "d26", "o5-n7", "p5-o7" };
	size_t			 i, k, n, leaps = 0;

	r = notation_catalog_find(cat, "dobbelsteenhalma", &d);
	ck_assert_ptr_nonnull(r);
	ck_assert_int_eq(notation_rules_emit_yaml(r, &b, &d), 0);
	ck_assert_ptr_null(strstr(b.data, "\nsteps:"));
	ck_assert_int_eq(notation_buf_puts(&b, "steps: knight\n"), 0);
	knight = notation_rules_load_string(b.data, b.len, "knight", &d);
	ck_assert_msg(knight != NULL, "%s", d.message);
	p = notation_position_new(knight);
	moves = malloc(NOTATION_MOVE_LIST_BYTES);
	ck_assert_ptr_nonnull(moves);
	for (i = 0; i < NELEM(turn); i++) {
		ck_assert_msg(notation_move_parse(p, turn[i], strlen(turn[i]),
		    &m, &d) == 0, "%s: %s", turn[i], d.message);
		if (i == 1) {
			n = notation_move_generate(p, moves);
			for (k = 0; k < n; k++) {
				notation_buf_reset(&b);
				ck_assert_int_eq(notation_move_format(p,
				    &moves[k], 0, &b), 0);
				ck_assert_int_eq(notation_move_parse(p, b.data,
				    b.len, &back, NULL), 0);
				ck_assert_int_eq(back.to, moves[k].to);
				leaps += moves[k].kind == NOTATION_STEP;
			}
			ck_assert_uint_gt(leaps, 0);
		}
		notation_position_apply(p, &m);
	}
	/* The turn passed after its two leaps (no chain of 6 exists). */
	ck_assert_int_eq(notation_position_side(p), 1);
	free(moves);
	notation_position_free(p);
	notation_rules_free(knight);
	notation_buf_free(&b);
}
END_TEST

HARNESS_SUITE("dice")
