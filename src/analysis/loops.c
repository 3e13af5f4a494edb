/*
 * loops.c: schedule bounds and memory strides of one loop (see loops.h).
 *
 * The bounds follow the usual modulo-scheduling definitions.  ResMII is
 * the largest of: for each unit, the cycles its operations occupy it
 * (count x recovery) divided by the number of such units, and the
 * operation count divided by the issue slots.  RecMII is the largest sum of
 * latencies around a loop-carried scalar dependence (distance 1): the
 * body's assignments are replayed in order, tracking for every scalar the
 * longest latency path from the carried variable's value at the top of the
 * iteration.  Calls and emulated operations are not pipelined: their
 * cycles add to the II.  A call of one of the target's custom operations
 * (IFIR16, IMAX: machine.custom) is no call but one operation of its class.
 */
#include "finding.h"
#include "loops.h"
#include "util.h"

#include <limits.h>
#include <stddef.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const math_fns[] = {
	"sin", "cos", "tan", "sqrt", "exp", "log", "log10", "pow", "fabs",
	"floor", "ceil", "fmod", "atan", "atan2", "asin", "acos", "sinh",
	"cosh", "tanh", "round", "trunc", "hypot", "cbrt", "exp2", "log2",
	"rint", "nearbyint", "copysign", "fmin", "fmax", "expm1", "log1p",
	NULL
};

bool loops_math_routine(const char *name, enum md_emul *e)
{
	static const char *const rounding[] = { "floor", "ceil", "trunc",
		"round", "rint", "nearbyint", NULL };
	size_t len = strlen(name);
	bool is_float = false;
	unsigned i;

	for (i = 0; math_fns[i] && (name[0] != math_fns[i][0] ||
					 strcmp(name, math_fns[i])); i++)
		;
	if (!math_fns[i] && len > 1 && name[len - 1] == 'f') {
		for (i = 0; math_fns[i] && (strlen(math_fns[i]) != len - 1 ||
		     strncmp(name, math_fns[i], len - 1)); i++)
			;
		is_float = true;
	}
	if (!math_fns[i])
		return false;
	for (unsigned k = 0; rounding[k]; k++)
		if (!strcmp(math_fns[i], rounding[k])) {
			*e = MD_EMU_F64ROUND;	/* float ones: at most this */
			return true;
		}
	*e = is_float ? MD_EMU_F32MATH : !strcmp(math_fns[i], "sqrt") ?
	     MD_EMU_F64SQRT : MD_EMU_F64MATH;
	return true;
}

static bool is_cmp(enum mop op)
{
	return op >= MOP_LT && op <= MOP_NE;
}

/* An emulated operation: a runtime routine is a call (MD_OP__COUNT) of
 * its cycles; an inline sequence ('routine: inline': a 64-bit add, a
 * signed divide by 2^k) calls nothing and stops no software pipelining:
 * one operation whose result takes the sequence's cycles, on the
 * multiplier for a 64-bit multiply, else on an ALU (the sequence's other
 * operations are not counted against the issue slots). */
static bool emul_of(const struct machine *md, enum md_emul e, enum md_opclass *op,
		    unsigned *lat)
{
	const char *r = md->emul[e].routine;

	*op = r && !strcmp(r, "inline") ?
	      (e == MD_EMU_I64MUL ? MD_OP_IMUL : MD_OP_ALU) : MD_OP__COUNT;
	*lat = md->emul[e].cycles;
	return true;
}

static bool arith(const struct model *m, const struct machine *md,
		  const struct node *n, enum md_opclass *op, unsigned *lat)
{
	enum mop o = n->op;
	struct mtype t = is_cmp(o) || n->kind == NK_ASSIGN_OP ? n->lhs.type : n->type;

	if (o == MOP_ASSIGN || o == MOP_COMMA || o == MOP_NONE)
		return false;
	if (is_cmp(o) && n->rhs.type.kind == MT_FLOAT && t.kind != MT_FLOAT)
		t = n->rhs.type;
	/* f *= .5 with a float f: computed in double (C's usual arithmetic
	 * conversions), as double-emulation reports it */
	if (n->kind == NK_ASSIGN_OP && mt_is_double(n->rhs.type) &&
	    !mt_is_double(t) && o != MOP_SHL && o != MOP_SHR)
		t = n->rhs.type;
	if (o == MOP_LAND || o == MOP_LOR) {
		*op = MD_OP_ALU;
	} else if (mt_is_double(t) && o == MOP_MUL &&
		   ((n->rhs.is_const && (n->rhs.fval == -1.0 || n->rhs.fval == 1.0)) ||
		    (n->lhs.is_const && (n->lhs.fval == -1.0 || n->lhs.fval == 1.0)))) {
		*op = MD_OP_ALU;	/* x * -1.0: a flip of the sign bit */
	} else if (mt_is_double(t)) {
		/* x / 2.0: a multiply by the exact reciprocal */
		return emul_of(md, o == MOP_MUL || (o == MOP_DIV &&
			model_exact_reciprocal(&n->rhs)) ? MD_EMU_F64MUL :
			o == MOP_DIV ? MD_EMU_F64DIV : is_cmp(o) ? MD_EMU_F64CMP :
			MD_EMU_F64ADD, op, lat);
	} else if (mt_is_int64(t) && (o == MOP_SHL || o == MOP_SHR) &&
		   n->rhs.is_const && n->rhs.ival >= 32 && n->rhs.ival < 64) {
		/* by 32 to 63: one word shifted into the other's place, the
		 * other zero or the sign (an asr beside it): one shift */
		*op = MD_OP_SHIFT;
	} else if (mt_is_int64(t) && !((o == MOP_ADD || o == MOP_SUB ||
		   o == MOP_MUL || o == MOP_NEG || (o == MOP_SHL &&
		   n->rhs.is_const && n->rhs.ival < 32)) &&
		   n->kind != NK_ASSIGN_OP && model_low_word_only(m, n)) &&
		   !(o == MOP_SHR && n->kind == NK_BINARY && n->rhs.is_const &&
		     model_high_word_zero(m, n->lhs.node))) {
		/* (a 64-bit result of which only the low word is used is
		 * a 32-bit operation: priced below) */
		if (o == MOP_AND || o == MOP_OR || o == MOP_XOR)
			*op = MD_OP_ALU;
		else if ((o == MOP_DIV || o == MOP_REM) && n->rhs.is_const &&
			 is_pow2(n->rhs.ival))
			return emul_of(md, MD_EMU_I64SHIFT, op, lat);
		else
			return emul_of(md, o == MOP_MUL ? MD_EMU_I64MUL :
				o == MOP_DIV ? (t.is_unsigned ? MD_EMU_U64DIV : MD_EMU_I64DIV) :
				o == MOP_REM ? (t.is_unsigned ? MD_EMU_U64MOD : MD_EMU_I64MOD) :
				o == MOP_SHL || o == MOP_SHR ? MD_EMU_I64SHIFT :
				is_cmp(o) ? MD_EMU_I64CMP : MD_EMU_I64ADD, op, lat);
	} else if (t.kind == MT_FLOAT) {
		*op = o == MOP_MUL ? MD_OP_FMUL : o == MOP_DIV ? MD_OP_FDIV :
		      is_cmp(o) ? MD_OP_FCOMP : MD_OP_FALU;
	} else if (o == MOP_MUL) {
		*op = (n->rhs.is_const && is_pow2(n->rhs.ival)) ? MD_OP_SHIFT :
		      MD_OP_IMUL;
	} else if (o == MOP_DIV || o == MOP_REM) {
		/* a signed divide by 2^k needs a sign fix-up around the
		 * shift, unless the dividend is a small unsigned value
		 * promoted, or a remainder only tested against zero or
		 * masked (x % 2^k is then x & (2^k - 1)): divmod's cases */
		bool nonneg = t.is_unsigned || (n->lhs.src_type.kind == MT_INT &&
			      n->lhs.src_type.is_unsigned && n->lhs.src_type.bits < 32);
		bool known_k;
		bool pow2 = model_divisor_pow2(m, n, &known_k) &&
			    (known_k || nonneg);
		if (pow2 && !nonneg &&
		    (o == MOP_DIV || !(n->flags & (NF_MASKED | NF_ZERO_TEST))))
			return emul_of(md, MD_EMU_SIGNED_POW2_DIV, op, lat);
		if (pow2)
			*op = o == MOP_DIV ? MD_OP_SHIFT : MD_OP_ALU;
		else
			return emul_of(md, o == MOP_DIV ? (t.is_unsigned ?
				MD_EMU_UDIV : MD_EMU_IDIV) : (t.is_unsigned ?
				MD_EMU_UMOD : MD_EMU_IMOD), op, lat);
	} else if (o == MOP_SHL || o == MOP_SHR) {
		*op = MD_OP_SHIFT;
	} else {
		*op = MD_OP_ALU;
	}
	*lat = md->ops[*op].latency;
	return true;
}

/* Is call n a custom operation of md (IMAX, ifir16)?  Sets its class. */
static bool custom_op(const struct machine *md, const struct node *n,
		      enum md_opclass *op)
{
	int c = n->name ? md_custom_op(md, n->name) : -1;

	if (c < 0)
		return false;
	*op = (enum md_opclass)c;
	return true;
}

/* Is the member/subscript an actual memory access (not an address)? */
bool loops_is_memory(const struct model *m, const struct node *n)
{
	if (n->type.kind == MT_ARRAY || n->type.kind == MT_RECORD)
		return false;
	/* &a[i], &p->f: an address computation, nothing is loaded */
	if (model_addr_of(m, n))
		return false;
	if (n->kind == NK_MEMBER && !(n->flags & NF_ARROW)) {
		const struct node *b = n->lhs.node >= 0 ? &m->nodes[n->lhs.node] : NULL;
		return b && b->kind != NK_REF;	/* a local struct lives in registers */
	}
	return true;
}

bool loops_opclass(const struct model *m, const struct machine *md,
		   const struct node *n, enum md_opclass *op, unsigned *lat)
{
	switch (n->kind) {
	case NK_BINARY:
	case NK_ASSIGN_OP:
		return arith(m, md, n, op, lat);
	case NK_UNARY:
		switch (n->op) {
		case MOP_DEREF:
			*op = (n->flags & NF_STORE) && !(n->flags & NF_RMW) ?
			      MD_OP_STORE : MD_OP_LOAD;
			break;
		case MOP_PREINC: case MOP_PREDEC: case MOP_POSTINC: case MOP_POSTDEC:
			if (mt_is_double(n->lhs.type))
				return emul_of(md, MD_EMU_F64ADD, op, lat);
			if (mt_is_int64(n->lhs.type))
				return emul_of(md, MD_EMU_I64ADD, op, lat);
			*op = n->lhs.type.kind == MT_FLOAT ? MD_OP_FALU : MD_OP_ALU;
			break;
		case MOP_NEG: case MOP_NOT: case MOP_LNOT:
			*op = MD_OP_ALU;
			break;
		default:
			return false;
		}
		break;
	case NK_SUBSCRIPT:
	case NK_MEMBER:
		if (!loops_is_memory(m, n))
			return false;
		*op = (n->flags & NF_STORE) && !(n->flags & NF_RMW) ?
		      MD_OP_STORE : MD_OP_LOAD;
		break;
	case NK_CONV:
		/* double conversions, and 64-bit integer <-> float ones
		 * (int64-emulation's: flac's '(FLAC__real)in[i]' of an
		 * int64), are software routines */
		if (mt_is_double(n->type) || mt_is_double(n->lhs.type) ||
		    (mt_is_int64(n->type) && n->lhs.type.kind == MT_FLOAT) ||
		    (mt_is_int64(n->lhs.type) && n->type.kind == MT_FLOAT))
			return emul_of(md, MD_EMU_F64CONV, op, lat);
		if (n->type.kind == MT_FLOAT || n->lhs.type.kind == MT_FLOAT)
			*op = MD_OP_FALU;
		else
			*op = MD_OP_ALU;
		break;
	case NK_CALL:
		if (custom_op(md, n, op))
			break;
		if (n->inlined) {	/* an inline helper: its operations */
			*op = MD_OP_ALU;
			break;
		}
		*op = MD_OP__COUNT;
		*lat = md->call_cycles;
		enum md_emul e;
		if (n->name && loops_math_routine(n->name, &e))
			*lat = md->emul[e].cycles;
		return true;
	case NK_IF:
		*op = MD_OP_BRANCH;
		break;
	case NK_COND:
		*op = MD_OP_ALU;
		break;
	default:
		return false;
	}
	*lat = md->ops[*op].latency;
	return true;
}

