/*
 * rule.h: what a rule is and what it may call.
 *
 * A rule is one file in rules/, registered by one line in rule_list.h.  It
 * is a set of pure functions of the analysis model and the machine
 * description: the engine calls check_node for every node of a translation
 * unit, check_loop for every loop and check_function for every function,
 * and the rule reports findings through rule_report().  A rule prices a
 * finding per execution (cycles, saving) from the machine description only;
 * the engine multiplies by the execution count.  Rules never print.
 */
#ifndef TMOPT_RULE_H
#define TMOPT_RULE_H

#include <string.h>

#include "finding.h"
#include "machdesc.h"
#include "model.h"

struct rule_options;
struct loop_info;

#define RULE_CLAIM 3	/* entries of rule_ctx.claimed per loop */

struct rule_ctx {
	const struct machine *md;
	const struct model *m;
	const struct rule_options *opt;
	struct findings *out;
	const struct rule *rule;	/* set by the engine per call */
	struct loop_info *loops;	/* per loop of m, analysed on demand */
	bool *analysed;			/* which entries of loops are filled */
	struct rule_own {		/* per loop analysed: its own pass, */
		unsigned ii;		/* before its inner loops are added */
		bool scheduled;		/* (rule_variant_saving()'s base) */
	} *own;
	struct loop_inv_cache *inv;	/* loop summaries for invariance
					 * (loops.h), or NULL */
	uint64_t *claimed;		/* per loop: cycles and savings claimed
					 * by its findings, and the variants
					 * re-scheduled for node findings
					 * (RULE_CLAIM entries each) */
	struct rule_stmt_memo {		/* the last statement text reported */
		const struct model *m;
		unsigned file, begin, end;
		char *text;
		size_t len;
	} stmt_memo;
	struct rule_place {		/* where the last finding was put */
		const struct model *m;
		const char *rule;
		unsigned file, line, col;
		size_t index;		/* its index in out */
		uint64_t what;		/* the construct (rule_report()) */
	} last;
	uint64_t what;			/* the construct being reported */
	int str_loop;			/* the last finding's string walk
					 * (finding.str_param), -1 */
	struct finding scratch;		/* what a repeat at a place fills */
	struct rule_claim_place {	/* what each place of a loop claimed
					 * (loop_claim()): the findings of one
					 * rule at one place (a macro's
					 * expansions) become one when the run's
					 * findings are merged, so they claim
					 * once, as the costliest of them */
		const char *rule;
		unsigned file, line, col;
		int loop;		/* -1: a free slot */
		uint64_t cycles, saving;
	} *places;
	size_t nplaces, capplaces;	/* used and allocated (a power of 2) */
	struct rule_hot_memo {		/* rule_hot()'s last note, which the
					 * next rule_report() at the node
					 * records as loop_severity */
		const struct node *n;
		enum severity hot;
	} hot_memo;
};

/* Free what the reporting functions keep in c (the engine, after the
 * rules ran). */
void rule_ctx_release(struct rule_ctx *c);

/* The loop analysis of loop l (loops.h), computed once per model and
 * shared by the loop rules; the engine owns and releases it.  An outer
 * loop's cost includes its inner loops. */
const struct loop_info *rule_loop_info(struct rule_ctx *c, int l);

/* Loop l re-priced as a variant (a rule's advice applied: 'restrict', an
 * unroll factor); out is released with loop_info_release(). */
struct loops_opts;
void rule_loop_variant(struct rule_ctx *c, int l, const struct loops_opts *o,
		       struct loop_info *out);

/*
 * The findings of one loop never claim more than the loop costs: clamp a
 * loop finding's per-iteration *cycles and *saving to what the loop's
 * earlier findings left, and record the claim.
 */
void rule_loop_claim(struct rule_ctx *c, int l, uint64_t *cycles,
		     uint64_t *saving);

/* The saving per iteration of loop l when variant o (a rule's advice) is
 * applied: l's cycles per iteration minus the variant's -- for an outer
 * loop, its own pass with and without the advice (its inner loops are
 * the same in both).  *after and *pipelined (if not NULL) get the
 * variant's cycles per iteration and whether it is software-pipelined.
 * False, *saving untouched, when l or the variant cannot be scheduled
 * (too large). */
