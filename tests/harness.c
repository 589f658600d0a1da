/*
 * harness.c -- the fixture, helpers and suite runner that every Check
 * suite links (tests/harness.h).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

notation_catalog	*cat;

void
setup(void)
{
	cat = notation_catalog_new();
	ck_assert_ptr_nonnull(cat);
}

void
teardown(void)
{
	notation_catalog_free(cat);
	cat = NULL;
}

notation_position *
pos_of(const char *s)
{
	struct notation_diag	 d;
	notation_position	*p;

	notation_diag_clear(&d);
	if (notation_position_parse(cat, s, strlen(s), &p, &d) != 0)
		ck_abort_msg("position '%.60s': %s (column %lu)", s,
		    d.message, d.column);
	return p;
}

const char *
next_word(const char **s, size_t *len)
{
	const char	*w = *s + strspn(*s, " ");

	if (*w == '\0')
		return NULL;
	*len = strcspn(w, " ");
	*s = w + *len;
	return w;
}

int
play_moves(notation_game *g, const char *moves, const char *what,
    struct notation_diag *d)
{
	const char	*s = moves, *w;
	size_t		 n;
	int		 rc = 0;

	while ((w = next_word(&s, &n)) != NULL) {
		ck_assert_msg(rc == 0, "%s: %s", what, d->message);
		notation_diag_clear(d);
		rc = notation_game_play(g, w, n, d);
	}
	return rc;
}

void
check_outcome_case(const struct outcome_case *t)
{
	notation_position		*p = pos_of(t->pos);
	notation_game			*g;
	const struct notation_result	*o;
	struct notation_diag		 d;

	g = notation_game_new(notation_position_rules(p));
	ck_assert_ptr_nonnull(g);
	ck_assert_int_eq(notation_game_reset(g, p), 0);
	notation_diag_clear(&d);
	ck_assert_msg(play_moves(g, t->moves, t->moves, &d) == 0, "%s: %s",
	    t->moves, d.message);
	o = notation_game_outcome(g);
	ck_assert_int_eq(o->kind, t->kind);
	ck_assert_uint_eq(o->winners, t->winners);
	ck_assert_int_eq(o->reason, t->reason);
	ck_assert_uint_eq(notation_game_plies(g), t->plies);
	notation_game_free(g);
	notation_position_free(p);
}

void
check_legal(const struct legal_case *t)
{
	notation_position	*p = pos_of(t->pos);
	struct notation_move	 m;
	struct notation_diag	 d;
	int			 rc;

	notation_diag_clear(&d);
	rc = notation_move_parse(p, t->move, strlen(t->move), &m, &d);
	ck_assert_msg(rc == t->code, "%s: got %s (%s), want %s", t->move,
	    notation_code_name(rc), d.message, notation_code_name(t->code));
	if (t->code == 0)
		ck_assert_int_eq(m.kind, t->kind);
	if (t->msg != NULL)
		ck_assert_msg(strstr(d.message, t->msg) != NULL,
		    "%s: message '%s' lacks '%s'", t->move, d.message, t->msg);
	notation_position_free(p);
}

void
check_forms(const struct form_case *t)
{
	notation_position	*p = pos_of(t->pos);
	struct notation_buf	 b = NOTATION_BUF_INIT;
	struct notation_move	 m;
	struct notation_diag	 d;

	notation_diag_clear(&d);
	ck_assert_msg(notation_move_parse(p, t->move, strlen(t->move), &m,
	    &d) == 0, "%s: %s", t->move, d.message);
	ck_assert_int_eq(notation_move_format(p, &m, 0, &b), 0);
	ck_assert_str_eq(b.data, t->shortform);
	notation_buf_reset(&b);
	ck_assert_int_eq(notation_move_format(p, &m, 1, &b), 0);
	ck_assert_str_eq(b.data, t->longform);
	notation_buf_free(&b);
	notation_position_free(p);
}

void
check_drawn(const char *pos, const char *text, const char *lacks,
    const char *svg)
{
	notation_position	*p = pos_of(pos);
	struct notation_buf	 b = NOTATION_BUF_INIT;

	ck_assert_int_eq(notation_position_render(p, 0, &b), 0);
	ck_assert_msg(strstr(b.data, text) != NULL, "%s lacks '%s'", b.data,
	    text);
	if (lacks != NULL)
		ck_assert_msg(strstr(b.data, lacks) == NULL, "%s has '%s'",
		    b.data, lacks);
	if (svg != NULL) {
		notation_buf_reset(&b);
		ck_assert_int_eq(notation_position_svg(p, NULL, NULL, 0, &b),
		    0);
		ck_assert_msg(strstr(b.data, svg) != NULL, "the SVG of %s "
		    "lacks '%s'", pos, svg);
	}
	notation_buf_free(&b);
	notation_position_free(p);
}

/* Does text parse as a legal move of p?  Counted by the caller. */
static int
parses(const notation_position *p, const char *text)
{
	struct notation_move	 m;

	return notation_move_parse(p, text, strlen(text), &m, NULL) == 0;
}

