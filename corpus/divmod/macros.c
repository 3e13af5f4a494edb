/*
 * divmod, divides in macro arguments and over several lines: each divide
 * of a macro call's arguments is its own finding, at the column where it is
 * written (IMIN(x / 8, y / n) holds two; the macro repeats each argument,
 * but a compiler computes each once), and a statement that spans lines is
 * reported at the line of its operator.
 */
#define IMIN(a, b) ((a) < (b) ? (a) : (b))

int clip_blocks(int x, int y, int n)
{
	return IMIN(x / 3, y / n);	// expect: divmod x2
}

int clip_one(int x, int y)
{
	return IMIN(x >> 3, y / 5);	// expect: divmod
}

unsigned average(unsigned a, unsigned b, unsigned c, unsigned n)
{
	return (a + b +
		c)
	       / n;	// expect: divmod
}

int ring(int pos, int step, int size)
{
	return (pos +
		step) %	// expect: divmod
	       size;
}

int no_divide(int x, int y)
{
	return IMIN(x >> 3,	// no: divmod: a shift, no divide
		    y);
}

/* A macro written as one name expands to code located at that name: the
 * walker locates the expansion once (however large it is) and every
 * divide in it is reported there, once per rule and place. */
#define AVG_SCALED	(sum / count + sum % count)
#define HALF_STEP	(step >> 1)
#define NESTED_AVG	IMIN(AVG_SCALED, sum / 7)

int average_of(int sum, int count)
{
	return 1 + AVG_SCALED;	// expect: divmod
}

int nested_average(int sum, int count)
{
	return NESTED_AVG;	// expect: divmod
}

int half_step(int step)
{
	return HALF_STEP + 1;	// no: divmod: a shift, no divide
}

/* A loop that a macro writes (libgsm's STEP): its header is read in the
 * macro's body, where it is spelled, so its count is the header's, not an
 * assumed one. */
#define SCALE_ALL(d)	for (k = 0; k <= 39; k++) out[k] = in[k] / (d)

void scale_all(int *restrict out, const int *restrict in, int sel, int d)
{
	int k;

	if (sel)
		SCALE_ALL(d);	// expect: divmod warning count=40 basis=constant
	else
		SCALE_ALL(3);	// expect: divmod warning count=40 basis=constant
}

/* Macros whose divides are shifts: no finding, written out or not. */
#define HALVE_ALL	for (k = 0; k <= 39; k++) uout[k] = uin[k] / 2u
#define BLOCKS_OF(n)	((n) / 64u)

void halve_all(unsigned *restrict uout, const unsigned *restrict uin)
{
	unsigned k;

	HALVE_ALL;	// no: divmod: an unsigned divide by a power of two is a shift // expect: loop-overhead
}

unsigned blocks(unsigned n)
{
	return BLOCKS_OF(n);	// no: divmod: an unsigned divide by 64 in the macro's body is a shift
}
