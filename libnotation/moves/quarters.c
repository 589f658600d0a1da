/*
 * quarters.c -- chains of short jumps on the classic boards (board.h:
 * LINES_10X10, Halma's 10x10 with eight directions, and LINES_8X8, the
 * corners game's 8x8 with four), searched on a quarter of the board in
 * one word: how many hops the shortest chain has, and its path.
 *
 * A short jump moves its stone by two files, two ranks or both, so a
 * chain never leaves the cells of its start's file and rank parity, a
 * quarter of the board; on the quarter a jump is a step to a
 * neighbour, allowed where the cell between, which lies in another
 * quarter, holds a stone to go over.  hops.c's rounds search the whole
 * board, two words a set and every shift a double one; here a round is
 * a shift and a mask a direction, on one word.
 *
 * The quarters come from the board's sets of two words (a cell is bit
 * rank * stride + file, board.h) by splitting them by the parity of
 * the bit, the cell's colour: bit b goes to bit b >> 1 of the word of
 * colour b & 1, so a board of 128 bits gives two words.  A jump along
 * the line of offset m moves a stone from bit b to b + 2m, a bit s to s
 * + m of the same colour word; the stone between, at b + m, is in the
 * word of colour (b + m) & 1 at bit s + ((m + (b & 1)) >> 1).  Both
 * boards have an odd stride, so the diagonals' offsets are even (the
 * stone between of the same colour, at s + m / 2) and the lines along
 * a rank or a file odd (the other colour, at s + (m >> 1) from a cell
 * of colour 0, one more from colour 1: that word is taken shifted down
 * by one bit for a start of colour 1, and the same masks serve).  A
 * colour word holds two quarters, by the parity of the rank: its rows of
 * st bits (st the stride) hold an even rank's cells in their first (st
 * - 1) / 2 bits, an odd rank's in the others; a search lands only on
 * its start's, so that no shift takes it across a side of the board
 * (the padding bit at the end of each row of the board is no cell).
 *
 * Calls nothing of moves/; hops.c calls it.
 */
#include <string.h>

#include "moves/jumpsets.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* The masks of the lines, by kind: E, W, N, S, then NE, SW, NW, SE. */
enum { Q_E, Q_W, Q_N, Q_S, Q_NE, Q_SW, Q_NW, Q_SE, Q_LINES };

/*
 * A search on the quarter of its start: the stones to go over for a
 * jump from each bit of it in each direction (mid[k], bit s set when
 * the stone between lies on that jump's way), the cells it may land on
 * and has not yet, the start's bit.
 */
struct quarter {
	uint64_t	 mid[Q_LINES];
	uint64_t	 fresh;
	uint64_t	 quarter;	/* the start's quarter of its colour */
	int		 at;
	int		 colour;
};

#if defined(__SSE2__)
/* One step of the split below: bits m exchanged with those n above. */
static inline __m128i
swap_bits(__m128i x, uint64_t m, int n)
{
	__m128i		 t;

	t = _mm_and_si128(_mm_xor_si128(x, _mm_srli_epi64(x, n)),
	    _mm_set1_epi64x((long long)m));
	return _mm_xor_si128(x, _mm_xor_si128(t, _mm_slli_epi64(t, n)));
}
#else
static inline uint64_t
swap_bits(uint64_t x, uint64_t m, int n)
{
	uint64_t	 t = (x ^ x >> n) & m;

	return x ^ t ^ t << n;
}
#endif

/*
 * The set of two words w split by colour: bit b to bit b >> 1 of
 * out[b & 1].  Each word's even bits are gathered into its low half and
 * its odd bits into its high half by exchanging bits, then pairs of
 * bits, nibbles, bytes, half words: both words side by side, where the
 * processor has SSE2, whose shuffles move the half words at the end.
 */
#if defined(__SSE2__)
/* The colours of x's two words: colour 0 in the low word, 1 in the high. */
static inline __m128i
split_sse(__m128i x)
{
	x = swap_bits(x, 0x2222222222222222ULL, 1);
	x = swap_bits(x, 0x0c0c0c0c0c0c0c0cULL, 2);
	x = swap_bits(x, 0x00f000f000f000f0ULL, 4);
	x = swap_bits(x, 0x0000ff000000ff00ULL, 8);
	/* Each half word's bits of one colour: the even ones together. */
	x = _mm_shufflelo_epi16(x, _MM_SHUFFLE(3, 1, 2, 0));
	x = _mm_shufflehi_epi16(x, _MM_SHUFFLE(3, 1, 2, 0));
	return _mm_shuffle_epi32(x, _MM_SHUFFLE(3, 1, 2, 0));
}
#endif

