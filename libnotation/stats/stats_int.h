/*
 * stats_int.h -- what the statistics modules share and nobody else sees.
 * Bottom up: the tables of records and lists of tags (stats_map.c); the
 * figures by rule set (stats_rulesets.c); the accumulator (stats.c:
 * accumulating and merging), which names no output; what the outputs
 * write alike (stats_fmt.c); the outputs, one file each, which read the
 * accumulator: stats_partial.c (the partial, JSON and YAML),
 * stats_table.c (aligned tables), stats_csv.c, and the charts, made as
 * rows of bars (stats_chart.c; those by rule set in stats_chart_rsets.c)
 * and drawn once for both (stats_svg.c) and stats_html.c; on top, the
 * table from format name to writer (stats_output.c).  stats_read.c, a
 * JSON partial read back through its tokens (stats_read_tok.c), is the
 * one input beside them.
 */
#ifndef NOTATION_STATS_INT_H
#define NOTATION_STATS_INT_H

#include <stdint.h>

#include "records/records.h"

#define PARTIAL_VERSION	3	/* of the layout of the JSON partial */
#define LEN_WIDTH	10	/* plies per game-length bucket */
#define LEN_OPEN	1000	/* the last bucket: this or more plies */
#define LEN_BUCKETS	(LEN_OPEN / LEN_WIDTH + 1)
/* A shortest hop path visits a cell at most once. */
#define MAX_HOPS	NOTATION_MAX_CELLS
#define BAR_WIDTH	40	/* of the longest histogram bar in a table */
#define STDIN_FILE	"-"	/* the input of a summary without a file */
#define CAMP_SETS	4	/* sets of camps kept (struct current) */

/*
 * How a valid game ended: the rules' reasons keep their own numbers;
 * NOTATION_REASON_NONE (0) stands for a recorded result the rules did
 * not impose (resignation, agreement), and one more slot for no result.
 */
#define END_NONE	NOTATION_REASON_NONE
#define END_UNFINISHED	NOTATION_REASON_COUNT
#define END__MAX	(NOTATION_REASON_COUNT + 1)

/* A game seen from one of its players (Player breakdowns). */
enum view {
	VIEW_WIN = 0,
	VIEW_DRAW,
	VIEW_LOSS,
	VIEW_NONE,
	VIEW__MAX
};

/* Their names, in the partial and the outputs (stats_fmt.c). */
extern const char *const nt_stats_views[VIEW__MAX];

/*
 * A table of records of one size under string keys (input names, result
 * texts, breakdown groups): open addressing over the record indices, so
 * that records stay in one array and the table frees in one sweep.
 */
struct table {
	char		**keys;		/* by record; owned */
	char		 *recs;		/* nrecs records, recsize each */
	size_t		  nrecs;
	size_t		  cap;
	size_t		  recsize;
	size_t		 *slots;	/* record index + 1; 0 is empty */
	size_t		  nslots;	/* 0 or a power of two */
};

/* A record with its key, for writing tables out in a fixed order. */
struct ent {
	const char	*key;
	const void	*rec;
};

struct group {
	uint64_t	 games;
	uint64_t	 valid;
	uint64_t	 plies;		/* over the valid games */
	uint64_t	 view[VIEW__MAX];	/* Player breakdowns */
	struct table	 results;	/* uint64_t by result text */
	struct table	 colours;	/* uint64_t by player name */
};

struct breakdown {
	char		*tag;
	int		 players;	/* "Player": every player's tag */
	struct table	 groups;	/* struct group by tag value */
};

/*
 * n values, their sum, the least and the most: a figure that merges
 * exactly and gives its mean when written.  min and max mean nothing
 * while n is 0, and are 0 then.
 */
struct range {
	uint64_t	 n;
	uint64_t	 sum;
	uint64_t	 min;
	uint64_t	 max;
};

struct camp {
	uint64_t	 turn;		/* 1-based place in turn order */
	/* The games with the camp emptied, and the moves it took. */
	struct range	 emptied;
	uint64_t	 never;
};

/*
 * The tags a longest chain names its game by: "name\0value\0" pairs in
 * the order of stats_roster(), those the game has.
 */
