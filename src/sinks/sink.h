/*
 * sink.h: output of a check run.  Sinks format; they never compute.
 */
#ifndef TMOPT_SINK_H
#define TMOPT_SINK_H

#include <jansson.h>
#include <stdbool.h>
#include <stdio.h>

#include "check.h"

/* GCC-style lines "file:line:col: severity: message (cost) [rule]", each
 * followed by the source line, a caret and the advice when source is set. */
void sink_text(FILE *out, const struct check_result *r,
	       const struct machine *md, bool color, bool source);

/* A one-line summary for stderr. */
/* The files that could not be analysed, one line each ("FILE: error: why"
 * or clang's own diagnostic): in the text output, and on stderr when the
 * findings go elsewhere (JSON, SARIF, a file). */
void sink_errors(FILE *out, const struct check_result *r);

void sink_summary(FILE *out, const struct check_result *r,
		  const struct machine *md);

/* json_dumpf(root, out, JSON_INDENT(2) | JSON_PRESERVE_ORDER), the JSON
 * sinks' layout, through one buffer: jansson hands json_dumpf()'s
 * callback every token, an fwrite() each (a quarter of the dump on a
 * large run).  Returns 0, -1 on a failed dump or write. */
int sink_json_dump(json_t *root, FILE *out);

/* The JSON contract of docs/json.md; returns 0, -1 on a write error. */
int sink_json(FILE *out, const struct check_result *r,
	      const struct machine *md);

/* GitLab's Code Quality report (Code Climate issues), the unsuppressed
 * findings; paths as they are in r (make them repository-relative).
 * Returns 0, -1 on a write error. */
int sink_codeclimate(FILE *out, const struct check_result *r);

/* One finding as the JSON contract's object (also used by 'tmopt diff
 * --format json'), and a loop schedule as its "schedule" member (also in
 * SARIF properties).  New references the caller owns (json_decref). */
json_t *finding_to_json(const struct finding *f);
json_t *schedule_to_json(const struct finding_schedule *s);

/*
 * JSON holds UTF-8 only, and jansson drops a string that is not (a
 * Latin-1 string literal in a message, a file name).  r as the JSON sinks
 * may print it: r itself when every string is valid UTF-8, else a copy in
 * *tmp whose invalid bytes are U+FFFD.  Release with sink_utf8_release().
 */
const struct check_result *sink_utf8(const struct check_result *r,
				     struct check_result *tmp);
void sink_utf8_release(const struct check_result *view,
		       const struct check_result *r);

#endif
