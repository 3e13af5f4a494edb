/*
 * int64-emulation, fall-through ladders: an LPC filter over 33-bit samples
 * whose taps are a loop unrolled by hand into a switch, each label falling
 * into the next (flac's _33bit residual and restore).  'case 8:' runs only
 * when the order is 8; 'case 1:', the last label, runs at every order: it
 * is the ladder's warning, the labels above it are notes.  Findings in
 * switches whose labels break, or ladders of fewer than four labels, keep
 * their severity.
 */
#include <stdint.h>

void residual33(const int64_t *restrict data, int n, const int32_t *qlp, unsigned order,
		int shift, int64_t *restrict res)
{
	for (int i = 0; i < n; i++) {
		int64_t sum = 0;
		switch (order) {
		case 8: sum += qlp[7] * data[i - 8];	// expect: int64-emulation note
		case 7: sum += qlp[6] * data[i - 7];	// expect: int64-emulation note
		case 6: sum += qlp[5] * data[i - 6];	// expect: int64-emulation note
		case 5: sum += qlp[4] * data[i - 5];	// expect: int64-emulation note
		case 4: sum += qlp[3] * data[i - 4];	// expect: int64-emulation note
		case 3: sum += qlp[2] * data[i - 3];	// expect: int64-emulation note
		case 2: sum += qlp[1] * data[i - 2];	// expect: int64-emulation note
		case 1: sum += qlp[0] * data[i - 1];	// expect: int64-emulation warning
		}
		res[i] = data[i] - (sum >> shift);	// expect: int64-emulation
	}
}

/* Labels that break: each runs for its own order; the switch is no
 * ladder. */
void pick33(const int64_t *restrict data, int n, const int32_t *qlp, unsigned mode,
	    int64_t *restrict res)
{
	for (int i = 0; i < n; i++) {
		switch (mode) {
		case 0: res[i] = qlp[0] * data[i]; break;	// expect: int64-emulation warning
		case 1: res[i] = qlp[1] * data[i]; break;	// expect: int64-emulation warning
		case 2: res[i] = qlp[2] * data[i]; break;	// expect: int64-emulation warning
		case 3: res[i] = qlp[3] * data[i]; break;	// expect: int64-emulation warning
		default: res[i] = data[i];	// no: int64-emulation: a 64-bit copy is two word moves
		}
	}
}

/* Three labels: too short to be a loop unrolled by hand; a fall-through
 * of that size is ordinary control flow. */
void short33(const int64_t *restrict data, int n, const int32_t *qlp, unsigned order,
	     int64_t *restrict res)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		int64_t sum = 0;
		switch (order) {
		case 3: sum += qlp[2] * data[i - 3];	// expect: int64-emulation warning
		case 2: sum += qlp[1] * data[i - 2];	// expect: int64-emulation warning
		case 1: sum += qlp[0] * data[i - 1];	// expect: int64-emulation warning
		}
		res[i] = sum;
	}
}

/* A ladder whose last label does other work: nothing stands for the
 * labels above it, which keep their severity. */
void tail33(const int64_t *restrict data, int n, const int32_t *qlp, unsigned order,
	    int64_t *restrict res)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		int64_t sum = 0;
		switch (order) {
		case 4: sum += qlp[3] * data[i - 4];	// expect: int64-emulation warning
		case 3: sum += qlp[2] * data[i - 3];	// expect: int64-emulation warning
		case 2: sum += qlp[1] * data[i - 2];	// expect: int64-emulation warning
		case 1: sum = -sum;	// expect: int64-emulation
		}
		res[i] = sum;
	}
}

/* The same ladder over 32-bit samples and a 32-bit sum: nothing is
 * emulated, whichever label the order enters at. */
void residual32(const int32_t *restrict data, int n, const int32_t *qlp,
		unsigned order, int shift, int32_t *restrict res)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		int32_t sum = 0;
		switch (order) {
		case 6: sum += qlp[5] * data[i - 6];	// no: int64-emulation: a 32-bit multiply-accumulate
		case 5: sum += qlp[4] * data[i - 5];	// no: int64-emulation: a 32-bit multiply-accumulate
		case 4: sum += qlp[3] * data[i - 4];	// no: int64-emulation: a 32-bit multiply-accumulate
		case 3: sum += qlp[2] * data[i - 3];	// no: int64-emulation: a 32-bit multiply-accumulate
		case 2: sum += qlp[1] * data[i - 2];	// no: int64-emulation: a 32-bit multiply-accumulate
		case 1: sum += qlp[0] * data[i - 1];	// no: int64-emulation: a 32-bit multiply-accumulate
		}
		res[i] = data[i] - (sum >> shift);	// no: int64-emulation: a 32-bit subtract and shift
	}
}

/* A last label whose operation differs from the labels above it -- a
 * 32-bit multiply-accumulate, no finding -- stands for nothing: the 64-bit
 * ones keep their severity (a reviewer's counter-example). */
void mixed33(const int64_t *restrict d, const int32_t *restrict e, int n,
	     const int32_t *q, unsigned order, int64_t *restrict res)
{
	for (int i = 0; i < n; i++) {
		int64_t sum = 0;
		int32_t lo = 0;
		switch (order) {
		case 4: sum += q[3] * d[i - 4];	// expect: int64-emulation warning
		case 3: sum += q[2] * d[i - 3];	// expect: int64-emulation warning
		case 2: sum += q[1] * d[i - 2];	// expect: int64-emulation warning
		case 1: lo += q[0] * e[i - 1];	// no: int64-emulation: a 32-bit multiply-accumulate
		}
		res[i] = sum + lo;	// expect: int64-emulation
	}
}
