/*
 * db_pg.c: the PostgreSQL backend of the findings store (db.h), the only
 * file that includes libpq-fe.h, built as the module tmopt-pg.so
 * (pg_module.h, loaded by db_pg_load.c).  A team's CI runners share one
 * history on a server: 'tmopt check --db postgresql://ci@db.example/tmopt'.
 *
 * Statements are prepared once per connection (cached by their SQL text,
 * with store.c's ?N parameters renumbered $N) and executed with text
 * parameters.  Concurrency: a write transaction takes transaction-level
 * advisory locks (keys (74836, 0): the database, (74837, hash of the
 * tag): a release tag): a run holds the shared lock of the
 * database and the exclusive lock of its release tag, so runs of
 * different tags store in parallel and a tag stored twice at once is
 * replaced atomically, one after the other; migrations and 'db copy' hold
 * the exclusive lock of the database (for the session, see
 * p_begin_write).  The locks go with the transaction:
 * a writer that dies releases them when the server drops its connection.
 *
 * Bulk inserts (a plain INSERT INTO t (cols) VALUES (?a, ?b, ...) inside a
 * write transaction) are not executed one by one: each step adds the
 * bound values as one row of a COPY t (cols) FROM STDIN (text format,
 * escaped), sent when another statement runs or COPY_FLUSH bytes are
 * buffered.  A run of 10^4 findings is then a few COPYs, not 10^4 round
 * trips and executor starts; the rows are data, never SQL.  Their errors
 * surface at the flush (at the latest at COMMIT, which then fails and the
 * run rolls back).
 *
 * The schema version is the one row of table tmopt_schema, set by each
 * of src/store/schema/pg/NNN_*.sql.
 */
#include "db.h"
#include "pg_module.h"
#include "util.h"
#include "store_schema.h"

#include <libpq-fe.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_PARAMS 32
#define COPY_FLUSH (4u << 20)
#define TEXTOID 25

struct cached {
	char *sql;		/* as store.c wrote it */
	char name[16];		/* the prepared statement's name */
	int nparams;
	char *copy;		/* the COPY of a bulk INSERT, else NULL */
	int ncopy, copy_param[MAX_PARAMS];	/* its columns' parameters */
};

struct pdb {
	struct db base;
	PGconn *c;
	char *err;		/* last error message (owned) */
	struct cached *cache;
	size_t ncache;
	bool writing;		/* in begin_write's transaction */
	bool session_lock;	/* holds the exclusive lock for the session */
	struct strbuf rows;	/* COPY rows not sent yet ... */
	long copy_q;		/* ... of this cache entry (-1: none) */
};

struct pstmt {
	struct db_stmt base;
	size_t qi;		/* its cache entry (the cache only grows) */
	const char *val[MAX_PARAMS];
	char num[MAX_PARAMS][32];
	PGresult *res;
	int row, nrows;
	bool executed;
};

static struct pdb *P(struct db *d)
{
	return (struct pdb *)d;
}

static void set_err(struct pdb *d, const char *msg)
{
	size_t n = strlen(msg);

	free(d->err);
	while (n && (msg[n - 1] == '\n' || msg[n - 1] == ' '))
		n--;
	d->err = xstrndup(msg, n);
}

static void quiet(void *arg, const char *msg)
{
	(void)arg;
	(void)msg;
}

/* Send the buffered COPY rows: 0, or -1 with the message kept. */
static int settle(struct pdb *d)
{
	PGresult *r;
	int rc = 0;

	if (d->copy_q < 0)
		return 0;
	const char *sql = d->cache[d->copy_q].copy;
	d->copy_q = -1;
	r = PQexec(d->c, sql);
	if (PQresultStatus(r) != PGRES_COPY_IN) {
		set_err(d, r ? PQresultErrorMessage(r) : PQerrorMessage(d->c));
		PQclear(r);
		d->rows.len = 0;
		return -1;
	}
	PQclear(r);
	if (PQputCopyData(d->c, d->rows.buf, (int)d->rows.len) != 1 ||
	    PQputCopyEnd(d->c, NULL) != 1) {
		set_err(d, PQerrorMessage(d->c));
		rc = -1;
	}
	d->rows.len = 0;
	while ((r = PQgetResult(d->c))) {
		if (!rc && PQresultStatus(r) != PGRES_COMMAND_OK) {
			set_err(d, PQresultErrorMessage(r));
			rc = -1;
		}
		PQclear(r);
	}
	return rc;
}

/* Append v to a COPY text row: NULL as \N, the escapes of COPY's text
 * format for backslash and the control characters it reserves. */
