/*
 * machdesc.h: the machine description, loaded from machdesc/<target>.yaml.
 *
 * The machine is data: issue width, functional units, one row per operation
 * class with unit, latency and recovery, branch and call costs, the data
 * caches, the cycle costs of the runtime routines that emulate what the
 * hardware lacks (integer divide, 64-bit divide, double precision) and the
 * custom operations the target has, each with its op class.  No cycle
 * count is written in C: every number a rule or the cost model uses comes
 * from one of these structures.  Values that no public source gives carry
 * estimated = true; md_estimated_count() says how many a file holds.
 *
 * Contract: md_load() returns a fully checked, immutable description or an
 * error of the form "file:line: message" naming the offending key.  The
 * caller owns the result and releases it with md_free().
 */
#ifndef TMOPT_MACHDESC_H
#define TMOPT_MACHDESC_H

#include <stdbool.h>
#include <stddef.h>

/* Operation classes: the operations a TriMedia compiler emits, grouped by the
 * unit that executes them.  Names in the YAML file are the strings of
 * md_opclass_name(). */
enum md_opclass {
	MD_OP_CONST,	/* "const": immediates */
	MD_OP_ALU,	/* "alu": add, sub, compare, logic, pack/merge, mux */
	MD_OP_SHIFT,	/* "shift": asl, asr, lsr, rol, funshift */
	MD_OP_DSPALU,	/* "dspalu": clip, quadavg, ume8uu, imin, imax, iabs */
	MD_OP_DSPMUL,	/* "dspmul": ifir16, ifir8ii, dspidualmul */
	MD_OP_IMUL,	/* "imul": imul, umul, imulm, umulm */
	MD_OP_FALU,	/* "falu": fadd, fsub, int<->float conversions */
	MD_OP_FMUL,	/* "fmul": fmul */
	MD_OP_FCOMP,	/* "fcomp": float compares */
	MD_OP_FDIV,	/* "fdiv": fdiv (ftough unit) */
	MD_OP_FSQRT,	/* "fsqrt": fsqrt (ftough unit) */
	MD_OP_LOAD,	/* "load": ld8..ld32 */
	MD_OP_STORE,	/* "store": st8..st32 */
	MD_OP_BRANCH,	/* "branch": jmpt, jmpf, jmpi */
	MD_OP__COUNT
};

/* Emulated operations: runtime routines or inline multi-operation sequences.
 * Names in the YAML file are the strings of md_emul_name(). */
enum md_emul {
	MD_EMU_IDIV,	 /* "idiv": _rt_idiv, signed 32-bit divide */
	MD_EMU_UDIV,	 /* "udiv": _rt_udiv */
	MD_EMU_IMOD,	 /* "imod": _rt_imod */
	MD_EMU_UMOD,	 /* "umod": _rt_umod */
	MD_EMU_I64DIV,	 /* "i64div": _rt_i64div */
	MD_EMU_U64DIV,	 /* "u64div": _rt_u64div */
	MD_EMU_I64MOD,	 /* "i64mod": _rt_i64mod */
	MD_EMU_U64MOD,	 /* "u64mod": _rt_u64mod */
	MD_EMU_I64ADD,	 /* "i64add": inline add/sub with carry */
	MD_EMU_I64MUL,	 /* "i64mul": inline imulm/umulm sequence */
	MD_EMU_I64SHIFT, /* "i64shift": inline funshift sequence */
	MD_EMU_I64CMP,	 /* "i64cmp": inline two-word compare */
	MD_EMU_F64ADD,	 /* "f64add": _float64_add / _float64_sub */
	MD_EMU_F64MUL,	 /* "f64mul": _float64_mul */
	MD_EMU_F64DIV,	 /* "f64div": _float64_div */
	MD_EMU_F64CMP,	 /* "f64cmp": _float64 compares */
	MD_EMU_F64CONV,	 /* "f64conv": int<->double, float<->double */
	MD_EMU_F64MATH,	 /* "f64math": a double libm call (sin, sqrt, exp) */
	MD_EMU_F32MATH,	 /* "f32math": the float libm call (sinf, sqrtf) */
	MD_EMU_SIGNED_POW2_DIV, /* "sdiv_pow2": signed divide by 2^k, shift + fix-up ops */
	/* Optional in a file (added later): when absent, the f64math entry
	 * is copied (md_load). */
	MD_EMU_F64ROUND, /* "f64round": floor, ceil, trunc, round of a double */
	MD_EMU_F64SQRT,	 /* "f64sqrt": sqrt of a double */
	MD_EMU__COUNT
};

struct md_unit {
	char *name;		/* "alu", "dmem", ... */
	unsigned count;		/* how many of this unit */
	unsigned slots;		/* bit i set: usable from issue slot i+1 */
	bool estimated;
};

struct md_op {
	int unit;		/* index into machine.units */
	unsigned latency;	/* cycles until the result is usable */
	unsigned recovery;	/* cycles before the unit takes another op */
	bool estimated;
};

