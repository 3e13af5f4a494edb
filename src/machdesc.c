/*
 * machdesc.c: load, check and convert a machine description file.
 *
 * A machine file (machdesc/<target>.yaml, reference in docs/machdesc.md) is
 * read in three passes over the same bytes:
 *
 *   1. libyaml events build a locator: the line of every key and value by its
 *      path ("ops.alu.latency", "units[2].count").  This pass also rejects
 *      what is not YAML, a document that is not a mapping and duplicate keys.
 *   2. libcyaml loads the bytes into "raw" structures with a schema; unknown
 *      keys, missing keys and malformed numbers are rejected here.  libcyaml
 *      reports them through its log callback; the message and its backtrace
 *      are parsed back into a path and the locator turns it into a line.
 *   3. The raw structures are checked (unit references, counts, cache
 *      geometry) and converted into the immutable struct machine.
 *
 * Every error is one string "path:line: message" naming the key.  The
 * descriptions are tiny (a few hundred lines), so clarity beats speed.
 */
#include "machdesc.h"

#include <cyaml/cyaml.h>
#include <yaml.h>

#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef TMOPT_SOURCE_DIR
#define TMOPT_SOURCE_DIR "."
#endif
#ifndef TMOPT_INSTALL_DATADIR
#define TMOPT_INSTALL_DATADIR "/usr/local/share/tmopt"
#endif

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
	X(MD_EMU_SIGNED_POW2_DIV, "sdiv_pow2")

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
};

struct raw_caches {
	struct raw_cache l1d;
	struct raw_cache l2;
};

struct raw_emul {
	char *routine;
	unsigned cycles;
	bool estimated;
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
	CYAML_FIELD_END
};

static const cyaml_schema_field_t caches_fields[] = {
	CYAML_FIELD_MAPPING("l1d", CYAML_FLAG_DEFAULT, struct raw_caches, l1d,
			    cache_fields),
	CYAML_FIELD_MAPPING("l2", CYAML_FLAG_DEFAULT, struct raw_caches, l2,
			    cache_fields),
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
	  .value = { CYAML_VALUE_MAPPING(CYAML_FLAG_DEFAULT, struct raw_emul, \
					 emul_fields) } },
static const cyaml_schema_field_t emuls_fields[] = {
	MD_EMUL_LIST(MD_EMUL_FIELD)
	CYAML_FIELD_END
};

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
	CYAML_FIELD_UINT("memory_cycles", CYAML_FLAG_DEFAULT, struct raw_md,
			 memory_cycles),
	CYAML_FIELD_BOOL("memory_estimated", CYAML_FLAG_DEFAULT, struct raw_md,
			 memory_estimated),
	{ .key = "emulated", .data_offset = offsetof(struct raw_md, emul),
	  .value = { CYAML_VALUE_MAPPING(CYAML_FLAG_DEFAULT,
					 struct raw_emul[MD_EMU__COUNT],
					 emuls_fields) } },
	CYAML_FIELD_END
};

static const cyaml_schema_value_t top_schema = {
	CYAML_VALUE_MAPPING(CYAML_FLAG_POINTER, struct raw_md, top_fields),
};

/* ---- locator: line of every key and value, by path --------------------- */

struct md_loc {
	char *path;		/* "ops.alu.latency"; "" is the document */
	unsigned key_line;	/* line of the key (of the entry in a sequence) */
	unsigned val_line;	/* line where the value starts */
};

struct locator {
	struct md_loc *v;
	size_t n, cap;
};

/* State of the whole load, so helpers need one argument. */
struct loader {
	const char *path;
	char *err;
	size_t errlen;
	struct locator loc;
	char log[2048];		/* libcyaml's error messages, concatenated */
	size_t loglen;
};

__attribute__((format(printf, 3, 4)))
static int ld_error(struct loader *ld, unsigned line, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	if (ld->err && ld->errlen) {
		if (line)
			snprintf(ld->err, ld->errlen, "%s:%u: %s", ld->path,
				 line, msg);
		else
			snprintf(ld->err, ld->errlen, "%s: %s", ld->path, msg);
	}
	return -1;
}

static struct md_loc *loc_find(const struct locator *l, const char *path)
{
	for (size_t i = 0; i < l->n; i++)
		if (strcmp(l->v[i].path, path) == 0)
			return &l->v[i];
	return NULL;
}

