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

/* Called in place through a wrapper that hands its two parameters on
 * (wavpack's store_samples(buf, buf, ...) through its wrapper): restrict
 * on them would be undefined behaviour.  The same wrapper called with two
 * buffers keeps its finding. */
static void shift_words(int *dst, const int *src, int n)
{
	int i;

	for (i = 0; i < n; i++)
		dst[i] = src[i] >> 8;	// no: missing-restrict: every call passes one buffer twice, through store_words()
}

static void store_words(void *dst, int *src, int n)
{
	shift_words(dst, src, n);
}

void store_in_place(int *buf, int n)
{
	store_words(buf, buf, n);
}

static void shift_words2(int *dst, const int *src, int n)
{
	int i;

	for (i = 0; i < n; i++)
		dst[i] = src[i] >> 8;	// expect: missing-restrict
}

static void store_words2(void *dst, int *src, int n)
{
	shift_words2(dst, src, n);
}

void store_apart(int *out, int *buf, int n)
{
	store_words2(out, buf, n);
}
