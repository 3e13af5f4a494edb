/*
 * machdesc.c: load, check and convert a machine description file.
 *
 * A machine file (machdesc/<target>.yaml, reference in docs/machdesc.md) is
 * read in three passes over the same bytes:
 *
 *   1. yamlload.c's locator records the line of every key and value by its
 *      path ("ops.alu.latency", "units[2].count").  This pass also rejects
 *      what is not YAML, a document that is not a mapping, duplicate keys
 *      and flags that are not true or false (check_flag() below).  Before
 *      pass 2, yl_check_integers() rejects integers not written as plain
 *      decimals (libcyaml would read "010" as 8, "6.9" as 6, "-1" as the
 *      maximum).
 *   2. libcyaml loads the bytes into "raw" structures with a schema; unknown
 *      keys, missing keys and malformed numbers are rejected here, and
 *      yamlload.c turns libcyaml's log into a path and the path into a line
 *      (cyaml_detail() below words the errors of this format).
 *   3. The raw structures are checked (unit references, counts, cache
 *      geometry and facts, custom op classes and slots, the loop-model
 *      keys) and converted into the immutable struct machine.  Keys added
 *      after the first files (jump_delay_slots, unroll_default, addressing,
 *      taken_jump_stall, caches.l1i, the cache facts, custom op
 *      issue_slots/latency/recovery) are optional, so older files load.
 *
 * "custom_ops" is a mapping whose keys (the operation names) are data, while
 * a libcyaml schema names every key it accepts.  Pass 1 therefore collects
 * the names (collect_custom() below) and pass 2 loads with a copy of the
 * schema whose "custom_ops" mapping has one field per collected name, so the
 * entries get libcyaml's checks and the same located errors as the rest.
 *
 * Every error is one string "path:line: message" naming the key.  The
 * descriptions are tiny (a few hundred lines), so clarity beats speed.
 */
#include "machdesc.h"
#include "datadir.h"
#include "yamlload.h"

#include <cyaml/cyaml.h>

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>


/* ---- names ------------------------------------------------------------ */

/* One list per enum: the YAML key of each member, in enum order. */
#define MD_OPCLASS_LIST(X) \
	X(MD_OP_CONST, "const") X(MD_OP_ALU, "alu") X(MD_OP_SHIFT, "shift") \
	X(MD_OP_DSPALU, "dspalu") X(MD_OP_DSPMUL, "dspmul") \
	X(MD_OP_IMUL, "imul") X(MD_OP_FALU, "falu") X(MD_OP_FMUL, "fmul") \
	X(MD_OP_FCOMP, "fcomp") X(MD_OP_FDIV, "fdiv") X(MD_OP_FSQRT, "fsqrt") \
	X(MD_OP_LOAD, "load") X(MD_OP_STORE, "store") X(MD_OP_BRANCH, "branch")

#define MD_EMUL_LIST(X) \
	X(MD_EMU_IDIV, "idiv") X(MD_EMU_UDIV, "udiv") X(MD_EMU_IMOD, "imod") \
	X(MD_EMU_UMOD, "umod") X(MD_EMU_I64DIV, "i64div") \
	X(MD_EMU_U64DIV, "u64div") X(MD_EMU_I64MOD, "i64mod") \
	X(MD_EMU_U64MOD, "u64mod") X(MD_EMU_I64ADD, "i64add") \
	X(MD_EMU_I64MUL, "i64mul") X(MD_EMU_I64SHIFT, "i64shift") \
	X(MD_EMU_I64CMP, "i64cmp") X(MD_EMU_F64ADD, "f64add") \
	X(MD_EMU_F64MUL, "f64mul") X(MD_EMU_F64DIV, "f64div") \
	X(MD_EMU_F64CMP, "f64cmp") X(MD_EMU_F64CONV, "f64conv") \
	X(MD_EMU_F64MATH, "f64math") X(MD_EMU_F32MATH, "f32math") \
	X(MD_EMU_SIGNED_POW2_DIV, "sdiv_pow2") \
	X(MD_EMU_F64ROUND, "f64round") X(MD_EMU_F64SQRT, "f64sqrt")

/* Emulated operations a file may leave out (added after the first files):
 * they then cost what f64math costs. */
static bool emul_optional(int e)
{
	return e == MD_EMU_F64ROUND || e == MD_EMU_F64SQRT;
}

#define MD_NAME_ENTRY(e, s) [e] = s,
static const char *const opclass_names[MD_OP__COUNT] = {
	MD_OPCLASS_LIST(MD_NAME_ENTRY)
};
static const char *const emul_names[MD_EMU__COUNT] = {
	MD_EMUL_LIST(MD_NAME_ENTRY)
};

const char *md_opclass_name(enum md_opclass c)
{
	return (unsigned)c < MD_OP__COUNT ? opclass_names[c] : "?";
}

int md_opclass_from_name(const char *name)
{
	for (int i = 0; i < MD_OP__COUNT; i++)
		if (strcmp(opclass_names[i], name) == 0)
			return i;
	return -1;
}

const char *md_emul_name(enum md_emul e)
{
	return (unsigned)e < MD_EMU__COUNT ? emul_names[e] : "?";
}

int md_emul_from_name(const char *name)
{
	for (int i = 0; i < MD_EMU__COUNT; i++)
		if (strcmp(emul_names[i], name) == 0)
			return i;
	return -1;
}

/* ---- raw structures and the cyaml schema ------------------------------ */

struct raw_unit {
	char *name;
	unsigned count;
	unsigned *slots;
	unsigned slots_count;
	bool estimated;
};

struct raw_op {
	char *unit;
	unsigned latency;
	unsigned recovery;
	bool estimated;
};

/* Pointers: NULL when the key is absent, so "present: false" needs no more. */
struct raw_cache {
	bool *present;
	unsigned *size;
	unsigned *ways;
	unsigned *line;
	unsigned *hit_cycles;
	bool *estimated;
	unsigned *fast_lines;
	unsigned *slow_hit_cycles;
	unsigned *banks;
	bool *double_line_fetch;
	bool *write_allocate_no_fetch;
	unsigned *refill_bytes;
	unsigned *prefetch_regions;
	unsigned *prefetch_max_pending;
	unsigned *fetch_align;
};

struct raw_caches {
	struct raw_cache l1d;
	struct raw_cache l2;
	struct raw_cache *l1i;		/* NULL: not described */
};

struct raw_emul {
	char *routine;
	unsigned cycles;
	bool estimated;
};

struct raw_custom {
	char *class;
	bool estimated;
	unsigned *issue_slots;
	unsigned *latency;
	unsigned *recovery;
};

/* "addressing": which load/store address forms the ISA has. */
struct raw_addressing {
	bool displacement;
	bool index;
	bool scaled_index;
	bool *unaligned;
	bool *estimated;
};

