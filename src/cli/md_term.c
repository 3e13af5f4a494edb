/*
 * md_term.c: a rule page (Markdown) rendered for a terminal, for 'tmopt
 * explain'.  The pages use a small subset: headings, paragraphs, lists,
 * fenced code, pipe tables, `code`, **bold** and links; that
 * is what is rendered.  Headings are bold (underlined with '=' or '-'
 * without colour), code is indented, tables are aligned when they fit the
 * width and otherwise printed one "header: cell" block per row, a link
 * keeps its address in parentheses.  Anything else passes through.
 */
#include "cli.h"
#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct style {
	const char *bold, *code, *off;
};

/* The inline markup of [s, s + n) rendered into sb. */
static void inline_md(struct strbuf *sb, const char *s, size_t n,
		      const struct style *st)
{
	const char *e = s + n;

	while (s < e) {
		if (*s == '`') {
			const char *q = memchr(s + 1, '`', (size_t)(e - s - 1));
			if (q) {
				sb_puts(sb, st->code);
				sb_add(sb, s + 1, (size_t)(q - s - 1));
				sb_puts(sb, st->off);
				s = q + 1;
				continue;
			}
		} else if (s + 1 < e && s[0] == '*' && s[1] == '*') {
			const char *q = s + 2;
			while (q + 1 < e && !(q[0] == '*' && q[1] == '*'))
				q++;
			if (q + 1 < e) {
				sb_puts(sb, st->bold);
				inline_md(sb, s + 2, (size_t)(q - s - 2), st);
				sb_puts(sb, st->off);
				s = q + 2;
				continue;
			}
		} else if (*s == '[') {
			const char *q = memchr(s, ']', (size_t)(e - s));
			if (q && q + 1 < e && q[1] == '(') {
				const char *r = memchr(q, ')', (size_t)(e - q));
				if (r) {
					inline_md(sb, s + 1, (size_t)(q - s - 1), st);
					sb_puts(sb, " (");
					sb_add(sb, q + 2, (size_t)(r - q - 2));
					sb_puts(sb, ")");
					s = r + 1;
					continue;
				}
			}
		}
		sb_add(sb, s, 1);
		s++;
	}
}

/* Visible width of a rendered string: escape sequences do not count,
 * UTF-8 continuation bytes neither. */
static size_t visible(const char *s)
{
	size_t w = 0;

	while (*s) {
		if (*s == '\033') {
			while (*s && *s != 'm')
				s++;
			if (*s)
				s++;
			continue;
		}
		if (((unsigned char)*s & 0xC0) != 0x80)
			w++;
		s++;
	}
	return w;
}

/* The cells of a table row "| a | b |" rendered; returns the count. */
static size_t row_cells(const char *line, size_t n, const struct style *st,
			char ***out)
{
	const char *s = line, *e = line + n;
	size_t k = 0;

	*out = NULL;
	if (s < e && *s == '|')
		s++;
	while (e > s && (e[-1] == ' ' || e[-1] == '\r'))
		e--;
	if (e > s && e[-1] == '|')
		e--;
	while (s <= e) {
		const char *q = s;
		bool code = false;
		while (q < e && (*q != '|' || code)) {
			if (*q == '`')
				code = !code;
			if (*q == '\\' && q + 1 < e)
				q++;
			q++;
		}
		const char *a = s, *b = q;
		while (a < b && *a == ' ')
			a++;
		while (b > a && b[-1] == ' ')
			b--;
		struct strbuf sb = { 0 };
		inline_md(&sb, a, (size_t)(b - a), st);
		*out = xrealloc(*out, (k + 1) * sizeof(char *));
		(*out)[k++] = sb_detach(&sb);
		if (q >= e)
			break;
		s = q + 1;
	}
	return k;
}

static bool is_rule_row(const char *line, size_t n)
{
	return n && strspn(line, "|-: ") >= n;
}

