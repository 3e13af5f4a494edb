/* Loops whose work is smaller than the loop-closing jump on TM5250: 8
 * delay slots and a taken-jump stall make every pass of a loop that is not
 * unrolled cost 10 cycles, whatever its body does. */
#include <stdint.h>

int sum_i(const int *a, int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)	// expect: loop-overhead
		s += a[i];
	return s;
}

void scale16(int16_t *restrict y, const int16_t *restrict x, int g, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		y[i] = (int16_t)((x[i] * g) >> 15);
}

void copy_r(uint8_t *restrict dst, const uint8_t *restrict src, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		dst[i] = src[i];
}

void saxpy(float *restrict y, const float *restrict x, float a, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		y[i] = a * x[i] + y[i];
}

int count_nz(const int16_t *v, int n)
{
	int c = 0;

	for (int i = 0; i < n; i++)	// expect: loop-overhead
		c += v[i] != 0;
	return c;
}

void clear_p(int32_t *p, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		*p++ = 0;
}

/* A hash: the multiply-add chain (imul 6 + iadd 1) is shorter than the jump. */
unsigned hash_s(const unsigned char *s)
{
	unsigned h = 5381;

	for (int i = 0; i < 64; i++)	// expect: loop-overhead
		h = h * 33 + s[i];	// expect: dependency-chain
	return h;
}

/* Unrolled by two on request: still bound by the jump (a pass holds two
 * loads), a larger factor helps. */
int sum_u2(const int *a, int n)
{
	int s = 0;

#pragma TCS_unroll=2
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		s += a[i];
	return s;
}

/* Unrolled enough: sixteen loads fill the pass, the jump is hidden. */
int sum_u16(const int *a, int n)
{
	int s = 0;

#pragma TCS_unroll=16
	for (int i = 0; i < n; i++)	// no: loop-overhead: unrolled by 16, the loads (16 on one load/store unit) set the pass
		s += a[i];
	return s;
}

/* A small constant trip count is unrolled completely: no jump remains. */
int sum4(const int *a)
{
	int s = 0;

	for (int i = 0; i < 4; i++)	// no: loop-overhead: 4 iterations are unrolled completely
		s += a[i];
	return s;
}

/* A call in the loop: not pipelined, the call's cycles dominate. */
int g(int);
int apply(const int *a, int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)	// no: loop-overhead: the call costs more than the jump
		s += g(a[i]);
	return s;
}

/* The work fills the jump's pass: 8 loads and a store on one load/store
 * unit need 9 cycles, as many as the jump. */
void add8(int *restrict y, const int *restrict a, const int *restrict b,
	  const int *restrict c, const int *restrict d, const int *restrict e,
	  const int *restrict f, const int *restrict h, const int *restrict k, int n)
{
	for (int i = 0; i < n; i++)	// no: loop-overhead: nine memory operations on one unit take the 9 cycles the jump does
		y[i] = a[i] + b[i] + c[i] + d[i] + e[i] + f[i] + h[i] + k[i];
}

/* A pointer walk has no trip count to unroll by. */
int walk(const int *p)
{
	int s = 0;

	while (*p)	// no: loop-overhead: no counted induction variable, each copy would keep its exit test
		s += *p++;
	return s;
}

/* An early exit is a jump inside the body. */
int find_key(const int *a, int n, int key)
{
	for (int i = 0; i < n; i++) {	// no: loop-overhead: the exit branch stays in every unrolled copy
		if (a[i] == key)	// expect: missed-guard
			return i;
	}
	return -1;
}

/* Without restrict the store and the next load are ordered: ld 5 + st 5 =
 * 10 cycles per iteration, more than the jump; the aliasing binds. */
void copy_alias(int *dst, const int *src, int n)
{
	for (int i = 0; i < n; i++)	// no: loop-overhead: the memory recurrence (10 cycles) binds, not the jump
		dst[i] = src[i];	// expect: missing-restrict
}

/* A search that leaves on the byte it loads (wavpack's tag reader,
 * 'for (isize = 0; p + isize < q && p[isize]; ++isize);'): every unrolled
 * copy keeps its exit test and jump.  Two bounds on the counter ('i < n &&
 * i < 64') are one, min(n, 64): that loop unrolls. */
int name_len(const unsigned char *p, const unsigned char *q)
{
	int isize;

	for (isize = 0; p + isize < q && p[isize]; ++isize)	// no: loop-overhead: the loop leaves on the byte it loads, an exit every unrolled copy keeps
		;
	return isize;
}

