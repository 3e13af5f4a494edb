/*
 * cli.h: subcommand entry points (one per line of commands.h); the exit
 * codes of the command-line contract are in exitcode.h.
 */
#ifndef TMOPT_CLI_H
#define TMOPT_CLI_H

#include "exitcode.h"

#define CMD(name, fn, help) int fn(int argc, char **argv);
#include "commands.h"
#undef CMD

#endif
