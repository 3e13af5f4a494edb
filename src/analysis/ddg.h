/*
 * ddg.h: the data-dependence graph of one loop body, as a TriMedia
 * compiler's scheduler would see it after its standard clean-ups.
 *
 * The body's nodes are replayed in evaluation order.  On the way:
 * identical loads and expressions of one iteration are value-numbered to
 * one operation; operations whose operands do not change in the loop are
 * hoisted out of it (cost 0); address arithmetic that is affine in the
 * induction variables and loop invariants is folded into the machine's
 * addressing modes (displacement, index, scaled index) or into one pointer
 * increment per stream; induction variables (i++, p += 4) are one
 * increment each.  Integer widening and narrowing conversions are free
 * (ld16 sign-extends, st16 truncates); scalar copies are free (register
 * renaming).  Ifs whose arms hold no call, loop, exit or volatile access
 * are if-converted (both arms execute under a guard); others are jumps.
 * Each '&&' or '||' in an if's condition is a jump of its own (the TCS
 * optimising guide: '&' and '|' instead remove the jumps), which keeps
 * the loop from being software-pipelined; elsewhere (a value, a loop's
 * condition) '&&' and '||' are evaluated as values.
 *
 * Edges are register flow (producer latency, distance 0), loop-carried
 * scalar flow (distance 1, or more through copies such as y2 = y1; y1 = y),
 * and memory ordering between a store and a load or store that may touch
 * the same bytes: exact distances for affine accesses of one array, a
 * conservative distance 0/1 pair where the pointers may alias (neither is
 * restrict, not two distinct arrays, compatible types).
 *
 * With an unroll factor U the body is replicated U times; loop control
 * (induction increments, the exit compare, the jump) stays once per pass.
 */
#ifndef TMOPT_DDG_H
#define TMOPT_DDG_H

#include "machdesc.h"
#include "model.h"

#include <stdbool.h>

#define DDG_MAX_NODES 1024	/* larger bodies are not built */

enum ddg_edge_kind { DDG_REG, DDG_MEM, DDG_ORDER };

struct ddg_op {
	int cls;		/* enum md_opclass; MD_OP__COUNT: a call or an
				 * emulated routine (not pipelinable) */
	unsigned lat;		/* result latency; a call: its cycles */
	int node;		/* model node, -1 for the jump */
	const char *what;	/* "ld32", "fadd", "jmpf", "_rt_idiv" */
	bool control;		/* loop control: once per kernel pass */
	unsigned copy;		/* which unrolled copy */
};

struct ddg_edge {
	unsigned from, to;
	unsigned lat;
	unsigned dist;		/* iterations (kernel passes when unrolled) */
	unsigned char kind;	/* enum ddg_edge_kind */
	bool exact;		/* DDG_MEM: the two accesses reach the same
				 * element of one object, dist iterations
				 * apart ('Q[k][l]' stored, 'Q[k-1][l]' read
				 * the next iteration), not may-be-the-same
				 * bytes */
};

/* An idiom of the body replaced by a custom operation (custom-op's
 * advice): per group of 'group' body copies (the unroll factor is a
 * multiple of it), the idiom's operations -- its loads and stores when
 * asked -- become one operation of class cls ('what'), fed by 'nloads'
 * loads (packed words) and followed by a second operation cls2 when set;
 * the additions accumulating the idiom (node accum: s += idiom) become one
 * per group.  The operations around keep their edges to the idiom. */
struct ddg_subst {
	int first, last;	/* the idiom's nodes */
	int accum;		/* the accumulating node, -1 none */
	int cls, cls2;		/* enum md_opclass; cls2 -1: none */
	const char *what, *what2;
	unsigned group;		/* body copies one operation serves, >= 1 */
	bool loads;		/* the idiom's loads are replaced ... */
	unsigned nloads;	/* ... by this many per group */
	bool stores;		/* the idiom's stores are replaced (a fill) */
};

