/*
 * suppress.c: inline suppression comments (see suppress.h).
 *
 * A line scan: each line is searched for comment starts outside string
 * and character literals; a comment whose text starts with "tmopt:" is a
 * directive.  Multi-line block comments are not followed (a directive
 * must sit on one line), which keeps the scan a single pass with no state
 * but the open ignore-begin regions.
 */
#include "suppress.h"
#include "check.h"
#include "util.h"

#include <ctype.h>
#include <errno.h>
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

struct open_region {
	unsigned line, column;
	size_t idx;		/* index into s->v */
};

__attribute__((format(printf, 5, 6)))
static void problem(struct suppressions *s, unsigned line, unsigned col,
		    const char *text, const char *fmt, ...)
{
	va_list ap;

	s->p = xrealloc(s->p, (s->np + 1) * sizeof(*s->p));
	struct supp_problem *p = &s->p[s->np++];
	p->line = line;
	p->column = col;
	va_start(ap, fmt);
	p->message = xvasprintf(fmt, ap);
	va_end(ap);
	p->text = xstrdup(text);
}

static bool glob_matches_a_rule(const char *glob)
{
	for (unsigned r = 0; r < rule_count; r++)
		if (!fnmatch(glob, rule_table[r]->id, 0))
			return true;
	return false;
}

/* Check the comma-separated rule globs; report each unknown one.  Returns
 * the list with the unknown ones removed (may be ""). */
static char *check_ids(struct suppressions *s, unsigned line, unsigned col,
		       const char *ids, const char *text)
{
	struct strbuf sb = { 0 };
	char *copy = xstrdup(ids), *save = NULL;

	for (char *g = strtok_r(copy, ",", &save); g; g = strtok_r(NULL, ",", &save)) {
		while (isspace((unsigned char)*g))
			g++;
		size_t n = strlen(g);
		while (n && isspace((unsigned char)g[n - 1]))
			g[--n] = 0;
		if (!n)
			continue;
		if (!glob_matches_a_rule(g)) {
			problem(s, line, col, text, "suppression names unknown "
				"rule '%s' (see 'tmopt rules')", g);
			continue;
		}
		sb_printf(&sb, "%s%s", sb.len ? "," : "", g);
	}
	free(copy);
	return sb_detach(&sb);
}

/* The comment text from c up to the end of the comment or of the line,
 * and up to a following "//" (annotations may share the line). */
static char *comment_body(const char *c, const char *eol, bool block)
{
	const char *end = eol;

	/* within the line: text need not end in a NUL */
	for (const char *p = c; block && p + 1 < eol; p++)
		if (p[0] == '*' && p[1] == '/') {
			end = p;
			break;
		}
	for (const char *p = c; p + 1 < end; p++)
		if (p[0] == '/' && p[1] == '/') {
			end = p;
			break;
		}
	while (end > c && isspace((unsigned char)end[-1]))
		end--;
	return xstrndup(c, (size_t)(end - c));
}

static void add(struct suppressions *s, unsigned line, unsigned col,
		unsigned first, unsigned last, char *rules, const char *reason)
{
	s->v = xrealloc(s->v, (s->n + 1) * sizeof(*s->v));
	s->v[s->n++] = (struct suppression){ .line = line, .column = col,
		.first = first, .last = last, .rules = rules,
		.reason = xstrdup(reason) };
}

