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
 * The fixture: a fresh catalog in cat for each test of a TCase that
 * names it (tcase_add_checked_fixture(tc, setup, teardown)).
 */
extern notation_catalog	*cat;
void	setup(void);
void	teardown(void);

/* The position of a position string read through cat; aborts the test. */
notation_position	*pos_of(const char *);

/* One move tried on one position: the code and kind it must get. */
struct legal_case {
	const char	*pos;
	const char	*move;
	int		 code;		/* 0 or the refusal's code */
	int		 kind;		/* NOTATION_STEP, _JUMP when legal */
	const char	*msg;		/* a fragment of the message, or NULL */
};
void	check_legal(const struct legal_case *);

/*
 * Every move notation_move_generate() gives for the position parses back
 * as legal, and no other from-to pair of the board does.
 */
void	check_generate_agrees_with_parse(const char *pos);

/* The start position of r prints as want and reads back to the same. */
void	check_start_string(const notation_rules *r, const char *want);

/* Each check_*.c: its suite, which main() in harness.c runs. */
Suite	*test_suite(void);

#endif /* HARNESS_H */
