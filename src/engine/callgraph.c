/*
 * callgraph.c: the run's call graph and the set-up code it finds across
 * files (see callgraph.h).
 *
 * The functions of the run are sorted by name once; a call resolves by
 * binary search to a static function of the calling file or to the
 * external functions of that name.  Set-up code is the least fixed point
 * of "cold by name, or called, only by set-up code": a cycle of functions
 * that only call each other stays hot, which errs on the side of
 * reporting.  How often a function runs per call of the run's entry
 * points is a sum over its callers, in the order of the strongly
 * connected components of the callers' graph (Tarjan's algorithm, run
 * without recursion), callers first: a cycle counts once.
 */
#define _GNU_SOURCE	/* qsort_r() */
#include "callgraph.h"
#include "profile.h"
#include "rule.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* missing-restrict's advice where a call passes one pointer for two of
 * the parameters it names */
#define IN_PLACE_ADVICE "a call passes one buffer for two of the " \
	"parameters: keep this loop for it, and give the out-of-place " \
	"calls a copy whose parameters are 'restrict' if they are hot"

struct cg {
	const struct func_cost *fn;
	size_t nfn;
	size_t *by_name;	/* indices of fn sorted by (name, file) */
	/* per function: */
	size_t **callers;	/* indices of fn; SIZE_MAX: an unknown caller */
	bool **in_loop;		/* per caller: some call of it is in a loop */
	bool **once;		/* per caller: all its calls of it are in
				 * once-guarded blocks (set-up, no count) */
	bool **hook;		/* ... all in optional report blocks */
	bool **usr;		/* ... all in arms the configured settings do
				 * not take */
	uint64_t **count;	/* per caller: its calls per call of it */
	uint64_t **outer;	/* per caller: the same, assumed loops
				 * counted as enclosing ones */
	uint64_t **div;		/* per caller: its calls reach this many
				 * functions alike (through a pointer) */
	bool *by_pointer;	/* per function: the file's calls through
				 * pointers reach it (add_indirect()) */
	enum count_basis **basis;	/* per caller: the count's basis */
	uint64_t **same;	/* per caller: call_edge.same_args */
	uint64_t **fwd;		/* per caller: call_edge.fwd_args */
	struct int_arg ***ia;	/* per caller: its edges' call_edge.ia,
				 * joined (member names borrowed) */
	unsigned **nia;
	size_t *ncallers;
	size_t *capcallers;	/* the per-caller arrays' room */
	bool *cold;
	const char **via;	/* the set-up function it is reached from */
	bool *deep;		/* per function: it or a function it calls
				 * has a loop of assumed count (deep_loops()) */
	/* per function: the run reaches it only through members the
	 * settings say hold other functions, or only such code calls it
	 * (slots_off()): one of those members and its functions ("f|g"),
	 * borrowed from fs's edges, and the function so reached; else NULL */
	const char **off_member, **off_fns, **off_via;
	char **own;		/* strings the graph made (off_fns) */
	size_t nown;
	/* per function only static tables take, every member they store it
	 * into called by the run (table_calls()): those calls, the edges
	 * tedge[tfrom[i] .. tfrom[i + 1]) from callers tcaller[]; NULL when
	 * not worked out */
	size_t *tfrom, *tcaller;
	const struct call_edge **tedge;
	/* the calls through members the settings say hold other functions
	 * that would reach a function without them (add_indirect()): what
	 * they pass is its parameters' values where nothing else calls it
	 * (param_val()) */
	struct shadow_call {
		size_t callee, caller;
		const struct call_edge *e;
	} *shadow;
	size_t nshadow;
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

static uint64_t div_up(uint64_t a, uint64_t d)
{
	return d > 1 ? a / d + (a % d != 0) : a;
}

/* Record that caller calls callee as edge e says, its counts shared by
 * div functions. */
static void add_caller(struct cg *g, size_t callee, size_t caller,
		       const struct call_edge *e, uint64_t div)
{
	size_t n = g->ncallers[callee];

	for (size_t k = 0; k < n; k++)
		if (g->callers[callee][k] == caller) {
			if (g->div[callee][k] != div) {	/* divide now */
				uint64_t d = g->div[callee][k];
				g->count[callee][k] = div_up(g->count[callee][k], d);
				g->outer[callee][k] = div_up(g->outer[callee][k], d);
				g->div[callee][k] = 1;
			}
			uint64_t d = g->div[callee][k] == div ? 1 : div;
			g->in_loop[callee][k] |= e->in_loop;
			g->once[callee][k] &= e->once;
			g->hook[callee][k] &= e->hook;
			g->usr[callee][k] &= e->usr;
			g->count[callee][k] = cap_add(g->count[callee][k],
						      div_up(e->count, d));
			g->outer[callee][k] = cap_add(g->outer[callee][k],
						      div_up(e->count_outer, d));
			g->basis[callee][k] = count_basis_weaker(
				g->basis[callee][k], e->basis);
			g->same[callee][k] |= e->same_args;
			g->fwd[callee][k] = fwd_union(g->fwd[callee][k],
						      e->fwd_args);
			int_args_join(&g->ia[callee][k], &g->nia[callee][k],
				      e->ia, e->nia, false);
			return;
		}
	if (n == g->capcallers[callee]) {
		/* doubling: a realloc() of each of the nine arrays per
		 * new caller was 88% of this function on SQLite */
		size_t cap = n ? 2 * n : 4;
		g->callers[callee] = xrealloc(g->callers[callee],
					      cap * sizeof(size_t));
		g->in_loop[callee] = xrealloc(g->in_loop[callee],
					      cap * sizeof(bool));
		g->once[callee] = xrealloc(g->once[callee], cap * sizeof(bool));
		g->hook[callee] = xrealloc(g->hook[callee], cap * sizeof(bool));
		g->usr[callee] = xrealloc(g->usr[callee], cap * sizeof(bool));
		g->count[callee] = xrealloc(g->count[callee],
					    cap * sizeof(uint64_t));
		g->outer[callee] = xrealloc(g->outer[callee],
					    cap * sizeof(uint64_t));
		g->div[callee] = xrealloc(g->div[callee], cap * sizeof(uint64_t));
		g->basis[callee] = xrealloc(g->basis[callee],
					    cap * sizeof(enum count_basis));
		g->same[callee] = xrealloc(g->same[callee],
					   cap * sizeof(uint64_t));
		g->fwd[callee] = xrealloc(g->fwd[callee],
					  cap * sizeof(uint64_t));
		g->ia[callee] = xrealloc(g->ia[callee],
					 cap * sizeof(*g->ia[callee]));
		g->nia[callee] = xrealloc(g->nia[callee],
					  cap * sizeof(*g->nia[callee]));
		g->capcallers[callee] = cap;
	}
	g->same[callee][n] = e->same_args;
	g->fwd[callee][n] = e->fwd_args;
	g->ia[callee][n] = int_args_copy(e->ia, e->nia, false);
	g->nia[callee][n] = e->nia;
	g->callers[callee][n] = caller;
	g->in_loop[callee][n] = e->in_loop;
	g->once[callee][n] = e->once;
	g->hook[callee][n] = e->hook;
	g->usr[callee][n] = e->usr;
	g->count[callee][n] = e->count;
	g->outer[callee][n] = e->count_outer;
	g->div[callee][n] = div;
	g->basis[callee][n] = e->basis;
	g->ncallers[callee] = n + 1;
}

/* The function called name in file, or SIZE_MAX. */
static size_t fn_in_file(const struct cg *g, const char *name, const char *file)
{
	size_t i = first_named(g, name);

	for (; i < g->nfn && !strcmp(g->fn[g->by_name[i]].name, name); i++)
		if (!strcmp(g->fn[g->by_name[i]].file, file))
			return g->by_name[i];
	return SIZE_MAX;
}

/* Record edge e: its caller (SIZE_MAX for a taken address) calls every
 * function the name resolves to from e's file. */
static void add_edge(struct cg *g, const struct call_edge *e)
{
	size_t caller = SIZE_MAX;

	if (e->callee[0] == '*')
		return;		/* through a pointer: add_indirect() */
	if (e->caller[0]) {
		caller = fn_in_file(g, e->caller, e->file);
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
			add_caller(g, g->by_name[i], caller, e, 1);
			return;
		}
	}
	for (size_t i = lo; i < hi; i++)
		if (!g->fn[g->by_name[i]].is_static)
			add_caller(g, g->by_name[i], caller, e, 1);
}

/* Are the calls through the members that static tables store function i
 * into (table_calls()) all set-up code, as callers_cold() asks of a
 * caller?  Joins their vias into *via (*any: one is there). */
static bool tables_cold(const struct cg *g, size_t i, const char **via,
			bool *any)
{
	for (size_t j = g->tfrom[i]; j < g->tfrom[i + 1]; j++) {
		size_t c = g->tcaller[j];
		const struct call_edge *e = g->tedge[j];
		if (c == i || g->fn[c].outside)
			continue;
		bool block = e->once && !g->cold[c];
		if (!block && (!g->cold[c] ||
			       !rule_call_setup(g->fn[c].name, e->in_loop,
						g->via[c])))
			return false;
		const char *v = !block ? g->via[c] :
				e->hook ? rule_via_hook :
				e->usr ? rule_via_setting : rule_via_block;
		*via = *any ? rule_via_join(*via, v) : v;
		*any = true;
	}
	return true;
}

/* Is the k-th caller edge of function i set-up code: all its calls in
 * once-guarded blocks of a caller that runs per frame, or a set-up
 * caller that does not call it in main's frame loop?  (An unknown caller
 * is not.) */
static bool setup_edge(const struct cg *g, size_t i, size_t k)
{
	size_t c = g->callers[i][k];

	if (c == SIZE_MAX)
		return false;
	if (g->once[i][k] && !g->cold[c])
		return true;
	return g->cold[c] && rule_call_setup(g->fn[c].name, g->in_loop[i][k],
					     g->via[c]);
}

/* Is function i set-up code by its callers: some, none unknown, all
 * set-up code (self-calls aside), none calling it in main's frame loop
 * (rule_call_setup())?  Callers outside the frame path (mark_outside())
 * count as none: what a per-frame entry point reaches is set-up code only
 * by its set-up callers.  *via gets the callers' (rule_via_mixed when they
 * differ). */
static bool callers_cold(const struct cg *g, size_t i, const char **via)
{
	bool any = false;

	for (size_t k = 0; k < g->ncallers[i]; k++) {
		size_t c = g->callers[i][k];
		if (c == i || (c != SIZE_MAX && g->fn[c].outside))
			continue;
		if (c == SIZE_MAX && g->tfrom &&
		    g->tfrom[i] < g->tfrom[i + 1]) {
			/* its tables' calls, through their members */
			if (!tables_cold(g, i, via, &any))
				return false;
			continue;
		}
		bool block = c != SIZE_MAX && g->once[i][k] && !g->cold[c];
		if (!setup_edge(g, i, k))
			return false;
		/* (c itself runs per frame: name no caller) */
		const char *v = !block ? g->via[c] :
				g->hook[i][k] ? rule_via_hook :
				g->usr[i][k] ? rule_via_setting : rule_via_block;
		/* callers set-up code of different roots: none named */
		*via = any ? rule_via_join(*via, v) : v;
		any = true;
	}
	return any;
}

/* The function a finding is in: its name and file, or nfn. */
static size_t finding_fn(const struct cg *g, const struct finding *f)
{
	size_t i = first_named(g, f->function), only = g->nfn, named = 0;

	for (; i < g->nfn && !strcmp(g->fn[g->by_name[i]].name, f->function); i++) {
		if (!strcmp(g->fn[g->by_name[i]].file, f->file))
			return g->by_name[i];
		only = g->by_name[i];
		named++;
	}
	/* a finding in code another file includes into the function's body
	 * (flac's lpc.c includes deduplication/lpc_compute_autocorrelation_
	 * intrin.c three times): the one function of that name, if it is
	 * not static (a static one of another file is another function) */
	return named == 1 && !g->fn[only].is_static &&
	       finding_file_fragment(f->file) ? only : g->nfn;
}

/* The arguments a call through a pointer, callee "*N" (finding.h),
 * passes: N, or -1 for "*" (more than 15).  Read once per call, not per
 * candidate (251,000 atoi() calls on SQLite). */
static long long arity_of(const char *callee)
{
	return callee[1] ? (long long)(unsigned)atoi(callee + 1) : -1;
}

/* Does a call passing arity arguments (arity_of()) fit function f? */
static bool arity_fits(long long arity, const struct func_cost *f)
{
	return arity >= 0 ? (unsigned)arity == f->nparams : f->nparams > 15;
}

/* The function of the run called name that a call from file may reach:
 * a static one of file, else an external one; NULL if none. */
static const struct func_cost *target(const struct cg *g, const char *name,
				      const char *file)
{
	const struct func_cost *ext = NULL;

	for (size_t k = first_named(g, name); k < g->nfn &&
	     !strcmp(g->fn[g->by_name[k]].name, name); k++) {
		const struct func_cost *f = &g->fn[g->by_name[k]];
		if (f->is_static && !strcmp(f->file, file))
			return f;
		if (!f->is_static && !ext)
			ext = f;
	}
	return ext;
}

/* The separator of a call's member and the functions a configured
 * setting says it holds ("*N@member" CALL_FNS "f|g", check.c): no type's
 * spelling holds it. */
#define CALL_FNS "\x1f"

/* The member a call through a structure member goes through (callee
 * "*N@member", or "*N@member" CALL_FNS "f|g" where a configured setting
 * says which functions it holds: *fns "f|g", else NULL), a copy the
 * caller frees; NULL if the callee names no member. */
static char *call_member(const char *callee, const char **fns)
{
	const char *at = strchr(callee, '@'), *eq;

	*fns = NULL;
	if (!at)
		return NULL;
	at++;
	eq = strstr(at, CALL_FNS);
	*fns = eq ? eq + 1 : NULL;
	return eq ? xstrndup(at, (size_t)(eq - at)) : xstrdup(at);
}

/* The name of functions fns ("f|g") that starts at p: its length in
 * *len; where the next one starts, NULL if none. */
static const char *fns_next(const char *p, size_t *len)
{
	const char *e = strchr(p, '|');

	*len = e ? (size_t)(e - p) : strlen(p);
	return e ? e + 1 : NULL;
}

/* Is name one of the functions fns ("f|g") lists? */
static bool fns_has(const char *fns, const char *name)
{
	size_t len = strlen(name), l;

	for (const char *p = fns, *next; p && *p; p = next) {
		next = fns_next(p, &l);
		if (l == len && !strncmp(p, name, len))
			return true;
	}
	return false;
}

