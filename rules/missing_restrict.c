/*
 * missing_restrict.c: loops that store through one pointer parameter and
 * load through another, neither declared 'restrict'.
 *
 * Without 'restrict' the compiler must assume that a store through 'out'
 * may change what the next load through 'in' reads, when both can point
 * to the same type (C's effective-type rules; char aliases everything).
 * The loads of iteration i+1 then cannot move above the stores of
 * iteration i, and the software pipeliner meets a memory recurrence:
 * load, the arithmetic to the stored value, store, next load.  On TM5250
 * a copy loop runs at 10 cycles per element instead of 2.  The rule
 * reports innermost, call-free loops where that recurrence is longer than
 * the loop's cycles per iteration re-scheduled as if the parameters were
 * restrict (loops_analyse_opts, assume_restrict), once per loop,
 * at the first such store, and advises 'restrict' on the parameters.
 * Pointers are followed to the parameter they come from (a local 'float
 * *p = out + k', p->field through a parameter); a loop that stores through
 * anything else (a pointer loaded from memory, a global pointer, a name
 * declared twice) is left alone, and so is a store whose own parameter
 * keeps a recurrence with restrict (y[i - 1], hist[px[i]]++, *sum +=).
 */
#include "loops.h"
#include "rule.h"
#include "util.h"

#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#define MR_MAX_DEPTH 8		/* p = q = r ... followed this far */
#define MR_MAX_EDGES 8
#define MR_MAX_VARS 64
#define MR_MAX_NAMES 3		/* pointers named in a message */

/* A memory access of the loop and the parameter its pointer comes from. */
struct mr_acc {
	int node;
	int param;		/* NK_DECL of the parameter, -1 unknown */
	bool restricted;	/* the parameter or a pointer on the way is */
	bool store, load;	/* both for 'out[i] += x' */
	const char *base;	/* the pointer as named in the loop */
};

/* A value's latency from an aliasing load, with the operations on it. */
struct mr_val {
	int lat;		/* -1: does not depend on an aliasing load */
	unsigned ne;
	const char *what[MR_MAX_EDGES];
	unsigned cyc[MR_MAX_EDGES];
	const char *st_what;	/* the store ending the path: "st16" */
};

struct mr_helper;

struct mr_loop {
	struct rule_ctx *c;
	const struct function *f;
	int loop;
	struct mr_acc *acc;
	unsigned nacc;
	const struct loop_info *li;
	const struct mr_acc *st;	/* the store being priced */
	const char *vars[MR_MAX_VARS];	/* scalars of the body replay */
	int64_t idx[MR_MAX_VARS];	/* ... or a local array's element */
	struct mr_val vals[MR_MAX_VARS];
	unsigned nvars;
	struct mr_helper *h;	/* the helper being replayed, or NULL */
};

/* The variable a pointer expression walks from: 'p' for p, p++, p + k,
 * p[i] of an array of arrays; NULL when the pointer is loaded from memory
 * or computed otherwise. */
static const char *base_name(const struct model *m, int i)
{
	for (unsigned d = 0; i >= 0 && d < 32; d++) {
		const struct node *n = &m->nodes[i];
		switch (n->kind) {
		case NK_REF:
			return n->name;
		case NK_CONV:
			i = n->lhs.node;
			break;
		case NK_UNARY:
			/* '&p[k]', '&a[k][0]': p + k, the base's object */
			if (n->op == MOP_ADDROF && n->lhs.node >= 0 &&
			    m->nodes[n->lhs.node].kind == NK_SUBSCRIPT) {
				i = m->nodes[n->lhs.node].lhs.node;
				break;
			}
			if (n->op != MOP_PREINC && n->op != MOP_PREDEC &&
			    n->op != MOP_POSTINC && n->op != MOP_POSTDEC)
				return NULL;
			i = n->lhs.node;
			break;
		case NK_BINARY:
			if (n->op != MOP_ADD && n->op != MOP_SUB)
				return NULL;
			i = n->lhs.type.kind == MT_PTR ? n->lhs.node :
			    n->rhs.type.kind == MT_PTR && n->op == MOP_ADD ?
			    n->rhs.node : -1;
			break;
		case NK_SUBSCRIPT:
			if (n->type.kind != MT_ARRAY)
				return NULL;	/* a pointer loaded from memory */
			i = n->lhs.node;
			break;
		default:
			return NULL;
		}
	}
	return NULL;
}

/* The only declaration of name in f, or -1 (none: a global; several:
 * shadowing, which name lookup by spelling cannot resolve). */
static int decl_of(const struct model *m, const struct function *f,
		   const char *name)
{
	return model_sole_decl(m, (int)(f - m->funcs), name);
}

/*
 * The parameter whose memory pointer 'name' of f reaches: the parameter
 * itself, or a local pointer initialised and assigned only from one
 * parameter (p = p + 4 keeps it).  Returns its NK_DECL, -1 when unsure;
 * *restricted is set when a declaration on the way is restrict.
 */
static int origin(const struct model *m, const struct function *f,
		  const char *name, bool *restricted, unsigned depth)
{
	if (!name || depth > MR_MAX_DEPTH)
		return -1;
	int d = decl_of(m, f, name);
	if (d < 0)
		return -1;
	const struct node *n = &m->nodes[d];
	if (n->flags & NF_GLOBAL)
		return -1;
	if (model_decl_restrict(m, n))
		*restricted = true;
	int root = -1;
	if (n->flags & NF_PARAM)
		root = d;
	else if (n->type.kind != MT_PTR)
		return -1;		/* a local array or scalar */
	else if (n->rhs.node >= 0 &&
		 (root = origin(m, f, base_name(m, n->rhs.node), restricted,
				depth + 1)) < 0)
		return -1;
	for (int i = f->first_node; i < f->last_node; i++) {
		const struct node *a = &m->nodes[i];
		const struct node *t = a->lhs.node >= 0 ? &m->nodes[a->lhs.node] : NULL;
		if (a->kind != NK_BINARY || a->op != MOP_ASSIGN || !t ||
		    t->kind != NK_REF || !t->name || strcmp(t->name, name))
			continue;
		const char *b = a->rhs.node >= 0 ? base_name(m, a->rhs.node) : NULL;
		if (b && !strcmp(b, name))
			continue;	/* p = p + 4 */
		int r = origin(m, f, b, restricted, depth + 1);
		if (r < 0 || (root >= 0 && r != root))
			return -1;
		root = r;
	}
	return root;
}

static bool scalar(struct mtype t)
{
	return t.kind == MT_INT || t.kind == MT_FLOAT || t.kind == MT_PTR;
}

/* Node i as a memory access: its pointer expression, or -1 when it is
 * none (an address &a[i], a struct value, a local struct's field). */
static int access_pointer(const struct model *m, int i)
{
	const struct node *n = &m->nodes[i];

	if (!scalar(n->type))
		return -1;
	if (model_addr_of(m, n))
		return -1;
	if (n->kind == NK_SUBSCRIPT ||
	    (n->kind == NK_UNARY && n->op == MOP_DEREF) ||
	    (n->kind == NK_MEMBER && (n->flags & NF_ARROW)))
		return n->lhs.node;
	return -1;
}

