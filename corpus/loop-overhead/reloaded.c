/* A bound read through a pointer beside a store the body makes: when C
 * lets the store reach the bound (the same type, signed or not, or a
 * character type), every compiler loads the bound again each pass, and an
 * unrolled copy keeps its own test and jump -- no pass saved (opus's
 * multistream rate loop, drawn false at stop 36).  A store C keeps apart
 * (another type, a declared array, another member's elements of the same
 * structure) leaves the bound hoisted: the loop unrolls. */
#include <stdint.h>

struct layout { int nb_streams; int nb_channels; };
struct enc { struct layout layout; int32_t rates[8]; int count; };
struct dec { unsigned blocksize; int32_t out[256]; };

void set_rates(struct enc *st, int32_t *rate, int32_t r)
{
	for (int i = 0; i < st->layout.nb_streams; i++)	// no: loop-overhead: 'rate[i]' (an int32_t) may be st->layout.nb_streams: reloaded each pass
		rate[i] = r;
}

void fill_out(const struct dec *d, int32_t *output, int32_t x)
{
	for (unsigned i = 0; i < d->blocksize; i++)	// no: loop-overhead: a signed store may write the unsigned bound: reloaded
		output[i] = x;
}

void mark(struct enc *st, uint8_t *pos)
{
	for (int i = 0; i < st->count; i++)	// no: loop-overhead: a character store may write anything
		pos[i] = 1;
}

void scale(const struct enc *st, float *y, float g)
{
	for (int i = 0; i < st->count; i++)	// expect: loop-overhead
		y[i] *= g;
}

void own_rates(struct enc *st, int32_t r)
{
	for (int i = 0; i < st->count; i++)	// expect: loop-overhead
		st->rates[i] = r;
}

int local_rates(const struct enc *st, int32_t r)
{
	int32_t tmp[8];
	int s = 0;

	for (int i = 0; i < st->count; i++)	// expect: loop-overhead
		tmp[i & 7] = r + i;
	for (int i = 0; i < 8; i++)
		s += tmp[i];
	return s;
}

/* a reviewer's counter-examples (stop 36): a restrict-qualified store
 * reaches only what it points to, the bound stays hoisted; a pointer
 * member's elements may be the bound, and so may the bound's own array
 * member; a structure copied word by word stores its members' types */
struct enc2 { int n; int32_t *out; int32_t lens[8]; };
struct pair { int a, b; };

void restricted(struct enc *st, int32_t *restrict rate, int32_t r)
{
	/* (a count, not the streams: two streams would never reach the
	 * unrolled pass, small.c) */
	for (int i = 0; i < st->count; i++)	// expect: loop-overhead
		rate[i] = r;
}

void through_member(struct enc2 *st, int32_t r)
{
	for (int i = 0; i < st->n; i++)	// no: loop-overhead: 'st->out' may point at st->n: reloaded
		st->out[i] = r;
}

void own_member(struct enc2 *st, int k, int32_t r)
{
	for (int i = 0; i < st->lens[k]; i++)	// no: loop-overhead: the store writes the bound's own array (i == k)
		st->lens[i] = r;
}

void copies(struct enc *st, struct pair *out, struct pair p)
{
	for (int i = 0; i < st->count; i++)	// no: loop-overhead: a copied structure of ints may write the int bound
		out[i] = p;
}

/* a bound read from a local array no pointer reaches: no store of the
 * body can change it */
int local_bound(int32_t *out, int k, int32_t r)
{
	int lens[4] = { 3, 9, 17, 40 };

	for (int i = 0; i < lens[k & 3]; i++)	// expect: loop-overhead
		out[i] = r;
	return 0;
}
