/*
 * test_callgraph.c: set-up code across the files of a run
 * (src/engine/callgraph.c): chains through files, a static function
 * hiding an external one of the same name, taken addresses, cycles,
 * 'hot:', profiled counts, and one-file runs; and how often each
 * function runs per call of the entry points (callgraph_calls()).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "callgraph.h"
#include "util.h"

/* A function of the run: name, file, static?, cold by name? */
static void fn(struct findings *fs, const char *name, const char *file,
	       bool is_static, bool cold)
{
	findings_add_function(fs, name, file, 1, 100, COUNT_CONSTANT);
	fs->fn[fs->nfn - 1].is_static = is_static;
	fs->fn[fs->nfn - 1].cold = cold;
}

/* The same, with a loop of assumed count of its own. */
static void fn_loop(struct findings *fs, const char *name, const char *file,
		    bool is_static)
{
	fn(fs, name, file, is_static, false);
	fs->fn[fs->nfn - 1].basis = COUNT_ASSUMED;
	fs->fn[fs->nfn - 1].long_guess = true;
}

/* A warning in function name of file. */
static void warn(struct findings *fs, const char *name, const char *file)
{
	struct finding *f = findings_add(fs);

	f->rule = "divmod";
	f->severity = SEV_WARNING;
	f->file = xstrdup(file);
	f->function = xstrdup(name);
	f->message = xstrdup("integer division");
	f->basis = COUNT_ASSUMED;
}

/* The severity of the finding in function name of file. */
static enum severity sev(const struct findings *fs, const char *name,
			 const char *file)
{
	for (size_t i = 0; i < fs->n; i++)
		if (!strcmp(fs->v[i].function, name) && !strcmp(fs->v[i].file, file))
			return fs->v[i].severity;
	fail_msg("no finding in %s", name);
	return SEV_ERROR;
}

static const char *msg(const struct findings *fs, const char *name)
{
	for (size_t i = 0; i < fs->n; i++)
		if (!strcmp(fs->v[i].function, name))
			return fs->v[i].message;
	return "";
}

/* codec_init (a.c) -> make (b.c) -> pass (static, b.c): set-up code, and
 * the message names codec_init; frame (a.c) -> run (b.c) is not. */
static void test_chain(void **state)
{
	struct findings fs = { 0 };

	(void)state;
	fn(&fs, "codec_init", "a.c", false, true);
	fn(&fs, "frame", "a.c", false, false);
	fn(&fs, "make", "b.c", false, false);
	fn(&fs, "pass", "b.c", true, false);
	fn(&fs, "run", "b.c", false, false);
	findings_add_call(&fs, "a.c", "codec_init", "make", false, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "a.c", "frame", "run", true, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "b.c", "make", "pass", true, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "b.c", "make", "memset", false, 1, 1, COUNT_CONSTANT, false);
	warn(&fs, "pass", "b.c");
	warn(&fs, "run", "b.c");
	assert_int_equal(callgraph_setup(&fs, true, true), 1);
	assert_int_equal(sev(&fs, "pass", "b.c"), SEV_NOTE);
	assert_int_equal(sev(&fs, "run", "b.c"), SEV_WARNING);
	assert_non_null(strstr(msg(&fs, "pass"), "in set-up code: 'pass' is only "
		"called from 'codec_init', which by its name runs once per stream"));
	assert_true(fs.fn[0].setup && !fs.fn[1].setup && fs.fn[2].setup &&
		    fs.fn[3].setup && !fs.fn[4].setup);
	assert_true(fs.fn[0].entry && fs.fn[1].entry && !fs.fn[2].entry &&
		    !fs.fn[3].entry && !fs.fn[4].entry);
	/* the findings already changed stay as they are */
	assert_int_equal(callgraph_setup(&fs, true, true), 0);
	findings_release(&fs);
}

/* A static 'scale' of c.c hides the external 'scale' of d.c from c.c's
 * calls: init (a.c) calls the external one, frame (c.c) its own. */
