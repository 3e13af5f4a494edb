/*
 * dependency-chain, memory recurrences the pointers set: loops whose stores
 * may change what the next iteration loads, for all the compiler knows,
 * through pointers missing-restrict does not judge -- pointers read from a
 * structure, two pointers into one array at offsets the compiler cannot
 * compare, a histogram's data-chosen bins, an array updated from its own
 * neighbour.  The schedule's critical cycle holds the store and the load;
 * the finding names both and prices the loop with the two pointers
 * restrict.  Not reported: restrict pointers, a local array against a
 * parameter's memory, two distinct arrays, and stores through parameters
 * (missing-restrict's).
 */
#include <string.h>
#include <stdint.h>

struct chan {
	float *out;
	const float *in;
	float gain;
};

float mem_a[256], mem_b[256];

/* two pointers read from a structure */
void chan_gain(struct chan *c, int n)
{
	float *out = c->out;
	const float *in = c->in;

	for (int i = 0; i < n; i++)
		out[i] = in[i] * c->gain + in[i + 1];	// expect: dependency-chain warning
}

/* lame's FHT: two walking pointers into one array */
void butterflies(float *fz, int k1, int n)
{
	float *fi = fz + 1, *gi = fz + k1 - 1;

	for (int i = 0; i < n; i++) {
		float a = fi[0] + gi[0];
		float b = fi[0] - gi[0];
		fi[0] = a;
		gi[0] = b;	// expect: dependency-chain warning
		fi += 4;
		gi += 4;
	}
}

/* a histogram: two equal pixels hit one bin in a row */
void hist8(uint32_t *h, const uint8_t *px, int n)
{
	for (int i = 0; i < n; i++)
		h[px[i]]++;	// expect: dependency-chain warning
}

/* an array updated from its neighbour, backwards (opus's bandwidth
 * expansion): the stored value is read back by the next iteration */
void expand_back(float *coefs, float lambda, int order)
{
	for (int i = order - 1; i > 0; i--)
		coefs[i - 1] -= lambda * coefs[i];	// expect: dependency-chain warning
}

/* restrict copies of the structure's pointers */
void chan_gain_r(struct chan *c, int n)
{
	float *restrict out = c->out;
	const float *restrict in = c->in;

	for (int i = 0; i < n; i++)	// expect: loop-overhead
		out[i] = in[i] * 0.5f + in[i + 1];	// no: dependency-chain: restrict pointers: the loads run ahead of the stores
}

/* a local array against a parameter's memory */
float stage_local(const float *in, int n)
{
	float buf[64];

	for (int i = 0; i < n && i < 64; i++)	// expect: loop-overhead
		buf[i] = in[i] * 3.0f;	// no: dependency-chain: no parameter can point into the function's own array
	return buf[5];
}

/* two distinct arrays of the file */
void copy_globals(int n)
{
	for (int i = 0; i < n && i < 256; i++)	// expect: loop-overhead
		mem_b[i] = mem_a[i] * 2.0f;	// no: dependency-chain: two distinct arrays never overlap
}

/* stores through a parameter: missing-restrict's finding */
void gain_param(float *out, const float *in, int n)
{
	for (int i = 0; i < n; i++)
		out[i] = in[i] * 0.5f;	// expect: missing-restrict
}

/* A pointer stepped in both arms of an if (wavpack's clamps in
 * unpack_samples): it advances one element every iteration, so each
 * iteration reads and writes its own element. */
void clamp_or_shift(int32_t *b, int n, int32_t lo, int s)
{
	while (n--) {	// expect: loop-overhead
		if (*b < lo)
			*b++ = lo;	// no: dependency-chain: b advances in both arms, no element is read after an earlier iteration wrote it
		else
			*(uint32_t *)b++ <<= s;
	}
}

/* A local array handed to a call only after the loop (libgsm's decoder
 * passes 'wt' on once it is filled): while the loop runs no pointer can
 * reach it.  Handed out before the loop, any pointer may. */
void use_samples(int16_t *);

void fill_then_use(int16_t **src, int n)
{
	int16_t wt[160];
	const int16_t *drp = src[0] + 120;
	int k;

	for (k = 0; k < 160; k++)	// expect: loop-overhead
		wt[k] = drp[k];	// no: dependency-chain: wt's address leaves only after the loop
	use_samples(wt);
	(void)n;
}

void use_then_fill(int16_t **src, int n)
{
	int16_t wt[160];
	const int16_t *drp;
	int k;

	use_samples(wt);
	drp = src[0] + 120;
	for (k = 0; k < n; k++)
		wt[k] = drp[k];	// expect: dependency-chain
}

