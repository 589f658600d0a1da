/*
 * check_put_out.c -- games of the game box (spec/rules.md section 17):
 * Gevangen 1 (section 17.10), a player caught at home put out and the
 * others playing on.
 *
 * The move generator is the reference one of tests/ref/ref_eliminate.c,
 * written from the spec: it reads and writes position strings itself
 * (spec/position-string.md, "Players put out"), so the perft of every
 * position and the position after every move are checked against the
 * library's without sharing a line of it.
 */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "ref/ref.h"

SUITE_TCASE(perft, "perft", setup, teardown, 60);
SUITE_TCASE(moves, "moves", setup, teardown, 0);
SUITE_TCASE(keys, "keys", setup, teardown, 0);
SUITE_TCASE(strings, "strings", setup, teardown, 0);

/* ------------------------------------------------------------------ */
/* Perft from the start and from positions where players are put out. */

static const char *const perft_positions[] = {
	/* The start positions (as the suite writes them, below). */
	NULL, NULL, NULL, NULL, NULL, NULL,
	/* White to wall in Black's m17, its last stone at home (walled). */
	"gevangen-1-walled w:g8,h8,i8,j8,h9,i9,j9,h10,i10,j10,k10,m14,k15,l16,"
	"m16 b:e2,f2,e3,f3,g3,e4,f4,g4,h4,e5,f5,g5,h5,i5,m17 w 40",
	/* The same, White still with e1 at home: nobody is caught. */
	"gevangen-1-walled w:e1,g8,h8,i8,j8,h9,i9,j9,i10,j10,k10,m14,k15,l16,"
	"m16 b:e2,f2,e3,f3,g3,e4,f4,g4,h4,e5,f5,g5,h5,i5,m17 w 40",
	/* White to wall in Yellow's e9: Yellow out, Green plays on. */
	"gevangen-1-3p-walled w:c7,e7,d8,e8,f9,g9,h9,i9,j9,e10,f10,h10,i10,"
	"e11,h11 y:i6,j6,k6,h7,i7,j7,k7,h8,i8,j8,k8,l8,e9,l9,l10 g:m9,m10,"
	"n10,m11,n11,o11,m12,n12,o12,p12,m13,n13,o13,p13,q13 w 40",
	/* Yellow to make its 30th move with e13 at home (3p-out, ply 88). */
	"gevangen-1-3p w:g6,i6,g8,h9,j11,l11,h12,l13,m13,j14,k14,l15,m15,l16,"
	"m17 y:i5,j5,k5,e6,j6,k7,l8,f9,g10,i10,n10,h11,i12,e13,j13 g:b5,c5,"
	"d5,d6,c7,d7,d8,f8,i8,k8,e9,j10,k10,k12,l12 y 30",
	/* Yellow out: White and Green only (3p-fen's start). */
	"gevangen-1-3p w:g6,i6,g8,h9,j11,l11,h12,l13,j14,k14,k15,l15,m15,l16,"
	"m17 Y:i5,j5,k5,e6,j6,f7,k7,l8,g10,i10,n10,h11,i12,j13 g:b5,c5,d5,d6,"
	"c7,d7,d8,f8,i8,k8,e9,f10,h10,k10,k12 w 32",
	/* White to make its 30th move with e1 at home. */
	"gevangen-1-3p w:e1,k5,h6,j6,i7,i10,m10,h11,h12,i13,j13,n13,k14,k15,"
	"l15 y:h5,l5,f6,l7,e8,f8,i9,j9,m9,g10,j10,m11,j12,k12,m12 g:c5,d5,"
	"e6,k6,c7,d7,f7,k7,m7,g8,l8,l9,k10,l10,l12 w 30",
	/* White out: the first player's turns are skipped. */
	"gevangen-1-3p W:k5,h6,j6,i7,i10,m10,h11,i13,j13,n13,k14,k15,l15,"
	"l16 y:h5,l5,f6,l7,e8,j8,i9,j9,m9,g10,n10,m11,j12,k12,m12 g:c5,d5,"
	"b6,e6,k6,c7,d7,f7,k7,m7,g8,l9,f10,k10,l12 y 32",
	/* Black to make its 30th move with m17 at home: White left alone. */
	"gevangen-1 w:d6,f6,h6,j6,d7,f7,k7,i8,h9,j9,i10,k10,i12,i13,k13 "
	"b:e5,g5,e7,i7,h8,j8,j10,h11,j11,l11,h12,k12,m12,n12,m17 b 30",
	/* Red to make its 20th move with a5 at home (4p-goal, ply 77). */
	"gevangen-1-4p w:i5,g6,i6,f7,e9,g9,j12,k12,l12,l14 r:a5,h5,j6,i7,h9,"
	"i9,j9,k9,o12,p12 b:e4,h4,h6,d8,e8,i8,j11,m11,k13,o13 g:e6,g8,l9,m9,"
	"h10,j10,g11,l11,j13,m13 r 20",
};


