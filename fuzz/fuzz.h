/*
 * fuzz.h -- what the fuzz harnesses share.
 *
 * Each harness defines FUZZ_ENTRY, which is libFuzzer's
 * LLVMFuzzerTestOneInput unless the includer renames it: the regression
 * suite (tests/check_fuzz.c) compiles all four harnesses into one program
 * and replays the saved inputs of fuzz/regress/ and fuzz/corpus/ through
 * them with the ordinary compiler, so that a crash found once by the
 * fuzzer stays fixed even where clang is not installed.  For the same
 * reason the harnesses' own helpers carry the harness's name.
 */
#ifndef FUZZ_H
#define FUZZ_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "notation.h"

/*
 * One catalog for the whole run: the built-in rule sets are parsed on
 * first use and kept, as a tool keeps them, so that an execution costs
 * the input's work and not the rule sets' parsing.  It stays reachable
 * until exit, which the leak checker accepts.
 */
static inline notation_catalog *
fuzz_catalog(void)
{
	static notation_catalog	*cat;

	if (cat == NULL && (cat = notation_catalog_new()) == NULL)
		abort();
	return cat;
}

/*
 * A property the harness checks does not hold: say which and stop, so
 * that the fuzzer keeps the input as a crash.
 */
static inline void
fuzz_fail(const char *fmt, ...)
    __attribute__((format(printf, 1, 2), noreturn));

static inline void
fuzz_fail(const char *fmt, ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	fputs("fuzz: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	abort();
}

/*
 * What a harness keeps of a game's summary, to compare it with another
 * reading of the same game: where it stands, its verdict and its end.
 */
struct fuzz_verdict {
	unsigned long	 game;
	unsigned long	 line;
	int		 valid;
	unsigned long	 plies;
	int		 outcome;
	unsigned	 winners;
	unsigned long	 end_ply;
	unsigned long	 nerrors;
};

static inline void
fuzz_verdict_keep(struct fuzz_verdict *v, const struct notation_summary *s)
{
	v->game = s->game;
	v->line = s->line;
	v->valid = s->valid;
	v->plies = s->plies;
	v->outcome = s->outcome.kind;
	v->winners = s->outcome.winners;
	v->end_ply = s->end_ply;
	v->nerrors = s->nerrors;
}

/* The same verdict and end (where the games stand is not compared). */
static inline int
fuzz_verdict_same(const struct fuzz_verdict *a, const struct fuzz_verdict *b)
{
	return a->valid == b->valid && a->plies == b->plies &&
	    a->outcome == b->outcome && a->winners == b->winners &&
	    a->end_ply == b->end_ply && a->nerrors == b->nerrors;
}

/*
 * A reader named name and a checker under the default rule set, as the
 * harnesses that read whole records start: the caller gives the reader
 * its input and the checker its callbacks, and frees both.
 */
static inline void
fuzz_stream(const char *name, notation_reader **rd, notation_checker **c)
{
	const notation_rules	*r;
	struct notation_diag	 d;

	notation_diag_clear(&d);
	if ((r = notation_catalog_find(fuzz_catalog(), NOTATION_DEFAULT_VARIANT,
	    &d)) == NULL)
		fuzz_fail("the default rule set: %s", d.message);
	if ((*rd = notation_reader_new(name)) == NULL ||
	    (*c = notation_checker_new(fuzz_catalog(), r)) == NULL)
		fuzz_fail("out of memory");
}

#endif /* FUZZ_H */
