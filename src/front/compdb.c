/*
 * compdb.c: compile_commands.json (see compdb.h), the parse module's side:
 * built into tmopt-parse.so, reached through parse_module.h.
 */
#include "parse_module.h"
#include "util.h"

#include <clang-c/CXCompilationDatabase.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

static char *absolute(const char *dir, const char *p)
{
	if (p[0] == '/' || !dir)
		return xstrdup(p);
	return xasprintf("%s/%s", dir, p);
}

static bool is_c_source(const char *f)
{
	size_t n = strlen(f);
	return n > 2 && !strcmp(f + n - 2, ".c");
}

/* Options that take a path as the next argument or glued to the flag. */
static const char *const path_opts[] = { "-I", "-isystem", "-iquote",
	"-idirafter", "-include", "-imacros", NULL };

/*
 * Code-generation flags of the build's compiler are no business of the
 * analysis, and some stop clang outright (GCC's -fforce-mem, -fregmove:
 * "unknown argument"): every -f flag is dropped but those that change what
 * the source means, and every -m flag (the target is TriMedia: x86 ISA
 * switches such as -msse4.1 would enable intrinsics paths, -m64 would
 * change the data model).  A host configuration header that selects SIMD
 * code itself ('#define _USE_SSE' in speex's config.h) is not a flag: the
 * functions with parameters of a host vector type are not checked
 * (check.c, host_simd()).
 */
static bool dropped_flag(const char *a)
{
	static const char *const keep[] = { "-fno-builtin", "-ffreestanding",
		"-fshort-enums", "-fno-short-enums", "-fshort-wchar",
		"-funsigned-char", "-fsigned-char", "-fno-signed-char",
		"-fno-unsigned-char", "-fms-extensions", "-fgnu89-inline",
		"-fwrapv", "-fno-strict-aliasing", "-fstrict-aliasing",
		"-fno-common", "-fcommon", "-fopenmp", "-fno-asm", "-fasm",
		"-fdollars-in-identifiers", "-fno-dollars-in-identifiers",
		"-ffast-math", "-fno-math-errno", "-ffinite-math-only",
		"-fgnu-keywords", "-fno-gnu-keywords", "-fblocks", NULL };

	if (a[0] != '-' || (a[1] != 'f' && a[1] != 'm') || !a[2])
		return false;
	if (a[1] == 'm')
		return true;
	for (unsigned i = 0; keep[i]; i++)
		if (!strcmp(a, keep[i]) ||
		    (!strcmp(keep[i], "-fno-builtin") && !strncmp(a, "-fno-builtin-", 13)))
			return false;
	return true;
}

static void add_arg(struct check_input *in, char *a)
{
	in->args = xrealloc(in->args, (size_t)(in->nargs + 1) * sizeof(char *));
	in->args[in->nargs++] = a;
}

/* inputs_free() of one input: the engine's inputs_free() is in
 * parse_loader.c, so that freeing inputs never loads this module. */
static void input_release(struct check_input *in)
{
	free(in->file);
	for (int a = 0; a < in->nargs; a++)
		free(in->args[a]);
	free(in->args);
}

