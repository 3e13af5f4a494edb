/*
 * loop-overhead, bounds from clamps: a count the function clamps before
 * the loop ('N = complexity; if (N > 10) N = 10; N = 2 * N / 3;', speex's
 * codebook search) bounds the loop: at most 6 passes, fewer than the pass
 * that unrolling would make, so no jump to share.  A clamp to a large value bounds nothing the assumption
 * does not; a value an arm may set is no bound, and a loop whose body
 * moves its bound keeps an exit test in every unrolled copy (no finding).
 * Neither is a clamp that a later write may undo: a case of a switch, an
 * operand of '&&', the loop around writing it after the loop, a goto
 * back; nor one an outer if may skip ('if (c) { if (n > 6) n = 6; }',
 * and so an 'else if' clamp too); nor one the type wraps (unsigned 0 less 1, an int8_t times 100),
 * nor a name another variable of the function shares.
 */
#include <stdint.h>

void search_n(int32_t *restrict x, const int32_t *restrict y, int32_t complexity)
{
	int32_t N = 2;

	N = complexity;
	if (N > 10)
		N = 10;
	N = (2 * N) / 3;	// expect: divmod
	if (N < 1)
		N = 1;
	for (int32_t i = 0; i < N; i++)
		x[i] = y[i] + 1;	// no: loop-overhead: at most 6 passes (N clamped to 10, then 2N/3): fewer than an unrolled pass
}

void search_clip(int32_t *restrict x, const int32_t *restrict y, int32_t n)
{
	if (n > 4096)
		n = 4096;
	for (int32_t i = 0; i < n; i++)	// expect: loop-overhead
		x[i] = y[i] + 2;
}

void search_maybe(int32_t *restrict x, const int32_t *restrict y, int32_t n, int32_t q)
{
	if (q)
		n = 8;
	for (int32_t i = 0; i < n; i++)	// expect: loop-overhead
		x[i] = y[i] + 3;
}

void search_moved(int32_t *restrict x, const int32_t *restrict y, int32_t n)
{
	if (n > 12)
		n = 12;
	for (int32_t i = 0; i < n; i++) {	// no: loop-overhead: the body moves the bound 'n': every unrolled copy keeps its exit test
		x[i] = y[i] + 4;
		n -= x[i] > 0;
	}
}

void search_low(int32_t *restrict x, const int32_t *restrict y, int32_t n)
{
	if (n > 8)
		n = 8;
	n = n - 4;
	for (int32_t i = 0; i < n; i++)
		x[i] = y[i] + 5;	// no: loop-overhead: at most 4 passes (n clamped to 8, less 4): fewer than an unrolled pass
}

void search_after(int32_t *restrict x, const int32_t *restrict y, int32_t n, int32_t c)
{
	if (c)
		n = 40;
	if (n > 6)
		n = 6;
	for (int32_t i = 0; i < n; i++)
		x[i] = y[i] + 6;	// no: loop-overhead: at most 6 passes (the clamp comes after the arm that sets 40)
}

void search_nested(int32_t *restrict x, const int32_t *restrict y, int32_t n, int32_t c)
{
	if (c) {
		if (n > 6)
			n = 6;
	}
	for (int32_t i = 0; i < n; i++)	// expect: loop-overhead
		x[i] = y[i] + 16;
}

void search_switch(int32_t *restrict x, const int32_t *restrict y, int32_t n, int mode)
{
	if (n > 6)
		n = 6;
	switch (mode) {
	case 1: n = 1000; break;
	case 2: n = 6; break;
	}
	for (int32_t i = 0; i < n; i++)	// expect: loop-overhead
		x[i] = y[i] + 7;
}

void search_and(int32_t *restrict x, const int32_t *restrict y, int32_t n, int c)
{
	if (n > 6)
		n = 6;
	c && (n = 1000);
	for (int32_t i = 0; i < n; i++)	// expect: loop-overhead
		x[i] = y[i] + 8;
}

