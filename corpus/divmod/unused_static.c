/*
 * divmod, static functions the file never calls: no compiler emits them
 * (a header's 'static inline' helpers a file does not use, opus's
 * silk_max_64 whose only call is under '#if SILK_TIC_TOC'; a helper left
 * for a configuration not built).  Their findings are dropped; a static
 * function the file calls, or whose address it takes, reports as usual.
 */
#include <stdint.h>

static inline int32_t unused_ratio(int32_t a, int32_t b)
{
	return a / b;	// no: divmod: no code of the file calls unused_ratio: not emitted
}

static int32_t unused_loop(const int32_t *x, int n, int32_t d)
{
	int32_t s = 0;

	for (int i = 0; i < n; i++)
		s += x[i] % d;	// no: divmod: no code of the file calls unused_loop: not emitted
	return s;
}

/* Calls only itself: still never called. */
static int32_t unused_rec(int32_t a, int32_t b)
{
	return a > b ? unused_rec(a / b, b) : a;	// no: divmod: only unused_rec calls unused_rec: not emitted
}

static inline int32_t used_ratio(int32_t a, int32_t b)
{
	return a / b;	// expect: divmod
}

static int32_t by_pointer(int32_t a, int32_t b)
{
	return a % b;	// expect: divmod
}

int32_t (*const ratio_fn)(int32_t, int32_t) = by_pointer;

int32_t api(const int32_t *x, int n, int32_t d)
{
	int32_t s = 0;

	for (int i = 0; i < n; i++)
		s += used_ratio(x[i], d);
	return s;
}

/* Emitted though no code calls them: a constructor and a 'used'
 * function, and functions named in a table of untyped pointers or cast
 * to an integer. */
int32_t gx[100];
int32_t gd = 7;

__attribute__((constructor)) static void init_tab(void)
{
	for (int i = 0; i < 100; i++)
		gx[i] = 1000 / (i + gd);	// expect: divmod
}

__attribute__((used)) static int32_t kept(int32_t v)
{
	return gx[0] / v;	// expect: divmod
}

static int32_t handler(int32_t v)
{
	return gx[1] % v;	// expect: divmod
}

void *const handlers[] = { (void *)handler };

static int32_t h2(int32_t v)
{
	return gx[2] / v;	// expect: divmod
}

const uintptr_t h2_addr = (uintptr_t)&h2;

/* A header's helpers this file does not use (SigProc_FIX.h has dozens):
 * none is emitted. */
static inline int32_t div32_varq(int32_t a, int32_t b)
{
	return a / b;	// no: divmod: no code of the file calls div32_varq: not emitted
}

static inline int32_t mod32(int32_t a, int32_t b)
{
	return a % b;	// no: divmod: no code of the file calls mod32: not emitted
}

static inline uint32_t udiv32(uint32_t a, uint32_t b)
{
	return a / b;	// no: divmod: no code of the file calls udiv32: not emitted
}

static inline int32_t div_round(int32_t a, int32_t b)
{
	return (a + b / 2) / b;	// no: divmod: no code of the file calls div_round: not emitted
}

static inline int32_t avg_n(const int32_t *x, int n)
{
	int32_t s = 0;

	for (int i = 0; i < n; i++)
		s += x[i];
	return s / n;	// no: divmod: no code of the file calls avg_n: not emitted
}

static inline int32_t scale_q(int32_t a, int32_t q)
{
	return (a << 8) / q;	// no: divmod: no code of the file calls scale_q: not emitted
}

static inline int32_t ratio_pct(int32_t a, int32_t b)
{
	return 100 * a / b;	// no: divmod: no code of the file calls ratio_pct: not emitted
}

static inline int32_t clamp_div(int32_t a, int32_t b)
{
	return b ? a / b : 0;	// no: divmod: no code of the file calls clamp_div: not emitted
}

static inline int32_t wrap(int32_t a, int32_t n)
{
	return ((a % n) + n) % n;	// no: divmod: no code of the file calls wrap: not emitted
}

static inline int32_t half_up(int32_t a, int32_t d)
{
	return (2 * a + d) / (2 * d);	// no: divmod: no code of the file calls half_up: not emitted
}

/* The same attributes through object-like macros. */
#define KEEP_FN __attribute__((used))
#define INIT_FN __attribute__((__constructor__(101)))

KEEP_FN static int32_t kept_m(int32_t v)
{
	return gx[3] / v;	// expect: divmod
}

INIT_FN static void init_m(void)
{
	gx[4] = 1000 % (gd + 1);	// expect: divmod
}

/* An attribute that keeps nothing: 'unused' only silences the warning. */
#define MAYBE_UNUSED __attribute__((unused))

MAYBE_UNUSED static int32_t spare(int32_t v)
{
	return gx[5] / v;	// no: divmod: no code of the file calls spare, and 'unused' does not keep it: not emitted
}

static inline int32_t spare2(int32_t v)
{
	return (gx[6] + 1) % v;	// no: divmod: no code of the file calls spare2: not emitted
}