static void copy_value(struct strbuf *sb, const char *v)
{
	const char *run = v;

	if (!v) {
		sb_add(sb, "\\N", 2);
		return;
	}
	for (const char *p = v;; p++) {
		const char *esc = *p == '\\' ? "\\\\" : *p == '\n' ? "\\n" :
				  *p == '\r' ? "\\r" : *p == '\t' ? "\\t" : NULL;
		if (!esc && *p)
			continue;
		sb_add(sb, run, (size_t)(p - run));
		if (!*p)
			break;
		sb_add(sb, esc, 2);
		run = p + 1;
	}
}

static void p_close(struct db *db)
{
	struct pdb *d = P(db);

	/* rows not sent belong to a transaction that was not committed */
	PQfinish(d->c);
	for (size_t i = 0; i < d->ncache; i++) {
		free(d->cache[i].sql);
		free(d->cache[i].copy);
	}
	sb_release(&d->rows);
	free(d->cache);
	free(d->err);
	free(db->name);
	free(d);
}

static const char *p_errmsg(struct db *db)
{
	struct pdb *d = P(db);
	return d->err ? d->err : PQerrorMessage(d->c);
}

/* A result's status: 0 when it is one of ok_a/ok_b, else -1 with the
 * message kept.  Clears r. */
static int check(struct pdb *d, PGresult *r, ExecStatusType ok_a,
		 ExecStatusType ok_b)
{
	ExecStatusType s = PQresultStatus(r);
	int rc = s == ok_a || s == ok_b ? 0 : -1;

	if (rc)
		set_err(d, r ? PQresultErrorMessage(r) : PQerrorMessage(d->c));
	PQclear(r);
	return rc;
}

static int p_exec(struct db *db, const char *sql);

/* Release begin_write's session lock, if held. */
static void unlock_session(struct pdb *d)
{
	if (d->session_lock)
		PQclear(PQexec(d->c, "SELECT pg_advisory_unlock(74836, 0)"));
	d->session_lock = false;
}

static int p_exec(struct db *db, const char *sql)
{
	struct pdb *d = P(db);

	if (settle(d))
		return -1;
	return check(d, PQexec(d->c, sql), PGRES_COMMAND_OK, PGRES_TUPLES_OK);
}

static int p_begin_write(struct db *db, const char *lock)
{
	struct pdb *d = P(db);
	const char *v[1] = { lock };
	PGresult *r;

	if (!lock) {
		/*
		 * The exclusive lock is taken before BEGIN, for the session:
		 * a transaction begun while another migrated could see the
		 * catalog as it was before (a stale cache of "no table
		 * tmopt_schema"); the transaction begun after the lock reads
		 * it afresh.  Released after COMMIT or ROLLBACK.
		 */
		if (p_exec(db, "SELECT pg_advisory_lock(74836, 0)"))
			return -1;
		d->session_lock = true;
		if (p_exec(db, "BEGIN")) {
			unlock_session(d);
			return -1;
		}
		d->writing = true;
		return 0;
	}
	if (p_exec(db, "BEGIN"))
		return -1;
	r = PQexecParams(d->c, "SELECT pg_advisory_xact_lock_shared(74836, 0), "
			 "pg_advisory_xact_lock(74837, hashtext($1))",
			 1, NULL, v, NULL, NULL, 0);
	if (check(d, r, PGRES_TUPLES_OK, PGRES_TUPLES_OK)) {
		PQclear(PQexec(d->c, "ROLLBACK"));
		return -1;
	}
	d->writing = true;
	return 0;
}

static int p_begin_read(struct db *db)
{
	return p_exec(db, "BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY");
}

static int p_commit(struct db *db)
{
	struct pdb *d = P(db);
	int rc = p_exec(db, "COMMIT");

	/* a failed commit is followed by p_rollback, which unlocks */
	if (!rc) {
		d->writing = false;
		unlock_session(d);
	}
	return rc;
}

static void p_rollback(struct db *db)
{
	struct pdb *d = P(db);

	/* rows not sent yet are dropped with the transaction */
	d->copy_q = -1;
	d->rows.len = 0;
	PQclear(PQexec(d->c, "ROLLBACK"));
	d->writing = false;
	unlock_session(d);
}

/* store.c's SQL with ?N renumbered $N (outside quoted literals); *maxn
 * the highest N, used[N] set for each one referenced. */
