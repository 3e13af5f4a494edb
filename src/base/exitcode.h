/*
 * exitcode.h: the exit statuses of the command-line contract, which every
 * layer that ends a command may return: 0 clean, 1 findings, 2 usage or
 * configuration, 3 a file could not be analysed.
 */
#ifndef TMOPT_EXITCODE_H
#define TMOPT_EXITCODE_H

enum {
	EXIT_CLEAN = 0,		/* nothing at or above --fail-on */
	EXIT_FINDINGS = 1,	/* findings at or above --fail-on */
	EXIT_USAGE = 2,		/* usage or configuration error */
	EXIT_FILE_ERROR = 3,	/* some file could not be analysed */
};

#endif