const char *loops_opname(const struct node *n, enum md_opclass op)
{
	if (n->kind == NK_CALL && n->name && op != MD_OP__COUNT)
		return n->name;		/* a custom operation: "IFIR16" */
	switch (op) {
	case MD_OP_ALU:
		if (n->kind == NK_COND)
			return "mux";
		/* an inline emulated sequence (emul_of()) */
		if ((n->kind == NK_BINARY || n->kind == NK_ASSIGN_OP ||
		     n->kind == NK_UNARY) && (mt_is_int64(n->type) ||
		     mt_is_int64(n->lhs.type)) && n->op != MOP_AND &&
		    n->op != MOP_OR && n->op != MOP_XOR)
			return n->op == MOP_SHL || n->op == MOP_SHR ||
			       n->op == MOP_MUL ? "i64shift" : is_cmp(n->op) ?
			       "i64cmp" : "i64add";
		if ((n->op == MOP_DIV || n->op == MOP_REM) && n->rhs.is_const)
			return n->op == MOP_DIV ? "sdiv2k" : "irem2k";
		if (n->kind == NK_CONV)
			return "cvt";
		return n->op == MOP_SUB ? "isub" : is_cmp(n->op) ? "icmp" :
		       n->op == MOP_AND ? "bitand" : n->op == MOP_OR ? "bitor" :
		       n->op == MOP_XOR ? "bitxor" : "iadd";
	case MD_OP_SHIFT: return n->op == MOP_SHR ? "asr" : "asl";
	case MD_OP_IMUL:
		return mt_is_int64(n->type) ? "i64mul" : "imul";
	case MD_OP_FALU:
		return n->kind == NK_CONV ? (n->type.kind == MT_FLOAT ? "ifloat" : "ifixrz") :
		       n->op == MOP_SUB ? "fsub" : "fadd";
	case MD_OP_FMUL: return "fmul";
	case MD_OP_FDIV: return "fdiv";
	case MD_OP_FCOMP: return "fcmp";
	case MD_OP_LOAD:
	case MD_OP_STORE: {
		/* the access's width: 'ld16' for a short element */
		unsigned bits = (n->type.kind == MT_INT ||
				 n->type.kind == MT_FLOAT) ? n->type.bits : 32;
		if (op == MD_OP_LOAD)
			return bits == 8 ? "ld8" : bits == 16 ? "ld16" : "ld32";
		return bits == 8 ? "st8" : bits == 16 ? "st16" : "st32";
	}
	case MD_OP_BRANCH: return "jmpf";
	case MD_OP_DSPALU: return "dspalu";
	case MD_OP_DSPMUL: return "dspmul";
	case MD_OP_FSQRT: return "fsqrt";
	case MD_OP_CONST: return "iimm";
	default:
		if (n->kind == NK_CALL)
			return n->name ? n->name : "call";
		if (mt_is_double(n->type) || mt_is_double(n->lhs.type))
			return n->op == MOP_MUL ? "_float64_mul" : n->op == MOP_DIV ?
			       "_float64_div" : n->kind == NK_CONV ? "_float64_conv" :
			       "_float64_add";
		return n->op == MOP_DIV ? "_rt_idiv" : n->op == MOP_REM ?
		       "_rt_imod" : "emulated";
	}
}

/* --- recurrences ------------------------------------------------------- */

struct val {
	int lat;		/* -1: does not depend on the carried value */
	unsigned nedges;
	struct chain_edge e[LOOPS_MAX_CHAIN];
};

struct env {
	const struct model *m;
	const struct machine *md;
	int loop;
	int src;		/* a load whose value starts the chain, or -1 */
	unsigned n;		/* live entries: the rest is never read */
	const char *names[64];
	struct val vals[64];
};

/* An empty environment.  Neither it nor env_copy() touches the entries
 * past n: the whole is 13 KB, copied at every if with an else replayed. */
static struct env *env_new(const struct model *m, const struct machine *md,
			   int loop)
{
	struct env *e = xmalloc(sizeof(*e));

	e->m = m;
	e->md = md;
	e->loop = loop;
	e->src = -1;
	e->n = 0;
	return e;
}

static void env_copy(struct env *d, const struct env *s)
{
	memcpy(d, s, offsetof(struct env, names));
	memcpy(d->names, s->names, s->n * sizeof(*s->names));
	memcpy(d->vals, s->vals, s->n * sizeof(*s->vals));
}

static struct val *env_get(struct env *e, const char *name)
{
	for (unsigned i = 0; i < e->n; i++)
		if (!strcmp(e->names[i], name))
			return &e->vals[i];
	return NULL;
}

static void env_set(struct env *e, const char *name, const struct val *v)
{
	struct val *p = env_get(e, name);

	if (!p && e->n < 64) {
		e->names[e->n] = name;
		p = &e->vals[e->n++];
	}
	if (p)
		*p = *v;
}

static void add_edge(struct val *v, const struct node *n, enum md_opclass op,
		     unsigned lat)
{
	v->lat += (int)lat;
	if (v->nedges < LOOPS_MAX_CHAIN) {
		v->e[v->nedges].op = op;
		v->e[v->nedges].latency = lat;
		v->e[v->nedges].what = loops_opname(n, op);
		v->nedges++;
	}
}

static struct val val_of(struct env *e, int i)
{
	struct val r = { .lat = -1 };

	if (i < 0)
		return r;
	const struct node *n = &e->m->nodes[i];
	if (n->kind == NK_REF) {
		struct val *v = n->name ? env_get(e, n->name) : NULL;
		return v ? *v : r;
	}
	if (i == e->src) {	/* the load that reads the stored value */
		r.lat = 0;
		add_edge(&r, n, MD_OP_LOAD, e->md->ops[MD_OP_LOAD].latency);
		return r;
	}
	struct val a = val_of(e, n->lhs.node), b = val_of(e, n->rhs.node);
	r = a.lat >= b.lat ? a : b;
	if (r.lat < 0)
		return r;
	enum md_opclass op;
	unsigned lat;
	if (n->kind != NK_BINARY || n->op != MOP_ASSIGN)
		if (loops_opclass(e->m, e->md, n, &op, &lat))
			add_edge(&r, n, op, lat);
	return r;
}

static const char *assigned_var(const struct model *m, const struct node *n,
				int *value)
{
	const struct node *t;

	*value = -1;
	switch (n->kind) {
	case NK_BINARY:
		if (n->op != MOP_ASSIGN)
			return NULL;
		*value = n->rhs.node;
		t = n->lhs.node >= 0 ? &m->nodes[n->lhs.node] : NULL;
		return t && t->kind == NK_REF ? t->name : NULL;
	case NK_ASSIGN_OP:
	case NK_UNARY:
		if (n->kind == NK_UNARY && n->op != MOP_PREINC &&
		    n->op != MOP_PREDEC && n->op != MOP_POSTINC &&
		    n->op != MOP_POSTDEC)
			return NULL;
		t = n->lhs.node >= 0 ? &m->nodes[n->lhs.node] : NULL;
		return t && t->kind == NK_REF ? t->name : NULL;
	case NK_DECL:
		*value = n->rhs.node;
		return n->name;
	default:
		return NULL;
	}
}

/* An if with two arms being replayed: the else arm reads the values from
 * before the if, and after it a variable holds the longer chain of the
 * two arms' (either may have run). */
struct arms {
	int end_then, end_else;
	bool in_else;
	struct env *pre, *then;
};

/* Node i reached: enter the else arm of a, or leave a (false). */
static bool arms_step(struct env *e, struct arms *a, int i)
{
	if (!a->in_else && i >= a->end_then && i < a->end_else) {
		env_copy(a->then, e);
		env_copy(e, a->pre);
		a->in_else = true;
		return true;
	}
	if (i < (a->in_else ? a->end_else : a->end_then))
		return true;
	for (unsigned k = 0; k < a->then->n && a->in_else; k++) {
		struct val *x = env_get(e, a->then->names[k]);
		if (!x || a->then->vals[k].lat > x->lat)
			env_set(e, a->then->names[k], &a->then->vals[k]);
	}
	free(a->pre);
	free(a->then);
	return false;
}

/* Replay the body with 'var' carried in; the chain back into 'var'. */
static struct val carried(struct env *e, const struct loop *l, const char *var,
			  int *closing)
{
	struct val zero = { .lat = 0 }, none = { .lat = -1 };
	struct arms st[8];
	unsigned ns = 0;

	e->n = 0;
	env_set(e, var, &zero);
	*closing = -1;
	for (int i = l->first_node; i < l->last_node; i++) {
		const struct node *n = &e->m->nodes[i];
		int value;
		while (ns && !arms_step(e, &st[ns - 1], i))
			ns--;
		/* a block that runs once per run of the loop (an arm that
		 * leaves it, set-up, an error path) carries nothing from one
		 * iteration to the next */
		if (n->loop != e->loop || model_once_in(e->m, e->loop, i))
			continue;
		if (n->kind == NK_IF && (n->arm_flags & ARM_ELSE) && ns < 8 &&
		    n->arm_end[1] > n->arm_end[0] && n->arm_end[0] > i) {
			struct arms *a = &st[ns++];
			a->end_then = n->arm_end[0];
			a->end_else = n->arm_end[1];
			a->in_else = false;
			a->pre = xmalloc(sizeof(*a->pre));
			a->then = xmalloc(sizeof(*a->then));
			env_copy(a->pre, e);
			continue;
		}
		const char *x = assigned_var(e->m, n, &value);
		if (!x)
			continue;
		struct val v;
		if (n->kind == NK_BINARY || n->kind == NK_DECL) {
			v = value >= 0 ? val_of(e, value) : none;
		} else {
			struct val *old = env_get(e, x);
			struct val rhs = val_of(e, n->rhs.node);
			v = old && old->lat >= rhs.lat ? *old : rhs;
			enum md_opclass op;
			unsigned lat;
			if (v.lat >= 0 && loops_opclass(e->m, e->md, n, &op, &lat))
				add_edge(&v, n, op, lat);
		}
		env_set(e, x, &v);
		if (!strcmp(x, var))
			*closing = i;
	}
	while (ns)
		arms_step(e, &st[--ns], INT_MAX);
	struct val *v = env_get(e, var);
	return v && *closing >= 0 ? *v : none;
}

/* Is operand o of a node in loop l a constant or a variable the loop
 * never writes? */
static bool invariant_operand(const struct model *m, const struct loop *l,
			      const struct operand *o)
{
	if (o->is_const)
		return true;
	if (o->node < 0)
		return false;
	const struct node *y = model_unconv(m, o->node);
	return y && y->kind == NK_REF && y->name &&
	       model_write_in(m, y->name, l->first_node, l->last_node) < 0;
}

/* Does the assignment at node k step variable x by a loop-invariant
 * value: 'x op= c', 'x = x op c' or 'x = c op x'? */
static bool invariant_step(const struct model *m, const struct loop *l,
			   int k, const char *x)
{
	const struct node *n = &m->nodes[k];

	if (n->kind == NK_ASSIGN_OP)
		return (n->op == MOP_ADD || n->op == MOP_SUB || n->op == MOP_MUL) &&
		       invariant_operand(m, l, &n->rhs);
	if (n->kind != NK_BINARY || n->op != MOP_ASSIGN || n->rhs.node < 0)
		return false;
	const struct node *e = model_unconv(m, n->rhs.node);
	if (!e || e->kind != NK_BINARY || e->lhs.node < 0 || e->rhs.node < 0)
		return false;
	const struct node *a = model_unconv(m, e->lhs.node);
	const struct node *b = model_unconv(m, e->rhs.node);
	/* (a step: '+', '-' or '*' by the invariant; 'c - x' alternates,
	 * 'x / c' is no product of steps) */
	return (a && a->kind == NK_REF && a->name && !strcmp(a->name, x) &&
		(e->op == MOP_ADD || e->op == MOP_SUB || e->op == MOP_MUL) &&
		invariant_operand(m, l, &e->rhs)) ||
	       (b && b->kind == NK_REF && b->name && !strcmp(b->name, x) &&
		(e->op == MOP_ADD || e->op == MOP_MUL) &&
		invariant_operand(m, l, &e->lhs));
}

static void recurrences(const struct model *m, const struct machine *md,
			int li, struct loop_info *out)
{
	const struct loop *l = &m->loops[li];
	struct env *e = env_new(m, md, li);

	for (int i = l->first_node; i < l->last_node; i++) {
		const struct node *n = &m->nodes[i];
		int value, closing;
		if (n->loop != li || model_once_in(m, li, i))
			continue;
		const char *x = assigned_var(m, n, &value);
		if (!x || (l->ivar && !strcmp(x, l->ivar)))
			continue;
		if (n->kind == NK_DECL)
			continue;	/* declared in the body: fresh each time */
		bool seen = false;	/* each variable is replayed once */
		for (int j = l->first_node; j < i && !seen; j++) {
			int vj;
			const char *y = m->nodes[j].loop == li && m->nodes[j].kind != NK_DECL ?
					assigned_var(m, &m->nodes[j], &vj) : NULL;
			seen = y && !strcmp(x, y);
		}
		if (seen)
			continue;
		struct val v = carried(e, l, x, &closing);
		if (v.lat <= (int)out->rec.latency)
			continue;
		struct recurrence *r = &out->rec;
		memset(r, 0, sizeof(*r));
		r->var = x;
		r->node = closing;
		r->latency = (unsigned)v.lat;
		r->nedges = v.nedges;
		memcpy(r->edges, v.e, sizeof(r->edges));
		for (unsigned k = 0; k < v.nedges; k++) {
			r->through_load |= v.e[k].op == MD_OP_LOAD;
			r->has_mul |= v.e[k].op == MD_OP_FMUL ||
				      v.e[k].op == MD_OP_IMUL ||
				      v.e[k].op == MD_OP_DSPMUL;
			r->is_float |= v.e[k].op == MD_OP_FALU ||
				       v.e[k].op == MD_OP_FMUL;
		}
		r->is_reduction = v.nedges == 1 && !r->through_load;
		/* a running value the loop reads elsewhere (an exit test:
		 * vorbis's 'if (b->entries / vals < acc) break; acc *=
		 * vals;') is no reduction: partial results would change
		 * what that reads */
		if (r->is_reduction && closing >= 0) {
			int lo = model_sub_first(m, closing);
			for (int k = l->first_node; k < l->last_node &&
			     r->is_reduction; k++) {
				const struct node *y = &m->nodes[k];
				if ((k < lo || k > closing) && y->kind == NK_REF &&
				    y->name && !strcmp(y->name, x) &&
				    !(y->flags & NF_STORE))
					r->is_reduction = false;
			}
			r->is_sequence = !r->is_reduction &&
					 model_loop_runs_always(m, li, closing) &&
					 invariant_step(m, l, closing, x);
		}
		r->is_pointer = closing >= 0 &&
				m->nodes[closing].lhs.type.kind == MT_PTR;
	}
	out->rec_mii = out->rec.latency;
	free(e);
}

