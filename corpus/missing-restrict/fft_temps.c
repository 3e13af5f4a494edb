/*
 * missing-restrict, values that pass through local temporaries: faad2's FFT
 * passes hold each butterfly in local complex_t variables (float[2]) and its
 * overlap-add reads a window through a pointer loaded from the decoder's
 * state.  An optimising compiler keeps such a temporary in registers, so
 * the value the store writes still comes from the loads through the other
 * parameter; and a store through a plain parameter holds back loads
 * through a pointer read from memory as well, which 'restrict' on the
 * stored parameter frees too.  Loops whose parameters are restrict, and a
 * function called in place in this file, are not reported.
 */
typedef float real_t;
typedef real_t complex_t[2];
#define RE(A) (A)[0]
#define IM(A) (A)[1]

/* radix-2 butterfly through a local complex temporary */
void pass2(int l1, const complex_t *cc, complex_t *ch)
{
	for (int k = 0; k < l1; k++) {
		complex_t t;
		RE(t) = RE(cc[2 * k]) - RE(cc[2 * k + 1]);
		IM(t) = IM(cc[2 * k]) - IM(cc[2 * k + 1]);
		RE(ch[k + l1]) = RE(t);	// expect: missing-restrict
		IM(ch[k + l1]) = IM(t);
	}
}

/* the same with restrict parameters */
void pass2_r(int l1, const complex_t *restrict cc, complex_t *restrict ch)
{
	for (int k = 0; k < l1; k++) {	// expect: loop-overhead
		complex_t t;
		RE(t) = RE(cc[2 * k]) - RE(cc[2 * k + 1]);
		IM(t) = IM(cc[2 * k]) - IM(cc[2 * k + 1]);
		RE(ch[k + l1]) = RE(t);	// no: missing-restrict: both parameters are restrict
		IM(ch[k + l1]) = IM(t);
	}
}

/* overlap-add: the window comes from the decoder's state, the inverse
 * transform's output is a local array */
struct fb_info {
	const real_t *long_window[2];
};

void imdct(const struct fb_info *fb, const real_t *in, real_t *out, int n);

void overlap_add(const struct fb_info *fb, int shape, const real_t *freq,
		 real_t *time_out, const real_t *overlap, int nlong)
{
	const real_t *w = fb->long_window[shape];
	real_t buf[2048];

	imdct(fb, freq, buf, 2 * nlong);

	for (int i = 0; i < nlong; i += 4) {
		time_out[i] = overlap[i] + buf[i] * w[i];	// expect: missing-restrict
		time_out[i + 1] = overlap[i + 1] + buf[i + 1] * w[i + 1];
		time_out[i + 2] = overlap[i + 2] + buf[i + 2] * w[i + 2];
		time_out[i + 3] = overlap[i + 3] + buf[i + 3] * w[i + 3];
	}
}

void overlap_add_r(const struct fb_info *fb, int shape, const real_t *freq,
		   real_t *restrict time_out, const real_t *overlap, int nlong)
{
	const real_t *w = fb->long_window[shape];
	real_t buf[2048];

	imdct(fb, freq, buf, 2 * nlong);

	for (int i = 0; i < nlong; i += 4) {
		time_out[i] = overlap[i] + buf[i] * w[i];	// no: missing-restrict: the stored parameter is restrict, which frees every other pointer's loads
		time_out[i + 1] = overlap[i + 1] + buf[i + 1] * w[i + 1];
		time_out[i + 2] = overlap[i + 2] + buf[i + 2] * w[i + 2];
		time_out[i + 3] = overlap[i + 3] + buf[i + 3] * w[i + 3];
	}
}

/* called in place below: restrict would be undefined behaviour */
static void smooth(const real_t *in, real_t *out, int n)
{
	for (int i = 0; i < n; i++) {
		complex_t t;
		RE(t) = in[i] * 0.5f;
		out[i] = RE(t) + in[i] * 0.25f;	// no: missing-restrict: 'frame' is passed for both 'in' and 'out' in this file
	}
}

void frame_filter(real_t *frame, int n)
{
	smooth(frame, frame, n);
}

/* called in place after a literal count, which makes no node of its own:
 * the arguments are compared by their positions */
static void gain2(int n, const real_t *in, real_t *out)
{
	for (int i = 0; i < n; i++)
		out[i] = in[i] * 0.5f;	// no: missing-restrict: 'frame' is passed for both 'in' and 'out' in this file
}

void frame_gain(real_t *frame)
{
	gain2(64, frame, frame);
}
