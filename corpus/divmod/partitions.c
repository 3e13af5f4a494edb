/*
 * divmod, partitions: a loop from A[k] to A[k + 1] inside a loop over k
 * walks one band of a table of band edges; over all bands it covers one
 * range once (AAC scale-factor bands, CELT's eBands, faad2's limiter
 * bands).  An assumed count of its body is the assumption over all the
 * bands (100), not the bands times 100.  A clamp of an edge ('if (ml2 >
 * MAX_M) ml2 = MAX_M;') keeps it a partition; bands that skip an edge, or
 * edges from two tables, do not make one.  (The band loop reads
 * lim[.][k + 1] of 10 edges: at most 9 bands, assumed 4 as a loop around
 * an unknown one, 100 / 4 = 25 passes each, 100 over the bands.)
 */
#include <stdint.h>

#define MAX_M 49

struct sbr { uint8_t lim[2][10]; uint8_t nl[2]; uint8_t bs; };

void limiter_gains(struct sbr *s, int32_t *g, int32_t L, int32_t d)
{
	for (int32_t l = 0; l < L; l++) {
		for (int32_t k = 0; k < s->nl[s->bs]; k++) {
			uint8_t ml1 = s->lim[s->bs][k];
			uint8_t ml2 = s->lim[s->bs][k + 1];
			if (ml2 > MAX_M)
				ml2 = MAX_M;
			for (int32_t m = ml1; m < ml2; m++) {
				g[m] = g[m] / d;	// expect: divmod warning count=400 basis=assumed
				g[m] += (int32_t)((uint32_t)m % 8u);	// no: divmod: an unsigned modulo by 8 is a mask
			}
		}
	}
}

void band_norm(const int16_t *eBands, int32_t *X, int32_t end, int32_t M,
	       int32_t d)
{
	for (int32_t i = 0; i < end; i++)
		for (int32_t j = M * eBands[i]; j < M * eBands[i + 1]; j++)
			X[j] = X[j] / d;	// expect: divmod warning count=100 basis=assumed
}

/* 21 bands, a constant count: the assumed 100 spread over them. */
void band_norm21(const int16_t *eBands, int32_t *X, int32_t M, int32_t d)
{
	for (int32_t i = 0; i < 21; i++)
		for (int32_t j = M * eBands[i]; j < M * eBands[i + 1]; j++) {
			X[j] = X[j] % d;	// expect: divmod warning count=84 basis=assumed
			X[j] += (int32_t)((uint32_t)j % 2u);	// no: divmod: an unsigned modulo by 2 is a mask
		}
}

/* Not partitions: every other edge (bands overlap), and edges from two
 * tables. */
void not_bands(const int16_t *lo, const int16_t *hi, int32_t *X, int32_t end,
	       int32_t d)
{
	for (int32_t i = 0; i < end; i++)
		for (int32_t j = lo[i]; j < lo[i + 2]; j++)
			X[j] = X[j] / d;	// expect: divmod warning count=400 basis=assumed
	for (int32_t i = 0; i < end; i++)
		for (int32_t j = lo[i]; j < hi[i + 1]; j++)
			X[j] = X[j] / (d + 1);	// expect: divmod warning count=400 basis=assumed
	for (int32_t i = 0; i < end; i++)
		for (int32_t j = lo[i]; j < hi[i + 1]; j++)	// expect: loop-overhead
			X[j] = (int32_t)((uint32_t)X[j] / 16u);	// no: divmod: an unsigned divide by 16 is a shift
}

/* The band's end clamped by a minimum in the condition (faad2's
 * ms_decode, 'i < min(swb_offset[sfb+1], swb_offset_max)'): at most the
 * band, still a partition.  A maximum may run past the band: not one. */
#define min(a, b) ((a) < (b) ? (a) : (b))
#define max(a, b) ((a) > (b) ? (a) : (b))

void ms_bands(const uint16_t *swb, uint16_t top, int32_t *X, uint8_t nsfb,
	      int32_t d)
{
	for (uint8_t sfb = 0; sfb < nsfb; sfb++)
		for (uint16_t i = swb[sfb]; i < min(swb[sfb + 1], top); i++) {
			X[i] = X[i] / d;	// expect: divmod warning count=100 basis=assumed
			X[i] += (int32_t)((uint32_t)i / 8u);	// no: divmod: an unsigned divide by 8 is a shift
		}
}

void max_bands(const uint16_t *swb, uint16_t top, int32_t *X, uint8_t nsfb,
	       int32_t d)
{
	for (uint8_t sfb = 0; sfb < nsfb; sfb++)
		for (uint16_t i = swb[sfb]; i < max(swb[sfb + 1], top); i++) {
			X[i] = X[i] / d;	// expect: divmod warning count=400 basis=assumed
			X[i] -= (int32_t)((uint32_t)i % 16u);	// no: divmod: an unsigned modulo by 16 is a mask
		}
}