struct md_cache {
	bool present;		/* false: the level does not exist */
	unsigned size;		/* bytes */
	unsigned ways;
	unsigned line;		/* bytes */
	unsigned hit_cycles;	/* load-to-use on a hit in this level (0 for
				   the instruction cache: not given) */
	bool estimated;
	/* Optional facts; 0 / false when the file does not give them. */
	unsigned fast_lines;	/* only this many most recently used lines
				   hit in hit_cycles ("fast miss") */
	unsigned slow_hit_cycles; /* a hit on any other line */
	unsigned banks;		/* interleaved banks (TM3260 D$: 8) */
	bool double_line_fetch;	/* a sequential miss fetches two lines */
	bool write_allocate_no_fetch; /* a write miss allocates the line
				   without reading it; only modified bytes
				   are written back */
	unsigned refill_bytes;	/* bytes read on a miss when less than a
				   line (L2: the missing 64-byte half) */
	unsigned prefetch_regions; /* hardware prefetch regions */
	unsigned prefetch_max_pending; /* prefetches beyond are dropped */
	unsigned fetch_align;	/* instruction cache: bytes a jump target
				   should be aligned to */
};

struct md_emul_cost {
	char *routine;		/* "_rt_idiv", or "inline" */
	unsigned cycles;	/* cycles per operation, call overhead included */
	bool estimated;
};

/* A custom operation (TCS <ops/custom_defs.h>: IFIR16, IMAX, UME8UU): an
 * operation of the target that C code calls like a function. */
struct md_custom {
	char *name;		/* as spelled in the file: "ifir16" */
	int op;			/* its enum md_opclass */
	bool estimated;
	int unit;		/* index into machine.units (the class's) */
	unsigned issue_slots;	/* issue slots taken: 2 for a TM3270 super
				   operation, else 1 */
	unsigned latency;	/* the class's unless the entry says */
	unsigned recovery;	/* the class's unless the entry says */
};

/* Load/store address forms of the ISA (TM32: ld32d, ld32r, ld32x). */
struct md_addressing {
	bool displacement;	/* base + immediate: ld32d */
	bool index;		/* base + register: ld32r */
	bool scaled_index;	/* base + register x access size: ld32x */
	bool unaligned;		/* 16/32-bit loads and stores need not be
				   aligned (else funshift is needed) */
	bool estimated;
};

struct machine {
	char *name;		/* "tm5250" */
	char *description;	/* "TriMedia TM5250 (PNX1700)" */
	char *path;		/* file it was loaded from */
	char *triple;		/* clang triple with the target's data model */
	char *hash;		/* hex digest of the file's bytes (model version) */
	unsigned clock_mhz;
	unsigned issue_slots;
	unsigned nunits;
	struct md_unit *units;
	struct md_op ops[MD_OP__COUNT];
	unsigned branch_cycles;	/* conditional jump with compare and delay */
	unsigned call_cycles;	/* call + return overhead */
	struct md_cache l1d;
	struct md_cache l2;
	unsigned memory_cycles;	/* miss to external memory */
	bool memory_estimated;
	struct md_emul_cost emul[MD_EMU__COUNT];
	/* Added after the first interface: flags for the scalars above. */
	bool clock_estimated;	/* clock_mhz is an estimate */
	bool branch_estimated;	/* branch_cycles is an estimate */
	bool call_estimated;	/* call_cycles is an estimate */
	/* Added later: the custom operations this target has (custom_ops). */
	unsigned ncustom;
	struct md_custom *custom;
	/* Added later (optional keys; defaults in docs/machdesc.md). */
	unsigned jump_delay_slots;	/* delay slots of a taken jump: a loop
					   body of one block takes at least
					   jump_delay_slots + 1 cycles */
	bool jump_estimated;
	unsigned unroll_default;	/* factor the compiler is assumed to
					   unroll a loop of unknown trip count
					   by (1: not unrolled) */
	bool unroll_estimated;
	struct md_addressing addressing;
	struct md_cache l1i;		/* instruction cache (present false
					   when the file has none) */
	unsigned taken_jump_stall;	/* cycles a taken jump stalls beyond
					   its delay slots (0: not given) */
	bool taken_jump_estimated;
};

/* Name <-> enum.  *_from_name() returns -1 for an unknown name. */
const char *md_opclass_name(enum md_opclass c);
int md_opclass_from_name(const char *name);
const char *md_emul_name(enum md_emul e);
int md_emul_from_name(const char *name);

/*
 * Load and check one machine file.  Returns 0 and sets *out, or returns -1
 * and writes "path:line: message" (naming the key) into err.
 */
int md_load(const char *path, struct machine **out, char *err, size_t errlen);

/*
 * Resolve a --target argument: a name ("tm5250") looked up in the machine
 * directory, or a path (contains '/' or ends in ".yaml").  Same return
 * convention as md_load().
 */
int md_load_target(const char *target, struct machine **out, char *err,
		   size_t errlen);

/* The machine directory: $TMOPT_MACHDIR, else machdesc/ in data_dir()
 * (beside the executable, or the source tree for the build tree's
 * binaries). */
const char *md_dir(void);

/*
 * The targets available in md_dir(): sorted names without ".yaml".  Returns
 * 0 and sets *names (n strings) or returns -1 with errno set.  The caller
 * releases the list with md_list_free().
 */
int md_list(char ***names, size_t *n);
void md_list_free(char **names, size_t n);

/*
 * The operation class of custom operation name on m ("ifir16", "IFIR16": the
 * case is ignored), or -1 when m has no such operation -- a call of that
 * name is then an ordinary function call.
 */
int md_custom_op(const struct machine *m, const char *name);

/* The custom operation name of m (case ignored), or NULL. */
const struct md_custom *md_custom_find(const struct machine *m,
				       const char *name);

/* Number of values in m marked estimated. */
unsigned md_estimated_count(const struct machine *m);

void md_free(struct machine *m);

#endif