/* Line of the key at path, or of the nearest enclosing key that exists. */
static unsigned loc_key_line(const struct locator *l, const char *path)
{
	char buf[256];

	snprintf(buf, sizeof buf, "%s", path);
	for (;;) {
		const struct md_loc *p = loc_find(l, buf);
		if (p)
			return p->key_line;
		char *cut = strrchr(buf, '.');
		char *br = strrchr(buf, '[');
		if (br && (!cut || br > cut))
			cut = br;
		if (!cut)
			return 1;
		*cut = '\0';
	}
}

/* Line of the value at path (falls back like loc_key_line()). */
static unsigned loc_val_line(const struct locator *l, const char *path)
{
	const struct md_loc *p = loc_find(l, path);
	return p && p->val_line ? p->val_line : loc_key_line(l, path);
}

static void loc_release(struct locator *l)
{
	for (size_t i = 0; i < l->n; i++)
		free(l->v[i].path);
	free(l->v);
	l->v = NULL;
	l->n = l->cap = 0;
}

static struct md_loc *loc_add(struct locator *l, const char *path,
			      unsigned line)
{
	if (l->n == l->cap) {
		size_t cap = l->cap ? 2 * l->cap : 64;
		struct md_loc *v = realloc(l->v, cap * sizeof *v);
		if (!v)
			return NULL;
		l->v = v;
		l->cap = cap;
	}
	char *p = strdup(path);
	if (!p)
		return NULL;
	l->v[l->n] = (struct md_loc){ p, line, line };
	return &l->v[l->n++];
}

#define MD_PATH_MAX 256

struct loc_frame {
	bool is_map;
	bool want_key;
	unsigned idx;
	char path[MD_PATH_MAX];
	char key[64];
};

/* snprintf into a path buffer; over-long paths are cut, never overflowed. */
__attribute__((format(printf, 2, 3)))
static void path_fmt(char *out, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(out, MD_PATH_MAX, fmt, ap);
	va_end(ap);
}

/*
 * libcyaml reads any unknown word as true, so pass 1 checks the flags: keys
 * "estimated", "present" and "*_estimated" take exactly true or false.
 */
static bool is_bool_key(const char *key)
{
	size_t n = strlen(key);
	return strcmp(key, "present") == 0 || (n >= 9 &&
		strcmp(key + n - 9, "estimated") == 0);
}

static bool is_bool_text(const char *v)
{
	return strcmp(v, "true") == 0 || strcmp(v, "false") == 0;
}

/* The walk's state: open mappings and sequences, innermost last. */
struct loc_walk {
	struct loc_frame stack[16];
	int depth;
	bool root_seen;
};

/* Path of the node starting with ev, recorded; the key of a mapping is
 * remembered in its frame.  Returns 1 for a key, 0 for a value node (path
 * set), -1 on error (ld->err set). */
static int loc_place(struct loader *ld, struct loc_walk *w,
		     const yaml_event_t *ev, char *path)
{
	unsigned line = ev->start_mark.line + 1;

	if (w->depth == 0) {
		if (w->root_seen || ev->type != YAML_MAPPING_START_EVENT)
			return ld_error(ld, line, "expected a mapping of "
					"machine keys at top level");
		w->root_seen = true;
		path[0] = '\0';
		return loc_add(&ld->loc, path, line) ? 0 :
			ld_error(ld, 0, "out of memory");
	}
	struct loc_frame *f = &w->stack[w->depth - 1];
	const char *sep = f->path[0] ? "." : "";
	const char *text = ev->type == YAML_SCALAR_EVENT ?
		(const char *)ev->data.scalar.value : "?";
	if (!f->is_map) {
		path_fmt(path, "%s[%u]", f->path, f->idx++);
		return loc_add(&ld->loc, path, line) ? 0 :
			ld_error(ld, 0, "out of memory");
	}
	if (f->want_key) {
		snprintf(f->key, sizeof f->key, "%s", text);
		path_fmt(path, "%s%s%s", f->path, sep, f->key);
		if (loc_find(&ld->loc, path))
			return ld_error(ld, line, "duplicate key '%s' in %s",
					f->key, f->path[0] ? f->path :
					"top level");
		f->want_key = false;
		return loc_add(&ld->loc, path, line) ? 1 :
			ld_error(ld, 0, "out of memory");
	}
	f->want_key = true;
	path_fmt(path, "%s%s%s", f->path, sep, f->key);
	loc_find(&ld->loc, path)->val_line = line;
	if (ev->type == YAML_SCALAR_EVENT && is_bool_key(f->key) &&
	    !is_bool_text(text))
		return ld_error(ld, line, "invalid value '%s' for '%s': "
				"expected true or false", text, path);
	return 0;
}

