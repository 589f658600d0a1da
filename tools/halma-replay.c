/*
 * halma-replay -- play a game record back board by board, draw a position
 * as SVG, re-write a record in canonical form, and adjudicate a claim to
 * draw by threefold repetition (halma-replay(1)).
 *
 * The tool only wires options to the library: the checker replays the
 * record and calls back after every legal ply, so this program never has
 * a replay loop of its own and never disagrees with halma-validate.
 */
#include <sys/select.h>

#include <err.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "common.h"

enum mode {
	MODE_PLAYBACK = 0,
	MODE_SVG,
	MODE_EMIT,
	MODE_CLAIM,
	MODE_STEP		/* --interactive */
};

#define NONE	((unsigned long)-1)	/* an option not given */

struct options {
	enum mode	 mode;
	const char	*claim;		/* the move claimed with */
	const char	*color;
	const char	*svg;		/* where the SVG goes */
	const char	*file;		/* "-" is standard input */
	int		 camps;
	int		 interactive;
	int		 wflags;	/* NOTATION_WRITE_* */
	int		 fix;		/* --emit --fix: repair */
	unsigned long	 game;		/* NONE: every game */
	unsigned long	 ply;
	unsigned long	 first;		/* --first-ply, --last-ply */
	unsigned long	 last;
};

/* A repetition played without a claim: its ply, occurrence and move. */
struct lapse {
	unsigned long	 ply;
	unsigned long	 move;
	unsigned	 occurrence;
};

/* A position of the game stepped through with --interactive. */
struct step {
	notation_position	*pos;
	size_t			 label;		/* offset in the labels */
};

/* What the ply callback needs, for the game being read. */
struct replay {
	const struct options	*o;
	int			 rflags;	/* NOTATION_RENDER_* */
	unsigned long		 first, last;	/* plies to show */
	unsigned long		 stop;		/* stop after this ply */
	unsigned long		 game;		/* being read */
	unsigned long		 announced;	/* last game with a header */
	unsigned long		 blocks;	/* shown of this game */
	int			 start_shown;
	struct notation_buf	 out;

	/* The position kept for --svg and --claim. */
	notation_position	*at;
	notation_position	*before;
	struct notation_move	 move;
	unsigned long		 at_ply;	/* NONE: nothing kept */
	struct lapse		*lapses;
	size_t			 nlapses, caplapses;

	/* The plies of the game for --interactive. */
	struct step		*steps;
	size_t			 nsteps, capsteps;
	struct notation_buf	 labels;

	/* The game being written by --emit. */
	notation_writer		*writer;
	struct notation_buf	 text;
	int			 has_variant;	/* the game has a Variant tag */
};

#define STDIN_NAME	"<stdin>"

static void
usage(FILE *fp)
{
	fprintf(fp, "usage: %s [--camps] [--color=when] [--first-ply N] "
	    "[--from FORMAT]\n"
	    "\t[--game N] [--last-ply N] [--ply N] [--svg FILE]\n"
	    "\t[--variant NAME|FILE.yaml] [file]\n"
	    "       %s --interactive [--camps] [--color=when] "
	    "[--from FORMAT]\n"
	    "\t[--game N] [--ply N] [--variant NAME|FILE.yaml] [file]\n"
	    "       %s --claim MOVE [--from FORMAT] [--game N] [--ply N]\n"
	    "\t[--variant NAME|FILE.yaml] [file]\n"
	    "       %s --emit [--fix] [--from FORMAT] [--game N] "
	    "[--long | --short]\n"
	    "\t[--variant NAME|FILE.yaml] [file]\n"
	    "       %s -h | --help | --version\n",
	    progname, progname, progname, progname, progname);
}

#define bad_usage(...)	tool_usage_error(NULL, __VA_ARGS__)

static void __attribute__((noreturn))
help(void)
{
	usage(stdout);
	fputs("\n"
	    "Play a game record back, ply by ply, as text boards (standard\n"
	    "input when there is no file or it is '-').\n"
	    "\n"
	    "  --camps             mark the empty cells of the camps with '+'\n"
	    "  --claim MOVE        judge a claim to draw by repetition made\n"
	    "                      with MOVE after the last ply (or --ply)\n"
	    "  --color=when        auto, always or never: colour and Unicode\n"
	    "                      stones (auto: on a terminal, no NO_COLOR)\n"
	    "  --emit              write the record in canonical form\n"
	    "  --fix               with --emit: repair the result and the\n"
	    "                      Result tags, each change a note\n"
	    "  --first-ply N, --last-ply M\n"
	    "                      show the plies from N to M only\n"
	    "  --from FORMAT       the record's format, hgn, json or yaml\n"
	    "                      (default: recognised from its first bytes)\n"
	    "  --game N            the N-th game of the file only\n"
	    "  -h, --help          print this help and exit\n"
	    "  --interactive       step through a game with keys on a terminal\n"
	    "  --long, --short     with --emit: moves in long or short form\n"
	    "  --ply N             the position after ply N only (0: start)\n"
	    "  --svg FILE          write the position as SVG ('-': standard\n"
	    "                      output) instead of the text boards\n"
	    "  --variant NAME|FILE.yaml\n"
	    "                      rule set of games without a Variant tag\n"
	    "  --version           print the version and exit\n"
	    "\n"
	    "Exit status: 0 valid (a valid claim), 1 invalid (an invalid\n"
	    "claim), 2 usage error, unreadable input, or a claim on a broken\n"
	    "record.\n",
	    stdout);
	exit(EXIT_VALID);
}

