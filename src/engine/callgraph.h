/*
 * callgraph.h: the call graph of one run, across its files, and what it
 * tells about set-up code.
 *
 * Each analysed file contributes its functions (findings.fn, with their
 * linkage and whether their name is set-up code) and its direct calls and
 * taken addresses (findings.calls), from the model the run already built
 * or from the results cache, which stores both: the graph needs no parse.
 * Calls resolve by name: to a static function of the calling file, else
 * to the run's functions of external linkage of that name.
 */
#ifndef TMOPT_CALLGRAPH_H
#define TMOPT_CALLGRAPH_H

#include "finding.h"

/*
 * Set-up code across files: a function is set-up code when its name is
 * (func_cost.cold), or when it has callers in the run, none of them
 * unknown (its address is not taken anywhere in the run) and every one of
 * them set-up code (a self-call aside) that does not call it in a loop of
 * main (main's loops are the frame loop: rule_call_setup()); a 'hot:'
 * function never is.  A function of external linkage is judged by its
 * callers only when the run's files are the program or library (whole):
 * one file alone, or the files a change touches (--staged, --diff), are a
 * part of it whose other callers are unseen (rule_report() judges their
 * static functions).  The findings of fs in such a function get the
 * set-up treatment (rule_setup_note(): a note, naming the set-up function
 * it is reached from), unless their count is profiled, and the function's
 * func_cost is marked setup; a function no code of the run calls (but
 * itself), and whose address is not taken, is marked entry.  Returns the
 * number of findings changed.  With whole and complete (every file of the
 * run analysed), a run whose configuration names 'entries:' also marks
 * what no per-frame entry point reaches outside the frame path
 * (func_cost.outside: set-up code whose notes say so).
 */
size_t callgraph_setup(struct findings *fs, bool whole, bool complete);

/*
 * How often each function runs per call of the run's entry points, after
 * callgraph_setup(): an entry point (no caller in the run but itself,
 * 'main', a function whose address is taken and that no call through a
 * pointer of its file, or through a structure member it is stored into
 * (the same field of the same structure type, in any file), reaches, or, when the run is not whole, any
 * function of external linkage: its other callers are unseen)
 * runs once, plus, for each caller, the caller's runs times the execution
 * counts of its calls of it (the count of each call node: the product of
 * the trips around it).  Assumed trip counts follow the loop model's
 * nests across calls: the innermost unknown loop on the way counts 100
 * (--assumed-trip), those around it 4 (its cube root); calls_outer
 * counts every one as enclosing, and multiplies the findings whose own
 * count is assumed (they sit in an unknown loop of the function).  Calls from set-up code, but in main's frame loop,
 * count only towards set-up code.  A cycle of calls counts once: the
 * functions of a strongly connected component share the calls from
 * outside it.  The basis is the weakest count on the way; assumed calls
 * stop at 10,000.  Sets func_cost calls, calls_outer, calls_basis and
 * looped (some path from an entry calls it in a loop), and each finding's
 * calls (calls_outer when its count is assumed) and calls_basis (1
 * outside functions).  A note that rule_hot() gave
 * straight-line code (loop_severity) in a function that is not set-up
 * code and runs in a loop of a caller, or several times per entry call,
 * gets back its severity in a loop, and its message says why.  Returns
 * the number of findings whose severity changed.
 */
size_t callgraph_calls(struct findings *fs, bool whole);

/*
 * String walks bounded by the callers' literals: a finding in a loop that
 * walks the string its function's parameter k points to
 * (finding.str_param), the loop counted with an assumed trip, runs at most
 * as many passes as the longest string literal the calls pass for k has
 * characters, when the run is whole, every call of the function in it
 * passes a literal for k and none is unknown (its address is not taken):
 * wavpack's WavpackLittleEndianToNative(data, WavpackHeaderFormat), whose
 * callers pass formats of 2 to 11 characters.  The finding's count, total
 * and saving are scaled to that bound (still assumed: a bound), its
 * schedule's trip too when the walk is its loop, and its message says so.
 * Before callgraph_setup().  Returns the number of findings changed.
 */
size_t callgraph_strings(struct findings *fs, bool whole);

/*
 * Branches only a null pointer takes: a finding in the arm of 'if (!p)'
 * (finding.null_param) whose function every call of the run passes, for
 * p, a pointer C does not let be null ('work + n', '&x', an array: vorbis's
 * vorbis_lpc_predict(..., work + n, ...) never takes its 'prime == NULL'
 * fill) is a note: its code does not run in this program.  Not for a
 * function whose address is taken, one no call reaches or a run of one
 * file or of a change (whole false).  Returns the findings changed.
 */
size_t callgraph_nonnull(struct findings *fs, bool whole);

/*
 * Loops bounded by an integer parameter (finding.ploop), counted with an
 * assumed trip: when the run is whole and the parameter's values follow
 * from every call in it -- constants, the callers' own parameters and
 * integer structure members every store of the run sets (static tables'
 * initializers, 'st->lpcSize = mode->lpcSize'), each plus a constant,
 * calls through members included -- the finding's count, total and
 * saving are scaled to the loop's count at the largest value, and its
 * message says so; a finding whose advice needs more passes than that
 * (ploop.min_trip) is dropped.  Before callgraph_setup().  Returns the
 * number of findings changed or dropped.
 */
size_t callgraph_ints(struct findings *fs, bool whole);

#endif
