/*
 * test_store_pg.c: the findings database on PostgreSQL (label db), beside
 * the same operations on SQLite, against a real server.
 *
 * Started without TMOPT_PG, the program runs itself again under
 * tests/pg_run.sh, which starts a throw-away server (initdb, pg_ctl, a
 * unix socket in a temporary directory), exports TMOPT_PG and stops it
 * afterwards; without the server programs pg_run.sh prints why and exits
 * 77, which ctest reports as skipped.  Each test starts on an empty
 * database (schema public dropped and created again) and a fresh SQLite
 * file.
 *
 * Tests: ingest and replacement of a tag; 8 processes storing 8
 * different releases at once on each backend, then every history, trend,
 * runs, diff and loaded release printed and compared byte for byte
 * between the two; 8 processes storing the same tag at once (one run
 * remains, never a mix); a writer killed inside its transaction; the
 * forward migrations from schema version 1 (with version-1 data); 'db
 * copy' SQLite -> PostgreSQL -> SQLite, and into a history that is not
 * empty (refused, nothing written).  The test reaches into the server
 * with libpq only to reset it and to count rows.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <libpq-fe.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "check.h"
#include "store.h"
#include "util.h"

static const char *pg;		/* $TMOPT_PG */
static char dir[256], sq[300], sq2[300];

static void quiet(void *arg, const char *msg)
{
	(void)arg;
	(void)msg;
}

/* Run parameterless SQL on the server (test-side). */
static void pg_exec(const char *sql)
{
	PGconn *c = PQconnectdb(pg);
	assert_int_equal(PQstatus(c), CONNECTION_OK);
	PQsetNoticeProcessor(c, quiet, NULL);
	PGresult *r = PQexec(c, sql);
	if (PQresultStatus(r) != PGRES_COMMAND_OK &&
	    PQresultStatus(r) != PGRES_TUPLES_OK)
		fail_msg("%s: %s", sql, PQresultErrorMessage(r));
	PQclear(r);
	PQfinish(c);
}

/* A one-row integer query on the server. */
static long long pg_int(const char *sql)
{
	PGconn *c = PQconnectdb(pg);
	long long v = -1;

	assert_int_equal(PQstatus(c), CONNECTION_OK);
	PGresult *r = PQexec(c, sql);
	if (PQresultStatus(r) != PGRES_TUPLES_OK || PQntuples(r) != 1)
		fail_msg("%s: %s", sql, PQresultErrorMessage(r));
	v = strtoll(PQgetvalue(r, 0, 0), NULL, 10);
	PQclear(r);
	PQfinish(c);
	return v;
}

static int setup(void **state)
{
	(void)state;
	snprintf(dir, sizeof dir, "/tmp/tmopt-store-pg-XXXXXX");
	if (!mkdtemp(dir))
		return -1;
	snprintf(sq, sizeof sq, "%s/t.db", dir);
	snprintf(sq2, sizeof sq2, "%s/back.db", dir);
	pg_exec("DROP SCHEMA public CASCADE; CREATE SCHEMA public");
	return 0;
}

static int teardown(void **state)
{
	char *cmd = xasprintf("rm -rf '%s'", dir);
	(void)state;
	int rc = system(cmd);
	free(cmd);
	return rc;
}

/* ---- runs ------------------------------------------------------------- */

static void add_file(struct check_result *r, const char *path)
{
	r->files = xrealloc(r->files, (r->ninputs + 1) * sizeof(*r->files));
	memset(&r->files[r->ninputs], 0, sizeof(r->files[0]));
	r->files[r->ninputs].path = xstrdup(path);
	snprintf(r->files[r->ninputs].hash, 17, "%016x", (unsigned)r->ninputs);
	r->files[r->ninputs].ok = true;
	r->ninputs++;
	r->nfiles++;
}

static const char *const rules[] = { "divmod", "double-emulation",
	"dependency-chain", "cache-stride" };
static const char *const paths[] = { "src/audio/mix.c", "src/video/scale.c",
	"src/video/Zoom.c", "src/main.c", "src/dsp/fir_q15.c" };

