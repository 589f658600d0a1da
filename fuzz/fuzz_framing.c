/*
 * fuzz_framing.c -- the framing invariant of spec/record-format.md
 * ("Framing"), asserted rather than only survived.
 *
 * The input picks two complete games from a fixed table (its first two
 * bytes) and gives the bytes that stand between them (the rest).  The
 * stream read is
 *
 *	first "\n\n" junk "\n\n" second "\n"
 *
 * and it must hold that:
 *  - the first game is game 1 and has the verdict it has alone;
 *  - the last game has the verdict the second game has alone;
 *  - every valid game delivered a tag pair or played a move: bytes with
 *    neither never make a valid game.
 * A verdict is what makes a game valid or not: valid, plies, the end the
 * rules imposed, and every error with its code, message, ply and place
 * (the line counted from the game's first line).  Warnings are left out:
 * comments between games belong to the game after them, and so do the
 * warnings about their bytes.
 *
 * tests/check_framing.c compiles this file with FUZZ_ENTRY renamed and
 * drives framing_verify() with generated junk and fixed seeds;
 * tests/check_fuzz.c replays the saved inputs through FUZZ_ENTRY.
 */
#include <string.h>

#include "fuzz.h"

#ifndef FUZZ_ENTRY
#define FUZZ_ENTRY	LLVMFuzzerTestOneInput
#endif

int	FUZZ_ENTRY(const uint8_t *data, size_t size);

/*
 * Complete games: each starts with a tag pair at the start of a line and
 * ends with its result token.  Valid and invalid ones alike.
 */
static const char *const framing_games[] = {
	"[Event \"a\"]\n1. j5-i6 a6-b5 2. j3-h5 *",
	"[Event \"b\"]\n[Result \"1-0\"]\n1. j5-i6 a6-b5 1-0",
	"[Event \"c\"]\n1. j5-i6 a6-a5 *",			/* illegal */
	"[Event \"d\"]\n1. j5-i6 (a6-b5) 2. j3-h5 *",		/* syntax */
	"[Event \"e\"] *",					/* tags only */
	"[Variant \"no-such-game\"]\n1. j5-i6 *",		/* unknown */
	"[Event \"g\"]\n[Result \"0-1\"]\n1. j5-i6 1-0",	/* mismatch */
	"[Event \"h\"]\n{a comment}\n1. j5-i6 ; and one more\na6-b5 1/2-1/2",
	"[Event \"i\"]\n3. j5-i6 *",				/* move number */
	"[Variant \"corners-8x8\"]\n1. f3-e3 c6-d6 *",
};

#define FRAMING_NGAMES	(sizeof(framing_games) / sizeof(framing_games[0]))
#define FRAMING_ERRS	8	/* errors compared per game */

struct framing_verdict {
	struct fuzz_verdict v;
	size_t		 nerr;		/* errors kept below */
	struct {
		int		 code;
		unsigned long	 line;	/* from the game's first line */
		unsigned long	 column;
		unsigned long	 ply;
		char		 message[NOTATION_MSG_MAX];
	} err[FRAMING_ERRS];
};

struct framing_run {
	struct framing_verdict	 first, last;
	unsigned long		 ngames;
	unsigned long		 tags, plies;	/* of the game being read */
	unsigned long		 phantom;	/* a valid game of neither */
};

static void
framing_event(void *arg, const struct notation_event *ev)
{
	struct framing_run	*run = arg;

	if (ev->type == NOTATION_EV_TAG)
		run->tags++;
}

static int
framing_ply(void *arg, const notation_game *g, const notation_position *before,
    const struct notation_move *m, const char *text, size_t len)
{
	struct framing_run	*run = arg;

	run->plies++;
	return 0;
}

static void
framing_keep(struct framing_verdict *v, const struct notation_summary *s)
{
	size_t	 i;

	memset(v, 0, sizeof(*v));
	fuzz_verdict_keep(&v->v, s);
	for (i = 0; i < s->ndiags && v->nerr < FRAMING_ERRS; i++) {
		if (s->diags[i].severity != NOTATION_ERROR)
			continue;
		v->err[v->nerr].code = s->diags[i].code;
		v->err[v->nerr].line = s->diags[i].line >= s->line ?
		    s->diags[i].line - s->line : 0;
		v->err[v->nerr].column = s->diags[i].column;
		v->err[v->nerr].ply = s->diags[i].ply;
		memcpy(v->err[v->nerr].message, s->diags[i].message,
		    NOTATION_MSG_MAX);
		v->nerr++;
	}
}

