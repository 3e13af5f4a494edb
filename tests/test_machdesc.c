/*
 * test_machdesc.c: the machine description loader and the shipped files.
 *
 * Two groups.  The first loads machdesc/tm3260, tm5250 and tm3270 and checks
 * the facts the cost model relies on (their sources: docs/machdesc.md), so an edit to a YAML file
 * that contradicts a source fails here.  The second writes broken files to
 * temporary paths -- each one a single edit of the shipped tm3260.yaml, or
 * not YAML at all -- and checks that the error names the right line and key.
 * Expected lines are computed from the edited text, so the cases survive
 * edits to the shipped file.
 *
 * The machine directory is $TMOPT_MACHDIR (ctest sets it), else the source
 * tree's machdesc/.
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

#include "machdesc.h"

static char machdir[4096];

static int group_setup(void **state)
{
	(void)state;
	const char *env = getenv("TMOPT_MACHDIR");
	snprintf(machdir, sizeof machdir, "%s",
		 env && *env ? env : TMOPT_SOURCE_DIR "/machdesc");
	return setenv("TMOPT_MACHDIR", machdir, 1);
}

static struct machine *load_ok(const char *target)
{
	struct machine *m = NULL;
	char err[512] = "";
	int rc = md_load_target(target, &m, err, sizeof err);
	if (rc != 0)
		print_error("%s\n", err);
	assert_int_equal(rc, 0);
	assert_non_null(m);
	return m;
}

static unsigned unit_count(const struct machine *m, enum md_opclass c)
{
	return m->units[m->ops[c].unit].count;
}

/* ---- shipped files ------------------------------------------------------ */

static void test_all_targets_load(void **state)
{
	(void)state;
	const char *names[] = { "tm3260", "tm3270", "tm5250" };
	for (size_t i = 0; i < 3; i++) {
		struct machine *m = load_ok(names[i]);
		assert_string_equal(m->name, names[i]);
		assert_string_equal(m->triple, "i386-pc-linux-gnu");
		assert_int_equal(m->issue_slots, 5);
		assert_int_equal(strlen(m->hash), 16);
		assert_true(md_estimated_count(m) > 0);
		for (int c = 0; c < MD_OP__COUNT; c++) {
			assert_true(m->ops[c].unit >= 0);
			assert_true((unsigned)m->ops[c].unit < m->nunits);
			assert_true(m->ops[c].latency > 0);
		}
		for (int e = 0; e < MD_EMU__COUNT; e++)
			assert_true(m->emul[e].cycles > 0);
		md_free(m);
	}
}

static void test_tm3260_vs_tm5250(void **state)
{
	(void)state;
	struct machine *a = load_ok("tm3260");
	struct machine *b = load_ok("tm5250");

	assert_int_equal(a->ops[MD_OP_LOAD].latency, 3);
	assert_int_equal(b->ops[MD_OP_LOAD].latency, 5);
	assert_int_equal(unit_count(a, MD_OP_LOAD), 2);
	assert_int_equal(unit_count(b, MD_OP_LOAD), 1);
	assert_int_equal(a->ops[MD_OP_BRANCH].latency, 3);
	assert_int_equal(b->ops[MD_OP_BRANCH].latency, 8);
	assert_int_equal(a->ops[MD_OP_IMUL].latency, 3);
	assert_int_equal(b->ops[MD_OP_IMUL].latency, 6);
	assert_int_equal(a->branch_cycles, 5);
	assert_true(b->branch_cycles > a->branch_cycles);
	for (struct machine *m = a; m; m = m == a ? b : NULL) {
		assert_int_equal(m->ops[MD_OP_FDIV].latency, 17);
		assert_int_equal(m->ops[MD_OP_FDIV].recovery, 16);
		assert_int_equal(m->l1d.size, 16384);
		assert_int_equal(m->l1d.line, 64);
	}
	assert_int_equal(a->l1d.ways, 8);
	assert_int_equal(b->l1d.ways, 4);
	assert_int_equal(a->l1d.hit_cycles, 3);
	assert_int_equal(b->l1d.hit_cycles, 5);
	assert_false(a->l2.present);
	assert_true(b->l2.present);
	assert_int_equal(b->l2.size, 131072);
	assert_string_equal(a->emul[MD_EMU_IDIV].routine, "_rt_idiv");
	assert_true(a->emul[MD_EMU_IDIV].cycles != b->emul[MD_EMU_IDIV].cycles);
	assert_true(b->emul[MD_EMU_IDIV].estimated);
	assert_true(a->emul[MD_EMU_I64DIV].cycles >
		    a->emul[MD_EMU_IDIV].cycles);
	assert_true(a->emul[MD_EMU_I64ADD].cycles < 10);
	assert_true(md_estimated_count(b) > md_estimated_count(a));
	md_free(a);
	md_free(b);
}

