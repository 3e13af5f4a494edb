/*
 * db.h: the two database backends of the findings store behind one small
 * interface (private to src/store/).  store.c holds the store's logic and
 * SQL once; a backend supplies a connection, prepared statements with
 * bound parameters, write transactions and its dialect's schema files:
 *
 *   db_sqlite.c  SQLite, a file (the default): the only file that
 *                includes sqlite3.h;
 *   db_pg.c      PostgreSQL through libpq, for a connection string
 *                (postgresql://..., postgres://..., or key=value): the
 *                only file that includes libpq-fe.h.
 *
 * SQL handed to db_prepare is written once for both: parameters are ?N
 * (db_pg.c renumbers them $N), inserts that need the new id say
 * RETURNING id, and sums use TOTAL() (PostgreSQL's schema 001 defines
 * that aggregate with SQLite's meaning: a double, 0 over no rows).  Text
 * compares bytewise on both (PostgreSQL columns are COLLATE "C").
 *
 * Every function that can fail returns -1 (DB_ERR from db_step) and leaves
 * the message in db_errmsg; only db_open prints.
 */
#ifndef TMOPT_STORE_DB_H
#define TMOPT_STORE_DB_H

#include <stdbool.h>
#include <stdint.h>

struct db;
struct db_stmt;

enum { DB_ERR = -1, DB_DONE = 0, DB_ROW = 1 };

struct db_ops {
	const char *name;		/* "sqlite", "postgresql" */
	/* the schema files of this dialect: file i migrates i to i+1 */
	const char *const *schema;
	unsigned nschema;
	void (*close)(struct db *);
	const char *(*errmsg)(struct db *);
	/* Parameterless SQL, possibly several statements (migrations). */
	int (*exec)(struct db *, const char *sql);
	/* A write transaction.  lock NULL: exclusive of every other writer
	 * (migrations, db copy); else exclusive of writers of the same lock
	 * key only (a release tag) where the backend can tell them apart. */
	int (*begin_write)(struct db *, const char *lock);
	/* A read transaction: one snapshot for several statements. */
	int (*begin_read)(struct db *);
	int (*commit)(struct db *);
	void (*rollback)(struct db *);
	/* The schema version (0: no schema yet). */
	int (*version)(struct db *, int64_t *v);
	/* Send rows a backend buffers (NULL: it buffers none). */
	int (*flush)(struct db *);
	/* After a run is committed: upkeep (NULL: none).  Never fails. */
	void (*after_run)(struct db *);
	/* 0 when the database is consistent, else -1 (message printed). */
	int (*integrity)(struct db *);
	int (*prepare)(struct db *, const char *sql, struct db_stmt **);
	/* Parameters are numbered from 1; text is not copied (it must live
	 * until the next step), NULL binds SQL NULL.  Bindings survive
	 * reset. */
	void (*bind_int64)(struct db_stmt *, int i, int64_t v);
	void (*bind_double)(struct db_stmt *, int i, double v);
	void (*bind_text)(struct db_stmt *, int i, const char *v);
	int (*step)(struct db_stmt *);
	void (*reset)(struct db_stmt *);
	void (*finalize)(struct db_stmt *);
	/* Columns of the current row, numbered from 0; text is valid until
	 * the next step, NULL for SQL NULL. */
	bool (*col_null)(struct db_stmt *, int c);
	int64_t (*col_int64)(struct db_stmt *, int c);
	double (*col_double)(struct db_stmt *, int c);
	const char *(*col_text)(struct db_stmt *, int c);
};

/* Every connection starts with its backend's operations. */
struct db {
	const struct db_ops *ops;
	char *name;			/* for messages: path, or the connection
					 * string without its password */
};

/* Every statement starts with its connection. */
struct db_stmt {
	struct db *db;
};

/* The number of schema versions (the same in both dialects). */
unsigned db_schema_versions(void);

/* Is target a PostgreSQL connection string rather than a file path: a
 * postgresql:// or postgres:// URI, or libpq key=value pairs (the first
 * word is followed by '=')? */
bool db_is_pg(const char *target);

/* Open a backend: 0 and *out, or -1 with a message printed.  create:
 * a missing SQLite file is created (PostgreSQL databases are never
 * created, but their schema is, by the caller's migration). */
int db_sqlite_open(const char *path, bool create, struct db **out);
int db_pg_open(const char *conninfo, struct db **out);
/* Open an existing SQLite file that this process may not write (or whose
 * directory it may not write: no -wal, -shm files) read-only, without
 * the WAL switch: 0 and *out (its schema version readable), 1 when the
 * file is missing or writable (open it with db_sqlite_open), -1 with a
 * message printed. */
int db_sqlite_open_readonly(const char *path, struct db **out);

/* Calls through a connection's or a statement's operations. */
static inline int db_prepare(struct db *d, const char *sql, struct db_stmt **s)
{
	return d->ops->prepare(d, sql, s);
}
static inline void db_bind_int64(struct db_stmt *s, int i, int64_t v)
{
	s->db->ops->bind_int64(s, i, v);
}
static inline void db_bind_double(struct db_stmt *s, int i, double v)
{
	s->db->ops->bind_double(s, i, v);
}
static inline void db_bind_text(struct db_stmt *s, int i, const char *v)
{
	s->db->ops->bind_text(s, i, v);
}
static inline int db_step(struct db_stmt *s)
{
	return s->db->ops->step(s);
}
static inline void db_reset(struct db_stmt *s)
{
	s->db->ops->reset(s);
}
static inline void db_finalize(struct db_stmt *s)
{
	if (s)
		s->db->ops->finalize(s);
}
static inline bool db_col_null(struct db_stmt *s, int c)
{
	return s->db->ops->col_null(s, c);
}
static inline int64_t db_col_int64(struct db_stmt *s, int c)
{
	return s->db->ops->col_int64(s, c);
}
static inline double db_col_double(struct db_stmt *s, int c)
{
	return s->db->ops->col_double(s, c);
}
static inline const char *db_col_text(struct db_stmt *s, int c)
{
	return s->db->ops->col_text(s, c);
}

#endif
