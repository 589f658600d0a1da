/*
 * floor -- how fast can records of the pair corpus be validated at all?
 * A validator for exactly what bench/gen.c writes for halma-10x10 and
 * corners-8x8 (spec/rules.md sections 1 to 3), written apart from
 * libnotation and as fast as we could make it, to measure the floor
 * below which no validator of these two rule sets can go on this
 * machine (issue 34).  It does not link the library, and shares none of
 * its code: the rules were read from spec/rules.md.
 *
 *	floor [-t] FILE
 *
 * It prints one line: the games, how many are valid and invalid, the
 * plies replayed and the repetition notes (a position's third or later
 * occurrence from move 52 on, those halma-validate reports on standard
 * error as [repetition]).  A game in any other form than the corpus's
 * (another rule set, a FEN tag, a comment, a token of another shape, no
 * result token) is counted as unsupported, not judged: this is a
 * measuring stick, not a tool.  -t only splits the input into its tokens
 * and counts them, without replaying: the floor of reading alone.
 *
 * What it checks, for every game: the Variant tag (halma-10x10, the
 * default, or corners-8x8), the Result tag against the result token;
 * every move number against the ply; every move (short form: a step, or
 * two cells some chain of jumps joins; long form: every hop a jump), for
 * the side to move, from its own stone to an empty cell; the ends (goal,
 * camp rule, camp return; the corners' goal after the round, home check
 * and tempo check); no move after the end; the result the rules impose
 * against the recorded one.
 */
#include <sys/types.h>

#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define BUFSZ		(256 * 1024)	/* a read: fits the L2 cache */
#define CELLS		256		/* indices of the board's cells */
#define MAXCELLS	64		/* longer long forms: unsupported */
#define FIRST_SLOTS	1024		/* repetition table: 16 KB */

/* The move's own function, made in line in the loop over tokens. */
#ifdef __GNUC__
#define ALWAYS_INLINE	__attribute__((always_inline))
#else
#define ALWAYS_INLINE
#endif

/* A cell's name that names no cell of the board. */
#define OFF		(-1)

/* Results: the winners as bits (1 White, 2 Black, 3 a draw), 0 for "*". */
#define RES_NONE	0
#define RES_DRAW	3

/* How a move's end lies from its start (struct rules, shape[]). */
#define SH_NO		0	/* no step, no chain can reach it */
#define SH_STEP		1	/* a neighbour: a step */
#define SH_JUMP		2	/* two cells along a direction: one jump */
#define SH_CHAIN	3	/* a chain of jumps might reach it */
#define SHAPE0		(9 * 32 + 9)	/* the largest difference */

/*
 * The board's cells are laid out by the parity of their file and rank:
 * a jump moves two files or ranks, so a chain never leaves the quarter
 * of the board of its start, and on that quarter's own grid (5x5 on
 * 10x10, 4x4 on 8x8) a jump is a step between neighbours, allowed when
 * the cell between them on the board, in another quarter, holds a
 * stone.  So each quarter is a bit board of its own, 8 bits a row, and
 * a chain's search runs on 64-bit words.  A cell (file f, rank r) is
 * index q * 64 + (r / 2) * 8 + f / 2, q = (r % 2) * 2 + f % 2: the bit
 * of its quarter's word, and its byte on the byte board.
 */
#define INDEX(f, r)	(((r) & 1) << 7 | ((f) & 1) << 6 | ((r) >> 1) << 3 | \
			    (f) >> 1)

enum variant {
	HALMA,			/* halma-10x10: spec/rules.md section 2 */
	CORNERS			/* corners-8x8: section 3 */
};

