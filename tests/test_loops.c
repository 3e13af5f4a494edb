/*
 * test_loops.c: schedule bounds recomputed by hand.  For five loops the
 * operations per iteration are counted by reading the source; ResMII and
 * RecMII are then computed here from the machine files' unit counts,
 * recoveries and latencies and compared with the loop analysis, on TM3260
 * and TM5250.  A second source calls custom operations (IMAX, IFIR16,
 * DUALIADD) declared as prototypes, as TCS's <ops/custom_defs.h> does: each is
 * one operation of its class from the machine file, on the recurrence with
 * that class's latency, unless the target lacks it (DUALIADD on TM3260),
 * when it stays a call.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include <math.h>

#include "loops.h"
#include "machdesc.h"
#include "parse.h"
#include "util.h"

static const char src[] =
	"struct node { struct node *next; int v; };\n"
	"float dot(const float *x, const float *c) {\n"
	"  float acc = 0.0f;\n"
	"  for (int i = 0; i < 256; i++)\n"			/* line 4 */
	"    acc += x[i] * c[i];\n"
	"  return acc;\n"
	"}\n"
	"void iir(const float *x, float *out, float b0, float a1) {\n"
	"  float y = 0.0f;\n"
	"  for (int i = 0; i < 1024; i++) {\n"		/* line 10 */
	"    y = b0 * x[i] + a1 * y;\n"
	"    out[i] = y;\n"
	"  }\n"
	"}\n"
	"int walk(struct node *p) {\n"
	"  int s = 0;\n"
	"  while (p) { s += p->v; p = p->next; }\n"	/* line 17 */
	"  return s;\n"
	"}\n"
	"int isum(const int *a) {\n"
	"  int s = 0;\n"
	"  for (int i = 0; i < 64; i++) s += a[i];\n"	/* line 22 */
	"  return s;\n"
	"}\n"
	"unsigned hash(const unsigned char *s) {\n"
	"  unsigned h = 0;\n"
	"  for (int i = 0; i < 32; i++) h = h * 31 + s[i];\n"	/* line 27 */
	"  return h;\n"
	"}\n";

struct expect {
	unsigned line;
	unsigned ops[MD_OP__COUNT];	/* counted by hand */
	enum md_opclass chain[4];	/* the recurrence, MD_OP__COUNT ends */
	const char *var;
};

static const struct expect loops[] = {
	/* compare, increment, fmul, fadd, 2 loads, back-edge jump */
	{ 4, { [MD_OP_ALU] = 2, [MD_OP_FMUL] = 1, [MD_OP_FALU] = 1,
	       [MD_OP_LOAD] = 2, [MD_OP_BRANCH] = 1 },
	  { MD_OP_FALU, MD_OP__COUNT }, "acc" },
	/* compare, increment, 2 fmul, fadd, load, store, jump */
	{ 10, { [MD_OP_ALU] = 2, [MD_OP_FMUL] = 2, [MD_OP_FALU] = 1,
		[MD_OP_LOAD] = 1, [MD_OP_STORE] = 1, [MD_OP_BRANCH] = 1 },
	  { MD_OP_FMUL, MD_OP_FALU, MD_OP__COUNT }, "y" },
	/* add, 2 loads (p->v, p->next), jump; the test of p is the jump */
	{ 17, { [MD_OP_ALU] = 1, [MD_OP_LOAD] = 2, [MD_OP_BRANCH] = 1 },
	  { MD_OP_LOAD, MD_OP__COUNT }, "p" },
	/* compare, increment, add, load, jump */
	{ 22, { [MD_OP_ALU] = 3, [MD_OP_LOAD] = 1, [MD_OP_BRANCH] = 1 },
	  { MD_OP_ALU, MD_OP__COUNT }, "s" },
	/* compare, increment, imul, add, load, jump */
	{ 27, { [MD_OP_ALU] = 3, [MD_OP_IMUL] = 1, [MD_OP_LOAD] = 1,
		[MD_OP_BRANCH] = 1 },
	  { MD_OP_IMUL, MD_OP_ALU, MD_OP__COUNT }, "h" },
};

