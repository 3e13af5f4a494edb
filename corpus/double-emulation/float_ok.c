/*
 * double-emulation, code that stays in hardware float: a float biquad, a
 * float FIR, float <-> int conversions (falu), float compares (fcomp) and
 * float constants with the `f` suffix.  Nothing here involves a double, so
 * nothing is reported; each line says why.  This is the "after" side of the
 * advice the rule gives.
 */
#include <stdint.h>

/* Float biquad, transposed direct form II. */
void biquad_f(float *y, const float *x, int n, const float *c, float *z)
{
	float z1 = z[0];	// no: double-emulation: float variable
	float z2 = z[1];	// no: double-emulation: float variable
	int i;

	for (i = 0; i < n; i++) {
		float in = x[i];	// no: double-emulation: float variable
		float out = c[0] * in + z1;	// no: double-emulation: float multiply-add

		z1 = c[1] * in - c[3] * out + z2;	// no: double-emulation: float arithmetic	// expect: dependency-chain
		z2 = c[2] * in - c[4] * out;	// no: double-emulation: float arithmetic
		y[i] = out;
	}
	z[0] = z1;
	z[1] = z2;
}

/* Float FIR over a delay line. */
float fir_f(const float *x, const float *h, int taps)
{
	float acc = 0.0f;	// no: double-emulation: float literal
	int i;

	for (i = 0; i < taps; i++)	// expect: loop-overhead
		acc += x[i] * h[i];	// no: double-emulation: float multiply and add	// expect: dependency-chain
	return acc;
}

/* PCM conversions: float <-> int run on the falu. */
int16_t float_to_pcm(float v)
{
	if (v > 0.99997f)	// no: double-emulation: float compare with a float literal
		v = 0.99997f;
	if (v < -1.0f)	// no: double-emulation: float compare
		v = -1.0f;
	return (int16_t)(v * 32768.0f);	// no: double-emulation: float multiply, float to int conversion
}

float pcm_to_float(int16_t s)
{
	return (float)s * (1.0f / 32768.0f);	// no: double-emulation: int to float conversion, float constant
}

/* Frame counter kept in float for an animation curve. */
float anim_t;	// no: double-emulation: float global

void anim_step(void)
{
	anim_t++;	// no: double-emulation: float increment
	if (anim_t >= 64.0f)	// no: double-emulation: float compare
		anim_t = 0.0f;
}

/* Linear interpolation between two table entries. */
float lerp_f(const float *t, uint32_t pos_q16)
{
	float frac = (float)(pos_q16 & 0xffff) * (1.0f / 65536.0f);	// no: double-emulation: float constant expression
	uint32_t i = pos_q16 >> 16;

	return t[i] + (t[i + 1] - t[i]) * frac;	// no: double-emulation: float arithmetic
}

/* Peak of a block, negative values flipped with unary minus. */
float peak_f(const float *x, int n)
{
	float p = 0.0f;
	int i;

	for (i = 0; i < n; i++) {	// expect: loop-overhead
		float a = x[i] < 0.0f ? -x[i] : x[i];	// no: double-emulation: float compare and negate

		if (a > p)	// no: double-emulation: float compare	// no: missed-guard: a short branch of operations, which TCS if-converts into guarded operations itself
			p = a;
	}
	return p;
}

/* Automatic gain control in float, with integer bookkeeping. */
float agc_gain;	// no: double-emulation: float global
unsigned agc_hold;
unsigned agc_level;	/* gain in 1/16 steps, for a level display */

void agc_update(const int16_t *x, int n, float target)
{
	float peak = 0.0f;
	int i;

	for (i = 0; i < n; i++) {	// expect: loop-overhead
		float v = (float)x[i];	// no: double-emulation: int to float on the falu

		if (v < 0.0f)	// no: missed-guard: a short branch of operations, which TCS if-converts into guarded operations itself
			v = -v;	// no: double-emulation: float negate
		if (v > peak)	// no: missed-guard: a short branch of operations, which TCS if-converts into guarded operations itself
			peak = v;
	}
	if (peak * agc_gain > target)	// no: double-emulation: float multiply and compare
		agc_gain *= 0.5f;	// no: double-emulation: float multiply by a float constant
	else if (agc_hold++ > 100u)	// no: double-emulation: unsigned compare
		agc_gain += 0.01f;	// no: double-emulation: float add
	agc_level = (unsigned)(agc_gain * 16.0f);	// no: double-emulation: float to unsigned on the falu
}