/* Is name a local object of f, no pointer (an array, a structure), in
 * each of its declarations if f declares it in several blocks (faad2's
 * passf4pos declares 'complex_t t1' in both arms of an if)?  1 if so, 0
 * when f does not declare it, -1 when a declaration is a parameter or a
 * pointer. */
static int local_object(const struct model *m, const struct function *f,
			const char *name)
{
	int r = 0;

	for (int i = f->first_node; i < f->last_node; i++) {
		const struct node *n = &m->nodes[i];
		if (n->kind != NK_DECL || !n->name || strcmp(n->name, name))
			continue;
		if ((n->flags & (NF_PARAM | NF_GLOBAL)) || n->type.kind == MT_PTR)
			return -1;
		r = 1;
	}
	return r;
}

/* Is node i an element of a local array of f at a constant index, a
 * temporary the value passes through as through a scalar ('RE(t) =
 * RE(cc[k]) + ...; RE(ch[k]) = RE(t);' with faad2's 'complex_t t', a
 * float[2])?  Its array's name and *idx (if idx), or NULL. */
static const char *local_elem_of(const struct model *m,
				 const struct function *f, int i, int64_t *idx)
{
	const struct node *n = i >= 0 ? &m->nodes[i] : NULL;

	if (!n || n->kind != NK_SUBSCRIPT || !n->rhs.is_const)
		return NULL;
	int b = n->lhs.node;
	while (b >= 0 && m->nodes[b].kind == NK_CONV)
		b = m->nodes[b].lhs.node;
	if (b < 0 || m->nodes[b].kind != NK_REF || !m->nodes[b].name ||
	    local_object(m, f, m->nodes[b].name) <= 0)
		return NULL;
	if (idx)
		*idx = n->rhs.ival;
	return m->nodes[b].name;
}

static const char *local_elem(const struct mr_loop *s, int i, int64_t *idx)
{
	return local_elem_of(s->c->m, s->f, i, idx);
}

/* Is name an array of f or of the file (no parameter's memory)? */
static bool is_array(const struct model *m, const struct function *f,
		     const char *name)
{
	int d = -1;

	if (!name)
		return false;
	int r = local_object(m, f, name);
	if (r)
		return r > 0;
	for (unsigned i = 0; i < m->nnodes; i++) {
		const struct node *n = &m->nodes[i];
		if (n->kind == NK_DECL && n->func < 0 && n->name &&
		    !strcmp(n->name, name)) {
			if (d >= 0)
				return false;
			d = (int)i;
		}
	}
	return d >= 0 && m->nodes[d].type.kind != MT_PTR;
}

/* An inline helper called in the loop, as the loop model replays it
 * (ddg.c inline_call()): its parameters, the argument of each, and for a
 * pointer parameter given an address ('ComplexMult(&IM(ch[k]), &RE(ch[k]),
 * ...)' in faad2's FFT passes) the caller's object it points to. */
#define MR_FRAME_PARAMS 16

struct mr_frame {
	const struct function *fn;
	const char *pname[MR_FRAME_PARAMS];
	int arg[MR_FRAME_PARAMS];	/* the argument's node, -1 */
	int target[MR_FRAME_PARAMS];	/* X of an argument '&X', -1 */
	unsigned np;
	const struct function *caller;
};

/* Does the helper fn assign or change ('p++') name? */
static bool writes_name(const struct model *m, const struct function *fn,
			const char *name)
{
	for (int i = fn->first_node; i < fn->last_node; i++) {
		const struct node *n = &m->nodes[i];
		if (n->kind == NK_REF && (n->flags & NF_STORE) && n->name &&
		    !strcmp(n->name, name))
			return true;
	}
	return false;
}

/* The frame of call node call, false when it calls no helper the loop
 * model replays (a custom operation of the target is not one). */
static bool helper_frame(const struct rule_ctx *c, int call,
			 struct mr_frame *fr)
{
	const struct model *m = c->m;
	const struct node *cn = &m->nodes[call];
	const struct function *fn = model_inline_callee(m, cn);
	int args[MR_FRAME_PARAMS], decls[MR_FRAME_PARAMS];

	if (!fn || fn->last_node - fn->first_node > MODEL_INLINE_MAX_NODES ||
	    md_custom_op(c->md, cn->name) >= 0)
		return false;
	unsigned na = model_call_args_at(m, call, args, MR_FRAME_PARAMS);
	fr->fn = fn;
	fr->np = model_param_decls(m, fn, decls, MR_FRAME_PARAMS);
	fr->caller = NULL;
	for (unsigned k = 0; k < fr->np; k++) {
		const struct node *d = &m->nodes[decls[k]];
		fr->pname[k] = d->name;
		fr->arg[k] = k < na ? args[k] : -1;
		fr->target[k] = -1;
		int e = fr->arg[k];
		while (e >= 0 && m->nodes[e].kind == NK_CONV)
			e = m->nodes[e].lhs.node;
		if (e >= 0 && m->nodes[e].kind == NK_UNARY &&
		    m->nodes[e].op == MOP_ADDROF && d->name &&
		    !writes_name(m, fn, d->name))
			fr->target[k] = m->nodes[e].lhs.node;
	}
	return true;
}

/* Node h of the helper as an access through a pointer parameter ('*y1',
 * 'y[0]'): the parameter's index in fr, -1 for another node. */
static int helper_param_access(const struct model *m, const struct mr_frame *fr,
			      int h)
{
	const struct node *n = h >= 0 ? &m->nodes[h] : NULL;
	int p = -1;

	if (n && n->kind == NK_UNARY && n->op == MOP_DEREF)
		p = n->lhs.node;
	else if (n && n->kind == NK_SUBSCRIPT && n->rhs.is_const &&
		 n->rhs.ival == 0)
		p = n->lhs.node;
	while (p >= 0 && m->nodes[p].kind == NK_CONV)
		p = m->nodes[p].lhs.node;
	if (p < 0 || m->nodes[p].kind != NK_REF || !m->nodes[p].name)
		return -1;
	for (unsigned k = 0; k < fr->np; k++)
		if (fr->pname[k] && !strcmp(fr->pname[k], m->nodes[p].name))
			return (int)k;
	return -1;
}

static bool add_access(struct mr_loop *s, int node, int p, bool store,
		       bool load)
{
	const struct model *m = s->c->m;
	struct mr_acc a = { .node = node, .base = base_name(m, p),
			    .store = store, .load = load };

	a.param = origin(m, s->f, a.base, &a.restricted, 0);
	if (a.param < 0 && a.store && !is_array(m, s->f, a.base))
		return false;
	s->acc = xrealloc(s->acc, (s->nacc + 1) * sizeof(*s->acc));
	s->acc[s->nacc++] = a;
	return true;
}

/* The stores of a helper the loop calls, as stores at the caller's
 * objects they reach; false for a store whose object is not known (a
 * global, a pointer argument that is no address). */