static inline void
split(const uint64_t *w, uint64_t *out)
{
#if defined(__SSE2__)
	__m128i		 x = split_sse(_mm_loadu_si128((const __m128i *)(const
			     void *)w));

	out[0] = (uint64_t)_mm_cvtsi128_si64(x);
	out[1] = (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(x, x));
#else
	uint64_t	 x[2];
	int		 i;

	for (i = 0; i < 2; i++) {
		x[i] = swap_bits(w[i], 0x2222222222222222ULL, 1);
		x[i] = swap_bits(x[i], 0x0c0c0c0c0c0c0c0cULL, 2);
		x[i] = swap_bits(x[i], 0x00f000f000f000f0ULL, 4);
		x[i] = swap_bits(x[i], 0x0000ff000000ff00ULL, 8);
		x[i] = swap_bits(x[i], 0x00000000ffff0000ULL, 16);
	}
	out[0] = (x[0] & 0xffffffffULL) | x[1] << 32;
	out[1] = x[0] >> 32 | (x[1] & 0xffffffff00000000ULL);
#endif
}

/* The bits of a colour word that hold an even rank's cells. */
static inline uint64_t
even_ranks(int st)
{
	uint64_t	 m = 0, row = ((uint64_t)1 << (st - 1) / 2) - 1;
	int		 k;

	for (k = 0; k < 64; k += st)
		m |= row << k;
	return m;
}

/*
 * Does over hold the stones of the position, but for the one on 'from'
 * (held or not)?  Then the stones to go over tell the empty cells too.
 */
static inline int
over_all(const struct notation_position *p, const struct bits *over,
    int from)
{
	uint64_t	 s = (uint64_t)1 << (from & 63);

	return ((over->w[0] ^ p->occ.w[0]) & ~(from < 64 ? s : 0)) == 0 &&
	    ((over->w[1] ^ p->occ.w[1]) & ~(from < 64 ? 0 : s)) == 0;
}

/*
 * The search from 'from' over the stones of over (NULL: every stone;
 * stride st, four or eight directions): its masks, and the cells it may
 * land on.  Those are found from the stones and the bits that are no
 * cell (a padding bit, a cell taken out, the bits past the last rank)
 * as one set, 'full'.  Where the stones to go over are the position's
 * and no cell is taken out of the board, the masks are made from the
 * same set: no jump of the quarter lands on one of its cells over a bit
 * that is no cell (a jump that would go over a padding bit or past the
 * last rank lands off the quarter), so those bits, as stones to go over,
 * change nothing.
 */
SPECIALISED void
quarter_init(struct quarter *q, const struct notation_position *p,
    const struct bits *over, int from, int st, int ndirs)
{
	const struct geometry	*g = &p->rules->geo;
	uint64_t		 full[2], ov[2], fu[2], same, other, ranks;
	int			 c = from & 1, n = (st - 1) / 2;

	full[0] = p->occ.w[0] | ~g->valid.w[0];
	full[1] = p->occ.w[1] | ~g->valid.w[1];
	split(full, fu);
	if (over != NULL && !over_all(p, over, from))
		split(over->w, ov);
	else if (g->ncells != g->width * g->height)
		split(p->occ.w, ov);
	else {
		ov[0] = fu[0];
		ov[1] = fu[1];
	}
	q->colour = c;
	q->at = from >> 1;
	same = ov[c];
	other = c ? ov[0] >> 1 : ov[1];
	q->mid[Q_E] = other;
	q->mid[Q_W] = other << 1;
	q->mid[Q_N] = other >> n;
	q->mid[Q_S] = other << (n + 1);
	if (ndirs == 8) {
		q->mid[Q_NE] = same >> (n + 1);
		q->mid[Q_SW] = same << (n + 1);
		q->mid[Q_NW] = same >> n;
		q->mid[Q_SE] = same << n;
	}
	/*
	 * The quarter of 'from': its colour, and the parity of its rank,
	 * as the bits of an even rank or the others.
	 */
	ranks = even_ranks(st);
	ranks ^= (ranks >> q->at & 1) - 1;
	q->quarter = ranks;
	q->fresh = ranks & ~fu[c] & ~((uint64_t)1 << q->at);
}

/* The cells one jump from those of f (st, ndirs constants). */
SPECIALISED uint64_t
quarter_lands(const struct quarter *q, uint64_t f, int st, int ndirs)
{
	uint64_t	 n;

	n = (f & q->mid[Q_E]) << 1 | (f & q->mid[Q_W]) >> 1 |
	    (f & q->mid[Q_N]) << st | (f & q->mid[Q_S]) >> st;
	if (ndirs == 8)
		n |= (f & q->mid[Q_NE]) << (st + 1) |
		    (f & q->mid[Q_SW]) >> (st + 1) |
		    (f & q->mid[Q_NW]) << (st - 1) |
		    (f & q->mid[Q_SE]) >> (st - 1);
	return n;
}

