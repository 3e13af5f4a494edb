/*
 * suppression, the accepted forms: a trailing 'tmopt: ignore[RULE] reason'
 * covers its own line, a comment alone on a line covers the next line, a
 * list or glob of rules, a block comment, and ignore-begin/ignore-end
 * regions.  Each suppressed finding is a negative of its rule; a
 * well-formed suppression is a negative of the 'suppression' pseudo-rule.
 */
#include <stdint.h>

/* Bytes per line of a picture whose width the caller checked. */
unsigned line_bytes(unsigned total, unsigned lines)
{
	return total / lines;	// tmopt: ignore[divmod] called once per picture, not per pixel // no: divmod: suppressed on its own line // no: suppression: well-formed
}

unsigned wrap(unsigned pos, unsigned size)
{
	// tmopt: ignore[divmod] size is a run-time constant the compiler cannot see; profiled cold // no: suppression: well-formed
	return pos % size;	// no: divmod: suppressed by the comment on the line before
}

unsigned not_covered(unsigned a, unsigned b)
{
	unsigned q = a / b;	// tmopt: ignore[divmod] init only // no: suppression: well-formed // no: divmod: suppressed
	return q + a % b;	// expect: divmod
}

float mix(float a, int n, int d)
{
	// tmopt: ignore[divmod,double-*] host-side tool code, never on the target // no: suppression: well-formed
	return a * 0.5 + n / d;	// no: divmod: listed // no: double-emulation: matched by the glob
}

int32_t ratio(int32_t a, int32_t b)
{
	return a / b;	/* tmopt: ignore[*] reference implementation kept for tests */ // no: divmod: '*' is every rule // no: suppression: well-formed
}

/* A generated table builder: one region for the whole body. */
void build(int32_t *t, int32_t n, int32_t d)
{
	// tmopt: ignore-begin[divmod] generated at start-up, off the hot path // no: suppression: well-formed
	t[0] = n / d;	// no: divmod: inside the region
	t[1] = n % d;	// no: divmod: inside the region
	t[2] = (n + 1) / d;	// no: divmod: inside the region
	// tmopt: ignore-end
	t[3] = n / d;	// expect: divmod
}

/* A suppression names one rule: others still report. */
float scale(float x, int a, int b)
{
	return x * 0.5f + a / b + 1.0;	// tmopt: ignore[divmod] b is 1 or 2 // expect: double-emulation // no: divmod: suppressed // no: suppression: well-formed
}
