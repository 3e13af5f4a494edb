/*
 * cache-stride, arrays of structures: a loop that reads one field of every
 * element of a large array of large records fetches a whole 64-byte line
 * (or more) for 4 useful bytes.  Splitting the hot field into an array of
 * its own (structure of arrays) makes the walk sequential.  Records smaller
 * than a line, and arrays small enough to stay in L1, are not reported.
 */
#include <stdint.h>

#define MB_PAL	1620	/* 45 x 36 macroblocks */

/* Per-macroblock side information of a PAL encoder: 128 bytes. */
struct mb_info {
	int32_t type;
	int32_t qp;
	int16_t mv[16][2];
	int8_t ref[4];
	uint32_t cbp;
	int16_t coef_count[24];
};

_Static_assert(sizeof(struct mb_info) == 128, "two lines per macroblock");

/* Per-blob statistics of an object tracker: exactly one line. */
struct blob {
	int32_t x0, y0, x1, y1;
	int32_t area;
	int32_t sum_luma;
	int32_t hist[10];
};

_Static_assert(sizeof(struct blob) == 64, "one line per blob");

/* Motion-vector candidate: 16 bytes, four to a line. */
struct mv_cand {
	int16_t x, y;
	int32_t cost;
	int32_t ref;
	int32_t flags;
};

/* Synthesiser voice: 96 bytes. */
struct voice {
	int32_t phase, inc, amp, env;
	int32_t filt[16];
	int32_t pad[4];
};

struct mb_info mbs[MB_PAL];
struct blob blobs[4096];
struct mv_cand cands[4096];
struct voice voices[64];
struct voice poly_voices[1024];	/* a 1024-voice sample player: 96 KB */
int8_t mb_qp[MB_PAL];	/* the qp field split out */

/* Average-QP statistics: 4 bytes used of every 128. */
int32_t total_qp(void)
{
	int32_t total = 0;
	int i;

	for (i = 0; i < MB_PAL; i++)	// expect: loop-overhead
		total += mbs[i].qp;	// expect: cache-stride
	return total;
}

/* Coded-block pattern census: another single field of the 128-byte record. */
int count_coded(void)
{
	int n = 0;
	int i;

	for (i = 0; i < MB_PAL; i++)	// expect: loop-overhead
		n += mbs[i].cbp != 0;	// expect: cache-stride
	return n;
}

/* Two fields of the same record in one iteration: one line fetched for
 * both (type and qp are 8 bytes apart), so one finding, not one per field. */
int32_t intra_qp_sum(void)
{
	int32_t total = 0;
	int i;

	for (i = 0; i < MB_PAL; i++) {	// expect: loop-overhead
		int32_t t = mbs[i].type;	// expect: cache-stride
		total += t * mbs[i].qp;	// no: cache-stride: same line as 'type' above, reported there
	}
	return total;
}

/* The same statistic on the split-out field: a 1-byte stride. */
int32_t total_qp_split(void)
{
	int32_t total = 0;
	int i;

	for (i = 0; i < MB_PAL; i++)	// expect: loop-overhead
		total += mb_qp[i];	// no: cache-stride: structure split, a sequential byte array
	return total;
}

/* Total tracked area: 4 bytes of every 64-byte blob, 256 KB walked. */
int32_t total_area(void)
{
	int32_t a = 0;
	int i;

	for (i = 0; i < 4096; i++)	// expect: loop-overhead
		a += blobs[i].area;	// expect: cache-stride
	return a;
}

/* Best candidate cost: 16-byte records, every line serves four candidates. */
int32_t sum_cost(void)
{
	int32_t c = 0;
	int i;

	for (i = 0; i < 4096; i++)	// expect: loop-overhead
		c += cands[i].cost;	// no: cache-stride: 16-byte stride, below a line
	return c;
}

/* Mix level of 64 voices: 6 KB of records, all in L1. */
int32_t voice_level(void)
{
	int32_t s = 0;
	int v;

	for (v = 0; v < 64; v++)	// expect: loop-overhead
		s += voices[v].amp;	// no: cache-stride: 64 x 96 bytes = 6 KB fits in L1
	return s;
}

/* Mix level of 1024 voices: 96 KB of records, one field read from each. */
int32_t poly_level(void)
{
	int32_t s = 0;
	int v;

	for (v = 0; v < 1024; v++)	// expect: loop-overhead
		s += poly_voices[v].amp;	// expect: cache-stride
	return s;
}

/* Mean vertical motion of a macroblock: its 16 vectors are 4 bytes apart. */
int mb_mv_y(const struct mb_info *mb)
{
	int s = 0;
	int k;

	for (k = 0; k < 16; k++)
		s += mb->mv[k][1];	// no: cache-stride: a 4-byte stride inside one record
	return s;
}
