/*
 * missed-guard, debug macros (mpg123's 'if (VERBOSE3) debug3(...)', with
 * VERBOSE3 '(NOQUIET && fr->p.verbose > 2)' and the debug macro compiled
 * out to '((void)0)'): an if whose arms do nothing is dropped by the
 * compiler, so its '&&' costs nothing, and the loop model prices no jump
 * for it (the sum loop is bound by its closing jump alone: a
 * loop-overhead note).  The same test guarding work is a
 * finding; its advice does not quote the macro as both operands.
 */
#define noop ((void)0)
#define debug1(s, a) noop
struct frame { int flags, verbose, count; };
#define NOQUIET (!(fr->flags & 1))
#define VERBOSE3 (NOQUIET && fr->verbose > 2)

int frames(struct frame *fr, const int *x, int n)
{
	int i, s = 0;

	for (i = 0; i < n; i++) {	// expect: loop-overhead
		s += x[i];
		if (VERBOSE3)	// no: missed-guard: its arm compiles to nothing, the branch is dropped
			debug1("frame %d", x[i]);
		if (x[i] > 3 && x[i] < 9) {	// no: missed-guard: an empty arm, dropped
		}
	}
	return s;
}

int counted(struct frame *fr, const int *x, int n)
{
	int i, s = 0;

	for (i = 0; i < n; i++) {
		s += x[i];
		if (VERBOSE3)	// expect: missed-guard
			fr->count++;
	}
	return s;
}
