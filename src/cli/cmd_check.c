/*
 * cmd_check.c: 'tmopt check', the analysis command.
 *
 * Collects the inputs (files, directories searched for *.c, or a compile
 * database), loads the machine description, runs the engine and hands the
 * result to the chosen sink.  Exit status follows the contract in cli.h.
 */
#define _XOPEN_SOURCE 700
#include "check.h"
#include "fix.h"
#include "config.h"
#include "profile.h"
#include "cli.h"
#include "compdb.h"
#include "gate.h"
#include "inputs.h"
#include "sink.h"
#include "store.h"
#include "sink_sarif.h"
#include "util.h"

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char check_usage[] =
"usage: tmopt check [options] [FILES|DIRS...] [-- COMPILER-ARGS...]\n"
"\n"
"  -p DIR               build directory holding compile_commands.json\n"
"  --target NAME|PATH   machine description (default tm5250)\n"
"  --compare NAME|PATH  the porting view: also price every finding on\n"
"                       this target (text and JSON show both figures)\n"
"  --format F           text (default) | json | sarif | codeclimate\n"
"                       (GitLab Code Quality)\n"
"  -o, --output FILE    write the findings to FILE (default: standard\n"
"                       output)\n"
"  --rules GLOBS        enable/disable rules, e.g. '-*,divmod,double-*'\n"
"  --fail-on LEVEL      exit 1 on findings at or above: note, warning\n"
"                       (default), error, or none\n"
"  --profile FILE       measured loop trip counts and function calls\n"
"                       (JSON; see docs/json.md)\n"
"  --sort KEY           text order: location (default), cycles or saving\n"
"  --top N              text: only the N first findings (with --sort: the\n"
"                       most expensive)\n"
"  --fix                apply the findings' safe fixes to the files ('f'\n"
"                       suffixes, float math functions) until none is\n"
"                       left, then report what remains\n"
"  --assumed-trip N     trip count assumed for loops with unknown bounds\n"
"                       (default 64)\n"
"  -j N                 parallel translation units (default: cores)\n"
"  --file-timeout SECS  a file whose parse takes longer is reported as not\n"
"                       analysed, the others go on (default 300; 0: none)\n"
"  --color WHEN         auto (default), always, never\n"
"  --no-source          text: no source line, caret and advice\n"
"  -q, --quiet          no summary line on stderr\n"
GATE_USAGE
"  --db FILE            also store the run in the findings database FILE\n"
"                       (created if missing; needs --release), or in a\n"
"                       PostgreSQL database: --db postgresql://user@host/db\n"
"                       (default with --release or --previous: $TMOPT_DB,\n"
"                       else the db: key of .tmopt.yaml)\n"
"  --release TAG        release tag of the stored run (replaces the tag's\n"
"                       previous run)\n"
"  --commit SHA         commit of the stored run\n"
"  --previous TAG       SARIF: compare with release TAG of the --db\n"
"                       database (baselineState new, unchanged, updated,\n"
"                       absent); without --release nothing is stored\n"
"\n"
"exit status: 0 clean, 1 findings at or above --fail-on, 2 usage or\n"
"configuration error (or the run could not be stored), 3 a file could\n"
"not be analysed\n";

static struct check_input *g_in;
static size_t g_n;

static struct gate *g_gate;

/* The module of a stored (root-relative) path: the .tmopt.yaml map of the
 * file it names. */
static const char *module_of_stored(const char *path)
{
	char *p = gate_path_from_root(g_gate, path);
	const char *m = config_module_of(p);

	free(p);
	return m;
}

/* --db: store the run, its paths relative to the project root (a checkout
 * in another folder stores the same paths); returns 0 or -1 (message
 * printed).  The paths of res are rewritten. */
static int store_check_run(const char *path, const char *release,
			   const char *commit, const struct machine *md,
			   struct check_result *res, struct gate *gate)
{
	struct store_run run = { .release = release, .commit = commit,
		.target = md->name, .machine_hash = md->hash,
		.tool_version = TMOPT_VERSION };
	struct store *st;
	int rc;

