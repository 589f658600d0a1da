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
	unsigned long	 game;		/* NONE: every game */
	unsigned long	 ply;
	unsigned long	 first;		/* --first-ply, --last-ply */
	unsigned long	 last;
};

/* A repetition played without a claim: its ply, occurrence and move. */
struct lapse {
	unsigned long	 ply;
	unsigned long	 move;
	unsigned	 occurrence;
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
	struct lapse		*lapses;
	size_t			 nlapses, caplapses;

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
/* The words of a claim's verdict ("VALID", "INVALID, too early"...). */
int	 replay_claim_words(const struct notation_claim *,
	    struct notation_buf *);
/* Note a repetition played without a claim (the ply just made). */
void	 replay_lapsed(struct replay *, const notation_game *,
	    const notation_position *before);
/*
 * Judge --claim after ply (the game s's ply, or 0) and print the report
 * on standard output: the exit status (0 a valid claim, 1 an invalid
 * one, 2 no claim can be judged).
 */
int	 replay_claim(const struct options *, const struct replay *,
	    const struct notation_summary *s, unsigned long ply);

#endif /* TOOLS_REPLAY_H */
