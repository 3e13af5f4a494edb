/*
 * report_db.c: the report's --db mode: one release's findings, its run's
 * metadata and the cycles per module across all releases, read through
 * store.h (the only SQLite user).  A release's findings come from
 * store_diff(TAG, TAG), whose "persisting" list is then every unsuppressed
 * finding of the release; swap in a direct loader when the store has one.
 */
#include "report_db.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

static char *cell(const struct store_table *t, size_t r, const char *col)
{
	for (size_t c = 0; c < t->ncols; c++)
		if (!strcmp(t->head[c], col))
			return t->cell[r * t->ncols + c];
	return NULL;
}

static int load_meta(struct store *st, const char *tag, struct report_db *db)
{
	struct store_table t = { 0 };
	int rc = -1;

	if (store_runs(st, &t))
		return -1;
	for (size_t r = 0; r < t.nrows; r++) {
		if (strcmp(cell(&t, r, "release"), tag))
			continue;
		db->target = xstrdup(cell(&t, r, "target"));
		db->machine_hash = xstrdup(cell(&t, r, "machine_hash"));
		db->tool_version = xstrdup(cell(&t, r, "version"));
		db->res.nfiles = strtoul(cell(&t, r, "files"), NULL, 10);
		rc = 0;
	}
	if (rc)
		error("release '%s' is not in the database (see 'tmopt runs')", tag);
	store_table_release(&t);
	return rc;
}

static int load_trend(struct store *st, struct report_trend *tr)
{
	struct store_table t = { 0 };

	if (store_trend(st, STORE_BY_MODULE, true, &t))
		return -1;
	tr->nrel = t.ncols ? t.ncols - 1 : 0;
	tr->nmod = t.nrows;
	tr->releases = xcalloc(tr->nrel + 1, sizeof(char *));
	tr->modules = xcalloc(tr->nmod + 1, sizeof(char *));
	tr->cycles = xcalloc(tr->nrel * tr->nmod + 1, sizeof(uint64_t));
	for (size_t r = 0; r < tr->nrel; r++)
		tr->releases[r] = xstrdup(t.head[r + 1]);
	for (size_t m = 0; m < tr->nmod; m++) {
		tr->modules[m] = xstrdup(t.cell[m * t.ncols]);
		for (size_t r = 0; r < tr->nrel; r++)
			tr->cycles[m * tr->nrel + r] =
				strtoull(t.cell[m * t.ncols + r + 1], NULL, 10);
	}
	store_table_release(&t);
	return 0;
}

int report_db_load(const char *path, const char *tag, struct report_db *db)
{
	struct store *st = NULL;
	int rc = -1;

	memset(db, 0, sizeof(*db));
	if (store_open(path, false, &st))
		return -1;
	if (load_meta(st, tag, db) || store_diff(st, tag, tag, &db->diff) ||
	    load_trend(st, &db->trend))
		goto done;
	findings_move(&db->res.fs, &db->diff.persisting);
	db->md.name = db->target;
	db->md.hash = db->machine_hash;
	rc = 0;
done:
	store_close(st);
	return rc;
}

void report_db_release(struct report_db *db)
{
	struct report_trend *tr = &db->trend;

	check_result_release(&db->res);
	store_diff_release(&db->diff);
	for (size_t r = 0; r < tr->nrel; r++)
		free(tr->releases[r]);
	for (size_t m = 0; m < tr->nmod; m++)
		free(tr->modules[m]);
	free(tr->releases);
	free(tr->modules);
	free(tr->cycles);
	free(db->target);
	free(db->machine_hash);
	free(db->tool_version);
	memset(db, 0, sizeof(*db));
}
