/*
 * notation.h -- the Halma notation library, its only public header.
 *
 * Data flows one way, from bytes to verdicts:
 *
 *   bytes -> reader (events) -> game (replay, legality) -> adjudication
 *   rule-set YAML -> rules -> geometry (cells, directions, bitsets)
 *
 * Conventions kept throughout:
 *  - Public names are notation_<object>_<verb>; constants NOTATION_*.
 *  - The library never prints and never exits.  A function that can fail
 *    returns a status and, when given one, fills a struct notation_diag.
 *  - Every _new/_load/_parse that returns a pointer has a _free; the caller
 *    owns what it is given unless a comment says otherwise.
 *  - Lines and columns are 1-based; 0 means "not known".
 *  - Text produced by the library goes into a struct notation_buf, which
 *    the caller frees with notation_buf_free().
 *  - Each declaration below says what it checks, what may be NULL (an
 *    argument said not to be is not checked, or is asserted), who owns
 *    what and for how long, and what a failure leaves behind.  The _free
 *    of every object takes NULL and does nothing.
 *  - Threads: the library keeps no global mutable state that a caller
 *    can tell (its one cache, of the long-jump search's masks, is each
 *    thread's own and checked against the stones it is asked about:
 *    moves/longjumps.c).  An object (buffer, reader, checker, writer,
 *    game, position, statistics) is used by one thread at a time,
 *    distinct objects by any number of threads at once; rule sets, once
 *    loaded, and a catalog may be shared (see there).  Functions that
 *    take no object may be called from any thread.
 */
#ifndef NOTATION_H
#define NOTATION_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * The version of this header, as text and as a number (major * 10000 +
 * minor * 100 + patch: 0.1.0 is 100, 1.2.3 would be 10203).  The
 * library's own, which a program linked against a shared object may run
 * with although it was compiled against another header, is what
 * notation_version() and notation_version_number() return (static text,
 * never NULL).  Before 1.0 any minor version may change the interface.
 */
#define NOTATION_VERSION	"0.1.0"
#define NOTATION_VERSION_NUMBER	100

/*
 * Every function of this header is marked NOTATION_EXPORT.  The library
 * is built with hidden visibility (-fvisibility=hidden), so its shared
 * object exports these functions and nothing else: the library's
 * internal functions can change without breaking a linked program.
 */
#if defined(__GNUC__) && __GNUC__ >= 4
#define NOTATION_EXPORT	__attribute__((visibility("default")))
#else
#define NOTATION_EXPORT
#endif

/* The library's version (version.c), as the two macros above give it. */
NOTATION_EXPORT
const char	*notation_version(void);
NOTATION_EXPORT
unsigned long	 notation_version_number(void);

#define NOTATION_MAX_PLAYERS	6	/* the star board for six */
#define NOTATION_MAX_CELLS	320	/* cell indices are < this */
#define NOTATION_MAX_MOVES	5120	/* legal moves of one position */
#define NOTATION_MSG_MAX	240	/* bytes of a diagnostic message */

/* ------------------------------------------------------------------ */
/* Text buffers (buf.c)                                               */
/* ------------------------------------------------------------------ */

struct notation_buf {
	char	*data;	/* NUL-terminated when len > 0; owned */
	size_t	 len;
	size_t	 cap;
};

#define NOTATION_BUF_INIT	{ NULL, 0, 0 }

/*
 * All return 0 on success, -1 when memory ran out (the buffer is then as
 * it was).  The buffer must not be NULL, nor the text given (s with len
 * bytes, a NUL-terminated string, a format); data stays NUL-terminated.
 * The caller owns data and frees it with notation_buf_free(), which
 * leaves an empty buffer that may be used again.
 */
NOTATION_EXPORT
int	notation_buf_put(struct notation_buf *, const char *, size_t);
NOTATION_EXPORT
int	notation_buf_puts(struct notation_buf *, const char *);
NOTATION_EXPORT
int	notation_buf_putc(struct notation_buf *, int);
NOTATION_EXPORT
int	notation_buf_printf(struct notation_buf *, const char *, ...)
	    __attribute__((format(printf, 2, 3)));
NOTATION_EXPORT
void	notation_buf_reset(struct notation_buf *);	/* len = 0, keep memory */
NOTATION_EXPORT
void	notation_buf_free(struct notation_buf *);

/*
 * Append the len bytes of s as a JSON string literal, quotes included;
 * 0 or -1 as above.
 */
NOTATION_EXPORT
int	notation_buf_json_string(struct notation_buf *, const char *s, size_t len);

/* ------------------------------------------------------------------ */
/* Diagnostics (diag.c)                                               */
/* ------------------------------------------------------------------ */

enum notation_severity {
	NOTATION_NOTE = 0,
	NOTATION_WARNING,
	NOTATION_ERROR
};

/*
 * Stable diagnostic codes.  The names (notation_code_name()) are part of
 * the interface: tools print them, users grep for them.  Never renumber
 * nor rename; add new codes before NOTATION_CODE_COUNT, the number of
 * codes (no code itself).  No name of this header has a double
 * underscore, which C++ reserves.
 */
enum notation_code {
	NOTATION_OK = 0,
	NOTATION_SYNTAX,		/* "syntax" */
	NOTATION_ILLEGAL_MOVE,		/* "illegal-move" */
	NOTATION_MOVE_AFTER_END,	/* "move-after-end" */
	NOTATION_RESULT_MISMATCH,	/* "result-mismatch" */
	NOTATION_UNKNOWN_VARIANT,	/* "unknown-variant" */
	NOTATION_BAD_POSITION,		/* "bad-position" */
	NOTATION_MOVE_NUMBER,		/* "move-number" */
	NOTATION_BAD_RULES,		/* "bad-rules" */
	NOTATION_LIMIT,			/* "limit": a size limit was hit */
	NOTATION_IO,			/* "io" */
	NOTATION_MISSING_RESULT,	/* "missing-result" (warning) */
	NOTATION_ENCODING,		/* "encoding" (warning) */
	NOTATION_BAD_TAG,		/* "bad-tag" (warning) */
	NOTATION_REPETITION,		/* "repetition" (note) */
	NOTATION_TRUNCATED,		/* "truncated": cut off by the end */
	NOTATION_MISSING_DOT,		/* "missing-dot" (warning) */
	NOTATION_OPEN_RESULT,		/* "open-result" (warning) */
	NOTATION_REPAIRED,		/* "repaired" (note): writer repair */
	NOTATION_CODE_COUNT
};

struct notation_diag {
	enum notation_code	 code;
	enum notation_severity	 severity;
	const char		*file;	/* not owned; may be NULL */
	unsigned long		 line;	/* 1-based; 0 unknown */
	unsigned long		 column;	/* 1-based; 0 unknown */
	unsigned long		 game;	/* 1-based in its file; 0 none */
	unsigned long		 ply;	/* 1-based ply of the move; 0 none */
	char			 message[NOTATION_MSG_MAX];
};

/*
 * A code's name and default severity: "unknown" and NOTATION_ERROR for a
 * value outside the enum.  notation_code_from_name() takes a name that is
 * not NULL.  All return static text, never NULL.
 */
NOTATION_EXPORT
const char		*notation_code_name(enum notation_code);
NOTATION_EXPORT
enum notation_severity	 notation_code_severity(enum notation_code);
NOTATION_EXPORT
int			 notation_code_from_name(const char *);	/* -1 if none */
NOTATION_EXPORT
const char		*notation_severity_name(enum notation_severity);
/* The English ordinal suffix of n: "st", "nd", "rd" or "th" (1st, 11th). */
NOTATION_EXPORT
const char		*notation_ordinal_suffix(unsigned long n);

/* Clear a diagnostic (all zero, code NOTATION_OK); d must not be NULL. */
NOTATION_EXPORT
void	notation_diag_clear(struct notation_diag *);

/*
 * Fill d (if not NULL) with code, its default severity and a printf-style
 * message (cut at NOTATION_MSG_MAX - 1 bytes); keep d's file, line,
 * column, game and ply.  Returns code, so that a failing call site stays
 * one statement (tests/man-examples.sh compiles and runs this example):
 *	static int
 *	expect(int c, int want, struct notation_diag *d)
 *	{
 *		if (c != want)
 *			return notation_diag_set(d, NOTATION_SYNTAX,
 *			    "unexpected '%c'", c);
 *		return 0;
 *	}
 */
NOTATION_EXPORT
int	notation_diag_set(struct notation_diag *d, enum notation_code code,
	    const char *fmt, ...)
	    __attribute__((format(printf, 3, 4)));

/*
 * Append d to out in the one shape every tool prints:
 *   PROG: FILE:LINE:COLUMN: LEVEL: MESSAGE [CODE] (game N, ply K)
 * PROG may be NULL, d and out not.  Parts that are unknown are left out.
 * 0, or -1 when memory ran out.
 */