	if (store_open(path, true, &st))
		return -1;
	gate_paths_to_root(gate, res);
	/* modules come from each file's .tmopt.yaml map when it has one */
	g_gate = gate;
	store_set_module_hook(module_of_stored);
	rc = store_add_run(st, &run, res);
	store_set_module_hook(NULL);
	g_gate = NULL;
	store_close(st);
	return rc;
}

/* --previous: res compared with release previous of the database path.
 * Returns 0 or -1 (message printed). */
static int compare_previous(const char *path, const char *previous,
			    const struct check_result *res,
			    struct store_compare *cmp)
{
	struct store *st;
	int rc;

	if (store_open_read(path, &st))
		return -1;
	rc = store_compare(st, previous, &res->fs, cmp);
	store_close(st);
	return rc;
}

static unsigned default_jobs(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);
	return n > 0 ? (unsigned)n : 1;
}

static const char *g_sort;

/* --sort cycles/saving: the costliest first, weighed by the runs of the
 * finding's function per call of the entry points (finding_weight()),
 * notes (set-up code, straight-line or hoistable code: once per call or
 * per stream) after every warning and error. */
static int cmp_cost(const void *a, const void *b)
{
	const struct finding *x = a, *y = b;
	if ((x->severity == SEV_NOTE) != (y->severity == SEV_NOTE))
		return x->severity == SEV_NOTE ? 1 : -1;
	bool sv = !strcmp(g_sort, "saving");
	uint64_t u = sv ? cap_mul(x->saving_cycles, x->calls ? x->calls : 1) :
		     finding_weight(x);
	uint64_t v = sv ? cap_mul(y->saving_cycles, y->calls ? y->calls : 1) :
		     finding_weight(y);

	if (u != v)
		return u > v ? -1 : 1;
	int c = strcmp(x->file, y->file);
	return c ? c : (x->line > y->line) - (x->line < y->line);
}

/* --compare: findings of the two runs match by fingerprint, rule, file. */
static void text_view(FILE *out, const struct check_result *res,
		      const char *sort_by, size_t top,
		      const struct machine *md, bool col, bool source)
{
	struct check_result view = *res;
	struct finding *v;
	size_t n = 0;

	if (!strcmp(sort_by, "location") && !top) {
		sink_text(out, res, md, col, source);
		return;
	}
	v = xcalloc(res->fs.n ? res->fs.n : 1, sizeof(*v));
	for (size_t i = 0; i < res->fs.n; i++)
		if (!res->fs.v[i].suppressed)
			v[n++] = res->fs.v[i];	/* shallow: strings shared */
	g_sort = sort_by;
	if (strcmp(sort_by, "location"))
		qsort(v, n, sizeof(*v), cmp_cost);
	view.fs.v = v;
	view.fs.n = top && top < n ? top : n;
	sink_text(out, &view, md, col, source);
	free(v);
}

/* --fix: apply the fixes, analyse again and repeat while fixes apply, so
 * that one run converges (a fix can expose another: 'sin(x) * 2.0' is a
 * float expression only once sin became sinf).  res ends as the fixed
 * files' findings, which the sinks then show.  Returns 0, or 1 with *rc
 * set when the command must end. */
static int fix_until_done(const struct check_config *cfg, struct gate *gate,
			  struct check_result *res, int quiet, int *rc)
{
	unsigned total = 0, files = 0;
	char **names = NULL;	/* the files a pass fixed, counted once */
	size_t nnames = 0;

