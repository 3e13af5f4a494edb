/*
 * test_sched.c: the loop cost model v2 (ddg.c, modsched.c, loops.c) against
 * schedules worked out by hand, on TM3260 and TM5250.  Each loop's
 * operations are counted by reading the source as the compiler would
 * clean it up (identical loads merged, invariants hoisted, address
 * arithmetic in the addressing modes, induction variables strength-
 * reduced); the bounds are then computed in the comment beside each case
 * from the machine files' numbers, and the test recomputes them from
 * struct machine so that a changed machine file is followed, not
 * contradicted.  Numbers in the comments are TM5250 / TM3260:
 *
 *   load/store latency 5 / 3, one / two load-store units (slots 4-5);
 *   imul, fmul, fadd (falu) latency 6 / 3; ifmul and dspmul units 2,
 *   slots 2-3; alu latency 1, 4 / 5 units; 5 issue slots;
 *   jump: 8 / 3 delay slots, a kernel pass at least 9 / 4 cycles, and a
 *   taken-jump stall of 1 cycle (both machine files).
 *
 * Cycles per iteration = (kernel + stall) / unroll.
 *
 * Beyond the 17 loops of check(): an outer loop around a 3 / 4-stage
 * inner loop (13b), the rules' advice re-scheduled (test_advice:
 * dependency-chain's fixed point, carried value and interleaved lists;
 * test_custom_subst: QUADAVG; test_branches: missed-guard's call out of
 * the loop), branches guarded and not (test_branches), and the findings
 * of one loop within its cost (test_claims, test_claims_all).
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

#include "check.h"
#include "loops.h"
#include "machdesc.h"
#include "parse.h"
#include "util.h"

static const char src[] =
	"int f(int);\n"
	"int IFIR16(int, int);\n"
	"void fir8(const short *restrict x, const short *restrict h, short *restrict y, int n)\n"
	"{\n"
	"\tfor (int i = 0; i < n; i++)\n"	/* line 5 */
	"\t\ty[i] = (x[i] * h[0] + x[i + 1] * h[1] + x[i + 2] * h[2] + x[i + 3] * h[3] + x[i + 4] * h[4] + x[i + 5] * h[5] + x[i + 6] * h[6] + x[i + 7] * h[7]) >> 15;\n"
	"}\n"
	"void biquad(const float *restrict x, float *restrict y, int n, float b0, float b1, float b2, float a1, float a2)\n"
	"{\n"
	"\tfloat x1 = 0, x2 = 0, y1 = 0, y2 = 0;\n"
	"\tfor (int i = 0; i < n; i++) {\n"	/* line 11 */
	"\t\tfloat x0 = x[i];\n"
	"\t\tfloat y0 = b0 * x0 + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;\n"
	"\t\tx2 = x1; x1 = x0; y2 = y1; y1 = y0;\n"
	"\t\ty[i] = y0;\n"
	"\t}\n"
	"}\n"
	"int isum(const int *a, int n)\n"
	"{\n"
	"\tint s = 0;\n"
	"\tfor (int i = 0; i < n; i++)\n"	/* line 21 */
	"\t\ts += a[i];\n"
	"\treturn s;\n"
	"}\n"
	"float fsum(const float *a, int n)\n"
	"{\n"
	"\tfloat s = 0;\n"
	"\tfor (int i = 0; i < n; i++)\n"	/* line 28 */
	"\t\ts += a[i];\n"
	"\treturn s;\n"
	"}\n"
	"int mul8(const int *a, int n, int c1, int c2, int c3, int c4)\n"
	"{\n"
	"\tint s1 = 1, s2 = 1, s3 = 1, s4 = 1, s5 = 0, s6 = 0, s7 = 0, s8 = 0;\n"
	"\tfor (int i = 0; i < n; i++) {\n"	/* line 35 */
	"\t\tint x = a[i];\n"
	"\t\ts1 = x * s1; s2 = x * s2; s3 = x * s3; s4 = x * s4;\n"
	"\t\ts5 = IFIR16(x, s5); s6 = IFIR16(x, s6); s7 = IFIR16(x, s7); s8 = IFIR16(x, s8);\n"
	"\t}\n"
	"\treturn s1 + s2 + s3 + s4 + s5 + s6 + s7 + s8;\n"
	"}\n"
	"void vn(const int *restrict x, int *restrict y, int n)\n"
	"{\n"
	"\tfor (int i = 0; i < n; i++)\n"	/* line 44 */
	"\t\ty[i] = x[i] * x[i] + x[i];\n"
	"}\n"
	"void disp(const int *restrict x, int *restrict y, int n)\n"
	"{\n"
	"\tfor (int i = 1; i < n; i++)\n"	/* line 49 */
	"\t\ty[i] = x[i + 3] + x[i - 1];\n"
	"}\n"
	"void stride(const int *restrict x, int *restrict y, int n, int st)\n"
	"{\n"
	"\tfor (int i = 0; i < n; i++)\n"	/* line 54 */
	"\t\ty[i] = x[i * st];\n"
	"}\n"
	"void hoist(const int *restrict x, int *restrict y, int n)\n"
	"{\n"
	"\tfor (int i = 0; i < n; i++)\n"	/* line 59 */
	"\t\ty[i] = x[i] * (n / 4);\n"
	"}\n"
	"int calls(const int *a, int n)\n"
	"{\n"
	"\tint s = 0;\n"
	"\tfor (int i = 0; i < n; i++)\n"	/* line 65 */
	"\t\ts += f(a[i]);\n"
	"\treturn s;\n"
	"}\n"
	"struct node { struct node *next; int v; };\n"
	"int chase(struct node *p)\n"
	"{\n"
	"\tint s = 0;\n"
	"\twhile (p) { s += p->v; p = p->next; }\n"	/* line 73 */
	"\treturn s;\n"
	"}\n"
	"void gain(float *out, const float *in, float g, int n)\n"
	"{\n"
	"\tfor (int i = 0; i < n; i++)\n"	/* line 78 */
	"\t\tout[i] = in[i] * g;\n"
	"}\n"
	"int nest(const int a[4][100])\n"
	"{\n"
	"\tint s = 0;\n"
	"\tfor (int j = 0; j < 4; j++)\n"	/* line 84 */
	"\t\tfor (int i = 0; i < 100; i++)\n"	/* line 85 */
	"\t\t\ts += a[j][i];\n"
	"\treturn s;\n"
	"}\n"
	"int sum4(const int *a)\n"
	"{\n"
	"\tint s = 0;\n"
	"\tfor (int k = 0; k < 4; k++)\n"	/* line 92 */
	"\t\ts += a[k];\n"
	"\treturn s;\n"
	"}\n"
	"int sum16(const int *a, int n)\n"
	"{\n"
	"\tint s = 0;\n"
	"#pragma TCS_unroll=16\n"
	"\tfor (int i = 0; i < n; i++)\n"	/* line 100 */
	"\t\ts += a[i];\n"
	"\treturn s;\n"
	"}\n"
	"int find1(const int *a, int n, int key)\n"
	"{\n"
	"\tfor (int i = 0; i < n; i++)\n"	/* line 106 */
	"\t\tif (a[i] == key)\n"
	"\t\t\treturn i;\n"
	"\treturn -1;\n"
	"}\n"
	"int count1(const int *a, int n, int key)\n"
	"{\n"
	"\tint c = 0;\n"
	"\tfor (int i = 0; i < n; i++)\n"	/* line 114 */
	"\t\tc += a[i] == key;\n"
	"\treturn c;\n"
	"}\n"
	"void gains(float *restrict y, const float *restrict a, const float *restrict b, float c0, float c1)\n"
	"{\n"
	"\tfor (int j = 0; j < 8; j++)\n"	/* line 120 */
	"\t\tfor (int i = 0; i < 64; i++)\n"	/* line 121 */
	"\t\t\ty[j * 64 + i] = (a[j * 64 + i] * b[i] + c0) + c1;\n"
	"}\n";

struct fixture {
	struct machine *md;
	struct parser *p;
	struct model m;
	struct loop_info li[32];
	bool done[32];
};

static struct fixture *load(const char *target)
{
	struct fixture *f = xcalloc(1, sizeof(*f));
	char err[512], *perr = NULL;
	char path[] = "/tmp/tmopt-sched-XXXXXX.c";
	int fd = mkstemps(path, 2);

	assert_true(fd >= 0);
	assert_int_equal(write(fd, src, sizeof(src) - 1), (ssize_t)sizeof(src) - 1);
	close(fd);
	assert_int_equal(md_load_target(target, &f->md, err, sizeof(err)), 0);
	f->p = parser_new();
	assert_int_equal(parse_file(f->p, path, NULL, 0, f->md->triple, &f->m,
				    &perr), 0);
	unlink(path);
	assert_true(f->m.nloops <= 32);
	return f;
}

static void unload(struct fixture *f)
{
	for (unsigned k = 0; k < 32; k++)
		if (f->done[k])
			loop_info_release(&f->li[k]);
	model_release(&f->m);
	parser_free(f->p);
	md_free(f->md);
	free(f);
}

