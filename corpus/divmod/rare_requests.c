/*
 * divmod, rare requests: a function a word of whose name is 'seek'
 * ('ov_pcm_seek_page', 'WavpackSeekSample64', 'seek_to_absolute_sample_')
 * runs once per seek the application asks for, one whose name says 'lost'
 * or 'conceal' ('celt_decode_lost', 'silk_PLC_conceal') only for a packet
 * the stream lost: as rarely as set-up code.  The 44 seek functions of the
 * nine reviewed code bases (vorbisfile, flac, wavpack, faad2) ran at most
 * 0.03 times a frame in their measured workloads, most of them never, and
 * the 5 concealments never (docs/precision.md, stop 49).  Their findings,
 * and those of static functions only they call, are notes that say so.  A
 * name that only contains the letters ('fseek_wrapper_', 'seektable_scan')
 * or says 'loss' keeps its warnings (tests/cli_cold.sh).
 */
#include <stdint.h>

struct stream { int64_t total, pos; int32_t rate, granule; };

/* the bisection of a seek: once per seek */
int32_t stream_seek_page(struct stream *s, int32_t target, int32_t lo,
			 int32_t hi)
{
	while (hi - lo > 1) {
		int32_t mid = lo + (hi - lo) * (target - lo) / (hi - lo + 1);	// expect: divmod note
		if (mid < target)
			lo = mid;
		else
			hi = mid;
	}
	lo -= (int32_t)((uint32_t)lo % 64u);	// no: divmod: an unsigned modulo by 64 is a mask, in a seek or not
	return lo + (int32_t)((uint32_t)target / 2u);	// no: divmod: an unsigned halving is a shift
}

/* only the seek calls it: once per seek too */
static int32_t interpolate(const struct stream *s, int32_t target)
{
	return target * s->rate / s->granule;	// expect: divmod note
}

int32_t StreamSeekSample(struct stream *s, int32_t target)
{
	if (s->granule == 0)
		return (int32_t)((uint32_t)target / 4096u);	// no: divmod: an unsigned divide by 4096 is a shift
	return stream_seek_page(s, interpolate(s, target), 0, 1 << 20);
}

/* no: 'fseek' is another word (a wrapper may run per read), and
 * 'seektable' names a table (a stream's seek table is built per block in
 * an encoder): these keep their warnings */
int32_t fseek_wrapper(const int32_t *t, int32_t n, int32_t d)
{
	int32_t s = 0;

	for (int32_t i = 0; i < n; i++)
		s += t[i] / d;	// expect: divmod warning count=100 basis=assumed
	return s;
}

int32_t seektable_scan(const int32_t *t, int32_t n, int32_t d)
{
	int32_t s = 0;

	for (int32_t i = 0; i < n; i++)
		s += t[i] % d;	// expect: divmod warning count=100 basis=assumed
	return s;
}

/* a lost packet's concealment: only when the stream lost one */
int32_t frame_decode_lost(int32_t *out, const int32_t *prev, int32_t n,
			  int32_t fade)
{
	for (int32_t i = 0; i < n; i++)
		out[i] = prev[i] * 7 / fade;	// expect: divmod note
	return (int32_t)((uint32_t)n % 16u);	// no: divmod: an unsigned modulo by 16 is a mask
}

/* no: 'loss' is no lost packet (a frame's coding loss, weighed every
 * frame), nor is 'PLC' alone (a decoder's PLC state is updated every
 * frame): these keep their warnings */
int32_t loss_distortion(const int32_t *e, int32_t n, int32_t d)
{
	int32_t s = 0;

	for (int32_t i = 0; i < n; i++)
		s += e[i] / d;	// expect: divmod warning count=100 basis=assumed
	return (int32_t)((uint32_t)s / 8u);	// no: divmod: an unsigned divide by 8 is a shift
}

int32_t frame_PLC_update(int32_t *hist, int32_t n, int32_t d)
{
	for (int32_t i = 0; i < n; i++)
		hist[i] = hist[i] / d;	// expect: divmod warning count=100 basis=assumed
	return (int32_t)((uint32_t)n / 2u);	// no: divmod: an unsigned halving is a shift
}

