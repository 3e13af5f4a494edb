/*
 * store.c: the findings database (see store.h): the store's logic and its
 * SQL, written once for both backends of db.h (SQLite in db_sqlite.c, the
 * default; PostgreSQL in db_pg.c, for a connection string).
 *
 * Workload: a few writers (CI jobs storing one run each, up to ~10^5
 * findings) and readers that aggregate over tens of releases.  A run is
 * one write transaction (SQLite: BEGIN IMMEDIATE; PostgreSQL: advisory
 * locks, see db_pg.c): a process killed half-way leaves nothing.  The
 * schema lives in src/store/schema/NNN_*.sql and src/store/schema/pg/,
 * embedded at build time (gen/store_schema.h); file N migrates version
 * N-1 to N and records the version.  Every statement has bound
 * parameters.
 */
#include "store.h"
#include "db.h"
#include "util.h"

#include <assert.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

struct store {
	struct db *db;
	const char *path;	/* db->name: for messages */
};

void (*store_txn_hook)(void);

static int db_error(struct store *st, const char *what)
{
	return error("%s: %s: %s", st->path, what,
		     st->db->ops->errmsg(st->db));
}

static int prep(struct store *st, const char *sql, struct db_stmt **s)
{
	if (db_prepare(st->db, sql, s)) {
		*s = NULL;
		return db_error(st, "cannot prepare a statement");
	}
	return 0;
}

/* Begin a write transaction (lock: db_ops.begin_write). */
static int begin_write(struct store *st, const char *lock)
{
	if (st->db->ops->begin_write(st->db, lock))
		return db_error(st, "cannot begin a write transaction");
	return 0;
}

static int commit(struct store *st)
{
	if (st->db->ops->commit(st->db))
		return db_error(st, "cannot commit");
	return 0;
}

static void rollback(struct store *st)
{
	st->db->ops->rollback(st->db);
}

unsigned store_latest_version(void)
{
	return db_schema_versions();
}

unsigned store_version(struct store *st)
{
	int64_t v = 0;

	st->db->ops->version(st->db, &v);
	return v < 0 || v > UINT_MAX ? 0 : (unsigned)v;
}

const char *store_backend(struct store *st)
{
	return st->db->ops->name;
}

const char *store_name(struct store *st)
{
	return st->path;
}

/* Bring the schema to version want, in one write transaction; the
 * version is read again under the lock, so concurrent openers migrate
 * once. */
static int migrate(struct store *st, unsigned want)
{
	const struct db_ops *o = st->db->ops;
	int64_t v;

	if (o->version(st->db, &v))
		return db_error(st, "cannot read the schema version");
	if (v < 0)	/* tmopt never writes one: not its schema */
		return error("%s: schema version %lld is not one tmopt writes "
			     "(a damaged database or another program's)",
			     st->path, (long long)v);
	if (v > o->nschema)
		return error("%s: schema version %lld is newer than this tmopt "
			     "knows (%u)", st->path, (long long)v, o->nschema);
	if (v >= want)
		return 0;
	if (begin_write(st, NULL))
		return -1;
	if (o->version(st->db, &v)) {
		db_error(st, "cannot read the schema version");
		goto fail;
	}
	if (v < 0 || v > o->nschema) {	/* changed meanwhile */
		error("%s: schema version %lld is not one this tmopt knows",
		      st->path, (long long)v);
		goto fail;
	}
	for (; v < want; v++) {
		if (o->exec(st->db, o->schema[v])) {
			error("%s: migration to schema version %lld: %s",
			      st->path, (long long)v + 1, o->errmsg(st->db));
			goto fail;
		}
	}
	if (commit(st))
		goto fail;
	return 0;
fail:
	rollback(st);
	return -1;
}

int store_open_version(const char *path, bool create, unsigned version,
		       struct store **out)
{
	struct store *st = xcalloc(1, sizeof(*st));
	unsigned latest = store_latest_version();
	int64_t v;

	*out = NULL;
	if (version > latest)
		version = latest;
	if (db_is_pg(path) ? db_pg_open(path, &st->db) :
	    db_sqlite_open(path, create, &st->db))
		goto fail;
	st->path = st->db->name;
	/* a server database exists before tmopt: without create, it must
	 * hold a history already (as a missing file is refused) */
	if (!create && db_is_pg(path)) {
		if (st->db->ops->version(st->db, &v)) {
			db_error(st, "cannot read the schema version");
			goto fail;
		}
		if (!v) {
			error("no tmopt history in '%s' (store a run first: "
			      "'tmopt check --db URL --release TAG ...')",
			      st->path);
			goto fail;
		}
	}
	if (migrate(st, version))
		goto fail;
	*out = st;
	return 0;
fail:
	store_close(st);
	return -1;
}

int store_open(const char *path, bool create, struct store **out)
{
	return store_open_version(path, create, store_latest_version(), out);
}

int store_open_read(const char *path, struct store **out)
{
	struct store *st;
	int64_t v;
	int rc;

	*out = NULL;
	if (db_is_pg(path))
		return store_open(path, false, out);
	st = xcalloc(1, sizeof(*st));
	/* 1: the file may be written, open it as store_open does */
	rc = db_sqlite_open_readonly(path, &st->db);
	if (rc > 0) {
		free(st);
		return store_open(path, false, out);
	}
	if (rc < 0)
		goto fail;
	st->path = st->db->name;
	/* read-only: no migration, so it must be at the latest version */
	if (st->db->ops->version(st->db, &v)) {
		db_error(st, "cannot read the schema version");
		goto fail;
	}
	if (v != store_latest_version()) {
		error("%s: read-only database at schema version %lld; this "
		      "tmopt reads version %u (open it once with write access "
		      "to migrate it)", path, (long long)v,
		      store_latest_version());
		goto fail;
	}
	*out = st;
	return 0;
fail:
	store_close(st);
	return -1;
}

void store_close(struct store *st)
{
	if (!st)
		return;
	if (st->db)
		st->db->ops->close(st->db);
	free(st);
}

int store_integrity(struct store *st)
{
	return st->db->ops->integrity(st->db);
}

/* ---- modules ---------------------------------------------------------- */

static store_module_fn module_hook;

void store_set_module_hook(store_module_fn fn)
{
	module_hook = fn;
}

const char *store_module_of(const char *path)
{
	static char buf[4096];
	const char *slash;
	size_t n;

	while (path[0] == '.' && path[1] == '/')
		path += 2;
	slash = strchr(path, '/');
	if (!slash)
		return ".";
	n = (size_t)(slash - path);
	if (n >= sizeof(buf))
		n = sizeof(buf) - 1;
	memcpy(buf, path, n);
	buf[n] = 0;
	return buf;
}

/* Length of the common directory prefix of the run's files, up to and
 * including its last '/' (0 when they share none). */
static size_t common_root(const struct check_result *res)
{
	size_t len = 0;

	if (!res->ninputs)
		return 0;
	const char *first = res->files[0].path;
	const char *last = strrchr(first, '/');
	len = last ? (size_t)(last - first) + 1 : 0;
	for (size_t i = 1; i < res->ninputs && len; i++) {
		const char *p = res->files[i].path;
		size_t k = 0;
		while (k < len && p[k] == first[k])
			k++;
		while (k > 0 && first[k - 1] != '/')
			k--;
		len = k;
	}
	return len;
}

