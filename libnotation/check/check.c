/*
 * check.c -- the whole pipeline over a stream: reader events in, one
 * summary per game out (validity, plies, the outcome the rules impose,
 * repetitions, diagnostics).  Every tool that replays records uses it, so
 * no two tools can disagree about a record.  Here the moves and move
 * numbers; a game's beginning, tags, rule set and end in check_game.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check/check.h"
/* The text reader's scanners, for a run of the movetext (run()). */
#include "records/reader_hgn.h"

/*
 * A move that is not replayed, handed on when copying: to the move
 * callback, unless the ply that failed after it had given it the move
 * (seen), and to the ply callback.
 */
static void
unplayed(notation_checker *c, const char *text, size_t len, int seen)
{
	if (c->movefn != NULL && !seen)
		c->movefn(c->movearg, c->g, NULL, text, len);
	if (c->plyfn != NULL)
		c->plyfn(c->plyarg, c->g, c->g != NULL ?
		    notation_game_position(c->g) : NULL, NULL, text, len);
}

static unsigned long
next_ply(const notation_checker *c)
{
	if (c->g != NULL)
		return notation_game_plies(c->g) + 1;
	return c->moves + 1;
}

/* A move number that does not fit: out of line, as rare. */
static NT_NOINLINE void
bad_number(notation_checker *c, unsigned long line, unsigned long column,
    unsigned long number, int dots)
{
	const notation_position	*p = notation_game_position(c->g);
	struct loc		 at = { line, column, 1 };
	char			 msg[NOTATION_MSG_MAX];
	int			 side = notation_position_side(p);
	unsigned long		 n = notation_position_move_number(p);

	snprintf(msg, sizeof(msg), "move number %lu%s does not match the "
	    "game: move %lu, %s to move (expected %lu%s)", number,
	    dots == 1 ? "." : "...", n,
	    notation_rules_player_name(c->rules, side), n,
	    side == 0 ? "." : "...");
	nt_check_say_as(c, &at, next_ply(c), NOTATION_MOVE_NUMBER, 1, msg);
	c->numbered = 1;
}

/*
 * Does the move number fit the game g (c->g), or is it not asked (no game
 * replayed, or one number that did not fit already said)?
 */
static inline int
number_fits(const notation_checker *c, const notation_game *g,
    unsigned long number, int dots)
{
	const notation_position	*p;

	if (g == NULL || c->numbered)
		return 1;
	p = notation_game_position(g);
	return number == notation_position_move_number(p) &&
	    (dots == 1) == (notation_position_side(p) == 0);
}

static inline void
move_number(notation_checker *c, const struct notation_event *ev)
{
	if (!number_fits(c, c->g, ev->number, ev->dots))
		bad_number(c, ev->line, ev->column, ev->number, ev->dots);
}

/*
 * A move refused whose token ran to the end of the input may have been cut
 * short there: the game is `truncated', as it would be with no line end
 * after a move it accepts (spec/record-format.md, "Truncated input").
 */
static void
cut_move(const notation_reader *rd, struct notation_diag *d)
{
	size_t	 n;

	if (!nt_reader_move_cut(rd))
		return;
	d->code = NOTATION_TRUNCATED;
	n = strlen(d->message);
	snprintf(d->message + n, sizeof(d->message) - n, " (end of input)");
}

/*
 * A ply's diagnostic is not cleared before every ply, only its code and
 * ply set (play()): the parse and the play set its code, severity and
 * message on error and keep the rest (notation_diag_set()), which is set
 * here, where one was said, as a clear diagnostic would have it.
 */
static void
ply_diag(struct notation_diag *d)
{
	d->file = NULL;
	d->line = d->column = d->game = 0;
}

/*
 * A PDN record's move written as a capture that takes nothing ("38x33"
 * for 38-33): PDN's files hold them, and readers take them as the move
 * they name.  So does the checker in a PDN record, with a warning, and
 * hands the move on so written (c->plain).  1 if the move, read so, is
 * legal (*m is it, *d cleared).
 */