NOTATION_EXPORT
int	notation_diag_format(const struct notation_diag *d, const char *prog,
	    struct notation_buf *out);

/* ------------------------------------------------------------------ */
/* Rule sets (rules.c, rules_yaml.c, catalog.c)                       */
/* ------------------------------------------------------------------ */

/*
 * A rule set is an immutable value once loaded: board, players, camps,
 * move kinds, end and adjudication rules.  It is shared read-only by every
 * position and game made from it and must outlive them.
 */
typedef struct notation_rules notation_rules;

/*
 * Load a rule set from a YAML file or string (spec/rules-format.md).
 * The caller owns the result and frees it with notation_rules_free()
 * after every position and game made from it.  NULL on failure, with d
 * (if given) filled: NOTATION_IO, NOTATION_BAD_RULES or NOTATION_LIMIT,
 * the file (path, filename, or the built-in's name; not owned), line and
 * column.  A NULL path is refused with NOTATION_IO, a NULL yaml with
 * NOTATION_BAD_RULES; filename may be NULL.  A loaded rule set is
 * read-only: any number of threads may use it at once.
 */
NOTATION_EXPORT
notation_rules	*notation_rules_load_file(const char *path,
		    struct notation_diag *);
NOTATION_EXPORT
notation_rules	*notation_rules_load_string(const char *yaml, size_t len,
		    const char *filename, struct notation_diag *);
/*
 * A built-in rule set by name, parsed afresh (the caller frees it), or
 * NULL with NOTATION_UNKNOWN_VARIANT (also for a NULL name).
 */
NOTATION_EXPORT
notation_rules	*notation_rules_builtin(const char *name,
		    struct notation_diag *);
/*
 * Free a rule set the caller owns (never one a catalog handed out), after
 * every position, game, checker and statistics object that uses it.
 */
NOTATION_EXPORT
void		 notation_rules_free(notation_rules *);
/*
 * The i-th warning the loader left about r (a rule that can never take
 * effect), with the file, line and column it points at, or NULL past the
 * last; built-in rule sets have none.  Owned by r and valid as long as
 * it; the file the warning names is r's too.  A NULL r has none.  Tools
 * print them.
 */
NOTATION_EXPORT
const struct notation_diag *notation_rules_warning(const notation_rules *r,
		    size_t i);

/*
 * Append r to out as a YAML rule file that loads back to the same rule
 * set; 0, or with d (may be NULL) filled NOTATION_LIMIT (out of memory)
 * or NOTATION_IO (the emitter failed); on failure out is left as it was.
 * r and out must not be NULL.
 */
NOTATION_EXPORT
int		 notation_rules_emit_yaml(const notation_rules *r,
		    struct notation_buf *out, struct notation_diag *);

/*
 * The built-in rule sets, in a fixed order, the default first; NULL past
 * the end.  The name and the YAML text (its length in *len, len may be
 * NULL) are static: never freed, valid for the life of the program, safe
 * from any thread.
 */
NOTATION_EXPORT
const char	*notation_rules_builtin_name(size_t i);
NOTATION_EXPORT
const char	*notation_rules_builtin_yaml(size_t i, size_t *len);

#define NOTATION_DEFAULT_VARIANT	"halma-10x10"

/*
 * What a rule set says of itself.  r must not be NULL; the strings are
 * r's and live as long as it.  A player is 0-based in turn order and must
 * be below notation_rules_players(); letters are those of position
 * strings ('w', 'b'...), notation_rules_player_of_letter() -1 for none.
 */
NOTATION_EXPORT
const char	*notation_rules_name(const notation_rules *);
NOTATION_EXPORT
const char	*notation_rules_title(const notation_rules *);
NOTATION_EXPORT
int		 notation_rules_players(const notation_rules *);
NOTATION_EXPORT
int		 notation_rules_stones(const notation_rules *, int player);
NOTATION_EXPORT
int		 notation_rules_player_letter(const notation_rules *, int player);
NOTATION_EXPORT
const char	*notation_rules_player_name(const notation_rules *, int player);
NOTATION_EXPORT
int		 notation_rules_player_of_letter(const notation_rules *, int c);
NOTATION_EXPORT
int		 notation_rules_width(const notation_rules *);	/* files */
NOTATION_EXPORT
int		 notation_rules_height(const notation_rules *);	/* ranks */
NOTATION_EXPORT
int		 notation_rules_directions(const notation_rules *);
NOTATION_EXPORT
int		 notation_rules_is_star(const notation_rules *);

/*
 * Cells.  A cell is an int in [0, NOTATION_MAX_CELLS); not every int is a
 * cell of a given board.  Files and ranks are 0-based here ("a1" is 0, 0).
 * The rule set must not be NULL.  notation_cell_at(), _parse() and
 * _next() return -1 for no cell and _valid() 0.  The others ask for a
 * cell that notation_cell_valid() accepts and give nothing plausible for
 * another: _file() and _rank() -1, _name() the empty string (length 0),
 * _in_camp() and _in_goal() 0.
 */
NOTATION_EXPORT
int	notation_cell_at(const notation_rules *, int file, int rank); /* -1 */
NOTATION_EXPORT
int	notation_cell_file(const notation_rules *, int cell);
NOTATION_EXPORT
int	notation_cell_rank(const notation_rules *, int cell);
NOTATION_EXPORT
int	notation_cell_valid(const notation_rules *, int cell);
/* Parse "a1".."p16" (exactly len bytes); -1 if not a cell of the board. */
NOTATION_EXPORT
int	notation_cell_parse(const notation_rules *, const char *s, size_t len);
/*
 * Write the name of cell into buf (at least 4 bytes); returns its length,
 * 0 (buf "") for a cell that is none of the board.
 */
NOTATION_EXPORT
size_t	notation_cell_name(const notation_rules *, int cell, char *buf);
/*
 * The first cell of the board >= from, or -1: every cell in order, as in
 * this example (tests/man-examples.sh compiles and runs it):
 *	static int
 *	count_cells(const notation_rules *r)
 *	{
 *		int	 c, n = 0;
 *
 *		for (c = notation_cell_next(r, 0); c >= 0;
 *		    c = notation_cell_next(r, c + 1))
 *			n++;
 *		return n;
 *	}
 */
NOTATION_EXPORT
int	notation_cell_next(const notation_rules *, int from);
NOTATION_EXPORT
int	notation_cell_in_camp(const notation_rules *, int player, int cell);
NOTATION_EXPORT
int	notation_cell_in_goal(const notation_rules *, int player, int cell);

/*
 * A catalog hands out rule sets by name, loading each at most once: the
 * built-in ones on first use, and files or rule sets the caller adds.
 * Tools keep one catalog for a whole run so that no rule set is read once
 * per game.  Names are compared without regard to case.  The rule sets a
 * catalog hands out live as long as the catalog.  Once made, a catalog
 * may be shared between threads: every function below may be called from
 * several threads at once (only notation_catalog_free must come last).
 */
typedef struct notation_catalog notation_catalog;

/*
 * NULL when memory ran out; the caller frees it with
 * notation_catalog_free(), which frees every rule set the catalog holds:
 * free every position, game, checker and statistics object that uses
 * one of them first.
 */
NOTATION_EXPORT
notation_catalog	*notation_catalog_new(void);
NOTATION_EXPORT
void			 notation_catalog_free(notation_catalog *);
/*
 * A rule set by name; NULL with NOTATION_UNKNOWN_VARIANT if none (the
 * message names the nearest known names).  NULL arguments are refused
 * the same way.
 */
NOTATION_EXPORT
const notation_rules	*notation_catalog_find(notation_catalog *,
			    const char *name, struct notation_diag *);
/*
 * A rule set built in memory joins the catalog: the catalog owns r from
 * this call on (also on failure, when r is freed), and its name then finds
 * it, before any built-in or earlier rule set of the same name.  Returns
 * r, or NULL with d (may be NULL) filled NOTATION_LIMIT when memory ran
 * out or the catalog or r is NULL; the catalog is then as it was.  A
 * rule set the catalog holds already (one it handed out, or added) is
 * refused with NOTATION_BAD_RULES and stays the catalog's, not freed:
 * adding it twice would free it twice.
 */
NOTATION_EXPORT
const notation_rules	*notation_catalog_add(notation_catalog *,
			    notation_rules *r, struct notation_diag *);
/*
 * Load a YAML file into the catalog (its name then finds it); the same
 * path twice is read once.  NULL as notation_rules_load_file() fails, or
 * for a NULL catalog or path (NOTATION_IO).
 */
NOTATION_EXPORT
const notation_rules	*notation_catalog_load_file(notation_catalog *,
			    const char *path, struct notation_diag *);
/*
 * A path (with a '/', or ending in .yaml or .yml) is loaded as by
 * notation_catalog_load_file(), anything else found by name, as the
 * tools' --variant takes it; NULL and d filled as those fail (a NULL
 * name_or_path as notation_catalog_find() refuses it).
 */