static double hand_resmii(const struct machine *md, const unsigned *ops)
{
	double use[32] = { 0 }, best = 0;
	unsigned total = 0;

	for (unsigned c = 0; c < MD_OP__COUNT; c++) {
		use[md->ops[c].unit] += ops[c] * md->ops[c].recovery;
		total += ops[c];
	}
	for (unsigned u = 0; u < md->nunits; u++)
		if (use[u] / md->units[u].count > best)
			best = use[u] / md->units[u].count;
	if ((double)total / md->issue_slots > best)
		best = (double)total / md->issue_slots;
	return best;
}

static void check_target(const char *target, unsigned *iir_rec)
{
	struct machine *md = NULL;
	struct parser *p = parser_new();
	struct model m = { 0 };
	char err[512], *perr = NULL;
	char path[] = "/tmp/tmopt-loops-XXXXXX.c";
	int fd = mkstemps(path, 2);

	assert_true(fd >= 0);
	assert_int_equal(write(fd, src, sizeof(src) - 1), (ssize_t)sizeof(src) - 1);
	close(fd);
	assert_int_equal(md_load_target(target, &md, err, sizeof(err)), 0);
	assert_int_equal(parse_file(p, path, NULL, 0, md->triple, &m, &perr), 0);
	assert_int_equal(m.nloops, 5);
	for (unsigned k = 0; k < 5; k++) {
		const struct expect *e = &loops[k];
		struct loop_info li;
		assert_int_equal(m.loops[k].line, e->line);
		loops_analyse(&m, md, (int)k, 100, &li);
		for (unsigned c = 0; c < MD_OP__COUNT; c++) {
			if (li.ops[c] != e->ops[c])
				fprintf(stderr, "%s line %u: %s %u, hand %u\n", target,
					e->line, md_opclass_name(c), li.ops[c], e->ops[c]);
			assert_int_equal(li.ops[c], e->ops[c]);
		}
		double res = hand_resmii(md, e->ops);
		assert_true(li.res_mii > res - 1e-9 && li.res_mii < res + 1e-9);
		unsigned rec = 0;
		for (unsigned j = 0; e->chain[j] != MD_OP__COUNT; j++)
			rec += md->ops[e->chain[j]].latency;
		/* the scalar chain; the loop's RecMII also holds memory
		 * recurrences (iir: out and x may alias), so it is at least
		 * the chain (test_sched.c prices those) */
		assert_int_equal(li.rec.latency, rec);
		assert_true(li.rec_mii >= rec);
		assert_string_equal(li.rec.var, e->var);
		if (e->line == 10)
			*iir_rec = rec;
		loop_info_release(&li);
	}
	unlink(path);
	model_release(&m);
	parser_free(p);
	md_free(md);
}

static const char custom_src[] =
	"int IMAX(int, int);\n"
	"int IFIR16(int, int);\n"
	"int ifir16(int, int);\n"
	"int DUALIADD(int, int);\n"
	"int runmax(const int *x) {\n"
	"  int m = 0;\n"
	"  for (int i = 0; i < 64; i++) m = IMAX(m, x[i]);\n"	/* line 7 */
	"  return m;\n"
	"}\n"
	"int dot16(const int *a, const int *b) {\n"
	"  int s = 0;\n"
	"  for (int i = 0; i < 64; i++) s = IFIR16(a[i], b[i]) + s;\n" /* 12 */
	"  return s;\n"
	"}\n"
	"int iir16(const int *c) {\n"
	"  int y = 0;\n"
	"  for (int i = 0; i < 64; i++) y = ifir16(y, c[i]) >> 14;\n" /* 17 */
	"  return y;\n"
	"}\n"
	"int dual(const int *p) {\n"
	"  int s = 0;\n"
	"  for (int i = 0; i < 64; i++) s = DUALIADD(s, p[i]);\n"	/* 22 */
	"  return s;\n"
	"}\n";

