/*
 * int64_emulation.c: arithmetic on 64-bit integers.
 *
 * A 64-bit value takes two 32-bit registers.  Add and subtract become
 * carry sequences, compares two-word tests, shifts funnel-shift sequences,
 * multiplies three multiplies and adds, and division a call to
 * _rt_i64div/_rt_u64div (or the modulo twins).  Bitwise operations are two
 * independent ALU operations and are not reported, nor is the widening
 * multiply of two 32-bit values (imul plus imulm/umulm).  'long' is 32 bits
 * on TriMedia and never reported, nor is an add, subtract, multiply or
 * left shift by a constant below 32 whose result is only used truncated
 * to 32 bits or as a pointer's offset (the low word depends on the low
 * words alone,
 * model_low_word_only(); '(uint32_t)(1ull << k)' is 0 for k >= 32, which
 * a 32-bit shift does not give), nor a right shift by a constant of a
 * value whose high word is zero ('(x & 0xffffffffu) >> 24',
 * model_high_word_zero()), nor a shift by a constant of 32 to 63 (one
 * word moved into the other's place and shifted, the other zero or the
 * sign: a 32-bit shift's cost).  Conversions
 * between 64-bit integers and float or double call a routine and are
 * reported here.
 *
 * Outside loops a finding's saving is the sequence's or routine's cycles
 * against the 32-bit operation's; in a loop it is the loop re-scheduled
 * with the 32-bit operation in its place (rule_node_resched()).  The
 * inline sequences (add, multiply, shift, compare) call nothing and leave
 * a loop pipelined: their saving is what their latency costs the loop's
 * recurrences and schedule; a 64-bit divide is a call, and so is the
 * 32-bit one that replaces it.
 */
#include "ddg.h"
#include "rule.h"
#include "util.h"

#include <stdlib.h>

/* A conversion between a 64-bit integer and a float or double: no
 * hardware converts 64-bit integers, a routine normalises the two words
 * (priced as the machine's f64conv routine).  Reported here, not by
 * double-emulation: one finding per construct. */
static void check_conv(struct rule_ctx *c, const struct node *n)
{
	struct mtype to = n->type, from = n->lhs.type;

	if (!((mt_is_int64(from) && to.kind == MT_FLOAT) ||
	      (mt_is_int64(to) && from.kind == MT_FLOAT)))
		return;
	char *text = model_node_text(c->m, n);
	const char *fk = from.kind == MT_FLOAT ? (from.bits == 32 ? "float" :
			 "double") : "64-bit integer";
	const char *tk = to.kind == MT_FLOAT ? (to.bits == 32 ? "float" :
			 "double") : "64-bit integer";
	struct finding *f = rule_report(c, n, rule_hot(c, n, SEV_WARNING),
		"conversion from %s to %s%s%s%s calls a software routine",
		fk, tk, *text ? " of '" : "", text, *text ? "'" : "");
	f->cycles = rule_emul_cycles(c, MD_EMU_F64CONV);
	unsigned fl = rule_op_latency(c, MD_OP_FALU);
	if ((to.kind == MT_FLOAT && to.bits != 32) ||
	    (from.kind == MT_FLOAT && from.bits != 32)) {
		/* a 32-bit integer to or from double is the same routine
		 * (flac's '(double)total_error_1' in a double formula):
		 * narrowing alone saves nothing */
		f->saving_cycles = 0;
		rule_advice(f, "a 32-bit integer %s double is the same software "
			    "routine (%u cycles): narrowing alone saves nothing; "
			    "only float converts in hardware (one %u-cycle falu "
			    "operation), where its precision is enough",
			    to.kind == MT_FLOAT ? "to" : "from",
			    (unsigned)f->cycles, fl);
		free(text);
		return;
	}
	f->saving_cycles = f->cycles > fl ? f->cycles - fl : 0;
	struct ddg_repl r = { .node = (int)(n - c->m->nodes), .n = 1,
			      .cls = { MD_OP_FALU },
			      .what = { to.kind == MT_FLOAT ? "ifloat" : "ifixrz" } };
	rule_advice(f, "convert a 32-bit integer instead (one %u-cycle falu "
		    "operation): narrow the value first if its range allows", fl);
	rule_node_resched(c, f, n, &r, 1);
	free(text);
}

