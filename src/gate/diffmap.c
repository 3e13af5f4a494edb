/*
 * diffmap.c: unified diffs, header includers and git plumbing (see
 * diffmap.h).  Diffs of a commit are small; lines are kept in a sorted
 * array per file and searched with bsearch.
 */
#include "diffmap.h"
#include "config.h"
#include "util.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static struct diff_file *file_add(struct diffmap *m, const char *path, size_t n)
{
	m->f = xrealloc(m->f, (m->n + 1) * sizeof(*m->f));
	struct diff_file *f = &m->f[m->n++];
	memset(f, 0, sizeof(*f));
	f->path = xstrndup(path, n);
	return f;
}

static void line_add(struct diff_file *f, unsigned line)
{
	if (f->n == f->cap) {
		f->cap = f->cap ? 2 * f->cap : 16;
		f->lines = xrealloc(f->lines, f->cap * sizeof(unsigned));
	}
	f->lines[f->n++] = line;
}

/* A C-quoted path as git writes one with special characters
 * ("b/gr\303\274n.c"): [p, eol) starts at the opening quote.  Returns the
 * unquoted bytes (allocated) and their length in *n, or NULL when the
 * quote is not closed. */
static char *unquote(const char *p, const char *eol, size_t *n)
{
	struct strbuf sb = { 0 };

	for (p++; p < eol && *p != '"'; p++) {
		char c = *p;
		if (c == '\\' && p + 1 < eol) {
			c = *++p;
			if (c >= '0' && c <= '7') {
				unsigned v = 0;
				for (int k = 0; k < 3 && p < eol && *p >= '0' &&
				     *p <= '7'; k++, p++)
					v = v * 8 + (unsigned)(*p - '0');
				p--;
				c = (char)v;
			} else {
				/* git's C escapes; any other character
				 * (\\, \", or a stray one) stands for itself */
				switch (c) {
				case 'a': c = '\a'; break;
				case 'b': c = '\b'; break;
				case 'f': c = '\f'; break;
				case 'n': c = '\n'; break;
				case 'r': c = '\r'; break;
				case 't': c = '\t'; break;
				case 'v': c = '\v'; break;
				default: break;
				}
			}
		}
		sb_add(&sb, &c, 1);
	}
	if (p >= eol) {
		sb_release(&sb);
		return NULL;
	}
	*n = sb.len;
	return sb_detach(&sb);
}

/* The path of a "+++ " line [p, eol): "b/" and a tab-separated date
 * stripped, C quoting undone; NULL for /dev/null. */
static struct diff_file *new_side(struct diffmap *m, const char *p,
				  const char *eol)
{
	p += 4;
	if (p >= eol)
		return NULL;	/* "+++ " and no path */
	if (*p == '"') {
		size_t n;
		char *q = unquote(p, eol, &n);
		if (!q)
			return NULL;
		size_t skip = n > 2 && !strncmp(q, "b/", 2) ? 2 : 0;
		struct diff_file *f = file_add(m, q + skip, n - skip);
		free(q);
		return f;
	}
	const char *end = memchr(p, '\t', (size_t)(eol - p));
	if (!end)
		end = eol;
	while (end > p && (end[-1] == '\r' || end[-1] == ' '))
		end--;
	if ((size_t)(end - p) == 9 && !strncmp(p, "/dev/null", 9))
		return NULL;
	if (end - p > 2 && !strncmp(p, "b/", 2))
		p += 2;
	return file_add(m, p, (size_t)(end - p));
}

static int cmp_uint(const void *a, const void *b)
{
	unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
	return x < y ? -1 : x > y;
}

int diff_parse(const char *text, size_t len, struct diffmap *m, char *err,
	       size_t errlen)
{
	const char *p = text, *end = text + len;
	struct diff_file *cur = NULL;
	unsigned newl = 0, left_old = 0, left_new = 0;
	bool headers = false;

	while (p < end) {
		const char *eol = memchr(p, '\n', (size_t)(end - p));
		if (!eol)
			eol = end;
		size_t n = (size_t)(eol - p);
		if (left_old || left_new) {
			/* inside a hunk: count lines on each side */
			if (n && *p == '+') {
				if (cur)
					line_add(cur, newl);
				newl++;
				left_new--;
			} else if (n && *p == '-') {
				left_old--;
			} else if (n && *p == '\\') {
				/* "\ No newline at end of file" */
			} else {
				newl++;
				left_new -= left_new > 0;
				left_old -= left_old > 0;
			}
		} else if (n >= 4 && !strncmp(p, "+++ ", 4)) {
			cur = new_side(m, p, eol);
			headers = true;
		} else if (n >= 3 && !strncmp(p, "@@ ", 3)) {
			/* sscanf needs a string: the header copied out of
			 * [p, eol), which holds no NUL and may end the input */
			unsigned a, b = 1, c, d = 1;
			char q[64];
			size_t k = n - 3 < sizeof q - 1 ? n - 3 : sizeof q - 1;
			memcpy(q, p + 3, k);
			q[k] = 0;
			if (sscanf(q, "-%u,%u +%u,%u", &a, &b, &c, &d) == 4 ||
			    (b = 1, d = 1, sscanf(q, "-%u +%u,%u", &a, &c, &d) == 3) ||
			    (b = 1, d = 1, sscanf(q, "-%u,%u +%u", &a, &b, &c) == 3) ||
			    (b = 1, d = 1, sscanf(q, "-%u +%u", &a, &c) == 2)) {
				newl = c;
				left_old = b;
				left_new = d;
			}
		}
		p = eol + 1;
	}
	if (!headers && len) {
		snprintf(err, errlen, "not a unified diff: no '+++' file header");
		return -1;
	}
	for (size_t i = 0; i < m->n; i++)
		if (m->f[i].n > 1)
			qsort(m->f[i].lines, m->f[i].n, sizeof(unsigned), cmp_uint);
	return 0;
}

