/*
 * double-emulation, cheap double maths: fabs and copysign clear or copy the
 * sign bit of the high word, and a negation (or a multiply by -1) flips it:
 * bit operations, not emulated arithmetic.  floor, ceil, trunc and sqrt are
 * routines priced from the machine file (f64round, f64sqrt), not as a
 * generic 1,100-cycle libm call; sqrtf is the hardware fsqrt.
 */
#include <math.h>

/* Peak magnitude of a double signal. */
double peak(const double *x, int n)
{
	double m = 0.0;	// expect: double-emulation
	double a;	// expect: double-emulation
	int i;

	for (i = 0; i < n; i++) {
		a = fabs(x[i]);	// no: double-emulation: fabs clears the sign bit, one alu operation
		if (a > m)	// expect: double-emulation // no: missed-guard: the condition is an emulated double compare (one finding per construct)
			m = a;
	}
	return m;
}

/* Mirror a double about zero. */
void mirror(double *x, int n)
{
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		x[i] = -x[i];	// no: double-emulation: negation flips the sign bit
}

/* The same with a multiply by -1 (folded to a negation by compilers). */
void mirror_mul(double *x, int n)
{
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		x[i] *= -1;	// no: double-emulation: x * -1 is a sign flip, exact in IEEE
}

/* Quantiser: floor of a double is the rounding routine, not libm at large. */
int quant(double v, double step)	// expect: double-emulation x2
{
	return (int)floor(v / step);	// expect: double-emulation x2
}

/* sqrt of a double is a software routine; sqrtf is one fsqrt. */
float rms(const float *x, int n)
{
	float s = 0.0f;
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		s += x[i] * x[i];	// expect: dependency-chain
	return sqrtf(s / (float)n);	// no: double-emulation: sqrtf is the hardware fsqrt // expect: divmod
}

double rms_d(const double *x, int n)
{
	double s = 0.0;	// expect: double-emulation
	int i;

	for (i = 0; i < n; i++)
		s += x[i] * x[i];	// expect: double-emulation
	/* two: the sqrt call, and the divide with the conversion of n */
	return sqrt(s / n);	// expect: double-emulation x2
}