static char *to_dollar(const char *sql, int *maxn, bool *used)
{
	char *out = xmalloc(strlen(sql) + 1), *o = out;
	char quote = 0;

	*maxn = 0;
	for (const char *p = sql; *p; p++) {
		if (quote) {
			if (*p == quote)
				quote = 0;
		} else if (*p == '\'' || *p == '"') {
			quote = *p;
		} else if (*p == '?' && p[1] >= '0' && p[1] <= '9') {
			int n = (int)strtol(p + 1, NULL, 10);
			if (n > 0 && n <= MAX_PARAMS) {
				used[n - 1] = true;
				if (n > *maxn)
					*maxn = n;
			}
			*o++ = '$';
			continue;
		}
		*o++ = *p;
	}
	*o = 0;
	return out;
}

/* If sql is a plain "INSERT INTO t (cols) VALUES (?a, ?b, ...)", set
 * q->copy to "COPY t (cols) FROM STDIN" and q->copy_param[] to a, b, ...
 * (one per column, in order). */
static void bulk_insert(struct cached *q, const char *sql)
{
	const char *t, *cols, *end, *p;
	int n = 0;

	if (strncmp(sql, "INSERT INTO ", 12))
		return;
	t = sql + 12;
	if (!(cols = strstr(t, " (")) || !(end = strchr(cols, ')')) ||
	    strncmp(end, ") VALUES (", 10))
		return;
	for (p = end + 10;;) {
		char *e;
		long v;
		if (*p != '?' || n == MAX_PARAMS)
			return;
		v = strtol(p + 1, &e, 10);
		if (v < 1 || v > MAX_PARAMS)
			return;
		q->copy_param[n++] = (int)v - 1;
		p = e;
		if (!strncmp(p, ", ", 2))
			p += 2;
		else if (!strcmp(p, ")"))
			break;
		else
			return;
	}
	q->ncopy = n;
	q->copy = xasprintf("COPY %.*s FROM STDIN", (int)(end + 1 - t), t);
}

static int p_prepare(struct db *db, const char *sql, struct db_stmt **out)
{
	struct pdb *d = P(db);
	struct pstmt *s;
	size_t i;

	*out = NULL;
	for (i = 0; i < d->ncache && strcmp(d->cache[i].sql, sql); i++)
		;
	if (i == d->ncache) {
		bool used[MAX_PARAMS] = { false };
		Oid types[MAX_PARAMS] = { 0 };
		int n;
		char name[16];
		if (settle(d))
			return -1;
		char *q = to_dollar(sql, &n, used);
		/* a parameter the SQL does not use gets a type, else
		 * PostgreSQL cannot prepare the statement */
		for (int k = 0; k < n; k++)
			if (!used[k])
				types[k] = TEXTOID;
		snprintf(name, sizeof(name), "tmopt%zu", i);
		int rc = check(d, PQprepare(d->c, name, q, n, types),
			       PGRES_COMMAND_OK, PGRES_COMMAND_OK);
		free(q);
		if (rc)
			return -1;
		d->cache = xrealloc(d->cache, (i + 1) * sizeof(*d->cache));
		d->cache[i].sql = xstrdup(sql);
		memcpy(d->cache[i].name, name, sizeof(name));
		d->cache[i].nparams = n;
		d->cache[i].copy = NULL;
		d->cache[i].ncopy = 0;
		bulk_insert(&d->cache[i], sql);
		d->ncache++;
	}
	s = xcalloc(1, sizeof(*s));
	s->base.db = db;
	s->qi = i;
	*out = &s->base;
	return 0;
}

static struct pstmt *PS(struct db_stmt *s)
{
	return (struct pstmt *)s;
}

static void p_bind_int64(struct db_stmt *st, int i, int64_t v)
{
	struct pstmt *s = PS(st);

	if (i < 1 || i > MAX_PARAMS)
		return;
	snprintf(s->num[i - 1], sizeof(s->num[0]), "%lld", (long long)v);
	s->val[i - 1] = s->num[i - 1];
}

static void p_bind_double(struct db_stmt *st, int i, double v)
{
	struct pstmt *s = PS(st);

	if (i < 1 || i > MAX_PARAMS)
		return;
	snprintf(s->num[i - 1], sizeof(s->num[0]), "%.17g", v);
	s->val[i - 1] = s->num[i - 1];
}

static void p_bind_text(struct db_stmt *st, int i, const char *v)
{
	if (i >= 1 && i <= MAX_PARAMS)
		PS(st)->val[i - 1] = v;
}

static void p_reset(struct db_stmt *st)
{
	struct pstmt *s = PS(st);

	PQclear(s->res);
	s->res = NULL;
	s->executed = false;
	s->row = s->nrows = 0;
}