/* The loop model's keys: jump delay slots (a floor on a loop's length),
 * the assumed unroll factor and the address forms. */
static void test_loop_keys(void **state)
{
	(void)state;
	struct machine *a = load_ok("tm3260");
	struct machine *b = load_ok("tm5250");
	struct machine *c = load_ok("tm3270");

	assert_int_equal(a->jump_delay_slots, 3);
	assert_false(a->jump_estimated);
	assert_int_equal(b->jump_delay_slots, 8);
	assert_false(b->jump_estimated);
	assert_true(c->jump_estimated);
	for (struct machine *m = a; m; m = m == a ? b : m == b ? c : NULL) {
		assert_int_equal(m->jump_delay_slots,
				 m->ops[MD_OP_BRANCH].latency);
		assert_int_equal(m->unroll_default, 1);
		assert_true(m->unroll_estimated);
		assert_true(m->addressing.displacement);
		assert_true(m->addressing.index);
		assert_true(m->addressing.scaled_index);
	}
	md_free(a);
	md_free(b);
	md_free(c);
}

/* The memory and front-end facts of the slides, per target. */
static void test_memory_facts(void **state)
{
	(void)state;
	struct machine *a = load_ok("tm3260");
	struct machine *b = load_ok("tm5250");
	struct machine *c = load_ok("tm3270");

	/* TM3260: fast miss on the 24 MRU lines, 8 banks, double-line fetch,
	 * aligned access only, a one-cycle taken-jump stall ("JUMPs") */
	assert_int_equal(a->l1d.fast_lines, 24);
	assert_true(a->l1d.slow_hit_cycles > a->l1d.hit_cycles);
	assert_true(a->l1d.estimated);
	assert_int_equal(a->l1d.banks, 8);
	assert_true(a->l1d.double_line_fetch);
	assert_true(a->l1i.double_line_fetch);
	assert_false(a->addressing.unaligned);
	assert_int_equal(a->taken_jump_stall, 1);
	assert_false(a->taken_jump_estimated);
	assert_true(a->branch_estimated);
	/* TM5250: write-allocate without fetch, L2 refills half a line,
	 * 4 prefetch regions, > 6 pending dropped, 64 KB 8-way I$ */
	assert_true(b->l1d.write_allocate_no_fetch);
	assert_false(b->l1d.double_line_fetch);
	assert_int_equal(b->l1d.fast_lines, 0);
	assert_int_equal(b->l2.refill_bytes, 64);
	assert_int_equal(b->l2.line, 128);
	assert_int_equal(b->l2.prefetch_regions, 4);
	assert_int_equal(b->l2.prefetch_max_pending, 6);
	assert_true(b->l1i.present);
	assert_int_equal(b->l1i.size, 65536);
	assert_int_equal(b->l1i.ways, 8);
	assert_int_equal(b->l1i.line, 128);
	assert_int_equal(b->l1i.fetch_align, 32);
	assert_int_equal(b->l1i.hit_cycles, 0);
	assert_true(b->addressing.unaligned);
	assert_true(b->taken_jump_estimated);
	/* TM3270: non-aligned access, no double-line prefetch, no sourced L2 */
	assert_true(c->addressing.unaligned);
	assert_false(c->l1d.double_line_fetch);
	assert_false(c->l1i.double_line_fetch);
	assert_false(c->l2.present);
	assert_true(c->l2.estimated);
	md_free(a);
	md_free(b);
	md_free(c);
}