/* The module of a stored file: the hook's answer for its path (the
 * .tmopt.yaml module map), else the top directory below the run's root. */
static char *module_for(const char *path, size_t root)
{
	const char *m = module_hook ? module_hook(path) : NULL;

	if (m)
		return xstrdup(m);
	return xstrdup(store_module_of(strlen(path) >= root ? path + root : path));
}

/* ---- storing a run ---------------------------------------------------- */

static int64_t clamp64(uint64_t v)
{
	return v > INT64_MAX ? INT64_MAX : (int64_t)v;
}

static int64_t run_time(const struct store_run *run)
{
	const char *sde = getenv("SOURCE_DATE_EPOCH");

	if (run->time)
		return run->time;
	if (sde && *sde)
		return strtoll(sde, NULL, 10);
	return (int64_t)time(NULL);
}

static void bind_text(struct db_stmt *s, int i, const char *v)
{
	db_bind_text(s, i, v ? v : "");
}

/* Step a write statement to completion and reset it. */
static int step_done(struct store *st, struct db_stmt *s, const char *what)
{
	int rc = db_step(s);

	db_reset(s);
	if (rc != DB_DONE)
		return db_error(st, what);
	return 0;
}

/* Step an INSERT ... RETURNING id: the new row's id in *id.  Finalizes
 * s. */
static int step_id(struct store *st, struct db_stmt *s, const char *what,
		   int64_t *id)
{
	int rc = db_step(s);

	if (rc == DB_ROW)
		*id = db_col_int64(s, 0);
	rc = rc == DB_ROW ? 0 : db_error(st, what);
	db_finalize(s);
	return rc;
}

/* The release row of tag (created at time t if new) and the id of its
 * previous run (0 if none), whose rows are deleted. */
static int release_row(struct store *st, const char *tag, int64_t t,
		       int64_t *rel)
{
	static const char *const del[] = {
		"DELETE FROM tallies WHERE run_id IN "
		"(SELECT id FROM runs WHERE release_id = ?1)",
		"DELETE FROM summary WHERE run_id IN "
		"(SELECT id FROM runs WHERE release_id = ?1)",
		"DELETE FROM files_summary WHERE run_id IN "
		"(SELECT id FROM runs WHERE release_id = ?1)",
		"DELETE FROM findings WHERE run_id IN "
		"(SELECT id FROM runs WHERE release_id = ?1)",
		"DELETE FROM files WHERE run_id IN "
		"(SELECT id FROM runs WHERE release_id = ?1)",
		"DELETE FROM runs WHERE release_id = ?1",
	};
	struct db_stmt *s;
	int rc;

	if (prep(st, "SELECT id FROM releases WHERE tag = ?1", &s))
		return -1;
	bind_text(s, 1, tag);
	rc = db_step(s);
	*rel = rc == DB_ROW ? db_col_int64(s, 0) : 0;
	db_finalize(s);
	if (rc != DB_ROW && rc != DB_DONE)
		return db_error(st, "cannot read the releases");
	if (!*rel) {
		if (prep(st, "INSERT INTO releases (tag, created_at) "
			 "VALUES (?1, ?2) RETURNING id", &s))
			return -1;
		bind_text(s, 1, tag);
		db_bind_int64(s, 2, t);
		return step_id(st, s, "cannot add the release", rel);
	}
	for (size_t i = 0; i < sizeof(del) / sizeof(del[0]); i++) {
		if (prep(st, del[i], &s))
			return -1;
		db_bind_int64(s, 1, *rel);
		rc = step_done(st, s, "cannot replace the release's run");
		db_finalize(s);
		if (rc)
			return -1;
	}
	return 0;
}

static int insert_run(struct store *st, const struct store_run *run,
		      int64_t rel, int64_t t, int64_t *id)
{
	struct db_stmt *s;

	if (prep(st, "INSERT INTO runs (release, commit_sha, created_at, "
		 "target, machine_hash, tool_version, release_id) "
		 "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) RETURNING id", &s))
		return -1;
	bind_text(s, 1, run->release);
	bind_text(s, 2, run->commit);
	db_bind_int64(s, 3, t);
	bind_text(s, 4, run->target);
	bind_text(s, 5, run->machine_hash);
	bind_text(s, 6, run->tool_version);
	db_bind_int64(s, 7, rel);
	return step_id(st, s, "cannot add the run", id);
}

static int insert_files(struct store *st, int64_t run,
			const struct check_result *res, size_t root)
{
	struct db_stmt *s;
	int rc = 0;

	if (prep(st, "INSERT INTO files (run_id, path, module, content_hash, "
		 "ok) VALUES (?1, ?2, ?3, ?4, ?5)", &s))
		return -1;
	for (size_t i = 0; i < res->ninputs && !rc; i++) {
		const struct check_file *f = &res->files[i];
		char *mod = module_for(f->path, root);
		db_bind_int64(s, 1, run);
		bind_text(s, 2, f->path);
		bind_text(s, 3, mod);
		bind_text(s, 4, f->hash);
		db_bind_int64(s, 5, f->ok);
		rc = step_done(st, s, "cannot add a file");
		free(mod);
	}
	db_finalize(s);
	return rc;
}

/* ---- per-run tallies, aggregated while the findings are written ------ */

/* One group of a run's unsuppressed findings: key k[] (unused parts ""),
 * count and total cycles.  The keys point into the check_result being
 * stored or into own, so a map lives only inside store_add_run. */
struct tally {
	const char *k[4];
	char *own;		/* the module of a file group (owned) */
	int64_t n;
	double cycles;		/* summed as SQL TOTAL() sums */
};

/* Open-addressing hash of tallies, load at most 1/2. */
struct tally_map {
	struct tally *v;
	size_t cap, n;
};

static uint64_t tally_hash(const char *const k[4])
{
	uint64_t h = FNV_SEED;

	for (int i = 0; i < 4; i++)
		h = fnv1a(h, k[i], strlen(k[i]) + 1);
	return h;
}

static bool tally_is(const struct tally *t, const char *const k[4])
{
	for (int i = 0; i < 4; i++)
		if (strcmp(t->k[i], k[i]))
			return false;
	return true;
}

static void tally_grow(struct tally_map *m)
{
	struct tally *old = m->v;
	size_t oldcap = m->cap;

	m->cap = oldcap ? 2 * oldcap : 256;
	m->v = xcalloc(m->cap, sizeof(*m->v));
	for (size_t i = 0; i < oldcap; i++) {
		if (!old[i].k[0])
			continue;
		size_t j = tally_hash(old[i].k) & (m->cap - 1);
		while (m->v[j].k[0])
			j = (j + 1) & (m->cap - 1);
		m->v[j] = old[i];
	}
	free(old);
}

/* The group of key a/b/c/d (NULL reads as ""), added with a zero count
 * if new.  The returned pointer is valid until the next call. */
