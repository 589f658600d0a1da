/*
 * gen -- write a corpus of random legal Halma games as HGN records, for
 * the benchmark (bench/README.md).
 *
 * The games are played with the library itself, so every record is legal
 * by construction and ends as the rules end it: in turn under each rule
 * set of -v (a list split by commas; halma-10x10 and corners-8x8 unless
 * given), a game of each and again.  A fixed seed and our own generator (not
 * rand(3), whose sequence differs between C libraries) make the corpus
 * the same byte for byte on every machine.
 *
 * Uniform random play would wander and never fill a goal, so each move is
 * the best of a few legal moves drawn at random, by how much it brings
 * its stone nearer the far corner of its goal (stones already in the goal
 * count for less, so that the ones outside hurry), with now and then a
 * purely random move.  The games then look like play: long jump chains,
 * goals filled, and now and then a camp rule, a home check, a tempo
 * check or a repetition.
 */
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "notation.h"

#define LINE_MAX_COLS	79	/* the movetext is wrapped like the examples */
#define MAX_PLIES	300	/* an unfinished game stops here with "*" */
#define CANDIDATES	16	/* moves drawn for each ply */
#define MAX_VARIANTS	32	/* rule sets of -v */

struct variant {
	const char		*name;
	const notation_rules	*rules;
	/* The far corner of each player's goal: file and rank. */
	int			 gx[NOTATION_MAX_PLAYERS];
	int			 gy[NOTATION_MAX_PLAYERS];
};

struct gen {
	uint64_t		 rng;
	unsigned		 longform;	/* percent of games in long form */
	unsigned long		 games;
	unsigned long long	 bytes;		/* written so far */
	struct notation_buf	 rec;
	struct notation_buf	 tok;
	struct notation_move	 moves[NOTATION_MAX_MOVES];
};

/* xorshift64*: small, fast and the same everywhere. */
static uint64_t
rnd(struct gen *g)
{
	g->rng ^= g->rng >> 12;
	g->rng ^= g->rng << 25;
	g->rng ^= g->rng >> 27;
	return g->rng * 0x2545F4914F6CDD1DULL;
}

static size_t
rnd_below(struct gen *g, size_t n)
{
	return (size_t)((rnd(g) >> 11) % n);
}

static void
usage(void)
{
	fprintf(stderr, "usage: gen [-l percent] [-s seed] [-v rules,...] "
	    "megabytes\n");
	exit(2);
}

/*
 * The far corner of a player's goal: the goal cell farthest from the
 * centre of its camp (h1 and a8 on 8x8, j1 and a10 on 10x10).
 */
static int
init_variant(notation_catalog *cat, struct variant *v, const char *name)
{
	const notation_rules	*r;
	int			 p, c, n, cx, cy, d, dx, dy, best;

	v->name = name;
	if ((r = v->rules = notation_catalog_find(cat, name, NULL)) == NULL)
		return -1;
	for (p = 0; p < notation_rules_players(r); p++) {
		cx = cy = n = 0;
		for (c = notation_cell_next(r, 0); c >= 0;
		    c = notation_cell_next(r, c + 1))
			if (notation_cell_in_camp(r, p, c)) {
				cx += notation_cell_file(r, c);
				cy += notation_cell_rank(r, c);
				n++;
			}
		if (n == 0)
			return -1;
		best = -1;
		for (c = notation_cell_next(r, 0); c >= 0;
		    c = notation_cell_next(r, c + 1)) {
			if (!notation_cell_in_goal(r, p, c))
				continue;
			dx = n * notation_cell_file(r, c) - cx;
			dy = n * notation_cell_rank(r, c) - cy;
			if ((d = dx * dx + dy * dy) > best) {
				best = d;
				v->gx[p] = notation_cell_file(r, c);
				v->gy[p] = notation_cell_rank(r, c);
			}
		}
		if (best < 0)
			return -1;
	}
	return 0;
}

/*
 * How far a stone of p on cell is from home: the squared distance to the
 * far corner of p's goal, a quarter of it once inside the goal, where
 * there is less to gain than for a stone still on its way.
 */
static int
distance(const struct variant *v, int p, int cell)
{
	int	 dx = notation_cell_file(v->rules, cell) - v->gx[p];
	int	 dy = notation_cell_rank(v->rules, cell) - v->gy[p];

	if (notation_cell_in_goal(v->rules, p, cell))
		return (dx * dx + dy * dy) / 4;
	return dx * dx + dy * dy + 100;
}

static const struct notation_move *
choose(struct gen *g, const struct variant *v, const notation_position *pos,
    size_t n)
{
	const struct notation_move	*m, *best = NULL;
	int				 side = notation_position_side(pos);
	int				 gain, best_gain = 0;
	size_t				 k;

	if (rnd_below(g, 8) == 0)
		return &g->moves[rnd_below(g, n)];
	for (k = 0; k < CANDIDATES; k++) {
		m = &g->moves[rnd_below(g, n)];
		gain = distance(v, side, m->from) - distance(v, side, m->to);
		if (best == NULL || gain > best_gain) {
			best = m;
			best_gain = gain;
		}
	}
	return best;
}

