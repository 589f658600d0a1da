/*
 * reader_starlog.c -- the JSON Lines logs of a Chinese-checkers engine
 * ("star logs"), read into the same events as the text format
 * (spec/conversion.md, "Star logs").  The front (reader.c) reaches it
 * through nt_reader_starlog_class alone, and only when told (--from
 * starlog).  A game is read whole (reader_queue.c), its JSON through the
 * library's one tokenizer (reader_jlex.c):
 *
 *	game	= start *( move / other ) end
 *	start	= {"type":"game_start", "rule_profile":NAME,
 *		   "initial_cells":121 CHARS, "initial_player":N}
 *	move	= {"type":"move", "ply":N, "player":N, "move":"(q,r)->(q,r)",
 *		   "from":HOLE, "to":HOLE, "path":[HOLE, HOLE, ...]}
 *	end	= {"type":"game_end", "reason":TEXT [, "result":RESULT]
 *		   [, "draw":BOOL] [, "winner":N or null]}
 *
 * one object a line, members in any order; members the format does not
 * name and lines of other types are passed over.  The profile becomes a
 * Variant tag, the initial cells a FEN tag when they are not the rule
 * set's start, each path a move in the long form at the place of its
 * '[', so that a move that does not replay is reported at its line and
 * a column inside it.  After an error the game's lines are passed over
 * up to its game_end (a game_start line begins the next game).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "records/records.h"
#include "records/reader_int.h"

#define SL_MAX_PATH	64	/* landings of one move */
#define SL_STR		48	/* the longest string kept of a field */
#define SL_REASON	256	/* but the reason a game ended */

/* The members of a line, a bit each in sl_line.have. */
enum sl_field {
	F_TYPE, F_PROFILE, F_CELLS, F_IPLAYER, F_PLY, F_PLAYER, F_MOVE,
	F_FROM, F_TO, F_PATH, F_REASON, F_RESULT, F_DRAW, F_WINNER, F_NFIELDS
};

static const char *const sl_keys[F_NFIELDS] = {
	"type", "rule_profile", "initial_cells", "initial_player", "ply",
	"player", "move", "from", "to", "path", "reason", "result", "draw",
	"winner"
};

struct sl_place {
	unsigned long	 line;
	unsigned long	 col;
};

/* One line, as read. */
struct sl_line {
	struct sl_place	 at;			/* its '{' */
	struct sl_place	 f[F_NFIELDS];		/* each member's value */
	unsigned	 have;
	char		 type[SL_STR];
	char		 profile[SL_STR];
	char		 move[SL_STR];
	char		 result[SL_STR];
	char		 reason[SL_REASON];
	size_t		 reason_len;
	char		 cells[NT_STARLOG_HOLES + 1];
	size_t		 ncells;
	int		 draw;		/* "draw": true */
	long		 winner;	/* "winner": a player, or -1 */
	long		 iplayer, ply, player, from, to;
	int		 path[SL_MAX_PATH];
	size_t		 npath;
};

struct starlog_reader {
	struct gq_reader	 gr;		/* first: queue and input */
	struct jlex		 lx;
	notation_catalog	*cat;		/* the rule sets of profiles */
	int			 guessed;	/* no profile: no Variant tag */
	struct sl_line		 ln;		/* the line read last */
	struct sl_line		 start;		/* the game's game_start */
	int			 pending;	/* ln: the next start */
	const notation_rules	*rules;
	int			 nplayers;
	int			 map[6];	/* log player -> toolkit's */
	int			 unmap[6];	/* and back */
	size_t			 nmoves;
	long			 first_ply;
	struct notation_buf	 text;		/* a move or a FEN */
};

/* ------------------------------------------------------------------ */
/* A line                                                             */

