/*
 * test_store.c: the findings database (label db), each test on a fresh
 * database in a temporary directory.
 *
 * Ingest and replacement of a release, the migration from schema version
 * 1 (created from 001_init.sql, with data in the version-1 shape) to the
 * latest, from version 3 (tallies computed in SQL) to 4 (tallies
 * computed in memory, files_summary), from 4 to 5 (loop schedules:
 * old rows read back without one) and from 5 to 6 (suppression kind:
 * old suppressed rows read back as inline), the loop schedules of
 * findings read back equal (load, diff, compare), the suppression kind
 * (inline, baseline) read back equal, diff correctness (including a
 * fingerprint that occurs twice), the stability of fingerprints through the real engine (a file shifted
 * by ten lines, re-indented, renamed), four processes storing at once,
 * and a writer killed inside its transaction.  The test reaches into the
 * database with sqlite3 only to build the version-1 file and to count
 * rows; tmopt's own code talks to SQLite only in src/store/store.c.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <signal.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "check.h"
#include "store.h"
#include "util.h"

static char dir[256], db[300];

static int setup(void **state)
{
	(void)state;
	snprintf(dir, sizeof dir, "/tmp/tmopt-store-XXXXXX");
	if (!mkdtemp(dir))
		return -1;
	snprintf(db, sizeof db, "%s/t.db", dir);
	if (!getenv("TMOPT_MACHDIR"))
		setenv("TMOPT_MACHDIR", TMOPT_SOURCE_DIR "/machdesc", 1);
	return 0;
}

static int teardown(void **state)
{
	char *cmd = xasprintf("rm -rf '%s'", dir);
	(void)state;
	store_set_module_hook(NULL);
	int rc = system(cmd);
	free(cmd);
	return rc;
}

/* ---- helpers ---------------------------------------------------------- */

static void add_finding(struct check_result *r, const char *file,
			unsigned line, const char *fn, const char *fp,
			uint64_t total)
{
	struct finding *f = findings_add(&r->fs);
	f->rule = "divmod";
	f->severity = SEV_WARNING;
	f->file = xstrdup(file);
	f->line = line;
	f->column = 3;
	f->function = xstrdup(fn);
	f->message = xstrdup("integer division 'a / b' calls _rt_idiv");
	f->advice = xstrdup("hoist it");
	f->cycles = 74;
	f->count = total / 74 ? total / 74 : 1;
	f->basis = COUNT_CONSTANT;
	f->total_cycles = total;
	f->saving_cycles = total / 2;
	f->stmt = xstrdup("a / b");
	snprintf(f->fingerprint, sizeof f->fingerprint, "%s", fp);
}

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

static int put(const char *tag, const struct check_result *r)
{
	struct store *st;
	struct store_run run = { .release = tag, .commit = "c0ffee",
		.target = "tm5250", .machine_hash = "h", .tool_version = "t" };
	if (store_open(db, true, &st))
		return -1;
	int rc = store_add_run(st, &run, r);
	store_close(st);
	return rc;
}

/* A one-row integer query through sqlite3 (test-side inspection). */
static long long sql_int(const char *sql)
{
	sqlite3 *h;
	sqlite3_stmt *s;
	long long v = -1;

	assert_int_equal(sqlite3_open(db, &h), SQLITE_OK);
	sqlite3_busy_timeout(h, 10000);
	assert_int_equal(sqlite3_prepare_v2(h, sql, -1, &s, NULL), SQLITE_OK);
	if (sqlite3_step(s) == SQLITE_ROW)
		v = sqlite3_column_int64(s, 0);
	sqlite3_finalize(s);
	sqlite3_close(h);
	return v;
}

static const char *cell(const struct store_table *t, size_t r, size_t c)
{
	assert_true(r < t->nrows && c < t->ncols);
	return t->cell[r * t->ncols + c];
}

/* ---- ingest ----------------------------------------------------------- */

static void test_ingest(void **state)
{
	struct check_result r = { 0 };
	struct store_table t;
	struct store *st;
	(void)state;

	add_file(&r, "src/audio/mix.c");
	add_file(&r, "src/video/scale.c");
	add_finding(&r, "src/audio/mix.c", 10, "mix", "00000000000000a1", 740);
	add_finding(&r, "src/video/scale.c", 20, "scale", "00000000000000a2", 74);
	r.fs.v[1].suppressed = true;
	assert_int_equal(put("v1", &r), 0);
	assert_int_equal(sql_int("SELECT COUNT(*) FROM findings"), 2);
	assert_int_equal(sql_int("SELECT COUNT(*) FROM files"), 2);
	assert_int_equal(sql_int("SELECT COUNT(*) FROM findings WHERE "
				 "module = 'audio' AND fingerprint = "
				 "'00000000000000a1' AND stmt = 'a / b'"), 1);
	assert_int_equal(sql_int("PRAGMA user_version"), store_latest_version());
	assert_int_equal(sql_int("SELECT COUNT(*) FROM files WHERE "
				 "content_hash = '0000000000000001'"), 1);

	/* the same tag again replaces its run */
	add_finding(&r, "src/audio/mix.c", 30, "mix", "00000000000000a3", 100);
	assert_int_equal(put("v1", &r), 0);
	assert_int_equal(sql_int("SELECT COUNT(*) FROM runs"), 1);
	assert_int_equal(sql_int("SELECT COUNT(*) FROM findings"), 3);

	assert_int_equal(store_open(db, false, &st), 0);
	assert_int_equal(store_history(st, NULL, &t), 0);
	assert_int_equal(t.nrows, 1);
	assert_string_equal(cell(&t, 0, 0), "v1");
	assert_string_equal(cell(&t, 0, 2), "2");	/* suppressed not counted */
	assert_string_equal(cell(&t, 0, 3), "840");
	store_table_release(&t);
	struct store_filter f = { .module = "video" };
	assert_int_equal(store_history(st, &f, &t), 0);
	assert_string_equal(cell(&t, 0, 2), "0");
	store_table_release(&t);
	assert_int_equal(store_runs(st, &t), 0);
	assert_int_equal(t.nrows, 1);
	assert_string_equal(cell(&t, 0, 1), "c0ffee");
	store_table_release(&t);
	store_close(st);
	check_result_release(&r);
}

