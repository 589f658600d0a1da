/*
 * replay_html_int.h -- what the files of halma-replay's HTML page share:
 * the page being written (replay_html.c), its move list
 * (replay_html_moves.c), its claim section (replay_html_claim.c) and its
 * fixed parts (replay_page.c).
 */
#ifndef TOOLS_REPLAY_HTML_INT_H
#define TOOLS_REPLAY_HTML_INT_H

#include <stdint.h>

#include "common.h"
#include "notation.h"
#include "replay_html.h"

#define STDIN_NAME	"<stdin>"	/* the record read from standard input */

/* The room of an unsigned long's decimal digits (ulong_digits()). */
#define ULONG_DIGITS	24

/*
 * Short text (len at most TEXT_ROOM) is copied to the page a word at a
 * time, in room made for it (replay_html_moves.c).
 */
#define TEXT_ROOM	64

/*
 * The digits of the numbers below SMALL_NUMBERS, made when the page
 * begins (small_numbers()): the move number of every item and the
 * numbers of every section, each copied whole (four bytes), its length
 * from the table, without a division.
 */
#define SMALL_NUMBERS	1000
extern char		 small_text[SMALL_NUMBERS][4];
extern unsigned char	 small_len[SMALL_NUMBERS];
void	small_numbers(void);

/*
 * The place in struct names' half[] of a pair (df + 2, dr + 2), at 5 (df
 * + 2) + dr + 2: the eight pairs two apart on a line 0 to 7, the others
 * HALF_NONE.
 */
#define HALF_NONE	8
extern const unsigned char half_at[25];

/* A repetition made by a ply: its ply, move number and occurrence. */
struct rep {
	unsigned long	 ply;
	unsigned long	 move;
	unsigned	 occurrence;
};

/*
 * The names of the cells of one rule set, their files and ranks, the
 * letter that stands for each occupant of a cell and the number of
 * players, made once for the page
 * when a game of that rule set first comes.  A name is padded to eight
 * bytes, so that it is copied as one word.  The item of ply 0 of the last
 * game of the rule set, with its start position and turn in progress, to
 * write again for the same start.
 */
struct names {
	const notation_rules	*rules;
	int			 players;
	unsigned char		 len[NOTATION_MAX_CELLS];
	char			 name[NOTATION_MAX_CELLS][8];
	/*
	 * A cell's file and rank as one number, KEY_FILE file + rank (-1
	 * each for no cell), so that a difference of two says both at once
	 * (halfway()); wide when a file or rank is too large for that, which
	 * no board of the rules format has (16 files and ranks at most).
	 */
	int16_t			 key[NOTATION_MAX_CELLS];
	int			 wide;
	/*
	 * For a cell and one of the eight pairs (df, dr) two apart on a
	 * line (half_at[] their places), the cell halfway between them,
	 * -1 off the board, and -1 at HALF_NONE for every other pair:
	 * without asking the rules each ply, and small enough (18 bytes a
	 * cell) that the lines of the tables of a page's rule sets stay in
	 * the cache among the bytes the page writes.
	 */
	int16_t			 half[NOTATION_MAX_CELLS][HALF_NONE + 1];
	/*
	 * Whether notation_move_path() finds a path for a jump that is no
	 * chain: 1, -1 when it finds none (the rule set's long forms are
	 * another kind's), 0 not known yet.  The same for every such jump
	 * of the rule set.
	 */
	int			 path;
	char			 letter[NOTATION_MAX_PLAYERS + 2];
	char			 king[NOTATION_MAX_PLAYERS + 2];
	notation_position	*start;
	struct notation_buf	 turn;
	struct notation_buf	 item;
};

/*
 * A cell's key (struct names) is KEY_FILE file + rank; two cells' keys
 * differ by KEY_FILE df + dr, and by PAIR_MID more, PAIR_MID + KEY_FILE
 * (df) + dr, at which pair_at[] holds their pair's place in half[]
 * (half_at[5 (df + 2) + dr + 2]) when both are -2 to 2, HALF_NONE
 * otherwise: a file or a rank of -1 to KEY_MAX makes dr + 2 one of
 * -KEY_MAX - 1 to KEY_MAX + 3, which KEY_FILE keeps apart from the
 * files.
 */
#define KEY_FILE	128
#define KEY_MAX		60
#define PAIR_MID	(2 * KEY_FILE + 2)
#define PAIR_END	(4 * KEY_FILE + 4)
extern unsigned char	 pair_at[PAIR_END + 1];

/*
 * The items of the move list (and the rows of the tags) built in place
 * in a buffer of their own, which grows to the games' of one write and
 * is written from where it is into the page: an item is made of a dozen
 * short pieces, and a page of a 10 MB archive has a million of them
 * (bench/README.md, "Pages").
 */
struct line {
	char			*s;
	size_t			 n, cap;
};