static bool collect_helper(struct mr_loop *s, const struct mr_frame *fr)
{
	const struct model *m = s->c->m;

	for (int h = fr->fn->first_node; h < fr->fn->last_node; h++) {
		const struct node *n = &m->nodes[h];
		bool store = (n->flags & NF_STORE) && n->kind != NK_REF;
		int k = helper_param_access(m, fr, h);
		if (k < 0 || fr->target[k] < 0) {
			if (store)
				return false;
			continue;	/* a load through a pointer value */
		}
		int x = fr->target[k];
		const struct node *t = &m->nodes[x];
		if (!scalar(t->type)) {
			if (store)
				return false;
			continue;
		}
		if (t->kind == NK_REF || local_elem_of(m, s->f, x, NULL))
			continue;	/* a local: a value, not memory */
		int p = t->kind == NK_SUBSCRIPT ||
			(t->kind == NK_UNARY && t->op == MOP_DEREF) ||
			(t->kind == NK_MEMBER && (t->flags & NF_ARROW)) ?
			t->lhs.node : -1;
		if (p < 0) {
			if (store)
				return false;
			continue;
		}
		if (!add_access(s, x, p, store,
				!store || (n->flags & NF_RMW) != 0))
			return false;
	}
	return true;
}

/* Collect the loop's accesses; false when a store goes through a pointer
 * whose origin is unknown (its recurrence would stay after 'restrict'). */
static bool collect(struct mr_loop *s)
{
	const struct model *m = s->c->m;
	const struct loop *l = &m->loops[s->loop];

	for (int i = l->first_node; i < l->last_node; i++) {
		const struct node *n = &m->nodes[i];
		struct mr_frame fr;
		if (n->kind == NK_CALL && n->loop == s->loop &&
		    helper_frame(s->c, i, &fr) && !collect_helper(s, &fr))
			return false;
		int p = n->loop == s->loop ? access_pointer(m, i) : -1;
		if (p < 0) {
			if (n->kind == NK_MEMBER && !(n->flags & NF_ARROW) &&
			    (n->flags & NF_STORE) && n->lhs.node >= 0 &&
			    m->nodes[n->lhs.node].kind != NK_REF)
				return false;	/* a[i].f = ..., p->s.f = ... */
			continue;
		}
		if (!add_access(s, i, p, (n->flags & NF_STORE) != 0,
				!(n->flags & NF_STORE) || (n->flags & NF_RMW)))
			return false;
	}
	return true;
}

/* Does a load through a (for the store s->st) form the recurrence? */
static bool aliasing_load(const struct mr_loop *s, const struct mr_acc *a)
{
	const struct model *m = s->c->m;
	const struct mr_acc *st = s->st;

	return a->load && a->param >= 0 && !a->restricted &&
	       a->param != st->param &&
	       model_may_alias(m->nodes[st->node].type, m->nodes[a->node].type);
}

static const struct mr_acc *acc_at(const struct mr_loop *s, int node)
{
	for (unsigned k = 0; k < s->nacc; k++)
		if (s->acc[k].node == node)
			return &s->acc[k];
	return NULL;
}

/* The index of a scalar among the replay's variables (elements of a
 * local array have their constant index). */
#define MR_SCALAR INT64_MIN

static struct mr_val *var_get(struct mr_loop *s, const char *name, int64_t idx)
{
	for (unsigned k = 0; k < s->nvars; k++)
		if (s->idx[k] == idx && !strcmp(s->vars[k], name))
			return &s->vals[k];
	return NULL;
}

static void var_set(struct mr_loop *s, const char *name, int64_t idx,
		    const struct mr_val *v)
{
	struct mr_val *p = var_get(s, name, idx);

	if (!p && s->nvars < MR_MAX_VARS) {
		s->vars[s->nvars] = name;
		s->idx[s->nvars] = idx;
		p = &s->vals[s->nvars++];
	}
	if (p)
		*p = *v;
}

static void edge(struct mr_val *v, const char *what, unsigned cyc)
{
	v->lat += (int)cyc;
	if (v->ne < MR_MAX_EDGES) {
		v->what[v->ne] = what;
		v->cyc[v->ne++] = cyc;
	}
}

/* A helper's write of a variable of the caller ('ComplexMult(&RE(t),
 * ...)'), applied when the helper's own variables are gone. */
struct mr_out {
	const char *var;
	int64_t idx;
	struct mr_val v;
};

/* The helper being replayed: its frame, the caller's variables as the
 * call found them, and the helper's writes of them so far. */
struct mr_helper {
	const struct mr_frame *fr;
	int call;
	const struct mr_loop *caller;
	struct mr_out out[MR_FRAME_PARAMS];
	unsigned nout;
};

/* The caller's variable (or local array element) that helper node i
 * reaches through a pointer parameter given its address ('*y' for '&t'),
 * in *idx; NULL for any other node. */
static const char *caller_var(const struct mr_loop *s, int i, int64_t *idx)
{
	const struct mr_frame *fr = s->h ? s->h->fr : NULL;
	const struct model *m = s->c->m;
	int pk = fr ? helper_param_access(m, fr, i) : -1;
	int x = pk >= 0 ? fr->target[pk] : -1;

	if (x < 0)
		return NULL;
	*idx = MR_SCALAR;
	return m->nodes[x].kind == NK_REF ? m->nodes[x].name :
	       local_elem_of(m, fr->caller, x, idx);
}

/* The value of that variable as the helper left it so far. */
static struct mr_val caller_value(const struct mr_loop *s, const char *var,
				  int64_t idx)
{
	const struct mr_helper *h = s->h;
	struct mr_val none = { .lat = -1 };

	for (unsigned k = h->nout; k-- > 0;)
		if (h->out[k].idx == idx && !strcmp(h->out[k].var, var))
			return h->out[k].v;
	const struct mr_loop *c = h->caller;
	for (unsigned k = 0; k < c->nvars; k++)
		if (c->idx[k] == idx && !strcmp(c->vars[k], var))
			return c->vals[k];
	return none;
}

/* The latency of node i's value from an aliasing load of this iteration. */
static struct mr_val value(struct mr_loop *s, int i)
{
	const struct model *m = s->c->m;
	struct mr_val r = { .lat = -1 };
	enum md_opclass op;
	unsigned lat;

	if (i < 0)
		return r;
	const struct node *n = &m->nodes[i];
	const struct mr_acc *a = acc_at(s, i);
	int64_t k;
	if (s->h) {
		/* '*p' in a helper: the caller's variable, or a load at the
		 * argument's address ('&in[i]') */
		const char *cv = caller_var(s, i, &k);
		if (cv)
			return caller_value(s, cv, k);
		int pk = helper_param_access(m, s->h->fr, i);
		if (pk >= 0 && s->h->fr->target[pk] >= 0 && !a)
			a = acc_at(s, s->h->fr->target[pk]);
	}
	if (a && aliasing_load(s, a)) {
		r.lat = 0;
		edge(&r, loops_opname(&m->nodes[a->node], MD_OP_LOAD),
		     rule_op_latency(s->c, MD_OP_LOAD));
		return r;
	}
	const char *e = local_elem(s, i, &k);
	if (e) {
		struct mr_val *v = var_get(s, e, k);
		return v ? *v : r;
	}
	if (n->kind == NK_REF) {
		struct mr_val *v = n->name ? var_get(s, n->name, MR_SCALAR) : NULL;
		return v ? *v : r;
	}
	struct mr_val x = value(s, n->lhs.node), y = value(s, n->rhs.node);
	r = x.lat >= y.lat ? x : y;
	if (r.lat >= 0 && !(n->kind == NK_BINARY && n->op == MOP_ASSIGN) &&
	    loops_opclass(m, s->c->md, n, &op, &lat) && op != MD_OP__COUNT)
		edge(&r, loops_opname(n, op), lat);
	return r;
}