/* The integer lx->tmp holds, in [min, max]; -1 with an error if not. */
static int
s_integer(struct starlog_reader *sr, const struct jtoken *t, const char *what,
    long min, long max, long *out)
{
	const char	*s = sr->lx.tmp.data;
	char		*end;
	long		 v;

	if (t->type != J_NUMBER || s == NULL || strlen(s) > 9 ||
	    (v = strtol(s, &end, 10), *end != '\0') || v < min || v > max) {
		if (t->type == J_BAD)
			return -1;
		nt_gq_error(&sr->gr.g, NOTATION_SYNTAX, t->line, t->col,
		    "%s must be a whole number from %ld to %ld", what, min,
		    max);
		return -1;
	}
	*out = v;
	return 0;
}

/* The string lx->tmp holds, into buf (cap bytes); -1 if too long. */
static int
s_string(struct starlog_reader *sr, const struct jtoken *t, const char *what,
    char *buf, size_t cap)
{
	if (t->type != J_STRING)
		return nt_jlex_unexpected(&sr->lx, t, what);
	if (sr->lx.tmp.len >= cap) {
		nt_gq_error(&sr->gr.g, NOTATION_SYNTAX, t->line, t->col,
		    "%s is longer than %zu bytes", what, cap - 1);
		return -1;
	}
	memcpy(buf, sr->lx.tmp.data, sr->lx.tmp.len);
	buf[sr->lx.tmp.len] = '\0';
	return 0;
}

static int
s_path_item(struct jlex *lx, const struct jtoken *t, const char *key,
    size_t klen, void *arg)
{
	struct starlog_reader	*sr = arg;
	long			 v;

	if (sr->ln.npath == SL_MAX_PATH) {
		nt_gq_error(&sr->gr.g, NOTATION_LIMIT, t->line, t->col,
		    "a path of more than %d landings", SL_MAX_PATH);
		return -1;
	}
	if (s_integer(sr, t, "a hole of the path", 0, NT_STARLOG_HOLES - 1,
	    &v) != 0)
		return -1;
	sr->ln.path[sr->ln.npath++] = (int)v;
	return 0;
}

static int
s_member(struct jlex *lx, const struct jtoken *t, const char *key,
    size_t klen, void *arg)
{
	struct starlog_reader	*sr = arg;
	struct sl_line		*ln = &sr->ln;
	int			 f;

	for (f = 0; f < F_NFIELDS; f++)
		if (strcmp(key, sl_keys[f]) == 0 && strlen(key) == klen)
			break;
	if (f == F_NFIELDS)
		return nt_jlex_skip(lx, t);	/* not the format's */
	if (ln->have & (1u << f)) {
		nt_gq_error(&sr->gr.g, NOTATION_SYNTAX, lx->key_line,
		    lx->key_col, "the key '%s' is repeated", sl_keys[f]);
		return -1;
	}
	ln->have |= 1u << f;
	ln->f[f].line = t->line;
	ln->f[f].col = t->col;
	switch (f) {
	case F_TYPE:
		return s_string(sr, t, "the type (a string)", ln->type,
		    sizeof(ln->type));
	case F_PROFILE:
		return s_string(sr, t, "the rule_profile (a string)",
		    ln->profile, sizeof(ln->profile));
	case F_CELLS:
		/* Its length is checked with the start (s_start()). */
		if (t->type == J_STRING && lx->tmp.len >= sizeof(ln->cells)) {
			ln->ncells = lx->tmp.len;
			return 0;
		}
		if (s_string(sr, t, "the initial_cells (a string)", ln->cells,
		    sizeof(ln->cells)) != 0)
			return -1;
		ln->ncells = lx->tmp.len;
		return 0;
	case F_IPLAYER:
		return s_integer(sr, t, "initial_player", 0, 5, &ln->iplayer);
	case F_PLY:
		return s_integer(sr, t, "ply", 0, 999999999, &ln->ply);
	case F_PLAYER:
		return s_integer(sr, t, "player", 0, 5, &ln->player);
	case F_MOVE:
		return s_string(sr, t, "the move (a string)", ln->move,
		    sizeof(ln->move));
	case F_FROM:
		return s_integer(sr, t, "from", 0, NT_STARLOG_HOLES - 1,
		    &ln->from);
	case F_TO:
		return s_integer(sr, t, "to", 0, NT_STARLOG_HOLES - 1, &ln->to);
	case F_PATH:
		if (t->type != J_LBRACKET)
			return nt_jlex_unexpected(lx, t, "the path ('[')");
		return nt_jlex_each(lx, 0, "',' or ']' in the path",
		    s_path_item, sr);
	case F_DRAW:
		if (t->type != J_LITERAL || strcmp(lx->tmp.data, "null") == 0)
			return nt_jlex_unexpected(lx, t, "draw (true or false)");
		ln->draw = strcmp(lx->tmp.data, "true") == 0;
		return 0;
	case F_WINNER:
		ln->winner = -1;
		if (t->type == J_LITERAL && strcmp(lx->tmp.data, "null") == 0)
			return 0;
		return s_integer(sr, t, "winner (or null)", 0, 5,
		    &ln->winner);
	case F_REASON:
		ln->reason_len = sr->lx.tmp.len;
		return s_string(sr, t, "the reason (a string)", ln->reason,
		    sizeof(ln->reason));
	default:
		return s_string(sr, t, "the result (a string)", ln->result,
		    sizeof(ln->result));
	}
}