struct rules {
	unsigned	 w;		/* the board is w x w */
	unsigned	 short_ranks;	/* ranks of one digit: 9, or w */
	int		 nstones;
	int		 eight;		/* 8 directions, or 4 */
	uint8_t		 at[320];	/* rank * 32 + file: the index */
	/*
	 * What a stone of player s on a cell adds to its counts: 1 if
	 * the cell is in its camp, 256 if in its goal.  So a player's
	 * stones at home and in the goal are one number, kept by one add
	 * a move, and the ends ask it, not the board.
	 */
	unsigned	 pk[2][CELLS];
	uint8_t		 start[CELLS];		/* 0 empty, 1 White, 2 Black */
	uint64_t	 start_occ[4];
	uint64_t	 vm[4];			/* each quarter's cells */
	int		 corner[2];		/* rank * 32 + file */
	long		 best[2];		/* the tempo of a filled goal */
	/*
	 * By the difference of the end's and the start's rank * 32 + file,
	 * SHAPE0 added: step, jump, chain or none.
	 */
	uint8_t		 shape[2 * SHAPE0 + 1];
	uint64_t	 start_hash;
};

struct slot {
	uint64_t	 key;
	uint32_t	 gen;
	uint32_t	 count;
};

struct game {
	const struct rules *r;
	enum variant	 v;
	int		 open;		/* tags or moves read, no result yet */
	int		 text;		/* a token after the tags read */
	int		 moving;	/* its replay has begun */
	int		 halt;		/* one of the three below */
	int		 unsup;		/* not of the corpus's form */
	int		 err;		/* an error: the replay stops */
	int		 outcome;	/* the rules' end; RES_NONE: open */
	int		 bad;		/* a move number's error: it goes on */
	int		 tagres;	/* the Result tag's, -1 none */
	unsigned	 ply;
	unsigned	 notes;
	unsigned	 cnt[2];	/* stones at home + 256 x in the goal */
	uint64_t	 hash;
	uint64_t	 occ[4];	/* each quarter's stones */
	uint8_t		 b[CELLS];	/* 0 empty, 1 White, 2 Black */
};

struct totals {
	unsigned long	 games, valid, invalid, unsup, plies, notes;
	unsigned long	 numbers, tags;		/* -t */
};

static struct rules	 rules[2];
/* Zobrist keys; those of a move's start carry the change of turn. */
static uint64_t		 zob[2][CELLS], zfrom[2][CELLS];
static uint64_t		 qbit[CELLS];	/* a cell's bit in its quarter */

/* The repetition table: open addressing, a generation a game. */
static struct {
	struct slot	*s;
	size_t		 mask;
	size_t		 room;		/* slots to fill before it grows */
	uint32_t	 gen;
} tab;

static struct game	 g;
static struct totals	 tot;

/* xorshift64*: the Zobrist keys, the same on every run. */
static uint64_t
rnd(uint64_t *s)
{
	*s ^= *s >> 12;
	*s ^= *s << 25;
	*s ^= *s >> 27;
	return *s * 0x2545F4914F6CDD1DULL;
}

static int
absi(int x)
{
	return x < 0 ? -x : x;
}

/*
 * A rule set of a square board whose camp is given for White, as file
 * and rank pairs (Black's is its mirror image through the centre), and
 * whose goals are each the other's camp (spec/rules.md sections 2.1 and
 * 3.1).
 */