void diff_resolve(struct diffmap *m, const char *base)
{
	for (size_t i = 0; i < m->n; i++) {
		struct diff_file *f = &m->f[i];
		char *p = NULL;
		free(f->abs);
		if (base && f->path[0] != '/') {
			p = xasprintf("%s/%s", base, f->path);
			if (access(p, F_OK)) {
				free(p);
				p = NULL;
			}
		}
		f->abs = config_abspath(p ? p : f->path);
		free(p);
	}
}

const struct diff_file *diff_find(const struct diffmap *m, const char *abs)
{
	for (size_t i = 0; i < m->n; i++)
		if (m->f[i].abs && !strcmp(m->f[i].abs, abs))
			return &m->f[i];
	return NULL;
}

bool diff_has_line(const struct diffmap *m, const char *abs, unsigned line)
{
	const struct diff_file *f = diff_find(m, abs);

	return f && f->n && bsearch(&line, f->lines, f->n, sizeof(unsigned),
				    cmp_uint);
}

void diff_release(struct diffmap *m)
{
	for (size_t i = 0; i < m->n; i++) {
		free(m->f[i].path);
		free(m->f[i].abs);
		free(m->f[i].lines);
	}
	free(m->f);
	memset(m, 0, sizeof(*m));
}

/* ---- includers ---------------------------------------------------------- */

static bool ends_with_path(const char *path, const char *inc)
{
	size_t n = strlen(path), k = strlen(inc);
	return n > k && path[n - k - 1] == '/' && !strcmp(path + n - k, inc);
}

/* Does the file at cand (absolute) include one of set[0..n)? */
static bool includes_any(const char *cand, char *const *set, size_t n)
{
	size_t len;
	char *text = read_file(cand, &len);
	bool hit = false;

	if (!text)
		return false;
	const char *slash = strrchr(cand, '/');
	char *dir = xstrndup(cand, slash ? (size_t)(slash - cand) : 0);
	for (char *p = text; p && *p && !hit; ) {
		char *eol = strchr(p, '\n');
		char *q = p;
		while (*q == ' ' || *q == '\t')
			q++;
		if (*q == '#') {
			q++;
			while (*q == ' ' || *q == '\t')
				q++;
			if (!strncmp(q, "include", 7)) {
				q += 7;
				while (*q == ' ' || *q == '\t')
					q++;
				char *close = *q == '"' ? strchr(q + 1, '"') : NULL;
				if (close && (!eol || close < eol)) {
					char *inc = xstrndup(q + 1, (size_t)(close - q - 1));
					char *rel = xasprintf("%s/%s", dir, inc);
					char *abs = config_abspath(rel);
					for (size_t i = 0; i < n && !hit; i++)
						hit = !strcmp(abs, set[i]) ||
						      ends_with_path(set[i], inc);
					free(abs);
					free(rel);
					free(inc);
				}
			}
		}
		p = eol ? eol + 1 : NULL;
	}
	free(dir);
	free(text);
	return hit;
}

static bool is_c(const char *p)
{
	size_t n = strlen(p);
	return n > 2 && !strcmp(p + n - 2, ".c");
}

size_t diff_includers(char *const *cands, size_t ncands, char *const *headers,
		      size_t nh, char ***out)
{
	char **set = xcalloc(nh + ncands + 1, sizeof(char *));
	bool *done = xcalloc(ncands + 1, sizeof(bool));
	char **abs = xcalloc(ncands + 1, sizeof(char *));
	size_t ns = 0, nout = 0;
	bool grew = true;

	*out = xcalloc(ncands + 1, sizeof(char *));
	for (size_t i = 0; i < nh; i++)
		set[ns++] = headers[i];
	for (size_t i = 0; i < ncands; i++)
		abs[i] = config_abspath(cands[i]);
	/* fixpoint: headers that include an affected header are affected */
	while (grew) {
		grew = false;
		for (size_t i = 0; i < ncands; i++) {
			if (done[i] || !includes_any(abs[i], set, ns))
				continue;
			done[i] = true;
			if (is_c(cands[i])) {
				(*out)[nout++] = xstrdup(cands[i]);
			} else {
				set[ns++] = abs[i];
				grew = true;
			}
		}
	}
	for (size_t i = 0; i < ncands; i++)
		free(abs[i]);
	free(abs);
	free(set);
	free(done);
	return nout;
}

char *diff_run(const char *cmd, size_t *len)
{
	FILE *f = popen(cmd, "r");
	char *out;

	if (!f)
		return NULL;
	out = read_stream(f, len);
	if (pclose(f) != 0) {
		free(out);
		return NULL;
	}
	return out;
}