struct chain {
	uint64_t		 hops;		/* 0: no jump seen */
	char			*move;		/* long form */
	struct notation_buf	 tags;
	uint64_t		 ply;
};

/*
 * The figures of one rule set (stats_rulesets.c), under its name: the
 * games read under it and their results; with the replay, how its valid
 * games ended and their openings, every one counted.
 */
struct rset {
	uint64_t	 games;
	uint64_t	 valid;
	struct table	 results;	/* uint64_t by result text */
	uint64_t	 ends[END__MAX];
	/* The valid games from the start position with a move made. */
	uint64_t	 opened;
	struct table	 first;		/* uint64_t by first move */
	struct table	 two;		/* uint64_t by "first second" */
};

/* The game being read, until its summary keeps or drops it. */
struct current {
	int			 started;
	const notation_rules	*rules;
	int			 nplayers;
	int			 kings;		/* the rule set has kings */
	int			 slow;		/* plies go by ply_slow() */
	/*
	 * The rule set has no dice, no captures and no draughts: a
	 * chain's hops are the parser's count alone (stats_ply.c,
	 * known_hops()), and m->hops is a long form's hop count.
	 */
	int			 plain;
	/*
	 * The longest chain kept, less one unless 0, as add() compares it:
	 * the longest changes only between games (stats.c, commit(), and
	 * notation_stats_merge(), which only raises it: a floor too low
	 * sends more moves the slow way, never fewer).
	 */
	uint64_t		 lead_floor;
	int			 failed;	/* a ply not counted: memory */
	/* A man's move fed before it was made: crowned? (crown_due()) */
	int			 crown_due;
	int			 crown_to;
	uint64_t		 crownings;	/* men made kings (draughts) */
	/*
	 * Chains by hops, and in hops[0] the steps and swaps: the moves of
	 * stones are their sum, the jumps its part from hops[1] on, summed
	 * once a game (stats.c, commit()) and not counted at every ply.
	 */
	uint64_t		 hops[MAX_HOPS];
	size_t			 maxhops;	/* hops[] is 0 above */
	uint64_t		 best_hops;
	uint64_t		 best_ply;
	/* The tags of this game as fed: "name\0value\0" pairs. */
	struct notation_buf	 tags;
	int			 tags_cut;	/* some not kept */
	uint64_t		 id[2];		/* this game's hash */
	/*
	 * The game's longest chain so far: the position before it and
	 * the move, its long form written only when a tie on hops from
	 * the same start cell needs the texts, or at the end of the game.
	 */
	struct notation_position lead;
	struct notation_move	 lead_move;
	char			 lead_from[8];	/* start cell and '-' */
	int			 lead_text;	/* best holds its long form */
	struct notation_buf	 best;		/* its long form */
	struct notation_buf	 text;		/* long forms */
	unsigned		 incamp[NOTATION_MAX_PLAYERS];
	/*
	 * The camps of this game's players (one of campsets[]): campin[]
	 * by player, its row of the set's in[] by cell, 1 where the cell is
	 * in the player's camp, so that a ply's move in or out of its
	 * mover's camp is the row's look-up and two looks; hascamp[], has
	 * the player a camp at all (shared stones, hands: none).
	 */
	const unsigned char	*campin[NOTATION_MAX_PLAYERS];
	const unsigned char	*hascamp;
	size_t			*camprec;	/* its rec[] */
	/*
	 * Those of the last few sets of camps seen, made once each: the
	 * games of a few rule sets, even in turn, find theirs made.  Told
	 * by the camps themselves, not by the rule set's address, which
	 * a rule set made later (a game's own) may take again.
	 */
	struct campset {
		int		 n;		/* players; none yet: 0 */
		struct bits	 camp[NOTATION_MAX_PLAYERS];
		unsigned char	 has[NOTATION_MAX_PLAYERS];
		unsigned char	 in[NOTATION_MAX_PLAYERS][NOTATION_MAX_CELLS];
		/* By player, its last record in camps + 1 (0: none). */
		size_t		 rec[NOTATION_MAX_PLAYERS];
	}			 campsets[CAMP_SETS];
	unsigned		 campnext;	/* the one to make next */
	uint64_t		 moves[NOTATION_MAX_PLAYERS];
	/* The moves each player needed to empty its camp; -1: not yet. */
	int64_t			 emptied[NOTATION_MAX_PLAYERS];
	int			 end;		/* its end, once kept */
	/*
	 * Its opening (stats_rulesets.c): 0 not looked at yet, 1 from the
	 * start position, -1 not; the first moves in short form, "m1" or
	 * "m1 m2" (nopen of them; the blank at open1).
	 */
	int			 open_state;
	unsigned		 nopen;
	size_t			 open1;
	struct notation_buf	 open;
	struct notation_position open_start;
};

