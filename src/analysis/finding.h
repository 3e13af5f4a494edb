/*
 * finding.h: one piece of advice, as every sink (text, JSON, SARIF, SQLite,
 * reports) sees it.  The fields are the JSON contract of docs/json.md.
 *
 * A rule fills rule, severity, location, function, message, advice, the
 * per-execution cycles and the saving; the cost stage fills count,
 * count_basis and total_cycles; the walker's statement text and loop
 * position give the fingerprint.  Strings are owned by the finding.
 */
#ifndef TMOPT_FINDING_H
#define TMOPT_FINDING_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

enum severity { SEV_NOTE, SEV_WARNING, SEV_ERROR };
enum count_basis { COUNT_CONSTANT, COUNT_ASSUMED, COUNT_PROFILE };
/* Why a finding is suppressed: an inline 'tmopt: ignore' comment
 * (supp_apply) or a --baseline entry (baseline_mark).  SUPPRESS_NONE on a
 * suppressed finding means "not recorded" and reads as inline. */
enum suppress_kind { SUPPRESS_NONE, SUPPRESS_INLINE, SUPPRESS_BASELINE };

/* The schedule of the loop a loop rule reported (present == false for
 * other findings): the bounds a software pipeliner would compute. */
struct finding_schedule {
	bool present;
	bool trip_known;
	bool trip_profiled;
	double res_mii;		/* resource bound, cycles per iteration */
	unsigned rec_mii;	/* recurrence bound */
	unsigned ii;		/* initiation interval estimate */
	uint64_t trip;		/* trip count (constant or assumed) */
	char res_unit[24];	/* the binding resource */
	char chain[120];	/* the critical recurrence: "fmul 6 -> fadd 6" */
};

/* The same finding priced on a second target (check --compare): the
 * porting view.  present == false: not compared, or the other target
 * does not report it. */
struct finding_compare {
	bool present;
	uint64_t cycles;	/* per execution on the other target */
	uint64_t total_cycles;	/* cycles x count there */
};

/* The porting ratio of f: its total_cycles over the other target's; 0
 * when it has no figure there or that figure is 0 (the sinks say so). */
static inline double finding_compare_ratio(const struct finding_compare *c,
					   uint64_t total_cycles)
{
	return c->present && c->total_cycles ?
	       (double)total_cycles / (double)c->total_cycles : 0.0;
}

/* A machine-applicable edit that follows the advice (absent when not
 * safe): replace bytes [offset, offset + length) of the finding's file
 * with text. */
struct finding_fix {
	bool present;
	unsigned offset, length;
	char text[24];
};

/* An integer argument of calls (call_edge.ia), a store into an integer
 * member (findings.mf): a constant, a parameter of the caller (the
 * writer) or a structure member plus a constant, over the range [lo, hi]
 * of its calls; IA_NONE: anything else. */
enum int_arg_kind { IA_NONE, IA_CONST, IA_PARAM, IA_MEMBER,
		    IA_MEMBER_CAP	/* lo (a constant) to member + hi: a
					 * range check's ('v < 1 || v >
					 * st->mode->nbEBands') */ };
#define IA_ALTS 3	/* kinds one argument's calls may pass */
#define IA_ARGS 32	/* arguments recorded */
struct int_arg {
	uint8_t arg;		/* the argument's index (call_edge.ia) */
	uint8_t kind;
	uint8_t param;		/* IA_PARAM: the parameter's index */
	int64_t lo, hi;		/* the constant, or the offset */
	char *member;		/* IA_MEMBER: field_slot()'s name */
};

/* What a file stores into an integer member (callgraph_ints()): func of
 * file ("" for a static initializer) writes v. */
struct mfact {
	char *member;
	char *file;
	char *func;
	struct int_arg v;
};

/* A loop around a finding whose count rests on an integer parameter
 * (loop.param_name) and an assumed trip (finding.iparam):
 * callgraph_ints() counts it from what the callers pass. */
