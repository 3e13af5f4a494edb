/*
 * test_callgraph.c: set-up code across the files of a run
 * (src/engine/callgraph.c): chains through files, a static function
 * hiding an external one of the same name, taken addresses, cycles,
 * 'hot:', profiled counts, and one-file runs.
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
	findings_add_function(fs, name, file, 1, 100, COUNT_ASSUMED);
	fs->fn[fs->nfn - 1].is_static = is_static;
	fs->fn[fs->nfn - 1].cold = cold;
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
	findings_add_call(&fs, "a.c", "codec_init", "make", false, 1, COUNT_CONSTANT);
	findings_add_call(&fs, "a.c", "frame", "run", true, 1, COUNT_CONSTANT);
	findings_add_call(&fs, "b.c", "make", "pass", true, 1, COUNT_CONSTANT);
	findings_add_call(&fs, "b.c", "make", "memset", false, 1, COUNT_CONSTANT);
	warn(&fs, "pass", "b.c");
	warn(&fs, "run", "b.c");
	assert_int_equal(callgraph_setup(&fs, true), 1);
	assert_int_equal(sev(&fs, "pass", "b.c"), SEV_NOTE);
	assert_int_equal(sev(&fs, "run", "b.c"), SEV_WARNING);
	assert_non_null(strstr(msg(&fs, "pass"), "in set-up code: 'pass' is only "
		"called from 'codec_init', which runs once per stream"));
	assert_true(fs.fn[0].setup && !fs.fn[1].setup && fs.fn[2].setup &&
		    fs.fn[3].setup && !fs.fn[4].setup);
	assert_true(fs.fn[0].entry && fs.fn[1].entry && !fs.fn[2].entry &&
		    !fs.fn[3].entry && !fs.fn[4].entry);
	/* the findings already changed stay as they are */
	assert_int_equal(callgraph_setup(&fs, true), 0);
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
	findings_add_call(&fs, "a.c", "x_init", "scale", false, 1, COUNT_CONSTANT);
	findings_add_call(&fs, "c.c", "frame", "scale", true, 1, COUNT_CONSTANT);
	warn(&fs, "scale", "c.c");
	warn(&fs, "scale", "d.c");
	callgraph_setup(&fs, true);
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
	findings_add_call(&fs, "a.c", "x_init", "table_op", false, 1, COUNT_CONSTANT);
	findings_add_call(&fs, "a.c", "x_init", "ping", false, 1, COUNT_CONSTANT);
	findings_add_call(&fs, "a.c", "x_init", "rec", false, 1, COUNT_CONSTANT);
	findings_add_call(&fs, "a.c", "x_init", "keep", false, 1, COUNT_CONSTANT);
	findings_add_call(&fs, "a.c", "x_init", "measured", false, 1, COUNT_CONSTANT);
	findings_add_call(&fs, "b.c", "ping", "pong", false, 1, COUNT_CONSTANT);
	findings_add_call(&fs, "b.c", "pong", "ping", false, 1, COUNT_CONSTANT);
	findings_add_call(&fs, "b.c", "rec", "rec", true, 1, COUNT_CONSTANT);
	findings_add_call(&fs, "c.c", "", "table_op", false, 1, COUNT_CONSTANT);
	warn(&fs, "table_op", "b.c");
	warn(&fs, "ping", "b.c");
	warn(&fs, "pong", "b.c");
	warn(&fs, "rec", "b.c");
	warn(&fs, "keep", "b.c");
	warn(&fs, "measured", "b.c");
	fs.v[fs.n - 1].basis = COUNT_PROFILE;
	callgraph_setup(&fs, true);
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
	findings_add_call(&fs, "m.c", "main", "frame", true, 1, COUNT_CONSTANT);
	findings_add_call(&fs, "m.c", "main", "options", false, 1, COUNT_CONSTANT);
	findings_add_call(&fs, "a.c", "x_init", "entry", true, 1, COUNT_CONSTANT);
	warn(&fs, "frame", "a.c");
	warn(&fs, "options", "a.c");
	warn(&fs, "entry", "a.c");
	callgraph_setup(&fs, true);
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
	findings_add_call(&fs, "a.c", "x_init", "helper", false, 1, COUNT_CONSTANT);
	findings_add_call(&fs, "a.c", "x_init", "api", false, 1, COUNT_CONSTANT);
	warn(&fs, "helper", "a.c");
	warn(&fs, "api", "a.c");
	callgraph_setup(&fs, false);
	assert_int_equal(sev(&fs, "helper", "a.c"), SEV_NOTE);
	assert_int_equal(sev(&fs, "api", "a.c"), SEV_WARNING);
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
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
