/*
 * divmod, arms that leave: an if arm that ends with 'return' runs at most
 * once per call, one that ends with a 'break' of the loop around the if
 * at most once per entry of that loop, however many iterations the loop
 * makes (vorbis's packet reader adds its bit count in the arm that
 * returns the packet; speex's LSP root search bisects in the arm that
 * breaks out of the sign-change search).  Their findings are counted so,
 * and the loop's cost per iteration leaves their operations out.  An arm
 * that only may leave (an exit inside a further if), a break of a switch
 * and a continue are counted per iteration.
 */
#include <stdint.h>

/* The found element's work, once per call. */
int32_t first_positive(const int32_t *x, int32_t n, int32_t d)
{
	int i;

	for (i = 0; i < n; i++) {
		if (x[i] > 0) {	// expect: missed-guard
			int32_t q = x[i] / d;	// expect: divmod note count=1 basis=constant
			return q + i;
		}
	}
	return -1;
}

/* Bisection once per root, not once per step of the search around it. */
void roots(const int32_t *p, int32_t *out, int32_t nroots, int32_t d)
{
	int j, k, x;

	for (j = 0; j < nroots; j++) {
		for (x = 0; x < 1024; x++) {
			if ((p[x] ^ p[x + 1]) < 0) {
				int32_t lo = x, hi = x + 1;
				for (k = 0; k < 8; k++)
					lo += (hi - lo) / d;	// expect: divmod warning count=32 basis=assumed
				out[j] = lo;
				break;
			}
		}
	}
}

/* A switch's break stays in the loop: per iteration. */
int32_t classify_big(const int32_t *x, int32_t n, int32_t d)
{
	int32_t s = 0;
	int i;

	for (i = 0; i < n; i++) {
		switch (x[i] & 3) {
		case 1:
			if (x[i] > 8) {
				s += x[i] / d;	// expect: divmod warning count=100 basis=assumed
				break;
			}
			s++;
			break;
		default:
			break;
		}
	}
	return s;
}

/* An arm that only may leave: per iteration. */
int32_t maybe(const int32_t *x, int32_t n, int32_t d)
{
	int32_t s = 0;
	int i;

	for (i = 0; i < n; i++) {
		if (x[i] > 0) {
			s += x[i] / d;	// expect: divmod warning count=100 basis=assumed
			if (s > 1000)	// expect: missed-guard
				return s;
		}
	}
	return s;
}

/* 'continue' stays in the loop: per iteration. */
int32_t skip(const int32_t *x, int32_t n, int32_t d)
{
	int32_t s = 0;
	int i;

	for (i = 0; i < n; i++) {
		if (x[i] < 0) {
			s -= x[i] / d;	// expect: divmod warning count=100 basis=assumed
			continue;
		}
		s += x[i] >> 2;	// no: divmod: a shift written by hand
	}
	return s;
}

/* The advice followed: the loop finds, the divide runs after it. */
int32_t found_after(const int32_t *x, int32_t n, uint32_t d)
{
	int i;

	for (i = 0; i < n; i++)
		if (x[i] > 0)	// expect: missed-guard
			break;
	if (i == n)
		return -1;
	return (int32_t)((uint32_t)x[i] / 4u);	// no: divmod: unsigned divide by 4 is a shift
}

/* A search whose found arm needs no divide at all: an index scaled by a
 * shift, a remainder by a mask. */
uint32_t slot_of(const uint32_t *key, uint32_t n, uint32_t want)
{
	uint32_t i;

	for (i = 0; i < n; i++) {
		if (key[i] == want) {	// expect: missed-guard
			uint32_t row = i / 16u;	// no: divmod: unsigned divide by 16 is a shift
			return row * 4u + i % 4u;	// no: divmod: unsigned modulo by 4 is a mask
		}
	}
	return n;
}

/* An arm that raises a flag the loop tests later in the same pass to
 * leave (opus's Burg analysis: 'reached_max_gain = 1;' then 'if
 * (reached_max_gain) { ...; break; }') runs once per entry of the loop,
 * as an arm that breaks does.  A flag the loop also lowers, or one tested
 * only in some passes, leaves the arm per iteration. */
int32_t flag_break(const int32_t *x, int32_t *out, int32_t n, int32_t d)
{
	int32_t reached = 0, i;

	for (i = 0; i < 64; i++) {
		if (x[i] > n) {
			out[i] = x[i] / d;	// expect: divmod note count=1 basis=constant
			reached = 1;
		}
		if (reached)
			break;
	}
	return i;
}

int32_t flag_lowered(const int32_t *x, int32_t *out, int32_t n, int32_t d)
{
	int32_t hit = 0, i;

	for (i = 0; i < 64; i++) {
		hit = 0;
		if (x[i] > n) {
			out[i] = x[i] % d;	// expect: divmod warning count=64 basis=assumed
			hit = 1;
		}
		if (hit && x[i + 1] < 0)
			break;
	}
	return i;
}

int32_t flag_sometimes(const int32_t *x, int32_t *out, int32_t n, int32_t d)
{
	int32_t hit = 0, i;

	for (i = 0; i < 64; i++) {
		if (x[i] > n) {
			out[i] = x[i] / d;	// expect: divmod warning count=64 basis=assumed
			hit = 1;
		}
		if (x[i] == 7) {
			if (hit)
				break;
		}
	}
	return i;
}

/* The same shapes with divides that cost nothing. */
uint32_t flag_break_nocost(const uint32_t *x, uint32_t *out, uint32_t n)
{
	uint32_t reached = 0, i;

	for (i = 0; i < 64; i++) {
		if (x[i] > n) {
			out[i] = x[i] / 4u;	// no: divmod: an unsigned divide by 4 is a shift
			reached = 1;
		}
		if (reached)
			break;
		out[i + 64] = x[i] % 32u;	// no: divmod: an unsigned modulo by 32 is a mask
	}
	return i;
}