struct param_loop {
	uint8_t param;		/* 1 + the parameter's index, 0: none */
	char member[96];	/* or the member whose value it is (loop.
				 * bound_member), "": none */
	bool own;		/* the loop of the finding's schedule */
	bool pstart;		/* the parameter is the start, else the bound */
	bool upper;		/* its count is only a bound */
	uint8_t cmp;		/* enum mop */
	unsigned line;
	int64_t off, start, bound, step;
	uint64_t trip;		/* the assumed trip it is counted with */
	uint64_t min_trip;	/* a rule's finding holds only from this many
				 * passes on (a fill of a whole cache line);
				 * 0: any */
	/* both ends variables (loop.two_ends): the start is this
	 * parameter (1 + its index) or member plus soff, the bound the
	 * one above (pstart false), or its negation (sneg) */
	uint8_t sparam;
	char smember[96];
	int64_t soff;
	bool sneg;		/* the start is -(that + soff) */
	bool uns;		/* the counter is unsigned (mop_trip_most()) */
	bool cut;		/* trip is what the nest rule trimmed the
				 * loop's assumed count to for the unknown
				 * loops inside (nest_trip()): a larger count
				 * the callers pass raises it, as the value
				 * written in the code would */
	bool named;		/* the loop's trip is what its bound's name
				 * gives (loop.named: channels 2, an order
				 * 8, a dimension 4): the run's count
				 * replaces it, for the loops inside too */
	uint64_t tri;		/* the finding's own loop, right inside this
				 * one, makes half its passes (a triangular
				 * nest, loop.tri_parent): its trip, which the
				 * run's count of this loop halves too; 0:
				 * none */
	bool alone;		/* every loop around it has a count of its
				 * own (none the assumed trip, nor trimmed
				 * for it): a larger count the run's calls
				 * pass replaces its trip as the value
				 * written would */
};

struct finding {
	const char *rule;	/* static: the rule's id */
	enum severity severity;
	char *file;
	unsigned line, column;
	char *function;		/* enclosing function, "" at file scope */
	char *message;
	char *advice;
	uint64_t cycles;	/* estimated cycles per execution */
	uint64_t count;		/* executions per call of the function */
	enum count_basis basis;
	uint64_t total_cycles;	/* cycles * count */
	uint64_t saving_cycles;	/* total saved if the advice is followed */
	char fingerprint[17];	/* 16 hex digits */
	char *stmt;		/* normalised statement text (fingerprint input) */
	unsigned loop_depth;	/* loops around the finding */
	unsigned setup_len;	/* made a set-up note (rule_setup_note()):
				 * the length of its message before, else 0 */
	enum severity setup_sev;	/* ... and its severity before */
	uint64_t restrict_params;	/* missing-restrict: bit k, the
					 * function's parameter k is one the
					 * advice would declare 'restrict' */
	bool once_run;		/* in a block that runs once per stream, per
				 * change of settings or on a rare path
				 * (once_note()): it runs once in the run
				 * however often its function does (calls 1) */
	/* the loop whose cycles per iteration it claimed (rule_loop_claim())
	 * + 1, 0 none, and what it asked before the loop's earlier claims
	 * cut it: the findings of one rule in one loop share what they were
	 * given in proportion to what they asked (check_model()) */
	int claim_loop;
	uint64_t claim_cycles, claim_saving;
	bool hoisted;		/* it runs less often than other code of its
				 * line: hoisted out of a loop it sits in (once
				 * per entry), or a 'for' header's init */
	/* a loop around it walks a string its function's parameter
	 * str_param - 1 points to (loop.str_param), the innermost such loop
	 * counted with the assumed trip str_trip: callgraph_strings() bounds
	 * it by the literals the callers pass.  0: none.  str_own: that loop
	 * is the one of the finding's schedule; str_line its line. */
	uint8_t str_param;
	bool str_own;
	unsigned str_line;
	/* ... and it runs in the cases for these characters of a switch on
	 * the character the walk is at (model_walk_cases()): it runs at most
	 * as often as the literals hold them.  "": not in such a case */
	char str_cases[8];
	uint8_t str_groups;	/* that switch's groups of labels, 0 unknown */
	/* the line whose executions a profile gives as this finding's:
	 * a do-while's condition for a finding on the loop, whose 'do' line
	 * runs once per entry, not per pass.  0: line. */
	unsigned count_line;
	uint64_t str_trip;
	struct param_loop ploop;	/* the loop its count rests on an
					 * integer parameter for, if any */
	/* it runs only when its function's parameter null_param - 1, a
	 * pointer called null_name, is null: in the branch at null_line
	 * (model_null_arm()); callgraph_nonnull() settles it.  0: none */
	uint8_t null_param;
	unsigned null_line;
	char null_name[32];
	/* it runs only in arm parm_arm (0 then, 1 else) of the branch at
	 * parm_line, which tests its function's integer parameter parm - 1,
	 * parm_name, as 'parm_name parm_op parm_k' (the parameter's type
	 * holds parm_lo .. parm_hi; model_param_arm()); callgraph_ints()
	 * settles it from what the run's calls pass.  0: none */
	uint8_t parm, parm_op, parm_arm;
	int64_t parm_k, parm_lo, parm_hi;
	unsigned parm_line;
	char parm_name[32];
	bool suppressed;	/* matched an inline suppression or baseline */
	enum suppress_kind suppressed_by;	/* which, when suppressed */
	struct finding_schedule sched;
	struct finding_fix fix;
	struct finding_compare cmp;
	/* the run's call graph (callgraph_calls()): */
	enum severity loop_severity;	/* the severity a rule gives this
					 * construct in a loop, when it gave
					 * the note of straight-line code
					 * (rule_hot()); SEV_NOTE otherwise */
	uint64_t calls;		/* runs of the function per call of the
				 * run's entry points (0: not computed,
				 * read as 1) */
	enum count_basis calls_basis;	/* the weakest count on the way */
	bool off_frame;		/* without a profile, code that runs once per
				 * stream, per seek or lost packet, per run of
				 * a program, or never (set-up, program or dead
				 * code, a once-guarded block): not per call of
				 * the entry points, whose outputs show calls 0
				 * (finding_calls_shown()); calls is then its
				 * runs within that code */
	double measured;	/* cycles per call of the entry points from a
				 * profile's unrounded counts (its line's
				 * executions, its function's calls): what
				 * finding_weight() ranks by when has_measured
				 * (0 for a line that did not run) */
	bool has_measured;
	double count_raw;	/* a profile's executions per call of the
				 * function (basis COUNT_PROFILE), unrounded;
				 * 0: none */
	double calls_raw;	/* a profile's runs of the function per call
				 * of the entry points (calls_basis
				 * COUNT_PROFILE), unrounded; 0: none */
};