int clipped_sum(const int *x, int n)
{
	int s = 0;

	for (int i = 0; i < n && i < 64; i++)	// expect: loop-overhead
		s += x[i];
	return s;
}

/* A divide by shift and subtract that stops when the remainder is gone
 * (libmad's mad_f_div: 'for (bits = 28; bits && r; --bits)'): the
 * condition tests a variable the body moves, so each unrolled copy keeps
 * its exit test and jump. */
int32_t frac_div(int32_t r, int32_t y)
{
	int32_t q = 0;

	for (int bits = 28; bits && r; --bits) {	// no: loop-overhead: its condition tests 'r', which the body moves: every copy keeps a test and a jump
		q <<= 1;
		r <<= 1;
		if (r >= y) {
			r -= y;
			++q;
		}
	}
	return q;
}

/* The bits of a word, counted by shifting it out ('for (ret = 0; v;
 * ret++) v >>= 1', vorbis's ov_ilog): a data-dependent exit too. */
int ilog(uint32_t v)
{
	int ret;

	for (ret = 0; v; ret++)	// no: loop-overhead: the exit tests 'v', which the body shifts
		v >>= 1;
	return ret;
}

/* A bit reversal whose inner loop runs while the top bit shifted by the
 * counter is not zero (vorbis's mdct_init, 'for (j = 0; msb >> j; j++)'):
 * no compare of the counter, so no count a compiler derives; every
 * unrolled copy would keep its exit test. */
void bitrev(int *b, int n, int log2n)
{
	int msb = 1 << (log2n - 2);

	for (int i = 0; i < n; i++) {
		int acc = 0;
		for (int j = 0; msb >> j; j++)	// no: loop-overhead: the exit shifts by the counter, no count to unroll by
			if ((msb >> j) & i)
				acc |= 1 << j;
		b[i] = acc;
	}
}

/* opus's analysis.c: a bound that is the smaller of an expression and a
 * constant (the MIN macros expand to '?:') runs at most the constant's
 * count, not the assumed 100. */
#define IMIN(a, b) ((a) < (b) ? (a) : (b))
#define IMAX(a, b) ((a) > (b) ? (a) : (b))
int sum_first(const int *a, int n)
{
	int s = 0;

	for (int i = 0; i < IMIN(n - 1, 15); i++)	// expect: loop-overhead count=15
		s += a[i];
	return s;
}

int sum_upto(const int *a, int n)
{
	int s = 0;

	for (int i = 1; i <= (n > 15 ? 15 : n); i++)	// expect: loop-overhead count=15
		s += a[i];
	return s;
}

/* a maximum with a constant bounds nothing from above: assumed */
int sum_atleast(const int *a, int n)
{
	int s = 0;

	for (int i = 0; i < IMAX(n - 1, 15); i++)	// expect: loop-overhead count=100
		s += a[i];
	return s;
}

/* the arm that is not the constant is another expression ('a < 15 ? b :
 * 15'): no minimum of what the test compares, no bound */
int sum_other(const int *a, int n, int m)
{
	int s = 0;

	for (int i = 0; i < (n < 15 ? m : 15); i++)	// expect: loop-overhead count=100
		s += a[i];
	return s;
}

/* A count its bound's name gives caps the unroll factor: an unrolled pass
 * longer than the loop never runs.  The two channels of a stereo stream
 * share one jump by 2; the one link of an ordinary chained-stream file
 * shares nothing (vorbisfile's 'i < vf->links', judged invalid advice at
 * an unroll of 4 in the thirty-fourth draw).  A frame's samples take the
 * best factor. */
struct chain { int links; int *pcmlengths; };

int total_pcm(const struct chain *vf)
{
	int acc = 0;

	for (int i = 0; i < vf->links; i++)	// no: loop-overhead: one link, no unrolled pass runs
		acc += vf->pcmlengths[i * 2 + 1];
	return acc;
}

void gains(int *restrict g, const int *restrict v, int channels)
{
	for (int c = 0; c < channels; c++)	// expect: loop-overhead note count=2
		g[c] = v[c] >> 1;
}

void frame_gain(int *restrict g, const int *restrict v, int blocksize)
{
	for (int i = 0; i < blocksize; i++)	// expect: loop-overhead count=2048
		g[i] = v[i] >> 1;
}
