/*
 * cmd_info.c: the informational commands: rules, explain, targets, version.
 * They read the rule registry, the rule pages (source tree, then the
 * installed copy) and the machine files; none parses C.
 */
#include "cli.h"
#include "machdesc.h"
#include "parse.h"
#include "rule.h"
#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int cmd_rules(int argc, char **argv)
{
	int rc = cli_no_options(argc, argv, "usage: tmopt rules\n\nlist the "
		"rules: id and summary ('tmopt explain RULE' shows a rule's "
		"page)\n");

	if (rc >= 0)
		return rc;
	for (unsigned i = 0; i < rule_count; i++)
		printf("%-20s %s\n", rule_table[i]->id, rule_table[i]->summary);
	return EXIT_CLEAN;
}

static const char explain_usage[] =
"usage: tmopt explain [--raw] [--color WHEN] RULE\n"
"\n"
"show the rule's documentation page ('tmopt rules' lists the rules),\n"
"rendered for the terminal\n"
"\n"
"  --raw          the page's Markdown source\n"
"  --color WHEN   auto (default), always, never\n";

int cmd_explain(int argc, char **argv)
{
	const char *id = NULL, *color = "auto";
	bool raw = false;

	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
			fputs(explain_usage, stdout);
			return EXIT_CLEAN;
		} else if (!strcmp(argv[i], "--raw")) {
			raw = true;
		} else if (!strcmp(argv[i], "--color") && i + 1 < argc) {
			color = argv[++i];
		} else if (!strncmp(argv[i], "--color=", 8)) {
			color = argv[i] + 8;
		} else if (argv[i][0] == '-') {
			fprintf(stderr, "%s: unrecognized option '%s'\n", argv[0],
				argv[i]);
			return cli_usage_hint(argv[0]);
		} else if (id) {
			error("explain takes one RULE ('%s' and '%s' given)", id,
			      argv[i]);
			return EXIT_USAGE;
		} else {
			id = argv[i];
		}
	}
	if (strcmp(color, "auto") && strcmp(color, "always") &&
	    strcmp(color, "never")) {
		error("--color: '%s' is not auto, always or never", color);
		return EXIT_USAGE;
	}
	if (!id) {
		fputs(explain_usage, stderr);
		return EXIT_USAGE;
	}
	const struct rule *r = rule_find(id);
	if (!r) {
		error("unknown rule '%s' (see 'tmopt rules')", id);
		return EXIT_USAGE;
	}
	char *p = rule_doc_path(r->id);
	if (!p) {
		printf("%s: %s\n(no documentation page installed)\n", r->id, r->summary);
		return EXIT_CLEAN;
	}
	size_t len;
	char *text = read_file(p, &len);
	free(p);
	if (!text)
		return error("cannot read the documentation of '%s'", r->id), EXIT_USAGE;
	if (raw) {
		fwrite(text, 1, len, stdout);
	} else {
		const char *cols = getenv("COLUMNS");
		long w = cols ? strtol(cols, NULL, 10) : 0;
		md_render_term(stdout, text, len, cli_color(color, STDOUT_FILENO),
			       w >= 40 ? (size_t)w : 100);
	}
	free(text);
	return EXIT_CLEAN;
}

int cmd_targets(int argc, char **argv)
{
	char **names = NULL;
	size_t n = 0;
	char err[1024];
	int rc = cli_no_options(argc, argv, "usage: tmopt targets\n\nlist the "
		"machine descriptions (name, processor, clock, how many values "
		"are estimates)\nand where they are read from\n");

	if (rc >= 0)
		return rc;
	if (md_list(&names, &n)) {
		error("no machine descriptions in '%s'", md_dir());
		return EXIT_USAGE;
	}
	for (size_t i = 0; i < n; i++) {
		struct machine *m = NULL;
		if (md_load_target(names[i], &m, err, sizeof(err)) == 0) {
			printf("%-10s %-36s %u MHz, %u estimated values%s\n",
			       m->name, m->description, m->clock_mhz,
			       md_estimated_count(m),
			       !strcmp(m->name, "tm5250") ? " (default)" : "");
			md_free(m);
		} else {
			printf("%-10s (broken: %s)\n", names[i], err);
		}
		free(names[i]);
	}
	free(names);
	return EXIT_CLEAN;
}

int cmd_version(int argc, char **argv)
{
	int rc = cli_no_options(argc, argv, "usage: tmopt version\n\nprint "
		"the version of tmopt and of the libclang it parses with\n");

	if (rc >= 0)
		return rc;
	char *v = parse_clang_version();
	printf("tmopt %s (%s)\n", TMOPT_VERSION, v);
	free(v);
	return EXIT_CLEAN;
}
