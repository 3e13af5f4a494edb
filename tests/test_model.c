/*
 * test_model.c: the walker's model and the engine's cost arithmetic, on
 * real libclang parses of small sources written to a temporary directory.
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

#include "check.h"
#include "machdesc.h"
#include "parse.h"
#include "util.h"

static char tmpdir[] = "/tmp/tmopt-model-XXXXXX";

static char *write_src(const char *name, const char *text)
{
	char *path = xasprintf("%s/%s", tmpdir, name);
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
	return path;
}

static void parse_ok(const char *name, const char *text, struct model *m)
{
	struct parser *p = parser_new();
	char *err = NULL;
	char *path = write_src(name, text);

	memset(m, 0, sizeof(*m));
	int rc = parse_file(p, path, NULL, 0, "i386-pc-linux-gnu", m, &err);
	if (rc)
		fprintf(stderr, "%s\n", err);
	assert_int_equal(rc, 0);
	parser_free(p);
	free(path);
}

static struct machine *load(const char *name)
{
	struct machine *md = NULL;
	char err[512];
	assert_int_equal(md_load_target(name, &md, err, sizeof(err)), 0);
	return md;
}

/* m checked for the TM5250 at default options into *fs: the machine, for
 * its figures (checked_release() frees the three). */
static struct machine *checked(const struct model *m, struct findings *fs)
{
	struct machine *md = load("tm5250");
	struct check_config cfg = { .md = md };

	rule_options_default(&cfg.opt);
	check_model(&cfg, m, fs);
	return md;
}

static void checked_release(struct machine *md, struct model *m,
			    struct findings *fs)
{
	findings_release(fs);
	md_free(md);
	model_release(m);
}

static void test_trip_counts(void **state)
{
	struct model m;
	(void)state;
	parse_ok("trip.c",
		"#define N 48\n"
		"void f(int *a, int n) {\n"
		"  for (int i = 0; i < N; i++)\n"
		"    for (int j = 10; j >= 0; j -= 2) a[j] = i;\n"
		"  for (int k = 3; k <= 9; k += 3) a[k] = 0;\n"
		"  for (int q = 0; q < n; q++) a[q] = 1;\n"
		"  int w = 0; while (w < 5) w++;\n"
		"}\n", &m);
	assert_int_equal(m.nfuncs, 1);
	assert_int_equal(m.nloops, 5);
	assert_true(m.loops[0].trip_known);
	assert_int_equal(m.loops[0].trip, 48);
	assert_string_equal(m.loops[0].ivar, "i");
	assert_int_equal(m.loops[1].depth, 2);
	assert_int_equal(m.loops[1].parent, 0);
	assert_true(m.loops[1].trip_known);
	assert_int_equal(m.loops[1].trip, 6);	/* 10 8 6 4 2 0 */
	assert_int_equal(m.loops[2].trip, 3);	/* 3 6 9 */
	assert_false(m.loops[3].trip_known);
	/* 'int w = 0; while (w < 5) w++;': set before, stepped in the body */
	assert_true(m.loops[4].trip_known);
	assert_int_equal(m.loops[4].trip, 5);
	bool c;
	assert_int_equal(model_exec_count(&m, 1, 100, &c), 48 * 6);
	assert_true(c);
	assert_int_equal(model_exec_count(&m, 3, 77, &c), 77);
	assert_false(c);
	model_release(&m);
}

/* Bounds from an index plus a constant into an array of known extent,
 * and from an enclosing counter (triangular nests: half the bound). */
static void test_offset_and_triangular(void **state)
{
	struct model m;
	(void)state;
	parse_ok("tri.c",
		"static void poly(int *out, int dd) {\n"		/* 1 */
		"  for (int k = 1; k < dd; k++) {\n"		/* 2: out[k + 1] of a P[9]: 7 */
		"    out[k + 1] = out[k - 1] << 1;\n"
		"    for (int n = k; n > 1; n--)\n"		/* 4: k - 1 <= 6, half 3 */
		"      out[n] += out[n - 2];\n"
		"  }\n"
		"}\n"
		"void f(short *a, int d, int m) {\n"		/* 8 */
		"  int P[9], Q[9], dd = d >> 1;\n"
		"  poly(P, dd); poly(Q, dd);\n"
		"  for (int k = 0; k < dd; k++) a[k] = (short)(P[k + 1] + Q[k]);\n" /* 11: 8 */
		"  for (int i = 0; i < 16; i++)\n"			/* 12 */
		"    for (int j = i; j < 16; j++) a[j] += 1;\n"	/* 13: <= 16, half 8 */
		"  for (int i = 0; i < m; i++)\n"			/* 14 */
		"    for (int j = 0; j < i; j++) a[j] += 2;\n"	/* 15: unknown outer */
		"}\n", &m);
	assert_int_equal(m.nloops, 7);
	assert_true(m.loops[0].trip_bounded);
	assert_int_equal(m.loops[0].trip, 7);
	assert_true(m.loops[1].triangular);
	assert_int_equal(m.loops[1].trip, 6);
	assert_int_equal(model_loop_trip(&m.loops[1], 100), 3);
	assert_true(m.loops[2].trip_bounded);
	assert_int_equal(m.loops[2].trip, 8);	/* P[k + 1], k from 0 */
	assert_true(m.loops[4].triangular);
	assert_int_equal(model_loop_trip(&m.loops[4], 100), 8);
	assert_false(m.loops[6].trip_bounded);	/* i < m: no range */
	assert_int_equal(model_loop_trip(&m.loops[6], 100), 100);
	model_release(&m);
}