/* What a 64-bit operation is and costs. */
struct op64 {
	enum md_emul e;
	enum severity sev;
	const char *what;
	const char *advice;
	bool pow2;		/* a divide or modulo by 2^k */
	bool call;		/* a divide or modulo calling a routine */
	bool wide;		/* on a product wider than a word: no saving */
	struct mtype t;
	unsigned cycles, saving;
	struct ddg_repl r;	/* its 32-bit replacement in a loop */
};

/* The width of the value node k converts to 64 bits (through the
 * conversions around it), 64 if none. */
static unsigned origin_bits(const struct model *m, int k)
{
	unsigned bits = 64;

	for (unsigned g = 0; k >= 0 && g < 8; g++) {
		const struct node *x = &m->nodes[k];
		if (x->type.kind == MT_INT && x->type.bits && x->type.bits < bits)
			bits = x->type.bits;
		if (x->kind != NK_CONV)
			break;
		k = x->lhs.node;
	}
	return bits;
}

/* The bits operand o's values take, a sign bit included: a constant's
 * own ('3 * (int64_t)x': 3 bits), else origin_bits(). */
static unsigned operand_bits(const struct model *m, const struct operand *o)
{
	if (o->is_const) {
		uint64_t v = o->ival < 0 ? -(uint64_t)o->ival : (uint64_t)o->ival;
		unsigned b = 1;
		while (v) {
			b++;
			v >>= 1;
		}
		return b;
	}
	return origin_bits(m, o->node);
}

/*
 * Is node k (through conversions, adds, shifts and choices) a product of
 * two values wider together than a word ('silk_SMULL(a, b)' of two 32-bit
 * values, rounded and shifted by a run-time amount: opus's
 * LPC_inv_pred_gain), or a local every write of which is one?  Such a
 * value needs its two words: a 32-bit type would overflow, whatever the
 * code does with it next.  product_bits() is the width such a value may
 * take: the factors' together, less a shift by a constant ('(a * b) >>
 * 32' is back in one word), one more for an add, the larger arm of a
 * choice ('silk_RSHIFT_ROUND64(x, q)': 'q == 1 ? ... : ((x >> (q - 1)) +
 * 1) >> 1'); 0 for anything else.
 */
static unsigned product_bits(const struct model *m, int k, unsigned depth);

#define VAR_DEPTH 2	/* product_bits()'s depth inside a local's writes */

static bool wide_product(const struct model *m, int k, unsigned depth)
{
	return product_bits(m, k, depth) > 32;
}

/* The widest value a write of the local x names may store, 0 if none is
 * such a product ('tmp64 = silk_RSHIFT_ROUND64(silk_SMULL(...), q);';
 * 't = INT32_MAX' beside it, a saturation, leaves it wide where the
 * product reaches) or its address is taken (anything may write it). */
static unsigned var_bits(const struct model *m, const struct node *x,
			 unsigned depth)
{
	if (!x->name || x->func < 0 || (unsigned)x->func >= m->nfuncs)
		return 0;
	const struct function *f = &m->funcs[x->func];
	unsigned bits = 0, b;
	for (int i = f->first_node; i < f->last_node; i++) {
		const struct node *y = &m->nodes[i];
		if (y->kind == NK_DECL && y->name && !strcmp(y->name, x->name)) {
			if (y->flags & (NF_PARAM | NF_GLOBAL))
				return 0;
			if (y->rhs.node >= 0 &&
			    (b = product_bits(m, y->rhs.node, depth + 1)) > bits)
				bits = b;
			continue;
		}
		if (y->kind != NK_REF || !y->name || strcmp(y->name, x->name))
			continue;
		if (model_addr_of(m, y))
			return 0;
		if (!(y->flags & NF_STORE))
			continue;
		const struct node *a = y->parent >= 0 ? &m->nodes[y->parent] : NULL;
		if (a && a->kind == NK_BINARY && a->op == MOP_ASSIGN &&
		    a->lhs.node == i &&
		    (b = product_bits(m, a->rhs.node, depth + 1)) > bits)
			bits = b;
	}
	return bits;
}

