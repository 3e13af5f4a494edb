/*
 * dependency_chain.c: loops bounded by a loop-carried recurrence.
 *
 * A software pipeliner can start a new iteration every II cycles, where II
 * is at least the resource bound ResMII and the recurrence bound RecMII.
 * When RecMII dominates, the machine idles waiting for the previous
 * iteration's result: on TM5250 a float add has latency 6, so a float
 * reduction runs at one element per 6 cycles however wide the machine is.
 * The rule reports such loops with the chain and the fix: partial
 * accumulators for reductions, fixed point for recursive filters,
 * restructuring for pointer chasing.  The finding is priced from the
 * loop's schedule (loops.h): its cycles are the loop's cycles per
 * iteration, and the saving is the loop re-scheduled with the advice
 * applied (loops_analyse_opts on a variant of its graph): partial
 * accumulators, interleaved streams, lists or channels are the loop
 * unrolled k times with the chain's carried edges spanning k iterations;
 * a recurrence through memory carried in a register drops the read-back
 * load; a float recursive filter in fixed point has its fadd an alu
 * operation and its fmul an imul and a shift.  The jump, the resources
 * and the loop's other recurrences still bound the variant.  A loop's
 * findings never claim more than it costs (rule_loop_claim).
 */
#include "loops.h"
#include "rule.h"
#include "util.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void chain_text(struct strbuf *sb, const struct recurrence *r)
{
	for (unsigned k = 0; k < r->nedges; k++)
		sb_printf(sb, "%s%s %u", k ? " -> " : "", r->edges[k].what,
			  r->edges[k].latency);
}

static bool chain_has(const struct recurrence *r, enum md_opclass op)
{
	for (unsigned k = 0; k < r->nedges; k++)
		if (r->edges[k].op == op)
			return true;
	return false;
}

/* The loop re-scheduled with the advice o applied: its cycles per
 * iteration, rounded up as li->ii is. */
static unsigned variant_ii(struct rule_ctx *c, int idx, const struct loops_opts *o)
{
	struct loop_info v;

	rule_loop_variant(c, idx, o, &v);
	unsigned ii = v.ii;
	loop_info_release(&v);
	return ii;
}

/* The advice's effect in words: "3 cycles per element instead of 10", or
 * that the re-scheduled loop is no faster (another recurrence, the
 * resources or the jump bind it). */
static const char *gain(char *buf, size_t n, unsigned ii, unsigned was,
			const char *per)
{
	if (ii < was)
		snprintf(buf, n, "%u cycles per %s instead of %u", ii, per, was);
	else
		snprintf(buf, n, "no faster alone, %u cycles per %s: another bound "
			 "holds (tmopt explain-loop shows it)", was, per);
	return buf;
}

/* k independent chains in one body -- partial accumulators, interleaved
 * streams or lists: the loop unrolled k times more with the carried edges
 * of the chain's variable spanning k iterations, k enough to cover the
 * chain at the resource bound (at least 2; the unroll at most 64).  Its
 * cycles per iteration; *kout is k. */
static unsigned interleaved_ii(struct rule_ctx *c, int idx,
			       const struct loop_info *li,
			       const struct recurrence *r, double resi,
			       unsigned *kout)
{
	unsigned res1 = (unsigned)ceil(resi - 1e-9);
	if (!res1)
		res1 = 1;
	unsigned k = (r->latency + res1 - 1) / res1;
	if (k < 2)
		k = 2;
	if (k * li->unroll > 64)
		k = 64 / li->unroll > 1 ? 64 / li->unroll : 2;
	struct loops_opts o = { .unroll = k * li->unroll, .split_var = r->var,
				.split = k };
	*kout = k;
	return variant_ii(c, idx, &o);
}

/* Does the chain go through an inline emulated sequence (a 64-bit add, a
 * signed divide's sign fix-up: loops_opname())?  That operation is
 * int64-emulation's or divmod's finding, priced by the loop re-scheduled
 * with the 32-bit operation or the shift: not reported twice. */
static bool chain_emulated(const struct recurrence *r)
{
	for (unsigned k = 0; k < r->nedges; k++)
		if (r->edges[k].what && (!strncmp(r->edges[k].what, "i64", 3) ||
		    !strcmp(r->edges[k].what, "sdiv2k") ||
		    !strcmp(r->edges[k].what, "irem2k")))
			return true;
	return false;
}

/*
 * A variable kept in memory ('s->acc += x[i]', '*sum += x[i]', 'if (x[i] >
 * s->max) s->max = x[i]'): the loop's other accesses of its type may touch
 * it, so each iteration loads it and stores it again.  The advice keeps
 * it in a local variable for the loop: the saving is the loop re-scheduled
 * with its load and store gone (loops_opts.carry_var, the pointer's name).
 */
