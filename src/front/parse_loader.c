/*
 * parse_loader.c: parse.h and compdb.h in the engine, forwarded to the
 * parse module (parse_module.h) that is loaded on first use.
 *
 * The module is looked for, in order, at $TMOPT_PARSE_MODULE; next to the
 * running executable (the build tree, where tmopt and the test programs
 * sit beside tmopt-parse.so); in ../lib/tmopt from it (an installed tree,
 * wherever it was moved: no install prefix is compiled in).  It is loaded
 * once per process (pthread_once: the first
 * worker to need a parse loads it, the others wait) and never unloaded.
 * A parser made by parser_new() is an empty shell until its first
 * parse_file(), so the worker pool costs nothing when every file comes
 * from the results cache.
 */
#include "exitcode.h"
#include "datadir.h"
#include "compdb.h"
#include "parse.h"
#include "parse_module.h"
#include "util.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct parser {
	struct pm_parser *impl;	/* NULL until the first parse_file() */
};

static pthread_once_t module_once = PTHREAD_ONCE_INIT;
static const struct parse_module *module;

char *parse_module_path(void)
{
	return module_path("TMOPT_PARSE_MODULE", PARSE_MODULE_FILE);
}

/* Load the module into 'module', or end the process: without it no file
 * can be analysed, and the cause (a broken install) is not per file. */
static void module_load(void)
{
	char *path = parse_module_path();
	void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
	parse_module_fn *fn;
	const struct parse_module *m = NULL;

	if (!h) {
		error("cannot load the parse module '%s': %s", path, dlerror());
		goto fail;
	}
	fn = (parse_module_fn *)dlsym(h, PARSE_MODULE_SYMBOL);
	if (!fn) {
		error("'%s' is not a tmopt parse module: %s", path, dlerror());
		goto fail;
	}
	m = fn();
	if (m->abi != PARSE_MODULE_ABI || strcmp(m->version, TMOPT_VERSION) ||
	    m->model_size != sizeof(struct model) ||
	    m->input_size != sizeof(struct check_input)) {
		error("'%s' is the parse module of another build (tmopt %s, "
		      "interface %u; this is tmopt %s, interface %u)", path,
		      m->version, m->abi, TMOPT_VERSION, PARSE_MODULE_ABI);
		goto fail;
	}
	module = m;
	free(path);
	return;
fail:
	free(path);
	fflush(stdout);
	exit(EXIT_USAGE);
}

static const struct parse_module *mod(void)
{
	pthread_once(&module_once, module_load);
	return module;
}

/* Here, not in the module: setenv() is not safe once threads run, and
 * the module is loaded by the first worker that needs it. */
void parse_global_init(void)
{
	/* parse on the caller's thread (the engine's workers have large
	 * stacks; libclang's own parse thread has 8 MiB), and leave crashes
	 * to the engine's guard: libclang's recovery handlers do not run on
	 * an alternate stack, so a stack overflow would kill the process */
	setenv("LIBCLANG_NOTHREADS", "1", 0);
	setenv("LIBCLANG_DISABLE_CRASH_RECOVERY", "1", 0);
}

struct parser *parser_new(void)
{
	return xcalloc(1, sizeof(struct parser));
}

void parser_free(struct parser *p)
{
	if (!p)
		return;
	if (p->impl)
		module->parser_free(p->impl);
	free(p);
}

int parse_file(struct parser *p, const char *path, char *const *args,
	       int nargs, const char *triple, struct model *m, char **err)
{
	const struct parse_module *pm = mod();

	if (!p->impl)
		p->impl = pm->parser_new();
	int rc = pm->parse_file(p->impl, path, args, nargs, triple, m, err);
	/* the model's own queries over the walked unit (model.c, which
	 * the parse module does not link) */
	if (rc == 0) {
		model_caller_trips(m);
		model_caller_extents(m);
		model_mark_partitions(m);
		model_mark_copies(m);
		model_clamp_bounds(m);
		model_guard_bounds(m);
		model_outer_bounds(m);
		model_append_caps(m);
		model_mark_once(m);
		model_mark_periodic(m);
		model_index_globals(m);
		model_mark_unescaped(m);
		model_index_ifs(m);
	}
	return rc;
}

const char *const *parser_includes(const struct parser *p, size_t *n)
{
	if (!p->impl) {
		*n = 0;
		return NULL;
	}
	return module->parser_includes(p->impl, n);
}

char *parse_clang_version(void)
{
	return mod()->clang_version();
}

int compdb_inputs(const char *dir, char *const *files, size_t nfiles,
		  char *const *extra, int nextra, struct check_input **in,
		  size_t *n)
{
	return mod()->compdb_inputs(dir, files, nfiles, extra, nextra, in, n);
}

void inputs_free(struct check_input *in, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		free(in[i].file);
		for (int a = 0; a < in[i].nargs; a++)
			free(in[i].args[a]);
		free(in[i].args);
	}
}