static unsigned product_bits(const struct model *m, int k, unsigned depth)
{
	if (k < 0 || depth > 8)
		return 0;
	const struct node *x = &m->nodes[k];
	while (x->kind == NK_CONV && x->lhs.node >= 0 &&
	       x->type.kind == MT_INT && x->type.bits == 64)
		x = &m->nodes[x->lhs.node];
	/* (one local looked through: its writes are not followed into
	 * other locals, nor into itself, 'acc = acc + ...') */
	if (x->kind == NK_REF && x->type.kind == MT_INT && x->type.bits == 64)
		return depth < VAR_DEPTH ? var_bits(m, x, VAR_DEPTH) : 0;
	if (x->kind == NK_COND) {
		unsigned a = product_bits(m, x->lhs.node, depth + 1);
		unsigned b = product_bits(m, x->rhs.node, depth + 1);
		return a > b ? a : b;
	}
	if (x->kind != NK_BINARY)
		return 0;
	unsigned a, b;
	switch (x->op) {
	case MOP_MUL:
		return (x->flags & NF_WIDENING) ?
		       operand_bits(m, &x->lhs) + operand_bits(m, &x->rhs) : 0;
	case MOP_SHR:	/* by a variable: maybe by 0 */
		a = product_bits(m, x->lhs.node, depth + 1);
		if (!x->rhs.is_const)
			return a;
		return x->rhs.ival >= 0 && (int64_t)a > x->rhs.ival ?
		       a - (unsigned)x->rhs.ival : 0;
	case MOP_ADD:
	case MOP_SUB:
		a = product_bits(m, x->lhs.node, depth + 1);
		b = product_bits(m, x->rhs.node, depth + 1);
		a = a > b ? a : b;
		return a ? a + 1 : 0;
	default:
		return 0;
	}
}

/* Is node k (through conversions) a 64-bit field of a structure, an
 * element of a member array of them ('vf->offsets[link]') or a 64-bit
 * variable of static storage: a width the data layout fixes? */
static bool field64(const struct model *m, int k)
{
	k = k >= 0 ? model_skip_conv(m, k) : -1;
	if (k < 0 || !mt_is_int64(m->nodes[k].type))
		return false;
	const struct node *x = &m->nodes[k];
	if (x->kind == NK_SUBSCRIPT && x->lhs.node >= 0)
		x = model_unconv(m, x->lhs.node);
	return x && (x->kind == NK_MEMBER ||
		     (x->kind == NK_REF && (x->flags & NF_GLOBAL_REF)));
}

static bool call64(const struct model *m, int k);
static bool high_only(const struct model *m, int k);

/* Node k or, when conversions hold it, the outermost of them: the node
 * whose parent uses k's value. */
static int conv_top(const struct model *m, int k)
{
	while (m->nodes[k].parent >= 0 &&
	       m->nodes[m->nodes[k].parent].kind == NK_CONV)
		k = m->nodes[k].parent;
	return k;
}

/* Does expression k read a 64-bit field or what a call returns as 64
 * bits, at its top or through adds and subtracts ('begin =
 * vf->offsets[link]', 'end - vf->offset', 'total_samples =
 * WavpackGetNumSamples64(wpc)')? */
static bool reads_field64(const struct model *m, int k, unsigned depth)
{
	k = k >= 0 ? model_skip_conv(m, k) : -1;
	if (k < 0 || depth > 3)
		return false;
	const struct node *x = &m->nodes[k];
	if (field64(m, k) || call64(m, k))
		return true;
	return x->kind == NK_BINARY && (x->op == MOP_ADD || x->op == MOP_SUB) &&
	       (reads_field64(m, x->lhs.node, depth + 1) ||
		reads_field64(m, x->rhs.node, depth + 1));
}

/* Is node k (through conversions) a 64-bit field, or a local 64-bit
 * variable (or parameter) tied to one: set from a read of one ('ogg_int64_t begin =
 * vf->offsets[link]') or stored into one ('ds64_chunk.riffSize64 =
 * total_riff_bytes', wavpack's RF64 header)?  Its width is the data
 * layout's: narrowing it would change a structure, not a computation. */
static bool tied64_at(const struct model *m, int k, unsigned depth);