struct notation_stats {
	int			 replay;
	struct table		 inputs;	/* uint64_t games by name */
	size_t			 in_last;	/* the last one's record + 1 */
	struct table		 unreadable;	/* uint64_t inputs by name */
	struct table		 junk;		/* uint64_t not games by input */
	uint64_t		 games;
	uint64_t		 valid;
	uint64_t		 invalid[NOTATION_CODE_COUNT];
	struct table		 results;	/* uint64_t by result */
	/* The figures of play, over the valid games. */
	uint64_t		 ends[END__MAX];
	struct range		 len;		/* plies of the valid games */
	uint64_t		 len_hist[LEN_BUCKETS];
	uint64_t		 steps;
	uint64_t		 jumps;
	uint64_t		 crownings;	/* men made kings (draughts) */
	uint64_t		 hops[MAX_HOPS];
	struct chain		 longest;
	struct table		 camps;		/* struct camp by player */
	uint64_t		 rep_games;
	uint64_t		 rep_found;
	struct table		 rsets;		/* struct rset by rule set */
	struct breakdown	*by;
	size_t			 nby;
	uint64_t		 id[2];		/* the identity, a sum */
	int			 tags_fed;	/* add_tag() is called */
	struct current		 cur;
	struct notation_buf	 scratch;	/* cleaned keys */
	/* The last result text, of rtext_of for rtext_n players (0: none). */
	struct notation_buf	 rtext;
	struct notation_result	 rtext_of;
	int			 rtext_n;
	struct notation_buf	 chaintags;	/* a game's, for longest */
};

/* ------------------------------------------------------------------ */
/* Tables, and lists of tags (stats_map.c)                            */

void	 nt_stats_table_init(struct table *, size_t recsize);
/* Frees every record (fn, when not NULL, frees what a record owns). */
void	 nt_stats_table_free(struct table *, void (*fn)(void *));
void	*nt_stats_table_rec(const struct table *, size_t i);
/* The record of key, or NULL. */
void	*nt_stats_table_find(const struct table *, const char *key);
/* The record of key, made all zero when new; NULL when memory ran out. */
void	*nt_stats_table_get(struct table *, const char *key, int *fresh);
/* The records in the order of cmp, in an array the caller frees. */
struct ent *nt_stats_table_sorted(const struct table *,
	    int (*cmp)(const void *, const void *));
/* The order of keys for nt_stats_table_sorted(). */
int	 nt_stats_by_key(const void *, const void *);
/* In a table of uint64_t counts: adds n to key's, 0 or -1 out of memory. */
int	 nt_stats_count_add(struct table *, const char *key, uint64_t n);
/*
 * Adds src to dst record by record: add() adds a record of src to dst's
 * of the same key, made all zero (fresh) when dst had none.  0, or -1
 * when memory ran out or add() failed.
 */
int	 nt_stats_table_merge(struct table *dst, const struct table *src,
	    int (*add)(void *, const void *, int fresh));
/* Adds the uint64_t counts of src to dst: 0, or -1 out of memory. */
int	 nt_stats_counts_merge(struct table *dst, const struct table *src);
/* The sum of a table of counts. */
uint64_t nt_stats_counts_total(const struct table *);
/* The pairs of tags (name\0value\0...) of a chain, one by one. */
int	 nt_stats_tags_next(const struct notation_buf *, size_t *at,
	    const char **name, const char **value);
/* Byte order of two such lists, pair by pair. */
int	 nt_stats_tags_cmp(const struct notation_buf *,
	    const struct notation_buf *);
/* Add a pair to such a list: 0, or -1 out of memory. */
int	 nt_stats_tags_put(struct notation_buf *, const char *name,
	    const char *value);

/* ------------------------------------------------------------------ */
/* The accumulator (stats.c)                                          */

