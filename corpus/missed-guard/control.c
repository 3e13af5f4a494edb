/*
 * missed-guard, branches TCS cannot guard: early exits (break, return: a
 * loop with two exits is not software-pipelined), arms that call a
 * function, touch a volatile device register or hold a loop.  These are
 * reported.  Long arms of operations and guarded stores are not: TCS guards
 * them, and a guarded store does not execute.  A condition that calls a
 * function is left to the call.
 */
#include <stdint.h>

void log_error(const char *what, int where);
int is_keyframe(const uint8_t *hdr);

/* Bit-stream start-code scan: the loop ends at the first match. */
int find_start_code(const uint8_t *p, int n)
{
	int i;

	for (i = 0; i + 2 < n; i++)
		if (p[i] == 0 && p[i + 1] == 0 && p[i + 2] == 1)	// expect: missed-guard
			break;
	return i;
}

/* Linear search in a table of codes: return from the loop. */
int code_index(const uint16_t *codes, int n, uint16_t c)
{
	int i;

	for (i = 0; i < n; i++)
		if (codes[i] == c)	// expect: missed-guard
			return i;
	return -1;
}

/* Error reporting per slice: the arm calls a function. */
void check_slices(const int *status, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (status[i] != 0)	// expect: missed-guard
			log_error("slice", i);
}

/* A condition that calls a function cannot be evaluated speculatively. */
int count_keyframes(const uint8_t *const *hdrs, int n)
{
	int k = 0;
	int i;

	for (i = 0; i < n; i++)
		if (is_keyframe(hdrs[i]))	// no: missed-guard: the condition calls is_keyframe
			k++;
	return k;
}

/* Masked copy: the store goes to out[j], not to the element the condition
 * reads, so it cannot be made unconditional. */
int compact(int16_t *out, const int16_t *in, const uint8_t *m, int n)
{
	int i, j = 0;

	for (i = 0; i < n; i++) {
		if (m[i])	// no: missed-guard: a guarded store: TCS guards it, and it does not execute when the guard is false
			out[j] = in[i];	// expect: missing-restrict
		j += m[i] != 0;
	}
	return j;
}

/* Audio FIFO feeding a device register: a volatile write must not be speculated. */
#define AO_STATUS	((volatile uint32_t *)0x1be10000u)
#define AO_DATA		((volatile uint32_t *)0x1be10004u)

void ao_push(const uint32_t *frames, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if ((frames[i] & 0x80000000u) != 0)	// expect: missed-guard
			*AO_DATA = frames[i];
}

/* Skipped blocks are cleared with a loop: an arm with a nested loop. */
void clear_skipped(int16_t blk[][64], const uint8_t *skip, int nblk)
{
	int b, k;

	for (b = 0; b < nblk; b++) {
		if (skip[b]) {	// no: missed-guard: the condition changes every iteration; the inner loop dominates the jump
			for (k = 0; k < 64; k++)	// expect: loop-overhead
				blk[b][k] = 0;	// expect: custom-op
		}
	}
}

/* Edge filter applied only on strong edges: the arm is a whole 4-tap filter. */
void strong_edge(int16_t *p, const int16_t *q, int n, int alpha)
{
	int i;

	for (i = 1; i + 1 < n; i++) {
		int d = p[i] - q[i];
		int s = p[i];

		if (d > alpha)	// no: missed-guard: a long arm of operations is still guarded, with no call, loop, exit or volatile access
			s = (p[i] * 3 + q[i] * 5 + p[i - 1] * 2 + q[i + 1] * 6 + 8) >> 4;
		p[i] = (int16_t)s;	// expect: dependency-chain
	}
}
