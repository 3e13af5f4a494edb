/*
 * divmod, honest trip counts: a for header with constant bounds gives the
 * loop's count only if nothing else moves the induction variable or leaves
 * the loop.  A body that also writes the variable (i += i >> 10 in a test
 * loop that runs ~15k times, not 1e9) or breaks out on data has no constant
 * count: the count is assumed (--assumed-trip, at most the header's).  The
 * negatives keep their constant count: a break of an inner switch or of a
 * do-while(0) wrapper does not leave the loop.
 */
#include <stdint.h>

/* A test sweep whose step grows with i: far fewer than 1e9 trips. */
int32_t sweep(int32_t d)
{
	int32_t s = 0;
	int32_t i;

	for (i = 1; i <= 1000000000; i++) {
		s += i / d;	// expect: divmod warning count=100 basis=assumed
		i += i >> 10;
	}
	return s;
}

/* A search that stops at the first match. */
int find_div(const int32_t *x, int32_t d)
{
	int i;

	for (i = 0; i < 4096; i++)
		if (x[i] % d == 0)	// expect: divmod warning count=100 basis=assumed, missed-guard
			return i;
	return -1;
}

/* A scan that breaks on a terminator. */
int32_t until_zero(const int32_t *x, int32_t d)
{
	int32_t s = 0;
	int i;

	for (i = 0; i < 256; i++) {
		if (x[i] == 0)	// expect: missed-guard
			break;
		s += x[i] / d;	// expect: divmod warning count=100 basis=assumed
	}
	return s;
}

/* The break belongs to the switch: all 64 iterations run. */
int32_t classify(const int32_t *x, int32_t d)
{
	int32_t s = 0;
	int i;

	for (i = 0; i < 64; i++) {
		switch (x[i] & 3) {
		case 0:
			s += x[i] / d;	// expect: divmod warning count=64 basis=constant
			break;
		default:
			s++;
			break;
		}
	}
	return s;
}

/* The loop variable is only read in the body: the constant count holds. */
int32_t fixed(const int32_t *x, int32_t d)
{
	int32_t s = 0;
	int i;

	for (i = 0; i < 32; i++)
		s += x[i] / (d + i);	// expect: divmod warning count=32 basis=constant
	return s;
}

/* Nested run-time counts: a loop with no unknown loop inside is assumed to
 * run 100 times, each loop around such loops 4 times (the cube root), and
 * the assumed factors of a nest together at most 100 x 100, trimmed from
 * the inside: a loop over envelopes around one over bands around one over
 * slots is not 100 x 100 x 100, and the envelope loop's own body runs 4
 * times. */
int32_t envelopes(const int32_t *x, int n_env, int n_band, int n_slot, int32_t d)
{
	int32_t s = 0;
	int e, b, t, r;

	for (e = 0; e < n_env; e++) {
		s += x[e] / d;	// expect: divmod warning count=4 basis=assumed
		for (b = 0; b < n_band; b++) {
			s += x[b] % (d + b);	// expect: divmod warning count=16 basis=assumed
			for (t = 0; t < n_slot; t++)
				for (r = 0; r < n_slot; r++)
					s += x[t + r] / (d + t);	// expect: divmod warning count=6400 basis=assumed
		}
	}
	return s;
}

/* A loop inside bounded at a few passes (two channels: the extent of
 * 'prev[2]') leaves the loop around it its own assumption: 100 bands x 2
 * channels, not 4 x 2 (opus's quant_coarse_energy_impl, judged 5x low in
 * the tenth static draw). */
int32_t bands2(const int32_t *x, int32_t prev[2], int start, int end, int C,
	       int32_t d)
{
	int32_t s = 0;

	for (int i = start; i < end; i++) {
		int c = 0;
		do {
			s += (x[i] - prev[c]) / d;	// expect: divmod warning count=200 basis=assumed
			s += (int32_t)((uint32_t)x[i] % 4u);	// no: divmod: an unsigned modulo by 4 is a mask
			s += (int32_t)((uint32_t)prev[c] / 2u);	// no: divmod: an unsigned divide by 2 is a shift
		} while (++c < C);
	}
	return s;
}

/* A header that steps a second variable with a comma (lame's id3 frame
 * matcher: 'for (i = 0; i < 4; ++i, window <<= 8)'): still 4 trips. */
int32_t comma_step(const int32_t *x, int32_t d)
{
	int32_t s = 0, window = 0xff;
	int i;

	for (i = 0; i < 4; ++i, window <<= 8)
		s += (x[i] & window) / d;	// expect: divmod warning count=4 basis=constant
	return s;
}

/* Two variables set before the loop: the condition names the counted
 * one (i), whichever the init sets first. */
int32_t comma_first(const int32_t *x, int32_t d)
{
	int32_t s = 0;
	int i, j;

	for (j = 100, i = 0; i < 12; i++, j -= 3)
		s += x[j] / d;	// expect: divmod warning count=12 basis=constant
	return s;
}

/* A condition that counts down and tests for zero (libgsm's and wavpack's
 * 'for (i = 8; i--;)'): the values tested are 8 ... 1, so 8 trips; a
 * pre-decrement tests 7 ... 1 first. */
int32_t count_down(const int32_t *x, int32_t d)
{
	int32_t s = 0;
	int i;

	for (i = 8; i--;)
		s += x[i] / d;	// expect: divmod warning count=8 basis=constant
	for (i = 8; --i;)
		s += x[i] % d;	// expect: divmod warning count=7 basis=constant
	return s;
}

/* The same test of a counter the body also moves: no count, the start
 * bounds it. */
int32_t count_down_moved(const int32_t *x, int32_t d)
{
	int32_t s = 0;
	int i;

	for (i = 64; i--;) {
		s += x[i] / d;	// expect: divmod warning count=64 basis=assumed
		i -= x[i] & 7;
	}
	return s;
}

/* A step that shifts the variable (twolame's scale factor search, 'for (l
 * = 16, sf = 32; l; l >>= 1)'; an FFT's stage loop): the values the
 * variable takes give the count, 5 and 6; an unsigned variable from an
 * unknown start is shifted to zero within its 32 bits (a bound: the count
 * stays assumed, at most 32). */
int32_t halving(const int32_t *x, uint32_t n, int32_t d)
{
	int32_t s = 0;
	uint32_t l, sf, k;
	int j;

	for (l = 16, sf = 32; l; l >>= 1)
		s += x[l] / d;	// expect: divmod warning count=5 basis=constant
	for (j = 1; j < 64; j <<= 1)
		s += x[j] % d;	// expect: divmod warning count=6 basis=constant
	for (k = n; k; k >>= 1)
		s += x[k] / d;	// expect: divmod warning count=32 basis=assumed
	return s + (int32_t)sf;
}

/* Halving by an unsigned divide: a shift, in the step and in the body. */
uint32_t halving_unsigned(const uint32_t *x, uint32_t n)
{
	uint32_t s = 0, k;

	for (k = 64u; k; k /= 2u)	// no: divmod: unsigned k / 2 is a shift
		s += x[k] / 4u;	// no: divmod: unsigned divide by 4 is a shift
	for (k = n; k > 1u; k /= 2u)	// no: divmod: unsigned k / 2 is a shift
		s += x[k] % 8u;	// no: divmod: unsigned modulo 8 is a mask
	for (k = 1u; k < 4096u; k <<= 1)
		s += (x[k] + 7u) / 8u	// no: divmod: unsigned divide by 8 is a shift
		     + x[k] % 64u;	// no: divmod: unsigned modulo 64 is a mask
	return s;
}

