/*
 * cmd_store.c: the query commands of the findings database: 'tmopt
 * history', 'tmopt diff', 'tmopt trend' and 'tmopt runs'.  Each parses
 * its options, opens the database (never creating it), runs one store.h
 * query and prints the result as text, CSV or JSON; and 'tmopt db copy',
 * which copies a whole history between databases (SQLite file <->
 * PostgreSQL).  --db is a file or a PostgreSQL connection string; without
 * it, $TMOPT_DB, else the db: key of .tmopt.yaml, else tmopt.db.  Exit status: 0, or 2 for a usage error,
 * an unknown release or a database error.
 */
#include "cli.h"
#include "sink.h"
#include "store.h"
#include "util.h"

#include <errno.h>
#include <getopt.h>
#include <jansson.h>
#include <string.h>

static const char history_usage[] =
"usage: tmopt history [--db FILE] [--rule R] [--module M] [--function F]\n"
"                     [--format text|json|csv] [-o FILE]\n"
"per stored release, in release-time order: findings and total cycles\n";
static const char diff_usage[] =
"usage: tmopt diff [--db FILE] [--format text|json|csv] [-o FILE]\n"
"                  RELEASE-A RELEASE-B\n"
"findings new in B, resolved in B and persisting (with cycle deltas)\n";
static const char trend_usage[] =
"usage: tmopt trend [--db FILE] [--by rule|module|file] [--cycles]\n"
"                   [--format text|json|csv] [-o FILE]\n"
"findings (or total cycles) per rule, module or file across releases\n";
static const char db_usage[] =
"usage: tmopt db copy FROM TO\n"
"copy the whole history of database FROM into the new (empty) database TO;\n"
"each is an SQLite file or a PostgreSQL connection string\n"
"(postgresql://user@host/dbname, postgres://..., 'host=... dbname=...')\n";
static const char runs_usage[] =
"usage: tmopt runs [--db FILE] [--format text|json|csv] [-o FILE]\n"
"the stored releases and their runs\n";

/* Options common to the query commands plus per-command ones. */
struct qopts {
	const char *db, *format, *rule, *module, *function, *by;
	bool cycles;
};

enum { O_DB = 256, O_FORMAT, O_RULE, O_MODULE, O_FUNCTION, O_BY, O_CYCLES };

/* Parse argv; returns -1 after printing usage on an error, 1 for --help
 * (usage printed on stdout), 0 otherwise. */