static int
plain_as_capture(notation_checker *c, const char *text, size_t len,
    unsigned long line, unsigned long column, struct notation_move *m,
    struct notation_diag *d)
{
	struct notation_diag	 d2;
	struct loc		 at = { line, column, 1 };
	char			*buf = c->plain, msg[NOTATION_MSG_MAX];
	size_t			 i;

	ply_diag(d);
	if (!nt_check_pdn_record(c) || d->code != NOTATION_ILLEGAL_MOVE ||
	    len >= sizeof(c->plain) || (memchr(text, 'x', len) == NULL &&
	    memchr(text, 'X', len) == NULL))
		return 0;
	for (i = 0; i < len; i++)
		buf[i] = text[i] == 'x' || text[i] == 'X' ? '-' : text[i];
	notation_diag_clear(&d2);
	if (notation_move_parse(notation_game_position(c->g), buf, len, m,
	    &d2) != 0)
		return 0;
	snprintf(msg, sizeof(msg), "%.*s takes nothing: read as the move "
	    "%.*s (a move that takes nothing is written with '-')",
	    (int)len, text, (int)len, buf);
	nt_check_say_as(c, &at, d->ply, NOTATION_ILLEGAL_MOVE, 1, msg);
	d2.ply = d->ply;
	*d = d2;
	return 1;
}

/*
 * PDN's default game is international draughts (GameType 20), and many
 * PDN files of other games name none: a first move that is illegal in a
 * game that names neither its GameType nor its Variant says so.
 */
static void
other_game(const notation_checker *c, struct notation_diag *d)
{
	size_t	 n;

	if (!nt_check_pdn_record(c) || c->has_gametype || d->ply != 1 ||
	    d->code != NOTATION_ILLEGAL_MOVE)
		return;
	n = strlen(d->message);
	snprintf(d->message + n, sizeof(d->message) - n, " (the game names "
	    "no GameType, so it is read as international draughts, PDN's "
	    "GameType 20: is it a record of another game?)");
}

/*
 * Where the game leaves a ply's no-move end to the next (c->defer,
 * nt_game_settle()), the move is parsed before the end is asked: a move
 * of a stone shows the side had one; anything else has the check made,
 * and a game that has ended takes no move.  The text of a move legal in
 * a game not ended, or NULL with d as play() would fill it.  In line:
 * out of line, its call and its registers' saves cost more on the mixed
 * corpus (half its plies are deferred) than the loop's registers it
 * takes cost the pair corpus's bare plies.
 */
static inline const char *
parse_settled(notation_game *g, const char *text, size_t len,
    struct notation_move *m, struct notation_diag *d)
{
	int	 ok = notation_move_parse(notation_game_position(g), text, len,
		    m, d) == 0;

	nt_game_settle(g, ok && (m->kind == NOTATION_STEP ||
	    m->kind == NOTATION_JUMP));
	if (notation_game_outcome(g)->kind == NOTATION_RESULT_NONE)
		return ok ? text : NULL;
	return NULL;
}

/*
 * A move that failed (d): said, and the game stopped.  played says
 * whether the move was read and handed to the game, where it failed.
 * Out of line, as rare: play()'s loop keeps its registers.  1, as
 * play() returns for a move that stopped the game.
 */
static NT_NOINLINE int
failed(notation_checker *c, notation_reader *rd, struct notation_diag *d,
    int played, const char *text, size_t len, unsigned long line,
    unsigned long column)
{
	ply_diag(d);
	cut_move(rd, d);
	other_game(c, d);
	nt_check_add_diag(c, d, line, column);
	c->stopped = 1;
	if (c->copy)
		unplayed(c, text, len, played);
	else
		notation_reader_skip_game(rd);
	return 1;
}

