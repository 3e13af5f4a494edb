/*
 * profile.c: loop trip counts from a profile file (see profile.h), read
 * with jansson.
 */
#include "profile.h"
#include "finding.h"
#include "util.h"

#include <jansson.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct entry {
	char *file;
	unsigned line;
	uint64_t trip;
};

struct fentry {
	char *name;
	char *file;	/* NULL: any file */
	uint64_t calls;
	double raw;	/* as the profile says */
	bool setup;	/* set-up code: "setup", or it ran less than
			 * PROFILE_SETUP_BELOW times per entry call */
};

struct lentry {
	char *file;
	unsigned line;
	double count;	/* executions per call of the entry points */
};

struct profile {
	struct entry *v;
	size_t n;
	struct lentry *lv;	/* sorted by file, then line */
	size_t nl;
	struct fentry *fv;
	size_t nf;
	bool complete;	/* "complete": true: what it does not name did not
			 * run */
	double entries;	/* "entries": the entry point's calls in the
			 * measured run, 0 if not said */
	char hash[17];
};

void profile_free(struct profile *p)
{
	if (!p)
		return;
	for (size_t i = 0; i < p->n; i++)
		free(p->v[i].file);
	free(p->v);
	for (size_t i = 0; i < p->nf; i++) {
		free(p->fv[i].name);
		free(p->fv[i].file);
	}
	free(p->fv);
	for (size_t i = 0; i < p->nl; i++)
		free(p->lv[i].file);
	free(p->lv);
	free(p);
}

/* A measured count as a whole number of runs: rounded, at least 1 (what
 * did not run is not in the profile), at most COUNT_CAP (a double out of
 * uint64_t's range would be undefined to convert). */
static uint64_t runs_of(double x)
{
	return x + 0.5 >= (double)COUNT_CAP ? COUNT_CAP :
	       x < 1 ? 1 : (uint64_t)(x + 0.5);
}

/* Make f a note, its message followed by '(why)'; frees why. */
static void note_because(struct finding *f, char *why)
{
	char *msg = xasprintf("%s (%s)", f->message, why);

	free(why);
	free(f->message);
	f->message = msg;
	f->severity = SEV_NOTE;
}

static int cmp_lentry(const void *a, const void *b)
{
	const struct lentry *x = a, *y = b;
	int c = strcmp(x->file, y->file);

	return c ? c : x->line < y->line ? -1 : x->line > y->line;
}

static bool same_file(const char *model, const char *prof);

/* One file named by an absolute path and by a relative one that ends it
 * at a '/' ('/w/celt/ops.h', 'celt/ops.h': a profile merged from runs in
 * different directories): the relative lines take the absolute name when
 * exactly one absolute file ends so, and their counts are then added to
 * its lines.  p->lv is sorted by file; true when a name changed. */
static bool absolute_spellings(struct profile *p)
{
	size_t ng = 0, *g = xcalloc(p->nl + 1, sizeof(*g));
	bool changed = false;

	for (size_t i = 0; i < p->nl; i++)	/* the first line of each file */
		if (!i || strcmp(p->lv[i].file, p->lv[i - 1].file))
			g[ng++] = i;
	g[ng] = p->nl;
	/* first every name's absolute twin, then the renaming (a renamed
	 * file would otherwise count as a second twin) */
	size_t *to = xcalloc(ng + 1, sizeof(*to));
	for (size_t a = 0; a < ng; a++) {
		const char *rel = p->lv[g[a]].file;
		size_t n = 0;
		to[a] = ng;
		for (size_t b = 0; rel[0] != '/' && b < ng && n < 2; b++) {
			const char *f = p->lv[g[b]].file;
			if (f[0] == '/' && same_file(f, rel)) {
				to[a] = n ? ng : b;
				n++;
			}
		}
	}
	for (size_t a = 0; a < ng; a++) {
		if (to[a] == ng)
			continue;
		for (size_t k = g[a]; k < g[a + 1]; k++) {
			free(p->lv[k].file);
			p->lv[k].file = xstrdup(p->lv[g[to[a]]].file);
		}
		changed = true;
	}
	free(to);
	free(g);
	return changed;
}