/* Handle one event of the walk.  Returns 0, or -1 with ld->err set. */
static int loc_event(struct loader *ld, struct loc_walk *w,
		     const yaml_event_t *ev)
{
	char path[MD_PATH_MAX];
	yaml_event_type_t t = ev->type;

	if (t == YAML_MAPPING_END_EVENT || t == YAML_SEQUENCE_END_EVENT) {
		w->depth--;
		return 0;
	}
	if (t != YAML_SCALAR_EVENT && t != YAML_MAPPING_START_EVENT &&
	    t != YAML_SEQUENCE_START_EVENT && t != YAML_ALIAS_EVENT)
		return 0;
	int r = loc_place(ld, w, ev, path);
	if (r != 0)
		return r < 0 ? -1 : 0;
	if (t == YAML_MAPPING_START_EVENT || t == YAML_SEQUENCE_START_EVENT) {
		if (w->depth == (int)(sizeof w->stack / sizeof w->stack[0]))
			return ld_error(ld, ev->start_mark.line + 1,
					"nesting too deep");
		struct loc_frame *f = &w->stack[w->depth++];
		f->is_map = t == YAML_MAPPING_START_EVENT;
		f->want_key = true;
		f->idx = 0;
		f->key[0] = '\0';
		path_fmt(f->path, "%s", path);
	}
	return 0;
}

/*
 * Pass 1: walk the YAML events of data, recording every key's path and
 * lines into ld->loc.  Returns 0, or -1 with ld->err set when the bytes are
 * not YAML, the document is empty or not a mapping, a mapping repeats a key
 * or a flag is not true/false.
 */
static int loc_build(struct loader *ld, const unsigned char *data, size_t len)
{
	yaml_parser_t parser;
	yaml_event_t ev;
	struct loc_walk w = { .depth = 0 };
	int rc = -1;
	bool done = false;

	if (!yaml_parser_initialize(&parser))
		return ld_error(ld, 0, "out of memory");
	yaml_parser_set_input_string(&parser, data, len);
	while (!done) {
		if (!yaml_parser_parse(&parser, &ev)) {
			ld_error(ld, parser.problem_mark.line + 1,
				 "not a yaml file: %s", parser.problem ?
				 parser.problem : "parse error");
			goto out;
		}
		done = ev.type == YAML_STREAM_END_EVENT;
		int r = loc_event(ld, &w, &ev);
		yaml_event_delete(&ev);
		if (r)
			goto out;
	}
	if (!w.root_seen) {
		ld_error(ld, 1, "empty file, expected a mapping of machine keys");
		goto out;
	}
	rc = 0;
out:
	yaml_parser_delete(&parser);
	return rc;
}

/* ---- pass 2: libcyaml, and its errors turned into file:line ------------ */

static void cyaml_log_to_loader(cyaml_log_t level, void *ctx, const char *fmt,
				va_list args)
{
	struct loader *ld = ctx;

	if (level < CYAML_LOG_ERROR || ld->loglen >= sizeof ld->log - 1)
		return;
	int n = vsnprintf(ld->log + ld->loglen, sizeof ld->log - ld->loglen,
			  fmt, args);
	if (n > 0)
		ld->loglen += (size_t)n;
	if (ld->loglen >= sizeof ld->log)
		ld->loglen = sizeof ld->log - 1;
}

/*
 * Rebuild the path of the failing node from libcyaml's backtrace (lines
 * "  in mapping field 'x' (...)", "  in sequence entry 'n' (...)" and
 * "  in mapping (...)", innermost first) into out: "ops.alu", "units[3]".
 * libcyaml numbers sequence entries from 1; paths number them from 0.  When
 * a required field is missing, the innermost "mapping field" frame is the
 * last field read, not a parent: drop_field says to leave it out.
 */
