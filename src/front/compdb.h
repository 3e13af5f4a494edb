/*
 * compdb.h: compile_commands.json through libclang's compilation database,
 * reduced to what the parser needs: the source path and the arguments that
 * change its meaning (-I, -D, -U, -include, -std, -isystem, -f..., -m...),
 * with relative paths made absolute against the command's directory.
 */
#ifndef TMOPT_COMPDB_H
#define TMOPT_COMPDB_H

#include <stddef.h>

#include "input.h"

/*
 * Load the database in dir.  With nfiles == 0, every C file in it becomes
 * an input; otherwise each of files gets its own command (or none).
 * Returns 0, or -1 with a message printed.
 */
int compdb_inputs(const char *dir, char *const *files, size_t nfiles,
		  char *const *extra, int nextra, struct check_input **in,
		  size_t *n);

/* Free what in[0..n) own (path and arguments), not the array itself. */
void inputs_free(struct check_input *in, size_t n);

#endif