int profile_load(const char *path, struct profile **out, char *err,
		 size_t errlen)
{
	json_error_t je;
	size_t len, i;
	char *text = read_file(path, &len);
	json_t *root = NULL, *loops, *funcs, *lines, *e;
	struct profile *p = xcalloc(1, sizeof(*p));
	uint64_t h = FNV_SEED;

	*out = NULL;
	if (!text) {
		snprintf(err, errlen, "%s: cannot read the profile", path);
		goto fail;
	}
	root = json_loadb(text, len, 0, &je);
	if (!root) {
		snprintf(err, errlen, "%s:%d: %s", path, je.line, je.text);
		goto fail;
	}
	loops = json_object_get(root, "loops");
	funcs = json_object_get(root, "functions");
	lines = json_object_get(root, "lines");
	if (lines && (!json_is_array(lines) || !funcs)) {
		snprintf(err, errlen, "%s: \"lines\" is an array, beside a "
			 "\"functions\" array", path);
		goto fail;
	}
	if (!json_is_object(root) || (loops && !json_is_array(loops)) ||
	    (funcs && !json_is_array(funcs)) || (!loops && !funcs)) {
		snprintf(err, errlen, "%s: want an object with a \"loops\" "
			 "array, a \"functions\" array or both", path);
		goto fail;
	}
	p->v = xcalloc(json_array_size(loops) + 1, sizeof(*p->v));
	json_array_foreach(loops, i, e) {
		const char *file = NULL;
		json_int_t line = 0;
		double trip = 0;
		if (json_unpack(e, "{s:s,s:I,s:F}", "file", &file, "line", &line,
				"trip", &trip) || line <= 0 || line > UINT_MAX ||
		    !(trip >= 0)) {
			snprintf(err, errlen, "%s: loops[%zu]: want {\"file\": "
				 "PATH, \"line\": N, \"trip\": COUNT}", path, i);
			goto fail;
		}
		struct entry *en = &p->v[p->n++];
		en->file = path_clean(file);
		en->line = (unsigned)line;
		/* an average trip count, rounded to the nearest iteration
		 * (a trip past COUNT_CAP saturates to it: converting a double
		 * out of uint64_t's range would be undefined) */
		en->trip = trip + 0.5 >= (double)COUNT_CAP ? COUNT_CAP :
			   (uint64_t)(trip + 0.5);
	}
	json_t *cj = json_object_get(root, "complete");
	if (cj && (!json_is_boolean(cj) || !funcs)) {
		snprintf(err, errlen, "%s: \"complete\" is true or false, "
			 "beside a \"functions\" array", path);
		goto fail;
	}
	p->complete = json_is_true(cj);
	/* the entry point's calls in the measured run: how long it was */
	double entries = 0;
	json_t *ej = json_object_get(root, "entries");
	if (ej && (!json_is_number(ej) || !(json_number_value(ej) >= 1) ||
		   json_number_value(ej) > 1e18)) {
		snprintf(err, errlen, "%s: \"entries\" is a number of 1 or "
			 "more: the entry point's calls in the run", path);
		goto fail;
	}
	if (ej)
		entries = json_number_value(ej);
	p->entries = entries;
	p->fv = xcalloc(json_array_size(funcs) + 1, sizeof(*p->fv));
	json_array_foreach(funcs, i, e) {
		const char *name = NULL, *file = NULL;
		double calls = -1;
		int setup = -1;	/* -1: not said */
		if (json_unpack(e, "{s:s,s:F,s?s,s?b}", "name", &name, "calls",
				&calls, "file", &file, "setup", &setup) ||
		    !*name || !(calls > 0)) {
			snprintf(err, errlen, "%s: functions[%zu]: want {\"name\": "
				 "NAME, \"calls\": COUNT} (and \"file\": PATH), "
				 "COUNT > 0", path, i);
			goto fail;
		}
		struct fentry *fe = &p->fv[p->nf++];
		fe->name = xstrdup(name);
		fe->file = file ? path_clean(file) : NULL;
		/* runs per call of the entry points, rounded; one that ran
		 * less than once per entry call counts once (a function that
		 * did not run is left out of the profile) */
		fe->calls = runs_of(calls);
		fe->raw = calls;
		/* set-up code: as it says, else what ran less often than
		 * PROFILE_SETUP_BELOW, and, when the run's length is known,
		 * fewer than PROFILE_SETUP_RUNS times in all */
		fe->setup = setup >= 0 ? setup != 0 :
			    calls < PROFILE_SETUP_BELOW &&
			    (!entries || calls * entries < PROFILE_SETUP_RUNS);
	}
	p->lv = xcalloc(json_array_size(lines) + 1, sizeof(*p->lv));
	json_array_foreach(lines, i, e) {
		const char *file = NULL;
		json_int_t line = 0;
		double count = -1;
		if (json_unpack(e, "{s:s,s:I,s:F}", "file", &file, "line", &line,
				"count", &count) || !*file || line <= 0 ||
		    line > UINT_MAX || !(count >= 0) || count > 1e18) {
			snprintf(err, errlen, "%s: lines[%zu]: want {\"file\": "
				 "PATH, \"line\": N, \"count\": EXECUTIONS}",
				 path, i);
			goto fail;
		}
		/* one file under several spellings (opus's analysis.c
		 * inlines './celt/mathops.h', the rest 'celt/mathops.h'):
		 * one path, the counts of a line added below */
		p->lv[p->nl++] = (struct lentry){ path_clean(file),
						  (unsigned)line, count };
	}
	if (p->nl)
		qsort(p->lv, p->nl, sizeof(*p->lv), cmp_lentry);
	if (absolute_spellings(p))
		qsort(p->lv, p->nl, sizeof(*p->lv), cmp_lentry);
	size_t kept = 0;
	for (size_t k = 0; k < p->nl; k++) {
		if (kept && p->lv[kept - 1].line == p->lv[k].line &&
		    !strcmp(p->lv[kept - 1].file, p->lv[k].file)) {
			p->lv[kept - 1].count += p->lv[k].count;
			free(p->lv[k].file);
			continue;
		}
		p->lv[kept++] = p->lv[k];
	}
	p->nl = kept;
	h = fnv1a(h, text, len);
	snprintf(p->hash, sizeof(p->hash), "%016llx", (unsigned long long)h);
	free(text);
	json_decref(root);
	*out = p;
	return 0;
fail:
	free(text);
	json_decref(root);
	profile_free(p);
	return -1;
}

