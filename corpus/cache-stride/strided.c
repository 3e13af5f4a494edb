/*
 * cache-stride, strided pointers: an index scaled by a constant walks a
 * buffer a fixed number of bytes at a time.  From 64 bytes (one L1 line)
 * on, every access is a new line and nothing of it is used again; if the
 * buffer is larger than L1 each one goes to L2 or memory.  An L2 prefetch
 * region with that stride, or a gather of the samples into a dense buffer,
 * helps.  Small strides, small buffers and indirect subscripts (which the
 * rule does not analyse) are not reported.
 */
#include <stdint.h>

/* One sample of every 256-byte block of a capture buffer (64 ints). */
int32_t probe_blocks(const int32_t *p)
{
	int32_t s = 0;
	int i;

	for (i = 0; i < 1024; i++)	// expect: loop-overhead
		s += p[i * 64];	// expect: cache-stride
	return s;
}

/* The same probe with a run-time count: how far it walks is unknown, and an
 * assumed trip count is no evidence that it leaves L1. */
int32_t probe_blocks_n(const int32_t *p, int n)
{
	int32_t s = 0;
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		s += p[i * 64];	// no: cache-stride: a run-time count and no known extent: no evidence the walk exceeds L1
	return s;
}

/* The probe over the 32 blocks of an 8 KB buffer: it fits in L1. */
int32_t probe_small(const int32_t *p)
{
	int32_t s = 0;
	int i;

	for (i = 0; i < 32; i++)	// expect: loop-overhead
		s += p[i * 64];	// no: cache-stride: 32 x 256 bytes = 8 KB fits in L1
	return s;
}

/* Decimate 16-bit audio by 32: a 64-byte stride, one line per sample. */
void decimate32(int16_t *y, const int16_t *x)
{
	int i;

	for (i = 0; i < 1000; i++)
		y[i] = x[i * 32];	// expect: cache-stride, missing-restrict
}

/* Decimate 16-bit audio by 8: 16-byte stride, four samples per line. */
void decimate8(int16_t *y, const int16_t *x)
{
	int i;

	for (i = 0; i < 1000; i++)
		y[i] = x[i * 8];	// no: cache-stride: 16-byte stride, below a line // expect: missing-restrict
}

/* Left channel of interleaved stereo PCM: a stride of exactly 4 bytes. */
void left_channel(int16_t *l, const int16_t *pcm)
{
	int i;

	for (i = 0; i < 4096; i++)
		l[i] = pcm[2 * i];	// no: cache-stride: 4-byte stride // expect: missing-restrict
}

/* Gamma table lookup: the subscript is loaded, not affine. */
void gamma_map(uint8_t *dst, const uint8_t *src, const uint8_t lut[256], const int32_t *big)
{
	int i;

	for (i = 0; i < 4096; i++)
		dst[i] = (uint8_t)(lut[src[i]] + big[src[i] * 64]);	// no: cache-stride: indirect subscripts are not analysed // expect: missing-restrict
}

/* One word of each 64-byte DMA descriptor in a 4096-entry ring. */
uint32_t ring_flags(const uint32_t *ring)
{
	uint32_t f = 0;
	int i;

	for (i = 0; i < 4096; i++)	// expect: loop-overhead
		f |= ring[i * 16 + 3];	// expect: cache-stride
	return f;
}

/* First byte of every 1 KB sector of a 4 MB stream buffer (the sector type). */
int count_sync_sectors(const uint8_t *buf)
{
	int n = 0;
	int i;

	for (i = 0; i < 4096; i++)	// expect: loop-overhead
		n += buf[i * 1024] == 0x47;	// expect: cache-stride
	return n;
}
