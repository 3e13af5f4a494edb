/*
 * db_sqlite.c: the SQLite backend of the findings store (db.h), the only
 * file that includes sqlite3.h.
 *
 * The file runs in WAL mode so readers never block the writer, with a busy
 * timeout so concurrent writers queue instead of failing; a write
 * transaction is BEGIN IMMEDIATE (the file has one writer at a time, so
 * the lock key of db.h is not needed).  The schema version is PRAGMA
 * user_version, set by each of src/store/schema/NNN_*.sql.
 */
#include "db.h"
#include "util.h"
#include "store_schema.h"

#include <sqlite3.h>
#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define BUSY_TIMEOUT_MS 30000

struct sdb {
	struct db base;
	sqlite3 *h;
};

struct sstmt {
	struct db_stmt base;
	sqlite3_stmt *s;
};

static sqlite3 *H(struct db *d)
{
	return ((struct sdb *)d)->h;
}

static sqlite3_stmt *S(struct db_stmt *s)
{
	return ((struct sstmt *)s)->s;
}

static void s_close(struct db *d)
{
	sqlite3_close(H(d));
	free(d->name);
	free(d);
}

static const char *s_errmsg(struct db *d)
{
	return sqlite3_errmsg(H(d));
}

static int s_exec(struct db *d, const char *sql)
{
	return sqlite3_exec(H(d), sql, NULL, NULL, NULL) == SQLITE_OK ? 0 : -1;
}

/*
 * Switching a new database to WAL needs an exclusive lock, and SQLite
 * returns SQLITE_BUSY for it without calling the busy handler while
 * another connection is creating the file: retry up to the busy timeout.
 */
static int exec_busy_retry(struct db *d, const char *sql)
{
	for (int waited = 0;; waited += 10) {
		int rc = sqlite3_exec(H(d), sql, NULL, NULL, NULL);
		if (rc == SQLITE_OK)
			return 0;
		bool busy = (rc & 0xff) == SQLITE_BUSY || (rc & 0xff) == SQLITE_LOCKED;
		if (!busy || waited >= BUSY_TIMEOUT_MS)
			return -1;
		sqlite3_sleep(10);
	}
}

static int s_begin_write(struct db *d, const char *lock)
{
	(void)lock;
	return s_exec(d, "BEGIN IMMEDIATE");
}

static int s_begin_read(struct db *d)
{
	return s_exec(d, "BEGIN");
}

static int s_commit(struct db *d)
{
	return s_exec(d, "COMMIT");
}

/*
 * After the rollback of a failed write (a full disk, most often), give the
 * space of its frames back: a rollback does not shrink the WAL, and the
 * closing connection deletes it only when no other connection has the
 * database open, so a failed run on a full disk left a WAL as large as the
 * free space was.  A TRUNCATE checkpoint empties it when no reader still
 * needs its frames; it does not wait for readers (busy timeout 0).
 */
static void s_rollback(struct db *d)
{
	sqlite3_exec(H(d), "ROLLBACK", NULL, NULL, NULL);
	sqlite3_busy_timeout(H(d), 0);
	sqlite3_exec(H(d), "PRAGMA wal_checkpoint(TRUNCATE)", NULL, NULL, NULL);
	sqlite3_busy_timeout(H(d), BUSY_TIMEOUT_MS);
}

static int s_prepare(struct db *d, const char *sql, struct db_stmt **out)
{
	struct sstmt *s = xcalloc(1, sizeof(*s));

	s->base.db = d;
	if (sqlite3_prepare_v2(H(d), sql, -1, &s->s, NULL) != SQLITE_OK) {
		free(s);
		*out = NULL;
		return -1;
	}
	*out = &s->base;
	return 0;
}

static void s_bind_int64(struct db_stmt *s, int i, int64_t v)
{
	sqlite3_bind_int64(S(s), i, v);
}

static void s_bind_double(struct db_stmt *s, int i, double v)
{
	sqlite3_bind_double(S(s), i, v);
}

static void s_bind_text(struct db_stmt *s, int i, const char *v)
{
	if (v)
		sqlite3_bind_text(S(s), i, v, -1, SQLITE_STATIC);
	else
		sqlite3_bind_null(S(s), i);
}

