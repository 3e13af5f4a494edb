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
	(void)argc;
	(void)argv;
	for (unsigned i = 0; i < rule_count; i++)
		printf("%-20s %s\n", rule_table[i]->id, rule_table[i]->summary);
	return EXIT_CLEAN;
}

int cmd_explain(int argc, char **argv)
{
	if (argc == 2 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
		fputs("usage: tmopt explain RULE\n\nShows the rule's documentation "
		      "page ('tmopt rules' lists the rules).\n", stdout);
		return EXIT_CLEAN;
	}
	if (argc != 2) {
		fputs("usage: tmopt explain RULE\n", stderr);
		return EXIT_USAGE;
	}
	const struct rule *r = rule_find(argv[1]);
	if (!r) {
		error("unknown rule '%s' (see 'tmopt rules')", argv[1]);
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
	fwrite(text, 1, len, stdout);
	free(text);
	return EXIT_CLEAN;
}

int cmd_targets(int argc, char **argv)
{
	char **names = NULL;
	size_t n = 0;
	char err[1024];

	(void)argc;
	(void)argv;
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
	char *v = parse_clang_version();
	(void)argc;
	(void)argv;
	printf("tmopt %s (%s)\n", TMOPT_VERSION, v);
	free(v);
	return EXIT_CLEAN;
}
