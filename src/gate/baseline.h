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
		size_t first;		/* its first item */
	} *v;
	size_t n;
	/* the file's entries as stored, sorted by fingerprint (stable) */
	struct bl_item {
		char fingerprint[17];
		char *rule, *file, *function, *message;	/* never NULL */
		unsigned line;
	} *items;
	size_t nitems;
};

/* How baseline_mark matched a finding. */
enum bl_match {
	BL_NEW,			/* not in the baseline */
	BL_SUPPRESSED,		/* in it, and suppressed by it */
	BL_INLINE,		/* in it, already suppressed inline */
};

/* Write the unsuppressed findings of fs to path.  Returns 0, or -1 with
 * a message printed. */
int baseline_write(const char *path, const struct findings *fs);

/* Load path into b (zeroed by the caller).  Returns 0, or -1 with err set
 * to "path: message". */
int baseline_load(const char *path, struct baseline *b, char *err,
		  size_t errlen);

/* Mark the findings of fs matched by b as suppressed (suppressed_by =
 * SUPPRESS_BASELINE); returns how many.  b's counts are used up. */
size_t baseline_apply(struct baseline *b, struct findings *fs);

/* baseline_apply, then let the inline-suppressed findings use up the
 * entries left, so that a baselined finding suppressed since then is not
 * new; m[i] (fs->n entries) says how fs->v[i] matched.  Returns how many
 * findings the baseline suppressed. */
size_t baseline_mark(struct baseline *b, struct findings *fs,
		     enum bl_match *m);

/* Append to out one finding per entry that no finding used up (after
 * baseline_apply or baseline_mark): rule, file, line, function, message
 * and fingerprint as stored, severity warning, no costs.  A rule id this
 * build does not know points into b, which must outlive out.  Returns
 * how many. */
size_t baseline_absent(const struct baseline *b, struct findings *out);

void baseline_release(struct baseline *b);

#endif
