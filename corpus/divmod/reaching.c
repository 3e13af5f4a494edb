/*
 * divmod, counts a local's last constant gives: a static function's loop
 * bounded by its parameter runs as often as the calls of the file pass,
 * and a local whose one reaching write is a constant passes that constant
 * ('len = NUM_LEN / 8; unpack(buf, len);', flac's metadata readers).  A
 * write under an if, or after the call in a loop around it, leaves the
 * count assumed.
 */
#include <stdint.h>

#define NUM_LEN 24

static uint32_t unpack(const uint8_t *b, uint32_t bytes, uint32_t q)
{
	uint32_t ret = 0;

	for (uint32_t i = 0; i < bytes; i++)
		ret = (ret << 8) | (b[i] / q);	// expect: divmod count=3
	return ret;
}

uint32_t read_fields(const uint8_t *buf, uint32_t q)
{
	uint32_t len, s = 0;

	len = NUM_LEN / 8;
	s += unpack(buf, len, q);
	len = 2;
	s += unpack(buf + 3, len, q);
	return s;
}

static uint32_t unpack_any(const uint8_t *b, uint32_t bytes, uint32_t q)
{
	uint32_t ret = 0;

	for (uint32_t i = 0; i < bytes; i++)
		ret = (ret << 8) | (b[i] / q);	// expect: divmod count=100 basis=assumed
	return ret;
}

uint32_t read_maybe(const uint8_t *buf, uint32_t q, int wide)
{
	uint32_t len = 2, s = 0;

	if (wide)
		len = 4 * q;
	s += unpack_any(buf, len, q);	// no: divmod: 'len' is 2, or 4 * q when 'wide' holds -- no constant reaches the call on every path
	for (int k = 0; k < 4; k++) {
		s += unpack_any(buf + k, 2, q);
		len = s >> 4;	// no: divmod: a shift; the write comes round to the call above in the next pass
	}
	return s + len;
}

/* The constant of the local's declaration ('uint32_t len = 12;'): 12 (it
 * was counted 0, the declaration's value not read, until stop 43). */
static uint32_t unpack_decl(const uint8_t *b, uint32_t bytes, uint32_t q)
{
	uint32_t ret = 0;

	for (uint32_t i = 0; i < bytes; i++)
		ret = (ret << 8) | (b[i] / q);	// expect: divmod count=12 basis=constant
	return ret;
}

uint32_t read_decl(const uint8_t *buf, uint32_t q)
{
	uint32_t len = 12;

	return unpack_decl(buf, len, q);
}

/* An arm no call of the file takes (stop 43): every call of the static
 * function passes 1 for 'stride', so 'stride == 2' never holds (faad2's
 * delta_modulo_decode); the finding there is a note that says so.  One
 * call passing 2, or a value not known, leaves the arm as it is. */
static void expand(int32_t *index, int32_t nr, int32_t stride, int32_t d)
{
	for (int32_t i = 0; i < nr; i++)
		index[i] /= d;	// expect: divmod warning
	if (stride == 2) {
		for (int32_t i = 2 * nr - 1; i > 0; i--)
			index[i] = index[i >> 1] % d;	// expect: divmod note count=0
	}
}

static void expand_some(int32_t *index, int32_t nr, int32_t stride, int32_t d)
{
	if (stride == 2) {
		for (int32_t i = 2 * nr - 1; i > 0; i--)
			index[i] = index[i >> 1] % d;	// expect: divmod warning
	}
}

static int32_t scale_mode(int32_t x, int32_t mode, int32_t d)
{
	if (mode > 3)
		return x / d;	// expect: divmod note count=0
	return x % d;	// expect: divmod
}

/* A parameter as a truth value (stop 52): 'if (esc)' is 'esc != 0',
 * 'if (!esc)' 'esc == 0' (flac's 'if (do_escape_coding)'); a call
 * passing a value the type does not hold as is decides nothing. */
static int32_t escape_bits(int32_t x, int32_t esc, int32_t d)
{
	if (esc)
		return x / d;	// expect: divmod note count=0
	if (!esc)
		x += d;
	return x % d;	// expect: divmod
}

static int32_t escape_not(int32_t x, int32_t esc, int32_t d)
{
	if (!esc)
		return x / d;	// expect: divmod note count=0
	return x % d;	// expect: divmod
}

static int32_t escape_cast(int32_t x, int32_t esc, int32_t d)
{
	if ((uint8_t)esc)	/* (256 casts to 0: this test is another value) */
		return x / d;	// expect: divmod
	return x % (d + 2);	// expect: divmod
}

static int32_t escape_narrow(int32_t x, uint8_t esc, int32_t d)
{
	if (esc)
		return x / d;	// expect: divmod
	return x % (d + 1);	// expect: divmod
}

static int32_t scale_any(int32_t x, int32_t mode, int32_t d)
{
	if (mode > 3)
		return x / d;	// expect: divmod
	return x % d;	// expect: divmod
}

