/*
 * divmod, arms only other channel counts than two take: an if whose
 * condition tests a count of channels by its name ('channels', 'nch',
 * 'num_channels_in', 'nChannelsAPI') against a constant, or an '&&'
 * with such a test that fails for two channels, or an '||' with one that
 * holds.  Usual audio is stereo, as the loops over channels count it (2
 * passes): twolame's mono copy ('if (glopts->num_channels_in == 2) ...
 * else') and opus's mono DC filter ('if (channels == 2) ... else') ran 0
 * times in the measured stereo workloads.  Their findings are set-up
 * notes.  Not such an arm: the arm stereo takes, a test of a stream
 * count ('nb_streams': one coupled stream is the usual), of a part of the
 * channels ('num_lfe_channels'), of a coded count ('nChannelsInternal'),
 * of a channel index ('ch', 'channel'), or an '||' whose operand fails
 * for two channels (the other may hold).
 */
#include <stdint.h>

struct enc { int num_channels_in; int nChannelsInternal; int nb_streams; int num_lfe_channels; };

enum { FRAME = 1152, HALF = FRAME / 2 };	// no: divmod: an enum value, folded at compile time

/* The interleaved halves and lanes a channel's code takes apart: powers
 * of two on unsigned values and quotients of constants cost no routine,
 * in any arm. */
uint32_t lanes(const struct enc *e, const int32_t *in, uint32_t n)
{
	uint32_t s = 0;
	int32_t buf[2][64];

	if (e->num_channels_in == 1) {
		s += n / 2u;	// no: divmod: an unsigned divide by 2 is a shift
		s += n % 2u;	// no: divmod: an unsigned modulo by 2 is a mask
		s += (uint32_t)(sizeof(buf) / sizeof(buf[0]));	// no: divmod: a quotient of sizeofs is folded at compile time
	} else {
		s += (uint32_t)in[0] / 4u;	// no: divmod: an unsigned divide by 4 is a shift
		s += (uint32_t)(sizeof(buf[0]) / sizeof(int32_t));	// no: divmod: a quotient of sizeofs is folded at compile time
		s += HALF / 3;	// no: divmod: a quotient of constants is folded at compile time
	}
	if (e->nChannelsInternal == 1)
		s += (uint32_t)in[1] % 8u;	// no: divmod: an unsigned modulo by 8 is a mask
	else
		s += n / 8u;	// no: divmod: an unsigned divide by 8 is a shift
	return s + 1152 % 64;	// no: divmod: a modulo of constants is folded at compile time
}

void copy_in(const struct enc *e, int32_t *out, const int32_t *in, int n, int32_t d)
{
	int i;

	if (e->num_channels_in == 2) {
		for (i = 0; i < n; i++)
			out[i] = in[2 * i] / d + in[2 * i + 1] / d;	// expect: divmod x2 warning
	} else {
		for (i = 0; i < n; i++)
			out[i] = in[i] / d;	// expect: divmod note
	}
	if (e->num_channels_in == 1)
		for (i = 0; i < n; i++)
			out[i] %= d;	// expect: divmod note
	/* no: a coded count, which may be 1 for stereo input (opus codes
	 * stereo as mono at low rates) */
	if (e->nChannelsInternal == 1)
		for (i = 0; i < n; i++)
			out[i] %= (d + 3);	// expect: divmod warning
	/* no: a part of the channels, 0 in a stereo stream: the arm stereo
	 * takes */
	if (e->num_lfe_channels > 0)
		out[0] = 0;
	else
		for (i = 0; i < n; i++)
			out[i] /= (d + 4);	// expect: divmod warning
	if (2 < e->num_channels_in)	/* surround: the constant on the left */
		for (i = 0; i < n; i++)
			out[i] = out[i] / (d + 1);	// expect: divmod note
}

void filter(int32_t *out, const int32_t *in, int n, int channels, int rate, int32_t d)
{
	int i;

	if (channels == 2 && rate >= 12000) {
		for (i = 0; i < n; i++)
			out[i] = in[i] / d;	// expect: divmod warning
	} else {
		/* no: the else of an '&&' that may fail on the rate */
		for (i = 0; i < n; i++)
			out[i] = in[i] % d;	// expect: divmod warning
	}
	if (channels == 1 && rate > 8000)
		for (i = 0; i < n; i++)
			out[i] = out[i] / d;	// expect: divmod note
	if (channels > 1 || rate < 8000)
		for (i = 0; i < n; i++)
			out[i] = out[i] / d;	// expect: divmod warning
	else
		for (i = 0; i < n; i++)
			out[i] = out[i] % d;	// expect: divmod note
	if (channels == 1 || rate < 8000)
		/* no: an '||' whose operand fails for stereo: the rate may hold */
		for (i = 0; i < n; i++)
			out[i] = out[i] / (d + 2);	// expect: divmod warning
}

void streams(const struct enc *e, int32_t *out, const int32_t *in, int n, int32_t d)
{
	int i, ch;

	/* no: a stream count, one coupled stream for stereo */
	if (e->nb_streams == 1)
		for (i = 0; i < n; i++)
			out[i] = in[i] / d;	// expect: divmod warning
	for (ch = 0; ch < 2; ch++)
		/* no: a channel index, not a count */
		if (ch == 1)
			for (i = 0; i < n; i++)
				out[i] = in[i] % d;	// expect: divmod warning
}
