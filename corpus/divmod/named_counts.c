/*
 * divmod, counts of loops over a filter's order or a vector's dimension:
 * a loop whose bound is named an order ('i < order', 'j < st->lpcSize',
 * 'k < max_lpc_order') runs as many times as an LPC filter has taps, 8
 * where nothing in the run says (the profiles of flac and speex measured
 * 7.6 to 10 over 40 such loops, counted 100 before); one bound by a
 * dimension ('k < dim', 'j < subvect_size') as many as a codebook vector
 * has elements, 4 (vorbis and speex: 2 to 9 over 25 loops).  A loop over
 * the samples around such a loop stays the innermost guess: 100 x 8, not
 * the 4 x 8 of two loops of unknown counts.  One bound by a frame's or a
 * block's length ('i < blocksize', 'i < frame_len', 'i < data_len',
 * 'n < block_samples', 'while (num_samples--)') runs over a frame of
 * samples, 2048 (the profiles
 * of the nine code bases: 1,024 to 4,105 for 8 of 10 such loops, counted
 * 100 before; a subframe's length, 'subframeSize', is not one).  A count
 * the callers pass, a smaller bound or a profile wins over the name.
 */
#include <stdint.h>

struct enc {
	int lpcSize;
	int nb_subvect;
	int border;
	int blocksize;
	int subframeSize;
	float mem[32];
};

void lpc_scale(float *restrict a, const float *restrict b, int order, float g)
{
	for (int i = 0; i < order; i++)
		a[i] = b[i] / g;	// expect: divmod count=8 basis=assumed
}

void lsp_weight(float *restrict w, const float *restrict q, const struct enc *st, float d)
{
	for (int i = 0; i < st->lpcSize; i++)
		w[i] = q[i] / d;	// expect: divmod count=8 basis=assumed
}

/* a dimension: vorbis's residue vectors, speex's split codebooks */
void vq_scale(int32_t *restrict v, const int32_t *restrict e, int dim, int del)
{
	for (int k = 0; k < dim; k++)
		v[k] = e[k] / del;	// expect: divmod count=4 basis=assumed
}

/* the samples around the taps: the sample loop keeps its own 100 */
void fir(int32_t *restrict y, const int32_t *restrict x, const int32_t *restrict c, int n, int order, int q)
{
	for (int i = 0; i < n; i++) {
		int32_t s = 0;
		for (int j = 0; j < order; j++)
			s += x[i + j] * c[j] / q;	// expect: divmod count=800 basis=assumed // (100 samples x 8 taps)
		y[i] = s;
	}
}

/* a frame's length: flac's blocksize, faad2's frame_len */
void frame_scale(int32_t *restrict y, const int32_t *restrict x, const struct enc *st, int32_t d)
{
	for (int i = 0; i < st->blocksize; i++)
		y[i] = x[i] / d;	// expect: divmod count=2048 basis=assumed
}

/* through a cast: flac's 'i < (int)data_len' (its LPC restore and
 * residual loops, 4,074 to 4,139 passes measured, counted 100 before) */
void restore(int32_t *restrict y, const int32_t *restrict x, uint32_t data_len, int32_t d)
{
	for (int i = 0; i < (int)data_len; i++)
		y[i] = x[i] / d;	// expect: divmod count=2048 basis=assumed
}

/* a count of samples counted down or compared with: wavpack's 'while
 * (num_samples--)' over a block (1,307 to 22,685 passes measured),
 * flac's MD5 'sample < samples' (4,083) */
void decorr(int32_t *restrict out, const int32_t *restrict in, int32_t num_samples, int32_t d)
{
	while (num_samples--)
		*out++ = *in++ / d;	// expect: divmod count=2048 basis=assumed
}

void md5_pack(int32_t *restrict out, const int32_t *restrict in, uint32_t samples, int32_t d)
{
	for (uint32_t sample = 0; sample < samples; sample++)
		out[sample] = in[sample] % d;	// expect: divmod count=2048 basis=assumed
}

/* a block's samples without a divide unit's work */
void samples_cheap(uint32_t *restrict y, const uint32_t *restrict x, uint32_t samples)
{
	for (uint32_t i = 0; i < samples; i++) {	// expect: loop-overhead
		y[i] = x[i] / 8u;	// no: divmod: an unsigned divide by 8 is a shift
		y[i] += x[i] % 16u;	// no: divmod: an unsigned modulo by 16 is a mask
		y[i] -= x[i] / 1u;	// no: divmod: a divide by 1 is nothing
	}
}