/* One directive: body is the comment text after "tmopt:". */
static void directive(struct suppressions *s, struct open_region **open,
		      size_t *nopen, unsigned line, unsigned col, bool alone,
		      const char *body, const char *text)
{
	bool begin = false;

	while (isspace((unsigned char)*body))
		body++;
	/* 'trip N' declares a loop's trip count; the walker reads it */
	if (!strncmp(body, "trip", 4) && (isspace((unsigned char)body[4]) ||
					   !body[4])) {
		char *end;
		const char *p = body + 4;
		if (strtoull(p, &end, 10) == 0 || end == p)
			problem(s, line, col, text, "'trip' wants a positive "
				"count ('tmopt: trip 720')");
		return;
	}
	if (!strncmp(body, "ignore-end", 10)) {
		if (!*nopen)
			problem(s, line, col, text, "'ignore-end' without "
				"'ignore-begin'");
		else {
			struct open_region *r = &(*open)[--*nopen];
			s->v[r->idx].last = line;
		}
		return;
	}
	if (!strncmp(body, "ignore-begin", 12)) {
		begin = true;
		body += 12;
	} else if (!strncmp(body, "ignore", 6)) {
		body += 6;
	} else {
		problem(s, line, col, text, "unknown tmopt directive (want "
			"'ignore[RULE] reason', 'ignore-begin[RULE] reason', "
			"'ignore-end' or 'trip N')");
		return;
	}
	const char *close = *body == '[' ? strchr(body, ']') : NULL;
	if (!close) {
		problem(s, line, col, text, "suppression without '[RULE]' "
			"(use 'ignore[*]' for every rule)");
		return;
	}
	char *ids = xstrndup(body + 1, (size_t)(close - body - 1));
	char *rules = check_ids(s, line, col, ids, text);
	const char *reason = close + 1;
	while (isspace((unsigned char)*reason))
		reason++;
	if (!*reason)
		problem(s, line, col, text, "suppression of '%s' without a "
			"reason: say after ']' why the advice does not apply",
			ids);
	free(ids);
	if (!*rules) {
		free(rules);
		return;
	}
	if (begin) {
		*open = xrealloc(*open, (*nopen + 1) * sizeof(**open));
		(*open)[(*nopen)++] = (struct open_region){ line, col, s->n };
		add(s, line, col, line, 0, rules, reason);	/* last set at end */
	} else {
		add(s, line, col, line, alone ? line + 1 : line, rules, reason);
	}
}

/* Scan one line [p, eol) for comments holding directives. */
static void scan_line(struct suppressions *s, struct open_region **open,
		      size_t *nopen, unsigned line, const char *p,
		      const char *eol)
{
	char quote = 0;
	bool code = false;

	for (const char *q = p; q < eol; q++) {
		if (quote) {
			if (*q == '\\')
				q++;
			else if (*q == quote)
				quote = 0;
			continue;
		}
		if (*q == '"' || *q == '\'') {
			quote = *q;
			code = true;
			continue;
		}
		if (q + 1 < eol && q[0] == '/' && (q[1] == '/' || q[1] == '*')) {
			bool block = q[1] == '*';
			const char *c = q + 2;
			while (c < eol && isspace((unsigned char)*c))
				c++;
			if (eol - c >= 6 && !strncmp(c, "tmopt:", 6)) {
				char *body = comment_body(c + 6, eol, block);
				char *text = comment_body(q, eol, block);
				directive(s, open, nopen, line,
					  (unsigned)(q - p) + 1, !code, body, text);
				free(body);
				free(text);
			}
			if (!block)
				q++;	/* keep scanning: "// expect: x // tmopt: ..." */
			else {
				/* within the line: text need not end in a NUL */
				const char *end = q + 2;
				while (end + 1 < eol && !(end[0] == '*' && end[1] == '/'))
					end++;
				if (end + 1 >= eol)
					return;
				q = end + 1;
			}
			continue;
		}
		if (!isspace((unsigned char)*q))
			code = true;
	}
}

/* Does the line [p, eol) hold "tmopt:"?  Sought by its colon, a byte
 * most lines lack, so memchr() skips them whole (every line of every
 * source with findings is asked). */
static bool has_directive(const char *p, const char *eol)
{
	const char *q = p + 5;

	while (q < eol && (q = memchr(q, ':', (size_t)(eol - q))) != NULL) {
		if (!memcmp(q - 5, "tmopt", 5))
			return true;
		q++;
	}
	return false;
}

int supp_parse(const char *text, size_t len, struct suppressions *s)
{
	struct open_region *open = NULL;
	size_t nopen = 0;
	unsigned line = 1;
	const char *p = text, *end = text + len;

	while (p < end) {
		const char *eol = memchr(p, '\n', (size_t)(end - p));
		if (!eol)
			eol = end;
		if (has_directive(p, eol))
			scan_line(s, &open, &nopen, line, p, eol);
		p = eol + 1;
		line++;
	}
	/* an unclosed region covers nothing, and says so */
	while (nopen) {
		struct open_region *r = &open[--nopen];
		struct suppression *v = &s->v[r->idx];
		problem(s, r->line, r->column, "tmopt: ignore-begin",
			"'ignore-begin[%s]' without 'ignore-end'", v->rules);
		free(v->rules);
		free(v->reason);
		memmove(v, v + 1, (s->n - r->idx - 1) * sizeof(*v));
		s->n--;
	}
	free(open);
	return 0;
}

static bool rules_match(const char *globs, const char *rule)
{
	char *copy = xstrdup(globs), *save = NULL;
	bool hit = false;

	for (char *g = strtok_r(copy, ",", &save); g && !hit;
	     g = strtok_r(NULL, ",", &save))
		hit = !fnmatch(g, rule, 0);
	free(copy);
	return hit;
}

