/*
 * parse.c: libclang parsing, the parse module's side of parse.h (see
 * parse_module.h: this file is built into tmopt-parse.so, never into the
 * engine, and defines the module's one exported symbol).
 *
 * Files are screened before clang sees them: an unreadable, empty or
 * binary file gets a message of its own instead of a page of lexer errors.
 * Warnings are switched off (-w): only errors decide whether a file can be
 * analysed, and clang's warnings are not this tool's business.
 */
#include "parse_module.h"
#include "util.h"
#include "walk.h"

#include <clang-c/Index.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

struct pm_parser {
	CXIndex index;
	char **inc;		/* files of the last parse (parser_includes) */
	size_t ninc, capinc;
};

static void includes_clear(struct pm_parser *p)
{
	for (size_t i = 0; i < p->ninc; i++)
		free(p->inc[i]);
	p->ninc = 0;
}

static void include_visit(CXFile file, CXSourceLocation *stack, unsigned depth,
			  CXClientData data)
{
	struct pm_parser *p = data;
	CXString s = clang_getFileName(file);
	const char *name = clang_getCString(s);

	(void)stack;
	(void)depth;
	if (name && *name) {
		if (p->ninc == p->capinc) {
			p->capinc = p->capinc ? 2 * p->capinc : 32;
			p->inc = xrealloc(p->inc, p->capinc * sizeof(char *));
		}
		p->inc[p->ninc++] = xstrdup(name);
	}
	clang_disposeString(s);
}

static const char *const *pm_parser_includes(const struct pm_parser *p,
					     size_t *n)
{
	*n = p->ninc;
	return (const char *const *)p->inc;
}

static struct pm_parser *pm_parser_new(void)
{
	struct pm_parser *p = xcalloc(1, sizeof(*p));

	p->index = clang_createIndex(0, 0);
	return p;
}

static void pm_parser_free(struct pm_parser *p)
{
	if (!p)
		return;
	clang_disposeIndex(p->index);
	includes_clear(p);
	free(p->inc);
	free(p);
}

static char *pm_clang_version(void)
{
	CXString s = clang_getClangVersion();
	char *r = xstrdup(clang_getCString(s));
	clang_disposeString(s);
	return r;
}

/* Reject what is not C source text, with a reason. */
/* C++ sources: libclang would parse them, but the walker and the rules
 * model C (TCS's C compiler); say so instead of half-analysing them. */
static bool is_cplusplus(const char *path)
{
	static const char *const ext[] = { ".cc", ".cpp", ".cxx", ".c++", ".C",
		".hpp", ".hxx", ".hh", NULL };
	size_t n = strlen(path);

	for (unsigned i = 0; ext[i]; i++) {
		size_t e = strlen(ext[i]);
		if (n > e && !strcmp(path + n - e, ext[i]))
			return true;
	}
	return false;
}

/*
 * Read in steps, not whole: only the first 64 KiB are looked at for binary
 * data, and the whitespace test ends at the first other byte, so a large
 * source costs one step here instead of a copy of the file.
 */
static int screen(const char *path, char **err)
{
	static const size_t head = 65536;	/* where NUL bytes are sought */
	char *buf;
	size_t n, total = 0;
	bool text_seen = false, nul = false;
	FILE *f;

	if (is_cplusplus(path)) {
		*err = xasprintf("%s: a C++ source: tmopt analyses C", path);
		return -1;
	}
	if (!(f = fopen(path, "rb"))) {
		*err = xasprintf("%s: cannot read file: %s", path, strerror(errno));
		return -1;
	}
	buf = xmalloc(head);
	while ((n = fread(buf, 1, head, f)) > 0) {
		if (total < head)
			nul = nul || memchr(buf, '\0', n < head - total ?
							 n : head - total);
		total += n;
		for (size_t i = 0; i < n && !text_seen; i++)
			text_seen = buf[i] != ' ' && buf[i] != '\t' &&
				    buf[i] != '\n' && buf[i] != '\r' &&
				    buf[i] != '\f';
		if (text_seen && total >= head)
			break;	/* the verdict cannot change */
	}
	int rc = 0;
	if (ferror(f)) {
		*err = xasprintf("%s: cannot read file: %s", path, strerror(errno));
		rc = -1;
	} else if (!text_seen) {
		*err = xasprintf("%s: file is empty: nothing to analyse", path);
		rc = -1;
	} else if (nul) {
		*err = xasprintf("%s: not a C source file: it holds binary data", path);
		rc = -1;
	}
	free(buf);
	fclose(f);
	return rc;
}