/*
 * The bit of 'to' in the search's words, 0 where it is no cell of the
 * start's quarter: then no chain reaches it.
 */
static inline uint64_t
quarter_target(const struct quarter *q, int to)
{
	if (to < 0 || to >= 128 || (to & 1) != q->colour)
		return 0;
	return (uint64_t)1 << (to >> 1) & q->quarter;
}

SPECIALISED int
quarter_hops(const struct notation_position *p, const struct bits *over,
    int from, int to, int st, int ndirs)
{
	struct quarter	 q;
	uint64_t	 f, tm;
	int		 hops = 0;

	quarter_init(&q, p, over, from, st, ndirs);
	/* Nor one to a stone, or back to the start. */
	if ((tm = quarter_target(&q, to) & q.fresh) == 0)
		return 0;
	f = (uint64_t)1 << q.at;
	do {
		f = quarter_lands(&q, f, st, ndirs) & q.fresh;
		q.fresh &= ~f;
		hops++;
	} while (f != 0 && (f & tm) == 0);
	return f != 0 ? hops : 0;
}

int
nt_quarter_hops(const struct notation_position *p, const struct bits *over,
    int from, int to)
{
	const struct geometry	*g = &p->rules->geo;

	if (g->lines == LINES_10X10)
		return quarter_hops(p, over, from, to, 11, 8);
	if (g->lines == LINES_8X8)
		return quarter_hops(p, over, from, to, 9, 4);
	return -1;
}

/*
 * The cells of the shortest chains by their hops to 'to', as hops.c's
 * path_layers() finds them (the search from 'to', the start's cell one
 * to land on): lay[j] the bits of the cells j hops from 'to', for j <
 * k, the fewest hops from 'from'; k, or 0 if 'to' is not reached.
 * Where the caller knows k ('known' > 0), the last round is not made.
 * Every round lands on a cell of the quarter not landed on before, so
 * there are fewer rounds than the quarter has cells (30 at most, 5 x 6
 * on a board of 10 x 11).
 */
#define QUARTER_CELLS	32

SPECIALISED unsigned
quarter_layers(struct quarter *q, int to, uint64_t *lay, unsigned known,
    int st, int ndirs)
{
	uint64_t	 tm = (uint64_t)1 << q->at;
	unsigned	 k = 0;

	lay[0] = (uint64_t)1 << (to >> 1);
	q->fresh = (q->fresh & ~lay[0]) | tm;
	do {
		if (k + 1 == known)
			return k + 1;
		lay[k + 1] = quarter_lands(q, lay[k], st, ndirs) & q->fresh;
		q->fresh &= ~lay[k + 1];
		if (lay[k + 1] == 0)
			return 0;
		k++;
	} while ((lay[k] & tm) == 0);
	return k;
}

/*
 * The path from-to: from each cell, the first hop in the board's
 * direction order over a stone onto a cell of the next set, as hops.c's
 * walk of the layers takes it: where one hop alone lands on that set,
 * as on nearly every hop of a path, that one, else the directions
 * looked at in their order.  Its length, 0 where there is none.
 */
SPECIALISED size_t
quarter_path(const struct notation_position *p, const struct bits *over,
    int from, int to, unsigned known, int16_t *path, int st, int ndirs)
{
	const struct geometry	*g = &p->rules->geo;
	struct quarter		 q;
	uint64_t		 lay[QUARTER_CELLS], t;
	unsigned		 k, j;
	int			 d, s, c = from & 1;

	quarter_init(&q, p, over, from, st, ndirs);
	if (quarter_target(&q, to) == 0)
		return 0;
	if ((k = quarter_layers(&q, to, lay, known, st, ndirs)) == 0)
		return 0;
	s = from >> 1;
	for (j = 1; j < k; j++) {
		if ((t = quarter_lands(&q, (uint64_t)1 << s, st, ndirs) &
		    lay[k - j]) == 0)
			return 0;
		if ((t & (t - 1)) == 0)
			s = __builtin_ctzll(t);
		else {
			for (d = 0; d < ndirs; d++)
				if (s + g->off[d] >= 0 && s + g->off[d] < 64 &&
				    (t >> (s + g->off[d]) & 1))
					break;
			s += g->off[d];
		}
		path[j - 1] = (int16_t)(2 * s + c);
	}
	path[k - 1] = (int16_t)to;
	return k;
}

size_t
nt_quarter_path(const struct notation_position *p, const struct bits *over,
    int from, int to, unsigned known, int16_t *path)
{
	const struct geometry	*g = &p->rules->geo;

	if (g->lines == LINES_10X10)
		return quarter_path(p, over, from, to, known, path, 11, 8);
	if (g->lines == LINES_8X8)
		return quarter_path(p, over, from, to, known, path, 9, 4);
	return 0;
}