struct custom_expect {
	unsigned line;
	enum md_opclass op;		/* the custom op's class */
	enum md_opclass chain[3];	/* the recurrence, MD_OP__COUNT ends */
	const char *first;		/* name of the chain's first edge */
};

/* Per loop: besides the custom op, a compare, an increment, one load per
 * array read and the back-edge jump. */
static const struct custom_expect custom_loops[] = {
	{ 7, MD_OP_DSPALU, { MD_OP_DSPALU, MD_OP__COUNT }, "IMAX" },
	{ 12, MD_OP_DSPMUL, { MD_OP_ALU, MD_OP__COUNT }, "iadd" },
	{ 17, MD_OP_DSPMUL, { MD_OP_DSPMUL, MD_OP_SHIFT, MD_OP__COUNT },
	  "ifir16" },
	{ 22, MD_OP_DSPALU, { MD_OP_DSPALU, MD_OP__COUNT }, "DUALIADD" },
};

static void check_custom(const char *target)
{
	struct machine *md = NULL;
	struct parser *p = parser_new();
	struct model m = { 0 };
	char err[512], *perr = NULL;
	char path[] = "/tmp/tmopt-loops-XXXXXX.c";
	int fd = mkstemps(path, 2);
	size_t len = sizeof(custom_src) - 1;

	assert_true(fd >= 0);
	assert_int_equal(write(fd, custom_src, len), (ssize_t)len);
	close(fd);
	assert_int_equal(md_load_target(target, &md, err, sizeof(err)), 0);
	assert_int_equal(parse_file(p, path, NULL, 0, md->triple, &m, &perr), 0);
	assert_int_equal(m.nloops, 4);
	bool has_dual = md_custom_op(md, "DUALIADD") >= 0;
	assert_int_equal(has_dual, strcmp(target, "tm3260") != 0);
	for (unsigned k = 0; k < 4; k++) {
		const struct custom_expect *e = &custom_loops[k];
		struct loop_info li;
		unsigned loads = e->line == 12 ? 2 : 1;
		assert_int_equal(m.loops[k].line, e->line);
		loops_analyse(&m, md, (int)k, 100, &li);
		assert_int_equal(li.ops[MD_OP_LOAD], loads);
		if (e->line == 22 && !has_dual) {
			/* not an op of TM3260: a call, priced as one */
			assert_int_equal(li.ops[MD_OP_DSPALU], 0);
			assert_int_equal(li.ncalls, 1);
			assert_int_equal(li.call_cycles, md->call_cycles);
			assert_string_equal(li.rec.edges[0].what, "DUALIADD");
			assert_int_equal(li.rec.edges[0].op, MD_OP__COUNT);
			loop_info_release(&li);
			continue;
		}
		assert_int_equal(li.ncalls, 0);
		assert_int_equal(li.call_cycles, 0);
		assert_int_equal(li.ops[e->op], 1);
		unsigned alu = 2 + (e->line == 12);	/* the add of dot16 */
		assert_int_equal(li.ops[MD_OP_ALU] + li.ops[MD_OP_SHIFT], alu +
				 (e->line == 17));
		assert_int_equal(li.nops, alu + loads + 1 + 1 + (e->line == 17));
		unsigned rec = 0, j;
		for (j = 0; e->chain[j] != MD_OP__COUNT; j++) {
			rec += md->ops[e->chain[j]].latency;
			assert_int_equal(li.rec.edges[j].op, e->chain[j]);
		}
		assert_int_equal(li.rec.nedges, j);
		assert_int_equal(li.rec_mii, rec);
		assert_string_equal(li.rec.edges[0].what, e->first);
		/* cycles per iteration: the bound, with no call overhead
		 * added, at least the loop-closing jump and its delay slots
		 * (not unrolled), plus the taken jump's stall */
		unsigned res = (unsigned)ceil(li.res_mii);
		unsigned jump = md->jump_delay_slots + 1;
		unsigned ii = res > rec ? res : rec;
		assert_int_equal(li.ii, (ii > jump ? ii : jump) + md->taken_jump_stall);
		loop_info_release(&li);
	}
	unlink(path);
	model_release(&m);
	parser_free(p);
	md_free(md);
}

