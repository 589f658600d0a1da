/*
 * stats_partial.c -- the partial written as JSON or YAML: one walk over
 * the figures for both (spec/statistics.md, "The partial").  stats_read.c
 * reads the JSON form back.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <yaml.h>

#include "stats/stats_int.h"

struct doc {
	int			 yaml;
	struct notation_buf	*out;
	int			 first;		/* JSON: no comma yet */
	int			 keyed;		/* JSON: after a key */
	int			 failed;
	yaml_emitter_t		 em;
};

/* A YAML event's outcome: the first failure stops the emitting. */
static void
doc_emitted(struct doc *d, int rc)
{
	if (rc == -1)
		d->failed = 1;
}

static void
json_sep(struct doc *d)
{
	if (d->keyed)
		d->keyed = 0;
	else if (!d->first && notation_buf_putc(d->out, ',') == -1)
		d->failed = 1;
	d->first = 0;
}

static void
doc_begin(struct doc *d, int seq)
{
	if (d->yaml) {
		if (!d->failed)
			doc_emitted(d, seq ? nt_emit_seq(&d->em, 0) :
			    nt_emit_map(&d->em, 0));
		return;
	}
	json_sep(d);
	if (notation_buf_putc(d->out, seq ? '[' : '{') == -1)
		d->failed = 1;
	d->first = 1;
}

static void
doc_end(struct doc *d, int seq)
{
	if (d->yaml) {
		if (!d->failed)
			doc_emitted(d, seq ? nt_emit_seq_end(&d->em) :
			    nt_emit_map_end(&d->em));
		return;
	}
	if (notation_buf_putc(d->out, seq ? ']' : '}') == -1)
		d->failed = 1;
	d->first = 0;
	d->keyed = 0;
}

/*
 * The kinds of scalar (internal.h, enum emit_kind): a number, true,
 * false or null, written bare (EMIT_BARE); a word of the format (a key
 * such as "games", a code, a reason) that YAML may leave unquoted
 * (EMIT_WORD); a string from the data (a tag value, a result, an input
 * name), always quoted in YAML so that "1-0", "123" or "yes" stay strings
 * (EMIT_QUOTED).
 */
static void
doc_scalar(struct doc *d, const char *text, enum emit_kind kind)
{
	if (d->yaml) {
		if (!d->failed)
			doc_emitted(d, nt_emit_scalar(&d->em, text,
			    strlen(text), kind));
		return;
	}
	json_sep(d);
	if ((kind == EMIT_BARE ? notation_buf_puts(d->out, text) :
	    notation_buf_json_string(d->out, text, strlen(text))) == -1)
		d->failed = 1;
}

/* A key: a word of the format (word set) or a string from the data. */
static void
doc_key(struct doc *d, const char *key, int word)
{
	if (d->yaml) {
		doc_scalar(d, key, word ? EMIT_WORD : EMIT_QUOTED);
		return;
	}
	json_sep(d);
	if (notation_buf_json_string(d->out, key, strlen(key)) == -1 ||
	    notation_buf_putc(d->out, ':') == -1)
		d->failed = 1;
	d->keyed = 1;
}

static void
doc_u64(struct doc *d, uint64_t v)
{
	char	 buf[32];

	nt_stats_fmt_u64(buf, sizeof(buf), v);
	doc_scalar(d, buf, EMIT_BARE);
}

static void
doc_field(struct doc *d, const char *key, uint64_t v)
{
	doc_key(d, key, 1);
	doc_u64(d, v);
}

/*
 * A key of the format and its scalar: a string from the data under it
 * (EMIT_QUOTED), or a number or null (EMIT_BARE).
 */
static void
doc_pair(struct doc *d, const char *key, const char *text,
    enum emit_kind kind)
{
	doc_key(d, key, 1);
	doc_scalar(d, text, kind);
}

/* A minimum or maximum, null when nothing was counted. */
static void
doc_opt(struct doc *d, const char *key, uint64_t v, int set)
{
	if (set)
		doc_field(d, key, v);
	else
		doc_pair(d, key, "null", EMIT_BARE);
}

static void
doc_mean(struct doc *d, const char *key, uint64_t sum, uint64_t n)
{
	char	 buf[64];

	nt_stats_fmt_mean(buf, sizeof(buf), sum, n);
	doc_pair(d, key, buf, EMIT_BARE);
}

/* A range after its count: its sum, least, most and mean. */
static void
doc_range(struct doc *d, const struct range *r)
{
	doc_field(d, "sum", r->sum);
	doc_opt(d, "min", r->min, r->n > 0);
	doc_opt(d, "max", r->max, r->n > 0);
	doc_mean(d, "mean", r->sum, r->n);
}

/* A key of the format, then a mapping or (seq) a list begun under it. */
static void
doc_open(struct doc *d, const char *key, int seq)
{
	doc_key(d, key, 1);
	doc_begin(d, seq);
}

