/*
 * custom_op.c: loops that compute, operation by operation, what one
 * TriMedia custom operation does.
 *
 * The TM5250 deck's first advice is to use the custom operations; TCS does
 * not find most of them by itself.  This rule recognises, inside loops,
 * the expression trees of the families below, on the element types the
 * operation takes, and only where the target's machine file lists the
 * operation (custom_ops), so advice never names an operation the chip
 * lacks:
 *
 *   quadavg     (a + b + 1) >> 1 on unsigned bytes      rounded byte average
 *   ume8uu      s += abs(a - b) on unsigned bytes       sum of |differences|
 *   ifir16      s += x * h on 16-bit signed values      two products summed
 *   ifir8ii/ui  s += x * h on 8-bit values              four products summed
 *   iclipi      v < -2^k ? -2^k : v > 2^k-1 ? 2^k-1 : v  signed clip
 *   uclipi      v < 0 ? 0 : v > 2^k-1 ? 2^k-1 : v        unsigned clip
 *   swapbytes   the four-shift byte swap of a 32-bit word
 *   allocd_set  a zero fill of consecutive elements: memset(), which
 *               allocates whole lines with ALLOCD_SET (TM5250)
 *   (loads)     a 16/32-bit value assembled from consecutive bytes: one
 *               non-aligned load where the target has them (addressing:
 *               unaligned), else an aligned load and a FUNSHIFT
 *
 * Whether to report, and the finding's cost, come from the loop model's
 * bounds: the body's operations per class (loops.h) are re-priced with
 * loops_res_mii() with the idiom's operations -- its loads included for
 * the packed families -- replaced by the custom operation and, for an
 * operation that handles k elements, the rest of the body replicated k
 * times and divided back.  The saving is the loop re-scheduled with the
 * idiom replaced (ddg_opts.subst: one custom operation per k elements, the
 * loop unrolled k times more), so the jump and the other bounds still
 * hold; the findings of one loop never claim more than it costs.
 */
#include "loops.h"
#include "rule.h"
#include "util.h"

#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

/* What one match found: the operation, how many elements it handles per
 * execution, and the node range [first, last] of the idiom's tree. */
struct idiom {
	const char *op;		/* the machine file's name: "quadavg"; NULL:
				 * no custom operation (a non-aligned load) */
	const char *spelled;	/* as the advice writes it: "QUADAVG" */
	unsigned lanes;		/* elements per custom operation */
	int first, last;	/* the idiom's nodes (post-order, contiguous) */
	bool loads;		/* the idiom's loads are replaced by nloads */
	unsigned nloads;	/* loads that replace them (packed streams) */
	const char *op2;	/* a second custom operation, or NULL */
	bool overhead_only;	/* the rest of the body is loop overhead,
				 * done once per pass, not per element */
	const char *rewrite;	/* the rewritten line, for the advice */
	char what[96];		/* the message's description, if not the
				 * default "computes what one OP does" */
};

static const struct node *nd(const struct model *m, int i)
{
	return i >= 0 && (unsigned)i < m->nnodes ? &m->nodes[i] : NULL;
}

/* The node under implicit conversions and unary plus; its index. */
static int strip(const struct model *m, int i)
{
	const struct node *n = nd(m, i);

	while (n && ((n->kind == NK_CONV && (n->flags & NF_IMPLICIT)) ||
		     (n->kind == NK_UNARY && n->op == MOP_PLUS))) {
		i = n->lhs.node;
		n = nd(m, i);
	}
	return n ? i : -1;
}

/* The type an operand had before the usual conversions widened it. */
static struct mtype narrow_type(const struct model *m, const struct operand *o)
{
	int i = strip(m, o->node);
	const struct node *n = nd(m, i);

	return n ? n->type : o->src_type;
}

/* Is node i (under conversions) a memory read of an integer of the given
 * width and signedness? */
static bool is_load(const struct model *m, int i, unsigned bits, int is_unsigned)
{
	const struct node *n = nd(m, strip(m, i));

	if (!n || (n->flags & NF_STORE))
		return false;
	if (n->kind != NK_SUBSCRIPT && n->kind != NK_MEMBER &&
	    !(n->kind == NK_UNARY && n->op == MOP_DEREF))
		return false;
	if (n->type.kind != MT_INT || n->type.bits != bits || n->type.is_volatile)
		return false;
	return is_unsigned < 0 || n->type.is_unsigned == (bool)is_unsigned;
}

static bool is_binary(const struct node *n, enum mop op)
{
	return n && n->kind == NK_BINARY && n->op == op;
}

/* Is the value of node i accumulated: the right operand of 'acc += ...'
 * or of 'acc = acc + ...'? */
static bool accumulated(const struct model *m, int i)
{
	const struct node *n = nd(m, i);
	int p = n ? n->parent : -1;

	while (p >= 0 && m->nodes[p].kind == NK_CONV &&
	       (m->nodes[p].flags & NF_IMPLICIT))
		p = m->nodes[p].parent;
	const struct node *q = nd(m, p);
	if (!q)
		return false;
	if (q->kind == NK_ASSIGN_OP && q->op == MOP_ADD)
		return true;
	if (!is_binary(q, MOP_ADD))
		return false;
	const struct node *a = nd(m, q->parent);
	while (a && a->kind == NK_CONV && (a->flags & NF_IMPLICIT))
		a = nd(m, a->parent);
	if (!a || a->kind != NK_BINARY || a->op != MOP_ASSIGN)
		return false;
	const struct node *dst = nd(m, strip(m, a->lhs.node));
	const struct node *x = nd(m, strip(m, q->lhs.node));
	const struct node *y = nd(m, strip(m, q->rhs.node));
	if (!dst || dst->kind != NK_REF || !dst->name)
		return false;
	return (x && x->kind == NK_REF && x->name && !strcmp(x->name, dst->name)) ||
	       (y && y->kind == NK_REF && y->name && !strcmp(y->name, dst->name));
}