/* One operation of the body replaced by what a rule's advice writes
 * instead (divmod, double-emulation, int64-emulation): the operation at
 * model node 'node' becomes a chain of n operations (n = 0: none, the
 * value passes through, as a conversion that disappears), the first
 * reading the node's operands, each next one the previous one's result
 * (and the operands: a remainder's x - q * d).  cls[k] is an enum
 * md_opclass, or MD_OP__COUNT for a runtime routine (a call) of lat[k]
 * cycles; lat[k] 0 is the class's latency. */
#define DDG_REPL_MAX 4
struct ddg_repl {
	int node;
	unsigned n;
	int cls[DDG_REPL_MAX];
	unsigned lat[DDG_REPL_MAX];
	const char *what[DDG_REPL_MAX];
};

struct ddg_opts {
	unsigned unroll;	/* copies of the body, >= 1 */
	bool assume_restrict;	/* pointers of distinct parameters never alias */
	const char *const *restrict_names;	/* or only these are restrict */
	unsigned nrestrict;
	bool no_jump;		/* fully unrolled: no loop-closing jump */
	bool addr_displacement;	/* the machine's addressing modes */
	bool addr_index;
	bool addr_scaled;
	const char *split_var;	/* a reduction split into 'split' partial
				 * accumulators: its carried edges span
				 * 'split' iterations */
	unsigned split;
	bool fixed_point;	/* float arithmetic rewritten in fixed point:
				 * fadd/fsub/fcomp an alu operation, fmul an
				 * imul and an asr, int<->float conversions
				 * gone (loads and stores keep their width) */
	const struct ddg_subst *subst;	/* an idiom replaced, or NULL */
	int call_out;		/* if node + 1 (0: none) whose arms' calls
				 * move after the loop: the if is guarded,
				 * its calls gone, one 'flag |= cond' instead
				 * (missed-guard's advice) */
	int promote_node;	/* store node + 1 (0: none) of a variable at one
				 * address kept in a register for the loop,
				 * whatever else may touch it (the advice's
				 * local variable) */
	const char *carry_var;	/* array whose value stored d iterations
				 * back is carried in a register instead of
				 * read back: such loads disappear and their
				 * readers take the stored value, distance d */
	const struct ddg_repl *repl;	/* operations replaced, or NULL */
	unsigned nrepl;
	int sc_values;		/* if node + 1 (0: none) whose condition's
				 * '&&'/'||' are '&'/'|' on values: no
				 * short-circuit jumps (missed-guard) */
	int unswitch;		/* if node + 1 (0: none) tested once before
				 * the loop: no jump, no condition */
	struct loop_inv_cache *inv;	/* the model's loop summaries
					 * (loops.h), or NULL: the loop is
					 * scanned per invariance query */
};

struct ddg {
	struct ddg_op *op;
	unsigned nops, capops;
	struct ddg_edge *e;
	unsigned ne, cape;
	unsigned *hash;		/* edge index + 1 by (from, to, dist); 0 free */
	unsigned hcap;		/* a power of two, > 2 x ne */
	int jump;		/* index of the loop-closing jump, -1 */
	unsigned ncalls;	/* calls and emulated routines */
	unsigned call_cycles;	/* their cycles, per iteration */
	bool branchy;		/* a jump inside the body (not if-converted) */
	bool too_large;		/* not built: more than DDG_MAX_NODES nodes */
	/* what the clean-ups removed, per iteration (for explain-loop) */
	unsigned merged;	/* value-numbered duplicates */
	unsigned hoisted;	/* loop-invariant operations */
	unsigned folded;	/* address arithmetic in addressing modes */
	unsigned streams;	/* pointer increments added for strided streams */
	unsigned carried;	/* loads replaced by a carried register
				 * (ddg_opts.carry_var) */
	unsigned substituted;	/* operations an idiom's replacement removed
				 * (ddg_opts.subst) */
};

/* Build the graph of the operations of loop l itself (inner loops'
 * nodes excluded) for machine md.  Returns 0; g is released with
 * ddg_release() in every case. */
int ddg_build(const struct model *m, const struct machine *md, int l,
	      const struct ddg_opts *o, struct ddg *g);
void ddg_release(struct ddg *g);

/* The operations of g per op class (calls not counted). */
void ddg_count(const struct ddg *g, unsigned ops[MD_OP__COUNT]);

#endif
