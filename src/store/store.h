/*
 * store.h: the findings database, the only module that talks to a
 * database: an SQLite file (the default) or a PostgreSQL database (a
 * libpq connection string: postgresql://..., postgres://... or
 * key=value pairs), the same schema and results on both.  A run of 'tmopt check --db FILE --release TAG' is stored as one
 * transaction: the release, the run's metadata (commit, time, target,
 * machine-description hash, tool version), its files with content hashes
 * and every finding.  Queries read it back as tables (history, trend,
 * runs), as three lists of findings (diff), as one release's findings
 * (store_load_release) or as a comparison of a run with a release
 * (store_compare, the SARIF baselineState).
 *
 * Identity of a finding across releases is its fingerprint, never
 * file:line.  Storing a tag that is already present replaces that
 * release's run; the release keeps the time it was first stored, which is
 * its place in history.
 *
 * Every function that can fail prints "tmopt: error: ..." and returns -1
 * (usage-level failures: unknown release, database error).
 */
#ifndef TMOPT_STORE_H
#define TMOPT_STORE_H

#include "check.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

struct store;

/* Default database path of the query commands (and the documented
 * convention for --db): "tmopt.db" in the current directory. */
#define STORE_DEFAULT_PATH "tmopt.db"

/* Open (create = true: create if missing) the database at path and
 * migrate it to the latest schema version.  path is a file (SQLite: WAL
 * mode and a busy timeout) or a PostgreSQL connection string (the
 * database must exist; its tables are created when create is set, and
 * without create a database holding no history is refused as a missing
 * file is).  Returns 0 and *out (close with store_close), or -1. */
int store_open(const char *path, bool create, struct store **out);
/* Open an existing database to read it (the query commands, reports).
 * When this process may not write it or its directory, it is opened
 * read-only: no WAL switch and no migration, so it must be at the latest
 * schema version.  Otherwise as store_open(path, false, out). */
int store_open_read(const char *path, struct store **out);
/* As store_open, migrating no further than version (tests). */
int store_open_version(const char *path, bool create, unsigned version,
		       struct store **out);
void store_close(struct store *st);
/* "sqlite" or "postgresql"; and the database for messages (a path, or
 * the connection string without its password). */
const char *store_backend(struct store *st);
const char *store_name(struct store *st);
/* The database named by the environment (TMOPT_DB), or NULL. */
const char *store_env_db(void);
/* Is target a PostgreSQL connection string (postgresql://, postgres://,
 * or key=value pairs), not a file name? */
bool store_is_conninfo(const char *target);
/* Schema version of the open database, and the newest this build knows. */
unsigned store_version(struct store *st);
unsigned store_latest_version(void);
/* SQLite: PRAGMA integrity_check; PostgreSQL: no release without its run
 * and every summary matching its findings.  0 when consistent, else -1
 * (message printed). */
int store_integrity(struct store *st);

/* Metadata of one run. */
struct store_run {
	const char *release;	/* tag, required */
	const char *commit;	/* NULL or "" when unknown */
	int64_t time;		/* Unix seconds; 0: now, or SOURCE_DATE_EPOCH */
	const char *target;	/* machine name */
	const char *machine_hash;
	const char *tool_version;
};

/* Store one run in one transaction (SQLite: BEGIN IMMEDIATE ... COMMIT;
 * PostgreSQL: holding the lock of its tag, see db_pg.c): all of it or
 * nothing; a tag stored by two writers at once is replaced, never mixed.  Findings and files of res are stored as they are
 * (suppressed findings too, flagged, with suppressed_by; one whose kind
 * is SUPPRESS_NONE is stored without one and reads back as inline).
 * Returns 0 or -1. */
int store_add_run(struct store *st, const struct store_run *run,
		  const struct check_result *res);

/* Tests only: called inside store_add_run's transaction, after every row
 * is written and before COMMIT. */
extern void (*store_txn_hook)(void);

/* Default module of a file.  path is relative to the common root
 * directory of the run's files; the result is valid until the next call:
 * the first directory of path, "." for a file directly in the root.  A
 * module map (the .tmopt.yaml 'modules' key) plugs in with
 * store_set_module_hook: the hook gets the file's path as analysed and
 * returns its module, or NULL for the default (NULL hook: always the
 * default). */