static void test_static_hides(void **state)
{
	struct findings fs = { 0 };

	(void)state;
	fn(&fs, "x_init", "a.c", false, true);
	fn(&fs, "frame", "c.c", false, false);
	fn(&fs, "scale", "c.c", true, false);
	fn(&fs, "scale", "d.c", false, false);
	findings_add_call(&fs, "a.c", "x_init", "scale", false, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "c.c", "frame", "scale", true, 1, 1, COUNT_CONSTANT, false);
	warn(&fs, "scale", "c.c");
	warn(&fs, "scale", "d.c");
	callgraph_setup(&fs, true, true);
	assert_int_equal(sev(&fs, "scale", "c.c"), SEV_WARNING);
	assert_int_equal(sev(&fs, "scale", "d.c"), SEV_NOTE);
	findings_release(&fs);
}

/* What keeps a function hot although only set-up code calls it
 * directly: its address taken anywhere, a cycle of functions calling
 * each other (the least fixed point), 'hot:', a profiled count, and, in a
 * one-file run, external linkage. */
static void test_hot(void **state)
{
	struct findings fs = { 0 };

	(void)state;
	fn(&fs, "x_init", "a.c", false, true);
	fn(&fs, "table_op", "b.c", false, false);
	fn(&fs, "ping", "b.c", false, false);
	fn(&fs, "pong", "b.c", false, false);
	fn(&fs, "rec", "b.c", false, false);
	fn(&fs, "keep", "b.c", false, false);
	fn(&fs, "measured", "b.c", false, false);
	fs.fn[5].hot = true;
	findings_add_call(&fs, "a.c", "x_init", "table_op", false, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "a.c", "x_init", "ping", false, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "a.c", "x_init", "rec", false, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "a.c", "x_init", "keep", false, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "a.c", "x_init", "measured", false, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "b.c", "ping", "pong", false, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "b.c", "pong", "ping", false, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "b.c", "rec", "rec", true, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "c.c", "", "table_op", false, 1, 1, COUNT_CONSTANT, false);
	warn(&fs, "table_op", "b.c");
	warn(&fs, "ping", "b.c");
	warn(&fs, "pong", "b.c");
	warn(&fs, "rec", "b.c");
	warn(&fs, "keep", "b.c");
	warn(&fs, "measured", "b.c");
	fs.v[fs.n - 1].basis = COUNT_PROFILE;
	callgraph_setup(&fs, true, true);
	assert_int_equal(sev(&fs, "table_op", "b.c"), SEV_WARNING);
	assert_int_equal(sev(&fs, "ping", "b.c"), SEV_WARNING);
	assert_int_equal(sev(&fs, "pong", "b.c"), SEV_WARNING);
	assert_int_equal(sev(&fs, "rec", "b.c"), SEV_NOTE);	/* a self-call */
	assert_false(fs.fn[1].entry);	/* its address is taken */
	assert_int_equal(sev(&fs, "keep", "b.c"), SEV_WARNING);
	assert_int_equal(sev(&fs, "measured", "b.c"), SEV_WARNING);
	findings_release(&fs);
}

/* main's loops are the frame loop: what main calls in a loop is not
 * set-up code; what it calls outside them is, and an init function's
 * loop (a table built entry by entry) is set-up code too. */
static void test_main_loop(void **state)
{
	struct findings fs = { 0 };

	(void)state;
	fn(&fs, "main", "m.c", false, true);
	fn(&fs, "x_init", "a.c", false, true);
	fn(&fs, "frame", "a.c", false, false);
	fn(&fs, "options", "a.c", false, false);
	fn(&fs, "entry", "a.c", false, false);
	findings_add_call(&fs, "m.c", "main", "frame", true, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "m.c", "main", "options", false, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "a.c", "x_init", "entry", true, 1, 1, COUNT_CONSTANT, false);
	warn(&fs, "frame", "a.c");
	warn(&fs, "options", "a.c");
	warn(&fs, "entry", "a.c");
	callgraph_setup(&fs, true, true);
	assert_int_equal(sev(&fs, "frame", "a.c"), SEV_WARNING);
	assert_int_equal(sev(&fs, "options", "a.c"), SEV_NOTE);
	assert_int_equal(sev(&fs, "entry", "a.c"), SEV_NOTE);
	findings_release(&fs);
}