/* A leaf of an ADD tree: a node, or a constant. */
struct leaf {
	bool is_const;
	int64_t val;
	int node;
};

/* Collect the leaves of an ADD tree under operand o (through
 * conversions) into leaf[0..max); returns how many there are (more than
 * max: the tree is larger). */
static unsigned add_leaves(const struct model *m, const struct operand *o,
			   struct leaf *leaf, unsigned max, unsigned n)
{
	if (n >= max + 1)
		return n;
	int i = strip(m, o->node);
	const struct node *x = nd(m, i);
	if (is_binary(x, MOP_ADD)) {
		n = add_leaves(m, &x->lhs, leaf, max, n);
		return add_leaves(m, &x->rhs, leaf, max, n);
	}
	if (n < max) {
		leaf[n].is_const = (o->is_const && o->node < 0) ||
				   (x && (x->flags & NF_CONSTEXPR));
		leaf[n].val = o->ival;
		leaf[n].node = i;
	}
	return n + 1;
}

/* quadavg: (a + b + 1) >> 1 or (a + b + 1) / 2 on two unsigned bytes. */
static bool match_quadavg(struct rule_ctx *c, int i, struct idiom *id)
{
	const struct model *m = c->m;

	const struct node *n = nd(m, i);

	if (!n || n->kind != NK_BINARY || !n->rhs.is_const ||
	    !((n->op == MOP_SHR && n->rhs.ival == 1) ||
	      (n->op == MOP_DIV && n->rhs.ival == 2)))
		return false;
	struct leaf leaf[3];
	unsigned k = add_leaves(m, &n->lhs, leaf, 3, 0);
	if (k != 3)
		return false;
	unsigned loads = 0, ones = 0;
	for (unsigned j = 0; j < 3; j++) {
		if (leaf[j].is_const && leaf[j].val == 1)
			ones++;
		else if (!leaf[j].is_const && is_load(m, leaf[j].node, 8, 1))
			loads++;
	}
	if (loads != 2 || ones != 1)
		return false;
	id->op = "quadavg";
	id->spelled = "QUADAVG";
	id->lanes = 4;
	id->nloads = 2;
	id->rewrite = "out32[i] = QUADAVG(a32[i], b32[i]);  /* four bytes per operation */";
	return true;
}

/* |a - b| of two unsigned bytes: abs(a - b), or a > b ? a - b : b - a. */
static bool abs_diff_u8(const struct model *m, int i)
{
	const struct node *n = nd(m, i);

	if (!n)
		return false;
	if (n->kind == NK_CALL && n->name && !strcmp(n->name, "abs")) {
		const struct node *d = nd(m, strip(m, n->lhs.node));
		return is_binary(d, MOP_SUB) && is_load(m, d->lhs.node, 8, 1) &&
		       is_load(m, d->rhs.node, 8, 1);
	}
	if (n->kind == NK_COND) {
		const struct node *a = nd(m, strip(m, n->lhs.node));
		const struct node *b = nd(m, strip(m, n->rhs.node));
		if (!is_binary(a, MOP_SUB) || !is_binary(b, MOP_SUB))
			return false;
		/* a constant operand has no node (x > 3 ? x - 3 : 3 - x) */
		if (!nd(m, strip(m, a->lhs.node)) || !nd(m, strip(m, a->rhs.node)) ||
		    !nd(m, strip(m, b->lhs.node)) || !nd(m, strip(m, b->rhs.node)))
			return false;
		char *a1 = model_node_text(m, nd(m, strip(m, a->lhs.node)));
		char *a2 = model_node_text(m, nd(m, strip(m, a->rhs.node)));
		char *b1 = model_node_text(m, nd(m, strip(m, b->lhs.node)));
		char *b2 = model_node_text(m, nd(m, strip(m, b->rhs.node)));
		bool swapped = !strcmp(a1, b2) && !strcmp(a2, b1);
		free(a1);
		free(a2);
		free(b1);
		free(b2);
		return swapped && is_load(m, a->lhs.node, 8, 1) &&
		       is_load(m, a->rhs.node, 8, 1);
	}
	return false;
}

static bool match_ume8uu(struct rule_ctx *c, int i, struct idiom *id)
{
	const struct model *m = c->m;

	if (!abs_diff_u8(m, i) || !accumulated(m, i))
		return false;
	id->op = "ume8uu";
	id->spelled = "UME8UU";
	id->lanes = 4;
	id->nloads = 2;
	id->rewrite = "sad += UME8UU(a32[i], b32[i]);  /* four |differences| per operation */";
	return true;
}

