/*
 * cmd_report.c: 'tmopt report', the optimisation report of a set of files
 * as HTML (inline SVG charts, one self-contained file), Markdown or SARIF.
 *
 * FILES mode analyses like 'tmopt check' (same input collection, target,
 * rules) and renders the result; the findings database mode (--db FILE
 * --release TAG) renders a stored release; its SARIF compares it with the
 * release stored before it (or --previous TAG) for baselineState.
 */
#include "check.h"
#include "cli.h"
#include "compdb.h"
#include "gate.h"
#include "inputs.h"
#include "profile.h"
#include "report.h"
#include "report_db.h"
#include "sink.h"
#include "sink_sarif.h"
#include "util.h"

#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char report_usage[] =
"usage: tmopt report [options] [FILES|DIRS...] [-- COMPILER-ARGS...]\n"
"       tmopt report --db FILE --release TAG [options]\n"
"\n"
"  --db FILE            report a release stored by 'check --db' (with its\n"
"                       cycles per module across releases); a file or a\n"
"                       PostgreSQL connection string (default with\n"
"                       --release: $TMOPT_DB, else the db: key of\n"
"                       .tmopt.yaml)\n"
"  --release TAG        the release to report (with --db)\n"
"  --previous TAG       SARIF of a release: compare with TAG instead of the\n"
"                       release stored just before (baselineState)\n"
"  --format F           html (default) | md | sarif | json | codeclimate\n"
"  -o, --output FILE    write the report to FILE (default: standard output)\n"
"  -p DIR               build directory holding compile_commands.json\n"
"  --target NAME|PATH   machine description (default tm5250)\n"
"  --compare NAME|PATH  the porting view: every finding also priced on\n"
"                       this target; HTML and Markdown add a 'what got\n"
"                       slower' section, JSON a compare object\n"
"  --rules GLOBS        enable/disable rules, e.g. '-*,divmod,double-*'\n"
"  --profile FILE       measured loop trip counts (JSON; see docs/json.md)\n"
"  --assumed-trip N     trip count assumed for loops with unknown bounds\n"
"                       (default 64)\n"
"  -j N                 parallel translation units (default: cores)\n"
"  --config FILE        use FILE instead of the nearest .tmopt.yaml\n"
"  --cache DIR, --no-cache  the results cache, as 'tmopt check'\n"
"  -q, --quiet          no summary line on stderr\n"
"\n"
"The .tmopt.yaml files apply as to 'tmopt check': rules, target,\n"
"severities, excluded paths; inline suppressions are honoured (SARIF\n"
"lists suppressed results with their suppression record).\n"
"Findings are grouped by module (the .tmopt.yaml module map, else the top\n"
"directory below the files' common root), file and function, ranked by\n"
"estimated cycles per call.\n"
"exit status: 0 written, 2 usage or configuration error, 3 a file could\n"
"not be analysed (the report is still written and lists it)\n";

struct report_opts {
	const char *format, *output, *pdir, *target, *db, *release, *previous;
	const char *compare;	/* --compare TARGET, or NULL */
	bool quiet;
	struct gate *gate;	/* the .tmopt.yaml settings, as 'check' */
};

static int parse_num(const char *opt, const char *s, unsigned long long max,
		     unsigned long long *v)
{
	uint64_t u = 0;

	*v = 0;
	if (!parse_u64(s, max, &u) || !u)
		return error("%s: '%s' is not a positive number", opt, s);
	*v = u;
	return 0;
}

/* Parse options into o, cfg and on[]; returns -1 on a usage error, 1 for
 * --help, 0 otherwise. */
