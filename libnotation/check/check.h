/*
 * check.h -- the checker, shared by its files and nobody else: the
 * pipeline (check.c, with a game's own work in check_game.c), its making
 * and settings (check_set.c), its copy of records (copy.c).
 */
#ifndef NOTATION_CHECK_H
#define NOTATION_CHECK_H

#include "records/records.h"

#define GAME_CACHE	32		/* replay states kept, one per rule set */

struct loc {
	unsigned long	 line;
	unsigned long	 column;
	int		 set;
};

#define VARIANT_CACHE	32		/* a power of 2 */

/*
 * The rule set the catalog found for a Variant tag's value (name, len
 * bytes; none where rules is NULL), in the catalog's generation gen.
 */
struct nt_variant {
	const notation_rules	*rules;
	unsigned long		 gen;
	size_t			 len;
	char			 name[32];
};

struct notation_checker {
	notation_catalog	*cat;
	const notation_rules	*defrules;
	notation_ply_fn		 plyfn;
	void			*plyarg;
	notation_move_fn	 movefn;
	void			*movearg;
	notation_event_fn	 evfn;
	void			*evarg;
	int			 replay;
	int			 copy;		/* hand on the whole record */
	int			 defer;		/* the game's, see nt_check_resolve() */

	notation_game		*cache[GAME_CACHE];
	size_t			 ncache;
	/* The catalog's answers for the Variant tag's values (check_game.c). */
	struct nt_variant	 variants[VARIANT_CACHE];
	notation_game		*g;		/* the current game's */
	struct notation_position before;	/* for the ply callback */
	const notation_rules	*rules;

	/* The current game. */
	const char		*file;
	unsigned long		 game;
	unsigned long		 line;
	int			 resolved;	/* rule set and start known */
	int			 broken;	/* cannot be replayed */
	int			 stopped;	/* a move failed: rest skipped */
	int			 numbered;	/* a move-number error reported */
	int			 tagmove;	/* a tag pair or a move read */
	int			 text;		/* read in the text format */
	int			 pdn;		/* read as PDN */
	char			 plain[32];	/* "38x33" read as "38-33" */
	unsigned long		 moves;		/* when not replaying */
	struct notation_buf	 arena;		/* name NUL value NUL ... */
	int			 tags_cut;	/* some not kept */
	struct loc		 variant_at, fen_at, result_tag_at, result_at;
	struct loc		 gametype_at;
	int			 has_variant, has_fen, has_result_tag;
	int			 has_gametype;
	int			 has_result;
	struct notation_buf	 variant, fen, result_tag, result, gametype;
	struct notation_diag	 diags[NOTATION_SUMMARY_DIAGS];
	size_t			 ndiags;
	size_t			 ndiags_total;
	unsigned long		 nerrors;
	enum notation_code	 first_error;	/* of the first error */
	unsigned long		*reps;
	size_t			 nreps;
	size_t			 capreps;

	/*
	 * Where games lie in their input (notation_summary offset and
	 * length): a game runs from the end of the one before it in the
	 * same stream to the reader's offset at its end.
	 */
	const notation_reader	*off_rd;	/* the stream of off_end */
	uint64_t		 off_end;	/* where the last game ended */
	uint64_t		 off_start;	/* where the current one began */
};

/* The callbacks of a checker and its copy mode. */
struct nt_check_hooks {
	notation_ply_fn		 ply;
	void			*plyarg;
	notation_event_fn	 ev;
	void			*evarg;
	int			 copy;
};

/*
 * The checker takes the hooks of *h, and *h its own: a copy puts its
 * callbacks in front of the caller's for one game, then puts them back.
 */
void	nt_checker_swap_hooks(notation_checker *, struct nt_check_hooks *);

/*
 * Is the game a PDN record: read as PDN, and not the toolkit's own text
 * format, whose records name their rule set with a Variant tag (a text
 * record of draughts is recognised as PDN from its numbered moves)?
 */
static inline int
nt_check_pdn_record(const notation_checker *c)
{
	return c->pdn && !c->has_variant;
}

/* A game's own work (check_game.c), for the pipeline (check.c). */
struct notation_diag *nt_check_add_diag(notation_checker *,
	    const struct notation_diag *, unsigned long, unsigned long);
void	nt_check_say_as(notation_checker *, const struct loc *, unsigned long,
	    enum notation_code, int, const char *);
void	nt_check_say(notation_checker *, const struct loc *, unsigned long,
	    enum notation_code, const char *);
void	nt_check_begin(notation_checker *, notation_reader *,
	    const struct notation_event *);
void	nt_check_keep_tag(notation_checker *, const struct notation_event *);
/* The pair kept with its name's and value's lengths up to a NUL known. */
void	nt_check_keep_pair(notation_checker *, const struct notation_event *,
	    size_t, size_t);
void	nt_check_resolve(notation_checker *, notation_reader *);
void	nt_check_result_token(notation_checker *,
	    const struct notation_event *);
void	nt_check_finish(notation_checker *, struct notation_summary *);

#endif /* NOTATION_CHECK_H */
