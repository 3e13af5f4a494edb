/*
 * divmod, counts from the callers: a loop of a static function bounded by a
 * parameter ('for (i = 0; i < n; i++)') runs as often as its calls' arguments
 * say, when every call of the unit passes a constant -- or a parameter of its
 * own caller that is known so -- and nothing else can call the function (no
 * external linkage, no address taken).  The same count for every call is a
 * constant count; different ones give the largest, still assumed.  A function
 * other code may call, an argument that is a variable, a parameter the
 * function writes or a body that leaves the loop keep the assumed count (100)
 * or a bound.  The counts are those of the divides' findings.
 */
#include <stdint.h>

enum { BLOCK = 96 / 6 };	// no: divmod: an enum value, folded at compile time

/* 16 for both calls: a constant count */
static int box3(const int16_t *x, int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += x[i] / 3;	// expect: divmod count=16 basis=constant
	return s;
}

/* a parameter passed on with an offset: 14 + 2 */
static int leaf(const int16_t *x, int m)
{
	int s = 0;

	for (int i = 0; i < m; i++)
		s += x[i] % 5;	// expect: divmod count=16 basis=constant
	return s;
}

static int mid(const int16_t *x, int m)
{
	return leaf(x, m + 2);
}

/* counting down from the parameter: 'i = n - 1; i >= 0' runs n times */
static int down(const int16_t *x, int n)
{
	int s = 0;

	for (int i = n - 1; i >= 0; i--)
		s += x[i] / 7;	// expect: divmod count=12 basis=constant
	s += (unsigned)n % 8u;	// no: divmod: an unsigned modulo by 8 is a mask
	return s;
}

/* 8 from one call, 24 from the other: at most 24, assumed */
static int two_sizes(const int16_t *x, int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += x[i] / 9;	// expect: divmod count=24 basis=assumed
	return s;
}

/* one call passes a variable: nothing is known */
static int var_size(const int16_t *x, int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += x[i] / 11;	// expect: divmod count=100 basis=assumed
	return s;
}

/* the function halves its parameter before the loop */
static int halves(const int16_t *x, int n)
{
	int s = 0;

	n >>= 1;
	for (int i = 0; i < n; i++)
		s += x[i] / 13;	// expect: divmod count=100 basis=assumed
	return s;
}

/* its address is taken: a call through the pointer may pass anything */
static int by_pointer(const int16_t *x, int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += x[i] / 15;	// expect: divmod count=100 basis=assumed
	return s;
}

int (*const filter_hook)(const int16_t *, int) = by_pointer;

/* a search that may stop early: 20 is only a bound, the count assumed */
static int find(const int16_t *x, int n, int v)
{
	for (int i = 0; i < n; i++) {
		if (x[i] == v)	// expect: missed-guard
			return i / 3;	// expect: divmod count=1 basis=constant note
		if (x[i] % 6 == 1)	// expect: divmod count=20 basis=assumed, missed-guard
			break;
	}
	return -1;
}

/* external linkage: other files may call it with any count */
int api_sum(const int16_t *x, int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += x[i] / 17;	// expect: divmod count=100 basis=assumed
	s += (uint16_t)n / 4u;	// no: divmod: an unsigned divide by 4 is a shift
	return s;
}

int frame(const int16_t *x, int len)
{
	int s = box3(x, BLOCK) + box3(x + 16, 48 / 3);	// no: divmod: '48 / 3' is folded at compile time
	s += mid(x, 14) + down(x, (int)(sizeof(int16_t[24]) / sizeof(int32_t)));	// no: divmod: a quotient of sizeofs is folded at compile time
	s += two_sizes(x, 8) + two_sizes(x, 24);
	s += var_size(x, 10) + var_size(x, len);
	s += halves(x, 32) + by_pointer(x, 8);
	s += find(x, 20, 3);
	s += api_sum(x, 16);
	return s + (int)((unsigned)len % 16u);	// no: divmod: an unsigned modulo by 16 is a mask
}

/* Extents from the callers: a static function's loop over a pointer
 * parameter, bounded by a run-time count, runs at most as many times as
 * the largest array its calls pass has elements (faad2's
 * delta_modulo_decode over 'ps->ipd_index[env]', an int8_t[17]): 17, a
 * bound.  A call that passes a pointer leaves it assumed. */
struct ps_idx { int8_t ipd[5][17]; int8_t opd[5][17]; };

static int32_t clear_row(int8_t *index, int n, int32_t d)
{
	int32_t s = 0;
	int i;

	for (i = 0; i < n; i++)
		s += index[i] / d;	// expect: divmod warning count=17 basis=assumed
	return s;
}

