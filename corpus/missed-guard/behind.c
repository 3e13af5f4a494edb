/*
 * missed-guard, short-circuit jumps behind other tests: a safe '&&' or '||'
 * whose jump is reached only when an unsafe test before it passes (a load
 * the left side does not make keeps its jump) saves its jump on that path
 * alone, as rare as those tests pass: not reported.  One at the head of the
 * chain runs on every evaluation: reported.
 */
#include <stdint.h>

struct granule { int block_type; int scfsi[2]; int big_values; };

/* libmad's side-info check: the last '&&' runs only for short blocks with
 * scale factor reuse, an invalid stream's case. */
int check_sideinfo(const struct granule *g, int ngr, int lsf)
{
	int result = 0;
	int gr, ch;

	for (gr = 0; gr < ngr; gr++)
		for (ch = 0; ch < 2; ch++) {
			if (!lsf && g[gr].block_type == 2 && g[gr].scfsi[ch] && result == 0)	// no: missed-guard: the one safe '&&' (result == 0) is reached only when the two loads before it pass, a rare path
				result = 3;
		}
	return result;
}

/* opus's narrow-band metric: the '||' is reached only for narrow bands. */
void narrow_metric(int *metric, const int16_t *bands, int n, int lm)
{
	int i;

	for (i = 0; i < n; i++) {
		int narrow = bands[i + 1] - bands[i] == 1;
		if (narrow && (metric[i] == 0 || metric[i] == -2 * lm))	// no: missed-guard: the safe '||' is in the right side of an '&&' that must keep its jump (a load of metric[i] the left side does not make)
			metric[i] -= 1;
	}
}

/* A window test of a local at the head of the chain, then a load: the
 * head's '&&' runs on every pass. */
int count_marked(const int *v, const uint8_t *mark, int n, int lo, int hi)
{
	int c = 0;
	int i;

	for (i = 0; i < n; i++) {
		int x = v[i];
		if (x > lo && x < hi && mark[i])	// expect: missed-guard
			c++;
	}
	return c;
}

/* (a reviewer's probes) mixed operators: '(x == 0 || mark[i]) && y == 1'
 * reaches the last jump whenever x == 0, without the unsafe load test;
 * only an unsafe test of the same operator on the left spine hides it. */
int mixed(const int *v, const uint8_t *mark, int n, int y)
{
	int c = 0;
	int i;

	for (i = 0; i < n; i++) {
		int x = v[i];
		if ((x == 0 || mark[i]) && y == 1)	// expect: missed-guard
			c++;
		if ((x != 0 && mark[i]) || y == 2)	// expect: missed-guard
			c++;
		if ((x == 3 || mark[i]) || y == 3)	// no: missed-guard: the safe '||' is reached only when the unsafe '||' before it fails, the load included
			c++;
	}
	return c;
}