static void replay(struct mr_loop *s, int from, int to, struct mr_val *best);

/* Is helper node i inside an arm of one of the helper's ifs? */
static bool in_helper_arm(const struct model *m, const struct mr_frame *fr,
			  int i)
{
	for (int j = fr->fn->first_node; j < i; j++) {
		const struct node *n = &m->nodes[j];
		if (n->kind == NK_IF &&
		    i < (n->arm_end[1] > n->arm_end[0] ? n->arm_end[1] :
			 n->arm_end[0]))
			return true;
	}
	return false;
}

/* The helper called at node call, replayed in place of the call with its
 * parameters bound to the values of the arguments. */
static void replay_helper(struct mr_loop *s, int call, struct mr_frame *fr,
			  struct mr_val *best)
{
	struct mr_loop saved = *s;
	struct mr_helper h = { .fr = fr, .call = call, .caller = &saved };
	struct mr_val vals[MR_FRAME_PARAMS];

	for (unsigned k = 0; k < fr->np; k++)
		vals[k] = value(s, fr->arg[k]);
	fr->caller = s->f;
	s->f = fr->fn;
	s->nvars = 0;
	s->h = &h;
	for (unsigned k = 0; k < fr->np; k++)
		if (fr->pname[k])
			var_set(s, fr->pname[k], MR_SCALAR, &vals[k]);
	replay(s, fr->fn->first_node, fr->fn->last_node, best);
	*s = saved;
	for (unsigned k = 0; k < h.nout; k++)
		var_set(s, h.out[k].var, h.out[k].idx, &h.out[k].v);
}

/* Replay nodes [from, to) in order, of the loop or (s->h) of a helper it
 * calls: the longest path from an aliasing load to the value (or index)
 * stored by s->st into *best. */
static void replay(struct mr_loop *s, int from, int to, struct mr_val *best)
{
	const struct model *m = s->c->m;
	struct mr_helper *h = s->h;

	for (int i = from; i < to; i++) {
		const struct node *n = &m->nodes[i];
		const struct node *t = n->lhs.node >= 0 ? &m->nodes[n->lhs.node] : NULL;
		struct mr_val v;
		struct mr_frame hf;
		if (!h && n->kind == NK_CALL && n->loop == s->loop &&
		    helper_frame(s->c, i, &hf)) {
			replay_helper(s, i, &hf, best);
			continue;
		}
		if (n->kind == NK_DECL && n->name && !(n->flags & NF_PARAM)) {
			v = value(s, n->rhs.node);
			var_set(s, n->name, MR_SCALAR, &v);
			continue;
		}
		if ((n->kind != NK_BINARY || n->op != MOP_ASSIGN) &&
		    n->kind != NK_ASSIGN_OP)
			continue;
		int64_t k = MR_SCALAR;
		const char *var = t && t->kind == NK_REF ? t->name :
				  local_elem(s, n->lhs.node, &k);
		int target = n->lhs.node;	/* the object written */
		const char *cv = NULL;
		if (h) {
			/* '*y = ...' writes the caller's object */
			int pk = helper_param_access(m, h->fr, n->lhs.node);
			target = pk >= 0 ? h->fr->target[pk] : -1;
			cv = caller_var(s, n->lhs.node, &k);
			if (cv)
				var = cv;
		}
		v = value(s, n->rhs.node);
		/* a compound assignment reads the old value; so does one on
		 * some iterations only, a guarded move ('if (v > 255) v =
		 * 255;': the value after it is a select) */
		bool sel = n->kind == NK_BINARY && var &&
			   (h ? !model_loop_runs_always(m, s->loop, h->call) ||
				in_helper_arm(m, h->fr, i) :
				!model_loop_runs_always(m, s->loop, i));
		if ((n->kind == NK_ASSIGN_OP || sel) && var) {
			struct mr_val *p = cv ? NULL : var_get(s, var, k);
			struct mr_val old = cv ? caller_value(s, var, k) :
					    p ? *p : (struct mr_val){ .lat = -1 };
			if (old.lat > v.lat)
				v = old;
		}
		enum md_opclass op;
		unsigned lat;
		if (n->kind == NK_ASSIGN_OP && v.lat >= 0 &&
		    loops_opclass(m, s->c->md, n, &op, &lat) && op != MD_OP__COUNT)
			edge(&v, loops_opname(n, op), lat);
		else if (sel && v.lat >= 0)
			edge(&v, "mux", rule_op_latency(s->c, MD_OP_ALU));
		if (cv) {
			if (h->nout < MR_FRAME_PARAMS)
				h->out[h->nout++] = (struct mr_out){ var, k, v };
		} else if (var) {
			var_set(s, var, k, &v);
		} else if (target >= 0 && target == s->st->node &&
			   v.lat > best->lat) {
			*best = v;
		}
	}
}

/* Replay the body in order: the longest path from an aliasing load to
 * the value (or index) stored by s->st, lat -1 when there is none. */
static struct mr_val store_path(struct mr_loop *s)
{
	const struct model *m = s->c->m;
	const struct loop *l = &m->loops[s->loop];
	const struct node *st = &m->nodes[s->st->node];
	struct mr_val best = { .lat = -1 };

	s->nvars = 0;
	replay(s, l->first_node, l->last_node, &best);
	if (st->kind == NK_SUBSCRIPT) {
		struct mr_val x = value(s, st->rhs.node);	/* out[in[i]] */
		if (x.lat > best.lat)
			best = x;
	}
	return best;
}

/* Does the expression at i use a variable the loop changes (its
 * induction variable, p++, k += 2)? */
static bool varies(const struct mr_loop *s, int i, unsigned depth)
{
	const struct model *m = s->c->m;
	const struct loop *l = &m->loops[s->loop];

	if (i < 0 || depth > 32)
		return false;
	const struct node *n = &m->nodes[i];
	if (n->kind == NK_REF && n->name) {
		if (l->ivar && !strcmp(l->ivar, n->name))
			return true;
		for (int j = l->first_node; j < l->last_node; j++) {
			const struct node *r = &m->nodes[j];
			if (r->kind == NK_REF && (r->flags & NF_STORE) && r->name &&
			    !strcmp(r->name, n->name))
				return true;
		}
		return false;
	}
	return varies(s, n->lhs.node, depth + 1) ||
	       varies(s, n->rhs.node, depth + 1);
}