/* --- memory accesses ---------------------------------------------------- */

struct lvl {
	const char *ivar;
	int64_t step;
	unsigned depth;
	int loop;		/* its index in m->loops */
};

/* An affine byte address: coefficients per loop level (bytes per
 * iteration), a constant part, and a hash standing for loop-invariant
 * unknowns (two addresses with equal 'sym' differ by 'cst' alone). */
struct aff {
	int64_t coef[LOOPS_MAX_DEPTH];
	int64_t cst;
	uint64_t sym;
	/* replaying a derived variable's assignment (derived()): the level
	 * (index in lv) of the loop it is set in, else 0; nesting depth */
	unsigned in_level, nest;
};

static bool affine(const struct model *m, const struct lvl *lv, unsigned nlv,
		   const struct operand *o, int idx, int64_t scale, struct aff *x);

/*
 * A variable set once per pass of an enclosing loop and not in the loop
 * whose accesses are computed (lv[0]): 'p = sbr->patchStartSubband[i] +
 * x;' in faad2's hf_generation, set in the x loop, read in the l loop
 * inside it.  Its value moves with x as its assignment does: the
 * assignment's right side, or -1 (a variable the levels do not write,
 * an invariant; or one they write otherwise).  The assignment is the only
 * write of the variable in that loop, a plain '=' (or a declaration's
 * value) in its body itself, in no if arm, before the inner loop; *level
 * the index in lv of that loop.
 */
static int derived(const struct model *m, const struct lvl *lv, unsigned nlv,
		   const char *name, unsigned *level)
{
	if (!name || nlv < 2 || lv[0].loop < 0)
		return -1;
	const struct loop *in = &m->loops[lv[0].loop];
	/* (a goto may skip the assignment) */
	if (model_write_in(m, name, in->first_node, in->last_node) >= 0 ||
	    (in->func >= 0 && m->funcs[in->func].has_label))
		return -1;
	for (unsigned k = 1; k < nlv; k++) {
		if (lv[k].loop < 0)
			return -1;
		const struct loop *o = &m->loops[lv[k].loop];
		int at = model_write_in(m, name, o->first_node, o->last_node);
		if (at < 0)
			continue;
		if (model_write_in(m, name, at + 1, o->last_node) >= 0 ||
		    at >= in->first_node)
			return -1;
		const struct node *w = &m->nodes[at];
		int rhs;
		if (w->kind == NK_DECL) {
			rhs = w->rhs.node;
			if (w->loop != lv[k].loop)
				return -1;
		} else {
			int c, u = model_user(m, at, &c);
			const struct node *a = u >= 0 ? &m->nodes[u] : NULL;
			if (!a || a->kind != NK_BINARY || a->op != MOP_ASSIGN ||
			    a->lhs.node != c || a->loop != lv[k].loop ||
			    a->rhs.is_const)
				return -1;
			rhs = a->rhs.node;
		}
		if (!model_same_arms(m, o->first_node, at, in->first_node) ||
		    model_in_switch(m, o->first_node, at))
			return -1;
		*level = k;
		return rhs;
	}
	return -1;
}

/* May node i, a term of a derived variable's assignment set in the loop
 * at lv[level], stand as an unknown constant for the loops inside that
 * one: it reads no counter of that loop or of a loop inside it, and no
 * variable that loop writes ('sbr->patchStartSubband[i]' with i the
 * counter of a loop outside)? */
static bool outer_term(const struct model *m, const struct lvl *lv,
		       unsigned level, int i)
{
	const struct node *n = &m->nodes[i];
	int from = n->sub_first >= 0 ? n->sub_first : i;
	const struct loop *o = &m->loops[lv[level].loop];

	for (int j = from; j <= i; j++) {
		const struct node *r = &m->nodes[j];
		if (r->kind == NK_CALL || (r->kind == NK_UNARY &&
		    (r->op == MOP_PREINC || r->op == MOP_PREDEC ||
		     r->op == MOP_POSTINC || r->op == MOP_POSTDEC)) ||
		    (r->kind == NK_BINARY && r->op == MOP_ASSIGN))
			return false;
		if (r->kind != NK_REF || !r->name)
			continue;
		for (unsigned k = 0; k <= level; k++)
			if (lv[k].ivar && !strcmp(lv[k].ivar, r->name))
				return false;
		if (model_write_in(m, r->name, o->first_node, o->last_node) >= 0)
			return false;
	}
	return true;
}

static bool affine_node(const struct model *m, const struct lvl *lv,
			unsigned nlv, int i, int64_t scale, struct aff *x)
{
	const struct node *n = &m->nodes[i];

	switch (n->kind) {
	case NK_REF:
		for (unsigned k = 0; k < nlv; k++)
			if (lv[k].ivar && n->name && !strcmp(lv[k].ivar, n->name)) {
				/* in a derived variable's assignment, the
				 * counter of a loop inside the one it is set
				 * in is a stale value ('p = l + x;' before
				 * the l loop) */
				if (x->in_level && k < x->in_level)
					return false;
				x->coef[lv[k].depth - 1] += scale * lv[k].step;
				return true;
			}
		/* set from an outer loop's counter once per pass of that loop
		 * (derived()): its assignment's address */
		unsigned level;
		int rhs = x->nest < 4 ? derived(m, lv, nlv, n->name, &level) : -1;
		if (rhs >= 0) {
			struct aff y = *x;
			y.nest++;
			y.in_level = level;
			if (affine(m, lv, nlv, NULL, rhs, scale, &y)) {
				y.nest = x->nest;
				y.in_level = x->in_level;
				*x = y;
				return true;
			}
		}
		/* in a derived variable's assignment, a variable the loops
		 * write ('p = off + j;' with 'off += 8;' beside it) is no
		 * constant of them */
		if (x->in_level && !outer_term(m, lv, x->in_level, i))
			return false;
		/* loop-invariant (assumed): an unknown term, kept symbolic */
		x->sym += (n->name ? fnv1a(FNV_SEED, n->name, strlen(n->name)) : 1) *
			  (uint64_t)scale;
		return true;
	case NK_CONV:
		return n->lhs.node >= 0 &&
		       affine_node(m, lv, nlv, n->lhs.node, scale, x);
	case NK_UNARY:
		if (n->op == MOP_NEG)
			return affine(m, lv, nlv, &n->lhs, -1, -scale, x);
		if (n->op == MOP_PLUS)
			return affine(m, lv, nlv, &n->lhs, -1, scale, x);
		return false;
	case NK_BINARY:
		switch (n->op) {
		case MOP_ADD:
			return affine(m, lv, nlv, &n->lhs, -1, scale, x) &&
			       affine(m, lv, nlv, &n->rhs, -1, scale, x);
		case MOP_SUB:
			return affine(m, lv, nlv, &n->lhs, -1, scale, x) &&
			       affine(m, lv, nlv, &n->rhs, -1, -scale, x);
		case MOP_MUL:
			if (n->rhs.is_const)
				return affine(m, lv, nlv, &n->lhs, -1,
					      scale * n->rhs.ival, x);
			if (n->lhs.is_const)
				return affine(m, lv, nlv, &n->rhs, -1,
					      scale * n->lhs.ival, x);
			return false;
		case MOP_SHL:
			if (n->rhs.is_const && n->rhs.ival >= 0 && n->rhs.ival < 31)
				return affine(m, lv, nlv, &n->lhs, -1,
					      scale << n->rhs.ival, x);
			return false;
		default:
			break;
		}
		break;
	default:
		break;
	}
	/* in a derived variable's assignment, a term that stays constant in
	 * the loops inside the one it is set in: an unknown constant */
	if (x->in_level && outer_term(m, lv, x->in_level, i)) {
		x->sym += fnv1a(FNV_SEED, &i, sizeof(i)) * (uint64_t)scale;
		return true;
	}
	return false;
}

static bool affine(const struct model *m, const struct lvl *lv, unsigned nlv,
		   const struct operand *o, int idx, int64_t scale, struct aff *x)
{
	if (o && o->is_const) {
		int64_t d;	/* 'x[0x7fffffffffffffff]': no affine address */
		return !__builtin_mul_overflow(scale, o->ival, &d) &&
		       !__builtin_add_overflow(x->cst, d, &x->cst);
	}
	int i = o ? o->node : idx;
	if (i < 0)
		return false;
	return affine_node(m, lv, nlv, i, scale, x);
}

/* Address of node i (a subscript chain) in bytes per loop level. */
static bool address(const struct model *m, const struct lvl *lv, unsigned nlv,
		    int i, struct aff *x, const char **base)
{
	const struct node *n = &m->nodes[i];

	if (n->kind == NK_REF) {
		*base = n->name;
		return true;
	}
	if (n->kind == NK_SUBSCRIPT) {
		uint32_t es = n->type.size;
		if (!es || n->lhs.node < 0)
			return false;
		return address(m, lv, nlv, n->lhs.node, x, base) &&
		       affine(m, lv, nlv, &n->rhs, -1, es, x);
	}
	if (n->kind == NK_MEMBER && !(n->flags & NF_ARROW) && n->lhs.node >= 0) {
		/* the field's offset is not modelled: a symbolic term */
		x->sym += n->name ? fnv1a(FNV_SEED, n->name, strlen(n->name)) : 1;
		return address(m, lv, nlv, n->lhs.node, x, base);
	}
	if (n->kind == NK_CONV && n->lhs.node >= 0)
		return address(m, lv, nlv, n->lhs.node, x, base);
	return false;
}

static void accesses(const struct model *m, int li, struct loop_info *out)
{
	const struct loop *l = &m->loops[li];
	struct lvl lv[LOOPS_MAX_DEPTH];
	unsigned nlv = 0;

	for (int k = li; k >= 0 && nlv < LOOPS_MAX_DEPTH; k = m->loops[k].parent) {
		const struct loop *p = &m->loops[k];
		if (p->depth > LOOPS_MAX_DEPTH)
			continue;
		lv[nlv].ivar = p->ivar;
		lv[nlv].step = p->step_known ? p->step : 1;
		lv[nlv].depth = p->depth;
		lv[nlv].loop = k;
		nlv++;
	}
	for (int i = l->first_node; i < l->last_node; i++) {
		const struct node *n = &m->nodes[i];
		if (n->loop != li || !loops_is_memory(m, n) ||
		    model_once_in(m, li, i))
			continue;
		bool field = false;
		if (n->kind == NK_MEMBER) {
			const struct node *b = n->lhs.node >= 0 ? &m->nodes[n->lhs.node] : NULL;
			if (!b || b->kind != NK_SUBSCRIPT || (n->flags & NF_ARROW))
				continue;
			field = true;
		} else if (n->kind != NK_SUBSCRIPT) {
			continue;
		}
		struct access a = { .node = i, .bytes = n->type.size,
				    .is_store = (n->flags & NF_STORE) != 0,
				    .is_field = field };
		const struct node *idx = field ? &m->nodes[n->lhs.node] : n;
		a.elem_size = idx->type.size;
		struct aff x = { .sym = 0 };
		a.affine = address(m, lv, nlv, field ? n->lhs.node : i, &x,
				   &a.base);
		memcpy(a.stride, x.coef, sizeof(a.stride));
		a.offset = x.cst;
		a.sym = x.sym;
		out->acc = xrealloc(out->acc, (out->nacc + 1) * sizeof(*out->acc));
		out->acc[out->nacc++] = a;
	}
}

/* A recurrence through memory closed by assignment node: its chain v
 * (from the load to the store), lat cycles per iteration over distance
 * dist. */