static void test_custom_ops_both_targets(void **state)
{
	(void)state;
	check_custom("tm3260");
	check_custom("tm5250");
}

/* loop_invariant(): each line of inv_src holds one division; the table
 * says whether it is invariant in its innermost loop and where it runs once
 * hoisted (loop_exec_level: -1 straight-line, else a loop's line). */
static const char inv_src[] =
	"int g;\n"
	"void h(void);\n"
	"int f(int *a, const int *b, int n, int d) {\n"
	"  int s = 0, i, j, t = d;\n"
	"  for (i = 0; i < n; i++) {\n"
	"    s += n / d;\n"			/* 6: invariant, out of both */
	"    for (j = 0; j < n; j++) {\n"
	"      s += (i + n) / d;\n"		/* 8: invariant in j only */
	"      s += a[j] / d;\n"		/* 9: j changes */
	"      s += b[i] / d;\n"		/* 10: load, loop stores a[] */
	"      a[j] = s;\n"
	"    }\n"
	"    s += g / d;\n"			/* 13: global, the loop calls h */
	"    s += t / d;\n"			/* 14: private local, invariant */
	"    h();\n"
	"    if (s > 9) s += n / t;\n"		/* 16: a trapping divide under an if */
	"  }\n"
	"  for (i = 0; i < n; i++) s += b[1] / d;\n"	/* 18: no store, no call */
	"  return s;\n"
	"}\n";

static const struct { unsigned line; bool inv; int level_line; } inv_expect[] = {
	{ 6, true, -1 }, { 8, true, 5 }, { 9, false, 7 }, { 10, false, 7 },
	{ 13, false, 5 }, { 14, true, -1 }, { 16, false, 5 }, { 18, true, -1 },
};

static void test_loop_invariant(void **state)
{
	struct parser *p = parser_new();
	struct model m = { 0 };
	char *perr = NULL;
	char path[] = "/tmp/tmopt-inv-XXXXXX.c";
	int fd = mkstemps(path, 2);
	size_t len = sizeof(inv_src) - 1;
	(void)state;

	assert_true(fd >= 0);
	assert_int_equal(write(fd, inv_src, len), (ssize_t)len);
	close(fd);
	assert_int_equal(parse_file(p, path, NULL, 0, "i386-pc-linux-gnu", &m,
				    &perr), 0);
	for (unsigned k = 0; k < sizeof(inv_expect) / sizeof(inv_expect[0]); k++) {
		int found = -1;
		for (unsigned i = 0; i < m.nnodes; i++)
			if (m.nodes[i].kind == NK_BINARY && m.nodes[i].op == MOP_DIV &&
			    m.nodes[i].line == inv_expect[k].line)
				found = (int)i;
		assert_true(found >= 0);
		const struct node *n = &m.nodes[found];
		assert_int_equal(loop_invariant(&m, n->loop, found), inv_expect[k].inv);
		int lv = loop_exec_level(&m, found);
		assert_int_equal(lv < 0 ? -1 : (int)m.loops[lv].line,
				 inv_expect[k].level_line);
	}
	/* not an expression node, or outside the loop: never invariant */
	assert_false(loop_invariant(&m, 0, 0));
	unlink(path);
	model_release(&m);
	parser_free(p);
}

