/*
 * custom-op, fills of what a loop before left: a loop that goes on from
 * where the loop before stopped, up to the end that loop's bound may
 * already be (a local set to it unless an arm lowers it), fills a
 * remainder -- speex's pitch search copies up to 'bound', nsf or 2*pitch-1
 * when that is shorter, then zeroes the rest: at most 7 of 40 floats,
 * most often none.  Its count is assumed a few passes (4), less than one
 * 64-byte line: no line for ALLOCD_SET to allocate, no finding.  Where
 * the end is a clamp of the loop before's bound ('if (start > n) start =
 * n;', vorbis's noise normalisation), the loop before is the prefix and
 * this one the rest: an assumed count, and the fill is reported.
 */
#include <stdint.h>

void pitch_tail(float *restrict e, const float *restrict exc, int nsf, int pitch)
{
	int j, bound;
	int pp = pitch - 1;

	bound = nsf;
	if (nsf - pp > 0)
		bound = pp;
	for (j = 0; j < bound; j++)	// expect: loop-overhead note
		e[j] = exc[j - pp];
	bound = nsf;
	if (nsf - pp - pitch > 0)
		bound = pp + pitch;
	for (; j < bound; j++)	// expect: loop-overhead note
		e[j] = exc[j - pp - pitch];
	for (; j < nsf; j++)	// no: loop-overhead: a remainder, a few passes (assumed 4): no unrolled pass to share a jump
		e[j] = 0;	// no: custom-op: a remainder (bound is nsf unless an arm lowers it): a few passes, no whole line
}

void norm_rest(float *restrict out, const float *restrict q, int n, int normal_start)
{
	int j, start = normal_start;

	if (start > n)
		start = n;
	for (j = 0; j < start; j++)	// expect: loop-overhead note
		out[j] = q[j] * 2.0f;
	for (; j < n; j++)	// expect: loop-overhead note
		out[j] = 0;	// expect: custom-op count=100 basis=assumed // (start = n is a clamp in an arm: this loop is the rest, not a remainder)
}

/* A local reused: its last write before the loop before is not this
 * loop's end ('len = n; ...; len = m;'): that loop stops at m, and this
 * one runs n - m passes, a range of its own (assumed), not a remainder. */
void pad_copy(float *restrict e, float *restrict hist, const float *restrict src, int n, int m)
{
	int j, len;

	len = n;
	for (j = 0; j < len; j++)	// expect: loop-overhead note
		hist[j] = e[j];
	len = m;
	for (j = 0; j < len; j++)	// expect: loop-overhead note
		e[j] = src[j];
	for (; j < n; j++)	// expect: loop-overhead note
		e[j] = 0;	// expect: custom-op count=100 basis=assumed // (len = m overwrote len = n: the rest of the buffer, not a remainder)
}