/* A position's repetition said (a ply's note): rare, out of line. */
static NT_NOINLINE void
repeated(notation_checker *c, const notation_game *g, unsigned long line,
    unsigned long column)
{
	struct notation_diag	 d;
	struct notation_diag	*k;
	unsigned long		*reps;
	size_t			 n;

	if (c->nreps == c->capreps) {
		n = c->capreps ? c->capreps * 2 : 16;
		if ((reps = realloc(c->reps, n * sizeof(*reps))) != NULL) {
			c->reps = reps;
			c->capreps = n;
		}
	}
	if (c->nreps < c->capreps)
		c->reps[c->nreps++] = notation_game_plies(g);
	notation_diag_clear(&d);
	d.ply = notation_game_plies(g);
	notation_diag_set(&d, NOTATION_REPETITION, "the position "
	    "occurs for the %u%s time, at move %lu: a draw could have "
	    "been claimed before this move", notation_game_occurrences(g),
	    notation_ordinal_suffix(notation_game_occurrences(g)),
	    notation_position_move_number(notation_game_position(g)) -
	    (notation_position_side(notation_game_position(g)) == 0));
	if ((k = nt_check_add_diag(c, &d, line, column)) != NULL)
		k->ply = d.ply;
}

/*
 * What play() knows of the current game (run()), bits: it is replayed
 * (RUN_PLAYED), its no-move end is not deferred (RUN_NOW), no callback
 * watches its moves (RUN_QUIET), the move callback alone does
 * (RUN_MOVEFN), which cannot change that: it may not call the checker.
 * The loop is made for each of the five kinds run() tells apart; play()
 * asks the callbacks only of RUN_ANY, the kind that knows none of this,
 * and c->defer, at every move, of every kind without RUN_NOW: the move
 * callback's game that defers nothing (the pair corpus's) is RUN_MOVESNOW,
 * spared that look.
 */
#define RUN_ANY		0
#define RUN_PLAYED	1
#define RUN_NOW		2
#define RUN_QUIET	4
#define RUN_MOVEFN	8
#define RUN_BARE	(RUN_PLAYED | RUN_NOW | RUN_QUIET)
#define RUN_DEFERS	(RUN_PLAYED | RUN_QUIET)
#define RUN_MOVES	(RUN_PLAYED | RUN_MOVEFN)
#define RUN_MOVESNOW	(RUN_PLAYED | RUN_NOW | RUN_MOVEFN)

static int
run_how(const notation_checker *c)
{
	if (c->g == NULL || c->plyfn != NULL)
		return RUN_ANY;
	if (c->movefn != NULL)
		return c->defer ? RUN_MOVES : RUN_MOVESNOW;
	return c->defer ? RUN_DEFERS : RUN_BARE;
}

/*
 * In line in the loops over events and over a run's tokens (run()).  how
 * (a constant where it is in line) says what is known of the game
 * (run_how()): play() asks none of that.  g is c->g, which the caller has
 * in hand (in a run, known not NULL: the game's accessors then test
 * nothing).  The move is its text and len, on the line of `line', its
 * column text - colz (reckoned where an error is said): scalars, not an
 * event, whose stores every move would pay.  1 when the move stopped the
 * game.
 */