static bool tied_local(const struct model *m, int func, const char *name,
		       unsigned depth)
{
	if (func < 0 || (unsigned)func >= m->nfuncs || !name)
		return false;
	const struct function *f = &m->funcs[func];
	/* one declaration of the name: another in an inner block shadows it
	 * ('{ int64_t a = v->end; ... }' beside a parameter 'a'), and the
	 * lookup is by name */
	unsigned decls = 0;
	for (int i = f->first_node; i < f->last_node && decls < 2; i++)
		decls += m->nodes[i].kind == NK_DECL && m->nodes[i].name &&
			 !strcmp(m->nodes[i].name, name);
	if (decls > 1)
		return false;
	for (int i = f->first_node; i < f->last_node; i++) {
		const struct node *y = &m->nodes[i];
		if (!y->name || strcmp(y->name, name))
			continue;
		if (y->kind == NK_DECL) {
			/* a parameter's value is its callers', but a store
			 * of a field into it ties it as it ties a local
			 * (vorbisfile's bisection: 'searched = vf->offset'
			 * into the parameter 'searched') */
			if (y->flags & NF_GLOBAL)
				return false;
			if (y->flags & NF_PARAM)
				continue;
			if (reads_field64(m, y->rhs.node, 0))
				return true;
			continue;
		}
		if (y->kind != NK_REF)
			continue;
		/* 'x = <field> ...' or '<field> = x' */
		int u = conv_top(m, i);
		const struct node *a = m->nodes[u].parent >= 0 ?
				       &m->nodes[m->nodes[u].parent] : NULL;
		/* 'x += n' is x's value too */
		int v = u;
		while (a && a->kind == NK_ASSIGN_OP && a->lhs.node == v) {
			v = conv_top(m, m->nodes[v].parent);
			a = m->nodes[v].parent >= 0 ?
			    &m->nodes[m->nodes[v].parent] : NULL;
		}
		/* compared with, added to or subtracted from a tied value
		 * ('(sample_count += samples) > total_samples'): its range */
		if (a && a->kind == NK_BINARY && depth < 2 &&
		    ((a->op >= MOP_LT && a->op <= MOP_NE) || a->op == MOP_ADD ||
		     a->op == MOP_SUB) &&
		    tied64_at(m, a->lhs.node == v ? a->rhs.node : a->lhs.node,
			      depth + 1))
			return true;
		if (v != u || !a || a->kind != NK_BINARY || a->op != MOP_ASSIGN)
			continue;
		if ((y->flags & NF_STORE) && a->lhs.node == i &&
		    reads_field64(m, a->rhs.node, 0))
			return true;
		if (!(y->flags & NF_STORE) && a->rhs.node == u &&
		    field64(m, a->lhs.node))
			return true;
	}
	return false;
}

/* ... or an add or subtract of such a value ('end - begin' of two tied
 * locals), or a value built with a high word ('lo + ((int64_t)hi << 32)
 * - hi', wavpack's 40-bit GET_TOTAL_SAMPLES)? */
static bool tied64_at(const struct model *m, int k, unsigned depth)
{
	k = k >= 0 ? model_skip_conv(m, k) : -1;
	if (k < 0 || depth > 4)
		return false;
	if (field64(m, k))
		return true;
	const struct node *x = &m->nodes[k];
	if (high_only(m, k))
		return true;
	if ((x->kind == NK_BINARY && (x->op == MOP_ADD || x->op == MOP_SUB ||
				      x->op == MOP_OR)) || x->kind == NK_COND)
		return tied64_at(m, x->lhs.node, depth + 1) ||
		       tied64_at(m, x->rhs.node, depth + 1);
	if (x->kind == NK_ASSIGN_OP)	/* 'x += n': x's value */
		return tied64_at(m, x->lhs.node, depth + 1);
	return x->kind == NK_REF && mt_is_int64(x->type) &&
	       tied_local(m, x->func, x->name, depth);
}

static bool tied64(const struct model *m, int k)
{
	return tied64_at(m, k, 0);
}

/* Does the value of node k go, through conversions, into a 64-bit field
 * or a local tied to one ('int64_t total = data + 44;' with
 * 'd->riffSize64 = total;' after it)? */
static bool into_tied64(const struct model *m, int k)
{
	k = conv_top(m, k);
	const struct node *a = m->nodes[k].parent >= 0 ?
			       &m->nodes[m->nodes[k].parent] : NULL;
	if (!a)
		return false;
	if (a->kind == NK_DECL && a->rhs.node == k)
		return mt_is_int64(a->type) && !(a->flags & NF_GLOBAL) &&
		       tied_local(m, a->func, a->name, 0);
	return a->kind == NK_BINARY && a->op == MOP_ASSIGN &&
	       a->rhs.node == k && tied64(m, a->lhs.node);
}

