/*
 * double-emulation, loads of an invariant address: an operand read at the
 * same address on every pass leaves the loop (priced once per entry of it,
 * a note saying it is hoistable) when no store of the loop may change it
 * by C's effective types -- a 'double' store never changes a 'float'; it
 * stays in the loop (a warning, per pass) when one may: a union's member
 * (its bytes are every member's), a global array or a local array whose
 * address escaped (a pointer may reach either), a '__builtin_memcpy' (any
 * type).
 */
union U { float f; int i; };

void union_pass(union U *u, const float *x, double *y, int n)
{
	for (int k = 0; k < n; k++) {
		u->f = x[k];
		y[k] = (double)u->i * 0.5;	// expect: double-emulation warning
	}
}

int g[64];

void global_pass(const int *p, double *y, int n)
{
	for (int k = 0; k < n; k++) {
		g[k & 63] = k;
		y[k] = (double)*p * 0.5;	// expect: double-emulation warning
	}
}

void keep(int *);

void escaped_pass(const int *p, double *y, int n)
{
	int l[64];

	keep(l);
	for (int k = 0; k < n; k++) {
		l[k & 63] = k;
		y[k] = (double)*p * 0.5;	// expect: double-emulation warning
	}
}

void memcpy_pass(int *b, const int *src, const int *p, double *y, int n)
{
	for (int k = 0; k < n; k++) {
		__builtin_memcpy(&b[k], src, 4);
		y[k] = (double)*p * 0.5;	// expect: double-emulation warning
	}
}

/* the stores are doubles, the load a float: it leaves the loop */
void typed_pass(const float *p, double *y, int n)
{
	for (int k = 0; k < n; k++)	// expect: loop-overhead note
		y[k] = (double)*p * 0.5;	// expect: double-emulation note
}

/* no: double-emulation: a float product of a hoisted load, in hardware */
void float_pass(const float *restrict p, float *restrict y, int n)
{
	for (int k = 0; k < n; k++)	// expect: loop-overhead note
		y[k] = *p * 0.5f;	// no: double-emulation: float operands, a hardware fmul
}
