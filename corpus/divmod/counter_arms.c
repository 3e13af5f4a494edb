/*
 * divmod, arms for one value of the loop's counter: the then arm of 'if
 * (i == order - 1)' or 'if (i == 0)' in a 'for' loop over i runs once per
 * entry of the loop, since the counter takes each value once (speex's LSP
 * quantisation weights treat the last coefficient in such an arm: 1 per
 * call measured, 10 counted before).  The counter must be stepped only by
 * the loop's increment and compared with a value the loop does not change;
 * the else arm runs on the other passes.
 */
#include <stdint.h>

void lsp_weights(int32_t *restrict w, const int32_t *restrict q, int order, int32_t d)
{
	for (int i = 0; i < order; i++) {
		int32_t lo, hi;
		if (i == 0)
			lo = q[i] / d;	// expect: divmod note count=1 basis=constant
		else
			lo = (q[i] - q[i - 1]) / d;	// expect: divmod count=8 basis=assumed // (the else arm: the other passes of an order loop, 8)
		if (i == order - 1)
			hi = (32767 - q[i]) / d;	// expect: divmod note count=1 basis=constant
		else
			hi = q[i + 1] - q[i];
		w[i] = lo < hi ? lo : hi;
	}
}

/* the value compared with moves in the loop: no single pass */
void marks(int32_t *restrict y, const int32_t *restrict x, int n, int32_t d)
{
	int next = 0;

	for (int i = 0; i < n; i++) {
		if (i == next) {
			y[i] = x[i] / d;	// expect: divmod count=100 basis=assumed // (next moves each time: one pass in several, not once)
			next += x[i] & 7;
		}
	}
}

/* the body moves the counter too: a value may come back */
void rewind_scan(int32_t *restrict y, const int32_t *restrict x, int n, int32_t d)
{
	for (int i = 0; i < n; i++) {
		if (i == n - 1)
			y[0] = x[i] / d;	// expect: divmod count=100 basis=assumed // (i is also written in the body: not once per entry)
		if (x[i] < 0)
			i -= 2;
	}
}

/* a compare with the data, not a value the loop keeps */
void hits(int32_t *restrict y, const int32_t *restrict x, int n, int32_t d)
{
	for (int i = 0; i < n; i++)
		if (i == x[i])
			y[i] = x[i] / d;	// expect: divmod count=100 basis=assumed // (x[i] is read each pass: any number of passes match)
}

/* the same arms after the advice: powers of two on unsigned values */
void lsp_weights_pow2(uint32_t *restrict w, const uint32_t *restrict q, int order)
{
	for (int i = 0; i < order; i++) {	// expect: loop-overhead note
		uint32_t lo, hi;
		if (i == 0)
			lo = q[i] / 4u;	// no: divmod: an unsigned divide by 4 is a shift
		else
			lo = (q[i] - q[i - 1]) / 4u;	// no: divmod: an unsigned divide by 4 is a shift
		if (i == order - 1)
			hi = (32767u - q[i]) % 8u;	// no: divmod: an unsigned modulo by 8 is a mask
		else
			hi = (q[i + 1] - q[i]) % 8u;	// no: divmod: an unsigned modulo by 8 is a mask
		w[i] = lo + hi;
	}
}
