/*
 * dbpath.c: which findings database a command uses when --db is not
 * given: $TMOPT_DB, else the 'db:' key of the .tmopt.yaml that applies to
 * the current directory (or of --config FILE), a file name relative to
 * that file's directory or a PostgreSQL connection string as written.
 */
#include "cli.h"
#include "config.h"
#include "store.h"
#include "util.h"

#include <stdlib.h>

const char *cli_db(const char *given, const char *config_path)
{
	static char *from_config;
	const struct tmconfig *c = NULL;
	struct tmconfig *loaded = NULL;
	char err[1024];

	if (given)
		return given;
	if (store_env_db())
		return store_env_db();
	if (config_path) {
		if (config_load(config_path, &loaded, err, sizeof(err)))
			loaded = NULL;	/* the gate reports it */
		c = loaded;
	} else if (config_find(".", &c, err, sizeof(err))) {
		warning("%s", err);
		c = NULL;
	}
	free(from_config);
	from_config = NULL;
	if (c && c->db)
		from_config = store_is_conninfo(c->db) || c->db[0] == '/' ?
			      xstrdup(c->db) : xasprintf("%s/%s", c->dir, c->db);
	config_free(loaded);
	return from_config;
}