static int s_step(struct db_stmt *s)
{
	int rc = sqlite3_step(S(s));

	return rc == SQLITE_ROW ? DB_ROW : rc == SQLITE_DONE ? DB_DONE : DB_ERR;
}

static void s_reset(struct db_stmt *s)
{
	sqlite3_reset(S(s));
}

static void s_finalize(struct db_stmt *s)
{
	if (!s)
		return;
	sqlite3_finalize(S(s));
	free(s);
}

static bool s_col_null(struct db_stmt *s, int c)
{
	return sqlite3_column_type(S(s), c) == SQLITE_NULL;
}

static int64_t s_col_int64(struct db_stmt *s, int c)
{
	return sqlite3_column_int64(S(s), c);
}

static double s_col_double(struct db_stmt *s, int c)
{
	return sqlite3_column_double(S(s), c);
}

static const char *s_col_text(struct db_stmt *s, int c)
{
	return (const char *)sqlite3_column_text(S(s), c);
}

/* The integer result of a one-row parameterless query. */
static int query_int(struct db *d, const char *sql, int64_t *v)
{
	struct db_stmt *s;
	int rc;

	if (s_prepare(d, sql, &s))
		return -1;
	rc = s_step(s);
	if (rc == DB_ROW)
		*v = s_col_int64(s, 0);
	s_finalize(s);
	return rc == DB_ROW ? 0 : -1;
}

static int s_version(struct db *d, int64_t *v)
{
	return query_int(d, "PRAGMA user_version", v);
}

static int s_integrity(struct db *d)
{
	sqlite3_stmt *s;
	int rc = -1;

	if (sqlite3_prepare_v2(H(d), "PRAGMA integrity_check", -1, &s,
			       NULL) != SQLITE_OK)
		return -1;
	if (sqlite3_step(s) == SQLITE_ROW) {
		const char *r = (const char *)sqlite3_column_text(s, 0);
		rc = r && !strcmp(r, "ok") ? 0 : -1;
		if (rc)
			error("%s: integrity check: %s", d->name, r ? r : "?");
	}
	sqlite3_finalize(s);
	return rc;
}

static const struct db_ops sqlite_ops = {
	.name = "sqlite",
	.schema = store_schema_sqlite,
	.nschema = STORE_SCHEMA_VERSIONS,
	.close = s_close,
	.errmsg = s_errmsg,
	.exec = s_exec,
	.begin_write = s_begin_write,
	.begin_read = s_begin_read,
	.commit = s_commit,
	.rollback = s_rollback,
	.version = s_version,
	.integrity = s_integrity,
	.prepare = s_prepare,
	.bind_int64 = s_bind_int64,
	.bind_double = s_bind_double,
	.bind_text = s_bind_text,
	.step = s_step,
	.reset = s_reset,
	.finalize = s_finalize,
	.col_null = s_col_null,
	.col_int64 = s_col_int64,
	.col_double = s_col_double,
	.col_text = s_col_text,
};

unsigned db_schema_versions(void)
{
	return STORE_SCHEMA_VERSIONS;
}

int db_sqlite_open(const char *path, bool create, struct db **out)
{
	struct sdb *d = xcalloc(1, sizeof(*d));
	int flags = SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0);
	static const char *const pragmas[] = {
		"PRAGMA synchronous = NORMAL",
		"PRAGMA cache_size = -65536",		/* 64 MiB */
		/* checkpoint (and fsync) after ~8 runs of 10^4 findings,
		 * not each */
		"PRAGMA wal_autocheckpoint = 16384",	/* 64 MiB */
		/* a WAL that grew past this is cut back to it when reset */
		"PRAGMA journal_size_limit = 67108864",
	};

	*out = NULL;
	d->base.ops = &sqlite_ops;
	d->base.name = xstrdup(path);
	if (!create && access(path, F_OK)) {
		error("no database '%s' (store a run first: 'tmopt check --db "
		      "%s --release TAG ...')", path, path);
		goto fail;
	}
	if (sqlite3_open_v2(path, &d->h, flags, NULL) != SQLITE_OK) {
		if (!d->h)
			error("%s: cannot open the database", path);
		else
			error("%s: cannot open the database: %s", path,
			      sqlite3_errmsg(d->h));
		goto fail;
	}
	sqlite3_busy_timeout(d->h, BUSY_TIMEOUT_MS);
	sqlite3_extended_result_codes(d->h, 1);
	if (exec_busy_retry(&d->base, "PRAGMA journal_mode = WAL")) {
		error("%s: 'PRAGMA journal_mode = WAL': %s", path,
		      sqlite3_errmsg(d->h));
		goto fail;
	}
	for (size_t i = 0; i < sizeof(pragmas) / sizeof(pragmas[0]); i++)
		if (s_exec(&d->base, pragmas[i])) {
			error("%s: '%s': %s", path, pragmas[i],
			      sqlite3_errmsg(d->h));
			goto fail;
		}
	*out = &d->base;
	return 0;