static unsigned long
number(const char *s, const char *opt)
{
	char		*end;
	unsigned long	 n;

	if (*s < '0' || *s > '9')
		tool_usage_error(NULL, "--%s %s: not a number", opt, s);
	n = strtoul(s, &end, 10);
	if (*end != '\0' || n == NONE)
		tool_usage_error(NULL, "--%s %s: not a number", opt, s);
	return n;
}

/* Keep a copy of src in *dst, reusing its memory while the rules agree. */
static void
keep(notation_position **dst, const notation_position *src)
{
	if (*dst != NULL && notation_position_rules(*dst) ==
	    notation_position_rules(src)) {
		notation_position_assign(*dst, src);
		return;
	}
	notation_position_free(*dst);
	if ((*dst = notation_position_copy(src)) == NULL)
		tool_oom();
}

/* A move as the record numbers it: "12. h1-f3" or "12... c10-e8". */
static void
move_label(const notation_position *before, const char *text, size_t len,
    struct notation_buf *out)
{
	notation_buf_printf(out, "%lu%s %.*s",
	    notation_position_move_number(before),
	    notation_position_side(before) == 0 ? "." : "...", (int)len, text);
}

/*
 * Playback of every game of a file heads each game with "game N", but a
 * file of one game (the usual case) needs no heading: the first game's
 * output is held until a second game shows that headings are needed.
 */
static void
begin_output(struct replay *rp)
{
	if (rp->o->game != NONE || rp->announced == rp->game)
		return;
	rp->announced = rp->game;
	if (rp->game == 1)
		return;
	if (rp->game == 2) {
		fputs("game 1\n\n", stdout);
		tool_write(stdout, &rp->out);
		notation_buf_reset(&rp->out);
	}
	notation_buf_printf(&rp->out, "\ngame %lu\n\n", rp->game);
}

static void
flush_output(struct replay *rp)
{
	if (rp->o->game == NONE && rp->announced == 1)
		return;
	tool_write(stdout, &rp->out);
	notation_buf_reset(&rp->out);
}

/* One block of the playback: a header line and the board under it. */
static void
show(struct replay *rp, unsigned long ply, const notation_position *pos,
    const notation_position *before, const char *text, size_t len)
{
	begin_output(rp);
	if (rp->blocks++ > 0)
		notation_buf_putc(&rp->out, '\n');
	notation_buf_printf(&rp->out, "ply %lu: ", ply);
	if (before == NULL)
		notation_buf_puts(&rp->out, "start position");
	else
		move_label(before, text, len, &rp->out);
	notation_buf_putc(&rp->out, '\n');
	notation_position_render(pos, rp->rflags, &rp->out);
	flush_output(rp);
}

static void
lapsed(struct replay *rp, const notation_game *g,
    const notation_position *before)
{
	struct lapse	*l;
	size_t		 n;

	if (rp->nlapses == rp->caplapses) {
		n = rp->caplapses ? rp->caplapses * 2 : 8;
		if ((l = reallocarray(rp->lapses, n, sizeof(*l))) == NULL)
			tool_oom();
		rp->lapses = l;
		rp->caplapses = n;
	}
	l = &rp->lapses[rp->nlapses++];
	l->ply = notation_game_plies(g);
	l->move = notation_position_move_number(before);
	l->occurrence = notation_game_occurrences(g);
}

/* Keep a position and its heading for --interactive. */
static void
add_step(struct replay *rp, const notation_position *pos,
    const notation_position *before, const char *text, size_t len)
{
	struct step	*st;
	size_t		 n;

	if (rp->nsteps == rp->capsteps) {
		n = rp->capsteps ? rp->capsteps * 2 : 128;
		if ((st = reallocarray(rp->steps, n, sizeof(*st))) == NULL)
			tool_oom();
		rp->steps = st;
		rp->capsteps = n;
	}
	st = &rp->steps[rp->nsteps];
	st->label = rp->labels.len;
	if (before == NULL)
		notation_buf_puts(&rp->labels, "start position");
	else
		move_label(before, text, len, &rp->labels);
	if (notation_buf_putc(&rp->labels, '\0') != 0 ||
	    (st->pos = notation_position_copy(pos)) == NULL)
		tool_oom();
	rp->nsteps++;
}

