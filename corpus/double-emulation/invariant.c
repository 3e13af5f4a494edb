/*
 * double-emulation, loop-invariant conversions and operations: '(double)N'
 * and a double product of parameters do not change in the loop, so a
 * compiler computes them once per entry of the loop.  They are reported
 * once per entry, as notes when that is once per call, and the message says
 * they are hoistable.  The negatives change per iteration.
 */

/* The window length converted once; the index converted per sample. */
void hann(float *w, int n)
{
	int i;

	for (i = 0; i < n; i++)
		/* two: the divide with the int -> double conversion of i and the narrowing
		 * (one expression), and the hoisted conversion of n */
		w[i] = (float)(i / (double)n);	// expect: double-emulation x2
}

/* The same with the invariant part alone on its line. */
void ramp(float *w, int n)
{
	int i;

	for (i = 0; i < n; i++) {	// expect: loop-overhead
		float step = 1.0f / (float)(double)n;	// no: divmod: a reciprocal hoisted out of the loop, the advice's own form // expect: double-emulation note count=1 hoisted
		w[i] = step * (float)i;
	}
}

/* A double scale of two parameters, used per sample. */
void gain(float *y, const float *x, int n, double a, double b)	// expect: double-emulation x2
{
	int i;

	for (i = 0; i < n; i++)
		y[i] = x[i] * (float)(a * b);	// expect: double-emulation note count=1 hoisted	// expect: missing-restrict
}

/* The accumulator changes per iteration: not invariant. */
double total(const float *x, int n)
{
	double s = 0;	// expect: double-emulation
	int i;

	for (i = 0; i < n; i++)
		s += x[i];	// expect: double-emulation warning count=100
	return s;
}