static void
init_rules(struct rules *r, int w, int ndirs, const char *camp)
{
	static const int	 dx[8] = { 1, -1, 0, 0, 1, -1, -1, 1 };
	static const int	 dy[8] = { 0, 0, 1, -1, 1, -1, 1, -1 };
	int			 c, d, f, k, s, x, y, n, i, j, t;
	int			 dist[CELLS];

	memset(r, 0, sizeof(*r));
	r->w = (unsigned)w;
	r->short_ranks = w < 9 ? (unsigned)w : 9;
	r->eight = ndirs == 8;
	for (k = 0; k < w; k++)
		for (f = 0; f < w; f++) {
			c = INDEX(f, k);
			r->at[k * 32 + f] = (uint8_t)c;
			r->vm[c >> 6] |= (uint64_t)1 << (c & 63);
		}
	for (; camp[0] != '\0'; camp += 2) {
		f = camp[0] - 'a';
		k = camp[1] - '1';
		r->nstones++;
		c = r->at[k * 32 + f];
		r->pk[0][c] = 1;
		r->pk[1][c] = 256;
		r->start[c] = 1;
		c = r->at[(w - 1 - k) * 32 + w - 1 - f];
		r->pk[1][c] = 1;
		r->pk[0][c] = 256;
		r->start[c] = 2;
	}
	/* The far corners of the goals: a10 and j1, a8 and h1. */
	r->corner[0] = (w - 1) * 32;
	r->corner[1] = w - 1;
	for (c = 0; c < CELLS; c++)
		if (r->start[c] != 0) {
			r->start_occ[c >> 6] |= (uint64_t)1 << (c & 63);
			r->start_hash ^= zob[r->start[c] - 1][c];
		}
	/* A filled goal's tempo: the nstones least distances to its corner. */
	for (s = 0; s < 2; s++) {
		n = 0;
		for (k = 0; k < w; k++)
			for (f = 0; f < w; f++)
				if (r->pk[s][r->at[k * 32 + f]] == 256)
					dist[n++] =
					    absi(f - (r->corner[s] & 31)) +
					    absi(k - (r->corner[s] >> 5));
		for (i = 1; i < n; i++)
			for (j = i; j > 0 && dist[j - 1] > dist[j]; j--) {
				t = dist[j];
				dist[j] = dist[j - 1];
				dist[j - 1] = t;
			}
		for (i = 0; i < r->nstones; i++)
			r->best[s] += dist[i];
	}
	/* A jump keeps the parity of file and rank: no chain changes it. */
	for (x = -9; x <= 9; x++)
		for (y = -9; y <= 9; y++) {
			k = SH_NO;
			if ((x & 1) == 0 && (y & 1) == 0 && (x != 0 || y != 0))
				k = SH_CHAIN;
			for (d = 0; d < ndirs; d++) {
				if (x == dx[d] && y == dy[d])
					k = SH_STEP;
				if (x == 2 * dx[d] && y == 2 * dy[d])
					k = SH_JUMP;
			}
			r->shape[y * 32 + x + SHAPE0] = (uint8_t)k;
		}
}

static void
init(void)
{
	uint64_t	 seed = 0x9E3779B97F4A7C15ULL, side;
	int		 c, s;

	for (c = 0; c < CELLS; c++)
		for (s = 0; s < 2; s++)
			zob[s][c] = rnd(&seed);
	side = rnd(&seed);
	for (c = 0; c < CELLS; c++) {
		for (s = 0; s < 2; s++)
			zfrom[s][c] = zob[s][c] ^ side;
		qbit[c] = (uint64_t)1 << (c & 63);
	}
	/* White's camps (spec/rules/halma-10x10.yaml, corners-8x8.yaml). */
	init_rules(&rules[HALMA], 10, 8,
	    "f1g1h1i1j1g2h2i2j2h3i3j3i4j4j5");
	init_rules(&rules[CORNERS], 8, 4, "e1f1g1h1f2g2h2g3h3h4");
	tab.mask = FIRST_SLOTS - 1;
	if ((tab.s = calloc(FIRST_SLOTS, sizeof(*tab.s))) == NULL) {
		perror("floor");
		exit(2);
	}
}

/* ------------------------------------------------------------------ */
/* Jump chains: a flood over a quarter of the board.                  */

/*
 * Does a chain of jumps lead from 'from' to 'to', two cells of one
 * quarter?  On the quarter's grid a jump is a step to a neighbour, east
 * or west over a stone of the quarter of the other file parity (h), north
 * or south over one of the other rank parity (v), diagonally over one of
 * the other of both (d: the cell amid a square of four, for both of its
 * diagonals).  The stone's own start counts as empty; it can stand amid
 * no jump of its own quarter.  The cells reached grow hop by hop, from
 * those reached last only, until 'to' is among them or they grow no
 * more.
 */