NOTATION_EXPORT
const notation_rules	*notation_catalog_resolve(notation_catalog *,
			    const char *name_or_path, struct notation_diag *);

/* ------------------------------------------------------------------ */
/* Positions and position strings (position.c, posstr.c)              */
/* ------------------------------------------------------------------ */

/*
 * A position: the stones on their cells, the side to move and the move
 * number, with a Zobrist hash kept up to date.  It refers to its rule set
 * (not owned), which must outlive it.  notation_position_new() (NULL
 * rules) and notation_position_copy() (NULL source) return NULL for NULL
 * and when memory ran out; the caller frees the result.  Every other
 * function below takes a position that must not be NULL (assert).  A
 * position is a plain value: distinct positions may be used from
 * distinct threads, one position read from several.
 */
typedef struct notation_position notation_position;

/* new: r's start position.  assign: dst takes src's value (same rules). */
NOTATION_EXPORT
notation_position	*notation_position_new(const notation_rules *); /* start */
NOTATION_EXPORT
notation_position	*notation_position_copy(const notation_position *);
NOTATION_EXPORT
void			 notation_position_assign(notation_position *dst,
			    const notation_position *src);	/* same rules */
NOTATION_EXPORT
void			 notation_position_free(notation_position *);

NOTATION_EXPORT
const notation_rules	*notation_position_rules(const notation_position *);
NOTATION_EXPORT
int			 notation_position_side(const notation_position *);
NOTATION_EXPORT
unsigned long		 notation_position_move_number(const notation_position *);
/*
 * Plies since move 1 began (0 at the start of move 1); in a dice game,
 * whose turn has several plies, the turns (spec/rules.md section 17.4).
 * A player put out (end: eliminate) is counted as if it still took its
 * turns: a position does not say since when it is out.
 */
NOTATION_EXPORT
unsigned long		 notation_position_ply(const notation_position *);
NOTATION_EXPORT
uint64_t		 notation_position_hash(const notation_position *);
/* Player on cell, or -1 when it is empty or not a cell. */
NOTATION_EXPORT
int			 notation_position_at(const notation_position *, int cell);
/*
 * 1 when the stone on cell is a king (draughts, spec/rules.md section
 * 18), else 0 (a man, an empty cell, not a cell, any other game).
 */
NOTATION_EXPORT
int			 notation_position_king(const notation_position *,
			    int cell);
/*
 * 1 when player is out (a rule set with end: eliminate put it out,
 * spec/rules.md section 17.10), else 0, for any player number.
 */
NOTATION_EXPORT
int			 notation_position_out(const notation_position *,
			    int player);
/*
 * A stone of no player (a rule set with shared stones, spec/rules.md
 * section 17.11): what notation_position_at() returns for it.
 */
#define NOTATION_SHARED	NOTATION_MAX_PLAYERS
/*
 * The stones player has captured, under a rule set whose end counts them
 * (end: most-captures, spec/rules.md section 17.11); 0 otherwise and for
 * any other player number.
 */
NOTATION_EXPORT
int			 notation_position_captures(const notation_position *,
			    int player);
/*
 * The stones player holds in hand, off the board: those still to drop
 * (spec/rules.md section 17.8) and a race's horses at their base (17.16);
 * the "+N" of a position string.  0 for any other player number.
 */
NOTATION_EXPORT
int			 notation_position_hand(const notation_position *,
			    int player);
/* Same rule set, stones and side to move (the move number may differ). */
NOTATION_EXPORT
int			 notation_position_equal(const notation_position *,
			    const notation_position *);

/*
 * Position strings (spec/position-string.md), e.g. the start position of
 * corners-8x8, one line (broken here after h4 to fit; a blank joins it):
 *   corners-8x8 w:e1,f1,g1,h1,f2,g2,h2,g3,h3,h4
 *   b:a5,a6,b6,a7,b7,c7,a8,b8,c8,d8 w 1
 * Parse: the rule set is looked up in the catalog.  Returns 0 with *out
 * set (the caller frees it), or a code (NOTATION_BAD_POSITION,
 * NOTATION_UNKNOWN_VARIANT, NOTATION_LIMIT) with *out NULL and d, if
 * given, filled: line 1 and the column in s it concerns, d's file kept.
 * A NULL catalog is refused with NOTATION_UNKNOWN_VARIANT, a NULL s (with
 * len > 0) with NOTATION_BAD_POSITION; out must not be NULL (assert).
 * The position refers to a rule set the catalog owns: it must be freed
 * before the catalog is.  Thread-safe when each thread has its own d.
 */
NOTATION_EXPORT
int	notation_position_parse(notation_catalog *, const char *s, size_t len,
	    notation_position **out, struct notation_diag *d);
/*
 * Append the position string of p to out (the form parse reads back to
 * an equal position with the same hash); 0, or -1 when memory ran out,
 * out then holding part of it.  p and out must not be NULL.
 */
NOTATION_EXPORT
int	notation_position_format(const notation_position *,
	    struct notation_buf *out);
/*
 * Append the turn in progress of a dice game or a race, the last field of
 * the position string where there is one (spec/position-string.md, the
 * turn field), without its leading blank; nothing under a rule set that
 * keeps no turn, nor between turns.  0, or -1 when memory ran out, out
 * then as it was.  p and out must not be NULL.
 */
NOTATION_EXPORT
int	notation_position_format_turn(const notation_position *,
	    struct notation_buf *out);
/*
 * Positions as other programs write them (posgrid.c, spec/conversion.md,
 * "Position formats"): PUN's 64 characters, and two board dumps.  They
 * name no rule set: parse takes r, a square board (PUN: 8x8, the dump of
 * letters: two players).  The side to move is the first player at move
 * 1 unless the format says (the letters' header).  Parse returns 0 with
 * *out set (the caller frees it) or NOTATION_BAD_POSITION (NOTATION_LIMIT)
 * with d (may be NULL) filled: line and column in s, *out NULL.  Format
 * appends to out and returns 0, or -1 when the rule set has no such form
 * or memory ran out.  r, s, out and the position must not be NULL.
 * grid_parse: the format of a name ("pun", "numbers", "letters"), or -1
 * (also for NULL).
 */
enum notation_grid {
	NOTATION_GRID_PUN = 1,
	NOTATION_GRID_NUMBERS,
	NOTATION_GRID_LETTERS
};
NOTATION_EXPORT
int	notation_grid_parse(const char *name);
NOTATION_EXPORT
int	notation_position_parse_grid(const notation_rules *r,
	    enum notation_grid, const char *s, size_t len,
	    notation_position **out, struct notation_diag *d);
NOTATION_EXPORT
int	notation_position_format_grid(const notation_position *,
	    enum notation_grid, struct notation_buf *out);

/*
 * Check that a position can arise under its rule set (stone counts, the
 * side to move, no two players both finished...).  0 or
 * NOTATION_BAD_POSITION with d (may be NULL) saying why; the position
 * is not changed.
 */
NOTATION_EXPORT
int	notation_position_check(const notation_position *,
	    struct notation_diag *d);

/*
 * Board drawings (render.c, spec/boards.md): append a text drawing of
 * the board, with its coordinates, to out; flags as below.  0, or -1 when
 * memory ran out, out then left as it was.  The position and out must
 * not be NULL.
 */
enum notation_render_flags {
	NOTATION_RENDER_UNICODE	= 1 << 0,	/* Unicode stones */
	NOTATION_RENDER_COLOR	= 1 << 1,	/* ANSI colours */
	NOTATION_RENDER_CAMPS	= 1 << 2	/* mark empty camp cells */
};
NOTATION_EXPORT
int	notation_position_render(const notation_position *, int flags,
	    struct notation_buf *out);
/*
 * The position as an SVG diagram (svg.c, spec/boards.md): the board,
 * its coordinates, the stones, the camps shaded when flags has
 * NOTATION_RENDER_CAMPS (the other flags do not apply), and, when last is
 * not NULL, that move as an arrow along its hops; before is the position
 * the move was made in (NULL: a straight arrow from start to end).
 * Appends one whole SVG document to out and returns 0, or -1 when memory
 * ran out or last names a cell that is none of the board (as
 * notation_move_format() refuses it), out then left as it was.  The
 * position and out must not be NULL; last is not checked for legality.
 */
struct notation_move;
NOTATION_EXPORT
int	notation_position_svg(const notation_position *,
	    const notation_position *before, const struct notation_move *last,
	    int flags, struct notation_buf *out);

/* ------------------------------------------------------------------ */
/* Moves (move.c: text; movegen.c: legality, chains, generation, perft)*/
/* ------------------------------------------------------------------ */

