/*
 * missing-restrict, lattice filters that run down their state (libgsm's
 * short-term synthesis: 'for (i = 8; i--;) ... v[i + 1] = v[i] + ...').
 * Counting down, the store to v[i + 1] is read by no later iteration: the
 * only recurrence left is the one the pointers make, since the stores
 * through v may change what the loads through rrp read, and 'restrict'
 * removes it.  Counting up, iteration i + 1 reads the v[i + 1] that
 * iteration i wrote: a true recurrence through v itself, which restrict
 * does not remove (dependency-chain prices it instead).
 */
#include <stdint.h>

/* Down: an order between iterations, no recurrence through v. */
int32_t lattice_down(int16_t *v, const int16_t *rrp, int32_t sri)
{
	int i;

	for (i = 8; i--;) {
		sri -= (rrp[i] * v[i]) >> 15;
		v[i + 1] = (int16_t)(v[i] + ((rrp[i] * sri) >> 15));	// expect: missing-restrict warning count=8 basis=constant
	}
	return sri;
}

/* The same with the usual header. */
int32_t lattice_down2(int16_t *v, const int16_t *rrp, int32_t sri)
{
	int i;

	for (i = 7; i >= 0; i--) {
		sri -= (rrp[i] * v[i]) >> 15;
		v[i + 1] = (int16_t)(v[i] + ((rrp[i] * sri) >> 15));	// expect: missing-restrict warning count=8 basis=constant
	}
	return sri;
}

/* Up: iteration i + 1 reads what iteration i stored. */
int32_t lattice_up(int16_t *v, const int16_t *rrp, int32_t sri)
{
	int i;

	for (i = 0; i < 8; i++) {
		sri -= (rrp[i] * v[i]) >> 15;
		v[i + 1] = (int16_t)(v[i] + ((rrp[i] * sri) >> 15));	// no: missing-restrict: v[i + 1] is next iteration's v[i], a recurrence restrict keeps // expect: dependency-chain
	}
	return sri;
}

/* Down, reading the element two above: 'v[i] = v[i + 2] + ...' reads what
 * the iteration two before wrote (i + 2 ran first): a recurrence through
 * v, at distance 2. */
void shift_down(int32_t *v, const int32_t *g, int n)
{
	int i;

	for (i = n; i--;)
		v[i] = v[i + 2] + g[i];	// no: missing-restrict: v[i + 2] is what the iteration two before stored, a recurrence restrict keeps // expect: dependency-chain
}

/* Down, reading below: 'v[i] = v[i - 1] + ...' counting down reads an
 * element a later iteration writes, never one written before: an order
 * only, as for y[i] = y[i + 1] counting up. */
void smear_down(int32_t *v, const int32_t *g, int n)
{
	int i;

	for (i = n; i--;)
		v[i] = v[i - 1] + g[i];	// expect: missing-restrict
}
