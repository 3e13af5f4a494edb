/*
 * cache-stride, small data: loops over a handful of records (two channels,
 * the delayed-decision states of a quantiser) and local matrices that fit
 * L1 with their reuse are not reported: the footprint is compared with L1
 * and L2 over the nest, from known trip counts and array extents, never
 * from an assumed trip count.  A store-only stream costs no read miss on
 * TM5250 (write-allocate, no fetch); store_miss.c has the TM3260 twin.
 */
#include <stdint.h>

struct channel { int32_t hist[64]; int32_t gain; int32_t state[30]; };
struct decoder { struct channel ch[2]; int nb_channels; };

/* Per frame, per channel: at most two 380-byte records. */
int32_t channel_gains(struct decoder *d)
{
	int32_t g = 0;
	int k;

	for (k = 0; k < d->nb_channels; k++)	// no: loop-overhead: at most two trips (the member array's extent), fewer than an unrolled pass
		g += d->ch[k].gain;	// no: cache-stride: two records (the member array's extent) fit L1
	return g;
}

/* Delayed-decision states through a pointer: a run-time count of a few. */
struct del_dec { int32_t q[40]; int32_t rd; int32_t seed; int32_t pad[22]; };

int32_t best_state(const struct del_dec *s, int n_states)
{
	int32_t best = s[0].rd;
	int k;

	for (k = 1; k < n_states; k++)	// expect: loop-overhead
		best = s[k].rd < best ? s[k].rd : best;	// no: cache-stride: a handful of states, no known extent: no evidence of a capacity miss
	return best;
}

/* A 32 x 34 local matrix walked by columns: 4352 bytes, within L1. */
float column_sums(const float *in)
{
	float P[32][34];
	float s = 0.0f;
	int i, j;

	for (i = 0; i < 32; i++)
		for (j = 0; j < 34; j++)	// expect: loop-overhead
			P[i][j] = in[i * 34 + j];
	for (j = 0; j < 34; j++)
		for (i = 0; i < 32; i++)	// expect: loop-overhead
			s += P[i][j];	// expect: dependency-chain // no: cache-stride: the 4352-byte matrix fits L1 with its reuse
	return s;
}

/* A 256 x 256 global matrix walked by columns: 256 KB, beyond L2. */
float big[256][256];

float big_column_sums(void)
{
	float s = 0.0f;
	int i, j;

	for (j = 0; j < 256; j++)
		for (i = 0; i < 256; i++)	// expect: loop-overhead
			s += big[i][j];	// expect: cache-stride, dependency-chain
	return s;
}

/* Clearing one word per line of a 64 KB buffer: stores only. */
int32_t plane[16384];

void clear_lines(void)
{
	int i;

	for (i = 0; i < 1024; i++)	// expect: loop-overhead
		plane[i * 16] = 0;	// no: cache-stride: store-only stream; TM5250 allocates on a write miss without fetching
}