/*
 * After an error, go on at the next line that starts with '{': the next
 * line of the log (the error may have been at a line end already).
 */
static void
s_recover(struct starlog_reader *sr)
{
	int	 c;

	while ((c = nt_gq_in_peek(&sr->gr.in)) >= 0) {
		if (c == '{' && sr->gr.in.col == 1)
			return;
		nt_gq_in_get(&sr->gr.in);
	}
}

/*
 * The next line into sr->ln: 1, 0 at the end of the input, -1 after an
 * error (reported, unless the game has failed; the line passed over).
 */
static int
s_line(struct starlog_reader *sr)
{
	struct jtoken	 t;
	int		 c;

	memset(&sr->ln, 0, sizeof(sr->ln));
	if (nt_jlex_next(&sr->lx, &t) == J_EOF)
		return 0;
	sr->ln.at.line = t.line;
	sr->ln.at.col = t.col;
	if (t.type != J_LBRACE) {
		nt_jlex_unexpected(&sr->lx, &t, "a line of the log ('{')");
		goto bad;
	}
	if (nt_jlex_each(&sr->lx, 1, "',' or '}' in a line of the log",
	    s_member, sr) != 0)
		goto bad;
	while ((c = nt_gq_in_peek(&sr->gr.in)) == ' ' || c == '\t')
		nt_gq_in_get(&sr->gr.in);
	if (c >= 0 && c != '\n' && c != '\r') {
		nt_gq_error(&sr->gr.g, NOTATION_SYNTAX, sr->gr.in.line,
		    sr->gr.in.col, "text after the object: a star log has one "
		    "object a line");
		goto bad;
	}
	if (!(sr->ln.have & (1u << F_TYPE))) {
		nt_gq_error(&sr->gr.g, NOTATION_SYNTAX, t.line, t.col,
		    "a line of the log without its \"type\"");
		goto bad;
	}
	return 1;
bad:
	s_recover(sr);
	return -1;
}

static int
is_type(const struct sl_line *ln, const char *type)
{
	return strcmp(ln->type, type) == 0;
}

/* Each member of fields (a bitset) is there: 0, or -1 with an error. */
static int
s_need(struct starlog_reader *sr, unsigned fields)
{
	int	 f;

	for (f = 0; f < F_NFIELDS; f++)
		if ((fields & (1u << f)) && !(sr->ln.have & (1u << f))) {
			nt_gq_error(&sr->gr.g, NOTATION_SYNTAX, sr->ln.at.line,
			    sr->ln.at.col, "a \"%s\" line needs its \"%s\"",
			    sr->ln.type, sl_keys[f]);
			return -1;
		}
	return 0;
}