TEST_LOOP(perft, test_perft, 3 * NELEM(perft_positions))
{
	size_t			 k = (size_t)_i / 3;
	int			 depth = _i % 3 + 1;
	struct ref_eliminate	 b;
	notation_position	*p;
	char			 s[1024];

	if (k < REF_ELIMINATE_GAMES) {
		ref_eliminate_start(&b, ref_eliminate_games[k].name);
		ref_eliminate_write(&b, s, sizeof(s));
		p = notation_position_new(notation_catalog_find(cat,
		    ref_eliminate_games[k].name, NULL));
		ck_assert_ptr_nonnull(p);
	} else {
		ref_eliminate_read(&b, perft_positions[k]);
		ref_eliminate_write(&b, s, sizeof(s));
		ck_assert_str_eq(s, perft_positions[k]);
		p = pos_of(s);
	}
	ck_assert_uint_eq(notation_position_perft(p, depth),
	    ref_eliminate_perft(&b, depth));
	notation_position_free(p);
}
END_TEST

/*
 * The perft figures of the start positions, as GAME.perft and the table
 * of spec/rules.md section 17.10 have them.
 */
TEST_ONCE(perft, test_start_figures)
{
	static const uint64_t want[REF_ELIMINATE_GAMES][3] = {
		{ 22, 484, 15752 }, { 22, 484, 10648 }, { 14, 199, 2786 },
		{ 22, 484, 15752 }, { 22, 484, 10648 }, { 14, 199, 2786 }
	};
	struct ref_eliminate	 b;
	size_t		 k;
	int		 d;

	for (k = 0; k < REF_ELIMINATE_GAMES; k++) {
		ref_eliminate_start(&b, ref_eliminate_games[k].name);
		for (d = 1; d <= 3; d++)
			ck_assert_uint_eq(ref_eliminate_perft(&b, d),
			    want[k][d - 1]);
	}
	ck_assert_int_eq(check_spec_perft("gevangen-1", 1), 6);
}
END_TEST

/* ------------------------------------------------------------------ */
/*
 * Every legal move of the positions above leads to the position the
 * suite's own rules give: the stones, who is out, the side to move and
 * the move number, as position strings.
 */
TEST_LOOP(moves, test_children, NELEM(perft_positions) - REF_ELIMINATE_GAMES)
{
	const char		*start =
	    perft_positions[REF_ELIMINATE_GAMES + _i];
	const notation_rules	*r;
	struct notation_move	 moves[NOTATION_MAX_MOVES];
	struct notation_buf	 buf = { 0 };
	notation_position	*p, *q;
	struct ref_eliminate	 b, c;
	char			 want[1024], from[4], to[4];
	size_t			 n, i, m;

	p = pos_of(start);
	r = notation_position_rules(p);
	ref_eliminate_read(&b, start);
	n = notation_move_generate(p, moves);
	ck_assert_uint_eq(n, ref_eliminate_perft(&b, 1));
	q = notation_position_copy(p);
	for (i = 0; i < n; i++) {
		notation_position_assign(q, p);
		notation_position_apply(q, &moves[i]);
		buf.len = 0;
		ck_assert_int_eq(notation_position_format(q, &buf), 0);
		m = notation_cell_name(r, moves[i].from, from);
		from[m] = '\0';
		m = notation_cell_name(r, moves[i].to, to);
		to[m] = '\0';
		c = b;
		ref_eliminate_move(&c, from[0] - 'a', atoi(from + 1) - 1,
		    to[0] - 'a', atoi(to + 1) - 1);
		ref_eliminate_write(&c, want, sizeof(want));
		ck_assert_str_eq(buf.data, want);
	}
	notation_buf_free(&buf);
	notation_position_free(q);
	notation_position_free(p);
}
END_TEST