/* A signed variable shifted left past its width is undefined, and one
 * shifted right from below zero never reaches it: no count. */
int32_t halving_signed(const int32_t *x, int32_t d)
{
	int32_t s = 0;
	int j;

	for (j = 1; j != 0; j <<= 1)
		s += x[j & 7] / d;	// expect: divmod warning count=100 basis=assumed
	for (j = -8; j != 0; j >>= 1)
		s += x[j & 7] / d;	// expect: divmod warning count=100 basis=assumed
	return s;
}

/* The last member of a structure reached through a pointer may hold more
 * than the one element it declares (the struct hack, allocated larger, as
 * GCC's -fstrict-flex-arrays=1 takes it): its extent bounds no loop, while
 * an array before other members does. */
struct tail_node {
	int32_t n;
	int32_t fixed[4];
	int32_t tail[1];
};

int32_t tail_sum(const struct tail_node *t, int n, int32_t d)
{
	int32_t s = 0;
	int i;

	for (i = 0; i < n; i++)
		s += t->tail[i] / d;	// expect: divmod warning count=100 basis=assumed
	for (i = 0; i < n; i++)
		s += t->fixed[i] / d;	// expect: divmod warning count=4 basis=assumed
	return s;
}

/* A loop with no start goes on from where the loop just before it left
 * its variable: the remainder of a loop unrolled by hand (opus's pitch
 * correlation: 'for (; i < max_pitch; i++)' after 'i < max_pitch - 3; i +=
 * 4') runs at most 3 times (a bound: the count stays assumed); after a
 * constant count it starts where that one ended (32 trips). */
int32_t remainder3(const int32_t *x, int n, int32_t d)
{
	int32_t s = 0;
	int i;

	for (i = 0; i < n - 3; i += 4)	// expect: loop-overhead
		s += x[i] + x[i + 1] + x[i + 2] + x[i + 3];
	for (; i < n; i++)
		s += x[i] / d;	// expect: divmod warning count=3 basis=assumed
	return s;
}

/* The same shapes with divides that cost nothing: shifts and masks. */
uint32_t remainder_pow2(const uint32_t *x, int n)
{
	uint32_t s = 0;
	int i;

	for (i = 0; i < n - 3; i += 4)	// expect: loop-overhead
		s += x[i] / 16u + x[i + 3] % 16u;	// no: divmod: unsigned divide and modulo by 16 are a shift and a mask
	for (; i < n; i++)
		s += x[i] / 2u;	// no: divmod: unsigned divide by 2 is a shift
	for (; i < n + 8; i++)
		s += x[i] % 32u;	// no: divmod: unsigned modulo 32 is a mask
	return s;
}

int32_t second_range(int32_t *dst, const int32_t *src, int32_t d)
{
	int j;

	for (j = 0; j < 1024; j++)	// expect: loop-overhead
		dst[j] = 0;	// expect: custom-op
	for (; j < 1056; j++)
		dst[j] = src[j] / d;	// expect: divmod warning count=32 basis=constant
	return j;
}

/* Not the statement just before, or a loop that may stop early: the
 * variable may be anywhere, no count. */
int32_t remainder_unknown(int32_t *dst, const int32_t *src, int n, int32_t d)
{
	int j;

	for (j = 0; j < n - 3; j++)
		if (src[j] < 0)	// expect: missed-guard
			break;
	for (; j < n; j++)
		dst[j] = src[j] / d;	// expect: divmod warning count=100 basis=assumed
	for (j = 0; j < n - 3; j++)	// expect: loop-overhead
		dst[j] = 0;	// expect: custom-op
	if (n > 5)
		for (; j < n; j++)
			dst[j] = src[j] / d;	// expect: divmod warning count=100 basis=assumed
	return j;
}

/* A bound or start held in a local variable initialised with a constant
 * and never written again ('int n = 10; for (i = 0; i < n; i++)') is that
 * constant; one the function writes elsewhere is not. */
int32_t local_bound(const int32_t *x, int32_t d)
{
	int32_t s = 0;
	int n = 10, start = 4, i;

	for (i = 0; i < n; i++)
		s += x[i] / d;	// expect: divmod warning count=10 basis=constant
	for (i = start; i < 16; i++)
		s += x[i] % d;	// expect: divmod warning count=12 basis=constant
	for (i = 0; i < n; i++)
		s += (int32_t)((uint32_t)x[i] / 4u);	// no: divmod: unsigned divide by 4 is a shift
	for (i = start; i < n; i++)
		s += (int32_t)((uint32_t)x[i] % 16u);	// no: divmod: unsigned modulo 16 is a mask
	return s;
}

/* A local set to 10 and, in an arm, to 20: no constant, but at most 20
 * (model_clamp_bounds(): the larger of the two), a bound. */
int32_t local_bound_written(const int32_t *x, int32_t d)
{
	int32_t s = 0;
	int n = 10, i;

	if (d > 5)
		n = 20;
	for (i = 0; i < n; i++)
		s += x[i] / d;	// expect: divmod warning count=20 basis=assumed
	for (i = 0; i < n; i++)	// expect: loop-overhead
		s += (int32_t)((uint32_t)x[i] / 32u);	// no: divmod: unsigned divide by 32 is a shift
	return s;
}

/* A while or do-while counter stepped in the condition, a local set to a
 * constant where it is declared and written nowhere else (libgsm's RPE
 * grid, 'int i = 13; ... do { ... } while (--i);' in a Duff's device):
 * 13 passes; 'while (n--)' from 8: 8. */
int32_t do_counter(const int32_t *x, int32_t d)
{
	int32_t s = 0;
	int i = 13, n = 8;

	do {
		s += x[i] / d;	// expect: divmod warning count=13 basis=constant
	} while (--i);
	while (n--)
		s += x[n] % d;	// expect: divmod warning count=8 basis=constant
	return s;
}

/* The same counters with divides that cost nothing. */
uint32_t do_counter_pow2(const uint32_t *x)
{
	uint32_t s = 0;
	int i = 13, n = 8;

	do {
		s += x[i] / 16u;	// no: divmod: unsigned divide by 16 is a shift
	} while (--i);
	while (n--)
		s += x[n] % 4u;	// no: divmod: unsigned modulo 4 is a mask
	return s;
}

/* Declared outside a loop around it, the counter is not reset: the second
 * run starts where the first stopped. */
int32_t do_counter_outer(const int32_t *x, int m, int32_t d)
{
	int32_t s = 0;
	int i = 13, k;

	for (k = 0; k < m; k++) {
		do {
			s += x[i & 7] / d;	// expect: divmod warning count=400 basis=assumed
		} while (--i);
	}
	return s;
}

/* Another counter of the loop, stepped once every iteration and indexing
 * an array of 8 on every iteration (wavpack's decorrelation terms, 'while
 * (cnt--) { ... samples_A[m] ...; m++; }'): at most 8 iterations, from
 * any start a valid index has (a bound).  Indexed only in an if arm, it
 * bounds nothing. */