static void test_custom_ops(void **state)
{
	(void)state;
	struct machine *a = load_ok("tm3260");
	struct machine *b = load_ok("tm5250");
	struct machine *c = load_ok("tm3270");

	/* TM3260's DSP ops from the unit table [S], any spelling */
	assert_int_equal(md_custom_op(a, "IFIR16"), MD_OP_DSPMUL);
	assert_int_equal(md_custom_op(a, "ifir16"), MD_OP_DSPMUL);
	assert_int_equal(md_custom_op(a, "Imax"), MD_OP_DSPALU);
	assert_int_equal(md_custom_op(a, "UME8UU"), MD_OP_DSPALU);
	assert_int_equal(md_custom_op(a, "UCLIPI"), MD_OP_DSPALU);
	assert_int_equal(md_custom_op(a, "FUNSHIFT2"), MD_OP_SHIFT);
	assert_int_equal(md_custom_op(a, "PACK16LSB"), MD_OP_ALU);
	/* not ops: an ordinary function, a prefix, nothing */
	assert_int_equal(md_custom_op(a, "memcpy"), -1);
	assert_int_equal(md_custom_op(a, "imax2"), -1);
	assert_int_equal(md_custom_op(a, "ima"), -1);
	assert_int_equal(md_custom_op(a, ""), -1);
	assert_int_equal(md_custom_op(a, NULL), -1);
	/* presence per target: dual ops from TM5250, super_ld32 on TM3270 */
	assert_int_equal(md_custom_op(a, "DUALIADD"), -1);
	assert_int_equal(md_custom_op(a, "allocd_set"), -1);
	assert_int_equal(md_custom_op(b, "DUALIADD"), MD_OP_DSPALU);
	assert_int_equal(md_custom_op(b, "IFIR16"), MD_OP_DSPMUL);
	assert_int_equal(md_custom_op(b, "SUPER_LD32"), -1);
	assert_int_equal(md_custom_op(c, "SUPER_LD32"), MD_OP_LOAD);
	/* TM5250's new ops are not on TM3270: no source puts them there */
	assert_int_equal(md_custom_op(c, "dualimax"), -1);
	assert_int_equal(md_custom_op(c, "allocd_set"), -1);
	/* multiply-high, which divmod's advice recommends, on every target */
	for (struct machine *m = a; m; m = m == a ? b : m == b ? c : NULL) {
		assert_int_equal(md_custom_op(m, "UMULM"), MD_OP_IMUL);
		assert_int_equal(md_custom_op(m, "imulm"), MD_OP_IMUL);
		const struct md_custom *x = md_custom_find(m, "IMULM");
		assert_non_null(x);
		assert_int_equal(x->unit, m->ops[MD_OP_IMUL].unit);
		assert_int_equal(x->latency, m->ops[MD_OP_IMUL].latency);
		assert_int_equal(x->recovery, m->ops[MD_OP_IMUL].recovery);
		assert_int_equal(x->issue_slots, 1);
		/* TM3260's additions over TM1300 are kept by the later cores */
		assert_int_equal(md_custom_op(m, "BILINEAR1"), MD_OP_DSPMUL);
		assert_int_equal(md_custom_op(m, "quaduclipi"), MD_OP_DSPALU);
	}
	assert_int_equal(b->custom[0].latency, 3);	/* iclipi: dspalu 3 */
	/* TM3270 super operations take two issue slots */
	const char *super[] = { "super_ld32", "super_ld32d", "super_ld32r",
				"super_ld32x", "ld_frac8", "ld_frac16",
				"ld_packfrac8", "ld_packfrac16" };
	for (size_t i = 0; i < sizeof super / sizeof super[0]; i++) {
		const struct md_custom *x = md_custom_find(c, super[i]);
		assert_non_null(x);
		assert_int_equal(x->issue_slots, 2);
		assert_int_equal(x->op, MD_OP_LOAD);
		assert_null(md_custom_find(b, super[i]));
	}
	assert_null(md_custom_find(c, "super_ld32q"));
	/* every entry on tm3260 is sourced or flagged; tm5250's are guesses */
	assert_true(a->ncustom >= 19);
	assert_true(b->ncustom > a->ncustom);
	for (unsigned i = 0; i < b->ncustom; i++)
		assert_true(b->custom[i].estimated);
	for (unsigned i = 0; i < a->ncustom; i++)
		if (!strcmp(a->custom[i].name, "ifir16"))
			assert_false(a->custom[i].estimated);
	md_free(a);
	md_free(b);
	md_free(c);
}