/* Does the model's path name the profile's file: one a suffix of the
 * other at a '/' (a profile's relative 'src/p.c' of the model's
 * '/w/src/p.c'; a profile measured with absolute paths, '/w/src/p.c', of
 * a check run with relative ones, 'src/p.c')? */
static bool same_file(const char *model, const char *prof)
{
	size_t a = strlen(model), b = strlen(prof);

	if (b > a) {
		if (model[0] == '/' || strcmp(prof + b - a, model))
			return false;
		return prof[b - a - 1] == '/';
	}
	if (strcmp(model + a - b, prof))
		return false;
	return a == b || model[a - b - 1] == '/' || prof[0] == '/';
}

static bool file_lines(const struct profile *p, const char *path, size_t *lo,
		       size_t *hi);

/* The index of line 'line' among the profile's lines [lo, hi) of one file
 * (sorted by line), or hi if it does not name the line. */
static size_t line_at(const struct profile *p, size_t lo, size_t hi,
		      unsigned line)
{
	size_t end = hi;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (p->lv[mid].line < line)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < end && p->lv[lo].line == line ? lo : end;
}

/* The executions per entry call of that line (0 if not named). */
static double count_at(const struct profile *p, size_t lo, size_t hi,
		       unsigned line)
{
	size_t k = line_at(p, lo, hi, line);

	return k < hi ? p->lv[k].count : 0;
}