/* Release k of a synthetic history: n findings over five files and four
 * rules (loop rules with schedules), some suppressed (inline, baseline),
 * a fingerprint shared by two files, and a k-dependent share of findings
 * added, dropped and changed in cycles, so releases differ. */
static void synth(struct check_result *r, unsigned k, size_t n)
{
	memset(r, 0, sizeof(*r));
	for (size_t i = 0; i < sizeof(paths) / sizeof(paths[0]); i++)
		add_file(r, paths[i]);
	for (size_t i = 0; i < n; i++) {
		if ((i + k) % 11 == 0)
			continue;	/* resolved in this release */
		struct finding *f = findings_add(&r->fs);
		const char *file = paths[(i * 7 + (i % 13 == 0 ? k : 0)) % 5];
		f->rule = rules[i % 4];
		f->severity = i % 3 ? SEV_NOTE : SEV_WARNING;
		f->file = xstrdup(file);
		f->line = (unsigned)(10 + i * 3 + (i % 5 == 0 ? k : 0));
		f->column = 1 + (unsigned)(i % 9);
		f->function = xasprintf("fn_%zu", i / 4);
		/* COPY's escapes: tab, newline, CR, backslash, "\N" */
		f->message = xasprintf("finding %zu: 'a / b' ünïcode\t\n\r\\N\\", i);
		f->advice = xstrdup("hoist it");
		f->cycles = 74 + (i % 7 == 0 ? k : 0);
		f->count = 1 + (i + k) % 50;
		f->basis = (enum count_basis)(i % 3);
		f->total_cycles = f->cycles * f->count;
		if (i == 5)
			f->total_cycles = UINT64_MAX;	/* saturates */
		f->saving_cycles = f->total_cycles / 2;
		f->loop_depth = (unsigned)(i % 3);
		f->stmt = xasprintf("x = a%zu / b", i);
		/* findings 3 and 4 share a fingerprint (two files) */
		snprintf(f->fingerprint, sizeof f->fingerprint, "%016zx",
			 i == 4 ? (size_t)3 : i + 1000 * (i % 17 == 0 ? k : 0));
		if (i % 10 == 3) {
			f->suppressed = true;
			f->suppressed_by = i % 20 == 3 ? SUPPRESS_INLINE :
					   SUPPRESS_BASELINE;
		}
		if (i % 4 >= 2) {
			struct finding_schedule *s = &f->sched;
			s->present = true;
			s->trip_known = i % 8 == 2;
			s->res_mii = 2.5 + (double)i / 3;
			s->rec_mii = 12;
			s->ii = 12 + (unsigned)(i % 4);
			s->trip = s->trip_known ? 64 : UINT64_MAX;
			snprintf(s->res_unit, sizeof s->res_unit, "dmem");
			snprintf(s->chain, sizeof s->chain, "%s",
				 i % 8 == 2 ? "fmul 6 -> fadd 6" : "");
		}
	}
}

static int put_at(const char *db, const char *tag, int64_t time,
		  const struct check_result *r)
{
	struct store *st;
	struct store_run run = { .release = tag, .commit = "c0ffee",
		.time = time, .target = "tm5250", .machine_hash = "h",
		.tool_version = "t" };
	if (store_open(db, true, &st))
		return -1;
	int rc = store_add_run(st, &run, r);
	store_close(st);
	return rc;
}

/* nproc processes store at once into db: process k stores release
 * "r<k>" (same_tag: all store "same") made by synth(k, n). */
static void writers(const char *db, int nproc, bool same_tag, size_t n)
{
	pid_t pid[16];

	for (int k = 0; k < nproc; k++) {
		pid[k] = fork();
		assert_true(pid[k] >= 0);
		if (pid[k] == 0) {
			struct check_result r;
			char tag[16];
			snprintf(tag, sizeof tag, same_tag ? "same" : "r%d", k);
			synth(&r, (unsigned)k, n);
			int rc = put_at(db, tag, 1714557600 + k, &r);
			check_result_release(&r);
			_exit(rc ? 1 : 0);
		}
	}
	for (int k = 0; k < nproc; k++) {
		int status;
		assert_int_equal(waitpid(pid[k], &status, 0), pid[k]);
		assert_true(WIFEXITED(status));
		assert_int_equal(WEXITSTATUS(status), 0);
	}
}

