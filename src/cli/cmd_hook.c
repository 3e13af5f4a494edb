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
			return error("config: unknown option '%s'", argv[i]), EXIT_USAGE;
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

int cmd_baseline(int argc, char **argv)
{
	if (argc < 3 || strcmp(argv[1], "write")) {
		fputs("usage: tmopt baseline write FILE [check options] "
		      "[FILES|DIRS...]\n\nwrite the current findings to FILE; "
		      "'tmopt check --baseline FILE' then\nreports only new "
		      "ones\n", argc > 1 && !strcmp(argv[1], "--help") ?
		      stdout : stderr);
		return argc > 1 && !strcmp(argv[1], "--help") ? EXIT_CLEAN :
		       EXIT_USAGE;
	}
	/* tmopt check --write-baseline FILE [rest] */
	char **av = xcalloc((size_t)argc + 2, sizeof(char *));
	int ac = 0;
	av[ac++] = "check";
	av[ac++] = "--write-baseline";
	av[ac++] = argv[2];
	for (int i = 3; i < argc; i++)
		av[ac++] = argv[i];
	int rc = cmd_check(ac, av);
	free(av);
	return rc;
}

static const char hook_text[] =
"#!/bin/sh\n"
HOOK_MARK "\n"
"# Blocks a commit whose staged changes add tmopt findings (warnings and\n"
"# above) on the lines they change.  Bypass once: git commit --no-verify\n"
"exec %s check --staged --fail-on warning --no-source\n";

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
			     "--staged';\n--force replaces a hook tmopt did not "
			     "write");
			return EXIT_CLEAN;
		} else {
			error("install-hook: unknown option '%s'", argv[i]);
			return EXIT_USAGE;
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
	if (old && !strstr(old, HOOK_MARK) && !force) {
		error("install-hook: '%s' exists and was not written by tmopt "
		      "(use --force to replace it)", path);
		free(old);
		free(path);
		free(dir);
		return EXIT_USAGE;
	}
	free(old);
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (n <= 0)
		strcpy(exe, "tmopt");
	else
		exe[n] = 0;
	FILE *f = fopen(path, "w");
	int rc = EXIT_CLEAN;
	if (!f || fprintf(f, hook_text, exe) < 0 || fclose(f)) {
		error("install-hook: cannot write '%s': %s", path, strerror(errno));
		rc = EXIT_USAGE;
	} else {
		chmod(path, 0755);
		printf("tmopt: installed %s\n", path);
	}
	free(path);
	free(dir);
	return rc;
}