/* A breakdown by tag, added last: 0, or -1 (out of memory, empty tag). */
int	 nt_stats_add_breakdown(notation_stats *, const char *tag);
/* *a += b, or -1 when it would pass 2^64 - 1. */
int	 nt_stats_add_u64(uint64_t *a, uint64_t b);
/* The game-length bucket of a game of that many plies. */
size_t	 nt_stats_len_bucket(uint64_t plies);

/*
 * A histogram as a partial writes it (spec/statistics.md): the buckets
 * with a count, in order, each {NAME: its first value, to: its last but
 * in the open last bucket (when 'to'), COUNT: the count}.  Bucket i holds
 * the values i * width to i * width + width - 1; buckets below 'first'
 * are never written.  One description for the writer (stats_partial.c)
 * and the reader (stats_read.c): the game lengths and the hops.
 */
struct hist {
	const char	*name;
	const char	*count;
	size_t		 first, n;
	uint64_t	 width;
	int		 to;
};
extern const struct hist nt_stats_len_hist, nt_stats_hops_hist;

/* ------------------------------------------------------------------ */
/* The figures by rule set (stats_rulesets.c)                         */

/* The record of a rule set, made empty when new (*fresh); NULL. */
struct rset *nt_stats_rset_get(struct table *, const char *key, int *fresh);
void	 nt_stats_rset_free(void *);
/* A ply of the current game, for its opening: 0, or -1 out of memory. */
/* ------------------------------------------------------------------ */
/* The current game's plies (stats_ply.c)                             */

/*
 * One word into a game's 128-bit hash, the identity's part (stats.c,
 * notation_stats_identity()): its moves here, its name, tags and verdict
 * in stats.c.
 */
static inline void
nt_stats_id_mix(uint64_t h[2], uint64_t w)
{
	h[0] = (h[0] ^ w) * 0x100000001b3ULL;
	h[0] ^= h[0] >> 29;
	h[1] = (h[1] ^ w) * 0x9e3779b97f4a7c15ULL;
	h[1] ^= h[1] >> 31;
}

/* The game started: its rule set, its players' camps. */
void	 nt_stats_cur_start(struct current *, const notation_game *);
/* The long form of the game's longest chain into cur->best, once. */
int	 nt_stats_lead_write(struct current *);
/* The crowning of the last move fed before it was made, asked of after. */
void	 nt_stats_crown_due(struct current *, const notation_position *after);

int	 nt_stats_open_ply(struct current *, const notation_game *,
	    const notation_position *before, const struct notation_move *);
void	 nt_stats_open_reset(struct current *);
/*
 * A game counted under its rule set key: its result; its end and
 * opening when end >= 0 (a valid game replayed).  0, or -1.
 */
int	 nt_stats_rset_add(struct table *, const char *key, int valid,
	    const char *result, int end, struct current *);
/* For nt_stats_table_merge(). */
int	 nt_stats_rset_merge(void *dst, const void *src, int fresh);

/* ------------------------------------------------------------------ */
/* What every output writes alike (stats_fmt.c)                       */

void	 nt_stats_fmt_u64(char *buf, size_t size, uint64_t v);
/* "Statistics of N games", the title of a picture of every chart. */
void	 nt_stats_fmt_title(char *buf, size_t size, const notation_stats *);
/* A mean with two decimals, "null" when there is nothing to average. */
void	 nt_stats_fmt_mean(char *buf, size_t size, uint64_t sum,
	    uint64_t n);
const char *nt_stats_code_name(size_t i);
const char *nt_stats_end_name(int end);
/* The ends in the order they are written: the rules' first. */
int	 nt_stats_end_at(size_t i);
/*
 * Orders for nt_stats_table_sorted(): camps; groups; rule sets (most
 * games first, then by key); counts (the largest first, then by key).
 */
int	 nt_stats_by_turn(const void *, const void *);
int	 nt_stats_by_games(const void *, const void *);
int	 nt_stats_by_rset(const void *, const void *);
int	 nt_stats_by_count(const void *, const void *);
/* How many openings of a rule set the outputs show, the most first. */
#define TOP_OPENINGS	10

/* ------------------------------------------------------------------ */
/* The outputs, one file each: 0, or -1 when memory ran out.         */

