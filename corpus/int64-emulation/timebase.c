/*
 * int64-emulation, arithmetic on a 64-bit time base: 90 kHz presentation
 * time stamps and a 27 MHz system clock as an MPEG demultiplexer keeps them.
 * Add, subtract, compare, shift, compound assignment and ++ are inline
 * multi-operation sequences on register pairs (note); multiply is an
 * umul/umulm sequence and divide/modulo call _rt_u64div and friends
 * (warning).  Constant expressions such as SYSCLK_PER_PTS fold away.
 */
#include <stdint.h>

#define SYSCLK_HZ	27000000ULL
#define PTS_HZ		90000ULL
#define SYSCLK_PER_PTS	(SYSCLK_HZ / PTS_HZ)
#define PTS_WRAP	(1ULL << 33)

uint64_t pts_add(uint64_t pts, uint64_t delta)
{
	return pts + delta;	// expect: int64-emulation
}

int64_t pts_diff(uint64_t a, uint64_t b)
{
	return (int64_t)(a - b);	// expect: int64-emulation
}

int pts_before(uint64_t a, uint64_t b)
{
	return a < b;	// expect: int64-emulation
}

int pts_same(uint64_t a, uint64_t b)
{
	return a == b;	// expect: int64-emulation
}

/* 33-bit PTS wrap, with the wrap constant folded. */
uint64_t pts_wrap(uint64_t pts)
{
	return pts & (PTS_WRAP - 1);	// no: int64-emulation: 64-bit AND with a folded constant is two 32-bit ands
}

uint64_t pts_to_sysclk(uint64_t pts)
{
	return pts * SYSCLK_PER_PTS;	// expect: int64-emulation
}

uint64_t sysclk_to_pts(uint64_t clk)
{
	return clk / SYSCLK_PER_PTS;	// expect: int64-emulation // no: divmod: a 64-bit divide is int64-emulation's
}

uint32_t pts_subsec(uint64_t pts)
{
	return (uint32_t)(pts % PTS_HZ);	// expect: int64-emulation
}

/* A free-running clock extended from a 32-bit hardware timer. */
struct clock64 {
	uint64_t ticks;
	uint32_t last_hw;
	uint32_t wraps;
};

void clock_update(struct clock64 *c, uint32_t hw)
{
	uint32_t delta = hw - c->last_hw;	// no: int64-emulation: 32-bit subtract

	c->last_hw = hw;
	c->ticks += delta;	// expect: int64-emulation
	if (hw < delta)	// no: int64-emulation: 32-bit compare
		c->wraps++;	// no: int64-emulation: 32-bit counter
}

/* Frames decoded since start-up. */
static uint64_t frames_decoded;

void frame_done(void)
{
	frames_decoded++;	// expect: int64-emulation
}

void frame_dropped(void)
{
	frames_decoded--;	// expect: int64-emulation
}

/* Nanoseconds to microseconds in place, and a change test. */
void ns_to_us(uint64_t *t)
{
	*t /= 1000;	// expect: int64-emulation
}

int pts_changed(uint64_t a, uint64_t b)
{
	return a != b;	// expect: int64-emulation
}

/* Timeout test written two ways. */
int timed_out(uint64_t now, uint64_t start, uint64_t timeout)
{
	uint64_t elapsed = now - start;	// expect: int64-emulation

	return elapsed >= timeout;	// expect: int64-emulation
}

int timed_out_32(uint32_t now, uint32_t start, uint32_t timeout)
{
	return now - start >= timeout;	// no: int64-emulation: a 32-bit timer with wrap-safe subtract
}

/* Audio clock: samples played times a Q16 ticks-per-sample ratio.  The
 * 32x32 widening multiply is free of emulation; the shift and += are not. */
uint64_t audio_pts(uint64_t base, uint32_t samples, uint32_t ticks_q16)
{
	uint64_t pts = base;	// no: int64-emulation: declaration and copy

	pts += ((uint64_t)samples * ticks_q16) >> 16;	// expect: int64-emulation
	return pts;
}

/* Signed drift between the audio and video clocks, in 90 kHz ticks. */
int64_t av_drift(int64_t audio, int64_t video)
{
	int64_t d = audio;

	d -= video;	// expect: int64-emulation
	return d;
}

/* Countdown over a 64-bit byte budget. */
void drain(uint64_t budget, uint32_t chunk, void (*emit)(uint32_t))
{
	while (budget > chunk) {	// expect: int64-emulation
		emit(chunk);
		budget = budget - chunk;	// expect: int64-emulation
	}
	emit((uint32_t)budget);	// no: int64-emulation: 64 to 32-bit conversion takes the low word
}
