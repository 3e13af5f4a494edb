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

/* ", the loop unrolled by N" for advice that splits a chain k ways in a
 * loop not fully unrolled, else "". */
static void unrolled_text(char *buf, size_t n, const struct loop_info *li,
			  unsigned k)
{
	buf[0] = '\0';
	if (!li->full)
		snprintf(buf, n, ", the loop unrolled by %u", k * li->unroll);
}

/* The saving of advice whose re-scheduled loop runs at ii per iteration. */
static void set_saving(struct finding *f, const struct loop_info *li,
		       unsigned ii)
{
	f->saving_cycles = li->ii > ii ? li->ii - ii : 0;
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


/* Does recurrence r carry a pointer into a table it indexes with what it
 * loads: its closing assignment '&t[...]' (or 't + ...') of another
 * array or pointer than itself, its index reading through the carried
 * pointer ('pair = &table[pair->ptr.offset + ...]')? */
static bool table_walk(const struct model *m, const struct recurrence *r)
{
	const struct node *a = r->node >= 0 ? &m->nodes[r->node] : NULL;
	int v = a && a->kind == NK_BINARY && a->op == MOP_ASSIGN ?
		model_skip_conv(m, a->rhs.node) : -1;
	if (v < 0)
		return false;
	/* '&t[i]', or 't + i' (with its parts in either order) */
	const struct node *x = &m->nodes[v];
	int base = -1, index = -1;
	if (x->kind == NK_UNARY && x->op == MOP_ADDROF) {
		int sub = model_skip_conv(m, x->lhs.node);
		if (sub < 0 || m->nodes[sub].kind != NK_SUBSCRIPT)
			return false;
		base = model_skip_conv(m, m->nodes[sub].lhs.node);
		index = m->nodes[sub].rhs.node;
	} else if (x->kind == NK_BINARY && x->op == MOP_ADD) {
		int l = model_skip_conv(m, x->lhs.node);
		int rr = model_skip_conv(m, x->rhs.node);
		/* (the pointer side: 'table + off + k' nests the adds) */
		while (l >= 0 && m->nodes[l].kind == NK_BINARY &&
		       m->nodes[l].op == MOP_ADD &&
		       m->nodes[l].type.kind == MT_PTR) {
			rr = v;	/* the whole sum holds the offsets */
			l = model_skip_conv(m, m->nodes[l].lhs.node);
		}
		if (l < 0 || m->nodes[l].type.kind != MT_PTR)
			return false;
		base = l;
		index = rr;
	} else {
		return false;
	}
	if (base < 0 || index < 0 ||
	    (m->nodes[base].kind == NK_REF && m->nodes[base].name &&
	     !strcmp(m->nodes[base].name, r->var)))
		return false;
	/* the index reads the carried pointer */
	for (int k = m->nodes[index].sub_first; k >= 0 && k <= index; k++)
		if (m->nodes[k].kind == NK_REF && m->nodes[k].name &&
		    !strcmp(m->nodes[k].name, r->var) && k != base)
			return true;
	return false;
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
	/* the variant: that object in a register for the loop */
	struct loops_opts o = { .promote_node = t + 1 };
	unsigned ii = variant_ii(c, idx, &o);
	/* a loop its branches bind (list-scheduled: an iteration starts
	 * when the last one is done) runs its chain among the branches'
	 * paths: the chain costs what the loop without it saves (wavpack's
	 * decorr_stereo_pass, 'dpp->weight_A' 26 cycles in an 80-cycle pass
	 * that keeping it in a register cuts to 79), and below the chain
	 * threshold it is no finding */
	bool branchy = !li->pipelined && li->ddg.branchy;
	if (branchy && (li->ii <= ii ||
			li->ii - ii < c->opt->chain_min_cycles) &&
	    !c->opt->below_threshold)
		return;
	char *obj = model_node_text(m, &m->nodes[t]);
	struct finding *f = rule_report(c, &m->nodes[t], SEV_WARNING,
		"'%s' is kept in memory: each iteration loads it and stores it "
		"again, as the loop's other stores may change it (%s, %u "
		"cycles); the loop runs at %u cycles per iteration, its "
		"operations need %.1f", obj, chain, r->latency, li->ii, resi);
	loops_schedule(li, &f->sched);
	f->sched.rec_mii = r->latency;
	char g[128];
	set_saving(f, li, ii);
	f->cycles = branchy ? f->saving_cycles : li->ii;
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


/* The text of access i's pointer expression ('coefs' of 'coefs[i - 1]',
 * 'd->out[1]' of 'd->out[1][i]', 'p' of '*p'), or NULL. */
static char *pointer_text(const struct model *m, int i)
{
	const struct node *n = &m->nodes[i];
	int p = n->kind == NK_SUBSCRIPT || (n->kind == NK_UNARY && n->op == MOP_DEREF) ||
		(n->kind == NK_MEMBER && (n->flags & NF_ARROW)) ? n->lhs.node : -1;

	while (p >= 0 && m->nodes[p].kind == NK_CONV)
		p = m->nodes[p].lhs.node;
	/* 'p + k', 'p++': the pointer p */
	while (p >= 0 && ((m->nodes[p].kind == NK_BINARY &&
			   (m->nodes[p].op == MOP_ADD || m->nodes[p].op == MOP_SUB) &&
			   m->nodes[p].lhs.type.kind == MT_PTR) ||
			  (m->nodes[p].kind == NK_UNARY &&
			   m->nodes[p].op != MOP_DEREF && m->nodes[p].op != MOP_ADDROF)))
		p = m->nodes[p].lhs.node;
	return p >= 0 ? model_node_text(m, &m->nodes[p]) : NULL;
}

/* Does the expression at i load from memory (an index the data choose)? */
static bool reads_memory(const struct model *m, int i)
{
	if (i < 0)
		return false;
	const struct node *n = &m->nodes[i];
	if (n->kind == NK_SUBSCRIPT || (n->kind == NK_MEMBER && (n->flags & NF_ARROW)) ||
	    (n->kind == NK_UNARY && n->op == MOP_DEREF))
		return true;
	return reads_memory(m, n->lhs.node) || reads_memory(m, n->rhs.node);
}

/* Does index expression i read a variable loop l increments or
 * decrements ('c' of '++c'), and no memory? */
static bool counter_index(const struct model *m, const struct loop *l, int i)
{
	if (i < 0 || reads_memory(m, i))
		return false;
	for (int k = m->nodes[i].sub_first >= 0 ? m->nodes[i].sub_first : i;
	     k <= i; k++) {
		const struct node *r = &m->nodes[k];
		if (r->kind != NK_REF || !r->name)
			continue;
		for (int j = l->first_node; j < l->last_node; j++) {
			const struct node *w = &m->nodes[j];
			if (w->kind == NK_REF && (w->flags & NF_RMW) && w->name &&
			    !strcmp(w->name, r->name))
				return true;
		}
	}
	return false;
}

/* Is the recurrence that binds loop li carried through registers only
 * (no memory dependence between iterations on its critical cycle)? */
static bool register_cycle(const struct loop_info *li)
{
	unsigned cyc[64];
	unsigned nc = sched_critical_cycle(&li->ddg, li->sched.rec_mii, cyc, 64);

	for (unsigned k = 0; k < nc; k++)
		if (li->ddg.e[cyc[k]].kind == DDG_MEM && li->ddg.e[cyc[k]].dist)
			return false;
	return nc > 0;
}

/* Does the critical cycle of loop li's schedule run through recurrence
 * r's own operations (those of its closing assignment's subtree)? */
static bool chain_on_critical(const struct model *m, const struct loop_info *li,
			      const struct recurrence *r)
{
	unsigned cyc[64];
	unsigned nc = sched_critical_cycle(&li->ddg, li->sched.rec_mii, cyc, 64);
	int lo = model_sub_first(m, r->node);

	for (unsigned k = 0; k < nc; k++) {
		const struct ddg_edge *e = &li->ddg.e[cyc[k]];
		int a = li->ddg.op[e->from].node, b = li->ddg.op[e->to].node;
		if ((a >= lo && a <= r->node) || (b >= lo && b <= r->node))
			return true;
	}
	return nc == 0;
}

/*
 * An in-place compaction ('in[used++] = in[i]', vorbis's res1_class): does
 * store sn go through 'c++' of a local integer c that never runs ahead of
 * the counter of loop lp at which load ln reads?  c starts at a constant no
 * larger than the counter's start (plus the load's offset), that '++' is
 * c's only write in the loop, and the counter steps by one every pass and
 * nowhere else.  Then no pass reads what an earlier one stored: every
 * store lies at or below the index of its own pass's load.  The compiler
 * cannot tell, and keeps the next pass's load after this pass's store.
 */
static bool compaction(const struct model *m, const struct loop *lp, int sn,
		       int ln, const char **cname)
{
	const struct node *s = &m->nodes[sn], *x = &m->nodes[ln];
	int li = (int)(lp - m->loops);

	if (s->kind != NK_SUBSCRIPT || x->kind != NK_SUBSCRIPT || !lp->ivar ||
	    lp->kind != LOOP_FOR || !lp->step_known || lp->step != 1 ||
	    !lp->start_known || lp->inc_first >= lp->inc_last ||
	    s->rhs.node < 0 || x->rhs.node < 0)
		return false;
	int u = model_skip_conv(m, s->rhs.node);
	if (u < 0)	/* ('in[(long long)0]': no node) */
		return false;
	const struct node *inc = &m->nodes[u];
	if (inc->kind != NK_UNARY || inc->op != MOP_POSTINC || inc->lhs.node < 0)
		return false;
	int r = model_skip_conv(m, inc->lhs.node);
	const struct node *ix = model_unconv(m, x->rhs.node);
	if (r < 0 || !ix)
		return false;
	const char *name = m->nodes[r].kind == NK_REF ? m->nodes[r].name : NULL;
	int64_t off, v0;
	const struct node *iv = model_index_var(m, ix, &off);
	if (!name || !iv || strcmp(iv->name, lp->ivar) || off < 0 ||
	    m->nodes[r].loop != li ||
	    !model_local_const_at(m, lp->first_node, lp->parent, li, name, &v0) ||
	    v0 > lp->start + off)
		return false;
	/* one pointer, a variable the loop never moves ('x--' would make
	 * each pass reload what the one before stored), and a counter no
	 * pointer reaches ('(*pi)--') */
	int b = s->lhs.node >= 0 ? model_skip_conv(m, s->lhs.node) : -1;
	const char *base = b >= 0 && m->nodes[b].kind == NK_REF ?
			   m->nodes[b].name : NULL;
	if (!base || model_var_addr_taken(m, lp->func, base) ||
	    model_var_addr_taken(m, lp->func, lp->ivar))
		return false;
	/* c written in the loop only there, the counter only by its step,
	 * the pointer nowhere */
	for (int k = lp->first_node; k < lp->last_node; k++) {
		const struct node *n = &m->nodes[k];
		if (n->kind != NK_REF || !n->name || !(n->flags & NF_STORE))
			continue;
		if ((!strcmp(n->name, name) && k != r) || !strcmp(n->name, base) ||
		    (!strcmp(n->name, lp->ivar) &&
		     (k < lp->inc_first || k >= lp->inc_last)))
			return false;
	}
	*cname = name;
	return true;
}

/* Can an operand of integer type t hold every value of the counter's
 * type c: at least as wide, of the same signedness when as wide
 * ('(uint8_t)i' of an int counter wraps)? */
static bool holds_int(struct mtype t, struct mtype c)
{
	return t.kind == MT_INT && c.kind == MT_INT &&
	       (t.bits > c.bits ||
		(t.bits == c.bits && t.is_unsigned == c.is_unsigned));
}

/* The counter's node under operand o, v or v plus constants through
 * conversions: the types on the way, or NULL. */
static bool iv_plus_at(const struct model *m, const struct operand *o,
		       const char *iv, int64_t *off, struct mtype *seen,
		       unsigned *nseen)
{
	int c = o->node;

	if (*nseen < 8)
		seen[(*nseen)++] = o->type;
	while (c >= 0 && m->nodes[c].kind == NK_CONV) {
		if (*nseen < 8)
			seen[(*nseen)++] = m->nodes[c].type;
		if (*nseen < 8)
			seen[(*nseen)++] = m->nodes[c].lhs.type;
		c = m->nodes[c].lhs.node;
	}
	if (c < 0)
		return false;
	const struct node *x = &m->nodes[c];
	if (x->kind == NK_REF && x->name && !strcmp(x->name, iv)) {
		*off = 0;
		for (unsigned k = 0; k < *nseen; k++)
			if (!holds_int(seen[k], x->type))
				return false;
		return true;
	}
	if (x->kind != NK_BINARY || (x->op != MOP_ADD && x->op != MOP_SUB) ||
	    !x->rhs.is_const || x->rhs.ival > INT32_MAX || x->rhs.ival < -INT32_MAX ||
	    *nseen >= 8)
		return false;
	seen[(*nseen)++] = x->type;
	if (!iv_plus_at(m, &x->lhs, iv, off, seen, nseen) || *off > INT32_MAX ||
	    *off < -INT32_MAX)
		return false;
	*off += x->op == MOP_ADD ? x->rhs.ival : -x->rhs.ival;
	return true;
}

/* Is operand o the counter iv plus a constant, through conversions and
 * operations of types that hold all its values: *off that constant. */
static bool iv_plus(const struct model *m, const struct operand *o,
		    const char *iv, int64_t *off)
{
	struct mtype seen[8];
	unsigned n = 0;

	return iv_plus_at(m, o, iv, off, seen, &n);
}

/*
 * An expansion in place going down ('for (i = 2 * n - 1; i > 0; i--)
 * index[i] = index[i >> 1];', faad2's parametric stereo indices): store sn
 * writes a[i + c1], load ln reads a[(i + c2) >> k], k >= 1, through one
 * pointer the loop never moves, the counter stepping by -1 down to a
 * constant end of at least 0 and written nowhere else.  The passes before
 * stored a[j + c1] for every j above this pass's i, and the load reads at
 * most half of i + c2, below all of them: no pass reads what another
 * stored (checked at the lowest i, where it is tightest: the load's index
 * grows half as fast).  The compiler, for which a shifted index is no
 * affine one, cannot tell.
 */
static bool expansion(const struct model *m, const struct loop *lp, int sn,
		      int ln)
{
	const struct node *s = &m->nodes[sn], *x = &m->nodes[ln];

	if (s->kind != NK_SUBSCRIPT || x->kind != NK_SUBSCRIPT || !lp->ivar ||
	    !lp->step_known || lp->step != -1 || !lp->bound_known ||
	    lp->bound_var || (lp->cmp != MOP_GT && lp->cmp != MOP_GE) ||
	    x->rhs.node < 0 || s->type.bits != x->type.bits)
		return false;
	int64_t c1, c2;
	if (!iv_plus(m, &s->rhs, lp->ivar, &c1))
		return false;
	int shn = model_skip_conv(m, x->rhs.node);
	if (shn < 0)
		return false;
	const struct node *sh = &m->nodes[shn];
	if (sh->kind != NK_BINARY || sh->op != MOP_SHR || !sh->rhs.is_const ||
	    sh->rhs.ival < 1 || sh->rhs.ival > 30 ||
	    !iv_plus(m, &sh->lhs, lp->ivar, &c2) ||
	    !holds_int(x->rhs.type, sh->type) || !holds_int(sh->type, sh->lhs.type))
		return false;
	int64_t lo = lp->bound + (lp->cmp == MOP_GT);
	if (lo < 0 || lo > INT32_MAX || lo + c2 < 0 ||
	    ((lo + c2) >> sh->rhs.ival) >= lo + 1 + c1)
		return false;
	/* one pointer the loop never moves, a counter stepped only by the
	 * header */
	int b = s->lhs.node >= 0 ? model_skip_conv(m, s->lhs.node) : -1;
	int bx = x->lhs.node >= 0 ? model_skip_conv(m, x->lhs.node) : -1;
	const char *base = b >= 0 && m->nodes[b].kind == NK_REF ?
			   m->nodes[b].name : NULL;
	if (!base || bx < 0 || m->nodes[bx].kind != NK_REF ||
	    !m->nodes[bx].name || strcmp(m->nodes[bx].name, base) ||
	    model_var_addr_taken(m, lp->func, base) ||
	    model_var_addr_taken(m, lp->func, lp->ivar))
		return false;
	for (int k = lp->first_node; k < lp->last_node; k++) {
		const struct node *n = &m->nodes[k];
		/* the one store into memory, no call that may store: another
		 * store ('idx[i - 40] = 0') may be what a later pass loads */
		if (k != sn && (n->flags & NF_STORE) && n->kind != NK_REF &&
		    n->kind != NK_DECL)
			return false;
		if (n->kind == NK_CALL && !n->inlined)
			return false;
		if (n->kind != NK_REF || !n->name || !(n->flags & NF_STORE))
			continue;
		if (!strcmp(n->name, base) ||
		    (!strcmp(n->name, lp->ivar) &&
		     (k < lp->inc_first || k >= lp->inc_last)))
			return false;
	}
	return true;
}

/*
 * A loop bound by a memory recurrence that no chain above describes: the
 * schedule's critical cycle (sched_critical_cycle()) holds a store and,
 * one iteration later, a load that may read the same bytes -- a pointer
 * read from memory, two pointers into one array, a histogram's bins.  Two
 * pointer parameters are missing-restrict's finding, not this one.  The
 * chain is the cycle's operations from that load to that store.  Returns
 * whether it reported.
 */
static bool mem_cycle_report(struct rule_ctx *c, int idx,
			     const struct loop_info *li, double resi, bool under)
{
	const struct model *m = c->m;
	const struct ddg *g = &li->ddg;
	unsigned cyc[64];
	unsigned nc = sched_critical_cycle(g, li->sched.rec_mii, cyc, 64);
	int mem = -1;

	for (unsigned k = 0; k < nc && mem < 0; k++)
		if (g->e[cyc[k]].kind == DDG_MEM && g->e[cyc[k]].dist)
			mem = (int)k;
	/* else a store a later load of the same iteration waits for, a
	 * register carrying the cycle ('if (x[i] > 0) x[k++] = x[i]; if
	 * (x[i] > 1) k++;': the second test reloads x[i] after the store,
	 * and guards k's increment) */
	for (unsigned k = 0; k < nc && mem < 0; k++)
		if (g->e[cyc[k]].kind == DDG_MEM)
			mem = (int)k;
	if (mem < 0)
		return false;
	bool same_iter = !g->e[cyc[mem]].dist;
	const struct ddg_edge *me = &g->e[cyc[mem]];
	int sn = g->op[me->from].node, ln = g->op[me->to].node;
	const struct loop *lp = &m->loops[idx];
	/* both the loop's own (not a replayed helper's: its nodes are the
	 * helper's, not this loop's) */
	if (sn < lp->first_node || sn >= lp->last_node ||
	    ln < lp->first_node || ln >= lp->last_node)
		return false;
	int rs = loops_access_root(m, sn), rl = loops_access_root(m, ln);
	const char *bs = rs >= 0 ? m->nodes[rs].name : NULL;
	const char *bl = rl >= 0 ? m->nodes[rl].name : NULL;
	/* one pointer: the two accesses' pointer expressions written alike
	 * ('coefs' of 'coefs[i - 1]' and 'coefs[i]'; not 'output[0]' and
	 * 'output[1]', two pointers read from one structure) */
	char *ps = pointer_text(m, sn), *pl = pointer_text(m, ln);
	/* ... or the graph's exact dependence: the same element of one
	 * object, rows apart ('sbr->Q[ch][k][l]' stored, 'sbr->Q[ch][k-1][l]'
	 * read the next iteration: a running sum through memory) */
	bool same = (ps && pl && !strcmp(ps, pl)) || me->exact;
	/* restrict-qualified copies can be named: plain variables */
	bool vars = rs >= 0 && rl >= 0 && ps && pl && !strcmp(ps, bs) &&
		    !strcmp(pl, bl);
	free(ps);
	free(pl);
	/* a histogram: a read-modify-write at an index the data choose
	 * ('h[px[i]]++'); missing-restrict leaves these alone */
	const struct node *s0 = &m->nodes[sn];
	bool hist = (s0->flags & NF_RMW) && s0->kind == NK_SUBSCRIPT &&
		    reads_memory(m, s0->rhs.node);
	/* a store through a pointer parameter (or a local pointer set from
	 * one) is missing-restrict's to judge, histograms aside */
	bool rstr, lrstr;
	int ps_ = rule_pointer_param(m, m->nodes[sn].func, sn, &rstr);
	int pl_ = rule_pointer_param(m, m->nodes[ln].func, ln, &lrstr);
	if (!hist && ps_ >= 0 && !rstr && pl_ != ps_ &&
	    !rule_pointer_local(m, m->nodes[ln].func, ln) &&
	    !loops_invariant_object(m, idx, sn))
		return false;	/* another parameter's, or memory's (one
				 * address every iteration, 's->acc', is not
				 * missing-restrict's) */
	/* one expression, stored and read back, at an index that a counter
	 * of the loop moves ('decode_mem[c]' in a do-while on '++c' that
	 * the model takes for no induction): another element each
	 * iteration, no carried dependence */
	if (!hist && m->nodes[sn].kind == NK_SUBSCRIPT &&
	    counter_index(m, lp, m->nodes[sn].rhs.node)) {
		if (model_text_equal(m, sn, ln))
			return false;
	}
	/* a local array against a parameter's memory: never the same */
	bool lr;
	if ((rule_pointer_local(m, m->nodes[sn].func, sn) &&
	     rule_pointer_param(m, m->nodes[ln].func, ln, &lr) >= 0) ||
	    (rule_pointer_local(m, m->nodes[ln].func, ln) &&
	     rule_pointer_param(m, m->nodes[sn].func, sn, &lr) >= 0))
		return false;
	/* the chain from the load round to the store */
	struct strbuf ch = { 0 };
	for (unsigned j = 1; j <= nc; j++) {
		const struct ddg_edge *e = &g->e[cyc[(mem + j) % nc]];
		sb_printf(&ch, "%s%s %u", j > 1 ? " -> " : "",
			  g->op[e->from].what ? g->op[e->from].what : "op", e->lat);
	}
	char *st = model_node_text(m, &m->nodes[sn]);
	char *ld = model_node_text(m, &m->nodes[ln]);
	unsigned rec = (li->sched.rec_mii + li->unroll - 1) / li->unroll;
	const char *cname = NULL;
	bool compact = same && !hist && compaction(m, lp, sn, ln, &cname);
	bool expand = same && !hist && !compact && expansion(m, lp, sn, ln);
	struct finding *f = same_iter ?
		rule_report(c, &m->nodes[sn], SEV_WARNING, "the load of '%s' "
			"waits for the store to '%s' of the same iteration, and "
			"what the load decides is carried to the next iteration "
			"(%s): %u cycles per iteration; its operations need %.1f",
			ld, st, ch.buf, rec, resi) :
		hist ?
		rule_report(c, &m->nodes[sn], SEV_WARNING, "'%s' counts into "
			"bins the data choose: each iteration's load of a bin "
			"waits for the previous iteration's store, which may have "
			"been the same bin (%s): %u cycles per iteration; its "
			"operations need %.1f", st, ch.buf, rec, resi) :
		compact ?
		rule_report(c, &m->nodes[sn], SEV_WARNING, "each iteration's "
			"load of '%s' waits for the previous iteration's store to "
			"'%s' (%s): %u cycles per iteration; its operations need "
			"%.1f; no value goes from one iteration to the next "
			"('%s' never passes '%s': a compaction), but the compiler "
			"cannot tell", ld, st, ch.buf, rec, resi, cname, lp->ivar) :
		expand ?
		rule_report(c, &m->nodes[sn], SEV_WARNING, "each iteration's "
			"load of '%s' waits for the previous iteration's store to "
			"'%s' (%s): %u cycles per iteration; its operations need "
			"%.1f; no value goes from one iteration to the next (each "
			"load reads below every element an earlier iteration "
			"stored: an expansion in place going down), but the "
			"compiler cannot tell", ld, st, ch.buf, rec, resi) :
		same ?
		rule_report(c, &m->nodes[sn], SEV_WARNING, "each iteration's "
			"load of '%s' waits for the previous iteration's store to "
			"'%s', through one pointer (%s): %u cycles per iteration; "
			"its operations need %.1f", ld, st, ch.buf, rec, resi) :
		rule_report(c, &m->nodes[sn], SEV_WARNING, "each iteration's "
			"load of '%s' waits for the previous iteration's store to "
			"'%s', which may be the same bytes for all the compiler "
			"knows (%s): %u cycles per iteration; its operations need "
			"%.1f", ld, st, ch.buf, rec, resi);
	loops_schedule(li, &f->sched);
	f->sched.rec_mii = li->sched.rec_mii;
	snprintf(f->sched.chain, sizeof(f->sched.chain), "%s", ch.buf);
	f->cycles = li->ii;
	char gbuf[128];
	unsigned ii = li->ii;
	if (same_iter) {
		f->saving_cycles = 0;
		rule_advice(f, "load '%s' once into a local before the store "
			"and use the local after it: the later test then no "
			"longer waits for the store (the compiler cannot tell the "
			"two never overlap)", ld);
	} else if (hist) {
		f->saving_cycles = 0;
		rule_advice(f, "count into two (or four) histograms, even and "
			"odd iterations apart, and add them after the loop: a bin "
			"hit twice in a row then waits only on every second "
			"iteration");
	} else if (compact) {
		f->saving_cycles = 0;
		rule_advice(f, "load the next iteration's element before this "
			"iteration's store and carry it in a local (read '%s' "
			"one iteration ahead): the loads then no longer wait for "
			"the stores; restrict does not apply, since the store may "
			"reach the element its own iteration loaded", ld);
	} else if (expand) {
		f->saving_cycles = 0;
		rule_advice(f, "load the next iteration's element before this "
			"iteration's store and carry it in a local (read '%s' "
			"one iteration ahead): the loads then no longer wait for "
			"the stores; restrict does not apply, since the loads and "
			"the stores reach one array through one pointer", ld);
	} else if (!same && vars) {
		const char *names[2] = { bs, bl };
		struct loops_opts o = { .restrict_names = names, .nrestrict = 2 };
		ii = variant_ii(c, idx, &o);
		set_saving(f, li, ii);
		rule_advice(f, "if '%s' and '%s' never reach the same bytes in "
			"the loop, copy them to restrict-qualified local pointers "
			"('T *restrict p = %s;', C99, which TCS supports) or read "
			"the values of the next iteration before this iteration's "
			"stores: %s", bs, bl, bs,
			gain(gbuf, sizeof(gbuf), ii, li->ii, "iteration"));
	} else if (!same) {
		f->saving_cycles = 0;
		rule_advice(f, "if the two never reach the same bytes in the "
			"loop, read their pointers into restrict-qualified local "
			"variables before it ('T *restrict p = ...;', C99, which "
			"TCS supports), or read the values of the next iteration "
			"before this iteration's stores");
	} else {
		f->saving_cycles = 0;
		rule_advice(f, "if the next iteration reads what this one "
			"stored, keep that value in a local variable and carry it "
			"(prev = ... prev ...): the chain is then the arithmetic "
			"alone; if it never does, reach the two accesses through "
			"pointers the compiler can tell apart (one of them "
			"restrict-qualified)");
	}
	if (under)
		rule_loop_cap(c, idx, &f->cycles, &f->saving_cycles);
	else
		rule_loop_claim(c, idx, &f->cycles, &f->saving_cycles);
	sb_release(&ch);
	free(st);
	free(ld);
	return true;
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
	/* a memory recurrence no chain describes: the schedule's own */
	/* (bound by it: not by the loop's jump nor its resources) */
	if (li->innermost && !li->ncalls && li->scheduled && li->pipelined &&
	    li->sched.rec_mii > li->jump_min &&
	    (double)li->sched.rec_mii > li->res_mii &&
	    (!r->latency || r->node < 0 ||
	     /* a short chain (the induction pointer) that does not bind */
	     (r->latency * li->unroll + 2 < li->sched.rec_mii &&
	      (r->latency < c->opt->chain_min_cycles ||
	       (double)r->latency < c->opt->chain_ratio * resi)))) {
		double rec = (double)li->sched.rec_mii / li->unroll;
		bool low = rec < c->opt->chain_min_cycles ||
			   rec < c->opt->chain_ratio * resi;
		if ((!low || c->opt->below_threshold) &&
		    mem_cycle_report(c, idx, li, resi, low))
			return;
	}
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
	/* the scheduled loop keeps the object in a register (register
	 * promotion: no other store of the loop can reach it, as
	 * 'wps->wphdr.flags' cannot reach 'wps->int32_zeros'): no chain
	 * through memory is left to report */
	if (r->invariant && li->scheduled && li->pipelined &&
	    li->sched.rec_mii < r->latency) {
		sb_release(&sb);
		return;
	}
	if (r->invariant) {
		inv_report(c, idx, li, r, sb.buf, resi, under);
		sb_release(&sb);
		return;
	}
	/* a chain under the loop-closing jump's pass in a loop that cannot
	 * be unrolled (no counter, or an exit on data: 'while (t[h].next !=
	 * -1 && ...) h = t[h].next;', 5 cycles under a 9-cycle pass): the
	 * jump bounds the loop, the chain is what bounds it once several
	 * walks share the pass */
	bool hidden = li->jump_min && r->latency * li->unroll < li->jump_min &&
		      (!l->ivar || !l->step_known || l->early_exit);
	/* ... but an arithmetic chain there (vorbis's '_book_maptype1_
	 * quantvals': 'if (b->entries / vals < acc) break; acc *= vals;',
	 * opus's Laplace search 'fs > 0 && ...; fs = (fs * decay) >> 15')
	 * is what the exit tests: no rewrite that keeps the exit shortens
	 * the pass, and one walk a call leaves nothing to interleave.  Only
	 * a walk through loads (a list, a table: several walks share the
	 * pass) is advice */
	if (hidden && !r->through_load) {
		sb_release(&sb);
		return;
	}
	/* a counted loop whose chain is under the jump's pass (pack.c's
	 * 'crc += (crc << 3) + ...', 5 cycles under 10): the jump bounds it
	 * now (loop-overhead's finding: unroll), the chain once it is
	 * unrolled; the chain's cycles are its own, not the jump's */
	/* a longer recurrence binds the loop: the chain is under it first,
	 * the jump's pass with it */
	bool longer = li->scheduled && li->pipelined &&
		      li->sched.rec_mii > r->latency * li->unroll + 2;
	/* ... one through registers (a filter's state: opus's
	 * transient_analysis, 'mem0' 18 cycles over 'mean''s 6): the
	 * algorithm's own, which no rewrite removes; the chain never binds
	 * the loop */
	/* ... and one longer by a cycle or two, another variable's (faad2's
	 * calculate_gain: 'current_res_band' through a table load, a
	 * compare and the guarded increment, 8 cycles, beside 'acc1''s fadd
	 * 6: the thirty-second draw judged the partial sums' advice to save
	 * nothing the unrolling does not) */
	if (!hidden && li->scheduled && li->pipelined &&
	    li->sched.rec_mii > r->latency * li->unroll && register_cycle(li) &&
	    (longer || !chain_on_critical(c->m, li, r))) {
		sb_release(&sb);
		return;
	}
	bool under_jump = !hidden && li->jump_min &&
			  r->latency * li->unroll < li->jump_min &&
			  !(longer && li->sched.rec_mii > li->jump_min);
	/* a longer recurrence the schedule found binds the loop (a store
	 * the next iteration's loads wait for, missing-restrict's: opus's
	 * dc_reject, 'm0' 12 cycles under 19): this chain bounds it once
	 * that one is gone; its cycles are its own, not the loop's */
	/* under the jump's pass in a loop of a few passes, a constant or a
	 * measured count (flac's CRC tail after its sliced loop, 3.2 bytes
	 * a call): too few to unroll or to interleave, the chain never binds
	 * it */
	if ((hidden || under_jump) && (l->trip_known || l->trip_profiled) &&
	    l->trip < 4) {
		sb_release(&sb);
		return;
	}
	bool under_rec = !hidden && !under_jump && li->scheduled &&
			 li->pipelined && li->sched.rec_mii >
			 r->latency * li->unroll + 2;
	/* ... once that one is gone: if 'restrict' does not remove it (a
	 * store and a load through one pointer with a run-time stride,
	 * opus's soft-clip ramp 'x[i*C] += offset', 28 cycles over the
	 * chain's 6), nothing will, and the chain never binds the loop */
	if (under_rec) {
		/* (a chain through memory: its own advice, the value
		 * carried in a register, may remove that one too: speex's
		 * 'lsp[i] = lsp[i-1] + margin') */
		struct loops_opts ro = { .assume_restrict = true,
			.carry_var = r->through_memory ? r->var : NULL };
		if (variant_ii(c, idx, &ro) >= li->ii) {
			sb_release(&sb);
			return;
		}
	}
	struct finding *f = under_rec ?
		rule_report(c, n, SEV_WARNING,
		"loop-carried dependency on '%s' (%s): %u cycles per iteration, "
		"which bound the loop once a longer recurrence is gone (now "
		"%u cycles per pass); its operations need %.1f", r->var,
		sb.buf, r->latency, li->sched.rec_mii, resi) : under_jump ?
		rule_report(c, n, SEV_WARNING,
		"loop-carried dependency on '%s' (%s): %u cycles per iteration, "
		"which bound the loop once it is unrolled (now the %u-cycle pass "
		"of the loop-closing jump does); its operations need %.1f",
		r->var, sb.buf, r->latency, li->jump_min, resi) : hidden ?
		rule_report(c, n, SEV_WARNING,
		"loop-carried dependency on '%s' (%s): %u cycles per iteration, "
		"under the %u-cycle pass of the loop-closing jump, which bounds "
		"the loop (%u cycles per iteration); its operations need %.1f",
		r->var, sb.buf, r->latency, li->jump_min, li->ii, resi) :
		rule_report(c, n, SEV_WARNING,
		"loop-carried dependency on '%s' (%s) bounds the loop at %u "
		"cycles per iteration; its operations need %.1f", r->var,
		sb.buf, r->latency, resi);
	sb_release(&sb);
	loops_schedule(li, &f->sched);
	f->sched.rec_mii = r->latency;
	f->cycles = under_jump || under_rec ?
		    (uint64_t)r->latency * li->unroll : li->ii;
	unsigned ii, k;
	char g[128];
	if (r->through_memory) {
		/* prev = y[i] = ... prev ...: the read-back load is gone, the
		 * value carried in a register */
		struct loops_opts o = { .carry_var = r->var };
		ii = variant_ii(c, idx, &o);
		set_saving(f, li, ii);
		rule_advice(f, "the recurrence goes through memory: '%s' is "
			"stored and read back %u iteration%s later, so every "
			"iteration waits for a store and a load; carry the "
			"previous value in a local variable (prev = %s[i] = ... "
			"prev ...) and the chain is the arithmetic alone: %s%s",
			r->var, r->distance, r->distance == 1 ? "" : "s", r->var,
			gain(g, sizeof(g), ii, li->ii, "iteration"), r->has_mul && r->is_float ? "; in fixed "
			"point it shortens further" : "");
	} else if (r->through_load && r->is_pointer && table_walk(c->m, r)) {
		/* 'pair = &table[pair->ptr.offset + MASK(...)]': a tree kept
		 * in a table, walked by what each step loads (libmad's
		 * Huffman decode, where the next walk starts where this one
		 * ended: no independent walks to interleave, so no saving is
		 * claimed for it) */
		set_saving(f, li, li->ii);
		rule_advice(f, "a tree kept in a table, walked by the offsets "
			"each step loads (a Huffman decode, a trie): every step "
			"waits for the previous load; resolve more bits per "
			"lookup with a larger first-level table, so that most "
			"walks take one step; where the walks are independent "
			"(lookups of separate keys, not a bitstream's codes), "
			"walking several at once also hides the load");
	} else if (r->through_load && r->is_pointer) {
		ii = interleaved_ii(c, idx, li, r, resi, &k);
		set_saving(f, li, ii);
		rule_advice(f, "pointer chasing: each iteration waits for the "
			"previous load; keep the nodes in an array, walk several "
			"independent lists at once (%u lists in one loop: %s), or "
			"load the next node's pointer an iteration early", k,
			gain(g, sizeof(g), ii, li->ii, "node"));
	} else if (r->through_load) {
		ii = interleaved_ii(c, idx, li, r, resi, &k);
		set_saving(f, li, ii);
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
		char unrolled[48];
		unrolled_text(unrolled, sizeof(unrolled), li, k);
		set_saving(f, li, ii);
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
	} else if (r->is_sequence) {
		/* v = v op c read by every pass (bwexpander's 'cfac *=
		 * chirp'): k copies v0..v(k-1), started at v's first k
		 * values, each stepping k times as far, split the chain as
		 * partial products would, and every pass still reads its
		 * value */
		ii = interleaved_ii(c, idx, li, r, resi, &k);
		char unrolled[48];
		unrolled_text(unrolled, sizeof(unrolled), li, k);
		set_saving(f, li, ii);
		char step[64];
		snprintf(step, sizeof(step), r->has_mul ? "the step to the "
			 "power %u" : "%u times the step", k);
		rule_advice(f, "'%s' steps by a loop-invariant value every "
			"iteration and each iteration reads it: keep %u "
			"interleaved copies (%s0..%s%u, one per iteration modulo "
			"%u, started at its first %u values), each stepping by "
			"%s%s: %s%s", r->var, k, r->var, r->var, k - 1, k, k,
			step, unrolled, gain(g, sizeof(g), ii, li->ii, "iteration"),
			r->is_float ? "; floating-point results will differ in "
			"the last bits" : "");
	} else if (r->has_mul && r->is_float) {
		/* the body's float arithmetic in fixed point, re-scheduled */
		struct loops_opts o = { .fixed_point = true };
		ii = variant_ii(c, idx, &o);
		unsigned fixed = rule_op_latency(c, MD_OP_IMUL) +
				 rule_op_latency(c, MD_OP_SHIFT) +
				 rule_op_latency(c, MD_OP_ALU);
		set_saving(f, li, ii);
		rule_advice(f, "recursive filter: the feedback path is latency "
			"bound; in fixed point (Q15/Q31 with imul %u, shift and "
			"add) each multiply-add of the chain is %u cycles, the loop "
			"%s, and the result is bit-exact across targets",
			rule_op_latency(c, MD_OP_IMUL), fixed,
			gain(g, sizeof(g), ii, li->ii, "iteration"));
	} else if (r->has_mul && chain_has(r, MD_OP_DSPMUL)) {
		ii = interleaved_ii(c, idx, li, r, resi, &k);
		set_saving(f, li, ii);
		rule_advice(f, "a DSP multiply (%u cycles) is on the chain: "
			"interleave independent channels or blocks in one loop "
			"so their chains fill each other's idle cycles (%u "
			"channels: %s)", rule_op_latency(c, MD_OP_DSPMUL), k,
			gain(g, sizeof(g), ii, li->ii, "sample"));
	} else if (r->has_mul) {
		unsigned mul = rule_op_latency(c, MD_OP_IMUL);
		unsigned alu = rule_op_latency(c, MD_OP_ALU);
		ii = interleaved_ii(c, idx, li, r, resi, &k);
		set_saving(f, li, ii);
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
	/* under the jump, the advice's unrolling also saves the jump's share,
	 * which is loop-overhead's to claim: no more saved than it costs */
	if ((under_jump || under_rec) && f->saving_cycles > f->cycles)
		f->saving_cycles = f->cycles;
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