static int
on_ply(void *arg, const notation_game *g, const notation_position *before,
    const struct notation_move *m, const char *text, size_t len)
{
	struct replay		*rp = arg;
	unsigned long		 ply = notation_game_plies(g);

	switch (rp->o->mode) {
	case MODE_PLAYBACK:
		if (ply == 1 && rp->first == 0) {
			show(rp, 0, before, NULL, NULL, 0);
			rp->start_shown = 1;
		}
		if (ply >= rp->first && ply <= rp->last)
			show(rp, ply, notation_game_position(g), before, text,
			    len);
		break;
	case MODE_CLAIM:
		if (notation_game_repetition(g))
			lapsed(rp, g, before);
		/* FALLTHROUGH */
	case MODE_SVG:
		if (rp->o->ply == NONE || rp->o->ply == ply) {
			keep(&rp->at, notation_game_position(g));
			keep(&rp->before, before);
			rp->move = *m;
			rp->at_ply = ply;
		}
		break;
	case MODE_EMIT:
		/* A refusal is kept by the writer and reported at its end. */
		(void)notation_writer_move(rp->writer, before, m, text, len,
		    &rp->text);
		break;
	case MODE_STEP:
		if (ply == 1)
			add_step(rp, before, NULL, NULL, 0);
		add_step(rp, notation_game_position(g), before, text, len);
		break;
	}
	return ply == rp->stop;
}

/*
 * Tags and comments go to the writer as they are read (--emit); the
 * result is written at the game's end as the record gives it, at the
 * place of its token.
 */
static void
on_event(void *arg, const struct notation_event *ev)
{
	struct replay	*rp = arg;

	if (ev->type == NOTATION_EV_RESULT)
		notation_writer_place(rp->writer, ev->line, ev->column);
	else
		(void)tool_copy_event(rp->writer, ev, &rp->text,
		    &rp->has_variant, NULL);
}

/*
 * The writer refused the game (--emit): say why, as a diagnostic of the
 * game, and go on with the next one.  Only memory running out stops.
 */
static int
emit_refused(const struct replay *rp, const struct notation_summary *s)
{
	tool_copy_refused(notation_writer_diag(rp->writer), s);
	return EXIT_INVALID;
}

/*
 * The diagnostics of a game, to standard error.  A claim shows lapsed
 * repetitions as evidence on standard output instead of as notes.
 */
static void
report(const struct options *o, const struct notation_summary *s)
{
	struct notation_diag	 d;
	size_t			 i;

	for (i = 0; i < s->ndiags; i++) {
		if (o->mode == MODE_CLAIM &&
		    s->diags[i].code == NOTATION_REPETITION)
			continue;
		tool_diag(stderr, &s->diags[i]);
	}
	if (s->ndiags_total > s->ndiags) {
		/* The checker keeps the first few; say how many more. */
		notation_diag_clear(&d);
		d.file = s->file;
		d.line = s->line;
		d.game = s->game;
		notation_diag_set(&d, NOTATION_LIMIT, "%zu more diagnostics "
		    "of this game are not shown", s->ndiags_total - s->ndiags);
		d.severity = NOTATION_NOTE;
		tool_diag(stderr, &d);
	}
}

/* An error at or before ply (0: tags and the result count too). */
static int
error_before(const struct notation_summary *s, unsigned long ply)
{
	size_t	 i;

	for (i = 0; i < s->ndiags; i++)
		if (s->diags[i].severity == NOTATION_ERROR &&
		    s->diags[i].ply <= ply)
			return 1;
	return 0;
}

static void
verdict_words(const struct notation_claim *c, struct notation_buf *b)
{
	switch (c->verdict) {
	case NOTATION_CLAIM_VALID:
		notation_buf_puts(b, "VALID");
		break;
	case NOTATION_CLAIM_ILLEGAL:
		notation_buf_puts(b, "INVALID, illegal move");
		break;
	case NOTATION_CLAIM_NOT_ENOUGH:
		notation_buf_printf(b, "INVALID, only the %u%s occurrence",
		    c->occurrences + 1, notation_ordinal_suffix(c->occurrences + 1));
		break;
	case NOTATION_CLAIM_TOO_EARLY:
		notation_buf_puts(b, "INVALID, too early");
		break;
	case NOTATION_CLAIM_GAME_OVER:
		notation_buf_puts(b, "INVALID, the game is already over");
		break;
	case NOTATION_CLAIM_NO_RULE:
		notation_buf_puts(b, "INVALID, no draw by repetition in "
		    "this rule set");
		break;
	}
}

/*
 * The claim's verdict and its evidence (halma-replay(1), "DRAW CLAIMS"):
 * the move number against the rule set's minimum, every earlier
 * occurrence of the position the move would make, and why a claim fails.
 */
