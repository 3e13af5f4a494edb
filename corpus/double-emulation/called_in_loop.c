/*
 * double-emulation, straight-line code by how often its function runs:
 * a helper's straight-line code runs once per call of the helper, but
 * as often as its callers call it.  Called in a loop of a caller, or
 * from a function a loop calls, it is code in a loop (a warning, its
 * total weighed by the calls: the JSON "calls"); called once, it stays
 * the note of straight-line code; called in a loop of set-up code only,
 * it is set-up code.  Across files: tests/cli_callgraph.sh.
 */
static float half_once(float x)
{
	return x * 0.5;	// expect: double-emulation note count=1 // negative: gain calls it once, straight-line: once per call
}

static float half_loop(float x)
{
	return x * 0.5;	// expect: double-emulation warning count=1
}

static float half_inner(float x)
{
	return x * 0.5;	// expect: double-emulation warning
}

/* straight-line, called in a loop of outer: its callee runs per iteration */
static float half_mid(float x)
{
	return half_inner(x) + 1.0f;
}

static float half_twice(float x)
{
	return x * 0.5;	// expect: double-emulation warning
}

static float half_table(float x)
{
	return x * 0.5;	// expect: double-emulation note // negative: only set-up code (table_init's loop) calls it
}

float gain(float x)
{
	return half_once(x);
}

void filter(float *v, int n)
{
	int i;

	for (i = 0; i < n; i++)
		v[i] = half_loop(v[i]);
}

void outer(float *v, int n)
{
	int i;

	for (i = 0; i < n; i++)
		v[i] = half_mid(v[i]);
}

float pair(float a, float b)
{
	return half_twice(a) + half_twice(b);
}

void table_init(float *t, int n)
{
	int i;

	for (i = 0; i < n; i++)
		t[i] = half_table((float)i);
}

/* through a function pointer this file fills (liba52's ifft128 =
 * ifft128_c): the pointer's calls in a loop reach the functions whose
 * address the file takes with as many parameters */
static float (*scale_fn)(float);

static float scale_ptr(float x)
{
	return x * 0.5;	// expect: double-emulation warning
}

static float scale_two(float x, float y)
{
	/* one: the literal alone makes the expression double, so its multiply,
	 * the add, the widenings and the narrowing are one finding whose fix
	 * is the suffix (expression.c) */
	return x * 0.5 + y;	// expect: double-emulation note // negative: two parameters, so scale_fn's one-argument calls cannot reach it; pair_once's call through pair_fn runs once
}

static float (*const pair_fn)(float, float) = scale_two;

void scale_setup(void)
{
	scale_fn = scale_ptr;
}

void scale_all(float *v, int n)
{
	int i;

	for (i = 0; i < n; i++)
		v[i] = scale_fn(v[i]);
}

float pair_once(float a, float b)
{
	return pair_fn(a, b);
}
