/*
 * profile.h: measured loop trip counts.
 *
 * A profile file gives the average trip count of loops, identified by the
 * file and line where they start, as TCS's profile-feedback runs or a
 * simulator trace measure them:
 *
 *   {"loops": [{"file": "src/fir.c", "line": 42, "trip": 720}, ...]}
 *
 * A loop of the model whose file path ends with the entry's path (at a '/'
 * boundary) and starts on its line takes the count, with basis "profile";
 * a compile-time constant trip count still wins.
 */
#ifndef TMOPT_PROFILE_H
#define TMOPT_PROFILE_H

#include <stddef.h>
#include <stdint.h>

#include "model.h"

struct profile;

/* Load path; returns 0, or -1 with "path: message" in err. */
int profile_load(const char *path, struct profile **out, char *err,
		 size_t errlen);
/* Apply to every loop of m; returns the number of loops profiled. */
unsigned profile_apply(const struct profile *p, struct model *m);
/* Hex digest of the file's entries (for the results cache key). */
const char *profile_hash(const struct profile *p);
void profile_free(struct profile *p);

#endif