/* Two induction variables of one step index one array at different
 * elements (vorbis's dradf4: 'cc[t1] + cc[t2]', t1 and t2 stepped by
 * ido): two loads, not one merged; the same variable twice is one load;
 * 'x[i]' and 'x[-1 - i]' keep one origin, so the crossing test still
 * sees them apart (libmad's alias reduction, no memory recurrence). */
static const char ivs_src[] =
	"void f(float *restrict ch, const float *restrict cc, int n, int ido)\n"
	"{\n"
	"\tint t1 = 0, t2 = 3 * ido;\n"
	"\tfor (int k = 0; k < n; k++) {\n"
	"\t\tch[k] = cc[t1] + cc[t2] + cc[t1];\n"
	"\t\tt1 += ido;\n"
	"\t\tt2 += ido;\n"
	"\t}\n"
	"}\n"
	"void g(float *xr)\n"
	"{\n"
	"\tfor (int i = 0; i < 8; i++) {\n"
	"\t\tfloat a = xr[-1 - i], b = xr[i];\n"
	"\t\txr[-1 - i] = a * 0.5f - b;\n"
	"\t\txr[i] = b * 0.5f + a;\n"
	"\t}\n"
	"}\n";

/* Parse source src (len bytes) for the TM5250 into *m through a file
 * of its own; *md gets the machine (the caller frees both). */
static void parse_tm5250(const char *src, size_t len, struct model *m,
			 struct machine **md)
{
	struct parser *p = parser_new();
	char err[512], *perr = NULL;
	char path[] = "/tmp/tmopt-loops-XXXXXX.c";
	int fd = mkstemps(path, 2);

	assert_true(fd >= 0);
	assert_int_equal(write(fd, src, len), (ssize_t)len);
	close(fd);
	memset(m, 0, sizeof(*m));
	assert_int_equal(md_load_target("tm5250", md, err, sizeof(err)), 0);
	assert_int_equal(parse_file(p, path, NULL, 0, (*md)->triple, m, &perr), 0);
	unlink(path);
	parser_free(p);
}

static void test_two_ivs(void **state)
{
	struct machine *md = NULL;
	struct model m;
	struct loop_info li;
	(void)state;

	parse_tm5250(ivs_src, sizeof(ivs_src) - 1, &m, &md);
	assert_int_equal(m.nloops, 2);
	loops_analyse(&m, md, 0, 100, &li);
	assert_int_equal(li.ops[MD_OP_LOAD], 2);	/* cc[t1], cc[t2] */
	loop_info_release(&li);
	loops_analyse(&m, md, 1, 100, &li);
	assert_int_equal(li.ops[MD_OP_LOAD], 2);
	/* no store-to-load recurrence: the two halves never meet */
	assert_true(li.rec_mii < md->ops[MD_OP_LOAD].latency +
		    md->ops[MD_OP_STORE].latency);
	loop_info_release(&li);
	model_release(&m);
	md_free(md);
}

/* A static table no use lets out is memory no store through a pointer
 * reaches (vorbis's FLOOR1_fromdB_LOOKUP): no recurrence through it; one a
 * call is given keeps the store-to-load recurrence. */
static const char tables_src[] =
	"#include <stdint.h>\n"
	"\n"
	"/* A static table of the file that no use lets out -- only indexed, never\n"
	" * its address taken, passed or assigned (vorbis's FLOOR1_fromdB_LOOKUP) --\n"
	" * is no memory a store through a pointer reaches: its loads do not wait\n"
	" * for the stores.  One whose address a call is given may be. */\n"
	"static float from_db[256] = { 1.0f, 2.0f, 4.0f };\n"
	"static float shared_db[256] = { 1.0f, 2.0f, 4.0f };\n"
	"\n"
	"void fill_table(float *t, int n);\n"
	"\n"
	"void render(float *floor, const int32_t *iout, int n)\n"
	"{\n"
	"\tfor (int j = 0; j < n; j++)\n"
	"\t\tfloor[j] = floor[j] * from_db[iout[j] & 255] + from_db[(iout[j] + 1) & 255] * floor[j];\n"
	"}\n"
	"\n"
	"void render_shared(float *floor, const int32_t *iout, int n)\n"
	"{\n"
	"\tfill_table(shared_db, 256);\n"
	"\tfor (int j = 0; j < n; j++)\n"
	"\t\tfloor[j] = floor[j] * shared_db[iout[j] & 255] + shared_db[(iout[j] + 1) & 255] * floor[j];\n"
	"}\n";

