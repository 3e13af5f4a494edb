/*
 * baseline.h: accepted findings, so that a gate reports only new ones.
 *
 * 'tmopt baseline write FILE' stores the current findings as JSON:
 *   {"tool": "tmopt", "version": "0.1.0", "findings": [
 *     {"fingerprint": "...", "rule": "divmod", "file": "src/a.c",
 *      "function": "f", "message": "..."}, ...]}
 * 'tmopt check --baseline FILE' marks every finding whose fingerprint is
 * in the baseline as suppressed.  Matching is by fingerprint only (the
 * fingerprint leaves out file and line, so moved code stays matched), and
 * counted: a baseline entry absorbs one finding, so a second copy of an
 * accepted construct in the same function is new.
 */
#ifndef TMOPT_BASELINE_H
#define TMOPT_BASELINE_H

#include <stddef.h>

#include "finding.h"

struct baseline {
	struct bl_entry {
		char fingerprint[17];
		unsigned count;		/* entries with this fingerprint */
	} *v;
	size_t n;
};

/* Write the unsuppressed findings of fs to path.  Returns 0, or -1 with
 * a message printed. */
int baseline_write(const char *path, const struct findings *fs);

/* Load path into b (zeroed by the caller).  Returns 0, or -1 with err set
 * to "path: message". */
int baseline_load(const char *path, struct baseline *b, char *err,
		  size_t errlen);

/* Mark the findings of fs matched by b as suppressed; returns how many.
 * b's counts are used up. */
size_t baseline_apply(struct baseline *b, struct findings *fs);

void baseline_release(struct baseline *b);

#endif
