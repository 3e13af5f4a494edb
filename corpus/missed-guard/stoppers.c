/*
 * missed-guard, what stops TCS from guarding a branch in a loop: '&&' and
 * '||' whose right side is safe to evaluate (each is a jump of its own;
 * '&'/'|' remove it), calls, volatile accesses and loops in an arm, and
 * arms that leave an innermost loop.  The negatives are the branches TCS
 * guards by itself -- the TM5250 deck's absolute difference and the
 * quantiser clamp -- and short-circuits that must stay (bounds and NULL
 * checks, a division or a call on the right).
 */
#include <stdint.h>
#include <stdlib.h>

void report_peak(int i);
void note_bad(int i);
int check(int v);
extern volatile uint32_t *const FIFO;

int count_open_range(const int *x, int lo, int hi, int n)
{
	int cnt = 0;
	for (int i = 0; i < n; i++)	// no: loop-overhead: the '&&'/'||' below is a jump of its own, the loop is bound by its branches (missed-guard prices it)
		if (x[i] > lo && x[i] < hi)	// expect: missed-guard
			cnt++;
	return cnt;
}

int count_outside(const int *x, int lo, int hi, int n)
{
	int cnt = 0;
	for (int i = 0; i < n; i++) {	// no: loop-overhead: the '&&'/'||' below is a jump of its own, the loop is bound by its branches (missed-guard prices it)
		int v = x[i];
		if (v < lo || v > hi)	// expect: missed-guard
			cnt++;
	}
	return cnt;
}

int all_positive(const int *p, const int *q, const int *r, int n)
{
	int cnt = 0;
	for (int i = 0; i < n; i++)	// no: loop-overhead: the short-circuit below must stay a jump, the loop is bound by its branches
		if (p[i] > 0 && q[i] > 0 && r[i] > 0)	// no: missed-guard: q[i] and r[i] are loads the left side does not make
			cnt++;
	return cnt;
}

int both_locals(const int *a, int n, int t)
{
	int cnt = 0;
	for (int i = 0; i < n; i++) {	// no: loop-overhead: the '&&'/'||' below is a jump of its own, the loop is bound by its branches (missed-guard prices it)
		int v = a[i], w = v >> 2;
		if (v > t && w < t)	// expect: missed-guard
			cnt++;
	}
	return cnt;
}

void peaks(const int *x, int thr, int n)
{
	for (int i = 0; i < n; i++)
		if (x[i] > thr)	// expect: missed-guard
			report_peak(i);
}

int sum_valid(const int *x, const uint8_t *ok, int n)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		if (ok[i])	// expect: missed-guard
			s += x[i];
		else
			note_bad(i);
	return s;
}

void drain(const uint32_t *w, int n)
{
	for (int i = 0; i < n; i++)
		if (w[i] != 0)	// expect: missed-guard
			*FIFO = w[i];
}

int find(const int *a, int n, int key)
{
	for (int i = 0; i < n; i++)
		if (a[i] == key)	// expect: missed-guard
			return i;
	return -1;
}

void blocks(int16_t *blk, const uint8_t *coded, int nb)
{
	for (int b = 0; b < nb; b++)
		if (coded[b])	// no: missed-guard: the condition changes every iteration; the inner loop dominates the jump
			for (int k = 0; k < 64; k++)	// expect: loop-overhead
				blk[b * 64 + k] = 0;	// expect: custom-op
}

/* The TM5250 deck's own example: TCS turns it into guarded operations. */
void absdiff(int *restrict r, const int *restrict x, const int *restrict y, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		int a = x[i], b = y[i], d;
		if (a > b)	// no: missed-guard: the deck's example: TCS guards both arms itself
			d = a - b;
		else
			d = b - a;
		r[i] = d;
	}
}

void clamp_q(int *d, int qp, int n)
{
	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		int v = d[i];
		if (v > qp)	// no: missed-guard: a clamp, guarded by TCS
			v = qp;
		d[i] = v;
	}
}

int bounded(const int *tab, const int *idx, int size, int n)
{
	int s = 0;
	for (int i = 0; i < n; i++) {	// no: loop-overhead: the short-circuit below must stay a jump, the loop is bound by its branches
		int k = idx[i];
		if (k < size && tab[k] > 0)	// no: missed-guard: a bounds check: tab[k] must not be read when k is out of range
			s++;
	}
	return s;
}

