/*
 * report_db.h: what 'tmopt report --db FILE --release TAG' reads from the
 * findings database: the release's findings as a check result, the run's
 * target, machine-model hash and tool version, and the cycles per module
 * across every stored release (the trend chart).
 */
#ifndef TMOPT_REPORT_DB_H
#define TMOPT_REPORT_DB_H

#include "report.h"
#include "store.h"

struct report_db {
	struct check_result res;	/* findings of the release, no errors */
	struct store_diff diff;		/* owns rule names unknown to this build */
	struct report_trend trend;
	struct machine md;		/* name and hash only, for the sinks */
	char *target, *machine_hash, *tool_version;
};

/* Returns 0, or -1 with a message printed (no database, unknown release). */
int report_db_load(const char *path, const char *tag, struct report_db *db);
void report_db_release(struct report_db *db);

#endif
