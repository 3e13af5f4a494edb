/*
 * double_emulation.c: double precision, emulated in software.
 *
 * TriMedia's floating-point units are single precision; with TCS's -fp64
 * every double operation calls a _float64_* routine, every int/float <->
 * double conversion calls one too, and the double libm calls are far
 * slower than their float twins.  The rule reports the operations, the
 * conversions, the double math calls, declarations that make values double,
 * and unsuffixed literals that silently promote float expressions (the
 * commonest source of accidental doubles).  It assumes -fp64; under -fp32
 * double is single precision and this rule should be disabled.
 *
 * Outside loops a finding's saving is the routine's cycles against the
 * float operation's latency; in a loop it is the loop re-scheduled with
 * the float operation in the routine's place (rule_node_resched()): a
 * loop whose last routine call goes is software-pipelined again.
 */
#include "ddg.h"
#include "loops.h"
#include "rule.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* A double libm call (sin, sqrt, floor; fabs too: its conversions are the
 * call's business); *e its routine class. */
static bool is_math_call(const struct node *n, enum md_emul *e)
{
	size_t len;

	if (!n || n->kind != NK_CALL || !n->name)
		return false;
	len = strlen(n->name);
	if (len > 1 && n->name[len - 1] == 'f')
		return false;	/* sinf, fabsf: float functions */
	return loops_math_routine(n->name, e);
}

static const struct node *node_at(const struct rule_ctx *c, int i)
{
	return i >= 0 ? &c->m->nodes[i] : NULL;
}

static bool is_unsuffixed_lit(const struct rule_ctx *c, int i)
{
	const struct node *n = node_at(c, i);
	return n && n->kind == NK_FLOAT_LIT && (n->flags & NF_UNSUFFIXED);
}

/* A float value implicitly widened to double. */
static bool is_widened_float(const struct rule_ctx *c, int i)
{
	const struct node *n = node_at(c, i);
	return n && n->kind == NK_CONV && (n->flags & NF_IMPLICIT) &&
	       mt_is_double(n->type) && mt_is_float(n->lhs.type);
}

static bool is_arith(enum mop op)
{
	return op == MOP_ADD || op == MOP_SUB || op == MOP_MUL ||
	       op == MOP_DIV;
}

static bool is_compare(enum mop op)
{
	return op >= MOP_LT && op <= MOP_NE;
}

/* x * -1.0, x *= -1: a compiler flips the sign bit (exact in IEEE). */
static bool sign_flip(const struct node *n)
{
	return n->op == MOP_MUL &&
	       ((n->rhs.is_const && (n->rhs.fval == -1.0 || n->rhs.fval == 1.0)) ||
		(n->lhs.is_const && (n->lhs.fval == -1.0 || n->lhs.fval == 1.0)));
}

/* x / 2, x / 16.0: a compiler multiplies by the exact reciprocal (the
 * same result), so the divide costs a multiply routine. */
static bool recip_mul(const struct node *n)
{
	return n->op == MOP_DIV && model_exact_reciprocal(&n->rhs);
}

/* Is n a double operation; which routine prices it. */
static bool double_op(const struct node *n, enum md_emul *e)
{
	if (n->flags & NF_CONSTEXPR)
		return false;
	if ((n->kind == NK_BINARY || n->kind == NK_ASSIGN_OP) && sign_flip(n))
		return false;
	if (n->kind == NK_BINARY && is_arith(n->op) && mt_is_double(n->type)) {
		*e = n->op == MOP_MUL || recip_mul(n) ? MD_EMU_F64MUL :
		     n->op == MOP_DIV ? MD_EMU_F64DIV : MD_EMU_F64ADD;
		return true;
	}
	if (n->kind == NK_BINARY && is_compare(n->op) &&
	    (mt_is_double(n->lhs.type) || mt_is_double(n->rhs.type))) {
		*e = MD_EMU_F64CMP;
		return true;
	}
	if (n->kind == NK_ASSIGN_OP && is_arith(n->op) &&
	    (mt_is_double(n->lhs.type) || mt_is_double(n->rhs.type))) {
		*e = n->op == MOP_MUL || recip_mul(n) ? MD_EMU_F64MUL :
		     n->op == MOP_DIV ? MD_EMU_F64DIV : MD_EMU_F64ADD;
		return true;
	}
	if (n->kind == NK_UNARY && mt_is_double(n->lhs.type) &&
	    (n->op == MOP_PREINC || n->op == MOP_PREDEC ||
	     n->op == MOP_POSTINC || n->op == MOP_POSTDEC)) {
		*e = MD_EMU_F64ADD;
		return true;
	}
	return false;
}