static void test_names_round_trip(void **state)
{
	(void)state;
	for (int c = 0; c < MD_OP__COUNT; c++)
		assert_int_equal(md_opclass_from_name(md_opclass_name(c)), c);
	for (int e = 0; e < MD_EMU__COUNT; e++)
		assert_int_equal(md_emul_from_name(md_emul_name(e)), e);
	assert_int_equal(md_opclass_from_name("nope"), -1);
	assert_string_equal(md_emul_name(MD_EMU_SIGNED_POW2_DIV), "sdiv_pow2");
}

static void test_list_and_unknown_target(void **state)
{
	(void)state;
	char **names;
	size_t n;
	assert_int_equal(md_list(&names, &n), 0);
	assert_true(n >= 3);
	for (size_t i = 1; i < n; i++)
		assert_true(strcmp(names[i - 1], names[i]) < 0);
	md_list_free(names, n);

	struct machine *m = NULL;
	char err[512];
	assert_int_equal(md_load_target("tm9999", &m, err, sizeof err), -1);
	assert_null(m);
	assert_non_null(strstr(err, "unknown target 'tm9999'"));
	assert_non_null(strstr(err, "tm3260, tm3270, tm5250"));

	char path[4200];
	snprintf(path, sizeof path, "%s/tm5250.yaml", machdir);
	m = load_ok(path);
	assert_string_equal(m->name, "tm5250");
	md_free(m);
}

/* ---- broken files -------------------------------------------------------- */

static char *read_all(const char *path)
{
	FILE *f = fopen(path, "rb");
	assert_non_null(f);
	fseek(f, 0, SEEK_END);
	long n = ftell(f);
	fseek(f, 0, SEEK_SET);
	char *s = malloc((size_t)n + 1);
	assert_non_null(s);
	assert_int_equal(fread(s, 1, (size_t)n, f), (size_t)n);
	s[n] = '\0';
	fclose(f);
	return s;
}

/* tm3260.yaml with the first occurrence of from replaced by to. */
static char *edited(const char *from, const char *to)
{
	char path[4200];
	snprintf(path, sizeof path, "%s/tm3260.yaml", machdir);
	char *src = read_all(path);
	char *at = strstr(src, from);
	assert_non_null(at);
	size_t head = (size_t)(at - src), fl = strlen(from), tl = strlen(to);
	char *out = malloc(strlen(src) - fl + tl + 1);
	assert_non_null(out);
	memcpy(out, src, head);
	memcpy(out + head, to, tl);
	strcpy(out + head + tl, at + fl);
	free(src);
	return out;
}

/* 1-based line of the first occurrence of needle in text. */
static unsigned line_of(const char *text, const char *needle)
{
	const char *at = strstr(text, needle);
	assert_non_null(at);
	unsigned line = 1;
	for (const char *p = text; p < at; p++)
		line += *p == '\n';
	return line;
}

/* Load text from a temporary file; expects failure, returns the message. */
static void load_text_fails(const char *text, char *err, size_t errlen)
{
	char path[] = "/tmp/test_machdesc_XXXXXX.yaml";
	int fd = mkstemps(path, 5);
	assert_true(fd >= 0);
	size_t n = strlen(text);
	assert_int_equal(write(fd, text, n), (ssize_t)n);
	close(fd);
	struct machine *m = NULL;
	int rc = md_load(path, &m, err, errlen);
	unlink(path);
	assert_int_equal(rc, -1);
	assert_null(m);
	assert_non_null(strstr(err, path));
}

static void expect_at(const char *err, unsigned line, const char *part)
{
	char tag[32];
	snprintf(tag, sizeof tag, ".yaml:%u: ", line);
	if (!strstr(err, tag) || !strstr(err, part))
		print_error("message: %s\nwanted %s and %s\n", err, tag, part);
	assert_non_null(strstr(err, tag));
	assert_non_null(strstr(err, part));
}

