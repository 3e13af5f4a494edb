/*
 * divmod, a resumable iterator: openjpeg2's packet iterators
 * (opj_pi_next_rpcl and its siblings) jump into their loop nest with
 * 'if (!pi->first) goto LABEL_SKIP;' and return at each packet, so each
 * call runs a part of the nest and the nest is walked once over all the
 * calls.  Its loops count one iteration per call (assumed), not 100 x 4
 * x 4 each call.  A goto out of a loop to a label after it enters
 * nothing: that loop keeps its count.
 */
#include <stdint.h>

struct iter {
	int first;
	uint32_t res, y, x, lay, nres, y1, x1, nlay, dy, dx;
	uint8_t *include;
};

int next_rpcl(struct iter *pi)
{
	if (!pi->first)
		goto skip;
	pi->first = 0;
	for (pi->res = 0; pi->res < pi->nres; pi->res++) {
		for (pi->y = 0; pi->y < pi->y1; pi->y++) {
			for (pi->x = 0; pi->x < pi->x1; pi->x++) {
				if (pi->y % (pi->dy << pi->res))	// expect: divmod count=1 basis=assumed
					continue;
				if ((pi->x << pi->lay) % (1U << pi->res))	// no: divmod: an unsigned remainder by 1U << res is a mask
					continue;
				for (pi->lay = 0; pi->lay < pi->nlay; pi->lay++) {
					uint32_t i = pi->lay + pi->x / pi->dx;	// expect: divmod count=1 basis=assumed
					if (!pi->include[i]) {
						pi->include[i] = 1;
						return 1;
					}
skip:
					;
				}
			}
		}
	}
	return 0;
}

/* The same nest without the resume: every call walks all of it. */
int count_rpcl(struct iter *pi)
{
	int n = 0;

	for (pi->res = 0; pi->res < pi->nres; pi->res++)
		for (pi->y = 0; pi->y < pi->y1; pi->y++)
			for (pi->x = 0; pi->x < pi->x1; pi->x++)
				if (pi->y % (pi->dy << pi->res) == 0)	// expect: divmod count=1600 basis=assumed
					n++;
	return n;
}

/* A goto out of the loop to a label after it: an exit, no resume. */
int until_zero(const uint32_t *v, int n, uint32_t d)
{
	int s = 0;

	for (int i = 0; i < n; i++) {
		if (v[i] == 0)	// expect: missed-guard
			goto out;
		s += (int)(v[i] / d);	// expect: divmod count=100 basis=assumed
	}
out:
	return s;
}