static void mem_rec(struct recurrence *r, const struct machine *md,
		    const struct val *v, unsigned lat, unsigned dist,
		    const char *var, int node)
{
	memset(r, 0, sizeof(*r));
	r->var = var;
	r->node = node;
	r->latency = lat;
	r->nedges = v->nedges;
	memcpy(r->edges, v->e, sizeof(r->edges));
	r->through_load = true;
	r->through_memory = true;
	r->distance = dist;
	r->arith = (unsigned)v->lat - md->ops[MD_OP_LOAD].latency -
		   md->ops[MD_OP_STORE].latency;
	for (unsigned j = 0; j < v->nedges; j++) {
		r->has_mul |= v->e[j].op == MD_OP_FMUL || v->e[j].op == MD_OP_IMUL ||
			      v->e[j].op == MD_OP_DSPMUL;
		r->is_float |= v->e[j].op == MD_OP_FALU || v->e[j].op == MD_OP_FMUL;
	}
}

/* Replay loop li's assignments of nodes [from, to) from load src: each
 * variable's chain from that load's value ('sum = 0' has none).  A
 * compound assignment reads the old value, and the chain goes on through
 * its operation ('sum += c[0] * data[i - 1]', FLAC's LPC synthesis). */
static void replay_before(struct env *e, int li, int from, int to, int src)
{
	const struct model *m = e->m;

	e->n = 0;
	e->src = src;
	for (int i = from; i < to; i++) {
		const struct node *a = &m->nodes[i];
		int value;
		const char *x = a->loop == li ? assigned_var(m, a, &value) : NULL;
		if (!x)
			continue;
		struct val v = val_of(e, a->kind == NK_ASSIGN_OP ? a->rhs.node : value);
		if (a->kind == NK_ASSIGN_OP || a->kind == NK_UNARY) {
			const struct val *old = env_get(e, x);
			enum md_opclass op;
			unsigned lat;
			if (old && old->lat > v.lat)
				v = *old;
			if (v.lat >= 0 && loops_opclass(m, e->md, a, &op, &lat))
				add_edge(&v, a, op, lat);
		}
		env_set(e, x, &v);
	}
}

/* The condition of the innermost if of loop li whose arm holds node i,
 * or -1: a store there is guarded, and waits for its condition too. */
static int guard_of(const struct model *m, int li, int i)
{
	const struct loop *l = &m->loops[li];
	int c = -1;

	for (int j = l->first_node; j < i; j++) {
		const struct node *n = &m->nodes[j];
		int end = n->arm_end[1] > n->arm_end[0] ? n->arm_end[1] :
			  n->arm_end[0];
		if (n->kind == NK_IF && n->loop == li && i < end)
			c = n->lhs.node;
	}
	return c;
}

/* Is node i of loop li a scalar in memory at one address on every
 * iteration: 's->acc', '*sum', 'out[0]', its pointer and index
 * invariant in the loop? */
bool loops_invariant_object(const struct model *m, int li, int i)
{
	const struct node *n = &m->nodes[i];

	if (n->loop != li || (n->type.kind != MT_INT && n->type.kind != MT_FLOAT &&
			      n->type.kind != MT_PTR) || n->type.is_volatile)
		return false;
	if (n->kind == NK_MEMBER && (n->flags & NF_ARROW))
		return n->lhs.node >= 0 && loop_invariant(m, li, n->lhs.node);
	if (n->kind == NK_UNARY && n->op == MOP_DEREF)
		return n->lhs.node >= 0 && loop_invariant(m, li, n->lhs.node);
	if (n->kind == NK_SUBSCRIPT && n->lhs.node >= 0 &&
	    m->nodes[n->lhs.node].type.kind == MT_PTR)
		return loop_invariant(m, li, n->lhs.node) &&
		       (n->rhs.is_const ||
			(n->rhs.node >= 0 && loop_invariant(m, li, n->rhs.node)));
	return false;
}

int loops_access_root(const struct model *m, int i)
{
	for (unsigned d = 0; i >= 0 && d < 32; d++) {
		const struct node *n = &m->nodes[i];
		if (n->kind == NK_REF)
			return i;
		if (n->kind == NK_BINARY && (n->op == MOP_ADD || n->op == MOP_SUB))
			i = n->lhs.type.kind == MT_PTR ? n->lhs.node : n->rhs.node;
		else if (n->kind == NK_MEMBER || n->kind == NK_SUBSCRIPT ||
			 n->kind == NK_CONV || n->kind == NK_UNARY)
			i = n->lhs.node;
		else
			return -1;
	}
	return -1;
}

/* Can access x never touch the bytes of object i, whatever the pointers:
 * another element of the same pointer at constant indexes ('S[1]' and
 * 'S[0]'), another field through the same pointer ('s->n' and 's->acc'),
 * an element of a local array (no pointer reaches it)? */
static bool distinct_object(const struct model *m, int i, int x)
{
	const struct node *a = &m->nodes[i], *b = &m->nodes[x];
	int ra = loops_access_root(m, i), rb = loops_access_root(m, x);

	int db = rb >= 0 ? model_decl_of(m, b->func, m->nodes[rb].name) : -1;
	const struct node *d = db >= 0 ? &m->nodes[db] : NULL;
	/* a local array or structure (a declaration's type is its element
	 * type) whose address stays in its subscripts */
	if (d && d->type.kind != MT_PTR && !(d->flags & (NF_PARAM | NF_GLOBAL)) &&
	    !model_address_escapes_by(m, b->func, d->name, b->loop))
		return true;
	if (ra < 0 || rb < 0 || !m->nodes[ra].name || !m->nodes[rb].name ||
	    strcmp(m->nodes[ra].name, m->nodes[rb].name) || a->kind != b->kind)
		return false;
	if (a->kind == NK_SUBSCRIPT)
		return a->rhs.is_const && b->rhs.is_const &&
		       a->rhs.ival != b->rhs.ival && a->lhs.node >= 0 &&
		       b->lhs.node >= 0 && m->nodes[a->lhs.node].kind == NK_REF &&
		       m->nodes[b->lhs.node].kind == NK_REF;
	if (a->kind == NK_MEMBER && (a->flags & NF_ARROW) &&
	    (b->flags & NF_ARROW) && a->name && b->name &&
	    strcmp(a->name, b->name) && a->lhs.node >= 0 && b->lhs.node >= 0 &&
	    m->nodes[a->lhs.node].kind == NK_REF &&
	    m->nodes[b->lhs.node].kind == NK_REF)
		return true;
	return false;
}

/* Is REF x a variable of file scope or static storage (memory a pointer
 * may reach), not a local or parameter of its function? */
static bool global_ref(const struct model *m, const struct node *x)
{
	if (!x->name || x->func < 0)
		return false;
	int d = model_decl_of(m, x->func, x->name);
	return d < 0 || (m->nodes[d].flags & NF_GLOBAL);
}

/* Is the pointer access i starts from declared restrict ('const float
 * *restrict x')?  Then no other pointer reaches what it does. */
static bool restrict_root(const struct model *m, int i)
{
	int r = loops_access_root(m, i);

	int d = r >= 0 ? model_decl_of(m, m->nodes[i].func, m->nodes[r].name) : -1;
	return d >= 0 && m->nodes[d].type.kind == MT_PTR &&
	       model_decl_restrict(m, &m->nodes[d]);
}

/* May another store of loop li (not one of object 'text') change the
 * bytes of node i, by C's effective types?  Then no compiler may keep the
 * object in a register without 'restrict' (another load only: it keeps
 * it in a register and stores it every iteration, ddg.c promote()). */
static bool other_alias(const struct model *m, int li, int i, const char *text)
{
	const struct loop *l = &m->loops[li];
	struct mtype t = m->nodes[i].type;

	if (restrict_root(m, i))
		return false;
	for (int j = l->first_node; j < l->last_node; j++) {
		const struct node *x = &m->nodes[j];
		if (j == i || x->loop != li || !loops_is_memory(m, x) ||
		    !(x->flags & NF_STORE) ||
		    !(x->kind == NK_SUBSCRIPT || x->kind == NK_MEMBER ||
		      (x->kind == NK_UNARY && x->op == MOP_DEREF) ||
		      (x->kind == NK_REF && global_ref(m, x))))
			continue;
		if (!model_may_alias(x->type, t) || distinct_object(m, i, j) ||
		    restrict_root(m, j))
			continue;
		char *u = model_node_text(m, x);
		bool same = !strcmp(u, text);
		free(u);
		if (!same)
			return true;
	}
	return false;
}

/*
 * Variables kept in memory: a store to one address on every iteration
 * that a load of the same object feeds, 's->acc += x[i]' (the load is the
 * store's own), '*sum = *sum + x[i]', 'if (x[i] > s->max) s->max = x[i]'
 * (the store guarded by a compare of the load).  When another access of
 * the loop may touch the same bytes (x[i] may be s->acc for all the
 * compiler knows), the object is loaded and stored every iteration: the
 * chain is the load, the operations to the stored value (or to the
 * guard), and the store, at distance 1.
 */
static void inv_recurrences(const struct model *m, const struct machine *md,
			    int li, struct loop_info *out, struct env *e)
{
	const struct loop *l = &m->loops[li];
	unsigned ld_lat = md->ops[MD_OP_LOAD].latency;
	unsigned st_lat = md->ops[MD_OP_STORE].latency;

	for (int i = l->first_node; i < l->last_node; i++) {
		const struct node *sn = &m->nodes[i];
		int pi = sn->parent;
		if (!(sn->flags & NF_STORE) || pi < 0 || sn->kind == NK_REF ||
		    model_once_in(m, li, i) || !loops_invariant_object(m, li, i))
			continue;
		const struct node *p = &m->nodes[pi];
		char *text = model_node_text(m, sn);
		struct val v = { .lat = -1 };
		if (!other_alias(m, li, i, text)) {
			free(text);
			continue;	/* a compiler may keep it in a register */
		}
		if (sn->flags & NF_RMW) {
			/* 's->acc += x': its own load, then the operation */
			enum md_opclass op;
			unsigned lat;
			v.lat = 0;
			add_edge(&v, sn, MD_OP_LOAD, ld_lat);
			if (loops_opclass(m, md, p, &op, &lat))
				add_edge(&v, p, op, lat);
		} else if (p->kind == NK_BINARY && p->op == MOP_ASSIGN &&
			   p->lhs.node == i) {
			/* the loads before the store, and those in its
			 * right-hand side ('*sum = *sum + x[i]') */
			for (int j = l->first_node; j < pi; j++) {
				const struct node *x = &m->nodes[j];
				if (j == i || x->loop != li || (x->flags & NF_STORE) ||
				    x->kind != sn->kind)
					continue;
				char *u = model_node_text(m, x);
				bool same = !strcmp(u, text);
				free(u);
				if (!same)
					continue;
				replay_before(e, li, l->first_node, pi, j);
				struct val w = val_of(e, p->rhs.node);
				struct val c = val_of(e, guard_of(m, li, pi));
				if (c.lat > w.lat)
					w = c;	/* the guard's compare */
				if (w.lat > v.lat)
					v = w;
			}
		}
		free(text);
		if (v.lat < 0)
			continue;
		add_edge(&v, sn, MD_OP_STORE, st_lat);
		if ((unsigned)v.lat <= out->rec.latency)
			continue;
		/* the field, or the pointer's name ('acc' of 's->acc', 'sum'
		 * of '*sum'); the object is r->node's target */
		int b = sn->kind == NK_MEMBER ? i : sn->lhs.node;
		while (b >= 0 && m->nodes[b].kind == NK_CONV)
			b = m->nodes[b].lhs.node;
		mem_rec(&out->rec, md, &v, (unsigned)v.lat, 1,
			b >= 0 ? m->nodes[b].name : NULL, pi);
		out->rec.invariant = true;
	}
}

/*
 * Recurrences through memory: a store to a[i + c] read back as a[i + c - d]
 * d iterations later (an in-place recursive filter, y[i] = ... y[i - 1]).
 * The chain is the load, the operations from its value to the stored
 * value (through temporaries assigned before the store), and the store;
 * per iteration it costs its latency divided by d.
 */
static void mem_recurrences(const struct model *m, const struct machine *md,
			    int li, struct loop_info *out)
{
	const struct loop *l = &m->loops[li];
	unsigned di = l->depth - 1;
	struct env *e;

	if (di >= LOOPS_MAX_DEPTH)
		return;
	e = env_new(m, md, li);	/* replay_before() sets src */
	for (unsigned k = 0; k < out->nacc; k++) {
		const struct access *st = &out->acc[k];
		const struct node *sn = &m->nodes[st->node];
		int pi = sn->parent;
		int64_t S = st->stride[di];
		if (!st->is_store || !st->affine || !st->base || !S || pi < 0)
			continue;
		const struct node *p = &m->nodes[pi];
		if (p->kind != NK_BINARY || p->op != MOP_ASSIGN ||
		    p->lhs.node != st->node)
			continue;
		for (unsigned q = 0; q < out->nacc; q++) {
			const struct access *ld = &out->acc[q];
			if (ld->is_store || !ld->affine || !ld->base ||
			    strcmp(ld->base, st->base) || ld->sym != st->sym ||
			    memcmp(ld->stride, st->stride, sizeof(st->stride)))
				continue;
			int64_t delta = st->offset - ld->offset;
			if (!delta || delta % S || delta / S <= 0)
				continue;
			unsigned dist = (unsigned)(delta / S);
			replay_before(e, li, l->first_node, pi, ld->node);
			struct val v = val_of(e, p->rhs.node);
			if (v.lat < 0)
				continue;
			add_edge(&v, sn, MD_OP_STORE, md->ops[MD_OP_STORE].latency);
			unsigned lat = ((unsigned)v.lat + dist - 1) / dist;
			if (lat <= out->rec.latency)
				continue;
			mem_rec(&out->rec, md, &v, lat, dist, st->base, pi);
		}
	}
	inv_recurrences(m, md, li, out, e);
	out->rec_mii = out->rec.latency;
	free(e);
}