struct raw_md {
	char *name;
	char *description;
	unsigned clock_mhz;
	bool clock_estimated;
	unsigned issue_slots;
	char *triple;
	struct raw_unit *units;
	unsigned units_count;
	struct raw_op ops[MD_OP__COUNT];
	unsigned branch_cycles;
	bool branch_estimated;
	unsigned call_cycles;
	bool call_estimated;
	struct raw_caches caches;
	unsigned memory_cycles;
	bool memory_estimated;
	struct raw_emul emul[MD_EMU__COUNT];
	struct raw_custom *custom;	/* NULL: no custom_ops key */
	/* Optional (added later; defaults in docs/machdesc.md). */
	unsigned *jump_delay_slots;
	bool *jump_estimated;
	unsigned *unroll_default;
	bool *unroll_estimated;
	struct raw_addressing *addressing;
	unsigned *taken_jump_stall;
	bool *taken_jump_estimated;
};

static const cyaml_schema_value_t slot_entry = {
	CYAML_VALUE_UINT(CYAML_FLAG_DEFAULT, unsigned),
};

static const cyaml_schema_field_t unit_fields[] = {
	CYAML_FIELD_STRING_PTR("name", CYAML_FLAG_POINTER, struct raw_unit,
			       name, 1, CYAML_UNLIMITED),
	CYAML_FIELD_UINT("count", CYAML_FLAG_DEFAULT, struct raw_unit, count),
	CYAML_FIELD_SEQUENCE("slots", CYAML_FLAG_POINTER | CYAML_FLAG_FLOW,
			     struct raw_unit, slots, &slot_entry, 1,
			     CYAML_UNLIMITED),
	CYAML_FIELD_BOOL("estimated", CYAML_FLAG_DEFAULT, struct raw_unit,
			 estimated),
	CYAML_FIELD_END
};

static const cyaml_schema_value_t unit_entry = {
	CYAML_VALUE_MAPPING(CYAML_FLAG_DEFAULT, struct raw_unit, unit_fields),
};

static const cyaml_schema_field_t op_fields[] = {
	CYAML_FIELD_STRING_PTR("unit", CYAML_FLAG_POINTER, struct raw_op, unit,
			       1, CYAML_UNLIMITED),
	CYAML_FIELD_UINT("latency", CYAML_FLAG_DEFAULT, struct raw_op, latency),
	CYAML_FIELD_UINT("recovery", CYAML_FLAG_DEFAULT, struct raw_op,
			 recovery),
	CYAML_FIELD_BOOL("estimated", CYAML_FLAG_DEFAULT, struct raw_op,
			 estimated),
	CYAML_FIELD_END
};

/* "ops" is a mapping whose keys are the op class names, each an element of
 * raw_md.ops[]: one field per class, at its offset in the array. */
#define MD_OP_FIELD(e, s)                                                  \
	{ .key = s, .data_offset = (e) * sizeof(struct raw_op),            \
	  .value = { CYAML_VALUE_MAPPING(CYAML_FLAG_DEFAULT, struct raw_op, \
					 op_fields) } },
static const cyaml_schema_field_t ops_fields[] = {
	MD_OPCLASS_LIST(MD_OP_FIELD)
	CYAML_FIELD_END
};

static const cyaml_schema_field_t cache_fields[] = {
	CYAML_FIELD_BOOL_PTR("present", CYAML_FLAG_OPTIONAL, struct raw_cache,
			     present),
	CYAML_FIELD_UINT_PTR("size", CYAML_FLAG_OPTIONAL, struct raw_cache,
			     size),
	CYAML_FIELD_UINT_PTR("ways", CYAML_FLAG_OPTIONAL, struct raw_cache,
			     ways),
	CYAML_FIELD_UINT_PTR("line", CYAML_FLAG_OPTIONAL, struct raw_cache,
			     line),
	CYAML_FIELD_UINT_PTR("hit_cycles", CYAML_FLAG_OPTIONAL,
			     struct raw_cache, hit_cycles),
	CYAML_FIELD_BOOL_PTR("estimated", CYAML_FLAG_OPTIONAL,
			     struct raw_cache, estimated),
	CYAML_FIELD_UINT_PTR("fast_lines", CYAML_FLAG_OPTIONAL,
			     struct raw_cache, fast_lines),
	CYAML_FIELD_UINT_PTR("slow_hit_cycles", CYAML_FLAG_OPTIONAL,
			     struct raw_cache, slow_hit_cycles),
	CYAML_FIELD_UINT_PTR("banks", CYAML_FLAG_OPTIONAL, struct raw_cache,
			     banks),
	CYAML_FIELD_BOOL_PTR("double_line_fetch", CYAML_FLAG_OPTIONAL,
			     struct raw_cache, double_line_fetch),
	CYAML_FIELD_BOOL_PTR("write_allocate_no_fetch", CYAML_FLAG_OPTIONAL,
			     struct raw_cache, write_allocate_no_fetch),
	CYAML_FIELD_UINT_PTR("refill_bytes", CYAML_FLAG_OPTIONAL,
			     struct raw_cache, refill_bytes),
	CYAML_FIELD_UINT_PTR("prefetch_regions", CYAML_FLAG_OPTIONAL,
			     struct raw_cache, prefetch_regions),
	CYAML_FIELD_UINT_PTR("prefetch_max_pending", CYAML_FLAG_OPTIONAL,
			     struct raw_cache, prefetch_max_pending),
	CYAML_FIELD_UINT_PTR("fetch_align", CYAML_FLAG_OPTIONAL,
			     struct raw_cache, fetch_align),
	CYAML_FIELD_END
};

static const cyaml_schema_field_t caches_fields[] = {
	CYAML_FIELD_MAPPING("l1d", CYAML_FLAG_DEFAULT, struct raw_caches, l1d,
			    cache_fields),
	CYAML_FIELD_MAPPING("l2", CYAML_FLAG_DEFAULT, struct raw_caches, l2,
			    cache_fields),
	CYAML_FIELD_MAPPING_PTR("l1i", CYAML_FLAG_POINTER | CYAML_FLAG_OPTIONAL,
				struct raw_caches, l1i, cache_fields),
	CYAML_FIELD_END
};

static const cyaml_schema_field_t emul_fields[] = {
	CYAML_FIELD_STRING_PTR("routine", CYAML_FLAG_POINTER, struct raw_emul,
			       routine, 1, CYAML_UNLIMITED),
	CYAML_FIELD_UINT("cycles", CYAML_FLAG_DEFAULT, struct raw_emul, cycles),
	CYAML_FIELD_BOOL("estimated", CYAML_FLAG_DEFAULT, struct raw_emul,
			 estimated),
	CYAML_FIELD_END
};

#define MD_EMUL_FIELD(e, s)                                                 \
	{ .key = s, .data_offset = (e) * sizeof(struct raw_emul),           \
	  .value = { CYAML_VALUE_MAPPING((e) == MD_EMU_F64ROUND ||          \
					 (e) == MD_EMU_F64SQRT ?            \
					 CYAML_FLAG_OPTIONAL :              \
					 CYAML_FLAG_DEFAULT, struct raw_emul, \
					 emul_fields) } },