static int
chain(const struct rules *r, int from, int to)
{
	int		 q = from >> 6, fx = q & 1, ry = q >> 1;
	uint64_t	 e = (r->vm[q] & ~g.occ[q]) |
			    (uint64_t)1 << (from & 63);
	uint64_t	 h = g.occ[q ^ 1] >> fx, v = g.occ[q ^ 2] >> (8 * ry);
	uint64_t	 d = g.occ[q ^ 3] >> (fx + 8 * ry);
	uint64_t	 t = (uint64_t)1 << (to & 63), seen, f, n;

	seen = f = (uint64_t)1 << (from & 63);
	for (;;) {
		n = (f & h) << 1 | ((f >> 1) & h) | (f & v) << 8 |
		    ((f >> 8) & v);
		if (r->eight)
			n |= (f & d) << 9 | ((f >> 9) & d) |
			    ((f >> 1) & d) << 8 | ((f >> 8) & d) << 1;
		n &= e & ~seen;
		if (n & t)
			return 1;
		if (n == 0)
			return 0;
		seen |= n;
		f = n;
	}
}

/* ------------------------------------------------------------------ */
/* The repetition table.                                              */

/* Where h is, or the free slot it would take. */
static inline struct slot *
slot_of(struct slot *s, size_t mask, uint32_t gen, uint64_t h)
{
	size_t	 i = h & mask;

	while (s[i].gen == gen && s[i].key != h)
		i = (i + 1) & mask;
	return &s[i];
}

/* Twice the slots, those of this game's positions moved over. */
static void
table_grow(void)
{
	struct slot	*old = tab.s;
	size_t		 n = tab.mask + 1, i;

	if ((tab.s = calloc(2 * n, sizeof(*tab.s))) == NULL) {
		perror("floor");
		exit(2);
	}
	tab.mask = 2 * n - 1;
	tab.room += n;
	for (i = 0; i < n; i++)
		if (old[i].gen == tab.gen)
			*slot_of(tab.s, tab.mask, tab.gen, old[i].key) = old[i];
	free(old);
}

/* One more occurrence of the position hashed h: how many now. */
static inline uint32_t
table_count(uint64_t h)
{
	struct slot	*s = slot_of(tab.s, tab.mask, tab.gen, h);

	if (s->gen == tab.gen)
		return ++s->count;
	s->key = h;
	s->gen = tab.gen;
	s->count = 1;
	/* At most half the slots in use. */
	if (--tab.room == 0)
		table_grow();
	return 1;
}

static void
table_clear(void)
{
	if (++tab.gen == 0) {
		memset(tab.s, 0, (tab.mask + 1) * sizeof(*tab.s));
		tab.gen = 1;
	}
	tab.room = (tab.mask + 1) / 2;
}

/* ------------------------------------------------------------------ */
/* A game.                                                            */

static void
begin_game(void)
{
	g.open = 1;
	g.text = g.moving = 0;
	g.halt = g.unsup = g.err = g.bad = 0;
	g.outcome = RES_NONE;
	g.tagres = -1;
	g.v = HALMA;		/* no Variant tag: the default rule set */
}

static void
unsupported(void)
{
	g.unsup = g.halt = 1;
}

/* The movetext begins: the rule set's start position. */
static void
begin_moves(void)
{
	const struct rules	*r = &rules[g.v];

	g.moving = 1;
	g.r = r;
	g.ply = 0;
	g.notes = 0;
	g.cnt[0] = g.cnt[1] = (unsigned)r->nstones;
	g.hash = r->start_hash;
	memcpy(g.occ, r->start_occ, sizeof(g.occ));
	memcpy(g.b, r->start, sizeof(g.b));
	table_clear();
	table_count(g.hash);
}

