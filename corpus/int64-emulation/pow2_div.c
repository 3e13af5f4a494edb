/*
 * int64-emulation, 64-bit division by a power of two: openjpeg2's
 * 'l_tile_size / 1024 / 1024' (an OPJ_UINT64) is a two-word shift, not a
 * call of _rt_u64div; a remainder by 2^k is a two-word mask.  They stay
 * findings (64-bit arithmetic is still emulated) priced as the shift.  A
 * divisor that is no power of two is the routine call.
 */
#include <stdint.h>

uint32_t megabytes(uint64_t size)
{
	return (uint32_t)(size / 1024 / 1024);	// expect: int64-emulation note
}

uint32_t low_bits(const uint64_t *v, int n)
{
	uint32_t s = 0;

	for (int i = 0; i < n; i++)	// expect: loop-overhead
		s += (uint32_t)(v[i] % 4096);	// expect: int64-emulation note
	return s;
}

int64_t halves(const int64_t *v, int n)
{
	int64_t s = 0;

	for (int i = 0; i < n; i++)	// expect: loop-overhead
		s += v[i] / 2;	// expect: int64-emulation note
	return s;
}

uint64_t per_frame(uint64_t total, uint64_t frames)
{
	/* three: each divide calls a routine, its own finding; the add */
	return total / 1000 + total / frames;	// expect: int64-emulation x3
}