static const cyaml_schema_field_t emuls_fields[] = {
	MD_EMUL_LIST(MD_EMUL_FIELD)
	CYAML_FIELD_END
};

static const cyaml_schema_field_t custom_fields[] = {
	CYAML_FIELD_STRING_PTR("class", CYAML_FLAG_POINTER, struct raw_custom,
			       class, 1, CYAML_UNLIMITED),
	CYAML_FIELD_BOOL("estimated", CYAML_FLAG_DEFAULT, struct raw_custom,
			 estimated),
	CYAML_FIELD_UINT_PTR("issue_slots", CYAML_FLAG_OPTIONAL,
			     struct raw_custom, issue_slots),
	CYAML_FIELD_UINT_PTR("latency", CYAML_FLAG_OPTIONAL, struct raw_custom,
			     latency),
	CYAML_FIELD_UINT_PTR("recovery", CYAML_FLAG_OPTIONAL,
			     struct raw_custom, recovery),
	CYAML_FIELD_END
};

static const cyaml_schema_field_t addressing_fields[] = {
	CYAML_FIELD_BOOL("displacement", CYAML_FLAG_DEFAULT,
			 struct raw_addressing, displacement),
	CYAML_FIELD_BOOL("index", CYAML_FLAG_DEFAULT, struct raw_addressing,
			 index),
	CYAML_FIELD_BOOL("scaled_index", CYAML_FLAG_DEFAULT,
			 struct raw_addressing, scaled_index),
	CYAML_FIELD_BOOL_PTR("unaligned", CYAML_FLAG_OPTIONAL,
			     struct raw_addressing, unaligned),
	CYAML_FIELD_BOOL_PTR("estimated", CYAML_FLAG_OPTIONAL,
			     struct raw_addressing, estimated),
	CYAML_FIELD_END
};

/* The value of one "custom_ops" field: entry i of raw_md.custom[]. */
static const cyaml_schema_value_t custom_value = {
	CYAML_VALUE_MAPPING(CYAML_FLAG_DEFAULT, struct raw_custom,
			    custom_fields),
};

/* "custom_ops" is optional; its fields are filled in per file (load_schema). */
#define TOP_CUSTOM_KEY "custom_ops"

static const cyaml_schema_field_t top_fields[] = {
	CYAML_FIELD_STRING_PTR("name", CYAML_FLAG_POINTER, struct raw_md, name,
			       1, CYAML_UNLIMITED),
	CYAML_FIELD_STRING_PTR("description", CYAML_FLAG_POINTER,
			       struct raw_md, description, 1, CYAML_UNLIMITED),
	CYAML_FIELD_UINT("clock_mhz", CYAML_FLAG_DEFAULT, struct raw_md,
			 clock_mhz),
	CYAML_FIELD_BOOL("clock_estimated", CYAML_FLAG_DEFAULT, struct raw_md,
			 clock_estimated),
	CYAML_FIELD_UINT("issue_slots", CYAML_FLAG_DEFAULT, struct raw_md,
			 issue_slots),
	CYAML_FIELD_STRING_PTR("triple", CYAML_FLAG_POINTER, struct raw_md,
			       triple, 1, CYAML_UNLIMITED),
	CYAML_FIELD_SEQUENCE("units", CYAML_FLAG_POINTER, struct raw_md, units,
			     &unit_entry, 1, CYAML_UNLIMITED),
	{ .key = "ops", .data_offset = offsetof(struct raw_md, ops),
	  .value = { CYAML_VALUE_MAPPING(CYAML_FLAG_DEFAULT,
					 struct raw_op[MD_OP__COUNT],
					 ops_fields) } },
	CYAML_FIELD_UINT("branch_cycles", CYAML_FLAG_DEFAULT, struct raw_md,
			 branch_cycles),
	CYAML_FIELD_BOOL("branch_estimated", CYAML_FLAG_DEFAULT, struct raw_md,
			 branch_estimated),
	CYAML_FIELD_UINT("call_cycles", CYAML_FLAG_DEFAULT, struct raw_md,
			 call_cycles),
	CYAML_FIELD_BOOL("call_estimated", CYAML_FLAG_DEFAULT, struct raw_md,
			 call_estimated),
	CYAML_FIELD_MAPPING("caches", CYAML_FLAG_DEFAULT, struct raw_md, caches,
			    caches_fields),
	CYAML_FIELD_UINT_PTR("jump_delay_slots", CYAML_FLAG_OPTIONAL,
			     struct raw_md, jump_delay_slots),
	CYAML_FIELD_BOOL_PTR("jump_estimated", CYAML_FLAG_OPTIONAL,
			     struct raw_md, jump_estimated),
	CYAML_FIELD_UINT_PTR("unroll_default", CYAML_FLAG_OPTIONAL,
			     struct raw_md, unroll_default),
	CYAML_FIELD_BOOL_PTR("unroll_estimated", CYAML_FLAG_OPTIONAL,
			     struct raw_md, unroll_estimated),
	CYAML_FIELD_MAPPING_PTR("addressing", CYAML_FLAG_POINTER |
				CYAML_FLAG_OPTIONAL, struct raw_md, addressing,
				addressing_fields),
	CYAML_FIELD_UINT_PTR("taken_jump_stall", CYAML_FLAG_OPTIONAL,
			     struct raw_md, taken_jump_stall),
	CYAML_FIELD_BOOL_PTR("taken_jump_estimated", CYAML_FLAG_OPTIONAL,
			     struct raw_md, taken_jump_estimated),
	CYAML_FIELD_UINT("memory_cycles", CYAML_FLAG_DEFAULT, struct raw_md,
			 memory_cycles),
	CYAML_FIELD_BOOL("memory_estimated", CYAML_FLAG_DEFAULT, struct raw_md,
			 memory_estimated),
	{ .key = "emulated", .data_offset = offsetof(struct raw_md, emul),
	  .value = { CYAML_VALUE_MAPPING(CYAML_FLAG_DEFAULT,
					 struct raw_emul[MD_EMU__COUNT],
					 emuls_fields) } },
	{ .key = TOP_CUSTOM_KEY, .data_offset = offsetof(struct raw_md, custom),
	  .value = { CYAML_VALUE_MAPPING(CYAML_FLAG_POINTER |
					 CYAML_FLAG_OPTIONAL,
					 struct raw_custom, NULL) } },
	CYAML_FIELD_END
};

#define NTOP (sizeof top_fields / sizeof top_fields[0])

/* The schema of one file: top_fields with "custom_ops" given one field per
 * name that pass 1 found under it. */
struct load_schema {
	cyaml_schema_field_t top[NTOP];
	cyaml_schema_field_t *custom;	/* ncustom + 1 fields */
	cyaml_schema_value_t value;
};

