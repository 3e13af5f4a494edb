/*
 * test_cache.c: the results cache through the engine: a second run is
 * served from the cache with the same findings; editing a header the file
 * includes, the file itself or the options invalidates the entry; a
 * record with a field out of range makes the entry a miss.
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

/* An entry's records: a good one is read back; one field out of range or
 * not a number makes the whole entry a miss, with nothing appended. */
static void test_corrupt_records(void **state)
{
	static const char good[] =
		"R\tdivmod\t1\ta.c\t3\t7\tf\tmsg\t1\tadvice\t78\t100\t1\t7800"
		"\t0\t0123456789abcdef\t1\treturn a/b;\t1\t1\t3\t3\t1\t18\n"
		"S\t2\tdmem\t12\tfmul 6 -> fadd 6\t12\t100\t2\n"
		"W\t2\t1\t5\t100\t3\t=S\\tD\n"
		"X\t10\t0\tf\n";
	/* field index (0 = the record kind) of the R line, and a bad value */
	static const struct { int field; const char *value; } bad[] = {
		{ 2, "99999" }, { 2, "-1" }, { 2, "" }, { 12, "3" }, { 12, "x" },
		{ 4, "4294967296" }, { 11, "18446744073709551616" }, { 8, "2" },
		{ 15, "0123456789abcdeg" }, { 16, "7" }, { 18, "1e3" },
		{ 19, "3" }, { 20, "4" }, { 20, "" }, { 21, "x" }, { 22, "3" },
		{ 23, "-1" }, { 23, "18446744073709551616" }, { 23, "" },
	};
	struct findings fs = { 0 };
	char *text = xstrdup(good);

	(void)state;
	assert_int_equal(cache_parse_findings(text, &fs), 0);
	assert_int_equal(fs.n, 1);
	assert_int_equal(fs.v[0].severity, SEV_WARNING);
	assert_int_equal(fs.v[0].basis, COUNT_ASSUMED);
	assert_int_equal(fs.v[0].count, 100);
	assert_int_equal(fs.v[0].loop_severity, SEV_WARNING);
	assert_true(fs.v[0].hoisted);
	assert_true(fs.v[0].once_run);		/* bit 1 of the same field */
	assert_int_equal(fs.v[0].setup_len, 3);		/* "msg" */
	assert_int_equal(fs.v[0].setup_sev, SEV_WARNING);
	assert_int_equal(fs.v[0].restrict_params, 18);	/* parameters 1 and 4 */
	assert_true(fs.v[0].sched.present && fs.v[0].fix.present);
	/* the string walk around it (callgraph_strings()) */
	assert_int_equal(fs.v[0].str_param, 2);
	assert_true(fs.v[0].str_own);
	assert_int_equal(fs.v[0].str_line, 5);
	assert_int_equal(fs.v[0].str_trip, 100);
	assert_string_equal(fs.v[0].str_cases, "S\tD");	/* escaped */
	assert_int_equal(fs.v[0].str_groups, 3);
	findings_release(&fs);
	free(text);
	for (size_t b = 0; b < sizeof(bad) / sizeof(bad[0]); b++) {
		struct strbuf sb = { 0 };
		char *copy = xstrdup(good), *line_end = strchr(copy, '\n');
		*line_end = 0;
		char *f = copy;
		for (int i = 0; i < 24; i++) {
			char *tab = strchr(f, '\t');
			if (tab)
				*tab = 0;
			if (i)
				sb_add(&sb, "\t", 1);
			sb_puts(&sb, i == bad[b].field ? bad[b].value : f);
			f = tab ? tab + 1 : f + strlen(f);
		}
		sb_puts(&sb, good + (line_end - copy));	/* "\n" and the rest */
		text = sb_detach(&sb);
		memset(&fs, 0, sizeof(fs));
		assert_int_equal(cache_parse_findings(text, &fs), -1);
		assert_int_equal(fs.n, 0);
		findings_release(&fs);
		free(text);
		free(copy);
	}
}

/* The call graph's records: a function's flags and its calls are read
 * back; a flag or call-flags value out of range, or a call with a field
 * missing, makes the entry a miss. */
