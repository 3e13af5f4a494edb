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