/* The loop starting on line, analysed with its inner loops. */
static const struct loop_info *at(struct fixture *f, unsigned line)
{
	for (unsigned k = 0; k < f->m.nloops; k++) {
		if (f->m.loops[k].line != line)
			continue;
		if (!f->done[k]) {
			struct loops_opts o = { .assumed_trip = 100 };
			loops_analyse_opts(&f->m, f->md, (int)k, &o, &f->li[k]);
			f->done[k] = true;
			for (unsigned c = k + 1; c < f->m.nloops; c++)
				if (f->m.loops[c].parent == (int)k)
					loops_add_inner(&f->li[k],
						at(f, f->m.loops[c].line));
		}
		return &f->li[k];
	}
	fail_msg("no loop on line %u", line);
	return NULL;
}

#define LAT(c) (f->md->ops[MD_OP_##c].latency)
#define NEAR(a, b) assert_true(fabs((double)(a) - (double)(b)) < 1e-9)

static unsigned dmem(const struct machine *md)
{
	return md->units[md->ops[MD_OP_LOAD].unit].count;
}

static unsigned umax(unsigned a, unsigned b)
{
	return a > b ? a : b;
}

/* The kernel of a jump-bound, not unrolled loop. */
static unsigned jump_pass(const struct machine *md)
{
	return md->jump_delay_slots + 1;
}

static double cpi(const struct machine *md, unsigned kernel, unsigned unroll)
{
	return (double)(kernel + md->taken_jump_stall) / unroll;
}