/*
 * 16x16 (board.h: LINES_16X16, stride 17, eight directions), where the
 * board has sixteen ranks at most: a quarter (the cells of one rank and
 * one file parity) is 8 x 8 cells, one word without a padding bit, bit
 * 8 (rank >> 1) + (file >> 1).  The colour split above would leave it in
 * rows of 17 bits, two words or three; here the sets are gathered rank
 * by rank instead: four ranks of 16 bits a word, the even and the odd
 * files of each pressed into a byte.  A jump is a step to a neighbour
 * of the quarter (offsets 1, 8, 9 and 7); the stone between lies in one
 * of the other three quarters, by the parities of the start, at the
 * start's bit shifted by half the jump and rounded down.  A step along
 * a rank that would cross a side is kept out by masking the jumps from
 * the first or the last file of the quarter in that direction: the
 * bits of a file have no padding between them.
 */
#define W16_RANKS	16
#define W16_FIRST	0x0101010101010101ULL	/* file 0 of each row */
#define W16_LAST	0x8080808080808080ULL	/* file 7 */

#if !defined(__SSE2__)
/* The low bytes of the four 16-bit lanes of x, in its low 32 bits. */
static inline uint64_t
w16_bytes(uint64_t x)
{
	x &= 0x00ff00ff00ff00ffULL;
	x = (x | x >> 8) & 0x0000ffff0000ffffULL;
	return (x | x >> 16) & 0xffffffffULL;
}
#endif

/*
 * The set b as its four quarters: q[2 a + c] the cells of rank parity a
 * and file parity c.  The ranks of parity a in the 16-bit lanes of two
 * words, rank 2 i + a in lane i (the quarter's row i); the files of each
 * lane parted, the even ones into its low byte and the odd ones into its
 * high byte, by the exchanges of split() above; then the low bytes of
 * the eight lanes are the quarter of even files, the high ones that of
 * odd files.
 */
SPECIALISED void
w16_gather(const struct bits *b, uint64_t *q)
{
	uint64_t	 x[4], r;
	int		 i, j;

	/*
	 * x[2 a + m]: rows 4 m to 4 m + 3 of rank parity a.  The 64 bits
	 * from a rank's first hold the rank two above it too, at bit 34:
	 * one read for two lanes.
	 */
	UNROLL
	for (i = 0; i < 4; i++) {
		x[i] = 0;
		UNROLL
		for (j = 0; j < 4; j += 2) {
			bits_at(b, (2 * (4 * (i & 1) + j) + (i >> 1)) * 17,
			    &r, 1);
			x[i] |= ((r & 0xffff) | ((r >> 18) & 0xffff0000)) <<
			    16 * j;
		}
	}
#if defined(__SSE2__)
	{
		__m128i	 y0, y1, lo, hi, m8;

		y0 = _mm_set_epi64x((long long)x[1], (long long)x[0]);
		y1 = _mm_set_epi64x((long long)x[3], (long long)x[2]);
		y0 = swap_bits(y0, 0x2222222222222222ULL, 1);
		y1 = swap_bits(y1, 0x2222222222222222ULL, 1);
		y0 = swap_bits(y0, 0x0c0c0c0c0c0c0c0cULL, 2);
		y1 = swap_bits(y1, 0x0c0c0c0c0c0c0c0cULL, 2);
		y0 = swap_bits(y0, 0x00f000f000f000f0ULL, 4);
		y1 = swap_bits(y1, 0x00f000f000f000f0ULL, 4);
		m8 = _mm_set1_epi16(0xff);
		lo = _mm_packus_epi16(_mm_and_si128(y0, m8),
		    _mm_and_si128(y1, m8));
		hi = _mm_packus_epi16(_mm_srli_epi16(y0, 8),
		    _mm_srli_epi16(y1, 8));
		q[0] = (uint64_t)_mm_cvtsi128_si64(lo);
		q[2] = (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(lo, lo));
		q[1] = (uint64_t)_mm_cvtsi128_si64(hi);
		q[3] = (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(hi, hi));
	}
#else
	for (i = 0; i < 4; i++) {
		x[i] = swap_bits(x[i], 0x2222222222222222ULL, 1);
		x[i] = swap_bits(x[i], 0x0c0c0c0c0c0c0c0cULL, 2);
		x[i] = swap_bits(x[i], 0x00f000f000f000f0ULL, 4);
	}
	for (i = 0; i < 2; i++) {
		q[2 * i] = w16_bytes(x[2 * i]) | w16_bytes(x[2 * i + 1]) << 32;
		q[2 * i + 1] = w16_bytes(x[2 * i] >> 8) |
		    w16_bytes(x[2 * i + 1] >> 8) << 32;
	}
#endif
}