/* loops.c's record of subscript node i, NULL for other accesses. */
static const struct access *li_access(const struct mr_loop *s, int i)
{
	for (unsigned k = 0; k < s->li->nacc; k++)
		if (s->li->acc[k].node == i)
			return &s->li->acc[k];
	return NULL;
}

/*
 * Does a later iteration load what store sa writes, la at another offset
 * on the same stride?  The store of iteration k writes offset + S k, the
 * load of iteration k + d reads its offset + S (k + d): the same bytes
 * when d = (sa's offset - la's offset) / S is a whole positive number.
 * A count-down 'v[i + 1] = v[i] + ...' (libgsm's lattice filters: S < 0)
 * only reads what later iterations write, as 'y[i] = y[i + 1]' does
 * counting up: an order, no recurrence.  Elements wider than one byte
 * may overlap in part: then it carries.
 */
static bool carries(const struct mr_loop *s, const struct access *sa,
		    const struct access *la)
{
	const struct loop *l = &s->c->m->loops[s->loop];
	int64_t S = l->depth >= 1 && l->depth <= LOOPS_MAX_DEPTH ?
		    sa->stride[l->depth - 1] : 0;
	int64_t delta = sa->offset - la->offset;

	if (!S)
		return true;
	if (delta % S) {
		/* never the same element start: overlapping bytes? */
		int64_t r = delta % S;
		if (r < 0)
			r += S < 0 ? -S : S;
		int64_t w = sa->bytes > la->bytes ? sa->bytes : la->bytes;
		return r < w || (S < 0 ? -S : S) - r < w;
	}
	return delta / S > 0;
}

/*
 * Would the loop still carry a memory recurrence through the store's own
 * parameter once it is 'restrict'?  Then restrict is not the cure, and the
 * store is not priced: a store to one address every iteration (*out +=
 * x, s->acc += x: it needs the compiler to keep it in a register), a
 * data-dependent read-modify-write (h[px[i]]++), and loads through the
 * same parameter at other addresses (y[i] = x[i] + a * y[i - 1]).
 */
static bool self_recurrence(const struct mr_loop *s)
{
	const struct model *m = s->c->m;
	const struct node *st = &m->nodes[s->st->node];
	const struct access *sa = li_access(s, s->st->node);

	if (!varies(s, st->lhs.node, 0) &&
	    !(st->kind == NK_SUBSCRIPT && varies(s, st->rhs.node, 0)))
		return true;
	if (sa && !sa->affine)
		return s->st->load || st->kind != NK_SUBSCRIPT;
	for (unsigned k = 0; k < s->nacc; k++) {
		const struct mr_acc *a = &s->acc[k];
		if (!a->load || a->param != s->st->param || a == s->st)
			continue;
		const struct access *la = li_access(s, a->node);
		if (!sa || !la || !la->affine || !sa->base || !la->base ||
		    strcmp(sa->base, la->base) || la->sym != sa->sym ||
		    memcmp(la->stride, sa->stride, sizeof(sa->stride)))
			return true;
		if (la->offset != sa->offset && carries(s, sa, la))
			return true;
	}
	return false;
}

/* The pointers and parameters of the aliasing pairs, for messages. */
struct mr_names {
	const char *stores[MR_MAX_NAMES + 1], *loads[MR_MAX_NAMES + 1];
	unsigned nstores, nloads;
	int params[2 * (MR_MAX_NAMES + 1)];
	unsigned nparams;
};

static void add_name(const char **v, unsigned *n, const char *name)
{
	for (unsigned k = 0; k < *n; k++)
		if (!strcmp(v[k], name))
			return;
	if (*n <= MR_MAX_NAMES)
		v[(*n)++] = name;
}

static void add_param(struct mr_names *nm, int d)
{
	for (unsigned k = 0; k < nm->nparams; k++)
		if (nm->params[k] == d)
			return;
	if (nm->nparams < sizeof(nm->params) / sizeof(nm->params[0]))
		nm->params[nm->nparams++] = d;
}

/* Record store s->st and the loads that may alias it. */
static void pair_names(const struct mr_loop *s, struct mr_names *nm)
{
	add_name(nm->stores, &nm->nstores, s->st->base);
	add_param(nm, s->st->param);
	for (unsigned j = 0; j < s->nacc; j++)
		if (aliasing_load(s, &s->acc[j])) {
			add_name(nm->loads, &nm->nloads, s->acc[j].base);
			add_param(nm, s->acc[j].param);
		}
}

/* "'a', 'b' and 'c'" (at most MR_MAX_NAMES, then "and others"). */
static void list(struct strbuf *sb, const char *const *v, unsigned n)
{
	for (unsigned k = 0; k < n && k < MR_MAX_NAMES; k++)
		sb_printf(sb, "%s'%s'", !k ? "" : k + 1 == n ? " and " : ", ",
			  v[k]);
	if (n > MR_MAX_NAMES)
		sb_puts(sb, " and others");
}

/* The declaration with 'restrict' where C puts it: 'const float
 * *restrict in', 'float out[restrict]', 'mad_fixed_t sample[restrict
 * 18][32]' (C99 6.7.5.3), its blanks one space each; the bare name
 * otherwise. */
static char *restrict_decl(const struct model *m, const struct node *d)
{
	const struct model_file *mf = &m->files[d->file];
	char *t = d->end <= mf->len && d->begin < d->end ?
		  xstrndup(mf->text + d->begin, d->end - d->begin) : NULL;
	char *r;

	if (t) {	/* 'silk_float        r_LPC[]': one space */
		char *o = t;
		for (const char *q = t; *q; q++)
			if (!(*q == ' ' || *q == '\t' || *q == '\n' || *q == '\r') ||
			    (o > t && o[-1] != ' '))
				*o++ = (*q == '\t' || *q == '\n' || *q == '\r') ?
				       ' ' : *q;
		*o = 0;
	}
	char *star = t ? strrchr(t, '*') : NULL;
	char *br = t ? strchr(t, '[') : NULL;

	if (star && !br)
		r = xasprintf("%.*srestrict %s", (int)(star + 1 - t), t,
			      star + 1 + (star[1] == ' '));
	else if (br && !star)
		r = xasprintf("%.*srestrict%s%s", (int)(br + 1 - t), t,
			      br[1] == ']' ? "" : " ", br + 1);
	else
		r = xstrdup(d->name);
	free(t);
	return r;
}

static int param_position(const struct model *m, const struct function *f,
			  int d);