/* ------------------------------------------------------------------ */
/* A game                                                             */

/*
 * Which of the rule set's players each player number of the log is
 * (spec/conversion.md, "Star logs"): when the initial cells are the
 * rule set's start position with the players numbered in some order,
 * the player whose camp a number's stones fill; else the number is the
 * place in turn order.  -1 when memory ran out.
 */
static int
s_map(struct starlog_reader *sr)
{
	notation_position	*init;
	struct notation_buf	 name = { 0 };
	int			 c, p, q, r, i, owner[NT_STARLOG_HOLES];
	int			 found = 1;

	for (p = 0; p < sr->nplayers; p++)
		sr->map[p] = -1;
	if ((init = notation_position_new(sr->rules)) == NULL)
		return -1;
	for (i = 0; i < NT_STARLOG_HOLES; i++) {
		nt_starlog_hole_qr(i, &q, &r);
		notation_buf_reset(&name);
		if (notation_buf_printf(&name, "%c%d", 'a' + q + 8,
		    9 - r) != 0) {
			notation_position_free(init);
			notation_buf_free(&name);
			return -1;
		}
		owner[i] = notation_position_at(init, notation_cell_parse(
		    sr->rules, name.data, name.len));
	}
	notation_position_free(init);
	notation_buf_free(&name);
	/* The start's owner of each log player's first stone, then all. */
	for (i = 0; i < NT_STARLOG_HOLES; i++) {
		c = sr->start.cells[i];
		if (c == '.' && owner[i] >= 0)
			found = 0;
		if (c == '.')
			continue;
		if (owner[i] < 0)
			found = 0;
		else if (sr->map[c - '0'] < 0)
			sr->map[c - '0'] = owner[i];
		else if (sr->map[c - '0'] != owner[i])
			found = 0;
	}
	for (p = 0; p < sr->nplayers; p++)
		for (q = 0; q < p; q++)
			if (sr->map[p] < 0 || sr->map[p] == sr->map[q])
				found = 0;
	for (p = 0; p < sr->nplayers; p++) {
		if (!found)
			sr->map[p] = p;
		sr->unmap[sr->map[p]] = p;
	}
	return 0;
}

/* The game_start line in sr->ln: the Variant tag; -1 after an error. */
/*
 * The rule set of a profile in an engine's own words, the name of no rule
 * set ("CCZ-121-Strict-LG-v2"): the Sternhalma set of the initial cells'
 * players and stones a player, to read the log by.  The game gets no
 * Variant tag, so that the tools' --variant names its rule set.
 */
static const notation_rules *
s_guess(struct starlog_reader *sr)
{
	const struct sl_line	*ln = &sr->ln;
	int			 count[6] = { 0 }, players = 0, stones = 0;
	int			 i, c;
	char			 name[32];

	if (ln->ncells != NT_STARLOG_HOLES)
		return NULL;
	for (i = 0; i < NT_STARLOG_HOLES; i++)
		if ((c = (unsigned char)ln->cells[i]) >= '0' && c <= '5')
			count[c - '0']++;
	for (i = 0; i < 6 && count[i] > 0; i++, players++)
		if (stones != 0 && count[i] != stones)
			return NULL;
		else
			stones = count[i];
	if (players == 0)
		return NULL;
	snprintf(name, sizeof(name), "sternhalma-%dp%s", players,
	    stones == 15 ? "-15" : "");
	return notation_catalog_find(sr->cat, name, NULL);
}

