/*
 * yamlload.c: located errors for YAML files loaded with libcyaml (see
 * yamlload.h).
 *
 * Shared by the machine description loader and the config loader, whose
 * files are small (a few hundred lines): the locator is a flat list searched
 * linearly, and libcyaml's log is kept in a fixed buffer, as its backtrace
 * is all a report needs.
 */
#include "yamlload.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- errors and the locator --------------------------------------------- */

int yl_error(struct yaml_loader *yl, unsigned line, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	if (yl->err && yl->errlen) {
		if (line)
			snprintf(yl->err, yl->errlen, "%s:%u: %s", yl->path,
				 line, msg);
		else
			snprintf(yl->err, yl->errlen, "%s: %s", yl->path, msg);
	}
	return -1;
}

const char *yl_where(const char *path)
{
	return path[0] ? path : "top level";
}

static size_t path_hash(const char *path)
{
	uint64_t h = 0xcbf29ce484222325ull;	/* FNV-1a */

	for (const unsigned char *p = (const unsigned char *)path; *p; p++)
		h = (h ^ *p) * 0x100000001b3ull;
	return (size_t)h;
}

/* The location of path, by the hash index (a machine file has some 700
 * paths, each looked up when read and again for duplicates: a scan of
 * the list for each was most of the machine file's load time). */
static struct yl_loc *loc_find(const struct yaml_loader *yl, const char *path)
{
	if (!yl->slots)
		return NULL;
	for (size_t h = path_hash(path) & yl->mask; yl->slots[h];
	     h = (h + 1) & yl->mask)
		if (strcmp(yl->loc[yl->slots[h] - 1].path, path) == 0)
			return &yl->loc[yl->slots[h] - 1];
	return NULL;
}

/* Index loc[i] (the table kept at most half full).  0, or -1. */
static int loc_index(struct yaml_loader *yl, size_t i)
{
	if (!yl->slots || 2 * (yl->nloc + 1) > yl->mask + 1) {
		size_t size = yl->slots ? 2 * (yl->mask + 1) : 256;
		size_t *t = calloc(size, sizeof *t);
		if (!t)
			return yl_error(yl, 0, "out of memory");
		free(yl->slots);
		yl->slots = t;
		yl->mask = size - 1;
		for (size_t k = 0; k < i; k++) {
			size_t h = path_hash(yl->loc[k].path) & yl->mask;
			while (yl->slots[h])
				h = (h + 1) & yl->mask;
			yl->slots[h] = k + 1;
		}
	}
	size_t h = path_hash(yl->loc[i].path) & yl->mask;
	while (yl->slots[h])
		h = (h + 1) & yl->mask;
	yl->slots[h] = i + 1;
	return 0;
}

/* Record path at line.  Returns 0, or -1 with yl->err set. */
static int loc_add(struct yaml_loader *yl, const char *path, unsigned line)
{
	if (yl->nloc == yl->cap) {
		size_t cap = yl->cap ? 2 * yl->cap : 64;
		struct yl_loc *v = realloc(yl->loc, cap * sizeof *v);
		if (!v)
			return yl_error(yl, 0, "out of memory");
		yl->loc = v;
		yl->cap = cap;
	}
	char *p = strdup(path);
	if (!p)
		return yl_error(yl, 0, "out of memory");
	yl->loc[yl->nloc] = (struct yl_loc){ p, line, line, NULL };
	if (loc_index(yl, yl->nloc)) {
		free(p);
		return -1;
	}
	yl->nloc++;
	return 0;
}

/* Remember the text of ev in l when it is a scalar (quoted or not: libcyaml
 * reads '"010"' in an integer field as 8 too).  0, or -1. */
static int loc_scalar(struct yaml_loader *yl, struct yl_loc *l,
		      const yaml_event_t *ev)
{
	if (ev->type != YAML_SCALAR_EVENT)
		return 0;
	free(l->scalar);
	l->scalar = strdup((const char *)ev->data.scalar.value);
	return l->scalar ? 0 : yl_error(yl, 0, "out of memory");
}

