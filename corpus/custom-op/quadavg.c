/*
 * custom-op, QUADAVG: rounded averages of unsigned bytes -- half-pel motion
 * compensation, bi-prediction, chroma up-sampling -- which QUADAVG computes
 * four bytes at a time, (a + b + 1) >> 1 per byte.  The negatives differ in
 * what QUADAVG computes: no rounding, other widths, other shifts.
 */
#include <stdint.h>

struct yuv { uint8_t y, u, v, a; };

void bipred(uint8_t *restrict d, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		d[i] = (a[i] + b[i] + 1) >> 1;	// expect: custom-op
}

void bipred_one_first(uint8_t *restrict d, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		d[i] = (1 + a[i] + b[i]) >> 1;	// expect: custom-op
}

void bipred_one_middle(uint8_t *restrict d, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		d[i] = (a[i] + 1 + b[i]) >> 1;	// expect: custom-op
}

/* Horizontal half-pel: neighbours of one row. */
void halfpel_h(uint8_t *restrict d, const uint8_t *restrict s, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		d[i] = (s[i] + s[i + 1] + 1) >> 1;	// expect: custom-op
}

/* Vertical half-pel: the row below. */
void halfpel_v(uint8_t *restrict d, const uint8_t *restrict s, int stride, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		d[i] = (s[i] + s[i + stride] + 1) >> 1;	// expect: custom-op
}

/* A 16x16 block average, the inner loop over a row. */
void block_avg(uint8_t d[restrict 16][16], const uint8_t a[restrict 16][16], const uint8_t b[restrict 16][16])
{
	for (int y = 0; y < 16; y++)
		for (int x = 0; x < 16; x++)	// expect: loop-overhead
			d[y][x] = (a[y][x] + b[y][x] + 1) >> 1;	// expect: custom-op
}

/* Walking pointers. */
void avg_ptr(uint8_t *restrict d, const uint8_t *restrict p, const uint8_t *restrict q, int n)
{
	while (n-- > 0)	// expect: loop-overhead
		*d++ = (*p++ + *q++ + 1) >> 1;	// expect: custom-op
}

/* One channel of packed pixels. */
void avg_luma(struct yuv *restrict d, const struct yuv *restrict a, const struct yuv *restrict b, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		d[i].y = (a[i].y + b[i].y + 1) >> 1;	// no: custom-op: one byte of each 4-byte pixel: a word would average u, v and a too
}

/* The unsigned-divide spelling. */
void avg_udiv(uint8_t *restrict d, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		d[i] = (uint8_t)((unsigned)(a[i] + b[i] + 1) / 2u);	// expect: custom-op
}

void avg_trunc(uint8_t *restrict d, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		d[i] = (a[i] + b[i]) >> 1;	// no: custom-op: no rounding term, QUADAVG would round up and change the result
}

void avg16(uint16_t *restrict d, const uint16_t *restrict a, const uint16_t *restrict b, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		d[i] = (a[i] + b[i] + 1) >> 1;	// no: custom-op: 16-bit samples, QUADAVG averages bytes
}

void avg_s8(int8_t *restrict d, const int8_t *restrict a, const int8_t *restrict b, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		d[i] = (a[i] + b[i] + 1) >> 1;	// no: custom-op: signed bytes, QUADAVG averages unsigned ones
}

void avg_quarter(uint8_t *restrict d, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		d[i] = (a[i] + b[i] + 2) >> 2;	// no: custom-op: a quarter, not an average
}

void avg3(uint8_t *restrict d, const uint8_t *restrict a, const uint8_t *restrict b, const uint8_t *restrict c, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		d[i] = (a[i] + b[i] + c[i] + 1) >> 1;	// no: custom-op: three inputs, not a pairwise average
}

uint8_t avg_once(const uint8_t *a, const uint8_t *b)
{
	return (a[0] + b[0] + 1) >> 1;	// no: custom-op: straight-line code, one average per call
}

void avg_volatile(uint8_t *restrict d, volatile const uint8_t *a, volatile const uint8_t *b, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		d[i] = (a[i] + b[i] + 1) >> 1;	// no: custom-op: volatile sources are read one byte at a time by contract
}

/* Values computed in registers: nothing packed to average. */
void avg_regs(uint8_t *restrict d, const uint8_t *restrict a, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		int x = a[i] * 3, y = a[i] << 1;
		d[i] = (uint8_t)((x + y + 1) >> 1);	// no: custom-op: register values, not byte streams QUADAVG could read packed
	}
}
