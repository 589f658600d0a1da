/*
 * reader_pdn.c -- PDN records (spec/conversion.md, "PDN"), read by the
 * text reader: PDN's grammar is the text format's (tags, move numbers,
 * moves, comments in braces, results), its moves "32-28" and fixed-width
 * "10- 4" are move tokens of the one grammar (base/token.c), its results
 * "2-0" result tokens, and its GameType tag and positions are the
 * checker's and the position strings' (pdn.c).  The format is a class of
 * its own so that the checker knows a record is PDN (one that names no
 * game is then international draughts), and so that the text reader
 * reads PDN's variations in parentheses, as comments.
 */
#include "records/reader_int.h"
#include "records/reader_hgn.h"

static void *
pdn_create(void)
{
	return nt_reader_hgn_class.create();
}

static void
pdn_destroy(void *p)
{
	nt_reader_hgn_class.destroy(p);
}

static void
pdn_start(void *p, struct reader_input *in)
{
	struct hgn_reader	*r = p;

	nt_reader_hgn_class.start(p, in);
	r->pdn = 1;
}

static int
pdn_next(void *p, struct notation_event *ev)
{
	return nt_reader_hgn_class.next(p, ev);
}

static void
pdn_skip_game(void *p)
{
	nt_reader_hgn_class.skip_game(p);
}

static uint64_t
pdn_offset(const void *p)
{
	return nt_reader_hgn_class.offset(p);
}

static int
pdn_move_cut(const void *p)
{
	return nt_reader_hgn_class.move_cut(p);
}

const struct reader_class nt_reader_pdn_class = {
	pdn_create, pdn_destroy, pdn_start, pdn_next, pdn_skip_game,
	pdn_offset, pdn_move_cut
};