/* The top level is not in the list: its path "" has line root_line. */
unsigned yl_key_line(const struct yaml_loader *yl, const char *path)
{
	char buf[YL_PATH_MAX];

	snprintf(buf, sizeof buf, "%s", path);
	for (;;) {
		const struct yl_loc *l = loc_find(yl, buf);
		if (l)
			return l->key_line;
		if (!buf[0] && yl->root_line)
			return yl->root_line;
		char *cut = strrchr(buf, '.');
		char *br = strrchr(buf, '[');
		if (br && (!cut || br > cut))
			cut = br;
		if (!cut)
			return 1;
		*cut = '\0';
	}
}

bool yl_has(const struct yaml_loader *yl, const char *path)
{
	return loc_find(yl, path) != NULL;
}

unsigned yl_val_line(const struct yaml_loader *yl, const char *path)
{
	const struct yl_loc *l = loc_find(yl, path);
	return l && l->val_line ? l->val_line : yl_key_line(yl, path);
}

void yl_release(struct yaml_loader *yl)
{
	for (size_t i = 0; i < yl->nloc; i++) {
		free(yl->loc[i].path);
		free(yl->loc[i].scalar);
	}
	free(yl->loc);
	yl->loc = NULL;
	yl->nloc = yl->cap = 0;
	free(yl->slots);
	yl->slots = NULL;
	yl->mask = 0;
	yl->root_line = 0;
}

/* ---- pass 1: the event walk ---------------------------------------------- */

struct yl_frame {
	bool is_map;
	bool want_key;
	unsigned idx;			/* next sequence entry */
	char path[YL_PATH_MAX];		/* of this mapping or sequence */
	char key[YL_PATH_MAX];		/* last key read in a mapping */
};

/* Open mappings and sequences, innermost last. */
struct yl_walk {
	struct yl_frame stack[16];
	int depth;
};

/* Path of the node starting with ev into path[YL_PATH_MAX], recorded; the
 * key of a mapping is remembered in its frame.  Returns 1 for a key, 0 for
 * a value node, -1 on error (yl->err set). */
static int loc_place(struct yaml_loader *yl, struct yl_walk *w,
		     const yaml_event_t *ev, char *path)
{
	unsigned line = (unsigned)ev->start_mark.line + 1;
	const char *text = ev->type == YAML_SCALAR_EVENT ?
		(const char *)ev->data.scalar.value : "?";

	if (w->depth == 0) {
		if ((yl->root_line && (yl->flags & YL_ONE_DOCUMENT)) ||
		    ev->type != YAML_MAPPING_START_EVENT)
			return yl_error(yl, line, "expected a mapping of %s keys "
					"at top level", yl->what);
		if (!yl->root_line)
			yl->root_line = line;
		path[0] = '\0';
		return 0;
	}
	struct yl_frame *f = &w->stack[w->depth - 1];
	const char *sep = f->path[0] ? "." : "";
	if (!f->is_map) {
		if (snprintf(path, YL_PATH_MAX, "%s[%u]", f->path,
			     f->idx++) >= YL_PATH_MAX)
			return yl_error(yl, line, "%s nested too deeply",
					yl->what);
		if (loc_add(yl, path, line))
			return -1;
		return loc_scalar(yl, &yl->loc[yl->nloc - 1], ev);
	}
	if (f->want_key) {
		/* a mapping or sequence as a key ("? {a: 1}") has no path */
		if (ev->type != YAML_SCALAR_EVENT)
			return yl_error(yl, line, "a key in %s must be a "
					"plain name, not a %s",
					yl_where(f->path),
					ev->type == YAML_ALIAS_EVENT ? "alias" :
					ev->type == YAML_SEQUENCE_START_EVENT ?
					"sequence" : "mapping");
		if (snprintf(f->key, sizeof f->key, "%s", text) >=
		    (int)sizeof f->key ||
		    snprintf(path, YL_PATH_MAX, "%s%s%s", f->path, sep,
			     f->key) >= YL_PATH_MAX)
			return yl_error(yl, line, "key '%s' is too long", text);
		if (loc_find(yl, path))
			return yl_error(yl, line, "duplicate key '%s' in %s",
					f->key, yl_where(f->path));
		f->want_key = false;
		return loc_add(yl, path, line) ? -1 : 1;
	}
	f->want_key = true;
	if (snprintf(path, YL_PATH_MAX, "%s%s%s", f->path, sep, f->key) >=
	    YL_PATH_MAX)
		return yl_error(yl, line, "key '%s' is too long", f->key);
	struct yl_loc *l = loc_find(yl, path);
	l->val_line = line;
	if (loc_scalar(yl, l, ev))
		return -1;
	if (!yl->on_value)
		return 0;
	struct yl_value v = { f->path, f->key, path, ev, line };
	return yl->on_value(yl, &v) ? -1 : 0;
}

