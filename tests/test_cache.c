/*
 * test_cache.c: the results cache through the engine: a second run is
 * served from the cache with the same findings; editing a header the file
 * includes, the file itself or the options invalidates the entry.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cache.h"
#include "check.h"
#include "util.h"

static char dir[] = "/tmp/test_cache.XXXXXX";
static struct machine *md;

static void put(const char *name, const char *text)
{
	char *p = xasprintf("%s/%s", dir, name);
	FILE *f = fopen(p, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
	free(p);
}

static int setup(void **state)
{
	char err[512];
	(void)state;
	if (!mkdtemp(dir))
		return -1;
	if (!getenv("TMOPT_MACHDIR"))
		setenv("TMOPT_MACHDIR", TMOPT_SOURCE_DIR "/machdesc", 1);
	return md_load_target("tm5250", &md, err, sizeof err);
}

static int teardown(void **state)
{
	char *cmd = xasprintf("rm -rf '%s'", dir);
	(void)state;
	md_free(md);
	int rc = system(cmd);
	free(cmd);
	return rc;
}

/* Run the engine on dir/a.c; returns the number of findings and sets
 * *hits to the cache hits of this run. */
static size_t run(struct check_config *cfg, size_t *hits)
{
	char *cdir = xasprintf("%s/cache", dir);
	struct check_input in = { .file = xasprintf("%s/a.c", dir) };
	struct check_result res;
	size_t misses;

	cfg->cache = cache_open(cdir);
	check_run(cfg, &in, 1, &res);
	assert_int_equal(res.nerrors, 0);
	cache_stats(cfg->cache, hits, &misses);
	size_t n = res.fs.n;
	check_result_release(&res);
	cache_close(cfg->cache);
	cfg->cache = NULL;
	free(in.file);
	free(cdir);
	return n;
}

static void test_invalidation(void **state)
{
	struct check_config cfg = { .md = md, .jobs = 1 };
	size_t hits;
	(void)state;
	rule_options_default(&cfg.opt);
	put("k.h", "static inline int k(int a, int b) { return a + b; }\n");
	put("a.c", "#include \"k.h\"\nint f(int x, int y)\n{\n\treturn x / y + k(x, y);\n}\n");
	assert_int_equal(run(&cfg, &hits), 1);
	assert_int_equal(hits, 0);
	assert_int_equal(run(&cfg, &hits), 1);
	assert_int_equal(hits, 1);			/* warm: no parse */
	put("k.h", "static inline int k(int a, int b) { return a % b; }\n");
	assert_int_equal(run(&cfg, &hits), 2);	/* the header's divide */
	assert_int_equal(hits, 0);
	assert_int_equal(run(&cfg, &hits), 2);
	assert_int_equal(hits, 1);
	put("a.c", "#include \"k.h\"\nint f(int x, int y)\n{\n\treturn x * y + k(x, y);\n}\n");
	assert_int_equal(run(&cfg, &hits), 1);
	assert_int_equal(hits, 0);
	cfg.opt.assumed_trip = 7;			/* options are in the key */
	assert_int_equal(run(&cfg, &hits), 1);
	assert_int_equal(hits, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_invalidation),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
