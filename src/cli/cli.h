/*
 * cli.h: subcommand entry points (one per line of commands.h); the exit
 * codes of the command-line contract are in exitcode.h.
 */
#ifndef TMOPT_CLI_H
#define TMOPT_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "exitcode.h"

#define CMD(name, fn, help) int fn(int argc, char **argv);
#include "commands.h"
#undef CMD

/* After a usage error (getopt has named it): the hint to --help, on
 * stderr; returns EXIT_USAGE.  cmd is argv[0], "tmopt check". */
int cli_usage_hint(const char *cmd);

/* Markdown text rendered for a terminal of width columns (md_term.c). */
void md_render_term(FILE *out, const char *text, size_t len, bool color,
		    size_t width);

/* Commands without options: -1 to go on, else the exit status after
 * answering --help with usage (on stdout) or rejecting anything else. */
int cli_no_options(int argc, char **argv, const char *usage);

/* fd is a terminal that takes control sequences (not TERM=dumb). */
bool cli_terminal(int fd);
/* Colour for --color WHEN ("auto", "always", "never") on fd: auto is a
 * terminal that is not dumb, with NO_COLOR unset or empty. */
bool cli_color(const char *when, int fd);

/* The findings database: given (--db) when set, else $TMOPT_DB, else the
 * db: key of .tmopt.yaml (config_path: --config, else the one of the
 * current directory; a file relative to its directory), else NULL.  The
 * string lives until the next call. */
const char *cli_db(const char *given, const char *config_path);

#endif
