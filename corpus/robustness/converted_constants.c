/*
 * Robustness: constants under conversions ('(double)1', '(long long)0',
 * 'error = 0' of a double) leave no node under the conversion.  Code that
 * looks through conversions must not read a node at index -1 there (a
 * reviewer's probes: AddressSanitizer showed heap reads in the partition
 * marks, the null-pointer arms and the compaction test; explain-loop
 * crashed on vorbis's Newton_Raphson).
 */
void part(double *a, double x, int n, const int *off)	// expect: double-emulation
{
	for (int b = 0; b < n; b++)
		for (int i = off[b]; i < (int)(x < 0 ? 0 : x); i++)	// expect: loop-overhead, double-emulation x2
			a[i] = 0;	// expect: custom-op
}

double g1(double x, int *p)	// expect: double-emulation
{
	if ((double)1) {
		x = x * 3.0;	// expect: double-emulation
		p[0] = (int)x / p[1];	// expect: divmod note, double-emulation
	}
	return x;
}

void c1(int *in, int n)
{
	for (int i = 0; i < n; i++)
		in[(long long)0] = in[i];	// expect: dependency-chain
}