static int
claim(const struct options *o, const struct replay *rp,
    const notation_game *g, unsigned long ply)
{
	struct notation_claim		 c;
	struct notation_buf		 b = NOTATION_BUF_INIT;
	const notation_position		*pos = notation_game_position(g);
	const notation_rules		*r = notation_position_rules(pos);
	const struct lapse		*l;
	struct notation_move		 m;
	struct notation_diag		 d;
	size_t				 i;

	/*
	 * Text that is no move at all is a mistake on the command line,
	 * not a claim that can be judged.
	 */
	notation_diag_clear(&d);
	if (notation_move_parse(pos, o->claim, strlen(o->claim), &m,
	    &d) == NOTATION_SYNTAX) {
		tool_say(NOTATION_ERROR, NULL, "usage", "--claim %s: %s",
		    o->claim, d.message);
		return EXIT_TROUBLE;
	}
	notation_game_claim(g, o->claim, strlen(o->claim), &c);
	notation_buf_printf(&b, "claim: %s claims a draw by repetition "
	    "before playing %s, after ply %lu\n", notation_rules_player_name(r,
	    notation_position_side(pos)), o->claim, ply);
	notation_buf_puts(&b, "verdict: ");
	verdict_words(&c, &b);
	notation_buf_putc(&b, '\n');
	if (c.verdict != NOTATION_CLAIM_NO_RULE)
		notation_buf_printf(&b, "move: %lu (claims allowed from move "
		    "%lu)\n", c.move_number, c.min_move);
	if (c.verdict == NOTATION_CLAIM_VALID ||
	    c.verdict == NOTATION_CLAIM_NOT_ENOUGH ||
	    c.verdict == NOTATION_CLAIM_TOO_EARLY) {
		notation_buf_puts(&b, "occurred before: ");
		if (c.nplies == 0)
			notation_buf_puts(&b, "never");
		else
			notation_buf_puts(&b, c.nplies == 1 ? "ply " :
			    "plies ");
		for (i = 0; i < c.nplies; i++)
			notation_buf_printf(&b, "%s%lu", i > 0 ? ", " : "",
			    c.plies[i]);
		if (c.occurrences > c.nplies)
			notation_buf_printf(&b, " and %lu more",
			    (unsigned long)(c.occurrences - c.nplies));
		notation_buf_printf(&b, "; the move makes the %u%s "
		    "occurrence (%u needed)\n", c.occurrences + 1,
		    notation_ordinal_suffix(c.occurrences + 1), c.needed + 1);
	}
	notation_buf_printf(&b, "reason: %s\n", c.why);
	/*
	 * A repetition already played without a claim cannot be claimed any
	 * more (spec/rules.md section 2.6); say so, so that nobody takes
	 * the record for a draw.
	 */
	for (i = 0; i < rp->nlapses; i++) {
		l = &rp->lapses[i];
		if (l->ply > ply)
			continue;
		notation_buf_printf(&b, "lapsed: ply %lu, move %lu, made the "
		    "%u%s occurrence without a claim; that draw can no longer "
		    "be claimed\n", l->ply, l->move, l->occurrence,
		    notation_ordinal_suffix(l->occurrence));
	}
	tool_write(stdout, &b);
	notation_buf_free(&b);
	return c.verdict == NOTATION_CLAIM_VALID ? EXIT_VALID : EXIT_INVALID;
}

/* The position of the chosen ply as SVG, to a file or standard output. */
static int
svg(const struct options *o, struct replay *rp,
    const struct notation_summary *s)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	const notation_position	*pos, *before = NULL;
	const struct notation_move *m = NULL;
	char			*inputs[1];
	int			 rc = EXIT_VALID;

	if (rp->at_ply != NONE) {
		pos = rp->at;
		before = rp->before;
		m = &rp->move;
	} else
		pos = notation_game_start(s->game_state);
	if (notation_position_svg(pos, before, m, NOTATION_RENDER_CAMPS,
	    &b) != 0)
		tool_oom();
	if (strcmp(o->svg, "-") == 0)
		tool_write(stdout, &b);
	else {
		inputs[0] = (char *)o->file;
		if (tool_write_file(o->svg, &b, inputs, 1) != 0)
			rc = EXIT_TROUBLE;
	}
	notation_buf_free(&b);
	return rc;
}

/* The ply a claim or an SVG is about: --ply, or the last legal one. */
static int
chosen_ply(const struct options *o, const struct notation_summary *s,
    unsigned long *ply)
{
	*ply = o->ply == NONE ? s->plies : o->ply;
	if (*ply > s->plies) {
		tool_say(NOTATION_ERROR, s->file != NULL ? s->file :
		    STDIN_NAME, "usage", "game %lu has %lu legal plies, not "
		    "%lu", s->game, s->plies, *ply);
		return -1;
	}
	return 0;
}

static volatile sig_atomic_t interrupted;

static void
on_signal(int sig)
{
	interrupted = sig;
}

/* One screen of --interactive: heading, board, keys. */
static void
draw(struct replay *rp, size_t at)
{
	notation_buf_reset(&rp->out);
	notation_buf_printf(&rp->out, "\033[H\033[2Jply %zu of %zu: %s\n", at,
	    rp->nsteps - 1, rp->labels.data + rp->steps[at].label);
	notation_position_render(rp->steps[at].pos, rp->rflags, &rp->out);
	notation_buf_puts(&rp->out, "\nn, space, right: next   p, left: back"
	    "   <, home: start   >, end: last   q: quit\n");
	tool_write(stdout, &rp->out);
	notation_buf_reset(&rp->out);
	tool_flush();
}