/* s += x * h with both factors loads of the FIR operation's width. */
static bool match_fir(struct rule_ctx *c, int i, struct idiom *id)
{
	const struct model *m = c->m;

	const struct node *n = nd(m, i);

	if (!is_binary(n, MOP_MUL) || !accumulated(m, i) ||
	    n->type.kind != MT_INT || n->type.bits != 32)
		return false;
	struct mtype a = narrow_type(m, &n->lhs), b = narrow_type(m, &n->rhs);
	if (!is_load(m, n->lhs.node, a.bits, -1) || !is_load(m, n->rhs.node, b.bits, -1))
		return false;
	if (a.bits == 16 && b.bits == 16 && !a.is_unsigned && !b.is_unsigned) {
		id->op = "ifir16";
		id->spelled = "IFIR16";
		id->lanes = 2;
		id->rewrite = "acc += IFIR16(x32[i], h32[i]);  /* two 16-bit products per operation */";
	} else if (a.bits == 8 && b.bits == 8 && !a.is_unsigned && !b.is_unsigned) {
		id->op = "ifir8ii";
		id->spelled = "IFIR8II";
		id->lanes = 4;
		id->rewrite = "acc += IFIR8II(x32[i], h32[i]);  /* four 8-bit products per operation */";
	} else if (a.bits == 8 && b.bits == 8 && a.is_unsigned != b.is_unsigned) {
		id->op = "ifir8ui";
		id->spelled = "IFIR8UI";
		id->lanes = 4;
		id->rewrite = "acc += IFIR8UI(u32[i], s32[i]);  /* unsigned bytes x signed bytes, four per operation */";
	} else {
		return false;
	}
	id->nloads = 2;
	return true;
}

/* The comparison a conditional 'c ? a : b' chooses by, or NULL. */
static const struct node *cond_of(const struct model *m, int i)
{
	const struct node *c = nd(m, strip(m, nd(m, i)->cond));

	if (!c || c->kind != NK_BINARY || c->op < MOP_LT || c->op > MOP_GE)
		return NULL;
	return c;
}

/* Does the comparison c test variable var against constant k, and which
 * way?  +1 for 'var > k', 'var >= k', 'k < var', 'k <= var' (true when
 * var is above the bound), -1 for the other direction, 0 if c is not such
 * a test. */
static int compares(const struct model *m, const struct node *c,
		    const char *var, int64_t k)
{
	const struct node *l = nd(m, strip(m, c->lhs.node));
	const struct node *r = nd(m, strip(m, c->rhs.node));
	bool gt = c->op == MOP_GT || c->op == MOP_GE;

	if (l && l->kind == NK_REF && l->name && !strcmp(l->name, var) &&
	    c->rhs.is_const && c->rhs.ival == k)
		return gt ? 1 : -1;
	if (r && r->kind == NK_REF && r->name && !strcmp(r->name, var) &&
	    c->lhs.is_const && c->lhs.ival == k)
		return gt ? -1 : 1;
	return 0;
}

/* v < lo ? lo : v > hi ? hi : v (either order) with [lo, hi] = [0, 2^k-1]
 * (uclipi) or [-2^k, 2^k-1] (iclipi). */
static bool match_clip(struct rule_ctx *c, int i, struct idiom *id)
{
	const struct model *m = c->m;

	const struct node *o = nd(m, i);

	if (!o || o->kind != NK_COND || !o->lhs.is_const || o->rhs.is_const)
		return false;
	if (o->parent >= 0 && m->nodes[o->parent].kind == NK_COND)
		return false;	/* the outer conditional is the match */
	const struct node *in = nd(m, strip(m, o->rhs.node));
	if (!in || in->kind != NK_COND || !in->lhs.is_const || in->rhs.is_const)
		return false;
	const struct node *v = nd(m, strip(m, in->rhs.node));
	if (!v || v->kind != NK_REF || !v->name)
		return false;
	const struct node *c1 = cond_of(m, i);
	const struct node *c2 = cond_of(m, (int)(in - m->nodes));
	int64_t k1 = o->lhs.ival, k2 = in->lhs.ival;
	int d1 = c1 ? compares(m, c1, v->name, k1) : 0;
	int d2 = c2 ? compares(m, c2, v->name, k2) : 0;
	/* the lower constant is chosen when v is below it, the higher when
	 * v is above it: anything else computes something else */
	if (!d1 || !d2 || k1 == k2 || d1 != (k1 < k2 ? -1 : 1) ||
	    d2 != (k2 < k1 ? -1 : 1))
		return false;
	int64_t lo = k1 < k2 ? k1 : k2, hi = k1 < k2 ? k2 : k1;
	if (hi <= 0 || hi >= INT32_MAX || ((uint64_t)hi & ((uint64_t)hi + 1)))
		return false;	/* hi must be 2^k - 1 */
	if (lo == 0) {
		id->op = "uclipi";
		id->spelled = "UCLIPI";
		id->rewrite = "v = UCLIPI(v, hi);  /* 0 <= v <= hi in one operation */";
	} else if (lo == -hi - 1) {
		id->op = "iclipi";
		id->spelled = "ICLIPI";
		id->rewrite = "v = ICLIPI(v, hi);  /* -hi-1 <= v <= hi in one operation */";
	} else {
		return false;
	}
	id->lanes = 1;
	id->nloads = 0;
	return true;
}

/* One term of a byte swap: variable var shifted by sh in direction op,
 * with a mask of the value 'after' applied after the shift or 'before'
 * applied before it; a mask is needed unless the shift alone leaves one
 * byte (by 24).  (x << 24, (x >> 8) & 0xff00, (x & 0xff00) << 8) */
struct swap_term {
	enum mop op;
	int sh;
	int64_t after, before;
};