/* Is node k a shift left by a constant of 32 to 63 (its low word 0)? */
static bool high_only(const struct model *m, int k)
{
	const struct node *x = k >= 0 ? &m->nodes[k] : NULL;

	return x && x->kind == NK_BINARY && x->op == MOP_SHL &&
	       x->rhs.is_const && x->rhs.ival >= 32 && x->rhs.ival < 64;
}

/* Is node k a 32-bit (or narrower) unsigned value widened to 64 bits
 * (its high word 0)? */
static bool low_only(const struct model *m, int k)
{
	const struct node *x = k >= 0 ? &m->nodes[k] : NULL;

	return x && x->kind == NK_CONV && x->lhs.node >= 0 &&
	       x->lhs.type.kind == MT_INT && x->lhs.type.bits <= 32 &&
	       x->lhs.type.is_unsigned;
}

/* Is node k (through conversions) a call returning a 64-bit integer? */
static bool call64(const struct model *m, int k)
{
	k = k >= 0 ? model_skip_conv(m, k) : -1;
	return k >= 0 && m->nodes[k].kind == NK_CALL &&
	       mt_is_int64(m->nodes[k].type);
}

/* Is n a 64-bit operation the rule reports (not a conversion); *o what. */
static bool op64_of(const struct rule_ctx *c, const struct node *n,
		    struct op64 *o)
{
	struct mtype t;