static int
s_start(struct starlog_reader *sr)
{
	struct sl_line		*ln = &sr->ln;
	struct notation_diag	 d;
	const notation_rules	*r;
	size_t			 i;
	int			 c;

	if (s_need(sr, 1u << F_PROFILE | 1u << F_CELLS | 1u << F_IPLAYER) != 0)
		return -1;
	notation_diag_clear(&d);
	if (sr->cat == NULL && (sr->cat = notation_catalog_new()) == NULL) {
		nt_gq_error(&sr->gr.g, NOTATION_LIMIT, ln->at.line, ln->at.col,
		    "out of memory");
		return -1;
	}
	r = strncmp(ln->profile, "sternhalma-", 11) != 0 ? NULL :
	    notation_catalog_find(sr->cat, ln->profile, &d);
	/* A name of no rule set at all is an engine's own. */
	if ((sr->guessed = r == NULL && strncmp(ln->profile, "sternhalma-",
	    11) != 0 && notation_catalog_find(sr->cat, ln->profile,
	    NULL) == NULL))
		r = s_guess(sr);
	if (r == NULL || !notation_rules_is_star(r)) {
		nt_gq_error(&sr->gr.g, NOTATION_UNKNOWN_VARIANT,
		    ln->f[F_PROFILE].line, ln->f[F_PROFILE].col,
		    "unknown rule_profile '%s': a star log's profile is a "
		    "Sternhalma rule set, sternhalma-2p, sternhalma-2p-15, "
		    "sternhalma-3p, sternhalma-3p-15, sternhalma-4p or "
		    "sternhalma-6p", ln->profile);
		return -1;
	}
	sr->rules = r;
	sr->nplayers = notation_rules_players(r);
	if (ln->ncells != NT_STARLOG_HOLES) {
		nt_gq_error(&sr->gr.g, NOTATION_BAD_POSITION,
		    ln->f[F_CELLS].line, ln->f[F_CELLS].col, "initial_cells "
		    "has %zu characters, not one for each of the %d holes",
		    ln->ncells, NT_STARLOG_HOLES);
		return -1;
	}
	for (i = 0; i < NT_STARLOG_HOLES; i++) {
		c = (unsigned char)ln->cells[i];
		if (c == '.' || (c >= '0' && c < '0' + sr->nplayers))
			continue;
		/* The character's column, when the string has no escape. */
		nt_gq_error(&sr->gr.g, NOTATION_BAD_POSITION,
		    ln->f[F_CELLS].line, ln->f[F_CELLS].col + 1 + i,
		    "initial_cells: hole %zu holds '%c', not '.' (empty) or "
		    "a player from 0 to %d", i, c >= 0x20 && c < 0x7f ? c : '?',
		    sr->nplayers - 1);
		return -1;
	}
	if (ln->iplayer >= sr->nplayers) {
		nt_gq_error(&sr->gr.g, NOTATION_SYNTAX, ln->f[F_IPLAYER].line,
		    ln->f[F_IPLAYER].col, "initial_player %ld: %s has players "
		    "0 to %d", ln->iplayer, ln->profile, sr->nplayers - 1);
		return -1;
	}
	sr->start = *ln;
	if (s_map(sr) != 0) {
		nt_gq_error(&sr->gr.g, NOTATION_LIMIT, ln->at.line, ln->at.col,
		    "out of memory");
		return -1;
	}
	sr->nmoves = 0;
	sr->first_ply = 0;
	if (sr->guessed)
		return 0;
	return nt_gq_tag(&sr->gr.g, "Variant", 7, ln->profile,
	    strlen(ln->profile), ln->f[F_PROFILE].line, ln->f[F_PROFILE].col);
}

/* A hole as a cell name of spec/star.md into b. */
static int
s_cell(struct notation_buf *b, int hole)
{
	int	 q, r;

	nt_starlog_hole_qr(hole, &q, &r);
	return notation_buf_printf(b, "%c%d", 'a' + q + 8, 9 - r);
}