/* not a frame's count: a partition's samples (flac's residual
 * partitions: a frame over 2^order), nor a loop that moves its counter by
 * a chunk ('j += n': flac's copy of the application's samples a block at
 * a time) */
void partition(int32_t *restrict out, const int32_t *restrict in, uint32_t partition_samples, int32_t d)
{
	for (uint32_t i = 0; i < partition_samples; i++)
		out[i] = in[i] / d;	// expect: divmod count=100 basis=assumed // ('partition_samples' is no frame: the assumed 100)
}

void chunks(int32_t *restrict out, const int32_t *restrict in, uint32_t samples, int32_t d)
{
	uint32_t j = 0;

	do {
		uint32_t n = (uint32_t)in[j];
		out[j] = in[j] / d;	// expect: divmod count=100 basis=assumed // (the counter moves by n: no frame's count)
		j += n;
	} while (j < samples);
}

/* a reviewer's counter-examples (stop 42): a 'for' that steps by a
 * chunk, a delay line's samples, a counter also set by assignment, a
 * countdown that also steps by 15: no frame's count; '0 < n--' and a
 * counter beside a member of its name are one */
void chunk_for(int32_t *restrict out, const int32_t *restrict in, uint32_t samples, int32_t d, uint32_t n)
{
	for (uint32_t j = 0; j < samples; j += n)
		out[j] = in[j] / d;	// expect: divmod count=100 basis=assumed // (j += n: no count)
}

void delay_line(int32_t *restrict out, const int32_t *restrict in, uint32_t delay_samples, int32_t d)
{
	for (uint32_t i = 0; i < delay_samples; i++)
		out[i] = in[i] / d;	// expect: divmod count=100 basis=assumed // ('delay_samples' is no frame)
}

void reset_counter(int32_t *restrict out, const int32_t *restrict in, uint32_t samples, int32_t d)
{
	uint32_t i = 0;

	while (i < samples) {
		out[i] = in[i] / d;	// expect: divmod count=100 basis=assumed // (i = samples below: no count)
		i++;
		if (in[i] == 0)
			i = samples;
	}
}

void countdown_chunks(int32_t *restrict out, const int32_t *restrict in, int32_t num_samples, int32_t d)
{
	while (num_samples-- > 0) {
		*out++ = *in++ / d;	// expect: divmod count=100 basis=assumed // (num_samples -= 15: no count)
		num_samples -= 15;
	}
}

void countdown_left(int32_t *restrict out, const int32_t *restrict in, int32_t num_samples, int32_t d)
{
	while (0 < num_samples--)
		*out++ = *in++ / d;	// expect: divmod count=2048 basis=assumed
}

struct pos { uint32_t n; };

void member_beside(int32_t *restrict out, const int32_t *restrict in, struct pos *s, uint32_t samples, int32_t d)
{
	uint32_t n = 0;

	while (n < samples) {
		out[n] = in[n] / d;	// expect: divmod count=2048 basis=assumed // (s->n is another object)
		s->n = n;
		n++;
	}
}

void countdown_cheap(uint32_t *restrict out, const uint32_t *restrict in, int32_t num_samples)
{
	while (num_samples--) {	// expect: loop-overhead
		out[0] = in[0] / 4u;	// no: divmod: an unsigned divide by 4 is a shift
		out[1] = in[1] % 8u;	// no: divmod: an unsigned modulo by 8 is a mask
		out[2] = in[2] / 1u;	// no: divmod: a divide by 1 is nothing
		out[3] = (uint32_t)(6 * 7) / 5u;	// no: divmod: a constant the compiler folds
		out += 4;
		in += 4;
	}
}

void channels_plus(int32_t *restrict out, const int32_t *restrict in, int32_t channels, int32_t d)
{
	int32_t c = 0;

	while (c + 1 < channels) {
		out[c] = in[c] / d;	// expect: divmod count=2 basis=assumed
		c++;
	}
}

/* a frame around a loop of unknown count: the frame keeps its 2048, the
 * guess inside shares the nest's cap (100 x 100 in all): 4 */