/* One file, or the files of a change: their static functions are
 * judged, their external ones not. */
static void test_one_file(void **state)
{
	struct findings fs = { 0 };

	(void)state;
	fn(&fs, "x_init", "a.c", false, true);
	fn(&fs, "helper", "a.c", true, false);
	fn(&fs, "api", "a.c", false, false);
	findings_add_call(&fs, "a.c", "x_init", "helper", false, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "a.c", "x_init", "api", false, 1, 1, COUNT_CONSTANT, false);
	warn(&fs, "helper", "a.c");
	warn(&fs, "api", "a.c");
	callgraph_setup(&fs, false, true);
	assert_int_equal(sev(&fs, "helper", "a.c"), SEV_NOTE);
	assert_int_equal(sev(&fs, "api", "a.c"), SEV_WARNING);
	findings_release(&fs);
}

/* A straight-line note in function name of file: the severity rule_hot()
 * would give it in a loop is a warning. */
static void straight(struct findings *fs, const char *name, const char *file)
{
	warn(fs, name, file);
	fs->v[fs->n - 1].severity = SEV_NOTE;
	fs->v[fs->n - 1].loop_severity = SEV_WARNING;
	fs->v[fs->n - 1].basis = COUNT_CONSTANT;
	fs->v[fs->n - 1].count = 1;
}

static const struct func_cost *func(const struct findings *fs, const char *name)
{
	for (size_t i = 0; i < fs->nfn; i++)
		if (!strcmp(fs->fn[i].name, name))
			return &fs->fn[i];
	fail_msg("no function %s", name);
	return NULL;
}

static const struct finding *in_fn(const struct findings *fs, const char *name)
{
	for (size_t i = 0; i < fs->n; i++)
		if (!strcmp(fs->v[i].function, name))
			return &fs->v[i];
	fail_msg("no finding in %s", name);
	return NULL;
}

/* frame (a.c, an entry) calls helper (b.c) in a loop of 100 (assumed),
 * helper calls the static leaf twice, and once once: leaf runs 200 times
 * per call of frame, its straight-line note is a warning naming frame's
 * loop; once's note stays a note; the counts multiply along the path and
 * the basis is the weakest on it.  A finding in an unknown loop of leaf
 * counts frame's loop as an enclosing one (10): 20 calls.  frame2 calls
 * helper2 in such a loop, and helper2 calls sampler, which has an unknown
 * loop of its own: frame2's loop encloses it (10), for sampler's calls
 * and helper2's alike. */
