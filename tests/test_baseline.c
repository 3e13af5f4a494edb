/*
 * test_baseline.c: a baseline written and read back matches findings by
 * fingerprint only (file and line may change), one entry per finding.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "baseline.h"
#include "util.h"

static void add(struct findings *fs, const char *file, unsigned line,
		const char *fp)
{
	struct finding *f = findings_add(fs);
	f->rule = "divmod";
	f->file = xstrdup(file);
	f->line = line;
	f->function = xstrdup("f");
	f->message = xstrdup("integer division");
	snprintf(f->fingerprint, sizeof f->fingerprint, "%s", fp);
}

static void test_roundtrip(void **state)
{
	char path[] = "/tmp/test_baseline.XXXXXX";
	struct findings old = { 0 }, now = { 0 };
	struct baseline b = { 0 };
	char err[256];
	(void)state;
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	close(fd);
	add(&old, "a.c", 10, "00000000000000aa");
	add(&old, "a.c", 20, "00000000000000bb");
	add(&old, "a.c", 30, "00000000000000cc");
	old.v[2].suppressed = true;	/* suppressed: not written */
	assert_int_equal(baseline_write(path, &old), 0);
	assert_int_equal(baseline_load(path, &b, err, sizeof err), 0);
	assert_int_equal(b.n, 2);

	add(&now, "b.c", 99, "00000000000000aa");	/* moved and renamed */
	add(&now, "a.c", 21, "00000000000000bb");
	add(&now, "a.c", 22, "00000000000000bb");	/* a second copy: new */
	add(&now, "a.c", 30, "00000000000000cc");	/* not in the baseline */
	add(&now, "a.c", 40, "00000000000000dd");
	assert_int_equal(baseline_apply(&b, &now), 2);
	assert_true(now.v[0].suppressed);
	assert_true(now.v[1].suppressed);
	assert_int_equal(now.v[1].suppressed_by, SUPPRESS_BASELINE);
	assert_false(now.v[2].suppressed);
	assert_int_equal(now.v[2].suppressed_by, SUPPRESS_NONE);
	assert_false(now.v[3].suppressed);
	assert_false(now.v[4].suppressed);
	baseline_release(&b);
	findings_release(&old);
	findings_release(&now);
	unlink(path);
}

static void test_bad(void **state)
{
	char path[] = "/tmp/test_baseline.XXXXXX";
	struct baseline b = { 0 };
	char err[256];
	(void)state;
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	assert_true(write(fd, "{\"findings\": [{\"rule\": \"x\"}]}", 29) == 29);
	close(fd);
	assert_int_equal(baseline_load(path, &b, err, sizeof err), -1);
	assert_non_null(strstr(err, "fingerprint"));
	assert_int_equal(baseline_load("/nonexistent/b.json", &b, err, sizeof err), -1);
	unlink(path);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_roundtrip),
		cmocka_unit_test(test_bad),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
