/*
 * divmod, set-up code: functions that run once per stream (named *_init,
 * *_new, *_create, *_alloc, *_setup, main, option parsing) keep their
 * findings as notes: a divide per table entry at start-up does not decide
 * the codec's speed.  The same loop in a per-frame function is a warning.
 * .tmopt.yaml 'cold:' and 'hot:' lists change the names; a --profile count
 * overrides (tests/cli_cold.sh).
 */
#include <stdint.h>

struct resampler { int32_t table[256]; int32_t in_rate, out_rate; };

/* Once per stream: a table of phase steps. */
void resampler_init(struct resampler *r, int32_t in_rate, int32_t out_rate)
{
	int i;

	r->in_rate = in_rate;
	r->out_rate = out_rate;
	for (i = 0; i < 256; i++)
		r->table[i] = (i * in_rate) / out_rate;	// expect: divmod note count=256
}

struct resampler *resampler_new(int32_t in_rate)
{
	static struct resampler one;
	int i;

	for (i = 0; i < 256; i++)
		one.table[i] = 48000 / (i + 1) + in_rate % (i + 3);	// expect: divmod x2 note
	return &one;
}

/* Per frame: the same divide is hot. */
void resampler_frame(struct resampler *r, int32_t *out, const int32_t *in, int n)
{
	int i;

	for (i = 0; i < n; i++)
		out[i] = in[(i * r->in_rate) / r->out_rate];	// expect: divmod warning
}

int main(int argc, char **argv)
{
	int i, sum = 0;

	for (i = 1; i < argc; i++)
		sum += argv[i][0] % argc;	// expect: divmod note
	return sum;
}

/* A static helper only set-up code calls is set-up code too (an FFT's
 * twiddle table: drfti1 <- drft_init); one that a per-frame function
 * also calls is not. */
static void twiddles(int32_t *w, int n, int32_t scale)
{
	int i;

	for (i = 0; i < n; i++)
		w[i] = scale / (i + 1);	// expect: divmod note
}

static int32_t gain_of(const int32_t *x, int n, int32_t d)
{
	int32_t s = 0;
	int i;

	for (i = 0; i < n; i++)
		s += x[i] / d;	// expect: divmod warning
	return s;
}

void fft_init(int32_t *w, int n)
{
	twiddles(w, n, 1 << 20);
	w[0] = gain_of(w, n, 3);
}

int32_t fft_frame(const int32_t *x, int n, int32_t d)
{
	return gain_of(x, n, d);
}

/* The same last words in other spellings: a camel-case API's open and
 * init (faad2's 'NeAACDecOpen', wavpack's 'WavpackPackInit'), a digit
 * after the word ('NeAACDecInit2'), a trailing underscore. */
void DecOpen(struct resampler *r, int32_t rate)
{
	int i;

	for (i = 0; i < 256; i++)
		r->table[i] = 48000 / (i + rate);	// expect: divmod note
}

void ResamplerInit2(struct resampler *r, int32_t rate)
{
	int i;

	for (i = 0; i < 256; i++)
		r->table[i] = (i << 16) / rate;	// expect: divmod note
}

void table_new_(struct resampler *r, int32_t rate)
{
	int i;

	for (i = 0; i < 256; i++)
		r->table[i] = rate % (i + 1);	// expect: divmod note
}

/* Not by a first or a middle word: speex's 'open_loop_nbest_pitch' and
 * faad2's 'create_channel_config' run per frame, wavpack's
 * 'read_new_config_info' per block. */
int32_t open_loop_gain(const int32_t *x, int n, int32_t d)
{
	int32_t s = 0;
	int i;

	for (i = 0; i < n; i++)
		s += x[i] / d;	// expect: divmod warning
	return s;
}

/* Not by a last word alone when code of the file calls it in a loop: a
 * per-sample gate's 'gate_open()' (an ALAC bit reader's per-packet
 * 'BitBufferInit()' likewise). */
static int32_t gate_open(const int32_t *x, int n, int32_t d)
{
	int32_t s = 0;
	int i;

	for (i = 0; i < n; i++)
		s += x[i] / d;	// expect: divmod warning
	return s;
}

int32_t gate_frame(const int32_t *x, int n, int32_t d)
{
	int32_t s = (int32_t)((uint32_t)n / 8u);	// no: divmod: an unsigned divide by 8 is a shift
	int i;

	s += (int32_t)((uint32_t)n % 16u);	// no: divmod: an unsigned modulo by 16 is a mask
	s += 48000 / 1000;	// no: divmod: a quotient of constants is folded at compile time

	for (i = 0; i < n; i++)
		s += gate_open(x + i, 4, d + i);
	return s;
}

int32_t read_new_block(const int32_t *x, int n, int32_t d)
{
	int32_t s = 0;
	int i;

	for (i = 0; i < n; i++)
		s += x[i] % d;	// expect: divmod warning
	return s;
}
