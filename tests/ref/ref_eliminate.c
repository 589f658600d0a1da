/*
 * ref_eliminate.c -- the reference generator of players put out
 * (tests/ref/ref.h): Gevangen 1 (spec/rules.md section 17.10), a player
 * caught at home after its move N put out and the others playing on, or,
 * in the second reading, a player walled in at home when its turn comes
 * once another has emptied its camp.
 * The star as the table of ranks of spec/star.md section 1 (each rank's
 * first and last hole), its six directions (section 2), the camps of
 * spec/rules.md section 12.2 and the rule of section 17.10.  It reads and
 * writes position strings itself (spec/position-string.md, "Players put
 * out").
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "ref.h"

#define N	STAR_N
#define EMPTY	REF_EMPTY

/*
 * The camps of spec/rules.md section 12.2, by the players' letters in
 * turn order, and the move of the camp rule (section 17.10).
 */
#define P15_W	"e1,e2,f2,e3,f3,g3,e4,f4,g4,h4,e5,f5,g5,h5,i5"
#define P15_B	"i13,j13,k13,l13,m13,j14,k14,l14,m14,k15,l15,m15,l16,m16,m17"
#define P15_Y	"e9,e10,f10,e11,f11,g11,e12,f12,g12,h12,e13,f13,g13,h13,i13"
#define P15_G	"m9,m10,n10,m11,n11,o11,m12,n12,o12,p12,m13,n13,o13,p13,q13"



#define P10	{ "e1,e2,f2,e3,f3,g3,e4,f4,g4,h4", \
		  "a5,b5,c5,d5,b6,c6,d6,c7,d7,d8", \
		  "j14,k14,l14,m14,k15,l15,m15,l16,m16,m17", \
		  "n10,n11,o11,n12,o12,p12,n13,o13,p13,q13" }

const struct ref_eliminate_game ref_eliminate_games[REF_ELIMINATE_GAMES] = {
	{ "gevangen-1", "wb", { P15_W, P15_B }, 30, 0, 0 },
	{ "gevangen-1-3p", "wyg", { P15_W, P15_Y, P15_G }, 30, 0, 0 },
	{ "gevangen-1-4p", "wrbg", P10, 20, 0, 0 },
	{ "gevangen-1-walled", "wb", { P15_W, P15_B }, 0, 0, 1 },
	{ "gevangen-1-3p-walled", "wyg", { P15_W, P15_Y, P15_G }, 0, 0, 1 },
	{ "gevangen-1-4p-walled", "wrbg", P10, 0, 0, 1 },
};

static void
mark(void *grid, int x, int y)
{
	((char (*)[N])grid)[x][y] = 1;
}

static void
cells_of(const char *list, char grid[N][N])
{
	memset(grid, 0, N * N);
	ref_star_cells(list, mark, grid);
}

static const struct ref_eliminate_game *
game_of(const char *name, size_t len)
{
	return table_find_len(ref_eliminate_games, REF_ELIMINATE_GAMES,
	    sizeof(ref_eliminate_games[0]), name, len);
}

/* The stones of a list read as the player's whose they are. */
struct reading {
	struct ref_eliminate	*b;
	int		 who;
};

static void
put(void *arg, int x, int y)
{
	struct reading	*rd = arg;

	rd->b->at[x][y] = (signed char)rd->who;
}

static int
stands(const void *arg, int who, int x, int y)
{
	return ((const struct ref_eliminate *)arg)->at[x][y] == who;
}

/* A position string read by the suite: "NAME l:cells ... side number". */
void
ref_eliminate_read(struct ref_eliminate *b, const char *s)
{
	struct reading	 rd = { b, 0 };
	const char	*e, *q;
	int		 i;

	memset(b, 0, sizeof(*b));
	memset(b->at, EMPTY, sizeof(b->at));
	e = strchr(s, ' ');
	b->g = game_of(s, (size_t)(e - s));
	b->n = (int)strlen(b->g->letters);
	for (i = 0; i < b->n; i++)
		cells_of(b->g->camps[i], b->camp[i]);
	for (s = e + 1; s[1] == ':'; s = *e == ' ' ? e + 1 : e) {
		q = strchr(b->g->letters, s[0] | 0x20);
		ck_assert_ptr_nonnull(q);
		rd.who = (int)(q - b->g->letters);
		if (s[0] >= 'A' && s[0] <= 'Z')
			b->out |= 1u << rd.who;
		e = ref_star_cells(s + 2, put, &rd);
	}
	ref_side_number(s, b->g->letters, &b->side, &b->number);
}

/* The canonical string: players in turn order, cells rank by rank. */
void
ref_eliminate_write(const struct ref_eliminate *b, char *out,
    size_t size)
{
	size_t	 n;
	int	 i;

	n = (size_t)snprintf(out, size, "%s", b->g->name);
	for (i = 0; i < b->n; i++) {
		n += (size_t)snprintf(out + n, size - n, " %c:",
		    (b->out & (1u << i)) ? b->g->letters[i] - 'a' + 'A' :
		    b->g->letters[i]);
		n = ref_star_list(out, n, size, stands, b, i);
	}
	snprintf(out + n, size - n, " %c %lu", b->g->letters[b->side],
	    b->number);
}

static int
ref_has_home(const struct ref_eliminate *b, int who)
{
	int	 x, y;

	for (x = 0; x < N; x++)
		for (y = 0; y < N; y++)
			if (b->camp[who][x][y] && b->at[x][y] == who)
				return 1;
	return 0;
}

/* The side to move put out: its stones at home (or all) leave. */
static void
ref_put_out(struct ref_eliminate *b)
{
	int	 x, y;

	for (x = 0; x < N; x++)
		for (y = 0; y < N; y++)
			if (b->at[x][y] == b->side &&
			    (b->g->all || b->camp[b->side][x][y]))
				b->at[x][y] = EMPTY;
	b->out |= 1u << b->side;
}