/* One edit of tm3260.yaml and the error it must produce. */
struct edit_case {
	const char *from, *to;
	const char *line_at;	/* text whose line the error names */
	const char *parts[2];	/* must both be in the message */
};

static const struct edit_case edit_cases[] = {
	/* unknown key inside an op class */
	{ "  alu:\n    unit: alu\n", "  alu:\n    unit: alu\n    latncy: 1\n",
	  "latncy", { "unknown key 'latncy'", "in ops.alu" } },
	/* missing top-level key: reported at the document's first key */
	{ "branch_cycles: 5", "# branch_cycles removed", "name:",
	  { "missing key 'branch_cycles'", "top level" } },
	/* missing key in a nested mapping: reported at its parent key */
	{ "    recovery: 16            # [S] TM32 book, unit table: not pipelined\n    estimated: false\n  fsqrt:",
	  "    estimated: false\n  fsqrt:", "  fdiv:",
	  { "missing key 'recovery'", "in ops.fdiv" } },
	/* bad integer */
	{ "latency: 17 ", "latency: fast ", "latency: fast",
	  { "'fast'", "'ops.fdiv.latency'" } },
	{ "latency: 17 ", "latency: -17 ", "latency: -17",
	  { "invalid value '-17' for 'ops.fdiv.latency'",
	    "expected a non-negative integer" } },
	/* integers are decimals: libcyaml reads 010 as 8, 0x10 as 16, 6.9
	 * as 6 */
	{ "latency: 17 ", "latency: 010 ", "latency: 010",
	  { "invalid value '010' for 'ops.fdiv.latency'", "decimal" } },
	{ "latency: 17 ", "latency: \"010\" ", "latency: \"010\"",
	  { "invalid value '010' for 'ops.fdiv.latency'", "decimal" } },
	{ "latency: 17 ", "latency: 0x10 ", "latency: 0x10",
	  { "invalid value '0x10' for 'ops.fdiv.latency'", "decimal" } },
	{ "latency: 17 ", "latency: 6.9 ", "latency: 6.9",
	  { "invalid value '6.9' for 'ops.fdiv.latency'", "decimal" } },
	{ "latency: 17 ", "latency: 1e1 ", "latency: 1e1",
	  { "invalid value '1e1' for 'ops.fdiv.latency'", "decimal" } },
	{ "latency: 17 ", "latency: 1_0 ", "latency: 1_0",
	  { "invalid value '1_0' for 'ops.fdiv.latency'", "decimal" } },
	{ "slots: [2, 3, 4]", "slots: [2, 3, 04]", "slots: [2, 3, 04]",
	  { "invalid value '04' for 'units[10].slots[2]'", "decimal" } },
	{ "size: 16384", "size: 16384.0", "size: 16384.0",
	  { "invalid value '16384.0' for 'caches.l1d.size'", "decimal" } },
	{ "jump_delay_slots: 3 ", "jump_delay_slots: 3.5 ",
	  "jump_delay_slots: 3.5", { "'3.5' for 'jump_delay_slots'",
	  "decimal" } },
	/* the loop model's keys */
	{ "jump_delay_slots: 3 ", "jump_delay_slots: 0 ", "jump_delay_slots: 0",
	  { "'jump_delay_slots'", "greater than 0" } },
	{ "unroll_default: 1 ", "unroll_default: 65 ", "unroll_default: 65",
	  { "'unroll_default' 65", "more than 64" } },
	{ "  index: true ", "  index: yes ", "  index: yes",
	  { "'yes'", "'addressing.index'" } },
	{ "  scaled_index: true ", "  scaled_idx: true ", "scaled_idx",
	  { "unknown key 'scaled_idx'", "in addressing" } },
	/* the facts of the slides */
	{ "fast_lines: 24 ", "fast_lines: 300 ", "fast_lines: 300",
	  { "'caches.l1d.fast_lines' 300", "256 lines" } },
	{ "slow_hit_cycles: 5 ", "slow_hit_cycles: 2 ", "slow_hit_cycles: 2",
	  { "'caches.l1d.slow_hit_cycles' 2", "less than hit_cycles" } },
	{ "    slow_hit_cycles: 5 ", "    # no slow hit ", "  l1d:",
	  { "'caches.l1d.fast_lines' and", "go together" } },
	{ "banks: 8 ", "banks: 6 ", "banks: 6",
	  { "'caches.l1d.banks' 6", "power of two" } },
	{ "double_line_fetch: true ", "double_line_fetch: 1 ",
	  "double_line_fetch: 1", { "'1'", "'caches.l1d.double_line_fetch'" } },
	{ "fetch_align: 32 ", "fetch_align: 128 ", "fetch_align: 128",
	  { "'caches.l1i.fetch_align' 128", "up to the line (64)" } },
	{ "  l2:\n    present: false ", "  l2:\n    present: false\n"
	  "    banks: 2 ", "    banks: 2", { "key 'banks' in caches.l2",
	  "present: false" } },
	{ "taken_jump_stall: 1 ", "taken_jump_stall: 0 ", "taken_jump_stall: 0",
	  { "'taken_jump_stall'", "greater than 0" } },
	{ "  unaligned: false ", "  unaligned: no ", "  unaligned: no",
	  { "'no'", "'addressing.unaligned'" } },
	{ "  bilinear2:\n    class: dspmul ", "  bilinear2:\n    class: dspmul\n"
	  "    issue_slots: 6 ", "issue_slots: 6",
	  { "'custom_ops.bilinear2.issue_slots' 6", "more than issue_slots" } },
	{ "  bilinear2:\n    class: dspmul ", "  bilinear2:\n    class: dspmul\n"
	  "    latency: 0 ", "latency: 0",
	  { "'custom_ops.bilinear2.latency'", "greater than 0" } },
	/* bad flag: libcyaml would take any word as true */
	{ "memory_estimated: false", "memory_estimated: maybe",
	  "memory_estimated", { "'maybe'", "'memory_estimated'" } },
	/* unknown op class / emulated operation */
	{ "  fcomp:\n", "  fcompare:\n", "fcompare",
	  { "unknown op class 'fcompare'", "in ops" } },
	{ "  f64cmp:\n", "  f64compare:\n", "f64compare",
	  { "unknown emulated operation 'f64compare'", "in emulated" } },
	/* op referencing a unit that does not exist */
	{ "    unit: ftough\n", "    unit: ftuff\n", "unit: ftuff",
	  { "unknown unit 'ftuff'", "'ops.fdiv.unit'" } },
	/* unknown key in a sequence entry: 0-based index */
	{ "  - name: branch\n    count: 3", "  - name: branch\n    cnt: 3",
	  "cnt: 3", { "unknown key 'cnt'", "units[10]" } },
	/* zero count */
	{ "  - name: branch\n    count: 3", "  - name: branch\n    count: 0",
	  "count: 0", { "'units[10].count'", "greater than 0" } },
	/* cache geometry */
	{ "size: 16384", "size: 16000", "size: 16000",
	  { "'caches.l1d.size'", "power-of-two number of sets" } },
	/* duplicate key */
	{ "issue_slots: 5", "issue_slots: 5\nissue_slots: 6", "issue_slots: 6",
	  { "duplicate key 'issue_slots'", "top level" } },
	/* a list where a mapping is expected */
	{ "ops:\n  const:", "ops: [1]\nxops:\n  const:", "ops: [1]",
	  { "expected a mapping for 'ops'", "found a list" } },
	/* slot outside the issue width */
	{ "slots: [2, 3, 4]", "slots: [2, 3, 9]", "slots: [2, 3, 9]",
	  { "slot 9 of unit 'branch'", "issue_slots" } },
	/* custom ops: unknown class, bad and missing keys, bad flag */
	{ "  ifir16:\n    class: dspmul ", "  ifir16:\n    class: dspmull ",
	  "class: dspmull", { "unknown op class 'dspmull'",
	  "'custom_ops.ifir16.class'" } },
	{ "  ifir16:\n    class: dspmul ", "  ifir16:\n    clas: dspmul ",
	  "clas: dspmul", { "unknown key 'clas'", "in custom_ops.ifir16" } },
	{ "  ifir16:\n    class: dspmul ", "  ifir16:\n    unit: dspmul ",
	  "unit: dspmul ", { "unknown key 'unit'", "in custom_ops.ifir16" } },
	{ "  mergelsb:\n    class: alu ", "  mergelsb:\n    estimated: false\n"
	  "  xmergelsb:\n    class: alu ", "  mergelsb:",
	  { "missing key 'class'", "in custom_ops.mergelsb" } },
	{ "    estimated: true\n  quadavg:", "    estimated: maybe\n  quadavg:",
	  "estimated: maybe", { "'maybe'", "'custom_ops.iabs.estimated'" } },
	{ "  ifir16:\n", "  IMAX:\n", "  IMAX:",
	  { "duplicate custom op 'IMAX'", "names ignore case" } },
	{ "  ifir16:\n", "  ifir-16:\n", "  ifir-16:",
	  { "custom op 'ifir-16'", "not a C identifier" } },
	{ "  ifir16:\n    class: dspmul ", "  ifir16: dspmul\n  xifir16:\n"
	  "    class: dspmul ", "  ifir16: dspmul",
	  { "expected a mapping for 'custom_ops.ifir16'", "single value" } },
	{ "custom_ops:\n", "custom_ops: [imin]\nxcustom_ops:\n",
	  "custom_ops: [imin]", { "expected a mapping for 'custom_ops'",
	  "found a list" } },
};