/* Calls through function pointers: a file's indirect calls may reach the
 * functions whose address that file takes (a table or a pointer it
 * fills: liba52's ifft128 = ifft128_c, libmad's decoder_table) and that
 * take as many parameters as the call passes arguments, each alike: each
 * such function gets those indirect callers as callers, with their
 * counts divided among the candidates (at least one call where there was
 * one).  A call through a structure member, or a global pointer or table
 * of external linkage, is matched by the member's (the variable's) name
 * across files (add_indirect()); another pointer filled in one file and
 * called in another (a local copy of a table's entry) is not followed:
 * its target stays an entry point. */
static int cmp_edge_file(const void *a, const void *b, void *calls)
{
	const struct call_edge *v = calls;

	return strcmp(v[*(const size_t *)a].file, v[*(const size_t *)b].file);
}

/* A function stored into a structure member, from a taken-address edge
 * "fn@member" (check.c): the function its file resolves fn to. */
struct slot {
	const char *member;
	const struct func_cost *fn;
	const char *file;	/* the file that stores it */
	bool table;		/* a static table's initializer ("fn#member")
				 * stores it */
};

static int cmp_slot(const void *a, const void *b)
{
	return strcmp(((const struct slot *)a)->member,
		      ((const struct slot *)b)->member);
}

/* The slots of fs (*n of them, sorted by member; caller frees). */
static struct slot *slots_of(const struct cg *g, const struct findings *fs,
			     size_t *n)
{
	struct slot *s = xcalloc(fs->ncalls ? fs->ncalls : 1, sizeof(*s));
	char name[256];

	*n = 0;
	for (size_t i = 0; i < fs->ncalls; i++) {
		const struct call_edge *e = &fs->calls[i];
		const char *at = e->caller[0] ? NULL : strpbrk(e->callee, "@#");
		if (!at || (size_t)(at - e->callee) >= sizeof(name))
			continue;
		memcpy(name, e->callee, (size_t)(at - e->callee));
		name[at - e->callee] = 0;
		const struct func_cost *f = target(g, name, e->file);
		if (f)
			s[(*n)++] = (struct slot){ at + 1, f, e->file, *at == '#' };
	}
	if (*n > 1)
		qsort(s, *n, sizeof(*s), cmp_slot);
	return s;
}

/* The first slot of s[0..n) (sorted by member) for member, or n. */
static size_t first_slot(const struct slot *s, size_t n, const char *member)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (strcmp(s[mid].member, member) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* Does some slot of s[0..n) (sorted by member) store into member? */
static bool has_slot(const struct slot *s, size_t n, const char *member)
{
	size_t i = first_slot(s, n, member);

	return i < n && !strcmp(s[i].member, member);
}

/* Does some slot of s[0..n) (sorted by member) store f into member? */
static bool slot_holds(const struct slot *s, size_t n, const char *member,
		       const struct func_cost *f)
{
	for (size_t i = first_slot(s, n, member); i < n &&
	     !strcmp(s[i].member, member); i++)
		if (s[i].fn == f)
			return true;
	return false;
}

/* A call through a structure member ("*N@member") reaches the functions
 * any file of the run stores into that member (the same field of the same
 * structure type: "struct oc_enc_opt_vtable.frag_sad") with as many
 * parameters (libtheora fills '_enc->opt_vtable.frag_sad' in encode.c and
 * calls it in encfrag.c), and those whose address the calling file takes
 * for no known member (add_indirect()): not one that static tables only
 * store into other members or tables, where the run stores into the one
 * called (libmad's frame.c calls through two tables of its own; a member
 * filled by a copy, 's->b = tab.a', may hold any of them). */
static int cmp_size(const void *a, const void *b)
{
	size_t x = *(const size_t *)a, y = *(const size_t *)b;

	return x < y ? -1 : x > y;
}

static void add_indirect(struct cg *g, const struct findings *fs)
{
	size_t n = fs->ncalls, m = 0, ns;
	size_t *v = xcalloc(n ? n : 1, sizeof(*v));
	struct slot *slots = slots_of(g, fs, &ns);

	/* the taken addresses and the indirect calls, grouped by file */
	for (size_t i = 0; i < n; i++) {
		const struct call_edge *e = &fs->calls[i];
		if ((!e->caller[0] && e->callee[0]) ||
		    (e->caller[0] && e->callee[0] == '*'))
			v[m++] = i;
	}
	qsort_r(v, m, sizeof(*v), cmp_edge_file, fs->calls);
	const struct func_cost **tf = xcalloc(m ? m : 1, sizeof(*tf));
	/* the functions some member slot holds; a call's candidates */
	bool *in_slot = xcalloc(g->nfn ? g->nfn : 1, sizeof(*in_slot));
	/* the functions a static table's initializer stores into a member */
	bool *tabled = xcalloc(g->nfn ? g->nfn : 1, sizeof(*tabled));
	for (size_t i = 0; i < ns; i++) {
		if (!slots[i].table)
			in_slot[slots[i].fn - g->fn] = true;
		else
			tabled[slots[i].fn - g->fn] = true;
	}
	size_t *cand = xcalloc(ns + m + 1, sizeof(*cand));
	for (size_t b = 0, e; b < m; b = e) {
		const char *file = fs->calls[v[b]].file;
		for (e = b; e < m && !strcmp(fs->calls[v[e]].file, file); e++) {
			const struct call_edge *t = &fs->calls[v[e]];
			tf[e] = t->caller[0] ? NULL : target(g, t->callee, file);
		}
		for (size_t j = b; j < e; j++) {
			const struct call_edge *c = &fs->calls[v[j]];
			size_t caller;
			uint64_t targets = 0;	/* candidates of this call */
			if (!c->caller[0] ||
			    (caller = fn_in_file(g, c->caller, file)) == SIZE_MAX)
				continue;
			/* the functions stored into the member called through;
			 * unless the calling file stores into it itself, also
			 * those whose address that file takes for no known
			 * member (a table's initializer: '{ .run = run_fast }'),
			 * not one stored into another member */
			size_t nc = 0;
			bool own = false;	/* the calling file fills it */
			long long arity = arity_of(c->callee);
			const char *fns;
			char *at = call_member(c->callee, &fns);
			/* (a member the settings say holds f or g: those of
			 * its functions, unless it holds none of them) */
			/* (a static table's store counts only then: the
			 * graph's own counts follow no table otherwise) */
			for (int pass = fns ? 0 : 1; at && pass < 2 && !nc; pass++)
				for (size_t i = first_slot(slots, ns, at); i < ns &&
				     !strcmp(slots[i].member, at); i++)
					if (arity_fits(arity, slots[i].fn) &&
					    (pass ? !slots[i].table :
					     fns_has(fns, slots[i].fn->name))) {
						cand[nc++] = (size_t)(slots[i].fn - g->fn);
						own |= !strcmp(slots[i].file, file);
					}
			bool by_member = nc > 0;
			/* (a member nothing stores into is filled by copies:
			 * 's->b = tab.a' may hold any of them) */
			bool stored = at && has_slot(slots, ns, at);
			if (fns && nc) {
				own = true;	/* (no other function) */
				/* (the others it would reach: shadow calls) */
				for (size_t i = first_slot(slots, ns, at); i < ns &&
				     !strcmp(slots[i].member, at); i++)
					if (arity_fits(arity, slots[i].fn) &&
					    !fns_has(fns, slots[i].fn->name)) {
						g->shadow = xrealloc(g->shadow,
							(g->nshadow + 1) * sizeof(*g->shadow));
						g->shadow[g->nshadow++] = (struct shadow_call){
							(size_t)(slots[i].fn - g->fn), caller, c };
					}
			}
			for (size_t i = b; i < e && !own; i++)
				if (tf[i] && arity_fits(arity, tf[i]) &&
				    (!by_member || !in_slot[tf[i] - g->fn]) &&
				    !(at && fs->calls[v[i]].local) &&
				    !(at && tabled[tf[i] - g->fn] && stored &&
				      !slot_holds(slots, ns, at, tf[i])))
					cand[nc++] = (size_t)(tf[i] - g->fn);
			free(at);
			if (!nc)
				continue;
			qsort(cand, nc, sizeof(*cand), cmp_size);
			size_t u = 0;
			for (size_t i = 0; i < nc; i++)
				if (!u || cand[u - 1] != cand[i])
					cand[u++] = cand[i];
			targets = u;
			for (size_t i = 0; i < u; i++) {
				add_caller(g, cand[i], caller, c, targets);
				g->by_pointer[cand[i]] = true;
			}
		}
	}
	free(tf);
	free(v);
	free(slots);
	free(in_slot);
	free(tabled);
	free(cand);
}

/* Drop caller k of function i. */
static void drop_caller(struct cg *g, size_t i, size_t k)
{
	size_t last = --g->ncallers[i];

	free(g->ia[i][k]);
	g->callers[i][k] = g->callers[i][last];
	g->in_loop[i][k] = g->in_loop[i][last];
	g->once[i][k] = g->once[i][last];
	g->hook[i][k] = g->hook[i][last];
	g->usr[i][k] = g->usr[i][last];
	g->count[i][k] = g->count[i][last];
	g->outer[i][k] = g->outer[i][last];
	g->div[i][k] = g->div[i][last];
	g->basis[i][k] = g->basis[i][last];
	g->same[i][k] = g->same[i][last];
	g->fwd[i][k] = g->fwd[i][last];
	g->ia[i][k] = g->ia[i][last];
	g->nia[i][k] = g->nia[i][last];
}

static size_t *callee_lists(const struct cg *g, size_t n, size_t **cto);

/* A member a configured setting says holds functions fns ("f|g"). */
struct held {
	char *member;
	char *fns;	/* every call's, joined */
	bool stored;	/* the run stores one of them into it */
};

static int cmp_held(const void *a, const void *b)
{
	return strcmp(((const struct held *)a)->member,
		      ((const struct held *)b)->member);
}

/*
 * Functions the run calls only through function pointer members that
 * the configured settings say hold other functions ('vorbis_func_residue.
 * forward = res2_forward': res1_forward, stored into that member by
 * residue1_exportbundle's initializer): every place that takes such a
 * function's address is a static table's initializer storing it into
 * such a member (call_edge.table, "fn#member"; an assignment also takes
 * the plain address, which keeps the function).  Their unknown caller
 * (the taken address) goes; g->off_member and g->off_fns say which
 * member, g->off_via the function so reached (NULL: more than one).  A
 * member no call of the run names with its functions is no such member;
 * nothing is settled when a file of the run did not parse.
 */
/* The members of fs's calls that configured settings say hold functions
 * ("*N@member" CALL_FNS "f|g"), each once, sorted, with the functions of
 * all their calls joined (two calls through one table may pick two of its
 * elements); not a member some call goes through without them (a table an
 * index the settings do not give picks from: it may reach any element).
 * *n of them; the caller frees them (held_free()). */
static struct held *held_of(const struct findings *fs, size_t *n)
{
	struct held *h = NULL;
	size_t nh = 0, l;

	for (size_t i = 0; i < fs->ncalls; i++) {
		const struct call_edge *e = &fs->calls[i];
		const char *fns;
		char *m = e->caller[0] && e->callee[0] == '*' ?
			call_member(e->callee, &fns) : NULL;
		if (!m)
			continue;
		h = xrealloc(h, (nh + 1) * sizeof(*h));
		h[nh++] = (struct held){ m, fns ? xstrdup(fns) : NULL, false };
	}
	if (nh > 1)
		qsort(h, nh, sizeof(*h), cmp_held);
	size_t u = 0;
	for (size_t i = 0, e; i < nh; i = e) {
		bool all = true;
		for (e = i; e < nh && !strcmp(h[e].member, h[i].member); e++)
			all &= h[e].fns != NULL;
		struct held k = { h[i].member, NULL, false };
		if (all) {
			struct strbuf sb = { 0 };
			sb_puts(&sb, h[i].fns);
			for (size_t j = i + 1; j < e; j++)
				for (const char *p = h[j].fns, *next; p && *p; p = next) {
					next = fns_next(p, &l);
					char *name = xstrndup(p, l);
					if (!fns_has(sb.buf, name))
						sb_printf(&sb, "|%s", name);
					free(name);
				}
			k.fns = sb_detach(&sb);
		}
		for (size_t j = i; j < e; j++) {
			free(h[j].fns);
			if (j > i || !all)
				free(h[j].member);
		}
		if (all)
			h[u++] = k;
	}
	*n = u;
	return h;
}

/* A copy of s the graph keeps until cg_free(). */
static const char *cg_keep(struct cg *g, const char *s)
{
	g->own = xrealloc(g->own, (g->nown + 1) * sizeof(*g->own));
	return g->own[g->nown++] = xstrdup(s);
}

static void held_free(struct held *h, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		free(h[i].member);
		free(h[i].fns);
	}
	free(h);
}

