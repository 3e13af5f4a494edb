/*
 * missed-guard, clipping and saturation: the clamp of a pixel or a sample
 * written as an `if` inside a loop.  Each one is a compare and a
 * conditional jump (about 10 cycles on TM5250 with its 8-cycle branch
 * latency) and it cuts the loop body into blocks the software pipeliner
 * cannot overlap.  TCS's if-conversion only handles simple decision trees;
 * the branch-free forms are `?:` (a mux), imin/imax or iclipi/uclipi, which
 * are not reported.
 */
#include <stdint.h>

/* IDCT output to pixels: clip to 0..255 with two ifs. */
void put_pixels(uint8_t *dst, const int16_t *blk, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		int v = blk[i] + 128;

		if (v < 0)	// expect: missed-guard
			v = 0;
		if (v > 255)	// expect: missed-guard
			v = 255;
		dst[i] = (uint8_t)v;
	}
}

/* The same clip as an else-if chain: each `if` is a branch of its own. */
void put_pixels_elif(uint8_t *dst, const int16_t *blk, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		int v = blk[i] + 128;

		if (v < 0)	// expect: missed-guard
			v = 0;
		else if (v > 255)	// expect: missed-guard
			v = 255;
		dst[i] = (uint8_t)v;
	}
}

/* The same clip branch-free: two conditional expressions become mux operations. */
void put_pixels_mux(uint8_t *dst, const int16_t *blk, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		int v = blk[i] + 128;

		v = v < 0 ? 0 : v;	// no: missed-guard: a conditional expression is already a select
		dst[i] = (uint8_t)(v > 255 ? 255 : v);	// no: missed-guard: a conditional expression is already a select // expect: missing-restrict
	}
}

/* Gain on PCM with saturation to 16 bits. */
void apply_gain_sat(int16_t *x, int n, int32_t g_q12)
{
	int i;

	for (i = 0; i < n; i++) {
		int32_t s = (x[i] * g_q12) >> 12;

		if (s > 32767)	// expect: missed-guard
			s = 32767;
		if (s < -32768)	// expect: missed-guard
			s = -32768;
		x[i] = (int16_t)s;
	}
}

/* In-place clamp of residuals: the stored element is the one tested, so the store may be guarded. */
void clamp_residual(int16_t *r, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (r[i] > 255)	// expect: missed-guard
			r[i] = 255;
}

/* Float limiter before conversion. */
void limit_f(float *y, const float *x, int n, float g)
{
	int i;

	for (i = 0; i < n; i++) {
		float s = x[i] * g;

		if (s > 1.0f)	// expect: missed-guard
			s = 1.0f;
		y[i] = s;
	}
}

/* Clamp of a whole picture's parameters outside any loop: executed once. */
int clamp_qp(int qp)
{
	if (qp < 0)	// no: missed-guard: not inside a loop, executed once per call
		qp = 0;
	if (qp > 51)	// no: missed-guard: not inside a loop, executed once per call
		qp = 51;
	return qp;
}

/* Soft-knee compressor: above the knee the excess is scaled, a long arm
 * that is cheaper to jump over than to execute for every sample. */
void soft_knee(int32_t *y, const int32_t *x, int n, int32_t knee, int32_t ratio_q8)
{
	int i;

	for (i = 0; i < n; i++) {
		int32_t s = x[i];

		if (s > knee)	// no: missed-guard: the arm has more than 6 operations
			s = knee + (((s - knee) * ratio_q8) >> 8) + ((s - knee) >> 4) - (s >> 6);
		y[i] = s;	// expect: missing-restrict
	}
}