static void test_edit_cases(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof edit_cases / sizeof edit_cases[0]; i++) {
		const struct edit_case *c = &edit_cases[i];
		char *text = edited(c->from, c->to);
		char err[1024];
		load_text_fails(text, err, sizeof err);
		expect_at(err, line_of(text, c->line_at), c->parts[0]);
		expect_at(err, line_of(text, c->line_at), c->parts[1]);
		free(text);
	}
}

static void test_missing_op_class_and_emul(void **state)
{
	(void)state;
	char err[1024], path[4200];
	snprintf(path, sizeof path, "%s/tm3260.yaml", machdir);
	char *src = read_all(path);
	/* drop the whole fsqrt entry, then the whole f64cmp entry */
	char *a = strstr(src, "  fsqrt:\n"), *b = strstr(src, "  load:\n");
	assert_non_null(a);
	assert_non_null(b);
	memmove(a, b, strlen(b) + 1);
	load_text_fails(src, err, sizeof err);
	expect_at(err, line_of(src, "\nops:") + 1, "missing op class 'fsqrt'");
	free(src);

	src = read_all(path);
	a = strstr(src, "  f64cmp:\n");
	b = strstr(src, "  f64conv:\n");
	assert_non_null(a);
	assert_non_null(b);
	memmove(a, b, strlen(b) + 1);
	load_text_fails(src, err, sizeof err);
	expect_at(err, line_of(src, "\nemulated:") + 1,
		  "missing emulated operation 'f64cmp'");
	free(src);
}