void
check_generate_agrees_with_parse(const char *pos)
{
	struct notation_move	 moves[NOTATION_MAX_MOVES], m;
	struct notation_buf	 b = NOTATION_BUF_INIT;
	notation_position	*p = pos_of(pos);
	const notation_rules	*r = notation_position_rules(p);
	size_t			 n, i, legal = 0;
	int			 from, to, lf;
	char			 text[16], a[4], c[4];

	n = notation_move_generate(p, moves);
	ck_assert_uint_gt(n, 0);
	for (i = 0; i < n; i++)
		for (lf = 0; lf < 2; lf++) {
			notation_buf_reset(&b);
			ck_assert_int_eq(notation_move_format(p, &moves[i], lf,
			    &b), 0);
			ck_assert_msg(notation_move_parse(p, b.data, b.len, &m,
			    NULL) == 0, "%s: %s", pos, b.data);
			ck_assert_int_eq(m.from, moves[i].from);
			ck_assert_int_eq(m.to, moves[i].to);
			ck_assert_int_eq(m.kind, moves[i].kind);
		}
	/*
	 * Every cell alone (a drop), with "-off" and paired with every cell
	 * of the board: legal exactly when generated.
	 */
	for (from = notation_cell_next(r, 0); from >= 0;
	    from = notation_cell_next(r, from + 1)) {
		notation_cell_name(r, from, a);
		legal += parses(p, a);
		snprintf(text, sizeof(text), "%s-off", a);
		legal += parses(p, text);
		for (to = notation_cell_next(r, 0); to >= 0;
		    to = notation_cell_next(r, to + 1)) {
			notation_cell_name(r, to, c);
			snprintf(text, sizeof(text), "%s-%s", a, c);
			legal += parses(p, text);
		}
	}
	ck_assert_uint_eq(legal, n);
	notation_buf_free(&b);
	notation_position_free(p);
}