static void test_calls_chain(void **state)
{
	struct findings fs = { 0 };

	(void)state;
	fn(&fs, "frame", "a.c", false, false);
	fn(&fs, "helper", "b.c", false, false);
	fn(&fs, "leaf", "b.c", true, false);
	fn(&fs, "once", "b.c", false, false);
	findings_add_call(&fs, "a.c", "frame", "helper", true, 100, 10, COUNT_ASSUMED, false);
	findings_add_call(&fs, "b.c", "helper", "leaf", false, 2, 2, COUNT_CONSTANT, false);
	findings_add_call(&fs, "a.c", "frame", "once", false, 1, 1, COUNT_CONSTANT, false);
	fn(&fs, "frame2", "a.c", false, false);
	fn(&fs, "helper2", "b.c", false, false);
	fn_loop(&fs, "sampler", "b.c", true);
	findings_add_call(&fs, "a.c", "frame2", "helper2", true, 100, 10, COUNT_ASSUMED, false);
	findings_add_call(&fs, "b.c", "helper2", "sampler", false, 2, 2, COUNT_CONSTANT, false);
	straight(&fs, "leaf", "b.c");
	straight(&fs, "once", "b.c");
	warn(&fs, "leaf", "b.c");	/* in an unknown loop of leaf */
	callgraph_setup(&fs, true, true);
	assert_int_equal(callgraph_calls(&fs, true), 1);
	/* frame's loop encloses leaf's own unknown loop: 10 there */
	assert_int_equal(func(&fs, "leaf")->calls_outer, 20);
	assert_int_equal(fs.v[fs.n - 1].calls, 20);
	assert_int_equal(fs.v[fs.n - 1].severity, SEV_WARNING);
	assert_int_equal(func(&fs, "frame")->calls, 1);
	assert_int_equal(func(&fs, "helper")->calls, 100);
	assert_int_equal(func(&fs, "leaf")->calls, 200);
	assert_int_equal(func(&fs, "leaf")->calls_basis, COUNT_ASSUMED);
	assert_true(func(&fs, "leaf")->looped && !func(&fs, "once")->looped);
	assert_int_equal(func(&fs, "once")->calls, 1);
	assert_int_equal(func(&fs, "once")->calls_basis, COUNT_CONSTANT);
	const struct finding *f = in_fn(&fs, "leaf");
	assert_int_equal(f->severity, SEV_WARNING);
	assert_int_equal(f->calls, 200);
	assert_int_equal(finding_weight(f), 200 * f->total_cycles);
	assert_non_null(strstr(f->message, "'leaf' runs in a loop of 'frame'"));
	assert_int_equal(sev(&fs, "once", "b.c"), SEV_NOTE);
	assert_int_equal(in_fn(&fs, "once")->calls, 1);
	assert_int_equal(func(&fs, "helper2")->calls, 10);
	assert_int_equal(func(&fs, "sampler")->calls, 20);
	assert_int_equal(func(&fs, "sampler")->calls_basis, COUNT_ASSUMED);
	findings_release(&fs);
}

/* Entry points are alternatives: enc_int and enc_float each call core
 * once, and core calls leaf in a constant loop of 4: core runs once per
 * call of an entry point, not twice, and leaf 4 times; multi calls core
 * for each of its 3 streams (a constant loop): the most, 3 and 12. */
static void test_calls_entries(void **state)
{
	struct findings fs = { 0 };

	(void)state;
	fn(&fs, "enc_int", "a.c", false, false);
	fn(&fs, "enc_float", "a.c", false, false);
	fn(&fs, "core", "b.c", false, false);
	fn(&fs, "leaf", "b.c", true, false);
	findings_add_call(&fs, "a.c", "enc_int", "core", false, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "a.c", "enc_float", "core", false, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "b.c", "core", "leaf", true, 4, 4, COUNT_CONSTANT, false);
	callgraph_setup(&fs, true, true);
	callgraph_calls(&fs, true);
	assert_int_equal(func(&fs, "enc_int")->calls, 1);
	assert_int_equal(func(&fs, "core")->calls, 1);
	assert_int_equal(func(&fs, "leaf")->calls, 4);
	assert_int_equal(func(&fs, "leaf")->calls_basis, COUNT_CONSTANT);
	findings_release(&fs);

	memset(&fs, 0, sizeof(fs));
	fn(&fs, "enc_int", "a.c", false, false);
	fn(&fs, "multi", "a.c", false, false);
	fn(&fs, "core", "b.c", false, false);
	fn(&fs, "leaf", "b.c", true, false);
	findings_add_call(&fs, "a.c", "enc_int", "core", false, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "a.c", "multi", "core", true, 3, 3, COUNT_CONSTANT, false);
	findings_add_call(&fs, "b.c", "core", "leaf", true, 4, 4, COUNT_CONSTANT, false);
	callgraph_setup(&fs, true, true);
	callgraph_calls(&fs, true);
	assert_int_equal(func(&fs, "core")->calls, 3);
	assert_int_equal(func(&fs, "leaf")->calls, 12);
	findings_release(&fs);

	/* with a profile, measured calls add up over the measured run's
	 * entry points: g, under p1 and p2 (10 each), runs 20 times */
	memset(&fs, 0, sizeof(fs));
	fn(&fs, "enc", "a.c", false, false);
	fn(&fs, "dec", "a.c", false, false);
	fn(&fs, "p1", "a.c", true, false);
	fn(&fs, "p2", "a.c", true, false);
	fn(&fs, "g", "b.c", false, false);
	findings_add_call(&fs, "a.c", "enc", "p1", true, 10, 10, COUNT_CONSTANT, false);
	findings_add_call(&fs, "a.c", "dec", "p2", true, 10, 10, COUNT_CONSTANT, false);
	findings_add_call(&fs, "a.c", "p1", "g", false, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "a.c", "p2", "g", false, 1, 1, COUNT_CONSTANT, false);
	for (size_t i = 0; i < fs.nfn; i++)
		if (!strcmp(fs.fn[i].name, "p1") || !strcmp(fs.fn[i].name, "p2")) {
			fs.fn[i].profiled = true;
			fs.fn[i].prof_calls = 10;
		}
	callgraph_setup(&fs, true, true);
	callgraph_calls(&fs, true);
	assert_int_equal(func(&fs, "g")->calls, 20);
	findings_release(&fs);
}