static inline NT_ALWAYS_INLINE int
play(notation_checker *c, notation_reader *rd, notation_game *g,
    const char *mtext, size_t len, unsigned long line, uintptr_t colz,
    int how)
{
	struct notation_diag	 d;
	struct notation_move	 m;
	const char		*text = NULL;	/* the move as read */

	if (!(how & RUN_PLAYED) && g == NULL) {
		c->moves++;
		return 0;
	}
	/* The rest is filled on error (ply_diag()). */
	d.code = NOTATION_OK;
	d.ply = notation_game_plies(g) + 1;
	if (!(how & RUN_NOW) && c->defer)
		text = parse_settled(g, mtext, len, &m, &d);
	if (text != NULL)
		;
	else if (notation_game_outcome(g)->kind != NOTATION_RESULT_NONE)
		notation_diag_set(&d, NOTATION_MOVE_AFTER_END, "the game "
		    "already ended at ply %lu (%s, %s)",
		    notation_game_end_ply(g),
		    notation_reason_name(notation_game_outcome(g)->reason),
		    "no move may follow");
	else if (((how & RUN_NOW) || !c->defer) && notation_move_parse(
	    notation_game_position(g), mtext, len, &m, &d) == 0)
		text = mtext;
	else if (plain_as_capture(c, mtext, len, line, (unsigned long)
	    ((uintptr_t)mtext - colz), &m, &d))
		text = c->plain;
	if (text != NULL) {
		/* The game still in the position the move is made in. */
		if ((how & RUN_MOVEFN) ||
		    (how == RUN_ANY && c->movefn != NULL))
			c->movefn(c->movearg, g, &m, text, len);
		/* Only a caller that watches plies pays for the copy. */
		if (how == RUN_ANY && c->plyfn != NULL)
			nt_position_copy(&c->before, notation_game_position(g));
		/* Not ended: the outcome was asked above. */
		nt_game_play_open(g, &m, &d);
		if (d.code != NOTATION_OK)
			return failed(c, rd, &d, 1, mtext, len, line,
			    (unsigned long)((uintptr_t)mtext - colz));
	} else if (d.code != NOTATION_OK)
		return failed(c, rd, &d, 0, mtext, len, line,
		    (unsigned long)((uintptr_t)mtext - colz));
	if (notation_game_repetition(g))
		repeated(c, g, line, (unsigned long)((uintptr_t)mtext - colz));
	if (how == RUN_ANY && c->plyfn != NULL && c->plyfn(c->plyarg, g,
	    &c->before, &m, text, len) != 0) {
		c->stopped = 1;
		notation_reader_skip_game(rd);
		return 1;
	}
	return 0;
}

/*
 * A move number of a run at q, as nt_hgn_fast_number() reads it, the
 * common one of up to three digits without its loop over the class table.
 */
static inline int
run_number(const char *q, const char *end, size_t *len, unsigned long *num,
    int *dots)
{
	unsigned long	 n = (unsigned long)(*q - '0');
	unsigned	 d;
	size_t		 k = 1;

	for (; k < 4; k++) {
		if ((d = (unsigned)((unsigned char)q[k] - '0')) > 9)
			break;
		n = n * 10 + d;
	}
	if (k == 4)
		return nt_hgn_fast_number(q, end, len, num, dots);
	if (q[k] != '.')
		return 0;
	if (q[k + 1] != '.')
		*dots = 1;
	else if (q[k + 2] == '.' && q[k + 3] != '.')
		*dots = 3;
	else
		return 0;
	*len = k + (size_t)*dots;
	*num = n;
	return 1;
}

/*
 * The rest of a movetext the text reader hands out (nt_reader_run()), read
 * here where it lies: each plain move and move number, up to a token of
 * another kind, goes to play() or move_number() as the reader's event
 * would, without the reader's and the switch's way through each event.
 * The tokens are those of the reader's own movetext path (reader_hgn.c,
 * fast_token()), by its scanners: a line end is passed where a move or a
 * move number follows it on the next line, and nothing is read with less
 * than FAST_ROOM bytes at hand or past a move that failed.  Where
 * callbacks watch the moves, the reader is told the byte the run stands
 * at before each (all that notation_reader_offset() reads), no line.  No
 * event is made: where the run stands (line, colz, lf) is kept in locals,
 * which stay in registers, and written back to the reader at the end.
 */