static void check(const char *target)
{
	struct fixture *f = load(target);
	const struct machine *md = f->md;
	bool t5250 = !strcmp(target, "tm5250");
	const struct loop_info *li;
	double res;

	/* 1. fir8, 8-tap int16 FIR with restrict pointers (line 5).  The h[k]
	 * loads are invariant (restrict: no store changes them): hoisted.
	 * x[i + k] is ld16 with a displacement, the int16 -> int widening is
	 * free (ld16 sign-extends), the narrowing to y[i] is st16.  Per
	 * iteration: 8 ld16 + 8 imul + 7 iadd + 1 asr + 1 st16 + i++ + the
	 * compare + the jump = 28 operations.
	 *   TM3260: 28 / 5 slots = 5.6 (dmem 9/2 = 4.5, ifmul 8/2 = 4,
	 *           alu 9/5, shifter 1/2): ResMII 5.6; II 6 > 4, 7 cycles.
	 *   TM5250: 9 memory operations on one load/store unit: 9 (issue
	 *           5.6, ifmul 4, alu 10/4 -- the asr runs on an alu);
	 *           ResMII 9 = the jump's 9: II 9, 10 cycles. */
	li = at(f, 5);
	assert_int_equal(li->nops, 28);
	assert_int_equal(li->ops[MD_OP_LOAD], 8);
	assert_int_equal(li->ops[MD_OP_IMUL], 8);
	assert_int_equal(li->ops[MD_OP_STORE], 1);
	assert_int_equal(li->ddg.hoisted, 8);
	res = t5250 ? 9.0 / dmem(md) : 28.0 / md->issue_slots;
	NEAR(li->res_mii, res);
	NEAR(li->res_mii, t5250 ? 9.0 : 5.6);
	assert_int_equal(li->kernel, umax((unsigned)ceil(res), jump_pass(md)));
	NEAR(li->cpi, cpi(md, li->kernel, 1));

	/* 2. biquad, float direct form I (line 11): y0 = b0*x0 + b1*x1 +
	 * b2*x2 - a1*y1 - a2*y2, evaluated left to right (no reassociation
	 * of float).  y1 is y0 of the previous iteration: fmul(a1, y1) ->
	 * fsub -> fsub -> y0 = 3 operations of 6 / 3 cycles: RecMII 18 / 9.
	 * y2 (two iterations back, through the copy y2 = y1) gives (fmul +
	 * fsub) / 2.  The copies are free (register renaming).  14 ops: ld,
	 * st, 5 fmul, 4 fadd/fsub, i++, compare, jump: ResMII 14/5 = 2.8.
	 * II = 18 / 9 (the jump's 9 / 4 is shorter). */
	li = at(f, 11);
	assert_int_equal(li->rec_mii, LAT(FMUL) + 2 * LAT(FALU));
	assert_int_equal(li->rec_mii, t5250 ? 18 : 9);
	assert_int_equal(li->nops, 14);
	NEAR(li->res_mii, 2.8);
	assert_int_equal(li->kernel, li->rec_mii);
	assert_string_equal(li->binding, "recurrence");

	/* 3. isum, s += a[i] not unrolled (line 21): ld, add, i++, compare,
	 * jump = 5 ops, ResMII 1, RecMII 1 (the add); the kernel is the jump's
	 * 9 / 4 cycles: 10 / 5 cycles per iteration (at least 9 on TM5250). */
	li = at(f, 21);
	assert_int_equal(li->unroll, 1);
	assert_int_equal(li->nops, 5);
	NEAR(li->res_mii, 1.0);
	assert_int_equal(li->rec_mii, LAT(ALU));
	assert_int_equal(li->kernel, jump_pass(md));
	assert_string_equal(li->binding, "jump");
	NEAR(li->cpi, cpi(md, jump_pass(md), 1));
	if (t5250)
		assert_true(li->cpi >= 9.0);

	/* 4. fsum, float s += a[i] (line 28): RecMII = fadd 6 / 3, still
	 * under the jump's 9 / 4 cycles: II 9 / 4. */
	li = at(f, 28);
	assert_int_equal(li->rec_mii, LAT(FALU));
	assert_int_equal(li->kernel, umax(LAT(FALU), jump_pass(md)));

	/* 5. mul8 (line 35): 4 imul and 4 IFIR16, each s_k = op(x, s_k);
	 * imul (ifmul) and ifir16 (dspmul) both issue only from slots 2-3:
	 * 8 operations / 2 slots = 4 cycles, although each unit alone needs
	 * 4/2 = 2 and all 12 operations (with ld, i++, compare, jump) 12/5 =
	 * 2.4.  ResMII 4 on both.  RecMII 6 / 3 (imul, ifir16 on their own
	 * accumulator).  II = max(4, 6 / 3, 9 / 4) = 9 / 4. */
	li = at(f, 35);
	assert_int_equal(li->nops, 12);
	assert_int_equal(li->ops[MD_OP_IMUL], 4);
	assert_int_equal(li->ops[MD_OP_DSPMUL], 4);
	NEAR(li->res_mii, 4.0);
	assert_string_equal(li->res_unit, "slots 2-3");
	assert_int_equal(li->rec_mii, umax(LAT(IMUL), LAT(DSPMUL)));
	assert_int_equal(li->kernel, umax(umax(4, li->rec_mii), jump_pass(md)));

	/* 6. vn, y[i] = x[i] * x[i] + x[i] (line 44): x[i] is loaded once
	 * (value numbering): ld, imul, iadd, st, i++, compare, jump = 7 ops;
	 * dmem 2/1 = 2 on TM5250, 7/5 = 1.4 on TM3260 (dmem 2/2 = 1). */
	li = at(f, 44);
	assert_int_equal(li->ops[MD_OP_LOAD], 1);
	assert_int_equal(li->nops, 7);
	assert_int_equal(li->ddg.merged, 2);
	NEAR(li->res_mii, t5250 ? 2.0 : 1.4);

	/* 7. disp, y[i] = x[i + 3] + x[i - 1] (line 49): the + 3 and - 1 are
	 * load displacements, no add: ld, ld, iadd, st, i++, compare, jump =
	 * 7 ops; dmem 3/1 = 3 on TM5250, 3/2 = 1.5 on TM3260. */
	li = at(f, 49);
	assert_int_equal(li->nops, 7);
	assert_int_equal(li->ops[MD_OP_ALU], 3);
	NEAR(li->res_mii, 3.0 / dmem(md));

	/* 8. stride, y[i] = x[i * st] (line 54): no multiply; the stream
	 * x + i * st is strength-reduced to a pointer of its own, one add per
	 * iteration: ld, st, the pointer add, i++, compare, jump = 6 ops;
	 * dmem 2 / 1, issue 6/5 = 1.2 on TM3260. */
	li = at(f, 54);
	assert_int_equal(li->ops[MD_OP_IMUL], 0);
	assert_int_equal(li->ddg.streams, 1);
	assert_int_equal(li->nops, 6);
	NEAR(li->res_mii, t5250 ? 2.0 : 1.2);

	/* 9. hoist, y[i] = x[i] * (n / 4) (line 59): n / 4 is loop-invariant
	 * (its shift sequence is hoisted): ld, imul, st, i++, compare, jump =
	 * 6 ops. */
	li = at(f, 59);
	assert_int_equal(li->nops, 6);
	assert_true(li->ddg.hoisted >= 1);
	assert_int_equal(li->ncalls, 0);

	/* 10. calls, s += f(a[i]) (line 65): not pipelined; a list schedule
	 * of ld (5 / 3), the call (call_cycles 18 / 8, counted once), then
	 * the loop's jump, which may not issue before the call has returned
	 * (a call is a jump: no jump in its delay slots), with the add in its
	 * delay slots: 5 + 18 + 9 = 32 / 3 + 8 + 4 = 15 cycles. */
	li = at(f, 65);
	assert_false(li->pipelined);
	assert_int_equal(li->ncalls, 1);
	assert_int_equal(li->kernel, LAT(LOAD) + md->call_cycles + jump_pass(md));
	assert_int_equal(li->kernel, t5250 ? 32 : 15);
	assert_string_equal(li->binding, "calls");

	/* 11. chase, while (p) { s += p->v; p = p->next; } (line 73): p is
	 * loaded from p: RecMII = ld 5 / 3; 4 ops (2 ld, add, jump: the test
	 * of p is the jump's); II 9 / 4. */
	li = at(f, 73);
	assert_int_equal(li->rec_mii, LAT(LOAD));
	assert_int_equal(li->nops, 4);
	assert_int_equal(li->kernel, jump_pass(md));

	/* 12. gain, out[i] = in[i] * g, no restrict (line 78): the store may
	 * change what the next iteration loads: st (5 / 3) -> ld (5 / 3) ->
	 * fmul (6 / 3): RecMII 16 / 9, II 16 / 9.  Priced as if restrict:
	 * RecMII 1 (i++), the jump's 9 / 4. */
	li = at(f, 78);
	assert_int_equal(li->rec_mii, LAT(STORE) + LAT(LOAD) + LAT(FMUL));
	assert_int_equal(li->kernel, t5250 ? 16 : 9);
	{
		struct loops_opts o = { .assumed_trip = 100, .assume_restrict = true };
		struct loop_info v;
		loops_analyse_opts(&f->m, md, li->loop, &o, &v);
		assert_int_equal(v.kernel, jump_pass(md));
		loop_info_release(&v);
	}

	/* 13. nest (lines 84, 85): the inner loop (100 iterations, s +=
	 * a[j][i]) costs 100 x 10 / 5 + its fill (one more stage of 9 / 4)
	 * = 1009 / 504 cycles per entry.  The outer loop is not pipelined:
	 * its own pass is j++ and the compare at cycle 0, the jump at 1 (it
	 * reads the compare), its delay slots to 9 / 4: 10 / 5 cycles, + 1
	 * stall; it carries the inner loop: 1020 / 510 cycles per outer
	 * iteration, 4 iterations. */
	const struct loop_info *in = at(f, 85);
	li = at(f, 84);
	assert_false(li->innermost);
	NEAR(in->cycles, 100 * cpi(md, jump_pass(md), 1) + jump_pass(md));
	assert_int_equal(li->kernel, LAT(ALU) + jump_pass(md));
	NEAR(li->cpi, cpi(md, LAT(ALU) + jump_pass(md), 1) + in->cycles);
	NEAR(li->cpi, t5250 ? 1020.0 : 510.0);
	NEAR(li->cycles, 4 * li->cpi);
	/* the inner loop's fill and drain, (stages - 1) x II, per entry */
	assert_int_equal(in->sched.stages, 2);
	assert_int_equal(in->prologue, jump_pass(md));
	NEAR(li->inner, in->cycles);
	/* not pipelined: list-scheduled around the inner loop, which binds */
	assert_false(li->pipelined);
	assert_string_equal(li->binding, "inner loops");

	/* 13b. gains (lines 120, 121): an inner loop of three / four stages,
	 * whose fill and drain the outer loop pays on each of its 8 entries.
	 * Inner: ld a, ld b, fmul, fadd c0, fadd c1 (no reassociation), st,
	 * i++, compare, jump = 9 ops, no recurrence; II = the jump's 9 / 4.
	 *   TM5250: the loads at 0 and 1 (one load/store unit), fmul at 1 + 5
	 *   = 6, fadds at 12 and 18, st at 24: 24 / 9 + 1 = 3 stages, fill and
	 *   drain 2 x 9 = 18; per entry 64 x 10 + 18 = 658.
	 *   TM3260: loads at 0, 0, fmul at 3, fadds at 6 and 9, st at 12 --
	 *   row 12 mod 4 = 0 holds icmp, iadd, jmpt and the two loads, all
	 *   five slots -- so 13: 13 / 4 + 1 = 4 stages, 3 x 4 = 12; per entry
	 *   64 x 5 + 12 = 332.
	 * Outer: j++ and the compare at 0, the jump at 1, its delay slots to
	 * 10 / 5, + 1 stall = 11 / 6, + the inner loop's entry: 669 / 338 per
	 * iteration, x 8 = 5352 / 2704. */
	in = at(f, 121);
	li = at(f, 120);
	assert_int_equal(in->nops, 9);
	assert_int_equal(in->kernel, jump_pass(md));
	assert_int_equal(in->sched.stages, t5250 ? 3 : 4);
	assert_int_equal(in->prologue, (in->sched.stages - 1) * in->kernel);
	NEAR(in->cycles, t5250 ? 658.0 : 332.0);
	assert_int_equal(li->kernel, LAT(ALU) + jump_pass(md));
	NEAR(li->cpi, li->kernel + md->taken_jump_stall + in->cycles);
	NEAR(li->cpi, t5250 ? 669.0 : 338.0);
	NEAR(li->cycles, t5250 ? 5352.0 : 2704.0);
	assert_string_equal(li->binding, "inner loops");

	/* 14. sum4, 4 iterations (line 92): unrolled completely, no jump, no
	 * induction variable.  TM5250: the loads issue at 0, 1, 2, 3 (one
	 * unit), the adds at 5, 6, 7, 8: done at 9, 9/4 = 2.25 per
	 * iteration.  TM3260: loads at 0, 0, 1, 1, adds at 3, 4, 5, 6: done
	 * at 7, 1.75. */
	li = at(f, 92);
	assert_true(li->full);
	assert_int_equal(li->unroll, 4);
	assert_int_equal(li->jump_min, 0);
	assert_int_equal(li->nops, 8);
	assert_int_equal(li->kernel, t5250 ? 9 : 7);
	NEAR(li->cpi, li->kernel / 4.0);

	/* 15. sum16, '#pragma TCS_unroll=16' above s += a[i] (line 100): 16
	 * loads (dmem 16 / 8), 16 chained adds (RecMII 16 per pass), one
	 * i += 16, compare and jump: 35 ops; II 16 on both, (16 + 1) / 16 per
	 * iteration. */
	li = at(f, 100);
	assert_int_equal(li->unroll, 16);
	assert_string_equal(li->unroll_basis, "pragma");
	assert_int_equal(li->nops, 35);
	assert_int_equal(li->rec_mii, 16 * LAT(ALU));
	assert_int_equal(li->kernel, 16);
	NEAR(li->cpi, cpi(md, 16, 16));

	/* 17. a branchy loop and its branch-free twin (lines 106, 114).
	 * find1 leaves the loop on a match: a jump inside the body, not
	 * if-converted, so not pipelined: ld at 0, the == at 5 / 3, the exit
	 * jump at 6 / 4; the loop's jump may not issue in its delay slots: at
	 * 6 + 9 = 15 / 4 + 4 = 8, its own slots to 24 / 12 cycles.  count1
	 * (c += a[i] == key) is if-free: 6 ops (ld, ==, add, i++, compare,
	 * jump), pipelined, the jump's 9 / 4. */
	li = at(f, 106);
	assert_false(li->pipelined);
	assert_string_equal(li->binding, "branches");
	assert_int_equal(li->kernel, LAT(LOAD) + LAT(ALU) +
			 2 * jump_pass(md));
	assert_int_equal(li->kernel, t5250 ? 24 : 12);
	const struct loop_info *twin = at(f, 114);
	assert_true(twin->pipelined);
	assert_int_equal(twin->nops, 6);
	assert_int_equal(twin->kernel, jump_pass(md));
	assert_true(li->cpi > twin->cpi);

	/* 16. the best unroll of isum: the powers of two are tried up to the
	 * first where the jump no longer binds -- TM5250: 8 gives a 9-cycle
	 * pass (the jump's; 8 loads need 8), 10/8; 16 a 16-cycle pass (16
	 * loads, RecMII 16), 17/16: 16.  TM3260: 8 gives RecMII 8 > the
	 * jump's 4 (8 loads on two units need 4), 9/8: 8. */
	{
		struct loops_opts o = { .assumed_trip = 100 };
		double c = 0;
		unsigned n = loops_best_unroll(&f->m, md, at(f, 21)->loop, &o, &c);
		assert_int_equal(n, t5250 ? 16 : 8);
		NEAR(c, t5250 ? 17.0 / 16 : 9.0 / 8);
	}
	unload(f);
}

static void test_tm5250(void **state)
{
	(void)state;
	check("tm5250");
}

static void test_tm3260(void **state)
{
	(void)state;
	check("tm3260");
}

/* Every operation of a modulo schedule sits in a slot its unit allows,
 * no row holds more of a unit than it has, and every dependence holds:
 * t(to) >= t(from) + latency - II x distance. */
static void assert_valid(const struct machine *md, const struct loop_info *li)
{
	const struct ddg *g = &li->ddg;
	const struct sched *s = &li->sched;

	for (unsigned e = 0; e < g->ne; e++)
		assert_true(s->time[g->e[e].to] >= s->time[g->e[e].from] +
			    (int)g->e[e].lat - (int)(li->kernel * g->e[e].dist));
	unsigned use[64][16] = { { 0 } };
	unsigned slot[64] = { 0 };
	assert_true(li->kernel <= 64);
	for (unsigned o = 0; o < g->nops; o++) {
		int u = md->ops[g->op[o].cls].unit;
		unsigned r = (unsigned)s->time[o] % li->kernel;
		assert_true(s->time[o] >= 0);
		assert_true(s->slot[o] >= 0);
		assert_true(md->units[u].slots & (1u << s->slot[o]));
		assert_false(slot[r] & (1u << s->slot[o]));
		slot[r] |= 1u << s->slot[o];
		use[r][u]++;
		assert_true(use[r][u] <= md->units[u].count);
	}
	/* the jump's delay slots end with the pass */
	if (g->jump >= 0)
		assert_int_equal((unsigned)s->time[g->jump] % li->kernel,
				 li->kernel - 1 - md->jump_delay_slots);
}