/* A callee whose loops have small guessed counts (a channel loop's 2, an
 * array's extent of 3) is no nest of its own: the unknown loop around
 * its call keeps the innermost 100 (small), while one around a call of
 * a function with an innermost unknown loop counts 10 (big). */
static void test_calls_small_callee(void **state)
{
	struct findings fs = { 0 };

	(void)state;
	fn(&fs, "frame", "a.c", false, false);
	fn(&fs, "small", "b.c", false, false);
	fn_loop(&fs, "big", "b.c", false);
	for (size_t i = 0; i < fs.nfn; i++)
		if (!strcmp(fs.fn[i].name, "small"))
			fs.fn[i].basis = COUNT_ASSUMED;	/* long_guess false */
	findings_add_call(&fs, "a.c", "frame", "small", true, 100, 10, COUNT_ASSUMED, false);
	findings_add_call(&fs, "a.c", "frame", "big", true, 100, 10, COUNT_ASSUMED, false);
	callgraph_setup(&fs, true, true);
	callgraph_calls(&fs, true);
	assert_int_equal(func(&fs, "small")->calls, 100);
	assert_int_equal(func(&fs, "big")->calls, 10);
	findings_release(&fs);
}

/* Straight-line calls that add up: a leaf called from two places of an
 * entry runs twice per call of it, and its note is a warning naming the
 * entry; a warning is never lowered. */
static void test_calls_twice(void **state)
{
	struct findings fs = { 0 };

	(void)state;
	fn(&fs, "fft", "a.c", false, false);
	fn(&fs, "half", "a.c", true, false);
	fn(&fs, "bfly", "a.c", true, false);
	findings_add_call(&fs, "a.c", "fft", "half", false, 2, 2, COUNT_CONSTANT, false);
	findings_add_call(&fs, "a.c", "half", "bfly", false, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "a.c", "fft", "bfly", false, 1, 1, COUNT_CONSTANT, false);
	straight(&fs, "bfly", "a.c");
	warn(&fs, "fft", "a.c");
	callgraph_setup(&fs, true, true);
	callgraph_calls(&fs, true);
	assert_int_equal(func(&fs, "bfly")->calls, 3);
	assert_int_equal(sev(&fs, "bfly", "a.c"), SEV_WARNING);
	assert_non_null(strstr(msg(&fs, "bfly"), "several times per call of 'fft'"));
	assert_int_equal(sev(&fs, "fft", "a.c"), SEV_WARNING);
	findings_release(&fs);
}

/* Recursion and cycles end, and count once: entry calls a in a loop of
 * 10, a and b call each other, rec calls itself in a loop; a chain of
 * assumed loops stops at 10,000 calls. */