/*
 * x turned down by o bits, or up by -o (o from -9 to 9): one rotate by
 * an amount the start's parities give, no branch on them.  The bits
 * that come round from the other end of the word are no stones between:
 * turned down by o, they reach the top o bits, whose jumps up (by o or
 * more) leave the word; turned up, the bottom bits, whose jumps down
 * leave it too.  The few whose landing stays in the word are diagonal
 * jumps' (NW, SE) from a corner bit of the first or last file, which
 * 16x16's masks of those files keep out; on the star no cell's jump
 * over such a bit lands on a cell of its own quarter.
 */
static inline NT_ALWAYS_INLINE uint64_t
quarter_turn(uint64_t x, int o)
{
	return x >> (o & 63) | x << (-o & 63);
}

/* Does over hold the position's stones but for the one on 'from'? */
static inline int
w16_over_all(const struct notation_position *p, const struct bits *over,
    int from)
{
	struct bits	 o = p->occ;

	bits_clear(&o, from);
	return memcmp(&o, over, sizeof(o)) == 0;
}

/*
 * A search on 16x16 or the star: the stones to go over from each bit of the start's
 * quarter, as struct quarter's, the cells it may land on, the
 * parities of the start's rank and file and its bit.
 */
struct wide {
	uint64_t	 mid[Q_LINES];
	uint64_t	 fresh;
	int		 a, c, s;
};

/*
 * The stones to go over from each bit of the start's quarter, of rank
 * parity a and file parity c, from the quarters ov of the stones to go
 * over: the quarter across a file, across a rank or both, q ^ 1, 2 or 3
 * (q = 2 a + c), turned by half the jump rounded down: the jumps of
 * one quarter each turned once by the start's parities, then by
 * constants.
 */
SPECIALISED void
w16_mids(struct wide *w, const uint64_t *ov, int a, int c)
{
	uint64_t	 e, n, d;
	int		 q = 2 * a + c;

	e = quarter_turn(ov[q ^ 1], c);
	n = quarter_turn(ov[q ^ 2], 8 * a);
	d = quarter_turn(ov[q ^ 3], 8 * a + c);
	w->mid[Q_E] = e & ~W16_LAST;
	w->mid[Q_W] = quarter_turn(e, -1) & ~W16_FIRST;
	w->mid[Q_N] = n;
	w->mid[Q_S] = quarter_turn(n, -8);
	w->mid[Q_NE] = d & ~W16_LAST;
	w->mid[Q_SW] = quarter_turn(d, -9) & ~W16_FIRST;
	w->mid[Q_NW] = quarter_turn(d, -1) & ~W16_FIRST;
	w->mid[Q_SE] = quarter_turn(d, -8) & ~W16_LAST;
}

/*
 * Set up the search from-to over the stones of over (NULL: every
 * stone): 0 where 'to' is no empty cell of the start's quarter, then no
 * chain reaches it.  *tbit gets the bit of 'to'.  Each cell's rank and
 * file worked out once: a division by 17 is a multiply and shifts.
 */
SPECIALISED int
w16_init(struct wide *w, const struct notation_position *p,
    const struct bits *over, int from, int to, uint64_t *tbit)
{
	const struct geometry	*g = &p->rules->geo;
	struct bits		 full;
	uint64_t		 q[4], ob[4];
	const uint64_t		*ov = q;
	int			 a, c, i, fy, fx, ty, tx;

	if (to < 0 || to >= g->height * 17 || to == from)
		return 0;
	fy = from / 17;
	fx = from - 17 * fy;
	ty = to / 17;
	tx = to - 17 * ty;
	if (((ty ^ fy) & 1) != 0 || ((tx ^ fx) & 1) != 0 || tx == 16)
		return 0;
	w->a = a = fy & 1;
	w->c = c = fx & 1;
	w->s = (fy >> 1) * 8 + (fx >> 1);
	/*
	 * The stones to go over: the other three quarters of the position's
	 * or of over; a jump never goes over a cell of the start's quarter,
	 * the start's own stone among them.
	 */
	if (g->ncells == 16 * W16_RANKS) {
		w16_gather(&p->occ, q);
		if (over != NULL && !w16_over_all(p, over, from)) {
			w16_gather(over, ob);
			ov = ob;
		}
	} else {
		for (i = 0; i < BITS_WORDS; i++)
			full.w[i] = p->occ.w[i] | ~g->valid.w[i];
		w16_gather(&full, q);
		w16_gather(over != NULL ? over : &p->occ, ob);
		ov = ob;
	}
	w->fresh = ~q[2 * a + c] & ~((uint64_t)1 << w->s);
	*tbit = (uint64_t)1 << ((ty >> 1) * 8 + (tx >> 1));
	if ((*tbit & w->fresh) == 0)
		return 0;
	w16_mids(w, ov, a, c);
	return 1;
}