/* A step of s over an array: every s-th index (faad2's channel pairs,
 * 'for (i = 1; i <= ch1; i += 2) pos[i] = ...; pos[i + 1] = ...' over a
 * [64]: 31 passes). */
static void test_extent_steps(void **state)
{
	struct model m;
	(void)state;
	parse_ok("steps.c",
		"struct info { unsigned char pos[64]; };\n"
		"void pairs(struct info *h, int ch1, int n) {\n"
		"  for (int i = 1; i <= ch1; i += 2) {\n"
		"    h->pos[i] = 1; h->pos[i + 1] = 2;\n"
		"  }\n"
		"  for (int i = 0; i < n; i += 4) h->pos[i] = 3;\n"
		"}\n", &m);
	assert_int_equal(m.nloops, 2);
	assert_true(m.loops[0].trip_bounded);
	assert_int_equal(m.loops[0].trip, 31);	/* 1, 3, ..., 61 */
	assert_true(m.loops[1].trip_bounded);
	assert_int_equal(m.loops[1].trip, 16);	/* 0, 4, ..., 60 */
	model_release(&m);
}

/* A parameter's declared extent bounds, the index at least the counter
 * when an unsigned variable is added (faad2's hf_generation); the
 * declared [1] of old code, a moved parameter and a signed addend do not. */
static void test_param_extents(void **state)
{
	struct model m;
	(void)state;
	parse_ok("params.c",
		"typedef struct { float re, im; } qmf_t;\n"
		"void gen(qmf_t X[40][64], unsigned char off, int first, int last,\n"
		"         int p, int s, float y[1], float *z) {\n"
		"  for (int l = first; l < last; l++) X[l + off][p].re = 0;\n"
		"  for (int l = first; l < last; l++) X[l + s][p].re = 0;\n"
		"  for (int l = first; l < last; l++) y[l] = 0;\n"
		"}\n"
		"void moved(float a[16], int n) {\n"
		"  a += 4;\n"
		"  for (int i = 0; i < n; i++) a[i] = 0;\n"
		"}\n"
		"void fixed(float a[16], int n) {\n"
		"  for (int i = 2; i < n; i++) a[i] = 0;\n"
		"}\n", &m);
	assert_int_equal(m.nloops, 5);
	assert_true(m.loops[0].trip_bounded);
	assert_int_equal(m.loops[0].trip, 40);
	assert_false(m.loops[1].trip_bounded);	/* s may be negative */
	assert_false(m.loops[2].trip_bounded);	/* y[1]: the old 'y[]' */
	assert_false(m.loops[3].trip_bounded);	/* a moved */
	assert_true(m.loops[4].trip_bounded);
	assert_int_equal(m.loops[4].trip, 14);
	model_release(&m);
}

/* Appends through a counter cap the nest's passes (flac's apodizations);
 * a counter reset in the nest, handed to a call, or an append under an if
 * caps nothing. */
