/*
 * divmod, set-up code by its callers: a function is set-up code when only
 * set-up code calls it -- functions named *_init, *_new, ... and teardown
 * (*_finish, *_destroy, *_delete, *_free, *_close, *_deinit).  A function
 * is static when an earlier declaration says so, even if its definition
 * does not.  One whose address is taken may run from anywhere (a function
 * pointer, a dispatch table): never set-up code by its callers, nor one
 * that main calls in a loop (the frame loop).  Across
 * files: tests/cli_callgraph.sh.
 */
#include <stdint.h>

struct enc { int32_t win[512]; int32_t n; int32_t (*op)(const int32_t *, int, int32_t); };

static int resize(struct enc *e, int n);

/* static by its declaration above; called from init and finish only */
int resize(struct enc *e, int n)
{
	int i;

	for (i = 0; i < n; i++)
		e->win[i] = 65536 / (i + 1);	// expect: divmod note
	e->n = n;
	return 0;
}

/* reached only through the dispatch table and from set-up code: the table
 * may call it per frame */
static int32_t energy(const int32_t *x, int n, int32_t d)
{
	int32_t s = 0;
	int i;

	for (i = 0; i < n; i++)
		s += x[i] / d;	// expect: divmod warning
	return s;
}

/* reached only through a pointer stored at init, and from init */
static int32_t peak(const int32_t *x, int n, int32_t d)
{
	int32_t s = 0;
	int i;

	for (i = 0; i < n; i++)
		s = s > x[i] % d ? s : x[i] % d;	// expect: divmod x2 warning
	return s;
}

static int32_t (*const ops[])(const int32_t *, int, int32_t) = { energy };
static const int32_t unity = 65536 / 3;	// no: divmod: static initialiser, folded at compile time

int enc_init(struct enc *e, int n)
{
	e->op = peak;
	e->win[0] = energy(e->win, n, 3) + peak(e->win, n, 5);
	return resize(e, n);
}

void enc_finish(struct enc *e)
{
	resize(e, e->n);
}

/* per frame: a teardown-looking word inside a name is not teardown */
int32_t enc_free_bits(const struct enc *e, int32_t bits)
{
	int i;
	int32_t s = 0;

	for (i = 0; i < e->n; i++)
		s += bits / (e->win[i] + 1);	// expect: divmod warning
	for (i = 0; i < (int)(sizeof(ops) / sizeof(ops[0])); i++)	// no: divmod: the table's length, a sizeof quotient, is a constant
		s += ops[i](e->win, e->n, unity);
	return s + (int32_t)(sizeof(e->win) % 7);	// no: divmod: sizeof remainder, folded at compile time
}

/* A program: main reads its options once and runs the frame loop.  What
 * main calls outside its loops is set-up code; what it calls in a loop
 * runs per frame (where an init function's loop builds a table). */
static int parse_level(const char *s, int d)
{
	int i, v = 0;

	for (i = 0; s[i]; i++)
		v = v * 10 + (s[i] - '0') % d;	// expect: divmod note
	return v;
}

static int32_t decode_frame(int32_t *x, int n, int32_t d)
{
	int32_t s = 0;
	int i;

	for (i = 0; i < n; i++)
		s += x[i] / d;	// expect: divmod warning
	return s;
}

/* A driver main calls once (wavpack's test program): what it calls in
 * its loop runs per block, not once per stream. */
static int32_t decode_block(int32_t *x, int n, int32_t d)
{
	int32_t s = 0;
	int i;

	for (i = 0; i < n; i++)
		s += x[i] % d;	// expect: divmod warning
	return s;
}

static int32_t run_file(int32_t *x, int nblocks, int32_t d)
{
	int32_t s = 0;
	int b;

	for (b = 0; b < nblocks; b++)
		s += decode_block(x, 64, d) + (int32_t)((uint32_t)x[b] / 8u);	// no: divmod: unsigned divide by 8 is a shift
	return s;
}

int main(int argc, char **argv)
{
	static int32_t buf[256];
	int32_t d = parse_level(argc > 1 ? argv[1] : "7", 10) + 1;
	int f;

	for (f = 0; f < argc * 1000; f++)
		buf[0] += decode_frame(buf, (int)(sizeof(buf) / sizeof(buf[0])), d);	// no: divmod: the buffer's length, a sizeof quotient, is a constant
	return (int)buf[0] + run_file(buf, argc, d);
}