/*
 * One byte from the terminal, or -1 on an interrupt or the end of input.
 * SIGINT and SIGTERM are blocked except while pselect() waits, so that a
 * signal that comes while a screen is drawn is not lost before a read
 * that would then wait for a key.
 */
static int
key_within(int fd, const sigset_t *waitmask, const struct timespec *limit)
{
	fd_set		 rfds;
	unsigned char	 c;
	int		 n;

	for (;;) {
		if (interrupted)
			return -1;
		FD_ZERO(&rfds);
		FD_SET(fd, &rfds);
		if ((n = pselect(fd + 1, &rfds, NULL, NULL, limit,
		    waitmask)) == -1) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		if (n == 0)
			return -2;	/* nothing within the limit */
		return read(fd, &c, 1) == 1 ? c : -1;
	}
}

static int
key(int fd, const sigset_t *waitmask)
{
	return key_within(fd, waitmask, NULL);
}

/*
 * The key an escape sequence stands for, once its ESC was read: the
 * arrows and Home/End as terminals send them (ESC [ C, ESC O C, ESC [ H,
 * ESC O H, ESC [ 1 ~, ESC [ 7 ~, ESC [ 4 ~, ESC [ 8 ~, ESC [ 1 ; 5 C...)
 * as the keys n, p, < and >; 0 for a lone Esc (nothing follows within
 * 50 ms, so the next key is not swallowed) or a sequence that means
 * nothing here; -1 as key().  ESC then another key is that key.
 */
static int
escape_key(int fd, const sigset_t *waitmask)
{
	static const struct timespec	 gap = { 0, 50000000 };
	int				 c, param = -1;

	if ((c = key_within(fd, waitmask, &gap)) == -2)
		return 0;
	if (c != '[' && c != 'O')
		return c;
	/* Parameters (digits and ';'), then the final byte. */
	for (;;) {
		if ((c = key_within(fd, waitmask, &gap)) < 0)
			return c == -2 ? 0 : -1;
		if (c >= '0' && c <= '9') {
			if (param == -1)
				param = 0;
			if (param < 1000)
				param = param * 10 + (c - '0');
		} else if (c != ';')
			break;
	}
	switch (c) {
	case 'C':
		return 'n';
	case 'D':
		return 'p';
	case 'H':
		return '<';
	case 'F':
		return '>';
	case '~':
		return param == 1 || param == 7 ? '<' :
		    param == 4 || param == 8 ? '>' : 0;
	default:
		return 0;
	}
}

/*
 * Step through the kept plies with single keys read from the terminal,
 * which is put in non-canonical mode without echo and always given back
 * as it was, also when a signal ends the loop.
 */
static int
interactive(struct replay *rp, size_t at)
{
	struct termios		 saved, raw;
	struct sigaction	 sa, oldint, oldterm;
	sigset_t		 block, orig;
	int			 fd, c;

	if ((fd = open("/dev/tty", O_RDONLY)) == -1) {
		tool_io_diag("/dev/tty", "cannot open", errno);
		return EXIT_TROUBLE;
	}
	if (tcgetattr(fd, &saved) == -1) {
		tool_io_diag("/dev/tty", "not a terminal", errno);
		close(fd);
		return EXIT_TROUBLE;
	}
	raw = saved;
	raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
	raw.c_cc[VMIN] = 1;
	raw.c_cc[VTIME] = 0;
	sigemptyset(&block);
	sigaddset(&block, SIGINT);
	sigaddset(&block, SIGTERM);
	sigprocmask(SIG_BLOCK, &block, &orig);
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, &oldint);
	sigaction(SIGTERM, &sa, &oldterm);
	tcsetattr(fd, TCSADRAIN, &raw);
	for (;;) {
		draw(rp, at);
		if ((c = key(fd, &orig)) == -1)
			break;
		if (c == '\033' && (c = escape_key(fd, &orig)) == -1)
			break;
		if (c == 'q' || c == 'Q')
			break;
		if ((c == 'n' || c == ' ') && at + 1 < rp->nsteps)
			at++;
		else if (c == 'p' && at > 0)
			at--;
		else if (c == '<')
			at = 0;
		else if (c == '>')
			at = rp->nsteps - 1;
	}
	tcsetattr(fd, TCSADRAIN, &saved);
	close(fd);
	/* A signal still pending is caught now, before the old handlers. */
	sigprocmask(SIG_SETMASK, &orig, NULL);
	sigaction(SIGINT, &oldint, NULL);
	sigaction(SIGTERM, &oldterm, NULL);
	/* Die of the signal, now that the terminal is as it was. */
	if (interrupted) {
		signal(interrupted, SIG_DFL);
		raise(interrupted);
	}
	return EXIT_VALID;
}

