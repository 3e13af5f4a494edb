#include <stdint.h>

/* A pointer the loop sets to the function's own array on every pass
 * (opus's NSQ_del_dec, 'psSS = &psSampleState[k][0]', a VLA of pairs)
 * against one into a parameter's: never the same bytes. */
typedef struct { int32_t rd, lf, q, xq; } sample;
typedef sample sample_pair[2];
typedef struct { int32_t rd, lf, q[32], xq[32], seed; } delay;

void update_states(delay *dd, const int32_t *x, int n, int len)
{
	sample_pair ss[n];
	delay *pd;
	sample *ps;

	for (int i = 0; i < len; i++) {
		for (int k = 0; k < n; k++) {	// expect: loop-overhead
			ss[k][0].rd = x[i] + k;
			ss[k][0].lf = x[i] >> 1;
			ss[k][0].q = x[i] >> 2;
			ss[k][0].xq = x[i] >> 3;
		}
		for (int k = 0; k < n; k++) {
			pd = &dd[k];
			ps = &ss[k][0];
			pd->lf = ps->lf;
			pd->q[i & 31] = ps->q;
			pd->xq[i & 31] = ps->xq;
			pd->seed = pd->seed + (ps->q >> 10);
			pd->rd = ps->rd;	// no: dependency-chain: ps points into the function's own array, pd into a parameter's: never the same bytes
		}
	}
}
