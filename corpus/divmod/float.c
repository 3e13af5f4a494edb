/*
 * divmod, floating point and wide types: a single-precision divide runs on
 * the ftough unit (latency 17, recovery 16, not pipelined) and is reported,
 * unless the divisor is a power-of-two constant whose reciprocal is exact and
 * the compiler multiplies instead.  A double divide belongs to
 * double-emulation and a 64-bit integer divide to int64-emulation: divmod
 * stays silent on both.
 */
#include <stdint.h>

#define FS_HZ	48000.0f

/* Histogram to probabilities: one float divide per bin. */
void hist_normalise(float *p, const uint32_t *h, int n, uint32_t total)
{
	float t = (float)total;
	int i;

	for (i = 0; i < n; i++)
		p[i] = (float)h[i] / t;	// expect: divmod
}

/* The same with the reciprocal hoisted out of the loop. */
void hist_normalise_recip(float *p, const uint32_t *h, int n, uint32_t total)
{
	float inv = 1.0f / (float)total;	// no: divmod: the reciprocal the advice computes, once per call
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		p[i] = (float)h[i] * inv;	// no: divmod: multiply by the hoisted reciprocal
}

/* Reciprocals of a varying divisor: one divide per element, nothing to
 * multiply by instead (reported, no saving claimed). */
void recips(float *restrict r, const float *restrict x, int n)
{
	int i;

	for (i = 0; i < n; i++)
		r[i] = 1.0f / x[i];	// expect: divmod
}

/* Normalise a float vector in place by its norm. */
void vec_normalise(float *v, int n, float norm)
{
	int i;

	for (i = 0; i < n; i++)
		v[i] /= norm;	// expect: divmod
}

/* Mean of a float block; the int count is converted to float. */
float mean_f(const float *x, int n)
{
	float s = 0.0f;
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		s += x[i];	// expect: dependency-chain
	return s / n;	// expect: divmod
}

/* Frequency to normalised frequency: 1/48000 is not exact. */
float norm_freq(float hz)
{
	return hz / FS_HZ;	// expect: divmod
}

/* Loudness steps: 1/3 and 1/10 have no exact float reciprocal. */
float third_db(float db)
{
	return db / 3.0f;	// expect: divmod
}

float tenths(float v)
{
	return v / 10.0f;	// expect: divmod
}

/* Power-of-two divisors: the compiler multiplies by the exact reciprocal. */
float half(float v)
{
	return v / 2.0f;	// no: divmod: exact reciprocal 0.5f, a multiply
}

float times_four(float v)
{
	return v / 0.25f;	// no: divmod: exact reciprocal 4.0f, a multiply
}

float q15_to_float(int16_t s)
{
	return s / 32768.0f;	// no: divmod: 2^15, exact reciprocal
}

/* An unsuffixed literal makes the divide a double one. */
float third_dbl(float db)
{
	return db / 3.0;	// expect: double-emulation // no: divmod: the literal promotes the divide to double
}

/* Double divide. */
double ratio(double num,	// expect: double-emulation
	     double den)	// expect: double-emulation
{
	return num / den;	// expect: double-emulation // no: divmod: a double divide is emulated and reported by double-emulation
}

/* 64-bit divides. */
uint64_t bytes_per_frame(uint64_t bytes, uint32_t frames)
{
	return bytes / frames;	// expect: int64-emulation // no: divmod: a 64-bit divide is _rt_u64div, reported by int64-emulation
}

int64_t pts_phase(int64_t pts, int64_t period)
{
	return pts % period;	// expect: int64-emulation // no: divmod: a 64-bit modulo is _rt_i64mod, reported by int64-emulation
}
