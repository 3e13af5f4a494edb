/*
 * dependency-chain, two pointers set from one buffer before the loop: an
 * in-place compaction ('dptr = buffer; sptr = buffer;', then '*dptr++ =
 * *sptr++; sptr++', wavpack's false-stereo pack) stores behind where it
 * loads, so no pass reads what an earlier one stored and there is no
 * memory recurrence.  A copy whose store runs ahead of its load (an
 * expansion one element up) is a true recurrence, and pointers the model
 * cannot follow to one start stay a possible one.
 */
#include <stdint.h>

void compact_stereo(int32_t *buffer, uint32_t sample_count)
{
	int32_t *sptr, *dptr, i;

	dptr = buffer;
	sptr = buffer;

	for (i = sample_count; i--; sptr++)	// expect: loop-overhead note
		*dptr++ = *sptr++;	// no: dependency-chain: the store at buffer[k] is behind the load at buffer[2k]
}

void pair_sums(int32_t *buffer, int n)
{
	int32_t *s = buffer, *d = buffer;

	for (int i = 0; i < n; i++) {	// expect: loop-overhead note
		d[0] = s[0] + s[1];	// no: dependency-chain: the store at buffer[k] is behind the loads at buffer[2k], buffer[2k+1]
		d += 1;
		s += 2;
	}
}

void scale_in_place(int32_t *buffer, int n, int g)
{
	int32_t *s = buffer, *d = buffer;

	for (int i = 0; i < n; i++)	// expect: loop-overhead note
		*d++ = *s++ * g;	// no: dependency-chain: each pass reads its own element before storing it
}

/* The store one element ahead of the load: each pass reads what the one
 * before stored. */
void smear(int32_t *buffer, int n)
{
	int32_t *s = buffer, *d = buffer + 1;

	for (int i = 0; i < n; i++)
		*d++ = *s++;	// expect: dependency-chain
}

/* One pointer set from the buffer on one path only: its start is not
 * known, the recurrence stays possible. */
void maybe_compact(int32_t *buffer, int n, int c)
{
	int32_t *s = buffer + 1, *d = buffer;

	if (c)
		s = buffer;
	for (int i = 0; i < n; i++) {
		*d++ = *s;	// expect: dependency-chain
		s += 2;
	}
}

/* Rows compacted in turn, the source pointer stepped back after each row
 * ('s--;' in the loop around): from the second row on, each pass reads
 * what the pass before stored (a reviewer's counter-example). */
void smear_rows(int32_t *buffer, int rows, int n, int32_t g)
{
	int32_t *s = buffer, *d = buffer;

	for (int r = 0; r < rows; r++) {
		for (int i = 0; i < n; i++)
			*d++ = *s++ + g;	// expect: dependency-chain
		s--;
	}
}

/* A compaction that keeps only some elements ('in[used++] = in[i]' under
 * an if, vorbis's res1_class): 'used' starts where 'i' does and steps at
 * most once a pass, so every store lies at or below its own pass's load
 * and no pass reads what an earlier one stored; but no compiler can tell,
 * and TCS keeps each load after the previous pass's store.  The finding
 * stays, said as a compaction, with the advice to load one pass ahead
 * (restrict would be undefined: a pass may store where it loaded);
 * tests/cli_chain_advice.sh reads its message.  A counter that starts
 * ahead of the loop's ('k = 1' against 'i = 0') or that a pass may step
 * twice is a true recurrence, said as one. */
void keep_nonzero(int32_t **in, const int32_t *nonzero, int ch)
{
	int i, used = 0;

	for (i = 0; i < ch; i++)
		if (nonzero[i])
			in[used++] = in[i];	// expect: dependency-chain
}

void keep_positive(float *x, int n)
{
	int i, k = 0;

	for (i = 0; i < n; i++)
		if (x[i] > 0.0f)
			x[k++] = x[i];	// expect: dependency-chain
}

void shift_down(float *x, int n)
{
	int i, k = 1;

	for (i = 0; i < n; i++)
		if (x[i] > 0.0f)
			x[k++] = x[i];	// expect: dependency-chain
}

void keep_twice(float *x, int n)
{
	int i, k = 0;

	for (i = 0; i < n; i++) {
		if (x[i] > 0.0f)
			x[k++] = x[i];	// expect: dependency-chain
		if (x[i] > 1.0f)
			k++;
	}
}
