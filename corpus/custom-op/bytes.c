/*
 * custom-op, values assembled from bytes: a 16- or 32-bit little- or
 * big-endian value read as 2 or 4 byte loads, shifts and ors -- bitstream
 * and container parsers, PCM unpacking -- which the TM5250 reads with one
 * non-aligned load (and a SWAPBYTES for a big-endian word).  The negatives
 * are not one value of consecutive bytes.
 */
#include <stdint.h>

void pcm16le(int16_t *restrict d, const uint8_t *restrict p, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		d[i] = (int16_t)(p[2 * i] | (p[2 * i + 1] << 8));	// expect: custom-op
}

void pcm16be(int16_t *restrict d, const uint8_t *restrict p, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		d[i] = (int16_t)((p[2 * i] << 8) | p[2 * i + 1]);	// expect: custom-op
}

void words_le(uint32_t *restrict d, const uint8_t *restrict p, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		d[i] = p[4 * i] | ((uint32_t)p[4 * i + 1] << 8) | ((uint32_t)p[4 * i + 2] << 16) | ((uint32_t)p[4 * i + 3] << 24);	// expect: custom-op
}

void words_be(uint32_t *restrict d, const uint8_t *restrict p, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		d[i] = ((uint32_t)p[4 * i] << 24) | ((uint32_t)p[4 * i + 1] << 16) | ((uint32_t)p[4 * i + 2] << 8) | p[4 * i + 3];	// expect: custom-op
}

/* Terms in another order. */
void words_le_reordered(uint32_t *restrict d, const uint8_t *restrict p, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		d[i] = ((uint32_t)p[4 * i + 3] << 24) | ((uint32_t)p[4 * i + 2] << 16) | ((uint32_t)p[4 * i + 1] << 8) | p[4 * i];	// expect: custom-op
}

/* An add instead of an or: the bytes do not overlap. */
void pcm16le_add(int16_t *restrict d, const uint8_t *restrict p, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		d[i] = (int16_t)(p[2 * i] + (p[2 * i + 1] << 8));	// expect: custom-op
}

/* A length field inside fixed-size records. */
void record_lengths(uint16_t *restrict len, const uint8_t *restrict hdr, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		len[i] = (uint16_t)(hdr[8 * i + 4] | (hdr[8 * i + 5] << 8));	// expect: custom-op
}

/* Interleaved stereo, two values per iteration. */
void stereo(int16_t *restrict l, int16_t *restrict r, const uint8_t *restrict p, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		l[i] = (int16_t)(p[4 * i] | (p[4 * i + 1] << 8));	// expect: custom-op
		r[i] = (int16_t)(p[4 * i + 2] | (p[4 * i + 3] << 8));	// expect: custom-op
	}
}

void gap(uint16_t *restrict d, const uint8_t *restrict p, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		d[i] = (uint16_t)(p[3 * i] | (p[3 * i + 2] << 8));	// no: custom-op: bytes 0 and 2, not consecutive
}

void two_arrays(uint16_t *restrict d, const uint8_t *restrict lo, const uint8_t *restrict hi, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		d[i] = (uint16_t)(lo[i] | (hi[i] << 8));	// no: custom-op: bytes of two arrays, no single load reads them
}

void nibbles(uint8_t *restrict d, const uint8_t *restrict p, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		d[i] = (uint8_t)(p[2 * i] | (p[2 * i + 1] << 4));	// no: custom-op: a shift of 4 packs nibbles, not bytes
}

void rgb24(uint32_t *restrict d, const uint8_t *restrict p, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		d[i] = p[3 * i] | ((uint32_t)p[3 * i + 1] << 8) | ((uint32_t)p[3 * i + 2] << 16);	// no: custom-op: three bytes, no 24-bit load
}

void signed_bytes(int16_t *restrict d, const int8_t *restrict p, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		d[i] = (int16_t)(p[2 * i] | (p[2 * i + 1] << 8));	// no: custom-op: signed bytes sign-extend, the or is not a load's value
}

void wrong_shift(uint16_t *restrict d, const uint8_t *restrict p, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		d[i] = (uint16_t)(p[2 * i] | (p[2 * i + 1] << 16));	// no: custom-op: the second byte lands in bits 16-23, not after the first
}

uint16_t read16(const uint8_t *p)
{
	return (uint16_t)(p[0] | (p[1] << 8));	// no: custom-op: straight-line code, one value per call
}

void same_byte(uint16_t *restrict d, const uint8_t *restrict p, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		d[i] = (uint16_t)(p[i] | (p[i] << 8));	// no: custom-op: the same byte twice, a splat
}

/* A loop declared (or measured by a profile) at one pass per entry
 * (wavpack's read_decorr_samples, measured at one pass): no pass follows
 * another, so no loop idiom, as for the loop rules. */
int rd16_once(const unsigned char *p, int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)	// tmopt: trip 1
		s += (int16_t)(p[2 * i] + (p[2 * i + 1] << 8));	// no: custom-op: the loop makes one pass per entry
	return s;
}
