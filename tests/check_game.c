/*
 * check_game.c -- replay and adjudication (spec/rules.md): the goal, the
 * camp rule and camp return, the corners last reply, home check and tempo
 * check, moves after the end, repetitions and draw claims; result tokens.
 * Each case starts from a hand-made position string and plays moves.
 */
#include <check.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

SUITE_TCASE(adjudication, "adjudication", setup, teardown, 0);
SUITE_TCASE(results, "results", NULL, NULL, 0);

/* Middle-board stones, both camps empty: a game long past move 50. */
#define MIDW	"w:b4,c4,d4,e4,f4,g4,h4,b5,c5,d5,e5,f5,g5,h5,i6"
#define MIDB	"b:c7,d7,e7,f7,g7,h7,i7,j7,d8,e8,f8,g8,h8,i8,j8"
/* White a step from its goal (a6), Black's camp rows 3 and 4. */
#define GOAL10	"halma-10x10 w:b5,a7,b7,a8,b8,c8,a9,b9,c9,d9,a10,b10,c10," \
		"d10,e10 b:a4,b4,c4,d4,e4,f4,g4,h4,i4,j4,a3,b3,c3,d3,e3 w 60"
/* corners-8x8: White a step from its goal (a5), Black from e3 or h4. */
#define LAST_W	"corners-8x8 w:a4,a6,b6,a7,b7,c7,a8,b8,c8,"
#define LAST_B	"b:e1,f1,g1,h1,f2,g2,h2,g3,h3,"
/* corners-8x8 at the home check: White's camp e1 still held, or not. */
#define HOME_W	"c4,d4,e4,c5,d5,e5,c6,d6,e6"
#define HOME_B	"b:f7,g7,h7,f8,g8,h8,f6,g6,h6,h5 b 40"
/* corners-8x8 at the tempo check, Black's d4 to move. */
#define TEMPO8	"corners-8x8 w:a8,b8,c8,d8,a7,b7,c7,a6,b6,e5 " \
		"b:h1,g1,f1,e1,h2,g2,f2,h3,g3,d4 b 80"

static const struct end_case {
	const char	*name;
	const char	*start;
	const char	*moves;		/* blank-separated */
	int		 code;		/* of the last move */
	const char	*result;	/* "*" while the game goes on */
	const char	*reason;
	unsigned long	 end_ply;
} end_cases[] = {
	{ "goal wins at once", GOAL10, "b5-a6", 0, "1-0", "goal", 1 },
	{ "no move after the goal", GOAL10, "b5-a6 a4-a5",
	  NOTATION_MOVE_AFTER_END, "1-0", "goal", 1 },
	{ "camp rule: White still at home loses",
	  "halma-10x10 w:j1,b4,c4,d4,e4,f4,g4,h4,b5,c5,d5,e5,f5,g5,h5 "
	  MIDB " b 50", "j8-j9", 0, "0-1", "camp-rule", 1 },
	{ "camp rule: both at home draw",
	  "halma-10x10 w:j1,b4,c4,d4,e4,f4,g4,h4,b5,c5,d5,e5,f5,g5,h5 "
	  "b:a6,c7,d7,e7,f7,g7,h7,i7,j7,d8,e8,f8,g8,h8,i8 b 50",
	  "i8-i9", 0, "1/2-1/2", "camp-rule", 1 },
	{ "camp rule: Black at home loses",
	  "halma-10x10 " MIDW " b:a6,c7,d7,e7,f7,g7,h7,i7,j7,d8,e8,f8,g8,h8,i8 "
	  "b 50", "i8-i9", 0, "1-0", "camp-rule", 1 },
	{ "camp rule: both camps empty, play goes on",
	  "halma-10x10 " MIDW " " MIDB " b 50", "j8-j9", 0, "*", "none", 0 },
	{ "camp rule only after the last player's 50th move",
	  "halma-10x10 w:j1,b4,c4,d4,e4,f4,g4,h4,b5,c5,d5,e5,f5,g5,h5 "
	  MIDB " w 50", "b4-b3", 0, "*", "none", 0 },
	{ "camp return: White re-enters its camp",
	  "halma-10x10 " MIDW " " MIDB " b 50", "j8-j9 h4-i3", 0, "0-1",
	  "camp-return", 2 },
	{ "camp return: Black re-enters its camp",
	  "halma-10x10 " MIDW " " MIDB " w 51", "b4-b3 c7-b7", 0, "1-0",
	  "camp-return", 2 },
	{ "camp return does not apply before move 51",
	  "halma-10x10 " MIDW " " MIDB " w 50", "h4-i3", 0, "*", "none", 0 },
	{ "corners: White completes, Black's reply does not",
	  LAST_W "d8 " LAST_B "e4 w 30", "a4-a5 e4-e3", 0, "1-0", "goal", 2 },
	{ "corners: White's completion waits for Black's reply",
	  LAST_W "d8 " LAST_B "e4 w 30", "a4-a5", 0, "*", "none", 0 },
	{ "corners: Black completes with its reply: draw",
	  LAST_W "d8 " LAST_B "h5 w 30", "a4-a5 h5-h4", 0, "1/2-1/2",
	  "goal", 2 },
	{ "corners: Black completes first",
	  LAST_W "e5 " LAST_B "h5 w 30", "e5-e6 h5-h4", 0, "0-1", "goal", 2 },
	{ "corners: home check, White at home loses",
	  "corners-8x8 w:e1," HOME_W " " HOME_B, "h5-g5", 0, "0-1",
	  "home-check", 1 },
	{ "corners: home check passes when both left home",
	  "corners-8x8 w:b2," HOME_W " " HOME_B, "h5-g5", 0, "*", "none", 0 },
	{ "corners: tempo, Black's step forward wins", TEMPO8, "d4-d3", 0,
	  "0-1", "tempo", 1 },
	{ "corners: tempo, Black's step back loses", TEMPO8, "d4-c4", 0,
	  "1-0", "tempo", 1 },
};