/*
 * A loop's trip count from the profile's lines: its condition's line runs
 * once more per entry than its body (the test that ends it), so with the
 * header's executions H and those of the first line of its body that runs
 * on every iteration B, the loop ran H - B times and B / (H - B)
 * iterations each time.  For loops whose header and body have lines of
 * their own ('for (i = 0; i < n; i++)' over a block), or whose body is an
 * inner loop on lines of its own (its entries are the passes); others
 * keep the model's count.  Measured so, the functions' costs per call
 * follow the run, as the findings' counts do (apply_line()).
 */
static bool lines_loop(const struct profile *p, const struct model *m, int l,
		       double *entries, double *passes)
{
	const struct loop *lp = &m->loops[l];
	size_t lo, hi;

	if (!p->nl || lp->kind == LOOP_DO || lp->file >= m->nfiles ||
	    !file_lines(p, m->files[lp->file].path, &lo, &hi))
		return false;
	for (int i = lp->first_node; i < lp->last_node; i++) {
		const struct node *n = &m->nodes[i];
		/* (a line the profile does not name made no instructions:
		 * a declaration without an initializer, 'int N;') */
		if (n->loop != l || n->file != lp->file || n->line <= lp->line ||
		    !model_loop_runs_always(m, l, i) ||
		    line_at(p, lo, hi, n->line) == hi ||
		    model_inner_header(m, l, n->line))
			continue;
		double h = count_at(p, lo, hi, lp->line);
		double b = count_at(p, lo, hi, n->line);
		if (!(h > b) || b < 0)
			return false;
		*entries = h - b;
		*passes = b;
		return true;
	}
	/* a body that is an inner loop and nothing else of its own line
	 * (flac's autocorrelation, 'for (i ...) for (j ...) autoc[j] +=
	 * ...'): a pass enters the inner loop once, so the passes are its
	 * entries */
	for (unsigned k = (unsigned)l + 1; k < m->nloops &&
	     m->loops[k].first_node < lp->last_node; k++) {
		const struct loop *in = &m->loops[k];
		double ie, ib;
		if (in->parent != l || in->file != lp->file ||
		    in->line <= lp->line || line_at(p, lo, hi, lp->line) == hi ||
		    !model_loop_runs_always(m, l, in->first_node) ||
		    !lines_loop(p, m, (int)k, &ie, &ib))
			continue;
		double h = count_at(p, lo, hi, lp->line);
		if (!(h > ie))
			return false;
		*entries = h - ie;
		*passes = ie;
		return true;
	}
	return false;
}

static bool lines_trip(const struct profile *p, const struct model *m, int l,
		       uint64_t *trip)
{
	double e, b;

	if (!lines_loop(p, m, l, &e, &b))
		return false;
	double t = b / e;
	*trip = t + 0.5 >= (double)COUNT_CAP ? COUNT_CAP : (uint64_t)(t + 0.5);
	return true;
}

static const struct fentry *fentry_of(const struct profile *p, const char *name,
				      const char *file);

/* loop.prof_share of loop l: its measured entries per pass of its parent
 * (both from their lines, lines_loop()), or per call of its function (the
 * profile's calls of it); whether measured.  At most 1: a loop runs at
 * most once per pass of the loop around it (a goto aside). */
static bool lines_share(const struct profile *p, const struct model *m, int l,
			double *share)
{
	const struct loop *lp = &m->loops[l];
	double e, b, per;

	if (!lines_loop(p, m, l, &e, &b))
		return false;
	if (lp->parent >= 0) {
		double pe;
		if (!lines_loop(p, m, lp->parent, &pe, &per))
			return false;
	} else {
		const struct function *fn = lp->func >= 0 ? &m->funcs[lp->func] : NULL;
		const struct fentry *fe = fn && fn->name ?
			fentry_of(p, fn->name, m->files[lp->file].path) : NULL;
		if (!fe)
			return false;
		per = fe->raw;
	}
	if (!(per > 0))
		return false;
	*share = e / per > 1 ? 1 : e / per;
	return true;
}

