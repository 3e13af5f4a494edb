/*
 * dependency-chain through memory: a value stored in one iteration and
 * loaded back a few iterations later (in-place recursive filters, prefix
 * sums written to the output).  The chain then holds a load and a store on
 * top of the arithmetic; carrying the value in a local removes both.
 */
#include <stdint.h>

/* First-order IIR computed in place of its output. */
void iir_in_place(float *restrict y, const float *restrict x, int n, float a)
{
	for (int i = 1; i < n; i++)
		y[i] = x[i] + a * y[i - 1];	// expect: dependency-chain
}

/* Running sum written to the output array. */
void prefix_sum(int32_t *restrict s, const int16_t *restrict v, int n)
{
	s[0] = v[0];
	for (int i = 1; i < n; i++)
		s[i] = s[i - 1] + v[i];	// expect: dependency-chain
}

/* Second-order recurrence through a temporary, read two samples back. */
void smooth2(int32_t *restrict v, int n)
{
	for (int i = 2; i < n; i++) {
		int32_t t = v[i - 2] * 3;
		v[i] = (t + v[i]) >> 2;	// expect: dependency-chain
	}
}

/* The fix: the previous output carried in a local. */
void iir_carried(float *restrict y, const float *restrict x, int n, float a)
{
	float prev = y[0];

	for (int i = 1; i < n; i++)
		y[i] = prev = x[i] + a * prev;	// expect: dependency-chain
}

/* Reading ahead: y[i + 1] was not written yet (no recurrence). */
void shift_down(float *restrict y, int n)
{
	for (int i = 0; i + 1 < n; i++)	// expect: loop-overhead
		y[i] = y[i + 1] * 0.5f;	// no: dependency-chain: reads an element not yet stored (an anti-dependence)
}

/* Updating an element in place: each iteration its own element. */
void gain(float *restrict y, int n, float g)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		y[i] = y[i] * g;	// no: dependency-chain: the same element is read and written, no value crosses iterations
}

/* Another array: nothing is read back. */
void delay(float *restrict y, const float *restrict x, int n)
{
	for (int i = 1; i < n; i++)	// expect: loop-overhead
		y[i] = x[i - 1];	// no: dependency-chain: loads x, stores y: no value crosses iterations
}

/* A long distance divides the chain: 11 cycles over 8 iterations. */
void comb(int32_t *restrict v, const int32_t *restrict w, int n)
{
	for (int i = 8; i < n; i++)	// expect: loop-overhead
		v[i] = v[i - 8] + w[i];	// no: dependency-chain: ld 5 + add 1 + st 5 over 8 iterations is 2 cycles each
}

/* FLAC's LPC synthesis (lpc.c, FLAC__lpc_restore_signal): the prediction
 * is summed over statements, and the chain runs from the load of the last
 * output through the multiply, the sum and the shift to the store. */
void lpc_restore2(const int32_t *restrict residual, int n, const int32_t *restrict qlp,
		  int shift, int32_t *restrict data)
{
	for (int i = 0; i < n; i++) {
		int32_t sum = 0;
		sum += qlp[1] * data[i - 2];
		sum += qlp[0] * data[i - 1];
		data[i] = residual[i] + (sum >> shift);	// expect: dependency-chain
	}
}

/* The same sum over statements, into another array: no value comes back. */
void lpc_residual2(const int32_t *restrict data, int n, const int32_t *restrict qlp,
		   int shift, int32_t *restrict residual)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		int32_t sum = 0;
		sum += qlp[1] * data[i - 2];
		sum += qlp[0] * data[i - 1];
		residual[i] = data[i] - (sum >> shift);	// no: dependency-chain: the stored array is not read back, each iteration starts afresh
	}
}

/* Alias reduction (libmad's III_aliasreduce): xr[i] walks up from xr[0]
 * while xr[-1 - i] walks down from xr[-1]; no iteration reads what
 * another wrote, so there is no chain through memory. */
