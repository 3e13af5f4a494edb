/*
 * int64-emulation, fixed-point multiplies: the product of two 32-bit values
 * widened to 64 bits maps to imul + imulm (umul + umulm unsigned) and is not
 * reported -- it is the cheap way to get a Q31 or Q16 product.  The 64-bit
 * accumulation, rounding and shifts that usually follow it are reported, and
 * so is a real 64 x 64 multiply.  Q31 FIR filters, gain stages, a hash.
 */
#include <stdint.h>

/* Q31 x Q31 -> Q31. */
int32_t q31_mul(int32_t a, int32_t b)
{
	int64_t p = (int64_t)a * b;	// no: int64-emulation: widening 32x32 multiply is imul + imulm

	return (int32_t)(p >> 31);	// expect: int64-emulation
}

/* Q31 multiply with rounding: add and shift on one line. */
int32_t q31_mul_round(int32_t a, int32_t b)
{
	int64_t p = (int64_t)a * (int64_t)b;	// no: int64-emulation: both operands are 32-bit values widened

	return (int32_t)((p + (1LL << 30)) >> 31);	// expect: int64-emulation
}

/* High word of an unsigned 32x32 product (multiplicative hash). */
uint32_t umulhi(uint32_t x, uint32_t y)
{
	uint64_t p = (uint64_t)x * (uint64_t)y;	// no: int64-emulation: widening unsigned multiply is umul + umulm

	return (uint32_t)(p >> 32);	// no: int64-emulation: the high word of a 64-bit value is one register
}

/* Q31 FIR with a 64-bit accumulator. */
int32_t fir_q31(const int32_t *x, const int32_t *h, int taps)
{
	int64_t acc = 0;	// no: int64-emulation: declaration with a constant initialiser
	int i;

	for (i = 0; i < taps; i++)	// expect: loop-overhead
		acc += (int64_t)x[i] * h[i];	// expect: int64-emulation
	return (int32_t)(acc >> 31);	// expect: int64-emulation
}

/* Q15 FIR with a 32-bit accumulator: no 64-bit value at all. */
int32_t fir_q15(const int16_t *x, const int16_t *h, int taps)
{
	int32_t acc = 0;
	int i;

	for (i = 0; i < taps; i++)	// expect: loop-overhead
		acc += x[i] * h[i];	// no: int64-emulation: 16x16 products summed in 32 bits // expect: custom-op
	return acc >> 15;	// no: int64-emulation: 32-bit shift
}

/* A 16-bit sample times a 16-bit gain, widened: still one imul. */
int64_t gain16(int16_t s, int16_t g)
{
	return (int64_t)s * g;	// no: int64-emulation: operands fit in 32 bits, imul + imulm
}

/* A 32-bit product widened after the fact (it may overflow first). */
int64_t area32(int32_t w, int32_t h)
{
	return (int64_t)(w * h);	// no: int64-emulation: the multiply is 32-bit, only the result is widened
}

/* A real 64 x 64 multiply: a byte count times a 64-bit rate. */
uint64_t scale64(uint64_t bytes, uint64_t rate)
{
	return bytes * rate;	// expect: int64-emulation
}

/* Q32.32 phase accumulator step of a numerically controlled oscillator. */
uint64_t nco_step(uint64_t phase, uint64_t inc)
{
	phase += inc;	// expect: int64-emulation
	return phase;
}

/* Gain stage: 64-bit products of already 64-bit samples. */
void gain_block64(int64_t *x, int n, int64_t g)
{
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		x[i] *= g;	// expect: int64-emulation
}

/* Mean of a block of Q31 values, summed in 64 bits and divided by n. */
int32_t mean_q31(const int32_t *x, int n)
{
	int64_t s = 0;
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		s += x[i];	// expect: int64-emulation
	return (int32_t)(s / n);	// expect: int64-emulation // no: divmod: a 64-bit divide is int64-emulation's
}