static bool shifted(const struct model *m, const struct operand *o,
		    const char *var, const struct swap_term *w)
{
	const struct node *n = nd(m, strip(m, o->node));
	bool masked = false;

	if (is_binary(n, MOP_AND) && n->rhs.is_const) {
		if (n->rhs.ival != w->after)
			return false;
		masked = true;
		n = nd(m, strip(m, n->lhs.node));
	}
	if (!is_binary(n, w->op) || !n->rhs.is_const || n->rhs.ival != w->sh)
		return false;
	const struct node *x = nd(m, strip(m, n->lhs.node));
	if (is_binary(x, MOP_AND) && x->rhs.is_const) {
		if (masked || x->rhs.ival != w->before)
			return false;
		masked = true;
		x = nd(m, strip(m, x->lhs.node));
	}
	if (!masked && w->sh != 24)
		return false;	/* x << 8 alone moves three bytes */
	return x && x->kind == NK_REF && x->name && !strcmp(x->name, var);
}

/* Flatten an OR tree into at most 4 operands. */
static unsigned or_terms(const struct model *m, const struct operand *o,
			 const struct operand **t, unsigned n)
{
	const struct node *x = nd(m, strip(m, o->node));

	if (is_binary(x, MOP_OR)) {
		n = or_terms(m, &x->lhs, t, n);
		return or_terms(m, &x->rhs, t, n);
	}
	if (n < 4)
		t[n] = o;
	return n + 1;
}

static const char *shift_var(const struct model *m, const struct operand *o)
{
	const struct node *n = nd(m, strip(m, o->node));

	while (n && (is_binary(n, MOP_AND) || is_binary(n, MOP_SHL) ||
		     is_binary(n, MOP_SHR)))
		n = nd(m, strip(m, n->lhs.node));
	return n && n->kind == NK_REF ? n->name : NULL;
}

static bool match_swapbytes(struct rule_ctx *c, int i, struct idiom *id)
{
	const struct model *m = c->m;

	const struct node *n = nd(m, i);

	if (!is_binary(n, MOP_OR) || n->type.kind != MT_INT || n->type.bits != 32)
		return false;
	if (n->parent >= 0 && is_binary(&m->nodes[n->parent], MOP_OR))
		return false;	/* the top of the OR tree is the match */
	struct operand self = { .node = i };
	const struct operand *t[4];
	if (or_terms(m, &self, t, 0) != 4)
		return false;
	const char *var = shift_var(m, t[0]);
	if (!var)
		return false;
	static const struct swap_term want[4] = {
		{ MOP_SHL, 24, 0xff000000, 0xff },
		{ MOP_SHL, 8, 0xff0000, 0xff00 },
		{ MOP_SHR, 8, 0xff00, 0xff0000 },
		{ MOP_SHR, 24, 0xff, 0xff000000 },
	};
	for (unsigned w = 0; w < 4; w++) {
		bool found = false;
		for (unsigned k = 0; k < 4 && !found; k++)
			found = shifted(m, t[k], var, &want[w]);
		if (!found)
			return false;
	}
	id->op = "swapbytes";
	id->spelled = "SWAPBYTES";
	id->lanes = 1;
	id->nloads = 0;
	id->rewrite = "w = SWAPBYTES(w);  /* one operation instead of four shifts, two masks and three ors */";
	return true;
}

/* A term of a byte assembly: an unsigned byte load, shifted left by a
 * constant multiple of 8 below 32 or not at all. */
static bool byte_term(const struct model *m, const struct operand *o,
		      int *load, int *shift)
{
	int i = strip(m, o->node);
	const struct node *n = nd(m, i);

	*shift = 0;
	if (is_binary(n, MOP_SHL) && n->rhs.is_const) {
		*shift = (int)n->rhs.ival;
		i = strip(m, n->lhs.node);
	}
	*load = i;
	return is_load(m, i, 8, 1) && *shift >= 0 && *shift < 32 && *shift % 8 == 0;
}

/* The loop access of load node i, or NULL. */
static const struct access *access_of(const struct loop_info *li, int i)
{
	for (unsigned k = 0; k < li->nacc; k++)
		if (li->acc[k].node == i)
			return &li->acc[k];
	return NULL;
}

/* A 16- or 32-bit value assembled from 2 or 4 byte loads of consecutive
 * addresses, 'p[0] | p[1] << 8' (little-endian) or 'p[0] << 8 | p[1]'
 * (big-endian): one non-aligned load where the target has them (and a
 * SWAPBYTES for a big-endian word), else two aligned loads and a FUNSHIFT
 * per value of a stream. */