/* The move line in sr->ln: a move event; -1 after an error. */
static int
s_move(struct starlog_reader *sr)
{
	struct sl_line	*ln = &sr->ln;
	const char	*p;
	long		 want;
	size_t		 i;
	int		 q1, r1, q2, r2, n, hq, hr;

	if (s_need(sr, 1u << F_PLY | 1u << F_PLAYER | 1u << F_MOVE |
	    1u << F_FROM | 1u << F_TO | 1u << F_PATH) != 0)
		return -1;
	if (sr->nmoves == 0)
		sr->first_ply = ln->ply;
	else if (ln->ply != sr->first_ply + (long)sr->nmoves) {
		nt_gq_error(&sr->gr.g, NOTATION_SYNTAX, ln->f[F_PLY].line,
		    ln->f[F_PLY].col, "ply %ld where ply %ld comes next",
		    ln->ply, sr->first_ply + (long)sr->nmoves);
		return -1;
	}
	want = sr->unmap[(sr->map[sr->start.iplayer] + (long)sr->nmoves) %
	    sr->nplayers];
	if (ln->player != want) {
		nt_gq_error(&sr->gr.g, NOTATION_ILLEGAL_MOVE,
		    ln->f[F_PLAYER].line, ln->f[F_PLAYER].col, "ply %ld is "
		    "player %ld's, but player %ld is to move", ln->ply,
		    ln->player, want);
		return -1;
	}
	p = ln->move;
	n = -1;
	if (sscanf(p, "(%d,%d)->(%d,%d)%n", &q1, &r1, &q2, &r2, &n) != 4 ||
	    n < 0 || p[n] != '\0' || nt_starlog_hole_of(q1, r1) < 0 ||
	    nt_starlog_hole_of(q2, r2) < 0) {
		nt_gq_error(&sr->gr.g, NOTATION_SYNTAX, ln->f[F_MOVE].line,
		    ln->f[F_MOVE].col, "'%s' is not a star-log move: "
		    "(q,r)->(q,r), two holes of the star", ln->move);
		return -1;
	}
	if (nt_starlog_hole_of(q1, r1) != ln->from ||
	    nt_starlog_hole_of(q2, r2) != ln->to) {
		nt_starlog_hole_qr((int)ln->from, &hq, &hr);
		nt_starlog_hole_qr((int)ln->to, &q1, &r1);
		nt_gq_error(&sr->gr.g, NOTATION_SYNTAX, ln->f[F_MOVE].line,
		    ln->f[F_MOVE].col, "the move '%s' is not from %ld to %ld, "
		    "which are (%d,%d)->(%d,%d)", ln->move, ln->from, ln->to,
		    hq, hr, q1, r1);
		return -1;
	}
	if (ln->npath < 2 || ln->path[0] != ln->from ||
	    ln->path[ln->npath - 1] != ln->to) {
		nt_gq_error(&sr->gr.g, NOTATION_SYNTAX, ln->f[F_PATH].line,
		    ln->f[F_PATH].col, "the path does not go from %ld to %ld: "
		    "it lists every landing, from first and to last", ln->from,
		    ln->to);
		return -1;
	}
	notation_buf_reset(&sr->text);
	for (i = 0; i < ln->npath; i++)
		if ((i > 0 && notation_buf_putc(&sr->text, '-') != 0) ||
		    s_cell(&sr->text, ln->path[i]) != 0) {
			nt_gq_error(&sr->gr.g, NOTATION_LIMIT, ln->at.line,
			    ln->at.col, "out of memory");
			return -1;
		}
	sr->nmoves++;
	return nt_gq_move(&sr->gr.g, sr->text.data, sr->text.len,
	    ln->f[F_PATH].line, ln->f[F_PATH].col);
}

/*
 * The start position, as a FEN tag when it is not the rule set's start
 * (spec/conversion.md, "Star logs"): its stones, the player to move and
 * the move number the first ply gives.
 */
