/*
 * records.h -- what the record and position formats share beyond the
 * reader classes (reader_int.h) and the writer classes (writer_int.h):
 * position strings (posstr.c, posgrid.c) and the holes of star logs.
 */
#ifndef NOTATION_RECORDS_H
#define NOTATION_RECORDS_H

#include <stdint.h>

#include "game/game.h"

/*
 * The record formats: X(F, f) for each, F its NOTATION_FORMAT_F, f the
 * stem of its reader's and writer's classes (nt_reader_f_class in
 * reader_f.c, nt_writer_f_class in writer_f.c).  The fronts (reader.c,
 * writer.c) make their tables of classes from it, by format.
 */
#define NT_FORMATS(X)							\
	X(HGN, hgn) X(JSON, json) X(YAML, yaml) X(PUN, pun)		\
	X(STARLOG, starlog) X(HOPLOG, hoplog) X(PDN, pdn)
/* The size of a table by format; NOTATION_FORMAT_AUTO is no format. */
#define NT_NFORMATS	(NOTATION_FORMAT_PDN + 1)

/*
 * Did the move the reader handed out last run to the end of the input,
 * with no byte after it (reader.c)?  Its token may then be cut short, and
 * the check codes what is wrong with it `truncated' (spec/record-format.md,
 * "Truncated input").  0 for the formats that read a game whole.
 */
int	nt_reader_move_cut(const notation_reader *);

/*
 * A run of the movetext (the checker's, check.c): where the text reader
 * stands in a game's movetext after a move, with nothing queued, it hands
 * out the bytes at hand, and the checker reads the plain moves and move
 * numbers that follow where they lie, as the reader's own movetext path
 * would (reader_hgn.c, fast_token()), up to the first token of any other
 * kind, which it leaves to the reader.  The column of a byte q on the
 * line of `line' is q - colz; lf is the last line end passed (NULL for
 * none).  nt_reader_run(): 1 with *run filled, or 0 where the reader
 * reads on alone (another format, another place).  nt_reader_run_end():
 * the reader goes on from run->p as if it had read the tokens before it;
 * with lf NULL, in the middle of a run (a callback may ask the offset),
 * it takes the byte alone, and the run's last call tells the line.
 */
struct nt_run {
	const char	*p;		/* after the last token read */
	const char	*end;		/* of the bytes at hand */
	unsigned long	 line;		/* of p */
	uintptr_t	 colz;
	const char	*lf;
};

int	nt_reader_run(notation_reader *, struct nt_run *);
void	nt_reader_run_end(notation_reader *, const struct nt_run *);

/*
 * A run of the tag section (check.c): where the text reader stands after
 * a tag pair of the game's tag section, with nothing queued, it hands out
 * the bytes at hand, and the checker reads the tag lines that follow, each
 * a line end, blanks and a pair that nt_hgn_scan_tag() takes, as the
 * reader's own path would (reader_hgn.c, fast_line(), fast_tag()), up to
 * the first line of any other kind.  nt_reader_tags_end(): the reader goes
 * on from run->p as if it had read the pairs before it; startag is the
 * last Result tag's "*" test (records/reader_hgn_lex.c), or -1 where the
 * run read no Result tag.
 */
int	nt_reader_tags(notation_reader *, struct nt_run *);
void	nt_reader_tags_end(notation_reader *, const struct nt_run *,
	    int startag);

/*
 * The text reader's missing-result warning of a game that runs into the
 * next game's tags (reader_hgn.c): an error of the game in a PDN record,
 * whose grammar ends every game but the last with its result (the
 * checker, spec/conversion.md, "PDN").
 */
#define NT_MSG_NO_RESULT_BEFORE_TAGS \
	"missing result before the next game's tags"

/*
 * notation_position_parse() with the rule set a caller found for a name
 * already (posstr.c): a string that names it (compared as the catalog
 * does, without regard to case) is read under known, not looked up
 * again.  A catalog shared with threads that add rule sets may answer a
 * second look-up of the same name with another rule set; one game
 * resolves its rule set once (the checker's Variant and FEN tags).
 * known may be NULL.
 */
int	nt_position_parse_known(notation_catalog *, const notation_rules *known,
	    const char *s, size_t len, notation_position **out,
	    struct notation_diag *d);

/*
 * Does the writer number its moves (the text format, writer.c)?  It then
 * needs a game's rule set to count them by: notation_checker_copy() does
 * not hand it a game without one.
 */
int	nt_writer_numbers_moves(const notation_writer *);

/* ------------------------------------------------------------------ */
/* Star logs (writer_starlog.c): holes                                */

#define NT_STARLOG_HOLES	121	/* holes of the star, 0 the top tip */
#define NT_STARLOG_MAX_PATH	64	/* landings of a move written */

/*
 * Hole i of a star log (row by row from the top tip, left to right) is
 * the hole of axial coordinates (q, r), r from -8 at the top: the cell
 * of file q + 8 and rank 9 - r of spec/star.md.  hole_of: -1 when (q, r)
 * is no hole; hole_qr: -1 when hole is not 0..120.
 */
int	nt_starlog_hole_of(int q, int r);
int	nt_starlog_hole_qr(int hole, int *q, int *r);

/* ------------------------------------------------------------------ */
/* PDN (pdn.c): its game types and positions                          */

/*
 * The GameType tag's value v: 0 for 20, international draughts; -1 for
 * any other, why (size bytes) naming it ("GameType 21, English
 * draughts, is not built: ...").
 */
int	nt_pdn_gametype(const char *v, size_t len, char *why, size_t size);
/* Does s start as a PDN position, "W:W..." or "B:B..."? */
int	nt_pdn_fen_is(const char *s, size_t len);
/*
 * A PDN position into p, cleared for the draughts rule set r, counting
 * each colour's pieces in cnt: 0, or the code with d filled.
 */
int	nt_pdn_fen_parse(const struct notation_rules *r, const char *s,
	    size_t len, struct notation_position *p, int *cnt,
	    struct notation_diag *d);
/* A position string of international-draughts as PDN writes it; or -1. */
int	nt_pdn_fen_from(const char *s, size_t len, struct notation_buf *out);

#endif /* NOTATION_RECORDS_H */