static struct tally *tally_get(struct tally_map *m, const char *a,
			       const char *b, const char *c, const char *d)
{
	const char *k[4] = { a ? a : "", b ? b : "", c ? c : "", d ? d : "" };
	size_t j;

	if (2 * (m->n + 1) > m->cap)
		tally_grow(m);
	for (j = tally_hash(k) & (m->cap - 1); m->v[j].k[0];
	     j = (j + 1) & (m->cap - 1))
		if (tally_is(&m->v[j], k))
			return &m->v[j];
	memcpy(m->v[j].k, k, sizeof(k));
	m->n++;
	return &m->v[j];
}

static int cmp_tally(const void *x, const void *y)
{
	const struct tally *a = x, *b = y;
	int c = 0;

	for (int i = 0; i < 4 && !c; i++)
		c = strcmp(a->k[i], b->k[i]);
	return c;
}

/* Compact the used slots of m to its front, in key order (the primary
 * key order of the table they go to, so inserts append); m is no longer
 * a hash table afterwards, only for tally_release. */
static void tally_sort(struct tally_map *m)
{
	size_t u = 0;

	if (!m->v)
		return;		/* an empty map (a run without findings) */
	for (size_t i = 0; i < m->cap; i++)
		if (m->v[i].k[0])
			m->v[u++] = m->v[i];
	assert(u == m->n);
	memset(m->v + u, 0, (m->cap - u) * sizeof(*m->v));
	if (u)
		qsort(m->v, u, sizeof(*m->v), cmp_tally);
}

static void tally_release(struct tally_map *m)
{
	for (size_t i = 0; i < m->cap; i++)
		free(m->v[i].own);
	free(m->v);
	memset(m, 0, sizeof(*m));
}

/* A run's three tallies: groups (function, file, rule, module) for
 * 'tallies', files (file) for 'files_summary' (which also caches each
 * file's module) and rules (rule, module) for 'summary'. */
struct run_tallies {
	struct tally_map groups, files, rules;
};

/* Bind the schedule s to parameters first .. first+6 (the sched_*
 * columns in schema order), or NULL to all of them when s is absent:
 * bindings outlive db_reset, so every row binds all seven. */
static void bind_schedule(struct db_stmt *st, int first,
			  const struct finding_schedule *s)
{
	if (!s->present) {
		for (int i = 0; i < 7; i++)
			db_bind_text(st, first + i, NULL);
		return;
	}
	db_bind_double(st, first, s->res_mii);
	db_bind_text(st, first + 1, s->res_unit);
	db_bind_int64(st, first + 2, s->rec_mii);
	db_bind_text(st, first + 3, s->chain);
	db_bind_int64(st, first + 4, s->ii);
	db_bind_int64(st, first + 5, clamp64(s->trip));
	db_bind_text(st, first + 6, schedule_trip_basis(s));
}

/* Bind the suppressed_by column of f to parameter i: its kind's word
 * when f is suppressed and the kind is known, else NULL (which a
 * suppressed row reads back as inline, see col_suppress_kind). */
static void bind_suppress_kind(struct db_stmt *st, int i, const struct finding *f)
{
	const char *k = f->suppressed ?
			suppress_kind_name(f->suppressed_by) : NULL;

	if (k)
		db_bind_text(st, i, k);
	else
		db_bind_text(st, i, NULL);
}

static int insert_findings(struct store *st, int64_t run,
			   const struct check_result *res, size_t root,
			   struct run_tallies *rt)
{
	struct db_stmt *s;
	int rc = 0;

	if (prep(st, "INSERT INTO findings (run_id, fingerprint, rule, "
		 "severity, file, module, line, col, function, message, advice, "
		 "cycles, count, count_basis, total_cycles, saving_cycles, "
		 "loop_depth, stmt, suppressed, sched_res_mii, sched_res_unit, "
		 "sched_rec_mii, sched_chain, sched_ii, sched_trip, "
		 "sched_trip_basis, suppressed_by, calls) VALUES (?1, ?2, ?3, "
		 "?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, "
		 "?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26, ?27, ?28)",
		 &s))
		return -1;
	db_bind_int64(s, 1, run);
	for (size_t i = 0; i < res->fs.n && !rc; i++) {
		const struct finding *f = &res->fs.v[i];
		struct tally *ft = tally_get(&rt->files, f->file, "", "", "");
		if (!ft->own)
			ft->own = module_for(f->file ? f->file : "", root);
		const char *mod = ft->own;
		int64_t total = clamp64(f->total_cycles);
		bind_text(s, 2, f->fingerprint);
		bind_text(s, 3, f->rule);
		bind_text(s, 4, severity_name(f->severity));
		bind_text(s, 5, f->file);
		bind_text(s, 6, mod);
		db_bind_int64(s, 7, f->line);
		db_bind_int64(s, 8, f->column);
		bind_text(s, 9, f->function);
		bind_text(s, 10, f->message);
		bind_text(s, 11, f->advice);
		db_bind_int64(s, 12, clamp64(f->cycles));
		db_bind_int64(s, 13, clamp64(f->count));
		bind_text(s, 14, count_basis_name(f->basis));
		db_bind_int64(s, 15, total);
		db_bind_int64(s, 16, clamp64(f->saving_cycles));
		db_bind_int64(s, 17, f->loop_depth);
		bind_text(s, 18, f->stmt);
		db_bind_int64(s, 19, f->suppressed);
		bind_schedule(s, 20, &f->sched);
		bind_suppress_kind(s, 27, f);
		db_bind_int64(s, 28, clamp64(f->calls ? f->calls : 1));
		rc = step_done(st, s, "cannot add a finding");
		if (f->suppressed)
			continue;
		ft->n++;
		ft->cycles += (double)total;
		struct tally *g = tally_get(&rt->groups, f->function, f->file,
					    f->rule, mod);
		g->n++;
		g->cycles += (double)total;
		struct tally *r = tally_get(&rt->rules, f->rule, mod, "", "");
		r->n++;
		r->cycles += (double)total;
	}
	db_finalize(s);
	return rc;
}

/* Write one tally map with sql, whose parameters are ?1 run, ?2..?5 the
 * key, ?6 findings, ?7 total cycles.  Groups with no finding (files whose
 * findings are all suppressed) are left out. */
static int insert_tally_map(struct store *st, int64_t run,
			    struct tally_map *m, const char *sql)
{
	struct db_stmt *s = NULL;
	int rc = 0;

	if (prep(st, sql, &s))
		return -1;
	tally_sort(m);
	db_bind_int64(s, 1, run);
	for (size_t i = 0; i < m->n && !rc; i++) {
		const struct tally *t = &m->v[i];
		if (!t->n)
			continue;
		for (int k = 0; k < 4; k++)
			db_bind_text(s, k + 2, t->k[k]);
		db_bind_int64(s, 6, t->n);
		db_bind_double(s, 7, t->cycles);
		rc = step_done(st, s, "cannot add the tallies");
	}
	db_finalize(s);
	return rc;
}

