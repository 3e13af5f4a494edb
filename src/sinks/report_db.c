/*
 * report_db.c: the report's --db mode: one release's findings, its run's
 * metadata and the cycles per module across all releases, read through
 * store.h (the only SQLite user).  The findings come from
 * store_load_release, suppressed ones included (the report counts them,
 * SARIF lists them with a suppression of their stored kind).
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

/* db->previous and db->cmp for previous (a tag or REPORT_DB_BEFORE). */
static int compare(struct store *st, const char *tag, const char *previous,
		   struct report_db *db)
{
	if (strcmp(previous, REPORT_DB_BEFORE))
		db->previous = xstrdup(previous);
	else if (store_previous_release(st, tag, &db->previous))
		return -1;
	if (!db->previous)
		return 0;
	return store_compare(st, db->previous, &db->res.fs, &db->cmp);
}

int report_db_load(const char *path, const char *tag, const char *previous,
		   struct report_db *db)
{
	struct store *st = NULL;
	int rc = -1;

	memset(db, 0, sizeof(*db));
	if (store_open_read(path, &st))
		return -1;
	if (load_meta(st, tag, db) || store_load_release(st, tag, true, &db->rel) ||
	    load_trend(st, &db->trend))
		goto done;
	findings_move(&db->res.fs, &db->rel.fs);
	if (previous && compare(st, tag, previous, db))
		goto done;
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
	store_findings_release(&db->rel);
	store_compare_release(&db->cmp);
	free(db->previous);
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
