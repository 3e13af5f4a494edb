/*
 * input.h: one translation unit to analyse, as the front end collects it
 * (FILES and DIRS, or a compile database) and the engine consumes it.
 */
#ifndef TMOPT_INPUT_H
#define TMOPT_INPUT_H

struct check_config;

struct check_input {
	char *file;		/* path as given or from the compile database */
	char **args;		/* compiler arguments (owned) */
	int nargs;
	const struct check_config *cfg;	/* NULL: the run's (per-file
					 * .tmopt.yaml settings, gate.c) */
};

#endif
