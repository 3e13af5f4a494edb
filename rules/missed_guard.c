/*
 * missed_guard.c: branches in loops that TCS cannot turn into guarded
 * operations.
 *
 * Every TriMedia operation can be guarded by a register, and TCS
 * if-converts the "decision trees" of a loop body by itself: a short
 * if/else of operations -- 'if (x > y) r = x - y; else r = y - x;', the
 * clamp 'if (d > qp) d = qp;' -- becomes guarded operations or a mux with
 * no jump (the TM5250 deck's own example), so the rule leaves those alone.
 * What stops the conversion keeps a jump in the loop (its delay slots:
 * 3 on TM3260, 8 on TM5250) and, in an innermost loop, software
 * pipelining:
 *
 *   - '&&' and '||' in a branch condition: each is a jump of its own;
 *     when the right operand is cheap and safe to evaluate, '&' and '|'
 *     remove it (the TCS optimising guide's advice);
 *   - a real call in an arm of an innermost loop that holds no other call
 *     (the one call stops the pipelining), unless the callee is on a
 *     rare path (free, printf, abort...), when something can be done
 *     about it: the iteration neither uses its result nor passes it a
 *     pointer (an event, reported after the loop), or the callee is a
 *     small leaf function of the file (declare it inline).  A call whose
 *     result the iteration needs, or that is passed a pointer to state
 *     it may work on in order (a bit-stream reader's refill, a writer's
 *     'buffer_putbits(bs, v, n)' or flush 'bs->wrap(bs)'), into code
 *     that is not a leaf of the file can neither be deferred nor
 *     guarded: not reported;
 *   - a loop in an arm, when the condition does not change in the outer
 *     loop (then unswitching removes the jump);
 *   - a volatile access in an arm, which TCS does not guard;
 *   - an arm that leaves a counted search loop (no call, no store, a small
 *     body): a second exit, and a loop with two exits is not
 *     software-pipelined; searching in blocks removes most of it.
 *
 * The jump's price is branch_cycles from the machine file.  In an
 * innermost loop the call-in-arm and '&&'/'||' findings save what the loop
 * re-scheduled with the advice saves (the loop model, like the TCS guide,
 * makes each short-circuit of an if's condition a jump); the unswitching
 * note, the outer loop's own pass without the jump.
 */
#include "loops.h"
#include "rule.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* A custom operation of the target (IMAX, ICLIPI...) is an operation,
 * not a call: it can be guarded like any other. */
static bool is_custom_op(const struct rule_ctx *c, const struct node *x)
{
	return x->name && md_custom_op(c->md, x->name) >= 0;
}

/* The first real call among nodes [from, to), or NULL. */
static const struct node *first_call(const struct rule_ctx *c, int from, int to)
{
	for (int i = from; i < to; i++)
		if (c->m->nodes[i].kind == NK_CALL && !c->m->nodes[i].inlined &&
		    !is_custom_op(c, &c->m->nodes[i]))
			return &c->m->nodes[i];
	return NULL;
}

/* Callees on a rare path (clean-up, messages, aborts): the branch around
 * them is no per-iteration cost worth a finding. */
static const char *const rare_calls[] = {
	"free", "malloc", "calloc", "realloc", "printf", "fprintf", "sprintf",
	"snprintf", "puts", "fputs", "fputc", "putchar", "fwrite", "perror",
	"abort", "exit", "_exit", "__assert_fail", "__printf_chk",
	"__fprintf_chk", "__sprintf_chk", "__snprintf_chk", NULL
};

static bool rare_call(const struct node *call)
{
	for (unsigned k = 0; call->name && rare_calls[k]; k++)
		if (call->name[0] == rare_calls[k][0] &&
		    !strcmp(call->name, rare_calls[k]))
			return true;
	return false;
}

/* The function of this file that call calls when it is a leaf (no loop,
 * no real call of its own) small enough to inline, or -1. */
#define INLINE_MAX_NODES 64