static void cyaml_backtrace_path(const char *log, bool drop_field, char *out,
				 size_t outlen)
{
	char parts[16][64];
	int n = 0;
	bool first = true;
	const char *p = strstr(log, "Backtrace:");

	out[0] = '\0';
	while (p && (p = strstr(p, "\n  in ")) != NULL && n < 16) {
		p += 6;
		const char *q;
		if (strncmp(p, "mapping field '", 15) == 0) {
			q = strchr(p + 15, '\'');
			if (q && !(first && drop_field))
				snprintf(parts[n++], sizeof parts[0], ".%.*s",
					 (int)(q - p - 15), p + 15);
		} else if (strncmp(p, "sequence entry '", 16) == 0) {
			unsigned idx = (unsigned)strtoul(p + 16, NULL, 10);
			snprintf(parts[n++], sizeof parts[0], "[%u]",
				 idx ? idx - 1 : 0);
		}
		first = false;
	}
	size_t len = 0;
	for (int i = n - 1; i >= 0; i--) {
		const char *s = parts[i];
		if (len == 0 && s[0] == '.')
			s++;
		int w = snprintf(out + len, outlen - len, "%s", s);
		if (w < 0 || (size_t)w >= outlen - len)
			break;
		len += (size_t)w;
	}
}

/* The text after prefix in the first log line, up to the line's end. */
static bool cyaml_log_arg(const char *log, const char *prefix, char *out,
			  size_t outlen)
{
	const char *p = strstr(log, prefix);
	if (!p)
		return false;
	p += strlen(prefix);
	size_t n = strcspn(p, "\n");
	if (n >= 2 && p[0] == '\'' && p[n - 1] == '\'') {
		p++;
		n -= 2;
	}
	snprintf(out, outlen, "%.*s", (int)n, p);
	return true;
}