/* The run's tallies, summary and files_summary rows. */
static int insert_tallies(struct store *st, int64_t run,
			  struct run_tallies *rt)
{
	/* unused key parameters are bound but not referenced */
	return insert_tally_map(st, run, &rt->groups,
		"INSERT INTO tallies (run_id, function, file, rule, module, "
		"findings, total_cycles) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)") ||
	       insert_tally_map(st, run, &rt->rules,
		"INSERT INTO summary (run_id, rule, module, findings, "
		"total_cycles) VALUES (?1, ?2, ?3, ?6, ?7)") ||
	       insert_tally_map(st, run, &rt->files,
		"INSERT INTO files_summary (run_id, file, findings, "
		"total_cycles) VALUES (?1, ?2, ?6, ?7)") ? -1 : 0;
}

int store_add_run(struct store *st, const struct store_run *run,
		  const struct check_result *res)
{
	int64_t t = run_time(run), rel = 0, id = 0;
	size_t root = common_root(res);
	struct run_tallies rt = { 0 };
	int rc = -1;

	if (!run->release || !*run->release)
		return error("a stored run needs a release tag");
	if (begin_write(st, run->release))
		return -1;
	if (release_row(st, run->release, t, &rel) ||
	    insert_run(st, run, rel, t, &id) ||
	    insert_files(st, id, res, root) ||
	    insert_findings(st, id, res, root, &rt) ||
	    insert_tallies(st, id, &rt))
		goto fail;
	if (store_txn_hook) {
		/* every row on the server before the test's hook runs */
		if (st->db->ops->flush && st->db->ops->flush(st->db)) {
			db_error(st, "cannot store the run");
			goto fail;
		}
		store_txn_hook();
	}
	if (commit(st))
		goto fail;
	if (st->db->ops->after_run)
		st->db->ops->after_run(st->db);
	rc = 0;
	goto done;
fail:
	rollback(st);
done:
	tally_release(&rt.groups);
	tally_release(&rt.files);
	tally_release(&rt.rules);
	return rc;
}

/* ---- tables ----------------------------------------------------------- */

static void table_init(struct store_table *t, size_t ncols,
		       const char *const *head, const bool *numeric)
{
	memset(t, 0, sizeof(*t));
	t->ncols = ncols;
	t->head = xcalloc(ncols, sizeof(char *));
	t->numeric = xcalloc(ncols, sizeof(bool));
	for (size_t c = 0; c < ncols; c++) {
		t->head[c] = head ? xstrdup(head[c]) : NULL;
		t->numeric[c] = numeric ? numeric[c] : false;
	}
}

/* Append an empty row; returns its first cell. */
static char **table_row(struct store_table *t)
{
	t->cell = xrealloc(t->cell, (t->nrows + 1) * t->ncols * sizeof(char *));
	char **row = &t->cell[t->nrows * t->ncols];
	memset(row, 0, t->ncols * sizeof(char *));
	t->nrows++;
	return row;
}

void store_table_release(struct store_table *t)
{
	for (size_t i = 0; i < t->nrows * t->ncols; i++)
		free(t->cell[i]);
	for (size_t c = 0; c < t->ncols; c++)
		free(t->head[c]);
	free(t->cell);
	free(t->head);
	free(t->numeric);
	memset(t, 0, sizeof(*t));
}

static char *fmt_time(int64_t t)
{
	time_t tt = (time_t)t;
	struct tm tm;
	char buf[32];

	if (!gmtime_r(&tt, &tm))
		return xasprintf("%lld", (long long)t);
	strftime(buf, sizeof(buf), "%Y-%m-%dT%H:%M:%SZ", &tm);
	return xstrdup(buf);
}

static char *col_text(struct db_stmt *s, int c)
{
	const char *v = db_col_text(s, c);
	return xstrdup(v ? (const char *)v : "");
}

/* A TOTAL() as a decimal integer. */
static char *col_total(struct db_stmt *s, int c)
{
	double d = db_col_double(s, c);
	if (d >= 18446744073709551615.0)
		return xstrdup("18446744073709551615");
	return xasprintf("%llu", (unsigned long long)(d > 0 ? d : 0));
}

/* ---- queries ---------------------------------------------------------- */

int store_history(struct store *st, const struct store_filter *flt,
		  struct store_table *out)
{
	static const char *const head[] = { "release", "time", "findings",
					    "total_cycles" };
	static const bool num[] = { false, false, true, true };
	struct db_stmt *s;
	int rc;

	table_init(out, 4, head, num);
	/* by function: the fine tallies; else the per-run summary */
	static const char *const sql[] = {
		"SELECT r.tag, r.created_at, TOTAL(f.findings), "
		"TOTAL(f.total_cycles) FROM releases r "
		"JOIN runs u ON u.release_id = r.id "
		"LEFT JOIN summary f ON f.run_id = u.id "
		"AND (CAST(?1 AS TEXT) IS NULL OR f.rule = ?1) "
		"AND (CAST(?2 AS TEXT) IS NULL OR f.module = ?2) "
		"GROUP BY r.id ORDER BY r.created_at, r.id",
		"SELECT r.tag, r.created_at, TOTAL(f.findings), "
		"TOTAL(f.total_cycles) FROM releases r "
		"JOIN runs u ON u.release_id = r.id "
		"LEFT JOIN tallies f ON f.function = ?3 AND f.run_id = u.id "
		"AND (CAST(?1 AS TEXT) IS NULL OR f.rule = ?1) "
		"AND (CAST(?2 AS TEXT) IS NULL OR f.module = ?2) "
		"GROUP BY r.id ORDER BY r.created_at, r.id",
	};
	if (prep(st, sql[flt && flt->function], &s))
		return -1;
	if (flt && flt->rule)
		db_bind_text(s, 1, flt->rule);
	if (flt && flt->module)
		db_bind_text(s, 2, flt->module);
	if (flt && flt->function)
		db_bind_text(s, 3, flt->function);
	while ((rc = db_step(s)) == DB_ROW) {
		char **row = table_row(out);
		row[0] = col_text(s, 0);
		row[1] = fmt_time(db_col_int64(s, 1));
		row[2] = col_total(s, 2);
		row[3] = col_total(s, 3);
	}
	db_finalize(s);
	return rc == DB_DONE ? 0 : db_error(st, "history query");
}

int store_runs(struct store *st, struct store_table *out)
{
	static const char *const head[] = { "release", "commit", "time",
		"stored", "target", "machine_hash", "version", "files",
		"findings" };
	static const bool num[] = { false, false, false, false, false, false,
				    false, true, true };
	struct db_stmt *s;
	int rc;

	table_init(out, 9, head, num);
	if (prep(st, "SELECT r.tag, u.commit_sha, r.created_at, u.created_at, "
		 "u.target, u.machine_hash, u.tool_version, "
		 "(SELECT COUNT(*) FROM files WHERE run_id = u.id), "
		 "(SELECT TOTAL(findings) FROM summary WHERE run_id = u.id) "
		 "FROM releases r JOIN runs u ON u.release_id = r.id "
		 "ORDER BY r.created_at, r.id", &s))
		return -1;
	while ((rc = db_step(s)) == DB_ROW) {
		char **row = table_row(out);
		for (int c = 0; c < 9; c++)
			row[c] = c == 2 || c == 3 ?
				 fmt_time(db_col_int64(s, c)) :
				 c == 8 ? col_total(s, c) : col_text(s, c);
	}
	db_finalize(s);
	return rc == DB_DONE ? 0 : db_error(st, "runs query");
}

