/*
 * check.h -- what the copy of records (copy.c) asks of the checker
 * (check.c), and nobody else sees.
 */
#ifndef NOTATION_CHECK_H
#define NOTATION_CHECK_H

#include "records/records.h"

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

#endif /* NOTATION_CHECK_H */
