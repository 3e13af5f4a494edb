/*
 * pg_module.h: the PostgreSQL backend (db_pg.c) as a module, tmopt-pg.so,
 * loaded by db_pg_load.c on the first PostgreSQL connection.  libpq brings
 * some twenty libraries (OpenSSL, GnuTLS, Kerberos, LDAP, SASL ...) whose
 * loading and initialisation cost about 14 ms at every start; a run that
 * stores into SQLite, or stores nothing (a pre-commit hook, one process
 * per file in a build) no longer pays it.  The module is built with the
 * engine and refuses to load into another build (abi, version, sizes).
 */
#ifndef TMOPT_PG_MODULE_H
#define TMOPT_PG_MODULE_H

#include "db.h"

#include <stddef.h>

#define PG_MODULE_FILE "tmopt-pg.so"
#define PG_MODULE_SYMBOL "tmopt_pg_module"
#define PG_MODULE_ABI 1

struct pg_module {
	unsigned abi;
	const char *version;	/* TMOPT_VERSION of its build */
	size_t db_size, stmt_size;	/* sizeof(struct db), (struct db_stmt) */
	/* as db_pg_open() (db.h) */
	int (*open)(const char *conninfo, struct db **out);
};

typedef const struct pg_module *pg_module_fn(void);

#endif
