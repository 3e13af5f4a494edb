/*
 * dependency-chain, recursive filters: an IIR section feeds its output back
 * through a multiply and an add, so on TM5250 every sample waits for
 * fmul (6) + fadd (6) = 12 cycles, or imul (6) + shift + add for the
 * fixed-point versions, while the rest of the machine idles.  FIR filters
 * have no feedback: an accumulator declared inside the loop body starts a new
 * chain every iteration, and a sum kept in an outer loop that contains the
 * tap loop is not checked (only innermost loops are software-pipelined).
 */
#include <stdint.h>

/* First-order IIR (de-emphasis): y = b0 x + a1 y. */
void deemph(float *y, const float *x, int n, float b0, float a1)
{
	float acc = 0.0f;
	int i;

	for (i = 0; i < n; i++) {
		acc = b0 * x[i] + a1 * acc;	// expect: dependency-chain
		y[i] = acc;	// expect: missing-restrict
	}
}

/* One-pole smoother of a gain: fsub, fmul and fadd on the chain (18 cycles). */
void smooth_gain(float *g_out, const float *target, int n, float k)
{
	float g = 1.0f;
	int i;

	for (i = 0; i < n; i++) {
		g += k * (target[i] - g);	// expect: dependency-chain
		g_out[i] = g;	// expect: missing-restrict
	}
}

/* Biquad, transposed direct form II: s1 goes through out and back. */
void biquad_tdf2(float *y, const float *x, int n, const float c[5])
{
	float b0 = c[0], b1 = c[1], b2 = c[2], a1 = c[3], a2 = c[4];
	float s1 = 0.0f, s2 = 0.0f;
	int i;

	for (i = 0; i < n; i++) {
		float in = x[i];
		float out = b0 * in + s1;

		s1 = b1 * in - a1 * out + s2;	// expect: dependency-chain
		s2 = b2 * in - a2 * out;
		y[i] = out;
	}
}

/* Fixed-point one-pole low-pass for an AGC: sub, imul, asr, add. */
void lowpass_q8(int32_t *y, const int16_t *x, int n, int32_t k)
{
	int32_t acc = 0;
	int i;

	for (i = 0; i < n; i++) {
		acc += (((x[i] << 8) - acc) * k) >> 8;	// expect: dependency-chain
		y[i] = acc;
	}
}

/* Peak envelope with exponential decay: (env * 250) >> 8 each sample. */
void envelope(int32_t *e, const int16_t *x, int n)
{
	int32_t env = 0;
	int i;

	for (i = 0; i < n; i++) {	// expect: loop-overhead
		int32_t a = x[i] < 0 ? -x[i] : x[i];

		env = ((env * 250) >> 8) + (a >> 3);	// expect: dependency-chain
		e[i] = env;
	}
}

/* DC blocker in Q15: y = x - x1 + 0.995 y. */
void dc_block(int16_t *y, const int16_t *x, int n)
{
	int32_t x1 = 0, acc = 0;
	int i;

	for (i = 0; i < n; i++) {
		acc = x[i] - x1 + ((acc * 32604) >> 15);	// expect: dependency-chain
		x1 = x[i];	// no: dependency-chain: x1 is reloaded from x every iteration, nothing is carried
		y[i] = (int16_t)acc;	// expect: missing-restrict
	}
}

/* 16-tap FIR: the tap loop is innermost and its float accumulator is carried. */
void fir16(float *y, const float *x, const float *h, int n)
{
	int i, k;

	for (i = 0; i < n; i++) {
		float acc = 0.0f;

		for (k = 0; k < 16; k++)	// no: loop-overhead: 16 iterations are unrolled completely, no jump remains
			acc += h[k] * x[i + k];	// expect: dependency-chain
		y[i] = acc;
	}
}

/* 4-tap FIR written out: the sum is declared in the body, so each sample
 * starts a new chain and the pipeliner overlaps samples freely. */
void fir4(float *y, const float *x, int n, float h0, float h1, float h2, float h3)
{
	int i;

	for (i = 0; i < n; i++) {
		float s = h0 * x[i];

		s += h1 * x[i + 1];	// no: dependency-chain: s is re-initialised every iteration, no carried value
		s += h2 * x[i + 2];	// no: dependency-chain: s is re-initialised every iteration, no carried value
		s += h3 * x[i + 3];	// no: dependency-chain: s is re-initialised every iteration, no carried value
		y[i] = s;	// expect: missing-restrict
	}
}

/* Fixed-point 8-tap FIR with a Q15 accumulator: only the 1-cycle add is carried. */
void fir8_q15(int16_t *y, const int16_t *x, const int16_t *h, int n)
{
	int i, k;

	for (i = 0; i < n; i++) {
		int32_t acc = 1 << 14;

		for (k = 0; k < 8; k++)
			acc += x[i + k] * h[k];	// no: dependency-chain: integer add chain of 1 cycle, the imul is off it // expect: custom-op
		y[i] = (int16_t)(acc >> 15);
	}
}

/* Band energies: the running total lives in the band loop, which holds the
 * 8-bin loop; only the innermost loop is checked. */
float band_total(float *g, const float *x, const float *gain, int nbands)
{
	float total = 0.0f;
	int b, k;

	for (b = 0; b < nbands; b++) {
		for (k = 0; k < 8; k++)
			g[b * 8 + k] = gain[b] * x[b * 8 + k];	// no: dependency-chain: no scalar is carried between bins // expect: missing-restrict
		total += g[b * 8] * g[b * 8];	// no: dependency-chain: a reduction in an outer loop that contains a loop
	}
	return total;
}