/* The work on one selected game, once the checker has read it. */
static int
finish_game(const struct options *o, struct replay *rp,
    const struct notation_summary *s)
{
	notation_game		*g0;
	unsigned long		 ply;
	int			 rc, status;

	status = s->valid ? EXIT_VALID : EXIT_INVALID;
	/* Stepping clears the screen: its diagnostics come afterwards. */
	if (o->mode != MODE_STEP || s->game_state == NULL)
		report(o, s);
	if (s->game_state == NULL)
		return o->mode == MODE_CLAIM ? EXIT_TROUBLE : EXIT_INVALID;
	switch (o->mode) {
	case MODE_PLAYBACK:
		/* A game without a legal ply still has its start position. */
		if (rp->first == 0 && !rp->start_shown)
			show(rp, 0, notation_game_start(s->game_state), NULL,
			    NULL, 0);
		if (s->outcome.kind != NOTATION_RESULT_NONE &&
		    s->end_ply >= rp->first && s->end_ply <= rp->last) {
			begin_output(rp);
			notation_buf_puts(&rp->out, "end: ");
			notation_result_format(&s->outcome,
			    notation_rules_players(s->rules), &rp->out);
			notation_buf_printf(&rp->out, " by rule (%s) at ply "
			    "%lu\n", notation_reason_name(s->outcome.reason),
			    s->end_ply);
			flush_output(rp);
		}
		if (rp->first > s->plies) {
			/*
			 * A range over every game of a file is clipped to
			 * each game's length; the one game named with --game
			 * must reach it.
			 */
			tool_say(o->game == NONE ? NOTATION_NOTE :
			    NOTATION_ERROR, s->file != NULL ? s->file :
			    STDIN_NAME, "usage", "game %lu has %lu legal plies, "
			    "not %lu%s", s->game, s->plies, rp->first,
			    o->game == NONE ? ": nothing of it is shown" : "");
			if (o->game != NONE)
				return EXIT_TROUBLE;
		}
		return status;
	case MODE_SVG:
		if (chosen_ply(o, s, &ply) != 0)
			return EXIT_TROUBLE;
		rc = svg(o, rp, s);
		return rc != EXIT_VALID ? rc : status;
	case MODE_CLAIM:
		if (chosen_ply(o, s, &ply) != 0)
			return EXIT_TROUBLE;
		/*
		 * A claim at the end of a broken record, or after a ply
		 * that follows an error, stands on nothing.
		 */
		if (o->ply == NONE ? !s->valid : error_before(s, ply)) {
			tool_say(NOTATION_ERROR, s->file != NULL ? s->file :
			    STDIN_NAME, "usage", "game %lu has an error before "
			    "the claim (after ply %lu); no claim is judged on a "
			    "broken record", s->game, ply);
			return EXIT_TROUBLE;
		}
		if (ply == notation_game_plies(s->game_state))
			return claim(o, rp, s->game_state, ply);
		/* Ply 0: the checker has already made ply 1. */
		if ((g0 = notation_game_new(s->rules)) == NULL ||
		    notation_game_reset(g0,
		    notation_game_start(s->game_state)) != 0)
			tool_oom();
		rc = claim(o, rp, g0, 0);
		notation_game_free(g0);
		return rc;
	case MODE_STEP:
		if (chosen_ply(o, s, &ply) != 0) {
			report(o, s);
			return EXIT_TROUBLE;
		}
		if (rp->nsteps == 0)
			add_step(rp, notation_game_start(s->game_state), NULL,
			    NULL, 0);
		rc = interactive(rp, o->ply == NONE ? 0 : ply);
		report(o, s);
		return rc != EXIT_VALID ? rc : status;
	case MODE_EMIT:
		if (!s->valid && !o->fix)
			return EXIT_INVALID;
		/*
		 * The result as the record gives it: the result token, or
		 * the Result tag when the movetext has none.
		 */
		notation_buf_reset(&rp->out);
		if (s->has_recorded && notation_result_format(&s->recorded,
		    notation_rules_players(s->rules), &rp->out) != 0)
			tool_oom();
		(void)notation_writer_result(rp->writer, s->has_recorded ?
		    rp->out.data : NULL, rp->out.len, &rp->text);
		notation_buf_reset(&rp->out);
		/* The rule set it was read under, when no tag names it. */
		(void)tool_copy_variant(rp->writer, s->rules, rp->has_variant,
		    &rp->text);
		/* --fix: written when repair leaves no error in it. */
		if (o->fix && notation_writer_repair(rp->writer, s) != 0 &&
		    notation_writer_diag(rp->writer)->code == NOTATION_OK)
			return EXIT_INVALID;
		status = EXIT_VALID;
		break;
	}
	return status;
}

