/*
 * divmod.c: integer and single-precision divide and modulo.
 *
 * TriMedia has no integer divide: '/' and '%' call _rt_idiv and friends
 * (tens of cycles, a call and a return).  Unsigned division by a power of
 * two is a shift or a mask and costs nothing; signed division by a power of
 * two needs a sign fix-up of a few operations.  A float divide runs on the
 * single, unpipelined ftough unit (fdiv latency 17, recovery 16), while a
 * multiply by an exact reciprocal is pipelined.  Double division belongs
 * to double-emulation, 64-bit integer division to int64-emulation.
 *
 * Outside loops a finding's saving is the routine's cycles against the
 * replacement's; in a loop it is the loop re-scheduled with the
 * replacement (rule_node_resched()): the reciprocal multiply (UMULM and a
 * shift; for a remainder a multiply and a subtract more), the shift or
 * mask, the fmul by a reciprocal.  A loop whose last divide call goes is
 * software-pipelined again, which a per-operation difference misses.
 */
#include "ddg.h"
#include "loops.h"
#include "rule.h"
#include "util.h"

#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

static unsigned log2u(uint64_t v)
{
	unsigned k = 0;
	while (v > 1) {
		v >>= 1;
		k++;
	}
	return k;
}

/* Round-up reciprocal for an unsigned 32-bit divide by d (not a power of
 * two): q = umulm(x, *mul) >> *shift for every x.  Returns false when no
 * 32-bit multiplier exists (the 33-bit case needs an add-and-shift). */
static bool magic_u32(uint64_t d, uint32_t *mul, unsigned *shift)
{
	for (unsigned s = 0; s < 32; s++) {
		uint64_t p = 1ULL << (32 + s);
		uint64_t m = (p + d - 1) / d;
		if (m > 0xffffffffULL)
			return false;
		if (m * d - p <= (1ULL << s)) {
			*mul = (uint32_t)m;
			*shift = s;
			return true;
		}
	}
	return false;
}

/* The type the operation computes in: the node's own for a binary
 * operator, the wider operand's for a compound assignment. */
static struct mtype arith_type(const struct node *n)
{
	if (n->kind == NK_BINARY)
		return n->type;
	struct mtype a = n->lhs.type, b = n->rhs.type;
	if (b.kind == MT_FLOAT && (a.kind != MT_FLOAT || b.bits > a.bits))
		return b;
	if (a.kind == MT_INT && b.kind == MT_INT && b.bits > a.bits)
		return b;
	if (a.kind == MT_INT && a.bits < 32) {
		a.bits = 32;
		a.is_unsigned = false;
	}
	return a;
}

static enum md_emul int_routine(bool is_div, bool is_unsigned)
{
	if (is_div)
		return is_unsigned ? MD_EMU_UDIV : MD_EMU_IDIV;
	return is_unsigned ? MD_EMU_UMOD : MD_EMU_IMOD;
}

/* Do member nodes a and b name one field: its id, or for an array
 * member (no id: 'c->median') its name. */
static bool same_member(const struct node *a, const struct node *b)
{
	if (a->kind != NK_MEMBER || b->kind != NK_MEMBER)
		return false;
	if (a->field || b->field)
		return a->field == b->field;
	return a->name && b->name && !strcmp(a->name, b->name);
}

/* Does divisor node d change in loop l: it reads a variable the loop
 * writes or declares (vorbis's 'q[j] / f[j]', j its counter: the loop's
 * summary, loop_writes_var_c()) or a field the loop stores to (wavpack's
 * 'GET_MED (2)', 'c->median[2] >> 4' with DEC_MED2 () in the loop)?  Then
 * no reciprocal computed before the loop can replace it; its name, or
 * NULL. */
static const char *divisor_moves(const struct rule_ctx *c, int l, int d)
{
	const struct model *m = c->m;

	if (l < 0 || d < 0 || m->nodes[d].sub_first < 0)
		return NULL;
	const struct loop *lp = &m->loops[l];
	for (int i = m->nodes[d].sub_first; i <= d; i++) {
		const struct node *r = &m->nodes[i];
		if (r->kind == NK_REF && loop_writes_var_c(m, l, r->name, c->inv))
			return r->name;
		if (r->kind != NK_MEMBER || !r->name)
			continue;
		for (int k = lp->first_node; k < lp->last_node; k++) {
			if (!(m->nodes[k].flags & NF_STORE))
				continue;
			/* the field, or an element of it: 'c->median[2] -=' */
			int e = k;
			while (e >= 0 && (m->nodes[e].kind == NK_SUBSCRIPT ||
					  m->nodes[e].kind == NK_CONV))
				e = m->nodes[e].lhs.node;
			if (e >= 0 && same_member(&m->nodes[e], r))
				return r->name;
		}
	}
	return NULL;
}

