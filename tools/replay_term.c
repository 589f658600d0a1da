/*
 * replay_term.c -- halma-replay's boards on the terminal (replay.h): the
 * playback of a game ply by ply, with a heading per game where a file
 * holds several, and --interactive, which steps through the kept plies
 * with single keys read from /dev/tty.
 */
#include <sys/select.h>

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "replay.h"

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

void
replay_show(struct replay *rp, unsigned long ply, const notation_position *pos,
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

/* "end: 1-0 by rule (goal) at ply N" to b, without a line end. */
static void
end_text(const struct notation_summary *s, struct notation_buf *b)
{
	notation_buf_puts(b, "end: ");
	notation_result_format(&s->outcome, notation_rules_players(s->rules),
	    b);
	notation_buf_printf(b, " by rule (%s) at ply %lu",
	    notation_reason_name(s->outcome.reason), s->end_ply);
}

void
replay_show_end(struct replay *rp, const struct notation_summary *s)
{
	if (s->outcome.kind == NOTATION_RESULT_NONE ||
	    s->end_ply < rp->first || s->end_ply > rp->last)
		return;
	begin_output(rp);
	end_text(s, &rp->out);
	notation_buf_putc(&rp->out, '\n');
	flush_output(rp);
}

void
replay_step_end(struct replay *rp, const struct notation_summary *s)
{
	/* The heading of the last step is the last label kept. */
	if (s->outcome.kind == NOTATION_RESULT_NONE || rp->nsteps == 0 ||
	    s->end_ply != rp->nsteps - 1 || rp->labels.len == 0)
		return;
	rp->labels.len--;
	notation_buf_puts(&rp->labels, "; ");
	end_text(s, &rp->labels);
	if (notation_buf_putc(&rp->labels, '\0') != 0)
		tool_oom();
}

void
replay_add_step(struct replay *rp, const notation_position *pos,
    const notation_position *before, const char *text, size_t len)
{
	struct step	*st;

	rp->steps = tool_grow(rp->steps, &rp->capsteps, rp->nsteps,
	    sizeof(*rp->steps));
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
int
replay_interactive(struct replay *rp, size_t at)
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
