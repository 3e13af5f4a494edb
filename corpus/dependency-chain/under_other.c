/*
 * dependency-chain, a chain under a longer recurrence: it bounds the loop
 * once that one is gone.  When 'restrict' removes the longer one (a store
 * through one pointer parameter the next iteration's loads through
 * another may read: missing-restrict's finding), the chain is reported;
 * when nothing does (a store and a load through one pointer with a
 * run-time stride, opus's soft-clip ramp 'x[i*C] += offset', 28 cycles
 * over the chain's 6: judged false in the thirteenth static draw), the
 * chain never binds the loop: no finding.
 */
void ramp(float *x, int C, int curr, int peak, float offset, float delta)
{
	for (int i = curr; i < peak; i++) {
		offset -= delta;	// no: dependency-chain: under x[i*C]'s store-to-load recurrence, which no restrict removes (one pointer, a run-time stride)
		x[i * C] += offset;
		x[i * C] = x[i * C] > 1.f ? 1.f : x[i * C];
	}
}

void ramp_out(float *y, const float *x, int curr, int peak, float offset, float delta)
{
	for (int i = curr; i < peak; i++) {
		offset -= delta;	// expect: dependency-chain // (restrict removes the longer recurrence: the chain binds next)
		y[i] = x[i] * 0.5f + offset;	// expect: missing-restrict
	}
}

/* faad2's calculate_gain: the band index stepped under a test of a table
 * load at the index (index -> load -> compare -> guarded increment ->
 * index, 8 cycles) binds the loop once it is unrolled, beside the sum's
 * 6-cycle fadd: splitting the sum saves nothing the unrolling does not
 * (judged so in the thirty-second draw with measured profiles). */
typedef struct { float e[2][64][5]; unsigned char res[2][64]; int kx; } bands_t;

float band_sum(const bands_t *s, int ch, int l, int m1, int m2, int f)
{
	float acc = 0;
	int band = 0;

	for (int m = m1; m < m2; m++) {	// expect: loop-overhead
		if (m + s->kx == s->res[f][band + 1])
			band++;
		acc += s->e[ch][band][l];	// no: dependency-chain: the band index's guarded step through a table load (8 cycles) binds the loop first
	}
	return acc;
}