/* The page being written, and the game being read. */
struct page {
	const struct html_request *rq;
	struct tool_output	 out;
	unsigned long		 game;		/* being read */
	struct line		 tagline;	/* <tr> rows */
	/*
	 * The items of the games not yet written, one after the other,
	 * the game being read's from line_from on.
	 */
	struct line		 line;		/* <li> items, ply 1 on */
	size_t			 line_from;
	struct notation_buf	 sec;		/* the section, assembled */
	size_t			 split;		/* where in sec the moves go */
	/*
	 * The sections not yet written, without their items, and the
	 * pieces of pending and line to write, in order, as one writev(2).
	 */
	struct notation_buf	 pending;
	struct piece {
		int		 in_line;	/* else in pending */
		size_t		 off, len;
	}			*pieces;
	size_t			 npieces, cappieces;
	struct names		*names;		/* of the game's rule set */
	struct names		**tables;	/* of every rule set so far */
	size_t			 ntables, captables;
	int			 turn;		/* a turn in progress may be */
	/*
	 * What the ply before left of each player (the position before
	 * the next ply): who is out, a bit each, the stones in hand and
	 * the captures; counted 0 at the start of a game, before any.
	 */
	struct counts {
		unsigned	 out;
		int		 hand[NOTATION_MAX_PLAYERS];
		int		 capt[NOTATION_MAX_PLAYERS];
	}			 counts;
	int			 counted;
	struct number {				/* a move number written */
		unsigned long	 n;
		size_t		 len;		/* 0: none yet */
		char		 text[ULONG_DIGITS];
	}			 numbers[2];	/* the odd, the even */
	struct notation_buf	 scratch;
	struct notation_move	*played;	/* the game's moves */
	size_t			 nplayed, capplayed;
	struct rep		*reps;
	size_t			 nreps, capreps;
	const notation_rules	**boards;	/* drawn so far, in order */
	size_t			 nboards, capboards;
	/*
	 * The ply whose item waits for the position its move makes: the
	 * checker's move callback (page_move()) comes before each ply, in
	 * the position the move is made in, and the checker copies no
	 * position for it, as it does for a ply callback (63 instructions
	 * a ply); the item is written at the next move, or when the game
	 * has been read (page_end()).  What the item needs of the position
	 * before is kept: its move, number and side, the move text (which
	 * the reader's buffer does not keep), the path of a jump, the long
	 * form of a chain or of another kind's jump.
	 */
	struct pend {
		int			 on;
		unsigned long		 ply;		/* the game's plies after it */
		struct notation_move	 m;
		unsigned long		 number;	/* the move number before */
		int			 side;		/* the side to move before */
		int			 plain;		/* text[] has nothing to escape */
		size_t			 len;
		char			 text[TEXT_ROOM];	/* len at most TEXT_ROOM */
		struct notation_buf	 raw;		/* a longer text */
		int			 npath;		/* -1: not looked for */
		int16_t			 path[NOTATION_MAX_CELLS];
		struct notation_buf	 lform;		/* the long form */
	}			 pend;
	/*
	 * Who stands on each cell of the board before the waiting ply (the
	 * occupants, as notation_position_at() says), for the cell halfway
	 * and for a ply that changes more cells than its own: made at a
	 * game's first ply, and kept as the items write the cells that
	 * changed (a ply changes no other, spec/html.md).
	 */
	int8_t			 was[NOTATION_MAX_CELLS];
};


/* The page's fixed parts (replay_page.c): its head and style, its script. */
extern const char page_head[];
extern const char page_script[];

/* Room for one item more than n in *p, of capacity *cap, doubled. */
void	grow(void **p, size_t *cap, size_t n, size_t size);
/* What a character of text becomes in HTML: an entity, or NULL for itself. */
const char *html_entity(char c);
/* Text as HTML, in an element or an attribute's double quotes. */
/*
 * n's decimal digits, written to the end of t (ULONG_DIGITS bytes, no
 * NUL): the index of the first.
 */
size_t	ulong_digits(char *t, unsigned long n);
int	html(struct notation_buf *, const char *s, size_t len);
int	htmls(struct notation_buf *, const char *s);
/* An SVG diagram inline: the library's drawing without its XML prolog. */
int	inline_svg(struct notation_buf *, const notation_position *pos,
	    const notation_position *before, const struct notation_move *m);
/* A link that shows ply n of its section. */
int	ply_link(struct notation_buf *, unsigned long n, unsigned long plies);
/*
 * The move list (replay_html_moves.c): the checker's move callback, which
 * adds the item of the ply before to the page's line and keeps what the
 * item of this one needs; ply 0's item, into b; a line's room for n more
 * bytes, made when it lacks it.
 */
void	page_move(void *pg, const notation_game *,
	    const struct notation_move *, const char *text, size_t len);
/* The item of the game's last ply, once the checker has read the game. */
void	page_end(struct page *, const struct notation_summary *);
int	start_item(struct page *, struct notation_buf *b,
	    const notation_position *start);
void	line_grow(struct line *, size_t n);
/* A tag as a row of the section's header, to l. */
void	tag_row(struct line *l, const char *name, size_t namelen,
	    const char *text, size_t len);
/* A rule set's names, made the first time it comes, and what they hold. */
struct names *names_for(struct page *, const notation_rules *);
void	names_free(struct names *);
/*
 * The claim section of the game s (replay_html_claim.c): its report and
 * diagrams into the page, or with the request's svg the claim as one
 * picture; the exit status of the claim.
 */
int	claim(struct page *, const struct notation_summary *s);

#endif /* TOOLS_REPLAY_HTML_INT_H */
