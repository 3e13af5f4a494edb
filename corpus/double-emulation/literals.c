/*
 * double-emulation, unsuffixed literals in float code: in `x * 0.5` with x a
 * float, C promotes x to double, multiplies in software and converts back.
 * The finding is reported once, at the literal (the promoted operation and
 * its conversions are part of it).  `0.5f` keeps the operation in hardware
 * float; `float g = 0.5;` and float initialisers are converted by the
 * compiler.  In `d * 0.5` with d double, only the double operation counts.
 */

static const float window4[4] = { 0.08, 0.54, 0.54, 0.08 };	// no: double-emulation: constants converted at compile time

void set_gain(float g);

/* Soft limiter for float audio. */
float soft_clip(float x)
{
	if (x > 1.0)	// expect: double-emulation
		return 1.0f;
	if (x < -1.0f)	// no: double-emulation: float literal, hardware compare
		return -1.0f;
	return 1.5f * x - 0.5f * x * x * x;	// no: double-emulation: float literals throughout
}

/* Halving with and without the suffix. */
float half_slow(float x)
{
	return x * 0.5;	// expect: double-emulation
}

float half_fast(float x)
{
	return x * 0.5f;	// no: double-emulation: float multiply
}

/* Initialising a float from a double literal is folded. */
float unity(void)
{
	float g = 0.5;	// no: double-emulation: compile-time conversion of the constant

	set_gain(0.25);	// no: double-emulation: argument constant converted at compile time
	return g + g;
}

/* Linear ramp with the offset on its own line: the finding is at the literal. */
float ramp(float t)
{
	return t *
	       0.70710678;	// expect: double-emulation
}

float bias(float t)
{
	return t + 1.0;	// expect: double-emulation
}

/* Gate: compare with a small threshold. */
int gate_open(float level)
{
	return level >= 0.001;	// expect: double-emulation
}

int gate_open_f(float level)
{
	return level >= 1e-3f;	// no: double-emulation: float literal
}

/* Apply a window: float arithmetic only. */
void apply_window(float *x)
{
	int i;

	for (i = 0; i < 4; i++)
		x[i] *= window4[i];	// no: double-emulation: float times float
}

/* A double operand: the literal promotes nothing, the multiply is double. */
double half_d(double d)	// expect: double-emulation
{
	return d * 0.5;	// expect: double-emulation
}

/* An exponential smoother with a promoted coefficient. */
void smooth(float *y, const float *x, int n)
{
	float s = 0.0f;
	int i;

	for (i = 0; i < n; i++) {
		float step = (x[i] - s) * 0.125;	// expect: double-emulation

		s += step;	// no: double-emulation: float add
		y[i] = s;
	}
}

/* The same smoother in float. */
void smooth_f(float *y, const float *x, int n)
{
	float s = 0.0f;
	int i;

	for (i = 0; i < n; i++) {
		s += (x[i] - s) * 0.125f;	// no: double-emulation: all float, hardware fmul and fadd	// expect: dependency-chain
		y[i] = s;	// expect: missing-restrict
	}
}

/* Mid-point with a ternary in float. */
float relu_f(float v)
{
	return v > 0.0f ? v : 0.0f;	// no: double-emulation: float compare and select
}

/* A limit through a min macro (opus's 'G_max = min(G_max, 1e10)'): the
 * literal promotes the compare and the select; its finding prices the
 * compare and the widening of 'g', which the select's arm shares, and the
 * narrowing of the result back to float is a finding of its own.  A
 * select whose double arm is a literal alone, with no promoted compare,
 * reports its widening. */
#define MIN(a, b) ((a) < (b) ? (a) : (b))
void limit(float *g, int n, int c)
{
	int i;

	for (i = 0; i < n; i++) {
		g[i] = MIN(g[i], 1e10);	// expect: double-emulation x2
		g[i + n] = c ? g[i + n] : 1.0;	// expect: double-emulation x2
	}
}

/* Another literal promotes the compare: the arm's widening is its own. */
float pick(float g, float x)
{
	return x < 0.5 ? g : 1e10;	// expect: double-emulation x3
}