/* Names of the keys of "custom_ops", in file order (pass 1). */
struct custom_names {
	char **name;
	unsigned *line;
	unsigned n, cap;
};

static void custom_names_release(struct custom_names *cn)
{
	for (unsigned i = 0; i < cn->n; i++)
		free(cn->name[i]);
	free(cn->name);
	free(cn->line);
}

/*
 * Build the schema of a file whose custom_ops keys are cn.  Returns 0, or
 * -1 when out of memory.  The fields borrow cn's names: release s before cn.
 */
static int schema_build(struct load_schema *s, const struct custom_names *cn)
{
	s->custom = calloc(cn->n + 1, sizeof *s->custom);
	if (!s->custom)
		return -1;
	for (unsigned i = 0; i < cn->n; i++) {
		s->custom[i].key = cn->name[i];
		s->custom[i].data_offset = i * sizeof(struct raw_custom);
		s->custom[i].value = custom_value;
	}
	memcpy(s->top, top_fields, sizeof s->top);
	for (size_t i = 0; i < NTOP; i++)
		if (s->top[i].key && !strcmp(s->top[i].key, TOP_CUSTOM_KEY)) {
			s->top[i].value.data_size = (cn->n ? cn->n : 1) *
						    sizeof(struct raw_custom);
			s->top[i].value.mapping.fields = s->custom;
		}
	s->value = (cyaml_schema_value_t){
		CYAML_VALUE_MAPPING(CYAML_FLAG_POINTER, struct raw_md, s->top),
	};
	return 0;
}

/* ---- pass 1: the locator, and flags checked on the way ---------------- */

/*
 * libcyaml reads any unknown word as true, so pass 1 checks the flags: keys
 * "estimated", "present" and "*_estimated", and the facts listed in
 * bool_paths[], take exactly true or false.
 */
static const char *const bool_paths[] = {
	"addressing.displacement", "addressing.index",
	"addressing.scaled_index", "addressing.unaligned",
	"caches.l1d.double_line_fetch", "caches.l2.double_line_fetch",
	"caches.l1i.double_line_fetch", "caches.l1d.write_allocate_no_fetch",
	"caches.l2.write_allocate_no_fetch",
	"caches.l1i.write_allocate_no_fetch",
};

static bool is_bool_key(const char *path, const char *key)
{
	size_t n = strlen(key);
	if (strcmp(key, "present") == 0 || (n >= 9 &&
	    strcmp(key + n - 9, "estimated") == 0))
		return true;
	for (size_t i = 0; i < sizeof bool_paths / sizeof bool_paths[0]; i++)
		if (strcmp(path, bool_paths[i]) == 0)
			return true;
	return false;
}

static bool is_bool_text(const char *v)
{
	return strcmp(v, "true") == 0 || strcmp(v, "false") == 0;
}

/* Pass 1's check of each value: flags take exactly true or false. */
static int check_flag(struct yaml_loader *ld, const struct yl_value *v)
{
	if (v->ev->type != YAML_SCALAR_EVENT || !is_bool_key(v->path, v->key))
		return 0;
	const char *text = (const char *)v->ev->data.scalar.value;
	if (is_bool_text(text))
		return 0;
	return yl_error(ld, v->line, "invalid value '%s' for '%s': expected "
			"true or false", text, v->path);
}