struct terms {
	int32_t a[8], b[8];
};

int32_t term_loop(struct terms *t, const int32_t *x, int cnt, int32_t d)
{
	int m = 0;

	while (cnt--) {
		t->a[m] = x[m] / d;	// expect: divmod warning count=8 basis=assumed
		m++;
	}
	return m;
}

uint32_t term_loop_pow2(struct terms *t, const uint32_t *x, int cnt)
{
	int m = 0;

	while (cnt--) {
		t->a[m] = (int32_t)(x[m] / 2u);	// no: divmod: unsigned divide by 2 is a shift
		t->b[m] = (int32_t)(x[m] % 2u);	// no: divmod: unsigned modulo 2 is a mask // expect: dependency-chain
		m++;
	}
	return (uint32_t)m;
}

int32_t term_loop_cond(struct terms *t, const int32_t *x, int cnt, int32_t d)
{
	int m = 0;

	while (cnt--) {
		if (x[m] > 0)
			t->b[m] = x[m] % d;	// expect: divmod warning count=100 basis=assumed
		m++;
	}
	return m;
}

/* A triangular nest: the inner start (or bound) is the outer counter
 * (libgsm's LPC 'for (i = n; i <= 8; i++)' inside 'n = 1 .. 8'): the outer
 * range bounds the inner count, 8 and 19 (a bound: 36 and 190 run in all);
 * over the outer passes the inner runs from about none to that bound:
 * half of it (32 against the 36 that run, 200 against 190). */
int32_t triangle(const int32_t *x, int32_t d)
{
	int32_t s = 0;
	int n, i, j;

	for (n = 1; n <= 8; n++)
		for (i = n; i <= 8; i++)
			s += x[i] / d;	// expect: divmod warning count=32 basis=assumed
	for (i = 0; i < 20; i++)
		for (j = 0; j < i; j++)
			s += x[j] % d;	// expect: divmod warning count=200 basis=assumed
	for (i = 0; i < 20; i++)
		for (j = 0; j < i; j++)	// expect: loop-overhead
			s += (int32_t)((uint32_t)x[j] / 64u);	// no: divmod: unsigned divide by 64 is a shift
	return s;
}

/* A triangular nest on a loop whose own count is unknown (a Levinson
 * recursion's 'for (j = 0; j < i; j++)' inside 'for (i = 0; i < p; i++)',
 * opus's celt_lpc and speex's lpc; an insertion sort's 'for (j = i - 1; j
 * >= 0; j--)'): the inner loop's passes grow by one with each outer pass,
 * so they average half the outer loop's.  The outer loop is 4 as any loop
 * around an unknown one, so the inner is 2 (8 in all), not a 100 of its
 * own (400 in all; measured 6 and 37 per call).  Around it an order: 8,
 * and 4 inside.  Negatives: an inner end far from the outer start ('j <
 * i' with i from 16) and a step of 2 keep the assumption. */
int32_t levinson(const int32_t *r, int32_t *a, int p, int order, int32_t d)
{
	int32_t s = 0;
	int i, j;

	for (i = 0; i < p; i++)
		for (j = 0; j < i; j++) {
			a[j] += r[i - j] / d;	// expect: divmod warning count=8 basis=assumed
			a[j] += (int32_t)((uint32_t)r[j] / 8u);	// no: divmod: an unsigned divide by 8 is a shift
		}
	for (i = 1; i < p; i++)
		for (j = i - 1; j >= 0 && r[j] > s; j--) {
			s += r[j] % d;	// expect: divmod warning count=8 basis=assumed
			s += (int32_t)((uint32_t)r[j] % 16u);	// no: divmod: an unsigned modulo by 16 is a mask
		}
	for (i = 0; i < order; i++)
		for (j = 0; j <= i; j++) {
			s += a[j] / d;	// expect: divmod warning count=32 basis=assumed
			s += a[j] / 1;	// no: divmod: a divide by 1 is the value itself
			s += (int32_t)((uint32_t)a[j] >> 2);	// no: divmod: a shift, no divide
		}
	/* i from 16, far from j's start: no half of the outer loop */
	for (i = 16; i < p; i++)
		for (j = 0; j < i; j++)
			s += a[j] % d;	// expect: divmod warning count=400 basis=assumed
	/* an outer step of 2: the passes grow by 2, not by 1 */
	for (i = 0; i < p; i += 2)
		for (j = 0; j < i; j++)
			s += r[j] / d;	// expect: divmod warning count=400 basis=assumed
	return s;
}

/* A Levinson recursion's update of coefficient pairs: the inner bound is
 * half the outer counter ('for (j = 0; j < (i + 1) >> 1; j++)', speex's
 * and flac's lpc.c; 'n < (k + 1) >> 1' inside 'for (k = order - 1; k > 0;
 * k--)' of a static function, opus's LPC_inverse_pred_gain_QA_c, whose
 * inner loop was counted 24, its array's extent, where order 16 runs 64
 * pairs in all).  Over an order's 8 passes the inner runs from 0 to 4
 * pairs: their mean, 2 (16 run), and from a count down to 1, 1 to 4
 * pairs: 3 (20 run); 'i / 2' alike.  Negatives: a half of a count the model guesses (the 4 of a loop
 * around an unknown one) and a shift by a variable keep the assumption. */
static void pairs_down(int32_t *a, int order, int32_t d)
{
	int j, k;

	for (k = order - 1; k > 0; k--)
		for (j = 0; j < (k + 1) >> 1; j++) {
			a[j] -= a[k - j - 1] % d;	// expect: divmod warning count=24 basis=assumed
			a[j] -= (int32_t)((uint32_t)a[k - j - 1] % 8u);	// no: divmod: an unsigned modulo by 8 is a mask
		}
}

int32_t levinson_pairs(int32_t *a, const int32_t *r, int p, int order,
		       int s, int32_t d)
{
	int32_t t = 0;
	int i, j;

	for (i = 0; i < order; i++)
		for (j = 0; j < (i + 1) >> 1; j++)
			a[j] += a[i - 1 - j] / d;	// expect: divmod warning count=16 basis=assumed
	pairs_down(a, order, d);
	for (i = 0; i < order; i++)
		for (j = 0; j < i / 2; j++) {	// expect: divmod
			t += r[j] / d;	// expect: divmod warning count=16 basis=assumed
			t += r[j] / 1;	// no: divmod: a divide by 1 is the value itself
			t += (int32_t)((uint32_t)r[j] / 4u);	// no: divmod: an unsigned divide by 4 is a shift
		}
	/* an unknown outer count: the inner keeps its own guess */
	for (i = 0; i < p; i++)
		for (j = 0; j < (i + 1) >> 1; j++)
			t += r[i - 1 - j] % d;	// expect: divmod warning count=400 basis=assumed
	/* a shift by a variable: no fraction known */
	for (i = 0; i < order; i++)
		for (j = 0; j < (i + 1) >> s; j++) {
			t += r[j] / d;	// expect: divmod warning count=800 basis=assumed
			t += (int32_t)((uint32_t)r[j] >> 3);	// no: divmod: a shift, no divide
		}
	return t;
}

