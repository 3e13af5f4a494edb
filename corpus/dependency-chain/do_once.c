/*
 * dependency-chain, 'do { ... } while (0)': the statement wrapper of macros
 * (an MD5 step, a bit-reader refill) runs its body once.  It is no loop:
 * no loop rule reports on it, and what it holds is counted as the code
 * around it (once per call in straight-line code, per iteration inside a
 * real loop).  The positives are the same steps inside a real loop.
 */
#include <stdint.h>

#define ROTL(x, s) (((x) << (s)) | ((x) >> (32 - (s))))
#define STEP(a, b, c, d, x, s) do { \
	(a) += (((b) & (c)) | (~(b) & (d))) + (x); \
	(a) = ROTL((a), (s)) + (b); \
} while (0)

/* One round of four steps, written out: straight-line code. */
void md5_round(uint32_t st[4], const uint32_t x[4])
{
	uint32_t a = st[0], b = st[1], c = st[2], d = st[3];

	STEP(a, b, c, d, x[0], 7);	// no: dependency-chain: do-while(0) runs once, no recurrence
	STEP(d, a, b, c, x[1], 12);	// no: dependency-chain: do-while(0) runs once, no recurrence
	st[0] = a;
	st[3] = d;
}

/* A bit reader whose refill macro divides by a run-time word size: the
 * divide runs once per call, a note counted once. */
#define REFILL(br, n) do { \
	(br)->words = (n) / (br)->wordsize; \
	if ((br)->words == 0) \
		break; \
	(br)->bits = 32; \
} while (0)

struct reader { unsigned words, wordsize, bits; };

void reader_start(struct reader *br, unsigned n)
{
	REFILL(br, n);	// expect: divmod note count=1
}

/* The refill in a real loop: once per block, and the 'break' inside the
 * wrapper leaves the wrapper, not the loop (the count stays constant). */
void reader_blocks(struct reader *br, const unsigned *len)
{
	int i;

	for (i = 0; i < 16; i++)
		REFILL(br, len[i]);	// expect: divmod warning count=16 basis=constant
}

/* A hash step in a do-while(0) wrapper inside a real loop: the loop
 * carries the chain through 'h', the wrapper adds nothing. */
#define MIX(h, v) do { (h) = ((h) ^ (v)) * 16777619u; } while (0)

uint32_t fnv_words(const uint32_t *x, int n)
{
	uint32_t h = 2166136261u;
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		MIX(h, x[i]);	// expect: dependency-chain
	return h;
}