void frame_rows(int32_t *restrict y, const int32_t *restrict x, int frame_len, int rows, int32_t d)
{
	for (int i = 0; i < frame_len; i++)
		for (int r = 0; r < rows; r++)
			y[i * 8 + r] = x[i * 8 + r] / d;	// expect: divmod count=8192 basis=assumed // (2048 samples x 4 rows: the cap 10,000 over 2048)
}

/* a loop of unknown count around a frame: an enclosing one, 4 x 2048 */
void frames(int32_t *restrict y, const int32_t *restrict x, int n, const struct enc *st, int32_t d)
{
	for (int f = 0; f < n; f++)
		for (int i = 0; i < st->blocksize; i++)
			y[f * 4096 + i] = x[f * 4096 + i] / d;	// expect: divmod count=8192 basis=assumed // (not 100 x 2048)
}

/* not a frame: a subframe's length (speex: 40 samples) */
void subframe_scale(int32_t *restrict y, const int32_t *restrict x, const struct enc *st, int32_t d)
{
	for (int i = 0; i < st->subframeSize; i++)
		y[i] = x[i] % d;	// expect: divmod count=100 basis=assumed // ('subframeSize' is no frame: the assumed 100)
}

/* a smaller bound wins: the array has 3 elements */
void tiny(float *restrict a, const struct enc *st, float g)
{
	float t[3];

	for (int i = 0; i < st->nb_subvect; i++)
		t[i] = a[i] / g;	// expect: divmod count=3 basis=assumed
	for (int i = 0; i < 3; i++)
		a[i] = t[i];
}

/* and so does one between the assumed 100 and a frame's 2048 */
static float window[1024];

void frame_window(const struct enc *st, float g)
{
	for (int i = 0; i < st->blocksize; i++)
		window[i] = window[i] / g;	// expect: divmod count=1024 basis=assumed // (the array's 1024, not the assumed 100)
}

/* counting up from an order is what is left above it, not the order */
void above_order(float *restrict c, int order, float g)
{
	float t[32];

	for (int i = order; i < 32; i++)
		t[i] = c[i] / g;	// expect: divmod count=16 basis=assumed // (a tail up to 32: half of it, not 8)
	c[0] = t[31];
}

/* a step: a frame in blocks of 64 samples */
void frame_blocks(int32_t *restrict y, const int32_t *restrict x, const struct enc *st, int32_t d)
{
	for (int i = 0; i < st->blocksize; i += 64)
		y[i] = x[i] / d;	// expect: divmod count=32 basis=assumed // (2048 over a step of 64)
}

/* the callers' count wins: every call passes 16 */
static void wide_lpc(float *restrict a, const float *restrict b, int order, float g)
{
	for (int i = 0; i < order; i++)
		a[i] = b[i] / g;	// expect: divmod count=16 // (the calls pass 16: constant, not the assumed 8)
}

void wideband(float *restrict a, const float *restrict b, float g)
{
	wide_lpc(a, b, 16, g);
}

/* not an order: 'border' ends in "order" but is an edge (faad2's SBR
 * time borders), and 'orders' does not end in it */
void edges(int32_t *restrict y, const int32_t *restrict x, const struct enc *st, int d)
{
	for (int i = 0; i < st->border; i++)
		y[i] = x[i] / d;	// expect: divmod count=100 basis=assumed // ('border' is no order: the assumed 100)
}

void by_orders(int32_t *restrict y, const int32_t *restrict x, int orders, int d)
{
	for (int i = 0; i < orders; i++)
		y[i] = x[i] % d;	// expect: divmod count=100 basis=assumed // ('orders' is no order: the assumed 100)
}

/* the same loops without a divide unit's work */
void taps_cheap(uint32_t *restrict y, const uint32_t *restrict x, float *restrict f, const float *restrict g, int order, int dim)
{
	for (int i = 0; i < order; i++) {
		y[i] = x[i] / 16u;	// no: divmod: an unsigned divide by 16 is a shift
		y[i] += x[i] % 8u;	// no: divmod: an unsigned modulo by 8 is a mask
		f[i] = g[i] / 2.0f;	// no: divmod: dividing by 2.0f is an exact multiplication by 0.5f
	}
	for (int k = 0; k < dim; k++) {
		y[k] = (x[k] >> 2) / 1u;	// no: divmod: a divide by 1 is nothing
		f[k] = g[k] / 0.25f;	// no: divmod: dividing by 0.25f is an exact multiplication by 4
		y[k] += (uint32_t)(10 * 4) / 3u;	// no: divmod: a constant the compiler folds
	}
}