struct node { int v; };
int nonnull(struct node *const *p, int n)
{
	int s = 0;
	for (int i = 0; i < n; i++)	// no: loop-overhead: the short-circuit below must stay a jump, the loop is bound by its branches
		if (p[i] && p[i]->v > 0)	// no: missed-guard: a NULL check: p[i]->v must not be read through NULL
			s++;
	return s;
}

int checked(const int *x, int n)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		if (x[i] > 0 && check(x[i]))	// no: missed-guard: the condition calls check(): the call is the cost
			s++;
	return s;
}

int ratio(const int *num, const int *den, int n)
{
	int s = 0;
	for (int i = 0; i < n; i++) {
		int d = den[i], q = num[i];
		if (d == 0 || q / d > 4)	// no: missed-guard: the right side divides by d, which the left side tests for zero // expect: divmod
			s++;
	}
	return s;
}

int once(int a, int b)
{
	if (a > 0 && b > 0)	// no: missed-guard: straight-line code, once per call
		return 1;
	return 0;
}

int first_row(const int *m, int rows, int cols)
{
	int r;
	for (r = 0; r < rows; r++) {
		int s = 0;
		for (int c = 0; c < cols; c++)	// expect: loop-overhead
			s += m[r * cols + c];
		if (s > 100)	// no: missed-guard: an exit from an outer loop, which is not software-pipelined anyway
			break;
	}
	return r;
}

int IMAX(int a, int b);
int running_max(const int *x, int t, int n)
{
	int m = 0;
	for (int i = 0; i < n; i++)
		if (x[i] > t)	// no: missed-guard: IMAX is a custom operation, guarded like any other
			m = IMAX(m, x[i]);
	return m;
}

/* A mode flag tested in every iteration around an inner loop. */
void filter_rows(int16_t *rows, int nrows, int smooth)
{
	for (int r = 0; r < nrows; r++)
		if (smooth)	// expect: missed-guard
			for (int k = 1; k < 64; k++)
				rows[r * 64 + k] = (int16_t)((rows[r * 64 + k] + rows[r * 64 + k - 1]) >> 1);	// expect: dependency-chain
}

/* A clean-up loop: the call is on a rare path. */
void release_all(void **bufs, int n)
{
	for (int i = 0; i < n; i++)
		if (bufs[i])	// no: missed-guard: free() is clean-up on a rare path; the branch is no cost next to it
			free(bufs[i]);
}

/* A decoder loop that calls anyway: the branch around one more call is not what stops pipelining. */
int decode(const uint8_t *in, int n, int (*get)(const uint8_t *))
{
	int s = 0;
	for (int i = 0; i < n; i++) {
		s += get(in + i);
		if (s > 1000)	// no: missed-guard: the loop calls get() in every iteration, it is not pipelined anyway
			report_peak(i);
	}
	return s;
}

/* A parser loop that leaves on an error: not a search loop. */
int parse(const uint8_t *restrict in, int n, int *restrict out)
{
	for (int i = 0; i < n; i++) {
		out[i] = in[i] * 3;
		if (in[i] == 0xff)	// no: missed-guard: the loop stores every iteration, a parser leaving on an error, not a search
			return -1;
	}
	return 0;
}

/* The right side holds a conditional whose condition must not run early. */
int cond_right(const int *a, int n, int lim)
{
	int s = 0;
	for (int i = 0; i < n; i++) {	// no: loop-overhead: the short-circuit below must stay a jump, the loop is bound by its branches
		int k = a[i];
		if (k < lim && (a[k] > 3 ? 1 : 0))	// no: missed-guard: a[k] must not be read when k is out of range
			s++;
	}
	return s;
}

int cond_call(struct node *const *p, int n)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		if (p[i] && (check(p[i]->v) ? 1 : 0))	// no: missed-guard: the condition calls check(): the call is the cost
			s++;
	return s;
}

int cond_div(const int *a, int n, int d)
{
	int s = 0;
	for (int i = 0; i < n; i++) {
		int x = a[i];
		if (d > 0 && (x / d ? 1 : 0))	// no: missed-guard: the right side divides by d, which the left side tests // expect: divmod
			s++;
	}
	return s;
}
