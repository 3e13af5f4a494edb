/*
 * main.c: subcommand dispatch, as git.c does it: one table, one signature,
 * the return value is the exit status.
 */
#include "cli.h"
#include "check.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

struct command {
	const char *name;
	int (*fn)(int, char **);
	const char *help;
};

static const struct command commands[] = {
#define CMD(name, fn, help) { name, fn, help },
#include "commands.h"
#undef CMD
};

static int usage(FILE *out)
{
	fputs("usage: tmopt <command> [options] [args]\n\ncommands:\n", out);
	for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		fprintf(out, "  %-14s %s\n", commands[i].name, commands[i].help);
	fputs("\n'tmopt <command> --help' describes a command's options.\n", out);
	return out == stdout ? EXIT_CLEAN : EXIT_USAGE;
}

int main(int argc, char **argv)
{
	if (argc < 2)
		return usage(stderr);
	if (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help") ||
	    !strcmp(argv[1], "help"))
		return usage(stdout);
	if (!strcmp(argv[1], "--version"))
		return cmd_version(argc - 1, argv + 1);
	for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		if (!strcmp(argv[1], commands[i].name)) {
			/* getopt names the program by argv[0]: "tmopt check:
			 * unrecognized option '--bogus'" */
			char name[64];
			snprintf(name, sizeof name, "tmopt %s", commands[i].name);
			argv[1] = name;
			int rc = commands[i].fn(argc - 1, argv + 1);
			if (check_abandoned_threads()) {
				/* a worker is still inside libclang on a file
				 * past --file-timeout: no destructors under it */
				fflush(NULL);
				_exit(rc);
			}
			return rc;
		}
	fprintf(stderr, "tmopt: error: unknown command '%s'\n", argv[1]);
	return usage(stderr);
}
