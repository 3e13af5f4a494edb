/*
 * missed-guard, conditions that are emulated double compares: the branch's
 * cost is the _float64_cmp call, which double-emulation reports; the
 * branch is not reported a second time (one finding per construct).  The
 * positives are the same clamps on float, where the compare is one fcomp
 * and the jump is what a select would save.
 */

/* Zero float samples inside a band: the '&&' is a jump of its own. */
void band_f(float *x, int n, float lo, float hi)
{
	int i;

	for (i = 0; i < n; i++)	// no: loop-overhead: the '&&'/'||' below is a jump of its own, the loop is bound by its branches (missed-guard prices it)
		if (x[i] > lo && x[i] < hi)	// expect: missed-guard
			x[i] = 0.0f;
}

/* The same band with double limits: the compares call a routine. */
void band_d(float *x, int n, double lo, double hi)	// expect: double-emulation x2
{
	int i;

	for (i = 0; i < n; i++)
		if (x[i] > lo && x[i] < hi)	// expect: double-emulation x2 // no: missed-guard: the conditions are emulated double compares, double-emulation's findings
			x[i] = 0.0f;
}

/* The same against a double limit: the compare calls a routine. */
void clamp_d(float *x, int n, double lim)	// expect: double-emulation
{
	int i;

	for (i = 0; i < n; i++)
		if (x[i] > lim)	// expect: double-emulation // no: missed-guard: the condition is an emulated double compare, double-emulation's finding
			x[i] = (float)lim;	// expect: double-emulation
}

/* A float compared with an unsuffixed literal is a double compare too. */
void floor_f(float *x, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (x[i] < 0.5)	// expect: double-emulation // no: missed-guard: '0.5' makes the compare double, double-emulation's finding
			x[i] = 0.0f;
}

/* Negated double condition: still the compare routine. */
void gate_d(float *x, int n, const double *thr)
{
	int i;

	for (i = 0; i < n; i++)
		if (!(x[i] >= thr[i]))	// expect: double-emulation // no: missed-guard: the condition is an emulated double compare
			x[i] = 0.0f;
}
