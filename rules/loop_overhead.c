/*
 * loop_overhead.c: loops bound by their own jump rather than their work.
 *
 * A TriMedia jump has delay slots (8 on TM5250, 3 on TM3260) and a taken
 * jump may stall a cycle more: a loop whose body is one block cannot start
 * its next pass before the jump and its delay slots are done, so a small
 * body runs at delay + 1 (+ stall) cycles per iteration however little it
 * does -- 'for (...) s += a[i];' costs ~10 cycles per element on TM5250
 * where its work needs one.  TCS unrolls a loop on request ('#pragma
 * TCS_unroll=N' on the line above it): N iterations share one jump.  The
 * rule reports innermost counted loops whose scheduled kernel is set by the
 * jump (the kernel is delay + 1 cycles long while its resources and
 * recurrences need fewer), prices the loop re-scheduled at the unroll
 * factor that costs least (loops_best_unroll) and advises that pragma.
 * Loops with calls, jumps inside the body (not if-converted), no counted
 * induction variable, or a small constant trip count (unrolled completely)
 * are left alone.
 */
#include "loops.h"
#include "rule.h"
#include "util.h"

#include <math.h>

/* Does loop l's header condition shift by or shift its counter? */
static bool shift_test(const struct model *m, const struct loop *l)
{
	if (l->first_node >= l->last_node)
		return false;
	unsigned stmt = m->nodes[l->first_node].stmt_begin;
	for (int k = l->first_node; k < l->last_node &&
	     m->nodes[k].stmt_begin == stmt; k++) {
		const struct node *n = &m->nodes[k];
		if (n->line != l->line || n->kind != NK_BINARY ||
		    (n->op != MOP_SHL && n->op != MOP_SHR))
			continue;
		if (model_is_ref(m, model_skip_conv(m, n->lhs.node), l->ivar) ||
		    model_is_ref(m, model_skip_conv(m, n->rhs.node), l->ivar))
			return true;
	}
	return false;
}