static void inv_report(struct rule_ctx *c, int idx, const struct loop_info *li,
		       const struct recurrence *r, const char *chain, double resi,
		       bool under)
{
	const struct model *m = c->m;
	const struct node *asg = &m->nodes[r->node];
	int t = asg->lhs.node;
	char *obj = model_node_text(m, &m->nodes[t]);
	/* the pointer it is reached through: 's' of 's->acc', 'sum' of '*sum' */
	int b = m->nodes[t].lhs.node;
	while (b >= 0 && (m->nodes[b].kind == NK_CONV ||
			  m->nodes[b].kind == NK_MEMBER))
		b = m->nodes[b].lhs.node;
	const char *base = b >= 0 && m->nodes[b].kind == NK_REF ?
			   m->nodes[b].name : NULL;
	unsigned at = r->latency > li->ii ? r->latency : li->ii;
	struct finding *f = rule_report(c, &m->nodes[t], SEV_WARNING,
		"'%s' is kept in memory: each iteration loads it and stores it "
		"again (%s), as the loop's other accesses may touch it, and "
		"that bounds the loop at %u cycles per iteration; its operations "
		"need %.1f", obj, chain, at, resi);
	loops_schedule(li, &f->sched);
	f->sched.rec_mii = r->latency;
	f->cycles = li->ii;
	char g[128];
	unsigned ii = li->ii;
	if (base) {
		struct loops_opts o = { .carry_var = base };
		ii = variant_ii(c, idx, &o);
	}
	f->saving_cycles = li->ii > ii ? li->ii - ii : 0;
	rule_advice(f, "keep it in a local variable for the loop (read '%s' "
		"into it before, update the local, store it back once after): "
		"the chain is then the arithmetic alone, in registers: %s", obj,
		gain(g, sizeof(g), ii, li->ii, "iteration"));
	if (under)
		rule_loop_cap(c, idx, &f->cycles, &f->saving_cycles);
	else
		rule_loop_claim(c, idx, &f->cycles, &f->saving_cycles);
	free(obj);
}