/* Three arms, each stepping the pointer once (wavpack's unpack_samples
 * clamp to min, max or shift): one element per iteration on every path.
 * An arm that does not step leaves the next iteration on the element it
 * wrote: a recurrence. */
void clamp3(int32_t *b, int n, int32_t lo, int32_t hi, int s)
{
	while (n--) {	// expect: loop-overhead
		if (*b < lo)
			*b++ = lo;	// no: dependency-chain: every arm steps b once
		else if (*b > hi)
			*b++ = hi;
		else
			*(uint32_t *)b++ <<= s;
	}
}

void clamp_or_stay(int32_t *b, int n, int32_t lo)
{
	while (n--) {
		if (*b < lo)
			*b++ = lo;	// expect: dependency-chain // (the store the else arm's load of *b waits for; that load decides the guarded b++ of the next)
		else if (*b > 0)
			*b = 0;
		else
			b++;
	}
}

/* Fields of a structure inside the one a pointer reaches (wavpack's DSD
 * range coder, 'wps->dsd.value', '.high', '.low'): other bytes, each kept
 * in a register for the loop, as fields of the outer structure are. */
struct range_state {
	uint32_t low, high, value;
};

struct dsd_ctx {
	int32_t mode;
	struct range_state dsd;
};

void renormalise(struct dsd_ctx *p, int n)
{
	while (n--) {	// expect: loop-overhead
		p->dsd.value = p->dsd.value << 8 | 0xffu;	// no: dependency-chain: value, high and low are other bytes of p->dsd, kept in registers
		p->dsd.high = (p->dsd.high << 8) | 0xffu;
		p->dsd.low <<= 8;
	}
}

/* twolame's psycho_3: a local array whose address leaves in a call after
 * the inner loop, inside the outer one, filled from memory through a
 * pointer set for good before the outer loop: that pointer never held the
 * array's address, so the stores cannot reach its loads.  A pointer set
 * again inside the outer loop, after the call, may. */
struct p3mem { float fft_buf[2][1408]; int off[2]; };
void fft(float *s);
struct p3mem *mem_of(void);

void psy3(struct p3mem *g, int nch)
{
	float sample[1024];
	struct p3mem *mem = g;

	for (int k = 0; k < nch; k++) {
		int ok = mem->off[k];
		for (int i = 0; i < 1024; i++) {	// expect: loop-overhead
			sample[i] = mem->fft_buf[k][ok++];	// no: dependency-chain: mem was set before sample's address left
			if (ok >= 1408)
				ok = 0;
		}
		fft(sample);
	}
}

void psy3_reset(int nch)
{
	float sample[1024];
	struct p3mem *mem = mem_of();

	for (int k = 0; k < nch; k++) {
		int ok = mem->off[k];
		for (int i = 0; i < 1024; i++) {
			sample[i] = mem->fft_buf[k][ok++];	// expect: dependency-chain
			if (ok >= 1408)
				ok = 0;
		}
		fft(sample);
		mem = mem_of();
	}
}

/* A block the function has just allocated (wavpack's write_decorr_terms:
 * 'byteptr = wpmd->data = malloc(...)') cannot be the memory a pointer
 * into the caller's structure reads: the block did not exist when that
 * memory was made.  Kept: the block's pointer copied into the one that is
 * read, or read back through the member it was stored in. */
void *malloc(unsigned long n);
struct pass { int term, delta; };
struct stream { int n; struct pass passes[16]; };
struct meta { char *data; int len; };

void fresh_terms(struct stream *wps, struct meta *wpmd)
{
	int tcount = wps->n;
	struct pass *dpp;
	char *byteptr;

	byteptr = wpmd->data = malloc(tcount + 1);
	for (dpp = wps->passes; tcount--; ++dpp)	// expect: loop-overhead
		*byteptr++ = (char)(((dpp->term + 5) & 0x1f) | ((dpp->delta << 5) & 0xe0));	// no: dependency-chain: the stores go to a block just allocated, which dpp (into *wps) cannot reach
	wpmd->len = (int)(byteptr - wpmd->data);
}

/* The same for a block on the stack: alloca() (vorbis's mdct_backward,
 * 'w = alloca(n * sizeof(*w))' written while 'in' is read). */