static int leaf_callee(const struct rule_ctx *c, const struct node *call)
{
	const struct model *m = c->m;

	for (unsigned f = 0; call->name && f < m->nfuncs; f++) {
		const struct function *fn = &m->funcs[f];
		if (!fn->name || fn->name[0] != call->name[0] ||
		    strcmp(fn->name, call->name))
			continue;
		if (fn->last_node - fn->first_node > INLINE_MAX_NODES)
			return -1;
		for (int i = fn->first_node; i < fn->last_node; i++)
			if (m->nodes[i].loop >= 0 ||
			    (m->nodes[i].kind == NK_CALL && !m->nodes[i].inlined))
				return -1;
		return (int)f;
	}
	return -1;
}

/* Does call pass a pointer among its arguments (an argument whose value
 * is a pointer: 'bs', '&v', 'buf + k'; a string literal makes no node)?  The callee may then work on state the
 * iterations share -- a bit-stream writer's 'buffer_putbits(bs, v, n)',
 * a flush 'bs->wrap(bs)' -- in their order: it cannot be made after the
 * loop.  An event ('log_error("slice", i)', 'report_peak(i)') passes
 * values. */
static bool call_takes_pointer(const struct rule_ctx *c, const struct node *call)
{
	const struct model *m = c->m;
	int args[128];	/* C's limit: 127 arguments */
	unsigned na = model_call_args(m, (int)(call - m->nodes), args, 128);

	for (unsigned a = 0; a < na; a++)
		if (m->nodes[args[a]].type.kind == MT_PTR ||
		    m->nodes[args[a]].type.kind == MT_ARRAY)
			return true;
	return false;
}

/* Does loop l hold a real call outside nodes [from, to)?  Such a loop is
 * not software-pipelined whatever the branch does. */
static bool other_call(const struct rule_ctx *c, int l, int from, int to)
{
	const struct loop *lp = &c->m->loops[l];

	for (int i = lp->first_node; i < lp->last_node; i++)
		if ((i < from || i >= to) && c->m->nodes[i].loop == l &&
		    c->m->nodes[i].kind == NK_CALL && !c->m->nodes[i].inlined &&
		    !is_custom_op(c, &c->m->nodes[i]))
			return true;
	return false;
}

/* A body this small is a search (a few loads and compares, the index
 * update); larger bodies that leave early are decoders and parsers. */
#define SEARCH_MAX_OPS 24

/* A search loop: no call and no store outside the leaving arm (nodes
 * [from, to), which run once), a small body.  The block-search advice
 * fits it; a parser or a decoder that leaves on an error is not one. */
static bool search_loop(const struct rule_ctx *c, int l, int from, int to)
{
	const struct loop *lp = &c->m->loops[l];
	unsigned ops = 0;

	for (int i = lp->first_node; i < lp->last_node; i++) {
		const struct node *x = &c->m->nodes[i];
		if (x->loop != l || (i >= from && i < to))
			continue;
		if (x->kind == NK_CALL && !is_custom_op(c, x))
			return false;
		if ((x->flags & NF_STORE) && x->kind != NK_REF)
			return false;
		if (++ops > SEARCH_MAX_OPS)
			return false;	/* no search: stop here (a loop of
					 * thousands of leaving ifs was
					 * scanned once per if) */
	}
	return true;
}

/* Is the subtree of node i safe and cheap to evaluate unconditionally:
 * no call, no store or increment, no division (which may trap or call a
 * routine), and no memory access that the left operand [lfirst, llast]
 * does not already make (i < n && a[i] must keep its jump)? */
