/*
 * test_diffmap.c: changed lines from unified diffs (-U0 and with
 * context, several files, new and deleted files) and header includers.
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

#include "diffmap.h"
#include "util.h"

static const char patch[] =
"diff --git a/src/a.c b/src/a.c\n"
"index 1111111..2222222 100644\n"
"--- a/src/a.c\n"
"+++ b/src/a.c\n"
"@@ -3,0 +4,2 @@ void f(void)\n"
"+\tx = y / z;\n"
"+\tw = 1;\n"
"@@ -10 +12 @@\n"
"-\told();\n"
"+\tnew();\n"
"@@ -20,2 +22,0 @@\n"
"-\tgone();\n"
"-\tgone2();\n"
"diff --git a/b.h b/b.h\n"
"new file mode 100644\n"
"--- /dev/null\n"
"+++ b/b.h\n"
"@@ -0,0 +1 @@\n"
"+#define B 1\n"
"diff --git a/old.c b/old.c\n"
"deleted file mode 100644\n"
"--- a/old.c\n"
"+++ /dev/null\n"
"@@ -1 +0,0 @@\n"
"-int old;\n";

static const char context[] =
"--- lib/c.c\t2024-01-01 00:00:00\n"
"+++ lib/c.c\t2024-01-02 00:00:00\n"
"@@ -1,5 +1,6 @@\n"
" int a;\n"
"-int b;\n"
"+int b2;\n"
"+int b3;\n"
" int c;\n"
"\n"
" int d;\n";

static void test_unified(void **state)
{
	struct diffmap m = { 0 };
	char err[128];
	(void)state;
	assert_int_equal(diff_parse(patch, strlen(patch), &m, err, sizeof err), 0);
	assert_int_equal(m.n, 2);
	assert_string_equal(m.f[0].path, "src/a.c");
	assert_int_equal(m.f[0].n, 3);
	assert_int_equal(m.f[0].lines[0], 4);
	assert_int_equal(m.f[0].lines[1], 5);
	assert_int_equal(m.f[0].lines[2], 12);
	assert_string_equal(m.f[1].path, "b.h");
	assert_int_equal(m.f[1].lines[0], 1);
	diff_resolve(&m, "/repo");
	assert_true(diff_has_line(&m, "/repo/src/a.c", 5) ||
		    diff_has_line(&m, m.f[0].abs, 5));
	assert_false(diff_has_line(&m, m.f[0].abs, 6));
	assert_false(diff_has_line(&m, m.f[0].abs, 22));
	diff_release(&m);
}

static void test_context(void **state)
{
	struct diffmap m = { 0 };
	char err[128];
	(void)state;
	assert_int_equal(diff_parse(context, strlen(context), &m, err, sizeof err), 0);
	assert_int_equal(m.n, 1);
	assert_string_equal(m.f[0].path, "lib/c.c");
	assert_int_equal(m.f[0].n, 2);
	assert_int_equal(m.f[0].lines[0], 2);
	assert_int_equal(m.f[0].lines[1], 3);
	diff_release(&m);
	assert_int_equal(diff_parse("hello\n", 6, &m, err, sizeof err), -1);
	assert_int_equal(diff_parse("", 0, &m, err, sizeof err), 0);
	assert_int_equal(m.n, 0);
}

/* git quotes paths with bytes above 0x7f, quotes, backslashes and
 * control characters (core.quotepath, the default) */
static const char quoted[] =
"diff --git \"a/gr\\303\\274n.c\" \"b/gr\\303\\274n.c\"\n"
"--- \"a/gr\\303\\274n.c\"\n"
"+++ \"b/gr\\303\\274n.c\"\n"
"@@ -1,0 +2 @@\n"
"+x\n"
"+++ \"b/tab\\there \\\"q\\\" \\\\.c\"\n"
"@@ -0,0 +1 @@\n"
"+y\n";

static void test_quoted(void **state)
{
	struct diffmap m = { 0 };
	char err[128];
	(void)state;
	assert_int_equal(diff_parse(quoted, strlen(quoted), &m, err, sizeof err), 0);
	assert_int_equal(m.n, 2);
	assert_string_equal(m.f[0].path, "gr\xc3\xbcn.c");
	assert_int_equal(m.f[0].n, 1);
	assert_int_equal(m.f[0].lines[0], 2);
	assert_string_equal(m.f[1].path, "tab\there \"q\" \\.c");
	diff_release(&m);
}

