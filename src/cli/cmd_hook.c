/*
 * cmd_hook.c: the pre-commit commands around 'tmopt check':
 *
 *   tmopt config --dump [FILE]      the effective .tmopt.yaml for FILE
 *   tmopt baseline write FILE [check options and inputs]
 *   tmopt install-hook [--force]    .git/hooks/pre-commit running
 *                                   'tmopt check --staged'
 */
#include "cli.h"
#include "config.h"
#include "diffmap.h"
#include "util.h"

#include <errno.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define HOOK_MARK "# installed by 'tmopt install-hook'"

int cmd_config(int argc, char **argv)
{
	const char *file = ".";
	const struct tmconfig *c;
	char err[1024];
	bool dump = false;

	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--dump"))
			dump = true;
		else if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
			puts("usage: tmopt config --dump [FILE]\n\nprint the "
			     "configuration that applies to FILE (default: the "
			     "current directory) as YAML");
			return EXIT_CLEAN;
		} else if (argv[i][0] == '-') {
			fprintf(stderr, "%s: unrecognized option '%s'\n", argv[0],
				argv[i]);
			return cli_usage_hint(argv[0]);
		} else {
			file = argv[i];
		}
	}
	if (!dump) {
		error("usage: tmopt config --dump [FILE]");
		return EXIT_USAGE;
	}
	if (config_find(file, &c, err, sizeof err)) {
		error("%s", err);
		return EXIT_USAGE;
	}
	config_dump(stdout, c);
	config_cache_clear();
	return EXIT_CLEAN;
}

static const char baseline_usage[] =
"usage: tmopt baseline write FILE [check options] [FILES|DIRS...]\n"
"\n"
"write the current findings to FILE; 'tmopt check --baseline FILE' then\n"
"reports only new ones\n";

int cmd_baseline(int argc, char **argv)
{
	if (argc > 1 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
		fputs(baseline_usage, stdout);
		return EXIT_CLEAN;
	}
	if (argc > 1 && argv[1][0] == '-') {
		fprintf(stderr, "%s: unrecognized option '%s'\n", argv[0], argv[1]);
		return cli_usage_hint(argv[0]);
	}
	if (argc < 3 || strcmp(argv[1], "write")) {
		if (argc > 1 && strcmp(argv[1], "write"))
			error("baseline: unknown action '%s' (write)", argv[1]);
		fputs(baseline_usage, stderr);
		return EXIT_USAGE;
	}
	/* tmopt check --write-baseline FILE [rest] */
	char **av = xcalloc((size_t)argc + 2, sizeof(char *));
	int ac = 0;
	av[ac++] = argv[0];	/* "tmopt baseline" in getopt's messages */
	av[ac++] = "--write-baseline";
	av[ac++] = argv[2];
	for (int i = 3; i < argc; i++)
		av[ac++] = argv[i];
	int rc = cmd_check(ac, av);
	free(av);
	return rc;
}

#define HOOK_SUM "# tmopt-hook-sum: "

/* The hook.  It passes no -p and no compiler flags: 'tmopt check' reads
 * them from the project's .tmopt.yaml (compile-commands, compiler-args),
 * so editing that file never needs a new hook.  The tmopt that installed
 * it runs it, else the one on PATH. */
static const char hook_text[] =
"#!/bin/sh\n"
HOOK_MARK "\n"
"# Blocks a commit whose staged changes add tmopt findings (warnings and\n"
"# above) on the lines they change.  The compile database and compiler\n"
"# arguments come from .tmopt.yaml ('compile-commands: build/',\n"
"# 'compiler-args: [...]').  Bypass once: git commit --no-verify\n"
"tmopt=%s\n"
"[ -x \"$tmopt\" ] || tmopt=tmopt\n"
"exec \"$tmopt\" check --staged --fail-on warning --no-source\n";

/* FNV-1a of text without its HOOK_SUM line: what tells an edited hook
 * from the one tmopt wrote. */
static unsigned long long hook_sum(const char *text)
{
	unsigned long long h = 1469598103934665603ULL;

	for (const char *p = text; *p;) {
		const char *eol = strchr(p, '\n');
		size_t n = eol ? (size_t)(eol - p + 1) : strlen(p);
		if (strncmp(p, HOOK_SUM, strlen(HOOK_SUM)))
			for (size_t i = 0; i < n; i++)
				h = (h ^ (unsigned char)p[i]) * 1099511628211ULL;
		p += n;
	}
	return h;
}

/* Whether old is a hook tmopt wrote and nobody edited since. */
static bool hook_pristine(const char *old)
{
	const char *s = strstr(old, HOOK_SUM);
	unsigned long long v;

	return strstr(old, HOOK_MARK) && s &&
	       sscanf(s + strlen(HOOK_SUM), "%llx", &v) == 1 &&
	       v == hook_sum(old);
}

