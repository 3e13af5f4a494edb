/*
 * callgraph.c: the run's call graph and the set-up code it finds across
 * files (see callgraph.h).
 *
 * The functions of the run are sorted by name once; a call resolves by
 * binary search to a static function of the calling file or to the
 * external functions of that name.  Set-up code is the least fixed point
 * of "cold by name, or called, only by set-up code": a cycle of functions
 * that only call each other stays hot, which errs on the side of
 * reporting.
 */
#define _GNU_SOURCE	/* qsort_r() */
#include "callgraph.h"
#include "rule.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

struct cg {
	const struct func_cost *fn;
	size_t nfn;
	size_t *by_name;	/* indices of fn sorted by (name, file) */
	/* per function: */
	size_t **callers;	/* indices of fn; SIZE_MAX: an unknown caller */
	bool **in_loop;		/* per caller: some call of it is in a loop */
	size_t *ncallers;
	bool *cold;
	const char **via;	/* the set-up function it is reached from */
};

static int cmp_name(const void *a, const void *b, void *fn)
{
	const struct func_cost *x = (const struct func_cost *)fn + *(const size_t *)a;
	const struct func_cost *y = (const struct func_cost *)fn + *(const size_t *)b;
	int c = strcmp(x->name, y->name);

	return c ? c : strcmp(x->file, y->file);
}

/* The first index of by_name whose function is called name, or nfn. */
static size_t first_named(const struct cg *g, const char *name)
{
	size_t lo = 0, hi = g->nfn;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (strcmp(g->fn[g->by_name[mid]].name, name) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

static void add_caller(struct cg *g, size_t callee, size_t caller, bool in_loop)
{
	size_t n = g->ncallers[callee];

	for (size_t k = 0; k < n; k++)
		if (g->callers[callee][k] == caller) {
			g->in_loop[callee][k] |= in_loop;
			return;
		}
	g->callers[callee] = xrealloc(g->callers[callee], (n + 1) * sizeof(size_t));
	g->in_loop[callee] = xrealloc(g->in_loop[callee], (n + 1) * sizeof(bool));
	g->callers[callee][n] = caller;
	g->in_loop[callee][n] = in_loop;
	g->ncallers[callee] = n + 1;
}

/* Record edge e: its caller (SIZE_MAX for a taken address) calls every
 * function the name resolves to from e's file. */
static void add_edge(struct cg *g, const struct call_edge *e)
{
	size_t caller = SIZE_MAX;

	if (e->caller[0]) {
		size_t i = first_named(g, e->caller);
		for (; i < g->nfn && !strcmp(g->fn[g->by_name[i]].name, e->caller); i++)
			if (!strcmp(g->fn[g->by_name[i]].file, e->file)) {
				caller = g->by_name[i];
				break;
			}
		if (caller == SIZE_MAX)
			return;	/* a caller outside the main files */
	}
	size_t lo = first_named(g, e->callee), hi = lo;
	while (hi < g->nfn && !strcmp(g->fn[g->by_name[hi]].name, e->callee))
		hi++;
	/* a static function of the calling file hides the external ones */
	for (size_t i = lo; i < hi; i++) {
		const struct func_cost *f = &g->fn[g->by_name[i]];
		if (f->is_static && !strcmp(f->file, e->file)) {
			add_caller(g, g->by_name[i], caller, e->in_loop);
			return;
		}
	}
	for (size_t i = lo; i < hi; i++)
		if (!g->fn[g->by_name[i]].is_static)
			add_caller(g, g->by_name[i], caller, e->in_loop);
}

/* Is function i set-up code by its callers: some, none unknown, all
 * set-up code (self-calls aside), none calling it in main's frame loop
 * (rule_call_setup())?  *via gets the first caller's. */
static bool callers_cold(const struct cg *g, size_t i, const char **via)
{
	bool any = false;

	for (size_t k = 0; k < g->ncallers[i]; k++) {
		size_t c = g->callers[i][k];
		if (c == i)
			continue;
		if (c == SIZE_MAX || !g->cold[c] ||
		    !rule_call_setup(g->fn[c].name, g->in_loop[i][k]))
			return false;
		if (!any)
			*via = g->via[c];
		any = true;
	}
	return any;
}

/* The function a finding is in: its name and file, or nfn. */
static size_t finding_fn(const struct cg *g, const struct finding *f)
{
	size_t i = first_named(g, f->function);

	for (; i < g->nfn && !strcmp(g->fn[g->by_name[i]].name, f->function); i++)
		if (!strcmp(g->fn[g->by_name[i]].file, f->file))
			return g->by_name[i];
	return g->nfn;
}

size_t callgraph_setup(struct findings *fs, bool whole)
{
	struct cg g = { .fn = fs->fn, .nfn = fs->nfn };
	size_t n = fs->nfn, changed = 0;

	if (!n)
		return 0;
	g.by_name = xcalloc(n, sizeof(*g.by_name));
	g.callers = xcalloc(n, sizeof(*g.callers));
	g.in_loop = xcalloc(n, sizeof(*g.in_loop));
	g.ncallers = xcalloc(n, sizeof(*g.ncallers));
	g.cold = xcalloc(n, sizeof(*g.cold));
	g.via = xcalloc(n, sizeof(*g.via));
	for (size_t i = 0; i < n; i++)
		g.by_name[i] = i;
	qsort_r(g.by_name, n, sizeof(*g.by_name), cmp_name, fs->fn);
	for (size_t i = 0; i < fs->ncalls; i++)
		add_edge(&g, &fs->calls[i]);
	for (size_t i = 0; i < n; i++) {
		g.cold[i] = fs->fn[i].cold && !fs->fn[i].hot;
		g.via[i] = fs->fn[i].name;
	}
	/* the least fixed point: each pass marks what the last one allows */
	for (bool more = true; more;) {
		more = false;
		for (size_t i = 0; i < n; i++) {
			const char *via = NULL;
			if (g.cold[i] || fs->fn[i].hot ||
			    (!whole && !fs->fn[i].is_static) ||
			    !callers_cold(&g, i, &via))
				continue;
			g.cold[i] = true;
			g.via[i] = via;
			more = true;
		}
	}
	for (size_t i = 0; i < n; i++) {
		bool called = false;
		for (size_t k = 0; k < g.ncallers[i] && !called; k++)
			called = g.callers[i][k] != i;
		fs->fn[i].setup = g.cold[i];
		fs->fn[i].entry = !called;
	}
	for (size_t i = 0; i < fs->n; i++) {
		struct finding *f = &fs->v[i];
		if (f->severity == SEV_NOTE || f->basis == COUNT_PROFILE ||
		    !f->function || !f->function[0])
			continue;
		size_t k = finding_fn(&g, f);
		if (k < n && g.cold[k] && rule_setup_note(f, fs->fn[k].name, g.via[k]))
			changed++;
	}
	for (size_t i = 0; i < n; i++) {
		free(g.callers[i]);
		free(g.in_loop[i]);
	}
	free(g.callers);
	free(g.in_loop);
	free(g.ncallers);
	free(g.cold);
	free(g.via);
	free(g.by_name);
	return changed;
}
