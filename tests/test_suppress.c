/*
 * test_suppress.c: suppression comments: placement (same line, line
 * before, regions), rule lists and globs, and the problems reported.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "suppress.h"

static void parse(const char *text, struct suppressions *s)
{
	memset(s, 0, sizeof(*s));
	supp_parse(text, strlen(text), s);
}

static void test_placement(void **state)
{
	struct suppressions s;
	(void)state;
	parse("int a = b / c;\t// tmopt: ignore[divmod] c is 1 or 2\n"	/* 1 */
	      "// tmopt: ignore[divmod, double-*] legacy code\n"	/* 2 */
	      "x = y / z + 1.0;\n"					/* 3 */
	      "w = v / u;\n"						/* 4 */
	      "  /* tmopt: ignore[int64-emulation] 64-bit timer */\n"	/* 5 */
	      "t = t64 * 3;\n", &s);					/* 6 */
	assert_int_equal(s.np, 0);
	assert_int_equal(s.n, 3);
	assert_true(supp_match(&s, "divmod", 1));
	assert_false(supp_match(&s, "divmod", 0));
	assert_true(supp_match(&s, "divmod", 3));
	assert_true(supp_match(&s, "double-emulation", 3));
	assert_false(supp_match(&s, "int64-emulation", 3));
	assert_false(supp_match(&s, "divmod", 4));	/* trailing covers its line only */
	assert_true(supp_match(&s, "int64-emulation", 6));
	assert_string_equal(s.v[0].reason, "c is 1 or 2");
	assert_string_equal(s.v[2].reason, "64-bit timer");
	supp_release(&s);
}

static void test_regions(void **state)
{
	struct suppressions s;
	(void)state;
	parse("a;\n"
	      "// tmopt: ignore-begin[*] generated tables\n"
	      "b / c;\n"
	      "d * 1.0;\n"
	      "// tmopt: ignore-end\n"
	      "e / f;\n", &s);
	assert_int_equal(s.np, 0);
	assert_true(supp_match(&s, "divmod", 3));
	assert_true(supp_match(&s, "double-emulation", 4));
	assert_false(supp_match(&s, "divmod", 6));
	supp_release(&s);
}

static void test_problems(void **state)
{
	struct suppressions s;
	(void)state;
	parse("a / b;  // tmopt: ignore[divmod]\n"			/* no reason */
	      "c / d;  // tmopt: ignore[dvimod] typo\n"		/* unknown rule */
	      "// tmopt: ignore-end\n"				/* stray end */
	      "// tmopt: ignore-begin[divmod] never closed\n"
	      "e / f;  // tmopt: ignore divmod no brackets\n"
	      "g / h;  // tmopt: silence[divmod] x\n"
	      "s = \"// tmopt: ignore[divmod]\";\n"		/* in a string */
	      "x / y;  // expect: divmod // tmopt: ignore[divmod] shares the line\n",
	      &s);
	assert_int_equal(s.np, 6);
	assert_int_equal(s.p[0].line, 1);
	assert_non_null(strstr(s.p[0].message, "without a reason"));
	assert_non_null(strstr(s.p[1].message, "unknown rule 'dvimod'"));
	assert_non_null(strstr(s.p[2].message, "'ignore-end' without"));
	assert_non_null(strstr(s.p[3].message, "without '[RULE]'"));
	assert_non_null(strstr(s.p[4].message, "unknown tmopt directive"));
	assert_non_null(strstr(s.p[5].message, "without 'ignore-end'"));
	assert_int_equal(s.p[5].line, 4);
	/* no reason: still suppresses (one message, not two) */
	assert_true(supp_match(&s, "divmod", 1));
	assert_false(supp_match(&s, "divmod", 2));
	assert_false(supp_match(&s, "divmod", 5));
	assert_false(supp_match(&s, "divmod", 7));
	assert_true(supp_match(&s, "divmod", 8));
	assert_string_equal(s.v[s.n - 1].reason, "shares the line");
	supp_release(&s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_placement),
		cmocka_unit_test(test_regions),
		cmocka_unit_test(test_problems),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
