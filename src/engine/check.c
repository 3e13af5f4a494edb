/*
 * check.c: the engine (see check.h).
 *
 * Each worker thread owns a parser (one CXIndex) and takes the next input
 * from a shared counter.  Results land in a per-input slot, so the merge
 * is in input order and the output does not depend on scheduling.
 */
#define _GNU_SOURCE	/* pthread_getattr_np() */
#include "check.h"
#include "callgraph.h"
#include "loops.h"
#include "profile.h"
#include "cache.h"
#include "parse.h"
#include "util.h"

#include <limits.h>
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* Stack of a worker thread: clang's parser and the walker recurse once per
 * nesting level; 256 MiB of address space (touched only as deep as the
 * input goes) holds the walker's depth limit (walk.h) under the sanitizers. */
#define WORKER_STACK ((size_t)256 << 20)

void rule_options_default(struct rule_options *o)
{
	o->assumed_trip = 64;
	o->chain_ratio = 1.5;
	o->chain_min_cycles = 4;
	o->guard_max_ops = 6;
	o->unroll = 0;
}

/* total and saving = per-execution figures x count, saturating at
 * COUNT_CAP (finding_capped() then says so). */
static void cost(struct finding *f)
{
	f->count = cap_count(f->count);
	f->cycles = cap_count(f->cycles);
	/* a finding saves at most what it costs (its cycles: the machine
	 * file's price of the construct): the loop re-scheduled with the
	 * advice may gain more (a divide's call gone, the loop then
	 * pipelined: 79 cycles per iteration against the routine's 74),
	 * which the advice's message says; a saving above the cost was
	 * judged inconsistent twice in the precision review */
	if (f->saving_cycles > f->cycles)
		f->saving_cycles = f->cycles;
	f->total_cycles = cap_mul(f->cycles, f->count);
	f->saving_cycles = cap_mul(f->saving_cycles, f->count);
}

static bool same_str(const char *a, const char *b)
{
	return a == b || !strcmp(a ? a : "", b ? b : "");
}

static bool same_key(const struct finding *f, const struct finding *g)
{
	return g->loop_depth == f->loop_depth && same_str(g->rule, f->rule) &&
	       same_str(g->function, f->function) && same_str(g->stmt, f->stmt);
}

struct keyed {
	uint64_t key;		/* hash of rule, function, statement, depth */
	size_t i;
};

static int cmp_keyed(const void *a, const void *b)
{
	const struct keyed *x = a, *y = b;

	if (x->key != y->key)
		return x->key < y->key ? -1 : 1;
	return x->i < y->i ? -1 : x->i > y->i;
}

/*
 * The occurrence index of a finding is the number of earlier findings of
 * the file with the same rule, function, statement and loop depth.  Sorting
 * by a hash of that key makes it O(n log n); equal hashes are still
 * compared in full, so a collision cannot change a fingerprint.
 */
void check_fingerprints(struct findings *fs, size_t from)
{
	size_t n = fs->n - from;
	struct keyed *k = xcalloc(n ? n : 1, sizeof(*k));
	unsigned *occ = xcalloc(n ? n : 1, sizeof(*occ));

	/* FNV-1a over rule, function and statement: the common prefix of
	 * the grouping key and of the fingerprint, hashed once */
	uint64_t *prefix = xcalloc(n ? n : 1, sizeof(*prefix));
	for (size_t i = 0; i < n; i++) {
		const struct finding *f = &fs->v[from + i];
		/* the findings of one statement come together: comparing with
		 * the previous one is several times cheaper than hashing a
		 * long generated statement again */
		const struct finding *g = i ? f - 1 : NULL;
		if (g && g->rule == f->rule && same_str(g->function, f->function) &&
		    same_str(g->stmt, f->stmt)) {
			prefix[i] = prefix[i - 1];
		} else {
			uint64_t h = fnv1a(FNV_SEED, f->rule, strlen(f->rule) + 1);
			h = fnv1a(h, f->function, strlen(f->function) + 1);
			h = fnv1a(h, f->stmt ? f->stmt : "",
				  f->stmt ? strlen(f->stmt) + 1 : 1);
			prefix[i] = h;
		}
		uint64_t h = prefix[i];
		k[i].key = fnv1a(h, &f->loop_depth, sizeof(f->loop_depth));
		k[i].i = i;
	}
	qsort(k, n, sizeof(*k), cmp_keyed);
	/* Within a group of equal hashes (in input order), each finding is
	 * compared in full only with one representative of each distinct key
	 * met so far -- one, unless the hash collided -- and takes that key's
	 * running count: linear in the group, where comparing every pair was
	 * quadratic (5,000 findings of one long statement took 14 s). */
	size_t *rep = xcalloc(n ? n : 1, sizeof(*rep));	/* k index */
	unsigned *seen = xcalloc(n ? n : 1, sizeof(*seen));
	for (size_t r = 0; r < n;) {
		size_t e = r, nrep = 0;
		while (e < n && k[e].key == k[r].key)
			e++;
		for (size_t a = r; a < e; a++) {
			const struct finding *fa = &fs->v[from + k[a].i];
			size_t j = 0;
			while (j < nrep && !same_key(fa, &fs->v[from + k[rep[j]].i]))
				j++;
			if (j == nrep) {
				rep[nrep++] = a;
				seen[j] = 0;
			}
			occ[k[a].i] = seen[j]++;
		}
		r = e;
	}
	free(rep);
	free(seen);
	for (size_t i = 0; i < n; i++) {
		struct finding *f = &fs->v[from + i];
		uint64_t h = prefix[i];
		char depth[32];
		snprintf(depth, sizeof(depth), "%u/%u", f->loop_depth, occ[i]);
		h = fnv1a(h, depth, strlen(depth));
		snprintf(f->fingerprint, sizeof(f->fingerprint), "%016llx",
			 (unsigned long long)h);
	}
	free(k);
	free(occ);
	free(prefix);
}


static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The calls of the run's call graph whose caller it cannot name (caller
 * ""): functions whose address m takes, and the callees of functions
 * defined in headers whose address m takes or that are neither static
 * nor called by the main file's functions.  A header's static inline
 * helper runs where it is inlined: collect_calls() gives its calls to
 * the main file's functions that call it (reached[]), and one this file
 * does not call is dead here (the files that call it count it).  Each
 * name once. */
static void unknown_callers(const struct model *m, const bool *reached,
			    struct findings *out)
{
	unsigned main_file = 0;
	size_t n = 0, cap = m->naddr + 16;
	const char **v;

	while (main_file < m->nfiles && !m->files[main_file].is_main)
		main_file++;
	if (main_file == m->nfiles)
		return;
	v = xcalloc(cap, sizeof(*v));
	for (unsigned i = 0; i < m->naddr; i++)
		v[n++] = m->addr_taken[i];
	size_t naddr = n;
	for (unsigned i = 0; i < m->nnodes; i++) {
		const struct node *nd = &m->nodes[i];
		if (nd->kind != NK_CALL || !nd->name || nd->func < 0 ||
		    m->funcs[nd->func].file == main_file ||
		    ((reached[nd->func] || m->funcs[nd->func].is_static) &&
		     !model_name_taken(m, m->funcs[nd->func].name)))
			continue;
		if (n == cap)
			v = xrealloc(v, (cap *= 2) * sizeof(*v));
		v[n++] = nd->name;
	}
	/* the names header functions call, sorted, for the table flag */
	const char **h = xmalloc((n - naddr + 1) * sizeof(*h));
	memcpy(h, v + naddr, (n - naddr) * sizeof(*h));
	qsort(h, n - naddr, sizeof(*h), cmp_str);
	qsort(v, n, sizeof(*v), cmp_str);
	for (size_t i = 0; i < n; i++) {
		if (i && !strcmp(v[i], v[i - 1]))
			continue;
		findings_add_call(out, m->files[main_file].path, "", v[i],
				  false, 1, 1, COUNT_CONSTANT, false);
		/* taken only by tables storing it into members, called from
		 * no header function: callgraph_ints() follows the tables */
		if (strchr(v[i], '@') || strchr(v[i], '#') ||
		    bsearch(&v[i], h, n - naddr, sizeof(*h), cmp_str))
			continue;
		bool tabled = false, local = false;
		for (unsigned a = 0; a < m->naddr; a++)
			if (!strcmp(m->addr_taken[a], v[i])) {
				tabled = !m->addr_untabled[a];
				local = !m->addr_escapes[a];
			}
		out->calls[out->ncalls - 1].table = tabled;
		out->calls[out->ncalls - 1].local = local;
	}
	free(h);
	free(v);
}

/* A call of a function: its callee's name, whether it is in a loop, and
 * how often it runs per call of the caller. */
struct call_ref {
	const char *name;
	bool in_loop;
	bool once;		/* in a once-guarded block: no run per call */
	bool hook;		/* ... an optional report block (ONCE_HOOK) */
	uint64_t count, count_outer;
	enum count_basis basis;
	uint64_t same_args;	/* call_edge.same_args */
	uint64_t fwd_args;	/* call_edge.fwd_args */
	uint32_t strlit[STR_ARGS];	/* model_call_strlen() of its first
					 * arguments */
	uint16_t nonnull;		/* call_edge.nonnull of this call */
	int site;		/* the call node of the function being
				 * collected it runs at (a header helper's
				 * calls: the helper's call) */
	struct int_arg *ia;	/* call_int_args(); member names borrowed */
	unsigned nia;
	const char *strtext[STR_ARGS];	/* model_call_strtext(), the
					 * model's */
	bool usr;		/* in an arm the configured settings do not
				 * take (model_once_usr()) */
};

/* Does for loop lp step its variable by an amount the code does not fix
 * ('for (i = 0; i < n; i += partition)', vorbis's blocks of a partition;
 * 'k += inc', faad2's codewords of 2 or 4 values): it walks a range in
 * blocks, several of them, each the work of the calls inside -- counted
 * as the nest rule counts a loop around an unknown loop (the cube root of
 * the assumed trip, 4), not 1.  Over the nine code bases of
 * docs/precision.md: the assumed-count warnings' count x calls within 4x
 * of the profiles 248 -> 259 of 459, functions' calls 426 -> 429 of 978
 * (30 closer, 21 further), the static top 10s overlapping the profiled
 * ones 24 -> 27 of 90. */
static bool stepped_by_variable(const struct loop *lp)
{
	return lp->kind == LOOP_FOR && lp->ivar && !lp->step_known;
}