/* A reset request (from stop 53): in a switch on a parameter, the case of
 * a label spelled with a name of the word RESET runs when the application
 * resets the state (opus's and speex's 'ctl' handlers: never in their
 * measured workloads), not per frame. */
#define ENC_GET_BITRATE	3
#define ENC_RESET_STATE	26
#define ENC_PRESET_FAST	27
struct enc { int32_t mode, rate; int32_t mem[64]; };

int32_t enc_ctl(struct enc *st, int32_t request, const int32_t *t, int32_t n,
		int32_t d)
{
	int32_t s = 0;

	switch (request) {
	case ENC_GET_BITRATE:
		for (int32_t i = 0; i < n; i++)
			s += t[i] / d;	// expect: divmod warning
		s += (int32_t)((uint32_t)st->rate / 2u);	// no: divmod: an unsigned halving is a shift
		break;
	case ENC_RESET_STATE:
		for (int32_t i = 0; i < n; i++)
			st->mem[i & 63] = t[i] / d;	// expect: divmod note
		st->rate = (int32_t)((uint32_t)st->rate / 8u);	// no: divmod: an unsigned divide by 8 is a shift, on a reset or not
		st->mode = (int32_t)((uint32_t)st->mode % 16u);	// no: divmod: an unsigned modulo by 16 is a mask
		break;
	case ENC_PRESET_FAST:	/* no: 'PRESET' is another word */
		for (int32_t i = 0; i < n; i++)
			s += t[i] / (d + 1);	// expect: divmod warning
		break;
	}
	return s;
}

/* no: a switch on a field is a state, which may be a reset each frame;
 * a case the one before falls into runs for that one's value too */
int32_t enc_state(struct enc *st, int32_t request, const int32_t *t,
		  int32_t n, int32_t d)
{
	int32_t s = 0;

	switch (st->mode) {
	case ENC_RESET_STATE:
		for (int32_t i = 0; i < n; i++)
			s += t[i] / d;	// expect: divmod warning
		break;
	}
	switch (request) {
	case ENC_GET_BITRATE:
		s++;
		/* fall through */
	case ENC_RESET_STATE:
		for (int32_t i = 0; i < n; i++)
			s += t[i] / (d + 2);	// expect: divmod warning
		break;
	}
	return s;
}

/* no (a reviewer's counter-examples): a local of the parameter's name is
 * a state, a parameter written before the switch no longer the request,
 * and a label a macro writes is not read */
#define ENC_CASE(x)	case x
int32_t enc_state2(struct enc *st, int32_t request, const int32_t *t,
		   int32_t n, int32_t d)
{
	int32_t s = 0;

	{
		int32_t request = st->mode;	/* a state, read per frame */
		switch (request) {
		case ENC_RESET_STATE:
			for (int32_t i = 0; i < n; i++)
				s += t[i] / d;	// expect: divmod warning
			break;
		}
	}
	request = st->rate;
	switch (request) {
	case ENC_RESET_STATE:
		for (int32_t i = 0; i < n; i++)
			s += t[i] / (d + 1);	// expect: divmod warning
		break;
	}
	return s;
}

int32_t enc_ctl2(struct enc *st, int32_t request, const int32_t *t, int32_t n,
		 int32_t d)
{
	int32_t s = st->rate;

	switch (request) {
	ENC_CASE(ENC_GET_BITRATE):
		for (int32_t i = 0; i < n; i++)
			s += t[i] / d;	// expect: divmod warning
		break;
	case ENC_RESET_STATE:
		s = (int32_t)((uint32_t)st->rate / 4u);	// no: divmod: an unsigned divide by 4 is a shift
		s += (int32_t)((uint32_t)st->mode % 32u);	// no: divmod: an unsigned modulo by 32 is a mask
		break;
	}
	return s + (int32_t)((uint32_t)n / 16u);	// no: divmod: an unsigned divide by 16 is a shift
}