static void check_int(struct rule_ctx *c, const struct node *n, struct mtype t)
{
	bool is_div = n->op == MOP_DIV;
	const char *what = is_div ? "division" : "modulo";
	/* a small unsigned operand promoted to int is still non-negative */
	bool nonneg = t.is_unsigned ||
		      (n->lhs.src_type.kind == MT_INT &&
		       n->lhs.src_type.is_unsigned && n->lhs.src_type.bits < 32);
	enum md_emul e = int_routine(is_div, t.is_unsigned);
	unsigned call = rule_emul_cycles(c, e);
	unsigned shift = rule_op_latency(c, MD_OP_SHIFT);
	unsigned mul = rule_op_latency(c, MD_OP_IMUL);
	char *text = model_node_text(c->m, n);
	struct finding *f;
	const char *moved;

	bool known_k;
	/* a divisor of 1 or -1: the dividend, its negation or 0, no divide
	 * (a macro's 'x / SCALE' with SCALE 1) */
	if (n->rhs.is_const && (n->rhs.ival == 1 || n->rhs.ival == -1))
		goto out;
	/* a signed dividend over '1 << k': GCC and clang call the divide
	 * (no sign fix-up for a run-time k), so it is priced as one */
	if (model_divisor_pow2(c->m, n, &known_k) && (known_k || nonneg)) {
		bool shifted = !known_k;	/* '1u << n' */
		/* x % 2^k only tested against zero or masked equals x & (2^k-1)
		 * under the mask; a quotient has no such identity */
		if (nonneg || (!is_div && (n->flags & (NF_MASKED | NF_ZERO_TEST))))
			goto out;
		unsigned fix = rule_emul_cycles(c, MD_EMU_SIGNED_POW2_DIV);
		unsigned k = shifted ? 0 : log2u((uint64_t)n->rhs.ival);
		f = rule_report(c, n, SEV_NOTE,
			"signed %s '%s' by a power of two needs a sign fix-up "
			"around the shift", what, text);
		f->cycles = fix;
		f->saving_cycles = fix > shift ? fix - shift : 0;
		struct ddg_repl r = { .node = (int)(n - c->m->nodes), .n = 1,
			.cls = { is_div ? MD_OP_SHIFT : MD_OP_ALU },
			.what = { is_div ? "lsr" : "bitand" } };
		if (shifted)
			rule_advice(f, "if the dividend is never negative, make it "
				"unsigned: the %s is then a single %s", what,
				is_div ? "shift" : "mask");
		else if (is_div)
			rule_advice(f, "if the dividend is never negative, make it "
				"unsigned (or write '>> %u'): a single shift", k);
		else
			rule_advice(f, "if the dividend is never negative, make it "
				"unsigned (or write '& %lld'): a single mask",
				(long long)n->rhs.ival - 1);
		rule_node_resched(c, f, n, &r, 1);
		goto out;
	}
	f = rule_report(c, n, rule_hot(c, n, SEV_WARNING),
		"integer %s '%s' calls %s: TriMedia has no divide unit", what,
		text, c->md->emul[e].routine);
	f->cycles = call;
	if (rule_repeat(c, f))
		goto out;
	/* the high word of a 32 x 32 multiply: UMULM where the target has
	 * it, else the portable spelling */
	bool umulm = md_custom_op(c->md, "umulm") >= 0;
	if (n->rhs.is_const && n->rhs.ival > 1) {
		uint32_t m;
		unsigned s;
		uint64_t d = (uint64_t)n->rhs.ival;
		/* the remainder adds q * d and a subtract */
		unsigned cost = mul + shift +
				(is_div ? 0 : mul + rule_op_latency(c, MD_OP_ALU));
		f->saving_cycles = call > cost ? call - cost : 0;
		char *hi = NULL;
		if (magic_u32(d, &m, &s))
			hi = umulm ? xasprintf("UMULM(x, 0x%08X)", m) :
			     xasprintf("(uint32_t)(((uint64_t)x * 0x%08Xu) >> 32)", m);
		if (hi && is_div)
			rule_advice(f, "divide by the constant with a reciprocal "
				"multiply: for unsigned x, x / %llu == "
				"%s >> %u (a %u-cycle multiply and "
				"a shift)%s", (unsigned long long)d, hi, s, mul,
				nonneg ? "" : "; make the dividend unsigned if it "
				"is never negative");
		else if (hi)
			rule_advice(f, "compute the quotient q with a reciprocal "
				"multiply (for unsigned x, q = %s >> "
				"%u) and the remainder as x - q * %llu",
				hi, s, (unsigned long long)d);
		else
			rule_advice(f, "replace the division by a multiply with "
				"a fixed-point reciprocal of %llu (%s) and a "
				"shift", (unsigned long long)d,
				umulm ? "UMULM" : "the high word of a 32 x 32 "
				"multiply");
		free(hi);
		/* q = umulm(x, m) >> s; a remainder x - q * d */
		struct ddg_repl r = { .node = (int)(n - c->m->nodes),
			.n = is_div ? 2 : 4,
			.cls = { MD_OP_IMUL, MD_OP_SHIFT, MD_OP_IMUL, MD_OP_ALU },
			.what = { umulm ? "umulm" : "imulhi", "lsr", "imul",
				  "isub" } };
		rule_node_resched(c, f, n, &r, 1);
	} else if ((moved = divisor_moves(c, rule_exec_loop(c, n),
					  n->rhs.node))) {
		/* no reciprocal before the loop: nothing sure to save */
		f->saving_cycles = 0;
		rule_advice(f, "the divisor changes in the loop (it reads '%s', "
			"which the loop writes): a reciprocal computed before "
			"it cannot replace the divide; if the divisor is a "
			"power of two at run time, keep its log2 and shift",
			moved);
	} else {
		unsigned cost = mul + shift;
		f->saving_cycles = rule_exec_loop(c, n) >= 0 && call > cost ? call - cost : 0;
		/* a reciprocal computed before the loop: a multiply and a
		 * shift per divide (a remainder: and x - q * d) */
		struct ddg_repl r = { .node = (int)(n - c->m->nodes),
			.n = is_div ? 2 : 4,
			.cls = { MD_OP_IMUL, MD_OP_SHIFT, MD_OP_IMUL, MD_OP_ALU },
			.what = { umulm ? "umulm" : "imulhi", "lsr", "imul",
				  "isub" } };
		rule_advice(f, "%s", rule_exec_loop(c, n) >= 0 ? umulm ?
			"if the divisor does not change in the loop, compute a "
			"fixed-point reciprocal once before it and multiply "
			"(UMULM) inside; if it is a power of two at run time, "
			"pass its log2 and shift" :
			"if the divisor does not change in the loop, compute a "
			"fixed-point reciprocal once before it and multiply "
			"(the high word of a 32 x 32 multiply) inside; if it is "
			"a power of two at run time, pass its log2 and shift" :
			"if the divisor is a power of two, pass its log2 and "
			"shift; if it is reused, precompute a fixed-point "
			"reciprocal and multiply");
		rule_node_resched(c, f, n, &r, 1);
	}
out:
	free(text);
}

