/*
 * test_config.c: .tmopt.yaml loading, errors with their lines, lookup
 * upwards from a file, module map and excluded paths.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "config.h"
#include "util.h"

static char tmp[256];

static int setup(void **state)
{
	(void)state;
	snprintf(tmp, sizeof tmp, "/tmp/test_config.XXXXXX");
	assert_non_null(mkdtemp(tmp));
	return 0;
}

static int teardown(void **state)
{
	char *cmd = xasprintf("rm -rf '%s'", tmp);
	(void)state;
	config_cache_clear();
	int rc = system(cmd);
	free(cmd);
	return rc;
}

static char *write_at(const char *rel, const char *text)
{
	char *p = xasprintf("%s/%s", tmp, rel);
	char *slash = strrchr(p, '/');
	*slash = 0;
	char *cmd = xasprintf("mkdir -p '%s'", p);
	assert_int_equal(system(cmd), 0);
	free(cmd);
	*slash = '/';
	FILE *f = fopen(p, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
	return p;
}

/* Load text; expect an error containing want (NULL: success). */
static void load(const char *text, const char *want)
{
	char err[512];
	struct tmconfig *c = NULL;
	char *p = write_at("t.yaml", text);
	int rc = config_load(p, &c, err, sizeof err);
	if (!want) {
		if (rc)
			fail_msg("unexpected error: %s", err);
	} else {
		assert_int_equal(rc, -1);
		if (!strstr(err, want))
			fail_msg("error '%s' does not contain '%s'", err, want);
	}
	config_free(c);
	free(p);
}

static void test_full(void **state)
{
	char err[512];
	struct tmconfig *c;
	(void)state;
	char *p = write_at("full.yaml",
		"# a project config\n"
		"rules: \"-*,divmod,double-*\"\n"
		"target: tm3260\n"
		"severity:\n"
		"  divmod: error\n"
		"  suppression: note\n"
		"options:\n"
		"  assumed_trip: 64\n"
		"  chain_ratio: 2.5\n"
		"modules:\n"
		"  src/video/: video\n"
		"  src/audio: audio\n"
		"exclude:\n"
		"  - third_party\n"
		"  - \"*.gen.c\"\n");
	assert_int_equal(config_load(p, &c, err, sizeof err), 0);
	assert_string_equal(c->rules, "-*,divmod,double-*");
	assert_string_equal(c->target, "tm3260");
	assert_int_equal(c->severity[rule_count], SEV_NOTE);
	assert_int_equal(c->opt.assumed_trip, 64);
	assert_true(c->opt.chain_ratio == 2.5);
	assert_int_equal(c->opt_set, CFG_OPT_ASSUMED_TRIP | CFG_OPT_CHAIN_RATIO);
	assert_int_equal(c->opt.guard_max_ops, 6);	/* default kept */
	assert_int_equal(c->nmodules, 2);
	assert_string_equal(c->modules[0].name, "video");
	assert_int_equal(c->nexclude, 2);
	char *x = xasprintf("%s/third_party/lib/a.c", tmp);
	assert_true(config_excludes(c, x));
	free(x);
	x = xasprintf("%s/src/a.gen.c", tmp);
	assert_true(config_excludes(c, x));
	free(x);
	x = xasprintf("%s/src/a.c", tmp);
	assert_false(config_excludes(c, x));
	free(x);
	config_free(c);
	free(p);
}

