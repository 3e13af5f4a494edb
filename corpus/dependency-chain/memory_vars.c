/*
 * dependency-chain, variables kept in memory: a sum, a maximum, a count or a
 * pointer updated through a pointer on every iteration ('s->max' next to
 * stores into 'x', 'bw->words++' next to stores into 'bw->buffer').  When
 * another store of the loop may change the same bytes by C's effective
 * types, no compiler may keep the variable in a register: each iteration
 * loads it, updates it and stores it.  When the other accesses only read
 * ('s->sum += x[i] * x[i]'), a compiler keeps it in a register but still
 * stores it every iteration, and the next iteration's loads wait for that
 * store: reported as such a memory recurrence.  The advice keeps it in a
 * local variable for the loop.  Not reported: the other accesses are
 * restrict or of another type, the object's other accesses are other
 * elements or fields of the same pointer, the variable is a local, or
 * nothing the loop loads depends on it ('*br->byte++').
 */
#include <stdint.h>

struct acc {
	float sum;
	float max;
	int32_t n;
	int32_t pos;
};

struct writer {
	uint32_t *buffer;
	uint32_t words;
	uint8_t *byte;
};

void energy(struct acc *s, const float *x, int n)
{
	for (int i = 0; i < n; i++)
		s->sum += x[i] * x[i];	// expect: dependency-chain warning
}


void peak(struct acc *s, float *x, int n, float g)
{
	for (int i = 0; i < n; i++) {
		x[i] *= g;
		if (x[i] > s->max)
			s->max = x[i];	// expect: dependency-chain warning
	}
}

void add_into(float *sum, const float *x, int n)
{
	for (int i = 0; i < n; i++)
		*sum += x[i];	// expect: dependency-chain warning
}

void put_words(struct writer *bw, const uint32_t *w, int n)
{
	for (int i = 0; i < n; i++)
		bw->buffer[bw->words++] = w[i];	// expect: dependency-chain warning
}

int32_t read_bytes(struct writer *br, int n)
{
	int32_t v = 0;

	for (int i = 0; i < n; i++)	// expect: loop-overhead
		v = (v << 8) | *br->byte++;	// no: dependency-chain: the byte loads only read: a compiler keeps 'br->byte' in a register and stores it each iteration, and no loaded value feeds it
	return v;
}

/* restrict input: the compiler may keep the sum in a register */
void energy_r(struct acc *s, const float *restrict x, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		s->sum += x[i] * x[i];	// no: dependency-chain: 'x' is restrict, so nothing else reaches 's->sum' and a compiler keeps it in a register (the loop is bound by its reduction)
}

/* the only other accesses have another type: int16_t loads cannot
 * change an int32_t (effective types) */
void count_pos(struct acc *s, const int16_t *x, int n)
{
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		s->pos += x[i];	// no: dependency-chain: its loads are int16_t, which cannot change an int32_t: a compiler keeps it in a register
}

/* the state's other accesses are other elements of the same pointer */
void biquad_state(int32_t *S, const int16_t *in, int16_t *out, int n)
{
	for (int k = 0; k < n; k++) {
		int32_t x = in[k] << 10;
		int32_t y = S[0] + x;
		S[0] = S[1] - (y >> 2);	// no: dependency-chain: S[1] is another element, in and out another type: a compiler keeps S[0] in a register
		S[1] = x;
		out[k] = (int16_t)(y >> 11);	// expect: missing-restrict
	}
}

/* a local accumulator: in a register already; what bounds the loop is
 * the reduction's own fadd (reductions.c), not memory */
float energy_local(const float *x, int n)
{
	float s = 0;

	for (int i = 0; i < n; i++)	// expect: loop-overhead
		s += x[i] * x[i];	// expect: dependency-chain
	return s;
}

/* stored every iteration, never read back: still, the next load of x[i]
 * may read what it stored (no restrict), so each iteration waits */
void last_value(float *last, const float *x, int n)
{
	for (int i = 0; i < n; i++)
		*last = x[i] * 2.0f;	// expect: dependency-chain
}

/* wavpack's trailing-zero count: a byte counter next to stores into another
 * member of the same structure (a nested header's flags) */
struct hdr {
	uint32_t flags;
	int32_t blocks;
};

struct stream {
	struct hdr wphdr;
	unsigned char int32_zeros;
};

void count_zeros(struct stream *wps, int32_t ordata)
{
	while (!(ordata & 1)) {
		wps->wphdr.flags -= 1 << 2;
		wps->int32_zeros++;	// no: dependency-chain: 'wps->wphdr.flags' is another member of the same structure, so a compiler keeps 'wps->int32_zeros' in a register
		ordata >>= 1;
	}
}