static void slots_off(struct cg *g, const struct findings *fs)
{
	size_t nh, ns;

	if (!fs->complete)
		return;	/* (a file that did not parse may call them) */
	struct held *h = held_of(fs, &nh);
	if (!nh) {
		free(h);
		return;
	}
	struct slot *s = slots_of(g, fs, &ns);
	/* the members the run stores one of their functions into (one
	 * given only functions it never holds keeps every candidate, as
	 * add_indirect() does) */
	for (size_t i = 0; i < ns; i++) {
		struct held key = { (char *)s[i].member, NULL, false };
		struct held *o = bsearch(&key, h, nh, sizeof(*h), cmp_held);
		if (o && fns_has(o->fns, s[i].fn->name))
			o->stored = true;
	}
	/* per function: 1 some place takes its address otherwise, 2 a
	 * member's store of it that such a setting leaves out */
	uint8_t *st = xcalloc(g->nfn, 1);
	for (size_t i = 0; i < fs->ncalls; i++) {
		const struct call_edge *e = &fs->calls[i];
		const struct func_cost *f;
		/* (its plain taken address: tables' stores are slots) */
		if (!e->caller[0] && !e->table && !strpbrk(e->callee, "#@") &&
		    strlen(e->callee) < 256 && (f = target(g, e->callee, e->file)))
			st[f - g->fn] |= 1;
	}
	for (size_t i = 0; i < ns; i++) {
		struct held key = { (char *)s[i].member, NULL, false };
		const struct held *o = bsearch(&key, h, nh, sizeof(*h), cmp_held);
		size_t k = (size_t)(s[i].fn - g->fn);
		if (!o || !o->stored || fns_has(o->fns, s[i].fn->name)) {
			st[k] |= 1;
			continue;
		}
		st[k] |= 2;
		g->off_member[k] = s[i].member;
		g->off_fns[k] = cg_keep(g, o->fns);
	}
	free(s);
	size_t nw = 0, *work = xcalloc(g->nfn + 1, sizeof(size_t));
	for (size_t k = 0; k < g->nfn; k++) {
		const struct func_cost *f = &g->fn[k];
		/* (not an interface function: the application may call it
		 * itself) */
		if (st[k] != 2 || f->public_decl || f->hot || f->profiled || f->entry_named ||
		    f->public_decl) {
			g->off_member[k] = g->off_fns[k] = NULL;
			continue;
		}
		for (size_t c = g->ncallers[k]; c-- > 0;)
			if (g->callers[k][c] == SIZE_MAX)
				drop_caller(g, k, c);
		bool other = false;	/* a caller of its own */
		for (size_t c = 0; c < g->ncallers[k]; c++)
			other |= g->callers[k][c] != k;
		if (other) {
			g->off_member[k] = g->off_fns[k] = NULL;
			continue;
		}
		g->off_via[k] = f->name;
		work[nw++] = k;
	}
	free(st);
	/* down the callees' edges: a callee all of whose callers (itself
	 * aside) are such code */
	size_t *cto = NULL, *cfrom = nw ? callee_lists(g, g->nfn, &cto) : NULL;
	while (nw) {
		size_t d = work[--nw];
		for (size_t j = cfrom[d]; j < cfrom[d + 1]; j++) {
			size_t i = cto[j];
			const struct func_cost *f = &g->fn[i];
			if (g->off_member[i] || f->hot || f->profiled ||
			    f->entry_named)
				continue;
			bool all = g->ncallers[i] > 0;
			for (size_t k = 0; k < g->ncallers[i] && all; k++) {
				size_t c = g->callers[i][k];
				all = c != SIZE_MAX && (c == i || g->off_member[c]);
			}
			if (!all)
				continue;
			/* (callers of different roots: none named) */
			const char *via = g->off_via[d];
			for (size_t k = 0; k < g->ncallers[i] && via; k++) {
				size_t c = g->callers[i][k];
				if (c != i && g->off_via[c] != via)
					via = NULL;
			}
			g->off_member[i] = g->off_member[d];
			g->off_fns[i] = g->off_fns[d];
			g->off_via[i] = via;
			work[nw++] = i;
		}
	}
	if (cfrom) {
		free(cfrom);
		free(cto);
	}
	free(work);
	held_free(h, nh);
}

/*
 * The calls that reach the functions only static tables take: every place
 * taking such a function's address is a table's initializer storing it
 * into a structure member or a global table (call_edge.table,
 * "fn#member"), and some call of the run goes through each such member
 * ("*N@member", passing as many arguments as it has parameters):
 * vorbis's floor1_look(), which floor1_exportbundle stores into
 * 'vorbis_func_floor.look' and only _vds_shared_init() calls through it.
 * The graph's counts follow no table (add_indirect()); set-up code does
 * (callers_cold()): a function that only set-up code calls through its
 * tables is set-up code.  Not an interface function a header under
 * 'include' declares (the application may call it), nor where a file of
 * the run did not parse (it may hold other calls), nor where some call of
 * its arity goes through a pointer the graph does not follow (a local
 * copy of a member, a cast of it, a table handed to a helper).  Sets
 * g->tfrom,
 * g->tcaller and g->tedge.
 */
/* The arities of the functions each file takes the address of (a plain
 * taken address, not a table's slot): per arity below 64 (bit 63: more),
 * as arity_of() gives them. */
struct file_arity {
	const char *file;
	uint64_t arities;
};

static struct file_arity *file_arities(const struct cg *g,
				       const struct findings *fs, size_t *n)
{
	struct file_arity *v = NULL;
	size_t nv = 0;

	for (size_t i = 0; i < fs->ncalls; i++) {
		const struct call_edge *e = &fs->calls[i];
		const struct func_cost *f;
		if (e->caller[0] || strpbrk(e->callee, "#@") ||
		    strlen(e->callee) >= 256 || !(f = target(g, e->callee, e->file)))
			continue;
		size_t k = 0;
		while (k < nv && strcmp(v[k].file, e->file))
			k++;
		if (k == nv) {
			v = xrealloc(v, (nv + 1) * sizeof(*v));
			v[nv++] = (struct file_arity){ e->file, 0 };
		}
		v[k].arities |= f->nparams < 63 ? 1ull << f->nparams : 1ull << 63;
	}
	*n = nv;
	return v;
}

struct member_call {
	char *member;
	size_t caller;
	const struct call_edge *e;
};

static int cmp_member_call(const void *a, const void *b)
{
	return strcmp(((const struct member_call *)a)->member,
		      ((const struct member_call *)b)->member);
}

static void table_calls(struct cg *g, const struct findings *fs)
{
	size_t n = g->nfn, ns, nm = 0;

	if (!fs->complete || !n)
		return;
	struct slot *s = slots_of(g, fs, &ns);
	/* per function: 1 some place takes its address otherwise (or a
	 * member it is stored into has no call), 2 a table stores it */
	uint8_t *st = xcalloc(n, 1);
	struct member_call *mc = xcalloc(fs->ncalls + 1, sizeof(*mc));
	for (size_t i = 0; i < fs->ncalls; i++) {
		const struct call_edge *e = &fs->calls[i];
		const struct func_cost *f;
		const char *fns;
		if (!e->caller[0]) {
			if (!e->table && !strpbrk(e->callee, "#@") &&
			    strlen(e->callee) < 256 &&
			    (f = target(g, e->callee, e->file)))
				st[f - g->fn] |= 1;
			continue;
		}
		size_t c;
		char *m = e->callee[0] == '*' ? call_member(e->callee, &fns) :
			  NULL;
		if (!m || (c = fn_in_file(g, e->caller, e->file)) == SIZE_MAX) {
			free(m);
			continue;
		}
		mc[nm++] = (struct member_call){ m, c, e };
	}
	if (nm > 1)
		qsort(mc, nm, sizeof(*mc), cmp_member_call);
	/* the first call through each slot's member, or nm */
	size_t *first = xcalloc(ns + 1, sizeof(*first));
	for (size_t i = 0; i < ns; i++) {
		size_t k = (size_t)(s[i].fn - g->fn), lo = 0, hi = nm;
		while (lo < hi) {
			size_t mid = lo + (hi - lo) / 2;
			if (strcmp(mc[mid].member, s[i].member) < 0)
				lo = mid + 1;
			else
				hi = mid;
		}
		first[i] = lo;
		bool called = false;
		for (size_t j = lo; j < nm && !called &&
		     !strcmp(mc[j].member, s[i].member); j++)
			called = arity_fits(arity_of(mc[j].e->callee), s[i].fn);
		st[k] |= s[i].table && called ? 2 : 1;
	}
	/* per arity below 64 (bit 63: more), whether a call through a
	 * pointer goes where the graph does not follow it: through no
	 * member, or one nothing stores into (a local copy of a member, a
	 * cast of it, a table handed to a helper: 'fn = ops.look; fn()') --
	 * it may reach a table's function, as int_edges() says */
	uint64_t unresolved = 0;
	size_t nfa;
	struct file_arity *fa = file_arities(g, fs, &nfa);
	for (size_t i = 0; i < fs->ncalls; i++) {
		const struct call_edge *e = &fs->calls[i];
		const char *fns;
		if (!e->caller[0] || e->callee[0] != '*')
			continue;
		char *m = call_member(e->callee, &fns);
		bool found = m && has_slot(s, ns, m);
		long long a = arity_of(e->callee);
		/* (a call through no member reaches, as add_indirect()
		 * has it, the functions its file takes the address of:
		 * vorbisfile's seeks through 'localseek'; one in a file that
		 * takes none of its arity goes where the graph cannot see) */
		if (!m) {
			size_t k = 0;
			while (k < nfa && strcmp(fa[k].file, e->file))
				k++;
			found = k < nfa && (a < 0 ? fa[k].arities >> 16 :
					    fa[k].arities >> (a < 63 ? a : 63) & 1);
		}
		free(m);
		if (found)
			continue;
		unresolved |= a >= 0 && a < 63 ? 1ull << a : 1ull << 63;
	}
	free(fa);
	g->tfrom = xcalloc(n + 1, sizeof(size_t));
	for (int pass = 0; pass < 2; pass++) {
		size_t *fill = pass ? xcalloc(n, sizeof(size_t)) : NULL;
		for (size_t i = 0; i < ns; i++) {
			size_t k = (size_t)(s[i].fn - g->fn);
			const struct func_cost *f = s[i].fn;
			unsigned np = f->nparams < 63 ? f->nparams : 63;
			if (st[k] != 2 || f->public_decl || f->hot ||
			    f->profiled || f->entry_named ||
			    (unresolved >> np & 1))
				continue;
			for (size_t j = first[i]; j < nm &&
			     !strcmp(mc[j].member, s[i].member); j++) {
				if (!arity_fits(arity_of(mc[j].e->callee), f))
					continue;
				if (!pass) {
					g->tfrom[k + 1]++;
					continue;
				}
				size_t at = g->tfrom[k] + fill[k]++;
				g->tcaller[at] = mc[j].caller;
				g->tedge[at] = mc[j].e;
			}
		}
		if (!pass) {
			for (size_t k = 0; k < n; k++)
				g->tfrom[k + 1] += g->tfrom[k];
			g->tcaller = xcalloc(g->tfrom[n] + 1, sizeof(size_t));
			g->tedge = xcalloc(g->tfrom[n] + 1, sizeof(*g->tedge));
		}
		free(fill);
	}
	for (size_t i = 0; i < nm; i++)
		free(mc[i].member);
	free(mc);
	free(first);
	free(st);
	free(s);
}

/* Build the graph of fs's functions and calls. */
static void cg_build(struct cg *g, const struct findings *fs)
{
	size_t n = fs->nfn;

	*g = (struct cg){ .fn = fs->fn, .nfn = n };
	g->by_name = xcalloc(n, sizeof(*g->by_name));
	g->callers = xcalloc(n, sizeof(*g->callers));
	g->in_loop = xcalloc(n, sizeof(*g->in_loop));
	g->once = xcalloc(n, sizeof(*g->once));
	g->hook = xcalloc(n, sizeof(*g->hook));
	g->usr = xcalloc(n, sizeof(*g->usr));
	g->count = xcalloc(n, sizeof(*g->count));
	g->outer = xcalloc(n, sizeof(*g->outer));
	g->div = xcalloc(n, sizeof(*g->div));
	g->by_pointer = xcalloc(n, sizeof(*g->by_pointer));
	g->basis = xcalloc(n, sizeof(*g->basis));
	g->same = xcalloc(n, sizeof(*g->same));
	g->fwd = xcalloc(n, sizeof(*g->fwd));
	g->ia = xcalloc(n, sizeof(*g->ia));
	g->nia = xcalloc(n, sizeof(*g->nia));
	g->ncallers = xcalloc(n, sizeof(*g->ncallers));
	g->capcallers = xcalloc(n, sizeof(*g->capcallers));
	g->cold = xcalloc(n, sizeof(*g->cold));
	g->via = xcalloc(n, sizeof(*g->via));
	g->off_member = xcalloc(n, sizeof(*g->off_member));
	g->off_fns = xcalloc(n, sizeof(*g->off_fns));
	g->off_via = xcalloc(n, sizeof(*g->off_via));
	for (size_t i = 0; i < n; i++)
		g->by_name[i] = i;
	qsort_r(g->by_name, n, sizeof(*g->by_name), cmp_name, fs->fn);
	for (size_t i = 0; i < fs->ncalls; i++)
		add_edge(g, &fs->calls[i]);
	add_indirect(g, fs);
	slots_off(g, fs);
}

static void cg_free(struct cg *g)
{
	for (size_t i = 0; i < g->nfn; i++) {
		free(g->callers[i]);
		free(g->in_loop[i]);
		free(g->once[i]);
		free(g->hook[i]);
		free(g->usr[i]);
		free(g->count[i]);
		free(g->outer[i]);
		free(g->div[i]);
		free(g->basis[i]);
		free(g->same[i]);
		free(g->fwd[i]);
		for (size_t k = 0; k < g->ncallers[i]; k++)
			free(g->ia[i][k]);
		free(g->ia[i]);
		free(g->nia[i]);
	}
	free(g->ia);
	free(g->nia);
	free(g->callers);
	free(g->in_loop);
	free(g->once);
	free(g->hook);
	free(g->usr);
	free(g->count);
	free(g->outer);
	free(g->div);
	free(g->by_pointer);
	free(g->off_member);
	free(g->off_fns);
	free(g->off_via);
	for (size_t i = 0; i < g->nown; i++)
		free(g->own[i]);
	free(g->own);
	free(g->tfrom);
	free(g->tcaller);
	free(g->tedge);
	free(g->shadow);
	free(g->basis);
	free(g->same);
	free(g->fwd);
	free(g->ncallers);
	free(g->capcallers);
	free(g->cold);
	free(g->via);
	free(g->deep);
	free(g->by_name);
}

/*
 * 'restrict' advice that a call makes wrong: a call of the function in
 * place, one pointer passed for two of the parameters the advice would
 * declare restrict (speex's nb_celp.c filters its frame with
 * 'highpass(in, in, NB_FRAME_SIZE, ...)'; the finding is made in
 * filters.c, the call is in another file; libwebp's
 * un-filters are called through a table with 'out' for 'in').  The
 * memory recurrence is real, but the advice would be undefined behaviour:
 * the finding becomes a note that says why.  A call of the finding's own
 * file is the rule's (missing_restrict.c, aliased_at_calls()).
 */
/* The index of same_pair(a, b)'s bit. */
static unsigned pair_index(unsigned a, unsigned b)
{
	return b * (b - 1) / 2 + a;
}

#define NPAIRS (SAME_ARGS * (SAME_ARGS - 1) / 2)