void fresh_stack(const float *in, float *out, int n)
{
	float *w = __builtin_alloca((unsigned long)n * sizeof(*w));
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead note
		w[i] = in[i] * in[i + 1] + in[i + 2];	// no: dependency-chain: the stores go to a block just allocated on the stack, which in cannot reach
	for (i = 0; i < n; i++)	// expect: loop-overhead note
		out[i] = w[i];
}

/* ... and through a pointer read from the caller's structure (vorbis's
 * _ve_amp, 'vec[i] = data[i] * ve->mdct_win[i]' into its alloca'd 'vec',
 * false in the forty-third draw): no memory could hold the block's address
 * before it goes to a call after the loop.  Kept: the block's address
 * stored in the structure first, then read back through it. */
struct venv { float *win; float *buf; };
void fwd2(float *in, float *out, int n);
float fresh_win(struct venv *ve, const float *data, int n)
{
	float *vec = __builtin_alloca((unsigned long)n * sizeof(*vec));
	long i;

	for (i = 0; i < n; i++)	// expect: loop-overhead note
		vec[i] = data[i] * ve->win[i];	// no: dependency-chain: vec is a block allocated here that nothing holds before the loop ends; ve->win points to older memory
	fwd2(vec, vec, n);
	return vec[0];
}

float kept_win(struct venv *ve, const float *data, int n)
{
	float *vec = ve->buf = __builtin_alloca((unsigned long)n * sizeof(*vec));
	long i;

	for (i = 1; i < n; i++)
		vec[i] = data[i] * ve->buf[i - 1];	// expect: dependency-chain
	return vec[0];
}

/* Kept too: the block's address in an initializer that goes into the
 * structure, and an access into the block itself whose address the model
 * does not name (a reviewer's counter-examples). */
float init_win(struct venv *ve, const float *data, int n)
{
	float *vec = __builtin_alloca((unsigned long)n * sizeof(*vec));
	struct venv t = { vec, 0 };
	long i;

	*ve = t;
	for (i = 1; i < n; i++)
		vec[i] = data[i] * ve->win[i - 1];	// expect: dependency-chain
	return vec[0];
}

float self_win(const float *data, const int *idx, int n)
{
	float *vec = __builtin_alloca((unsigned long)n * sizeof(*vec));
	long i;

	vec[0] = 0;
	for (i = 1; i < n; i++)
		vec[i] = data[i] * *(vec + idx[i] - 1);	// expect: dependency-chain
	return vec[n - 1];
}

/* A block whose address went to a call is still younger than what the
 * parameters brought in: 'in' cannot reach it (vorbis's mdct_forward,
 * 'w' handed to mdct_butterflies() after the copy). */
void butter(float *w, int n);
void fwd_block(const float *in, float *out, const float *trig, int n, int m,
	       float scale)
{
	float *w = __builtin_alloca((unsigned long)n * sizeof(*w));
	float *x0 = out + n;
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		w[i] = in[i];	// no: dependency-chain: w is a block allocated here, younger than anything in points to
	butter(w, n);
	for (i = 0; i < m; i++) {
		x0--;
		out[i] = (w[0] * trig[0] + w[1] * trig[1]) * scale;	// expect: missing-restrict
		x0[0] = (w[0] * trig[1] - w[1] * trig[0]) * scale;
		w += 2;
	}
}

/* A load running ahead of the store from index 0 on (opus's
 * transient_analysis, 'tmp[i] = ... tmp[2*i] ... tmp[2*i+1]'): no later
 * pass reads what an earlier one stored.  Beside it a filter's state, a
 * recurrence through registers longer than the sum's: the sum's chain
 * never binds the loop. */
float halve_ahead(float *tmp, int len2, float decay)
{
	float mean = 0, mem0 = 0;
	int i;

	for (i = 0; i < len2; i++) {
		float x2 = tmp[2 * i] * tmp[2 * i] + tmp[2 * i + 1] * tmp[2 * i + 1];
		mean += x2;	// no: dependency-chain: 6 cycles under the 18 of mem0's recurrence, which is the filter's own
		tmp[i] = mem0 + decay * (x2 - mem0);	// no: dependency-chain: the store is read back in its own pass only; the loads run ahead of it
		mem0 = tmp[i];
	}
	return mean;
}

/* ... but not through an index narrowed on the way (it wraps back onto
 * what was stored), nor from a base the loop moves (a reviewer's cases). */
void ahead_narrowed(int *t, int n)
{
	for (int i = 0; i < n; i++)
		t[i] = t[(unsigned char)(2 * i)] * 3 + 1;	// expect: dependency-chain
}

