/*
 * missed-guard, calls that are no calls: a static inline helper with no
 * loop and no call of its own (opus's silk_max_int) is inlined by every
 * compiler, so a branch whose arm calls it is a branch of operations,
 * which TCS guards itself; and a branch on a constant condition (an
 * assert macro comparing two constants) is removed by the compiler.  The
 * positives call real functions where something can be done: a call
 * whose result the loop does not use (report after the loop), or a small
 * leaf function of the file that is not inline (declare it inline).  A
 * call whose result the iteration needs, into code that is not a leaf of
 * this file (a bit-stream reader with its refill path, a generator over
 * a state), can neither be deferred nor guarded.
 */
void report_error(int code);
int lookup(const int *t, int i);

static inline int max_int(int a, int b)
{
	return a > b ? a : b;
}

#define FRAME 160
#define WINDOW 200
#define CHECK(c) do { if (!(c)) report_error(__LINE__); } while (0)

void dequant(int *ind, int *prev, int n, int conditional)
{
	int k;

	for (k = 0; k < n; k++) {
		if (conditional == 0)	// no: missed-guard: max_int is an inline helper, no call is left
			*prev = max_int(ind[k], *prev - 16);
		else
			*prev += ind[k];
		CHECK(WINDOW - FRAME == 40);	// no: missed-guard: a constant condition, the compiler drops the branch
	}
}

void dequant_call(int *ind, int *prev, const int *t, int n)
{
	int k;

	for (k = 0; k < n; k++) {
		if (ind[k] > 0)	// no: missed-guard: the iteration uses lookup()'s result and lookup's code is not in this file: neither deferring nor guarding the call applies
			*prev = lookup(t, ind[k]);
		*prev = max_int(*prev, 0);
	}
}

void check_all(const int *ind, int n)
{
	int k;

	for (k = 0; k < n; k++)
		CHECK(ind[k] < 64);	// expect: missed-guard
}

/* A small leaf helper, not declared inline: the advice is to inline it. */
static int scale_step(int v, int q)
{
	return (v * q + 8) >> 4;
}

void dequant_leaf(int *out, const int *ind, int q, int n)
{
	for (int k = 0; k < n; k++)
		if (ind[k] != 0)	// expect: missed-guard
			out[k] = scale_step(ind[k], q);
		else
			out[k] = 0;
}

/* A bit-stream reader: inline, but its refill path calls out, and each
 * read depends on the previous one. */
struct bits { unsigned word, left; const unsigned *p; };
unsigned refill(struct bits *b, unsigned n);

static inline unsigned get_bits(struct bits *b, unsigned n)
{
	if (n < b->left) {
		unsigned r = (b->word << (32 - b->left)) >> (32 - n);
		b->left -= n;
		return r;
	}
	return refill(b, n);
}

void read_exponents(struct bits *b, const int *coded, int *exps, int n)
{
	for (int i = 0; i < n; i++)
		if (coded[i])	// no: missed-guard: get_bits() calls out on refill and its result is needed in order: nothing to defer or guard
			exps[i] = (int)get_bits(b, 4);
}

/* always_inline through a macro (liba52's configure defines 'inline' so):
 * inlined like 'static inline', whatever libclang says of the keyword. */
#define ALWAYS_INLINE __attribute__ ((__always_inline__))
struct lfsr { unsigned short state; };
extern const short noise_lut[256];

static ALWAYS_INLINE short noise(struct lfsr *s)
{
	short v = (short)(noise_lut[s->state >> 8] ^ (s->state << 8));
	s->state = (unsigned short)v;
	return v;
}

void add_noise(struct lfsr *s, float *out, const int *dith, float g, int n)
{
	for (int i = 0; i < n; i++)
		if (dith[i])	// no: missed-guard: noise() is always_inline and a leaf: no call is left
			out[i] = g * noise(s);
		else
			out[i] = 0;
}

/* A bit-stream writer's flush: the call works on the stream the loop
 * writes, so it cannot wait until after the loop (wavpack's putbits). */
struct wbits { unsigned sr, bc; unsigned *ptr, *end; void (*wrap)(struct wbits *); };

void put_values(struct wbits *bs, const unsigned *v, int n)
{
	for (int i = 0; i < n; i++) {
		bs->sr |= v[i] << bs->bc;
		bs->bc += 8;
		if (bs->bc >= 32) {
			*bs->ptr = bs->sr;
			bs->sr = bs->bc = 0;
			if (++bs->ptr == bs->end)	// no: missed-guard: wrap(bs) flushes the stream the loop writes: it cannot be made after the loop
				bs->wrap(bs);
		}
	}
}

/* A bit writer called on the stream (twolame's buffer_putbits): the
 * writes must happen in the iterations' order. */
struct bitbuf;
void buffer_putbits(struct bitbuf *bs, unsigned v, int n);

void write_scalefactors(struct bitbuf *bs, const unsigned *sf, const int *used, int n)
{
	for (int i = 0; i < n; i++)
		if (used[i])	// no: missed-guard: buffer_putbits() is passed the stream 'bs' and writes it in order: it cannot be made after the loop
			buffer_putbits(bs, sf[i], 6);
}

/* Two calls in the arm (flac's 'chain_remove_node_(chain, node);
 * chain_append_node_(chain, node);'): inlining one leaves the other, and
 * the jump with it; no advice fits. */
static int clip_step(int v, int q)
{
	return v > q ? q : v;
}

void dequant_two_calls(int *out, const int *ind, int q, int n)
{
	for (int k = 0; k < n; k++)
		if (ind[k] != 0)	// no: missed-guard: two calls in the arm, one left whatever is done about the other
			out[k] = scale_step(ind[k], q) + clip_step(ind[k], q);
		else
			out[k] = 0;
}