static void test_schedule_valid(void **state)
{
	(void)state;
	const char *targets[] = { "tm5250", "tm3260" };
	for (unsigned t = 0; t < 2; t++) {
		struct fixture *f = load(targets[t]);
		for (unsigned k = 0; k < f->m.nloops; k++) {
			const struct loop_info *li = at(f, f->m.loops[k].line);
			if (li->pipelined)
				assert_valid(f->md, li);
		}
		unload(f);
	}
}

/* The findings of one loop never claim more than it costs: deemph (no
 * restrict, a recursive filter) has a dependency-chain and a
 * missing-restrict finding; together their cycles and savings per
 * iteration stay within the loop's cycles per iteration (23 on TM5250:
 * the aliasing recurrence st 5 -> ld 5 -> fmul 6 -> fadd 6 = 22, + 1
 * stall), where the first model claimed 12 + 22. */
static void test_claims(void **state)
{
	static const char deemph[] =
		"void deemph(float *y, const float *x, float b0, float a1, int n)\n"
		"{\n"
		"\tfloat acc = 0.0f;\n"
		"\tfor (int i = 0; i < n; i++) {\n"
		"\t\tacc = b0 * x[i] + a1 * acc;\n"
		"\t\ty[i] = acc;\n"
		"\t}\n"
		"}\n";
	struct machine *md = NULL;
	struct parser *p = parser_new();
	struct model m = { 0 };
	struct findings fs = { 0 };
	struct check_config cfg = { .jobs = 1 };
	char err[512], *perr = NULL;
	char path[] = "/tmp/tmopt-claims-XXXXXX.c";
	int fd = mkstemps(path, 2);
	(void)state;

	assert_true(fd >= 0);
	assert_int_equal(write(fd, deemph, sizeof(deemph) - 1), (ssize_t)sizeof(deemph) - 1);
	close(fd);
	assert_int_equal(md_load_target("tm5250", &md, err, sizeof(err)), 0);
	assert_int_equal(parse_file(p, path, NULL, 0, md->triple, &m, &perr), 0);
	unlink(path);
	cfg.md = md;
	rule_options_default(&cfg.opt);
	check_model(&cfg, &m, &fs);
	struct loop_info li;
	loops_analyse(&m, md, 0, cfg.opt.assumed_trip, &li);
	assert_int_equal(li.ii, 23);
	uint64_t cycles = 0, saving = 0;
	unsigned n = 0;
	for (size_t i = 0; i < fs.n; i++) {
		const struct finding *f = &fs.v[i];
		if (!f->sched.present)
			continue;
		n++;
		/* per iteration: the engine multiplied by the trip count */
		cycles += f->total_cycles / f->count;
		saving += f->saving_cycles / f->count;
	}
	assert_true(n >= 2);
	assert_true(cycles <= li.ii);
	assert_true(saving <= li.ii);
	assert_true(saving > 0);
	assert_int_equal(fs.nfn, 1);
	assert_true(fs.fn[0].cycles >= li.cycles);
	loop_info_release(&li);
	findings_release(&fs);
	model_release(&m);
	parser_free(p);
	md_free(md);
}

/* A model of source text on target, for the tests below. */
struct parsed {
	struct machine *md;
	struct parser *p;
	struct model m;
};

static void parse_text(struct parsed *x, const char *target, const char *text)
{
	char err[512], *perr = NULL;
	char path[] = "/tmp/tmopt-sched-XXXXXX.c";
	int fd = mkstemps(path, 2);

	memset(x, 0, sizeof(*x));
	assert_true(fd >= 0);
	assert_int_equal(write(fd, text, strlen(text)), (ssize_t)strlen(text));
	close(fd);
	assert_int_equal(md_load_target(target, &x->md, err, sizeof(err)), 0);
	x->p = parser_new();
	assert_int_equal(parse_file(x->p, path, NULL, 0, x->md->triple, &x->m,
				    &perr), 0);
	unlink(path);
}

static void parsed_release(struct parsed *x)
{
	model_release(&x->m);
	parser_free(x->p);
	md_free(x->md);
}

/* Loop l priced with options o: its cycles per iteration. */
static double variant_cpi(const struct parsed *x, int l, struct loops_opts o)
{
	struct loop_info v;
	o.assumed_trip = 100;
	loops_analyse_opts(&x->m, x->md, l, &o, &v);
	double c = v.cpi;
	loop_info_release(&v);
	return c;
}

static const char advice_src[] =
	"void smooth(float *restrict y, const float *restrict x, float b0, float a1, int n)\n"
	"{\n"
	"\tfloat acc = 0.0f;\n"
	"\tfor (int i = 0; i < n; i++) {\n"	/* line 4, loop 0 */
	"\t\tacc = b0 * x[i] + a1 * acc;\n"
	"\t\ty[i] = acc;\n"
	"\t}\n"
	"}\n"
	"void iir1(int *restrict y, const int *restrict x, int n)\n"
	"{\n"
	"\tfor (int i = 1; i < n; i++)\n"	/* line 11, loop 1 */
	"\t\ty[i] = x[i] + (y[i - 1] >> 1);\n"
	"}\n"
	"struct node { struct node *next; int v; };\n"
	"int walk(const struct node *p)\n"
	"{\n"
	"\tint c = 0;\n"
	"\twhile (p) {\n"			/* line 18, loop 2 */
	"\t\tc++;\n"
	"\t\tp = p->next;\n"
	"\t}\n"
	"\treturn c;\n"
	"}\n";

/* The dependency-chain advice re-scheduled (issue 10, item 4), worked out
 * by hand on both targets; then the rule's savings are those variants and
 * the findings of each loop stay within its cost.
 *
 * smooth (line 4), a float one-pole filter with restrict: ld, fmul b0*x,
 *   fmul a1*acc, fadd, st, i++, compare, jump = 8 ops.  Chain fmul + fadd
 *   = 12 / 6: kernel 12 / 6 (over the jump's 9 / 4), 13 / 7 cycles.
 *   In fixed point (Q15: each fmul an imul and an asr, the fadd an iadd):
 *   10 ops, chain imul 6/3 + asr 1 + iadd 1 = 8 / 5; TM5250: the jump's 9
 *   binds, 10 cycles (saving 3); TM3260: 5 > 4, 6 cycles (saving 1).
 * iir1 (line 11), y[i] = x[i] + (y[i - 1] >> 1) with restrict: the chain
 *   goes through memory, ld 5/3 + asr 1 + iadd 1 + st 5/3 = 12 / 8:
 *   13 / 9 cycles.  Carried in a register (prev = y[i] = x[i] + (prev >>
 *   1)): the y[i - 1] load is gone, 7 ops (ld, asr, iadd, st, i++,
 *   compare, jump), chain asr + iadd = 2; dmem 2 / 1 (TM5250's one
 *   load/store unit), issue 7/5 = 1.4 on TM3260; the jump binds: 9 / 4,
 *   10 / 5 cycles (savings 3 / 4).
 * walk (line 18), p = p->next: ld 5/3 on the chain, the jump's 9 / 4
 *   binds: 10 / 5 cycles.  k = ceil(RecMII / ResMII) = 5 / 1 on TM5250,
 *   3 / 1 (issue 3/5 = 0.6, rounded up to 1) on TM3260 lists walked at
 *   once: unrolled k times, the p chains k iterations long (RecMII 5 / 3
 *   per k iterations), dmem k / 1 = 5 on TM5250 < the jump's 9: (9 + 1)
 *   / 5 = 2 cycles per node; TM3260: dmem 3/2, issue 5/5 = 1, the jump's
 *   4: (4 + 1) / 3 = 1.67 per node.  The rule's saving: 10 - 2 = 8 on
 *   TM5250; TM3260 does not report the 3-cycle chain (chain_min_cycles). */