/* The game ends with its result token, res. */
static void
end_game(int res)
{
	if (!g.moving && !g.unsup)
		begin_moves();
	tot.games++;
	if (g.unsup)
		tot.unsup++;
	else {
		tot.plies += g.ply;
		tot.notes += g.notes;
		/*
		 * The Result tag must agree with the token; an end the
		 * rules imposed must be the recorded result, unless "*"
		 * leaves it open (a warning only).
		 */
		if (g.err || g.bad || (g.tagres >= 0 && g.tagres != res) ||
		    (g.outcome != RES_NONE && res != RES_NONE &&
		    res != g.outcome))
			tot.invalid++;
		else
			tot.valid++;
	}
	g.open = 0;
}

/* The game ends by the rules: winners by bits, none or both a draw. */
static void
ended(unsigned who)
{
	g.outcome = who == 0 ? RES_DRAW : (int)who;
	g.halt = 1;
}

/* The players with a stone of their own in their own camp, by bits. */
static unsigned
at_home(void)
{
	return ((g.cnt[0] & 255) != 0) | ((g.cnt[1] & 255) != 0) << 1;
}

/* The tempo count of player s (spec/rules.md section 3.5). */
static long
tempo(const struct rules *r, int s)
{
	long	 sum = 0;
	int	 f, k, c = r->corner[s];

	for (k = 0; k < (int)r->w; k++)
		for (f = 0; f < (int)r->w; f++)
			if (g.b[r->at[k * 32 + f]] == s + 1)
				sum += absi(f - (c & 31)) + absi(k - (c >> 5));
	return sum - r->best[s];
}

/*
 * The ends after player s's move numbered n onto cell 'to'
 * (spec/rules.md sections 1.7, 2.3 to 2.5, 3.3 to 3.6).
 */
static inline void
adjudicate(const struct rules *r, int s, unsigned n, int to)
{
	unsigned	 who, full = (unsigned)r->nstones << 8;
	long		 t0, t1;

	if (g.v == HALMA) {
		if (n > 50 && (r->pk[s][to] & 255))
			ended(2 >> s);			/* camp return */
		else if ((g.cnt[s] & ~255u) == full)
			ended(1 << s);			/* goal */
		else if (s == 1 && n == 50 && (who = at_home()) != 0)
			ended(3 & ~who);		/* camp rule */
		return;
	}
	if (s == 0)
		return;
	if ((who = ((g.cnt[0] & ~255u) == full) |
	    ((g.cnt[1] & ~255u) == full) << 1) != 0)
		ended(who);			/* goal, after the round */
	else if (n == 40 && (who = at_home()) != 0)
		ended(3 & ~who);			/* home check */
	else if (n == 80) {
		t0 = tempo(r, 0);
		t1 = tempo(r, 1);
		ended(t0 < t1 ? 1 : t1 < t0 ? 2 : 0);	/* tempo check */
	}
}

static inline int
is_end(int c)
{
	return c == ' ' || c == '\n';
}

/* Past the token at p. */
static const unsigned char *
skip_token(const unsigned char *p)
{
	while (*p > ' ')
		p++;
	return p;
}

/*
 * The cells of a move token at p in any form (a rank of two digits, the
 * long form): rank * 32 + file each, OFF for a name of no cell of the
 * board, in c[], their number in *n.  The end of the token, or NULL if
 * it is no move of the corpus's form.
 */
static const unsigned char *
cells(const struct rules *r, const unsigned char *p, int *c, int *n)
{
	unsigned	 f, k;

	for (*n = 0; ; p++) {
		f = p[0] - 'a';
		k = p[1] - '1';
		if (f > 25 || k > 8 || *n == MAXCELLS)
			return NULL;
		p += 2;
		if ((unsigned)(*p - '0') <= 9) {
			k = (k + 1) * 10 + (unsigned)(*p++ - '0') - 1;
			if ((unsigned)(*p - '0') <= 9)
				return NULL;
		}
		c[(*n)++] = f < r->w && k < r->w ? (int)(k * 32 + f) : OFF;
		if (*p != '-')
			break;
	}
	return *n >= 2 && is_end(*p) ? p : NULL;
}