	if (n->flags & NF_CONSTEXPR)
		return false;
	if (n->kind == NK_BINARY) {
		t = (n->op >= MOP_LT && n->op <= MOP_NE) ?
		    (mt_is_int64(n->lhs.type) ? n->lhs.type : n->rhs.type) :
		    n->type;
	} else if (n->kind == NK_ASSIGN_OP || n->kind == NK_UNARY) {
		t = n->lhs.type;
	} else {
		return false;
	}
	if (!mt_is_int64(t))
		return false;
	/* '(uint32_t)(x * 4222244071ull)': the low word only, a 32-bit
	 * operation for any compiler */
	if (n->kind != NK_ASSIGN_OP && (n->op == MOP_ADD || n->op == MOP_SUB ||
	    n->op == MOP_MUL || n->op == MOP_NEG || (n->op == MOP_SHL &&
	    n->rhs.is_const && n->rhs.ival < 32)) &&
	    model_low_word_only(c->m, n))
		return false;
	/* '(x & 0xffffffffu) >> 24': a 32-bit shift of the low word */
	if (n->kind == NK_BINARY && n->op == MOP_SHR && n->rhs.is_const &&
	    model_high_word_zero(c->m, n->lhs.node))
		return false;
	/* 'lo + ((int64_t)hi << 32)', lo an unsigned word: no carry, the
	 * two words side by side, as '|' (wavpack's GET_BLOCK_INDEX) */
	if (n->kind == NK_BINARY && n->op == MOP_ADD &&
	    ((high_only(c->m, n->lhs.node) && low_only(c->m, n->rhs.node)) ||
	     (high_only(c->m, n->rhs.node) && low_only(c->m, n->lhs.node))))
		return false;
	*o = (struct op64){ .sev = SEV_NOTE, .t = t };
	const char *keep = NULL;	/* why the value needs both words */
	switch (n->op) {
	case MOP_ADD:
	case MOP_SUB:
	case MOP_NEG:
	case MOP_PREINC: case MOP_PREDEC: case MOP_POSTINC: case MOP_POSTDEC:
		o->e = MD_EMU_I64ADD;
		o->what = "add/subtract with carry";
		o->advice = "use a 32-bit type if the range allows; accumulate "
			    "in 32 bits and widen once after the loop";
		break;
	case MOP_MUL:
		if (n->flags & NF_WIDENING)
			return false;
		if ((n->rhs.is_const && is_pow2(n->rhs.ival)) ||
		    (n->kind == NK_BINARY && n->lhs.is_const &&
		     is_pow2(n->lhs.ival))) {
			o->e = MD_EMU_I64SHIFT;
			o->what = "multiply by a power of two (two-word shift)";
		} else {
			o->e = MD_EMU_I64MUL;
			o->sev = SEV_WARNING;
			o->what = "multiply (partial products)";
		}
		o->advice = md_custom_op(c->md, "imulm") >= 0 ?
			"if both factors fit in 32 bits, cast them to 32-bit "
			"types before multiplying: imul gives the low and "
			"imulm/umulm the high word" :
			"if both factors fit in 32 bits, cast them to 32-bit "
			"types before multiplying: one imul gives the low word";
		break;
	case MOP_DIV:
	case MOP_REM:
		if (n->rhs.is_const && is_pow2(n->rhs.ival)) {
			/* by 2^k: a two-word shift or mask, no call (a
			 * signed one adds a sign fix-up, a carry add) */
			o->pow2 = true;
			o->e = MD_EMU_I64SHIFT;
			o->what = n->op == MOP_DIV ?
			       (t.is_unsigned ? "division by a power of two "
				"(two-word shift)" : "signed division by a "
				"power of two (sign fix-up and two-word shift)") :
			       (t.is_unsigned ? "modulo by a power of two "
				"(two-word mask)" : "signed modulo by a power "
				"of two (sign fix-up and two-word mask)");
			o->advice = "use a 32-bit type if the range allows";
			break;
		}
		o->e = n->op == MOP_DIV ? (t.is_unsigned ? MD_EMU_U64DIV :
			MD_EMU_I64DIV) : (t.is_unsigned ? MD_EMU_U64MOD :
			MD_EMU_I64MOD);
		o->sev = SEV_WARNING;
		o->call = true;
		o->what = n->op == MOP_DIV ? "division" : "modulo";
		o->advice = "divide in 32 bits when the values fit; for a "
			    "constant divisor use a reciprocal multiply; avoid "
			    "64-bit division in loops";
		break;
	case MOP_SHL:
	case MOP_SHR:
		/* a shift by 32 only moves one register into the other; by
		 * 33 to 63 it shifts that one word, the other word zero or
		 * the sign (an asr 31 beside it): the cost of a 32-bit
		 * shift (flac's 'words[0] >> 48', crc.c) */
		if (n->rhs.is_const && n->rhs.ival >= 32 && n->rhs.ival < 64)
			return false;
		/* right by a constant into a value of b <= 32 bits that
		 * one word holds ('(unsigned char)(temp64 >> 40)',
		 * '(unsigned char)(v >> 8)', wavpack's byte order code): one
		 * 32-bit shift of that word */
		if (n->op == MOP_SHR && n->rhs.is_const && n->rhs.ival > 0 &&
		    n->rhs.ival < 64 && n->parent >= 0 &&
		    c->m->nodes[n->parent].kind == NK_CONV &&
		    c->m->nodes[n->parent].type.kind == MT_INT &&
		    c->m->nodes[n->parent].type.bits <= 32 &&
		    (n->rhs.ival >= 32 ||
		     n->rhs.ival + c->m->nodes[n->parent].type.bits <= 32))
			return false;
		o->e = MD_EMU_I64SHIFT;
		o->what = "shift (funnel-shift sequence)";
		o->advice = "use a 32-bit type if the range allows";
		break;
	case MOP_LT: case MOP_GT: case MOP_LE: case MOP_GE:
	case MOP_EQ: case MOP_NE: {
		/* against 0: a sign test reads the high word alone ('endgran
		 * < 0', vorbisfile's granule checks), a zero test ORs the two
		 * words -- 32-bit work, as '&' and '|' of two words */
		bool k0 = n->lhs.is_const;
		const struct operand *k = k0 ? &n->lhs : &n->rhs;
		bool konst = k->is_const;
		enum mop op = n->op;
		if (konst && k0)	/* '0 > x' is 'x < 0' */
			op = mop_swapped(op);
		if (konst && k->ival == 0 &&
		    (op == MOP_EQ || op == MOP_NE || op == MOP_LT ||
		     op == MOP_GE))
			return false;	/* (unsigned: always false, true) */
		/* against -1 (all ones): an equality test ANDs the two words
		 * ('granulepos != -1', vorbis's block.c), and for a signed
		 * value '> -1' and '<= -1' are sign tests of the high word */
		if (konst && k->ival == -1 &&
		    (op == MOP_EQ || op == MOP_NE ||
		     (!t.is_unsigned && (op == MOP_GT || op == MOP_LE))))
			return false;
		o->e = MD_EMU_I64CMP;
		o->what = "compare (two-word test)";
		o->advice = "compare 32-bit values where the range allows";
		/* against a constant a 32-bit value of its signedness cannot
		 * hold ('total_data_bytes > 0xff000000', wavpack's RF64
		 * test): the test is about values beyond 32 bits */
		if (konst && (t.is_unsigned ? (uint64_t)k->ival > UINT32_MAX :
			      k->ival > INT32_MAX || k->ival < INT32_MIN))
			keep = "keep it: the test is against a constant beyond "
			       "the 32-bit range, so the value needs both "
			       "words; what it costs is the two-word compare";
		break;
	}
	default:
		return false;
	}
	o->cycles = rule_emul_cycles(c, o->e);
	if (o->pow2 && !t.is_unsigned)
		o->cycles += rule_emul_cycles(c, MD_EMU_I64ADD);
	unsigned alu = rule_op_latency(c, MD_OP_ALU);
	unsigned same32 = o->e == MD_EMU_I64MUL ? rule_op_latency(c, MD_OP_IMUL) :
			  o->call ? rule_emul_cycles(c, MD_EMU_IDIV) : alu;
	o->saving = o->cycles > same32 ? o->cycles - same32 : 0;
	/* values that need both words: no 32-bit version, no saving -- a
	 * product wider than a word first, then what a call returns as 64
	 * bits ('reader->get_pos(id) - (ep - sp + 4)', wavpack's file
	 * positions: the caller cannot narrow it), then a compare with a
	 * constant beyond 32 bits (keep, set above) */
	bool seq = !o->call && o->e != MD_EMU_I64MUL && n->kind == NK_BINARY;
	if (seq && (wide_product(c->m, n->lhs.node, 0) ||
		    (n->op != MOP_SHR && n->op != MOP_SHL &&
		     wide_product(c->m, n->rhs.node, 0))))
		keep = "keep it: the value is a product wider than a word, "
		       "which a 32-bit type would overflow; what it costs is "
		       "the two-word sequence";
	else if (seq && (call64(c->m, n->lhs.node) || call64(c->m, n->rhs.node)))
		keep = "keep it: the value is what a function returns as 64 "
		       "bits, which the call does not narrow; what it costs is "
		       "the two-word sequence";
	else if (!keep && (n->kind == NK_BINARY || n->kind == NK_ASSIGN_OP ||
			   n->kind == NK_UNARY) &&
		 (tied64(c->m, n->lhs.node) ||
		  (n->kind != NK_UNARY && tied64(c->m, n->rhs.node)) ||
		  into_tied64(c->m, (int)(n - c->m->nodes))))
		keep = "keep it: the value needs both words -- a 64-bit "
		       "structure field's, one kept in such a field, or one "
		       "built with a high word (a file offset, a sample count), "
		       "a width the data layout fixes; what it costs is the "
		       "two-word sequence";
	if (keep) {
		o->wide = true;
		o->saving = 0;
		o->advice = keep;
	}
	/* in a loop: the 32-bit operation (a divide: the 32-bit routine) */
	enum md_emul e32 = n->op == MOP_DIV ? (t.is_unsigned ? MD_EMU_UDIV :
			   MD_EMU_IDIV) : (t.is_unsigned ? MD_EMU_UMOD : MD_EMU_IMOD);
	o->r = (struct ddg_repl){ .node = (int)(n - c->m->nodes), .n = 1 };
	if (o->call) {
		o->r.cls[0] = MD_OP__COUNT;
		o->r.lat[0] = rule_emul_cycles(c, e32);
		o->r.what[0] = c->md->emul[e32].routine;
	} else {
		o->r.cls[0] = o->e == MD_EMU_I64MUL ? MD_OP_IMUL :
			      o->e == MD_EMU_I64SHIFT ? MD_OP_SHIFT : MD_OP_ALU;
		o->r.what[0] = o->e == MD_EMU_I64MUL ? "imul" :
			       o->e == MD_EMU_I64SHIFT ? "asl" :
			       o->e == MD_EMU_I64CMP ? "icmp" : "iadd";
	}
	return true;
}

