/*
 * sink_sarif.h: SARIF 2.1.0 output of a check run, for code-scanning
 * services and IDE viewers ('tmopt check --format sarif', 'tmopt report
 * --format sarif').  One run, one rule entry per registered rule, one
 * result per finding; suppressed findings stay in the log with a
 * suppression, as SARIF wants, and files that could not be analysed
 * become tool execution notifications.  Given a baseline ('check
 * --baseline', 'check --previous', 'report --db'), results carry
 * baselineState, and the baseline's findings no longer found are added
 * as "absent" results.
 */
#ifndef TMOPT_SINK_SARIF_H
#define TMOPT_SINK_SARIF_H

#include <stdbool.h>
#include <stdio.h>

#include "check.h"

/* Where the rule pages live.  A build may define TMOPT_HOMEPAGE (a web
 * copy of the repository): helpUri is then TMOPT_HOMEPAGE
 * "/blob/main/docs/rules/<id>.md".  Otherwise helpUri is a file:// URI of
 * the page on this machine (source tree or installed). */

/*
 * A baseline or previous release (baselineState).  Arrays index the
 * result's findings r->fs.v; every member may be NULL.
 */
struct sarif_options {
	/* per finding: "new", "unchanged" or "updated"; NULL: no baseline
	 * was given, results carry no baselineState */
	const char *const *state;
	/* per finding: its suppression is the baseline's, written as
	 * {"kind": "external", "justification": justification}.  Without
	 * it, a finding's suppressed_by decides (findings read from the
	 * database): SUPPRESS_BASELINE is {"kind": "external",
	 * "justification": "baseline"}; the other suppressed findings get
	 * {"kind": "inSource"} */
	const bool *external;
	const char *justification;
	/* findings of the baseline no longer found: written after the
	 * others with baselineState "absent" (costs only when known) */
	const struct findings *absent;
};

/* Write the log; opt may be NULL.  Returns 0, -1 on a write error. */
int sink_sarif(FILE *out, const struct check_result *r,
	       const struct machine *md, const struct sarif_options *opt);

/* The SARIF level of a severity: "note", "warning" or "error". */
const char *sarif_level(enum severity s);

#endif
