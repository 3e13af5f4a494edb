/*
 * gate.h: what 'tmopt check' needs for pre-commit use, kept out of
 * cmd_check.c: per-file configuration (.tmopt.yaml), the results cache,
 * input selection for --staged/--diff, and the filters that run between
 * the engine and the sinks -- excluded paths, inline suppressions,
 * severity overrides, the baseline and changed lines -- plus the
 * --max-new-cycles budget.  docs/precommit.md is the user's guide.
 *
 * cmd_check.c calls, in order: gate_option() for options it does not
 * know, gate_cli_*() for the options that override the config,
 * gate_collect() for the inputs, gate_prepare() before check_run(),
 * gate_filter() after it, gate_status() on the exit status and
 * gate_release() at the end.
 */
#ifndef TMOPT_GATE_H
#define TMOPT_GATE_H

#include <stdbool.h>
#include <stddef.h>

#include "check.h"
#include "diffmap.h"
#include "inputs.h"

enum {
	GATE_O_CONFIG = 0x4000, GATE_O_BASELINE, GATE_O_WRITE_BASELINE,
	GATE_O_DIFF, GATE_O_STAGED, GATE_O_UNUSED, GATE_O_CACHE,
	GATE_O_NO_CACHE, GATE_O_MAX_CYCLES,
};

/* Entries for cmd_check's getopt_long table. */
#define GATE_LONG_OPTIONS \
	{ "config", required_argument, NULL, GATE_O_CONFIG }, \
	{ "baseline", required_argument, NULL, GATE_O_BASELINE }, \
	{ "write-baseline", required_argument, NULL, GATE_O_WRITE_BASELINE }, \
	{ "diff", required_argument, NULL, GATE_O_DIFF }, \
	{ "staged", no_argument, NULL, GATE_O_STAGED }, \
	{ "report-unused-suppressions", no_argument, NULL, GATE_O_UNUSED }, \
	{ "cache", required_argument, NULL, GATE_O_CACHE }, \
	{ "no-cache", no_argument, NULL, GATE_O_NO_CACHE }, \
	{ "max-new-cycles", required_argument, NULL, GATE_O_MAX_CYCLES },

#define GATE_USAGE \
"  --config FILE        use FILE instead of the nearest .tmopt.yaml\n" \
"  --baseline FILE      report only findings not in FILE ('tmopt baseline')\n" \
"  --diff PATCH|-       report only findings on lines the unified diff adds\n" \
"  --staged             the same for the staged changes (git diff --cached);\n" \
"                       with no FILES, checks the staged C files and the C\n" \
"                       files including staged headers\n" \
"  --max-new-cycles N   exit 1 when the reported findings add more than N\n" \
"                       estimated cycles per call\n" \
"  --report-unused-suppressions  report 'tmopt: ignore' comments that\n" \
"                       suppress nothing\n" \
"  --cache DIR          results cache (default: tmopt-cache/ in the\n" \
"                       compile-commands build directory, else in .git/,\n" \
"                       else $XDG_CACHE_HOME/tmopt)\n" \
"  --no-cache           parse every file\n"

struct gate_cfg;
struct baseline;

struct gate {
	/* options */
	const char *config_path, *baseline, *write_baseline, *diff, *cache_dir;
	bool staged, report_unused, no_cache;
	long long max_new_cycles;	/* -1: no budget */
	/* command-line settings that override the config */
	const char *cli_target;
	char *cli_rules;
	bool cli_trip;
	/* state */
	struct gate_cfg **d;	/* one allocation each: the inputs point
				 * into them while more are added */
	size_t nd;
	struct results_cache *cache;
	struct diffmap dm;
	bool have_diff;
	char *toplevel;
	char *build_dir;	/* of the compile database in use, or NULL */
	char *root;		/* gate_root(), once computed */
	const struct check_result *rebased;	/* paths already root-relative */
	bool root_done;
	unsigned long long new_cycles;
	/* --baseline, kept for the sinks (gate_baseline): how each finding of the
	 * filtered result matched (enum bl_match), the entries no finding
	 * matched, and their baselineState strings */
	struct baseline *bl;
	unsigned char *bl_match;
	struct findings bl_absent;
	const char **bl_state;
	bool *bl_external;
	char *bl_why;
};

void gate_init(struct gate *g);
void gate_release(struct gate *g);

/* Handle option c (a GATE_O_* value).  Returns 0, or -1 with a message
 * printed. */
int gate_option(struct gate *g, int c, const char *arg);

/* Remember --rules globs given on the command line. */
void gate_cli_rules(struct gate *g, const char *globs);

/* The inputs: as inputs_collect(), except that with --staged or --diff
 * and no FILES or -p they are the diff's C files and the C files that
 * include its headers.  Returns 0, or -1 with a message printed. */
int gate_collect(struct gate *g, const char *pdir, const struct input_args *a,
		 struct check_input **in, size_t *n);

/* Apply the configuration files to the inputs (per-file settings,
 * excluded paths) and set up the cache.  cfg is the run's configuration
 * from the command line.  Returns 0, or -1 with a message printed (exit
 * status 2). */
int gate_prepare(struct gate *g, struct check_config *cfg,
		 struct check_input *in, size_t *n);

/* Filter the result.  Returns 0 to go on to the sinks, or 1 when the
 * command is finished with *rc set (an error, or a baseline written). */
int gate_filter(struct gate *g, struct check_result *res, int *rc);

/* The baseline as the sinks show it (SARIF's baselineState and
 * suppressions); the arrays index the filtered result's findings. */
struct gate_baseline_view {
	const char *const *state;	/* "new" or "unchanged" */
	const bool *external;	/* suppressed by the baseline */
	const char *justification;	/* "in baseline FILE" */
	const struct findings *absent;	/* entries no finding matched */
};

/* The view of the baseline after gate_filter: every finding's state
 * ("new", or "unchanged" when the baseline holds it), the baseline's
 * suppressions marked external with "in baseline FILE", and the entries
 * no finding matched.  Leaves v alone without --baseline.  v points into
 * g: valid until gate_release. */
void gate_baseline(struct gate *g, const struct check_result *res,
		   struct gate_baseline_view *v);

/*
 * The project root: the git top level of the current directory, else the
 * directory of the nearest .tmopt.yaml, else NULL.  Stored paths (the
 * findings database, baselines) are relative to it, so a checkout in
 * another folder (CI) matches.  Valid until gate_release.
 */
/* Warn, on stderr, of configuration that names nothing of the run: an
 * 'entries:' list that names no function of a run of several files, and
 * each setting (.tmopt.yaml settings:) that applies to no file analysed
 * (a misspelt structure, field or value name).  Not after a partial run
 * (--staged, --diff), nor when a file was not analysed. */
void gate_config_unused(const struct gate *g, const struct check_result *res,
			bool partial);

const char *gate_root(struct gate *g);

/* Rewrite the paths of res (findings, files, errors) relative to the
 * project root, those below it; for storing, not for display.  Done once
 * per result (a second call on the same res does nothing). */
void gate_paths_to_root(struct gate *g, struct check_result *res);

/* A root-relative path back to a usable one (absolute, or relative to
 * the current directory when below it); allocated. */
char *gate_path_from_root(struct gate *g, const char *path);

/* The exit status with the --max-new-cycles budget applied. */
int gate_status(struct gate *g, const struct check_result *res, int rc);

#endif