fail:
	s_close(&d->base);
	return -1;
}

/*
 * A WAL database read by a process that cannot create its -shm file next
 * to it cannot be read in the normal way; SQLite reads it as immutable
 * (no locking, no WAL).  A -wal file holding commits would then be
 * ignored, so that case is refused.  Returns 0 or -1 (message printed).
 */
static int open_immutable(struct sdb *d)
{
	struct strbuf uri = { 0 };
	const char *path = d->base.name;
	char *wal = xasprintf("%s-wal", path);
	struct stat sb;
	bool pending = !stat(wal, &sb) && sb.st_size > 0;
	int rc;

	free(wal);
	if (pending)
		return error("%s: read-only database with uncommitted "
			     "write-ahead log '%s-wal': it cannot be read "
			     "without write access", path, path);
	sqlite3_close(d->h);
	d->h = NULL;
	sb_puts(&uri, "file:");
	for (const char *p = path; *p; p++) {
		if (*p == '%' || *p == '?' || *p == '#')
			sb_printf(&uri, "%%%02X", (unsigned char)*p);
		else
			sb_add(&uri, p, 1);
	}
	sb_puts(&uri, "?immutable=1");
	rc = sqlite3_open_v2(uri.buf, &d->h, SQLITE_OPEN_READONLY |
			     SQLITE_OPEN_URI, NULL);
	sb_release(&uri);
	if (rc != SQLITE_OK)
		return error("%s: cannot open the database: %s", path,
			     d->h ? sqlite3_errmsg(d->h) : "out of memory");
	return 0;
}

/* Whether this process may write path and create files next to it (the
 * -wal and -shm files of WAL mode). */
static bool writable(const char *path)
{
	char *dir = xstrdup(path), *slash = strrchr(dir, '/');
	bool ok;

	if (slash)
		slash[slash == dir] = 0;	/* "/x" -> "/", "a/x" -> "a" */
	ok = !access(path, W_OK) && !access(slash ? dir : ".", W_OK);
	free(dir);
	return ok;
}

int db_sqlite_open_readonly(const char *path, struct db **out)
{
	struct sdb *d;
	int64_t v;

	*out = NULL;
	if (access(path, F_OK) || writable(path))
		return 1;
	d = xcalloc(1, sizeof(*d));
	d->base.ops = &sqlite_ops;
	d->base.name = xstrdup(path);
	if (sqlite3_open_v2(path, &d->h, SQLITE_OPEN_READONLY, NULL) !=
	    SQLITE_OK) {
		error("%s: cannot open the database%s%s", path,
		      d->h ? ": " : "", d->h ? sqlite3_errmsg(d->h) : "");
		goto fail;
	}
	sqlite3_busy_timeout(d->h, BUSY_TIMEOUT_MS);
	sqlite3_extended_result_codes(d->h, 1);
	if (s_version(&d->base, &v)) {
		if (open_immutable(d))
			goto fail;
		if (s_version(&d->base, &v)) {
			error("%s: 'PRAGMA user_version': %s", path,
			      sqlite3_errmsg(d->h));
			goto fail;
		}
	}
	*out = &d->base;
	return 0;
fail:
	s_close(&d->base);
	return -1;
}
