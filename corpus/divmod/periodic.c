/*
 * divmod, periodic branches: an if whose condition holds one pass in K of
 * a counter that steps by one ('if (++seek_count % 10 == 0)', wavpack's
 * progress dot every tenth seek; 'if ((i & 15) == 0)', a refresh every
 * 16th sample) runs its arm one pass in K.  The arm's findings are counted
 * so, and so are the loops inside it.  The counter is stepped in the
 * condition itself, or it is the loop's induction variable stepped by 1;
 * a counter stepped elsewhere, by another step, or data are not weighed.
 */
#include <stdint.h>

extern void dot(int32_t);

/* The counter stepped in the condition: one pass in 10. */
void progress(const int32_t *x, int32_t d)
{
	uint32_t seen = 0;
	int i;

	for (i = 0; i < 1000; i++) {
		if (++seen % 10 == 0)	// expect: divmod warning count=1000 basis=constant, missed-guard
			dot(x[i] / d);	// expect: divmod warning count=100 basis=constant
	}
}

/* The induction variable under a mask: one pass in 16. */
int32_t refresh(const int32_t *x, int32_t d)
{
	int32_t acc = 0;
	int i;

	for (i = 0; i < 256; i++) {
		acc += x[i];
		if ((i & 15) == 0)
			acc = acc / d;	// expect: divmod warning count=16 basis=constant
	}
	return acc;
}

/* '!(i % 8)': one pass in 8; the remainder itself runs every pass. */
int32_t every_eighth(const int32_t *x, int32_t d)
{
	int32_t acc = 0;
	int i;

	for (i = 0; i < 256; i++)
		if (!(i % 8))	// no: divmod: a power-of-two remainder tested against zero is a mask
			acc += x[i] / d;	// expect: divmod warning count=32 basis=constant
	return acc;
}

/* 'i % 4 != 0': the else arm is the one taken one pass in 4. */
int32_t else_arm(const int32_t *x, int32_t d)
{
	int32_t acc = 0;
	int i;

	for (i = 0; i < 256; i++) {
		if (i % 4 != 0)	// no: divmod: a power-of-two remainder tested against zero is a mask
			acc += x[i];
		else
			acc += x[i] / d;	// expect: divmod warning count=64 basis=constant
	}
	return acc;
}

/* A loop in the arm runs one pass in 10 of the loop around it. */
int32_t inner_loop(const int32_t *x, int32_t d)
{
	int32_t acc = 0;
	int i, k;

	for (i = 0; i < 100; i++)
		if (i % 10 == 3) {	// expect: divmod warning count=100 basis=constant
			for (k = 0; k < 8; k++)
				acc += x[k] / d;	// expect: divmod warning count=80 basis=constant
		}
	return acc;
}

/* Not weighed: a counter stepped elsewhere, in an arm of its own (it
 * may stay at a multiple of 10 for many passes). */
int32_t stepped_elsewhere(const int32_t *x, int32_t d)
{
	int32_t acc = 0;
	uint32_t cnt = 0;
	int i;

	for (i = 0; i < 1000; i++) {
		if (x[i] > 0)	// no: missed-guard: one guarded add, if-converted
			cnt++;
		if (cnt % 10 == 0)	// expect: divmod warning count=1000 basis=constant
			acc += x[i] / d;	// expect: divmod warning count=1000 basis=constant
	}
	return acc;
}

/* Not weighed: the induction variable steps by 2 (i % 4 == 0 holds every
 * other pass, not one in 4), and a remainder compared with a value it
 * never takes. */
int32_t other_steps(const int32_t *x, int32_t d)
{
	int32_t acc = 0;
	int i;

	for (i = 0; i < 100; i += 2)
		if (i % 4 == 0)	// no: divmod: a power-of-two remainder tested against zero is a mask
			acc += x[i] / d;	// expect: divmod warning count=50 basis=constant
	for (i = 0; i < 100; i++)
		if (i % 4 == 5)	// expect: divmod note count=100 basis=constant
			acc += x[i] / d;	// expect: divmod warning count=100 basis=constant
	return acc;
}

/* Not weighed: a remainder of data, not of a counter. */
int32_t data_remainder(const int32_t *x, int32_t d)
{
	int32_t acc = 0;
	int i;

	for (i = 0; i < 100; i++)
		if (x[i] % 10 == 0)	// expect: divmod warning count=100 basis=constant
			acc += x[i] / d;	// expect: divmod warning count=100 basis=constant
	return acc;
}

/* Not weighed: a pointer counter (a line boundary of int32_t holds one
 * pass in 16, not 64; the walk itself counts 1024, a constant distance),
 * and a counter stepped in the condition but reset
 * on every pass (true on every pass). */
int32_t not_counters(const int32_t *buf, const int32_t *x, int32_t d)
{
	int32_t acc = 0;
	const int32_t *p;
	unsigned n;
	int i;

	for (p = buf; p < buf + 1024; p++)
		if (((uintptr_t)p & 63) == 0)
			acc += *p / d;	// expect: divmod warning count=1024 basis=constant
	for (i = 0; i < 1000; i++) {
		n = 0;
		if (++n % 10 == 1)	// expect: divmod warning count=1000 basis=constant
			acc += x[i] / d;	// expect: divmod warning count=1000 basis=constant
	}
	return acc;
}