static int
run(const struct options *o, struct replay *rp, notation_catalog *cat,
    const notation_rules *defrules)
{
	struct notation_summary	 s;
	notation_checker	*chk;
	notation_reader		*rd;
	FILE			*fp;
	unsigned long		 game = 1;
	int			 status = EXIT_VALID, rc, selected, found = 0;

	if ((fp = tool_input(o->file, strcmp(o->file, "-") == 0 ?
	    STDIN_NAME : o->file)) == NULL)
		return EXIT_TROUBLE;
	if ((rd = tool_reader_new(strcmp(o->file, "-") == 0 ? STDIN_NAME :
	    o->file)) == NULL ||
	    (chk = notation_checker_new(cat, defrules)) == NULL)
		tool_oom();
	notation_reader_set_file(rd, fp);
	notation_checker_set_ply_fn(chk, on_ply, rp);
	if (o->mode == MODE_EMIT)
		notation_checker_set_event_fn(chk, on_event, rp);
	for (;;) {
		/* Games not asked for are read, not replayed. */
		selected = o->game == NONE || o->game == game;
		notation_checker_set_replay(chk, selected);
		rp->start_shown = 0;
		rp->at_ply = NONE;
		rp->nlapses = 0;
		rp->has_variant = 0;
		notation_buf_reset(&rp->text);
		if (o->mode == MODE_EMIT && notation_writer_begin(rp->writer,
		    &rp->text) != 0)
			tool_oom();
		rp->game = game;
		rp->blocks = 0;
		if (notation_checker_next(chk, rd, &s) != 1)
			break;
		if (s.ndiags > 0 && s.diags[0].code == NOTATION_IO) {
			/* The stream failed: no game, and nothing after it. */
			report(o, &s);
			status = EXIT_TROUBLE;
			break;
		}
		game = s.game + 1;
		if (!selected)
			continue;
		found = 1;
		rc = finish_game(o, rp, &s);
		if (o->mode == MODE_EMIT && rc == EXIT_VALID) {
			if (notation_writer_end(rp->writer, &rp->text) != 0)
				rc = emit_refused(rp, &s);
			else {
				tool_write(stdout, &rp->text);
				tool_copy_notes(rp->writer);
			}
		}
		if (rc > status)
			status = rc;
		if (o->game != NONE)
			break;
	}
	/* A single game's playback, held for nothing. */
	if (o->mode == MODE_PLAYBACK)
		tool_write(stdout, &rp->out);
	if (o->mode == MODE_EMIT) {
		notation_buf_reset(&rp->text);
		if (notation_writer_finish(rp->writer, &rp->text) != 0)
			tool_oom();
		tool_write(stdout, &rp->text);
	}
	if (!found && o->game != NONE) {
		tool_say(NOTATION_ERROR, strcmp(o->file, "-") == 0 ?
		    STDIN_NAME : o->file, "usage", "there is no game %lu",
		    o->game);
		status = EXIT_TROUBLE;
	}
	notation_checker_free(chk);
	notation_reader_free(rd);
	tool_close(fp);
	return status;
}

