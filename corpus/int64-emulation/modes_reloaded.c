/*
 * int64-emulation, no mode at its default where the codec reloads the
 * structure that holds it: set-up code gives 'model' 3, but each frame
 * copies a header over the whole structure ('*p = hdr[f]'), model
 * included, so every case of the switch on it may run (a structure
 * written whole other than through a member: an assignment, memcpy(),
 * fread()).  See modes.c for the mode the application alone changes.
 */
#include <stdint.h>

struct psy {
	int32_t model, pad;
};

struct psy *psy_init(void);

static struct psy the_psy;

struct psy *psy_init(void)
{
	struct psy *p = &the_psy;

	p->model = 3;
	return p;
}

static int64_t psy_reload_frame(const struct psy *p, const int32_t *x, int32_t n)
{
	int64_t s = 0;

	for (int32_t i = 0; i < n; i++) {	// expect: loop-overhead
		switch (p->model) {
		case 3:
			s += (int64_t)x[i] * x[i + 20];	// expect: int64-emulation count=64 basis=constant
			break;
		case 1:
			s -= (int64_t)x[i] * x[i + 21];	// expect: int64-emulation count=64 basis=constant
			break;
		}
	}
	return s;
}

int64_t encode(struct psy *p, const struct psy *hdr, const int32_t *x,
	       int32_t frames)
{
	int64_t s = 0;

	for (int32_t f = 0; f < frames; f++) {
		*p = hdr[f];
		s += psy_reload_frame(p, x + 64 * f, 64);	// expect: int64-emulation
	}
	return s;
}