static void test_append_caps(void **state)
{
	struct model m;
	(void)state;
	parse_ok("appends.c",
		"struct prot { int n; struct { float s, e; } ap[32]; };\n"
		"struct enc { struct prot *p; };\n"
		"void reset(struct enc *e);\n"
		"void spec(struct enc *e, const char *s, int parts) {\n"
		"  e->p->n = 0;\n"
		"  while (*s++) {\n"
		"    for (int m = 0; m < parts; m++) {\n"
		"      e->p->ap[e->p->n].s = m / (float)parts;\n"
		"      e->p->ap[e->p->n++].e = (m + 1) / (float)parts;\n"
		"    }\n"
		"  }\n"
		"}\n"
		"void pairs(unsigned char *pos, int n) {\n"
		"  unsigned char out[64]; int k = 0;\n"
		"  for (int i = 0; i < n; i += 2) { out[k++] = 1; out[k++] = 2; }\n"
		"  pos[0] = out[0];\n"
		"}\n"
		"void resets(const char *s, int parts) {\n"
		"  float a[32]; int k = 0;\n"
		"  while (*s++) { k = 0; for (int m = 0; m < parts; m++) a[k++] = m; }\n"
		"}\n"
		"void called(struct enc *e, const char *s, int parts) {\n"
		"  while (*s++) { reset(e); for (int m = 0; m < parts; m++)\n"
		"    e->p->ap[e->p->n++].s = m; }\n"
		"}\n"
		"void maybe(float *x, int n) {\n"
		"  float a[32]; int k = 0;\n"
		"  for (int i = 0; i < n; i++) if (x[i] > 0) a[k++] = x[i];\n"
		"  x[0] = a[0];\n"
		"}\n"
		"struct node { int n; int buf[8]; struct node *next; };\n"
		"void walk(struct node *p, int v) {\n"
		"  while (p) { p->buf[p->n++] = v; p = p->next; }\n"
		"}\n"
		"void cases(float *x, int n, int s) {\n"
		"  float a[4]; int k = 0;\n"
		"  for (int i = 0; i < n; i++) switch (s) { case 1: a[k++] = x[i]; break; default: x[i] = 0; }\n"
		"  x[0] = a[0];\n"
		"}\n"
		"void never(int n) {\n"
		"  int A[8]; int c = 0;\n"
		"  for (int j = 0; j < 0; j++) for (int i = 0; i < n; i++) A[c++] = i;\n"
		"  (void)A;\n"
		"}\n", &m);
	assert_int_equal(m.nloops, 12);
	/* spec: while (4 assumed) x parts at most 32 in all */
	assert_int_equal(m.loops[1].append_cap, 32);
	assert_int_equal(m.loops[1].append_top, 0);
	assert_int_equal(model_loop_trip_nest(&m, 0, 100), 4);
	assert_int_equal(model_loop_trip_nest(&m, 1, 100), 8);
	/* pairs: two appends a pass, 32 passes */
	assert_int_equal(m.loops[2].append_cap, 32);
	assert_int_equal(model_loop_trip_nest(&m, 2, 100), 32);
	/* resets: the cap holds per while pass only: 32, not 100 */
	assert_int_equal(m.loops[4].append_cap, 32);
	assert_int_equal(m.loops[4].append_top, 4);
	assert_int_equal(model_loop_trip_nest(&m, 4, 100), 32);
	/* called: reset(e) may rewrite the counter */
	assert_int_equal(m.loops[6].append_cap, 32);
	assert_int_equal(m.loops[6].append_top, 6);
	/* maybe: the append is conditional */
	assert_int_equal(m.loops[7].append_cap, 0);
	/* walk: every pass another node's array */
	assert_int_equal(m.loops[8].append_cap, 0);
	/* cases: the append in one case of a switch */
	assert_int_equal(m.loops[9].append_cap, 0);
	/* never: a loop around that never runs shares nothing (no divide
	 * by its 0 passes) */
	assert_int_equal(m.loops[11].append_cap, 8);
	assert_int_equal(model_loop_trip_nest(&m, 11, 100), 100);
	model_release(&m);
}

static const struct node *find(const struct model *m, enum node_kind k,
			       enum mop op, unsigned line)
{
	for (unsigned i = 0; i < m->nnodes; i++)
		if (m->nodes[i].kind == k && m->nodes[i].op == op &&
		    m->nodes[i].line == line)
			return &m->nodes[i];
	return NULL;
}

static void test_types_ilp32(void **state)
{
	struct model m;
	(void)state;
	parse_ok("types.c",
		"long f(long a, long long b, unsigned char u, float x) {\n"
		"  long r = a / 3;\n"
		"  long long q = b / 3;\n"
		"  int s = u / 4;\n"
		"  double d = x * 0.5;\n"
		"  return r + (long)q + s + (long)d;\n"
		"}\n", &m);
	const struct node *n = find(&m, NK_BINARY, MOP_DIV, 2);
	assert_non_null(n);
	assert_int_equal(n->type.kind, MT_INT);
	assert_int_equal(n->type.bits, 32);	/* long is 32 bits */
	assert_true(n->rhs.is_const);
	assert_int_equal(n->rhs.ival, 3);
	n = find(&m, NK_BINARY, MOP_DIV, 3);
	assert_int_equal(n->type.bits, 64);	/* long long is 64 */
	n = find(&m, NK_BINARY, MOP_DIV, 4);
	assert_false(n->type.is_unsigned);	/* promoted to int */
	assert_true(n->lhs.src_type.is_unsigned);	/* from unsigned char */
	n = find(&m, NK_BINARY, MOP_MUL, 5);
	assert_int_equal(n->type.bits, 64);
	const struct node *lit = &m.nodes[n->rhs.node];
	assert_int_equal(lit->kind, NK_FLOAT_LIT);
	assert_true(lit->flags & NF_UNSUFFIXED);
	assert_int_equal(m.nodes[n->lhs.node].kind, NK_CONV);
	model_release(&m);
}

