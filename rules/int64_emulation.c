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
 * model_high_word_zero()).  Conversions
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

static void int64_node(struct rule_ctx *c, const struct node *n)
{
	struct mtype t;
	enum md_emul e;
	enum severity sev = SEV_NOTE;
	const char *what;
	const char *advice;
	bool pow2 = false;

	if (n->flags & NF_CONSTEXPR)
		return;
	if (n->kind == NK_CONV) {
		check_conv(c, n);
		return;
	}
	if (n->kind == NK_BINARY) {
		t = (n->op >= MOP_LT && n->op <= MOP_NE) ?
		    (mt_is_int64(n->lhs.type) ? n->lhs.type : n->rhs.type) :
		    n->type;
	} else if (n->kind == NK_ASSIGN_OP || n->kind == NK_UNARY) {
		t = n->lhs.type;
	} else {
		return;
	}
	if (!mt_is_int64(t))
		return;
	/* '(uint32_t)(x * 4222244071ull)': the low word only, a 32-bit
	 * operation for any compiler */
	if (n->kind != NK_ASSIGN_OP && (n->op == MOP_ADD || n->op == MOP_SUB ||
	    n->op == MOP_MUL || n->op == MOP_NEG || (n->op == MOP_SHL &&
	    n->rhs.is_const && n->rhs.ival < 32)) &&
	    model_low_word_only(c->m, n))
		return;
	/* '(x & 0xffffffffu) >> 24': a 32-bit shift of the low word */
	if (n->kind == NK_BINARY && n->op == MOP_SHR && n->rhs.is_const &&
	    model_high_word_zero(c->m, n->lhs.node))
		return;
	switch (n->op) {
	case MOP_ADD:
	case MOP_SUB:
	case MOP_NEG:
	case MOP_PREINC: case MOP_PREDEC: case MOP_POSTINC: case MOP_POSTDEC:
		e = MD_EMU_I64ADD;
		what = "add/subtract with carry";
		advice = "use a 32-bit type if the range allows; accumulate in "
			 "32 bits and widen once after the loop";
		break;
	case MOP_MUL:
		if (n->flags & NF_WIDENING)
			return;
		if ((n->rhs.is_const && is_pow2(n->rhs.ival)) ||
		    (n->kind == NK_BINARY && n->lhs.is_const &&
		     is_pow2(n->lhs.ival))) {
			e = MD_EMU_I64SHIFT;
			what = "multiply by a power of two (two-word shift)";
		} else {
			e = MD_EMU_I64MUL;
			sev = SEV_WARNING;
			what = "multiply (partial products)";
		}
		advice = md_custom_op(c->md, "imulm") >= 0 ?
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
			pow2 = true;
			e = MD_EMU_I64SHIFT;
			what = n->op == MOP_DIV ?
			       (t.is_unsigned ? "division by a power of two "
				"(two-word shift)" : "signed division by a "
				"power of two (sign fix-up and two-word shift)") :
			       (t.is_unsigned ? "modulo by a power of two "
				"(two-word mask)" : "signed modulo by a power "
				"of two (sign fix-up and two-word mask)");
			advice = "use a 32-bit type if the range allows";
			break;
		}
		e = n->op == MOP_DIV ? (t.is_unsigned ? MD_EMU_U64DIV : MD_EMU_I64DIV)
				     : (t.is_unsigned ? MD_EMU_U64MOD : MD_EMU_I64MOD);
		sev = SEV_WARNING;
		what = n->op == MOP_DIV ? "division" : "modulo";
		advice = "divide in 32 bits when the values fit; for a constant "
			 "divisor use a reciprocal multiply; avoid 64-bit "
			 "division in loops";
		break;
	case MOP_SHL:
	case MOP_SHR:
		/* a shift by 32 only moves one register into the other */
		if (n->rhs.is_const && n->rhs.ival == 32)
			return;
		e = MD_EMU_I64SHIFT;
		what = "shift (funnel-shift sequence)";
		advice = "use a 32-bit type if the range allows";
		break;
	case MOP_LT: case MOP_GT: case MOP_LE: case MOP_GE:
	case MOP_EQ: case MOP_NE:
		e = MD_EMU_I64CMP;
		what = "compare (two-word test)";
		advice = "compare 32-bit values where the range allows";
		break;
	default:
		return;
	}
	char *text = model_node_text(c->m, n);
	bool call = (n->op == MOP_DIV || n->op == MOP_REM) && !pow2;
	struct finding *f = rule_report(c, n, rule_hot(c, n, sev),
		"64-bit %s '%s'%s%s", what, text, call ? " calls " : "",
		call ? c->md->emul[e].routine : "");
	f->cycles = rule_emul_cycles(c, e);
	if (pow2 && !t.is_unsigned)
		f->cycles += rule_emul_cycles(c, MD_EMU_I64ADD);
	unsigned alu = rule_op_latency(c, MD_OP_ALU);
	unsigned same32 = e == MD_EMU_I64MUL ? rule_op_latency(c, MD_OP_IMUL) :
			  (e == MD_EMU_I64DIV || e == MD_EMU_U64DIV ||
			   e == MD_EMU_I64MOD || e == MD_EMU_U64MOD) ?
			  rule_emul_cycles(c, MD_EMU_IDIV) : alu;
	f->saving_cycles = f->cycles > same32 ? f->cycles - same32 : 0;
	/* in a loop: the 32-bit operation (a divide: the 32-bit routine) */
	enum md_emul e32 = n->op == MOP_DIV ? (t.is_unsigned ? MD_EMU_UDIV :
			   MD_EMU_IDIV) : (t.is_unsigned ? MD_EMU_UMOD : MD_EMU_IMOD);
	struct ddg_repl r = { .node = (int)(n - c->m->nodes), .n = 1 };
	if (call) {
		r.cls[0] = MD_OP__COUNT;
		r.lat[0] = rule_emul_cycles(c, e32);
		r.what[0] = c->md->emul[e32].routine;
	} else {
		r.cls[0] = e == MD_EMU_I64MUL ? MD_OP_IMUL :
			   e == MD_EMU_I64SHIFT ? MD_OP_SHIFT : MD_OP_ALU;
		r.what[0] = e == MD_EMU_I64MUL ? "imul" : e == MD_EMU_I64SHIFT ?
			    "asl" : e == MD_EMU_I64CMP ? "icmp" : "iadd";
	}
	rule_advice(f, "%s", advice);
	rule_node_resched(c, f, n, &r, 1);
	free(text);
}

const struct rule rule_int64_emulation = {
	.id = "int64-emulation",
	.summary = "arithmetic on 64-bit integers (multi-op sequences, "
		   "runtime divide)",
	.check_node = int64_node,
};