/* ... nor one a file-scope initializer hands out, nor one whose row a
 * call is given; a const table of numbers is out of every store's reach,
 * its address out or not (writing a const object is undefined). */
static const char tables_out_src[] =
	"static float via_init[256];\n"
	"static float *const alias = via_init;\n"
	"static float rows[4][64];\n"
	"void use_row(const float *r);\n"
	"float *get(void) { return alias; }\n"
	"void a(float *floor, const int *iout, int n)\n"
	"{\n"
	"\tfor (int j = 0; j < n; j++)\n"
	"\t\tfloor[j] = floor[j] * via_init[iout[j] & 255] + via_init[(iout[j] + 1) & 255] * floor[j];\n"
	"}\n"
	"void b(float *floor, const int *iout, int n)\n"
	"{\n"
	"\tuse_row(rows[1]);\n"
	"\tfor (int j = 0; j < n; j++)\n"
	"\t\tfloor[j] = floor[j] * rows[0][iout[j] & 63] + rows[0][(iout[j] + 1) & 63] * floor[j];\n"
	"}\n"
	"extern const float ctab[256];\n"
	"void c(float *floor, const int *iout, int n, const float **keep)\n"
	"{\n"
	"\t*keep = ctab;\n"
	"\tfor (int j = 0; j < n; j++)\n"
	"\t\tfloor[j] = floor[j] * ctab[iout[j] & 255] + ctab[(iout[j] + 1) & 255] * floor[j];\n"
	"}\n";

static void test_static_tables(void **state)
{
	struct machine *md = NULL;
	struct model m;
	struct loop_info li;
	(void)state;

	parse_tm5250(tables_src, sizeof(tables_src) - 1, &m, &md);
	assert_int_equal(m.nloops, 2);
	unsigned ldst = md->ops[MD_OP_LOAD].latency + md->ops[MD_OP_STORE].latency;
	loops_analyse(&m, md, 0, 100, &li);
	assert_true(li.rec_mii < ldst);
	loop_info_release(&li);
	loops_analyse(&m, md, 1, 100, &li);
	assert_true(li.rec_mii >= ldst);
	loop_info_release(&li);
	model_release(&m);
	md_free(md);
	/* handed out by an initializer, a row passed to a call */
	parse_tm5250(tables_out_src, sizeof(tables_out_src) - 1, &m, &md);
	assert_int_equal(m.nloops, 3);
	for (int k = 0; k < 2; k++) {
		loops_analyse(&m, md, k, 100, &li);
		assert_true(li.rec_mii >= ldst);
		loop_info_release(&li);
	}
	/* a const table, handed out or not, no store may change */
	loops_analyse(&m, md, 2, 100, &li);
	assert_true(li.rec_mii < ldst);
	loop_info_release(&li);
	model_release(&m);
	md_free(md);
}

/* Trip counts of for headers (walk.c): each loop of trips_src with its
 * constant count, or 0 where no constant count is honest (a review of
 * the comma, '&&' and relative-bound readings found each of these). */
