/*
 * sink_text.c: terminal and log output in the GCC format that editors,
 * CI log parsers and pre-commit all understand.  Colour only on a
 * terminal that is not dumb, and never when NO_COLOR is set and not empty
 * (cli_color).
 */
#include "sink.h"
#include "util.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* The lines of the file findings are being printed for: findings come
 * sorted by file, so one file is read once. */
struct source {
	char *path;
	char *text;
	size_t len;
	size_t *lines;		/* offset of each line start */
	size_t nlines;
};

static void source_release(struct source *s)
{
	free(s->path);
	free(s->text);
	free(s->lines);
	memset(s, 0, sizeof(*s));
}

/* The source line 'line' of file (a new string), or NULL. */
static char *source_line(struct source *s, const char *file, unsigned line)
{
	if (!s->path || strcmp(s->path, file)) {
		source_release(s);
		s->path = xstrdup(file);
		s->text = read_file(file, &s->len);
		if (s->text) {
			size_t cap = 256;
			s->lines = xmalloc(cap * sizeof(size_t));
			s->lines[s->nlines++] = 0;
			for (size_t i = 0; i < s->len; i++)
				if (s->text[i] == '\n') {
					if (s->nlines == cap)
						s->lines = xrealloc(s->lines,
							(cap *= 2) * sizeof(size_t));
					s->lines[s->nlines++] = i + 1;
				}
		}
	}
	if (!s->text || line == 0 || line > s->nlines)
		return NULL;
	size_t b = s->lines[line - 1], e = b;
	while (e < s->len && s->text[e] != '\n' && s->text[e] != '\r')
		e++;
	return xstrndup(s->text + b, e - b);
}

/*
 * A source line longer than SOURCE_MAX bytes is shown as SOURCE_MAX bytes
 * around the column, with "..." where it is cut (generated code can put a
 * whole 30 KB expression on one line, printed once per finding on it).
 * Cuts src in place; *col becomes the column in the excerpt.
 */
#define SOURCE_MAX 400u

static const char *excerpt(char *src, unsigned *col)
{
	size_t len = strlen(src), from = 0;

	if (len <= SOURCE_MAX)
		return src;
	if (*col > SOURCE_MAX / 2)
		from = *col - SOURCE_MAX / 2;
	if (from > len - SOURCE_MAX)
		from = len - SOURCE_MAX;
	src[from + SOURCE_MAX] = 0;
	if (from + SOURCE_MAX < len)
		memcpy(src + from + SOURCE_MAX - 3, "...", 3);
	if (from) {
		memcpy(src + from, "...", 3);
		*col -= (unsigned)from;
	}
	return src + from;
}

static void caret(FILE *out, const char *src, unsigned col, const char *on,
		  const char *off)
{
	fputs("      | ", out);
	for (unsigned i = 1; i < col && src[i - 1]; i++)
		fputc(src[i - 1] == '\t' ? '\t' : ' ', out);
	fprintf(out, "%s^%s\n", on, off);
}

void sink_text(FILE *out, const struct check_result *r,
	       const struct machine *md, bool color, bool source)
{
	const char *bold = color ? "\033[1m" : "";
	const char *off = color ? "\033[0m" : "";
	const char *green = color ? "\033[1;32m" : "";
	struct source cur = { 0 };

	(void)md;
	for (size_t i = 0; i < r->fs.n; i++) {
		const struct finding *f = &r->fs.v[i];
		if (f->suppressed)
			continue;
		const char *sc = !color ? "" : f->severity == SEV_ERROR ?
			"\033[1;31m" : f->severity == SEV_WARNING ?
			"\033[1;35m" : "\033[1;36m";
		fprintf(out, "%s%s:%u:%u:%s %s%s:%s %s", bold, f->file, f->line,
			f->column, off, sc, severity_name(f->severity), off,
			f->message);
		if (f->cycles) {
			char a[32], b[32], c[32];
			double cs = finding_count_shown(f), ks = finding_calls_shown(f);
			if (cs < 1)	/* a measured fraction of a run */
				snprintf(b, sizeof(b), "%.3g", cs);
			else
				num_group(f->count, b);
			fprintf(out, " (~%s cycles x %s %s = %s%s",
				num_group(f->cycles, a), b,
				count_basis_name(f->basis),
				num_group(f->total_cycles, c),
				finding_capped(f) ? ", capped" : "");
			if (f->off_frame)
				;	/* (its message says why: not per frame) */
			else if (ks < 1)	/* runs of its function per entry call */
				fprintf(out, ", x %.3g calls", ks);
			else if (f->calls > 1)
				fprintf(out, ", x %s calls", num_group(f->calls, a));
			fputc(')', out);
		}
		char cb1[32], cb2[32];
		if (!f->cycles)
			;	/* nothing to compare */
		else if (r->compare_target && f->cmp.present &&
			 f->cmp.total_cycles)
			fprintf(out, " (%s: ~%s cycles = %s, %s x%.2f)",
				r->compare_target, num_group(f->cmp.cycles, cb1),
				num_group(f->cmp.total_cycles, cb2),
				md ? md->name : "",
				finding_compare_ratio(&f->cmp, f->total_cycles));
		else if (r->compare_target && f->cmp.present)
			fprintf(out, " (%s: ~%s cycles = 0)",
				r->compare_target, num_group(f->cmp.cycles, cb1));
		else if (r->compare_target)
			fprintf(out, " (%s: ~0, not a cost there)",
				r->compare_target);
		fprintf(out, " %s[%s]%s\n", bold, f->rule, off);
		if (!source)
			continue;
		char *src = source_line(&cur, f->file, f->line);
		if (src) {
			unsigned col = f->column;
			const char *show = excerpt(src, &col);
			fprintf(out, "%5u | %s\n", f->line, show);
			caret(out, show, col, green, off);
			free(src);
		}
		if (f->advice)
			fprintf(out, "      = advice: %s\n", f->advice);
	}
	source_release(&cur);
	sink_errors(out, r);
}

