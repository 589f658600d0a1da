/*
 * writer_int.h -- what the writer front (writer.c) and the format
 * writers share, and nobody else sees.
 *
 * As with the readers (reader_int.h), the front knows the format writers
 * only by their classes, one file each (writer_hgn.c, writer_json.c,
 * writer_yaml.c, writer_pun.c, writer_starlog.c, writer_hoplog.c), and
 * they know nothing of each other or of the front.  Every format is
 * written from the same collected game (the front collects it, whatever
 * the format), so a class is the form its moves are collected in and the
 * game written out when it ends.  What the classes read of the collected
 * game is in writer_game.c, below them all.
 */
#ifndef NOTATION_WRITER_INT_H
#define NOTATION_WRITER_INT_H

#include <string.h>

#include "records/records.h"

/* At most this many bytes of a refused token are quoted. */
#define QUOTE	40
#define QLEN(n)	((int)((n) > QUOTE ? QUOTE : (n)))

/* ------------------------------------------------------------------ */
/* The collected game                                                 */

enum item_type {
	IT_TAG,
	IT_COMMENT,
	IT_MOVE
};

struct item {
	enum item_type	 type;
	size_t		 name;		/* tag name: offset in the arena */
	size_t		 nlen;
	size_t		 text;		/* value, comment body or move */
	size_t		 len;
	unsigned long	 number;	/* a move's move number */
	int		 side;		/* its mover, 0 = the first player */
	int		 plain;		/* a move that JSON and YAML write
					   as it is (TOKEN_JSON_PLAIN,
					   TOKEN_YAML_PLAIN), a tag value
					   of printable ASCII that JSON
					   and the text format write as it
					   is (TOKEN_JSON_PLAIN; in the
					   padding: memset of 80 bytes, not
					   88, is a few stores, not a loop) */
	unsigned long	 line;		/* its place in the input, 0 unknown */
	unsigned long	 column;
	int		 part;		/* a part of a dice turn, after its
					   roll: not numbered */
	int		 rank;		/* a tag's place in the canonical
					   order (nt_writer_tag_rank()) */
};

struct writer_class;

struct notation_writer {
	const struct writer_class *cls;
	int			 flags;
	unsigned long		 games;		/* games written so far */

	/* The game being collected; text lives in the arena. */
	struct notation_buf	 arena;
	struct item		*items;
	size_t			 nitems;
	size_t			 capitems;
	size_t			 tags_end;	/* items up to the last tag */
	/* The tags' items in their canonical order (nt_writer_next_tag()). */
	size_t			*order;
	size_t			 ntags;
	size_t			 caporder;
	int			 has_result;
	size_t			 result;
	size_t			 rlen;

	/* Move numbering: what the next move is. */
	int			 numbered;
	unsigned long		 number;
	int			 side;
	int			 nplayers;

	struct notation_buf	 tmp;

	/* Places in the input (notation_writer_place()) and repair notes. */
	unsigned long		 pline, pcol;	/* of the next call's text */
	unsigned long		 rline, rcol;	/* of the result token */
	struct notation_diag	*notes;
	size_t			 nnotes;
	size_t			 capnotes;

	/* Why the game is refused (code NOTATION_OK: it is not). */
	struct notation_diag	 diag;
	int			 in_game;	/* begun and not ended */

	/* A dice game (spec/moves.md, "Dice"): a turn is open after a roll. */
	int			 dice;
	const struct notation_rules *dice_rules; /* the rules dice is of */
	int			 turn_open;