/* --- the whole loop ----------------------------------------------------- */

double loops_res_mii(const struct machine *md,
		     const unsigned ops[MD_OP__COUNT], const char **unit)
{
	unsigned use[32] = { 0 }, nops = 0;
	double res = 0;
	const char *binding = NULL;

	for (unsigned c = 0; c < MD_OP__COUNT; c++) {
		int u = md->ops[c].unit;
		nops += ops[c];
		if (u >= 0 && u < 32)
			use[u] += ops[c] * md->ops[c].recovery;
	}
	for (unsigned u = 0; u < md->nunits && u < 32; u++) {
		double r = (double)use[u] / md->units[u].count;
		if (r > res) {
			res = r;
			binding = md->units[u].name;
		}
	}
	double slots = (double)nops / md->issue_slots;
	if (slots > res) {
		res = slots;
		binding = "issue slots";
	}
	if (unit)
		*unit = binding;
	return res;
}

/* Machine keys of the jump and unrolling (machdesc: jump_delay_slots,
 * taken_jump_stall, unroll_default, addressing). */
unsigned loops_jump_delay(const struct machine *md)
{
	return md->jump_delay_slots;
}

unsigned loops_unroll_default(const struct machine *md)
{
	return md->unroll_default ? md->unroll_default : 1;
}

static void addressing(const struct machine *md, struct ddg_opts *o)
{
	o->addr_displacement = md->addressing.displacement;
	o->addr_index = md->addressing.index;
	o->addr_scaled = md->addressing.scaled_index;
}

unsigned loops_pragma_unroll(const struct model *m, int li)
{
	const struct loop *l = &m->loops[li];
	const struct model_file *f;
	static const char key[] = "TCS_unroll";

	if (l->first_node >= l->last_node || l->file >= m->nfiles)
		return 0;
	const struct node *n = &m->nodes[l->first_node];
	if (n->file != l->file)
		return 0;
	f = &m->files[l->file];
	/* back to the start of the loop's line, then the lines above it
	 * (blank lines and comments skipped, at most 3) */
	unsigned off = n->begin < f->len ? n->begin : f->len, line = n->line;
	while (off > 0 && (line > l->line || f->text[off - 1] != '\n')) {
		if (f->text[off - 1] == '\n')
			line--;
		off--;
	}
	for (unsigned tries = 0; tries < 3 && off > 0; tries++) {
		unsigned e = off - 1, b = e;
		while (b > 0 && f->text[b - 1] != '\n')
			b--;
		off = b;
		const char *p = f->text + b;
		unsigned len = e - b;
		while (len && (*p == ' ' || *p == '\t')) {
			p++;
			len--;
		}
		if (!len || (len >= 2 && p[0] == '/' && (p[1] == '/' || p[1] == '*')))
			continue;
		if (p[0] != '#')
			return 0;
		for (unsigned i = 0; i + sizeof(key) - 1 < len; i++) {
			if (memcmp(p + i, key, sizeof(key) - 1))
				continue;
			const char *q = p + i + sizeof(key) - 1;
			while (q < p + len && (*q == ' ' || *q == '='))
				q++;
			unsigned long v = strtoul(q, NULL, 10);
			return v > 0 && v <= 64 ? (unsigned)v : 0;
		}
		return 0;
	}
	return 0;
}

/* Small constant trip counts are unrolled completely. */
#define FULL_UNROLL_TRIP 16
#define FULL_UNROLL_OPS 64

static void old_bounds(const struct model *m, const struct machine *md, int li,
		       struct loop_info *out)
{
	const struct loop *l = &m->loops[li];

	for (int i = l->first_node; i < l->last_node; i++) {
		const struct node *n = &m->nodes[i];
		enum md_opclass op;
		unsigned lat;
		if (n->loop != li || model_once_in(m, li, i) ||
		    !loops_opclass(m, md, n, &op, &lat))
			continue;
		if (op == MD_OP__COUNT) {
			out->ncalls++;
			out->call_cycles += lat;
			continue;
		}
		out->ops[op]++;
		if (op == MD_OP_LOAD && (n->flags & NF_RMW))
			out->ops[MD_OP_STORE]++;
	}
	out->ops[MD_OP_BRANCH] += 1;
	for (unsigned c = 0; c < MD_OP__COUNT; c++) {
		int u = md->ops[c].unit;
		out->nops += out->ops[c];
		if (u >= 0 && u < 32)
			out->unit_use[u] += out->ops[c] * md->ops[c].recovery;
	}
	double res = loops_res_mii(md, out->ops, &out->res_unit);
	out->res_mii = res;
}

/* The kernel's cycles per entry of the loop. */
static void loop_cycles(struct loop_info *li)
{
	if (li->full) {
		li->cycles = li->kernel + li->inner * (double)li->trip;
		li->cpi = li->trip ? li->cycles / (double)li->trip : li->cycles;
	} else {
		li->cpi = (li->kernel + li->stall + li->inner) / (double)li->unroll;
		li->cycles = li->cpi * (double)li->trip + li->prologue;
	}
	li->cycles += li->once_inner;
	li->ii = (unsigned)ceil(li->cpi - 1e-9);
}

void loops_add_inner(struct loop_info *outer, const struct loop_info *inner)
{
	if (inner->once) {	/* once per entry, not per iteration */
		outer->once_inner += inner->cycles;
		loop_cycles(outer);
		return;
	}
	/* (a profile measured how often a pass enters it) */
	outer->inner += inner->cycles * inner->share;
	loop_cycles(outer);
	/* an outer loop is list-scheduled around its inner loops, which it
	 * runs one after the other: they bind it when they take longer than
	 * its own pass */
	if (!outer->innermost && outer->inner > outer->kernel + outer->stall)
		outer->binding = "inner loops";
}

void loops_analyse_opts(const struct model *m, const struct machine *md,
			int li, const struct loops_opts *o,
			struct loop_info *out)
{
	const struct loop *l = &m->loops[li];

	memset(out, 0, sizeof(*out));
	out->loop = li;
	out->once = l->once != ONCE_NONE;
	out->share = l->prof_share >= 0 ? l->prof_share : 1;
	out->innermost = model_loop_innermost(m, li);
	out->trip_known = l->trip_known;
	out->trip_profiled = l->trip_profiled;
	out->trip = model_loop_trip_nest(m, li, o->assumed_trip);
	/* the count nest_trip() halved, not one a cap trimmed */
	uint64_t h = model_loop_tri_half(m, li, o->assumed_trip);
	out->tri_half = h && out->trip == h &&
			out->trip < model_loop_trip(l, o->assumed_trip);
	out->rec_skipped = !out->innermost ||
			   l->last_node - l->first_node > LOOPS_MAX_REC_NODES;
	if (o->same && o->same->loop == li) {
		/* (a variant: a fifth of the time of flac's lpc.c went to
		 * finding these again for each of its 499 variants) */
		const struct loop_info *s = o->same;
		out->rec = s->rec;
		out->rec_mii = out->rec_skipped ? 0 : s->rec.latency;
		out->nacc = s->nacc;
		out->acc = s->nacc ? xmalloc(s->nacc * sizeof(*out->acc)) : NULL;
		if (s->nacc)
			memcpy(out->acc, s->acc, s->nacc * sizeof(*out->acc));
	} else {
		if (!out->rec_skipped)
			recurrences(m, md, li, out);
		accesses(m, li, out);
		if (!out->rec_skipped)
			mem_recurrences(m, md, li, out);
	}
	unsigned old_rec = out->rec_mii;

	/* the unroll factor */
	struct ddg_opts dop = { .unroll = 1, .assume_restrict = o->assume_restrict,
				.restrict_names = o->restrict_names,
				.nrestrict = o->nrestrict,
				.split_var = o->split_var, .split = o->split,
				.fixed_point = o->fixed_point, .subst = o->subst,
				.call_out = o->call_out,
				.carry_var = o->carry_var, .repl = o->repl,
				.promote_node = o->promote_node,
				.nrepl = o->nrepl, .sc_values = o->sc_values,
				.unswitch = o->unswitch, .inv = o->inv };
	addressing(md, &dop);
	unsigned pragma = loops_pragma_unroll(m, li);
	bool counted = l->ivar && l->step_known;
	/* a count the compiler sees: not one the configured settings give,
	 * which the code loads at run time (loop.trip_usr) */
	bool ct = l->trip_known && !l->trip_usr;
	out->unroll = 1;
	out->unroll_basis = "none";
	if (o->unroll) {
		out->unroll = o->unroll;
		out->unroll_basis = "option";
	} else if (pragma) {
		out->unroll = pragma;
		out->unroll_basis = "pragma";
	} else if (out->innermost && ct && l->trip >= 1 &&
		   l->trip <= FULL_UNROLL_TRIP) {
		out->unroll = (unsigned)l->trip;
		out->unroll_basis = "full";
	} else if (counted && out->innermost) {
		unsigned d = o->unroll_default ? o->unroll_default :
			     loops_unroll_default(md);
		if (d > 1) {
			out->unroll = d;
			out->unroll_basis = o->unroll_default ? "option" : "machine";
		}
	}
	if (!out->innermost)
		out->unroll = 1;
	if (l->trip_known && l->trip >= 1 && out->unroll > l->trip)
		out->unroll = (unsigned)l->trip;
	if (!out->unroll)
		out->unroll = 1;
	out->full = out->innermost && ct && out->unroll == l->trip &&
		    strcmp(out->unroll_basis, "none");
	dop.no_jump = out->full;
	dop.unroll = out->unroll;

	ddg_build(m, md, li, &dop, &out->ddg);
	if (out->ddg.too_large) {
		old_bounds(m, md, li, out);
		unsigned resi = (unsigned)ceil(out->res_mii);
		out->kernel = (resi > old_rec ? resi : old_rec) + out->call_cycles;
		if (out->kernel < loops_jump_delay(md) + 1)
			out->kernel = loops_jump_delay(md) + 1;
		out->unroll = 1;
		out->full = false;
		out->binding = "schedule";
		out->rec_mii = old_rec;
		out->prologue = 0;
		loop_cycles(out);
		return;
	}
	if (out->full && !strcmp(out->unroll_basis, "full") &&
	    out->ddg.nops > FULL_UNROLL_OPS) {
		/* too big to unroll completely: an ordinary loop */
		ddg_release(&out->ddg);
		out->unroll = 1;
		out->full = false;
		out->unroll_basis = "none";
		dop.unroll = 1;
		dop.no_jump = false;
		ddg_build(m, md, li, &dop, &out->ddg);
	}
	out->scheduled = true;
	ddg_count(&out->ddg, out->ops);
	out->ncalls = out->ddg.ncalls;
	out->call_cycles = out->ddg.call_cycles;
	out->nops = 0;
	for (unsigned c = 0; c < MD_OP__COUNT; c++) {
		int u = md->ops[c].unit;
		out->nops += out->ops[c];
		if (u >= 0 && u < 32)
			out->unit_use[u] += out->ops[c] * md->ops[c].recovery;
	}
	bool pipeline = out->innermost && !out->full && !out->ddg.ncalls &&
			!out->ddg.branchy;
	/* the floor per iteration, as the kernel's: ceil((kernel + stall) /
	 * unroll) >= floor once kernel > (floor - 1) x unroll - stall */
	unsigned kfloor = 0;
	if (o->ii_floor && pipeline) {
		unsigned stall = out->ddg.jump >= 0 ? md->taken_jump_stall : 0;
		uint64_t k = (uint64_t)(o->ii_floor - 1) * out->unroll + 1;
		kfloor = k <= stall ? 1 : k - stall <= UINT_MAX / 2 ?
			 (unsigned)(k - stall) : 0;
	}
	sched_loop(md, &out->ddg, pipeline, loops_jump_delay(md), kfloor,
		   &out->sched);
	out->res_mii = out->sched.res_mii;
	out->res_unit = out->sched.res_bound;
	/* not pipelined: the scalar chain (the schedule has no RecMII) */
	out->rec_mii = out->sched.rec_mii ? out->sched.rec_mii : out->rec.latency;
	out->pipelined = out->sched.pipelined;
	out->kernel = out->sched.ii;
	out->jump_min = out->sched.jump_min;
	out->stall = out->jump_min ? md->taken_jump_stall : 0;
	out->binding = out->sched.binding;
	out->prologue = out->pipelined ? (out->sched.stages - 1) * out->kernel : 0;
	loop_cycles(out);
}

