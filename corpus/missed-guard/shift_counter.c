/*
 * missed-guard, counted by a shift: a loop whose variable is the count of
 * a shift on every pass ('sum += 1u << partition_order', flac's search
 * over partition orders, bounded by set-up code at 15) has it below the
 * shifted value's width, or the shift is undefined: at most 32 passes for
 * a 32-bit value, counted half of that (16, assumed), not the assumed 100.
 * A shift in an if arm runs on some passes only, and a body that writes
 * the variable may take it round again: neither bounds the count.
 */
#include <stdint.h>

uint32_t orders(const uint32_t *bits, int max_order, int min_order, uint32_t best)
{
	uint32_t sum = 0;

	for (int order = max_order; order >= min_order; order--) {
		if (bits[order] == 0)
			break;
		uint32_t b = bits[order];
		sum += 1u << order;
		if (best == 0 || b < best)	// expect: missed-guard warning count=16 basis=assumed
			best = b;
	}
	return best + sum;
}

uint32_t armed(const uint32_t *bits, int n, uint32_t best)
{
	uint32_t sum = 0;

	for (int k = 0; k < n; k++) {
		uint32_t b = bits[k];
		if (b & 1)
			sum += 1u << k;
		if (best == 0 || b < best)	// expect: missed-guard warning count=100 basis=assumed // (the shift is in an arm: some passes only)
			best = b;
	}
	return best + sum;
}

uint32_t rewound(const uint32_t *bits, int n, uint32_t best)
{
	uint32_t sum = 0;

	for (int k = 0; k < n; k++) {
		uint32_t b = bits[k];
		sum += 1u << k;
		if (best == 0 || b < best)	// expect: missed-guard warning count=100 basis=assumed // (the body writes k: no bound)
			best = b;
		if (b == 7)
			k = 0;
	}
	return best + sum;
}

/* A shift some passes skip bounds nothing: behind a 'continue', in an arm
 * of '?:' or the right operand of '&&' (the counter goes past 31 on the
 * passes that do not shift). */
uint32_t skipped(const uint32_t *bits, int n, uint32_t best)
{
	uint32_t sum = 0;

	for (int k = 0; k < n; k++) {
		uint32_t b = bits[k];
		if (best == 0 || b < best)	// expect: missed-guard warning count=100 basis=assumed // (a continue skips the shift on passes past 31)
			best = b;
		if (k >= 32)
			continue;
		sum += 1u << k;
	}
	return best + sum;
}

uint32_t lazy(const uint32_t *bits, int n, uint32_t best)
{
	uint32_t sum = 0;

	for (int k = 0; k < n; k++) {
		uint32_t b = bits[k];
		sum += k < 32 ? 1u << k : 0u;
		if (best == 0 || b < best)	// expect: missed-guard warning count=100 basis=assumed // (the shift is in an arm of '?:')
			best = b;
	}
	return best + sum;
}

/* From stop 44, a while loop counting a variable down by one to 0 that
 * shifts by it on every pass (speex's bit packer, 'while (nbBits) { bit =
 * (d >> (nbBits - 1)) & 1; ...; nbBits--; }'): on the first pass nbBits - 1
 * is below 32, so at most 32 passes, counted 16 (the profile: 7).  A shift
 * in an arm, a second write of the variable or its address handed to a
 * call bound nothing. */
extern void touch(int *);

uint32_t bitwise(const uint32_t *bits, uint32_t d, int nbBits, uint32_t best)
{
	while (nbBits) {
		uint32_t b = bits[nbBits] + ((d >> (nbBits - 1)) & 1);
		if (best == 0 || b < best)	// expect: missed-guard warning count=16 basis=assumed
			best = b;
		nbBits--;
	}
	return best;
}

uint32_t bitwise_armed(const uint32_t *bits, uint32_t d, int n, uint32_t best)
{
	while (n > 0) {
		uint32_t b = bits[n];
		if (b & 1)
			b += (d >> (n - 1)) & 1;
		if (best == 0 || b < best)	// expect: missed-guard warning count=100 basis=assumed // (the shift is in an arm)
			best = b;
		n--;
	}
	return best;
}

uint32_t bitwise_touched(const uint32_t *bits, uint32_t d, int n, uint32_t best)
{
	while (n) {
		uint32_t b = bits[n] + ((d >> (n - 1)) & 1);
		if (best == 0 || b < best)	// expect: missed-guard warning count=100 basis=assumed // (a call may move n through its address)
			best = b;
		n--;
		touch(&n);
	}
	return best;
}

uint32_t bitwise_twice(const uint32_t *bits, uint32_t d, int n, uint32_t best)
{
	while (n) {
		uint32_t b = bits[n] + ((d >> (n - 1)) & 1);
		if (best == 0 || b < best)	// expect: missed-guard warning count=100 basis=assumed // (a second write of n)
			best = b;
		n--;
		if (b == 7)
			n = 40;
	}
	return best;
}

/* A global counter, which a call in the loop may set anew (a bit reader's
 * refill), and a shift in a switch case, which some passes skip, bound
 * nothing. */
int nbits_left;
extern void refill(void);

uint32_t bitwise_global(const uint32_t *bits, uint32_t d, uint32_t best)
{
	while (nbits_left) {
		uint32_t b = bits[nbits_left] + ((d >> (nbits_left - 1)) & 1);
		if (best == 0 || b < best)	// expect: missed-guard warning count=100 basis=assumed // (a global a call may set)
			best = b;
		nbits_left--;
		refill();
	}
	return best;
}

uint32_t bitwise_case(const uint32_t *bits, uint32_t d, int n, int mode, uint32_t best)
{
	while (n) {
		uint32_t b = bits[n];
		switch (mode) {
		case 1:
			b += (d >> (n - 1)) & 1;
			break;
		default:
			break;
		}
		if (best == 0 || b < best)	// expect: missed-guard warning count=100 basis=assumed // (the shift is in a case)
			best = b;
		n--;
	}
	return best;
}
