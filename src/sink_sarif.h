/*
 * sink_sarif.h: SARIF 2.1.0 output of a check run, for code-scanning
 * services and IDE viewers ('tmopt check --format sarif', 'tmopt report
 * --format sarif').  One run, one rule entry per registered rule, one
 * result per finding; suppressed findings stay in the log with a
 * suppression, as SARIF wants, and files that could not be analysed
 * become tool execution notifications.
 */
#ifndef TMOPT_SINK_SARIF_H
#define TMOPT_SINK_SARIF_H

#include <stdio.h>

#include "check.h"

/* Where the rule pages live: helpUri = TMOPT_HOMEPAGE "/blob/main/docs/rules/<id>.md". */
#ifndef TMOPT_HOMEPAGE
#define TMOPT_HOMEPAGE "https://github.com/tmopt/tmopt"
#endif

struct sarif_options {
	/*
	 * Hook for baselines and previous releases: when set, every result
	 * gets baselineState = baseline_state(f, ctx), one of "new",
	 * "unchanged", "updated" (and "absent" for results a caller adds from
	 * the baseline).  NULL: no baseline was given, results carry none.
	 */
	const char *(*baseline_state)(const struct finding *f, void *ctx);
	void *ctx;
};

/* Write the log; opt may be NULL.  Returns 0, -1 on a write error. */
int sink_sarif(FILE *out, const struct check_result *r,
	       const struct machine *md, const struct sarif_options *opt);

/* The SARIF level of a severity: "note", "warning" or "error". */
const char *sarif_level(enum severity s);

#endif