/* The shape of the move from a to b, both rank * 32 + file. */
static inline int
shape(const struct rules *r, int a, int b)
{
	return r->shape[b - a + SHAPE0];
}

/*
 * Is the hop a-b of a long form one jump, the stone lifted off 'from'?
 * All three are rank * 32 + file.
 */
static int
hop(const struct rules *r, int a, int b, int from)
{
	int	 mid;

	if (a < 0 || b < 0 || shape(r, a, b) != SH_JUMP)
		return 0;
	mid = (a + b) / 2;
	return g.b[r->at[mid]] != 0 && mid != from &&
	    (g.b[r->at[b]] == 0 || b == from);
}

/* The move from-to, legal, made by s; then the notes and the ends. */
static inline void
make(const struct rules *r, int s, int from, int to)
{
	unsigned	 n = (g.ply >> 1) + 1;

	g.b[from] = 0;
	g.b[to] = (uint8_t)(s + 1);
	g.occ[from >> 6] ^= qbit[from];
	g.occ[to >> 6] ^= qbit[to];
	g.cnt[s] += r->pk[s][to] - r->pk[s][from];
	g.hash ^= zfrom[s][from] ^ zob[s][to];
	g.ply++;
	/* Both rule sets note a third occurrence from move 52 on. */
	if (table_count(g.hash) >= 3 && n >= 52)
		g.notes++;
	adjudicate(r, s, n, to);
}

/*
 * A move token at p: parsed, checked and made.  Returns the end of the
 * token.  The common form first: two cells whose ranks have one digit.
 */
static inline ALWAYS_INLINE const unsigned char *
play(const unsigned char *p)
{
	const struct rules	*r;
	const unsigned char	*e;
	unsigned		 f0, r0, f1, r1, k1;
	int			 c[MAXCELLS], n, a, b, from, to, s, k, i;

	if (g.halt) {
		if (!g.unsup && !g.err)
			g.err = 1;		/* move-after-end */
		return skip_token(p);
	}
	r = g.r;
	k1 = r->short_ranks;
	s = (int)(g.ply & 1);
	f0 = p[0] - 'a';
	r0 = p[1] - '1';
	f1 = p[3] - 'a';
	r1 = p[4] - '1';
	if (f0 < r->w && r0 < k1 && p[2] == '-' && f1 < r->w && r1 < k1 &&
	    is_end(p[5])) {
		p += 5;
		a = (int)(r0 * 32 + f0);
		b = (int)(r1 * 32 + f1);
	} else {
		if ((e = cells(r, p, c, &n)) == NULL) {
			unsupported();
			return skip_token(p);
		}
		p = e;
		a = c[0];
		b = c[n - 1];
		if (a < 0 || b < 0)
			goto illegal;
		if (n > 2) {
			/* The long form: every hop a jump, not back home. */
			if (g.b[r->at[a]] != s + 1 || b == a)
				goto illegal;
			for (i = 1; i < n; i++)
				if (!hop(r, c[i - 1], c[i], a))
					goto illegal;
			from = r->at[a];
			to = r->at[b];
			goto legal;
		}
	}
	/* The short form: a step, or some chain of jumps. */
	from = r->at[a];
	to = r->at[b];
	if (g.b[from] != s + 1 || g.b[to] != 0)
		goto illegal;
	k = shape(r, a, b);
	if (k == SH_STEP || (k == SH_JUMP && g.b[r->at[(a + b) / 2]] != 0))
		;
	else if (k == SH_NO || !chain(r, from, to))
		goto illegal;
legal:
	make(r, s, from, to);
	return p;
illegal:
	g.err = g.halt = 1;
	return p;
}