static int
s_fen(struct starlog_reader *sr)
{
	const struct sl_line	*st = &sr->start;
	struct notation_buf	*b = &sr->text;
	struct notation_diag	 d;
	notation_position	*pos = NULL, *init = NULL;
	size_t			 i;
	int			 p, first, rc = -1;

	notation_buf_reset(b);
	if (notation_buf_puts(b, sr->guessed ? notation_rules_name(sr->rules) :
	    st->profile) != 0)
		goto oom;
	for (p = 0; p < sr->nplayers; p++) {
		if (notation_buf_printf(b, " %c:", notation_rules_player_letter(
		    sr->rules, p)) != 0)
			goto oom;
		for (i = 0, first = 1; i < NT_STARLOG_HOLES; i++) {
			if (st->cells[i] != '0' + sr->unmap[p])
				continue;
			if ((!first && notation_buf_putc(b, ',') != 0) ||
			    s_cell(b, (int)i) != 0)
				goto oom;
			first = 0;
		}
	}
	if (notation_buf_printf(b, " %c %ld", notation_rules_player_letter(
	    sr->rules, sr->map[st->iplayer]),
	    sr->first_ply / sr->nplayers + 1) != 0)
		goto oom;
	notation_diag_clear(&d);
	if (notation_position_parse(sr->cat, b->data, b->len, &pos, &d) != 0) {
		nt_gq_error(&sr->gr.g, NOTATION_BAD_POSITION,
		    st->f[F_CELLS].line, st->f[F_CELLS].col, "initial_cells "
		    "and initial_player are no position of %s: %s",
		    st->profile, d.message);
		return -1;
	}
	if ((init = notation_position_new(sr->rules)) == NULL)
		goto oom;
	if (notation_position_equal(pos, init) &&
	    notation_position_move_number(pos) == 1)
		rc = 0;
	else {
		notation_buf_reset(b);
		rc = notation_position_format(pos, b) != 0 ? -2 :
		    nt_gq_tag(&sr->gr.g, "FEN", 3, b->data, b->len,
		    st->f[F_CELLS].line, st->f[F_CELLS].col);
	}
	notation_position_free(pos);
	notation_position_free(init);
	if (rc != -2)
		return rc;
oom:
	nt_gq_error(&sr->gr.g, NOTATION_LIMIT, st->at.line, st->at.col,
	    "out of memory");
	return -1;
}

/*
 * The result of an engine's game_end ("draw": true, or "winner": N, a
 * player of the log) into sr->ln.result, the toolkit's players' scores;
 * -1 when it gives none.
 */
static int
s_engine_result(struct starlog_reader *sr)
{
	struct sl_line	*ln = &sr->ln;
	char		*q = ln->result;
	size_t		 left = sizeof(ln->result);
	int		 p, n, w = -1;

	if ((ln->have & (1u << F_WINNER)) && ln->winner >= 0) {
		if (ln->winner >= sr->nplayers || sr->map[ln->winner] < 0)
			return -1;
		w = sr->map[ln->winner];
	} else if (!((ln->have & (1u << F_DRAW)) && ln->draw))
		return -1;
	for (p = 0; p < sr->nplayers; p++) {
		n = snprintf(q, left, "%s%s", p > 0 ? "-" : "", w < 0 ?
		    (sr->nplayers == 2 ? "1/2" : sr->nplayers == 3 ? "1/3" :
		    sr->nplayers == 4 ? "1/4" : "1/6") : p == w ? "1" : "0");
		if (n < 0 || (size_t)n >= left)
			return -1;
		q += n;
		left -= (size_t)n;
	}
	return 0;
}

/*
 * The game_end line in sr->ln: its reason as the game's Termination tag
 * (PGN's tag for how a game ended), at the place of the reason; its
 * result, if it has one.
 */
static int
s_end(struct starlog_reader *sr)
{
	int	 f;

	if (s_need(sr, 1u << F_REASON) != 0 || s_fen(sr) != 0)
		return -1;
	if (nt_gq_tag(&sr->gr.g, "Termination", 11, sr->ln.reason,
	    sr->ln.reason_len, sr->ln.f[F_REASON].line,
	    sr->ln.f[F_REASON].col) != 0)
		return -1;
	if (!(sr->ln.have & (1u << F_RESULT)) && s_engine_result(sr) != 0)
		return 0;
	f = sr->ln.have & (1u << F_RESULT) ? F_RESULT :
	    sr->ln.have & (1u << F_WINNER) && sr->ln.winner >= 0 ? F_WINNER :
	    F_DRAW;
	sr->gr.g.has_result = 0;
	return nt_gq_result(&sr->gr.g, sr->ln.result, strlen(sr->ln.result),
	    sr->ln.f[f].line, sr->ln.f[f].col);
}

