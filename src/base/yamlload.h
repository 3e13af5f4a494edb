/*
 * yamlload.h: located errors for YAML files loaded with libcyaml.
 *
 * libcyaml says what is wrong but not on which line.  A loader (machdesc.c,
 * config.c) therefore reads its bytes twice:
 *
 *   1. yl_locate() walks the libyaml events and records the line of every
 *      key and value by its path ("ops.alu.latency", "units[2].count").  It
 *      rejects what is not YAML, a top level that is not a mapping, duplicate
 *      keys and nesting deeper than 16; the format's on_value hook sees each
 *      mapping value and may reject it or collect it.
 *   2. libcyaml loads the bytes with the format's schema, logging through
 *      yl_cyaml_log().  On failure yl_cyaml_report() turns the log and its
 *      backtrace back into a path, and the path into a line.
 *
 * Every error is one string "path:line: message" (or "path: message" when no
 * line applies) in the caller's buffer; functions that report one return -1.
 *
 * Contract: the caller zero-initialises a struct yaml_loader, sets the fields
 * marked "caller", and releases it with yl_release() whatever happened.
 */
#ifndef TMOPT_YAMLLOAD_H
#define TMOPT_YAMLLOAD_H

#include <cyaml/cyaml.h>
#include <yaml.h>

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

/* Longest path (and key) the locator records, with its NUL. */
#define YL_PATH_MAX 256

/* Flags of struct yaml_loader. */
#define YL_NO_ALIASES	1u	/* pass 1 rejects aliases ("*x") */
#define YL_ONE_DOCUMENT	2u	/* pass 1 rejects a second document */

/* Where one key or sequence entry is. */
struct yl_loc {
	char *path;		/* "ops.alu.latency", "units[2]" */
	unsigned key_line;	/* line of the key (of the entry in a sequence) */
	unsigned val_line;	/* line where the value starts */
	char *scalar;		/* the value's text when it is a scalar,
				   else NULL */
};

/* A value of a mapping, as pass 1 meets it. */
struct yl_value {
	const char *parent;	/* path of the mapping, "" at top level */
	const char *key;
	const char *path;	/* parent.key */
	const yaml_event_t *ev;	/* the value's first event */
	unsigned line;
};

struct yaml_loader;

/* A format's check of one value in pass 1: 0, or -1 after yl_error(). */
typedef int yl_value_fn(struct yaml_loader *yl, const struct yl_value *v);

/* What the keys of the mapping at path are called in messages ("key"). */
typedef const char *yl_kind_fn(const char *path);

/* A format's reading of a libcyaml failure at path that is neither an
 * unknown nor a missing key: -1 after yl_error(), or 0 to leave it to the
 * generic message. */
typedef int yl_detail_fn(struct yaml_loader *yl, cyaml_err_t e,
			 const char *path);

struct yaml_loader {
	const char *path;	/* caller: file name that starts messages */
	char *err;		/* caller: error buffer, or NULL */
	size_t errlen;
	const char *what;	/* caller: "machine": "a mapping of machine keys" */
	unsigned flags;		/* caller: YL_* */
	yl_value_fn *on_value;	/* caller: hook for values, or NULL */
	void *ctx;		/* caller: for on_value */

	struct yl_loc *loc;	/* pass 1: every key and entry, in file order */
	size_t nloc, cap;
	size_t *slots, mask;	/* loc by a hash of its path: 1 + index, 0 free */
	unsigned root_line;	/* pass 1: line of the top level; 0: no document */
	char log[2048];		/* pass 2: libcyaml's messages, concatenated */
	size_t loglen;
};

/* Put "path:line: msg" (line 0: "path: msg") into yl->err.  Returns -1. */
__attribute__((format(printf, 3, 4)))
int yl_error(struct yaml_loader *yl, unsigned line, const char *fmt, ...);

/*
 * Pass 1 over data: record every key's path and lines.  Returns 0, or -1
 * with yl->err set.  A file without a document is not an error here:
 * root_line stays 0 and the caller decides.
 */
int yl_locate(struct yaml_loader *yl, const unsigned char *data, size_t len);

/* Line of the key at path, else of the nearest enclosing key that exists,
 * else of the top level (1 if none). */
unsigned yl_key_line(const struct yaml_loader *yl, const char *path);

/* Does the document have a key at path (an empty sequence too)? */
bool yl_has(const struct yaml_loader *yl, const char *path);

/* Line where the value at path starts (falls back like yl_key_line()). */
unsigned yl_val_line(const struct yaml_loader *yl, const char *path);

/*
 * Between pass 1 and pass 2: every plain scalar whose field in schema (the
 * top-level value given to libcyaml) is an integer must be written as a
 * decimal: digits only, no leading zero, a '-' only for a signed field.
 * libcyaml itself reads "010" as octal 8, "0x10" as 16, "6.9" as 6 and
 * "-1" in an unsigned field as its maximum.  Returns 0, or -1 with yl->err
 * set to "file:line: invalid value '6.9' for 'key': ...".
 */
int yl_check_integers(struct yaml_loader *yl,
		      const cyaml_schema_value_t *schema);

/* Free what pass 1 recorded; yl can be loaded again. */
void yl_release(struct yaml_loader *yl);

/* libcyaml log callback: set .log_fn to it and .log_ctx to the loader.
 * Keeps messages of level CYAML_LOG_ERROR and above in yl->log. */
void yl_cyaml_log(cyaml_log_t level, void *ctx, const char *fmt, va_list args);

/* The text after prefix in libcyaml's log, up to the end of its line and
 * without surrounding quotes, into out.  False if prefix is not logged. */
bool yl_cyaml_arg(const struct yaml_loader *yl, const char *prefix, char *out,
		  size_t outlen);

/* path, or "top level" for "". */
const char *yl_where(const char *path);

/*
 * Turn libcyaml's failure e (messages in yl->log) into one located error:
 * unknown and missing keys here, with kind naming the keys; the rest by
 * detail (may be NULL), else "<cyaml error> at '<path>'".  Returns -1.
 */
int yl_cyaml_report(struct yaml_loader *yl, cyaml_err_t e, yl_kind_fn *kind,
		    yl_detail_fn *detail);

#endif