static void test_calls_cycles(void **state)
{
	struct findings fs = { 0 };

	(void)state;
	fn(&fs, "entry", "a.c", false, false);
	fn(&fs, "a", "a.c", false, false);
	fn(&fs, "b", "b.c", false, false);
	fn(&fs, "rec", "b.c", true, false);
	fn(&fs, "deep1", "c.c", false, false);
	fn(&fs, "deep2", "c.c", false, false);
	fn(&fs, "deep3", "c.c", false, false);
	findings_add_call(&fs, "a.c", "entry", "a", true, 10, 10, COUNT_CONSTANT, false);
	findings_add_call(&fs, "a.c", "a", "b", true, 5, 5, COUNT_CONSTANT, false);
	findings_add_call(&fs, "b.c", "b", "a", false, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "b.c", "b", "rec", false, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "b.c", "rec", "rec", true, 100, 100, COUNT_ASSUMED, false);
	fn(&fs, "deep4", "c.c", false, false);
	findings_add_call(&fs, "a.c", "entry", "deep1", true, 100, 10, COUNT_ASSUMED, false);
	findings_add_call(&fs, "c.c", "deep1", "deep2", true, 100, 10, COUNT_ASSUMED, false);
	findings_add_call(&fs, "c.c", "deep2", "deep3", true, 100, 10, COUNT_ASSUMED, false);
	findings_add_call(&fs, "c.c", "deep3", "deep4", true, 100, 10, COUNT_ASSUMED, false);
	straight(&fs, "rec", "b.c");
	callgraph_setup(&fs, true, true);
	callgraph_calls(&fs, true);
	assert_int_equal(func(&fs, "a")->calls, 10);
	assert_int_equal(func(&fs, "b")->calls, 10);
	assert_int_equal(func(&fs, "rec")->calls, 10);
	assert_true(func(&fs, "rec")->looped);
	assert_int_equal(sev(&fs, "rec", "b.c"), SEV_WARNING);
	/* the innermost unknown loop counts 100, those around it 10 */
	assert_int_equal(func(&fs, "deep2")->calls, 1000);
	assert_int_equal(func(&fs, "deep3")->calls, 10000);
	assert_int_equal(func(&fs, "deep3")->calls_outer, 1000);
	assert_int_equal(func(&fs, "deep4")->calls, 10000);	/* the cap */
	assert_int_equal(func(&fs, "deep4")->calls_outer, 10000);
	assert_int_equal(func(&fs, "deep3")->calls_basis, COUNT_ASSUMED);
	findings_release(&fs);

	/* deep4 with an unknown loop of its own: every loop on the way
	 * encloses it, 10 each */
	memset(&fs, 0, sizeof(fs));
	fn(&fs, "entry", "a.c", false, false);
	fn(&fs, "deep1", "c.c", false, false);
	fn(&fs, "deep2", "c.c", false, false);
	fn_loop(&fs, "deep3", "c.c", false);
	findings_add_call(&fs, "a.c", "entry", "deep1", true, 100, 10, COUNT_ASSUMED, false);
	findings_add_call(&fs, "c.c", "deep1", "deep2", true, 100, 10, COUNT_ASSUMED, false);
	findings_add_call(&fs, "c.c", "deep2", "deep3", true, 100, 10, COUNT_ASSUMED, false);
	callgraph_setup(&fs, true, true);
	callgraph_calls(&fs, true);
	assert_int_equal(func(&fs, "deep1")->calls, 10);
	assert_int_equal(func(&fs, "deep2")->calls, 100);
	assert_int_equal(func(&fs, "deep3")->calls, 1000);
	findings_release(&fs);
}

/* Set-up code: x_init's loop calls scale 100 times once per stream, frame
 * once per call: scale runs once per call of the entry points and its
 * note stays; table, which only x_init calls in a loop, is set-up code
 * and keeps its note.  main's frame loop counts: decode runs 100 times
 * per call of main. */