static void test_context_flags(void **state)
{
	struct model m;
	(void)state;
	parse_ok("ctx.c",
		"enum { K = 12 };\n"
		"int f(int x) {\n"
		"  int a[K / 4];\n"
		"  if (x % 2 == 0) return 1;\n"
		"  a[0] = (x / 8) & 3;\n"
		"  return a[0] + K / 4;\n"
		"}\n", &m);
	assert_null(find(&m, NK_BINARY, MOP_DIV, 3));	/* array size: not walked */
	assert_true(find(&m, NK_BINARY, MOP_REM, 4)->flags & NF_ZERO_TEST);
	assert_true(find(&m, NK_BINARY, MOP_DIV, 5)->flags & NF_MASKED);
	assert_true(find(&m, NK_BINARY, MOP_DIV, 6)->flags & NF_CONSTEXPR);
	model_release(&m);
}

/* The engine prices findings from the machine file only. */
static void test_cost_from_machine(void **state)
{
	struct model m;
	(void)state;
	parse_ok("cost.c",
		"int f(const int *v, int n) {\n"
		"  int s = 0;\n"
		"  for (int i = 0; i < 32; i++)\n"
		"    for (int j = 0; j < 4; j++)\n"
		"      s += v[i * 4 + j] / n;\n"
		"  return s;\n"
		"}\n", &m);
	const char *targets[] = { "tm5250", "tm3260" };
	unsigned cycles[2];
	for (int t = 0; t < 2; t++) {
		struct machine *md = load(targets[t]);
		struct check_config cfg = { .md = md };
		struct findings fs = { 0 };
		rule_options_default(&cfg.opt);
		check_model(&cfg, &m, &fs);
		assert_int_equal(fs.n, 1);
		assert_string_equal(fs.v[0].rule, "divmod");
		assert_int_equal(fs.v[0].line, 5);
		assert_int_equal(fs.v[0].cycles, md->emul[MD_EMU_IDIV].cycles);
		assert_int_equal(fs.v[0].count, 32 * 4);
		assert_int_equal(fs.v[0].basis, COUNT_CONSTANT);
		assert_int_equal(fs.v[0].total_cycles,
				 md->emul[MD_EMU_IDIV].cycles * 128);
		assert_string_equal(fs.v[0].function, "f");
		cycles[t] = (unsigned)fs.v[0].cycles;
		findings_release(&fs);
		md_free(md);
	}
	assert_int_not_equal(cycles[0], cycles[1]);
	model_release(&m);
}

/* Divides by a power of two priced as what a compiler makes of them:
 * openjpeg2's '(lo + hi) / 2' on doubles is a multiply by 0.5, its
 * 'l_tile_size / 1024' on a uint64 a two-word shift, its
 * 'x % (1U << rpy)' a mask (not reported). */
static void test_pow2_divides(void **state)
{
	struct model m;
	(void)state;
	parse_ok("pow2.c",
		"double f(double lo, double hi, unsigned long long sz,\n"
		"         unsigned x, unsigned k) {\n"
		"  double t = (lo + hi) / 2;\n"
		"  t += (lo - hi) / 3;\n"
		"  return t + (double)(sz / 1024) + (double)(x % (1U << k));\n"
		"}\n", &m);
	struct findings fs = { 0 };
	struct machine *md = checked(&m, &fs);
	unsigned seen = 0;
	for (unsigned i = 0; i < fs.n; i++) {
		const struct finding *f = &fs.v[i];
		assert_false(!strcmp(f->rule, "divmod"));
		if (!strcmp(f->rule, "double-emulation") && strstr(f->message, "'(lo + hi) / 2'")) {
			/* with the add of the same expression */
			assert_non_null(strstr(f->message, "_float64_mul ("));
			assert_non_null(strstr(f->message, "same expression _float64_add"));
			assert_int_equal(f->cycles, md->emul[MD_EMU_F64MUL].cycles +
					 md->emul[MD_EMU_F64ADD].cycles);
			seen |= 1;
		} else if (!strcmp(f->rule, "double-emulation") &&
			   strstr(f->message, "'t += (lo - hi) / 3'")) {
			/* the '+=', the divide and the subtract: one expression */
			assert_non_null(strstr(f->message, "_float64_div, _float64_add (3 routine calls)"));
			assert_int_equal(f->cycles, md->emul[MD_EMU_F64DIV].cycles +
					 2 * md->emul[MD_EMU_F64ADD].cycles);
			seen |= 2;
		} else if (!strcmp(f->rule, "int64-emulation") &&
			   strstr(f->message, "division by a power of two (two-word shift) 'sz / 1024'")) {
			assert_int_equal(f->cycles, md->emul[MD_EMU_I64SHIFT].cycles);
			assert_int_equal(f->severity, SEV_NOTE);
			seen |= 4;
		}
	}
	assert_int_equal(seen, 7);
	checked_release(md, &m, &fs);
}