bool rule_variant_saving(struct rule_ctx *c, int l, const struct loops_opts *o,
			 uint64_t *saving, unsigned *after, bool *pipelined);

/*
 * Price finding f at operation node n as its loop re-scheduled (issue 10:
 * a finding's saving is the loop with the advice applied): when n runs in
 * the body of its own innermost loop (not hoisted out of it),
 * f->saving_cycles becomes that loop's cycles per iteration minus those of
 * the variant in which n's operation is the advice's (r, nr entries: the
 * divide a multiply, the double operation the float one; ddg.h), and f's
 * cycles and saving are claimed from the loop (rule_loop_claim()).  A loop
 * whose last call goes is software-pipelined in the variant.  Outside
 * loops, in an outer loop's own body (its list schedule does not charge
 * the latency of a result its inner loops read), hoisted, in a body too
 * large to schedule, or past
 * RULE_MAX_VARIANTS findings in one loop, f keeps its per-execution
 * formula (claimed all the same when in a loop).  A repeat at one place
 * (rule_repeat()) is left alone.  Call it after rule_advice(): in an
 * innermost loop the advice gains the loop's cycles per iteration before
 * and after.
 */
struct ddg_repl;
#define RULE_MAX_VARIANTS 48
void rule_node_resched(struct rule_ctx *c, struct finding *f,
		       const struct node *n, const struct ddg_repl *r,
		       unsigned nr);

/*
 * One finding per expression (double-emulation, int64-emulation): the
 * operations a rule prices in one expression on one line are one change to
 * make, so they are one finding at the outermost of them.  'item' says
 * whether node k is such an operation.  rule_item_link() is the item an
 * item k joins: its nearest ancestor item when both run together -- the
 * same line (a multi-line statement keeps a finding per line), the same
 * loop level (a hoisted operand is its own finding), the same periodic arm
 * and once-block -- and no '?:' arm or right operand of '&&' or '||' lies
 * between them (one of two arms runs); -1: k is the root of its group.
 * rule_item_group() lists the items of root n's group, n first (a new
 * array of *nv node indices).
 */
typedef bool (*rule_item_fn)(const struct rule_ctx *c, int k);
int rule_item_link(const struct rule_ctx *c, int k, rule_item_fn item);
int *rule_item_group(const struct rule_ctx *c, const struct node *n,
		     rule_item_fn item, size_t *nv);

/* A finding under the rule's own threshold, reported because
 * below_threshold is set (check --compare): capped like a claim but
 * recording nothing, so the loop's other findings are priced as in a run
 * that does not report it. */
void rule_loop_cap(struct rule_ctx *c, int l, uint64_t *cycles,
		   uint64_t *saving);

/* Options a rule may read; the config file sets them. */
struct rule_options {
	uint64_t assumed_trip;		/* trip count of a loop with unknown bounds */
	double chain_ratio;		/* dependency-chain: RecMII / ResMII */
	unsigned chain_min_cycles;	/* dependency-chain: minimum RecMII */
	unsigned guard_max_ops;		/* missed-guard: largest arm */
	unsigned unroll;		/* default unroll factor of counted
					 * loops; 0: the machine's */
	bool below_threshold;		/* report constructs under a rule's
					 * own threshold (chain_ratio,
					 * chain_min_cycles, custom-op's half
					 * cycle) too: the second run of check
					 * --compare, which prices what the
					 * first reports; such findings take
					 * nothing from a loop's claims */
	/* Set-up code (.tmopt.yaml cold:/hot:, fnmatch globs of function
	 * names; borrowed).  cold_set false: the default cold names. */
	char *const *cold;
	size_t ncold;
	bool cold_set;
	char *const *hot;
	size_t nhot;
	/* The entry points that run per frame (.tmopt.yaml entries:,
	 * globs; borrowed): none, every entry point does. */
	char *const *entries;
	size_t nentries;
	/* The settings the product runs with (.tmopt.yaml settings:;
	 * borrowed): the model decides the branches on them (model.usr). */
	const struct user_setting *settings;
	size_t nsettings;
};