static void test_calls_setup(void **state)
{
	struct findings fs = { 0 };

	(void)state;
	fn(&fs, "x_init", "a.c", false, true);
	fn(&fs, "frame", "a.c", false, false);
	fn(&fs, "scale", "b.c", false, false);
	fn(&fs, "table", "b.c", true, false);
	fn(&fs, "main", "m.c", false, true);
	fn(&fs, "decode", "m.c", true, false);
	findings_add_call(&fs, "a.c", "x_init", "scale", true, 100, 10, COUNT_ASSUMED, false);
	findings_add_call(&fs, "a.c", "frame", "scale", false, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "b.c", "scale", "table", false, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "a.c", "x_init", "table", true, 100, 10, COUNT_ASSUMED, false);
	findings_add_call(&fs, "m.c", "main", "decode", true, 100, 10, COUNT_ASSUMED, false);
	straight(&fs, "scale", "b.c");
	straight(&fs, "decode", "m.c");
	callgraph_setup(&fs, true, true);
	callgraph_calls(&fs, true);
	assert_int_equal(func(&fs, "scale")->calls, 1);
	assert_false(func(&fs, "scale")->looped);
	assert_int_equal(sev(&fs, "scale", "b.c"), SEV_NOTE);
	assert_true(func(&fs, "table")->setup == false);	/* scale calls it */
	assert_int_equal(func(&fs, "table")->calls, 1);
	assert_int_equal(func(&fs, "decode")->calls, 100);
	assert_int_equal(sev(&fs, "decode", "m.c"), SEV_WARNING);
	findings_release(&fs);
}

/* Calls from once-guarded blocks (model_mark_once()): 'tables', called
 * only from frame's 'if (!ready) { ... }' block, is set-up code, and its
 * findings stay notes although the block sits in a loop of frame; a
 * callee that frame also calls per frame counts only those calls. */
static void test_calls_once(void **state)
{
	struct findings fs = { 0 };

	(void)state;
	fn(&fs, "frame", "a.c", false, false);
	fn(&fs, "tables", "a.c", true, false);
	fn(&fs, "gain", "a.c", true, false);
	findings_add_call(&fs, "a.c", "frame", "tables", false, 1, 1, COUNT_CONSTANT, true);
	findings_add_call(&fs, "a.c", "frame", "gain", true, 100, 10, COUNT_ASSUMED, false);
	findings_add_call(&fs, "a.c", "gain", "tables", false, 1, 1, COUNT_CONSTANT, true);
	warn(&fs, "tables", "a.c");
	straight(&fs, "gain", "a.c");
	callgraph_setup(&fs, true, true);
	callgraph_calls(&fs, true);
	assert_true(func(&fs, "tables")->setup);
	assert_int_equal(sev(&fs, "tables", "a.c"), SEV_NOTE);
	assert_false(func(&fs, "gain")->setup);
	assert_int_equal(func(&fs, "gain")->calls, 100);
	assert_int_equal(sev(&fs, "gain", "a.c"), SEV_WARNING);
	findings_release(&fs);

	/* the same call outside a once-guarded block: hot */
	memset(&fs, 0, sizeof(fs));
	fn(&fs, "frame", "a.c", false, false);
	fn(&fs, "tables", "a.c", true, false);
	findings_add_call(&fs, "a.c", "frame", "tables", true, 100, 10, COUNT_ASSUMED, false);
	warn(&fs, "tables", "a.c");
	callgraph_setup(&fs, true, true);
	callgraph_calls(&fs, true);
	assert_false(func(&fs, "tables")->setup);
	assert_int_equal(func(&fs, "tables")->calls, 100);
	assert_int_equal(sev(&fs, "tables", "a.c"), SEV_WARNING);
	findings_release(&fs);
}

/* One file: an external function has unseen callers (it runs at least
 * once), and what the file shows still counts: api called in a loop of
 * 8 of run runs 9 times (the entry points' calls add up: their callers
 * are unseen, not alternatives), its note is a warning; a function whose
 * address is taken is an entry too. */
static void test_calls_one_file(void **state)
{
	struct findings fs = { 0 };

	(void)state;
	fn(&fs, "run", "a.c", false, false);
	fn(&fs, "api", "a.c", false, false);
	fn(&fs, "cb", "a.c", true, false);
	findings_add_call(&fs, "a.c", "run", "api", true, 8, 8, COUNT_CONSTANT, false);
	findings_add_call(&fs, "a.c", "run", "cb", false, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "a.c", "", "cb", false, 1, 1, COUNT_CONSTANT, false);
	straight(&fs, "api", "a.c");
	callgraph_setup(&fs, false, true);
	callgraph_calls(&fs, false);
	assert_int_equal(func(&fs, "run")->calls, 1);
	assert_int_equal(func(&fs, "api")->calls, 9);
	assert_int_equal(func(&fs, "cb")->calls, 2);
	assert_int_equal(sev(&fs, "api", "a.c"), SEV_WARNING);
	findings_release(&fs);
}