enum notation_move_kind {
	NOTATION_STEP = 1,
	NOTATION_JUMP = 2,
	NOTATION_SWAP = 3,	/* 16x16 ending variant 1 (spec/rules.md) */
	NOTATION_PASS = 4,	/* "pass": from and to are -1 (spec/moves.md) */
	NOTATION_ROLL = 5,	/* a roll of the dice, "d35": from and to are
				   -1, hops is the step die times 16 plus
				   the jump die (spec/moves.md, "Dice") */
	NOTATION_DROP = 6,	/* a stone from the hand, "f6": from is -1
				   (spec/moves.md, "Drops") */
	NOTATION_OFF = 7	/* off the board, "c4-off": to is -1 */
};

/*
 * A chain of a rule set that captures in chains (capture: true without
 * chains: false) is made by its path, not only its two cells: such a
 * move has chain > 0 hops, the direction of hop i (the index into the
 * board's direction order) in bits 3i..3i+2 of dirs.  Every other move
 * has chain 0.  A capture chain has at most NOTATION_MAX_CHAIN hops.
 */
#define NOTATION_MAX_CHAIN	21

struct notation_move {
	int16_t		from;
	int16_t		to;
	uint8_t		kind;	/* enum notation_move_kind */
	uint8_t		hops;	/* hops named in the text; 0 = short form */
	uint8_t		chain;	/* a capture chain's hops, else 0 */
	uint8_t		fewest;	/* a jump's fewest hops, where counted */
	uint64_t	dirs;	/* their directions, 3 bits each */
};

/*
 * fewest is the hop count of the shortest chain from-to (the long form's,
 * spec/moves.md) where notation_move_parse() learned it in deciding the
 * move (a chain of short jumps in the short form, under no line, forward
 * or station key: libnotation(3) says where).  0 everywhere else (not
 * counted): every move the library makes has it set, one built by hand
 * should have it 0.
 */

/*
 * Parse the move text (short "i2-a8" or long "i2-g4-e6-a8", exactly len
 * bytes) and decide its legality in pos.  Returns 0 with m filled, or
 * NOTATION_SYNTAX / NOTATION_ILLEGAL_MOVE with d's message saying exactly
 * why (not a cell, not the mover's stone, occupied, unreachable, hop k is
 * not a single jump...).  Long forms of any length are checked hop by hop
 * without storing them.  pos, text and m must not be NULL; d may be,
 * and is filled on failure only (its place is left to the caller: the
 * message names the text).  pos is never changed.
 */
NOTATION_EXPORT
int	notation_move_parse(const notation_position *pos, const char *text,
	    size_t len, struct notation_move *m, struct notation_diag *d);

/*
 * Write m, legal in pos (the position before it), in short form or, with
 * longform, naming every landing cell of the shortest hop path (ties
 * broken by the rule set's direction order; spec/moves.md).  Appends to
 * out; 0, or -1 when memory ran out or m does not name the cells its
 * kind needs on pos's board (a drop its target, a move off its start, a
 * step, jump or swap both; a pass and a roll none), or has an unknown
 * kind or a chain over NOTATION_MAX_CHAIN hops: nothing is then
 * appended.  m is not checked further: one that is not legal in pos gives
 * text the parser refuses (a jump with no path in the short form).  pos,
 * m and out must not be NULL.
 */
NOTATION_EXPORT
int	notation_move_format(const notation_position *pos,
	    const struct notation_move *m, int longform,
	    struct notation_buf *out);

/*
 * The cells the long form of the jump m, legal in pos, names after its
 * start, its target last, as notation_move_format() writes them joined
 * by '-': the shortest hop path, without the text.  path holds
 * NOTATION_MAX_CELLS; returns the count (1 for a single hop), or 0 when
 * m is no jump of that form: not a jump, a capture chain, a jump where
 * jumps capture (joined by 'x'), of dice, a race or draughts (their own
 * long forms), or one that does not name two cells of the board.  m's
 * fewest, where set, spares the search its count (it must be 0 or
 * right, as for notation_stats_add_ply()).  pos, m and path must not be
 * NULL.
 */
NOTATION_EXPORT
size_t	notation_move_path(const notation_position *pos,
	    const struct notation_move *m, int16_t *path);

/*
 * Make a move: stones, side to move, move number, hash.  Unchecked: m
 * must be legal in the position (from notation_move_parse() or
 * notation_move_generate() on it); anything else corrupts the position
 * (notation_game_play_move() checks).  No end of game is applied: that is
 * the game's.  Neither argument may be NULL.
 */
NOTATION_EXPORT
void	notation_position_apply(notation_position *, const struct notation_move *);

/*
 * The legal moves of pos, one per position they leave (one per distinct
 * (from, to) but for capture chains, drops with from -1 and moves off
 * with to -1), steps before jumps, in cell order; out must hold
 * NOTATION_MAX_MOVES, NOTATION_MOVE_LIST_BYTES bytes (80 KiB where a move
 * is 16 bytes).  Returns the count (0 when the side to move has none;
 * capture chains past the limits of spec/moves.md, "Capture chains", are
 * cut short).  The moves have hops 0 (short form).  Neither argument may
 * be NULL.  A recursive search that keeps one list per ply should not
 * put them on the stack (a 64-ply line would take 5 MiB): allocate one
 * list per depth once, e.g. calloc(depth, NOTATION_MOVE_LIST_BYTES), and
 * reuse them; notation_position_perft() counts moves without a list.
 */
#define NOTATION_MOVE_LIST_BYTES \
	(NOTATION_MAX_MOVES * sizeof(struct notation_move))
NOTATION_EXPORT
size_t	notation_move_generate(const notation_position *pos,
	    struct notation_move *out);

/*
 * Leaves of the move tree of the given depth (spec/moves.md, "perft"); 1
 * for a depth of 0 or less.  pos must not be NULL and is not changed; no
 * allocation, so any number of threads may count from one position.
 */
NOTATION_EXPORT
uint64_t notation_position_perft(const notation_position *pos, int depth);

/* ------------------------------------------------------------------ */
/* Results and adjudication (game.c)                                  */
/* ------------------------------------------------------------------ */

enum notation_reason {
	NOTATION_REASON_NONE = 0,
	NOTATION_REASON_GOAL,		/* "goal" */
	NOTATION_REASON_CAMP_RULE,	/* "camp-rule" */
	NOTATION_REASON_CAMP_RETURN,	/* "camp-return" */
	NOTATION_REASON_HOME_CHECK,	/* "home-check" */
	NOTATION_REASON_TEMPO,		/* "tempo" */
	NOTATION_REASON_NO_MOVE,	/* "no-move" */
	NOTATION_REASON_FILLED_GOAL,	/* "filled-goal" */
	NOTATION_REASON_DRAW_AFTER,	/* "draw-after" */
	NOTATION_REASON_CONNECTION,	/* "connection" */
	NOTATION_REASON_ALL_OFF,	/* "all-off" */
	NOTATION_REASON_MIN_STONES,	/* "min-stones" */
	NOTATION_REASON_ROW,		/* "row" */
	NOTATION_REASON_KINGS,		/* "kings": a draughts king ending */
	NOTATION_REASON_COUNT		/* the number of reasons */
};

/*
 * A result: per player a score of 0, 1 (win) or a draw share.  Written
 * as in PGN for two players ("1-0", "0-1", "1/2-1/2"), one score per
 * player in turn order for more ("0-1-0-0"); "*" is no result.
 */
enum notation_result_kind {
	NOTATION_RESULT_NONE = 0,	/* "*" or unknown */
	NOTATION_RESULT_WIN,		/* winners set in 'winners'; none
					   for "0", a game of one player
					   lost */
	NOTATION_RESULT_DRAW
};

struct notation_result {
	enum notation_result_kind	kind;
	unsigned			winners;	/* bit per player */
	enum notation_reason		reason;		/* why the rules ended it */
};

/* A reason's name as above: static text, "none" outside the enum. */
NOTATION_EXPORT
const char	*notation_reason_name(enum notation_reason);
/*
 * Parse the len bytes of s as a result token for nplayers players: 0
 * with *out filled (kind NOTATION_RESULT_NONE for "*", reason none), or
 * -1 when it is not one, *out then cleared.  s and out must not be NULL.
 */
NOTATION_EXPORT
int		 notation_result_parse(const char *s, size_t len, int nplayers,
		    struct notation_result *out);
/*
 * Append the token of a result for nplayers players to out ("*" for
 * none); 0, or -1 when memory ran out or nplayers is not 1 to
 * NOTATION_MAX_PLAYERS (nothing appended).  Neither pointer may be NULL.
 */
NOTATION_EXPORT
int		 notation_result_format(const struct notation_result *,
		    int nplayers, struct notation_buf *out);
/* Same kind and winners (the reason is not compared); not NULL. */
NOTATION_EXPORT
int		 notation_result_equal(const struct notation_result *,
		    const struct notation_result *);

/*
 * A game: a position being replayed under a rule set, the rule-imposed
 * end, and the table of positions seen (for repetitions).  No allocation
 * per ply except when the repetition table grows.
 */
typedef struct notation_game notation_game;

