/*
 * catalog.c -- the built-in rule sets, and catalogs that hand out rule
 * sets by name.
 *
 * The built-in rule sets are the files of spec/rules/, compiled in as text
 * by gen-builtin.sh, so a built-in is parsed exactly as the same file would
 * be.  A catalog parses each built-in on first use only and keeps what it
 * loaded until it is freed, so the rule-set pointers it hands out stay
 * valid for the whole run and no rule set is read once per game.
 *
 * Names are compared without regard to case ("Corners-8x8" finds
 * corners-8x8), and an unknown name is answered with the nearest known
 * ones.  A catalog may be shared between threads once made: one mutex
 * guards the lazy loading of built-ins and the list of files (parsing
 * every built-in up front would cost each run of a tool 13 ms).
 */
#include <ctype.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "rules/rules.h"

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

	pthread_mutex_t		  lock;
	int			  locked;	/* lock was made */
	atomic_ulong		  gen;		/* nt_catalog_generation() */
};

const char *
notation_rules_builtin_name(size_t i)
{
	return i < nt_builtin_count ? nt_builtin_names[i] : NULL;
}

const char *
notation_rules_builtin_yaml(size_t i, size_t *len)
{
	if (i >= nt_builtin_count)
		return NULL;
	if (len != NULL)
		*len = nt_builtin_lens[i];
	return nt_builtin_texts[i];
}

/*
 * The built-ins by name, for the lookup that a tool makes for every game
 * of a file: an open-addressed table of NAME_SLOTS slots (index + 1, 0
 * empty) under a hash of the name with ASCII letters folded, as
 * strcasecmp() folds them, made once for the process.  A name is a hash
 * and a comparison or two, where a walk through the 85 names made half
 * of them on the mixed corpus.
 */
#define NAME_SLOTS	256		/* a power of two, > 2 built-ins */

static unsigned short	 name_slot[NAME_SLOTS];
static pthread_once_t	 name_once = PTHREAD_ONCE_INIT;

static unsigned
name_hash(const char *s)
{
	unsigned	 h = 2166136261u, c;

	for (; *s != '\0'; s++) {
		c = (unsigned char)*s;
		c += (c - 'A' < 26u) << 5;
		h = (h ^ c) * 16777619u;
	}
	return h;
}

static void
name_table(void)
{
	size_t	 i, k;

	for (i = 0; i < nt_builtin_count && i < NAME_SLOTS / 2; i++) {
		k = name_hash(nt_builtin_names[i]) & (NAME_SLOTS - 1);
		while (name_slot[k] != 0)
			k = (k + 1) & (NAME_SLOTS - 1);
		name_slot[k] = (unsigned short)(i + 1);
	}
}

static int
builtin_index(const char *name)
{
	size_t	 k, i;

	/* A table too small for the built-ins: the walk through them. */
	if (nt_builtin_count >= NAME_SLOTS / 2) {
		for (i = 0; i < nt_builtin_count; i++)
			if (strcasecmp(nt_builtin_names[i], name) == 0)
				return (int)i;
		return -1;
	}
	pthread_once(&name_once, name_table);
	for (k = name_hash(name) & (NAME_SLOTS - 1); name_slot[k] != 0;
	    k = (k + 1) & (NAME_SLOTS - 1))
		if (strcasecmp(nt_builtin_names[name_slot[k] - 1], name) == 0)
			return name_slot[k] - 1;
	return -1;
}

/*
 * Up to three known names near NAME, nearest first (ties in the order of
 * their bytes), into buf as "a, b, c"; empty when
 * none is near.  Near is a distance of at most a third of the name's
 * length (at least 2), or a name that begins with NAME (as near as one
 * edit).
 */
static void
suggest(const notation_catalog *c, const char *name, char *buf, size_t size)
{
	const char	*cand[3];
	size_t		 dist[3], k, n = 0, i, total, len = strlen(name);
	size_t		 limit = len / 3 > 2 ? len / 3 : 2;

	buf[0] = '\0';
	total = nt_builtin_count + (c != NULL ? c->nfiles : 0);
	for (i = 0; i < total; i++) {
		const char	*known = i < nt_builtin_count ?
		    nt_builtin_names[i] :
		    c->files[i - nt_builtin_count].rules->name;
		size_t		 dd = nt_name_distance(name, known, limit);

		/* A name that begins with NAME ranks with the nearest. */
		if (len >= 3 && strncasecmp(known, name, len) == 0 && dd > 1)
			dd = 1;
		if (dd > limit)
			continue;
		for (k = n < 3 ? n : 3; k > 0 && (dist[k - 1] > dd ||
		    (dist[k - 1] == dd && strcmp(cand[k - 1], known) > 0)); k--)
			if (k < 3) {
				cand[k] = cand[k - 1];
				dist[k] = dist[k - 1];
			}
		if (k < 3) {
			cand[k] = known;
			dist[k] = dd;
			if (n < 3)
				n++;
		}
	}
	for (k = 0; k < n; k++) {
		size_t used = strlen(buf);

		snprintf(buf + used, size - used, "%s%s", k ? ", " : "",
		    cand[k]);
	}
}