/* A result token at p, of len bytes: its code, -1 if none. */
static int
result(const unsigned char *p, size_t len)
{
	if (len == 1 && p[0] == '*')
		return RES_NONE;
	if (len == 3 && p[1] == '-') {
		if ((p[0] == '1' || p[0] == '2') && p[2] == '0')
			return 1;
		if (p[0] == '0' && (p[2] == '1' || p[2] == '2'))
			return 2;
		if (p[0] == '1' && p[2] == '1')
			return RES_DRAW;	/* PDN's 1-1 */
		return -1;
	}
	if (len == 7 && memcmp(p, "1/2-1/2", 7) == 0)
		return RES_DRAW;
	return -1;
}

/* A tag pair at p, at the start of a line.  Returns its line's end. */
static const unsigned char *
tag(const unsigned char *p)
{
	const unsigned char	*name = p + 1, *v, *e;
	size_t			 len;

	if (g.open && g.text) {		/* a game without its result */
		unsupported();
		end_game(-1);
	}
	if (!g.open)
		begin_game();
	for (e = name; (unsigned)((*e | 0x20) - 'a') < 26 ||
	    (unsigned)(*e - '0') < 10 || *e == '_'; e++)
		continue;
	len = (size_t)(e - name);
	if (*e != ' ' || e[1] != '"') {
		unsupported();
		return skip_token(e);
	}
	for (v = e += 2; *e != '"' && *e >= ' ' && *e != '\\'; e++)
		continue;
	if (*e != '"' || e[1] != ']' || e[2] != '\n') {
		unsupported();
		return skip_token(e);
	}
	if (len == 7 && memcmp(name, "Variant", 7) == 0) {
		if (e - v == 11 && memcmp(v, "halma-10x10", 11) == 0)
			g.v = HALMA;
		else if (e - v == 11 && memcmp(v, "corners-8x8", 11) == 0)
			g.v = CORNERS;
		else
			unsupported();
	} else if (len == 6 && memcmp(name, "Result", 6) == 0)
		g.tagres = result(v, (size_t)(e - v));
	else if ((len == 3 && memcmp(name, "FEN", 3) == 0) ||
	    (len == 8 && memcmp(name, "GameType", 8) == 0))
		unsupported();
	return e + 2;
}

/*
 * A token that starts with a digit at p: a move number, checked against
 * the game, or a result, which ends the game.
 */
static const unsigned char *
digits(const unsigned char *p)
{
	const unsigned char	*t = p;
	unsigned		 n = 0, want;
	int			 res, dots;

	if (!g.open) {			/* movetext without tags */
		begin_game();
		unsupported();
	}
	g.text = 1;
	while ((unsigned)(*p - '0') < 10 && p - t < 9)
		n = n * 10 + (unsigned)(*p++ - '0');
	if (*p == '.') {
		dots = p[1] != '.' ? 1 : p[2] == '.' && p[3] != '.' ? 3 : 0;
		if (dots == 0) {
			unsupported();
			return skip_token(p);
		}
		if (!g.moving && !g.unsup)
			begin_moves();
		want = g.ply / 2 + 1;
		if (n != want || (dots == 1) != ((g.ply & 1) == 0))
			g.bad = 1;		/* move-number */
		return p + dots;
	}
	p = skip_token(t);
	if ((res = result(t, (size_t)(p - t))) < 0) {
		unsupported();
		return p;
	}
	end_game(res);
	return p;
}

/* Before a game's first move: its start, unless it is unsupported. */
static void
first_move(void)
{
	if (!g.open) {
		begin_game();
		unsupported();
	}
	g.text = 1;
	if (!g.unsup)
		begin_moves();
}

/* Every token from p to the NUL at lim, lim[-1] a line's end. */
static void
scan(const unsigned char *p, const unsigned char *lim)
{
	int	 c;

	for (;;) {
		c = *p;
		if (c == ' ' || c == '\n')
			p++;
		else if ((unsigned)(c - 'a') < 26) {
			if (!g.moving)
				first_move();
			p = play(p);
		} else if ((unsigned)(c - '0') < 10)
			p = digits(p);
		else if (c == '[' && p[-1] == '\n')
			p = tag(p);
		else if (c == '*' && is_end(p[1])) {
			if (!g.open) {
				begin_game();
				unsupported();
			}
			end_game(RES_NONE);
			p++;
		} else if (c == 0 && p == lim)
			return;
		else {
			if (!g.open)
				begin_game();
			unsupported();
			g.text = 1;
			p = c == 0 ? p + 1 : skip_token(p + 1);
		}
	}
}

