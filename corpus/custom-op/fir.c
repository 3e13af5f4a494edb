/*
 * custom-op, IFIR16 and IFIR8II/IFIR8UI: sums of products of 16-bit or 8-bit
 * samples -- FIR filters, correlations, energies, dot products -- which one
 * IFIR16 computes for two pairs of signed halfwords and one IFIR8II/IFIR8UI
 * for four pairs of bytes.  The negatives are products these operations do
 * not sum: 32-bit or float data, products stored, constant factors.
 */
#include <stdint.h>

struct cplx16 { int16_t re, im; };

int32_t dot16(const int16_t *x, const int16_t *h, int n)
{
	int32_t s = 0;
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		s += x[i] * h[i];	// expect: custom-op
	return s;
}

void fir8(int16_t *restrict y, const int16_t *restrict x, const int16_t *restrict h, int n)
{
	for (int i = 0; i < n; i++) {
		int32_t acc = 0;
		for (int k = 0; k < 8; k++)
			acc += x[i + k] * h[k];	// expect: custom-op
		y[i] = (int16_t)(acc >> 15);
	}
}

int32_t dot16_assign(const int16_t *x, const int16_t *c, int n)
{
	int32_t acc = 0;
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		acc = acc + x[i] * c[i];	// expect: custom-op
	return acc;
}

int32_t energy(const int16_t *x, int n)
{
	int32_t e = 0;
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		e += x[i] * x[i];	// expect: custom-op
	return e;
}

int32_t dot16_ptr(const int16_t *x, const int16_t *h, int n)
{
	int32_t s = 0;
	while (n-- > 0)	// expect: loop-overhead
		s += *x++ * *h++;	// expect: custom-op
	return s;
}

int32_t dot_re(const struct cplx16 *a, const struct cplx16 *b, int n)
{
	int32_t s = 0;
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		s += a[i].re * b[i].re;	// no: custom-op: the real parts are every other halfword: a word holds re and im, IFIR16 would add im * im
	return s;
}

int32_t xcorr(const int16_t *x, const int16_t *y, int lag, int n)
{
	int32_t s = 0;
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		s += x[i] * y[i + lag];	// expect: custom-op
	return s;
}

int32_t dot8(const int8_t *a, const int8_t *b, int n)
{
	int32_t s = 0;
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		s += a[i] * b[i];	// expect: custom-op
	return s;
}

/* Pixels times signed weights. */
int32_t weigh(const uint8_t *px, const int8_t *w, int n)
{
	int32_t s = 0;
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		s += px[i] * w[i];	// expect: custom-op
	return s;
}

int32_t dot32(const int32_t *a, const int32_t *b, int n)
{
	int32_t s = 0;
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		s += a[i] * b[i];	// no: custom-op: 32-bit samples, IFIR16 multiplies halfwords
	return s;
}

float dotf(const float *a, const float *b, int n)
{
	float s = 0;
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		s += a[i] * b[i];	// expect: dependency-chain // no: custom-op: float data
	return s;
}

void gain(int32_t *restrict y, const int16_t *restrict x, const int16_t *restrict g, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		y[i] = x[i] * g[i];	// no: custom-op: each product is stored, none summed
}

int32_t scale_sum(const int16_t *x, int n)
{
	int32_t s = 0;
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		s += x[i] * 3;	// no: custom-op: a constant factor, not a pair of sample streams
	return s;
}

int32_t mixed(const int16_t *x, const int32_t *h, int n)
{
	int32_t s = 0;
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		s += x[i] * h[i];	// no: custom-op: one factor is 32 bits wide
	return s;
}

uint32_t udot16(const uint16_t *a, const uint16_t *b, int n)
{
	uint32_t s = 0;
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		s += a[i] * b[i];	// no: custom-op: unsigned halfwords, IFIR16 multiplies signed ones
	return s;
}

int32_t dot_once(const int16_t *x, const int16_t *h)
{
	int32_t s = 0;
	s += x[0] * h[0];	// no: custom-op: straight-line code, one product per call
	return s;
}

int32_t dot_even(const int16_t *x, const int16_t *h, int n)
{
	int32_t s = 0;
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		s += x[2 * i] * h[i];	// no: custom-op: x is read every other halfword: a word of x holds one sample and its neighbour
	return s;
}

/* A column of a matrix stored by columns of 'rows' halfwords. */
int32_t column_dot(const int16_t *m, const int16_t *v, int rows, int r, int n)
{
	int32_t s = 0;
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		s += m[rows * i + r] * v[i];	// no: custom-op: m steps by 'rows' halfwords per iteration, not one
	return s;
}

int32_t dot_reversed(const int16_t *x, const int16_t *h, int n)
{
	int32_t s = 0;
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		s += x[n - 1 - i] * h[i];	// no: custom-op: x runs backwards: a word holds its samples in the other order
	return s;
}
