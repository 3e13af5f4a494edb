/*
 * double-emulation, conversions: int <-> double and float <-> double
 * conversions call software routines unless the compiler folds them
 * (constants).  The float -> double promotion of an argument to a variadic
 * function such as printf is forced by C's default argument promotions and
 * not reported: its cost belongs to the call.  Lines with a declaration and
 * a conversion hold two findings (`x2`).
 */
#include <stdint.h>
#include <stdio.h>

/* Elapsed seconds of a 27 MHz tick count, for a log line. */
void log_elapsed(uint32_t ticks)
{
	double s;	// expect: double-emulation

	s = ticks;	// expect: double-emulation
	s /= 27e6;	// expect: double-emulation
	printf("elapsed %.3f s\n", s);	// no: double-emulation: passing a double needs no conversion
}

/* The spec's own example: declaration plus conversion on one line. */
double widen(int i)
{
	double x = i;	// expect: double-emulation x2
	return x;
}

/* A float widened into a double variable: declaration and conversion. */
double widen_f(float f)
{
	double x = f;	// expect: double-emulation x2
	return x;
}

/* An int returned from a double function, and an int passed to a double parameter. */
double from_int(int i)
{
	return i;	// expect: double-emulation
}

/* Back to integer and to float. */
int to_int(double d)	// expect: double-emulation
{
	return (int)d;	// expect: double-emulation
}

float narrow(double d)	// expect: double-emulation
{
	return d;	// expect: double-emulation
}

float narrow_cast(double d)	// expect: double-emulation
{
	return (float)d;	// expect: double-emulation
}

/* A level meter with a double API called from float code. */
static double meter_db;	// expect: double-emulation

static void meter_set(double db)	// expect: double-emulation
{
	meter_db = db;	// no: double-emulation: plain assignment
}

void meter_update(float level_db)
{
	meter_set(level_db);	// expect: double-emulation
}

void meter_set_int(int db)
{
	meter_set(db);	// expect: double-emulation
}

void meter_reset(void)
{
	meter_set(0);	// no: double-emulation: int constant converted at compile time
}

void meter_mute(void)
{
	meter_db = (double)-96;	// no: double-emulation: cast of a constant, folded
}

/* float -> double through printf's variadic arguments. */
void print_gain(float g)
{
	printf("gain %f\n", g);	// no: double-emulation: variadic argument promotion forced by C
}

void print_gain_db(float g, int ch)
{
	printf("ch %d gain %f\n", ch, g * 2.0f);	// no: double-emulation: float multiply, then variadic promotion
}

/* Compare a double with an int: the comparison and the conversion of n. */
int over_limit(double v, int n)	// expect: double-emulation
{
	return v > n;	// expect: double-emulation
}

/* Size queries are compile-time. */
unsigned words_per_double(void)
{
	return sizeof(double) / sizeof(uint32_t);	// no: double-emulation: sizeof, no double value
}

/* Float assigned into a double variable. */
double accumulate_f(const float *x, int n)
{
	double acc = 0;	// expect: double-emulation
	double t;	// expect: double-emulation
	int i;

	for (i = 0; i < n; i++) {
		t = x[i];	// expect: double-emulation
		acc += t;	// expect: double-emulation
	}
	return acc;
}

/* Unsigned to double for a percentage in a status line. */
void print_load(unsigned busy, unsigned total)
{
	double pct;	// expect: double-emulation

	pct = busy;	// expect: double-emulation
	pct *= 100;	// expect: double-emulation
	printf("load %.1f%% of %u\n", pct, total);	// no: double-emulation: double passed as is
}

/* A conversion of a variable that an earlier one in every pass already
 * made, the variable not written between (opus's burg_modified_FLP:
 * 'if (tmp1 <= minInvGain)' then 'invGain = minInvGain;' in its arm; GCC
 * -O2 converts once and keeps the register): only the first is priced.
 * One in an arm or behind '&&' runs only sometimes and does not stand for
 * the next; a write between or a global (a call may write it) makes a new
 * value. */
float g_gain;

double reuse(const double *x, float lim, int n)
{
	double s = 0.0, cap = 0.0;	// expect: double-emulation x2

	for (int i = 0; i < n; i++) {
		s += x[i];	// expect: double-emulation
		if (s <= lim) {	// expect: double-emulation x2
			cap = lim;	// no: double-emulation: 'lim' was converted in the condition above, in the same pass
			s *= lim;	// expect: double-emulation // (the multiply; its conversion made above)
		}
	}
	return s + cap;	// expect: double-emulation
}