/* The cells one jump from those of f. */
static inline uint64_t
w16_lands(const struct wide *w, uint64_t f)
{
	return (f & w->mid[Q_E]) << 1 | (f & w->mid[Q_W]) >> 1 |
	    (f & w->mid[Q_N]) << 8 | (f & w->mid[Q_S]) >> 8 |
	    (f & w->mid[Q_NE]) << 9 | (f & w->mid[Q_SW]) >> 9 |
	    (f & w->mid[Q_NW]) << 7 | (f & w->mid[Q_SE]) >> 7;
}

/* Does the search apply: 16x16, sixteen ranks at most? */
static inline int
w16_board(const struct geometry *g)
{
	return g->lines == LINES_16X16 && g->height <= W16_RANKS &&
	    g->width == 16;
}

/*
 * The star (board.h: LINES_STAR, stride 18, six lines: spec/star.md).
 * Its stride is even, so the split by colour above parts the cells by
 * the parity of their file only: bit 9 y + (x >> 1) of the word of
 * colour x & 1, a row of nine bits a rank.  A quarter takes every other
 * rank of a colour, 37 cells at most of a 9 x 9 grid: its rows are
 * packed seven bits apart, cell (x, y) at bit X + 7 Y - 2, X = x >> 1,
 * Y = y >> 1, with the rows of the star's cells overlapping no cell of
 * the rows beside them (the quarters' rows of nine bits hold the
 * star's cells in seven at most, the first two or the last two empty,
 * the widest in the middle).  A jump is a step of 1, 7 or 8 there, and
 * the stone between lies in another quarter at the start's bit plus
 * half the step, rounded down.  No step from a cell of the star lands
 * on a bit of a cell of its quarter but where it lands on that cell
 * (checked over the 121 cells, each of the six ways): a jump that would
 * leave the star finds no cell to land on, and every jump that lands has
 * its stone between on the star, the board being two triangles, so
 * that bit is that stone's.
 */
#define STAR_RANKS	17
#define STAR_ROW	7

#if !defined(__SSE2__)
/* The set b (cells of the star only) as its colours' words, 192 bits each. */
SPECIALISED void
star_colours(const struct bits *b, uint64_t (*cw)[4])
{
	uint64_t	 t[2], o[2];

	split(&b->w[0], o);
	cw[0][0] = o[0];
	cw[1][0] = o[1];
	split(&b->w[2], o);
	cw[0][1] = o[0];
	cw[1][1] = o[1];
	t[0] = b->w[4];
	t[1] = 0;
	split(t, o);
	cw[0][2] = o[0];
	cw[1][2] = o[1];
	cw[0][3] = cw[1][3] = 0;
}

/* The nine bits of a colour's words from bit at on (at a constant). */
static inline uint64_t
star_field(const uint64_t *cw, int at)
{
	int		 k = at >> 6, n = at & 63;
	uint64_t	 x = cw[k] >> n;

	if (n > 64 - 9)
		x |= cw[k + 1] << (64 - n);
	return x & 0x1ff;
}

/* The quarter of the ranks of parity a of a colour's words. */
SPECIALISED uint64_t
star_quarter(const uint64_t *cw, int a)
{
	uint64_t	 q;
	int		 y;

	q = star_field(cw, 9 * a) >> 2;
	UNROLL
	for (y = 1; 2 * y + a < STAR_RANKS; y++)
		q |= star_field(cw, 9 * (2 * y + a)) << (STAR_ROW * y - 2);
	return q;
}

/*
 * The cells of b not in no (NULL: none) as its four quarters, q[2 a + c]
 * as w16_gather()'s.
 */
SPECIALISED void
star_gather(const struct bits *b, const struct bits *no, uint64_t *q)
{
	struct bits	 e;
	uint64_t	 cw[2][4];
	int		 i;

	if (no != NULL) {
		for (i = 0; i < BITS_WORDS; i++)
			e.w[i] = b->w[i] & ~no->w[i];
		b = &e;
	}
	star_colours(b, cw);
	q[0] = star_quarter(cw[0], 0);
	q[1] = star_quarter(cw[1], 0);
	q[2] = star_quarter(cw[0], 1);
	q[3] = star_quarter(cw[1], 1);
}
#else
/*
 * The nine bits from bit at on (a constant) of both colours' words, x[k]
 * the k-th word of each, colour 0 in the low half.
 */
static inline __m128i
star_fields(const __m128i *x, int at)
{
	int		 k = at >> 6, n = at & 63;
	__m128i		 f = _mm_srli_epi64(x[k], n);

	if (n > 64 - 9)
		f = _mm_or_si128(f, _mm_slli_epi64(x[k + 1], 64 - n));
	return _mm_and_si128(f, _mm_set1_epi64x(0x1ff));
}