static int cmp_strp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Index of key in the sorted keys[n], or n. */
static size_t key_index(char **keys, size_t n, const char *key)
{
	char **p = bsearch(&key, keys, n, sizeof(char *), cmp_strp);
	return p ? (size_t)(p - keys) : n;
}

/* The releases in time order: ids and tags. */
static int release_list(struct store *st, int64_t **ids, char ***tags,
			size_t *n)
{
	struct db_stmt *s;
	int rc;

	*ids = NULL;
	*tags = NULL;
	*n = 0;
	if (prep(st, "SELECT r.id, r.tag FROM releases r JOIN runs u "
		 "ON u.release_id = r.id ORDER BY r.created_at, r.id", &s))
		return -1;
	while ((rc = db_step(s)) == DB_ROW) {
		*ids = xrealloc(*ids, (*n + 1) * sizeof(**ids));
		*tags = xrealloc(*tags, (*n + 1) * sizeof(**tags));
		(*ids)[*n] = db_col_int64(s, 0);
		(*tags)[*n] = col_text(s, 1);
		(*n)++;
	}
	db_finalize(s);
	return rc == DB_DONE ? 0 : db_error(st, "release list");
}

int store_trend(struct store *st, enum store_by by, bool cycles,
		struct store_table *out)
{
	/* one fixed statement per grouping: column names cannot be bound */
	static const char *const sql[] = {
		[STORE_BY_RULE] = "SELECT u.release_id, f.rule, TOTAL(f.findings), "
			"TOTAL(f.total_cycles) FROM runs u JOIN summary f "
			"ON f.run_id = u.id GROUP BY u.release_id, f.rule",
		[STORE_BY_MODULE] = "SELECT u.release_id, f.module, TOTAL(f.findings), "
			"TOTAL(f.total_cycles) FROM runs u JOIN summary f "
			"ON f.run_id = u.id GROUP BY u.release_id, f.module",
		[STORE_BY_FILE] = "SELECT u.release_id, f.file, TOTAL(f.findings), "
			"TOTAL(f.total_cycles) FROM runs u JOIN files_summary f "
			"ON f.run_id = u.id GROUP BY u.release_id, f.file",
	};
	static const char *const byname[] = { "rule", "module", "file" };
	struct { int64_t rel; char *key; double v; } *cells = NULL;
	size_t ncells = 0, nrel = 0, nkeys = 0;
	int64_t *rel = NULL;
	char **tags = NULL, **keys = NULL;
	struct db_stmt *s = NULL;
	int rc = -1;

	memset(out, 0, sizeof(*out));
	if (release_list(st, &rel, &tags, &nrel) || prep(st, sql[by], &s))
		goto done;
	while ((rc = db_step(s)) == DB_ROW) {
		cells = xrealloc(cells, (ncells + 1) * sizeof(*cells));
		cells[ncells].rel = db_col_int64(s, 0);
		cells[ncells].key = col_text(s, 1);
		cells[ncells].v = db_col_double(s, cycles ? 3 : 2);
		keys = xrealloc(keys, (nkeys + 1) * sizeof(char *));
		keys[nkeys++] = cells[ncells].key;
		ncells++;
	}
	if (rc != DB_DONE) {
		rc = db_error(st, "trend query");
		goto done;
	}
	rc = 0;
	qsort(keys, nkeys, sizeof(char *), cmp_strp);
	size_t u = 0;
	for (size_t i = 0; i < nkeys; i++)
		if (!u || strcmp(keys[u - 1], keys[i]))
			keys[u++] = keys[i];
	nkeys = u;
	table_init(out, nrel + 1, NULL, NULL);
	out->head[0] = xstrdup(byname[by]);
	for (size_t r = 0; r < nrel; r++) {
		out->head[r + 1] = xstrdup(tags[r]);
		out->numeric[r + 1] = true;
	}
	for (size_t k = 0; k < nkeys; k++) {
		char **row = table_row(out);
		row[0] = xstrdup(keys[k]);
		for (size_t r = 0; r < nrel; r++)
			row[r + 1] = xstrdup("0");
	}
	for (size_t i = 0; i < ncells; i++) {
		size_t k = key_index(keys, nkeys, cells[i].key), r;
		for (r = 0; r < nrel && rel[r] != cells[i].rel; r++)
			;
		if (k == nkeys || r == nrel)
			continue;
		free(out->cell[k * out->ncols + r + 1]);
		out->cell[k * out->ncols + r + 1] =
			xasprintf("%llu", (unsigned long long)cells[i].v);
	}
done:
	db_finalize(s);
	for (size_t i = 0; i < ncells; i++)
		free(cells[i].key);
	for (size_t r = 0; r < nrel; r++)
		free(tags[r]);
	free(cells);
	free(keys);
	free(rel);
	free(tags);
	return rc;
}

/* ---- diff ------------------------------------------------------------- */

/* The static id of a known rule, else a copy owned by names[n]. */
static const char *rule_name(char ***names, size_t *n, const char *id)
{
	for (unsigned r = 0; r < rule_count; r++)
		if (!strcmp(rule_table[r]->id, id))
			return rule_table[r]->id;
	for (size_t i = 0; i < *n; i++)
		if (!strcmp((*names)[i], id))
			return (*names)[i];
	*names = xrealloc(*names, (*n + 1) * sizeof(char *));
	(*names)[*n] = xstrdup(id);
	return (*names)[(*n)++];
}

static enum count_basis basis_from_name(const char *s)
{
	for (int b = COUNT_CONSTANT; b <= COUNT_PROFILE; b++)
		if (!strcmp(count_basis_name((enum count_basis)b), s))
			return (enum count_basis)b;
	return COUNT_ASSUMED;
}

/* The run id of release tag; -1 with a message when there is none. */
static int run_of(struct store *st, const char *tag, int64_t *id)
{
	struct db_stmt *s;
	int rc;

	if (prep(st, "SELECT u.id FROM releases r JOIN runs u "
		 "ON u.release_id = r.id WHERE r.tag = ?1", &s))
		return -1;
	db_bind_text(s, 1, tag);
	rc = db_step(s);
	if (rc == DB_ROW)
		*id = db_col_int64(s, 0);
	db_finalize(s);
	if (rc == DB_ROW)
		return 0;
	if (rc == DB_DONE)
		return error("unknown release '%s' in '%s' (see 'tmopt runs')",
			     tag, st->path);
	return db_error(st, "release lookup");
}

/* The schedule in columns first .. first+6 (bind_schedule's order) into
 * *out, left absent (zeroed) when sched_ii is NULL: no schedule, or a row
 * stored before schema version 5.  Strings are truncated to the fields. */
static void col_schedule(struct db_stmt *s, int first,
			 struct finding_schedule *out)
{
	const char *unit, *chain, *basis;