static void report(struct mr_loop *s, const struct loop_info *li,
		   unsigned ii, const struct mr_acc *first,
		   const struct mr_names *nm, const struct mr_val *path,
		   unsigned rec, unsigned after, unsigned unroll)
{
	const struct model *m = s->c->m;
	struct strbuf st = { 0 }, ld = { 0 }, ch = { 0 }, adv = { 0 };

	list(&st, nm->stores, nm->nstores);
	list(&ld, nm->loads, nm->nloads);
	for (unsigned k = 0; k < path->ne; k++)
		sb_printf(&ch, "%s %u -> ", path->what[k], path->cyc[k]);
	sb_printf(&ch, "%s %u", path->st_what ? path->st_what : "st32",
		  rule_op_latency(s->c, MD_OP_STORE));
	for (unsigned p = 0; p < nm->nparams; p++) {
		char *d = restrict_decl(m, &m->nodes[nm->params[p]]);
		sb_printf(&adv, "%s'%s'", p ? ", " : "", d);
		free(d);
	}
	struct finding *f = rule_report(s->c, &m->nodes[first->node],
		SEV_WARNING, "stores through %s may change what the loads through "
		"%s read (no 'restrict'): each iteration's loads wait for the "
		"previous stores (%s), %u cycles per iteration against %u without "
		"the aliasing", st.buf, ld.buf, ch.buf, rec > ii ? rec : ii,
		after);
	rule_advice(f, "if they never overlap, declare the parameters %s (C99; "
		"TCS supports 'restrict'): the loads can then run ahead of the "
		"stores and the loop be pipelined at %u cycles per iteration%s",
		adv.buf, after, unroll ? " once it is also unrolled" : "");
	if (unroll) {
		char *a = xasprintf("%s (#pragma TCS_unroll=%u above the loop)",
				    f->advice, unroll);
		free(f->advice);
		f->advice = a;
	}
	/* the parameters named, for the calls of other files
	 * (callgraph.c, in_place()) */
	for (unsigned p = 0; p < nm->nparams; p++) {
		int k = param_position(m, s->f, nm->params[p]);
		if (k >= 0 && k < 64)
			f->restrict_params |= 1ull << k;
	}
	loops_schedule(li, &f->sched);
	if (rec > f->sched.rec_mii)
		f->sched.rec_mii = rec;
	if (rec > f->sched.ii)
		f->sched.ii = rec;
	snprintf(f->sched.chain, sizeof(f->sched.chain), "%s", ch.buf);
	f->cycles = rec > ii ? rec : ii;
	f->saving_cycles = f->cycles > after ? f->cycles - after : 0;
	rule_loop_claim(s->c, s->loop, &f->cycles, &f->saving_cycles);
	sb_release(&st);
	sb_release(&ld);
	sb_release(&ch);
	sb_release(&adv);
}

/* The position of parameter declaration d among f's parameters, or -1. */
static int param_position(const struct model *m, const struct function *f, int d)
{
	int k = 0;

	for (int i = f->first_node; i < f->last_node; i++) {
		const struct node *x = &m->nodes[i];
		if (x->kind != NK_DECL || !(x->flags & NF_PARAM))
			continue;
		if (i == d)
			return k;
		k++;
	}
	return -1;
}

/*
 * Does a call of f in this file pass one argument, written the same, for
 * a parameter of nm and another pointer parameter?  Vorbis's smallft
 * calls dradfg(ido, ip, l1, idl1, c, c, c, ch, ch, wa): 'cc', 'c1' and
 * 'c2' are one array there, and 'restrict' on any of them would be
 * undefined behaviour, whatever the loop.  (The same array with
 * different offsets, mix(s, s + 256), may be disjoint: not decided here.)
 */
/* The position among the parameters of the function holding call
 * argument node a of the parameter a is ('d', '(int *)d'), or -1. */
static int arg_param(const struct model *m, int a)
{
	while (a >= 0 && m->nodes[a].kind == NK_CONV)
		a = m->nodes[a].lhs.node;
	if (a < 0 || m->nodes[a].kind != NK_REF || !m->nodes[a].name ||
	    m->nodes[a].func < 0)
		return -1;
	int d = model_decl_of(m, m->nodes[a].func, m->nodes[a].name);
	if (d < 0 || !(m->nodes[d].flags & NF_PARAM))
		return -1;
	return param_position(m, &m->funcs[m->nodes[a].func], d);
}

/*
 * Does a call of the function named fname pass one pointer at positions
 * pa and pb: the same text, or, from a function that hands its own two
 * parameters on ('pack(d, s, n) { pack16(d, s, n); }'), a call of that
 * one which does (wavpack's store_samples(buf, buf, ...) through its
 * wrapper)?  Then restrict on them would be undefined behaviour.
 */
static bool same_at_calls(const struct model *m, const char *fname, int pa,
			  int pb, unsigned depth, unsigned *budget)
{
	for (unsigned i = 0; i < m->nnodes; i++) {
		const struct node *call = &m->nodes[i];
		if (call->kind != NK_CALL || !call->name ||
		    strcmp(call->name, fname))
			continue;
		/* wrappers of wrappers fan out: a bounded search (calls
		 * looked at), then the restrict advice stands */
		if (!*budget)
			return false;
		(*budget)--;
		int args[32];
		int na = (int)model_call_args_at(m, (int)i, args, 32);
		if (pa >= na || pb >= na || args[pa] < 0 || args[pb] < 0)
			continue;
		char *t = model_node_text(m, &m->nodes[args[pa]]);
		char *u = model_node_text(m, &m->nodes[args[pb]]);
		/* (two arguments at one place: a macro's) */
		bool hit = *t && !strcmp(t, u) &&
			   m->nodes[args[pa]].begin != m->nodes[args[pb]].begin;
		free(t);
		free(u);
		if (hit)
			return true;
		int qa = arg_param(m, args[pa]), qb = arg_param(m, args[pb]);
		if (depth < 4 && qa >= 0 && qb >= 0 && qa != qb &&
		    call->func >= 0 && m->funcs[call->func].name &&
		    same_at_calls(m, m->funcs[call->func].name, qa, qb,
				  depth + 1, budget))
			return true;
	}
	return false;
}

static bool aliased_at_calls(const struct model *m, int func,
			     const struct mr_names *nm)
{
	const struct function *f = &m->funcs[func];
	int pos[2 * (MR_MAX_NAMES + 1)];
	unsigned budget = 256;	/* wrapper calls followed */

	if (!f->name)
		return false;
	for (unsigned p = 0; p < nm->nparams; p++)
		pos[p] = param_position(m, f, nm->params[p]);
	for (unsigned i = 0; i < m->nnodes; i++) {
		const struct node *call = &m->nodes[i];
		if (call->kind != NK_CALL || !call->name ||
		    strcmp(call->name, f->name))
			continue;
		/* by position (a literal argument makes no node) */
		int args[32];
		int na = (int)model_call_args_at(m, (int)i, args, 32);
		bool hit = false;
		for (unsigned p = 0; p < nm->nparams && !hit; p++) {
			if (pos[p] < 0 || pos[p] >= na || args[pos[p]] < 0)
				continue;
			char *t = model_node_text(m, &m->nodes[args[pos[p]]]);
			for (int a = 0; a < na && !hit; a++) {
				if (a == pos[p] || args[a] < 0 ||
				    m->nodes[args[a]].type.kind != MT_PTR)
					continue;
				char *u = model_node_text(m, &m->nodes[args[a]]);
				/* (two arguments at one place: a macro's) */
				hit = *t && !strcmp(t, u) &&
				      m->nodes[args[a]].begin !=
				      m->nodes[args[pos[p]]].begin;
				free(u);
				/* a wrapper's two parameters: its calls */
				int qa = arg_param(m, args[pos[p]]);
				int qb = arg_param(m, args[a]);
				if (!hit && qa >= 0 && qb >= 0 && qa != qb &&
				    call->func >= 0 && m->funcs[call->func].name)
					hit = same_at_calls(m,
						m->funcs[call->func].name,
						qa, qb, 1, &budget);
			}
			free(t);
		}
		if (hit)
			return true;
	}
	return false;
}