/* ---- the results as text ----------------------------------------------- */

static void print_finding(FILE *o, const struct finding *f)
{
	const struct finding_schedule *s = &f->sched;
	fprintf(o, "%s %s %d %s:%u:%u %s|%s|%s|%llu %llu %d %llu %llu %u %s "
		"%d %d", f->fingerprint, f->rule, (int)f->severity, f->file,
		f->line, f->column, f->function, f->message, f->advice,
		(unsigned long long)f->cycles, (unsigned long long)f->count,
		(int)f->basis, (unsigned long long)f->total_cycles,
		(unsigned long long)f->saving_cycles, f->loop_depth,
		f->stmt ? f->stmt : "-", f->suppressed, (int)f->suppressed_by);
	if (s->present)
		fprintf(o, " sched %.17g %s %u [%s] %u %llu %d %d", s->res_mii,
			s->res_unit, s->rec_mii, s->chain, s->ii,
			(unsigned long long)s->trip, s->trip_known,
			s->trip_profiled);
	fputc('\n', o);
}

static void print_table(FILE *o, struct store_table *t)
{
	static const char *const fmts[] = { "text", "csv", "json" };
	for (int i = 0; i < 3; i++)
		assert_int_equal(store_table_print(o, t, fmts[i]), 0);
	store_table_release(t);
}

/* Everything the query commands can say about db's history, as one
 * string (owned): runs, history (unfiltered, --rule, --module,
 * --function), trend (by rule, module, file; counts and cycles), the diff
 * of every pair of consecutive releases and of the first and last, and
 * each release loaded with its suppressed findings. */
static char *dump(const char *db)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *o = open_memstream(&buf, &len);
	struct store *st;
	struct store_table t;
	const struct store_filter flt[] = {
		{ 0 }, { .rule = "divmod" }, { .module = "video" },
		{ .function = "fn_3" }, { .rule = "cache-stride", .module = "dsp" },
	};

	assert_non_null(o);
	assert_int_equal(store_open(db, false, &st), 0);
	assert_int_equal(store_runs(st, &t), 0);
	size_t nrel = t.nrows;
	char **tags = xcalloc(nrel + 1, sizeof(char *));
	for (size_t r = 0; r < nrel; r++)
		tags[r] = xstrdup(t.cell[r * t.ncols]);
	print_table(o, &t);
	for (size_t i = 0; i < sizeof(flt) / sizeof(flt[0]); i++) {
		assert_int_equal(store_history(st, &flt[i], &t), 0);
		print_table(o, &t);
	}
	for (int by = STORE_BY_RULE; by <= STORE_BY_FILE; by++)
		for (int cyc = 0; cyc < 2; cyc++) {
			assert_int_equal(store_trend(st, (enum store_by)by,
						     cyc, &t), 0);
			print_table(o, &t);
		}
	for (size_t r = 0; r < nrel; r++) {
		const char *a = tags[r], *b = tags[r + 1 < nrel ? r + 1 : 0];
		struct store_diff d;
		assert_int_equal(store_diff(st, a, b, &d), 0);
		fprintf(o, "diff %s %s\n", a, b);
		for (size_t i = 0; i < d.added.n; i++)
			fputs("+ ", o), print_finding(o, &d.added.v[i]);
		for (size_t i = 0; i < d.resolved.n; i++)
			fputs("- ", o), print_finding(o, &d.resolved.v[i]);
		for (size_t i = 0; i < d.persisting.n; i++) {
			fprintf(o, "= %llu ", (unsigned long long)d.before[i]);
			print_finding(o, &d.persisting.v[i]);
		}
		store_diff_release(&d);
		struct store_findings sf;
		assert_int_equal(store_load_release(st, a, true, &sf), 0);
		for (size_t i = 0; i < sf.fs.n; i++)
			print_finding(o, &sf.fs.v[i]);
		store_findings_release(&sf);
	}
	store_close(st);
	for (size_t r = 0; r < nrel; r++)
		free(tags[r]);
	free(tags);
	fclose(o);
	return buf;
}