void ahead_moving(int **q, int n)
{
	for (int i = 0; i < n; i++) {
		int *p = q[i];
		p[i] = p[2 * i] * 3 + 1;	// expect: dependency-chain
	}
}

void fresh_copied(struct stream *wps, struct meta *wpmd)
{
	int tcount = wps->n;
	struct pass *dpp;
	char *byteptr = malloc(tcount + 1);
	char *q = byteptr;

	for (dpp = (struct pass *)q; tcount--; ++dpp)
		*byteptr++ = (char)(dpp->term + 5);	// expect: dependency-chain
	wpmd->data = q;
}

void fresh_reread(struct meta *wpmd, int n)
{
	char *byteptr = wpmd->data = malloc(n + 1);
	char *src;

	for (src = wpmd->data; n--; src++)
		*byteptr++ = (char)(*src + 1);	// expect: dependency-chain
}

/* ... and kept wherever the block's address may go: its element's address
 * handed out, a step's value kept, the member it was stored in copied or
 * its address taken (a reviewer's cases). */
char *fresh_g;
void fresh_use(char *);
struct meta2 { char *data; char *buf; char *other; };

void fresh_amp(int n)
{
	char *p = malloc(n + 1);
	char *q;
	fresh_g = &p[0];
	q = fresh_g;
	for (int i = 0; i < n; i++)
		p[i + 1] = (char)((q[i] * 3 + 1) >> 2);	// expect: dependency-chain
}

void fresh_member(struct meta2 *w, int n)
{
	char *p = malloc(n + 1);
	char *q;
	w->other = &*p;
	q = w->other;
	for (int i = 0; i < n; i++)
		p[i + 1] = (char)((q[i] * 3 + 1) >> 2);	// expect: dependency-chain
}

void fresh_postinc(int n)
{
	char *p = malloc(n + 2);
	char *q;
	fresh_g = p++;
	q = fresh_g;
	for (int i = 0; i < n; i++)
		p[i] = (char)((q[i] * 3 + 1) >> 2);	// expect: dependency-chain
}

void fresh_call(int n)
{
	char *p = malloc(n + 2);
	char *q;
	fresh_use(&p[0]);
	q = fresh_g;
	for (int i = 0; i < n; i++)
		p[i + 1] = (char)((q[i] * 3 + 1) >> 2);	// expect: dependency-chain
}

void fresh_copy_member(struct meta2 *a, struct meta2 *b, int n)
{
	char *p = a->data = malloc(n + 2);
	char *q;
	b->buf = a->data;
	q = b->buf;
	for (int i = 0; i < n; i++)
		p[i + 1] = (char)((q[i] * 3 + 1) >> 2);	// expect: dependency-chain
}

void fresh_member_addr(struct meta2 *a, int n)
{
	char *p = a->data = malloc(n + 2);
	char **pp = &a->data;
	char *q = *pp;
	for (int i = 0; i < n; i++)
		p[i + 1] = (char)((q[i] * 3 + 1) >> 2);	// expect: dependency-chain
}

/* Local arrays an inline helper fills (faad2's hybrid filters,
 * 'DCT3_6_unscaled(out_re1, input_re1)'): a helper with no loop and no
 * call, every compiler inlines, that only reads and writes through the
 * pointers it gets keeps no copy of them, so no pointer of the caller
 * (X[i], loaded from memory) reaches the arrays: no chain.  A helper that
 * keeps one in a global lets any pointer reach them after the call. */
static inline void dct3(float *y, const float *x)
{
	y[0] = x[0] + x[1];
	y[1] = x[0] - x[1];
	y[2] = x[2] * 0.5f;
	y[3] = x[3] * 0.5f;
}

float *kept_ptr;

static inline void dct3_keep(float *y, const float *x)
{
	y[0] = x[0] + x[1];
	y[1] = x[0] - x[1];
	kept_ptr = y;
}

void hybrid(float **X, const float *in, int len, int m)
{
	float a[4], o[4], p[4];

	for (int i = 0; i < len; i++) {
		for (int n = 0; n < 4; n++)
			a[n] = in[n + i];
		dct3(o, a);
		dct3(p, a);
		for (int n = 0; n < m; n += 2) {	// expect: loop-overhead note
			X[i][n] = o[n] - p[n];
			X[i][7 - n] = o[n + 1] + p[n + 1];	// no: dependency-chain: o and p are reached by name only, the helper keeps no pointer
		}
	}
}