static int parse(int argc, char **argv, struct report_opts *o,
		 struct check_config *cfg, bool *on)
{
	enum { O_TARGET = 256, O_FORMAT, O_RULES, O_TRIP, O_DB, O_RELEASE,
	       O_PREVIOUS, O_PROFILE, O_CONFIG, O_NO_CACHE, O_CACHE, O_COMPARE };
	static const struct option opts[] = {
		{ "target", required_argument, NULL, O_TARGET },
		{ "compare", required_argument, NULL, O_COMPARE },
		{ "format", required_argument, NULL, O_FORMAT },
		{ "rules", required_argument, NULL, O_RULES },
		{ "assumed-trip", required_argument, NULL, O_TRIP },
		{ "profile", required_argument, NULL, O_PROFILE },
		{ "output", required_argument, NULL, 'o' },
		{ "db", required_argument, NULL, O_DB },
		{ "release", required_argument, NULL, O_RELEASE },
		{ "previous", required_argument, NULL, O_PREVIOUS },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ "config", required_argument, NULL, O_CONFIG },
		{ "cache", required_argument, NULL, O_CACHE },
		{ "no-cache", no_argument, NULL, O_NO_CACHE },
		{ NULL, 0, NULL, 0 },
	};
	unsigned long long v;
	int c;

	optind = 1;
	while ((c = getopt_long(inputs_cut(argc, argv), argv, "p:j:o:qh", opts,
				 NULL)) != -1) {
		switch (c) {
		case 'p': o->pdir = optarg; break;
		case 'o': o->output = optarg; break;
		case 'q': o->quiet = true; break;
		case 'h': return 1;
		case O_COMPARE:
			o->compare = optarg;
			break;
		case O_TARGET:
			o->target = optarg;
			o->gate->cli_target = optarg;
			break;
		case O_CONFIG:
			o->gate->config_path = optarg;
			break;
		case O_CACHE:
			o->gate->cache_dir = optarg;
			break;
		case O_NO_CACHE:
			o->gate->no_cache = true;
			break;
		case O_DB: o->db = optarg; break;
		case O_RELEASE: o->release = optarg; break;
		case O_PREVIOUS: o->previous = optarg; break;
		case 'j':
			if (parse_num("-j", optarg, 256, &v))
				return -1;
			cfg->jobs = (unsigned)v;
			break;
		case O_TRIP:
			if (parse_num("--assumed-trip", optarg, COUNT_CAP, &v))
				return -1;
			cfg->opt.assumed_trip = v;
			o->gate->cli_trip = true;
			break;
		case O_PROFILE: {
			char perr[1024];
			struct profile *p = NULL;
			if (profile_load(optarg, &p, perr, sizeof(perr)))
				return error("%s", perr);
			profile_free((struct profile *)cfg->profile);
			cfg->profile = p;
			break;
		}
		case O_FORMAT:
			o->format = optarg;
			if (strcmp(optarg, "html") && strcmp(optarg, "md") &&
			    strcmp(optarg, "sarif") && strcmp(optarg, "json") &&
			    strcmp(optarg, "codeclimate"))
				return error("--format: unknown format '%s' (html, md, "
					     "sarif, json, codeclimate)", optarg);
			break;
		case O_RULES:
			if (rules_select(optarg, on))
				return -1;
			gate_cli_rules(o->gate, optarg);
			break;
		default:
			return -1;
		}
	}
	return 0;
}

static size_t n_suppressed(const struct check_result *res)
{
	size_t k = 0;

	for (size_t i = 0; i < res->fs.n; i++)
		k += res->fs.v[i].suppressed;
	return k;
}

/* so: the SARIF baseline (NULL: none). */
static int render(FILE *out, const struct report_opts *o,
		  const struct check_result *res, const struct machine *md,
		  const char *version, const struct report_trend *trend,
		  const struct sarif_options *so)
{
	struct report_meta meta = {
		.target = md->name, .target_desc = md->description,
		.machine_hash = md->hash, .tool_version = version,
		.release = o->release,
	};
	struct report rp;
	int rc;

	if (!strcmp(o->format, "sarif"))
		return sink_sarif(out, res, md, so);
	if (!strcmp(o->format, "json"))
		return sink_json(out, res, md);
	if (!strcmp(o->format, "codeclimate")) {
		if (o->gate)	/* FILES mode: repository-relative paths */
			gate_paths_to_root(o->gate, (struct check_result *)res);
		return sink_codeclimate(out, res);
	}
	report_init(&rp, res, &meta, trend);
	rc = !strcmp(o->format, "md") ? report_md(out, &rp) : report_html(out, &rp);
	report_release(&rp);
	return rc;
}