static void
ref_next(struct ref_eliminate *b)
{
	do {
		if (++b->side == b->n) {
			b->side = 0;
			b->number++;
		}
	} while (b->out & (1u << b->side));
}

static void	ref_targets(const struct ref_eliminate *, int, int,
		    char [N][N]);

/*
 * Walled in at home (section 17.10, the second reading): another player
 * still in has no stone of its own in its camp, and the side to move has
 * stones in its own, none of which has a step or a jump.
 */
static int
ref_walled(const struct ref_eliminate *b)
{
	char	 dest[N][N];
	int	 i, x, y, tx, ty;

	for (i = 0; i < b->n; i++)
		if (i != b->side && !(b->out & (1u << i)) &&
		    !ref_has_home(b, i))
			break;
	if (i == b->n || !ref_has_home(b, b->side))
		return 0;
	for (x = 0; x < N; x++)
		for (y = 0; y < N; y++) {
			if (b->at[x][y] != b->side || !b->camp[b->side][x][y])
				continue;
			ref_targets(b, x, y, dest);
			for (tx = 0; tx < N; tx++)
				for (ty = 0; ty < N; ty++)
					if (dest[tx][ty])
						return 0;
		}
	return 1;
}

/*
 * The turn passes (section 17.10): after its own move N a player with a
 * stone of its own at home is put out, unless it is the last one in, and
 * its stones at home (all of them, with eliminate: all) leave; a player
 * out takes no turn.  In the walled-in reading the player whose turn
 * comes is put out when walled in at home, unless it is the last one in,
 * and the turn passes on.
 */
static void
ref_turn(struct ref_eliminate *b)
{
	unsigned	 in = ((1u << b->n) - 1) & ~b->out & ~(1u << b->side);

	if (b->number == (unsigned long)b->g->move && in != 0 &&
	    ref_has_home(b, b->side))
		ref_put_out(b);
	ref_next(b);
	while (b->g->walled) {
		in = ((1u << b->n) - 1) & ~b->out;
		if ((in & (in - 1)) == 0 || !ref_walled(b))
			break;
		ref_put_out(b);
		ref_next(b);
	}
}

static int
ref_empty(const struct ref_eliminate *b, int x, int y)
{
	return star_hole(x, y) && b->at[x][y] == EMPTY;
}

/* Jump landings from (x, y), the stone lifted off (fx, fy). */
static void
ref_jumps(const struct ref_eliminate *b, int fx, int fy, int x, int y,
    char seen[N][N])
{
	int	 d, ox, oy, lx, ly;

	for (d = 0; d < 6; d++) {
		if (!ref_star_jump(x, y, d, &ox, &oy, &lx, &ly) ||
		    b->at[ox][oy] == EMPTY || (ox == fx && oy == fy) ||
		    (b->at[lx][ly] != EMPTY && !(lx == fx && ly == fy)) ||
		    seen[lx][ly])
			continue;
		seen[lx][ly] = 1;
		ref_jumps(b, fx, fy, lx, ly, seen);
	}
}

/* The destinations of the stone on (x, y): steps and chains. */
static void
ref_targets(const struct ref_eliminate *b, int x, int y,
    char dest[N][N])
{
	int	 d;

	memset(dest, 0, N * N);
	ref_jumps(b, x, y, x, y, dest);
	dest[x][y] = 0;
	for (d = 0; d < 6; d++)
		if (ref_empty(b, x + star_dirs[d][0], y + star_dirs[d][1]))
			dest[x + star_dirs[d][0]][y + star_dirs[d][1]] = 1;
}

void
ref_eliminate_move(struct ref_eliminate *b, int fx, int fy, int tx,
    int ty)
{
	b->at[tx][ty] = b->at[fx][fy];
	b->at[fx][fy] = EMPTY;
	ref_turn(b);
}

/* Perft to depth of the position the move (x, y)-(tx, ty) of b leaves. */
static uint64_t
after(const struct ref_eliminate *b, int x, int y, int tx, int ty, int depth)
{
	struct ref_eliminate	 c = *b;

	ref_eliminate_move(&c, x, y, tx, ty);
	return ref_eliminate_perft(&c, depth);
}

uint64_t
ref_eliminate_perft(const struct ref_eliminate *b, int depth)
{
	char		 dest[N][N];
	uint64_t	 total = 0;
	int		 x, y, tx, ty;

	for (x = 0; x < N; x++)
		for (y = 0; y < N; y++) {
			if (!star_hole(x, y) || b->at[x][y] != b->side)
				continue;
			ref_targets(b, x, y, dest);
			for (tx = 0; tx < N; tx++)
				for (ty = 0; ty < N; ty++)
					if (dest[tx][ty])
						total += depth == 1 ? 1 :
						    after(b, x, y, tx, ty,
						    depth - 1);
		}
	return total;
}
/* The start position, as spec/rules.md section 12.2 places the stones. */
void
ref_eliminate_start(struct ref_eliminate *b, const char *game)
{
	const struct ref_eliminate_game	*g = game_of(game, strlen(game));
	int				 i, x, y;

	memset(b, 0, sizeof(*b));
	memset(b->at, EMPTY, sizeof(b->at));
	b->g = g;
	b->n = (int)strlen(g->letters);
	b->number = 1;
	for (i = 0; i < b->n; i++) {
		cells_of(g->camps[i], b->camp[i]);
		for (x = 0; x < N; x++)
			for (y = 0; y < N; y++)
				if (b->camp[i][x][y])
					b->at[x][y] = (signed char)i;
	}
}