static const char trips_src[] =
	"#include <stdint.h>\n"
	"int32_t g;\n"
	"void bump(void);\n"
	"void f(int32_t *x, int32_t t0, uint32_t u0, int32_t *q)\n"
	"{\n"
	"\tint32_t i, j, w = 1;\n"
	"\tfor (i = 0; i < 4; ++i, w <<= 8) x[i] = w;\n"		/* 4 */
	"\tfor (j = 100, i = 0; i < 12; i++, j -= 3) x[i] = j;\n"	/* 12 */
	"\tfor (i = 0; i < 10; i++, i++) x[i] = 0;\n"			/* 5 */
	"\tfor (i = 0, i += 8; i < 10; i++) x[i] = 0;\n"		/* - */
	"\tfor (i = 0; i < 100; ++i, i = x[i]) x[i] = 0;\n"		/* - */
	"\tfor (i = t0 - 3; i <= t0 + 3; i++) x[i] = 0;\n"		/* 7 */
	"\tfor (i = g; i < g + 4; i++) bump();\n"			/* - global */
	"\tfor (i = t0; i < t0 + 4; i++, t0++) x[i] = 0;\n"		/* - */
	"\tfor (uint32_t k = u0 - 3; k <= u0 + 3; k++) x[k] = 0;\n"	/* - unsigned */
	"\tfor (unsigned char c = t0 - 3; c <= t0 + 3; c++) x[c] = 0;\n" /* - narrow */
	"\tfor (i = t0 + INT32_MAX + INT32_MAX; i < t0; i++) x[i] = 0;\n" /* - */
	"\tfor (i = 0; i < 3 && x[i]; i++) x[i] = 0;\n"		/* - bound */
	"\tfor (i = 16; i; i--, x += 2) x[0] = 0;\n"		/* 16 */
	"\tfor (uint32_t k = 8; k >= 0; k--) x[0] = 0;\n"	/* - never ends */
	"\tfor (uint32_t k = 8; k-- > 0;) x[k] = 0;\n"		/* 8 */
	"}\n"
	"void h(int32_t *x, int32_t t0)\n"
	"{\n"
	"\tint32_t i, *p = &t0;\n"
	"\tfor (i = t0; i < t0 + 4; i++) *p += x[i];\n"		/* - */
	"}\n";

static const unsigned trips_expect[] = { 4, 12, 5, 0, 0, 7, 0, 0, 0, 0, 0, 0, 16, 0, 8, 0 };

static void test_header_trips(void **state)
{
	struct parser *p = parser_new();
	struct model m = { 0 };
	char *perr = NULL;
	char path[] = "/tmp/tmopt-trips-XXXXXX.c";
	int fd = mkstemps(path, 2);
	size_t len = sizeof(trips_src) - 1;
	(void)state;

	assert_true(fd >= 0);
	assert_int_equal(write(fd, trips_src, len), (ssize_t)len);
	close(fd);
	assert_int_equal(parse_file(p, path, NULL, 0, "i386-pc-linux-gnu", &m,
				    &perr), 0);
	assert_int_equal(m.nloops, sizeof(trips_expect) / sizeof(trips_expect[0]));
	for (unsigned k = 0; k < m.nloops; k++) {
		const struct loop *l = &m.loops[k];
		if (trips_expect[k]) {
			assert_true(l->trip_known);
			assert_int_equal(l->trip, trips_expect[k]);
		} else if (l->trip_known) {
			fail_msg("line %u: constant count %llu", l->line,
				 (unsigned long long)l->trip);
		}
	}
	/* the '&&' header: a bound of 3, the count assumed */
	assert_true(m.loops[11].trip_upper && m.loops[11].trip == 3);
	unlink(path);
	model_release(&m);
	parser_free(p);
}

static void test_bounds_both_targets(void **state)
{
	unsigned r5250 = 0, r3260 = 0;
	(void)state;
	check_target("tm5250", &r5250);
	check_target("tm3260", &r3260);
	/* the IIR recurrence follows the latencies: longer on TM5250 */
	assert_true(r5250 > r3260);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_bounds_both_targets),
		cmocka_unit_test(test_custom_ops_both_targets),
		cmocka_unit_test(test_loop_invariant),
		cmocka_unit_test(test_header_trips),
		cmocka_unit_test(test_two_ivs),
		cmocka_unit_test(test_static_tables),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
