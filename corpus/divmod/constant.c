/*
 * divmod, constant divisors: divide and modulo by constants that are not
 * powers of two -- time-code and unit conversions, BCD, a 3-tap box filter --
 * which TCS still compiles to _rt_idiv/_rt_udiv calls, next to constant
 * expressions the compiler folds (macros, enum values, sizeof quotients,
 * array bounds, case labels, static initialisers), which cost nothing at run
 * time.  Run against the TM3260 machine file.
 */
// tmopt-args: --target tm3260
#include <stdint.h>

#define SAMPLE_RATE	48000
#define FRAME_MS	20
#define FRAME_LEN	(SAMPLE_RATE * FRAME_MS / 1000)
#define PAL_W		720
#define PAL_H		576

enum {
	MB_COLS = PAL_W / 16,
	MB_ROWS = PAL_H / 16,
	SLICES = MB_ROWS / 3,	// no: divmod: enum value, folded at compile time
	MB_COUNT = MB_COLS * MB_ROWS
};

static const int16_t fir_taps[] = { -3, 12, -37, 156, 156, -37, 12, -3 };
static int16_t history[FRAME_LEN / 3];	// no: divmod: array bound, folded at compile time
static const int frame_ticks = 90000 / 25;	// no: divmod: static initialiser, folded at compile time

_Static_assert(sizeof(fir_taps) % 4 == 0, "taps fill whole words");	// no: divmod: static assertion, compile time

/* 90 kHz ticks to milliseconds. */
uint32_t ticks_to_ms(uint32_t ticks)
{
	return ticks / 90;	// expect: divmod
}

/* Microseconds to milliseconds, rounded, for the scheduler tick. */
unsigned us_to_ms(unsigned us)
{
	return (us + 500) / 1000;	// expect: divmod
}

/* Frame count to seconds and frames of a PAL time code. */
void timecode(int32_t frames, int *sec, int *frm)
{
	*sec = frames / 25;	// expect: divmod
	*frm = frames % 25;	// expect: divmod
}

/* Two-digit value to packed BCD for an on-screen clock: two divides on one line. */
uint8_t to_bcd(unsigned v)
{
	return (uint8_t)(((v / 10) << 4) | (v % 10));	// expect: divmod x2
}

/* Samples in `ms` milliseconds: the quotient of two constants is folded. */
uint32_t samples_for_ms(uint32_t ms)
{
	return ms * (SAMPLE_RATE / 1000);	// no: divmod: constant quotient 48 folded, a multiply remains
}

/* 3-tap box filter on a luma line: a divide by 3 per pixel. */
void box3(uint8_t *dst, const uint8_t *src, int n)
{
	int i;

	for (i = 1; i < n - 1; i++)
		dst[i] = (uint8_t)((src[i - 1] + src[i] + src[i + 1]) / 3);	// expect: divmod
}

/* The same filter with the divide as a multiply by 21846/65536 (exact for sums up to 765). */
void box3_mul(uint8_t *dst, const uint8_t *src, int n)
{
	int i;

	for (i = 1; i < n - 1; i++)
		dst[i] = (uint8_t)(((src[i - 1] + src[i] + src[i + 1]) * 21846) >> 16);	// no: divmod: reciprocal multiply and shift // expect: missing-restrict
}

/* Energy of the first third of a frame: the bound is a folded macro. */
int32_t frame_energy(const int16_t *x)
{
	int32_t e = 0;
	int i;

	for (i = 0; i < FRAME_LEN / 3; i++)	// no: divmod: macro arithmetic folded to 320	// expect: loop-overhead
		e += (x[i] * x[i]) >> 8;
	return e + history[0];
}

/* DC gain of the FIR: loop bound from a sizeof quotient. */
int fir_dc_gain(void)
{
	int s = 0;
	unsigned i;

	for (i = 0; i < sizeof(fir_taps) / sizeof(fir_taps[0]); i++)	// no: divmod: sizeof quotient is a constant
		s += fir_taps[i];
	return s;
}

