/*
 * halma-replay -- play a game record back board by board, draw a position
 * as SVG, re-write a record in canonical form, and adjudicate a claim to
 * draw by threefold repetition (halma-replay(1)).
 *
 * The tool only wires options to the library: the checker replays the
 * record and calls back after every legal ply, so this program never has
 * a replay loop of its own and never disagrees with halma-validate.
 * This file is the options and that wiring, with the SVG and --emit
 * outputs; the boards on the terminal (playback, --interactive) are in
 * replay_term.c and the draw-claim report in replay_claim.c (replay.h).
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "replay.h"
#include "replay_html.h"


static void
usage(FILE *fp)
{
	fprintf(fp, "usage: %s [--camps] [--color=when] [--first-ply N] "
	    "[--from FORMAT]\n"
	    "\t[--game N] [--last-ply N] [--ply N] [--svg FILE]\n"
	    "\t[--variant NAME|FILE.yaml] [file]\n"
	    "       %s --html FILE [--claim MOVE] [--from FORMAT] [--game N]\n"
	    "\t[--ply N] [--variant NAME|FILE.yaml] [file]\n"
	    "       %s --interactive [--camps] [--color=when] "
	    "[--from FORMAT]\n"
	    "\t[--game N] [--ply N] [--variant NAME|FILE.yaml] [file]\n"
	    "       %s --claim MOVE [--format text|json] [--from FORMAT] "
	    "[--game N]\n"
	    "\t[--ply N] [--svg FILE] [--variant NAME|FILE.yaml] [file]\n"
	    "       %s --emit [--fix] [--from FORMAT] [--game N] "
	    "[--long | --short]\n"
	    "\t[--variant NAME|FILE.yaml] [file]\n"
	    "       %s -h | --help | --version\n",
	    progname, progname, progname, progname, progname, progname);
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
	    "  --color[=when]      auto, always (alone: always) or never: colour\n"
	    "                      and Unicode stones (auto: on a terminal, no\n"
	    "                      NO_COLOR)\n"
	    "  --emit              write the record in canonical form\n"
	    "  --fix               with --emit: repair the result and the\n"
	    "                      Result tags, each change a note\n"
	    "  -f, --format text|json\n"
	    "                      with --claim: the report as text lines or\n"
	    "                      as one JSON object\n"
	    "  --first-ply N, --last-ply M\n"
	    "                      show the plies from N to M only\n"
	    TOOL_HELP_FROM
	    "  --game N            the N-th game of the file only\n"
	    "  -h, --help          print this help and exit\n"
	    "  --html FILE         write the games as one HTML page ('-':\n"
	    "                      standard output)\n"
	    "  --interactive       step through a game with keys on a terminal\n"
	    "  -l, --long          with --emit: moves in long form\n"
	    "  --list-variants     list the built-in rule sets and exit\n"
	    "  --ply N             the position after ply N only (0: start)\n"
	    "  -s, --short         with --emit: moves in short form\n"
	    "  --svg FILE          write the position as SVG ('-': standard\n"
	    "                      output) instead of the text boards; with\n"
	    "                      --claim, the claim and its evidence\n"
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

static int
on_ply(void *arg, const notation_game *g, const notation_position *before,
    const struct notation_move *m, const char *text, size_t len)
{
	struct replay		*rp = arg;
	unsigned long		 ply = notation_game_plies(g);

	switch (rp->o->mode) {
	case MODE_PLAYBACK:
		if (ply == 1 && rp->first == 0) {
			replay_show(rp, 0, before, NULL, NULL, 0);
			rp->start_shown = 1;
		}
		if (ply >= rp->first && ply <= rp->last)
			replay_show(rp, ply, notation_game_position(g), before, text,
			    len);
		break;
	case MODE_CLAIM:
		/* The claim is judged on the moves, replayed again. */
		rp->played = tool_grow(rp->played, &rp->capplayed,
		    rp->nplayed, sizeof(*rp->played));
		rp->played[rp->nplayed++] = *m;
		break;
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
			replay_add_step(rp, before, NULL, NULL, 0);
		replay_add_step(rp, notation_game_position(g), before, text, len);
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
		tool_past_end(NOTATION_ERROR, s, *ply, NULL);
		return -1;
	}
	return 0;
}