void hybrid_kept(float **X, const float *in, int len, int m)
{
	float a[4], o[4], p[4];

	for (int i = 0; i < len; i++) {
		for (int n = 0; n < 4; n++)
			a[n] = in[n + i];
		dct3_keep(o, a);
		dct3_keep(p, a);
		for (int n = 0; n < m; n += 2) {
			X[i][n] = o[n] - p[n];
			X[i][7 - n] = o[n + 1] + p[n + 1];	// expect: dependency-chain warning
		}
	}
}

/* vorbis's mdct_forward: 'w2 = w + n2' into a block alloca() has just
 * made, against 'x0 = in + n2 + n4', 'x1 = x0 + 1' (what the parameters
 * brought) and 'T = init->trig + n2', read from memory before the block
 * went anywhere (the later 'T = init->trig' after the calls cannot reach
 * the loop): no pointer can hold the block's address, no chain.  T read
 * again inside a loop after the block went to a call may be anything. */
struct mdct_lk { int n; float *trig; };
void mdct_bfly(struct mdct_lk *init, float *x, int n);

void mdct_fwd(struct mdct_lk *init, float *in, float *out)
{
	int n = init->n, n2 = n >> 1, n4 = n >> 2, n8 = n >> 3;
	float *w = __builtin_alloca((unsigned long)n * sizeof(*w));
	float *w2 = w + n2;
	float *x0 = in + n2 + n4;
	float *x1 = x0 + 1;
	float *T = init->trig + n2;
	int i;

	for (i = 0; i < n8; i += 2) {	// expect: loop-overhead note
		x0 -= 4;
		T -= 2;
		w2[i] = (x0[0] + x1[2]) * T[1] + (x0[2] + x1[0]) * T[0];
		w2[i + 1] = (x0[0] + x1[2]) * T[0] - (x0[2] + x1[0]) * T[1];	// no: dependency-chain: w2's block is younger than what in, x0, x1 and T point to
		x1 += 4;
	}
	mdct_bfly(init, w + n2, n2);
	T = init->trig + n2;
	for (i = 0; i < n4; i++) {
		T = init->trig + i;
		w[i] = w[i + 1] * T[0] + out[i];	// expect: dependency-chain warning
	}
	out[0] = w[0];
}

/* A reviewer's counter-examples: helpers that keep a pointer into the
 * array, a row of it ('kept_ptr = y[1]' of 'float (*y)[4]') or a member
 * of its element ('kept_ptr = &y[0].x'): the array escapes, the chain
 * stays. */
struct wxy { float x, y; };

static inline void keep_row(float (*y)[4], const float *x)
{
	y[0][0] = x[0] + x[1];
	kept_ptr = y[1];
}

static inline void keep_field(struct wxy *y, const float *x)
{
	y[0].x = x[0] + x[1];
	kept_ptr = &y[0].x;
}

void kept_rows(float **X, const float *in, int len, int m)
{
	float o[2][4];

	for (int i = 0; i < len; i++) {
		keep_row(o, in + i);
		for (int n = 0; n < m; n += 2) {
			X[i][n] = o[1][n] - o[0][n];
			X[i][7 - n] = o[1][n + 1] + o[0][n + 1];	// expect: dependency-chain warning
		}
	}
}

void kept_fields(float **X, const float *in, int len, int m)
{
	struct wxy o[4];

	for (int i = 0; i < len; i++) {
		keep_field(o, in + i);
		for (int n = 0; n < m; n += 2) {
			X[i][n] = o[n].x * 2.0f;
			X[i][7 - n] = o[n + 1].x + 1.0f;	// expect: dependency-chain warning
		}
	}
}

/*
 * A local array whose address only the C library's memory functions get
 * ('memset(mask, 0, ...)' before the loop, opus's OPUS_CLEAR of its
 * surround_dynalloc): memset keeps no pointer to it, so no pointer of the
 * loop reaches it.  Stored through a parameter, the address escapes.
 */
struct surround { float *energy; int n; };

int dynalloc(struct surround *st, int nb, float lin)
{
	int count = 0;
	float mask[nb];

	memset(mask, 0, nb * sizeof(*mask));
	for (int i = 0; i < st->n; i++) {	// expect: loop-overhead note
		float u = st->energy[i] - lin;
		if (u > 0.25f) {
			mask[i] = u - 0.25f;	// no: dependency-chain: memset keeps no pointer to the local array
			count++;
		}
	}
	return count + (int)mask[0];
}