TEST_LOOP(adjudication, test_ends, NELEM(end_cases))
{
	const struct end_case	*t = &end_cases[_i];
	notation_position	*start;
	notation_game		*g;
	struct notation_diag	 d;
	struct notation_buf	 b = NOTATION_BUF_INIT;
	int			 rc = 0;

	notation_diag_clear(&d);
	ck_assert_msg(notation_position_parse(cat, t->start, strlen(t->start),
	    &start, &d) == 0, "%s: %s", t->name, d.message);
	g = notation_game_new(notation_position_rules(start));
	ck_assert_int_eq(notation_game_reset(g, start), 0);
	rc = play_moves(g, t->moves, t->name, &d);
	ck_assert_msg(rc == t->code, "%s: last move gave %s (%s)", t->name,
	    notation_code_name(rc), d.message);
	notation_result_format(notation_game_outcome(g), 2, &b);
	ck_assert_msg(strcmp(b.data, t->result) == 0, "%s: result %s, want %s",
	    t->name, b.data, t->result);
	ck_assert_str_eq(notation_reason_name(notation_game_outcome(g)->reason),
	    t->reason);
	ck_assert_uint_eq(notation_game_end_ply(g), t->end_ply);
	notation_buf_free(&b);
	notation_game_free(g);
	notation_position_free(start);
}
END_TEST

/*
 * A game reset to a start position of its own, then to the rule set's
 * start (made once and kept, game.c), then after moves to that start
 * again: each time the position and start of a new game, or the given
 * one, never what the game held before.
 */
