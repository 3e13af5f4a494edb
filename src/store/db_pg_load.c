/*
 * db_pg_load.c: db_is_pg() and db_pg_open() in the engine; the backend
 * itself is the module tmopt-pg.so (pg_module.h), loaded here on the first
 * PostgreSQL connection and never unloaded.  Looked for at
 * $TMOPT_PG_MODULE, next to the executable, then in ../lib/tmopt from it
 * (module_path(), datadir.h).
 */
#include "datadir.h"
#include "db.h"
#include "pg_module.h"
#include "util.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static pthread_once_t once = PTHREAD_ONCE_INIT;
static const struct pg_module *module;
static char *load_err;

static void load(void)
{
	char *path = module_path("TMOPT_PG_MODULE", PG_MODULE_FILE);
	void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
	pg_module_fn *fn;
	const struct pg_module *m;

	if (!h) {
		load_err = xasprintf("cannot load the PostgreSQL module '%s': %s",
				     path, dlerror());
		goto out;
	}
	fn = (pg_module_fn *)dlsym(h, PG_MODULE_SYMBOL);
	if (!fn) {
		load_err = xasprintf("'%s' is not tmopt's PostgreSQL module: %s",
				     path, dlerror());
		goto out;
	}
	m = fn();
	if (m->abi != PG_MODULE_ABI || strcmp(m->version, TMOPT_VERSION) ||
	    m->db_size != sizeof(struct db) ||
	    m->stmt_size != sizeof(struct db_stmt)) {
		load_err = xasprintf("'%s' is the PostgreSQL module of another "
				     "build (tmopt %s, interface %u; this is "
				     "tmopt %s, interface %u)", path, m->version,
				     m->abi, TMOPT_VERSION, PG_MODULE_ABI);
		goto out;
	}
	module = m;
out:
	free(path);
}

int db_pg_open(const char *conninfo, struct db **out)
{
	*out = NULL;
	pthread_once(&once, load);
	if (!module)
		return error("%s", load_err);
	return module->open(conninfo, out);
}

bool db_is_pg(const char *target)
{
	const char *p = target;

	if (!strncmp(target, "postgresql://", 13) ||
	    !strncmp(target, "postgres://", 11))
		return true;
	while (*p == ' ')
		p++;
	if (!(*p >= 'a' && *p <= 'z'))
		return false;
	while ((*p >= 'a' && *p <= 'z') || *p == '_')
		p++;
	while (*p == ' ')
		p++;
	return *p == '=';
}
