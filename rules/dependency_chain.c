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
 * iteration, and the saving is the loop re-priced with the advice applied
 * -- a partial-accumulator reduction is re-scheduled with the advised
 * unroll, so the jump and the resources still bound it; other advice
 * shortens the chain to the figure named and keeps the loop's other
 * bounds (resources, the jump).  A loop's findings never claim more than
 * it costs (rule_loop_claim).
 */
#include "loops.h"
#include "rule.h"
#include "util.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

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

/*
 * The saving when the advice shortens the chain so that the loop could run
 * at 'ii' cycles per iteration (its resources and jump included): the
 * loop's other recurrences stay -- a memory recurrence through the same
 * arithmetic (a store the next loads may depend on) shrinks by what the
 * chain loses -- and a taken jump still stalls.
 */
static uint64_t saving(const struct loop_info *li, const struct recurrence *r,
		       unsigned ii)
{
	unsigned pass_rec = r->latency * li->unroll;
	if (li->rec_mii > pass_rec) {
		unsigned cut = r->latency > ii ? r->latency - ii : 0;
		unsigned other = (li->rec_mii - cut * li->unroll + li->unroll - 1) /
				 li->unroll;
		if (other > ii)
			ii = other;
	}
	ii += (li->stall + li->unroll - 1) / li->unroll;
	return li->ii > ii ? li->ii - ii : 0;
}