static bool safe_operand(const struct rule_ctx *c, int i, int lfirst, int llast)
{
	const struct model *m = c->m;

	if (i < 0)
		return true;
	for (int j = model_sub_first(m, i); j <= i; j++) {
		const struct node *x = &m->nodes[j];
		if (x->kind == NK_CALL && !is_custom_op(c, x))
			return false;
		if ((x->flags & NF_STORE) || x->kind == NK_ASSIGN_OP)
			return false;
		if (x->kind == NK_UNARY && (x->op == MOP_PREINC ||
		    x->op == MOP_PREDEC || x->op == MOP_POSTINC ||
		    x->op == MOP_POSTDEC))
			return false;
		if ((x->kind == NK_BINARY) && (x->op == MOP_DIV || x->op == MOP_REM))
			return false;
		if (x->type.is_volatile)
			return false;
		if (mt_is_double(x->type) || mt_is_int64(x->type))
			return false;	/* an emulated compare: another rule's */
		bool mem = x->kind == NK_SUBSCRIPT ||
			   (x->kind == NK_MEMBER && (x->flags & NF_ARROW)) ||
			   (x->kind == NK_UNARY && x->op == MOP_DEREF);
		if (!mem || x->type.kind == MT_ARRAY)
			continue;
		char *t = model_text(m, x->file, x->begin, x->end);
		bool seen = false;
		for (int k = lfirst; k <= llast && !seen; k++) {
			const struct node *y = &m->nodes[k];
			if (y->kind != x->kind)
				continue;
			char *u = model_text(m, y->file, y->begin, y->end);
			seen = !strcmp(t, u);
			free(u);
		}
		free(t);
		if (!seen)
			return false;
	}
	return true;
}

/* Does the condition hold an emulated double compare (x > 0.5 with a
 * double operand)?  Then the branch's cost is the compare routine, which
 * double-emulation reports: one finding per construct. */
static bool cond_is_double_compare(const struct rule_ctx *c, const struct node *n)
{
	int i = n->lhs.node;

	if (i < 0)
		return false;
	for (int j = c->m->nodes[i].sub_first >= 0 ? c->m->nodes[i].sub_first : i;
	     j <= i; j++) {
		const struct node *x = &c->m->nodes[j];
		if (x->kind == NK_BINARY && x->op >= MOP_LT && x->op <= MOP_NE &&
		    !(x->flags & NF_CONSTEXPR) &&
		    (mt_is_double(x->lhs.type) || mt_is_double(x->rhs.type)))
			return true;
	}
	return false;
}

/* Count the '&&'/'||' of condition node i whose right operand is safe to
 * evaluate unconditionally; *unsafe counts the others.  A safe one whose
 * jump only the outcome of an unsafe one reaches -- one in its left
 * operand's chain of the same operator ('!lsf && bt == 2 && si->scfsi[ch]
 * && result == 0': the last '&&' after two loads the left side does not
 * make) or one whose right operand holds it -- is counted in neither:
 * merging it saves a jump on that path alone, as rare as the tests before
 * it pass (libmad's BADSCFSI check, judged 4x off in the thirtieth
 * draw). */
#define SC_MAX 64
static int strip_implicit(const struct model *m, int i);
static unsigned short_circuits(const struct rule_ctx *c, int i, unsigned *unsafe)
{
	const struct model *m = c->m;
	int at[SC_MAX];
	bool safe[SC_MAX];
	unsigned n = 0, k = 0;

	if (i < 0)
		return 0;
	for (int j = model_sub_first(m, i); j <= i; j++) {
		const struct node *x = &m->nodes[j];
		if (x->kind != NK_BINARY || (x->op != MOP_LAND && x->op != MOP_LOR))
			continue;
		int l = x->lhs.node;
		int f = l >= 0 ? model_sub_first(m, l) : j;
		bool ok = safe_operand(c, x->lhs.node, f, l) &&
			  safe_operand(c, x->rhs.node, f, l >= 0 ? l : j - 1);
		if (k < SC_MAX) {
			at[k] = j;
			safe[k++] = ok;
		} else if (ok) {
			n++;	/* (past the table: counted as before) */
		}
		if (!ok)
			(*unsafe)++;
	}
	for (unsigned a = 0; a < k; a++) {
		if (!safe[a])
			continue;
		const struct node *x = &m->nodes[at[a]];
		bool behind = false;
		/* an unsafe one of the same operator on a's left spine ('(p
		 * && q) && r': r's jump only when q, which stays a jump,
		 * held; not '(p || q) && r', which reaches r whenever p
		 * held) */
		for (int y = strip_implicit(m, x->lhs.node); y >= 0 && !behind &&
		     m->nodes[y].kind == NK_BINARY && m->nodes[y].op == x->op;
		     y = strip_implicit(m, m->nodes[y].lhs.node))
			for (unsigned b = 0; b < k && !behind; b++)
				behind = at[b] == y && !safe[b];
		/* or a in the right operand of an unsafe one */
		for (unsigned b = 0; b < k && !behind; b++) {
			if (safe[b] || b == a)
				continue;
			const struct node *y = &m->nodes[at[b]];
			int yrf = y->rhs.node >= 0 ?
				  model_sub_first(m, y->rhs.node) : at[b];
			behind = y->rhs.node >= 0 && at[a] >= yrf &&
				 at[a] <= y->rhs.node;
		}
		n += !behind;
	}
	return n;
}