void alias_reduce(int32_t *xr, const int32_t *cs, const int32_t *ca, int lines)
{
	const int32_t *bound = &xr[lines];

	for (xr += 18; xr < bound; xr += 18) {
		for (int i = 0; i < 8; ++i) {
			int32_t a = xr[-1 - i];
			int32_t b = xr[i];
			xr[-1 - i] = (a * cs[i] - b * ca[i]) >> 8;	// no: dependency-chain: xr[-1 - i] goes down from xr[-1], xr[i] up from xr[0]: they never meet
			xr[i] = (b * cs[i] + a * ca[i]) >> 8;	// no: dependency-chain: as above
		}
	}
}

/* The same two directions meeting in the middle (a reversal in place):
 * the walks cross, so later iterations may read what earlier ones
 * wrote. */
void reverse_mix(int32_t *x, int n)
{
	for (int i = 0; i < n; i++)
		x[i] = x[n - 1 - i] + (x[i] >> 1);	// expect: dependency-chain
}

/* The opposite walks again, but the count starts at -1: the first pass
 * writes x[0], which the second reads, so the walks do meet. */
void cross_late(int32_t *x, int n)
{
	for (int i = -1; i < n; i++)
		x[-1 - i] = x[i] * 3 + 1;	// expect: dependency-chain
}

/* A pointer into the function's own array (libmad's III_imdct_s fills
 * its y[36] through yptr): the caller's X cannot be those bytes. */
int32_t own_buffer(const int32_t *X, int n)
{
	int32_t y[64], *yp = &y[0], s = 0;

	for (int i = 0; i < 64; i++)	// expect: loop-overhead note
		yp[i] = X[i] * 3 + X[i + 1];	// no: dependency-chain: yp points into the local y[64], which the parameter X cannot reach
	s = y[n & 63];
	return s;
}

/* The same pointer set to a parameter too: it may be X's bytes. */
int32_t own_or_not(int32_t *X, int32_t *Z, int n, int c)
{
	int32_t y[64], *yp = &y[0], s = 0;

	if (c)
		yp = Z;
	for (int i = 0; i < 64; i++)
		yp[i] = X[i] * 3 + X[i + 1];	// expect: dependency-chain
	s = y[n & 63];
	return s;
}

/* Two walks toward each other that stop before they meet: yptr[i] up to
 * yptr[5], yptr[11 - i] down to yptr[6]. */
void mirror(int32_t *yptr, const int32_t *restrict c)
{
	for (int i = 0; i < 6; ++i) {
		yptr[i] = yptr[i] * c[i] + c[i + 6];
		yptr[11 - i] = -yptr[i];	// no: dependency-chain: yptr[i] stays below yptr[6], yptr[11 - i] above yptr[5]: with 6 passes they never meet
	}
}

/* Pointers set in the pass from one base ('n1 = pw + (i*4); n2 = n1 + 1;
 * ...', speex's lsp_to_lpc): their addresses are the base's, at fixed
 * offsets, so *n1 of one pass is never *n3 of the one before. */
void lattice(const float *restrict x_freq, float *restrict ak, int m, float *pw)
{
	float xin1 = 1.0f, xin2 = 1.0f;
	float *n1, *n2, *n3, *n4;

	for (int i = 0; i < m; i++) {
		n1 = pw + (i * 4);
		n2 = n1 + 1;
		n3 = n2 + 1;
		n4 = n3 + 1;
		float xout1 = xin1 - 2.f * x_freq[2 * i] * *n1 + *n2;	// no: dependency-chain: n1..n4 are pw + 4i + 0..3, which no other pass stores
		float xout2 = xin2 - 2.f * x_freq[2 * i + 1] * *n3 + *n4;
		*n2 = *n1;
		*n4 = *n3;
		*n1 = xin1;
		*n3 = xin2;
		xin1 = xout1;
		xin2 = xout2;
	}
	ak[0] = xin1 + xin2;
}

/* The same setting, one pass ahead: *n3 is the next pass's *n1. */
void lattice_next(float *restrict ak, int m, float *pw)
{
	float *n1, *n3;

	for (int i = 0; i < m; i++) {
		n1 = pw + (i * 4);
		n3 = n1 + 4;
		*n3 = *n1 * 0.5f + ak[i];	// expect: dependency-chain
	}
}

