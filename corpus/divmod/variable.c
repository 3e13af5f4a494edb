/*
 * divmod, run-time divisors: integer divide and modulo whose divisor is only
 * known at run time -- block averages, ring buffers of any size, resamplers,
 * rate arithmetic.  TriMedia has no divide instruction, so each one is a call
 * to _rt_idiv, _rt_udiv, _rt_imod or _rt_umod, whatever the signedness.
 * `long` is 32 bits on ILP32 and is no different from int.  The negatives are
 * the same jobs done without a divide: a mask for power-of-two rings, a
 * hoisted reciprocal, a compare-and-subtract wrap, and pointer differences.
 */
#include <stddef.h>
#include <stdint.h>

/* Mean of n PCM samples: one signed divide per call. */
int32_t block_mean(const int16_t *x, int n)
{
	int32_t sum = 0;
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		sum += x[i];
	return n > 0 ? sum / n : 0;	// expect: divmod
}

/* A byte ring of any size; head and tail wrap with a modulo. */
struct ring {
	uint8_t *buf;
	unsigned size;
	unsigned head, tail;
};

unsigned ring_count(const struct ring *r)
{
	return (r->head + r->size - r->tail) % r->size;	// expect: divmod
}

void ring_push(struct ring *r, uint8_t v)
{
	r->buf[r->head] = v;
	r->head = (r->head + 1) % r->size;	// expect: divmod
}

/* The same ring when size is known to be a power of two. */
void ring_push_pow2(struct ring *r, uint8_t v)
{
	r->buf[r->head] = v;
	r->head = (r->head + 1) & (r->size - 1);	// no: divmod: a mask replaces the modulo, no divide left
}

/* Phase accumulator of a sample-rate converter, wrapped without %. */
unsigned phase_step(unsigned phase, unsigned inc, unsigned period)
{
	phase += inc;
	if (phase >= period)	// no: divmod: compare and subtract instead of a modulo
		phase -= period;
	return phase;
}

/* Nearest-neighbour horizontal scaler: one divide per output pixel. */
void scale_row(uint8_t *dst, int dst_w, const uint8_t *src, int src_w)
{
	int x;

	for (x = 0; x < dst_w; x++)
		dst[x] = src[x * src_w / dst_w];	// expect: divmod
}

/* The same scaler with a 16.16 step: one divide per row, none per pixel. */
void scale_row_fixed(uint8_t *dst, int dst_w, const uint8_t *src, int src_w)
{
	uint32_t step = ((uint32_t)src_w << 16) / (uint32_t)dst_w;	// expect: divmod
	uint32_t pos = 0;
	int x;

	for (x = 0; x < dst_w; x++) {
		dst[x] = src[pos >> 16];	// no: divmod: the per-pixel divide became a shift // expect: missing-restrict
		pos += step;
	}
}

/* Bit rate in bit/s of `bytes` received in `ms` milliseconds. */
long bitrate_bps(long bytes, long ms)
{
	return bytes * 8 * 1000 / ms;	// expect: divmod
}

/* Slot of a round-robin scheduler: unsigned long is 32 bits too. */
unsigned long sched_slot(unsigned long ticks, unsigned long period)
{
	return ticks % period;	// expect: divmod
}

/* Normalise filter taps by the filter gain, in place. */
void taps_normalise(int32_t *h, int taps, int32_t gain)
{
	int i;

	for (i = 0; i < taps; i++)
		h[i] /= gain;	// expect: divmod
}

/* The same with one divide hoisted: a Q16 reciprocal and a multiply per tap. */
void taps_normalise_recip(int32_t *h, int taps, int32_t gain)
{
	int32_t inv = 65536 / gain;	// expect: divmod
	int i;

	for (i = 0; i < taps; i++)	// expect: loop-overhead
		h[i] = (h[i] * inv) >> 16;	// no: divmod: multiply by the hoisted reciprocal
}

/* Lines of a picture that fit in a DMA buffer, divisor split over two lines:
 * the finding belongs to the line of the operator. */
unsigned dma_lines(unsigned buf_bytes, unsigned stride)
{
	unsigned lines = buf_bytes	// no: divmod: the operand starts here but the operator is on the next line
			 / stride;	// expect: divmod
	return lines;
}

/* A motion-vector record of 12 bytes: pointer differences are not divides
 * the program wrote, the compiler scales them. */
struct mv_rec {
	int16_t mv_x, mv_y;
	int32_t cost;
	uint8_t mode;
};

ptrdiff_t mv_index(const struct mv_rec *base, const struct mv_rec *p)
{
	return p - base;	// no: divmod: pointer difference, not a division in the source
}

size_t bytes_left(const uint8_t *end, const uint8_t *cur)
{
	return (size_t)(end - cur);	// no: divmod: byte pointers, a plain subtract
}
