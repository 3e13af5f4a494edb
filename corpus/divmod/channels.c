/*
 * divmod, counts of loops over channels or streams: a loop whose bound is
 * a number of channels or streams ('c < st->channels', 'k < nch', 's <
 * st->layout.nb_streams', opus's 'while (++c < CC)') runs once per
 * channel.  When nothing in the run gives the number, it is assumed to be
 * the usual stereo stream's 2, not --assumed-trip (100): opus's encoder
 * calls silk_Encode once per stream of a multistream packet, counted 400
 * times a call of the entry points with 100 streams, 5-106 times measured.
 * A count the callers pass, or a profile, wins over the assumption.
 */
#include <stdint.h>

struct dec {
	int channels;
	int nb_streams;
	int nchars;
	float energy[8];
};

void band_gain(struct dec *st, float *restrict gain, const float *restrict e, int n)
{
	int c;

	for (c = 0; c < st->channels; c++)
		gain[c] = e[c] / (float)n;	// expect: divmod count=2 basis=assumed
}

void deinterleave(int32_t *restrict out, const int32_t *restrict in, int nch, int len, int d)
{
	for (int ch = 0; ch < nch; ch++)
		for (int i = 0; i < len; i++)
			out[ch * len + i] = in[i * nch + ch] / d;	// expect: divmod count=200 basis=assumed // (100 samples of each of 2 channels)
}

void stream_scale(int32_t *restrict y, const int32_t *restrict x, int CC, int q)
{
	int c = 0;

	do {
		y[c] = x[c] % q;	// expect: divmod count=2 basis=assumed
	} while (++c < CC);
}

/* vorbis's residue decode: a parameter 'ch' */
void res_gain(float *restrict out, const float *restrict in, int ch, float n)
{
	for (int i = 0; i < ch; i++)
		out[i] = in[i] / n;	// expect: divmod count=2 basis=assumed
}

/* not a count of channels: 'nchars' ends in "chars", a string's length */
void digits(int32_t *restrict out, const int32_t *restrict s, const struct dec *st, int base)
{
	for (int i = 0; i < st->nchars; i++)
		out[i] = s[i] % base;	// expect: divmod count=100 basis=assumed // (nchars is no channel count: the assumed 100)
}

/* the callers' count wins: every call passes 6 channels */
static void mix6(int32_t *restrict y, const int32_t *restrict x, int channels, int d)
{
	for (int c = 0; c < channels; c++)
		y[c] = x[c] / d;	// expect: divmod count=6 // (the calls pass 6: constant, not the assumed 2)
}

void surround(int32_t *restrict y, const int32_t *restrict x, int d)
{
	mix6(y, x, 6, d);
}

/* the same channel loops without a divide unit's work: a power of two */
void downmix_shift(uint32_t *restrict y, const uint32_t *restrict x, const struct dec *st)
{
	for (int c = 0; c < st->channels; c++) {	// expect: loop-overhead note
		y[c] = x[c] / 8u;	// no: divmod: an unsigned divide by 8 is a shift
		y[c] += x[c] % 4u;	// no: divmod: an unsigned modulo by 4 is a mask
	}
}

void stream_halves(uint32_t *restrict y, const uint32_t *restrict x, int nb_streams)
{
	for (int s = 0; s < nb_streams; s++)	// expect: loop-overhead note
		y[s] = x[s] / 2u;	// no: divmod: an unsigned divide by 2 is a shift
}

/* opus's own spelling, 'c < C' and 'while (++c < C)': a bound 'C' that a
 * counter 'c' counts up to is the channels (all 32 such loops of the nine
 * code bases of docs/precision.md; transient_analysis, alloc_trim_analysis:
 * 2 measured, counted 4 around their sample loops before).  'C' with
 * another counter may be a matrix's columns: the assumed count. */
void celt_channels(int32_t *restrict y, const int32_t *restrict x, int C, int d)
{
	int c = 0;

	do {
		y[c] = x[c] / d;	// expect: divmod count=2 basis=assumed
	} while (++c < C);
	for (c = 0; c < C; c++)
		y[c] += x[c] % d;	// expect: divmod count=2 basis=assumed
}

void columns(int32_t *restrict y, const int32_t *restrict x, int C, int d)
{
	for (int j = 0; j < C; j++)	/* a matrix's columns, perhaps */
		y[j] = x[j] / d;	// expect: divmod count=100 basis=assumed
	y[0] += (int32_t)((uint32_t)C / 4u);	// no: divmod: an unsigned divide by 4 is a shift
}

/* From a constant start up to a named count: the channels after the
 * first ('for (i = 1; i < ch; i++)', vorbis's _vp_couple_quantize sets
 * the second channel's pointers): 1 in stereo, not 2; an order from 1, 7.
 * To '<=' the count stays the name's. */
void after_first(int32_t *restrict y, const int32_t *restrict x, int ch,
		 int order, int d)
{
	for (int i = 1; i < ch; i++)
		y[i] = x[i] / d;	// expect: divmod count=1 basis=assumed
	for (int k = 1; k < order; k++)
		y[k] += x[k] % d;	// expect: divmod count=7 basis=assumed
	for (int i = 1; i <= ch; i++)
		y[i] -= x[i] / d;	// expect: divmod count=2 basis=assumed
	for (int i = 2; i < ch; i++)	/* at or past the count: at most 1 */
		y[i] ^= x[i] / d;	// expect: divmod count=1 basis=assumed
}

/* The Levinson recursion's triangle from 1: 'j < i' over i = 1 .. 7 runs
 * 1 + ... + 7 = 28 times, the counter's values averaging 4 (not 3 = 7 / 2);
 * over the channels after the first, once. */
void levinson(int32_t *restrict y, const int32_t *restrict x, int ch,
	      int order, int d)
{
	for (int i = 1; i < order; i++)
		for (int j = 0; j < i; j++)
			y[j] += x[i - j] / d;	// expect: divmod count=28 basis=assumed
	for (int i = 1; i < ch; i++)
		for (int j = 0; j < i; j++)
			y[j] -= x[i - j] % d;	// expect: divmod count=1 basis=assumed
	y[0] += (int32_t)((uint32_t)order / 2u);	// no: divmod: an unsigned divide by 2 is a shift
	y[1] += (int32_t)((uint32_t)ch % 4u);	// no: divmod: an unsigned modulo by 4 is a mask
}
