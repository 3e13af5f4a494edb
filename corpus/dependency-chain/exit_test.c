/*
 * dependency-chain, loops whose condition is a test in the body: libtheora's
 * mode decision back-tracks its best path with 'for (bi = 3;;) { ...; if
 * (bi-- <= 0) break; best = prev[bi][best]; }' (4 iterations: a load
 * chain), and its CORDIC steps in oc_bexp64 run 'for (i = 0;; i++) { ...;
 * if (i >= 3) break; ... }' (4 iterations).  The test is the loop's
 * condition: the count is constant.  A second exit, or a write of the
 * variable elsewhere in the body, leaves the count assumed.
 */
#include <stdint.h>

int backtrack(const int prev[4][3], int best, int *qii)
{
	int bi;

	for (bi = 3;;) {
		qii[bi] = best;
		if (bi-- <= 0)
			break;
		best = prev[bi][best];	// expect: dependency-chain count=4 basis=constant
	}
	return best;
}

int64_t cordic(int64_t z, int64_t w, const int64_t *atanh)
{
	int i;

	for (i = 0;; i++) {
		int64_t mask = -(z < 0);	// no: int64-emulation: a sign test reads the high word alone
		w += (w >> (i + 1)) + mask ^ mask;	// expect: int64-emulation count=4 basis=constant
		z -= atanh[i] + mask ^ mask;	// expect: int64-emulation count=4 basis=constant
		if (i >= 3)
			break;
		z <<= 1;	// expect: int64-emulation count=4 basis=constant
	}
	return w + z;	// expect: int64-emulation
}

/* Two ways out: the test is no longer the only condition. */
int search(const int *next, int node, int key)
{
	int i;

	for (i = 0;; i++) {
		if (next[node] == key)	// expect: missed-guard
			break;
		node = next[node];	// expect: dependency-chain count=100 basis=assumed
		if (i >= 40)	// expect: missed-guard
			break;
	}
	return node;
}

/* An arm that ends in an if-else whose both arms return (wavpack's block
 * checksum) runs once per call, as an arm that ends in a return: its loop
 * counts 100, not 100 per pass of the loop around it. */
uint32_t block_checksum(unsigned char *dp, const unsigned char *start,
			int bcount)
{
	while (bcount >= 2) {
		int meta_bc = dp[0] + dp[1];
		dp += 2;
		bcount -= 2;
		if (dp[0] & 1) {
			int wcount = (int)(dp - start) >> 1;
			uint32_t csum = 0xffffffff;
			while (wcount--) {	// expect: loop-overhead note
				csum = (csum * 3) + start[0] + (start[1] << 8);	// expect: dependency-chain count=100 basis=assumed
				start += 2;
			}
			if (meta_bc == 4) {
				*dp++ = (unsigned char)csum;
				return csum;
			} else {
				*dp++ = (unsigned char)(csum >> 8);
				return csum >> 8;
			}
		}
		bcount -= meta_bc;
		dp += meta_bc;
	}
	return 0;
}