unsigned profile_apply(const struct profile *p, struct model *m)
{
	unsigned n = 0;

	for (unsigned l = 0; p && l < m->nloops; l++) {
		struct loop *lp = &m->loops[l];
		for (size_t i = 0; i < p->n; i++) {
			const struct entry *e = &p->v[i];
			if (e->line != lp->line || lp->file >= m->nfiles ||
			    !same_file(m->files[lp->file].path, e->file))
				continue;
			if (!lp->trip_known) {
				lp->trip = e->trip;
				lp->trip_profiled = true;
				lp->trip_usr = lp->trip_usr_start = 0;	/* (a settings' bound) */
				n++;
			}
			break;
		}
		uint64_t t;
		if (p && !lp->trip_known && !lp->trip_profiled &&
		    lines_trip(p, m, (int)l, &t)) {
			lp->trip = t;
			lp->trip_profiled = true;
			lp->trip_usr = lp->trip_usr_start = 0;
			n++;
		}
		double sh;
		if (p && lines_share(p, m, (int)l, &sh))
			lp->prof_share = sh;
	}
	return n;
}

const char *profile_hash(const struct profile *p)
{
	return p ? p->hash : "";
}

/* The profile's entry for function name in file: one whose "file" names
 * it, else one without a file; NULL. */
static const struct fentry *fentry_of(const struct profile *p, const char *name,
				      const char *file)
{
	const struct fentry *any = NULL;

	for (size_t i = 0; p && i < p->nf; i++) {
		const struct fentry *e = &p->fv[i];
		if (strcmp(e->name, name))
			continue;
		if (e->file && file && same_file(file, e->file))
			return e;
		if (!e->file && !any)
			any = e;
	}
	return any;
}

unsigned profile_apply_functions(const struct profile *p, struct findings *fs)
{
	unsigned n = 0;

	for (size_t k = 0; p && k < fs->nfn; k++) {
		struct func_cost *f = &fs->fn[k];
		const struct fentry *e = fentry_of(p, f->name, f->file);
		if (e) {
			f->profiled = true;
			f->prof_calls = e->calls;
			f->prof_raw = e->raw;
			f->prof_setup = e->setup;
			n++;
		}
		f->not_run = p->complete && !f->profiled;
	}
	return n;
}

void profile_rare_note(struct finding *f, const char *fn, double calls)
{
	note_because(f, calls < PROFILE_SETUP_BELOW ?
		xasprintf("set-up code by the profile: '%s' ran %.3g times per "
			  "call of the entry points", fn, calls) :
		xasprintf("set-up code by the profile: only set-up code called "
			  "'%s'", fn));
}

void profile_per_call_warning(struct finding *f, const char *fn, double calls)
{
	char *msg = xasprintf("%s (not once per call: '%s' ran %.3g times per "
			      "call of the entry points in the profile)",
			      f->message, fn, calls);

	free(f->message);
	f->message = msg;
	f->severity = f->loop_severity;
}

/* Finding f did not run in a complete profile's workload (why says
 * how): a note that says so, counting the measured 0 (basis profile,
 * total and saving 0), as a line run in a few of its function's calls
 * shows its fraction; what the model counts, the runs per call if a
 * workload took the code, is said in the message ("if it ran, the model
 * counts 64 runs per call (assumed)"). */
static void not_run(struct finding *f, char *why)
{
	note_because(f, xasprintf("%s; if it ran, the model counts %llu run%s "
				  "per call (%s)", why,
				  (unsigned long long)f->count,
				  f->count == 1 ? "" : "s",
				  count_basis_name(f->basis)));
	free(why);
	f->count = 0;
	f->count_raw = 0;
	f->basis = COUNT_PROFILE;
	f->total_cycles = 0;
	f->saving_cycles = 0;
	if (f->cmp.present)
		f->cmp.total_cycles = 0;
	f->measured = 0;
	f->has_measured = true;
}

void profile_not_run_note(struct finding *f, const char *fn)
{
	not_run(f, xasprintf("not run: the profile's workload did not call "
			     "'%s'", fn));
}


