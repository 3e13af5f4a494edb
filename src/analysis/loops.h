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

#include "ddg.h"
#include "finding.h"
#include "machdesc.h"
#include "model.h"
#include "modsched.h"

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
	bool is_sequence;	/* v = v op c, c loop-invariant, v read
				 * elsewhere in the body ('cfac *= chirp'
				 * beside 'ar[i] *= cfac'): not a reduction,
				 * but k interleaved copies stepping by c k
				 * times split it as well */
	bool through_memory;	/* a[i] stored, read back as a[i - distance] */
	bool invariant;		/* ... at one address every iteration
				 * ('s->acc += x[i]', '*sum += x[i]'): a
				 * variable kept in memory */
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
	unsigned ii;			/* cycles per iteration, rounded up
					 * (ceil(cpi)) */
	unsigned prologue;		/* fill/drain: (stages - 1) x kernel */
	uint64_t trip;			/* trip count (or assumed) */
	bool trip_known;
	bool trip_profiled;
	bool tri_half;			/* half the passes of an enclosing
					 * loop of assumed count (a triangular
					 * nest: loop.tri_parent) */
	struct access *acc;
	unsigned nacc;
	/* the schedule (ddg.h, modsched.h) */
	bool scheduled;			/* built and scheduled (not too large) */
	unsigned unroll;		/* body copies per kernel pass */
	const char *unroll_basis;	/* "pragma", "full", "option", "machine",
					 * "none" */
	bool full;			/* fully unrolled: no loop remains */
	bool pipelined;			/* modulo scheduled */
	unsigned kernel;		/* cycles per kernel pass */
	double cpi;			/* cycles per iteration: (kernel + inner
					 * loops) / unroll */
	unsigned jump_min;		/* delay + 1 of the loop's jump, 0 none */
	unsigned stall;			/* cycles the taken loop jump stalls
					 * beyond its delay slots, per pass */
	const char *binding;		/* what sets the kernel: "resources",
					 * "recurrence", "jump", "calls",
					 * "branches", "schedule" */
	double inner;			/* cycles of inner loops per iteration */
	double once_inner;		/* cycles of inner loops that run once
					 * per entry (model_mark_once()) */
	double share;			/* its entries per pass of the loop
					 * around it (per call for an
					 * outermost one): the profile's
					 * (loop.prof_share), else 1 */
	bool once;			/* this loop runs once per entry of its
					 * parent (model.h loop.once) */
	double cycles;			/* cycles per entry of the loop */
	struct ddg ddg;
	struct sched sched;
};

/* How a loop is priced: the options of a variant. */
struct loops_opts {
	uint64_t assumed_trip;
	unsigned unroll;		/* 0: pragma, full, default; else forced */
	unsigned unroll_default;	/* 0: the machine's */
	unsigned unroll_cap;		/* loops_best_unroll()'s largest
					 * factor, 0: LOOPS_MAX_UNROLL */
	bool assume_restrict;		/* no aliasing between parameters */
	const char *const *restrict_names;	/* ... or only these
					 * pointers are restrict (the
					 * advice's), nrestrict of them */
	unsigned nrestrict;
	const char *split_var;		/* a reduction on this variable split */
	unsigned split;			/* into this many partial accumulators */
	bool fixed_point;		/* float arithmetic in fixed point */
	const struct ddg_subst *subst;	/* an idiom replaced (ddg.h) */
	int call_out;			/* if node + 1 whose calls move after
					 * the loop (ddg.h), 0 none */
	int promote_node;		/* ddg_opts.promote_node */
	const char *carry_var;		/* array read back d iterations after
					 * its store: carried in a register */
	const struct ddg_repl *repl;	/* operations replaced by a rule's
					 * advice (ddg.h), nrepl of them */
	unsigned nrepl;
	int sc_values;			/* if node + 1 whose '&&'/'||' are
					 * written '&'/'|' (ddg.h), 0 none */
	int unswitch;			/* if node + 1 tested once before
					 * the loop (ddg.h), 0 none */
	struct loop_inv_cache *inv;	/* the model's loop summaries, or
					 * NULL (ddg_opts.inv) */
	unsigned ii_floor;		/* only a variant faster than this
					 * (cycles per iteration, as
					 * loop_info.ii) matters: a pipelined
					 * one whose bound reaches it is not
					 * scheduled (sched.bounded), its ii
					 * the bound's; 0: always scheduled */
	const struct loop_info *same;	/* the same loop analysed under
					 * other options (a rule's variant
					 * of it): its recurrences and
					 * accesses, which no option
					 * changes, are copied, not found
					 * again; NULL: found */
};