/*
 * The execution count of a call in loop l (-1: none) when an unknown loop
 * is on the way below it (the callee's, or the loop of a finding with an
 * assumed count): the loops around it whose counts the code gives
 * (constant, or what the calls of the file pass) count them; one whose
 * count is assumed (100, a bound, a name's: channels 2, an order 8)
 * counts 1, one that steps by a variable the cube root of the assumed
 * trip (stepped_by_variable()).  Inside a function the nest rule counts such an enclosing
 * loop 4 (model.c nest_trip()), but across calls 4 (and a name's or a
 * bound's count) put the functions' calls of the nine code bases of
 * docs/precision.md 44 times above their profiles at the median: 353 of
 * 864 within 4x; with 1, 535 (with a name's count kept, 462).  The loops
 * of unknown count around calls of looping code are a stream's packets
 * or blocks in an entry point that handles one, searches that stop early,
 * candidate orders and partitions tried a few times, and channels and
 * streams a caller and its callee both loop over.
 */
static uint64_t outer_count(const struct model *m, int l, uint64_t assumed_trip)
{
	uint64_t count = 1;

	for (; l >= 0; l = m->loops[l].parent) {
		const struct loop *lp = &m->loops[l];
		uint64_t t = model_loop_trip(lp, assumed_trip);
		if (!lp->trip_known && !lp->trip_profiled && !lp->trip_callers)
			t = stepped_by_variable(lp) ?
			    model_outer_trip(assumed_trip) : 1;
		count = cap_mul(count, t);
	}
	return count;
}

static int cmp_call_ref(const void *a, const void *b)
{
	return strcmp(((const struct call_ref *)a)->name,
		      ((const struct call_ref *)b)->name);
}

/* The call references being collected for one function, and the names
 * made for them ("*N@slot"). */
struct refs {
	struct call_ref *v;
	size_t n, cap;
	char **own;
	size_t nown, capown;
	struct loop_inv_cache *inv;	/* the model's loop summaries */
};

/* A function of m defined outside its main file (a header's static
 * inline helper) with a body: its name and index in m->funcs. */
struct hfn {
	const char *name;
	unsigned i;
};

static int cmp_hfn(const void *a, const void *b)
{
	return strcmp(((const struct hfn *)a)->name, ((const struct hfn *)b)->name);
}

/* m's header functions, sorted by name (*n of them; caller frees). */
static struct hfn *header_funcs(const struct model *m, unsigned *n)
{
	struct hfn *v = xcalloc(m->nfuncs ? m->nfuncs : 1, sizeof(*v));

	*n = 0;
	for (unsigned i = 0; i < m->nfuncs; i++)
		if (m->funcs[i].file < m->nfiles &&
		    !m->files[m->funcs[i].file].is_main &&
		    m->funcs[i].first_node < m->funcs[i].last_node &&
		    m->funcs[i].name)
			v[(*n)++] = (struct hfn){ m->funcs[i].name, i };
	qsort(v, *n, sizeof(*v), cmp_hfn);
	return v;
}

/* The header function called name (header_funcs()), or -1. */
static int header_fn(const struct hfn *hf, unsigned nhf, const char *name)
{
	struct hfn key = { name, 0 };
	const struct hfn *h = nhf ? bsearch(&key, hf, nhf, sizeof(*hf), cmp_hfn) :
			      NULL;

	return h ? (int)h->i : -1;
}

/* Add function f's call sites to r, each counted mult times (its
 * caller's count of the call that runs f, 1 for the function itself)
 * with basis mb.  A call of a header's helper with a body ('VP8LPutBits'
 * of bit_writer_utils.h, inlined where it is called) adds the helper's
 * own calls in its place, as an inlined body's calls are its caller's
 * ('VP8LPutBitsInternal' per symbol, not once): the call graph sees the
 * main files' functions only.  To depth 4 and 65,536 call sites in all
 * (helpers each calling the next several times grow fast).  The helper's
 * call is kept too (a header function of the run's main files has its
 * own callers). */
/* The pairs of pointer arguments of call node ci written the same (a call
 * in place), as call_edge.same_args bits (same_pair()). */
static uint64_t same_args(const struct model *m, int ci)
{
	const struct node *nd = &m->nodes[ci];
	int args[SAME_ARGS];
	char *text[SAME_ARGS] = { NULL };
	unsigned begin[SAME_ARGS], np = 0, na;
	uint64_t same = 0;

	if (nd->nargs < 2)
		return 0;
	/* by position: a literal argument makes no node (NB_FRAME_SIZE in
	 * speex's 'highpass(in, in, NB_FRAME_SIZE, ...)') */
	na = model_call_args_at(m, ci, args, SAME_ARGS);
	for (unsigned a = 0; a < na; a++) {
		const struct node *x = args[a] >= 0 ? &m->nodes[args[a]] : NULL;
		if (x && (x->type.kind == MT_PTR || x->type.kind == MT_ARRAY)) {
			text[a] = model_node_text(m, x);
			begin[a] = x->begin;
			np++;
		}
	}
	for (unsigned a = 0; np > 1 && a < SAME_ARGS; a++)
		for (unsigned b = a + 1; text[a] && *text[a] && b < SAME_ARGS; b++)
			/* two arguments at one place are a macro's,
			 * written in its body (libwebp's 'ADD(ARG)'
			 * calls): their text is the macro call's */
			if (text[b] && begin[a] != begin[b] &&
			    !strcmp(text[a], text[b]))
				same |= same_pair(a, b);
	for (unsigned a = 0; a < SAME_ARGS; a++)
		free(text[a]);
	return same;
}

/* Function f's parameters (the first 16), for fwd_args(): made once per
 * function, each one's test on first use (scanning the function for every
 * argument of every call was 4% of SQLite's run). */
struct fn_params {
	unsigned n;
	const char *name[16];
	int decl[16];
	signed char passes[16];	/* 0 not asked; 1 no local shadows it and
				 * the function only steps it; -1 not */
};

static void params_of(const struct model *m, unsigned f, struct fn_params *fp)
{
	const struct function *fn = &m->funcs[f];

	fp->n = 0;
	for (int i = fn->first_node; i < fn->last_node && fp->n < 16; i++) {
		const struct node *d = &m->nodes[i];
		if (d->kind != NK_DECL || !(d->flags & NF_PARAM) || d->func != (int)f)
			continue;
		fp->name[fp->n] = d->name;
		fp->decl[fp->n] = i;
		fp->passes[fp->n++] = 0;
	}
}

/* The index among function f's parameters of the one pointer argument e
 * passes on, at an offset or not ('y', 'y + i', '&y[i]'), or -1. */
static int param_passed(const struct model *m, unsigned f,
			struct fn_params *fp, int e)
{
	for (unsigned depth = 0; e >= 0 && depth < 4; depth++) {
		e = model_skip_conv(m, e);
		if (e < 0)
			return -1;
		const struct node *n = &m->nodes[e];
		if (n->kind == NK_BINARY && (n->op == MOP_ADD || n->op == MOP_SUB))
			e = n->lhs.type.kind == MT_PTR ? n->lhs.node :
			    n->op == MOP_ADD && n->rhs.type.kind == MT_PTR ?
			    n->rhs.node : -1;
		else if (n->kind == NK_UNARY && n->op == MOP_ADDROF &&
			 n->lhs.node >= 0 &&
			 m->nodes[n->lhs.node].kind == NK_SUBSCRIPT)
			e = m->nodes[n->lhs.node].lhs.node;
		else if (n->kind == NK_REF && n->name)
			break;
		else
			return -1;
	}
	if (e < 0 || m->nodes[e].kind != NK_REF)
		return -1;
	const char *name = m->nodes[e].name;
	unsigned k = 0;
	while (k < fp->n && (!fp->name[k] || strcmp(fp->name[k], name)))
		k++;
	if (k == fp->n)
		return -1;
	if (!fp->passes[k]) {
		/* the parameter itself: no local of its name shadows it, and
		 * it is only stepped, never set to another pointer */
		fp->passes[k] = model_sole_decl(m, (int)f, name) == fp->decl[k] ?
				1 : -1;
		for (int at = m->funcs[f].first_node, j, c, p; fp->passes[k] > 0 &&
		     (j = model_next_use(m, (int)f, name, &at, &c, &p)) >= 0;) {
			const struct node *w = p >= 0 ? &m->nodes[p] : NULL;
			if ((m->nodes[j].flags & NF_STORE) &&
			    (!w || w->lhs.node != c ||
			     (w->kind != NK_UNARY && w->kind != NK_ASSIGN_OP)))
				fp->passes[k] = -1;
		}
	}
	return fp->passes[k] > 0 ? (int)k : -1;
}

/* call_edge.fwd_args of call node ci in function f (fp: its parameters,
 * made by the first call that needs them). */
static uint64_t fwd_args(const struct model *m, unsigned f,
			 struct fn_params *fp, bool *made, int ci)
{
	int args[SAME_ARGS], par[SAME_ARGS];
	unsigned na = model_call_args_at(m, ci, args, SAME_ARGS), k = 0, np = 0;
	uint64_t fwd = 0;

	for (unsigned a = 0; a < na; a++)	/* two pointers at least */
		np += args[a] >= 0 && (m->nodes[args[a]].type.kind == MT_PTR ||
				       m->nodes[args[a]].type.kind == MT_ARRAY);
	if (np < 2)
		return 0;
	if (!*made) {
		params_of(m, f, fp);
		*made = true;
	}
	for (unsigned a = 0; a < na; a++) {
		const struct node *x = args[a] >= 0 ? &m->nodes[args[a]] : NULL;
		par[a] = x && (x->type.kind == MT_PTR || x->type.kind == MT_ARRAY) ?
			 param_passed(m, f, fp, args[a]) : -1;
	}
	for (unsigned a = 0; a < na && k < 4; a++)
		for (unsigned b = a + 1; b < na && k < 4; b++)
			if (par[a] >= 0 && par[b] >= 0 && par[a] != par[b])
				fwd |= (uint64_t)fwd_pair(a, b, (unsigned)par[a],
							  (unsigned)par[b]) << (16 * k++);
	return fwd;
}

/* What call node ci passes for its integer arguments (call_edge.ia,
 * sorted by argument): the model's records of constants, parameters and
 * members (*n of them; member names borrowed from m). */
static struct int_arg *call_int_args(const struct model *m, int ci, unsigned *n)
{
	struct int_arg *v = NULL;

