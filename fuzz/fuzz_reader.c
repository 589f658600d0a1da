/*
 * fuzz_reader.c -- the whole validate pipeline over a buffer: the record
 * reader (spec/record-format.md) feeding the checker (replay and
 * adjudication), as halma-validate runs it.
 *
 * The input is a stream of game records in the text format, or, after a
 * first line "%json", "%yaml", "%pun" or "%starlog", in that form
 * (spec/conversion.md; to the text format the first line is an escape
 * line, so a saved input means the same to both).  It is read twice: once from memory and once through
 * a stdio stream, which takes the reader's other road (read buffer,
 * refills, tokens cut by chunk ends).  Both must give the same games with
 * the same verdicts and the same diagnostics at the same places.  Along
 * the way:
 *  - every summary is self-consistent (valid exactly when no error,
 *    counts and kept diagnostics agree, every diagnostic says something);
 *  - every event's text can be read in full (the sanitizer checks that
 *    it points at live memory) and every tag or comment has a place;
 *  - every legal ply, written back in short and long form, parses to the
 *    same move in the position before it;
 *  - inputs of odd length are read as halma-fen copies records (the
 *    checker's copy mode), which hands on the moves that do not replay;
 *  - the reader of the text format ends having consumed exactly the
 *    input.
 */
#include <string.h>

#include "fuzz.h"

#ifndef FUZZ_ENTRY
#define FUZZ_ENTRY	LLVMFuzzerTestOneInput
#endif

#define READER_KEEP	64	/* games compared between the two roads */

int	FUZZ_ENTRY(const uint8_t *data, size_t size);

/* What is compared of a game between the two readings. */
struct reader_game {
	struct fuzz_verdict v;
	size_t		 ndiags_total;
	size_t		 nrepetitions;
	int		 code;		/* of the first diagnostic */
	unsigned long	 dline, dcolumn, dply;
	uint32_t	 sum;		/* of the messages kept */
};

struct reader_log {
	struct reader_game	 g[READER_KEEP];
	size_t			 ngames;
	unsigned long		 plies;		/* seen by the ply callback */
	unsigned long		 unplayed;	/* copied, not replayed */
	unsigned long		 events;	/* seen by the event callback */
	uint32_t		 evsum;		/* of the events' text */
};