/* Handle one event of the walk.  Returns 0, or -1 with yl->err set. */
static int loc_event(struct yaml_loader *yl, struct yl_walk *w,
		     const yaml_event_t *ev)
{
	char path[YL_PATH_MAX];
	yaml_event_type_t t = ev->type;
	unsigned line = (unsigned)ev->start_mark.line + 1;

	if (t == YAML_MAPPING_END_EVENT || t == YAML_SEQUENCE_END_EVENT) {
		if (w->depth == 0)	/* cannot happen: libyaml pairs them */
			return yl_error(yl, line, "unbalanced %s end",
					t == YAML_MAPPING_END_EVENT ?
					"mapping" : "sequence");
		w->depth--;
		return 0;
	}
	if (t != YAML_SCALAR_EVENT && t != YAML_MAPPING_START_EVENT &&
	    t != YAML_SEQUENCE_START_EVENT && t != YAML_ALIAS_EVENT)
		return 0;
	if (t == YAML_ALIAS_EVENT && (yl->flags & YL_NO_ALIASES))
		return yl_error(yl, line, "aliases are not allowed");
	int r = loc_place(yl, w, ev, path);
	if (r != 0)
		return r < 0 ? -1 : 0;
	if (t == YAML_MAPPING_START_EVENT || t == YAML_SEQUENCE_START_EVENT) {
		if (w->depth == (int)(sizeof w->stack / sizeof w->stack[0]))
			return yl_error(yl, line, "nesting too deep");
		struct yl_frame *f = &w->stack[w->depth++];
		f->is_map = t == YAML_MAPPING_START_EVENT;
		f->want_key = true;
		f->idx = 0;
		f->key[0] = '\0';
		memcpy(f->path, path, sizeof f->path);
	}
	return 0;
}

int yl_locate(struct yaml_loader *yl, const unsigned char *data, size_t len)
{
	yaml_parser_t parser;
	yaml_event_t ev;
	struct yl_walk w = { .depth = 0 };
	int rc = -1;
	bool done = false;

	if (!yaml_parser_initialize(&parser))
		return yl_error(yl, 0, "out of memory");
	yaml_parser_set_input_string(&parser, data, len);
	while (!done) {
		if (!yaml_parser_parse(&parser, &ev)) {
			yl_error(yl, (unsigned)parser.problem_mark.line + 1,
				 "not a yaml file: %s", parser.problem ?
				 parser.problem : "parse error");
			goto out;
		}
		done = ev.type == YAML_STREAM_END_EVENT;
		int r = loc_event(yl, &w, &ev);
		yaml_event_delete(&ev);
		if (r)
			goto out;
	}
	rc = 0;
out:
	yaml_parser_delete(&parser);
	return rc;
}

/* ---- between the passes: integers written as decimals ------------------- */

/* The schema value at path ("options.assumed_trip", "units[2].slots[0]")
 * under top, or NULL when the path leaves the schema. */
static const cyaml_schema_value_t *schema_at(const cyaml_schema_value_t *top,
					     const char *path)
{
	const cyaml_schema_value_t *v = top;
	const char *p = path;

	while (*p && v) {
		if (*p == '[') {
			if (v->type != CYAML_SEQUENCE &&
			    v->type != CYAML_SEQUENCE_FIXED)
				return NULL;
			v = v->sequence.entry;
			p = strchr(p, ']');
			if (!p)
				return NULL;
			p++;
			continue;
		}
		if (*p == '.')
			p++;
		if (v->type != CYAML_MAPPING || !v->mapping.fields)
			return NULL;
		size_t n = strcspn(p, ".[");
		const cyaml_schema_field_t *f = v->mapping.fields;
		while (f->key && (strlen(f->key) != n ||
				  strncmp(f->key, p, n) != 0))
			f++;
		if (!f->key)
			return NULL;
		v = &f->value;
		p += n;
	}
	return v;
}

/* Is text a decimal integer: an optional '-' when sign is allowed, then
 * "0" or digits without a leading zero? */