/* Slice of a macroblock row, and a level from the picture size. */
int slice_of(int mb_row)
{
	static const int rows_per_slice = MB_ROWS / SLICES;	// no: divmod: static initialiser, folded at compile time

	return mb_row / rows_per_slice;	// expect: divmod
}

int level_of(int mbs)
{
	switch (mbs) {
	case MB_COUNT:
		return 3;
	case MB_COUNT / 3:	// no: divmod: case label, folded at compile time
		return 2;
	default:
		return mbs > frame_ticks ? 4 : 1;
	}
}

/* A const variable with a constant initializer is a constant to any
 * compiler (flac's 'static const uint32_t FLAC__BITWRITER_DEFAULT_INCREMENT
 * = 4096u / sizeof(bwword)'), though C's constant expressions leave it out:
 * its value decides, as a literal's would. */
static const unsigned GROW_WORDS = 4096u / sizeof(unsigned);
static const unsigned BANDS = 21u;
const int TAPS = 12;

unsigned round_growth(unsigned need)
{
	return need % GROW_WORDS;	// no: divmod: GROW_WORDS is 1024, an unsigned mask
}

void band_of(unsigned *band, const unsigned *bin, int n)
{
	for (int i = 0; i < n; i++)
		band[i] = bin[i] / BANDS;	// expect: divmod warning
}

void tap_phase(int *ph, const int *pos, int n)
{
	for (int i = 0; i < n; i++)
		ph[i] = pos[i] % TAPS;	// expect: divmod warning
}

unsigned words_of(unsigned bytes)
{
	const unsigned word = 4;
	return bytes / word;	// no: divmod: a local const of 4: an unsigned shift
}

/* From stop 44, a constant divided by a parameter of a static inline
 * function that every call of the file passes as a constant of its own
 * ('SIZE_MAX / size2' in flac's alloc.h, called with 2 and a sizeof):
 * each inlined copy folds.  One call passing a variable keeps it. */
static inline int mul_overflows(uint32_t size1, uint32_t size2)
{
	return size1 > UINT32_MAX / size2;	// no: divmod: every call passes a constant size2, and the inlined copies fold
}

static inline int32_t share_of(int32_t total, int32_t parts)
{
	return 4096 / parts + total;	// expect: divmod
}

int32_t use_folds(uint32_t n, int32_t t, int32_t p)
{
	return mul_overflows(n, 2) + mul_overflows(n, sizeof(int64_t)) +
	       share_of(t, 8) + share_of(t, p);
}

/* A call from a static helper no code calls passes nothing (stop 50):
 * flac's alloc.h declares safe_realloc_muladd2_(), which calls
 * safe_realloc_mul_2op_() with a sum, and stream_decoder.c never calls it,
 * so it is never emitted (judged a wrong construct in the fortieth draw).
 * A helper a live function calls keeps its call's variable. */
static inline int grow_overflows(uint32_t size1, uint32_t size2)
{
	return size1 > UINT32_MAX / size2;	// no: divmod: every live call passes a constant size2; the one with a sum is in a helper nothing calls
}

static inline int grow_sum(uint32_t size1, uint32_t size2, uint32_t size3)
{
	return grow_overflows(size1, size2 + size3);
}

static inline int keep_overflows(uint32_t size1, uint32_t size2)
{
	return size1 > UINT32_MAX / size2;	// expect: divmod
}

static inline int keep_sum(uint32_t size1, uint32_t size2, uint32_t size3)
{
	return keep_overflows(size1, size2 + size3);
}

/* called only from a helper nothing calls: never emitted either (flac's
 * alloc.h in a file that calls none of its helpers) */
static inline int only_dead(uint32_t size1, uint32_t size2)
{
	return size1 > UINT32_MAX / size2;	// no: divmod: only a function nothing calls calls it: never emitted
}

static inline int only_dead_sum(uint32_t size1, uint32_t size2, uint32_t size3)
{
	return only_dead(size1, size2 + size3);
}

int32_t use_dead(uint32_t n, uint32_t m)
{
	return grow_overflows(n, 2) + grow_overflows(n, sizeof(int64_t)) +
	       keep_overflows(n, 4) + keep_sum(n, m, 1);
}
