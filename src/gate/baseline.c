/*
 * baseline.c: write, load and match baselines (see baseline.h).  A
 * baseline holds at most some thousands of entries; they are kept sorted
 * by fingerprint and searched with bsearch.
 */
#include "baseline.h"
#include "rule.h"
#include "util.h"

#include <jansson.h>

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

int baseline_write(const char *path, const struct findings *fs)
{
	json_t *root = json_object(), *arr = json_array();
	size_t n = 0;

	json_object_set_new(root, "tool", json_string("tmopt"));
	json_object_set_new(root, "version", json_string(TMOPT_VERSION));
	for (size_t i = 0; i < fs->n; i++) {
		const struct finding *f = &fs->v[i];
		if (f->suppressed)
			continue;
		/* JSON holds UTF-8 only: other bytes become U+FFFD */
		char *file = utf8_fix(f->file), *fn = utf8_fix(f->function);
		char *msg = utf8_fix(f->message);
		json_array_append_new(arr, json_pack("{s:s, s:s, s:s, s:I, s:s, s:s}",
			"fingerprint", f->fingerprint, "rule", f->rule,
			"file", file ? file : f->file, "line", (json_int_t)f->line,
			"function", fn ? fn : f->function ? f->function : "",
			"message", msg ? msg : f->message ? f->message : ""));
		free(file);
		free(fn);
		free(msg);
		n++;
	}
	json_object_set_new(root, "findings", arr);
	int rc = json_dump_file(root, path, JSON_INDENT(1) | JSON_PRESERVE_ORDER);
	json_decref(root);
	if (rc)
		return error("cannot write baseline '%s': %s", path, strerror(errno));
	fprintf(stderr, "tmopt: wrote %zu finding%s to baseline '%s'\n", n,
		n == 1 ? "" : "s", path);
	return 0;
}

static int cmp_entry(const void *a, const void *b)
{
	return strcmp(((const struct bl_entry *)a)->fingerprint,
		      ((const struct bl_entry *)b)->fingerprint);
}

/* By fingerprint, then file order (line holds the index while sorting). */
static int cmp_item(const void *a, const void *b)
{
	const struct bl_item *x = a, *y = b;
	int c = strcmp(x->fingerprint, y->fingerprint);

	return c ? c : x->line < y->line ? -1 : x->line > y->line;
}

static char *str_member(json_t *o, const char *key)
{
	const char *v = json_string_value(json_object_get(o, key));
	return xstrdup(v ? v : "");
}

int baseline_load(const char *path, struct baseline *b, char *err,
		  size_t errlen)
{
	json_error_t je;
	json_t *root = json_load_file(path, 0, &je), *arr;
	size_t i;
	json_t *v;

	if (!root) {
		snprintf(err, errlen, "%s:%d: not a baseline: %s", path, je.line,
			 je.text);
		return -1;
	}
	arr = json_object_get(root, "findings");
	if (!json_is_array(arr)) {
		snprintf(err, errlen, "%s: not a baseline: no \"findings\" array",
			 path);
		json_decref(root);
		return -1;
	}
	b->v = xcalloc(json_array_size(arr) + 1, sizeof(*b->v));
	b->items = xcalloc(json_array_size(arr) + 1, sizeof(*b->items));
	json_array_foreach(arr, i, v) {
		const char *fp = json_string_value(json_object_get(v, "fingerprint"));
		struct bl_item *it = &b->items[b->nitems];
		if (!fp || strlen(fp) != 16) {
			snprintf(err, errlen, "%s: finding %zu has no valid "
				 "\"fingerprint\"", path, i + 1);
			json_decref(root);
			baseline_release(b);
			return -1;
		}
		memcpy(it->fingerprint, fp, 17);
		it->rule = str_member(v, "rule");
		it->file = str_member(v, "file");
		it->function = str_member(v, "function");
		it->message = str_member(v, "message");
		it->line = (unsigned)b->nitems++;
	}
	/* items sorted stably (line holds the index), then the real lines */
	qsort(b->items, b->nitems, sizeof(*b->items), cmp_item);
	for (i = 0; i < b->nitems; i++) {
		json_t *o = json_array_get(arr, b->items[i].line);
		json_int_t line = json_integer_value(json_object_get(o, "line"));
		b->items[i].line = line > 0 && line <= UINT_MAX ? (unsigned)line : 0;
		if (b->n && !strcmp(b->v[b->n - 1].fingerprint,
				    b->items[i].fingerprint)) {
			b->v[b->n - 1].count++;
			continue;
		}
		memcpy(b->v[b->n].fingerprint, b->items[i].fingerprint, 17);
		b->v[b->n].count = 1;
		b->v[b->n++].first = i;
	}
	json_decref(root);
	return 0;
}

/* Use up one entry of fingerprint fp; false when none is left. */
static bool use_entry(struct baseline *b, const char *fp)
{
	struct bl_entry key, *e;

	memcpy(key.fingerprint, fp, 17);
	e = b->n ? bsearch(&key, b->v, b->n, sizeof(*b->v), cmp_entry) : NULL;
	if (!e || !e->count)
		return false;
	e->count--;
	return true;
}

size_t baseline_apply(struct baseline *b, struct findings *fs)
{
	return baseline_mark(b, fs, NULL);
}

size_t baseline_mark(struct baseline *b, struct findings *fs,
		     enum bl_match *m)
{
	size_t hits = 0;

	for (size_t i = 0; i < fs->n; i++) {
		struct finding *f = &fs->v[i];
		if (m)
			m[i] = f->suppressed ? BL_INLINE : BL_NEW;
		if (!f->suppressed && use_entry(b, f->fingerprint)) {
			f->suppressed = true;
			f->suppressed_by = SUPPRESS_BASELINE;
			hits++;
			if (m)
				m[i] = BL_SUPPRESSED;
		}
	}
	for (size_t i = 0; m && i < fs->n; i++)
		if (m[i] == BL_INLINE && !use_entry(b, fs->v[i].fingerprint))
			m[i] = BL_NEW;
	return hits;
}

/* The static id of a known rule, else id itself. */
static const char *rule_id(const char *id)
{
	for (unsigned r = 0; r < rule_count; r++)
		if (!strcmp(rule_table[r]->id, id))
			return rule_table[r]->id;
	return id;
}

size_t baseline_absent(const struct baseline *b, struct findings *out)
{
	size_t n = 0;

	for (size_t e = 0; e < b->n; e++) {
		/* the entries left are the group's last ones */
		const struct bl_entry *be = &b->v[e];
		size_t end = e + 1 < b->n ? b->v[e + 1].first : b->nitems;
		for (size_t i = end - be->count; i < end; i++) {
			const struct bl_item *it = &b->items[i];
			struct finding *f = findings_add(out);
			f->rule = rule_id(it->rule);
			f->severity = SEV_WARNING;
			f->file = xstrdup(it->file);
			f->line = it->line;
			f->function = xstrdup(it->function);
			f->message = xstrdup(it->message);
			memcpy(f->fingerprint, it->fingerprint, 17);
			n++;
		}
	}
	return n;
}

void baseline_release(struct baseline *b)
{
	for (size_t i = 0; i < b->nitems; i++) {
		free(b->items[i].rule);
		free(b->items[i].file);
		free(b->items[i].function);
		free(b->items[i].message);
	}
	free(b->items);
	free(b->v);
	memset(b, 0, sizeof(*b));
}