static int
unknown(const notation_catalog *c, struct notation_diag *d, const char *name)
{
	char	 near[256];

	if (d == NULL)
		return NOTATION_UNKNOWN_VARIANT;
	suggest(c, name, near, sizeof(near));
	if (near[0] != '\0')
		return notation_diag_set(d, NOTATION_UNKNOWN_VARIANT,
		    "unknown rule set '%.64s%s'; did you mean %s?", name,
		    strlen(name) > 64 ? "..." : "", near);
	if (strchr(name, '/') != NULL || strchr(name, '.') != NULL)
		return notation_diag_set(d, NOTATION_UNKNOWN_VARIANT,
		    "unknown rule set '%.64s%s': a rule set is named by its "
		    "name: key, and its file must be loaded into the "
		    "catalog first", name,
		    strlen(name) > 64 ? "..." : "");
	return notation_diag_set(d, NOTATION_UNKNOWN_VARIANT,
	    "unknown rule set '%.64s%s': neither built in nor loaded from a "
	    "rule file", name, strlen(name) > 64 ? "..." : "");
}

/*
 * The built-in's name doubles as its file name in diagnostics: it is
 * static, and says which text is meant.
 */
notation_rules *
notation_rules_builtin(const char *name, struct notation_diag *d)
{
	int	 i;

	if (name == NULL) {
		notation_diag_set(d, NOTATION_UNKNOWN_VARIANT,
		    "no rule-set name given");
		return NULL;
	}
	if ((i = builtin_index(name)) < 0) {
		unknown(NULL, d, name);
		return NULL;
	}
	return notation_rules_load_string(nt_builtin_texts[i],
	    nt_builtin_lens[i], nt_builtin_names[i], d);
}

notation_catalog *
notation_catalog_new(void)
{
	notation_catalog	*c;
	size_t			 n = nt_builtin_count > 0 ?
				    nt_builtin_count : 1;

	if ((c = calloc(1, sizeof(*c))) == NULL)
		return NULL;
	atomic_init(&c->gen, 0);
	if ((c->builtin = calloc(n, sizeof(*c->builtin))) == NULL ||
	    (c->tried = calloc(n, sizeof(*c->tried))) == NULL ||
	    (c->failure = calloc(n, sizeof(*c->failure))) == NULL)
		goto fail;
	if (pthread_mutex_init(&c->lock, NULL) != 0)
		goto fail;
	c->locked = 1;
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
		for (i = 0; i < nt_builtin_count; i++)
			notation_rules_free(c->builtin[i]);
	for (i = 0; i < c->nfiles; i++) {
		notation_rules_free(c->files[i].rules);
		free(c->files[i].path);
	}
	free(c->builtin);
	free(c->tried);
	free(c->failure);
	free(c->files);
	if (c->locked)
		pthread_mutex_destroy(&c->lock);
	free(c);
}

/*
 * A number that changes whenever a rule set is added (add_locked()), and
 * only then: what notation_catalog_find() answers for a name stays the
 * same while it does (a built-in loaded on first use is the same answer
 * before and after), so a caller may keep an answer as long as the number
 * is the one it read before asking (the checker's Variant, check_game.c).
 * Read without the lock.
 */
unsigned long
nt_catalog_generation(notation_catalog *c)
{
	return atomic_load_explicit(&c->gen, memory_order_acquire);
}

/*
 * Files first, newest first, so that a file shadows a built-in (or an
 * earlier file) of the same name.
 */
const notation_rules *
notation_catalog_find(notation_catalog *c, const char *name,
    struct notation_diag *d)
{
	const notation_rules	*r = NULL;
	size_t			 i;
	int			 b;