static void convert(CXCompileCommand cmd, struct check_input *in,
		    char *const *extra, int nextra)
{
	CXString ds = clang_CompileCommand_getDirectory(cmd);
	CXString fs = clang_CompileCommand_getFilename(cmd);
	const char *dir = clang_getCString(ds);
	unsigned n = clang_CompileCommand_getNumArgs(cmd);
	char *file = absolute(dir, clang_getCString(fs));

	memset(in, 0, sizeof(*in));
	in->file = file;
	for (unsigned i = 1; i < n; i++) {
		CXString as = clang_CompileCommand_getArg(cmd, i);
		const char *a = clang_getCString(as);
		bool done = false;
		if (!strcmp(a, "-c") || !strcmp(a, "-S") || !strcmp(a, "-E")) {
			done = true;
		} else if (!strcmp(a, "-o") || !strcmp(a, "-MF") ||
			   !strcmp(a, "-MT") || !strcmp(a, "-MQ")) {
			i++;
			done = true;
		} else if (!strncmp(a, "-o", 2) || !strcmp(a, "-MD") ||
			   !strcmp(a, "-MMD") || !strcmp(a, "-M") ||
			   !strcmp(a, "-MM")) {
			done = true;
		} else if (dropped_flag(a)) {
			done = true;
		} else {
			char *abs_a = absolute(dir, a);
			bool is_file = !strcmp(abs_a, file) ||
				       !strcmp(a, clang_getCString(fs));
			free(abs_a);
			if (is_file)
				done = true;
		}
		for (unsigned k = 0; !done && path_opts[k]; k++) {
			size_t l = strlen(path_opts[k]);
			if (!strcmp(a, path_opts[k]) && i + 1 < n) {
				CXString ps = clang_CompileCommand_getArg(cmd, ++i);
				add_arg(in, xstrdup(a));
				add_arg(in, absolute(dir, clang_getCString(ps)));
				clang_disposeString(ps);
				done = true;
			} else if (!strncmp(a, path_opts[k], l) && a[l] &&
				   !strcmp(path_opts[k], "-I")) {
				char *p = absolute(dir, a + l);
				add_arg(in, xasprintf("-I%s", p));
				free(p);
				done = true;
			}
		}
		if (!done)
			add_arg(in, xstrdup(a));
		clang_disposeString(as);
	}
	for (int i = 0; i < nextra; i++)
		add_arg(in, xstrdup(extra[i]));
	clang_disposeString(ds);
	clang_disposeString(fs);
}

int pm_compdb_inputs(const char *dir, char *const *files, size_t nfiles,
		     char *const *extra, int nextra, struct check_input **in,
		     size_t *n)
{
	CXCompilationDatabase_Error err;
	CXCompilationDatabase db = clang_CompilationDatabase_fromDirectory(dir, &err);
	CXCompileCommands cmds;

	*in = NULL;
	*n = 0;
	if (err != CXCompilationDatabase_NoError || !db)
		return error("%s: no compile_commands.json could be loaded", dir);
	if (nfiles == 0) {
		cmds = clang_CompilationDatabase_getAllCompileCommands(db);
		unsigned k = clang_CompileCommands_getSize(cmds);
		for (unsigned i = 0; i < k; i++) {
			CXCompileCommand cmd = clang_CompileCommands_getCommand(cmds, i);
			struct check_input tmp;
			convert(cmd, &tmp, extra, nextra);
			if (!is_c_source(tmp.file)) {
				input_release(&tmp);
				continue;
			}
			*in = xrealloc(*in, (*n + 1) * sizeof(**in));
			(*in)[(*n)++] = tmp;
		}
		clang_CompileCommands_dispose(cmds);
	} else {
		for (size_t f = 0; f < nfiles; f++) {
			char real[PATH_MAX];
			const char *p = realpath(files[f], real) ? real : files[f];
			cmds = clang_CompilationDatabase_getCompileCommands(db, p);
			*in = xrealloc(*in, (*n + 1) * sizeof(**in));
			struct check_input *ci = &(*in)[(*n)++];
			if (cmds && clang_CompileCommands_getSize(cmds) > 0) {
				convert(clang_CompileCommands_getCommand(cmds, 0),
					ci, extra, nextra);
				free(ci->file);
				ci->file = xstrdup(files[f]);
			} else {
				memset(ci, 0, sizeof(*ci));
				ci->file = xstrdup(files[f]);
				for (int i = 0; i < nextra; i++)
					add_arg(ci, xstrdup(extra[i]));
			}
			if (cmds)
				clang_CompileCommands_dispose(cmds);
		}
	}
	clang_CompilationDatabase_dispose(db);
	return 0;
}