static void test_advice(void **state)
{
	(void)state;
	const char *targets[] = { "tm5250", "tm3260" };
	for (unsigned t = 0; t < 2; t++) {
		struct parsed x;
		parse_text(&x, targets[t], advice_src);
		const struct machine *md = x.md;
		bool t5250 = t == 0;
		unsigned jump = md->jump_delay_slots + 1, st = md->taken_jump_stall;
		unsigned lat_imul = md->ops[MD_OP_IMUL].latency;
		unsigned lat_ld = md->ops[MD_OP_LOAD].latency;
		unsigned lat_alu = md->ops[MD_OP_ALU].latency;
		unsigned lat_sh = md->ops[MD_OP_SHIFT].latency;
		unsigned lat_st = md->ops[MD_OP_STORE].latency;
		assert_int_equal(x.m.nloops, 3);

		/* smooth: float, then fixed point */
		struct loop_info li;
		loops_analyse(&x.m, md, 0, 100, &li);
		unsigned rec = md->ops[MD_OP_FMUL].latency + md->ops[MD_OP_FALU].latency;
		assert_int_equal(li.nops, 8);
		assert_int_equal(li.kernel, umax(rec, jump));
		assert_int_equal(li.kernel, t5250 ? 12 : 6);
		loop_info_release(&li);
		struct loops_opts o = { .fixed_point = true };
		loops_analyse_opts(&x.m, md, 0, &(struct loops_opts){
			.assumed_trip = 100, .fixed_point = true }, &li);
		assert_int_equal(li.nops, 10);
		assert_int_equal(li.ops[MD_OP_IMUL], 2);
		assert_int_equal(li.ops[MD_OP_SHIFT], 2);
		assert_int_equal(li.ops[MD_OP_FMUL] + li.ops[MD_OP_FALU], 0);
		assert_int_equal(li.sched.rec_mii, lat_imul + lat_sh + lat_alu);
		assert_int_equal(li.kernel, umax(lat_imul + lat_sh + lat_alu, jump));
		loop_info_release(&li);
		NEAR(variant_cpi(&x, 0, o), t5250 ? 10.0 : 6.0);

		/* iir1: through memory, then carried in a register */
		loops_analyse(&x.m, md, 1, 100, &li);
		assert_int_equal(li.kernel, lat_ld + lat_sh + lat_alu + lat_st);
		assert_int_equal(li.kernel, t5250 ? 12 : 8);
		loop_info_release(&li);
		loops_analyse_opts(&x.m, md, 1, &(struct loops_opts){
			.assumed_trip = 100, .carry_var = "y" }, &li);
		assert_int_equal(li.nops, 7);
		assert_int_equal(li.ops[MD_OP_LOAD], 1);
		assert_int_equal(li.ddg.carried, 1);
		assert_int_equal(li.sched.rec_mii, lat_sh + lat_alu);
		NEAR(li.res_mii, t5250 ? 2.0 : 1.4);
		assert_int_equal(li.kernel, jump);
		NEAR(li.cpi, jump + st);
		loop_info_release(&li);

		/* walk: k lists at once */
		unsigned k = t5250 ? 5 : 3;
		NEAR(variant_cpi(&x, 2, (struct loops_opts){ .unroll = k,
			.split_var = "p", .split = k }), (double)(jump + st) / k);

		/* the rule: its savings are these variants, per iteration */
		struct findings fs = { 0 };
		struct check_config cfg = { .jobs = 1, .md = x.md };
		rule_options_default(&cfg.opt);
		check_model(&cfg, &x.m, &fs);
		unsigned want[3][2] = {
			{ t5250 ? 13 : 7, t5250 ? 3 : 1 },
			{ t5250 ? 13 : 9, t5250 ? 3 : 4 },
			{ t5250 ? 10 : 5, t5250 ? 8 : 0 },
		};
		unsigned seen = 0;
		uint64_t cyc[3] = { 0 }, sav[3] = { 0 };
		for (size_t i = 0; i < fs.n; i++) {
			const struct finding *f = &fs.v[i];
			if (!f->sched.present)
				continue;
			int l = f->line < 9 ? 0 : f->line < 14 ? 1 : 2;
			cyc[l] += f->total_cycles / f->count;
			sav[l] += f->saving_cycles / f->count;
			if (strcmp(f->rule, "dependency-chain"))
				continue;
			seen |= 1u << l;
			assert_int_equal(f->total_cycles / f->count, want[l][0]);
			assert_int_equal(f->saving_cycles / f->count, want[l][1]);
		}
		/* walk's chain on TM3260, ld 3, is under chain_min_cycles 4 */
		assert_int_equal(seen, t5250 ? 7u : 3u);
		/* never more than the loop costs */
		for (unsigned l = 0; l < 3; l++) {
			assert_true(cyc[l] <= want[l][0]);
			assert_true(sav[l] <= want[l][0]);
		}
		findings_release(&fs);
		parsed_release(&x);
	}
}

/* The findings of one loop, of every rule that prices a loop's cycles
 * (dependency-chain, missed-guard, missing-restrict, custom-op,
 * loop-overhead, and divmod, double- and int64-emulation in a loop),
 * never claim more than the loop costs per iteration: avg_rows has
 * missing-restrict and custom-op (QUADAVG; its unsigned / 2 is a shift),
 * range has missed-guard: its '&&' is a jump, issued after the
 * condition (ld at 0, the compares at 5 / 3, the '&&' value at 6 / 4,
 * jmpf at 7 / 5; the loop's jump after its 8 / 3 delay slots at 16 / 9,
 * the pass ends with its own at 25 / 13, + 1 stall: 26 / 14 cycles per
 * iteration), the loop bound by its branches, not by its jump alone: no
 * loop-overhead.  With '&' it is pipelined and bound by its jump: 10 / 5
 * cycles, a saving of 16 / 9. */
static void test_claims_all(void **state)
{
	static const char text[] =
		"void avg_rows(unsigned char *d, const unsigned char *a, const unsigned char *b, int n)\n"
		"{\n"
		"\tfor (int i = 0; i < n; i++)\n"
		"\t\td[i] = (unsigned char)((a[i] + b[i] + 1) / 2);\n"
		"}\n"
		"int range(const int *x, int lo, int hi, int n)\n"
		"{\n"
		"\tint cnt = 0;\n"
		"\tfor (int i = 0; i < n; i++)\n"
		"\t\tif (x[i] > lo && x[i] < hi)\n"
		"\t\t\tcnt++;\n"
		"\treturn cnt;\n"
		"}\n";
	(void)state;
	const char *targets[] = { "tm5250", "tm3260" };
	for (unsigned t = 0; t < 2; t++) {
		struct parsed x;
		parse_text(&x, targets[t], text);
		struct findings fs = { 0 };
		struct check_config cfg = { .jobs = 1, .md = x.md };
		rule_options_default(&cfg.opt);
		check_model(&cfg, &x.m, &fs);
		uint64_t cyc[2] = { 0 }, sav[2] = { 0 };
		unsigned n[2] = { 0 };
		for (size_t i = 0; i < fs.n; i++) {
			const struct finding *f = &fs.v[i];
			unsigned l = f->line < 6 ? 0 : 1;
			if (l == 1) {
				assert_string_equal(f->rule, "missed-guard");
				assert_int_equal(f->saving_cycles / f->count,
						 t == 0 ? 16 : 9);
			}
			n[l]++;
			cyc[l] += f->total_cycles / f->count;
			sav[l] += f->saving_cycles / f->count;
		}
		assert_true(n[0] >= 2 && n[1] == 1);
		for (unsigned l = 0; l < 2; l++) {
			struct loop_info li;
			loops_analyse(&x.m, x.md, (int)l, 100, &li);
			assert_true(cyc[l] <= li.ii);
			assert_true(sav[l] <= li.ii);
			loop_info_release(&li);
		}
		findings_release(&fs);
		parsed_release(&x);
	}
}

/* Branches (issue 10: "a branchy loop gets the same II as its
 * branch-free twin"), worked out by hand on both targets.
 *
 * twoarm (line 5): if (v > lo) s += v; else s -= lo; -- no call, loop,
 *   exit or volatile access in the arms: if-converted, both arms issue
 *   under a guard: ld, the compare, iadd, isub, i++, the exit compare,
 *   the jump = 7 operations (the branch-free select of twin: ld,
 *   compare, mux, iadd, i++, compare, jump = 7 too, -lo hoisted).  Both
 *   arms read s from before the if and write one register: the carried
 *   chain is one add, RecMII 1 (not iadd + isub = 2), the loop's jump
 *   binds: 9 / 4, pipelined, like twin.  s is no induction variable
 *   (its steps are conditional and by a value loaded in the body).
 * callarm (line 26): the same with note(v) for s += v in the then arm (a
 *   call whose result is not used: missed-guard advises it after the
 *   loop): a call is not guarded, the if is a jump (jmpf), the loop is
 *   list-scheduled:
 *   ld at 0, the compare at ld's latency 5 / 3, the jmpf at 6 / 4; the
 *   call waits for its delay slots: at 6 + 9 = 15 / 4 + 4 = 8, returns
 *   call_cycles 18 / 8 later, 33 / 16; the loop's jump waits for it and
 *   ends the pass with its delay slots: 33 + 9 = 42 / 16 + 4 = 20; + 1
 *   stall: 43 / 21 cycles per iteration. */
