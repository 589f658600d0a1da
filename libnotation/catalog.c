/*
 * catalog.c -- the built-in rule sets, and catalogs that hand out rule
 * sets by name.
 *
 * The built-in rule sets are the files of spec/rules/, compiled in as text
 * by gen-builtin.sh, so a built-in is parsed exactly as the same file would
 * be.  A catalog parses each built-in on first use only and keeps what it
 * loaded until it is freed, so the rule-set pointers it hands out stay
 * valid for the whole run and no rule set is read once per game.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* A rule file the caller added; the newest is searched first. */
struct loaded {
	notation_rules		*rules;
	char			*path;
};

struct notation_catalog {
	/* One slot per built-in: parsed on first use, at most once. */
	notation_rules		**builtin;
	unsigned char		 *tried;
	struct notation_diag	 *failure;	/* why a built-in failed */

	struct loaded		 *files;
	size_t			  nfiles;
	size_t			  capfiles;
};

const char *
notation_builtin_name(size_t i)
{
	return i < builtin_count ? builtin_names[i] : NULL;
}

const char *
notation_builtin_yaml(size_t i, size_t *len)
{
	if (i >= builtin_count)
		return NULL;
	if (len != NULL)
		*len = builtin_lens[i];
	return builtin_texts[i];
}

static int
builtin_index(const char *name)
{
	size_t	 i;

	for (i = 0; i < builtin_count; i++)
		if (strcmp(builtin_names[i], name) == 0)
			return (int)i;
	return -1;
}

static int
unknown(struct notation_diag *d, const char *name)
{
	return notation_diag_set(d, NOTATION_UNKNOWN_VARIANT,
	    "unknown rule set '%.64s%s' (see --list-variants)", name,
	    strlen(name) > 64 ? "..." : "");
}

/*
 * The built-in's name doubles as its file name in diagnostics: it is
 * static, and says which text is meant.
 */
notation_rules *
notation_rules_builtin(const char *name, struct notation_diag *d)
{
	int	 i;

	if ((i = builtin_index(name)) < 0) {
		unknown(d, name);
		return NULL;
	}
	return notation_rules_load_string(builtin_texts[i], builtin_lens[i],
	    builtin_names[i], d);
}

notation_catalog *
notation_catalog_new(void)
{
	notation_catalog	*c;
	size_t			 n = builtin_count > 0 ? builtin_count : 1;

	if ((c = calloc(1, sizeof(*c))) == NULL)
		return NULL;
	if ((c->builtin = calloc(n, sizeof(*c->builtin))) == NULL ||
	    (c->tried = calloc(n, sizeof(*c->tried))) == NULL ||
	    (c->failure = calloc(n, sizeof(*c->failure))) == NULL)
		goto fail;
	return c;
fail:
	notation_catalog_free(c);
	return NULL;
}

void
notation_catalog_free(notation_catalog *c)
{
	size_t	 i;

	if (c == NULL)
		return;
	if (c->builtin != NULL)
		for (i = 0; i < builtin_count; i++)
			notation_rules_free(c->builtin[i]);
	for (i = 0; i < c->nfiles; i++) {
		notation_rules_free(c->files[i].rules);
		free(c->files[i].path);
	}
	free(c->builtin);
	free(c->tried);
	free(c->failure);
	free(c->files);
	free(c);
}

/*
 * Files first, newest first, so that a file shadows a built-in (or an
 * earlier file) of the same name.
 */
const notation_rules *
notation_catalog_find(notation_catalog *c, const char *name,
    struct notation_diag *d)
{
	size_t	 i;
	int	 b;

	for (i = c->nfiles; i > 0; i--)
		if (strcmp(c->files[i - 1].rules->name, name) == 0)
			return c->files[i - 1].rules;
	if ((b = builtin_index(name)) < 0) {
		unknown(d, name);
		return NULL;
	}
	if (!c->tried[b]) {
		c->tried[b] = 1;
		c->builtin[b] = notation_rules_load_string(builtin_texts[b],
		    builtin_lens[b], builtin_names[b], &c->failure[b]);
	}
	/* A built-in that does not load is a build error; say so each time. */
	if (c->builtin[b] == NULL && d != NULL)
		*d = c->failure[b];
	return c->builtin[b];
}

const notation_rules *
notation_catalog_load_file(notation_catalog *c, const char *path,
    struct notation_diag *d)
{
	struct loaded	*files;
	notation_rules	*r;
	size_t		 i, cap;
	char		*copy;

	/* The same path twice is the same rule set: read it once. */
	for (i = 0; i < c->nfiles; i++)
		if (strcmp(c->files[i].path, path) == 0)
			return c->files[i].rules;
	if ((r = notation_rules_load_file(path, d)) == NULL)
		return NULL;
	if (c->nfiles == c->capfiles) {
		cap = c->capfiles ? c->capfiles * 2 : 4;
		if ((files = reallocarray(c->files, cap,
		    sizeof(*files))) == NULL)
			goto nomem;
		c->files = files;
		c->capfiles = cap;
	}
	if ((copy = strdup(path)) == NULL)
		goto nomem;
	c->files[c->nfiles].rules = r;
	c->files[c->nfiles].path = copy;
	c->nfiles++;
	return r;
nomem:
	notation_rules_free(r);
	notation_diag_set(d, NOTATION_LIMIT, "out of memory");
	return NULL;
}

static int
has_suffix(const char *s, const char *suffix)
{
	size_t	 n = strlen(s), m = strlen(suffix);

	return n >= m && strcmp(s + n - m, suffix) == 0;
}

/*
 * What a tool's --variant takes: a path (it has a '/' or ends in .yaml or
 * .yml) is loaded, anything else is a name.
 */
const notation_rules *
notation_catalog_resolve(notation_catalog *c, const char *arg,
    struct notation_diag *d)
{
	if (strchr(arg, '/') != NULL || has_suffix(arg, ".yaml") ||
	    has_suffix(arg, ".yml"))
		return notation_catalog_load_file(c, arg, d);
	return notation_catalog_find(c, arg, d);
}