/* loops_analyse() with options: a variant of the loop (the advice of a
 * rule applied) priced the same way. */
void loops_analyse_opts(const struct model *m, const struct machine *md,
			int l, const struct loops_opts *o,
			struct loop_info *out);

/* The unroll factor (a power of two, 2..LOOPS_MAX_UNROLL, at most the
 * trip count) that prices loop l lowest under options o -- the smallest
 * one when a larger saves less than 5% more -- and its cycles per
 * iteration; 0 when none applies. */
#define LOOPS_MAX_UNROLL 16
unsigned loops_best_unroll(const struct model *m, const struct machine *md,
			   int l, const struct loops_opts *o, double *cpi);

/* Add inner loop's cost to its parent's per-iteration cost. */
void loops_add_inner(struct loop_info *outer, const struct loop_info *inner);

/* The machine's jump delay slots, default unroll factor and addressing
 * modes (machdesc). */
unsigned loops_jump_delay(const struct machine *md);
unsigned loops_unroll_default(const struct machine *md);

/* The unroll factor '#pragma TCS_unroll=N' on the lines above loop l
 * asks for, or 0. */
unsigned loops_pragma_unroll(const struct model *m, int l);

/* Estimated cycles per call of function f: its straight-line operations
 * and calls plus each outermost loop's cycles (infos: per loop of m, with
 * inner loops added).  *basis is the weakest trip basis of its loops. */
uint64_t loops_function_cycles(const struct model *m, const struct machine *md,
			       const struct loop_info *infos, unsigned f,
			       enum trip_basis *basis);

/* Print the kernel: cycle x issue slot, the operation in each. */
struct strbuf;
void loops_kernel_table(struct strbuf *sb, const struct model *m,
			const struct machine *md, const struct loop_info *li);

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

/* Is subscript or member node n a memory access (not an address, not a
 * field of a local struct held in registers)? */
bool loops_is_memory(const struct model *m, const struct node *n);

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
 * is invariant up to straight-line code, or runs in a once-guarded block
 * (model_mark_once()) at its level.  Counts and severities of a finding
 * at n follow this loop.
 */
bool loop_invariant(const struct model *m, int l, int n);

/* The variable an access's address starts from, past members,
 * subscripts, conversions, pointer arithmetic and increments ('s' of
 * 's->acc', 'x' of 'x[i]', 'p' of '(p + k)[i]'), or -1. */
int loops_access_root(const struct model *m, int i);

/* Is node i of loop l a scalar in memory at one address on every
 * iteration: 's->acc', '*sum', 'out[0]', its pointer and index invariant
 * in the loop? */
bool loops_invariant_object(const struct model *m, int l, int i);
int loop_exec_level(const struct model *m, int n);

/* The same with a cache of per-loop summaries (the calls, stores and
 * declarations of each loop, built on first use): a model's many queries
 * then cost one scan of each loop, not one per query (a loop of 12,000
 * divides took 15 s).  loop_inv_cache_new(m) is freed by
 * loop_inv_cache_free(); one cache serves one model on one thread. */
struct loop_inv_cache;
struct loop_inv_cache *loop_inv_cache_new(const struct model *m);
void loop_inv_cache_free(struct loop_inv_cache *c);
bool loop_invariant_c(const struct model *m, int l, int n,
		      struct loop_inv_cache *c);
int loop_exec_level_c(const struct model *m, int n, struct loop_inv_cache *c);
/* Does loop l declare or store to the variable called name (its summary's
 * names: 'j' of 'f[j]', j the counter)?  False without a cache. */
bool loop_writes_var_c(const struct model *m, int l, const char *name,
		       struct loop_inv_cache *c);

/* The resource bound of a loop body holding ops[c] operations of each
 * class: the busiest unit's cycles (operations x recovery / unit count)
 * or the issue slots, whichever binds; *unit (if not NULL) names it.  Used
 * by loops_analyse() and by rules that re-price a body with an operation
 * substituted. */
double loops_res_mii(const struct machine *md,
		     const unsigned ops[MD_OP__COUNT], const char **unit);

/* Copy li's bounds into a finding's schedule, per iteration (an
 * unrolled loop's per pass divided by the unroll factor). */
void loops_schedule(const struct loop_info *li, struct finding_schedule *s);

/* Print a software-pipelining style report of li. */
struct strbuf;
void loops_report(struct strbuf *sb, const struct model *m,
		  const struct machine *md, const struct loop_info *li);

#endif
