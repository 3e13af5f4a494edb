/*
 * missed-guard, calls that are no calls: a static inline helper with no
 * loop and no call of its own (opus's silk_max_int) is inlined by every
 * compiler, so a branch whose arm calls it is a branch of operations,
 * which TCS guards itself; and a branch on a constant condition (an
 * assert macro comparing two constants) is removed by the compiler.  The
 * positives call real functions.
 */
void report_error(int code);
int lookup(const int *t, int i);

static inline int max_int(int a, int b)
{
	return a > b ? a : b;
}

#define FRAME 160
#define WINDOW 200
#define CHECK(c) do { if (!(c)) report_error(__LINE__); } while (0)

void dequant(int *ind, int *prev, int n, int conditional)
{
	int k;

	for (k = 0; k < n; k++) {
		if (conditional == 0)	// no: missed-guard: max_int is an inline helper, no call is left
			*prev = max_int(ind[k], *prev - 16);
		else
			*prev += ind[k];
		CHECK(WINDOW - FRAME == 40);	// no: missed-guard: a constant condition, the compiler drops the branch
	}
}

void dequant_call(int *ind, int *prev, const int *t, int n)
{
	int k;

	for (k = 0; k < n; k++) {
		if (ind[k] > 0)	// expect: missed-guard
			*prev = lookup(t, ind[k]);
		*prev = max_int(*prev, 0);
	}
}

void check_all(const int *ind, int n)
{
	int k;

	for (k = 0; k < n; k++)
		CHECK(ind[k] < 64);	// expect: missed-guard
}