/*
 * The next game: its game_start line (read now, or the one that ended
 * the game before), its moves, its game_end.  Lines of other types are
 * passed over; after an error, so is every line up to the game's end.
 */
static void
s_read_game(struct gq_reader *gr)
{
	struct starlog_reader	*sr = (struct starlog_reader *)gr;
	int			 rc, ok;

	nt_gq_begin(&gr->g);
	/* A start line: the one kept, or the next line of the input. */
	for (;;) {
		if (sr->pending) {
			sr->pending = 0;
			rc = 1;
		} else if ((rc = s_line(sr)) == 0) {
			nt_gq_end_stream(&gr->g, &gr->in);
			return;
		}
		if (rc < 0 || is_type(&sr->ln, "game_start") ||
		    is_type(&sr->ln, "move") || is_type(&sr->ln, "game_end"))
			break;
	}
	nt_gq_open(&gr->g, sr->ln.at.line, sr->ln.at.col);
	/* A star log holds no result unless the toolkit wrote one. */
	gr->g.has_result = 1;
	if (rc > 0 && !is_type(&sr->ln, "game_start")) {
		nt_gq_error(&gr->g, NOTATION_SYNTAX, sr->ln.f[F_TYPE].line,
		    sr->ln.f[F_TYPE].col, "a \"%s\" line before the game's "
		    "\"game_start\"", sr->ln.type);
		ok = 0;
		if (is_type(&sr->ln, "game_end"))
			goto done;
	} else
		ok = rc > 0 && s_start(sr) == 0;
	for (;;) {
		if ((rc = s_line(sr)) == 0) {
			if (ok)
				nt_gq_error(&gr->g, NOTATION_SYNTAX,
				    gr->in.line, gr->in.col, "the log ends "
				    "before the game's \"game_end\" line");
			break;
		}
		if (rc < 0) {
			ok = 0;
			continue;
		}
		if (is_type(&sr->ln, "game_start")) {
			if (ok)
				nt_gq_error(&gr->g, NOTATION_SYNTAX,
				    sr->ln.at.line, sr->ln.at.col, "a "
				    "\"game_start\" line before the "
				    "\"game_end\" of the game begun at line "
				    "%lu", sr->start.at.line);
			sr->pending = 1;
			break;
		}
		if (is_type(&sr->ln, "game_end")) {
			if (ok)
				s_end(sr);
			break;
		}
		if (ok && is_type(&sr->ln, "move") && s_move(sr) != 0)
			ok = 0;
	}
done:
	nt_gq_finish(&gr->g, gr->in.line, gr->in.col);
}

/* ------------------------------------------------------------------ */
/* The entry point (reader_queue.c's, for a game read whole)          */

static void
starlog_start(struct gq_reader *gr)
{
	struct starlog_reader	*sr = (struct starlog_reader *)gr;

	sr->pending = 0;
	nt_jlex_init(&sr->lx, &sr->gr.g, &sr->gr.in);
}

static void
starlog_destroy(struct gq_reader *gr)
{
	struct starlog_reader	*sr = (struct starlog_reader *)gr;

	nt_jlex_free(&sr->lx);
	notation_buf_free(&sr->text);
	notation_catalog_free(sr->cat);
}

static const struct gq_format starlog_format = {
	sizeof(struct starlog_reader), s_read_game, starlog_start,
	starlog_destroy
};

GQ_READER_CLASS(nt_reader_starlog_class, starlog_create, starlog_format);
