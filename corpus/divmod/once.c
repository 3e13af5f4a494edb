/*
 * divmod, once-guarded blocks: a per-frame function that builds its tables
 * on its first call, 'if (!st->ready) { ...; st->ready = 1; }' (lame's
 * resampler filter, opus's tonality analysis), runs that block once per
 * stream.  Its findings are set-up notes, counted per run of the block
 * (not per call, nor per iteration of a loop around it), and a function
 * it calls is set-up code.  The guard counts only when the flag persists
 * across calls (a field, a global, a static local) and nothing in the
 * file writes it otherwise.
 */
#include <stdint.h>

struct rs { int32_t ready, first, phase[64], step; int32_t len; };

static int32_t ramp(int32_t i, int32_t n)
{
	return (i * 4096) / n;	// expect: divmod note count=1
}

/* Per frame, its table built on the first call. */
void rs_frame(struct rs *st, int32_t *out, const int32_t *in, int32_t n, int32_t den)
{
	int i;

	if (!st->ready) {
		for (i = 0; i < 64; i++)
			st->phase[i] = (i * n) / den + ramp(i, den);	// expect: divmod note count=64
		st->len = (int32_t)(sizeof(st->phase) / sizeof(st->phase[0]));	// no: divmod: a sizeof quotient is a constant
		st->ready = 1;
	}
	for (i = 0; i < n; i++)
		out[i] = in[i] * st->phase[i & 63] / den;	// expect: divmod warning
}

/* 'if (first) { first = 0; ... }' alike, on a static flag that starts
 * set; and inside the frame loop, the block still runs once, not once
 * per iteration. */
void rs_blocks(int32_t *out, int32_t nblk, int32_t den)
{
	static int first = 1;
	static int32_t step;
	int b;

	for (b = 0; b < nblk; b++) {	// expect: loop-overhead
		if (first) {
			first = 0;
			step = 48000 / den;	// expect: divmod note count=1
		}
		out[b] = b * step;
	}
}

/* The same on a field: any file may set it again (a parameter setter's
 * 'st->first = 1'), so the block runs once per such change: a
 * change-guarded block (change.c), set-up code all the same. */
void rs_fields(struct rs *st, int32_t *out, int32_t nblk, int32_t den)
{
	int b;

	for (b = 0; b < nblk; b++) {
		if (st->first) {
			st->first = 0;
			st->step = 48000 / den;	// expect: divmod note count=1
		}
		out[b] = b * st->step;	// expect: missing-restrict
	}
}

/* A flag per element ('c[i].ready') or set on one path only is no
 * once-guard: per iteration (warnings). */
struct chan { int32_t ready, gain; };

void rs_channels(struct chan *c, const int32_t *x, int32_t n, int32_t den)
{
	int i;

	for (i = 0; i < n; i++) {
		if (!c[i].ready) {
			c[i].gain = x[i] / den;	// expect: divmod warning count=100 basis=assumed
			c[i].ready = 1;
		}
	}
}

void rs_maybe(struct rs *st, const int32_t *x, int32_t n, int32_t den)
{
	int i;

	for (i = 0; i < n; i++) {
		if (!st->ready) {
			st->len = x[i] / den;	// expect: divmod warning count=100 basis=assumed
			if (st->len > 8)
				st->ready = 1;
		}
	}
}

static int32_t table[32];

/* A static flag in the function itself. */
int32_t rs_lookup(int32_t i, int32_t den)
{
	static int done;

	if (done == 0) {
		int k;
		for (k = 0; k < 32; k++)
			table[k] = 1000000 / (k + den);	// expect: divmod note count=32
		done = 1;
	}
	return table[i & 31];
}

/* Cases the guard does not cover, each a warning:
 * a local flag is set again on every call: once per call, not per
 * stream, and the block is counted as any branch arm. */
int32_t rs_local(const int32_t *x, int32_t n, int32_t den)
{
	int32_t s = 0, seen = 0;
	int i;

	for (i = 0; i < n; i++) {
		if (!seen) {
			s += x[i] / den;	// expect: divmod warning count=100 basis=assumed
			seen = 1;
		}
		s += x[i];
	}
	return s;
}

struct bits { int32_t left; uint32_t acc; const uint8_t *p; };

/* A counter that the code also counts down is no once-flag: the refill
 * runs every 8 bits (a warning, counted per bit). */
int32_t get_bits(struct bits *b, int32_t n, int32_t den)
{
	int32_t v = 0;

	while (n--) {
		if (!b->left) {
			b->acc = *b->p++ % den;	// expect: divmod warning count=100 basis=assumed
			b->left = 8;
		}
		b->left--;
		v = (v << 1) | (int32_t)((b->acc >> b->left) & 1);
	}
	return v;
}

/* A flag cleared elsewhere in the file: the block runs once after each
 * reset (a resync), a change-guarded block (change.c): a set-up note. */
struct dec { int32_t synced; int32_t pos; };

void dec_reset(struct dec *d)
{
	d->synced = 0;
}

int32_t dec_frame(struct dec *d, const int32_t *x, int32_t n, int32_t den)
{
	int i;

	for (i = 0; i < n; i++) {	// expect: loop-overhead
		if (!d->synced) {
			d->pos = x[i] % den;	// expect: divmod note count=1
			d->synced = 1;
		}
	}
	return d->pos;
}

/* The advice applied: the once-guarded block computes a reciprocal, the
 * frame loop multiplies and shifts. */
struct scaler { int32_t ready; uint32_t recip; uint32_t half; };

void scale_frame(struct scaler *s, uint32_t *out, const uint32_t *in, int32_t n, uint32_t den)
{
	int i;

	if (!s->ready) {
		s->recip = 0xffffffffu / den;	// expect: divmod note count=1
		s->half = den / 2u;	// no: divmod: unsigned divide by 2 is a shift
		s->ready = 1;
	}
	for (i = 0; i < n; i++)
		out[i] = (uint32_t)(((uint64_t)(in[i] + s->half) * s->recip) >> 32);	// no: divmod: a multiply and a shift, the divide is in the once-guarded block // expect: missing-restrict
	for (i = 0; i < (int32_t)((uint32_t)n / 4u); i++)	// no: divmod: unsigned n / 4 is a shift // expect: loop-overhead
		out[i] >>= 1;
	out[0] = (uint32_t)n % 16u;	// no: divmod: unsigned modulo by 16 is a mask
	out[1] = 48000u / 1000u;	// no: divmod: folded at compile time
	out[2] = s->half >> 1;	// no: divmod: half of half, a shift written by hand
}

/* The tables the once-guarded blocks built, used per sample: no divide
 * left in the frame loop. */
int32_t rs_apply(const int32_t *x, int32_t n)
{
	int32_t s = 0;
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		s += (x[i] * table[i & 31]) >> 16;	// no: divmod: a multiply by the reciprocal rs_lookup's set-up block stored
	return s + (int32_t)((uint32_t)n % 32u);	// no: divmod: unsigned modulo by 32 is a mask
}