static void overhead_loop(struct rule_ctx *c, const struct loop *l)
{
	int idx = (int)(l - c->m->loops);
	const struct loop_info *li = rule_loop_info(c, idx);

	if (!li->innermost || !li->scheduled || li->full || !li->jump_min ||
	    li->ncalls || li->ddg.branchy || !l->ivar || !l->step_known)
		return;
	/* a loop that leaves on data ('p + i < q && p[i]', a search) keeps
	 * an exit test and jump in every unrolled copy ('i < n && i < 64'
	 * is one bound, min(n, 64), and unrolls) */
	if (l->data_exit)
		return;
	/* a for header whose condition shifts by the counter instead of
	 * comparing it ('for (j = 0; msb >> j; j++)', vorbis's bit
	 * reversal): no compiler derives a count from it, and every unrolled
	 * copy keeps the test ('tcount--' counts down: it stays) */
	if (l->kind == LOOP_FOR && l->cmp == MOP_NONE && shift_test(c->m, l))
		return;
	if (li->trip_known && li->trip < 2)
		return;
	/* a remainder, what the loop before left short of the end it may
	 * reach (speex's 'for (; j < nsf; j++) e[j] = 0' after a copy up to
	 * 2*pitch-1 or nsf: 0 to 7 passes): assumed a few, no unrolled pass
	 * to share a jump (judged false at 4 passes with an unroll of 16) */
	if (l->remainder)
		return;
	/* a tail from a start read at run time up to a constant end of a
	 * row ('for (sb = sblimit; sb < 32; sb++)', the subbands above a
	 * bit rate's limit in libmad's and twolame's layer II: 2 to 5 of 32
	 * at usual rates, judged false at 16 and 32 passes): half its bound
	 * is the model's guess, and an unrolled pass of 16 most often never
	 * runs */
	if (model_loop_tail(l) && l->trip <= 2 * LOOPS_MAX_UNROLL)
		return;
	unsigned work = (unsigned)ceil(li->res_mii - 1e-9);
	if (li->rec_mii > work)
		work = li->rec_mii;
	/* bound by the jump: the kernel is the jump's minimum and the work
	 * needs less */
	if (li->kernel > li->jump_min || work >= li->jump_min)
		return;
	struct loops_opts o = { .assumed_trip = c->opt->assumed_trip,
				.unroll_default = c->opt->unroll };
	double cpi = 0;
	unsigned n = loops_best_unroll(c->m, c->md, idx, &o, &cpi);
	if (!n || n <= li->unroll)
		return;
	/* a loop that runs fewer times than that at most (the remainder of
	 * a loop unrolled by hand, 'for (; i < n; i++)' after 'i < n - 3; i
	 * += 4') never reaches the unrolled pass.  One from a constant start
	 * whose header caps it at 8 passes or more, which runs to its cap
	 * when the data reach it, gets the best factor the cap reaches ('i <
	 * IMIN(n - 1, 15)': 8, where 16 would be cheaper per iteration and
	 * never run); a tail, a handful of jumps at most, or a bound from an
	 * array's extent (opus's 'i < nb_cbk_search' over CC[11], usually 3
	 * passes: drawn false) is left alone */
	if (!li->trip_known && l->trip_bounded && l->trip < n) {
		o.unroll_cap = (unsigned)l->trip;
		n = l->trip >= 8 && l->start_known && !l->tail_start &&
		    l->min_bounded ?
		    loops_best_unroll(c->m, c->md, idx, &o, &cpi) : 0;
		if (!n || n <= li->unroll || l->trip < n)
			return;
	}
	/* a count its bound's name gives below n passes (a filter's order,
	 * 8, two channels) never reaches the unrolled pass either: the best
	 * factor it reaches, and none for a chained stream's one link
	 * (vorbisfile's 'i < vf->links', judged invalid advice at an unroll
	 * of 4 in the thirty-fourth draw) */
	uint64_t nt = model_loop_named_count(l, c->opt->assumed_trip) ?
		      model_named_count(l) : 0;
	if (nt && nt < n) {
		o.unroll_cap = (unsigned)nt;
		n = nt >= 2 ? loops_best_unroll(c->m, c->md, idx, &o, &cpi) : 0;
		if (!n || n <= li->unroll || nt < n)
			return;
	}
	/* a count nothing gives (assumed: no constant, bound, name, profile
	 * nor the calls' values): the factor a loop of a few passes fills,
	 * the cube root of the assumed count, not the assumed count's best
	 * (opus's 'for (k = L; k > I; k--)', at most 15 passes: an unroll
	 * of 16 judged invalid advice in the thirty-ninth draw); at least 4,
	 * as at the default, and no more than the assumed count itself (an
	 * --assumed-trip of 8 caps at 4, not at 2) */
	uint64_t few = model_outer_trip(c->opt->assumed_trip);
	if (few < 4)
		few = 4;
	if (few > c->opt->assumed_trip)
		few = c->opt->assumed_trip;
	if (!li->trip_known && !l->trip_bounded && !l->trip_profiled &&
	    !l->trip_callers && !nt && n > few) {
		o.unroll_cap = (unsigned)few;
		n = few >= 2 ? loops_best_unroll(c->m, c->md, idx, &o, &cpi) : 0;
		if (!n || n <= li->unroll)
			return;
	}
	unsigned after = (unsigned)ceil(cpi - 1e-9);
	if (after >= li->ii)
		return;
	double need = (double)work / li->unroll;
	/* a note: it asks for a pragma or a build option, not a code
	 * change, and most small loops have it; .tmopt.yaml can raise it */
	struct finding *f = rule_report_loop(c, idx, SEV_NOTE,
		"the loop-closing jump bounds each pass of this loop at %u "
		"cycles (%u delay slots%s) while %s work needs %.1f: %.2f cycles "
		"per iteration%s", li->jump_min + li->stall,
		loops_jump_delay(c->md), li->stall ? " and a taken-jump stall" : "",
		li->unroll > 1 ? "a pass's" : "one iteration's",
		li->unroll > 1 ? (double)work : need, li->cpi,
		li->unroll > 1 ? "" : " (not unrolled)");
	rule_advice(f, "unroll it: '#pragma TCS_unroll=%u' on the line above "
		"the loop lets %u iterations share one jump, ~%.2f cycles per "
		"iteration instead of %.2f%s", n, n, cpi, li->cpi,
		li->trip_known && li->trip % n ? "; the compiler adds a remainder "
		"loop for the trip count's rest" : "");
	/* a count the run's calls may settle (callgraph_ints()): below n
	 * passes the unrolled pass never runs, and the finding goes (speex's
	 * 'mm[i] = 0' up to the order, 10 passes: an unroll of 16 judged
	 * invalid advice in the twenty-fifth draw) */
	if (f && f->ploop.own && (f->ploop.param || f->ploop.member[0]) &&
	    !li->trip_known && !l->trip_profiled && !l->trip_callers)
		f->ploop.min_trip = n;
	loops_schedule(li, &f->sched);
	f->cycles = li->ii;
	f->saving_cycles = li->ii - after;
	rule_loop_claim(c, idx, &f->cycles, &f->saving_cycles);
}

const struct rule rule_loop_overhead = {
	.id = "loop-overhead",
	.summary = "loops bound by the loop-closing jump's delay slots rather than "
		   "their work (unroll them)",
	.check_loop = overhead_loop,
};