/* What does not take a fraction of the outer range (the stop 46 review's
 * probes): a declared count of the loop around wins over its name's 8 (32
 * passes, halves 0 to 16: a mean of 8, 256); a count from an array's
 * extent does not place a count-up-to-a-constant's range (t[k] keeps k
 * below 8 where the loop's end is 16: the inner loop keeps its guess); a
 * divisor that is no integer ('i / 2.9') and an unsigned one of a signed
 * counter ('i / 2u' of a negative i wraps) are no halves. */
static const int32_t tk[8] = { 1, 1, 1, 1, 1, 1, 1, 0 };

int32_t pairs_not(int32_t *x, int order, int s, int32_t d)
{
	int32_t t = 0;
	int i, j, k;

	for (i = 0; i < order; i++)	// tmopt: trip 32
		for (j = 0; j < (i + 1) >> 1; j++) {
			t += x[j] / d;	// expect: divmod warning count=256 basis=assumed
			t += (int32_t)((uint32_t)x[j] >> 2);	// no: divmod: a shift, no divide
		}
	for (k = s; k < 16; k++) {
		if (tk[k] == 0)
			break;
		for (j = 0; j < k; j++) {
			t += x[j] % d;	// expect: divmod warning count=400 basis=assumed
			t += (int32_t)((uint32_t)x[j] % 4u);	// no: divmod: an unsigned modulo by 4 is a mask
		}
	}
	for (i = 0; i < 16; i++)
		for (j = 0; j < i / 2.9; j++)	// expect: double-emulation, double-emulation
			t += x[j] / d;	// expect: divmod warning count=1600 basis=assumed
	for (i = -8; i < 8; i++) {
		for (j = 0; (unsigned)j < i / 2u; j++)
			t += x[j] % d;	// expect: divmod warning count=1600 basis=assumed
		t += x[i + 8] / 1;	// no: divmod: a divide by 1 is the value itself
	}
	return t;
}

/* A search that leaves at the first match, its count unknown (stop 46):
 * a counter its header sets and tests, a break before its bound -- a few
 * passes, the cube root of the assumed trip (the profiles of the nine
 * code bases measured such loops at a median of 4 passes per entry).  An
 * error return does not end a normal run early, and a bound a parameter
 * gives is the calls' to settle: both keep the assumed trip. */
int32_t scan_first(const int32_t *a, int32_t v, int32_t d)
{
	int32_t s = 0;
	int n = a[0], i;

	for (i = 1; i < n; i++) {
		if (a[i] == v)	// expect: missed-guard
			break;
		s += a[i] / d;	// expect: divmod warning count=4 basis=assumed
		s += (int32_t)((uint32_t)a[i] / 2u);	// no: divmod: an unsigned divide by 2 is a shift
	}
	for (i = 1; i < n; i++) {
		if (a[i] < 0)	// expect: missed-guard
			return -1;
		s += a[i] % d;	// expect: divmod warning count=100 basis=assumed
		s += (int32_t)((uint32_t)a[i] % 2u);	// no: divmod: an unsigned modulo by 2 is a mask
	}
	return s;
}

/* (the review's probes: a bound that is the first parameter, a goto
 * that stays in the loop, a header of two bounds keep the assumed trip) */
int32_t scan_first_param(int n, const int32_t *a, int32_t v, int32_t d)
{
	int32_t s = 0;
	int m = a[1], i;

	for (i = 1; i < n; i++) {
		if (a[i] == v)	// expect: missed-guard
			break;
		s += a[i] / d;	// expect: divmod warning count=100 basis=assumed
		s += (int32_t)((uint32_t)a[i] >> 1);	// no: divmod: a shift, no divide
	}
	for (i = 1; i < m && i < 40; i++) {
		if (a[i] < 0)
			goto next;
		s += a[i] % d;	// expect: divmod warning count=100 basis=assumed
		s += (int32_t)((uint32_t)a[i] % 32u);	// no: divmod: an unsigned modulo by 32 is a mask
next:		;
	}
	return s;
}

int32_t scan_param(const int32_t *a, int n, int32_t v, int32_t d)
{
	int32_t s = 0;
	int i;

	for (i = 1; i < n; i++) {
		if (a[i] == v)	// expect: missed-guard
			break;
		s += a[i] / d;	// expect: divmod warning count=100 basis=assumed
	}
	return s;
}

/* A pointer the header sets to an array of 16 and the loop steps once an
 * iteration, dereferenced every iteration (wavpack's decorrelation passes,
 * 'for (tcount = n, dpp = wps->decorr_passes; tcount--; dpp++)'): at most
 * 16 (a bound).  A pointer that does not start at an array: no bound. */
struct pass {
	int32_t term, weight;
};

struct passes {
	int n;
	struct pass p[16];
};

int32_t walk_passes(struct passes *ps, const struct pass *other, int32_t d)
{
	const struct pass *q;
	int32_t s = 0;
	int t;

	for (t = ps->n, q = ps->p; t--; q++)
		s += q->weight / d;	// expect: divmod warning count=16 basis=assumed
	for (t = ps->n, q = other; t--; q++)
		s += q->weight % d;	// expect: divmod warning count=100 basis=assumed
	for (t = ps->n, q = ps->p; t--; q++)	// expect: loop-overhead
		s += (int32_t)((uint32_t)q->weight / 4u);	// no: divmod: unsigned divide by 4 is a shift
	return s;
}

/* What the review of these counts found: a counter a continue may skip
 * bounds nothing; a start settled after a condition that steps first
 * ('int n = 8; for (i = n; --i;)') takes the step (7); a loop whose
 * header declares its own variable leaves the outer one where it was. */
int32_t review_cases(const int32_t *x, int32_t d)
{
	static const int32_t tab[4] = { 1, 2, 3, 4 };
	int32_t s = 0;
	int i, m = 0, n = 8, cnt = x[0];

	while (cnt--) {
		if (x[cnt] == 0)
			continue;
		s += tab[m] / d;	// expect: divmod warning count=100 basis=assumed
		m++;
	}
	for (i = n; --i;)
		s += x[i] % d;	// expect: divmod warning count=7 basis=constant
	i = x[1];
	for (int i = 0; i < 8; i++)
		s += x[i];
	for (; i < 16; i++)
		s += x[i] / d;	// expect: divmod warning count=100 basis=assumed
	for (i = n; --i;)
		s += (int32_t)((uint32_t)x[i] / 8u)	// no: divmod: unsigned divide by 8 is a shift
		     + (int32_t)((uint32_t)x[i] % 8u);	// no: divmod: unsigned modulo 8 is a mask
	for (; i < 16; i++)	// expect: loop-overhead
		s += (int32_t)((uint32_t)x[i] / 2u);	// no: divmod: unsigned divide by 2 is a shift
	return s;
}

/* A header that tests more than its bound (lame's id3 language copy,
 * 'for (i = 0; i < 3 && src && *src; ++i)'): at most 3 trips, assumed,
 * not the 100 of a loop with no bound. */
void copy_lang(int32_t *dst, const int32_t *src, int32_t d)
{
	int i;

	for (i = 0; i < 3 && src && src[i]; ++i)
		dst[i] = src[i] / d;	// expect: divmod warning count=3 basis=assumed
}