static void test_errors(void **state)
{
	(void)state;
	load("", NULL);
	load("rules: divmod\ncolour: red\n", "t.yaml:2: unknown key 'colour'");
	load("severity:\n  divmod: error\n  nosuch: note\n",
	     "t.yaml:3: unknown rule 'nosuch' in severity");
	load("severity:\n\n  divmod: loud\n",
	     "t.yaml:3: invalid severity for 'divmod'");
	load("options:\n  assumed_trip: 10\n  trip: 3\n",
	     "t.yaml:3: unknown rule option 'trip'");
	load("options:\n  chain_ratio: fast\n", "t.yaml:2: invalid value");
	load("options:\n  assumed_trip: 0\n", "t.yaml:2:");
	load("rules: \"-*,nosuchrule\"\n", "t.yaml:1: 'nosuchrule' in rules");
	load("target: tm9999\n", "t.yaml:1: unknown target 'tm9999'");
	load("rules: a\nrules: b\n", "t.yaml:2: duplicate key 'rules'");
	load("- a\n- b\n", "t.yaml:1: expected a mapping");
	load("modules:\n  src/: [a]\n", "t.yaml:2:");
	load("exclude: third_party\n", "t.yaml:1:");
	load("rules: [\n", "not a yaml file");
	/* integers: decimal only (libcyaml reads 010 as 8, 6.9 as 6, -1 as
	 * 2^64-1); the line, the value and the key are named */
	const char *bad[] = { "6.9", "1e1", "1_0", "010", "0x10", "+5", "~" };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		char *t = xasprintf("rules: divmod\noptions:\n  assumed_trip: %s\n",
				    bad[i]);
		char *w = xasprintf("t.yaml:3: invalid value '%s' for "
				    "'options.assumed_trip': expected a "
				    "non-negative decimal integer", bad[i]);
		load(t, w);
		free(t);
		free(w);
	}
	load("options:\n  assumed_trip: '-1'\n",
	     "t.yaml:2: invalid value '-1' for 'options.assumed_trip'");
	load("options:\n  assumed_trip: 18446744073709551615\n",
	     "t.yaml:2: 'options.assumed_trip' 18446744073709551615 is more than "
	     "9223372036854775807");
	load("options:\n  assumed_trip: 9223372036854775807\n", NULL);
	load("options:\n  guard_max_ops: 07\n",
	     "t.yaml:2: invalid value '07' for 'options.guard_max_ops'");
	load("options:\n  assumed_trip: 0\n  chain_ratio: 2.5\n"
	     "  chain_min_cycles: 10\n", "t.yaml:2: 'options.assumed_trip' must");
	load("options:\n  assumed_trip: 100\n  chain_min_cycles: 0\n", NULL);
	/* the loop model's default unroll factor */
	load("options:\n  unroll: 4\n", NULL);
	load("options:\n  unroll: 0\n",
	     "t.yaml:2: 'options.unroll' must be between 1 and 64");
	load("options:\n  unroll: 65\n",
	     "t.yaml:2: 'options.unroll' must be between 1 and 64");
	/* issue 10's spelling: a top-level key, the same rules; both
	 * spellings set the same option */
	const char *spell[] = { "unroll: 8\n", "options:\n  unroll: 8\n" };
	for (size_t i = 0; i < 2; i++) {
		char err[512];
		struct tmconfig *c = NULL;
		char *p = write_at("t.yaml", spell[i]);
		assert_int_equal(config_load(p, &c, err, sizeof err), 0);
		assert_int_equal(c->opt.unroll, 8);
		assert_true(c->opt_set & CFG_OPT_UNROLL);
		config_free(c);
		free(p);
	}
	load("rules: divmod\nunroll: 0\n",
	     "t.yaml:2: 'unroll' must be between 1 and 64");
	load("unroll: 65\n", "t.yaml:1: 'unroll' must be between 1 and 64");
	load("unroll: 4\noptions:\n  unroll: 4\n",
	     "t.yaml:3: 'options.unroll' repeats 'unroll' (line 1): keep one");
	const char *badu[] = { "6.9", "010", "0x10", "+5", "1e1", "~" };
	for (size_t i = 0; i < sizeof badu / sizeof badu[0]; i++) {
		char *t = xasprintf("rules: divmod\n\nunroll: %s\n", badu[i]);
		char *w = xasprintf("t.yaml:3: invalid value '%s' for 'unroll': "
				    "expected a non-negative decimal integer",
				    badu[i]);
		load(t, w);
		free(t);
		free(w);
	}
	load("unroll: '-2'\n", "t.yaml:1: invalid value '-2' for 'unroll': "
	     "expected a non-negative integer");
	load("unroll: 4294967296\n", "t.yaml:1: invalid value for 'unroll'");
	load("unroll: [4]\n", "t.yaml:1: invalid value for 'unroll': expected a number");
	load("unroll: fast\n", "t.yaml:1: invalid value 'fast' for 'unroll'");
}

/* The reproducer of an unsigned field given -1 (it became 2^64-1). */
static void test_negative_trip_file(void **state)
{
	char err[512];
	struct tmconfig *c = NULL;
	(void)state;
	const char *p = TMOPT_SOURCE_DIR "/tests/data/config-assumed-trip-negative.yaml";
	assert_int_equal(config_load(p, &c, err, sizeof err), -1);
	assert_null(c);
	assert_non_null(strstr(err, "config-assumed-trip-negative.yaml:2: "
			       "invalid value '-1' for 'options.assumed_trip': "
			       "expected a non-negative integer"));
}

static void test_find_and_modules(void **state)
{
	const struct tmconfig *c;
	char err[512];
	(void)state;
	char *top = write_at(CONFIG_NAME, "modules:\n  src/video: video\n"
			     "  src/video/codec: codec\n");
	char *sub = write_at("lib/" CONFIG_NAME, "rules: divmod\n");
	char *f1 = write_at("src/video/codec/h264.c", "int x;\n");
	char *f2 = write_at("lib/deep/er/a.c", "int y;\n");
	assert_int_equal(config_find(f1, &c, err, sizeof err), 0);
	assert_non_null(c);
	assert_string_equal(c->path, top);
	assert_string_equal(config_module_of(f1), "codec");
	assert_int_equal(config_find(f2, &c, err, sizeof err), 0);
	assert_string_equal(c->path, sub);
	assert_null(config_module_of(f2));
	/* --config wins over the search */
	assert_int_equal(config_force(sub, err, sizeof err), 0);
	assert_int_equal(config_find(f1, &c, err, sizeof err), 0);
	assert_string_equal(c->rules, "divmod");
	config_cache_clear();
	free(top);
	free(sub);
	free(f1);
	free(f2);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_full, setup, teardown),
		cmocka_unit_test_setup_teardown(test_errors, setup, teardown),
		cmocka_unit_test_setup_teardown(test_find_and_modules, setup, teardown),
		cmocka_unit_test(test_negative_trip_file),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