	memset(out, 0, sizeof(*out));
	if (db_col_null(s, first + 4))
		return;
	unit = db_col_text(s, first + 1);
	chain = db_col_text(s, first + 3);
	basis = db_col_text(s, first + 6);
	out->present = true;
	out->res_mii = db_col_double(s, first);
	snprintf(out->res_unit, sizeof(out->res_unit), "%s",
		 unit ? (const char *)unit : "");
	out->rec_mii = (unsigned)db_col_int64(s, first + 2);
	snprintf(out->chain, sizeof(out->chain), "%s",
		 chain ? (const char *)chain : "");
	out->ii = (unsigned)db_col_int64(s, first + 4);
	out->trip = (uint64_t)db_col_int64(s, first + 5);
	out->trip_known = basis && !strcmp((const char *)basis, "constant");
	out->trip_profiled = basis && !strcmp((const char *)basis, "profile");
}

/* The suppression kind of a row whose suppressed flag is suppressed and
 * whose suppressed_by column is column i: SUPPRESS_NONE when not
 * suppressed; 'baseline', else SUPPRESS_INLINE ('inline', and NULL: a row
 * stored before schema version 6, when inline was the only kind reported
 * from the database). */
static enum suppress_kind col_suppress_kind(struct db_stmt *s, int i,
					    bool suppressed)
{
	const char *k;

	if (!suppressed)
		return SUPPRESS_NONE;
	k = db_col_text(s, i);
	return k && !strcmp((const char *)k, "baseline") ? SUPPRESS_BASELINE :
	       SUPPRESS_INLINE;
}

/* The findings of a run, ordered by fingerprint, file, line: the
 * unsuppressed ones, and the suppressed ones too (flagged, with their
 * kind) when suppressed is set.  Unknown rule ids are copied into
 * names[n]. */
static int load_run(struct store *st, char ***names, size_t *n, int64_t run,
		    bool suppressed, struct findings *fs)
{
	struct db_stmt *s;
	int rc;

	if (prep(st, "SELECT fingerprint, rule, severity, file, line, col, "
		 "function, message, advice, cycles, count, count_basis, "
		 "total_cycles, saving_cycles, loop_depth, stmt, suppressed, "
		 "sched_res_mii, sched_res_unit, sched_rec_mii, sched_chain, "
		 "sched_ii, sched_trip, sched_trip_basis, suppressed_by, "
		 "COALESCE(calls, 1) "
		 "FROM findings WHERE run_id = ?1 AND suppressed <= ?2 "
		 "ORDER BY fingerprint, file, line, col", &s))
		return -1;
	db_bind_int64(s, 1, run);
	db_bind_int64(s, 2, suppressed);
	while ((rc = db_step(s)) == DB_ROW) {
		struct finding *f = findings_add(fs);
		const char *fp = (const char *)db_col_text(s, 0);
		const char *sev = (const char *)db_col_text(s, 2);
		const char *basis = (const char *)db_col_text(s, 11);
		int sv = severity_from_name(sev ? sev : "");

		snprintf(f->fingerprint, sizeof(f->fingerprint), "%s", fp ? fp : "");
		f->rule = rule_name(names, n, (const char *)db_col_text(s, 1));
		f->severity = sv < 0 ? SEV_WARNING : (enum severity)sv;
		f->file = col_text(s, 3);
		f->line = (unsigned)db_col_int64(s, 4);
		f->column = (unsigned)db_col_int64(s, 5);
		f->function = col_text(s, 6);
		f->message = col_text(s, 7);
		f->advice = col_text(s, 8);
		f->cycles = (uint64_t)db_col_int64(s, 9);
		f->count = (uint64_t)db_col_int64(s, 10);
		f->basis = basis_from_name(basis ? basis : "");
		f->total_cycles = (uint64_t)db_col_int64(s, 12);
		f->saving_cycles = (uint64_t)db_col_int64(s, 13);
		f->loop_depth = (unsigned)db_col_int64(s, 14);
		f->stmt = col_text(s, 15);
		f->suppressed = db_col_int64(s, 16) != 0;
		col_schedule(s, 17, &f->sched);
		f->suppressed_by = col_suppress_kind(s, 24, f->suppressed);
		int64_t calls = db_col_int64(s, 25);
		f->calls = calls > 0 ? (uint64_t)calls : 1;
	}
	db_finalize(s);
	return rc == DB_DONE ? 0 : db_error(st, "cannot read findings");
}

struct pair {
	struct finding f;	/* b's finding */
	uint64_t before;	/* a's total cycles */
};

static int cmp_pair(const void *x, const void *y)
{
	return finding_cmp(&((const struct pair *)x)->f,
			   &((const struct pair *)y)->f);
}

/* Move f out of its list into dst (the source slot is left zeroed). */
static void take(struct findings *dst, struct finding *f)
{
	*findings_add(dst) = *f;
	memset(f, 0, sizeof(*f));
}

/* Pair the findings of one fingerprint group: a[0..na) with b[0..nb). */
static void match_group(struct finding *a, size_t na, struct finding *b,
			size_t nb, bool *ua, bool *ub, struct pair **pairs,
			size_t *np)
{
	for (int pass = 0; pass < 2; pass++)
		for (size_t i = 0; i < na; i++) {
			if (ua[i])
				continue;
			for (size_t j = 0; j < nb; j++) {
				if (ub[j] || (!pass && strcmp(a[i].file, b[j].file)))
					continue;
				*pairs = xrealloc(*pairs, (*np + 1) * sizeof(**pairs));
				(*pairs)[*np].f = b[j];
				(*pairs)[*np].before = a[i].total_cycles;
				memset(&b[j], 0, sizeof(b[j]));
				(*np)++;
				ua[i] = ub[j] = true;
				break;
			}
		}
}

int store_diff(struct store *st, const char *ta, const char *tb,
	       struct store_diff *d)
{
	struct findings a = { 0 }, b = { 0 };
	struct pair *pairs = NULL;
	size_t np = 0, i = 0, j = 0;
	int64_t ra, rb;
	bool *ua = NULL, *ub = NULL;
	int rc = -1;

	memset(d, 0, sizeof(*d));
	if (run_of(st, ta, &ra) || run_of(st, tb, &rb) ||
	    load_run(st, &d->names, &d->nnames, ra, false, &a) ||
	    load_run(st, &d->names, &d->nnames, rb, false, &b))
		goto done;
	ua = xcalloc(a.n + 1, sizeof(bool));
	ub = xcalloc(b.n + 1, sizeof(bool));
	while (i < a.n && j < b.n) {
		int c = strcmp(a.v[i].fingerprint, b.v[j].fingerprint);
		size_t ei = i, ej = j;
		if (c < 0) {
			i++;
			continue;
		}
		if (c > 0) {
			j++;
			continue;
		}
		while (ei < a.n && !strcmp(a.v[ei].fingerprint, a.v[i].fingerprint))
			ei++;
		while (ej < b.n && !strcmp(b.v[ej].fingerprint, b.v[j].fingerprint))
			ej++;
		match_group(&a.v[i], ei - i, &b.v[j], ej - j, &ua[i], &ub[j],
			    &pairs, &np);
		i = ei;
		j = ej;
	}
	for (i = 0; i < a.n; i++)
		if (!ua[i])
			take(&d->resolved, &a.v[i]);
	for (j = 0; j < b.n; j++)
		if (!ub[j])
			take(&d->added, &b.v[j]);
	findings_sort(&d->resolved);
	findings_sort(&d->added);
	if (np)
		qsort(pairs, np, sizeof(*pairs), cmp_pair);
	d->before = xcalloc(np + 1, sizeof(uint64_t));
	for (i = 0; i < np; i++) {
		*findings_add(&d->persisting) = pairs[i].f;
		d->before[i] = pairs[i].before;
	}
	rc = 0;
done:
	/* matched and moved findings are zeroed: release frees the rest */
	findings_release(&a);
	findings_release(&b);
	free(pairs);
	free(ua);
	free(ub);
	return rc;
}

