/*
 * md_html.c: a rule page (Markdown) as HTML, so the report carries the
 * pages its rule chips link to and opens offline.  The pages use a small
 * subset, and that is what is converted: headings (shifted down by
 * 'shift' levels to nest in the report), paragraphs, '-' lists, fenced
 * code, pipe tables, `code`, **bold** and [links](url).  Every piece of
 * text goes through html_esc(); a link keeps only http(s) and in-page
 * addresses, anything else becomes plain text.
 */
#include "report.h"
#include "svg.h"
#include "util.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

static void esc_n(FILE *out, const char *s, size_t n)
{
	char *c = xstrndup(s, n);
	html_esc(out, c);
	free(c);
}

static void inline_html(FILE *out, const char *s, size_t n)
{
	const char *e = s + n;

	while (s < e) {
		const char *q;
		if (*s == '`' && (q = memchr(s + 1, '`', (size_t)(e - s - 1)))) {
			fputs("<code>", out);
			esc_n(out, s + 1, (size_t)(q - s - 1));
			fputs("</code>", out);
			s = q + 1;
			continue;
		}
		if (s + 1 < e && s[0] == '*' && s[1] == '*') {
			q = s + 2;
			while (q + 1 < e && !(q[0] == '*' && q[1] == '*'))
				q++;
			if (q + 1 < e) {
				fputs("<b>", out);
				inline_html(out, s + 2, (size_t)(q - s - 2));
				fputs("</b>", out);
				s = q + 2;
				continue;
			}
		}
		if (*s == '[' && (q = memchr(s, ']', (size_t)(e - s))) &&
		    q + 1 < e && q[1] == '(') {
			const char *r = memchr(q, ')', (size_t)(e - q));
			if (r) {
				size_t ul = (size_t)(r - q - 2);
				bool ok = (ul > 8 && !strncmp(q + 2, "https://", 8)) ||
					  (ul > 7 && !strncmp(q + 2, "http://", 7)) ||
					  (ul > 1 && q[2] == '#');
				if (ok) {
					fputs("<a href=\"", out);
					esc_n(out, q + 2, ul);
					fputs("\">", out);
				}
				inline_html(out, s + 1, (size_t)(q - s - 1));
				if (ok)
					fputs("</a>", out);
				s = r + 1;
				continue;
			}
		}
		size_t k = strcspn(s, "`*[");
		if (!k)
			k = 1;
		if (k > (size_t)(e - s))
			k = (size_t)(e - s);
		esc_n(out, s, k);
		s += k;
	}
}

/* One table row's cells, split at '|' outside `code`. */
static void table_row(FILE *out, const char *s, size_t n, bool head)
{
	const char *e = s + n;

	while (e > s && (e[-1] == ' ' || e[-1] == '\r'))
		e--;
	if (s < e && *s == '|')
		s++;
	if (e > s && e[-1] == '|')
		e--;
	fputs("<tr>", out);
	while (s <= e) {
		const char *q = s;
		bool code = false;
		while (q < e && (*q != '|' || code)) {
			if (*q == '`')
				code = !code;
			q++;
		}
		const char *a = s, *b = q;
		while (a < b && *a == ' ')
			a++;
		while (b > a && b[-1] == ' ')
			b--;
		fputs(head ? "<th>" : "<td>", out);
		inline_html(out, a, (size_t)(b - a));
		fputs(head ? "</th>" : "</td>", out);
		if (q >= e)
			break;
		s = q + 1;
	}
	fputs("</tr>\n", out);
}

void md_html(FILE *out, const char *text, size_t len, int shift)
{
	const char *p = text, *end = text + len;
	enum { NONE, PARA, LIST, CODE, TABLE } blk = NONE;
	bool table_head = false;
	static const char *const close[] = { "", "</p>\n", "</li></ul>\n",
					     "</code></pre>\n", "</tbody></table></div>\n" };

	while (p < end) {
		const char *eol = memchr(p, '\n', (size_t)(end - p));
		size_t n = eol ? (size_t)(eol - p) : (size_t)(end - p);
		const char *next = eol ? eol + 1 : end;
		size_t ind = strspn(p, " ");

		if (blk == CODE) {
			if (n >= 3 && !strncmp(p, "```", 3)) {
				fputs(close[CODE], out);
				blk = NONE;
			} else {
				esc_n(out, p, n);
				fputc('\n', out);
			}
		} else if (n >= 3 && !strncmp(p, "```", 3)) {
			fputs(close[blk], out);
			fputs("<pre class=\"md\"><code>", out);
			blk = CODE;
		} else if (ind >= n) {
			fputs(close[blk], out);
			blk = NONE;
		} else if (*p == '#') {
			size_t lv = strspn(p, "#");
			const char *h = p + lv;
			while (h < p + n && *h == ' ')
				h++;
			int level = (int)lv + shift > 6 ? 6 : (int)lv + shift;
			fputs(close[blk], out);
			blk = NONE;
			fprintf(out, "<h%d>", level);
			inline_html(out, h, (size_t)(p + n - h));
			fprintf(out, "</h%d>\n", level);
		} else if (*p == '|') {
			if (blk != TABLE) {
				fputs(close[blk], out);
				fputs("<div class=\"tw\"><table class=\"md\"><tbody>\n", out);
				blk = TABLE;
				table_head = true;
			}
			if (strspn(p, "|-: ") >= n)
				;	/* the rule under the header */
			else
				table_row(out, p, n, table_head);
			table_head = false;
		} else if (!strncmp(p + ind, "- ", 2)) {
			if (blk == LIST) {
				fputs("</li><li>", out);
			} else {
				fputs(close[blk], out);
				fputs("<ul><li>", out);
				blk = LIST;
			}
			inline_html(out, p + ind + 2, n - ind - 2);
			fputc('\n', out);
		} else {
			if (blk != PARA && blk != LIST) {
				fputs(close[blk], out);
				fputs("<p>", out);
				blk = PARA;
			}
			inline_html(out, p + ind, n - ind);
			fputc('\n', out);
		}
		p = next;
	}
	fputs(close[blk], out);
}
