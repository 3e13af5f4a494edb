/*
 * missed_guard.c: branches in loops that could be guarded operations.
 *
 * Every TriMedia operation can be guarded by a register, so a short
 * if/else becomes straight-line guarded code, or a single mux, imin, imax,
 * iabs or clip operation.  A branch instead costs a compare and a jump
 * with delay slots (about 5 cycles on TM3260, 8 and more on TM5250) and
 * stops TCS from software-pipelining the loop.  The rule reports an if in
 * a loop when both arms are short and convertible: no call, no volatile
 * access, no loop, no early exit, and no store that could fault when
 * executed speculatively.
 */
#include "rule.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* Stores in the arms must write an element the condition already reads. */
static bool stores_safe(const struct rule_ctx *c, const struct node *n, int idx)
{
	const struct model *m = c->m;
	int cond_first = idx, arms_end = n->arm_end[1] ? n->arm_end[1] : n->arm_end[0];

	/* the condition's nodes are the ones just before the if node that
	 * lie inside the if statement */
	while (cond_first > 0 && m->nodes[cond_first - 1].begin >= n->begin &&
	       m->nodes[cond_first - 1].end <= n->end &&
	       m->nodes[cond_first - 1].func == n->func)
		cond_first--;
	for (int i = idx + 1; i < arms_end; i++) {
		const struct node *s = &m->nodes[i];
		if (!(s->flags & NF_STORE) || s->kind == NK_REF)
			continue;
		char *st = model_text(m, s->file, s->begin, s->end);
		bool found = false;
		for (int j = cond_first; j < idx && !found; j++) {
			const struct node *r = &m->nodes[j];
			if (r->kind != s->kind)
				continue;
			char *rt = model_text(m, r->file, r->begin, r->end);
			found = !strcmp(rt, st);
			free(rt);
		}
		free(st);
		if (!found)
			return false;
	}
	return true;
}

/* A custom operation of the target (IMAX, ICLIPI...) is an operation,
 * not a call: it can be guarded like any other. */
static bool is_custom_op(const struct rule_ctx *c, const struct node *x)
{
	return x->name && md_custom_op(c->md, x->name) >= 0;
}

/* Does an arm hold a real call (not a custom operation)? */
static bool arms_have_call(const struct rule_ctx *c, const struct node *n,
			   int idx)
{
	int end = n->arm_end[1] ? n->arm_end[1] : n->arm_end[0];

	for (int i = idx + 1; i < end; i++)
		if (c->m->nodes[i].kind == NK_CALL &&
		    !is_custom_op(c, &c->m->nodes[i]))
			return true;
	return false;
}

/* A loop with a real call in its body is not software pipelined anyway. */
static bool loop_has_call(const struct rule_ctx *c, int loop)
{
	const struct loop *l = &c->m->loops[loop];

	for (int i = l->first_node; i < l->last_node; i++)
		if (c->m->nodes[i].loop == loop && c->m->nodes[i].kind == NK_CALL &&
		    !is_custom_op(c, &c->m->nodes[i]))
			return true;
	return false;
}

static bool cond_has_call(const struct rule_ctx *c, const struct node *n,
			  unsigned *shortcircuit)
{
	const struct model *m = c->m;
	int idx = (int)(n - m->nodes);

	*shortcircuit = 0;
	for (int i = idx - 1; i >= 0; i--) {
		const struct node *x = &m->nodes[i];
		if (x->begin < n->begin || x->end > n->end || x->func != n->func)
			break;
		if (x->kind == NK_CALL && !is_custom_op(c, x))
			return true;
		if (x->kind == NK_BINARY && (x->op == MOP_LAND || x->op == MOP_LOR))
			(*shortcircuit)++;
	}
	return false;
}

/* A helper TCS would inline into the calling loop: a leaf function, with
 * no loop and no real call of its own.  A large function a loop happens
 * to call (a set-up routine, a parser) is not inlined, and its branches
 * run once per call, next to the calls and loops that dominate it. */
