/*
 * missing-restrict, pointer walks and pixel loops: stores through a
 * pointer parameter, or through a local pointer taken from one, while
 * another parameter is read.  char and unsigned char may alias any
 * object, so a byte store and a word load (or the reverse) alias too.
 * Pointers that come from the same parameter, from local arrays or from
 * memory, and stores at one address, are not reported.
 */
#include <stdint.h>

/* Post-increment walk. */
void copy_q15(int16_t *dst, const int16_t *src, int16_t gain, int n)
{
	while (n-- > 0)
		*dst++ = (int16_t)((*src++ * gain) >> 15);	// expect: missing-restrict
}

/* Pointer arithmetic instead of subscripts. */
void offset_copy(int32_t *dst, const int32_t *src, int n)
{
	int i;

	for (i = 0; i < n; i++)
		*(dst + i) = *(src + i) + 1;	// expect: missing-restrict
}

/* Local pointers set from the parameters. */
void window_tail(float *out, const float *in, const float *w, int off, int n)
{
	float *o = out + off;
	const float *s = in + off;
	int i;

	for (i = 0; i < n; i++)
		o[i] = s[i] * w[i];	// expect: missing-restrict
}

/* Bytes out, words in: an unsigned char store may change any object. */
void pack_low_bytes(uint8_t *dst, const int32_t *src, int n)
{
	int i;

	for (i = 0; i < n; i++)
		dst[i] = (uint8_t)src[i];	// expect: missing-restrict
}

/* Words out, bytes in: the byte loads may read the stored words. */
void expand_bytes(uint32_t *dst, const uint8_t *src, int n)
{
	int i;

	for (i = 0; i < n; i++)
		dst[i] = src[i] * 0x01010101u;	// expect: missing-restrict
}

/* Both pointers come from one buffer parameter: restrict on 'buf' says
 * nothing about 'lo' against 'hi'. */
void fold_halves(int16_t *buf, int n)
{
	int16_t *lo = buf;
	const int16_t *hi = buf + n;
	int i;

	for (i = 0; i < n; i++)
		lo[i] = (int16_t)((lo[i] + hi[i]) >> 1);	// no: missing-restrict: both pointers come from the parameter 'buf' // expect: dependency-chain
}

/* A const input only read; the stores go to a local array. */
int16_t median_prep(const int16_t *in, int n)
{
	int16_t tmp[64];
	int i;

	for (i = 0; i < n && i < 64; i++)	// expect: loop-overhead
		tmp[i] = in[i] >> 2;	// no: missing-restrict: 'tmp' is a local array, not a parameter's memory
	return tmp[n / 2];	// expect: divmod
}

/* A local pointer into a local array. */
int32_t stage(const int32_t *in, int n)
{
	int32_t buf[32];
	int32_t *p = buf;
	int i;

	for (i = 0; i < n && i < 32; i++)	// expect: loop-overhead
		p[i] = in[i] * 3;	// no: missing-restrict: 'p' points into the local 'buf'
	return buf[0] + buf[31];
}

/* No store at all: a dot product reads two pointers. */
int32_t dot_q15(const int16_t *a, const int16_t *b, int n)
{
	int32_t s = 0;
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		s += a[i] * b[i];	// no: missing-restrict: the loop stores nothing through a pointer // expect: custom-op
	return s;
}

/* Stores to locals only: a peak search. */
int16_t peak(const int16_t *x, int n)
{
	int16_t m = 0;
	int i;

	for (i = 0; i < n; i++) {	// expect: loop-overhead
		int16_t v = x[i];	// no: missing-restrict: the store is to a local scalar
		m = v > m ? v : m;
	}
	return m;
}

/* One address every iteration: keeping *sum in a register needs more than
 * restrict, so the loop is not priced. */
void sum_into(int32_t *sum, const int32_t *x, int n)
{
	int i;

	for (i = 0; i < n; i++)
		*sum += x[i];	// no: missing-restrict: a store to one address, the accumulation chain stays // expect: dependency-chain
}

/* A histogram: two pixels of the same value update one bin, a recurrence
 * through 'hist' itself. */
void histogram(uint32_t *hist, const uint8_t *px, int n)
{
	int i;

	for (i = 0; i < n; i++)
		hist[px[i]]++;	// no: missing-restrict: the read-modify-write of a data-dependent bin stays with restrict // expect: dependency-chain
}

struct ring {
	int16_t *buf;
	int pos;
};

/* The destination is loaded from a struct: restrict on the parameters
 * does not cover it. */
void ring_put(struct ring *r, const int16_t *in, int n)
{
	int i;

	for (i = 0; i < n; i++)
		r->buf[i] = in[i];	// no: missing-restrict: 'r->buf' is a pointer loaded from memory // expect: dependency-chain
}

/* A copy that stops at a NUL: restrict frees the loads, but the exit test
 * on each loaded byte and its jump stay: 9 cycles per byte at best, not 3.
 * With '&&' in the condition (wavpack's tag copy) two tests and jumps a
 * pass, the second waiting on the first, cover the store-to-load wait:
 * restrict frees nothing. */
void copy_until_nul(char *dest, const char *s1)
{
	while (*s1)
		*dest++ = *s1++;	// expect: missing-restrict
	*dest = 0;
}

void copy_until_nul_or_end(char *dest, const char *s1, const char *s2)
{
	while (*s1 && s1 <= s2)
		*dest++ = *s1++;	// no: missing-restrict: two exit tests and jumps a pass cover the wait restrict would remove
	*dest = 0;
}