void loops_analyse(const struct model *m, const struct machine *md, int li,
		   uint64_t assumed_trip, struct loop_info *out)
{
	struct loops_opts o = { .assumed_trip = assumed_trip };
	loops_analyse_opts(m, md, li, &o, out);
}

unsigned loops_best_unroll(const struct model *m, const struct machine *md,
			   int li, const struct loops_opts *o, double *cpi)
{
	const struct loop *l = &m->loops[li];
	unsigned best = 0, max = o->unroll_cap && o->unroll_cap < LOOPS_MAX_UNROLL ?
				 o->unroll_cap : LOOPS_MAX_UNROLL;
	double bc = 0;

	/* no more copies than passes, of a constant or measured count
	 * (speex's 'mm[j] = 0' over the LPC order, 10 passes: an unroll by
	 * 16 would leave every pass to the remainder loop; a bound from
	 * above, at most so many passes, is the loop rules' to weigh) */
	if ((l->trip_known || l->trip_profiled) && l->trip < max)
		max = (unsigned)l->trip;
	/* ... nor than the passes the count takes below its bound (a tail
	 * from where an earlier loop stopped, 'for (; i < 20; i++)': at
	 * most 20, counted 10; speex's version string, where an unroll by
	 * 16 never ran a full pass).  A count at its bound, or a bound below
	 * the largest factor, keeps it: the loop rules drop what cannot
	 * reach it. */
	uint64_t tb = !l->trip_known && !l->trip_profiled && l->trip_bounded ?
		      model_loop_trip(l, o->assumed_trip) : 0;
	if (tb >= l->trip || tb >= o->assumed_trip || l->trip < max)
		tb = 0;	/* (an assumed count is no count to weigh; a bound
			 * below the largest factor: the rules drop it) */
	if (tb && tb < max)
		max = (unsigned)tb;
	/* with a count known or measured (or bounded), the passes the
	 * unrolled loop leaves over (trip mod n) run at the loop's own
	 * cycles: weighed in, per iteration of the whole count */
	uint64_t t = (l->trip_known || l->trip_profiled) && l->trip > 0 ?
		     l->trip : tb;
	double one = 0;
	if (t && max >= 2) {
		struct loops_opts v = *o;
		struct loop_info x;
		v.unroll = 1;
		loops_analyse_opts(m, md, li, &v, &x);
		one = x.cpi;
		loop_info_release(&x);
	}
	/* powers of two, as unroll pragmas are written */
	for (unsigned n = 2; n <= max; n *= 2) {
		struct loops_opts v = *o;
		struct loop_info x;
		v.unroll = n;
		loops_analyse_opts(m, md, li, &v, &x);
		double c = x.cpi;
		if (t)
			c = ((double)(t / n * n) * x.cpi + (double)(t % n) * one) /
			    (double)t;
		/* a factor is worth it when it saves 5% over the best smaller */
		if (!x.full && (!best || c < bc * 0.95)) {
			best = n;
			bc = c;
		}
		bool bound = !x.jump_min || x.kernel > x.jump_min;
		loop_info_release(&x);
		if (bound && best == n)
			break;	/* the jump no longer binds: larger gains little */
	}
	if (cpi)
		*cpi = bc;
	return best;
}

uint64_t loops_function_cycles(const struct model *m, const struct machine *md,
			       const struct loop_info *infos, unsigned f,
			       enum trip_basis *basis)
{
	const struct function *fn = &m->funcs[f];
	unsigned ops = 0;
	double cycles = 0;