/* ---- tests ------------------------------------------------------------ */

static void test_ingest(void **state)
{
	struct check_result r;
	struct store_table t;
	struct store *st;
	(void)state;

	/* without a history, the query side refuses the database */
	assert_int_equal(store_open(pg, false, &st), -1);
	synth(&r, 0, 40);
	assert_int_equal(put_at(pg, "v1", 0, &r), 0);
	assert_int_equal(pg_int("SELECT version FROM tmopt_schema"),
			 store_latest_version());
	long long n = pg_int("SELECT COUNT(*) FROM findings");
	assert_int_equal(n, (long long)r.fs.n);
	assert_int_equal(pg_int("SELECT COUNT(*) FROM files"), 5);
	long long nb = 0;
	for (size_t i = 0; i < r.fs.n; i++)
		nb += r.fs.v[i].suppressed_by == SUPPRESS_BASELINE;
	assert_true(nb > 0);
	assert_int_equal(pg_int("SELECT COUNT(*) FROM findings WHERE "
				"suppressed_by = 'baseline'"), nb);
	/* the same tag again replaces its run */
	assert_int_equal(put_at(pg, "v1", 0, &r), 0);
	assert_int_equal(pg_int("SELECT COUNT(*) FROM runs"), 1);
	assert_int_equal(pg_int("SELECT COUNT(*) FROM findings"), n);

	assert_int_equal(store_open(pg, false, &st), 0);
	assert_string_equal(store_backend(st), "postgresql");
	assert_int_equal(store_version(st), store_latest_version());
	assert_int_equal(store_integrity(st), 0);
	assert_int_equal(store_history(st, NULL, &t), 0);
	assert_int_equal(t.nrows, 1);
	assert_string_equal(t.cell[0], "v1");
	store_table_release(&t);
	/* a row without its run (run_id is not a checked foreign key) */
	pg_exec("INSERT INTO files (run_id, path, module, content_hash, ok) "
		"VALUES (999, 'x.c', '.', '0', 1)");
	assert_int_equal(store_integrity(st), -1);
	pg_exec("DELETE FROM files WHERE run_id = 999");
	assert_int_equal(store_integrity(st), 0);
	store_close(st);
	check_result_release(&r);
}

/* The acceptance test: 8 writers at once on each backend, then every
 * query's output equal byte for byte. */
static void test_backends_agree(void **state)
{
	(void)state;
	writers(pg, 8, false, 600);
	writers(sq, 8, false, 600);
	assert_int_equal(pg_int("SELECT COUNT(*) FROM runs"), 8);
	assert_int_equal(pg_int("SELECT COUNT(DISTINCT release) FROM runs"), 8);
	char *a = dump(sq), *b = dump(pg);
	assert_true(strlen(a) > 100000);
	assert_string_equal(a, b);
	free(a);
	free(b);
}

/* 8 writers storing the same tag at once: one run remains, whole. */
static void test_same_tag(void **state)
{
	struct store *st;
	(void)state;
	writers(pg, 8, true, 400);
	assert_int_equal(pg_int("SELECT COUNT(*) FROM releases"), 1);
	assert_int_equal(pg_int("SELECT COUNT(*) FROM runs"), 1);
	assert_int_equal(pg_int("SELECT COUNT(*) FROM files"), 5);
	/* the findings of exactly one writer's release */
	long long n = pg_int("SELECT COUNT(*) FROM findings");
	long long k = pg_int("SELECT MIN(created_at) - 1714557600 FROM runs");
	struct check_result r;
	synth(&r, (unsigned)k, 400);
	assert_int_equal(n, (long long)r.fs.n);
	check_result_release(&r);
	assert_int_equal(store_open(pg, false, &st), 0);
	assert_int_equal(store_integrity(st), 0);
	store_close(st);
}

static int hook_fd = -1;

static void stall(void)
{
	if (write(hook_fd, "x", 1) != 1)
		_exit(3);
	for (;;)
		pause();
}