/* a frame's loops without a divide unit's work */
void frame_cheap(uint32_t *restrict y, const uint32_t *restrict x, const struct enc *st)
{
	for (int i = 0; i < st->blocksize; i++) {	// expect: loop-overhead note
		y[i] = x[i] / 4u;	// no: divmod: an unsigned divide by 4 is a shift
		y[i] += x[i] % 2u;	// no: divmod: an unsigned modulo by 2 is a mask
	}
}

/* an order's and a dimension's loops with divides a compiler folds or a
 * shift does */
void taps_folded(int32_t *restrict y, const int32_t *restrict x, int order)
{
	for (int i = 0; i < order; i++) {	// expect: loop-overhead note
		y[i] = x[i] / 1;	// no: divmod: a divide by 1 is nothing
		y[i] += (int32_t)((uint32_t)x[i] / 32u);	// no: divmod: an unsigned divide by 32 is a shift
		y[i] += (int32_t)((uint32_t)x[i] % 64u);	// no: divmod: an unsigned modulo by 64 is a mask
	}
}

/* A local copy of a named count counts as the name it copies ('int n =
 * st->blocksize;', faad2's 'nlong = frame_len'), up to it or down from
 * it (stop 43); a copy the function writes again ('n >>= 1') is no copy
 * and keeps the assumed 100. */
int32_t frame_copies(const int32_t *x, const struct enc *st, int frame_size, int32_t d)
{
	int32_t s = 0;
	int n = st->blocksize, m = frame_size, h = st->blocksize;

	for (int i = 0; i < n; i++)
		s += x[i] / d;	// expect: divmod warning count=2048 basis=assumed
	for (int i = m; i > 0; i--)
		s += x[i] % d;	// expect: divmod warning count=2048 basis=assumed
	/* a copy of a member counts by the member's own name: a subframe's
	 * length is no frame's */
	int sub = st->subframeSize;
	for (int i = 0; i < sub; i++)
		s += x[i] % d;	// expect: divmod warning count=100 basis=assumed
	h >>= 1;
	/* h halved: not the copy */
	for (int i = 0; i < h; i++)
		s += x[i] / d;	// expect: divmod warning count=100 basis=assumed
	for (int i = 0; i < h; i++)	// expect: loop-overhead note
		s += (int32_t)((uint32_t)x[i] >> 3);	// no: divmod: a shift, no divide
	return s;
}

/* An unsigned local copies a named count when it holds the value
 * unchanged (faad2's 'uint16_t nlong = frame_len;' with a uint16_t
 * frame_len); one narrower than what it copies may cut the value ('uint8_t
 * n = st->blocksize' of an int) and is no copy, nor is a copy with an
 * offset, which an unsigned type may wrap ('uint32_t n = len - 1' of 0). */
struct dec {
	uint16_t frame_len;
	int blocksize;
};

int32_t unsigned_copies(const int32_t *x, const struct dec *st, uint16_t frame_len, int32_t d)
{
	int32_t s = 0;
	int16_t i;
	uint16_t nlong = frame_len;
	uint32_t m = st->frame_len;
	uint8_t cut = st->blocksize;
	uint32_t less = st->blocksize - 1;

	for (i = 0; i < nlong; i++)
		s += x[i] / d;	// expect: divmod warning count=2048 basis=assumed
	for (int k = 0; k < m; k++)
		s += x[k] % d;	// expect: divmod warning count=2048 basis=assumed
	for (int k = 0; k < cut; k++)
		s += x[k] / d;	// expect: divmod warning count=100 basis=assumed
	for (int k = 0; k < less; k++)
		s += x[k] % d;	// expect: divmod warning count=100 basis=assumed
	return s;
}

/* the copy's loop with divides a compiler folds or a shift does */
void unsigned_copy_folded(int32_t *restrict y, const int32_t *restrict x, uint16_t frame_len)
{
	uint16_t nlong = frame_len;

	for (int k = 0; k < nlong; k++) {	// expect: loop-overhead note
		y[k] = (int32_t)((uint32_t)x[k] / 8u);	// no: divmod: an unsigned divide by 8 is a shift
		y[k + 1] = (int32_t)((uint32_t)x[k] % 8u);	// no: divmod: an unsigned modulo by 8 is a mask
		y[k + 2] = x[k] / 1;	// no: divmod: a divide by 1 is nothing
		y[k + 3] = x[k] >> 2;	// no: divmod: a shift, no divide
	}
}