static char *diagnostics(CXTranslationUnit tu, unsigned *nerrors)
{
	struct strbuf sb = { 0 };
	unsigned n = clang_getNumDiagnostics(tu), shown = 0;

	*nerrors = 0;
	for (unsigned i = 0; i < n; i++) {
		CXDiagnostic d = clang_getDiagnostic(tu, i);
		enum CXDiagnosticSeverity s = clang_getDiagnosticSeverity(d);
		if (s >= CXDiagnostic_Error) {
			(*nerrors)++;
			if (shown++ < 5) {
				CXString t = clang_formatDiagnostic(d,
					CXDiagnostic_DisplaySourceLocation |
					CXDiagnostic_DisplayColumn);
				if (sb.len)
					sb_add(&sb, "\n", 1);
				sb_puts(&sb, clang_getCString(t));
				clang_disposeString(t);
			}
		}
		clang_disposeDiagnostic(d);
	}
	if (shown > 5)
		sb_printf(&sb, "\n(%u more errors)", shown - 5);
	return sb_detach(&sb);
}

static int pm_parse_file(struct pm_parser *p, const char *path,
			 char *const *args, int nargs, const char *triple,
			 struct model *m, char **err)
{
	CXTranslationUnit tu = NULL;
	const char **argv = NULL;
	int argc = 0, rc = -1;
	char *target = NULL;
	const char *resdir = getenv("TMOPT_RESOURCE_DIR");

	*err = NULL;
	includes_clear(p);
	if (screen(path, err))
		return -1;
	argv = xcalloc((size_t)nargs + 16, sizeof(*argv));
	target = xasprintf("--target=%s", triple);
	argv[argc++] = target;
	argv[argc++] = "-w";
	argv[argc++] = "-ferror-limit=20";
	/* C89 code that GCC 12 compiles with warnings (clang 16 and later
	 * reject it by default): implicit function declarations, implicit
	 * int, int <-> pointer conversions.  A user's own -Werror=... in the
	 * arguments below still wins. */
	argv[argc++] = "-Wno-error=implicit-function-declaration";
	argv[argc++] = "-Wno-error=implicit-int";
	argv[argc++] = "-Wno-error=int-conversion";
	argv[argc++] = "-Wno-error=incompatible-function-pointer-types";
	argv[argc++] = "-Wno-error=return-type";
	if (resdir && *resdir) {
		argv[argc++] = "-resource-dir";
		argv[argc++] = resdir;
	}
	for (int i = 0; i < nargs; i++)
		argv[argc++] = args[i];

	enum CXErrorCode ec = clang_parseTranslationUnit2(p->index, path, argv,
		argc, NULL, 0, CXTranslationUnit_IgnoreNonErrorsFromIncludedFiles,
		&tu);
	if (ec != CXError_Success || !tu) {
		*err = xasprintf("%s: clang could not parse the file (%s)", path,
			ec == CXError_Crashed ? "libclang crashed" :
			ec == CXError_InvalidArguments ? "invalid arguments" :
			ec == CXError_ASTReadError ? "AST read error" : "failure");
		goto out;
	}
	unsigned nerrors;
	char *diag = diagnostics(tu, &nerrors);
	if (nerrors) {
		*err = diag;
		goto out;
	}
	free(diag);
	if (walk_tu(tu, m)) {
		*err = xasprintf("%s: an expression or statement is nested "
				 "deeper than %u levels: not analysed", path,
				 walk_max_depth());
		goto out;
	}
	includes_clear(p);
	clang_getInclusions(tu, include_visit, p);
	rc = 0;
out:
	if (tu)
		clang_disposeTranslationUnit(tu);
	free(target);
	free(argv);
	return rc;
}

static const struct parse_module module = {
	.abi = PARSE_MODULE_ABI,
	.version = TMOPT_VERSION,
	.model_size = sizeof(struct model),
	.input_size = sizeof(struct check_input),
	.parser_new = pm_parser_new,
	.parser_free = pm_parser_free,
	.parse_file = pm_parse_file,
	.parser_includes = pm_parser_includes,
	.clang_version = pm_clang_version,
	.compdb_inputs = pm_compdb_inputs,
};

__attribute__((visibility("default")))
const struct parse_module *tmopt_parse_module(void)
{
	return &module;
}