static int
cmp_str(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

void
check_children(const char *pos, const char **want, size_t n)
{
	struct notation_move	*moves = malloc(NOTATION_MOVE_LIST_BYTES);
	struct notation_buf	 txt = NOTATION_BUF_INIT;
	struct notation_buf	 out = NOTATION_BUF_INIT;
	struct notation_move	 back;
	struct notation_diag	 d;
	notation_position	*p = pos_of(pos), *q, *q2;
	char			**mine;
	size_t			 i;
	int			 lf;

	ck_assert_ptr_nonnull(moves);
	ck_assert_uint_eq(notation_move_generate(p, moves), n);
	mine = calloc(n + 1, sizeof(*mine));
	ck_assert_ptr_nonnull(mine);
	for (i = 0; i < n; i++) {
		q = notation_position_copy(p);
		notation_position_apply(q, &moves[i]);
		notation_buf_reset(&out);
		ck_assert_int_eq(notation_position_format(q, &out), 0);
		mine[i] = strdup(out.data);
		ck_assert_ptr_nonnull(mine[i]);
		for (lf = 0; lf < 2; lf++) {
			notation_buf_reset(&txt);
			ck_assert_int_eq(notation_move_format(p, &moves[i], lf,
			    &txt), 0);
			notation_diag_clear(&d);
			ck_assert_msg(notation_move_parse(p, txt.data, txt.len,
			    &back, &d) == 0, "%s: %s", txt.data, d.message);
			q2 = notation_position_copy(p);
			notation_position_apply(q2, &back);
			ck_assert_msg(notation_position_equal(q, q2),
			    "%s reads back to another move", txt.data);
			ck_assert(notation_position_hash(q) ==
			    notation_position_hash(q2));
			notation_position_free(q2);
		}
		/* The hash of the move made is that of the string read. */
		q2 = pos_of(mine[i]);
		ck_assert(notation_position_hash(q) ==
		    notation_position_hash(q2));
		notation_position_free(q2);
		notation_position_free(q);
	}
	qsort(mine, n, sizeof(mine[0]), cmp_str);
	qsort(want, n, sizeof(want[0]), cmp_str);
	for (i = 0; i < n; i++) {
		ck_assert_str_eq(mine[i], want[i]);
		ck_assert_msg(i == 0 || strcmp(mine[i], mine[i - 1]) != 0,
		    "two moves leave %s", mine[i]);
	}
	for (i = 0; i < n; i++)
		free(mine[i]);
	free(mine);
	free(moves);
	notation_buf_free(&txt);
	notation_buf_free(&out);
	notation_position_free(p);
}

/*
 * The rule file yaml loaded as t.yaml: refused as bad-rules at
 * line:column with a message holding message (and NULL returned) when
 * message is not NULL; loaded otherwise.
 */
notation_rules *
check_rules_load(const char *yaml, const char *message, unsigned long line,
    unsigned long column)
{
	struct notation_diag	 d;
	notation_rules		*r;

	notation_diag_clear(&d);
	r = notation_rules_load_string(yaml, strlen(yaml), "t.yaml", &d);
	if (message != NULL) {
		ck_assert_ptr_null(r);
		ck_assert_int_eq(d.code, NOTATION_BAD_RULES);
		ck_assert_msg(strstr(d.message, message) != NULL,
		    "'%s' lacks '%s'", d.message, message);
		ck_assert_uint_eq(d.line, line);
		ck_assert_uint_eq(d.column, column);
		return NULL;
	}
	ck_assert_msg(r != NULL, "%s", d.message);
	return r;
}

uint64_t
start_perft(const notation_rules *r, int depth)
{
	notation_position	*p = notation_position_new(r);
	uint64_t		 n;

	ck_assert_ptr_nonnull(p);
	n = notation_position_perft(p, depth);
	notation_position_free(p);
	return n;
}

notation_rules *
check_key_load(const struct rules_key_case *t)
{
	notation_rules	*r;

	r = check_rules_load(t->yaml, t->message, t->line, t->column);
	if (r != NULL)
		ck_assert_uint_eq(start_perft(r, 1), t->perft1);
	return r;
}

notation_rules *
check_key_reload(const notation_rules *r, struct notation_buf *b)
{
	struct notation_diag	 d;
	notation_rules		*again;

	notation_buf_reset(b);
	ck_assert_int_eq(notation_rules_emit_yaml(r, b, NULL), 0);
	notation_diag_clear(&d);
	again = notation_rules_load_string(b->data, b->len, "again", &d);
	ck_assert_msg(again != NULL, "%s", d.message);
	return again;
}

notation_rules *
check_key_rewrite(const notation_rules *r, struct notation_buf *b)
{
	struct notation_buf	 twice = NOTATION_BUF_INIT;
	notation_rules		*again = check_key_reload(r, b);

	ck_assert_int_eq(notation_rules_emit_yaml(again, &twice, NULL), 0);
	ck_assert_str_eq(twice.data, b->data);
	notation_buf_free(&twice);
	return again;
}

void
check_rules_rewrite(const char *yaml, const char *message,
    unsigned long line, unsigned long column)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	notation_rules		*r;

	if ((r = check_rules_load(yaml, message, line, column)) == NULL)
		return;
	notation_rules_free(check_key_rewrite(r, &b));
	notation_rules_free(r);
	notation_buf_free(&b);
}