/* A macro that repeats its argument gives several findings of one rule at
 * one place, which the run merges into one (the costliest): they claim the
 * loop's cycles once, so the loop's other findings keep their price
 * (opus's silk_RSHIFT_ROUND64 left 6 findings of its loop at 0 cycles).  A
 * counted loop's chain under the jump's pass claims its own cycles, not
 * the jump's (wavpack's CRC loop left loop-overhead at 0). */
static void test_claims_per_place(void **state)
{
	struct model m;
	(void)state;
	parse_ok("claims.c",
		"typedef long long i64;\n"
		"#define ROUND3(a) ((a) < 0 ? -(((-(a)) + 1) >> 1) : (((a) + 1) >> 1))\n"
		"void round_all(i64 *y, const i64 *x, int n) {\n"
		"  for (int i = 0; i < n; i++) {\n"
		"    y[i] = ROUND3(ROUND3(ROUND3(x[i] >> 3)));\n"
		"    y[i + n] = x[i] << 2;\n"
		"  }\n"
		"}\n"
		"unsigned crc(const unsigned char *p, int n) {\n"
		"  unsigned c = 0;\n"
		"  for (int i = 0; i < n; i++)\n"
		"    c = c * 5 + p[i];\n"
		"  return c;\n"
		"}\n", &m);
	struct findings fs = { 0 };
	struct machine *md = checked(&m, &fs);
	unsigned seen = 0;
	for (unsigned i = 0; i < fs.n; i++) {
		const struct finding *f = &fs.v[i];
		if (f->line == 6 && !strcmp(f->rule, "int64-emulation")) {
			/* it asked its price; the loop's findings, which
			 * asked more than it has, share it in proportion */
			assert_int_equal(f->claim_cycles, md->emul[MD_EMU_I64SHIFT].cycles);
			assert_true(f->cycles > 0 && f->cycles <= f->claim_cycles);
			seen |= 1;
		}
		if (f->line == 5 && !strcmp(f->rule, "missing-restrict")) {
			assert_true(f->cycles > 0);
			seen |= 2;
		}
		if (f->line == 12 && !strcmp(f->rule, "dependency-chain")) {
			assert_non_null(strstr(f->message, "once it is unrolled"));
			assert_true(f->cycles < f->sched.ii);
			seen |= 4;
		}
		if (f->line == 11 && !strcmp(f->rule, "loop-overhead")) {
			assert_true(f->cycles > 0);
			seen |= 8;
		}
	}
	assert_int_equal(seen, 15);
	checked_release(md, &m, &fs);
}

/* Like findings of one rule in one loop share what the loop gave them in
 * proportion to their prices, not in source order (flac's fixed-order
 * residuals: the cheapest subtract took the loop's cycles and the
 * multiplies of the fourth order were priced 0); the shares add up to no
 * more than the loop's cycles per iteration, and a warning left with
 * nothing is a note. */
static void test_claims_shared(void **state)
{
	struct model m;
	(void)state;
	parse_ok("shared.c",
		"typedef long long i64;\n"
		"i64 errs(const i64 *d, int n) {\n"
		"  i64 t = 0;\n"
		"  for (int i = 4; i < n; i++) {\n"
		"    i64 e1 = d[i] - d[i-1];\n"
		"    i64 e4 = d[i] - 4 * d[i-1] + 6 * d[i-2] - 4 * d[i-3] + d[i-4];\n"
		"    t += e1 ^ e4;\n"
		"  }\n"
		"  return t;\n"
		"}\n", &m);
	struct findings fs = { 0 };
	struct machine *md = checked(&m, &fs);
	uint64_t e1 = 0, e4 = 0, sum = 0, ii = 0;
	bool zero_warning = false;
	for (unsigned i = 0; i < fs.n; i++) {
		const struct finding *f = &fs.v[i];
		if (strcmp(f->rule, "int64-emulation") || f->loop_depth != 1)
			continue;
		sum += f->cycles;
		if (f->sched.present)
			ii = f->sched.ii;
		if (f->line == 5)
			e1 += f->cycles;
		if (f->line == 6)
			e4 += f->cycles;
		zero_warning |= f->severity == SEV_WARNING && !f->cycles;
	}
	assert_true(e4 > e1);
	assert_true(e4 > 0);
	assert_false(zero_warning);
	if (ii)
		assert_true(sum <= ii);
	checked_release(md, &m, &fs);
}