int	 nt_stats_write_json(const notation_stats *, struct notation_buf *);
int	 nt_stats_write_yaml(const notation_stats *, struct notation_buf *);
int	 nt_stats_write_table(const notation_stats *, struct notation_buf *);
int	 nt_stats_write_csv(const notation_stats *, struct notation_buf *);
int	 nt_stats_write_svg(const notation_stats *, struct notation_buf *);
int	 nt_stats_write_html(const notation_stats *, struct notation_buf *);

/* ------------------------------------------------------------------ */
/* A chart as rows of bars, before it is drawn (stats_chart.c)        */

#define MAX_GROUPS	40	/* rows of a breakdown */
#define MAX_LEGEND	64	/* series of a stacked chart drawn */
#define ONE_COLOUR	"#7a6a4f"	/* a chart of one series */
#define NO_RESULT	"#bab0ac"	/* '*' in every breakdown */
#define OTHER		"other"		/* the series past the legend's */
#define OTHER_COLOUR	"#555555"

/* One bar, or one part of a row's stacked bar. */
struct seg {
	const char	*key;		/* data-key */
	char		 value[32];	/* data-value, as the partial has it */
	double		 v;		/* its length in values */
	const char	*colour;
};

struct row {
	const char	*key;		/* data-key and label; NULL: own */
	char		 own[48];
	char		*dup;		/* or a key of its own, allocated */
	char		 value[32];	/* data-value: the row's total */
	double		 total;
	size_t		 seg, nseg;	/* in chart.segs */
	char		 note[96];	/* after the bar */
};

struct chart {
	char			 title[160];
	struct notation_buf	 caps;	/* caption lines, each ended by NUL */
	size_t			 ncaps;
	struct row		*rows;
	size_t			 nrows, caprows;
	struct seg		*segs;
	size_t			 nsegs, capsegs;
	/* The legend of a stacked chart: its series' keys and colours. */
	const char		*leg[MAX_LEGEND];
	const char		*legc[MAX_LEGEND];
	size_t			 nleg;
	struct table		 res;	/* a breakdown's result texts */
	struct ent		*ser;	/* the series: res in byte order */
	size_t			 nser;
	int			 failed;
};

void	 nt_chart_init(struct chart *);
void	 nt_chart_free(struct chart *);
/* The k-th colour of the palette (it comes round again). */
const char *nt_chart_colour(size_t k);
/* A line under the title (its text may hold any byte but NUL). */
void	 nt_chart_caption(struct chart *, const char *);
/* A new row (key NULL: the caller fills its own[]), or NULL. */
struct row *nt_chart_row(struct chart *, const char *key);
/* A row whose key is a copy of text, freed with the chart; or NULL. */
struct row *nt_chart_row_own(struct chart *, const char *text);
const char *nt_chart_key(const struct row *);
/* A bar of row r (the last row made): n, or a mean when mean != NULL. */
void	 nt_chart_seg(struct chart *, struct row *r, const char *key,
	    uint64_t n, const char *mean, double v, const char *colour);
/* A row of one bar of n, its key both label and data-key. */
void	 nt_chart_bar(struct chart *, const char *key, uint64_t n);
/*
 * The value of a figure written with decimals ("0.33"; "null" is 0):
 * a bar as long as the figure shows, not the mean before rounding.
 */
double	 nt_chart_decimal(const char *);
/* The legend of c->res's result texts; a row's bar cut into them. */
void	 nt_chart_series(struct chart *);
void	 nt_chart_stack(struct chart *, struct row *r, const struct table *);

/* The charts by rule set (stats_chart_rsets.c), as the others are made. */
void	 nt_chart_results_by_rset(struct chart *, const notation_stats *);
void	 nt_chart_reasons_by_rset(struct chart *, const notation_stats *);
void	 nt_chart_openings(struct chart *, const notation_stats *);
void	 nt_chart_openings_two(struct chart *, const notation_stats *);

/* ------------------------------------------------------------------ */
/* Charts (stats_svg.c), which the svg and html outputs draw alike     */