TEST_ONCE(adjudication, test_reset_starts)
{
	notation_position	*mid;
	notation_game		*g, *fresh;
	const notation_rules	*r;
	int			 round;

	ck_assert_int_eq(notation_position_parse(cat, "halma-10x10 " MIDW " "
	    MIDB " w 60", strlen("halma-10x10 " MIDW " " MIDB " w 60"), &mid,
	    NULL), 0);
	r = notation_position_rules(mid);
	g = notation_game_new(r);
	fresh = notation_game_new(r);
	for (round = 0; round < 2; round++) {
		ck_assert_int_eq(notation_game_reset(g, mid), 0);
		ck_assert(notation_position_equal(notation_game_position(g),
		    mid));
		ck_assert(notation_position_equal(notation_game_start(g), mid));
		ck_assert_int_eq(notation_game_play(g, "i6-i5", 5, NULL), 0);
		ck_assert_int_eq(notation_game_reset(g, NULL), 0);
		ck_assert(notation_position_equal(notation_game_position(g),
		    notation_game_position(fresh)));
		ck_assert(notation_position_equal(notation_game_start(g),
		    notation_game_start(fresh)));
		ck_assert(!notation_position_equal(notation_game_position(g),
		    mid));
		ck_assert_int_eq(notation_game_play(g, "j2-h4", 5, NULL), 0);
		ck_assert_int_eq(notation_game_reset(g, NULL), 0);
		ck_assert(notation_position_equal(notation_game_position(g),
		    notation_game_position(fresh)));
		ck_assert_uint_eq(notation_position_hash(
		    notation_game_position(g)), notation_position_hash(
		    notation_game_position(fresh)));
	}
	notation_game_free(g);
	notation_game_free(fresh);
	notation_position_free(mid);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Repetitions and claims.                                            */

static notation_game *
shuffle_game(const char *start_text, int plies)
{
	static const char *const cycle[] = { "i6-i5", "j8-j9", "i5-i6", "j9-j8" };
	notation_position	*start;
	notation_game		*g;
	int			 i;

	ck_assert_int_eq(notation_position_parse(cat, start_text,
	    strlen(start_text), &start, NULL), 0);
	g = notation_game_new(notation_position_rules(start));
	notation_game_reset(g, start);
	notation_position_free(start);
	for (i = 0; i < plies; i++)
		ck_assert_int_eq(notation_game_play(g, cycle[i % 4],
		    strlen(cycle[i % 4]), NULL), 0);
	return g;
}

/*
 * A four-ply cycle: the start position recurs at plies 4 and 8, so its
 * third occurrence is ply 8; each of the other three positions of the
 * cycle occurs for the third time one ply later than the one before.
 */
TEST_ONCE(adjudication, test_repetition)
{
	notation_game	*g = shuffle_game("halma-10x10 " MIDW " " MIDB " w 60", 0);
	static const char *const cycle[] = { "i6-i5", "j8-j9", "i5-i6", "j9-j8" };
	int		 i, flagged = 0;

	for (i = 0; i < 12; i++) {
		ck_assert_int_eq(notation_game_play(g, cycle[i % 4],
		    strlen(cycle[i % 4]), NULL), 0);
		if (notation_game_repetition(g)) {
			flagged++;
			ck_assert_int_ge(i + 1, 8);
			ck_assert_uint_eq(notation_game_occurrences(g),
			    i + 1 == 12 ? 4 : 3);
		}
	}
	/*
	 * Ply 12 is the fourth occurrence of the start position, flagged
	 * too: "for the third time" is read as the third or a later time,
	 * as in the independent example verdicts (repetition-2: plies 112
	 * and 116, the third and the fourth occurrence).
	 */
	ck_assert_uint_eq(notation_game_occurrences(g), 4);
	ck_assert_int_eq(flagged, 5);
	ck_assert_int_eq(notation_game_outcome(g)->kind, NOTATION_RESULT_NONE);
	notation_game_free(g);
}
END_TEST

/*
 * A long game whose positions recur: the occurrences the game counts
 * after every ply are those of the hashes of every position before it,
 * across the growth of its repetition table (game.c: it starts with room
 * for 255 positions and doubles).  Plies of a fixed pseudo-random
 * sequence of legal steps, in rounds of six: two steps, the two steps
 * back, two steps.  The steps stay out of both camps, where a stone
 * would win or lose the game (halma-10x10: White's camp is the 15 cells
 * of the corner j1, Black's of a10).
 */
static int
out_of_camps(const notation_rules *r, int cell)
{
	int	 f, rank;

	for (f = 0; f < 10; f++)
		for (rank = 0; rank < 10; rank++)
			if (notation_cell_at(r, f, rank) == cell)
				return 9 - f + rank > 4 && f + 9 - rank > 4;
	return 0;
}

static int
random_step(notation_game *g, struct notation_move *list, unsigned long *x)
{
	const notation_position	*p = notation_game_position(g);
	size_t			 n, i, k;

	n = notation_move_generate(p, list);
	for (i = k = 0; i < n; i++)
		if (list[i].kind == NOTATION_STEP &&
		    out_of_camps(notation_position_rules(p), list[i].from) &&
		    out_of_camps(notation_position_rules(p), list[i].to))
			list[k++] = list[i];
	if (k == 0)
		return -1;
	*x = *x * 6364136223846793005UL + 1442695040888963407UL;
	list[0] = list[(*x >> 33) % k];
	return notation_game_play_move(g, &list[0], NULL);
}

TEST_ONCE(adjudication, test_repetition_long)
{
	struct notation_move	*list, block[40], back;
	notation_position	*start;
	notation_game		*g;
	uint64_t		 seen[1300], h;
	unsigned long		 x = 12345;
	size_t			 i, plies = 0, want, k = 0, j = 0, u, far = 0;
	const char		*text = "halma-10x10 " MIDW " " MIDB " w 60";

	list = malloc(NOTATION_MOVE_LIST_BYTES);
	ck_assert_ptr_nonnull(list);
	ck_assert_int_eq(notation_position_parse(cat, text, strlen(text),
	    &start, NULL), 0);
	g = notation_game_new(notation_position_rules(start));
	ck_assert_ptr_nonnull(g);
	ck_assert_int_eq(notation_game_reset(g, start), 0);
	notation_position_free(start);
	seen[0] = notation_position_hash(notation_game_position(g));
	while (plies < 1200 &&
	    notation_game_outcome(g)->kind == NOTATION_RESULT_NONE) {
		if (j == 0 && k == 0) {
			/* A block of 2 to 40 plies, made then undone. */
			x = x * 6364136223846793005UL + 1442695040888963407UL;
			k = 2 * (1 + (x >> 33) % 20);
			j = 2 * k;
		}
		if (j > k) {
			if (random_step(g, list, &x) != 0)
				break;
			block[2 * k - j] = list[0];
		} else {
			/*
			 * Undo u of the block: each side takes its own steps
			 * back, the last first (b[k-2] by the side of b[0],
			 * then b[k-1], b[k-4], b[k-3]...).
			 */
			u = k - j;
			back = block[u % 2 == 0 ? k - 2 - u : k - u];
			i = (size_t)back.from;
			back.from = back.to;
			back.to = (int16_t)i;
			if (notation_game_play_move(g, &back, NULL) != 0 &&
			    random_step(g, list, &x) != 0)
				break;
		}
		if (--j == 0)
			k = 0;
		seen[++plies] = h = notation_position_hash(
		    notation_game_position(g));
		for (i = want = 0; i <= plies; i++)
			want += seen[i] == h;
		ck_assert_uint_eq(notation_game_occurrences(g), want);
		for (i = 0; i + 20 < plies; i++)
			far += seen[i] == h;
	}
	ck_assert_uint_gt(plies, 1100);
	ck_assert_uint_gt(far, 100);
	notation_game_free(g);
	free(list);
}
END_TEST

/* Below move 52 a third occurrence is not a claimable repetition. */
TEST_ONCE(adjudication, test_repetition_too_early)
{
	notation_game	*g = shuffle_game("halma-10x10 " MIDW " " MIDB " w 20", 8);

	ck_assert_uint_eq(notation_game_occurrences(g), 3);
	ck_assert_int_eq(notation_game_repetition(g), 0);
	notation_game_free(g);
}
END_TEST

static const struct claim_case {
	unsigned long	 start_move;
	int		 plies;
	const char	*move;
	int		 verdict;
	size_t		 nplies;	/* earlier occurrences listed */
	const char	*why;
} claim_cases[] = {
	{ 60, 7, "j9-j8", NOTATION_CLAIM_VALID, 2, "occurrence 3" },
	{ 60, 11, "j9-j8", NOTATION_CLAIM_VALID, 3, "occurrence 4" },
	{ 60, 3, "j9-j8", NOTATION_CLAIM_NOT_ENOUGH, 1, "occurred 1 time" },
	{ 60, 7, "j9-j7", NOTATION_CLAIM_ILLEGAL, 0, "occupied" },
	{ 60, 7, "j9~j8", NOTATION_CLAIM_ILLEGAL, 0, "not a move" },
	{ 20, 7, "j9-j8", NOTATION_CLAIM_TOO_EARLY, 2, "from move 52" },
	/* Ply 7 is White's 4th... move 63 claims on Black's move 63. */
	{ 48, 7, "j9-j8", NOTATION_CLAIM_TOO_EARLY, 2, "move 51" },
	{ 49, 7, "j9-j8", NOTATION_CLAIM_VALID, 2, "move 52" },
};

TEST_LOOP(adjudication, test_claims, NELEM(claim_cases))
{
	const struct claim_case	*t = &claim_cases[_i];
	char			 start[256];
	notation_game		*g;
	struct notation_claim	 c;

	snprintf(start, sizeof(start), "halma-10x10 %s %s w %lu", MIDW, MIDB,
	    t->start_move);
	g = shuffle_game(start, t->plies);
	ck_assert_int_eq(notation_game_claim(g, t->move, strlen(t->move), &c),
	    t->verdict);
	ck_assert_int_eq(c.verdict, t->verdict);
	ck_assert_uint_eq(c.nplies, t->nplies);
	ck_assert_msg(strstr(c.why, t->why) != NULL, "why '%s' lacks '%s'",
	    c.why, t->why);
	/* The game itself is unchanged by a claim. */
	ck_assert_uint_eq(notation_game_plies(g), (unsigned long)t->plies);
	notation_game_free(g);
}
END_TEST

/*
 * White's b5-a6 fills its goal: a claim naming it is refused, naming the
 * rule, before the occurrences are counted (the game goes on); once it
 * is played, a claim comes after the end.
 */
TEST_ONCE(adjudication, test_claim_game_over)
{
	const char *s = "halma-10x10 w:b5,a7,b7,a8,b8,c8,a9,b9,c9,d9,a10,b10,"
	    "c10,d10,e10 b:a4,b4,c4,d4,e4,f4,g4,h4,i4,j4,a3,b3,c3,d3,e3 w 60";
	notation_position	*start;
	notation_game		*g;
	struct notation_claim	 c;

	ck_assert_int_eq(notation_position_parse(cat, s, strlen(s), &start,
	    NULL), 0);
	g = notation_game_new(notation_position_rules(start));
	notation_game_reset(g, start);
	ck_assert_int_eq(notation_game_claim(g, "b5-a6", 5, &c),
	    NOTATION_CLAIM_ENDS_GAME);
	ck_assert_msg(strstr(c.why, "goal rule") != NULL, "why: %s", c.why);
	ck_assert_int_eq(notation_game_outcome(g)->kind, NOTATION_RESULT_NONE);
	ck_assert_int_eq(notation_game_play(g, "b5-a6", 5, NULL), 0);
	ck_assert_int_eq(notation_game_claim(g, "a4-a5", 5, &c),
	    NOTATION_CLAIM_GAME_OVER);
	notation_game_free(g);
	notation_position_free(start);
}
END_TEST

/*
 * The corners sets note repetitions but know no draw by them (claim:
 * false in their rule files): every claim there is refused.
 */
TEST_ONCE(adjudication, test_claim_noted_only)
{
	notation_game	*g;
	struct notation_claim c;

	g = notation_game_new(notation_catalog_find(cat, "corners-8x8", NULL));
	ck_assert_ptr_nonnull(g);
	ck_assert_int_eq(notation_game_claim(g, "f3-f4", 5, &c),
	    NOTATION_CLAIM_NO_RULE);
	ck_assert_msg(strstr(c.why, "never as a result") != NULL, "why: %s",
	    c.why);
	notation_game_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Result tokens.                                                     */

static const struct result_case {
	const char	*text;
	int		 players;
	int		 ok;
	int		 kind;
	unsigned	 winners;
} result_cases[] = {
	{ "1-0", 2, 1, NOTATION_RESULT_WIN, 1 },
	{ "0-1", 2, 1, NOTATION_RESULT_WIN, 2 },
	{ "1/2-1/2", 2, 1, NOTATION_RESULT_DRAW, 3 },
	{ "*", 2, 1, NOTATION_RESULT_NONE, 0 },
	{ "0-0-1-0", 4, 1, NOTATION_RESULT_WIN, 4 },
	{ "1-0-1-0", 4, 1, NOTATION_RESULT_WIN, 5 },
	{ "1/4-1/4-1/4-1/4", 4, 1, NOTATION_RESULT_DRAW, 15 },
	{ "1/2-0-1/2", 3, 1, NOTATION_RESULT_DRAW, 5 },
	{ "1", 1, 1, NOTATION_RESULT_WIN, 1 },
	{ "1-0", 4, 0, 0, 0 },
	{ "0-0", 2, 0, 0, 0 },
	{ "1/2-1", 2, 0, 0, 0 },
	{ "1/3-1/3", 2, 0, 0, 0 },
	{ "1-", 2, 0, 0, 0 },
	{ "2-0", 3, 0, 0, 0 },
	{ "2-2", 2, 0, 0, 0 },
	{ "3-0", 2, 0, 0, 0 },
	{ "", 2, 0, 0, 0 },
};

TEST_LOOP(results, test_results, NELEM(result_cases))
{
	const struct result_case *t = &result_cases[_i];
	struct notation_result	 r;
	struct notation_buf	 b = NOTATION_BUF_INIT;
	int			 rc;

	rc = notation_result_parse(t->text, strlen(t->text), t->players, &r);
	ck_assert_msg((rc == 0) == t->ok, "'%s' for %d players", t->text,
	    t->players);
	if (!t->ok)
		return;
	ck_assert_int_eq(r.kind, t->kind);
	ck_assert_uint_eq(r.winners, t->winners);
	ck_assert_int_eq(notation_result_format(&r, t->players, &b), 0);
	ck_assert_str_eq(b.data, t->text);
	notation_buf_free(&b);
}
END_TEST

/*
 * PDN's forms of two players (spec/record-format.md, "Results"): read as
 * the same results, written in the toolkit's form.
 */
static const struct result_case pdn_cases[] = {
	{ "2-0", 2, 1, NOTATION_RESULT_WIN, 1 },
	{ "0-2", 2, 1, NOTATION_RESULT_WIN, 2 },
	{ "1-1", 2, 1, NOTATION_RESULT_DRAW, 3 },
};
static const char *const pdn_written[] = { "1-0", "0-1", "1/2-1/2" };

TEST_LOOP(results, test_results_pdn, NELEM(pdn_cases))
{
	const struct result_case *t = &pdn_cases[_i];
	struct notation_result	 r;
	struct notation_buf	 b = NOTATION_BUF_INIT;

	ck_assert_int_eq(notation_result_parse(t->text, strlen(t->text),
	    t->players, &r), 0);
	ck_assert_int_eq(r.kind, t->kind);
	ck_assert_uint_eq(r.winners, t->winners);
	ck_assert_int_eq(notation_result_format(&r, t->players, &b), 0);
	ck_assert_str_eq(b.data, pdn_written[_i]);
	notation_buf_free(&b);
}
END_TEST

/*
 * The checker that watches no ply leaves a ply's no-move end (where
 * having no move loses) to the next ply, whose move, parsed first, shows
 * the side had one (check.c, parse_settled()); one that watches every
 * ply asks it at once.  Both say the same of every game of the game box's
 * records: the records that end on no move, that go on after it or cut
 * it short among them (retour-stuck, trefpunt-after-end,
 * top-secret-halma-no-move-loses-walled).
 */
static int
watch_ply(void *arg, const notation_game *g, const notation_position *before,
    const struct notation_move *m, const char *text, size_t len)
{
	(void)g;
	(void)before;
	(void)m;
	(void)text;
	(void)len;
	(*(unsigned long *)arg)++;
	return 0;
}

TEST_ONCE(adjudication, test_no_move_settled)
{
	const char		*dir = "tests/records/gamebox";
	notation_checker	*c[2];
	notation_reader		*rd[2];
	struct notation_summary	 s[2];
	struct dirent		*de;
	DIR			*dp;
	FILE			*fp[2];
	char			 path[512];
	unsigned long		 plies = 0, games = 0, ends = 0;
	size_t			 i, k;
	int			 more;

	ck_assert_ptr_nonnull(dp = opendir(dir));
	while ((de = readdir(dp)) != NULL) {
		k = strlen(de->d_name);
		if (k < 4 || strcmp(de->d_name + k - 4, ".hgn") != 0)
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
		for (i = 0; i < 2; i++) {
			ck_assert_ptr_nonnull(c[i] = notation_checker_new(cat,
			    NULL));
			ck_assert_ptr_nonnull(rd[i] = notation_reader_new(path));
			ck_assert_ptr_nonnull(fp[i] = fopen(path, "rb"));
			notation_reader_set_file(rd[i], fp[i]);
		}
		notation_checker_set_ply_fn(c[1], watch_ply, &plies);
		while ((more = notation_checker_next(c[0], rd[0], &s[0])) ==
		    1) {
			ck_assert_int_eq(notation_checker_next(c[1], rd[1],
			    &s[1]), 1);
			games++;
			ends += s[0].outcome.reason == NOTATION_REASON_NO_MOVE;
			ck_assert_msg(s[0].valid == s[1].valid &&
			    s[0].plies == s[1].plies &&
			    s[0].end_ply == s[1].end_ply &&
			    s[0].outcome.kind == s[1].outcome.kind &&
			    s[0].outcome.winners == s[1].outcome.winners &&
			    s[0].outcome.reason == s[1].outcome.reason &&
			    s[0].ndiags == s[1].ndiags, "%s game %lu", path,
			    s[0].game);
			for (k = 0; k < s[0].ndiags; k++)
				ck_assert_msg(s[0].diags[k].code ==
				    s[1].diags[k].code &&
				    s[0].diags[k].line == s[1].diags[k].line &&
				    s[0].diags[k].column ==
				    s[1].diags[k].column &&
				    s[0].diags[k].ply == s[1].diags[k].ply &&
				    strcmp(s[0].diags[k].message,
				    s[1].diags[k].message) == 0,
				    "%s game %lu: %s", path, s[0].game,
				    s[0].diags[k].message);
		}
		ck_assert_int_eq(notation_checker_next(c[1], rd[1], &s[1]), 0);
		for (i = 0; i < 2; i++) {
			notation_reader_free(rd[i]);
			notation_checker_free(c[i]);
			fclose(fp[i]);
		}
	}
	closedir(dp);
	ck_assert_uint_gt(games, 200);
	ck_assert_uint_gt(ends, 2);
	ck_assert_uint_gt(plies, 0);
}
END_TEST

/*
 * A claim on the game a checker that watched no ply hands back asks every
 * end of the move at once.  2-kleuren-halma with a repetition rule added:
 * c4-c3 leaves Yellow no move, which ends the game
 * (tests/records/gamebox/2-kleuren-halma-no-move.hgn), so it is no draw.
 */
TEST_ONCE(adjudication, test_claim_after_settled)
{
	static const char	 rec[] = "[Variant \"claims\"]\n"
	    "[FEN \"claims r:a2,b1,b2,a3,c1,c4,p5,h8,h9 "
	    "g:e8,f8,g8,i8,j8,k8,e9,f9,g9,i9 b:n1,o1,p1,n2,o2,p2,n3,o3,p3 "
	    "y:l1,m1,l2,m2,m3,n4,o4,p4,o5,a1 r 50\"]\n\n*\n";
	struct notation_buf	 y = NOTATION_BUF_INIT;
	notation_catalog	*cg;
	notation_rules		*r;
	notation_checker	*c;
	notation_reader		*rd;
	struct notation_summary	 s;
	struct notation_claim	 cl;
	const char		*text, *name;
	size_t			 i, len;

	for (i = 0; (name = notation_rules_builtin_name(i)) != NULL &&
	    strcmp(name, "2-kleuren-halma") != 0; i++)
		continue;
	ck_assert_ptr_nonnull(text = notation_rules_builtin_yaml(i, &len));
	ck_assert_ptr_nonnull(name = strstr(text, "name: 2-kleuren-halma\n"));
	notation_buf_put(&y, text, (size_t)(name - text));
	notation_buf_puts(&y, "name: claims\n");
	name += strlen("name: 2-kleuren-halma\n");
	notation_buf_put(&y, name, len - (size_t)(name - text));
	notation_buf_puts(&y, "  repetition: {count: 3}\n");
	ck_assert_ptr_nonnull(r = notation_rules_load_string(y.data, y.len,
	    "claims.yaml", NULL));
	ck_assert_ptr_nonnull(cg = notation_catalog_new());
	ck_assert_ptr_nonnull(notation_catalog_add(cg, r, NULL));
	ck_assert_ptr_nonnull(c = notation_checker_new(cg, NULL));
	ck_assert_ptr_nonnull(rd = notation_reader_new("t.hgn"));
	notation_reader_set_buffer(rd, rec, sizeof(rec) - 1);
	ck_assert_int_eq(notation_checker_next(c, rd, &s), 1);
	ck_assert_ptr_nonnull(s.game_state);
	ck_assert_int_eq(notation_game_claim(s.game_state, "c4-c3", 5, &cl),
	    NOTATION_CLAIM_ENDS_GAME);
	ck_assert_msg(strstr(cl.why, "no-move") != NULL, "%s", cl.why);
	notation_reader_free(rd);
	notation_checker_free(c);
	notation_catalog_free(cg);
	notation_buf_free(&y);
}
END_TEST

HARNESS_SUITE("game")
