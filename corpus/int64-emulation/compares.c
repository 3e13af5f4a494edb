/*
 * int64-emulation, compares: a two-word test costs a compare of each word
 * and their combination.  A sign test ('x < 0', 'x >= 0') reads the high
 * word alone and a zero test ORs the words: 32-bit work, not reported.  A
 * test against a constant beyond the 32-bit range (wavpack's RF64 switch,
 * 'total_data_bytes > 0xff000000') is about values a word cannot hold: its
 * cost is reported with no saving, and the advice is to keep it.
 */
#include <stdint.h>

int64_t granule_of(const int64_t *pos, int n)
{
	int64_t last = -1;

	for (int i = 0; i < n; i++) {
		if (pos[i] < 0)	// no: int64-emulation: a sign test reads the high word alone
			continue;
		if (0 > pos[i] - last)	// expect: int64-emulation // no: dependency-chain: the sign test is the one word's; the subtract is the finding
			continue;
		if (pos[i] != 0)	// no: int64-emulation: a zero test ORs the two words
			last = pos[i];
	}
	return last;
}

int needs_rf64(int64_t total_samples, int bytes, int channels)
{
	int64_t total_data_bytes = total_samples * bytes * channels;	// expect: int64-emulation

	return total_data_bytes > 0xff000000;	// expect: int64-emulation
}

int before(int64_t a, int64_t b)
{
	return a < b;	// expect: int64-emulation
}

int nonneg(uint64_t a)
{
	return a >= 0 && a == 0;	// no: int64-emulation: a zero test ORs the two words
}

/* From stop 44, a test against -1 (all ones): equality ANDs the two words
 * ('granulepos != -1', vorbis's block.c, judged a cost a compiler removes
 * in the twenty-fourth draw), and for a signed value '> -1' and '<= -1'
 * are sign tests.  Against -2 it is a two-word compare. */
void granule_set(int *restrict r, const int64_t *restrict granulepos, uint64_t mask, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead note
		r[4 * i] = granulepos[i] != -1;	// no: int64-emulation: an equality test against all ones ANDs the two words
		r[4 * i + 1] = granulepos[i] > -1;	// no: int64-emulation: '> -1' of a signed value is a sign test
		r[4 * i + 2] = mask == (uint64_t)-1;	// no: int64-emulation: an equality test against all ones ANDs the two words
		r[4 * i + 3] = granulepos[i] != -2;	// expect: int64-emulation
	}
}
