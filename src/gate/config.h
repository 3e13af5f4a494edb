/*
 * config.h: the project configuration file, .tmopt.yaml.
 *
 * As with .clang-tidy, the file that applies to a source file is the
 * nearest .tmopt.yaml in the file's directory or one of its parents; the
 * nearest one wins whole (no merging with parents).  It sets the rule
 * selection (globs, the syntax of --rules), the target, per-rule severity,
 * rule options, a module map (path prefix -> module name), excluded
 * paths, the compile database of the project (compile-commands: build/)
 * and compiler arguments added to every file's (compiler-args), and the
 * findings database of the project (db:, a file or a PostgreSQL
 * connection string).  Options given on the command line override it.  Reference:
 * docs/precommit.md.
 *
 * Contract: config_load() returns a checked configuration or an error
 * "file:line: message" naming the key; unknown keys are errors.  Lookups
 * (config_find, config_module_of) are cached and thread-safe; the configs
 * they return live until config_cache_clear().
 */
#ifndef TMOPT_CONFIG_H
#define TMOPT_CONFIG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "rule.h"

#define CONFIG_NAME ".tmopt.yaml"

/* Bits of tmconfig.opt_set: which rule options the file sets. */
enum {
	CFG_OPT_ASSUMED_TRIP = 1, CFG_OPT_CHAIN_RATIO = 2,
	CFG_OPT_CHAIN_MIN_CYCLES = 4, CFG_OPT_GUARD_MAX_OPS = 8,
	CFG_OPT_UNROLL = 16,
};

struct config_module {
	char *prefix;		/* path prefix, relative to the config's dir */
	char *name;
};

struct tmconfig {
	char *path;		/* the .tmopt.yaml (absolute) */
	char *dir;		/* its directory (absolute, no trailing '/') */
	char *rules;		/* rule globs, or NULL */
	char *target;		/* name, or absolute machine-file path; NULL */
	int *severity;		/* rule_count + 1 entries (last: the
				 * 'suppression' pseudo-rule); -1 = unset */
	struct rule_options opt;	/* defaults where not set */
	unsigned opt_set;	/* CFG_OPT_* bits */
	struct config_module *modules;
	size_t nmodules;
	char **exclude;		/* globs, relative to dir */
	size_t nexclude;
	char *compile_commands;	/* build directory holding
				 * compile_commands.json (absolute), or NULL */
	char **args;		/* compiler arguments for every file */
	size_t nargs;
	/* Function-name globs (fnmatch): set-up code that runs once per
	 * stream (cold, its findings are notes) and code that is hot
	 * whatever its name.  cold_set: the file lists 'cold:' (replacing
	 * the defaults of rule_name_cold()).  The rules read them through
	 * rule_options. */
	char **cold;
	size_t ncold;
	bool cold_set;
	char **hot;
	size_t nhot;
	/* Function-name globs of the entry points that run per frame (the
	 * functions the application calls for each frame): with them, an
	 * entry point of the run they do not name, and what only such
	 * entry points reach, is outside the frame path (set-up code;
	 * callgraph_setup()).  None: every entry point runs per frame. */
	char **entries;
	size_t nentries;
	/* The settings the product runs with ('settings:', each
	 * "type.field = value"): branches on those fields that the value
	 * does not take are set-up code (model.usr). */
	struct user_setting *settings;
	size_t nsettings;
	char *db;		/* findings database as written: a file
				 * (relative to dir) or a PostgreSQL
				 * connection string; NULL */
};

/* Load the file at path.  Returns 0 and *out (release with config_free),
 * or -1 with err set to "path:line: message". */
int config_load(const char *path, struct tmconfig **out, char *err,
		size_t errlen);
void config_free(struct tmconfig *c);

/* The configuration that applies to file (nearest .tmopt.yaml upwards
 * from the file's directory): 0 with *out set, NULL when there is none;
 * -1 with err set when that file is invalid.  Cached per directory. */
int config_find(const char *file, const struct tmconfig **out, char *err,
		size_t errlen);

/* Force one configuration file for every lookup (--config); NULL to go
 * back to the search.  Returns 0, or -1 with err set. */
int config_force(const char *path, char *err, size_t errlen);

/* Drop every cached configuration. */
void config_cache_clear(void);

/* Module of path by the module map of its configuration (longest
 * matching prefix), or NULL.  The string lives as long as the cache. */
const char *config_module_of(const char *path);

/* True when path matches one of c's exclude globs (relative to c->dir;
 * a glob matching a leading directory excludes everything below it). */
bool config_excludes(const struct tmconfig *c, const char *path);

/* Print the effective configuration (c may be NULL: the defaults) as
 * YAML that config_load() reads back. */
void config_dump(FILE *out, const struct tmconfig *c);

/* path made absolute and normalised ('.' and '..' removed; symlinks are
 * not resolved unless the file exists).  Newly allocated. */
char *config_abspath(const char *path);

#endif
