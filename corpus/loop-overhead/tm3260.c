/* On TM3260 the jump has 3 delay slots: a pass lasts at least 4 cycles
 * (and a taken-jump stall). */
// tmopt-args: --target tm3260
#include <stdint.h>

int sum_i3(const int *a, int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)	// expect: loop-overhead
		s += a[i];
	return s;
}

/* Ten operations on five slots with two load/store units: the work needs
 * four cycles or more, as many as the jump. */
void mix(int16_t *restrict y, const int16_t *restrict a, const int16_t *restrict b,
	 const int16_t *restrict c, const int16_t *restrict d, int n)
{
	for (int i = 0; i < n; i++)	// no: loop-overhead: eight loads and a store on two units fill the 4-cycle pass
		y[i] = (int16_t)((a[i] + b[i] + c[i] + d[i] + a[i + 1] + b[i + 1] + c[i + 1] + d[i + 1]) >> 3);
}

/* A float recurrence of 3 + 3 cycles (fmul, fadd) is longer than TM3260's
 * 4-cycle pass. */
float iir1(const float *restrict x, float *restrict y, float a, float b, int n)
{
	float s = 0.0f;

	for (int i = 0; i < n; i++) {	// no: loop-overhead: the fmul + fadd recurrence (6 cycles) binds on TM3260
		s = a * s + b * x[i];	// expect: dependency-chain
		y[i] = s;
	}
	return s;
}