/* ---- loop schedules (schema version 5) --------------------------------- */

/* Give the last finding of r a loop schedule. */
static void add_schedule(struct check_result *r, bool trip_known,
			 const char *chain)
{
	struct finding_schedule *s = &r->fs.v[r->fs.n - 1].sched;
	s->present = true;
	s->trip_known = trip_known;
	s->res_mii = 2.5;
	s->rec_mii = 12;
	s->ii = 12;
	s->trip = trip_known ? 64 : UINT64_MAX;
	snprintf(s->res_unit, sizeof s->res_unit, "dmem");
	snprintf(s->chain, sizeof s->chain, "%s", chain);
}

static void assert_sched_equal(const struct finding_schedule *a,
			       const struct finding_schedule *b)
{
	assert_int_equal(a->present, b->present);
	assert_int_equal(a->trip_known, b->trip_known);
	assert_true(a->res_mii == b->res_mii);
	assert_int_equal(a->rec_mii, b->rec_mii);
	assert_int_equal(a->ii, b->ii);
	assert_true(a->trip == b->trip);
	assert_string_equal(a->res_unit, b->res_unit);
	assert_string_equal(a->chain, b->chain);
}

/* A finding with a schedule, one without and one whose trip count is
 * assumed (and saturates the integer column) and whose chain is empty
 * read back equal through store_load_release, store_diff and
 * store_compare. */
static void test_schedule(void **state)
{
	struct check_result r = { 0 };
	struct store_findings sf;
	struct store_diff d;
	struct store_compare c;
	struct store *st;
	(void)state;

	add_file(&r, "src/dsp/fir.c");
	add_finding(&r, "src/dsp/fir.c", 10, "fir", "00000000000000b1", 740);
	r.fs.v[0].rule = "dependency-chain";
	add_schedule(&r, true, "fmul 6 -> fadd 6");
	add_finding(&r, "src/dsp/fir.c", 20, "fir", "00000000000000b2", 74);
	add_finding(&r, "src/dsp/fir.c", 30, "fir", "00000000000000b3", 74);
	r.fs.v[2].rule = "cache-stride";
	add_schedule(&r, false, "");
	assert_int_equal(put("v1", &r), 0);
	assert_int_equal(sql_int("SELECT COUNT(*) FROM findings WHERE "
				 "sched_ii IS NULL"), 1);
	/* trip counts saturate to the integer range, as cycle figures do */
	assert_true(r.fs.v[2].sched.trip == UINT64_MAX);
	r.fs.v[2].sched.trip = INT64_MAX;

	assert_int_equal(store_open(db, false, &st), 0);
	assert_int_equal(store_load_release(st, "v1", false, &sf), 0);
	assert_int_equal(sf.fs.n, 3);
	for (size_t i = 0; i < 3; i++) {
		assert_int_equal(sf.fs.v[i].line, r.fs.v[i].line);
		assert_sched_equal(&sf.fs.v[i].sched, &r.fs.v[i].sched);
	}
	assert_false(sf.fs.v[1].sched.present);
	store_findings_release(&sf);
	store_close(st);

	/* diff and compare load the schedules too */
	r.fs.v[0].line = 11;
	assert_int_equal(put("v2", &r), 0);
	assert_int_equal(store_open(db, false, &st), 0);
	assert_int_equal(store_diff(st, "v1", "v2", &d), 0);
	assert_int_equal(d.persisting.n, 3);
	assert_sched_equal(&d.persisting.v[0].sched, &r.fs.v[0].sched);
	assert_false(d.persisting.v[1].sched.present);
	assert_sched_equal(&d.persisting.v[2].sched, &r.fs.v[2].sched);
	store_diff_release(&d);
	struct findings one = { .v = &r.fs.v[1], .n = 1 };
	assert_int_equal(store_compare(st, "v2", &one, &c), 0);
	assert_int_equal(c.absent.n, 2);
	assert_sched_equal(&c.absent.v[0].sched, &r.fs.v[0].sched);
	assert_sched_equal(&c.absent.v[1].sched, &r.fs.v[2].sched);
	store_compare_release(&c);
	store_close(st);
	check_result_release(&r);
}

/* ---- suppression kind (schema version 6) ------------------------------- */