void search_again(int32_t *restrict x, const int32_t *restrict y, int32_t n, int k)
{
	if (n > 6)
		n = 6;
again:
	for (int32_t i = 0; i < n; i++)	// expect: loop-overhead
		x[i] = y[i] + 9;
	if (k-- > 0) {
		n = 1000;
		goto again;
	}
}

void search_carried(int32_t *restrict x, const int32_t *restrict y, int32_t n, int c)
{
	while (c--) {
		if (n > 6)
			n = 6;
		for (int32_t i = 0; i < n; i++)	// expect: loop-overhead
			x[i] = y[i] + 10;
		n = 1000;
	}
}

void search_unsigned(int32_t *restrict x, const int32_t *restrict y, uint32_t n)
{
	if (n > 6)
		n = 6;
	n = n - 1;
	for (uint32_t i = 0; i < n; i++)	// expect: loop-overhead
		x[i] = y[i] + 11;
}

void search_narrow(int32_t *restrict x, const int32_t *restrict y, int32_t m)
{
	int8_t n = (int8_t)m;
	if (n > 6)
		n = 6;
	n = (int8_t)(n * 100);
	for (int32_t i = 0; i < n; i++)	// expect: loop-overhead
		x[i] = y[i] + 12;
}

void search_shadowed(int32_t *restrict x, const int32_t *restrict y, int32_t n)
{
	{
		int32_t n = 2;
		x[n] = 0;
	}
	for (int32_t i = 0; i < n; i++)	// expect: loop-overhead
		x[i] = y[i] + 13;
}

int32_t search_limit;

void search_global(int32_t *restrict x, const int32_t *restrict y)
{
	{
		int32_t search_limit = 2;
		x[search_limit] = 0;
	}
	for (int32_t i = 0; i < search_limit; i++)	// expect: loop-overhead
		x[i] = y[i] + 14;
}

void search_twice(int32_t *restrict x, const int32_t *restrict y, int32_t n)
{
	if (n > 12)
		n = 12;
	n = n / 2;	// expect: divmod
	if (n < 0)
		n = 0;
	for (int32_t i = 0; i < n; i++)
		x[i] = y[i] + 15;	// no: loop-overhead: at most 6 passes (n clamped to 12, then halved)
}

void search_each(int32_t *restrict x, const int32_t *restrict y, int32_t n, int32_t c)
{
	while (c-- > 0) {
		if (n > 5)
			n = 5;
		for (int32_t i = 0; i < n; i++)
			x[i] = y[i] + 17;	// no: loop-overhead: at most 5 passes (the clamp runs before the loop on every pass of the while)
	}
}

/* a clamp before a loop around the loop holds on every pass of that loop
 * (speex's split_cb_search_shape_sign: 'j < N' inside the subvector loop) */
void search_outer_clamp(int32_t *restrict x, const int32_t *restrict y, int32_t n, int32_t nb)
{
	if (n > 6)
		n = 6;
	for (int32_t k = 0; k < nb; k++)
		for (int32_t i = 0; i < n; i++)
			x[k * 8 + i] = y[i] + 19;	// no: loop-overhead: at most 6 passes (n clamped before the loop around it)
}

/* but a write in a loop before it (run any number of times, maybe none)
 * loses the clamp */
void search_sibling(int32_t *restrict x, const int32_t *restrict y, int32_t n, int32_t nb)
{
	if (n > 6)
		n = 6;
	for (int32_t k = 0; k < nb; k++)	// expect: loop-overhead
		n = y[k];
	for (int32_t i = 0; i < n; i++)	// expect: loop-overhead
		x[i] = y[i] + 21;
}

/* nor one a write in the loop around adds to on every pass */
void search_growing(int32_t *restrict x, const int32_t *restrict y, int32_t n, int32_t nb)
{
	if (n > 6)
		n = 6;
	for (int32_t k = 0; k < nb; k++) {
		n = n + 10;
		for (int32_t i = 0; i < n; i++)	// expect: loop-overhead
			x[i] = y[i] + 23;
	}
}