void store_diff_release(struct store_diff *d)
{
	findings_release(&d->added);
	findings_release(&d->resolved);
	findings_release(&d->persisting);
	free(d->before);
	for (size_t i = 0; i < d->nnames; i++)
		free(d->names[i]);
	free(d->names);
	memset(d, 0, sizeof(*d));
}

/* ---- one release, and a run compared with a previous release ---------- */

int store_load_release(struct store *st, const char *tag, bool suppressed,
		       struct store_findings *out)
{
	int64_t run;

	memset(out, 0, sizeof(*out));
	if (run_of(st, tag, &run) ||
	    load_run(st, &out->names, &out->nnames, run, suppressed, &out->fs))
		return -1;
	findings_sort(&out->fs);
	return 0;
}

void store_findings_release(struct store_findings *sf)
{
	findings_release(&sf->fs);
	for (size_t i = 0; i < sf->nnames; i++)
		free(sf->names[i]);
	free(sf->names);
	memset(sf, 0, sizeof(*sf));
}

int store_previous_release(struct store *st, const char *tag, char **prev)
{
	int64_t *ids, run;
	char **tags;
	size_t n, i;

	*prev = NULL;
	if (run_of(st, tag, &run) || release_list(st, &ids, &tags, &n))
		return -1;
	for (i = 0; i < n && strcmp(tags[i], tag); i++)
		;
	if (i > 0 && i < n)
		*prev = xstrdup(tags[i - 1]);
	for (i = 0; i < n; i++)
		free(tags[i]);
	free(tags);
	free(ids);
	return 0;
}

/* Order of fingerprint groups, then file, line, column within a group. */
static int cmp_fp_ref(const void *x, const void *y)
{
	const struct finding *a = *(const struct finding *const *)x;
	const struct finding *b = *(const struct finding *const *)y;
	int c = strcmp(a->fingerprint, b->fingerprint);

	if (!c)
		c = strcmp(a->file, b->file);
	if (!c && a->line != b->line)
		c = a->line < b->line ? -1 : 1;
	if (!c && a->column != b->column)
		c = a->column < b->column ? -1 : 1;
	return c;
}

/* Pointers to the findings of fs in cmp_fp_ref order. */
static const struct finding **fp_order(const struct findings *fs)
{
	const struct finding **r = xcalloc(fs->n + 1, sizeof(*r));

	for (size_t i = 0; i < fs->n; i++)
		r[i] = &fs->v[i];
	if (fs->n > 1)
		qsort(r, fs->n, sizeof(*r), cmp_fp_ref);
	return r;
}

/* Pair cur with prev as store_diff pairs two releases: by fingerprint, as
 * multisets, occurrences in the same file first.  pc[i] is set to the
 * partner in prev of cur->v[i] (NULL: none), hit[j] for every paired
 * prev->v[j]. */
static void pair_findings(const struct findings *prev,
			  const struct findings *cur,
			  const struct finding **pc, bool *hit)
{
	const struct finding **a = fp_order(prev), **b = fp_order(cur);
	size_t i = 0, j = 0;

	while (i < prev->n && j < cur->n) {
		int c = strcmp(a[i]->fingerprint, b[j]->fingerprint);
		size_t ei = i, ej = j;
		if (c) {
			i += c < 0;
			j += c > 0;
			continue;
		}
		while (ei < prev->n && !strcmp(a[ei]->fingerprint, a[i]->fingerprint))
			ei++;
		while (ej < cur->n && !strcmp(b[ej]->fingerprint, b[j]->fingerprint))
			ej++;
		for (int pass = 0; pass < 2; pass++)
			for (size_t x = i; x < ei; x++) {
				if (hit[a[x] - prev->v])
					continue;
				for (size_t y = j; y < ej; y++) {
					size_t k = (size_t)(b[y] - cur->v);
					if (pc[k] || (!pass && strcmp(a[x]->file,
								      b[y]->file)))
						continue;
					pc[k] = a[x];
					hit[a[x] - prev->v] = true;
					break;
				}
			}
		i = ei;
		j = ej;
	}
	free(a);
	free(b);
}

int store_compare(struct store *st, const char *prev,
		  const struct findings *cur, struct store_compare *out)
{
	struct store_findings p;
	const struct finding **pc;
	bool *hit;

	memset(out, 0, sizeof(*out));
	if (store_load_release(st, prev, true, &p))
		return -1;
	pc = xcalloc(cur->n + 1, sizeof(*pc));
	hit = xcalloc(p.fs.n + 1, sizeof(bool));
	pair_findings(&p.fs, cur, pc, hit);
	out->state = xcalloc(cur->n + 1, sizeof(*out->state));
	for (size_t i = 0; i < cur->n; i++) {
		const struct finding *f = &cur->v[i];
		out->state[i] = !pc[i] ? "new" :
			pc[i]->cycles == f->cycles &&
			pc[i]->total_cycles == f->total_cycles ? "unchanged" :
			"updated";
	}
	for (size_t j = 0; j < p.fs.n; j++)
		if (!hit[j])
			take(&out->absent, &p.fs.v[j]);
	free(pc);
	free(hit);
	/* the absent findings are moved out (zeroed): this frees the rest */
	findings_release(&p.fs);
	out->names = p.names;
	out->nnames = p.nnames;
	return 0;
}

void store_compare_release(struct store_compare *c)
{
	free(c->state);
	findings_release(&c->absent);
	for (size_t i = 0; i < c->nnames; i++)
		free(c->names[i]);
	free(c->names);
	memset(c, 0, sizeof(*c));
}

/* ---- copying a history between databases ------------------------------ */

/* Old id -> new id of the copied releases or runs. */
struct idmap {
	struct { int64_t from, to; } *v;
	size_t n;
};

static int cmp_idpair(const void *x, const void *y)
{
	int64_t a = *(const int64_t *)x, b = *(const int64_t *)y;
	return a < b ? -1 : a > b;
}

static bool idmap_get(const struct idmap *m, int64_t from, int64_t *to)
{
	const int64_t *p = bsearch(&from, m->v, m->n, sizeof(*m->v),
				   cmp_idpair);
	if (p)
		*to = p[1];
	return p != NULL;
}

/* One table to copy: select reads it from the source, insert writes a
 * row to the target with parameters ?1.. in the order of the columns
 * that are not 'k'.  Column types, one letter each:
 *   k  the row's own id: not copied, the insert returns the new one,
 *      recorded in maps[key];
 *   l  a release id, r  a run id: mapped through maps[0] / maps[1];
 *   i  integer, d  double, t  text (NULL stays NULL). */
