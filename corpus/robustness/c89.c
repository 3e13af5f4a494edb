/*
 * robustness, C89 code: implicit function declarations and implicit int
 * are accepted with warnings by GCC 12 (the compiler such code is built
 * with) and rejected by clang 16 and later by default.  tmopt analyses the
 * file as the user's compiler does: the findings below are reported and no
 * error is.  (A test file of a real code base was rejected before.)
 */

/* implicit int return type, K&R parameters, an undeclared callee */
scale(n, d)
	int n;
{
	return report(n / d);	// expect: divmod note count=1
}

total(const int *x, int n, int d)
{
	int s = 0, i;

	for (i = 0; i < n; i++)
		s += x[i] % d;	// expect: divmod warning
	return s;
}

int main()
{
	int v[4] = { 1, 2, 3, 4 };

	return total(v, 4, 3) + scale(10, 3) + helper(v);	// no: divmod: no divide here, only calls of undeclared functions
}
