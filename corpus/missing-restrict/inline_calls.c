/*
 * missing-restrict, static inline helpers called with pointers that
 * cannot meet: every call of the file passes, for the parameters the
 * advice would name, distinct local arrays of the caller, or a local
 * array against a parameter or a global of the caller, which cannot point
 * into the caller's own fresh array (opus's 'combine_pulses(pulses1,
 * pulses0, 8)' in silk's shell coder).  Inlined, as compilers inline such
 * helpers, the stores and loads are known apart: no finding.  A call with
 * two of the caller's parameters, the same array twice, or a helper that
 * is not inline keeps it.
 */
#include <stdint.h>

static inline void combine(int32_t *out, const int32_t *in, int n)
{
	for (int k = 0; k < n; k++)
		out[k] = in[2 * k] + in[2 * k + 1];	// no: missing-restrict: every call passes a fresh local array for 'out', apart from 'in'
}

void shell_encode(const int32_t *p0, int32_t *res)
{
	int32_t p1[8], p2[4], p3[2];

	combine(p1, p0, 8);
	combine(p2, p1, 4);
	combine(p3, p2, 2);
	res[0] = p3[0] + p3[1];
}

static inline void combine_p(int32_t *out, const int32_t *in, int n)
{
	for (int k = 0; k < n; k++)
		out[k] = in[2 * k] + in[2 * k + 1];	// expect: missing-restrict
}

void shell_encode_p(const int32_t *p0, int32_t *res)
{
	combine_p(res, p0, 8);	/* two parameters: they may meet */
}

static void combine_ni(int32_t *out, const int32_t *in, int n)
{
	for (int k = 0; k < n; k++)
		out[k] = in[2 * k] + in[2 * k + 1];	// expect: missing-restrict
}

void shell_encode_ni(const int32_t *p0, int32_t *res)
{
	int32_t p1[8];

	combine_ni(p1, p0, 8);	/* not inline: its own loop */
	res[0] = p1[0];
}

/* Some of the pairs settled (stop 50): every call passes its own fresh
 * arrays for 'lo' and 'hi' and two of its parameters for 'cap' and 'out'
 * (opus's interp_bits2pulses(), judged a wrong construct in the
 * thirty-ninth draw).  The settled arrays are restrict to the inlined
 * loop; what the pair left may meet costs is what restrict would save:
 * here the stores through 'out' wait on no load through 'cap' longer than
 * the loop's own work (no finding); with a long chain through the pair
 * left, the finding stays, priced from the settled loop. */
static inline int interp(int32_t *out, const int32_t *cap, const int32_t *lo,
			 const int32_t *hi, int n, int32_t a)
{
	int32_t psum = 0;

	for (int j = 0; j < n; j++) {
		int32_t t = lo[j] + (a * hi[j] >> 6);
		out[j] = t < cap[0] ? t : 0;	// no: missing-restrict: 'lo' and 'hi' are the caller's fresh arrays, and the chain through 'cap' is shorter than the loop's work
		psum += t;
	}
	return psum;
}

int alloc_bits(int32_t *pulses, const int32_t *cap, const int32_t *v, int n)
{
	int32_t lo[32], hi[32];

	__builtin_memcpy(lo, v, sizeof lo);
	__builtin_memcpy(hi, v + 32, sizeof hi);
	return interp(pulses, cap, lo, hi, n, 3);
}

static inline void chain_left(int32_t *out, const int32_t *cap, const int32_t *lo, int n)
{
	for (int j = 0; j < n; j++)
		out[j] = (cap[j] * lo[j] >> 4) * cap[j] + lo[j];	// expect: missing-restrict
}

void chain_call(int32_t *out, const int32_t *cap, const int32_t *v, int n)
{
	int32_t lo[32];

	__builtin_memcpy(lo, v, sizeof lo);
	chain_left(out, cap, lo, n);	/* 'lo' settled; 'cap' against 'out' may meet */
}