static void test_call_records(void **state)
{
	static const char good[] =
		"F\tf\ta.c\t3\t10\t1\t139\t2\n"
		"C\ta.c\tf\tg\t1\t300\t1\t30\t17\t4660\t0,10,0,0,0,0,0,3\n"
		"T\t1\t=LLSS\\t\n"
		"T\t7\t=\n"
		"A\t2\t1\t0\t8\t10\t\n"
		"A\t2\t3\t0\t-1\t-1\tstruct S.n\n"
		"A\t11\t2\t1\t0\t0\t\n"
		"C\ta.c\t\th\t8\t1\t0\t1\t0\t0\t0,0,0,0,0,0,0,0\n"
		"C\ta.c\tf\tinit_tab\t2\t1\t0\t1\t0\t0\t0,0,0,0,0,0,0,0\n"
		"C\ta.c\tf\tfill_info\t6\t1\t0\t1\t0\t0\t0,0,0,0,0,0,0,0\n"
		"C\ta.c\t\tk\t16\t1\t0\t1\t0\t0\t0,0,0,0,0,0,0,0\n"
		"M\tstruct S.n\ta.c\tinit\t2\t0\t0\t0\t\n"
		"M\tstruct S.n\ta.c\t\t1\t0\t8\t8\t\n";
	static const char *const bad[] = {
		"F\tf\ta.c\t3\t10\t1\t256\t2\n",
		"F\tf\ta.c\t3\t10\t1\t3\n",
		"F\tf\ta.c\t3\t10\t1\t3\t-1\n",
		"C\ta.c\tf\tg\t32\t1\t0\t1\t0\t0\t0,0,0,0,0,0,0,0\n",
		/* an argument: past IA_ARGS, out of order, a member kind
		 * without its name, a range upside down */
		"A\t32\t1\t0\t8\t10\t\n",
		"A\t3\t1\t0\t8\t10\t\nA\t1\t1\t0\t8\t10\t\n",
		"A\t3\t3\t0\t8\t10\t\n",
		"A\t3\t1\t0\t10\t8\t\n",
		"M\tstruct S.n\ta.c\t\t9\t0\t8\t8\t\n",
		"C\ta.c\tf\tg\t1\t1\t3\t1\t0\t0\t0,0,0,0,0,0,0,0\n",
		"C\ta.c\tf\tg\t1\t1\t0\tx\t0\t0\t0,0,0,0,0,0,0,0\n",
		"C\ta.c\tf\tg\t1\t1\t0\t1\tx\t0\t0,0,0,0,0,0,0,0\n",
		"C\ta.c\tf\tg\t1\t1\t0\t1\t0\tx\t0,0,0,0,0,0,0,0\n",
		"C\ta.c\tf\tg\t1\t1\t0\t1\t0\n",
		"C\ta.c\tf\tg\t1\t1\t0\t1\t0\t0\t0,0,0,0,0,0,0\n",
		"C\ta.c\tf\tg\t1\t1\t0\t1\t0\t0\t0,0,0,0,0,0,0,0,0\n",
		"C\ta.c\tf\tg\t1\t1\t0\t1\t0\t0\t0,0,0,x,0,0,0,0\n",
		/* a literal's characters: past STR_ARGS, twice, no '=' */
		"C\ta.c\tf\tg\t1\t1\t0\t1\t0\t0\t0,0,0,0,0,0,0,0\nT\t8\t=S\n",
		"C\ta.c\tf\tg\t1\t1\t0\t1\t0\t0\t0,0,0,0,0,0,0,0\nT\t1\t=S\nT\t1\t=S\n",
		"C\ta.c\tf\tg\t1\t1\t0\t1\t0\t0\t0,0,0,0,0,0,0,0\nT\t1\tS\n",
	};
	struct findings fs = { 0 };
	char *text = xstrdup(good);

	(void)state;
	assert_int_equal(cache_parse_findings(text, &fs), 0);
	assert_int_equal(fs.nfn, 1);
	/* flags 139: static, set-up by name, an innermost unknown loop, its
	 * file's configuration names entries (128), not this one (64) */
	assert_true(fs.fn[0].is_static && fs.fn[0].cold && !fs.fn[0].hot);
	assert_true(fs.fn[0].long_guess);
	assert_true(fs.fn[0].entries_set && !fs.fn[0].entry_named);
	assert_int_equal(fs.fn[0].nparams, 2);
	assert_int_equal(fs.ncalls, 5);
	assert_string_equal(fs.calls[0].caller, "f");
	assert_string_equal(fs.calls[0].callee, "g");
	assert_true(fs.calls[0].in_loop);
	assert_int_equal(fs.calls[0].count, 300);
	assert_int_equal(fs.calls[0].basis, COUNT_ASSUMED);
	assert_int_equal(fs.calls[0].count_outer, 30);
	assert_int_equal(fs.calls[0].same_args, 17);
	assert_int_equal(fs.calls[0].fwd_args, 4660);
	assert_int_equal(fs.calls[0].strlit[1], 10);
	assert_int_equal(fs.calls[0].strlit[7], 3);
	assert_int_equal(fs.calls[0].strlit[0], 0);
	assert_string_equal(fs.calls[0].strchars[1], "LLSS\t");
	assert_string_equal(fs.calls[0].strchars[7], "");
	assert_null(fs.calls[0].strchars[0]);
	assert_null(fs.calls[1].strchars[1]);
	/* the arguments: 8 to 10 or S.n - 1 for the third, the caller's
	 * second parameter for the twelfth */
	assert_int_equal(fs.calls[0].nia, 3);
	assert_int_equal(fs.calls[0].ia[0].arg, 2);
	assert_int_equal(fs.calls[0].ia[0].kind, IA_CONST);
	assert_int_equal(fs.calls[0].ia[0].hi, 10);
	assert_string_equal(fs.calls[0].ia[1].member, "struct S.n");
	assert_int_equal(fs.calls[0].ia[1].lo, -1);
	assert_int_equal(fs.calls[0].ia[2].arg, 11);
	assert_int_equal(fs.calls[0].ia[2].kind, IA_PARAM);
	assert_int_equal(fs.calls[0].ia[2].param, 1);
	assert_int_equal(fs.nmf, 2);
	assert_int_equal(fs.mf[0].v.kind, IA_PARAM);
	assert_string_equal(fs.mf[0].func, "init");
	assert_int_equal(fs.mf[1].v.kind, IA_CONST);
	assert_int_equal(fs.mf[1].v.hi, 8);
	assert_string_equal(fs.calls[1].caller, "");
	assert_string_equal(fs.calls[1].callee, "h");
	/* flags 8: a taken address only tables take */
	assert_true(fs.calls[1].table && !fs.calls[0].table);
	assert_true(!fs.calls[0].once && !fs.calls[1].once);
	/* flags 2: a call in a once-guarded block, not in a loop */
	assert_true(fs.calls[2].once && !fs.calls[2].in_loop);
	assert_true(!fs.calls[2].hook);
	/* flags 6: every call in an optional report block (ONCE_HOOK) */
	assert_true(fs.calls[3].once && fs.calls[3].hook);
	/* flags 16: a taken address only call-only locals take */
	assert_true(fs.calls[4].local && !fs.calls[1].local && !fs.calls[4].table);
	findings_release(&fs);
	free(text);
	for (size_t b = 0; b < sizeof(bad) / sizeof(bad[0]); b++) {
		text = xasprintf("%s%s", good, bad[b]);
		memset(&fs, 0, sizeof(fs));
		assert_int_equal(cache_parse_findings(text, &fs), -1);
		assert_int_equal(fs.nfn + fs.ncalls + fs.nmf, 0);
		findings_release(&fs);
		free(text);
	}
}

