/*
 * check_threads.c -- one catalog shared by four threads, as notation.h
 * allows ("Once made, a catalog may be shared between threads").
 *
 * Each thread has its own reader and checker and checks every record of
 * a collection through the one catalog: a game under each built-in rule
 * set (so that every thread asks for built-ins the catalog has not loaded
 * yet), the same moves under the next built-in's name (invalid), a name
 * that is no rule set's, and games under rule sets the threads add with
 * notation_catalog_add() while the others look names up.  Every verdict
 * must be the one a single thread gets with a catalog of its own.  The
 * Makefile's check-tsan runs this suite under ThreadSanitizer, which
 * reports any access to the catalog that its lock does not order.
 */
#include <check.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

#define NTHREADS	4
#define ROUNDS		3	/* a fresh shared catalog each */
#define PLIES		12	/* plies of each generated game */
#define HOUSE_BASE	"corners-8x8"	/* the added rule sets' source */

/* What a single thread must also see: the verdict and its reason. */
struct verdict {
	int		 valid;
	unsigned long	 plies;
	unsigned long	 nerrors;
	size_t		 ndiags_total;
	enum notation_code first_error;
	char		 rules[64];	/* the rule set's name, or "" */
	char		 first[NOTATION_MSG_MAX];	/* first diagnostic */
};

struct record {
	struct notation_buf	 text;
	struct verdict		 want;
};

static struct record	*recs;
static size_t		 nrecs;

SUITE_TCASE(shared, "shared catalog", NULL, NULL, 0);

/*
 * A rule set named name, built in memory from HOUSE_BASE's text; the
 * caller hands it to a catalog.
 */
static notation_rules *
house(const char *name)
{
	struct notation_buf	 y = NOTATION_BUF_INIT;
	const char		*text, *at;
	size_t			 i, len;
	notation_rules		*r;

	for (i = 0; notation_rules_builtin_name(i) != NULL; i++)
		if (strcmp(notation_rules_builtin_name(i), HOUSE_BASE) == 0)
			break;
	ck_assert_ptr_nonnull(text = notation_rules_builtin_yaml(i, &len));
	ck_assert_ptr_nonnull(at = strstr(text, "name: " HOUSE_BASE "\n"));
	notation_buf_put(&y, text, (size_t)(at - text));
	notation_buf_printf(&y, "name: %s\n", name);
	at += strlen("name: " HOUSE_BASE "\n");
	notation_buf_put(&y, at, len - (size_t)(at - text));
	r = notation_rules_load_string(y.data, y.len, name, NULL);
	ck_assert_ptr_nonnull(r);
	notation_buf_free(&y);
	return r;
}

/*
 * A game of up to PLIES legal plies under the rule set moves_of, written
 * with the Variant tag tag (NULL: none), into a new record.
 */
static void
add_record(notation_catalog *c, const char *moves_of, const char *tag)
{
	static struct notation_move	 moves[NOTATION_MAX_MOVES];
	const notation_rules		*r;
	notation_position		*p;
	notation_writer			*w;
	struct record			*rec;
	size_t				 n, ply;

	ck_assert_ptr_nonnull(r = notation_catalog_find(c, moves_of, NULL));
	ck_assert_ptr_nonnull(p = notation_position_new(r));
	ck_assert_ptr_nonnull(w = notation_writer_new(NOTATION_FORMAT_HGN,
	    NOTATION_WRITE_SHORT));
	recs = realloc(recs, (nrecs + 1) * sizeof(*recs));
	ck_assert_ptr_nonnull(recs);
	rec = &recs[nrecs++];
	memset(rec, 0, sizeof(*rec));
	ck_assert_int_eq(notation_writer_begin(w, &rec->text), 0);
	if (tag != NULL)
		ck_assert_int_eq(notation_writer_tag(w, "Variant", 7, tag,
		    strlen(tag), &rec->text), 0);
	for (ply = 0; ply < PLIES; ply++) {
		if ((n = notation_move_generate(p, moves)) == 0)
			break;
		ck_assert_int_eq(notation_writer_move(w, p,
		    &moves[(ply * 7 + nrecs) % n], NULL, 0, &rec->text), 0);
		notation_position_apply(p, &moves[(ply * 7 + nrecs) % n]);
	}
	ck_assert_int_eq(notation_writer_result(w, "*", 1, &rec->text), 0);
	ck_assert_int_eq(notation_writer_end(w, &rec->text), 0);
	notation_writer_free(w);
	notation_position_free(p);
}

static void
verdict_of(const struct notation_summary *s, struct verdict *v)
{
	memset(v, 0, sizeof(*v));
	v->valid = s->valid;
	v->plies = s->plies;
	v->nerrors = s->nerrors;
	v->ndiags_total = s->ndiags_total;
	v->first_error = s->first_error;
	if (s->rules != NULL)
		snprintf(v->rules, sizeof(v->rules), "%s",
		    notation_rules_name(s->rules));
	if (s->ndiags > 0)
		snprintf(v->first, sizeof(v->first), "%s",
		    s->diags[0].message);
}

/* The verdict of one record; 0 when the checker gave no game. */
static int
check_one(notation_checker *ck, notation_reader *rd, const struct record *rec,
    struct verdict *v)
{
	struct notation_summary	 s;

	notation_reader_set_buffer(rd, rec->text.data, rec->text.len);
	if (notation_checker_next(ck, rd, &s) != 1)
		return 0;
	verdict_of(&s, v);
	return notation_checker_next(ck, rd, &s) == 0;
}

