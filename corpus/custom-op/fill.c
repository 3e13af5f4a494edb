/*
 * custom-op, ALLOCD_SET: loops that clear memory one element at a time --
 * block coefficients, histograms, line buffers -- where the TM5250's
 * memset allocates each whole 64-byte line with ALLOCD_SET, one operation
 * per line.  The negatives are fills that are not a plain zeroing of
 * consecutive memory: other values, strides, other work in the loop.
 */
#include <stdint.h>

struct pt { int x, y; };

void clear_words(int32_t *a, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		a[i] = 0;	// expect: custom-op
}

void clear_coeffs(int16_t *blk, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		blk[i] = 0;	// expect: custom-op
}

void clear_bytes(uint8_t *buf, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		buf[i] = 0;	// expect: custom-op
}

void clear_floats(float *x, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		x[i] = 0.0f;	// expect: custom-op
}

/* Doubles and 64-bit sums (flac's autocorrelation, opus's Burg
 * coefficients): two word stores per element, sixteen per line. */
void clear_doubles(double *autoc, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		autoc[i] = 0.0;	// expect: custom-op
}

void clear_sums(int64_t *acc, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		acc[i] = 0;	// expect: custom-op
}

/* A histogram of 256 bins. */
void clear_hist(uint32_t hist[256])
{
	for (int i = 0; i < 256; i++)	// expect: loop-overhead
		hist[i] = 0;	// expect: custom-op
}

/* The rows of a PAL frame, the inner loop a row. */
void clear_frame(uint8_t *frame, int w, int h)
{
	for (int y = 0; y < h; y++)
		for (int x = 0; x < w; x++)	// expect: loop-overhead
			frame[y * 720 + x] = 0;	// expect: custom-op
}

void clear_backwards(int32_t *a, int n)
{
	for (int i = n - 1; i >= 0; i--)	// expect: loop-overhead
		a[i] = 0;	// expect: custom-op
}

void clear_tail(int32_t *a, int from, int n)
{
	for (int i = from; i < n; i++)	// expect: loop-overhead
		a[i] = 0;	// expect: custom-op
}

void clear_offset(int32_t *a, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		a[i + 8] = 0;	// expect: custom-op
}

void fill_ones(int32_t *a, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		a[i] = 1;	// no: custom-op: fills with 1; what ALLOCD_SET fills with besides zero is not known
}

void clear_even(int32_t *a, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		a[2 * i] = 0;	// no: custom-op: every other element: the lines keep the odd ones
}

void clear_and_sum(int32_t *a, int32_t *s, int n)
{
	for (int i = 0; i < n; i++) {
		s[0] += a[i];	// expect: dependency-chain
		a[i] = 0;	// no: custom-op: the loop also reads the elements it clears
	}
}

void clear_x(struct pt *p, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		p[i].x = 0;	// no: custom-op: one field of each structure, not consecutive memory
}

void clear_device(volatile uint32_t *fifo, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		fifo[i] = 0;	// no: custom-op: a volatile device buffer, written word by word by contract
}

void clear_quad(int32_t q[4])
{
	for (int i = 0; i < 4; i++)
		q[i] = 0;	// no: custom-op: 16 bytes, less than a cache line
}

void clear_neg_zero(float *x, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		x[i] = -0.0f;	// no: custom-op: -0.0 is not all-zero bits
}

/* The unused subbands of a 32-subband row (twolame's bit allocation,
 * 'for (sb = sblimit; sb < SBLIMIT; sb++)'): from where other code
 * stopped to the row's end, 2 to 5 words in practice.  A row of at most
 * four lines has too short a tail to allocate lines for; a long row's
 * tail may be long. */
void clear_unused_subbands(uint32_t bit_alloc[2][32], int nch, int sblimit)
{
	for (int ch = 0; ch < nch; ch++)
		for (int sb = sblimit; sb < 32; sb++)	// no: loop-overhead: a tail of a 32-word row (2 to 5 passes in practice): an unrolled pass of 16 most often never runs
			bit_alloc[ch][sb] = 0;	// no: custom-op: the tail of a 32-word row, most often shorter than a line
}

void clear_long_tail(int32_t *a, int from)
{
	for (int i = from; i < 4096; i++)	// expect: loop-overhead
		a[i] = 0;	// expect: custom-op
}

/* A filter memory of 'order' floats (speex's 'for (i = 0; i < p; i++)
 * mm[i] = 0', p = 10 at every call a profile saw): the measured or
 * declared average, 40 bytes, is less than a line.  The same loop with a
 * long declared average is a fill. */
void clear_filter_mem(float *mm, int order)
{
	for (int i = 0; i < order; i++)	// tmopt: trip 10 // expect: loop-overhead
		mm[i] = 0;	// no: custom-op: 10 floats (the declared average), 40 bytes: less than a line
}

void clear_history(float *h, int len)
{
	for (int i = 0; i < len; i++)	// tmopt: trip 480 // expect: loop-overhead
		h[i] = 0;	// expect: custom-op
}

/* From stop 44, a fill over the channels as its bound's name counts them
 * (2), or over the channels and a few more ('ch + vi->coupling_steps',
 * vorbis's accumulators: 3 for stereo), is less than a line: no fill.  A
 * filter's order (8 typical, up to 32) and a frame's length (2048) keep
 * the finding. */
struct couple { int coupling_steps; int blocksize; };

void clear_accumulators(float *acc, int ch, const struct couple *vi)
{
	for (int i = 0; i < ch + vi->coupling_steps; i++)	// expect: loop-overhead
		acc[i] = 0.f;	// no: custom-op: the channels and the coupling steps, 3 floats for stereo: less than a line
	for (int i = 0; i < ch; i++)	// expect: loop-overhead
		acc[i] = 0.f;	// no: custom-op: a loop over the channels, 2 floats
}

void clear_taps(float *mem, int order)
{
	for (int i = 0; i < order; i++)	// expect: loop-overhead
		mem[i] = 0;	// expect: custom-op
}

void clear_block(float *x, const struct couple *vi)
{
	for (int i = 0; i < vi->blocksize; i++)	// expect: loop-overhead
		x[i] = 0;	// expect: custom-op
}

/* A channel count plus a parameter, or a pointer named 'ch' plus a length,
 * is no count of channels: the fill stands. */
void clear_hist_n(float *hist, int ch, int n)
{
	for (int i = 0; i < ch + n; i++)	// expect: loop-overhead
		hist[i] = 0.f;	// expect: custom-op
}
