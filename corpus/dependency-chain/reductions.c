/*
 * dependency-chain, reductions: a loop that folds every element into one
 * scalar cannot start iteration i+1's add before iteration i's add has
 * finished.  On TM5250 a float add has latency 6, so a float dot product
 * runs at one tap per 6 cycles however many units are free (RecMII 6
 * against a ResMII of 2).  Integer adds have latency 1 and never make a
 * chain worth reporting; four partial sums move the bound back to the
 * single load/store unit; and a loop that does enough independent work per
 * iteration hides the chain.
 */
#include <stdint.h>

/* Windowed dot product of an MDCT frame. */
float dot_f(const float *x, const float *w, int n)
{
	float acc = 0.0f;
	int i;

	for (i = 0; i < n; i++)	// no: dependency-chain: the induction variable is a 1-cycle add	// expect: loop-overhead
		acc += x[i] * w[i];	// expect: dependency-chain
	return acc;
}

/* Frame energy for a voice-activity detector: fadd chain, the square is off it. */
float energy_f(const float *x)
{
	float e = 0.0f;
	int i;

	for (i = 0; i < 160; i++)	// expect: loop-overhead
		e += x[i] * x[i];	// expect: dependency-chain
	return e;
}

/* Sum of a float block (its mean is taken by the caller). */
float sum_f(const float *x, int n)
{
	float s = 0.0f;
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		s += x[i];	// expect: dependency-chain
	return s;
}

/* Sum of squared differences between two float spectra, through a pointer pair. */
float spectral_distance(const float *a, const float *b, int n)
{
	float d2 = 0.0f;

	while (n-- > 0) {	// expect: loop-overhead
		float d = *a++ - *b++;

		d2 += d * d;	// expect: dependency-chain
	}
	return d2;
}

/* The dot product with four partial sums: eight loads per iteration on the
 * one load/store unit (ResMII 8) now bound the loop, not the 6-cycle add. */
float dot4_f(const float *x, const float *w, int n)
{
	float acc0 = 0.0f, acc1 = 0.0f, acc2 = 0.0f, acc3 = 0.0f;
	int i;

	for (i = 0; i + 3 < n; i += 4) {	// no: dependency-chain: induction variable, a 1-cycle add	// expect: loop-overhead
		acc0 += x[i] * w[i];	// no: dependency-chain: RecMII 6 is below 1.5 x ResMII 8 (eight loads, one load/store unit)
		acc1 += x[i + 1] * w[i + 1];	// no: dependency-chain: an independent partial sum, hidden by the loads
		acc2 += x[i + 2] * w[i + 2];	// no: dependency-chain: an independent partial sum, hidden by the loads
		acc3 += x[i + 3] * w[i + 3];	// no: dependency-chain: an independent partial sum, hidden by the loads
	}
	return (acc0 + acc1) + (acc2 + acc3);	// no: dependency-chain: straight-line code after the loop
}

/* Integer sum of PCM samples: the chain is one 1-cycle add. */
int32_t sum_pcm(const int16_t *x, int n)
{
	int32_t s = 0;
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		s += x[i];	// no: dependency-chain: integer add, a 1-cycle chain (below 4)
	return s;
}

/* Fixed-point FIR tap sum: the multiply feeds the add but is not on the chain. */
int32_t dot_q15(const int16_t *x, const int16_t *h, int n)
{
	int32_t acc = 0;
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		acc += (x[i] * h[i]) >> 15;	// no: dependency-chain: only the 1-cycle add is carried; the imul is independent work
	return acc;
}

/* Sum of absolute differences of two 16x16 luma blocks, row by row. */
int sad16(const uint8_t *a, const uint8_t *b, int stride)
{
	int sad = 0;
	int y, x;

	for (y = 0; y < 16; y++) {
		for (x = 0; x < 16; x++) {	// expect: loop-overhead
			int d = a[x] - b[x];

			sad += d < 0 ? -d : d;	// no: dependency-chain: integer add chain of 1 cycle
		}
		a += stride;
		b += stride;
	}
	return sad;
}

/* Stereo to mono downmix with a centre channel, also measuring the output
 * energy: three loads and two stores per sample on the one load/store unit
 * (ResMII 5) outweigh the 6-cycle energy add. */
float downmix(float *mono, float *side, const float *l, const float *r,
	      const float *c, int n)
{
	float e = 0.0f;
	int i;

	for (i = 0; i < n; i++) {
		float lv = l[i], rv = r[i], cv = c[i];
		float m = lv * 0.5f + rv * 0.5f + cv * 0.7071f;

		mono[i] = m;	// expect: missing-restrict
		side[i] = lv - rv;
		e += m * m;	// no: dependency-chain: RecMII 6 is below 1.5 x ResMII 5, the memory operations bind
	}
	return e;
}
