/*
 * custom-op, ICLIPI and UCLIPI: clipping to [0, 2^k - 1] or [-2^k, 2^k - 1]
 * written as two comparisons -- pixel saturation after an IDCT or a
 * colour conversion, sample saturation after a filter -- which one UCLIPI
 * or ICLIPI does.  On the TM3260, whose two load/store units leave the
 * comparisons as the bound.  The negatives are clips these operations do
 * not do: other ranges, one side only, a different variable.
 */
// tmopt-args: --target tm3260
#include <stdint.h>

void clip_pixels(int *v, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		int t = v[i];
		v[i] = t < 0 ? 0 : t > 255 ? 255 : t;	// expect: custom-op
	}
}

void clip_pixels_hi_first(int *v, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		int t = v[i];
		v[i] = t > 255 ? 255 : t < 0 ? 0 : t;	// expect: custom-op
	}
}

void clip_s8(int *v, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		int t = v[i];
		v[i] = t < -128 ? -128 : t > 127 ? 127 : t;	// expect: custom-op
	}
}

void saturate16(int32_t *v, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		int32_t t = v[i];
		v[i] = t > 32767 ? 32767 : t < -32768 ? -32768 : t;	// expect: custom-op
	}
}

void clip10(int *v, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		int t = v[i];
		v[i] = t < 0 ? 0 : t > 1023 ? 1023 : t;	// expect: custom-op
	}
}

void clip_le(int *v, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		int t = v[i];
		v[i] = t <= 0 ? 0 : t >= 255 ? 255 : t;	// expect: custom-op
	}
}

/* IDCT output to pixels. */
void idct_out(uint8_t *restrict d, const int16_t *restrict blk, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		int t = (blk[i] + 32) >> 6;
		d[i] = (uint8_t)(t < 0 ? 0 : t > 255 ? 255 : t);	// expect: custom-op
	}
}

/* Residual added to a prediction. */
void recon(uint8_t *restrict d, const uint8_t *restrict pred, const int16_t *restrict res, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		int t = pred[i] + res[i];
		d[i] = (uint8_t)(t > 255 ? 255 : t < 0 ? 0 : t);	// expect: custom-op
	}
}

void clip12s(int *v, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		int t = v[i];
		v[i] = t < -2048 ? -2048 : t > 2047 ? 2047 : t;	// expect: custom-op
	}
}

void clip_video_range(int *v, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		int t = v[i];
		v[i] = t < 16 ? 16 : t > 235 ? 235 : t;	// no: custom-op: [16, 235] is not [0, 2^k - 1]
	}
}

void clip_200(int *v, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		int t = v[i];
		v[i] = t < 0 ? 0 : t > 200 ? 200 : t;	// no: custom-op: 200 is not 2^k - 1
	}
}

void clip_sym100(int *v, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		int t = v[i];
		v[i] = t < -100 ? -100 : t > 100 ? 100 : t;	// no: custom-op: [-100, 100] is not [-2^k, 2^k - 1]
	}
}

void clip_hi_only(int *v, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		int t = v[i];
		v[i] = t > 255 ? 255 : t;	// no: custom-op: one bound, a minimum the compiler already guards
	}
}

void clip_other_var(int *v, const int *u, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		int t = v[i], s = u[i];
		v[i] = s < 0 ? 0 : t > 255 ? 255 : t;	// no: custom-op: the first test is on another variable
	}
}

void clip_wrong_arm(int *v, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		int t = v[i];
		v[i] = t < 0 ? 1 : t > 255 ? 255 : t;	// no: custom-op: below zero gives 1, not the bound
	}
}

int clip_once(int t)
{
	return t < 0 ? 0 : t > 255 ? 255 : t;	// no: custom-op: straight-line code, one clip per call
}

void clip_wrong_way(int *v, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		int t = v[i];
		v[i] = t > 0 ? 0 : t > 255 ? 255 : t;	// no: custom-op: above zero gives 0: not a clip, UCLIPI would change the result
	}
}

/* vorbis's floor1_fit: the clip in a loop that calls a function on every
 * pass; the call binds the loop, which the clip's single operation leaves
 * as slow (50 -> 50 cycles), unrolled or not. */
void render(int x0, int x1, int y0, int y1, int *d);

void floor_fit(const int *fit, int *out, int n)
{
	int ly = 0, lx = 0;

	for (int j = 1; j < n; j++) {
		int hy = fit[j] >> 2;
		hy = hy < 0 ? 0 : hy > 255 ? 255 : hy;	// no: custom-op: a call on every pass binds the loop, no faster with UCLIPI
		render(lx, j, ly, hy, out);
		lx = j;
		ly = hy;
	}
}