/* The node under implicit conversions. */
static int strip_implicit(const struct model *m, int i)
{
	while (i >= 0 && m->nodes[i].kind == NK_CONV &&
	       (m->nodes[i].flags & NF_IMPLICIT))
		i = m->nodes[i].lhs.node;
	return i;
}

/* Is node i (-1: none) an '&&' or '||'? */
static bool is_logical(const struct model *m, int i)
{
	return i >= 0 && m->nodes[i].kind == NK_BINARY &&
	       (m->nodes[i].op == MOP_LAND || m->nodes[i].op == MOP_LOR);
}

/*
 * Condition i rewritten with '&' and '|' into sb: comparisons and '!'
 * give 0 or 1 and stay as they are; any other operand is compared with 0
 * ('source && result' is '(source != 0) & (result != 0)', never
 * 'source & result').  Returns false when an operand's text is cut short
 * (too long to quote) or missing.
 */
static bool rewrite_cond(const struct model *m, int i, struct strbuf *sb)
{
	i = strip_implicit(m, i);
	if (i < 0)
		return false;
	const struct node *x = &m->nodes[i];
	/* '!(a && b)' (speex's sanitize_values32): the negation of the
	 * rewritten condition, which is 0 or 1 */
	if (x->kind == NK_UNARY && x->op == MOP_LNOT) {
		int o = strip_implicit(m, x->lhs.node);
		if (is_logical(m, o)) {
			sb_puts(sb, "!(");
			if (!rewrite_cond(m, o, sb))
				return false;
			sb_puts(sb, ")");
			return true;
		}
	}
	if (is_logical(m, i)) {
		int l = strip_implicit(m, x->lhs.node);
		int r = strip_implicit(m, x->rhs.node);
		bool lp = is_logical(m, l) && m->nodes[l].op != x->op;
		bool rp = is_logical(m, r);
		/* both operands spelled alike: a macro's body ('VERBOSE3'
		 * for 'NOQUIET && fr->p.verbose > 2'): no text to rewrite */
		if (l >= 0 && r >= 0 && model_text_equal(m, l, r))
			return false;
		if (lp)
			sb_puts(sb, "(");
		if (!rewrite_cond(m, l, sb))
			return false;
		sb_puts(sb, lp ? ")" : "");
		sb_puts(sb, x->op == MOP_LAND ? " & " : " | ");
		if (rp)
			sb_puts(sb, "(");
		if (!rewrite_cond(m, r, sb))
			return false;
		if (rp)
			sb_puts(sb, ")");
		return true;
	}
	char *t = model_node_text(m, x);
	size_t n = strlen(t);
	bool ok = n && !(n >= 3 && !strcmp(t + n - 3, "..."));
	bool boolean = (x->kind == NK_BINARY && x->op >= MOP_LT && x->op <= MOP_NE) ||
		       (x->kind == NK_UNARY && x->op == MOP_LNOT);
	/* an operand that is not a name, member or element gets its own
	 * parentheses: 'flags & MASK' is '((flags & MASK) != 0)' */
	bool simple = true;
	for (const char *p = t; *p && simple; p++)
		simple = ident_char(*p) || strchr(".[] ", *p) ||
			 (p[0] == '-' && p[1] == '>') || (p[0] == '>' && p > t && p[-1] == '-');
	if (ok)
		sb_printf(sb, boolean ? "(%s)" : simple ? "(%s != 0)" :
			  "((%s) != 0)", t);
	free(t);
	return ok;
}

