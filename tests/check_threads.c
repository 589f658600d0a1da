/*
 * check_threads.c -- one catalog shared by four threads, as notation.h
 * allows ("Once made, a catalog may be shared between threads").
 *
 * Each thread has its own reader and checker and checks every record of
 * a collection through the one catalog: a game under each built-in rule
 * set (so that every thread asks for built-ins the catalog has not loaded
 * yet), the same moves under the next built-in's name (invalid), a name
 * that is no rule set's, and games under rule sets the threads add with
 * notation_catalog_add() while the others look names up, with a Variant
 * tag alone and with a FEN tag too.  Before each record a thread adds
 * another rule set of one of those names, so that names are found while
 * the catalog's answer to them changes: one game resolves its rule set
 * once, and its FEN tag is read under the Variant tag's rule set (issue
 * 40, point 13), never judged "a house-0 position, but the Variant tag
 * says house-0".  Every verdict
 * must be the one a single thread gets with a catalog of its own.  The
 * Makefile's check-tsan runs this suite under ThreadSanitizer, which
 * reports any access to the catalog that its lock does not order.
 */
#include <check.h>
#include <pthread.h>
#include <stdatomic.h>
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
 * with the Variant tag tag (NULL: none) and, with fen, a FEN tag of its
 * start position, into a new record.
 */
static void
add_record(notation_catalog *c, const char *moves_of, const char *tag,
    int fen)
{
	struct notation_buf		 start = NOTATION_BUF_INIT;
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
	if (fen) {
		ck_assert_int_eq(notation_position_format(p, &start), 0);
		ck_assert_int_eq(notation_writer_tag(w, "FEN", 3, start.data,
		    start.len, &rec->text), 0);
		notation_buf_free(&start);
	}
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
		/*
		 * A set of a name the records use joins while others read
		 * (and halfway, one no record names).
		 */
		snprintf(name, sizeof(name), k == nrecs / 2 ? "late-%d" :
		    "house-%d", (int)((k + (size_t)w->n) % NTHREADS));
		notation_catalog_add(w->shared, house(name), NULL);
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
		add_record(ref, a, a, 0);
		add_record(ref, a, b, 0);
	}
	for (t = 0; t < NTHREADS; t++) {
		snprintf(name, sizeof(name), "house-%d", t);
		add_record(ref, name, name, 0);
		add_record(ref, name, name, 1);
		add_record(ref, name, name, 1);
	}
	add_record(ref, NOTATION_DEFAULT_VARIANT, NULL, 0);
	add_record(ref, "corners-8x8", "corners-8x9", 0);
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

/*
 * One game resolves its rule set once (issue 40, point 13): a record
 * with a Variant and a FEN tag of one name, checked by READERS threads
 * over and over while another adds RACE_ADDS rule sets of that name (made
 * before, so that the adds come fast) in RACE_ROUNDS fresh catalogs, is
 * valid every time.  When the FEN tag was looked up apart from the
 * Variant tag, a rule set added in between made it "a race position, but
 * the Variant tag says race", in about one round of three.
 */
#define READERS		3
#define RACE_ADDS	400
#define RACE_ROUNDS	12
#define RACE_RULES	"name: race\nboard: {shape: square, width: 4, " \
			"height: 4}\nplayers:\n" \
			"  - {name: W, letter: w, camp: [a1], goal: [d4]}\n" \
			"  - {name: B, letter: b, camp: [d4], goal: [a1]}\n"
#define RACE_GAME	"[Variant \"race\"]\n[FEN \"race w:a1 b:d4 w 1\"]\n\n" \
			"1. a1-b2 d4-c3 *\n"

struct racer {
	pthread_t		 id;
	notation_catalog	*shared;
	atomic_int		*done;
	pthread_barrier_t	*ready;
	unsigned long		 checked;
	unsigned long		 wrong;
	char			 why[NOTATION_MSG_MAX];
};

static notation_rules *
race_rules(void)
{
	notation_rules	*r;

	r = notation_rules_load_string(RACE_RULES, strlen(RACE_RULES),
	    "race.yaml", NULL);
	ck_assert_ptr_nonnull(r);
	return r;
}

static void *
race_read(void *arg)
{
	struct racer		*rc = arg;
	notation_checker	*ck = notation_checker_new(rc->shared, NULL);
	notation_reader		*rd = notation_reader_new("race.hgn");
	struct notation_summary	 s;

	pthread_barrier_wait(rc->ready);
	/* At least once after the adds, so that every reader ran. */
	while (ck != NULL && rd != NULL) {
		int	 last = atomic_load(rc->done);

		notation_reader_set_buffer(rd, RACE_GAME, strlen(RACE_GAME));
		rc->checked++;
		if (notation_checker_next(ck, rd, &s) != 1 || !s.valid ||
		    s.plies != 2) {
			if (rc->wrong++ == 0)
				snprintf(rc->why, sizeof(rc->why), "%s",
				    s.ndiags > 0 ? s.diags[0].message : "");
		}
		if (last)
			break;
	}
	notation_reader_free(rd);
	notation_checker_free(ck);
	return NULL;
}

TEST_LOOP(shared, test_one_resolution, RACE_ROUNDS)
{
	static notation_rules	*sets[RACE_ADDS];
	struct racer		 rc[READERS];
	pthread_barrier_t	 ready;
	atomic_int		 done = 0;
	int			 t, n;

	memset(rc, 0, sizeof(rc));
	for (n = 0; n < RACE_ADDS; n++)
		sets[n] = race_rules();
	ck_assert_ptr_nonnull(rc[0].shared = notation_catalog_new());
	ck_assert_ptr_nonnull(notation_catalog_add(rc[0].shared, race_rules(),
	    NULL));
	ck_assert_int_eq(pthread_barrier_init(&ready, NULL, READERS + 1), 0);
	for (t = 0; t < READERS; t++) {
		rc[t].shared = rc[0].shared;
		rc[t].done = &done;
		rc[t].ready = &ready;
		ck_assert_int_eq(pthread_create(&rc[t].id, NULL, race_read,
		    &rc[t]), 0);
	}
	/* Once the readers read, as fast as the catalog takes them. */
	pthread_barrier_wait(&ready);
	for (n = 0; n < RACE_ADDS; n++)
		ck_assert_ptr_nonnull(notation_catalog_add(rc[0].shared,
		    sets[n], NULL));
	atomic_store(&done, 1);
	for (t = 0; t < READERS; t++)
		pthread_join(rc[t].id, NULL);
	pthread_barrier_destroy(&ready);
	for (t = 0; t < READERS; t++)
		ck_assert_msg(rc[t].wrong == 0 && rc[t].checked > 0, "reader "
		    "%d: %lu of %lu games judged otherwise: %s", t,
		    rc[t].wrong, rc[t].checked, rc[t].why);
	notation_catalog_free(rc[0].shared);
}
END_TEST

HARNESS_SUITE("threads")
