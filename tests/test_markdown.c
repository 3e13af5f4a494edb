/*
 * test_markdown.c: a rule page rendered by cmark-gfm for the HTML report
 * (md_html) and for the terminal (md_render_term): headings shifted,
 * hostile HTML and links neutralised, tables with escaped pipes.
 */
#define _GNU_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "report.h"

static const char page[] =
	"# rule\n"
	"\n"
	"Text with `code`, **bold**, *emphasis* and <script>alert(1)</script>.\n"
	"[site](https://example.org/x) [here](#rule-divmod) "
	"[other](divmod.md) [bad](javascript:alert(1))\n"
	"\n"
	"| case | pattern |\n"
	"|---|---|\n"
	"| swap | `a \\| b` |\n"
	"| plain | x |\n"
	"\n"
	"- one\n"
	"- two\n"
	"\n"
	"```\n"
	"x = a / b;\n"
	"```\n";

static char *render_html(int shift)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *o = open_memstream(&buf, &len);
	assert_non_null(o);
	md_html(o, page, strlen(page), shift);
	fclose(o);
	return buf;
}

static char *render_term(bool color, size_t width)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *o = open_memstream(&buf, &len);
	assert_non_null(o);
	md_render_term(o, page, strlen(page), color, width);
	fclose(o);
	return buf;
}

static void test_html(void **state)
{
	(void)state;
	char *h = render_html(2);
	assert_non_null(strstr(h, "<h3>rule</h3>"));
	assert_non_null(strstr(h, "<code>code</code>"));
	assert_non_null(strstr(h, "<strong>bold</strong>"));
	/* raw HTML is left out, never passed through */
	assert_null(strstr(h, "<script"));
	/* http(s) and in-page links kept, relative and javascript: dropped */
	assert_non_null(strstr(h, "<a href=\"https://example.org/x\">site</a>"));
	assert_non_null(strstr(h, "<a href=\"#rule-divmod\">here</a>"));
	assert_null(strstr(h, "divmod.md"));
	assert_non_null(strstr(h, "other"));
	assert_null(strstr(h, "javascript"));
	/* a table cell keeps its escaped pipe */
	assert_non_null(strstr(h, "<td><code>a | b</code></td>"));
	assert_non_null(strstr(h, "<th>case</th>"));
	assert_non_null(strstr(h, "<li>two</li>"));
	assert_non_null(strstr(h, "x = a / b;"));
	free(h);
	h = render_html(5);
	assert_non_null(strstr(h, "<h6>rule</h6>"));	/* capped at 6 */
	free(h);
}

static void test_term(void **state)
{
	(void)state;
	char *t = render_term(false, 100);
	assert_true(!strncmp(t, "rule\n====\n", 10));
	assert_null(strstr(t, "**"));
	assert_null(strstr(t, "```"));
	/* the table aligned, its escaped pipe a pipe */
	assert_non_null(strstr(t, "  case   pattern\n"));
	assert_non_null(strstr(t, "  swap   a | b\n"));
	assert_non_null(strstr(t, "- one\n- two\n"));
	assert_non_null(strstr(t, "    x = a / b;\n"));
	assert_non_null(strstr(t, "site (https://example.org/x)"));
	assert_null(strchr(t, '\033'));
	free(t);
	/* too narrow for the table: one block per row */
	t = render_term(false, 10);
	assert_non_null(strstr(t, "  - case: swap\n    pattern: a | b\n"));
	free(t);
	t = render_term(true, 100);
	assert_non_null(strstr(t, "\033[1mrule\033[0m"));
	assert_non_null(strstr(t, "\033[36mcode\033[0m"));
	free(t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_html),
		cmocka_unit_test(test_term),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