static void test_killed_writer(void **state)
{
	struct check_result r;
	struct store *st;
	struct store_table t;
	int fds[2], status;
	char c;
	(void)state;

	synth(&r, 1, 100);
	size_t n = r.fs.n;
	assert_int_equal(put_at(pg, "complete", 0, &r), 0);
	check_result_release(&r);

	assert_int_equal(pipe(fds), 0);
	pid_t pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		close(fds[0]);
		hook_fd = fds[1];
		store_txn_hook = stall;
		synth(&r, 2, 20000);
		put_at(pg, "partial", 0, &r);
		_exit(0);
	}
	close(fds[1]);
	assert_int_equal(read(fds[0], &c, 1), 1);	/* inside the transaction */
	kill(pid, SIGKILL);
	assert_int_equal(waitpid(pid, &status, 0), pid);
	assert_true(WIFSIGNALED(status));
	close(fds[0]);

	/* the server drops the dead client's transaction and its locks */
	assert_int_equal(store_open(pg, false, &st), 0);
	assert_int_equal(store_integrity(st), 0);
	assert_int_equal(store_runs(st, &t), 0);
	assert_int_equal(t.nrows, 1);
	assert_string_equal(t.cell[0], "complete");
	store_table_release(&t);
	store_close(st);
	assert_int_equal(pg_int("SELECT COUNT(*) FROM findings"), (long long)n);
	/* and the next writer of the same tag is not blocked */
	synth(&r, 3, 50);
	assert_int_equal(put_at(pg, "partial", 0, &r), 0);
	check_result_release(&r);
	assert_int_equal(pg_int("SELECT COUNT(*) FROM releases"), 2);
}

/* A version-1 database (two runs of one tag, another tag) migrated
 * forward one version at a time: version 2 keeps the newest run of a
 * tag, 3 and 4 compute the tallies from the findings, 5 and 6 add
 * columns that old rows read as absent / inline. */
static void test_migration(void **state)
{
	struct store *st;
	struct store_table t;
	struct store_findings sf;
	(void)state;

	assert_int_equal(store_open_version(pg, true, 1, &st), 0);
	assert_int_equal(store_version(st), 1);
	store_close(st);
	pg_exec("INSERT INTO runs (id, release, created_at, target, "
		"machine_hash, tool_version) VALUES "
		"(1, 'old', 100, 'tm5250', 'h', 't'), "
		"(2, 'old', 300, 'tm5250', 'h', 't'), "
		"(3, 'new', 200, 'tm5250', 'h', 't');"
		"INSERT INTO files (run_id, path, module, content_hash, ok) "
		"VALUES (1, 'a/x.c', 'a', '0', 1), (2, 'a/x.c', 'a', '1', 1), "
		"(3, 'a/x.c', 'a', '2', 1);"
		"INSERT INTO findings (run_id, fingerprint, rule, severity, "
		"file, module, line, col, function, message, advice, cycles, "
		"count, count_basis, total_cycles, saving_cycles, loop_depth, "
		"stmt, suppressed) VALUES "
		"(1, 'f1', 'divmod', 'warning', 'a/x.c', 'a', 1, 1, 'f', 'm', "
		"'a', 74, 1, 'constant', 74, 37, 0, 's', 0), "
		"(2, 'f1', 'divmod', 'warning', 'a/x.c', 'a', 2, 1, 'f', 'm', "
		"'a', 74, 2, 'constant', 148, 74, 0, 's', 0), "
		"(2, 'f2', 'divmod', 'warning', 'a/x.c', 'a', 3, 1, 'g', 'm', "
		"'a', 74, 1, 'constant', 74, 37, 0, 's', 1), "
		"(3, 'f3', 'divmod', 'warning', 'a/x.c', 'a', 4, 1, 'f', 'm', "
		"'a', 74, 5, 'constant', 370, 185, 0, 's', 0);"
		"SELECT setval(pg_get_serial_sequence('runs', 'id'), 3)");
	for (unsigned v = 2; v <= store_latest_version(); v++) {
		assert_int_equal(store_open_version(pg, false, v, &st), 0);
		assert_int_equal(store_version(st), v);
		store_close(st);
		assert_int_equal(pg_int("SELECT version FROM tmopt_schema"), v);
	}
	assert_int_equal(pg_int("SELECT COUNT(*) FROM runs"), 2);
	assert_int_equal(store_open(pg, false, &st), 0);
	assert_int_equal(store_history(st, NULL, &t), 0);
	assert_int_equal(t.nrows, 2);
	/* 'old' was first stored at 100: it keeps its place before 'new' */
	assert_string_equal(t.cell[0 * 4 + 0], "old");
	assert_string_equal(t.cell[0 * 4 + 2], "1");
	assert_string_equal(t.cell[0 * 4 + 3], "148");
	assert_string_equal(t.cell[1 * 4 + 0], "new");
	assert_string_equal(t.cell[1 * 4 + 3], "370");
	store_table_release(&t);
	assert_int_equal(store_trend(st, STORE_BY_FILE, true, &t), 0);
	assert_int_equal(t.nrows, 1);
	assert_string_equal(t.cell[1], "148");
	store_table_release(&t);
	assert_int_equal(store_load_release(st, "old", true, &sf), 0);
	assert_int_equal(sf.fs.n, 2);
	assert_false(sf.fs.v[0].sched.present);
	assert_int_equal(sf.fs.v[1].suppressed_by, SUPPRESS_INLINE);
	store_findings_release(&sf);
	/* a run stored after the migration */
	struct check_result r;
	synth(&r, 0, 30);
	store_close(st);
	assert_int_equal(put_at(pg, "v3", 400, &r), 0);
	check_result_release(&r);
	assert_int_equal(pg_int("SELECT COUNT(*) FROM releases"), 3);
}