/* The operation is double only because an unsuffixed literal widened a
 * float operand: the finding belongs to the literal. */
static int promoting_literal(const struct rule_ctx *c, const struct node *n)
{
	if (n->kind != NK_BINARY && n->kind != NK_ASSIGN_OP)
		return -1;
	if (is_unsuffixed_lit(c, n->rhs.node) &&
	    (is_widened_float(c, n->lhs.node) ||
	     (n->kind == NK_ASSIGN_OP && mt_is_float(n->lhs.type))))
		return n->rhs.node;
	if (is_unsuffixed_lit(c, n->lhs.node) && is_widened_float(c, n->rhs.node))
		return n->lhs.node;
	return -1;
}

/* Is the literal's source a plain decimal or hex floating constant with no
 * suffix (not a macro name standing for one)? */
static bool is_plain_literal(const struct rule_ctx *c, const struct node *lit)
{
	const struct model_file *f;

	if (lit->file >= c->m->nfiles)
		return false;
	f = &c->m->files[lit->file];
	if (lit->end > f->len || lit->end <= lit->begin)
		return false;
	for (unsigned i = lit->begin; i < lit->end; i++) {
		char ch = f->text[i];
		if (!((ch >= '0' && ch <= '9') || ch == '.' || ch == 'e' ||
		      ch == 'E' || ch == 'p' || ch == 'P' || ch == 'x' ||
		      ch == 'X' || ch == '+' || ch == '-' ||
		      (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F')))
			return false;
	}
	char last = f->text[lit->end - 1];
	/* a hex float ends in its exponent digits; 'f' or 'F' at the end of
	 * a decimal literal would already be a suffix */
	return last != 'f' && last != 'F' && last != 'l' && last != 'L';
}

/* The float operation class of a double operation priced by routine e. */
static enum md_opclass float_class(enum md_emul e)
{
	return e == MD_EMU_F64MUL ? MD_OP_FMUL : e == MD_EMU_F64DIV ? MD_OP_FDIV :
	       e == MD_EMU_F64CMP ? MD_OP_FCOMP : MD_OP_FALU;
}

static const char *float_name(enum md_emul e)
{
	return e == MD_EMU_F64MUL ? "fmul" : e == MD_EMU_F64DIV ? "fdiv" :
	       e == MD_EMU_F64CMP ? "fcmp" : "fadd";
}

/* Add to r (at most max entries, *nr used) the conversions a float
 * version of node x drops: its operands' widenings of a float, and the
 * narrowing of its result back to float.  Each becomes no operation. */
static void drop_widening(const struct rule_ctx *c, const struct node *x,
			  struct ddg_repl *r, unsigned *nr, unsigned max)
{
	const struct node *p = node_at(c, x->parent);
	int cand[3] = { x->lhs.node, x->rhs.node, -1 };

	if (p && p->kind == NK_CONV && mt_is_float(p->type) &&
	    mt_is_double(p->lhs.type))
		cand[2] = x->parent;
	for (unsigned k = 0; k < 3 && *nr < max; k++)
		if (cand[k] >= 0 && (k == 2 || is_widened_float(c, cand[k])))
			r[(*nr)++] = (struct ddg_repl){ .node = cand[k], .n = 0 };
}

/*
 * Does the value of double operation op stay double after it, so that
 * its float version is widened after it instead of its operands before
 * it ('double weight = q + 1.': with '1.f' the sum is widened for the
 * double weight, vorbis's fit_line)?  Not a comparison (an int), a value
 * narrowed or converted at once, a compound assignment (to a float:
 * narrowed), nor an operand of another double operation.  Op gets the widening: *r (the float operation) one more
 * step, a routine of the conversion's cycles, which it returns (0: none),
 * to take from the saving.
 */
static unsigned widen_after(const struct rule_ctx *c, const struct node *op,
			    struct ddg_repl *r)
{
	enum md_emul e;
	const struct node *p = node_at(c, op->parent);

	enum md_emul pe;

	/* a double operation taking it further: that one's finding or
	 * group prices the rest ('sign*0.03125*shape_cb[j]': with the
	 * suffix the outer multiply is a float one too) */
	if (!double_op(op, &e) || e == MD_EMU_F64CMP || op->kind == NK_ASSIGN_OP ||
	    (p && p->kind == NK_CONV && !mt_is_double(p->type)) ||
	    (p && double_op(p, &pe)) || r->n < 1 || r->n >= DDG_REPL_MAX)
		return 0;
	unsigned conv = rule_emul_cycles(c, MD_EMU_F64CONV);
	r->cls[r->n] = MD_OP__COUNT;
	r->lat[r->n] = conv;
	r->what[r->n] = c->md->emul[MD_EMU_F64CONV].routine;
	r->n++;
	return conv;
}

static void report_literal(struct rule_ctx *c, const struct node *op,
			   const struct node *lit, enum md_emul e)
{
	char *t = model_node_text(c->m, lit);
	char *o = model_node_text(c->m, op);
	unsigned conv = rule_emul_cycles(c, MD_EMU_F64CONV);
	struct finding *f = rule_report(c, lit, rule_hot(c, lit, SEV_WARNING),
		"unsuffixed literal '%s' makes float expression '%s' double "
		"precision (software emulated)", t, o);

	/* the float operand's widening, and the result's narrowing back to
	 * float when there is one here (an 'x *= 0.5' of a float, or a float
	 * destination); a comparison's result is an int, and a result a
	 * double operation takes further is that one's (its expression's
	 * finding prices the narrowing) */
	const struct node *p = node_at(c, op->parent);
	bool narrows = op->kind == NK_ASSIGN_OP ||
		       (p && p->kind == NK_CONV && mt_is_float(p->type) &&
			mt_is_double(p->lhs.type));
	f->cycles = rule_emul_cycles(c, e) + (narrows ? 2 : 1) * conv;
	unsigned fl = rule_op_latency(c, float_class(e));
	f->saving_cycles = f->cycles > fl ? f->cycles - fl : 0;
	/* in a loop: the float operation, the conversions around it gone */
	struct ddg_repl r[4] = { { .node = (int)(op - c->m->nodes), .n = 1,
		.cls = { float_class(e) }, .what = { float_name(e) } } };
	unsigned nr = 1;
	drop_widening(c, op, r, &nr, 4);
	unsigned w = widen_after(c, op, &r[0]);
	f->saving_cycles = f->saving_cycles > w ? f->saving_cycles - w : 0;
	rule_advice(f, "write '%sf' to keep the expression in single precision",
		    t);
	rule_node_resched(c, f, lit, r, nr);
	/* the fix appends the suffix, if the literal is spelled out here */
	if (lit->end > lit->begin && is_plain_literal(c, lit))
		rule_fix(c, f, lit, lit->end, 0, "", "f");
	free(t);
	free(o);
}

/* Does conversion node w of a variable run, whenever conversion node i
 * (after it) of the same variable runs, earlier in the same pass: not in
 * an if arm, a switch, a loop or the right of '&&', '||' or '?:' that i
 * is not in? */
static bool conv_dominates(const struct model *m, int first, int w, int i)
{
	const struct node *x = &m->nodes[w];

	if (!model_same_arms(m, first, w, i) || model_in_switch(m, first, w))
		return false;
	/* w's loop holds i, and no continue of it may skip w on the way
	 * to i (a do-while's condition) */
	int l = m->nodes[i].loop;
	while (l >= 0 && l != x->loop)
		l = m->loops[l].parent;
	if (x->loop >= 0 && (l != x->loop || m->loops[l].continued))
		return false;
	/* evaluated on every evaluation of its expression */
	for (int k = w, p = x->parent; p >= 0; k = p, p = m->nodes[p].parent) {
		const struct node *a = &m->nodes[p];
		if ((a->kind == NK_BINARY && (a->op == MOP_LAND ||
		     a->op == MOP_LOR) && k != a->lhs.node) ||
		    (a->kind == NK_COND && k != a->cond))
			return false;
	}
	return true;
}

/*
 * A conversion of a variable that an earlier conversion of it already
 * made, the variable not written between (opus's burg_modified_FLP:
 * '(double)minInvGain' in 'if (tmp1 <= minInvGain)', then again in the
 * arm's 'invGain = minInvGain;'): a compiler converts once and reuses the
 * register (GCC -O2: one cvtss2sd before the loop), so only the first is
 * priced.  Not for a variable whose address is taken, in a function a goto
 * may enter anywhere.
 */
static bool conv_repeated(const struct rule_ctx *c, const struct node *n)
{
	const struct model *m = c->m;
	const struct node *v = node_at(c, n->lhs.node);

	if (n->kind != NK_CONV || !v || v->kind != NK_REF || !v->name ||
	    (v->flags & NF_GLOBAL_REF) || v->type.is_volatile ||
	    n->func < 0 || m->funcs[n->func].has_label ||
	    m->funcs[n->func].has_asm ||
	    model_var_addr_taken(m, n->func, v->name))
		return false;
	int i = (int)(n - m->nodes), first = m->funcs[n->func].first_node;
	for (int w = i - 1; w >= first; w--) {
		const struct node *x = &m->nodes[w];
		const struct node *y = node_at(c, x->lhs.node);
		if (x->kind != NK_CONV || !y || y->kind != NK_REF || !y->name ||
		    strcmp(y->name, v->name) ||
		    (x->flags & NF_VARIADIC_ARG) ||	/* (not priced) */
		    x->type.kind != n->type.kind || x->type.bits != n->type.bits ||
		    x->type.is_unsigned != n->type.is_unsigned ||
		    x->lhs.type.kind != n->lhs.type.kind ||
		    x->lhs.type.bits != n->lhs.type.bits ||
		    x->lhs.type.is_unsigned != n->lhs.type.is_unsigned)
			continue;
		/* (a write between: the value differs) */
		if (model_write_in(m, v->name, w, i) >= 0)
			return false;
		if (!conv_dominates(m, first, w, i))
			continue;
		/* a write in a loop that holds i but not w: the next pass
		 * reaches i with a new value */
		for (int l = m->nodes[i].loop; l >= 0 && l != x->loop;
		     l = m->loops[l].parent)
			if (model_write_in(m, v->name, m->loops[l].first_node,
					   m->loops[l].last_node) >= 0)
				return false;
		/* one declaration of the name in the function, a parameter
		 * or a local: a call between may write a global, a block may
		 * declare another variable of the name (asked last: the
		 * scan of the function is the costliest test) */
		return model_sole_decl(m, n->func, v->name) >= 0;
	}
	return false;
}

/* Conversions to skip: forced by C (variadic promotion), compile-time,
 * already counted in a reported literal or math call, or made already
 * (conv_repeated()). */
static bool conv_covered(const struct rule_ctx *c, const struct node *n)
{
	const struct node *p = node_at(c, n->parent);
	const struct node *src = node_at(c, n->lhs.node);
	enum md_emul e;

	if (n->flags & NF_CONSTEXPR)
		return true;
	if ((n->flags & NF_VARIADIC_ARG) && mt_is_float(n->lhs.type))
		return true;
	if (is_math_call(p, &e) || is_math_call(src, &e))
		return true;
	if (p && double_op(p, &e) && promoting_literal(c, p) >= 0)
		return true;
	if (src && double_op(src, &e) && promoting_literal(c, src) >= 0)
		return true;
	/* an arm of a '?:' widened only because its other arm is an
	 * unsuffixed literal that also promotes the condition's compare:
	 * 'min(g, 1e10)' of a float g, '((g) < (1e10) ? (g) : (1e10))'; the
	 * literal's finding prices the expression, its widening included */
	int self = (int)(n - c->m->nodes);
	const struct node *cd = p && p->kind == NK_COND ? node_at(c, p->cond) : NULL;
	int other = !p ? -1 : p->lhs.node == self ? p->rhs.node :
		    p->rhs.node == self ? p->lhs.node : -1;
	int lit = cd && double_op(cd, &e) ? promoting_literal(c, cd) : -1;
	/* the same literal: the macro's argument, in both places */
	if (lit >= 0 && other >= 0 && is_unsuffixed_lit(c, other) &&
	    model_text_equal(c->m, lit, other))
		return true;
	return conv_repeated(c, n);
}

/* One software-priced operation or conversion of an expression: its
 * cycles, its saving in straight-line code and its float replacement in a
 * loop's schedule. */
struct item {
	enum md_emul e;
	unsigned cycles, saving;
	struct ddg_repl r;
};

/* Operation k priced at routine e: the float operation in its place. */
static struct item op_item(const struct rule_ctx *c, int k, enum md_emul e)
{
	unsigned fl = rule_op_latency(c, float_class(e));
	struct item it = { .e = e, .cycles = rule_emul_cycles(c, e),
		.r = { .node = k, .n = 1, .cls = { float_class(e) },
		       .what = { float_name(e) } } };

	it.saving = it.cycles > fl ? it.cycles - fl : 0;
	return it;
}

/* A conversion this rule reports (check_conv()'s tests). */
static bool conv_reported(const struct rule_ctx *c, const struct node *n)
{
	struct mtype to = n->type, from = n->lhs.type;

	if (!mt_is_double(to) && !mt_is_double(from))
		return false;
	if (to.kind == from.kind && to.bits == from.bits)
		return false;
	if (mt_is_int64(to) || mt_is_int64(from))
		return false;		/* int64-emulation's finding */
	return !conv_covered(c, n);
}

/* Is node k an operation or conversion the rule prices at a routine (not a
 * promoting literal's, a math call's or a declaration's finding); *it its
 * figures. */
static bool item_of(const struct rule_ctx *c, int k, struct item *it)
{
	const struct node *n = &c->m->nodes[k];
	enum md_emul e;

	if (n->kind == NK_CONV) {
		if (!conv_reported(c, n))
			return false;
		/* in a loop: a float kept float converts nothing; an integer
		 * converts to float in one falu operation */
		bool fl_fl = n->lhs.type.kind == MT_FLOAT && n->type.kind == MT_FLOAT;
		unsigned fl = rule_op_latency(c, MD_OP_FALU);
		*it = (struct item){ .e = MD_EMU_F64CONV,
			.cycles = rule_emul_cycles(c, MD_EMU_F64CONV),
			.r = { .node = k, .n = fl_fl ? 0 : 1, .cls = { MD_OP_FALU },
			       .what = { n->type.kind == MT_INT ? "ifixrz" : "ifloat" } } };
		it->saving = it->cycles > fl ? it->cycles - fl : 0;
		return true;
	}
	if ((n->kind != NK_BINARY && n->kind != NK_ASSIGN_OP &&
	     n->kind != NK_UNARY) || !double_op(n, &e) ||
	    promoting_literal(c, n) >= 0)
		return false;
	*it = op_item(c, k, e);
	return true;
}

static bool is_item(const struct rule_ctx *c, int k)
{
	struct item it;
	return item_of(c, k, &it);
}

/* The routines of items v[0..n) after the first, as "_float64_mul, 2 x
 * _float64_conv"; *ncalls their number. */
static char *routines(const struct rule_ctx *c, const struct item *v,
		      size_t n, unsigned *ncalls)
{
	static const enum md_emul order[] = { MD_EMU_F64DIV, MD_EMU_F64MUL,
		MD_EMU_F64ADD, MD_EMU_F64CMP, MD_EMU_F64CONV };
	char *s = xstrdup("");

	*ncalls = 0;
	for (size_t o = 0; o < sizeof(order) / sizeof(order[0]); o++) {
		unsigned k = 0;
		for (size_t i = 1; i < n; i++)
			k += v[i].e == order[o];
		if (!k)
			continue;
		char *t = k > 1 ? xasprintf("%s%s%u x %s", s, *s ? ", " : "", k,
					    c->md->emul[order[o]].routine) :
			  xasprintf("%s%s%s", s, *s ? ", " : "",
				    c->md->emul[order[o]].routine);
		free(s);
		s = t;
		*ncalls += k;
	}
	return s;
}

/* Is node k an operation made double by an unsuffixed literal
 * (promoting_literal()): the literal's finding, or its expression's? */
static bool is_lit_op(const struct rule_ctx *c, int k)
{
	const struct node *n = &c->m->nodes[k];
	enum md_emul e;
	return n->kind != NK_CONV && double_op(n, &e) &&
	       promoting_literal(c, n) >= 0;
}

/* The root of the group an operation k would join (following its links),
 * -1 if it joins none. */
static int group_root(const struct rule_ctx *c, int k)
{
	int a = rule_item_link(c, k, is_item);

	for (int next; a >= 0 && (next = rule_item_link(c, a, is_item)) >= 0;)
		a = next;
	return a;
}

/*
 * Is the expression under root double only because of unsuffixed literals
 * ('sign*0.03125*shape_cb[j]' of floats: the literal makes the first
 * multiply double, which makes the second one double, whose result is
 * narrowed back)?  No double value comes in but the literals' and
 * implicit conversions': no double variable, element, call result or
 * explicit '(double)' cast.  With the literals suffixed, the expression is
 * single precision.
 */
static bool literal_caused(const struct rule_ctx *c, int root)
{
	int first = model_sub_first(c->m, root);
	bool lit = false;

	for (int k = first; k <= root; k++) {
		const struct node *n = &c->m->nodes[k];
		if (n->kind == NK_CONV) {
			if (!(n->flags & NF_IMPLICIT) && mt_is_double(n->type))
				return false;
			continue;
		}
		if (n->kind == NK_FLOAT_LIT)
			continue;
		if (is_lit_op(c, k)) {
			lit = true;
			continue;
		}
		struct item it;
		if (mt_is_double(n->type) && !item_of(c, k, &it))
			return false;
	}
	return lit;
}

/*
 * Report the items of one expression (one line of it) as one finding at
 * its root n: a float version of the expression is one change, and its
 * saving is the loop re-scheduled with all of them float.  The root's own
 * message, with the others listed after it.
 */
static void check_expr(struct rule_ctx *c, const struct node *n,
		       const struct item *root)
{
	const struct model *m = c->m;
	size_t nv;
	int *g = rule_item_group(c, n, is_item, &nv);
	struct item *v = xmalloc(nv * sizeof(*v));

	v[0] = *root;
	for (size_t i = 1; i < nv; i++)
		item_of(c, g[i], &v[i]);
	free(g);

	/* the promoting literals that make it double: their operations and
	 * their operands' widenings are its own, and suffixing them is the
	 * fix */
	int self = (int)(n - m->nodes), lit = -1;
	unsigned nlit = 0;
	if (literal_caused(c, self)) {
		int first = model_sub_first(m, self);
		for (int k = first; k < self; k++) {
			if (!is_lit_op(c, k) || group_root(c, k) != self)
				continue;
			const struct node *x = &m->nodes[k];
			enum md_emul e;
			double_op(x, &e);
			int l = promoting_literal(c, x);
			int w = x->lhs.node == l ? x->rhs.node : x->lhs.node;
			v = xrealloc(v, (nv + 2) * sizeof(*v));
			v[nv++] = op_item(c, k, e);
			if (w >= 0 && is_widened_float(c, w)) {
				unsigned cv = rule_emul_cycles(c, MD_EMU_F64CONV);
				v[nv++] = (struct item){ .e = MD_EMU_F64CONV,
					.cycles = cv, .saving = cv,
					.r = { .node = w, .n = 0 } };
			}
			lit = l;
		}
		/* every unsuffixed literal an operation of it takes needs
		 * the suffix ('1.0 - (v * 0.005 * cx)': two), not only the
		 * promoting ones */
		for (int k = first; k < self && lit >= 0; k++) {
			const struct node *x = &m->nodes[k], *p = node_at(c, x->parent);
			enum md_emul e;
			nlit += x->kind == NK_FLOAT_LIT &&
				(x->flags & NF_UNSUFFIXED) && p &&
				p->kind != NK_CONV && double_op(p, &e);
		}
	}

	/* the others, named in the message before any note rule_report()
	 * appends (a set-up note is cut off again at its length) */
	char *more = xstrdup("");
	if (nv > 1) {
		unsigned ncalls;
		char *list = routines(c, v, nv, &ncalls);
		free(more);
		more = xasprintf(", and in the same expression %s (%u routine "
				 "calls)", list, ncalls + 1);
		free(list);
	}
	char *lt = lit >= 0 ? model_node_text(m, &m->nodes[lit]) : NULL;
	if (lt) {
		char *x = nlit > 1 ?
			xasprintf("%s, made double by its %u unsuffixed literals "
				  "('%s' and the others)", more, nlit, lt) :
			xasprintf("%s, made double by the unsuffixed literal "
				  "'%s'", more, lt);
		free(more);
		more = x;
	}
	if (lt) {	/* the float expression widened for a double use */
		unsigned w = widen_after(c, n, &v[0].r);
		v[0].saving = v[0].saving > w ? v[0].saving - w : 0;
	}
	char *t = model_node_text(m, n);
	struct finding *f;
	if (n->kind == NK_CONV) {
		struct mtype to = n->type, from = n->lhs.type;
		const char *fk = from.kind == MT_INT ? "integer" :
				 mt_is_float(from) ? "float" : "double";
		const char *tk = to.kind == MT_INT ? "integer" :
				 mt_is_float(to) ? "float" : "double";
		f = rule_report(c, n, rule_hot(c, n, SEV_WARNING),
			"%s conversion from %s to %s%s%s%s calls a software "
			"routine%s", (n->flags & NF_IMPLICIT) ? "implicit" :
			"explicit", fk, tk, *t ? " of '" : "", t, *t ? "'" : "",
			more);
	} else {
		f = rule_report(c, n, rule_hot(c, n, SEV_WARNING),
			"double-precision %s '%s' calls %s%s%s",
			root->e == MD_EMU_F64CMP ? "comparison" : "arithmetic", t,
			c->md->emul[root->e].routine, recip_mul(n) ? " (a divide "
			"by a power of two is a multiply by its exact "
			"reciprocal)" : "", more);
	}
	free(t);
	free(more);
	f->cycles = 0;
	f->saving_cycles = 0;
	for (size_t i = 0; i < nv; i++) {
		f->cycles += v[i].cycles;
		f->saving_cycles += v[i].saving;
	}
	unsigned fl = rule_op_latency(c, MD_OP_FALU);
	if (lt && nlit > 1)
		rule_advice(f, "suffix its %u literals ('%sf' and the others): "
			    "the expression is then single precision, each "
			    "operation one pipelined float operation", nlit, lt);
	else if (lt)
		rule_advice(f, "write '%sf': the expression is then single "
			    "precision, each operation one pipelined float "
			    "operation", lt);
	else if (nv == 1 && n->kind == NK_CONV)
		rule_advice(f, "keep the value in float (or int): an int<->float "
			    "conversion is one %u-cycle falu operation", fl);
	else if (nv == 1)
		rule_advice(f, "use float operands (24-bit mantissa) or fixed "
			    "point; the float operation is a pipelined single "
			    "operation");
	else {
		bool conv = false;
		for (size_t i = 0; i < nv; i++)
			conv |= v[i].e == MD_EMU_F64CONV;
		char *cv = conv ? xasprintf(", an int<->float conversion one "
					    "%u-cycle falu operation", fl) :
			   xstrdup("");
		rule_advice(f, "compute the expression in float (24-bit "
			    "mantissa) or fixed point: each float operation is "
			    "one pipelined operation%s", cv);
		free(cv);
	}
	struct ddg_repl *r = xmalloc(nv * sizeof(*r));
	for (size_t i = 0; i < nv; i++)
		r[i] = v[i].r;
	rule_node_resched(c, f, n, r, (unsigned)nv);
	free(r);
	free(v);
	/* the fix appends the suffix to the one literal, if spelled out */
	const struct node *ln = lit >= 0 ? &m->nodes[lit] : NULL;
	if (ln && nlit == 1 && ln->end > ln->begin && is_plain_literal(c, ln))
		rule_fix(c, f, ln, ln->end, 0, "", "f");
	free(lt);
}

static void check_item(struct rule_ctx *c, const struct node *n)
{
	struct item it;
	enum md_emul e;
	int lit;

	if (n->kind != NK_CONV && double_op(n, &e) &&
	    (lit = promoting_literal(c, n)) >= 0) {
		/* its expression's finding when the literal alone makes the
		 * expression double */
		int root = group_root(c, (int)(n - c->m->nodes));
		if (root < 0 || !literal_caused(c, root))
			report_literal(c, n, node_at(c, lit), e);
		return;
	}
	/* an item that joins a later one is reported with it */
	if (!item_of(c, (int)(n - c->m->nodes), &it) ||
	    rule_item_link(c, (int)(n - c->m->nodes), is_item) >= 0)
		return;
	check_expr(c, n, &it);
}

static void check_call(struct rule_ctx *c, const struct node *n)
{
	enum md_emul e, ef;

	if (!is_math_call(n, &e))
		return;
	/* fabs, copysign: one operation of the target (a bit of the high
	 * word), no emulation */
	if (md_custom_op(c->md, n->name) >= 0)
		return;
	struct finding *f = rule_report(c, n, rule_hot(c, n, SEV_WARNING),
		"'%s' computes in double precision (software emulated, %s)",
		n->name, c->md->emul[e].routine);
	unsigned d = rule_emul_cycles(c, e);
	char *fname = xasprintf("%sf", n->name);
	int fop = md_custom_op(c->md, fname);
	/* the float twin: a hardware operation (sqrtf: fsqrt) or a routine */
	unsigned s = fop >= 0 ? rule_op_latency(c, (enum md_opclass)fop) :
		     loops_math_routine(fname, &ef) ? rule_emul_cycles(c, ef) : d;
	f->cycles = d;
	f->saving_cycles = d > s ? d - s : 0;
	/* in a loop: the float twin (an operation, or a routine's call), on
	 * float arguments, its result float: the widenings and the
	 * narrowing around the call gone */
	struct ddg_repl r[4] = { { .node = (int)(n - c->m->nodes), .n = 1,
		.cls = { fop >= 0 ? fop : MD_OP__COUNT }, .lat = { s },
		.what = { fname } } };
	unsigned nr = 1;
	drop_widening(c, n, r, &nr, 4);
	/* the functions that grow fast: their float twins overflow where
	 * the double does not (wavpack's test generator, 'pow(x, width)'
	 * with width up to 200, scaled back by 'pow(2.0, -width)': judged
	 * invalid advice in the thirty-second draw) */
	bool grows = !strcmp(n->name, "pow") || !strcmp(n->name, "exp") ||
		     !strcmp(n->name, "exp2") || !strcmp(n->name, "expm1") ||
		     !strcmp(n->name, "cosh") || !strcmp(n->name, "sinh");
	rule_advice(f, "call '%s' on float arguments%s%s", fname, fop >= 0 ?
		    ": one hardware operation" : "", grows ? " where the result "
		    "stays within float's range (below 3.4e38, above 1.2e-38: "
		    "a power of 128 or more of 2 overflows it)" : "");
	rule_node_resched(c, f, n, r, nr);
	free(fname);
	/* rename the call when its only argument is a float widened to double:
	 * the float function then computes the same expression's float --
	 * not one that grows fast, whose float may overflow where the double
	 * does not ('exp(x) * 1e-20' for x above 88.7) */
	const struct node *arg = node_at(c, n->lhs.node);
	if (n->rhs.node < 0 && arg && is_widened_float(c, n->lhs.node) &&
	    !grows) {
		char *ff = xasprintf("%sf", n->name);
		rule_fix(c, f, n, n->begin, (unsigned)strlen(n->name), n->name,
			 ff);
		free(ff);
	}
}

static void check_decl(struct rule_ctx *c, const struct node *n)
{
	if (!mt_is_double(n->type))
		return;
	struct finding *f = rule_report(c, n, SEV_NOTE,
		"%s '%s' is declared double: every operation on it is "
		"emulated in software", (n->flags & NF_PARAM) ? "parameter" :
		(n->flags & NF_GLOBAL) ? "variable" : "local variable",
		n->name ? n->name : "");
	f->cycles = 0;	/* priced at its operations */
	rule_advice(f, "declare it float if 24 bits of mantissa suffice");
}

static void double_node(struct rule_ctx *c, const struct node *n)
{
	switch (n->kind) {
	case NK_BINARY:
	case NK_ASSIGN_OP:
	case NK_UNARY:
	case NK_CONV:
		check_item(c, n);
		break;
	case NK_CALL:
		check_call(c, n);
		break;
	case NK_DECL:
		check_decl(c, n);
		break;
	default:
		break;
	}
}

const struct rule rule_double_emulation = {
	.id = "double-emulation",
	.summary = "double-precision arithmetic, conversions, math calls and "
		   "promoting literals (software emulated)",
	.check_node = double_node,
};