static uint32_t
reader_sum(uint32_t h, const char *s, size_t len)
{
	size_t	 i;

	for (i = 0; i < len; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	return h;
}

static void
reader_event(void *arg, const struct notation_event *ev)
{
	struct reader_log	*log = arg;

	if (ev->line == 0 || ev->column == 0)
		fuzz_fail("event %d without a place", (int)ev->type);
	if (ev->type == NOTATION_EV_TAG) {
		if (ev->name == NULL || ev->name_len == 0)
			fuzz_fail("a tag without a name");
		log->evsum = reader_sum(log->evsum, ev->name, ev->name_len);
	}
	if (ev->len > 0 && ev->text == NULL)
		fuzz_fail("event text of %zu bytes at NULL", ev->len);
	if (ev->len > 0)
		log->evsum = reader_sum(log->evsum, ev->text, ev->len);
	log->events++;
}

static int
reader_ply(void *arg, const notation_game *g, const notation_position *before,
    const struct notation_move *m, const char *text, size_t len)
{
	struct reader_log	*log = arg;
	struct notation_buf	 b = NOTATION_BUF_INIT;
	struct notation_diag	 d;
	struct notation_move	 back;
	unsigned long		 pb, pa;
	int			 longform;

	/* In copy mode a move that did not replay comes without a move. */
	if (m == NULL) {
		if ((g == NULL) != (before == NULL))
			fuzz_fail("an unplayed move with half a game");
		if (len > 0 && text == NULL)
			fuzz_fail("an unplayed move without its text");
		log->unplayed++;
		return 0;
	}
	/*
	 * The position's ply counts turns (notation_position_ply()): a part
	 * of a dice turn does not move it on, and players passed over (put
	 * out, or with nothing to drop) move it on by more than one, never
	 * by more than a round.
	 */
	pb = notation_position_ply(before);
	pa = notation_position_ply(notation_game_position(g));
	if (pa < pb || pa - pb > (unsigned long)notation_rules_players(
	    notation_position_rules(before)))
		fuzz_fail("the ply callback's positions are %lu and %lu plies "
		    "from the start", pb, pa);
	for (longform = 0; longform <= 1; longform++) {
		notation_buf_reset(&b);
		if (notation_move_format(before, m, longform, &b) != 0)
			fuzz_fail("move_format failed");
		notation_diag_clear(&d);
		if (notation_move_parse(before, b.data, b.len, &back, &d) != 0 ||
		    back.from != m->from || back.to != m->to)
			fuzz_fail("'%.*s' written as '%s' does not parse back: "
			    "%s", (int)len, text, b.data, d.message);
	}
	notation_buf_free(&b);
	log->plies++;
	return 0;
}

static void
reader_summary(struct reader_log *log, const struct notation_summary *s)
{
	struct reader_game	*k;
	size_t			 i;
	unsigned long		 errors = 0;

	if (s->ndiags > NOTATION_SUMMARY_DIAGS || s->ndiags > s->ndiags_total)
		fuzz_fail("game %lu: %zu diagnostics kept of %zu", s->game,
		    s->ndiags, s->ndiags_total);
	if (s->valid != (s->nerrors == 0))
		fuzz_fail("game %lu: valid %d with %lu errors", s->game,
		    s->valid, s->nerrors);
	if (s->nerrors > s->ndiags_total)
		fuzz_fail("game %lu: more errors than diagnostics", s->game);
	for (i = 0; i < s->ndiags; i++) {
		if ((unsigned)s->diags[i].code >= NOTATION_CODE_COUNT ||
		    s->diags[i].code == NOTATION_OK)
			fuzz_fail("game %lu: diagnostic code %d", s->game,
			    (int)s->diags[i].code);
		if (s->diags[i].message[0] == '\0' ||
		    memchr(s->diags[i].message, '\0', NOTATION_MSG_MAX) == NULL)
			fuzz_fail("game %lu: an empty or unterminated message",
			    s->game);
		if (s->diags[i].severity == NOTATION_ERROR)
			errors++;
	}
	if (s->ndiags == s->ndiags_total && errors != s->nerrors)
		fuzz_fail("game %lu: %lu errors counted, %lu kept", s->game,
		    s->nerrors, errors);
	if (s->rules != NULL && s->game_state != NULL &&
	    notation_position_check(notation_game_position(s->game_state),
	    NULL) != 0)
		fuzz_fail("game %lu replays to an impossible position",
		    s->game);
	if (s->outcome.kind != NOTATION_RESULT_NONE &&
	    (s->end_ply == 0 || s->end_ply > s->plies))
		fuzz_fail("game %lu ended at ply %lu of %lu", s->game,
		    s->end_ply, s->plies);
	if (log->ngames < READER_KEEP) {
		k = &log->g[log->ngames];
		memset(k, 0, sizeof(*k));
		fuzz_verdict_keep(&k->v, s);
		k->ndiags_total = s->ndiags_total;
		k->nrepetitions = s->nrepetitions;
		if (s->ndiags > 0) {
			k->code = s->diags[0].code;
			k->dline = s->diags[0].line;
			k->dcolumn = s->diags[0].column;
			k->dply = s->diags[0].ply;
		}
		for (i = 0; i < s->ndiags; i++)
			k->sum = reader_sum(k->sum, s->diags[i].message,
			    strlen(s->diags[i].message));
	}
	log->ngames++;
}

static void
reader_run(const uint8_t *data, size_t size, FILE *fp,
    enum notation_format format, struct reader_log *log)
{
	struct notation_summary	 s;
	notation_reader		*rd;
	notation_checker	*c;

	memset(log, 0, sizeof(*log));
	fuzz_stream("fuzz.hgn", &rd, &c);
	if (fp != NULL)
		notation_reader_set_file(rd, fp);
	else
		notation_reader_set_buffer(rd, (const char *)data, size);
	notation_reader_set_format(rd, format, NULL);
	notation_checker_set_ply_fn(c, reader_ply, log);
	notation_checker_set_event_fn(c, reader_event, log);
	/* Half the inputs as halma-fen copies records, half as validated. */
	notation_checker_set_copy(c, (int)(size & 1));
	while (notation_checker_next(c, rd, &s) == 1)
		reader_summary(log, &s);
	if (format == NOTATION_FORMAT_HGN && notation_reader_offset(rd) != size)
		fuzz_fail("the reader stopped at byte %llu of %zu",
		    (unsigned long long)notation_reader_offset(rd), size);
	notation_checker_free(c);
	notation_reader_free(rd);
}

static void
reader_compare(const struct reader_log *a, const struct reader_log *b)
{
	const struct reader_game	*x, *y;
	size_t				 i;

	if (a->ngames != b->ngames)
		fuzz_fail("%zu games from memory, %zu from a stream",
		    a->ngames, b->ngames);
	if (a->plies != b->plies || a->unplayed != b->unplayed ||
	    a->events != b->events ||
	    a->evsum != b->evsum)
		fuzz_fail("plies or events differ between memory and a stream");
	for (i = 0; i < a->ngames && i < READER_KEEP; i++) {
		x = &a->g[i];
		y = &b->g[i];
		if (x->v.game != y->v.game || x->v.line != y->v.line ||
		    !fuzz_verdict_same(&x->v, &y->v) ||
		    x->ndiags_total != y->ndiags_total ||
		    x->nrepetitions != y->nrepetitions || x->code != y->code ||
		    x->dline != y->dline || x->dcolumn != y->dcolumn ||
		    x->dply != y->dply || x->sum != y->sum)
			fuzz_fail("game %zu differs between memory and a "
			    "stream", i + 1);
	}
}

/*
 * The form of the records: a first line "%name" names the format as
 * notation_format_parse() reads it (JSON, YAML, or another program's
 * format, read only when named: spec/conversion.md, "Other programs'
 * formats"); the records are what follows it.  HGN otherwise.
 */
static enum notation_format
reader_format(const uint8_t **data, size_t *size)
{
	const uint8_t	*nl;
	char		 name[16];
	size_t		 n;
	int		 format;

	if (*size == 0 || **data != '%' ||
	    (nl = memchr(*data, '\n', *size)) == NULL ||
	    (n = (size_t)(nl - *data) - 1) >= sizeof(name))
		return NOTATION_FORMAT_HGN;
	memcpy(name, *data + 1, n);
	name[n] = '\0';
	if ((format = notation_format_parse(name)) == -1)
		return NOTATION_FORMAT_HGN;
	*size -= n + 2;
	*data = nl + 1;
	return (enum notation_format)format;
}

int
FUZZ_ENTRY(const uint8_t *data, size_t size)
{
	static struct reader_log	 mem, stream;
	enum notation_format		 format;
	FILE				*fp;

	format = reader_format(&data, &size);
	reader_run(data, size, NULL, format, &mem);
	/* fmemopen() refuses an empty buffer; an empty file is tmpfile(). */
	fp = size > 0 ? fmemopen((void *)(uintptr_t)data, size, "r") :
	    tmpfile();
	if (fp == NULL)
		fuzz_fail("cannot open the input as a stream");
	reader_run(data, size, fp, format, &stream);
	fclose(fp);
	reader_compare(&mem, &stream);
	return 0;
}