/* The estimated cost of one call of a function (the JSON "functions"
 * array): its straight-line code and its loops, inner loops included. */
struct func_cost {
	char *name;
	char *file;
	unsigned line;
	uint64_t cycles;	/* per call */
	enum count_basis basis;	/* weakest trip count of its loops */
	/* for the run's call graph (callgraph.h): */
	bool is_static;		/* internal linkage: calls resolve in its file */
	bool cold;		/* its name is set-up code (rule_name_cold) */
	bool hot;		/* a 'hot:' glob names it: never set-up code */
	bool entry_named;	/* an 'entries:' glob names it: an entry point
				 * that runs per frame */
	bool entries_set;	/* its file's configuration names entries */
	bool outside;		/* set-up code because no entry point that
				 * runs per frame reaches it: an entry point
				 * 'entries:' does not name, or only such
				 * code calls it (callgraph_setup()) */
	/* not run with the configured settings: the run reaches it (or the
	 * function off_via, which alone calls it) only through function
	 * pointer members that the settings say hold other functions
	 * (callgraph_setup()): one such member, borrowed from the run's call
	 * edges, and the functions it holds ("f|g", the call graph's: only
	 * while callgraph_setup() runs); NULL otherwise */
	const char *off_member, *off_fns, *off_via;
	bool public_decl;	/* a header under an 'include' directory
				 * declares it (function.public_decl) */
	bool saw_public;	/* its file includes such a header */
	bool dead;		/* no code of the run calls it, nor does any
				 * code outside through the project's
				 * interface: only dead functions call it, or
				 * none does and no header under an 'include'
				 * directory declares it, while the run's files
				 * include such headers (callgraph_setup()) */
	bool program;		/* only a program's 'main' reaches it, in a run
				 * with interface functions (per_entry()) */
	bool long_guess;	/* a loop of it counts the assumed trip of an
				 * innermost unknown loop (more than the
				 * cube root around others): the loops around
				 * its calls enclose it (callgraph deep_loops()) */
	bool setup;		/* set-up code: by its name, or only set-up code
				 * calls it (callgraph_setup(), the JSON
				 * "setup") */
	const char *setup_via;	/* ... the function named set-up code at the
				 * top of its callers (borrowed: a name of
				 * this findings' functions), or NULL */
	bool entry;		/* no code of the run calls it and its address
				 * is not taken: an entry point (or dead
				 * code); the JSON "entry" */
	uint64_t calls;		/* runs per call of the run's entry points
				 * (callgraph_calls(), the JSON "calls"; 0:
				 * not computed, read as 1) */
	uint64_t calls_outer;	/* the same, every assumed loop on the way
				 * counted as an enclosing loop: the runs
				 * that multiply a finding whose own count
				 * is assumed */
	enum count_basis calls_basis;	/* the weakest count on the way */
	bool looped;		/* some path from an entry calls it in a
				 * loop */
	unsigned nparams;	/* its parameters: the calls through pointers
				 * that may reach it pass as many */
	bool profiled;		/* a --profile gives its calls: prof_calls
				 * (rounded, at least 1), prof_raw */
	uint64_t prof_calls;
	double prof_raw;
	bool prof_setup;	/* ... and it is set-up code: it ran less than
				 * once per entry call, or the profile says
				 * only set-up code called it */
	bool not_run;		/* a complete --profile does not name it: it
				 * did not run in the measured workload */
};

