/*
 * parse_module.h: the interface between the engine and the parse module.
 *
 * Loading libclang and LLVM costs every process ~16 ms, which is most of
 * a pre-commit run that finds every file in the results cache and all of
 * a database command.  So parse.c, walk.c and compdb.c -- the only code
 * that includes clang-c headers -- are built as tmopt-parse.so, linked
 * against libclang, with private copies of the engine code they use and
 * every symbol hidden but one: tmopt_parse_module(), which returns the
 * table below.  parse_loader.c implements parse.h and compdb.h on top of
 * it and dlopen()s the module when the first file must really be parsed.
 *
 * Module and engine come from one build; the table carries the sizes of
 * the structures they share so that a module of another build is refused
 * rather than trusted.  Memory the module returns (models, messages,
 * inputs) is plain malloc() memory: the engine frees it with free().
 */
#ifndef TMOPT_PARSE_MODULE_H
#define TMOPT_PARSE_MODULE_H

#include <stddef.h>

#include "input.h"
#include "model.h"

#define PARSE_MODULE_FILE "tmopt-parse.so"
#define PARSE_MODULE_SYMBOL "tmopt_parse_module"
#define PARSE_MODULE_ABI 1	/* bump when the table changes */

/* The module's parser: one CXIndex and the last parse's includes. */
struct pm_parser;

struct parse_module {
	/* abi and version stay first in every version of the table */
	unsigned abi;		/* PARSE_MODULE_ABI */
	const char *version;	/* TMOPT_VERSION of the module's build */
	size_t model_size;	/* sizeof(struct model) */
	size_t input_size;	/* sizeof(struct check_input) */

	/* As parser_new(), parser_free(), parse_file(), parser_includes(),
	 * parse_clang_version() and compdb_inputs() in parse.h/compdb.h. */
	struct pm_parser *(*parser_new)(void);
	void (*parser_free)(struct pm_parser *p);
	int (*parse_file)(struct pm_parser *p, const char *path,
			  char *const *args, int nargs, const char *triple,
			  struct model *m, char **err);
	const char *const *(*parser_includes)(const struct pm_parser *p,
					      size_t *n);
	char *(*clang_version)(void);
	int (*compdb_inputs)(const char *dir, char *const *files,
			     size_t nfiles, char *const *extra, int nextra,
			     struct check_input **in, size_t *n);
};

typedef const struct parse_module *parse_module_fn(void);

/* The module's one exported symbol. */
const struct parse_module *tmopt_parse_module(void);

/* Inside the module only (hidden): compdb.c's entry for the table. */
int pm_compdb_inputs(const char *dir, char *const *files, size_t nfiles,
		     char *const *extra, int nextra, struct check_input **in,
		     size_t *n);

#endif
