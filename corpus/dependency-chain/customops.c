/*
 * dependency-chain, custom operations: TCS code calls the TriMedia custom
 * operations of <ops/custom_defs.h> (IMAX, ICLIPI, UME8UU, IFIR16, ...) like
 * functions.  Each is one operation of the target -- dspalu (latency 2 on
 * TM3260) or dspmul (3) -- not a call: the loop stays software-pipelined and
 * the operation's latency counts on a recurrence like any other.  A peak
 * envelope with decay (shift, subtract, imax: 4 cycles) and a 16-bit IIR in
 * one ifir16 (pack, ifir16, shift: 5) are bound by their chains; a running
 * IMAX (2), a clipped sum (3) and a SAD (the add only) are not.  DUALIADD is
 * new in TM5250: on TM3260 it is an ordinary function call, so the loop is not
 * pipelined at all and no chain is reported.  TCS spells the ops in upper
 * case; the lower-case names are the same operations.  The ops are declared
 * here as prototypes, as TCS's header is not available to the corpus.
 */
// tmopt-args: --target tm3260
#include <stdint.h>

int IMAX(int a, int b);
int imax(int a, int b);
int ICLIPI(int a, int b);
unsigned UME8UU(unsigned a, unsigned b);
int IFIR16(int a, int b);
int PACK16LSB(int a, int b);
int DUALIADD(int a, int b);
int clip_sample(int v);

/* Peak level of a block for an audio meter: branch-free running maximum. */
int peak_level(const int *x, int n)
{
	int m = 0;
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		m = IMAX(m, x[i]);	// no: dependency-chain: one imax of 2 cycles on the chain, below the 4-cycle threshold // no: missed-guard: no branch: imax is one dspalu operation
	return m;
}

/* The same maximum written with a branch: the finding imax removes. */
int peak_level_branchy(const int *x, int n)
{
	int m = 0;
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		if (x[i] > m)	// no: missed-guard: a short branch of operations, which TCS if-converts into guarded operations itself
			m = x[i];	// no: dependency-chain: m is assigned a load, not a function of its old value
	return m;
}

/* Peak envelope follower with release: the decayed level and the new
 * sample's maximum are both on the chain (asr 1, isub 1, imax 2). */
void envelope(int *env_out, const int *x, int n)
{
	int env = 0;
	int i;

	for (i = 0; i < n; i++) {
		env = IMAX(x[i], env - (env >> 5));	// expect: dependency-chain
		env_out[i] = env;	// expect: missing-restrict
	}
}

/* The envelope with the TCS op spelled in lower case: the same operation. */
void envelope_lc(int *env_out, const int *x, int n)
{
	int env = 0;
	int i;

	for (i = 0; i < n; i++) {
		env = imax(x[i], env - (env >> 4));	// expect: dependency-chain
		env_out[i] = env;	// expect: missing-restrict
	}
}

/* Mixing with saturation: the add and the clip are on the chain (1 + 2). */
int mix_saturate(const int16_t *x, int n)
{
	int s = 0;
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		s = ICLIPI(s + x[i], 32767);	// no: dependency-chain: iadd 1 + iclipi 2 = 3 cycles, below the 4-cycle threshold
	return s;
}

/* Sum of absolute differences of a 16x16 block, four pixels per word. */
unsigned sad16x16(const uint32_t *p, const uint32_t *q, int stride)
{
	unsigned sad = 0;
	int i;

	for (i = 0; i < 64; i++)	// expect: loop-overhead
		sad += UME8UU(p[i * stride], q[i * stride]);	// no: dependency-chain: ume8uu does not read sad; the chain is one 1-cycle add
	return sad;
}

/* 16-bit dot product, two taps per ifir16. */
int dot16(const int *a, const int *b, int n)
{
	int s = 0;
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		s = IFIR16(a[i], b[i]) + s;	// no: dependency-chain: the 3-cycle ifir16 is off the chain; only the add carries s
	return s;
}

/* First-order IIR in Q14, both taps in one ifir16 on (x, y) pairs. */
void iir16(int *y_out, const int *x, int coef, int n)
{
	int y = 0;
	int i;

	for (i = 0; i < n; i++) {
		y = IFIR16(PACK16LSB(x[i], y), coef) >> 14;	// expect: dependency-chain
		y_out[i] = y;	// expect: missing-restrict
	}
}

/* DUALIADD does not exist on TM3260: a function call in the loop. */
int dual_sum(const int *p, int n)
{
	int s = 0;
	int i;

	for (i = 0; i < n; i++)
		s = DUALIADD(s, p[i]);	// no: dependency-chain: not a TM3260 op, so a call: the loop is not pipelined and the chain is not the problem
	return s;
}

/* A user's clip function is a call, whatever it does. */
int mix_user_clip(const int16_t *x, int n)
{
	int s = 0;
	int i;

	for (i = 0; i < n; i++)
		s = clip_sample(s + x[i]);	// no: dependency-chain: clip_sample is a call, not a custom op: the loop is not pipelined
	return s;
}