/*
 * A game under r, at r's start position; NULL when r is NULL or memory
 * ran out.  r must outlive the game; the caller frees it.  The functions
 * below take a game that must not be NULL (assert where they would read
 * it), one thread at a time per game.
 */
NOTATION_EXPORT
notation_game	*notation_game_new(const notation_rules *);
NOTATION_EXPORT
void		 notation_game_free(notation_game *);
/*
 * Start again from start (NULL: the rule set's start position; copied,
 * the caller keeps it): no plies, no outcome, an empty repetition table.
 * 0; NOTATION_BAD_POSITION when start is of another rule set (the game is
 * then unchanged); NOTATION_LIMIT when memory ran out (the game stands at
 * start, its repetition table incomplete).
 */
NOTATION_EXPORT
int		 notation_game_reset(notation_game *, const notation_position *start);

/*
 * Parse, check and make the move in text.  Returns 0, NOTATION_SYNTAX,
 * NOTATION_ILLEGAL_MOVE or NOTATION_MOVE_AFTER_END (the game had already
 * ended by rule), or NOTATION_LIMIT when memory for the repetition table
 * ran out (the move is then made, but the end of the game not judged:
 * give the game up).  On any other error nothing changes.  d may be
 * NULL; when given, d->ply is set.  text must not be NULL.
 */
NOTATION_EXPORT
int		 notation_game_play(notation_game *, const char *text,
		    size_t len, struct notation_diag *d);
/*
 * Check and make a move built in memory (from clicks, an engine, or
 * notation_move_generate()): it must be a move the parser would accept
 * in the game's position, from..to in short form.  A cell that is not
 * one of the board (out of range, padding), a stone not the mover's, an
 * occupied or unreachable target, a kind other than the legal one (0
 * means "any") are refused with NOTATION_ILLEGAL_MOVE and the parser's
 * message; after the end, NOTATION_MOVE_AFTER_END.  On error the game is
 * unchanged (but NOTATION_LIMIT, as for notation_game_play()); d may be
 * NULL, and when given d->ply is set.  hops is not looked at.  A NULL
 * game or move is refused with NOTATION_ILLEGAL_MOVE.  The library's own
 * replay, which has parsed the move already, does not decide legality
 * twice.
 */
NOTATION_EXPORT
int		 notation_game_play_move(notation_game *,
		    const struct notation_move *, struct notation_diag *d);

/*
 * The position now and the one the game started from, the plies made.
 * The positions are the game's: valid until it is reset or freed, the
 * current one changed by every move made.
 */
NOTATION_EXPORT
const notation_position	*notation_game_position(const notation_game *);
NOTATION_EXPORT
const notation_position	*notation_game_start(const notation_game *);
NOTATION_EXPORT
unsigned long	 notation_game_plies(const notation_game *);
/*
 * The end the rules imposed (kind NONE while the game goes on); the
 * game's, valid as long as it and changed by its moves.
 */
NOTATION_EXPORT
const struct notation_result *notation_game_outcome(const notation_game *);
/* The ply that ended the game by rule, 0 if none. */
NOTATION_EXPORT
unsigned long	 notation_game_end_ply(const notation_game *);
/*
 * How often the current position has occurred in this game (1 the first
 * time), and whether the last move made it occur for the threshold-th time
 * or a later one, at or after the rule set's minimum move number (a
 * claimable repetition).
 */
NOTATION_EXPORT
unsigned	 notation_game_occurrences(const notation_game *);
NOTATION_EXPORT
int		 notation_game_repetition(const notation_game *);
/*
 * The cell of the player's marked stone as the game tracks it (Trefhalma,
 * spec/rules.md), or -1 when its rule set marks none or when the position
 * the game started from did not show which stone it is.
 */
NOTATION_EXPORT
int		 notation_game_marked(const notation_game *, int player);

/* Draw claims (spec/rules.md, threefold repetition). */
enum notation_claim_verdict {
	NOTATION_CLAIM_VALID = 0,
	NOTATION_CLAIM_ILLEGAL,		/* the named move is not legal */
	NOTATION_CLAIM_NOT_ENOUGH,	/* position not seen often enough */
	NOTATION_CLAIM_TOO_EARLY,	/* move number below the minimum */
	NOTATION_CLAIM_GAME_OVER,	/* the game already ended by rule */
	NOTATION_CLAIM_NO_RULE,		/* the rule set has no such draw */
	NOTATION_CLAIM_ENDS_GAME	/* the named move would end the game */
};

#define NOTATION_CLAIM_PLIES	16

struct notation_claim {
	enum notation_claim_verdict verdict;
	struct notation_move	 move;
	unsigned long		 move_number;	/* of the claimed move */
	unsigned		 occurrences;	/* before the move */
	unsigned		 needed;	/* threshold - 1 */
	unsigned long		 min_move;	/* the rule set's minimum */
	size_t			 nplies;
	/* The earlier occurrences (0 = the start). */
	unsigned long		 plies[NOTATION_CLAIM_PLIES];
	char			 why[NOTATION_MSG_MAX];
};

/*
 * Adjudicate a claim to draw by playing text next: returns the verdict,
 * also in out->verdict, with out filled (why says it in words).  The game
 * is unchanged, so several threads may adjudicate claims on one game
 * while none plays in it.  The game, text and out must not be NULL.
 */
NOTATION_EXPORT
int	notation_game_claim(const notation_game *, const char *text, size_t len,
	    struct notation_claim *out);

/* ------------------------------------------------------------------ */
/* Reading records (reader.c)                                         */
/* ------------------------------------------------------------------ */

/*
 * The reader pulls events out of a stream of game records (the text,
 * JSON Lines or YAML form of spec/record-format.md, recognised from the
 * content unless notation_reader_set_format() names one), one at a time,
 * in constant memory.
 * Every event carries its 1-based line and column.  Text pointers in an
 * event stay valid until the next call.
 */
typedef struct notation_reader notation_reader;

enum notation_event_type {
	NOTATION_EV_NONE = 0,
	NOTATION_EV_GAME_START,	/* a new game begins (game = its index) */
	NOTATION_EV_TAG,	/* name, text = unescaped value */
	NOTATION_EV_MOVE_NUMBER,/* number, dots (1 for "12.", 3 for "12...") */
	NOTATION_EV_MOVE,	/* text = the move token */
	NOTATION_EV_COMMENT,	/* text = body; comment_kind '{' or ';' */
	NOTATION_EV_RESULT,	/* text = the result token */
	NOTATION_EV_ERROR,	/* diag = what is wrong */
	NOTATION_EV_GAME_END,	/* the game's last event */
	NOTATION_EV_END		/* end of the stream */
};

struct notation_event {
	enum notation_event_type	 type;
	unsigned long			 line;
	unsigned long			 column;
	unsigned long			 game;	/* 1-based in the stream */
	const char			*name;	/* tag name */
	size_t				 name_len;
	const char			*text;
	size_t				 len;
	unsigned long			 number; /* move number */
	int				 dots;
	int				 comment_kind;
	const struct notation_diag	*diag;	/* NOTATION_EV_ERROR */
};

/*
 * file is the name used in diagnostics (copied; may be NULL).  NULL when
 * memory ran out; the caller frees the reader.  The functions below take
 * a reader that must not be NULL.
 */
NOTATION_EXPORT
notation_reader	*notation_reader_new(const char *file);
NOTATION_EXPORT
void		 notation_reader_free(notation_reader *);
/*
 * The input, read from its first byte: a stdio stream (not closed; a
 * NULL stream is no input), or a memory buffer (not copied: it must stay
 * as it is while the reader reads it; NULL with len 0 is empty).  Each
 * call starts a new input, the format recognised again unless one was
 * set.  A reader given no input is refused: its first event is a
 * NOTATION_IO error, then NOTATION_EV_END.  A NULL buffer with a length
 * is no input; NULL with a length of 0 is an empty one.
 */
NOTATION_EXPORT
void		 notation_reader_set_file(notation_reader *, FILE *);
NOTATION_EXPORT
void		 notation_reader_set_buffer(notation_reader *, const char *,
		    size_t);
/*
 * Next event.  Returns 1 with ev (not NULL) filled, 0 after
 * NOTATION_EV_END has been returned once.  ev's text and diag belong to
 * the reader and stay valid until the next call on it.  After a syntax
 * error the reader resynchronises at the next game
 * (spec/record-format.md, "Recovery"); other games are never lost.
 */
NOTATION_EXPORT
int		 notation_reader_next(notation_reader *, struct notation_event *ev);
/* Skip the rest of the current game: the next event is its GAME_END. */
NOTATION_EXPORT
void		 notation_reader_skip_game(notation_reader *);
/*
 * Bytes of the current input consumed so far (0 before its first event).
 * The reader must not be NULL (nor in the two functions below).
 */