static bool is_decimal(const char *text, bool sign)
{
	if (sign && *text == '-')
		text++;
	if (text[0] < '0' || text[0] > '9' || (text[0] == '0' && text[1]))
		return false;
	for (; *text; text++)
		if (*text < '0' || *text > '9')
			return false;
	return true;
}

int yl_check_integers(struct yaml_loader *yl,
		      const cyaml_schema_value_t *schema)
{
	for (size_t i = 0; i < yl->nloc; i++) {
		const struct yl_loc *l = &yl->loc[i];
		if (!l->scalar)
			continue;
		const cyaml_schema_value_t *v = schema_at(schema, l->path);
		if (!v || (v->type != CYAML_INT && v->type != CYAML_UINT))
			continue;
		bool sign = v->type == CYAML_INT;
		if (is_decimal(l->scalar, sign))
			continue;
		const char *why = !sign && l->scalar[0] == '-' &&
				  is_decimal(l->scalar + 1, false) ?
			"expected a non-negative integer" :
			sign ? "expected a decimal integer (digits, an "
			       "optional '-', no leading zero)" :
			       "expected a non-negative decimal integer "
			       "(digits only, no leading zero)";
		return yl_error(yl, l->val_line, "invalid value '%s' for "
				"'%s': %s", l->scalar, l->path, why);
	}
	return 0;
}

/* ---- pass 2: libcyaml's log turned into file:line ----------------------- */

void yl_cyaml_log(cyaml_log_t level, void *ctx, const char *fmt, va_list args)
{
	struct yaml_loader *yl = ctx;

	if (level < CYAML_LOG_ERROR || yl->loglen >= sizeof yl->log - 1)
		return;
	int n = vsnprintf(yl->log + yl->loglen, sizeof yl->log - yl->loglen,
			  fmt, args);
	if (n > 0)
		yl->loglen += (size_t)n;
	if (yl->loglen >= sizeof yl->log)
		yl->loglen = sizeof yl->log - 1;
}

/*
 * Rebuild the path of the failing node from libcyaml's backtrace (lines
 * "  in mapping field 'x' (...)", "  in sequence entry 'n' (...)" and
 * "  in mapping (...)", innermost first) into out: "ops.alu", "units[3]".
 * libcyaml numbers sequence entries from 1; paths number them from 0.  When
 * a required field is missing, the innermost "mapping field" frame is the
 * last field read, not a parent: drop_field says to leave it out.
 */
static void backtrace_path(const char *log, bool drop_field, char *out,
			   size_t outlen)
{
	char parts[16][64];
	int n = 0;
	bool first = true;
	const char *p = strstr(log, "Backtrace:");

	out[0] = '\0';
	while (p && (p = strstr(p, "\n  in ")) != NULL && n < 16) {
		p += 6;
		if (strncmp(p, "mapping field '", 15) == 0) {
			const char *q = strchr(p + 15, '\'');
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

bool yl_cyaml_arg(const struct yaml_loader *yl, const char *prefix, char *out,
		  size_t outlen)
{
	const char *p = strstr(yl->log, prefix);
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

int yl_cyaml_report(struct yaml_loader *yl, cyaml_err_t e, yl_kind_fn *kind,
		    yl_detail_fn *detail)
{
	static const char missing_msg[] = "Missing required mapping field: ";
	char path[YL_PATH_MAX], arg[128], full[400];
	bool missing = strstr(yl->log, missing_msg) != NULL;

	backtrace_path(yl->log, missing, path, sizeof path);
	if (yl_cyaml_arg(yl, "Unexpected key: ", arg, sizeof arg)) {
		snprintf(full, sizeof full, "%s%s%s", path, path[0] ? "." : "",
			 arg);
		return yl_error(yl, yl_key_line(yl, full), "unknown %s '%s' in %s",
				kind(path), arg, yl_where(path));
	}
	if (yl_cyaml_arg(yl, missing_msg, arg, sizeof arg))
		return yl_error(yl, yl_key_line(yl, path), "missing %s '%s' in %s",
				kind(path), arg, yl_where(path));
	if (detail && detail(yl, e, path))
		return -1;
	return yl_error(yl, yl_val_line(yl, path), "%s at '%s'",
			cyaml_strerror(e), yl_where(path));
}