/* An inline sequence of one expression's group: a divide's routine call
 * keeps its own finding and advice. */
static bool is_item(const struct rule_ctx *c, int k)
{
	struct op64 o;
	return op64_of(c, &c->m->nodes[k], &o) && !o.call;
}

/* The sequences of a group after its root, as "2 x 64-bit add/subtract,
 * 64-bit compare". */
static char *sequences(const struct op64 *v, size_t n)
{
	static const struct { enum md_emul e; const char *name; } order[] = {
		{ MD_EMU_I64MUL, "64-bit multiply" },
		{ MD_EMU_I64SHIFT, "64-bit shift" },
		{ MD_EMU_I64ADD, "64-bit add/subtract" },
		{ MD_EMU_I64CMP, "64-bit compare" },
	};
	char *s = xstrdup("");

	for (size_t o = 0; o < sizeof(order) / sizeof(order[0]); o++) {
		unsigned k = 0;
		for (size_t i = 1; i < n; i++)
			k += v[i].e == order[o].e;
		if (!k)
			continue;
		char *t = k > 1 ? xasprintf("%s%s%u x %s", s, *s ? ", " : "", k,
					    order[o].name) :
			  xasprintf("%s%s%s", s, *s ? ", " : "", order[o].name);
		free(s);
		s = t;
	}
	return s;
}