void
check_key_round(const struct rules_key_case *t, int depth,
    void (*written)(const struct rules_key_case *, const char *))
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	notation_rules		*r, *again;

	if ((r = check_key_load(t)) == NULL)
		return;
	again = check_key_reload(r, &b);
	if (written != NULL)
		written(t, b.data);
	ck_assert_uint_eq(start_perft(again, 1), t->perft1);
	if (depth == 2)
		ck_assert_uint_eq(start_perft(again, 2),
		    t->perft1 * t->perft1);
	notation_rules_free(again);
	notation_rules_free(r);
	notation_buf_free(&b);
}

void
check_start_string(const notation_rules *r, const char *want)
{
	notation_position	*p;

	ck_assert_ptr_nonnull(r);
	p = notation_position_new(r);
	check_reads_back(p, want);
	notation_position_free(p);
}

void
check_reads_back(const notation_position *p, const char *want)
{
	notation_position	*q;
	struct notation_buf	 b = NOTATION_BUF_INIT;

	ck_assert_int_eq(notation_position_format(p, &b), 0);
	ck_assert_str_eq(b.data, want);
	q = pos_of(b.data);
	ck_assert(notation_position_equal(p, q));
	ck_assert(notation_position_hash(p) == notation_position_hash(q));
	notation_buf_free(&b);
	notation_position_free(q);
}

void
check_position_text(const struct text_case *t)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	struct notation_diag	 d;
	notation_position	*p = NULL;
	const char		*want = t->want == NULL ? t->in : t->want + 1;
	size_t			 n = strlen(want);
	int			 rc;

	notation_diag_clear(&d);
	rc = notation_position_parse(cat, t->in, strlen(t->in), &p, &d);
	if (t->want != NULL && t->want[0] != '=') {
		ck_assert_msg(rc == NOTATION_BAD_POSITION, "%s: %s", t->in,
		    notation_code_name(rc));
		ck_assert_msg(strstr(d.message, t->want) != NULL,
		    "'%s' lacks '%s'", d.message, t->want);
		return;
	}
	ck_assert_msg(rc == 0, "%s: %s", t->in, d.message);
	if (want[0] == ' ') {
		ck_assert_int_eq(notation_position_format(p, &b), 0);
		ck_assert_msg(b.len > n && strcmp(b.data + b.len - n, want) ==
		    0, "'%s' does not end in '%s'", b.data, want);
		want = b.data;
	}
	check_reads_back(p, want);
	notation_buf_free(&b);
	notation_position_free(p);
}

void
check_moves_applied(const struct text_case *t)
{
	const char		*bar = strchr(t->in, '|'), *moves, *w;
	struct notation_move	 m;
	struct notation_diag	 d;
	notation_position	*p;
	char			 pos[256];
	size_t			 len;

	ck_assert_ptr_nonnull(bar);
	snprintf(pos, sizeof(pos), "%.*s", (int)(bar - t->in), t->in);
	p = pos_of(pos);
	moves = bar + 1;
	while ((w = next_word(&moves, &len)) != NULL) {
		notation_diag_clear(&d);
		ck_assert_msg(notation_move_parse(p, w, len, &m, &d) == 0,
		    "%.*s: %s", (int)len, w, d.message);
		notation_position_apply(p, &m);
	}
	check_reads_back(p, t->want);
	notation_position_free(p);
}