/* A profile's measure of finding f: its executions per call of the entry
 * points, not rounded to whole runs as count x calls are (0.016 shows as
 * 1 x 1); -1 when not measured. */
static inline double finding_runs(const struct finding *f)
{
	return f->has_measured && f->cycles ?
	       f->measured / (double)f->cycles : -1;
}

/* The count and calls the outputs show: a measured average below one run
 * as it was measured (a line run in 6% of its function's calls, 0.059; a
 * function run 0.19 times per call of the entry points), so that count x
 * calls is what ran; whole runs otherwise, the figures all pricing uses. */
static inline double finding_count_shown(const struct finding *f)
{
	return f->basis == COUNT_PROFILE && f->count_raw > 0 &&
	       f->count_raw < 1 ? f->count_raw : (double)f->count;
}

static inline double finding_calls_shown(const struct finding *f)
{
	if (f->off_frame)
		return 0;
	return f->calls_basis == COUNT_PROFILE && f->calls_raw > 0 &&
	       f->calls_raw < 1 ? f->calls_raw : (double)(f->calls ? f->calls : 1);
}

/* Did a profile measure function f run at least once per call of the
 * entry points: no set-up code, whatever its name or callers? */
static inline bool func_prof_hot(const struct func_cost *f)
{
	return f->profiled && !f->prof_setup;
}

/* An edge of the run's call graph: code of function 'caller' in 'file'
 * calls 'callee' by name; caller "" when the file takes callee's address
 * (a function pointer: an unknown caller); callee "*N" for the caller's
 * calls through function pointers with N arguments ("*" for more than
 * 15).  One edge per (file, caller,
 * callee). */
struct call_edge {
	char *file;
	char *caller;
	char *callee;
	bool in_loop;		/* some call of it runs in a loop of the caller */
	uint64_t count;		/* its calls per call of the caller: the sum of
				 * the call sites' execution counts, the two
				 * arms of an if-else counting the larger */
	uint64_t count_outer;	/* the same with every assumed trip count
				 * around the call counted as an enclosing
				 * loop's (model.c nest_trip(): 10, not 100):
				 * the count when the callee holds unknown
				 * loops of its own */
	enum count_basis basis;	/* the weakest of those counts */
	bool table;		/* a taken address (no caller): only static
				 * tables' initializers take it, storing it into
				 * members ("fn#member" edges say which) */
	bool local;		/* a taken address (no caller): only stored
				 * into local pointers its function only
				 * calls through (model.addr_escapes): no
				 * call through a member reaches it */
	bool once;		/* every call of it is in a once-guarded block
				 * of the caller (model_mark_once()): set-up,
				 * counts 0 */
	bool hook;		/* ... and each such block an optional report
				 * block (ONCE_HOOK): the message says so */
	bool usr;		/* ... or each one an arm the configured
				 * settings do not take (model_once_usr()) */
	uint16_t nonnull;	/* bit k: every call passes argument k a
				 * pointer that cannot be null
				 * (model_call_arg_nonnull()), k < 16 */
	uint32_t strlit[8];	/* per argument k < STR_ARGS: 1 + the length of
				 * the longest string literal the calls pass
				 * for it, 0 when some call passes anything
				 * else (callgraph_strings()) */
	char *strchars[8];	/* ... and the characters those literals
				 * hold: each as often as the literal holding
				 * it most often does, sorted ("4LS2LLLLL"
				 * and "SLSSD": "24DLLLLLSSS"); NULL when
				 * unknown (str_chars_join()) */
	uint64_t same_args;	/* the pairs of arguments some call passes
				 * one pointer for (a call in place:
				 * 'biquad(frame, b, a, s, frame, n)' sets the
				 * pair 0, 4), bit same_pair(i, j) for the
				 * first SAME_ARGS arguments */
	struct int_arg *ia;	/* what its calls pass for their integer
				 * arguments, by argument, up to IA_ALTS
				 * kinds each (int_args_join()); an argument
				 * not listed is unknown */
	unsigned nia;
	uint64_t fwd_args;	/* the pairs of arguments some call passes
				 * two of the caller's parameters for, with
				 * or without an offset ('comb_filter_const(y
				 * + i, x + i, ...)' in comb_filter(y, x,
				 * ...)): up to 4 fwd_pair()s, 16 bits each;
				 * a call of the caller in place for them is
				 * one of the callee too */
};

