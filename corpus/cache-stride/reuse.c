/*
 * cache-stride, lines the outer loop comes back to: a column walk of 32
 * rows at a 512-byte stride reaches 8 of the 64 sets and fills their 4
 * ways exactly, and the next pass of the outer loop reads the next column,
 * in the same lines (faad2's hf_generation copies a QMF subband column by
 * column, its column index set once per pass, 'p = start[i] + x').  Not
 * reported, unless a call between the walks (not in the other arm of an
 * if) may sweep the same sets, or the column has more rows than the sets
 * hold.
 */
#include <stdint.h>

typedef struct { int32_t re, im; } cpx;

struct hfgen {
	uint8_t start[8];
	uint8_t len[8];
	uint8_t use_filter[64];
};

void predict(const cpx x[40][64], int band);

/* x holds 40 rows (20 KB, more than L1); the walks read 32 of them. */
void patch(const struct hfgen *h, const cpx x[restrict 40][64],
	   cpx y[restrict 40][64], int n)
{
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < h->len[i]; j++) {
			uint8_t p, k;
			p = h->start[i] + j;
			k = 32 + j;
			if (h->use_filter[k]) {
				predict(x, p);
				for (int l = 0; l < 32; l++)	// expect: loop-overhead
					y[l][k].re = x[l][p].re >> 1;	// expect: cache-stride note
			} else {
				for (int l = 0; l < 32; l++)	// expect: loop-overhead
					y[l][k].re = x[l][p].re;	// no: cache-stride: the next column is in the same 32 lines, which fit the 8 sets the stride reaches
			}
		}
	}
}

/* Forty rows: five lines a set, more than its four ways; each column walk
 * evicts what the next would reuse. */
void patch40(const struct hfgen *h, const cpx x[restrict 40][64],
	     cpx y[restrict 40][64], int n)
{
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < h->len[i]; j++) {
			uint8_t p = h->start[i] + j;
			for (int l = 0; l < 40; l++)	// expect: loop-overhead
				y[l][32 + j].re = x[l][p].re;	// expect: cache-stride warning
		}
	}
}

/* A call between the walks that is handed no pointer (a gain from a
 * table of its own, 'fabs(x)'): it cannot sweep the rows. */
int32_t band_gain(int band);

void patch_gain(const struct hfgen *h, const cpx x[restrict 40][64],
		cpx y[restrict 40][64], int n)
{
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < h->len[i]; j++) {
			uint8_t p = h->start[i] + j;
			int32_t g = band_gain(p);
			for (int l = 0; l < 32; l++)	// expect: loop-overhead
				y[l][32 + j].re = x[l][p].re * g;	// no: cache-stride: the call between the walks takes no pointer, the next column's lines stay
		}
	}
}

/* A sweeping call inside the walk itself, or in the other arm of an if of
 * a loop between the outer loop and the walk (both arms run in one pass of
 * j): the lines are not kept (a reviewer's counter-examples). */
void patch_inner(const struct hfgen *h, const cpx x[restrict 40][64],
		 cpx y[restrict 40][64], int n)
{
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < h->len[i]; j++) {
			uint8_t p = h->start[i] + j;
			for (int l = 0; l < 32; l++) {
				y[l][32 + j].re = x[l][p].re;	// expect: cache-stride
				if (l == 31)
					predict(x, p);
			}
		}
	}
}

void patch_mid(const struct hfgen *h, const cpx x[restrict 40][64],
	       cpx y[restrict 40][64], int n)
{
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < h->len[i]; j++) {
			uint8_t p = h->start[i] + j;
			for (int t = 0; t < 2; t++) {
				if (t == 0)
					predict(x, p);
				else
					for (int l = 0; l < 32; l++)	// expect: loop-overhead
						y[l][32 + j].re = x[l][p].re;	// expect: cache-stride
			}
		}
	}
}

/* A column index set from a variable the loop also steps ('p = off + j'
 * with 'off += 8'): each pass's column is 72 bytes on, in other lines; the
 * index is no derived variable (a reviewer's counter-example). */
void patch_skip(const cpx x[restrict 40][64], cpx y[restrict 40][64], int n)
{
	int off = 0;

	for (int j = 0; j < n; j++) {
		int p = off + j;
		for (int l = 0; l < 32; l++)	// expect: loop-overhead
			y[l][j].re = x[l][p].re;	// expect: cache-stride
		off += 8;
	}
}

/* Rows from the stream ('first' to 'last' of an envelope): only the
 * arrays' extent bounds the walk, at most 40 rows, and at 32 or fewer the
 * lines stay for the next column.  A bound is no count: the misses are
 * claimed only when half the extent would still evict the lines. */
void patch_env(const uint8_t *env, const cpx x[restrict 40][64],
	       cpx y[restrict 40][64], int n)
{
	uint8_t first = env[0], last = env[1];

	for (int j = 0; j < n; j++) {
		uint8_t p = env[2] + j;
		for (uint8_t l = first; l < last; l++)	// expect: loop-overhead
			y[l][32 + j].re = x[l][p].re;	// no: cache-stride: at most 40 rows (the extent), 32 or fewer stay in the 8 sets: no evidence the walk evicts
	}
}

/* The same walk over a 128-row matrix: half its extent, 64 rows, still
 * evicts the next column's lines. */
void patch_tall(const uint8_t *env, const cpx x[restrict 128][64],
		cpx y[restrict 128][64], int n)
{
	uint8_t first = env[0], last = env[1];

	for (int j = 0; j < n; j++) {
		uint8_t p = env[2] + j;
		for (uint8_t l = first; l < last; l++)	// expect: loop-overhead
			y[l][32 + j].re = x[l][p].re;	// expect: cache-stride
	}
}