/* A loop's cycles go to what binds it: a register chain under a longer
 * recurrence through memory claims its own cycles and leaves the rest to
 * missing-restrict's finding (opus's dc_reject: 12 under 17, the restrict
 * finding was priced 0); operations that fill idle slots beside a binding
 * chain claim nothing (libmad's dctIV: the '/ 2' sign fix-ups took the
 * chain's 14 cycles); a 64-bit conversion in a loop is a routine call. */
static void test_claims_to_binding(void **state)
{
	struct model m;
	(void)state;
	parse_ok("bind.c",
		"void dc(const float *in, float *out, float coef, int len) {\n"
		"  float m0 = 0;\n"
		"  for (int i = 0; i < len; i++) {\n"
		"    float x0 = in[i];\n"
		"    out[i] = x0 - m0;\n"
		"    m0 = coef * x0 + 1e-30f + coef * m0;\n"
		"  }\n"
		"}\n"
		"void dct(int *X) {\n"
		"  for (int i = 1; i < 17; i += 4) {\n"
		"    X[i + 0] = X[i + 0] / 2 - X[(i + 0) - 1];\n"
		"    X[i + 1] = X[i + 1] / 2 - X[(i + 1) - 1];\n"
		"    X[i + 2] = X[i + 2] / 2 - X[(i + 2) - 1];\n"
		"    X[i + 3] = X[i + 3] / 2 - X[(i + 3) - 1];\n"
		"  }\n"
		"}\n"
		"void win(const long long *in, const float *w, float *restrict out, int n) {\n"
		"  for (int i = 0; i < n; i++)\n"
		"    out[i] = in[i] * w[i];\n"
		"}\n", &m);
	struct findings fs = { 0 };
	struct machine *md = checked(&m, &fs);
	unsigned seen = 0, fixups = 0;
	for (unsigned i = 0; i < fs.n; i++) {
		const struct finding *f = &fs.v[i];
		if (f->line == 6 && !strcmp(f->rule, "dependency-chain")) {
			assert_non_null(strstr(f->message, "longer recurrence"));
			assert_true(f->cycles > 0 && f->cycles < f->sched.ii);
			seen |= 1;
		}
		if (f->line == 5 && !strcmp(f->rule, "missing-restrict")) {
			assert_true(f->cycles > 0 && f->saving_cycles > 0);
			seen |= 2;
		}
		if (f->line == 14 && !strcmp(f->rule, "dependency-chain")) {
			assert_true(f->cycles >= 14);
			seen |= 4;
		}
		if (f->line >= 11 && f->line <= 14 && !strcmp(f->rule, "divmod")) {
			assert_int_equal(f->cycles, 0);
			assert_non_null(strstr(f->message, "fills idle slots"));
			fixups++;
		}
		if (f->line == 19 && !strcmp(f->rule, "int64-emulation")) {
			assert_int_equal(f->cycles, md->emul[MD_EMU_F64CONV].cycles);
			assert_true(f->saving_cycles > 0);
			seen |= 8;
		}
	}
	assert_int_equal(seen, 15);
	assert_int_equal(fixups, 4);
	checked_release(md, &m, &fs);
}

/* A zero fill of a length the model does not know (speex's filter
 * memories, 'mem[i] = 0' for the LPC order, 10 floats) says that its
 * ALLOCD_SET advice holds from one whole line; a known length needs no
 * such word. */
static void test_fill_length_unknown(void **state)
{
	struct model m;
	(void)state;
	parse_ok("fill.c",
		"void zero_mem(float *mem, int ord) {\n"
		"  for (int i = 0; i < ord; i++)\n"
		"    mem[i] = 0;\n"
		"}\n"
		"void zero_row(float *row) {\n"
		"  for (int i = 0; i < 256; i++)\n"
		"    row[i] = 0;\n"
		"}\n", &m);
	struct findings fs = { 0 };
	struct machine *md = checked(&m, &fs);
	unsigned seen = 0;
	for (unsigned i = 0; i < fs.n; i++) {
		const struct finding *f = &fs.v[i];
		if (strcmp(f->rule, "custom-op"))
			continue;
		assert_non_null(f->advice);
		if (f->line == 3) {
			assert_non_null(strstr(f->advice, "not known here"));
			assert_non_null(strstr(f->advice, "from 16 elements"));
			seen |= 1;
		}
		if (f->line == 7) {
			assert_null(strstr(f->advice, "not known here"));
			seen |= 2;
		}
	}
	assert_int_equal(seen, 3);
	checked_release(md, &m, &fs);
}