/* Is node i a recomputation of divide 'orig' (model.recomps): the same
 * value again, which the compiler does not divide twice? */
static bool recomputes(const struct model *m, int orig, int i)
{
	for (unsigned k = 0; k < m->nrecomps; k++)
		if (m->recomps[k].orig == orig && m->recomps[k].copy == i)
			return true;
	return false;
}

/* Do expressions a and b, of the same text, read the same variables (not
 * two declarations of one name: '{ float d = p; ... } { float d = q; ...
 * }')? */
static bool same_vars(const struct model *m, int a, int b)
{
	int fa = m->nodes[a].sub_first >= 0 ? m->nodes[a].sub_first : a;
	int fb = m->nodes[b].sub_first >= 0 ? m->nodes[b].sub_first : b;

	if (a - fa != b - fb)
		return false;
	for (int k = 0; k <= a - fa; k++) {
		const struct node *x = &m->nodes[fa + k], *y = &m->nodes[fb + k];
		if (x->kind != y->kind ||
		    (x->kind == NK_REF && (!x->decl_id || x->decl_id != y->decl_id)))
			return false;
	}
	return true;
}

/* May code in nodes [from, to) change the value of expression d: a store
 * to a variable it reads; when it reads memory (an element, through a
 * pointer, a member) or a variable other code may reach (a global, one
 * whose address is taken), any store through memory or any call ('coefs[ 0
 * ]' after a loop that stores 'coefs[ i - 1 ]', 'y / s->d' after '*s =
 * *o', a global divisor after a call)? */