static void
doc_counts(struct doc *d, const struct table *t)
{
	struct ent	*e;
	size_t		 i;

	doc_begin(d, 0);
	if ((e = nt_stats_table_sorted(t, nt_stats_by_key)) == NULL)
		d->failed = 1;
	else
		for (i = 0; i < t->nrecs; i++) {
			doc_key(d, e[i].key, 0);
			doc_u64(d, *(const uint64_t *)e[i].rec);
		}
	free(e);
	doc_end(d, 0);
}

/* A game's tags, in the order kept, as an object. */
static void
doc_tags(struct doc *d, const struct notation_buf *tags)
{
	const char	*name, *value;
	size_t		 at = 0;

	doc_begin(d, 0);
	while (nt_stats_tags_next(tags, &at, &name, &value)) {
		doc_key(d, name, 0);
		doc_scalar(d, value, EMIT_QUOTED);
	}
	doc_end(d, 0);
}

/* The histogram h of counts under key. */
static void
doc_hist(struct doc *d, const char *key, const struct hist *h,
    const uint64_t *counts)
{
	size_t	 i;

	doc_open(d, key, 1);
	for (i = h->first; i < h->n; i++) {
		if (counts[i] == 0)
			continue;
		doc_begin(d, 0);
		doc_field(d, h->name, i * h->width);
		if (h->to)
			doc_opt(d, "to", i * h->width + h->width - 1,
			    i + 1 < h->n);
		doc_field(d, h->count, counts[i]);
		doc_end(d, 0);
	}
	doc_end(d, 1);
}

/* How the valid games ended: every end, in the order of the ends. */
static void
doc_ends(struct doc *d, const uint64_t *ends)
{
	size_t	 i;
	int	 end;

	doc_open(d, "reasons", 0);
	for (i = 0; i < END__MAX; i++) {
		end = nt_stats_end_at(i);
		doc_field(d, nt_stats_end_name(end), ends[end]);
	}
	doc_end(d, 0);
}

static void
doc_length(struct doc *d, const notation_stats *st)
{
	doc_open(d, "length", 0);
	doc_field(d, "games", st->len.n);
	doc_range(d, &st->len);
	doc_hist(d, "histogram", &nt_stats_len_hist, st->len_hist);
	doc_end(d, 0);
}

static void
doc_moves(struct doc *d, const notation_stats *st)
{
	doc_open(d, "moves", 0);
	doc_field(d, "steps", st->steps);
	doc_field(d, "jumps", st->jumps);
	doc_field(d, "crownings", st->crownings);
	doc_hist(d, "hops", &nt_stats_hops_hist, st->hops);
	doc_key(d, "longest", 1);
	if (st->longest.hops == 0)
		doc_scalar(d, "null", EMIT_BARE);
	else {
		doc_begin(d, 0);
		doc_field(d, "hops", st->longest.hops);
		doc_pair(d, "move", st->longest.move, EMIT_QUOTED);
		doc_key(d, "tags", 1);
		doc_tags(d, &st->longest.tags);
		doc_field(d, "ply", st->longest.ply);
		doc_end(d, 0);
	}
	doc_end(d, 0);
}

static void
doc_camps(struct doc *d, const notation_stats *st)
{
	const struct camp	*k;
	struct ent		*e;
	size_t			 i;

	doc_open(d, "camps", 1);
	if ((e = nt_stats_table_sorted(&st->camps, nt_stats_by_turn)) == NULL)
		d->failed = 1;
	for (i = 0; e != NULL && i < st->camps.nrecs; i++) {
		k = e[i].rec;
		doc_begin(d, 0);
		doc_pair(d, "player", e[i].key, EMIT_QUOTED);
		doc_field(d, "turn", k->turn);
		doc_field(d, "emptied", k->emptied.n);
		doc_field(d, "never", k->never);
		doc_range(d, &k->emptied);
		doc_end(d, 0);
	}
	free(e);
	doc_end(d, 1);
}

/*
 * The rule sets, the most games first: games, valid and invalid games,
 * results; with the replay, how the valid games ended and their
 * openings, every one.
 */
static void
doc_rsets(struct doc *d, const notation_stats *st)
{
	const struct rset	*r;
	struct ent		*e;
	size_t			 i;

	doc_open(d, "rule_sets", 1);
	if ((e = nt_stats_table_sorted(&st->rsets, nt_stats_by_rset)) == NULL)
		d->failed = 1;
	for (i = 0; e != NULL && i < st->rsets.nrecs; i++) {
		r = e[i].rec;
		doc_begin(d, 0);
		doc_pair(d, "rule_set", e[i].key, EMIT_QUOTED);
		doc_field(d, "games", r->games);
		doc_field(d, "valid", r->valid);
		doc_field(d, "invalid", r->games - r->valid);
		doc_key(d, "results", 1);
		doc_counts(d, &r->results);
		if (st->replay) {
			doc_ends(d, r->ends);
			doc_open(d, "openings", 0);
			doc_field(d, "games", r->opened);
			doc_key(d, "first", 1);
			doc_counts(d, &r->first);
			doc_key(d, "two", 1);
			doc_counts(d, &r->two);
			doc_end(d, 0);
		}
		doc_end(d, 0);
	}
	free(e);
	doc_end(d, 1);
}

