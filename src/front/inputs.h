/*
 * inputs.h: the translation units a command analyses, collected the same
 * way for 'tmopt check' and 'tmopt report': FILES and DIRS (directories
 * are searched for *.c, sorted), or a compile database with -p, and the
 * compiler arguments after '--'.
 */
#ifndef TMOPT_INPUTS_H
#define TMOPT_INPUTS_H

#include <stddef.h>

#include "input.h"

struct input_args {
	char **files;		/* FILES|DIRS (points into argv) */
	int nfiles;
	char **extra;		/* compiler arguments after '--' */
	int nextra;
};

/* Where the compiler arguments start: the index of "--", else argc.
 * Commands give getopt only the arguments before it, so that option
 * permutation never moves a file past it. */
int inputs_cut(int argc, char **argv);

/* Split argv[first..argc) at '--' into operands and compiler arguments;
 * a points into argv (nothing is copied). */
void inputs_split(int argc, char **argv, int first, struct input_args *a);

/*
 * Collect the inputs: with pdir, from pdir/compile_commands.json (every C
 * file in it when there are no FILES); otherwise FILES, with directories
 * expanded.  Returns 0 and sets *in and *n (release with inputs_free() and
 * free()), or -1 with a message printed (no FILES and no -p included).
 */
int inputs_collect(const char *pdir, const struct input_args *a,
		   struct check_input **in, size_t *n);

#endif