/*
 * A game that puts players out: the position the suite's rules give, the
 * outcome, and the position and its hash the same whether played or
 * read from its string.
 */
static const struct out_case {
	const char	*start;
	const char	*moves;		/* blank-separated */
	const char	*out;		/* in the string after them */
	const char	*outcome;	/* "*" while the game goes on */
} out_cases[] = {
	/*
	 * Yellow steps j13-j12 and leaves e13 at home, whose every
	 * neighbour is in the camp: out, and Green and White play on.
	 */
	{ "gevangen-1-3p w:g6,i6,g8,h9,j11,l11,h12,l13,m13,j14,k14,l15,m15,"
	  "l16,m17 y:i5,j5,k5,e6,j6,k7,l8,f9,g10,i10,n10,h11,i12,e13,j13 "
	  "g:b5,c5,d5,d6,c7,d7,d8,f8,i8,k8,e9,j10,k10,k12,l12 y 30",
	  "j13-j12 k8-l9 g6-g7", " Y:", "*" },
	/* Black caught with m17: White is the last player in. */
	{ "gevangen-1 w:d6,f6,h6,j6,d7,f7,k7,i8,h9,j9,i10,k10,i12,i13,k13 "
	  "b:e5,g5,e7,i7,h8,j8,j10,h11,j11,l11,h12,k12,m12,n12,m17 b 30",
	  "h12-h13", " B:", "1-0" },
	/* Red caught with a5; Black, Green and White play on. */
	{ "gevangen-1-4p w:i5,g6,i6,f7,e9,g9,j12,k12,l12,l14 r:a5,h5,j6,i7,"
	  "h9,i9,j9,k9,o12,p12 b:e4,h4,h6,d8,e8,i8,j11,m11,k13,o13 g:e6,g8,"
	  "l9,m9,h10,j10,g11,l11,j13,m13 r 20",
	  "p12-q13 h6-f6 e6-e7 g6-g5", " R:", "*" },
};

