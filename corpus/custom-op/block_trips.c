/*
 * custom-op, trip counts of block loops (libtheora, openjpeg2): the count of
 * a finding is the product of the trip counts around it, so the loop idioms
 * of image code must be counted as a compiler would.
 *  - 'for (i = 8; i-- > 0;)': the condition steps the variable; 8 rows
 *    (libtheora's oc_enc_frag_sad_c, its fragment copies and reconstructions);
 *  - 'for (pi = 0; pi < 64; pi++, mask >>= 1)': a comma increment whose
 *    first part steps the variable (libtheora's border-masked SSD);
 *  - 'for (; c < 8; c++)' on an unsigned counter left by an earlier loop:
 *    at most 8 (openjpeg2's zero fill of a partial column group).
 * The contrasts keep an assumed count: a signed counter with no start may
 * begin below zero, and a condition that steps a variable the increment
 * steps too has no one step.
 */
#include <stdint.h>
#include <stdlib.h>

/* oc_enc_frag_sad_c: 8 rows of 8 bytes, 64 absolute differences. */
unsigned frag_sad(const unsigned char *src, const unsigned char *ref, int ystride)
{
	unsigned sad = 0;
	int i;

	for (i = 8; i-- > 0;) {
		int j;
		for (j = 0; j < 8; j++)
			sad += abs(src[j] - ref[j]);	// expect: custom-op count=64 basis=constant
		src += ystride;
		ref += ystride;
	}
	return sad;
}

/* The same with the row step in the increment: still 8 rows. */
unsigned frag_sad_inc(const unsigned char *src, const unsigned char *ref, int ystride)
{
	unsigned sad = 0;
	int i;

	for (i = 8; i-- > 0; src += ystride, ref += ystride) {
		int j;
		for (j = 0; j < 8; j++)
			sad += abs(src[j] - ref[j]);	// expect: custom-op count=64 basis=constant
	}
	return sad;
}

/* The pre-decrement tests start - 1 first: 7 rows. */
unsigned frag_sad7(const unsigned char *src, const unsigned char *ref, int ystride)
{
	unsigned sad = 0;
	int i;

	for (i = 8; --i > 0;) {
		int j;
		for (j = 0; j < 8; j++)
			sad += abs(src[j] - ref[j]);	// expect: custom-op count=56 basis=constant
		src += ystride;
		ref += ystride;
	}
	return sad;
}

/* oc_enc_block_transform_quantize: the SSD of a border block, one mask
 * bit per coefficient (a 64-bit mask, as there), 64 iterations. */
int border_ssd(const int16_t *data, uint64_t mask)
{
	int ssd = 0;
	int pi;

	for (pi = 0; pi < 64; pi++, mask >>= 1)	// expect: loop-overhead count=64 basis=constant, int64-emulation count=64 basis=constant
		if (mask & 1)
			ssd += data[pi] * data[pi];	// expect: custom-op count=64 basis=constant
	return ssd;
}

/* opj_dwt_fetch_cols_vertical_pass: the columns past 'cols' of a group
 * of 8 are zeroed, at most 8 per row (the rows: 10, a loop around
 * an unknown loop). */
void fetch_cols(int32_t *tmp, const int32_t *array, uint32_t height,
		uint32_t cols, uint32_t stride)
{
	uint32_t k;

	for (k = 0; k < height; ++k) {
		uint32_t c;
		for (c = 0; c < cols; c++)
			tmp[8 * k + c] = array[c + k * stride];	// expect: missing-restrict
		for (; c < 8; c++)	// no: loop-overhead: at most 8 trips, the tail of a group, fewer than an unrolled pass
			tmp[8 * k + c] = 0;	// no: custom-op: at most 8 words, less than a cache line to allocate
	}
}

/* A signed counter with no start: it may begin anywhere below 8. */
void fill_signed(int32_t *tmp, int c)
{
	for (; c < 8; c++)	// expect: loop-overhead count=100 basis=assumed
		tmp[c] = 0;	// no: custom-op: the tail of an 8-word row from where the caller stopped, most often shorter than a line
}

/* Stepped in the condition and the increment: no one step. */
void fill_twice(int32_t *tmp)
{
	int i;

	for (i = 64; i-- > 0; i--)
		tmp[i] = 0;	// expect: custom-op count=100 basis=assumed
}