/* What argument node a is, through conversions: a local array of the
 * calling function (1), one of its parameters or a global (2), else 0;
 * *name its name. */
static int arg_kind(const struct model *m, const struct function *caller,
		    int a, const char **name)
{
	while (a >= 0 && m->nodes[a].kind == NK_CONV)
		a = m->nodes[a].lhs.node;
	if (a < 0 || m->nodes[a].kind != NK_REF || !m->nodes[a].name)
		return 0;
	*name = m->nodes[a].name;
	if (local_object(m, caller, *name) > 0)
		return 1;
	int d = decl_of(m, caller, *name);
	return d >= 0 && (m->nodes[d].flags & (NF_PARAM | NF_GLOBAL)) ? 2 : 0;
}

/* Is f a static inline helper whose address the unit does not take: its
 * calls in the unit are where it runs, each inlined? */
static bool inline_helper(const struct model *m, const struct function *f)
{
	return f->name && f->is_static && f->is_inline &&
	       !model_name_taken(m, f->name);
}

/* The next call of function f from node *i on (its node, -1 past the last
 * one), its arguments into args (at most 32; *na of them) and its caller
 * into *caller; *i moves past it. */
static int next_call_of(const struct model *m, const struct function *f,
			unsigned *i, int *args, int *na,
			const struct function **caller)
{
	for (; *i < m->nnodes; (*i)++) {
		const struct node *call = &m->nodes[*i];
		if (call->kind != NK_CALL || !call->name ||
		    strcmp(call->name, f->name) || call->func < 0)
			continue;
		*caller = &m->funcs[call->func];
		*na = (int)model_call_args_at(m, (int)*i, args, 32);
		return (int)(*i)++;
	}
	return -1;
}

/*
 * Does every call of the unit's static inline function func pass, for the
 * parameters the advice names, pointers that cannot meet: distinct local
 * arrays of the caller, or a local array against a parameter or a global
 * of the caller (which cannot point into the caller's own fresh array)?
 * opus's 'combine_pulses(pulses1, pulses0, 8)': once inlined, as the
 * compilers inline such helpers, the stores and loads are known apart.
 */
static bool distinct_at_calls(const struct model *m, int func,
			      const struct mr_names *nm)
{
	const struct function *f = &m->funcs[func], *caller;
	int pos[2 * (MR_MAX_NAMES + 1)], args[32], na;
	unsigned calls = 0;

	if (!inline_helper(m, f) || nm->nparams < 2)
		return false;
	for (unsigned p = 0; p < nm->nparams; p++)
		if ((pos[p] = param_position(m, f, nm->params[p])) < 0)
			return false;
	for (unsigned i = 0; next_call_of(m, f, &i, args, &na, &caller) >= 0;) {
		for (unsigned p = 0; p < nm->nparams; p++)
			for (unsigned q = p + 1; q < nm->nparams; q++) {
				const char *a = NULL, *b = NULL;
				int ka = pos[p] < na ? arg_kind(m, caller, args[pos[p]], &a) : 0;
				int kb = pos[q] < na ? arg_kind(m, caller, args[pos[q]], &b) : 0;
				if (!ka || !kb || (ka == 2 && kb == 2) ||
				    (ka == 1 && kb == 1 && !strcmp(a, b)))
					return false;
			}
		calls++;
	}
	return calls > 0;
}

/*
 * Does every call of the unit's static inline function func pass, for
 * its pointer parameter declared at d, a local array of the caller that no
 * other argument of the call names, no other pointer argument of unknown
 * origin beside it?  Once inlined, as compilers inline such helpers, the
 * helper's accesses through it meet no other parameter's: opus's
 * interp_bits2pulses(), whose one call passes its caller's own 'bits1',
 * 'bits2' and 'thresh' beside the caller's parameters 'cap' and 'pulses'.
 */
static bool settled_at_calls(const struct model *m, int func, int d)
{
	const struct function *f = &m->funcs[func], *caller;
	int args[32], na;
	unsigned calls = 0;

	if (!inline_helper(m, f))
		return false;
	int pos = param_position(m, f, d);
	if (pos < 0)
		return false;
	for (unsigned i = 0; next_call_of(m, f, &i, args, &na, &caller) >= 0;) {
		const char *a = NULL;
		if (pos >= na || arg_kind(m, caller, args[pos], &a) != 1)
			return false;
		for (int q = 0; q < na; q++) {
			const char *b = NULL;
			int kb = q == pos ? -1 : arg_kind(m, caller, args[q], &b);
			int t = model_skip_conv(m, args[q]);
			bool ptr = t >= 0 && (m->nodes[t].type.kind == MT_PTR ||
					      m->nodes[t].type.kind == MT_ARRAY);
			if ((kb == 1 && !strcmp(a, b)) || (kb == 0 && ptr))
				return false;
		}
		calls++;
	}
	return calls > 0;
}

