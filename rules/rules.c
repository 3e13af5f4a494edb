/*
 * rules.c: the rule registry, built from rule_list.h, so that adding a
 * rule touches one line of that list and nothing here.
 */
#include "rule.h"

#include <string.h>

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
