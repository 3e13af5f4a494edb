/*
 * term.c: what the commands may do to a terminal.  A terminal that calls
 * itself dumb (TERM=dumb: Emacs shells, some CI log viewers) gets neither
 * colour nor the '\r\033[K' progress line, and NO_COLOR (no-color.org:
 * set and not empty) turns colour off wherever it would be automatic.
 */
#include "cli.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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