/* Calls through pointers: a.c takes the addresses of f128 and f64 (two
 * parameters) and of cb3 (three); fft's call with two arguments, in a
 * loop of 10, reaches f128 and f64, 5 calls each, in a loop (no extra
 * call for the taken address: those calls are its callers); cb3 is only
 * an entry; b.c's indirect call reaches none of a.c's. */
static void test_calls_pointers(void **state)
{
	struct findings fs = { 0 };

	(void)state;
	fn(&fs, "fft", "a.c", false, false);
	fn(&fs, "f128", "a.c", true, false);
	fn(&fs, "f64", "a.c", true, false);
	fn(&fs, "cb3", "a.c", true, false);
	fn(&fs, "other", "b.c", false, false);
	fs.fn[1].nparams = fs.fn[2].nparams = 2;
	fs.fn[3].nparams = 3;
	findings_add_call(&fs, "a.c", "fft", "*2", true, 10, 10, COUNT_CONSTANT, false);
	findings_add_call(&fs, "a.c", "", "f128", false, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "a.c", "", "f64", false, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "a.c", "", "cb3", false, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "b.c", "other", "*3", true, 100, 10, COUNT_ASSUMED, false);
	straight(&fs, "f128", "a.c");
	straight(&fs, "cb3", "a.c");
	callgraph_setup(&fs, true, true);
	callgraph_calls(&fs, true);
	/* 10 / 2: the pointer's calls replace the taken address's once */
	assert_int_equal(func(&fs, "f128")->calls, 5);
	assert_int_equal(func(&fs, "f64")->calls, 5);
	assert_true(func(&fs, "f128")->looped);
	assert_int_equal(func(&fs, "cb3")->calls, 1);
	assert_false(func(&fs, "cb3")->looped);
	assert_int_equal(sev(&fs, "f128", "a.c"), SEV_WARNING);
	assert_non_null(strstr(msg(&fs, "f128"), "in a loop of 'fft'"));
	assert_int_equal(sev(&fs, "cb3", "a.c"), SEV_NOTE);
	assert_false(func(&fs, "f128")->entry);	/* its address is taken */
	findings_release(&fs);

	/* one call per run of its caller, which runs 4 times: 2 each */
	fn(&fs, "top", "c.c", false, false);
	fn(&fs, "run", "c.c", true, false);
	fn(&fs, "ga", "c.c", true, false);
	fn(&fs, "gb", "c.c", true, false);
	fs.fn[2].nparams = fs.fn[3].nparams = 1;
	findings_add_call(&fs, "c.c", "top", "run", true, 4, 4, COUNT_CONSTANT, false);
	findings_add_call(&fs, "c.c", "run", "*1", false, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "c.c", "", "ga", false, 1, 1, COUNT_CONSTANT, false);
	findings_add_call(&fs, "c.c", "", "gb", false, 1, 1, COUNT_CONSTANT, false);
	callgraph_setup(&fs, true, true);
	callgraph_calls(&fs, true);
	assert_int_equal(func(&fs, "ga")->calls, 2);	/* 4 / 2 */
	assert_int_equal(func(&fs, "gb")->calls, 2);
	findings_release(&fs);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_chain),
		cmocka_unit_test(test_static_hides),
		cmocka_unit_test(test_hot),
		cmocka_unit_test(test_main_loop),
		cmocka_unit_test(test_one_file),
		cmocka_unit_test(test_calls_chain),
		cmocka_unit_test(test_calls_twice),
		cmocka_unit_test(test_calls_entries),
		cmocka_unit_test(test_calls_small_callee),
		cmocka_unit_test(test_calls_cycles),
		cmocka_unit_test(test_calls_setup),
		cmocka_unit_test(test_calls_once),
		cmocka_unit_test(test_calls_one_file),
		cmocka_unit_test(test_calls_pointers),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