static void restrict_loop(struct rule_ctx *c, const struct loop *l)
{
	struct mr_loop s = { .c = c, .loop = (int)(l - c->m->loops) };
	struct mr_names nm = { .nstores = 0 };
	struct mr_val worst = { .lat = -1 };
	const struct mr_acc *first = NULL;

	if (l->func < 0)
		return;
	s.f = &c->m->funcs[l->func];
	const struct loop_info *li = rule_loop_info(c, s.loop);
	s.li = li;
	/* only innermost loops without calls are software pipelined */
	if (!li->innermost || li->ncalls || li->rec_skipped || !collect(&s))
		goto out;
	/* the parameters every call settles apart (settled_at_calls()):
	 * no recurrence through them, and the loop as the compiler sees it
	 * once the helper is inlined is the loop with them restrict */
	const char *settled[64];
	unsigned ns = 0;
	/* (each parameter's calls read once: its accesses share them) */
	int asked[64];
	bool answer[64];
	unsigned nasked = 0;
	for (unsigned k = 0; k < s.nacc; k++) {
		struct mr_acc *a = &s.acc[k];
		if (a->param < 0 || a->restricted || !a->base)
			continue;
		unsigned q = 0;
		while (q < nasked && asked[q] != a->param)
			q++;
		bool yes = q < nasked ? answer[q] :
			   settled_at_calls(c->m, l->func, a->param);
		if (q == nasked && nasked < 64) {
			asked[nasked] = a->param;
			answer[nasked++] = yes;
		}
		if (!yes)
			continue;
		a->restricted = true;
		bool seen = false;
		for (unsigned j = 0; j < ns && !seen; j++)
			seen = !strcmp(settled[j], a->base);
		if (!seen && ns < 64)
			settled[ns++] = a->base;
	}
	for (unsigned k = 0; k < s.nacc; k++) {
		const struct mr_acc *a = &s.acc[k];
		if (!a->store || a->param < 0 || a->restricted)
			continue;
		s.st = a;
		if (self_recurrence(&s))
			continue;
		struct mr_val v = store_path(&s);
		if (v.lat < 0)
			continue;	/* no aliasing load feeds it */
		if (!first)
			first = a;
		v.st_what = loops_opname(&c->m->nodes[a->node], MD_OP_STORE);
		if (v.lat > worst.lat)
			worst = v;
		pair_names(&s, &nm);
	}
	unsigned rec = worst.lat >= 0 ?
		       (unsigned)worst.lat + rule_op_latency(c, MD_OP_STORE) : 0;
	if (first) {
		/* the loop re-scheduled as if the parameters the advice
		 * names were restrict (the pointers of the loop that come
		 * from them); when the jump then binds, unrolled as well
		 * (restrict is what lets unrolling pay: with the aliasing
		 * each iteration still waits for the previous store) */
		const char *names[128];
		unsigned nn = 0;
		/* (the settled ones restrict in both schedules) */
		for (unsigned k = 0; k < ns; k++)
			names[nn++] = settled[k];
		unsigned base_ii = li->ii;
		if (ns) {
			struct loops_opts b = { .restrict_names = settled,
						.nrestrict = ns,
						.unroll_default = c->opt->unroll };
			struct loop_info bv;
			rule_loop_variant(c, s.loop, &b, &bv);
			base_ii = bv.ii;
			loop_info_release(&bv);
		}
		for (unsigned k = 0; k < s.nacc && nn < 128; k++) {
			const struct mr_acc *a = &s.acc[k];
			bool named = false;
			for (unsigned p = 0; p < nm.nparams && !named; p++)
				named = a->param == nm.params[p];
			for (unsigned j = 0; named && a->base && j < nn; j++)
				named = strcmp(names[j], a->base) != 0;
			if (named && a->base)
				names[nn++] = a->base;
		}
		struct loops_opts o = { .restrict_names = names, .nrestrict = nn,
					.unroll_default = c->opt->unroll };
		struct loop_info v;
		rule_loop_variant(c, s.loop, &o, &v);
		unsigned after = v.ii, unroll = 0, restrict_ii = v.ii;
		if (v.jump_min && v.kernel <= v.jump_min && !v.full) {
			double cpi;
			o.assumed_trip = c->opt->assumed_trip;
			unroll = loops_best_unroll(c->m, c->md, s.loop, &o, &cpi);
			if (unroll && (unsigned)ceil(cpi - 1e-9) < after)
				after = (unsigned)ceil(cpi - 1e-9);
			else
				unroll = 0;
		}
		/* a loop that leaves on the data it loads ('while (*s1 &&
		 * s1 <= s2) *d++ = *s1++;') tests and jumps every iteration:
		 * no faster than the jump's pass, restrict or not */
		if (l->data_exit && v.jump_min && after < v.jump_min)
			after = restrict_ii = v.jump_min;
		/* ... and with '&&' in that condition ('while (*s1 && s1
		 * <= s2)', wavpack's tagcpy) two such tests and jumps a
		 * pass, the second waiting on the first: restrict frees
		 * nothing they do not cover */
		if (l->data_exit && l->cond_lazy && v.jump_min &&
		    after < 2 * v.jump_min)
			after = restrict_ii = 2 * v.jump_min;
		loop_info_release(&v);
		/* the recurrence of one store, or the loop's as scheduled:
		 * stores through the parameter may also hold back loads
		 * through pointers read from memory ('window =
		 * fb->long_window[shape]', faad2's overlap-add), which a
		 * 'restrict' store pointer frees as well (C99 6.7.3.1) */
		if ((rec > after || base_ii > restrict_ii) &&
		    !aliased_at_calls(c->m, l->func, &nm) &&
		    !distinct_at_calls(c->m, l->func, &nm))
			report(&s, li, base_ii, first, &nm, &worst, rec, after,
			       unroll);
	}
out:
	free(s.acc);
}

/* Does name of f reach only the function's own objects: a local array or
 * structure, or a local pointer its declaration and every assignment set
 * to such (opus's 'psSS = &psSampleState[k][0]' in the loop, a VLA of the
 * function; 'p = p + 4', 'p++' keep the object)? */
static bool local_root(const struct model *m, const struct function *f,
		       const char *name, unsigned depth)
{
	if (!name || depth > MR_MAX_DEPTH)
		return false;
	int d = decl_of(m, f, name);
	if (d < 0)
		return false;
	const struct node *x = &m->nodes[d];
	if (x->flags & (NF_PARAM | NF_GLOBAL))
		return false;
	if (x->type.kind != MT_PTR)
		return true;	/* the local array itself */
	bool set = false;
	if (x->rhs.node >= 0) {
		if (!local_root(m, f, base_name(m, x->rhs.node), depth + 1))
			return false;
		set = true;
	}
	for (int i = f->first_node; i < f->last_node; i++) {
		const struct node *r = &m->nodes[i];
		if (r->kind != NK_REF || !r->name || strcmp(r->name, name))
			continue;
		if (model_addr_of(m, r))
			return false;	/* 'use(&p, x)' may point it anywhere */
		if (!(r->flags & NF_STORE))
			continue;
		const struct node *a = r->parent >= 0 ? &m->nodes[r->parent] : NULL;
		if (a && (a->kind == NK_ASSIGN_OP || (a->kind == NK_UNARY &&
		    a->lhs.node == i)))
			continue;	/* stepped: the same object */
		if (!a || a->kind != NK_BINARY || a->op != MOP_ASSIGN ||
		    a->lhs.node != i || a->rhs.node < 0)
			return false;
		const char *b = base_name(m, a->rhs.node);
		if (b && !strcmp(b, name))
			continue;	/* p = p + 4 */
		if (!local_root(m, f, b, depth + 1))
			return false;
		set = true;
	}
	return set;
}

bool rule_pointer_local(const struct model *m, int func, int access)
{
	const struct node *n = &m->nodes[access];
	int p = n->kind == NK_SUBSCRIPT || (n->kind == NK_UNARY && n->op == MOP_DEREF) ||
		(n->kind == NK_MEMBER && (n->flags & NF_ARROW)) ? n->lhs.node : -1;
	const struct function *f = func >= 0 ? &m->funcs[func] : NULL;

	return p >= 0 && f && local_root(m, f, base_name(m, p), 0);
}

int rule_pointer_param(const struct model *m, int func, int access,
		       bool *restricted)
{
	const struct node *n = &m->nodes[access];
	int p = n->kind == NK_SUBSCRIPT || (n->kind == NK_UNARY && n->op == MOP_DEREF) ||
		(n->kind == NK_MEMBER && (n->flags & NF_ARROW)) ? n->lhs.node : -1;

	*restricted = false;
	if (func < 0 || p < 0)
		return -1;
	return origin(m, &m->funcs[func], base_name(m, p), restricted, 0);
}

const struct rule rule_missing_restrict = {
	.id = "missing-restrict",
	.summary = "loops storing through one pointer parameter and loading "
		   "through another without 'restrict' (memory recurrence)",
	.check_loop = restrict_loop,
};