/* A "+++ " line with no path at the very end of the input, a quoted path
 * cut after a backslash, a backslash before a NUL (found by fuzz_diff):
 * the parser must not read past the input or its escape table. */
static void test_truncated(void **state)
{
	struct diffmap m = { 0 };
	char err[128];
	static const char *const cases[] = { "+++ ", "+++ \"", "+++ \"b/a",
					     "--- a\n+++ ", "+++ \"`x\\",
					     "+++ \"x\\\0\"", "+++ a\n@@ -1",
					     "+++ a\n@@ -1,2 +3" };
	(void)state;
	static const char nul[] = "+++ \"a\\\0b\"\n";
	char *copy = malloc(sizeof(nul) - 1);
	memcpy(copy, nul, sizeof(nul) - 1);
	assert_int_equal(diff_parse(copy, sizeof(nul) - 1, &m, err, sizeof err), 0);
	assert_int_equal(m.n, 1);
	assert_int_equal(m.f[0].path[1], 0);	/* the NUL stands for itself */
	diff_release(&m);
	memset(&m, 0, sizeof(m));
	free(copy);
	for (unsigned i = 0; i < sizeof(cases) / sizeof(*cases); i++) {
		size_t n = strlen(cases[i]);
		char *exact = malloc(n);	/* no terminating NUL to lean on */
		memcpy(exact, cases[i], n);
		diff_parse(exact, n, &m, err, sizeof err);
		diff_release(&m);
		memset(&m, 0, sizeof(m));
		free(exact);
	}
}

/* A hunk header is read from its own line only (it once went on through
 * the next line, and past the end of an input without a NUL: found by
 * fuzz_diff in CI). */
static void test_hunk_line(void **state)
{
	struct diffmap m = { 0 };
	char err[128];
	static const char text[] = "+++ b/a.c\n@@ -1\n+7,2 @@\n+x\n"
				   "@@ -9 +9,1 @@\n+y\n";
	(void)state;
	assert_int_equal(diff_parse(text, sizeof(text) - 1, &m, err, sizeof err), 0);
	assert_int_equal(m.n, 1);
	/* "@@ -1" is no header: its "+x" is not counted as line 7 */
	assert_int_equal(m.f[0].n, 1);
	assert_int_equal(m.f[0].lines[0], 9);
	diff_release(&m);
}

static void put(const char *dir, const char *name, const char *text)
{
	char *p = xasprintf("%s/%s", dir, name);
	FILE *f = fopen(p, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
	free(p);
}

static void test_includers(void **state)
{
	char dir[] = "/tmp/test_diffmap.XXXXXX";
	(void)state;
	assert_non_null(mkdtemp(dir));
	put(dir, "base.h", "#define X 1\n");
	put(dir, "mid.h", "#include \"base.h\"\n");
	put(dir, "a.c", "#include \"mid.h\"\nint a;\n");
	put(dir, "b.c", "#include <base.h>\nint b;\n");	/* angle: not followed */
	put(dir, "c.c", "  #  include \"base.h\"\n");
	char *cands[4], *hdr = xasprintf("%s/base.h", dir), **out;
	const char *names[] = { "mid.h", "a.c", "b.c", "c.c" };
	for (int i = 0; i < 4; i++)
		cands[i] = xasprintf("%s/%s", dir, names[i]);
	size_t n = diff_includers(cands, 4, &hdr, 1, &out);
	assert_int_equal(n, 2);
	int seen_a = 0, seen_c = 0;
	for (size_t i = 0; i < n; i++) {
		seen_a |= strstr(out[i], "/a.c") != NULL;
		seen_c |= strstr(out[i], "/c.c") != NULL;
		free(out[i]);
	}
	assert_true(seen_a && seen_c);
	free(out);
	for (int i = 0; i < 4; i++)
		free(cands[i]);
	free(hdr);
	char *cmd = xasprintf("rm -rf '%s'", dir);
	assert_int_equal(system(cmd), 0);
	free(cmd);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_unified),
		cmocka_unit_test(test_context),
		cmocka_unit_test(test_quoted),
		cmocka_unit_test(test_truncated),
		cmocka_unit_test(test_hunk_line),
		cmocka_unit_test(test_includers),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