/*
 * The cells of b not in no (NULL: none) as its four quarters, q[2 a + c]
 * as w16_gather()'s: the colours' words side by side, so that each rank
 * is moved to its row of both quarters of its parity at once.
 */
SPECIALISED void
star_gather(const struct bits *b, const struct bits *no, uint64_t *q)
{
	__m128i		 x[4], r[2];
	int		 y, k;

	for (k = 0; k < 2; k++) {
		x[k] = _mm_loadu_si128((const __m128i *)(const void *)
		    &b->w[2 * k]);
		if (no != NULL)
			x[k] = _mm_andnot_si128(_mm_loadu_si128((const
			    __m128i *)(const void *)&no->w[2 * k]), x[k]);
		x[k] = split_sse(x[k]);
	}
	x[2] = split_sse(_mm_set_epi64x(0, (long long)(no != NULL ?
	    b->w[4] & ~no->w[4] : b->w[4])));
	x[3] = _mm_setzero_si128();
	r[0] = _mm_srli_epi64(star_fields(x, 0), 2);
	r[1] = _mm_srli_epi64(star_fields(x, 9), 2);
	/* Eight ranks of each parity at most: loops the compiler unrolls. */
	UNROLL
	for (y = 2; y < STAR_RANKS; y += 2)
		r[0] = _mm_or_si128(r[0], _mm_slli_epi64(star_fields(x, 9 * y),
		    STAR_ROW * (y >> 1) - 2));
	UNROLL
	for (y = 3; y < STAR_RANKS; y += 2)
		r[1] = _mm_or_si128(r[1], _mm_slli_epi64(star_fields(x, 9 * y),
		    STAR_ROW * (y >> 1) - 2));
	q[0] = (uint64_t)_mm_cvtsi128_si64(r[0]);
	q[1] = (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(r[0], r[0]));
	q[2] = (uint64_t)_mm_cvtsi128_si64(r[1]);
	q[3] = (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(r[1], r[1]));
}
#endif

/*
 * The stones to go over from the start's quarter, as w16_mids()'s, from
 * ov's quarters turned over where inv is all ones.
 */
SPECIALISED void
star_mids(struct wide *w, const uint64_t *ov, uint64_t inv, int a, int c)
{
	uint64_t	 e, n, d;
	int		 q = 2 * a + c;

	e = quarter_turn(ov[q ^ 1] ^ inv, c);
	n = quarter_turn(ov[q ^ 2] ^ inv, STAR_ROW * a);
	d = quarter_turn(ov[q ^ 3] ^ inv, STAR_ROW * a + c);
	w->mid[Q_E] = e;
	w->mid[Q_W] = quarter_turn(e, -1);
	w->mid[Q_N] = n;
	w->mid[Q_S] = quarter_turn(n, -STAR_ROW);
	w->mid[Q_NE] = d;
	w->mid[Q_SW] = quarter_turn(d, -STAR_ROW - 1);
}

/* w16_init() on the star: 'to' a cell of the board, or no chain. */
SPECIALISED int
star_init(struct wide *w, const struct notation_position *p,
    const struct bits *over, int from, int to, uint64_t *tbit)
{
	const struct geometry	*g = &p->rules->geo;
	const uint64_t		*ov;
	uint64_t		 q[4], ob[4], inv = ~(uint64_t)0;
	int			 a, c, fy, fx, ty, tx;

	if (to < 0 || to >= g->height * 18 || to == from ||
	    !bits_test(&g->valid, to))
		return 0;
	fy = from / 18;
	fx = from - 18 * fy;
	ty = to / 18;
	tx = to - 18 * ty;
	if (((ty ^ fy) & 1) != 0 || ((tx ^ fx) & 1) != 0)
		return 0;
	w->a = a = fy & 1;
	w->c = c = fx & 1;
	w->s = (fx >> 1) + STAR_ROW * (fy >> 1) - 2;
	/*
	 * The empty cells, one gather: where the stones to go over are the
	 * position's, a cell between is one of them where it is not empty.
	 * A bit that is no cell reads as a stone then, but it lies between
	 * no two cells (the star is two triangles): no harm.
	 */
	star_gather(&g->valid, &p->occ, q);
	ov = q;
	if (over != NULL && !w16_over_all(p, over, from)) {
		star_gather(over, NULL, ob);
		ov = ob;
		inv = 0;
	}
	w->fresh = q[2 * a + c] & ~((uint64_t)1 << w->s);
	*tbit = (uint64_t)1 << ((tx >> 1) + STAR_ROW * (ty >> 1) - 2);
	if ((*tbit & w->fresh) == 0)
		return 0;
	star_mids(w, ov, inv, a, c);
	return 1;
}

