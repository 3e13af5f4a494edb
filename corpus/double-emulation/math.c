/*
 * double-emulation, libm calls: sin, sqrt, atan2, pow ... take and return
 * double and run entirely on software double; their float versions (sinf,
 * sqrtf, atan2f, powf) use the hardware float units.  The float -> double
 * argument and double -> float result conversions around a double call
 * belong to the call's finding.  Spectrum, oscillator and colour code.
 */
#include <math.h>
#include <stdlib.h>

/* Sine table for a wavetable oscillator. */
void sine_table(float *t, int n)
{
	float step = 6.2831853f / n;	// expect: divmod
	float ph = 0.0f;
	int i;

	for (i = 0; i < n; i++) {
		t[i] = sin(ph);	// expect: double-emulation
		ph += step;
	}
}

void sine_table_f(float *t, int n)
{
	float step = 6.2831853f / n;	// expect: divmod
	float ph = 0.0f;
	int i;

	for (i = 0; i < n; i++) {
		t[i] = sinf(ph);	// no: double-emulation: sinf runs in hardware float
		ph += step;
	}
}

/* Magnitude and phase of FFT bins. */
void bin_polar(float *mag, float *arg, const float *re, const float *im, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		mag[i] = sqrt(re[i] * re[i] + im[i] * im[i]);	// expect: double-emulation
		arg[i] = atan2(im[i], re[i]);	// expect: double-emulation
	}
}

void bin_polar_f(float *mag, float *arg, const float *re, const float *im, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		mag[i] = hypotf(re[i], im[i]);	// no: double-emulation: hypotf is the float version
		arg[i] = atan2f(im[i], re[i]);	// no: double-emulation: atan2f is the float version
	}
}

/* Gamma correction of one channel. */
float gamma_encode(float v)
{
	return pow(v, 0.4545f);	// expect: double-emulation
}

float gamma_encode_f(float v)
{
	return powf(v, 0.4545f);	// no: double-emulation: powf is the float version
}

/* Power to decibels, float in and out. */
float power_db(float p)
{
	float l = log10(p);	// expect: double-emulation

	return 10.0f * l;	// no: double-emulation: float multiply of the already narrowed result
}

float power_db_f(float p)
{
	return 10.0f * log10f(p);	// no: double-emulation: log10f is the float version
}

/* Absolute value: the integer and float versions. */
int abs_diff(int a, int b)
{
	return abs(a - b);	// no: double-emulation: abs() is the int function
}

float abs_f(float v)
{
	return fabsf(v);	// no: double-emulation: fabsf is the float version
}

/* A double argument: the call is the only finding on the line. */
double envelope(double t)	// expect: double-emulation
{
	return exp(-t);	// expect: double-emulation
}

/* Rounding the classic way: a promoting literal and a double call on one line. */
float round_slow(float x)
{
	return floor(x + 0.5);	// expect: double-emulation x2
}

float round_fast(float x)
{
	return floorf(x + 0.5f);	// no: double-emulation: floorf and a float literal
}

/* Cutoff of a one-pole filter: float args through a double cos(). */
float onepole_coef(float fc, float fs)
{
	float w = 6.2831853f * fc / fs;	// expect: divmod

	return 1.0f - cosf(w);	// no: double-emulation: cosf is the float version
}

float onepole_coef_slow(float w)
{
	return 1.0f - (float)cos(w);	// expect: double-emulation
}

/* An envelope follower and a pitch detector kept in float: the float libm. */
float env_follow(float env, float in, float attack, float release)
{
	float a = fabsf(in);	// no: double-emulation: fabsf is the float version
	float k = a > env ? attack : release;	// no: double-emulation: float compare and select

	return env + k * (a - env);	// no: double-emulation: float arithmetic
}

float semitones(float f0, float f1)
{
	return 12.0f * log2f(f1 / f0);	// expect: divmod // no: double-emulation: log2f is the float version
}

float wrap_phase(float ph)
{
	return fmodf(ph, 6.2831853f);	// no: double-emulation: fmodf is the float version
}

float decay(float t, float tau)
{
	return expf(-t * tau);	// no: double-emulation: expf is the float version
}

int quantise(float v)
{
	return (int)roundf(v * 255.0f);	// no: double-emulation: roundf and a float-to-int conversion
}

float frac_part(float v)
{
	return v - truncf(v);	// no: double-emulation: truncf is the float version
}