struct findings {
	struct finding *v;
	size_t n, cap;
	struct func_cost *fn;	/* functions analysed, in model order */
	size_t nfn;
	struct call_edge *calls;	/* the calls of the analysed files */
	size_t ncalls;
	struct mfact *mf;	/* their stores into integer members */
	size_t nmf;
	/* the configured settings (model.usr) that decided a test of the
	 * analysed files: model_name_hash() of each one's text */
	unsigned *usr_hit;
	size_t nusr_hit;
	/* every file of the run parsed (check.c): the run's calls are all
	 * there, so that no call reaching a function is unseen
	 * (callgraph.c slots_off()) */
	bool complete;
	/* functions a configured setting of a function pointer member names
	 * that no file of the run stores into it (callgraph_setup()):
	 * "member" CALL_FNS "name", for a warning */
	char **slot_unstored;
	size_t nslot_unstored;
	/* calls passing an integer constant for a parameter that a
	 * configured setting gives another value (model_usr_arg_clash()),
	 * for a warning: the setting's hash (usr_hit), the call's place, the
	 * values passed and configured, in the parameter's type */
	struct usr_clash {
		unsigned hash;
		char *file;
		unsigned line;
		int64_t passed, want;
		bool u64;	/* in an unsigned 64-bit type */
	} *usr_clash;
	size_t nusr_clash;
};

/* Add a configured setting's hash to fs->usr_hit (once). */
void findings_usr_hit(struct findings *fs, unsigned h);

/* Add a call that contradicts a configured setting (once per setting and
 * place; file copied). */
void findings_usr_clash(struct findings *fs, unsigned h, const char *file,
			unsigned line, int64_t passed, int64_t want, bool u64);

/* Append a member store (strings copied). */
void findings_add_mfact(struct findings *fs, const char *member,
			const char *file, const char *func,
			const struct int_arg *v);
/* Join the arguments b[0..nb) of more calls (sorted by argument) into
 * *a (*na of them, sorted): an argument both list keeps the kinds of
 * both, the same kind and name widening its range, up to IA_ALTS kinds
 * (more: unknown, dropped); one that b does not list is dropped.  a's
 * member names are its own (copied and freed) when owned, else
 * borrowed. */
void int_args_join(struct int_arg **a, unsigned *na, const struct int_arg *b,
		   unsigned nb, bool owned);
/* A copy of v[0..n) (member names copied when owned). */
struct int_arg *int_args_copy(const struct int_arg *v, unsigned n, bool owned);
/* Free v[0..n) and its member names. */
void int_args_free(struct int_arg *v, unsigned n);

/* The characters of strings a and b, each as often as the one holding it
 * more often does, sorted (a new string; NULL when either is NULL): the
 * call_edge.strchars of calls passing them.  a may be a literal's text. */
char *str_chars_join(const char *a, const char *b);
/* How often the characters of set occur in s together. */
unsigned str_chars_count(const char *s, const char *set);

/* Append a call edge (strings copied); the caller keeps edges unique. */
void findings_add_call(struct findings *fs, const char *file,
		       const char *caller, const char *callee, bool in_loop,
		       uint64_t count, uint64_t count_outer,
		       enum count_basis basis, bool once);

/* Append a function cost (strings copied). */
void findings_add_function(struct findings *fs, const char *name,
			   const char *file, unsigned line, uint64_t cycles,
			   enum count_basis basis);