static size_t in_place(const struct cg *g, struct findings *fs)
{
	size_t changed = 0, n = g->nfn;
	/* per function: the pairs of its parameters some call passes one
	 * pointer for, directly or through a caller that passes its own
	 * parameters on (opus's comb_filter(y, x, ...), called in place by
	 * the decoder, hands 'y + i, x + i' to comb_filter_const_c); per
	 * pair, for the message: the function whose call is in place (root)
	 * and the one it calls so (hop: the function itself when direct) */
	uint64_t *inpl = xcalloc(n ? n : 1, sizeof(*inpl));
	/* (root and hop of function k: at [k][q] and [k][NPAIRS + q],
	 * made for the functions some call passes on in place only) */
	size_t **rh = xcalloc(n ? n : 1, sizeof(*rh));
#define ROOT(k, q) rh[k][q]
#define HOP(k, q) rh[k][NPAIRS + (q)]

	for (size_t k = 0; k < n; k++)
		for (size_t c = 0; c < g->ncallers[k]; c++) {
			uint64_t add = g->same[k][c] & ~inpl[k];
			if (!add || g->callers[k][c] >= n)
				continue;
			if (!rh[k])
				rh[k] = xmalloc(2 * NPAIRS * sizeof(**rh));
			for (unsigned q = 0; q < NPAIRS; q++)
				if (add >> q & 1) {
					ROOT(k, q) = g->callers[k][c];
					HOP(k, q) = k;
				}
			inpl[k] |= add;
		}
	for (unsigned round = 0; round < 8; round++) {
		bool more = false;
		for (size_t k = 0; k < n; k++)
			for (size_t c = 0; c < g->ncallers[k]; c++) {
				size_t by = g->callers[k][c];
				if (by >= n || !inpl[by] || !g->fwd[k][c])
					continue;
				for (unsigned q = 0; q < 4; q++) {
					unsigned p = (unsigned)(g->fwd[k][c] >> (16 * q)) & 0xffff;
					unsigned a = p >> 12, b = p >> 8 & 15;
					unsigned j = p >> 4 & 15, l = p & 15;
					unsigned lo = j < l ? j : l, hi = j < l ? l : j;
					if (!p || !same_pair(a, b) || !same_pair(lo, hi) ||
					    (inpl[k] & same_pair(a, b)) ||
					    !(inpl[by] & same_pair(lo, hi)))
						continue;
					unsigned kq = pair_index(a, b);
					unsigned bq = pair_index(lo, hi);
					if (!rh[k])
						rh[k] = xmalloc(2 * NPAIRS * sizeof(**rh));
					ROOT(k, kq) = ROOT(by, bq);
					HOP(k, kq) = HOP(by, bq);
					inpl[k] |= same_pair(a, b);
					more = true;
				}
			}
		if (!more)
			break;
	}
	for (size_t i = 0; i < fs->n; i++) {
		struct finding *f = &fs->v[i];
		/* (notes too: a warning priced 0 in its loop is a note, and
		 * its advice would still be undefined behaviour; not set-up
		 * notes, which a profile may turn back into warnings by
		 * cutting their message) */
		if (!f->restrict_params || !f->function || !f->function[0] ||
		    (f->severity == SEV_NOTE && f->setup_len) ||
		    (f->advice && !strncmp(f->advice, IN_PLACE_ADVICE,
					   sizeof(IN_PLACE_ADVICE) - 1)))
			continue;
		size_t k = finding_fn(g, f);
		/* the pairs of the parameters the advice names */
		uint64_t pairs = 0;
		for (unsigned a = 0; a < SAME_ARGS; a++)
			for (unsigned b = a + 1; b < SAME_ARGS; b++)
				if ((f->restrict_params >> a & 1) &&
				    (f->restrict_params >> b & 1))
					pairs |= same_pair(a, b);
		if (k >= n || !(inpl[k] & pairs))
			continue;	/* no call passes one pointer for two */
		/* one of the advice's pairs, a direct call in place first */
		unsigned pick = NPAIRS;
		for (unsigned q = 0; q < NPAIRS; q++)
			if ((inpl[k] & pairs) >> q & 1 &&
			    (pick == NPAIRS || (HOP(k, q) == k &&
						HOP(k, pick) != k)))
				pick = q;
		size_t by = ROOT(k, pick), via = HOP(k, pick);
		char *passed = via != k ? xasprintf(", which are passed on to "
			"'%s'", f->function) : NULL;
		char *m = xasprintf("%s (a note: '%s' in %s calls '%s' in place, "
			"passing one pointer for two of %s%s, so 'restrict' would "
			"be undefined behaviour)", f->message, g->fn[by].name,
			g->fn[by].file, g->fn[via].name,
			via != k ? "its parameters" : "these parameters",
			passed ? passed : "");
		free(passed);
		free(f->message);
		f->message = m;
		free(f->advice);
		f->advice = xstrdup(IN_PLACE_ADVICE);
		f->severity = SEV_NOTE;
		f->saving_cycles = 0;
		changed++;
	}
#undef ROOT
#undef HOP
	for (size_t k = 0; k < n; k++)
		free(rh[k]);
	free(rh);
	free(inpl);
	return changed;
}

/* The callees of each function of g: cto[cfrom[c] .. cfrom[c + 1]) for
 * caller c, through direct and resolved calls (caller frees both). */
static size_t *callee_lists(const struct cg *g, size_t n, size_t **cto)
{
	size_t *cfrom = xcalloc(n + 1, sizeof(size_t)), nedge = 0;

	for (size_t i = 0; i < n; i++)
		for (size_t k = 0; k < g->ncallers[i]; k++)
			if (g->callers[i][k] != SIZE_MAX)
				cfrom[g->callers[i][k] + 1]++, nedge++;
	for (size_t i = 0; i < n; i++)
		cfrom[i + 1] += cfrom[i];
	size_t *to = xcalloc(nedge + 1, sizeof(size_t));
	size_t *fill = xcalloc(n ? n : 1, sizeof(size_t));
	for (size_t i = 0; i < n; i++)
		for (size_t k = 0; k < g->ncallers[i]; k++) {
			size_t c = g->callers[i][k];
			if (c != SIZE_MAX)
				to[cfrom[c] + fill[c]++] = i;
		}
	free(fill);
	*cto = to;
	return cfrom;
}

/*
 * fn[].dead: in a run of several files that include headers of the
 * project under an 'include' directory (its interface), an entry point
 * no such header declares (nor 'main', set-up code or a 'hot:' function)
 * is called by nothing: dead in this build (vorbis's 'drft_backward' and
 * 'vorbis_lpc_to_lsp', opus's fixed-point-only 'silk_biquad_alt_stride2_c'
 * in a float build); so is a function only dead ones call ('dradb2' under
 * 'drft_backward').  A function whose address is taken is not.
 */
static void dead_functions(const struct cg *g, struct findings *fs, bool on)
{
	size_t n = fs->nfn, nw = 0;
	size_t *work = xcalloc(n ? n : 1, sizeof(size_t));

	for (size_t i = 0; i < n; i++) {
		const struct func_cost *f = &fs->fn[i];
		fs->fn[i].dead = on && f->entry && !f->public_decl &&
				 !f->setup && !f->hot && !f->profiled &&
				 !f->entry_named && strcmp(f->name, "main");
		if (fs->fn[i].dead)
			work[nw++] = i;
	}
	/* a worklist down the callees' edges: a callee all of whose callers
	 * are dead (itself aside) is dead */
	size_t *cto = NULL, *cfrom = nw ? callee_lists(g, n, &cto) : NULL;
	while (nw) {
		size_t d = work[--nw];
		for (size_t j = cfrom[d]; j < cfrom[d + 1]; j++) {
			size_t i = cto[j];
			struct func_cost *f = &fs->fn[i];
			if (f->dead || f->entry || f->public_decl || f->hot ||
			    f->profiled || f->entry_named)
				continue;
			bool all = g->ncallers[i] > 0;
			for (size_t k = 0; k < g->ncallers[i] && all; k++) {
				size_t c = g->callers[i][k];
				all = c != SIZE_MAX && (c == i || fs->fn[c].dead);
			}
			if (all) {
				f->dead = true;
				work[nw++] = i;
			}
		}
	}
	if (cfrom) {
		free(cfrom);
		free(cto);
	}
	free(work);
}

/* Has function i a caller in the run but itself, or is its address taken
 * (*taken; *unfollowed: where the run does not follow the pointer's
 * calls)? */
static bool has_caller(const struct cg *g, size_t i, bool *taken,
		       bool *unfollowed)
{
	bool any = false;

	*taken = *unfollowed = false;
	for (size_t k = 0; k < g->ncallers[i]; k++) {
		size_t c = g->callers[i][k];
		if (c == SIZE_MAX) {
			*taken = true;
			*unfollowed |= !g->by_pointer[i];
		}
		any |= c != i;
	}
	return any;
}

/*
 * The frame path of a run whose configuration names 'entries:', the entry
 * points an application calls per frame: what they reach -- and what hot:
 * functions, functions measured per frame, functions whose address is
 * taken and the functions of files with no 'entries:' reach -- through
 * every call of the run's graph, pointers it follows included.  (A call
 * through a pointer the graph cannot resolve may reach any function whose
 * address is taken: speex_encode()'s '->enc', which a mode table's
 * positional initializer fills, reaches nb_encode(), while the graph
 * matches nb_encode() to speex_mode_query()'s '->query' by its arity.)
 * A function not cold already that no such code reaches but an entry
 * point of the run does
 * (no code of the run calls it: 'ov_time_total', a cue sheet's id, a test
 * program's main; not one that would be dead code, dead_functions()) is
 * outside the frame path: cold, its via that entry point.
 */
static void mark_outside(struct cg *g, struct findings *fs, bool iface)
{
	size_t n = fs->nfn, nw = 0, *cto, *cfrom;
	bool any = false, taken, unf;

	for (size_t i = 0; i < n; i++)
		any |= fs->fn[i].entries_set;
	if (!any)
		return;
	cfrom = callee_lists(g, n, &cto);
	size_t *work = xcalloc(n, sizeof(size_t));
	size_t *root = xcalloc(n, sizeof(size_t));	/* 1 + entry point */
	bool *frame = xcalloc(n, sizeof(bool));
	for (size_t i = 0; i < n; i++) {
		const struct func_cost *f = &fs->fn[i];
		has_caller(g, i, &taken, &unf);
		if (!f->entries_set || f->entry_named || f->hot ||
		    func_prof_hot(f) || taken) {
			frame[i] = true;
			work[nw++] = i;
		}
	}
	while (nw) {
		size_t d = work[--nw];
		for (size_t j = cfrom[d]; j < cfrom[d + 1]; j++)
			if (!frame[cto[j]]) {
				frame[cto[j]] = true;
				work[nw++] = cto[j];
			}
	}
	/* the other entry points, each with what it reaches first */
	for (size_t e = 0; e < n; e++) {
		const struct func_cost *f = &fs->fn[e];
		if (frame[e] || root[e] || has_caller(g, e, &taken, &unf) ||
		    (iface && !f->public_decl && !f->profiled &&
		     strcmp(f->name, "main")))
			continue;
		root[e] = e + 1;
		work[nw++] = e;
		while (nw) {
			size_t d = work[--nw];
			for (size_t j = cfrom[d]; j < cfrom[d + 1]; j++)
				if (!frame[cto[j]] && !root[cto[j]]) {
					root[cto[j]] = e + 1;
					work[nw++] = cto[j];
				}
		}
	}
	for (size_t i = 0; i < n; i++) {
		/* (a 'main' the entries do not name runs no frame loop:
		 * rule_call_setup()'s exception for it goes) */
		if (!root[i] || (g->cold[i] && strcmp(fs->fn[i].name, "main")))
			continue;
		fs->fn[i].outside = g->cold[i] = true;
		g->via[i] = fs->fn[root[i] - 1].name;
	}
	free(cfrom);
	free(cto);
	free(work);
	free(root);
	free(frame);
}

/* The functions configured settings of function pointer members name that
 * no file of the run stores into the member (a misspelt name leaves the
 * others the run stores there 'not run'): fs->slot_unstored. */
static void slots_unstored(const struct cg *g, struct findings *fs)
{
	size_t nh, ns, l;
	struct held *h = held_of(fs, &nh);
	struct slot *s = slots_of(g, fs, &ns);

	for (size_t i = 0; i < nh; i++)
		for (const char *p = h[i].fns, *next; p && *p; p = next) {
			next = fns_next(p, &l);
			bool stored = false;
			for (size_t k = first_slot(s, ns, h[i].member); k < ns &&
			     !stored && !strcmp(s[k].member, h[i].member); k++)
				stored = strlen(s[k].fn->name) == l &&
					 !strncmp(s[k].fn->name, p, l);
			if (stored)
				continue;
			char *w = xasprintf("%s" CALL_FNS "%.*s", h[i].member,
					    (int)l, p);
			bool seen = false;
			for (size_t k = 0; k < fs->nslot_unstored && !seen; k++)
				seen = !strcmp(fs->slot_unstored[k], w);
			if (seen) {
				free(w);
				continue;
			}
			fs->slot_unstored = xrealloc(fs->slot_unstored,
				(fs->nslot_unstored + 1) * sizeof(char *));
			fs->slot_unstored[fs->nslot_unstored++] = w;
		}
	free(s);
	held_free(h, nh);
}

/* Code the configured settings do not run because the run reaches it only
 * through function pointer members they say hold other functions, or
 * only such code calls it (slots_off()): cold, its findings notes that
 * name the member (rule_off_note()). */
static void mark_off(struct cg *g, struct findings *fs)
{
	for (size_t i = 0; i < fs->nfn; i++) {
		struct func_cost *f = &fs->fn[i];
		if (!g->off_member[i] || g->cold[i])
			continue;
		f->off_member = g->off_member[i];
		f->off_fns = g->off_fns[i];
		f->off_via = g->off_via[i];
		g->cold[i] = true;
	}
}

/* The least fixed point of set-up code by callers (callers_cold()): each
 * pass marks what the last one allows. */
static void cold_by_callers(struct cg *g, struct findings *fs, bool whole)
{
	for (bool more = true; more;) {
		more = false;
		for (size_t i = 0; i < fs->nfn; i++) {
			const char *via = NULL;
			if (g->cold[i] || fs->fn[i].hot || func_prof_hot(&fs->fn[i]) ||
			    (!whole && !fs->fn[i].is_static) ||
			    !callers_cold(g, i, &via))
				continue;
			g->cold[i] = true;
			g->via[i] = via;
			more = true;
		}
	}
}

/* The set-up code of graph g, built from fs's edges: g.cold and g.via
 * (by names, measured profiles, the settings' members, the tables, the
 * callers, and what no named entry point reaches), fs->fn[]'s outside
 * and off_* set (borrowed from g).  Returns whether the run includes
 * headers under an 'include' directory. */
static bool cold_marks(struct cg *g, struct findings *fs, bool whole,
		       bool complete)
{
	bool saw_public = false;

	for (size_t i = 0; i < fs->nfn; i++) {
		g->cold[i] = (fs->fn[i].cold && !fs->fn[i].hot &&
			      !func_prof_hot(&fs->fn[i])) ||
			     (fs->fn[i].profiled && fs->fn[i].prof_setup);
		g->via[i] = fs->fn[i].name;
		fs->fn[i].outside = false;
		fs->fn[i].off_member = fs->fn[i].off_fns = fs->fn[i].off_via = NULL;
		saw_public |= fs->fn[i].saw_public;
	}
	if (whole && complete) {
		mark_off(g, fs);
		slots_unstored(g, fs);
		table_calls(g, fs);
	}
	cold_by_callers(g, fs, whole);
	/* (a file that did not parse may hold the calls of a frame's entry
	 * point: no frame path without it) */
	if (whole && complete) {
		mark_outside(g, fs, saw_public);
		cold_by_callers(g, fs, whole);
	}
	return saw_public;
}