/* The work on one selected game, once the checker has read it. */
static int
finish_game(const struct options *o, struct replay *rp,
    const struct notation_summary *s)
{
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
			replay_show(rp, 0, notation_game_start(s->game_state), NULL,
			    NULL, 0);
		replay_show_end(rp, s);
		if (rp->first > s->plies) {
			/*
			 * A range over every game of a file is clipped to
			 * each game's length; the one game named with --game,
			 * and the one ply of --ply, must be reached.
			 */
			if (o->game == NONE && o->ply == NONE) {
				tool_past_end(NOTATION_NOTE, s, rp->first,
				    ": nothing of it is shown");
				return status;
			}
			tool_past_end(NOTATION_ERROR, s, rp->first, NULL);
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
		return replay_claim(o, rp, s, ply);
	case MODE_STEP:
		if (chosen_ply(o, s, &ply) != 0) {
			report(o, s);
			return EXIT_TROUBLE;
		}
		if (rp->nsteps == 0)
			replay_add_step(rp, notation_game_start(s->game_state), NULL,
			    NULL, 0);
		replay_step_end(rp, s);
		rc = replay_interactive(rp, o->ply == NONE ? 0 : ply);
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
		rp->nplayed = 0;
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
	} else if (!found && status == EXIT_VALID) {
		tool_say(NOTATION_ERROR, strcmp(o->file, "-") == 0 ?
		    STDIN_NAME : o->file, "syntax", "no game to replay: the "
		    "input holds none");
		status = EXIT_INVALID;
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
		OPT_FIX, OPT_HTML, OPT_INTERACTIVE, OPT_LAST, OPT_SVG
	};
	static const struct tool_option own[] = {
		{ "camps",	no_argument,		OPT_CAMPS, NULL },
		{ "claim",	required_argument,	OPT_CLAIM, NULL },
		{ "emit",	no_argument,		OPT_EMIT, NULL },
		{ "fix",	no_argument,		OPT_FIX, NULL },
		{ "first-ply",	required_argument,	OPT_FIRST, NULL },
		{ "html",	required_argument,	OPT_HTML, "@file" },
		{ "interactive", no_argument,		OPT_INTERACTIVE, NULL },
		{ "last-ply",	required_argument,	OPT_LAST, NULL },
		{ "svg",	required_argument,	OPT_SVG, "@file" },
		{ NULL,		0,			0, NULL }
	};
	const char		*modeopt, *format = NULL;
	struct html_request	 page = { NULL, NULL, NULL, 0, 0, 0 };
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
	tool_options_use("color format:text,json from game help list-variants "
	    "long ply short variant version", own);
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
		case 'f':
			if (strcmp(optarg, "text") != 0 &&
			    strcmp(optarg, "json") != 0)
				bad_usage("--format %s: not text or json", optarg);
			o.json = strcmp(optarg, "json") == 0;
			format = optarg;
			break;
		case OPT_FIRST:
			o.first = number(optarg, "first-ply");
			break;
		case OPT_GAME:
			if ((o.game = number(optarg, "game")) == 0)
				bad_usage("--game 0: games are numbered from 1");
			break;
		case OPT_HTML:
			page.path = optarg;
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
	if (page.path != NULL && (o.mode == MODE_EMIT || o.svg != NULL ||
	    o.interactive || o.first != NONE || o.last != NONE || o.camps ||
	    o.color != NULL))
		bad_usage("--html goes with --claim, --game and --ply only");

	/*
	 * Each mode takes only the options that mean something to it; a
	 * refusal names the options given that are at fault.
	 */
	if (o.mode == MODE_EMIT && (o.claim != NULL || o.svg != NULL))
		bad_usage("--emit excludes --claim and --svg");
	if (format != NULL && (o.claim == NULL || page.path != NULL ||
	    o.svg != NULL))
		bad_usage("--format goes with --claim only, without --html and "
		    "--svg");
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
		 * A claim is judged as the game stood after that ply, and
		 * the ply after it, the claimant's next move, lets it lapse:
		 * replay stops there.
		 */
		if (o.mode == MODE_CLAIM)
			rp.stop = o.ply + 1;
	}
	if (o.first != NONE)
		rp.first = o.first;
	if (o.last != NONE)
		rp.last = o.last;
	rp.at_ply = NONE;

	if ((cat = notation_catalog_new()) == NULL)
		tool_oom();
	tool_list_variants(cat);
	defrules = tool_variant(cat);
	if (o.mode == MODE_EMIT &&
	    (rp.writer = notation_writer_new(NOTATION_FORMAT_HGN,
	    o.wflags)) == NULL)
		tool_oom();
	page = (struct html_request){ page.path, o.file, o.claim, o.game,
	    o.ply, 0 };
	/* A claim drawn (--svg with --claim) is the page's claim picture. */
	if (o.claim != NULL && o.svg != NULL) {
		page.path = o.svg;
		page.svg = 1;
	}
	status = page.path != NULL ? replay_html(&page, cat, defrules) :
	    run(&o, &rp, cat, defrules);
	tool_flush();
	notation_writer_free(rp.writer);
	notation_position_free(rp.at);
	notation_position_free(rp.before);
	free(rp.played);
	for (i = 0; i < rp.nsteps; i++)
		notation_position_free(rp.steps[i].pos);
	free(rp.steps);
	notation_buf_free(&rp.labels);
	notation_buf_free(&rp.out);
	notation_buf_free(&rp.text);
	notation_catalog_free(cat);
	return status;
}
