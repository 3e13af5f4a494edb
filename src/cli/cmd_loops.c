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
#include "util.h"

#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int cmd_explain_loop(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "target", required_argument, NULL, 't' },
		{ "all", no_argument, NULL, 'a' },
		{ "assumed-trip", required_argument, NULL, 'n' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *target = "tm5250";
	int all = 0, c, rc = EXIT_USAGE;
	uint64_t trip = 100;
	struct machine *md = NULL;
	struct parser *p = NULL;
	struct model m = { 0 };
	char err[1024], *perr = NULL, *file = NULL;
	unsigned line = 0;

	optind = 1;
	while ((c = getopt_long(inputs_cut(argc, argv), argv, "h", opts,
				 NULL)) != -1) {
		switch (c) {
		case 't': target = optarg; break;
		case 'a': all = 1; break;
		case 'n':
			if (!parse_u64(optarg, COUNT_CAP, &trip) || !trip) {
				error("--assumed-trip: '%s' is not a positive "
				      "number", optarg);
				return EXIT_USAGE;
			}
			break;
		case 'h':
			puts("usage: tmopt explain-loop [--target T] FILE:LINE [-- ARGS]\n"
			     "       tmopt explain-loop [--target T] --all FILE [-- ARGS]");
			return EXIT_CLEAN;
		default:
			return EXIT_USAGE;
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
	p = parser_new();
	if (parse_file(p, file, extra, nextra, md->triple, &m, &perr)) {
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
	model_release(&m);
	parser_free(p);
	md_free(md);
	free(perr);
	free(file);
	return rc;
}
