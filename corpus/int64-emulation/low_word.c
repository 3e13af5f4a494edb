/*
 * int64-emulation, a 64-bit result used only through its low word:
 * libwebp's palette hash '(uint32_t)((color & 0x00ffffffu) *
 * 4222244071ull) >> 21' multiplies in 64 bits by C's rules, but the cast
 * keeps the low 32 bits, which depend only on the operands' low words:
 * any compiler multiplies in 32 bits (one imul).  The same holds through
 * adds, subtracts and left shifts before the cast.  A right shift, a
 * divide, a compare or a conversion to double reads the high word: those
 * stay findings, as does a product kept in 64 bits.
 */
#include <stdint.h>

uint32_t hash1(uint32_t color)
{
	return ((uint32_t)((color & 0x00ffffffu) * 4222244071ull)) >> 21;	// no: int64-emulation: only the low word of the product is used (a 32-bit imul)
}

uint32_t hash2(uint32_t color)
{
	return (uint32_t)((color & 0x00ffffffu) * ((1ull << 31) - 1) + 7u);	// no: int64-emulation: the product and the add are truncated to 32 bits
}

void hash_row(const uint32_t *argb, uint16_t *idx, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		idx[i] = (uint16_t)(((uint32_t)(argb[i] * 0x9e3779b97f4a7c15ull)) >> 20);	// no: int64-emulation: a 32-bit multiply in the loop too
}

uint32_t high_word(uint32_t color)
{
	// the high word is read: a 64-bit multiply and shift
	return (uint32_t)((color * 4222244071ull) >> 32);	// expect: int64-emulation
}

uint64_t kept(uint32_t color, uint64_t k)
{
	return color * k;	// expect: int64-emulation
}

double as_double(uint32_t color)
{
	// converted to double: the whole 64-bit value
	/* two: the multiply and the add (one expression), the conversion */
	return (double)(color * 4222244071ull + 1);	// expect: int64-emulation x2
}

uint32_t shifted(uint32_t x, int k)
{
	// a variable count may be 32 or more (a zero low word): the two-word shift
	return (uint32_t)((uint64_t)x << k);	// expect: int64-emulation note
}

uint32_t shifted_const(uint32_t x)
{
	return (uint32_t)(((uint64_t)x << 3) + 1);	// no: int64-emulation: a shift by 3 and an add, both on the low word
}

uint32_t hash_pix(uint32_t pix)
{
	return ((((uint64_t)pix + (pix >> 19)) * 0x39c5fba7ull) & 0xffffffffu) >> 24;	// no: int64-emulation: masked to the low word (libwebp's HashPix): 32-bit add and multiply
}

uint64_t high_mask(uint64_t a, uint64_t b)
{
	return (a * b) & 0xffff00000000ull;	// expect: int64-emulation
}

uint64_t high_shift(uint64_t a)
{
	return (a & 0xffffffff00ull) >> 8;	// expect: int64-emulation note
}

uint64_t widened_shift(uint32_t x)
{
	return (uint64_t)x >> 3;	// no: int64-emulation: the high word is zero: a 32-bit shift
}

const uint8_t *row_at(const uint8_t *a, int64_t row, int width)
{
	return a + row * width;	// no: int64-emulation: a 32-bit pointer's offset: the low word of the product only
}

void flip(uint8_t **v, int64_t h, int stride)
{
	*v += ((h - 1) >> 1) * stride;	// expect: int64-emulation note
}

uint8_t pick(const uint8_t *p, int64_t i, int64_t j)
{
	return p[i * j];	// no: int64-emulation: an index: the product's low word only
}

int64_t difference(const uint8_t *p, const uint8_t *q, int64_t k)
{
	return (int64_t)(p - q) * k;	// expect: int64-emulation
}

/* A right shift by a constant into a value one word holds (wavpack's
 * byte-order code, '(unsigned char)(temp64 >> 40)'): one 32-bit shift of
 * the high word, or of the low one below it; a byte that straddles the
 * two words is a funnel shift. */
void put_bytes(unsigned char *p, int64_t v, uint64_t u)
{
	p[0] = (unsigned char)(v >> 40);	// no: int64-emulation: bits 40..47 are in the high word: one 32-bit shift
	p[1] = (unsigned char)(u >> 56);	// no: int64-emulation: the top byte of the high word: one 32-bit shift
	p[2] = (unsigned char)(v >> 8);	// no: int64-emulation: bits 8..15 are in the low word: one 32-bit shift
	p[3] = (unsigned char)(v >> 28);	// expect: int64-emulation
	p[4] = (unsigned short)(u >> 24);	// expect: int64-emulation
}

/* Through an arm of '?:' the value is the conditional's: wavpack's
 * 'return (uint32_t)(wpc ? wpc->filelen + wpc->file2len : 0);' keeps the
 * low word of the sum, one 32-bit add (judged false as "keep it" in the
 * twenty-third draw, with profiles).  The condition is no value of it. */
struct sizes { int64_t filelen, file2len; };

uint32_t file_size(const struct sizes *s)
{
	return (uint32_t)(s ? s->filelen + s->file2len : 0);	// no: int64-emulation: the arm's sum is truncated to 32 bits with the conditional
}

uint32_t file_big(const struct sizes *s)
{
	return (uint32_t)(s->filelen + s->file2len > 100000 ? 1 : 0);	// expect: int64-emulation
}