static inline NT_ALWAYS_INLINE void
run_as(notation_checker *c, notation_reader *rd, int how)
{
	struct nt_run		 r;
	notation_game		*g = c->g;
	const char		*p, *q, *t, *end, *nl = NULL, *lf, *lf0 = NULL;
	const char		*mtext;
	uintptr_t		 colz, colz0 = 0, lim;
	unsigned long		 line;
	size_t			 len;
	unsigned long		 num;
	int			 dots;
	unsigned		 k;		/* the class of *q */
	int			 watched = (how & RUN_MOVEFN) ||
				    (how == RUN_ANY && (c->movefn != NULL ||
				    c->plyfn != NULL));
#if defined(__SSE2__)
	__m128i			 x;
	unsigned		 bits;
#endif

	/*
	 * A move that failed stops the game (copying, the reader reads on).
	 * A game known to be replayed has g (run_how()): the test, never
	 * true, tells the compiler so, which then drops the accessors' own
	 * tests of g.
	 */
	if (c->stopped || ((how & RUN_PLAYED) && g == NULL) ||
	    !nt_reader_run(rd, &r))
		return;
	line = r.line;
	colz = r.colz;
	lf = r.lf;
	p = q = r.p;
	end = r.end;
	/* The last q with FAST_LOOK bytes at hand (none: 0). */
	lim = end - q >= FAST_LOOK ? (uintptr_t)end - FAST_LOOK : 0;
	while ((uintptr_t)q <= lim) {
		/* Most often one space, then a move or a move number. */
		if (*q == ' ' && ((k = CLS(q[1])) & (C_ALPHA | C_DIGIT)))
			q++;
		else {
#if defined(__SSE2__)
			/* Sixteen bytes a look, so that q stays near lim. */
			x = _mm_loadu_si128((const __m128i *)(const void *)q);
			bits = (unsigned)_mm_movemask_epi8(_mm_or_si128(
			    _mm_cmpeq_epi8(x, _mm_set1_epi8(' ')),
			    _mm_cmpeq_epi8(x, _mm_set1_epi8('\t')))) ^ 0xffff;
			if (bits == 0) {
				q += 16;
				continue;
			}
			q += __builtin_ctz(bits);
#else
			q = skip_blanks(q, end);
#endif
			k = CLS(*q);
		}
		t = q + 1;
#if defined(__SSE2__)
		/*
		 * A move's end most often among the sixteen bytes from its
		 * start, which is no stop (stop_bits()): one look there.
		 */
		if ((k & C_ALPHA) && (bits = stop_bits(_mm_loadu_si128(
		    (const __m128i *)(const void *)q))) != 0) {
			t = q + __builtin_ctz(bits);
			if (CLS(*t) & C_WORD)
				t++;
			else
				goto move;
		} else
			t = q + 16;
#endif
		if (k & C_ALPHA) {
			t = word_end(t, q + FAST_ROOM - 4, q + FAST_ROOM);
			if (t == q + FAST_ROOM - 4)
				break;
#if defined(__SSE2__)
move:
#endif
			mtext = q;
			p = q = t;
			nl = NULL;
			if (how == RUN_BARE) {
				if (play(c, rd, g, mtext, (size_t)(t - mtext),
				    line, colz, RUN_BARE))
					break;
				continue;
			}
			/*
			 * A callback may ask the reader where it stands, which
			 * is the byte alone (notation_reader_offset()): an lf
			 * of NULL tells no line, which only the reader's next
			 * events read, after the run's end has told it.
			 */
			if (watched) {
				r.p = p;
				r.lf = NULL;
				nt_reader_run_end(rd, &r);
			}
			if (play(c, rd, g, mtext, (size_t)(t - mtext), line,
			    colz, how))
				break;
		} else if (k & C_DIGIT) {
			if (!run_number(q, end, &len, &num, &dots))
				break;
			if (!number_fits(c, g, num, dots))
				bad_number(c, line, (unsigned long)
				    ((uintptr_t)q - colz), num, dots);
			p = q = q + len;
			nl = NULL;
		} else if (*q == '\n' && nl == NULL) {
			/* Counted now, taken back below if no token follows. */
			lf0 = lf;
			colz0 = colz;
			nl = q++;
			line++;
			colz = (uintptr_t)nl;
			lf = nl;
		} else
			break;
	}
	if (nl != NULL) {
		line--;
		colz = colz0;
		lf = lf0;
	}
	r.p = p;
	r.line = line;
	r.colz = colz;
	r.lf = lf;
	nt_reader_run_end(rd, &r);
}