bool supp_match(struct suppressions *s, const char *rule, unsigned line)
{
	bool hit = false;

	for (size_t i = 0; i < s->n; i++) {
		struct suppression *v = &s->v[i];
		if (line >= v->first && line <= v->last && rules_match(v->rules, rule)) {
			v->used = true;
			hit = true;
		}
	}
	return hit;
}

void supp_release(struct suppressions *s)
{
	for (size_t i = 0; i < s->n; i++) {
		free(s->v[i].rules);
		free(s->v[i].reason);
	}
	for (size_t i = 0; i < s->np; i++) {
		free(s->p[i].message);
		free(s->p[i].text);
	}
	free(s->v);
	free(s->p);
	memset(s, 0, sizeof(*s));
}

/* Is any rule named by globs enabled? */
static bool any_enabled(const char *globs, const bool *rule_on)
{
	for (unsigned r = 0; r < rule_count; r++)
		if ((!rule_on || rule_on[r]) && rules_match(globs, rule_table[r]->id))
			return true;
	return false;
}

static void report(struct findings *fs, const char *file, unsigned line,
		   unsigned col, enum severity sev, const char *text,
		   char *message)
{
	struct finding *f = findings_add(fs);

	f->rule = SUPPRESSION_RULE;
	f->severity = sev;
	f->file = xstrdup(file);
	f->line = line;
	f->column = col;
	f->function = xstrdup("");
	f->message = message;
	f->stmt = xstrdup(text);
	f->basis = COUNT_CONSTANT;
}

/* Apply the suppressions of one file to fs->v[0..n). */
static size_t apply_file(struct findings *fs, size_t n, const char *file,
			 bool report_unused, const bool *rule_on)
{
	size_t len, hits = 0;
	char *text = read_file(file, &len);
	struct suppressions s = { 0 };

	if (!text)
		return 0;
	supp_parse(text, len, &s);
	free(text);
	/* fs->v[0..n) is sorted by file: find this file's run */
	size_t lo = 0, hi = n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (strcmp(fs->v[mid].file, file) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (size_t i = lo; i < n && !strcmp(fs->v[i].file, file); i++) {
		struct finding *f = &fs->v[i];
		if (!strcmp(f->rule, SUPPRESSION_RULE))
			continue;
		if (supp_match(&s, f->rule, f->line) && !f->suppressed) {
			f->suppressed = true;
			f->suppressed_by = SUPPRESS_INLINE;
			hits++;
		}
	}
	for (size_t i = 0; i < s.np; i++)
		report(fs, file, s.p[i].line, s.p[i].column, SEV_WARNING,
		       s.p[i].text, xstrdup(s.p[i].message));
	for (size_t i = 0; report_unused && i < s.n; i++) {
		const struct suppression *v = &s.v[i];
		if (v->used || !any_enabled(v->rules, rule_on))
			continue;
		char *where = v->first == v->last ? xasprintf("line %u", v->first) :
			      xasprintf("lines %u-%u", v->first, v->last);
		report(fs, file, v->line, v->column, SEV_NOTE, v->rules,
		       xasprintf("unused suppression: no '%s' finding on %s",
				 v->rules, where));
		free(where);
	}
	supp_release(&s);
	return hits;
}

size_t supp_apply(struct findings *fs, char *const *files, size_t nfiles,
		  bool report_unused, const bool *rule_on)
{
	size_t n = fs->n, nf = 0, hits = 0;
	char **all = xcalloc(n + nfiles + 1, sizeof(char *));

	findings_sort(fs);

	for (size_t i = 0; i < n; i++)
		all[nf++] = fs->v[i].file;
	for (size_t i = 0; i < nfiles; i++)
		all[nf++] = files[i];
	qsort(all, nf, sizeof(char *), qsort_strcmp);
	/* copy the names: fs->v moves when problems are appended */
	char **uniq = xcalloc(nf + 1, sizeof(char *));
	size_t nu = 0;
	for (size_t i = 0; i < nf; i++)
		if (!i || strcmp(all[i], all[i - 1]))
			uniq[nu++] = xstrdup(all[i]);
	free(all);
	for (size_t i = 0; i < nu; i++) {
		hits += apply_file(fs, n, uniq[i], report_unused, rule_on);
		free(uniq[i]);
	}
	free(uniq);
	if (fs->n > n) {
		check_fingerprints(fs, n);
		findings_sort(fs);
	}
	return hits;
}