TEST_LOOP(moves, test_out, NELEM(out_cases))
{
	const struct out_case	*t = &out_cases[_i];
	struct notation_diag	 d;
	struct notation_buf	 buf = { 0 }, res = { 0 };
	notation_position	*p, *again;
	notation_game		*g;
	const char		*s, *w;
	size_t			 n;
	char			 want[1024];
	struct ref_eliminate	 b;

	p = pos_of(t->start);
	ref_eliminate_read(&b, t->start);
	g = notation_game_new(notation_position_rules(p));
	ck_assert_int_eq(notation_game_reset(g, p), 0);
	ck_assert_msg(play_moves(g, t->moves, t->start, &d) == 0, "%s",
	    d.message);
	for (s = t->moves; (w = next_word(&s, &n)) != NULL;)
		ref_eliminate_move(&b, w[0] - 'a', atoi(w + 1) - 1,
		    strchr(w, '-')[1] - 'a', atoi(strchr(w, '-') + 2) - 1);
	ck_assert_int_eq(notation_position_format(notation_game_position(g),
	    &buf), 0);
	ref_eliminate_write(&b, want, sizeof(want));
	ck_assert_str_eq(buf.data, want);
	ck_assert_ptr_nonnull(strstr(buf.data, t->out));
	/* notation_position_out() names the player the string writes. */
	ck_assert_int_eq(notation_position_out(notation_game_position(g),
	    notation_rules_player_of_letter(notation_position_rules(p),
	    t->out[1] - 'A' + 'a')), 1);
	ck_assert_int_eq(notation_position_out(notation_game_position(g),
	    0), t->out[1] == 'W');
	ck_assert_int_eq(notation_position_out(notation_game_position(g),
	    -1), 0);
	ck_assert_int_eq(notation_position_out(notation_game_position(g),
	    NOTATION_MAX_PLAYERS), 0);
	again = pos_of(buf.data);
	ck_assert_uint_eq(notation_position_hash(again),
	    notation_position_hash(notation_game_position(g)));
	ck_assert(notation_position_equal(again, notation_game_position(g)));
	ck_assert_int_eq(notation_result_format(notation_game_outcome(g),
	    notation_rules_players(notation_position_rules(p)), &res), 0);
	ck_assert_str_eq(res.data, t->outcome);
	notation_position_free(again);
	notation_buf_free(&res);
	notation_buf_free(&buf);
	notation_game_free(g);
	notation_position_free(p);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The key (spec/rules-format.md, "eliminate").                        */

#define STAR3 "name: t\nboard: {shape: star}\nplayers:\n" \
	"  - {name: W, letter: w, camp: [e1, e2], goal: [m17, m16]}\n" \
	"  - {name: Y, letter: y, camp: [e13, e12], goal: [m5, m6]}\n" \
	"  - {name: G, letter: g, camp: [q13, p13], goal: [a5, b5]}\n"

static const struct key_case {
	const char	*yaml;
	const char	*message;	/* NULL: it loads */
	unsigned long	 line, column;
	const char	*written;	/* what the writer writes of it */
} key_cases[] = {
	{ STAR3 "end: {camp-rule: {move: 1, at-once: true}, eliminate: camp}\n",
	  NULL, 0, 0, "eliminate: camp" },
	{ STAR3 "end: {camp-rule: {move: 1, at-once: true}, eliminate: all}\n",
	  NULL, 0, 0, "eliminate: all" },
	{ STAR3 "end: {camp-rule: {move: 1, at-once: true}}\n", NULL, 0, 0,
	  NULL },
	{ STAR3 "end: {camp-rule: {move: 1, at-once: true}, eliminate: yes}\n",
	  "eliminate must be camp or all, not 'yes'", 7, 55, NULL },
	{ STAR3 "end: {camp-rule: {move: 1}, eliminate: camp}\n",
	  "eliminate needs camp-rule: {move: N, at-once: true}", 7, 29,
	  NULL },
	{ STAR3 "end: {eliminate: camp}\n",
	  "eliminate needs camp-rule", 7, 7, NULL },
	/* The walled-in reading (spec/rules.md 17.10). */
	{ STAR3 "end: {eliminate: camp, walled-in: true}\n", NULL, 0, 0,
	  "walled-in: true" },
	{ STAR3 "end: {walled-in: true}\n", "walled-in needs eliminate", 7,
	  18, NULL },
	{ STAR3 "end: {camp-rule: {move: 1, at-once: true, return: true}, "
	  "eliminate: camp}\n", "with camp-rule's return: true", 7, 58,
	  NULL },
	{ "name: t\nboard: {shape: star}\nplayers:\n"
	  "  - {name: W, letter: w, camp: [e1], goal: [m17]}\n"
	  "end: {camp-rule: {move: 1, at-once: true}, eliminate: camp}\n",
	  "eliminate needs two players or more", 5, 44, NULL },
	{ "name: t\nboard: {shape: star}\nplayers:\n"
	  "  - {name: W, letter: w, camp: [e1], goal: [m17], team: 1}\n"
	  "  - {name: B, letter: b, camp: [m17], goal: [e1], team: 2}\n"
	  "end: {camp-rule: {move: 1, at-once: true}, eliminate: camp}\n",
	  "cannot be combined with team (player W)", 6, 44, NULL },
};

TEST_LOOP(keys, test_eliminate_key, NELEM(key_cases))
{
	const struct key_case	*t = &key_cases[_i];
	struct notation_buf	 b = { 0 };
	notation_rules		*r, *again;

	r = check_rules_load(t->yaml, t->message, t->line, t->column);
	if (r == NULL)
		return;
	again = check_key_reload(r, &b);
	if (t->written != NULL)
		ck_assert_ptr_nonnull(strstr(b.data, t->written));
	else
		ck_assert_ptr_null(strstr(b.data, "eliminate"));
	notation_rules_free(again);
	notation_rules_free(r);
	notation_buf_free(&b);
}
END_TEST

/*
 * eliminate: all takes every stone of the player off, and camp only
 * those at home; without the key the camp rule ends the game as before.
 * W (e1, e2 at home) plays e1-f2 as its first move and keeps e2 there.
 */
static const struct all_case {
	const char	*end;
	const char	*after;		/* NULL: the game ended */
	const char	*outcome;
	const char	*refused;	/* a string the rule set refuses */
	const char	*why;
} all_cases[] = {
	{ "end: {camp-rule: {move: 1, at-once: true}, eliminate: all}\n",
	  "t W: y:e12,e13 g:p13,q13 y 1", "*",
	  "t W:f2 y:e12,e13 g:p13,q13 y 1", "stand on the board" },
	{ "end: {camp-rule: {move: 1, at-once: true}, eliminate: camp}\n",
	  "t W:f2 y:e12,e13 g:p13,q13 y 1", "*",
	  "t W:e2 y:e12,e13 g:p13,q13 y 1", "stand in its camp" },
	{ "end: {camp-rule: {move: 1, at-once: true}}\n", NULL, "0-1-1",
	  "t W:f2 y:e12,e13 g:p13,q13 y 1", "t puts no player out" },
};

TEST_LOOP(keys, test_eliminate_all, NELEM(all_cases))
{
	const struct all_case	*t = &all_cases[_i];
	struct notation_diag	 d;
	struct notation_buf	 b = { 0 }, res = { 0 };
	char			 yaml[1024];
	const notation_rules	*r;
	notation_position	*p;
	notation_game		*g;

	snprintf(yaml, sizeof(yaml), "%s%s", STAR3, t->end);
	r = notation_catalog_add(cat, notation_rules_load_string(yaml,
	    strlen(yaml), "t.yaml", &d), &d);
	ck_assert_msg(r != NULL, "%s", d.message);
	g = notation_game_new(r);
	ck_assert_int_eq(notation_game_play(g, "e1-f2", 5, &d), 0);
	ck_assert_int_eq(notation_result_format(notation_game_outcome(g),
	    notation_rules_players(r), &res), 0);
	ck_assert_str_eq(res.data, t->outcome);
	notation_buf_free(&res);
	if (t->after != NULL) {
		ck_assert_int_eq(notation_position_format(
		    notation_game_position(g), &b), 0);
		ck_assert_str_eq(b.data, t->after);
	}
	ck_assert_int_eq(notation_position_parse(cat, t->refused,
	    strlen(t->refused), &p, &d), NOTATION_BAD_POSITION);
	ck_assert_msg(strstr(d.message, t->why) != NULL, "'%s' lacks '%s'",
	    d.message, t->why);
	notation_buf_free(&b);
	notation_game_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Position strings with players put out (spec/position-string.md).    */

#define W3	"w:g6,i6,g8,h9,j11,l11,h12,l13,j14,k14,k15,l15,m15,l16,m17"
#define Y3	"i5,j5,k5,e6,j6,f7,k7,l8,g10,i10,n10,h11,i12,j13"
#define G3	"g:b5,c5,d5,d6,c7,d7,d8,f8,i8,k8,e9,f10,h10,k10,k12"

static const struct text_case string_cases[] = {
	/* Read and written back. */
	{ "gevangen-1-3p " W3 " Y:" Y3 " " G3 " w 32", NULL },
	{ "gevangen-1-3p " G3 " Y:" Y3 " " W3 " w 32", NULL },
	/* Fewer stones, none: a player out has lost some. */
	{ "gevangen-1-3p " W3 " Y: " G3 " g 31", NULL },
	/* Refused. */
	{ "gevangen-1-3p " W3 " Y:" Y3 " " G3 " y 32",
	  "Yellow is out and takes no turns" },
	{ "gevangen-1-3p " W3 " Y:" Y3 " " G3 " w 30",
	  "Yellow is out, but under gevangen-1-3p a player is put out only "
	  "after its own move 30" },
	{ "gevangen-1-3p " W3 " Y:" Y3 " " G3 " y 30", "takes no turns" },
	{ "gevangen-1-3p " W3 " Y:e13," Y3 " " G3 " w 32",
	  "Yellow is out, but stones of its own stand in its camp" },
	{ "gevangen-1-3p " W3 " y:" Y3 " " G3 " w 32",
	  "Yellow has 14 stones, gevangen-1-3p needs 15" },
	{ "gevangen-1-3p " W3 " Y:" Y3 ",e7,f6 " G3 " w 32",
	  "Yellow has 16 stones, gevangen-1-3p needs 15" },
	{ "gevangen-1-3p " W3 " Y:" Y3 " Y:e7 " G3 " w 32",
	  "stones of this player given twice" },
	{ "sternhalma-2p w:e1,e2,f2,e3,f3,g3,e4,f4,g4,h4 "
	  "B:j14,k14,l14,m14,k15,l15,m15,l16,m16,m17 w 40",
	  "'B:' says Black is out, but sternhalma-2p puts no player out: "
	  "write 'b:'" },
	{ "gevangen-1-3p " W3 " X:" Y3 " " G3 " w 32", "unknown player "
	  "letter ('X')" },
};

/*
 * A player out (an upper-case letter) is named under the board, and no
 * one while none is.
 */
TEST_LOOP(strings, test_render_out, NELEM(perft_positions))
{
	const char		*s = perft_positions[_i], *want;
	notation_position	*p;
	struct notation_buf	 b = NOTATION_BUF_INIT;

	if (s == NULL)		/* the starts, filled in by another test */
		return;
	want = strstr(s, " W:") != NULL ? "out: White\n" :
	    strstr(s, " Y:") != NULL ? "out: Yellow\n" : NULL;
	p = pos_of(s);
	ck_assert_int_eq(notation_position_render(p, 0, &b), 0);
	if (want != NULL)
		ck_assert_msg(b.len > strlen(want) && strcmp(b.data + b.len -
		    strlen(want), want) == 0, "%s", b.data);
	else
		ck_assert_msg(strstr(b.data, "out:") == NULL, "%s", b.data);
	notation_position_free(p);
	notation_buf_free(&b);
}
END_TEST

TEST_LOOP(strings, test_strings, NELEM(string_cases))
{
	const struct text_case	*t = &string_cases[_i];
	struct notation_diag	 d;
	struct notation_buf	 b = { 0 };
	notation_position	*p;
	struct ref_eliminate	 ref;
	char			 want[1024];
	int			 rc;

	notation_diag_clear(&d);
	rc = notation_position_parse(cat, t->in, strlen(t->in), &p, &d);
	if (t->want != NULL) {
		ck_assert_int_eq(rc, NOTATION_BAD_POSITION);
		ck_assert_msg(strstr(d.message, t->want) != NULL,
		    "'%s' lacks '%s'", d.message, t->want);
		return;
	}
	ck_assert_msg(rc == 0, "%s", d.message);
	ck_assert_int_eq(notation_position_format(p, &b), 0);
	ref_eliminate_read(&ref, t->in);
	ref_eliminate_write(&ref, want, sizeof(want));
	ck_assert_str_eq(b.data, want);
	notation_buf_free(&b);
	notation_position_free(p);
}
END_TEST

HARNESS_SUITE("put_out")