/*
 * run_as(), its loop made five times: for the bare game, for one whose
 * no-move end is deferred, for one the move callback alone watches (its
 * no-move end deferred or not), and for the others.
 */
static void
run(notation_checker *c, notation_reader *rd)
{
	switch (run_how(c)) {
	case RUN_BARE:
		run_as(c, rd, RUN_BARE);
		break;
	case RUN_DEFERS:
		run_as(c, rd, RUN_DEFERS);
		break;
	case RUN_MOVES:
		run_as(c, rd, RUN_MOVES);
		break;
	case RUN_MOVESNOW:
		run_as(c, rd, RUN_MOVESNOW);
		break;
	default:
		run_as(c, rd, RUN_ANY);
		break;
	}
}

/*
 * The tag lines after a tag pair (ev), read here where they lie, as the
 * movetext's run reads moves (run()): each a line end after blanks, then
 * blanks and a pair of the common kind (nt_hgn_scan_tag(), which the
 * reader's own path takes the same way), up to a line of any other kind
 * (a blank line, a comment, an escape, a pair the reader is to judge),
 * which the reader reads.  Each pair goes where its event would go, in
 * ev, which holds the last pair's event and changes only in its place,
 * name and value; a callback is handed it with the reader where it
 * would stand after the event.
 */
static void
tag_lines(notation_checker *c, notation_reader *rd, struct notation_event *ev)
{
	struct nt_run	 r;
	struct nt_tag	 t;
	const char	*q, *u, *e, *end;
	int		 startag = -1, star;

	if (!nt_reader_tags(rd, &r))
		return;
	q = r.p;
	end = r.end;
	for (;;) {
		if (q < end && *q != '\n')
			q = skip_blanks(q, end);
		if (q >= end || *q != '\n')
			break;
		u = q + 1;
		if (u < end && *u != '[')
			u = skip_blanks(u, end);
		if (u >= end || *u != '[' ||
		    (e = nt_hgn_scan_tag(u, end, &t)) == NULL)
			break;
		r.line++;
		r.lf = q;
		r.colz = (uintptr_t)q;
		r.p = e;
		if ((star = nt_hgn_startag(t.name, t.nlen, t.value,
		    t.vlen)) >= 0)
			startag = star;
		ev->line = r.line;
		ev->column = (unsigned long)(u - q);
		ev->name = t.name;
		ev->name_len = t.nlen;
		ev->text = t.value;
		ev->len = t.vlen;
		/* The scan takes no NUL: the lengths are those up to one. */
		if (!c->resolved)
			nt_check_keep_pair(c, ev, t.nlen, t.vlen);
		if (c->evfn != NULL) {
			nt_reader_tags_end(rd, &r, startag);
			c->evfn(c->evarg, ev);
		}
		q = e;
	}
	nt_reader_tags_end(rd, &r, startag);
}

/*
 * A game of a PDN record that runs into the next game's tags without its
 * result: PDN's grammar ends every game but the last with one
 * (spec/conversion.md, "PDN"), so the text reader's warning is an error
 * of the game here, unless a Variant tag makes the record the toolkit's
 * own text format.  Every byte of the game was read, so a copy writes it.
 */
static int
unterminated(notation_checker *c, const struct notation_event *ev)
{
	struct loc	 at = { ev->line, ev->column, 1 };

	if (!nt_check_pdn_record(c) ||
	    ev->diag->code != NOTATION_MISSING_RESULT ||
	    strcmp(ev->diag->message, NT_MSG_NO_RESULT_BEFORE_TAGS) != 0)
		return 0;
	nt_check_say(c, &at, c->resolved && !c->broken ? next_ply(c) : 0,
	    NOTATION_SYNTAX, NT_MSG_NO_RESULT_BEFORE_TAGS " (a PDN game ends "
	    "with its result)");
	if (c->copy && c->evfn != NULL)
		c->evfn(c->evarg, ev);
	return 1;
}