static int p_step(struct db_stmt *st)
{
	struct pstmt *s = PS(st);
	struct pdb *d = P(st->db);
	const struct cached *q = &d->cache[s->qi];

	if (s->executed) {
		if (!s->res || ++s->row >= s->nrows)
			return DB_DONE;
		return DB_ROW;
	}
	s->executed = true;
	if (q->copy && d->writing) {
		if (d->copy_q != (long)s->qi && settle(d))
			return DB_ERR;
		d->copy_q = (long)s->qi;
		for (int k = 0; k < q->ncopy; k++) {
			if (k)
				sb_add(&d->rows, "\t", 1);
			copy_value(&d->rows, s->val[q->copy_param[k]]);
		}
		sb_add(&d->rows, "\n", 1);
		if (d->rows.len >= COPY_FLUSH && settle(d))
			return DB_ERR;
		return DB_DONE;
	}
	if (settle(d))
		return DB_ERR;
	s->res = PQexecPrepared(d->c, q->name, q->nparams, s->val, NULL,
				NULL, 0);
	switch (PQresultStatus(s->res)) {
	case PGRES_TUPLES_OK:
		s->nrows = PQntuples(s->res);
		s->row = 0;
		return s->nrows ? DB_ROW : DB_DONE;
	case PGRES_COMMAND_OK:
		PQclear(s->res);
		s->res = NULL;
		return DB_DONE;
	default:
		set_err(d, s->res ? PQresultErrorMessage(s->res) :
			PQerrorMessage(d->c));
		PQclear(s->res);
		s->res = NULL;
		return DB_ERR;
	}
}

static void p_finalize(struct db_stmt *st)
{
	if (!st)
		return;
	PQclear(PS(st)->res);
	free(st);
}

static bool p_col_null(struct db_stmt *st, int c)
{
	struct pstmt *s = PS(st);
	return !s->res || PQgetisnull(s->res, s->row, c);
}

static const char *p_col_text(struct db_stmt *st, int c)
{
	struct pstmt *s = PS(st);
	return p_col_null(st, c) ? NULL : PQgetvalue(s->res, s->row, c);
}

static int64_t p_col_int64(struct db_stmt *st, int c)
{
	const char *v = p_col_text(st, c);
	return v ? strtoll(v, NULL, 10) : 0;
}

static double p_col_double(struct db_stmt *st, int c)
{
	const char *v = p_col_text(st, c);
	return v ? strtod(v, NULL) : 0;
}

/* The text of a one-row parameterless query's first column (owned), or
 * NULL with the message kept. */
static char *query1(struct pdb *d, const char *sql)
{
	PGresult *r;
	char *v = NULL;

	if (settle(d))
		return NULL;
	r = PQexec(d->c, sql);
	if (PQresultStatus(r) == PGRES_TUPLES_OK && PQntuples(r) == 1)
		v = xstrdup(PQgetvalue(r, 0, 0));
	else
		set_err(d, PQresultStatus(r) == PGRES_TUPLES_OK ?
			"no row" : PQresultErrorMessage(r));
	PQclear(r);
	return v;
}

static int p_version(struct db *db, int64_t *v)
{
	struct pdb *d = P(db);
	char *t = query1(d, "SELECT to_regclass('tmopt_schema') IS NOT NULL");

	if (!t)
		return -1;
	bool have = !strcmp(t, "t");
	free(t);
	*v = 0;
	if (!have)
		return 0;
	if (!(t = query1(d, "SELECT version FROM tmopt_schema")))
		return -1;
	*v = strtoll(t, NULL, 10);
	free(t);
	return 0;
}

/*
 * The planner's statistics of the two small tables every query joins
 * first: without them (autovacuum analyses a table only after a minute
 * and 10% of it changed) PostgreSQL guesses some hundred runs and scans
 * all of tallies for 'history --function' (~70 ms over 50 releases x
 * 10^4 findings) instead of seeking (run, function) per release (~1-4
 * ms).  A few milliseconds; a role that does not own the tables gets a
 * warning, which is dropped, and the plan it had.
 */
static int p_flush(struct db *db)
{
	return settle(P(db));
}

static void p_after_run(struct db *db)
{
	PQclear(PQexec(P(db)->c, "ANALYZE releases, runs"));
}

/* What PRAGMA integrity_check is to SQLite, as far as a client can tell:
 * the connection works, no release lacks its run (a half-stored run), no
 * row of a run's tables lacks its run (their run_id is not a checked
 * foreign key, see schema/pg/001_init.sql), and every run's summary
 * counts its unsuppressed findings. */
