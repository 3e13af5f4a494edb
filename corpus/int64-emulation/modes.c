/*
 * int64-emulation, the cases of a mode a switch selects: set-up code gives
 * the mode one constant (twolame_init()'s 'psymodel = 3') and only the
 * application's setter changes it, so the switch on it runs the case of
 * that value and what it falls into; the other cases run only when the
 * application changes the mode: their findings are set-up notes, counted
 * once.  Not a mode at its default: one set up as 0 or -1 (a placeholder,
 * 'unset' or 'auto', that later code replaces), one the codec writes
 * again at run time, a value no case names (the default label runs), a
 * switch with a label below the top of its block (Duff's device) or a
 * goto label in it, a switch on a cast of the field; and no mode in a
 * file that writes a structure whole other than through a member
 * (modes_reloaded.c).
 */
#include <stdint.h>

struct psy {
	int32_t model, order, kind, pass, mix, jump, autom, wide;
};

struct psy *psy_init(void);
void psy_set_model(struct psy *p, int32_t m);

static struct psy the_psy;

struct psy *psy_init(void)
{
	struct psy *p = &the_psy;

	p->model = 3;
	p->order = 0;
	p->kind = 2;
	p->pass = 5;
	p->mix = 4;
	p->jump = 3;
	p->autom = -1;
	p->wide = 259;
	return p;
}

void psy_set_model(struct psy *p, int32_t m)
{
	p->model = m;
}

int64_t psy_frame(struct psy *p, const int32_t *x, int32_t n)
{
	int64_t s = 0;

	for (int32_t i = 0; i < n; i++) {
		/* at the default 3: case 3, falling into case 4 */
		switch (p->model) {
		case 1:
			s += (int64_t)x[i] * x[i];	// expect: int64-emulation note count=1
			break;
		case 2:
			s -= (int64_t)x[i] * x[i + 1];	// expect: int64-emulation note count=1
			/* fall through */
		case 3:
			s += (int64_t)x[i] * x[n - 1 - i];	// expect: int64-emulation count=100 basis=assumed
			/* fall through */
		case 4:
			s -= (int64_t)x[i] * x[i + 2];	// expect: int64-emulation count=100 basis=assumed
			break;
		case 5:
		case 6:
			s += (int64_t)x[i] * x[i + 3];	// expect: int64-emulation note count=1
			break;
		default:
			s += (int64_t)x[i] * x[i + 4];	// expect: int64-emulation note count=1
			break;
		}
		/* 0: a placeholder */
		switch (p->order) {
		case 1:
			s += (int64_t)x[i] * x[i + 5];	// expect: int64-emulation count=100 basis=assumed
			break;
		default:
			break;
		}
		/* the codec changes it: no setting */
		switch (p->kind) {
		case 1:
			s += (int64_t)x[i] * x[i + 6];	// expect: int64-emulation count=100 basis=assumed
			break;
		case 2:
			p->kind = 1;
			break;
		}
		/* no case names 5: the default runs */
		switch (p->pass) {
		case 1:
			s += (int64_t)x[i] * x[i + 7];	// expect: int64-emulation count=100 basis=assumed
			break;
		default:
			s -= (int64_t)x[i] * x[i + 8];	// expect: int64-emulation count=100 basis=assumed
			break;
		}
		/* a label below the top of the block */
		switch (p->mix) {
		case 3:
			s += (int64_t)x[i] * x[i + 9];	// expect: int64-emulation count=100 basis=assumed
			break;
		case 4:
			if (s > 0) {	// expect: int64-emulation count=100 basis=assumed
		case 5:
				s -= (int64_t)x[i] * x[i + 10];	// expect: int64-emulation count=100 basis=assumed
			}
			break;
		}
		/* a goto may enter a case anywhere: no segments */
		switch (p->jump) {
		case 3:
			if (s > 0)	// expect: int64-emulation count=100 basis=assumed
				goto shared;
			break;
		case 1:
shared:
			s -= (int64_t)x[i] * x[i + 11];	// expect: int64-emulation count=100 basis=assumed
			break;
		}
		/* -1: 'auto', a placeholder, for an if as for a switch */
		if (p->autom == 0)
			s += (int64_t)x[i] * x[i + 12];	// expect: int64-emulation count=100 basis=assumed
		/* through a cast the cases see another value (259 is 3) */
		switch ((uint8_t)p->wide) {
		case 3:
			s += (int64_t)x[i] * x[i + 13];	// expect: int64-emulation count=100 basis=assumed
			break;
		case 4:
			s -= (int64_t)x[i] * x[i + 14];	// expect: int64-emulation count=100 basis=assumed
			break;
		}
	}
	return s;
}
