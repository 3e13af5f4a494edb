/*
 * divmod, powers of two: an unsigned divide or modulo by 2^k is a shift or a
 * mask and is not reported.  A signed one needs a sign fix-up before the
 * shift (about 3 extra operations) and is reported, unless only its
 * zero-ness is tested or its remainder is only masked with a constant.
 * Includes the C promotion trap: uint8_t pixels are added in signed int, so
 * "(a + b + 1) / 2" is a signed divide.
 */
#include <stddef.h>
#include <stdint.h>

/* Bit-stream reader: bit counts signed, positions unsigned. */
struct bitreader {
	const uint8_t *p;
	int bits_left;
	uint32_t pos;
};

int br_bytes_left(const struct bitreader *br)
{
	return br->bits_left / 8;	// expect: divmod
}

uint32_t br_byte_pos(const struct bitreader *br)
{
	return br->pos / 8;	// no: divmod: unsigned divide by 8 is a shift
}

unsigned br_bit_in_byte(const struct bitreader *br)
{
	return br->pos % 8;	// no: divmod: unsigned modulo by 8 is a mask
}

int br_byte_aligned(const struct bitreader *br)
{
	return br->bits_left % 8 == 0;	// no: divmod: signed remainder only compared with zero, a mask suffices
}

/* Rounded average of two rows (half-pel interpolation): signed because of promotion. */
void avg_rows(uint8_t *d, const uint8_t *a, const uint8_t *b, int n)
{
	int i;

	for (i = 0; i < n; i++)
		d[i] = (uint8_t)((a[i] + b[i] + 1) / 2);	// expect: divmod, missing-restrict, custom-op
}

/* The same average with the sum made unsigned. */
void avg_rows_u(uint8_t *d, const uint8_t *a, const uint8_t *b, int n)
{
	int i;

	for (i = 0; i < n; i++)
		d[i] = (uint8_t)((unsigned)(a[i] + b[i] + 1) / 2);	// no: divmod: unsigned divide by 2 is a shift // expect: missing-restrict, custom-op
}

/* The same average kept in int, with an unsigned divisor: 2u makes the divide unsigned. */
void avg_rows_2u(uint8_t *d, const uint8_t *a, const uint8_t *b, int n)
{
	int i;

	for (i = 0; i < n; i++)
		d[i] = (uint8_t)((a[i] + b[i] + 1) / 2u);	// no: divmod: the int sum converts to unsigned, a shift // expect: missing-restrict, custom-op
}

/* 4:2:0 chroma: luma row i reads chroma row i / 2. */
void chroma_rows(uint8_t *dst, const uint8_t *c, int stride, int rows)
{
	int i;

	for (i = 0; i < rows; i++)
		dst[i] = c[(i / 2) * stride];	// expect: divmod, missing-restrict
}

void chroma_rows_shift(uint8_t *dst, const uint8_t *c, int stride, int rows)
{
	int i;

	for (i = 0; i < rows; i++)
		dst[i] = c[(i >> 1) * stride];	// no: divmod: shift, no divide written // expect: missing-restrict
}

/* Halve a signed Q15 gain `steps` times. */
int32_t halve_gain(int32_t g, int steps)
{
	while (steps-- > 0)	// expect: loop-overhead
		g /= 2;	// expect: divmod
	return g;
}

/* Interleave phase of a signed sample index. */
int phase4(int i)
{
	return i % 4;	// expect: divmod
}

/* TM3260 data-cache bank (address bits 4:2) of a signed byte offset. */
int cache_bank(int off)
{
	return ((off % 32) & 0x1c) >> 2;	// no: divmod: signed remainder only masked by a constant, equal to off & 0x1c
}

/* Sum of a block of samples, four at a time, with a scalar tail. */
int32_t sum4(const int16_t *x, int n)
{
	int32_t s = 0;
	int i = 0;

	for (; i + 3 < n; i += 4)
		s += x[i] + x[i + 1] + x[i + 2] + x[i + 3];
	if (n % 4 != 0)	// no: divmod: signed remainder only compared with zero
		for (; i < n; i++)	// expect: loop-overhead
			s += x[i];
	return s;
}

/* 32-bit words in a byte count; size_t is unsigned. */
size_t words_in(size_t bytes)
{
	return bytes / 4;	// no: divmod: unsigned divide by 4 is a shift
}

/* Full-pel part of a signed quarter-pel motion vector (rounds towards zero). */
int qpel_full(int mv)
{
	int full = mv;

	full /= 4;	// expect: divmod
	return full;
}