size_t callgraph_setup(struct findings *fs, bool whole, bool complete)
{
	struct cg g;
	size_t n = fs->nfn, changed = 0;

	if (!n)
		return 0;
	cg_build(&g, fs);
	bool saw_public = cold_marks(&g, fs, whole, complete);
	for (size_t i = 0; i < n; i++) {
		bool taken, unf;
		fs->fn[i].setup = g.cold[i];
		fs->fn[i].setup_via = g.cold[i] ? g.via[i] : NULL;
		fs->fn[i].entry = !has_caller(&g, i, &taken, &unf) &&
				  !fs->fn[i].off_member;
	}
	dead_functions(&g, fs, whole && saw_public);
	for (size_t i = 0; i < fs->n; i++) {
		struct finding *f = &fs->v[i];
		/* (rule_setup_note() leaves measured findings and those
		 * that already say why they are notes) */
		if (!f->function || !f->function[0])
			continue;
		size_t k = finding_fn(&g, f);
		/* (a profile's set-up code: callgraph_calls() says why) */
		if (k < n && g.cold[k] && !(fs->fn[k].profiled && fs->fn[k].prof_setup) &&
		    (fs->fn[k].off_member ?
		     rule_off_note(f, fs->fn[k].name, fs->fn[k].off_via,
				   fs->fn[k].off_member, fs->fn[k].off_fns) :
		     fs->fn[k].outside ?
		     rule_outside_note(f, fs->fn[k].name, g.via[k]) :
		     rule_setup_note(f, fs->fn[k].name, g.via[k])))
			changed++;
	}
	changed += in_place(&g, fs);
	/* (the joined functions of tables' picks are the graph's) */
	for (size_t i = 0; i < n; i++)
		fs->fn[i].off_fns = NULL;
	cg_free(&g);
	return changed;
}

/* The calls of a function whose basis is assumed stop at this many per
 * call of the entry points, as assumed trip counts of nested loops do
 * (docs/loops.md: at most 10,000 together). */
#define CALLS_ASSUMED_CAP 10000u

/* What flows into a function from its callers (calls_of()). */
struct inflow {
	uint64_t calls, outer;
	enum count_basis basis;
	bool looped;
	const char *via;	/* looped: the caller whose loop; else the
				 * caller that calls it most */
};

/* Does caller c's call of i count towards i's runs per frame?  Calls of
 * set-up code run once per stream (rule_call_setup()), unless i is set-up
 * code itself; so do calls in once-guarded blocks (inflow_add()). */
static bool counts(const struct findings *fs, size_t i, size_t c, bool in_loop)
{
	return fs->fn[i].setup || !fs->fn[c].setup ||
	       (!fs->fn[c].outside &&
		!rule_call_setup(fs->fn[c].name, in_loop, fs->fn[c].setup_via));
}

/* g->deep: the functions with an innermost unknown loop (long_guess),
 * and those that call them (not from once-guarded blocks): a worklist
 * up the callers' edges. */
static void deep_loops(struct cg *g, const struct findings *fs)
{
	size_t *work = xcalloc(fs->nfn ? fs->nfn : 1, sizeof(size_t)), nw = 0;

	g->deep = xcalloc(fs->nfn ? fs->nfn : 1, sizeof(bool));
	for (size_t i = 0; i < fs->nfn; i++)
		if ((g->deep[i] = fs->fn[i].long_guess))
			work[nw++] = i;
	while (nw) {
		size_t i = work[--nw];
		for (size_t k = 0; k < g->ncallers[i]; k++) {
			size_t c = g->callers[i][k];
			if (c != SIZE_MAX && !g->once[i][k] && !g->deep[c]) {
				g->deep[c] = true;
				work[nw++] = c;
			}
		}
	}
	free(work);
}

/* The callers' counts inflow_add() reads: the functions' own (calls
 * NULL), or those of one entry point's calls alone (per_entry()). */
struct source {
	size_t only;		/* that entry point, or SIZE_MAX: all */
	const uint64_t *calls, *outer;	/* per function */
};

/* Is f an entry point by itself (not through a taken address): no code of
 * the run calls it, 'main', or an external function of a run of one file
 * or of a change -- and not dead code? */
static bool own_entry(const struct func_cost *f, bool whole)
{
	return !f->dead && (f->entry || !strcmp(f->name, "main") ||
			    (!whole && !f->is_static));
}

/* Add the calls of member i of a component (comp[] its id) from callers
 * outside it to *in; the values of those callers are final.  With
 * src->only an entry point, only its calls count. */
static void inflow_add(const struct cg *g, const struct findings *fs,
		       const size_t *comp, size_t i, bool whole,
		       const struct source *src, struct inflow *in,
		       uint64_t *best)
{
	const struct func_cost *f = &fs->fn[i];
	bool entry = own_entry(f, whole);

	if (src->only == i)	/* (an entry by is_entry(): the interface) */
		entry = true;

	for (size_t k = 0; k < g->ncallers[i]; k++) {
		size_t c = g->callers[i][k];
		if (c == SIZE_MAX) {
			/* its address is taken: an entry, unless the file's
			 * calls through pointers are counted as its callers;
			 * how often a call through a pointer the graph does
			 * not follow runs it is not known (openjpeg's thread
			 * pool runs 'opj_t1_cblk_encode_processor' per code
			 * block): assumed */
			if (!g->by_pointer[i]) {
				if (!entry)	/* (an entry anyway: 1, constant) */
					in->basis = COUNT_ASSUMED;
				entry = true;
			}
			continue;
		}
		if (comp[c] == comp[i] || !counts(fs, i, c, g->in_loop[i][k]) ||
		    (src->calls && !src->calls[c]))	/* (not reached) */
			continue;
		if (g->once[i][k]) {
			/* a call in a once-guarded block (a lazy
			 * 'if (!glopts->p4mem) glopts->p4mem = init()',
			 * a setting off by default) runs once in the run,
			 * however often its caller does: set-up code
			 * counts it once; other code does not count it */
			if (fs->fn[i].setup) {
				/* (its count: the loops of the block around
				 * the call, 256 rows of a table) */
				uint64_t n = g->count[i][k] ? g->count[i][k] : 1;
				in->calls = cap_add(in->calls, n);
				in->outer = cap_add(in->outer,
					g->outer[i][k] ? g->outer[i][k] : 1);
				in->basis = count_basis_weaker(in->basis,
							       g->basis[i][k]);
				if (!in->via && !*best)
					in->via = g->via[c] ? g->via[c] :
						  fs->fn[c].name;
			}
			continue;
		}
		const struct func_cost *cf = &fs->fn[c];
		uint64_t c_calls = src->calls ? src->calls[c] : cf->calls;
		uint64_t c_outer = src->calls ? src->outer[c] : cf->calls_outer;
		/* an assumed loop around the call is the innermost unknown
		 * loop on the way: the caller's own loops count as enclosing
		 * ones from there up (model.c nest_trip()) */
		uint64_t d = g->div[i][k];
		/* a loop of unknown count around the call encloses the
		 * unknown loops of i or of what i calls: counted as an
		 * enclosing one, as in a function's own nests (a frame or
		 * channel loop around a call of a sample loop) */
		uint64_t cnt = g->deep[i] ? g->outer[i][k] : g->count[i][k];
		uint64_t add = div_up(g->basis[i][k] == COUNT_ASSUMED ?
			cap_mul(c_outer, cnt) : cap_mul(c_calls, cnt), d);
		in->calls = cap_add(in->calls, add);
		in->outer = cap_add(in->outer, div_up(cap_mul(c_outer,
						       g->outer[i][k]), d));
		in->basis = count_basis_weaker(in->basis,
			count_basis_weaker(cf->calls_basis, g->basis[i][k]));
		bool lp = g->in_loop[i][k] && g->count[i][k] > 0;
		if ((lp || cf->looped) && !in->looped) {
			in->looped = true;
			in->via = lp ? cf->name : g->via[c];
		} else if (!in->looped && add > *best) {
			*best = add;	/* the entry it is reached from */
			in->via = g->via[c] ? g->via[c] : cf->name;
		}
	}
	if (entry && (src->only == SIZE_MAX || src->only == i)) {
		in->calls = cap_add(in->calls, 1);
		in->outer = cap_add(in->outer, 1);
	}
}

/* Is function i an entry point of the run (inflow_add()), or of the
 * project's interface (a header under 'include' declares it: code outside
 * the run calls it too, as wavpack's test program calls
 * 'WavpackPackSamples')? */
static bool is_entry(const struct cg *g, const struct findings *fs, size_t i,
		     bool whole)
{
	const struct func_cost *f = &fs->fn[i];
	bool taken, unf, called;

	if (f->dead)
		return false;
	called = has_caller(g, i, &taken, &unf);
	/* the entry points the configuration names, hot: ones, and functions
	 * whose address is taken where the run does not follow the pointer
	 * (how often they run is not known); none that is set-up code (a
	 * glob that names an init helper) */
	if (f->entries_set && whole)
		return !f->setup && (f->entry_named || unf ||
				     (f->hot && !called));
	return own_entry(f, whole) || f->public_decl || unf;
}

/*
 * The calls of each function per call of one entry point, the most over
 * the entry points: an application calls one of a library's alternatives
 * for a frame ('opus_encode' or 'opus_encode_float', or the multistream
 * encoder over its streams), not each of them, so the sum over the entry
 * points counted opus's encoder core 10 times per frame, and every
 * function under it 10 times too.  The functions a header under an
 * 'include' directory declares are entry points too, whatever of the run
 * calls them.  A program's 'main' runs a whole stream (wavpack's test
 * program packs and unpacks files in loops): it counts only for the
 * functions no other entry point reaches.
 * Components in callers-first order
 * (order[cstart[c] .. cstart[c + 1])).  Sets fs->fn[].calls and
 * .calls_outer, unless the entry points reach more than PER_ENTRY_WORK
 * functions together (a graph of many entry points over deep chains):
 * the sum stays then.
 */
#define PER_ENTRY_WORK 20000000u
static void per_entry(const struct cg *g, struct findings *fs,
		      const size_t *comp, const size_t *order,
		      const size_t *cstart, bool whole)
{
	size_t n = fs->nfn;
	uint64_t *calls = xcalloc(n, sizeof(*calls));
	uint64_t *outer = xcalloc(n, sizeof(*outer));
	/* the most from the entry points other than 'main' [0, n), and
	 * from 'main' [n, 2n) */
	uint64_t *most = xcalloc(2 * n, sizeof(*most));
	uint64_t *most_outer = xcalloc(2 * n, sizeof(*most_outer));
	size_t *cto, *cfrom = callee_lists(g, n, &cto);
	/* what one entry point reaches: its functions, their components */
	size_t *seen = xcalloc(n, sizeof(size_t));	/* entry + 1 */
	size_t *reach = xcalloc(n, sizeof(size_t)), *comps = xcalloc(n, sizeof(size_t));
	uint64_t work = 0;

	for (size_t e = 0; e < n && work <= PER_ENTRY_WORK; e++) {
		if (!is_entry(g, fs, e, whole))
			continue;
		size_t nr = 0, nc = 0;
		reach[nr++] = e;
		seen[e] = e + 1;
		for (size_t r = 0; r < nr; r++)
			for (size_t j = cfrom[reach[r]]; j < cfrom[reach[r] + 1]; j++)
				if (seen[cto[j]] != e + 1) {
					seen[cto[j]] = e + 1;
					reach[nr++] = cto[j];
				}
		work += nr;
		for (size_t r = 0; r < nr; r++)
			comps[nc++] = comp[reach[r]];
		qsort(comps, nc, sizeof(*comps), cmp_size);
		struct source src = { e, calls, outer };
		size_t at = strcmp(fs->fn[e].name, "main") ? 0 : n;
		/* components in callers-first order: a caller's count is
		 * final before its callees read it */
		for (size_t q = 0; q < nc; q++) {
			size_t c = comps[q];
			if (q && c == comps[q - 1])
				continue;
			struct inflow in = { 0, 0, COUNT_CONSTANT, false, NULL };
			uint64_t best = 0;
			for (size_t j = cstart[c]; j < cstart[c + 1]; j++)
				inflow_add(g, fs, comp, order[j], whole, &src,
					   &in, &best);
			for (size_t j = cstart[c]; j < cstart[c + 1]; j++) {
				const struct func_cost *f = &fs->fn[order[j]];
				uint64_t cl = in.calls, ou = in.outer;
				if (f->calls_basis == COUNT_ASSUMED) {
					if (cl > CALLS_ASSUMED_CAP)
						cl = CALLS_ASSUMED_CAP;
					if (ou > CALLS_ASSUMED_CAP)
						ou = CALLS_ASSUMED_CAP;
				}
				calls[order[j]] = cl;
				outer[order[j]] = ou;
				if (cl > most[at + order[j]])
					most[at + order[j]] = cl;
				if (ou > most_outer[at + order[j]])
					most_outer[at + order[j]] = ou;
			}
		}
		for (size_t r = 0; r < nr; r++)
			calls[reach[r]] = outer[reach[r]] = 0;
	}
	bool iface = false;	/* the run has interface functions */
	for (size_t i = 0; i < n && !iface; i++)
		iface = fs->fn[i].public_decl && !fs->fn[i].dead;
	for (size_t i = 0; i < n && work <= PER_ENTRY_WORK; i++) {
		struct func_cost *f = &fs->fn[i];
		size_t k = most[i] ? i : n + i;
		/* only a program's main reaches it, beside an interface: the
		 * program around the library (a test or a command line) */
		f->program = iface && !most[i] && most[n + i] &&
			     strcmp(f->name, "main");
		if (!most[k])
			continue;	/* only set-up code calls it */
		f->calls = most[k];
		f->calls_outer = most_outer[k] ? most_outer[k] : 1;
	}
	free(calls);
	free(outer);
	free(most);
	free(most_outer);
	free(cfrom);
	free(cto);
	free(seen);
	free(reach);
	free(comps);
}

/* A finding of program code or of dead code (per_entry(),
 * dead_functions()): a note that says so; 1 if it was no note. */
static size_t outside_note(struct finding *f, const struct func_cost *fc)
{
	char *msg = fc->dead ?
		xasprintf("%s (dead in this build: no code of the run calls "
			  "'%s' but dead code, and no header under an 'include' "
			  "directory declares it)", f->message, fc->name) :
		xasprintf("%s (program code: only 'main' reaches '%s', not the "
			  "functions the headers under an 'include' directory "
			  "declare; its calls are per run of the program)",
			  f->message, fc->name);
	size_t was = f->severity != SEV_NOTE;

	free(f->message);
	f->message = msg;
	f->severity = SEV_NOTE;
	return was;
}