/* Read a stream of records; keep the first and the last game's verdict. */
static void
framing_read(const char *buf, size_t len, struct framing_run *run)
{
	struct notation_summary	 s;
	notation_reader		*rd;
	notation_checker	*c;

	memset(run, 0, sizeof(*run));
	fuzz_stream("framing.hgn", &rd, &c);
	notation_reader_set_buffer(rd, buf, len);
	notation_checker_set_ply_fn(c, framing_ply, run);
	notation_checker_set_event_fn(c, framing_event, run);
	while (notation_checker_next(c, rd, &s) == 1) {
		if (s.valid && run->tags == 0 && run->plies == 0 &&
		    run->phantom == 0)
			run->phantom = s.game;
		run->tags = run->plies = 0;
		if (run->ngames++ == 0)
			framing_keep(&run->first, &s);
		framing_keep(&run->last, &s);
	}
	notation_checker_free(c);
	notation_reader_free(rd);
}

/* Where two verdicts differ, or NULL. */
static const char *
framing_differ(const struct framing_verdict *a, const struct framing_verdict *b)
{
	size_t	 i;

	if (a->v.valid != b->v.valid)
		return "valid";
	if (!fuzz_verdict_same(&a->v, &b->v))
		return "plies, outcome or number of errors";
	if (a->nerr != b->nerr)
		return "number of errors";
	for (i = 0; i < a->nerr; i++)
		if (a->err[i].code != b->err[i].code ||
		    a->err[i].line != b->err[i].line ||
		    a->err[i].column != b->err[i].column ||
		    a->err[i].ply != b->err[i].ply ||
		    strcmp(a->err[i].message, b->err[i].message) != 0)
			return "an error";
	return NULL;
}

/*
 * Check the invariant for games first and second (indices into
 * framing_games) with the junk between them.  Returns 0, or -1 with why
 * filled.
 */
static int
framing_verify(size_t first, size_t second, const char *junk, size_t len,
    char *why, size_t whysz)
{
	static struct framing_run	 alone[FRAMING_NGAMES];
	static int			 known[FRAMING_NGAMES];
	struct framing_run		 run;
	const char			*g1, *g2, *what;
	char				*buf;
	size_t				 n1, n2, i, total;

	first %= FRAMING_NGAMES;
	second %= FRAMING_NGAMES;
	for (i = 0; i < FRAMING_NGAMES; i++) {
		if (known[i])
			continue;
		n1 = strlen(framing_games[i]);
		if ((buf = malloc(n1 + 1)) == NULL)
			fuzz_fail("out of memory");
		memcpy(buf, framing_games[i], n1);
		buf[n1] = '\n';
		framing_read(buf, n1 + 1, &alone[i]);
		free(buf);
		if (alone[i].ngames != 1)
			fuzz_fail("game %zu of the table reads as %lu games", i,
			    alone[i].ngames);
		known[i] = 1;
	}
	g1 = framing_games[first];
	g2 = framing_games[second];
	n1 = strlen(g1);
	n2 = strlen(g2);
	total = n1 + 2 + len + 2 + n2 + 1;
	if ((buf = malloc(total)) == NULL)
		fuzz_fail("out of memory");
	memcpy(buf, g1, n1);
	memcpy(buf + n1, "\n\n", 2);
	if (len > 0)
		memcpy(buf + n1 + 2, junk, len);
	memcpy(buf + n1 + 2 + len, "\n\n", 2);
	memcpy(buf + n1 + 4 + len, g2, n2);
	buf[total - 1] = '\n';
	framing_read(buf, total, &run);
	free(buf);
	if (run.ngames < 2) {
		snprintf(why, whysz, "%lu games, not at least 2", run.ngames);
		return -1;
	}
	if ((what = framing_differ(&run.first, &alone[first].first)) != NULL) {
		snprintf(why, whysz, "the first game differs from alone: %s",
		    what);
		return -1;
	}
	if ((what = framing_differ(&run.last, &alone[second].first)) != NULL) {
		snprintf(why, whysz, "the last game (game %lu) differs from "
		    "alone: %s", run.last.v.game, what);
		return -1;
	}
	if (run.phantom != 0) {
		snprintf(why, whysz, "game %lu is valid with neither a tag "
		    "pair nor a move", run.phantom);
		return -1;
	}
	return 0;
}

int
FUZZ_ENTRY(const uint8_t *data, size_t size)
{
	char	 why[256];

	if (size < 2)
		return 0;
	if (framing_verify(data[0], data[1], (const char *)data + 2,
	    size - 2, why, sizeof(why)) != 0)
		fuzz_fail("framing: %s", why);
	return 0;
}
