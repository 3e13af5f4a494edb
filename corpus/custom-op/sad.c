/*
 * custom-op, UME8UU: sums of absolute differences of unsigned bytes -- the
 * motion-estimation cost of every video encoder -- which UME8UU computes for
 * four byte pairs at a time.  The negatives are sums UME8UU does not
 * compute: other widths, no absolute value, no sum.
 */
#include <stdint.h>
#include <stdlib.h>

int sad_abs(const uint8_t *a, const uint8_t *b, int n)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s += abs(a[i] - b[i]);	// expect: custom-op
	return s;
}

int sad_mux(const uint8_t *a, const uint8_t *b, int n)
{
	int s = 0;
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		s += a[i] > b[i] ? a[i] - b[i] : b[i] - a[i];	// expect: custom-op
	return s;
}

int sad_mux_lt(const uint8_t *a, const uint8_t *b, int n)
{
	int s = 0;
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		s += a[i] < b[i] ? b[i] - a[i] : a[i] - b[i];	// expect: custom-op
	return s;
}

int sad_mux_ge(const uint8_t *a, const uint8_t *b, int n)
{
	int s = 0;
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		s += a[i] >= b[i] ? a[i] - b[i] : b[i] - a[i];	// expect: custom-op
	return s;
}

int sad_assign(const uint8_t *p, const uint8_t *q, int n)
{
	int sad = 0;
	for (int i = 0; i < n; i++)
		sad = sad + abs(p[i] - q[i]);	// expect: custom-op
	return sad;
}

/* A 16x16 macroblock against a reference frame. */
int sad_mb(const uint8_t *cur, const uint8_t *ref, int stride)
{
	int s = 0;
	for (int y = 0; y < 16; y++)
		for (int x = 0; x < 16; x++)
			s += abs(cur[y * 16 + x] - ref[y * stride + x]);	// expect: custom-op
	return s;
}

int sad_ptr(const uint8_t *p, const uint8_t *q, int n)
{
	int s = 0;
	while (n-- > 0)
		s += abs(*p++ - *q++);	// expect: custom-op
	return s;
}

/* Activity: neighbours of one row. */
unsigned activity(const uint8_t *row, int n)
{
	unsigned t = 0;
	for (int i = 0; i + 1 < n; i++)
		t += abs(row[i + 1] - row[i]);	// expect: custom-op
	return t;
}

/* Scene-change detection against the previous frame. */
int frame_diff(const uint8_t *cur, const uint8_t *prev, int n)
{
	int d = 0;
	for (int i = 0; i < n; i++)
		d += abs(cur[i] - prev[i]);	// expect: custom-op
	return d;
}

int sad16(const uint16_t *a, const uint16_t *b, int n)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s += abs(a[i] - b[i]);	// no: custom-op: 16-bit samples, UME8UU takes bytes
	return s;
}

int sad_s8(const int8_t *a, const int8_t *b, int n)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s += abs(a[i] - b[i]);	// no: custom-op: signed bytes, UME8UU subtracts unsigned ones
	return s;
}

void absdiff(uint8_t *restrict d, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
	for (int i = 0; i < n; i++)
		d[i] = (uint8_t)abs(a[i] - b[i]);	// no: custom-op: each difference is stored, none summed
}

int ssd(const uint8_t *a, const uint8_t *b, int n)
{
	int s = 0;
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		int e = a[i] - b[i];
		s += e * e;	// no: custom-op: squared differences, not absolute ones
	}
	return s;
}

int diff_sum(const uint8_t *a, const uint8_t *b, int n)
{
	int s = 0;
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		s += a[i] - b[i];	// no: custom-op: signed differences, no absolute value
	return s;
}

int sad_once(const uint8_t *a, const uint8_t *b)
{
	int s = 0;
	s += abs(a[0] - b[0]);	// no: custom-op: straight-line code, one difference per call
	return s;
}

int sad_minus(const uint8_t *a, const uint8_t *b, int n)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s -= abs(a[i] - b[i]);	// no: custom-op: subtracted from the total, UME8UU adds
	return s;
}
