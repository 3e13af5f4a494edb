/*
 * double-emulation, host SIMD code: a function with a parameter of a host
 * vector type (x86 SSE's '__m128', here spelled with GCC's vector_size) is
 * code the host's configuration selected (speex's cb_search_sse.h under
 * '#define _USE_SSE'); a TriMedia build compiles the generic C twin, so
 * its findings are left out.  A function that only declares such a local
 * keeps its findings: the local may sit in an '#ifdef' of code the port
 * keeps.
 */
typedef float v4sf __attribute__((vector_size(16)));

void weigh_sse(const signed char *shape, float *res, v4sf *acc, int n)
{
	for (int j = 0; j < n; j++) {
		res[j] = 0.03125 * shape[j];	// no: double-emulation: x86 vector code (a 'v4sf' parameter), not what a TriMedia build compiles
		acc[0] += (v4sf){ res[j], res[j], res[j], res[j] };
	}
}

void weigh_generic(const signed char *shape, float *res, int n)
{
	v4sf keep = { 0, 0, 0, 0 };

	for (int j = 0; j < n; j++)
		res[j] = 0.03125 * shape[j];	// expect: double-emulation
	(void)keep;
}