static bool match_unaligned(struct rule_ctx *c, int i, struct idiom *id)
{
	const struct model *m = c->m;
	const struct node *n = nd(m, i);

	if (!is_binary(n, MOP_OR) && !is_binary(n, MOP_ADD))
		return false;
	if (n->parent >= 0 && (is_binary(&m->nodes[n->parent], MOP_OR) ||
			       is_binary(&m->nodes[n->parent], MOP_ADD)))
		return false;	/* the top of the tree is the match */
	struct operand self = { .node = i };
	const struct operand *t[4];
	unsigned nt = n->op == MOP_OR ? or_terms(m, &self, t, 0) : 0;
	if (n->op == MOP_ADD) {
		t[0] = &n->lhs;
		t[1] = &n->rhs;
		nt = 2;
	}
	if (nt != 2 && nt != 4)
		return false;
	const struct loop_info *li = rule_loop_info(c, n->loop);
	const struct access *a[4];
	int shift[4], load;
	for (unsigned k = 0; k < nt; k++) {
		if (!byte_term(m, t[k], &load, &shift[k]))
			return false;
		a[k] = access_of(li, load);
		if (!a[k] || !a[k]->base || !a[k]->affine)
			return false;
	}
	int64_t lo = a[0]->offset;
	for (unsigned k = 1; k < nt; k++) {
		if (strcmp(a[k]->base, a[0]->base) || a[k]->sym != a[0]->sym ||
		    memcmp(a[k]->stride, a[0]->stride, sizeof(a[0]->stride)))
			return false;
		if (a[k]->offset < lo)
			lo = a[k]->offset;
	}
	bool le = true, be = true;
	unsigned seen = 0;
	for (unsigned k = 0; k < nt; k++) {
		int64_t d = a[k]->offset - lo;
		if (d < 0 || d >= (int64_t)nt || (seen & (1u << d)))
			return false;
		seen |= 1u << d;
		le = le && shift[k] == 8 * d;
		be = be && shift[k] == 8 * ((int64_t)nt - 1 - d);
	}
	if (!le && !be)
		return false;
	id->lanes = 1;
	id->loads = true;
	id->nloads = 1;
	if (c->md->addressing.unaligned) {
		id->op = NULL;
		id->spelled = nt == 2 ? "non-aligned ld16" : "non-aligned ld32";
		/* big-endian data on this little-endian target: the load's
		 * bytes swapped back (a halfword from the swapped word's top:
		 * the shift is one ALU operation more, not priced) */
		if (be)
			id->op2 = "swapbytes";
		id->rewrite = nt == 2 ? be ?
			"memcpy(&h, p, 2); h = SWAPBYTES(h) >> 16;  /* one non-aligned 16-bit load, a swap and a shift */" :
			"memcpy(&h, p, 2);  /* one non-aligned 16-bit load */" :
			be ? "memcpy(&w, p, 4); w = SWAPBYTES(w);  /* one non-aligned load and a swap */" :
			"memcpy(&w, p, 4);  /* one non-aligned 32-bit load */";
	} else {
		id->op = "funshift2";
		id->spelled = "FUNSHIFT";
		id->rewrite = "keep the previous aligned word and FUNSHIFT1/2/3 it with the next: one aligned load and one funshift per value";
	}
	snprintf(id->what, sizeof(id->what), "assembles a %u-bit %s-endian value "
		 "from %u byte loads", nt * 8, le ? "little" : "big", nt);
	return true;
}

/* The loads or stores of node n's memory access (op): two words for a
 * 64-bit integer or a double on this 32-bit machine, as the loop analysis
 * makes them. */
static unsigned mem_words(enum md_opclass op, const struct node *n)
{
	bool mem = op == MD_OP_LOAD || op == MD_OP_STORE;

	return mem && n->type.size == 8 &&
	       (mt_is_int64(n->type) || mt_is_double(n->type)) ? 2 : 1;
}

/* A zero fill: 'a[i] = 0' as the loop's only memory access, storing
 * consecutive elements.  TM5250's ALLOCD_SET creates a cache line and
 * fills it without fetching it (the deck's memset tool): one operation per
 * line instead of one store per element.  Zero only: what else the
 * operation can fill with is not in the sources. */
static bool match_fill(struct rule_ctx *c, int i, struct idiom *id)
{
	const struct model *m = c->m;
	const struct node *n = nd(m, i);

	if (!is_binary(n, MOP_ASSIGN) || !n->rhs.is_const ||
	    n->rhs.ival != 0 || n->rhs.fval != 0 || signbit(n->rhs.fval) ||
	    n->lhs.node < 0)
		return false;
	const struct node *dst = nd(m, strip(m, n->lhs.node));
	if (!dst || !(dst->flags & NF_STORE) || dst->type.is_volatile ||
	    (dst->kind != NK_SUBSCRIPT &&
	     !(dst->kind == NK_UNARY && dst->op == MOP_DEREF)))
		return false;
	const struct loop_info *li = rule_loop_info(c, n->loop);
	if (!li->innermost || li->ncalls || li->nacc != 1 ||
	    li->ops[MD_OP_LOAD] ||
	    li->ops[MD_OP_STORE] != mem_words(MD_OP_STORE, dst))
		return false;
	const struct access *a = access_of(li, (int)(dst - m->nodes));
	unsigned depth = m->loops[n->loop].depth;
	if (!a || !a->affine || depth < 1 || depth > LOOPS_MAX_DEPTH ||
	    !a->bytes || (a->stride[depth - 1] != (int64_t)a->bytes &&
			  a->stride[depth - 1] != -(int64_t)a->bytes))
		return false;
	unsigned line = c->md->l1d.line;
	const struct loop *lp = &m->loops[n->loop];
	/* less than a line, by the bound or as a profile measured it (speex's
	 * 'for (i = 0; i < p; i++) mm[i] = 0', p = 10 floats), or a
	 * remainder, what a loop before left short of the end it may reach
	 * (speex's 'for (; j < nsf; j++) e[j] = 0' after a copy up to
	 * 2*pitch-1 or nsf: at most 7 of 40 floats, most often none): nothing
	 * to allocate */
	if (!line || line < a->bytes || ((li->trip_known || lp->trip_bounded ||
					  lp->trip_profiled || lp->remainder) &&
	    li->trip * a->bytes < line))
		return false;
	/* the tail of a short row from where other code stopped ('for (sb
	 * = sblimit; sb < 32; sb++)', twolame's unused subbands: 2 to 5 of
	 * 32 elements): a length the header does not give, in a row of at
	 * most four lines, most often less than one */
	if (!li->trip_known && !lp->trip_profiled && !lp->start_known &&
	    lp->bound_known && lp->step_known && lp->step > 0 &&
	    lp->bound > 0 && (uint64_t)lp->bound * a->bytes <= 4u * line)
		return false;
	id->op = "allocd_set";
	id->spelled = "ALLOCD_SET";
	id->lanes = line / a->bytes;
	id->overhead_only = true;
	id->rewrite = "memset(a, 0, n * sizeof(*a));  /* whole lines by ALLOCD_SET, the ends by stores */";
	snprintf(id->what, sizeof(id->what), "zeroes memory one %u-byte "
		 "element at a time", a->bytes);
	return true;
}

