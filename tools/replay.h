/*
 * replay.h -- what the three files of halma-replay share: halma-replay.c
 * (options and wiring: the checker's callbacks, SVG, --emit),
 * replay_term.c (boards on the terminal: playback, --interactive) and
 * replay_claim.c (the draw-claim adjudication report).
 */
#ifndef TOOLS_REPLAY_H
#define TOOLS_REPLAY_H

#include "common.h"

enum mode {
	MODE_PLAYBACK = 0,
	MODE_SVG,
	MODE_EMIT,
	MODE_CLAIM,
	MODE_STEP		/* --interactive */
};

#define NONE	((unsigned long)-1)	/* an option not given */

struct options {
	enum mode	 mode;
	const char	*claim;		/* the move claimed with */
	const char	*color;
	const char	*svg;		/* where the SVG goes */
	const char	*file;		/* "-" is standard input */
	int		 camps;
	int		 interactive;
	int		 wflags;	/* NOTATION_WRITE_* */
	int		 fix;		/* --emit --fix: repair */
	int		 json;		/* --claim --format json */
	unsigned long	 game;		/* NONE: every game */
	unsigned long	 ply;
	unsigned long	 first;		/* --first-ply, --last-ply */
	unsigned long	 last;
};

/*
 * The checks of a draw claim, in the order of halma-replay(1), "DRAW
 * CLAIMS", and spec/rules.md section 2.6: the first that fails is the
 * verdict.
 */
enum claim_check {
	CHECK_NONE = 0,		/* none failed: a valid claim */
	CHECK_NO_RULE,		/* no claimable repetition in the rule set */
	CHECK_DECIDED,		/* the record gives a winner */
	CHECK_OVER,		/* the rules already ended the game */
	CHECK_LAPSED,		/* the record goes on: the claimant moved */
	CHECK_ILLEGAL,		/* the named move is illegal */
	CHECK_ENDS,		/* the named move ends the game */
	CHECK_OCCURRENCES,	/* too few occurrences */
	CHECK_EARLY		/* too early */
};

/*
 * A ply as the claim's evidence shows it: the move that made it, its
 * number and who made it ("52... g3-f2"), and who is to move after it.
 * Ply 0, the start, has no move (label 0, mover -1).
 */
struct claim_ply {
	unsigned long	 number;	/* of the move made */
	int		 mover;
	int		 side;		/* to move after it */
	size_t		 label;		/* offset in the labels, or 0 */
	unsigned	 occurrence;	/* noted as a repetition: which */
};

/* A claim judged (replay_judge()), for the text, JSON and HTML reports. */
struct claim {
	const notation_rules	*rules;
	notation_game		*g;		/* replayed to the claim */
	notation_position	*pos;		/* the position claimed in */
	unsigned long		 ply;		/* the claim comes after it */
	unsigned long		 plies;		/* legal plies of the record */
	int			 claimant;
	struct notation_claim	 c;		/* the library's judgement */
	enum claim_check	 failed;
	int			 legal;		/* the named move, m */
	struct notation_move	 m;
	int			 after_side;	/* to move after m */
	size_t			 move;		/* its text, in the labels */
	struct claim_ply	*at;		/* plies 0 to ply (+ 1) */
	char			 why[2 * NOTATION_MSG_MAX];
	char			 result[32];	/* the record's, or "" */
	struct notation_buf	 labels;	/* "\0", then NUL-ended texts */
};

/*
 * How a report's lines are written: a line opened, words in it (escaped
 * as the output needs), a ply number (a link on a page), closed.
 */
struct claim_sink {
	void	*arg;
	int	(*open)(void *);
	int	(*words)(void *, const char *);
	int	(*ply)(void *, unsigned long);
	int	(*close)(void *);
};

/* A position of the game stepped through with --interactive. */
struct step {
	notation_position	*pos;
	size_t			 label;		/* offset in the labels */
};

/* What the ply callback needs, for the game being read. */
struct replay {
	const struct options	*o;
	int			 rflags;	/* NOTATION_RENDER_* */
	unsigned long		 first, last;	/* plies to show */
	unsigned long		 stop;		/* stop after this ply */
	unsigned long		 game;		/* being read */
	unsigned long		 announced;	/* last game with a header */
	unsigned long		 blocks;	/* shown of this game */
	int			 start_shown;
	struct notation_buf	 out;

	/* The position kept for --svg and --claim. */
	notation_position	*at;
	notation_position	*before;
	struct notation_move	 move;
	unsigned long		 at_ply;	/* NONE: nothing kept */
	/* The moves of the game kept for --claim. */
	struct notation_move	*played;
	size_t			 nplayed, capplayed;

	/* The plies of the game for --interactive. */
	struct step		*steps;
	size_t			 nsteps, capsteps;
	struct notation_buf	 labels;

	/* The game being written by --emit. */
	notation_writer		*writer;
	struct notation_buf	 text;
	int			 has_variant;	/* the game has a Variant tag */
};

#define STDIN_NAME	"<stdin>"

/* replay_term.c: boards on the terminal. */
/* One block of the playback: a header line and the board under it. */
void	 replay_show(struct replay *, unsigned long ply,
	    const notation_position *pos, const notation_position *before,
	    const char *text, size_t len);
/* The end the rules imposed, under the playback, when in the range. */
void	 replay_show_end(struct replay *, const struct notation_summary *);
/* The end the rules imposed, in the heading of the last step. */
void	 replay_step_end(struct replay *, const struct notation_summary *);
/* Keep a position and its heading for --interactive. */
void	 replay_add_step(struct replay *, const notation_position *pos,
	    const notation_position *before, const char *text, size_t len);
/* Step through the kept plies from step at with keys from /dev/tty. */
int	 replay_interactive(struct replay *, size_t at);

/* replay_claim.c: draw claims. */
/* An error at or before ply (0: the tags and the result count too). */
int	 replay_error_before(const struct notation_summary *,
	    unsigned long ply);
/*
 * Judge the claim text (blanks anywhere in it left out) after ply of the
 * game s, replayed from its start with the moves played (nplayed of
 * them: more than ply when the record goes on).  0 with *cl filled (free
 * it with replay_claim_free()); -1 when the text is no move at all,
 * said on standard error as a usage error.
 */
int	 replay_judge(struct claim *cl, const struct notation_summary *s,
	    const struct notation_move *played, size_t nplayed,
	    unsigned long ply, const char *text);
void	 replay_claim_free(struct claim *);
/* The words of a claim's verdict ("VALID", "INVALID, too early"...). */
int	 replay_claim_words(const struct claim *, struct notation_buf *);
/* A ply's label, "52... g3-f2", or "" for the start. */
const char *replay_claim_label(const struct claim *, unsigned long ply);
/*
 * The report's lines after its verdict, the same on every output: the
 * claim, (with verdict) the verdict, the move, the occurrences, the
 * reason, the repetitions let pass and the record's draw.
 */
int	 replay_claim_report(const struct claim *, const struct claim_sink *,
	    int verdict);
/*
 * Judge --claim after ply (the game s's ply, or 0) and print the report
 * on standard output, as text or JSON: the exit status (0 a valid claim,
 * 1 an invalid one, 2 no claim can be judged).
 */
int	 replay_claim(const struct options *, const struct replay *,
	    const struct notation_summary *s, unsigned long ply);

#endif /* TOOLS_REPLAY_H */
