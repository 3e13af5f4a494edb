/*
 * missing-restrict, a loop entered through case labels (Duff's device,
 * libgsm's RPE_grid_positioning): the switch jumps into the middle of the
 * do-while, so the loop has several entries and no compiler
 * software-pipelines it; 'restrict' would not let its loads run ahead of
 * its stores.  No loop rule prices it.  The same copy as a plain loop is
 * a finding.
 */
#include <stdint.h>

void grid_duff(int16_t *ep, const int16_t *xmp, int mc)
{
	int i = 13;

	switch (mc) {
	case 3:
		*ep++ = 0;
	case 2:
		do {
			*ep++ = 0;
	case 1:
			*ep++ = 0;
	case 0:
			*ep++ = *xmp++;	// no: missing-restrict: a loop entered through case labels, several entries: not pipelined
		} while (--i);
	}
}

void grid_plain(int16_t *ep, const int16_t *xmp, int mc)
{
	for (int i = 0; i < 13; i++) {
		ep[3 * i] = 0;
		ep[3 * i + 1] = 0;
		ep[3 * i + 2 + mc] = xmp[i];	// expect: missing-restrict
	}
}