/* A file without custom_ops loads: every call is a call. */
static void test_no_custom_ops(void **state)
{
	(void)state;
	char path[4200], tmp[] = "/tmp/test_machdesc_XXXXXX.yaml";
	snprintf(path, sizeof path, "%s/tm3260.yaml", machdir);
	char *src = read_all(path);
	char *at = strstr(src, "\ncustom_ops:");
	assert_non_null(at);
	at[1] = '\0';
	int fd = mkstemps(tmp, 5);
	assert_true(fd >= 0);
	assert_int_equal(write(fd, src, strlen(src)), (ssize_t)strlen(src));
	close(fd);
	struct machine *m = NULL;
	char err[512] = "";
	int rc = md_load(tmp, &m, err, sizeof err);
	unlink(tmp);
	if (rc)
		print_error("%s\n", err);
	assert_int_equal(rc, 0);
	assert_int_equal(m->ncustom, 0);
	assert_int_equal(md_custom_op(m, "IFIR16"), -1);
	md_free(m);
	free(src);
}

/* A machine file written before the loop model's keys still loads: the
 * delay slots default to the branch latency, no unrolling, the TM32 forms. */
static void test_loop_keys_default(void **state)
{
	(void)state;
	char path[4200], tmp[] = "/tmp/test_machdesc_XXXXXX.yaml";
	snprintf(path, sizeof path, "%s/tm5250.yaml", machdir);
	char *src = read_all(path);
	char *from = strstr(src, "\njump_delay_slots:");
	char *to = strstr(src, "\ncaches:");
	assert_non_null(from);
	assert_non_null(to);
	assert_true(from < to);
	memmove(from, to, strlen(to) + 1);
	assert_null(strstr(src, "addressing:"));
	int fd = mkstemps(tmp, 5);
	assert_true(fd >= 0);
	assert_int_equal(write(fd, src, strlen(src)), (ssize_t)strlen(src));
	close(fd);
	struct machine *m = NULL;
	char err[512] = "";
	int rc = md_load(tmp, &m, err, sizeof err);
	unlink(tmp);
	if (rc)
		print_error("%s\n", err);
	assert_int_equal(rc, 0);
	assert_int_equal(m->jump_delay_slots, 8);
	assert_true(m->jump_estimated == m->ops[MD_OP_BRANCH].estimated);
	assert_int_equal(m->unroll_default, 1);
	assert_true(m->unroll_estimated);
	assert_true(m->addressing.scaled_index);
	assert_true(m->addressing.estimated);
	md_free(m);
	free(src);
}

