/*
 * Robustness: compiler builtins (variadic argument access, atomics, memory
 * barriers, branch hints).  libclang 19 crashes when their implicit
 * declarations are looked up, so the walker must never do so; the rules
 * still see the arithmetic around them.
 */
#include <stdarg.h>

int sum_args(int n, ...)
{
	va_list ap;
	int s = 0;

	va_start(ap, n);
	for (int i = 0; i < n; i++)	// expect: loop-overhead
		s += va_arg(ap, int);
	va_end(ap);
	return s;
}

static int counter;

void barrier_and_count(void)
{
	__sync_synchronize();
	__atomic_fetch_add(&counter, 1, __ATOMIC_SEQ_CST);
	__sync_fetch_and_add(&counter, 1);
}

int likely_divide(int a, int b)
{
	if (__builtin_expect(b != 0, 1))
		return a / b;	// expect: divmod
	return __builtin_popcount((unsigned)a);
}