static void guard_node(struct rule_ctx *c, const struct node *n)
{
	const struct model *m = c->m;
	int idx = (int)(n - m->nodes);

	if (n->kind != NK_IF || n->loop < 0)
		return;
	if (n->flags & NF_EXIT_PATH)
		return;		/* runs once, on the way out of the loop */
	int end = n->arm_end[1] ? n->arm_end[1] : n->arm_end[0];
	unsigned br = c->md->branch_cycles;
	/* a guarded test instead of the jump: one operation in a slot */
	unsigned guarded = (1 + c->md->issue_slots - 1) / c->md->issue_slots;
	unsigned gain = br > guarded ? br - guarded : 0;
	bool inner = model_loop_innermost(m, n->loop);
	const struct node *call = (n->arm_flags & ARM_CALL) ?
				  first_call(c, idx + 1, end) : NULL;
	unsigned unsafe = 0;
	unsigned sc = short_circuits(c, n->lhs.node, &unsafe);
	struct finding *f;

	if (first_call(c, n->lhs.node >= 0 ? model_sub_first(m, n->lhs.node) : idx,
		       idx))
		return;		/* the condition calls: the call is the cost */
	if (cond_is_double_compare(c, n))
		return;		/* so does an emulated double compare */
	if (n->lhs.node >= 0 && (m->nodes[n->lhs.node].flags & NF_CONSTEXPR))
		return;		/* a constant condition: the compiler drops the branch */
	if (model_if_empty(n))
		return;		/* the compiler drops the branch */
	/* what can be done about the call: defer it (its result is not
	 * used) or inline it (a leaf of this file) */
	bool used = call && call->parent >= 0;
	bool deferrable = call && !used && !call_takes_pointer(c, call);
	/* one call in the arms: a second one keeps the jump whatever is
	 * done about the first (flac's 'chain_remove_node_(chain, node);
	 * chain_append_node_(chain, node);') */
	bool candidate = call && !(n->arm_flags & ARM_LEAVES) && inner &&
			 !rare_call(call) &&
			 !first_call(c, (int)(call - m->nodes) + 1, end);
	/* the callee's body is looked up last: a scan of the functions */
	int leaf = candidate ? leaf_callee(c, call) : -1;
	if (candidate && (deferrable || leaf >= 0) &&
	    !other_call(c, n->loop, n->lhs.node >= 0 ?
			model_sub_first(m, n->lhs.node) : idx, end)) {
		/* the loop re-scheduled with the advice applied: the call
		 * after the loop, the if a guarded 'flag |= cond' (a loop
		 * with no other call is pipelined again) */
		const struct loop_info *li = rule_loop_info(c, n->loop);
		struct loops_opts o = { .call_out = idx + 1 };
		struct loop_info v;
		rule_loop_variant(c, n->loop, &o, &v);
		unsigned after = v.ii;
		loop_info_release(&v);
		unsigned saved = li->ii > after ? li->ii - after : 0;
		f = rule_report(c, n, SEV_WARNING,
			"the call to '%s' in this branch's arm keeps it a jump "
			"(~%u cycles per iteration with the call): TCS guards "
			"operations, not calls%s", call->name ? call->name :
			"(pointer)", saved > br ? saved : br,
			", and the loop is not software-pipelined");
		f->cycles = saved > br ? saved : br;
		f->saving_cycles = saved;
		/* an inlined leaf adds its operations back, guarded: the
		 * variant without the call is the bound of that advice */
		if (leaf >= 0)
			rule_advice(f, "declare '%s' (line %u, a leaf function) "
				"'static inline': it is then inlined and its "
				"operations guarded like the rest of the arm: at "
				"best %u cycles per iteration instead of %u",
				call->name, m->funcs[leaf].line, after, li->ii);
		else
			rule_advice(f, "take the call out of the loop: record "
				"what it needs branch-free (a flag or an index, "
				"'err |= cond') and call it after the loop: %u "
				"cycles per iteration instead of %u", after, li->ii);
	} else if (call) {
		return;		/* a rare path, or a loop with calls anyway */
	} else if ((n->arm_flags & ARM_LOOP) && n->lhs.node >= 0 &&
		   loop_invariant(m, n->loop, n->lhs.node)) {
		f = rule_report(c, n, SEV_NOTE,
			"a loop in this branch's arm keeps the branch a jump "
			"(~%u cycles per iteration of the outer loop), and its "
			"condition does not change in the loop", br);
		f->cycles = br;
		f->saving_cycles = gain;
		/* the loop re-scheduled with the test made once before it:
		 * its own pass without the jump (the inner loop's cycles the
		 * same in both copies) */
		struct loops_opts o = { .unswitch = idx + 1 };
		uint64_t saved;
		if (!rule_repeat(c, f) &&
		    rule_variant_saving(c, n->loop, &o, &saved, NULL, NULL))
			f->saving_cycles = saved;
		rule_advice(f, "test the condition once, outside the outer "
			"loop, and write the loop twice (unswitching)");
	} else if (n->arm_flags & ARM_VOLATILE) {
		f = rule_report(c, n, SEV_NOTE,
			"a volatile access in this branch's arm keeps it a jump "
			"(~%u cycles per iteration): TCS does not guard volatile "
			"accesses", br);
		f->cycles = br;
		f->saving_cycles = 0;
		rule_advice(f, "collect the condition in a register and make "
			"the volatile access once, after the loop, if the device "
			"allows it");
	} else if (n->arm_flags & ARM_LOOP) {
		return;		/* the inner loop dominates the jump around it */
	} else if ((n->arm_flags & ARM_LEAVES) && inner &&
		   m->loops[n->loop].ivar && search_loop(c, n->loop, idx + 1, end)) {
		f = rule_report(c, n, SEV_NOTE,
			"this branch leaves the loop: a loop with a second exit "
			"is not software-pipelined (the test and jump cost ~%u "
			"cycles per iteration)", br);
		f->cycles = br;
		f->saving_cycles = 0;
		rule_advice(f, "search in blocks: evaluate the test for several "
			"elements branch-free (hit = (a[i] == v) | (a[i + 1] == "
			"v) ...) and leave once per block, then find the element "
			"in the block");
	} else if (sc && !(n->arm_flags & ARM_LEAVES)) {
		f = rule_report(c, n, SEV_WARNING,
			"'&&'/'||' in this branch condition: %u short-circuit "
			"jump%s (~%u cycles per iteration) that TCS cannot guard",
			sc, sc == 1 ? "" : "s", br * sc);
		f->cycles = (uint64_t)br * sc;
		f->saving_cycles = (uint64_t)gain * sc;
		/* all of them safe: the loop re-scheduled with '&' and '|'
		 * (no jump left in the condition: a loop with no other jump
		 * is software-pipelined again); some must stay jumps: the
		 * formula per jump removed */
		struct loops_opts o = { .sc_values = idx + 1 };
		uint64_t saved;
		if (!unsafe && !rule_repeat(c, f) &&
		    rule_variant_saving(c, n->loop, &o, &saved, NULL, NULL)) {
			f->saving_cycles = saved;
			if (saved > f->cycles)
				f->cycles = saved;
		}
		struct strbuf sb = { 0 };
		if (!unsafe && rewrite_cond(m, n->lhs.node, &sb) && sb.len <= 160)
			rule_advice(f, "both operands are cheap and safe to "
				"evaluate: write 'if (%s)', one guard ('&' and "
				"'|' on values of 0 or 1)", sb.buf);
		else
			rule_advice(f, "both operands are cheap and safe to "
				"evaluate: write '&' for '&&' and '|' for '||' "
				"on values of 0 or 1 (a comparison, or 'x != 0' "
				"for any other x: 'a && b' is '(a != 0) & (b != "
				"0)', not 'a & b') and the condition is one "
				"guard%s", unsafe ? "; keep '&&' where the right "
				"side depends on the left (a bounds or NULL "
				"check)" : "");
		sb_release(&sb);
	} else {
		return;
	}
	/* per iteration of n's loop: with the loop's other findings, never
	 * more than the loop costs */
	rule_loop_claim(c, n->loop, &f->cycles, &f->saving_cycles);
}

const struct rule rule_missed_guard = {
	.id = "missed-guard",
	.summary = "branches in loops that TCS cannot guard (calls, loops, "
		   "volatile, exits, '&&'/'||' in arms or conditions)",
	.check_node = guard_node,
};
