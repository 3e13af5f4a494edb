/*
 * dependency-chain, a pointer stepped by one record a pass: the members
 * it reaches are the pass's own record ('for (...; dpp++)' over
 * wavpack's decorrelation passes: 'dpp->samples_A[2]' stored, then
 * 'dpp->samples_A[0]' loaded in the next pass -- another record, 96
 * bytes on), so no value goes from pass to pass through them.  Through
 * a pointer the loop does not step, a store may feed the next pass's
 * loads (a recurrence through memory, unless 'restrict' says otherwise).
 */
#include <stdint.h>

struct pass {
	int32_t term, delta, weight, aweight;
	int32_t samples[8];
};

int32_t apply_passes(struct pass *passes, int num, int32_t code)
{
	struct pass *dpp;
	int tcount;

	for (tcount = num, dpp = passes; tcount--; dpp++) {	// expect: loop-overhead note
		dpp->samples[2] = 2 * dpp->samples[0] - dpp->samples[1];	// no: dependency-chain: each pass stores into its own record (dpp steps one record a pass)
		code -= (dpp->aweight = dpp->weight * dpp->samples[2]);
	}
	return code;
}

int32_t one_state(struct pass *st, const int32_t *x, int n)
{
	for (int i = 0; i < n; i++)
		st->samples[0] = 2 * st->samples[0] - x[i];	// expect: dependency-chain // (st is not stepped: its store may feed the next pass's loads)
	return st->samples[0];
}

/* A record through '*p' is the record at p[0] ('(*Fout).r', kiss_fft's
 * C_ADDTO(*Fout, Fout[2]) in kf_bfly4's degenerate pass, Fout stepped by
 * 4 records a pass): the pass reaches Fout[0] to Fout[3], its own, and
 * no value goes to the next pass through them (stop 50: '(*p).r' was an
 * address the model could not place, a store any later load may read;
 * judged a wrong construct in the fortieth draw).  Stepped by one record
 * while it stores into the next, the same '(*p).r' reads the last pass's
 * store: a recurrence. */
struct cpx { float r, i; };

void bfly4(struct cpx *Fout, int N)
{
	for (int i = 0; i < N; i++) {	// expect: loop-overhead note
		float s0r = (*Fout).r - Fout[2].r;
		(*Fout).r += Fout[2].r;	// no: dependency-chain: the pass's own records (Fout steps 4 records a pass)
		Fout[2].r = (*Fout).r - Fout[1].r;
		Fout[1].r = s0r + Fout[3].i;
		Fout[3].r = s0r - Fout[3].i;
		Fout += 4;
	}
}

void smear(struct cpx *p, int N)
{
	for (int i = 0; i < N; i++) {
		p[1].r = (*p).r * 0.5f + p[1].i;	// expect: dependency-chain
		p++;
	}
}