const char *store_module_of(const char *path);
typedef const char *(*store_module_fn)(const char *path);
void store_set_module_hook(store_module_fn fn);

/* A query result: nrows x ncols strings (owned), with the header and
 * which columns are numbers.  Release with store_table_release. */
struct store_table {
	size_t ncols, nrows;
	char **head;
	bool *numeric;
	char **cell;		/* row-major: cell[r * ncols + c] */
};
void store_table_release(struct store_table *t);
/* Print t as an aligned text table, CSV (RFC 4180) or a JSON array of
 * objects keyed by the header.  format: "text", "csv" or "json".
 * Returns 0, -1 on a write error. */
int store_table_print(FILE *out, const struct store_table *t,
		      const char *format);

/* Filters of history; NULL members match everything. */
struct store_filter {
	const char *rule, *module, *function;
};

/* Per release, in release-time order: release, time, findings, total
 * estimated cycles of the findings that pass the filter. */
int store_history(struct store *st, const struct store_filter *flt,
		  struct store_table *out);

enum store_by { STORE_BY_RULE, STORE_BY_MODULE, STORE_BY_FILE };
/* One row per rule, module or file, one column per release (release-time
 * order); cells hold the finding count, or the total cycles when cycles
 * is set. */
int store_trend(struct store *st, enum store_by by, bool cycles,
		struct store_table *out);

/* The stored releases in release-time order with their run's metadata. */
int store_runs(struct store *st, struct store_table *out);

/* Releases a and b compared by fingerprint (as multisets: when one
 * fingerprint occurs several times, occurrences in the same file pair up
 * first, then in file/line order). */
struct store_diff {
	struct findings added;		/* in b only, b's findings */
	struct findings resolved;	/* in a only, a's findings */
	struct findings persisting;	/* in both, b's findings */
	uint64_t *before;		/* persisting[i]'s total_cycles in a */
	char **names;			/* rule ids not in the rule table */
	size_t nnames;
};
int store_diff(struct store *st, const char *a, const char *b,
	       struct store_diff *out);
void store_diff_release(struct store_diff *d);

/* One release's findings, loaded as 'tmopt check' produced them. */
struct store_findings {
	struct findings fs;		/* sorted by file, line, column, rule */
	char **names;			/* rule ids not in the rule table */
	size_t nnames;
};
/* Load release tag: its unsuppressed findings, and its suppressed ones
 * too when suppressed is set (flagged suppressed, with suppressed_by:
 * SUPPRESS_INLINE or SUPPRESS_BASELINE; rows stored before schema
 * version 6 read as SUPPRESS_INLINE).
 * Returns 0 (release with store_findings_release; also after -1), or -1
 * (unknown release, database error). */
int store_load_release(struct store *st, const char *tag, bool suppressed,
		       struct store_findings *out);
void store_findings_release(struct store_findings *sf);

/* The release stored just before tag in release-time order: 0 with *prev
 * set (owned), or NULL when tag is the first; -1 when tag is unknown. */
int store_previous_release(struct store *st, const char *tag, char **prev);

/* Findings cur (a run, or a loaded release) compared with the stored
 * release prev, suppressed findings included on both sides, paired as
 * store_diff pairs (SARIF baselineState): */
struct store_compare {
	const char **state;	/* per cur finding: "new" (no partner),
				 * "unchanged" or "updated" (its cycles or
				 * total cycles differ from the partner's) */
	struct findings absent;	/* prev's findings without a partner */
	char **names;		/* rule ids of absent not in the rule table */
	size_t nnames;
};
/* Returns 0, or -1 (unknown release, database error); release out with
 * store_compare_release either way.  out->state indexes cur as it is
 * now: reorder or filter cur and the states are wrong. */
int store_compare(struct store *st, const char *prev,
		  const struct findings *cur, struct store_compare *out);
void store_compare_release(struct store_compare *c);

/* Copy the whole history of from (releases, runs, files, findings,
 * tallies, schedules, suppression kinds) into to, which must hold no
 * release: one read transaction on from, one write transaction on to
 * (all of it or nothing).  Ids are renumbered; release order and every
 * value are kept, so every query reads the same on both.  Progress
 * lines go to log (NULL: none).  Returns 0 or -1. */
int store_copy(struct store *from, struct store *to, FILE *log);

#endif