static void chain_loop(struct rule_ctx *c, const struct loop *l)
{
	int idx = (int)(l - c->m->loops);

	const struct loop_info *li = rule_loop_info(c, idx);
	const struct recurrence *r = &li->rec;
	/* per iteration: a pass of an unrolled loop holds 'unroll' of them */
	double resi = li->res_mii / li->unroll;
	/* a loop with calls or emulated operations is not software
	 * pipelined at all: the call is the finding (double-emulation,
	 * divmod, int64-emulation), not the chain */
	if (!li->innermost || li->ncalls || !r->latency || r->node < 0 ||
	    chain_emulated(r))
		return;
	/* under the thresholds: reported only for check --compare, which
	 * prices there what the first target reports */
	bool under = r->latency < c->opt->chain_min_cycles ||
		     (double)r->latency < c->opt->chain_ratio * resi;
	if (under && !c->opt->below_threshold)
		return;

	struct strbuf sb = { 0 };
	chain_text(&sb, r);
	const struct node *n = &c->m->nodes[r->node];
	if (r->invariant) {
		inv_report(c, idx, li, r, sb.buf, resi, under);
		sb_release(&sb);
		return;
	}
	struct finding *f = rule_report(c, n, SEV_WARNING,
		"loop-carried dependency on '%s' (%s) bounds the loop at %u "
		"cycles per iteration; its operations need %.1f", r->var,
		sb.buf, r->latency, resi);
	sb_release(&sb);
	loops_schedule(li, &f->sched);
	f->sched.rec_mii = r->latency;
	f->cycles = li->ii;
	unsigned ii, k;
	char g[128];
	if (r->through_memory) {
		/* prev = y[i] = ... prev ...: the read-back load is gone, the
		 * value carried in a register */
		struct loops_opts o = { .carry_var = r->var };
		ii = variant_ii(c, idx, &o);
		f->saving_cycles = li->ii > ii ? li->ii - ii : 0;
		rule_advice(f, "the recurrence goes through memory: '%s' is "
			"stored and read back %u iteration%s later, so every "
			"iteration waits for a store and a load; carry the "
			"previous value in a local variable (prev = %s[i] = ... "
			"prev ...) and the chain is the arithmetic alone: %s%s",
			r->var, r->distance, r->distance == 1 ? "" : "s", r->var,
			gain(g, sizeof(g), ii, li->ii, "iteration"), r->has_mul && r->is_float ? "; in fixed "
			"point it shortens further" : "");
	} else if (r->through_load && r->is_pointer) {
		ii = interleaved_ii(c, idx, li, r, resi, &k);
		f->saving_cycles = li->ii > ii ? li->ii - ii : 0;
		rule_advice(f, "pointer chasing: each iteration waits for the "
			"previous load; keep the nodes in an array, walk several "
			"independent lists at once (%u lists in one loop: %s), or "
			"load the next node's pointer an iteration early", k,
			gain(g, sizeof(g), ii, li->ii, "node"));
	} else if (r->through_load) {
		ii = interleaved_ii(c, idx, li, r, resi, &k);
		f->saving_cycles = li->ii > ii ? li->ii - ii : 0;
		rule_advice(f, "the chain goes through a table load indexed by "
			"'%s': process several independent streams in one loop "
			"(interleaving hides the %u-cycle load; %u streams: %s), "
			"or consume more input per step with larger tables "
			"(slicing)", r->var, rule_op_latency(c, MD_OP_LOAD), k,
			gain(g, sizeof(g), ii, li->ii, "element"));
	} else if (r->is_reduction) {
		/* k accumulators: the loop re-scheduled unrolled k times with
		 * the chain split into k independent ones */
		ii = interleaved_ii(c, idx, li, r, resi, &k);
		char unrolled[48] = "";
		if (!li->full)
			snprintf(unrolled, sizeof(unrolled), ", the loop unrolled "
				 "by %u", k * li->unroll);
		f->saving_cycles = li->ii > ii ? li->ii - ii : 0;
		/* v *= x[i]: a product reduction; partial products, not
		 * fixed point (whose chain, imul + shift + add, is longer) */
		rule_advice(f, "use %u partial %s (%s0..%s%u, one per "
			"iteration modulo %u) %s after the loop%s: %s%s",
			k, r->has_mul ? "products" :
			"accumulators", r->var, r->var, k - 1, k,
			r->has_mul ? "multiplied together" : "summed",
			unrolled, gain(g, sizeof(g), ii, li->ii, "iteration"),
			r->is_float ? "; floating-point "
			"reassociation changes the rounding, so results will "
			"differ in the last bits" : "");
	} else if (r->has_mul && r->is_float) {
		/* the body's float arithmetic in fixed point, re-scheduled */
		struct loops_opts o = { .fixed_point = true };
		ii = variant_ii(c, idx, &o);
		unsigned fixed = rule_op_latency(c, MD_OP_IMUL) +
				 rule_op_latency(c, MD_OP_SHIFT) +
				 rule_op_latency(c, MD_OP_ALU);
		f->saving_cycles = li->ii > ii ? li->ii - ii : 0;
		rule_advice(f, "recursive filter: the feedback path is latency "
			"bound; in fixed point (Q15/Q31 with imul %u, shift and "
			"add) each multiply-add of the chain is %u cycles, the loop "
			"%s, and the result is bit-exact across targets",
			rule_op_latency(c, MD_OP_IMUL), fixed,
			gain(g, sizeof(g), ii, li->ii, "iteration"));
	} else if (r->has_mul && chain_has(r, MD_OP_DSPMUL)) {
		ii = interleaved_ii(c, idx, li, r, resi, &k);
		f->saving_cycles = li->ii > ii ? li->ii - ii : 0;
		rule_advice(f, "a DSP multiply (%u cycles) is on the chain: "
			"interleave independent channels or blocks in one loop "
			"so their chains fill each other's idle cycles (%u "
			"channels: %s)", rule_op_latency(c, MD_OP_DSPMUL), k,
			gain(g, sizeof(g), ii, li->ii, "sample"));
	} else if (r->has_mul) {
		unsigned mul = rule_op_latency(c, MD_OP_IMUL);
		unsigned alu = rule_op_latency(c, MD_OP_ALU);
		ii = interleaved_ii(c, idx, li, r, resi, &k);
		f->saving_cycles = li->ii > ii ? li->ii - ii : 0;
		rule_advice(f, "the %u-cycle integer multiply is on the chain: a "
			"constant factor can be shifts and adds (h * 31 == (h << 5) "
			"- h, %u cycles), and independent channels or streams "
			"interleaved in one loop fill the idle cycles (%u streams: "
			"%s)", mul, 2 * alu, k, gain(g, sizeof(g), ii, li->ii,
			"element"));
	} else {
		f->saving_cycles = 0;
		rule_advice(f, "shorten the chain through '%s': move work that "
			"does not depend on its previous value off the path, or "
			"interleave independent iterations", r->var);
	}
	if (under)
		rule_loop_cap(c, idx, &f->cycles, &f->saving_cycles);
	else
		rule_loop_claim(c, idx, &f->cycles, &f->saving_cycles);
}

const struct rule rule_dependency_chain = {
	.id = "dependency-chain",
	.summary = "loops bounded by a loop-carried recurrence (RecMII >> ResMII)",
	.check_loop = chain_loop,
};