struct worker {
	pthread_t		 id;
	int			 n;		/* 0..NTHREADS-1 */
	notation_catalog	*shared;
	pthread_barrier_t	*ready;
	unsigned long		 checked;
	unsigned long		 wrong;
	char			 why[512];	/* the first disagreement */
};

static void *
work(void *arg)
{
	struct worker		*w = arg;
	notation_checker	*ck;
	notation_reader		*rd;
	struct verdict		 got;
	char			 name[32];
	size_t			 i, k;

	/* The four add their own rule sets at once. */
	snprintf(name, sizeof(name), "house-%d", w->n);
	notation_catalog_add(w->shared, house(name), NULL);
	pthread_barrier_wait(w->ready);
	ck = notation_checker_new(w->shared, NULL);
	rd = notation_reader_new("t.hgn");
	if (ck == NULL || rd == NULL) {
		snprintf(w->why, sizeof(w->why), "out of memory");
		w->wrong++;
		goto done;
	}
	/* Each starts at another place, so that they meet in the middle. */
	for (k = 0; k < nrecs; k++) {
		i = (k + (size_t)w->n * nrecs / NTHREADS) % nrecs;
		/* Halfway, a set no record names joins while others read. */
		if (k == nrecs / 2) {
			snprintf(name, sizeof(name), "late-%d", w->n);
			notation_catalog_add(w->shared, house(name), NULL);
		}
		w->checked++;
		if (!check_one(ck, rd, &recs[i], &got) ||
		    memcmp(&got, &recs[i].want, sizeof(got)) != 0) {
			if (w->wrong++ == 0)
				snprintf(w->why, sizeof(w->why), "record %zu: "
				    "valid %d plies %lu rules '%s' '%.80s', want "
				    "valid %d plies %lu rules '%s' '%.80s'", i,
				    got.valid, got.plies, got.rules, got.first,
				    recs[i].want.valid, recs[i].want.plies,
				    recs[i].want.rules, recs[i].want.first);
		}
	}
done:
	notation_reader_free(rd);
	notation_checker_free(ck);
	return NULL;
}

TEST_ONCE(shared, test_shared_catalog)
{
	notation_catalog	*ref;
	notation_checker	*ck;
	notation_reader		*rd;
	struct worker		 w[NTHREADS];
	pthread_barrier_t	 ready;
	char			 name[32];
	const char		*a, *b;
	size_t			 i, nb, valid = 0, invalid = 0;
	int			 t, round;

	/* The collection, and its verdicts in one thread. */
	ck_assert_ptr_nonnull(ref = notation_catalog_new());
	for (t = 0; t < NTHREADS; t++) {
		snprintf(name, sizeof(name), "house-%d", t);
		ck_assert_ptr_nonnull(notation_catalog_add(ref, house(name),
		    NULL));
	}
	for (nb = 0; notation_rules_builtin_name(nb) != NULL; nb++)
		continue;
	for (i = 0; i < nb; i++) {
		a = notation_rules_builtin_name(i);
		b = notation_rules_builtin_name((i + 1) % nb);
		add_record(ref, a, a);
		add_record(ref, a, b);
	}
	for (t = 0; t < NTHREADS; t++) {
		snprintf(name, sizeof(name), "house-%d", t);
		add_record(ref, name, name);
	}
	add_record(ref, NOTATION_DEFAULT_VARIANT, NULL);
	add_record(ref, "corners-8x8", "corners-8x9");
	ck_assert_ptr_nonnull(ck = notation_checker_new(ref, NULL));
	ck_assert_ptr_nonnull(rd = notation_reader_new("t.hgn"));
	for (i = 0; i < nrecs; i++) {
		ck_assert_int_eq(check_one(ck, rd, &recs[i], &recs[i].want), 1);
		if (recs[i].want.valid)
			valid++;
		else
			invalid++;
	}
	notation_reader_free(rd);
	notation_checker_free(ck);
	notation_catalog_free(ref);
	/* Both verdicts are among them, or the comparison proves little. */
	ck_assert_uint_ge(valid, nb);
	ck_assert_uint_ge(invalid, 2);

	for (round = 0; round < ROUNDS; round++) {
		memset(w, 0, sizeof(w));
		ck_assert_int_eq(pthread_barrier_init(&ready, NULL, NTHREADS),
		    0);
		ck_assert_ptr_nonnull(w[0].shared = notation_catalog_new());
		for (t = 0; t < NTHREADS; t++) {
			w[t].n = t;
			w[t].shared = w[0].shared;
			w[t].ready = &ready;
			ck_assert_int_eq(pthread_create(&w[t].id, NULL, work,
			    &w[t]), 0);
		}
		for (t = 0; t < NTHREADS; t++)
			pthread_join(w[t].id, NULL);
		for (t = 0; t < NTHREADS; t++) {
			ck_assert_msg(w[t].wrong == 0, "round %d, thread %d: "
			    "%lu of %lu verdicts differ; %s", round, t,
			    w[t].wrong, w[t].checked, w[t].why);
			ck_assert_uint_eq(w[t].checked, nrecs);
		}
		notation_catalog_free(w[0].shared);
		pthread_barrier_destroy(&ready);
	}
	for (i = 0; i < nrecs; i++)
		notation_buf_free(&recs[i].text);
	free(recs);
	recs = NULL;
	nrecs = 0;
}
END_TEST

HARNESS_SUITE("threads")