/* The profile's lines of the file that path names: [*lo, *hi) of lv;
 * false when it measured no such file. */
static bool file_lines(const struct profile *p, const char *path, size_t *lo,
		       size_t *hi)
{
	for (size_t i = 0; i < p->nl;) {
		size_t j = i;
		while (j < p->nl && !strcmp(p->lv[j].file, p->lv[i].file))
			j++;
		if (same_file(path, p->lv[i].file)) {
			*lo = i;
			*hi = j;
			return true;
		}
		i = j;
	}
	return false;
}

/* The lines of the finding's file (file_lines()), asked once per file:
 * the findings of a file come together. */
struct line_range {
	const char *path;	/* the last file asked, or NULL */
	bool measured;
	size_t lo, hi;
};

/* cycles x a measured count c per call: its fraction below one run
 * (finding_count_shown()), else the whole runs 'count' */
static uint64_t measured_total(uint64_t cycles, double c, uint64_t count)
{
	if (c >= 1)
		return cap_mul(cycles, count);
	double t = (double)cycles * c;
	return t >= (double)COUNT_CAP ? COUNT_CAP : (uint64_t)llround(t);
}

/* The finding's count from the executions of its line, per call of its
 * function (which ran 'calls' times per entry call); a line the complete
 * profile's measured file does not name did not run. */
static bool apply_line(const struct profile *p, struct line_range *r,
		       struct finding *f, double calls)
{
	if (!p->nl || calls <= 0)
		return false;
	if (!r->path || strcmp(r->path, f->file)) {
		r->path = f->file;
		r->measured = file_lines(p, f->file, &r->lo, &r->hi);
	}
	if (!r->measured)
		return false;
	/* (a finding on a do-while: its condition's line counts the
	 * passes, its 'do' line the entries) */
	unsigned line = f->count_line ? f->count_line : f->line;
	size_t lo = line_at(p, r->lo, r->hi, line);
	/* (a line listed with 0 executions did not run either) */
	if (lo == r->hi || !(p->lv[lo].count > 0)) {
		if (!p->complete && lo == r->hi)
			return false;
		/* a note too says so (its severity stays) */
		not_run(f, xasprintf("not run: the profile's workload did "
				     "not execute line %u", line));
		return true;
	}
	/* a line counts its most run instructions: an operation hoisted out
	 * of the loop it sits in runs less often than its line, so its
	 * count stays the model's */
	if (f->hoisted)
		return false;
	/* ranked by the line's executions per entry call, unrounded (a
	 * line run 0.48 times per call of a function run 84.6 times is 40.6
	 * executions, not 1 x 85) */
	f->measured = (double)f->cycles * p->lv[lo].count;
	f->has_measured = true;
	double c = p->lv[lo].count / calls;
	uint64_t count = runs_of(c);
	/* below one run per call (a line of a rarely taken arm) the totals
	 * take the measured fraction, as the outputs show it
	 * (finding_count_shown()); the count stays a whole run */
	double per = c < 1 ? c : (double)count;
	double save = (double)f->saving_cycles * per /
		      (double)(f->count ? f->count : 1);
	f->saving_cycles = save >= (double)COUNT_CAP ? COUNT_CAP : (uint64_t)save;
	f->count = count;
	f->count_raw = c;
	f->basis = COUNT_PROFILE;
	f->total_cycles = measured_total(f->cycles, c, count);
	if (f->saving_cycles > f->total_cycles)	/* (as cost() keeps it) */
		f->saving_cycles = f->total_cycles;
	if (f->cmp.present)
		f->cmp.total_cycles = measured_total(f->cmp.cycles, c, count);
	return true;
}

/* A finding whose measured runs per call of the entry points are less
 * than half what its whole-number count x calls say (a block of the first
 * frame, 0.016 runs per call rounded up to 1; faad2's TNS filter, 5 calls
 * in 432 frames, 1 call per frame): its message says what ran. */