/* What the keys of the mapping at path are called in messages. */
static const char *key_kind(const char *path)
{
	if (strcmp(path, "ops") == 0)
		return "op class";
	if (strcmp(path, "emulated") == 0)
		return "emulated operation";
	if (strcmp(path, "caches") == 0)
		return "cache level";
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

static const char *where(const char *path)
{
	return path[0] ? path : "top level";
}

/*
 * Turn libcyaml's failure (code e, messages in ld->log) into one located
 * error.  Always returns -1.
 */
static int cyaml_report(struct loader *ld, cyaml_err_t e)
{
	char path[256], arg[128], full[400];
	bool missing = strstr(ld->log, "Missing required mapping field: ");

	cyaml_backtrace_path(ld->log, missing, path, sizeof path);
	if (cyaml_log_arg(ld->log, "Unexpected key: ", arg, sizeof arg)) {
		snprintf(full, sizeof full, "%s%s%s", path, path[0] ? "." : "",
			 arg);
		return ld_error(ld, loc_key_line(&ld->loc, full),
				"unknown %s '%s' in %s", key_kind(path), arg,
				where(path));
	}
	if (cyaml_log_arg(ld->log, "Missing required mapping field: ", arg,
			  sizeof arg))
		return ld_error(ld, loc_key_line(&ld->loc, path),
				"missing %s '%s' in %s", key_kind(path), arg,
				where(path));
	if (cyaml_log_arg(ld->log, "Invalid UINT value: ", arg, sizeof arg) ||
	    cyaml_log_arg(ld->log, "Invalid uint64_t value: ", arg,
			  sizeof arg) ||
	    cyaml_log_arg(ld->log, "Invalid INT value: ", arg, sizeof arg))
		return ld_error(ld, loc_val_line(&ld->loc, path),
				"invalid value '%s' for '%s': expected a "
				"non-negative integer", arg, path);
	if (cyaml_log_arg(ld->log, "Expecting ", arg, sizeof arg)) {
		char want[16] = "", got[16] = "";
		sscanf(arg, "%15[A-Z], got event: %15[A-Z]", want, got);
		return ld_error(ld, loc_val_line(&ld->loc, path),
				"expected %s for '%s', found %s",
				node_kind(want), where(path), node_kind(got));
	}
	if (e == CYAML_ERR_STRING_LENGTH_MIN)
		return ld_error(ld, loc_val_line(&ld->loc, path),
				"empty string for '%s'", path);
	if (e == CYAML_ERR_SEQUENCE_ENTRIES_MIN)
		return ld_error(ld, loc_val_line(&ld->loc, path),
				"empty list for '%s'", path);
	if (e == CYAML_ERR_INVALID_VALUE || e == CYAML_ERR_UNEXPECTED_EVENT)
		return ld_error(ld, loc_val_line(&ld->loc, path),
				"wrong kind of value for '%s' (%s)", where(path),
				e == CYAML_ERR_INVALID_VALUE ?
				"invalid value" : "expected another node type");
	return ld_error(ld, loc_val_line(&ld->loc, path), "%s at '%s'",
			cyaml_strerror(e), where(path));
}

/* ---- pass 3: checks and conversion ------------------------------------ */

static bool is_pow2(unsigned x)
{
	return x && !(x & (x - 1));
}

/* 0 if v > 0, else a located "must be positive" error naming path. */
static int need_positive(struct loader *ld, const char *path, unsigned v)
{
	if (v > 0)
		return 0;
	return ld_error(ld, loc_val_line(&ld->loc, path),
			"'%s' must be greater than 0", path);
}

static int check_units(struct loader *ld, const struct raw_md *r)
{
	char p[96];

	if (r->issue_slots > 32)
		return ld_error(ld, loc_val_line(&ld->loc, "issue_slots"),
				"'issue_slots' %u is more than 32",
				r->issue_slots);
	for (unsigned i = 0; i < r->units_count; i++) {
		const struct raw_unit *u = &r->units[i];
		unsigned mask = 0;

		for (unsigned j = 0; j < i; j++)
			if (strcmp(r->units[j].name, u->name) == 0) {
				snprintf(p, sizeof p, "units[%u].name", i);
				return ld_error(ld, loc_val_line(&ld->loc, p),
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
				return ld_error(ld, loc_val_line(&ld->loc, p),
						"slot %u of unit '%s' is outside "
						"1..%u (issue_slots)", s,
						u->name, r->issue_slots);
			if (mask & (1u << (s - 1)))
				return ld_error(ld, loc_val_line(&ld->loc, p),
						"slot %u listed twice for unit "
						"'%s'", s, u->name);
			mask |= 1u << (s - 1);
		}
		if (u->count > u->slots_count) {
			snprintf(p, sizeof p, "units[%u].count", i);
			return ld_error(ld, loc_val_line(&ld->loc, p),
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

static int check_ops(struct loader *ld, const struct raw_md *r)
{
	char p[96];

	for (int c = 0; c < MD_OP__COUNT; c++) {
		const struct raw_op *o = &r->ops[c];
		snprintf(p, sizeof p, "ops.%s.unit", opclass_names[c]);
		if (unit_index(r, o->unit) < 0)
			return ld_error(ld, loc_val_line(&ld->loc, p),
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

/* Check one cache level named lvl ("l1d") and convert it into *out. */
static int check_cache(struct loader *ld, const char *lvl,
		       const struct raw_cache *c, struct md_cache *out)
{
	char base[32], p[64];
	const char *keys[] = { "size", "ways", "line", "hit_cycles" };
	const unsigned *vals[] = { c->size, c->ways, c->line, c->hit_cycles };

	snprintf(base, sizeof base, "caches.%s", lvl);
	out->present = c->present ? *c->present : true;
	if (!out->present) {
		for (int i = 0; i < 4; i++)
			if (vals[i]) {
				snprintf(p, sizeof p, "%s.%s", base, keys[i]);
				return ld_error(ld, loc_key_line(&ld->loc, p),
						"key '%s' in %s is not allowed "
						"with 'present: false'",
						keys[i], base);
			}
		out->estimated = c->estimated && *c->estimated;
		return 0;
	}
	for (int i = 0; i < 4; i++) {
		snprintf(p, sizeof p, "%s.%s", base, keys[i]);
		if (!vals[i])
			return ld_error(ld, loc_key_line(&ld->loc, base),
					"missing key '%s' in %s", keys[i],
					base);
		if (need_positive(ld, p, *vals[i]))
			return -1;
	}
	if (!c->estimated)
		return ld_error(ld, loc_key_line(&ld->loc, base),
				"missing key 'estimated' in %s", base);
	out->size = *c->size;
	out->ways = *c->ways;
	out->line = *c->line;
	out->hit_cycles = *c->hit_cycles;
	out->estimated = *c->estimated;
	snprintf(p, sizeof p, "%s.line", base);
	if (!is_pow2(out->line))
		return ld_error(ld, loc_val_line(&ld->loc, p),
				"'%s' %u is not a power of two", p, out->line);
	snprintf(p, sizeof p, "%s.size", base);
	unsigned long way_bytes = (unsigned long)out->ways * out->line;
	if (out->size % way_bytes || !is_pow2(out->size / way_bytes))
		return ld_error(ld, loc_val_line(&ld->loc, p),
				"'%s' %u is not ways (%u) x line (%u) x a "
				"power-of-two number of sets", p, out->size,
				out->ways, out->line);
	return 0;
}

static int check_emul(struct loader *ld, const struct raw_md *r)
{
	char p[96];

	for (int e = 0; e < MD_EMU__COUNT; e++) {
		snprintf(p, sizeof p, "emulated.%s.cycles", emul_names[e]);
		if (need_positive(ld, p, r->emul[e].cycles))
			return -1;
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
			       const struct md_cache *l2)
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
	m->memory_cycles = r->memory_cycles;
	m->memory_estimated = r->memory_estimated;
	for (int e = 0; e < MD_EMU__COUNT; e++) {
		m->emul[e].routine = strdup(r->emul[e].routine);
		if (!m->emul[e].routine)
			goto fail;
		m->emul[e].cycles = r->emul[e].cycles;
		m->emul[e].estimated = r->emul[e].estimated;
	}
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
	struct loader ld = { .path = path, .err = err, .errlen = errlen };
	cyaml_config_t cfg = {
		.log_fn = cyaml_log_to_loader,
		.log_ctx = &ld,
		.mem_fn = cyaml_mem,
		.log_level = CYAML_LOG_ERROR,
		.flags = CYAML_CFG_NO_ALIAS,
	};
	struct raw_md *raw = NULL;
	struct md_cache l1d = { 0 }, l2 = { 0 };
	char hash[17];
	size_t len = 0;
	int rc = -1;

	*out = NULL;
	if (err && errlen)
		err[0] = '\0';
	unsigned char *data = read_file(path, &len);
	if (!data)
		return ld_error(&ld, 0, "cannot read: %s", strerror(errno));
	if (loc_build(&ld, data, len))
		goto out;
	cyaml_err_t e = cyaml_load_data(data, len, &cfg, &top_schema,
					(cyaml_data_t **)&raw, NULL);
	if (e != CYAML_OK) {
		cyaml_report(&ld, e);
		goto out;
	}
	if (need_positive(&ld, "clock_mhz", raw->clock_mhz) ||
	    need_positive(&ld, "issue_slots", raw->issue_slots) ||
	    need_positive(&ld, "branch_cycles", raw->branch_cycles) ||
	    need_positive(&ld, "call_cycles", raw->call_cycles) ||
	    need_positive(&ld, "memory_cycles", raw->memory_cycles) ||
	    check_units(&ld, raw) || check_ops(&ld, raw) ||
	    check_cache(&ld, "l1d", &raw->caches.l1d, &l1d) ||
	    check_cache(&ld, "l2", &raw->caches.l2, &l2) ||
	    check_emul(&ld, raw))
		goto out;
	hash_bytes(data, len, hash);
	*out = convert(raw, path, hash, &l1d, &l2);
	if (!*out) {
		ld_error(&ld, 0, "out of memory");
		goto out;
	}
	rc = 0;
out:
	if (raw)
		cyaml_free(&cfg, &top_schema, raw, 0);
	loc_release(&ld.loc);
	free(data);
	return rc;
}

/* ---- targets and the machine directory -------------------------------- */

static bool is_dir(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

const char *md_dir(void)
{
	const char *env = getenv("TMOPT_MACHDIR");
	if (env && *env)
		return env;
	if (is_dir(TMOPT_SOURCE_DIR "/machdesc"))
		return TMOPT_SOURCE_DIR "/machdesc";
	return TMOPT_INSTALL_DATADIR "/machdesc";
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
	snprintf(path, sizeof path, "%s/%s.yaml", md_dir(), target);
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
	for (int e = 0; e < MD_EMU__COUNT; e++)
		n += m->emul[e].estimated;
	return n;
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
	free(m->name);
	free(m->description);
	free(m->path);
	free(m->triple);
	free(m->hash);
	free(m);
}
