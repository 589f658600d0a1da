/*
 * rules_yaml_diag.h -- the messages of the rule-file loader
 * (rules_yaml_diag.c): where a refusal points and which fix it names.
 * They see a rule file only as its name, its text and the diagnostic to
 * fill (struct rules_src), never the loader's state (rules_loader.h),
 * which sits above them and holds a struct rules_src of its own.
 */
#ifndef NOTATION_RULES_YAML_DIAG_H
#define NOTATION_RULES_YAML_DIAG_H

#include <yaml.h>

#include "rules/rules.h"

struct mark {
	unsigned long	 line;		/* 1-based */
	unsigned long	 column;	/* 1-based */
};

/* A rule file being read, as its messages need it. */
struct rules_src {
	const char		*file;
	const char		*text;
	size_t			 len;
	struct notation_diag	*d;
};

/* A libyaml mark (0-based) as a 1-based line and column. */
struct mark nt_rules_mark(const yaml_mark_t *);
/* Text for a message: at most 40 bytes, control bytes shown as '?'. */
const char *nt_rules_shown(char *buf, size_t size, const char *s,
	    size_t len);
/* Records the error at a position in src->d; returns -1. */
int	nt_rules_fail_at(const struct rules_src *, struct mark at,
	    enum notation_code code, const char *fmt, ...)
	    __attribute__((format(printf, 4, 5)));
/* The failure of libyaml's parser p; returns -1. */
int	nt_rules_syntax_error(const struct rules_src *, const yaml_parser_t *p);
/* The scalar ev, read as a key, is none of keys in where; returns -1. */
int	nt_rules_unknown_key(const struct rules_src *, const yaml_event_t *ev,
	    const char *const keys[], const char *where);
int	nt_rules_one_of(const char *s, size_t len, const char *const words[]);
extern const char *const nt_rules_yaml11_bools[];
void	nt_rules_number_hint(const char *s, size_t len, char *hint,
	    size_t size);

#endif /* NOTATION_RULES_YAML_DIAG_H */