static void rate_note(const struct profile *p, struct finding *f)
{
	double runs = finding_runs(f);
	if (!(runs > 0) ||
	    (f->basis != COUNT_PROFILE && f->calls_basis != COUNT_PROFILE))
		return;
	double shown = finding_count_shown(f) * finding_calls_shown(f);
	if (!(shown > 2 * runs))
		return;
	char *in = p->entries >= 1 ?
		xasprintf(", %.3g times in the profile's %.0f", runs * p->entries,
			  p->entries) : xstrdup("");
	char *msg = xasprintf("%s (measured: %.3g runs per call of the entry "
			      "points%s; count x calls round it up to %.0f)",
			      f->message, runs, in, shown);
	free(in);
	free(f->message);
	f->message = msg;
}

unsigned profile_apply_findings(const struct profile *p, struct findings *fs)
{
	unsigned n = 0;
	const char *last = NULL, *last_file = NULL;
	size_t known = SIZE_MAX;
	struct line_range r = { NULL, false, 0, 0 };

	for (size_t i = 0; p && i < fs->n; i++) {
		struct finding *f = &fs->v[i];
		if (!f->function || !f->function[0])
			continue;
		/* its function: of that name in its file (as the call graph
		 * finds it); a header's function is none of the run's */
		if (!last || strcmp(last, f->function) ||
		    strcmp(last_file, f->file)) {
			/* (or, for code another file includes into its
			 * body, the one external function of that name,
			 * as callgraph.c's finding_fn() finds it) */
			size_t only = SIZE_MAX, named = 0;
			known = SIZE_MAX;
			for (size_t k = 0; k < fs->nfn && known == SIZE_MAX; k++)
				if (!strcmp(fs->fn[k].name, f->function)) {
					if (!strcmp(fs->fn[k].file, f->file))
						known = k;
					only = k;
					named++;
				}
			if (known == SIZE_MAX && named == 1 && !fs->fn[only].is_static &&
			    finding_file_fragment(f->file))
				known = only;
			last = f->function;
			last_file = f->file;
		}
		if (known != SIZE_MAX) {
			/* the call graph gave its calls: its lines */
			const struct func_cost *fc = &fs->fn[known];
			if (func_prof_hot(fc) && f->setup_len &&
			    f->severity == SEV_NOTE) {
				/* set-up by its name or callers, but it ran
				 * per call: the severity it had */
				f->message[f->setup_len] = 0;
				char *msg = xasprintf("%s (not set-up code: '%s' "
					"ran %.3g times per call of the entry "
					"points in the profile)", f->message,
					fc->name, fc->prof_raw);
				free(f->message);
				f->message = msg;
				f->severity = f->setup_sev;
				f->setup_len = 0;
				n++;
			}
			if (fc->profiled) {
				f->measured = (double)f->total_cycles * fc->prof_raw;
				f->has_measured = true;
				n += apply_line(p, &r, f, fc->prof_raw);
			}
			continue;
		}
		const struct fentry *e = fentry_of(p, f->function, f->file);
		if (e) {
			/* a header's function (an inline helper), which the
			 * run's call graph does not hold */
			f->calls = e->calls;
			f->calls_raw = e->raw;
			f->calls_basis = COUNT_PROFILE;
			f->measured = (double)f->total_cycles * e->raw;
			f->has_measured = true;
			if (e->setup && f->severity != SEV_NOTE) {
				profile_rare_note(f, f->function, e->raw);
			} else {
				if (f->severity == SEV_NOTE && !e->setup &&
				    f->loop_severity != SEV_NOTE && e->raw >= 2) {
					/* straight-line code run per frame
					 * (opus's celt_udiv, 261 times a frame) */
					profile_per_call_warning(f, f->function, e->raw);
				}
				apply_line(p, &r, f, e->raw);
			}
			n++;
		} else if (p->complete) {
			/* a note too says so */
			profile_not_run_note(f, f->function);
			n++;
		}
	}
	for (size_t i = 0; p && i < fs->n; i++)
		rate_note(p, &fs->v[i]);
	return n;
}
