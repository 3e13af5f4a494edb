/*
 * int64-emulation, what is not 64-bit arithmetic: long and unsigned long are
 * 32 bits on ILP32 (TriMedia's data model), so their arithmetic is plain
 * single-register code; declarations, copies, conversions between 32 and 64
 * bits and constant expressions cost no emulation either.  A `long` divide
 * is still a divmod finding.
 */
#include <stdint.h>

#define MS_PER_DAY	(24ULL * 3600 * 1000)

static const uint64_t big_limit = 1ULL << 40;	// no: int64-emulation: static initialiser folded

/* Sums and products in long: 32 bits. */
long sum_long(const long *v, int n)
{
	long s = 0;
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		s += v[i];	// no: int64-emulation: long is 32 bits on ILP32
	return s;
}

unsigned long mul_ulong(unsigned long a, unsigned long b)
{
	return a * b;	// no: int64-emulation: unsigned long is 32 bits on ILP32
}

int long_less(long a, long b)
{
	return a < b;	// no: int64-emulation: 32-bit compare
}

long avg_long(long s, long n)
{
	return s / n;	// expect: divmod // no: int64-emulation: long is 32 bits, a 32-bit divide
}

/* Declarations, copies and conversions. */
uint64_t widen_u(uint32_t v)
{
	uint64_t w = v;	// no: int64-emulation: zero extension is a register move

	return w;
}

int64_t widen_s(int32_t v)
{
	return v;	// no: int64-emulation: sign extension, one shift of the high word
}

int32_t narrow_s(int64_t v)
{
	return (int32_t)v;	// no: int64-emulation: takes the low word
}

void copy64(uint64_t *dst, const uint64_t *src, int n)
{
	int i;

	for (i = 0; i < n; i++)
		dst[i] = src[i];	// no: int64-emulation: assignment of a 64-bit value // expect: missing-restrict
}

/* Constants. */
uint64_t day_ms(void)
{
	uint64_t d = MS_PER_DAY;	// no: int64-emulation: macro multiply folded at compile time

	return d;
}

uint64_t limit(void)
{
	return big_limit;	// no: int64-emulation: load of a constant
}

/* Selecting between two 64-bit values is two selects. */
int64_t pick(int c, int64_t a, int64_t b)
{
	return c ? a : b;	// no: int64-emulation: select, no arithmetic
}

/* A 64-bit total kept from long (32-bit) parts, summed in 64 bits. */
int64_t total_long(const long *v, int n)
{
	int64_t t = 0;
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		t += v[i];	// expect: int64-emulation
	return t;
}

/* A 64-bit loop counter: compare and increment both on register pairs. */
uint32_t checksum64(const uint8_t *p, uint64_t n)
{
	uint32_t s = 0;

	for (uint64_t i = 0; i < n; i++)	// expect: int64-emulation x2	// expect: loop-overhead
		s += p[i];
	return s;
}

uint32_t checksum32(const uint8_t *p, uint32_t n)
{
	uint32_t s = 0;

	for (uint32_t i = 0; i < n; i++)	// no: int64-emulation: 32-bit counter	// expect: loop-overhead
		s += p[i];
	return s;
}