/* The bound second: the same. */
int32_t until_zero_or_n(const int32_t *x, int32_t d)
{
	int32_t s = 0;
	int i;

	for (i = 0; x[i] != 0 && i < 16; i++)
		s += x[i] / d;	// expect: divmod warning count=16 basis=assumed
	return s;
}

/* A window around a run-time value (bcg729's post-filter pitch search,
 * 'for (i = T0 - 3; i <= T0 + 3; i++)'): 7 trips, whatever T0 is. */
int32_t around(const int32_t *x, int32_t t0, int32_t d)
{
	int32_t s = 0;
	int i;

	for (i = t0 - 3; i <= t0 + 3; i++)
		s += x[i] / d;	// expect: divmod warning count=7 basis=constant
	return s;
}

/* The same header whose variable the body moves: not even a bound. */
int32_t around_moved(const int32_t *x, int32_t t0, int32_t d)
{
	int32_t s = 0;
	int i;

	for (i = t0; i < t0 + 8; i++) {
		s += x[i] / d;	// expect: divmod warning count=100 basis=assumed
		t0 -= x[i] & 1;
	}
	return s;
}

/* The init moves the variable after the start is read (lame's
 * 'for (k = j, j += width; k < j; ++k)'): no count of 0. */
int32_t band(const int32_t *x, const int32_t *width, int nb, int32_t d)
{
	int32_t s = 0;
	int b, j = 0, k;

	for (b = 0; b < nb; b++)
		for (k = j, j += width[b]; k < j; ++k)
			s += x[k] / d;	// expect: divmod warning count=400 basis=assumed
	return s;
}

/* Divides that cost nothing in a counted window: unsigned powers of two,
 * and a header whose quotient is hoisted and a shift. */
uint32_t around_pow2(const uint32_t *x, int32_t t0, uint32_t n)
{
	uint32_t s = 0;
	int i;

	for (i = t0 - 2; i < t0 + 2; i++)
		s += x[i] / 8u + x[i] % 4u;	// no: divmod: unsigned divide and modulo by powers of two are a shift and a mask
	for (i = 0; i < (int32_t)(n / 16u); i++)	// no: divmod: unsigned n / 16 is a shift, hoisted // expect: loop-overhead
		s += x[i];
	return s;
}

/* An error return does not end the loop in a normal run (mpg123's
 * u-law table, 'if (c1 < 0 || c1 > 255) return -1;' over 8,192 entries):
 * the header's count stands, as compilers' branch predictors take a
 * negative or null return. */
int32_t table_or_fail(int32_t *t, int32_t d)
{
	int i;

	for (i = -4096; i < 4096; i++) {
		int32_t c = 65536 / (i + d);	// expect: divmod warning count=8192 basis=constant
		if (c < 0)
			return -1;
		t[i + 4096] = c >> 8;	// no: divmod: a shift written by hand
	}
	return 0;
}

/* A tail: from a start computed at run time up to a constant end that
 * bounds the count (twolame's 'for (j = sblimit; j < SBLIMIT; j++)',
 * clearing the subbands above the limit, 2 to 24 of 32): anywhere from 0
 * to 32, assumed half, 16.  A loop down from a run-time start to 0 is no
 * tail but a count of its own (assumed 100, at most the 64 of its array);
 * a run-time end is no bound. */
int32_t tails(int32_t band[3][12][32], const int32_t *x, int sblimit, int n,
	      int32_t d)
{
	int32_t s = 0;
	int gr, sb, j, i;

	for (gr = 0; gr < 3; gr++)
		for (sb = 0; sb < 12; sb++)
			for (j = sblimit; j < 32; j++)
				band[gr][sb][j] = x[j] / d;	// expect: divmod warning count=576 basis=assumed
	for (j = sblimit; j <= 31; j++)
		s += band[1][1][j] % d;	// expect: divmod warning count=16 basis=assumed
	for (i = n; i >= 0; i--)
		s += band[0][0][i & 31] / d;	// expect: divmod warning count=100 basis=assumed
	for (j = sblimit; j < n; j++)
		s += x[j] / d;	// expect: divmod warning count=100 basis=assumed
	return s;
}

/* The same tails with divides that cost nothing, and divides the compiler
 * folds. */
uint32_t tails_nocost(const uint32_t *x, int sblimit)
{
	uint32_t s = 0;
	int j;

	for (j = sblimit; j < 64 / 2; j++) {	// expect: loop-overhead // no: divmod: a divide of constants is folded at compile time
		s += x[j] / 8u;	// no: divmod: an unsigned divide by 8 is a shift
		s += x[j] % 16u;	// no: divmod: an unsigned modulo by 16 is a mask
		s += (uint32_t)(sizeof(x[0]) / sizeof(uint16_t));	// no: divmod: sizeof over sizeof is folded at compile time
		s += x[j] / 1u;	// no: divmod: a divide by 1 is the value itself
		s += (x[j] & 0xffu) / 4u;	// no: divmod: an unsigned divide by 4 is a shift
		s += (uint32_t)((uint16_t)x[j] % 2u);	// no: divmod: an unsigned modulo by 2 is a mask
		s += x[j] / 2u + x[j] % 4u;	// expect: dependency-chain // no: divmod: an unsigned divide by 2 and modulo by 4 are a shift and a mask
	}
	return s;
}

/* A local set to a constant that the body steps geometrically, its only
 * write, at the body's top level, compared with a constant first in the
 * condition: wavpack's seek test 'while (min_chunk_size > 1 && total /
 * min_chunk_size < 256) min_chunk_size /= 2;' from 256 runs at most 8
 * times (a bound: the other test may end it sooner); 1024 shifted down
 * while above 4 is 8 passes; a do-while multiplied by 3 from 1 while
 * below 100, 5.  A step under an if is no count: a walk that ends on
 * what it computes, assumed at the cube root of --assumed-trip, 4 (from
 * stop 42, corpus/divmod/data_walks.c; 100 before). */
int32_t geometric(const int32_t *x, int64_t total, int32_t d)
{
	int64_t m = 256;
	int32_t s = 0;
	int n = 1024, q = 1000;
	unsigned u = 1;

	while (m > 1 && total / m < 256)	// expect: int64-emulation x3 count=8 basis=assumed
		m /= 2;	// expect: int64-emulation note count=8 basis=assumed
	while (n > 4) {
		s += x[n] / d;	// expect: divmod warning count=8 basis=constant
		n >>= 1;
	}
	do {
		s += x[u] % d;	// expect: divmod warning count=5 basis=constant
		u *= 3;
	} while (u < 100);
	while (q > 1) {
		if (x[q] > 0)
			q /= 10;	// expect: divmod warning count=4 basis=assumed
		s += x[q] / d;	// expect: divmod warning count=4 basis=assumed
	}
	return s;
}

/* The same counters with divides that cost nothing. */
uint32_t geometric_nocost(const uint32_t *x)
{
	int n = 1024;
	uint32_t s = 0;

	while (n > 4) {
		s += x[n] / 4u;	// no: divmod: an unsigned divide by 4 is a shift
		s += x[n + 1] % 8u;	// no: divmod: an unsigned modulo by 8 is a mask
		n >>= 1;
	}
	return s;
}