	*n = 0;
	for (unsigned k = model_call_arg_first(m, ci);
	     k < m->ncall_args && m->call_args[k].call == ci; k++) {
		const struct call_arg *a = &m->call_args[k];
		if (a->arg >= IA_ARGS || a->str ||
		    (a->param && !a->member && (a->param_idx < 0 || a->param_idx > 255)))
			continue;
		if (!v)
			v = xmalloc(IA_ARGS * sizeof(*v));
		struct int_arg *x = &v[(*n)++];
		*x = (struct int_arg){ (uint8_t)a->arg, IA_CONST, 0, a->value,
				       a->ranged ? a->hi : a->value, NULL };
		int64_t uv;
		if (a->member && model_usr_member_arg(m, ci, a->arg, &uv)) {
			/* (a field the configured settings give: its value
			 * for every call, as in the callee's own file) */
			x->lo = x->hi = uv;
		} else if (a->member) {
			x->kind = IA_MEMBER;
			x->member = a->member;
		} else if (a->param && m->nodes[ci].func >= 0 &&
			   model_usr_param(m, m->nodes[ci].func, a->param, &uv)) {
			/* (a parameter the configured settings give: its
			 * value, plus the argument's offset) */
			if (__builtin_add_overflow(uv, x->lo, &x->lo) ||
			    __builtin_add_overflow(uv, x->hi, &x->hi)) {
				(*n)--;
				continue;
			}
		} else if (a->param) {
			/* a parameter the caller moves before passing it
			 * (or inline assembly may): not what its own callers
			 * pass */
			if (m->nodes[ci].func < 0 ||
			    m->funcs[m->nodes[ci].func].has_asm ||
			    !model_param_fixed(m, m->nodes[ci].func, a->param)) {
				(*n)--;
				continue;
			}
			x->kind = IA_PARAM;
			x->param = (uint8_t)a->param_idx;
		}
	}
	/* a local whose reaching write is a constant ('len = K / 8;') */
	uint32_t seen = 0;
	for (unsigned k = 0; k < *n; k++)
		seen |= 1u << v[k].arg;
	for (unsigned a = 0; a < IA_ARGS && a < m->nodes[ci].nargs &&
	     !m->nodes[ci].indirect; a++) {
		int64_t c;
		if ((seen >> a & 1) || !model_arg_reaching_const(m, ci, a, &c))
			continue;
		if (!v)
			v = xmalloc(IA_ARGS * sizeof(*v));
		v[(*n)++] = (struct int_arg){ (uint8_t)a, IA_CONST, 0, c, c, NULL };
	}
	/* by argument, as int_args_join() merges them (stable) */
	for (unsigned i = 1; i < *n; i++)
		for (unsigned j = i; j > 0 && v[j - 1].arg > v[j].arg; j--) {
			struct int_arg t = v[j];
			v[j] = v[j - 1];
			v[j - 1] = t;
		}
	return v;
}

static void collect_calls(const struct check_config *cfg, const struct model *m,
			  unsigned f, uint64_t mult, uint64_t mult_outer,
			  enum count_basis mb, bool in_loop, bool once,
			  bool hook, bool usr, const struct hfn *hf, unsigned nhf,
			  unsigned depth, int site, bool *reached, struct refs *r)
{
	const struct function *fn = &m->funcs[f];
	struct fn_params fp = { 0 };
	bool fp_made = false;

	for (int k = fn->first_node; k < fn->last_node; k++) {
		const struct node *nd = &m->nodes[k];
		if (nd->kind != NK_CALL || (!nd->name && !nd->indirect) ||
		    nd->func != (int)f)
			continue;
		if (r->n == r->cap)
			r->v = xrealloc(r->v, (r->cap *= 2) * sizeof(*r->v));
		enum trip_basis tb;
		int at = loop_exec_level_c(m, k, r->inv);
		uint64_t cnt = model_exec_count_basis(m, at,
			cfg->opt.assumed_trip, &tb);
		/* in an arm taken one pass in K (model_mark_periodic()) */
		unsigned per = model_node_period(m, k, at);
		if (per > 1)
			cnt = cnt / per ? cnt / per : 1;
		/* a call through a pointer: callee "*N" (finding.h) */
		static const char *const ind[] = { "*0", "*1", "*2", "*3",
			"*4", "*5", "*6", "*7", "*8", "*9", "*10", "*11",
			"*12", "*13", "*14", "*15" };
		const char *name = !nd->indirect ? nd->name :
				   nd->nargs < 16 ? ind[nd->nargs] : "*";
		/* through a structure member: "*N@member" (callgraph.c
		 * matches it with the functions stored into that member) */
		if (nd->indirect && nd->slot && nd->slot <= m->nslots) {
			if (r->nown == r->capown)
				r->own = xrealloc(r->own, (r->capown = r->capown * 2 + 8) *
						  sizeof(*r->own));
			/* (a configured setting says which functions it
			 * holds: "*N@member\x1ff|g", callgraph.c CALL_FNS) */
			const char *fns = NULL;
			for (unsigned u = 0; u < m->nusr_slots && !fns; u++)
				if (!strcmp(m->usr_slots[u].slot,
					    m->slots[nd->slot - 1]))
					fns = m->usr_slots[u].fns;
			/* (an element of a table the settings' value picks:
			 * "*N@table\x1ff", as if they said the table held f) */
			char pick[256];
			for (unsigned t = 0; t < m->ntab_calls && !fns; t++) {
				int64_t v;
				if (m->tab_calls[t].call != (int)k ||
				    !model_usr_int(m, m->tab_calls[t].index, &v))
					continue;
				const char *p = m->tab_calls[t].fns;
				for (int64_t e = 0; p && e < v; e++)
					if ((p = strchr(p, '|')))
						p++;
				size_t len = p ? strcspn(p, "|") : 0;
				if (v >= 0 && p && len && len < sizeof(pick)) {
					memcpy(pick, p, len);
					pick[len] = 0;
					fns = pick;
				}
			}
			name = r->own[r->nown++] = fns ?
				xasprintf("*%u@%s\x1f%s", nd->nargs,
					  m->slots[nd->slot - 1], fns) :
				xasprintf("*%u@%s", nd->nargs,
					  m->slots[nd->slot - 1]);
		}
		enum count_basis b = tb == TRIP_CONSTANT ? COUNT_CONSTANT :
				     tb == TRIP_PROFILE ? COUNT_PROFILE : COUNT_ASSUMED;
		struct call_ref cr = { name,
			in_loop || (nd->once ? at >= 0 && !once_setup(nd->once) :
				     nd->loop >= 0),
			once || once_setup(nd->once),
			/* (a set-up block within a report block is set-up) */
			once ? hook : nd->once == ONCE_HOOK, cap_mul(cnt, mult),
			cap_mul(outer_count(m, at, cfg->opt.assumed_trip), mult_outer),
			mult == 1 ? b : count_basis_weaker(b, mb),
			same_args(m, k), depth ? 0 : fwd_args(m, f, &fp, &fp_made, k),
			{ 0 }, 0,
			depth ? site : k, NULL, 0, { NULL },
			once ? usr : model_once_usr(m, nd) };
		for (unsigned a = 0; a < STR_ARGS && !nd->indirect; a++) {
			cr.strlit[a] = model_call_strlen(m, k, a);
			cr.strtext[a] = model_call_strtext(m, k, a);
		}
		for (unsigned a = 0; a < 16 && a < nd->nargs && !nd->indirect &&
		     !depth; a++)
			if (model_call_arg_nonnull(m, k, a))
				cr.nonnull |= (uint16_t)(1u << a);
		/* (a header helper's calls pass its parameters, not ours) */
		if (!depth)
			cr.ia = call_int_args(m, k, &cr.nia);
		r->v[r->n++] = cr;
		/* (a bounded expansion: 4 levels, 65,536 call sites) */
		int h = nd->indirect || depth >= 4 || r->n >= 65536 ? -1 :
			header_fn(hf, nhf, nd->name);
		if (h >= 0 && h != (int)f) {
			reached[h] = true;
			collect_calls(cfg, m, (unsigned)h, cr.count, cr.count_outer,
				      cr.basis, cr.in_loop, cr.once, cr.hook, cr.usr,
				      hf, nhf, depth + 1, cr.site, reached, r);
		}
	}
}

/* A call site's place among the ifs with an else around it: the if
 * nodes, outermost first, and the arm it is in (0 then, 1 else). */
#define ARM_CHAIN 16
struct site_cnt {
	int ifs[ARM_CHAIN];
	uint16_t arms[ARM_CHAIN];	/* a switch's: the group of cases */
	uint32_t opt;		/* bit d: ifs[d] is an if without else */
	int oloop[ARM_CHAIN];	/* ... and the loop it is in (node.loop) */
	uint16_t ngrp[ARM_CHAIN];	/* a switch's labels (its values), one
					 * more for the path past every case;
					 * 0 for an if */
	uint16_t gw[ARM_CHAIN];		/* ... and those of this group */
	unsigned n;
	uint64_t cnt, outer;
};

/* An if of function fn with two arms that exclude each other: node
 * 'at', its then arm up to 'mid', the other up to 'end'; or a switch
 * (sw its index in model.switches, else -1), its body from 'at' to 'end',
 * whose cases exclude each other (switch_group()); or an if without else
 * (sw ARM_OPTIONAL), its arm up to 'mid' = 'end'. */
#define ARM_OPTIONAL (-2)
struct two_arms {
	int at, mid, end;
	int sw;
	int loop;		/* node.loop of the if */
};

/* The groups of the cases of a function's switches: the cases a path may
 * run one after the other -- a case and those its code falls into -- are
 * one group, numbered from 1 in order; one group runs per execution of
 * the switch.  Per switch the function's labels name, its labels' nodes
 * in order and the group each is in. */
struct case_groups {
	unsigned s0, ns;	/* those switches: s0 .. s0 + ns - 1 */
	unsigned *off;		/* per switch, its labels' start (ns + 1) */
	int *at;		/* the labels' nodes, switch by switch */
	uint16_t *grp;		/* the group of each */
	uint16_t *ngrp;		/* per switch, its labels, one more when no
				 * label is 'default' (the path past every
				 * case): the values it tells apart */
};

/* Is switch sw on 'E & K' (K + 1 a power of two up to 256), with labels
 * among [l0, l1) for every value 0..K? */
static bool covers_mask(const struct model *m, unsigned sw, unsigned l0,
			unsigned l1)
{
	int c = sw < m->nswitches ? model_skip_conv(m, m->switches[sw].cond) : -1;
	if (c < 0 || m->nodes[c].kind != NK_BINARY || m->nodes[c].op != MOP_AND ||
	    !m->nodes[c].rhs.is_const)
		return false;
	int64_t k = m->nodes[c].rhs.ival;
	if (k < 1 || k > 255 || (k & (k + 1)))
		return false;
	uint8_t seen[256] = { 0 };
	unsigned n = 0;
	for (unsigned l = l0; l < l1; l++) {
		const struct case_label *x = &m->labels[l];
		if (x->sw != sw || x->kind != LABEL_VALUE || x->value < 0 ||
		    x->value > k || seen[x->value])
			continue;
		seen[x->value] = 1;
		n++;
	}
	return n == (unsigned)k + 1;
}

static void case_groups_init(const struct model *m, const struct function *fn,
			     struct case_groups *cg)
{
	unsigned l0 = model_label_from(m, fn->first_node);
	unsigned l1 = model_label_from(m, fn->last_node), lo = UINT_MAX, hi = 0;