static void int64_node(struct rule_ctx *c, const struct node *n)
{
	struct op64 o;

	if (n->flags & NF_CONSTEXPR)
		return;
	if (n->kind == NK_CONV) {
		check_conv(c, n);
		return;
	}
	if (!op64_of(c, n, &o))
		return;
	/* one finding per expression: an inline sequence joining a later
	 * one is reported with it */
	size_t nv = 1;
	int *g = NULL;
	struct op64 *v = &o;
	if (!o.call) {
		if (rule_item_link(c, (int)(n - c->m->nodes), is_item) >= 0)
			return;
		g = rule_item_group(c, n, is_item, &nv);
		v = xmalloc(nv * sizeof(*v));
		v[0] = o;
		for (size_t i = 1; i < nv; i++)
			op64_of(c, &c->m->nodes[g[i]], &v[i]);
		free(g);
	}
	enum severity sev = SEV_NOTE;
	uint64_t cycles = 0, saving = 0;
	struct ddg_repl *r = xmalloc(nv * sizeof(*r));
	unsigned nr = 0, nwide = 0;
	for (size_t i = 0; i < nv; i++) {
		if (v[i].sev > sev)
			sev = v[i].sev;
		cycles += v[i].cycles;
		saving += v[i].saving;
		if (v[i].wide)
			nwide++;
		else
			r[nr++] = v[i].r;	/* (the wide ones stay) */
	}
	char *more = NULL;
	if (nv > 1) {
		char *list = sequences(v, nv);
		more = xasprintf(", and in the same expression %s (%zu 64-bit "
				 "operations)", list, nv);
		free(list);
	}
	char *text = model_node_text(c->m, n);
	struct finding *f = rule_report(c, n, rule_hot(c, n, sev),
		"64-bit %s '%s'%s%s%s", o.what, text, o.call ? " calls " : "",
		o.call ? c->md->emul[o.e].routine : "", more ? more : "");
	f->cycles = cycles;
	f->saving_cycles = saving;
	if (nv > 1 && nwide == nv)
		rule_advice(f, "%s", v[0].advice);	/* the root's 'keep it' */
	else if (nv > 1)
		rule_advice(f, "use 32-bit types where the ranges allow: each "
			    "64-bit add, shift and compare here is a sequence "
			    "of two-word operations%s%s", sev == SEV_WARNING ?
			    "; cast a multiply's factors to 32-bit types if "
			    "they fit" : "", nwide ? " (not those on a product "
			    "wider than a word, which needs both words)" : "");
	else
		rule_advice(f, "%s", o.advice);
	/* (wide operations stay: a variant without the others alone would
	 * find the loop no faster and take their cost for idle slots) */
	rule_node_resched(c, f, n, r, nwide ? 0 : nr);
	free(r);
	free(more);
	free(text);
	if (v != &o)
		free(v);
}

const struct rule rule_int64_emulation = {
	.id = "int64-emulation",
	.summary = "arithmetic on 64-bit integers (multi-op sequences, "
		   "runtime divide)",
	.check_node = int64_node,
};
