/*
 * missed-guard with TriMedia custom operations in the arms: IMAX, ICLIPI
 * and friends are single operations (machdesc custom_ops), not calls, so
 * they do not stop if-conversion.  A real function call still does.
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
		if (x[i] > t)	// expect: missed-guard
			m = IMAX(m, x[i]);
	return m;
}

/* Clip only the flagged samples. */
void clip_flagged(int *y, const int *flag, int n)
{
	for (int i = 0; i < n; i++)
		if (flag[i])	// no: missed-guard: the store to y[i] is not proven safe by the condition, which reads flag[i]
			y[i] = ICLIPI(y[i], 2047);
}

/* A real call in the arm cannot be guarded. */
void report_peaks(const int *x, int n, int t)
{
	for (int i = 0; i < n; i++)
		if (x[i] > t)	// no: missed-guard: the arm calls a function
			log_peak(x[i]);
}

/* A custom operation in the condition is fine too. */
int count_clipped(const int *x, int n)
{
	int c = 0;

	for (int i = 0; i < n; i++)
		if (ICLIPI(x[i], 255) != x[i])	// expect: missed-guard
			c++;
	return c;
}