int
main(int argc, char *argv[])
{
	enum {
		OPT_CAMPS = TOOL_OPT_OWN, OPT_CLAIM, OPT_EMIT, OPT_FIRST,
		OPT_FIX, OPT_INTERACTIVE, OPT_LAST, OPT_SVG
	};
	static const struct option own[] = {
		{ "camps",	no_argument,		NULL, OPT_CAMPS },
		{ "claim",	required_argument,	NULL, OPT_CLAIM },
		{ "emit",	no_argument,		NULL, OPT_EMIT },
		{ "fix",	no_argument,		NULL, OPT_FIX },
		{ "first-ply",	required_argument,	NULL, OPT_FIRST },
		{ "interactive", no_argument,		NULL, OPT_INTERACTIVE },
		{ "last-ply",	required_argument,	NULL, OPT_LAST },
		{ "svg",	required_argument,	NULL, OPT_SVG },
		{ NULL,		0,			NULL, 0 }
	};
	const char		*modeopt;
	struct options		 o;
	struct replay		 rp;
	notation_catalog	*cat;
	const notation_rules	*defrules;
	size_t			 i;
	int			 ch, colour, status;

	tool_init(argv[0], usage, help);
	memset(&o, 0, sizeof(o));
	memset(&rp, 0, sizeof(rp));
	o.game = o.ply = o.first = o.last = NONE;
	tool_options_use("color from game help long ply short variant version",
	    own);
	while ((ch = tool_getopt(&argc, &argv)) != -1) {
		switch (ch) {
		case OPT_CAMPS:
			o.camps = 1;
			break;
		case OPT_CLAIM:
			o.claim = optarg;
			break;
		case OPT_COLOR:
			/* Only --color=WHEN: a word after it is not its. */
			o.color = optarg != NULL ? optarg : "always";
			break;
		case OPT_EMIT:
			o.mode = MODE_EMIT;
			break;
		case OPT_FIX:
			o.fix = 1;
			break;
		case OPT_FIRST:
			o.first = number(optarg, "first-ply");
			break;
		case OPT_GAME:
			if ((o.game = number(optarg, "game")) == 0)
				bad_usage("--game 0: games are numbered from 1");
			break;
		case OPT_INTERACTIVE:
			o.interactive = 1;
			break;
		case 'l':
			o.wflags |= NOTATION_WRITE_LONG;
			break;
		case OPT_PLY:
			o.ply = number(optarg, "ply");
			break;
		case 's':
			o.wflags |= NOTATION_WRITE_SHORT;
			break;
		case OPT_SVG:
			o.svg = optarg;
			break;
		case OPT_LAST:
			o.last = number(optarg, "last-ply");
			break;
		default:
			bad_usage("unknown option");
		}
	}
	if (argc > 1)
		bad_usage("one file at a time: %s and %s", argv[0], argv[1]);
	o.file = argc == 1 ? argv[0] : "-";

	/*
	 * Each mode takes only the options that mean something to it; a
	 * refusal names the options given that are at fault.
	 */
	if ((o.mode == MODE_EMIT) + (o.claim != NULL) + (o.svg != NULL) > 1)
		bad_usage("--claim, --emit and --svg exclude each other");
	if (o.claim != NULL)
		o.mode = MODE_CLAIM;
	else if (o.svg != NULL)
		o.mode = MODE_SVG;
	modeopt = o.mode == MODE_CLAIM ? "--claim" : o.mode == MODE_SVG ?
	    "--svg" : o.mode == MODE_EMIT ? "--emit" : o.interactive ?
	    "--interactive" : NULL;
	if (o.interactive && o.mode != MODE_PLAYBACK)
		bad_usage("--interactive and %s exclude each other",
		    o.mode == MODE_CLAIM ? "--claim" : o.mode == MODE_SVG ?
		    "--svg" : "--emit");
	if ((o.first != NONE || o.last != NONE) && modeopt != NULL)
		bad_usage("%s goes with playback only, not with %s",
		    o.first != NONE ? "--first-ply" : "--last-ply", modeopt);
	if ((o.first != NONE || o.last != NONE) && o.ply != NONE)
		bad_usage("%s and --ply exclude each other",
		    o.first != NONE ? "--first-ply" : "--last-ply");
	if (o.first != NONE && o.last != NONE && o.last < o.first)
		bad_usage("--last-ply %lu comes before --first-ply %lu", o.last,
		    o.first);
	if (o.wflags == (NOTATION_WRITE_LONG | NOTATION_WRITE_SHORT))
		bad_usage("--long and --short exclude each other");
	if (o.wflags != 0 && o.mode != MODE_EMIT)
		bad_usage("%s goes with --emit only",
		    o.wflags == NOTATION_WRITE_LONG ? "--long" : "--short");
	if (o.fix && o.mode != MODE_EMIT)
		bad_usage("--fix goes with --emit only");
	if (o.mode == MODE_EMIT && o.ply != NONE)
		bad_usage("--emit writes whole games: --ply does not apply");
	if ((o.camps || o.color != NULL) && o.mode != MODE_PLAYBACK)
		bad_usage("%s goes with playback only, not with %s",
		    o.camps ? "--camps" : "--color", modeopt);
	if ((colour = tool_color(o.color, stdout)) == -1)
		bad_usage("--color=%s: not auto, always or never", o.color);
	if (o.interactive) {
		if (!isatty(STDOUT_FILENO))
			bad_usage("--interactive needs a terminal");
		o.mode = MODE_STEP;
	}
	/* A claim, a diagram, a game stepped through: the first by default. */
	if ((o.mode == MODE_CLAIM || o.mode == MODE_SVG ||
	    o.mode == MODE_STEP) && o.game == NONE)
		o.game = 1;

	/* Colour and Unicode stones go together (halma-replay(1)). */
	rp.o = &o;
	rp.rflags = (colour ? NOTATION_RENDER_COLOR | NOTATION_RENDER_UNICODE :
	    0) | (o.camps ? NOTATION_RENDER_CAMPS : 0);
	rp.first = 0;
	rp.last = rp.stop = NONE;
	if (o.ply != NONE) {
		rp.first = rp.last = o.ply;
		/*
		 * A claim must see the game as it stood after that ply:
		 * replay stops there (ply 0: after ply 1, see finish_game).
		 */
		if (o.mode == MODE_CLAIM)
			rp.stop = o.ply == 0 ? 1 : o.ply;
	}
	if (o.first != NONE)
		rp.first = o.first;
	if (o.last != NONE)
		rp.last = o.last;
	rp.at_ply = NONE;

	if ((cat = notation_catalog_new()) == NULL)
		tool_oom();
	defrules = tool_variant(cat);
	if (o.mode == MODE_EMIT &&
	    (rp.writer = notation_writer_new(NOTATION_FORMAT_HGN,
	    o.wflags)) == NULL)
		tool_oom();
	status = run(&o, &rp, cat, defrules);
	tool_flush();
	notation_writer_free(rp.writer);
	notation_position_free(rp.at);
	notation_position_free(rp.before);
	free(rp.lapses);
	for (i = 0; i < rp.nsteps; i++)
		notation_position_free(rp.steps[i].pos);
	free(rp.steps);
	notation_buf_free(&rp.labels);
	notation_buf_free(&rp.out);
	notation_buf_free(&rp.text);
	notation_catalog_free(cat);
	return status;
}