/* Append a movetext token, wrapping the line before it if need be. */
static void
put_token(struct gen *g, size_t *col, const char *s, size_t len)
{
	if (*col > 0 && *col + 1 + len > LINE_MAX_COLS) {
		notation_buf_putc(&g->rec, '\n');
		*col = 0;
	} else if (*col > 0) {
		notation_buf_putc(&g->rec, ' ');
		(*col)++;
	}
	notation_buf_put(&g->rec, s, len);
	*col += len;
}

static int
play_game(struct gen *g, const struct variant *v, notation_game *game)
{
	const notation_position		*pos;
	const struct notation_result	*out;
	const struct notation_move	*m;
	struct notation_diag		 d;
	char				 num[32];
	size_t				 n, col = 0;
	unsigned long			 ply;
	int				 longform, len, head;

	notation_game_reset(game, NULL);
	longform = rnd_below(g, 100) < g->longform;
	notation_buf_reset(&g->rec);
	g->games++;
	/* The moves first, to know the result for the tag section. */
	for (ply = 0; ply < MAX_PLIES; ply++) {
		pos = notation_game_position(game);
		if (notation_game_outcome(game)->kind != NOTATION_RESULT_NONE)
			break;
		if ((n = notation_move_generate(pos, g->moves)) == 0)
			break;
		m = choose(g, v, pos, n);
		if (notation_position_side(pos) == 0) {
			len = snprintf(num, sizeof(num), "%lu.",
			    notation_position_move_number(pos));
			put_token(g, &col, num, (size_t)len);
		}
		notation_buf_reset(&g->tok);
		if (notation_move_format(pos, m, longform, &g->tok) != 0)
			return -1;
		put_token(g, &col, g->tok.data, g->tok.len);
		notation_diag_clear(&d);
		if (notation_game_play_move(game, m, &d) != 0) {
			fprintf(stderr, "gen: %s\n", d.message);
			return -1;
		}
	}
	out = notation_game_outcome(game);
	notation_buf_reset(&g->tok);
	notation_result_format(out, notation_rules_players(v->rules), &g->tok);
	put_token(g, &col, g->tok.data, g->tok.len);
	notation_buf_putc(&g->rec, '\n');
	if ((head = printf("[Event \"Random play\"]\n[Site \"bench/gen\"]\n"
	    "[Date \"2024.01.01\"]\n[Round \"%lu\"]\n[White \"Random A\"]\n"
	    "[Black \"Random B\"]\n[Variant \"%s\"]\n[Result \"%s\"]\n\n",
	    g->games, v->name, g->tok.data)) < 0 ||
	    fwrite(g->rec.data, 1, g->rec.len, stdout) != g->rec.len ||
	    putchar('\n') == EOF)
		return -1;
	g->bytes += (unsigned long long)head + g->rec.len + 1;
	return 0;
}

int
main(int argc, char *argv[])
{
	struct variant		 vars[MAX_VARIANTS];
	notation_catalog	*cat;
	notation_game		*games[MAX_VARIANTS];
	struct gen		*g;
	unsigned long long	 want;
	unsigned long		 seed = 1;
	char			 list[1024] = "halma-10x10,corners-8x8";
	char			*end, *name, *next;
	int			 ch, i, n;

	if ((g = calloc(1, sizeof(*g))) == NULL)
		return 1;
	g->longform = 10;
	while ((ch = getopt(argc, argv, "l:s:v:")) != -1) {
		switch (ch) {
		case 'l':
			g->longform = (unsigned)strtoul(optarg, &end, 10);
			if (*end != '\0' || g->longform > 100)
				usage();
			break;
		case 's':
			seed = strtoul(optarg, &end, 10);
			if (*end != '\0')
				usage();
			break;
		case 'v':
			if (snprintf(list, sizeof(list), "%s", optarg) >=
			    (int)sizeof(list))
				usage();
			break;
		default:
			usage();
		}
	}
	if (argc - optind != 1)
		usage();
	want = strtoull(argv[optind], &end, 10) * 1000000ULL;
	if (*end != '\0' || want == 0)
		usage();
	/* A zero state would stay zero; the constant keeps seed 0 usable. */
	g->rng = (uint64_t)seed * 0x9E3779B97F4A7C15ULL + 1;

	if ((cat = notation_catalog_new()) == NULL)
		return 1;
	for (n = 0, name = list; name != NULL; name = next, n++) {
		if ((next = strchr(name, ',')) != NULL)
			*next++ = '\0';
		if (n == MAX_VARIANTS || init_variant(cat, &vars[n], name) != 0) {
			fprintf(stderr, "gen: %s: cannot load the rule set\n",
			    name);
			return 1;
		}
		if ((games[n] = notation_game_new(vars[n].rules)) == NULL)
			return 1;
	}
	for (i = 0; g->bytes < want; i = (i + 1) % n)
		if (play_game(g, &vars[i], games[i]) != 0) {
			fprintf(stderr, "gen: cannot write the corpus\n");
			return 1;
		}
	if (fflush(stdout) == EOF)
		return 1;
	for (i = 0; i < n; i++)
		notation_game_free(games[i]);
	notation_catalog_free(cat);
	notation_buf_free(&g->rec);
	notation_buf_free(&g->tok);
	free(g);
	return 0;
}
