/*
 * missed-guard, selects and searches: absolute differences, running maxima,
 * thresholds and flag-driven selects written with `if`.  Each is a few ALU
 * operations that TCS guards itself (not reported).  A condition with &&
 * or || costs a jump per short-circuit that TCS does not remove: reported
 * when the right side is safe to evaluate, so '&'/'|' can replace it.
 */
#include <stdint.h>

/* Sum of absolute differences for motion estimation, one row. */
int sad_row(const uint8_t *a, const uint8_t *b, int n)
{
	int sad = 0;
	int i;

	for (i = 0; i < n; i++) {	// expect: loop-overhead
		int d;

		if (a[i] > b[i])	// no: missed-guard: a short branch of operations, which TCS if-converts into guarded operations itself
			d = a[i] - b[i];
		else
			d = b[i] - a[i];
		sad += d;
	}
	return sad;
}

/* The same with a conditional expression: one mux, no jump. */
int sad_row_mux(const uint8_t *a, const uint8_t *b, int n)
{
	int sad = 0;
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		sad += a[i] > b[i] ? a[i] - b[i] : b[i] - a[i];	// no: missed-guard: a conditional expression, already branch-free // expect: custom-op
	return sad;
}

/* Peak of a block of samples. */
int32_t peak(const int32_t *x, int n)
{
	int32_t max = x[0];
	int i;

	for (i = 1; i < n; i++)	// expect: loop-overhead
		if (x[i] > max)	// no: missed-guard: a short branch of operations, which TCS if-converts into guarded operations itself
			max = x[i];
	return max;
}

/* Minimum and maximum of a luma block for a contrast measure. */
void min_max(const uint8_t *p, int n, int *lo, int *hi)
{
	int mn = 255, mx = 0;
	int i;

	for (i = 0; i < n; i++) {	// expect: loop-overhead
		int v = p[i];

		if (v < mn)	// no: missed-guard: a short branch of operations, which TCS if-converts into guarded operations itself
			mn = v;
		if (v > mx)	// no: missed-guard: a short branch of operations, which TCS if-converts into guarded operations itself
			mx = v;
	}
	*lo = mn;
	*hi = mx;
}

/* Field/frame select per macroblock: a select between two values. */
void pick_pred(int16_t *pred, const int16_t *frm, const int16_t *fld,
	       const uint8_t *use_field, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		int16_t y;

		if (use_field[i])	// no: missed-guard: a short branch of operations, which TCS if-converts into guarded operations itself
			y = fld[i];
		else
			y = frm[i];
		pred[i] = y;	// expect: missing-restrict
	}
}

/* Count samples inside a window: && is two compares and two jumps. */
int count_in_range(const int16_t *x, int n, int lo, int hi)
{
	int cnt = 0;
	int i;

	for (i = 0; i < n; i++)	// no: loop-overhead: the '&&'/'||' below is a jump of its own, the loop is bound by its branches (missed-guard prices it)
		if (x[i] >= lo && x[i] <= hi)	// expect: missed-guard
			cnt++;
	return cnt;
}

/* The same count with & on the compare results: no jump at all. */
int count_in_range_and(const int16_t *x, int n, int lo, int hi)
{
	int cnt = 0;
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		cnt += (x[i] >= lo) & (x[i] <= hi);	// no: missed-guard: no if, the compares are added
	return cnt;
}

/* Deblocking: only edges over the threshold are smoothed; the arm is short. */
void deblock_edge(int16_t *p, int n, int thr)
{
	int i;

	for (i = 1; i < n; i++) {
		int d = p[i] - p[i - 1];
		int s = p[i] + p[i - 1];

		if (d > thr || d < -thr)	// expect: missed-guard
			s = (s + 1) >> 1;
		p[i] = (int16_t)s;	// expect: dependency-chain
	}
}
