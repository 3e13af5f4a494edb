/*
 * baseline.c: write, load and match baselines (see baseline.h).  A
 * baseline holds at most some thousands of entries; they are kept sorted
 * by fingerprint and searched with bsearch.
 */
#include "baseline.h"
#include "util.h"

#include <jansson.h>

#include <errno.h>
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
		json_array_append_new(arr, json_pack("{s:s, s:s, s:s, s:I, s:s, s:s}",
			"fingerprint", f->fingerprint, "rule", f->rule,
			"file", f->file, "line", (json_int_t)f->line,
			"function", f->function ? f->function : "",
			"message", f->message ? f->message : ""));
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
	json_array_foreach(arr, i, v) {
		const char *fp = json_string_value(json_object_get(v, "fingerprint"));
		if (!fp || strlen(fp) != 16) {
			snprintf(err, errlen, "%s: finding %zu has no valid "
				 "\"fingerprint\"", path, i + 1);
			json_decref(root);
			baseline_release(b);
			return -1;
		}
		memcpy(b->v[b->n].fingerprint, fp, 17);
		b->v[b->n++].count = 1;
	}
	json_decref(root);
	qsort(b->v, b->n, sizeof(*b->v), cmp_entry);
	size_t j = 0;
	for (i = 0; i < b->n; i++) {
		if (j && !strcmp(b->v[j - 1].fingerprint, b->v[i].fingerprint))
			b->v[j - 1].count++;
		else
			b->v[j++] = b->v[i];
	}
	b->n = j;
	return 0;
}

size_t baseline_apply(struct baseline *b, struct findings *fs)
{
	size_t hits = 0;

	for (size_t i = 0; i < fs->n; i++) {
		struct finding *f = &fs->v[i];
		struct bl_entry key, *e;
		if (f->suppressed)
			continue;
		memcpy(key.fingerprint, f->fingerprint, 17);
		e = b->n ? bsearch(&key, b->v, b->n, sizeof(*b->v), cmp_entry) : NULL;
		if (e && e->count) {
			e->count--;
			f->suppressed = true;
			hits++;
		}
	}
	return hits;
}

void baseline_release(struct baseline *b)
{
	free(b->v);
	memset(b, 0, sizeof(*b));
}