static int32_t sum_row(const int32_t *x, int n, int32_t d)
{
	int32_t s = 0;
	int i;

	for (i = 0; i < n; i++)
		s += x[i] % d;	// expect: divmod warning count=100 basis=assumed
	return s;
}

int32_t rows(struct ps_idx *p, int e, int n, const int32_t *y, int32_t d)
{
	int32_t loc[24];
	int i;

	for (i = 0; i < 24; i++)	// expect: loop-overhead
		loc[i] = y[i];
	return clear_row(p->ipd[e], n, d) + clear_row(p->opd[e], n, d) +
	       sum_row(loc, n, d) + sum_row(y, n, d);
}

/* The pointer replaced or moved before the loop: the callers' arrays say
 * nothing of it. */
extern int16_t big_buf[4096];

static int32_t moved_row(int16_t *p, int n, int32_t d)
{
	int32_t s = 0;
	int i;

	if (!p[0])
		p = big_buf;
	for (i = 0; i < n; i++)
		s += p[i] / d;	// expect: divmod warning count=100 basis=assumed
	return s;
}

int32_t moved(int n, int32_t d)
{
	int16_t a[4];

	a[0] = (int16_t)n;
	return moved_row(a, n, d);
}

/* Countdowns of a parameter, 'while (n--)' (wavpack's
 * mix_samples_with_gain(), whose one caller passes 128): the condition's
 * step is the parameter's only write, so the callers' values are the
 * loop's start: n passes, one less for '--n'.  Nested in a loop, written
 * again, or passed on after the loop, it says nothing. */
static int32_t count_down(const int16_t *x, int n)
{
	int32_t s = 0;

	while (n--)
		s += *x++ / 19;	// expect: divmod count=24 basis=constant
	return s;
}

static int32_t count_pre(const int16_t *x, int n)
{
	int32_t s = 0;

	while (--n)
		s += *x++ % 21;	// expect: divmod count=23 basis=constant
	return s + (int32_t)((uint32_t)n / 4u);	// no: divmod: an unsigned divide by 4 is a shift
}

static int32_t count_nested(const int16_t *x, int rows, int n)
{
	int32_t s = 0;

	for (int r = 0; r < rows; r++)	/* 2 rows, the callers' */
		while (n--)	/* the second row starts where the first stopped */
			s += *x++ / 23;	// expect: divmod count=200 basis=assumed
	return s;
}

static int32_t count_rewritten(const int16_t *x, int n)
{
	int32_t s = 0;

	if (x[0] < 0)
		n = 4;
	while (n--)
		s += *x++ / 25;	// expect: divmod count=100 basis=assumed
	return s;
}

static int32_t count_inner(const int16_t *x, int n)
{
	int32_t s = 0;

	for (int i = 0; i < n; i++)
		s += x[i] / 29;	// expect: divmod count=100 basis=assumed
	return s;
}

/* the same countdown with no divide unit's work in it */
static uint32_t count_cheap(const uint16_t *x, int n)
{
	uint32_t s = 0;

	while (n--) {	// expect: loop-overhead
		s += (uint32_t)*x / 4u;	// no: divmod: an unsigned divide by 4 is a shift
		s += (uint32_t)*x++ % 16u;	// no: divmod: an unsigned modulo by 16 is a mask
		s += s / 1u;	// no: divmod: a divide by 1 is nothing // expect: dependency-chain
	}
	return s + (uint32_t)(sizeof(uint16_t[8]) / sizeof(uint16_t));	// no: divmod: a quotient of sizeofs is folded at compile time
}

static int32_t count_passed(const int16_t *x, int n)
{
	int32_t s = 0;

	while (n-- > 0)
		s += *x++ / 27;	// expect: divmod count=24 basis=constant
	/* n is -1 here: what count_inner() gets is not the callers' 24 */
	return s + count_inner(x, n);
}

/* 'for (count = n; count--; )' from a parameter: what the calls pass */
static int32_t count_for(const int16_t *x, int n)
{
	int32_t s = 0, count;

	for (count = n; count--; x++)
		s += *x / 31;	// expect: divmod count=40 basis=constant
	return s;
}

int32_t counts(const int16_t *x)
{
	return count_down(x, 24) + count_pre(x, 24) + count_nested(x, 2, 24) +
	       count_rewritten(x, 24) + count_passed(x, 24) +
	       (int32_t)count_cheap((const uint16_t *)x, 24) +
	       count_for(x, 40) + (24 / 8);	// no: divmod: '24 / 8' is folded at compile time
}