/* The reviewer's counter-examples: C compares -1 with 5u as UINT_MAX, so
 * 'k > 5u' holds; a uint8_t given 256 holds 0; a goto's label inside the
 * arm enters it; inline assembly may change the parameter.  These arms
 * run: warnings. */
static void wide_test(int32_t *a, int32_t n, int32_t k, int32_t d)
{
	if (k > 5u)
		for (int32_t i = 0; i < n; i++)
			a[i] /= d;	// expect: divmod warning
}

static void byte_test(int32_t *a, int32_t n, uint8_t b, int32_t d)
{
	if (b == 0)
		for (int32_t i = 0; i < n; i++)
			a[i] /= d;	// expect: divmod warning
}

static void byte_via(int32_t *a, int32_t n, int32_t k, int32_t d)
{
	byte_test(a, n, k, d);
}

static void label_in(int32_t *a, int32_t n, int32_t k, int32_t d)
{
	if (a[0] < 0)
		goto again;
	if (k == 2) {
again:
		for (int32_t i = 0; i < n; i++)
			a[i] /= d;	// expect: divmod warning
	}
}

void counter_examples(int32_t *a, int32_t n, int32_t d)
{
	wide_test(a, n, -1, d);
	byte_via(a, n, 256, d);
	label_in(a, n, 1, d);
	a[0] += (int32_t)((uint32_t)n / 8u);	// no: divmod: an unsigned divide by 8 is a shift
	a[1] += (int32_t)((uint32_t)n % 4u);	// no: divmod: an unsigned modulo by 4 is a mask
}

int32_t decode_indices(int32_t *a, int32_t *b, int32_t n, int32_t m, int32_t d)
{
	int32_t x = 0;

	expand(a, n, 1, d);
	expand(b, n, 1, d);
	expand_some(a, n, 1, d);
	expand_some(b, n, 2, d);	/* one call passes 2: the arm runs */
	x += scale_mode(n, 1, d) + scale_mode(n, 2, d);
	x += scale_any(n, m, d);	/* a value not known */
	x += escape_bits(n, 0, d);
	x += escape_not(n, 3, d) + escape_not(n, 5, d);
	x += escape_narrow(n, 256, d);	/* (converts to 0: not decided) */
	x += escape_cast(n, 256, d);
	x += (int32_t)((uint32_t)x / 2u);	// no: divmod: an unsigned divide by 2 is a shift
	x += (int32_t)(sizeof(int64_t) / sizeof(int16_t));	// no: divmod: a quotient of sizeofs is folded at compile time
	x += (int32_t)(sizeof(int32_t[12]) % 5);	// no: divmod: a remainder of constants is folded at compile time
	x += (int32_t)((uint32_t)m / 128u);	// no: divmod: an unsigned divide by 128 is a shift
	x += (int32_t)((uint32_t)d % 64u);	// no: divmod: an unsigned modulo by 64 is a mask
	x += (int32_t)((uint32_t)n / 4u);	// no: divmod: an unsigned divide by 4 is a shift
	x += (int32_t)((uint32_t)m % 8u);	// no: divmod: an unsigned modulo by 8 is a mask
	x += (int32_t)((uint32_t)x / 16u);	// no: divmod: an unsigned divide by 16 is a shift
	x += (int32_t)((uint32_t)n % 2u);	// no: divmod: an unsigned modulo by 2 is a mask
	x += m / 1;	// no: divmod: a divide by 1 is the value itself
	return x;
}

/* A pointer parameter's target, the same way (stop 50): every call passes
 * the address of a local that a constant was last written to, and the
 * test reads it before any call or store through memory, in no loop --
 * vorbis's fit_line(), 'if (*y1 >= 0)' with every call passing '&y1' of
 * 'int y1 = -200' (the profiles never ran the arm).  Not when a call
 * passes a local written otherwise, a global's address, a local whose
 * address is taken elsewhere, or the test comes after a store through
 * memory, a call or inside a loop. */
static int32_t fit(const int32_t *x, int32_t n, int32_t *y0, int32_t *y1, int32_t d)
{
	int32_t s = x[0] + x[n - 1];

	if (*y0 >= 0)
		s += *y0 / d;	// expect: divmod note count=0
	if (*y1 >= 0) {
		for (int32_t i = 0; i < n; i++)
			s += x[i] % (*y1 + d);	// expect: divmod note count=0
	}
	*y0 = s / d;	// expect: divmod
	*y1 = s % d;	// expect: divmod
	return s;
}

static int32_t fit_late(int32_t *x, int32_t n, int32_t *y0, int32_t d)
{
	x[0] = 0;	/* a store through memory: it may be *y0 */
	if (*y0 >= 0)
		for (int32_t i = 0; i < n; i++)
			x[i] /= d;	// expect: divmod warning
	return x[0];
}

