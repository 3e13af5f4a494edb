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
