/*
 * rules.c: the rule registry, built from rule_list.h, so that adding a
 * rule touches one line of that list and nothing here.
 */
#include "rule.h"

#include <string.h>
#include "util.h"
#include "datadir.h"
#include <unistd.h>
#include <stdlib.h>
#include <limits.h>
#include <ctype.h>
#include <fnmatch.h>

#define RULE(n) extern const struct rule rule_##n;
#include "rule_list.h"
#undef RULE

const struct rule *const rule_table[] = {
#define RULE(n) &rule_##n,
#include "rule_list.h"
#undef RULE
};

const unsigned rule_count = sizeof(rule_table) / sizeof(rule_table[0]);

int rule_index(const char *id)
{
	for (unsigned i = 0; i < rule_count; i++)
		if (!strcmp(rule_table[i]->id, id))
			return (int)i;
	return -1;
}

const struct rule *rule_find(const char *id)
{
	int i = rule_index(id);

	return i < 0 ? NULL : rule_table[i];
}

char *rule_doc_path(const char *id)
{
	const char *env = getenv("TMOPT_SOURCE_DIR");
	const char *dirs[] = { env, data_dir() };

	for (size_t i = 0; i < sizeof(dirs) / sizeof(dirs[0]); i++) {
		if (!dirs[i])
			continue;
		char *p = xasprintf("%s/docs/rules/%s.md", dirs[i], id);
		if (access(p, R_OK) == 0)
			return p;
		free(p);
	}
	return NULL;
}

int rules_select(const char *globs, bool *on)
{
	char *copy = xstrdup(globs), *save = NULL;
	int rc = 0;

	for (char *g = strtok_r(copy, ",", &save); g; g = strtok_r(NULL, ",", &save)) {
		while (*g == ' ')
			g++;
		bool neg = *g == '-';
		const char *pat = neg ? g + 1 : g;
		bool any = false;
		if (!*pat)
			continue;
		for (unsigned r = 0; r < rule_count; r++)
			if (!fnmatch(pat, rule_table[r]->id, 0)) {
				on[r] = !neg;
				any = true;
			}
		if (!any) {
			rc = error("--rules: '%s' matches no rule (see 'tmopt rules')", pat);
			break;
		}
	}
	free(copy);
	return rc;
}