static const struct finding *by_fp(const struct findings *fs, const char *fp)
{
	for (size_t i = 0; i < fs->n; i++)
		if (!strcmp(fs->v[i].fingerprint, fp))
			return &fs->v[i];
	fail_msg("no finding %s", fp);
	return NULL;
}

/* Unsuppressed, inline, baseline and unrecorded (reads as inline)
 * findings stored and read back through store_load_release (with and
 * without the suppressed ones) and store_compare. */
static void test_suppress_kind(void **state)
{
	struct check_result r = { 0 };
	struct store_findings sf;
	struct store_compare c;
	struct findings none = { 0 };
	struct store *st;
	(void)state;

	add_file(&r, "src/a.c");
	add_finding(&r, "src/a.c", 10, "f", "00000000000000c1", 740);
	add_finding(&r, "src/a.c", 20, "f", "00000000000000c2", 74);
	add_finding(&r, "src/a.c", 30, "f", "00000000000000c3", 74);
	add_finding(&r, "src/a.c", 40, "f", "00000000000000c4", 74);
	r.fs.v[1].suppressed = true;
	r.fs.v[1].suppressed_by = SUPPRESS_INLINE;
	r.fs.v[2].suppressed = true;
	r.fs.v[2].suppressed_by = SUPPRESS_BASELINE;
	r.fs.v[3].suppressed = true;	/* kind not recorded by the caller */
	assert_int_equal(put("v1", &r), 0);
	assert_int_equal(sql_int("SELECT COUNT(*) FROM findings WHERE "
				 "suppressed_by = 'inline' AND line = 20"), 1);
	assert_int_equal(sql_int("SELECT COUNT(*) FROM findings WHERE "
				 "suppressed_by = 'baseline' AND line = 30"), 1);
	assert_int_equal(sql_int("SELECT COUNT(*) FROM findings WHERE "
				 "suppressed_by IS NULL"), 2);
	/* the tallies count only the unsuppressed finding, as before */
	assert_int_equal(sql_int("SELECT total_cycles FROM summary"), 740);

	assert_int_equal(store_open(db, false, &st), 0);
	assert_int_equal(store_load_release(st, "v1", true, &sf), 0);
	assert_int_equal(sf.fs.n, 4);
	assert_false(by_fp(&sf.fs, "00000000000000c1")->suppressed);
	assert_int_equal(by_fp(&sf.fs, "00000000000000c1")->suppressed_by,
			 SUPPRESS_NONE);
	assert_true(by_fp(&sf.fs, "00000000000000c2")->suppressed);
	assert_int_equal(by_fp(&sf.fs, "00000000000000c2")->suppressed_by,
			 SUPPRESS_INLINE);
	assert_true(by_fp(&sf.fs, "00000000000000c3")->suppressed);
	assert_int_equal(by_fp(&sf.fs, "00000000000000c3")->suppressed_by,
			 SUPPRESS_BASELINE);
	assert_true(by_fp(&sf.fs, "00000000000000c4")->suppressed);
	assert_int_equal(by_fp(&sf.fs, "00000000000000c4")->suppressed_by,
			 SUPPRESS_INLINE);
	store_findings_release(&sf);
	assert_int_equal(store_load_release(st, "v1", false, &sf), 0);
	assert_int_equal(sf.fs.n, 1);
	assert_int_equal(sf.fs.v[0].suppressed_by, SUPPRESS_NONE);
	store_findings_release(&sf);
	/* compare loads the previous release's kinds (its absent findings) */
	assert_int_equal(store_compare(st, "v1", &none, &c), 0);
	assert_int_equal(c.absent.n, 4);
	assert_int_equal(by_fp(&c.absent, "00000000000000c2")->suppressed_by,
			 SUPPRESS_INLINE);
	assert_int_equal(by_fp(&c.absent, "00000000000000c3")->suppressed_by,
			 SUPPRESS_BASELINE);
	store_compare_release(&c);
	store_close(st);
	check_result_release(&r);
}

/* ---- runs per entry call (schema version 7) ---------------------------- */

/* A finding's calls are stored and read back; a row without them (stored
 * by version 6) and a finding the call graph did not see read as 1. */