static bool is_leaf_helper(const struct rule_ctx *c, int func)
{
	const struct function *f = &c->m->funcs[func];

	for (int i = f->first_node; i < f->last_node; i++) {
		const struct node *x = &c->m->nodes[i];
		if (x->func != func)
			continue;
		if (x->loop >= 0 || (x->kind == NK_CALL && !is_custom_op(c, x)))
			return false;
	}
	return true;
}

/* Is the condition an emulated double compare (x > 0.5 with a double
 * operand)?  Then the branch's cost is the compare routine, which
 * double-emulation reports: one finding per construct. */
static bool cond_is_double_compare(const struct rule_ctx *c, const struct node *n)
{
	const struct node *x = n->lhs.node >= 0 ? &c->m->nodes[n->lhs.node] : NULL;

	while (x && x->kind == NK_UNARY && x->op == MOP_LNOT && x->lhs.node >= 0)
		x = &c->m->nodes[x->lhs.node];
	return x && x->kind == NK_BINARY && x->op >= MOP_LT && x->op <= MOP_NE &&
	       !(x->flags & NF_CONSTEXPR) &&
	       (mt_is_double(x->lhs.type) || mt_is_double(x->rhs.type));
}

static void guard_node(struct rule_ctx *c, const struct node *n)
{
	unsigned sc;
	int idx = (int)(n - c->m->nodes);

	/* in a loop, or in the straight-line code of a function a loop of
	 * this file calls (a helper TCS inlines into the loop) */
	bool hot_fn = n->loop < 0 && n->func >= 0 &&
		      c->m->funcs[n->func].called_in_loop;
	if (n->kind != NK_IF || (n->loop < 0 && !hot_fn))
		return;
	if (hot_fn && !is_leaf_helper(c, n->func))
		return;
	if (n->arm_flags & (ARM_VOLATILE | ARM_LOOP | ARM_EXIT | ARM_DECL))
		return;
	if (n->flags & NF_EXIT_PATH)
		return;		/* runs once, on the way out of the loop */
	if ((n->arm_flags & ARM_CALL) && arms_have_call(c, n, idx))
		return;
	if (!n->arm_ops[0] || n->arm_ops[0] > c->opt->guard_max_ops ||
	    n->arm_ops[1] > c->opt->guard_max_ops)
		return;
	if (cond_has_call(c, n, &sc))
		return;
	if (cond_is_double_compare(c, n))
		return;
	if ((n->arm_flags & ARM_STORE) && !stores_safe(c, n, idx))
		return;
	unsigned br = c->md->branch_cycles;
	unsigned guarded = (n->arm_ops[0] + n->arm_ops[1] + c->md->issue_slots - 1) /
			   c->md->issue_slots;
	char *where = hot_fn ? xasprintf("in '%s', which a loop calls,",
					  c->m->funcs[n->func].name) :
			       xstrdup("in a loop");
	struct finding *f = rule_report(c, n, SEV_WARNING,
		"branch %s with %s%u-operation arm%s could be guarded "
		"operations: a jump costs ~%u cycles%s%s", where,
		(n->arm_flags & ARM_ELSE) ? "" : "one ",
		n->arm_ops[0] + n->arm_ops[1],
		(n->arm_flags & ARM_ELSE) ? "s" : "", br * (1 + sc),
		sc ? " (with its '&&'/'||' jumps)" : "",
		hot_fn || loop_has_call(c, n->loop) ? "" :
		" and blocks software pipelining");
	free(where);
	f->cycles = br * (1 + sc);
	f->saving_cycles = f->cycles > guarded ? f->cycles - guarded : 0;
	rule_advice(f, "write it branch-free: a select 'x = cond ? a : b' "
		"(mux), imin/imax for running extremes, iabs for |a - b|, "
		"iclipi/uclipi for clipping%s; TCS then guards the operations "
		"instead of jumping", sc ? ", and '&'/'|' instead of '&&'/'||' "
		"on cheap conditions" : "");
}

const struct rule rule_missed_guard = {
	.id = "missed-guard",
	.summary = "short branches in loops that could be guarded or select "
		   "operations",
	.check_node = guard_node,
};