double in_arm(float lim, int k)
{
	double t = 0.0;	// expect: double-emulation

	if (k > 2)
		t = lim;	// expect: double-emulation
	return t + lim;	// expect: double-emulation // (add and conversion: the one in the arm runs only when k > 2)
}

double behind_and(const double *x, float lim, int k)
{
	double t = 0.0;	// expect: double-emulation

	if (k && x[0] < lim)	// expect: double-emulation
		t = 1.0;
	return t + lim;	// expect: double-emulation // (behind '&&': not always made)
}

double written_between(float lim)
{
	double t = lim;	// expect: double-emulation x2

	lim *= 2.0f;
	return t + lim;	// expect: double-emulation // (a new value)
}

double global_twice(const double *x, int n)
{
	double s = g_gain;	// expect: double-emulation x2

	s += x[n];	// expect: double-emulation
	return s + g_gain;	// expect: double-emulation // (a global: a call may have written it)
}

/* Stores of a value converted once (a mixer writing one gain to several
 * double outputs): the first conversion is priced, the copies move two
 * words each.  Float work beside them is hardware float. */
void spread(double *out, const float *g, float gain, int k)
{
	double first = gain;	// expect: double-emulation x2

	out[0] = gain;	// no: double-emulation: 'gain' was converted on the line above
	out[1] = gain;	// no: double-emulation: converted already, not written since
	if (k > 1) {
		out[2] = gain;	// no: double-emulation: the conversion before the if covers the arm
		out[3] = gain;	// no: double-emulation: converted already
	} else {
		out[2] = gain;	// no: double-emulation: the conversion before the if covers this arm too
	}
	float h = g[0] * 0.5f;	// no: double-emulation: float arithmetic, hardware
	float q = h - g[1];	// no: double-emulation: float arithmetic, hardware
	out[4] = first;	// no: double-emulation: a copy of a double moves two words
	out[5] = gain;	// no: double-emulation: converted already
	out[6] = (double)(q > h);	// expect: double-emulation
}

/* (a reviewer's probes) what the earlier conversion does not stand for: a
 * value the loop around the later one writes, a do-while condition a
 * continue reaches without the body's conversion, another variable of the
 * name, a signed and an unsigned conversion, a volatile's loads */
double halve_until(float x, double s, double *o)	// expect: double-emulation
{
	o[0] = x;	// expect: double-emulation
	while (s > 1.0) {	// expect: double-emulation
		o[1] = x;	// expect: double-emulation // (the loop writes x: a new value each pass)
		x = x * 0.5f;
		s = s * 0.5;	// expect: double-emulation
	}
	return s;
}

void skip_some(const float *y, double *o, unsigned c)
{
	float x;
	int k = 0;

	do {
		x = y[k++];
		if (c & (unsigned)k)
			continue;
		o[0] = x;	// expect: double-emulation
	} while ((o[1] = x), k < 8);	// expect: double-emulation // (a continue reaches it without the conversion above)
}

void two_names(const float *y, double *o, float v)
{
	{
		float v2 = y[0], v = v2;
		o[0] = v;	// expect: double-emulation
	}
	o[1] = v;	// expect: double-emulation // (the parameter, not the block's v)
}

void signs(double *o, int k, volatile float x)
{
	o[0] = k;	// expect: double-emulation
	o[1] = (unsigned)k;	// expect: double-emulation // (unsigned: another value)
	o[2] = x;	// expect: double-emulation
	o[3] = x;	// expect: double-emulation // (a volatile: a new load)
}

/* Float work beside doubles: none of it is double precision. */
float fabsf(float);
float sqrtf(float);

float float_work(float a, float b, double *d, int n)
{
	float s = a * 0.5f;	// no: double-emulation: float multiply, hardware
	s += b * a;	// no: double-emulation: float arithmetic, hardware
	s -= fabsf(a);	// no: double-emulation: fabsf clears a bit of a float
	s += (float)n;	// no: double-emulation: int to float, hardware
	d[0] = -d[0];	// no: double-emulation: unary minus flips the sign bit
	if (s > 1.0f)	// no: double-emulation: float compare, hardware
		s = sqrtf(s);	// no: double-emulation: sqrtf on the hardware fsqrt
	n = n * 3 + 1;	// no: double-emulation: integer arithmetic
	s *= 2.0f;	// no: double-emulation: float multiply, hardware
	d[1] = d[2];	// no: double-emulation: a copy of a double moves two words
	return s + (float)n;	// no: double-emulation: float add and int to float, hardware
}
