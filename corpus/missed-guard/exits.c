/*
 * missed-guard and paths that leave the loop: the branch that leaves is a
 * second exit (reported: the loop is not software-pipelined); a branch
 * inside its arm runs at most once per run of the loop, so it is no
 * per-iteration cost.  A continue does not leave the loop, nor does a break
 * out of a switch.
 */
int find_marker(const unsigned char *buf, int n, int *flags)
{
	for (int i = 0; i + 1 < n; i++) {
		if (buf[i] == 0xff && buf[i + 1] == 0xd8) {	// expect: missed-guard
			if (buf[i + 1] & 1)	// no: missed-guard: on the way out of the loop: runs once
				*flags |= 1;
			return i;
		}
	}
	return -1;
}

int skip_padding(const int *v, int n, int *first)
{
	int count = 0;

	for (int i = 0; i < n; i++) {
		if (v[i] == 0) {	// no: missed-guard: a continue does not leave the loop; TCS guards the rest of the iteration
			if (count > 8)	// no: missed-guard: a short branch of operations, which TCS if-converts into guarded operations itself
				count = 8;
			continue;
		}
		count++;
	}
	*first = count;
	return count;
}

int decode_ops(const int *op, int n)
{
	int acc = 0;

	for (int i = 0; i < n; i++) {	// expect: loop-overhead
		switch (op[i]) {
		case 1:
			if (acc > 100)	// no: missed-guard: a short branch of operations, which TCS if-converts into guarded operations itself
				acc = 100;
			break;
		default:
			acc += op[i];
			break;
		}
	}
	return acc;
}