static bool value_changed(const struct model *m, int d, int from, int to)
{
	int first = m->nodes[d].sub_first >= 0 ? m->nodes[d].sub_first : d;
	bool exposed = false;

	for (int j = first; j <= d && !exposed; j++) {
		const struct node *r = &m->nodes[j];
		exposed = r->kind == NK_SUBSCRIPT || r->kind == NK_MEMBER ||
			  (r->kind == NK_UNARY && r->op == MOP_DEREF) ||
			  (r->kind == NK_REF && ((r->flags & NF_GLOBAL_REF) ||
			   !r->name || model_var_addr_taken(m, r->func, r->name)));
	}
	for (int k = from; k < to; k++) {
		const struct node *w = &m->nodes[k];
		if (w->kind == NK_CALL && exposed)
			return true;
		if (!(w->flags & NF_STORE))
			continue;
		if (w->kind != NK_REF) {
			if (exposed)
				return true;
			continue;
		}
		for (int j = first; j <= d; j++)
			if (m->nodes[j].kind == NK_REF && m->nodes[j].decl_id &&
			    m->nodes[j].decl_id == w->decl_id)
				return true;
	}
	return false;
}

/* Does another float divide of n's function divide another value by the
 * same value as n: the same expression of the same variables, none of
 * which code between the two may change (nor code of a loop around one
 * that is not around the other: opus's 'prob_avg/prob_count' after a loop
 * that divides by and then adds to prob_count), and not n's own quotient
 * computed again ('MAX32(a/b, c)', 'y /= d' after 'a = y / d')? */
static bool shared_divisor(const struct model *m, const struct node *n)
{
	const struct function *fn = &m->funcs[n->func];
	int self = (int)(n - m->nodes);

	if (n->rhs.node < 0)
		return false;
	for (int i = fn->first_node; i < fn->last_node; i++) {
		const struct node *x = &m->nodes[i];
		if (i == self || (x->kind != NK_BINARY && x->kind != NK_ASSIGN_OP) ||
		    x->op != MOP_DIV || x->rhs.node < 0 || x->type.kind != MT_FLOAT)
			continue;
		/* (not one in the other arm of an if-else: opus's
		 * fast_atan2f divides by a 'den' of its own in each) */
		if (!model_text_equal(m, x->rhs.node, n->rhs.node) ||
		    !same_vars(m, x->rhs.node, n->rhs.node) ||
		    model_exclusive(m, fn->first_node, i, self) ||
		    recomputes(m, self, i) || recomputes(m, i, self))
			continue;
		/* the code between them, and the loops around either that
		 * are not around both */
		int lo = (i < self ? i : self) + 1, hi = i < self ? self : i;
		if (m->nodes[hi].sub_first >= lo)	/* (not its operands) */
			hi = m->nodes[hi].sub_first;
		for (int pass = 0; pass < 2; pass++) {
			int other = pass ? i : self;
			for (int l = pass ? n->loop : x->loop; l >= 0;
			     l = m->loops[l].parent) {
				const struct loop *lp = &m->loops[l];
				if (other >= lp->first_node && other < lp->last_node)
					continue;
				if (lp->first_node < lo)
					lo = lp->first_node;
				if (lp->last_node > hi)
					hi = lp->last_node;
			}
		}
		if (value_changed(m, n->rhs.node, lo, hi))
			continue;
		/* (the same numerator too: the same quotient, which a
		 * compiler divides once) */
		if (x->lhs.node >= 0 && n->lhs.node >= 0 &&
		    model_text_equal(m, x->lhs.node, n->lhs.node) &&
		    same_vars(m, x->lhs.node, n->lhs.node) &&
		    !value_changed(m, n->lhs.node, lo, hi))
			continue;
		return true;
	}
	return false;
}

