/*
 * custom-op, SWAPBYTES: the byte swap of a 32-bit word written as four
 * shifts, two masks and three ors -- network and big-endian stream order in
 * demultiplexers and bit readers -- which one SWAPBYTES does.  The
 * negatives are other permutations: rotations, halfword swaps, three terms.
 */
#include <stdint.h>

void swap_words(uint32_t *v, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		uint32_t w = v[i];
		v[i] = (w << 24) | ((w << 8) & 0xff0000) | ((w >> 8) & 0xff00) | (w >> 24);	// expect: custom-op
	}
}

void swap_masks_first(uint32_t *v, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		uint32_t w = v[i];
		v[i] = ((w & 0xff00) << 8) | ((w & 0xff0000) >> 8) | (w << 24) | (w >> 24);	// expect: custom-op
	}
}

void swap_reordered(uint32_t *v, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		uint32_t w = v[i];
		v[i] = (w >> 24) | ((w >> 8) & 0xff00) | ((w << 8) & 0xff0000) | (w << 24);	// expect: custom-op
	}
}

void swap_masked_ends(uint32_t *v, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		uint32_t w = v[i];
		v[i] = ((w & 0xff) << 24) | ((w & 0xff00) << 8) | ((w >> 8) & 0xff00) | ((w >> 24) & 0xff);	// expect: custom-op
	}
}

/* Big-endian words of a transport stream into host order. */
void be32_to_host(uint32_t *restrict d, const uint32_t *restrict s, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		uint32_t x = s[i];
		d[i] = (x >> 24) | ((x >> 8) & 0xff00) | ((x << 8) & 0xff0000) | (x << 24);	// expect: custom-op
	}
}

/* Checksum over byte-swapped words. */
uint32_t sum_be(const uint32_t *s, int n)
{
	uint32_t t = 0;
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		uint32_t x = s[i];
		t += (x << 24) | ((x << 8) & 0xff0000) | ((x >> 8) & 0xff00) | (x >> 24);	// expect: custom-op
	}
	return t;
}

void swap_grouped(uint32_t *v, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		uint32_t w = v[i];
		v[i] = ((w << 24) | (w >> 24)) | (((w << 8) & 0xff0000) | ((w >> 8) & 0xff00));	// expect: custom-op
	}
}

void swap_signed(int32_t *v, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		uint32_t w = (uint32_t)v[i];
		v[i] = (int32_t)((w << 24) | ((w << 8) & 0xff0000) | ((w >> 8) & 0xff00) | (w >> 24));	// expect: custom-op
	}
}

void rotate8(uint32_t *v, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		uint32_t w = v[i];
		v[i] = (w << 8) | (w >> 24);	// no: custom-op: a rotation, two terms
	}
}

void swap_halves(uint32_t *v, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		uint32_t w = v[i];
		v[i] = (w << 16) | (w >> 16);	// no: custom-op: a halfword swap, not a byte swap
	}
}

void swap16(uint16_t *v, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		uint16_t h = v[i];
		v[i] = (uint16_t)((h << 8) | (h >> 8));	// no: custom-op: two bytes, a shift pair
	}
}

void three_terms(uint32_t *v, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		uint32_t w = v[i];
		v[i] = (w << 24) | ((w << 8) & 0xff0000) | ((w >> 8) & 0xff00);	// no: custom-op: three terms, the top byte is dropped
	}
}

void two_words(uint32_t *restrict v, const uint32_t *restrict u, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		uint32_t a = v[i], b = u[i];
		v[i] = (a << 24) | ((a << 8) & 0xff0000) | ((b >> 8) & 0xff00) | (b >> 24);	// no: custom-op: bytes of two different words
	}
}

void shifts_16(uint32_t *v, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		uint32_t w = v[i];
		v[i] = (w << 24) | ((w << 16) & 0xff0000) | ((w >> 16) & 0xff00) | (w >> 24);	// no: custom-op: middle bytes move by 16, not a byte swap
	}
}

uint32_t swap_once(uint32_t w)
{
	return (w << 24) | ((w << 8) & 0xff0000) | ((w >> 8) & 0xff00) | (w >> 24);	// no: custom-op: straight-line code, one swap per call
}

void wrong_mask(uint32_t *v, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		uint32_t w = v[i];
		v[i] = (w << 24) | ((w << 8) & 0xff) | ((w >> 8) & 0xff00) | (w >> 24);	// no: custom-op: the second mask keeps bits the shift cleared, not a byte swap
	}
}