/* A local array reached only through its own pointers, against loads
 * through a table pointer (libmad's III_imdct_s: 'yptr = &y[0]',
 * '(*s)[k]'): the table's rows are never y's bytes. */
extern const int32_t tab_rows[8][4];
void keep(int32_t *p);

int32_t own_rows(int32_t *restrict z)
{
	int32_t y[32], *yp = &y[0];
	const int32_t (*s)[4] = tab_rows;

	for (int i = 0; i < 8; i++) {	// expect: loop-overhead note
		yp[i] = (*s)[0] * 3 + (*s)[1] * 5 + (*s)[2];	// no: dependency-chain: y's address goes only into yp, so the table loads through s never read what yp stores
		yp[31 - i] = -yp[i];
		++s;
	}
	for (int i = 0; i < 32; i++)	// expect: loop-overhead note
		z[i] = y[i];
	return y[3];
}

/* The same array handed to a function first: another pointer may now
 * hold its address. */
int32_t own_rows_kept(int32_t *restrict z, const int32_t (**rows)[4])
{
	int32_t y[32], *yp = &y[0];
	const int32_t (*s)[4] = *rows;

	keep(y);
	for (int i = 0; i < 8; i++) {
		yp[i] = (*s)[0] * 3 + (*s)[1] * 5 + (*s)[2];
		yp[31 - i] = -yp[i];	// expect: dependency-chain
		++s;
	}
	for (int i = 0; i < 32; i++)	// expect: loop-overhead note
		z[i] = y[i];
	return y[3];
}

/* An index set at the top of the pass and again in a switch case: on
 * the other cases it is i, and a[i + 1] feeds the next pass. */
void switch_index(int32_t *a, int32_t n, int32_t m)
{
	int32_t k;

	for (int32_t i = 0; i < n; i++) {
		k = i;
		switch (m) {
		case 0:
			k = i - 1;
			break;
		}
		a[k + 1] = a[i] * 3 + 1;	// expect: dependency-chain
	}
}

/* An index written through a pointer to it after its setting. */
void pointer_index(int32_t *a, int32_t n)
{
	int32_t k;
	int32_t *kp = &k;

	for (int32_t i = 0; i < n; i++) {
		k = i - 1;
		*kp = i;
		a[k + 1] = a[i] * 3 + 1;	// expect: dependency-chain
	}
}

/* A local array whose pointer's old value goes to a function: another
 * pointer may hold its address. */
int32_t *escaped_to;
void hand_over(int32_t *q);

int32_t stepped_away(int32_t n)
{
	int32_t y[64];
	int32_t *yp = y;

	hand_over(yp++);
	y[0] = 1;
	for (int32_t i = 0; i < n && i < 63; i++)
		y[i + 1] = escaped_to[i] * 3 + 1;	// expect: dependency-chain
	return y[n & 63];
}

/*
 * An expansion in place going down ('index[i] = index[i >> 1]' from the
 * top, faad2's parametric stereo indices): each pass reads below every
 * element the passes before it stored, so no value goes from one pass to
 * the next; but a shifted index is no affine one, the compiler cannot
 * tell, and the finding stays, said so, with the advice to load a pass
 * ahead (tests/cli_chain_advice.sh).  Going up, the same statement reads
 * what an earlier pass stored; a store's index moved below the load's
 * reach keeps a true chain.
 */
void expand_down(int8_t *index, int32_t nr_par)
{
	int32_t i;

	for (i = (nr_par << 1) - 1; i > 0; i--)
		index[i] = index[i >> 1];	// expect: dependency-chain
	for (i = 2 * nr_par + 1; i >= 2; i--)
		index[i] = index[(i - 2) >> 2];	// expect: dependency-chain
}

void expand_up(int8_t *index, int32_t nr_par)
{
	for (int32_t i = 1; i < nr_par; i++)
		index[i] = index[i >> 1];	// expect: dependency-chain
}

void expand_shifted(int8_t *index, int32_t nr_par)
{
	for (int32_t i = (nr_par << 1) - 1; i > 0; i--)
		index[i - 4] = index[(i + 6) >> 1];	// expect: dependency-chain
}
