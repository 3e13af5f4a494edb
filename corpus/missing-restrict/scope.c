/*
 * missing-restrict, where the rule does not look: code that is not a
 * software-pipelined loop (straight-line code, outer loops, loops with a
 * call), where the memory recurrence does not decide the speed.
 */
#include <stdint.h>

extern float shape(float x);

/* Straight-line code: runs once, nothing to pipeline. */
void set_pair(float *out, const float *in)
{
	out[0] = in[0] * 0.5f;	// no: missing-restrict: straight-line code, not a loop
	out[1] = in[1] * 0.5f;	// no: missing-restrict: straight-line code, not a loop
}

/* A call in the loop: not software-pipelined at all. */
void waveshape(float *out, const float *in, int n)
{
	int i;

	for (i = 0; i < n; i++)
		out[i] = shape(in[i]);	// no: missing-restrict: the loop calls a function and is not pipelined
}

/* The outer loop's store: only innermost loops are pipelined; the inner
 * loop is reported. */
void rows(int16_t *dst, const int16_t *src, int w, int h)
{
	int x, y;

	for (y = 0; y < h; y++) {
		dst[y * w] = src[y * w];	// no: missing-restrict: an outer loop, not software-pipelined
		for (x = 1; x < w; x++)
			dst[y * w + x] = (int16_t)(src[y * w + x] - src[y * w + x - 1]);	// expect: missing-restrict
	}
}