/* The same step towards 0 from a start the walk does not know (a
 * parameter, a local set otherwise): a '/= 10' of an unsigned 32-bit value
 * ends within 10 passes from any start (flac's cddb_add_digits_, the
 * decimal digits of an offset), a signed one divided by 7 within 12, an
 * unsigned 64-bit one shifted right while above 0 within 64: bounds.  A
 * signed right shift never ends from -1; a second write in the loop, or
 * the address handed to a call, gives no count. */
void digits_step(unsigned *p);

uint32_t digits(uint32_t x, uint64_t y, int32_t v, int32_t d)
{
	uint32_t n = 0;

	while (x) {
		n += x % 10;	// expect: divmod warning count=10 basis=assumed
		x /= 10;	// expect: divmod warning count=10 basis=assumed
	}
	while (v != 0) {
		n += v % 7;	// expect: divmod warning count=12 basis=assumed
		v /= 7;	// expect: divmod warning count=12 basis=assumed
	}
	while (y > 0) {	// expect: int64-emulation note count=64 basis=assumed
		n += (uint32_t)(y & 1) / d;	// expect: divmod warning count=64 basis=assumed
		y >>= 1;	// expect: int64-emulation note count=64 basis=assumed
	}
	return n;
}

/* The same loop with divides that cost nothing. */
uint32_t digits_nocost(uint32_t x)
{
	uint32_t n = 0;

	while (x) {
		n += x % 16u;	// no: divmod: an unsigned modulo by 16 is a mask
		n += 1000 / 10;	// no: divmod: both operands constant, folded at compile time
		n += sizeof(n) % 3;	// no: divmod: a constant expression, folded
		x /= 16u;	// no: divmod: an unsigned divide by 16 is a shift
	}
	return n;
}

/* Digit loops whose passes no bound gives: walks that end on what they
 * compute, 4 (the cube root of --assumed-trip; 100 before stop 42). */
int32_t digits_unbounded(int32_t v, uint32_t x, uint32_t z, int32_t d)
{
	int32_t n = 0;

	while (v) {
		n += (v & 1) / d;	// expect: divmod warning count=4 basis=assumed
		v >>= 1;	// no: divmod: a shift; from -1 it never ends (no count)
	}
	while (x) {
		n += x % 10;	// expect: divmod warning count=4 basis=assumed
		x /= 10;	// expect: divmod warning count=4 basis=assumed
		if (n == 3)
			x = 1000;	// no: divmod: a second write, the count stays assumed
	}
	while (z) {
		n += z % 10;	// expect: divmod warning count=4 basis=assumed
		z /= 10;	// expect: divmod warning count=4 basis=assumed
		digits_step(&z);	// no: divmod: a call may write it: no count
	}
	return n;
}

/* The same loops' divides that cost nothing. */
uint32_t digits_more_nocost(uint32_t y, const uint32_t *p)
{
	uint32_t n = 0;

	while (y != 42) {
		n += y % 32u;	// no: divmod: an unsigned modulo by 32 is a mask
		n += y / 64u;	// no: divmod: an unsigned divide by 64 is a shift
		n += 81 / 9;	// no: divmod: both operands constant, folded at compile time
		n += p[0] % 2u;	// no: divmod: an unsigned modulo by 2 is a mask
		y = p[n & 7];
	}
	return n;
}

/* A reviewer's counter-examples: a signed char divided by '10u' goes
 * through unsigned arithmetic and cycles from a negative start; 'x != 42'
 * may never hold; a local of the same name declared in the loop is
 * another variable: no bound, walks of 4 passes (100 before stop 42). */
int32_t digits_more(signed char c, uint32_t y, uint32_t w, const uint32_t *p, int32_t d)
{
	int32_t n = 0;

	while (c) {
		n += c / d;	// expect: divmod warning count=4 basis=assumed
		c /= 10u;	// expect: divmod warning count=4 basis=assumed
	}
	while (y != 42) {
		n += y % 10;	// expect: divmod warning count=4 basis=assumed
		y /= 10;	// expect: divmod warning count=4 basis=assumed
	}
	while (w) {
		uint32_t w = *p++;
		if (w == 7)
			break;
		n += n / d;	// expect: divmod warning count=4 basis=assumed
		w /= 10;	// expect: divmod warning count=4 basis=assumed
	}
	return n;
}

/* A counter the statement just before the loop sets to a constant, and
 * that only the condition steps (libmad's short-block scale factors,
 * 'nsfb = 1 * 3; while (nsfb--) ...'): 3 passes; set to either of two
 * constants ('nsfb = mixed ? 17 : 18'), at most the larger, a bound.  Set
 * earlier, or moved in the body, it has no count. */
int32_t set_before(int32_t *sf, const int32_t *x, int mixed, int32_t d)
{
	unsigned int nsfb;
	int32_t s = 0;
	int i = 0;

	nsfb = 1 * 3;
	while (nsfb--)
		sf[i++] = x[i] / d;	// expect: divmod warning count=3 basis=constant
	nsfb = mixed ? 8 + 3 * 3 : 6 * 3;
	while (nsfb--)
		s += x[i++] % d;	// expect: divmod warning count=18 basis=assumed
	nsfb = 6;
	s += x[0];
	while (nsfb--)
		s += x[i++] / d;	// expect: divmod warning count=100 basis=assumed
	nsfb = 6;
	while (nsfb--) {
		s += x[i++] % d;	// expect: divmod warning count=100 basis=assumed
		if (s > 0)
			nsfb--;
	}
	return s;
}

/* The same counters with divides that cost nothing. */
uint32_t set_before_nocost(const uint32_t *x)
{
	unsigned int n;
	uint32_t s = 0;
	int i = 0;

	n = 4;
	while (n--)
		s += x[i++] / 8u;	// no: divmod: an unsigned divide by 8 is a shift
	n = 12;
	while (n--)
		s += x[i++] % 4u;	// no: divmod: an unsigned modulo by 4 is a mask
	return s;
}

/* Divides a compiler folds or turns into shifts, in counted loops. */
uint32_t set_before_folded(const uint32_t *x)
{
	unsigned int n;
	uint32_t s = 0;

	n = 64 / 8;	// no: divmod: a divide of constants is folded at compile time
	while (n--) {
		s += x[n] / 2u;	// no: divmod: an unsigned divide by 2 is a shift
		s ^= x[n] % 16u;	// no: divmod: an unsigned modulo by 16 is a mask
		s += x[n + 1] / 32u;	// no: divmod: an unsigned divide by 32 is a shift
	}
	return s;
}

/* Not tails: a start set just before a header without one (a count of
 * its own: 64), a start of 0 or 1 or a bit of a count (the bound, not
 * half of it).  And counters set before the loop that other code may move
 * (a global a call may change, a local whose address is taken), a label
 * on the loop (a goto re-enters it with another value): no count; set to
 * either of two starts up to a bound, the start that gives more passes. */
int32_t g_left;
extern void step(void);
extern int more(void);

