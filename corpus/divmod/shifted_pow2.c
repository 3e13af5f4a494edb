/*
 * divmod, a divisor that is a power of two by its form: openjpeg2's packet
 * iterators test 'x % (1U << rpx)' and guard 'UINT_MAX / (1u << k)' per
 * precinct position.  An unsigned divide by '1u << n' is a shift by n and a
 * remainder a mask of (1u << n) - 1, for any compiler: nothing to report.  A
 * signed one is a real divide: GCC and clang call it for a run-time k (no
 * sign fix-up around a variable shift).  A shifted variable ('dx << rpx')
 * is no power of two: a real divide.
 */
#include <limits.h>
#include <stdint.h>

int next_rpcl(const uint32_t *xs, int n, uint32_t dx, uint32_t rpx,
	      uint32_t levelno, uint32_t trx0)
{
	int hits = 0;

	for (int i = 0; i < n; i++) {
		uint32_t x = xs[i];
		if (x % (dx << rpx) == 0)	// expect: divmod
			hits++;
		if ((trx0 << levelno) % (1U << rpx))	// no: divmod: an unsigned remainder by 1U << rpx is a mask
			hits++;
		if (dx <= UINT_MAX / (1u << (rpx + levelno)))	// no: divmod: an unsigned quotient by 1u << k is a shift
			hits += 2;
	}
	return hits;
}

int signed_shift(const int *v, int n, int k)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += v[i] / (1 << k);	// expect: divmod warning
	return s;
}

int not_pow2(const int *v, int n, int k)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += v[i] / (3 << k);	// expect: divmod warning
	return s;
}

/* openjpeg2's precinct grid: the offset and size in units of 2^k. */
uint32_t grid(uint32_t x, uint32_t k, uint32_t *rem)
{
	*rem = x % (1u << k);	// no: divmod: an unsigned remainder by 1u << k is a mask
	return x / (1u << k) + UINT_MAX / (2u << k);	// no: divmod: unsigned quotients by 1u << k and 2u << k are shifts
}

/* A shifted 64-bit constant divides a 32-bit value: still a shift. */
uint32_t per_block(uint32_t n, uint32_t k)
{
	return n / (uint32_t)(1ull << k);	// expect: int64-emulation // no: divmod: a power of two by its form, converted
}