/* A promoting literal is priced as its operation, the widening of its
 * float operand and the narrowing back to float where there is one: none
 * after a comparison (flac's 'bits[1] == 0.0' was priced a conversion
 * back it does not have). */
static void test_literal_prices(void **state)
{
	struct model m;
	(void)state;
	parse_ok("lit.c",
		"int zero(const float *b) {\n"
		"  return b[1] == 0.0;\n"
		"}\n"
		"void half(float *x, float y) {\n"
		"  *x = y * 0.5;\n"
		"}\n", &m);
	struct findings fs = { 0 };
	struct machine *md = checked(&m, &fs);
	unsigned seen = 0, conv = md->emul[MD_EMU_F64CONV].cycles;
	for (unsigned i = 0; i < fs.n; i++) {
		const struct finding *f = &fs.v[i];
		if (strcmp(f->rule, "double-emulation"))
			continue;
		if (f->line == 2) {
			assert_int_equal(f->cycles, md->emul[MD_EMU_F64CMP].cycles + conv);
			seen |= 1;
		} else if (f->line == 5) {
			assert_int_equal(f->cycles, md->emul[MD_EMU_F64MUL].cycles + 2 * conv);
			seen |= 2;
		}
	}
	assert_int_equal(seen, 3);
	checked_release(md, &m, &fs);
}

/* Header paths are normalised: one header, one name. */
static void test_path_clean(void **state)
{
	static const char *const cases[][2] = {
		{ "a/../b.h", "b.h" }, { "/x/./y//z.h", "/x/y/z.h" },
		{ "src/celt/../celt/x.h", "src/celt/x.h" }, { "../a/../../b", "../../b" },
		{ "/../a", "/a" }, { "./", "." }, { "a/b/..", "a" },
	};
	(void)state;
	for (unsigned i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char *p = path_clean(cases[i][0]);
		assert_string_equal(p, cases[i][1]);
		free(p);
	}
}

static void test_fingerprint_stable(void **state)
{
	struct model a, b;
	struct machine *md = load("tm5250");
	struct check_config cfg = { .md = md };
	struct findings fa = { 0 }, fb = { 0 };
	(void)state;
	rule_options_default(&cfg.opt);
	parse_ok("fp1.c", "int f(int x, int y) {\n  return x / y;\n}\n", &a);
	parse_ok("fp2.c", "\n\n\n/* moved */\nint f(int x, int y)\n{\n"
		 "\treturn x\n\t\t/ y;\n}\n", &b);
	check_model(&cfg, &a, &fa);
	check_model(&cfg, &b, &fb);
	assert_int_equal(fa.n, 1);
	assert_int_equal(fb.n, 1);
	assert_int_not_equal(fa.v[0].line, fb.v[0].line);
	assert_string_equal(fa.v[0].fingerprint, fb.v[0].fingerprint);
	findings_release(&fa);
	findings_release(&fb);
	model_release(&a);
	model_release(&b);
	md_free(md);
}

/* The text a finding shows for an operation of a macro: the whole macro
 * call, not the span between the arguments its tokens map to; and an
 * argument-less macro's expansion located at its name (walk.c). */
