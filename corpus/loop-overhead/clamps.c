/*
 * loop-overhead, bounds from clamps: a count the function clamps before
 * the loop ('N = complexity; if (N > 10) N = 10; N = 2 * N / 3;', speex's
 * codebook search) bounds the loop: at most 6 passes, fewer than the pass
 * that unrolling would make, so no jump to share.  A clamp to a large value bounds nothing the assumption
 * does not; a value an arm may set, or one the loop writes, is no bound.
 */
#include <stdint.h>

void search_n(int32_t *restrict x, const int32_t *restrict y, int32_t complexity)
{
	int32_t N = 2;

	N = complexity;
	if (N > 10)
		N = 10;
	N = (2 * N) / 3;	// expect: divmod
	if (N < 1)
		N = 1;
	for (int32_t i = 0; i < N; i++)
		x[i] = y[i] + 1;	// no: loop-overhead: at most 6 passes (N clamped to 10, then 2N/3): fewer than an unrolled pass
}

void search_clip(int32_t *restrict x, const int32_t *restrict y, int32_t n)
{
	if (n > 4096)
		n = 4096;
	for (int32_t i = 0; i < n; i++)	// expect: loop-overhead
		x[i] = y[i] + 2;
}

void search_maybe(int32_t *restrict x, const int32_t *restrict y, int32_t n, int32_t q)
{
	if (q)
		n = 8;
	for (int32_t i = 0; i < n; i++)	// expect: loop-overhead
		x[i] = y[i] + 3;
}

void search_moved(int32_t *restrict x, const int32_t *restrict y, int32_t n)
{
	if (n > 12)
		n = 12;
	for (int32_t i = 0; i < n; i++) {	// expect: loop-overhead
		x[i] = y[i] + 4;
		n -= x[i] > 0;
	}
}

void search_low(int32_t *restrict x, const int32_t *restrict y, int32_t n)
{
	if (n > 8)
		n = 8;
	n = n - 4;
	for (int32_t i = 0; i < n; i++)
		x[i] = y[i] + 5;	// no: loop-overhead: at most 4 passes (n clamped to 8, less 4): fewer than an unrolled pass
}
