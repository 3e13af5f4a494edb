/*
 * loops.h: loop analysis as a software pipeliner sees it.
 *
 * For one loop of the model: the operations of one iteration classified
 * into machine operation classes, the resource bound ResMII (operations
 * against unit counts, recovery times and issue slots), the recurrence
 * bound RecMII (the longest loop-carried chain of latencies through a
 * scalar, including chains through loads such as p = p->next), and the
 * memory accesses with their affine byte strides per loop level.  All
 * latencies come from the machine description.
 */
#ifndef TMOPT_LOOPS_H
#define TMOPT_LOOPS_H

#include "finding.h"
#include "machdesc.h"
#include "model.h"

#define LOOPS_MAX_CHAIN 12
#define LOOPS_MAX_DEPTH 8
#define LOOPS_MAX_REC_NODES 1024	/* larger bodies: no recurrence analysis */

struct chain_edge {
	enum md_opclass op;	/* or MD_OP__COUNT for an emulated call */
	unsigned latency;
	const char *what;	/* "fmul", "fadd", "ld32", "_float64_add" */
};

struct recurrence {
	const char *var;	/* borrowed from the model */
	int node;		/* the assignment closing the chain */
	unsigned latency;	/* cycles around the cycle, distance 1 */
	unsigned nedges;
	struct chain_edge edges[LOOPS_MAX_CHAIN];
	bool through_load;	/* a load on the chain */
	bool is_pointer;	/* the carried value is a pointer: p = p->next */
	bool has_mul;		/* a multiply of the carried value: a filter */
	bool is_float;
	bool is_reduction;	/* v = v op x with x independent of v */
	bool through_memory;	/* a[i] stored, read back as a[i - distance] */
	unsigned distance;	/* iterations between the store and the load */
	unsigned arith;		/* the chain's latency without load and store */
};

struct access {
	int node;		/* NK_SUBSCRIPT, NK_MEMBER or deref */
	const char *base;	/* array or pointer name, NULL if unknown */
	unsigned bytes;		/* bytes read or written */
	uint32_t elem_size;	/* size of the indexed element (struct size) */
	bool affine;		/* strides known for every loop level */
	int64_t stride[LOOPS_MAX_DEPTH];	/* bytes per iteration, by depth-1 */
	int64_t offset;		/* constant part of the byte address */
	uint64_t sym;		/* loop-invariant unknown part (hash) */
	bool is_store;
	bool is_field;		/* a field of an indexed struct */
};

struct loop_info {
	int loop;
	bool innermost;
	unsigned ops[MD_OP__COUNT];	/* operations per iteration */
	unsigned nops;			/* all operations, overhead included */
	unsigned ncalls;		/* calls (not pipelinable) */
	unsigned call_cycles;		/* their cycles per iteration */
	unsigned unit_use[32];		/* cycles of unit i per iteration */
	double res_mii;			/* resource bound (cycles/iteration) */
	const char *res_unit;		/* the binding resource */
	unsigned rec_mii;		/* recurrence bound */
	bool rec_skipped;		/* not an innermost loop, or too large */
	struct recurrence rec;		/* the critical recurrence (latency 0: none) */
	unsigned ii;			/* max(ceil(ResMII), RecMII) + calls */
	unsigned prologue;		/* fill/drain estimate: longest latency path */
	uint64_t trip;			/* trip count (or assumed) */
	bool trip_known;
	bool trip_profiled;
	struct access *acc;
	unsigned nacc;
};

/* Analyse loop l of m for machine md.  out is released with
 * loop_info_release(). */
void loops_analyse(const struct model *m, const struct machine *md, int l,
		   uint64_t assumed_trip, struct loop_info *out);
void loop_info_release(struct loop_info *li);

/* The operation class of node n and its latency; false for nodes that
 * emit no operation.  Emulated operations give MD_OP__COUNT and their
 * routine's cycles, and so do calls, except calls of the target's custom
 * operations (md_custom_op()), which give their op class. */
bool loops_opclass(const struct model *m, const struct machine *md,
		   const struct node *n, enum md_opclass *op, unsigned *lat);

/* A C library maths call by name (not a custom operation, which callers
 * test first with md_custom_op(): fabs, sqrtf on a target that has them):
 * its routine class in the machine file, true for a known function.  The
 * rounding family (floor, ceil, trunc, round, rint; 'f' forms too, for
 * which it is an upper bound) is f64round, sqrt f64sqrt, other double
 * functions f64math, other float ones ('sinf') f32math. */
bool loops_math_routine(const char *name, enum md_emul *e);

/* Short operation name for chains: "fadd", "imul", "ld32", ... (a custom
 * operation: its name as called, "IFIR16") */
const char *loops_opname(const struct node *n, enum md_opclass op);

/*
 * Loop invariance, as a compiler's loop-invariant code motion sees it.
 *
 * loop_invariant(m, l, n): true when expression node n (inside loop l, at
 * any depth) computes the same value in every iteration of l, so that a
 * compiler evaluates it once per entry of l:
 *   - every variable n reads is written nowhere in l (no assignment, ++/--,
 *     declaration in the body, or write of one of its fields or elements;
 *     the for header's increment counts as the body), and is neither global
 *     nor address-taken when l makes a call;
 *   - n loads from memory (a[i], p->f, *p) only if l stores to no memory
 *     and makes no call;
 *   - n holds no call, assignment, increment or volatile access;
 *   - an integer divide or modulo in n (it may trap) runs on every
 *     iteration: not inside an if, ?: or && / || arm within l.
 * Conservative: false whenever unsure (n is no expression node, or is not
 * inside l).  Cost: one scan of n's subtree and of l's nodes.  Pure
 * function of the model; safe to call from any thread.
 *
 * loop_exec_level(m, n): the innermost loop in which n runs once hoisted:
 * n's own loop, left for its parent while n is invariant in it; -1 when n
 * is invariant up to straight-line code.  Counts and severities of a
 * finding at n follow this loop.
 */
bool loop_invariant(const struct model *m, int l, int n);
int loop_exec_level(const struct model *m, int n);

/* The resource bound of a loop body holding ops[c] operations of each
 * class: the busiest unit's cycles (operations x recovery / unit count)
 * or the issue slots, whichever binds; *unit (if not NULL) names it.  Used
 * by loops_analyse() and by rules that re-price a body with an operation
 * substituted. */
double loops_res_mii(const struct machine *md,
		     const unsigned ops[MD_OP__COUNT], const char **unit);

/* Copy li's bounds into a finding's schedule. */
void loops_schedule(const struct loop_info *li, struct finding_schedule *s);

/* Print a software-pipelining style report of li. */
struct strbuf;
void loops_report(struct strbuf *sb, const struct model *m,
		  const struct machine *md, const struct loop_info *li);

#endif