static int p_integrity(struct db *db)
{
	struct pdb *d = P(db);
	static const char *const orphans[] = {
		"files", "findings", "tallies", "summary", "files_summary",
	};
	struct strbuf q = { 0 };
	char *t;
	int rc = -1;

	sb_puts(&q, "SELECT (SELECT COUNT(*) FROM releases r WHERE NOT EXISTS "
		"(SELECT 1 FROM runs u WHERE u.release_id = r.id)) + "
		"(SELECT COUNT(*) FROM runs u WHERE "
		"(SELECT COALESCE(SUM(findings), 0) FROM summary s "
		"WHERE s.run_id = u.id) <> (SELECT COUNT(*) FROM findings f "
		"WHERE f.run_id = u.id AND f.suppressed = 0))");
	/* table names of this file, no values */
	for (size_t i = 0; i < sizeof(orphans) / sizeof(orphans[0]); i++)
		sb_printf(&q, " + (SELECT COUNT(*) FROM %s x WHERE NOT EXISTS "
			  "(SELECT 1 FROM runs u WHERE u.id = x.run_id))",
			  orphans[i]);
	t = query1(d, q.buf);
	sb_release(&q);
	if (!t)
		return error("%s: integrity check: %s", db->name, d->err);
	if (!strcmp(t, "0"))
		rc = 0;
	else
		error("%s: integrity check: %s rows without their run, "
		      "releases without a run or runs whose summary differs "
		      "from their findings", db->name, t);
	free(t);
	return rc;
}

/* The connection string for messages: a URI's password (user:PASS@) and
 * every password=... value replaced by '***'. */
static char *redact(const char *conninfo)
{
	char *s = xstrdup(conninfo), *p, *at, *colon;

	p = strstr(s, "://");
	if (p && (at = strchr(p + 3, '@')) &&
	    (colon = memchr(p + 3, ':', (size_t)(at - p - 3)))) {
		char *t = xasprintf("%.*s:***%s", (int)(colon - s), s, at);
		free(s);
		s = t;
	}
	for (size_t off = 0; (p = strstr(s + off, "password="));) {
		size_t at = (size_t)(p - s) + 9;
		char *end = p + 9;
		while (*end && *end != ' ' && *end != '&')
			end++;
		char *t = xasprintf("%.*s***%s", (int)at, s, end);
		free(s);
		s = t;
		off = at + 3;
	}
	return s;
}

static const struct db_ops pg_ops = {
	.name = "postgresql",
	.schema = store_schema_pg,
	.nschema = STORE_SCHEMA_VERSIONS,
	.close = p_close,
	.errmsg = p_errmsg,
	.exec = p_exec,
	.begin_write = p_begin_write,
	.begin_read = p_begin_read,
	.commit = p_commit,
	.rollback = p_rollback,
	.version = p_version,
	.flush = p_flush,
	.after_run = p_after_run,
	.integrity = p_integrity,
	.prepare = p_prepare,
	.bind_int64 = p_bind_int64,
	.bind_double = p_bind_double,
	.bind_text = p_bind_text,
	.step = p_step,
	.reset = p_reset,
	.finalize = p_finalize,
	.col_null = p_col_null,
	.col_int64 = p_col_int64,
	.col_double = p_col_double,
	.col_text = p_col_text,
};

static int pg_open(const char *conninfo, struct db **out)
{
	struct pdb *d = xcalloc(1, sizeof(*d));

	*out = NULL;
	d->base.ops = &pg_ops;
	d->base.name = redact(conninfo);
	d->copy_q = -1;
	d->c = PQconnectdb(conninfo);
	if (!d->c || PQstatus(d->c) != CONNECTION_OK) {
		if (d->c)
			set_err(d, PQerrorMessage(d->c));
		error("%s: cannot connect to the database: %s", d->base.name,
		      d->err ? d->err : "out of memory");
		goto fail;
	}
	PQsetNoticeProcessor(d->c, quiet, NULL);
	/* text as UTF-8; doubles (the sums) printed exactly, whatever the
	 * server's default */
	if (p_exec(&d->base, "SET client_encoding = 'UTF8'; "
		   "SET extra_float_digits = 3")) {
		error("%s: %s", d->base.name, d->err);
		goto fail;
	}
	*out = &d->base;
	return 0;
fail:
	if (d->c)
		PQfinish(d->c);
	d->c = NULL;
	free(d->base.name);
	free(d->err);
	free(d);
	return -1;
}

static const struct pg_module module = {
	.abi = PG_MODULE_ABI,
	.version = TMOPT_VERSION,
	.db_size = sizeof(struct db),
	.stmt_size = sizeof(struct db_stmt),
	.open = pg_open,
};

__attribute__((visibility("default")))
const struct pg_module *tmopt_pg_module(void)
{
	return &module;
}