void sink_errors(FILE *out, const struct check_result *r)
{
	for (size_t i = 0; i < r->nerrors; i++) {
		const char *msg = r->errors[i].message;
		/* clang's diagnostics already start with the location */
		if (!strncmp(msg, r->errors[i].file, strlen(r->errors[i].file)))
			fprintf(out, "%s\n", msg);
		else
			fprintf(out, "%s: error: %s\n", r->errors[i].file, msg);
	}
}

/* A function's cycles per call of the run's entry points: its cost per
 * call times its calls (callgraph_calls()). */
static uint64_t fn_weight(const struct func_cost *f)
{
	if (f->not_run)		/* a complete profile: it did not run */
		return 0;
	return cap_mul(f->cycles, f->calls ? f->calls : 1);
}

/* Functions by cost per call of the entry points, costliest first;
 * set-up code, which runs once per stream, after the rest, then a
 * program's own code and dead code. */
static int cmp_cost(const void *a, const void *b)
{
	const struct func_cost *x = *(const struct func_cost *const *)a;
	const struct func_cost *y = *(const struct func_cost *const *)b;
	uint64_t u = fn_weight(x), v = fn_weight(y);

	if (x->not_run != y->not_run)
		return x->not_run ? 1 : -1;
	/* a program's own code (a test driver's signal generators, which
	 * its 'main' runs 10,000 times) and code no one calls are not the
	 * library's work: after set-up code, as their findings are notes */
	bool xo = x->program || x->dead, yo = y->program || y->dead;
	if (xo != yo)
		return xo ? 1 : -1;
	if (x->setup != y->setup)
		return x->setup ? 1 : -1;
	if (u != v)
		return u > v ? -1 : 1;
	return strcmp(x->name, y->name);
}

void sink_summary(FILE *out, const struct check_result *r,
		  const struct machine *md)
{
	size_t count[3] = { 0 }, shown = 0;
	uint64_t other = 0, mine = 0;
	size_t ncmp = 0;

	for (size_t i = 0; i < r->fs.n; i++) {
		const struct finding *f = &r->fs.v[i];
		if (f->suppressed)
			continue;
		shown++;
		count[f->severity]++;
		if (f->cmp.present) {
			other = cap_add(other, f->cmp.total_cycles);
			mine = cap_add(mine, f->total_cycles);
			ncmp++;
		}
	}
	char tb[32], sb[32];
	fprintf(out, "tmopt: %zu finding%s (%zu error%s, %zu warning%s, %zu "
		"note%s) in %zu file%s on %s", shown, shown == 1 ? "" : "s",
		count[SEV_ERROR], count[SEV_ERROR] == 1 ? "" : "s",
		count[SEV_WARNING], count[SEV_WARNING] == 1 ? "" : "s",
		count[SEV_NOTE], count[SEV_NOTE] == 1 ? "" : "s",
		r->nfiles, r->nfiles == 1 ? "" : "s", md->name);
	/* costs are per call of a function: ranked, never added across
	 * functions that need not run together */
	bool capped = false;
	const struct func_cost **v = xcalloc(r->fs.nfn ? r->fs.nfn : 1, sizeof(*v));
	for (size_t i = 0; i < r->fs.nfn; i++)
		v[i] = &r->fs.fn[i];
	qsort(v, r->fs.nfn, sizeof(*v), cmp_cost);
	for (size_t i = 0; i < r->fs.nfn && i < 3 && !v[i]->not_run; i++) {
		uint64_t save = 0;
		for (size_t k = 0; k < r->fs.n; k++) {
			const struct finding *f = &r->fs.v[k];
			if (!f->suppressed && !strcmp(f->function, v[i]->name) &&
			    !strcmp(f->file, v[i]->file))
				save = cap_add(save, f->saving_cycles);
		}
		if (save > v[i]->cycles)
			save = v[i]->cycles;
		fprintf(out, "%s '%s' ~%s cycles per call (%s)",
			i ? "," : "; costliest:", v[i]->name,
			num_group(v[i]->cycles, tb), count_basis_name(v[i]->basis));
		if (v[i]->calls > 1)
			fprintf(out, " x %s calls", num_group(v[i]->calls, tb));
		if (save)
			fprintf(out, ", ~%s to save", num_group(save, sb));
		capped |= v[i]->cycles >= COUNT_CAP;
	}
	if (capped)
		fputs(" (capped at 2^63-1)", out);
	free(v);
	/* a comparison of the same findings on two targets (--compare) */
	if (r->compare_target)
		fprintf(out, "; the %zu finding%s %s also reports: ~%s here, ~%s "
			"there", ncmp, ncmp == 1 ? "" : "s", r->compare_target,
			num_group(mine, tb), num_group(other, sb));
	if (r->nerrors)
		fprintf(out, "; %zu file%s could not be analysed", r->nerrors,
			r->nerrors == 1 ? "" : "s");
	fputc('\n', out);
}
