/*
 * store_bench.c: throughput of the findings database (CMake target
 * bench_store; not a test: it prints figures and never fails on time).
 *
 *   1. store one run of 100,000 synthetic findings: findings per second;
 *   2. store 50 releases of 10,000 findings each, then time 'history'
 *      (unfiltered and with --rule), 'trend --by module' and a diff.
 *
 * Targets (docs/store.md): >= 100,000 findings/s stored, history < 100 ms.
 * Usage: bench_store [DIR]  (the database goes to DIR, default /tmp;
 * BENCH_KEEP=1 keeps it for inspection), or bench_store CONNINFO: a
 * PostgreSQL connection string (postgresql://..., postgres://..., or
 * key=value), whose database should hold no history (left filled
 * afterwards).  Both in one go, on a throw-away server:
 *   tests/pg_run.sh sh -c 'build/bench_store && build/bench_store "$TMOPT_PG"'
 */
#include "store.h"
#include "util.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static const char *const rules[] = { "divmod", "double-emulation",
				     "int64-emulation" };

/* A run of n findings over n/20 files in 16 modules; seed varies the
 * cycles and drops/adds a few findings so releases differ. */
static void synth(struct check_result *r, size_t n, unsigned seed)
{
	size_t nfiles = n / 20 ? n / 20 : 1;

	memset(r, 0, sizeof(*r));
	r->files = xcalloc(nfiles, sizeof(*r->files));
	r->ninputs = nfiles;
	for (size_t i = 0; i < nfiles; i++) {
		r->files[i].path = xasprintf("src/mod%02zu/file%05zu.c", i % 16, i);
		snprintf(r->files[i].hash, 17, "%016zx", i * 2654435761u);
		r->files[i].ok = true;
	}
	r->nfiles = nfiles;
	for (size_t i = 0; i < n; i++) {
		struct finding *f = findings_add(&r->fs);
		size_t file = i % nfiles;
		f->rule = rules[i % 3];
		f->severity = SEV_WARNING;
		f->file = xstrdup(r->files[file].path);
		f->line = (unsigned)(10 + i / nfiles * 7);
		f->column = 5;
		f->function = xasprintf("fn_%zu", i / 3);
		f->message = xasprintf("integer division 'a%zu / b' calls "
				       "_rt_idiv: TriMedia has no divide unit", i);
		f->advice = xstrdup("hoist the division out of the loop or "
				    "multiply by a reciprocal");
		f->cycles = 74;
		f->count = 100 + (i + seed) % 50;
		f->basis = COUNT_ASSUMED;
		f->total_cycles = f->cycles * f->count;
		f->saving_cycles = f->total_cycles / 2;
		f->loop_depth = 1;
		f->stmt = xasprintf("x = a%zu / b", (i + (i % 97 == 0 ? seed : 0)));
		snprintf(f->fingerprint, sizeof(f->fingerprint), "%016llx",
			 (unsigned long long)fnv1a(FNV_SEED, f->stmt, strlen(f->stmt)));
	}
}

static int add(struct store *st, const char *tag, const struct check_result *r)
{
	struct store_run run = { .release = tag, .commit = "0123abcd",
		.target = "tm5250", .machine_hash = "db5f68eea658eb31",
		.tool_version = TMOPT_VERSION };
	return store_add_run(st, &run, r);
}

int main(int argc, char **argv)
{
	const char *dir = argc > 1 ? argv[1] : "/tmp";
	bool pg = !strncmp(dir, "postgres", 8) || strchr(dir, '=');
	char *path = pg ? xstrdup(dir) :
		     xasprintf("%s/tmopt-bench-%d.db", dir, (int)getpid());
	char *wal = xasprintf("%s-wal", path), *shm = xasprintf("%s-shm", path);
	struct check_result r;
	struct store *st;
	struct store_table t;
	struct store_diff d;
	struct store_filter all = { 0 }, one = { .rule = "divmod" },
			    fn = { .function = "fn_100" };
	double t0, t1;
	int rc = 1;

	if (store_open(path, true, &st))
		goto out;
	printf("backend: %s\n", store_backend(st));
	synth(&r, 100000, 0);
	t0 = now();
	if (add(st, "big", &r))
		goto out;
	t1 = now();
	printf("store: 100000 findings in %.3f s = %.0f findings/s\n",
	       t1 - t0, 100000 / (t1 - t0));
	check_result_release(&r);

	t0 = now();
	for (unsigned k = 0; k < 50; k++) {
		char tag[32];
		snprintf(tag, sizeof(tag), "v%02u", k);
		synth(&r, 10000, k);
		int e = add(st, tag, &r);
		check_result_release(&r);
		if (e)
			goto out;
	}
	t1 = now();
	printf("store: 50 releases x 10000 findings in %.3f s = %.0f findings/s\n",
	       t1 - t0, 500000 / (t1 - t0));

	struct { const char *name; int kind; } q[] = {
		{ "history (all rules)", 0 }, { "history --rule divmod", 1 },
		{ "history --function", 4 }, { "trend --by module", 2 },
		{ "trend --by file", 5 }, { "diff v00 v49", 3 },
	};
	for (size_t i = 0; i < sizeof(q) / sizeof(q[0]); i++) {
		int e;
		t0 = now();
		if (q[i].kind == 3) {
			e = store_diff(st, "v00", "v49", &d);
			store_diff_release(&d);
		} else {
			e = q[i].kind == 2 ? store_trend(st, STORE_BY_MODULE, false, &t) :
			    q[i].kind == 5 ? store_trend(st, STORE_BY_FILE, false, &t) :
			    store_history(st, q[i].kind == 4 ? &fn :
					  q[i].kind ? &one : &all, &t);
			store_table_release(&t);
		}
		t1 = now();
		if (e)
			goto out;
		printf("query: %-24s over 51 releases (610000 findings): %.1f ms\n",
		       q[i].name, (t1 - t0) * 1e3);
	}
	rc = 0;
out:
	store_close(st);
	if (!pg) {
		if (!getenv("BENCH_KEEP"))
			unlink(path);
		unlink(wal);
		unlink(shm);
	}
	free(path);
	free(wal);
	free(shm);
	return rc;
}