/* Keep one entry per (file, line, name), the first. */
void findings_dedupe_functions(struct findings *fs);

/* Append a zeroed finding; never NULL (out of memory ends the process).
 * The pointer is valid until the next findings_add() on fs. */
struct finding *findings_add(struct findings *fs);
/* Move every finding of src to the end of dst; src is left empty. */
int findings_move(struct findings *dst, struct findings *src);
/* Order by file, line, column, rule (<0, 0, >0 as strcmp). */
int finding_cmp(const struct finding *a, const struct finding *b);
/* Sort by finding_cmp(). */
void findings_sort(struct findings *fs);
/* Free the strings f owns (not f itself, nor the static rule id). */
void finding_release(struct finding *f);
/* Release every finding and the array; fs is left empty and reusable. */
void findings_release(struct findings *fs);

/* The weaker of two count bases: assumed < profile < constant. */
static inline enum count_basis count_basis_weaker(enum count_basis a,
						  enum count_basis b)
{
	if (a == COUNT_ASSUMED || b == COUNT_ASSUMED)
		return COUNT_ASSUMED;
	return a == COUNT_PROFILE || b == COUNT_PROFILE ? COUNT_PROFILE :
	       COUNT_CONSTANT;
}

/* The figure f is ranked by (check --sort cycles, reports): its
 * total_cycles times its function's runs per call of the run's entry
 * points (calls), capped at COUNT_CAP. */
uint64_t finding_weight(const struct finding *f);

/* The arguments call_edge.strlit describes. */
#define STR_ARGS 8

/* The bit of call_edge.same_args for arguments i < j < SAME_ARGS: the
 * 55 pairs of the first 11 arguments fit 64 bits. */
#define SAME_ARGS 11
static inline uint64_t same_pair(unsigned i, unsigned j)
{
	return i < j && j < SAME_ARGS ? 1ull << (j * (j - 1) / 2 + i) : 0;
}

/* call_edge.fwd_args: arguments a < b of the callee are the caller's
 * parameters j and l (each below 16) */
static inline uint16_t fwd_pair(unsigned a, unsigned b, unsigned j, unsigned l)
{
	return (uint16_t)(a << 12 | b << 8 | j << 4 | l);
}

/* The fwd_args set with the pairs of 'more' it lacks added, while its
 * 4 slots have room. */
static inline uint64_t fwd_union(uint64_t set, uint64_t more)
{
	for (unsigned q = 0; q < 4; q++) {
		uint64_t p = more >> (16 * q) & 0xffff;
		unsigned r = 0;
		while (r < 4 && p && (set >> (16 * r) & 0xffff) &&
		       (set >> (16 * r) & 0xffff) != p)
			r++;
		if (p && r < 4)
			set |= p << (16 * r);
	}
	return set;
}

/* May a finding in 'file', in a function of the run defined in another
 * file, belong to that function: code a function's body includes (flac's
 * lpc.c includes deduplication/lpc_compute_autocorrelation_intrin.c)?  Not
 * a header's: a header defines functions of its own ('static inline int
 * scale(...)' beside another file's external 'scale'). */
static inline bool finding_file_fragment(const char *file)
{
	size_t n = file ? strlen(file) : 0;

	return n && !(n > 2 && file[n - 2] == '.' &&
		      (file[n - 1] == 'h' || file[n - 1] == 'H'));
}

/* Whether a figure of f saturated at COUNT_CAP (util.h): its count, total
 * or saving is then the cap, not the true value, and sinks say so. */
bool finding_capped(const struct finding *f);
const char *severity_name(enum severity s);
int severity_from_name(const char *name);	/* -1 if unknown */
const char *count_basis_name(enum count_basis b);
/* "inline" or "baseline" (the words of the findings database), NULL for
 * SUPPRESS_NONE. */
const char *suppress_kind_name(enum suppress_kind k);
/* The basis of a schedule's trip count, in the words of the JSON
 * "trip_basis": "constant", "profile" or "assumed". */
const char *schedule_trip_basis(const struct finding_schedule *s);

/* 64-bit FNV-1a of the bytes, continuing from h (start with FNV_SEED). */
#define FNV_SEED 0xcbf29ce484222325ULL
uint64_t fnv1a(uint64_t h, const void *p, size_t n);

#endif