	*basis = TRIP_CONSTANT;
	for (int i = fn->first_node; i < fn->last_node; i++) {
		const struct node *n = &m->nodes[i];
		enum md_opclass op;
		unsigned lat;
		/* straight-line code, and blocks of a loop that run once
		 * per run of it (counted once: a bound from below) */
		if ((n->loop >= 0 && !model_once_in(m, n->loop, i)) ||
		    n->once == ONCE_DEAD ||	/* (an arm no call takes) */
		    !loops_opclass(m, md, n, &op, &lat))
			continue;
		if (op == MD_OP__COUNT)
			cycles += lat;
		else
			ops++;
	}
	cycles += (ops + md->issue_slots - 1) / md->issue_slots;
	/* the walker records loops in order, function by function: the
	 * first loop of f by binary search */
	unsigned lo = 0, hi = m->nloops;
	while (lo < hi) {
		unsigned mid = lo + (hi - lo) / 2;
		if (m->loops[mid].func < (int)f)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (unsigned k = lo; k < m->nloops && m->loops[k].func == (int)f; k++) {
		const struct loop *l = &m->loops[k];
		if (l->parent < 0 &&	/* (as often as the profile saw) */
		    m->nodes[l->first_node].once != ONCE_DEAD)
			cycles += infos[k].cycles * infos[k].share;
		enum trip_basis b = l->trip_known ? TRIP_CONSTANT :
				    l->trip_profiled ? TRIP_PROFILE : TRIP_ASSUMED;
		if (b == TRIP_ASSUMED || (b == TRIP_PROFILE && *basis == TRIP_CONSTANT))
			*basis = b;
	}
	if (!(cycles < (double)COUNT_CAP))
		return COUNT_CAP;
	return cycles < 1 ? 1 : (uint64_t)ceil(cycles);
}

void loops_schedule(const struct loop_info *li, struct finding_schedule *s)
{
	size_t o = 0;

	memset(s, 0, sizeof(*s));
	s->present = true;
	/* per iteration, as ii is: a pass of an unrolled loop holds several */
	s->res_mii = li->res_mii / (li->unroll ? li->unroll : 1);
	s->rec_mii = (li->rec_mii + li->unroll - 1) / (li->unroll ? li->unroll : 1);
	s->ii = li->ii;
	s->trip = li->trip;
	s->trip_known = li->trip_known;
	s->trip_profiled = li->trip_profiled;
	snprintf(s->res_unit, sizeof(s->res_unit), "%s",
		 li->res_unit ? li->res_unit : "");
	for (unsigned k = 0; k < li->rec.nedges && o < sizeof(s->chain); k++) {
		int n = snprintf(s->chain + o, sizeof(s->chain) - o, "%s%s %u",
				 k ? " -> " : "", li->rec.edges[k].what,
				 li->rec.edges[k].latency);
		if (n < 0)
			break;
		o += (size_t)n;
	}
}

void loop_info_release(struct loop_info *li)
{
	ddg_release(&li->ddg);
	sched_release(&li->sched);
	free(li->acc);
	li->acc = NULL;
	li->nacc = 0;
}

void loops_kernel_table(struct strbuf *sb, const struct model *m,
			const struct machine *md, const struct loop_info *li)
{
	const struct ddg *g = &li->ddg;
	const struct sched *s = &li->sched;
	unsigned rows = li->kernel, w = md->issue_slots;

	(void)m;
	if (!li->scheduled || !rows || rows > 512)
		return;
	sb_printf(sb, "  kernel (%s, %u cycle%s x %u slots%s):\n  cycle",
		  li->pipelined ? "modulo scheduled" : "list scheduled", rows,
		  rows == 1 ? "" : "s", w, li->pipelined ? ", stage in []" : "");
	for (unsigned k = 0; k < w; k++)
		sb_printf(sb, " | slot %-9u", k + 1);
	sb_puts(sb, "\n");
	for (unsigned r = 0; r < rows; r++) {
		sb_printf(sb, "  %5u", r);
		for (unsigned k = 0; k < w; k++) {
			char cell[32] = "";
			for (unsigned o = 0; o < g->nops; o++) {
				int t = s->time[o];
				if (t < 0 || s->slot[o] != (int)k ||
				    (unsigned)t % rows != r || (!li->pipelined &&
				    (unsigned)t >= rows))
					continue;
				if (li->pipelined && s->stages > 1)
					snprintf(cell, sizeof(cell), "%s[%u]", g->op[o].what,
						 (unsigned)t / rows);
				else
					snprintf(cell, sizeof(cell), "%s", g->op[o].what);
			}
			sb_printf(sb, " | %-14s", cell);
		}
		sb_puts(sb, "\n");
	}
	for (unsigned o = 0; o < g->nops; o++)
		if (g->op[o].cls == MD_OP__COUNT)
			sb_printf(sb, "  call %s at cycle %d: %u cycles (no slot shown)\n",
				  g->op[o].what, s->time[o], g->op[o].lat);
}

/* Why a loop counts what its bound's name gives (loop.named). */
static const char *const named_why[] = {
	[NAMED_CHANNELS] = "assumed: a loop over channels or streams, 2 as in "
			   "a stereo stream",
	[NAMED_ORDER] = "assumed: a loop over a filter's order, 8 as in the "
			"codecs measured",
	[NAMED_DIM] = "assumed: a loop over a vector's dimension, 4 as in the "
		      "codecs measured",
	[NAMED_FRAME] = "assumed: a loop over a frame's or a block's samples, "
			"2048 as in the codecs measured",
	[NAMED_LINKS] = "assumed: a loop over a chained stream's links, 1 as "
			"in an ordinary file",
};

void loops_report(struct strbuf *sb, const struct model *m,
		  const struct machine *md, const struct loop_info *li)
{
	const struct loop *l = &m->loops[li->loop];
	const char *kind = l->kind == LOOP_FOR ? "for" : l->kind == LOOP_WHILE ?
			   "while" : "do";

	sb_printf(sb, "%s:%u:%u: %s loop, depth %u%s, function '%s', target %s\n",
		  m->files[l->file].path, l->line, l->col, kind, l->depth,
		  li->innermost ? " (innermost)" : "",
		  l->func >= 0 ? m->funcs[l->func].name : "", md->name);
	if (l->ivar)
		sb_printf(sb, "  induction variable: %s, step %lld\n", l->ivar,
			  (long long)(l->step_known ? l->step : 0));
	const char *why =
		  li->trip_known && l->trip_usr ? "constant: the configured "
		  "settings give its bound, or what its calls pass for it" :
		  li->trip_known && l->trip_callers ? "constant: every call "
		  "of the function passes the same count" :
		  li->trip_known ? "constant" : li->trip_profiled ?
		  "profile" : l->resumed ? "assumed: 1 per call (a goto from "
		  "outside enters the loop: each call resumes it)" :
		  model_loop_tail(l) && li->trip == (l->trip + 1) / 2 ?
		  "assumed: half its bound (a tail: from a start computed at "
		  "run time up to a constant end)" :
		  l->remainder && !li->trip_known && !li->trip_profiled ?
		  "assumed: a few passes (a remainder: it goes on from where "
		  "the loop before stopped, whose bound may be this loop's end)" :
		  model_loop_shift_half(l) && li->trip == (l->trip + 1) / 2 ?
		  "assumed: half its bound (its variable is the count of a "
		  "shift on every pass, below the shifted value's width)" :
		  l->triangular && l->trip_bounded && li->trip < l->trip &&
		  l->outer_shift ?
		  "assumed: the mean of its least and most passes (a "
		  "triangular nest: its bound is an enclosing loop's counter "
		  "shifted or divided, whose range bounds it)" :
		  l->triangular && l->trip_bounded && li->trip < l->trip ?
		  "assumed: the mean of its least and most passes (a "
		  "triangular nest: one end is an enclosing loop's counter, "
		  "whose range bounds it)" :
		  li->tri_half ?
		  "assumed: half the passes of the loop around it (a triangular "
		  "nest: one end is that loop's counter, whose own count is "
		  "assumed)" :
		  l->geo_any && l->trip_bounded && l->trip == li->trip ?
		  "assumed: at most the passes a step towards 0 takes from "
		  "the extremes of its counter's type (its start is not known)" :
		  l->trip_bounded && l->trip_upper && !l->start_known &&
		  !l->param_name ?
		  (l->trip == li->trip ? "assumed: at most the header's bound "
		   "(an unsigned counter that starts where it was left)" :
		   "assumed: the header's bound is only an upper bound") :
		  l->trip_bounded && l->trip_upper && l->trip_usr &&
		  l->trip == li->trip ? "assumed: at most the count the "
		  "configured settings give its bound, as the body also moves "
		  "the induction variable or leaves the loop" :
		  l->trip_bounded && l->trip_upper && l->param_name ?
		  (l->trip == li->trip ? "assumed: at most the count the calls "
		   "pass, as the body also moves the induction variable or "
		   "leaves the loop" : "assumed: the count the calls pass is only "
		   "an upper bound") :
		  l->trip_bounded && l->trip_upper ?
		  (l->trip == li->trip ? "assumed: the header's count, but the "
		   "body also moves the induction variable or leaves the loop" :
		   "assumed: the header's count is only an upper bound") :
		  l->trip_callers && l->trip == li->trip ? "assumed: the largest "
		  "of the counts the calls of the function pass" :
		  l->append_cap && li->trip < l->trip ? "assumed: its passes "
		  "and those of the loops around it that keep the counter "
		  "append to one array through it, at most its extent in all" :
		  l->trip_bounded && l->guarded &&
		  l->trip == li->trip ? (l->cond_countdown ? "assumed: at most "
		  "what the condition of the if around it lets its counter "
		  "start from" : "assumed: at most what the condition of "
		  "the if around it lets its end be") :
		  l->named && li->trip == model_named_count(l) ?
		  named_why[l->named] :
		  l->chunks && !l->trip_bounded ?
		  "assumed: a few passes, the cube root of the assumed count (a "
		  "loop over chunks: only the increment of a loop inside steps "
		  "the counter its condition tests)" :
		  l->data_walk && !l->trip_bounded ?
		  "assumed: a few passes, the cube root of the assumed count (a "
		  "while loop without a counter that ends on what it reads or "
		  "computes: a tree walk, a search, a renormalisation)" :
		  model_loop_leaves_early(l) && !li->trip_known &&
		  !li->trip_profiled ?
		  "assumed: a few passes, the cube root of the assumed count (it "
		  "may leave before its bound: a break or a return in its body, "
		  "or data its condition tests)" :
		  l->trip_bounded &&
		  l->trip == li->trip ? "assumed: bounded by an array's extent, "
		  "a clamp of its end or the arrays its callers pass" :
		  "assumed";
	/* a named count over the loop's step, or times its end's factor */
	bool scaled = l->named && why == named_why[l->named] &&
		      li->trip != model_named_trip(l->named);
	bool from = scaled && model_named_from_start(l);
	sb_printf(sb, "  trip count: %llu (%s%s)\n", (unsigned long long)li->trip,
		  why, !scaled ? "" : from ? ", the passes left from its start" :
		  l->named_scale > 1 ?
		  ", times the factor of its end pointer's distance, over its "
		  "step" : ", over its step");
	sb_printf(sb, "  unroll: %u (%s)%s\n", li->unroll,
		  !strcmp(li->unroll_basis, "none") ? "not unrolled" :
		  !strcmp(li->unroll_basis, "pragma") ? "#pragma TCS_unroll" :
		  !strcmp(li->unroll_basis, "full") ? "small constant trip count" :
		  !strcmp(li->unroll_basis, "option") ? "option 'unroll'" :
		  "machine default", li->full ? ", fully unrolled: no loop remains" : "");
	if (li->scheduled)
		sb_printf(sb, "  clean-ups: %u duplicate%s merged, %u invariant%s "
			  "hoisted, %u address%s folded, %u pointer increment%s\n",
			  li->ddg.merged, li->ddg.merged == 1 ? "" : "s",
			  li->ddg.hoisted, li->ddg.hoisted == 1 ? "" : "s",
			  li->ddg.folded, li->ddg.folded == 1 ? "" : "es",
			  li->ddg.streams, li->ddg.streams == 1 ? "" : "s");
	/* blocks of the loop that run once per run of it, left out */
	for (int i = l->first_node, last = -1; i < l->last_node; i++) {
		const struct node *n = &m->nodes[i];
		if (n->loop != li->loop || !model_once_in(m, li->loop, i) ||
		    n->once_if == last)
			continue;
		last = n->once_if;
		const struct node *g = &m->nodes[last];
		if (g->loop != li->loop)
			continue;	/* in an inner block of this one */
		if (n->once == ONCE_DEAD) {
			sb_printf(sb, "  never run: the branch at line %u (no "
				  "call of the file takes it)\n", g->line);
			continue;
		}
		sb_printf(sb, "  once per run, not per iteration: the branch at "
			  "line %u (%s)\n", g->line, n->once == ONCE_GUARD ?
			  "a once-guarded set-up block" : n->once == ONCE_CHANGE ?
			  "a change-guarded set-up block" : n->once == ONCE_HOOK ?
			  "an optional report block" : n->once == ONCE_ERROR ?
			  "an error path" : n->once == ONCE_RESET ?
			  "a reset request" : n->once == ONCE_NAN ?
			  "a fallback for NaN and degenerate values" :
			  n->once == ONCE_WIDE && model_stereo_arm(g) ?
			  "only other channel counts than two take it" :
			  n->once == ONCE_WIDE ?
			  "only samples wider than 24 bits take it" :
			  n->once == ONCE_OPTION ?
			  "a setting off by default" : n->once == ONCE_RETURN ?
			  "it returns" : model_counter_arm(m, last) ?
			  "it is taken for one value of the counter" :
			  "it leaves the loop");
	}
	sb_printf(sb, "  operations per %s: %u (", li->unroll > 1 ?
		  "kernel pass" : "iteration", li->nops);
	bool first = true;
	for (unsigned c = 0; c < MD_OP__COUNT; c++)
		if (li->ops[c]) {
			sb_printf(sb, "%s%s %u", first ? "" : ", ",
				  md_opclass_name((enum md_opclass)c), li->ops[c]);
			first = false;
		}
	sb_printf(sb, ")\n  unit usage per %s:", li->unroll > 1 ?
		  "kernel pass" : "iteration");
	for (unsigned u = 0; u < md->nunits && u < 32; u++)
		if (li->unit_use[u])
			sb_printf(sb, " %s %u/%u", md->units[u].name,
				  li->unit_use[u], md->units[u].count);
	sb_printf(sb, ", issue %u/%u\n", li->nops, md->issue_slots);
	sb_printf(sb, "  ResMII: %.2f cycles (bound by %s)\n", li->res_mii,
		  li->res_unit ? li->res_unit : "-");
	if (!li->innermost) {
		sb_puts(sb, "  RecMII: none: an outer loop is not software-pipelined "
			"(TCS pipelines innermost loops only)\n");
	} else {
		sb_printf(sb, "  RecMII: %u cycles", li->rec_mii);
		if (li->rec.latency && li->rec_mii > li->rec.latency * li->unroll) {
			/* the schedule's critical cycle: through memory (a
			 * store the next loads may depend on), or through
			 * registers (a guarded update, 'if (...) band++;') */
			unsigned cyc[64];
			unsigned nc = sched_critical_cycle(&li->ddg, li->rec_mii,
							   cyc, 64);
			bool mem = false, mem0 = false;
			for (unsigned k = 0; k < nc; k++) {
				bool me = li->ddg.e[cyc[k]].kind == DDG_MEM;
				mem |= me && li->ddg.e[cyc[k]].dist;
				mem0 |= me && !li->ddg.e[cyc[k]].dist;
			}
			if (mem || !nc) {
				sb_puts(sb, " (a memory recurrence: a store the "
					"next loads may depend on)");
			} else {
				sb_puts(sb, mem0 ? " (a recurrence through a store a "
					"load of the same iteration waits for, carried "
					"by registers:" : " (a recurrence through "
					"registers:");
				for (unsigned k = 0; k < nc && k < 12; k++)
					sb_printf(sb, "%s%s %u", k ? " -> " : " ",
						  li->ddg.op[li->ddg.e[cyc[k]].from].what ?
						  li->ddg.op[li->ddg.e[cyc[k]].from].what : "?",
						  li->ddg.e[cyc[k]].lat);
				sb_puts(sb, ")");
			}
			sb_printf(sb, "; the longest chain of %u cycles", li->rec.latency);
		}
		if (li->rec.latency && li->rec.invariant) {
			char *t = li->rec.node >= 0 ? model_node_text(m,
				&m->nodes[m->nodes[li->rec.node].lhs.node]) : NULL;
			sb_printf(sb, ", recurrence on '%s' in memory: ", t ? t : "?");
			for (unsigned k = 0; k < li->rec.nedges; k++)
				sb_printf(sb, "%s%s %u", k ? " -> " : "",
					  li->rec.edges[k].what, li->rec.edges[k].latency);
			sb_printf(sb, " -> %s (loaded and stored every iteration)\n",
				  t ? t : "?");
			free(t);
		} else if (li->rec.latency) {
			sb_printf(sb, ", recurrence on '%s': ", li->rec.var);
			for (unsigned k = 0; k < li->rec.nedges; k++)
				sb_printf(sb, "%s%s %u", k ? " -> " : "",
					  li->rec.edges[k].what, li->rec.edges[k].latency);
			if (li->rec.through_memory)
				sb_printf(sb, " -> %s[] (through memory, distance %u)\n",
					  li->rec.var, li->rec.distance);
			else
				sb_printf(sb, " -> %s (distance 1)\n", li->rec.var);
		} else {
			sb_puts(sb, li->rec_mii ? "\n" : " (no loop-carried dependence)\n");
		}
	}
	if (li->jump_min)
		sb_printf(sb, "  jump: %u delay slots, a kernel pass lasts at least "
			  "%u cycles\n", loops_jump_delay(md), li->jump_min);
	if (li->ncalls)
		sb_printf(sb, "  calls/emulated operations: %u, %u cycles per "
			  "pass (not pipelined)\n", li->ncalls, li->call_cycles);
	if (!li->innermost)
		sb_printf(sb, "  II: %u cycles per pass of its own body (list "
			  "scheduled around its inner loops)\n", li->kernel);
	else
		sb_printf(sb, "  II: %u cycles per kernel pass (%s, bound by %s)\n",
			  li->kernel, li->pipelined ? "modulo scheduled" :
			  "list scheduled", li->binding ? li->binding : "-");
	if (!li->innermost)
		sb_printf(sb, "  inner loops: %.0f cycles per iteration (each inner "
			  "loop's cycles per entry: trip x cycles per iteration + "
			  "fill and drain)\n", li->inner);
	sb_printf(sb, "  cycles per iteration: %.2f%s%s%s; loop ~ %u + %llu x "
		  "%.2f = %.0f cycles%s\n", li->cpi, li->innermost ? "" :
		  " (bound by ", li->innermost ? "" : li->binding ? li->binding : "-",
		  li->innermost ? "" : ")", li->prologue,
		  (unsigned long long)li->trip, li->cpi, li->cycles,
		  li->cycles >= (double)COUNT_CAP ? " (capped)" : "");
	loops_kernel_table(sb, m, md, li);
	for (unsigned a = 0; a < li->nacc; a++) {
		const struct access *x = &li->acc[a];
		const struct node *n = &m->nodes[x->node];
		sb_printf(sb, "  access %s '%s' line %u: %u bytes", x->is_store ?
			  "store" : "load", x->base ? x->base : "?", n->line, x->bytes);
		if (x->affine) {
			sb_printf(sb, ", stride bytes by depth:");
			for (unsigned d = 0; d < l->depth && d < LOOPS_MAX_DEPTH; d++)
				sb_printf(sb, " %lld", (long long)x->stride[d]);
		} else {
			sb_printf(sb, ", not affine");
		}
		sb_printf(sb, "\n");
	}
}

/* --- invariance ---------------------------------------------------------- */

/* The variable at the root of an lvalue (x, x.f, x[i], x[i].f), and
 * whether reaching it goes through memory (a pointer: *p, p->f, p[i]). */
static const struct node *lvalue_root(const struct model *m,
				      const struct node *n, bool *memory)
{
	*memory = false;
	for (unsigned guard = 0; n && guard < 64; guard++) {
		switch (n->kind) {
		case NK_REF:
			return n;
		case NK_MEMBER:
			if (n->flags & NF_ARROW)
				*memory = true;
			break;
		case NK_SUBSCRIPT: {
			const struct node *b = n->lhs.node >= 0 ?
					       &m->nodes[n->lhs.node] : NULL;
			if (!b || b->type.kind != MT_ARRAY)
				*memory = true;
			/* a parameter declared an array ('FLAC__int32
			 * data[]') is a pointer: its elements are memory any
			 * other pointer of the type may reach (flac's
			 * restore loop reloads 'qlp_coeff[0]' after each
			 * store to 'data[i]') */
			else if (b->kind == NK_REF && b->name && n->func >= 0) {
				int d = model_decl_of(m, n->func, b->name);
				if (d >= 0 && (m->nodes[d].flags & NF_PARAM))
					*memory = true;
			}
			break;
		}
		case NK_UNARY:
			if (n->op != MOP_DEREF)
				return NULL;
			*memory = true;
			break;
		case NK_CONV:
			break;
		default:
			return NULL;
		}
		n = n->lhs.node >= 0 ? &m->nodes[n->lhs.node] : NULL;
	}
	return NULL;
}

/* Is name a local of function f (declared in it), not address-taken? */
static bool private_local(const struct model *m, int f, const char *name)
{
	bool local = false;

	if (f < 0)
		return false;
	for (int i = m->funcs[f].first_node; i < m->funcs[f].last_node; i++) {
		const struct node *x = &m->nodes[i];
		if (x->kind == NK_DECL && x->name && !(x->flags & NF_GLOBAL) &&
		    !strcmp(x->name, name))
			local = true;
		if (x->kind == NK_UNARY && x->op == MOP_ADDROF &&
		    x->lhs.node >= 0) {
			bool mem;
			const struct node *r = lvalue_root(m, &m->nodes[x->lhs.node], &mem);
			if (r && r->name && !strcmp(r->name, name))
				return false;
		}
		/* an array decays to a pointer that may escape into a call */
		if (x->kind == NK_REF && x->type.kind == MT_ARRAY &&
		    (x->flags & NF_CALL_ARG) && x->name && !strcmp(x->name, name))
			return false;
	}
	return local;
}

/* A loop's calls, stores and declarations, for loop_invariant_c(). */
#define SUM_TYPES 16
struct loop_sum {
	bool done, calls, memstore;
	/* the types memory stores write (memstore), at most SUM_TYPES of
	 * them; anytype: more, or one that is no number, pointer or record */
	struct mtype mt[SUM_TYPES];
	unsigned nmt;
	bool anytype;
	const char **st, **de;	/* names stored to, declared: sorted */
	unsigned nst, nde;
	int *ifs, *maxend;	/* its NK_IF nodes in order, and the end of
				 * the furthest arm of those up to each */
	unsigned nifs;
};

struct loop_inv_cache {
	struct loop_sum *v;
	unsigned n;
};

static int cmp_name_ptr(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static bool has_name(const char **v, unsigned n, const char *name)
{
	return n && bsearch(&name, v, n, sizeof(*v), cmp_name_ptr);
}

/* The type store x writes for others' loads: a union's member writes
 * the bytes of every member, of any type (MT_OTHER). */
static struct mtype store_type(const struct model *m, const struct node *x)
{
	for (const struct node *p = x; p; p = p->lhs.node >= 0 ?
	     &m->nodes[p->lhs.node] : NULL) {
		if (p->kind == NK_MEMBER && (p->flags & NF_UNION))
			return (struct mtype){ .kind = MT_OTHER };
		if (p->kind != NK_MEMBER && p->kind != NK_SUBSCRIPT &&
		    p->kind != NK_CONV)
			break;
	}
	return x->type;
}

/* Is x, a store into a named object r (not through a pointer), one a
 * pointer may reach: a global's, or a local's whose address the function
 * takes or lets decay into a call?  Loads through pointers may read it. */
static bool stores_shared(const struct model *m, const struct node *x,
			  const struct node *r)
{
	if (!r || !r->name || x == r || x->func < 0)
		return false;	/* a scalar variable's own store */
	int d = model_decl_of(m, x->func, r->name);
	if (d < 0)
		return true;	/* a global */
	return (m->nodes[d].flags & NF_GLOBAL) ||
	       !private_local(m, x->func, r->name);
}

/* Is t a type model_may_alias() judges (a number, a pointer, a record)? */
static bool judged_type(struct mtype t)
{
	return t.kind == MT_INT || t.kind == MT_FLOAT || t.kind == MT_PTR ||
	       t.kind == MT_RECORD;
}

static void sum_type(struct loop_sum *s, struct mtype t)
{
	if (!judged_type(t) || s->nmt == SUM_TYPES) {
		s->anytype = true;
		return;
	}
	for (unsigned k = 0; k < s->nmt; k++)
		if (s->mt[k].kind == t.kind && s->mt[k].bits == t.bits &&
		    s->mt[k].elem == t.elem)
			return;
	s->mt[s->nmt++] = t;
}

/* May a store of one of the nst types st[] (any type: anytype) change a
 * load of one of the nlt types lt[] (any: lany), by C's effective types
 * (a 'double' store never changes a 'float' load: flac's
 * '(double)data[i]' stays hoisted out of the loop storing 'autoc[j]')? */
static bool types_alias(const struct mtype *st, unsigned nst, bool anytype,
			const struct mtype *lt, unsigned nlt, bool lany)
{
	if (anytype || lany)
		return true;
	for (unsigned i = 0; i < nst; i++)
		for (unsigned k = 0; k < nlt; k++)
			if (model_may_alias(st[i], lt[k]))
				return true;
	return false;
}

static const struct loop_sum *loop_sum_of(const struct model *m, int l,
					  struct loop_inv_cache *c)
{
	struct loop_sum *s = &c->v[l];
	const struct loop *lp = &m->loops[l];
	unsigned cst = 0, cde = 0;

	if (s->done)
		return s;
	s->done = true;
	for (int i = lp->first_node; i < lp->last_node; i++) {
		const struct node *x = &m->nodes[i];
		if (x->kind == NK_CALL) {
			if (!(x->name && !strncmp(x->name, "__builtin_", 10)))
				s->calls = true;
			else if (strstr(x->name, "mem") || strstr(x->name, "str")) {
				/* '__builtin_memcpy', '__builtin_memset': a
				 * store of any type */
				s->memstore = true;
				s->anytype = true;
			}
			continue;
		}
		if (x->kind == NK_IF) {
			int e = x->arm_end[1] > x->arm_end[0] ? x->arm_end[1] :
				x->arm_end[0];
			s->ifs = xrealloc(s->ifs, (s->nifs + 1) * sizeof(*s->ifs));
			s->maxend = xrealloc(s->maxend, (s->nifs + 1) *
					     sizeof(*s->maxend));
			s->ifs[s->nifs] = i;
			s->maxend[s->nifs] = s->nifs && s->maxend[s->nifs - 1] > e ?
					     s->maxend[s->nifs - 1] : e;
			s->nifs++;
		}
		if (x->kind == NK_DECL) {
			if (!x->name)
				continue;
			if (s->nde == cde)
				s->de = xrealloc(s->de, (cde = cde ? 2 * cde : 8) *
						 sizeof(*s->de));
			s->de[s->nde++] = x->name;
			continue;
		}
		if (!(x->flags & NF_STORE))
			continue;
		bool mem;
		const struct node *r = lvalue_root(m, x, &mem);
		if (mem || !r || stores_shared(m, x, r)) {
			s->memstore = true;
			sum_type(s, store_type(m, x));
		}
		if (!r || !r->name || mem)
			continue;
		if (s->nst == cst)
			s->st = xrealloc(s->st, (cst = cst ? 2 * cst : 8) *
					 sizeof(*s->st));
		s->st[s->nst++] = r->name;
	}
	if (s->nst > 1)
		qsort(s->st, s->nst, sizeof(*s->st), cmp_name_ptr);
	if (s->nde > 1)
		qsort(s->de, s->nde, sizeof(*s->de), cmp_name_ptr);
	return s;
}

struct loop_inv_cache *loop_inv_cache_new(const struct model *m)
{
	struct loop_inv_cache *c = xcalloc(1, sizeof(*c));

	c->n = m->nloops;
	c->v = xcalloc(c->n ? c->n : 1, sizeof(*c->v));
	return c;
}

void loop_inv_cache_free(struct loop_inv_cache *c)
{
	if (!c)
		return;
	for (unsigned i = 0; i < c->n; i++) {
		free(c->v[i].st);
		free(c->v[i].de);
		free(c->v[i].ifs);
		free(c->v[i].maxend);
	}
	free(c->v);
	free(c);
}

/* model_loop_runs_always() with the loop's summary: node i is in an
 * arm of an if of l when an if before it has an arm reaching past it. */
static bool runs_always_c(const struct model *m, int l, int i,
			  struct loop_inv_cache *cache)
{
	if (!cache)
		return model_loop_runs_always(m, l, i);
	const struct loop_sum *sm = loop_sum_of(m, l, cache);
	unsigned lo = 0, hi = sm->nifs;
	while (lo < hi) {	/* the ifs before i */
		unsigned mid = lo + (hi - lo) / 2;
		if (sm->ifs[mid] < i)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo && i < sm->maxend[lo - 1])
		return false;
	return !model_in_lazy_operand(m, l, i);
}

bool loop_invariant_c(const struct model *m, int l, int ni,
		      struct loop_inv_cache *cache)
{
	if (l < 0 || (unsigned)l >= m->nloops || ni < 0 ||
	    (unsigned)ni >= m->nnodes)
		return false;
	const struct loop *lp = &m->loops[l];
	const struct node *n = &m->nodes[ni];
	const char *names[16];
	unsigned nnames = 0;
	bool loads = false, traps = false;
	struct mtype lt[8];	/* the types it loads (lany: any) */
	unsigned nlt = 0;
	bool lany = false;

	if (ni < lp->first_node || ni >= lp->last_node || n->sub_first < 0 ||
	    n->sub_first < lp->first_node)
		return false;
	for (int i = n->sub_first; i <= ni; i++) {
		const struct node *x = &m->nodes[i];
		if (x->type.is_volatile || (x->flags & NF_STORE))
			return false;
		switch (x->kind) {
		case NK_REF:
			if (!x->name || nnames == 16)
				return false;
			names[nnames++] = x->name;
			break;
		case NK_BINARY:
			if (x->op == MOP_ASSIGN)
				return false;
			if ((x->op == MOP_DIV || x->op == MOP_REM) &&
			    x->type.kind == MT_INT &&
			    !(x->rhs.is_const && x->rhs.ival != 0))
				traps = true;
			break;
		case NK_UNARY:
			if (x->op == MOP_PREINC || x->op == MOP_PREDEC ||
			    x->op == MOP_POSTINC || x->op == MOP_POSTDEC)
				return false;
			if (x->op == MOP_DEREF) {
				loads = true;
				if (nlt < 8 && judged_type(x->type))
					lt[nlt++] = x->type;
				else
					lany = true;
			}
			break;
		case NK_SUBSCRIPT:
		case NK_MEMBER:
			if (x->kind == NK_MEMBER && (x->flags & NF_UNION))
				lany = true;	/* its bytes are any member's */
			if (loops_is_memory(m, x)) {
				loads = true;
				if (nlt < 8 && judged_type(x->type))
					lt[nlt++] = x->type;
				else
					lany = true;
			}
			break;
		case NK_CONV:
		case NK_COND:
		case NK_FLOAT_LIT:
			break;
		default:	/* calls, assignments, declarations, branches */
			return false;
		}
	}
	if (traps && !runs_always_c(m, l, ni, cache))
		return false;
	if (cache) {
		/* the loop's summary: n's own subtree holds no call, store or
		 * declaration (checked above), so the whole loop's are the
		 * rest's */
		const struct loop_sum *sm = loop_sum_of(m, l, cache);
		if (loads && (sm->calls ||
			      (sm->memstore && types_alias(sm->mt, sm->nmt,
				sm->anytype, lt, nlt, lany))))
			return false;
		for (unsigned k = 0; k < nnames; k++)
			if (has_name(sm->de, sm->nde, names[k]) ||
			    has_name(sm->st, sm->nst, names[k]))
				return false;
		if (sm->calls)
			for (unsigned k = 0; k < nnames; k++)
				if (!private_local(m, n->func, names[k]))
					return false;
		return true;
	}
	bool calls = false;
	for (int i = lp->first_node; i < lp->last_node; i++) {
		if (i == n->sub_first) {
			i = ni;
			continue;
		}
		const struct node *x = &m->nodes[i];
		if (x->kind == NK_CALL) {
			if (x->name && !strncmp(x->name, "__builtin_", 10))
				continue;
			calls = true;
			if (loads)
				return false;
			continue;
		}
		if (x->kind == NK_DECL) {
			for (unsigned k = 0; k < nnames; k++)
				if (x->name && !strcmp(x->name, names[k]))
					return false;
			continue;
		}
		if (!(x->flags & NF_STORE))
			continue;
		bool mem;
		const struct node *r = lvalue_root(m, x, &mem);
		struct mtype xt = store_type(m, x);
		if ((mem || !r || stores_shared(m, x, r)) && loads &&
		    types_alias(&xt, 1, !judged_type(xt), lt, nlt, lany))
			return false;
		if (!r || !r->name || mem)
			continue;	/* stored through p: p itself unchanged */
		for (unsigned k = 0; k < nnames; k++)
			if (!strcmp(r->name, names[k]))
				return false;
	}
	if (calls)
		for (unsigned k = 0; k < nnames; k++)
			if (!private_local(m, n->func, names[k]))
				return false;
	return true;
}

bool loop_writes_var_c(const struct model *m, int l, const char *name,
		       struct loop_inv_cache *cache)
{
	if (!cache || !name || l < 0 || (unsigned)l >= m->nloops)
		return false;
	const struct loop_sum *sm = loop_sum_of(m, l, cache);
	return has_name(sm->de, sm->nde, name) || has_name(sm->st, sm->nst, name);
}

bool loop_invariant(const struct model *m, int l, int ni)
{
	return loop_invariant_c(m, l, ni, NULL);
}

int loop_exec_level(const struct model *m, int n)
{
	return loop_exec_level_c(m, n, NULL);
}

int loop_exec_level_c(const struct model *m, int n, struct loop_inv_cache *c)
{
	if (n < 0 || (unsigned)n >= m->nnodes)
		return -1;
	/* a literal or constant operand runs where its operation does */
	while (m->nodes[n].parent >= 0 &&
	       (m->nodes[n].kind == NK_FLOAT_LIT ||
		(m->nodes[n].flags & NF_CONSTEXPR)))
		n = m->nodes[n].parent;
	int l = m->nodes[n].loop;

	/* a block that runs at most once per stream or call (-1), or per
	 * entry of the loop it leaves (that loop's parent) */
	const struct node *x = &m->nodes[n];
	if (x->once && l == m->nodes[x->once_if].loop)
		return x->once == ONCE_BREAK ? m->loops[l].parent : -1;
	while (l >= 0 && loop_invariant_c(m, l, n, c)) {
		const struct loop *lp = &m->loops[l];
		if (lp->once)
			return lp->once == ONCE_BREAK ?
			       m->loops[lp->parent].parent : -1;
		l = lp->parent;
	}
	return l;
}
