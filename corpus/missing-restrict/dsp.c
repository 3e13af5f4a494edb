/*
 * missing-restrict, audio and filter loops: an output buffer written
 * while one or more input buffers of the same element type are read, all
 * passed as plain pointers.  The compiler must assume that out[i] may be
 * in[i + 1], so the next iteration's loads wait for this one's store: a
 * memory recurrence of load, arithmetic and store latency (16 cycles per
 * sample for a float gain on TM5250, against 2 with 'restrict').  Buffers
 * already declared restrict, element types that cannot alias (float and
 * int16_t) and in-place loops through one pointer are not reported.
 */
#include <stdint.h>

/* Gain stage: the textbook case. */
void apply_gain(float *out, const float *in, float g, int n)
{
	int i;

	for (i = 0; i < n; i++)
		out[i] = in[i] * g;	// expect: missing-restrict
}

/* The same with restrict: loads run ahead, II 2. */
void apply_gain_r(float *restrict out, const float *restrict in, float g, int n)
{
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		out[i] = in[i] * g;	// no: missing-restrict: both parameters are restrict
}

/* Only the output is restrict: a store through it cannot change what any
 * other pointer reads. */
void apply_gain_out_r(float *restrict out, const float *in, float g, int n)
{
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		out[i] = in[i] * g;	// no: missing-restrict: 'out' is restrict, so no store through it changes '*in'
}

/* GNU spelling of the qualifier. */
void mix_gnu(float *__restrict out, const float *__restrict a, const float *__restrict b, int n)
{
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		out[i] = a[i] + b[i];	// no: missing-restrict: '__restrict' is restrict
}

/* Two-input mix: both inputs may alias the output. */
void mix(float *out, const float *a, const float *b, int n)
{
	int i;

	for (i = 0; i < n; i++)
		out[i] = 0.5f * (a[i] + b[i]);	// expect: missing-restrict
}

/* Array-syntax parameters are pointers too. */
void mix_arrays(int32_t out[], const int32_t a[], const int32_t b[], int n)
{
	int i;

	for (i = 0; i < n; i++)
		out[i] = (a[i] + b[i]) >> 1;	// expect: missing-restrict
}

/* Array-syntax with the qualifier inside the brackets. */
void mix_arrays_r(int32_t out[restrict], const int32_t a[restrict], const int32_t b[restrict], int n)
{
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		out[i] = (a[i] + b[i]) >> 1;	// no: missing-restrict: 'out[restrict]' is a restrict pointer
}

/* Three-tap fixed-point FIR, Q15. */
void fir3_q15(int16_t *y, const int16_t *x, int16_t c0, int16_t c1, int16_t c2, int n)
{
	int i;

	for (i = 0; i < n; i++)
		y[i] = (int16_t)((x[i] * c0 + x[i + 1] * c1 + x[i + 2] * c2) >> 15);	// expect: missing-restrict
}

/* Accumulating into the output: out[i] is read and written, in[i] read. */
void mac_into(float *out, const float *in, float g, int n)
{
	int i;

	for (i = 0; i < n; i++)
		out[i] += in[i] * g;	// expect: missing-restrict
}

/* Int16 samples to float: a float store cannot change an int16_t. */
void s16_to_float(float *out, const int16_t *in, int n)
{
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		out[i] = (float)in[i] * (1.0f / 32768.0f);	// no: missing-restrict: float and int16_t cannot alias (effective types)
}

/* Int16 to int32 widening: different types again. */
void widen(int32_t *out, const int16_t *in, int n)
{
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		out[i] = in[i] << 8;	// no: missing-restrict: an int32_t store cannot change an int16_t
}

/* In place: one pointer, the compiler sees x[i + 1] is not x[i]. */
void scale_in_place(float *x, float g, int n)
{
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		x[i] = x[i] * g;	// no: missing-restrict: loads and stores through the same pointer only
}

/* A first-order IIR through the output: y[i - 1] is read back, a
 * recurrence that restrict would not remove. */
void iir_out(float *y, const float *x, float a, int n)
{
	int i;

	for (i = 1; i < n; i++)
		y[i] = x[i] + a * y[i - 1];	// no: missing-restrict: the recurrence through y[i - 1] stays with restrict	// expect: dependency-chain
}

/* Stereo split: two outputs, one finding for the loop at its first store. */
void split(int16_t *l, int16_t *r, const int16_t *pcm, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		l[i] = pcm[2 * i];	// expect: missing-restrict
		r[i] = pcm[2 * i + 1];	// no: missing-restrict: one finding per loop, at its first store
	}
}