/* A pointer walk to an end its declaration sets from the start, 'eptr =
 * buffer + (sample_count * 2)' stepped by 2 (wavpack's stereo
 * decorrelation passes, 600 to 4,410 passes measured, counted 64 before):
 * the samples, the end's factor over the step.  By 1 over a block of
 * samples: 2048; an end the loop moves, one from another pointer, or one
 * over channels say nothing. */
int32_t stereo_walk(int32_t *buffer, int32_t sample_count, int32_t d)
{
	int32_t *bptr, *eptr = buffer + (sample_count * 2), s = 0;

	for (bptr = buffer; bptr < eptr; bptr += 2)
		s += bptr[0] / d + bptr[1] % d;	// expect: divmod count=2048 basis=assumed, divmod count=2048 basis=assumed
	return s;
}

int32_t mono_walk(int32_t *buffer, uint32_t samples, int32_t d)
{
	int32_t *eptr = buffer + samples, s = 0;

	for (int32_t *p = buffer; p < eptr; p++)
		s += *p / d;	// expect: divmod count=2048 basis=assumed
	for (int32_t *p = buffer; p < eptr; p += 2) {	// expect: loop-overhead
		p[0] = (int32_t)((uint32_t)p[0] / 2u);	// no: divmod: an unsigned divide by 2 is a shift
		p[1] = (int32_t)((uint32_t)p[1] % 64u);	// no: divmod: an unsigned modulo by 64 is a mask
		s += p[1] / 1;	// no: divmod: a divide by 1 is nothing
	}
	return s + (int32_t)(sizeof(int32_t[16]) / sizeof(int32_t));	// no: divmod: a quotient of sizeofs is folded at compile time
}

int32_t moved_end(int32_t *buffer, int32_t sample_count, int32_t d)
{
	int32_t *eptr = buffer + sample_count, s = 0;

	for (int32_t *p = buffer; p < eptr; p++)
		if ((s += *p / d) > 99)	// expect: divmod count=100 basis=assumed
			eptr--;	/* the end moves: no count from its set-up */
	return s;
}

/* (a reviewer's probes) an end set again before a second walk, one set in
 * the for's init (its own constant distance counts from stop 48: 4), one
 * whose address a call gets, a base moved */
void set_end(int32_t **e);

int32_t second_walk(int32_t *buffer, int32_t sample_count, int32_t d)
{
	int32_t *bptr, *eptr = buffer + sample_count, s = 0;

	for (bptr = buffer; bptr < eptr; bptr++)
		s += *bptr / d;	// expect: divmod count=2048 basis=assumed
	eptr = buffer + 8;
	for (bptr = buffer; bptr < eptr; bptr++)
		s += *bptr % d;	// expect: divmod count=100 basis=assumed
	return s;
}

int32_t end_in_init(int32_t *buffer, int32_t sample_count, int32_t d)
{
	int32_t *bptr, *eptr = buffer + sample_count, s = 0;

	for (bptr = buffer, eptr = buffer + 4; bptr < eptr; bptr++)
		s += *bptr / d;	// expect: divmod count=4 basis=constant
	return s;
}

int32_t end_taken(int32_t *buffer, int32_t sample_count, int32_t d)
{
	int32_t *bptr, *eptr = buffer + sample_count, s = 0;

	set_end(&eptr);
	for (bptr = buffer; bptr < eptr; bptr++)
		s += *bptr / d;	// expect: divmod count=100 basis=assumed
	return s;
}

int32_t base_moved(int32_t *buffer, int32_t sample_count, int32_t d)
{
	int32_t *bptr, *eptr = buffer + sample_count, s = 0;

	buffer = eptr - 4;
	for (bptr = buffer; bptr < eptr; bptr++)
		s += *bptr / d;	// expect: divmod count=100 basis=assumed
	return s;
}

int32_t other_base(int32_t *buffer, int32_t *out, int32_t sample_count, int32_t d)
{
	int32_t *eptr = out + sample_count, s = 0;

	for (int32_t *p = buffer; p < eptr; p++)	/* from another pointer */
		s += *p / d;	// expect: divmod count=100 basis=assumed
	return s + (int32_t)((uint32_t)sample_count / 16u);	// no: divmod: an unsigned divide by 16 is a shift
}