	for (int pass = 0; pass < 8; pass++) {
		unsigned napplied = 0, nfiles = 0;
		size_t before = nnames;
		for (size_t i = 0; i < res->fs.n; i++) {
			const struct finding *f = &res->fs.v[i];
			bool seen = false;
			if (f->suppressed || !f->fix.present)
				continue;
			for (size_t k = 0; k < nnames && !seen; k++)
				seen = !strcmp(names[k], f->file);
			if (!seen) {
				names = xrealloc(names, (nnames + 1) * sizeof(char *));
				names[nnames++] = xstrdup(f->file);
			}
		}
		int frc = fix_apply(&res->fs, &napplied, &nfiles);
		total += napplied;
		if (!napplied) {	/* nothing changed: these files do not count */
			while (nnames > before)
				free(names[--nnames]);
		}
		files = (unsigned)nnames;
		if (frc) {
			*rc = EXIT_USAGE;
			goto fail;
		}
		if (!napplied)
			break;
		check_result_release(res);
		memset(res, 0, sizeof(*res));
		check_run(cfg, g_in, g_n, res);
		if (gate_filter(gate, res, rc))
			goto fail;
	}
	for (size_t k = 0; k < nnames; k++)
		free(names[k]);
	free(names);
	if (!quiet)
		fprintf(stderr, "tmopt: applied %u fix%s in %u file%s\n", total,
			total == 1 ? "" : "es", files, files == 1 ? "" : "s");
	return 0;
fail:
	for (size_t k = 0; k < nnames; k++)
		free(names[k]);
	free(names);
	return 1;
}