void
check_ref_start(ref_agrees_fn *agrees, const char *name, int depth,
    uint64_t want)
{
	const notation_rules	*r = notation_catalog_find(cat, name, NULL);
	notation_position	*p;

	ck_assert_msg(r != NULL, "no rule set %s", name);
	p = notation_position_new(r);
	agrees(p, depth, want);
	notation_position_free(p);
}

void
check_ref_at(ref_agrees_fn *agrees, const char *pos, int depth)
{
	notation_position	*p = pos_of(pos);

	agrees(p, depth, 0);
	notation_position_free(p);
}

size_t
check_ref_played(ref_agrees_fn *agrees, const char *name, size_t plies,
    size_t stride, int depth)
{
	const notation_rules	*r = notation_catalog_find(cat, name, NULL);
	struct notation_move	*moves = malloc(NOTATION_MOVE_LIST_BYTES);
	notation_position	*p;
	size_t			 n, ply;

	ck_assert_msg(r != NULL, "no rule set %s", name);
	ck_assert_ptr_nonnull(moves);
	p = notation_position_new(r);
	for (ply = 0; ply < plies; ply++) {
		if ((n = notation_move_generate(p, moves)) == 0)
			break;
		notation_position_apply(p, &moves[(ply * stride + 3) % n]);
	}
	agrees(p, depth, 0);
	notation_position_free(p);
	free(moves);
	return ply;
}

void
check_written_back(const char *name, const char *const *want, size_t n,
    int depth, uint64_t perft, struct notation_buf *b)
{
	const notation_rules	*r = notation_catalog_find(cat, name, NULL);
	struct notation_buf	 own = NOTATION_BUF_INIT;
	notation_rules		*again;
	size_t			 i;

	ck_assert_msg(r != NULL, "no rule set %s", name);
	if (b == NULL)
		b = &own;
	again = check_key_reload(r, b);
	for (i = 0; i < n; i++)
		ck_assert_msg(strstr(b->data, want[i]) != NULL, "%s lacks %s",
		    b->data, want[i]);
	ck_assert_uint_eq(start_perft(again, depth), perft);
	notation_rules_free(again);
	notation_buf_free(&own);
}

int
check_spec_perft(const char *prefix, int quoted)
{
	FILE			*fp = fopen("spec/rules.md", "r");
	const notation_rules	*r;
	notation_position	*p;
	char			 line[256], name[64];
	unsigned long long	 n[3];
	int			 rows = 0, d;

	ck_assert_msg(fp != NULL, "spec/rules.md: cannot open");
	while (fgets(line, sizeof(line), fp) != NULL) {
		if (sscanf(line, quoted ?
		    "| `%63[a-z0-9-]` | %llu | %llu | %llu |" :
		    "| %63[a-z0-9-] | %llu | %llu | %llu |", name, &n[0],
		    &n[1], &n[2]) != 4)
			continue;
		if (strncmp(name, prefix, strlen(prefix)) != 0)
			continue;
		r = notation_catalog_find(cat, name, NULL);
		ck_assert_msg(r != NULL, "spec/rules.md: no rule set %s", name);
		p = notation_position_new(r);
		for (d = 0; d < 3; d++)
			ck_assert_msg(notation_position_perft(p, d + 1) == n[d],
			    "spec/rules.md: %s depth %d says %llu", name, d + 1,
			    n[d]);
		notation_position_free(p);
		rows++;
	}
	fclose(fp);
	return rows;
}

notation_reader *
check_first_game(notation_checker **chk, int format, const char *record,
    const char *what, struct notation_summary *s)
{
	notation_reader	*rd;

	*chk = notation_checker_new(cat, NULL);
	rd = notation_reader_new("t");
	ck_assert(*chk != NULL && rd != NULL);
	notation_reader_set_format(rd, (enum notation_format)format, NULL);
	notation_reader_set_buffer(rd, record, strlen(record));
	ck_assert_msg(notation_checker_next(*chk, rd, s) == 1, "%s", what);
	return rd;
}