	memset(cg, 0, sizeof(*cg));
	for (unsigned l = l0; l < l1; l++) {
		if (m->labels[l].sw < lo)
			lo = m->labels[l].sw;
		if (m->labels[l].sw > hi)
			hi = m->labels[l].sw;
	}
	if (l0 >= l1)
		return;
	cg->s0 = lo;
	cg->ns = hi - lo + 1;
	cg->off = xcalloc(cg->ns + 1, sizeof(*cg->off));
	cg->at = xmalloc((l1 - l0) * sizeof(*cg->at));
	cg->grp = xmalloc((l1 - l0) * sizeof(*cg->grp));
	for (unsigned l = l0; l < l1; l++)
		cg->off[m->labels[l].sw - lo + 1]++;
	for (unsigned s = 0; s < cg->ns; s++)
		cg->off[s + 1] += cg->off[s];
	unsigned *fill = xmalloc(cg->ns * sizeof(*fill));
	uint16_t *g = xcalloc(cg->ns, sizeof(*g));
	memcpy(fill, cg->off, cg->ns * sizeof(*fill));
	for (unsigned l = l0; l < l1; l++) {
		unsigned s = m->labels[l].sw - lo;
		if ((!g[s] || !m->labels[l].falls_in) && g[s] < UINT16_MAX)
			g[s]++;
		cg->at[fill[s]] = m->labels[l].from;
		cg->grp[fill[s]++] = g[s];
	}
	cg->ngrp = xcalloc(cg->ns, sizeof(*cg->ngrp));
	bool *dflt = xcalloc(cg->ns, sizeof(*dflt));
	for (unsigned l = l0; l < l1; l++) {
		unsigned s = m->labels[l].sw - lo;
		dflt[s] |= m->labels[l].kind == LABEL_DEFAULT;
		if (cg->ngrp[s] < UINT16_MAX - 1)
			cg->ngrp[s]++;
	}
	for (unsigned s = 0; s < cg->ns; s++)
		/* (no path past every case of a switch on 'E & K' whose cases
		 * name every value 0..K: 'switch (x & 7)' with 8 cases) */
		if (cg->ngrp[s] && !dflt[s] && !covers_mask(m, lo + s, l0, l1))
			cg->ngrp[s]++;
	free(dflt);
	free(fill);
	free(g);
}

static void case_groups_release(struct case_groups *cg)
{
	free(cg->off);
	free(cg->at);
	free(cg->grp);
	free(cg->ngrp);
}

/* The labels of group g of switch sw: the values that enter it. */
static uint16_t group_labels(const struct case_groups *cg, int sw, uint16_t g)
{
	if (sw < (int)cg->s0 || sw >= (int)(cg->s0 + cg->ns) || !g)
		return 0;
	uint16_t n = 0;
	for (unsigned l = cg->off[sw - cg->s0]; l < cg->off[sw - cg->s0 + 1]; l++)
		n += cg->grp[l] == g;
	return n;
}

/* The group of the cases of switch sw that node k is in, 0 before the
 * first label. */