/* A custom op is called from C: its name must be an identifier. */
static bool is_identifier(const char *s)
{
	if (!(*s == '_' || (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z')))
		return false;
	for (; *s; s++)
		if (!(*s == '_' || (*s >= 'a' && *s <= 'z') ||
		      (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9')))
			return false;
	return true;
}

/*
 * Pass 1's hook: check_flag(), and the keys of "custom_ops" recorded in
 * ld->ctx (a struct custom_names).  A name that is not an identifier, or
 * that repeats another but for case, is an error here.
 */
static int collect_custom(struct yaml_loader *ld, const struct yl_value *v)
{
	struct custom_names *cn = ld->ctx;

	if (check_flag(ld, v))
		return -1;
	if (strcmp(v->parent, TOP_CUSTOM_KEY) != 0)
		return 0;
	unsigned line = yl_key_line(ld, v->path);
	if (!is_identifier(v->key))
		return yl_error(ld, line, "custom op '%s' in %s is not a C "
				"identifier", v->key, TOP_CUSTOM_KEY);
	for (unsigned i = 0; i < cn->n; i++)
		if (strcasecmp(cn->name[i], v->key) == 0)
			return yl_error(ld, line, "duplicate custom op '%s' in "
					"%s: names ignore case ('%s' at line "
					"%u)", v->key, TOP_CUSTOM_KEY,
					cn->name[i], cn->line[i]);
	if (cn->n == cn->cap) {
		unsigned cap = cn->cap ? 2 * cn->cap : 32;
		char **nn = realloc(cn->name, cap * sizeof *nn);
		if (nn)
			cn->name = nn;
		unsigned *nl = realloc(cn->line, cap * sizeof *nl);
		if (nl)
			cn->line = nl;
		if (!nn || !nl)
			return yl_error(ld, 0, "out of memory");
		cn->cap = cap;
	}
	cn->name[cn->n] = strdup(v->key);
	if (!cn->name[cn->n])
		return yl_error(ld, 0, "out of memory");
	cn->line[cn->n++] = line;
	return 0;
}

/* ---- pass 2: libcyaml, and its errors turned into file:line ------------ */

/* What the keys of the mapping at path are called in messages. */
static const char *key_kind(const char *path)
{
	if (strcmp(path, "ops") == 0)
		return "op class";
	if (strcmp(path, "emulated") == 0)
		return "emulated operation";
	if (strcmp(path, "caches") == 0)
		return "cache level";
	if (strcmp(path, TOP_CUSTOM_KEY) == 0)
		return "custom op";
	return "key";
}

/* libcyaml's event names in the words of docs/machdesc.md. */
static const char *node_kind(const char *event)
{
	if (strcmp(event, "SEQUENCE") == 0)
		return "a list";
	if (strcmp(event, "MAPPING") == 0)
		return "a mapping";
	if (strcmp(event, "SCALAR") == 0)
		return "a single value";
	return "another kind of value";
}

/*
 * libcyaml's failure e at path, other than an unknown or missing key, in
 * the words of docs/machdesc.md.  Returns -1 with ld->err set, or 0 for
 * the generic message.
 */
static int cyaml_detail(struct yaml_loader *ld, cyaml_err_t e,
			const char *path)
{
	char arg[128];
	unsigned line = yl_val_line(ld, path);

	if (yl_cyaml_arg(ld, "Invalid UINT value: ", arg, sizeof arg) ||
	    yl_cyaml_arg(ld, "Invalid uint64_t value: ", arg, sizeof arg) ||
	    yl_cyaml_arg(ld, "Invalid INT value: ", arg, sizeof arg))
		return yl_error(ld, line, "invalid value '%s' for '%s': "
				"expected a non-negative integer", arg, path);
	if (yl_cyaml_arg(ld, "Expecting ", arg, sizeof arg)) {
		char want[16] = "", got[16] = "";
		sscanf(arg, "%15[A-Z], got event: %15[A-Z]", want, got);
		return yl_error(ld, line, "expected %s for '%s', found %s",
				node_kind(want), yl_where(path),
				node_kind(got));
	}
	if (e == CYAML_ERR_STRING_LENGTH_MIN)
		return yl_error(ld, line, "empty string for '%s'", path);
	if (e == CYAML_ERR_SEQUENCE_ENTRIES_MIN)
		return yl_error(ld, line, "empty list for '%s'", path);
	if (e == CYAML_ERR_INVALID_VALUE || e == CYAML_ERR_UNEXPECTED_EVENT)
		return yl_error(ld, line, "wrong kind of value for '%s' (%s)",
				yl_where(path), e == CYAML_ERR_INVALID_VALUE ?
				"invalid value" : "expected another node type");
	return 0;
}

/* ---- pass 3: checks and conversion ------------------------------------ */

static bool is_pow2(unsigned x)
{
	return x && !(x & (x - 1));
}

/* 0 if v > 0, else a located "must be positive" error naming path. */
static int need_positive(struct yaml_loader *ld, const char *path, unsigned v)
{
	if (v > 0)
		return 0;
	return yl_error(ld, yl_val_line(ld, path),
			"'%s' must be greater than 0", path);
}

static int check_units(struct yaml_loader *ld, const struct raw_md *r)
{
	char p[96];

	if (r->issue_slots > 32)
		return yl_error(ld, yl_val_line(ld, "issue_slots"),
				"'issue_slots' %u is more than 32",
				r->issue_slots);
	for (unsigned i = 0; i < r->units_count; i++) {
		const struct raw_unit *u = &r->units[i];
		unsigned mask = 0;

		for (unsigned j = 0; j < i; j++)
			if (strcmp(r->units[j].name, u->name) == 0) {
				snprintf(p, sizeof p, "units[%u].name", i);
				return yl_error(ld, yl_val_line(ld, p),
						"duplicate unit '%s' in units",
						u->name);
			}
		snprintf(p, sizeof p, "units[%u].count", i);
		if (need_positive(ld, p, u->count))
			return -1;
		for (unsigned j = 0; j < u->slots_count; j++) {
			unsigned s = u->slots[j];
			snprintf(p, sizeof p, "units[%u].slots", i);
			if (s < 1 || s > r->issue_slots)
				return yl_error(ld, yl_val_line(ld, p),
						"slot %u of unit '%s' is outside "
						"1..%u (issue_slots)", s,
						u->name, r->issue_slots);
			if (mask & (1u << (s - 1)))
				return yl_error(ld, yl_val_line(ld, p),
						"slot %u listed twice for unit "
						"'%s'", s, u->name);
			mask |= 1u << (s - 1);
		}
		if (u->count > u->slots_count) {
			snprintf(p, sizeof p, "units[%u].count", i);
			return yl_error(ld, yl_val_line(ld, p),
					"unit '%s' has count %u but only %u "
					"slots", u->name, u->count,
					u->slots_count);
		}
	}
	return 0;
}

static int unit_index(const struct raw_md *r, const char *name)
{
	for (unsigned i = 0; i < r->units_count; i++)
		if (strcmp(r->units[i].name, name) == 0)
			return (int)i;
	return -1;
}

static int check_ops(struct yaml_loader *ld, const struct raw_md *r)
{
	char p[96];

	for (int c = 0; c < MD_OP__COUNT; c++) {
		const struct raw_op *o = &r->ops[c];
		snprintf(p, sizeof p, "ops.%s.unit", opclass_names[c]);
		if (unit_index(r, o->unit) < 0)
			return yl_error(ld, yl_val_line(ld, p),
					"unknown unit '%s' in '%s': no such "
					"entry in units", o->unit, p);
		snprintf(p, sizeof p, "ops.%s.latency", opclass_names[c]);
		if (need_positive(ld, p, o->latency))
			return -1;
		snprintf(p, sizeof p, "ops.%s.recovery", opclass_names[c]);
		if (need_positive(ld, p, o->recovery))
			return -1;
	}
	return 0;
}

/* An optional count of a cache level: 0 when absent, else > 0 at path. */
static int opt_count(struct yaml_loader *ld, const char *base, const char *key,
		     const unsigned *v, unsigned *out)
{
	char p[64];

	*out = 0;
	if (!v)
		return 0;
	snprintf(p, sizeof p, "%s.%s", base, key);
	if (need_positive(ld, p, *v))
		return -1;
	*out = *v;
	return 0;
}

/* The optional facts of a present cache level (after its geometry). */
static int check_cache_facts(struct yaml_loader *ld, const char *base,
			     const struct raw_cache *c, struct md_cache *out)
{
	char p[64];

	if (opt_count(ld, base, "fast_lines", c->fast_lines,
		      &out->fast_lines) ||
	    opt_count(ld, base, "slow_hit_cycles", c->slow_hit_cycles,
		      &out->slow_hit_cycles) ||
	    opt_count(ld, base, "banks", c->banks, &out->banks) ||
	    opt_count(ld, base, "refill_bytes", c->refill_bytes,
		      &out->refill_bytes) ||
	    opt_count(ld, base, "prefetch_regions", c->prefetch_regions,
		      &out->prefetch_regions) ||
	    opt_count(ld, base, "prefetch_max_pending",
		      c->prefetch_max_pending, &out->prefetch_max_pending) ||
	    opt_count(ld, base, "fetch_align", c->fetch_align,
		      &out->fetch_align))
		return -1;
	out->double_line_fetch = c->double_line_fetch && *c->double_line_fetch;
	out->write_allocate_no_fetch = c->write_allocate_no_fetch &&
				       *c->write_allocate_no_fetch;
	snprintf(p, sizeof p, "%s.fast_lines", base);
	if (out->fast_lines && out->fast_lines > out->size / out->line)
		return yl_error(ld, yl_val_line(ld, p), "'%s' %u is more than "
				"the %u lines of %s", p, out->fast_lines,
				out->size / out->line, base);
	snprintf(p, sizeof p, "%s.slow_hit_cycles", base);
	if (!out->fast_lines != !out->slow_hit_cycles)
		return yl_error(ld, yl_key_line(ld, base), "'%s.fast_lines' and "
				"'%s.slow_hit_cycles' go together", base, base);
	if (out->slow_hit_cycles && out->slow_hit_cycles < out->hit_cycles)
		return yl_error(ld, yl_val_line(ld, p), "'%s' %u is less than "
				"hit_cycles %u", p, out->slow_hit_cycles,
				out->hit_cycles);
	snprintf(p, sizeof p, "%s.banks", base);
	if (out->banks && !is_pow2(out->banks))
		return yl_error(ld, yl_val_line(ld, p), "'%s' %u is not a power "
				"of two", p, out->banks);
	snprintf(p, sizeof p, "%s.refill_bytes", base);
	if (out->refill_bytes && (out->refill_bytes > out->line ||
				  out->line % out->refill_bytes))
		return yl_error(ld, yl_val_line(ld, p), "'%s' %u does not divide "
				"the line (%u)", p, out->refill_bytes,
				out->line);
	snprintf(p, sizeof p, "%s.fetch_align", base);
	if (out->fetch_align && (!is_pow2(out->fetch_align) ||
				 out->fetch_align > out->line))
		return yl_error(ld, yl_val_line(ld, p), "'%s' %u is not a power "
				"of two up to the line (%u)", p,
				out->fetch_align, out->line);
	snprintf(p, sizeof p, "%s.prefetch_max_pending", base);
	if (out->prefetch_max_pending && !out->prefetch_regions)
		return yl_error(ld, yl_val_line(ld, p), "'%s' without "
				"'%s.prefetch_regions'", p, base);
	return 0;
}

/*
 * Check one cache level named lvl ("l1d") and convert it into *out.  The
 * instruction cache (need_hit false) has no load-to-use hit_cycles.
 */
static int check_cache(struct yaml_loader *ld, const char *lvl,
		       const struct raw_cache *c, struct md_cache *out,
		       bool need_hit)
{
	char base[32], p[64];
	const char *keys[] = { "size", "ways", "line", "hit_cycles",
			       "fast_lines", "slow_hit_cycles", "banks",
			       "refill_bytes", "prefetch_regions",
			       "prefetch_max_pending", "fetch_align",
			       "double_line_fetch", "write_allocate_no_fetch" };
	const void *vals[] = { c->size, c->ways, c->line, c->hit_cycles,
			       c->fast_lines, c->slow_hit_cycles, c->banks,
			       c->refill_bytes, c->prefetch_regions,
			       c->prefetch_max_pending, c->fetch_align,
			       c->double_line_fetch,
			       c->write_allocate_no_fetch };
	const int ngeom = need_hit ? 4 : 3;

	snprintf(base, sizeof base, "caches.%s", lvl);
	out->present = c->present ? *c->present : true;
	if (!out->present) {
		for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
			if (vals[i]) {
				snprintf(p, sizeof p, "%s.%s", base, keys[i]);
				return yl_error(ld, yl_key_line(ld, p),
						"key '%s' in %s is not allowed "
						"with 'present: false'",
						keys[i], base);
			}
		out->estimated = c->estimated && *c->estimated;
		return 0;
	}
	for (int i = 0; i < ngeom; i++) {
		snprintf(p, sizeof p, "%s.%s", base, keys[i]);
		if (!vals[i])
			return yl_error(ld, yl_key_line(ld, base),
					"missing key '%s' in %s", keys[i],
					base);
		if (need_positive(ld, p, *(const unsigned *)vals[i]))
			return -1;
	}
	if (!c->estimated)
		return yl_error(ld, yl_key_line(ld, base),
				"missing key 'estimated' in %s", base);
	out->size = *c->size;
	out->ways = *c->ways;
	out->line = *c->line;
	out->hit_cycles = c->hit_cycles ? *c->hit_cycles : 0;
	out->estimated = *c->estimated;
	snprintf(p, sizeof p, "%s.line", base);
	if (!is_pow2(out->line))
		return yl_error(ld, yl_val_line(ld, p),
				"'%s' %u is not a power of two", p, out->line);
	snprintf(p, sizeof p, "%s.size", base);
	unsigned long way_bytes = (unsigned long)out->ways * out->line;
	if (out->size % way_bytes || !is_pow2(out->size / way_bytes))
		return yl_error(ld, yl_val_line(ld, p),
				"'%s' %u is not ways (%u) x line (%u) x a "
				"power-of-two number of sets", p, out->size,
				out->ways, out->line);
	return check_cache_facts(ld, base, c, out);
}

/* The optional loop-model keys: counts greater than 0, a sane unroll. */
static int check_loop_keys(struct yaml_loader *ld, const struct raw_md *r)
{
	if (r->jump_delay_slots &&
	    need_positive(ld, "jump_delay_slots", *r->jump_delay_slots))
		return -1;
	if (r->taken_jump_stall &&
	    need_positive(ld, "taken_jump_stall", *r->taken_jump_stall))
		return -1;
	if (r->unroll_default &&
	    (need_positive(ld, "unroll_default", *r->unroll_default) ||
	     *r->unroll_default > 64))
		return *r->unroll_default > 64 ?
			yl_error(ld, yl_val_line(ld, "unroll_default"),
				 "'unroll_default' %u is more than 64",
				 *r->unroll_default) : -1;
	return 0;
}

static int check_emul(struct yaml_loader *ld, const struct raw_md *r)
{
	char p[96];

	for (int e = 0; e < MD_EMU__COUNT; e++) {
		if (emul_optional(e) && !r->emul[e].routine)
			continue;
		snprintf(p, sizeof p, "emulated.%s.cycles", emul_names[e]);
		if (need_positive(ld, p, r->emul[e].cycles))
			return -1;
	}
	return 0;
}

/* Each custom op names an op class. */
static int check_custom(struct yaml_loader *ld, const struct raw_md *r,
			const struct custom_names *cn)
{
	char p[YL_PATH_MAX + 16], known[256];
	size_t len = 0;

	for (unsigned i = 0; r->custom && i < cn->n; i++) {
		const struct raw_custom *rc = &r->custom[i];
		const char *c = rc->class;
		const char *keys[] = { "issue_slots", "latency", "recovery" };
		const unsigned *vals[] = { rc->issue_slots, rc->latency,
					   rc->recovery };
		for (int k = 0; k < 3; k++) {
			snprintf(p, sizeof p, "%s.%s.%s", TOP_CUSTOM_KEY,
				 cn->name[i], keys[k]);
			if (vals[k] && need_positive(ld, p, *vals[k]))
				return -1;
		}
		snprintf(p, sizeof p, "%s.%s.issue_slots", TOP_CUSTOM_KEY,
			 cn->name[i]);
		if (rc->issue_slots && *rc->issue_slots > r->issue_slots)
			return yl_error(ld, yl_val_line(ld, p), "'%s' %u is more "
					"than issue_slots (%u)", p,
					*rc->issue_slots, r->issue_slots);
		if (md_opclass_from_name(c) >= 0)
			continue;
		for (int k = 0; k < MD_OP__COUNT; k++)
			len += (size_t)snprintf(known + len, sizeof known - len,
						"%s%s", k ? ", " : "",
						opclass_names[k]);
		snprintf(p, sizeof p, "%s.%s.class", TOP_CUSTOM_KEY,
			 cn->name[i]);
		return yl_error(ld, yl_val_line(ld, p), "unknown op class '%s' "
				"in '%s' (one of %s)", c, p, known);
	}
	return 0;
}

/* FNV-1a 64 of the file bytes as 16 hex digits into out[17]. */
static void hash_bytes(const unsigned char *data, size_t len, char out[17])
{
	uint64_t h = 0xcbf29ce484222325ull;

	for (size_t i = 0; i < len; i++) {
		h ^= data[i];
		h *= 0x100000001b3ull;
	}
	snprintf(out, 17, "%016llx", (unsigned long long)h);
}

/*
 * Convert the checked raw description into a new struct machine.  Returns
 * NULL when out of memory; caches are converted by check_cache() already.
 */
static struct machine *convert(const struct raw_md *r, const char *path,
			       const char *hash, const struct md_cache *l1d,
			       const struct md_cache *l2,
			       const struct md_cache *l1i,
			       const struct custom_names *cn)
{
	struct machine *m = calloc(1, sizeof *m);
	if (!m)
		return NULL;
	m->name = strdup(r->name);
	m->description = strdup(r->description);
	m->path = strdup(path);
	m->triple = strdup(r->triple);
	m->hash = strdup(hash);
	m->units = calloc(r->units_count, sizeof *m->units);
	if (!m->name || !m->description || !m->path || !m->triple ||
	    !m->hash || !m->units)
		goto fail;
	m->clock_mhz = r->clock_mhz;
	m->clock_estimated = r->clock_estimated;
	m->issue_slots = r->issue_slots;
	for (unsigned i = 0; i < r->units_count; i++, m->nunits++) {
		const struct raw_unit *u = &r->units[i];
		m->units[i].name = strdup(u->name);
		if (!m->units[i].name)
			goto fail;
		m->units[i].count = u->count;
		for (unsigned j = 0; j < u->slots_count; j++)
			m->units[i].slots |= 1u << (u->slots[j] - 1);
		m->units[i].estimated = u->estimated;
	}
	for (int c = 0; c < MD_OP__COUNT; c++) {
		m->ops[c].unit = unit_index(r, r->ops[c].unit);
		m->ops[c].latency = r->ops[c].latency;
		m->ops[c].recovery = r->ops[c].recovery;
		m->ops[c].estimated = r->ops[c].estimated;
	}
	m->branch_cycles = r->branch_cycles;
	m->branch_estimated = r->branch_estimated;
	m->call_cycles = r->call_cycles;
	m->call_estimated = r->call_estimated;
	m->l1d = *l1d;
	m->l2 = *l2;
	m->l1i = *l1i;
	m->memory_cycles = r->memory_cycles;
	m->memory_estimated = r->memory_estimated;
	for (int e = 0; e < MD_EMU__COUNT; e++) {
		/* an optional entry left out costs what f64math costs */
		int from = emul_optional(e) && !r->emul[e].routine ?
			   MD_EMU_F64MATH : e;
		m->emul[e].routine = strdup(r->emul[from].routine);
		if (!m->emul[e].routine)
			goto fail;
		m->emul[e].cycles = r->emul[from].cycles;
		m->emul[e].estimated = r->emul[from].estimated;
	}
	if (r->custom && cn->n) {
		m->custom = calloc(cn->n, sizeof *m->custom);
		if (!m->custom)
			goto fail;
		for (unsigned i = 0; i < cn->n; i++, m->ncustom++) {
			m->custom[i].name = strdup(cn->name[i]);
			if (!m->custom[i].name)
				goto fail;
			const struct raw_custom *rc = &r->custom[i];
			struct md_custom *mc = &m->custom[i];
			mc->op = md_opclass_from_name(rc->class);
			mc->estimated = rc->estimated;
			mc->unit = m->ops[mc->op].unit;
			mc->issue_slots = rc->issue_slots ? *rc->issue_slots : 1;
			mc->latency = rc->latency ? *rc->latency :
				      m->ops[mc->op].latency;
			mc->recovery = rc->recovery ? *rc->recovery :
				       m->ops[mc->op].recovery;
		}
	}
	m->jump_delay_slots = r->jump_delay_slots ? *r->jump_delay_slots :
			      r->ops[MD_OP_BRANCH].latency;
	m->jump_estimated = r->jump_delay_slots ?
			    r->jump_estimated && *r->jump_estimated :
			    r->ops[MD_OP_BRANCH].estimated;
	m->unroll_default = r->unroll_default ? *r->unroll_default : 1;
	m->unroll_estimated = !r->unroll_default ||
			      (r->unroll_estimated && *r->unroll_estimated);
	if (r->addressing) {
		m->addressing.displacement = r->addressing->displacement;
		m->addressing.index = r->addressing->index;
		m->addressing.scaled_index = r->addressing->scaled_index;
		m->addressing.unaligned = r->addressing->unaligned &&
					  *r->addressing->unaligned;
		m->addressing.estimated = r->addressing->estimated &&
					  *r->addressing->estimated;
	} else {
		/* Every TriMedia core has the TM32 forms ld32d, ld32r, ld32x. */
		m->addressing = (struct md_addressing){ true, true, true,
							false, true };
	}
	m->taken_jump_stall = r->taken_jump_stall ? *r->taken_jump_stall : 0;
	m->taken_jump_estimated = r->taken_jump_estimated &&
				  *r->taken_jump_estimated;
	return m;
fail:
	md_free(m);
	return NULL;
}

/* Read the whole file into a new buffer (NUL-terminated). */
static unsigned char *read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	unsigned char *buf = NULL;
	size_t cap = 0, n = 0;

	if (!f)
		return NULL;
	for (;;) {
		if (cap - n < 4096) {
			cap = cap ? 2 * cap : 16384;
			unsigned char *nb = realloc(buf, cap + 1);
			if (!nb) {
				free(buf);
				buf = NULL;
				errno = ENOMEM;
				goto out;
			}
			buf = nb;
		}
		size_t got = fread(buf + n, 1, cap - n, f);
		n += got;
		if (got == 0)
			break;
	}
	if (ferror(f)) {
		free(buf);
		buf = NULL;
		errno = EIO;
		goto out;
	}
	buf[n] = '\0';
	*len = n;
out:
	fclose(f);
	return buf;
}

int md_load(const char *path, struct machine **out, char *err, size_t errlen)
{
	struct custom_names cn = { 0 };
	struct load_schema schema = { 0 };
	struct yaml_loader ld = {
		.path = path, .err = err, .errlen = errlen, .what = "machine",
		.flags = YL_ONE_DOCUMENT, .on_value = collect_custom, .ctx = &cn,
	};
	cyaml_config_t cfg = {
		.log_fn = yl_cyaml_log,
		.log_ctx = &ld,
		.mem_fn = cyaml_mem,
		.log_level = CYAML_LOG_ERROR,
		.flags = CYAML_CFG_NO_ALIAS,
	};
	struct raw_md *raw = NULL;
	struct md_cache l1d = { 0 }, l2 = { 0 }, l1i = { 0 };
	char hash[17];
	size_t len = 0;
	int rc = -1;

	*out = NULL;
	if (err && errlen)
		err[0] = '\0';
	unsigned char *data = read_file(path, &len);
	if (!data)
		return yl_error(&ld, 0, "cannot read: %s", strerror(errno));
	if (yl_locate(&ld, data, len))
		goto out;
	if (!ld.root_line) {
		yl_error(&ld, 1, "empty file, expected a mapping of machine keys");
		goto out;
	}
	if (schema_build(&schema, &cn)) {
		yl_error(&ld, 0, "out of memory");
		goto out;
	}
	if (yl_check_integers(&ld, &schema.value))
		goto out;
	cyaml_err_t e = cyaml_load_data(data, len, &cfg, &schema.value,
					(cyaml_data_t **)&raw, NULL);
	if (e != CYAML_OK) {
		yl_cyaml_report(&ld, e, key_kind, cyaml_detail);
		goto out;
	}
	if (need_positive(&ld, "clock_mhz", raw->clock_mhz) ||
	    need_positive(&ld, "issue_slots", raw->issue_slots) ||
	    need_positive(&ld, "branch_cycles", raw->branch_cycles) ||
	    need_positive(&ld, "call_cycles", raw->call_cycles) ||
	    need_positive(&ld, "memory_cycles", raw->memory_cycles) ||
	    check_units(&ld, raw) || check_ops(&ld, raw) ||
	    check_cache(&ld, "l1d", &raw->caches.l1d, &l1d, true) ||
	    check_cache(&ld, "l2", &raw->caches.l2, &l2, true) ||
	    (raw->caches.l1i &&
	     check_cache(&ld, "l1i", raw->caches.l1i, &l1i, false)) ||
	    check_emul(&ld, raw) || check_custom(&ld, raw, &cn) ||
	    check_loop_keys(&ld, raw))
		goto out;
	hash_bytes(data, len, hash);
	*out = convert(raw, path, hash, &l1d, &l2, &l1i, &cn);
	if (!*out) {
		yl_error(&ld, 0, "out of memory");
		goto out;
	}
	rc = 0;
out:
	if (raw)
		cyaml_free(&cfg, &schema.value, raw, 0);
	free(schema.custom);
	custom_names_release(&cn);
	yl_release(&ld);
	free(data);
	return rc;
}

/* ---- targets and the machine directory -------------------------------- */

const char *md_dir(void)
{
	static char buf[4096];
	const char *env = getenv("TMOPT_MACHDIR");
	const char *data = data_dir();

	if (env && *env)
		return env;
	snprintf(buf, sizeof buf, "%s/machdesc", data ? data : ".");
	return buf;
}

static bool ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);
	return n >= k && strcmp(s + n - k, suffix) == 0;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

void md_list_free(char **names, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(names[i]);
	free(names);
}

int md_list(char ***names, size_t *n)
{
	DIR *d = opendir(md_dir());
	char **v = NULL;
	size_t cnt = 0, cap = 0;
	struct dirent *de;

	*names = NULL;
	*n = 0;
	if (!d)
		return -1;
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.' || !ends_with(de->d_name, ".yaml"))
			continue;
		if (cnt == cap) {
			cap = cap ? 2 * cap : 8;
			char **nv = realloc(v, cap * sizeof *nv);
			if (!nv)
				goto fail;
			v = nv;
		}
		v[cnt] = strndup(de->d_name, strlen(de->d_name) - 5);
		if (!v[cnt])
			goto fail;
		cnt++;
	}
	closedir(d);
	if (cnt)
		qsort(v, cnt, sizeof *v, cmp_str);
	*names = v;
	*n = cnt;
	return 0;
fail:
	closedir(d);
	md_list_free(v, cnt);
	errno = ENOMEM;
	return -1;
}

int md_load_target(const char *target, struct machine **out, char *err,
		   size_t errlen)
{
	char path[4096], avail[512] = "";
	char **names;
	size_t n;

	*out = NULL;
	if (strchr(target, '/') || ends_with(target, ".yaml"))
		return md_load(target, out, err, errlen);
	int pl = snprintf(path, sizeof path, "%s/%s.yaml", md_dir(), target);
	if (pl < 0 || (size_t)pl >= sizeof path) {
		snprintf(err, errlen, "machine description '%s': the name is "
			 "too long", target);
		return -1;
	}
	if (*target && access(path, F_OK) == 0)
		return md_load(path, out, err, errlen);
	if (md_list(&names, &n) == 0) {
		size_t len = 0;
		for (size_t i = 0; i < n && len < sizeof avail; i++)
			len += (size_t)snprintf(avail + len, sizeof avail - len,
						"%s%s", i ? ", " : "", names[i]);
		md_list_free(names, n);
	}
	if (err && errlen)
		snprintf(err, errlen, "unknown target '%s' in %s (available: "
			 "%s)", target, md_dir(), avail[0] ? avail : "none");
	return -1;
}

/* ---- queries and release ---------------------------------------------- */

unsigned md_estimated_count(const struct machine *m)
{
	unsigned n = m->clock_estimated + m->branch_estimated +
		     m->call_estimated + m->memory_estimated;

	for (unsigned i = 0; i < m->nunits; i++)
		n += m->units[i].estimated;
	for (int c = 0; c < MD_OP__COUNT; c++)
		n += m->ops[c].estimated;
	n += m->l1d.estimated + m->l2.estimated;
	n += m->jump_estimated + m->unroll_estimated + m->addressing.estimated;
	n += m->l1i.estimated + m->taken_jump_estimated;
	for (int e = 0; e < MD_EMU__COUNT; e++)
		n += m->emul[e].estimated;
	for (unsigned i = 0; i < m->ncustom; i++)
		n += m->custom[i].estimated;
	return n;
}

const struct md_custom *md_custom_find(const struct machine *m,
				       const char *name)
{
	/* (the first letter first: 843,000 look-ups on SQLite, nearly
	 * all of a name no operation has) */
	for (unsigned i = 0; name && i < m->ncustom; i++)
		if (tolower((unsigned char)m->custom[i].name[0]) ==
		    tolower((unsigned char)name[0]) &&
		    strcasecmp(m->custom[i].name, name) == 0)
			return &m->custom[i];
	return NULL;
}

int md_custom_op(const struct machine *m, const char *name)
{
	const struct md_custom *c = md_custom_find(m, name);
	return c ? c->op : -1;
}

void md_free(struct machine *m)
{
	if (!m)
		return;
	for (unsigned i = 0; i < m->nunits; i++)
		free(m->units[i].name);
	free(m->units);
	for (int e = 0; e < MD_EMU__COUNT; e++)
		free(m->emul[e].routine);
	for (unsigned i = 0; i < m->ncustom; i++)
		free(m->custom[i].name);
	free(m->custom);
	free(m->name);
	free(m->description);
	free(m->path);
	free(m->triple);
	free(m->hash);
	free(m);
}
