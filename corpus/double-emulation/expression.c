/*
 * double-emulation, one finding per expression: the double operations and
 * conversions of one expression on one line are one change to make (compute
 * it in float), so they are one finding at the expression's outermost
 * operation, priced as all of them and listed in its message.  What does not
 * run with the rest keeps a finding of its own: each arm of a '?:' (one of
 * the two runs), the right operand of '&&' and '||', an operand hoisted out
 * of the loop, a promoting literal (its own fix, the suffix) unless it
 * alone makes the expression double (then the suffix is the expression's
 * fix), a math call (its own fix, the float twin) and each line of a
 * statement that spans lines.  The float twins are the negatives: hardware
 * operations.
 */

/* Autocorrelation at one lag, accumulated in double (flac's
 * lpc_compute_autocorrelation): the add, the multiply and the two widenings
 * are one finding, 3 routine calls per pass; '(double)data[i]' is hoisted
 * out of the loop over j (a store of a double never changes a float) and
 * keeps a finding of its own. */
void autocorr(const float *data, int n, int lags, double *autoc)
{
	for (int i = lags; i < n; i++)
		for (int j = 0; j < lags; j++)
			autoc[j] += (double)data[i] * (double)data[i - j];	// expect: double-emulation x2
}

/* The float twin of one pass, outside a loop. */
float autocorr_step(float acc, float a, float b)
{
	return acc + a * b;	// no: double-emulation: float operands, hardware fmul and fadd
}

/* A gain and an offset applied in double: the multiply, the add and the
 * conversions around them are one finding. */
void gain_offset(float *restrict y, const float *restrict x, int n,
		 double g, double o)	// expect: double-emulation x2
{
	for (int i = 0; i < n; i++)
		y[i] = x[i] * g + o;	// expect: double-emulation warning
}

float gain_offset_one(float x, float g, float o)
{
	return x * g + o;	// no: double-emulation: float operands, hardware operations
}

/* Each arm of the '?:' runs alone, so each is a finding; the compare runs
 * on every pass, a third. */
void knee(double *restrict y, const double *restrict x, int n,
	  const double *restrict k)
{
	double t = k[0], lo = k[1], hi = k[2];	// expect: double-emulation x3

	for (int i = 0; i < n; i++)
		y[i] = x[i] > t ? x[i] * hi : x[i] * lo;	// expect: double-emulation x3
	/* '&&': its right operand runs when the left one holds */
	for (int i = 0; i < n; i++)
		if (x[i] > lo && x[i] < hi)	// expect: double-emulation x2
			y[i] = 0;	// no: double-emulation: a store of a constant
}

float knee_one(float x, float t, float lo, float hi)
{
	return x > t ? x * hi : x * lo;	// no: double-emulation: float operands, hardware operations
}

/* A statement over two lines: a finding per line, at its operators. */
void leaky(double *restrict y, const short *restrict x, int n,
	   const double *restrict k)
{
	double r = k[0];	// expect: double-emulation
	double acc = 0.0;	// expect: double-emulation

	for (int i = 0; i < n; i++) {
		acc = acc * r	// expect: double-emulation
		      + x[i] / 32768.0;	// expect: double-emulation
		y[i] = acc;	// no: double-emulation: a plain store copies two words
	}
}

float leaky_one(float acc, short x, float r)
{
	return acc * r
	       + x / 32768.0f;	// no: double-emulation: float operands, a float divide by a power of two is a multiply
}

/* An expression made double by its literal alone (speex's
 * 'sign*0.03125*shape_cb[j]'): one finding at the expression, priced as
 * both multiplies and the conversions, whose fix suffixes the literal. */
void unquant(float *restrict exc, const float *restrict shape,
	     const float *restrict sign, int n)
{
	for (int j = 0; j < n; j++)
		exc[j] = shape[j] * 0.03125 * sign[j];	// expect: double-emulation warning
}

float unquant_one(float s, float sign)
{
	return s * 0.03125f * sign;	// no: double-emulation: the suffixed literal keeps the expression float
}

/* With a double value in it, the literal is not the only cause: the
 * literal's finding (its suffix) and the expression's. */
void unquant_gain(float *restrict exc, const float *restrict shape,
		  const double *restrict gain, int n)
{
	for (int j = 0; j < n; j++)
		exc[j] = shape[j] * 0.03125 * gain[j];	// expect: double-emulation x2
}

/* Two unsuffixed literals (vorbis's '1.0-((val-coeffi)*0.005*cx)'): the
 * one finding asks for both suffixes, and carries no single fix. */
void mix(float *restrict y, const float *restrict v, const float *restrict c,
	 int n)
{
	for (int i = 0; i < n; i++)
		y[i] = 1.0 - v[i] * 0.005 * c[i];	// expect: double-emulation warning
}
