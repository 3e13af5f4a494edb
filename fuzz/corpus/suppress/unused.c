// tmopt-args: --report-unused-suppressions
/*
 * suppression, --report-unused-suppressions: a suppression that covers
 * no finding of its rule is reported (a note of the 'suppression'
 * pseudo-rule), so stale ones get cleaned up; used ones are not.
 */
int used(int a, int b)
{
	return a / b;	// tmopt: ignore[divmod] cold path // no: suppression: used // no: divmod: suppressed
}

int stale(int a)
{
	return a >> 2;	// tmopt: ignore[divmod] was a divide by 4 once // expect: suppression
}

int stale_region(int a)
{
	// tmopt: ignore-begin[divmod] nothing inside divides // expect: suppression
	a += 1;
	// tmopt: ignore-end
	return a;
}
