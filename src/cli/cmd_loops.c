/*
 * cmd_loops.c: 'tmopt explain-loop FILE:LINE' and 'tmopt explain-loop
 * --all FILE': the software-pipelining report of the loops of a file, as
 * the loop rules see them: operations per iteration, unit usage, ResMII,
 * RecMII with the critical chain, II and the estimated loop cost.
 */
#include "cli.h"
#include "inputs.h"
#include "loops.h"
#include "parse.h"
#include "rule.h"
#include "check.h"
#include "compdb.h"
#include "gate.h"
#include "util.h"

#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One parse, on a large stack (deep expressions recurse in clang and the
 * walker as in check's workers). */
struct loop_parse {
	struct parser *p;
	const char *file;
	char **extra;
	int nextra;
	const char *triple;
	struct model *m;
	char **err;
	int rc;
};

static void loop_parse(void *arg)
{
	struct loop_parse *a = arg;

	a->rc = parse_file(a->p, a->file, a->extra, a->nextra, a->triple,
			   a->m, a->err);
}

int cmd_explain_loop(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "target", required_argument, NULL, 't' },
		{ "all", no_argument, NULL, 'a' },
		{ "assumed-trip", required_argument, NULL, 'n' },
		{ "output", required_argument, NULL, 'o' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *target = "tm5250", *pdir = NULL;
	struct check_input *in = NULL;
	size_t nin = 0;
	struct gate gate;
	int all = 0, c, rc = EXIT_USAGE;
	uint64_t trip = 100;
	struct machine *md = NULL;
	struct parser *p = NULL;
	struct model m = { 0 };
	char err[1024], *perr = NULL, *file = NULL;
	unsigned line = 0;

	gate_init(&gate);
	gate.no_cache = true;
	optind = 1;
	while ((c = getopt_long(inputs_cut(argc, argv), argv, "hp:o:", opts,
				 NULL)) != -1) {
		switch (c) {
		case 't': target = optarg; break;
		case 'p': pdir = optarg; break;
		case 'o':
			if (!freopen(optarg, "w", stdout)) {
				error("cannot write '%s': %s", optarg, strerror(errno));
				return EXIT_USAGE;
			}
			break;
		case 'a': all = 1; break;
		case 'n':
			if (!parse_u64(optarg, COUNT_CAP, &trip) || !trip) {
				error("--assumed-trip: '%s' is not a positive "
				      "number", optarg);
				return EXIT_USAGE;
			}
			break;
		case 'h':
			puts("usage: tmopt explain-loop [options] FILE:LINE [-- ARGS]\n"
			     "       tmopt explain-loop [options] --all FILE [-- ARGS]\n"
			     "\n"
			     "  -p DIR               build directory holding "
			     "compile_commands.json\n"
			     "                       (default: .tmopt.yaml's "
			     "compile-commands)\n"
			     "  --target NAME|PATH   machine description (default "
			     "tm5250)\n"
			     "  --assumed-trip N     trip count of loops with unknown "
			     "bounds (default 100)\n"
			     "  -o, --output FILE    write the report to FILE\n"
			     "\n"
			     "The file's compiler arguments come from the compile "
			     "database and\n.tmopt.yaml's compiler-args, as for "
			     "'tmopt check'.");
			return EXIT_CLEAN;
		default:
			return cli_usage_hint(argv[0]);
		}
	}
	if (optind >= argc) {
		error("explain-loop: give FILE:LINE, or --all FILE");
		return EXIT_USAGE;
	}
	file = xstrdup(argv[optind]);
	char *colon = strrchr(file, ':');
	if (colon && !all) {
		uint64_t l;
		*colon = 0;
		if (!parse_u64(colon + 1, UINT_MAX, &l) || !l) {
			error("explain-loop: '%s' is not a line number", colon + 1);
			goto out;
		}
		line = (unsigned)l;
	} else if (!all) {
		error("explain-loop: '%s' has no :LINE (or use --all)", file);
		goto out;
	}
	int nextra = 0;
	char **extra = NULL;
	for (int i = optind + 1; i < argc; i++)
		if (!strcmp(argv[i], "--")) {
			extra = argv + i + 1;
			nextra = argc - i - 1;
			break;
		}
	if (md_load_target(target, &md, err, sizeof(err))) {
		error("%s", err);
		goto out;
	}
	/* the file's arguments as 'tmopt check' finds them: -p or the
	 * configured compile database, then compiler-args */
	struct input_args ia = { .files = &file, .nfiles = 1, .extra = extra,
				 .nextra = nextra };
	struct check_config cfg = { .md = md, .jobs = 1 };
	rule_options_default(&cfg.opt);
	if (gate_collect(&gate, pdir, &ia, &in, &nin) ||
	    gate_prepare(&gate, &cfg, in, &nin))
		goto out;
	if (nin != 1) {
		error("%s: excluded by .tmopt.yaml", file);
		goto out;
	}
	p = parser_new();
	parse_global_init();	/* libclang parses on the calling thread */
	struct loop_parse lp = { p, file, in[0].args, in[0].nargs, md->triple,
				 &m, &perr, 0 };
	run_on_stack((size_t)256 << 20, loop_parse, &lp);
	if (lp.rc) {
		fprintf(stderr, "%s\n", perr);
		rc = EXIT_FILE_ERROR;
		goto out;
	}
	unsigned shown = 0;
	for (unsigned l = 0; l < m.nloops; l++) {
		if (!all && m.loops[l].line != line)
			continue;
		if (m.loops[l].file != 0)
			continue;
		struct loop_info li;
		struct strbuf sb = { 0 };
		loops_analyse(&m, md, (int)l, trip, &li);
		loops_report(&sb, &m, md, &li);
		fputs(sb.buf, stdout);
		sb_release(&sb);
		loop_info_release(&li);
		shown++;
	}
	if (!shown && all) {
		/* nothing to explain is an answer, not a usage error */
		printf("%s: no loops\n", file);
	} else if (!shown) {
		error("%s: no loop starts on line %u", file, line);
		goto out;
	}
	rc = EXIT_CLEAN;
out:
	inputs_free(in, nin);
	free(in);
	gate_release(&gate);
	model_release(&m);
	parser_free(p);
	md_free(md);
	free(perr);
	free(file);
	return rc;
}