/*
 * -t: the tokens split and told apart (tags, move numbers, moves,
 * results) and counted, nothing replayed.
 */
static void
tokens(const unsigned char *p, const unsigned char *lim)
{
	const unsigned char	*t;
	int			 c;

	for (;;) {
		c = *p;
		if (c == ' ' || c == '\n')
			p++;
		else if (c == '[' && p[-1] == '\n') {
			p = memchr(p, '\n', (size_t)(lim - p));
			tot.tags++;
			g.open = 1;
		} else if ((unsigned)(c - 'a') < 26) {
			p = skip_token(p);
			tot.plies++;
		} else if ((unsigned)(c - '0') < 10 || c == '*') {
			t = p;
			p = skip_token(p);
			if (p[-1] == '.')
				tot.numbers++;
			else if (result(t, (size_t)(p - t)) >= 0) {
				tot.games++;
				g.open = 0;
			} else
				tot.unsup++;
		} else if (c == 0 && p == lim)
			return;
		else
			p = skip_token(p + 1);
	}
}

int
main(int argc, char *argv[])
{
	void		(*fn)(const unsigned char *, const unsigned char *) =
			    scan;
	unsigned char	*buf, *data, *lim, save;
	size_t		 have = 0, total;
	ssize_t		 n;
	int		 fd, eof = 0;

	if (argc == 3 && strcmp(argv[1], "-t") == 0) {
		fn = tokens;
		argv++;
		argc--;
	}
	if (argc != 2) {
		fprintf(stderr, "usage: floor [-t] file\n");
		return 2;
	}
	if ((fd = open(argv[1], O_RDONLY)) == -1) {
		perror(argv[1]);
		return 2;
	}
	init();
	/* A line's end before the data, and room for the look-ahead. */
	if ((buf = calloc(1, BUFSZ + 64)) == NULL) {
		perror("floor");
		return 2;
	}
	buf[0] = '\n';
	data = buf + 1;
	while (!eof) {
		if ((n = read(fd, data + have, BUFSZ - have)) == -1) {
			perror(argv[1]);
			return 2;
		}
		total = have + (size_t)n;
		if (n == 0) {
			eof = 1;
			if (total == 0)
				break;
			if (data[total - 1] != '\n')
				data[total++] = '\n';
		}
		/* Whole lines only: no token runs over a read. */
		for (lim = data + total; lim > data && lim[-1] != '\n'; lim--)
			continue;
		if (lim == data) {
			if (total == BUFSZ) {
				fprintf(stderr, "%s: a line longer than %d "
				    "bytes\n", argv[1], BUFSZ);
				return 2;
			}
			have = total;
			continue;
		}
		save = *lim;
		*lim = '\0';
		fn(data, lim);
		*lim = save;
		have = (size_t)(data + total - lim);
		memmove(data, lim, have);
	}
	close(fd);
	if (fn == tokens) {
		printf("%lu games, %lu tags, %lu move numbers, %lu moves, "
		    "%lu others\n", tot.games, tot.tags, tot.numbers,
		    tot.plies, tot.unsup);
		return 0;
	}
	if (g.open) {
		/* The last game has no result token. */
		unsupported();
		end_game(-1);
	}
	printf("%lu games, %lu valid, %lu invalid, %lu plies, "
	    "%lu repetitions", tot.games, tot.valid, tot.invalid, tot.plies,
	    tot.notes);
	if (tot.unsup > 0)
		printf(", %lu unsupported", tot.unsup);
	putchar('\n');
	return 0;
}
