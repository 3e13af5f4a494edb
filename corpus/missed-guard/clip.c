/*
 * missed-guard, clipping and saturation: the clamp of a pixel or a sample
 * written as an `if` inside a loop.  TCS if-converts such decision trees of
 * operations into guarded operations by itself (the TM5250 deck's own
 * example), so none of them is reported: the rule is about what stops the
 * conversion.  (A clip to [0, 2^k - 1] written as `?:` is custom-op's.)
 */
#include <stdint.h>

/* IDCT output to pixels: clip to 0..255 with two ifs. */
void put_pixels(uint8_t *dst, const int16_t *blk, int n)
{
	int i;

	for (i = 0; i < n; i++) {	// no: loop-overhead: the stores may alias the loads, so the clip's guarded moves make a recurrence longer than the jump (missing-restrict prices it)
		int v = blk[i] + 128;

		if (v < 0)	// no: missed-guard: a short branch of operations, which TCS if-converts into guarded operations itself
			v = 0;
		if (v > 255)	// no: missed-guard: a short branch of operations, which TCS if-converts into guarded operations itself
			v = 255;
		dst[i] = (uint8_t)v;	// expect: missing-restrict
	}
}

/* The same clip as an else-if chain: each `if` is a branch of its own. */
void put_pixels_elif(uint8_t *dst, const int16_t *blk, int n)
{
	int i;

	for (i = 0; i < n; i++) {	// no: loop-overhead: the stores may alias the loads, so the clip's guarded moves make a recurrence longer than the jump (missing-restrict prices it)
		int v = blk[i] + 128;

		if (v < 0)	// no: missed-guard: a short branch of operations, which TCS if-converts into guarded operations itself
			v = 0;
		else if (v > 255)	// no: missed-guard: a short branch of operations, which TCS if-converts into guarded operations itself
			v = 255;
		dst[i] = (uint8_t)v;	// expect: missing-restrict
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

	for (i = 0; i < n; i++) {	// expect: loop-overhead
		int32_t s = (x[i] * g_q12) >> 12;

		if (s > 32767)	// no: missed-guard: a short branch of operations, which TCS if-converts into guarded operations itself
			s = 32767;
		if (s < -32768)	// no: missed-guard: a short branch of operations, which TCS if-converts into guarded operations itself
			s = -32768;
		x[i] = (int16_t)s;
	}
}

/* In-place clamp of residuals: the stored element is the one tested, so the store may be guarded. */
void clamp_residual(int16_t *r, int n)
{
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		if (r[i] > 255)	// no: missed-guard: a short branch of operations, which TCS if-converts into guarded operations itself
			r[i] = 255;
}

/* Float limiter before conversion. */
void limit_f(float *y, const float *x, int n, float g)
{
	int i;

	for (i = 0; i < n; i++) {	// no: loop-overhead: the stores may alias the loads, so the clip's guarded moves make a recurrence longer than the jump (missing-restrict prices it)
		float s = x[i] * g;

		if (s > 1.0f)	// no: missed-guard: a short branch of operations, which TCS if-converts into guarded operations itself
			s = 1.0f;
		y[i] = s;	// expect: missing-restrict
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

		if (s > knee)	// no: missed-guard: a long arm of operations is still guarded, with no call, loop, exit or volatile access
			s = knee + (((s - knee) * ratio_q8) >> 8) + ((s - knee) >> 4) - (s >> 6);
		y[i] = s;	// expect: missing-restrict
	}
}