static void test_branches(void **state)
{
	static const char text[] =
		"void note(int);\n"
		"int twoarm(const int *a, int n, int lo)\n"
		"{\n"
		"\tint s = 0;\n"
		"\tfor (int i = 0; i < n; i++) {\n"	/* line 5 */
		"\t\tint v = a[i];\n"
		"\t\tif (v > lo)\n"
		"\t\t\ts += v;\n"
		"\t\telse\n"
		"\t\t\ts -= lo;\n"
		"\t}\n"
		"\treturn s;\n"
		"}\n"
		"int twin(const int *a, int n, int lo)\n"
		"{\n"
		"\tint s = 0;\n"
		"\tfor (int i = 0; i < n; i++) {\n"	/* line 17 */
		"\t\tint v = a[i];\n"
		"\t\ts += v > lo ? v : -lo;\n"
		"\t}\n"
		"\treturn s;\n"
		"}\n"
		"int callarm(const int *a, int n, int lo)\n"
		"{\n"
		"\tint s = 0;\n"
		"\tfor (int i = 0; i < n; i++) {\n"	/* line 26 */
		"\t\tint v = a[i];\n"
		"\t\tif (v > lo)\n"
		"\t\t\tnote(v);\n"
		"\t\telse\n"
		"\t\t\ts -= lo;\n"
		"\t}\n"
		"\treturn s;\n"
		"}\n";
	(void)state;
	const char *targets[] = { "tm5250", "tm3260" };
	for (unsigned t = 0; t < 2; t++) {
		struct parsed x;
		parse_text(&x, targets[t], text);
		const struct machine *md = x.md;
		unsigned jump = md->jump_delay_slots + 1;
		struct loop_info two, twin, call;
		assert_int_equal(x.m.nloops, 3);
		assert_int_equal(x.m.loops[0].line, 5);
		assert_int_equal(x.m.loops[2].line, 26);
		loops_analyse(&x.m, md, 0, 100, &two);
		loops_analyse(&x.m, md, 1, 100, &twin);
		loops_analyse(&x.m, md, 2, 100, &call);
		/* if-converted: both arms' operations, no jump inside */
		assert_false(two.ddg.branchy);
		assert_int_equal(two.nops, 7);
		assert_int_equal(two.ops[MD_OP_ALU], 5);
		assert_int_equal(two.ops[MD_OP_BRANCH], 1);
		assert_true(two.pipelined);
		assert_int_equal(two.sched.rec_mii, md->ops[MD_OP_ALU].latency);
		/* the chain explain-loop prints agrees: one arm's add */
		assert_int_equal(two.rec.latency, md->ops[MD_OP_ALU].latency);
		assert_int_equal(two.rec.nedges, 1);
		assert_int_equal(two.kernel, jump);
		assert_int_equal(twin.nops, 7);
		assert_int_equal(twin.kernel, two.kernel);
		NEAR(twin.cpi, two.cpi);
		/* a call in an arm: a jump, a list schedule */
		assert_true(call.ddg.branchy);
		assert_false(call.pipelined);
		assert_int_equal(call.ops[MD_OP_BRANCH], 2);
		assert_string_equal(call.binding, "calls");
		assert_int_equal(call.kernel, md->ops[MD_OP_LOAD].latency +
				 md->ops[MD_OP_ALU].latency + 2 * jump + md->call_cycles);
		assert_int_equal(call.kernel, t == 0 ? 42 : 20);
		/* missed-guard's advice re-scheduled: the call after the
		 * loop, the if a guarded 'flag |= cond' (ior): ld, compare,
		 * ior, isub, i++, compare, jump = 7 operations, no call,
		 * pipelined at the jump's 9 / 4: 10 / 5 cycles; the rule's
		 * saving 43 - 10 = 33 / 21 - 5 = 16 per iteration */
		int ifn = -1;
		for (unsigned k = 0; k < x.m.nnodes; k++)
			if (x.m.nodes[k].kind == NK_IF && x.m.nodes[k].loop == 2)
				ifn = (int)k;
		assert_true(ifn >= 0);
		struct loop_info out;
		loops_analyse_opts(&x.m, md, 2, &(struct loops_opts){
			.assumed_trip = 100, .call_out = ifn + 1 }, &out);
		assert_int_equal(out.ncalls, 0);
		assert_int_equal(out.nops, 7);
		assert_true(out.pipelined);
		assert_int_equal(out.kernel, jump);
		loop_info_release(&out);
		struct findings fs = { 0 };
		struct check_config cfg = { .jobs = 1, .md = x.md };
		rule_options_default(&cfg.opt);
		check_model(&cfg, &x.m, &fs);
		unsigned seen = 0;
		for (size_t i = 0; i < fs.n; i++)
			if (!strcmp(fs.v[i].rule, "missed-guard") && fs.v[i].line == 28) {
				seen++;
				assert_int_equal(fs.v[i].saving_cycles / fs.v[i].count,
						 t == 0 ? 33 : 16);
			}
		assert_int_equal(seen, 1);
		findings_release(&fs);
		loop_info_release(&two);
		loop_info_release(&twin);
		loop_info_release(&call);
		parsed_release(&x);
	}
}

/* Blocks that run once per run of a loop (model_mark_once()): an arm
 * that returns, one that breaks out, a once-guarded set-up.  Their
 * operations are no per-iteration cost: each loop is a load, a compare,
 * the exit jump, i++, the compare and the loop jump, with no call left,
 * and the divide's finding runs once per call (the break: once per
 * entry of the inner loop, 8 times). */
static void test_exit_arms(void **state)
{
	static const char text[] =
		"struct st { int ready, k; };\n"
		"int find(const int *a, int n, int d)\n"
		"{\n"
		"\tfor (int i = 0; i < n; i++)\n"		/* line 4, loop 0 */
		"\t\tif (a[i] > 0)\n"
		"\t\t\treturn a[i] / d;\n"
		"\treturn -1;\n"
		"}\n"
		"void rows(const int *a, int *o, int n, int d)\n"
		"{\n"
		"\tfor (int j = 0; j < 8; j++)\n"		/* line 11, loop 1 */
		"\t\tfor (int i = 0; i < n; i++)\n"	/* line 12, loop 2 */
		"\t\t\tif (a[i] > j) {\n"
		"\t\t\t\to[j] = a[i] / d;\n"
		"\t\t\t\tbreak;\n"
		"\t\t\t}\n"
		"}\n"
		"void tab(struct st *s, int *restrict o, int n, int d)\n"
		"{\n"
		"\tfor (int i = 0; i < n; i++) {\n"		/* line 20, loop 3 */
		"\t\tif (!s->ready) {\n"
		"\t\t\ts->k = 100 / d;\n"
		"\t\t\ts->ready = 1;\n"
		"\t\t}\n"
		"\t\to[i] = i;\n"
		"\t}\n"
		"}\n";
	(void)state;
	struct parsed x;
	parse_text(&x, "tm5250", text);
	assert_int_equal(x.m.nloops, 4);
	assert_int_equal(x.m.loops[3].line, 20);
	for (int l = 0; l < 4; l++) {
		if (l == 1)
			continue;	/* the loop around rows' search */
		struct loop_info li;
		loops_analyse(&x.m, x.md, l, 100, &li);
		assert_int_equal(li.ncalls, 0);
		assert_string_not_equal(li.binding, "calls");
		loop_info_release(&li);
	}
	struct findings fs = { 0 };
	struct check_config cfg = { .jobs = 1, .md = x.md };
	rule_options_default(&cfg.opt);
	check_model(&cfg, &x.m, &fs);
	unsigned seen = 0;
	for (size_t i = 0; i < fs.n; i++) {
		if (strcmp(fs.v[i].rule, "divmod"))
			continue;
		seen++;
		assert_int_equal(fs.v[i].count, fs.v[i].line == 14 ? 8 : 1);
		assert_int_equal(fs.v[i].severity,
				 fs.v[i].line == 14 ? SEV_WARNING : SEV_NOTE);
	}
	assert_int_equal(seen, 3);
	findings_release(&fs);
	parsed_release(&x);
}

/* custom-op's advice re-scheduled (ddg_opts.subst): QUADAVG on bipred,
 * d[i] = (a[i] + b[i] + 1) >> 1 on bytes with restrict.
 *   The loop: ld8 a, ld8 b, iadd, iadd 1, asr, st8, i++, compare, jump =
 *   9 operations; TM5250: 3 memory operations on one unit < the jump's 9:
 *   10 cycles; TM3260: 9/5 = 1.8 < 4: 5 cycles.
 *   With QUADAVG, four bytes per operation: the loop unrolled by 4, per
 *   pass two ld32 (a and b as words), one quadavg, one st32, i++, the
 *   compare, the jump = 7 operations; TM5250: dmem 3 < 9: (9 + 1) / 4 =
 *   2.5 per element; TM3260: 7/5 = 1.4 < 4: (4 + 1) / 4 = 1.25.  The
 *   rule's saving is 10 - 2.5 = 7.5 -> 8 / 5 - 1.25 = 3.75 -> 4. */
/* custom-op in an outer loop: the saving is the outer loop's own pass
 * with and without the idiom; the inner loop (which a re-scheduled
 * variant leaves out) is in both.  mpg123's ID3 parser claimed 8,492 of
 * a 9,592-cycle pass for two byte loads. */
