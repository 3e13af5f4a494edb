/*
 * profile.h: measured loop trip counts and function calls.
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
 *
 * It may also give how often functions ran, per call of the run's entry
 * points (bench/precision/callgrind_profile.py turns a callgrind run into
 * this form):
 *
 *   {"functions": [{"name": "III_hybrid", "calls": 14.1}, ...]}
 *
 * A function of the run of that name (and, with "file", whose path ends
 * so) takes the count as its calls, basis "profile" (callgraph_calls());
 * one that ran less than PROFILE_SETUP_BELOW times per entry call is set-up
 * code: its findings are notes that say so (profile_rare_note()); the
 * functions it does not name are estimated from their callers, or,
 * with "complete": true (a run of code built without inlining, where
 * every function that ran has calls), did not run: their findings are
 * notes that say so (func_cost.not_run).
 *
 * With "functions", it may give how often source lines ran, per call of
 * the entry points:
 *
 *   {"lines": [{"file": "src/layer3.c", "line": 844, "count": 4310.5}]}
 *
 * A finding in a function the profile names, on a line of a file it
 * measured, takes its count per call of the function from there (basis
 * "profile"); with "complete", a line of such a file that it does not
 * name did not run: the finding is a note that says so.
 */
#ifndef TMOPT_PROFILE_H
#define TMOPT_PROFILE_H

#include <stddef.h>
#include <stdint.h>

#include "finding.h"
#include "model.h"

/* A function that ran less often than this per call of the entry points
 * is set-up code: once per stream, or per seek or format change (0.002 to
 * 0.01 per call in the 10 s streams of docs/precision.md), where per-frame
 * code runs about once per frame or more and per-page code of an Ogg
 * reader 0.09 per read.  What only set-up code calls is set-up code
 * however often it ran (callgrind_profile.py marks it). */
#define PROFILE_SETUP_BELOW 0.02

/* ... when it ran fewer times than this in the whole measured run (the
 * profile's "entries", the entry point's calls, says how long the run
 * was): code that ran 4 times or more in the run, however rarely per
 * frame, follows the data (Theora's keyframes, 4 in 240 frames; faad2's
 * TNS on 5 frames of 432), not the stream's set-up, and keeps its
 * severity; its rank follows its measured runs. */
#define PROFILE_SETUP_RUNS 4

struct profile;

/* Load path; returns 0, or -1 with "path: message" in err. */
int profile_load(const char *path, struct profile **out, char *err,
		 size_t errlen);
/* Apply to every loop of m; returns the number of loops profiled. */
unsigned profile_apply(const struct profile *p, struct model *m);
/* Mark the functions of fs the profile names (func_cost.profiled,
 * prof_calls), and with a complete profile the others not_run; returns
 * how many it names. */
unsigned profile_apply_functions(const struct profile *p, struct findings *fs);
/* After callgraph_calls(): the findings in functions the call graph does
 * not know (a header's functions) take the profile's calls by their
 * function's name, or with a complete profile, when it does not name it,
 * become notes that say it did not run; the findings of functions that
 * ran take their counts from the profile's lines (or are notes, their
 * line not run); returns how many changed. */
unsigned profile_apply_findings(const struct profile *p, struct findings *fs);
/* A finding of function fn, which the profile says ran 'calls' (< 1)
 * times per call of the entry points: a set-up note that says so. */
void profile_rare_note(struct finding *f, const char *fn, double calls);
/* A finding of function fn, which a complete profile does not name: a
 * note that says it did not run, counting the measured 0 (the message
 * says what the model counts). */
void profile_not_run_note(struct finding *f, const char *fn);

/* A straight-line note of a function the profile measured running 'calls'
 * times per entry call (2 or more) gets its loop severity back, and says
 * why. */
void profile_per_call_warning(struct finding *f, const char *fn, double calls);
/* Hex digest of the file's entries (for the results cache key). */
const char *profile_hash(const struct profile *p);
void profile_free(struct profile *p);

#endif
