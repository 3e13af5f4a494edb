/*
 * parse.h: the one owner of libclang's CXIndex and CXTranslationUnit.
 *
 * A parser holds one CXIndex; each worker thread has its own.  parse_file()
 * checks that the file is something clang can read, parses it with the
 * target's data model (the machine description's clang triple), turns
 * error diagnostics into messages and, when the parse is clean, hands the
 * translation unit to the walker and disposes of it.
 *
 * The work is done in the parse module, tmopt-parse.so (parse_module.h);
 * these functions (parse_loader.c) load it on the first parse_file() or
 * parse_clang_version(), so a run that parses nothing never loads
 * libclang.  A module that cannot be loaded ends the process with exit
 * status 2 and a message naming it.
 */
#ifndef TMOPT_PARSE_H
#define TMOPT_PARSE_H

#include <stddef.h>

#include "model.h"

struct parser;

/* Process-wide set-up, before any thread parses: libclang is told to
 * parse on the calling thread (the workers are already threads with large
 * stacks, and its own 8 MiB per-parse thread costs ~10% and scaling) and
 * to leave crashes to the engine's guard (check.c).  Does not load the
 * module. */
void parse_global_init(void);

/* A parser; cheap: its CXIndex is made on its first parse_file(). */
struct parser *parser_new(void);
void parser_free(struct parser *p);

/*
 * Parse path with the compiler arguments args[0..nargs) (no compiler name,
 * no source file, no -c/-o) for clang triple 'triple', walk it into m.
 * Returns 0 on success; -1 when the file could not be analysed, with *err
 * set to a newly allocated message (one or more "file:line:col: error:"
 * lines, or "path: reason").  m is left empty on failure.
 */
int parse_file(struct parser *p, const char *path, char *const *args,
	       int nargs, const char *triple, struct model *m, char **err);

/* The files read by the last successful parse_file() of p: the source
 * file and every header it included, as clang names them.  Valid until
 * the next parse_file() or parser_free(). */
const char *const *parser_includes(const struct parser *p, size_t *n);

/* Where the parse module is loaded from (or would be: this does not load
 * it), newly allocated; for the results cache, which keys on its build. */
char *parse_module_path(void);

/* libclang's version string, for --version. */
char *parse_clang_version(void);

#endif