/* A shell word for s (single quotes). */
static char *shell_quote(const char *s)
{
	struct strbuf sb = { 0 };

	sb_puts(&sb, "'");
	for (; *s; s++)
		if (*s == '\'')
			sb_puts(&sb, "'\\''");
		else
			sb_add(&sb, s, 1);
	sb_puts(&sb, "'");
	return sb_detach(&sb);
}

/* After installing: when the project's .tmopt.yaml gives no compile
 * database and no compiler arguments, the hook analyses files without
 * their -I and -D; say how to fix it, naming a build directory that holds
 * a compile_commands.json when there is one. */
static void hint_compdb(void)
{
	const struct tmconfig *tc = NULL;
	char err[512];
	glob_t gl;

	memset(&gl, 0, sizeof gl);
	if (config_find(".", &tc, err, sizeof err) ||
	    (tc && (tc->compile_commands || tc->nargs)))
		return;
	char *top = diff_run("git rev-parse --show-toplevel 2>/dev/null", NULL);
	if (!top)
		return;
	top[strcspn(top, "\n")] = 0;
	char *pat = xasprintf("%s/*/compile_commands.json", top);
	const char *found = NULL;
	if (glob(pat, 0, NULL, &gl) == 0 && gl.gl_pathc > 0)
		found = gl.gl_pathv[0] + strlen(top) + 1;
	if (found) {
		char *d = xstrndup(found, strcspn(found, "/"));
		fprintf(stderr, "tmopt: note: %s names no compile database: add "
			"'compile-commands: %s/' to it so that the hook analyses "
			"each file with its flags\n", tc ? tc->path : CONFIG_NAME, d);
		free(d);
	} else {
		fprintf(stderr, "tmopt: note: no compile database is configured: "
			"add 'compile-commands: BUILD_DIR/' (or 'compiler-args: "
			"[-Iinclude]') to %s if the sources need flags\n",
			tc ? tc->path : CONFIG_NAME);
	}
	globfree(&gl);
	free(pat);
	free(top);
	config_cache_clear();
}

int cmd_install_hook(int argc, char **argv)
{
	bool force = false;
	char exe[4096];

	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--force") || !strcmp(argv[i], "-f"))
			force = true;
		else if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
			puts("usage: tmopt install-hook [--force]\n\nwrite "
			     ".git/hooks/pre-commit running 'tmopt check "
			     "--staged', which\nreads the compile database and "
			     "compiler arguments from .tmopt.yaml\n"
			     "('compile-commands: build/', 'compiler-args: "
			     "[...]').\n\n  -f, --force   replace a hook tmopt "
			     "did not write, or one edited since");
			return EXIT_CLEAN;
		} else {
			fprintf(stderr, "%s: unrecognized option '%s'\n", argv[0],
				argv[i]);
			return cli_usage_hint(argv[0]);
		}
	}
	char *dir = diff_run("git rev-parse --git-path hooks 2>/dev/null", NULL);
	if (!dir) {
		error("install-hook: not in a git repository");
		return EXIT_USAGE;
	}
	dir[strcspn(dir, "\n")] = 0;
	mkdir(dir, 0777);
	char *path = xasprintf("%s/pre-commit", dir);
	size_t len;
	char *old = read_file(path, &len);
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (n <= 0)
		strcpy(exe, "tmopt");
	else
		exe[n] = 0;
	char *q = shell_quote(exe);
	char *body = xasprintf(hook_text, q);
	char *text = xasprintf("%s" HOOK_SUM "%016llx\n", body, hook_sum(body));
	int rc = EXIT_CLEAN;
	free(q);
	free(body);
	if (old && !force && !hook_pristine(old)) {
		error("install-hook: '%s' exists and %s (use --force to replace "
		      "it)", path, strstr(old, HOOK_MARK) ?
		      "was edited since tmopt wrote it" : "was not written by tmopt");
		rc = EXIT_USAGE;
		goto out;
	}
	if (old && !strcmp(old, text)) {
		printf("tmopt: %s is up to date\n", path);
		goto out;
	}
	FILE *f = fopen(path, "w");
	int wrc = f ? fputs(text, f) : -1;
	if (f && fclose(f))
		wrc = -1;
	if (wrc < 0) {
		error("install-hook: cannot write '%s': %s", path, strerror(errno));
		rc = EXIT_USAGE;
	} else {
		chmod(path, 0755);
		printf("tmopt: installed %s\n", path);
	}
out:
	if (rc == EXIT_CLEAN)
		hint_compdb();
	free(old);
	free(text);
	free(path);
	free(dir);
	return rc;
}