size_t callgraph_calls(struct findings *fs, bool whole)
{
	struct cg g;
	size_t n = fs->nfn, changed = 0;

	if (!n)
		return 0;
	cg_build(&g, fs);
	deep_loops(&g, fs);
	/* Tarjan's strongly connected components over the callers' edges
	 * (callee -> caller), without recursion: a component is complete
	 * once every caller of it is, so components come callers first */
	size_t *idx = xcalloc(n, sizeof(size_t)), *low = xcalloc(n, sizeof(size_t));
	size_t *comp = xcalloc(n, sizeof(size_t)), *stk = xcalloc(n, sizeof(size_t));
	size_t *cs = xcalloc(n, sizeof(size_t)), *ce = xcalloc(n, sizeof(size_t));
	bool *on = xcalloc(n, sizeof(bool));
	size_t next = 1, nstk = 0, ncomp = 0;
	/* the components in the order found, for per_entry() */
	size_t *order = xcalloc(n, sizeof(size_t));
	size_t *cstart = xcalloc(n + 1, sizeof(size_t)), norder = 0;
	const struct source all = { SIZE_MAX, NULL, NULL };

	for (size_t r = 0; r < n; r++) {
		if (idx[r])
			continue;
		size_t ncs = 0;
		cs[ncs] = r;
		ce[ncs++] = 0;
		idx[r] = low[r] = next++;
		stk[nstk++] = r;
		on[r] = true;
		while (ncs) {
			size_t v = cs[ncs - 1];
			if (ce[ncs - 1] < g.ncallers[v]) {
				size_t w = g.callers[v][ce[ncs - 1]++];
				if (w == SIZE_MAX)
					continue;
				if (!idx[w]) {
					idx[w] = low[w] = next++;
					stk[nstk++] = w;
					on[w] = true;
					cs[ncs] = w;
					ce[ncs++] = 0;
				} else if (on[w] && idx[w] < low[v]) {
					low[v] = idx[w];
				}
				continue;
			}
			ncs--;
			if (ncs && low[v] < low[cs[ncs - 1]])
				low[cs[ncs - 1]] = low[v];
			if (low[v] != idx[v])
				continue;
			/* v roots a component: stk from v up */
			size_t from = nstk;
			while (stk[from - 1] != v)
				from--;
			from--;
			struct inflow in = { 0, 0, COUNT_CONSTANT, false, NULL };
			uint64_t best = 0;
			cstart[ncomp] = norder;
			for (size_t j = from; j < nstk; j++)
				comp[stk[j]] = ncomp, order[norder++] = stk[j];
			for (size_t j = from; j < nstk; j++)
				inflow_add(&g, fs, comp, stk[j], whole, &all,
					   &in, &best);
			if (!in.calls)
				in.calls = 1;	/* only set-up code calls it */
			if (!in.outer)
				in.outer = 1;
			if (!in.via)
				in.via = fs->fn[v].name;	/* an entry */
			if (in.basis == COUNT_ASSUMED && in.calls > CALLS_ASSUMED_CAP)
				in.calls = CALLS_ASSUMED_CAP;
			if (in.basis == COUNT_ASSUMED && in.outer > CALLS_ASSUMED_CAP)
				in.outer = CALLS_ASSUMED_CAP;
			for (size_t j = from; j < nstk; j++) {
				struct func_cost *f = &fs->fn[stk[j]];
				f->calls = in.calls;
				f->calls_outer = in.outer;
				f->calls_basis = in.basis;
				if (f->profiled || f->not_run) {	/* measured */
					f->calls = f->calls_outer =
						f->profiled ? f->prof_calls : 0;
					f->calls_basis = COUNT_PROFILE;
				} else if (f->dead) {
					f->calls = f->calls_outer = 0;
				}
				f->looped = in.looped;
				g.via[stk[j]] = in.via;
				on[stk[j]] = false;
			}
			nstk = from;
			ncomp++;
		}
	}
	cstart[ncomp] = norder;
	/* (a run of one file or of a change has its external functions for
	 * entry points, whose callers are unseen: their sum stays; so does a
	 * run with a profile, whose measured calls add up over the entry
	 * points of the measured run) */
	bool measured = false;
	for (size_t i = 0; i < n && !measured; i++)
		measured = fs->fn[i].profiled || fs->fn[i].not_run;
	if (whole && !measured)
		per_entry(&g, fs, comp, order, cstart, whole);
	free(order);
	free(cstart);
	for (size_t i = 0; i < fs->n; i++) {
		struct finding *f = &fs->v[i];
		f->calls = 1;
		f->calls_basis = COUNT_CONSTANT;
		f->calls_raw = 0;
		f->off_frame = false;
		if (!f->function || !f->function[0])
			continue;
		size_t k = finding_fn(&g, f);
		if (k == n)
			continue;
		const struct func_cost *fc = &fs->fn[k];
		/* a finding in an unknown loop of its own: the loops of its
		 * callers enclose that loop */
		f->calls = f->basis == COUNT_ASSUMED ? fc->calls_outer : fc->calls;
		if (!f->calls)	/* a function the profile says did not run */
			f->calls = 1;
		f->calls_basis = fc->calls_basis;
		if (fc->profiled)
			f->calls_raw = fc->prof_raw;
		if (f->once_run && !fc->profiled && !fc->not_run) {
			/* once per stream, whatever runs its function */
			f->calls = 1;
			f->calls_basis = COUNT_CONSTANT;
			f->off_frame = true;
			continue;
		}
		/* set-up code's runs are within the set-up: none per frame */
		f->off_frame = fc->setup && !fc->profiled && !fc->not_run;
		if (fc->profiled && fc->prof_setup) {
			if (f->severity != SEV_NOTE) {
				profile_rare_note(f, fc->name, fc->prof_raw);
				changed++;
			}
			continue;
		}
		if (fc->not_run) {
			/* a note too says so, and it ran 0 times */
			if (f->severity != SEV_NOTE)
				changed++;
			profile_not_run_note(f, fc->name);
			continue;
		}
		if ((fc->program && !fc->profiled) || fc->dead) {
			changed += outside_note(f, fc);
			f->off_frame = true;
			continue;
		}
		if (f->severity != SEV_NOTE || f->loop_severity == SEV_NOTE ||
		    fc->setup || !g.via[k] ||
		    (fc->profiled ? fc->prof_raw < 2 : !fc->looped && fc->calls < 2))
			continue;
		if (fc->profiled) {
			profile_per_call_warning(f, fc->name, fc->prof_raw);
			changed++;
			continue;
		}
		char *msg = fc->looped ?
			xasprintf("%s (not once per call: '%s' runs in a loop "
				  "of '%s')", f->message, fc->name, g.via[k]) :
			xasprintf("%s (not once per call: '%s' runs several "
				  "times per call of '%s')", f->message,
				  fc->name, g.via[k]);
		free(f->message);
		f->message = msg;
		f->severity = f->loop_severity;
		changed++;
	}
	free(idx);
	free(low);
	free(comp);
	free(stk);
	free(cs);
	free(ce);
	free(on);
	cg_free(&g);
	return changed;
}

/* x * num / den, at least 1, without overflow. */
static uint64_t scale(uint64_t x, uint64_t num, uint64_t den)
{
	unsigned __int128 v = (unsigned __int128)x * num / (den ? den : 1);

	return v < 1 ? 1 : v > COUNT_CAP ? COUNT_CAP : (uint64_t)v;
}

static int cmp_edge_callee(const void *a, const void *b, void *calls)
{
	const struct call_edge *c = calls;

	return strcmp(c[*(const size_t *)a].callee, c[*(const size_t *)b].callee);
}

/* The edges of fs by callee (an index, made on first use in *by) and the
 * first one calling 'name'. */
