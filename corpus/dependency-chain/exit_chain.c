/*
 * dependency-chain, a chain that the loop's exit tests: a loop that
 * cannot be unrolled (it leaves on data) is bounded by its jump's pass;
 * an arithmetic chain under that pass is what the exit waits for each
 * pass (vorbis's _book_maptype1_quantvals: 'if (entries / vals < acc)
 * break; acc *= vals;', opus's Laplace search 'fs > 0 && i < val'), so
 * no rewrite that keeps the exit shortens the pass, and one walk a call
 * leaves nothing to interleave: no finding.  A walk through loads (a
 * chained table: several lookups can share the pass) is reported; and a
 * running product the body reads is no reduction: partial products would
 * change what it reads.
 */
#include <stdint.h>

long quantvals(long entries, long vals, int dim)
{
	long acc = 1;
	int i;

	for (i = 0; i < dim; i++) {
		if (entries / vals < acc)	// expect: divmod hoisted, missed-guard note
			break;
		acc *= vals;	// no: dependency-chain: the exit tests acc each pass; the jump's pass binds the loop, with or without the chain
	}
	return i < dim ? -1 : acc;
}

struct slot { int32_t key, next; };

int32_t lookup(const struct slot *t, int32_t h, int32_t key)
{
	while (t[h].next != -1 && t[h].key != key)
		h = t[h].next;	// expect: dependency-chain // (a walk through loads: several lookups can share the pass)
	return h;
}

/* bwexpander: the running factor is read by every pass ('ar[i] *= cfac'),
 * so the chain is reported, but not as a reduction (no partial products:
 * tests/cli_chain_advice.sh) */
void bwexpander(float *restrict ar, int d, float chirp)
{
	float cfac = chirp;

	for (int i = 0; i < d - 1; i++) {	// expect: loop-overhead note
		ar[i] *= cfac;
		cfac *= chirp;	// expect: dependency-chain // (a recurrence the body reads each pass)
	}
}