static int32_t fit_loop(int32_t *x, int32_t n, int32_t *y0, int32_t d)
{
	for (int32_t i = 0; i < n; i++) {
		if (*y0 >= 0)	/* in a loop: a later pass may see another */
			x[i] /= d;	// expect: divmod warning
		*y0 = x[i];
	}
	return x[0];
}

static int32_t fit_some(const int32_t *x, int32_t n, int32_t *y0, int32_t d)
{
	int32_t s = 0;

	if (*y0 >= 0)
		for (int32_t i = 0; i < n; i++)
			s += x[i] / d;	// expect: divmod warning
	return s;
}

static int32_t g_y = -200;

enum { POSTS = 65, MID = POSTS / 2 };	// no: divmod: an enum value, folded at compile time

/* what the fits index with, whatever the arms: no routine */
static uint32_t fit_index(uint32_t n, uint32_t k)
{
	uint32_t r = n / 2u;	// no: divmod: an unsigned divide by 2 is a shift
	r += k % 4u;	// no: divmod: an unsigned modulo by 4 is a mask
	r += MID / 2;	// no: divmod: a quotient of constants is folded at compile time
	r += (uint32_t)(sizeof(int32_t[POSTS]) / sizeof(int32_t));	// no: divmod: a quotient of sizeofs is folded at compile time
	return r + k / 1u;	// no: divmod: a divide by 1 is the value itself
}

int32_t floor_fit(int32_t *x, int32_t n, int32_t d)
{
	int32_t y0 = -200;
	int32_t y1 = -200;
	int32_t s = fit(x, n, &y0, &y1, d);

	if (s > 0) {
		int32_t ly0 = -200, ly1 = -200;
		s += fit(x + 1, n - 1, &ly0, &ly1, d);
	}
	int32_t z = -200;
	s += fit_late(x, n, &z, d);
	int32_t w = -200;
	s += fit_loop(x, n, &w, d);
	int32_t v = -200;
	int32_t *pv = &v;	/* its address taken elsewhere */
	s += fit_some(x, n, pv, d);
	s += fit_some(x, n, &g_y, d);	/* a global's address */
	int32_t u = -200;
	u = x[0];	/* written otherwise */
	s += fit_some(x, n, &u, d);
	return s + y0 + y1 + (int32_t)fit_index((uint32_t)n, (uint32_t)d);
}

/* A second reviewer's counter-examples (stop 50): the arm runs. */
static int32_t fit_atomic(const int32_t *x, int32_t n, int32_t *y0, int32_t d)
{
	int32_t s = x[0];

	__atomic_store_n(y0, 300, 0);	/* a store the model sees as no call */
	if (*y0 >= 0)
		for (int32_t i = 0; i < n; i++)
			s += x[i] / d;	// expect: divmod warning
	return s;
}

static int32_t fit_vla(const int32_t *x, int32_t n, int32_t *y0, int32_t d)
{
	int32_t s = x[0];
	int32_t buf[(*y0 = 5) + 1];	/* a store in a size expression */

	s += (int32_t)sizeof buf;
	if (*y0 >= 0)
		for (int32_t i = 0; i < n; i++)
			s += x[i] % d;	// expect: divmod warning
	return s;
}

static int32_t fit_plain(const int32_t *x, int32_t n, int32_t *y0, int32_t d)
{
	int32_t s = x[0];

	if (*y0 >= 0)
		for (int32_t i = 0; i < n; i++)
			s += x[i] / (d + 1);	// expect: divmod warning
	return s;
}

static int32_t fit_val(const int32_t *x, int32_t n, int32_t y0, int32_t d)
{
	int32_t s = 0;

	if (y0 >= 0)
		for (int32_t i = 0; i < n; i++)
			s += x[i] / (d + 2);	// expect: divmod warning
	return s;
}

int32_t g_y2;

int32_t fit_callers(const int32_t *x, int32_t n, int32_t d)
{
	int32_t s = 0;
	int32_t a = -200, b = -200;

	s += fit_atomic(x, n, &a, d) + fit_vla(x, n, &b, d);
	/* a for header's step writes after the body: the first call
	 * passes 0 */
	int32_t y = 0;
	for (int32_t i = 0; i < n; i++, y = -200)
		s += fit_plain(x, n, &y, d);
	/* a global, though an earlier block declared a local of its name */
	{ int32_t g_y2 = -200; s += g_y2; }
	s += fit_val(x, n, g_y2, d);
	s += (int32_t)((uint32_t)n / 32u);	// no: divmod: an unsigned divide by 32 is a shift
	s += (int32_t)((uint32_t)d % 32u);	// no: divmod: an unsigned modulo by 32 is a mask
	s += (int32_t)(sizeof(int32_t[64]) / sizeof(int16_t));	// no: divmod: a quotient of sizeofs is folded at compile time
	s += 200 / 8;	// no: divmod: a quotient of constants is folded at compile time
	return s;
}