int32_t not_tails(const int32_t *g64, int f, unsigned k, int32_t d)
{
	int32_t acc = 0;
	int i = 0, c;

	for (; i < 64; i++)
		acc += g64[i & 63] / d;	// expect: divmod warning count=100 basis=assumed
	i = 0;
	for (; i < 64; i++)
		acc += g64[i & 63] % d;	// expect: divmod warning count=64 basis=constant
	for (i = f ? 1 : 0; i < 64; i++)
		acc += g64[i & 63] / d;	// expect: divmod warning count=100 basis=assumed
	for (i = (int)(k & 1); i < 64; i++)
		acc += g64[i & 63] % d;	// expect: divmod warning count=100 basis=assumed
	g_left = 3;
	while (g_left--) {
		acc += g64[g_left & 63] / d;	// expect: divmod warning count=100 basis=assumed
		step();
	}
	c = f ? 0 : 6;
	while (c++ < 8)
		acc += g64[c & 63] % d;	// expect: divmod warning count=8 basis=assumed
	return acc;
}

/* The address of the counter taken after the loop (and after every loop
 * around it): no pointer to it exists while the loop runs, the count from
 * the set holds (3).  Taken before the loop, a pointer may move it while
 * the loop runs: no count.  A label in the function: no count from the
 * set. */
int32_t set_then_taken(const int32_t *g64, int32_t d, int32_t *out)
{
	int32_t acc = 0;
	int n, *p;

	n = 3;
	while (n--)
		acc += g64[n & 63] % d;	// expect: divmod warning count=3 basis=constant
	n = 3;
	while (n--)
		out[n & 7] = g64[n & 63] % d;	// expect: divmod warning count=3 basis=constant
	p = &n;
	*p += more();
	return acc + n;
}

int32_t set_then_label(const int32_t *g64, int32_t d)
{
	int32_t acc = 0;
	int c;

	c = 3;
again:
	while (c--)
		acc += g64[c & 63] / d;	// expect: divmod warning count=100 basis=assumed
	if (more()) {
		c = 200;
		goto again;
	}
	return acc;
}

/* A value the variable's type cannot hold is no start here. */
int32_t set_wraps(const int32_t *g64, int32_t d)
{
	int32_t acc = 0;
	unsigned char i;

	i = (unsigned char)300;
	for (; i < 64; i++)
		acc += g64[i] / d;	// expect: divmod warning count=20 basis=constant
	return acc;
}

/* Guards: a loop in an arm of an if whose condition bounds its end runs at
 * most that many passes (flac's 'else if (num_apodizations + tukey_parts <
 * 32) for (m = 0; m < tukey_parts; m++)', an unsigned count plus the end;
 * the else arm of 'n > 8 || ...' has n <= 8).  A signed addend may be
 * negative and bounds nothing; a test the loop is not in neither. */
struct apod { uint32_t n; int32_t sn; int32_t v[32]; };

void apodizations(struct apod *a, int32_t parts, int32_t d)
{
	if (parts <= 1) {
		a->v[a->n++] = 0;
	} else if (a->n + parts < 32) {
		for (int32_t m = 0; m < parts; m++) {
			a->v[a->n++] = m / d;	// expect: divmod warning count=31 basis=assumed
			a->v[m & 31] += (int32_t)((uint32_t)m / 8u);	// no: divmod: an unsigned divide by 8 is a shift
			a->v[(m + 1) & 31] += (int32_t)((uint32_t)m % 4u);	// no: divmod: an unsigned modulo by 4 is a mask
		}
	}
	if (a->sn + parts < 32)
		for (int32_t m = 0; m < parts; m++)
			a->v[m & 31] = m % d;	// expect: divmod warning count=100 basis=assumed
	if (parts >= 20)
		return;
	for (int32_t m = 0; m < parts; m++)
		a->v[m & 31] += m % d;	// expect: divmod warning count=100 basis=assumed
	if (parts > 8 || d == 0)
		a->sn = 1;
	else
		for (int32_t m = 0; m < parts; m++)
			a->v[m] -= m / d;	// expect: divmod warning count=8 basis=assumed
}

/* What a guard does not bound: an end written again inside the guarded
 * arm, before the next pass of a loop around (the second pass of r sees
 * parts + 100), and a loop compared unsigned (a negative end is a large
 * count). */
void unguarded(struct apod *a, int32_t parts, int32_t d)
{
	if (parts < 8)
		for (int32_t r = 0; r < 4; r++) {
			for (int32_t m = 0; m < parts; m++)
				a->v[m & 31] += m / d;	// expect: divmod warning count=400 basis=assumed
			parts += 100;
			a->v[1] += (int32_t)((uint32_t)r / 2u);	// no: divmod: an unsigned divide by 2 is a shift
			a->v[2] += (int32_t)((uint32_t)r % 2u);	// no: divmod: an unsigned modulo by 2 is a mask
		}
	if (parts < 8)
		for (uint32_t u = 0; u < (uint32_t)parts; u++)
			a->v[u & 31] += (int32_t)u % d;	// expect: divmod warning count=100 basis=assumed
}

/* A countdown in its condition under such a guard: 'while (--bytecnt)' in
 * the else arm of 'if (bytecnt >= 6)' (wavpack's channel-mask bytes) starts
 * from at most 5 and steps first: at most 4 passes; 'while (n--)' in the
 * arm of 'n < 9', at most 8.  Written between the guard and the loop, or
 * in the loop too, it says nothing. */
int32_t mask_bytes(const uint8_t *b, int32_t bytecnt, int32_t d)
{
	int32_t mask = 0, n = bytecnt, k = bytecnt;

	if (bytecnt >= 6) {
		mask = b[0];
	} else {
		while (--bytecnt)
			mask += *b++ / d;	// expect: divmod warning count=4 basis=assumed
	}
	if (n < 9)
		while (n--)
			mask += b[n] % d;	// expect: divmod warning count=8 basis=assumed
	if (k < 9) {
		k += b[0];	/* written after the guard */
		while (k--)
			mask += b[k & 7] / d;	// expect: divmod warning count=100 basis=assumed
	}
	return mask + (int32_t)((uint32_t)k / 2u);	// no: divmod: an unsigned divide by 2 is a shift
}

/* Appends through a counter: every pass of m stores a->v[a->n++], and
 * from the while's entry on only '++' writes a->n, so the passes of the
 * nest are at most v's 32 in all (flac's apodization specification): the
 * while's assumed 4 x 8, not 4 x 100.  A counter set anew on every pass
 * of the while caps each entry of m alone (32, 4 x 32 in all). */
void specification(struct apod *a, const char *s, int32_t parts, int32_t d)
{
	a->n = 0;
	while (*s++)
		for (int32_t m = 0; m < parts; m++)
			a->v[a->n++] = m / d;	// expect: divmod warning count=32 basis=assumed
}

void respecified(struct apod *a, const char *s, int32_t parts, int32_t d)
{
	while (*s++) {
		a->n = 0;
		for (int32_t m = 0; m < parts; m++)
			a->v[a->n++] = m / d;	// expect: divmod warning count=128 basis=assumed
	}
}

/* A while loop's counter set by the statement before it and stepped at
 * the top level of its body (speex's VBR mode search, 'mode = 8; while
 * (mode) { ...; mode--; }'): 8 passes, a constant count.  A step under an
 * if leaves the count assumed. */
void tick(void);