static uint16_t switch_group(const struct case_groups *cg, int sw, int k)
{
	if (sw < (int)cg->s0 || sw >= (int)(cg->s0 + cg->ns))
		return 0;
	unsigned a = cg->off[sw - cg->s0], lo = a, hi = cg->off[sw - cg->s0 + 1];

	while (lo < hi) {	/* the last label at or before k */
		unsigned mid = lo + (hi - lo) / 2;
		if (cg->at[mid] <= k)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo > a ? cg->grp[lo - 1] : 0;
}

/* The ifs with an else of function fn, in order, and the ifs at its top
 * level whose then arm returns, with the rest of the function for their
 * other arm: a call in the arm and one after the if are on different
 * paths ('if (!data) { do plc(); while (...); return n; } ... frame()',
 * opus's decoder); and its switches.  None where a goto may go back
 * (function.has_label): the other arm may run after the first (caller
 * frees). */
static struct two_arms *else_ifs(const struct model *m,
				 const struct function *fn, size_t *n)
{
	struct two_arms *v = NULL;
	size_t cap = 0;

	*n = 0;
	/* cover: the end of the arms and switches begun so far (a node
	 * before it is inside one of them, not at the top level) */
	for (int j = fn->first_node, cover = j; j < fn->last_node; j++) {
		const struct node *x = &m->nodes[j];
		int sw = model_switch_end(m, j);	/* a switch's body from j */
		if (sw > cover)
			cover = sw;
		bool top = j >= cover && x->loop < 0;
		int si = sw > j ? model_switch_at(m, j) : -1;
		if (si >= 0 && !m->switches[si].stray && !fn->has_label) {
			/* the cases of a switch exclude each other */
			if (*n == cap)
				v = xrealloc(v, (cap = cap * 2 + 16) * sizeof(*v));
			v[(*n)++] = (struct two_arms){ j, sw, sw, si, x->loop };
		}
		if (x->kind != NK_IF || fn->has_label)
			continue;
		struct two_arms a = { j, x->arm_end[0], x->arm_end[1], -1, x->loop };
		int end = (x->arm_flags & ARM_ELSE) ? x->arm_end[1] : x->arm_end[0];
		if (end > cover)
			cover = end;
		if (!(x->arm_flags & ARM_ELSE) || x->arm_end[1] <= x->arm_end[0]) {
			if (x->arm_exit[0] != ONCE_RETURN || !top ||
			    x->arm_end[0] >= fn->last_node) {
				/* an optional arm (calls of one function in
				 * several of them: the largest, arms_count()) */
				if (x->arm_end[0] <= j + 1)
					continue;
				a.mid = a.end = x->arm_end[0];
				a.sw = ARM_OPTIONAL;
			} else {
				a.end = fn->last_node;
			}
		}
		if (*n == cap)
			v = xrealloc(v, (cap = cap * 2 + 16) * sizeof(*v));
		v[(*n)++] = a;
	}
	return v;
}

static unsigned arm_chain(const struct case_groups *cg,
			  const struct two_arms *eifs, size_t ne, int k,
			  struct site_cnt *s)
{
	size_t at[4 * ARM_CHAIN];
	unsigned n = 0;

	for (size_t e = 0; e < ne && eifs[e].at <= k && k >= 0; e++) {
		if (k >= eifs[e].end || (eifs[e].sw < 0 && eifs[e].at == k))
			continue;
		if (n < sizeof(at) / sizeof(at[0]))
			at[n++] = e;
	}
	/* too deep: the optional ifs go first, outermost first (their arms
	 * then add up, as before them), so that an if-else's arms keep
	 * their place in the chain */
	unsigned excess = n > ARM_CHAIN ? n - ARM_CHAIN : 0;
	s->n = 0;
	s->opt = 0;
	for (unsigned i = 0; i < n && s->n < ARM_CHAIN; i++) {
		const struct two_arms *a = &eifs[at[i]];
		if (excess && a->sw == ARM_OPTIONAL) {
			excess--;
			continue;
		}
		s->ifs[s->n] = a->at;
		s->arms[s->n] = a->sw >= 0 ? switch_group(cg, a->sw, k) :
				k < a->mid ? 0 : 1;
		s->oloop[s->n] = a->loop;
		s->ngrp[s->n] = a->sw >= 0 && a->sw >= (int)cg->s0 &&
				a->sw < (int)(cg->s0 + cg->ns) ?
				cg->ngrp[a->sw - cg->s0] : 0;
		s->gw[s->n] = s->ngrp[s->n] ?
			      group_labels(cg, a->sw, s->arms[s->n]) : 0;
		if (a->sw == ARM_OPTIONAL)
			s->opt |= 1u << s->n;
		s->n++;
	}
	return s->n;
}

/* By chain: a shorter chain first, then by if and arm at each level. */
static int cmp_site(const void *a, const void *b)
{
	const struct site_cnt *x = a, *y = b;

	for (unsigned d = 0;; d++) {
		if (x->n == d || y->n == d)
			return (x->n > d) - (y->n > d);
		if (x->ifs[d] != y->ifs[d])
			return (x->ifs[d] > y->ifs[d]) - (x->ifs[d] < y->ifs[d]);
		if (x->arms[d] != y->arms[d])
			return x->arms[d] - y->arms[d];
	}
}

/*
 * The calls of sites s[0..n) (sorted by cmp_site(), sharing their chains
 * to depth d) per call of the function: the sum of those outside ifs at
 * this depth, and for each if, the larger of its two arms' -- one arm
 * runs ('if (f) return g(x, -1); else return g(x, n);' calls g once, not
 * twice: wavpack's pack_utils) -- and for each switch, the mean of its
 * groups of cases', each weighed by its labels (until stop 48 the
 * largest: faad2's ifilter_bank calls faad_imdct 8 times for eight short
 * windows and once through imdct_long for each other window sequence,
 * measured 1.1 a call; over the nine code bases functions' calls within
 * 4x of their profiles 455 -> 468 of 1,004); the ifs without else at this
 * depth
 * whose arms call it are alternatives too: the largest of their arms'
 * (opus's encoder calls celt_encode_with_ec in a redundancy arm before
 * and after its main arm: measured once a frame, 5 times summed).  Over
 * the nine code bases of docs/precision.md, 154 functions' calls came
 * closer to their profiles and 44 went further (none out of 4x).
 */
static void arms_count(const struct site_cnt *s, size_t n, unsigned d,
		       uint64_t *cnt, uint64_t *outer)
{
	/* the largest optional arm's, per loop the ifs are in (an if after
	 * a loop is no alternative to the ifs in it) */
	struct opt_max { int loop; uint64_t c, o; } opt[8];
	unsigned nopt = 0;

	*cnt = *outer = 0;
	for (size_t i = 0; i < n;) {
		if (s[i].n <= d) {
			*cnt = cap_add(*cnt, s[i].cnt);
			*outer = cap_add(*outer, s[i].outer);
			i++;
			continue;
		}
		size_t j = i;
		while (j < n && s[j].n > d && s[j].ifs[d] == s[i].ifs[d])
			j++;
		uint64_t cm = 0, om = 0, cs = 0, os = 0;
		for (size_t a = i, k; a < j; a = k) {
			for (k = a; k < j && s[k].arms[d] == s[a].arms[d]; k++)
				;
			uint64_t c, o;
			arms_count(s + a, k - a, d + 1, &c, &o);
			if (c > cm)
				cm = c;
			if (o > om)
				om = o;
			/* (a switch's group weighs its labels: the values
			 * that enter it) */
			uint64_t w = s[a].gw[d] ? s[a].gw[d] : 1;
			cs = cap_add(cs, cap_mul(c, w));
			os = cap_add(os, cap_mul(o, w));
		}
		/* a switch: one of its groups runs, each value its labels
		 * name as likely (Wu and Larus's static estimate for a
		 * switch): the mean over them, weighed by their labels, the
		 * path past every case one more value when no label is
		 * 'default' (and the switch does not name every value of an
		 * 'E & K') */
		if (s[i].ngrp[d]) {
			cm = (cs + s[i].ngrp[d] - 1) / s[i].ngrp[d];
			om = (os + s[i].ngrp[d] - 1) / s[i].ngrp[d];
		}
		unsigned q = 0;
		if (s[i].opt >> d & 1)
			while (q < nopt && opt[q].loop != s[i].oloop[d])
				q++;
		if ((s[i].opt >> d & 1) && q < sizeof(opt) / sizeof(opt[0])) {
			if (q == nopt)
				opt[nopt++] = (struct opt_max){ s[i].oloop[d], 0, 0 };
			if (cm > opt[q].c)
				opt[q].c = cm;
			if (om > opt[q].o)
				opt[q].o = om;
		} else {	/* (more loops than kept: their sum) */
			*cnt = cap_add(*cnt, cm);
			*outer = cap_add(*outer, om);
		}
		i = j;
	}
	for (unsigned q = 0; q < nopt; q++) {
		*cnt = cap_add(*cnt, opt[q].c);
		*outer = cap_add(*outer, opt[q].o);
	}
}

/* Function f's calls into the run's call graph (callgraph.h): one edge
 * per callee ("*N" for its calls through function pointers), in a
 * loop if any of its calls is, counted as the sum of its
 * call sites' execution counts (the model's count of each call node at
 * the level it runs once hoisted, as the rules count findings), the
 * calls of the header helpers it calls included (collect_calls()).
 * Sorted, so a function with thousands of calls costs n log n. */
static void function_calls(const struct check_config *cfg,
			   const struct model *m, unsigned f,
			   const struct hfn *hf, unsigned nhf, bool *reached,
			   struct loop_inv_cache *inv, struct findings *out)
{
	const struct function *fn = &m->funcs[f];
	struct refs r = { .cap = 16, .inv = inv };

	r.v = xcalloc(r.cap, sizeof(*r.v));
	collect_calls(cfg, m, f, 1, 1, COUNT_CONSTANT, false, false, false, false, hf, nhf,
		      0, -1, reached, &r);
	struct call_ref *v = r.v;
	size_t n = r.n;
	char **own = r.own;
	size_t nown = r.nown;
	qsort(v, n, sizeof(*v), cmp_call_ref);
	struct site_cnt *sc = xcalloc(n ? n : 1, sizeof(*sc));
	size_t ne;
	struct two_arms *eifs = else_ifs(m, fn, &ne);
	struct case_groups cg;
	case_groups_init(m, fn, &cg);
	for (size_t i = 0; i < n;) {
		size_t j = i, ns = 0;
		bool loop = false, once = true, hook = true, usr = true;
		uint64_t cnt = 0, cnt_outer = 0, same = 0, once_cnt = 0, fwd = 0;
		enum count_basis once_b = COUNT_CONSTANT;
		uint32_t str[STR_ARGS];
		enum count_basis b = COUNT_CONSTANT;
		memcpy(str, v[i].strlit, sizeof(str));
		char *chars[STR_ARGS];
		for (unsigned a = 0; a < STR_ARGS; a++)
			chars[a] = str_chars_join(v[i].strtext[a], "");
		uint16_t nonnull = v[i].nonnull;
		unsigned nia = v[i].nia;
		struct int_arg *ia = int_args_copy(v[i].ia, nia, true);
		for (; j < n && !strcmp(v[j].name, v[i].name); j++) {
			int_args_join(&ia, &nia, v[j].ia, v[j].nia, true);
			nonnull &= v[j].nonnull;
			once &= v[j].once;
			hook &= v[j].hook;
			usr &= v[j].usr;
			same |= v[j].same_args;
			/* the forwarded pairs of all its calls, up to 4 */
			fwd = fwd_union(fwd, v[j].fwd_args);
			/* the longest literal, if every call passes one */
			for (unsigned a = 0; a < STR_ARGS; a++) {
				str[a] = !str[a] || !v[j].strlit[a] ? 0 :
					 str[a] > v[j].strlit[a] ? str[a] :
					 v[j].strlit[a];
				if (j == i || !chars[a])
					continue;
				char *c = str_chars_join(chars[a],
							 v[j].strtext[a]);
				free(chars[a]);
				chars[a] = c;
			}
			if (v[j].once) {
				/* runs once per stream, as often as the
				 * loops of its block make it (a table built
				 * row by row: 256 calls) */
				if (v[j].count > once_cnt)
					once_cnt = v[j].count;
				once_b = count_basis_weaker(once_b, v[j].basis);
				continue;
			}
			loop |= v[j].in_loop;
			sc[ns].cnt = v[j].count;
			sc[ns].outer = v[j].count_outer;
			arm_chain(&cg, eifs, ne, v[j].site, &sc[ns]);
			ns++;
			b = count_basis_weaker(b, v[j].basis);
		}
		/* the calls of arms that exclude each other: the larger */
		qsort(sc, ns, sizeof(*sc), cmp_site);
		arms_count(sc, ns, 0, &cnt, &cnt_outer);
		if (once) {	/* once per stream, as set-up code calls */
			cnt = cnt_outer = once_cnt ? once_cnt : 1;
			b = once_b;
		}
		findings_add_call(out, m->files[fn->file].path, fn->name,
				  v[i].name, loop, cnt, cnt_outer, b, once);
		out->calls[out->ncalls - 1].same_args = same;
		out->calls[out->ncalls - 1].fwd_args = fwd;
		memcpy(out->calls[out->ncalls - 1].strlit, str, sizeof(str));
		for (unsigned a = 0; a < STR_ARGS; a++) {
			if (!str[a]) {
				free(chars[a]);
				chars[a] = NULL;
			}
			out->calls[out->ncalls - 1].strchars[a] = chars[a];
		}
		out->calls[out->ncalls - 1].nonnull = nonnull;
		out->calls[out->ncalls - 1].ia = ia;
		out->calls[out->ncalls - 1].nia = nia;
		out->calls[out->ncalls - 1].hook = once && hook;
		out->calls[out->ncalls - 1].usr = once && usr;
		i = j;
	}
	free(sc);
	free(eifs);
	case_groups_release(&cg);
	for (size_t i = 0; i < n; i++)
		free(v[i].ia);
	free(v);
	for (size_t i = 0; i < nown; i++)
		free(own[i]);
	free(own);
}

/* The unit's stores into integer members (model.mfacts), for the run's
 * call graph (callgraph_ints()). */
static void member_facts(const struct model *m, struct findings *out)
{
	const char *main_path = "";

	for (unsigned i = 0; i < m->nfiles; i++)
		if (m->files[i].is_main) {
			main_path = m->files[i].path;
			break;
		}
	for (unsigned i = 0; i < m->nmfacts; i++) {
		const struct member_fact *f = &m->mfacts[i];
		struct int_arg v = { 0, IA_NONE, 0, f->value, f->value, NULL };
		const struct function *fn = f->func >= 0 ? &m->funcs[f->func] : NULL;
		switch (f->kind) {
		case MF_CONST:
			v.kind = IA_CONST;
			if (f->ranged)
				v.lo = f->lo;
			break;
		case MF_PARAM:
			if (f->param_idx >= 0 && f->param_idx < 256 && fn &&
			    f->pname && model_param_fixed(m, f->func, f->pname)) {
				v.kind = IA_PARAM;
				v.param = (uint8_t)f->param_idx;
			}
			break;
		case MF_MEMBER:
			v.kind = f->ranged ? IA_MEMBER_CAP : IA_MEMBER;
			v.member = f->src;
			if (f->ranged)
				v.lo = f->lo;
			break;
		default: break;
		}
		if (v.kind == IA_NONE)
			v.lo = v.hi = 0;
		findings_add_mfact(out, f->member, fn && fn->file < m->nfiles ?
				   m->files[fn->file].path : main_path,
				   fn && fn->name ? fn->name : "", &v);
	}
}

/* Is function i of m static, never called by the translation unit (but by
 * itself), its address not taken and no attribute keeping it?  No
 * compiler emits it ('static inline' helpers of a header this file does
 * not use, opus's silk_max_64 whose only call is under '#if
 * SILK_TIC_TOC'; a static function left for a configuration not built). */
static bool unused_static(const struct model *m, unsigned i)
{
	const struct function *f = &m->funcs[i];

	if (!f->is_static || !f->name || f->kept)
		return false;
	for (unsigned k = 0; k < f->ncallers; k++)
		if (f->callers[k] != (int)i)
			return false;
	return !model_name_taken(m, f->name);
}

struct dead_fn {
	const char *name, *path;
};

static int cmp_dead(const void *a, const void *b)
{
	return strcmp(((const struct dead_fn *)a)->name,
		      ((const struct dead_fn *)b)->name);
}

/* Drop findings [from, n) of out in unused static functions of m
 * (unused_static()); a file that calls the helper reports them. */
static void drop_unused_static(const struct model *m, struct findings *out,
			       size_t from)
{
	struct dead_fn *dead = xmalloc((m->nfuncs + 1) * sizeof(*dead));
	size_t nd = 0;

	for (unsigned i = 0; i < m->nfuncs; i++)
		if (unused_static(m, i) && m->funcs[i].file < m->nfiles)
			dead[nd++] = (struct dead_fn){ m->funcs[i].name,
				m->files[m->funcs[i].file].path };
	qsort(dead, nd, sizeof(*dead), cmp_dead);
	size_t w = from;
	for (size_t i = from; nd && i < out->n; i++) {
		struct finding *f = &out->v[i];
		struct dead_fn key = { f->function, NULL };
		/* static names are one per unit: the name finds the function */
		const struct dead_fn *hit = f->function[0] ?
			bsearch(&key, dead, nd, sizeof(*dead), cmp_dead) : NULL;
		if (hit && !strcmp(hit->path, f->file)) {
			finding_release(f);
			continue;
		}
		if (w != i)
			out->v[w] = *f;
		w++;
	}
	if (nd)
		out->n = w;
	free(dead);
}

/* Does function f of m take a parameter of a host vector type
 * (function.host_simd)?  x86 SSE code is not what a TriMedia build
 * compiles, its generic C twin is (speex's compute_weighted_codebook of
 * cb_search_sse.h against cb_search.c's): no rule checks it. */
static bool host_simd(const struct model *m, int f)
{
	return f >= 0 && m->funcs[f].host_simd;
}

/* The claims' groups: by loop; in a group, by rule. */
static int cmp_group(const struct finding *x, const struct finding *y)
{
	if (x->claim_loop != y->claim_loop)
		return x->claim_loop < y->claim_loop ? -1 : 1;
	return 0;
}

static int cmp_claim(const void *a, const void *b, void *base)
{
	size_t i = *(const size_t *)a, j = *(const size_t *)b;
	const struct finding *x = (const struct finding *)base + i;
	const struct finding *y = (const struct finding *)base + j;
	int r = cmp_group(x, y);

	if (!r)
		r = strcmp(x->rule, y->rule);
	return r ? r : i < j ? -1 : 1;
}

/* What *val[0..n) were given, shared again in proportion to what each
 * asked, ask[0..n): the same total, the rounding's remainder one each to
 * the largest asks first. */
static void share(uint64_t *const *val, const uint64_t *ask, size_t n)
{
	uint64_t total = 0, asked = 0, given = 0;

	for (size_t k = 0; k < n; k++) {
		total += *val[k];
		asked += ask[k];
	}
	if (!asked || asked <= total)
		return;		/* nothing was cut */
	for (size_t k = 0; k < n; k++)
		given += *val[k] = (uint64_t)((unsigned __int128)total * ask[k] / asked);
	for (; given < total; given++) {
		size_t best = n;
		for (size_t k = 0; k < n; k++)
			if (*val[k] < ask[k] && (best == n || ask[k] > ask[best]))
				best = k;
		if (best == n)
			break;
		(*val[best])++;
	}
}

/* v of a finding that asked w at the place whose leader asked lw and was
 * given lv: in proportion, never above lv. */
static uint64_t scaled(uint64_t lv, uint64_t w, uint64_t lw)
{
	uint64_t v = lw ? (uint64_t)((unsigned __int128)lv * w / lw) : 0;

	return v < lv ? v : lv;
}

/* Per function of m: has it a loop that counts as an innermost unknown
 * loop does (model_loop_long(): a guess of more than the cube root of the
 * assumed trip, an innermost unknown loop's 100, not a channel loop's 2
 * nor a count an array, a clamp or the callers give; or a frame's 2048 by
 * its bound's name, not an order's 8)?  Looping code: the loops of
 * assumed count around its calls count 1 (outer_count()).  Caller frees. */
static bool *long_guesses(const struct model *m, uint64_t assumed)
{
	bool *g = xcalloc(m->nfuncs ? m->nfuncs : 1, sizeof(bool));

	for (unsigned l = 0; l < m->nloops; l++)
		if (m->loops[l].func >= 0 &&
		    model_loop_long(&m->loops[l], assumed))
			g[m->loops[l].func] = true;
	return g;
}

/*
 * The findings in one loop claim its cycles per iteration in the order
 * they are reported (rule_loop_claim()), rule after rule: where they
 * asked more than the loop had left, the first took their whole price and
 * the last nothing -- flac's 64-bit LPC sums, the cheapest operation
 * first, the dearest priced 0; a dependency chain that saves 1 cycle
 * taking a whole loop from the '&&' (wavpack's pack.c:1530) or the
 * missing restrict (opus's analysis.c:152) beside it.  What the loop's
 * findings were given in all is shared among them in proportion to what
 * each asked, whatever their rules.  Where that cut the loop's cycles,
 * each saving is what it asked (the loop re-scheduled with its advice),
 * all of them together at most the loop's cycles (a saving the claims
 * zeroed comes back); else the savings given are shared as the cycles
 * are.  Several findings of one rule at one place (a macro's expansions,
 * the operations of one grouped expression) claimed once, for the one
 * that asked most, and dedupe() keeps one: that one shares for the
 * place, the others take its share in proportion and stay below it.
 */
static void share_claims(struct findings *out, size_t from)
{
	size_t n = 0;

	for (size_t i = from; i < out->n; i++)
		n += out->v[i].claim_loop > 0;
	if (n < 2)
		return;
	size_t *ix = xmalloc(n * sizeof(*ix)), *lead = xmalloc(n * sizeof(*lead));
	uint64_t **cyc = xmalloc(n * sizeof(*cyc)), **sav = xmalloc(n * sizeof(*sav));
	uint64_t *ac = xmalloc(n * sizeof(*ac)), *as = xmalloc(n * sizeof(*as));
	n = 0;
	for (size_t i = from; i < out->n; i++)
		if (out->v[i].claim_loop > 0)
			ix[n++] = i;
	qsort_r(ix, n, sizeof(*ix), cmp_claim, out->v);
	for (size_t a = 0, b; a < n; a = b) {
		for (b = a + 1; b < n && !cmp_group(&out->v[ix[a]], &out->v[ix[b]]); b++)
			;
		size_t ng = 0;
		for (size_t k = a; k < b; k++) {
			const struct finding *f = &out->v[ix[k]];
			lead[k] = k;	/* the one at its place that asked most */
			for (size_t q = a; q < b; q++) {
				const struct finding *o = &out->v[ix[q]];
				const struct finding *w = &out->v[ix[lead[k]]];
				if (o->line == f->line && o->column == f->column &&
				    !strcmp(o->file, f->file) &&
				    !strcmp(o->rule, f->rule) &&
				    (o->claim_cycles > w->claim_cycles ||
				     (o->claim_cycles == w->claim_cycles && q < lead[k])))
					lead[k] = q;
			}
			if (lead[k] != k)
				continue;
			struct finding *g = &out->v[ix[k]];
			cyc[ng] = &g->cycles;
			sav[ng] = &g->saving_cycles;
			ac[ng] = g->claim_cycles;
			as[ng++] = g->claim_saving;
		}
		if (ng < 2)
			continue;
		/* what the claims took: the loop's cycles per iteration
		 * when they cut one */
		uint64_t got = 0, asked = 0;
		for (size_t k = 0; k < ng; k++) {
			got += *cyc[k];
			asked += ac[k];
		}
		share(cyc, ac, ng);
		/* where the claims cut none of the loop's cycles, the savings
		 * are shared as they were given; else each is what it asked
		 * (the loop re-scheduled with its advice: the whole loop's
		 * gain, whatever its price's share), together at most the
		 * loop's cycles */
		if (got >= asked) {
			share(sav, as, ng);
		} else {
			uint64_t sasked = 0;
			for (size_t k = 0; k < ng; k++)
				sasked += as[k];
			for (size_t k = 0; k < ng; k++)
				*sav[k] = sasked <= got ? as[k] :
					  (uint64_t)((unsigned __int128)got * as[k] / sasked);
		}
		for (size_t k = a; k < b; k++) {
			if (lead[k] == k)
				continue;
			struct finding *f = &out->v[ix[k]];
			const struct finding *l = &out->v[ix[lead[k]]];
			f->cycles = scaled(l->cycles, f->claim_cycles, l->claim_cycles);
			f->saving_cycles = scaled(l->saving_cycles, f->claim_saving,
						  l->claim_saving);
		}
	}
	free(ix);
	free(lead);
	free(cyc);
	free(sav);
	free(ac);
	free(as);
}

void check_model(const struct check_config *cfg, const struct model *m,
		 struct findings *out)
{
	struct rule_ctx c = { .md = cfg->md, .m = m, .opt = &cfg->opt, .out = out };
	size_t from = out->n;

	c.loops = xcalloc(m->nloops ? m->nloops : 1, sizeof(*c.loops));
	c.analysed = xcalloc(m->nloops ? m->nloops : 1, sizeof(*c.analysed));
	c.own = xcalloc(m->nloops ? m->nloops : 1, sizeof(*c.own));
	c.claimed = xcalloc(m->nloops ? RULE_CLAIM * (size_t)m->nloops : 1,
			    sizeof(*c.claimed));
	c.inv = loop_inv_cache_new(m);

	for (unsigned r = 0; r < rule_count; r++) {
		const struct rule *rule = rule_table[r];
		if (cfg->rule_on && !cfg->rule_on[r])
			continue;
		c.rule = rule;
		if (rule->check_function)
			for (unsigned i = 0; i < m->nfuncs; i++)
				if (!host_simd(m, (int)i))
					rule->check_function(&c, &m->funcs[i]);
		if (rule->check_loop)
			for (unsigned i = 0; i < m->nloops; i++) {
				const struct loop *lp = &m->loops[i];
				/* a loop a profile measured (or a comment
				 * declares) at fewer than two passes per entry
				 * (vorbis's 'for (i = 1; i < ch; i++)', ch 2):
				 * no pass follows another, no jump back */
				if (model_loop_single_pass(lp))
					continue;
				/* entered midway through case labels (Duff's
				 * device): no pipelined kernel to price */
				if (lp->multi_entry || host_simd(m, lp->func))
					continue;
				rule->check_loop(&c, lp);
			}
		if (rule->check_node)
			for (unsigned i = 0; i < m->nnodes; i++)
				if (!host_simd(m, m->nodes[i].func) &&
				    !(m->nodes[i].flags & NF_COPY))
					rule->check_node(&c, &m->nodes[i]);
	}
	unsigned nhf;
	struct hfn *hf = header_funcs(m, &nhf);
	bool *reached = xcalloc(m->nfuncs ? m->nfuncs : 1, sizeof(*reached));
	bool *lg = long_guesses(m, cfg->opt.assumed_trip);
	/* every function's cost per call: its loops, inner ones included */
	for (unsigned i = 0; i < m->nloops; i++) {
		int f = m->loops[i].func;
		if (f >= 0 && m->funcs[f].file < m->nfiles &&
		    m->files[m->funcs[f].file].is_main)
			rule_loop_info(&c, (int)i);
	}
	for (unsigned i = 0; i < m->nfuncs; i++) {
		const struct function *f = &m->funcs[i];
		enum trip_basis b;
		if (f->file >= m->nfiles || !m->files[f->file].is_main ||
		    unused_static(m, i))
			continue;
		uint64_t cy = loops_function_cycles(m, cfg->md, c.loops, i, &b);
		findings_add_function(out, f->name, m->files[f->file].path, f->line,
			cy, b == TRIP_CONSTANT ? COUNT_CONSTANT : b == TRIP_PROFILE ?
			COUNT_PROFILE : COUNT_ASSUMED);
		struct func_cost *fc = &out->fn[out->nfn - 1];
		fc->is_static = f->is_static;
		fc->hot = rule_name_hot(&cfg->opt, f->name);
		fc->cold = rule_func_cold(&cfg->opt, m, (int)i);
		fc->entry_named = rule_name_entry(&cfg->opt, f->name);
		fc->entries_set = cfg->opt.nentries > 0;
		fc->long_guess = lg[i];
		fc->public_decl = f->public_decl;
		fc->saw_public = m->saw_public;
		for (int k = f->first_node; k < f->last_node; k++)
			fc->nparams += m->nodes[k].kind == NK_DECL &&
				       (m->nodes[k].flags & NF_PARAM) &&
				       m->nodes[k].func == (int)i;
		function_calls(cfg, m, i, hf, nhf, reached, c.inv, out);
	}
	free(hf);
	free(lg);
	member_facts(m, out);
	unknown_callers(m, reached, out);
	free(reached);
	for (unsigned i = 0; i < m->nloops; i++)
		if (c.analysed[i])
			loop_info_release(&c.loops[i]);
	free(c.loops);
	free(c.analysed);
	free(c.own);
	free(c.claimed);
	loop_inv_cache_free(c.inv);
	rule_ctx_release(&c);
	drop_unused_static(m, out, from);
	share_claims(out, from);
	for (size_t i = from; i < out->n; i++) {
		struct finding *f = &out->v[i];
		/* a warning the loop's other findings left nothing to price,
		 * no faster alone either: its severity follows its price */
		if (f->claim_loop && f->claim_cycles && !f->claim_saving &&
		    f->severity == SEV_WARNING && !f->cycles && !f->saving_cycles) {
			f->severity = SEV_NOTE;
			char *msg = xasprintf("%s (priced 0: the loop's cycles per "
				"iteration are its other findings')", f->message);
			free(f->message);
			f->message = msg;
		}
		cost(f);
	}
	findings_sort(out);
	check_fingerprints(out, from);
}

/* A slot's state: the worker and the time-limit watchdog race for it. */
enum { SLOT_PENDING, SLOT_PARSING, SLOT_CHECKING, SLOT_DONE, SLOT_ABANDONED };

struct slot {
	struct findings fs;	/* written by its worker once SLOT_DONE */
	char *error;
	atomic_int state;
	_Atomic int64_t start_ms;	/* when the parse began */
	pthread_t thread;	/* its worker, set before SLOT_PARSING */
};

struct pool {
	const struct check_config *cfg;
	const struct check_input *in;
	size_t n;
	struct slot *slots;
	atomic_size_t next;
	atomic_size_t done;
	pthread_mutex_t lock;
	pthread_cond_t cond;	/* signalled when a slot is resolved */
	size_t resolved;	/* slots DONE or ABANDONED (under lock) */
};

/* Threads left running on a file past the time limit: the process must
 * end without running library destructors under them (check.h). */
static atomic_uint abandoned_threads;

unsigned check_abandoned_threads(void)
{
	return atomic_load(&abandoned_threads);
}

static int64_t now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Input i is done: count it and, on a terminal, show the count.  The
 * count is taken and printed under one lock, so two workers finishing
 * together print [4/6] then [5/6], never [4/6] twice. */
static void progress(struct pool *p, size_t i)
{
	if (!p->cfg->progress) {
		atomic_fetch_add(&p->done, 1);
		return;
	}
	pthread_mutex_lock(&p->lock);
	size_t d = atomic_fetch_add(&p->done, 1) + 1;
	fprintf(stderr, "\r\033[K[%zu/%zu] %s", d, p->n, p->in[i].file);
	fflush(stderr);
	pthread_mutex_unlock(&p->lock);
}

/*
 * Crash guard.  A crash while one file is parsed or walked (a libclang
 * bug, or ours) must cost that file, not the run: SIGSEGV, SIGBUS, SIGFPE
 * and SIGILL on a worker that is analysing a file jump back to analyse(),
 * which reports the file as an internal error.  The file's memory is
 * abandoned and the worker takes a fresh parser.  Each worker has an
 * alternate signal stack so that a stack overflow is caught too (workers
 * run on WORKER_STACK-byte stacks, which deep but valid input does not
 * exhaust).  libclang's own crash recovery is off (parse_global_init):
 * its handlers do not run on the alternate stack.
 * TMOPT_NO_CRASH_GUARD=1 leaves the signals alone (for debuggers).
 */
static _Thread_local sigjmp_buf *tl_guard;
static _Thread_local uintptr_t tl_stack_lo;	/* lowest byte of the stack */

/* The value a stack overflow jumps back with (not a signal number). */
#define CRASH_STACK 1000

static void on_crash(int sig, siginfo_t *si, void *uc)
{
	(void)uc;
	if (tl_guard) {
		uintptr_t a = (uintptr_t)si->si_addr;
		/* a fault just below the stack: the guard page was hit */
		if (sig == SIGSEGV && tl_stack_lo && a < tl_stack_lo + 65536 &&
		    a + (1u << 20) > tl_stack_lo)
			siglongjmp(*tl_guard, CRASH_STACK);
		siglongjmp(*tl_guard, sig);
	}
	signal(sig, SIG_DFL);
	raise(sig);
}

/* Note this thread's stack bounds for on_crash(). */
static void stack_note(void)
{
	pthread_attr_t a;
	void *lo;
	size_t size;

	if (pthread_getattr_np(pthread_self(), &a))
		return;
	if (!pthread_attr_getstack(&a, &lo, &size))
		tl_stack_lo = (uintptr_t)lo;
	pthread_attr_destroy(&a);
}

static void crash_guard_install(void)
{
	static const int sigs[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL };
	struct sigaction sa;
	const char *off = getenv("TMOPT_NO_CRASH_GUARD");

	if (off && *off && strcmp(off, "0"))
		return;
	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = on_crash;
	sa.sa_flags = SA_ONSTACK | SA_NODEFER | SA_SIGINFO;
	sigemptyset(&sa.sa_mask);
	for (size_t i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++)
		sigaction(sigs[i], &sa, NULL);
}

/* An alternate stack for this thread's signal handlers; freed by the
 * caller after sigaltstack is reset. */
static void *altstack_push(void)
{
	stack_t ss = { .ss_size = 1u << 16 };

	ss.ss_sp = xmalloc(ss.ss_size);
	if (sigaltstack(&ss, NULL)) {
		free(ss.ss_sp);
		return NULL;
	}
	return ss.ss_sp;
}

static void altstack_pop(void *sp)
{
	stack_t ss = { .ss_flags = SS_DISABLE };

	if (!sp)
		return;
	sigaltstack(&ss, NULL);
	free(sp);
}

/*
 * One input into fs and *err: from the results cache when it holds a valid
 * entry, else parsed, checked and stored in the cache.  Returns false when
 * the watchdog abandoned the slot during the parse: nothing of the run
 * (cfg, the inputs) may be touched any more, and fs is left empty.
 */
static bool analyse(struct parser **parser, const struct check_config *run,
		    const struct check_input *in, struct slot *slot,
		    struct findings *fs, char **error)
{
	const struct check_config *cfg = in->cfg ? in->cfg : run;
	struct model m = { 0 };
	char *err = NULL;
	sigjmp_buf guard;
	int sig;
	const char *test_crash = getenv("TMOPT_TEST_CRASH");
	const char *test_hang = getenv("TMOPT_TEST_HANG");
	volatile size_t from = fs->n;

	if (cfg->cache && cache_lookup(cfg->cache, cfg, in, fs) == 0)
		return true;
	if ((sig = sigsetjmp(guard, 1)) != 0) {
		int st = SLOT_PARSING;
		tl_guard = NULL;
		if (!atomic_compare_exchange_strong(&slot->state, &st,
						    SLOT_CHECKING) &&
		    st == SLOT_ABANDONED)
			return false;
		fs->n = from;	/* the file's findings are abandoned */
		if (sig == CRASH_STACK)
			*error = xasprintf("%s: not analysed: the parse ran out "
				"of stack (%zu MiB): the code nests too deeply",
				in->file, WORKER_STACK >> 20);
		else
			*error = xasprintf("%s: internal error: tmopt crashed "
				"(signal %d) while analysing this file; please "
				"report it with the file", in->file, sig);
		*parser = parser_new();	/* the old one may be broken */
		return true;
	}
	tl_guard = &guard;
	m.usr = cfg->opt.settings;
	m.nusr = (unsigned)cfg->opt.nsettings;
	int rc = parse_file(*parser, in->file, in->args, in->nargs,
			    cfg->md->triple, &m, &err);
	/* test hooks: crash or hang on a named file, to prove the guards */
	if (test_crash && *test_crash && strstr(in->file, test_crash))
		raise(SIGSEGV);
	if (test_hang && *test_hang && strstr(in->file, test_hang))
		while (atomic_load(&slot->state) == SLOT_PARSING)
			usleep(10000);
	int parsing = SLOT_PARSING;
	if (!atomic_compare_exchange_strong(&slot->state, &parsing,
					    SLOT_CHECKING)) {
		tl_guard = NULL;	/* abandoned past the time limit */
		model_release(&m);
		free(err);
		return false;
	}
	if (rc == 0) {
		size_t ndeps;
		if (cfg->profile)
			profile_apply(cfg->profile, &m);
		for (unsigned k = 0; k < m.nsettings; k++)
			if (m.settings[k].usr)
				findings_usr_hit(fs, model_usr_hash(
					&m.usr[m.settings[k].usr - 1]));
		for (unsigned k = 0; k < m.nusr_slots; k++)
			findings_usr_hit(fs, model_usr_hash(
				&m.usr[m.usr_slots[k].idx]));
		for (unsigned k = 0; m.usr_counted && k < m.nusr; k++)
			if (m.usr_counted[k])
				findings_usr_hit(fs, model_usr_hash(&m.usr[k]));
		for (unsigned k = 0; k < m.nusr_args; k++) {
			const struct usr_arg *a = &m.usr_args[k];
			const struct node *cn = &m.nodes[a->call];
			int64_t want, passed;
			if (model_usr_arg_clash(&m, a, &want, &passed))
				findings_usr_clash(fs, model_usr_hash(
					&m.usr[a->uf.idx]), m.files[cn->file].path,
					cn->line, passed, want,
					a->uf.is_unsigned && a->uf.bits >= 64);
		}
		check_model(cfg, &m, fs);
		if (cfg->cache) {
			const char *const *deps = parser_includes(*parser, &ndeps);
			cache_store(cfg->cache, cfg, in, deps, ndeps, fs, from);
		}
	} else {
		*error = err;
	}
	tl_guard = NULL;
	model_release(&m);
	return true;
}

static void resolve(struct pool *p)
{
	pthread_mutex_lock(&p->lock);
	p->resolved++;
	pthread_cond_signal(&p->cond);
	pthread_mutex_unlock(&p->lock);
}

static void *worker(void *arg)
{
	struct pool *p = arg;
	struct parser *parser = parser_new();
	void *alt = altstack_push();

	stack_note();
	for (;;) {
		size_t i = atomic_fetch_add(&p->next, 1);
		if (i >= p->n)
			break;
		struct slot *slot = &p->slots[i];
		struct findings fs = { 0 };
		char *err = NULL;
		slot->thread = pthread_self();
		atomic_store(&slot->start_ms, now_ms());
		atomic_store(&slot->state, SLOT_PARSING);
		if (!analyse(&parser, p->cfg, &p->in[i], slot, &fs, &err)) {
			/* replaced by another worker: leave quietly */
			findings_release(&fs);
			break;
		}
		slot->fs = fs;
		slot->error = err;
		atomic_store(&slot->state, SLOT_DONE);
		progress(p, i);
		resolve(p);
	}
	parser_free(parser);
	altstack_pop(alt);
	return NULL;
}

/* Start a worker on a WORKER_STACK-byte stack; false if none started. */
static bool start_worker(struct pool *p, pthread_t *th)
{
	pthread_attr_t attr;
	bool ok;

	pthread_attr_init(&attr);
	pthread_attr_setstacksize(&attr, WORKER_STACK);
	ok = pthread_create(th, &attr, worker, p) == 0;
	pthread_attr_destroy(&attr);
	return ok;
}

/*
 * Wait until every slot is resolved.  A slot still parsing after the
 * time limit is abandoned: it is reported as not analysed, its thread is
 * left to finish (libclang cannot be interrupted) and detached, and a
 * new worker takes its place so the other inputs go on.
 */
static void wait_all(struct pool *p, pthread_t **th, unsigned *nth)
{
	int64_t limit = (int64_t)p->cfg->file_timeout * 1000;

	pthread_mutex_lock(&p->lock);
	while (p->resolved < p->n) {
		struct timespec ts;
		clock_gettime(CLOCK_REALTIME, &ts);
		ts.tv_nsec += 100 * 1000000;
		if (ts.tv_nsec >= 1000000000) {
			ts.tv_sec++;
			ts.tv_nsec -= 1000000000;
		}
		pthread_cond_timedwait(&p->cond, &p->lock, &ts);
		if (!limit)
			continue;
		int64_t now = now_ms();
		for (size_t i = 0; i < p->n; i++) {
			struct slot *s = &p->slots[i];
			int parsing = SLOT_PARSING;
			if (atomic_load(&s->state) != SLOT_PARSING ||
			    now - atomic_load(&s->start_ms) < limit ||
			    !atomic_compare_exchange_strong(&s->state, &parsing,
							    SLOT_ABANDONED))
				continue;
			s->error = xasprintf("%s: not analysed: parsing took "
				"longer than the time limit of %u s "
				"(--file-timeout)", p->in[i].file,
				p->cfg->file_timeout);
			p->resolved++;
			atomic_fetch_add(&abandoned_threads, 1);
			*th = xrealloc(*th, (*nth + 1) * sizeof(**th));
			if (start_worker(p, &(*th)[*nth]))
				(*nth)++;
		}
	}
	pthread_mutex_unlock(&p->lock);
}

static bool same_place(const struct finding *a, const struct finding *b)
{
	return a->line == b->line && a->column == b->column &&
	       !strcmp(a->rule, b->rule) && !strcmp(a->file, b->file);
}

static void dedupe(struct findings *fs)
{
	size_t j = 0;

	findings_sort(fs);
	for (size_t i = 0; i < fs->n; i++) {
		if (j && same_place(&fs->v[j - 1], &fs->v[i])) {
			/* one finding per place and rule: the costlier (a
			 * macro's 'exp' over its literal) */
			if (fs->v[i].total_cycles > fs->v[j - 1].total_cycles) {
				struct finding t = fs->v[j - 1];
				fs->v[j - 1] = fs->v[i];
				fs->v[i] = t;
			}
			finding_release(&fs->v[i]);
			continue;
		}
		fs->v[j++] = fs->v[i];
	}
	fs->n = j;
}

/* The content hash of a check_file: 16 hex digits, "" if unreadable.
 * FNV-1a goes byte by byte, so the file is hashed in steps as it is read
 * (the same hash as of the whole text) instead of being read whole. */
static void file_hash(const char *path, char out[17])
{
	FILE *f = fopen(path, "rb");
	uint64_t h = FNV_SEED;
	char *buf;
	size_t n;

	out[0] = 0;
	if (!f)
		return;
	buf = xmalloc(65536);
	while ((n = fread(buf, 1, 65536, f)) > 0)
		h = fnv1a(h, buf, n);
	if (!ferror(f))
		snprintf(out, 17, "%016llx", (unsigned long long)h);
	free(buf);
	fclose(f);
}

int check_run(const struct check_config *cfg, const struct check_input *in,
	      size_t n, struct check_result *res)
{
	/* on the heap: an abandoned worker may outlive this call */
	struct pool *p = xcalloc(1, sizeof(*p));
	unsigned jobs = cfg->jobs ? cfg->jobs : 1, nth = 0;
	pthread_t *th;
	bool leave = false;

	memset(res, 0, sizeof(*res));
	p->cfg = cfg;
	p->in = in;
	p->n = n;
	if (jobs > n)
		jobs = n ? (unsigned)n : 1;
	p->slots = xcalloc(n ? n : 1, sizeof(*p->slots));
	pthread_mutex_init(&p->lock, NULL);
	pthread_cond_init(&p->cond, NULL);
	th = xcalloc(jobs, sizeof(*th));
	parse_global_init();
	crash_guard_install();
	/* every worker on its own large stack, with one job too: clang and
	 * the walker recurse once per level of a nested expression */
	for (unsigned t = 0; t < jobs; t++)
		if (start_worker(p, &th[nth]))
			nth++;
	if (!nth)
		worker(p);	/* no thread at all: the caller's stack */
	else
		wait_all(p, &th, &nth);
	for (unsigned t = 0; t < nth; t++) {
		bool stuck = false;
		for (size_t i = 0; i < n && !stuck; i++)
			stuck = atomic_load(&p->slots[i].state) == SLOT_ABANDONED &&
				pthread_equal(p->slots[i].thread, th[t]);
		if (stuck)
			pthread_detach(th[t]);	/* still in libclang */
		else
			pthread_join(th[t], NULL);
	}
	if (cfg->progress && n)
		fputs("\r\033[K", stderr);
	res->files = xcalloc(n ? n : 1, sizeof(*res->files));
	res->ninputs = n;
	for (size_t i = 0; i < n; i++) {
		struct slot *s = &p->slots[i];
		res->files[i].path = xstrdup(in[i].file);
		res->files[i].ok = !s->error;
		if (cfg->file_hashes)	/* (a byte at a time: 12 ms on SQLite) */
			file_hash(in[i].file, res->files[i].hash);
		if (atomic_load(&s->state) == SLOT_ABANDONED)
			leave = true;
		if (s->error) {
			res->errors = xrealloc(res->errors,
				(res->nerrors + 1) * sizeof(*res->errors));
			res->errors[res->nerrors].file = xstrdup(in[i].file);
			res->errors[res->nerrors].message = s->error;
			res->nerrors++;
		} else {
			res->nfiles++;
		}
		findings_move(&res->fs, &s->fs);
	}
	dedupe(&res->fs);
	findings_dedupe_functions(&res->fs);
	/* measured calls first: a function that ran per frame is no set-up
	 * code, whatever its name */
	if (cfg->profile)
		profile_apply_functions(cfg->profile, &res->fs);
	res->fs.complete = !res->nerrors;
	/* string walks bounded by the literals every caller passes */
	callgraph_strings(&res->fs, res->nfiles > 1 && !cfg->partial);
	callgraph_nonnull(&res->fs, res->nfiles > 1 && !cfg->partial);
	/* loops bounded by what every caller passes (a file not analysed
	 * may pass anything) */
	callgraph_ints(&res->fs, res->nfiles > 1 && !cfg->partial &&
		       !res->nerrors);
	/* set-up code across the files: needs every file's calls */
	callgraph_setup(&res->fs, res->nfiles > 1 && !cfg->partial,
			!res->nerrors);
	/* runs per call of the entry points: ranks and severities */
	callgraph_calls(&res->fs, res->nfiles > 1 && !cfg->partial);
	if (cfg->profile)
		profile_apply_findings(cfg->profile, &res->fs);
	free(th);
	if (leave)	/* a detached worker still reads the pool */
		return 0;
	pthread_cond_destroy(&p->cond);
	pthread_mutex_destroy(&p->lock);
	free(p->slots);
	free(p);
	return 0;
}

void check_result_release(struct check_result *res)
{
	findings_release(&res->fs);
	for (size_t i = 0; i < res->nerrors; i++) {
		free(res->errors[i].file);
		free(res->errors[i].message);
	}
	free(res->errors);
	for (size_t i = 0; i < res->ninputs; i++)
		free(res->files[i].path);
	free(res->files);
	memset(res, 0, sizeof(*res));
}

/* check --compare (check.h) */
static int cmp_key(const void *a, const void *b)
{
	const struct finding *x = a, *y = b;
	int c = strcmp(x->fingerprint, y->fingerprint);

	if (!c)
		c = strcmp(x->rule, y->rule);
	return c ? c : strcmp(x->file, y->file);
}

/* The configuration of the --compare run derived from c: the same
 * options and rules on md2, no cache, and the rules' thresholds off
 * (below_threshold: dependency chains at any length, idioms that save
 * under half a cycle) so that what the first run reports is priced there
 * too; the rules keep the thresholds to know what is under them. */
static void compare_config(struct check_config *to, const struct check_config *c,
			   const struct machine *md2)
{
	*to = *c;
	to->md = md2;
	to->cache = NULL;
	to->progress = false;
	to->opt.below_threshold = true;
}

void check_compare(const struct check_config *cfg,
		   const struct check_input *g_in, size_t g_n,
		   const struct machine *md2, struct check_result *res)
{
	struct check_config base;
	struct check_result r2 = { 0 };
	struct check_input *in = xcalloc(g_n + 1, sizeof(*in));
	const struct check_config **from = xcalloc(g_n + 1, sizeof(*from));
	struct check_config *to = xcalloc(g_n + 1, sizeof(*to));
	size_t nd = 0;

	compare_config(&base, cfg, md2);
	for (size_t i = 0; i < g_n; i++) {
		in[i] = g_in[i];
		if (!g_in[i].cfg)
			continue;
		size_t k = 0;
		while (k < nd && from[k] != g_in[i].cfg)
			k++;
		if (k == nd) {
			from[nd] = g_in[i].cfg;
			compare_config(&to[nd++], g_in[i].cfg, md2);
		}
		in[i].cfg = &to[k];
	}
	check_run(&base, in, g_n, &r2);
	free(in);
	free(from);
	qsort(r2.fs.v, r2.fs.n, sizeof(*r2.fs.v), cmp_key);
	for (size_t i = 0; i < res->fs.n; i++) {
		struct finding *f = &res->fs.v[i];
		const struct finding *g = r2.fs.n ? bsearch(f, r2.fs.v, r2.fs.n,
			sizeof(*r2.fs.v), cmp_key) : NULL;
		if (!g)
			continue;
		f->cmp.present = true;
		f->cmp.cycles = g->cycles;
		f->cmp.total_cycles = g->total_cycles;
	}
	res->compare_target = md2->name;
	check_result_release(&r2);
	free(to);
}

/* The text output, in location order or by cost, and at most top findings
 * (0: all).  The summary keeps counting every finding. */