int
notation_checker_next(notation_checker *c, notation_reader *rd,
    struct notation_summary *out)
{
	struct notation_event	 ev;
	int			 in_game = 0;

	while (notation_reader_next(rd, &ev) == 1) {
		/*
		 * The game's first events were pulled from the reader
		 * before the checker had it: the game cannot be checked,
		 * and is refused rather than summed up as game 0.
		 */
		if (!in_game && ev.type != NOTATION_EV_GAME_START &&
		    ev.type != NOTATION_EV_ERROR &&
		    ev.type != NOTATION_EV_END && ev.type != NOTATION_EV_NONE) {
			nt_check_begin(c, rd, &ev);
			in_game = 1;
			c->resolved = c->broken = 1;
			nt_check_say(c, NULL, 0, NOTATION_SYNTAX, "the game's first "
			    "events were read before the checker was handed "
			    "the reader: it is not checked");
			if (ev.type != NOTATION_EV_GAME_END)
				notation_reader_skip_game(rd);
		}
		switch (ev.type) {
		case NOTATION_EV_GAME_START:
			nt_check_begin(c, rd, &ev);
			in_game = 1;
			break;
		case NOTATION_EV_TAG:
			c->tagmove = 1;
			if (!c->resolved)
				nt_check_keep_tag(c, &ev);
			if (c->evfn != NULL)
				c->evfn(c->evarg, &ev);
			if (c->text)
				tag_lines(c, rd, &ev);
			break;
		case NOTATION_EV_COMMENT:
			if (c->evfn != NULL)
				c->evfn(c->evarg, &ev);
			break;
		case NOTATION_EV_MOVE_NUMBER:
			if (!c->resolved)
				nt_check_resolve(c, rd);
			if (!c->broken && !c->stopped)
				move_number(c, &ev);
			break;
		case NOTATION_EV_MOVE:
			c->tagmove = 1;
			if (!c->resolved)
				nt_check_resolve(c, rd);
			if (!c->broken && !c->stopped) {
				play(c, rd, c->g, ev.text, ev.len, ev.line,
				    (uintptr_t)ev.text - ev.column, 0);
				if (c->text)
					run(c, rd);
			} else if (c->copy)
				unplayed(c, ev.text, ev.len, 0);
			break;
		case NOTATION_EV_RESULT:
			if (!c->resolved)
				nt_check_resolve(c, rd);
			nt_check_result_token(c, &ev);
			if (c->copy && c->evfn != NULL)
				c->evfn(c->evarg, &ev);
			break;
		case NOTATION_EV_ERROR:
			if (in_game && unterminated(c, &ev))
				break;
			if (!in_game) {
				/* A stream-level problem (I/O): a game of its own. */
				nt_check_begin(c, rd, &ev);
				c->broken = 1;
				nt_check_add_diag(c, ev.diag, ev.line,
				    ev.column);
				c->off_end = notation_reader_offset(rd);
				nt_check_finish(c, out);
				return 1;
			}
			if (nt_check_add_diag(c, ev.diag, ev.line,
			    ev.column) != NULL &&
			    c->resolved && !c->broken &&
			    ev.diag->severity == NOTATION_ERROR)
				c->diags[c->ndiags - 1].ply = next_ply(c);
			if (ev.diag->severity == NOTATION_ERROR && c->resolved)
				c->stopped = 1;
			if (c->copy && c->evfn != NULL)
				c->evfn(c->evarg, &ev);
			break;
		case NOTATION_EV_GAME_END:
			if (!c->resolved)
				nt_check_resolve(c, rd);
			c->off_end = notation_reader_offset(rd);
			nt_check_finish(c, out);
			return 1;
		case NOTATION_EV_END:
			c->off_rd = NULL;
			break;
		case NOTATION_EV_NONE:
			break;
		}
	}
	return 0;
}