int cmd_check(int argc, char **argv)
{
	enum { O_COMPARE = 200, O_TARGET = 256, O_FORMAT, O_RULES, O_FAIL_ON, O_TRIP, O_COLOR,
	       O_NO_SOURCE, O_DB, O_RELEASE, O_COMMIT, O_PREVIOUS, O_PROFILE,
	       O_FIX, O_SORT, O_TOP, O_TIMEOUT };
	static const struct option opts[] = {
		{ "target", required_argument, NULL, O_TARGET },
		{ "compare", required_argument, NULL, O_COMPARE },
		{ "format", required_argument, NULL, O_FORMAT },
		{ "rules", required_argument, NULL, O_RULES },
		{ "fail-on", required_argument, NULL, O_FAIL_ON },
		{ "assumed-trip", required_argument, NULL, O_TRIP },
		{ "profile", required_argument, NULL, O_PROFILE },
		{ "fix", no_argument, NULL, O_FIX },
		{ "sort", required_argument, NULL, O_SORT },
		{ "top", required_argument, NULL, O_TOP },
		{ "file-timeout", required_argument, NULL, O_TIMEOUT },
		{ "color", required_argument, NULL, O_COLOR },
		{ "no-source", no_argument, NULL, O_NO_SOURCE },
		{ "db", required_argument, NULL, O_DB },
		{ "release", required_argument, NULL, O_RELEASE },
		{ "commit", required_argument, NULL, O_COMMIT },
		{ "previous", required_argument, NULL, O_PREVIOUS },
		{ "quiet", no_argument, NULL, 'q' },
		{ "output", required_argument, NULL, 'o' },
		{ "help", no_argument, NULL, 'h' },
		GATE_LONG_OPTIONS
		{ NULL, 0, NULL, 0 },
	};
	const char *target = "tm5250", *format = "text", *pdir = NULL;
	const char *color = "auto", *output = NULL;
	FILE *out = stdout;
	const char *compare = NULL;
	struct machine *md2 = NULL;
	const char *db = NULL, *release = NULL, *commit = NULL, *previous = NULL;
	struct store_compare cmp = { 0 };
	int fail_on = SEV_WARNING, quiet = 0, source = 1, c, rc = EXIT_USAGE;
	bool *on = xcalloc(rule_count, sizeof(bool));
	struct check_config cfg = { 0 };
	struct machine *md = NULL;
	struct profile *profile = NULL;
	bool apply_fixes = false;
	const char *sort_by = "location";
	size_t top = 0;
	struct check_result res = { 0 };
	struct gate gate;
	char err[1024];

	for (unsigned r = 0; r < rule_count; r++)
		on[r] = true;
	rule_options_default(&cfg.opt);
	cfg.jobs = default_jobs();
	cfg.file_timeout = CHECK_FILE_TIMEOUT;
	gate_init(&gate);
	optind = 1;
	while ((c = getopt_long(inputs_cut(argc, argv), argv, "p:j:o:qh", opts,
				 NULL)) != -1) {
		switch (c) {
		case 'p':
			pdir = optarg;
			break;
		case 'j': {
			char *end;
			long j = strtol(optarg, &end, 10);
			if (*end || j < 1 || j > 256) {
				error("-j: '%s' is not a number of jobs (1-256)", optarg);
				goto out;
			}
			cfg.jobs = (unsigned)j;
			break;
		}
		case 'q':
			quiet = 1;
			break;
		case 'o':
			output = optarg;
			break;
		case 'h':
			fputs(check_usage, stdout);
			rc = EXIT_CLEAN;
			goto out;
		case O_COMPARE:
			compare = optarg;
			break;
		case O_TARGET:
			target = optarg;
			gate.cli_target = optarg;
			break;
		case O_FORMAT:
			format = optarg;
			if (strcmp(format, "text") && strcmp(format, "json") &&
			    strcmp(format, "sarif") && strcmp(format, "codeclimate")) {
				error("--format: unknown format '%s' (text, json, "
				      "sarif, codeclimate)", format);
				goto out;
			}
			break;
		case O_RULES:
			if (rules_select(optarg, on))
				goto out;
			gate_cli_rules(&gate, optarg);
			break;
		case O_FAIL_ON:
			if (!strcmp(optarg, "none"))
				fail_on = 99;
			else if ((fail_on = severity_from_name(optarg)) < 0) {
				error("--fail-on: unknown level '%s' (note, warning, "
				      "error, none)", optarg);
				goto out;
			}
			break;
		case O_TRIP: {
			uint64_t t;
			if (!parse_u64(optarg, COUNT_CAP, &t) || !t) {
				error("--assumed-trip: '%s' is not a positive number "
				      "(1 to %" PRIu64 ")", optarg, COUNT_CAP);
				goto out;
			}
			cfg.opt.assumed_trip = t;
			gate.cli_trip = true;
			break;
		}
		case O_FIX:
			apply_fixes = true;
			break;
		case O_SORT:
			if (strcmp(optarg, "location") && strcmp(optarg, "cycles") &&
			    strcmp(optarg, "saving")) {
				error("--sort: '%s' is not location, cycles or saving",
				      optarg);
				goto out;
			}
			sort_by = optarg;
			break;
		case O_TIMEOUT: {
			uint64_t t;
			if (!parse_u64(optarg, 1000000, &t)) {
				error("--file-timeout: '%s' is not a number of "
				      "seconds (0: no limit)", optarg);
				goto out;
			}
			cfg.file_timeout = (unsigned)t;
			break;
		}
		case O_TOP: {
			uint64_t t;
			if (!parse_u64(optarg, SIZE_MAX, &t) || !t) {
				error("--top: '%s' is not a positive number", optarg);
				goto out;
			}
			top = t;
			break;
		}
		case O_PROFILE: {
			char perr[1024];
			profile_free(profile);
			if (profile_load(optarg, &profile, perr, sizeof(perr))) {
				error("%s", perr);
				goto out;
			}
			cfg.profile = profile;
			break;
		}
		case O_COLOR:
			color = optarg;
			if (strcmp(color, "auto") && strcmp(color, "always") &&
			    strcmp(color, "never")) {
				error("--color: '%s' is not auto, always or never", color);
				goto out;
			}
			break;
		case O_NO_SOURCE:
			source = 0;
			break;
		case O_DB:
			db = optarg;
			break;
		case O_RELEASE:
			release = optarg;
			break;
		case O_COMMIT:
			commit = optarg;
			break;
		case O_PREVIOUS:
			previous = optarg;
			break;
		default:
			if (c >= GATE_O_CONFIG && c <= GATE_O_MAX_CYCLES) {
				if (gate_option(&gate, c, optarg))
					goto out;
				break;
			}
			cli_usage_hint(argv[0]);
			goto out;
		}
	}
	/* FILES up to '--', compiler arguments after it */
	struct input_args ia;
	inputs_split(argc, argv, optind, &ia);
	if (!db && (release || previous))
		db = cli_db(NULL, gate.config_path);
	if (db && !previous && (!release || !*release)) {
		error("--db needs --release TAG (the release the run belongs to)");
		goto out;
	}
	if (previous && (!db || strcmp(format, "sarif") || gate.baseline)) {
		error("--previous needs --db FILE and --format sarif, and no "
		      "--baseline");
		goto out;
	}
	if (release && !db) {
		error("--release needs --db FILE");
		goto out;
	}
	if (md_load_target(target, &md, err, sizeof(err))) {
		error("%s", err);
		goto out;
	}
	if (gate_collect(&gate, pdir, &ia, &g_in, &g_n)) {
		goto out;
	}
	cfg.md = md;
	cfg.rule_on = on;
	cfg.progress = cli_terminal(STDERR_FILENO) && !quiet && g_n > 1;
	cfg.file_hashes = db && release;	/* store_check_run() */
	if (gate_prepare(&gate, &cfg, g_in, &g_n))
		goto out;
	check_run(&cfg, g_in, g_n, &res);
	gate_config_unused(&gate, &res, cfg.partial);
	if (gate_filter(&gate, &res, &rc))
		goto out;
	if (apply_fixes && fix_until_done(&cfg, &gate, &res, quiet, &rc))
		goto out;
	if (compare) {
		if (md_load_target(compare, &md2, err, sizeof(err))) {
			error("%s", err);
			goto out;
		}
		check_compare(&cfg, g_in, g_n, md2, &res);
	}

	if (output && !(out = fopen(output, "w"))) {
		error("cannot write '%s': %s", output, strerror(errno));
		out = stdout;
		goto out;
	}
	if (!strcmp(format, "codeclimate")) {
		/* GitLab wants paths relative to the repository */
		gate_paths_to_root(&gate, &res);
		if (sink_codeclimate(out, &res)) {
			error("cannot write the output: %s", strerror(errno));
			goto out;
		}
	} else if (!strcmp(format, "sarif")) {
		/* a baseline or --db previous release gives baselineState */
		struct gate_baseline_view bv = { 0 };
		gate_baseline(&gate, &res, &bv);
		struct sarif_options so = { bv.state, bv.external,
					    bv.justification, bv.absent };
		if (previous && compare_previous(db, previous, &res, &cmp))
			goto out;
		if (previous) {
			so.state = (const char *const *)cmp.state;
			so.absent = &cmp.absent;
		}
		if (sink_sarif(out, &res, md, &so)) {
			error("cannot write the output: %s", strerror(errno));
			goto out;
		}
	} else if (!strcmp(format, "json")) {
		if (sink_json(out, &res, md)) {
			error("cannot write the output: %s", strerror(errno));
			goto out;
		}
	} else {
		bool col = cli_color(color, out == stdout ? STDOUT_FILENO : -1);
		text_view(out, &res, sort_by, top, md, col, source);
	}
	if (fflush(out) || (out != stdout && fclose(out))) {
		out = stdout;
		error("cannot write '%s': %s", output ? output : "the output",
		      strerror(errno));
		goto out;
	}
	out = stdout;
	/* the output's reader may be a script: say on the terminal which
	 * files were not analysed, and why */
	if (strcmp(format, "text") || output)
		sink_errors(stderr, &res);
	if (!quiet) {
		sink_summary(stderr, &res, md);
		size_t shown = 0;
		for (size_t i = 0; i < res.fs.n; i++)
			shown += !res.fs.v[i].suppressed;
		if (top && top < shown && !strcmp(format, "text"))
			fprintf(stderr, "tmopt: showing the first %zu of %zu "
				"(--top)%s\n", top, shown, strcmp(sort_by,
				"location") ? ", the costliest first" : "");
	}
	rc = EXIT_CLEAN;
	for (size_t i = 0; i < res.fs.n; i++)
		if (!res.fs.v[i].suppressed && (int)res.fs.v[i].severity >= fail_on)
			rc = EXIT_FINDINGS;
	rc = gate_status(&gate, &res, rc);
	if (res.nerrors)
		rc = EXIT_FILE_ERROR;
	if (db && release && store_check_run(db, release, commit, md, &res,
					     &gate))
		rc = EXIT_USAGE;
out:
	if (out != stdout)
		fclose(out);
	store_compare_release(&cmp);
	gate_release(&gate);
	check_result_release(&res);
	inputs_free(g_in, g_n);
	free(g_in);
	g_in = NULL;
	g_n = 0;
	md_free(md);
	md_free(md2);
	profile_free(profile);
	free(on);
	return rc;
}
