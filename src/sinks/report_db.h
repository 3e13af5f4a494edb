/*
 * report_db.h: what 'tmopt report --db FILE --release TAG' reads from the
 * findings database: the release's findings as a check result, the run's
 * target, machine-model hash and tool version, and the cycles per module
 * across every stored release (the trend chart), and for SARIF the
 * comparison with a previous release (baselineState).
 */
#ifndef TMOPT_REPORT_DB_H
#define TMOPT_REPORT_DB_H

#include "report.h"
#include "store.h"

struct report_db {
	struct check_result res;	/* findings of the release (suppressed
					 * ones flagged), no errors */
	struct store_findings rel;	/* owns rule names unknown to this build */
	struct report_trend trend;
	struct machine md;		/* name and hash only, for the sinks */
	char *target, *machine_hash, *tool_version;
	char *previous;			/* release compared with, or NULL */
	struct store_compare cmp;	/* res.fs against previous */
};

/* previous of report_db_load: the release stored just before tag. */
#define REPORT_DB_BEFORE ""

/* Load release tag; with previous (a tag, or REPORT_DB_BEFORE) also
 * compare it with that release (db->cmp; nothing when tag is the first
 * release).  Returns 0, or -1 with a message printed (no database,
 * unknown release).  Release db with report_db_release either way. */
int report_db_load(const char *path, const char *tag, const char *previous,
		   struct report_db *db);
void report_db_release(struct report_db *db);

#endif
