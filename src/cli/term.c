/*
 * term.c: what the commands may do to a terminal, and the hint after a
 * usage error.  A terminal that calls
 * itself dumb (TERM=dumb: Emacs shells, some CI log viewers) gets neither
 * colour nor the '\r\033[K' progress line, and NO_COLOR (no-color.org:
 * set and not empty) turns colour off wherever it would be automatic.
 */
#include "cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int cli_usage_hint(const char *cmd)
{
	fprintf(stderr, "%s: see '%s --help' for the options\n", cmd, cmd);
	return EXIT_USAGE;
}

int cli_no_options(int argc, char **argv, const char *usage)
{
	if (argc < 2)
		return -1;
	if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
		fputs(usage, stdout);
		return EXIT_CLEAN;
	}
	if (argv[1][0] == '-')
		fprintf(stderr, "%s: unrecognized option '%s'\n", argv[0], argv[1]);
	else
		fprintf(stderr, "%s: unexpected argument '%s'\n", argv[0], argv[1]);
	cli_usage_hint(argv[0]);
	return EXIT_USAGE;
}

bool cli_terminal(int fd)
{
	const char *term = getenv("TERM");

	return isatty(fd) && !(term && !strcmp(term, "dumb"));
}

bool cli_color(const char *when, int fd)
{
	const char *no = getenv("NO_COLOR");

	if (!strcmp(when, "always"))
		return true;
	if (!strcmp(when, "never"))
		return false;
	return cli_terminal(fd) && !(no && *no);
}