/* Does function name run once per stream under o: a 'hot' glob -> no; a
 * 'cold' glob, or without 'cold:' one of the defaults (main, *_init,
 * *_init_*, init_*, *_new, *_create, *_alloc, *_setup, setup_*,
 * *parse_args*, *_options, *getopt*, and the teardown names *_finish,
 * *_destroy, *_delete, *_free, *_close, *_deinit) -> yes. */
bool rule_name_cold(const struct rule_options *o, const char *name);
/* Is function f of m set-up code by its name (rule_name_cold()) or, without
 * a 'cold:' list, teardown by its name and its work (model_teardown_func():
 * a '*_clear' that frees memory)? */
bool rule_func_cold(const struct rule_options *o, const struct model *m, int f);
/* The via of rule_setup_note() for a function called only in optional
 * report blocks (ONCE_HOOK). */
extern const char rule_via_hook[];
/* The via of a function reached only from once-per-stream blocks of its
 * callers: a once-guarded set-up block, a change of settings or of the
 * stream's parameters, an error path, a setting off by
 * default (rule_setup_note()). */
extern const char rule_via_block[];
/* ... only from arms of tests the configured settings decide the other
 * way (the code a product's settings do not run: opus's SILK decoder) */
extern const char rule_via_setting[];
/* ... for one whose set-up callers are set-up code of different roots
 * (opus's LPC_inverse_pred_gain_QA_c: a concealment, by its name, and the
 * SILK code a configured setting does not run) */
extern const char rule_via_mixed[];
/* Is via a function's name, not one of the markers above? */
static inline bool rule_via_named(const char *via)
{
	return via && via != rule_via_hook && via != rule_via_block &&
	       via != rule_via_mixed && via != rule_via_setting;
}
/* The root of code two callers of roots a and b call: a when they are
 * the same, main when either is (main's frame loop stays main's:
 * rule_call_setup()), else rule_via_mixed. */
const char *rule_via_join(const char *a, const char *b);

/* Does a call from set-up function caller, in a loop of it or not
 * (in_loop), still run once per stream?  Outside its loops, yes.  In a
 * loop only when the set-up code the caller belongs to is not main's
 * (root: the function named set-up code at the top of its callers, the
 * caller itself if its name is): an init function's loops, and its
 * helpers' (drfti1 <- fdrffti <- drft_init), build tables entry by entry,
 * while main's loops are the program's frame loop, and so may be those of
 * a function main calls once (wavpack's test driver decodes block after
 * block). */
static inline bool rule_call_setup(const char *caller, bool in_loop,
				   const char *root)
{
	/* (no root, or rule_via_block: a once-guarded block's set-up
	 * code, judged by the caller's name as before) */
	if (!root || root == rule_via_block || root == rule_via_mixed ||
	    root == rule_via_setting)
		root = caller;
	return !in_loop || !root || strcmp(root, "main") != 0;
}

/* Does a 'hot' glob of o name function name (never set-up code)? */
bool rule_name_hot(const struct rule_options *o, const char *name);
/* Does an 'entries' glob of o name function name (an entry point that runs
 * per frame)? */
bool rule_name_entry(const struct rule_options *o, const char *name);

/* The set-up treatment of finding f in function name: a warning or error
 * whose count is not profiled becomes a note whose message says that name
 * runs once per stream, or is only called from via (NULL or name: it is
 * set-up code itself).  Returns whether f changed.  rule_report() applies
 * it within a file, the engine across the files of a run
 * (callgraph.h). */
bool rule_setup_note(struct finding *f, const char *name, const char *via);
/* The same for a function outside the frame path (callgraph_setup()): an
 * entry point the configuration's 'entries:' do not name (via NULL or
 * name), or a function only such code calls (via that entry point). */
bool rule_outside_note(struct finding *f, const char *name, const char *via);
/* The same for a function the configured settings do not run: the run
 * reaches it, or via from which alone it is reached (NULL: more than one
 * such function), only through function pointer members they say hold
 * other functions (member, holding fns "f|g"). */
