/*
 * game_impl.h -- what a game holds (game.c, which plays and judges it;
 * state.c, which makes it and answers what it holds; room.c, its table of
 * positions seen): for these files alone.
 */
#ifndef NOTATION_GAME_IMPL_H
#define NOTATION_GAME_IMPL_H

#include "game/game.h"

/*
 * Beside the ends, in a game's 'way': its rule set's plain moves are not
 * the whole of making a move (rules.h, simple_apply), so that the kinds
 * make them (game.c, nt_game_play_open()).
 */
#define WAY_KINDS	0x80000000u

/* A marked stone the start position did not show; -1 is "none". */
#define MARK_UNKNOWN	(-2)

/*
 * A slot is in use when its generation is the game's: starting a new game
 * bumps the generation instead of clearing the table, which would cost
 * more than checking a short game.
 */
struct slot {
	uint64_t	 hash;
	uint32_t	 count;
	uint32_t	 gen;
};

struct notation_game {
	const struct notation_rules	*rules;
	struct notation_position	 start;
	int				 start_rules;	/* start: the rules' */
	struct notation_position	 pos;
	unsigned long			 plies;
	struct notation_result		 outcome;
	unsigned long			 end_ply;
	int				 repetition;	/* last move made one */
	unsigned			 occurrences;	/* of pos */
	int				 marked[NOTATION_MAX_PLAYERS]; /* cells */
	int				 any_marked;	/* one not -1 */

	/* Positions seen: open addressing on the hash, and the history. */
	struct slot			*slots;
	size_t				 nslots;	/* in use: power of two */
	size_t				 cap;		/* allocated: the same */
	uint32_t			 gen;		/* of the slots in use */
	size_t				 room_at;	/* plies: see nt_make_room() */
	unsigned			 rep_at;	/* occurrences */
	uint64_t			*history;	/* hash after ply i */
	size_t				 hcap;
	struct nt_kings			 kings;		/* draughts endings */
	int				 can[NOTATION_MAX_PLAYERS]; /* a stone */
	unsigned			 ends;		/* the rules' (rules.h) */
	unsigned			 way;		/* ends | WAY_KINDS */
	/* With WAY_KINDS, the plain moves' one slow move number, or 0. */
	unsigned long			 plain_but;
	/* Its ply (game.c, nt_game_play_open()), chosen by way. */
	int				(*play)(struct notation_game *,
					    const struct notation_move *,
					    struct notation_diag *);
	unsigned			 defer;		/* NT_END_ it may leave */
	unsigned			 pending;	/* the one it left */
	unsigned long			 round_next;	/* see round_after() */
};

#endif /* NOTATION_GAME_IMPL_H */
