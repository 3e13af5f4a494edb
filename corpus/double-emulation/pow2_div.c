/*
 * double-emulation, a divide by a power of two: openjpeg2's rate allocation
 * bisects its threshold with 'thresh = (lo + hi) / 2' 128 times per layer.
 * A compiler multiplies by the exact reciprocal (0.5: the same result in
 * IEEE arithmetic), so the divide is priced as _float64_mul, not
 * _float64_div (test_model's test_pow2_divides checks the cycles); it is
 * still emulated and still reported.  In single precision it is a float
 * multiply: nothing to report.
 */
double bisect(const double *disto, double target, double lo, double hi)	// expect: double-emulation x3 note
{
	double thresh = 0;	// expect: double-emulation note

	for (int i = 0; i < 128; ++i) {
		thresh = (lo + hi) / 2;	// expect: double-emulation count=128 basis=constant
		if (disto[i] < target)	// expect: double-emulation
			hi = thresh;
		else
			lo = thresh;
	}
	return thresh;
}

float bisect_f(const float *disto, float target, float lo, float hi)
{
	float thresh = 0;

	for (int i = 0; i < 128; ++i) {
		thresh = (lo + hi) / 2;	// no: double-emulation: a float divide by 2, a multiply by 0.5f
		if (disto[i] < target)
			hi = thresh;
		else
			lo = thresh;
	}
	return thresh;
}