/* The reproducers of issue 13 (octal and fractional latencies). */
static void test_integer_reproducers(void **state)
{
	(void)state;
	const char *files[] = { "machdesc-octal-latency-010.yaml",
				"machdesc-float-latency-6.9.yaml" };
	const char *vals[] = { "'010'", "'6.9'" };
	for (int i = 0; i < 2; i++) {
		char path[4200], err[1024] = "";
		struct machine *m = NULL;
		snprintf(path, sizeof path, "%s/tests/data/%s",
			 TMOPT_SOURCE_DIR, files[i]);
		char *text = read_all(path);
		const char *needle[] = { "latency: 010", "latency: 6.9" };
		unsigned line = line_of(text, needle[i]);
		assert_int_equal(line, 106);
		free(text);
		assert_int_equal(md_load(path, &m, err, sizeof err), -1);
		assert_null(m);
		expect_at(err, line, vals[i]);
		expect_at(err, line, "for 'ops.fmul.latency'");
	}
}

static void test_not_yaml(void **state)
{
	(void)state;
	char err[1024];
	load_text_fails("name: x\nunits: [1, 2\nops:\n  a: b\n", err, sizeof err);
	expect_at(err, 3, "not a yaml file");
	load_text_fails("name: x\n\tissue_slots: 5\n", err, sizeof err);
	expect_at(err, 2, "not a yaml file");
	load_text_fails("int main(void) { return 0; }\n", err, sizeof err);
	expect_at(err, 1, "expected a mapping");
	load_text_fails("\x7f" "ELF\x01\x02", err, sizeof err);
	expect_at(err, 1, "not a yaml file");
}

static void test_empty_and_missing_file(void **state)
{
	(void)state;
	char err[1024];
	load_text_fails("", err, sizeof err);
	expect_at(err, 1, "empty file");
	load_text_fails("# only a comment\n", err, sizeof err);
	expect_at(err, 1, "empty file");

	struct machine *m = NULL;
	const char *path = "/nonexistent/dir/tm0000.yaml";
	assert_int_equal(md_load(path, &m, err, sizeof err), -1);
	assert_null(m);
	assert_non_null(strstr(err, path));
	assert_non_null(strstr(err, "cannot read"));
	assert_int_equal(md_load_target(path, &m, err, sizeof err), -1);
	assert_non_null(strstr(err, "cannot read"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_all_targets_load),
		cmocka_unit_test(test_tm3260_vs_tm5250),
		cmocka_unit_test(test_loop_keys),
		cmocka_unit_test(test_memory_facts),
		cmocka_unit_test(test_custom_ops),
		cmocka_unit_test(test_no_custom_ops),
		cmocka_unit_test(test_names_round_trip),
		cmocka_unit_test(test_list_and_unknown_target),
		cmocka_unit_test(test_edit_cases),
		cmocka_unit_test(test_missing_op_class_and_emul),
		cmocka_unit_test(test_loop_keys_default),
		cmocka_unit_test(test_integer_reproducers),
		cmocka_unit_test(test_not_yaml),
		cmocka_unit_test(test_empty_and_missing_file),
	};
	return cmocka_run_group_tests(tests, group_setup, NULL);
}
