/*
 * dependency-chain, blocks that run once per run of the loop: an arm that
 * returns or breaks out of the loop, and an error path (an arm that
 * counts an error), run at most once while the loop runs (or rarely).  A
 * chain through their operations carries nothing from one iteration to
 * the next: no recurrence.  The positive is the same chain on every pass.
 */
#include <stdint.h>

struct st { uint32_t crc_errors; };

/* The found element's work ends the loop: no recurrence through it. */
uint32_t found(const uint32_t *x, uint32_t n)
{
	uint32_t s = 0, i;

	for (i = 0; i < n; i++) {
		s += x[i] >> 5;
		if (x[i] > 4096u) {	// expect: missed-guard
			s ^= x[i] * 3u;
			s += x[i] >> 2;
			s += x[i] & 7u;
			s += 7u;	// no: dependency-chain: the arm returns, it runs once per call
			return s;
		}
	}
	return s;
}

/* A damaged block's fix-up, counted as an error: rare, no recurrence. */
uint32_t damaged(struct st *st, const uint32_t *x, uint32_t n)
{
	uint32_t s = 0, i;

	for (i = 0; i < n; i++) {	// expect: loop-overhead
		s += x[i] >> 5;
		if (x[i] > 4096u) {
			s ^= x[i] * 3u;
			s += x[i] >> 2;
			s += x[i] & 7u;
			s += 7u;	// no: dependency-chain: an error path, rare: the chain is not per iteration
			st->crc_errors++;
		}
	}
	return s;
}

/* The same chain on every pass: a recurrence. */
uint32_t every_pass(const uint32_t *x, uint32_t n)
{
	uint32_t s = 0, i;

	for (i = 0; i < n; i++) {	// expect: loop-overhead
		s += x[i] >> 5;
		s ^= x[i] * 3u;
		s += x[i] >> 2;
		s += x[i] & 7u;
		s += 7u;	// expect: dependency-chain
	}
	return s;
}