int dynalloc_kept(struct surround *st, int nb, float lin, float **keep)
{
	int count = 0;
	float mask[nb];

	*keep = mask;
	for (int i = 0; i < st->n; i++) {
		float u = st->energy[i] - lin;
		if (u > 0.25f) {
			mask[i] = u - 0.25f;	// expect: dependency-chain
			count++;
		}
	}
	return count + (int)mask[0];
}

/*
 * A local array handed to a call in one case of a switch and filled by a
 * loop in another (faad2's filter_bank_ltp: 'case ONLY_LONG_SEQUENCE:
 * ...; mdct(fb, windowed_buf, ...); break; case LONG_START_SEQUENCE: for
 * (...) windowed_buf[i] = ...'): no path runs both, and each call has its
 * own array, so no pointer reaches it while the loop runs.  A call before
 * the loop on its own path lets the address out.
 */
void consume(float *buf, int n);
struct fbank { const float *win[2]; };

void window_seq(const struct fbank *fb, const float *in, int seq, int n)
{
	float buf[256];
	const float *w = fb->win[seq & 1];

	switch (seq) {
	case 0:
		for (int i = 0; i < n; i++)	// expect: loop-overhead note
			buf[i] = in[i] * w[i];	// no: dependency-chain: the array escapes after this loop
		consume(buf, n);
		break;
	case 1:
		for (int i = 0; i < n; i++)	// expect: loop-overhead note
			buf[i] = in[i] * w[n - 1 - i];	// no: dependency-chain: the array escapes only in the other case, after its own loop
		consume(buf, n);
		break;
	}
}

void window_after(const struct fbank *fb, const float *in, int n)
{
	float buf[256];
	const float *w = fb->win[0];

	consume(buf, n);
	for (int i = 0; i < n; i++)
		buf[i] = in[i] * w[i];	// expect: dependency-chain
}

/* A restrict parameter against a pointer read from memory (opus's
 * pitch_downsample: 'x_lp[i]' stored, 'x[0][2 * i]' loaded, x_lp
 * 'opus_val16 *OPUS_RESTRICT'): whatever x[0] holds, the object written
 * through x_lp is reached through no other lvalue (C11 6.7.3.1), so the
 * loads run ahead of the stores.  A restrict pointer the function copies
 * into memory may come back through the pointer read: kept. */
struct lp_keep { float *last; };

void halve_rows(float *const *x, float *restrict x_lp, int n)
{
	for (int i = 1; i < n; i++)	// expect: loop-overhead note
		x_lp[i] = 0.5f * (x[0][2 * i - 1] + x[0][2 * i]);	// no: dependency-chain: x_lp is restrict and never copied: no other lvalue reaches its object
	for (int i = 1; i < n; i++)	// expect: loop-overhead note
		*x_lp++ = 0.25f * x[1][2 * i];	// no: dependency-chain: a step of the restrict pointer is still that pointer
}

void halve_kept(float *const *x, float *restrict x_lp, struct lp_keep *k, int n)
{
	k->last = x_lp;
	for (int i = 1; i < n; i++)
		x_lp[i] = 0.5f * (x[0][2 * i - 1] + x[0][2 * i]);	// expect: dependency-chain warning
}

/* ... nor one the function hands on after the loop (pitch_downsample
 * passes x_lp to _celt_autocorr once its loops are done) */
void halve_then(float *const *x, float *restrict x_lp, struct lp_keep *k, int n)
{
	for (int i = 1; i < n; i++)	// expect: loop-overhead note
		x_lp[i] = 0.5f * (x[0][2 * i - 1] + x[0][2 * i]);	// no: dependency-chain: x_lp is copied only after the loop
	k->last = x_lp;
}

/* ... and what keeps the finding (the stop 46 review's probes): the
 * address of an element copied ('&y[0]', which the loop reads back), an
 * address made from the parameter itself ('(y + off - 1)[idx[i]]'), a
 * parameter declared as an array of restrict pointers (the restrict is
 * its elements', not its own) */
void kept_elem(float *restrict y, struct lp_keep *k, int n)
{
	k->last = &y[0];
	for (int i = 1; i < n; i++)
		y[i] = 0.5f * k->last[i - 1];	// expect: dependency-chain warning
}

void self_index(float *restrict y, const int *idx, int off, int n)
{
	for (int i = 1; i < n; i++)
		y[i] = 0.5f * (y + off - 1)[idx[i]];	// expect: dependency-chain warning
}

void rows_array(float *restrict x[], struct lp_keep *k, int n)
{
	for (int i = 1; i < n; i++)
		x[0][i] = 0.5f * k->last[i - 1];	// expect: dependency-chain warning
}