/* Text as XML character data or an attribute value: 0, or -1. */
int	 nt_stats_xml(struct notation_buf *, const char *s, size_t len);
int	 nt_stats_xmls(struct notation_buf *, const char *s);
/* How many charts st has; the name of chart i appended to out. */
size_t	 nt_stats_nchart(const notation_stats *);
int	 nt_stats_chart_name(const notation_stats *, size_t i,
	    struct notation_buf *out);
/*
 * The charts a picture of st draws, i from *from while i < *to: all of
 * them (only -1), or chart only alone (none when st has no such chart).
 */
void	 nt_stats_chart_span(const notation_stats *, long only, size_t *from,
	    size_t *to);
/* The chart of that name: its index, or -1. */
long	 nt_stats_chart_find(const notation_stats *, const char *name);
/*
 * Chart i as an <svg> element of its own (own), or as a <g> moved down
 * to y; *height (may be NULL) gets its height.  0, or -1.
 */
int	 nt_stats_chart_svg(const notation_stats *, size_t i, int own, int y,
	    int *height, struct notation_buf *out);
/* The SVG picture and the HTML page, of every chart (only -1) or one. */
int	 nt_stats_svg(const notation_stats *, long only,
	    struct notation_buf *out);
int	 nt_stats_html(const notation_stats *, long only,
	    struct notation_buf *out);

/* ------------------------------------------------------------------ */
/* Reading a JSON partial: its tokens (stats_read_tok.c)              */

/*
 * A strict reader of the one layout the writer makes (spec/statistics.md,
 * "The partial"): every key in the writer's order, JSON blanks anywhere
 * between tokens.  It also checks that the figures agree with one another
 * (counts that must add up, minima within their buckets, means that are
 * the sums over the counts), so that a damaged or hand-edited partial is
 * refused rather than merged into wrong totals.
 */
struct jr {
	const char		*s;
	size_t			 len;
	size_t			 pos;
	size_t			 at;		/* where a token began */
	const char		*file;
	struct notation_diag	*d;
	int			 code;		/* the first failure */
	struct notation_buf	 str;		/* the last string */
};


int	 nt_jr_fail(struct jr *, enum notation_code, const char *fmt, ...)
	    __attribute__((format(printf, 3, 4)));
/* A figure that does not agree: reported where its value began. */
#define nt_jr_check(r, ...)	((r)->pos = (r)->at, \
	nt_jr_fail((r), NOTATION_SYNTAX, __VA_ARGS__))
int	 nt_jr_nomem(struct jr *);
/* Blanks skipped; r->at is where the next token begins. */
void	 nt_jr_ws(struct jr *);
/* Is c next (after blanks)?  It is not read. */
int	 nt_jr_peek(struct jr *, int c);
int	 nt_jr_char(struct jr *, int c);
/* The items of an object or array: 1 for one more, 0 at close, -1. */
int	 nt_jr_more(struct jr *, int close, int *first);
/* Is the literal word next?  Then it is read. */
int	 nt_jr_word(struct jr *, const char *word);
int	 nt_jr_bool(struct jr *, int *v);
/* A count: a whole number from 0 to 2^64 - 1, as JSON writes it. */
int	 nt_jr_u64(struct jr *, uint64_t *v);
/* A string into r->str: UTF-8, every JSON escape, no NUL. */
int	 nt_jr_string(struct jr *);
/* The next key of an object, after a comma unless it is the first. */
int	 nt_jr_key(struct jr *, const char *name, int first);
/* A key, not the first, and the '{' or '[' that opens its value. */
int	 nt_jr_open(struct jr *, const char *name, char c);
/* An object that begins with a string under name, read into r->str. */
int	 nt_jr_named(struct jr *, const char *name);
int	 nt_jr_count(struct jr *, const char *name, int first, uint64_t *v);
/* A minimum or maximum: a count, or null when set is 0. */
int	 nt_jr_opt(struct jr *, const char *name, uint64_t *v, int set);
/* A mean: exactly what the writer makes of sum and n. */
int	 nt_jr_mean(struct jr *, const char *name, uint64_t sum, uint64_t n);
/* A range after its count (rg->n): sum, least, most, mean, agreeing. */
int	 nt_jr_range(struct jr *, struct range *rg);
/* An object of counts under keys of the data, none 0, none twice. */
int	 nt_jr_counts(struct jr *, struct table *t, uint64_t *total);

#endif /* NOTATION_STATS_INT_H */
