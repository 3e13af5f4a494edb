/*
 * missed-guard in small helpers: branches in the straight-line code of
 * functions are not reported, wherever they are called from: a helper TCS
 * inlines into a loop has its short branches guarded like the loop's own.
 */
#include <stdint.h>

static inline int clip255(int v)
{
	if (v > 255)	// no: missed-guard: a short branch of operations, which TCS if-converts into guarded operations itself
		v = 255;
	return v;
}

void saturate_row(uint8_t *dst, const int *src, int n)
{
	for (int i = 0; i < n; i++)
		dst[i] = (uint8_t)clip255(src[i]);	// expect: missing-restrict
}

/* Called only outside loops: runs once per call of its caller. */
static int clamp_gain(int g)
{
	if (g > 4096)	// no: missed-guard: straight-line code of a function, not a loop
		g = 4096;
	return g;
}

int set_gain(int g)
{
	return clamp_gain(g) * 2;
}

/* Early exits cannot become guarded operations. */
static int first_positive(int a, int b)
{
	if (a > 0)	// no: missed-guard: straight-line code of a function, not a loop
		return a;
	return b;
}

int pick(const int *a, const int *b, int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += first_positive(a[i], b[i]);
	return s;
}

/* A set-up routine a loop happens to call: it has calls and a loop of its
 * own, TCS does not inline it, and its branches run once per call. */
struct band_cfg { int start, end, grouping; };

extern int table_lookup(int rate);

static void band_setup(struct band_cfg *b, int rate, int blocksize)
{
	int k;

	b->start = table_lookup(rate);
	for (k = 0; k < 4; k++)
		b->grouping += table_lookup(k);
	if (b->end > blocksize)	// no: missed-guard: straight-line code of a function, not a loop
		b->end = blocksize;
}

void setup_bands(struct band_cfg *cfg, int nbands, int rate, int blocksize)
{
	for (int i = 0; i < nbands; i++)
		band_setup(&cfg[i], rate, blocksize);
}