static void test_calls(void **state)
{
	struct check_result r = { 0 };
	struct store_findings sf;
	struct store *st;
	sqlite3 *h;
	(void)state;

	add_file(&r, "src/a.c");
	add_finding(&r, "src/a.c", 10, "f", "00000000000000d1", 740);
	add_finding(&r, "src/a.c", 20, "g", "00000000000000d2", 74);
	add_finding(&r, "src/a.c", 30, "h", "00000000000000d3", 74);
	r.fs.v[0].calls = 64;
	r.fs.v[1].calls = 0;	/* not computed: once */
	r.fs.v[2].calls = 5;
	assert_int_equal(put("v1", &r), 0);
	assert_int_equal(sql_int("SELECT calls FROM findings WHERE line = 10"), 64);
	assert_int_equal(sql_int("SELECT calls FROM findings WHERE line = 20"), 1);
	assert_int_equal(sqlite3_open(db, &h), SQLITE_OK);
	assert_int_equal(sqlite3_exec(h, "UPDATE findings SET calls = NULL "
				      "WHERE line = 30", NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(h);
	assert_int_equal(store_open(db, false, &st), 0);
	assert_int_equal(store_load_release(st, "v1", false, &sf), 0);
	assert_int_equal(sf.fs.n, 3);
	assert_int_equal(by_fp(&sf.fs, "00000000000000d1")->calls, 64);
	assert_int_equal(by_fp(&sf.fs, "00000000000000d2")->calls, 1);
	assert_int_equal(by_fp(&sf.fs, "00000000000000d3")->calls, 1);
	store_findings_release(&sf);
	store_close(st);
	check_result_release(&r);
}

/* ---- migration -------------------------------------------------------- */

static void test_migration(void **state)
{
	char *path = xasprintf("%s/src/store/schema/001_init.sql", TMOPT_SOURCE_DIR);
	char *v1 = read_file(path, NULL);
	struct store *st;
	struct store_table t;
	sqlite3 *h;
	(void)state;

	assert_non_null(v1);
	assert_int_equal(sqlite3_open(db, &h), SQLITE_OK);
	assert_int_equal(sqlite3_exec(h, v1, NULL, NULL, NULL), SQLITE_OK);
	/* version 1 allowed two runs of one tag */
	assert_int_equal(sqlite3_exec(h,
		"INSERT INTO runs VALUES (1, 'r1', 'aaa', 100, 'tm5250', 'h', '0.0.1');"
		"INSERT INTO runs VALUES (2, 'r1', 'bbb', 200, 'tm5250', 'h', '0.0.1');"
		"INSERT INTO runs VALUES (3, 'r0', 'ccc', 50, 'tm5250', 'h', '0.0.1');"
		"INSERT INTO findings (run_id, fingerprint, rule, severity, file, "
		"module, line, col, function, message, advice, cycles, count, "
		"count_basis, total_cycles, saving_cycles, loop_depth, stmt) VALUES "
		"(1, 'f1', 'divmod', 'warning', 'a.c', '.', 1, 1, 'f', 'm', 'a', 74, 1, 'constant', 74, 1, 0, 's'),"
		"(2, 'f1', 'divmod', 'warning', 'a.c', '.', 1, 1, 'f', 'm', 'a', 74, 2, 'constant', 148, 1, 0, 's'),"
		"(2, 'f2', 'divmod', 'warning', 'a.c', '.', 5, 1, 'f', 'm', 'a', 74, 1, 'constant', 74, 1, 0, 't'),"
		"(3, 'f1', 'divmod', 'warning', 'a.c', '.', 1, 1, 'f', 'm', 'a', 74, 1, 'constant', 74, 1, 0, 's');",
		NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(h);
	assert_int_equal(sql_int("PRAGMA user_version"), 1);

	assert_int_equal(store_open(db, false, &st), 0);
	assert_int_equal(store_version(st), store_latest_version());
	assert_true(store_latest_version() >= 2);
	assert_int_equal(store_integrity(st), 0);
	assert_int_equal(store_history(st, NULL, &t), 0);
	assert_int_equal(t.nrows, 2);
	assert_string_equal(cell(&t, 0, 0), "r0");	/* release-time order */
	assert_string_equal(cell(&t, 1, 0), "r1");
	assert_string_equal(cell(&t, 1, 2), "2");	/* the newest run kept */
	assert_string_equal(cell(&t, 1, 3), "222");
	store_table_release(&t);
	store_close(st);
	assert_int_equal(sql_int("SELECT COUNT(*) FROM runs"), 2);
	assert_int_equal(sql_int("SELECT COUNT(*) FROM findings"), 3);

	/* a migrated database takes new runs */
	struct check_result r = { 0 };
	add_file(&r, "a.c");
	add_finding(&r, "a.c", 1, "f", "f1", 74);
	assert_int_equal(put("r2", &r), 0);
	assert_int_equal(sql_int("SELECT COUNT(*) FROM runs"), 3);
	check_result_release(&r);

	/* version 3 to 4: tallies rebuilt, files_summary from them */
	char *db3 = xasprintf("%s/v3.db", dir);
	char *keep = xstrdup(db);
	assert_int_equal(store_open_version(db3, true, 3, &st), 0);
	assert_int_equal(store_version(st), 3);
	store_close(st);
	snprintf(db, sizeof db, "%s", db3);
	struct check_result r3 = { 0 };
	add_file(&r3, "p/one.c");
	add_file(&r3, "p/two.c");
	add_finding(&r3, "p/one.c", 1, "f", "0000000000000001", 74);
	add_finding(&r3, "p/one.c", 2, "f", "0000000000000002", 148);
	add_finding(&r3, "p/one.c", 3, "g", "0000000000000003", 10);
	add_finding(&r3, "p/two.c", 1, "f", "0000000000000004", 7);
	r3.fs.v[3].suppressed = true;
	assert_int_equal(sqlite3_open(db3, &h), SQLITE_OK);
	assert_int_equal(sqlite3_exec(h,
		"INSERT INTO releases VALUES (1, 'old', 100);"
		"INSERT INTO runs (id, release, created_at, target, machine_hash, "
		"tool_version, release_id) VALUES (1, 'old', 100, 't', 'h', 'v', 1);"
		"INSERT INTO tallies VALUES "
		"(1, 'divmod', 'p', 'p/one.c', 'f', 2, 222.0),"
		"(1, 'divmod', 'p', 'p/one.c', 'g', 1, 10.0);"
		"INSERT INTO summary VALUES (1, 'divmod', 'p', 3, 232.0);",
		NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(h);
	assert_int_equal(store_open(db3, false, &st), 0);
	assert_int_equal(store_version(st), store_latest_version());
	assert_int_equal(store_integrity(st), 0);
	store_close(st);
	assert_int_equal(sql_int("SELECT COUNT(*) FROM tallies"), 2);
	assert_int_equal(sql_int("SELECT findings FROM files_summary WHERE "
				 "run_id = 1 AND file = 'p/one.c'"), 3);
	assert_int_equal(sql_int("SELECT total_cycles FROM files_summary "
				 "WHERE run_id = 1"), 232);
	/* a new run writes the same tallies as version 3 computed in SQL */
	assert_int_equal(put("new", &r3), 0);
	assert_int_equal(sql_int("SELECT COUNT(*) FROM tallies WHERE run_id = 2"), 2);
	assert_int_equal(sql_int("SELECT COUNT(*) FROM files_summary WHERE "
				 "run_id = 2"), 1);	/* two.c: all suppressed */
	assert_int_equal(sql_int("SELECT findings FROM tallies WHERE run_id = 2 "
				 "AND function = 'f'"), 2);
	assert_int_equal(sql_int("SELECT total_cycles FROM summary WHERE "
				 "run_id = 2"), 232);
	assert_int_equal(store_open(db3, false, &st), 0);
	assert_int_equal(store_trend(st, STORE_BY_FILE, true, &t), 0);
	assert_int_equal(t.nrows, 1);
	assert_string_equal(cell(&t, 0, 0), "p/one.c");
	assert_string_equal(cell(&t, 0, 1), "232");
	assert_string_equal(cell(&t, 0, 2), "232");
	store_table_release(&t);
	store_close(st);
	assert_int_equal(put("new", &r3), 0);	/* replacing clears them */
	assert_int_equal(sql_int("SELECT COUNT(*) FROM files_summary"), 2);
	check_result_release(&r3);
	snprintf(db, sizeof db, "%s", keep);
	free(keep);
	free(db3);

	/* version 4 to 5: old rows are kept and have no schedule */
	char *db4 = xasprintf("%s/v4.db", dir);
	keep = xstrdup(db);
	assert_int_equal(store_open_version(db4, true, 4, &st), 0);
	assert_int_equal(store_version(st), 4);
	store_close(st);
	snprintf(db, sizeof db, "%s", db4);
	assert_int_equal(sqlite3_open(db4, &h), SQLITE_OK);
	assert_int_equal(sqlite3_exec(h,
		"INSERT INTO releases VALUES (1, 'old', 100);"
		"INSERT INTO runs (id, release, created_at, target, machine_hash, "
		"tool_version, release_id) VALUES (1, 'old', 100, 't', 'h', 'v', 1);"
		"INSERT INTO findings (run_id, fingerprint, rule, severity, file, "
		"module, line, col, function, message, advice, cycles, count, "
		"count_basis, total_cycles, saving_cycles, loop_depth, stmt) VALUES "
		"(1, 'f1', 'dependency-chain', 'warning', 'a.c', '.', 1, 1, 'f', "
		"'m', 'a', 74, 1, 'constant', 74, 1, 1, 's'),"
		"(1, 'f2', 'divmod', 'warning', 'a.c', '.', 2, 1, 'f', "
		"'m', 'a', 74, 1, 'constant', 74, 1, 1, 't');",
		NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(h);
	assert_int_equal(store_open(db4, false, &st), 0);
	assert_int_equal(store_version(st), store_latest_version());
	assert_true(store_latest_version() >= 5);
	assert_int_equal(store_integrity(st), 0);
	struct store_findings sf;
	assert_int_equal(store_load_release(st, "old", false, &sf), 0);
	assert_int_equal(sf.fs.n, 2);
	assert_string_equal(sf.fs.v[0].rule, "dependency-chain");
	assert_string_equal(sf.fs.v[0].stmt, "s");
	assert_int_equal(sf.fs.v[0].total_cycles, 74);
	assert_false(sf.fs.v[0].sched.present);
	assert_false(sf.fs.v[1].sched.present);
	store_findings_release(&sf);
	store_close(st);
	/* and the migrated database stores new schedules */
	struct check_result r4 = { 0 };
	add_file(&r4, "a.c");
	add_finding(&r4, "a.c", 1, "f", "f1", 74);
	add_schedule(&r4, true, "ld 3");
	assert_int_equal(put("new", &r4), 0);
	assert_int_equal(store_open(db4, false, &st), 0);
	assert_int_equal(store_load_release(st, "new", false, &sf), 0);
	assert_int_equal(sf.fs.n, 1);
	assert_sched_equal(&sf.fs.v[0].sched, &r4.fs.v[0].sched);
	store_findings_release(&sf);
	store_close(st);
	assert_int_equal(sql_int("SELECT COUNT(*) FROM findings"), 3);
	check_result_release(&r4);
	snprintf(db, sizeof db, "%s", keep);
	free(keep);
	free(db4);

	/* version 5 to 6: old suppressed rows read as inline */
	char *db5 = xasprintf("%s/v5.db", dir);
	keep = xstrdup(db);
	assert_int_equal(store_open_version(db5, true, 5, &st), 0);
	assert_int_equal(store_version(st), 5);
	store_close(st);
	snprintf(db, sizeof db, "%s", db5);
	assert_int_equal(sqlite3_open(db5, &h), SQLITE_OK);
	assert_int_equal(sqlite3_exec(h,
		"INSERT INTO releases VALUES (1, 'old', 100);"
		"INSERT INTO runs (id, release, created_at, target, machine_hash, "
		"tool_version, release_id) VALUES (1, 'old', 100, 't', 'h', 'v', 1);"
		"INSERT INTO findings (run_id, fingerprint, rule, severity, file, "
		"module, line, col, function, message, advice, cycles, count, "
		"count_basis, total_cycles, saving_cycles, loop_depth, stmt, "
		"suppressed) VALUES "
		"(1, 'f1', 'divmod', 'warning', 'a.c', '.', 1, 1, 'f', "
		"'m', 'a', 74, 1, 'constant', 74, 1, 0, 's', 0),"
		"(1, 'f2', 'divmod', 'warning', 'a.c', '.', 2, 1, 'f', "
		"'m', 'a', 74, 1, 'constant', 74, 1, 0, 't', 1);",
		NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(h);
	assert_int_equal(store_open(db5, false, &st), 0);
	assert_int_equal(store_version(st), store_latest_version());
	assert_true(store_latest_version() >= 6);
	assert_int_equal(store_integrity(st), 0);
	assert_int_equal(store_load_release(st, "old", true, &sf), 0);
	assert_int_equal(sf.fs.n, 2);
	assert_false(sf.fs.v[0].suppressed);
	assert_int_equal(sf.fs.v[0].suppressed_by, SUPPRESS_NONE);
	assert_true(sf.fs.v[1].suppressed);
	assert_int_equal(sf.fs.v[1].suppressed_by, SUPPRESS_INLINE);
	store_findings_release(&sf);
	store_close(st);
	assert_int_equal(sql_int("SELECT COUNT(*) FROM findings WHERE "
				 "suppressed_by IS NULL"), 2);	/* not rewritten */
	/* and the migrated database stores the kind of new runs */
	struct check_result r5 = { 0 };
	add_file(&r5, "a.c");
	add_finding(&r5, "a.c", 2, "f", "f2", 74);
	r5.fs.v[0].suppressed = true;
	r5.fs.v[0].suppressed_by = SUPPRESS_BASELINE;
	assert_int_equal(put("new", &r5), 0);
	assert_int_equal(store_open(db5, false, &st), 0);
	assert_int_equal(store_load_release(st, "new", true, &sf), 0);
	assert_int_equal(sf.fs.n, 1);
	assert_int_equal(sf.fs.v[0].suppressed_by, SUPPRESS_BASELINE);
	store_findings_release(&sf);
	store_close(st);
	check_result_release(&r5);
	snprintf(db, sizeof db, "%s", keep);
	free(keep);
	free(db5);

	/* store_open_version stops at version 1 */
	char *db1 = xasprintf("%s/v1.db", dir);
	assert_int_equal(store_open_version(db1, true, 1, &st), 0);
	assert_int_equal(store_version(st), 1);
	store_close(st);
	assert_int_equal(store_open(db1, false, &st), 0);
	assert_int_equal(store_version(st), store_latest_version());
	store_close(st);
	free(db1);
	free(v1);
	free(path);
}

/* ---- diff ------------------------------------------------------------- */

static bool has(const struct findings *fs, const char *fp, const char *file)
{
	for (size_t i = 0; i < fs->n; i++)
		if (!strcmp(fs->v[i].fingerprint, fp) &&
		    (!file || !strcmp(fs->v[i].file, file)))
			return true;
	return false;
}

static void test_diff(void **state)
{
	struct check_result a = { 0 }, b = { 0 };
	struct store_diff d;
	struct store *st;
	(void)state;

	add_file(&a, "x/one.c");
	add_file(&a, "x/two.c");
	add_finding(&a, "x/one.c", 10, "f", "aaaaaaaaaaaaaaaa", 100);	/* resolved */
	add_finding(&a, "x/one.c", 20, "g", "bbbbbbbbbbbbbbbb", 100);	/* persists */
	add_finding(&a, "x/one.c", 30, "h", "cccccccccccccccc", 10);	/* twice: */
	add_finding(&a, "x/two.c", 30, "h", "cccccccccccccccc", 20);	/* one.c's goes */
	b = (struct check_result){ 0 };
	add_file(&b, "x/one.c");
	add_file(&b, "x/two.c");
	add_finding(&b, "x/one.c", 25, "g", "bbbbbbbbbbbbbbbb", 150);	/* moved, dearer */
	add_finding(&b, "x/two.c", 40, "h", "cccccccccccccccc", 30);
	add_finding(&b, "x/two.c", 50, "k", "dddddddddddddddd", 7);	/* new */
	assert_int_equal(put("A", &a), 0);
	assert_int_equal(put("B", &b), 0);

	assert_int_equal(store_open(db, false, &st), 0);
	assert_int_equal(store_diff(st, "A", "B", &d), 0);
	assert_int_equal(d.added.n, 1);
	assert_true(has(&d.added, "dddddddddddddddd", "x/two.c"));
	assert_int_equal(d.resolved.n, 2);
	assert_true(has(&d.resolved, "aaaaaaaaaaaaaaaa", NULL));
	assert_true(has(&d.resolved, "cccccccccccccccc", "x/one.c"));
	assert_int_equal(d.persisting.n, 2);
	for (size_t i = 0; i < d.persisting.n; i++) {
		const struct finding *f = &d.persisting.v[i];
		if (!strcmp(f->fingerprint, "bbbbbbbbbbbbbbbb")) {
			assert_int_equal(f->line, 25);
			assert_int_equal(f->total_cycles, 150);
			assert_int_equal(d.before[i], 100);
		} else {
			assert_string_equal(f->file, "x/two.c");
			assert_int_equal(d.before[i], 20);	/* paired by file */
		}
	}
	assert_string_equal(d.added.v[0].rule, "divmod");
	assert_string_equal(d.added.v[0].message,
			    "integer division 'a / b' calls _rt_idiv");
	store_diff_release(&d);

	/* an unknown release is an error */
	assert_int_equal(store_diff(st, "A", "nope", &d), -1);
	store_diff_release(&d);
	store_close(st);
	check_result_release(&a);
	check_result_release(&b);
}

/* ---- fingerprint stability through the engine ------------------------- */

static const char source[] =
	"double scale(double x) { return x * 1.5; }\n"
	"int avg(const int *v, int n, int d)\n"
	"{\n"
	"\tint s = 0;\n"
	"\tfor (int i = 0; i < n; i++) {\n"
	"\t\ts += v[i] / d;\n"
	"\t\ts += v[i] % d;\n"
	"\t}\n"
	"\tfor (int i = 0; i < n; i++)\n"
	"\t\ts += v[i] / d;\n"
	"\treturn s / n;\n"
	"}\n";

static char *write_tmp(const char *name, const char *text)
{
	char *path = xasprintf("%s/%s", dir, name);
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
	return path;
}

/* Replace every tab by four spaces and add spaces around '(' and ','. */
static char *reindent(const char *s)
{
	struct strbuf sb = { 0 };
	for (; *s; s++) {
		if (*s == '\t')
			sb_puts(&sb, "    ");
		else if (*s == ',')
			sb_puts(&sb, " ,  ");
		else if (*s == '(')
			sb_puts(&sb, "( ");
		else
			sb_add(&sb, s, 1);
	}
	return sb_detach(&sb);
}

/* The sorted fingerprints of one file, as one string. */
static char *fingerprints(const struct machine *md, const char *path)
{
	struct check_config cfg = { .md = md, .jobs = 1 };
	struct check_input in = { .file = (char *)path };
	struct check_result r;
	struct strbuf sb = { 0 };
	char **v;

	rule_options_default(&cfg.opt);
	check_run(&cfg, &in, 1, &r);
	assert_int_equal(r.nerrors, 0);
	assert_true(r.fs.n >= 4);
	v = xcalloc(r.fs.n, sizeof(char *));
	for (size_t i = 0; i < r.fs.n; i++)
		v[i] = r.fs.v[i].fingerprint;
	for (size_t i = 1; i < r.fs.n; i++)	/* insertion sort */
		for (size_t j = i; j > 0 && strcmp(v[j - 1], v[j]) > 0; j--) {
			char *t = v[j];
			v[j] = v[j - 1];
			v[j - 1] = t;
		}
	for (size_t i = 0; i < r.fs.n; i++) {
		sb_puts(&sb, v[i]);
		sb_puts(&sb, " ");
		if (i)
			assert_string_not_equal(v[i - 1], v[i]);	/* distinct */
	}
	free(v);
	check_result_release(&r);
	return sb_detach(&sb);
}

static void test_fingerprint_stability(void **state)
{
	struct machine *md = NULL;
	char err[512];
	(void)state;

	assert_int_equal(md_load_target("tm5250", &md, err, sizeof err), 0);
	char *shifted = xasprintf("/* ten\n\n\n\n\nlines\n\n\n\nabove */\n%s", source);
	char *reind = reindent(source);
	char *p0 = write_tmp("orig.c", source);
	char *p1 = write_tmp("shifted.c", shifted);
	char *p2 = write_tmp("reindented.c", reind);
	char *p3 = write_tmp("renamed_module.c", source);
	char *f0 = fingerprints(md, p0), *f1 = fingerprints(md, p1);
	char *f2 = fingerprints(md, p2), *f3 = fingerprints(md, p3);

	assert_string_equal(f0, f1);
	assert_string_equal(f0, f2);
	assert_string_equal(f0, f3);

	/* a real change changes the fingerprint of that finding only */
	char *changed = xstrdup(source);
	char *at = strstr(changed, "s / n");
	at[4] = 'd';
	char *p4 = write_tmp("changed.c", changed);
	char *f4 = fingerprints(md, p4);
	assert_string_not_equal(f0, f4);

	char *all[] = { shifted, reind, p0, p1, p2, p3, p4, f0, f1, f2, f3,
			f4, changed };
	for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
		free(all[i]);
	md_free(md);
}

/* ---- concurrency and crashes ------------------------------------------ */

static void synth(struct check_result *r, const char *file, size_t n)
{
	char fp[17];
	memset(r, 0, sizeof(*r));
	add_file(r, file);
	for (size_t i = 0; i < n; i++) {
		snprintf(fp, sizeof fp, "%016zx", i);
		add_finding(r, file, (unsigned)i + 1, "f", fp, 74);
	}
}

static void test_concurrent_writers(void **state)
{
	pid_t pid[4];
	(void)state;

	for (int k = 0; k < 4; k++) {
		pid[k] = fork();
		assert_true(pid[k] >= 0);
		if (pid[k] == 0) {
			struct check_result r;
			char tag[16];
			snprintf(tag, sizeof tag, "p%d", k);
			synth(&r, "m/a.c", 5000);
			int rc = put(tag, &r);
			check_result_release(&r);
			_exit(rc ? 1 : 0);
		}
	}
	for (int k = 0; k < 4; k++) {
		int status;
		assert_int_equal(waitpid(pid[k], &status, 0), pid[k]);
		assert_true(WIFEXITED(status));
		assert_int_equal(WEXITSTATUS(status), 0);
	}
	assert_int_equal(sql_int("SELECT COUNT(*) FROM runs"), 4);
	assert_int_equal(sql_int("SELECT COUNT(DISTINCT release) FROM runs"), 4);
	assert_int_equal(sql_int("SELECT COUNT(*) FROM findings"), 20000);
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

	synth(&r, "m/a.c", 100);
	assert_int_equal(put("complete", &r), 0);
	check_result_release(&r);

	assert_int_equal(pipe(fds), 0);
	pid_t pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		close(fds[0]);
		hook_fd = fds[1];
		store_txn_hook = stall;
		synth(&r, "m/a.c", 50000);
		put("partial", &r);
		_exit(0);
	}
	close(fds[1]);
	assert_int_equal(read(fds[0], &c, 1), 1);	/* inside the transaction */
	kill(pid, SIGKILL);
	assert_int_equal(waitpid(pid, &status, 0), pid);
	assert_true(WIFSIGNALED(status));
	close(fds[0]);

	assert_int_equal(store_open(db, false, &st), 0);
	assert_int_equal(store_integrity(st), 0);
	assert_int_equal(store_runs(st, &t), 0);
	assert_int_equal(t.nrows, 1);
	assert_string_equal(cell(&t, 0, 0), "complete");
	store_table_release(&t);
	store_close(st);
	assert_int_equal(sql_int("SELECT COUNT(*) FROM findings"), 100);
	assert_int_equal(sql_int("SELECT COUNT(*) FROM releases"), 1);
}

/* ---- modules ---------------------------------------------------------- */

/* A module map: files under a 'video' directory are "pixels", the others
 * keep the default (NULL). */
static const char *video_is_pixels(const char *path)
{
	return strstr(path, "/video/") ? "pixels" : NULL;
}

static void test_modules(void **state)
{
	(void)state;
	assert_string_equal(store_module_of("audio/mix.c"), "audio");
	assert_string_equal(store_module_of("./video/x/y.c"), "video");
	assert_string_equal(store_module_of("top.c"), ".");

	/* the root is the common directory of the run's files */
	struct check_result r = { 0 };
	add_file(&r, "/p/src/audio/mix.c");
	add_file(&r, "/p/src/video/scale.c");
	add_file(&r, "/p/src/main.c");
	add_finding(&r, "/p/src/video/scale.c", 1, "f", "0000000000000001", 1);
	assert_int_equal(put("m", &r), 0);
	assert_int_equal(sql_int("SELECT COUNT(*) FROM files WHERE module IN "
				 "('audio', 'video', '.')"), 3);
	assert_int_equal(sql_int("SELECT COUNT(*) FROM findings WHERE "
				 "module = 'video'"), 1);

	/* with a module map: mapped files take its name, the rest the default */
	store_set_module_hook(video_is_pixels);
	assert_int_equal(put("m2", &r), 0);
	store_set_module_hook(NULL);
	assert_int_equal(sql_int("SELECT COUNT(*) FROM findings WHERE "
				 "module = 'pixels'"), 1);
	assert_int_equal(sql_int("SELECT COUNT(*) FROM files WHERE module = "
				 "'pixels'"), 1);
	assert_int_equal(sql_int("SELECT COUNT(*) FROM files WHERE module IN "
				 "('audio', '.')"), 4);
	check_result_release(&r);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_ingest, setup, teardown),
		cmocka_unit_test_setup_teardown(test_schedule, setup, teardown),
		cmocka_unit_test_setup_teardown(test_suppress_kind, setup, teardown),
		cmocka_unit_test_setup_teardown(test_calls, setup, teardown),
		cmocka_unit_test_setup_teardown(test_migration, setup, teardown),
		cmocka_unit_test_setup_teardown(test_diff, setup, teardown),
		cmocka_unit_test_setup_teardown(test_fingerprint_stability, setup, teardown),
		cmocka_unit_test_setup_teardown(test_concurrent_writers, setup, teardown),
		cmocka_unit_test_setup_teardown(test_killed_writer, setup, teardown),
		cmocka_unit_test_setup_teardown(test_modules, setup, teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