NOTATION_EXPORT
uint64_t	 notation_reader_offset(const notation_reader *);
/*
 * The file name given to notation_reader_new (NULL if none): the
 * reader's copy, valid as long as it.
 */
NOTATION_EXPORT
const char	*notation_reader_file(const notation_reader *);

/* ------------------------------------------------------------------ */
/* Checking whole records (check.c): reader + game + adjudication     */
/* ------------------------------------------------------------------ */

/*
 * The checker runs the whole pipeline over a stream and hands back one
 * summary per game.  Every tool that replays records goes through it, so
 * no two tools can disagree about a record.
 */
typedef struct notation_checker notation_checker;

#define NOTATION_SUMMARY_DIAGS	32	/* diagnostics kept per game */

struct notation_summary {
	const char		*file;
	unsigned long		 game;		/* 1-based in its file */
	unsigned long		 line;		/* where the game starts */
	const notation_rules	*rules;		/* NULL if unknown variant */
	int			 valid;		/* no error-severity diagnostic */
	unsigned long		 plies;		/* plies that replayed legally */
	struct notation_result	 outcome;	/* imposed by the rules */
	unsigned long		 end_ply;	/* ply that ended it, 0 none */
	struct notation_result	 recorded;	/* result token / Result tag */
	int			 has_recorded;
	const unsigned long	*repetitions;	/* plies, see notation_game_repetition */
	size_t			 nrepetitions;
	const struct notation_diag *diags;	/* first NOTATION_SUMMARY_DIAGS */
	size_t			 ndiags;
	size_t			 ndiags_total;
	unsigned long		 nerrors;	/* error-severity diagnostics */
	const notation_game	*game_state;	/* the game as replayed */
	/*
	 * The game's bytes in its input: from the end of the game before
	 * it in the same stream (0 for the first) to where the reader
	 * ended it, so that the games of a stream follow each other
	 * without a gap (only bytes after the last game belong to none).
	 */
	uint64_t		 offset;
	uint64_t		 length;
	/*
	 * The code of the game's first error-severity diagnostic, kept in
	 * diags or not (the one that decides the verdict); NOTATION_OK for
	 * a valid game.
	 */
	enum notation_code	 first_error;
	/*
	 * 1 when text-format bytes delivered neither a tag pair nor a move
	 * and hold an error (a result or move numbers alone, stray bytes,
	 * text that is not records, an unterminated comment between games):
	 * not a game (spec/record-format.md, "Game boundaries"), which the
	 * tools do not count as one; valid is then 0 and diags say why.
	 */
	int			 not_a_game;
};

/*
 * Called after every legal ply (for statistics, playback and export):
 * g is the game after the move, before the position before it, text the
 * move token as written.  Return non-zero to stop replaying this game.
 */
typedef int (*notation_ply_fn)(void *arg, const notation_game *g,
    const notation_position *before, const struct notation_move *m,
    const char *text, size_t len);
/*
 * Called before every ply the checker makes, once the move is found
 * legal: g is the game before the move (its position the one m is made
 * in), text the move token as written.  The ply callback, if set,
 * follows once the move is made, unless memory runs out for the game's
 * table of positions (the game then ends there with NOTATION_LIMIT).  A
 * caller that needs no more than the position before the move spares
 * the checker the copy of it that the ply callback is given.  With copy
 * (notation_checker_set_copy()), a move not replayed is handed to it too,
 * with m NULL and g as it stands (NULL without replay), as to the ply
 * callback.
 */
typedef void (*notation_move_fn)(void *arg, const notation_game *g,
    const struct notation_move *m, const char *text, size_t len);
/* Called for each tag and comment of the current game as it is read. */
typedef void (*notation_event_fn)(void *arg, const struct notation_event *ev);

/*
 * catalog finds the rule sets of Variant and FEN tags; default_rules is
 * the rule set of a game with neither.  Either may be NULL: a NULL
 * default_rules is the catalog's NOTATION_DEFAULT_VARIANT; without a
 * catalog, a game with a Variant or FEN tag is refused with
 * NOTATION_UNKNOWN_VARIANT (so is every game without either argument).
 * Both must outlive the checker.  NULL only when memory ran out.  A
 * checker is used by one thread at a time; several checkers may share a
 * catalog.
 */
NOTATION_EXPORT
notation_checker *notation_checker_new(notation_catalog *catalog,
		    const notation_rules *default_rules);
NOTATION_EXPORT
void		 notation_checker_free(notation_checker *);
/*
 * The callbacks (fn NULL: none), called from notation_checker_next() in
 * the caller's thread; what they are given lives until they return.  arg
 * is handed back untouched.  These and the two below set what the next
 * game is checked with (call them between games); the checker must not
 * be NULL.  A callback must not call the checker it is called from.
 */
NOTATION_EXPORT
void		 notation_checker_set_ply_fn(notation_checker *,
		    notation_ply_fn, void *arg);
NOTATION_EXPORT
void		 notation_checker_set_move_fn(notation_checker *,
		    notation_move_fn, void *arg);
NOTATION_EXPORT
void		 notation_checker_set_event_fn(notation_checker *,
		    notation_event_fn, void *arg);
/*
 * With replay off, moves are counted but not checked (tag statistics):
 * summaries then say nothing of legality or of the end the rules impose.
 */
NOTATION_EXPORT
void		 notation_checker_set_replay(notation_checker *, int on);
/*
 * With copy on, the whole record is handed on, for tools that copy
 * records (halma-fen --to): a game is read to its end after a move that
 * does not replay, and each move not replayed (that one, those after it,
 * all moves of a game whose rule set or FEN is bad) goes to the ply
 * callback with m NULL, g the game as it stands and before its position
 * (both NULL without a rule set); the result token and the reader's
 * diagnostics go to the event callback too.
 */
NOTATION_EXPORT
void		 notation_checker_set_copy(notation_checker *, int on);
/*
 * Next game from reader: 1 with *out filled, 0 at the end of the stream.
 * The checker must have every event of a game: a game whose first events
 * the caller pulled from the reader itself is refused (NOTATION_SYNTAX,
 * "not checked"), with its own number, and the next one checked.
 * What *out points to (diags, repetitions, game_state, file) belongs to
 * the checker and the reader and stays valid until the next
 * notation_checker_next() or notation_checker_free(), whichever comes
 * first: copy what must live longer.  The checker, reader and out must
 * not be NULL; the checker may be handed another reader between games.
 */
NOTATION_EXPORT
int		 notation_checker_next(notation_checker *, notation_reader *,
		    struct notation_summary *out);
/*
 * The value of a tag of the game last handed out (or being checked, from
 * a callback; the first of the name), or NULL; owned by the checker until
 * its next call.  Every tag is kept until the game's names and values
 * pass NOTATION_STATS_TAG_BYTES; the rest are not (but Variant, FEN and
 * Result), and the summary has a NOTATION_LIMIT warning naming the first
 * (spec/record-format.md, "Limits").  Names are compared as they are
 * (case matters).  The checker and name must not be NULL.
 */
NOTATION_EXPORT
const char	*notation_checker_tag(const notation_checker *, const char *name);

/* ------------------------------------------------------------------ */
/* Writing records (writer.c): canonical text, JSON and YAML          */
/* ------------------------------------------------------------------ */

/*
 * The record formats (spec/record-format.md, halma-notation(5)): the text
 * format HGN, and the same content as JSON or YAML.  A reader reads any
 * of them into the same events.  NOTATION_FORMAT_AUTO is for readers
 * only: the format the first bytes of each input show (spec/
 * record-format.md, "Recognising the format"), the default.
 */
enum notation_format {
	NOTATION_FORMAT_HGN = 0,
	NOTATION_FORMAT_JSON,
	NOTATION_FORMAT_YAML,
	NOTATION_FORMAT_AUTO,
	/*
	 * PUN, a foreign format (spec/conversion.md, "PUN"): read only when
	 * named, never recognised; written in the short form.  After AUTO,
	 * so that AUTO keeps its value.
	 */
	NOTATION_FORMAT_PUN,
	/*
	 * The star-board JSON Lines logs of a Chinese-checkers engine
	 * (spec/conversion.md, "Star logs"): read only when named; written
	 * in the long form.
	 */
	NOTATION_FORMAT_STARLOG,
	/* The per-hop logs (spec/conversion.md, "Per-hop logs"): as PUN. */
	NOTATION_FORMAT_HOPLOG,
	/*
	 * PDN, the Portable Draughts Notation (spec/conversion.md, "PDN"):
	 * the text format's grammar with PDN's tags, positions and fixed
	 * width moves; recognised from a GameType tag or a numbered first
	 * move; its games are international draughts.
	 */
	NOTATION_FORMAT_PDN
};

/*
 * Parse "hgn", "json", "yaml", "pun", "starlog", "hoplog", "pdn"; -1 if
 * none (also for NULL).
 */