/* Does subscript index node idx step by one element per iteration of
 * loop l: the loop's induction variable appears, and only added or
 * subtracted (y * stride + x: yes; rows * x + y: no)? */
static bool unit_index(const struct model *m, int l, int idx)
{
	const char *iv = m->loops[l].ivar;
	bool seen = false;

	if (!iv || idx < 0)
		return false;
	for (int j = model_sub_first(m, idx); j <= idx; j++) {
		const struct node *r = &m->nodes[j];
		if (r->kind != NK_REF || !r->name || strcmp(r->name, iv))
			continue;
		seen = true;
		int child = j;
		for (int p = r->parent; p >= 0 && p <= idx; p = m->nodes[p].parent) {
			const struct node *q = &m->nodes[p];
			/* n - i walks backwards: no word in order */
			bool additive = (q->kind == NK_CONV && (q->flags & NF_IMPLICIT)) ||
					is_binary(q, MOP_ADD) ||
					(is_binary(q, MOP_SUB) && q->rhs.node != child) ||
					(q->kind == NK_UNARY && q->op == MOP_PLUS);
			if (!additive)
				return false;
			if (p == idx)
				break;
			child = p;
		}
	}
	return seen;
}

/* Can the idiom's loads be read k to a word: is every memory read of its
 * nodes a stream of consecutive elements in the loop (stride = element
 * size)?  x[2*i] or p[i].re cannot: the word would hold other data.
 * Only a known stride rules a stream out. */
static bool packable(const struct rule_ctx *c, const struct loop_info *li,
		     const struct idiom *id)
{
	const struct model *m = c->m;

	for (int j = id->first; j <= id->last; j++) {
		const struct node *x = &m->nodes[j];
		if (x->flags & NF_STORE)
			continue;
		if (x->kind != NK_SUBSCRIPT && x->kind != NK_MEMBER &&
		    !(x->kind == NK_UNARY && x->op == MOP_DEREF))
			continue;
		if (x->type.kind != MT_INT)
			continue;	/* an array or record on the way */
		/* an address the loop analysis cannot follow: a walking
		 * pointer is taken as a stream, a subscript by its index */
		const struct access *a = access_of(li, j);
		unsigned depth = x->loop >= 0 ? m->loops[x->loop].depth : 0;
		if (!a || !a->affine || depth < 1 || depth > LOOPS_MAX_DEPTH) {
			if (x->kind == NK_SUBSCRIPT && x->loop >= 0 &&
			    !unit_index(m, x->loop, x->rhs.node))
				return false;
			continue;
		}
		if (a->stride[depth - 1] != (int64_t)a->bytes)
			return false;
	}
	return true;
}

typedef bool match_fn(struct rule_ctx *, int, struct idiom *);
static match_fn *const matchers[] = {
	match_quadavg, match_ume8uu, match_fir, match_clip, match_swapbytes,
	match_unaligned, match_fill,
};

/* One element per operation: the re-scheduled loop's gain in words, or
 * that alone it gains nothing (the loop's jump, or another bound, holds:
 * the removed operations count once the loop is unrolled). */
static const char *gain(char *buf, size_t n, double now, double then)
{
	if (now - then >= 0.05)
		snprintf(buf, n, "the loop goes from ~%.1f to ~%.1f cycles per "
			 "iteration", now, then);
	else
		snprintf(buf, n, "alone it leaves the loop at ~%.1f cycles per "
			 "iteration: its jump or another bound holds, and the "
			 "operations it removes count once the loop is unrolled",
			 now);
	return buf;
}

/* The node adding idiom i to an accumulator (s += i, s = s + i), whose
 * additions a packed operation makes one per operation; -1 if i is not
 * accumulated. */
static int accum_node(const struct model *m, int i)
{
	if (!accumulated(m, i))
		return -1;
	int p = m->nodes[i].parent;
	while (p >= 0 && m->nodes[p].kind == NK_CONV &&
	       (m->nodes[p].flags & NF_IMPLICIT))
		p = m->nodes[p].parent;
	return p;
}

/* The operation classes of the idiom's nodes, added to ops[]. */
static void idiom_ops(const struct rule_ctx *c, const struct idiom *id,
		      unsigned ops[MD_OP__COUNT], bool loads, unsigned *calls)
{
	for (int j = id->first; j <= id->last; j++) {
		const struct node *n = &c->m->nodes[j];
		enum md_opclass op;
		unsigned lat;
		/* -128 is a constant, not a negation the loop executes */
		if ((n->flags & NF_CONSTEXPR) ||
		    (n->kind == NK_UNARY && n->lhs.is_const))
			continue;
		/* integer widening and narrowing are free in the loop
		 * analysis (ld16 extends, st16 truncates) */
		if (n->kind == NK_CONV && (n->type.kind == MT_INT ||
		    n->type.kind == MT_PTR) && (n->lhs.type.kind == MT_INT ||
		    n->lhs.type.kind == MT_PTR) && !mt_is_int64(n->type) &&
		    !mt_is_int64(n->lhs.type))
			continue;
		if (!loops_opclass(c->m, c->md, n, &op, &lat))
			continue;
		if (op == MD_OP__COUNT) {
			*calls += lat;	/* abs() called: the call goes too */
			continue;
		}
		if (op == MD_OP_LOAD && !loads)
			continue;
		/* a 64-bit integer or a double in memory: a word each */
		ops[op] += mem_words(op, n);
	}
}

