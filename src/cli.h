/*
 * cli.h: subcommand entry points (one per line of commands.h) and the
 * exit codes of the command-line contract.
 */
#ifndef TMOPT_CLI_H
#define TMOPT_CLI_H

enum {
	EXIT_CLEAN = 0,		/* nothing at or above --fail-on */
	EXIT_FINDINGS = 1,	/* findings at or above --fail-on */
	EXIT_USAGE = 2,		/* usage or configuration error */
	EXIT_FILE_ERROR = 3,	/* some file could not be analysed */
};

#define CMD(name, fn, help) int fn(int argc, char **argv);
#include "commands.h"
#undef CMD

#endif
