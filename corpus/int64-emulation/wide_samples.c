/*
 * int64-emulation, arms for samples wider than 24 bits: a test of a
 * sample's width ('subframe_bps', 'bps', 'bits_per_sample') against a
 * constant, alone or plus a constant or a filter's order, whose one arm
 * only samples of more than 24 bits take.  flac's encoder keeps the side
 * channel of 32-bit stereo in 64-bit integers ('if (subframe_bps <= 32)
 * ... else' the 33-bit residual) and its fixed predictors widen to 64
 * bits when 'subframe_bps + order > 32' (29 bits and more at orders up
 * to 4): usual audio has 16 or 24 bits, the precision reviews judged
 * these paths unreachable with usual input, and the profiles never ran
 * them.  Their findings are set-up notes, and so are those of functions
 * that only such arms call.  Not such an arm: one 24-bit input takes
 * ('bps + ilog2(n) < 32' with a block's length, 'bps > 16'), nor a
 * bit rate ('bitrate_bps'), nor a compound condition.
 */
#include <stdint.h>

/* only the wide arm calls it: its findings are notes too */
static void residual_33bit(int64_t *restrict r, const int64_t *restrict x, uint32_t n, int64_t q)
{
	for (uint32_t i = 0; i < n; i++)
		r[i] = x[i] / q;	// expect: int64-emulation note
}

void residual(int32_t *restrict r, const int32_t *restrict x, int64_t *restrict r64,
	      const int64_t *restrict x64, uint32_t n, uint32_t subframe_bps, int64_t q)
{
	if (subframe_bps <= 32) {
		r[0] = x[0] + 1;
	} else {
		for (uint32_t i = 0; i < n; i++)
			r64[i] = x64[i] / q;	// expect: int64-emulation note
		residual_33bit(r64, x64, n, q);
		/* what the 33-bit paths also do that costs no routine */
		r64[0] = (int64_t)x[0] * x[1];	// no: int64-emulation: widening 32x32 multiply is imul + imulm
		r[1] = (int32_t)(x64[0] >> 32);	// no: int64-emulation: a shift by 32 and a truncation move one word
		r64[1] = x64[1] ^ x64[2];	// no: int64-emulation: 64-bit XOR is two 32-bit xors
		r64[2] = x64[2] | x64[3];	// no: int64-emulation: 64-bit OR is two 32-bit ors
		r[2] = x64[3] < 0;	// no: int64-emulation: a sign test reads the high word alone
		r[3] = x64[4] != 0;	// no: int64-emulation: a zero test ORs the two words
	}
}

/* a fixed predictor's order (at most 4; a named order counts 8): the
 * sum exceeds 32 only from 25 bits on */
void fixed(int32_t *restrict r, const int32_t *restrict x, int64_t *restrict r64,
	   uint32_t n, uint32_t bps, uint32_t order, int64_t q)
{
	if (bps + order <= 32)
		r[0] = x[0] - x[1];
	else
		for (uint32_t i = 0; i < n; i++)
			r64[i] = (int64_t)x[i] / q;	// expect: int64-emulation note
	if (32 > bps)	/* the constant on the left: the same test */
		r[0] = x[0];
	else
		r64[0] = r64[1] / q;	// expect: int64-emulation note
	if (bps >= 28)
		r64[1] = r64[2] / q;	// expect: int64-emulation note
}

/* arms that 16- or 24-bit input takes: warnings as ever */
unsigned ilog2(uint32_t v);

/* rates, not widths: bytes per second ('Bps'), a link's 'mbps' */
void rates(int64_t *restrict r64, uint32_t n, uint32_t Bps, uint32_t link_mbps, int64_t q)
{
	if (Bps > 32)
		for (uint32_t i = 0; i < n; i++)
			r64[i] = r64[i + 1] / q;	// expect: int64-emulation warning
	if (link_mbps >= 100)
		for (uint32_t i = 0; i < n; i++)
			r64[i] = r64[i + 2] / q;	// expect: int64-emulation warning
	r64[0] = r64[1] ^ r64[2];	// no: int64-emulation: 64-bit XOR is two 32-bit xors
	r64[1] = r64[2] & r64[3];	// no: int64-emulation: 64-bit AND is two 32-bit ands
	r64[2] = r64[3] | r64[4];	// no: int64-emulation: 64-bit OR is two 32-bit ors
}

void usual(int32_t *restrict r, const int32_t *restrict x, int64_t *restrict r64,
	   uint32_t n, uint32_t bps, uint32_t bitrate_bps, int64_t q, uint32_t channel)
{
	if (bps + ilog2(n * 17) < 32)	/* 24 + 16 bits: the else arm at 24 */
		r[0] = x[0];
	else
		for (uint32_t i = 0; i < n; i++)
			r64[i] = r64[i + 1] / q;	// expect: int64-emulation warning // no: divmod: a 64-bit divide is int64-emulation's
	if (bps > 16)
		for (uint32_t i = 0; i < n; i++)
			r64[i] = r64[i + 2] / q;	// expect: int64-emulation warning
	if (bitrate_bps <= 32)	/* a rate, not a width */
		r[1] = x[1];
	else
		for (uint32_t i = 0; i < n; i++)
			r64[i] = r64[i + 3] / q;	// expect: int64-emulation warning
	if (bitrate_bps > 64000)	/* above 64: no width */
		for (uint32_t i = 0; i < n; i++)
			r64[i] = r64[i + 5] / q;	// expect: int64-emulation warning
	if (bps < 32 || channel == 0)	/* compound: not taken apart */
		r[2] = x[2];
	else
		for (uint32_t i = 0; i < n; i++)
			r64[i] = r64[i + 4] / q;	// expect: int64-emulation warning
}