/* Function costs (the JSON "functions") come out of a warm run as out of
 * a cold one, and the unroll option is part of the key. */
static void test_function_costs(void **state)
{
	struct check_config cfg = { .md = md, .jobs = 1 };
	char *cdir = xasprintf("%s/cache2", dir);
	struct check_input in = { .file = xasprintf("%s/a.c", dir) };
	struct check_result cold, warm, unrolled;
	size_t hits, misses;
	(void)state;
	rule_options_default(&cfg.opt);
	put("a.c", "int sum(const int *a, int n)\n{\n\tint s = 0;\n"
	    "\tfor (int i = 0; i < n; i++)\n\t\ts += a[i];\n\treturn s;\n}\n"
	    "int two(int x)\n{\n\treturn x + 2;\n}\n");
	cfg.cache = cache_open(cdir);
	check_run(&cfg, &in, 1, &cold);
	cache_close(cfg.cache);
	cfg.cache = cache_open(cdir);
	check_run(&cfg, &in, 1, &warm);
	cache_stats(cfg.cache, &hits, &misses);
	cache_close(cfg.cache);
	assert_int_equal(hits, 1);
	assert_int_equal(cold.fs.nfn, 2);
	assert_int_equal(warm.fs.nfn, 2);
	for (size_t i = 0; i < 2; i++) {
		assert_string_equal(warm.fs.fn[i].name, cold.fs.fn[i].name);
		assert_string_equal(warm.fs.fn[i].file, cold.fs.fn[i].file);
		assert_int_equal(warm.fs.fn[i].line, cold.fs.fn[i].line);
		assert_int_equal(warm.fs.fn[i].cycles, cold.fs.fn[i].cycles);
		assert_int_equal(warm.fs.fn[i].basis, cold.fs.fn[i].basis);
		assert_int_equal(warm.fs.fn[i].is_static, cold.fs.fn[i].is_static);
		assert_int_equal(warm.fs.fn[i].cold, cold.fs.fn[i].cold);
		assert_int_equal(warm.fs.fn[i].setup, cold.fs.fn[i].setup);
	}
	/* sum: the assumed iterations of a jump-bound loop, each at least
	 * the jump's delay slots, cost more than two's straight line */
	assert_string_equal(cold.fs.fn[0].name, "sum");
	assert_int_equal(cold.fs.fn[0].basis, COUNT_ASSUMED);
	assert_true(cold.fs.fn[0].cycles >=
		    cfg.opt.assumed_trip * md->jump_delay_slots);
	assert_true(cold.fs.fn[0].cycles > 10 * cold.fs.fn[1].cycles);
	assert_int_equal(cold.fs.fn[1].basis, COUNT_CONSTANT);
	cfg.opt.unroll = 8;	/* in the key, and cheaper */
	cfg.cache = cache_open(cdir);
	check_run(&cfg, &in, 1, &unrolled);
	cache_stats(cfg.cache, &hits, &misses);
	cache_close(cfg.cache);
	assert_int_equal(hits, 0);
	assert_true(unrolled.fs.fn[0].cycles < cold.fs.fn[0].cycles);
	check_result_release(&cold);
	check_result_release(&warm);
	check_result_release(&unrolled);
	free(in.file);
	free(cdir);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_invalidation),
		cmocka_unit_test(test_corrupt_records),
		cmocka_unit_test(test_call_records),
		cmocka_unit_test(test_function_costs),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