/* --db FILE --release TAG: render a stored release. */
static int report_from_db(const struct report_opts *o,
			  const struct input_args *ia)
{
	struct report_db db;
	FILE *out = stdout;
	int rc = EXIT_USAGE;

	struct sarif_options so = { 0 };
	bool sarif = !strcmp(o->format, "sarif");

	const char *dbp = o->db ? o->db : o->release ?
			  cli_db(NULL, o->gate->config_path) : NULL;

	if (!dbp || !o->release || ia->nfiles || o->pdir) {
		error("--db FILE and --release TAG go together, without FILES or -p");
		return EXIT_USAGE;
	}
	if (o->previous && (!sarif || !*o->previous)) {
		error("--previous TAG goes with --format sarif");
		return EXIT_USAGE;
	}
	if (report_db_load(dbp, o->release, !sarif ? NULL : o->previous ?
			   o->previous : REPORT_DB_BEFORE, &db)) {
		report_db_release(&db);
		return EXIT_USAGE;
	}
	if (db.previous) {
		so.state = (const char *const *)db.cmp.state;
		so.absent = &db.cmp.absent;
	}
	if (o->output && !(out = fopen(o->output, "w"))) {
		error("cannot write '%s': %s", o->output, strerror(errno));
		goto out;
	}
	int wrc = render(out, o, &db.res, &db.md, db.tool_version, &db.trend,
			 &so) | fflush(out);
	if (out != stdout)
		wrc |= fclose(out);
	if (wrc)
		error("cannot write the report: %s", strerror(errno));
	else
		rc = EXIT_CLEAN;
out:
	report_db_release(&db);
	return rc;
}

int cmd_report(int argc, char **argv)
{
	struct gate gate;
	struct report_opts o = { .format = "html", .target = "tm5250",
				 .gate = &gate };
	struct check_config cfg = { 0 };
	struct check_result res = { 0 };
	struct check_input *in = NULL;
	struct machine *md = NULL, *md2 = NULL;
	struct input_args ia;
	bool *on = xcalloc(rule_count, sizeof(bool));
	size_t n = 0;
	int rc = EXIT_USAGE, p;
	char err[1024];
	FILE *out = stdout;

	gate_init(&gate);
	for (unsigned r = 0; r < rule_count; r++)
		on[r] = true;
	rule_options_default(&cfg.opt);
	long cores = sysconf(_SC_NPROCESSORS_ONLN);
	cfg.jobs = cores > 0 ? (unsigned)cores : 1;
	cfg.file_timeout = CHECK_FILE_TIMEOUT;
	if ((p = parse(argc, argv, &o, &cfg, on))) {
		if (p > 0)
			fputs(report_usage, stdout);
		else
			cli_usage_hint(argv[0]);
		rc = p > 0 ? EXIT_CLEAN : EXIT_USAGE;
		goto out;
	}
	inputs_split(argc, argv, optind, &ia);
	if ((o.db || o.release || o.previous) && o.compare) {
		error("--compare analyses FILES or -p; a stored release keeps "
		      "its own target's figures only");
		goto out;
	}
	if (o.db || o.release || o.previous) {
		o.gate = NULL;	/* stored paths are root-relative already */
		rc = report_from_db(&o, &ia);
		goto out;
	}
	if (md_load_target(o.target, &md, err, sizeof(err))) {
		error("%s", err);
		goto out;
	}
	/* the same inputs, configuration and filters as 'tmopt check', so
	 * the two agree on findings and suppressions */
	if (gate_collect(&gate, o.pdir, &ia, &in, &n))
		goto out;
	cfg.md = md;
	cfg.rule_on = on;
	cfg.progress = cli_terminal(STDERR_FILENO) && !o.quiet && n > 1;
	if (gate_prepare(&gate, &cfg, in, &n))
		goto out;
	check_run(&cfg, in, n, &res);
	gate_config_unused(&gate, &res, cfg.partial);
	if (gate_filter(&gate, &res, &rc))
		goto out;
	if (o.compare) {
		if (md_load_target(o.compare, &md2, err, sizeof(err))) {
			error("%s", err);
			goto out;
		}
		check_compare(&cfg, in, n, md2, &res);
	}
	if (o.output && !(out = fopen(o.output, "w"))) {
		error("cannot write '%s': %s", o.output, strerror(errno));
		out = stdout;
		goto out;
	}
	int wrc = render(out, &o, &res, md, TMOPT_VERSION, NULL, NULL) |
		  fflush(out);
	if (out != stdout)
		wrc |= fclose(out);
	out = stdout;
	if (wrc) {
		error("cannot write the report: %s", strerror(errno));
		goto out;
	}
	if (!o.quiet && o.output)
		fprintf(stderr, "tmopt: wrote %s (%zu findings, %zu suppressed, "
			"%zu files, %zu not analysed)\n", o.output,
			res.fs.n - n_suppressed(&res), n_suppressed(&res),
			res.nfiles, res.nerrors);
	rc = res.nerrors ? EXIT_FILE_ERROR : EXIT_CLEAN;
out:
	gate_release(&gate);
	check_result_release(&res);
	inputs_free(in, n);
	free(in);
	md_free(md);
	md_free(md2);
	profile_free((struct profile *)cfg.profile);
	free(on);
	return rc;
}