bool rule_off_note(struct finding *f, const char *name, const char *via,
		   const char *member, const char *fns);

/* The pointer parameter (its NK_DECL) that memory access node 'access'
 * of function func goes through: the parameter itself, or a local pointer
 * set only from it (missing-restrict's test of who reaches what); -1 when
 * unsure.  *restricted: a declaration on the way is restrict. */
int rule_pointer_param(const struct model *m, int func, int access,
		       bool *restricted);

/* Does memory access node 'access' of function func reach a local array
 * of it, by its name or through a local pointer set once from it ('int
 * *p = buf;')?  No parameter can point there. */
bool rule_pointer_local(const struct model *m, int func, int access);


struct rule {
	const char *id;			/* "divmod" */
	const char *summary;		/* one line for 'tmopt rules' */
	void (*check_node)(struct rule_ctx *c, const struct node *n);
	void (*check_loop)(struct rule_ctx *c, const struct loop *l);
	void (*check_function)(struct rule_ctx *c, const struct function *f);
};

/*
 * Report a finding at node n (never NULL): fills rule, location, function,
 * statement text, loop depth and execution count; the message comes from
 * fmt.  In set-up code -- a function whose name is cold
 * (rule_name_cold()), or a static one that only cold functions of the file
 * call -- a warning or error becomes a note whose message says so, unless
 * its count comes from a profile.  The caller sets cycles, saving_cycles
 * and advice (rule_advice) on the returned finding, which is never NULL
 * and stays valid until the next report.  A repeat of the rule's last
 * finding at the same place returns a scratch finding that is dropped
 * (rule_repeat()), as the merge of the run's findings would drop it.
 */
/* Whether f is the scratch finding of a repeat at one place: the caller
 * may skip composing its advice. */
bool rule_repeat(const struct rule_ctx *c, const struct finding *f);

struct finding *rule_report(struct rule_ctx *c, const struct node *n,
			    enum severity sev, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
void rule_advice(struct finding *f, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* A finding at loop l's keyword, priced per iteration of l; the
 * fingerprint text is the loop's kind and condition. */
struct finding *rule_report_loop(struct rule_ctx *c, int l, enum severity sev,
				 const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

/* The loop in which node n runs once a compiler has hoisted what is
 * invariant (loop_exec_level()): n's own loop, or an enclosing one, or -1
 * for straight-line code.  Counts and severities follow it. */
int rule_exec_loop(const struct rule_ctx *c, const struct node *n);

/* Severity by where the code runs: 'hot' inside a loop, a note in
 * straight-line code or hoistable out of every loop (run once per call,
 * it rarely decides performance and should not block a commit).  The
 * note remembers 'hot': the finding rule_report() then makes at n keeps
 * it as loop_severity, which the run's call graph restores when the
 * function itself runs in a loop of a caller (callgraph_calls()). */
enum severity rule_hot(struct rule_ctx *c, const struct node *n,
		       enum severity hot);

/* Attach a fix to f: replace [offset, offset + length) of node n's file
 * by text, but only if the file holds 'expect' there (the node was not
 * written through a macro).  Returns whether the fix was attached. */
bool rule_fix(struct rule_ctx *c, struct finding *f, const struct node *n,
	      unsigned offset, unsigned length, const char *expect,
	      const char *text);

/* Machine-derived costs. */
unsigned rule_emul_cycles(const struct rule_ctx *c, enum md_emul e);
unsigned rule_op_latency(const struct rule_ctx *c, enum md_opclass op);

/* The registry. */
extern const struct rule *const rule_table[];
extern const unsigned rule_count;
/* The rule with this id, or NULL; rule_index() gives its position in
 * rule_table, or -1. */
const struct rule *rule_find(const char *id);

/* The rule's documentation page on this machine ($TMOPT_SOURCE_DIR, else
 * docs/rules/ in data_dir()), newly allocated; NULL if there is none. */
char *rule_doc_path(const char *id);

int rule_index(const char *id);

/* Apply a comma-separated list of rule globs ('-*,divmod'), in order, to
 * on[] (rule_count entries).  Returns 0, or -1 with a message printed. */
int rules_select(const char *globs, bool *on);

#endif