/* A table of lines [0, nl): aligned when it fits width, else blocks. */
static void table(FILE *out, const char **lines, const size_t *lens, size_t nl,
		  size_t width, const struct style *st)
{
	char ***cells = xcalloc(nl, sizeof(char **));
	size_t *nc = xcalloc(nl, sizeof(size_t)), ncol = 0, nrows = 0;

	for (size_t i = 0; i < nl; i++) {
		if (is_rule_row(lines[i], lens[i]))
			continue;
		nc[nrows] = row_cells(lines[i], lens[i], st, &cells[nrows]);
		if (nc[nrows] > ncol)
			ncol = nc[nrows];
		nrows++;
	}
	size_t *w = xcalloc(ncol + 1, sizeof(size_t)), total = 2;
	for (size_t r = 0; r < nrows; r++)
		for (size_t c = 0; c < nc[r]; c++)
			if (visible(cells[r][c]) > w[c])
				w[c] = visible(cells[r][c]);
	for (size_t c = 0; c < ncol; c++)
		total += w[c] + 2;
	for (size_t r = 0; r < nrows; r++) {
		if (total <= width) {
			fputs("  ", out);
			for (size_t c = 0; c < nc[r]; c++) {
				if (!r)
					fputs(st->bold, out);
				fputs(cells[r][c], out);
				if (!r)
					fputs(st->off, out);
				if (c + 1 < nc[r])
					for (size_t p = visible(cells[r][c]); p < w[c] + 2; p++)
						fputc(' ', out);
			}
			fputc('\n', out);
			if (!r) {
				fputs("  ", out);
				for (size_t p = 2; p < total - 2; p++)
					fputc('-', out);
				fputc('\n', out);
			}
		} else if (r) {
			for (size_t c = 0; c < nc[r]; c++)
				fprintf(out, "  %s%s%s%s: %s\n", c ? "  " : "- ",
					st->bold, c < nc[0] ? cells[0][c] : "",
					st->off, cells[r][c]);
		}
	}
	for (size_t r = 0; r < nrows; r++) {
		for (size_t c = 0; c < nc[r]; c++)
			free(cells[r][c]);
		free(cells[r]);
	}
	free(cells);
	free(nc);
	free(w);
}

void md_render_term(FILE *out, const char *text, size_t len, bool color,
		    size_t width)
{
	struct style st = { color ? "\033[1m" : "", color ? "\033[36m" : "",
			    color ? "\033[0m" : "" };
	const char *p = text, *end = text + len;
	bool fence = false;

	while (p < end) {
		const char *eol = memchr(p, '\n', (size_t)(end - p));
		size_t n = eol ? (size_t)(eol - p) : (size_t)(end - p);
		const char *next = eol ? eol + 1 : end;

		if (n >= 3 && !strncmp(p, "```", 3)) {
			fence = !fence;
		} else if (fence) {
			fprintf(out, "    %s%.*s%s\n", st.code, (int)n, p, st.off);
		} else if (n && *p == '|') {
			/* a table: this line and the following '|' lines */
			const char **lines = NULL;
			size_t *lens = NULL, nl = 0;
			const char *q = p;
			while (q < end && *q == '|') {
				const char *qe = memchr(q, '\n', (size_t)(end - q));
				lines = xrealloc(lines, (nl + 1) * sizeof(char *));
				lens = xrealloc(lens, (nl + 1) * sizeof(size_t));
				lines[nl] = q;
				lens[nl++] = qe ? (size_t)(qe - q) : (size_t)(end - q);
				q = qe ? qe + 1 : end;
			}
			table(out, lines, lens, nl, width, &st);
			free(lines);
			free(lens);
			next = q;
		} else if (n && *p == '#') {
			size_t level = strspn(p, "#");
			const char *h = p + level;
			while (h < p + n && *h == ' ')
				h++;
			struct strbuf sb = { 0 };
			inline_md(&sb, h, (size_t)(p + n - h), &st);
			fprintf(out, "%s%s%s\n", st.bold, sb.buf ? sb.buf : "", st.off);
			if (!color || level == 1) {
				size_t w = visible(sb.buf ? sb.buf : "");
				for (size_t i = 0; i < w; i++)
					fputc(level == 1 ? '=' : '-', out);
				fputc('\n', out);
			}
			sb_release(&sb);
		} else {
			struct strbuf sb = { 0 };
			inline_md(&sb, p, n, &st);
			fprintf(out, "%s\n", sb.buf ? sb.buf : "");
			sb_release(&sb);
		}
		p = next;
	}
}
