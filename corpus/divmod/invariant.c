/*
 * divmod, loop-invariant divides: a divide whose operands do not change in
 * the loop is computed once per entry of the loop, as every compiler hoists
 * it (loop-invariant code motion).  It is reported once per entry, with the
 * severity of the code outside the loop, and the message says it is
 * hoistable.  The negatives are the divides that do change per iteration,
 * or that a compiler may not hoist (a divide that can trap, under a branch).
 */
#include <stdint.h>

/* Half-spectrum loop: 'n / 3' in the condition is evaluated once. */
int32_t half_energy(const int32_t *x, int n)
{
	int32_t e = 0;
	int k;

	for (k = 0; k <= n / 3; k++)	// expect: divmod note count=1 hoisted	// expect: loop-overhead
		e += x[k];
	return e;
}

/* The quotient depends on the row only: invariant in the inner loop, so
 * it runs once per row. */
void scale_rows(int32_t *out, const int32_t *in, int rows, int cols, int num, int den)
{
	int r, c;

	for (r = 0; r < rows; r++)
		for (c = 0; c < cols; c++)
			out[r * cols + c] = in[r * cols + c] * ((num + r) / den);	// expect: divmod warning count=4 hoisted	// expect: missing-restrict
}

/* A step that changes per iteration is no invariant. */
int32_t sum_steps(const int32_t *x, int n, int d)
{
	int32_t s = 0;
	int i;

	for (i = 0; i < n; i++)
		s += x[i] / d;	// expect: divmod warning count=100
	return s;
}

/* The divisor is written in the loop: not invariant. */
int32_t shrink(int32_t v, int n, int d)
{
	int i;

	for (i = 0; i < n; i++) {
		v += 1000 / d;	// expect: divmod warning count=100
		d++;
	}
	return v;
}

/* A guarded divide may trap if hoisted past its guard: it stays in the loop. */
int32_t guarded(const int32_t *x, int n, int a, int b)
{
	int32_t s = 0;
	int i;

	for (i = 0; i < n; i++)
		if (x[i] > 0)
			s += a / b;	// expect: divmod warning count=100
	return s;
}

/* A float divide of two parameters is hoisted too: once per call. */
float gain_sum(const float *x, int n, float num, float den)
{
	float s = 0.0f;
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		s += x[i] * (num / den);	// expect: divmod note count=1 hoisted	// expect: dependency-chain
	return s;
}

/* A load through memory the loop writes is not invariant. */
void normalise(int32_t *x, int n)
{
	int i;

	for (i = 0; i < n; i++)
		x[i] = x[i] / x[0];	// expect: divmod warning count=100
}

/* The hoisted reciprocal written by hand: no divide left in the loop. */
void scale_by_reciprocal(int32_t *x, int n, uint32_t d)
{
	uint32_t r = 0xffffffffu / d;	// expect: divmod note count=1
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		x[i] = (int32_t)(((uint64_t)(uint32_t)x[i] * r) >> 32);	// no: divmod: a multiply and a shift, the divide was hoisted by hand
}

/* Unsigned halving of an invariant is a shift wherever it is counted. */
unsigned half_sum(const unsigned *x, unsigned n)
{
	unsigned s = 0, i;

	for (i = 0; i < n / 2u; i++)	// no: divmod: unsigned divide by 2 is a shift	// expect: loop-overhead
		s += x[i] % 8u;	// no: divmod: unsigned modulo by 8 is a mask
	return s;
}
