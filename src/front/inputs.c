/*
 * inputs.c: input collection shared by 'tmopt check' and 'tmopt report'
 * (see inputs.h).  Directory walks use nftw(), whose callback has no
 * user pointer, so the walk state lives in one static list for the
 * duration of a walk; commands run once per process.
 */
#define _XOPEN_SOURCE 700
#include "inputs.h"
#include "compdb.h"
#include "util.h"

#include <fnmatch.h>
#include <ftw.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int inputs_cut(int argc, char **argv)
{
	for (int i = 1; i < argc; i++)
		if (!strcmp(argv[i], "--"))
			return i;
	return argc;
}

void inputs_split(int argc, char **argv, int first, struct input_args *a)
{
	a->files = argv + first;
	a->nfiles = argc - first;
	a->extra = NULL;
	a->nextra = 0;
	for (int i = first; i < argc; i++)
		if (!strcmp(argv[i], "--")) {
			a->nfiles = i - first;
			a->extra = argv + i + 1;
			a->nextra = argc - i - 1;
			break;
		}
}

static void add_input(struct check_input **in, size_t *n, const char *path,
		      char *const *extra, int nextra)
{
	*in = xrealloc(*in, (*n + 1) * sizeof(**in));
	struct check_input *ci = &(*in)[(*n)++];
	memset(ci, 0, sizeof(*ci));
	ci->file = xstrdup(path);
	if (nextra) {
		ci->args = xcalloc((size_t)nextra, sizeof(char *));
		for (int i = 0; i < nextra; i++)
			ci->args[i] = xstrdup(extra[i]);
		ci->nargs = nextra;
	}
}

static char **g_found;
static size_t g_nfound;

static int found_c(const char *path, const struct stat *st, int flag,
		   struct FTW *ftw)
{
	size_t n = strlen(path);
	(void)st;
	(void)ftw;
	if (flag == FTW_F && n > 2 && !strcmp(path + n - 2, ".c")) {
		g_found = xrealloc(g_found, (g_nfound + 1) * sizeof(char *));
		g_found[g_nfound++] = xstrdup(path);
	}
	return 0;
}

/* Expand directories into their C files (sorted); keep files as given. */
static void expand(const struct input_args *a, struct check_input **in,
		   size_t *n)
{
	for (int i = 0; i < a->nfiles; i++) {
		struct stat st;
		if (stat(a->files[i], &st) == 0 && S_ISDIR(st.st_mode)) {
			g_found = NULL;
			g_nfound = 0;
			nftw(a->files[i], found_c, 16, FTW_PHYS);
			qsort(g_found, g_nfound, sizeof(char *), qsort_strcmp);
			for (size_t k = 0; k < g_nfound; k++) {
				add_input(in, n, g_found[k], a->extra, a->nextra);
				free(g_found[k]);
			}
			free(g_found);
			g_found = NULL;
		} else {
			add_input(in, n, a->files[i], a->extra, a->nextra);
		}
	}
}

int inputs_collect(const char *pdir, const struct input_args *a,
		   struct check_input **in, size_t *n)
{
	if (pdir) {
		/* checked here so that libclang never prints its own error */
		struct stat st;
		if (stat(pdir, &st) || !S_ISDIR(st.st_mode))
			return error("-p '%s': no such directory", pdir);
		char *db = xasprintf("%s/compile_commands.json", pdir);
		int missing = access(db, R_OK);
		free(db);
		if (missing)
			return error("-p '%s': no compile_commands.json in it (cmake "
				     "writes one with -DCMAKE_EXPORT_COMPILE_COMMANDS=ON)",
				     pdir);
		return compdb_inputs(pdir, a->files, (size_t)a->nfiles, a->extra,
				     a->nextra, in, n);
	}
	if (a->nfiles == 0)
		return error("no input files (give FILES, DIRS or -p BUILD_DIR, or "
			     "name the build directory in .tmopt.yaml: "
			     "'compile-commands: build/')");
	expand(a, in, n);
	return 0;
}