void
check_no_more_games(notation_checker *chk, notation_reader *rd,
    struct notation_summary *s)
{
	ck_assert(notation_checker_next(chk, rd, s) == 0);
	notation_reader_free(rd);
	notation_checker_free(chk);
}

void
check_summary_diag(const char *what, const struct notation_summary *s,
    int code, unsigned long line, unsigned long column, const char *msg)
{
	size_t	 i;

	if (code == 0)
		return;
	for (i = 0; i < s->ndiags; i++)
		if ((int)s->diags[i].code == code)
			break;
	ck_assert_msg(i < s->ndiags, "%s: no %s", what,
	    notation_code_name(code));
	ck_assert_msg(s->diags[i].line == line &&
	    s->diags[i].column == column, "%s: at %lu:%lu: %s", what,
	    s->diags[i].line, s->diags[i].column, s->diags[i].message);
	if (msg != NULL)
		ck_assert_msg(strstr(s->diags[i].message, msg) != NULL,
		    "%s: %s", what, s->diags[i].message);
}

const void *
table_find(const void *base, size_t n, size_t size, const char *name)
{
	return table_find_len(base, n, size, name, strlen(name));
}

const void *
table_find_len(const void *base, size_t n, size_t size, const char *name,
    size_t len)
{
	const char	*e = base, *s;
	size_t		 i;

	for (i = 0; i < n; i++, e += size) {
		s = *(const char *const *)(const void *)e;
		if (strlen(s) == len && memcmp(s, name, len) == 0)
			return e;
	}
	ck_abort_msg("no %.*s in the table", (int)len, name);
	return NULL;
}

/* The tests that TEST_LOOP() and TEST_ONCE() entered, before main(). */
static struct harness_entry {
	struct harness_tcase	*tcase;
	const TTest		*test;
	int			 cases;
	int			 signal;	/* 0, or the one it must end by */
	int			 line;
} entries[512];
static size_t	nentries;

void
harness_add(struct harness_tcase *tcase, const TTest *test, int cases,
    int signal, int line)
{
	if (nentries == NELEM(entries)) {
		fprintf(stderr, "harness: more than %zu tests\n",
		    NELEM(entries));
		abort();
	}
	entries[nentries].tcase = tcase;
	entries[nentries].test = test;
	entries[nentries].cases = cases;
	entries[nentries].signal = signal;
	entries[nentries].line = line;
	nentries++;
}

/* File order: constructors run in whatever order the toolchain likes. */
static int
by_tcase_line(const void *a, const void *b)
{
	const struct harness_entry	*x = a, *y = b;

	if (x->tcase->line != y->tcase->line)
		return x->tcase->line < y->tcase->line ? -1 : 1;
	return (x->line > y->line) - (x->line < y->line);
}

Suite *
harness_suite(const char *name)
{
	Suite			*s = suite_create(name);
	struct harness_tcase	*t;
	size_t			 i;

	qsort(entries, nentries, sizeof(entries[0]), by_tcase_line);
	for (i = 0; i < nentries; i++) {
		t = entries[i].tcase;
		if (t->tc == NULL) {
			t->tc = tcase_create(t->name);
			if (t->setup != NULL || t->teardown != NULL)
				tcase_add_checked_fixture(t->tc, t->setup,
				    t->teardown);
			if (t->timeout > 0)
				tcase_set_timeout(t->tc, t->timeout);
			suite_add_tcase(s, t->tc);
		}
		if (entries[i].signal != 0)
			tcase_add_loop_test_raise_signal(t->tc,
			    entries[i].test, entries[i].signal, 0,
			    entries[i].cases);
		else
			tcase_add_loop_test(t->tc, entries[i].test, 0,
			    entries[i].cases);
	}
	return s;
}

int
main(void)
{
	SRunner	*sr = srunner_create(test_suite());
	int	 failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
