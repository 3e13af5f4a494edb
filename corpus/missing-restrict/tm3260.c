/*
 * missing-restrict on the TM3260 (PNX1500): load and store latencies are 3
 * instead of 5, so the memory recurrence is shorter (a copy: 6 cycles per
 * element instead of 10) but still several times the II of the loop with
 * restrict.  A restrict local pointer counts like a restrict parameter.
 */
// tmopt-args: --target tm3260
#include <stdint.h>

/* Copy with a clip-free scale: ld 3 -> imul 3 -> asr 1 -> st 3. */
void scale_q8(int32_t *dst, const int32_t *src, int32_t k, int n)
{
	int i;

	for (i = 0; i < n; i++)
		dst[i] = (src[i] * k) >> 8;	// expect: missing-restrict
}

/* Plain copy of 16-bit samples. */
void copy16(uint16_t *dst, const uint16_t *src, int n)
{
	int i;

	for (i = 0; i < n; i++)
		dst[i] = src[i];	// expect: missing-restrict
}

/* Difference of two frames into a residual. */
void residual(int16_t *res, const int16_t *cur, const int16_t *ref, int n)
{
	int i;

	for (i = 0; i < n; i++)
		res[i] = (int16_t)(cur[i] - ref[i]);	// expect: missing-restrict
}

/* Float crossfade. */
void crossfade(float *out, const float *a, const float *b, float t, int n)
{
	int i;

	for (i = 0; i < n; i++)
		out[i] = a[i] + t * (b[i] - a[i]);	// expect: missing-restrict
}

/* The output taken through a restrict local pointer. */
void copy16_local_r(uint16_t *dst, const uint16_t *src, int n)
{
	uint16_t *restrict d = dst;
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		d[i] = src[i];	// no: missing-restrict: 'd' is restrict, so its stores cannot change '*src'
}