/* Cycles per pass of a body at its bounds: the resource bound of ops[]
 * (fractional: the compiler unrolls and pipelines), the loop's recurrence
 * and its calls. */
static double pass_cycles(const struct rule_ctx *c, const struct loop_info *li,
			  const unsigned ops[MD_OP__COUNT], unsigned calls)
{
	double r = loops_res_mii(c->md, ops, NULL);

	if (r < li->rec_mii)
		r = li->rec_mii;
	return r + calls;
}

static void idiom_node(struct rule_ctx *c, const struct node *n)
{
	const struct model *m = c->m;
	int i = (int)(n - m->nodes);

	if (n->loop < 0)
		return;
	/* a loop a profile measured (or a comment declares) at fewer than
	 * two passes per entry: no loop idiom, as for the loop rules
	 * (check_model()): wavpack's read_decorr_samples, one pass */
	const struct loop *lp = &m->loops[n->loop];
	if (model_loop_single_pass(lp))
		return;
	struct idiom id = { 0 };
	bool hit = false;
	for (unsigned k = 0; k < sizeof(matchers) / sizeof(*matchers) && !hit; k++)
		hit = matchers[k](c, i, &id);
	if (!hit)
		return;
	int cop = id.op ? md_custom_op(c->md, id.op) : MD_OP_LOAD;
	int cop2 = id.op2 ? md_custom_op(c->md, id.op2) : -1;
	if (cop < 0 || (id.op2 && cop2 < 0))
		return;		/* the target lacks it: no advice naming it */
	/* a fill over the channels, as its bound's name counts them (vorbis's
	 * 'acc[i] = 0.f' for 'ch + vi->coupling_steps', 3 floats for
	 * stereo): less than one whole line, none for memset to allocate.
	 * (An order's 8 and a dimension's 4 are typical counts, not bounds:
	 * flac's LPC orders go to 32, a line and more; those fills keep their
	 * finding, whose advice says from how many elements it holds.) */
	if (id.overhead_only && lp->named == NAMED_CHANNELS &&
	    model_loop_named_count(lp, c->opt->assumed_trip) &&
	    model_loop_trip(lp, c->opt->assumed_trip) < id.lanes)
		return;
	id.first = model_sub_first(m, i);
	id.last = i;

	const struct loop_info *li = rule_loop_info(c, n->loop), *orig = li;
	if (id.lanes > 1 && !id.overhead_only && !packable(c, li, &id))
		return;		/* strided data: no word holds k elements */
	/* the operation counts of one iteration: an unrolled loop's are per
	 * pass, re-price it not unrolled */
	struct loop_info one;
	bool own = li->unroll > 1;
	if (own) {
		struct loops_opts o = { .unroll = 1 };
		rule_loop_variant(c, n->loop, &o, &one);
		li = &one;
	}
	/* the body with the idiom's operations (and, packed, its loads)
	 * replaced: per element, k elements per custom operation */
	unsigned idi[MD_OP__COUNT] = { 0 }, rest[MD_OP__COUNT], neu[MD_OP__COUNT];
	unsigned icalls = 0;
	idiom_ops(c, &id, idi, id.lanes > 1 || id.loads, &icalls);
	unsigned calls = li->call_cycles > icalls ? li->call_cycles - icalls : 0;
	unsigned nidiom = 0;
	for (unsigned k = 0; k < MD_OP__COUNT; k++) {
		unsigned take = idi[k] < li->ops[k] ? idi[k] : li->ops[k];
		rest[k] = li->ops[k] - take;
		nidiom += take;
	}
	if (nidiom + (icalls ? 1 : 0) < 2 && id.lanes == 1)
		goto out;	/* nothing to save: already one operation */
	for (unsigned k = 0; k < MD_OP__COUNT; k++)
		neu[k] = id.overhead_only ? rest[k] : rest[k] * id.lanes;
	/* one loop branch per pass, not per element */
	if (id.lanes > 1 && !id.overhead_only && neu[MD_OP_BRANCH] >= id.lanes)
		neu[MD_OP_BRANCH] -= id.lanes - 1;
	if (id.op)
		neu[cop]++;
	if (cop2 >= 0)
		neu[cop2]++;
	if (id.lanes > 1 || id.loads) {
		/* the loop analysis value-numbers identical loads (x[i] *
		 * x[i] is one load): pack as many words as it loads */
		unsigned nl = id.nloads;
		if (idi[MD_OP_LOAD] > li->ops[MD_OP_LOAD] && idi[MD_OP_LOAD])
			nl = (id.nloads * li->ops[MD_OP_LOAD] + idi[MD_OP_LOAD] - 1) /
			     idi[MD_OP_LOAD];
		neu[MD_OP_LOAD] += nl;
	}
	double before = pass_cycles(c, li, li->ops, li->call_cycles);
	double after = pass_cycles(c, li, neu, calls * id.lanes) / id.lanes;
	/* half a cycle, or a fifth of a cheap loop (the loop analysis
	 * value-numbers x[i] * x[i] to one load: 1.2 -> 0.9 per element) */
	bool under = before - after < 0.5 && before - after < 0.2 * before;
	if (under && !c->opt->below_threshold)
		goto out;	/* bound elsewhere (memory, a recurrence, a call) */
	if (after > before)
		after = before;
	/* the saving: the loop re-scheduled with the idiom replaced (its
	 * operations, and packed its loads, one custom operation per
	 * 'lanes' elements: the loop unrolled that many times more); the
	 * bounds above decide only whether the idiom is worth reporting */
	struct ddg_subst sub = {
		.first = id.first, .last = id.last,
		.accum = id.lanes > 1 && !id.overhead_only ? accum_node(m, i) : -1,
		.cls = cop, .cls2 = cop2,
		.what = id.op ? id.op : strstr(id.spelled, "ld16") ? "ld16" : "ld32",
		.what2 = id.op2, .group = id.lanes,
		.loads = id.lanes > 1 || id.loads, .stores = id.overhead_only,
		.nloads = !id.op ? 0 : id.lanes > 1 || id.loads ? id.nloads : 0,
	};
	struct loops_opts vo = { .subst = &sub };
	if (id.lanes > 1 || orig->unroll > 1)
		vo.unroll = orig->unroll * id.lanes;
	struct loop_info v;
	rule_loop_variant(c, n->loop, &vo, &v);
	/* an outer loop: its own pass with and without the idiom, its
	 * inner loops (which a variant leaves out) the same in both */
	double now = orig->cpi;
	if (!orig->innermost) {
		struct loops_opts none = { 0 };
		struct loop_info base;
		rule_loop_variant(c, n->loop, &none, &base);
		now = base.cpi;
		loop_info_release(&base);
	}
	double then = v.cpi < now ? v.cpi : now;
	loop_info_release(&v);
	/* a loop with a call on every pass, no faster with the idiom: the
	 * call binds it, unrolled or not (vorbis's floor1_fit, the clip
	 * beside render_line: 50 -> 50 cycles) */
	if (orig->ncalls && now - then < 0.05 && !c->opt->below_threshold)
		goto out;
	/* the finding's cost is the idiom's share of the loop: the loop
	 * without it is cheaper by that much (at least what substituting
	 * saves, at most the loop), so two idioms of one loop do not each
	 * claim all of it */
	double without = pass_cycles(c, li, rest, calls);
	double share = before - without;
	if (share < before - after)
		share = before - after;
	if (share > before)
		share = before;
	uint64_t saving = (uint64_t)llround(now - then);
	uint64_t cost = (uint64_t)llround(share);
	if (cost < saving)
		cost = saving;	/* a jump-bound loop: the bounds undercount */

	char g[200];
	char *text = model_node_text(m, n);
	if (!id.what[0])
		snprintf(id.what, sizeof(id.what), "computes what one %s does",
			 id.spelled);
	struct finding *f = rule_report(c, n, SEV_WARNING,
		"%s %s (%u operation%s per element on the target)", text,
		id.what, nidiom, nidiom == 1 ? "" : "s");
	free(text);
	loops_schedule(li, &f->sched);
	f->cycles = cost ? cost : 1;
	f->saving_cycles = saving < f->cycles ? saving : f->cycles;
	/* with the loop's other findings, never more than the loop costs;
	 * one under the threshold (check --compare) takes nothing from them */
	if (under)
		rule_loop_cap(c, n->loop, &f->cycles, &f->saving_cycles);
	else
		rule_loop_claim(c, n->loop, &f->cycles, &f->saving_cycles);
	if (id.lanes > 1 && !id.overhead_only)
		rule_advice(f, "use the custom operation %s (<ops/custom_defs.h>), "
			"%u elements per operation on 32-bit words of the data: "
			"%s -- the loop goes from ~%.1f to ~%.1f cycles per element "
			"(the data must be 4-byte aligned, or read with "
			"non-aligned loads where the target has them)",
			id.spelled, id.lanes, id.rewrite, now, then);
	else if (id.overhead_only) {
		/* a length the model does not know (speex's filter memories,
		 * 'mem[i] = 0' for the LPC order its callers read from a mode:
		 * 10 floats): the advice holds from one whole line on */
		bool unknown = !li->trip_known && !lp->trip_bounded &&
			       !lp->trip_profiled && !lp->trip_callers;
		char cond[160] = "";
		/* the callers' values may settle it across files
		 * (callgraph_ints()): no finding when every call fills less
		 * than a line */
		if (unknown && f->ploop.param && f->ploop.own)
			f->ploop.min_trip = id.lanes;
		if (unknown)
			snprintf(cond, sizeof(cond), " (the fill's length is "
				 "not known here: this holds from %u elements, "
				 "one whole line, on; a shorter fill has no line "
				 "to allocate)", id.lanes);
		rule_advice(f, "call memset(): on this target it allocates "
			"each whole %u-byte line with %s, one operation per "
			"line instead of %u stores, and stores only the partial "
			"lines at the ends: %s -- the loop goes from ~%.1f to "
			"~%.2f cycles per element%s", c->md->l1d.line, id.spelled,
			id.lanes * mem_words(MD_OP_STORE, n), id.rewrite, now,
			then, cond);
	}
	else if (!id.op)
		rule_advice(f, "read the value with a %s (the target takes "
			"non-aligned 16/32-bit loads): %s -- %s", id.spelled,
			id.rewrite, gain(g, sizeof(g), now, then));
	else
		rule_advice(f, "use the custom operation %s "
			"(<ops/custom_defs.h>): %s -- %s", id.spelled, id.rewrite,
			gain(g, sizeof(g), now, then));
out:
	if (own)
		loop_info_release(&one);
}

const struct rule rule_custom_op = {
	.id = "custom-op",
	.summary = "loops computing what one custom operation or load does (QUADAVG, UME8UU, IFIR16, clips, SWAPBYTES, byte assembly)",
	.check_node = idiom_node,
};
