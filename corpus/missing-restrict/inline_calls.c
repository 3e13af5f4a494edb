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