static void
doc_group(struct doc *d, const notation_stats *st, const struct breakdown *b,
    const char *key, const struct group *g)
{
	size_t	 v;

	doc_begin(d, 0);
	doc_pair(d, "key", key, EMIT_QUOTED);
	doc_field(d, "games", g->games);
	if (b->players) {
		doc_key(d, "colours", 1);
		doc_counts(d, &g->colours);
	}
	doc_field(d, "valid", g->valid);
	doc_field(d, "invalid", g->games - g->valid);
	doc_key(d, "results", 1);
	if (b->players) {
		doc_begin(d, 0);
		for (v = 0; v < VIEW__MAX; v++)
			doc_field(d, nt_stats_views[v], g->view[v]);
		doc_end(d, 0);
	} else
		doc_counts(d, &g->results);
	if (st->replay) {
		doc_field(d, "plies", g->plies);
		doc_mean(d, "mean_length", g->plies, g->valid);
	}
	doc_end(d, 0);
}

static void
doc_breakdowns(struct doc *d, const notation_stats *st)
{
	const struct breakdown	*b;
	struct ent		*e;
	size_t			 i, j;

	doc_open(d, "breakdowns", 1);
	for (i = 0; i < st->nby; i++) {
		b = &st->by[i];
		doc_begin(d, 0);
		doc_pair(d, "tag", b->tag, EMIT_QUOTED);
		doc_open(d, "groups", 1);
		if ((e = nt_stats_table_sorted(&b->groups,
		    nt_stats_by_games)) == NULL)
			d->failed = 1;
		for (j = 0; e != NULL && j < b->groups.nrecs; j++)
			doc_group(d, st, b, e[j].key, e[j].rec);
		free(e);
		doc_end(d, 1);
		doc_end(d, 0);
	}
	doc_end(d, 1);
}

/* The layout is spec/statistics.md, "The partial"; the reader's too. */
static void
doc_stats(struct doc *d, const notation_stats *st)
{
	char	 id[NOTATION_STATS_ID_LEN + 1];
	size_t	 i;

	doc_begin(d, 0);
	doc_field(d, "halma-stats", PARTIAL_VERSION);
	notation_stats_identity(st, id);
	doc_pair(d, "identity", id, EMIT_QUOTED);
	doc_key(d, "replay", 1);
	doc_scalar(d, st->replay ? "true" : "false", EMIT_BARE);
	doc_key(d, "inputs", 1);
	doc_counts(d, &st->inputs);
	/* Only when there are some: layout 2 is kept. */
	if (st->unreadable.nrecs > 0) {
		doc_key(d, "unreadable", 1);
		doc_counts(d, &st->unreadable);
	}
	if (st->junk.nrecs > 0) {
		doc_key(d, "not_games", 1);
		doc_counts(d, &st->junk);
	}
	doc_field(d, "games", st->games);
	doc_field(d, "valid", st->valid);
	doc_field(d, "invalid", st->games - st->valid);
	doc_open(d, "invalid_by_code", 0);
	for (i = 0; i < NOTATION_CODE_COUNT; i++)
		if (st->invalid[i] > 0)
			doc_field(d, nt_stats_code_name(i), st->invalid[i]);
	doc_end(d, 0);
	doc_key(d, "results", 1);
	doc_counts(d, &st->results);
	if (st->replay) {
		doc_ends(d, st->ends);
		doc_length(d, st);
		doc_moves(d, st);
		doc_camps(d, st);
		doc_open(d, "repetitions", 0);
		doc_field(d, "games", st->rep_games);
		doc_field(d, "found", st->rep_found);
		doc_end(d, 0);
	}
	doc_rsets(d, st);
	doc_breakdowns(d, st);
	doc_end(d, 0);
}

int
nt_stats_write_json(const notation_stats *st, struct notation_buf *out)
{
	struct doc	 d;

	memset(&d, 0, sizeof(d));
	d.out = out;
	d.first = 1;
	doc_stats(&d, st);
	if (notation_buf_putc(out, '\n') == -1)
		d.failed = 1;
	return d.failed ? -1 : 0;
}

int
nt_stats_write_yaml(const notation_stats *st, struct notation_buf *out)
{
	struct doc	 d;

	memset(&d, 0, sizeof(d));
	d.yaml = 1;
	d.out = out;
	if (nt_emit_open(&d.em, out, -1) == -1)
		return -1;
	doc_emitted(&d, nt_emit_begin(&d.em, 0));
	doc_stats(&d, st);
	if (!d.failed)
		doc_emitted(&d, nt_emit_finish(&d.em));
	yaml_emitter_delete(&d.em);
	return d.failed ? -1 : 0;
}
