/*
 * missing-restrict, parameters the file's own calls pass one array to:
 * 'restrict' on either would be undefined behaviour, so the advice does
 * not apply.  The same function called with distinct arrays keeps it.
 */

/* A radix pass called with one array for two of its parameters (vorbis's
 * smallft calls dradfg(..., c, c, c, ch, ch, wa)): 'in' and 'out' are the
 * same array there. */
static void radix_pass(int n, float *in, float *out, const float *w)
{
	for (int i = 0; i < n; i++)
		out[i] = in[i] * w[i] + out[i];	// no: missing-restrict: the only call passes 'buf' for both 'in' and 'out': they are one array
}

void transform(float *buf, const float *w, int n)
{
	radix_pass(n, buf, buf, w);
}

/* The same pass called with two arrays: the advice holds. */
static void radix_pass2(int n, float *in, float *out, const float *w)
{
	for (int i = 0; i < n; i++)
		out[i] = in[i] * w[i] + out[i];	// expect: missing-restrict
}

void transform2(float *a, float *b, const float *w, int n)
{
	radix_pass2(n, a, b, w);
	radix_pass2(n, b, a, w);
}
