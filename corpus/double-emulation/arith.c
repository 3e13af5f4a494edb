/*
 * double-emulation, arithmetic and declarations: audio and statistics code
 * written in double.  With TCS -fp64 every double + - * /, compound
 * assignment, ++/-- and comparison is a call to a software routine
 * (_float64_add and friends), and every double variable or parameter is
 * noted once per declarator.  Unary minus (a sign-bit flip), plain
 * assignment, pointers to double and a double return type alone are not
 * reported.  The operations of one expression on one line are one finding
 * (expression.c); a few lines deliberately hold two (`x2`).
 */
#include <stddef.h>

/* Mean of a block of doubles. */
double block_mean(const double *x, int n)	// no: double-emulation: double return type and pointer to double, no double value declared
{
	double sum = 0.0;	// expect: double-emulation
	int i;

	for (i = 0; i < n; i++)
		sum += x[i];	// expect: double-emulation
	/* one finding: the divide and the int -> double conversion of n, one
	 * expression (expression.c) */
	return sum / n;	// expect: double-emulation
}

/* One-pole DC blocker y[n] = x[n] - x[n-1] + r * y[n-1]. */
void dc_block(double *y, const double *x, int n,
	      double r)	// expect: double-emulation
{
	double xm1 = 0.0;	// expect: double-emulation
	double ym1 = 0.0;	// expect: double-emulation
	double v;	// expect: double-emulation
	int i;

	for (i = 0; i < n; i++) {
		v = r * ym1;	// expect: double-emulation
		v += x[i];	// expect: double-emulation
		v -= xm1;	// expect: double-emulation
		xm1 = x[i];	// no: double-emulation: plain assignment copies two words
		ym1 = v;	// no: double-emulation: plain assignment copies two words
		y[i] = v;	// no: double-emulation: plain store
	}
}

/* Clamp to [lo, hi]. */
double clamp_d(double v,	// expect: double-emulation
	       double lo,	// expect: double-emulation
	       double hi)	// expect: double-emulation
{
	if (v < lo)	// expect: double-emulation
		return lo;
	if (v > hi)	// expect: double-emulation
		return hi;
	return v;
}

/* Sign flip and zero test. */
double negate(double v)	// expect: double-emulation
{
	return -v;	// no: double-emulation: unary minus flips the sign bit, no routine call
}

int is_silent(const double *v)
{
	return *v == 0.0;	// expect: double-emulation
}

/* Phase of a test-tone generator in degrees, kept in a global. */
double tone_phase;	// expect: double-emulation

void tone_tick(int reverse)
{
	if (tone_phase != tone_phase)	// expect: double-emulation
		tone_phase = 0.0;	// no: double-emulation: store of a constant (a NaN phase restarts)
	if (reverse)
		--tone_phase;	// expect: double-emulation
	else
		tone_phase++;	// expect: double-emulation
	if (tone_phase >= 360.0)	// expect: double-emulation
		tone_phase -= 360.0;	// expect: double-emulation
}

/* Running peak, kept in a static local. */
double peak_hold(double in)	// expect: double-emulation
{
	static double peak;	// expect: double-emulation

	peak *= 0.999;	// expect: double-emulation
	if (in > peak)	// expect: double-emulation
		peak = in;	// no: double-emulation: plain assignment
	return peak;
}

/* Range of a block: two declarators on one line. */
double block_range(const double *x, size_t n)
{
	double lo = x[0], hi = x[0];	// expect: double-emulation x2
	size_t i;

	for (i = 1; i < n; i++) {
		if (x[i] < lo)	// expect: double-emulation // no: missed-guard: a short branch of operations, which TCS if-converts into guarded operations itself
			lo = x[i];
		if (x[i] > hi)	// expect: double-emulation // no: missed-guard: a short branch of operations, which TCS if-converts into guarded operations itself
			hi = x[i];
	}
	return hi - lo;	// expect: double-emulation
}

/* Scale a block in place by a double gain. */
void block_gain(double *x, int n, const double *gain)	// no: double-emulation: pointers to double are 32-bit addresses
{
	int i;

	for (i = 0; i < n; i++)
		x[i] *= *gain;	// expect: double-emulation
}

/* Doubling through an int literal: the constant converts at compile time. */
void block_double(double *x, int n)
{
	int i;

	for (i = 0; i < n; i++)
		x[i] = x[i] * 2;	// expect: double-emulation
}

/* Copying doubles moves bits; no arithmetic. */
void block_copy(double *dst, const double *src, int n)
{
	int i;

	for (i = 0; i < n; i++)
		dst[i] = src[i];	// no: double-emulation: copy, no arithmetic // expect: missing-restrict
}