int32_t channel_walk(int32_t *buffer, int32_t channels, int32_t d)
{
	int32_t *eptr = buffer + channels, s = 0;

	for (int32_t *p = buffer; p < eptr; p++)	/* not a frame: as before */
		s += *p % d;	// expect: divmod count=100 basis=assumed
	return s + (int32_t)((uint32_t)channels % 4u);	// no: divmod: an unsigned modulo by 4 is a mask
}

/* A count the calls name: a static function's loop bounded by a
 * parameter every call of the file passes a count of one kind ('mono ?
 * sample_count : sample_count * 2', wavpack's scans of a block's values,
 * 64 before against 22,050 read in the code) counts as that kind's loop.
 * One call passing anything else leaves the assumed count. */
static int32_t scan_values(const int32_t *values, int32_t num_values, int32_t d)
{
	const int32_t *dp;
	int32_t count, s = 0;

	for (dp = values, count = num_values; count--; dp++)
		s += *dp / d;	// expect: divmod count=2048 basis=assumed
	for (int32_t i = 0; i < num_values; i++)
		s += values[i] % d;	// expect: divmod count=2048 basis=assumed
	return s;
}

static int32_t scan_mixed(const int32_t *values, int32_t n, int32_t d)
{
	int32_t s = 0;

	for (int32_t i = 0; i < n; i++)
		s += values[i] / d;	// expect: divmod count=100 basis=assumed // (one call passes a plain 'n')
	s += (int32_t)((uint32_t)n % 32u);	// no: divmod: an unsigned modulo by 32 is a mask
	s += (int32_t)((uint32_t)s / 16u);	// no: divmod: an unsigned divide by 16 is a shift
	return s + n / 1;	// no: divmod: a divide by 1 is nothing
}

int32_t pack_block(const int32_t *buffer, uint32_t sample_count, int mono, int32_t n, int32_t d)
{
	return scan_values(buffer, mono ? sample_count : sample_count * 2, d) +
	       scan_values(buffer + 1, (int32_t)sample_count, d) +
	       scan_mixed(buffer, (int32_t)sample_count, d) + scan_mixed(buffer, n, d) +
	       (int32_t)(sample_count / 4u);	// no: divmod: an unsigned divide by 4 is a shift
}

/* (a reviewer's probes) a small count times 8 is no channel count, a
 * frame cast to a byte holds at most 255, and a counter whose address a
 * pointer holds is moved through it: none takes the names' or the calls'
 * counts */
static int32_t scan_eight(const int32_t *p, int32_t n, int32_t d)
{
	int32_t s = 0;

	for (int32_t i = 0; i < n; i++)
		s += p[i] / d;	// expect: divmod count=100 basis=assumed
	return s;
}

static int32_t scan_byte(const int32_t *p, uint32_t n, int32_t d)
{
	int32_t s = 0;

	for (uint32_t i = 0; i < n; i++)
		s += p[i] % d;	// expect: divmod count=100 basis=assumed
	return s;
}

static int32_t scan_aliased(const int32_t *p, int32_t num_values, int32_t d)
{
	int32_t s = 0, count, *pc = &count;

	for (count = num_values; count--; p++) {
		s += *p / d;	// expect: divmod count=100 basis=assumed
		*pc += *p & 1;
	}
	return s;
}

int32_t probes(const int32_t *p, int32_t nch, uint32_t sample_count, int32_t d)
{
	return scan_eight(p, nch * 8, d) + scan_byte(p, (unsigned char)sample_count, d) +
	       scan_aliased(p, 10, d) + (int32_t)(sample_count % 8u);	// no: divmod: an unsigned modulo by 8 is a mask
}

/* a 16-bit order holds an order: opus's 'psNLSF_CB->order', an
 * opus_int16, passed to silk_NLSF_residual_dequant() */
struct nlsf_cb { int16_t order; };

static int32_t dequant(const int32_t *p, int n, int32_t d)
{
	int32_t s = 0;

	for (int i = n - 1; i >= 0; i--)
		s += p[i] / d;	// expect: divmod count=8 basis=assumed
	return s;
}

int32_t decode_nlsf(const int32_t *p, const struct nlsf_cb *cb, int32_t d)
{
	return dequant(p, cb->order, d) +
	       (int32_t)((uint32_t)cb->order / 2u);	// no: divmod: an unsigned divide by 2 is a shift
}