/* The cells one jump from those of f on the star. */
static inline uint64_t
star_lands(const struct wide *w, uint64_t f)
{
	return (f & w->mid[Q_E]) << 1 | (f & w->mid[Q_W]) >> 1 |
	    (f & w->mid[Q_N]) << STAR_ROW | (f & w->mid[Q_S]) >> STAR_ROW |
	    (f & w->mid[Q_NE]) << (STAR_ROW + 1) |
	    (f & w->mid[Q_SW]) >> (STAR_ROW + 1);
}

/* Does the search apply: the star's cells and lines? */
static inline int
star_board(const struct geometry *g)
{
	return g->lines == LINES_STAR && g->shape == SHAPE_STAR &&
	    g->height <= STAR_RANKS && g->width == 17;
}

/*
 * The search on 16x16 (star 0) or the star (1), a constant: its set-up
 * and its round.
 */
SPECIALISED int
wide_init(struct wide *w, const struct notation_position *p,
    const struct bits *over, int from, int to, uint64_t *tbit, int star)
{
	if (star)
		return star_init(w, p, over, from, to, tbit);
	return w16_init(w, p, over, from, to, tbit);
}

static inline uint64_t
wide_lands(const struct wide *w, uint64_t f, int star)
{
	return star ? star_lands(w, f) : w16_lands(w, f);
}

SPECIALISED int
wide_hops(const struct notation_position *p, const struct bits *over,
    int from, int to, int star)
{
	struct wide	 w;
	uint64_t	 f, tm;
	int		 hops = 0;

	if (!wide_init(&w, p, over, from, to, &tm, star))
		return 0;
	f = (uint64_t)1 << w.s;
	do {
		f = wide_lands(&w, f, star) & w.fresh;
		w.fresh &= ~f;
		hops++;
	} while (f != 0 && (f & tm) == 0);
	return f != 0 ? hops : 0;
}

int
nt_wide_hops(const struct notation_position *p, const struct bits *over,
    int from, int to)
{
	if (w16_board(&p->rules->geo))
		return wide_hops(p, over, from, to, 0);
	if (star_board(&p->rules->geo))
		return wide_hops(p, over, from, to, 1);
	return -1;
}

/*
 * The path from-to on 16x16 or the star, as quarter_path() finds it on
 * the classic boards: the layers from 'to', then the walk from 'from',
 * the first direction in the board's order where a hop lands on two
 * cells of the next layer.  A bit of the star's quarter tells not its
 * cell (X runs to 8, past a row of seven), so the walk moves the cell
 * by each hop's direction, dx + row dy on the quarter, dx + stride dy
 * on the board.  Its length, 0 where there is none.
 */
SPECIALISED int
wide_path(const struct notation_position *p, const struct bits *over,
    int from, int to, unsigned known, int16_t *path, int star)
{
	const struct geometry	*g = &p->rules->geo;
	struct wide		 w;
	uint64_t		 lay[64], t, tm;
	unsigned		 k = 0, j;
	int			 d, o = 0, s, cell = from, dy;
	int			 row = star ? STAR_ROW : 8, st = star ? 18 : 17;

	if (!wide_init(&w, p, over, from, to, &lay[0], star))
		return 0;
	/* The layers from 'to', the start's cell one to land on. */
	tm = (uint64_t)1 << w.s;
	w.fresh = (w.fresh & ~lay[0]) | tm;
	do {
		if (k + 1 == known) {
			k++;
			break;
		}
		lay[k + 1] = wide_lands(&w, lay[k], star) & w.fresh;
		w.fresh &= ~lay[k + 1];
		if (lay[k + 1] == 0)
			return 0;
		k++;
	} while ((lay[k] & tm) == 0);
	s = w.s;
	for (j = 1; j < k; j++) {
		if ((t = wide_lands(&w, (uint64_t)1 << s, star) &
		    lay[k - j]) == 0)
			return 0;
		if ((t & (t - 1)) == 0) {
			/* A step of 1, row - 1, row or row + 1, up or down. */
			o = __builtin_ctzll(t) - s;
			dy = (o > 1) - (o < -1);
			cell += 2 * (o + (st - row) * dy);
		} else {
			for (d = 0; d < g->ndirs; d++) {
				o = g->dx[d] + row * g->dy[d];
				if (s + o >= 0 && s + o < 64 &&
				    (t >> (s + o) & 1))
					break;
			}
			if (d == g->ndirs)
				return 0;
			cell += 2 * g->off[d];
		}
		s += o;
		path[j - 1] = (int16_t)cell;
	}
	path[k - 1] = (int16_t)to;
	return (int)k;
}

int
nt_wide_path(const struct notation_position *p, const struct bits *over,
    int from, int to, unsigned known, int16_t *path)
{
	if (w16_board(&p->rules->geo))
		return wide_path(p, over, from, to, known, path, 0);
	if (star_board(&p->rules->geo))
		return wide_path(p, over, from, to, known, path, 1);
	return -1;
}
