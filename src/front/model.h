/*
 * model.h: the analysis model of one translation unit, built by the walker
 * (walk.c, the only AST walker) and read by the rules.
 *
 * The model is flat: arrays of functions, loops and nodes, linked by index.
 * A node is one construct a rule may price: an arithmetic operation, a
 * conversion, a call, a declaration, a floating literal, a branch, a memory
 * access.  Each node carries its result and operand types reduced to what
 * the machine cares about (integer width and signedness, float width), the
 * constant value of operands where clang can fold them, its enclosing
 * function and innermost loop, and the source extents used for messages
 * and fingerprints.  Rules never see libclang.
 */
#ifndef TMOPT_MODEL_H
#define TMOPT_MODEL_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

/* FNV-1a of a name, for the hash sets of names (model.addr_hash). */
static inline unsigned model_name_hash(const char *s)
{
	unsigned h = 2166136261u;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

enum mt_kind { MT_VOID, MT_INT, MT_FLOAT, MT_PTR, MT_RECORD, MT_ARRAY, MT_OTHER };

struct mtype {
	unsigned char kind;	/* enum mt_kind */
	unsigned char bits;	/* MT_INT, MT_FLOAT: width; MT_PTR: 32 */
	bool is_unsigned;
	bool is_volatile;
	unsigned char elem;	/* MT_RECORD whose members are all of one
				 * scalar kind and width (kiss_fft_cpx: two
				 * floats): that kind (MT_INT, MT_FLOAT), the
				 * width in bits; MT_OTHER: numbers of several
				 * types, no char, pointer or structure (flac's
				 * seek point); 0 otherwise */
	uint32_t size;		/* bytes (records, arrays), 0 if unknown */
};

enum mop {
	MOP_NONE,
	MOP_ADD, MOP_SUB, MOP_MUL, MOP_DIV, MOP_REM,
	MOP_SHL, MOP_SHR, MOP_AND, MOP_OR, MOP_XOR,
	MOP_LT, MOP_GT, MOP_LE, MOP_GE, MOP_EQ, MOP_NE,
	MOP_LAND, MOP_LOR, MOP_ASSIGN, MOP_COMMA,
	MOP_NEG, MOP_PLUS, MOP_NOT, MOP_LNOT,
	MOP_PREINC, MOP_PREDEC, MOP_POSTINC, MOP_POSTDEC,
	MOP_DEREF, MOP_ADDROF,
	MOP__COUNT
};

/* Comparison op with its operands swapped: 'K < x' is 'x > K' (other
 * operators as they are). */
static inline enum mop mop_swapped(enum mop op)
{
	return op == MOP_LT ? MOP_GT : op == MOP_GT ? MOP_LT :
	       op == MOP_LE ? MOP_GE : op == MOP_GE ? MOP_LE : op;
}

enum node_kind {
	NK_BINARY,	/* lhs op rhs; op MOP_ASSIGN for plain '=' */
	NK_ASSIGN_OP,	/* lhs op= rhs */
	NK_UNARY,	/* op lhs */
	NK_CALL,	/* name(...) */
	NK_CONV,	/* conversion from lhs.type to type */
	NK_FLOAT_LIT,	/* floating literal; NF_UNSUFFIXED if no f suffix */
	NK_DECL,	/* variable or parameter of type 'type', name 'name' */
	NK_COND,	/* c ? a : b */
	NK_IF,		/* if statement */
	NK_SUBSCRIPT,	/* lhs[rhs] */
	NK_MEMBER,	/* s.f or p->f */
	NK_REF,		/* a use of variable name (scalar def-use for loops) */
};

/* Node flags. */
#define NF_IMPLICIT	0x0001	/* NK_CONV: implicit conversion */
#define NF_PARAM	0x0002	/* NK_DECL: a function parameter */
#define NF_GLOBAL	0x0004	/* NK_DECL: file-scope or static storage */
#define NF_UNSUFFIXED	0x0008	/* NK_FLOAT_LIT: no f/F suffix */
#define NF_CONSTEXPR	0x0010	/* the whole node folds to a constant */
#define NF_MASKED	0x0020	/* result used only under '& const' */
#define NF_ZERO_TEST	0x0040	/* result used only in '== 0' / '!= 0' */
#define NF_VARIADIC_ARG	0x0080	/* argument of a variadic call */
#define NF_CALL_ARG	0x0100	/* a direct argument of a call */
#define NF_ARROW	0x0200	/* NK_MEMBER through a pointer */
#define NF_CONST_CTX	0x0400	/* in a constant context (array size, case) */
#define NF_WIDENING	0x0800	/* NK_BINARY MOP_MUL of two widened 32-bit values */
#define NF_STORE	0x1000	/* memory or variable written (assignment target) */
#define NF_RMW		0x2000	/* ... and read too (compound assignment, ++) */
#define NF_EXIT_PATH	0x4000	/* NK_IF in an arm that leaves the loop */
#define NF_RESTRICT	0x8000	/* NK_DECL: a 'restrict'-qualified pointer */
#define NF_TRAILING	0x10000	/* NK_MEMBER: 'p->a' of an array of 0 or 1
				 * element, the last member of its structure:
				 * the structure may be allocated larger (the
				 * struct hack), its extent is no bound */
#define NF_GLOBAL_REF	0x20000	/* NK_REF of a variable of static storage */
#define NF_INTERNAL	0x40000	/* NK_DECL of static storage: no other file
				 * names it (a 'static' one, or a local) */
#define NF_UNESCAPED	0x80000	/* ... and no use in the unit lets its
				 * address out: only indexed or its members
				 * read and written (model_mark_unescaped()) */
#define NF_CONST_OBJ	0x100000	/* NK_DECL of static storage, numbers
				 * declared const ('static const float
				 * tab[64]'): no store may change it */
#define NF_COPY		0x200000	/* a node of a second expansion of one
				 * macro argument in one full expression
				 * ('#define ABS(x) ((x) < 0 ? -(x) : (x))':
				 * the x of the arms), with no side effect:
				 * the value the first computed, which every
				 * compiler reuses (model_mark_copies()) */
#define NF_FOLDS	0x400000	/* NK_BINARY '/' or '%' of a constant by a
				 * parameter of a static inline function
				 * that every call of the unit passes as one
				 * constant other than 0: once inlined it
				 * folds ('SIZE_MAX / size2', flac's
				 * alloc.h; model_caller_trips()) */
#define NF_UNION	0x800000	/* NK_MEMBER of a union: its bytes are the
				 * other members' too, of any type */
#define NF_VLA		0x1000000	/* NK_DECL of a variable-length array (its
				 * size expression is not walked) */
#define NF_TOP_IF	0x2000000	/* NK_IF that is a statement of its
				 * function's body, in no loop, if arm,
				 * switch or statement expression */

/* NK_IF and NK_COND: what the arms hold (arm_flags). */
#define ARM_CALL	0x01	/* a call */
#define ARM_VOLATILE	0x02	/* a volatile access */
#define ARM_LOOP	0x04	/* a loop */
#define ARM_EXIT	0x08	/* return, break, continue or goto */
#define ARM_STORE	0x10	/* a store through a pointer or array */
#define ARM_ELSE	0x20	/* the if has an else arm */
#define ARM_DECL	0x40	/* a declaration */
#define ARM_LEAVES	0x80	/* break, return or goto out of the loop */

struct operand {
	struct mtype type;	/* type after usual conversions */
	struct mtype src_type;	/* type before the implicit conversion */
	bool is_const;		/* clang folds it */
	int64_t ival;
	double fval;
	int node;		/* node index of the operand, -1 if none */
};

struct node {
	unsigned char kind;	/* enum node_kind */
	unsigned char op;	/* enum mop */
	uint32_t flags;		/* NF_* */
	struct mtype type;	/* result / declared / destination type */
	struct operand lhs, rhs;
	int func;		/* index into model.funcs */
	int loop;		/* innermost loop, -1 outside loops */
	int parent;		/* enclosing node, -1 */
	int sub_first;		/* expression nodes: the first node of its
				 * subtree (operands precede: the subtree is
				 * nodes [sub_first, this]); -1 otherwise */
	unsigned file;		/* index into model.files */
	unsigned line, col;
	unsigned begin, end;	/* byte offsets of the node in its file */
	unsigned stmt_begin, stmt_end;	/* its full expression or declaration */
	char *name;		/* callee, declared or member name, or NULL */
	uint16_t arm_ops[2];	/* NK_IF: operations in the then and else arms */
	uint8_t arm_flags;	/* NK_IF: ARM_* */
	int arm_end[2];		/* NK_IF: nodes of arm k end before arm_end[k] */
	bool inlined;		/* NK_CALL: the callee is an inline leaf of
				 * this translation unit (function.inline_leaf):
				 * its operations, no call */
	bool static_set;	/* NK_DECL with NF_GLOBAL: its initializer is
				 * a non-zero constant */
	bool indirect;		/* NK_CALL: through a function pointer (the
				 * callee is not a function's name) */
	unsigned slot;		/* NK_CALL, indirect, through a structure
				 * member ('(*enc->vtable.frag_sad)(...)'),
				 * a global pointer or table of external
				 * linkage ('VP8PredLuma4[mode](dst)'):
				 * 1 + its index in model.slots, else 0 */
	uint16_t nargs;		/* NK_CALL: its arguments */
	uint32_t decl_id;	/* NK_REF, NK_DECL of a variable or a
				 * parameter: its declaration's place hashed
				 * (the same for a declaration and every
				 * reference to it; two 'int y' of two blocks
				 * differ), 0 if not known */
	uint32_t field;		/* NK_MEMBER of an integer or a structure:
				 * the field it names
				 * (its declaration's place, hashed: the same
				 * value for every use of one field of one
				 * structure type in the unit), 0 otherwise */
	int cond;		/* NK_COND: the condition's node, -1 if none */
	uint8_t once;		/* enum once_kind: in a block that runs at
				 * most once per stream, call or loop entry
				 * (model_mark_once()): */
	int once_if;		/* the outermost one's NK_IF */
	uint8_t arm_exit[2];	/* NK_IF: how each arm ends (enum once_kind:
				 * ONCE_RETURN, ONCE_BREAK out of the loop
				 * around the if; 0 otherwise) */
	uint8_t arm_err;	/* NK_IF: bit k, arm k ends with an error
				 * return ('return -1', 'return NULL') */
	uint8_t arm_jump;	/* NK_IF: bit k, arm k ends with a jump
				 * (return, break, continue, goto): what
				 * follows the if is not reached from it */
	uint8_t arm_wide;	/* NK_IF: bit k, arm k runs only for samples
				 * wider than 24 bits (walk.c wide_arms());
				 * bit 2 + k, only for other channel counts
				 * than two (stereo_arms()) */
	uint16_t period;	/* in an if arm taken one pass in 'period' of
				 * its loop (model_mark_periodic()), the
				 * product over such arms; 0 or 1: none */
	int period_if;		/* the outermost such arm's NK_IF */
	uint16_t argpos;	/* NF_CALL_ARG: 1 + its argument's position
				 * (arguments that made no node, literals,
				 * leave gaps: model_call_args() skips them) */
};

enum loop_kind { LOOP_FOR, LOOP_WHILE, LOOP_DO };

enum label_kind { LABEL_VALUE, LABEL_DEFAULT, LABEL_UNKNOWN };

/* Blocks that run at most once however often the code around them does
 * (model_mark_once()). */
enum once_kind {
	ONCE_NONE,
	ONCE_GUARD,	/* a once-guarded block: once per stream (set-up) */
	ONCE_RETURN,	/* an if arm that ends with 'return': once per call */
	ONCE_BREAK,	/* an if arm that ends with a 'break' of the loop
			 * around the if, or the then arm of a test of its
			 * counter for one value ('if (i == order - 1)'):
			 * once per entry of that loop */
	ONCE_CHANGE,	/* a change-guarded block: runs when a flag is
			 * raised and lowers it, once per change of
			 * settings or stream format (set-up) */
	ONCE_HOOK,	/* an optional report block: runs only when the
			 * application hands the library a structure to
			 * fill, and only fills it (treated as set-up) */
	ONCE_ERROR,	/* an error path: an arm that counts or reports an
			 * error ('wpc->crc_errors++', 'fprintf(stderr,
			 * ...)'), rare (treated as set-up) */
	ONCE_OPTION,	/* under a setting off by default: the arm of a
			 * test of a field that set-up code gives a
			 * constant, which the test's outcome does not
			 * select ('if (glopts->quickmode == TRUE)', FALSE
			 * from twolame_init): runs only when the
			 * application changes it (treated as set-up) */
	ONCE_WIDE,	/* an arm only samples wider than 24 bits take
			 * ('if (subframe_bps <= 32) ... else', flac's
			 * 33-bit side channel of 32-bit input), or only
			 * channel counts other than two ('if (nch == 1)'):
			 * input formats off the usual 16 and 24 bits
			 * stereo (treated as set-up) */
	ONCE_DEAD,	/* an arm no call of the unit takes: its condition
			 * tests a parameter of a static function against
			 * a constant, and every call passes a value that
			 * decides it the other way ('if (stride == 2)',
			 * both calls passing 1: model.dead_arms) */
	ONCE_RESET,	/* a reset request: the case of a switch on a
			 * parameter whose label is a name of the word
			 * RESET ('case SPEEX_RESET_STATE:' of a 'ctl'
			 * request handler): runs when the application
			 * resets the state, at a stream's start or a seek
			 * (treated as set-up) */
	ONCE_NAN,	/* a guard against degenerate values: the then arm
			 * of a negated floating-point comparison ('if
			 * (!(sum > EPSILON && sum < 64))', '!(E < 1e9f) ||
			 * isnan(E)'), written so to hold for NaN too: a
			 * fallback for a zero, huge or NaN value, rare
			 * (treated as set-up) */
};

/* Is if node g's ONCE_WIDE arm one only other channel counts than two
 * take (node.arm_wide bits 2 and 3), not one for wide samples? */
static inline bool model_stereo_arm(const struct node *g)
{
	return g->arm_wide && !(g->arm_wide & 3);
}

/* Is once kind k set-up code (once per stream or per change)? */
static inline bool once_setup(unsigned k)
{
	return k == ONCE_GUARD || k == ONCE_CHANGE || k == ONCE_HOOK ||
	       k == ONCE_ERROR || k == ONCE_OPTION || k == ONCE_WIDE ||
	       k == ONCE_DEAD || k == ONCE_NAN || k == ONCE_RESET;
}

struct loop {
	unsigned char kind;	/* enum loop_kind */
	int func;
	int parent;		/* enclosing loop, -1 */
	unsigned depth;		/* 1 for an outermost loop */
	unsigned file, line, col;
	unsigned cond_line;	/* a do-while's condition's line, which runs
				 * once per pass ('do' runs once per entry),
				 * 0 for other loops */
	char *ivar;		/* induction variable, NULL if none found */
	char *bound_var;	/* start and bound are offsets from this
				 * variable ('i = T0 - 3; i <= T0 + 3'), or
				 * NULL: they are constants */
	bool start_known, bound_known, step_known;
	int64_t start, bound, step;
	bool trip_known;	/* trip count is a compile-time constant */
	bool trip_bounded;	/* not constant, but trip <= an array extent,
				 * or <= the header's count (trip_upper) */
	bool trip_upper;	/* the header gives a count, but the body also
				 * writes the induction variable or leaves
				 * the loop (break, return, goto): only a
				 * bound, the count is assumed */
	bool min_bounded;	/* trip_bounded by its header's own minimum
				 * with a constant ('i < IMIN(n - 1, 15)',
				 * min_bound()) */
	bool remainder;		/* it goes on from where the loop before
				 * left its variable, up to the end that
				 * loop's bound may already be (a local the
				 * function sets to it on some path): what
				 * is left, assumed model_outer_trip()
				 * passes (continue_count()) */
	uint8_t shift_bits;	/* trip_bounded at this many passes (32, 64)
				 * because its variable, stepped by 1, is the
				 * count of a shift of that width on every
				 * pass ('sum += 1u << partition_order'):
				 * while trip is still that bound, counted
				 * half of it (model_loop_trip()) */
	uint8_t named;		/* enum loop_named: its bound is named a
				 * count of a kind that is small in codecs --
				 * channels or streams ('c < st->channels',
				 * 'k < nch', 's < st->layout.nb_streams'),
				 * a filter's order ('i < order',
				 * 'j < st->lpcSize'), a vector's dimension
				 * ('k < dim', 'j < subvect_size'), a
				 * frame's length ('i < blocksize'): walk.c
				 * count_named().  Without a better count,
				 * model_named_trip() of it, assumed */
	uint8_t named_scale;	/* the named count times this, 0 for 1 (an
				 * end pointer 'buffer + sample_count * 2':
				 * 2), before the division by the step
				 * (model_named_count()) */
	bool geo_any;		/* trip_bounded by the passes a step towards 0
				 * takes from its type's extremes ('while (x)
				 * { ...; x /= 10; }', any start) */
	bool body_exit;		/* a break or a return other than an error
				 * return leaves it (a goto may not) */
	bool start_set;		/* a for header that sets its counter ('for (j
				 * = n - 1; ...)'), not one that goes on from
				 * where the code before left it ('for (; i <
				 * n; i++)') */
	bool early_exit;	/* a break, return or goto leaves the loop, or
				 * the header tests more than its bound
				 * ('i < 3 && *src') */
	bool returns;		/* a return statement is inside it */
	bool continued;		/* a continue of its own in its body */
	bool labelled;		/* a label in its body */
	bool skips;		/* a continue or goto in its body may skip the
				 * rest of an iteration */
	bool cond_pre;		/* its condition steps the variable first
				 * ('--i') and the start, unknown then, has
				 * yet to take the step when it is settled */
	bool data_walk;		/* a while or do-while loop without a counter
				 * that ends on what it reads or computes
				 * (walk.c data_walk()): a Huffman tree walk,
				 * a range coder's renormalisation, a bit
				 * reader's refill; assumed at
				 * model_outer_trip() passes */
	bool chunks;		/* a while or do-while loop whose counter only
				 * the increment of a loop inside steps ('do {
				 * for (i = cur; i <= blocksize && j < samples;
				 * i++, j++) ...; ... } while (j < samples)',
				 * flac's encoder filling a block): a pass per
				 * chunk, the inner loop makes the count;
				 * assumed at model_outer_trip() passes */
	bool data_exit;		/* its condition reads memory or calls: it
				 * leaves on data ('while (*s && ...)'), an
				 * exit test every unrolled copy keeps */
	bool cond_lazy;		/* its condition has '&&' or '||': TCS tests
				 * and jumps for each operand */
	uint8_t str_param;	/* it walks a string its function's parameter
				 * str_param - 1 points to ('while (*format)
				 * { ...; format++; }'): as many passes as the
				 * string has characters (note_string_walk(),
				 * callgraph_strings()); 0: none */
	bool tail_start;	/* its header starts it from a variable or a
				 * member read at run time ('j = sblimit'):
				 * with a constant end, a tail
				 * (model_loop_tail()) */
	bool multi_entry;	/* a case label of a switch around it is
				 * inside it (Duff's device: gsm's
				 * RPE_grid_positioning): entered midway, not
				 * software-pipelined; no loop rule */
	bool resumed;		/* a goto from outside enters it (a resumable
				 * iterator, openjpeg's opj_pi_next_*: each call
				 * runs a part of it and returns): counted as
				 * one iteration per call, assumed */
	bool trip_profiled;	/* trip is measured or declared: a --profile
				 * entry or a '// tmopt: trip N' comment */
	double prof_share;	/* measured (a --profile's lines): its entries
				 * per iteration of its parent, or per call of
				 * its function for an outermost loop (a loop
				 * in an arm the data rarely takes: twolame's
				 * 'if (tonelabel[k] == TONE) for (j ...)',
				 * 4 entries in 511 passes); < 0: not measured,
				 * every pass enters it */
	bool partition;		/* it runs from A[k] to A[k + 1], k its
				 * parent's variable ('for (m = lim[k]; m <
				 * lim[k + 1]; m++)', a band of a table of band
				 * edges): over its parent's passes it covers
				 * one range once (model_mark_partitions()) */
	uint64_t trip;
	/* A start or bound that is a parameter of the function plus a
	 * constant, the other end and the step constants ('for (i = 0; i <
	 * n; i++)', 'for (i = n - 1; i >= 0; i--)'): the count follows from
	 * what the callers pass (model_caller_trips()). */
	char *param_name;	/* that parameter, NULL if none */
	int param;		/* its index among the parameters */
	int64_t param_off;	/* the offset added to it */
	bool param_start;	/* it is the start (else the bound) */
	char *bound_member;	/* or a structure member's value plus
				 * param_off is (field_slot()), param_name
				 * NULL: callgraph_ints() counts it */
	bool cond_countdown;	/* 'while (v--)', 'while (--v)', 'while
				 * (v-- > b)': the condition steps v down by
				 * one and tests it against bound (cond_pre:
				 * the step first) (model_guard_bounds()) */
	bool param_countdown;	/* 'while (n--)' at the function's top
				 * level, n the parameter, param_start:
				 * the condition's step may be its only
				 * write (param_countdown()) */
	bool param_upper;	/* the body moves the induction variable or
				 * leaves the loop: the count would only be a
				 * bound (honest_trip()) */
	/* Both ends variables ('for (i = start; i < end; i++)', two
	 * parameters or members, or local copies of them): param_name or
	 * bound_member is then the bound's (param_start false) and
	 * sparam_name or start_member plus start_off the start's; the count
	 * is what the callers' values give both (callgraph_ints()), and
	 * nothing until both are found. */
	bool two_ends;
	char *sparam_name;
	int sparam;
	char *start_member;
	int64_t start_off;
	bool start_neg;		/* the start is -(that + start_off) ('for (j
				 * = -srange; j <= srange; j++)') */
	bool ctr_unsigned;	/* its counter is of an unsigned type */
	uint8_t ctr_bits;	/* ... of this many bits, 0 if not known */
	unsigned char cmp;	/* a for header's comparison (enum mop) */
	char *outer_var;	/* one end is an enclosing loop's counter
				 * plus outer_off -- the start (outer_start)
				 * or the bound -- the other a constant: a
				 * triangular nest (model_outer_bounds());
				 * NULL: none */
	int64_t outer_off;
	bool outer_start;
	uint8_t outer_shift;	/* the bound is (outer_var + outer_off) >>
				 * outer_shift, or divided by 2^outer_shift
				 * (outer_div): '(k + 1) >> 1' */
	bool outer_div;
	bool triangular;	/* its bound is outer_var's (model_outer_bounds()):
				 * over the enclosing loop's passes it runs
				 * from tri_least to the bound, the model
				 * assumes their mean (model_loop_trip()) */
	uint64_t tri_least;
	bool tri_parent;	/* one end is the counter of the loop right
				 * around (parent), the other a constant near
				 * where that counter starts, and the parent's
				 * count is itself unknown: a triangular nest
				 * whose passes average half the parent's
				 * (model_loop_tri_half(): Levinson recursions
				 * on an order, insertion sorts) */
	bool guarded;		/* its bound is the guard's (model_guard_bounds()) */
	/* every pass appends to an array of append_cap elements through a
	 * counter that only grows from loop append_top's entry on (flac's
	 * 'apodizations[num_apodizations++]'): the passes of the loops from
	 * append_top down to this one are together at most append_cap
	 * (model_append_caps()); 0: none */
	uint64_t append_cap;
	int append_top;
	bool trip_callers;	/* trip comes from the callers' arguments
				 * (model_caller_trips()); with trip_known
				 * every call passes the same count, else
				 * trip is the largest of theirs */
	/* ... from the configured settings (model.usr): 1 + the index of
	 * the one that gives its bound ('State.frame_size = 160', 'f(n) =
	 * 160'), or LOOP_USR_ARGS when its calls pass values settings
	 * give; 0: none */
	unsigned trip_usr;
	unsigned trip_usr_start;	/* ... and of its start, where the
					 * settings give both ends */
	int first_node, last_node;	/* nodes [first, last) inside */
	int inc_first, inc_last;	/* a for header's increment: nodes
					 * [inc_first, inc_last), walked
					 * before the body they follow */
	uint8_t once;		/* enum once_kind: in such a block within its
				 * parent loop: counts stop here, or skip the
				 * loop the block leaves (model_mark_once()) */
	int once_if;		/* that block's NK_IF */
	uint16_t period;	/* in an if arm of its parent taken one pass
				 * in 'period' (model_mark_periodic()); 0 or
				 * 1: none */
};

struct function {
	char *name;
	unsigned file, line;
	int first_node, last_node;	/* nodes [first, last) inside */
	bool called_in_loop;	/* a loop of this translation unit calls it */
	bool is_inline;		/* declared inline */
	bool is_static;		/* internal linkage (a 'static' definition or
				 * declaration): only this file calls it */
	int *callers;		/* functions of this file that call it */
	unsigned ncallers;
	bool inline_leaf;	/* inline, with no loop and no call: every
				 * compiler inlines it into its callers */
	bool kept;		/* an attribute has it emitted even if no code
				 * calls it (used, constructor, destructor) */
	bool public_decl;	/* a header under an 'include' directory
				 * declares it: the project's interface */
	bool has_label;		/* a goto may go back to earlier code */
	bool has_asm;		/* inline assembly, which may write any local */
	bool host_simd;		/* a parameter of a host vector type ('__m128'):
				 * x86 SIMD code a TriMedia build does not
				 * compile; no rule checks it */
};

struct model_file {
	char *path;
	char *text;		/* contents (owned), for extents */
	unsigned len;
	bool is_main;
};

/* What a store into an integer member writes (model.mfacts). */
enum member_fact_kind { MF_UNKNOWN, MF_CONST, MF_PARAM, MF_MEMBER };

/* A setting the product runs with (.tmopt.yaml 'settings:', written
 * "twolame_options.mode = TWOLAME_STEREO"): the integer field 'field' of
 * structure type 'type' (its tag or typedef name) holds the value in
 * every run, whatever the code around may set it to.  Branches that test
 * it against a constant the other way, and the cases of switches on it
 * for other values, do not run: set-up code, as settings off by default
 * are. */
#define LOOP_USR_ARGS 0xFFFFFFFFu	/* loop.trip_usr: through the calls */

struct user_setting {
	char *text;	/* as written, for messages */
	char *type;
	char *field;
	char *name;	/* the value: an enumerator's or a macro's name, or
			 * NULL for the number in value */
	int64_t value;
	/* "type.field & mask = value": only the bits of the mask are given
	 * ('WavpackHeader.flags & HYBRID_FLAG = 0'); mask_name as name */
	char *mask_name;
	int64_t mask;	/* -1 (every bit) without one */
	const char *origin;	/* the configuration file's path */
	/* "function(param) = value": what every call of the function passes
	 * for that parameter (type "", field the function's name), else
	 * NULL */
	char *param;
};

/* A configured setting's identity across runs (findings.usr_hit): its
 * text and its configuration file's path. */
static inline unsigned model_usr_hash(const struct user_setting *u)
{
	unsigned h = model_name_hash(u->text);

	for (const char *s = u->origin ? u->origin : ""; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

/* Does the type spelling t name the structure 'want': "struct X",
 * "const X", "X" are all X? */
static inline bool model_type_named(const char *t, const char *want)
{
	static const char *const skip[] = { "const ", "volatile ", "struct ",
					    "union " };
	for (bool more = true; t && more;) {
		more = false;
		for (unsigned i = 0; i < 4; i++)
			if (!strncmp(t, skip[i], strlen(skip[i]))) {
				t += strlen(skip[i]);
				more = true;
			}
	}
	return t && !strcmp(t, want);
}

struct model {
	struct model_file *files;
	unsigned nfiles;
	bool saw_public;	/* the unit includes a header of the project
				 * under an 'include' directory that declares
				 * functions (walk.c public_decls()) */
	struct function *funcs;
	unsigned nfuncs, capfuncs;
	struct loop *loops;
	unsigned nloops, caploops;
	struct node *nodes;
	unsigned nnodes, capnodes;
	/* Functions whose address the translation unit takes (a reference
	 * other than a direct call: a function pointer assigned, passed or
	 * put in a table): they may run from anywhere, so the call graph
	 * cannot tell who calls them.  Names, each once; a function
	 * stored into a structure member ('enc->vtable.frag_sad =
	 * oc_enc_frag_sad_c') is also listed as "name@slot", the slot as
	 * in slots. */
	char **addr_taken;
	unsigned naddr;
	/* per addr_taken entry: taken other than by a static table's
	 * initializer storing it into a member (table_slot()); a name only
	 * tables take is called only through their members */
	unsigned char *addr_untabled;
	bool noting_table;	/* (the walk: a table's function noted) */
	/* per addr_taken entry: taken other than into a local pointer the
	 * function only calls through (libmad's 'error_func =
	 * error_default;'): a name only such locals take is called only
	 * through them, by calls of its own file, never through a member */
	unsigned char *addr_escapes;
	bool noting_local;	/* (the walk: a local's function noted) */
	/* The variables file-scope initializers name ('static float *const
	 * P = T;'): their addresses may be out (model_mark_unescaped()). */
	char **init_vars;
	unsigned ninit_vars, capinit_vars;
	/* The structure members calls go through, qualified by their
	 * record ("struct oc_enc_opt_vtable.frag_sad"), and the global
	 * pointers and tables they go through (their names), each once. */
	char **slots;
	unsigned nslots;
	/* hash indexes of addr_taken and slots (1 + index, 0 empty,
	 * model_name_hash(), linear probing), for the walker's adds and
	 * model_name_taken(): a table of thousands stays linear */
	unsigned *addr_hash, *slot_hash;
	unsigned addr_hcap, slot_hcap;
	/* The file-scope declarations (NK_DECL with func -1), their node
	 * indexes sorted by name (model_index_globals()), for
	 * model_global_decl() */
	int *globals;
	unsigned nglobals;
	/* The arguments of direct calls that are integer constants or a
	 * parameter of the calling function plus a constant ('f(x, 40)',
	 * 'g(x, n - 1)'), in the order of their calls' nodes
	 * (model_caller_trips()). */
	struct call_arg {
		int call;	/* the NK_CALL node */
		unsigned arg;	/* the argument's index */
		char *param;	/* the caller's parameter, or NULL: a
				 * constant */
		int param_idx;	/* its index among the caller's */
		int64_t value;	/* the constant, or the offset added to
				 * the parameter */
		uint32_t str;	/* 1 + the length of a string literal
				 * argument (then value and param are
				 * unused), 0: not a string */
		char *text;	/* ... its characters up to its first NUL
				 * (NULL: more than STR_TEXT_MAX of them) */
		char *member;	/* or a structure member plus value
				 * ("struct SBEncState.lpcSize": 'f(x,
				 * st->lpcSize)', field_slot()), param
				 * NULL; calls through pointers too */
		char *local;	/* passed through a local of this name
				 * its declaration copies it into ('int end =
				 * st->end; f(x, end)'): kept only if nothing
				 * else writes the local (local_copy_args()) */
		bool copied;	/* ... by an assignment, not its
				 * declaration's initializer */
		bool ranged;	/* a constant range: value to hi ('n &
				 * 7': 0 to 7), param and member NULL */
		int64_t hi;
	} *call_args;
	unsigned ncall_args, capcall_args;
	/* Integer arguments of direct calls that are counts of a named kind
	 * ('sample_count * 2', 'mono ? sample_count : sample_count * 2':
	 * a frame's samples), in call order: a loop of the callee bounded by
	 * the parameter counts as such a loop when every call of the unit
	 * passes one (model_caller_trips()). */
	struct named_arg {
		int call;	/* the NK_CALL node */
		unsigned arg;
		uint8_t named;	/* enum loop_named */
	} *named_args;
	unsigned nnamed_args, capnamed_args;
	/* What the unit stores into integer structure members, for the run's
	 * call graph (callgraph_ints()): 'st->lpcSize = mode->lpcSize', a
	 * static table's initializer '{ ..., 8, ... }' (func -1), or
	 * anything else (MF_UNKNOWN: 'st->n += k', 'st->n++', '&st->n',
	 * a call's result). */
	/* Arms of ifs no call of the unit takes (model_caller_trips(),
	 * ONCE_DEAD): the if, the arm (0 then, 1 else), and the parameter
	 * its condition tests with the values the calls pass. */
	struct dead_arm {
		int if_node;
		unsigned arm;
		const char *param;	/* the parameter declaration's name */
		int64_t lo, hi;
		bool deref;	/* lo..hi: what the pointer parameter points
				 * to (the calls' locals) */
		bool usr;	/* a configured setting gives some call's
				 * value (a field it passes) */
	} *dead_arms;
	unsigned ndead_arms;
	/* If arms that return or leave the loop on their last statement but
	 * go round again on a path inside ('continue'): only their nodes
	 * from 'from' on run once (model_mark_once()) */
	struct once_from {
		int if_node;
		uint8_t arm;
		int from;
	} *once_from;
	unsigned nonce_from, caponce_from;
	struct member_fact {
		char *member;	/* field_slot(): "struct SpeexSBMode.lpcSize" */
		int func;	/* the function writing it, -1: an initializer */
		unsigned char kind;	/* enum member_fact_kind */
		int param_idx;	/* MF_PARAM: that parameter of func */
		char *pname;	/* ... its name */
		char *src;	/* MF_MEMBER: the member read */
		int64_t value;	/* MF_CONST: the value; else the offset */
		bool ranged;	/* MF_CONST: a range check's bound
				 * ('if (value > 21) goto bad;'), the
				 * least value in lo */
		int64_t lo;
	} *mfacts;
	unsigned nmfacts, capmfacts;
	/* The switch statements' bodies, nodes [from, to), in the order they
	 * start: code that runs for some cases only (model_switch_end()). */
	struct node_range {
		int from, to;
		int cond;	/* the condition's top node, -1 */
		bool stray;	/* a case label below the top of the body
				 * (Duff's device): no segments */
		bool top;	/* a statement of its function's body, in no
				 * loop, if arm or other switch: what follows
				 * it runs only if the case taken does not
				 * return */
	} *switches;
	unsigned nswitches, capswitches;
	/* The case and default labels at the top of the switches' bodies,
	 * in the order they appear: the code of label k runs from its node
	 * 'from' to the next label's of its switch (or the body's end). */
	struct case_label {
		unsigned sw;	/* its index in switches */
		int from;
		int64_t value;	/* LABEL_VALUE: the case's constant */
		uint8_t kind;	/* enum label_kind */
		bool falls_in;	/* the code before it may fall into it */
		bool reset;	/* its constant is spelled with a name of a
				 * word 'RESET' ('case OPUS_RESET_STATE:') */
		bool returns;	/* its code ends in a 'return' at the top of
				 * the switch's body */
		bool leaves;	/* a 'break' of the switch in its code */
	} *labels;
	unsigned nlabels, caplabels;
	/* The integer fields the unit uses as flags of settings
	 * (model_mark_once()): set-up code gives each one constant, 0 or
	 * 1; setters that no code of the unit calls (functions named for
	 * 'set', and 'ctl' request handlers a header of the interface
	 * declares: the application calls them) may give it the
	 * application's value; no other code of the unit writes it or takes
	 * its address (another 'ctl' request handler is such code: one layer
	 * of a codec sets another's flags through it at run time, as opus
	 * sets CELT's VBR each frame); sorted by field. */
	struct model_setting {
		uint32_t field;		/* node.field */
		int64_t value;		/* the constant set-up code writes */
		int at;			/* that write's NK_BINARY node; -1 for
					 * a configured one */
		int64_t mask;		/* the bits value gives: -1 but for a
					 * configured 'field & mask = value' */
		int usr;		/* 1 + its index in usr: a setting the
					 * configuration gives (it replaces
					 * any the unit's set-up code gives
					 * the field, and any test of the
					 * field against a constant is
					 * decided by it); 0 otherwise */
	} *settings;
	unsigned nsettings;
	/* The configuration's settings (.tmopt.yaml 'settings:'; borrowed,
	 * set before the parse), and what the unit makes of them: the
	 * integer fields each one names (walk.c: a member of that structure
	 * type with that name), and the values of those named by an
	 * enumerator the unit declares (walk.c) or a macro it compares the
	 * field with (model.c find_settings()). */
	const struct user_setting *usr;
	unsigned nusr;
	struct usr_field {
		uint32_t field;		/* node.field */
		unsigned idx;		/* into usr */
		uint8_t bits;		/* the field's width (a bit-field's
					 * own), 0 if not known */
		bool is_unsigned, is_bool;	/* its type: the setting's
						 * value converts to it */
		int param_of;		/* a parameter's setting: 1 + the
					 * function of the parameter (its
					 * value only where the function
					 * never changes it), else 0 */
		char *slot;		/* a field's member (walk.c
					 * field_slot(): "struct Tag_.n",
					 * however the setting names its
					 * type), NULL for others */
	} *usr_fields;
	unsigned nusr_fields;
	/* per configured setting (usr, or NULL): 1 where it gives a loop a
	 * count the settings model holds no setting for (a countdown's
	 * parameter, 'while (n--)'): it applies all the same */
	unsigned char *usr_counted;
	/* Configured settings of function pointer members
	 * ('vorbis_func_residue.forward = res2_forward', 'f | g' for
	 * several): the member (field_slot(): "vorbis_func_residue.forward")
	 * and the functions it holds, "f|g"; check.c names the calls through
	 * it "*N@member\x1ff|g" (callgraph.c CALL_FNS, add_indirect()). */
	struct usr_slot {
		char *slot;
		const char *fns;	/* the setting's name */
		unsigned idx;		/* into usr */
	} *usr_slots;
	unsigned nusr_slots;
	/* The integer constants calls pass for parameters configured
	 * settings name ('output_to_PCM(format) = 1'; walk.c usr_args()):
	 * the parameter's type as a usr_field's (field 0), the call node and
	 * the value passed, unconverted.  check.c reports those the setting
	 * contradicts (model_usr_arg_clash()). */
	struct usr_arg {
		struct usr_field uf;
		int call;
		int64_t v;
	} *usr_args;
	unsigned nusr_args;
	int64_t *usr_val;		/* nusr entries, by index */
	uint8_t *usr_known;		/* nusr entries: usr_val[i] is known */
	int64_t *usr_mask;		/* the same for the masks */
	uint8_t *usr_mknown;
	/* The divides model_mark_copies() found recomputing an earlier one
	 * of their function from an earlier statement: {the earlier's node,
	 * the copy's root}, sorted by the earlier's.  One finding prices
	 * both; it names the copies' lines (rule_report()). */
	/* Calls through an element of a table of functions the unit
	 * initializes ('decoder_table[frame->header.layer - 1](stream,
	 * frame)': libmad's three layers' decoders; walk.c table_call()):
	 * the call node, the node of its index and the table's functions in
	 * order, "f|g|h".  check.c names the call's function where the
	 * configured settings give the index (model_usr_int()). */
	struct tab_call {
		int call, index;
		char *fns;
	} *tab_calls;
	unsigned ntab_calls;
	/* The NK_IF nodes with a condition, in order (model_index_ifs()):
	 * what model_null_arm() and model_param_arm() look through; NULL
	 * when not made (every node is looked at) */
	int *ifs;
	unsigned nifs;
	struct model_recomp {
		int orig, copy;
	} *recomps;
	unsigned nrecomps;
};

void model_release(struct model *m);

/* Make model.ifs.  After the walk. */
void model_index_ifs(struct model *m);

/* Does configured parameter setting a.uf.idx give another value than the
 * constant call a passes, both converted to the parameter's type (the
 * setting names a value the unit resolves: a number, an enumerator, a
 * macro it defines)?  *want gets the setting's value, *passed the call's. */
bool model_usr_arg_clash(const struct model *m, const struct usr_arg *a,
			 int64_t *want, int64_t *passed);

/* The value configured settings give expression node c, whole (a field,
 * a sum, difference or product of such and constants): false if they do
 * not give all of it. */
bool model_usr_int(const struct model *m, int c, int64_t *v);

/* The value a configured setting gives member argument 'arg' of call
 * node ci whole ('f(x, st->count_lost)'), plus the argument's offset:
 * false if none does. */
bool model_usr_member_arg(const struct model *m, int ci, unsigned arg,
			  int64_t *v);

/* The value a configured setting ('frame(n) = 160') gives parameter
 * 'name' of function f, which f never changes: false if none does. */
bool model_usr_param(const struct model *m, int f, const char *name,
		     int64_t *v);

/* Does every path from node w reach node i as far as the ifs at node
 * 'from' or after go: each if before w whose arm holds w holds i in the
 * same arm (i past every arm: w is in no if arm at all)? */
bool model_same_arms(const struct model *m, int from, int w, int i);

/* Are nodes a and b never on one path through their function (its ifs
 * from node 'from' on): the two arms of one if-else, or the code of two
 * labels of one switch that no fall-through joins ('case
 * LONG_START_SEQUENCE:' after 'case ONLY_LONG_SEQUENCE: ...; break;')? */
bool model_exclusive(const struct model *m, int from, int a, int b);

/* The first node of [from, to) that writes the variable called name (a
 * store, a step, a declaration with a value), or -1. */
int model_write_in(const struct model *m, const char *name, int from, int to);

/* The end of the body of the outermost switch whose body starts at node i
 * (its nodes are [i, end)), or -1. */
int model_switch_end(const struct model *m, int i);

/* The index in model.switches of that switch, or -1. */
int model_switch_at(const struct model *m, int i);

/* The index of the first case label at node i or after it (model.labels
 * are in order), nlabels if none. */
unsigned model_label_from(const struct model *m, int i);

/*
 * Fall-through ladders: a switch whose labels (at least LADDER_MIN of
 * them) each fall into the next, 'switch (order) { case 32: sum += c[31]
 * * d[i-32]; case 31: ... case 1: sum += c[0] * d[i-1]; }' -- a loop over
 * the taps unrolled by hand (flac's LPC filters); labels stacked on one
 * piece of code count once.  Node i is in such a ladder above its last
 * label, and that last label's code, which every entry of the ladder
 * reaches, holds the same operation (kind, operator, name, the types of
 * the result and the operands, which operands are constants): the
 * ladder's struct model_ladder, else false.  Label k of the ladder runs
 * only when the switch enters at one of the labels down to it.
 */
enum { LADDER_MIN = 4 };
struct model_ladder {
	unsigned label;		/* node i's label (index in m->labels) */
	unsigned sink;		/* the ladder's last label */
	unsigned above;		/* labels from the ladder's first to i's */
	unsigned total;		/* labels of the ladder */
	int sink_node;		/* the same operation in the sink's code */
	unsigned line;		/* the switch's line */
};
bool model_ladder_of(const struct model *m, int i, struct model_ladder *out);

/* Normalised text of a byte range: whitespace and comments collapsed so
 * that re-indentation does not change it.  Caller frees. */
char *model_text(const struct model *m, unsigned file, unsigned begin,
		 unsigned end);
/* Short quoted form of a node's own text for messages ("a / b"). */
char *model_node_text(const struct model *m, const struct node *n);

/*
 * Executions of node n per call of its function: the product of the trip
 * counts of its loops.  Unknown trip counts are assumed: the innermost
 * unknown loop runs assumed_trip times, each enclosing unknown loop
 * model_outer_trip(assumed_trip) times (4 for 100), and all assumed factors together
 * at most assumed_trip squared; a bound from an array extent or the header
 * is kept when smaller.  *constant is set false when any factor was
 * assumed.
 */
uint64_t model_exec_count(const struct model *m, int loop,
			  uint64_t assumed_trip, bool *constant);

/* How a count was obtained, weakest factor first. */
enum trip_basis { TRIP_CONSTANT, TRIP_PROFILE, TRIP_ASSUMED };

/* model_exec_count() that also tells whether profiled counts were used:
 * *basis is TRIP_ASSUMED if any factor was assumed, else TRIP_PROFILE if
 * any was profiled, else TRIP_CONSTANT. */
uint64_t model_exec_count_basis(const struct model *m, int loop,
				uint64_t assumed_trip, enum trip_basis *basis);

/* Loop l runs at most t times: a bound (its count stays assumed below it,
 * trip_upper), kept when tighter than the one it has. */
static inline void model_loop_at_most(struct loop *l, uint64_t t)
{
	if (!l->trip_bounded || t < l->trip) {
		l->trip = t;
		l->trip_bounded = l->trip_upper = true;
	}
}

/* Does loop l make fewer than two passes per entry, as a profile measured
 * or a '// tmopt: trip' comment declares: no pass follows another, and no
 * loop rule or loop idiom applies (vorbis's 'for (i = 1; i < ch; i++)')? */
static inline bool model_loop_single_pass(const struct loop *l)
{
	return l->trip_profiled && !l->trip_known && l->trip < 2;
}

/* The count of a loop from 'start' to 'bound' by 'step' that runs while
 * the variable compares 'cmp' (MOP_LT ... MOP_NE) with the bound: false if
 * it has none (a step the wrong way, a '!=' the steps jump over, values
 * beyond 2^62). */
static inline bool mop_trip_count(int64_t start, int64_t bound, int64_t step,
				  int cmp, uint64_t *trips)
{
	int64_t s = start, b = bound, d = step, span, t = -1;
	const int64_t lim = INT64_MAX / 4;

	if (!d || __builtin_sub_overflow(b, s, &span) || span > lim ||
	    span < -lim || d > lim || d < -lim)
		return false;
	switch (cmp) {
	case MOP_LT:
		if (d > 0)
			t = span > 0 ? (span + d - 1) / d : 0;
		break;
	case MOP_LE:
		if (d > 0)
			t = span >= 0 ? span / d + 1 : 0;
		break;
	case MOP_GT:
		if (d < 0)
			t = span < 0 ? (-span + (-d) - 1) / (-d) : 0;
		break;
	case MOP_GE:
		if (d < 0)
			t = span <= 0 ? -span / (-d) + 1 : 0;
		break;
	case MOP_NE:
		if (span % d == 0 && span / d >= 0)
			t = span / d;
		break;
	default:
		break;
	}
	if (t < 0)
		return false;
	*trips = (uint64_t)t;
	return true;
}

/* The most passes of a loop from a start in [slo, shi] to a bound in [blo,
 * bhi] (the count is monotonic in each end: the four corners), *exact when
 * every start and bound gives the same; false if a corner has no count, or
 * for an unsigned counter (uns) if a value is negative (converted, it is
 * huge: 'i < end' with end -1) or a count down to 0 or below never ends
 * ('i >= start' with start 0). */
/* The values of -(x) for x in [*lo, *hi] when neg: false on overflow. */
static inline bool mop_neg_range(bool neg, int64_t *lo, int64_t *hi)
{
	int64_t l = *lo;

	if (!neg)
		return true;
	if (l == INT64_MIN || *hi == INT64_MIN)
		return false;
	*lo = -*hi;
	*hi = -l;
	return true;
}

static inline bool mop_trip_most(int64_t slo, int64_t shi, int64_t blo,
				 int64_t bhi, int64_t step, int cmp, bool uns,
				 uint64_t *most, bool *exact)
{
	const int64_t s[2] = { slo, shi }, b[2] = { blo, bhi };
	uint64_t t, lo = UINT64_MAX, hi = 0;

	if (uns && (slo < 0 || blo < 0 || (cmp == MOP_GE && blo <= 0) ||
		    shi > UINT32_MAX || bhi > UINT32_MAX))
		return false;

	for (unsigned i = 0; i < 4; i++) {
		if (!mop_trip_count(s[i & 1], b[i >> 1], step, cmp, &t))
			return false;
		lo = t < lo ? t : lo;
		hi = t > hi ? t : hi;
	}
	*most = hi;
	*exact = lo == hi;
	return true;
}

/*
 * Counts from the callers: a loop whose start or bound is a parameter of
 * a static function (loop.param_name) runs as often as the arguments the
 * function's calls pass make it, when the function's address is not taken
 * (every call is a direct one of this unit), the function never writes
 * the parameter and every call passes a constant, or a parameter of its
 * own caller that is known so ('lsp_quant(q, cdbk, 64, order)' from a
 * function called with 10), each plus a constant.  One count for every
 * call: the loop's count is constant (trip_known); different ones: the
 * largest (trip_callers, still assumed).  A body that moves the induction
 * variable or leaves the loop leaves the count a bound, as for a header
 * of constants.  Called once the unit is walked, before model_mark_once().
 */
void model_caller_trips(struct model *m);

/* The variable of index expression idx, v or v plus or minus a constant
 * (*off; opus's 'P[k + 1]'): its NK_REF node, or NULL. */
static inline const struct node *model_index_var(const struct model *m,
						 const struct node *idx,
						 int64_t *off)
{
	*off = 0;
	if (idx->kind == NK_BINARY && (idx->op == MOP_ADD || idx->op == MOP_SUB) &&
	    idx->rhs.is_const && idx->lhs.node >= 0 &&
	    idx->rhs.ival > -65536 && idx->rhs.ival < 65536) {
		*off = idx->op == MOP_ADD ? idx->rhs.ival : -idx->rhs.ival;
		idx = &m->nodes[idx->lhs.node];
	} else if (idx->kind == NK_BINARY && idx->op == MOP_ADD &&
		   idx->lhs.is_const && idx->rhs.node >= 0 &&
		   idx->lhs.ival > -65536 && idx->lhs.ival < 65536) {
		*off = idx->lhs.ival;
		idx = &m->nodes[idx->rhs.node];
	}
	return idx->kind == NK_REF && idx->name ? idx : NULL;
}

/*
 * Is loop l a tail: from a start computed at run time up to a constant end
 * that bounds its count, 'for (j = sblimit; j < SBLIMIT; j++)' (twolame's
 * clearing of the subbands above the limit), 'for (i = n; i <= 8; i++)'
 * in a triangular nest?  Such a loop runs anywhere from 0 to the bound's
 * count; the model assumes half of it (model_loop_trip()).  The count
 * stays assumed; the bound itself stays what bounds (loop.trip).
 */
static inline bool model_loop_tail(const struct loop *l)
{
	return l->trip_bounded && !l->trip_known && !l->trip_profiled &&
	       !l->trip_callers && !l->start_known && l->tail_start &&
	       l->bound_known &&
	       !l->bound_var && l->step_known && l->step > 0 && l->bound > 0 &&
	       (l->cmp == MOP_LT || l->cmp == MOP_LE) && l->trip > 1;
}

/* Is node j in an arm of a '?:' or the right operand of '&&' or '||' of
 * its expression: run on some evaluations only?  (Inline: the walker
 * asks it too, without the analysis.) */
static inline bool model_conditional_operand(const struct model *m, int j)
{
	for (int c = j, p = m->nodes[j].parent; p >= 0;
	     c = p, p = m->nodes[p].parent) {
		const struct node *a = &m->nodes[p];
		if (a->kind == NK_IF || a->kind == NK_DECL)
			return false;
		if (a->kind == NK_COND && c != a->cond)
			return true;
		if (a->kind == NK_BINARY && (a->op == MOP_LAND ||
		    a->op == MOP_LOR) && c != a->lhs.node)
			return true;
	}
	return false;
}

/* Is loop l counted half the bound a shift's width gives its variable
 * (loop.shift_bits), no other bound being lower? */
static inline bool model_loop_shift_half(const struct loop *l)
{
	return l->shift_bits && l->trip_bounded && !l->trip_known &&
	       !l->trip_profiled && !l->trip_callers &&
	       l->trip == l->shift_bits;
}

/*
 * Extents from the callers: a loop of a static function whose address the
 * unit does not take, counting its variable up by 1 from a start of at
 * least 0, that indexes a pointer parameter with it on every iteration
 * ('index[i] = 0' in faad2's delta_modulo_decode), runs at most as many
 * times as the largest array a call passes for that parameter has
 * elements, when every call of the unit passes an array of known extent
 * ('ps->ipd_index[env]', an int8_t[17]): a bound, the count stays assumed.
 * After model_caller_trips().
 */
void model_caller_extents(struct model *m);

/*
 * Partitions: a for loop stepping its variable by 1 from A[k] to below
 * A[k + 1] -- A the same expression, k the induction variable of the loop
 * around it, the start or the bound possibly a local set from such an
 * expression in that loop before this one ('ml1 = lim[k]; ml2 = lim[k +
 * 1]; for (m = ml1; m < ml2; m++)', 'M * eBands[i]' to 'M * eBands[i +
 * 1]') -- covers over all passes of its parent one range once: the bands
 * of a table of band edges.  An assumed count of it is then the
 * assumption over all of them, divided by its parent's passes (faad2's
 * limiter bands, opus's CELT bands), not multiplied by them.
 */
void model_mark_partitions(struct model *m);

/* Mark NF_COPY the subtrees that repeat an earlier subtree of their full
 * expression node for node, spelled at the same bytes of the source (a
 * macro argument expanded twice), with no assignment, step, call or
 * volatile access in either nor between them.  Rules skip them: one
 * finding, one cost, per construct. */
void model_mark_copies(struct model *m);

/*
 * Bounds from clamps: a for loop stepping by 1 from a constant to a local
 * or parameter v that the loop does not write runs at most as many times
 * as v's largest value where the loop starts, when the writes of v before
 * it (in order: an assignment at the loop's level sets the range, one in
 * an if arm may or may not run, a clamp 'if (N > 10) N = 10;' cuts it; a
 * constant, v plus, minus, times or divided by a constant) bound it:
 * speex's 'N = complexity; if (N > 10) N = 10; N = (2 * N) / 3; ... for
 * (i = 0; i < N; i++)' runs at most 6 times (trip_bounded: a bound, the
 * count stays assumed).
 */
void model_clamp_bounds(struct model *m);

/*
 * Triangular nests: a loop one end of which is an enclosing loop's
 * counter plus a constant, the other a constant (loop.outer_var), runs at
 * most as many times as that counter's extreme value makes it, once the
 * enclosing loop's count is known or bounded -- by an array's extent, the
 * callers' arguments or a clamp, after the walk (opus's 'for (n = k; n >
 * 1; n--)' inside 'for (k = 1; k < dd; k++)', dd bounded by the callers'
 * P[9]: at most 7 passes).  A bound: the count stays assumed.  After
 * model_clamp_bounds().
 */
void model_outer_bounds(struct model *m);

/*
 * Appends: a loop every pass of which stores through 'A[c++]' (or
 * '++c'), A an array of E elements and c a local or a member that only
 * increments write from an enclosing loop's entry on, no call given its
 * base pointer: the passes of the nest from that loop down are at most E
 * together, else an index leaves A (flac's apodizations: 'for (m = 0; m <
 * tukey_parts; m++) ... apodizations[num_apodizations++] ...' in a
 * 'while (1)' over the specification: 32 in all, not 10 x 31).  A bound
 * on the count (loop.append_cap), which model_loop_trip_nest() shares
 * out.  After model_outer_bounds().
 */
void model_append_caps(struct model *m);

/*
 * Objects of static storage no pointer can reach: a 'static' array or
 * structure of the file, or a static local, whose every use in the unit is
 * indexed ('T[i]') or a member of it, never its address taken, passed,
 * assigned or offset (vorbis's 'FLOOR1_fromdB_LOOKUP[256]'): their
 * declarations get NF_UNESCAPED.  A name two such objects share counts
 * for both.
 */
void model_mark_unescaped(struct model *m);

/*
 * Bounds from guards: a for loop from a constant to below a local v, in an
 * arm of an if whose condition bounds v ('v < K', 'n + v < K' with n
 * unsigned, '&&' of such; an else arm of their failing: flac's 'else if
 * (num_apodizations + tukey_parts < 32) for (m = 0; m < tukey_parts;
 * m++)'), v neither declared anew nor written from the if on: at most the
 * guard's passes (trip_bounded: a bound, the count stays assumed).
 * Before model_outer_bounds().
 */
void model_guard_bounds(struct model *m);

/* The trip count the model uses for loop l (profiled, constant, bounded,
 * half a tail's bound, or assumed_trip). */
uint64_t model_loop_trip(const struct loop *l, uint64_t assumed_trip);

/* Loop l's count when it is a triangular nest on the loop around of
 * unknown count (loop.tri_parent) with a guessed count of its own: half
 * the parent's passes as the nest rule counts them; 0 otherwise. */
uint64_t model_loop_tri_half(const struct model *m, int l,
			     uint64_t assumed_trip);

/* The index of call node ci's first record in m->call_args (sorted by
 * call), or where it would be: its records follow while .call is ci. */
unsigned model_call_arg_first(const struct model *m, int ci);

/* 1 + the length of the string literal call node ci passes as argument
 * 'arg', or 0 when it passes anything else. */
unsigned model_call_strlen(const struct model *m, int ci, unsigned arg);

/* The characters of the string literal call node ci passes as argument
 * 'arg' up to its first NUL, or NULL (not a literal, or longer than
 * STR_TEXT_MAX). */
const char *model_call_strtext(const struct model *m, int ci, unsigned arg);
#define STR_TEXT_MAX 256

/* Node i in a case of a switch on the character string walk li is at
 * ('while (*format) { switch (*format) { case 'S': ... } format++; }',
 * loop.str_param): that case's characters, with those of the cases that
 * fall into it, into out (at most cap - 1 of them, NUL-terminated);
 * false when i is in no such case, or in one a default label or a range
 * reaches.  Each pass is at another character of the string, so the
 * case runs at most as often as the string holds its characters.
 * *groups gets the switch's groups of labels (labels stacked on one
 * piece of code count once, a default too): the cases a string whose
 * characters are not known shares its passes among. */
bool model_walk_cases(const struct model *m, int li, int i, char *out,
		      size_t cap, unsigned *groups);

/* Does call node ci pass, as argument 'arg', a pointer that C does not
 * let be null: an address ('&x', '&a[i]'), an array, a string literal,
 * pointer arithmetic ('work + n', 'v->pcm[i] + k': undefined on a null
 * pointer)? */
bool model_call_arg_nonnull(const struct model *m, int ci, unsigned arg);

/* Is argument 'arg' of call node ci a local integer variable whose one
 * reaching write is the assignment of a constant ('len =
 * FLAC__STREAM_METADATA_CUESHEET_TRACK_NUMBER_LEN / 8; ...
 * unpack_uint32_(buffer, len);')?  That write is the last before the call
 * in the body's order, on every path to it (in no if arm, switch or loop
 * the call is not in, no label between), and no write after the call in
 * a loop around both comes round to it; the local's address is taken
 * nowhere.  *v the constant. */
bool model_arg_reaching_const(const struct model *m, int ci, unsigned arg,
			      int64_t *v);

/* Is name a local integer variable whose one write reaching node at is the
 * assignment of a constant (or its declaration's), as for
 * model_arg_reaching_const()?  around is the innermost loop that runs at
 * again and again (-1: none): the write must be in it, and no write after
 * at in it may come round, but for those in loop entered (-1: none), whose
 * entry at is.  *v the constant. */
/* Is argument 'arg' of call node ci the address of a local integer
 * ('&y0') whose nearest write before the call is a constant, as
 * model_local_const_at() takes it, the address taken there alone?  *v:
 * the constant, what the callee finds behind its pointer. */
bool model_arg_addr_const(const struct model *m, int ci, unsigned arg,
			  int64_t *v);

bool model_local_const_at(const struct model *m, int at, int around,
			  int entered, const char *name, int64_t *v);

/* The parameter of node i's function whose being a null pointer is the
 * only way node i runs: i is in the then-arm of 'if (!p)' or 'if (p ==
 * NULL)', or the else-arm of 'if (p)' or 'if (p != NULL)', p a pointer
 * parameter the function never writes.  Its index (0 the first), *ifn
 * the if node, *name its name; -1 if none. */
int model_null_arm(const struct model *m, int i, int *ifn, const char **name);

/* Node i in an arm of an if of its function whose condition, or a conjunct
 * of its '&&' (for the then-arm), a disjunct of its '||' (for the else-arm),
 * compares an integer parameter the function never changes with a
 * constant ('if (count_lost && pitch > subframe_offset)'): the outermost
 * such if, its arm (0 then, 1 else), the parameter's index and name and
 * the test as 'param op k' with the values the parameter's type holds.
 * The run's calls decide whether that arm runs (callgraph_ints()). */
struct model_parm {
	int ifn;
	unsigned arm;
	int idx;
	const char *name;
	unsigned char op;
	int64_t k, lo, hi;
};
bool model_param_arm(const struct model *m, int i, struct model_parm *p);

/* Does 'v op k' (op a comparison, enum mop) hold for every v of [lo, hi]
 * (1), for none (0), or for some only (-1)? */
int model_test_range(unsigned op, int64_t k, int64_t lo, int64_t hi);

/* The nodes of call node ci's arguments, in order, into args (at most
 * max); returns their number.  An argument that made no node (a string
 * literal) is not among them. */
unsigned model_call_args(const struct model *m, int ci, int *args,
			 unsigned max);

/* The same by position: args[k] is the node of argument k, or -1 for one
 * that made no node (a literal); the first max positions.  Returns one
 * past the last position that has a node. */
unsigned model_call_args_at(const struct model *m, int ci, int *args,
			    unsigned max);

/* Is declaration d restrict: qualified so, or its text says restrict (a
 * macro such as RESTRICT or __restrict that expands to nothing here, or
 * 'float x[restrict]', whose qualifier libclang does not show)?  Either
 * way the author meant it. */
bool model_decl_restrict(const struct model *m, const struct node *d);

/* May a store of type s change an object read with type l, by C's
 * effective types?  Qualifiers and signedness do not matter; a character
 * type aliases anything; any two pointers may. */
bool model_may_alias(struct mtype s, struct mtype l);

/* Does the address of function func's local object 'name' leave its
 * subscripts and members ('p = buf', 'f(buf)', '&buf[2]')?  Then a pointer
 * may reach it; true when func is -1. */
bool model_address_escapes(const struct model *m, int func, const char *name);

/* The same, for what pointers may reach while loop l runs: an escape
 * after the loop and the loops around it ('use(wt)' once 'wt' is filled)
 * comes too late, unless a label lets a goto run the loop again. */
bool model_address_escapes_by(const struct model *m, int func,
			      const char *name, int l);

/* Can local pointer 'ptr' of function func not hold the address of its
 * local object 'obj' while loop l runs: ptr is set only before the loops
 * around l, and obj's address leaves nowhere before them (twolame's 'mem =
 * glopts->p3mem' before the loop whose FFT call takes 'sample')? */
bool model_set_before_escape(const struct model *m, int func,
			     const char *ptr, const char *obj, int l);

/* The first declaration of name in function func (a parameter, a local,
 * a static local), or -1 (func -1: none). */
int model_decl_of(const struct model *m, int func, const char *name);
/* ... among nodes [from, to) (a function still being walked: to is
 * model.nnodes), -1 if none. */
int model_decl_in(const struct model *m, unsigned from, unsigned to,
		  const char *name);

/* The only declaration of name in function func, or -1: none (a global),
 * or several (one shadows another: a match by spelling could mix them). */
int model_sole_decl(const struct model *m, int func, const char *name);

/* The node that uses node i's value, past the conversions around it (-1:
 * none, a statement of its own); *c: the outermost of those conversions
 * (i itself if none). */
int model_user(const struct model *m, int i, int *c);

/* The next reference to variable name in function func from node *at on
 * (*at starts at the function's first node and moves past it): returns
 * the reference and sets *c to the outermost conversion around it (the
 * reference itself if none) and *user to the node using that (-1: none,
 * a statement of its own); -1 when there is no more. */
int model_next_use(const struct model *m, int func, const char *name,
		   int *at, int *c, int *user);

/* Is node i in the body of a switch that starts within [from, i): code
 * that runs for some cases only? */
bool model_in_switch(const struct model *m, int from, int i);

/* Does the unit take the address of the function called name (listed in
 * addr_taken as it is)? */
bool model_name_taken(const struct model *m, const char *name);

/* Node i through conversions: the index of the operand converted (i when
 * it is no conversion; -1 stays -1). */
static inline int model_skip_conv(const struct model *m, int i)
{
	while (i >= 0 && m->nodes[i].kind == NK_CONV)
		i = m->nodes[i].lhs.node;
	return i;
}

/* The node under node i's conversions, NULL if none: i is -1, or a
 * conversion wraps a constant ('(double)0', whose operand is no node). */
static inline const struct node *model_unconv(const struct model *m, int i)
{
	i = i >= 0 ? model_skip_conv(m, i) : -1;
	return i >= 0 ? &m->nodes[i] : NULL;
}

/* Does loop l's parameter bound (loop.param_name) still hold what the
 * calls pass when the loop runs: the function writes it nowhere but in
 * the loop's own countdown, and takes no address of the loop's counter? */
bool model_loop_param_kept(const struct model *m, const struct loop *l);

/* Is name a stream's count of channels: in lower case without '_', one
 * of 'channels', 'nchannels', 'numchannels', 'nbchannels', 'chans',
 * 'nchans', 'numchans', 'nch', 'nchan', 'channelcount', with or without a
 * side after it, 'in', 'out' or 'api' ('num_channels_in', 'nChannelsAPI')?
 * Not a part of the channels ('num_lfe_channels', 'num_back_channels': 0
 * in a stereo stream), a coded count that may differ from the input's
 * ('nChannelsInternal': opus codes stereo as mono at low rates), a
 * stream count ('nb_streams'), nor an index ('ch', 'channel'). */
static inline bool model_channel_count_name(const char *name)
{
	static const char *const counts[] = { "channels", "nchannels",
		"numchannels", "nbchannels", "chans", "nchans", "numchans",
		"nch", "nchan", "channelcount", NULL };
	static const char *const sides[] = { "in", "out", "api", "" };
	char low[48];
	size_t n = 0;

	for (const char *p = name; p && *p; p++) {
		if (*p == '_')
			continue;
		if (n + 1 >= sizeof low)
			return false;
		low[n++] = (char)(*p >= 'A' && *p <= 'Z' ? *p - 'A' + 'a' : *p);
	}
	low[n] = '\0';
	for (unsigned s = 0; name && s < sizeof sides / sizeof sides[0]; s++) {
		size_t k = strlen(sides[s]);
		if (n < k || strcmp(low + n - k, sides[s]))
			continue;
		for (unsigned c = 0; counts[c]; c++)
			if (strlen(counts[c]) == n - k &&
			    !strncmp(low, counts[c], n - k))
				return true;
	}
	return false;
}

/* Is node n's address taken: its parent '&' ('&x', '&s.f')? */
static inline bool model_addr_of(const struct model *m, const struct node *n)
{
	return n->parent >= 0 && m->nodes[n->parent].kind == NK_UNARY &&
	       m->nodes[n->parent].op == MOP_ADDROF;
}

/* The writes of parameter 'name' in function f: -1 if its address is
 * taken or a local of that name shadows it, else how many references
 * store into it, the last at *last (if not NULL; -1: none).  (Inline: the
 * parse module, which links no model.c, asks it too.) */
static inline int model_param_stores(const struct model *m, int f,
				     const char *name, int *last)
{
	const struct function *fn = &m->funcs[f];
	int stores = 0;

	if (last)
		*last = -1;
	for (int i = fn->first_node; i < fn->last_node; i++) {
		const struct node *n = &m->nodes[i];
		if (!n->name || strcmp(n->name, name))
			continue;
		if (n->kind == NK_DECL && !(n->flags & NF_PARAM))
			return -1;
		if (n->kind == NK_REF && model_addr_of(m, n))
			return -1;
		if (n->kind == NK_REF && (n->flags & NF_STORE)) {
			stores++;
			if (last)
				*last = i;
		}
	}
	return stores;
}

/* The switch whose condition's top node is c, -1 if none. */
static inline int model_switch_of(const struct model *m, int c)
{
	for (unsigned s = 0; c >= 0 && s < m->nswitches; s++)
		if (m->switches[s].cond == c)
			return (int)s;
	return -1;
}

/* Does function f leave parameter 'name' as it was passed: no write, no
 * address taken, no local of that name to shadow it? */
static inline bool model_param_fixed(const struct model *m, int f,
				     const char *name)
{
	return model_param_stores(m, f, name, NULL) == 0;
}

/* Does a node of [from, to) take the address of variable name ('&name')? */
static inline bool model_name_addr_taken(const struct model *m,
					 const char *name, int from, int to)
{
	for (int i = from; i < to; i++)
		if (m->nodes[i].kind == NK_REF && m->nodes[i].name &&
		    !strcmp(m->nodes[i].name, name) && model_addr_of(m, &m->nodes[i]))
			return true;
	return false;
}

/* Is the address of the variable called name taken anywhere in function
 * func ('&i', 'float **pp = &destin;')?  True when func is -1. */
static inline bool model_var_addr_taken(const struct model *m, int func,
					const char *name)
{
	if (func < 0)
		return true;
	for (int at = m->funcs[func].first_node, i, c, u;
	     (i = model_next_use(m, func, name, &at, &c, &u)) >= 0;)
		if (model_addr_of(m, &m->nodes[i]))
			return true;
	return false;
}

/* The position of function f's parameter called name among its
 * parameters, from the nodes of f before 'end' (m->nnodes while f is
 * walked, its last_node after), or -1. */
static inline int model_param_index(const struct model *m, int f,
				    const char *name, int end)
{
	int k = 0;

	for (int i = m->funcs[f].first_node; i < end; i++) {
		const struct node *d = &m->nodes[i];
		if (d->kind != NK_DECL || !(d->flags & NF_PARAM) || d->func != f)
			continue;
		if (d->name && !strcmp(d->name, name))
			return k;
		k++;
	}
	return -1;
}

/* Are nodes a and b written alike in the source? */
bool model_text_equal(const struct model *m, int a, int b);

/* Index the unit's file-scope declarations (once it is walked). */
void model_index_globals(struct model *m);

/* The file-scope declaration of name (the last of its name in the unit),
 * or -1. */
int model_global_decl(const struct model *m, const char *name);

/* The NK_DECL nodes of fn's parameters, in order, into decls (at most
 * max); returns their number. */
unsigned model_param_decls(const struct model *m, const struct function *fn,
			   int *decls, unsigned max);

/* The inline helper (function.inline_leaf) that call node n calls, with
 * its body in this translation unit, or NULL.  The loop model replays a
 * helper of at most MODEL_INLINE_MAX_NODES nodes in place of the call
 * (ddg.c inline_call()); a larger one stays one operation. */
#define MODEL_INLINE_MAX_NODES 512

/* What a loop's bound is named (loop.named).  Counted without a better
 * count (a profile, the run's calls, a smaller bound) at
 * model_named_trip(), whatever --assumed-trip says: channels 2, the
 * usual stereo stream; an order 8, a dimension 4, a frame 2048 -- what
 * the profiles of the nine code bases of docs/precision.md measured for
 * such loops (40 order loops of flac and speex: 7.6 to 10; 25 dimension
 * loops of vorbis and speex: 2 to 9; 10 frame loops of faad2, flac,
 * opus and wavpack: 8 of them 1,024 to 4,105, within 4x of 2048, where
 * 100 had 1). */
enum loop_named { NAMED_NONE, NAMED_CHANNELS, NAMED_ORDER, NAMED_DIM,
		  NAMED_FRAME, NAMED_LINKS };
#define MODEL_CHANNELS 2
#define MODEL_LINKS 1	/* a chained stream's links: an ordinary file has one */
#define MODEL_ORDER 8
#define MODEL_DIM 4
#define MODEL_FRAME 2048
uint64_t model_named_trip(enum loop_named k);
/* Does loop l, whose count its bound's name gives, run from a constant
 * start above 0 up to it by 1 ('for (i = 1; i < ch; i++)'): the passes
 * left are counted (model_named_count())? */
bool model_named_from_start(const struct loop *l);
/* The count loop l's bound's name gives, times its scale, over its step
 * ('i += 64' over a frame: 32), at least 1; 0 if none. */
uint64_t model_named_count(const struct loop *l);

/* Does loop l, of a guessed count, leave before its bound on what it
 * reads or computes: a counter its header sets and tests, a break or a
 * non-error return in the body or data tested in the header, no bound
 * the calls, a member, an array or an enclosing counter gives?  It makes
 * a few passes (model_loop_trip()). */
bool model_loop_leaves_early(const struct loop *l);
/* Is loop l counted at what its bound's name gives (not a smaller bound,
 * a constant, a profile or its callers' count)? */
bool model_loop_named_count(const struct loop *l, uint64_t assumed_trip);
const struct function *model_inline_callee(const struct model *m,
					   const struct node *n);

/* Is the divisor of divide or modulo node n a power of two, a constant
 * 2^k or by its form '1u << k' (openjpeg's 'x % (1U << rpx)')?  Any
 * compiler divides by it with a shift (a remainder: a mask); *known_k
 * (if not NULL) says whether k is a constant. */
bool model_divisor_pow2(const struct model *m, const struct node *n,
			bool *known_k);

/* Is operand o a constant whose reciprocal is exact, a power of two (2,
 * 0.5, 16.0)?  A compiler then multiplies by the reciprocal instead of
 * dividing: the same result in IEEE arithmetic. */
bool model_exact_reciprocal(const struct operand *o);

/* Is only the low 32-bit word of 64-bit integer node n's value used?  Its
 * value goes, through 64-bit adds, subtracts, multiplies, bitwise
 * operations, negations and left shifts (as the shifted operand), into a
 * conversion to a 16- or 32-bit integer, a mask with a zero high word or
 * the offset or index of a (32-bit) pointer: '(uint32_t)((color &
 * 0xffffff) * 4222244071ull) >> 21', libwebp's palette hash, '((x + (x >>
 * 19)) * 0x39c5fba7ull) & 0xffffffffu', 'io->a + row_offset * io->width'
 * with an int64_t row_offset.  The low word of those
 * operations depends only on the low words of their operands: any
 * compiler computes them in 32 bits (a conversion to an 8-bit type may be
 * one to _Bool, a test of the whole value: not counted).  The caller
 * checks n's own operation (a left shift by a variable count is not a
 * 32-bit shift: '1ull << 40' has a zero low word). */
bool model_low_word_only(const struct model *m, const struct node *n);

/* Is the high word of 64-bit integer node i known to be zero: an unsigned
 * 32-bit value widened, or a mask with a zero high word ('... &
 * 0xffffffffu')?  A right shift of it by a constant is a 32-bit shift. */
bool model_high_word_zero(const struct model *m, int i);

/* Does node i of loop l run on every iteration of l: not inside an arm of
 * an if, a ?: or a short-circuit operator within l? */
bool model_loop_runs_always(const struct model *m, int l, int i);
/* Is NK_IF j's then arm taken for one value of its loop's counter only
 * ('if (i == order - 1)' in a 'for' over i that steps i only in its
 * header): once per entry of the loop (ONCE_BREAK, mark_counter_match())? */
bool model_counter_arm(const struct model *m, int j);
/* Does loop l count as an innermost loop of unknown count does: a guess of
 * more than model_outer_trip() passes, or at least the assumed trip by its
 * bound's name (a frame's 2048)?  A loop around it counts as an enclosing
 * one (nest_trip()); a function that has one is looping code for the calls
 * (check.c long_guesses()). */
bool model_loop_long(const struct loop *l, uint64_t assumed_trip);

/* Is node i, within loop l, an arm of a '?:' or the right operand of a
 * '&&' or '||' (at any depth up to l's first node)?  The expression half
 * of model_loop_runs_always(). */
bool model_in_lazy_operand(const struct model *m, int l, int i);

/*
 * Blocks that run at most once, however often the code around them runs:
 * - once-guarded blocks, 'if (!st->tables_done) { ...; st->tables_done =
 *   1; }' (lazy table set-up in a per-frame function: lame's resampler,
 *   opus's tonality analysis): an if whose condition tests a flag for zero
 *   ('!f', 'f == 0') and whose then-arm sets it to a non-zero constant
 *   ('f' tested true and cleared: 'if (first) { first = 0; ... }' alike),
 *   where the flag persists across calls (a struct field, a global or a
 *   static local) and no code of the translation unit writes it otherwise
 *   (no other value, no ++, -=, no address taken): once per stream
 *   (ONCE_GUARD; the rules report it as set-up code);
 * - change-guarded blocks, 'if (mh->decoder_change) { rebuild(mh); }'
 *   where rebuild() ends with 'mh->decoder_change = 0' (mpg123's decoder
 *   update), or the then-arm lowers the flag itself; a condition 'f',
 *   'f != 0', 'f > k' or 'f >= k' (k > 0) of a flag that the unit only
 *   ever assigns constants, one of them 0, reached from a parameter the
 *   function does not write or a global; with '&&' one operand, with '||'
 *   every operand such a flag; an '&&' whose right operand lowers the
 *   flag its left tests ('f && update(st) < 0') alike.  The flag is
 *   lowered on every path of the block (error returns aside), directly
 *   or by a call at the block's top level to a function of the unit
 *   whose body does at its own top level, through the parameter the call
 *   passes the flag's root to.  The block runs once per raise of the flag
 *   -- a change of settings or stream format -- and is set-up code
 *   (ONCE_CHANGE);
 * - optional report blocks, 'if (fr->pinfo) { fr->pinfo->sfbits[gr][0] =
 *   part2bits; ... }' and 'if (fr->pinfo) fill_pinfo_side(fr, ...)'
 *   (mpg123's and lame's frame-analyser data): an if whose condition
 *   tests a pointer field for non-null ('p->f', 'p->f != NULL', with
 *   '&&' one operand), a field the unit only ever assigns NULL or a
 *   parameter (the application's structure, handed in through the API),
 *   whose then-arm has no effect but stores through that field: its other
 *   stores are to variables declared in it, and its calls are of
 *   functions of the unit without calls whose stores all go through the
 *   same field of the argument the call passes the field's root as (or
 *   to their own locals).  The block exists to fill a structure that
 *   the application asks for, such as a frame analyser's, and runs only
 *   then: it is treated as set-up code (ONCE_HOOK);
 * - if arms that end with 'return' (once per call of the function) or
 *   with a 'break' of the loop around the if (once per entry of that
 *   loop): a search's 'if (found) { ...; return; }' (ONCE_RETURN,
 *   ONCE_BREAK).
 * Marks the arms' nodes (node.once, the outermost block's) and the loops
 * directly in them (loop.once); counts of code inside stop at the block
 * (model_exec_count_basis(), loop_exec_level()).  Called once the
 * translation unit is walked.
 */
void model_mark_once(struct model *m);

/* Is node c the condition of a guard against NaN and degenerate values
 * (ONCE_NAN): a negated floating-point range, '!(sum > EPSILON && sum <
 * 64)', a negated ordering against a degenerate constant (0, an epsilon
 * of at most 1e-6, a bound of at least 1e6: '!(E < 1e9f)'), or negated
 * orderings or-ed with isnan() tests, '!(E < 1e9f) || celt_isnan(E)'?  A
 * plain 'sum <= EPSILON' is no such guard: only the negation's NaN case
 * tells the writer's intent; nor is a single negated ordering against a
 * variable ('!(v < thr)', a soft clipper's knee, a sort's swap test). */
bool model_nan_guard(const struct model *m, int c);

/*
 * Periodic arms: an if in a loop whose condition holds one pass in K of
 * a counter that steps by one, 'if (++seek_count % 10 == 0)' (a progress
 * dot every tenth seek), 'if ((i & 7) == 0)', '!(n++ % 64)': the arm's
 * nodes of that loop (node.period) and the loops directly in the arm
 * (loop.period) run one pass in K.  The counter is stepped in the
 * condition itself (true once in K evaluations, whatever the code
 * around), or it is the loop's induction variable stepped by 1 or -1.
 * Called once the translation unit is walked, after model_mark_once().
 */
void model_mark_periodic(struct model *m);

/* The divisor of node k's executions when it runs at loop level 'at'
 * (loop_exec_level()): its arms' period when 'at' is its own loop, else
 * 1 (hoisted or once-guarded code is counted otherwise). */
static inline unsigned model_node_period(const struct model *m, int k, int at)
{
	const struct node *n = &m->nodes[k];

	return n->period > 1 && at >= 0 && at == n->loop && !n->once ?
	       n->period : 1;
}

/* Is node i of loop l in a block that runs at most once per run of l
 * (model_mark_once(): a once-guarded block or an arm that leaves, whose
 * if is inside l)?  Its operations are no per-iteration cost of l. */
static inline bool model_once_in(const struct model *m, int l, int i)
{
	const struct node *n = &m->nodes[i];

	return n->once && n->once_if >= m->loops[l].first_node &&
	       n->once_if < m->loops[l].last_node;
}

/* What makes arm [from, to) of NK_IF ifn an error path (ONCE_ERROR): the
 * node, at the arm's top level (not in a further if, switch or loop of
 * it) and at its end (after it a few operations at most, no call, no
 * loop: not a log line before the arm's own work), that counts an error (an increment by one of a variable or member
 * whose name says 'err': 'wpc->crc_errors++', not 'err += d' of a
 * quantiser's error sum) or reports one (abort(), exit(), 'fprintf(stderr,
 * ...)', a function named for errors, warnings or fatal conditions called
 * with a message: 'error("bad header")'); -1 if none. */
int model_error_marker(const struct model *m, int ifn, int from, int to);

/* The call whose failure the then-arm of NK_IF ifn handles (an error path,
 * ONCE_ERROR), or -1.  The condition tests a status for failure ('x', 'x
 * != 0', 'x < 0', 'x == -1', '!p' of a pointer): a call's result, or a
 * local whose nearest write before the test, in the same loop, set it from
 * a call ('ret = silk_Decode(...); if (ret)').  And the arm, at its top
 * level, ends with an error return (walk.c's error_return(): 'return -1',
 * 'return NULL', a negative constant) or holds an if-else one arm of which
 * does ('if (lost_flag) { ...conceal... } else return
 * OPUS_INTERNAL_ERROR;'): it handles a failure, as compilers' static
 * branch prediction takes it (a call's error return is unlikely). */
int model_status_call(const struct model *m, int ifn);

/* Is name that of set-up code by default ('main', '*_init', '*_new',
 * option parsing, teardown: the list of rule_name_cold())? */
bool model_setup_name(const char *name);

/* Is the last word of name (split at '_', digits and case changes) init,
 * new, create, alloc, setup, open, finish, destroy, delete, free, close or
 * deinit ('NeAACDecOpen', 'WavpackPackInit', 'FLAC__MD5Init'; not a first
 * word: 'open_loop_nbest_pitch')?  Set-up code for rule_func_cold() when
 * no code of its file calls it in a loop; not for the settings model
 * (find_settings() takes model_setup_name()'s defaults only). */
bool model_setup_word(const char *name);

/* When function name runs if its words name a rare request (NULL if they
 * do not): a seek ('ov_pcm_seek_page', 'WavpackSeekSample64',
 * 'seek_to_absolute_sample_'; not 'fseek_wrapper_', a bit reader's
 * 'bitstream_seek_bits', a 'seek_table', nor a predicate 'can_seek' or
 * 'seek_pending') runs once per request of the application, a concealment
 * ('silk_PLC_conceal', 'error_concealment', a last word 'lost' after
 * 'decode': 'celt_decode_lost'; not 'is_packet_lost' nor 'lostSync') only
 * for a packet the stream lost -- as rarely as set-up code: the nine code
 * bases' 44 seek functions ran at most 0.03 times a frame in their
 * measured workloads, their 5 concealments never (docs/precision.md, the
 * thirty-fifth draw).  The text says when ("once per seek, not per
 * frame").  Set-up code for rule_name_cold(), not for
 * model_setup_name(): what it writes is no default setting. */
const char *model_rare_name(const char *name);

/* Is function f of m teardown by its name and its work: a name that ends
 * like a reset, '*_clear', '*_end', '*_done' or '*_reset' (names left out
 * of model_setup_name(): bit buffers and range coders are cleared per
 * frame), that frees memory -- it calls free() or a '*_free' wrapper
 * (vorbis's vorbis_dsp_clear, _vp_psy_clear and drft_clear, faad2's
 * filter_bank_end: each measured at most 0.07 runs per frame)? */
bool model_teardown_func(const struct model *m, int f);

/* The setting (model.settings) whose value decides the outcome of the
 * test at node c ('st->vbr', '!st->vbr', 'glopts->quickmode == TRUE',
 * 'flag != 0', the left operand of '&&' of one of these), or NULL if no
 * setting does; *holds: whether the test holds with the setting's
 * default. */
/* Is node n in a block that a configured setting does not run: an arm of a
 * test, a case of a switch or what follows a switch that the settings
 * decide the other way (ONCE_OPTION of a setting of model.usr), or an arm
 * no call of the unit takes with them (ONCE_DEAD)? */
bool model_once_usr(const struct model *m, const struct node *n);
/* The arm no call of the unit takes (model.dead_arms) of if node guard,
 * NULL if none. */
const struct dead_arm *model_dead_arm_of(const struct model *m, int guard);
/* Is the guard of a ONCE_OPTION block a switch's condition (a case, or
 * what follows the switch), not an if or an '&&'? */
bool model_guard_is_switch(const struct model *m, int guard);
/* The setting that decides the ONCE_OPTION block of guard: the switch's
 * value, or the test of the if or of the '&&' (*holds its outcome). */
const struct model_setting *model_guard_setting(const struct model *m,
						int guard, bool *holds);
const struct model_setting *model_setting_test(const struct model *m, int c,
					       bool *holds);

/* The once- or change-guarded block (once_setup(), its NK_IF) that loop
 * l runs in, directly or through enclosing loops, or -1. */
int model_loop_once(const struct model *m, int l);

/* The index of the first loop of m that starts at node 'node' or after
 * it (loops are stored in the order they start); nloops if none. */
unsigned model_loop_from(const struct model *m, int node);

/* Does loop l of m hold no other loop?  (Loops are stored in pre-order:
 * l's descendants follow it with greater depth.) */
bool model_loop_innermost(const struct model *m, int l);

/* The assumed trip count of a loop around a loop of unknown count: the
 * cube root of assumed_trip, rounded down (4 for 100).  Measured over the
 * nine code bases of the precision review, a nest of two unknown loops
 * ran a fifth of 10 x 100 times at the median; with 4 x 100, 55% of the
 * warnings counted with an assumed trip are within 4x of the profiles'
 * counts, with 10 x 100 49%. */
uint64_t model_outer_trip(uint64_t assumed_trip);

/* The trip count of loop l of m as the counts of its nest use it: an
 * assumed count is assumed_trip for a loop with no assumed loop inside,
 * model_outer_trip(assumed_trip) for one around such loops, and the assumed counts of
 * a nest together at most assumed_trip squared (model.c).  A loop's count
 * depends only on it and its ancestors. */
uint64_t model_loop_trip_nest(const struct model *m, int l,
			      uint64_t assumed_trip);

/* Is node i a reference to the variable called name? */
static inline bool model_is_ref(const struct model *m, int i, const char *name)
{
	return i >= 0 && m->nodes[i].kind == NK_REF && m->nodes[i].name &&
	       name && !strcmp(m->nodes[i].name, name);
}

/* Is line the header line of a loop directly inside loop l (in its file)?
 * Its count is that loop's condition's, not l's body's ('for (j = 0;
 * ...)': the init belongs to l). */
static inline bool model_inner_header(const struct model *m, int l,
				      unsigned line)
{
	const struct loop *lp = &m->loops[l];

	for (unsigned k = (unsigned)l + 1; k < m->nloops &&
	     m->loops[k].first_node < lp->last_node; k++)
		if (m->loops[k].parent == l && m->loops[k].line == line &&
		    m->loops[k].file == lp->file)
			return true;
	return false;
}

/* The first node of expression node i's subtree (its operands, and a
 * conditional's condition, precede it): nodes [model_sub_first(), i].
 * A node the walker recorded no subtree for is its own subtree. */
static inline int model_sub_first(const struct model *m, int i)
{
	int f = i >= 0 ? m->nodes[i].sub_first : -1;

	return f >= 0 && f <= i ? f : i;
}

/* Is n an if whose arms do nothing: no operation, call, store, loop,
 * exit, declaration or volatile access ('if (VERBOSE3) debug3(...)' with
 * the debug macro compiled out to '((void)0)')?  Every compiler drops
 * the branch: no jump for the loop model, nothing for missed-guard. */
static inline bool model_if_empty(const struct node *n)
{
	return n->kind == NK_IF && !n->arm_ops[0] && !n->arm_ops[1] &&
	       !(n->arm_flags & (ARM_CALL | ARM_VOLATILE | ARM_LOOP | ARM_EXIT |
				 ARM_STORE | ARM_DECL));
}

/* Is t a 64-bit integer, a double (or long double), a float? */
static inline bool mt_is_int64(struct mtype t)
{
	return t.kind == MT_INT && t.bits == 64;
}
static inline bool mt_is_double(struct mtype t)
{
	return t.kind == MT_FLOAT && t.bits > 32;
}
static inline bool mt_is_float(struct mtype t)
{
	return t.kind == MT_FLOAT && t.bits == 32;
}
static inline bool mt_is_int(struct mtype t)
{
	return t.kind == MT_INT;
}

#endif