	/*
	 * The text format's movetext, written as its moves and comments
	 * come (stream, writer_hgn.c; JSON's and YAML's moves too): its
	 * moves are no items then.  streamed and sbytes are the items and
	 * arena bytes those moves would have taken, for the game's size
	 * limit.  stream is the format's (sformat) at each game's begin;
	 * a YAML game that needs its items after all collects (0).
	 */
	int			 stream;
	int			 sformat;
	struct notation_buf	 movetext;
	size_t			 mcol;		/* its column */
	int			 mafter;	/* at its start or after a
						   comment: number the move */
	int			 mrc;		/* memory ran out */
	/*
	 * The last move number written, as its digits and "...": the
	 * next is mostly the same or one more, a byte changed in place.
	 */
	unsigned long		 mnum;
	char			 mdig[24];
	size_t			 mndig;
	size_t			 streamed;
	size_t			 sbytes;
	/*
	 * The rule set whose moves skip the questions whose answers hold
	 * for the whole game (notation_writer_move()): a streamed game,
	 * not refused, of no dice, its moves written as given.  Set by a
	 * move that asked them all, NULL again where an answer may change
	 * (the game's begin and end, a refusal, unstream()).
	 */
	const struct notation_rules *lean;
	/* JSON's: the comments before the first move, the last move. */
	struct notation_buf	 mtop;
	size_t			 mlast;		/* where it starts */
	int			 mopen;		/* comments follow it */
};

/* The formats written as they come (notation_writer's stream). */
#define NT_STREAM_HGN	1
#define NT_STREAM_JSON	2
#define NT_STREAM_YAML	3

/*
 * The arena's text at off.  Every item and the result put their text
 * there, even when it is empty, so the arena has memory once they exist.
 */
static inline const char *
nt_writer_at(const notation_writer *w, size_t off)
{
	return w->arena.data + off;
}

/* Is it a tag named name? */
static inline int
nt_writer_is_tag(const notation_writer *w, const struct item *it,
    const char *name)
{
	size_t	 n = strlen(name);

	return it->type == IT_TAG && it->nlen == n &&
	    memcmp(nt_writer_at(w, it->name), name, n) == 0;
}

/*
 * Refuse the current game with code and a message, unless it is refused
 * already (the first reason stands).  Returns the code the game was
 * refused with, so that a failing call site stays one statement.
 */