static void chain_loop(struct rule_ctx *c, const struct loop *l)
{
	int idx = (int)(l - c->m->loops);

	const struct loop_info *li = rule_loop_info(c, idx);
	const struct recurrence *r = &li->rec;
	/* per iteration: a pass of an unrolled loop holds 'unroll' of them */
	double resi = li->res_mii / li->unroll;
	unsigned res = (unsigned)ceil(resi - 1e-9);
	if (res < 1)
		res = 1;
	/* a loop with calls or emulated operations is not software
	 * pipelined at all: the call is the finding (double-emulation,
	 * divmod, int64-emulation), not the chain */
	if (!li->innermost || li->ncalls || !r->latency || r->node < 0 ||
	    r->latency < c->opt->chain_min_cycles ||
	    (double)r->latency < c->opt->chain_ratio * resi)
		return;

	/* the loop's other bounds: resources, the jump of one pass */
	double floor_ii = resi;
	if (li->jump_min && (double)li->jump_min / li->unroll > floor_ii)
		floor_ii = (double)li->jump_min / li->unroll;
	unsigned floor_c = (unsigned)ceil(floor_ii - 1e-9);
	if (floor_c > res)
		res = floor_c;
	struct strbuf sb = { 0 };
	chain_text(&sb, r);
	const struct node *n = &c->m->nodes[r->node];
	struct finding *f = rule_report(c, n, SEV_WARNING,
		"loop-carried dependency on '%s' (%s) bounds the loop at %u "
		"cycles per iteration; its operations need %.1f", r->var,
		sb.buf, r->latency, resi);
	sb_release(&sb);
	loops_schedule(li, &f->sched);
	f->sched.rec_mii = r->latency;
	f->cycles = li->ii;
	if (r->through_memory) {
		/* a value carried d iterations in locals costs arith / d */
		unsigned ii = (r->arith + r->distance - 1) / r->distance;
		if (ii < res)
			ii = res;
		f->saving_cycles = saving(li, r, ii);
		rule_advice(f, "the recurrence goes through memory: '%s' is "
			"stored and read back %u iteration%s later, so every "
			"iteration waits for a store and a load; carry the "
			"previous value in a local variable (prev = %s[i] = ... "
			"prev ...) and the chain is the arithmetic alone: %u "
			"cycles per iteration instead of %u%s", r->var,
			r->distance, r->distance == 1 ? "" : "s", r->var, ii,
			r->latency, r->has_mul && r->is_float ? "; in fixed "
			"point it shortens further" : "");
	} else if (r->through_load && r->is_pointer) {
		f->saving_cycles = saving(li, r, res);
		rule_advice(f, "pointer chasing: each iteration waits for the "
			"previous load; keep the nodes in an array, walk several "
			"independent lists at once, or load the next node's "
			"pointer an iteration early");
	} else if (r->through_load) {
		f->saving_cycles = saving(li, r, res);
		rule_advice(f, "the chain goes through a table load indexed by "
			"'%s': process several independent streams in one loop "
			"(interleaving hides the %u-cycle load), or consume more "
			"input per step with larger tables (slicing)", r->var,
			rule_op_latency(c, MD_OP_LOAD));
	} else if (r->is_reduction) {
		unsigned res1 = (unsigned)ceil(resi - 1e-9);
		unsigned k = (r->latency + (res1 ? res1 : 1) - 1) / (res1 ? res1 : 1);
		if (k < 2)
			k = 2;
		/* k accumulators: the loop re-scheduled unrolled k times with
		 * the chain split into k independent ones */
		struct loops_opts o = { .unroll = k * li->unroll,
					.split_var = r->var, .split = k };
		struct loop_info v;
		rule_loop_variant(c, idx, &o, &v);
		unsigned ii = v.ii;
		loop_info_release(&v);
		char unrolled[48] = "";
		if (!li->full)
			snprintf(unrolled, sizeof(unrolled), ", the loop unrolled "
				 "by %u", k * li->unroll);
		f->saving_cycles = li->ii > ii ? li->ii - ii : 0;
		/* v *= x[i]: a product reduction; partial products, not
		 * fixed point (whose chain, imul + shift + add, is longer) */
		rule_advice(f, "use %u partial %s (%s0..%s%u, one per "
			"iteration modulo %u) %s after the loop%s: from %u to "
			"%u cycles per iteration%s",
			k, r->has_mul ? "products" :
			"accumulators", r->var, r->var, k - 1, k,
			r->has_mul ? "multiplied together" : "summed",
			unrolled, li->ii, ii, r->is_float ? "; floating-point "
			"reassociation changes the rounding, so results will "
			"differ in the last bits" : "");
	} else if (r->has_mul && r->is_float) {
		unsigned fixed = rule_op_latency(c, MD_OP_IMUL) +
				 rule_op_latency(c, MD_OP_ALU) +
				 rule_op_latency(c, MD_OP_SHIFT);
		unsigned ii = fixed > res ? fixed : res;
		f->saving_cycles = saving(li, r, ii);
		rule_advice(f, "recursive filter: the feedback path is latency "
			"bound; in fixed point (Q15/Q31 with imul %u, add and "
			"shift) the chain is %u cycles instead of %u, and the "
			"result is bit-exact across targets",
			rule_op_latency(c, MD_OP_IMUL), fixed, r->latency);
	} else if (r->has_mul && chain_has(r, MD_OP_DSPMUL)) {
		f->saving_cycles = saving(li, r, res);
		rule_advice(f, "a DSP multiply (%u cycles) is on the chain: "
			"interleave independent channels or blocks in one loop "
			"so their chains fill each other's idle cycles",
			rule_op_latency(c, MD_OP_DSPMUL));
	} else if (r->has_mul) {
		unsigned mul = rule_op_latency(c, MD_OP_IMUL);
		unsigned alu = rule_op_latency(c, MD_OP_ALU);
		unsigned ii = r->latency - mul + 2 * alu;
		if (ii < res)
			ii = res;
		f->saving_cycles = saving(li, r, ii);
		rule_advice(f, "the %u-cycle integer multiply is on the chain: a "
			"constant factor can be shifts and adds (h * 31 == (h << 5) "
			"- h, %u cycles), and independent channels or streams "
			"interleaved in one loop fill the idle cycles", mul,
			2 * alu);
	} else {
		f->saving_cycles = 0;
		rule_advice(f, "shorten the chain through '%s': move work that "
			"does not depend on its previous value off the path, or "
			"interleave independent iterations", r->var);
	}
	rule_loop_claim(c, idx, &f->cycles, &f->saving_cycles);
}

const struct rule rule_dependency_chain = {
	.id = "dependency-chain",
	.summary = "loops bounded by a loop-carried recurrence (RecMII >> ResMII)",
	.check_loop = chain_loop,
};