NOTATION_EXPORT
int	notation_format_parse(const char *);
/*
 * The format of the inputs given from now on, the current one included
 * while none of its events has been read; NOTATION_FORMAT_AUTO, or any
 * value that is no format, to recognise it from the content.  Returns 0.
 * In mid-stream, from the current input's first event to its
 * NOTATION_EV_END, the format is that of the whole input: the call is
 * refused with NOTATION_SYNTAX and d, if given, filled (the reader's
 * file, no place), and nothing changes.  r must not be NULL.
 */
NOTATION_EXPORT
int	notation_reader_set_format(notation_reader *r, enum notation_format,
	    struct notation_diag *d);
/*
 * The name diagnostics give the inputs given from now on (copied; NULL:
 * none), the current one included while none of its events has been
 * read: a reader reused for one request after another names each input
 * as notation_reader_new() named the first.  Returns 0; in mid-stream
 * (as notation_reader_set_format() says) NOTATION_SYNTAX, and
 * NOTATION_LIMIT when memory ran out, with d (may be NULL) filled and the
 * name unchanged.  The name it replaces is freed: what
 * notation_reader_file() gave, and the file of the diagnostics and
 * summaries of earlier inputs, which must then be used no more.  r must
 * not be NULL.
 */
NOTATION_EXPORT
int	notation_reader_set_name(notation_reader *r, const char *file,
	    struct notation_diag *d);
/*
 * The format the current input is read in: picked at the first
 * notation_reader_next(), before which it is the one set (or AUTO).
 * The reader must not be NULL.
 */
NOTATION_EXPORT
enum notation_format notation_reader_format(const notation_reader *);

enum notation_write_flags {
	NOTATION_WRITE_LONG	= 1 << 0,	/* long-form moves */
	NOTATION_WRITE_SHORT	= 1 << 1	/* short-form moves */
};

/*
 * A writer turns one game at a time into canonical text: tags in a fixed
 * order, moves in the form asked for (as written when neither flag is
 * given), lines wrapped.  Writing what a reader read back gives the same
 * bytes.  Each call appends to out.
 *
 * Every int-returning call returns 0, or a code with the writer's
 * diagnostic filled (notation_writer_diag()): NOTATION_SYNTAX when a tag
 * name, move or result is not a token of the text format (what every
 * reader accepts always is), NOTATION_LIMIT when memory ran out (message
 * "out of memory"), the YAML emitter failed, or the game outgrew
 * NOTATION_WRITER_GAME_MAX bytes (its moves, tags and comments as the
 * writer holds them until its end: a game of a hundred thousand plies,
 * or text that is no records read as one game).  A failure refuses the
 * game: later calls for it return the same code, notation_writer_end()
 * writes nothing of it, and notation_writer_begin() starts the next game
 * afresh.  Calls are ordered: begin, then tags, comments, moves, the
 * result and a repair in any order, then end; a tag, comment, move,
 * result, repair or end call outside a game (before the first begin, or
 * after end) is refused with NOTATION_SYNTAX and a diagnostic naming the
 * call, and writes nothing.  A begin inside a game drops that game,
 * unwritten and unsaid: a caller that decides not to write a game it
 * began begins the next.  The writer must not be NULL, nor out, nor
 * the text of a call (with its length).  One writer is used by one
 * thread at a time.  The diagnostic has no place: the caller knows where
 * the text it passed came from.
 */
typedef struct notation_writer notation_writer;

#define NOTATION_WRITER_GAME_MAX	(4u * 1024 * 1024)

/* NULL when memory ran out (or for NOTATION_FORMAT_AUTO); caller frees. */
NOTATION_EXPORT
notation_writer	*notation_writer_new(enum notation_format, int flags);
NOTATION_EXPORT
void		 notation_writer_free(notation_writer *);
NOTATION_EXPORT
int		 notation_writer_begin(notation_writer *, struct notation_buf *out);
NOTATION_EXPORT
int		 notation_writer_tag(notation_writer *, const char *name,
		    size_t nlen, const char *value, size_t vlen,
		    struct notation_buf *out);
NOTATION_EXPORT
int		 notation_writer_comment(notation_writer *, int kind,
		    const char *text, size_t len, struct notation_buf *out);
/* before: the position before the move (NULL: write text as it is). */
NOTATION_EXPORT
int		 notation_writer_move(notation_writer *,
		    const notation_position *before, const struct notation_move *,
		    const char *text, size_t len, struct notation_buf *out);
NOTATION_EXPORT
int		 notation_writer_result(notation_writer *, const char *text,
		    size_t len, struct notation_buf *out);
NOTATION_EXPORT
int		 notation_writer_end(notation_writer *, struct notation_buf *out);
/*
 * Why the current game is refused; code NOTATION_OK when it is not.  The
 * writer's: valid as long as it, changed by its next call.
 */
NOTATION_EXPORT
const struct notation_diag *notation_writer_diag(const notation_writer *);
/*
 * After the last game (closes a JSON array or YAML stream if any); 0, or
 * NOTATION_LIMIT when memory ran out.  No format of today needs closing:
 * it writes nothing and returns 0.
 */
NOTATION_EXPORT
int		 notation_writer_finish(notation_writer *, struct notation_buf *out);

/*
 * Repair (spec/conversion.md, "Repair").  The place in the input of the
 * text the next tag, comment or result call gives (1-based; 0 unknown):
 * the notes of a repair point there.  A call uses it up.  The writer
 * must not be NULL.
 */
NOTATION_EXPORT
void		 notation_writer_place(notation_writer *, unsigned long line,
		    unsigned long column);
/*
 * Repair the game being written by s, the checker's summary of it: put
 * the result the rules imposed where the record gives "*" or none, make
 * every Result tag agree with the result, and note the move numbers the
 * record got wrong (the text format always writes the game's own).  No
 * move is changed, and no result is made up where the rules did not end
 * the game.  Call it after the game's last call, before
 * notation_writer_end().  Each change is a note (code NOTATION_REPAIRED,
 * with s's file and game and the place of the text changed), kept until
 * the next notation_writer_begin(): see notation_writer_notes().
 * Returns 0 when the game as repaired has none of the errors s names
 * left.  Otherwise, the game not refused, the code of an error left:
 * NOTATION_RESULT_MISMATCH when the record gives a result the rules
 * contradict (left as it is, without a note), or that of an error repair
 * does not mend (an illegal move...; NOTATION_LIMIT when s kept only some
 * of them, NOTATION_UNKNOWN_VARIANT when s has no rule set).  When memory
 * runs out the game is refused: notation_writer_diag() then has the code.
 * The writer and s must not be NULL; s is read during the call only.
 */
NOTATION_EXPORT
int		 notation_writer_repair(notation_writer *,
		    const struct notation_summary *s);
/*
 * The notes of the last repair: *notes is set to the writer's array
 * (valid until the next notation_writer_begin() or _free); returns how
 * many.  Neither argument may be NULL.
 */
NOTATION_EXPORT
size_t		 notation_writer_notes(const notation_writer *,
		    const struct notation_diag **notes);

/*
 * Copying records (copy.c, spec/conversion.md, "Copying a game"): the
 * next game of rd, read through the checker c, written by w to out, in
 * one call where a converter would otherwise hand every event on from
 * the checker's callbacks.  The game is begun in w (a game left open
 * there is dropped) and gets every tag, comment and result token read,
 * at its place, and every move: as it replayed, so that w writes it in
 * its own form, or, from a move that did not replay on, as it was
 * written.  A game played under a rule set no Variant tag names (the
 * checker's default) gets its Variant tag, unless that is
 * NOTATION_DEFAULT_VARIANT, so that what is written means the same game
 * read alone.  With NOTATION_COPY_REPAIR, notation_writer_repair() then
 * mends it (its notes: notation_writer_notes()).  Then it is ended,
 * and appended to out.
 *
 * Returns 0 at the end of the stream (nothing begun, *s not filled), else
 * 1 with *s filled as by notation_checker_next() and why (may be NULL)
 * cleared when the game was written.  A game is not written, and why
 * then says "the game is not written: " and the reason, with the game's
 * file, number and line (the place of the text the writer refused, when
 * it did), when part of it could not be read (the code of the reader's
 * first error, NOTATION_IO for an input that failed), when w writes the
 * text format, whose move numbers need a rule set, and the game has none
 * (NOTATION_UNKNOWN_VARIANT or NOTATION_BAD_POSITION, as *s says), or
 * when w refused a part of it (w's code and message; NOTATION_LIMIT with
 * "out of memory" when memory ran out).  Such a game is left open in w,
 * unwritten: the next begin drops it.  s->valid and the diagnostics are
 * the checker's verdict, apart from whether the game was written.
 *
 * The caller's callbacks of c are still called: its event callback with
 * each tag and comment, its ply callback with each move replayed, and,
 * when the caller set copy mode itself (notation_checker_set_copy()),
 * with the rest as that mode gives them.  c, rd, w, out and s must not
 * be NULL; c is used by one thread at a time, as always.  A whole
 * stream, and how many of its games were not written (tests/
 * man-examples.sh compiles and runs this example):
 *	static int
 *	copy_all(notation_checker *c, notation_reader *rd,
 *	    notation_writer *w, struct notation_buf *out)
 *	{
 *		struct notation_summary	 s;
 *		struct notation_diag	 why;
 *		int			 held = 0;
 *
 *		while (notation_checker_copy(c, rd, w, 0, out, &s, &why) == 1)
 *			if (why.code != NOTATION_OK)
 *				held++;
 *		notation_writer_finish(w, out);
 *		return held;
 *	}
 */