static void test_custom_outer(void **state)
{
	static const char text[] =
		"void note(int);\n"
		"unsigned frames(const unsigned char *p, int n, int *out)\n"
		"{\n"
		"\tunsigned s = 0;\n"
		"\tfor (int f = 0; f < n; f++) {\n"		/* line 5, loop 0 */
		"\t\tunsigned v = ((unsigned)p[2 * f] << 8) | (unsigned)p[2 * f + 1];\n"
		"\t\tfor (int k = 0; k < 64; k++)\n"	/* line 7, loop 1 */
		"\t\t\tout[k] += k * f;\n"
		"\t\tnote(f);\n"
		"\t\ts += v;\n"
		"\t}\n"
		"\treturn s;\n"
		"}\n";
	(void)state;
	struct parsed x;
	parse_text(&x, "tm5250", text);
	struct findings fs = { 0 };
	struct check_config cfg = { .jobs = 1, .md = x.md };
	rule_options_default(&cfg.opt);
	cfg.opt.below_threshold = true;
	check_model(&cfg, &x.m, &fs);
	struct loops_opts none = { .assumed_trip = 100 };
	struct loop_info own;
	loops_analyse_opts(&x.m, x.md, 0, &none, &own);
	unsigned seen = 0;
	for (size_t i = 0; i < fs.n; i++) {
		if (strcmp(fs.v[i].rule, "custom-op") || fs.v[i].line != 6)
			continue;
		seen++;
		/* at most the outer loop's own pass, inner loop left out */
		assert_true(fs.v[i].saving_cycles / fs.v[i].count <= own.ii);
		assert_true(fs.v[i].saving_cycles / fs.v[i].count < 20);
	}
	assert_int_equal(seen, 1);
	loop_info_release(&own);
	findings_release(&fs);
	parsed_release(&x);
}

static void test_custom_subst(void **state)
{
	static const char text[] =
		"void bipred(unsigned char *restrict d, const unsigned char *restrict a, const unsigned char *restrict b, int n)\n"
		"{\n"
		"\tfor (int i = 0; i < n; i++)\n"
		"\t\td[i] = (a[i] + b[i] + 1) >> 1;\n"
		"}\n";
	(void)state;
	const char *targets[] = { "tm5250", "tm3260" };
	for (unsigned t = 0; t < 2; t++) {
		struct parsed x;
		parse_text(&x, targets[t], text);
		const struct machine *md = x.md;
		int shr = -1;
		for (unsigned k = 0; k < x.m.nnodes; k++)
			if (x.m.nodes[k].kind == NK_BINARY && x.m.nodes[k].op == MOP_SHR)
				shr = (int)k;
		assert_true(shr >= 0);
		int cls = md_custom_op(md, "quadavg");
		assert_true(cls >= 0);
		struct ddg_subst sub = { .first = model_sub_first(&x.m, shr),
			.last = shr, .accum = -1, .cls = cls, .cls2 = -1,
			.what = "quadavg", .group = 4, .loads = true, .nloads = 2 };
		struct loop_info li, v;
		loops_analyse(&x.m, md, 0, 100, &li);
		assert_int_equal(li.nops, 9);
		NEAR(li.cpi, t == 0 ? 10.0 : 5.0);
		loops_analyse_opts(&x.m, md, 0, &(struct loops_opts){
			.assumed_trip = 100, .unroll = 4, .subst = &sub }, &v);
		assert_int_equal(v.unroll, 4);
		assert_int_equal(v.nops, 7);
		assert_int_equal(v.ops[MD_OP_LOAD], 2);
		assert_int_equal(v.ops[MD_OP_STORE], 1);
		assert_int_equal(v.ops[cls], 1);
		assert_int_equal(v.kernel, md->jump_delay_slots + 1);
		NEAR(v.cpi, t == 0 ? 2.5 : 1.25);
		loop_info_release(&v);
		loop_info_release(&li);
		/* the rule prices it so */
		struct findings fs = { 0 };
		struct check_config cfg = { .jobs = 1, .md = x.md };
		rule_options_default(&cfg.opt);
		check_model(&cfg, &x.m, &fs);
		unsigned seen = 0;
		for (size_t i = 0; i < fs.n; i++)
			if (!strcmp(fs.v[i].rule, "custom-op")) {
				/* the variant's saving; beside the loop's
				 * other findings (loop-overhead's unroll,
				 * which saves the same jumps) the savings
				 * together stay within the loop's cycles */
				seen++;
				assert_int_equal(fs.v[i].claim_saving, t == 0 ? 8 : 4);
				uint64_t sv = fs.v[i].saving_cycles / fs.v[i].count;
				assert_true(sv > 0 && sv <= fs.v[i].claim_saving);
				uint64_t all = 0;
				for (size_t j = 0; j < fs.n; j++)
					if (fs.v[j].claim_loop == fs.v[i].claim_loop)
						all += fs.v[j].saving_cycles / fs.v[j].count;
				assert_true(all <= (uint64_t)li.kernel);
			}
		assert_int_equal(seen, 1);
		findings_release(&fs);
		parsed_release(&x);
	}
}

/* divmod, double-emulation and int64-emulation in loops (issue 10, item
 * 4): a finding's saving is its loop re-scheduled with the operation
 * replaced by the advice's, worked out by hand on both targets
 * (TM5250 / TM3260 latencies: ld 5 / 3, imul 6 / 3, shift and alu 1,
 * the jump's delay 8 / 3, a taken jump's stall 1; _rt_udiv 74 / 48,
 * _float64_add 83 / 58; fdiv recovery 16).
 *
 * udiv10 (line 4), y[i] = x[i] / 10u with restrict: list-scheduled
 *   around the call: ld at 0, the call at 5 / 3 returns at 79 / 51, the
 *   store then, the loop's jump waits for the call (79 / 51) and its
 *   delay slots end the pass at 88 / 55; + 1 stall = 89 / 56 cycles.
 *   Advice (UMULM(x, 0xCCCCCCCD) >> 3): ld, umulm, lsr, st, i++, the
 *   exit compare, the jump = 7 operations, no call: pipelined, dmem 2/1
 *   = 2 (TM3260 2/2 = 1), issue 7/5, the jump's 9 / 4 binds: 10 / 5.
 *   Saving 89 - 10 = 79, 56 - 5 = 51 (the formula said 74 - 7 = 67,
 *   48 - 4 = 44: it missed the pipelining the call took away).
 * fdivd (line 9), y[i] = x[i] / d: the divide unit's recovery 16 binds,
 *   16 + 1 = 17 on both; an fmul by r = 1 / d: 6 operations, the jump
 *   binds, 10 / 5: saving 7 / 12.
 * dadd (line 14), y[i] = x[i] + c on doubles: a double is two words,
 *   loaded at 0 and 1 on TM5250's one load/store unit (both at 0 on
 *   TM3260's two): 1 + ld 5 / 3 + _float64_add 83 / 58 = 89 / 61, + the
 *   jump's delay 8 / 3 + 1 = 98 / 65, + 1 stall = 99 / 66; with fadd
 *   pipelined (2 loads + 2 stores on one unit: 4 < the jump's 10): 10 /
 *   5; saving 89 / 61.
 * two (line 19), y[i] = x[i] / 10u + x[i] / 7u: the call may write
 *   memory, x[i] is loaded again after the first: ld 0, call 5 -> 79,
 *   ld 79, call 84 -> 158, iadd 158, st 159, jump 158 + 9 = 167, + 1 =
 *   168 on TM5250.  Each finding's saving is its own replacement: the
 *   first divide a umulm and lsr (ld 0, umulm 5, lsr 11, the second
 *   ld at 1, the call after all of them at 12 -> 86, iadd 86, st 87,
 *   jump 86 -> 95, + 1 = 96): 72; the second (ld 0, call 5 -> 79, ld 79,
 *   umulm 84, lsr 90, iadd 91, st 92, the jump at 92 - 8 = 84 -> 93,
 *   + 1 = 94): 74.  72 + 74 = 146 <= 168: the claims stay within the
 *   loop.
 * once (line 23), outside loops: the formula, 74 - (6 + 1) = 67,
 *   48 - (3 + 1) = 44.
 * acc64 (line 29), s += x[i] with a long long s: the 64-bit add is an
 *   inline sequence (no call), the loop is pipelined, RecMII 3 < the
 *   jump's 9 / 4: 10 / 5; with a 32-bit add still 10 / 5: saving 0
 *   (the formula said 3 - 1 = 2). */
