/*
 * int64-emulation, conversions: no TriMedia operation converts a 64-bit
 * integer to or from float or double; a routine normalises the two words.
 * FLAC's LPC code converts per sample.  Reported by int64-emulation (and
 * not also by double-emulation: one finding per construct).  The negatives
 * are 32-bit conversions (one falu operation) and 64 -> 32-bit truncation
 * (the low word).
 */
#include <stdint.h>

/* Quantised prediction error energy, accumulated in 64 bits. */
float error_energy(const int32_t *res, int n)
{
	int64_t acc = 0;
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		acc += (int64_t)res[i] * res[i];	// expect: int64-emulation
	return (float)acc;	// expect: int64-emulation note count=1
}

/* A 64-bit sum converted to double per block: double-emulation stays quiet. */
double block_mean(const int64_t *sums, int nblocks, double *out)
{
	int b;

	for (b = 0; b < nblocks; b++)
		out[b] = (double)sums[b];	// expect: int64-emulation warning // no: double-emulation: a 64-bit integer conversion is int64-emulation's
	return out[0];
}

/* Scale a float back to a 64-bit timestamp per frame. */
void stamps(int64_t *ts, const float *t, int n)
{
	int i;

	for (i = 0; i < n; i++)	// no: loop-overhead: the conversion is a routine call, which sets the pass, not the jump
		ts[i] = (int64_t)(t[i] * 90000.0f);	// expect: int64-emulation warning
}

/* 32-bit conversions are one falu operation. */
void to_float(float *y, const int32_t *x, int n)
{
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		y[i] = (float)x[i];	// no: int64-emulation: a 32-bit int to float conversion is one falu operation
}

/* Truncating a 64-bit value to 32 bits keeps the low word. */
void narrow(int32_t *y, const int64_t *x, int n)
{
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		y[i] = (int32_t)(x[i] >> 32);	// no: int64-emulation: a shift by 32 and a truncation move one word, no routine
}
