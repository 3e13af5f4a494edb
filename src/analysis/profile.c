/*
 * profile.c: loop trip counts from a profile file (see profile.h), read
 * with jansson.
 */
#include "profile.h"
#include "finding.h"
#include "util.h"

#include <jansson.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct entry {
	char *file;
	unsigned line;
	uint64_t trip;
};

struct profile {
	struct entry *v;
	size_t n;
	char hash[17];
};

void profile_free(struct profile *p)
{
	if (!p)
		return;
	for (size_t i = 0; i < p->n; i++)
		free(p->v[i].file);
	free(p->v);
	free(p);
}

int profile_load(const char *path, struct profile **out, char *err,
		 size_t errlen)
{
	json_error_t je;
	size_t len, i;
	char *text = read_file(path, &len);
	json_t *root = NULL, *loops, *e;
	struct profile *p = xcalloc(1, sizeof(*p));
	uint64_t h = FNV_SEED;

	*out = NULL;
	if (!text) {
		snprintf(err, errlen, "%s: cannot read the profile", path);
		goto fail;
	}
	root = json_loadb(text, len, 0, &je);
	if (!root) {
		snprintf(err, errlen, "%s:%d: %s", path, je.line, je.text);
		goto fail;
	}
	loops = json_object_get(root, "loops");
	if (!json_is_array(loops)) {
		snprintf(err, errlen, "%s: no \"loops\" array", path);
		goto fail;
	}
	p->v = xcalloc(json_array_size(loops) + 1, sizeof(*p->v));
	json_array_foreach(loops, i, e) {
		const char *file = NULL;
		json_int_t line = 0;
		double trip = 0;
		if (json_unpack(e, "{s:s,s:I,s:F}", "file", &file, "line", &line,
				"trip", &trip) || line <= 0 || line > UINT_MAX ||
		    !(trip >= 0)) {
			snprintf(err, errlen, "%s: loops[%zu]: want {\"file\": "
				 "PATH, \"line\": N, \"trip\": COUNT}", path, i);
			goto fail;
		}
		struct entry *en = &p->v[p->n++];
		en->file = xstrdup(file);
		en->line = (unsigned)line;
		/* an average trip count, rounded to the nearest iteration
		 * (a trip past COUNT_CAP saturates to it: converting a double
		 * out of uint64_t's range would be undefined) */
		en->trip = trip + 0.5 >= (double)COUNT_CAP ? COUNT_CAP :
			   (uint64_t)(trip + 0.5);
	}
	h = fnv1a(h, text, len);
	snprintf(p->hash, sizeof(p->hash), "%016llx", (unsigned long long)h);
	free(text);
	json_decref(root);
	*out = p;
	return 0;
fail:
	free(text);
	json_decref(root);
	profile_free(p);
	return -1;
}

/* Does the model's path name the profile's (a suffix at a '/')? */
static bool same_file(const char *model, const char *prof)
{
	size_t a = strlen(model), b = strlen(prof);

	if (b > a || strcmp(model + a - b, prof))
		return false;
	return a == b || model[a - b - 1] == '/' || prof[0] == '/';
}

unsigned profile_apply(const struct profile *p, struct model *m)
{
	unsigned n = 0;

	for (unsigned l = 0; p && l < m->nloops; l++) {
		struct loop *lp = &m->loops[l];
		for (size_t i = 0; i < p->n; i++) {
			const struct entry *e = &p->v[i];
			if (e->line != lp->line || lp->file >= m->nfiles ||
			    !same_file(m->files[lp->file].path, e->file))
				continue;
			if (!lp->trip_known) {
				lp->trip = e->trip;
				lp->trip_profiled = true;
				n++;
			}
			break;
		}
	}
	return n;
}

const char *profile_hash(const struct profile *p)
{
	return p ? p->hash : "";
}