static void test_macro_texts(void **state)
{
	struct model m;
	struct machine *md = load("tm5250");
	struct check_config cfg = { .md = md };
	struct findings fs = { 0 };
	(void)state;
	rule_options_default(&cfg.opt);
	parse_ok("mac.c",
		"#define SCALE_DIV(x, d) (((x) << 4) / (d))\n"
		"#define MIX(a, b, w) do { t = (a) * (w) + (b); } while (0)\n"
		"#define HALF_AVG (s / n + s % n)\n"
		"int f(int a, int b) { return 1 + SCALE_DIV(a + 1, b); }\n"
		"void g(float *p, float *q, float *w) {\n"
		"\tdouble t;\n"
		"\tfor (int i = 0; i < 64; i++) { MIX(p[i], q[i], w[i]); p[i] = t; }\n"
		"}\n"
		"int h(int s, int n) { return 2 + HALF_AVG; }\n", &m);
	check_model(&cfg, &m, &fs);
	unsigned seen = 0;
	for (size_t i = 0; i < fs.n; i++) {
		const struct finding *f = &fs.v[i];
		if (f->line == 4) {
			assert_non_null(strstr(f->message, "'SCALE_DIV(a + 1, b)'"));
			seen |= 1;
		} else if (f->line == 7 && f->column == 33) {
			assert_non_null(strstr(f->message, "'MIX(p[i], q[i], w[i])'"));
			seen |= 2;
		} else if (f->line == 9) {
			/* at the macro's name, one finding of the rule there */
			assert_string_equal(f->rule, "divmod");
			assert_int_equal(f->column, 34);
			assert_non_null(strstr(f->message, "'HALF_AVG'"));
			seen |= 4;
		}
	}
	assert_int_equal(seen, 7);
	/* every node of HALF_AVG's expansion sits at its name */
	unsigned at_name = 0;
	for (unsigned i = 0; i < m.nnodes; i++)
		if (m.nodes[i].line == 9 && m.nodes[i].col >= 34) {
			assert_int_equal(m.nodes[i].col, 34);
			assert_int_equal(m.nodes[i].end - m.nodes[i].begin,
					 m.nodes[i].kind == NK_REF ? 0 : 8);
			at_name++;
		}
	assert_true(at_name >= 5);	/* s, n, /, s, n, %, + ... */
	findings_release(&fs);
	model_release(&m);
	md_free(md);
}

/* '&&' on values that are not 0 or 1: the advice compares them with 0
 * ('s & r' would be wrong for s = 2, r = 1). */
static void test_and_advice(void **state)
{
	struct model m;
	struct machine *md = load("tm5250");
	struct check_config cfg = { .md = md };
	struct findings fs = { 0 };
	(void)state;
	rule_options_default(&cfg.opt);
	parse_ok("and.c",
		"void f(int *w, const int *s, const int *r, int d, int n) {\n"
		"\tfor (int i = 0; i < n; i++) {\n"
		"\t\tint a = s[i], b = r[i];\n"
		"\t\tif (a && b > 0)\n"
		"\t\t\tw[i] += d;\n"
		"\t}\n"
		"}\n"
		"void g(int *w, const int *s, int d, int n) {\n"
		"\tfor (int i = 0; i < n; i++) {\n"
		"\t\tint a = s[i], b = s[i + 1];\n"
		"\t\tif (a & 4 && b)\n"
		"\t\t\tw[i] += d;\n"
		"\t}\n"
		"}\n"
		"void h(float *v, float lo, float hi, int n) {\n"
		"\tfor (int i = 0; i < n; i++) {\n"
		"\t\tif (!(v[i] >= lo && v[i] <= hi))\n"
		"\t\t\tv[i] = 0;\n"
		"\t}\n"
		"}\n", &m);
	check_model(&cfg, &m, &fs);
	unsigned seen = 0;
	for (size_t i = 0; i < fs.n; i++)
		if (!strcmp(fs.v[i].rule, "missed-guard")) {
			/* under '!' too (speex's sanitize_values32: the
			 * advice had kept the '&&') */
			assert_non_null(strstr(fs.v[i].advice, fs.v[i].line == 4 ?
				"'if ((a != 0) & (b > 0))'" : fs.v[i].line == 11 ?
				"'if (((a & 4) != 0) & (b != 0))'" :
				"'if (!((v[i] >= lo) & (v[i] <= hi)))'"));
			seen++;
		}
	assert_int_equal(seen, 3);
	findings_release(&fs);
	model_release(&m);
	md_free(md);
}

static int setup(void **state)
{
	(void)state;
	return mkdtemp(tmpdir) ? 0 : -1;
}

static int teardown(void **state)
{
	char *cmd = xasprintf("rm -rf '%s'", tmpdir);
	(void)state;
	int rc = system(cmd);
	free(cmd);
	return rc;
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_trip_counts),
		cmocka_unit_test(test_offset_and_triangular),
		cmocka_unit_test(test_extent_steps),
		cmocka_unit_test(test_param_extents),
		cmocka_unit_test(test_append_caps),
		cmocka_unit_test(test_types_ilp32),
		cmocka_unit_test(test_context_flags),
		cmocka_unit_test(test_cost_from_machine),
		cmocka_unit_test(test_pow2_divides),
		cmocka_unit_test(test_claims_per_place),
		cmocka_unit_test(test_claims_to_binding),
		cmocka_unit_test(test_claims_shared),
		cmocka_unit_test(test_fill_length_unknown),
		cmocka_unit_test(test_literal_prices),
		cmocka_unit_test(test_fingerprint_stable),
		cmocka_unit_test(test_path_clean),
		cmocka_unit_test(test_macro_texts),
		cmocka_unit_test(test_and_advice),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