	if (c == NULL || name == NULL) {
		notation_diag_set(d, NOTATION_UNKNOWN_VARIANT,
		    "no catalog or no rule-set name given");
		return NULL;
	}
	pthread_mutex_lock(&c->lock);
	for (i = c->nfiles; i > 0; i--)
		if (strcasecmp(c->files[i - 1].rules->name, name) == 0) {
			r = c->files[i - 1].rules;
			goto done;
		}
	if ((b = builtin_index(name)) < 0) {
		unknown(c, d, name);
		goto done;
	}
	if (!c->tried[b]) {
		c->tried[b] = 1;
		c->builtin[b] = notation_rules_load_string(nt_builtin_texts[b],
		    nt_builtin_lens[b], nt_builtin_names[b], &c->failure[b]);
	}
	/* A built-in that does not load is a build error; say so each time. */
	if ((r = c->builtin[b]) == NULL && d != NULL)
		*d = c->failure[b];
done:
	pthread_mutex_unlock(&c->lock);
	return r;
}

/*
 * Add r (owned from now on) under path (NULL for a rule set built in
 * memory); the caller holds the lock.  r is freed when it cannot be kept.
 */
static const notation_rules *
add_locked(notation_catalog *c, notation_rules *r, const char *path,
    struct notation_diag *d)
{
	struct loaded	*files;
	size_t		 cap;
	char		*copy = NULL;

	if (c->nfiles == c->capfiles) {
		cap = c->capfiles ? c->capfiles * 2 : 4;
		if ((files = reallocarray(c->files, cap,
		    sizeof(*files))) == NULL)
			goto nomem;
		c->files = files;
		c->capfiles = cap;
	}
	if (path != NULL && (copy = strdup(path)) == NULL)
		goto nomem;
	c->files[c->nfiles].rules = r;
	c->files[c->nfiles].path = copy;
	c->nfiles++;
	/* After the file is there: a reader of the new value finds it. */
	atomic_fetch_add_explicit(&c->gen, 1, memory_order_release);
	return r;
nomem:
	notation_rules_free(r);
	notation_diag_set(d, NOTATION_LIMIT, "out of memory");
	return NULL;
}

const notation_rules *
notation_catalog_load_file(notation_catalog *c, const char *path,
    struct notation_diag *d)
{
	const notation_rules	*found = NULL;
	notation_rules		*r;
	size_t			 i;

	if (c == NULL || path == NULL) {
		notation_diag_set(d, NOTATION_IO, "no catalog or no path given");
		return NULL;
	}
	/* The same path twice is the same rule set: read it once. */
	pthread_mutex_lock(&c->lock);
	for (i = 0; i < c->nfiles && found == NULL; i++)
		if (c->files[i].path != NULL &&
		    strcmp(c->files[i].path, path) == 0)
			found = c->files[i].rules;
	pthread_mutex_unlock(&c->lock);
	if (found != NULL)
		return found;
	if ((r = notation_rules_load_file(path, d)) == NULL)
		return NULL;
	pthread_mutex_lock(&c->lock);
	found = add_locked(c, r, path, d);
	pthread_mutex_unlock(&c->lock);
	return found;
}

/*
 * Is r one of the rule sets c owns (a built-in it loaded, or one added)?
 * The caller holds the lock.  Adding it again would free it twice.
 */
static int
holds_locked(const notation_catalog *c, const notation_rules *r)
{
	size_t	 i;

	for (i = 0; i < nt_builtin_count; i++)
		if (c->builtin[i] == r)
			return 1;
	for (i = 0; i < c->nfiles; i++)
		if (c->files[i].rules == r)
			return 1;
	return 0;
}

const notation_rules *
notation_catalog_add(notation_catalog *c, notation_rules *r,
    struct notation_diag *d)
{
	const notation_rules	*kept;

	if (c == NULL || r == NULL) {
		notation_rules_free(r);
		notation_diag_set(d, NOTATION_LIMIT,
		    "no catalog or no rule set given");
		return NULL;
	}
	pthread_mutex_lock(&c->lock);
	if (holds_locked(c, r)) {
		pthread_mutex_unlock(&c->lock);
		notation_diag_set(d, NOTATION_BAD_RULES, "the catalog holds "
		    "rule set '%.64s' already: it is not added twice",
		    r->name);
		return NULL;
	}
	kept = add_locked(c, r, NULL, d);
	pthread_mutex_unlock(&c->lock);
	return kept;
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
	if (arg == NULL)
		return notation_catalog_find(c, arg, d);
	if (strchr(arg, '/') != NULL || has_suffix(arg, ".yaml") ||
	    has_suffix(arg, ".yml"))
		return notation_catalog_load_file(c, arg, d);
	return notation_catalog_find(c, arg, d);
}