struct copy_table {
	const char *name, *types, *select, *insert;
	int key;		/* map of the 'k' column, -1 none */
};

static const struct copy_table copy_tables[] = {
	{ "releases", "kti", "SELECT id, tag, created_at FROM releases "
	  "ORDER BY created_at, id",
	  "INSERT INTO releases (tag, created_at) VALUES (?1, ?2) "
	  "RETURNING id", 0 },
	{ "runs", "kttitttl", "SELECT id, release, commit_sha, created_at, "
	  "target, machine_hash, tool_version, release_id FROM runs "
	  "ORDER BY id",
	  "INSERT INTO runs (release, commit_sha, created_at, target, "
	  "machine_hash, tool_version, release_id) VALUES (?1, ?2, ?3, ?4, "
	  "?5, ?6, ?7) RETURNING id", 1 },
	{ "files", "rttti", "SELECT run_id, path, module, content_hash, ok "
	  "FROM files ORDER BY id",
	  "INSERT INTO files (run_id, path, module, content_hash, ok) "
	  "VALUES (?1, ?2, ?3, ?4, ?5)", -1 },
	{ "findings", "rttttiittttiitiiitidtitiitti",
	  "SELECT run_id, fingerprint, rule, severity, file, line, col, "
	  "module, function, message, advice, cycles, count, count_basis, "
	  "total_cycles, saving_cycles, loop_depth, stmt, suppressed, "
	  "sched_res_mii, sched_res_unit, sched_rec_mii, sched_chain, "
	  "sched_ii, sched_trip, sched_trip_basis, suppressed_by, "
	  "COALESCE(calls, 1) FROM findings ORDER BY id",
	  "INSERT INTO findings (run_id, fingerprint, rule, severity, file, "
	  "line, col, module, function, message, advice, cycles, count, "
	  "count_basis, total_cycles, saving_cycles, loop_depth, stmt, "
	  "suppressed, sched_res_mii, sched_res_unit, sched_rec_mii, "
	  "sched_chain, sched_ii, sched_trip, sched_trip_basis, "
	  "suppressed_by, calls) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, "
	  "?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, "
	  "?23, ?24, ?25, ?26, ?27, ?28)", -1 },
	{ "tallies", "rttttid", "SELECT run_id, rule, module, file, function, "
	  "findings, total_cycles FROM tallies ORDER BY run_id, function, "
	  "file, rule, module",
	  "INSERT INTO tallies (run_id, rule, module, file, function, "
	  "findings, total_cycles) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)", -1 },
	{ "summary", "rttid", "SELECT run_id, rule, module, findings, "
	  "total_cycles FROM summary ORDER BY run_id, rule, module",
	  "INSERT INTO summary (run_id, rule, module, findings, "
	  "total_cycles) VALUES (?1, ?2, ?3, ?4, ?5)", -1 },
	{ "files_summary", "rtid", "SELECT run_id, file, findings, "
	  "total_cycles FROM files_summary ORDER BY run_id, file",
	  "INSERT INTO files_summary (run_id, file, findings, total_cycles) "
	  "VALUES (?1, ?2, ?3, ?4)", -1 },
};

/* Copy table t from 'from' to 'to'; *rows counts the rows copied. */
static int copy_table(struct store *from, struct store *to,
		      const struct copy_table *t, struct idmap maps[2],
		      size_t *rows)
{
	struct db_stmt *sel = NULL, *ins = NULL;
	struct idmap *km = t->key >= 0 ? &maps[t->key] : NULL;
	int rc = -1, src;

	*rows = 0;
	if (prep(from, t->select, &sel) || prep(to, t->insert, &ins))
		goto done;
	while ((src = db_step(sel)) == DB_ROW) {
		int p = 1;
		int64_t id;
		for (int c = 0; t->types[c]; c++) {
			switch (t->types[c]) {
			case 'k':
				break;
			case 'l':
			case 'r':
				if (!idmap_get(&maps[t->types[c] == 'r'],
					       db_col_int64(sel, c), &id)) {
					error("%s: %s: a row refers to a missing "
					      "%s", from->path, t->name,
					      t->types[c] == 'r' ? "run" : "release");
					goto done;
				}
				db_bind_int64(ins, p++, id);
				break;
			case 'i':
				if (db_col_null(sel, c))
					db_bind_text(ins, p++, NULL);
				else
					db_bind_int64(ins, p++, db_col_int64(sel, c));
				break;
			case 'd':
				if (db_col_null(sel, c))
					db_bind_text(ins, p++, NULL);
				else
					db_bind_double(ins, p++, db_col_double(sel, c));
				break;
			default:
				db_bind_text(ins, p++, db_col_text(sel, c));
				break;
			}
		}
		if (km) {
			int64_t from_id = db_col_int64(sel, 0);
			db_reset(ins);
			if (db_step(ins) != DB_ROW) {
				db_error(to, t->name);
				goto done;
			}
			km->v = xrealloc(km->v, (km->n + 1) * sizeof(*km->v));
			km->v[km->n].from = from_id;
			km->v[km->n].to = db_col_int64(ins, 0);
			km->n++;
			db_reset(ins);
		} else if (step_done(to, ins, t->name)) {
			goto done;
		}
		(*rows)++;
	}
	if (src != DB_DONE) {
		db_error(from, t->name);
		goto done;
	}
	if (km && km->n)
		qsort(km->v, km->n, sizeof(*km->v), cmp_idpair);
	rc = 0;
done:
	db_finalize(sel);
	db_finalize(ins);
	return rc;
}

int store_copy(struct store *from, struct store *to, FILE *log)
{
	struct idmap maps[2] = { { 0 }, { 0 } };
	struct db_stmt *s;
	int64_t have = -1;
	int rc = -1;

	if (from->db->ops->begin_read(from->db))
		return db_error(from, "cannot begin a read transaction");
	if (begin_write(to, NULL))
		goto end_read;
	if (prep(to, "SELECT COUNT(*) FROM releases", &s))
		goto fail;
	if (db_step(s) == DB_ROW)
		have = db_col_int64(s, 0);
	db_finalize(s);
	if (have) {
		if (have < 0)
			db_error(to, "cannot count the releases");
		else
			error("'%s' already holds %lld release%s: copy into a "
			      "new (empty) history", to->path, (long long)have,
			      have == 1 ? "" : "s");
		goto fail;
	}
	for (size_t i = 0; i < sizeof(copy_tables) / sizeof(copy_tables[0]);
	     i++) {
		size_t n;
		if (copy_table(from, to, &copy_tables[i], maps, &n))
			goto fail;
		if (log)
			fprintf(log, "tmopt: %s: %zu rows\n", copy_tables[i].name, n);
	}
	if (commit(to))
		goto fail;
	rc = 0;
	goto end_read;
fail:
	rollback(to);
end_read:
	from->db->ops->commit(from->db);
	free(maps[0].v);
	free(maps[1].v);
	return rc;
}

/* ---- where the database is -------------------------------------------- */

const char *store_env_db(void)
{
	const char *e = getenv("TMOPT_DB");
	return e && *e ? e : NULL;
}

bool store_is_conninfo(const char *target)
{
	return db_is_pg(target);
}