#define NOTATION_COPY_REPAIR	1	/* notation_writer_repair() each game */
NOTATION_EXPORT
int		 notation_checker_copy(notation_checker *c, notation_reader *rd,
		    notation_writer *w, int flags, struct notation_buf *out,
		    struct notation_summary *s, struct notation_diag *why);

/* ------------------------------------------------------------------ */
/* Statistics (stats.c)                                               */
/* ------------------------------------------------------------------ */

/*
 * Statistics over a collection of games (spec/statistics.md): counts,
 * sums, minima, maxima and histograms with fixed bucket edges, so that
 * the statistics of a collection are exactly the merge of those of its
 * parts.  Fed one game at a time: the checker's ply callback calls
 * notation_stats_add_ply() for each legal ply of the current game (or the
 * move callback notation_stats_add_move() before it), then
 * notation_stats_add_summary() with its summary ends the game (figures of
 * play count the valid games only).  Memory grows with the number of
 * distinct input names, breakdown groups, rule sets and openings (first
 * moves and pairs of them), never per game or per ply.
 */
typedef struct notation_stats notation_stats;

#define NOTATION_STATS_REPLAY	1	/* keep the figures of play */

/*
 * flags 0 keeps only what needs no replay (games, validity as far as it
 * was checked, recorded results, breakdowns); the caller then turns
 * replay off in its checker.  by: tag names to break the figures down by,
 * "Player" meaning every player's tag (White, Black...), copied (by may
 * be NULL when nby is 0).  NULL when memory ran out or a tag name is
 * empty; the caller frees the result with notation_stats_free().
 */
NOTATION_EXPORT
notation_stats	*notation_stats_new(int flags, const char *const *by,
		    size_t nby);
NOTATION_EXPORT
void		 notation_stats_free(notation_stats *);
/*
 * g is the game after the move m, made in before (as the checker's ply
 * callback gets them; none NULL, m a replayed move, its fewest 0 or
 * right), read during the
 * call only; 0 or NOTATION_LIMIT when memory ran out (the figures are
 * then incomplete).
 */
NOTATION_EXPORT
int		 notation_stats_add_ply(notation_stats *, const notation_game *g,
		    const notation_position *before, const struct notation_move *m);
/*
 * The same ply fed before it is made: g is the game before the move m
 * (as the checker's move callback gets them), which is then made in g
 * before anything else is fed.  A game is fed by one of the two
 * functions alone.
 */
NOTATION_EXPORT
int		 notation_stats_add_move(notation_stats *, const notation_game *g,
		    const struct notation_move *m);
/*
 * End the current game with its summary; c (may be NULL) gives its tags
 * for the breakdowns.  A summary of bytes that are no game (not_a_game)
 * counts apart, under its input, not as a game.  A NULL s->file counts
 * as the input "-".  s (not
 * NULL) and c are read during the call only.  0 or NOTATION_LIMIT when
 * memory ran out, here or at a ply of the game (the statistics then
 * stay incomplete).
 */
NOTATION_EXPORT
int		 notation_stats_add_summary(notation_stats *,
		    const struct notation_summary *s, const notation_checker *c);
/*
 * Add src to dst (neither NULL; src is not changed): the result is the
 * same in any order and grouping of merges.  0; NOTATION_SYNTAX when
 * they keep different figures or are one object (d, which may be NULL,
 * says which; dst is unchanged); NOTATION_LIMIT when memory ran out
 * (dst is then incomplete: give it up).
 */
NOTATION_EXPORT
int		 notation_stats_merge(notation_stats *dst,
		    const notation_stats *src, struct notation_diag *d);

/*
 * The tags of the current game, fed from the checker's event callback
 * (NOTATION_EV_TAG) before its summary: once a caller feeds them, they
 * (not notation_checker_tag(), with the same bound) give the
 * breakdowns' groups and the longest chain's tags, however many a game
 * has.  0; 1 when the game's tags came to more than
 * NOTATION_STATS_TAG_BYTES and this one was not kept (nor any after it in
 * this game: the caller says so); -1 when memory ran out.  name and value
 * (name_len and len bytes, cut at a NUL) are copied; neither may be NULL.
 */
#define NOTATION_STATS_TAG_BYTES	(4 * 1024 * 1024)
NOTATION_EXPORT
int		 notation_stats_add_tag(notation_stats *, const char *name,
		    size_t name_len, const char *value, size_t len);
/*
 * The identity of the statistics (spec/statistics.md, "Identity"): 32 hex
 * digits into buf (NOTATION_STATS_ID_LEN + 1 bytes, NUL-terminated), the
 * sum of a hash of every game counted, so the same for the whole and any
 * merge of its parts; a partial given twice to a merge has the identity
 * of the first.  Neither argument may be NULL.
 */
#define NOTATION_STATS_ID_LEN	32
NOTATION_EXPORT
void		 notation_stats_identity(const notation_stats *, char *buf);

/* Games counted, and how many of them were invalid; not NULL. */
NOTATION_EXPORT
uint64_t	 notation_stats_games(const notation_stats *);
NOTATION_EXPORT
uint64_t	 notation_stats_invalid(const notation_stats *);
/*
 * An input that could not be read, whole or in part (spec/statistics.md,
 * "Figures of the records"), counted under its name (NULL: "-"), copied;
 * 0 or NOTATION_LIMIT when memory ran out.  notation_stats_unreadable()
 * gives how many were counted, merged partials' included.
 */
NOTATION_EXPORT
int		 notation_stats_add_unreadable(notation_stats *,
		    const char *input);
NOTATION_EXPORT
uint64_t	 notation_stats_unreadable(const notation_stats *);

enum notation_stats_format {
	NOTATION_STATS_TABLE = 0,	/* aligned text for people */
	NOTATION_STATS_JSON,		/* one line: the mergeable partial */
	NOTATION_STATS_YAML,		/* the same content, libyaml's emitter */
	NOTATION_STATS_CSV,		/* figure,group,item,value rows */
	NOTATION_STATS_HTML,		/* one page of charts, self-contained */
	NOTATION_STATS_SVG		/* one SVG picture of every chart */
};

/*
 * Parse "table", "json", "yaml", "csv", "html", "svg"; -1 if none (also
 * for NULL).
 */
NOTATION_EXPORT
int		 notation_stats_format_parse(const char *);
/*
 * Append the statistics to out in a format above; 0, or -1 when memory
 * ran out (out may then hold part of them) or the format is none of
 * them.  Neither pointer may be NULL; the statistics are not changed.
 */
NOTATION_EXPORT
int		 notation_stats_write(const notation_stats *,
		    enum notation_stats_format, struct notation_buf *out);
/*
 * The charts that NOTATION_STATS_HTML and NOTATION_STATS_SVG draw of
 * these statistics (spec/statistics.md, "Charts"): their names, in the
 * order drawn, each followed by a newline, appended to out.  They depend
 * only on the kind of figures (replay) and the breakdowns, not on the
 * games counted.  0, or -1 when memory ran out.
 */
NOTATION_EXPORT
int		 notation_stats_charts(const notation_stats *,
		    struct notation_buf *out);
/*
 * Append the one chart named chart (a name notation_stats_charts()
 * gives) in format f, NOTATION_STATS_HTML or NOTATION_STATS_SVG: 0, -1
 * when memory ran out, or 1 when f draws no charts or there is no chart
 * of that name (out is then unchanged).  No pointer may be NULL.
 */
NOTATION_EXPORT
int		 notation_stats_write_chart(const notation_stats *,
		    enum notation_stats_format f, const char *chart,
		    struct notation_buf *out);
/*
 * Read one JSON partial from text at *pos (spaces, tabs and newlines
 * around it are skipped) and move *pos past it.  Returns 0 with *out
 * (the caller frees it), 0 with *out NULL when only blanks were left, or
 * NOTATION_SYNTAX / NOTATION_LIMIT with d (may be NULL) filled: file
 * (not owned; may be NULL), 1-based line and column in text; *out is then
 * NULL and *pos unchanged.  text, pos and out must not be NULL.
 */
NOTATION_EXPORT
int		 notation_stats_read_json(const char *text, size_t len,
		    size_t *pos, const char *file, notation_stats **out,
		    struct notation_diag *d);

#ifdef __cplusplus
}
#endif

#endif /* NOTATION_H */