/* Its address taken before the loop: a call may move it through a pointer
 * kept from before (no count). */
int32_t watched(const int32_t *t, int32_t d, int32_t **watch)
{
	int32_t mode, acc = 0;

	*watch = &mode;
	mode = 8;
	while (mode) {
		acc += t[mode] / d;	// expect: divmod warning count=100 basis=assumed
		tick();
		mode--;
	}
	return acc;
}

int32_t mode_search(const int32_t *t, int32_t q, int32_t d)
{
	int32_t mode, choice = 0;

	mode = 8;
	while (mode) {
		choice += t[mode] / d;	// expect: divmod warning count=8 basis=constant
		choice += (int32_t)((uint32_t)t[mode] / 16u);	// no: divmod: an unsigned divide by 16 is a shift
		choice ^= (int32_t)((uint32_t)t[mode] % 8u);	// no: divmod: an unsigned modulo by 8 is a mask
		choice -= t[mode] >> 2;	// no: divmod: a shift, written as one
		mode--;
	}
	mode = 8;
	while (mode) {
		choice += t[mode] % d;	// expect: divmod warning count=100 basis=assumed
		if (choice > q)
			mode -= 2;
	}
	return choice;
}

/* A loop whose body ends in a return or a break, with no continue: one
 * pass at most ('while (1) { ...; return 0; }', vorbisfile's header
 * loop; flac's 'for (...) { ...; break; }' over partition orders). */
int32_t first_order(const int32_t *t, int32_t n, int32_t d)
{
	int32_t acc = 0, k;

	for (k = n; k >= 0; k--) {
		acc += t[k] / d;	// expect: divmod warning count=1
		acc += (int32_t)((uint32_t)t[k] / 4u);	// no: divmod: an unsigned divide by 4 is a shift
		break;
	}
	while (1) {
		acc += t[acc & 7] % d;	// expect: divmod count=1
		return acc;
	}
}

/* ... unless a goto goes back to a label inside it (a reviewer's case). */
int32_t goto_back(const int32_t *a, int32_t n)
{
	int32_t s = 0, i = 0;

	while (1) {
again:
		s += a[i] / n;	// expect: divmod warning count=100 basis=assumed
		i++;
		if (i < n)
			goto again;
		return s;
	}
}

/* An arm that returns, but whose inner path goes round again: the code
 * before that continue runs per pass, what follows it once (wavpack's
 * seek_eof_information). */
int32_t eof_back(const int32_t *t, int32_t d, int32_t blocks)
{
	int32_t pos = 0, k = 0;

	while (1) {
		pos += t[k++];
		if (pos < 0) {
			if (!blocks) {
				pos += t[k] / d;	// expect: divmod warning count=100 basis=assumed
				pos -= (int32_t)((uint32_t)t[k] % 32u);	// no: divmod: an unsigned modulo by 32 is a mask
				continue;
			}
			pos += (int32_t)((uint32_t)pos / 2u);	// no: divmod: an unsigned halving is a shift
			return pos % d;	// expect: divmod note count=1
		}
	}
}

/* (a reviewer's probes) a global of the counter's name beside a block's
 * own, which a call may write; a guard below the countdown's end, which a
 * countdown from a negative start never meets */
int gv;
void tick(void);

int32_t global_countdown(int32_t *p, int32_t v, int32_t d)
{
	int32_t s = 0;

	{
		int gv = 3;
		p[0] = gv;
	}
	if (gv < 6)
		while (gv--) {
			tick();
			s += p[gv & 7] / d;	// expect: divmod warning count=100 basis=assumed
		}
	if (v < -2)
		while (v--)
			s += p[v & 7] % d;	// expect: divmod warning count=100 basis=assumed
	return s + (int32_t)((uint32_t)v / 4u);	// no: divmod: an unsigned divide by 4 is a shift
}

/* A pointer walk over a constant distance counts its trips: to 'S + K' in
 * the condition, or to an end pointer the for's init or a declaration sets
 * so (twolame's FHT, 'for (fi = fz, fn = fz + 1024; fi < fn; fi += 4)'):
 * K / step.  An end the body moves gives no count. */
int32_t fz_tab[1024];

int32_t ptr_walks(int32_t *x, int32_t d)
{
	int32_t s = 0, *fi, *fn, *end = x + 64;

	for (fi = fz_tab, fn = fz_tab + 1024; fi < fn; fi += 4) {
		s += fi[0] / d;	// expect: divmod warning count=256 basis=constant
		s += (int32_t)((uint32_t)fi[1] / 4u);	// no: divmod: an unsigned divide by 4 is a shift
	}
	for (fi = x; fi < x + 100; fi += 3) {
		s += fi[1] / d;	// expect: divmod warning count=34 basis=constant
		s += (int32_t)((uint32_t)fi[2] % 8u);	// no: divmod: an unsigned modulo by 8 is a mask
	}
	for (fi = x; fi < end; fi++) {
		s += *fi % d;	// expect: divmod warning count=64 basis=constant
		s += (int32_t)((uint32_t)*fi >> 3) / 1;	// no: divmod: a divide by 1 folds away
	}
	s += (int32_t)((uint32_t)(end - x) / 2u);	// no: divmod: an unsigned halving is a shift
	for (fi = x, fn = x + 512; fi < fn; fi += 2) {
		s += fi[0] / d;	// expect: divmod warning count=100 basis=assumed
		fn--;
	}
	return s;
}

/* (probes) an end its declaration sets, set again before the walk: no
 * count from the declaration's */
int32_t ptr_walk_reset(int32_t *x, int32_t d, int32_t n)
{
	int32_t s = 0, *fi, *end = x + 64;

	end = x + n;
	for (fi = x; fi < end; fi++)
		s += *fi % d;	// expect: divmod warning count=100 basis=assumed
	return s;
}

/* (a reviewer's probes) no count from a constant distance when the
 * function moves the end after the walk in a loop around it, when a later
 * part of the for's init moves the end again, when the base is a global
 * pointer a call may move, or when its address is taken */
int32_t *walk_gbase;
void walk_adv(void);

int32_t ptr_walk_moved(int32_t *b, int32_t d)
{
	int32_t s = 0, *p, *e = b + 1024, *c = b, **save = &c;

	for (int j = 0; j < 4; j++) {
		for (p = b; p < e; p += 4)
			s += *p / d;	// expect: divmod warning count=400 basis=assumed
		e += 1024;
	}
	for (p = b, e = b + 1024, e -= 512; p < e; p += 4)
		s += *p % d;	// expect: divmod warning count=100 basis=assumed
	for (p = walk_gbase; p < walk_gbase + 1024; p += 4) {
		s += *p / d;	// expect: divmod warning count=100 basis=assumed
		walk_adv();
	}
	for (p = c; p < c + 1024; p += 4) {
		s += *p % d;	// expect: divmod warning count=100 basis=assumed
		s += (int32_t)((uint32_t)*p / 16u);	// no: divmod: an unsigned divide by 16 is a shift
		*save += 1;
	}
	s += (int32_t)((uint32_t)s % 32u);	// no: divmod: an unsigned modulo by 32 is a mask
	return s + (int32_t)((uint32_t)(e - b) / 4u);	// no: divmod: an unsigned divide by 4 is a shift
}