static size_t first_edge_to(const struct findings *fs, size_t **by,
			    const char *name)
{
	if (!*by) {
		*by = xmalloc((fs->ncalls + 1) * sizeof(**by));
		for (size_t e = 0; e < fs->ncalls; e++)
			(*by)[e] = e;
		qsort_r(*by, fs->ncalls, sizeof(**by), cmp_edge_callee,
			fs->calls);
	}
	size_t lo = 0, hi = fs->ncalls;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (strcmp(fs->calls[(*by)[mid]].callee, name) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* The next call of fn from *at on (the index first_edge_to() made), the
 * calls of another file skipped for a static fn; NULL after the last. */
static const struct call_edge *next_call_of(const struct findings *fs,
					    const size_t *by,
					    const struct func_cost *fn,
					    size_t *at)
{
	for (; *at < fs->ncalls && !strcmp(fs->calls[by[*at]].callee, fn->name);
	     ++*at) {
		const struct call_edge *c = &fs->calls[by[*at]];
		if (!fn->is_static || !strcmp(c->file, fn->file)) {
			++*at;
			return c;
		}
	}
	return NULL;
}

/* The function finding f is in, fn if it is that one already. */
static const struct func_cost *fn_of_finding(const struct findings *fs,
					     const struct finding *f,
					     const struct func_cost *fn)
{
	if (fn && !strcmp(fn->name, f->function) && !strcmp(fn->file, f->file))
		return fn;
	for (size_t j = 0; j < fs->nfn; j++)
		if (!strcmp(fs->fn[j].name, f->function) &&
		    !strcmp(fs->fn[j].file, f->file))
			return &fs->fn[j];
	return NULL;
}

/* Finding f counted with den passes of a loop that runs num: its count
 * and saving scaled, its total with them. */
static void rescale(struct finding *f, uint64_t num, uint64_t den)
{
	f->count = scale(f->count, num, den);
	f->saving_cycles = f->saving_cycles ?
			   scale(f->saving_cycles, num, den) : 0;
	f->total_cycles = cap_mul(f->cycles, f->count);
	/* (each rounded alone: the saving stays within the total, as
	 * check.c's cost() keeps it) */
	if (f->saving_cycles > f->total_cycles)
		f->saving_cycles = f->total_cycles;
}

/* Finding f runs in the cases of a switch on the character its string
 * walk is at (finding.str_cases), whose characters the literals of every
 * call hold at most held times: that many runs per call. */
static void str_case_count(struct finding *f, unsigned held)
{
	char set[4 * sizeof(f->str_cases) + 8] = "", *w = set;

	for (const char *s = f->str_cases; *s; s++)
		w += snprintf(w, set + sizeof(set) - w, s[1] ? "'%c', " : "'%c'",
			      *s);
	rescale(f, held, f->str_trip);
	char *m = held ? xasprintf("%s (the switch on the character the loop "
		"at line %u is at runs this case for %s, which the literals "
		"its callers pass hold at most %u time%s: %u run%s per call, "
		"not the assumed %llu)", f->message, f->str_line, set, held,
		held > 1 ? "s" : "", held, held > 1 ? "s" : "",
		(unsigned long long)f->str_trip) :
		xasprintf("%s (the switch on the character the loop at line %u "
		"is at runs this case for %s, which no literal its callers "
		"pass holds: it should never run, counted once)", f->message, f->str_line, set);
	free(f->message);
	f->message = m;
	if (!held) {
		f->severity = SEV_NOTE;
		f->loop_severity = SEV_NOTE;
	}
}

size_t callgraph_strings(struct findings *fs, bool whole)
{
	size_t changed = 0, *by_callee = NULL;
	const struct func_cost *fn = NULL;

	if (!whole)
		return 0;
	for (size_t i = 0; i < fs->n; i++) {
		struct finding *f = &fs->v[i];
		if (!f->str_param || f->str_param > STR_ARGS || !f->function ||
		    !f->function[0] || f->basis == COUNT_PROFILE || !f->str_trip)
			continue;
		unsigned k = f->str_param - 1;
		/* its function (a function's findings are together: the last
		 * one's, mostly) */
		fn = fn_of_finding(fs, f, fn);
		if (!fn)
			continue;
		/* every call of it: a literal for k, no unknown caller */
		size_t lo = first_edge_to(fs, &by_callee, fn->name);
		uint32_t longest = 0;
		bool all = true, cases = f->str_cases[0] != '\0';
		unsigned held = 0;	/* the most of the cases' characters */
		for (const struct call_edge *c;
		     all && (c = next_call_of(fs, by_callee, fn, &lo));) {
			if (!c->caller[0] || !c->strlit[k])
				all = false;
			else if (c->strlit[k] > longest)
				longest = c->strlit[k];
			cases = cases && all && c->strchars[k];
			if (!cases)
				continue;
			/* (per character: the edge keeps each one's most) */
			unsigned h = str_chars_count(c->strchars[k],
						     f->str_cases);
			held = h > held ? h : held;
		}
		/* no call in the run (an entry point: the callers are the
		 * application's, wavpack's WavpackBigEndianToNative called
		 * by its command-line tools): a case of a switch on the
		 * characters reads a format or command string, whose
		 * characters each select one case: the walk's few passes, the
		 * cube root of the assumed walk (4 of 64), shared among the
		 * switch's groups of cases, not all of it (its 'S' case: 1 a
		 * call of 4 groups, against 0.3 to 0.6 read in the formats of
		 * the tools' headers; 4 before stop 46, judged 4x off in four
		 * draws) */
		if (all && !longest && f->str_cases[0]) {
			uint64_t few = 1, walk;
			while ((few + 1) * (few + 1) * (few + 1) <= f->str_trip)
				few++;
			walk = few;
			if (f->str_groups > 1)
				few = few / f->str_groups ? few / f->str_groups : 1;
			if (few < f->str_trip) {
				rescale(f, few, f->str_trip);
				char *share = few < walk ? xasprintf(", %llu passes "
					"shared among its %u groups of cases",
					(unsigned long long)walk,
					(unsigned)f->str_groups) : xstrdup("");
				char *m = xasprintf("%s (the switch on the character "
					"the loop at line %u is at runs this case for "
					"some characters of a string no call of the run "
					"passes: a format's%s, counted %llu per call, not "
					"the assumed %llu)", f->message, f->str_line,
					share, (unsigned long long)few,
					(unsigned long long)f->str_trip);
				free(share);
				free(f->message);
				f->message = m;
				changed++;
			}
			continue;
		}
		if (!all || !longest)
			continue;
		uint64_t chars = longest - 1 ? longest - 1 : 1;
		if (f->str_own && f->sched.present && chars < f->str_trip)
			f->sched.trip = chars;
		if (cases) {
			str_case_count(f, held);
			changed++;
			continue;
		}
		if (chars >= f->str_trip)
			continue;
		rescale(f, chars, f->str_trip);
		char *m = xasprintf("%s (the loop at line %u walks the string "
			"its callers pass as literals: at most %llu characters, "
			"not the assumed %llu)", f->message, f->str_line,
			(unsigned long long)chars,
			(unsigned long long)f->str_trip);
		free(f->message);
		f->message = m;
		changed++;
	}
	free(by_callee);
	return changed;
}

size_t callgraph_nonnull(struct findings *fs, bool whole)
{
	size_t changed = 0, *by_callee = NULL;
	const struct func_cost *fn = NULL;

	for (size_t i = 0; whole && i < fs->n; i++) {
		struct finding *f = &fs->v[i];
		if (!f->null_param || f->null_param > 16 || !f->function ||
		    !f->function[0] || f->basis == COUNT_PROFILE)
			continue;
		fn = fn_of_finding(fs, f, fn);
		if (!fn)
			continue;
		size_t lo = first_edge_to(fs, &by_callee, fn->name);
		unsigned k = f->null_param - 1, ncalls = 0;
		bool all = true;
		for (const struct call_edge *c;
		     all && (c = next_call_of(fs, by_callee, fn, &lo));) {
			ncalls++;
			all = c->caller[0] && !c->table &&
			      (c->nonnull >> k & 1);
		}
		if (!all || !ncalls)
			continue;
		char *m = xasprintf("%s (in the branch at line %u, which runs "
			"only when '%s' is a null pointer: every call of the "
			"run passes it the address of an object)", f->message,
			f->null_line, f->null_name);
		free(f->message);
		f->message = m;
		f->severity = SEV_NOTE;
		f->loop_severity = SEV_NOTE;
		changed++;
	}
	free(by_callee);
	return changed;
}

/*
 * Integer parameters across files: a loop counted with an assumed trip
 * whose start or bound is a parameter of its function (finding.ploop)
 * runs as often as the values the run's calls pass make it.  A
 * parameter's values are the join over every call that reaches the
 * function (through structure members too, add_indirect()) of what it
 * passes: a constant, a parameter of the caller (its values, in turn) or
 * an integer structure member (every value any file of the run stores
 * into it: a static table's initializers, 'st->lpcSize =
 * mode->lpcSize'), each plus a constant.  A caller that passes anything
 * else, a function with no caller in the run or one whose address goes
 * elsewhere, a member written otherwise, and a cycle are unknown.
 */
enum { IV_NEW, IV_BUSY, IV_KNOWN, IV_TOP };
struct ival {
	uint8_t st;
	int64_t lo, hi;
};

struct ints {
	struct cg g;
	const struct findings *fs;
	struct ival *pv;	/* per function, IA_ARGS */
	size_t *mf;		/* fs->mf indices sorted by member */
	struct ival *mv;	/* per sorted position: its member's */
	bool *tabled;		/* per function: a table stores it */
	uint64_t unresolved;	/* int_edges() */
	/* the values an arm is decided by (arm_never_runs()): none through
	 * a structure member (the application may set a field a header
	 * defines), none into an interface function, an entry point
	 * 'entries:' names, a hot: or measured one, or, without 'entries:',
	 * any function of external linkage (the application passes its
	 * own); memoized apart in spv */
	bool strict;
	struct ival *spv;
	/* ... and, with frame, only from the frame path: where some call
	 * of a function is not set-up code (setup_edge(), the run's names
	 * and once-guarded blocks), the set-up calls pass it nothing (a
	 * reset or a concealment passing its own values runs its arm from
	 * set-up code only); memoized apart in fpv */
	bool frame;
	struct ival *fpv;
};

static int cmp_mf(const void *a, const void *b, void *mf)
{
	const struct mfact *v = mf;

	return strcmp(v[*(const size_t *)a].member, v[*(const size_t *)b].member);
}

static const struct ival iv_top = { IV_TOP, 0, 0 };

static void iv_join(struct ival *r, const struct ival *v)
{
	if (r->st == IV_TOP || v->st == IV_NEW)
		return;
	if (v->st != IV_KNOWN) {
		*r = iv_top;
		return;
	}
	if (r->st != IV_KNOWN) {
		*r = *v;
		return;
	}
	if (v->lo < r->lo)
		r->lo = v->lo;
	if (v->hi > r->hi)
		r->hi = v->hi;
}

static struct ival param_val(struct ints *x, size_t f, unsigned k);
static struct ival member_val(struct ints *x, const char *member);

/* The values of a (a call's argument or a store) in function fn
 * (SIZE_MAX: none). */
static struct ival arg_val(struct ints *x, size_t fn, const struct int_arg *a)
{
	struct ival v = iv_top;

	switch (a->kind) {
	case IA_CONST:
		v = (struct ival){ IV_KNOWN, a->lo, a->hi };
		return v;
	case IA_PARAM:
		if (fn == SIZE_MAX)
			return iv_top;
		v = param_val(x, fn, a->param);
		break;
	case IA_MEMBER:
		v = x->strict ? iv_top : member_val(x, a->member);
		break;
	case IA_MEMBER_CAP:	/* a->lo to the member's largest + a->hi */
		v = x->strict ? iv_top : member_val(x, a->member);
		if (v.st != IV_KNOWN ||
		    __builtin_add_overflow(v.hi, a->hi, &v.hi))
			return iv_top;
		v.lo = a->lo < v.hi ? a->lo : v.hi;
		return v;
	default:
		return iv_top;
	}
	if (v.st != IV_KNOWN ||
	    __builtin_add_overflow(v.lo, a->lo, &v.lo) ||
	    __builtin_add_overflow(v.hi, a->hi, &v.hi))
		return iv_top;
	return v;
}

/* Join into *r the values a call's records ia[0..nia) (sorted by
 * argument) pass for parameter k from function caller: unknown when none
 * does (the call passes something else), the join of several (a '?:'
 * passes two). */
static void args_join(struct ints *x, size_t caller, const struct int_arg *ia,
		      unsigned nia, unsigned k, struct ival *r)
{
	unsigned j = 0;

	while (j < nia && ia[j].arg < k)
		j++;
	if (j == nia || ia[j].arg != k)
		*r = iv_top;
	for (; j < nia && ia[j].arg == k; j++) {
		struct ival v = arg_val(x, caller, &ia[j]);
		iv_join(r, &v);
	}
}

/* Has function f a caller that the settings run (slots_off()), an
 * unknown one (a taken address) included?  Where it has, the calls of
 * code they do not run pass it nothing; where it has not, they pass what
 * they pass without the settings. */
static bool runs_caller(const struct cg *g, size_t f)
{
	for (size_t c = 0; c < g->ncallers[f]; c++)
		if (g->callers[f][c] == SIZE_MAX || !g->off_member[g->callers[f][c]])
			return true;
	return false;
}

/* Has function f a caller on the frame path: an unknown one, or one
 * whose calls are no set-up code (setup_edge()), itself aside? */
static bool frame_caller(const struct cg *g, size_t f)
{
	for (size_t c = 0; c < g->ncallers[f]; c++)
		if (g->callers[f][c] != f && !setup_edge(g, f, c))
			return true;
	return false;
}

static struct ival param_val(struct ints *x, size_t f, unsigned k)
{
	const struct cg *g = &x->g;

	if (k >= IA_ARGS)
		return iv_top;
	const struct func_cost *fc = &g->fn[f];
	/* (a function of external linkage the application may call too,
	 * unless the configuration's 'entries:' say which it calls) */
	if (x->strict && (fc->public_decl || fc->entry_named || fc->hot ||
			  fc->profiled || (!fc->is_static && !fc->entries_set)))
		return iv_top;
	struct ival *m = &(!x->strict ? x->pv : x->frame ? x->fpv :
			   x->spv)[f * IA_ARGS + k];
	if (m->st == IV_BUSY)
		return iv_top;	/* a cycle: unknown */
	if (m->st != IV_NEW)
		return *m;
	m->st = IV_BUSY;
	struct ival r = { IV_NEW, 0, 0 };
	/* a table's function a call through a pointer the graph does not
	 * follow may reach */
	unsigned np = g->fn[f].nparams;
	uint64_t un = x->unresolved >> (np < 63 ? np : 63);
	/* (strict: or a call of more arguments, a variadic function's) */
	if (x->tabled[f] && (x->strict ? un != 0 : (un & 1)))
		r = iv_top;
	bool run = runs_caller(g, f);
	bool frame = x->frame && frame_caller(g, f);
	/* (a function the settings do not run, which no code calls: what
	 * the calls through the members would pass it) */
	for (size_t q = 0; !g->ncallers[f] && g->off_member[f] &&
	     q < g->nshadow && r.st != IV_TOP; q++)
		if (g->shadow[q].callee == f)
			args_join(x, g->shadow[q].caller, g->shadow[q].e->ia,
				  g->shadow[q].e->nia, k, &r);
	for (size_t c = 0; c < g->ncallers[f] && r.st != IV_TOP; c++) {
		size_t caller = g->callers[f][c];
		if (caller == SIZE_MAX) {	/* an address taken */
			r = iv_top;
			break;
		}
		if ((run && g->off_member[caller]) ||
		    (frame && setup_edge(g, f, c)))
			continue;
		args_join(x, caller, g->ia[f][c], g->nia[f][c], k, &r);
	}
	if (r.st == IV_NEW)
		r = iv_top;	/* no caller in the run */
	*m = r;
	return r;
}

static struct ival member_val(struct ints *x, const char *member)
{
	const struct findings *fs = x->fs;
	size_t lo = 0, hi = fs->nmf;

	if (!member)
		return iv_top;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (strcmp(fs->mf[x->mf[mid]].member, member) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == fs->nmf || strcmp(fs->mf[x->mf[lo]].member, member))
		return iv_top;	/* never stored: another file's */
	struct ival *m = &x->mv[lo];
	if (m->st == IV_BUSY)
		return iv_top;
	if (m->st != IV_NEW)
		return *m;
	m->st = IV_BUSY;
	struct ival r = { IV_NEW, 0, 0 };
	/* (stores of code the settings do not run count only where no
	 * other code stores into it, as param_val()'s callers) */
	bool run = false;
	for (size_t i = lo; i < fs->nmf && !run &&
	     !strcmp(fs->mf[x->mf[i]].member, member); i++) {
		const struct mfact *f = &fs->mf[x->mf[i]];
		size_t fn = f->func[0] ? fn_in_file(&x->g, f->func, f->file) :
			    SIZE_MAX;
		run = fn == SIZE_MAX || !x->g.off_member[fn];
	}
	for (size_t i = lo; i < fs->nmf && r.st != IV_TOP &&
	     !strcmp(fs->mf[x->mf[i]].member, member); i++) {
		const struct mfact *f = &fs->mf[x->mf[i]];
		size_t fn = f->func[0] ? fn_in_file(&x->g, f->func, f->file) :
			    SIZE_MAX;
		if (run && fn != SIZE_MAX && x->g.off_member[fn])
			continue;
		struct ival v = arg_val(x, fn, &f->v);
		iv_join(&r, &v);
	}
	if (r.st == IV_NEW)
		r = iv_top;
	x->mv[lo] = r;
	return r;
}

/* The most passes of loop q with its parameter or member in v and, both
 * ends variables, its start's in sv (model.c's trip_at()). */
static bool ploop_trip(const struct param_loop *q, const struct ival *v,
		       const struct ival *sv, uint64_t *t, bool *exact)
{
	int64_t plo, phi, slo, shi;

	if (__builtin_add_overflow(v->lo, q->off, &plo) ||
	    __builtin_add_overflow(v->hi, q->off, &phi))
		return false;
	if (sv) {
		if (__builtin_add_overflow(sv->lo, q->soff, &slo) ||
		    __builtin_add_overflow(sv->hi, q->soff, &shi) ||
		    !mop_neg_range(q->sneg, &slo, &shi))
			return false;
		return mop_trip_most(slo, shi, plo, phi, q->step, q->cmp,
				     q->uns, t, exact);
	}
	if (q->pstart)
		return mop_trip_most(plo, phi, q->bound, q->bound, q->step,
				     q->cmp, q->uns, t, exact);
	return mop_trip_most(q->start, q->start, plo, phi, q->step, q->cmp,
			     q->uns, t, exact);
}

/* The values call c of function f's callers passes for parameter k:
 * the join of its records (a '?:' passes two). */
static struct ival call_arg_val(struct ints *x, size_t f, size_t c, unsigned k)
{
	struct ival r = { IV_NEW, 0, 0 };

	args_join(x, x->g.callers[f][c], x->g.ia[f][c], x->g.nia[f][c], k, &r);
	return r.st == IV_KNOWN ? r : iv_top;
}

/* The one record call c of function f's callers passes for parameter k,
 * NULL if none or several. */
static const struct int_arg *one_arg(struct ints *x, size_t f, size_t c,
				     unsigned k)
{
	const struct int_arg *ia = x->g.ia[f][c], *r = NULL;
	unsigned nia = x->g.nia[f][c];

	for (unsigned j = 0; j < nia; j++)
		if (ia[j].arg == k) {
			if (r)
				return NULL;
			r = &ia[j];
		}
	return r;
}

/* Loop q of two parameter ends in function f: the most passes any call
 * makes, each call's ends taken together (model.c's two_ends_trip()). */
static bool two_params_trip(struct ints *x, size_t f,
			    const struct param_loop *q, uint64_t *t, bool *exact)
{
	bool any = false;

	*t = 0;
	*exact = true;
	bool run = runs_caller(&x->g, f);
	for (size_t c = 0; c < x->g.ncallers[f]; c++) {
		if (x->g.callers[f][c] == SIZE_MAX)
			return false;	/* an address taken */
		if (run && x->g.off_member[x->g.callers[f][c]])
			continue;
		int64_t slo, shi, blo, bhi;
		uint64_t ct;
		bool ce;
		const struct int_arg *as = one_arg(x, f, c, q->sparam - 1u);
		const struct int_arg *ab = one_arg(x, f, c, q->param - 1u);
		if (as && ab && as->kind == ab->kind && !q->sneg && !q->uns &&
		    ((as->kind == IA_PARAM && as->param == ab->param) ||
		     (as->kind == IA_MEMBER && !strcmp(as->member, ab->member))) &&
		    as->lo == as->hi && ab->lo == ab->hi) {
			/* both ends one value plus constants ('blk(x, r, r +
			 * 8)'): the count is the offsets' whatever the value */
			if (__builtin_add_overflow(as->lo, q->soff, &slo) ||
			    __builtin_add_overflow(ab->lo, q->off, &blo) ||
			    !mop_trip_most(slo, slo, blo, blo, q->step, q->cmp,
					   false, &ct, &ce))
				return false;
		} else {
			struct ival s = call_arg_val(x, f, c, q->sparam - 1u);
			struct ival b = call_arg_val(x, f, c, q->param - 1u);
			if (s.st != IV_KNOWN || b.st != IV_KNOWN ||
			    __builtin_add_overflow(s.lo, q->soff, &slo) ||
			    __builtin_add_overflow(s.hi, q->soff, &shi) ||
			    !mop_neg_range(q->sneg, &slo, &shi) ||
			    __builtin_add_overflow(b.lo, q->off, &blo) ||
			    __builtin_add_overflow(b.hi, q->off, &bhi) ||
			    !mop_trip_most(slo, shi, blo, bhi, q->step, q->cmp,
					   q->uns, &ct, &ce))
				return false;
		}
		*exact = *exact && ce && (!any || ct == *t);
		*t = ct > *t ? ct : *t;
		any = true;
	}
	return any;
}

/* "a member the run's files set as 1 to 21"; with paren, "a member the
 * run's files set (1 to 21)" */
static void ival_text(char *buf, size_t n, const struct ival *v, bool member,
		      bool paren)
{
	const char *what = member ? "a member the run's files set" :
			   "a parameter the run's calls pass";
	char r[64];

	if (v->lo == v->hi)
		snprintf(r, sizeof(r), "%lld", (long long)v->lo);
	else
		snprintf(r, sizeof(r), "%lld to %lld", (long long)v->lo,
			 (long long)v->hi);
	snprintf(buf, n, paren ? "%s (%s)" : "%s as %s", what, r);
}

static int cmp_cstr(const void *a, const void *b);

/*
 * The edges callgraph_ints() follows: fs's, with the functions a table's
 * initializer stores into a member ("fn#member") called through that
 * member ("fn@member"), and their plain taken address dropped where only
 * tables take it (call_edge.table).  *names gets the strings made (caller
 * frees them and the array).  *unresolved gets, per arity below 64 (bit
 * 63: more), whether some call through a pointer goes where the graph
 * does not follow it: through no member, or one nothing stores into (a
 * table's entry copied elsewhere first) -- it may reach a table's
 * function.
 */
static struct call_edge *int_edges(const struct findings *fs, size_t *n,
				   char ***names, size_t *nnames,
				   uint64_t *unresolved)
{
	struct call_edge *v = xmalloc((fs->ncalls + 1) * sizeof(*v));
	size_t nt = 0;

	for (size_t i = 0; i < fs->ncalls; i++)
		nt += !fs->calls[i].caller[0] && strchr(fs->calls[i].callee, '#');
	*names = xmalloc((nt + 1) * sizeof(**names));
	*n = *nnames = 0;
	for (size_t i = 0; i < fs->ncalls; i++) {
		const struct call_edge *e = &fs->calls[i];
		struct call_edge c = *e;
		if (!e->caller[0] && strchr(e->callee, '#')) {
			char *r = (*names)[(*nnames)++] = xstrdup(e->callee);
			*strchr(r, '#') = '@';
			c.callee = r;
		} else if (e->table) {
			continue;	/* the tables' own */
		}
		v[(*n)++] = c;
	}
	/* the members something is stored into */
	const char **mem = xmalloc((*n + 1) * sizeof(*mem));
	size_t nm = 0;
	for (size_t i = 0; i < *n; i++) {
		const char *at = v[i].caller[0] ? NULL : strchr(v[i].callee, '@');
		if (at)
			mem[nm++] = at + 1;
	}
	qsort(mem, nm, sizeof(*mem), cmp_cstr);
	*unresolved = 0;
	for (size_t i = 0; i < *n; i++) {
		const char *callee = v[i].callee, *fns;
		char *at = call_member(callee, &fns);
		bool found = at && bsearch(&at, mem, nm, sizeof(*mem), cmp_cstr);
		free(at);
		if (!v[i].caller[0] || callee[0] != '*' || found)
			continue;
		long long a = arity_of(callee);
		*unresolved |= a >= 0 && a < 63 ? 1ull << a : 1ull << 63;
	}
	free(mem);
	return v;
}

static int cmp_cstr(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* Do the values v never take finding f's arm (finding.parm)? */
static bool arm_decided(const struct finding *f, const struct ival *v)
{
	return v->st == IV_KNOWN && v->lo >= f->parm_lo && v->hi <= f->parm_hi &&
	       model_test_range(f->parm_op, f->parm_k, v->lo, v->hi) ==
	       (f->parm_arm ? 1 : 0);
}

/* Finding f in an arm of a branch on an integer parameter of its
 * function (finding.parm): when the values every call of the run passes
 * (param_val() strict: constants, configured fields' values, the
 * callers' parameters known so) never take that arm, it never runs: a
 * note that says so, no count.  Not in an interface function a header
 * under 'include' declares, an entry point or, where the configuration
 * names no 'entries:', a function of external linkage, nor below one
 * through its parameters (the application may pass other values). */
static bool arm_never_runs(struct ints *x, struct finding *f)
{
	size_t fn = fn_in_file(&x->g, f->function, f->file);
	/* (one reason per note: not one that says why already, nor in
	 * set-up code, whose note callgraph_setup() writes) */
	if (fn == SIZE_MAX || f->setup_len || f->once_run || x->g.cold[fn])
		return false;
	x->strict = true;
	struct ival v = param_val(x, fn, f->parm - 1u);
	bool frame = !arm_decided(f, &v);
	if (frame) {
		/* only set-up code takes the arm: the calls of the frame
		 * path (a decoder's concealment passing its window's
		 * overlap where each frame passes 0) */
		x->frame = true;
		v = param_val(x, fn, f->parm - 1u);
		x->frame = false;
	}
	/* (a direct caller whose calls are set-up code and may take the
	 * arm, to name) */
	const char *by = NULL;
	for (size_t c = 0; frame && arm_decided(f, &v) && !by &&
	     c < x->g.ncallers[fn]; c++) {
		if (x->g.callers[fn][c] == fn || !setup_edge(&x->g, fn, c))
			continue;
		struct ival cv = call_arg_val(x, fn, c, f->parm - 1u);
		if (!arm_decided(f, &cv))
			by = x->g.fn[x->g.callers[fn][c]].name;
	}
	x->strict = false;
	if (!arm_decided(f, &v))
		return false;
	static const char *const ops[] = { [MOP_LT] = "<", [MOP_LE] = "<=",
		[MOP_GT] = ">", [MOP_GE] = ">=", [MOP_EQ] = "==", [MOP_NE] = "!=" };
	const char *op = f->parm_op < sizeof(ops) / sizeof(ops[0]) &&
			 ops[f->parm_op] ? ops[f->parm_op] : "?";
	char vals[64];
	if (v.lo == v.hi)
		snprintf(vals, sizeof(vals), "%lld", (long long)v.lo);
	else
		snprintf(vals, sizeof(vals), "%lld to %lld", (long long)v.lo,
			 (long long)v.hi);
	char *from = !frame ? NULL : by ?
		xasprintf("; only set-up code such as '%s' may take it", by) :
		xstrdup("; only set-up code further up may take it");
	char *m = xasprintf("%s (never runs%s: every call of %s passes "
		"'%s' as %s, so '%s %s %lld' %s and the branch at line %u "
		"does not take this arm%s; a note)", f->message,
		frame ? " per frame" : "", frame ? "the frame path" : "the run",
		f->parm_name, vals, f->parm_name, op, (long long)f->parm_k,
		f->parm_arm ? "always holds" : "never holds", f->parm_line,
		from ? from : "");
	free(from);
	free(f->message);
	f->message = m;
	/* (it never runs: no count, nothing to price; no later note says
	 * another reason) */
	f->count = f->total_cycles = f->saving_cycles = 0;
	f->once_run = true;
	f->severity = SEV_NOTE;
	f->loop_severity = SEV_NOTE;
	return true;
}

size_t callgraph_ints(struct findings *fs, bool whole)
{
	struct ints x = { .fs = fs };
	size_t changed = 0, n = 0, nnames = 0;
	bool built = false;
	struct call_edge *edges = NULL;
	char **names = NULL;

	if (!whole)
		return 0;
	for (size_t i = 0; i < fs->n; i++) {
		struct finding *f = &fs->v[i];
		bool named = f->function && f->function[0] &&
			     f->basis != COUNT_PROFILE;
		bool arm = named && f->parm && f->parm <= IA_ARGS;
		if (!arm && ((!f->ploop.param && !f->ploop.member[0]) ||
			     !named || !f->ploop.trip)) {
			fs->v[n++] = *f;
			continue;
		}
		if (!built) {
			struct findings view = *fs;
			view.calls = edges = int_edges(fs, &view.ncalls, &names,
						       &nnames, &x.unresolved);
			cg_build(&x.g, &view);
			x.pv = xcalloc(fs->nfn * IA_ARGS + 1, sizeof(*x.pv));
			x.spv = xcalloc(fs->nfn * IA_ARGS + 1, sizeof(*x.spv));
			x.fpv = xcalloc(fs->nfn * IA_ARGS + 1, sizeof(*x.fpv));
			/* set-up code as callgraph_setup() finds it, on a
			 * graph of the run's own edges (this one holds the
			 * tables' as calls through members, not their taken
			 * addresses), for setup_edge(); what it leaves in
			 * fs->fn[] callgraph_setup() makes again */
			struct cg sg;
			cg_build(&sg, fs);
			cold_marks(&sg, fs, whole, fs->complete);
			memcpy(x.g.cold, sg.cold, fs->nfn * sizeof(*sg.cold));
			memcpy(x.g.via, sg.via, fs->nfn * sizeof(*sg.via));
			for (size_t k = 0; k < fs->nfn; k++) {
				fs->fn[k].outside = false;
				fs->fn[k].off_member = fs->fn[k].off_fns =
					fs->fn[k].off_via = NULL;
			}
			cg_free(&sg);
			x.mf = xmalloc((fs->nmf + 1) * sizeof(*x.mf));
			for (size_t k = 0; k < fs->nmf; k++)
				x.mf[k] = k;
			qsort_r(x.mf, fs->nmf, sizeof(*x.mf), cmp_mf, fs->mf);
			x.mv = xcalloc(fs->nmf + 1, sizeof(*x.mv));
			x.tabled = xcalloc(fs->nfn + 1, sizeof(*x.tabled));
			for (size_t k = 0; k < fs->ncalls; k++) {
				const struct call_edge *e = &fs->calls[k];
				const char *h = e->caller[0] ? NULL :
						strchr(e->callee, '#');
				if (!h || (size_t)(h - e->callee) >= 256)
					continue;
				char name[256];
				memcpy(name, e->callee, (size_t)(h - e->callee));
				name[h - e->callee] = 0;
				const struct func_cost *t = target(&x.g, name, e->file);
				if (t)
					x.tabled[t - x.g.fn] = true;
			}
			built = true;
		}
		if (arm && arm_never_runs(&x, f)) {
			changed++;
			fs->v[n++] = *f;
			continue;
		}
		if ((!f->ploop.param && !f->ploop.member[0]) || !f->ploop.trip) {
			fs->v[n++] = *f;
			continue;
		}
		const struct param_loop *q = &f->ploop;
		size_t fn = fn_in_file(&x.g, f->function, f->file);
		bool two = q->sparam || q->smember[0];
		struct ival v = q->member[0] ? member_val(&x, q->member) :
				fn == SIZE_MAX ? iv_top :
				param_val(&x, fn, q->param - 1u);
		struct ival sv = !two ? iv_top :
				 q->smember[0] ? member_val(&x, q->smember) :
				 fn == SIZE_MAX ? iv_top :
				 param_val(&x, fn, q->sparam - 1u);
		uint64_t t;
		bool exact;
		/* two parameters: each call's pair (both known, so is every
		 * call's) */
		if (v.st != IV_KNOWN || (two && sv.st != IV_KNOWN) ||
		    !(q->param && q->sparam ?
		      two_params_trip(&x, fn, q, &t, &exact) :
		      ploop_trip(q, &v, two ? &sv : NULL, &t, &exact))) {
			fs->v[n++] = *f;
			continue;
		}
		if (q->min_trip && t < q->min_trip) {
			/* the advice needs more passes than any call makes */
			finding_release(f);
			changed++;
			continue;
		}
		/* a larger count replaces only a trip the nest rule trimmed
		 * (param_loop.cut), of the finding's own loop: the loops
		 * inside keep the nest's budget (their guessed counts are
		 * what the trim makes up for; opus's band loops of 21
		 * around assumed ones, measured 6 to 450 together against
		 * 2,100); a loop's named count (channels 2, an order 8) is
		 * no budget: the run's count replaces it, for the loops
		 * inside too; nor is the finding's own loop's assumed count
		 * where every call passes one value, the header's count is
		 * no bound and no loop around it was trimmed for it (speex's
		 * filters, 64 assumed: 160 and 80, the counts measured) */
		/* (a triangular loop right inside, whose passes are half
		 * this loop's, is no guess: it follows, halved) */
		if (t == q->trip ||
		    (t > q->trip && (!q->cut || !(q->own || q->tri)) &&
		     !q->named && !(q->own && q->alone && exact && !q->upper))) {
			fs->v[n++] = *f;
			continue;
		}
		uint64_t tt = t ? t : 1, half = tt > 1 ? tt / 2 : 1;
		rescale(f, tt, q->trip);
		if (q->tri)
			rescale(f, half, q->tri);
		if (q->own && f->sched.present)
			f->sched.trip = t;
		else if (q->tri && f->sched.present)
			f->sched.trip = half;
		char range[128], from[128];
		ival_text(range, sizeof(range), &v, q->member[0], two);
		char *m;
		if (two) {
			memcpy(from, "minus ", 7);
			ival_text(from + (q->sneg ? 6 : 0), sizeof(from) - 6, &sv,
				  q->smember[0], true);
			m = xasprintf("%s (the loop at line %u runs from %s to "
				"%s: %s%llu passes, not the assumed %llu)",
				f->message, q->line, from, range,
				q->upper || !exact ? "at most " : "",
				(unsigned long long)t, (unsigned long long)q->trip);
		} else {
			m = xasprintf("%s (the loop at line %u runs %s %s: "
				"%s%llu passes, not the assumed %llu%s)", f->message,
				q->line, q->pstart ? "from" : "to", range,
				q->upper ? "at most " : "",
				(unsigned long long)t, (unsigned long long)q->trip,
				q->tri ? "; the loop inside half of them" : "");
		}
		free(f->message);
		f->message = m;
		fs->v[n++] = *f;
		changed++;
	}
	fs->n = n;
	if (built) {
		cg_free(&x.g);
		free(edges);
		for (size_t i = 0; i < nnames; i++)
			free(names[i]);
		free(names);
		free(x.pv);
		free(x.spv);
		free(x.fpv);
		free(x.mf);
		free(x.mv);
		free(x.tabled);
	}
	return changed;
}