int	nt_writer_refuse(notation_writer *, enum notation_code,
	    const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Memory ran out: the one failure that is not the input's fault. */
int	nt_writer_nomem(notation_writer *);

/* The result to write: the result token, else the Result tag's, else "*". */
void	nt_writer_result(const notation_writer *, const char **s,
	    size_t *len);
/*
 * The tags in their canonical order (the roster, Variant, FEN, then all
 * others, each in the order given): *pos 0 for the first; NULL after the
 * last.
 */
const struct item *nt_writer_next_tag(const notation_writer *, size_t *pos);
/* Where the tag item goes: the roster, Variant, FEN, then all others. */
int	nt_writer_tag_rank(const notation_writer *, const struct item *);
/*
 * The next comment from item *i on before the next move, *i moved past
 * it; NULL at a move or the end, *i there.
 */
const struct item *nt_writer_next_comment(const notation_writer *,
	    size_t *i);
/* Does a comment follow item i before the next move? */
int	nt_writer_has_comments(const notation_writer *, size_t i);

/*
 * YAML (writer_yaml.c): the game collected so far written without
 * libyaml, when it can be (1; 0: it cannot, out as it was).  A writer
 * with NT_WRITER_EMITTER set in its flags, which only the tests set
 * (tests/check_writer.c compares the two), always asks libyaml.
 */
int	nt_yaml_direct(notation_writer *, struct notation_buf *out);

/*
 * The text format (writer_hgn.c): a move, its number, mover and whether
 * it is a part of a dice turn, and a comment as the front keeps it,
 * written to the movetext as they come (w->stream); w->mrc set where
 * memory ran out.
 */
void	nt_writer_hgn_move(notation_writer *, const char *s, size_t len,
	    unsigned long number, int side, int part);
void	nt_writer_hgn_comment(notation_writer *, const char *s, size_t len);
/* JSON's the same (writer_json.c); plain as the move's item's. */
void	nt_writer_json_move(notation_writer *, const char *s, size_t len,
	    int plain);
void	nt_writer_json_comment(notation_writer *, const char *s, size_t len);
/*
 * YAML's (writer_yaml.c): a move whose text YAML holds as it is (plain
 * has TOKEN_YAML_PLAIN), as the line nt_yaml_direct() writes of it.  A
 * game that needs the items, for a comment or another move, has the
 * moves streamed so far made items again (writer.c), and collects from
 * then on.
 */
void	nt_writer_yaml_move(notation_writer *, const char *s, size_t len);
/*
 * The same three for a move of a lean game (writer.c, lean_move()): 1
 * when written; 0, nothing changed, where the move needs more than the
 * room at hand, or JSON's is not the common case (a comment before it
 * left its predecessor's object open).  The text format's is a move
 * that is no part of a dice turn; JSON's and YAML's hold it as it is.
 */
int	nt_writer_hgn_lean(notation_writer *, const char *s, size_t len,
	    unsigned long number, int side);
int	nt_writer_json_lean(notation_writer *, const char *s, size_t len);
int	nt_writer_yaml_lean(notation_writer *, const char *s, size_t len);
#define NT_WRITER_EMITTER	(1 << 8)

/* ------------------------------------------------------------------ */
/* Format writers                                                     */

/*
 * The steps a format of another program (PUN, star and per-hop logs) is
 * written in (nt_writer_foreign()).  Such a format holds the rule set
 * (the first Variant tag), the start position (the first FEN tag), the
 * moves and perhaps the result; the other tags and the comments have no
 * place in it.  Each step is 0, or the code with why filled: begin, from
 * those two tags (NULL and 0 where the game has none); move, the k-th
 * move's text, k from 0; end (NULL: nothing), from the result.  arg is
 * the format's.
 */
typedef int	writer_begin(void *arg, struct notation_buf *out,
		    const char *variant, size_t vlen, const char *fen,
		    size_t flen, struct notation_diag *why);
typedef int	writer_move(void *arg, struct notation_buf *out,
		    unsigned long k, const char *s, size_t len,
		    struct notation_diag *why);
typedef int	writer_end(void *arg, struct notation_buf *out,
		    const char *res, size_t rlen, struct notation_diag *why);

/*
 * A format writer, as the front sees it.  name is the format's name for
 * notation_format_parse(); flags the form its moves are collected in
 * (NOTATION_WRITE_*), or -1 for the caller's; jump_paths, that a jump of
 * no hops is collected in the long form (its path) when no form is
 * asked.  game writes the game collected to out when it ends: 0, or the
 * code it is refused with (out is the front's to put back).  A format
 * of another program has its steps (else NULL), and the argument arg
 * that nt_writer_foreign_game() gives them.
 */
struct writer_class {
	const char	*name;
	int		 flags;
	int		 jump_paths;
	int		 (*game)(notation_writer *, struct notation_buf *out);
	writer_begin	*begin;
	writer_move	*move;
	writer_end	*end;
	const void	*arg;
};

#define NT_WRITER_EXTERN(F, f)						\
	extern const struct writer_class nt_writer_##f##_class;
NT_FORMATS(NT_WRITER_EXTERN)		/* writer_hgn.c, writer_json.c, ... */

/* ------------------------------------------------------------------ */
/* Other programs' formats (writer_game.c)                            */

/*
 * The collected game written in the steps of w's class, given arg: 0, or
 * the code (in w's diagnostic).  foreign_game gives them the class's arg.
 */
int	nt_writer_foreign(notation_writer *, struct notation_buf *out,
	    void *arg);
int	nt_writer_foreign_game(notation_writer *, struct notation_buf *out);

/*
 * The rule sets a format holds (table: n entries, each the name of one,
 * then the text that begins a game of it), for nt_writer_foreign_begin().
 */
struct writer_sets {
	const char		 *what;		/* the format: "PUN" */
	const char		 *list;		/* the names, for a message */
	const char *const	(*table)[2];
	size_t			  n;
};

/*
 * A begin step for a format that holds games of the rule sets arg (a
 * struct writer_sets) from their start positions: the text that begins a
 * game of the game's rule set variant (vlen bytes, any case; NULL: the
 * default rule set, halma-10x10).  Refused (the code, why filled) when
 * it is none of them, as what "holds games of list only", or when the
 * game has a FEN tag.
 */
int	nt_writer_foreign_begin(void *arg, struct notation_buf *out,
	    const char *variant, size_t vlen, const char *fen, size_t flen,
	    struct notation_diag *why);
/* NOTATION_LIMIT in why: memory ran out. */
int	nt_writer_foreign_nomem(struct notation_diag *why);

#endif /* NOTATION_WRITER_INT_H */
