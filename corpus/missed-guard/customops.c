/*
 * missed-guard with TriMedia custom operations in the arms: IMAX, ICLIPI
 * and friends are single operations (machdesc custom_ops), not calls, so
 * they do not stop if-conversion.  A real function call does, and is
 * reported.
 * TCS declares the operations in <ops/custom_defs.h>; prototypes stand in
 * for it here.
 */
int IMAX(int a, int b);
int ICLIPI(int v, int limit);
void log_peak(int v);

/* Running maximum of the values above a threshold. */
int peak_above(const int *x, int n, int t)
{
	int m = 0;

	for (int i = 0; i < n; i++)
		if (x[i] > t)	// no: missed-guard: a short branch of operations, which TCS if-converts into guarded operations itself
			m = IMAX(m, x[i]);
	return m;
}

/* Clip only the flagged samples. */
void clip_flagged(int *y, const int *flag, int n)
{
	for (int i = 0; i < n; i++)
		if (flag[i])	// no: missed-guard: a guarded store: TCS guards it, and it does not execute when the guard is false
			y[i] = ICLIPI(y[i], 2047);
}

/* A real call in the arm cannot be guarded. */
void report_peaks(const int *x, int n, int t)
{
	for (int i = 0; i < n; i++)
		if (x[i] > t)	// expect: missed-guard
			log_peak(x[i]);
}

/* A custom operation in the condition is fine too. */
int count_clipped(const int *x, int n)
{
	int c = 0;

	for (int i = 0; i < n; i++)	// expect: loop-overhead
		if (ICLIPI(x[i], 255) != x[i])	// no: missed-guard: a short branch of operations, which TCS if-converts into guarded operations itself
			c++;
	return c;
}
