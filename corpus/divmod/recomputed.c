/*
 * divmod, a divide an earlier statement computed: the same operands, the
 * earlier divide on every path to the later one, and nothing between
 * them that may change an operand -- every compiler reuses the quotient
 * (value numbering), so the later divide costs nothing and is not
 * reported (flac's process_subframe_, 'if (blocksize/b <= 32) { ...;
 * continue; }' then 'blocksize/b/2': the arm that continues is not on the
 * way).  An operand written between, a store through memory or a call
 * between when an operand is read from memory, an earlier divide in an if
 * arm or behind '&&', or in another loop, keep the later one.
 */
#include <stdint.h>

struct hdr { uint32_t blocksize; };

void window_part(int32_t *x, uint32_t n, uint32_t lag);

void frames(struct hdr *h, int32_t *x, uint32_t parts, uint32_t *out)
{
	for (uint32_t b = 1; b < parts; b++) {
		if (h->blocksize / b <= 32) {	// expect: divmod
			window_part(x, b, 0);
			continue;
		}
		out[b] = h->blocksize / b / 2;	// no: divmod: the quotient of line 21, which reaches it (the arm between continues)
	}
}

uint32_t kept(struct hdr *h, uint32_t b, uint32_t *out)
{
	uint32_t q = h->blocksize / b;	// expect: divmod
	out[0] = q;
	out[1] = h->blocksize / b;	// expect: divmod // (a store through out may change h->blocksize)
	uint32_t r = b % 7 + q;	// expect: divmod
	b++;
	return out[2] = r + b % 7;	// expect: divmod // (b changed)
}

int32_t arms(int32_t a, int32_t b, int c)
{
	int32_t s = 0;

	if (c)
		s = a / b;	// expect: divmod
	s += a / b;	// expect: divmod // (the first is in an if arm: not on every path)
	s += a % b;	// expect: divmod
	s -= a % b;	// no: divmod: the remainder of the line before
	return s;
}

int32_t calls(int32_t a, int32_t *b)
{
	int32_t s = a / *b;	// expect: divmod
	window_part(&s, 1, 0);
	return s + a / *b;	// expect: divmod // (a call between may write *b)
}

int32_t locals(int32_t a, int32_t b)
{
	int32_t s = a / b;	// expect: divmod
	window_part(0, 1, 0);
	return s + a / b;	// no: divmod: the quotient of line 60; a call cannot change locals whose address is not taken
}

/* A band's quotient used in three statements of a loop's pass. */
void spread(const int32_t *x, int32_t *y, int n, int32_t d)
{
	for (int i = 0; i < n; i++) {
		int32_t v = x[i] / d;	// expect: divmod
		y[2 * i] = v + (uint32_t)i / 4u;	// no: divmod: an unsigned divide by 4 is a shift
		y[2 * i + 1] = x[i] / d - v;	// expect: divmod // (the store to y may change x[i])
	}
}

int32_t twice(int32_t a, int32_t b, int32_t c)
{
	int32_t q = (a + c) / b;	// expect: divmod
	int32_t r = q * 3;
	r += (a + c) / b;	// no: divmod: the quotient of line 77, no operand written between
	r -= (a + c) % b;	// expect: divmod
	return r + (a + c) % b;	// no: divmod: the remainder of the line before
}

/* One quotient read back in three statements: computed once. */
int32_t reuse3(int32_t a, int32_t b)
{
	int32_t q = a / b;	// expect: divmod
	int32_t s = q;
	s += a / b;	// no: divmod: the quotient of line 87
	s ^= a / b;	// no: divmod: the quotient of line 87
	return s - a / b;	// no: divmod: the quotient of line 87
}

/* The then arm of an if-else is not on the way to its else arm (flac's
 * 'if (subframe_bps <= 32) window(..., blocksize/b/2) else window_wide(...,
 * blocksize/b/2)' after 'if (blocksize/b <= 32) continue;'). */
void arms_apart(struct hdr *h, int32_t *x, uint32_t parts, int wide)
{
	for (uint32_t b = 1; b < parts; b++) {
		if (h->blocksize / b <= 32)	// expect: divmod
			continue;
		if (!wide)
			window_part(x, h->blocksize / b / 2, 0);	// no: divmod: the quotient of line 100
		else
			window_part(x + 1, h->blocksize / b / 2, 1);	// no: divmod: the quotient of line 100, the then arm is not on the way
		window_part(x, h->blocksize / b, 2);	// expect: divmod // (after the calls of the arms)
	}
}

/* A call between of a function that only reads memory (opus's
 * 'celt_maxabs16(pcm, C*(N-overlap)/st->upsample)' twice): the quotient
 * reaches the second divide; a function that stores may change the
 * member it reads. */
struct enc { int32_t upsample; int32_t overlap_max; };

static inline int32_t maxabs(const int16_t *x, int32_t len)
{
	int32_t m = 0;

	for (int32_t i = 0; i < len; i++)	// expect: loop-overhead note
		m = x[i] > m ? x[i] : m;
	return m;
}

static int32_t bump(int32_t *g, int32_t n)
{
	*g += n;
	return n;
}

int32_t peaks(struct enc *st, const int16_t *pcm, int32_t C, int32_t N, int32_t overlap)
{
	int32_t a = maxabs(pcm, C * (N - overlap) / st->upsample);	// expect: divmod note
	int32_t b = maxabs(pcm + C * (N - overlap) / st->upsample, C);	// no: divmod: the quotient of the line before; maxabs only reads memory
	int32_t c = maxabs(pcm + 2 * (C * (N - overlap) / st->upsample), C);	// no: divmod: the same quotient again, two calls that only read between
	st->overlap_max = b > c ? b : c;
	return a;
}

int32_t bumped(struct enc *st, int32_t C, int32_t N, int32_t overlap)
{
	int32_t a = C * (N - overlap) / st->upsample;	// expect: divmod note
	bump(&st->upsample, 1);
	return a + C * (N - overlap) / st->upsample;	// expect: divmod note // (bump stores through its pointer: st->upsample may change)
}