static void check_float(struct rule_ctx *c, const struct node *n)
{
	unsigned fdiv = rule_op_latency(c, MD_OP_FDIV);
	unsigned fmul = rule_op_latency(c, MD_OP_FMUL);
	unsigned recovery = c->md->ops[MD_OP_FDIV].recovery;
	char *text;
	struct finding *f;

	if (n->op != MOP_DIV)
		return;		/* fmodf is a call, priced elsewhere */
	if (n->rhs.is_const) {
		int exp;
		double mant = frexp(n->rhs.fval, &exp);
		if (mant == 0.5 || mant == -0.5)
			return;	/* exact reciprocal: the compiler multiplies */
	}
	/* '1.0f / d' is the reciprocal the advice computes: once, outside
	 * loops, it is the cheap form (faad2's 'scale = 1.0/sqrt(energy)',
	 * then multiplied); in a loop nothing multiplies in its place */
	bool recip = n->lhs.is_const && fabs(n->lhs.fval) == 1.0;
	if (recip && rule_exec_loop(c, n) < 0)
		return;
	/* outside loops, by a variable no other divide of the function
	 * shares (faad2's 'pow((real_t)a1/(real_t)a0, ...)'): its
	 * reciprocal is the same divide, nothing here replaces it -- a note
	 * that saves nothing (where the divisor is set, its reciprocal kept
	 * beside it would) */
	bool lone = !n->rhs.is_const && n->loop < 0 && !shared_divisor(c->m, n);
	text = model_node_text(c->m, n);
	f = rule_report(c, n, lone ? SEV_NOTE : rule_hot(c, n, SEV_WARNING),
		"float division '%s' occupies the unpipelined divide unit "
		"(latency %u, next divide after %u cycles)", text, fdiv, recovery);
	f->cycles = rule_exec_loop(c, n) >= 0 && recovery > fdiv ? recovery : fdiv;
	f->saving_cycles = f->cycles > fmul ? f->cycles - fmul : 0;
	if (lone) {
		f->saving_cycles = 0;
		rule_advice(f, "the function's only divide by this divisor: a "
			"reciprocal here would be the same divide; if the "
			"divisor is set less often than this runs, keep its "
			"reciprocal where it is set and multiply");
		free(text);
		return;
	}
	/* the reciprocal a constant or computed before the loop: one fmul */
	struct ddg_repl r = { .node = (int)(n - c->m->nodes), .n = 1,
			      .cls = { MD_OP_FMUL }, .what = { "fmul" } };
	const char *moved = n->rhs.is_const ? NULL :
		divisor_moves(c, rule_exec_loop(c, n), n->rhs.node);
	if (recip && moved) {
		f->saving_cycles = 0;
		rule_advice(f, "this is the reciprocal itself, once per pass "
			"of a divisor that changes: no multiply replaces it "
			"(only a divisor the loop does not change can go before "
			"it)");
		free(text);
		return;
	}
	if (moved) {
		f->saving_cycles = 0;
		rule_advice(f, "the divisor changes in the loop (it reads '%s', "
			"which the loop writes): a reciprocal computed before it "
			"cannot replace the divide; where one value is divided "
			"by the same divisor several times, compute 1.0f / d once "
			"and multiply", moved);
		free(text);
		return;
	}
	if (n->rhs.is_const)
		rule_advice(f, "multiply by the reciprocal constant (1.0f / %g); "
			"the result may differ in the last bit", n->rhs.fval);
	else
		rule_advice(f, "%s", rule_exec_loop(c, n) >= 0 ?
			"if the divisor does not change in the loop, compute "
			"r = 1.0f / d once before it and multiply by r inside "
			"(results may differ in the last bit)" :
			"if several values are divided by the same divisor, "
			"compute its reciprocal once and multiply");
	rule_node_resched(c, f, n, &r, 1);
	free(text);
}

static void divmod_node(struct rule_ctx *c, const struct node *n)
{
	/* (a constant by a parameter every call passes as one constant,
	 * in an inline function: it folds once inlined, NF_FOLDS) */
	if ((n->kind != NK_BINARY && n->kind != NK_ASSIGN_OP) ||
	    (n->op != MOP_DIV && n->op != MOP_REM) ||
	    (n->flags & (NF_CONSTEXPR | NF_FOLDS)))
		return;
	struct mtype t = arith_type(n);
	if (t.kind == MT_INT && t.bits <= 32)
		check_int(c, n, t);
	else if (t.kind == MT_FLOAT && t.bits == 32)
		check_float(c, n);
}

const struct rule rule_divmod = {
	.id = "divmod",
	.summary = "integer divide/modulo (runtime call) and float divide "
		   "(unpipelined)",
	.check_node = divmod_node,
};