static int parse(int argc, char **argv, const char *usage, struct qopts *q)
{
	static const struct option opts[] = {
		{ "db", required_argument, NULL, O_DB },
		{ "format", required_argument, NULL, O_FORMAT },
		{ "rule", required_argument, NULL, O_RULE },
		{ "module", required_argument, NULL, O_MODULE },
		{ "function", required_argument, NULL, O_FUNCTION },
		{ "by", required_argument, NULL, O_BY },
		{ "cycles", no_argument, NULL, O_CYCLES },
		{ "output", required_argument, NULL, 'o' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int c;

	memset(q, 0, sizeof(*q));
	q->db = NULL;
	q->format = "text";
	q->by = "rule";
	optind = 1;
	while ((c = getopt_long(argc, argv, "ho:", opts, NULL)) != -1) {
		switch (c) {
		case 'o':
			/* the queries print to stdout: point it at FILE */
			if (!freopen(optarg, "w", stdout)) {
				error("cannot write '%s': %s", optarg, strerror(errno));
				return -1;
			}
			break;
		case O_DB: q->db = optarg; break;
		case O_FORMAT: q->format = optarg; break;
		case O_RULE: q->rule = optarg; break;
		case O_MODULE: q->module = optarg; break;
		case O_FUNCTION: q->function = optarg; break;
		case O_BY: q->by = optarg; break;
		case O_CYCLES: q->cycles = true; break;
		case 'h':
			fputs(usage, stdout);
			return 1;
		default:
			cli_usage_hint(argv[0]);
			return -1;
		}
	}
	if (!(q->db = cli_db(q->db, NULL)))
		q->db = STORE_DEFAULT_PATH;
	if (strcmp(q->format, "text") && strcmp(q->format, "json") &&
	    strcmp(q->format, "csv")) {
		error("--format: unknown format '%s' (text, json, csv)", q->format);
		return -1;
	}
	return 0;
}

/* Run one table query and print it; the exit status. */
static int table_cmd(struct store *st, const struct qopts *q,
		     int (*query)(struct store *, const struct qopts *,
				  struct store_table *))
{
	struct store_table t;
	int rc = EXIT_USAGE;

	if (query(st, q, &t) == 0 && store_table_print(stdout, &t, q->format) == 0)
		rc = EXIT_CLEAN;
	store_table_release(&t);
	store_close(st);
	return rc;
}

/* Parse, check the positional count, open the database: returns -1 when
 * the command goes on with *st open, else the exit status to return. */
static int setup(int argc, char **argv, const char *usage, int npos,
		 struct qopts *q, struct store **st)
{
	int rc = parse(argc, argv, usage, q);

	*st = NULL;
	if (rc)
		return rc > 0 ? EXIT_CLEAN : EXIT_USAGE;
	if (argc - optind != npos) {
		if (npos)
			error("%s needs %d argument%s", argv[0], npos,
			      npos == 1 ? "" : "s");
		else
			error("%s: unexpected argument '%s'", argv[0], argv[optind]);
		fputs(usage, stderr);
		return EXIT_USAGE;
	}
	return store_open_read(q->db, st) ? EXIT_USAGE : -1;
}

static int q_history(struct store *st, const struct qopts *q,
		     struct store_table *t)
{
	struct store_filter f = { q->rule, q->module, q->function };
	return store_history(st, &f, t);
}

static int q_runs(struct store *st, const struct qopts *q,
		  struct store_table *t)
{
	(void)q;
	return store_runs(st, t);
}

static int q_trend(struct store *st, const struct qopts *q,
		   struct store_table *t)
{
	enum store_by by = STORE_BY_RULE;

	if (!strcmp(q->by, "module"))
		by = STORE_BY_MODULE;
	else if (!strcmp(q->by, "file"))
		by = STORE_BY_FILE;
	return store_trend(st, by, q->cycles, t);
}

/* Whether a trend table (by rule or module) has a row named name; when
 * not, *known lists the names it has (allocated). */
static bool has_row(const struct store_table *t, const char *name, char **known)
{
	struct strbuf sb = { 0 };

	for (size_t r = 0; r < t->nrows; r++) {
		const char *v = t->cell[r * t->ncols];
		if (!strcmp(v, name)) {
			sb_release(&sb);
			return true;
		}
		if (r < 12)
			sb_printf(&sb, "%s'%s'", r ? ", " : "", v);
		else if (r == 12)
			sb_puts(&sb, ", ...");
	}
	*known = sb_detach(&sb);
	return false;
}

/* --rule and --module name something the database holds: a filter that
 * matches nothing would print zeros that look like an answer. */
static int check_filter(struct store *st, const struct qopts *q)
{
	struct { const char *value, *what; enum store_by by; } f[] = {
		{ q->rule, "rule", STORE_BY_RULE },
		{ q->module, "module", STORE_BY_MODULE },
	};

	for (size_t i = 0; i < 2; i++) {
		struct store_table t;
		char *known = NULL;
		if (!f[i].value)
			continue;
		if (store_trend(st, f[i].by, false, &t))
			return -1;
		bool ok = has_row(&t, f[i].value, &known);
		store_table_release(&t);
		if (!ok) {
			error("--%s: no %s '%s' in any release of %s (%s: %s)",
			      f[i].what, f[i].what, f[i].value, q->db,
			      f[i].by == STORE_BY_RULE ? "rules with findings" :
			      "modules", *known ? known : "none");
			free(known);
			return -1;
		}
		free(known);
	}
	return 0;
}

int cmd_history(int argc, char **argv)
{
	struct qopts q;
	struct store *st;
	int rc = setup(argc, argv, history_usage, 0, &q, &st);

	if (rc >= 0)
		return rc;
	if (check_filter(st, &q)) {
		store_close(st);
		return EXIT_USAGE;
	}
	return table_cmd(st, &q, q_history);
}

int cmd_runs(int argc, char **argv)
{
	struct qopts q;
	struct store *st;
	int rc = setup(argc, argv, runs_usage, 0, &q, &st);

	return rc >= 0 ? rc : table_cmd(st, &q, q_runs);
}

int cmd_trend(int argc, char **argv)
{
	struct qopts q;
	struct store *st;
	int rc = parse(argc, argv, trend_usage, &q);

	if (rc)
		return rc > 0 ? EXIT_CLEAN : EXIT_USAGE;
	if (strcmp(q.by, "rule") && strcmp(q.by, "module") && strcmp(q.by, "file"))
		return error("--by: '%s' is not rule, module or file", q.by),
		       EXIT_USAGE;
	rc = setup(argc, argv, trend_usage, 0, &q, &st);
	return rc >= 0 ? rc : table_cmd(st, &q, q_trend);
}

/* ---- diff ------------------------------------------------------------- */

static json_t *diff_list(const struct findings *fs, const uint64_t *before)
{
	json_t *a = json_array();
	struct check_result orig = { .fs = *fs }, tmp;
	const struct check_result *view = sink_utf8(&orig, &tmp);

	for (size_t i = 0; i < fs->n; i++) {
		json_t *o = finding_to_json(&view->fs.v[i]);
		if (before) {
			json_object_set_new(o, "previous_total_cycles",
					    json_integer((json_int_t)before[i]));
			json_object_set_new(o, "delta_cycles", json_integer(
				(json_int_t)fs->v[i].total_cycles -
				(json_int_t)before[i]));
		}
		json_array_append_new(a, o);
	}
	sink_utf8_release(view, &orig);
	return a;
}

static int diff_json(const struct store_diff *d)
{
	json_t *o = json_object();
	int rc;

	json_object_set_new(o, "new", diff_list(&d->added, NULL));
	json_object_set_new(o, "resolved", diff_list(&d->resolved, NULL));
	json_object_set_new(o, "persisting", diff_list(&d->persisting, d->before));
	rc = json_dumpf(o, stdout, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
	fputc('\n', stdout);
	json_decref(o);
	return rc;
}

static void diff_rows(struct store_table *t, const char *status,
		      const struct findings *fs, const uint64_t *before,
		      int side)
{
	for (size_t i = 0; i < fs->n; i++) {
		const struct finding *f = &fs->v[i];
		uint64_t a = before ? before[i] : side < 0 ? f->total_cycles : 0;
		uint64_t b = side < 0 ? 0 : f->total_cycles;
		char **row;

		t->cell = xrealloc(t->cell, (t->nrows + 1) * t->ncols * sizeof(char *));
		row = &t->cell[t->nrows++ * t->ncols];
		row[0] = xstrdup(status);
		row[1] = xstrdup(f->rule);
		row[2] = xasprintf("%s:%u:%u", f->file, f->line, f->column);
		row[3] = xstrdup(f->function);
		row[4] = xstrdup(f->fingerprint);
		row[5] = xasprintf("%llu", (unsigned long long)a);
		row[6] = xasprintf("%llu", (unsigned long long)b);
		row[7] = xasprintf("%lld", (long long)b - (long long)a);
	}
}

static int diff_table(const struct store_diff *d, const char *format)
{
	static const char *const head[] = { "status", "rule", "location",
		"function", "fingerprint", "cycles_a", "cycles_b", "delta" };
	struct store_table t = { 0 };
	int rc;

	t.ncols = 8;
	t.head = xcalloc(8, sizeof(char *));
	t.numeric = xcalloc(8, sizeof(bool));
	for (int c = 0; c < 8; c++) {
		t.head[c] = xstrdup(head[c]);
		t.numeric[c] = c >= 5;
	}
	diff_rows(&t, "new", &d->added, NULL, 1);
	diff_rows(&t, "resolved", &d->resolved, NULL, -1);
	diff_rows(&t, "persisting", &d->persisting, d->before, 1);
	rc = store_table_print(stdout, &t, format);
	store_table_release(&t);
	return rc;
}

int cmd_diff(int argc, char **argv)
{
	struct qopts q;
	struct store *st;
	struct store_diff d;
	int rc = setup(argc, argv, diff_usage, 2, &q, &st);

	if (rc >= 0)
		return rc;
	rc = EXIT_USAGE;
	if (store_diff(st, argv[optind], argv[optind + 1], &d) == 0) {
		int w = !strcmp(q.format, "json") ? diff_json(&d) :
			diff_table(&d, q.format);
		if (!w)
			rc = EXIT_CLEAN;
		if (!strcmp(q.format, "text"))
			fprintf(stderr, "%zu new, %zu resolved, %zu persisting\n",
				d.added.n, d.resolved.n, d.persisting.n);
	}
	store_diff_release(&d);
	store_close(st);
	return rc;
}

int cmd_db(int argc, char **argv)
{
	struct store *from = NULL, *to = NULL;
	int rc = EXIT_USAGE;

	if (argc == 2 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
		fputs(db_usage, stdout);
		return EXIT_CLEAN;
	}
	if (argc > 1 && argv[1][0] == '-') {
		fprintf(stderr, "%s: unrecognized option '%s'\n", argv[0], argv[1]);
		return cli_usage_hint(argv[0]);
	}
	if (argc != 4 || strcmp(argv[1], "copy")) {
		fputs(db_usage, stderr);
		return EXIT_USAGE;
	}
	if (!strcmp(argv[2], argv[3])) {
		error("db copy: FROM and TO are the same database '%s'", argv[2]);
		return EXIT_USAGE;
	}
	if (store_open_read(argv[2], &from) || store_open(argv[3], true, &to))
		goto out;
	if (store_copy(from, to, stderr) == 0) {
		fprintf(stderr, "tmopt: copied the history of %s (%s) to %s (%s)\n",
			store_name(from), store_backend(from), store_name(to),
			store_backend(to));
		rc = EXIT_CLEAN;
	}
out:
	store_close(from);
	store_close(to);
	return rc;
}