static void test_emul_resched(void **state)
{
	static const char text[] =
		"void udiv10(unsigned *restrict y, const unsigned *restrict x, int n)\n"
		"{\n"
		"\tfor (int i = 0; i < n; i++)\n"
		"\t\ty[i] = x[i] / 10u;\n"			/* line 4 */
		"}\n"
		"void fdivd(float *restrict y, const float *restrict x, float d, int n)\n"
		"{\n"
		"\tfor (int i = 0; i < n; i++)\n"
		"\t\ty[i] = x[i] / d;\n"			/* line 9 */
		"}\n"
		"void dadd(double *restrict y, const double *restrict x, double c, int n)\n"
		"{\n"
		"\tfor (int i = 0; i < n; i++)\n"
		"\t\ty[i] = x[i] + c;\n"			/* line 14 */
		"}\n"
		"void two(unsigned *restrict y, const unsigned *restrict x, int n)\n"
		"{\n"
		"\tfor (int i = 0; i < n; i++)\n"
		"\t\ty[i] = x[i] / 10u + x[i] / 7u;\n"	/* line 19 */
		"}\n"
		"unsigned once(unsigned v)\n"
		"{\n"
		"\treturn v / 10u;\n"				/* line 23 */
		"}\n"
		"long long acc64(const int *x, int n)\n"
		"{\n"
		"\tlong long s = 0;\n"
		"\tfor (int i = 0; i < n; i++)\n"
		"\t\ts += x[i];\n"				/* line 29 */
		"\treturn s;\n"
		"}\n";
	static const struct { unsigned line, col; const char *rule;
			      unsigned saving[2]; } want[] = {
		{ 4, 0, "divmod", { 79, 51 } },
		{ 9, 0, "divmod", { 7, 12 } },
		{ 14, 0, "double-emulation", { 89, 61 } },
		{ 19, 15, "divmod", { 72, 0 } },
		{ 19, 28, "divmod", { 74, 0 } },
		{ 23, 0, "divmod", { 67, 44 } },
		{ 29, 0, "int64-emulation", { 0, 0 } },
	};
	const double cpi[2][4] = { { 89, 17, 99, 168 }, { 56, 17, 66, 0 } };
	(void)state;
	const char *targets[] = { "tm5250", "tm3260" };
	for (unsigned t = 0; t < 2; t++) {
		struct parsed x;
		parse_text(&x, targets[t], text);
		for (unsigned l = 0; l < 4; l++)
			if (cpi[t][l])
				NEAR(variant_cpi(&x, (int)l, (struct loops_opts){ 0 }),
				     cpi[t][l]);
		struct findings fs = { 0 };
		struct check_config cfg = { .jobs = 1, .md = x.md };
		rule_options_default(&cfg.opt);
		check_model(&cfg, &x.m, &fs);
		for (unsigned w = 0; w < sizeof(want) / sizeof(want[0]); w++) {
			if (t == 1 && w >= 3 && w <= 4)
				continue;	/* 'two': worked out on TM5250 */
			unsigned seen = 0;
			for (size_t i = 0; i < fs.n; i++) {
				const struct finding *f = &fs.v[i];
				if (f->line != want[w].line || strcmp(f->rule, want[w].rule) ||
				    (want[w].col && f->column != want[w].col))
					continue;
				seen++;
				/* the re-scheduled loop's gain, within the
				 * finding's own cost (cost() in check.c) */
				uint64_t gain = want[w].saving[t];
				assert_true(f->saving_cycles <= f->total_cycles);
				assert_int_equal(f->saving_cycles / f->count,
						 gain < f->cycles ? gain : f->cycles);
			}
			assert_int_equal(seen, 1);
		}
		/* the two divides of 'two' claim no more than the loop */
		uint64_t sum = 0;
		for (size_t i = 0; i < fs.n; i++)
			if (fs.v[i].line == 19)
				sum += fs.v[i].saving_cycles / fs.v[i].count;
		struct loop_info li;
		loops_analyse(&x.m, x.md, 3, 100, &li);
		assert_true(sum <= li.ii);
		loop_info_release(&li);
		findings_release(&fs);
		parsed_release(&x);
	}
}

/* missed-guard's unswitching note re-scheduled: filter_rows tests a mode
 * flag around its inner loop; the outer loop's own pass (list-scheduled,
 * the inner loop's cycles the same in both copies) is the jmpf at 0 (the
 * flag is invariant, nothing to wait for), the loop's jump after its
 * delay slots at 9 / 4 and its own: 18 / 8, + 1 stall = 19 / 9.  With the
 * test made once before the loop: the exit compare at 0, the jump at 1,
 * 10 / 5, + 1 = 11 / 6.  Saving 8 / 3 per iteration of the outer loop (the
 * formula said branch_cycles - 1 = 9 / 4). */
/* flac's 32-tap LPC restore on TM5250 (FLAC__lpc_restore_signal_wide,
 * order 32): 168 operations in 5 issue slots, MII 34 (ResMII 33.6, the
 * recurrence through data[i - 1] 28).  The iterative scheduler alone
 * fails every II up to 42 (43 with its 6 steps per operation); the swing
 * scheduler behind it places it at 37.  The schedule must be a valid
 * one, within 3 of the MII. */
static void test_swing(void **state)
{
	char text[4096];
	size_t n = 0;
	(void)state;
	n += (size_t)snprintf(text + n, sizeof(text) - n,
		"void wide(const int *restrict residual, unsigned len,\n"
		"\t  const int *restrict q, int shift, int *restrict data)\n"
		"{\n\tfor (unsigned i = 0; i < len; i++) {\n"
		"\t\tlong long sum = 0;\n");
	for (int k = 31; k >= 0; k--)
		n += (size_t)snprintf(text + n, sizeof(text) - n,
			"\t\tsum += q[%d] * (long long)data[i - %d];\n", k, k + 1);
	snprintf(text + n, sizeof(text) - n,
		 "\t\tdata[i] = residual[i] + (int)(sum >> shift);\n\t}\n}\n");
	struct parsed x;
	parse_text(&x, "tm5250", text);
	assert_int_equal(x.m.nloops, 1);
	struct loop_info li;
	struct loops_opts o = { .assumed_trip = 100 };
	loops_analyse_opts(&x.m, x.md, 0, &o, &li);
	assert_true(li.pipelined);
	assert_int_equal(li.sched.mii, 34);
	assert_in_range(li.kernel, li.sched.mii, li.sched.mii + 3);
	assert_valid(x.md, &li);
	loop_info_release(&li);
	parsed_release(&x);
}

/* A variant the caller needs only below a floor (loops_opts.ii_floor, a
 * rule's replacement that cannot save): when its bound reaches the floor
 * it is not scheduled (sched.bounded), and the schedule it stands for
 * would not have come in under the floor either; otherwise it is the
 * loop's own schedule.  A loop of an unpipelined unit (fdiv, recovery 16)
 * is always scheduled: a list schedule may end before the unit's busy
 * cycles do. */
static void test_floor(void **state)
{
	(void)state;
	const char *targets[] = { "tm5250", "tm3260" };
	unsigned bounded = 0;
	for (unsigned t = 0; t < 2; t++) {
		struct fixture *f = load(targets[t]);
		for (unsigned k = 0; k < f->m.nloops; k++) {
			struct loops_opts o = { .assumed_trip = 100 };
			struct loop_info base;
			loops_analyse_opts(&f->m, f->md, (int)k, &o, &base);
			unsigned floors[] = { 1, base.ii, base.ii + 1 };
			for (unsigned i = 0; i < 3; i++) {
				struct loop_info v;
				o.ii_floor = floors[i];
				loops_analyse_opts(&f->m, f->md, (int)k, &o, &v);
				if (v.sched.bounded) {
					bounded++;
					assert_true(base.pipelined);
					assert_true(base.ii >= floors[i]);
					assert_true(v.ii >= floors[i]);
					assert_true(v.ii <= base.ii);
					assert_false(v.pipelined);
				} else {
					assert_int_equal(v.ii, base.ii);
					assert_int_equal(v.kernel, base.kernel);
					assert_int_equal(v.pipelined, base.pipelined);
				}
				loop_info_release(&v);
			}
			loop_info_release(&base);
		}
		unload(f);
	}
	assert_true(bounded > 0);

	struct parsed x;
	parse_text(&x, "tm5250", "void q(const float *restrict a, float *restrict b,\n"
		   "\tunsigned n, float d)\n{\n\tfor (unsigned i = 0; i < n; i++)\n"
		   "\t\tb[i] = a[i] / d + a[i];\n}\n");
	assert_int_equal(x.m.nloops, 1);
	struct loops_opts o = { .assumed_trip = 100, .ii_floor = 1 };
	struct loop_info li;
	loops_analyse_opts(&x.m, x.md, 0, &o, &li);
	assert_false(li.sched.bounded);
	assert_true(li.pipelined);
	loop_info_release(&li);
	parsed_release(&x);
}

static void test_unswitch(void **state)
{
	static const char text[] =
		"void filter_rows(short *rows, int nrows, int smooth)\n"
		"{\n"
		"\tfor (int r = 0; r < nrows; r++)\n"
		"\t\tif (smooth)\n"					/* line 4 */
		"\t\t\tfor (int k = 1; k < 64; k++)\n"
		"\t\t\t\trows[r * 64 + k] = (short)(rows[r * 64 + k] + 1);\n"
		"}\n";
	(void)state;
	const char *targets[] = { "tm5250", "tm3260" };
	for (unsigned t = 0; t < 2; t++) {
		struct parsed x;
		parse_text(&x, targets[t], text);
		struct findings fs = { 0 };
		struct check_config cfg = { .jobs = 1, .md = x.md };
		rule_options_default(&cfg.opt);
		check_model(&cfg, &x.m, &fs);
		unsigned seen = 0;
		for (size_t i = 0; i < fs.n; i++)
			if (!strcmp(fs.v[i].rule, "missed-guard")) {
				seen++;
				assert_int_equal(fs.v[i].line, 4);
				assert_int_equal(fs.v[i].saving_cycles / fs.v[i].count,
						 t == 0 ? 8 : 3);
			}
		assert_int_equal(seen, 1);
		findings_release(&fs);
		parsed_release(&x);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_claims),
		cmocka_unit_test(test_advice),
		cmocka_unit_test(test_claims_all),
		cmocka_unit_test(test_branches),
		cmocka_unit_test(test_exit_arms),
		cmocka_unit_test(test_custom_subst),
		cmocka_unit_test(test_custom_outer),
		cmocka_unit_test(test_emul_resched),
		cmocka_unit_test(test_unswitch),
		cmocka_unit_test(test_tm5250),
		cmocka_unit_test(test_tm3260),
		cmocka_unit_test(test_schedule_valid),
		cmocka_unit_test(test_swing),
		cmocka_unit_test(test_floor),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