/* SQLite -> PostgreSQL -> SQLite: every query reads the same on all
 * three; a copy into a history that is not empty is refused whole. */
static void test_copy(void **state)
{
	struct store *a, *b;
	(void)state;

	writers(sq, 4, false, 300);
	assert_int_equal(store_open(sq, false, &a), 0);
	assert_int_equal(store_open(pg, true, &b), 0);
	assert_int_equal(store_copy(a, b, NULL), 0);
	store_close(a);
	store_close(b);
	assert_int_equal(store_open(pg, false, &a), 0);
	assert_int_equal(store_open(sq2, true, &b), 0);
	assert_int_equal(store_copy(a, b, NULL), 0);
	store_close(a);
	store_close(b);
	char *x = dump(sq), *y = dump(pg), *z = dump(sq2);
	assert_string_equal(x, y);
	assert_string_equal(x, z);
	free(x);
	free(y);
	free(z);

	long long n = pg_int("SELECT COUNT(*) FROM findings");
	assert_int_equal(store_open(sq, false, &a), 0);
	assert_int_equal(store_open(pg, true, &b), 0);
	assert_int_equal(store_copy(a, b, NULL), -1);
	store_close(a);
	store_close(b);
	assert_int_equal(pg_int("SELECT COUNT(*) FROM findings"), n);
	assert_int_equal(pg_int("SELECT COUNT(*) FROM releases"), 4);
}

int main(int argc, char **argv)
{
	(void)argc;
	pg = getenv("TMOPT_PG");
	if (!pg || !*pg) {
		/* start a server for this run: tests/pg_run.sh runs us again */
		execl("/bin/bash", "bash", TMOPT_SOURCE_DIR "/tests/pg_run.sh",
		      argv[0], (char *)NULL);
		perror("test_store_pg: cannot run tests/pg_run.sh");
		return 1;
	}
	if (!getenv("TMOPT_MACHDIR"))
		setenv("TMOPT_MACHDIR", TMOPT_SOURCE_DIR "/machdesc", 1);
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_ingest, setup, teardown),
		cmocka_unit_test_setup_teardown(test_backends_agree, setup, teardown),
		cmocka_unit_test_setup_teardown(test_same_tag, setup, teardown),
		cmocka_unit_test_setup_teardown(test_killed_writer, setup, teardown),
		cmocka_unit_test_setup_teardown(test_migration, setup, teardown),
		cmocka_unit_test_setup_teardown(test_copy, setup, teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
